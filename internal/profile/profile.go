// Package profile is `sonde profile`: a sampling profiler on the shared
// engine. Its BPF programs (bpf.go, built with the kit) aggregate in the
// kernel: stack ids from one stack map, counted per (process, thread,
// comm, kernel stack, user stack). At the end the counts become a pprof
// profile (github.com/google/pprof/profile), symbolized by
// internal/symbolize, which -o writes in the format its extension names
// (write.go), or a short report of the top functions (report.go).
//
// It imports bpf (the kit and Load), session (the command, signals,
// links), probe (attaching the perf events and raw tracepoints), kbtf
// (task_struct offsets) and symbolize.
package profile

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/cilium/ebpf"

	"sonde/internal/bpf"
	"sonde/internal/kernel"
	"sonde/internal/probe"
	"sonde/internal/session"
	"sonde/internal/symbolize"
)

// Exit codes.
const (
	exitOK      = 0
	exitRuntime = 1
	exitUsage   = 2
)

// Main runs `sonde profile ARGS` and returns its exit code.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	o, err := ParseArgs(args)
	if err == nil {
		err = Run(o, stdin, stdout, stderr)
	}
	var ue *UsageError
	switch {
	case err == nil:
		return exitOK
	case err == errHelp:
		fmt.Fprintln(stdout, usage)
		return exitOK
	case errors.As(err, &ue):
		fmt.Fprintln(stderr, ue.Msg)
		return exitUsage
	}
	fmt.Fprintf(stderr, "sonde profile: %v\n", err)
	return exitRuntime
}

