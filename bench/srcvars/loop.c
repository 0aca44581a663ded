/* The traced program of bench/srcvars/run's per-event cost: N calls of
   work(), probed at its entry (uprobe:BIN:work) or at the line marked
   "stmt" (uprobe:BIN@loop.c:LINE). */
#include <stdlib.h>

volatile long sink;

__attribute__((noinline)) long work(long i)
{
	long x = i * 3;
	sink = x + 1; /* stmt */
	return x;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000;
	for (long i = 0; i < n; i++)
		work(i);
	return 0;
}
