package flow

import (
	"fmt"
	"strings"
	"testing"

	"sonde/internal/elfx"
)

// TestQuoteStr: strace's quoting of a string parameter from the bytes
// %rx printed.
func TestQuoteStr(t *testing.T) {
	hex := func(s string) string {
		var b strings.Builder
		for i := 0; i < len(s); i++ {
			fmt.Fprintf(&b, `\x%02x`, s[i])
		}
		return b.String() + `\x00\x00`
	}
	for _, tc := range []struct {
		ptr  uint64
		s    string
		want string
	}{
		{0, "", "NULL"},
		{1, "", `""`},
		{1, "abc", `"abc"`},
		{1, "a\"b\\c\n\t\r", `"a\"b\\c\n\t\r"`},
		{1, "\x01x\x012\xff", `"\1x\0012\377"`},
		{1, strings.Repeat("x", 32), `"` + strings.Repeat("x", 32) + `"`},
		{1, strings.Repeat("x", 33), `"` + strings.Repeat("x", 32) + `"...`},
	} {
		if got := quoteStr(tc.ptr, hex(tc.s)); got != tc.want {
			t.Errorf("%q: %s, want %s", tc.s, got, tc.want)
		}
	}
}

// TestFormatLost: the formatter prints each line at the depth its record
// carries, and a gap in a thread's numbers as the records lost there; a
// thread's count at the end reports those lost after its last record.
// An outermost call starts the thread's time again, as thread_indent.
func TestFormatLost(t *testing.T) {
	p := &Plan{prefix: "uprobe:/p:", fns: map[string]*Fn{
		"f": {Attach: "f", Name: "f", Typed: true, Params: []elfx.Param{{Name: "s", CType: "const char *", Size: 8}, {Name: "n", CType: "int", Size: 4, Signed: true}}, Ret: &elfx.Param{CType: "int", Size: 4, Signed: true}},
	}}
	var out strings.Builder
	f := newFormatter(p, &out)
	v := func(seq, depth uint64) uint64 { return seq<<32 | depth }
	fmt.Fprintf(f, "E 1000 7 uprobe:/p:f %d 1000 2 0 0 0 0 \\x68\\x69\\x00 prog x\n", v(0, 0))
	fmt.Fprintf(f, "E 2000 7 uprobe:/p:f %d 1000 fffffffe 0 0 0 0 \\x00 prog x\n", v(1, 1))
	// records 2..4 lost: a return, a return and an entry
	fmt.Fprintf(f, "R 9000 7 uprobe:/p:f %d 5 prog x\n", v(5, 0))
	// an outermost call: the time counts from it
	fmt.Fprintf(f, "E 12000 7 uprobe:/p:f %d 0 3 0 0 0 0 \\x00 prog x\n", v(6, 0))
	fmt.Fprintf(f, "X 7 %d\n", v(9, 1))
	fmt.Fprintf(f, "X 8 %d\n", v(0, 0))
	f.Close()
	want := `     0 prog x(7):-> f s="hi" n=2
     1 prog x(7):  -> f s="" n=-2
     8 prog x(7):-- 3 records lost --
     8 prog x(7):<- f return 5
     0 prog x(7):-> f s=NULL n=3
     0 prog x(7):  -- 2 records lost --
`
	if out.String() != want {
		t.Errorf("got\n%s\nwant\n%s", out.String(), want)
	}
}

// TestFormatFloat: a float or double parameter, in a vector register a
// uprobe does not see, prints as "<xmm>" and such a return value as the
// register that holds it; a structure by value stays "?".
func TestFormatFloat(t *testing.T) {
	fn := &Fn{Name: "m", Typed: true, Params: []elfx.Param{
		{Name: "s", CType: "void *", Size: 8},
		{Name: "scale", CType: "long", Size: 8, Float: true},
		{Name: "bias", CType: "long", Size: 4, Float: true},
		{Name: "k", CType: "int", Size: 4, Signed: true},
		{Name: "t", CType: "struct tagged", Size: 8, Struct: true},
	}, Ret: &elfx.Param{CType: "long", Size: 8, Float: true}}
	if got, want := params(fn, [6]uint64{0x10, 3}, nil), " s=0x10 scale=<xmm> bias=<xmm> k=3 t=?"; got != want {
		t.Errorf("params: %q, want %q", got, want)
	}
	if got, want := result(fn, 7), " return <xmm0>"; got != want {
		t.Errorf("result: %q, want %q", got, want)
	}
	fn.Ret = &elfx.Param{CType: "long", Size: 16, Float: true}
	if got, want := result(fn, 7), " return <st0>"; got != want {
		t.Errorf("long double result: %q, want %q", got, want)
	}
}
