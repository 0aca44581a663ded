package e2e

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"sonde/internal/probe"
)

// TestLSM denies opening one file with an lsm:file_open probe returning
// -EPERM, while this test keeps trying to open it: once the probe is
// attached the opens fail with EPERM; a second probe on the hook, run
// after it in the same program, returns 0 and must not undo the denial,
// and ends tracing after three; once sonde has detached, the file opens
// again. It needs the BPF LSM: this host's kernel has it but refuses the
// programs (EPERM), Debian's kernels in scripts/vmtest run it.
func TestLSM(t *testing.T) {
	requireTracing(t)
	requireMatrixProvider(t, "lsm")
	name := fmt.Sprintf("sonde-lsm-%d", os.Getpid())
	file := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	script := fmt.Sprintf(`
lsm:file_open /str(args.file->f_path.dentry->d_name.name) == %q/ { return -1; }
lsm:file_open /str(args.file->f_path.dentry->d_name.name) == %q/ {
	@seen++;
	if (@seen >= 3) { exit(); }
}
END { clear(@seen); }`, name, name)
	done := make(chan result, 1)
	go func() { done <- sondeStdin(t, "", "-e", script) }()
	var r result
	var seq strings.Builder // a: an open allowed, d: denied
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(runTimeout)
wait:
	for {
		select {
		case r = <-done:
			break wait
		case <-tick.C:
			f, err := os.Open(file)
			switch {
			case err == nil:
				f.Close()
				seq.WriteByte('a')
			case errors.Is(err, os.ErrPermission):
				seq.WriteByte('d')
			default:
				t.Fatalf("open: %v", err)
			}
		case <-deadline:
			t.Fatalf("sonde did not end within %v", runTimeout)
		}
	}
	if r.code != 0 || strings.TrimSpace(r.stdout) != "Attaching 3 probes..." {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
	// Allowed before the probes are attached and once they are detached
	// (sonde ends meanwhile), denied in between: at least three times.
	if !regexp.MustCompile(`^a*ddd+a*$`).MatchString(seq.String()) {
		t.Errorf("opens allowed (a) and denied (d): %s, want a*ddd+a*", seq.String())
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatalf("open after sonde ended: %v", err)
	}
	f.Close()
}

// TestLSMErrors: a misspelt hook is an error at the probe with the hook
// meant; where LSM programs cannot run (this host refuses them), the
// script is refused with the reason, at the probe.
func TestLSMErrors(t *testing.T) {
	requireTracing(t)
	r := sonde(t, "-e", "lsm:file_opn { }")
	if r.code != 2 || !strings.HasPrefix(r.stderr, `stdin:1:1: error: no LSM hook "file_opn": the kernel's BTF has no function bpf_lsm_file_opn`) ||
		!strings.Contains(r.stderr, `= help: did you mean "file_open"?`) {
		t.Errorf("exit %d, stderr:\n%s", r.code, r.stderr)
	}
	lsm, _ := probe.Lookup("lsm")
	err := probe.Available(lsm)
	if err == nil {
		return
	}
	r = sonde(t, "-e", "lsm:file_open { return -1; }")
	if r.code != 2 || !strings.HasPrefix(r.stderr, "stdin:1:1: error: lsm probes not available on this kernel: ") {
		t.Errorf("exit %d, stderr:\n%s", r.code, r.stderr)
	}
}
