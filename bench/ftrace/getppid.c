/* getppid N [FILE]: calls getppid(2) N times and writes the loop's wall
 * time in ns to FILE (bench/ftrace/run's workload; built with -static). */
#include <stdlib.h>
#include <unistd.h>
#include <sys/syscall.h>
#include "elapsed.h"

int main(int argc, char **argv) {
	long n = argc > 1 ? atol(argv[1]) : 2000000;
	long long start = now();
	for (long i = 0; i < n; i++)
		syscall(SYS_getppid);
	return write_elapsed(argc > 2 ? argv[2] : NULL, start);
}
