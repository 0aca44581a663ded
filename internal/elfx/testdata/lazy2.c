/* See lazy1.c. */
struct pair { long a, b; };

__attribute__((noinline)) int second(int n)
{
	struct pair p = { n, n + 1 };
	return (int)(p.a * p.b);
}
