package check_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/btf"

	"sonde/internal/lang/ast"

	"sonde/internal/lang/check"
	"sonde/internal/lang/codegen"
	"sonde/internal/lang/langtest"
	"sonde/internal/lang/parser"
	"sonde/internal/lang/source"
	"sonde/internal/lang/types"
	_ "sonde/internal/probe" // registers the probe kinds langtest.Env resolves
	"sonde/internal/probe/point"
)

func checkSrc(t *testing.T, src string) (*check.Program, string) {
	t.Helper()
	return langtest.Check(src, check.Options{Positional: []string{"7", "abc"}})
}

func expectCheckError(t *testing.T, src, want string) {
	t.Helper()
	_, got := checkSrc(t, src)
	if !strings.Contains(got, want) {
		t.Errorf("check %q:\n got: %s\nwant: %s", src, got, want)
	}
}

// expectCheckNote checks that a diagnostic of src carries the located note want.
func expectCheckNote(t *testing.T, src, want string) { t.Helper(); expectCheckError(t, src, want) }

func expectCheckOK(t *testing.T, src string) *check.Program {
	t.Helper()
	p, got := checkSrc(t, src)
	if got != "" || p == nil {
		t.Errorf("check %q: unexpected diagnostics:\n%s", src, got)
	}
	return p
}

func TestErrors(t *testing.T) {
	expectCheckError(t, `BEGIN { @[pidd] = count(); }`, `stdin:1:11: error: unknown identifier "pidd"`)
	expectCheckError(t, `BEGIN { printf("%d\n", "str"); }`, `stdin:1:24: error: %d expects an integer, found string[4]`)
	expectCheckError(t, `BEGIN { printf("%d %d\n", 1); }`, `error: format has more conversions than arguments (1)`)
	expectCheckError(t, `BEGIN { @x = 1; @x = "a"; }`, `stdin:1:17: error: type mismatch for @x: assigning string[2], previously int64`)
	expectCheckError(t, `BEGIN { @x = count(); @x = sum(1); }`, `error: map @x holds count(), cannot also hold sum()`)
	expectCheckError(t, `BEGIN { $x = count(); }`, `stdin:1:14: error: count() must be assigned directly to a map`)
	expectCheckError(t, `BEGIN { print($y); }`, `stdin:1:15: error: undefined variable $y`)
	expectCheckError(t, `BEGIN { @a[1] = 1; @a = 2; }`, `error: map @a is used with a key elsewhere`)
	expectCheckError(t, `BEGIN { retval; }`, `error: retval is only available in return probes`)
	expectCheckError(t, `BEGIN { prinft("x"); }`, `stdin:1:9: error: unknown function prinft()`)
	expectCheckError(t, `tracepoint:syscalls:sys_enter_openat { print(args.filenam); }`, `has no argument "filenam"`)
	expectCheckError(t, `BEGIN { break; }`, `error: break outside of a loop`)
	expectCheckError(t, `BEGIN { @x = lhist(1, 0, 10, 0); }`, `lhist() step must be positive`)
	expectCheckError(t, `BEGIN { system("ls"); }`, `system() is unsafe`)
	expectCheckError(t, `foo:bar { }`, `stdin:1:1: error: unknown probe type "foo"`)
	expectCheckError(t, `BEGIN { @x = 1 / 0; }`, `division by zero`)
	expectCheckError(t, `BEGIN { print(args); }`, `stdin:1:15: error: args is not available in BEGIN probes`)
	expectCheckError(t, `kprobe:f { print(args); }`, `error: args is not available in kprobe probes`)
	expectCheckError(t, `kprobe:f { print(arg6); }`, `error: x86_64 doesn't support arg6`)
	expectCheckError(t, `tracepoint:syscalls:sys_enter_openat { @[args] = count(); }`, `stdin:1:42: error: cannot use args as a map key`)
	expectCheckError(t, `struct s { int a; } BEGIN { $p = (struct s *)0; printf("%d\n", *$p); }`, `error: cannot print struct s`)
}

// An error about a conflict with an earlier assignment or declaration
// points at it in a note.
func TestNotes(t *testing.T) {
	expectCheckNote(t, `BEGIN { @x = 1; @x = "a"; }`, `stdin:1:9: note: @x was first assigned int64 here`)
	expectCheckNote(t, `BEGIN { $x = 1; $x = "s"; }`, `stdin:1:9: note: $x was first assigned int64 here`)
	expectCheckNote(t, `BEGIN { $x = "s"; $x = 1; }`, `stdin:1:9: note: $x was first assigned string[2] here`)
	expectCheckNote(t, `BEGIN { @x = count(); } END { @x = sum(1); }`, `stdin:1:9: note: @x was first assigned count() here`)
	expectCheckNote(t, `BEGIN { @x = lhist(1, 0, 10, 1); @x = lhist(1, 0, 20, 1); }`, `stdin:1:9: note: @x was first assigned lhist() here`)
	expectCheckNote(t, `BEGIN { @a[1] = 1; @a = 2; }`, `stdin:1:12: note: @a was first used with a key of type int64 here`)
	expectCheckNote(t, `BEGIN { @a = 1; @a[2] = 2; }`, `stdin:1:9: note: @a was first assigned without a key here`)
	expectCheckNote(t, `BEGIN { @a[1] = 1; @a["s"] = 2; }`, `stdin:1:12: note: @a was first used with a key of type int64 here`)
	expectCheckNote(t, `BEGIN { @a[1, 2] = 1; print(@a["s"]); }`, `stdin:1:12: note: @a was first used with a key of type (int64, int64) here`)
	expectCheckNote(t, `BEGIN { @a = 1; print(@a[1]); }`, `stdin:1:9: note: @a was first assigned without a key here`)
	expectCheckNote(t, `BEGIN { @a[1] = 1; $y = @a; }`, `stdin:1:12: note: @a was first used with a key of type int64 here`)
	expectCheckNote(t, `let @a = hash(1); let @a = hash(2); BEGIN { @a = 1; }`, `stdin:1:1: note: @a was first declared here`)
	// The type that an assignment reading a map typed later could not
	// give comes from the next one.
	expectCheckNote(t, `BEGIN { @a = @b; @a = "s"; } END { @b = 1; }`, `stdin:1:18: note: @a was first assigned string[2] here`)
}

