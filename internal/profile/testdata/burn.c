/* A CPU burner with a known profile: main calls outer, which spends 90%
 * of its work in hot and 10% in cold. hot and cold each end with a call,
 * so that gcc gives them a frame (-fno-omit-frame-pointer leaves leaf
 * functions without one). It burns SECONDS of its own CPU time, so that
 * the samples it gets do not depend on the load of the machine.
 * Usage: burn SECONDS */
#include <stdlib.h>
#include <time.h>
volatile unsigned long sink;
__attribute__((noinline)) void use(unsigned long x) { sink += x; }
__attribute__((noinline)) void hot(unsigned long n) { unsigned long s = 0; for (unsigned long i = 0; i < n; i++) { s += i * i; sink = s; } use(s); }
__attribute__((noinline)) void cold(unsigned long n) { unsigned long s = 0; for (unsigned long i = 0; i < n; i++) { s += i * i; sink = s; } use(s); }
__attribute__((noinline)) void outer(unsigned long n) { hot(9 * n); cold(n); use(n); }
int main(int argc, char **argv) {
	double secs = argc > 1 ? atof(argv[1]) : 1;
	struct timespec a, b;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
	for (;;) {
		outer(1000000);
		clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
		if ((b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9 >= secs) break;
	}
	return 0;
}
