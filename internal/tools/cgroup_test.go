package tools

// --cgroup PATH: each tool that takes it shows the events of a workload in
// a child cgroup and not those of the test process (or its other
// children) outside it.

import (
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

func TestOpensnoopCgroup(t *testing.T) {
	cg := ChildCgroup(t)
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in-cgroup"), filepath.Join(dir, "outside")
	r := Start(t, "opensnoop", "--cgroup", cg)
	if err := os.WriteFile(in, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	pid := ExecIn(t, cg, "/bin/cat", in)
	OpenFile(t, out)
	os.Open(out)
	o := r.Stop()
	o.Want(t, `^`+strconv.Itoa(pid)+` +cat +\d+ +0 `+regexp.QuoteMeta(in)+`$`)
	if strings.Contains(o.Stdout, out) {
		t.Errorf("--cgroup %s shows an open outside it:\n%s", cg, o.Stdout)
	}
}

// cgroupIO runs dd writing n 4 KiB blocks with O_DIRECT into a file in
// dir, born in cgroup cg.
func cgroupIO(t *testing.T, cg, dir string, n int) {
	t.Helper()
	ExecIn(t, cg, "/bin/dd", "if=/dev/zero", "of="+filepath.Join(dir, "cgroup-io"), "bs=4096", "count="+strconv.Itoa(n), "oflag=direct", "status=none")
}

func TestBiosnoopCgroup(t *testing.T) {
	dir, disk, ok := diskDir(t, "biosnoop")
	if !ok {
		return
	}
	cg := ChildCgroup(t)
	r := Start(t, "biosnoop", "-c", cg)
	cgroupIO(t, cg, dir, 8)
	DirectIO(t, dir, 8)
	o := r.Stop()
	o.Want(t, `^ *\d+\.\d{6} dd +\d+ +`+disk+` +W +\d+ +4096 +\d+\.\d{3}$`)
	if regexp.MustCompile(`(?m)^ *\d+\.\d{6} ` + regexp.QuoteMeta(testComm()[:min(len(testComm()), 14)]) + ` `).MatchString(o.Stdout) {
		t.Errorf("--cgroup %s shows the test's own I/O:\n%s", cg, o.Stdout)
	}
}

func TestBiolatencyCgroup(t *testing.T) {
	dir, _, ok := diskDir(t, "biolatency")
	if !ok {
		return
	}
	cg := ChildCgroup(t)
	bucket := `^\[\d+K?, \d+K?\) +\d+ \|@+ *\|$`
	r := Start(t, "biolatency", "-c", cg)
	cgroupIO(t, cg, dir, 16)
	o := r.Stop()
	o.Want(t, `^@usecs:`)
	o.Want(t, bucket)

	r = Start(t, "biolatency", "-c", cg)
	DirectIO(t, dir, 16)
	o = r.Stop()
	if regexp.MustCompile(`(?m)` + bucket).MatchString(o.Stdout) {
		t.Errorf("--cgroup %s counts the test's own I/O:\n%s", cg, o.Stdout)
	}
}

// cgroupSpinners runs two spinners and moves the first into a child
// cgroup; it returns the cgroup and both pids.
func cgroupSpinners(t *testing.T) (string, []int) {
	cg := ChildCgroup(t)
	_, pids := Spinners(t, 2)
	MoveToCgroup(t, cg, pids[0])
	return cg, pids
}

// wantOnlyPid checks -P output: a histogram for pid and none for others.
func wantOnlyPid(t *testing.T, o Output, cg string, pid int) {
	t.Helper()
	o.Want(t, `^pid = `+strconv.Itoa(pid)+` sh$`)
	for _, m := range regexp.MustCompile(`(?m)^pid = (\d+) `).FindAllStringSubmatch(o.Stdout, -1) {
		if m[1] != strconv.Itoa(pid) {
			t.Errorf("--cgroup %s shows pid %s, outside it:\n%s", cg, m[1], o.Stdout)
			break
		}
	}
}

func TestRunqlatCgroup(t *testing.T) {
	cg, pids := cgroupSpinners(t)
	r := Start(t, "runqlat", "-P", "-c", cg)
	WaitSlices(t, pids[0], 20)
	wantOnlyPid(t, r.Stop(), cg, pids[0])
}

func TestCpudistCgroup(t *testing.T) {
	cg, pids := cgroupSpinners(t)
	r := Start(t, "cpudist", "-P", "-c", cg)
	WaitSlices(t, pids[0], 20)
	wantOnlyPid(t, r.Stop(), cg, pids[0])
}

// An interrupt counts for the cgroup of the task it interrupts: a spinner
// in the cgroup on the CPU that takes the disk's interrupts (Spinners pins
// to the last CPU) is interrupted by the test's direct I/O completing; an
// empty cgroup sees none.
func TestHardirqsCgroup(t *testing.T) {
	dir := DiskDir(t)
	cg, empty := ChildCgroup(t), ChildCgroup(t)
	// A spinner in the cgroup on every CPU: whichever CPU takes the
	// disk's interrupts, they interrupt the cgroup's task.
	for cpu := range runtime.NumCPU() {
		_, pids := SpinnersOn(t, cpu, 1)
		MoveToCgroup(t, cg, pids[0])
	}
	row := `^\S+ +[1-9]\d*$`
	r := Start(t, "hardirqs", "-C", "-c", cg)
	DirectIO(t, dir, 64)
	o := r.Stop()
	o.Want(t, `^HARDIRQ +TOTAL_count$`)
	o.Want(t, row)

	r = Start(t, "hardirqs", "-C", "-c", empty)
	DirectIO(t, dir, 64)
	o = r.Stop()
	if regexp.MustCompile(`(?m)` + row).MatchString(o.Stdout) {
		t.Errorf("--cgroup of an empty cgroup counts interrupts:\n%s", o.Stdout)
	}
}
