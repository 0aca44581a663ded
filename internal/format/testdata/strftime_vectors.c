// Generates strftime_vectors.txt: what glibc's strftime prints (C locale,
// localtime_r as bpftrace does) for a few times in two zones. Lines are
//   <TZ>\t<unix seconds>\t<format>\t<Go-quoted output>
// Regenerate: cc -o /tmp/sv strftime_vectors.c && /tmp/sv > strftime_vectors.txt
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static void quote(const char *s) {
	putchar('"');
	for (; *s; s++) {
		unsigned char c = *s;
		if (c == '"' || c == '\\') printf("\\%c", c);
		else if (c == '\n') printf("\\n");
		else if (c == '\t') printf("\\t");
		else if (c < 0x20 || c > 0x7e) printf("\\x%02x", c);
		else putchar(c);
	}
	putchar('"');
}

int main(void) {
	const char *zones[] = {"UTC", "EST5"};
	long long times[] = {0, 946684800, 1104537600, 1230768000, 1609459199, 1795397851, 1700050000, 1704067200 + 43200};
	const char *fmts[] = {"%a %A %b %B %h", "%c", "%C %d %D %e %F", "%g %G %V", "%H %I %j %k %l",
		"%m %M %n %p %P", "%r %R %s %S %t %T", "%u %U %w %W", "%x %X %y %Y", "%z %Z %%",
		"%-d %_H %05Y %^a %#b %#p %#Z", "%Ey %Od %EY", "%q %v %i %", "%10a|%-10a|%010a|%3d|%-3d|%_3d",
		"%-e %0e %-k %-j %_m", "%H:%M:%S"};
	for (unsigned z = 0; z < sizeof zones / sizeof *zones; z++) {
		setenv("TZ", zones[z], 1);
		tzset();
		for (unsigned i = 0; i < sizeof times / sizeof *times; i++) {
			time_t t = times[i];
			struct tm tm;
			localtime_r(&t, &tm);
			for (unsigned f = 0; f < sizeof fmts / sizeof *fmts; f++) {
				char b[256];
				strftime(b, sizeof b, fmts[f], &tm);
				printf("%s\t%lld\t%s\t", zones[z], times[i], fmts[f]);
				quote(b);
				putchar('\n');
			}
		}
	}
	return 0;
}
