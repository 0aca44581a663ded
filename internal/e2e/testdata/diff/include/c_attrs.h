// Attributes in a header: GCC's packed and aligned(N) on structs, on a
// typedef's anonymous struct, and on members; an anonymous enum sizing an
// array; a float member.
typedef struct { char a; int b; } __attribute__((packed)) pk_t;
typedef struct __attribute__((aligned(16))) { char a; } al_t;
struct hs { char a; long b; } __attribute__((packed));
struct hm { char a; short b __attribute__((aligned(8))); char c; };
enum { HA = 5, HB };
typedef float fl_t;
struct hf { fl_t f; char c[HB]; double d; };
