package ftracecmd

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"sonde/internal/ftrace"
	"sonde/internal/kernel"
	"sonde/internal/testutil"
)

// The function tracers run in the Debian VM kernels (scripts/vmtest); this
// host lists the function tracer but refuses it (EPERM), so here the tests
// check the refusal line and that trace events still record.

// funcCaps is what this kernel's instances can do with the function tracers.
type funcCaps struct {
	refused    bool // the kernel lists function but refuses it (EPERM)
	function   bool // -p function runs in an instance
	graph      bool // -p function_graph runs in an instance
	graphFuncs bool // instances have set_graph_function
}

// probeFuncCaps probes once per test binary, cheaply: writing a filter
// does not start the tracer (which takes seconds in the VM).
func probeFuncCaps(t *testing.T) funcCaps {
	t.Helper()
	testutil.RequireKernel(t, testutil.Privileged())
	if _, err := kernel.EnsureTracefs(); err != nil {
		testutil.RequireKernel(t, "tracefs: "+err.Error())
	}
	capsOnce.Do(func() { caps, capsErr = readFuncCaps() })
	if capsErr != nil {
		t.Fatal(capsErr)
	}
	return caps
}

var (
	capsOnce sync.Once
	caps     funcCaps
	capsErr  error
)

func readFuncCaps() (funcCaps, error) {
	var c funcCaps
	s, err := ftrace.Open(ftrace.Options{})
	if err != nil {
		return c, err
	}
	defer s.Close()
	inst, _, err := s.Tracers()
	if err != nil {
		return c, err
	}
	c.graph = slices.Contains(inst, "function_graph")
	_, err = os.Stat(filepath.Join(s.Dir(), "set_graph_function"))
	c.graphFuncs = err == nil
	if slices.Contains(inst, "function") {
		err := s.SetFunctions("set_ftrace_filter", []string{"vfs_read"})
		var re *ftrace.RefusedError
		switch {
		case errors.As(err, &re):
			c.refused = true
		case err != nil:
			return c, err
		default:
			c.function = true
		}
	}
	return c, nil
}

// record runs sonde ftrace record with args, returning its exit code and
// stderr.
func runRecord(t *testing.T, args ...string) (int, string) {
	t.Helper()
	var stderr bytes.Buffer
	code := Main(append([]string{"record"}, args...), nil, &stderr, &stderr)
	return code, stderr.String()
}

func runReport(t *testing.T, args ...string) string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	if code := Main(append([]string{"report"}, args...), nil, &stdout, &stderr); code != 0 {
		t.Fatalf("report %v: exit %d\n%s", args, code, stderr.String())
	}
	return stdout.String()
}

// oneLine checks stderr is a single line holding every want.
func oneLine(t *testing.T, stderr string, want ...string) {
	t.Helper()
	if strings.Count(stderr, "\n") != 1 {
		t.Errorf("want one line, got:\n%s", stderr)
	}
	for _, w := range want {
		if !strings.Contains(stderr, w) {
			t.Errorf("%q missing from %q", w, stderr)
		}
	}
}

// The workload: busybox's dd in the VM, coreutils' here. It read(2)s
// /proc/version through vfs_read (cat may splice it instead).
var workload = []string{"--", "dd", "if=/proc/version", "of=/dev/null", "bs=64"}

// TestFunctionTracer records vfs_read with -p function -l: the report names
// it in every line, and with -O parent names its caller. Where the kernel
// refuses function tracing the refusal is one line saying so and pointing
// at trace events, which still record.
func TestFunctionTracer(t *testing.T) {
	caps := probeFuncCaps(t)
	dat := filepath.Join(t.TempDir(), "f.dat")
	code, stderr := runRecord(t, append([]string{"-p", "function", "-l", "vfs_read", "-o", dat}, workload...)...)
	if caps.refused {
		if os.Getenv("SONDE_KERNEL_MATRIX") != "" {
			t.Fatalf("the VM kernel refuses function tracing: %s", stderr)
		}
		if code != 1 {
			t.Errorf("exit %d, want 1", code)
		}
		oneLine(t, stderr, "-p function: this kernel refuses function tracing", "operation not permitted", "-e SYSTEM:EVENT")
		if _, err := os.Stat(dat); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("a refused record wrote %s (%v)", dat, err)
		}
		// What the line offers works.
		code, stderr = runRecord(t, append([]string{"-e", "syscalls:sys_enter_getppid", "-o", dat}, workload...)...)
		if code != 0 {
			t.Fatalf("record -e: exit %d: %s", code, stderr)
		}
		return
	}
	if !caps.function {
		testutil.RequireKernel(t, "no function tracer in instances")
	}
	if code != 0 {
		t.Fatalf("record: exit %d: %s", code, stderr)
	}
	lines := eventLines(runReport(t, dat))
	cat := 0
	for _, l := range lines {
		if !regexp.MustCompile(`function: +vfs_read$`).MatchString(l) {
			t.Errorf("not a vfs_read line: %q", l)
		}
		if strings.Contains(l, "cat-") {
			cat++
		}
	}
	if len(lines) == 0 {
		t.Error("no vfs_read calls recorded")
	}
	for _, l := range eventLines(runReport(t, "-O", "parent", dat)) {
		if !regexp.MustCompile(`function: +vfs_read <-- \w+$`).MatchString(l) {
			t.Errorf("no caller: %q", l)
		}
	}
	t.Logf("%d vfs_read calls, %d by cat", len(lines), cat)
}

