// Generates float_vectors.txt: what glibc's snprintf prints for sonde's
// floating-point conversions of a double (a float is promoted to one),
// and the %.17g (double) and %.9g (float) that gdb's print uses. Each
// output line is
//   <format>\t<the argument's bits in hex: 16 digits a double, 8 a float>\t<output>
// Regenerate: cc -o /tmp/fv float_vectors.c && /tmp/fv > float_vectors.txt
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <math.h>
#include <float.h>

int main(void) {
	const char *ff[] = {"%f", "%e", "%g", "%F", "%E", "%G", "%lf", "%.0f", "%.1f", "%.10f",
		"%.0e", "%.3e", "%.0g", "%.1g", "%.3g", "%.12g", "%10.3f", "%-10.3f|", "%010.3f",
		"%-010.2f|", "%012e", "%12g", "%-12g|", "%3f", "%.17g", "%.9g"};
	double vals[] = {0, -0.0, 1, -1, 2.5, -1.5, 0.1, 1.0 / 3, 0.5, 1.5, 2.5e-5, 1e-5, 0.0001,
		123.456, 123456789.0, 1e15, 1e16, 1e17, 1e20, 12345678901234567890.0, 1e-7,
		5e-324, 2.2250738585072014e-308, DBL_MAX, 999999.5, 9.9999995, 0.000123456789,
		INFINITY, -INFINITY, NAN, -NAN, 100, 1e6, 1e-4, 123456.0, 1234567.0};
	float fvals[] = {0, -0.0f, 2.5f, 0.1f, 1e10f, 16777216.f, FLT_MAX, 1.0f / 3, 1e-45f,
		100.f, 1e9f, 123456789.f, 0.5f, 1e-5f, 3.14159265f, -7.25f};
	char b[512];
	for (unsigned i = 0; i < sizeof ff / sizeof *ff; i++) {
		for (unsigned j = 0; j < sizeof vals / sizeof *vals; j++) {
			char f[32];
			snprintf(f, sizeof f, "%s", ff[i]);
			uint64_t u;
			memcpy(&u, &vals[j], 8);
			snprintf(b, sizeof b, f, vals[j]);
			printf("%s\t%016llx\t%s\n", ff[i], (unsigned long long)u, b);
		}
	}
	for (unsigned j = 0; j < sizeof fvals / sizeof *fvals; j++) {
		uint32_t u;
		memcpy(&u, &fvals[j], 4);
		const char *fmts[] = {"%f", "%g", "%e", "%.9g"};
		for (unsigned i = 0; i < 4; i++) {
			snprintf(b, sizeof b, fmts[i], fvals[j]);
			printf("%s\t%08x\t%s\n", fmts[i], u, b);
		}
	}
	return 0;
}
