package ftracecmd

import (
	"bytes"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestReportCompressed: a recording that trace-cmd convert rewrites as a
// zstd-compressed version 7 file reports the same lines as the original.
func TestReportCompressed(t *testing.T) {
	needRecord(t)
	dir := t.TempDir()
	const calls = 3000
	pid, trigger := startLoop(t, dir, calls)
	dat, zdat := filepath.Join(dir, "trace.dat"), filepath.Join(dir, "zstd.dat")
	var stderr bytes.Buffer
	code := Main([]string{"record", "-e", "syscalls:sys_enter_getppid", "-f", fmt.Sprintf("common_pid == %d", pid),
		"-o", dat, "--", "sh", "-c", trigger}, nil, &stderr, &stderr)
	if code != 0 {
		t.Fatalf("record: exit %d\n%s", code, stderr.String())
	}
	if out, err := exec.Command("trace-cmd", "convert", "-i", dat, "-o", zdat, "--file-version", "7", "--compression", "zstd").CombinedOutput(); err != nil {
		t.Fatalf("trace-cmd convert: %v\n%s", err, out)
	}
	report := func(path string) string {
		var out, errb bytes.Buffer
		if code := Main([]string{"report", path}, nil, &out, &errb); code != 0 {
			t.Fatalf("report %s: exit %d: %s", path, code, errb.String())
		}
		return out.String()
	}
	want, got := report(dat), report(zdat)
	if n := strings.Count(got, ": sys_enter_getppid:"); n != calls || got != want {
		t.Errorf("the zstd file reports %d events (want %d), the same lines as the original: %v", n, calls, got == want)
	}
	var out, errb bytes.Buffer
	if code := Main([]string{"report", "--stat", zdat}, nil, &out, &errb); code != 0 || !strings.Contains(out.String(), " uncompressed)") {
		t.Errorf("report --stat of the zstd file: exit %d\n%s%s", code, out.String(), errb.String())
	}
}