// TestFunctionNotrace: -l 'vfs_*' -n vfs_read traces vfs_ functions but
// not vfs_read.
func TestFunctionNotrace(t *testing.T) {
	caps := probeFuncCaps(t)
	skipWithoutFunction(t, caps)
	dat := filepath.Join(t.TempDir(), "n.dat")
	if code, stderr := runRecord(t, append([]string{"-p", "function", "-l", "vfs_*", "-n", "vfs_read", "-o", dat}, workload...)...); code != 0 {
		t.Fatalf("record: exit %d: %s", code, stderr)
	}
	lines := eventLines(runReport(t, "-O", "parent", dat))
	if len(lines) == 0 {
		t.Fatal("no vfs_* calls recorded")
	}
	seen := map[string]bool{}
	for _, l := range lines {
		m := regexp.MustCompile(`function: +(\S+) <-- `).FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("not a function line: %q", l)
		}
		seen[m[1]] = true
		if m[1] == "vfs_read" {
			t.Errorf("-n vfs_read, yet: %q", l)
		}
		if !strings.HasPrefix(m[1], "vfs_") {
			t.Errorf("-l vfs_*, yet: %q", l)
		}
	}
	t.Logf("functions: %v", seen)
}

// TestFunctionGraph graphs vfs_read and the functions it calls with
// -p function_graph -l ...: entries nest by depth, leaves are one line
// with their duration, exits close with theirs. On a kernel whose
// instances have no function_graph (6.1) the refusal is one line.
func TestFunctionGraph(t *testing.T) {
	caps := probeFuncCaps(t)
	dat := filepath.Join(t.TempDir(), "g.dat")
	args := []string{"-p", "function_graph", "-l", "vfs_read", "-l", "rw_verify_area", "-l", "security_file_permission", "-l", "seq_read*", "-o", dat}
	code, stderr := runRecord(t, append(args, workload...)...)
	if !caps.graph {
		if caps.refused || !caps.function {
			if code == 0 {
				t.Fatalf("record succeeded without function tracing")
			}
			return // TestFunctionTracer checks the refusal
		}
		if code != 1 {
			t.Errorf("exit %d, want 1", code)
		}
		oneLine(t, stderr, "-p function_graph: this kernel runs function_graph only in the top-level buffer", "instances have: function")
		return
	}
	if code != 0 {
		t.Fatalf("record: exit %d: %s", code, stderr)
	}
	out := runReport(t, dat)
	nested := regexp.MustCompile(`funcgraph_entry: {19}\|  vfs_read\(\) \{$`)
	child := regexp.MustCompile(`funcgraph_entry: +[ +!#$] [0-9]+\.[0-9]{3} us +\|    (rw_verify_area|security_file_permission|seq_read\w*)\(\);$|funcgraph_entry: {19}\|    rw_verify_area\(\) \{$`)
	exit := regexp.MustCompile(`funcgraph_exit: +[ +!#$] [0-9]+\.[0-9]{3} us +\|  \}$`)
	var n [3]int
	for _, l := range eventLines(out) {
		switch {
		case nested.MatchString(l):
			n[0]++
		case child.MatchString(l):
			n[1]++
		case exit.MatchString(l):
			n[2]++
		}
	}
	if n[0] == 0 || n[1] == 0 || n[2] == 0 {
		t.Errorf("vfs_read() { %d, children %d, exits %d; report:\n%s", n[0], n[1], n[2], out)
	}
}

