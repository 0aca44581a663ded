package kernel

import (
	"os"
	"strings"
	"testing"

	"golang.org/x/sys/unix"

	"sonde/internal/testutil"
)

func TestPrivilegeError(t *testing.T) {
	bit := func(cs ...Capability) uint64 {
		var m uint64
		for _, c := range cs {
			m |= 1 << uint(c)
		}
		return m
	}
	for _, tc := range []struct {
		caps uint64
		want string // "" for no error
	}{
		{^uint64(0), ""},
		{bit(CapSysAdmin), ""},
		{bit(CapBPF, CapPerfmon), ""},
		{bit(CapPerfmon), "sonde needs root or CAP_BPF and CAP_PERFMON (missing: CAP_BPF)"},
		{bit(CapBPF), "sonde needs root or CAP_BPF and CAP_PERFMON (missing: CAP_PERFMON)"},
		{0, "sonde needs root or CAP_BPF and CAP_PERFMON (missing: CAP_BPF, CAP_PERFMON)"},
	} {
		err := privilegeError(tc.caps)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tc.want {
			t.Errorf("privilegeError(%#x) = %q, want %q", tc.caps, got, tc.want)
		}
		if strings.Contains(got, "\n") {
			t.Errorf("error is not one line: %q", got)
		}
	}
	caps, err := parseCapEff([]byte("Name:\tx\nCapInh:\t0000000000000000\nCapEff:\t000001ffffffffff\n"))
	if err != nil || caps != 0x1ffffffffff {
		t.Errorf("parseCapEff = %#x, %v", caps, err)
	}
	if _, err := parseCapEff([]byte("Name:\tx\n")); err == nil {
		t.Error("parseCapEff without CapEff succeeded")
	}
}

func TestCheckPrivilegesLive(t *testing.T) {
	err := CheckPrivileges()
	if (testutil.Privileged() == "") != (err == nil) {
		t.Errorf("CheckPrivileges() = %v, but testutil.Privileged() = %q", err, testutil.Privileged())
	}
	if os.Geteuid() == 0 && !HasCapability(CapSysAdmin) {
		t.Log("root without CAP_SYS_ADMIN (a container?)")
	}
	if err := RaiseMemlock(); err != nil && testutil.Privileged() == "" {
		t.Errorf("RaiseMemlock: %v", err)
	}
}

func TestParseRelease(t *testing.T) {
	for _, tc := range []struct {
		in           string
		major, minor int
		ok           bool
	}{
		{"6.18.0-1-amd64", 6, 18, true},
		{"5.10.0", 5, 10, true},
		{"4.19", 4, 19, true},
		{"5.15-rc1", 5, 15, true},
		{"garbage", 0, 0, false},
	} {
		ma, mi, ok := parseRelease(tc.in)
		if ma != tc.major || mi != tc.minor || ok != tc.ok {
			t.Errorf("parseRelease(%q) = %d, %d, %v", tc.in, ma, mi, ok)
		}
	}
}

// TestCgroupID checks the id of the process's own cgroup v2 directory
// against bpf_get_current_cgroup_id()'s convention: the directory's inode
// number on kernfs.
func TestCgroupID(t *testing.T) {
	var dir string
	for _, d := range []string{"/sys/fs/cgroup/unified", "/sys/fs/cgroup"} {
		var st unix.Statfs_t
		if unix.Statfs(d, &st) == nil && st.Type == unix.CGROUP2_SUPER_MAGIC {
			dir = d
			break
		}
	}
	if dir == "" {
		testutil.RequireKernel(t, "no cgroup v2 mount")
	}
	id, err := CgroupID(dir)
	if err != nil {
		t.Fatal(err)
	}
	var st unix.Stat_t
	if err := unix.Stat(dir, &st); err != nil {
		t.Fatal(err)
	}
	if id != st.Ino {
		t.Errorf("CgroupID(%s) = %d, want its inode %d", dir, id, st.Ino)
	}
	if _, err := CgroupID("/nonexistent-cgroup"); err == nil {
		t.Error("CgroupID of a missing path succeeded")
	}
}

// TestCgroupPath finds a cgroup made for the test by its id.
func TestCgroupPath(t *testing.T) {
	var v2 string
	for _, m := range CgroupMounts() {
		if m.Name == "unified" {
			v2 = m.Dir
		}
	}
	if v2 == "" {
		testutil.RequireKernel(t, "no cgroup v2 mount")
	}
	dir, err := os.MkdirTemp(v2, "sonde-test-")
	if err != nil {
		testutil.RequireKernel(t, "cannot make a cgroup: "+err.Error())
	}
	defer os.Remove(dir)
	id, err := CgroupID(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := "unified:/" + dir[len(v2)+1:]
	if got := CgroupPath(id, "unified"); got != want {
		t.Errorf("CgroupPath(%d, unified) = %q, want %q", id, got, want)
	}
	if got := CgroupPath(id, "nomatch*"); got != "" {
		t.Errorf("CgroupPath with a filter matching nothing = %q", got)
	}
	if got := CgroupV2Paths()[id]; got != want[len("unified:"):] {
		t.Errorf("CgroupV2Paths()[%d] = %q, want %q", id, got, want[len("unified:"):])
	}
}

// TestKallsyms finds vfs_read, a text symbol of vmlinux, in /proc/kallsyms.
func TestKallsyms(t *testing.T) {
	syms, err := Kallsyms()
	if err != nil {
		testutil.RequireKernel(t, "no /proc/kallsyms: "+err.Error())
	}
	for _, s := range syms {
		if s.Name == "vfs_read" && s.Module == "" && (s.Type == 't' || s.Type == 'T') {
			return
		}
	}
	t.Errorf("vfs_read not among %d kernel symbols", len(syms))
}
