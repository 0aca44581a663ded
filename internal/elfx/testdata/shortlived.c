// A program that lives a few milliseconds: main -> outer -> hot, or, given
// a shared library's path, dlopen()s it and calls its lib_hot. Stacks of
// hot and lib_hot are symbolized after the process exited. With "-loop" it
// calls outer every millisecond until killed (a long-lived process); with
// "-burn" it spends 20 ms of CPU in hot.
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double now(void) {
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

__attribute__((noinline)) int hot(int x) { __asm__ volatile(""); return x * 3 + 1; }
__attribute__((noinline)) int outer(int x) { int r = hot(x); __asm__ volatile(""); return r + 1; }

int main(int argc, char **argv) {
	if (argc > 1 && strcmp(argv[1], "-burn") == 0) {
		volatile int sink = 0;
		double end = now() + 0.020;
		while (now() < end)
			for (int i = 0; i < 100000; i++)
				sink += outer(i);
		return 0;
	}
	if (argc > 1 && strcmp(argv[1], "-loop") == 0) {
		printf("ready\n");
		fflush(stdout);
		for (;;) {
			outer(argc);
			usleep(1000);
		}
	}
	if (argc > 1) {
		void *h = dlopen(argv[1], RTLD_NOW);
		if (!h) {
			fprintf(stderr, "%s\n", dlerror());
			return 1;
		}
		int (*f)(int) = (int (*)(int))dlsym(h, "lib_hot");
		return f && f(argc) == 0;
	}
	return outer(argc) == 0;
}