// Map declarations (newer bpftrace): the kind and size of a map.
func TestMapDecls(t *testing.T) {
	p := expectCheckOK(t, `let @a = lruhash(100); let @c = percpuarray(1); BEGIN { @a[pid] = 1; @c = count(); }`)
	if m := p.Maps["@a"]; !m.LRU || m.Entries != 100 {
		t.Errorf("@a: LRU %v, %d entries", m.LRU, m.Entries)
	}
	expectCheckError(t, `let @a = hsah(1); BEGIN { @a = 1; }`, `stdin:1:10: error: unknown map type "hsah"`)
	expectCheckError(t, `let @a = hash(0); BEGIN { @a = 1; }`, `stdin:1:15: error: map size must be a constant from 1 to 16777216`)
	expectCheckError(t, `let @a = hash(1); let @a = hash(2); BEGIN { @a = 1; }`, `stdin:1:19: error: map @a is declared twice`)
	expectCheckError(t, `let @a = percpuhash(8); BEGIN { @a[1] = 1; }`, `stdin:1:1: error: percpuhash keeps a value per CPU: @a must hold an aggregation such as count() or sum(), not int64`)
	expectCheckError(t, `let @a = percpuarray(8); BEGIN { @a[1] = count(); }`, `error: percpuarray is for a map without keys`)
	expectCheckError(t, `config = { max_map_keys = 0 } BEGIN { }`, `error: max_map_keys must be a positive number`)
	expectCheckError(t, `config = { perf_rb_pages = 0 } BEGIN { }`, `error: perf_rb_pages must be a positive number`)
}

// print(args) prints every argument by name: a tuple named "args".
func TestPrintArgs(t *testing.T) {
	p := expectCheckOK(t, `tracepoint:syscalls:sys_enter_openat { print(args); }`)
	for _, in := range p.Instances {
		for e, ty := range in.Types {
			if id, ok := e.(*ast.Ident); ok && id.Name == "args" {
				if ty.Kind != types.Tuple || ty.TupleName != "args" || len(ty.Fields) == 0 || ty.Fields[0].Name == "0" {
					t.Errorf("args: %s %+v", ty, ty.Fields)
				}
				return
			}
		}
	}
	t.Error("no type recorded for args")
}

// Structs copy: print() shows them, maps hold them as values and keys, and
// their layout follows C's, bit-fields included (offsets checked against gcc).
func TestStructValues(t *testing.T) {
	p := expectCheckOK(t, `struct s { int a; char b[3]; unsigned int x:3, y:30; short z:4; } BEGIN { $p = (struct s *)0; print(*$p); @k[*$p, 1] = count(); @v = *$p; $c = *$p; print($c.y); }`)
	if m := p.Maps["@k"]; m.Key.String() != "(struct s, int64)" {
		t.Errorf("@k key %s", m.Key)
	}
	s := p.Maps["@v"].Value
	want := []types.Field{
		{Name: "a", Type: types.I32},
		{Name: "b", Type: types.StringOf(3), Offset: 4},
		{Name: "x", Type: types.U32, Offset: 7, BitSize: 3},
		{Name: "y", Type: types.U32, Offset: 8, BitSize: 30},
		{Name: "z", Type: types.I16, Offset: 12, BitSize: 4}, // would cross a short boundary
	}
	if s.Size != 16 || len(s.Fields) != len(want) {
		t.Fatalf("struct s: size %d, %d fields", s.Size, len(s.Fields))
	}
	for i, f := range s.Fields {
		w := want[i]
		if f.Name != w.Name || !types.Equal(f.Type, w.Type) || f.Offset != w.Offset || f.BitOff != w.BitOff || f.BitSize != w.BitSize {
			t.Errorf("field %d: %+v, want %+v", i, f, w)
		}
	}
}

func TestHelp(t *testing.T) {
	f := source.NewFile("stdin", `BEGIN { @[pidd] = count(); }`)
	p, _ := parser.Parse(f, parser.Options{})
	_, diags := check.Check(f, p, check.Options{Env: langtest.Env{}})
	if len(diags) != 1 || diags[0].Help != `did you mean "pid"?` {
		t.Fatalf("got %+v", diags)
	}
}

func TestTypes(t *testing.T) {
	p := expectCheckOK(t, `tracepoint:syscalls:sys_enter_openat { @[comm, args.flags] = count(); @s = sum(args.flags); $x = str(args.filename); @last = $x; @t = (1, "ab"); printf("%s %d %d\n", $x, $1, pid); }`)
	if m := p.Maps["@"]; m.Key.String() != "(string[16], int64)" || m.Value.String() != "count_t" {
		t.Errorf("@: key %s value %s", m.Key, m.Value)
	}
	if m := p.Maps["@last"]; m.Value.String() != "string[64]" {
		t.Errorf("@last: %s", m.Value)
	}
	if m := p.Maps["@t"]; m.Value.String() != "(int64, string[3])" {
		t.Errorf("@t: %s", m.Value)
	}
	// A map used before its assignment in program order gets its type from the later assignment.
	expectCheckOK(t, `END { printf("%d\n", @x); } BEGIN { @x = 5; }`)
}

// A map assigned from an expression reading the map itself takes that
// expression's type; one that nothing else types is undefined.
func TestSelfReferentialMaps(t *testing.T) {
	p := expectCheckOK(t, `BEGIN { @x = @x + 1; @k[1, "a"] = @k[1, "a"] * 2 + 1; @d -= 3; @p = (int32 *)0; @p += 1; @a = @b + @a; @b = -1; @c = @c3; @c3 = @c2; @c2 = @c1; @c1 = "s"; }`)
	for name, want := range map[string]string{"@x": "uint64", "@k": "uint64", "@d": "uint64", "@p": "int32 *", "@a": "uint64", "@c": "string[2]"} {
		if m := p.Maps[name]; m.Value.String() != want {
			t.Errorf("%s: %s, want %s", name, m.Value, want)
		}
	}
	expectCheckError(t, `BEGIN { @x = @x; }`, `stdin:1:14: error: undefined map @x`)
	expectCheckError(t, `BEGIN { @x = (@x, 1); }`, `stdin:1:15: error: undefined map @x`)
	expectCheckError(t, `BEGIN { @s = @s + "a"; }`, `stdin:1:14: error: operator + needs integers, found uint64 and string[2]`)
	expectCheckOK(t, `BEGIN { @x = @x; @x = 1; }`)
	// A hist or stats map has no single value (it read as <invalid>).
	expectCheckError(t, `BEGIN { @b = hist(1); @a = @b; }`, `stdin:1:28: error: a map of hist() has no single value to read`)
	expectCheckError(t, `BEGIN { @b = stats(1); printf("%d\n", @b); }`, `error: a map of stats() has no single value to read`)
}

