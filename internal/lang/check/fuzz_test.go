package check_test

import (
	"os"
	"path/filepath"
	"testing"

	"sonde/internal/lang/check"
	"sonde/internal/lang/codegen"
	"sonde/internal/lang/langtest"
)

// FuzzCheck feeds arbitrary programs through the parser, the checker and the
// code generator: whatever the input, none of them may panic.
func FuzzCheck(f *testing.F) {
	seeds, _ := filepath.Glob("../codegen/testdata/*.bt")
	for _, s := range seeds {
		b, _ := os.ReadFile(s)
		f.Add(string(b))
	}
	for _, s := range []string{
		`BEGIN { @[pid, comm] = count(); $x = (1, "a"); print($x.1); }`,
		`tracepoint:syscalls:sys_enter_openat /args.flags & 1/ { @h = hist(args.flags); @l = lhist(args.dfd, 0, 100, 10); }`,
		`kprobe:f { @s[kstack] = sum(arg0); } kretprobe:f { @r = stats(retval); }`,
		`BEGIN { $s = str(0); if ($s == "x") { exit(); } while ($i < 3) { $i++; } }`,
		`struct S { int a; char b[8]; } BEGIN { $p = (struct S *)0; print($p->a); }`,
		`struct S { int a:3, c:9; short d[2]; } BEGIN { $p = (struct S *)0; $c = *$p; print($c.d[1]); @k[*$p, 2] = count(); print(($p->d, 1)); }`,
		`fn f($a: int64, $s: string): int64 { if ($a > 1) { return f($a - 1, $s); } return $a; } fn g($p: struct S *) { @[$p] = count(); return; } fn h(): int64 { while (1) { return 2; } } BEGIN { print((f(1, "x"), h())); g(0); g(1, 2); }`,
		`BEGIN { $b = true; if $b { $x = $b ?: false; } while !$b { } @m[(bool)comm()] = (uint8[])pid(); $a = (uint8[4])(uint32)1; $i = 1; print(($a[$i], comm[$i], (uint32)$a, *&$i, 1s)); }`,
		`BEGIN { let $n; $r = (a=1, b="x", c=(d=2,)); $r = (c=(d=3), b="yy", a=1000); @m[$r] = (v=$r.c.d); if ($r == @m[$r].v) { } if ((1, "a") != ($n, $r.b)) { { $s = $r.a - 1; } $n++; } }`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		// bpftrace 0.17's rules, then newest's (block scoping, integer types).
		for _, newest := range []bool{false, true} {
			prog, _ := langtest.Check(src, check.Options{Positional: []string{"1", "x"}, NCPUs: 2, Newest: newest, BoolResults: newest})
			if prog != nil {
				codegen.Generate(prog, codegen.Options{})
			}
		}
	})
}
