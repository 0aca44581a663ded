// Test program for sonde's ELF and uprobe tests: built by the tests with gcc.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int lib_add(int a, int b); // from libsondet.so when linked with it

volatile long sink;

__attribute__((noipa)) long add3(long a, long b, long c) { return a + b + c; }
__attribute__((noipa)) long twice(long x) { sink = x; return 2 * x; }
__attribute__((noipa)) static long hidden_local(long x) { return x + 7; }
__attribute__((noipa)) long leaf(long x) { return x * 3; }
__attribute__((noipa)) long middle(long x) { return leaf(x) + 1; }

// Parameters of every kind for args.NAME from DWARF: d travels in a vector
// register, the others in rdi, rsi, rdx, rcx, r8; by-value q ends the list.
struct pt { int x; long y; };
__attribute__((noipa)) long mixed(int a, double d, const char *s, unsigned char u, struct pt *p, short neg, struct pt q) {
	sink = s[0] + p->x + q.x;
	return a + u + neg + (long)d;
}

int main(int argc, char **argv) {
	long n = argc > 1 ? atol(argv[1]) : 1;
	for (long i = 0; i < n; i++) {
		sink = add3(i, 1, 2);
		sink = twice(i);
		sink = hidden_local(i);
		sink = middle(i);
		struct pt pt = {5, 6};
		sink = mixed((int)i, 1.5, argv[0], 200, &pt, -3, pt);
		sink = strlen(argv[0]); // an IFUNC in glibc
#ifdef WITH_LIB
		sink = lib_add((int)i, 5);
#endif
	}
	if (argc > 2) { // wait for stdin to close: a process to attach to with -p
		char buf[16];
		printf("ready\n");
		fflush(stdout);
		while (fread(buf, 1, sizeof buf, stdin) > 0)
			;
		for (long i = 0; i < n; i++)
			sink = twice(i);
	}
	printf("ok\n");
	return 0;
}
