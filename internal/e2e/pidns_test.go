package e2e

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"sonde/internal/testutil"
)

// pid(task_ns) and tid(task_ns) are a task's ids in its own PID
// namespace, pid(init) and plain pid (sonde runs in the initial one) the
// host's: grep, in a new PID namespace, prints its NSpid line (host id,
// then its own) from the host's /proc, which must match.
func TestPidTaskNamespace(t *testing.T) {
	requireTracing(t)
	if _, err := exec.LookPath("unshare"); err != nil {
		testutil.RequireKernel(t, "unshare is needed: "+err.Error())
	}
	tmp := t.TempDir()
	out, script := filepath.Join(tmp, "nspid"), filepath.Join(tmp, "newns.sh")
	body := fmt.Sprintf("unshare --pid --fork /bin/sh -c 'grep NSpid /proc/self/status > %s'\n", out)
	if err := os.WriteFile(script, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	got := sonde(t, "-c", "/bin/sh "+script, "-e", `tracepoint:sched:sched_process_exec /comm == "grep"/ {
	printf("%d %d %d %d %d\n", pid, pid(init), tid(init), pid(task_ns), tid(task_ns));
}`)
	b, err := os.ReadFile(out)
	if got.code != 0 || err != nil {
		t.Fatalf("exit %d, %v\nstdout:\n%s\nstderr:\n%s", got.code, err, got.stdout, got.stderr)
	}
	var host, own int
	if _, err := fmt.Sscanf(string(b), "NSpid:\t%d\t%d", &host, &own); err != nil || own >= host {
		t.Fatalf("grep's NSpid: %q (%v)", b, err)
	}
	want := fmt.Sprintf("%d %d %d %d %d\n", host, host, host, own, own)
	if !strings.Contains(got.stdout, want) {
		t.Errorf("want %q (NSpid %d %d), got:\n%s", want, host, own, got.stdout)
	}
}
