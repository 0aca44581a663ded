/* A CPU-bound workload that times itself: it runs a fixed amount of work
 * (N rounds of a multiply-add loop through three frames) and prints the
 * nanoseconds the work took on its own CPU clock (CLOCK_THREAD_CPUTIME_ID:
 * the time it was on a CPU, interrupts that came meanwhile included, as a
 * profiler's are, and none of the time others' load kept it waiting),
 * then on CLOCK_MONOTONIC, excluding its own start.
 * Usage: work N      With "stamp" as argument it prints CLOCK_REALTIME
 * at main and exits: when a profiler let it start. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
volatile unsigned long sink;
__attribute__((noinline)) void leaf(unsigned long n) { unsigned long s = 0; for (unsigned long i = 0; i < n; i++) { s += i * i; sink = s; } }
__attribute__((noinline)) void mid(unsigned long n) { leaf(n); sink++; }
static long ns(clockid_t c) { struct timespec t; clock_gettime(c, &t); return t.tv_sec * 1000000000L + t.tv_nsec; }
int main(int argc, char **argv) {
	if (argc > 1 && strcmp(argv[1], "stamp") == 0) { printf("%ld\n", ns(CLOCK_REALTIME)); return 0; }
	long n = argc > 1 ? atol(argv[1]) : 1000;
	long c0 = ns(CLOCK_THREAD_CPUTIME_ID), t0 = ns(CLOCK_MONOTONIC);
	for (long r = 0; r < n; r++) mid(100000);
	long c1 = ns(CLOCK_THREAD_CPUTIME_ID), t1 = ns(CLOCK_MONOTONIC);
	printf("%ld %ld\n", c1 - c0, t1 - t0);
	return 0;
}
