package tracefsrun

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"sonde/internal/format"
	"sonde/internal/ftrace"
	"sonde/internal/kernel"
	"sonde/internal/lang/check"
	"sonde/internal/output"
	"sonde/internal/probe/point"
)

// Options adjust Run.
type Options struct {
	// Attached, when set, is called with the number of events once all are
	// enabled, before BEGIN: where "Attached N probes" goes, and where a
	// test may start its workload.
	Attached func(n int)
	// Output is how the output is printed: the release it follows, and
	// where its status messages go.
	Output output.Options
	// Buffering is -B: "none" writes each event's output at once, "full"
	// when 64 KiB are buffered and at the end; otherwise (bpftrace's
	// "line") after each round of events read.
	Buffering string
	// BufferKB, when not 0, is the per-CPU buffer size in KiB; 0 keeps
	// the kernel's default for an instance.
	BufferKB int
}

// Run executes prog through tracefs events until ctx is cancelled or a
// probe calls exit(), writing bpftrace's text output to w. It returns the
// exit code (0) or an error for what could not be set up.
func Run(ctx context.Context, prog *check.Program, w io.Writer) (int, error) {
	return RunWith(ctx, prog, w, Options{})
}

// event is one tracefs dynamic event: one target of one probe instance.
type event struct {
	inst   *instance
	def    kernel.Event // named "e0", "e1", ... in the session's group
	target string       // the target's name, for the probe builtin
}

// session is one run: its event group, its ftrace instance, and the state
// of the program (maps) it executes.
type session struct {
	group  string          // sonde_<pid>_tfr<n>: the events' group
	fs     *ftrace.Session // the instance the events are enabled in; nil until made
	events []*event
	byID   map[uint16]*event // by the event's type id (common_type)
	lost   uint64            // lost events reported so far

	w         *bufio.Writer // the output, flushed as Options.Buffering says
	buffering string
	p         output.Printer
	maps      map[string]*countMap
	names     []string // map names in first-use order
	exit      bool
	perr      error       // the first failed write of a "Lost" line
	tgids     map[int]int // thread id -> process id, from /proc
}

// countMap is a count() map: entries in first-hit order.
type countMap struct {
	keys  [][]output.Value
	count map[string]uint64 // by output.KeyText of the key
}

