package runtime

import (
	"bufio"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"time"

	"github.com/cilium/ebpf"
	"golang.org/x/sys/unix"

	"sonde/internal/bpf"
	"sonde/internal/container"
	"sonde/internal/format"
	"sonde/internal/kernel"
	"sonde/internal/lang/object"
	"sonde/internal/output"
	"sonde/internal/probe"
	"sonde/internal/probe/point"
	"sonde/internal/session"
	"sonde/internal/symbolize"
)

// Options control a run.
type Options struct {
	Out     io.Writer // program output
	Err     io.Writer // diagnostics
	JSON    bool      // -f json
	PID     int       // -p
	Command []string  // -c: started after every probe is attached
	Verbose bool
	Quiet   bool // no "Attached N probes"
	// Compat is the bpftrace release whose output is printed where
	// releases differ (--compat).
	Compat output.Compat
	// Buffering is -B: "none" writes every event's output at once, "full"
	// only when the 64 KiB buffer fills (and at the end), "line" (or "")
	// after every batch of events read.
	Buffering   string
	CatBytesMax int  // bytes cat() prints at most (default 10 KiB, as bpftrace)
	NoWarnings  bool // --no-warnings
	// Mode is --test or --bench: run only the test or bench probes.
	Mode Mode
	// PollInterval is how often the ring buffer is read when no wakeup
	// comes: records are submitted without waking the reader.
	PollInterval time.Duration
	// Cgroup is --cgroup's cgroup v2 directory, for a program compiled
	// with codegen.Options.Cgroup: its fd goes into object.CgroupMap.
	Cgroup string
	// PollMax, above PollInterval, lets an idle ring buffer be read less
	// often: the interval doubles after each round that found no record,
	// up to PollMax, and is PollInterval again once records come (the
	// agent's scripts mostly fill maps, and print little).
	PollMax time.Duration
	// Attached, if set, is called once every probe is attached (and
	// BEGIN has run), before tracing goes on.
	Attached func(probes int)
	// Maps, if set, is called once the program is loaded with a function
	// that reads every map the script shows (as it would print them at
	// exit, without normalize()) from the kernel, at each call: --metrics
	// serves them. The function may be called from any goroutine while
	// Run runs; it waits while the runtime handles records, and fails
	// once Run has returned.
	Maps func(read func() ([]*output.Map, error))
	// Ended, if set, is given the maps Maps reads once more when tracing
	// has ended and END has run, before they are printed (--otlp pushes
	// them a last time), on Run's goroutine.
	Ended func(maps []*output.Map)
	// Printf, if set, is given the text of every printf as it is printed
	// (--otlp sends it as log records), on Run's goroutine: it must not
	// block, nor keep text.
	Printf func(text []byte)
}

// Result is how a run ended.
type Result struct {
	ExitCode int // the code of exit(N), or the -c command's status
	Lost     uint64
}

// Runtime is a loaded, attached program.
type Runtime struct {
	out *object.Program
	// zeroedHist: keyless hist() maps (per-CPU arrays of buckets) that
	// zero() emptied while they had counts: as a hash's zeroed buckets,
	// they print empty rather than not at all.
	zeroedHist map[int]bool
	opts       Options
	coll       *ebpf.Collection
	ring       *session.Ring
	links      session.Links
	p          output.Printer
	w          *bufio.Writer
	exited     bool
	code       int
	child      *session.Command // -c
	stacks     *stackCache
	userSlots  map[*object.Map][]int
	normal     map[int]int64         // normalize(): each map's factor, by index
	specs      map[int][][]byte      // each active speculation's records, until commit() or discard()
	dwSlots    map[*object.Map][]int // dw_ustack slots of map keys
	ending     bool                  // END is running: its output is printed even after exit()
	held       []heldRecord          // records waiting for the warnings to print before them
	gates      *gates                // output held until "Attached N probes" (newest)
	trailer    string                // str_trunc_trailer: added to strings str() cut
	stderr     io.Writer             // Options.Err, never held
	lost       session.Lost          // records lost so far that "Lost N events" reported
	sigs       chan os.Signal        // signals self:signal probes run on
	errorfs    int                   // errorf() records handled (--test: a test with one fails)
	containers container.Resolver    // container_id() and friends: cgroup ids to containers

	// mu is held by Run's goroutine except while it waits for records:
	// readMaps (Options.Maps) takes it to read maps between records.
	mu     sync.Mutex
	closed bool // Run has returned: the maps are gone

	// Formatting printf records, without allocating: each printf's
	// layout, and the arguments and text of the record at hand.
	layouts []*recordLayout
	args    []format.Arg
	text    []byte
	cut     []byte // the record's strings str() cut, each with str_trunc_trailer
}

