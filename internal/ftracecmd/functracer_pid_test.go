package ftracecmd

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// The function tracers with the pid filters (-P, -F, -c): set_ftrace_pid
// and options/function-fork beside set_event_pid. They run in the VM
// kernels (scripts/vmtest); this host refuses the function tracer.

// SONDE_TEST_READS=N makes the test binary a workload: it waits for a line
// on stdin, then reads /proc/version N times from its main thread (whose
// tid is its pid) and exits.
func init() {
	v, ok := os.LookupEnv("SONDE_TEST_READS")
	if !ok {
		return
	}
	runtime.LockOSThread()
	n, _ := strconv.Atoi(v)
	var b [1]byte
	syscall.Read(0, b[:])
	for range n {
		fd, err := syscall.Open("/proc/version", syscall.O_RDONLY, 0)
		if err != nil {
			os.Exit(1)
		}
		var buf [64]byte
		syscall.Read(fd, buf[:])
		syscall.Close(fd)
	}
	os.Exit(0)
}

var taskRE = regexp.MustCompile(`^\s*(.*)-(\d+)\s+\[\d+\]`)

// tasks counts report lines by "comm-pid".
func tasks(t *testing.T, lines []string) map[string]int {
	t.Helper()
	m := map[string]int{}
	for _, l := range lines {
		s := taskRE.FindStringSubmatch(l)
		if s == nil {
			t.Errorf("no task in %q", l)
			continue
		}
		m[s[1]+"-"+s[2]]++
	}
	return m
}

// TestFunctionPidFollow: -p function -l vfs_read -F -- CMD traces the
// command only; with -c its children too (options/function-fork).
func TestFunctionPidFollow(t *testing.T) {
	skipWithoutFunction(t, probeFuncCaps(t))
	dir := t.TempDir()
	dat := filepath.Join(dir, "f.dat")
	code, stderr := runRecord(t, append([]string{"-p", "function", "-l", "vfs_read", "-F", "-o", dat}, workload...)...)
	if code != 0 {
		t.Fatalf("record -F: exit %d: %s", code, stderr)
	}
	got := tasks(t, eventLines(runReport(t, dat)))
	if len(got) != 1 {
		t.Errorf("-F -- dd: tasks %v, want dd's alone", got)
	}
	for task := range got {
		if !strings.HasPrefix(task, "dd-") {
			t.Errorf("-F -- dd: %s traced", task)
		}
	}

	// sh forks both dd's: their pids are in set_ftrace_pid with -c only.
	sh := []string{"--", "sh", "-c", strings.Join(workload[1:], " ") + "; " + strings.Join(workload[1:], " ") + "; true"}
	for _, children := range []bool{false, true} {
		args := []string{"-p", "function", "-l", "vfs_read", "-F", "-o", dat}
		if children {
			args = append(args, "-c")
		}
		if code, stderr := runRecord(t, append(args, sh...)...); code != 0 {
			t.Fatalf("record %v: exit %d: %s", args, code, stderr)
		}
		got := tasks(t, eventLines(runReport(t, dat)))
		dds := 0
		for task := range got {
			switch {
			case strings.HasPrefix(task, "dd-"):
				dds++
			case !strings.HasPrefix(task, "sh-"):
				t.Errorf("-c=%v: %s traced", children, task)
			}
		}
		if want := map[bool]int{false: 0, true: 2}[children]; dds != want {
			t.Errorf("-c=%v: %d dd processes traced, want %d: %v", children, dds, want, got)
		}
	}
}

