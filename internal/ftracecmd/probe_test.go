package ftracecmd

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"sonde/internal/ftrace"
	"sonde/internal/kernel"
	"sonde/internal/testutil"
)

// probeC is the uprobe fixture: work's two ints and string, and its
// local sum on line 8.
const probeC = `#include <stdio.h>
#include <stdlib.h>

int work(int a, int b, const char *s)
{
	int sum = a + b;
	sum += s[0];
	return sum;
}

__attribute__((noinline)) long opt(long x, long y)
{
	long z = x * y;
	__asm__ volatile("" : "+r"(z));
	return z + x;
}

int main(int argc, char **argv)
{
	int r = work(atoi(argv[1]), -3, argv[2]);
	printf("%d %ld\n", r, opt(r, argc));
	return 0;
}
`

// buildProbeFixture compiles probeC with gcc -g at -O0 and -O2.
func buildProbeFixture(t *testing.T) (o0, o2 string) {
	t.Helper()
	if _, err := exec.LookPath("gcc"); err != nil {
		testutil.RequireKernel(t, "gcc is not installed")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "prog.c")
	if err := os.WriteFile(src, []byte(probeC), 0o644); err != nil {
		t.Fatal(err)
	}
	o0, o2 = filepath.Join(dir, "prog"), filepath.Join(dir, "prog_o2")
	for _, b := range []struct{ out, opt string }{{o0, "-O0"}, {o2, "-O2"}} {
		if out, err := exec.Command("gcc", "-g", b.opt, "-o", b.out, src).CombinedOutput(); err != nil {
			t.Fatalf("gcc: %v\n%s", err, out)
		}
	}
	return o0, o2
}

// run runs `sonde ftrace ARGS...` and returns its exit code, stdout and
// stderr.
func run(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := Main(args, nil, &out, &errb)
	return code, out.String(), errb.String()
}

// removeProbes removes the sonde_probe events of the test, at its start
// (those a failed run left) and at its end.
func removeProbes(t *testing.T, names ...string) {
	t.Helper()
	rm := func() {
		for _, n := range names {
			run("probe", "remove", n)
		}
	}
	rm()
	t.Cleanup(rm)
}