// Run loads, attaches and runs a compiled program until exit(), ctx is done
// (Ctrl-C), or the -c command exits. It prints maps at the end and detaches.
func Run(ctx context.Context, out *object.Program, opts Options) (Result, error) {
	if opts.PollInterval == 0 {
		opts.PollInterval = 20 * time.Millisecond
	}
	if err := kernel.CheckPrivileges(); err != nil {
		return Result{}, err
	}
	if err := kernel.RaiseMemlock(); err != nil {
		return Result{}, err
	}
	// Dynamic events a killed sonde left in tracefs are removed on the next
	// start (once per process; a few reads of tracefs files).
	cleanupOnce.Do(func() { kernel.CleanupStaleEvents() })
	r := &Runtime{out: out, opts: opts, stderr: opts.Err}
	r.mu.Lock()
	defer func() {
		r.closed = true
		r.mu.Unlock()
	}()
	// Newest bpftrace prints "Attached N probes" once every probe is
	// attached, and what BEGIN printed after it: the script's output and
	// its messages wait behind gates until then (held).
	stdout := io.Writer(opts.Out)
	if opts.Compat != output.Compat017 && !opts.Quiet && opts.Mode == ModeTrace {
		r.gates = &gates{out: gate{w: opts.Out}, err: gate{w: opts.Err}}
		defer r.gates.drop() // an error came first: newest prints nothing held
		stdout, r.opts.Err = &r.gates.out, &r.gates.err
	}
	r.w = bufio.NewWriterSize(stdout, 64<<10)
	if opts.Compat != output.Compat017 {
		r.trailer = ".." // newest bpftrace's default str_trunc_trailer
	}
	if t := out.Check.Config.StrTruncTrailer; t != nil {
		r.trailer = *t
	}
	defer r.w.Flush()
	po := output.Options{Compat: opts.Compat, Status: r.opts.Err}
	if opts.JSON {
		r.p = output.NewJSON(r.w, po)
	} else {
		r.p = output.NewText(r.w, po)
	}
	coll, err := load(out, opts.Verbose)
	if err != nil {
		return Result{}, err
	}
	r.coll = coll
	defer coll.Close()
	if opts.Maps != nil {
		opts.Maps(r.readMaps)
	}
	r.stacks = &stackCache{m: coll.Maps[object.StackMap], overflow: coll.Maps[object.StackOverflowMap], buildIDs: coll.Maps[object.BuildIDStackMap]}
	var now unix.Timespec
	unix.ClockGettime(unix.CLOCK_MONOTONIC, &now)
	if err := coll.Maps[object.ConfigMap].Put(uint32(object.ConfigStart), uint64(now.Nano())); err != nil {
		return Result{}, fmt.Errorf("config map: %w", err)
	}
	if err := coll.Maps[object.ConfigMap].Put(uint32(object.ConfigTAI), uint64(taiOffset())); err != nil {
		return Result{}, fmt.Errorf("config map: %w", err)
	}
	if m := coll.Maps[object.CgroupMap]; m != nil {
		if err := setCgroup(m, opts.Cgroup); err != nil {
			return Result{}, err
		}
	}
	// The -c command is created now, waiting: its pid is cpid, and it runs
	// only once every probe is attached.
	if len(opts.Command) > 0 {
		r.child, err = session.Start(opts.Command, session.CommandOptions{})
		if err != nil {
			return Result{}, fmt.Errorf("-c: %w", err)
		}
		defer r.child.Close()
		if err := coll.Maps[object.ConfigMap].Put(uint32(object.ConfigCpid), uint64(r.child.Pid())); err != nil {
			return Result{}, fmt.Errorf("config map: %w", err)
		}
	}
	r.ring, err = session.OpenRing(coll.Maps[object.EventsMap], opts.PollInterval, max(opts.PollInterval, opts.PollMax))
	if err != nil {
		return Result{}, fmt.Errorf("ring buffer: %w", err)
	}
	defer r.ring.Close()
	// A poll round waiting for records ends at once when ctx is done.
	defer context.AfterFunc(ctx, func() { r.ring.Wake() })()
	if m := coll.Maps[object.DwStackMap]; m != nil {
		if r.stacks.dw, err = session.OpenRing(m, opts.PollInterval, opts.PollInterval); err != nil {
			return Result{}, fmt.Errorf("dw_ustack ring buffer: %w", err)
		}
		defer r.stacks.dw.Close()
	}
	// User addresses are named with the mappings the side-band reports
	// as processes make them: stacks of processes that exited before the
	// map is printed resolve too.
	if out.Check.UsesUserAddrs && !symbolize.NoUserSymbols() {
		if mt, err := session.TrackMappings(symbolize.Users()); err != nil {
			fmt.Fprintf(r.stderr, "WARNING: %v: user stacks of processes that exit early print as addresses\n", err)
		} else {
			defer func() {
				mt.Close()
				if n := mt.Lost(); n > 0 {
					fmt.Fprintf(r.stderr, "WARNING: the mapping side-band lost %d records: some user frames may print as addresses\n", n)
				}
			}()
		}
	}
	skb, err := r.startSkb()
	if err != nil {
		return Result{}, err
	}
	skbStopped := false
	defer func() {
		if !skbStopped {
			skb.stop(func(string) {})
		}
	}()
	if opts.Mode != ModeTrace {
		return r.runMode()
	}
	if r.attachedProbes() == 0 {
		return Result{}, r.nothingToAttach()
	}
	// bpftrace 0.17 prints "Attaching N probes..." before it attaches
	// anything, BEGIN included.
	if !opts.Quiet && opts.Compat == output.Compat017 {
		r.p.AttachedProbes(r.attachedProbes())
		r.w.Flush()
	}

	// self:signal probes' signals are caught from now on: one that comes
	// before tracing starts runs nothing, and ends nothing either.
	sigs, stopSigs := r.notifySignals()
	defer stopSigs()
	r.sigs = sigs

	// BEGIN runs before anything else is attached.
	if err := r.trigger(point.TriggerBegin); err != nil {
		return Result{}, err
	}
	if err := r.drain(); err != nil {
		return Result{}, err
	}
	if err := r.checkStopped(); err != nil {
		return Result{}, err
	}
	if !r.exited {
		if err := r.attachReading(ctx); err != nil {
			r.detach()
			return Result{}, err
		}
	}
	EndStartup()
	if r.gates != nil {
		// Every probe is attached (or BEGIN exited): newest bpftrace's
		// "Attached N probes", then what BEGIN printed meanwhile.
		r.w.Flush()
		r.gates.attached(r.attachedProbes(), output.Options{Compat: opts.Compat, Status: opts.Err}, opts.JSON)
	}
	if opts.Attached != nil {
		opts.Attached(r.attachedProbes())
	}
	if !r.exited && ctx.Err() == nil && r.iterators() {
		// An iterator's probe runs while sonde reads it, once: that is
		// the whole of tracing.
		if err := r.whileReading(ctx, r.iterate); err != nil {
			r.detach()
			return Result{}, err
		}
		if err := r.drain(); err != nil {
			r.detach()
			return Result{}, err
		}
		r.exited = true
	}
	if !r.exited && ctx.Err() == nil {
		if r.child != nil {
			if err := r.child.Release(); err != nil {
				r.detach()
				return Result{}, fmt.Errorf("-c: %w", err)
			}
		}
		if err := r.loop(ctx); err != nil {
			r.detach()
			return Result{}, err
		}
	}
	r.stop()
	r.detach()
	if r.child != nil {
		r.child.Stop()
	}
	skbStopped = true
	if err := skb.stop(r.warn); err != nil {
		return Result{}, err
	}
	if err := r.drain(); err != nil {
		return Result{}, err
	}
	r.reportLost()
	// END's records are wanted again: the ring buffer refusing one is a
	// loss.
	r.ending = true
	r.setStopped(0)
	if err := r.trigger(point.TriggerEnd); err != nil {
		return Result{}, err
	}
	if err := r.drain(); err != nil {
		return Result{}, err
	}
	r.reportLost()
	if opts.Ended != nil {
		maps, err := r.shownMaps()
		if err != nil {
			return Result{}, err
		}
		opts.Ended(maps)
	}
	if !out.Check.Config.NoPrintMapsOnExit {
		if err := r.printAllMaps(); err != nil {
			return Result{}, err
		}
	}
	err = r.w.Flush()
	r.reportFullMaps()
	r.reportSpeculations()
	return Result{ExitCode: r.code, Lost: r.lost.Total()}, err
}

