package ftracecmd

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"sonde/internal/testutil"
)

// forkLoopC calls getppid argv[1] times (forever when negative), after a
// child it forks has called it argv[2] times and exited; with argv[3] it
// first waits for a byte on stdin and writes one at its end.
const forkLoopC = `#include <stdlib.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/wait.h>
int main(int argc, char **argv) {
	long n = atol(argv[1]), m = argc > 2 ? atol(argv[2]) : 0;
	char c;
	if (argc > 3 && read(0, &c, 1) != 1) return 1;
	if (m > 0) {
		pid_t p = fork();
		if (p == 0) {
			for (long i = 0; i < m; i++) syscall(SYS_getppid);
			_exit(0);
		}
		waitpid(p, 0, 0);
	}
	for (long i = 0; n < 0 || i < n; i++) syscall(SYS_getppid);
	if (argc > 3 && write(1, "x", 1) != 1) return 1;
	return 0;
}
`

// buildLoop compiles forkLoopC, gating the test on root, gcc and trace-cmd.
func buildLoop(t *testing.T) string {
	t.Helper()
	why := testutil.Privileged()
	if _, err := exec.LookPath("gcc"); why == "" && err != nil {
		why = "gcc is not installed"
	}
	testutil.RequireKernel(t, why)
	dir := t.TempDir()
	loop := filepath.Join(dir, "forkloop")
	if err := os.WriteFile(loop+".c", []byte(forkLoopC), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("gcc", "-O2", "-o", loop, loop+".c").CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, out)
	}
	return loop
}

// noise runs an unrelated getppid loop for the rest of the test.
func noise(t *testing.T, loop string) int {
	t.Helper()
	p := exec.Command(loop, "-1")
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Process.Kill(); p.Wait() })
	return p.Process.Pid
}

var linePid = regexp.MustCompile(`^\s*\S*-(\d+)\s+\[\d+\]`)

// pidCounts counts the getppid events of report or stream output by pid.
func pidCounts(t *testing.T, out string) map[string]int {
	t.Helper()
	m := map[string]int{}
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		if !strings.Contains(l, "sys_enter_getppid:") {
			continue
		}
		sm := linePid.FindStringSubmatch(l)
		if sm == nil {
			t.Fatalf("line without a pid: %q", l)
		}
		m[sm[1]]++
	}
	return m
}

// counts are the per-pid event counts, sorted, without the pids.
func counts(m map[string]int) []int {
	var c []int
	for _, n := range m {
		c = append(c, n)
	}
	for i := range c {
		for j := i + 1; j < len(c); j++ {
			if c[j] < c[i] {
				c[i], c[j] = c[j], c[i]
			}
		}
	}
	return c
}

// TestPidFilters: with an unrelated getppid loop running, -F records the
// command's calls only, -F -c its forked child's too, and -P one process's,
// exactly; stream prints the same.
func TestPidFilters(t *testing.T) {
	loop := buildLoop(t)
	noisePid := fmt.Sprint(noise(t, loop))
	dir := t.TempDir()
	const ev = "syscalls:sys_enter_getppid"
	for _, c := range []struct {
		name string
		args []string
		want []int
	}{
		{"record -F", []string{"record", "-e", ev, "-F", "--", loop, "300", "200"}, []int{300}},
		{"record -F -c", []string{"record", "-e", ev, "-F", "-c", "--", loop, "300", "200"}, []int{200, 300}},
		{"stream -F", []string{"stream", "-e", ev, "-F", "--", loop, "300", "200"}, []int{300}},
		{"stream -F -c", []string{"stream", "-e", ev, "-F", "-c", "--", loop, "300", "200"}, []int{200, 300}},
	} {
		t.Run(c.name, func(t *testing.T) {
			args := c.args
			dat := filepath.Join(dir, "trace.dat")
			if args[0] == "record" {
				args = append([]string{"record", "-o", dat}, args[1:]...)
			}
			var stdout, stderr bytes.Buffer
			if code := Main(args, nil, &stdout, &stderr); code != 0 {
				t.Fatalf("exit %d\n%s", code, stderr.String())
			}
			out := stdout.String()
			if args[0] == "record" {
				out = reportOf(t, dat)
			}
			m := pidCounts(t, out)
			if m[noisePid] != 0 {
				t.Errorf("%d events of the unrelated loop %s", m[noisePid], noisePid)
			}
			if got := counts(m); fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("events by pid %v, want counts %v\n%s", m, c.want, stderr.String())
			}
		})
	}

	for _, verb := range []string{"record", "stream"} {
		t.Run(verb+" -P", func(t *testing.T) {
			// The traced loop waits on a pipe; the command releases it and
			// waits for its end, and is not traced itself.
			p := exec.Command(loop, "400", "0", "wait")
			in, _ := p.StdinPipe()
			out, _ := p.StdoutPipe()
			if err := p.Start(); err != nil {
				t.Fatal(err)
			}
			defer func() { in.Close(); out.Close(); p.Wait() }()
			pid := p.Process.Pid
			trigger := fmt.Sprintf("exec 3</proc/%d/fd/1 && echo > /proc/%d/fd/0 && head -c1 <&3 >/dev/null", pid, pid)
			dat := filepath.Join(dir, "p.dat")
			args := []string{verb, "-e", ev, "-P", fmt.Sprint(pid), "--", "sh", "-c", trigger}
			if verb == "record" {
				args = append([]string{verb, "-o", dat}, args[1:]...)
			}
			var stdout, stderr bytes.Buffer
			if code := Main(args, nil, &stdout, &stderr); code != 0 {
				t.Fatalf("exit %d\n%s", code, stderr.String())
			}
			text := stdout.String()
			if verb == "record" {
				text = reportOf(t, dat)
			}
			m := pidCounts(t, text)
			if len(m) != 1 || m[fmt.Sprint(pid)] != 400 {
				t.Errorf("events by pid %v, want 400 of %d only\n%s", m, pid, stderr.String())
			}
		})
	}
}