// TestProbeUprobe defines a uprobe on a function with two ints and a
// string, and one on a source line with a local, all named by DWARF;
// records them while the program runs and checks the decoded fields
// (sonde's report and trace-cmd's); checks that probe list shows them
// and that stale-event cleanup leaves them, and removes them.
func TestProbeUprobe(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	prog, _ := buildProbeFixture(t)
	removeProbes(t, "work", "work_L8")

	code, out, stderr := run("probe", "add", "-x", prog, "work", "a", "b", "s")
	if code != 0 || !strings.Contains(out, "sonde_probe:work ") {
		t.Fatalf("probe add work: exit %d\n%s%s", code, out, stderr)
	}
	if code, out, stderr = run("probe", "add", "-x", prog, "prog.c:8", "sum", "a", "s"); code != 0 {
		t.Fatalf("probe add prog.c:8: exit %d\n%s%s", code, out, stderr)
	}
	code, out, _ = run("probe", "list")
	for _, want := range []string{
		"  sonde_probe:work               (on work+0x",
		"@prog.c:6 in " + prog + " with a b s)\n",
		"  sonde_probe:work_L8            (on work+0x",
		"@prog.c:8 in " + prog + " with sum a s)\n",
	} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("probe list: exit %d, no %q in\n%s", code, want, out)
		}
	}

	// A sonde that is gone left its temporary events; cleaning them up
	// keeps the persistent ones.
	if _, err := kernel.CleanupStaleEvents(); err != nil {
		t.Fatal(err)
	}
	if _, out, _ = run("probe", "list"); strings.Count(out, "sonde_probe:") != 2 {
		t.Fatalf("after CleanupStaleEvents, probe list:\n%s", out)
	}

	dat := filepath.Join(t.TempDir(), "trace.dat")
	code, _, stderr = run("record", "-e", "sonde_probe:work", "-e", "sonde_probe:work_L8", "-o", dat, "--", prog, "7", "hello")
	if code != 0 {
		t.Fatalf("record: exit %d\n%s", code, stderr)
	}
	code, out, stderr = run("report", dat)
	if code != 0 {
		t.Fatalf("report: exit %d\n%s", code, stderr)
	}
	for _, want := range []string{" work: ", " a=7 b=-3 s=\"hello\"\n", " work_L8: ", " sum=108 a=7 s=\"hello\"\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("report has no %q:\n%s", want, out)
		}
	}
	if n := strings.Count(out, "\n"); n != 3 {
		t.Errorf("report: %d lines, want cpus= and 2 events:\n%s", n, out)
	}
	if _, err := exec.LookPath("trace-cmd"); err == nil {
		tc, err := exec.Command("trace-cmd", "report", "-i", dat).CombinedOutput()
		if err != nil || !strings.Contains(string(tc), `a=7 b=-3 s="hello"`) || !strings.Contains(string(tc), `sum=108 a=7 s="hello"`) {
			t.Errorf("trace-cmd report: %v\n%s", err, tc)
		}
		// sonde's report prints the uprobes' print fmts as trace-cmd does.
		if tc, err := exec.Command("trace-cmd", "report", "-i", dat).Output(); err != nil || string(tc) != out {
			t.Errorf("trace-cmd report (%v):\n%s\nsonde ftrace report:\n%s", err, tc, out)
		}
	}

	if code, out, stderr = run("probe", "remove", "--all"); code != 0 || strings.Count(out, "Removed event: sonde_probe:") != 2 {
		t.Errorf("probe remove --all: exit %d\n%s%s", code, out, stderr)
	}
	if _, out, _ = run("probe", "list"); out != "" {
		t.Errorf("probe list after remove --all:\n%s", out)
	}
}

// TestProbeOptimized: gcc -O2 code, whose variables live in registers
// that location lists follow: opt's parameters at its entry (y in %si
// until imul overwrites it) and z on line 15.
func TestProbeOptimized(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	_, o2 := buildProbeFixture(t)
	removeProbes(t, "opt", "opt_L15", "opt_ret")
	for _, args := range [][]string{{"opt", "x", "y"}, {"prog.c:15", "z", "x"}, {"r:opt_ret opt ret=$retval:s64"}} {
		if code, out, stderr := run(append([]string{"probe", "add", "-x", o2}, args...)...); code != 0 {
			t.Fatalf("probe add %q: exit %d\n%s%s", args, code, out, stderr)
		}
	}
	dat := filepath.Join(t.TempDir(), "trace.dat")
	code, _, stderr := run("record", "-e", "sonde_probe:opt", "-e", "sonde_probe:opt_L15", "-e", "sonde_probe:opt_ret",
		"--probe", "-x "+o2+" opt%return $retval", "-o", dat, "--", o2, "7", "hello", "extra")
	if code != 0 {
		t.Fatalf("record: exit %d\n%s", code, stderr)
	}
	_, out, _ := run("report", dat)
	// work returns 7-3+'h' = 108; opt(108, argc 4).
	for _, want := range []string{" opt: ", " x=108 y=4\n", " opt_L15: ", " z=432 x=108\n", " opt_ret: ", " ret=540\n", " retval=540\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("report has no %q:\n%s", want, out)
		}
	}
}

