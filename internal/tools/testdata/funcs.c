/* The functions tools' uprobe'd test program (built by the tests with gcc):
 *   funcs calls N        calls fixture_work N times
 *   funcs slow N         calls fixture_slow N times, each sleeping 3 ms
 *   funcs leak N SIZE    leak_block(SIZE) N times: N blocks of SIZE bytes never freed
 * When the last argument is "wait", it reads a line from stdin before the
 * work (so a tool can attach to it first) and another after it (so the
 * tool sees it alive), then exits.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

__attribute__((noinline)) int fixture_work(int i) { return i * 2 + 1; }

__attribute__((noinline)) long fixture_slow(long ms)
{
	struct timespec ts = {0, ms * 1000000L};
	nanosleep(&ts, NULL);
	return ms;
}

static void *kept[100000];

__attribute__((noinline)) void *leak_block(size_t size)
{
	char *p = malloc(size);
	memset(p, 1, size);
	return p;
}

int main(int argc, char **argv)
{
	if (argc < 3)
		return 2;
	int n = atoi(argv[2]), sum = 0;
	if (argc > 3 && strcmp(argv[argc - 1], "wait") == 0) {
		char line[16];
		fgets(line, sizeof line, stdin);
	}
	if (strcmp(argv[1], "calls") == 0)
		for (int i = 0; i < n; i++)
			sum += fixture_work(i);
	else if (strcmp(argv[1], "slow") == 0)
		for (int i = 0; i < n; i++)
			sum += fixture_slow(3);
	else if (strcmp(argv[1], "leak") == 0)
		for (int i = 0; i < n && i < 100000; i++) {
			kept[i] = leak_block(atoi(argv[3]));
			free(malloc(64)); /* freed: not outstanding */
		}
	else
		return 2;
	printf("%d\n", sum);
	fflush(stdout);
	if (argc > 3 && strcmp(argv[argc - 1], "wait") == 0) {
		char line[16];
		fgets(line, sizeof line, stdin);
	}
	return 0;
}
