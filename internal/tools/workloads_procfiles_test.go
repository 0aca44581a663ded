package tools

// Workloads for the processes-and-files tools (bindsnoop, capable,
// filelife, filetop, oomkill, vfscount): an OOM kill confined to a memory
// cgroup of the test's own, chown(1) allowed and denied, bind()s to
// loopback ports, a short-lived file, reads and writes of a file and a
// pipe.

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// oomHogEnv, in the environment of the test binary re-executed, makes it an
// OOM hog: it moves itself into the cgroup whose cgroup.procs file the
// variable names, then allocates and touches memory until it is killed.
const oomHogEnv = "SONDE_TEST_OOM_HOG"

func init() {
	procs := os.Getenv(oomHogEnv)
	if procs == "" {
		return
	}
	if err := os.WriteFile(procs, []byte(strconv.Itoa(os.Getpid())), 0); err != nil {
		fmt.Fprintln(os.Stderr, "oom hog:", err)
		os.Exit(3)
	}
	var keep [][]byte
	for {
		b := make([]byte, 1<<20)
		for i := 0; i < len(b); i += 4096 {
			b[i] = 1
		}
		keep = append(keep, b)
	}
}

// memCgroup makes a memory cgroup of limit bytes (no swap) below this
// process's own (cgroup v2 where its memory controller is enabled, else
// v1's memory hierarchy) and returns its cgroup.procs file; cleanup
// removes it.
func memCgroup(t testing.TB, limit int) string {
	t.Helper()
	self, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		t.Fatal(err)
	}
	mounts, err := os.ReadFile("/proc/self/mounts")
	if err != nil {
		t.Fatal(err)
	}
	own := map[string]string{} // controller ("" for v2) -> path in its hierarchy
	for _, l := range strings.Split(string(self), "\n") {
		if f := strings.SplitN(l, ":", 3); len(f) == 3 {
			for _, c := range strings.Split(f[1], ",") {
				own[c] = f[2]
			}
		}
	}
	var tried []string
	for _, l := range strings.Split(string(mounts), "\n") {
		f := strings.Fields(l)
		if len(f) < 4 {
			continue
		}
		var parent string
		var files [][2]string // name, value: written in this order
		switch {
		case f[2] == "cgroup2" && own[""] != "":
			parent = filepath.Join(f[1], own[""])
			ctl, _ := os.ReadFile(filepath.Join(parent, "cgroup.subtree_control"))
			if !strings.Contains(string(ctl), "memory") {
				if err := os.WriteFile(filepath.Join(parent, "cgroup.subtree_control"), []byte("+memory"), 0); err != nil {
					tried = append(tried, fmt.Sprintf("%s: no memory controller (%v)", parent, err))
					continue
				}
			}
			files = [][2]string{{"memory.max", strconv.Itoa(limit)}, {"memory.swap.max", "0"}}
		case f[2] == "cgroup" && strings.Contains(","+f[3]+",", ",memory,") && own["memory"] != "":
			parent = filepath.Join(f[1], own["memory"])
			// memsw (memory+swap) may not be set below memory: memory first.
			files = [][2]string{{"memory.limit_in_bytes", strconv.Itoa(limit)}, {"memory.memsw.limit_in_bytes", strconv.Itoa(limit)}}
		default:
			continue
		}
		dir, err := os.MkdirTemp(parent, "sonde-oom")
		if err != nil {
			tried = append(tried, err.Error())
			continue
		}
		t.Cleanup(func() { os.Remove(dir) })
		for _, nv := range files {
			name, v := nv[0], nv[1]
			p := filepath.Join(dir, name)
			if _, err := os.Stat(p); err != nil && name != "memory.max" && name != "memory.limit_in_bytes" {
				continue // no swap accounting: nothing to limit
			}
			if err := os.WriteFile(p, []byte(v), 0); err != nil {
				t.Fatalf("%s: %v", p, err)
			}
		}
		return filepath.Join(dir, "cgroup.procs")
	}
	t.Fatalf("no memory cgroup to confine an OOM kill to: %v", tried)
	return ""
}

// OOMKill runs a memory hog (this test binary, re-executed as "oomhog")
// in a memory cgroup of 32 MiB of its own, so that the OOM killer kills
// it and nothing else; it returns the hog's pid once it has been killed.
func OOMKill(t testing.TB) int {
	t.Helper()
	procs := memCgroup(t, 32<<20)
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	hog := filepath.Join(t.TempDir(), "oomhog")
	if err := os.Symlink(self, hog); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(hog)
	cmd.Env = append(os.Environ(), oomHogEnv+"="+procs)
	out, err := cmd.CombinedOutput()
	ws, _ := cmd.ProcessState.Sys().(syscall.WaitStatus)
	if !ws.Signaled() || ws.Signal() != syscall.SIGKILL {
		t.Fatalf("the OOM hog was not killed: %v\n%s", err, out)
	}
	return cmd.ProcessState.Pid()
}

