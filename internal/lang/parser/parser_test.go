package parser

import (
	"fmt"
	"strings"
	"testing"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
)

func TestPrecedence(t *testing.T) {
	expectExpr(t, "1 + 2 * 3", "(+ 1 (* 2 3))")
	expectExpr(t, "1 - 2 - 3", "(- (- 1 2) 3)")
	expectExpr(t, "1 << 2 + 3", "(<< 1 (+ 2 3))")
	expectExpr(t, "1 < 2 == 3 > 4", "(== (< 1 2) (> 3 4))")
	expectExpr(t, "1 | 2 ^ 3 & 4", "(| 1 (^ 2 (& 3 4)))")
	expectExpr(t, "1 || 2 && 3 | 4", "(|| 1 (&& 2 (| 3 4)))")
	expectExpr(t, "1 % 2 / 3", "(/ (% 1 2) 3)")
	expectExpr(t, "a ? b : c ? d : e", "(? a b (? c d e))")
	expectExpr(t, "a || b ? 1 + 2 : 3", "(? (|| a b) (+ 1 2) 3)")
	expectExpr(t, "(1 + 2) * 3", "(* (+ 1 2) 3)")
	expectExpr(t, "-x * !y", "(* (- x) (! y))")
	expectExpr(t, "~-*&x", "(~ (- (* (& x))))")
	expectExpr(t, "a >= b != c <= d", "(!= (>= a b) (<= c d))")
	expectExpr(t, "1 >> 2 >> 3", "(>> (>> 1 2) 3)")
}

func TestUnaryPostfix(t *testing.T) {
	expectExpr(t, "$x++", "(post++ $x)")
	expectExpr(t, "--@y", "(pre-- @y)")
	expectExpr(t, "@y[1]--", "(post-- (@y 1))")
	expectExpr(t, "*$p->next", "(* (-> $p)next)")
	expectExpr(t, "$t.0.1", "(. (. $t)0)1")
	expectExpr(t, "args.filename", "(. args)filename")
	expectExpr(t, "args->filename", "(-> args)filename")
	expectExpr(t, "$a[1][2]", "([] ([] $a 1) 2)")
	expectExpr(t, "$sk->__sk_common.skc_v6_daddr.in6_u.u6_addr8", "(. (. (. (-> $sk)__sk_common)skc_v6_daddr)in6_u)u6_addr8")
	expectExpr(t, "@m[1].x", "(. (@m 1))x")
	expectExpr(t, "-1", "(- 1)")
}

func TestPrimaries(t *testing.T) {
	expectExpr(t, "42", "42")
	expectExpr(t, "0x2a + 0X2A", "(+ 42 42)")
	expectExpr(t, "052 + 0o52 + 0b101010", "(+ (+ 42 42) 42)")
	expectExpr(t, "1_000_000", "1000000")
	expectExpr(t, "1e6 + 5E2", "(+ 1000000 500)")
	expectExpr(t, "10u + 10UL + 10ll + 0xffULL", "(+ (+ (+ 10 10) 10) 255)")
	expectExpr(t, "0", "0")
	expectExpr(t, "18446744073709551615", "18446744073709551615")
	expectExpr(t, `'a' + '\n' + '\0' + '\x41' + '\''`, "(+ (+ (+ (+ 97 10) 0) 65) 39)")
	expectExpr(t, `"a\tb\n\\\"\'\x41\101\0z"`, `"a\tb\n\\\"'AA\x00z"`)
	expectExpr(t, "true && false", "(&& true false)")
	expectExpr(t, "pid", "pid")
	expectExpr(t, "$x", "$x")
	expectExpr(t, "$1 + $#", "(+ $1 $#)")
	expectExpr(t, "$10", "$10")
	expectExpr(t, "@", "@")
	expectExpr(t, "@[1]", "(@ 1)")
	expectExpr(t, "@m[pid, comm]", "(@m pid comm)")
	expectExpr(t, "(1, \"a\", $x)", `(tuple 1 "a" $x)`)
	expectExpr(t, "f()", "(call f)")
	expectExpr(t, "printf(\"%d %s\\n\", pid, comm)", `(call printf "%d %s\n" pid comm)`)
	expectExpr(t, "kstack(perf, 3)", "(call kstack perf 3)")
	expectExpr(t, "ustack(bpftrace)", "(call ustack bpftrace)")
	expectExpr(t, "delete(@m[1])", "(call delete (@m 1))")
	expectExpr(t, "count(1,)", "(call count 1)")
	// Newer bpftrace: one- and zero-element tuples, durations.
	expectExpr(t, "(1,)", "(tuple 1)")
	expectExpr(t, "()", "(tuple)")
	expectExpr(t, "(1, 2,)", "(tuple 1 2)")
	expectExpr(t, "1ns + 2us + 3ms + 4s", "(+ (+ (+ 1 2000) 3000000) 4000000000)")
	expectExpr(t, "1m + 1h + 1d", "(+ (+ 60000000000 3600000000000) 86400000000000)")
	expectExpr(t, "1_000ms", "1000000000")
}