// attachedProbes is the number "Attached N probes" says: every attach
// point but the test and bench probes'.
func (r *Runtime) attachedProbes() int {
	n := 0
	for _, in := range r.out.Check.Instances {
		if t := in.Ctx.Trigger; t != point.TriggerTest && t != point.TriggerBench && !in.Added {
			n += len(in.Targets)
		}
	}
	return n
}

// nothingToAttach is newest bpftrace's error for a script none of whose
// probes runs (--probe-filter left none; test and bench probes run only
// with --test and --bench).
func (r *Runtime) nothingToAttach() error {
	for _, in := range r.out.Check.Instances {
		switch in.Ctx.Trigger {
		case point.TriggerTest:
			return errors.New("No probes attached; use --test to run test probes.")
		case point.TriggerBench:
			return errors.New("No probes attached; use --bench to run benchmark probes.")
		}
	}
	return errors.New("Attachment failed for all probes.")
}

// gates hold the script's output and messages while probes attach, under
// newest bpftrace: its "Attached N probes" comes first.
type gates struct{ out, err gate }

// attached prints "Attached N probes" (in json on stdout, else on stderr)
// and lets the held output through.
func (g *gates) attached(n int, po output.Options, json bool) {
	if json {
		output.NewJSON(g.out.w, po).AttachedProbes(n)
	} else {
		output.NewText(g.out.w, po).AttachedProbes(n)
	}
	g.release()
}

