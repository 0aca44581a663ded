/* getppid N [FILE]: calls getppid(2) N times and writes the loop's wall
 * time in ns to FILE (bench/ftrace/run's workload; built with -static). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>

int main(int argc, char **argv) {
	long n = argc > 1 ? atol(argv[1]) : 2000000;
	struct timespec a, b;
	clock_gettime(CLOCK_MONOTONIC, &a);
	for (long i = 0; i < n; i++)
		syscall(SYS_getppid);
	clock_gettime(CLOCK_MONOTONIC, &b);
	if (argc > 2) {
		FILE *f = fopen(argv[2], "w");
		if (!f) return 1;
		fprintf(f, "%lld\n", (b.tv_sec - a.tv_sec) * 1000000000LL + (b.tv_nsec - a.tv_nsec));
		fclose(f);
	}
	return 0;
}
