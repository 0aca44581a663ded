#define MYDEF 99
struct pair {
	long k;
	long v;
};
