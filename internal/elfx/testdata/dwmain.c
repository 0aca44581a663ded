/* dw_ustack's test program, built -O2 without frame pointers: main calls
 * outer, which calls fp_mid in libdwfp.so (frame pointers, no call frame
 * information), which calls nofp_mid in libdwnofp.so (-O2, no frame
 * pointers, .eh_frame), which calls leaf back in this program. Each call
 * keeps its caller's frame (no tail calls). */
#include <stdlib.h>
#include <unistd.h>

extern int fp_mid(int);

__attribute__((noinline)) int leaf(int n)
{
	volatile int y = n;
	return y + 1;
}

__attribute__((noinline)) int outer(int n)
{
	volatile int x = fp_mid(n);
	return x * 2;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1;
	int s = 0;
	for (int i = 0; i < n; i++) {
		s += outer(i);
		usleep(1000);
	}
	return s == 42;
}