// RunWith is Run with options.
func RunWith(ctx context.Context, prog *check.Program, w io.Writer, opts Options) (code int, err error) {
	insts, err := plan(prog)
	if err != nil {
		return 1, err
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	defer bw.Flush()
	s := &session{
		group:     kernel.NewEventGroup("tfr"),
		byID:      map[uint16]*event{},
		w:         bw,
		buffering: opts.Buffering,
		p:         output.NewText(bw, opts.Output),
		maps:      map[string]*countMap{},
		tgids:     map[int]int{},
	}
	defer func() {
		if cerr := s.close(); err == nil && cerr != nil {
			code, err = 1, cerr
		}
	}()
	if err := s.create(insts, opts.BufferKB); err != nil {
		return 1, err
	}
	if opts.Attached != nil {
		opts.Attached(len(s.events))
	}
	if err := s.special(insts, point.TriggerBegin); err != nil {
		return 1, err
	}
	if err := bw.Flush(); err != nil {
		return 1, err
	}
	if !s.exit {
		if err := s.fs.RunEvents(ctx, s.event, s.round); err != nil && err != errExit {
			return 1, err
		}
	}
	if err := bw.Flush(); err != nil {
		return 1, err
	}
	s.reportLost()
	if s.perr != nil {
		return 1, s.perr
	}
	s.exit = false // END runs after exit() too, as in bpftrace
	if err := s.special(insts, point.TriggerEnd); err != nil {
		return 1, err
	}
	var maps []*output.Map
	for _, name := range s.names {
		m := &output.Map{Name: name, Kind: output.Count}
		cm := s.maps[name]
		for _, k := range cm.keys {
			m.Entries = append(m.Entries, output.Entry{Key: k, Value: output.U64(cm.count[output.KeyText(k)])})
		}
		maps = append(maps, m)
	}
	if err := s.p.ExitMaps(maps); err != nil {
		return 1, err
	}
	if err := bw.Flush(); err != nil {
		return 1, err
	}
	return 0, nil
}

// create makes the instance (which removes what a killed sonde left
// behind), defines every event, enables the events in the instance and
// starts recording.
func (s *session) create(insts []*instance, bufferKB int) error {
	// A full buffer loses new events rather than overwrite unread ones.
	fs, err := ftrace.Open(ftrace.Options{BufferKB: bufferKB})
	if err != nil {
		return err
	}
	s.fs = fs
	for _, inst := range insts {
		for _, t := range inst.Targets {
			if inst.Ctx.Trigger != point.TriggerKernel {
				continue
			}
			file, kind, locs := locations(inst.Ctx, t)
			for _, l := range locs {
				ev := &event{inst: inst, target: l.probe, def: kernel.Event{File: file, Kind: kind,
					Group: s.group, Name: fmt.Sprintf("e%d", len(s.events)), Location: l.loc, Fetch: fetchArgs(inst)}}
				if err := kernel.AddEvent(ev.def); err != nil {
					return fmt.Errorf("create event for %s (%q): %w", l.probe, ev.def.Def(), err)
				}
				s.events = append(s.events, ev)
			}
		}
	}
	for _, ev := range s.events {
		if err := fs.Enable(s.group, ev.def.Name, ""); err != nil {
			return fmt.Errorf("enable event for %s: %w", ev.target, err)
		}
		f, err := kernel.Format(s.group, ev.def.Name) // read by Enable: cached
		if err != nil {
			return err
		}
		s.byID[uint16(f.ID)] = ev
	}
	// A printf or exit() acts as its event comes: wake the reader on every
	// event. Counts are printed at the end only: the reader wakes when a
	// buffer is half full (the kernel's default), a read for many events.
	if live(insts) {
		if err := fs.SetBufferPercent(0); err != nil {
			return fmt.Errorf("set buffer_percent: %w", err)
		}
	}
	// Events are handled in the order the CPUs produced them: stamp them
	// with a clock the reader can read too.
	if err := fs.SetClock("mono"); err != nil {
		return err
	}
	return fs.Start()
}

// live reports whether a kernel probe prints or exits.
func live(insts []*instance) bool {
	for _, inst := range insts {
		if inst.Ctx.Trigger != point.TriggerKernel {
			continue
		}
		for _, a := range inst.actions {
			if a.count == "" {
				return true
			}
		}
	}
	return false
}

// location is where one event goes, as kprobe_events or uprobe_events
// spell it, and the probe name it reports.
type location struct{ loc, probe string }

// locations returns the events file, the event kind ("p" or "r") and the
// locations of a target: one for a uprobe (BIN:0xOFFSET), one per function
// for a kprobe ([MOD:]FUNC[+OFFSET]; a wildcard matched several).
func locations(ctx *point.Context, t point.Target) (file, kind string, locs []location) {
	file, kind = ctx.TracefsEvents, "p"
	if ctx.Retval {
		kind = "r"
	}
	if t.Path != "" {
		return file, kind, []location{{fmt.Sprintf("%s:0x%x", t.Path, t.Value), t.Name}}
	}
	for _, sym := range t.Parts {
		name := t.Name
		if len(t.Parts) > 1 {
			name = t.Provider + ":" + sym
		}
		if t.Value != 0 {
			sym += fmt.Sprintf("+%d", t.Value)
		}
		locs = append(locs, location{sym, name})
	}
	return file, kind, locs
}

// fetchArgs returns the fetch arguments an instance's events need: the
// comm always (trace_pipe's own comm comes from a cache that can miss), and
// the registers or return value its printf arguments name.
func fetchArgs(inst *instance) []string {
	out := []string{`sonde_comm=$comm:string`}
	for _, f := range inst.fetch {
		out = append(out, fmt.Sprintf("%s=%s:u64", f.name, f.spec))
	}
	return out
}

// special runs the printf and exit statements of BEGIN or END probes.
func (s *session) special(insts []*instance, which point.Trigger) error {
	for _, inst := range insts {
		if inst.Ctx.Trigger != which {
			continue
		}
		if err := s.exec(inst, hit{}); err != nil {
			return err
		}
	}
	return nil
}

// errExit ends reading at exit().
var errExit = errors.New("exit()")

// event runs the probe of one event read from the instance.
func (s *session) event(e *ftrace.Event) error {
	ev := s.byID[e.ID()]
	if ev == nil {
		return nil
	}
	h := hit{ev: e, probe: ev.target, tid: e.PID()}
	h.tgid = s.tgidOf(h.tid)
	if err := s.exec(ev.inst, h); err != nil {
		return err
	}
	if s.exit {
		return errExit
	}
	return nil
}

// round ends a round of events read: the output is flushed (but with -B
// full), and lost events reported when a page said there were some.
func (s *session) round(lost bool) error {
	if s.buffering != "full" {
		if err := s.w.Flush(); err != nil {
			return err
		}
	}
	if lost {
		s.reportLost()
	}
	return s.perr
}

// reportLost prints "Lost N events" for the events the instance's buffers
// lost since the last report: as the BPF runtime does, when a page says
// events were lost before it, among the output, and at the end.
func (s *session) reportLost() {
	st, err := s.fs.Stats()
	if err != nil {
		return
	}
	var n uint64
	for _, c := range st {
		n += c.Lost()
	}
	if n > s.lost {
		if err := s.p.LostEvents(n - s.lost); err != nil && s.perr == nil {
			s.perr = err
		}
		s.lost = n
	}
}

// exec runs a probe body for one hit.
func (s *session) exec(inst *instance, h hit) error {
	if inst.hasPred && h.pid() != inst.pid {
		return nil
	}
	for _, a := range inst.actions {
		if s.exit {
			return nil
		}
		switch {
		case a.exit:
			s.exit = true
		case a.count != "":
			s.count(a, h)
		default:
			args := make([]format.Arg, len(a.args))
			for i, ref := range a.args {
				args[i] = h.arg(ref)
			}
			if err := s.p.Printf(format.Append(nil, a.verbs, args)); err != nil {
				return err
			}
			if s.buffering == "none" {
				if err := s.w.Flush(); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// count adds one to a count() map at the hit's key.
func (s *session) count(a action, h hit) {
	var key []output.Value
	for _, k := range a.key {
		switch k.Var {
		case check.VarProbe:
			key = append(key, output.Str(h.probe))
		case check.VarComm:
			key = append(key, output.Str(h.comm()))
		case check.VarPid:
			key = append(key, output.U64(uint64(h.pid())))
		}
	}
	cm := s.maps[a.count]
	if cm == nil {
		cm = &countMap{count: map[string]uint64{}}
		s.maps[a.count] = cm
		s.names = append(s.names, a.count)
	}
	text := output.KeyText(key)
	if _, ok := cm.count[text]; !ok {
		cm.keys = append(cm.keys, key)
	}
	cm.count[text]++
}

// close disables the events, removes the instance and every event.
func (s *session) close() error {
	var errs []error
	if s.fs != nil {
		if err := s.fs.Close(); err != nil {
			errs = append(errs, err)
		}
		s.fs = nil
	}
	for _, ev := range s.events {
		if err := kernel.RemoveEvent(ev.def); err != nil && !errors.Is(err, os.ErrNotExist) {
			errs = append(errs, fmt.Errorf("remove event for %s: %w", ev.target, err))
		}
	}
	s.events = nil
	return errors.Join(errs...)
}

// hit is one event as the probe bodies see it (BEGIN's and END's: none).
type hit struct {
	ev    *ftrace.Event // nil in BEGIN and END
	tid   int
	tgid  int    // the process, from /proc
	probe string // the target's name
}

// pid is the process id.
func (h hit) pid() int { return h.tgid }

// comm is the sonde_comm every event fetches ($comm, read when the event
// fired: the kernel's comm cache for the pid can miss).
func (h hit) comm() string {
	if h.ev == nil {
		return ""
	}
	c, _ := h.ev.String("sonde_comm")
	return c
}

// tgidOf returns the process a thread belongs to, read from /proc (the
// thread's own id when it is gone: events name threads only).
func (s *session) tgidOf(tid int) int {
	if n, ok := s.tgids[tid]; ok {
		return n
	}
	n := tid
	if data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", tid)); err == nil {
		for _, line := range strings.Split(string(data), "\n") {
			if v, ok := strings.CutPrefix(line, "Tgid:"); ok {
				if t, err := strconv.Atoi(strings.TrimSpace(v)); err == nil {
					n = t
				}
			}
		}
	}
	s.tgids[tid] = n
	return n
}

// arg returns a printf argument for a builtin.
func (h hit) arg(ref check.VarRef) format.Arg {
	switch ref.Var {
	case check.VarComm:
		return format.StrArg(h.comm())
	case check.VarPid:
		return format.UintArg(uint64(h.pid()))
	case check.VarTid:
		return format.UintArg(uint64(h.tid))
	}
	f, _ := fetchOf(ref)
	v, _ := h.ev.Int(f.name)
	return format.UintArg(uint64(v))
}
