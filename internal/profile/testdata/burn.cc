/* burn.c in C++: main calls burner::Burner::outer, which spends 90% of
 * its work in hot and 10% in cold, for SECONDS of its own CPU time. The
 * functions are a class's in a namespace, so that their names come
 * mangled and must be demangled.
 * Usage: burn SECONDS */
#include <cstdlib>
#include <ctime>
volatile unsigned long sink;
namespace burner {
struct Burner {
	__attribute__((noinline)) static void use(unsigned long x) { sink += x; }
	__attribute__((noinline)) static void hot(unsigned long n) { unsigned long s = 0; for (unsigned long i = 0; i < n; i++) { s += i * i; sink = s; } use(s); }
	__attribute__((noinline)) static void cold(unsigned long n) { unsigned long s = 0; for (unsigned long i = 0; i < n; i++) { s += i * i; sink = s; } use(s); }
	__attribute__((noinline)) static void outer(unsigned long n) { hot(9 * n); cold(n); use(n); }
};
}
int main(int argc, char **argv) {
	double secs = argc > 1 ? std::atof(argv[1]) : 1;
	timespec a, b;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
	for (;;) {
		burner::Burner::outer(1000000);
		clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
		if ((b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9 >= secs) break;
	}
	return 0;
}
