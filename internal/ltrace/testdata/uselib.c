#include <string.h>

long uf(long a, long b, long c, long d, long e, long f);
long ug(long a);

int main(int argc, char **argv) {
	uf(999999, 1000000, -1, -1000, 65535, 65536);
	uf(0, 4095, 4096, 0x7fffffff, 0x80000000, 0xffffffffL);
	uf(-1000000, -999999, -65536, 1, 2, 3);
	uf(65535, -65535, 32768, -32769, 0, 0);
	ug(strlen(argv[0]));
	return 0;
}
