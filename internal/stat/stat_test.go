package stat

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"sonde/internal/probe"
	"sonde/internal/testutil"
)

func TestParseArgs(t *testing.T) {
	o, err := parseArgs([]string{"-e", "cs,task-clock", "-esched:sched_process_exec", "-I", "100", "-x", ";", "--", "ls", "-l"})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(o.Events, " ") != "cs task-clock sched:sched_process_exec" || o.Interval.Milliseconds() != 100 || o.Sep != ";" || strings.Join(o.Cmd, " ") != "ls -l" {
		t.Errorf("parsed %+v", o)
	}
	if o, err := parseArgs([]string{"-e", "cs", "true"}); err != nil || o.Cmd[0] != "true" {
		t.Errorf("a command without --: %+v, %v", o, err)
	}
	for _, bad := range [][]string{
		{"-e", "cs"},                     // nothing to count
		{"-e", "cs", "-a", "--", "true"}, // two targets
		{"-a"},                           // no events
		{"-e", "cs", "-I", "x", "-a"},    // bad interval
		{"-e", "cs", "-p", "0"},          // bad pid
		{"-e", "cs", "-j", "-x,", "-a"},  // CSV and JSON
		{"-e", "cs", "--bogus", "-a"},    // unknown option
		{"-e", "cs,,task-clock", "-a"},   // empty event
		{"-e", "cs", "-p", "2147483647"}, // no such process
	} {
		var out bytes.Buffer
		if code := Main(bad, nil, &out, &out); code != exitUsage || strings.Count(out.String(), "\n") != 1 {
			t.Errorf("sonde stat %q: exit %d, %q; want 2 and one line", bad, code, out.String())
		}
	}
}

func TestScaleRate(t *testing.T) {
	for _, c := range []struct {
		v    float64
		want string
	}{{512.733, "512.733 /sec"}, {1025, "1.025 K/sec"}, {1.252e6, "1.252 M/sec"}, {3e9, "3.000 G/sec"}} {
		v, u := scaleRate(c.v)
		if got := strconv.FormatFloat(v, 'f', 3, 64) + " " + u; got != c.want {
			t.Errorf("scaleRate(%v) = %s, want %s", c.v, got, c.want)
		}
	}
}

// Kernel tests: sonde stat's counts against perf stat's on the same
// deterministic workloads.

var fixturesDir string

func TestMain(m *testing.M) {
	if n, err := strconv.Atoi(os.Getenv("SONDE_STAT_TEST_GETPPID")); err == nil {
		// The test binary as a workload: n getppid system calls.
		for range n {
			syscall.Getppid()
		}
		os.Exit(0)
	}
	code := m.Run()
	if fixturesDir != "" {
		os.RemoveAll(fixturesDir)
	}
	os.Exit(code)
}

var fixtures = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "sonde-stat-")
	fixturesDir = dir
	if err != nil {
		return "", err
	}
	for _, name := range []string{"getppid-loop", "pingpong"} {
		out, err := exec.Command("gcc", "-O1", "-o", filepath.Join(dir, name), filepath.Join("testdata", name+".c")).CombinedOutput()
		if err != nil {
			return "", fmt.Errorf("gcc: %v: %s", err, out)
		}
	}
	return dir, nil
})

// setup requires the kernel, perf and the C fixtures; it returns the
// fixtures' directory.
func setup(t *testing.T) string {
	t.Helper()
	testutil.RequireKernel(t, testutil.Privileged())
	if _, err := exec.LookPath("perf"); err != nil {
		testutil.RequireKernel(t, "perf (linux-perf) is not installed")
	}
	dir, err := fixtures()
	if err != nil {
		testutil.RequireKernel(t, "cannot build the fixtures: "+err.Error())
	}
	return dir
}

// csvCounts parses perf stat -x , output: event -> value.
func csvCounts(t *testing.T, text string) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, line := range strings.Split(text, "\n") {
		if line == "" || strings.HasPrefix(line, "#") || !strings.Contains(line, ",") {
			continue
		}
		rec, err := csv.NewReader(strings.NewReader(line)).Read()
		if err != nil || len(rec) < 7 {
			t.Fatalf("not perf's CSV: %q (%v)", line, err)
		}
		out[rec[2]] = rec[0]
	}
	return out
}

