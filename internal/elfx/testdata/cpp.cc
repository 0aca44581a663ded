// C++ test program: namespaces and overloads for demangled matching.
#include <cstdio>
#include <cstdlib>
namespace ns {
__attribute__((noipa)) long foo(int x) { return x + 1; }
__attribute__((noipa)) long foo(long x, long y) { return x + y; }
__attribute__((noipa)) long fbar() { return 3; }
struct Widget {
	__attribute__((noipa)) long poke(int n) { return n * 4; }
};
}
volatile long sink;
int main(int argc, char **argv) {
	long n = argc > 1 ? atol(argv[1]) : 1;
	ns::Widget w;
	for (long i = 0; i < n; i++) {
		sink = ns::foo((int)i);
		sink = ns::foo(i, 2);
		sink = ns::fbar();
		sink = w.poke((int)i);
	}
	std::printf("ok\n");
	return 0;
}
