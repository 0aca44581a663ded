package tools

import (
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

func TestSyscount(t *testing.T) {
	r := Start(t, "syscount", "-L", "-e", "ENOENT")
	missing := filepath.Join(t.TempDir(), "missing")
	for range 5 {
		OpenFile(t, missing)
	}
	o := r.Stop()
	o.Want(t, `^SYSCALL +COUNT +TIME \(us\)$`)
	o.Want(t, `^openat +\d+ +\d+\.\d{3}$`)
	if regexp.MustCompile(`(?m)^(read|write) `).MatchString(o.Stdout) {
		t.Errorf("-e ENOENT counts reads or writes:\n%s", o.Stdout)
	}
}

func TestSyscountProcess(t *testing.T) {
	r := Start(t, "syscount", "-P", "-x", "-T", "100")
	pid := OpenFile(t, filepath.Join(t.TempDir(), "missing"))
	o := r.Stop()
	o.Want(t, `^PID +COMM +COUNT$`)
	o.Want(t, `^`+strconv.Itoa(pid)+` +cat +\d+$`)
}

func TestSyscountList(t *testing.T) {
	o := Start(t, "syscount", "-l").Wait()
	o.Want(t, `^openat$`)
	o.Want(t, `^clone3$`)
}
