// Package child starts a command that waits, created but not yet exec'd,
// until the tracer is ready for it: its pid is known (for cpid and pid
// filters) and every probe is attached, so not one of its events is missed.
//
// Go cannot run code between fork and exec, so the command is started as a
// re-exec of this binary in a hidden mode (Mode): that process blocks reading
// an inherited pipe, then execs the command with the same pid.
package child

import (
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"syscall"
)

// Mode is the hidden first argument that makes this binary a waiting child.
const Mode = "__sonde_child"

// MaybeRun turns the process into the waiting child when it was started as
// one, and never returns then. Call it first thing in main (and in TestMain
// of tests that start children through a test binary).
func MaybeRun() {
	ready = true
	if len(os.Args) > 1 && os.Args[1] == Mode {
		os.Exit(run(os.Args[2:]))
	}
}

// ready records that MaybeRun was called: Start re-executes this binary, and
// a binary that does not know the hidden mode would run its whole self again.
var ready bool

// run is the hidden mode: args are FD PATH ARGV...
func run(args []string) int {
	if len(args) < 3 {
		fmt.Fprintln(os.Stderr, "sonde: bad child arguments")
		return 127
	}
	fd, err := strconv.Atoi(args[0])
	if err != nil {
		return 127
	}
	var b [1]byte
	for {
		n, err := syscall.Read(fd, b[:])
		if err != syscall.EINTR {
			if n != 1 {
				return 127 // the tracer went away without releasing us
			}
			break
		}
	}
	syscall.Close(fd)
	err = syscall.Exec(args[1], args[2:], os.Environ())
	fmt.Fprintf(os.Stderr, "sonde: exec %s: %v\n", args[1], err)
	return 127
}

// Child is a started, waiting command.
type Child struct {
	Cmd     *exec.Cmd
	release *os.File
}

// Start starts argv waiting. Pid is known at once; Release lets it exec.
func Start(argv []string, stdin, stdout, stderr *os.File) (*Child, error) {
	if len(argv) == 0 {
		return nil, fmt.Errorf("empty command")
	}
	if !ready {
		return nil, fmt.Errorf("internal error: child.MaybeRun was not called first thing in main (or TestMain)")
	}
	path, err := exec.LookPath(argv[0])
	if err != nil {
		return nil, err
	}
	var p [2]int
	if err := syscall.Pipe2(p[:], syscall.O_CLOEXEC); err != nil {
		return nil, fmt.Errorf("pipe: %w", err)
	}
	r := os.NewFile(uintptr(p[0]), "child barrier")
	w := os.NewFile(uintptr(p[1]), "child barrier")
	self, err := os.Executable()
	if err != nil {
		self = "/proc/self/exe"
	}
	cmd := exec.Command(self, append([]string{Mode, "3", path}, argv...)...)
	cmd.Args[0] = argv[0]
	cmd.Stdin, cmd.Stdout, cmd.Stderr = stdin, stdout, stderr
	cmd.ExtraFiles = []*os.File{r}
	if err := cmd.Start(); err != nil {
		r.Close()
		w.Close()
		return nil, fmt.Errorf("start %s: %w", argv[0], err)
	}
	r.Close()
	return &Child{Cmd: cmd, release: w}, nil
}

// Pid is the command's process id.
func (c *Child) Pid() int { return c.Cmd.Process.Pid }

// Release lets the command exec.
func (c *Child) Release() error {
	_, err := c.release.Write([]byte{1})
	c.release.Close()
	return err
}

// Abort kills a command that was never released.
func (c *Child) Abort() {
	c.release.Close()
	c.Cmd.Process.Kill()
	c.Cmd.Wait()
}