// A map read before its first assignment in program order, in a key, a
// tuple or another map's value, takes its type from the later assignment:
// no key or value keeps a type no pass learned (printed <invalid>).
func TestReadBeforeAssign(t *testing.T) {
	p := expectCheckOK(t, `BEGIN { @c[@n, comm] = count(); @t = (@n, @s); @y = ((@n, 1), @s); @x[@n, @s] = (@s, (@n, 2)); @k[@s] = 1; $v = (@n, @s); @q = $v; @n = @n + 1; @s = "abc"; }`)
	for name, want := range map[string]string{"@c": "(uint64, string[16])", "@k": "string[4]", "@x": "(uint64, string[4])"} {
		if m := p.Maps[name]; m.Key.String() != want {
			t.Errorf("%s: key %s, want %s", name, m.Key, want)
		}
	}
	for name, want := range map[string]string{"@t": "(uint64, string[4])", "@y": "((uint64, int64), string[4])", "@x": "(string[4], (uint64, int64))", "@q": "(uint64, string[4])"} {
		if m := p.Maps[name]; m.Value.String() != want {
			t.Errorf("%s: value %s, want %s", name, m.Value, want)
		}
	}
	p = expectCheckOK(t, `BEGIN { @j[@n]++; @k[@n, @s]--; @n = 2; @s = "x"; @j[@n]++; }`)
	if p.Maps["@j"].Key.String() != "int64" || p.Maps["@k"].Key.String() != "(int64, string[2])" {
		t.Errorf("++ and -- keys: %s, %s", p.Maps["@j"].Key, p.Maps["@k"].Key)
	}
	// Across probes, and through a chain of maps typed in reverse order.
	p = expectCheckOK(t, `BEGIN { @a[@b, @s] = (@c, 1); } END { @b = 7; @s = comm; @c = @d; @d = (1, "s"); }`)
	if m := p.Maps["@a"]; m.Key.String() != "(int64, string[16])" || m.Value.String() != "((int64, string[2]), int64)" {
		t.Errorf("@a: %s -> %s", m.Key, m.Value)
	}
}

func TestMacros(t *testing.T) {
	expectCheckOK(t, `macro add($a, $b) { $a + $b } macro bump(@m) { @m++; } BEGIN { @x = 1; bump(@x); $v = add(1, add(2, 3)); print($v); }`)
	expectCheckError(t, `macro one($a) { $a } BEGIN { one(1, 2); }`, `stdin:1:30: error: macro one takes 1 argument, found 2`)
	expectCheckError(t, `macro m(@a) { @a } BEGIN { m(1); }`, `error: macro m: parameter @a needs a map such as @x`)
	expectCheckError(t, `macro r($a) { r($a) } BEGIN { r(1); }`, `expansion nested too deeply`)
	// The macro's own variables do not leak into the caller.
	expectCheckError(t, `macro m() { $inner = 1; $inner } BEGIN { m(); print($inner); }`, `undefined variable $inner`)
}

func TestGetopt(t *testing.T) {
	p, diags := langtest.Check(`BEGIN { $n = getopt("n", 10); $s = getopt("who", "me"); $f = getopt("v"); }`,
		check.Options{Named: map[string]string{"n": "42", "v": "true"}})
	if p == nil {
		t.Fatal(diags)
	}
	got := map[string]string{}
	for e, v := range p.Instances[0].Consts {
		if c, ok := e.(*ast.CallExpr); ok && c.Func == "getopt" {
			got[c.Args[0].(*ast.StrLit).Value] = fmt.Sprint(v)
		}
	}
	for e, v := range p.Instances[0].Strs {
		if c, ok := e.(*ast.CallExpr); ok && c.Func == "getopt" {
			got[c.Args[0].(*ast.StrLit).Value] = v
		}
	}
	if got["n"] != "42" || got["who"] != "me" || got["v"] != "1" {
		t.Errorf("getopt values: %v", got)
	}
	expectCheckError(t, `BEGIN { getopt(1); }`, `getopt() needs a parameter name as a string literal`)
}

func TestSkippedAttachPoint(t *testing.T) {
	// Newest bpftrace refuses a script with an attach point that names
	// nothing (#4097); config missing_probes = "warn" skips it with a
	// warning, as 0.17 does, and "ignore" silently.
	expectCheckError(t, `tracepoint:a:nosuch, tracepoint:a:b { }`, `stdin:1:1: error: tracepoint not found: tracepoint:a:nosuch`)
	p, got := checkSrc(t, `config = { missing_probes = "warn" } tracepoint:a:nosuch, tracepoint:a:b { }`)
	if p == nil || !strings.HasSuffix(got, `warning: tracepoint not found: tracepoint:a:nosuch (attach point skipped)`) {
		t.Errorf("got %q", got)
	}
	p, got = checkSrc(t, `config = { missing_probes = ignore } tracepoint:a:nosuch, tracepoint:a:b { }`)
	if p == nil || got != "" {
		t.Errorf("got %q", got)
	}
	expectCheckError(t, `config = { missing_probes = "skip" } BEGIN { }`, `error: invalid value "skip" for missing_probes`)
	expectCheckError(t, `config = { missing_probes = "ignore" } tracepoint:a:nosuch { }`, `error: tracepoint not found: tracepoint:a:nosuch`)
	expectCheckError(t, `tracepoint:a:nosuch { }`, `stdin:1:1: error: tracepoint not found: tracepoint:a:nosuch`)
	_, got = checkSrc(t, `tracepoint:a:b, foo:bar { }`)
	if !strings.Contains(got, `error: unknown probe type "foo"`) {
		t.Errorf("unknown provider must stay an error: %s", got)
	}
}

func TestBufNeedsLength(t *testing.T) {
	expectCheckError(t, `BEGIN { printf("%r\n", buf("hi")); }`, `stdin:1:24: error: buf() expects a length argument for non-array type string`)
	expectCheckError(t, `BEGIN { printf("%r\n", buf(1)); }`, `error: buf() expects a length argument for non-array type integer`)
	expectCheckOK(t, `struct S { int v[2]; } BEGIN { printf("%r\n", buf(((struct S *)0)->v)); }`)
	expectCheckError(t, `BEGIN { printf("%r\n", buf((1, 2), 2)); }`, `error: buf() expects an integer, string, or array argument but saw tuple`)
	expectCheckError(t, `struct S { int a; } BEGIN { printf("%r\n", buf(*(struct S *)0, 4)); }`, `but saw record`)
}