// TestProbeBadInput: what sonde or the kernel refuses is one line and
// exit 2, the kernel's error_log text with the argument it points at.
func TestProbeBadInput(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	prog, o2 := buildProbeFixture(t)
	removeProbes(t, "work", "bad", "opt")
	nog := prog + "_nog" // no DWARF
	if out, err := exec.Command("gcc", "-O0", "-o", nog, filepath.Join(filepath.Dir(prog), "prog.c")).CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, out)
	}
	if code, out, stderr := run("probe", "add", "-x", prog, "work"); code != 0 {
		t.Fatalf("probe add: exit %d\n%s%s", code, out, stderr)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"add", "-x", prog, "nosuch"}, "unknown function nosuch in " + prog},
		{[]string{"add", "-x", prog + ".nosuch", "work"}, "unknown binary " + prog + ".nosuch: no such file or directory"},
		{[]string{"add", "-x", prog, "work", "nosuchvar"}, "no variable nosuchvar in scope at 0x"},
		{[]string{"add", "-x", prog, "prog.c:99"}, "no code for line 99 of prog.c"},
		{[]string{"add", "-x", prog, "p:bad work a=%zz:s32"}, `: Invalid register name at column `},
		{[]string{"add", "-x", prog, "p:other/bad work"}, "sonde defines events in group sonde_probe only"},
		{[]string{"add", "-x", prog, "work"}, "event sonde_probe:work exists already"},
		// -O2 computes z after opt's entry: its location list has no
		// entry there.
		{[]string{"add", "-x", o2, "opt", "z"}, "variable z at 0x"},
		{[]string{"add", "-x", nog, "work", "a"}, nog + " has no DWARF for 0x"},
		{[]string{"add", "-x", prog, "work", "$retval"}, "work: $retval is read at the return: work%return $retval"},
		{[]string{"add", "-x", prog, "work%return", "a"}, "work%return: only $retval is known at the return, not a"},
		{[]string{"remove", "kprobes:*"}, "kprobes:* is not sonde's"},
		{[]string{"remove", "nomatch"}, "no sonde probe matches nomatch"},
		{[]string{"frob"}, `unknown subcommand "frob"`},
	} {
		code, out, stderr := run(append([]string{"probe"}, c.args...)...)
		if code != 2 || out != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, c.want) {
			t.Errorf("%q: exit %d, %q%q; want exit 2, one line with %q", c.args, code, out, stderr, c.want)
		}
	}
	// The kernel's caret, moved onto sonde's line: the bad fetch arg.
	_, _, stderr := run("probe", "add", "-x", prog, "p:bad work a=%zz:s32")
	if !strings.Contains(stderr, `("a=%zz:s32")`) && !strings.Contains(stderr, `("%zz:s32")`) {
		t.Errorf("bad fetch arg: %q does not point at it", stderr)
	}
}

