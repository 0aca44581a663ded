// Package strace implements `sonde strace`: strace's command line and
// output, from raw syscall tracepoints and BPF instead of ptrace.
//
// The BPF programs (bpf.go, capture.go) filter by a pid map, copy
// arguments, strings and structures into a ring buffer without waking the
// reader, and the reader polls on a short timer and formats records into
// strace's lines (format.go; decoders in decode.go, structs.go and the
// per-syscall table syscalls.go; the syscall and errno tables are
// kernel/abi's, generated from the machine's headers). A
// syscall with inputs to copy (a path, a write buffer) sends a record at
// entry and one at exit; one without sends a single record at exit, its
// arguments kept in the pid map value in between. The command is started
// behind internal/child's gate and only traced from its execve on.
//
// It imports the kit (bpf) to build and load its programs, session to
// run them, child for the gate's pid states, kbtf for task_struct offsets
// and kernel/abi for the syscall, errno and signal tables.
package strace

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"sonde/internal/child"
	"sonde/internal/session"
)

// Exit codes.
const (
	exitOK      = 0
	exitRuntime = 1
	exitUsage   = 2
)

// ringSize is the ring buffer's size: records for bursts of a few hundred
// thousand syscalls while the reader catches up.
var ringSize = 64 << 20

// pollInterval is how long the reader sleeps when the ring buffer is empty.
var pollInterval = 2 * time.Millisecond

// stuckAfter is how long the traced tasks stay silent before the syscall
// one of them is blocked in is shown (strace shows it at once).
const stuckAfter = 500 * time.Millisecond

// maxPollInterval bounds the back-off of an idle reader.
const maxPollInterval = 32 * time.Millisecond

func init() {
	if d, err := time.ParseDuration(os.Getenv("SONDE_STRACE_POLL")); err == nil {
		pollInterval = d
	}
}

// Main runs `sonde strace ARGS`.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	opts, err := parseArgs(args)
	if err != nil {
		fmt.Fprintf(stderr, "sonde strace: %v\n", err)
		var u errUsage
		if errors.As(err, &u) {
			fmt.Fprintln(stderr, "Try 'sonde strace -h' for more information.")
			return exitUsage
		}
		return exitRuntime
	}
	if opts.Help {
		io.WriteString(stdout, usageText)
		return exitOK
	}
	code, err := run(opts, stdin, stdout, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "sonde strace: %v\n", err)
		return exitRuntime
	}
	return code
}

func monoNs() int64 {
	var ts unix.Timespec
	unix.ClockGettime(unix.CLOCK_MONOTONIC, &ts)
	return ts.Nano()
}