// Positional parameters are "7" and "abc" (checkSrc).
func TestPositionalStrings(t *testing.T) {
	expectCheckError(t, `BEGIN { printf("%s\n", $2); }`, `stdin:1:24: error: $2 used numerically but given "abc". Try using str($2).`)
	expectCheckError(t, `BEGIN { @[$2] = 1; }`, `error: $2 used numerically but given "abc"`)
	expectCheckError(t, `BEGIN { printf("%s\n", str($2 + 4)); }`,
		`stdin:1:28: error: only addition of a single constant less or equal to the length of $2 (which is 3) is allowed inside str()`)
	expectCheckError(t, `BEGIN { printf("%s\n", str($2 - 1)); }`, `the length of $2 (which is 3)`)
	expectCheckError(t, `BEGIN { printf("%s\n", str($3 + 1)); }`, `the length of $3 (which is 0)`)
	expectCheckError(t, `BEGIN { unroll($3) { } }`, `stdin:1:16: error: unroll minimum value is 1`)
	expectCheckError(t, `BEGIN { unroll(101) { } }`, `error: unroll maximum value is 100`)
	for src, want := range map[string]string{
		`BEGIN { @ = str($1); }`:     "7",
		`BEGIN { @ = str($2 + 1); }`: "bc",
		`BEGIN { @ = str($2 + 3); }`: "",
		`BEGIN { @ = str($3); }`:     "",
	} {
		p := expectCheckOK(t, src)
		if p == nil {
			continue
		}
		call := p.AST.Probes[0].Body.Stmts[0].(*ast.AssignStmt).RHS
		if got, ok := p.Instances[0].Strs[call]; !ok || got != want {
			t.Errorf("%s: str() is %q (%v), want %q", src, got, ok, want)
		}
	}
}

// TestDebugf: bpf_trace_printk's limits, as bpftrace 0.17 enforces them.
func TestDebugf(t *testing.T) {
	expectCheckError(t, `BEGIN { debugf("%d %d %d %d", 1, 2, 3, 4); }`, `error: debugf: Cannot use more than 3 conversion specifiers`)
	expectCheckError(t, `BEGIN { debugf("%c", 65); }`, `stdin:1:16: error: debugf() cannot format %c`)
	expectCheckError(t, `BEGIN { debugf("%.3d", 65); }`, `error: debugf() cannot format %.3d`)
	expectCheckError(t, `BEGIN { debugf("%s", kstack); }`, `error: debugf() cannot print kstack`)
	expectCheckError(t, `BEGIN { debugf("%d", 1); }`, `stdin:1:9: warning: The debugf() builtin is not recommended for production use.`)
}

func TestArrays(t *testing.T) {
	const a = `struct A { int x[4]; int y[2]; long z[4]; int *p[4]; } `
	expectCheckError(t, a+`BEGIN { $a = (struct A *)0; printf("%d\n", $a->x[4]); }`,
		`stdin:1:99: error: the index 4 is out of bounds for array of size 4`)
	expectCheckError(t, a+`BEGIN { $a = (struct A *)0; printf("%d\n", $a->x[-1]); }`, `error: the index -1 is out of bounds for array of size 4`)
	expectCheckError(t, `BEGIN { printf("%d\n", comm[16]); }`, `error: the index 16 is out of bounds for array of size 16`)
	expectCheckOK(t, `BEGIN { printf("%c\n", comm[15]); }`)
	expectCheckError(t, a+`BEGIN { $a = (struct A *)0; @ = $a->x == $a->y; }`,
		`error: only arrays of the same size support comparison operators, found int32[4] and int32[2]`)
	expectCheckError(t, a+`BEGIN { $a = (struct A *)0; @ = $a->x == $a->z; }`,
		`error: only arrays of the same sized integer support comparison operators, found int32[4] and int64[4]`)
	expectCheckError(t, a+`BEGIN { $a = (struct A *)0; @ = $a->x < $a->x; }`, `error: the < operator cannot be used on arrays`)
	expectCheckOK(t, a+`BEGIN { $a = (struct A *)0; @ = $a->x != $a->x; }`)
	p := expectCheckOK(t, a+`BEGIN { $a = (struct A *)0; @ = sizeof($a->p); @q = $a->p[1]; }`)
	if p != nil {
		if got := p.Maps["@q"].Value.String(); got != "int32 *" {
			t.Errorf("int *p[4]: element is %s, want int32 *", got)
		}
	}
}

func TestPton(t *testing.T) {
	expectCheckError(t, `BEGIN { $a = pton("1.2.3"); }`, `stdin:1:14: error: pton() expects a valid IPv4/IPv6 address, got 1.2.3`)
	expectCheckError(t, `BEGIN { $a = pton("::ffff:1.2.3.4"); }`, `pton() expects a valid IPv4/IPv6 address, got ::ffff:1.2.3.4`)
	expectCheckError(t, `BEGIN { $a = pton("fe80::1%eth0"); }`, `pton() expects a valid IPv4/IPv6 address`)
	expectCheckError(t, `BEGIN { $s = "1.2.3.4"; $a = pton($s); }`, `error: pton() expects a string literal`)
	for src, want := range map[string]string{
		`BEGIN { @ = pton("10.0.0.255"); }`: "uint8[4]",
		`BEGIN { @ = pton("fe80::1"); }`:    "uint8[16]",
	} {
		if p := expectCheckOK(t, src); p != nil && p.Maps["@"].Value.String() != want {
			t.Errorf("%s: %s, want %s", src, p.Maps["@"].Value, want)
		}
	}
}

func TestSignal(t *testing.T) {
	expectCheckError(t, `BEGIN { signal(9); }`, `error: signal() is unsafe`)
	unsafe := func(src, want string) {
		t.Helper()
		_, got := langtest.Check(src, check.Options{Unsafe: true})
		if !strings.Contains(got, want) {
			t.Errorf("check %q:\n got: %s\nwant: %s", src, got, want)
		}
	}
	unsafe(`BEGIN { signal(9); }`, `stdin:1:9: error: signal can not be used with "BEGIN" probes`)
	unsafe(`tracepoint:syscalls:sys_enter_getppid { signal("SIGFOO"); }`, `error: SIGFOO is not a valid signal`)
	unsafe(`tracepoint:syscalls:sys_enter_getppid { signal(65); }`, `error: 65 is not a valid signal, allowed range: [1,64]`)
	unsafe(`tracepoint:syscalls:sys_enter_getppid { @x = signal(9); }`, `error: signal() should not be used in an assignment or as a map key`)
}

func TestOverridePath(t *testing.T) {
	expectCheckError(t, `BEGIN { override(1); }`, `error: override() is unsafe`)
	_, got := langtest.Check(`BEGIN { override(1); }`, check.Options{Unsafe: true})
	if !strings.Contains(got, "stdin:1:9: error: override can only be used with kprobes") {
		t.Errorf("override in BEGIN: %s", got)
	}
	expectCheckError(t, `tracepoint:syscalls:sys_enter_openat { printf("%s\n", path(args.filename)); }`,
		`error: the path function can only be used with fentry, fexit and iter probes`)
}

