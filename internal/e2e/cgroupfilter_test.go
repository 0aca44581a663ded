package e2e

import (
	"crypto/rand"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sonde/internal/testutil"
)

// cgroupWorkload makes a cgroup v2 directory (name, under a directory of
// its own below the hierarchy's root) and a shell script that calls
// getppid 5 times outside it, then moves itself in and calls it 3 times.
func cgroupWorkload(t *testing.T, name string) (dir, script string) {
	t.Helper()
	requireTracing(t)
	root := cgroup2Mount()
	if root == "" {
		testutil.RequireKernel(t, "no cgroup v2 mount")
	}
	parent, err := os.MkdirTemp(root, "sonde-e2e-")
	if err != nil {
		testutil.RequireKernel(t, "cannot make a cgroup: "+err.Error())
	}
	t.Cleanup(func() { os.Remove(parent) })
	dir = parent
	for _, elem := range strings.Split(name, "/") {
		dir = filepath.Join(dir, elem)
		if err := os.Mkdir(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		d := dir
		t.Cleanup(func() { os.Remove(d) }) // deepest first
	}
	w := workload(t)
	script = filepath.Join(t.TempDir(), "incgroup.sh")
	body := w + " getppid 5\necho $$ > " + dir + "/cgroup.procs\nexec " + w + " getppid 3\n"
	if err := os.WriteFile(script, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, script
}

const countGetppid = `BEGIN { printf("begin\n"); } tracepoint:syscalls:sys_enter_getppid { @calls = count(); }`

// --cgroup keeps the calls of the workload inside the cgroup, not the
// same workload's outside it; BEGIN and interval probes (not task events)
// still run.
func TestCgroupFilter(t *testing.T) {
	dir, script := cgroupWorkload(t, "inside")
	got := sonde(t, "--cgroup", dir, "-c", "/bin/sh "+script, "-e", countGetppid)
	if got.code != 0 || !strings.Contains(got.stdout, "@calls: 3\n") || !strings.Contains(got.stdout, "begin\n") {
		t.Errorf("--cgroup %s: exit %d, want @calls: 3 and begin\nstdout:\n%s\nstderr:\n%s", dir, got.code, got.stdout, got.stderr)
	}
	got = sonde(t, "--cgroup", dir, "-e", `interval:ms:10 { printf("tick\n"); exit(); }`)
	if got.code != 0 || !strings.Contains(got.stdout, "tick\n") {
		t.Errorf("--cgroup %s: interval: exit %d\nstdout:\n%s\nstderr:\n%s", dir, got.code, got.stdout, got.stderr)
	}
	// Probes sharing a program check once, before the bodies: two on one
	// tracepoint (a fused program), nine syscall tracepoints (a program
	// dispatching on the syscall number).
	got = sonde(t, "--cgroup", dir, "-c", "/bin/sh "+script, "-e", countGetppid+` tracepoint:syscalls:sys_enter_getppid { @again = count(); }`)
	if got.code != 0 || !strings.Contains(got.stdout, "@calls: 3\n") || !strings.Contains(got.stdout, "@again: 3\n") {
		t.Errorf("--cgroup %s, fused: exit %d, want @calls: 3 and @again: 3\nstdout:\n%s\nstderr:\n%s", dir, got.code, got.stdout, got.stderr)
	}
	var tps []string
	for _, sc := range []string{"getppid", "getpid", "gettid", "getuid", "getgid", "geteuid", "getegid", "getpgrp", "getsid"} {
		tps = append(tps, "tracepoint:syscalls:sys_enter_"+sc)
	}
	got = sonde(t, "--cgroup", dir, "-c", "/bin/sh "+script, "-e", strings.Join(tps, ",")+` /probe == "tracepoint:syscalls:sys_enter_getppid"/ { @calls = count(); }`)
	if got.code != 0 || !strings.Contains(got.stdout, "@calls: 3\n") {
		t.Errorf("--cgroup %s, dispatched: exit %d, want @calls: 3\nstdout:\n%s\nstderr:\n%s", dir, got.code, got.stdout, got.stderr)
	}
	// The same in the hierarchy's own terms, and a parent counts its
	// descendants.
	rel := strings.TrimPrefix(filepath.Dir(dir), cgroup2Mount())
	got = sonde(t, "--cgroup", rel, "-c", "/bin/sh "+script, "-e", countGetppid)
	if got.code != 0 || !strings.Contains(got.stdout, "@calls: 3\n") {
		t.Errorf("--cgroup %s: exit %d, want @calls: 3\nstdout:\n%s\nstderr:\n%s", rel, got.code, got.stdout, got.stderr)
	}
}

// --container ID finds the cgroup of a container by its docker scope's
// name, from a unique prefix of the ID; container_id() reads the ID back.
func TestContainerFilter(t *testing.T) {
	b := make([]byte, 32)
	rand.Read(b)
	id := hex.EncodeToString(b)
	_, script := cgroupWorkload(t, "docker-"+id+".scope")
	got := sonde(t, "--container", id[:12], "-c", "/bin/sh "+script, "-e", countGetppid+
		` tracepoint:syscalls:sys_enter_getppid { @id[container_id()] = count(); }`)
	if got.code != 0 || !strings.Contains(got.stdout, "@calls: 3\n") || !strings.Contains(got.stdout, "@id["+id+"]: 3\n") {
		t.Errorf("--container %s: exit %d, want @calls: 3 and @id[%s]: 3\nstdout:\n%s\nstderr:\n%s", id[:12], got.code, id, got.stdout, got.stderr)
	}
}

func TestCgroupFilterErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--cgroup", "/sys/fs/cgroup/unified/sonde-no-such-cgroup"}, `--cgroup: cgroup "/sys/fs/cgroup/unified/sonde-no-such-cgroup" does not exist`},
		{[]string{"--cgroup", "/tmp"}, "not a directory of the cgroup v2 file system"},
		{[]string{"--container", "0123456789ab"}, `--container: no container "0123456789ab": searched IDs in`},
		{[]string{"--container", "no-such-name"}, `--container: no container "no-such-name": searched`},
		{[]string{"--cgroup", "/", "--container", "x"}, "--cgroup and --container cannot be used together"},
		{[]string{"--tracefs", "--cgroup", "/"}, "--tracefs cannot filter by cgroup"},
	} {
		got := sonde(t, append(c.args, "-e", "tracepoint:syscalls:sys_enter_getppid { @ = count(); }")...)
		if got.code != 2 || !strings.Contains(got.stderr, c.want) || strings.Count(strings.TrimSpace(got.stderr), "\n") > 0 && !strings.Contains(got.stderr, "USAGE") {
			t.Errorf("%q: exit %d, want 2 and %q\nstderr:\n%s", c.args, got.code, c.want, got.stderr)
		}
	}
}

