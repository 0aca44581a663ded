package check_test

import (
	"strings"
	"testing"

	"sonde/internal/lang/check"
	"sonde/internal/lang/langtest"
	"sonde/internal/lang/parser"
	"sonde/internal/lang/source"
)

// newest checks src by newest bpftrace's rules (as sonde runs without
// --compat=0.17) and returns the program and its diagnostics, rendered
// whole (carets, notes, help).
func newest(t *testing.T, src string) (*check.Program, string) {
	t.Helper()
	f := source.NewFile("stdin", src)
	p, diags := parser.Parse(f, parser.Options{})
	var prog *check.Program
	if !diags.HasErrors() {
		prog, diags = check.Check(f, p, check.Options{BoolResults: true, Newest: true, Env: langtest.Env{}})
	}
	var b strings.Builder
	source.Render(&b, f, diags)
	return prog, b.String()
}

// expectNewest checks src by newest's rules: its diagnostics hold each of
// want, or there are none when want is empty.
func expectNewest(t *testing.T, src string, want ...string) *check.Program {
	t.Helper()
	p, got := newest(t, src)
	for _, w := range want {
		if !strings.Contains(got, w) {
			t.Errorf("check %q:\n got: %s\nwant: %s", src, got, w)
		}
	}
	if len(want) == 0 && got != "" {
		t.Errorf("check %q: unexpected diagnostics:\n%s", src, got)
	}
	return p
}

// TestRecords checks records (newest bpftrace's (a=1, b="x"), PR #4947):
// their types, and the located errors of their misuse.
func TestRecords(t *testing.T) {
	p := expectNewest(t, `BEGIN { $r = (a=1, b="x"); $r = (b="yy", a=1000); @m[$r] = (c=$r.a, d=(e=2)); $t = $r.b; }`)
	in := p.Instances[0]
	if got := in.Vars["$r"].String(); got != "(a=int16, b=string[3])" {
		t.Errorf("$r = (a=1, b=\"x\") then (b=\"yy\", a=1000): %s, want (a=int16, b=string[3])", got)
	}
	if got := p.Maps["@m"].Value.String(); got != "(c=int64, d=(e=int64))" {
		t.Errorf("@m's values: %s, want (c=int64, d=(e=int64))", got)
	}
	expectNewest(t, `BEGIN { $r = (a=1, b="x"); print($r.c); }`,
		`stdin:1:34: error: record (a=int8, b=string[2]) has no field "c"`, `= help: its fields are "a", "b"`)
	expectNewest(t, `BEGIN { $r = (name=1); print($r.nme); }`, `= help: did you mean "name"?`)
	expectNewest(t, `BEGIN { $r = (a=1, b=2); $r = (a=1, c=2); }`,
		`stdin:1:26: error: type mismatch for $r: assigning (a=int8, c=int8), previously (a=int8, b=int8)`,
		`stdin:1:9: note: $r was first assigned (a=int8, b=int8) here`,
		`= help: a record keeps the fields it was first assigned ("a", "b"), in any order`)
	expectNewest(t, `BEGIN { @r = (a=1); @r = (1,); }`, `error: type mismatch for @r: assigning (int64), previously (a=int64)`)
	expectNewest(t, `BEGIN { $r = (a=1, a=2); }`, `stdin:1:22: error: record field "a" is given twice`)
	expectNewest(t, `BEGIN { $r = (a=1, 2); }`, `stdin:1:20: error: expected a record field (name = value), found "2"`,
		`= help: every element of a record is named: (a = 1, b = 2)`)
	expectNewest(t, `BEGIN { $r = (a=1); print($r.0); }`, `error: record (a=int8) has no field "0"`)
}

// TestTupleCompare checks == and != of tuples and records (newest
// bpftrace's docs/language.md, "Relational Operators": strings, integer
// arrays and tuples compare with == and !=).
func TestTupleCompare(t *testing.T) {
	p := expectNewest(t, `BEGIN { $a = (1, "x") == (2, "yy"); $b = (a=1, b=(2, 3)) != (b=(4, 5), a=(uint64)6); }`)
	if got := p.Instances[0].Vars["$a"].String(); got != "bool" {
		t.Errorf("(1, \"x\") == (2, \"yy\"): %s, want bool", got)
	}
	expectNewest(t, `BEGIN { $x = (1, 2) < (1, 3); }`, `stdin:1:14: error: tuples and records can only be compared with == and !=`)
	expectNewest(t, `BEGIN { $x = (1, 2) == (1, "a"); }`, `stdin:1:14: error: cannot compare (int8, int8) with (int8, string[2])`,
		`= help: tuples compare with tuples of as many elements`)
	expectNewest(t, `BEGIN { $x = (a=1) == (b=1); }`, `error: cannot compare (a=int8) with (b=int8)`)
}

