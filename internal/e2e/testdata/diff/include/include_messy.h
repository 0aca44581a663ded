/* C that bpftrace cannot use, among what it can. */
#pragma once
#define NAME_LEN 16
int printf(const char *fmt, ...);
extern int global_var;
static inline int helper(int x)
{
	if (x) {
		return x + 1;
	}
	return 0;
}
struct rec {
	unsigned long long id;
	const char *name;
	char tag[NAME_LEN];
	int (*cb)(int, char *);
	struct rec *next;
};
union val {
	int i;
	long l;
};
typedef int (*handler_t)(void *);
typedef struct rec rec_t;
typedef unsigned int myu32;
enum { ANON_A = 3, ANON_B };
struct rec *find_rec(int id);
struct __attribute__((packed)) pk {
	char c;
	int i;
};
struct withanon {
	int kind;
	union {
		int i;
		long l;
	};
	struct {
		int p, q;
	} nested;
	unsigned flags : 3, mode : 2;
};
#define SIZE(n) ((n) * 2)
struct sized {
	char buf[SIZE(2) + 1];
	int m[NAME_LEN / 4][2];
};
