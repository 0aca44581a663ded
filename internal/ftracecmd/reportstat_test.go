package ftracecmd

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"sonde/internal/kernel"
	"sonde/internal/testutil"
)

// TestReportStatMatchesTraceCmd: for trace-cmd's own files, sonde ftrace
// report --stat prints what trace-cmd report --stat prints.
func TestReportStatMatchesTraceCmd(t *testing.T) {
	if _, err := exec.LookPath("trace-cmd"); err != nil {
		t.Skip("trace-cmd is not installed")
	}
	for _, name := range []string{"tracecmd-v6.dat", "tracecmd-v7.dat"} {
		path := filepath.Join("..", "tracedat", "testdata", name)
		want, err := exec.Command("trace-cmd", "report", "--stat", "-i", path).Output()
		if err != nil {
			t.Fatalf("trace-cmd report --stat %s: %v", name, err)
		}
		var out, errb bytes.Buffer
		if code := Main([]string{"report", "--stat", path}, nil, &out, &errb); code != 0 {
			t.Fatalf("%s: exit %d: %s", name, code, errb.String())
		}
		if out.String() != string(want) {
			t.Errorf("%s: sonde ftrace report --stat:\n%s\ntrace-cmd report --stat:\n%s", name, out.String(), want)
		}
	}
}

// TestRecordFloodStats floods a small buffer: the trace.dat's per-CPU
// stats carry the dropped events, trace-cmd report --stat and sonde ftrace
// report --stat print them alike, record says how many were lost, and the
// events recorded plus those counted lost are exactly the calls made.
func TestRecordFloodStats(t *testing.T) {
	needRecord(t)
	dir := t.TempDir()
	const calls = 200000
	pid, trigger := startLoop(t, dir, calls)
	dat := filepath.Join(dir, "trace.dat")
	var stderr bytes.Buffer
	code := Main([]string{"record", "-b", "8", "-e", "syscalls:sys_enter_getppid", "-f", fmt.Sprintf("common_pid == %d", pid),
		"-o", dat, "--", "sh", "-c", trigger}, nil, &stderr, &stderr)
	if code != 0 {
		t.Fatalf("record: exit %d\n%s", code, stderr.String())
	}

	tc, err := exec.Command("trace-cmd", "report", "--stat", "-i", dat).Output()
	if err != nil {
		t.Fatalf("trace-cmd report --stat: %v", err)
	}
	var out, errb bytes.Buffer
	if code := Main([]string{"report", "--stat", dat}, nil, &out, &errb); code != 0 {
		t.Fatalf("sonde ftrace report --stat: exit %d: %s", code, errb.String())
	}
	if out.String() != string(tc) {
		t.Errorf("sonde ftrace report --stat:\n%s\ntrace-cmd report --stat:\n%s", out.String(), tc)
	}
	if !strings.Contains(string(tc), "\nCPU: 0\nentries:") {
		t.Errorf("the stats do not start with trace-cmd's \"CPU: N\" line:\n%s", tc)
	}
	// The stats blocks, split at their blank lines.
	var lost uint64
	for _, block := range strings.Split(string(tc), "\n\n") {
		if strings.Contains(block, "dropped events:") {
			st := kernel.ParseBufferStats([]byte(block))
			lost += st.Overrun + st.Dropped
		}
	}
	events, err := exec.Command("trace-cmd", "report", "-i", dat).Output()
	if err != nil {
		t.Fatalf("trace-cmd report: %v", err)
	}
	recorded := uint64(strings.Count(string(events), ": sys_enter_getppid:"))
	t.Logf("%d calls: %d recorded, %d lost", calls, recorded, lost)
	if lost == 0 {
		t.Fatalf("nothing lost: the flood did not overflow an 8 KB buffer\n%s", tc)
	}
	if recorded+lost != calls {
		t.Errorf("recorded %d + lost %d = %d, want %d", recorded, lost, recorded+lost, calls)
	}
	if want := fmt.Sprintf("%d events lost", lost); !strings.Contains(stderr.String(), want) {
		t.Errorf("record's stderr %q does not say %q", stderr.String(), want)
	}
}

// needRecord gates a test that records and compares with trace-cmd: root,
// trace-cmd and gcc (for loopC).
func needRecord(t *testing.T) {
	t.Helper()
	why := testutil.Privileged()
	for _, tool := range []string{"trace-cmd", "gcc"} {
		if _, err := exec.LookPath(tool); why == "" && err != nil {
			why = tool + " is not installed"
		}
	}
	testutil.RequireKernel(t, why)
}

// startLoop builds loopC and starts it waiting on stdin: it returns the
// loop's pid and a shell command that releases it and waits for its end.
func startLoop(t *testing.T, dir string, calls int) (int, string) {
	t.Helper()
	loop := filepath.Join(dir, "getppid")
	if err := os.WriteFile(loop+".c", []byte(loopC), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("gcc", "-O2", "-o", loop, loop+".c").CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, out)
	}
	p := exec.Command(loop, strconv.Itoa(calls))
	in, err := p.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := p.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { in.Close(); out.Close(); p.Wait() })
	pid := p.Process.Pid
	return pid, fmt.Sprintf("echo > /proc/%d/fd/0 && head -c1 /proc/%d/fd/1 >/dev/null", pid, pid)
}
