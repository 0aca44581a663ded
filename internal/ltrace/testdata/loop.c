#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* Runs until it has called strlen N times after its stdin closes: for -p. */
static char tick[] = "tick";

int main(int argc, char **argv) {
	char line[16];
	fgets(line, sizeof line, stdin); /* released by the test */
	size_t n = 0;
	for (int i = 0; i < 50; i++) {
		n += strlen(tick);
		usleep(2000);
	}
	return n != 200;
}
