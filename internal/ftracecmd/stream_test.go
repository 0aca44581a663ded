package ftracecmd

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

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
