package tracefsrun

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"sonde/internal/format"
	"sonde/internal/kernel"
	"sonde/internal/lang/check"
	"sonde/internal/output"
	"sonde/internal/probe/point"
	sess "sonde/internal/session"
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

// session is one run: its tracefs group and instance, and the state of the
// program (maps) it executes.
type session struct {
	group    string           // sonde_<pid>_tfr<n>: both the event group and the instance name
	instance *kernel.Instance // nil until made
	events   []*event
	byName   map[string]*event

	p     output.Printer
	maps  map[string]*countMap
	names []string // map names in first-use order
	exit  bool
	tgids map[int]int // thread id -> process id, from /proc
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
	if _, err := kernel.EnsureTracefs(); err != nil {
		return 1, fmt.Errorf("tracefs: %w", err)
	}
	if _, err := kernel.CleanupStaleEvents(); err != nil {
		return 1, err
	}
	s := &session{
		group:  kernel.NewEventGroup("tfr"),
		byName: map[string]*event{},
		p:      output.NewText(w, opts.Output),
		maps:   map[string]*countMap{},
		tgids:  map[int]int{},
	}
	defer func() {
		if cerr := s.close(); err == nil && cerr != nil {
			code, err = 1, cerr
		}
	}()
	if err := s.create(insts); err != nil {
		return 1, err
	}
	fd, err := s.instance.OpenPipe()
	if err != nil {
		return 1, fmt.Errorf("open trace_pipe: %w", err)
	}
	pipe := sess.NewTracePipe(fd, 100*time.Millisecond)
	defer pipe.Close()
	if opts.Attached != nil {
		opts.Attached(len(s.events))
	}
	if err := s.special(insts, point.TriggerBegin); err != nil {
		return 1, err
	}
	if !s.exit {
		if err := s.loop(ctx, pipe); err != nil {
			return 1, err
		}
	}
	if lost := s.instance.Dropped(); lost > 0 {
		if err := s.p.LostEvents(lost); err != nil {
			return 1, err
		}
	}
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
	return 0, nil
}

// create defines every event, makes the instance and enables the events
// in it.
func (s *session) create(insts []*instance) error {
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
				s.byName[ev.def.Name] = ev
			}
		}
	}
	in, err := kernel.NewInstance(s.group)
	if err != nil {
		return fmt.Errorf("create tracefs instance: %w", err)
	}
	s.instance = in
	// Lose new events rather than overwrite unread ones.
	in.KeepUnread()
	for _, ev := range s.events {
		if err := in.Enable(s.group, ev.def.Name); err != nil {
			return fmt.Errorf("enable event for %s: %w", ev.target, err)
		}
	}
	return nil
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

// loop reads trace_pipe until ctx ends or exit(), then reads what is left.
func (s *session) loop(ctx context.Context, pipe *sess.TracePipe) error {
	for !s.exit && ctx.Err() == nil {
		if err := pipe.Poll(s.line); err != nil {
			return err
		}
	}
	if s.exit {
		return nil
	}
	// Stop recording, then take what the buffer still holds.
	s.instance.Stop()
	return pipe.Drain(s.line)
}