func run(opts *Options, stdin io.Reader, stdout, stderr io.Writer) (int, error) {
	out := stderr // strace writes the trace to stderr by default
	if opts.Output != "" && !opts.FollowFF {
		f, err := os.Create(opts.Output)
		if err != nil {
			return exitRuntime, fmt.Errorf("can't fopen '%s': %w", opts.Output, err)
		}
		defer f.Close()
		out = f
	}
	tr := newTracer(opts, out, stderr)
	defer tr.close()
	cfg := bpfConfig{
		records: !opts.Summary || opts.SummaryToo,
		count:   opts.Summary || opts.SummaryToo,
		follow:  opts.Follow,
		signals: true,
		times:   opts.Timestamps > 0 || opts.Relative || opts.SyscallT,
		wall:    opts.WallClock,
		ringSz:  ringSize,
	}
	if opts.SummaryToo {
		opts.Summary = false
	}
	// The command starts first and waits behind its gate while the
	// programs load.
	var cmd *session.Command
	if len(opts.Command) > 0 {
		var err error
		cmd, err = session.Start(opts.Command, session.CommandOptions{Argv0: true, Stdin: stdin, Stdout: stdout, Stderr: stderr})
		var notFound *exec.Error
		if errors.As(err, &notFound) {
			return exitRuntime, fmt.Errorf("can't stat '%s': %w", opts.Command[0], err)
		}
		if err != nil {
			return exitRuntime, err
		}
		defer cmd.Close() // killed unless released
	}
	if !opts.Follow {
		switch {
		case cmd != nil && len(opts.Pids) == 0:
			cfg.soleTid = cmd.Pid()
		case cmd == nil && len(opts.Pids) == 1:
			cfg.soleTid = opts.Pids[0]
		}
	}
	objs, err := newObjects(cfg, specMap(tr.tab))
	if err != nil {
		return exitRuntime, err
	}
	defer objs.Close()
	ring, err := session.OpenRing(objs.events, pollInterval, maxPollInterval)
	if err != nil {
		return exitRuntime, fmt.Errorf("ring buffer reader: %w", err)
	}
	defer ring.Close()

	sigs := session.Notify(syscall.SIGHUP, syscall.SIGQUIT)
	defer sigs.Stop()

	for _, pid := range opts.Pids {
		tids := []int{pid}
		if opts.Follow {
			tids = session.Threads(pid)
		}
		if _, err := os.Stat("/proc/" + strconv.Itoa(pid)); err != nil {
			return exitRuntime, fmt.Errorf("attach: pid %d: no such process", pid)
		}
		for _, tid := range tids {
			if err := objs.pids.Put(uint32(tid), pidValue(child.Traced)); err != nil {
				return exitRuntime, fmt.Errorf("attach %d: %w", tid, err)
			}
			tr.addTask(uint32(tid))
			if opts.DecodeFds > 0 {
				tr.scanFds(tid, nil)
			}
			if opts.Quiet == 0 {
				fmt.Fprintf(stderr, "strace: Process %d attached\n", tid)
			}
		}
	}

	var waitDone <-chan struct{}
	execFailed := false
	if cmd != nil {
		pid := cmd.Pid()
		if err := objs.pids.Put(uint32(pid), pidValue(child.AwaitExec)); err != nil {
			return exitRuntime, fmt.Errorf("trace pid %d: %w", pid, err)
		}
		tr.addTask(uint32(pid))
		if opts.DecodeFds > 0 {
			tr.scanFds(pid, child.GateFD) // the gate's own are closed by the exec
		}
		if wd, err := os.Getwd(); err == nil {
			tr.cwd[uint32(pid)] = wd
		}
		// A failed execve is traced as strace traces it; the gate then
		// exits, and sonde with 1, as strace does.
		if err := cmd.Release(); err != nil {
			fmt.Fprintf(stderr, "sonde strace: %v\n", err)
			execFailed = true
		}
		waitDone = cmd.Done()
	}

	handle := func(b []byte) error { tr.handle(b); return nil }
	childExited := cmd == nil
	detach := false
	interrupts := 0
	lastPrune := time.Now()
	lastRecord, stuckShown := time.Now(), false
	// The reader sleeps pollInterval between drains while records flow,
	// and backs off to maxPollInterval while the traced tasks are idle.
	for {
		n, _, err := ring.Poll(handle)
		if err != nil {
			return exitRuntime, fmt.Errorf("read ring buffer: %w", err)
		}
		if n == 0 {
			if !stuckShown && time.Since(lastRecord) > stuckAfter {
				tr.showStuck()
				stuckShown = true
			}
		} else {
			lastRecord, stuckShown = time.Now(), false
		}
		tr.reportLost(objs.lostCount())
		tr.flush()
		select {
		case <-waitDone:
			childExited = true
			waitDone = nil
		case s := <-sigs.C:
			interrupts++
			// With a command, the terminal's signal reaches it too: keep
			// tracing it to its end unless asked twice.
			if cmd == nil || interrupts > 1 || s != syscall.SIGINT {
				detach = true
			}
		default:
		}
		if detach {
			break
		}
		// A task whose exit record was lost would keep us waiting: every
		// 100 ms with nothing to read, forget tasks that are gone.
		if tr.lost.Total() > 0 && ring.Available() == 0 && time.Since(lastPrune) > 100*time.Millisecond {
			lastPrune = time.Now()
			tr.pruneGone()
		}
		if cmd != nil && childExited && (tr.alive <= 0 || !opts.Follow) && ring.Available() == 0 {
			break
		}
		if cmd == nil && tr.alive <= 0 && ring.Available() == 0 {
			break
		}
	}
	// Detach: stop the probes first, then print what is left.
	session.Detach(objs.links)
	objs.links = nil
	ring.Drain(handle)
	tr.reportLost(objs.lostCount())
	if detach {
		tr.flushOpen()
		if opts.Quiet == 0 {
			tr.flush()
			for tid := range tr.tasks {
				fmt.Fprintf(stderr, "strace: Process %d detached\n", tid)
			}
		}
	}
	if cfg.count {
		if err := printSummary(tr.w, objs, opts); err != nil {
			return exitRuntime, err
		}
	}
	if n := tr.lost.Total(); n > 0 {
		fmt.Fprintf(tr.w, "--- %d events lost in total ---\n", n)
	}
	if err := tr.flush(); err != nil {
		return exitRuntime, fmt.Errorf("write: %w", err)
	}
	if cmd != nil {
		if !childExited && !detach {
			<-cmd.Done()
		}
		if execFailed {
			return exitRuntime, nil
		}
		if cmd.Exited() {
			return cmd.ExitCode(), nil
		}
	}
	return exitOK, nil
}
