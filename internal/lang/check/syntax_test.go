package check_test

import (
	"testing"

	"sonde/internal/lang/check"
	"sonde/internal/lang/langtest"
	"sonde/internal/lang/types"
)

// TestNewerSyntaxErrors checks the located errors of newer bpftrace's
// syntax misused: bools, ?: with an empty middle, array casts.
func TestNewerSyntaxErrors(t *testing.T) {
	expectCheckError(t, `BEGIN { $s = "a"; $b = $s ?: 1; }`, `stdin:1:24: error: condition must be an integer, found string[2]`)
	expectCheckError(t, `BEGIN { $x = 1 ?: "a"; }`, `error: ternary branches have different types: int64 and string[2]`)
	expectCheckError(t, `BEGIN { $a = (uint8[4])1; $x = (uint64)$a; }`,
		"stdin:1:32: error: cannot cast uint8[4] (4 bytes) to uint64 (8 bytes)")
	expectCheckError(t, `BEGIN { $x = (bool)(1, 2); }`, `error: cannot cast (int64, int64) to bool`)
	expectCheckError(t, `BEGIN { $x = (uint8[16])1; }`, `error: cannot cast int64 to uint8[16]`)
	expectCheckError(t, `BEGIN { $x = gid(1); }`, `stdin:1:18: error: gid() takes no arguments`)
	expectCheckError(t, `BEGIN { $x = pidd(); }`, `stdin:1:14: error: unknown function pidd()`)
}

func TestBoolTypes(t *testing.T) {
	p := expectCheckOK(t, `BEGIN { let $b: bool = false; $c = (bool)1; @m[true] = $c; $d = 0 ?: true; }`)
	if m := p.Maps["@m"]; m == nil || m.Value.Kind != types.Bool || m.Key.Kind != types.Bool {
		t.Errorf("@m[true] = (bool)1: map %+v, want bool keys and values", m)
	}
}

func TestAddressOf(t *testing.T) {
	p := expectCheckOK(t, `BEGIN { $x = (uint32)1; $p = &$x; $y = *$p; }`)
	if v := p.Instances[0].Vars["$p"]; v == nil || v.String() != "uint32 *" {
		t.Errorf("&$x of a uint32: %v, want uint32 *", v)
	}
	expectCheckError(t, `BEGIN { $p = &pid; }`, `stdin:1:14: error: the address-of operator & takes a scratch variable`)
	expectCheckError(t, `BEGIN { $p = &$nope; }`, `stdin:1:15: error: undefined variable $nope`)
}

func TestMacroBareName(t *testing.T) {
	expectCheckOK(t, `macro one() { 1 } BEGIN { $x = one + one(); }`)
	expectCheckError(t, `macro inc(x) { x + 1 } BEGIN { $x = inc; }`, `stdin:1:37: error: macro inc takes 1 argument: it needs a call`)
}

// TestBoolResults checks newer bpftrace's bool results (its semantic
// analyser types comparisons, and operations on two bools, as bool; its
// runtime tests print !0 as true), and bpftrace 0.17's int64 without
// the option.
func TestBoolResults(t *testing.T) {
	src := `BEGIN { $a = 1 == 2; $b = !0; $c = 1 && 0; $d = true | false; $e = (1 < 2) + 1; $f = 3 ?: 1; }`
	want := map[string]string{"$a": "bool", "$b": "bool", "$c": "bool", "$d": "bool", "$e": "uint64", "$f": "int64"}
	p, diags := langtest.Check(src, check.Options{BoolResults: true})
	if diags != "" {
		t.Fatal(diags)
	}
	for v, w := range want {
		if got := p.Instances[0].Vars[v].String(); got != w {
			t.Errorf("BoolResults: %s is %s, want %s", v, got, w)
		}
	}
	p = expectCheckOK(t, src)
	for _, v := range []string{"$a", "$b", "$c"} {
		if got := p.Instances[0].Vars[v].String(); got != "int64" {
			t.Errorf("0.17: %s is %s, want int64", v, got)
		}
	}
}