// builtinEnv is langtest.Env with the kernel's and binaries' symbols,
// cgroups, and uprobes on /bin/true: every builtin can be compiled.
type builtinEnv struct{ langtest.Env }

func (builtinEnv) KernelSymbol(string) (uint64, error)               { return 0xffffffff82000000, nil }
func (builtinEnv) CgroupID(string) (uint64, error)                   { return 1, nil }
func (builtinEnv) UserSymbol(string, string) (uint64, uint64, error) { return 0x4010, 4, nil }

// KernelBTF finds no kernel types, but the per-CPU variable runqueues.
func (builtinEnv) KernelBTF() (point.KernelTypes, error) { return percpuBTF{}, nil }

type percpuBTF struct{}

func (percpuBTF) TypeByName(name string, _ any) error        { return fmt.Errorf("no type %s", name) }
func (percpuBTF) EnumValue(string) (*btf.Enum, uint64, bool) { return nil, 0, false }
func (percpuBTF) FuncID(string) (btf.TypeID, bool)           { return 0, false }
func (percpuBTF) VarID(name string) (btf.TypeID, bool)       { return 7, name == "runqueues" }

func (e builtinEnv) Resolve(attach string) ([]point.Target, error) {
	if fn, ok := strings.CutPrefix(attach, "uprobe:/bin/true:"); ok {
		return []point.Target{{Provider: "uprobe", Name: attach, Parts: []string{fn}, Path: "/bin/true"}}, nil
	}
	return e.Env.Resolve(attach)
}

func (e builtinEnv) Context(t point.Target) (*point.Context, error) {
	if t.Provider == "uprobe" {
		return &point.Context{ProgType: ebpf.Kprobe, ArgN: point.ArgsRegs, Regs: true, Func: true, User: true}, nil
	}
	return e.Env.Context(t)
}

// builtinScripts is a minimal script for each builtin function, in a
// probe where it is allowed.
var builtinScripts = map[string]string{
	"printf":      `BEGIN { printf("%d\n", 1); }`,
	"system":      `BEGIN { system("true"); }`,
	"cat":         `BEGIN { cat("/etc/hostname"); }`,
	"debugf":      `BEGIN { debugf("%d", 1); }`,
	"print":       `BEGIN { print(1); }`,
	"time":        `BEGIN { time(); }`,
	"strftime":    `BEGIN { $x = strftime("%H", nsecs); }`,
	"join":        `tracepoint:syscalls:sys_enter_execve { join(args.filename); }`,
	"exit":        `BEGIN { exit(); }`,
	"clear":       `BEGIN { @m[1] = 1; clear(@m); }`,
	"zero":        `BEGIN { @m[1] = count(); zero(@m); }`,
	"delete":      `BEGIN { @m[1] = 1; delete(@m[1]); }`,
	"has_key":     `BEGIN { @m[1] = 1; $x = has_key(@m, 1); }`,
	"len":         `BEGIN { @m[1] = 1; $x = len(@m); }`,
	"str":         `tracepoint:syscalls:sys_enter_openat { $x = str(args.filename); }`,
	"buf":         `tracepoint:syscalls:sys_enter_openat { $x = buf(args.filename, 8); }`,
	"ksym":        `kprobe:f { $x = ksym(reg("ip")); }`,
	"usym":        `uprobe:/bin/true:main { $x = usym(reg("ip")); }`,
	"kaddr":       `BEGIN { $x = kaddr("jiffies"); }`,
	"uaddr":       `uprobe:/bin/true:main { $x = *uaddr("counter"); }`,
	"kstack":      `kprobe:f { $x = kstack(5); }`,
	"ustack":      `uprobe:/bin/true:main { $x = ustack(perf, 5); }`,
	"strncmp":     `BEGIN { $x = strncmp("ab", "ac", 1); }`,
	"strcontains": `BEGIN { $x = strcontains("ab", "b"); }`,
	"reg":         `kprobe:f { $x = reg("di"); }`,
	"cgroupid":    `BEGIN { $x = cgroupid("/sys/fs/cgroup"); }`,
	"cgroup_path": `BEGIN { $x = cgroup_path(1); }`,
	// sonde's container identity
	"container_id":  `BEGIN { @[container_id()] = count(); }`,
	"pod_uid":       `BEGIN { $x = pod_uid(cgroup); }`,
	"pod_name":      `BEGIN { $x = pod_name(1); }`,
	"pod_namespace": `BEGIN { print(pod_namespace()); }`,
	"signal":        `kprobe:f { signal("KILL"); }`,
	"override":      `kprobe:f { override(-1); }`,
	"path":          `struct sk_buff { int len; } struct net_device { int i; } fentry:f { $x = path(args.skb); }`,
	"unwatch":       `BEGIN { unwatch(0); }`,
	"skboutput":     `struct sk_buff { int len; } struct net_device { int i; } fentry:f { $r = skboutput("a.pcap", args.skb, 64, 0); }`,
	"strerror":      `BEGIN { $x = strerror(1); }`,
	"macaddr":       `kprobe:f { $x = macaddr(arg0); }`,
	"ntop":          `BEGIN { $x = ntop(0x0100007f); }`,
	"pton":          `BEGIN { $x = pton("127.0.0.1"); }`,
	"getopt":        `BEGIN { $x = getopt("n", 1); }`,
	"uptr":          `kprobe:f { $x = *uptr(arg0); }`,
	"kptr":          `kprobe:f { $x = *kptr(arg0); }`,
	"bswap":         `BEGIN { $x = bswap((uint16)1); }`,
	"count":         `BEGIN { @x = count(); }`,
	"sum":           `BEGIN { @x = sum(1); }`,
	"avg":           `BEGIN { @x = avg(1); }`,
	"min":           `BEGIN { @x = min(1); }`,
	"max":           `BEGIN { @x = max(1); }`,
	"stats":         `BEGIN { @x = stats(1); }`,
	"hist":          `BEGIN { @x = hist(1, 2); }`,
	"lhist":         `BEGIN { @x = lhist(1, 0, 10, 1); }`,
	"tseries":       `BEGIN { @x = tseries(1, 100ms, 10, "max"); }`,
	// newest bpftrace's
	"errorf":        `BEGIN { errorf("bad %d", 1); }`,
	"warnf":         `BEGIN { warnf("odd %s", "x"); }`,
	"nsecs":         `BEGIN { $x = nsecs(tai); }`,
	"pid":           `BEGIN { $x = pid(init); }`,
	"tid":           `BEGIN { $x = tid(curr_ns); }`,
	"pcomm":         `struct task_struct { struct task_struct *real_parent; char comm[16]; } BEGIN { $x = pcomm((struct task_struct *)0); }`,
	"signal_name":   `BEGIN { print(signal_name(9)); }`,
	"syscall_name":  `BEGIN { print(syscall_name(0)); }`,
	"fail":          `BEGIN { if (0) { fail("never %d", 1); } }`,
	"assert":        `BEGIN { assert(1 == 1, "one"); }`,
	"leader_tid":    `struct task_struct { struct task_struct *group_leader; int pid; char comm[16]; } BEGIN { $x = leader_tid((struct task_struct *)0); }`,
	"leader_comm":   `struct task_struct { struct task_struct *group_leader; char comm[16]; } BEGIN { $x = leader_comm(); }`,
	"is_err":        `BEGIN { $x = is_err((int8 *)-1); }`,
	"container_of":  `struct S { int a; int b; } BEGIN { $x = container_of((int32 *)8, struct S, b); }`,
	"str_concat":    `BEGIN { $x = str_concat("a", "b"); }`,
	"comm":          `BEGIN { $x = comm(); }`,
	"percpu_kaddr":  `BEGIN { $x = percpu_kaddr("runqueues", 1); }`,
	"socket_cookie": `struct sock { int a; } fentry:f { $x = socket_cookie((struct sock *)args.skb); }`,
	"write_user":    `BEGIN { $x = write_user(0, "ab", 2); }`,
	"find":          `BEGIN { @m[1] = 2; $v = 0; $x = find(@m, 1, $v); }`,
	"dw_ustack":     `config = { unstable_dw_ustack = enable } uprobe:/bin/sh:f { @[dw_ustack(perf, 5)] = count(); }`,
	// sonde's extensions, from DTrace
	"llhist":      `BEGIN { @x = llhist(5, 10, 0, 2, 10); }`,
	"printa":      `BEGIN { @x[1] = count(); printa("%d %@d\n", @x); }`,
	"normalize":   `BEGIN { @x[1] = count(); normalize(@x, 2); }`,
	"trunc":       `BEGIN { @x[1] = count(); trunc(@x, 1); }`,
	"speculation": `BEGIN { $s = speculation(); }`,
	"speculate":   `BEGIN { speculate(1); printf("x\n"); }`,
	"commit":      `BEGIN { commit(1); }`,
	"discard":     `BEGIN { discard(1); }`,
	"entry":       `kretprobe:vfs_read { @ns = nsecs - entry(nsecs); }`,
}

