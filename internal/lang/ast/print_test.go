package ast

import (
	"strings"
	"testing"

	"sonde/internal/lang/source"
)

func TestTypeString(t *testing.T) {
	for _, tc := range []struct {
		t    *TypeExpr
		want string
	}{
		{&TypeExpr{Name: "int"}, "int"},
		{&TypeExpr{Name: "struct sock", Ptr: 2}, "struct sock **"},
		{&TypeExpr{Name: "char", Array: []int{16}}, "char[16]"},
		{&TypeExpr{Name: "uint8", Array: []int{-1}}, "uint8[]"},
		{&TypeExpr{Name: "int", Array: []int{2, 3}}, "int[2][3]"},
		{nil, "<nil>"},
	} {
		if got := TypeString(tc.t); got != tc.want {
			t.Errorf("TypeString(%+v) = %q, want %q", tc.t, got, tc.want)
		}
	}
}

// TestFprint covers nodes a parser rarely makes: nil children and Bad nodes.
func TestFprint(t *testing.T) {
	f := source.NewFile("x", "BEGIN")
	prog := &Program{Span: source.Span{Lo: 1, Hi: 6}, Probes: []*Probe{{
		Span:   source.Span{Lo: 1, Hi: 6},
		Attach: []*AttachPoint{{Span: source.Span{Lo: 1, Hi: 6}, Raw: "BEGIN"}},
		Body: &Block{Stmts: []Stmt{
			&BadStmt{},
			&ExprStmt{X: &BadExpr{}},
			&IfStmt{Cond: &BoolLit{Value: true}, Then: &Block{}},
			&ExprStmt{X: &IntLit{Value: 10, Raw: "0xa"}},
		}},
	}}}
	var b strings.Builder
	if err := Fprint(&b, prog); err != nil {
		t.Fatal(err)
	}
	want := `Program
  Probe
    Attach "BEGIN"
    Block
      BadStmt
      ExprStmt
        BadExpr
      If
        cond: Bool true
        then: Block
      ExprStmt
        Int 10 (0xa)
`
	if b.String() != want {
		t.Errorf("got:\n%s\nwant:\n%s", b.String(), want)
	}
	b.Reset()
	FprintPositions(&b, f, prog.Probes[0].Attach[0])
	if got := b.String(); got != "Attach \"BEGIN\" @1:1-1:6\n" {
		t.Errorf("positions: got %q", got)
	}
	b.Reset()
	Fprint(&b, &Probe{})
	if got := b.String(); got != "Probe\n  <nil>\n" {
		t.Errorf("nil body: got %q", got)
	}
}
