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
package strace

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"syscall"
	"time"

	"github.com/cilium/ebpf/ringbuf"
	"golang.org/x/sys/unix"

	"sonde/internal/bpf"
	"sonde/internal/child"
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

func asFile(x any, def *os.File) *os.File {
	if f, ok := x.(*os.File); ok {
		return f
	}
	return def
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
	var ch *child.Child
	var cmd *exec.Cmd
	if len(opts.Command) > 0 {
		var err error
		ch, err = child.StartArgv(opts.Command, asFile(stdin, os.Stdin), asFile(stdout, os.Stdout), asFile(stderr, os.Stderr))
		var notFound *exec.Error
		if errors.As(err, &notFound) {
			return exitRuntime, fmt.Errorf("can't stat '%s': %w", opts.Command[0], err)
		}
		if err != nil {
			return exitRuntime, err
		}
		cmd = ch.Cmd
	}
	abort := func(err error) (int, error) {
		if ch != nil {
			ch.Abort()
		}
		return exitRuntime, err
	}
	if !opts.Follow {
		switch {
		case cmd != nil && len(opts.Pids) == 0:
			cfg.soleTid = cmd.Process.Pid
		case cmd == nil && len(opts.Pids) == 1:
			cfg.soleTid = opts.Pids[0]
		}
	}
	objs, err := newObjects(cfg, specMap(tr.tab))
	if err != nil {
		return abort(err)
	}
	defer objs.Close()
	rd, err := bpf.OpenRing(objs.events)
	if err != nil {
		return abort(fmt.Errorf("ring buffer reader: %w", err))
	}
	defer rd.Close()

	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT)
	defer signal.Stop(sigs)

	for _, pid := range opts.Pids {
		tids := []int{pid}
		if opts.Follow {
			tids = threadsOf(pid)
		}
		if _, err := os.Stat("/proc/" + strconv.Itoa(pid)); err != nil {
			return abort(fmt.Errorf("attach: pid %d: no such process", pid))
		}
		for _, tid := range tids {
			if err := objs.pids.Put(uint32(tid), pidValue(child.Traced)); err != nil {
				return abort(fmt.Errorf("attach %d: %w", tid, err))
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

	waitDone := make(chan error, 1)
	execFailed := false
	if cmd != nil {
		pid := cmd.Process.Pid
		if err := objs.pids.Put(uint32(pid), pidValue(child.AwaitExec)); err != nil {
			return abort(fmt.Errorf("trace pid %d: %w", pid, err))
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
		if err := ch.Release(); err != nil {
			fmt.Fprintf(stderr, "sonde strace: %v\n", err)
			execFailed = true
		}
		go func() { waitDone <- cmd.Wait() }()
	}

	var rec ringbuf.Record
	childExited := cmd == nil
	detach := false
	interrupts := 0
	lastPrune := time.Now()
	lastRecord, stuckShown := time.Now(), false
	// The reader sleeps pollInterval between drains while records flow,
	// and backs off to maxPollInterval while the traced tasks are idle.
	interval := pollInterval
	for {
		rd.SetDeadline(time.Now().Add(interval))
		n := 0
		for {
			err := rd.ReadInto(&rec)
			if err != nil {
				if errors.Is(err, os.ErrDeadlineExceeded) {
					break
				}
				return exitRuntime, fmt.Errorf("read ring buffer: %w", err)
			}
			n++
			tr.handle(rec.RawSample)
		}
		if n == 0 {
			interval = min(2*interval, maxPollInterval)
			if !stuckShown && time.Since(lastRecord) > stuckAfter {
				tr.showStuck()
				stuckShown = true
			}
		} else {
			interval = pollInterval
			lastRecord, stuckShown = time.Now(), false
		}
		tr.reportLost(objs.lostCount())
		tr.flush()
		select {
		case <-waitDone:
			childExited = true
		case s := <-sigs:
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
		if tr.lost > 0 && rd.AvailableBytes() == 0 && time.Since(lastPrune) > 100*time.Millisecond {
			lastPrune = time.Now()
			tr.pruneGone()
		}
		if cmd != nil && childExited && (tr.alive <= 0 || !opts.Follow) && rd.AvailableBytes() == 0 {
			break
		}
		if cmd == nil && tr.alive <= 0 && rd.AvailableBytes() == 0 {
			break
		}
	}
	// Detach: stop the probes first, then print what is left.
	for i := len(objs.links) - 1; i >= 0; i-- {
		objs.links[i].Close()
	}
	objs.links = nil
	rd.SetDeadline(time.Now())
	for {
		if err := rd.ReadInto(&rec); err != nil {
			break
		}
		tr.handle(rec.RawSample)
	}
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
	if tr.lost > 0 {
		fmt.Fprintf(tr.w, "--- %d events lost in total ---\n", tr.lost)
	}
	if err := tr.flush(); err != nil {
		return exitRuntime, fmt.Errorf("write: %w", err)
	}
	if cmd != nil {
		if !childExited && !detach {
			<-waitDone
		}
		if execFailed {
			return exitRuntime, nil
		}
		if cmd.ProcessState != nil {
			ws := cmd.ProcessState.Sys().(syscall.WaitStatus)
			if ws.Signaled() {
				return 128 + int(ws.Signal()), nil
			}
			return ws.ExitStatus(), nil
		}
	}
	return exitOK, nil
}

// threadsOf lists the tids of a process.
func threadsOf(pid int) []int {
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