func TestCasts(t *testing.T) {
	expectExpr(t, "(struct sock *)arg0", `(cast "struct sock *" arg0)`)
	expectExpr(t, "(struct sock **)arg0", `(cast "struct sock **" arg0)`)
	expectExpr(t, "(union u *)arg0", `(cast "union u *" arg0)`)
	expectExpr(t, "(enum e)1", `(cast "enum e" 1)`)
	expectExpr(t, "(uint8)$x", `(cast "uint8" $x)`)
	expectExpr(t, "(int64)$x + 1", `(+ (cast "int64" $x) 1)`)
	expectExpr(t, "(unsigned long long)$x", `(cast "unsigned long long" $x)`)
	expectExpr(t, "(unsigned char)$x", `(cast "unsigned char" $x)`)
	expectExpr(t, "(const char *)$x", `(cast "char *" $x)`)
	expectExpr(t, "(u64)$x", `(cast "u64" $x)`)
	expectExpr(t, "(uint8[4])$x", `(cast "uint8[4]" $x)`)
	expectExpr(t, "(task_struct *)curtask", `(cast "task_struct *" curtask)`)
	expectExpr(t, "(struct sock *)arg0->sk_family", `(cast "struct sock *" (-> arg0)sk_family)`)
	expectExpr(t, "((struct sock *)arg0)->sk_family", `(-> (cast "struct sock *" arg0))sk_family`)
	expectExpr(t, "(a * b)", "(* a b)")
	expectExpr(t, "(a) * b", "(* a b)")
	expectExpr(t, "(int8)-1", `(cast "int8" (- 1))`)
	expectExpr(t, "(uint64_t)1", `(cast "uint64_t" 1)`)
	expectExpr(t, "(__u32)$x", `(cast "__u32" $x)`)
	expectExpr(t, "(__be16)$x", `(cast "__be16" $x)`)
	expectExpr(t, "(uint8[])$x", `(cast "uint8[]" $x)`)
	expectExpr(t, "(foo_t) + 1", "(+ foo_t 1)")
}

func TestSizeofOffsetof(t *testing.T) {
	expectExpr(t, "sizeof(struct task_struct)", `(sizeof "struct task_struct")`)
	expectExpr(t, "sizeof(int32)", `(sizeof "int32")`)
	expectExpr(t, "sizeof(foo *)", `(sizeof "foo *")`)
	expectExpr(t, "sizeof($x)", `(sizeof $x)`)
	expectExpr(t, "sizeof(pid_t)", `(sizeof "pid_t")`)
	expectExpr(t, "sizeof(pid)", `(sizeof pid)`)
	expectExpr(t, "offsetof(foo_t, a)", `(offsetof "foo_t" a)`)
	expectExpr(t, "sizeof(curtask->pid)", `(sizeof (-> curtask)pid)`)
	expectExpr(t, "offsetof(struct Foo, a)", `(offsetof "struct Foo" a)`)
	expectExpr(t, "offsetof(struct Foo, a.b.c)", `(offsetof "struct Foo" a.b.c)`)
	expectExpr(t, "offsetof(*curtask, comm)", `(offsetof (* curtask))comm`)
}

