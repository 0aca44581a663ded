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
//   e2ework usdt          fire the USDT probes wl:* once (see usdt() below)
//   e2ework poke N        call poke(N, p) on a heap word, then on a global: N writes each
//   e2ework peers N       call getppid(2) N times, set its comm N times
//                         (task:task_rename) and call poke(1, p) N times
//   e2ework pokeloop      print the global's address, then poke it once a millisecond until killed
//   e2ework libc N        call malloc, strlen and free N times each
//   e2ework syscalls      openat, read, lseek, close and getppid with made-up
//                         arguments, then 32-bit syscalls (int $0x80) whose
//                         numbers are x86-64's writev, semget and lstat
//   e2ework tools DIR     what bpftrace's tools (opensnoop, statsnoop,
//                         killsnoop, setuids, naptime, syncsnoop, execsnoop)
//                         trace, with edge cases: a path longer than str()'s
//                         64 bytes, negative ids, a bad timespec, execs with
//                         many, long (past join()'s 1024 bytes) and no
//                         arguments; files go in DIR
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <sys/prctl.h>
#include <sys/mman.h>
#include <sys/sdt.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>

// usdt fires probes whose operands are written out by hand, so that every
// size (1, 2, 4, 8 bytes) and sign of each operand form is there whatever
// gcc would choose: registers, memory, and constants (as gcc writes them,
// an unsigned constant by its signed bit pattern, and as plain numbers).
// The values are the bit patterns 0xf3f2f1f0, 0xfde8, 0xfa and -616.
static uint64_t usdt_mem[4] = {0xf3f2f1f0, 0xfde8, 0xfa, 0xfffffffffffffd98};

static void usdt(void) {
	__asm__ __volatile__(
		"movl $0xf3f2f1f0, %%eax\n\t"
		"movl $0xf3f2f1f0, %%ebx\n\t"
		"movw $0xfde8, %%cx\n\t"
		"movw $0xfde8, %%dx\n\t"
		"movb $0xfa, %%r10b\n\t"
		"movb $0xfa, %%r11b\n\t"
		"movq $-616, %%r8\n\t"
		"movq $-616, %%r9\n\t"
		STAP_PROBE_ASM(wl, regs, 4@%%eax -4@%%ebx 2@%%cx -2@%%dx 1@%%r10b -1@%%r11b)
		STAP_PROBE_ASM(wl, regs8, 8@%%r8 -8@%%r9 %%r9 4@%%r8d -4@%%r8d -1@%%r8b)
		STAP_PROBE_ASM(wl, mem, 4@0(%%rsi) -4@(%%rsi) 2@8(%%rsi) -2@8(%%rsi) 1@16(%%rsi) -1@16(%%rsi))
		STAP_PROBE_ASM(wl, mem8, 8@24(%%rsi) -8@24(%%rsi) 4@24(%%rsi) -4@24(%%rsi) -2@24(%%rsi) 1@25(%%rsi))
		STAP_PROBE_ASM(wl, consts, 4@$-202182160 -4@$-202182160 2@$-536 -2@$-536 1@$-6 -1@$-6)
		STAP_PROBE_ASM(wl, consts2, 4@$4092785136 -4@$4092785136 2@$65000 -2@$65000 1@$250 -1@$250)
		STAP_PROBE_ASM(wl, consts8, 8@$-616 -8@$-616 8@$0xfffffffffffffd98 -8@$18446744073709550999 $-3 4@$0x1fffffffe)
		:: "S"(usdt_mem) : "rax", "rbx", "rcx", "rdx", "r8", "r9", "r10", "r11", "memory");
	// What gcc itself writes for constants of unsigned types.
	DTRACE_PROBE6(wl, gcc, (uint32_t)4092785136u, (int32_t)-202182160, (uint16_t)65000, (int16_t)-536,
		      (uint8_t)250, (int8_t)-6);
}

long e2e_watched;

// poke writes *p n times; watchpoint tests watch its argument arg1.
__attribute__((noinline)) void poke(long n, long *p) {
	for (long i = 0; i < n; i++) {
		*p += 1;
		__asm__ volatile("" ::: "memory");
	}
}

// run forks a child that execs path with argv, and waits for it.
static void run(const char *path, char *const argv[]) {
	pid_t p = fork();
	if (p == 0) {
		execv(path, argv);
		_exit(127);
	}
	waitpid(p, NULL, 0);
}

