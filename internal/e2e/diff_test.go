package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"sonde/internal/testutil"
)

// A diff program is a .bt file under testdata/diff whose leading comment
// lines may hold directives:
//
//	// args: 7 hello       positional parameters $1, $2, ...
//	// flags: -f json      extra command-line options
//	// cmd: getppid 5      run the workload with these arguments under -c
//	// prog: e2eprog       run this program instead of the workload under -c
//	                       (e2eprog or e2eprog-nopie, testdata/uprog.c)
//	// env: A=1 B=2        environment variables for both tracers
//	// files: a.h d/b.h    copy testdata/diff/include/a.h (d/b.h) beside the
//	                       script, and run both tracers in the script's
//	                       directory (bpftrace looks for "a.h" there)
//	// known-bug: reason   the program exposes a filed sonde bug
//	// exit: 3             the expected exit code (golden programs)
//	// min-kernel: 6.2     skip on older kernels, which lack what the program
//	                       needs (golden programs)
//	// compat: 0.17        run sonde with --compat=0.17 (golden programs:
//	                       they run as newest bpftrace prints otherwise;
//	                       diff programs always run with --compat=0.17)
type diffProgram struct {
	path     string
	args     []string
	flags    []string
	cmd      []string
	prog     string // "" (the workload), "e2eprog" or "e2eprog-nopie"
	knownBug string
	env      []string // NAME=VALUE pairs set for both tracers
	files    []string // headers under testdata/diff/include to copy
	exit     int      // expected exit code (golden programs only)
	compat   string   // --compat for sonde (golden programs only)
	// minKernel is the first Linux release ("6.2") whose kernel has what
	// the program needs (golden programs only); older kernels skip it.
	minKernel string
}

func parseDiffProgram(path string) (*diffProgram, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	p := &diffProgram{path: path}
	for _, line := range strings.Split(string(data), "\n") {
		rest, ok := strings.CutPrefix(line, "//")
		if !ok {
			break
		}
		key, val, ok := strings.Cut(strings.TrimSpace(rest), ":")
		if !ok {
			continue
		}
		val = strings.TrimSpace(val)
		switch key {
		case "args":
			p.args = strings.Fields(val)
		case "flags":
			p.flags = strings.Fields(val)
		case "cmd":
			p.cmd = strings.Fields(val)
		case "prog":
			p.prog = val
		case "exit":
			p.exit, err = strconv.Atoi(val)
			if err != nil {
				return nil, fmt.Errorf("%s: bad exit directive: %v", path, err)
			}
		case "env":
			p.env = strings.Fields(val)
		case "files":
			p.files = strings.Fields(val)
		case "known-bug":
			p.knownBug = val
		case "compat":
			p.compat = val
		case "min-kernel":
			p.minKernel = val
		}
	}
	return p, nil
}