func TestStatements(t *testing.T) {
	expectStmts(t, "@x = 1; $y = 2", "(= @x 1) (= $y 2)")
	expectStmts(t, "@x += 1; @x -= 1; @x *= 2; @x /= 2; @x %= 2", "(+= @x 1) (-= @x 1) (*= @x 2) (/= @x 2) (%= @x 2)")
	expectStmts(t, "$x &= 1; $x |= 1; $x ^= 1; $x <<= 1; $x >>= 1", "(&= $x 1) (|= $x 1) (^= $x 1) (<<= $x 1) (>>= $x 1)")
	expectStmts(t, "let $x; let $y: int8; let $z = 1; let $w: struct foo * = 0; let $s: string[16]",
		`(let $x) (let $y "int8") (let $z 1) (let $w "struct foo *" 0) (let $s "string[16]")`)
	expectStmts(t, "if ($x) { 1 } else if ($y) { 2; } else { 3 }", "(if $x (block 1) (if $y (block 2) (block 3)))")
	expectStmts(t, "if ($x) { } 1", "(if $x (block)) 1")
	expectStmts(t, "unroll (3) { @x++ }", "(unroll 3 (block (post++ @x)))")
	expectStmts(t, "while ($i < 10) { $i++; if ($i == 5) { break } continue; }",
		"(while (< $i 10) (block (post++ $i) (if (== $i 5) (block (break))) (continue)))")
	expectStmts(t, "for ($kv : @map) { print($kv.0) }", "(for $kv @map (block (call print (. $kv)0)))")
	expectStmts(t, "for ($i : 0..10) { }", "(for $i 0 10 (block))")
	expectStmts(t, "for ($i : $a + 1 .. $b) { }", "(for $i (+ $a 1) $b (block))")
	expectStmts(t, "return", "(return)")
	expectStmts(t, "{ $x = 1; } $y = 2;", "(block (= $x 1)) (= $y 2)")
	expectStmts(t, ";;; $x = 1;;", "(= $x 1)")
	expectStmts(t, "$x = { $a = 1; $a + 1 }", "(= $x (blockexpr (= $a 1) => (+ $a 1)))")
}

func TestProbes(t *testing.T) {
	attach := func(src string, want ...string) {
		t.Helper()
		prog := expectNoError(t, src)
		var got []string
		for _, p := range prog.Probes {
			for _, a := range p.Attach {
				got = append(got, a.Raw)
			}
		}
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("source: %s\ngot attach points %q, want %q", src, got, want)
		}
	}
	attach("BEGIN {}", "BEGIN")
	attach("BEGIN{}END{}", "BEGIN", "END")
	attach("kprobe:vfs_* { }", "kprobe:vfs_*")
	attach("kprobe:f+0x10 { }", "kprobe:f+0x10")
	attach("uprobe:/lib/x86_64-linux-gnu/libc.so.6:malloc { }", "uprobe:/lib/x86_64-linux-gnu/libc.so.6:malloc")
	attach(`uprobe:libc:cpp:"ns::f*" { }`, `uprobe:libc:cpp:"ns::f*"`)
	attach(`uprobe:libc:"with space" { }`, `uprobe:libc:"with space"`)
	attach("usdt:./a.out:prov:name { }", "usdt:./a.out:prov:name")
	attach("interval:s:1 { } interval:100ms { }", "interval:s:1", "interval:100ms")
	attach("software:cpu-clock:1000000 { }", "software:cpu-clock:1000000")
	attach("tracepoint:syscalls:sys_enter_open* { }", "tracepoint:syscalls:sys_enter_open*")
	attach("uprobe:$1:f { }", "uprobe:$1:f")
	attach("uprobe:./x:f?o[ab]~ { }", "uprobe:./x:f?o[ab]~")
	attach("kprobe:a,kprobe:b , \n kprobe:c\n{ }", "kprobe:a", "kprobe:b", "kprobe:c")
	attach("BEGIN/1/{}", "BEGIN")
	// As in bpftrace, a '/' after a ':' belongs to the attach point.
	expectParseError(t, "kprobe:f/pid == 1/ {}", `stdin:1:14: error: expected "{", found "=="`)
	attach("tracepoint:a:b // comment\n{ }", "tracepoint:a:b")
	attach("i:s:1 /* c */ { }", "i:s:1")
	attach("i:s:1/**/{ }", "i:s:1")
	attach("uprobe:./bin/*:main { }", "uprobe:./bin/*:main") // a path wildcard, not a comment
	attach("uprobe:/lib/*/libc.so.6:f,uprobe:/x/*.so:g { }", "uprobe:/lib/*/libc.so.6:f", "uprobe:/x/*.so:g")
	attach("*:f { }", "*:f")
	attach("kprobe:f#1 { }", "kprobe:f#1")
	attach(`uprobe:/a\:b:f { }`, `uprobe:/a\:b:f`)

	expectAST(t, "kprobe:f /pid == 1/ { @ = count() }", `
Program
  Probe
    Attach "kprobe:f"
    pred: Binary ==
      Ident pid
      Int 1
    Block
      Assign =
        Map @
        Call count`)
	// A division in a predicate is one when no '{' follows the '/'.
	expectAST(t, "BEGIN /1 / 2/ { }", `
Program
  Probe
    Attach "BEGIN"
    pred: Binary /
      Int 1
      Int 2
    Block`)
	expectAST(t, "BEGIN /(pid / 2) > 1/ { }", `
Program
  Probe
    Attach "BEGIN"
    pred: Binary >
      Binary /
        Ident pid
        Int 2
      Int 1
    Block`)
}