// TestGraphTopLevelOnly: -g and --max-graph-depth need files that 6.1 and
// 6.12 keep at the top level only; sonde says so rather than write them.
func TestGraphTopLevelOnly(t *testing.T) {
	caps := probeFuncCaps(t)
	skipWithoutFunction(t, caps)
	if caps.graphFuncs {
		t.Skip("this kernel's instances have set_graph_function")
	}
	want := "only in the top-level tracing directory"
	if !caps.graph {
		want = "runs function_graph only in the top-level buffer" // 6.1
	}
	for _, args := range [][]string{{"-g", "vfs_read"}, {"-p", "function_graph", "--max-graph-depth", "2"}} {
		code, stderr := runRecord(t, append(append(args, "-o", filepath.Join(t.TempDir(), "x.dat")), workload...)...)
		if code != 1 {
			t.Errorf("%v: exit %d, want 1", args, code)
		}
		oneLine(t, stderr, want, "sonde leaves")
	}
}

// TestBadNames: an unknown tracer lists the instance's; a function the
// kernel refuses is named (exit 2 both).
func TestBadNames(t *testing.T) {
	caps := probeFuncCaps(t)
	out := filepath.Join(t.TempDir(), "x.dat")
	code, stderr := runRecord(t, "-p", "bogus", "-o", out, "--", "true")
	if code != 2 {
		t.Errorf("-p bogus: exit %d, want 2", code)
	}
	oneLine(t, stderr, "-p bogus: unknown tracer", "instances have: ", "nop")
	if !caps.function {
		return
	}
	code, stderr = runRecord(t, "-p", "function", "-l", "vfs_read", "-l", "no_such_function_xyz", "-o", out, "--", "true")
	if code != 2 {
		t.Errorf("-l no_such_function_xyz: exit %d, want 2", code)
	}
	oneLine(t, stderr, "-l no_such_function_xyz: no traceable kernel function matches it")
}

// skipWithoutFunction skips a test of the function tracer where the kernel
// refuses it (TestFunctionTracer checks the refusal line there); the VM
// kernels have it.
func skipWithoutFunction(t *testing.T, caps funcCaps) {
	t.Helper()
	if caps.function {
		return
	}
	if os.Getenv("SONDE_KERNEL_MATRIX") != "" {
		t.Fatal("the VM kernel has no function tracer in instances")
	}
	t.Skip("this kernel refuses or lacks the function tracer (TestFunctionTracer checks the refusal)")
}

// eventLines drops report's blank and header lines.
func eventLines(out string) []string {
	var lines []string
	for _, l := range strings.Split(out, "\n") {
		if strings.TrimSpace(l) != "" && !strings.HasPrefix(l, "cpus=") {
			lines = append(lines, l)
		}
	}
	return lines
}

// TestFuncTraceCmdReads: trace-cmd report reads what sonde recorded with
// the function tracers on this kernel and prints what sonde ftrace report
// prints, line for line. In the VMs trace-cmd is the host's, copied in with
// its libraries by scripts/vmtest (SONDE_TRACECMD).
func TestFuncTraceCmdReads(t *testing.T) {
	caps := probeFuncCaps(t)
	skipWithoutFunction(t, caps)
	tc := traceCmd(t)
	tracer := []string{"-p", "function", "-l", "ksys_read", "-l", "vfs_read", "-l", "rw_verify_area", "-l", "security_file_permission"}
	if caps.graph {
		tracer = []string{"-p", "function_graph", "-l", "vfs_read", "-l", "rw_verify_area", "-l", "security_file_permission", "-l", "seq_read*"}
	}
	dat := filepath.Join(t.TempDir(), "tc.dat")
	if code, stderr := runRecord(t, append(append(tracer, "-o", dat), workload...)...); code != 0 {
		t.Fatalf("record: exit %d: %s", code, stderr)
	}
	for _, opt := range [][]string{nil, {"-O", "parent"}, {"-O", "fgraph:tailprint"}} {
		out, err := exec.Command(tc, append(append([]string{"report"}, opt...), "-i", dat)...).Output()
		if err != nil {
			t.Fatalf("trace-cmd report %v: %v", opt, err)
		}
		want := eventLines(string(out))
		got := eventLines(runReport(t, append(opt, dat)...))
		if len(want) == 0 {
			t.Fatalf("trace-cmd report %v printed no events", opt)
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%v: sonde ftrace report differs from trace-cmd report:\n%s", opt, lineDiff(want, got))
		}
		t.Logf("%s %v: %d lines alike", tracer[1], opt, len(want))
	}
}
