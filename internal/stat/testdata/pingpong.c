/* pingpong N: a parent and a child pass a byte back and forth N times
 * through two pipes: each round trip blocks each of them once. */
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1000, a[2], b[2];
	char c = 0;
	if (pipe(a) || pipe(b))
		return 1;
	if (fork() == 0) {
		for (int i = 0; i < n; i++)
			if (read(a[0], &c, 1) != 1 || write(b[1], &c, 1) != 1)
				return 1;
		return 0;
	}
	for (int i = 0; i < n; i++)
		if (write(a[1], &c, 1) != 1 || read(b[0], &c, 1) != 1)
			return 1;
	wait(NULL);
	return 0;
}