func TestTopLevel(t *testing.T) {
	expectAST(t, `config = { max_map_keys = 100; stack_mode = perf; str = "x"; cpp_demangle = false }
BEGIN {}`, `
Program
  Config max_map_keys
    Int 100
  Config stack_mode
    Ident perf
  Config str
    Str "x"
  Config cpp_demangle
    Ident false
  Probe
    Attach "BEGIN"
    Block`)
	expectAST(t, "macro add(a, $b, @c) { $b = $b + 1; a + $b + @c } BEGIN { add(1, $x, @m) }", `
Program
  Macro add(a, $b, @c)
    Block
      Assign =
        Var $b
        Binary +
          Var $b
          Int 1
      ExprStmt
        Binary +
          Binary +
            Ident a
            Var $b
          Map @c
  Probe
    Attach "BEGIN"
    Block
      ExprStmt
        Call add
          Int 1
          Var $x
          Map @m`)
	expectAST(t, `struct Foo { int a; char *p, **q; char name[16]; unsigned int x:3, y : 5; struct other inner; int m[2][3]; };
union U { long l; u8 b[8]; }
enum E { A, B = 5, C, }
BEGIN {}`, `
Program
  TypeDecl struct Foo
    Field a int
    Field p char *
    Field q char **
    Field name char[16]
    Field x unsigned int:3
    Field y unsigned int:5
    Field inner struct other
    Field m int[2][3]
  TypeDecl union U
    Field l long
    Field b u8[8]
  TypeDecl enum E
    Enumerator A
    Enumerator B
      Int 5
    Enumerator C
  Probe
    Attach "BEGIN"
    Block`)
	// Forward declarations are accepted and dropped.
	expectAST(t, "struct task_struct; BEGIN {}", `
Program
  Probe
    Attach "BEGIN"
    Block`)
	// The attach-point words that start other items only do so alone.
	expectAST(t, "struct:x {}", `
Program
  Probe
    Attach "struct:x"
    Block`)
}

func TestComments(t *testing.T) {
	expectStmts(t, "$x = 1; // comment\n /* block\n comment */ $y = /* inline */ 2", "(= $x 1) (= $y 2)")
	expectNoError(t, "#!/usr/bin/env bpftrace\nBEGIN {}")
	expectNoError(t, "#!/usr/bin/bpftrace\n// x\n/* y */\nBEGIN {}")
	expectNoError(t, "\uFEFF#!/usr/bin/bpftrace\nBEGIN {}")
}

