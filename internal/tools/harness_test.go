package tools

// The test harness: every tool's test starts it as a user would (the
// sonde binary TestMain builds once), waits until it has attached, makes
// its event happen, stops it with SIGINT and checks what it printed:
//
//	r := Start(t, "execsnoop", "-x")  // sonde tool execsnoop -x, attached
//	ExecFail(t)                       // the workload
//	out := r.Stop()                   // SIGINT; stdout, stderr, exit code
//	out.Want(t, `true +\d+ .* -2 /nonexistent`)
//
// RunTool runs a tool that exits by itself (--help, bad flags, count).
// Workloads: Exec, ExecFail, OpenFile, TCPConnect, DirectIO.

import (
	"bytes"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"sonde/internal/testutil"
)

// sondeBin is the sonde binary TestMain builds.
var sondeBin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "toolstest")
	if err != nil {
		fmt.Fprintln(os.Stderr, "tools:", err)
		os.Exit(1)
	}
	os.Unsetenv("SONDE_COMPAT") // tools print as newest bpftrace: "Attached N probes" on stderr
	if bin := os.Getenv("SONDE_BIN"); bin != "" {
		// scripts/vmtest: the VM has sonde but no compiler.
		sondeBin = bin
		code := m.Run()
		os.RemoveAll(dir)
		os.Exit(code)
	}
	sondeBin = filepath.Join(dir, "sonde")
	gotool := "go"
	if r := os.Getenv("GOROOT"); r != "" {
		gotool = filepath.Join(r, "bin", "go")
	}
	build := exec.Command(gotool, "build", "-o", sondeBin, "sonde/cmd/sonde")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "tools: build sonde: %v\n%s", err, out)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// Output is what a finished tool printed, and its exit code.
type Output struct {
	Stdout, Stderr string
	Code           int
}

// Want fails the test unless stdout has a line matching the regexp.
func (o Output) Want(t testing.TB, re string) {
	t.Helper()
	if !regexp.MustCompile(`(?m)` + re).MatchString(o.Stdout) {
		t.Errorf("no line matches %q in stdout:\n%s\nstderr:\n%s", re, o.Stdout, o.Stderr)
	}
}

// Running is a tool started by Start.
type Running struct {
	t              testing.TB
	cmd            *exec.Cmd
	stdout, stderr watcher
	exited         chan struct{} // closed when the tool has exited
}

// watcher collects a tool's output and closes attached at the first
// "Attached N probes" line (stderr) or attached_probes record (-j, stdout).
type watcher struct {
	mu       sync.Mutex
	b        bytes.Buffer
	attached chan struct{}
	seen     bool
}

var attachedLine = regexp.MustCompile(`(?m)^(Attached \d+ probe|\{"type": ?"attached_probes")`)

func (w *watcher) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.b.Write(p)
	if !w.seen && attachedLine.Match(w.b.Bytes()) {
		w.seen = true
		close(w.attached)
	}
	return len(p), nil
}

func (w *watcher) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.String()
}

// attachTimeout is how long a tool may take to attach: generous, as the
// machine may be shared.
const attachTimeout = 60 * time.Second

// Start runs `sonde tool NAME ARGS...` as a kernel test and returns once
// it has attached ("Attached N probes" on stderr, or -j's attached_probes
// record). A tool that exits first fails the test with what it printed.
func Start(t testing.TB, name string, args ...string) *Running {
	t.Helper()
	testutil.RequireKernel(t, testutil.Privileged())
	r := &Running{t: t, cmd: exec.Command(sondeBin, append([]string{"tool", name}, args...)...)}
	r.stdout.attached = make(chan struct{})
	r.stderr.attached = make(chan struct{})
	r.cmd.Stdout, r.cmd.Stderr = &r.stdout, &r.stderr
	if err := r.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{})
	go func() {
		r.cmd.Wait()
		close(exited)
	}()
	t.Cleanup(func() {
		r.cmd.Process.Kill()
		<-exited
	})
	r.exited = exited
	select {
	case <-r.stdout.attached:
	case <-r.stderr.attached:
	case <-exited:
		t.Fatalf("sonde tool %s %s exited before attaching (%v):\n%s%s", name, strings.Join(args, " "), r.cmd.ProcessState, r.stdout.String(), r.stderr.String())
	case <-time.After(attachTimeout):
		t.Fatalf("sonde tool %s did not attach in %v:\n%s%s", name, attachTimeout, r.stdout.String(), r.stderr.String())
	}
	return r
}

// Stop sends SIGINT (Ctrl-C) and returns what the tool printed; it fails
// the test unless the tool exits 0.
func (r *Running) Stop() Output {
	r.t.Helper()
	r.cmd.Process.Signal(syscall.SIGINT)
	return r.Wait()
}