// TestProbeKprobe defines kprobes on do_sys_openat2, perf probe's way
// (parameters named by BTF) and kprobe_events' way (fetch args), and a
// return probe, records a cat of a file of the test's and checks the
// decoded fields. Kprobes exist in the VM kernels (scripts/vmtest); this
// host has none: the refusal is one line naming why.
func TestProbeKprobe(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	root, err := kernel.EnsureTracefs()
	if err != nil {
		testutil.RequireKernel(t, "tracefs: "+err.Error())
	}
	if _, err := os.Stat(filepath.Join(root, "kprobe_events")); err != nil {
		code, out, stderr := run("probe", "add", "p:sonde_openat do_sys_openat2 dfd=%di")
		if code != 1 || out != "" || stderr != "sonde ftrace probe: "+ftrace.ErrNoKprobes.Error()+"\n" {
			t.Errorf("without kprobes: exit %d, %q%q", code, out, stderr)
		}
		return
	}
	removeProbes(t, "do_sys_openat2", "do_sys_openat2__return", "sonde_openat", "sonde_openat_ret")
	for _, args := range [][]string{
		{"do_sys_openat2", "dfd", "filename"},
		{"do_sys_openat2%return", "$retval"},
		{"p:sonde_openat do_sys_openat2 dfd=%di:s32 path=+0(%si):string"},
		{"r:sonde_openat_ret", "do_sys_openat2", "ret=$retval:s64"},
	} {
		if code, out, stderr := run(append([]string{"probe", "add"}, args...)...); code != 0 {
			t.Fatalf("probe add %q: exit %d\n%s%s", args, code, out, stderr)
		}
	}
	code, out, _ := run("probe", "list")
	for _, want := range []string{
		"  sonde_probe:do_sys_openat2     (on do_sys_openat2 with dfd filename)\n",
		"  sonde_probe:sonde_openat       (on do_sys_openat2 with dfd path)\n",
		"  sonde_probe:sonde_openat_ret   (on do_sys_openat2%return with ret)\n",
		"  sonde_probe:do_sys_openat2__return (on do_sys_openat2%return with retval)\n",
	} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("probe list: no %q in\n%s", want, out)
		}
	}
	// Bad fetch args: the kernel's error_log.
	code, _, stderr := run("probe", "add", "p:sonde_bad do_sys_openat2 dfd=%zz")
	if code != 2 || !strings.Contains(stderr, "at column") {
		t.Errorf("bad fetch arg: exit %d, %q", code, stderr)
	}
	code, _, stderr = run("probe", "add", "p:sonde_nosym no_such_function_xyz")
	if code != 2 || !strings.Contains(stderr, `the kernel refused "p:sonde_probe/sonde_nosym no_such_function_xyz`) {
		t.Errorf("unknown symbol: exit %d, %q", code, stderr)
	}
	t.Logf("unknown symbol: %s", stderr)
	code, _, stderr = run("probe", "add", "no_such_function_xyz", "x")
	if code != 2 || !strings.Contains(stderr, "unknown function no_such_function_xyz") {
		t.Errorf("unknown function: exit %d, %q", code, stderr)
	}

	dir := t.TempDir()
	marker := filepath.Join(dir, "marker")
	if err := os.WriteFile(marker, []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	dat := filepath.Join(dir, "trace.dat")
	code, _, stderr = run("record", "-e", "sonde_probe:do_sys_openat2", "-e", "sonde_probe:do_sys_openat2__return", "-e", "sonde_probe:sonde_openat",
		"-e", "sonde_probe:sonde_openat_ret", "-o", dat, "--", "cat", marker)
	if code != 0 {
		t.Fatalf("record: exit %d\n%s", code, stderr)
	}
	code, out, stderr = run("report", dat)
	if code != 0 {
		t.Fatalf("report: exit %d\n%s", code, stderr)
	}
	var lines []string
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, "cat-") {
			lines = append(lines, l)
		}
	}
	have := strings.Join(lines, "\n")
	for _, want := range []string{
		fmt.Sprintf(" do_sys_openat2: ") + "",
		fmt.Sprintf("dfd=-100 filename=%q", marker),
		fmt.Sprintf("dfd=-100 path=%q", marker),
		" sonde_openat_ret: ",
		" do_sys_openat2__return: ",
		" retval=3",
	} {
		if !strings.Contains(have, want) {
			t.Errorf("report of cat's events has no %q:\n%s", want, have)
		}
	}
	// record --probe: a kprobe for the run only.
	code, _, stderr = run("record", "--probe", "p:tmpopen do_sys_openat2 path=+0(%si):string", "-o", dat, "--", "cat", marker)
	if code != 0 {
		t.Fatalf("record --probe: exit %d\n%s", code, stderr)
	}
	if _, out, _ = run("report", dat); !strings.Contains(out, " tmpopen: ") || !strings.Contains(out, fmt.Sprintf("path=%q\n", marker)) {
		t.Errorf("record --probe's report has no tmpopen of %s:\n%s", marker, out)
	}
	if left := ownProbes(t, os.Getpid()); len(left) > 0 {
		t.Errorf("record --probe left %v", left)
	}
	if code, out, stderr = run("probe", "remove", "sonde_probe:*openat*"); code != 0 || strings.Count(out, "Removed") != 4 {
		t.Errorf("probe remove: exit %d\n%s%s", code, out, stderr)
	}
}

