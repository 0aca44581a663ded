/* pingpong N [FILE]: a parent and a child, both on CPU 0, pass a byte back
 * and forth over two pipes N times, a context-switch storm (two switches a
 * round trip), and the parent writes the wall time in ns to FILE
 * (bench/ftrace/run's workload; built with -static). One CPU keeps the
 * figures free of cross-CPU wakeup costs that vary with placement. */
#define _GNU_SOURCE
#include <sched.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/wait.h>
#include "elapsed.h"

int main(int argc, char **argv) {
	long n = argc > 1 ? atol(argv[1]) : 200000;
	int ab[2], ba[2];
	char c = 0;
	cpu_set_t cpu0;
	CPU_ZERO(&cpu0);
	CPU_SET(0, &cpu0);
	if (pipe(ab) || pipe(ba) || sched_setaffinity(0, sizeof cpu0, &cpu0)) return 1;
	long long start = now();
	pid_t pid = fork();
	if (pid < 0) return 1;
	if (pid == 0) {
		for (long i = 0; i < n; i++)
			if (read(ab[0], &c, 1) != 1 || write(ba[1], &c, 1) != 1) _exit(1);
		_exit(0);
	}
	for (long i = 0; i < n; i++)
		if (write(ab[1], &c, 1) != 1 || read(ba[0], &c, 1) != 1) return 1;
	int st;
	waitpid(pid, &st, 0);
	if (!(WIFEXITED(st) && WEXITSTATUS(st) == 0)) return 1;
	return write_elapsed(argc > 2 ? argv[2] : NULL, start);
}
