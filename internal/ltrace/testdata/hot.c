#include <stdlib.h>
#include <string.h>

/* A call-heavy program for the benchmark: N calls of strlen. */
int main(int argc, char **argv) {
	long n = argc > 1 ? atol(argv[1]) : 100000;
	size_t s = 0;
	for (long i = 0; i < n; i++)
		s += strlen(argv[0]);
	return s == 0;
}