// commandLine is the argument list both tracers take for p.
func (p *diffProgram) commandLine(t *testing.T) []string {
	for _, kv := range p.env {
		k, v, _ := strings.Cut(kv, "=")
		t.Setenv(k, v)
	}
	var args []string
	args = append(args, p.flags...)
	if len(p.cmd) > 0 {
		bin := workload(t)
		if p.prog != "" {
			bin = uprog(t, p.prog)
		}
		args = append(args, "-c", strings.Join(append([]string{bin}, p.cmd...), " "))
	}
	dir := t.TempDir()
	file := filepath.Join(dir, filepath.Base(p.path))
	if err := os.WriteFile(file, []byte(programText(t, p.path)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, name := range p.files {
		b, err := os.ReadFile(filepath.Join(filepath.Dir(p.path), "include", name))
		if err != nil {
			t.Fatal(err)
		}
		dst := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dst, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if len(p.files) > 0 {
		t.Chdir(dir)
	}
	args = append(args, file)
	return append(args, p.args...)
}

// TestDiff runs every program in testdata/diff under sonde and bpftrace and
// compares standard output byte for byte, and the exit codes.
func TestDiff(t *testing.T) {
	files, err := filepath.Glob("testdata/diff/*.bt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no programs in testdata/diff: %v", err)
	}
	if testutil.Privileged() == "" {
		// Warm up what sonde opens once per process (BTF, kallsyms,
		// tracefs), so that the leak check counts only per-run files.
		sonde(t, "-c", workload(t)+" getppid 1", "-e",
			`tracepoint:syscalls:sys_enter_getppid /pid == cpid/ { @[kstack] = count(); }`)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".bt")
		t.Run(name, func(t *testing.T) {
			requireTracing(t)
			before := openFDs()
			t.Cleanup(func() {
				if t.Failed() {
					after := openFDs()
					for fd, what := range after {
						if before[fd] != what {
							t.Logf("fd %s: %s", fd, what)
						}
					}
				}
			})
			testutil.CheckFDs(t) // runs before the cleanup above
			p, err := parseDiffProgram(file)
			if err != nil {
				t.Fatal(err)
			}
			if p.knownBug != "" {
				knownBug(t, p.knownBug)
			}
			args := p.commandLine(t)
			want := bpftrace(t, args...)
			for try := 1; try < 3 && want.code == 0 && strings.TrimSpace(want.stdout) == ""; try++ {
				// bpftrace printed nothing of the program (on a loaded
				// machine it can miss a short-lived -c command's
				// events): the reference is rerun, never sonde.
				t.Logf("bpftrace printed nothing, try %d: %s", try, want.stderr)
				want = bpftrace(t, args...)
			}
			// The reference is bpftrace 0.17: sonde prints as it does.
			args = append([]string{"--compat=0.17"}, args...)
			got := sonde(t, args...)
			if want.code != 0 || strings.TrimSpace(want.stdout) == "" {
				t.Fatalf("bpftrace failed on %s (exit %d): %s", file, want.code, want.stderr)
			}
			if got.stdout != want.stdout || got.code != want.code {
				t.Errorf("sonde %s: exit %d, want %d\nstderr:\n%s\n%s", strings.Join(args, " "), got.code, want.code,
					got.stderr, lineDiff(want.stdout, got.stdout))
			}
		})
	}
}

// lineDiff shows two outputs side by side at the first differing line.
func lineDiff(want, got string) string {
	w, g := strings.SplitAfter(want, "\n"), strings.SplitAfter(got, "\n")
	i := 0
	for i < len(w) && i < len(g) && w[i] == g[i] {
		i++
	}
	var b strings.Builder
	b.WriteString(fmt.Sprintf("first difference at line %d\n", i+1))
	b.WriteString("--- want\n" + quoteLines(w[i:]) + "+++ sonde\n" + quoteLines(g[i:]))
	return b.String()
}

func quoteLines(lines []string) string {
	var b strings.Builder
	for n, l := range lines {
		if n == 12 {
			b.WriteString("  ...\n")
			break
		}
		b.WriteString("  " + strings.TrimSuffix(strings.ReplaceAll(l, "\t", "\\t"), "\n"))
		if !strings.HasSuffix(l, "\n") && l != "" {
			b.WriteString("  (no newline)")
		}
		b.WriteString("\n")
	}
	return b.String()
}

// TestListDiff compares -l and -lv for tracepoint patterns and kernel types
// with bpftrace.
// (bpftrace 0.17 cannot list raw tracepoints, and lists software events as
// one "software:*:" line, so those are not compared.)
func TestListDiff(t *testing.T) {
	requireTracing(t)
	for _, pat := range []string{
		"tracepoint:syscalls:sys_enter_getpp*",
		"tracepoint:sched:sched_process_e*",
		"t:syscalls:sys_*_openat",
		"tracepoint:sock:*",
		"tracepoint:nosuchcategory:*",
		// Kernel types from BTF, printed as libbpf's dumper prints them.
		// Not 'enum *' (0.17 cannot read 64-bit enums and leaves them out)
		// nor -lv of a wide wildcard (0.17 prints a type that an earlier
		// one needed only once, with the earlier one).
		"struct path",
		"struct task_struct",
		"struct sk_buff",
		"union bpf_attr",
		"enum bpf_cmd",
		"struct pat*",
		"struct nosuchtype",
	} {
		for _, flag := range []string{"-l", "-lv"} {
			want := bpftrace(t, flag, pat)
			got := sonde(t, flag, pat)
			if got.stdout != want.stdout || got.code != want.code {
				t.Errorf("sonde %s %s: exit %d, want %d\n%s", flag, pat, got.code, want.code, lineDiff(want.stdout, got.stdout))
			}
		}
	}
	for _, pat := range []string{"struct *", "union *"} {
		want := bpftrace(t, "-l", pat)
		got := sonde(t, "-l", pat)
		if got.stdout != want.stdout || got.code != want.code {
			t.Errorf("sonde -l %s: exit %d, want %d\n%s", pat, got.code, want.code, lineDiff(want.stdout, got.stdout))
		}
	}
}