func TestParseErrors(t *testing.T) {
	expectParseError(t, "BEGIN { @x = ; }", `stdin:1:14: error: expected expression, found ";"`)
	expectParseError(t, "BEGIN { @x = 1 $y = 2 }", `stdin:1:16: error: expected ";", found "$y"`)
	expectParseError(t, "BEGIN { @x = 1", `stdin:1:15: error: expected "}", found end of input`)
	expectParseError(t, "BEGIN", `stdin:1:6: error: expected "{", found end of input`)
	expectParseError(t, "{ }", `stdin:1:1: error: expected probe, found "{"`)
	expectParseError(t, "BEGIN { f(1, ) }", ``)
	expectParseError(t, "BEGIN { f(1 2) }", `stdin:1:13: error: expected ")", found "2"`)
	expectParseError(t, "BEGIN { @x[] = 1 }", `stdin:1:12: error: expected map key, found "]"`)
	expectParseError(t, "BEGIN { $x = (1; }", `stdin:1:16: error: expected ")", found ";"`)
	expectParseError(t, "BEGIN { $ = 1; }", "stdin:1:9: error: expected variable name after \"$\"")
	expectParseError(t, "BEGIN { `x }", "stdin:1:9: error: invalid character '`'")
	expectParseError(t, "BEGIN { é }", "stdin:1:9: error: invalid character 'é'")
	expectParseError(t, "BEGIN { \xff }", "stdin:1:9: error: invalid byte 0xff")
	expectParseError(t, "BEGIN { \"abc }", `stdin:1:9: error: unterminated string literal`)
	expectParseError(t, `BEGIN { "\q" }`, `stdin:1:10: error: invalid escape sequence "\\q"`)
	expectParseError(t, "BEGIN { $x = 09; }", `stdin:1:14: error: invalid integer literal "09"`)
	expectParseError(t, "BEGIN { $x = 1x; }", `stdin:1:14: error: invalid integer literal "1x"`)
	expectParseError(t, "BEGIN { $x = 99999999999999999999; }", `stdin:1:14: error: integer literal 99999999999999999999 out of range`)
	expectParseError(t, "BEGIN { $x = 1e30; }", `stdin:1:14: error: integer literal 1e30 out of range`)
	expectParseError(t, "BEGIN { $x = 'ab'; }", `stdin:1:14: error: character literal must hold exactly one character`)
	expectParseError(t, "BEGIN { $0 }", `stdin:1:9: error: invalid positional parameter $0`)
	expectParseError(t, "BEGIN { if { } }", `stdin:1:12: error: expected condition, found "{"`)
	expectParseError(t, "BEGIN { while { } }", `stdin:1:15: error: expected condition, found "{"`)
	expectParseError(t, "BEGIN { $x = 1 ?: ; }", `stdin:1:19: error: expected expression, found ";"`)
	expectNoError(t, "BEGIN { $x = 1 ? : 2; if $x > 1 { } else if !$x { } while $x { $x--; } }")
	expectParseError(t, "BEGIN { unroll 3 { } }", `stdin:1:16: error: expected "(", found "3"`)
	expectParseError(t, "BEGIN { if ($x) $y = 1; }", `stdin:1:17: error: expected "{", found "$y"`)
	expectParseError(t, "BEGIN { for ($i : 0) { } }", `stdin:1:20: error: expected ".." or a map, found ")"`)
	expectParseError(t, "BEGIN { for (i : @m) { } }", `stdin:1:14: error: expected variable, found "i"`)
	expectParseError(t, "BEGIN { let x = 1; }", `stdin:1:13: error: expected variable, found "x"`)
	expectParseError(t, "BEGIN { $x.; }", `stdin:1:12: error: expected field name, found ";"`)
	expectParseError(t, "BEGIN { $x->0; }", `stdin:1:13: error: expected field name, found "0"`)
	expectParseError(t, "BEGIN { $x = (struct)1; }", `stdin:1:21: error: expected struct name, found ")"`)
	expectParseError(t, "BEGIN /pid { }", `stdin:1:12: error: expected "/" to end the predicate, found "{"`)
	expectParseError(t, "BEGIN { /* x }", "stdin:1:9: error: unterminated comment")
	expectParseError(t, "BEGIN { /* x\n }", "stdin:1:9: error: unterminated comment\nstdin:2:3: error: expected \"}\", found end of input")
	expectParseError(t, "kprobe:f, { }", `stdin:1:11: error: expected attach point, found "{"`)
	expectParseError(t, "uprobe:x:\"f { }", "stdin:1:10: error: unterminated string in attach point")
	expectParseError(t, "BEGIN { } }", `stdin:1:11: error: expected probe, found "}"`)
	expectParseError(t, "config = { a = 1 b = 2 }", `stdin:1:18: error: expected ";", found "b"`)
	expectParseError(t, "macro (x) { }", `stdin:1:7: error: expected macro name, found "("`)
	expectParseError(t, "struct { int a; }", `stdin:1:8: error: expected struct name, found "{"`)
	expectParseError(t, "struct A { int a }", `stdin:1:18: error: expected ";", found "}"`)
	// Nested definitions, as clang takes them; an anonymous one is named
	// after its position.
	prog := expectNoError(t, "struct A { struct { int x; } y; union { int u; long v; }; struct B { int z; } *b; }")
	var got []string
	for _, d := range prog.Types {
		got = append(got, d.Kind+" "+d.Name)
		if d.Name == "A" {
			for _, f := range d.Fields {
				got = append(got, f.Name+":"+ast.TypeString(f.Type))
			}
		}
	}
	want := "struct (anonymous at stdin:1:12)|union (anonymous at stdin:1:33)|struct B|struct A|" +
		"y:struct (anonymous at stdin:1:12)|:union (anonymous at stdin:1:33)|b:struct B *"
	if strings.Join(got, "|") != want {
		t.Errorf("nested definitions: got %s", strings.Join(got, "|"))
	}
	expectParseError(t, "BEGIN { $x = { $a = 1; }; }", `stdin:1:14: error: a block used as a value must end in an expression without ";"`)
	expectStmts(t, "return 1", "(return 1)")
	expectParseError(t, "let @a = hash(10)\nBEGIN { }", `stdin:2:1: error: expected ";", found "BEGIN"`)
	expectParseError(t, "let @a = 10;\nBEGIN { }", `stdin:1:10: error: expected map type, such as hash(N), found "10"`)
	expectParseError(t, "import \"x\";\nBEGIN { }", `stdin:1:8: error: import 'x' not found`)
	expectParseError(t, "BEGIN { $x = 2e; }", `stdin:1:14: error: invalid integer literal "2e"`)
	expectParseError(t, "BEGIN { $x = 99999999999d; }", `stdin:1:14: error: integer literal 99999999999d out of range`)
	expectParseError(t, "struct A { int a:b; }", `stdin:1:18: error: expected bit-field width, found "b"`)
}

