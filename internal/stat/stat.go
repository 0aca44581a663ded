// Package stat is `sonde stat`: perf stat's counting, in the kernel.
// Tracepoints and kprobes/uprobes are counted by BPF programs (bpf.go)
// into a per-CPU array indexed by event; software and hardware events are
// perf counters read through their fds (probe.OpenCounter). The output is
// perf stat's: the table, -I intervals, -x CSV and -j JSON (format.go).
//
// It imports the kit (bpf), session (the command, signals, detaching),
// probe (attachment, counters, event names), kernel facts and child's
// await-exec filter, kbtf for the compat status bit.
package stat

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/cilium/ebpf"

	"sonde/internal/bpf"
	"sonde/internal/child"
	"sonde/internal/kernel"
	"sonde/internal/probe"
	"sonde/internal/probe/point"
	"sonde/internal/session"
)

const (
	exitOK      = 0
	exitRuntime = 1
	exitUsage   = 2
)

// Options are sonde stat's command line.
type Options struct {
	Events   []string
	Interval time.Duration // -I
	All      bool          // -a
	PID      int           // -p
	Cmd      []string      // -- CMD ARGS
	Sep      string        // -x
	JSON     bool          // -j, --json
	Help     bool
}

const usageText = `usage: sonde stat -e EVENT[,EVENT...] [-I MS] [-a | -p PID | -- CMD ARGS] [-x SEP] [--json]

Counts events in the kernel and prints perf stat's table.

  -e EVENT     what to count (repeatable, comma-separated): a tracepoint
               (sched:sched_process_exec, 'syscalls:sys_enter_*'), a
               software or hardware event (context-switches, task-clock,
               cycles), a probe (uprobe:/bin/bash:readline, kprobe:FUNC)
  -I MS        print the counts every MS milliseconds
  -a           count system-wide until Ctrl-C
  -p PID       count process PID (its threads) until it exits or Ctrl-C
  -x SEP       print CSV with separator SEP, as perf stat -x does
  -j, --json   print JSON lines, as perf stat -j does
`

// parseArgs parses sonde stat's command line.
func parseArgs(args []string) (*Options, error) {
	o := &Options{}
	usage := func(f string, a ...any) error { return &UsageError{fmt.Sprintf(f, a...)} }
	for i := 0; i < len(args); i++ {
		a := args[i]
		val := func() (string, error) {
			if len(a) > 2 && !strings.HasPrefix(a, "--") {
				return a[2:], nil // -eEVENT
			}
			if k, v, ok := strings.Cut(a, "="); ok && strings.HasPrefix(k, "--") {
				return v, nil
			}
			if i+1 >= len(args) {
				return "", usage("option %s needs a value", a)
			}
			i++
			return args[i], nil
		}
		switch {
		case a == "--":
			o.Cmd = args[i+1:]
			i = len(args)
		case a == "-h" || a == "--help":
			o.Help = true
		case a == "-a" || a == "--all-cpus":
			o.All = true
		case a == "-j" || a == "--json":
			o.JSON = true
		case strings.HasPrefix(a, "-e") || a == "--event" || strings.HasPrefix(a, "--event="):
			v, err := val()
			if err != nil {
				return nil, err
			}
			for _, e := range strings.Split(v, ",") {
				if e = strings.TrimSpace(e); e == "" {
					return nil, usage("empty event in -e %q", v)
				}
				o.Events = append(o.Events, e)
			}
		case strings.HasPrefix(a, "-I") || a == "--interval-print" || strings.HasPrefix(a, "--interval-print="):
			v, err := val()
			if err != nil {
				return nil, err
			}
			ms, err := strconv.Atoi(v)
			if err != nil || ms < 10 {
				return nil, usage("-I %s: the interval is a number of milliseconds, at least 10", v)
			}
			o.Interval = time.Duration(ms) * time.Millisecond
		case strings.HasPrefix(a, "-p") || a == "--pid" || strings.HasPrefix(a, "--pid="):
			v, err := val()
			if err != nil {
				return nil, err
			}
			pid, err := strconv.Atoi(v)
			if err != nil || pid <= 0 {
				return nil, usage("-p %s: not a process id", v)
			}
			o.PID = pid
		case strings.HasPrefix(a, "-x") || a == "--field-separator" || strings.HasPrefix(a, "--field-separator="):
			v, err := val()
			if err != nil {
				return nil, err
			}
			if v == "" {
				return nil, usage("-x needs a separator")
			}
			o.Sep = v
		case strings.HasPrefix(a, "-") && a != "-":
			return nil, usage("unknown option %s", a)
		default:
			o.Cmd = args[i:] // perf stat CMD ARGS, without --
			i = len(args)
		}
	}
	if o.Help {
		return o, nil
	}
	targets := 0
	for _, b := range []bool{o.All, o.PID != 0, len(o.Cmd) > 0} {
		if b {
			targets++
		}
	}
	switch {
	case targets == 0:
		return nil, usage("say what to count: -a, -p PID or -- CMD ARGS")
	case targets > 1:
		return nil, usage("-a, -p and a command exclude each other")
	case len(o.Events) == 0:
		return nil, usage("no events to count: give -e EVENT")
	case o.JSON && o.Sep != "":
		return nil, usage("-x and --json exclude each other")
	}
	if o.PID != 0 {
		if err := unixKill0(o.PID); err != nil {
			return nil, usage("-p %d: no such process", o.PID)
		}
	}
	return o, nil
}