// TestBlockScope checks newest bpftrace's block scoping of scratch
// variables (docs/migration_guide.md, "Added block scoping for scratch
// variables", #3367) and that --compat=0.17 (Newest off) keeps 0.17's
// variables of the whole probe.
func TestBlockScope(t *testing.T) {
	for _, src := range []string{
		`BEGIN { if (0) { $x = "hello"; } print(($x)); }`,
		`BEGIN { if (0) { $x = 1; } else { $x = 2; } print($x); }`,
		`BEGIN { while (1) { $i = 1; break; } print($i); }`,
		`BEGIN { for ($k : 0..3) { } print($k); }`,
		`BEGIN { unroll(2) { $u = 1; } $u += 1; }`,
		`BEGIN { { $b = 1; } $c = $b; }`,
		`BEGIN { $v = { let $in = 1; $in }; print($in); }`,
	} {
		_, got := newest(t, src)
		if !strings.Contains(got, "error: undefined or undeclared variable $") ||
			!strings.Contains(got, "= help: declare it before that block") {
			t.Errorf("check %q:\n got: %s\nwant an out-of-scope error with help", src, got)
		}
		if _, diags := langtest.Check(src, check.Options{}); diags != "" {
			t.Errorf("0.17's probe-wide variables: %q: %s", src, diags)
		}
	}
	expectNewest(t, `BEGIN { if (0) { $x = "hello"; } print(($x)); }`,
		`stdin:1:41: error: undefined or undeclared variable $x: it belongs to a block that has ended`,
		`stdin:1:18: note: $x is declared here, in that block`,
		`= help: declare it before that block (let $x; or $x = ...;) to use it after`)
	expectNewest(t, `BEGIN { let $x; if (0) { let $x = "hello"; } }`,
		`stdin:1:30: error: variable $x is already declared: a block cannot declare it again`,
		`stdin:1:13: note: $x is declared here`, `= help: assign it without let ($x = ...), or give this one another name`)
	for _, src := range []string{
		`BEGIN { $x = ""; if (0) { $x = "hello"; } print(($x)); }`,
		`BEGIN { let $x; if (0) { $x = "hello"; } print(($x)); }`,
		`BEGIN { let $x = ""; if (1) { $x = "a"; } else { $x = "b"; } print($x); }`,
		`BEGIN { $n = 0; for ($i : 0..3) { $n += $i; } while ($n > 0) { $n--; } print($n); }`,
		`BEGIN { if (1) { $a = 1; } if (1) { $a = 2; } }`,
		`BEGIN { let $z; print($z); }`,
	} {
		expectNewest(t, src)
	}
	// Sibling blocks' variables of one name are distinct: they may have
	// different types (0.17's one variable per probe may not).
	sib := `BEGIN { if (1) { $x = 1; $y = $x + 1; } else { $x = "s"; $y = $x; } for ($i : 0..2) { let $w: uint8 = 1; } for ($i : 0..2) { $w = "t"; } }`
	p := expectNewest(t, sib)
	in := p.Instances[0]
	if got := in.Vars["$x"].String() + " " + in.Vars["$x'1"].String(); got != "int8 string[2]" {
		t.Errorf("sibling $x: %s, want int8 string[2]", got)
	}
	if got := in.Vars["$w'1"].String(); got != "string[2]" {
		t.Errorf("the second loop's $w: %s, want string[2]", got)
	}
	if _, diags := langtest.Check(sib, check.Options{}); !strings.Contains(diags, "type mismatch for $x: assigning string[2], previously int64") {
		t.Errorf("0.17 keeps one $x per probe: %s", diags)
	}
}

