package e2e

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sonde/internal/kernel"
)

// TestGolden runs the programs in testdata/golden, which use what bpftrace
// 0.17 cannot run (newer syntax and builtins, bpftrace 0.17 bugs), and
// compares their output with the hand-written NAME.out next to each. The
// directives are those of the diff programs, plus "// exit: N" for the
// expected exit code, "// min-kernel: 6.2" for a program that needs that
// kernel, and "// compat: 0.17" for a program whose expected
// output is 0.17's; the others print as newest bpftrace does.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/golden/*.bt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no programs in testdata/golden: %v", err)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".bt")
		t.Run(name, func(t *testing.T) {
			requireTracing(t)
			p, err := parseDiffProgram(file)
			if err != nil {
				t.Fatal(err)
			}
			if p.minKernel != "" {
				requireKernel(t, p.minKernel)
			}
			if p.knownBug != "" {
				knownBug(t, p.knownBug)
			}
			want := programText(t, strings.TrimSuffix(file, ".bt")+".out")
			args := append([]string{"--compat=" + cmp.Or(p.compat, "newest")}, p.commandLine(t)...)
			got := sonde(t, args...)
			if got.stdout != want || got.code != p.exit {
				t.Errorf("sonde %s: exit %d, want %d\nstderr:\n%s\n%s", strings.Join(args, " "), got.code, p.exit,
					got.stderr, lineDiff(want, got.stdout))
			}
			// NAME.err, where there is one, is the whole stderr.
			if wantErr, err := os.ReadFile(strings.TrimSuffix(file, ".bt") + ".err"); err == nil && got.stderr != string(wantErr) {
				t.Errorf("sonde %s: stderr:\n%s", strings.Join(args, " "), lineDiff(string(wantErr), got.stderr))
			}
		})
	}
}

// requireKernel skips t on kernels older than release ("6.2"): the
// feature a program needs came with it.
func requireKernel(t *testing.T, release string) {
	t.Helper()
	var wantMajor, wantMinor int
	if _, err := fmt.Sscanf(release, "%d.%d", &wantMajor, &wantMinor); err != nil {
		t.Fatalf("bad min-kernel %q: %v", release, err)
	}
	major, minor, ok := kernel.KernelVersion()
	if !ok {
		t.Fatal("cannot read the kernel's version")
	}
	if major < wantMajor || major == wantMajor && minor < wantMinor {
		t.Skipf("needs Linux %s or later; this is %d.%d", release, major, minor)
	}
}
