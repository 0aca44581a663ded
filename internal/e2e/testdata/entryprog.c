// entryprog: the target of the entry() tests (entry_test.go).
//
//   entryprog   calls fact(3), which recurses to fact(1); nap(20), which
//               sleeps 20 ms; name_len("/etc/hostname"), which overwrites
//               its argument's first byte before returning; and scale(&p),
//               which changes p.x.
#include <string.h>
#include <time.h>

struct pt {
	long x, y;
};

__attribute__((noinline)) long fact(long n) {
	if (n <= 1)
		return 1;
	return n * fact(n - 1);
}

__attribute__((noinline)) int nap(int ms) {
	struct timespec ts = {0, ms * 1000000L};
	nanosleep(&ts, 0);
	return ms;
}

__attribute__((noinline)) int name_len(char *path) {
	int n = (int)strlen(path);
	path[0] = '#';
	return n;
}

__attribute__((noinline)) long scale(struct pt *p) {
	p->x *= 10;
	return p->x + p->y;
}

int main(void) {
	char path[] = "/etc/hostname";
	struct pt p = {3, 4};
	fact(3);
	nap(20);
	name_len(path);
	scale(&p);
	return 0;
}
