package e2e

import (
	"fmt"
	"os"
	"syscall"
	"testing"
)

// TestAttachedAfterAttach waits for newest bpftrace's "Attached N probes"
// (json, on stdout) and then makes one event: the line comes once every
// probe is attached (bpftrace's run(): it attaches the probes, then prints
// the count, then the output BEGIN made), so the event is never missed.
func TestAttachedAfterAttach(t *testing.T) {
	requireTracing(t)
	prog := fmt.Sprintf(`BEGIN { printf("begin\n"); } tracepoint:syscalls:sys_enter_getppid /pid == %d/ { printf("seen\n"); exit(); }`, os.Getpid())
	r := start(t, sondeBinary(t), "--compat=newest", "-f", "json", "-e", prog)
	r.waitFor(t, `{"type": "attached_probes", "count": 2, "data": {"probes": 2}}`)
	if r.out.String() != `{"type": "attached_probes", "count": 2, "data": {"probes": 2}}`+"\n" {
		t.Errorf("output before the probe count:\n%s", r.out.String())
	}
	syscall.Getppid()
	out, code := r.finish(t)
	want := `{"type": "attached_probes", "count": 2, "data": {"probes": 2}}` + "\n" +
		`{"type": "printf", "data": "begin\n"}` + "\n" + `{"type": "printf", "data": "seen\n"}` + "\n"
	if out != want || code != 0 {
		t.Errorf("exit %d, output:\n%s", code, lineDiff(want, out))
	}
}
