/* A corpus program for statement probes and variables by name: the lines
   marked "probe" are probed by TestSourceVarsGdb, which compares sonde's
   values with gdb's there. It prints nothing. */
#include <string.h>

enum color { RED, GREEN, BLUE };

struct pt {
	int x, y;
};

struct rect {
	struct pt lo, hi;
	enum color c;
	const char *name;
};

__attribute__((noinline)) int area(struct rect *r, int scale)
{
	int w = r->hi.x - r->lo.x;
	int h = r->hi.y - r->lo.y;
	int a = w * h * scale; /* probe */
	return a;
}

__attribute__((noinline)) long sum(const int *v, int n)
{
	long total = 0;
	for (int i = 0; i < n; i++) {
		int sq = v[i] * v[i]; /* probe */
		total += sq;
	}
	return total; /* probe */
}

__attribute__((noinline)) int label(const char *s, unsigned char k)
{
	size_t len = strlen(s);
	char first = s[0];
	int code = (int)len * 256 + first + k; /* probe */
	return code;
}

int main(void)
{
	struct rect r = {{1, 2}, {4, 7}, BLUE, "box"};
	int v[4] = {3, 1, 4, 1};
	int total = 0;
	for (int round = 0; round < 2; round++) {
		total += area(&r, round + 2);
		total += (int)sum(v, 4);
		total += label(r.name, 7); /* probe */
	}
	return total == 1875 ? 0 : 1;
}