// Wait waits for a tool that stops by itself (a count) and returns what it
// printed; it fails the test unless the tool exits 0.
func (r *Running) Wait() Output {
	r.t.Helper()
	select {
	case <-r.exited:
	case <-time.After(attachTimeout):
		r.t.Fatalf("%v did not exit in %v:\n%s%s", r.cmd.Args, attachTimeout, r.stdout.String(), r.stderr.String())
	}
	o := Output{Stdout: r.stdout.String(), Stderr: r.stderr.String(), Code: r.cmd.ProcessState.ExitCode()}
	if o.Code != 0 {
		r.t.Errorf("%v exited %d:\n%s%s", r.cmd.Args, o.Code, o.Stdout, o.Stderr)
	}
	return o
}

// RunTool runs `sonde tool NAME ARGS...` to its end (no kernel needed
// for --help and bad arguments) and returns what it printed.
func RunTool(t testing.TB, name string, args ...string) Output {
	t.Helper()
	return RunSonde(t, append([]string{"tool", name}, args...)...)
}

// RunSonde runs `sonde ARGS...` to its end.
func RunSonde(t testing.TB, args ...string) Output {
	t.Helper()
	cmd := exec.Command(sondeBin, args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if _, ok := err.(*exec.ExitError); err != nil && !ok {
		t.Fatal(err)
	}
	return Output{Stdout: stdout.String(), Stderr: stderr.String(), Code: cmd.ProcessState.ExitCode()}
}

// Exec runs argv (a program and its arguments) to its end and returns
// its pid; the exec itself is the event.
func Exec(t testing.TB, argv ...string) int {
	t.Helper()
	cmd := exec.Command(argv[0], argv[1:]...)
	if err := cmd.Run(); err != nil {
		t.Fatalf("%v: %v", argv, err)
	}
	return cmd.ProcessState.Pid()
}

// ExecFail runs a shell that execs a program that does not exist (its
// exec fails with ENOENT, -2) and returns the path it tried.
func ExecFail(t testing.TB) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "no-such-program")
	exec.Command("/bin/sh", "-c", "exec "+path).Run() // fails, as it should
	return path
}

// OpenFile opens path for reading from a child process (`cat PATH`, so the
// open has a known comm and pid) and returns the child's pid; the open may
// fail — that is an event too.
func OpenFile(t testing.TB, path string) int {
	t.Helper()
	cmd := exec.Command("/bin/cat", path)
	cmd.Run()
	return cmd.ProcessState.Pid()
}

// TCPConnect connects to a listener on 127.0.0.1 and closes both ends; it
// returns the listener's port.
func TCPConnect(t testing.TB) int {
	t.Helper()
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	accepted := make(chan struct{})
	go func() {
		if c, err := ln.Accept(); err == nil {
			c.Close()
		}
		close(accepted)
	}()
	c, err := net.Dial("tcp4", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	c.Close()
	<-accepted
	return ln.Addr().(*net.TCPAddr).Port
}

// DirectIO writes and reads back n 4 KiB blocks of a file in dir with
// O_DIRECT, so each is a block device request (dir must be on a disk, not
// tmpfs); it returns the file's path.
func DirectIO(t testing.TB, dir string, n int) string {
	t.Helper()
	path := filepath.Join(dir, "directio")
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR|syscall.O_DIRECT, 0o600)
	if err != nil {
		t.Fatalf("O_DIRECT: %v", err)
	}
	defer f.Close()
	buf := alignedBlock()
	for i := range n {
		if _, err := f.WriteAt(buf, int64(i)*4096); err != nil {
			t.Fatalf("direct write: %v", err)
		}
	}
	for i := range n {
		if _, err := f.ReadAt(buf, int64(i)*4096); err != nil {
			t.Fatalf("direct read: %v", err)
		}
	}
	return path
}

// alignedBlock is 4 KiB aligned to 4 KiB, as O_DIRECT wants.
func alignedBlock() []byte {
	b := make([]byte, 8192)
	off := 4096 - int(uintptr(unsafePointer(b))&4095)
	if off == 4096 {
		off = 0
	}
	return b[off : off+4096]
}

// DiskDir is a directory on a block device (not tmpfs) for DirectIO: the
// test's temp dir if it is on one, else one under the working directory.
func DiskDir(t testing.TB) string {
	t.Helper()
	for _, d := range []string{t.TempDir(), "."} {
		var st syscall.Statfs_t
		if syscall.Statfs(d, &st) == nil && st.Type != 0x01021994 /* TMPFS_MAGIC */ {
			if d == "." {
				dir, err := os.MkdirTemp(".", "directio")
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { os.RemoveAll(dir) })
				return dir
			}
			return d
		}
	}
	t.Fatal("no directory on a block device for direct I/O")
	return ""
}

func unsafePointer(b []byte) unsafe.Pointer { return unsafe.Pointer(&b[0]) }
