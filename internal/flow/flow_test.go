package flow_test

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cilium/ebpf/features"

	"sonde/internal/cli"
	"sonde/internal/probe"
	"sonde/internal/testutil"
)

// build compiles testdata/tree.c with gcc at -O0 (with -g unless nodebug)
// into a private directory.
func build(t *testing.T, debug bool) string {
	t.Helper()
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		testutil.RequireKernel(t, "gcc is needed to build tree.c: "+err.Error())
	}
	src, _ := filepath.Abs("testdata/tree.c")
	out := filepath.Join(t.TempDir(), "tree")
	args := []string{"-O0", "-pthread", "-o", out, src}
	if debug {
		args = append([]string{"-g"}, args...)
	}
	if b, err := exec.Command(gcc, args...).CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, b)
	}
	return out
}

// flow runs `sonde flow ARGS` in this process.
func flow(args ...string) (code int, stdout, stderr string) {
	var o, e bytes.Buffer
	code = cli.Main(append([]string{"flow"}, args...), nil, &o, &e)
	return code, o.String(), e.String()
}

// traced runs `sonde flow ARGS`, which must succeed, and checks the
// shape of its output.
func traced(t *testing.T, args ...string) ([]event, string) {
	t.Helper()
	code, out, errs := flow(args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	evs := parse(t, out)
	checkShape(t, evs)
	return evs, out
}

// event is one parsed line: "%6d comm(tid):INDENT-> name args".
type event struct {
	us    int64
	tid   int
	depth int
	entry bool
	rest  string // "a k=3", "a return 35"
}

var lineRE = regexp.MustCompile(`^ *(\d+) (.+)\((\d+)\):( *)(->|<-) (.*)$`)

func parse(t *testing.T, out string) []event {
	t.Helper()
	var evs []event
	for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if l == "35 6" || l == "" { // the fixture's own output
			continue
		}
		m := lineRE.FindStringSubmatch(l)
		if m == nil || len(m[4])%2 != 0 {
			t.Fatalf("not a thread_indent line: %q", l)
		}
		us, _ := strconv.ParseInt(m[1], 10, 64)
		tid, _ := strconv.Atoi(m[3])
		evs = append(evs, event{us: us, tid: tid, depth: len(m[4]) / 2, entry: m[5] == "->", rest: m[6]})
	}
	return evs
}

// checkShape checks the indentation against the calls and returns, and
// that the times grow, from 0 again at each outermost call (as
// SystemTap's thread_indent counts).
func checkShape(t *testing.T, evs []event) {
	t.Helper()
	depth := map[int]int{}
	last := map[int]int64{}
	for i, e := range evs {
		if e.entry && e.depth == 0 {
			if e.us != 0 {
				t.Errorf("event %d (%s): an outermost call at %d us, want 0", i, e.rest, e.us)
			}
			last[e.tid] = 0
		}
		if e.us < last[e.tid] {
			t.Errorf("event %d: time %d after %d", i, e.us, last[e.tid])
		}
		last[e.tid] = e.us
		if !e.entry && depth[e.tid] > 0 {
			depth[e.tid]--
		}
		if e.depth != depth[e.tid] {
			t.Errorf("event %d (%s): depth %d, want %d", i, e.rest, e.depth, depth[e.tid])
		}
		if e.entry {
			depth[e.tid]++
		}
	}
}

// tree is the fixture's call tree: rec(3) then a(3), once per loop.
var tree = []string{
	"-> rec d=3", "-> rec d=2", "-> rec d=1", "<- rec return 1", "<- rec return 3", "<- rec return 6",
	"-> a k=3", "-> b n=30 p=0x*", "-> c v=30", "<- c return 31", "-> c v=3", "<- c return 4", "<- b return 35", "<- a return 35",
}

// treeDepths are tree's depths below the caller of rec and a.
var treeDepths = []int{0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 2, 2, 1, 0}

func matches(want, got string) bool {
	if p, ok := strings.CutSuffix(want, "*"); ok {
		return strings.HasPrefix(got, p) && len(got) > len(p)
	}
	return want == got
}

