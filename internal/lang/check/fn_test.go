package check_test

import "testing"

// Functions (fn): each misuse has a located error.
func TestFnErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{`fn f($a: int64): int64 { return $a; } BEGIN { f(1, 2); }`,
			"stdin:1:47: error: function f takes 1 argument, found 2\nstdin:1:4: note: f is defined here"},
		{`fn f($a: int64): int64 { return $a; } BEGIN { f("x"); }`,
			`stdin:1:49: error: function f: parameter $a is int64, found string[2]`},
		{`struct T { int pid; } fn f($p: struct T *): int64 { return $p->pid; } BEGIN { f(1); }`,
			`stdin:1:81: error: function f: parameter $p is struct T *, found int64`},
		{`fn f($a: int64): int64 { if ($a) { return 1; } } BEGIN { f(1); }`,
			`stdin:1:4: error: function f does not return a value on every path`},
		{`fn f($a: int64): string { return $a; } BEGIN { f(1); }`,
			`stdin:1:34: error: function f returns string[64], found int64`},
		{`fn f($a: int64) { return $a; } BEGIN { f(1); }`,
			`stdin:1:26: error: function f returns nothing (void), but this return has a value`},
		{`fn f(): int64 { return; } BEGIN { f(); }`,
			`stdin:1:17: error: function f must return a value of type int64`},
		{`fn f($a: int64): int64 { return g($a); } fn g($b: int64): int64 { return f($b); } BEGIN { f(1); }`,
			`stdin:1:74: error: function f calls itself (f -> g -> f): recursion is not supported`},
		{`fn comm(): int64 { return 1; } BEGIN { }`, `stdin:1:4: error: function comm: a builtin of this name exists`},
		{`fn printf(): int64 { return 1; } BEGIN { }`, `stdin:1:4: error: function printf: a builtin of this name exists`},
		{`macro m() { 1 } fn m(): int64 { return 1; } BEGIN { }`, `stdin:1:20: error: function m: a macro of this name exists`},
		{`fn f(): int64 { return 1; } fn f(): int64 { return 2; } BEGIN { }`, `stdin:1:32: error: function f is already defined`},
		{`fn f($a: int64, $a: int64) { } BEGIN { }`, `stdin:1:17: error: function f: parameter $a appears twice`},
		{`fn f(): int64 { return arg0; } BEGIN { f(); }`, `stdin:1:24: error: arg0 is the probe's and cannot be used in function f`},
		{`fn f(): int64 { return retval; } BEGIN { f(); }`, `stdin:1:24: error: retval is the probe's and cannot be used in function f`},
		{`fn fo(): int64 { return 1; } BEGIN { foo(); }`, `stdin:1:38: error: unknown function foo()`},
		{`fn f() { break; } BEGIN { while (1) { f(); } }`, `stdin:1:10: error: break outside of a loop`},
		{`fn f() { } BEGIN { $x = f(); }`, `stdin:1:25: error:`},
		{`fn f($a: struct nosuch *) { } BEGIN { f(0); }`, `error: unknown type "struct nosuch"`},
	} {
		expectCheckError(t, tc.src, tc.want)
	}
}

// An error in a function's body is reported once, where it is, however
// many calls there are.
func TestFnErrorOnce(t *testing.T) {
	_, got := checkSrc(t, `fn f(): int64 { return $nope; } BEGIN { f(); f(); } END { f(); }`)
	if got != "stdin:1:24: error: undefined variable $nope" {
		t.Errorf("got %q", got)
	}
}

func TestFnOK(t *testing.T) {
	expectCheckOK(t, `fn add($a: int64, $b: int64): int64 { return $a + $b; }
fn greet($s: string) { printf("%s %d\n", $s, pid); @calls[comm] = count(); }
struct T { int tgid; struct T *parent; }
fn ppid_of($t: struct T *): int64 { return $t->parent->tgid; }
fn sign($x: int64): int64 { if ($x < 0) { return -1; } else { return 1; } }
fn loop($n: int64): int64 { $s = 0; for ($i : 0..10) { if ($i == $n) { break; } $s += $i; } return $s; }
fn nothing(): void { }
BEGIN { $x = "caller's"; print(add(add(1, 2), sign(-5))); greet($x); nothing(); print(ppid_of((struct T *)0)); print(loop(3)); exit(); }`)
}

// string[N] types a parameter, a result and a let as a string of N bytes.
func TestFnStringSizes(t *testing.T) {
	p := expectCheckOK(t, `fn f($s: string[8]): string[8] { return $s; } BEGIN { let $x: string[4] = "abc"; $y = f($x); }`)
	if p == nil {
		return
	}
	for _, in := range p.Instances {
		if x := in.Vars["$x"]; x == nil || x.String() != "string[4]" {
			t.Errorf("$x is %v", x)
		}
		if y := in.Vars["$y"]; y == nil || y.String() != "string[8]" {
			t.Errorf("$y is %v", y)
		}
	}
}
