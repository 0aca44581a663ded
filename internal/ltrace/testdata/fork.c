#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

int main(void) {
	fflush(stdout);
	pid_t p = fork();
	if (p == 0) {
		puts("child");
		_exit(3);
	}
	waitpid(p, NULL, 0);
	puts("parent");
	return 0;
}
