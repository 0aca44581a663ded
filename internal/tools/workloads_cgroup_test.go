package tools

// Workloads in a cgroup of their own, for the tools' --cgroup filters: a
// child cgroup v2 below the test's own, and processes started in it or
// moved into it (the test process itself stays outside).

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
)

// ChildCgroup makes a cgroup v2 directory below this process's own and
// returns its path; cleanup removes it. Make it before the workloads that
// go into it, so that they are gone (their cleanups run first) by then.
func ChildCgroup(t *testing.T) string {
	t.Helper()
	dir, err := os.MkdirTemp(ownCgroup(t), "sonde-cg")
	if err != nil {
		t.Fatalf("child cgroup: %v", err)
	}
	t.Cleanup(func() { os.Remove(dir) })
	return dir
}

// ExecIn runs argv to its end as a process born in cgroup cg (clone3's
// CLONE_INTO_CGROUP) and returns its pid.
func ExecIn(t *testing.T, cg string, argv ...string) int {
	t.Helper()
	f, err := os.Open(cg)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.SysProcAttr = &syscall.SysProcAttr{UseCgroupFD: true, CgroupFD: int(f.Fd())}
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v in %s: %v\n%s", argv, cg, err, out)
	}
	return cmd.ProcessState.Pid()
}

// MoveToCgroup moves process pid into cgroup cg.
func MoveToCgroup(t *testing.T, cg string, pid int) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(cg, "cgroup.procs"), []byte(strconv.Itoa(pid)), 0); err != nil {
		t.Fatalf("move %d to %s: %v", pid, cg, err)
	}
}
