#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <fcntl.h>
#include <unistd.h>

static int cmp(const void *a, const void *b) { return strcmp(*(char **)a, *(char **)b); }

int main(void) {
	char *v[] = {"pear", "apple", "fig"};
	qsort(v, 3, sizeof v[0], cmp);
	char buf[64];
	snprintf(buf, sizeof buf, "%s-%d", "ab", 7);
	sprintf(buf + 8, "%x", 255);
	char *p = malloc(32);
	void *c = calloc(4, 8);
	c = realloc(c, 100);
	free(c);
	strncpy(p, "xy\\z'q\001", 31);
	int r = strncmp(p, "xy", 2);
	char *s = strchr(v[0], 'p');
	s = strrchr(v[0], 'Z');
	r += toupper('a');
	int fd = open("/dev/null", O_RDONLY);
	close(fd);
	FILE *f = fopen("/dev/null", "r");
	fclose(f);
	fprintf(stdout, "%s %ld %x %c\n", "str", 123456789012L, 255, 'c');
	getenv("NOPE_NOT_SET");
	free(p);
	exit(s == NULL);
}
