package ftracecmd

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"sonde/internal/testutil"
)

// internal/tracedat/testdata/tracecmd-record-*.dat were written by trace-cmd
// 3.1's own record in the Debian 6.1 VM (scripts/vmrun with the host's
// trace-cmd and its libraries copied in, /proc/kallsyms bind-mounted empty
// to keep them small):
//
//	trace-cmd record -e sched:sched_switch -e syscalls:sys_enter_read \
//		-e syscalls:sys_exit_read -F --file-version 6 -o v6.dat -- \
//		busybox dd if=/proc/version of=/dev/null bs=64
//
// and again with --file-version 7 --compression none, and with
// --compression zstd.
var traceCmdRecorded = []string{"tracecmd-record-v6.dat", "tracecmd-record-v7.dat", "tracecmd-record-v7-zstd.dat"}

// TestTraceCmdRecorded: sonde ftrace report -R prints what trace-cmd
// report -R prints, line for line, for files trace-cmd record wrote.
func TestTraceCmdRecorded(t *testing.T) {
	tc, err := exec.LookPath("trace-cmd")
	if err != nil {
		t.Skip("trace-cmd is not installed")
	}
	for _, name := range traceCmdRecorded {
		t.Run(name, func(t *testing.T) {
			compareRaw(t, tc, filepath.Join("..", "tracedat", "testdata", name))
		})
	}
}

// compareRaw compares trace-cmd report -R and sonde ftrace report -R on
// dat, which must hold events.
func compareRaw(t *testing.T, tc, dat string) {
	t.Helper()
	want, err := exec.Command(tc, "report", "-R", "-i", dat).Output()
	if err != nil {
		t.Fatalf("trace-cmd report -R: %v", err)
	}
	var got, stderr bytes.Buffer
	if code := Main([]string{"report", "-R", dat}, nil, &got, &stderr); code != 0 {
		if strings.Contains(stderr.String(), "compressed files are not supported") {
			t.Skipf("%s", strings.TrimSpace(stderr.String()))
		}
		t.Fatalf("sonde ftrace report -R: exit %d: %s", code, stderr.String())
	}
	w, g := eventLines(string(want)), eventLines(got.String())
	if len(w) == 0 {
		t.Fatal("trace-cmd report -R printed no events")
	}
	if strings.Join(g, "\n") != strings.Join(w, "\n") {
		t.Errorf("sonde ftrace report -R differs from trace-cmd report -R:\n%s", lineDiff(w, g))
	} else {
		t.Logf("%d lines alike", len(w))
	}
}

// TestTraceCmdRecordLive: where trace-cmd record runs (the VMs, with the
// host's trace-cmd copied in as SONDE_TRACECMD; this host refuses it),
// sonde ftrace report -R reads what it records now and prints what
// trace-cmd report -R prints.
func TestTraceCmdRecordLive(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	tc := traceCmd(t)
	dat := filepath.Join(t.TempDir(), "tc.dat")
	out, err := exec.Command(tc, append([]string{"record", "-e", "sched:sched_switch", "-e", "syscalls:sys_enter_read",
		"-e", "syscalls:sys_exit_read", "-F", "-o", dat}, workload[1:]...)...).CombinedOutput()
	if err != nil {
		if os.Getenv("SONDE_KERNEL_MATRIX") != "" {
			t.Fatalf("trace-cmd record: %v\n%s", err, out)
		}
		t.Skipf("trace-cmd record fails on this kernel: %v", err)
	}
	for _, v := range []string{"6", "7"} {
		conv := filepath.Join(t.TempDir(), "v"+v+".dat")
		if out, err := exec.Command(tc, "convert", "-i", dat, "--file-version", v, "--compression", "none", "-o", conv).CombinedOutput(); err != nil {
			t.Fatalf("trace-cmd convert: %v\n%s", err, out)
		}
		t.Run("v"+v, func(t *testing.T) { compareRaw(t, tc, conv) })
	}
}