// sondeStat runs sonde stat in-process; the command's output is sonde's
// stdout, the counts come on stderr as perf writes them.
func sondeStat(t *testing.T, args ...string) string {
	t.Helper()
	var stderr bytes.Buffer
	if code := Main(args, nil, os.Stdout, &stderr); code != 0 {
		t.Fatalf("sonde stat %q: exit %d: %s", args, code, stderr.String())
	}
	return stderr.String()
}

func perfStat(t *testing.T, args ...string) string {
	t.Helper()
	cmd := exec.Command("perf", append([]string{"stat"}, args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("perf stat %q: %v: %s", args, err, stderr.String())
	}
	return stderr.String()
}

// sameAsPerf counts events under both and compares every count.
func sameAsPerf(t *testing.T, events string, want map[string]string, cmd ...string) map[string]string {
	t.Helper()
	args := append([]string{"-x", ",", "-e", events, "--"}, cmd...)
	got := csvCounts(t, sondeStat(t, args...))
	// perf itself once counted 0 for a syscall tracepoint while the rest
	// of the suite loaded the machine: it gets three tries to agree.
	var perf map[string]string
	for try := 0; try < 3; try++ {
		perf = csvCounts(t, perfStat(t, args...))
		if maps.Equal(perf, got) {
			break
		}
		t.Logf("perf try %d counted %v, sonde %v", try+1, perf, got)
	}
	if len(got) == 0 || len(got) != len(perf) {
		t.Fatalf("sonde counted %v, perf %v", got, perf)
	}
	for ev, v := range perf {
		if got[ev] != v {
			t.Errorf("%s: sonde %s, perf %s", ev, got[ev], v)
		}
	}
	for ev, v := range want {
		if got[ev] != v {
			t.Errorf("%s: sonde %s, want %s", ev, got[ev], v)
		}
	}
	return got
}

func TestSyscallCountsAsPerf(t *testing.T) {
	dir := setup(t)
	testutil.CheckFDs(t)
	loop := filepath.Join(dir, "getppid-loop")
	// One tracepoint: on its own perf event, counted by cookie.
	sameAsPerf(t, "syscalls:sys_enter_getppid", map[string]string{"syscalls:sys_enter_getppid": "1000"}, loop, "1000")
	// Many: counted by number in one raw tracepoint program each way.
	got := sameAsPerf(t, "syscalls:sys_enter_get*,syscalls:sys_exit_get*", map[string]string{
		"syscalls:sys_enter_getppid": "777", "syscalls:sys_enter_getuid": "777",
		"syscalls:sys_exit_getppid": "777", "syscalls:sys_exit_getuid": "777",
		"syscalls:sys_enter_getpid": "0"}, loop, "777")
	if len(got) < 6 {
		t.Errorf("the wildcards matched %d tracepoints", len(got))
	}
}

func TestExecsAndChildrenAsPerf(t *testing.T) {
	dir := setup(t)
	loop := filepath.Join(dir, "getppid-loop")
	// The shell, its children and their execs: 1 + 5 execs, 5 forks (the
	// last command is exec'd by some shells: counts are compared to
	// perf's).
	script := "for i in 1 2 3 4; do " + loop + " 25; done; " + loop + " 10 | cat >/dev/null"
	got := sameAsPerf(t, "sched:sched_process_exec,sched:sched_process_fork,syscalls:sys_enter_getppid,syscalls:sys_enter_execve",
		nil, "sh", "-c", script)
	if n, _ := strconv.Atoi(got["sched:sched_process_exec"]); n < 6 {
		t.Errorf("sched_process_exec %d, want at least 6", n)
	}
	// The children's 110, and the shell's own (dash asks for its parent).
	if n, _ := strconv.Atoi(got["syscalls:sys_enter_getppid"]); n < 110 || n > 112 {
		t.Errorf("sys_enter_getppid %d, want 110 to 112", n)
	}
}

func TestContextSwitchesNearPerf(t *testing.T) {
	dir := setup(t)
	// 2000 round trips block each side about 2000 times: about 4000
	// context switches, plus the few of starting and ending; scheduling makes the
	// rest vary from run to run, under perf as under sonde.
	const trips = 2000
	pp := filepath.Join(dir, "pingpong")
	args := []string{"-x", ",", "-e", "context-switches,task-clock", "--", pp, strconv.Itoa(trips)}
	count := func(text string) int {
		n, err := strconv.Atoi(csvCounts(t, text)["context-switches"])
		if err != nil {
			t.Fatalf("no context-switches in %q", text)
		}
		return n
	}
	got, perf := count(sondeStat(t, args...)), count(perfStat(t, args...))
	for who, n := range map[string]int{"sonde": got, "perf": perf} {
		// A side now and then finds the other's message already there
		// (perf has counted 3999).
		if n < 2*trips-20 || n > 2*trips+200 {
			t.Errorf("%s counted %d context switches, want %d to %d", who, n, 2*trips-20, 2*trips+200)
		}
	}
}

func TestUprobeCount(t *testing.T) {
	dir := setup(t)
	testutil.CheckFDs(t)
	loop := filepath.Join(dir, "getppid-loop")
	out := sondeStat(t, "-x", ",", "-e", "uprobe:"+loop+":main,uprobe:libc:getuid", "--", loop, "321")
	got := csvCounts(t, out)
	if got["uprobe:"+loop+":main"] != "1" || got["uprobe:libc:getuid"] != "321" {
		t.Errorf("uprobe counts %v", got)
	}
}

func TestIntervalsCSVJSON(t *testing.T) {
	setup(t)
	// -I 100 over a command of 0.65 s: six intervals and the last, partial one.
	out := sondeStat(t, "-I", "100", "-e", "sched:sched_process_exec,task-clock", "--", "sleep", "0.65")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if lines[0] != "#           time             counts unit events" {
		t.Errorf("header %q", lines[0])
	}
	times := map[string]bool{}
	for _, l := range lines[1:] {
		if f := strings.Fields(l); len(f) > 2 && strings.Contains(l, "sched:sched_process_exec") {
			times[f[0]] = true
		}
	}
	if len(times) < 6 {
		t.Errorf("%d intervals, want at least 6:\n%s", len(times), out)
	}
	// -x , with intervals: the time first, then perf's fields.
	out = sondeStat(t, "-x", ",", "-I", "100", "-e", "sched:sched_process_exec,cycles", "--", "sleep", "0.25")
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil || len(recs) < 4 {
		t.Fatalf("CSV %q: %v", out, err)
	}
	for _, r := range recs {
		if _, err := strconv.ParseFloat(strings.TrimSpace(r[0]), 64); err != nil || len(r) != 8 {
			t.Errorf("CSV record %q", r)
		}
	}
	// JSON lines, perf's fields.
	out = sondeStat(t, "-j", "-e", "sched:sched_process_exec,task-clock,cycles", "--", "true")
	n := 0
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("JSON line %q: %v", l, err)
		}
		for _, k := range []string{"counter-value", "unit", "event", "event-runtime", "pcnt-running", "metric-value", "metric-unit"} {
			if _, ok := m[k]; !ok {
				t.Errorf("JSON line %q has no %q", l, k)
			}
		}
		if m["event"] == "sched:sched_process_exec" && m["counter-value"] != "1.000000" {
			t.Errorf("sched_process_exec in JSON: %v", m["counter-value"])
		}
		n++
	}
	if n != 3 {
		t.Errorf("%d JSON lines, want 3", n)
	}
}

