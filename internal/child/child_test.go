package child

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

func TestWaitsUntilReleased(t *testing.T) {
	dir := t.TempDir()
	out := dir + "/out"
	c, err := Start([]string{"sh", "-c", "echo ran > " + out}, nil, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(50 * time.Millisecond)
	if _, err := os.Stat(out); err == nil {
		t.Fatal("command ran before Release")
	}
	b, _ := os.ReadFile("/proc/" + itoa(c.Pid()) + "/syscall")
	if !strings.HasPrefix(string(b), "0 0x3 ") {
		t.Errorf("gate not blocked reading the pipe: %q", b)
	}
	if err := c.Release(); err != nil {
		t.Fatal(err)
	}
	if err := c.Cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(out); string(b) != "ran\n" {
		t.Errorf("command output %q", b)
	}
}

func TestAbortRunsNothing(t *testing.T) {
	dir := t.TempDir()
	out := dir + "/out"
	c, err := Start([]string{"sh", "-c", "echo ran > " + out}, nil, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.Abort()
	if _, err := os.Stat(out); err == nil {
		t.Fatal("aborted command ran")
	}
}

func TestArgumentsPassThrough(t *testing.T) {
	c, err := Start([]string{"test", "a b", "=", "a b"}, nil, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.Release()
	if err := c.Cmd.Wait(); err != nil {
		t.Errorf("arguments with spaces were split: %v", err)
	}
}

func itoa(n int) string {
	b := []byte{}
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	return string(b)
}

// run starts argv with its output in a file, releases it and returns the
// output and the Wait error.
func run(t *testing.T, argv ...string) (string, error) {
	t.Helper()
	out, err := os.Create(t.TempDir() + "/out")
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	c, err := Start(argv, nil, out, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Release(); err != nil {
		t.Fatal(err)
	}
	werr := c.Cmd.Wait()
	b, _ := os.ReadFile(out.Name())
	return string(b), werr
}

// TestGateWhileWaiting checks the gate as probes see it before Release:
// named as the tracer, holding only the release pipe (3) and its
// close-on-exec status pipe (5) besides 0-2 (/dev/null here), its own
// memfd (4) closed.
func TestGateWhileWaiting(t *testing.T) {
	c, err := Start([]string{"true"}, nil, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Abort()
	proc := "/proc/" + itoa(c.Pid())
	comm, _ := os.ReadFile(proc + "/comm")
	if want, _ := os.ReadFile("/proc/self/comm"); string(comm) != string(want) {
		t.Errorf("gate comm %q, want the tracer's %q", comm, want)
	}
	// Descriptors the test itself inherited without close-on-exec may be
	// there too.
	for fd, want := range map[string]bool{"0": true, "1": true, "2": true, "3": true, "4": false, "5": true} {
		if _, err := os.Lstat(proc + "/fd/" + fd); (err == nil) != want {
			t.Errorf("gate descriptor %s open: %v, want %v", fd, err == nil, want)
		}
	}
	info, _ := os.ReadFile(proc + "/fdinfo/5")
	var flags int64
	for _, line := range strings.Split(string(info), "\n") {
		if v, ok := strings.CutPrefix(line, "flags:"); ok {
			flags, _ = strconv.ParseInt(strings.TrimSpace(v), 8, 64)
		}
	}
	if flags&syscall.O_CLOEXEC == 0 {
		t.Errorf("status pipe not close-on-exec: %q", info)
	}
}

// TestNoDescriptorLeaks: the command gets none of the gate's descriptors.
func TestNoDescriptorLeaks(t *testing.T) {
	out, err := run(t, "sh", "-c", `for fd in 3 4 5; do [ -e /proc/$$/fd/$fd ] && echo $fd; done; exit 0`)
	if err != nil || out != "" {
		t.Errorf("command holds descriptors %q (%v)", out, err)
	}
}

// TestArgv0IsThePath: the command runs as found on PATH, argv[0] the path.
func TestArgv0IsThePath(t *testing.T) {
	path, err := exec.LookPath("cat")
	if err != nil {
		t.Skip(err)
	}
	out, err := run(t, "cat", "/proc/self/cmdline")
	if want := path + "\x00/proc/self/cmdline\x00"; err != nil || out != want {
		t.Errorf("cmdline %q (%v), want %q", out, err, want)
	}
}

// TestStatusAndSignal: Wait reports the command's exit status and signal.
func TestStatusAndSignal(t *testing.T) {
	_, err := run(t, "sh", "-c", "exit 7")
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 7 {
		t.Errorf("exit 7: %v", err)
	}
	_, err = run(t, "sh", "-c", "kill -USR1 $$")
	if ee, ok := err.(*exec.ExitError); !ok || ee.Sys().(syscall.WaitStatus).Signal() != syscall.SIGUSR1 {
		t.Errorf("kill -USR1: %v", err)
	}
}

// TestExecFailure: an execve that fails is Release's error, with its errno.
func TestExecFailure(t *testing.T) {
	bad := t.TempDir() + "/bad"
	if err := os.WriteFile(bad, []byte("not a program\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	c, err := Start([]string{bad}, nil, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	err = c.Release()
	if !errors.Is(err, syscall.ENOEXEC) || !strings.Contains(err.Error(), bad) {
		t.Errorf("Release: %v, want exec %s: exec format error", err, bad)
	}
	if err := c.Cmd.Wait(); err == nil {
		t.Error("gate exited 0 after a failed exec")
	}
}

// TestGateWithoutMemfd: where executable memfds are refused
// (vm.memfd_noexec = 2), the gate runs from an unlinked temporary file.
func TestGateWithoutMemfd(t *testing.T) {
	memfdCreate = func(string, int) (int, error) { return -1, unix.EACCES }
	t.Cleanup(func() { memfdCreate = unix.MemfdCreate })
	out, err := run(t, "echo", "through", "a file")
	if err != nil || out != "through a file\n" {
		t.Errorf("gate from a file: %q, %v", out, err)
	}
	matches, _ := filepath.Glob(filepath.Join(os.TempDir(), "sonde-gate-*"))
	if len(matches) > 0 {
		t.Errorf("the gate's file was left behind: %v", matches)
	}
}

// TestStartArgvKeepsArgv0: StartArgv runs the command found on PATH with
// argv[0] as given, as a shell (and strace's execve) has it.
func TestStartArgvKeepsArgv0(t *testing.T) {
	if _, err := exec.LookPath("cat"); err != nil {
		t.Skip(err)
	}
	out, err := os.Create(t.TempDir() + "/out")
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	c, err := StartArgv([]string{"cat", "/proc/self/cmdline"}, nil, out, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Release(); err != nil {
		t.Fatal(err)
	}
	werr := c.Cmd.Wait()
	b, _ := os.ReadFile(out.Name())
	if want := "cat\x00/proc/self/cmdline\x00"; werr != nil || string(b) != want {
		t.Errorf("cmdline %q (%v), want %q", b, werr, want)
	}
}