func TestHelp(t *testing.T) {
	for _, tc := range []struct{ src, help string }{
		{"BEGIN /pid = 1/ { }", `comparison is "=="`},
		{"BEGIN { whiel ($x < 1) { } }", `did you mean "while"?`},
		{"BEGIN { fi ($x) { } }", `did you mean "if"?`},
		{"BEGIN { unrol (2) { } }", `did you mean "unroll"?`},
	} {
		_, diags, f := parse(t, tc.src)
		if len(diags) == 0 || diags[0].Help != tc.help {
			t.Errorf("%s: got %s, help %q; want help %q", tc.src, diagText(f, diags), diagHelp(diags), tc.help)
		}
	}
}

func diagHelp(diags source.Diagnostics) string {
	if len(diags) == 0 {
		return ""
	}
	return diags[0].Help
}

func TestErrorRecovery(t *testing.T) {
	// Several errors at once, one per line, and the good parts still parse.
	src := `BEGIN {
  @x = ;
  @y = 1;
  $z = 1 +;
}
kprobe:f { @a = (1; }
END { @ok = 1 }
`
	prog, diags, f := parse(t, src)
	want := `stdin:2:8: error: expected expression, found ";"
stdin:4:11: error: expected expression, found ";"
stdin:6:19: error: expected ")", found ";"`
	if got := diagText(f, diags); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
	if len(prog.Probes) != 3 {
		t.Fatalf("got %d probes, want 3", len(prog.Probes))
	}
	if got := sexpr(prog.Probes[0].Body.Stmts[1]); got != "(= @y 1)" {
		t.Errorf("statement after an error: got %s", got)
	}
	if got := sexpr(prog.Probes[2].Body.Stmts[0]); got != "(= @ok 1)" {
		t.Errorf("probe after an error: got %s", got)
	}

	// Errors on one line count once.
	expectParseError(t, "BEGIN { @x = ; @y = ; }", `stdin:1:14: error: expected expression, found ";"`)

	// At most MaxErrors errors.
	var b strings.Builder
	for i := 0; i < 30; i++ {
		b.WriteString("BEGIN { @x = ; }\n")
	}
	_, diags, _ = parse(t, b.String())
	if len(diags) != 10 {
		t.Errorf("got %d errors, want 10", len(diags))
	}
	f = source.NewFile("stdin", b.String())
	_, diags = Parse(f, Options{MaxErrors: 3})
	if len(diags) != 3 {
		t.Errorf("got %d errors, want 3", len(diags))
	}

	// A broken top-level item does not swallow the next one.
	prog, _, _ = parse(t, "kprobe:f %% { x } struct S { int a; } BEGIN { }")
	if len(prog.Types) != 1 || len(prog.Probes) != 2 {
		t.Errorf("got %d types and %d probes, want 1 and 2", len(prog.Types), len(prog.Probes))
	}
	prog, _, _ = parse(t, "let @a = hash(1);\nstruct S { int a; }\nBEGIN { @x = ; }\nconfig = { a = 1 }")
	if len(prog.Types) != 1 || len(prog.Probes) != 1 || len(prog.Config) != 1 {
		t.Errorf("got %d types, %d probes, %d config items, want 1 each", len(prog.Types), len(prog.Probes), len(prog.Config))
	}
}

