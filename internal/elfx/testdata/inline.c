/* Known inlining for stack tests: leaf is a real function that outer
 * reaches through two always_inline functions; the LINE markers name
 * the lines the tests expect. */
#include <unistd.h>

volatile int sink;

__attribute__((noinline)) int leaf(int x)
{ /* LINE:leaf */
	asm volatile("" ::: "memory");
	return x + (getpid() & 1);
}

static inline __attribute__((always_inline)) int inner(int x)
{
	sink = leaf(x); /* LINE:inner */
	return leaf(sink);
}

static inline __attribute__((always_inline)) int middle(int x)
{
	int r = inner(x + 1); /* LINE:middle */
	return r + 2;
}

__attribute__((noinline)) int outer(int x)
{
	return middle(x) - 1; /* LINE:outer */
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? 1000000 : 3;
	for (int i = 0; i < n; i++) {
		outer(i);
		usleep(10000);
	}
	return 0;
}
