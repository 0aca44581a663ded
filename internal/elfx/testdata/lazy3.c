/* See lazy1.c. */
__attribute__((noinline)) int third(int n)
{
	int k = n - 3;
	return k * k;
}
