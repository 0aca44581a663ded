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

// A note with a position is printed as a diagnostic of its own after the
// source line, in its file, with line numbers as wide as the widest; the
// help and the notes without a position follow.
func TestRenderNotes(t *testing.T) {
	f := NewFile("a.bt", "#include \"h.h\"\n\n\n\n\n\n\n\n\nBEGIN { @x = \"a\"; }\n")
	h := f.AddFile("h.h", "#define X 1\n")
	x := f.Pos(strings.Index(f.Text, "@x"))
	d := Diagnostic{Span: Span{Lo: x, Hi: x + 2}, Msg: "bad", Help: "try this"}
	d.Note(Span{Lo: h.Pos(8), Hi: h.Pos(9)}, "X is here").Note(Span{}, "and that is all")
	var b strings.Builder
	RenderOne(&b, f, d)
	want := "a.bt:10:9: error: bad\n" +
		"   10 | BEGIN { @x = \"a\"; }\n" +
		"      |         ^^\n" +
		"h.h:1:9: note: X is here\n" +
		"    1 | #define X 1\n" +
		"      |         ^\n" +
		"      = help: try this\n" +
		"      = note: and that is all\n"
	if b.String() != want {
		t.Errorf("got:\n%s\nwant:\n%s", b.String(), want)
	}
}
