// Package child starts a command that waits, created but not yet exec'd,
// until the tracer is ready for it: its pid is known (for cpid and pid
// filters) and every probe is attached, so not one of its events is missed.
//
// Go cannot run code between fork and exec, so the command is started
// behind a gate: a tiny static executable (gate.go) that sonde writes into
// a sealed memfd and starts through /proc/self/fd. The gate blocks reading
// a pipe, and when released execs the command with the same pid. Start
// returns once the gate is blocked in that read, so its start-up happens
// before any probe is attached; after Release, the only events under the
// command's pid before its execve are the read returning, a close of the
// pipe and the execve itself, as with bpftrace's fork-and-wait child. The
// gate calls no library function (a shell would: a uprobe on libc's malloc
// filtered to cpid counted the shell's calls), and it carries the tracer's
// own name (comm) until the exec, as bpftrace's forked child does.
//
// It is the one launcher under every front end, which reach it through
// internal/session's Command: the language's -c, ltrace's and strace's
// command (StartArgv, argv[0] as given). A tracer that follows
// the command by pid and must not see the gate's last system calls starts
// at its execve with the state word of await.go.
//
// It imports only cilium/ebpf/asm (the await-exec filter is BPF) and
// x/sys/unix; nothing of sonde.
package child

import (
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

// Child is a started, waiting command.
type Child struct {
	Cmd     *exec.Cmd
	path    string
	release *os.File // write end of the gate's release pipe
	status  *os.File // read end of the gate's status pipe
}

// Start starts argv waiting. Pid is known at once; Release lets it exec.
// The command is looked up on PATH as a shell would, and runs with argv[0]
// the path found, as under bpftrace. A command not found is LookPath's
// *exec.Error.
func Start(argv []string, stdin, stdout, stderr *os.File) (*Child, error) {
	return start(argv, false, stdin, stdout, stderr)
}

// StartArgv is Start, but the command runs with argv as given, argv[0]
// the name it was called by (as a shell runs it, and as strace shows its
// execve) rather than the path found.
func StartArgv(argv []string, stdin, stdout, stderr *os.File) (*Child, error) {
	return start(argv, true, stdin, stdout, stderr)
}

func start(argv []string, keepArgv0 bool, stdin, stdout, stderr *os.File) (*Child, error) {
	if len(argv) == 0 {
		return nil, fmt.Errorf("empty command")
	}
	path, err := exec.LookPath(argv[0])
	if err != nil {
		return nil, err
	}
	arg0 := path
	if keepArgv0 {
		arg0 = argv[0]
	}
	gate, err := gateMemfd()
	if err != nil {
		return nil, err
	}
	defer gate.Close()
	releaseR, releaseW, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("pipe: %w", err)
	}
	statusR, statusW, err := os.Pipe()
	if err != nil {
		releaseR.Close()
		releaseW.Close()
		return nil, fmt.Errorf("pipe: %w", err)
	}
	cmd := &exec.Cmd{
		Path: fmt.Sprintf("/proc/self/fd/%d", gateSelfFD),
		Args: append([]string{tracerComm(), path, arg0}, argv[1:]...),
		// Descriptors 3, 4 and 5 in the child: see gate.go.
		ExtraFiles: []*os.File{releaseR, gate, statusW},
	}
	// A nil file is /dev/null (not a typed nil in the interface, which
	// would leave the descriptor closed).
	if stdin != nil {
		cmd.Stdin = stdin
	}
	if stdout != nil {
		cmd.Stdout = stdout
	}
	if stderr != nil {
		cmd.Stderr = stderr
	}
	err = cmd.Start()
	releaseR.Close()
	statusW.Close()
	if err != nil {
		releaseW.Close()
		statusR.Close()
		return nil, fmt.Errorf("start %s: %w", argv[0], err)
	}
	c := &Child{Cmd: cmd, path: path, release: releaseW, status: statusR}
	if err := c.waitBlocked(); err != nil {
		c.Abort()
		return nil, fmt.Errorf("start %s: %w", argv[0], err)
	}
	return c, nil
}

// tracerComm is this process's name, which the gate takes until it execs
// the command: bpftrace's child is a fork of bpftrace, named so.
func tracerComm() string {
	b, err := os.ReadFile("/proc/self/comm")
	if name := strings.TrimSuffix(string(b), "\n"); err == nil && name != "" {
		return name
	}
	return "sonde"
}

// waitBlocked waits until the gate sleeps in its read of the release pipe,
// as /proc/PID/syscall shows (the system call's number and first argument,
// the descriptor), so that its start-up is over before probes attach. It
// polls: the kernel tells no one when a process enters a system call. The
// gate gets there in microseconds; the limit is for a gate that cannot
// (stopped, or killed), however loaded the machine.
func (c *Child) waitBlocked() error {
	pid := c.Pid()
	want := fmt.Sprintf("%d %#x ", syscall.SYS_READ, gateReleaseFD)
	pause := 20 * time.Microsecond
	for end := time.Now().Add(time.Minute); ; {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/syscall", pid))
		if err != nil {
			return fmt.Errorf("exec gate: %w", err)
		}
		if strings.HasPrefix(string(b), want) {
			return nil
		}
		if exited(pid) {
			return fmt.Errorf("exec gate exited before the command could run")
		}
		if time.Now().After(end) {
			return fmt.Errorf("exec gate not waiting after a minute (/proc/%d/syscall: %q)", pid, strings.TrimSpace(string(b)))
		}
		time.Sleep(pause)
		pause = min(2*pause, 5*time.Millisecond)
	}
}

// exited reports whether pid is a zombie (or gone).
func exited(pid int) bool {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return true
	}
	// The state follows the name in parentheses, which may hold anything.
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	return i < 0 || i+2 >= len(s) || s[i+2] == 'Z' || s[i+2] == 'X'
}

// Pid is the command's process id.
func (c *Child) Pid() int { return c.Cmd.Process.Pid }

// Path is the executable the command runs, as found on PATH.
func (c *Child) Path() string { return c.path }

// Release lets the command exec, and returns once it has: nil when the
// execve succeeded (or the gate was killed meanwhile, which Wait reports),
// its error when it failed.
func (c *Child) Release() error {
	_, err := c.release.Write([]byte("\n"))
	c.release.Close()
	if err != nil {
		c.status.Close()
		return err
	}
	// The gate's end of the status pipe is close-on-exec: EOF is a
	// successful exec, four bytes the errno of a failed one.
	var b [4]byte
	n, _ := io.ReadFull(c.status, b[:])
	c.status.Close()
	if n == len(b) {
		return &os.PathError{Op: "exec", Path: c.path, Err: syscall.Errno(binary.LittleEndian.Uint32(b[:]))}
	}
	return nil
}

// Abort kills a command that was never released, or is still running.
func (c *Child) Abort() {
	c.release.Close()
	c.status.Close()
	if c.Cmd.ProcessState == nil {
		c.Cmd.Process.Kill()
		c.Cmd.Wait()
	}
}

// GateFD reports whether fd is one of the gate's own descriptors in the
// waiting command (the release pipe, the gate's file, the status pipe),
// none of which is open once the command runs: a tracer listing the
// command's open files before Release leaves them out.
func GateFD(fd int) bool {
	return fd == gateReleaseFD || fd == gateSelfFD || fd == gateStatusFD
}