func TestTableAndNotSupported(t *testing.T) {
	setup(t)
	testutil.CheckFDs(t)
	out := sondeStat(t, "-e", "sched:sched_process_exec,cycles", "--", "true")
	for _, want := range []string{
		" Performance counter stats for 'true':",
		"                 1      sched:sched_process_exec",
		" seconds time elapsed",
		" seconds user",
		" seconds sys",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	perf := perfStat(t, "-e", "cycles", "--", "true")
	if strings.Contains(perf, "<not supported>") != strings.Contains(out, "<not supported>      cycles") {
		t.Errorf("cycles: perf says\n%s\nsonde says\n%s", perf, out)
	}
	if strings.Contains(out, "<not supported>") && !strings.Contains(out, "\ncycles: ") {
		t.Errorf("no reason for <not supported>:\n%s", out)
	}
}

func TestUnknownEvent(t *testing.T) {
	setup(t)
	for spec, want := range map[string]string{
		"context-switchs":          "sonde stat: unknown event 'context-switchs' (did you mean 'context-switches'?)\n",
		"sched:sched_proces_exec":  "sonde stat: unknown event 'sched:sched_proces_exec' (did you mean 'sched:sched_process_exec'?)\n",
		"nothing_like_it_anywhere": "sonde stat: unknown event 'nothing_like_it_anywhere'\n",
	} {
		var out bytes.Buffer
		if code := Main([]string{"-e", spec, "--", "true"}, nil, &out, &out); code != exitUsage || out.String() != want {
			t.Errorf("-e %s: exit %d, %q; want 2, %q", spec, code, out.String(), want)
		}
	}
}

// firstWrite is an io.Writer that closes ready at its first write: sonde
// stat with -I has attached everything once it prints.
type firstWrite struct {
	mu    sync.Mutex
	buf   bytes.Buffer
	once  sync.Once
	ready chan struct{}
}

func (w *firstWrite) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.once.Do(func() { close(w.ready) })
	return w.buf.Write(p)
}

