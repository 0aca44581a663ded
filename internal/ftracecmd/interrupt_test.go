package ftracecmd

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"sonde/internal/kernel"
	"sonde/internal/testutil"
)

// The test binary doubles as sonde and as a workload, so that these tests
// run in the VM too (it has no compiler): SONDE_TEST_FTRACE_MAIN runs
// `sonde ftrace ARGS` (the arguments separated by \x1f), as the sonde binary
// does; SONDE_TEST_GETPGID=N,PID calls getpgid(PID) N times.
func init() {
	if args, ok := os.LookupEnv("SONDE_TEST_FTRACE_MAIN"); ok {
		os.Exit(Main(strings.Split(args, "\x1f"), os.Stdin, os.Stdout, os.Stderr))
	}
	if v, ok := os.LookupEnv("SONDE_TEST_GETPGID"); ok {
		n, pid, _ := strings.Cut(v, ",")
		count, _ := strconv.Atoi(n)
		p, _ := strconv.Atoi(pid)
		for range count {
			syscall.Getpgid(p)
		}
		os.Exit(0)
	}
}

// sondeFtrace is `sonde ftrace ARGS` as its own process.
func sondeFtrace(args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "SONDE_TEST_FTRACE_MAIN="+strings.Join(args, "\x1f"))
	return cmd
}

// getpgidWorkload is a process calling getpgid(pid) n times and exiting.
func getpgidWorkload(n, pid int) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), fmt.Sprintf("SONDE_TEST_GETPGID=%d,%d", n, pid))
	return cmd
}

// traceCmd is Debian's trace-cmd: the host's, or in the VM the copy
// scripts/vmtest puts there (SONDE_TRACECMD).
func traceCmd(t *testing.T) string {
	t.Helper()
	if tc := os.Getenv("SONDE_TRACECMD"); tc != "" {
		return tc
	}
	tc, err := exec.LookPath("trace-cmd")
	if err != nil {
		testutil.RequireKernel(t, "trace-cmd is not installed (scripts/vmtest copies the host's in)")
	}
	return tc
}

// TestRecordSignal: record without a command runs until SIGINT (Ctrl-C)
// or SIGTERM, then writes the whole file and exits 0: sonde ftrace report
// and trace-cmd report read it and count exactly the workload's events,
// and the instance is gone. SIGTERM stops it as it stops every sonde front
// end (session.Stopping); trace-cmd 3.1's record dies on it, leaving no
// file, which helps no one running it under timeout(1) or a service
// manager.
func TestRecordSignal(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	if _, err := kernel.Format("syscalls", "sys_enter_getpgid"); err != nil {
		testutil.RequireKernel(t, "no syscalls:sys_enter_getpgid event: "+err.Error())
	}
	tc := traceCmd(t)
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) { recordUntil(t, tc, sig) })
	}
}

func recordUntil(t *testing.T, tc string, sig syscall.Signal) {
	// getpgid of a pid above PID_MAX_LIMIT fails with ESRCH: the filter
	// on it matches the workload's calls only, whatever thread makes them.
	const calls = 3000
	magic := 1<<30 + os.Getpid()
	dat := filepath.Join(t.TempDir(), "t.dat")
	rec := sondeFtrace("record", "-e", "syscalls:sys_enter_getpgid", "-f", fmt.Sprintf("pid == %d", magic), "-o", dat)
	stderr, err := rec.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := rec.Start(); err != nil {
		t.Fatal(err)
	}
	defer rec.Process.Kill()
	inst := filepath.Join(kernelTracefs(t), "instances", fmt.Sprintf("sonde-%d", rec.Process.Pid))

	// The ready line: recording is on.
	lines := bufio.NewReader(stderr)
	ready, err := lines.ReadString('\n')
	if !strings.Contains(ready, "Ctrl-C") {
		rest := new(bytes.Buffer)
		rest.ReadFrom(lines)
		rec.Wait()
		t.Fatalf("no ready line: %q %v\n%s", ready, err, rest)
	}
	if _, err := os.Stat(inst); err != nil {
		t.Errorf("recording, but no instance: %v", err)
	}
	if out, err := getpgidWorkload(calls, magic).CombinedOutput(); err != nil {
		t.Fatalf("workload: %v\n%s", err, out)
	}
	rec.Process.Signal(sig)
	done := make(chan error, 1)
	var rest bytes.Buffer
	go func() {
		rest.ReadFrom(lines)
		done <- rec.Wait()
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("record after %v: %v\n%s", sig, err, rest.String())
		}
	case <-time.After(60 * time.Second):
		t.Fatalf("record still running 60 s after %v", sig)
	}
	if rest.Len() > 0 {
		t.Errorf("record printed after the ready line:\n%s", rest.String())
	}
	if _, err := os.Stat(inst); !os.IsNotExist(err) {
		t.Errorf("instance %s left behind (%v)", inst, err)
	}

	sonde := eventLines(runReport(t, dat))
	if n := countEvent(sonde, "sys_enter_getpgid"); n != calls || n != len(sonde) {
		t.Errorf("sonde ftrace report: %d getpgid events of %d lines, want %d", n, len(sonde), calls)
	}
	out, err := exec.Command(tc, "report", "-i", dat).Output()
	if err != nil {
		t.Fatalf("trace-cmd report: %v", err)
	}
	if n := countEvent(eventLines(string(out)), "sys_enter_getpgid"); n != calls {
		t.Errorf("trace-cmd report: %d getpgid events, want %d", n, calls)
	}
}

func countEvent(lines []string, event string) int {
	n := 0
	for _, l := range lines {
		if strings.Contains(l, " "+event+":") {
			n++
		}
	}
	return n
}

func kernelTracefs(t *testing.T) string {
	t.Helper()
	root, err := kernel.EnsureTracefs()
	if err != nil {
		testutil.RequireKernel(t, "tracefs: "+err.Error())
	}
	return root
}