// TestBuiltinsImplemented walks the builtin table: every function it
// advertises (in "did you mean" and the listing) checks and compiles in a
// minimal script, names are unique, and what is not advertised says so
// when compiled.
func TestBuiltinsImplemented(t *testing.T) {
	seen := map[string]bool{}
	for id := range check.Builtins {
		b := &check.Builtins[id]
		if id == 0 {
			continue
		}
		if b.Name == "" || seen[b.Name] {
			t.Errorf("builtin %d: name %q missing or repeated", id, b.Name)
			continue
		}
		seen[b.Name] = true
		if got := check.LookupBuiltin(b.Name); got != check.Builtin(id) {
			t.Errorf("LookupBuiltin(%q) = %d, want %d", b.Name, got, id)
		}
		src, ok := builtinScripts[b.Name]
		if !b.Advertised() {
			src = `BEGIN { ` + b.Name + `("x"); }`
		} else if !ok {
			t.Errorf("%s() has no test script", b.Name)
			continue
		}
		if !strings.Contains(src, b.Name+"(") {
			t.Errorf("%s(): the script does not call it: %s", b.Name, src)
		}
		prog, diags := langtest.Check(src, check.Options{Env: builtinEnv{}, Unsafe: true, MaxStrlen: 64, NCPUs: 2})
		if prog == nil || strings.Contains(diags, "error") {
			t.Errorf("%s(): check %s:\n%s", b.Name, src, diags)
			continue
		}
		_, gd := codegen.Generate(prog, codegen.Options{})
		switch {
		case !b.Advertised() && (len(gd) == 0 || !strings.Contains(gd[0].Msg, "not supported yet")):
			t.Errorf("%s() is not advertised, but compiles: %v", b.Name, gd)
		case b.Advertised() && len(gd) > 0:
			t.Errorf("%s() is advertised, but does not compile: %s: %v", b.Name, src, gd)
		}
	}
	var list strings.Builder
	check.ListBuiltins(&list)
	if n := strings.Count(list.String(), "\n"); n != len(builtinScripts)+len(check.BuiltinVarNames()) {
		t.Errorf("ListBuiltins lists %d names, the scripts %d and variables %d:\n%s", n, len(builtinScripts),
			len(check.BuiltinVarNames()), list.String())
	}
	if strings.Count(list.String(), "printf ") != 1 {
		t.Errorf("printf listed other than once:\n%s", list.String())
	}
}

// TestBuiltinVarsKnown: every builtin variable "did you mean" offers is
// one the checker knows.
func TestBuiltinVarsKnown(t *testing.T) {
	for _, v := range check.BuiltinVarNames() {
		src := `kprobe:f { $x = ` + v + `; }`
		switch v {
		case "args":
			src = `tracepoint:syscalls:sys_enter_openat { $x = args.dfd; }`
		case "retval":
			src = `kretprobe:f { $x = retval; }`
		}
		prog, diags := langtest.Check(src, check.Options{Env: builtinEnv{}, Child: true})
		if strings.Contains(diags, "unknown identifier") {
			t.Errorf("%s is a builtin variable the checker does not know: %s", v, diags)
		}
		if prog == nil || strings.Contains(diags, "error") {
			continue // ppid and curtask: the test environment has no kernel BTF
		}
		if _, gd := codegen.Generate(prog, codegen.Options{}); len(gd) > 0 {
			t.Errorf("%s is a builtin variable the code generator does not know: %v", v, gd)
		}
	}
	for id := range check.BuiltinVars {
		v := &check.BuiltinVars[id]
		if id == 0 {
			continue
		}
		name := v.Name
		if v.Indexed {
			name += "1"
		}
		if ref, ok := check.LookupBuiltinVar(name); !ok || ref.Var != check.BuiltinVar(id) {
			t.Errorf("LookupBuiltinVar(%q) = %v, want %d", name, ref, id)
		}
	}
}

