/* A known call tree for sonde flow's tests: main -> a -> b, b -> c twice,
 * and rec recursing to depth 3. Built with gcc -g -O0 by the test.
 * "loop": the tree once a second until killed; "threads": the tree in
 * main and in two threads at once; "many N": the tree N times, quietly;
 * "str S": say() with S, NULL and strings to quote. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct pt { int x, y; };

int c(int v) { return v + 1; }

long b(long n, struct pt *p) { return c((int)n) + c(p->x); }

int a(int k) { struct pt p = { k, k * 2 }; return (int)b(k * 10, &p); }

int rec(int d) { return d <= 1 ? 1 : d + rec(d - 1); }

int say(const char *s, char *t, int n)
{
	return (int)strlen(s) + (t ? (int)strlen(t) : 0) + n;
}

void *worker(void *arg)
{
	(void)arg;
	for (int i = 0; i < 50; i++)
		if (rec(3) != 6 || a(3) != 35)
			return arg;
	return NULL;
}

int main(int argc, char **argv)
{
	int loop = argc > 1 && strcmp(argv[1], "loop") == 0;
	if (argc > 1 && strcmp(argv[1], "threads") == 0) {
		pthread_t t[2];
		for (int i = 0; i < 2; i++)
			pthread_create(&t[i], NULL, worker, NULL);
		worker(NULL);
		for (int i = 0; i < 2; i++)
			pthread_join(t[i], NULL);
		return 0;
	}
	if (argc > 2 && strcmp(argv[1], "many") == 0) {
		int n = atoi(argv[2]), sum = 0;
		for (int i = 0; i < n; i++)
			sum += a(3) + rec(3);
		return sum == 41 * n ? 0 : 1;
	}
	if (argc > 2 && strcmp(argv[1], "str") == 0) {
		/* On the stack: in memory when say() reads them. */
		char q[] = "tab\there \"q\" \\ \001\0012";
		char longer[] = "a string longer than thirty-two bytes";
		printf("%d\n", say(argv[2], NULL, 1) + say(q, longer, 2) + say("", q, 3));
		return 0;
	}
	do {
		printf("%d %d\n", a(3), rec(3));
		fflush(stdout);
		if (loop)
			sleep(1);
	} while (loop);
	return 0;
}
