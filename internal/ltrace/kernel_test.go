package ltrace

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"sonde/internal/testutil"
)

func TestMain(m *testing.M) {
	// The Go runtime opens its poller's descriptors on the first pipe;
	// open them now, not inside the first test that counts descriptors.
	if r, w, err := os.Pipe(); err == nil {
		r.Close()
		w.Close()
	}
	os.Exit(m.Run())
}

// build compiles testdata/NAME.c.
func build(t *testing.T, name string) string {
	t.Helper()
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("gcc not installed")
	}
	out := filepath.Join(t.TempDir(), name)
	if b, err := exec.Command("gcc", "-O0", "-o", out, filepath.Join("testdata", name+".c"), "-lpthread").CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, b)
	}
	return out
}

// sonde runs `sonde ltrace ARGS` in-process and returns the trace.
func sonde(t *testing.T, args ...string) string {
	t.Helper()
	devnull, err := os.OpenFile(os.DevNull, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer devnull.Close()
	var trace bytes.Buffer
	if rc := Main(args, devnull, devnull, &trace); rc != 0 {
		t.Fatalf("sonde ltrace %q: exit %d\n%s", args, rc, trace.String())
	}
	return trace.String()
}

// ltrace runs the real ltrace, skipping the test when it is missing.
func ltrace(t *testing.T, args ...string) string {
	t.Helper()
	if _, err := exec.LookPath("ltrace"); err != nil {
		t.Skip("ltrace not installed (Debian package ltrace)")
	}
	cmd := exec.Command("ltrace", args...)
	var trace bytes.Buffer
	cmd.Stderr = &trace
	if err := cmd.Run(); err != nil {
		if _, ok := err.(*exec.ExitError); !ok {
			t.Fatalf("ltrace: %v", err)
		}
	}
	return trace.String()
}

var (
	addrRE = regexp.MustCompile(`0x[0-9a-f]{5,}`)
	pidRE  = regexp.MustCompile(`\[pid \d+\]`)
)

// exitRE matches ltrace's occasional "exit(1) = <void>": whether ltrace
// sees the process exit before its breakpoint on the return address
// varies from run to run; usually it prints "exit(1 <no return ...>".
var exitRE = regexp.MustCompile(`(?m)^(_?exit)\((\d+)\) +=` + ` <void>$`)

// mask hides addresses, keeping the column alignment.
func mask(s string) string {
	s = exitRE.ReplaceAllString(s, "$1($2 <no return ...>")
	return addrRE.ReplaceAllStringFunc(s, func(a string) string { return strings.Repeat("X", len(a)) })
}

func compare(t *testing.T, want, got string) {
	t.Helper()
	if mask(want) != mask(got) {
		t.Errorf("ltrace and sonde ltrace differ\nltrace:\n%s\nsonde:\n%s", want, got)
	}
}

func TestKernelCompare(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	for _, name := range []string{"calls", "nested"} {
		bin := build(t, name)
		compare(t, ltrace(t, bin), sonde(t, bin))
	}
}

func TestKernelFilter(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	bin := build(t, "calls")
	for _, e := range []string{"malloc+free", "*alloc", "str*+puts", "malloc@MAIN"} {
		compare(t, ltrace(t, "-e", e, bin), sonde(t, "-e", e, bin))
	}
}

// summaryCalls reads the function and calls columns of a -c table.
func summaryCalls(t *testing.T, s string) []string {
	t.Helper()
	var out []string
	for _, l := range strings.Split(s, "\n") {
		f := strings.Fields(l)
		// exit never returns; ltrace sometimes counts it anyway (see exitRE).
		if len(f) == 5 && f[4] != "function" && f[4] != "exit" {
			out = append(out, f[4]+" "+f[3])
		}
	}
	sort.Strings(out)
	if len(out) == 0 {
		t.Fatalf("no summary rows in\n%s", s)
	}
	return out
}

func TestKernelSummary(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	bin := build(t, "nested")
	want, got := ltrace(t, "-c", bin), sonde(t, "-c", bin)
	if w, g := strings.Join(summaryCalls(t, want), "\n"), strings.Join(summaryCalls(t, got), "\n"); w != g {
		t.Errorf("-c calls differ\nltrace:\n%s\nsonde:\n%s", want, got)
	}
	if !strings.HasPrefix(got, "% time     seconds  usecs/call     calls      function\n------ ") {
		t.Errorf("-c header:\n%s", got)
	}
}

// calls reduces a -f trace to "ROLE NAME" per call and exit line, roles
// numbered by first appearance, without signals and timing-dependent
// splits.
func calls(s string) []string {
	roles := map[string]string{}
	var out []string
	for _, l := range strings.Split(strings.TrimSpace(s), "\n") {
		pid := pidRE.FindString(l)
		if pid == "" || strings.Contains(l, "--- SIG") {
			continue
		}
		if _, ok := roles[pid]; !ok {
			roles[pid] = string(rune('A' + len(roles)))
		}
		rest := strings.TrimSpace(strings.TrimPrefix(l, pid))
		switch {
		case strings.HasPrefix(rest, "<... "):
			rest = "resumed " + strings.Fields(rest)[1]
		case strings.HasPrefix(rest, "+++"):
		default:
			rest = rest[:strings.IndexByte(rest, '(')]
		}
		out = append(out, roles[pid]+" "+rest)
	}
	// Whether a call's line was split around other output depends on
	// timing: keep "resumed" only where the task has no entry for it (the
	// child's return from fork).
	seen := map[string]bool{}
	for _, l := range out {
		seen[l] = true
	}
	kept := out[:0]
	for _, l := range out {
		role, rest, _ := strings.Cut(l, " ")
		if f, ok := strings.CutPrefix(rest, "resumed "); ok && seen[role+" "+f] {
			continue
		}
		kept = append(kept, l)
	}
	sort.Strings(kept)
	return kept
}

func TestKernelFollowFork(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	bin := build(t, "fork")
	want, got := ltrace(t, "-f", bin), sonde(t, "-f", bin)
	w, g := strings.Join(calls(want), "\n"), strings.Join(calls(got), "\n")
	if w != g {
		t.Errorf("-f differs\nltrace:\n%s\nsonde:\n%s\n(ltrace reduced)\n%s\n(sonde reduced)\n%s", want, got, w, g)
	}
	if !strings.Contains(got, `puts("child"`) || !strings.Contains(got, "+++ exited (status 3) +++") {
		t.Errorf("the child is missing:\n%s", got)
	}
}

func TestKernelAttachPID(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	bin := build(t, "loop")
	cmd := exec.Command(bin)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	// Wait until the dynamic loader is done: libc is mapped.
	deadline := time.Now().Add(10 * time.Second)
	for {
		maps, _ := os.ReadFile("/proc/" + itoa(cmd.Process.Pid) + "/maps")
		if bytes.Contains(maps, []byte("libc.so")) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the program did not start")
		}
		time.Sleep(5 * time.Millisecond)
	}
	o, err := ParseArgs([]string{"-p", itoa(cmd.Process.Pid)})
	if err != nil {
		t.Fatal(err)
	}
	o.Attached = func() { stdin.Write([]byte("go\n")) }
	var trace bytes.Buffer
	done := make(chan error, 1)
	go func() { done <- Run(o, nil, nil, &trace) }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("sonde ltrace -p did not end when the process exited")
	}
	if err := cmd.Wait(); err != nil {
		t.Errorf("the traced process failed: %v", err)
	}
	got := trace.String()
	if n := strings.Count(got, "strlen(\"tick\")                                   = 4\n"); n != 50 {
		t.Errorf("%d strlen calls, want 50:\n%s", n, got)
	}
	if !strings.HasSuffix(got, "+++ exited (status 0) +++\n") {
		t.Errorf("no exit line:\n%s", got)
	}
}

