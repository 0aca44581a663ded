/* A corpus program for float and double variables: the lines marked
   "probe" are probed by TestSourceVarsGdb, which compares sonde's values
   with gdb's there. At -O0 every variable is in the frame; at -O2 the
   scalars are in SSE registers (refused: a uprobe sees none), the
   structs' members in memory or, for a struct passed by value that mixes
   an int and a float, in a general register, as gpr's locals are; a
   long double member in memory at both. It prints nothing. */
struct sample {
	float x;
	double y;
	int n;
	double hist[3];
	long double precise;
};

struct tagged {
	int id;
	float w;
};

volatile double dsink;
volatile float fsink;
volatile long lsink;

__attribute__((noinline)) double measure(struct sample *s, double scale, float bias)
{
	double area = s->y * scale;
	float half = s->x / 2;
	dsink = area + half + bias; /* probe */
	return area;
}

__attribute__((noinline)) long weigh(struct tagged t, int k)
{
	lsink = t.id * k; /* probe */
	fsink = t.w;
	return t.id + k;
}

__attribute__((noinline)) double odd(struct sample *s)
{
	double zero = -0.0, big = 1e20, third = 1.0 / 3;
	float tiny = 1e-45f, huge = 3.0e38f;
	dsink = zero + big + third + tiny + huge + s->hist[0]; /* probe */
	return dsink;
}

__attribute__((noinline)) void accumulate(double *acc, float v)
{
	*acc += v;
}

__attribute__((noinline)) double total(int n)
{
	double acc = 0.5; /* its address taken: in the frame at -O2 too */
	for (int i = 0; i < n; i++)
		accumulate(&acc, i * 0.25f);
	lsink = n; /* probe */
	return acc;
}

__attribute__((noinline)) long gpr(double d, float f)
{
	double e = d * 2;
	float g = f + 1;
	/* Moved to general registers (rax, rdx at -O2) by the asm's "r". */
	__asm__ volatile("" : "+r"(e), "+r"(g));
	lsink = 1; /* probe */
	__asm__ volatile("" : : "r"(e), "r"(g));
	return 0;
}

int main(void)
{
	struct sample s = {2.5f, 0.1, 7, {1.0 / 0.0, -1.0 / 0.0, 0.0 / 0.0}, 1.0L / 3};
	struct tagged t = {3, 0.75f};
	double r = measure(&s, 4.0, 0.1f);
	r += weigh(t, 2);
	r += odd(&s);
	r += total(4);
	r += gpr(1.25, 0.5f);
	return r != 0 ? 0 : 1;
}
