package ftracecmd

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"sonde/internal/testutil"
)

const loopC = `#include <unistd.h>
#include <stdlib.h>
#include <sys/syscall.h>
/* Waits for a byte on stdin, calls getppid N times, writes a byte. */
int main(int argc, char **argv) {
	char c;
	int n = atoi(argv[1]);
	if (read(0, &c, 1) != 1) return 1;
	for (int i = 0; i < n; i++) syscall(SYS_getppid);
	return write(1, "x", 1) != 1;
}
`

// TestRecordReport records sys_enter_getppid filtered to one process's pid
// over a loop of known count: trace-cmd report shows exactly that many
// events, and sonde ftrace report prints the lines trace-cmd report -R
// prints, byte for byte.
func TestRecordReport(t *testing.T) {
	needRecord(t)
	dir := t.TempDir()
	loop := filepath.Join(dir, "getppid")
	if err := os.WriteFile(loop+".c", []byte(loopC), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("gcc", "-O2", "-o", loop, loop+".c").CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, out)
	}
	// The loop waits on a pipe: its pid is known before recording starts,
	// and the recorded command releases it and waits for its end.
	const calls = 1000
	p := exec.Command(loop, fmt.Sprint(calls))
	in, err := p.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	out, err := p.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	defer p.Wait()
	pid := p.Process.Pid

	dat := filepath.Join(dir, "trace.dat")
	var stderr bytes.Buffer
	trigger := fmt.Sprintf("echo > /proc/%d/fd/0 && head -c1 /proc/%d/fd/1 >/dev/null", pid, pid)
	code := Main([]string{"record", "-e", "syscalls:sys_enter_getppid", "-f", fmt.Sprintf("common_pid == %d", pid),
		"-o", dat, "--", "sh", "-c", trigger}, nil, &stderr, &stderr)
	if code != 0 {
		t.Fatalf("record: exit %d\n%s", code, stderr.String())
	}

	tc, err := exec.Command("trace-cmd", "report", "-i", dat).CombinedOutput()
	if err != nil {
		t.Fatalf("trace-cmd report: %v\n%s", err, tc)
	}
	if n := strings.Count(string(tc), ": sys_enter_getppid:"); n != calls {
		t.Errorf("trace-cmd report shows %d getppid events, want %d", n, calls)
	}
	raw, err := exec.Command("trace-cmd", "report", "-R", "-i", dat).CombinedOutput()
	if err != nil {
		t.Fatalf("trace-cmd report -R: %v\n%s", err, raw)
	}
	var want []string
	for _, l := range strings.Split(string(raw), "\n") {
		if strings.Contains(l, ": sys_enter_getppid:") {
			want = append(want, l)
		}
	}
	var sout, serr bytes.Buffer
	if code := Main([]string{"report", "-R", dat}, nil, &sout, &serr); code != 0 {
		t.Fatalf("sonde ftrace report: exit %d\n%s", code, serr.String())
	}
	got := strings.Split(strings.TrimSuffix(sout.String(), "\n"), "\n")[1:] // after cpus=N
	if len(got) != calls || strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("sonde ftrace report printed %d lines, trace-cmd report -R %d; first lines:\n%q\n%q", len(got), len(want), got[:min(2, len(got))], want[:min(2, len(want))])
	}
	if !strings.Contains(got[0], fmt.Sprintf("-%d ", pid)) || !strings.HasSuffix(got[0], "__syscall_nr=110") {
		t.Errorf("first line %q", got[0])
	}
}

// TestRecordBadInput: an unknown event, a filter the kernel refuses and an
// unwritable output are one line and exit 2.
func TestRecordBadInput(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-e", "syscalls:sys_enter_nosuch"}, "unknown event syscalls:sys_enter_nosuch"},
		{[]string{"-e", "syscalls:sys_enter_getppid", "-f", "nosuchfield == 1"}, "rejected by the kernel"},
		{[]string{"-e", "syscalls:sys_enter_getppid", "-o", filepath.Join(dir, "no/such/dir/t.dat")}, "no such file"},
		{[]string{"-f", "x"}, "no -e before it"},
	} {
		var stderr bytes.Buffer
		args := append([]string{"record"}, c.args...)
		args = append(args, "-o", filepath.Join(dir, "t.dat"), "--", "true")
		if c.want == "no such file" {
			args = append([]string{"record"}, c.args...)
			args = append(args, "--", "true")
		}
		code := Main(args, nil, &stderr, &stderr)
		if code != 2 || strings.Count(stderr.String(), "\n") != 1 || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("%q: exit %d, %q; want exit 2, one line with %q", c.args, code, stderr.String(), c.want)
		}
	}
}
