package parser

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden")

// TestGolden parses each testdata/*.bt and compares the AST dump (with
// positions) and the rendered diagnostics with testdata/*.golden.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.bt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden scripts: %v", err)
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			text, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			f := source.NewFile(filepath.Base(path), string(text))
			prog, diags := Parse(f, testOpts)
			var b bytes.Buffer
			if err := ast.FprintPositions(&b, f, prog); err != nil {
				t.Fatal(err)
			}
			if len(diags) > 0 {
				b.WriteString("---\n")
				source.Render(&b, f, diags)
			}
			golden := strings.TrimSuffix(path, ".bt") + ".golden"
			if *update {
				if err := os.WriteFile(golden, b.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if !bytes.Equal(b.Bytes(), want) {
				t.Errorf("%s differs from %s; got:\n%s", path, golden, b.String())
			}
		})
	}
}

// TestShippedTools parses every tool script the installed bpftrace ships:
// all must parse without a diagnostic.
func TestShippedTools(t *testing.T) {
	var files []string
	for _, dir := range []string{"/usr/sbin", "/usr/share/bpftrace/tools", "/usr/local/share/bpftrace/tools"} {
		m, _ := filepath.Glob(filepath.Join(dir, "*.bt"))
		files = append(files, m...)
	}
	if len(files) == 0 {
		t.Skip("bpftrace tools not installed")
	}
	for _, path := range files {
		text, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f := source.NewFile(path, string(text))
		for _, opts := range []Options{testOpts, {}} {
			prog, diags := Parse(f, opts)
			if len(diags) > 0 {
				var b bytes.Buffer
				source.Render(&b, f, diags)
				t.Errorf("%s (defines %v):\n%s", path, opts.Defines, b.String())
			}
			if len(prog.Probes) == 0 {
				t.Errorf("%s: no probes", path)
			}
		}
	}
	t.Logf("parsed %d tools", len(files))
}

// BenchmarkParse parses the largest test script.
func BenchmarkParse(b *testing.B) {
	text, err := os.ReadFile("testdata/features.bt")
	if err != nil {
		b.Fatal(err)
	}
	f := source.NewFile("features.bt", string(text))
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		Parse(f, testOpts)
	}
}
