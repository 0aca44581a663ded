#include <stdio.h>
#include <string.h>
#include <unistd.h>

static char tick[] = "tick";

/* Calls strlen and usleep, and prints a line, forever: for -p detach. */
int main(void) {
	setvbuf(stdout, NULL, _IOLBF, 0);
	for (unsigned long i = 0;; i++) {
		printf("%lu %zu\n", i, strlen(tick));
		usleep(1000);
	}
}