func TestSpans(t *testing.T) {
	src := "kprobe:f, uprobe:\"a b\":c /pid/ {\n  @x[1] = count();\n  printf(\"%d\", (int8)-$y);\n}"
	prog, diags, f := parse(t, src)
	if len(diags) > 0 {
		t.Fatal(diagText(f, diags))
	}
	text := func(n ast.Node) string { return src[f.Offset(n.Pos()):f.Offset(n.End())] }
	p := prog.Probes[0]
	check := func(n ast.Node, want string) {
		t.Helper()
		if got := text(n); got != want {
			t.Errorf("span of %T: got %q, want %q", n, got, want)
		}
	}
	check(p.Attach[0], "kprobe:f")
	check(p.Attach[1], `uprobe:"a b":c`)
	check(p.Pred, "pid")
	check(p.Body, src[strings.Index(src, "{"):])
	check(p, src)
	assign := p.Body.Stmts[0].(*ast.AssignStmt)
	check(assign, "@x[1] = count()")
	check(assign.LHS, "@x[1]")
	call := p.Body.Stmts[1].(*ast.ExprStmt).X.(*ast.CallExpr)
	check(call, `printf("%d", (int8)-$y)`)
	if got := src[f.Offset(call.Pos()):f.Offset(call.FuncEnd)]; got != "printf" {
		t.Errorf("FuncEnd: got %q", got)
	}
	cast := call.Args[1].(*ast.CastExpr)
	check(cast, "(int8)-$y")
	check(cast.Type, "int8")
	check(cast.X, "-$y")

	// Every node's span lies inside its parent's.
	var b strings.Builder
	ast.FprintPositions(&b, f, prog)
	if !strings.Contains(b.String(), `Attach "kprobe:f" @1:1-1:9`) {
		t.Errorf("positions dump:\n%s", b.String())
	}
}

