package parser

import (
	"fmt"
	"strings"
	"testing"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
)

// One-line test helpers in the style of esbuild's parser tests.

var testOpts = Options{Defines: map[string]string{"BPFTRACE_HAVE_BTF": "1"}}

func parse(t *testing.T, src string) (*ast.Program, source.Diagnostics, *source.File) {
	t.Helper()
	f := source.NewFile("stdin", src)
	prog, diags := Parse(f, testOpts)
	return prog, diags, f
}

func diagText(f *source.File, diags source.Diagnostics) string {
	var lines []string
	for _, d := range diags {
		lines = append(lines, source.Short(f, d))
	}
	return strings.Join(lines, "\n")
}

// expectParseError checks the diagnostics of src, one per line.
func expectParseError(t *testing.T, src, want string) {
	t.Helper()
	_, diags, f := parse(t, src)
	if got := diagText(f, diags); got != want {
		t.Errorf("source: %s\ngot diagnostics:\n%s\nwant:\n%s", src, got, want)
	}
}

// expectNoError checks that src parses cleanly.
func expectNoError(t *testing.T, src string) *ast.Program {
	t.Helper()
	prog, diags, f := parse(t, src)
	if len(diags) > 0 {
		t.Errorf("source: %s\nunexpected diagnostics:\n%s", src, diagText(f, diags))
	}
	return prog
}

// expectAST checks the Fprint dump of src.
func expectAST(t *testing.T, src, want string) {
	t.Helper()
	prog := expectNoError(t, src)
	var b strings.Builder
	ast.Fprint(&b, prog)
	if got := strings.TrimSpace(b.String()); got != strings.TrimSpace(want) {
		t.Errorf("source: %s\ngot:\n%s\nwant:\n%s", src, got, want)
	}
}

// expectStmts checks the statements of `BEGIN { body }` as S-expressions.
func expectStmts(t *testing.T, body, want string) {
	t.Helper()
	prog := expectNoError(t, "BEGIN { "+body+" }")
	if len(prog.Probes) != 1 || prog.Probes[0].Body == nil {
		t.Fatalf("source: %s: no probe body", body)
	}
	var parts []string
	for _, s := range prog.Probes[0].Body.Stmts {
		parts = append(parts, sexpr(s))
	}
	if got := strings.Join(parts, " "); got != want {
		t.Errorf("source: %s\ngot:  %s\nwant: %s", body, got, want)
	}
}

// expectExpr checks one expression statement as an S-expression.
func expectExpr(t *testing.T, expr, want string) {
	t.Helper()
	expectStmts(t, expr+";", want)
}

// sexpr prints a node compactly: (op args...).
func sexpr(n ast.Node) string {
	list := func(head string, xs ...ast.Node) string {
		parts := []string{head}
		for _, x := range xs {
			parts = append(parts, sexpr(x))
		}
		return "(" + strings.Join(parts, " ") + ")"
	}
	exprs := func(xs []ast.Expr) []ast.Node {
		var out []ast.Node
		for _, x := range xs {
			out = append(out, x)
		}
		return out
	}
	stmts := func(xs []ast.Stmt) []ast.Node {
		var out []ast.Node
		for _, x := range xs {
			out = append(out, x)
		}
		return out
	}
	switch n := n.(type) {
	case nil:
		return "nil"
	case *ast.IntLit:
		return fmt.Sprint(n.Value)
	case *ast.StrLit:
		return fmt.Sprintf("%q", n.Value)
	case *ast.BoolLit:
		return fmt.Sprint(n.Value)
	case *ast.Ident:
		return n.Name
	case *ast.VarExpr:
		return n.Name
	case *ast.PositionalExpr:
		if n.Count {
			return "$#"
		}
		return fmt.Sprintf("$%d", n.N)
	case *ast.MapExpr:
		if n.Keys == nil {
			return n.Name
		}
		return list(n.Name, exprs(n.Keys)...)
	case *ast.CallExpr:
		return list("call "+n.Func, exprs(n.Args)...)
	case *ast.BinaryExpr:
		return list(n.Op, n.X, n.Y)
	case *ast.UnaryExpr:
		return list(n.Op, n.X)
	case *ast.IncDecExpr:
		if n.Post {
			return list("post"+n.Op, n.X)
		}
		return list("pre"+n.Op, n.X)
	case *ast.TernaryExpr:
		return list("?", n.Cond, n.X, n.Y)
	case *ast.FieldExpr:
		if n.Arrow {
			return list("->", n.X) + n.Name
		}
		return list(".", n.X) + n.Name
	case *ast.IndexExpr:
		return list("[]", n.X, n.Index)
	case *ast.CastExpr:
		return list(fmt.Sprintf("cast %q", ast.TypeString(n.Type)), n.X)
	case *ast.TupleExpr:
		return list("tuple", exprs(n.Elems)...)
	case *ast.SizeofExpr:
		if n.Type != nil {
			return fmt.Sprintf("(sizeof %q)", ast.TypeString(n.Type))
		}
		return list("sizeof", n.X)
	case *ast.OffsetofExpr:
		field := strings.Join(n.Field, ".")
		if n.Type != nil {
			return fmt.Sprintf("(offsetof %q %s)", ast.TypeString(n.Type), field)
		}
		return list("offsetof", n.X) + field
	case *ast.BlockExpr:
		s := list("blockexpr", stmts(n.Stmts)...)
		if n.Value != nil {
			s = s[:len(s)-1] + " => " + sexpr(n.Value) + ")"
		}
		return s
	case *ast.BadExpr:
		return "BAD"
	case *ast.ExprStmt:
		return sexpr(n.X)
	case *ast.AssignStmt:
		return list(n.Op, n.LHS, n.RHS)
	case *ast.LetStmt:
		parts := []string{"let", n.Var.Name}
		if n.Type != nil {
			parts = append(parts, fmt.Sprintf("%q", ast.TypeString(n.Type)))
		}
		if n.Value != nil {
			parts = append(parts, sexpr(n.Value))
		}
		return "(" + strings.Join(parts, " ") + ")"
	case *ast.Block:
		return list("block", stmts(n.Stmts)...)
	case *ast.IfStmt:
		if n.Else == nil {
			return list("if", n.Cond, n.Then)
		}
		return list("if", n.Cond, n.Then, n.Else)
	case *ast.WhileStmt:
		return list("while", n.Cond, n.Body)
	case *ast.UnrollStmt:
		return list("unroll", n.Count, n.Body)
	case *ast.ForStmt:
		if n.Map != nil {
			return list("for "+n.Var.Name, n.Map, n.Body)
		}
		return list("for "+n.Var.Name, n.Lo, n.Hi, n.Body)
	case *ast.JumpStmt:
		if n.Value != nil {
			return list(n.Kind, n.Value)
		}
		return "(" + n.Kind + ")"
	case *ast.BadStmt:
		return "BADSTMT"
	}
	return fmt.Sprintf("%T", n)
}