func unixKill0(pid int) error {
	p, err := os.FindProcess(pid)
	if err != nil {
		return err
	}
	return p.Signal(syscall.Signal(0))
}

// Main runs `sonde stat ARGS`.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	opts, err := parseArgs(args)
	if err == nil && opts.Help {
		io.WriteString(stdout, usageText)
		return exitOK
	}
	if err == nil {
		err = run(opts, stderr)
	}
	if c, ok := err.(exitCode); ok {
		return int(c)
	}
	if err != nil {
		fmt.Fprintf(stderr, "sonde stat: %v\n", err)
		var u *UsageError
		var nf *exec.Error
		if errors.As(err, &u) || errors.As(err, &nf) {
			return exitUsage
		}
		return exitRuntime
	}
	return exitOK
}

// plan is what run sets up: the events and the programs counting them.
type plan struct {
	events      []*event
	filter      filter
	sysEnter    bool // a sys_enter program (shared syscalls, or the command's execve)
	sysExit     bool
	cookies     bool // the tp program
	coll        *ebpf.Collection
	links       session.Links
	cmd         *session.Command
	start       time.Time
	last        []uint64 // the previous interval's counts
	lastTime    time.Duration
	lastRuntime []uint64
}

// sharedMin is the fewest syscall tracepoints of one direction counted by
// number in one raw tracepoint program. The language shares from eight
// (probe's sharedSyscallMin, README "Many syscall tracepoints"), as its
// programs may cost much per event; stat's counting programs are a few
// instructions and its runs are short, where the ~50 ms of detaching each
// perf-event tracepoint dominates: it shares from three.
const sharedMin = 3