func (w *firstWrite) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String()
}

// startStat runs sonde stat in the background and returns once it has
// printed its first interval; wait returns its exit code and output.
func startStat(t *testing.T, args ...string) (wait func() (int, string)) {
	t.Helper()
	w := &firstWrite{ready: make(chan struct{})}
	code := make(chan int, 1)
	go func() { code <- Main(args, nil, io.Discard, w) }()
	select {
	case <-w.ready:
	case c := <-code:
		t.Fatalf("sonde stat %q: exit %d: %s", args, c, w.String())
	case <-time.After(time.Minute):
		t.Fatalf("sonde stat %q printed nothing in a minute", args)
	}
	return func() (int, string) {
		select {
		case c := <-code:
			return c, w.String()
		case <-time.After(time.Minute):
			t.Fatalf("sonde stat %q did not end", args)
			return 0, ""
		}
	}
}

// sumCSV adds up an event's counts over -x , -I intervals.
func sumCSV(t *testing.T, text, event string) int {
	t.Helper()
	recs, err := csv.NewReader(strings.NewReader(text)).ReadAll()
	if err != nil {
		t.Fatalf("CSV %q: %v", text, err)
	}
	sum := 0
	for _, r := range recs {
		if len(r) == 8 && r[3] == event {
			n, err := strconv.Atoi(r[1])
			if err != nil {
				t.Fatalf("CSV record %q", r)
			}
			sum += n
		}
	}
	return sum
}

// TestSystemWideUntilCtrlC counts every process until SIGINT, which ends
// sonde stat with exit 0 and its output complete.
func TestSystemWideUntilCtrlC(t *testing.T) {
	dir := setup(t)
	wait := startStat(t, "-a", "-x", ",", "-I", "50", "-e", "syscalls:sys_enter_getppid,sched:sched_process_exec")
	if out, err := exec.Command(filepath.Join(dir, "getppid-loop"), "4321").CombinedOutput(); err != nil {
		t.Fatalf("getppid-loop: %v: %s", err, out)
	}
	syscall.Kill(os.Getpid(), syscall.SIGINT)
	code, out := wait()
	if code != 0 {
		t.Fatalf("exit %d after Ctrl-C: %s", code, out)
	}
	// Other processes may call getppid meanwhile: at least the loop's.
	if n := sumCSV(t, out, "syscalls:sys_enter_getppid"); n < 4321 {
		t.Errorf("counted %d getppid system-wide, want at least 4321:\n%s", n, out)
	}
	if n := sumCSV(t, out, "sched:sched_process_exec"); n < 1 {
		t.Errorf("counted %d execs system-wide, want at least 1", n)
	}
}