// line handles one line of trace_pipe.
func (s *session) line(line string) error {
	h, ok := parseLine(line)
	if !ok {
		return nil
	}
	ev := s.byName[h.event]
	if ev == nil {
		return nil
	}
	h.probe = ev.target
	if h.tgid == 0 {
		h.tgid = s.tgidOf(h.tid)
	}
	if err := s.exec(ev.inst, h); err != nil {
		return err
	}
	if s.exit {
		return sess.ErrStop
	}
	return nil
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
			key = append(key, output.Str(h.comm))
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

// close disables and removes the instance and every event.
func (s *session) close() error {
	var errs []error
	if s.instance != nil {
		// Removing an instance disables the events enabled in it.
		if err := s.instance.Remove(); err != nil {
			errs = append(errs, fmt.Errorf("remove tracefs instance: %w", err))
		}
		s.instance = nil
	}
	for _, ev := range s.events {
		if err := kernel.RemoveEvent(ev.def); err != nil && !errors.Is(err, os.ErrNotExist) {
			errs = append(errs, fmt.Errorf("remove event for %s: %w", ev.target, err))
		}
	}
	s.events = nil
	return errors.Join(errs...)
}

// hit is one parsed trace_pipe line.
type hit struct {
	comm   string
	tid    int
	tgid   int // the process: from the line's "(tgid)" field, or /proc
	event  string
	fields map[string]string
	probe  string // the target's name
}

// pid is the process id.
func (h hit) pid() int { return h.tgid }

// tgidOf returns the process a thread belongs to, read from /proc (the
// thread's own id when it is gone: trace_pipe names threads only).
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
		return format.StrArg(h.comm)
	case check.VarPid:
		return format.UintArg(uint64(h.pid()))
	case check.VarTid:
		return format.UintArg(uint64(h.tid))
	}
	f, _ := fetchOf(ref)
	v, _ := strconv.ParseUint(h.fields[f.name], 0, 64)
	return format.UintArg(v)
}

// parseLine parses a trace_pipe line:
//
//	prog-1234    [001] ..... 12345.678901: e0: (0x401136) sonde_comm="prog" arg0=5
//
// The task field is "comm-tid", and with the record-tgid option
// "comm-tid (tgid)". The comm in it can contain spaces and dashes, so the
// line is cut at the " [cpu] " field.
func parseLine(line string) (hit, bool) {
	var h hit
	open := strings.Index(line, " [")
	for open >= 0 {
		if shut := strings.IndexByte(line[open:], ']'); shut > 0 {
			if _, err := strconv.Atoi(strings.TrimSpace(line[open+2 : open+shut])); err == nil {
				break
			}
		}
		next := strings.Index(line[open+2:], " [")
		if next < 0 {
			open = -1
			break
		}
		open += 2 + next
	}
	if open < 0 {
		return h, false
	}
	task := strings.TrimSpace(line[:open])
	if i := strings.LastIndex(task, " ("); i >= 0 && strings.HasSuffix(task, ")") {
		h.tgid, _ = strconv.Atoi(strings.TrimSpace(task[i+2 : len(task)-1]))
		task = strings.TrimSpace(task[:i])
	}
	dash := strings.LastIndexByte(task, '-')
	if dash < 0 {
		return h, false
	}
	h.comm = task[:dash]
	var err error
	if h.tid, err = strconv.Atoi(task[dash+1:]); err != nil {
		return h, false
	}
	rest := line[open+2:]
	rest = rest[strings.IndexByte(rest, ']')+1:]
	// Skip the flags and the timestamp: the event name follows "TS: ".
	i := strings.Index(rest, ": ")
	if i < 0 {
		return h, false
	}
	rest = rest[i+2:]
	ev, args, ok := strings.Cut(rest, ": ")
	if !ok {
		ev, args = strings.TrimSuffix(rest, ":"), ""
	}
	h.event = ev
	h.fields = parseFields(args)
	if c, ok := h.fields["sonde_comm"]; ok {
		h.comm = c
	}
	return h, true
}

// parseFields splits `(0x401136) name=value name="quoted value"`.
func parseFields(s string) map[string]string {
	out := map[string]string{}
	for s != "" {
		s = strings.TrimLeft(s, " ")
		eq := strings.IndexByte(s, '=')
		sp := strings.IndexByte(s, ' ')
		if eq < 0 {
			break
		}
		if sp >= 0 && sp < eq { // a word without '=': the location
			s = s[sp:]
			continue
		}
		name, val := s[:eq], s[eq+1:]
		if strings.HasPrefix(val, `"`) {
			end := strings.IndexByte(val[1:], '"')
			if end < 0 {
				out[name] = val[1:]
				break
			}
			out[name], s = val[1:1+end], val[2+end:]
			continue
		}
		if sp := strings.IndexByte(val, ' '); sp >= 0 {
			out[name], s = val[:sp], val[sp:]
		} else {
			out[name], s = val, ""
		}
	}
	return out
}