func TestNeverPanics(t *testing.T) {
	for _, src := range []string{
		"", "{", "}", "(", ")", "/", "//", "/*", "#", "#if", "#define", "#define F(", "#define F(x",
		"BEGIN {", "BEGIN { if", "BEGIN { if (", "BEGIN { for (", "BEGIN { for ($x", "BEGIN { for ($x :",
		"BEGIN { let", "BEGIN { let $x:", "BEGIN { (struct", "BEGIN { sizeof", "BEGIN { offsetof(",
		"BEGIN { @x[", "BEGIN { $x.", "BEGIN { $x->", "BEGIN { $x ? 1", "BEGIN { unroll", "BEGIN { {",
		"config", "config =", "config = {", "config = { a", "config = { a =", "macro", "macro m", "macro m(",
		"struct", "struct S", "struct S {", "struct S { int", "enum E {", "enum E { A =", "kprobe:f,",
		"kprobe:f /", "kprobe:f / 1", "kprobe:f /1/", "'", "\"", "'\\", "\"\\", "$", "@", "0x", "0b", "1e",
		"BEGIN { 0x }", "BEGIN { 0b2 }", "BEGIN { 1_ }", "BEGIN { 1e }", "BEGIN { 'a }",
		"#define A A\nBEGIN { A }", "#define A B\n#define B A\nBEGIN { A }", "#define F(x) F(x)\nBEGIN { F(1) }",
		"#define F(x) x\nBEGIN { F( }", "#define F(x) #x\nBEGIN { F(a b) }", "#define P(a,b) a##b\nBEGIN { P(1,2) P(+,+) P(\",\") }",
	} {
		f := source.NewFile("stdin", src)
		prog, _ := Parse(f, testOpts)
		if prog == nil {
			t.Errorf("%q: nil program", src)
		}
		var b strings.Builder
		ast.Fprint(&b, prog)
	}
}

func TestBitfieldsOnOneLine(t *testing.T) {
	prog, diags := Parse(source.NewFile("x.bt", `struct B { short a:4, b:8, *p, c:3, d:1; } BEGIN { }`), testOpts)
	if len(diags) != 0 {
		t.Fatal(diags)
	}
	var got []string
	for _, f := range prog.Types[0].Fields {
		got = append(got, fmt.Sprintf("%s %s*%d:%d", f.Type.Name, f.Name, f.Type.Ptr, f.Bits))
	}
	want := "short a*0:4,short b*0:8,short p*1:0,short c*0:3,short d*0:1"
	if strings.Join(got, ",") != want {
		t.Errorf("fields %v, want %s", got, want)
	}
}

func TestUnnamedBitfields(t *testing.T) {
	prog, diags := Parse(source.NewFile("x.bt", `struct B { char a:1, :0, b:2; int :3; } BEGIN { }`), testOpts)
	if len(diags) != 0 {
		t.Fatal(diags)
	}
	var got []string
	for _, f := range prog.Types[0].Fields {
		got = append(got, fmt.Sprintf("%s %q:%d", f.Type.Name, f.Name, f.Bits))
	}
	want := `char "a":1,char "":0,char "b":2,int "":3`
	if strings.Join(got, ",") != want {
		t.Errorf("fields %v, want %s", got, want)
	}
}

// TestNamedProbes checks newest bpftrace's `name=probe` (its
// docs/language.md, "Action Blocks": `[name=]probe[,probe]`): the name is
// kept, and the attach points after it are read as attach points.
func TestNamedProbes(t *testing.T) {
	prog, diags, f := parse(t, "greet=BEGIN { }\nticks = interval:ms:10, i:s:1 { }\nEND { }")
	if len(diags) > 0 {
		t.Fatal(diagText(f, diags))
	}
	var got []string
	for _, pr := range prog.Probes {
		var aps []string
		for _, ap := range pr.Attach {
			aps = append(aps, ap.Raw)
		}
		got = append(got, pr.Name+"="+strings.Join(aps, ","))
	}
	if want := "greet=BEGIN ticks=interval:ms:10,i:s:1 =END"; strings.Join(got, " ") != want {
		t.Errorf("got %s, want %s", strings.Join(got, " "), want)
	}
}