func (g *gates) release() {
	g.err.release()
	g.out.release()
}

func (g *gates) drop() {
	g.err.buf, g.out.buf = nil, nil
	g.release()
}

// gate holds what is written to w until it is released.
type gate struct {
	w        io.Writer
	buf      []byte
	released bool
}

func (g *gate) Write(b []byte) (int, error) {
	if g.released {
		return g.w.Write(b)
	}
	g.buf = append(g.buf, b...)
	return len(b), nil
}

func (g *gate) release() {
	if !g.released {
		g.released = true
		if len(g.buf) > 0 {
			g.w.Write(g.buf)
		}
		g.buf = nil
	}
}

// reportLost prints "Lost N events" for the records the ring buffer refused
// since the last report: as bpftrace, when they are noticed, among the
// output (and before the maps printed at exit).
func (r *Runtime) reportLost() {
	if n := r.lost.Add(r.lostSlot(0)); n > 0 {
		r.p.LostEvents(n)
	}
}

// stop marks tracing as over in the programs' config: from now on a record
// the ring buffer refuses is not a loss (exit() has marked it already).
func (r *Runtime) stop() {
	if !r.exited {
		r.setStopped(object.StoppedFlag)
	}
}

func (r *Runtime) setStopped(v uint64) {
	r.coll.Maps[object.ConfigMap].Put(uint32(object.ConfigStopped), v)
}

