package stat

import (
	"fmt"
	"path"
	"strings"

	"github.com/cilium/ebpf"
	"golang.org/x/sys/unix"

	"sonde/internal/kernel"
	"sonde/internal/kernel/abi"
	"sonde/internal/lang/source"
	"sonde/internal/probe"
	"sonde/internal/probe/point"
)

// event is one counted event, by its place in the -e list (its slot in
// the counts map).
type event struct {
	name string // as perf prints it
	unit string // "msec" for the clocks, else ""

	// A tracepoint: group and event; nr >= 0 for a syscall tracepoint
	// counted by number (shared), exit telling which direction.
	group, tp string
	nr        int
	exit      bool
	shared    bool

	// A software or hardware counter, read through its fds.
	perfType  uint32
	config    uint64
	isCounter bool
	counter   *probe.Counter

	// A kprobe or uprobe target.
	dyn        probe.Provider
	target     point.Target
	progType   ebpf.ProgramType
	attachType ebpf.AttachType
	linkGroup  string // several targets of one link (uprobe_multi): counted by cookie

	// notSupported is why the event cannot be counted here (perf's
	// <not supported>).
	notSupported string
}

// clock reports whether the event counts nanoseconds (printed as msec).
func (e *event) clock() bool { return e.unit == "msec" }

// UsageError is bad input: exit 2.
type UsageError struct{ Msg string }

func (e *UsageError) Error() string { return e.Msg }

// parseEvents expands the -e list: perf's names of software and hardware
// events, tracepoints GROUP:EVENT (wildcards too, "tracepoint:" in front
// allowed), and probes as the language writes them (uprobe:BIN:FUNC,
// kprobe:FUNC).
func parseEvents(specs []string, attach probe.AttachOptions) ([]*event, error) {
	var out []*event
	for _, spec := range specs {
		evs, err := parseEvent(spec, attach)
		if err != nil {
			return nil, err
		}
		out = append(out, evs...)
	}
	if len(out) == 0 {
		return nil, &UsageError{"no events to count: give -e EVENT"}
	}
	return out, nil
}

func parseEvent(spec string, attach probe.AttachOptions) ([]*event, error) {
	if typ, config, _, ok := probe.CounterEvent(spec); ok {
		e := &event{name: spec, perfType: typ, config: config, isCounter: true, nr: -1}
		if typ == unix.PERF_TYPE_SOFTWARE && (config == unix.PERF_COUNT_SW_TASK_CLOCK || config == unix.PERF_COUNT_SW_CPU_CLOCK) {
			e.unit = "msec"
		}
		return []*event{e}, nil
	}
	first, rest, _ := strings.Cut(spec, ":")
	if first == "tracepoint" || first == "t" {
		return tracepoints(rest, spec)
	}
	if p, ok := probe.Lookup(first); ok && rest != "" && !isGroup(first) {
		targets, err := p.Expand(rest, attach)
		if err != nil {
			return nil, &UsageError{fmt.Sprintf("event '%s': %v", spec, err)}
		}
		if len(targets) == 0 {
			return nil, &UsageError{fmt.Sprintf("event '%s' matches nothing", spec)}
		}
		var out []*event
		for _, t := range targets {
			ctx, err := p.Context(t, nil)
			if err != nil {
				return nil, &UsageError{fmt.Sprintf("event '%s': %v", spec, err)}
			}
			if ctx.ProgType != ebpf.Kprobe {
				return nil, &UsageError{fmt.Sprintf("event '%s': sonde stat counts kprobes and uprobes, tracepoints, and software and hardware events", spec)}
			}
			name := t.Name
			if len(targets) == 1 {
				name = spec
			}
			e := &event{name: name, dyn: p, target: t, progType: ctx.ProgType, attachType: ctx.AttachType, nr: -1}
			if g, ok := p.(probe.GroupAttacher); ok && ctx.Cookie {
				e.linkGroup = g.GroupKey(t)
			}
			out = append(out, e)
		}
		return out, nil
	}
	if strings.Contains(spec, ":") {
		return tracepoints(spec, spec)
	}
	return nil, unknown(spec)
}

// isGroup reports whether name is a tracepoint group (a group named like
// a probe kind is a tracepoint group).
func isGroup(name string) bool {
	evs, _ := kernel.Events(name + ":*")
	return len(evs) > 0
}

// tracepoints expands GROUP:EVENT, wildcards included.
func tracepoints(ge, spec string) ([]*event, error) {
	all, err := kernel.Events("")
	if err != nil {
		return nil, fmt.Errorf("list tracepoints: %w", err)
	}
	var out []*event
	for _, name := range all {
		if ok, _ := path.Match(ge, name); ok || name == ge {
			g, ev, _ := strings.Cut(name, ":")
			e := &event{name: name, group: g, tp: ev, nr: -1}
			if g == "syscalls" {
				n, enter := strings.CutPrefix(ev, "sys_enter_")
				if !enter {
					n, _ = strings.CutPrefix(ev, "sys_exit_")
				}
				if nr, ok := abi.SyscallByEvent(n); ok && nr < maxNr {
					e.nr, e.exit = nr, !enter
				}
			}
			out = append(out, e)
		}
	}
	if len(out) == 0 {
		return nil, unknown(spec)
	}
	return out, nil
}

// unknown is the error for an event that names nothing, with the closest
// name of a tracepoint or perf event.
func unknown(spec string) error {
	names := probe.CounterNames()
	all, _ := kernel.Events("")
	names = append(names, all...)
	if !strings.Contains(spec, ":") {
		// A typo in the event part of a tracepoint without its group.
		for _, ge := range all {
			_, ev, _ := strings.Cut(ge, ":")
			names = append(names, ev)
		}
	}
	msg := fmt.Sprintf("unknown event '%s'", spec)
	if s := source.Suggest(spec, names); s != "" {
		if !strings.Contains(spec, ":") && !strings.Contains(s, ":") {
			for _, ge := range all {
				if strings.HasSuffix(ge, ":"+s) {
					s = ge
					break
				}
			}
		}
		msg += fmt.Sprintf(" (did you mean '%s'?)", s)
	}
	return &UsageError{msg}
}
