/* A corpus program for statement probes and variables by name (see
   shapes.c): nested blocks that shadow a name, a union, an array, a
   typedef, a static function with a pointer walk. It prints nothing. */
#include <stdint.h>

typedef uint16_t port_t;

union word {
	uint32_t u;
	uint8_t b[4];
};

struct hdr {
	port_t port;
	uint32_t len;
};

struct req {
	struct hdr hdr;
	int id;
	struct req *next;
};

volatile long sink;

__attribute__((noinline)) static int walk(struct req *req)
{
	int n = 0;
	uint32_t bytes = 0;
	while (req) {
		int id = req->id;
		bytes += req->hdr.len; /* probe */
		n++;
		req = req->next;
		if (id > 1) {
			int n = id * 10;
			sink = n + bytes; /* probe */
		}
	}
	return n * 1000 + (int)bytes; /* probe */
}

__attribute__((noinline)) int pack(int a, int b)
{
	union word w;
	int arr[3] = {a, b, a + b};
	w.u = (uint32_t)(a << 8 | b);
	sink = arr[2] + w.b[0]; /* probe */
	return arr[1] * w.b[1];
}

int main(void)
{
	struct req c = {{443, 30}, 3, 0};
	struct req b = {{80, 20}, 2, &c};
	struct req a = {{22, 10}, 1, &b};
	int t = walk(&a);
	t += pack(5, 9); /* probe */
	sink = t;
	return 0;
}
