/* The fixtures' timing: now() at the start, then write_elapsed(FILE, start)
 * writes the wall time since in ns to FILE (when FILE is not NULL). */
#include <stdio.h>
#include <time.h>

static long long now(void) {
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1000000000LL + t.tv_nsec;
}

static int write_elapsed(const char *path, long long start) {
	long long d = now() - start;
	FILE *f;
	if (!path) return 0;
	if (!(f = fopen(path, "w"))) return 1;
	fprintf(f, "%lld\n", d);
	return fclose(f) != 0;
}