func run(o *Options, w io.Writer) error {
	attach := probe.AttachOptions{PID: o.PID}
	events, err := parseEvents(o.Events, attach)
	if err != nil {
		return err
	}
	pl := &plan{events: events, filter: filter{tgid: o.PID, cmd: len(o.Cmd) > 0}}
	defer pl.close()
	if len(o.Cmd) > 0 {
		pl.cmd, err = session.Start(o.Cmd, session.CommandOptions{})
		if err != nil {
			return err
		}
		// The probes' own pid filters would miss the command's children.
		attach.Cpid = pl.cmd.Pid()
	}
	if err := pl.setup(attach); err != nil {
		return err
	}
	sig := session.Notify()
	defer sig.Stop()
	pl.start = time.Now()
	if pl.cmd != nil {
		if err := pl.cmd.Release(); err != nil {
			return fmt.Errorf("%s: %w", o.Cmd[0], err)
		}
	}
	var done <-chan struct{}
	stopped := false
	switch {
	case pl.cmd != nil:
		done = pl.cmd.Done()
	case o.PID != 0:
		done = session.ProcessDone(o.PID)
	}
	out := &writer{w: w, o: o}
	if o.Interval > 0 {
		out.intervalHeader()
	}
	var tick <-chan time.Time
	if o.Interval > 0 {
		t := time.NewTicker(o.Interval)
		defer t.Stop()
		tick = t.C
	}
	pl.last, pl.lastRuntime = make([]uint64, len(pl.events)), make([]uint64, len(pl.events))
loop:
	for {
		select {
		case <-done:
			break loop
		case <-sig.C:
			stopped = true
			break loop
		case <-tick:
			pl.interval(out)
		}
	}
	elapsed := time.Since(pl.start)
	if pl.cmd != nil {
		pl.cmd.Stop()
	}
	if o.Interval > 0 {
		if elapsed-pl.lastTime > time.Millisecond {
			pl.interval(out)
		}
	} else {
		counts, runtime := pl.read()
		out.table(pl, counts, runtime, elapsed)
	}
	if pl.cmd != nil && !stopped && pl.cmd.ExitCode() != 0 {
		return exitCode(pl.cmd.ExitCode())
	}
	return nil
}

// exitCode is the command's exit status, which sonde stat exits with as
// perf stat does.
type exitCode int

func (e exitCode) Error() string { return fmt.Sprintf("the command exited with %d", int(e)) }

// setup loads the programs, attaches them and opens the counters.
func (pl *plan) setup(attach probe.AttachOptions) error {
	var enter, exit int
	for _, e := range pl.events {
		if e.nr >= 0 && e.exit {
			exit++
		} else if e.nr >= 0 {
			enter++
		}
	}
	pl.sysEnter = enter >= sharedMin || pl.filter.cmd
	pl.sysExit = exit >= sharedMin
	for _, e := range pl.events {
		if e.nr >= 0 {
			e.shared = e.exit && pl.sysExit || !e.exit && pl.sysEnter
		}
		if e.tp != "" && !e.shared {
			pl.cookies = true
		}
	}
	needBPF := pl.cookies || pl.sysEnter || pl.sysExit
	for _, e := range pl.events {
		needBPF = needBPF || e.dyn != nil
	}
	if needBPF {
		if err := pl.load(attach); err != nil {
			return err
		}
	}
	return pl.openCounters(attach)
}

func (pl *plan) load(attach probe.AttachOptions) error {
	spec, err := pl.spec()
	if err != nil {
		return err
	}
	pl.coll, err = bpf.Load(spec, bpf.Options{Parallel: true})
	if err != nil {
		return err
	}
	for i, e := range pl.events {
		if !e.shared {
			continue
		}
		m := pl.coll.Maps[mapEnter]
		if e.exit {
			m = pl.coll.Maps[mapExit]
		}
		if err := m.Put(uint32(e.nr), uint32(i+1)); err != nil {
			return fmt.Errorf("syscall map: %w", err)
		}
	}
	if pl.filter.cmd {
		if err := pl.coll.Maps[mapTasks].Put(uint32(pl.cmd.Pid()), uint32(child.AwaitExec)); err != nil {
			return fmt.Errorf("task map: %w", err)
		}
		for _, tp := range []string{"fork", "free"} {
			l, err := probe.AttachTracepointCookie("sched", "sched_process_"+tp, pl.coll.Programs[tp], 0)
			if err != nil {
				return err
			}
			pl.links.Add(l)
		}
	}
	raw, _ := probe.Lookup("rawtracepoint")
	for _, name := range []string{"sys_enter", "sys_exit"} {
		prog := pl.coll.Programs[name]
		if prog == nil {
			continue
		}
		ts, err := raw.Expand(name, attach)
		if err != nil || len(ts) != 1 {
			return fmt.Errorf("raw tracepoint %s: %v", name, err)
		}
		l, err := raw.Attach(ts[0], prog, attach)
		if err != nil {
			return err
		}
		pl.links.Add(l)
	}
	groups := map[string][]int{}
	var keys []string
	for i, e := range pl.events {
		if e.dyn != nil && e.linkGroup != "" {
			k := e.target.Provider + "\x00" + e.linkGroup
			if groups[k] == nil {
				keys = append(keys, k)
			}
			groups[k] = append(groups[k], i)
		}
	}
	for _, k := range keys {
		var ts []point.Target
		var cookies []uint64
		for _, i := range groups[k] {
			ts, cookies = append(ts, pl.events[i].target), append(cookies, uint64(i))
		}
		first := pl.events[groups[k][0]]
		l, err := first.dyn.(probe.GroupAttacher).AttachGroup(ts, cookies, pl.coll.Programs["dyn_multi"], attach)
		if l != nil {
			pl.links.Add(l)
		}
		if err != nil {
			return err
		}
	}
	for i, e := range pl.events {
		var l io.Closer
		var err error
		switch {
		case e.dyn != nil && e.linkGroup != "":
			continue
		case e.tp != "" && !e.shared:
			l, err = probe.AttachTracepointCookie(e.group, e.tp, pl.coll.Programs["tp"], uint64(i))
		case e.dyn != nil:
			l, err = e.dyn.Attach(e.target, pl.coll.Programs[fmt.Sprintf("dyn_%d", i)], attach)
		default:
			continue
		}
		if err != nil {
			return err
		}
		pl.links.Add(l)
	}
	return nil
}

