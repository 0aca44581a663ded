// Package child starts a command that waits, created but not yet exec'd,
// until the tracer is ready for it: its pid is known (for cpid and pid
// filters) and every probe is attached, so not one of its events is missed.
//
// Go cannot run code between fork and exec, so the command is started
// behind a tiny shell gate:
//
//	/bin/sh -c 'read _ <&3 && exec "$@" 3<&-' sh CMD ARGS...
//
// The shell blocks reading a pipe and then execs the command with the same
// pid. Start returns once the shell is blocked in that read, so that
// nothing it does before the command (its own start-up) happens while the
// probes are live: after Release, the only events before the command's
// execve are the read returning, as with bpftrace's fork-and-wait child.
package child

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

const gate = `read _ <&3 && exec "$@" 3<&-`

// MaybeRun is kept for callers written against an earlier re-exec design;
// the shell gate needs nothing in main.
func MaybeRun() {}

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
	path, err := exec.LookPath(argv[0])
	if err != nil {
		return nil, err
	}
	r, w, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("pipe: %w", err)
	}
	cmd := exec.Command("/bin/sh", append([]string{"-c", gate, "sh", path}, argv[1:]...)...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = stdin, stdout, stderr
	cmd.ExtraFiles = []*os.File{r}
	if err := cmd.Start(); err != nil {
		r.Close()
		w.Close()
		return nil, fmt.Errorf("start %s: %w", argv[0], err)
	}
	r.Close()
	c := &Child{Cmd: cmd, release: w}
	c.waitBlocked(5 * time.Second)
	return c, nil
}

// waitBlocked waits until the shell sits in its read (the shell reads the
// pipe through its standard input, redirected), or for at most limit: the
// shell's own start-up should be over before probes attach.
func (c *Child) waitBlocked(limit time.Duration) {
	file := fmt.Sprintf("/proc/%d/syscall", c.Pid())
	for end := time.Now().Add(limit); time.Now().Before(end); time.Sleep(200 * time.Microsecond) {
		b, err := os.ReadFile(file)
		if err != nil {
			return
		}
		if strings.HasPrefix(string(b), fmt.Sprintf("%d 0x0 ", syscall.SYS_READ)) {
			return
		}
	}
}

// Pid is the command's process id.
func (c *Child) Pid() int { return c.Cmd.Process.Pid }

// Release lets the command exec.
func (c *Child) Release() error {
	_, err := c.release.Write([]byte("\n"))
	c.release.Close()
	return err
}

// Abort kills a command that was never released, or is still running.
func (c *Child) Abort() {
	c.release.Close()
	if c.Cmd.ProcessState == nil {
		c.Cmd.Process.Kill()
		c.Cmd.Wait()
	}
}