// Chown runs chown(1) on a file of root's: once as root (CAP_CHOWN
// allowed) and once as nobody (65534: denied). It returns the two pids.
func Chown(t testing.TB) (allowed, denied int) {
	t.Helper()
	chown, err := exec.LookPath("chown")
	if err != nil {
		t.Fatal(err)
	}
	dir, err := os.MkdirTemp("", "sonde-chown")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	file := filepath.Join(dir, "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	os.Chmod(dir, 0o755)
	root := exec.Command(chown, "1:1", file)
	if out, err := root.CombinedOutput(); err != nil {
		t.Fatalf("chown as root: %v\n%s", err, out)
	}
	nobody := exec.Command(chown, "0:0", file)
	nobody.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	if err := nobody.Run(); err == nil {
		t.Fatal("chown as nobody succeeded")
	}
	return root.ProcessState.Pid(), nobody.ProcessState.Pid()
}

// Bind binds sockets in this process: TCP on 127.0.0.1 with SO_REUSEADDR
// (a free port), UDP on ::1 (another), and TCP to the first port again
// without SO_REUSEADDR while it listens (fails: EADDRINUSE, -98). It
// returns the two ports.
func Bind(t testing.TB) (tcpPort, udpPort int) {
	t.Helper()
	sock := func(domain, typ int) int {
		fd, err := syscall.Socket(domain, typ|syscall.SOCK_CLOEXEC, 0)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { syscall.Close(fd) })
		return fd
	}
	port := func(fd int) int {
		sa, err := syscall.Getsockname(fd)
		if err != nil {
			t.Fatal(err)
		}
		switch sa := sa.(type) {
		case *syscall.SockaddrInet4:
			return sa.Port
		case *syscall.SockaddrInet6:
			return sa.Port
		}
		return 0
	}
	tcp := sock(syscall.AF_INET, syscall.SOCK_STREAM)
	syscall.SetsockoptInt(tcp, syscall.SOL_SOCKET, syscall.SO_REUSEADDR, 1)
	if err := syscall.Bind(tcp, &syscall.SockaddrInet4{Addr: [4]byte{127, 0, 0, 1}}); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Listen(tcp, 1); err != nil {
		t.Fatal(err)
	}
	udp := sock(syscall.AF_INET6, syscall.SOCK_DGRAM)
	if err := syscall.Bind(udp, &syscall.SockaddrInet6{Addr: [16]byte{15: 1}}); err != nil {
		t.Fatal(err)
	}
	again := sock(syscall.AF_INET, syscall.SOCK_STREAM)
	if err := syscall.Bind(again, &syscall.SockaddrInet4{Port: port(tcp), Addr: [4]byte{127, 0, 0, 1}}); err != syscall.EADDRINUSE {
		t.Fatalf("second bind to port %d: %v, want EADDRINUSE", port(tcp), err)
	}
	return port(tcp), port(udp)
}

// ShortLivedFile has a shell create path, wait ms milliseconds and rm(1)
// it (so the deletion's comm is "rm").
func ShortLivedFile(t testing.TB, path string, ms int) {
	t.Helper()
	script := fmt.Sprintf(`: > %q && sleep %d.%03d && rm %q`, path, ms/1000, ms%1000, path)
	if out, err := exec.Command("/bin/sh", "-c", script).CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", script, err, out)
	}
}

// ReadWrite writes a file in dir with n pwrite64()s of 4 KiB and reads it
// back with n pread64()s, all from one thread of this process; it
// returns the file's path and the thread's id.
func ReadWrite(t testing.TB, dir string, n int) (string, int) {
	t.Helper()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	path := filepath.Join(dir, "filetop-data")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	buf := make([]byte, 4096)
	for i := range n {
		if _, err := f.WriteAt(buf, int64(i)*4096); err != nil {
			t.Fatal(err)
		}
	}
	for i := range n {
		if _, err := f.ReadAt(buf, int64(i)*4096); err != nil {
			t.Fatal(err)
		}
	}
	return path, syscall.Gettid()
}

// PipeWrite writes n bytes to a pipe of this process's (a special file).
func PipeWrite(t testing.TB, n int) {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	go io.Copy(io.Discard, r)
	if _, err := w.Write(make([]byte, n)); err != nil {
		t.Fatal(err)
	}
}

// WaitOutput waits (polling, with a generous deadline) until the running
// tool's stdout has a line matching re.
func (r *Running) WaitOutput(re string) {
	r.t.Helper()
	rx := regexp.MustCompile(`(?m)` + re)
	deadline := time.Now().Add(attachTimeout)
	for !rx.MatchString(r.stdout.String()) {
		if time.Now().After(deadline) {
			r.t.Fatalf("no line matching %q in %v:\n%s%s", re, attachTimeout, r.stdout.String(), r.stderr.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
}
