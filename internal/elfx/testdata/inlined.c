/* Fixture for probes on inlined functions: twice is static and inlined
 * into both callers at -O2; taking its address (ops) keeps an
 * out-of-line copy as well. keep is only inlined. The LINE markers name
 * the call sites. */
#include <stdlib.h>

volatile int sink;

static int twice(int x)
{
	sink = x;
	return 2 * x;
}

int (*volatile ops)(int) = twice;

/* Only inlined (no copy of its own); u is unused, so it has no location
 * (gdb: u = <optimized out>). */
static int keep(int u, int v)
{
	sink = v;
	return 7;
}

__attribute__((noinline)) int first(int a)
{
	return twice(a + 1) + 3; /* LINE:first */
}

__attribute__((noinline)) int second(int b)
{
	return twice(b * 5) - keep(sink, b); /* LINE:second */
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 3;
	int s = 0;
	for (int i = 0; i < n; i++) {
		s += first(i);
		s += second(i);
		s += ops(i);
	}
	return s == 12345;
}