// checkTree checks evs[at:] against tree, at depth base.
func checkTree(t *testing.T, evs []event, at, base int) {
	t.Helper()
	if len(evs) < at+len(tree) {
		t.Fatalf("%d events from %d, want %d", len(evs)-at, at, len(tree))
	}
	for i, w := range tree {
		e := evs[at+i]
		arrow := "<- "
		if e.entry {
			arrow = "-> "
		}
		if !matches(w, arrow+e.rest) || e.depth != base+treeDepths[i] {
			t.Errorf("event %d: %s%s at depth %d, want %s at depth %d", at+i, arrow, e.rest, e.depth, w, base+treeDepths[i])
		}
	}
}

// find is the first event whose text starts with prefix.
func find(evs []event, prefix string, entry bool) int {
	for i, e := range evs {
		if strings.HasPrefix(e.rest, prefix) && e.entry == entry {
			return i
		}
	}
	return -1
}

// TestFlowAll traces every function symbol of the fixture (the C
// runtime's too) while it runs: main's tree, one level under main.
func TestFlowAll(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	prog := build(t, true)
	evs, out := traced(t, prog+":*", "--", prog)
	m := find(evs, "main argc=1 argv=0x", true)
	if m < 0 {
		t.Fatalf("no entry of main:\n%s", out)
	}
	checkTree(t, evs, m+1, evs[m].depth+1)
	if r := evs[m+1+len(tree)]; r.entry || r.rest != "main return 0" || r.depth != evs[m].depth {
		t.Errorf("after the tree: %+v, want main's return", r)
	}
}

// TestFlowFile traces the functions tree.c defines: exactly main's tree.
func TestFlowFile(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	prog := build(t, true)
	evs, out := traced(t, prog+"@tree.c", "--", prog)
	if len(evs) != len(tree)+2 || !strings.HasPrefix(evs[0].rest, "main argc=1 argv=0x") || evs[0].depth != 0 || evs[len(evs)-1].rest != "main return 0" {
		t.Fatalf("output:\n%s", out)
	}
	checkTree(t, evs, 1, 1)
	if evs[0].us != 0 {
		t.Errorf("first event at %d us, want 0", evs[0].us)
	}
}

// TestFlowThreads traces the tree run 50 times in each of three threads
// at once: each thread's lines are its own tree, in order, at its own
// depth, whichever CPUs they ran on.
func TestFlowThreads(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	prog := build(t, true)
	evs, out := traced(t, prog+"@tree.c", "--", prog, "threads")
	byTID := map[int][]event{}
	for _, e := range evs {
		byTID[e.tid] = append(byTID[e.tid], e)
	}
	if len(byTID) != 3 {
		t.Fatalf("%d threads, want 3:\n%s", len(byTID), out)
	}
	for tid, evs := range byTID {
		// main's thread enters main, then worker; the others worker.
		at := 0
		if strings.HasPrefix(evs[0].rest, "main ") {
			at = 1
		}
		if strings.HasPrefix(evs[at].rest, "worker ") {
			at++
		}
		base := evs[at].depth
		for i := 0; i < 50; i++ {
			checkTree(t, evs, at+i*len(tree), base)
		}
		if t.Failed() {
			t.Fatalf("thread %d", tid)
		}
	}
}

// TestFlowPID attaches to a running process, which loops over the tree
// every second, and ends when it exits.
func TestFlowPID(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	prog := build(t, true)
	cmd := exec.Command(prog, "loop")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	pr, pw := io.Pipe()
	done := make(chan int, 1)
	var errs bytes.Buffer
	go func() {
		done <- cli.Main([]string{"flow", "-p", strconv.Itoa(cmd.Process.Pid), prog + "@tree.c"}, nil, pw, &errs)
		pw.Close()
	}()
	var out strings.Builder
	sc := bufio.NewScanner(pr)
	timer := time.AfterFunc(60*time.Second, func() { cmd.Process.Kill() })
	defer timer.Stop()
	seen := 0
	for sc.Scan() {
		out.WriteString(sc.Text() + "\n")
		if strings.HasSuffix(sc.Text(), "<- a return 35") {
			if seen++; seen == 2 { // one whole loop seen after the first
				cmd.Process.Kill()
			}
		}
	}
	if code := <-done; code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	evs := parse(t, out.String())
	checkShape(t, evs)
	// The first loop may be caught in its middle; the second is whole.
	first := find(evs, "a return 35", false)
	if first < 0 {
		t.Fatalf("output:\n%s", out.String())
	}
	checkTree(t, evs, first+1, 0)
}