// stopped reads the ConfigStopped slot: nonzero once exit() ran.
func (r *Runtime) stopped() uint64 {
	var v uint64
	if err := r.coll.Maps[object.ConfigMap].Lookup(uint32(object.ConfigStopped), &v); err != nil {
		return 0
	}
	return v
}

// trigger runs the BEGIN or END programs.
func (r *Runtime) trigger(t point.Trigger) error {
	for _, p := range r.out.Programs {
		if p.Instances[0].Ctx.Trigger != t {
			continue
		}
		if _, err := r.coll.Programs[p.Name].Run(&ebpf.RunOptions{}); err != nil {
			return fmt.Errorf("run %s: %w", p.Targets[0].Name, err)
		}
	}
	return nil
}

// notifySignals catches the signals self:signal probes run on; the
// returned function stops catching them.
func (r *Runtime) notifySignals() (chan os.Signal, func()) {
	var want []os.Signal
	for _, p := range r.out.Programs {
		if c := p.Instances[0].Ctx; c.Trigger == point.TriggerSignal {
			want = append(want, unix.Signal(c.Signal))
		}
	}
	if len(want) == 0 {
		return nil, func() {}
	}
	ch := make(chan os.Signal, 16)
	signal.Notify(ch, want...)
	return ch, func() { signal.Stop(ch) }
}

// signalled runs the self:signal programs of signal s, in the script's
// order, and handles their records.
func (r *Runtime) signalled(s os.Signal) error {
	for _, p := range r.out.Programs {
		c := p.Instances[0].Ctx
		if c.Trigger != point.TriggerSignal || unix.Signal(c.Signal) != s {
			continue
		}
		if _, err := r.coll.Programs[p.Name].Run(&ebpf.RunOptions{}); err != nil {
			return fmt.Errorf("run %s: %w", p.Targets[0].Name, err)
		}
	}
	return nil
}

