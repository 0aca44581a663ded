/* getppid-loop N: N getppid and N getuid system calls, through libc. */
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1000;
	for (int i = 0; i < n; i++) {
		getppid();
		getuid();
	}
	return 0;
}
