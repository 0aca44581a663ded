/* A corpus program for variables in pieces and values at entry at -O2:
   the lines marked "probe" are probed by TestSourceVarsGdb, which
   compares sonde's values with gdb's there. It prints nothing. */
struct pair {
	long lo, hi;
};

struct small {
	int a, b;
};

volatile long sink;
volatile double dsink;

__attribute__((noinline)) long span(struct pair p, int k)
{
	sink = p.lo;
	sink = p.hi * k; /* probe */
	return p.hi - p.lo;
}

__attribute__((noinline)) long mix(int x, int y)
{
	struct small s = {x + 1, y * 2};
	sink = s.a;
	sink = s.b;
	return s.a + s.b; /* probe */
}

__attribute__((noinline)) long depth(long n, long acc)
{
	if (n == 0)
		return acc;
	long r = depth(n - 1, acc + n);
	sink = r; /* probe */
	return r + n;
}

__attribute__((noinline)) double scale(double v, int n)
{
	double w = v * n;
	dsink = w; /* probe */
	return w;
}

int main(void)
{
	struct pair p = {3, 11};
	long t = span(p, 2) + mix(4, 5) + depth(3, 100);
	t += (long)scale(1.5, t);
	return t > 0 ? 0 : 1;
}
