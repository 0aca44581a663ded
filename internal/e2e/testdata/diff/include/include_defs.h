/* include_*.bt: a header beside the script. */
#ifndef INCLUDE_DEFS_H
#define INCLUDE_DEFS_H

#include "include_inner.h"

#define ANSWER 42
#define GREETING "hello"
#define TWICE_INNER (INNER * 2)

struct point {
	int x;
	int y;
	char name[INNER];
};

typedef struct {
	long a;
	char b;
	unsigned short c;
} anon_t;

enum color { RED, GREEN = 5, BLUE };

#endif