// TestFlowBadInput: one line and exit 2.
func TestFlowBadInput(t *testing.T) {
	prog := build(t, true)
	nodebug := build(t, false)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"/nonexistent/prog", "--", "true"}, "no such file"},
		{[]string{prog + ":nomatch*", "--", prog}, "no function matches nomatch*"},
		{[]string{nodebug + "@tree.c", "--", nodebug}, "no DWARF in " + nodebug + "; install its debug package or build with -g"},
		{[]string{prog + "@other.c", "--", prog}, "no compilation unit other.c"},
		{[]string{prog}, "nothing to trace"},
		{[]string{"-p", "x", prog}, "not a process id"},
		{[]string{"--bogus", prog}, "unknown option"},
	} {
		code, out, errs := flow(tc.args...)
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, tc.want) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want 2 and %q", tc.args, code, out, errs, tc.want)
		}
	}
}

// TestFlowKernel traces the getppid system call's function where the
// kernel has kprobe_multi links or fentry (the VM matrix: scripts/vmtest
// runs this test there); elsewhere it says so in one line, exit 1.
func TestFlowKernel(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	if os.Getenv("SONDE_FLOW_TEST_GETPPID") != "" {
		for range 3 {
			os.Getppid()
		}
		os.Exit(0)
	}
	fn := map[string]string{"amd64": "__x64_sys_getppid", "arm64": "__arm64_sys_getppid"}[runtime.GOARCH]
	if fn == "" {
		t.Skipf("no syscall function name for %s", runtime.GOARCH)
	}
	kp, _ := probe.Lookup("kprobe")
	fe, _ := probe.Lookup("fentry")
	if probe.Available(kp) != nil && probe.Available(fe) != nil {
		if os.Getenv("SONDE_KERNEL_MATRIX") != "" {
			t.Fatalf("the VM's kernel has kprobes")
		}
		code, out, errs := flow("--kernel", fn, "--", "true")
		if code != 1 || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "neither") {
			t.Errorf("exit %d, stdout %q, stderr %q", code, out, errs)
		}
		return
	}
	if features.HaveBPFLinkKprobeMulti() != nil {
		// fentry: the syscall's wrapper may be missing from BTF (6.1);
		// its body then is there under another name.
		_, ts, err := probe.Resolve("fentry:*sys_getppid", probe.AttachOptions{})
		if err != nil || len(ts) == 0 {
			t.Fatalf("no getppid function in BTF: %v", err)
		}
		fn = ts[0].Parts[len(ts[0].Parts)-1]
		t.Logf("through fentry on %s", fn)
	}
	t.Setenv("SONDE_FLOW_TEST_GETPPID", "1")
	evs, out := traced(t, "--kernel", fn, "--", os.Args[0], "-test.run=^TestFlowKernel$")
	t.Logf("sonde flow --kernel %s:\n%s", fn, out)
	// The command's parent is this process: getppid returns its pid. The
	// function may be named by an alias at its address (__do_sys_getppid).
	// Typed from BTF, the return value is in decimal; untyped, in hex.
	ret, hex := fmt.Sprintf(" return %d", os.Getpid()), fmt.Sprintf(" return %#x", os.Getpid())
	n := 0
	for _, e := range evs {
		name, _, _ := strings.Cut(e.rest, " ")
		if e.depth != 0 || !strings.HasSuffix(name, "sys_getppid") {
			t.Errorf("event %+v", e)
		}
		if e.entry {
			n++
		} else if !strings.HasSuffix(e.rest, ret) && !strings.HasSuffix(e.rest, hex) {
			t.Errorf("return %q, want%s", e.rest, ret)
		}
	}
	if n < 3 {
		t.Errorf("%d calls of %s, want 3 or more:\n%s", n, fn, out)
	}
}