// container_id(), pod_uid() and pod_name() of the current task, as map
// keys, read from a cgroup named as containerd's scope of a container in
// a Kubernetes pod under the systemd cgroup driver.
func TestContainerIdentity(t *testing.T) {
	b := make([]byte, 32)
	rand.Read(b)
	id := hex.EncodeToString(b)
	uid := "1a2b3c4d-5e6f-7081-92a3-" + id[:12]
	_, script := cgroupWorkload(t, "kubepods-besteffort-pod"+strings.ReplaceAll(uid, "-", "_")+".slice/cri-containerd-"+id+".scope")
	got := sonde(t, "--container", id[:16], "-c", "/bin/sh "+script, "-e",
		`tracepoint:syscalls:sys_enter_getppid { @[container_id(), pod_uid(), pod_name()] = count(); @c[container_id(cgroup)] = count(); }`)
	want := "@[" + id + ", " + uid + ", ]: 3\n"
	if got.code != 0 || !strings.Contains(got.stdout, want) || !strings.Contains(got.stdout, "@c["+id+"]: 3\n") {
		t.Errorf("exit %d, want %q\nstdout:\n%s\nstderr:\n%s", got.code, want, got.stdout, got.stderr)
	}
	// Outside a container, the identity is empty.
	got = sonde(t, "-e", `BEGIN { printf("[%s][%s]\n", container_id(), pod_namespace()); exit(); }`)
	if got.code != 0 || !strings.Contains(got.stdout, "[][]") {
		t.Errorf("BEGIN: exit %d, want [][]\nstdout:\n%s\nstderr:\n%s", got.code, got.stdout, got.stderr)
	}
}
