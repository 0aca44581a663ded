// USDT test program for sonde: probes whose operands gcc places in
// registers, stack slots, globals (rip-relative), indexed memory and
// constants; usdt_sema.c adds a semaphore-guarded probe. Built at -O0 and -O2.
#include <sys/sdt.h>
#include <stdio.h>
#include <stdlib.h>

extern unsigned short sondet_guarded_semaphore; // usdt_sema.c
void guarded(long n);                           // usdt_sema.c

struct rec { int a; long b; };

volatile long g_counter = 41;
volatile int g_int = -7;
long g_array[8] = {100, 101, 102, 103, 104, 105, 106, 107};
volatile long sink;

__attribute__((noipa)) void fire(long n, int i, struct rec *r, signed char c, short sh, unsigned char uc) {
	DTRACE_PROBE6(sondet, regs, n, i, c, sh, uc, n * 3);
	DTRACE_PROBE3(sondet, mem, r->a, r->b, g_array[i & 7]);
	DTRACE_PROBE2(sondet, globals, g_counter, g_int);
	DTRACE_PROBE2(sondet, consts, 42, -5);
	guarded(n);
	DTRACE_PROBE(sondet, noargs);
}

int main(int argc, char **argv) {
	long n = argc > 1 ? atol(argv[1]) : 1;
	struct rec r = {0, 0};
	if (argc > 2) { // wait until stdin closes: a running process to attach to
		char buf[16];
		printf("ready\n");
		fflush(stdout);
		while (fread(buf, 1, sizeof buf, stdin) > 0)
			;
	}
	for (long i = 0; i < n; i++) {
		r.a = (int)(i * 2);
		r.b = -i;
		fire(i, (int)(i + 1), &r, (signed char)(-i), (short)(i * 100), (unsigned char)(200 + i));
		sink = i;
	}
	printf("semaphore %d\n", sondet_guarded_semaphore);
	return 0;
}