// tools makes the system calls of the "tools" action (see the top).
static int tools(const char *self, const char *dir) {
	char longp[300], file[256];
	int n = snprintf(longp, sizeof(longp), "%s/", dir);
	for (int i = n; i < n + 200 && i < (int)sizeof(longp) - 1; i++)
		longp[i] = 'a' + i % 26;
	longp[n + 200 < (int)sizeof(longp) - 1 ? n + 200 : (int)sizeof(longp) - 1] = 0;
	snprintf(file, sizeof(file), "%s/f", dir);
	struct stat st;
	struct statfs sf;
	syscall(SYS_openat, AT_FDCWD, longp, O_RDONLY);
	syscall(SYS_open, dir, O_RDONLY | O_DIRECTORY);
	syscall(SYS_openat, AT_FDCWD, "", O_RDONLY);
	syscall(SYS_stat, dir, &st);
	syscall(SYS_lstat, longp, &st);
	syscall(SYS_statfs, "/", &sf);
	syscall(SYS_kill, -999999, 0);
	syscall(SYS_kill, getpid(), -5);
	syscall(SYS_kill, getpid(), SIGCHLD);
	syscall(SYS_setuid, -1);
	syscall(SYS_setfsuid, -1);
	syscall(SYS_setfsuid, getuid());
	syscall(SYS_setresuid, -1, -1, -1);
	struct timespec bad = {0, -1}, ms = {0, 1500000}, ns = {0, 5};
	syscall(SYS_nanosleep, &bad, NULL);
	syscall(SYS_nanosleep, &ms, NULL);
	syscall(SYS_nanosleep, &ns, NULL);
	int fd = open(file, O_CREAT | O_RDWR | O_TRUNC, 0644);
	if (fd < 0 || write(fd, "x", 1) != 1)
		return 1;
	syscall(SYS_sync_file_range, fd, 0L, 1L, 0);
	syscall(SYS_syncfs, fd);
	fsync(fd);
	fdatasync(fd);
	void *m = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	if (m != MAP_FAILED)
		msync(m, 1, MS_SYNC);
	close(fd);
	// Every string on the heap: a forked child's read-only data pages are
	// not mapped yet when execve(2) enters, so a probe cannot read them.
	// Each argv[0] is this program's path, which names it.
	char *bin = strdup("/bin/true"), *me = strdup(self), *x = strdup("x");
	char *huge = malloc(1500);
	memset(huge, 'h', 1499);
	huge[1499] = 0;
	char *many[24];
	many[0] = me;
	for (int i = 1; i < 23; i++) {
		many[i] = malloc(8);
		snprintf(many[i], 8, "arg%02d", i);
	}
	many[23] = NULL;
	char *lng[] = {me, longp, x, huge, NULL};
	char *none[] = {NULL};
	run(bin, many);
	run(bin, lng);
	run(bin, none);
	run(longp, lng);
	return 0;
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
	if (strcmp(argv[1], "peers") == 0) {
		for (long i = 0; i < n; i++) {
			syscall(SYS_getppid);
			prctl(PR_SET_NAME, i & 1 ? "e2ework" : "e2ework-", 0, 0, 0);
			poke(1, &e2e_watched);
		}
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
	if (strcmp(argv[1], "libc") == 0) {
		// Through a volatile pointer, so that gcc calls libc's strlen.
		size_t (*volatile len)(const char *) = strlen;
		for (long i = 0; i < n; i++) {
			char *p = malloc(32);
			p[len(argv[0]) % 32] = 0;
			free(p);
		}
		return 0;
	}
	if (strcmp(argv[1], "syscalls") == 0) {
		char buf[8];
		int fd = openat(AT_FDCWD, "/nonexistent/e2e", O_RDONLY);
		syscall(SYS_read, fd, buf, 7);
		syscall(SYS_lseek, 42, (long)-7, SEEK_END);
		syscall(SYS_close, -5);
		syscall(SYS_getppid);
		// ia32 getpid (20), getppid (64) and close (6): x86-64's writev,
		// semget and lstat.
		static const long compat[] = {20, 64, 6};
		for (int i = 0; i < 3; i++) {
			long r = compat[i];
			__asm__ __volatile__("int $0x80" : "+a"(r) : "b"(-1), "c"(0), "d"(0) : "r8", "r9", "r10", "r11", "memory");
		}
		return 0;
	}
	if (strcmp(argv[1], "tools") == 0 && argc > 2)
		return tools(argv[0], argv[2]);
	if (strcmp(argv[1], "usdt") == 0) {
		usdt();
		return 0;
	}
	fprintf(stderr, "e2ework: unknown action %s\n", argv[1]);
	return 2;
}
