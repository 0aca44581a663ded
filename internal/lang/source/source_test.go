package source

import (
	"strings"
	"testing"
)

// A header added to the script's File resolves through it: positions,
// the source line of a diagnostic.
func TestAddFile(t *testing.T) {
	f := NewFile("a.bt", "#include \"h.h\"\nBEGIN { }\n")
	h := f.AddFile("h.h", "#define X 1\nstruct s { ] };\n")
	g := f.AddFile("g.h", "x")
	for _, tt := range []struct {
		p    Pos
		want string
	}{
		{f.Pos(15), "a.bt:2:1"},
		{f.Pos(len(f.Text)), "a.bt:3:1"},
		{h.Pos(0), "h.h:1:1"},
		{h.Pos(23), "h.h:2:12"},
		{h.Pos(len(h.Text)), "h.h:3:1"},
		{g.Pos(0), "g.h:1:1"},
	} {
		if got := f.Position(tt.p).String(); got != tt.want {
			t.Errorf("Position(%d) = %s, want %s", tt.p, got, tt.want)
		}
	}
	var b strings.Builder
	RenderOne(&b, f, Diagnostic{Span: Span{Lo: h.Pos(23), Hi: h.Pos(24)}, Msg: "bad"})
	want := "h.h:2:12: error: bad\n  2 | struct s { ] };\n    |            ^\n"
	if b.String() != want {
		t.Errorf("got:\n%s\nwant:\n%s", b.String(), want)
	}
}