// ownProbes returns this process's dynamic events in uprobe_events and
// kprobe_events (group sonde_<pid>_...).
func ownProbes(t *testing.T, pid int) []string {
	t.Helper()
	prefix := fmt.Sprintf("sonde_%d_", pid)
	evs, err := ftrace.Probes(func(g string) bool { return strings.HasPrefix(g, prefix) })
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range evs {
		out = append(out, e.Group+":"+e.Name)
	}
	return out
}

// TestRecordProbe: record --probe defines uprobes for the run only,
// records them with the events they name, and removes them.
func TestRecordProbe(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	prog, _ := buildProbeFixture(t)
	dat := filepath.Join(t.TempDir(), "trace.dat")
	code, _, stderr := run("record", "--probe", "-x "+prog+" work a b s", "--probe", "-x "+prog+" prog.c:8 sum",
		"-o", dat, "--", prog, "5", "xy")
	if code != 0 {
		t.Fatalf("record: exit %d\n%s", code, stderr)
	}
	if left := ownProbes(t, os.Getpid()); len(left) > 0 {
		t.Errorf("record left its probes: %v", left)
	}
	code, out, stderr := run("report", dat)
	if code != 0 {
		t.Fatalf("report: exit %d\n%s", code, stderr)
	}
	for _, want := range []string{" work: ", " a=5 b=-3 s=\"xy\"\n", " work_L8: ", " sum=122\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("report has no %q:\n%s", want, out)
		}
	}
	// A bad --probe is bad input, and leaves nothing behind.
	code, _, stderr = run("record", "--probe", "-x "+prog+" work a", "--probe", "-x "+prog+" work nosuchvar", "-o", dat, "--", "true")
	if code != 2 || !strings.Contains(stderr, "no variable nosuchvar") {
		t.Errorf("bad --probe: exit %d, %q", code, stderr)
	}
	if left := ownProbes(t, os.Getpid()); len(left) > 0 {
		t.Errorf("a failed record left its probes: %v", left)
	}
}

// TestRecordProbeKilled: the --probe events of a record killed by SIGKILL
// are removed by the next sonde's stale cleanup; probe add's stay.
func TestRecordProbeKilled(t *testing.T) {
	if prog := os.Getenv("SONDE_TEST_RECORD_PROBE"); prog != "" {
		// The helper: record until killed; "ready" once the probes exist.
		os.Exit(Main([]string{"record", "--probe", "-x " + prog + " work a", "-o", os.Getenv("SONDE_TEST_DAT"),
			"--", "sh", "-c", "echo ready; exec sleep 1000"}, nil, os.Stdout, os.Stderr))
	}
	testutil.RequireKernel(t, testutil.Privileged())
	prog, _ := buildProbeFixture(t)
	removeProbes(t, "work")
	if code, out, stderr := run("probe", "add", "-x", prog, "work", "a"); code != 0 {
		t.Fatalf("probe add: exit %d\n%s%s", code, out, stderr)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestRecordProbeKilled$")
	cmd.Env = append(os.Environ(), "SONDE_TEST_RECORD_PROBE="+prog, "SONDE_TEST_DAT="+filepath.Join(t.TempDir(), "t.dat"))
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || line != "ready\n" {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		cmd.Wait()
		t.Fatalf("helper: %q, %v", line, err)
	}
	if got := ownProbes(t, cmd.Process.Pid); len(got) != 1 {
		t.Errorf("while recording: %v, want its one probe", got)
	}
	syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	cmd.Wait()
	if got := ownProbes(t, cmd.Process.Pid); len(got) != 1 {
		t.Fatalf("after SIGKILL: %v, want the probe left behind", got)
	}
	if _, err := kernel.CleanupStaleEvents(); err != nil {
		t.Fatal(err)
	}
	if got := ownProbes(t, cmd.Process.Pid); len(got) != 0 {
		t.Errorf("after stale cleanup: %v left", got)
	}
	if _, list, _ := run("probe", "list"); !strings.Contains(list, "sonde_probe:work ") {
		t.Errorf("stale cleanup removed probe add's event:\n%s", list)
	}
}
