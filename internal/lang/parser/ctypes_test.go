package parser

import "testing"

// A header's struct attributes reach the definitions: before the body of
// a typedef's anonymous struct, and after a definition's '}'.
func TestHeaderAttributes(t *testing.T) {
	headers(t, map[string]string{"a.h": "typedef struct __attribute__((aligned(16))) { char a; } al_t;\n" +
		"typedef struct { char a; int b; } __attribute__((packed)) pk_t;\n" +
		"struct hs { char a; long b __attribute__((aligned(4))); } __attribute__((packed));\n"})
	prog := expectNoError(t, "#include \"a.h\"\nBEGIN { }")
	got := map[string][2]int{}
	for _, d := range prog.Types {
		packed := 0
		if d.Packed {
			packed = 1
		}
		got[d.Name] = [2]int{packed, d.Align}
	}
	want := map[string][2]int{"al_t": {0, 16}, "pk_t": {1, 0}, "hs": {1, 0}}
	for name, w := range want {
		if got[name] != w {
			t.Errorf("%s: packed, aligned = %v, want %v", name, got[name], w)
		}
	}
	if len(prog.Types) == 3 && prog.Types[2].Fields[1].Align != 4 {
		t.Errorf("hs.b: aligned(%d), want 4", prog.Types[2].Fields[1].Align)
	}
}
