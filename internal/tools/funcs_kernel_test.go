package tools

// The functions tools on kernel functions: fentry and kprobes, which this
// host lacks and the VMs have (scripts/vmtest.packages); no C fixture.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// kernelFunctions runs args as the check of a tool on a kernel function:
// where neither fentry nor kprobes work, the tool must say so in one line
// (exit 1), and the test ends; it reports whether the tool can run.
func kernelFunctions(t *testing.T, tool string, args ...string) bool {
	t.Helper()
	o := RunTool(t, tool, append([]string{"--print-script"}, args...)...)
	if o.Code != 0 {
		t.Fatalf("--print-script: exit %d: %s", o.Code, o.Stderr)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, tool+".bt")
	os.WriteFile(file, []byte(o.Stdout), 0o644)
	if d := RunSonde(t, "--dry-run", file); d.Code != 0 && os.Getenv("SONDE_KERNEL_MATRIX") == "" {
		if !strings.Contains(d.Stderr, "not available on this kernel") {
			t.Fatalf("the generated script does not compile:\n%s", d.Stderr)
		}
		oneLine(t, RunTool(t, tool, args...), 1, `^sonde tool `+tool+`: cannot run here: `)
		return false
	}
	return true
}

func TestFunccountKernel(t *testing.T) {
	if !kernelFunctions(t, "funccount", "vfs_rea*") {
		return
	}
	for _, src := range []string{"fentry", "kprobe"} {
		r := Start(t, "funccount", "-v", "--source", src, "vfs_rea*")
		OpenFile(t, "/etc/hostname")
		o := r.Stop()
		o.Want(t, `^vfs_read +\d+$`)
		if !strings.Contains(o.Stderr, "source "+src) {
			t.Errorf("-v does not name %s:\n%s", src, o.Stderr)
		}
	}
}

func TestFunclatencyKernel(t *testing.T) {
	if !kernelFunctions(t, "funclatency", "vfs_read") {
		return
	}
	r := Start(t, "funclatency", "-u", "vfs_read")
	OpenFile(t, "/etc/hostname")
	o := r.Stop()
	o.Want(t, `^     usecs +: count +distribution$`)
	o.Want(t, `^avg = \d+ usecs, total: \d+ usecs, count: \d+$`)
}

func TestTraceKprobe(t *testing.T) {
	// arg2, BCC's second argument: do_filp_open's struct filename *.
	spec := `do_filp_open "%s", ((struct filename *)arg2)->name`
	if !kernelFunctions(t, "trace", spec) {
		return
	}
	r := Start(t, "trace", "-v", spec)
	path := filepath.Join(t.TempDir(), "traced")
	OpenFile(t, path)
	o := r.Stop()
	o.Want(t, `^\d+ +\d+ +cat +do_filp_open +`+path+`$`)
	if !strings.Contains(o.Stderr, "source kprobe") {
		t.Errorf("arg2 is read: want kprobes:\n%s", o.Stderr)
	}
}

func TestStackcountKernel(t *testing.T) {
	if !kernelFunctions(t, "stackcount", "vfs_read") {
		return
	}
	r := Start(t, "stackcount", "-K", "vfs_read")
	OpenFile(t, "/etc/hostname")
	o := r.Stop()
	o.Want(t, `^  vfs_read$`)
	o.Want(t, `^  ksys_read$`)
	o.Want(t, `^    \S+ \[\d+\]$`)
}