// TestIntegerTypes checks newest bpftrace's integer typing (0.26's
// "Update integer and arithmetic type resolution", #5138): literals of
// the smallest signed type, signed differences, and variables growing to
// 64 bits under ++, -- and op=, and signed when assigned integers of both
// signs (but for literals ≥ 0, #5148); 0.17 keeps int64 literals,
// unsigned differences and a variable's first sign.
func TestIntegerTypes(t *testing.T) {
	src := `BEGIN { $a = 1; $b = -1; $c = 1000; $d = 0xffffffffffffffff; $e = (uint64)5 - (uint64)3; $f = (uint32)5 + 1;
		$g = 1; $g = -100000; $h = 0; $h++; $i = (uint8)1; $i += 1; $j = (uint8)1; $j--; let $k: uint8 = 1; $k++;
		$l = 1; $l = (uint64)2; $m = (uint64)1; $m = (int64)2; $n = (uint32)1; $n = 7; @o = (uint8)1; @o = -1; @p = 0; @p = (uint64)1; }`
	want := map[string]string{"$a": "int8", "$b": "int8", "$c": "int16", "$d": "uint64", "$e": "int64", "$f": "uint64",
		"$g": "int32", "$h": "int64", "$i": "uint64", "$j": "int64", "$k": "uint8",
		"$l": "uint64", "$m": "int64", "$n": "uint32"}
	// (uint64)5 - (uint64)3 casts both uint64s to int64, with newest's
	// warning once (bpftrace #5271 quotes it, once, for this expression).
	p := expectNewest(t, src, "stdin:1:67: warning: Expression of type: uint64 being cast to type: int64.",
		"= help: This may cause unexpected results. Use an explicit cast to suppress this warning.")
	if _, got := newest(t, src); strings.Count(got, "being cast to type") != 1 {
		t.Errorf("one subtraction of two uint64s warns once:\n%s", got)
	}
	for v, w := range want {
		if got := p.Instances[0].Vars[v].String(); got != w {
			t.Errorf("newest: %s is %s, want %s", v, got, w)
		}
	}
	for m, w := range map[string]string{"@o": "int64", "@p": "uint64"} {
		if got := p.Maps[m].Value.String(); got != w {
			t.Errorf("newest: %s holds %s, want %s", m, got, w)
		}
	}
	old, diags := langtest.Check(src, check.Options{})
	if diags != "" {
		t.Fatal(diags)
	}
	want017 := map[string]string{"$a": "int64", "$d": "int64", "$e": "uint64", "$h": "int64", "$i": "uint8", "$m": "uint64"}
	for v, w := range want017 {
		if got := old.Instances[0].Vars[v].String(); got != w {
			t.Errorf("0.17: %s is %s, want %s", v, got, w)
		}
	}
}

// A function's typed parameter keeps its type under ++ (as `let $k:
// uint8` does), and a scope error in a function's body names the user's
// variable, in its help too.
func TestFnScopeAndTypes(t *testing.T) {
	p := expectNewest(t, `fn inc($a: uint8): uint64 { $a++; return $a; } BEGIN { $r = inc(255); }`)
	for name, v := range p.Instances[0].Vars {
		if strings.HasSuffix(name, "a") && strings.Contains(name, "__") && v.String() != "uint8" {
			t.Errorf("parameter %s is %s, want uint8", name, v)
		}
	}
	_, got := newest(t, `fn f($a: int64): int64 { if ($a) { $c = 1; } return $c; } BEGIN { $r = f(1); }`)
	if !strings.Contains(got, "help: declare it before that block (let $c; or $c = ...;)") || strings.Contains(got, "__") {
		t.Errorf("scope error in a function:\n%s", got)
	}
}

// TestSubtractionWarning checks newest bpftrace's warning where a
// subtraction casts a uint64 operand to int64 (#5148's implicit casts,
// the text bpftrace #5271 quotes): not for literals, narrower integers or
// operands cast to int64, and not under --compat=0.17.
func TestSubtractionWarning(t *testing.T) {
	const w = "warning: Expression of type: uint64 being cast to type: int64."
	expectNewest(t, `BEGIN { $a = (uint64)7; $b = $a - 1; }`, "stdin:1:30: "+w)
	for _, src := range []string{
		`BEGIN { $a = (uint32)7; $b = $a - (uint32)1; }`,
		`BEGIN { $a = (uint64)7; $b = (int64)$a - 1; $c = $a + (uint64)1; }`,
		`BEGIN { $b = 10 - 3; }`,
	} {
		expectNewest(t, src)
	}
	if _, diags := langtest.Check(`BEGIN { $a = (uint64)7; $b = $a - $a; }`, check.Options{}); diags != "" {
		t.Errorf("0.17 has no such warning: %s", diags)
	}
}