// TestFlowGo traces a Go program's functions: entries through
// uprobe_multi, returns through uprobes on their RET instructions.
func TestFlowGo(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	goTool, err := exec.LookPath("go")
	if err != nil {
		testutil.RequireKernel(t, "go is needed to build testdata/gotree: "+err.Error())
	}
	prog := filepath.Join(t.TempDir(), "gotree")
	build := exec.Command(goTool, "build", "-o", prog, ".")
	build.Dir = "testdata/gotree"
	build.Env = append(os.Environ(), "CGO_ENABLED=0", "GOFLAGS=", "GOWORK=off")
	if b, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, b)
	}
	code, out, errs := flow(prog+":main.*", "--", prog)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got []string
	for _, l := range strings.Split(out, "\n") {
		if m := lineRE.FindStringSubmatch(l); m != nil {
			got = append(got, m[4]+m[5]+" "+m[6])
		}
	}
	want := []string{"-> main.main", "  -> main.mid", "    -> main.leaf", "    <- main.leaf return 0xa",
		"    -> main.leaf", "    <- main.leaf return 0xc", "  <- main.mid return 0x16"}
	if len(got) < len(want) || strings.Join(got[:len(want)], "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestFlowInterrupt: Ctrl-C ends the flow of a command that would run
// forever with exit 0, every line printed whole.
func TestFlowInterrupt(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	prog := build(t, true)
	sonde := filepath.Join(t.TempDir(), "sonde")
	b := exec.Command("go", "build", "-o", sonde, "sonde/cmd/sonde")
	b.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := b.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	cmd := exec.Command(sonde, "flow", prog+"@tree.c", "--", prog, "loop")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var errs bytes.Buffer
	cmd.Stderr = &errs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	timer := time.AfterFunc(60*time.Second, func() { cmd.Process.Kill() })
	defer timer.Stop()
	var out strings.Builder
	sc := bufio.NewScanner(stdout)
	for sc.Scan() {
		out.WriteString(sc.Text() + "\n")
		if strings.HasSuffix(sc.Text(), "<- a return 35") {
			cmd.Process.Signal(os.Interrupt)
		}
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("%v: %s", err, errs.String())
	}
	evs := parse(t, out.String())
	checkShape(t, evs)
	checkTree(t, evs, 1, 1)
}

// TestFlowStrings: a char * parameter prints as the string it points
// to, quoted and escaped as strace does, NULL as NULL, and past 32 bytes
// cut with "...".
func TestFlowStrings(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	prog := build(t, true)
	evs, out := traced(t, prog+":say", "--", prog, "str", `hi "x"`)
	var got []string
	for _, e := range evs {
		got = append(got, e.rest)
	}
	want := []string{
		`say s="hi \"x\"" t=NULL n=1`, `say return 7`,
		`say s="tab\there \"q\" \\ \1\0012" t="a string longer than thirty-two "... n=2`, `say return 57`,
		`say s="" t="tab\there \"q\" \\ \1\0012" n=3`, `say return 21`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s\noutput:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"), out)
	}
}

// TestFlowLost: with a ring buffer of one page the tree run 20,000 times
// outruns the reader. Where records were lost the output says how many,
// and the depth after it is right: it is kept per thread in BPF, not
// counted from the records that arrive.
func TestFlowLost(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	prog := build(t, true)
	t.Setenv("BPFTRACE_PERF_RB_PAGES", "1")
	code, out, errs := flow(prog+"@tree.c", "--", prog, "many", "20000")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	depthOf := map[string]int{}
	for i, w := range tree {
		depthOf[strings.TrimSuffix(w, "*")] = 1 + treeDepths[i] // under main
	}
	lost, lines := 0, 0
	lostRE := regexp.MustCompile(`^ *\d+ .+\(\d+\):( *)-- (\d+) records lost --$`)
	for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if m := lostRE.FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(m[2])
			lost += n
			continue
		}
		m := lineRE.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("not a thread_indent line: %q", l)
		}
		lines++
		text := m[5] + " " + m[6]
		if strings.HasPrefix(text, "-> b ") {
			text = "-> b n=30 p=0x"
		}
		want, ok := depthOf[text]
		if strings.Contains(text, " main") {
			want, ok = 0, true
		}
		if !ok || len(m[4]) != 2*want {
			t.Fatalf("%q: depth %d, want %d (ok %v)", l, len(m[4])/2, want, ok)
		}
	}
	// The engine's count of what the ring lost is the same.
	engine := 0
	for _, m := range regexp.MustCompile(`Lost (\d+) events`).FindAllStringSubmatch(errs, -1) {
		n, _ := strconv.Atoi(m[1])
		engine += n
	}
	if lost == 0 || lost != engine {
		t.Errorf("%d records reported lost in the output, the engine says %d (%d lines)", lost, engine, lines)
	}
	if lines+lost != 2+20000*len(tree) {
		t.Errorf("%d lines and %d lost, want %d events", lines, lost, 2+20000*len(tree))
	}
}
