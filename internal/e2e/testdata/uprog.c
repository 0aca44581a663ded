// uprog: the target of the uprobe and USDT diff tests (testdata/diff/u*.bt),
// built twice, as a PIE (e2eprog) and not (e2eprog-nopie).
//
//   e2eprog run N         call the functions below N times, firing the USDT probes
//   e2eprog run N wait    then block until killed (the process outlives the
//                         tracer's output, so its symbols can be read)
//   e2eprog loop          call outer() every 10 ms until killed (for -p)
//
// myprov:inner has two sites (in add3 and in greet); myprov:armed fires only
// while a tracer holds its semaphore.
#define _SDT_HAS_SEMAPHORES 1
#include <stdlib.h>
#include <string.h>
#include <sys/sdt.h>
#include <unistd.h>

unsigned short myprov_inner_semaphore __attribute__((unused, section(".probes")));
unsigned short myprov_armed_semaphore __attribute__((unused, section(".probes")));

__attribute__((noinline)) long add3(long a, long b, long c) {
	DTRACE_PROBE3(myprov, inner, c, b, a);
	return a + b + c;
}

__attribute__((noinline)) int greet(const char *who) {
	DTRACE_PROBE1(myprov, inner, who);
	return (int)strlen(who);
}

__attribute__((noinline)) int negate(int x) { return -x; }

// Another name for negate (listed as well; which of the two names a
// stack shows differs between tracers), and a name like GCC's
// partial-inlining clones, which bpftrace leaves out of listings.
int negate_alias(int x) __attribute__((alias("negate")));
__attribute__((noinline, used)) int part_clone(int x) __asm__("part_clone.part.0");
__attribute__((noinline, used)) int part_clone(int x) { return x + 1; }

__attribute__((noinline)) long outer(long x) { return add3(x, 1, 2) + 1; }

// Parameters typed from DWARF: a pointer to an int, and to a struct of
// the program's own (args.foo1->a).
struct Foo {
	int a;
	char b[8];
	long c;
	struct Foo *next;
};

__attribute__((noinline)) int poke(int *n, struct Foo *foo1) {
	foo1->c += *n; // a side effect: the call stays
	return *n + foo1->a;
}

int main(int argc, char **argv) {
	long n = argc > 2 ? atol(argv[2]) : 1;
	if (argc > 1 && strcmp(argv[1], "loop") == 0)
		for (long i = 0;; i++) {
			outer(i);
			usleep(10000);
		}
	for (long i = 0; i < n; i++) {
		outer(i);
		add3(i, i * 2, i * 3);
		greet(i % 2 ? "odd" : "even");
		negate((int)i + 5);
		struct Foo foo = {(int)i, "foo", i * 10, 0}, head = {-1, "head", 0, &foo};
		int k = (int)i + 7;
		poke(&k, &head);
		if (myprov_armed_semaphore)
			DTRACE_PROBE2(myprov, armed, i, n);
	}
	if (argc > 3 && strcmp(argv[3], "wait") == 0)
		for (;;)
			pause();
	return 0;
}