func reportOf(t *testing.T, dat string) string {
	t.Helper()
	var out, errb bytes.Buffer
	if code := Main([]string{"report", dat}, nil, &out, &errb); code != 0 {
		t.Fatalf("report: exit %d\n%s", code, errb.String())
	}
	return out.String()
}

// TestStreamBadInput: one line, exit 2.
func TestStreamBadInput(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"stream", "-e", "syscalls:sys_enter_nosuch", "--", "true"}, "unknown event syscalls:sys_enter_nosuch"},
		{[]string{"stream", "-e", "syscalls:sys_enter_getppid", "-c", "--", "true"}, "-c needs -F"},
		{[]string{"record", "-e", "syscalls:sys_enter_getppid", "-c", "--", "true"}, "-c needs -F"},
		{[]string{"stream", "-e", "syscalls:sys_enter_getppid", "-P", "x1"}, "-P x1: want a process id"},
		{[]string{"record", "-e", "syscalls:sys_enter_getppid", "-P", "0"}, "-P 0: want a process id"},
		{[]string{"stream", "-e", "syscalls:sys_enter_getppid", "-P", "4194304"}, "no such process"},
		{[]string{"stream", "-e", "syscalls:sys_enter_getppid", "-F"}, "-F needs a command"},
		{[]string{"stream", "-e", "syscalls:sys_enter_getppid", "-o", "x.dat"}, "writes no file"},
		{[]string{"list", "-e", "sched:["}, "unmatched ["},
		{[]string{"list", "-x"}, "unknown argument -x"},
	} {
		var stderr bytes.Buffer
		code := Main(c.args, nil, &stderr, &stderr)
		if code != 2 || strings.Count(stderr.String(), "\n") != 1 || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("%q: exit %d, %q; want exit 2, one line with %q", c.args, code, stderr.String(), c.want)
		}
	}
}

// lineWriter hands stream's output to a channel line by line.
type lineWriter struct {
	buf   []byte
	lines chan string
}

func (w *lineWriter) Write(p []byte) (int, error) {
	w.buf = append(w.buf, p...)
	for {
		i := bytes.IndexByte(w.buf, '\n')
		if i < 0 {
			return len(p), nil
		}
		w.lines <- string(w.buf[:i])
		w.buf = w.buf[i+1:]
	}
}

// TestStreamLive: stream prints a command's events while it runs (the
// command then waits on a FIFO the test opens only once it has read them),
// in timestamp order.
func TestStreamLive(t *testing.T) {
	loop := buildLoop(t)
	dir := t.TempDir()
	fifo := filepath.Join(dir, "go")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	w := &lineWriter{lines: make(chan string, 1000)}
	code := make(chan int, 1)
	var stderr bytes.Buffer
	go func() {
		code <- Main([]string{"stream", "-e", "syscalls:sys_enter_getppid", "-F", "-c", "--", "sh", "-c",
			fmt.Sprintf("%s 50 50 && read x < %s && %s 20", loop, fifo, loop)}, nil, w, &stderr)
	}()
	deadline := time.After(60 * time.Second)
	var got []string
	for len(got) < 100 {
		select {
		case l := <-w.lines:
			got = append(got, l)
		case c := <-code:
			t.Fatalf("stream ended (exit %d) after %d lines, before the command was let go\n%s", c, len(got), stderr.String())
		case <-deadline:
			t.Fatalf("%d lines in 60 s, want 100 before the command goes on", len(got))
		}
	}
	f, err := os.OpenFile(fifo, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("go\n")
	f.Close()
	if c := <-code; c != 0 {
		t.Fatalf("exit %d\n%s", c, stderr.String())
	}
	close(w.lines)
	for l := range w.lines {
		got = append(got, l)
	}
	// The shell calls getppid once too, for $PPID.
	if len(got) != 121 {
		t.Errorf("%d lines, want 121", len(got))
	}
	checkOrder(t, got)
}

var lineTime = regexp.MustCompile(`\] +(\d+)\.(\d{6}):`)

// checkOrder checks the lines' timestamps never go back.
func checkOrder(t *testing.T, lines []string) {
	t.Helper()
	var last string
	for _, l := range lines {
		m := lineTime.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("no timestamp in %q", l)
		}
		ts := fmt.Sprintf("%020s.%s", m[1], m[2])
		if ts < last {
			t.Errorf("out of order: %q after %s", l, last)
		}
		last = ts
	}
}