// TestPID counts a running process, until it exits.
func TestPID(t *testing.T) {
	dir := setup(t)
	// The shell waits for a line, then execs the loop in its own process.
	// It says "ready" first: by then it has made its own start-up calls
	// (dash calls getppid for $PPID), which must not be counted.
	sh := exec.Command("sh", "-c", "echo ready; read x; exec "+filepath.Join(dir, "getppid-loop")+" 2345")
	in, err := sh.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := sh.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := sh.Start(); err != nil {
		t.Fatal(err)
	}
	defer sh.Wait()
	defer in.Close()
	if line, err := bufio.NewReader(stdout).ReadString('\n'); line != "ready\n" {
		t.Fatalf("the shell said %q: %v", line, err)
	}
	wait := startStat(t, "-p", strconv.Itoa(sh.Process.Pid), "-x", ",", "-I", "50", "-e", "syscalls:sys_enter_getppid,sched:sched_process_exec,task-clock")
	io.WriteString(in, "go\n")
	code, out := wait()
	if code != 0 {
		t.Fatalf("exit %d: %s", code, out)
	}
	if n := sumCSV(t, out, "syscalls:sys_enter_getppid"); n != 2345 {
		t.Errorf("counted %d getppid of process %d, want 2345:\n%s", n, sh.Process.Pid, out)
	}
	if n := sumCSV(t, out, "sched:sched_process_exec"); n != 1 {
		t.Errorf("counted %d execs, want 1", n)
	}
}

// TestKprobe counts a kprobe on the getppid system call's function as
// exactly as its tracepoint, where the kernel has kprobes (the VM matrix's
// kernels: scripts/vmtest runs this test there); elsewhere the event is
// refused with the reason and exit 2.
func TestKprobe(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	p, _ := probe.Lookup("kprobe")
	fn := map[string]string{"amd64": "__x64_sys_getppid", "arm64": "__arm64_sys_getppid"}[runtime.GOARCH]
	if fn == "" {
		t.Skipf("no syscall function name for %s", runtime.GOARCH)
	}
	if err := probe.Available(p); err != nil {
		if os.Getenv("SONDE_KERNEL_MATRIX") != "" {
			t.Fatalf("the VM's kernel has kprobes: %v", err)
		}
		var out bytes.Buffer
		code := Main([]string{"-e", "kprobe:" + fn, "--", "true"}, nil, &out, &out)
		if code != exitUsage || strings.Count(out.String(), "\n") != 1 || !strings.Contains(out.String(), "kprobes not available") {
			t.Errorf("kprobe without kprobes: exit %d, %q", code, out.String())
		}
		return
	}
	t.Setenv("SONDE_STAT_TEST_GETPPID", "1234")
	got := csvCounts(t, sondeStat(t, "-x", ",", "-e", "kprobe:"+fn+",syscalls:sys_enter_getppid", "--", os.Args[0]))
	if got["kprobe:"+fn] != "1234" || got["syscalls:sys_enter_getppid"] != "1234" {
		t.Errorf("counts %v, want 1234 each", got)
	}
}

// TestPerfStatInside: perf stat, as sonde stat's command, counts the
// tracepoints sonde stat counts on perf events of its own (by cookie: a
// syscall's exit, sched:sched_process_exec, which -- CMD's programs watch
// too; syscall entries go to one raw tracepoint program under -- CMD):
// the kernel runs a tracepoint's BPF programs before its perf events,
// and drops the event for all of them when one returns 0.
func TestPerfStatInside(t *testing.T) {
	dir := setup(t)
	loop := filepath.Join(dir, "getppid-loop")
	out := filepath.Join(t.TempDir(), "perf.csv")
	events := "syscalls:sys_exit_getppid,sched:sched_process_exec"
	got := csvCounts(t, sondeStat(t, "-x", ",", "-e", events, "--", "perf", "stat", "-x", ",", "-o", out, "-e", events, "--", loop, "777"))
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	perf := csvCounts(t, string(b))
	// sonde stat counts perf's exec too, and perf's own getppid calls.
	if n, _ := strconv.Atoi(got["syscalls:sys_exit_getppid"]); n < 777 {
		t.Errorf("sonde stat counted %s getppid, want at least 777", got["syscalls:sys_exit_getppid"])
	}
	want := map[string]string{"syscalls:sys_exit_getppid": "777", "sched:sched_process_exec": "1"}
	if !maps.Equal(perf, want) {
		t.Errorf("perf stat inside sonde stat counted %v, want %v", perf, want)
	}
}
