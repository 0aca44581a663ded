package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"sonde/internal/elfx/elfxtest"
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

// TestEntryValuesKernel: entry() in kretprobe and fexit probes, on what
// the workload's getppid calls run: every return finds its entry's time,
// argument and pid. This host has neither kprobes nor fentry;
// scripts/vmtest runs it on Debian's kernels.
func TestEntryValuesKernel(t *testing.T) {
	requireTracing(t)
	// kretprobe:__task_pid_nr_n* attaches through kprobe_multi where
	// the kernel has it, whose registers come from ftrace; the syscall
	// wrapper has no BTF, so fexit takes the function getppid calls.
	for _, p := range []struct{ fn, arg string }{
		{"kretprobe:__x64_sys_getppid", "arg0"},
		{"kretprobe:__task_pid_nr_n*", "arg0"},
		{"fexit:__task_pid_nr_ns", "(uint64)args.task"},
	} {
		kind, _, _ := strings.Cut(p.fn, ":")
		t.Run(p.fn, func(t *testing.T) {
			requireMatrixProvider(t, kind)
			script := p.fn + ` /pid == cpid/ {
	@calls++;
	@bad += (nsecs < entry(nsecs) || entry(` + p.arg + `) == 0 || entry(pid) != pid) ? 1 : 0;
}
END { printf("calls>=5 %d bad %d\n", @calls >= 5, @bad); clear(@calls); clear(@bad); }`
			got := sonde(t, "-e", script, "-c", workload(t)+" getppid 5")
			if want := "calls>=5 1 bad 0\n"; !strings.Contains(got.stdout, want) || got.code != 0 {
				t.Errorf("sonde -e %q: exit %d, want %q\nstdout:\n%s\nstderr:\n%s", script, got.code, want, got.stdout, got.stderr)
			}
		})
	}
}

// TestEntryValuesGo: entry() on a Go function's returns is refused with
// the reason: testdata/goentry's rec grows its goroutine's stack, which
// runs rec's entry twice for one call.
func TestEntryValuesGo(t *testing.T) {
	requireTracing(t)
	bin := elfxtest.GoIn(t, "goentry", "goentry")
	got := sonde(t, "-e", "uretprobe:"+bin+`:main.rec { printf("%d\n", entry(args.n)); }`, "-c", bin)
	if want := "error: entry() is not available here: Go functions' entries run again"; got.code != 2 || !strings.Contains(got.stderr, want) {
		t.Errorf("exit %d, want 2 and %q:\n%s", got.code, want, got.stderr)
	}
}
