#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
int main(int argc, char **argv) {
	char *p = malloc(32);
	strcpy(p, "hello\tworld\n\"x\"");
	size_t n = strlen(p);
	printf("len %zu\n", n);
	puts("hi");
	char *q = strdup("a very long string that goes past the thirty two character limit of ltrace");
	free(q);
	memset(p, 0, 32);
	free(p);
	getenv("HOME");
	atoi("42");
	return 0;
}
