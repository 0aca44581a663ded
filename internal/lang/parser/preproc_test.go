package parser

import (
	"testing"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
)

func TestDefines(t *testing.T) {
	expectStmts(t, "\n#define N 10\n$x = N;", "(= $x 10)")
	expectStmts(t, "\n#define ADD(a, b) ((a) + (b))\n$x = ADD(1, 2 * 3);", "(= $x (+ 1 (* 2 3)))")
	expectStmts(t, "\n#define F() 7\n$x = F();", "(= $x 7)")
	expectStmts(t, "\n#define F(x) x\n$x = F((1, 2));", "(= $x (tuple 1 2))")
	expectStmts(t, "\n#define F(x) x\n$x = F(f(1, 2));", "(= $x (call f 1 2))")
	// A function-like macro name without '(' is left alone.
	expectStmts(t, "\n#define F(x) x\n$x = F;", "(= $x F)")
	// Nested, and arguments expanded before substitution.
	expectStmts(t, "\n#define A B + 1\n#define B 2\n$x = A;", "(= $x (+ 2 1))")
	expectStmts(t, "\n#define F(x) (x * 2)\n$x = F(F(3));", "(= $x (* (* 3 2) 2))")
	// No recursion.
	expectStmts(t, "\n#define A A\n$x = A;", "(= $x A)")
	expectStmts(t, "\n#define A B\n#define B A\n$x = A;", "(= $x A)")
	expectStmts(t, "\n#define F(x) F(x + 1)\n$x = F(1);", "(= $x (call F (+ 1 1)))")
	// Empty macros, #undef, stringify and paste.
	expectStmts(t, "\n#define EMPTY\n$x = EMPTY 1;", "(= $x 1)")
	expectStmts(t, "\n#define N 1\n#undef N\n$x = N;", "(= $x N)")
	expectStmts(t, "\n#define S(x) #x\n$x = S(a  +b);", `(= $x "a +b")`)
	expectStmts(t, "\n#define P(a, b) a ## b\n$x = P(12, 34) + P(foo, bar);", "(= $x (+ 1234 foobar))")
	// A multi-line #define, and comments in directives.
	expectStmts(t, "\n#define LONG 1 + \\\n  2 // two\n$x = LONG;", "(= $x (+ 1 2))")
	// Keywords can be defined too.
	expectStmts(t, "\n#define unless(c) if (!(c))\nunless($x) { }", "(if (! $x) (block))")
	// Predefined.
	expectStmts(t, "$x = BPFTRACE_HAVE_BTF;", "(= $x 1)")
}

func TestDefineSpans(t *testing.T) {
	src := "#define ADD(a, b) ((a) + (b))\nBEGIN { $x = ADD(1, 2); }"
	prog, diags, f := parse(t, src)
	if len(diags) > 0 {
		t.Fatal(diagText(f, diags))
	}
	rhs := prog.Probes[0].Body.Stmts[0].(*ast.AssignStmt).RHS
	if got := src[f.Offset(rhs.Pos()):f.Offset(rhs.End())]; got != "ADD(1, 2)" {
		t.Errorf("expanded expression spans %q, want the macro use", got)
	}
	// Errors inside an expansion point at the use.
	expectParseError(t, "#define BAD (1 +)\nBEGIN { $x = BAD; }", `stdin:2:14: error: expected expression, found ")"`)
}

func TestConditionals(t *testing.T) {
	expectStmts(t, "\n#ifdef BPFTRACE_HAVE_BTF\n$x = 1;\n#else\n$x = 2;\n#endif\n", "(= $x 1)")
	expectStmts(t, "\n#ifndef BPFTRACE_HAVE_BTF\n$x = 1;\n#else\n$x = 2;\n#endif\n", "(= $x 2)")
	expectStmts(t, "\n#if 0\n$x = 1;\n#elif 1\n$x = 2;\n#else\n$x = 3;\n#endif\n", "(= $x 2)")
	expectStmts(t, "\n#if 0\n$x = 1;\n#elif 0\n$x = 2;\n#else\n$x = 3;\n#endif\n", "(= $x 3)")
	expectStmts(t, "\n#if 1\n$x = 1;\n#elif 1\n$x = 2;\n#else\n$x = 3;\n#endif\n", "(= $x 1)")
	expectStmts(t, "\n#if defined(BPFTRACE_HAVE_BTF) && !defined NOPE\n$x = 1;\n#endif\n", "(= $x 1)")
	expectStmts(t, "\n#define V 5\n#if V > 3 && (V * 2 == 10) ? 1 : 0\n$x = 1;\n#endif\n", "(= $x 1)")
	expectStmts(t, "\n#if UNKNOWN\n$x = 1;\n#endif\n$y = 1;", "(= $y 1)")
	// Nesting, and garbage that is skipped is never lexed.
	expectStmts(t, "\n#if 0\n#if 1\n$x = 1; ` ' \"\n#endif\n#else\n#if 1\n$x = 2;\n#endif\n#endif\n", "(= $x 2)")
	// Directive lines that are not C tokens.
	expectParseError(t, "#if 0\n#error don't\n#endif\nBEGIN { }", ``)
	expectParseError(t, "#warning don't\nBEGIN { }", "stdin:1:1: warning: #warning don't")
	// Directives in a skipped block other than conditionals are ignored.
	expectStmts(t, "\n#if 0\n#define X 1\n#error nope\n#include <a.h>\n#endif\n$x = X;", "(= $x X)")
	// Conditionals around whole probes.
	prog := expectNoError(t, "#ifdef NOPE\nkprobe:a { }\n#else\nBEGIN { }\n#endif\nEND { }")
	if len(prog.Probes) != 2 || prog.Probes[0].Attach[0].Raw != "BEGIN" {
		t.Errorf("conditional probes: got %d probes", len(prog.Probes))
	}
	// Without the define, the other branch.
	f := source.NewFile("stdin", "#ifndef BPFTRACE_HAVE_BTF\n#include <linux/sched.h>\n#endif\nBEGIN { }")
	prog, diags := Parse(f, Options{})
	if len(diags) > 0 || len(prog.Includes) != 1 {
		t.Errorf("got %d includes, diags %v", len(prog.Includes), diags)
	}
}

