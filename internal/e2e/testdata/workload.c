// workload: a child program whose system calls the end-to-end tests count.
//
//   e2ework getppid N     call getppid(2) N times
//   e2ework spin N FILE   call getppid(2) N times, then create FILE
//   e2ework loop          call getppid(2) every millisecond until killed
//   e2ework sleep         block until killed
//   e2ework exit N        exit with status N
//   e2ework open PATH     open(2) PATH (which need not exist) once
//   e2ework rename NAME   set its comm to NAME (prctl PR_SET_NAME)
//   e2ework fork          fork a child that exits with status 4, and wait for it
//   e2ework poke N        call poke(N, p) on a heap word, then on a global: N writes each
//   e2ework pokeloop      print the global's address, then poke it once a millisecond until killed
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

long e2e_watched;

// poke writes *p n times; watchpoint tests watch its argument arg1.
__attribute__((noinline)) void poke(long n, long *p) {
	for (long i = 0; i < n; i++) {
		*p += 1;
		__asm__ volatile("" ::: "memory");
	}
}

int main(int argc, char **argv) {
	if (argc < 2) {
		fprintf(stderr, "usage: e2ework getppid|spin|sleep|exit [N]\n");
		return 2;
	}
	long n = argc > 2 ? atol(argv[2]) : 0;
	if (strcmp(argv[1], "getppid") == 0 || strcmp(argv[1], "spin") == 0) {
		for (long i = 0; i < n; i++)
			syscall(SYS_getppid);
		if (argv[1][0] == 's' && argc > 3)
			close(open(argv[3], O_WRONLY | O_CREAT, 0644));
		return 0;
	}
	if (strcmp(argv[1], "loop") == 0) {
		for (;;) {
			syscall(SYS_getppid);
			usleep(1000);
		}
	}
	if (strcmp(argv[1], "sleep") == 0) {
		for (;;)
			pause();
	}
	if (strcmp(argv[1], "open") == 0 && argc > 2) {
		int fd = open(argv[2], O_RDONLY);
		if (fd >= 0)
			close(fd);
		return 0;
	}
	if (strcmp(argv[1], "rename") == 0 && argc > 2) {
		prctl(PR_SET_NAME, argv[2], 0, 0, 0);
		return 0;
	}
	if (strcmp(argv[1], "fork") == 0) {
		pid_t p = fork();
		if (p == 0)
			_exit(4);
		waitpid(p, NULL, 0);
		return 0;
	}
	if (strcmp(argv[1], "poke") == 0) {
		long *heap = malloc(sizeof(long));
		*heap = 0;
		poke(n, heap);
		poke(n, &e2e_watched);
		free(heap);
		return 0;
	}
	if (strcmp(argv[1], "pokeloop") == 0) {
		printf("%p\n", (void *)&e2e_watched);
		fflush(stdout);
		for (;;) {
			poke(1, &e2e_watched);
			usleep(1000);
		}
	}
	if (strcmp(argv[1], "exit") == 0)
		return (int)n;
	fprintf(stderr, "e2ework: unknown action %s\n", argv[1]);
	return 2;
}