func TestUnwatch(t *testing.T) {
	expectCheckOK(t, `BEGIN { @a = 1; unwatch(0); unwatch(@a + 8); }`)
	expectCheckError(t, `BEGIN { unwatch("a"); }`, `stdin:1:17: error: unwatch() only supports integer arguments (string provided)`)
	expectCheckError(t, `BEGIN { unwatch((int8 *)1); }`, `error: unwatch() only supports integer arguments (pointer provided)`)
	expectCheckError(t, `BEGIN { unwatch(); }`, `stdin:1:9: error: unwatch() takes 1 argument, found 0`)
	expectCheckError(t, `BEGIN { $x = unwatch(1); }`, `error:`)
	f := source.NewFile("stdin", `BEGIN { unwach(1); }`)
	p, _ := parser.Parse(f, parser.Options{})
	if _, diags := check.Check(f, p, check.Options{Env: langtest.Env{}}); len(diags) != 1 || diags[0].Help != "did you mean unwatch()?" {
		t.Errorf("got %+v", diags)
	}
}

func TestSkbOutput(t *testing.T) {
	const defs = `struct sk_buff { unsigned int len; } struct net_device { int ifindex; } `
	p := expectCheckOK(t, defs+`fentry:dev_queue_xmit { $r = skboutput("a.pcap", args.skb, args.skb->len, 14); $s = skboutput("a.pcap", args.skb, 20, 0); @[skboutput("b.pcap", args.skb, 1, 0)] = count(); }`)
	if p != nil && (len(p.SkbOutputs) != 2 || p.SkbOutputs[0].Path != "a.pcap" || p.SkbOutputs[1].Path != "b.pcap") {
		t.Errorf("SkbOutputs: %+v", p.SkbOutputs)
	}
	expectCheckError(t, defs+`fentry:dev_queue_xmit { skboutput("a.pcap", args.skb, 1, 0); }`,
		`stdin:1:97: error: skboutput() should be assigned to a variable`)
	expectCheckError(t, defs+`fentry:dev_queue_xmit { $r = skboutput("a.pcap", args.sb_dev, 1, 0); }`,
		`stdin:1:122: error: skboutput() needs a struct sk_buff *, found struct net_device *`)
	expectCheckError(t, defs+`fentry:dev_queue_xmit { $p = "a"; $r = skboutput($p, args.skb, 1, 0); }`,
		`error: skboutput() path must be a string literal`)
	expectCheckError(t, defs+`fentry:dev_queue_xmit { $r = skboutput("a", args.skb, "x", 0); }`,
		`error: skboutput() length must be an integer, found string[2]`)
	expectCheckError(t, defs+`fentry:dev_queue_xmit { $r = skboutput("a", args.skb, 1, args.skb->len); }`,
		`error: skboutput() offset must be an integer constant from 0 to 65535`)
	expectCheckError(t, defs+`fentry:dev_queue_xmit { $r = skboutput("a", args.skb, 1); }`,
		`error: skboutput() takes 4 arguments (path, skb, length, offset), found 3`)
	expectCheckError(t, `kprobe:dev_queue_xmit { $r = skboutput("a", arg0, 1, 0); }`,
		`stdin:1:30: error: skboutput() can only be used with fentry and fexit probes, not "kprobe"`)
}

func TestReturnValue(t *testing.T) {
	const defs = `struct file { int f_flags; } `
	expectCheckOK(t, defs+`lsm:file_open { if (args.file->f_flags == 1) { return -1; } return 0; }`)
	expectCheckError(t, `BEGIN { return 1; }`, `stdin:1:16: error: return with a value is not supported in BEGIN probes`)
	expectCheckError(t, `kprobe:f { return -1; }`, `error: return with a value is not supported in kprobe probes`)
	expectCheckError(t, defs+`lsm:file_open { return 1; }`, `stdin:1:53: error: an lsm probe returns 0 (allow) or a negative errno from -1 to -4095 (deny), found 1`)
	expectCheckError(t, defs+`lsm:file_open { return "no"; }`, `error: an lsm probe returns an integer (0 allows, a negative errno denies), found string[3]`)
}

// TestConfig checks that the config block's settings reach the program
// typed, under either spelling of a key.
func TestConfig(t *testing.T) {
	for _, tt := range []struct {
		src  string
		want check.Config
	}{
		{`BEGIN { }`, check.Config{}},
		{`config = { max_map_keys = 7; print_maps_on_exit = false } BEGIN { }`, check.Config{MaxMapKeys: 7, NoPrintMapsOnExit: true}},
		{`config = { BPFTRACE_MAX_MAP_KEYS = 9; BPFTRACE_PRINT_MAPS_ON_EXIT = 0 } BEGIN { }`, check.Config{MaxMapKeys: 9, NoPrintMapsOnExit: true}},
		{`config = { print_maps_on_exit = true } BEGIN { }`, check.Config{}},
		{`config = { perf_rb_pages = 256 } BEGIN { }`, check.Config{PerfRbPages: 256}},
		{`config = { BPFTRACE_PERF_RB_PAGES = 8 } BEGIN { }`, check.Config{PerfRbPages: 8}},
	} {
		prog, diags := checkSrc(t, tt.src)
		if prog == nil || diags != "" {
			t.Errorf("check %q: %s", tt.src, diags)
			continue
		}
		if prog.Config != tt.want {
			t.Errorf("check %q: config %+v, want %+v", tt.src, prog.Config, tt.want)
		}
	}
}

// An enum constant used by name has its enum's type: %s prints it by name
// (newest bpftrace, #3515), %d and arithmetic as the number it always was.
func TestEnumConstantType(t *testing.T) {
	p, got := checkSrc(t, `enum E { A = 1, B }; BEGIN { $b = B; printf("%s %d %s %d\n", A, A, $b, $b + 1); }`)
	if p == nil || got != "" {
		t.Fatalf("got %q", got)
	}
	if et := p.EnumTypes["B"]; et == nil || et.Kind != types.Enum || et.Size != 8 {
		t.Errorf("type of B: %v", et)
	}
	expectCheckError(t, `enum E { A = 1 }; BEGIN { printf("%r\n", A); }`, `%r expects a buffer (buf()), found`)
}

