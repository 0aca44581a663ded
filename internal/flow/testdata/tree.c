/* A known call tree for sonde flow's tests: main -> a -> b, b -> c twice,
 * and rec recursing to depth 3. Built with gcc -g -O0 by the test. */
#include <stdio.h>
#include <unistd.h>

struct pt { int x, y; };

int c(int v) { return v + 1; }

long b(long n, struct pt *p) { return c((int)n) + c(p->x); }

int a(int k) { struct pt p = { k, k * 2 }; return (int)b(k * 10, &p); }

int rec(int d) { return d <= 1 ? 1 : d + rec(d - 1); }

int main(int argc, char **argv)
{
	int loop = argc > 1;
	do {
		printf("%d %d\n", a(3), rec(3));
		fflush(stdout);
		if (loop)
			sleep(1);
	} while (loop);
	return 0;
}
