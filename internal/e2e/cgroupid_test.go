package e2e

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sonde/internal/testutil"
)

// cgroup2Mount is where the cgroup v2 hierarchy is mounted, from
// /proc/self/mountinfo, or "".
func cgroup2Mount() string {
	f, err := os.Open("/proc/self/mountinfo")
	if err != nil {
		return ""
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		// id parent major:minor root mountpoint options ... - fstype source ...
		fields := strings.Fields(s.Text())
		for i, x := range fields {
			if x == "-" && i+1 < len(fields) && fields[i+1] == "cgroup2" && len(fields) > 4 {
				return fields[4]
			}
		}
	}
	return ""
}

// TestCgroupidDiff resolves cgroupid() of a cgroup v2 directory made for
// the test (so that its id is not the root's 1) under sonde and bpftrace,
// and matches it against the cgroup of a workload running in it.
func TestCgroupidDiff(t *testing.T) {
	requireTracing(t)
	root := cgroup2Mount()
	if root == "" {
		testutil.RequireKernel(t, "no cgroup v2 mount")
	}
	dir, err := os.MkdirTemp(root, "sonde-e2e-")
	if err != nil {
		testutil.RequireKernel(t, "cannot make a cgroup: "+err.Error())
	}
	t.Cleanup(func() { os.Remove(dir) })
	// The workload moves itself into the new cgroup before it runs, so
	// the cgroup builtin, cgroupid() and cgroup_path() must agree on it.
	tmp := t.TempDir()
	script := filepath.Join(tmp, "incgroup.sh")
	if err := os.WriteFile(script, []byte("echo $$ > "+dir+"/cgroup.procs\nexec "+workload(t)+" getppid 3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	prog := strings.NewReplacer("DIR", dir, "ROOT", root).Replace(`BEGIN {
	printf("%d %d %d\n", cgroupid("DIR") == cgroupid("DIR/"), cgroupid("ROOT"), cgroupid("DIR") != cgroupid("ROOT"));
	@[cgroupid("DIR")] = cgroupid("DIR");
	@id = cgroupid("DIR") > 1;
}
tracepoint:syscalls:sys_enter_getppid /cgroup == cgroupid("DIR")/ {
	@calls = count();
	@path = cgroup_path(cgroup);
	@unified = cgroup_path(cgroup, "unified");
}`)
	file := filepath.Join(tmp, "cgroupid.bt")
	if err := os.WriteFile(file, []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	want := bpftrace(t, "-c", "/bin/sh "+script, file)
	got := sonde(t, "-c", "/bin/sh "+script, file)
	if want.code != 0 || !strings.Contains(want.stdout, "@calls: 3") {
		t.Fatalf("bpftrace failed (exit %d): %s", want.code, want.stderr)
	}
	if got.stdout != want.stdout || got.code != want.code {
		t.Errorf("sonde: exit %d, want %d\nstderr:\n%s\n%s", got.code, want.code, got.stderr, lineDiff(want.stdout, got.stdout))
	}
}
