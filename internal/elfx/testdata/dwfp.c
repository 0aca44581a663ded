/* Built with frame pointers and without call frame information. */
extern int nofp_mid(int);

__attribute__((noinline)) int fp_mid(int n)
{
	volatile int x = nofp_mid(n + 1);
	return x + 1;
}
