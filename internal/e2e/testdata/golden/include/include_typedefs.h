#define SQ(x) ((x) * (x))
struct point {
	int x;
	int y;
};
typedef struct point point_t;
typedef unsigned int myu32;
typedef myu32 count_t;
