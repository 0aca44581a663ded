package parser

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
)

// FuzzParse checks that no input makes the parser panic or hang, that
// diagnostics are bounded and sorted, and that every span lies inside the
// file.
func FuzzParse(f *testing.F) {
	seeds, _ := filepath.Glob("testdata/*.bt")
	tools, _ := filepath.Glob("/usr/sbin/*.bt") // bpftrace's tools, when installed
	seeds = append(seeds, tools...)
	for _, path := range seeds {
		if b, err := os.ReadFile(path); err == nil {
			f.Add(string(b))
		}
	}
	for _, s := range []string{
		"BEGIN { @x = ; }", "kprobe:f /pid/ { printf(\"%d\\n\", (int8)-$1); }",
		"#define F(x) F(x)\nBEGIN { F(1) }", "#if 0\n#else\nBEGIN{}\n#endif",
		"struct S { int a:3; char *b[4]; } enum E { A = 1 }", "config = { a = 1 }",
		"macro m($a) { $a } BEGIN { for ($i : 0..m(1)) { unroll(2) { break } } }",
		"uprobe:libc:cpp:\"ns::f*\" { $x = 'a' + 0x1_0 + 1e3; }",
		"BEGIN { if $a { $b = $a ?: 1s; } else if !$a { } while $a > true { $a--; } print((comm(), $s[$i], &$x, (uint64)(uint8[])1)); }",
		"greet=BEGIN { } t = interval:s:1, it:task { } self:signal:SIGUSR1 { }",
		"BEGIN { $p = container_of($q, struct S *, m.n); f(int, uint64, union U, enum E, unsigned long); }",
		"import \"testdata/fn.bt\"; fn f($a: int64, $s: string, $p: struct task_struct *): uint32 { if $a { return 1; } return f($a - 1, $s, $p); } fn g() { return; } BEGIN { g(); $x = f(1, \"s\", curtask); print(args.fn); }",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		file := source.NewFile("fuzz", src)
		prog, diags := Parse(file, Options{Defines: map[string]string{"BPFTRACE_HAVE_BTF": "1"}})
		if prog == nil {
			t.Fatal("nil program")
		}
		if n := len(diags); n > 10+1 { // +1: warnings are not counted
			errs := 0
			for _, d := range diags {
				if d.Severity == source.Error {
					errs++
				}
			}
			if errs > 10 {
				t.Fatalf("%d errors", errs)
			}
		}
		for i := 1; i < len(diags); i++ {
			if diags[i].Span.Lo < diags[i-1].Span.Lo {
				t.Fatalf("diagnostics not sorted")
			}
		}
		for _, d := range diags {
			// An imported file's spans lie in its own file of the set.
			if in := file.FileOf(d.Span.Lo); in.Offset(d.Span.Hi) > len(in.Text) || d.Span.Hi != 0 && d.Span.Hi < d.Span.Lo {
				t.Fatalf("diagnostic span %v outside file of %d bytes", d.Span, len(src))
			}
			if !utf8.ValidString(d.Msg) && utf8.ValidString(src) {
				t.Fatalf("invalid UTF-8 in message %q", d.Msg)
			}
			source.RenderOne(io.Discard, file, d)
		}
		if toks, _ := Tokens(file); len(toks) == 0 || toks[len(toks)-1].Kind != EOF {
			t.Fatal("token list does not end in EOF")
		}
		var b strings.Builder
		if err := ast.FprintPositions(&b, file, prog); err != nil {
			t.Fatal(err)
		}
		for _, p := range prog.Probes {
			for _, a := range p.Attach {
				in := file.FileOf(a.Pos())
				if got := in.Text[in.Offset(a.Pos()):in.Offset(a.End())]; got != a.Raw {
					t.Fatalf("attach point %q spans %q", a.Raw, got)
				}
			}
		}
	})
}
