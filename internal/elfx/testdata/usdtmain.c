// Calls the USDT library usdtlib.c n times.
#include <stdio.h>
#include <stdlib.h>

long libcall(long x);

int main(int argc, char **argv) {
	long n = argc > 1 ? atol(argv[1]) : 1, s = 0;
	for (long i = 0; i < n; i++)
		s += libcall(i);
	printf("%ld\n", s);
	return 0;
}
