package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestEntryValues runs testdata/entry/*.bt on testdata/entryprog.c (built
// at -O0, where fact() stays recursive) and compares the output with
// NAME.out: entry(EXPR) in uretprobes.
func TestEntryValues(t *testing.T) {
	requireTracing(t)
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Fatalf("gcc is needed to build entryprog.c: %v", err)
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "entryprog")
	if out, err := exec.Command(gcc, "-O0", "-g", "-o", bin, "testdata/entryprog.c").CombinedOutput(); err != nil {
		t.Fatalf("build entryprog: %v\n%s", err, out)
	}
	files, _ := filepath.Glob("testdata/entry/*.bt")
	if len(files) == 0 {
		t.Fatal("no programs in testdata/entry")
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".bt")
		t.Run(name, func(t *testing.T) {
			script := filepath.Join(dir, name+".bt")
			text := strings.ReplaceAll(programText(t, file), "{{entryprog}}", bin)
			if err := os.WriteFile(script, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			want := programText(t, strings.TrimSuffix(file, ".bt")+".out")
			got := sonde(t, "-c", bin, script)
			if got.stdout != want || got.code != 0 {
				t.Errorf("sonde %s: exit %d\nstderr:\n%s\n%s", name, got.code, got.stderr, lineDiff(want, got.stdout))
			}
		})
	}
}