// TestFunctionPidFlag: -p function -l vfs_read -P PID traces that process
// only, every read it makes, and ends when it exits.
func TestFunctionPidFlag(t *testing.T) {
	skipWithoutFunction(t, probeFuncCaps(t))
	const reads = 200
	p := exec.Command(os.Args[0], "-test.run=^$")
	p.Env = append(os.Environ(), fmt.Sprintf("SONDE_TEST_READS=%d", reads))
	in, err := p.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	defer p.Wait()
	defer in.Close()
	pid := p.Process.Pid

	// record -P ends when the process exits; recording is on once the
	// ready line is out, and then the process is let go.
	dat := filepath.Join(t.TempDir(), "p.dat")
	rec := sondeFtrace("record", "-p", "function", "-l", "vfs_read", "-P", strconv.Itoa(pid), "-o", dat)
	var stderr bytes.Buffer
	ready := make(chan struct{})
	rec.Stderr = &readyWriter{w: &stderr, ready: ready}
	if err := rec.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- rec.Wait() }()
	select {
	case <-ready:
	case err := <-done:
		t.Fatalf("record -P: %v\n%s", err, stderr.String())
	}
	in.Write([]byte("\n"))
	if err := <-done; err != nil {
		t.Fatalf("record -P: %v\n%s", err, stderr.String())
	}
	lines := eventLines(runReport(t, dat))
	got := tasks(t, lines)
	n := 0
	for task, c := range got {
		if !strings.HasSuffix(task, fmt.Sprintf("-%d", pid)) {
			t.Errorf("-P %d: %s traced (%d lines)", pid, task, c)
		}
		n += c
	}
	// Its reads, and the read of stdin that let it go.
	if n < reads {
		t.Errorf("-P %d: %d vfs_read calls, want at least %d", pid, n, reads)
	}
}

// readyWriter closes ready at record's first stderr line.
type readyWriter struct {
	w     *bytes.Buffer
	ready chan struct{}
	once  bool
}

func (r *readyWriter) Write(p []byte) (int, error) {
	r.w.Write(p)
	if !r.once && bytes.Contains(r.w.Bytes(), []byte("\n")) {
		r.once = true
		close(r.ready)
	}
	return len(p), nil
}

// TestStreamFunction: stream -p function -l vfs_read -F -- CMD prints the
// command's vfs_read calls live; where instances have function_graph
// (6.12), -p function_graph prints its entries and exits.
func TestStreamFunction(t *testing.T) {
	caps := probeFuncCaps(t)
	skipWithoutFunction(t, caps)
	if caps.graph {
		t.Run("function_graph", streamGraph)
	}
	var stdout, stderr bytes.Buffer
	if code := Main(append([]string{"stream", "-p", "function", "-l", "vfs_read", "-F"}, workload...), nil, &stdout, &stderr); code != 0 {
		t.Fatalf("stream: exit %d\n%s", code, stderr.String())
	}
	lines := eventLines(stdout.String())
	if len(lines) == 0 {
		t.Fatal("stream printed no vfs_read call")
	}
	for _, l := range lines {
		if !regexp.MustCompile(`^\s*dd-\d+ .*function: +vfs_read$`).MatchString(l) {
			t.Errorf("not dd's vfs_read: %q", l)
		}
	}
}

func streamGraph(t *testing.T) {
	var stdout, stderr bytes.Buffer
	args := append([]string{"stream", "-p", "function_graph", "-l", "vfs_read", "-F"}, workload...)
	if code := Main(args, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("stream: exit %d\n%s", code, stderr.String())
	}
	lines := eventLines(stdout.String())
	entries, exits := 0, 0
	for _, l := range lines {
		switch {
		case regexp.MustCompile(`^\s*dd-\d+ .*funcgraph_entry: +\|  vfs_read\(\) \{$`).MatchString(l):
			entries++
		case regexp.MustCompile(`^\s*dd-\d+ .*funcgraph_exit: +[+!#$ ]?[ 0-9.]+ us +\|  \}$`).MatchString(l):
			exits++
		default:
			t.Errorf("not dd's vfs_read entry or exit: %q", l)
		}
	}
	if entries == 0 || entries != exits {
		t.Errorf("%d entries, %d exits", entries, exits)
	}
}
