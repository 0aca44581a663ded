/* Built -O2 without frame pointers: only .eh_frame unwinds it. */
extern int leaf(int);

__attribute__((noinline)) int nofp_mid(int n)
{
	volatile int x = leaf(n * 2);
	return x + 3;
}
