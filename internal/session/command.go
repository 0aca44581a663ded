package session

import (
	"io"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"sonde/internal/child"
)

// Command is the -c/-- command of a session. Start creates it behind
// internal/child's gate, before any probe is attached: its pid is known
// (cpid, the pid maps) but it runs nothing. Release lets it exec once
// every probe is attached, and from then on it is waited for.
type Command struct {
	ch       *child.Child
	released bool
	done     chan struct{} // closed once the command is reaped
}

// CommandOptions say how the command runs.
type CommandOptions struct {
	// Argv0 keeps argv[0] as given (strace shows it in the execve) rather
	// than the path found on PATH (bpftrace's -c).
	Argv0 bool
	// The command's standard files: an *os.File is passed on; anything
	// else (nil, a buffer) gives the command sonde's own.
	Stdin          io.Reader
	Stdout, Stderr io.Writer
}

// Start starts argv behind the gate. A command not found on PATH is
// exec.LookPath's *exec.Error.
func Start(argv []string, o CommandOptions) (*Command, error) {
	start := child.Start
	if o.Argv0 {
		start = child.StartArgv
	}
	ch, err := start(argv, asFile(o.Stdin, os.Stdin), asFile(o.Stdout, os.Stdout), asFile(o.Stderr, os.Stderr))
	if err != nil {
		return nil, err
	}
	return &Command{ch: ch, done: make(chan struct{})}, nil
}

// asFile is x when it is an *os.File, else def.
func asFile(x any, def *os.File) *os.File {
	if f, ok := x.(*os.File); ok {
		return f
	}
	return def
}

// Pid is the command's process id, known from Start on.
func (c *Command) Pid() int { return c.ch.Pid() }

// Path is the executable the command runs, as found on PATH.
func (c *Command) Path() string { return c.ch.Path() }

// Release lets the command exec; call it once every probe is attached. It
// returns once the exec happened: nil, or the error of a failed execve
// (the gate then exits 127). Either way the command is waited for from
// now on (Done).
func (c *Command) Release() error {
	c.released = true
	err := c.ch.Release()
	go func() {
		c.ch.Cmd.Wait()
		close(c.done)
	}()
	return err
}

// Done is closed once the released command has exited and been reaped;
// never before Release.
func (c *Command) Done() <-chan struct{} { return c.done }

// Exited reports whether the command has exited (and was reaped).
func (c *Command) Exited() bool {
	select {
	case <-c.done:
		return true
	default:
		return false
	}
}

// Status is the command's wait status, once Done.
func (c *Command) Status() syscall.WaitStatus {
	if !c.Exited() {
		return 0
	}
	ws, _ := c.ch.Cmd.ProcessState.Sys().(syscall.WaitStatus)
	return ws
}

// ExitCode is the command's exit status as a shell reports it: 128 plus
// the signal that killed it. It is 0 while the command runs.
func (c *Command) ExitCode() int {
	if ws := c.Status(); ws.Signaled() {
		return 128 + int(ws.Signal())
	} else {
		return ws.ExitStatus()
	}
}

// Stop ends a command still running when tracing ends first (Ctrl-C,
// exit()), as bpftrace does: SIGTERM, then SIGKILL after a second. It
// returns once the command is reaped.
func (c *Command) Stop() {
	if !c.released || c.Exited() {
		return
	}
	c.ch.Cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-c.done:
	case <-time.After(time.Second):
		c.ch.Cmd.Process.Kill()
		<-c.done
	}
}

// Close kills a command that was never released (setting up the session
// failed); a released one is left to run or end.
func (c *Command) Close() {
	if !c.released {
		c.ch.Abort()
	}
}

// ProcessDone returns a channel closed when process pid exits (-p: tracing
// ends with the process), or nil (never ready) when pid cannot be watched.
func ProcessDone(pid int) <-chan struct{} {
	fd, err := unix.PidfdOpen(pid, 0)
	if err != nil {
		return nil // not the session's business to fail: the probes still filter
	}
	done := make(chan struct{})
	go func() {
		defer unix.Close(fd)
		defer close(done)
		fds := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}}
		for {
			if _, err := unix.Poll(fds, -1); err != unix.EINTR {
				return
			}
		}
	}()
	return done
}

// Rusage is the command's resource usage (user and system time), once
// Done; nil before.
func (c *Command) Rusage() *syscall.Rusage {
	if !c.Exited() {
		return nil
	}
	ru, _ := c.ch.Cmd.ProcessState.SysUsage().(*syscall.Rusage)
	return ru
}

// Threads lists the thread ids of process pid (-p's process), or pid
// alone when /proc cannot say.
func Threads(pid int) []int {
	ents, err := os.ReadDir(filepath.Join("/proc", strconv.Itoa(pid), "task"))
	if err != nil {
		return []int{pid}
	}
	var tids []int
	for _, e := range ents {
		if n, err := strconv.Atoi(e.Name()); err == nil {
			tids = append(tids, n)
		}
	}
	return tids
}
