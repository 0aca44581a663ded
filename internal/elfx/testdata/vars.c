/* Variables for VarsAt: parameters, a local, block locals (line 9). */
int work(int a, int b, const char *s)
{
	int sum = a + b;
	sum += s[0];
	for (int i = 0; i < 2; i++) {
		int sq = i * i;

		sum += sq;
	}
	return sum;
}

int main(int argc, char **argv)
{
	return work(argc, 2, argv[0]) == 0;
}