func TestIncludes(t *testing.T) {
	prog := expectNoError(t, "#include <linux/sched.h>\n  #  include \"net/x.h\"\n#include <net/sock.h> // comment\nBEGIN { }")
	want := []ast.Include{{Path: "linux/sched.h", System: true}, {Path: "net/x.h"}, {Path: "net/sock.h", System: true}}
	if len(prog.Includes) != len(want) {
		t.Fatalf("got %d includes", len(prog.Includes))
	}
	for i, inc := range prog.Includes {
		if inc.Path != want[i].Path || inc.System != want[i].System {
			t.Errorf("include %d: got %q system=%v", i, inc.Path, inc.System)
		}
	}
	if !prog.Includes[0].Pos().IsValid() {
		t.Errorf("include has no position")
	}
}

func TestHeaderMacros(t *testing.T) {
	expectStmts(t, "\n#include <linux/sched.h>\n$x = TASK_RUNNING + TASK_UNINTERRUPTIBLE;", "(= $x (+ 0 2))")
	expectStmts(t, "\n#include <sys/socket.h>\n$x = AF_INET6;", "(= $x 10)")
	// Not without the include, and the script's own definition wins.
	expectStmts(t, "\n$x = AF_INET;", "(= $x AF_INET)")
	expectStmts(t, "\n#define AF_INET 99\n#include <linux/socket.h>\n$x = AF_INET;", "(= $x 99)")
}

func TestPreprocessorErrors(t *testing.T) {
	expectParseError(t, "#if 1\nBEGIN { }", `stdin:1:1: error: unterminated #if`)
	expectParseError(t, "#ifdef X\nBEGIN { }", `stdin:1:1: error: unterminated #ifdef`)
	expectParseError(t, "#endif\nBEGIN { }", `stdin:1:1: error: #endif without #if`)
	expectParseError(t, "#else\nBEGIN { }", `stdin:1:1: error: #else without #if`)
	expectParseError(t, "#if 1\n#else\n#else\n#endif\nBEGIN { }", `stdin:3:1: error: #else after #else`)
	expectParseError(t, "#foo\nBEGIN { }", `stdin:1:2: error: unknown preprocessor directive #foo`)
	expectParseError(t, "#include linux.h\nBEGIN { }", `stdin:1:1: error: expected "FILE" or <FILE> after #include`)
	expectParseError(t, "#define\nBEGIN { }", `stdin:1:2: error: expected macro name after #define`)
	expectParseError(t, "#define F(a b) a\nBEGIN { }", `stdin:1:13: error: expected "," or ")" in macro parameters`)
	expectParseError(t, "#if 1 +\n#endif\nBEGIN { }", `stdin:1:5: error: invalid #if expression`)
	expectParseError(t, "#error stop here\nBEGIN { }", `stdin:1:1: error: #error stop here`)
	expectParseError(t, "#define F(a) a\nBEGIN { F(1, 2) }", `stdin:2:9: error: macro "F" expects 1 arguments, found 2`)
	expectParseError(t, "#define F(a) a\nBEGIN { F(1 }", `stdin:2:9: error: unterminated call of macro "F"`)
	expectParseError(t, "#define P(a, b) a ## b\nBEGIN { P(+, /) }", `stdin:2:11: error: pasting "+" and "/" does not give a valid token`)
	// #warning is a warning.
	_, diags, f := parse(t, "#warning careful\nBEGIN { }")
	if len(diags) != 1 || diags[0].Severity != source.Warning || diags.HasErrors() {
		t.Errorf("got %s", diagText(f, diags))
	}
	// Exponential macros stop.
	src := "#define A0 x x\n"
	for i := 1; i < 30; i++ {
		src += "#define A" + itoa(i) + " A" + itoa(i-1) + " A" + itoa(i-1) + "\n"
	}
	src += "BEGIN { A29 }"
	_, diags, _ = parse(t, src)
	if !diags.HasErrors() {
		t.Errorf("exponential macro expansion was not stopped")
	}
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}
