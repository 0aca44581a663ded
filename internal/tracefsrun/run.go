package tracefsrun

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/sys/unix"

	"sonde/internal/format"
	"sonde/internal/kernel"
	"sonde/internal/kernel/abi"
	"sonde/internal/lang/ast"
	"sonde/internal/lang/check"
	"sonde/internal/output"
	"sonde/internal/probe"
	sess "sonde/internal/session"
)

// Options adjust Run.
type Options struct {
	// Attached, when set, is called with the number of events once all are
	// enabled, before BEGIN: where "Attaching N probes..." goes, and where
	// a test may start its workload.
	Attached func(n int)
}

// Run executes prog through tracefs events until ctx is cancelled or a
// probe calls exit(), writing bpftrace's text output to w. It returns the
// exit code (0) or an error for what could not be set up.
func Run(ctx context.Context, prog *check.Program, w io.Writer) (int, error) {
	return RunWith(ctx, prog, w, Options{})
}

// event is one tracefs dynamic event: one target of one probe instance.
type event struct {
	inst   *check.Instance
	name   string // event name in the group: "e0", "e1", ...
	file   string // "kprobe_events" or "uprobe_events"
	target string // the target's name, for the probe builtin
}

// session is one run: its tracefs group and instance, and the state of the
// program (maps) it executes.
type session struct {
	dir      string // tracefs mount
	group    string // sonde_<pid>_tfr<n>: both the event group and the instance name
	instance string // dir/instances/<group>, "" until made
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

var seq struct {
	sync.Mutex
	n int
}

// RunWith is Run with options.
func RunWith(ctx context.Context, prog *check.Program, w io.Writer, opts Options) (code int, err error) {
	if err := Supported(prog); err != nil {
		return 1, err
	}
	dir, err := kernel.EnsureTracefs()
	if err != nil {
		return 1, fmt.Errorf("tracefs: %w", err)
	}
	if _, err := probe.CleanupStaleEvents(); err != nil {
		return 1, err
	}
	seq.Lock()
	seq.n++
	n := seq.n
	seq.Unlock()
	s := &session{
		dir:    dir,
		group:  fmt.Sprintf("%s_tfr%d", probe.TracefsEventPrefix(), n),
		byName: map[string]*event{},
		p:      output.NewText(w),
		maps:   map[string]*countMap{},
		tgids:  map[int]int{},
	}
	defer func() {
		if cerr := s.close(); err == nil && cerr != nil {
			code, err = 1, cerr
		}
	}()
	if err := s.create(prog); err != nil {
		return 1, err
	}
	fd, err := unix.Open(filepath.Join(s.instance, "trace_pipe"), unix.O_RDONLY|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
	if err != nil {
		return 1, fmt.Errorf("open trace_pipe: %w", err)
	}
	pipe := sess.NewTracePipe(fd, 100*time.Millisecond)
	defer pipe.Close()
	if opts.Attached != nil {
		opts.Attached(len(s.events))
	}
	if err := s.special(prog, probe.TriggerBegin); err != nil {
		return 1, err
	}
	if !s.exit {
		if err := s.loop(ctx, pipe); err != nil {
			return 1, err
		}
	}
	if lost := s.dropped(); lost > 0 {
		if err := s.p.LostEvents(lost); err != nil {
			return 1, err
		}
	}
	if err := s.special(prog, probe.TriggerEnd); err != nil {
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
func (s *session) create(prog *check.Program) error {
	for _, inst := range prog.Instances {
		for _, t := range inst.Targets {
			if inst.Ctx.Trigger != probe.TriggerKernel {
				continue
			}
			file, kind, locs := locations(inst.Ctx, t)
			for _, l := range locs {
				ev := &event{inst: inst, name: fmt.Sprintf("e%d", len(s.events)), file: file, target: l.probe}
				def := fmt.Sprintf("%s:%s/%s %s%s", kind, s.group, ev.name, l.loc, fetchArgs(inst))
				if err := appendLine(filepath.Join(s.dir, file), def); err != nil {
					return fmt.Errorf("create event for %s (%q): %w", l.probe, def, err)
				}
				s.events = append(s.events, ev)
				s.byName[ev.name] = ev
			}
		}
	}
	s.instance = filepath.Join(s.dir, "instances", s.group)
	if err := os.Mkdir(s.instance, 0o700); err != nil {
		s.instance = ""
		return fmt.Errorf("create tracefs instance: %w", err)
	}
	// Lose new events rather than overwrite unread ones.
	os.WriteFile(filepath.Join(s.instance, "options", "overwrite"), []byte("0\n"), 0)
	for _, ev := range s.events {
		enable := filepath.Join(s.instance, "events", s.group, ev.name, "enable")
		if err := os.WriteFile(enable, []byte("1\n"), 0); err != nil {
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
func locations(ctx *probe.Context, t probe.Target) (file, kind string, locs []location) {
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
func fetchArgs(inst *check.Instance) string {
	out := ` sonde_comm=$comm:string`
	seen := map[string]bool{}
	ast.Inspect(inst.Probe.Body, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok || seen[id.Name] {
			return true
		}
		seen[id.Name] = true
		if id.Name == "retval" {
			out += " retval=$retval:u64"
		} else if i, ok := argIndex(id.Name); ok && i < len(abi.ArgRegs) {
			out += fmt.Sprintf(" %s=%%%s:u64", id.Name, abi.ArgRegs[i])
		}
		return true
	})
	return out
}

// special runs the printf and exit statements of BEGIN or END probes.
func (s *session) special(prog *check.Program, which probe.Trigger) error {
	for _, inst := range prog.Instances {
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
	os.WriteFile(filepath.Join(s.instance, "tracing_on"), []byte("0\n"), 0)
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
func (s *session) exec(inst *check.Instance, h hit) error {
	if p := inst.Probe.Pred; p != nil {
		want, _ := pidPredicate(inst, p)
		if h.pid() != want {
			return nil
		}
	}
	for _, st := range inst.Probe.Body.Stmts {
		if s.exit {
			return nil
		}
		switch st := st.(type) {
		case *ast.ExprStmt:
			call := st.X.(*ast.CallExpr)
			if call.Func == "exit" {
				s.exit = true
				continue
			}
			verbs, err := format.Parse(call.Args[0].(*ast.StrLit).Value)
			if err != nil {
				return fmt.Errorf("printf: %w", err)
			}
			var args []format.Arg
			for _, a := range call.Args[1:] {
				args = append(args, h.arg(a.(*ast.Ident).Name))
			}
			if err := s.p.Printf(format.Sprintf(verbs, args)); err != nil {
				return err
			}
		case *ast.AssignStmt:
			s.count(st.LHS.(*ast.MapExpr), h)
		}
	}
	return nil
}

// count adds one to a count() map at the hit's key.
func (s *session) count(m *ast.MapExpr, h hit) {
	var key []output.Value
	for _, k := range m.Keys {
		switch k.(*ast.Ident).Name {
		case "probe":
			key = append(key, output.Str(h.probe))
		case "comm":
			key = append(key, output.Str(h.comm))
		case "pid":
			key = append(key, output.U64(uint64(h.pid())))
		}
	}
	cm := s.maps[m.Name]
	if cm == nil {
		cm = &countMap{count: map[string]uint64{}}
		s.maps[m.Name] = cm
		s.names = append(s.names, m.Name)
	}
	text := output.KeyText(key)
	if _, ok := cm.count[text]; !ok {
		cm.keys = append(cm.keys, key)
	}
	cm.count[text]++
}

// dropped sums the events the instance's ring buffers had no room for.
func (s *session) dropped() uint64 {
	files, _ := filepath.Glob(filepath.Join(s.instance, "per_cpu", "cpu*", "stats"))
	var n uint64
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(data), "\n") {
			// "overrun: 0" counts overwritten events, "dropped events: 0"
			// those refused with overwrite off.
			for _, key := range []string{"overrun:", "dropped events:"} {
				if v, ok := strings.CutPrefix(line, key); ok {
					d, _ := strconv.ParseUint(strings.TrimSpace(v), 10, 64)
					n += d
				}
			}
		}
	}
	return n
}

// close disables and removes the instance and every event.
func (s *session) close() error {
	var errs []error
	if s.instance != "" {
		// Removing an instance disables the events enabled in it.
		if err := os.Remove(s.instance); err != nil && !errors.Is(err, os.ErrNotExist) {
			errs = append(errs, fmt.Errorf("remove tracefs instance: %w", err))
		}
		s.instance = ""
	}
	for _, ev := range s.events {
		if err := appendLine(filepath.Join(s.dir, ev.file), "-:"+s.group+"/"+ev.name); err != nil && !errors.Is(err, os.ErrNotExist) {
			errs = append(errs, fmt.Errorf("remove event for %s: %w", ev.target, err))
		}
	}
	s.events = nil
	return errors.Join(errs...)
}

func appendLine(path, line string) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return err
	}
	_, err = f.WriteString(line + "\n")
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
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
func (h hit) arg(name string) format.Arg {
	switch name {
	case "comm":
		return format.StrArg(h.comm)
	case "pid":
		return format.UintArg(uint64(h.pid()))
	case "tid":
		return format.UintArg(uint64(h.tid))
	}
	v, _ := strconv.ParseUint(h.fields[name], 0, 64)
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