func TestKernelTimeAndStrsize(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	bin := build(t, "calls")
	got := sonde(t, "-T", "-s", "8", "-e", "strdup+malloc", bin)
	re := regexp.MustCompile(`^calls->strdup\("a very l"\.\.\.\) += 0x[0-9a-f]+ <0\.\d{6}>$`)
	found := false
	for _, l := range strings.Split(got, "\n") {
		if re.MatchString(l) {
			found = true
		}
	}
	if !found {
		t.Errorf("no strdup line with -T and -s 8:\n%s", got)
	}
}

func TestKernelSyscalls(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	bin := build(t, "calls")
	got := sonde(t, "-S", bin)
	for _, want := range []string{"SYS_write(1, ", "SYS_exit_group(0", "puts(\"hi\")"} {
		if !strings.Contains(got, want) {
			t.Errorf("-S: no %q in\n%s", want, got)
		}
	}
}

func itoa(i int) string { return strconv.Itoa(i) }

// TestKernelDetach attaches to a running process, detaches on SIGINT in
// the middle of its calls, and checks that the process runs on unharmed.
func TestKernelDetach(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	bin := build(t, "forever")
	cmd := exec.Command(bin)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
	}()
	lines := bufio.NewScanner(stdout)
	next := func() string {
		t.Helper()
		if !lines.Scan() {
			t.Fatalf("the traced process stopped printing: %v", lines.Err())
		}
		return lines.Text()
	}
	next() // running, libc bound
	o, err := ParseArgs([]string{"-p", itoa(cmd.Process.Pid)})
	if err != nil {
		t.Fatal(err)
	}
	var trace syncBuffer
	attached := make(chan struct{})
	o.Attached = func() { close(attached) }
	done := make(chan error, 1)
	go func() { done <- Run(o, nil, nil, &trace) }()
	select {
	case <-attached:
	case err := <-done:
		t.Fatalf("sonde ltrace -p: %v", err)
	}
	// Let it trace a few calls, then detach.
	deadline := time.Now().Add(10 * time.Second)
	for strings.Count(trace.String(), `strlen("tick")`) < 5 {
		next()
		if time.Now().After(deadline) {
			t.Fatalf("no calls traced:\n%s", trace.String())
		}
	}
	syscall.Kill(os.Getpid(), syscall.SIGINT)
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("sonde ltrace -p did not detach on SIGINT")
	}
	// The process goes on counting where it was.
	var last, n uint64
	for i := 0; i < 50; i++ {
		l := next()
		if _, err := fmt.Sscanf(l, "%d %d", &n, new(int)); err != nil {
			t.Fatalf("bad line %q after detach", l)
		}
		if i > 0 && n != last+1 {
			t.Fatalf("count went from %d to %d after detach", last, n)
		}
		last = n
	}
	if err := cmd.Process.Signal(syscall.Signal(0)); err != nil {
		t.Errorf("the process died after detach: %v", err)
	}
}

