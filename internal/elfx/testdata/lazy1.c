/* TestLazyUnits' program in three compilation units: probed is in this
 * one, linked first; lazy2.c and lazy3.c only add units after it. */
extern int second(int), third(int);

__attribute__((noinline)) int probed(int n)
{
	int twice = n * 2;
	return twice + second(n) + third(n);
}

int main(int argc, char **argv)
{
	(void)argv;
	return probed(argc) & 1;
}
