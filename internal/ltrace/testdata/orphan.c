#include <stdio.h>
#include <unistd.h>

/* The child outlives its parent: -f waits for it. */
int main(void) {
	fflush(stdout);
	if (fork() == 0) {
		usleep(50000);
		puts("late");
		_exit(4);
	}
	return 0;
}