// Run profiles as o says until Ctrl-C, --duration or the end of what it
// profiles, and writes the result.
func Run(o Options, stdin io.Reader, stdout, stderr io.Writer) error {
	var out *os.File
	var write writer
	if o.Output != "" {
		write, _ = writerFor(o.Output)
		f, err := os.OpenFile(o.Output, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
		if err != nil {
			return usagef("sonde profile: -o %s: %v", o.Output, unwrapPath(err))
		}
		defer f.Close()
		out = f
	}
	if o.Event == "cycles" {
		if hw, ok := probe.Lookup("hardware"); ok {
			if err := probe.Available(hw); err != nil {
				return fmt.Errorf("-e cycles: %v", err)
			}
		}
	}
	ctx, stop := session.Context(context.Background())
	defer stop()

	var cmd *session.Command
	if len(o.Command) > 0 {
		var err error
		cmd, err = session.Start(o.Command, session.CommandOptions{Argv0: true, Stdin: stdin, Stdout: stdout, Stderr: stderr})
		if err != nil {
			return usagef("sonde profile: %s: %v", o.Command[0], err)
		}
		defer cmd.Close()
	}
	pids := o.Pids
	if cmd != nil {
		pids = []int{cmd.Pid()}
	}
	po := progOptions{filter: !o.All, kernelOnly: o.KernelOnly, userOnly: o.UserOnly, dwarf: o.CallGraph == "dwarf"}
	cs, err := spec(po, o.OffCPU, cmd != nil)
	if err != nil {
		return err
	}
	coll, err := bpf.Load(cs, bpf.Options{Parallel: true})
	if err != nil {
		return err
	}
	defer coll.Close()
	for _, pid := range pids {
		if err := coll.Maps[mapPids].Put(uint32(pid), uint32(1)); err != nil {
			return fmt.Errorf("pids map: %w", err)
		}
	}
	// User frames are named with the mappings the side-band reports as
	// processes make them, so that processes that exit before the profile
	// is written resolve too; opened before any probe, closed after the
	// profile is built.
	if !o.KernelOnly {
		if mt, err := session.TrackMappings(symbolize.Users()); err != nil {
			fmt.Fprintf(stderr, "sonde profile: warning: %v: user frames of processes that exit early may stay addresses\n", err)
		} else {
			defer func() {
				mt.Close()
				if n := mt.Lost(); n > 0 {
					fmt.Fprintf(stderr, "sonde profile: warning: the mapping side-band lost %d records: some user frames may stay addresses\n", n)
				}
			}()
		}
	}
	var links session.Links
	defer links.Detach()
	attach := func(point, prog string) error {
		prov, ts, err := probe.Resolve(point, probe.AttachOptions{})
		if err != nil {
			return err
		}
		l, err := prov.Attach(ts[0], coll.Programs[prog], probe.AttachOptions{})
		if err != nil {
			return err
		}
		links.Add(l)
		return nil
	}
	period := int64(1e9 / o.Freq)
	switch {
	case o.OffCPU:
		err = attach("rawtracepoint:sched_switch", "offcpu")
	case o.Event == "cycles":
		// Without a frequency mode in the provider, a period in cycles
		// that comes to -F at 1 GHz.
		err = attach(fmt.Sprintf("hardware:cycles:%d", period), "cpu")
	default:
		err = attach(fmt.Sprintf("profile:hz:%d", o.Freq), "cpu")
	}
	if err == nil && cmd != nil {
		err = attach("rawtracepoint:sched_process_fork", "fork")
	}
	if err != nil {
		return err
	}
	symbolize.SetDebugInfo(true) // inlined functions become Lines
	users := symbolize.Users()
	var unw *unwinder
	if po.dwarf {
		if unw, err = startUnwinder(coll.Maps[mapRing], users, o.UserOnly, o.OffCPU); err != nil {
			return err
		}
	}
	start := time.Now()
	if cmd != nil {
		if err := cmd.Release(); err != nil {
			return err
		}
	}
	// The processes named are observed from the start (an off-CPU one
	// shows up in the counts only once it runs again).
	seen := map[uint32]*observed{}
	for _, pid := range pids {
		seen[uint32(pid)] = &observed{}
		seen[uint32(pid)].observe(users, pid)
	}

	// Wait for the end, looking at the counts now and then: a process
	// seen in them has its mappings read while it lives, and the
	// progress line says how far the recording is.
	var ended <-chan struct{}
	if cmd != nil {
		ended = cmd.Done()
	} else if len(o.Pids) > 0 {
		ended = allDone(o.Pids)
	}
	var deadline <-chan time.Time
	if o.Duration > 0 {
		deadline = time.After(o.Duration)
	}
	tty := kernel.IsTerminal(stderr)
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	scan := func() {
		var k [keySize]byte
		var v uint64
		var total uint64
		it := coll.Maps[mapCounts].Iterate()
		for it.Next(&k, &v) {
			total += v
			if pid := decodeKey(k[:]).pid; seen[pid] == nil {
				seen[pid] = &observed{}
			}
		}
		if unw != nil {
			var pids []uint32
			total, pids = unw.Samples()
			for _, pid := range pids {
				if seen[pid] == nil {
					seen[pid] = &observed{}
				}
			}
		}
		for pid, ob := range seen {
			ob.observe(users, int(pid))
		}
		if tty {
			what := fmt.Sprintf("%d samples", total)
			if o.OffCPU {
				what = fmt.Sprintf("%s off CPU", time.Duration(total).Round(time.Millisecond))
			}
			fmt.Fprintf(stderr, "\r\033[Ksonde profile: %s, %s, %.1f s", what, processes(len(seen)), time.Since(start).Seconds())
		}
	}
wait:
	for {
		select {
		case <-ctx.Done():
			break wait
		case <-deadline:
			break wait
		case <-ended:
			break wait
		case <-tick.C:
			scan()
		}
	}
	dur := time.Since(start)
	links.Detach()
	stop()
	if tty {
		fmt.Fprint(stderr, "\r\033[K")
	}
	if cmd != nil {
		cmd.Stop()
	}
	var entries []entry
	if unw != nil {
		entries, err = unw.finish(coll.Maps[mapStacks], coll.Maps[mapOverflow])
		if lost := bpf.SumPerCPU(coll.Maps[mapLost], 0); lost > 0 {
			fmt.Fprintf(stderr, "sonde profile: %d samples lost: the ring buffer was full\n", lost)
		}
	} else {
		entries, err = readCounts(coll.Maps[mapCounts], coll.Maps[mapStacks], coll.Maps[mapOverflow], o.OffCPU)
	}
	if err != nil {
		return err
	}
	p := build(entries, o.OffCPU, period, start, dur)
	if out == nil {
		report(stdout, p, dur)
		return nil
	}
	if err := write(out, p, title(o)); err != nil {
		return fmt.Errorf("write %s: %w", o.Output, err)
	}
	return out.Close()
}

// observed paces the snapshots of a process's mappings: at its first
// sample, then whenever its age since then has doubled (0.1 s, 0.2 s,
// 0.4 s, ...), which catches the libraries the dynamic loader and dlopen
// map after exec without reading every process's maps at every tick.
type observed struct {
	first time.Time
	next  time.Duration
}

func (ob *observed) observe(users *symbolize.User, pid int) {
	now := time.Now()
	if ob.first.IsZero() {
		ob.first, ob.next = now, 100*time.Millisecond
		users.Observe(pid)
		return
	}
	if age := now.Sub(ob.first); age >= ob.next {
		ob.next = 2 * age
		users.Observe(pid)
	}
}

// readCounts reads the counts aggregated in the kernel and their stacks.
// Off-CPU kernel stacks start with the tracing frames that ran the
// program (bpf_prog_..., bpf_trace_run4, __traceiter_sched_switch):
// they are dropped, so that each starts at __schedule.
func readCounts(counts, stacks, overflow *ebpf.Map, offCPU bool) ([]entry, error) {
	stack := stackReader(stacks, overflow)
	var es []entry
	var k [keySize]byte
	var v uint64
	it := counts.Iterate()
	for it.Next(&k, &v) {
		key := decodeKey(k[:])
		ks := stack(key.kstack)
		if offCPU {
			ks = trimTracing(ks)
		}
		es = append(es, entry{key: key, kstack: ks, ustack: stack(key.ustack), value: int64(v)})
	}
	if err := it.Err(); err != nil {
		return nil, fmt.Errorf("read counts: %w", err)
	}
	return es, nil
}

// trimTracing drops the frames that ran the program at a tracepoint: up
// to the last tracing function among the first few frames (the program's
// own frame may not be in the kallsyms sonde read).
func trimTracing(ks []uint64) []uint64 {
	cut := 0
	for i := 0; i < len(ks) && i < 6; i++ {
		if tracingFrame(symbolize.KSym(ks[i])) {
			cut = i + 1
		}
	}
	return ks[cut:]
}

// stackReader returns a function reading stacks by id (bpf.StackID),
// each once.
func stackReader(stacks, overflow *ebpf.Map) func(int32) []uint64 {
	cache := map[int32][]uint64{}
	return func(id int32) []uint64 {
		s, ok := cache[id]
		if !ok {
			s = bpf.ReadStack(stacks, overflow, int64(id), maxDepth)
			cache[id] = s
		}
		return s
	}
}

// tracingFrame tells the kernel functions that run a BPF program at a
// tracepoint.
func tracingFrame(name string) bool {
	for _, p := range []string{"bpf_prog_", "bpf_trace_run", "__bpf_trace_", "__traceiter_"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// allDone is closed once every process of pids has exited.
func allDone(pids []int) <-chan struct{} {
	done := make(chan struct{})
	go func() {
		for _, pid := range pids {
			if c := session.ProcessDone(pid); c != nil {
				<-c
			}
		}
		close(done)
	}()
	return done
}

// processes is "1 process", "2 processes".
func processes(n int) string {
	if n == 1 {
		return "1 process"
	}
	return fmt.Sprintf("%d processes", n)
}

// title names what was profiled, for flame graphs.
func title(o Options) string {
	what := "all CPUs"
	switch {
	case len(o.Command) > 0:
		what = strings.Join(o.Command, " ")
	case len(o.Pids) > 0:
		what = fmt.Sprintf("pid %v", o.Pids)
	}
	if o.OffCPU {
		return "off-CPU time: " + what
	}
	return fmt.Sprintf("CPU profile at %d Hz: %s", o.Freq, what)
}

// unwrapPath drops the *PathError's repetition of the path.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
