package strace

import (
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"syscall"
)

// The command is started through a re-exec of this binary in a hidden mode:
// the child blocks reading an inherited pipe until its pid is in the traced
// set, then execs the command, so the first traced syscall is its execve.
const childMode = "__sonde_strace_child"

// childEnv is appended to the child's environment, and removed before the
// exec: no asynchronous preemption signals (SIGURG) while it waits.
const childEnv = "GODEBUG=asyncpreemptoff=1"

func init() {
	// Keep the child's main goroutine on the main thread (pid == tgid), so
	// the execve comes from the traced task.
	if len(os.Args) > 2 && (os.Args[1] == childMode || os.Args[2] == childMode) {
		runtime.LockOSThread()
	}
}

// runChild is the hidden mode: args are FD PATH ARGV...
func runChild(args []string) int {
	if len(args) < 3 {
		fmt.Fprintln(os.Stderr, "sonde strace: bad child arguments")
		return 1
	}
	fd, err := strconv.Atoi(args[0])
	if err != nil {
		return 1
	}
	var b [1]byte
	for {
		_, err := syscall.Read(fd, b[:])
		if err != syscall.EINTR {
			break
		}
	}
	syscall.Close(fd)
	env := os.Environ()
	if n := len(env); n > 0 && env[n-1] == childEnv {
		env = env[:n-1]
	}
	err = syscall.Exec(args[1], args[2:], env)
	fmt.Fprintf(os.Stderr, "sonde strace: exec %s: %v\n", args[1], err)
	return 1
}

// startChild starts cmd stopped behind the barrier; release lets it exec.
func startChild(argv []string, stdin, stdout, stderr *os.File) (cmd *exec.Cmd, release func() error, err error) {
	path, err := exec.LookPath(argv[0])
	if err != nil {
		return nil, nil, fmt.Errorf("can't stat '%s': %w", argv[0], err)
	}
	var p [2]int
	if err := syscall.Pipe2(p[:], syscall.O_CLOEXEC); err != nil {
		return nil, nil, fmt.Errorf("pipe: %w", err)
	}
	r := os.NewFile(uintptr(p[0]), "barrier")
	w := os.NewFile(uintptr(p[1]), "barrier")
	self, err := os.Executable()
	if err != nil {
		self = "/proc/self/exe"
	}
	args := append([]string{"strace", childMode, "3", path}, argv...)
	cmd = exec.Command(self, args...)
	cmd.Args[0] = argv[0]
	cmd.Stdin, cmd.Stdout, cmd.Stderr = stdin, stdout, stderr
	cmd.ExtraFiles = []*os.File{r}
	cmd.Env = append(os.Environ(), childEnv)
	if err := cmd.Start(); err != nil {
		r.Close()
		w.Close()
		return nil, nil, fmt.Errorf("start %s: %w", argv[0], err)
	}
	r.Close()
	release = func() error {
		_, err := w.Write([]byte{1})
		w.Close()
		return err
	}
	return cmd, release, nil
}
