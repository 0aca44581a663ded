package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sonde/internal/kernel"
	"sonde/internal/testutil"
)

// TestTracefsBackend runs a script through --tracefs (uprobe events in a
// tracefs instance, read from trace_pipe_raw) and through BPF: the printf
// lines, in call order, and the counts are the same, and --tracefs leaves
// no event or instance behind.
func TestTracefsBackend(t *testing.T) {
	requireTracing(t)
	root, err := kernel.EnsureTracefs()
	if err != nil {
		testutil.RequireKernel(t, err.Error())
	}
	if _, err := os.Stat(filepath.Join(root, "uprobe_events")); err != nil {
		testutil.RequireKernel(t, "no uprobe_events in tracefs")
	}
	prog := uprog(t, "e2eprog")
	const n = 50
	script := fmt.Sprintf(`uprobe:%[1]s:add3 { @ = count(); @c[comm] = count(); }
uretprobe:%[1]s:add3 { printf("%%d\n", retval); }`, prog)
	cmd := fmt.Sprintf("%s run %d", prog, n)
	tfs := sonde(t, "-q", "--tracefs", "-e", script, "-c", cmd)
	if tfs.code != 0 {
		t.Fatalf("--tracefs: exit %d\nstdout:\n%s\nstderr:\n%s", tfs.code, tfs.stdout, tfs.stderr)
	}
	// outer(i) calls add3(i, 1, 2), then main add3(i, 2i, 3i).
	var want strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&want, "%d\n%d\n", i+3, 6*i)
	}
	if !strings.HasPrefix(tfs.stdout, want.String()) {
		t.Errorf("--tracefs printed:\n%s\nwant it to begin with:\n%s", tfs.stdout, want.String())
	}
	for _, w := range []string{fmt.Sprintf("@: %d\n", 2*n), fmt.Sprintf("@c[e2eprog]: %d\n", 2*n)} {
		if !strings.Contains(tfs.stdout, w) {
			t.Errorf("--tracefs output lacks %q:\n%s", w, tfs.stdout)
		}
	}
	if strings.Contains(tfs.stderr, "Lost") {
		t.Errorf("--tracefs lost events: %s", tfs.stderr)
	}
	bpf := sonde(t, "-q", "-e", script, "-c", cmd)
	if bpf.code != 0 {
		t.Fatalf("BPF: exit %d\n%s", bpf.code, bpf.stderr)
	}
	if !strings.HasPrefix(bpf.stdout, want.String()) {
		t.Errorf("BPF printed:\n%s\nwant it to begin with:\n%s", bpf.stdout, want.String())
	}
	data, err := os.ReadFile(filepath.Join(root, "uprobe_events"))
	if err != nil {
		t.Fatal(err)
	}
	if prefix := kernel.TracefsEventPrefix() + "_"; strings.Contains(string(data), prefix) {
		t.Errorf("uprobe_events still holds events of %s:\n%s", prefix, data)
	}
	if _, err := os.Stat(filepath.Join(root, "instances", fmt.Sprintf("sonde-%d", os.Getpid()))); err == nil {
		t.Errorf("the tracefs instance was left behind")
	}
}