// attach attaches every kernel-triggered program, in parallel: each event
// has one program (codegen runs the probes sharing it in order). Targets of
// one program that their provider attaches together (probe.GroupAttacher:
// uprobe_multi) are one job, each target with the index of its name in the
// probe names as cookie (object.Program.ProbeNames).
func (r *Runtime) attach() error {
	type job struct {
		p     *object.Prog
		prov  probe.Provider
		ts    []point.Target
		group bool // through prov's AttachGroup
	}
	var jobs []*job
	var errs []error
	for _, p := range r.out.Programs {
		if p.Instances[0].Ctx.Trigger != point.TriggerKernel {
			continue
		}
		groups := map[string]*job{}
		for _, t := range p.Targets {
			prov, ok := probe.Lookup(t.Provider)
			if !ok {
				errs = append(errs, fmt.Errorf("attach %s: unknown provider", t.Name))
				continue
			}
			if g, ok := prov.(probe.GroupAttacher); ok {
				if k := g.GroupKey(t); k != "" {
					k = t.Provider + "\x00" + k
					if j := groups[k]; j != nil {
						j.ts = append(j.ts, t)
						continue
					}
					groups[k] = &job{p, prov, []point.Target{t}, true}
					jobs = append(jobs, groups[k])
					continue
				}
			}
			jobs = append(jobs, &job{p, prov, []point.Target{t}, false})
		}
	}
	cookie := map[string]uint64{}
	for i, n := range r.out.ProbeNames {
		cookie[n] = uint64(i)
	}
	errs = append(errs, make([]error, len(jobs))...)
	jobErrs := errs[len(errs)-len(jobs):]
	var wg sync.WaitGroup
	sem := make(chan struct{}, 8)
	for i, j := range jobs {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			if r.stopped() != 0 {
				return // exit() ran in a probe already attached, or Ctrl-C came: attaching more is pointless
			}
			prog := r.coll.Programs[j.p.Name]
			var l io.Closer
			var err error
			if j.group {
				cookies := make([]uint64, len(j.ts))
				for i, t := range j.ts {
					cookies[i] = cookie[t.Name]
				}
				l, err = j.prov.(probe.GroupAttacher).AttachGroup(j.ts, cookies, prog, r.attachOptions()) // links of the targets it could attach, if any
			} else if l, err = j.prov.Attach(j.ts[0], prog, r.attachOptions()); err != nil {
				l = nil
			}
			jobErrs[i] = err // providers say "attach NAME: ..." themselves
			if l != nil {
				r.links.Add(l) // at once: unwatch() may come while others attach
			}
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// attachOptions is what every provider's Attach is told.
func (r *Runtime) attachOptions() probe.AttachOptions {
	// bpftrace 0.17's -p binds only USDT probes to the process.
	o := probe.AttachOptions{PID: r.opts.PID, EveryProcess: r.opts.Compat == output.Compat017, Warn: r.stderr}
	if r.child != nil {
		o.Cpid = r.child.Pid()
		if len(r.opts.Command) > 0 {
			o.Cmd = r.opts.Command[0]
		}
	}
	return o
}

// detach detaches every probe.
func (r *Runtime) detach() { r.links.Detach() }

// unwatch stops every watchpoint on addr, for unwatch(addr); an address
// nothing watches is no error, as in bpftrace 0.17.
func (r *Runtime) unwatch(addr uint64) {
	r.links.Each(func(l io.Closer) {
		if u, ok := l.(probe.Unwatcher); ok {
			u.Unwatch(addr)
		}
	})
}

// loop reads events until exit.
func (r *Runtime) loop(ctx context.Context) error {
	var childDone <-chan struct{}
	if r.child != nil {
		childDone = r.child.Done()
	}
	var pidDone <-chan struct{}
	if r.opts.PID != 0 {
		pidDone = session.ProcessDone(r.opts.PID)
	}
	var lastScan time.Time
	for !r.exited {
		select {
		case <-ctx.Done():
			return nil
		case <-pidDone:
			// Like bpftrace: tracing -p PID ends when the process does.
			return r.drain()
		case <-childDone:
			// Like bpftrace: the command's end ends tracing, as exit() would.
			return r.drain()
		case s := <-r.sigs:
			if err := r.signalled(s); err != nil {
				return err
			}
		default:
		}
		if r.opts.Buffering != "full" {
			r.flush()
		}
		if time.Since(lastScan) > 100*time.Millisecond && len(r.userMaps()) > 0 {
			r.observeUserPids()
			lastScan = time.Now()
		}
		if err := r.read(); err != nil {
			return err
		}
	}
	return nil
}

// flush writes the output buffered while tracing: maps may be read
// meanwhile (a slow reader of sonde's output does not hold up a scrape).
func (r *Runtime) flush() {
	r.mu.Unlock()
	defer r.mu.Lock()
	r.w.Flush()
}

// read handles records for a poll interval (see session.Ring.Poll), or
// until exit() is seen.
func (r *Runtime) read() error {
	r.reportLost()
	r.stacks.drainSamples()
	// Maps may be read while the ring buffer is waited for, and between
	// records.
	r.mu.Unlock()
	_, drained, err := r.ring.Poll(func(b []byte) error {
		r.mu.Lock()
		defer r.mu.Unlock()
		return r.polled(b)
	})
	r.mu.Lock()
	if err != nil || !drained {
		return err
	}
	if err := r.releaseHeld(len(r.held)); err != nil {
		return err
	}
	return r.checkStopped()
}

// checkStopped ends tracing when the ConfigStopped flag is set although
// no exit() record was handled: exit() ran since the ring was last read
// (or Ctrl-C came while probes attached). exit() sets the flag after its
// probe's records, so they are in the ring now, and exit()'s own unless
// the ring was full: they are handled first. The flag is read once: a
// second read may find it set by an exit() whose records no drain took.
func (r *Runtime) checkStopped() error {
	if r.exited {
		return nil
	}
	v := r.stopped()
	if v == 0 {
		return nil
	}
	if err := r.drain(); err != nil {
		return err
	}
	if !r.exited {
		// exit()'s record never came: the ring buffer was full.
		r.exited = true
		r.code = int(int32(v))
	}
	return nil
}

// polled handles a record read while tracing: exit() ends the round.
func (r *Runtime) polled(b []byte) error {
	if err := r.event(b); err != nil {
		return err
	}
	if r.opts.Buffering == "none" {
		r.w.Flush()
	}
	if r.exited {
		return session.ErrStop
	}
	return nil
}

// attachReading attaches every probe while it handles the records of the
// probes already attached: with many probes to attach (a USDT or uprobe
// wildcard takes seconds), busy ones would fill the ring buffer meanwhile.
// Ctrl-C stops it (the probes not yet attached are left out).
func (r *Runtime) attachReading(ctx context.Context) error {
	return r.whileReading(ctx, r.attach)
}

// iterators reports whether the script's probes are iterators.
func (r *Runtime) iterators() bool {
	for _, p := range r.out.Programs {
		if p.Instances[0].Ctx.Iter {
			return true
		}
	}
	return false
}

// iterate reads every attached iterator once, which runs its program on
// each object the kernel walks.
func (r *Runtime) iterate() error {
	var its []probe.Iterator
	r.links.Each(func(l io.Closer) {
		if it, ok := l.(probe.Iterator); ok {
			its = append(its, it)
		}
	})
	for _, it := range its {
		if err := it.Iterate(); err != nil {
			return err
		}
	}
	return nil
}

// whileReading runs work while it handles the records of the probes
// already attached. Ctrl-C marks tracing stopped and waits for work.
func (r *Runtime) whileReading(ctx context.Context, work func() error) error {
	done := make(chan error, 1)
	go func() {
		done <- work()
		r.ring.Wake() // the poll round need not last its interval
	}()
	for !r.exited {
		select {
		case err := <-done:
			return err
		case <-ctx.Done():
			r.setStopped(object.StoppedFlag)
			return <-done
		default:
		}
		r.flush()
		if err := r.read(); err != nil {
			<-done
			return err
		}
	}
	return <-done
}

// drain handles every record already in the ring buffer.
func (r *Runtime) drain() error {
	r.stacks.drainSamples()
	if _, err := r.ring.Drain(r.event); err != nil {
		return err
	}
	return r.releaseHeld(len(r.held))
}

// event handles one ring buffer record.
func (r *Runtime) event(b []byte) error {
	if len(b) < 8 {
		return fmt.Errorf("short event record (%d bytes)", len(b))
	}
	h := binary.LittleEndian.Uint64(b)
	kind, id := int(uint32(h)&object.HeaderKindMask), int(h>>32)
	if spec := int(uint8(h >> object.HeaderSpecShift)); spec != 0 {
		r.speculate(spec, b)
		return nil
	}
	if failed := int(uint32(h) >> object.HeaderFailedShift); failed > 0 {
		// Helper calls failed while this record was made: their
		// warnings follow it, and come first.
		r.held = append(r.held, heldRecord{rec: append([]byte(nil), b...), failed: failed})
		return nil
	}
	switch kind {
	case object.EvExit:
		if !r.exited {
			// The records still held came before exit(); the warnings
			// they wait for were lost with a full ring buffer.
			if err := r.releaseHeld(len(r.held)); err != nil {
				return err
			}
			r.exited = true
			r.code = int(int64(binary.LittleEndian.Uint64(b[8:])))
		}
		return nil
	}
	if r.exited && !r.ending {
		return nil // like bpftrace: nothing is printed after exit() but END's output
	}
	switch kind {
	case object.EvHelper:
		if err := r.helperError(id, b); err != nil {
			return err
		}
		if len(r.held) > 0 {
			if r.held[0].failed--; r.held[0].failed == 0 {
				return r.releaseHeld(1)
			}
		}
		return nil
	case object.EvUnwatch:
		r.unwatch(binary.LittleEndian.Uint64(b[8:]))
		return nil
	case object.EvCommit, object.EvDiscard:
		return r.commitSpeculation(int(binary.LittleEndian.Uint64(b[8:])), kind == object.EvCommit)
	case object.EvPrintMap, object.EvClearMap, object.EvZeroMap, object.EvPrinta, object.EvNormalize, object.EvTrunc:
		if id >= len(r.out.Maps) {
			return fmt.Errorf("event for unknown map %d", id)
		}
		m := r.out.Maps[id]
		switch kind {
		case object.EvPrintMap:
			top := int(binary.LittleEndian.Uint64(b[8:]))
			div := int(binary.LittleEndian.Uint64(b[16:]))
			return r.printMap(m, top, div)
		case object.EvClearMap:
			return r.clearMap(m, false)
		case object.EvPrinta, object.EvNormalize, object.EvTrunc:
			return r.dtraceMapEvent(kind, m, int64(binary.LittleEndian.Uint64(b[8:])), binary.LittleEndian.Uint64(b[16:]) != 0)
		default:
			return r.clearMap(m, true)
		}
	}
	if id >= len(r.out.Printfs) {
		return fmt.Errorf("event for unknown format %d", id)
	}
	return r.formatted(kind, id, b)
}

// lostSlot sums one slot of the per-CPU lost counts: 0 is the records
// the ring buffer refused, 1+i the updates map i refused.
func (r *Runtime) lostSlot(slot int) uint64 {
	return bpf.SumPerCPU(r.coll.Maps[object.LostMap], uint32(slot))
}

// reportFullMaps warns on stderr about every map that refused updates
// because it was full: bpftrace 0.17 drops them silently.
func (r *Runtime) reportFullMaps() {
	if r.opts.NoWarnings {
		return
	}
	for _, m := range r.out.Maps {
		if n := r.lostSlot(1 + m.Index); n > 0 {
			fmt.Fprintf(r.opts.Err, "sonde: warning: %d update%s of %s dropped: the map is full (%d keys); raise max_map_keys\n",
				n, plural(n), m.Map.Name, r.coll.Maps[m.BPFName].MaxEntries())
		}
	}
}

// warn prints a warning of sonde's own on stderr (not with --no-warnings).
func (r *Runtime) warn(msg string) {
	if !r.opts.NoWarnings {
		fmt.Fprintf(r.opts.Err, "sonde: warning: %s\n", msg)
	}
}

func plural(n uint64) string {
	if n == 1 {
		return ""
	}
	return "s"
}

var cleanupOnce sync.Once

// taiOffset is CLOCK_TAI - CLOCK_BOOTTIME, for nsecs(sw_tai): the TAI
// reading taken between two boot-time readings, compared with their
// middle.
func taiOffset() int64 {
	var b1, tai, b2 unix.Timespec
	unix.ClockGettime(unix.CLOCK_BOOTTIME, &b1)
	unix.ClockGettime(unix.CLOCK_TAI, &tai)
	unix.ClockGettime(unix.CLOCK_BOOTTIME, &b2)
	return tai.Nano() - (b1.Nano()+b2.Nano())/2
}

// setCgroup puts the cgroup directory's fd in --cgroup's cgroup array:
// the map holds the cgroup itself, the fd may be closed after.
func setCgroup(m *ebpf.Map, dir string) error {
	if dir == "" {
		return fmt.Errorf("--cgroup: the program filters by cgroup, but no cgroup was given")
	}
	f, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("--cgroup: %w", err)
	}
	defer f.Close()
	if err := m.Put(uint32(0), uint32(f.Fd())); err != nil {
		return fmt.Errorf("--cgroup %s: %w", dir, err)
	}
	return nil
}