// TestProbeFilterChecks checks that --probe-filter leaves the probes it
// does not match out of the program after checking them, as newest
// bpftrace compiles every probe before loading only the matched ones
// (#5011): an error in a filtered probe is reported.
func TestProbeFilterChecks(t *testing.T) {
	re := regexp.MustCompile("^interval:")
	src := `BEGIN { } interval:s:1 { @a = 1; } kprobe:f { @b = 1; } END { }`
	p, diags := langtest.Check(src, check.Options{ProbeFilter: re})
	if diags != "" {
		t.Fatalf("check: %s", diags)
	}
	var kept []string
	for _, in := range p.Instances {
		kept = append(kept, in.Targets[0].Name)
	}
	if got := strings.Join(kept, " "); got != "BEGIN interval:s:1 END" {
		t.Errorf("instances %q, want BEGIN interval:s:1 END", got)
	}
	if _, ok := p.Maps["@b"]; !ok {
		t.Errorf("the filtered probe's map @b is not typed: it was not checked")
	}
	_, diags = langtest.Check(`interval:s:1 { } kprobe:f { $x = 1; $x = "s"; }`, check.Options{ProbeFilter: re})
	if !strings.Contains(diags, "type mismatch for $x") {
		t.Errorf("an error in a filtered probe: %q", diags)
	}
}

// argN past a fentry function's parameters is refused here, not by the
// verifier (bpftrace 0.17 refuses argN on kfunc altogether).
func TestArgPastParameters(t *testing.T) {
	expectCheckOK(t, `fentry:f { print(arg1); }`)
	expectCheckError(t, `fentry:f { print(arg5); }`, `stdin:1:18: error: arg5: f has 2 parameters`)
	expectCheckError(t, `fexit:f { print(arg2); }`, `stdin:1:17: error: arg2: f has 2 parameters`)
	expectCheckError(t, `uprobe:/bin/sh:f { print(arg6); }`, `stdin:1:26: error: x86_64 doesn't support arg6`)
	expectCheckError(t, `uretprobe:/bin/sh:f { print(arg0); }`, `stdin:1:29: error: arg0 is not available in uretprobe probes`)
	expectCheckError(t, `kretprobe:f { print(arg0); }`, `stdin:1:21: error: arg0 is not available in kretprobe probes`)
}

// funcIPEnv is langtest's environment on a kernel whose uprobes have (or
// lack) bpf_get_func_ip.
type funcIPEnv struct {
	langtest.Env
	has bool
}

func (e funcIPEnv) Context(t point.Target) (*point.Context, error) {
	c, err := e.Env.Context(t)
	if c != nil && c.User {
		c.FuncIP = e.has
	}
	return c, err
}

// func at a uretprobe is the caller's under 0.17's rules and the probed
// function's, through bpf_get_func_ip, under newest's, which needs it.
func TestUretprobeFunc(t *testing.T) {
	const src = `uretprobe:/bin/sh:f { print(func); }`
	funcRef := func(p *check.Program) check.VarRef {
		for _, in := range p.Instances {
			for e, ref := range in.Idents {
				if e.Name == "func" {
					return ref
				}
			}
		}
		t.Fatal("no func in the program")
		return check.VarRef{}
	}
	for _, tt := range []struct {
		newest, has, want bool
		err               string
	}{
		{newest: false, has: false, want: false},
		{newest: true, has: true, want: true},
		{newest: true, has: false, err: `stdin:1:29: error: func is not available in uretprobe probes on kernels without bpf_get_func_ip for uprobes (Linux 6.6)`},
	} {
		p, got := langtest.Check(src, check.Options{Newest: tt.newest, Env: funcIPEnv{has: tt.has}})
		if tt.err != "" {
			if !strings.Contains(got, tt.err) {
				t.Errorf("newest=%v: got %q, want %q", tt.newest, got, tt.err)
			}
			continue
		}
		if got != "" {
			t.Fatalf("newest=%v: %s", tt.newest, got)
		}
		if ref := funcRef(p); ref.FuncIP != tt.want {
			t.Errorf("newest=%v has=%v: FuncIP %v, want %v", tt.newest, tt.has, ref.FuncIP, tt.want)
		}
	}
}

// floatRetEnv is langtest's environment where the user functions
// whose names start with "m" return a double (from DWARF, in the real provider); a
// script that does not read retval must not ask.
type floatRetEnv struct {
	langtest.Env
	t *testing.T
}

func (e floatRetEnv) Context(tg point.Target) (*point.Context, error) {
	c, err := e.Env.Context(tg)
	if c != nil && c.Retval && c.User {
		c.LazyRetFloat = func() point.FloatRet {
			if !strings.Contains(e.t.Name(), "/reads") {
				e.t.Errorf("the return type was asked for a script that reads no retval")
			}
			if len(tg.Parts) >= 2 && strings.HasPrefix(tg.Parts[1], "m") {
				return point.FloatRet{Type: "double", Reg: "xmm0", At: "uprobe:/bin/sh@m.c:9"}
			}
			return point.FloatRet{}
		}
	}
	return c, err
}

// retval of a function that returns a double is rax, as bpftrace reads
// it: a located warning under 0.17's rules, an error under newest's,
// with the statement probe that reads the value; only where retval is
// read, and only for the functions that return one, said once for all.
func TestUretprobeFloatRetval(t *testing.T) {
	const msg = "retval of measure is a double, returned in xmm0, which a uretprobe cannot read; retval here is rax"
	for _, tt := range []struct {
		name   string
		src    string
		newest bool
		want   string
	}{
		{"reads/newest", `uretprobe:/bin/sh:measure { print(retval); }`, true, "stdin:1:35: error: " + msg},
		{"reads/0.17", `uretprobe:/bin/sh:measure { print(retval); }`, false, "stdin:1:35: warning: " + msg},
		{"reads/int", `uretprobe:/bin/sh:weigh { print(retval); }`, true, ""},
		{"reads/both", `uretprobe:/bin/sh:weigh, uretprobe:/bin/sh:measure { @[probe] = sum(retval); }`, false, "stdin:1:69: warning: " + msg},
		{"reads/two", `uretprobe:/bin/sh:measure, uretprobe:/bin/sh:median, uretprobe:/bin/sh:weigh { $r = retval; }`, true,
			"stdin:1:85: error: retval of measure and 1 other function is a double, returned in xmm0, which a uretprobe cannot read; retval here is rax"},
		{"none", `uretprobe:/bin/sh:measure { print(comm); }`, true, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := source.NewFile("stdin", tt.src)
			p, diags := parser.Parse(f, parser.Options{})
			if diags.HasErrors() {
				t.Fatal(langtest.Short(f, diags))
			}
			_, cd := check.Check(f, p, check.Options{Newest: tt.newest, BoolResults: tt.newest, Env: floatRetEnv{t: t}})
			got := langtest.Short(f, cd)
			if tt.want == "" {
				if got != "" {
					t.Errorf("got %q, want nothing", got)
				}
				return
			}
			if got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
			if len(cd) == 1 && cd[0].Help != "read the value where the program keeps it, with a statement probe at the function's return: uprobe:/bin/sh@m.c:9 { print(locals); }" {
				t.Errorf("help %q", cd[0].Help)
			}
		})
	}
}
