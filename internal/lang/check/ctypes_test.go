package check_test

import (
	"testing"

	"sonde/internal/lang/types"
)

// The script's C definitions are laid out as clang lays them out on
// x86-64: attributes, float and double members, packed enums.
func TestScriptTypeLayout(t *testing.T) {
	p := expectCheckOK(t, `
enum { FOO = 333, BAR, BAZ = FOO * 2 };
enum Small { S1 = 1, S2 = 200 } __attribute__((packed));
enum Wide { W1 = -1, W2 = 70000 } __attribute__((packed));
struct __attribute__((packed)) P { char a; long b; };
struct Q { char c; struct P p; int d __attribute__((aligned(16))); float f; double g; long double h; } __attribute__((aligned(64)))
struct R { char a; int b; } __attribute__((packed, aligned(4)));
struct S { char a; int b __attribute__((packed)); short c; };
struct T { char a; struct R r; };
BEGIN { exit(); }`)
	if p == nil {
		return
	}
	for _, c := range []struct {
		name    string
		size    int
		offsets map[string]int
	}{
		{"struct P", 9, map[string]int{"b": 1}},
		{"struct Q", 64, map[string]int{"p": 1, "d": 16, "f": 20, "g": 24, "h": 32}},
		{"struct R", 8, map[string]int{"b": 1}},
		{"struct S", 8, map[string]int{"b": 1, "c": 6}},
		{"struct T", 12, map[string]int{"r": 4}},
		{"enum Small", 1, nil},
		{"enum Wide", 4, nil},
	} {
		r := p.Records[c.name]
		if r == nil {
			t.Errorf("%s: not defined", c.name)
			continue
		}
		if r.Size != c.size {
			t.Errorf("sizeof(%s) = %d, want %d", c.name, r.Size, c.size)
		}
		for _, f := range types.Members(r) {
			if want, ok := c.offsets[f.Name]; ok && f.Offset != want {
				t.Errorf("offsetof(%s, %s) = %d, want %d", c.name, f.Name, f.Offset, want)
			}
		}
	}
	if p.Enums["BAZ"] != 666 || p.Enums["BAR"] != 334 {
		t.Errorf("BAR = %d, BAZ = %d; want 334, 666", p.Enums["BAR"], p.Enums["BAZ"])
	}
}

func TestScriptTypeErrors(t *testing.T) {
	expectCheckError(t, `BEGIN { $x = (double)1; }`, `stdin:1:15: error: floating-point type "double" is not supported: BPF has no floating point`)
	expectCheckError(t, `BEGIN { let $x: float = 1; }`, `floating-point type "float" is not supported`)
	expectCheckError(t, `BEGIN { print(NO_SUCH_ENUM_VALUE); }`, `stdin:1:15: error: unknown identifier "NO_SUCH_ENUM_VALUE"`)
	expectCheckError(t, `enum { A = B + 1 }; BEGIN { }`, `stdin:1:12: error: enum value must be an integer constant`)
	// An anonymous enum's type is named by where it is defined.
	expectCheckError(t, `enum { A = 1 }; BEGIN { $x = A; $x = "s"; }`, `previously enum (anonymous at stdin:1:1)`)
}

// An array dimension may name enum constants, the script's (or, with BTF,
// the kernel's); one naming nothing is a located error.
func TestEnumSizedArrays(t *testing.T) {
	p := expectCheckOK(t, `enum { K = 3 }; struct V { int c[K][K + 1]; char s[K * 2]; } BEGIN { exit(); }`)
	if p != nil && p.Records["struct V"].Size != 56 {
		t.Errorf("sizeof(struct V) = %d, want 56", p.Records["struct V"].Size)
	}
	expectCheckError(t, `struct W { int c[NOPE]; } BEGIN { exit(); }`, `stdin:1:18: error: invalid array size`)
}