// TestStreamInterrupt: Ctrl-C ends a stream without a command, exit 0.
func TestStreamInterrupt(t *testing.T) {
	loop := buildLoop(t)
	pid := noise(t, loop)
	w := &lineWriter{lines: make(chan string, 1<<16)}
	code := make(chan int, 1)
	var stderr bytes.Buffer
	go func() {
		code <- Main([]string{"stream", "-e", "syscalls:sys_enter_getppid", "-P", fmt.Sprint(pid)}, nil, w, &stderr)
	}()
	select {
	case <-w.lines: // the handler is installed before anything is read
	case c := <-code:
		t.Fatalf("exit %d\n%s", c, stderr.String())
	case <-time.After(60 * time.Second):
		t.Fatal("no event in 60 s")
	}
	go func() {
		for range w.lines {
		}
	}()
	syscall.Kill(os.Getpid(), syscall.SIGINT)
	select {
	case c := <-code:
		if c != 0 {
			t.Fatalf("exit %d\n%s", c, stderr.String())
		}
	case <-time.After(60 * time.Second):
		t.Fatal("stream still running 60 s after SIGINT")
	}
}

// TestStreamPidExit: stream -P without a command ends once the process
// exits.
func TestStreamPidExit(t *testing.T) {
	loop := buildLoop(t)
	p := exec.Command(loop, "100", "0", "wait")
	in, _ := p.StdinPipe()
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	defer p.Wait()
	code := make(chan int, 1)
	var stdout, stderr bytes.Buffer
	go func() {
		code <- Main([]string{"stream", "-e", "syscalls:sys_enter_getppid", "-P", fmt.Sprint(p.Process.Pid)}, nil, &stdout, &stderr)
	}()
	in.Write([]byte("x"))
	in.Close()
	select {
	case c := <-code:
		if c != 0 {
			t.Fatalf("exit %d\n%s", c, stderr.String())
		}
	case <-time.After(60 * time.Second):
		t.Fatal("stream -P still running 60 s after its process exited")
	}
}

// blockedWriter holds stream's first write until the traced loop is done,
// so the 4 KB buffers overflow: printed plus lost is what the loop did.
type blockedWriter struct {
	fifo  string
	once  bool
	lines int
}

func (w *blockedWriter) Write(p []byte) (int, error) {
	if !w.once {
		w.once = true
		f, err := os.Open(w.fifo)
		if err != nil {
			return 0, err
		}
		io.ReadAll(f)
		f.Close()
	}
	w.lines += bytes.Count(p, []byte("\n"))
	return len(p), nil
}

// TestStreamLost: events lost while stream is held up are reported, and
// printed plus lost equals the command's calls.
func TestStreamLost(t *testing.T) {
	loop := buildLoop(t)
	dir := t.TempDir()
	fifo := filepath.Join(dir, "done")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	const calls = 200000
	w := &blockedWriter{fifo: fifo}
	var stderr bytes.Buffer
	code := Main([]string{"stream", "-e", "syscalls:sys_enter_getppid", "-b", "4", "-F", "-c", "--", "sh", "-c",
		fmt.Sprintf("%s %d && echo > %s", loop, calls, fifo)}, nil, w, &stderr)
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr.String())
	}
	m := regexp.MustCompile(`(\d+) events lost in all`).FindStringSubmatch(stderr.String())
	if m == nil {
		t.Fatalf("no loss reported with 4 KB buffers held up: %d lines\n%s", w.lines, stderr.String())
	}
	lost, _ := strconv.Atoi(m[1])
	// The shell calls getppid once too, for $PPID.
	if w.lines+lost != calls+1 {
		t.Errorf("%d printed + %d lost = %d, want %d\n%s", w.lines, lost, w.lines+lost, calls+1, stderr.String())
	}
}