// openCounters opens the software and hardware events: per CPU
// system-wide, per thread for -p, inherited from the command's exec on.
func (pl *plan) openCounters(attach probe.AttachOptions) error {
	var t probe.CounterTarget
	switch {
	case pl.cmd != nil:
		t = probe.CounterTarget{PIDs: []int{pl.cmd.Pid()}, Inherit: true, EnableOnExec: true}
	case pl.filter.tgid != 0:
		t = probe.CounterTarget{PIDs: session.Threads(pl.filter.tgid), Inherit: true}
	default:
		cpus, err := kernel.OnlineCPUs()
		if err != nil {
			return err
		}
		t = probe.CounterTarget{CPUs: cpus}
	}
	for _, e := range pl.events {
		if !e.isCounter {
			continue
		}
		c, err := probe.OpenCounter(e.perfType, e.config, t)
		if err != nil {
			e.notSupported = err.Error()
			continue
		}
		e.counter = c
	}
	return nil
}

// read returns every event's count so far, and the counters' running time
// (ns; the elapsed time for BPF-counted events).
func (pl *plan) read() (counts []uint64, runtime []uint64) {
	counts = make([]uint64, len(pl.events))
	runtime = make([]uint64, len(pl.events))
	el := uint64(time.Since(pl.start))
	for i, e := range pl.events {
		switch {
		case e.counter != nil:
			c, _, running, err := e.counter.Read()
			if err == nil {
				counts[i], runtime[i] = c, running
			}
		case e.isCounter:
		default:
			counts[i] = bpf.SumPerCPU(pl.coll.Maps[mapCounts], uint32(i))
			runtime[i] = el
		}
	}
	return counts, runtime
}

// interval prints the counts since the last interval.
func (pl *plan) interval(out *writer) {
	now := time.Since(pl.start)
	counts, runtime := pl.read()
	delta := make([]uint64, len(counts))
	ran := make([]uint64, len(counts))
	for i := range counts {
		delta[i], ran[i] = counts[i]-pl.last[i], runtime[i]-pl.lastRuntime[i]
	}
	out.interval(pl, now, delta, ran, now-pl.lastTime)
	pl.last, pl.lastRuntime, pl.lastTime = counts, runtime, now
}

func (pl *plan) close() {
	pl.links.Detach()
	if pl.coll != nil {
		pl.coll.Close()
	}
	for _, e := range pl.events {
		if e.counter != nil {
			e.counter.Close()
		}
	}
	if pl.cmd != nil {
		pl.cmd.Close()
	}
}
