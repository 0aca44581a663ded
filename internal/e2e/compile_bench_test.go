package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkCompileTools times `sonde --compat=0.17 --dry-run TOOL` as a
// process of its own, as bench/run's section 2 does (issue 10's goal: at
// most 10 ms each), for each of bpftrace's tools (SONDE_TOOLS_DIR, else
// /usr/sbin) that compiles here: a cold start each time, reading the
// libraries' symbols and the kernel's BTF again. Narrow it with -bench
// 'CompileTools/tcpdrop'.
func BenchmarkCompileTools(b *testing.B) {
	dir := os.Getenv("SONDE_TOOLS_DIR")
	if dir == "" {
		dir = "/usr/sbin"
	}
	tools, _ := filepath.Glob(filepath.Join(dir, "*.bt"))
	if len(tools) == 0 {
		b.Skipf("no bpftrace tools in %s", dir)
	}
	bin := sondeBinary(b)
	for _, tool := range tools {
		args := []string{"--compat=0.17", "--dry-run", tool}
		if exec.Command(bin, args...).Run() != nil {
			continue // does not compile here (a header, a missing function)
		}
		b.Run(strings.TrimSuffix(filepath.Base(tool), ".bt"), func(b *testing.B) {
			for b.Loop() {
				if out, err := exec.Command(bin, args...).CombinedOutput(); err != nil {
					b.Fatalf("%s: %v\n%s", tool, err, out)
				}
			}
		})
	}
}
