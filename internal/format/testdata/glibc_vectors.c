// Generates glibc_vectors.txt: what glibc's snprintf prints for one printf
// conversion and one argument, narrowed to the C type bpftrace 0.17 passes
// for the conversion's length modifier (none: unsigned int, hh: unsigned
// char, h: unsigned short, l/ll/z/j/t and %p: 64 bits). Each output line is
//   <format>\t<argument as int64>\t<Go-quoted output, cut at the first NUL>
// Regenerate: cc -o /tmp/gv glibc_vectors.c && /tmp/gv > glibc_vectors.txt
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static void quote(const char *s) {
	putchar('"');
	for (; *s; s++) {
		unsigned char c = *s;
		if (c == '"' || c == '\\') printf("\\%c", c);
		else if (c < 0x20 || c > 0x7e) printf("\\x%02x", c);
		else putchar(c);
	}
	putchar('"');
}

int main(void) {
	const char *fi[] = {"%d", "%5d", "%-5d|", "%05d", "%.3d", "%8.3d", "%-8.3d|", "%08.3d",
		"%.0d", "%0d", "%-0d", "%00005d", "%-05d|", "%u", "%x", "%X", "%o", "%5x", "%05x",
		"%.4x", "%hhd", "%hhu", "%hhx", "%hd", "%hu", "%hx", "%ho", "%ld", "%lu", "%lx",
		"%lX", "%lo", "%lld", "%llu", "%zd", "%zu", "%jd", "%td", "%c", "%5c", "%-5c|",
		"%05c", "%.3c", "%p", "%10p", "%-10p|", "%010p", "%.5p", "%15.5p", "%-010p|",
		"%.0x", "%.0o", "%5.0d", "%-.2d|", "%.1d", "%20.18lx"};
	int64_t vals[] = {0, 1, -1, 42, -42, 255, 300, -129, 65536 + 66, 4294967295LL,
		4294967296LL + 5, 0x123456789aLL, -9223372036854775807LL - 1,
		9223372036854775807LL, 7};
	char b[256];
	for (unsigned i = 0; i < sizeof fi / sizeof *fi; i++) {
		for (unsigned j = 0; j < sizeof vals / sizeof *vals; j++) {
			// Text after the conversion is appended unprocessed, as
			// bpftrace does.
			char f[32];
			snprintf(f, sizeof f, "%s", fi[i]);
			const char *tail = "";
			if (f[strlen(f) - 1] == '|') {
				f[strlen(f) - 1] = 0;
				tail = "|";
			}
			uint64_t v = vals[j];
			if (strchr(f, 'p')) snprintf(b, sizeof b, f, (void *)v);
			else if (strstr(f, "hh")) snprintf(b, sizeof b, f, (unsigned char)v);
			else if (strchr(f, 'h')) snprintf(b, sizeof b, f, (unsigned short)v);
			else if (strpbrk(f, "lzjt")) snprintf(b, sizeof b, f, (unsigned long)v);
			else snprintf(b, sizeof b, f, (unsigned int)v);
			strcat(b, tail);
			printf("%s\t%lld\t", fi[i], (long long)v);
			quote(b);
			putchar('\n');
		}
	}
	const char *fs[] = {"%s", "%5s", "%-5s|", "%.2s", "%5.1s", "%-5.1s|", "%05s", "%.0s", "%-05s|"};
	const char *ss[] = {"", "a", "abcdef", "hello world"};
	for (unsigned i = 0; i < sizeof fs / sizeof *fs; i++) {
		for (unsigned j = 0; j < sizeof ss / sizeof *ss; j++) {
			char f[32];
			snprintf(f, sizeof f, "%s", fs[i]);
			const char *tail = "";
			if (f[strlen(f) - 1] == '|') {
				f[strlen(f) - 1] = 0;
				tail = "|";
			}
			snprintf(b, sizeof b, f, ss[j]);
			strcat(b, tail);
			printf("%s\ts:%s\t", fs[i], ss[j]);
			quote(b);
			putchar('\n');
		}
	}
	return 0;
}