// syncBuffer is a bytes.Buffer safe for one writer and one reader.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestKernelLib: -l LIB selects the calls into one library; functions
// without a prototype show four guessed arguments.
func TestKernelLib(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("gcc not installed")
	}
	dir := t.TempDir()
	lib := filepath.Join(dir, "libuf.so")
	bin := filepath.Join(dir, "uselib")
	for _, args := range [][]string{
		{"-shared", "-fPIC", "-o", lib, "testdata/libuf.c"},
		{"-O0", "-o", bin, "testdata/uselib.c", "-L" + dir, "-luf", "-Wl,-rpath," + dir},
	} {
		if b, err := exec.Command("gcc", args...).CombinedOutput(); err != nil {
			t.Fatalf("gcc: %v\n%s", err, b)
		}
	}
	compare(t, ltrace(t, "-l", "libuf.so", bin), sonde(t, "-l", "libuf.so", bin))
	compare(t, ltrace(t, bin), sonde(t, bin))
}

// TestKernelThreads: without -f only the main thread is traced, as ltrace
// does; with -f every thread, under its own [pid TID].
func TestKernelThreads(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	bin := build(t, "thread")
	compare(t, ltrace(t, bin), sonde(t, bin))
	want, got := ltrace(t, "-f", bin), sonde(t, "-f", bin)
	if w, g := strings.Join(calls(want), "\n"), strings.Join(calls(got), "\n"); w != g {
		t.Errorf("-f differs\nltrace:\n%s\nsonde:\n%s", want, got)
	}
}

// TestKernelLost: with a ring buffer far too small, records are lost,
// counted and reported, and the output stays well formed.
func TestKernelLost(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	bin := build(t, "hot")
	defer func(n uint32) { ringBytes = n }(ringBytes)
	ringBytes = 4096
	got := sonde(t, bin, "50000")
	if !regexp.MustCompile(`sonde ltrace: \d+ records lost \(ring buffer full\)`).MatchString(got) {
		t.Fatalf("no loss reported:\n%.2000s", got)
	}
	line := regexp.MustCompile(`^(strlen\("[^"]*"(\.\.\.)?\) += \d+|strlen\("[^"]*"(\.\.\.)? <unfinished \.\.\.>|<\.\.\. strlen resumed> \) += \d+|atol\("50000"\) += 50000|sonde ltrace: \d+ records lost \(ring buffer full\)|\+\+\+ exited \(status 0\) \+\+\+)$`)
	for _, l := range strings.Split(strings.TrimSuffix(got, "\n"), "\n") {
		if !line.MatchString(l) {
			t.Errorf("unexpected line %q", l)
			break
		}
	}
}

// TestKernelFollowOrphan: with -f tracing goes on until the last child
// exits, after its parent.
func TestKernelFollowOrphan(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	bin := build(t, "orphan")
	got := sonde(t, "-f", bin)
	if !strings.Contains(got, `puts("late"`) || !strings.HasSuffix(got, "+++ exited (status 4) +++\n") {
		t.Errorf("the orphan is missing:\n%s", got)
	}
	want := ltrace(t, "-f", bin)
	if w, g := strings.Join(calls(want), "\n"), strings.Join(calls(got), "\n"); w != g {
		t.Errorf("-f differs\nltrace:\n%s\nsonde:\n%s", want, got)
	}
}

// TestKernelOutputFile: -o writes the trace to a file, nothing to stderr.
func TestKernelOutputFile(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	bin := build(t, "calls")
	out := filepath.Join(t.TempDir(), "trace")
	if got := sonde(t, "-o", out, bin); got != "" {
		t.Errorf("stderr with -o: %q", got)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	compare(t, ltrace(t, bin), string(b))
}

// TestKernelPerEvent runs the comparison on per-function perf-event
// uprobes, the path for kernels without uprobe_multi.
func TestKernelPerEvent(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	defer func() { forcePerEvent = false }()
	forcePerEvent = true
	bin := build(t, "nested")
	compare(t, ltrace(t, bin), sonde(t, bin))
}
