package probe

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"sync"
	"unsafe"

	"github.com/cilium/ebpf"
	"golang.org/x/sys/unix"

	"sonde/internal/kernel"
	"sonde/internal/lang/source"
	"sonde/internal/probe/point"
)

// This file holds the providers built on perf events: interval and profile
// (timers), software and hardware (counters that fire every N events). Their
// programs are BPF_PROG_TYPE_PERF_EVENT: the context is
// struct bpf_perf_event_data, which starts with the interrupted pt_regs.

func perfContext() *point.Context { return &point.Context{ProgType: ebpf.PerfEvent, Regs: true} }

// timerProvider is interval (fires on one CPU) or profile (fires on every
// online CPU), both driven by the cpu-clock software event, whose hrtimer
// runs whether the CPU is busy or idle.
//
// Specs: UNIT:N with UNIT one of s, ms, us, hz (bpftrace 0.17 and later), or
// N with an optional unit suffix: 1s, 100ms, 10us, 5000ns, 99hz; a bare
// number is nanoseconds (newer bpftrace). Target.Value is the period in ns.
type timerProvider struct {
	name, alias string
	allCPUs     bool
}

func (p timerProvider) Name() string      { return p.name }
func (p timerProvider) Aliases() []string { return []string{p.alias} }

func (p timerProvider) Expand(spec string, _ AttachOptions) ([]point.Target, error) {
	period, err := parsePeriod(spec)
	if err != nil {
		return nil, fmt.Errorf("%s:%s: %w", p.name, spec, err)
	}
	return []point.Target{{
		Provider: p.name,
		Name:     p.name + ":" + spec,
		Parts:    strings.Split(spec, ":"),
		Value:    period,
	}}, nil
}

// List returns nothing: timers have no fixed set of names to list.
func (p timerProvider) List(string) ([]point.Target, error) { return nil, nil }

// Context: an interval tick belongs to no process, so -p does not filter
// it; a profile sample is an event of the task it interrupts, and -p keeps
// the traced process's samples.
func (p timerProvider) Context(point.Target, point.Kernel) (*point.Context, error) {
	c := perfContext()
	c.Timer = !p.allCPUs
	return c, nil
}

// Attach opens a cpu-clock event with the target's period on every online
// CPU (profile) or on the first online CPU (interval, as bpftrace uses CPU 0).
func (p timerProvider) Attach(t point.Target, prog *ebpf.Program, _ AttachOptions) (io.Closer, error) {
	if t.Value == 0 {
		return nil, fmt.Errorf("attach %s: no period", t.Name)
	}
	cpus, err := kernel.OnlineCPUs()
	if err != nil {
		return nil, fmt.Errorf("attach %s: %w", t.Name, err)
	}
	if len(cpus) == 0 {
		return nil, fmt.Errorf("attach %s: no online CPU", t.Name)
	}
	if !p.allCPUs {
		cpus = cpus[:1]
	}
	attr := unix.PerfEventAttr{
		Type:   unix.PERF_TYPE_SOFTWARE,
		Config: unix.PERF_COUNT_SW_CPU_CLOCK,
		Sample: t.Value,
	}
	c, err := attachPerfEvents(attr, -1, cpus, prog, true)
	if err != nil {
		return nil, fmt.Errorf("attach %s: %w", t.Name, err)
	}
	return c, nil
}

// parsePeriod turns a timer spec into a period in nanoseconds.
func parsePeriod(spec string) (uint64, error) {
	unit, num, twoPart := strings.Cut(spec, ":")
	if !twoPart {
		num, unit = splitUnitSuffix(spec)
		if unit == "" {
			unit = "ns"
		}
	}
	if num == "" {
		return 0, errors.New("missing count or rate")
	}
	n, err := parseCount(num)
	if err != nil {
		return 0, err
	}
	if n == 0 {
		return 0, errors.New("count or rate must be positive")
	}
	switch unit {
	case "hz":
		if n > 1e9 {
			return 0, fmt.Errorf("rate %d hz is above 1 GHz", n)
		}
		return 1e9 / n, nil
	case "s", "ms", "us", "ns":
		m := map[string]uint64{"s": 1e9, "ms": 1e6, "us": 1e3, "ns": 1}[unit]
		if n > math.MaxUint64/m {
			return 0, fmt.Errorf("period %s%s is too long", num, unit)
		}
		return n * m, nil
	}
	return 0, fmt.Errorf("unknown time unit %q (want s, ms, us or hz)", unit)
}

// splitUnitSuffix splits "100ms" into "100" and "ms".
func splitUnitSuffix(s string) (num, unit string) {
	for _, u := range []string{"hz", "ms", "us", "ns", "s"} {
		if n, ok := strings.CutSuffix(s, u); ok && n != "" {
			return n, u
		}
	}
	return s, ""
}

// parseCount parses a positive count as bpftrace writes them: 1000,
// 1_000_000 or 1e6.
func parseCount(s string) (uint64, error) {
	clean := strings.ReplaceAll(s, "_", "")
	if m, e, ok := strings.Cut(clean, "e"); ok {
		mant, err1 := strconv.ParseUint(m, 10, 64)
		exp, err2 := strconv.ParseUint(e, 10, 8)
		if err1 != nil || err2 != nil {
			return 0, fmt.Errorf("bad number %q", s)
		}
		for ; exp > 0; exp-- {
			if mant > math.MaxUint64/10 {
				return 0, fmt.Errorf("number %q is too large", s)
			}
			mant *= 10
		}
		return mant, nil
	}
	n, err := strconv.ParseUint(clean, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("bad number %q", s)
	}
	return n, nil
}

// counterEvent is one named perf event of a fixed type, with the sample
// period bpftrace uses when the script gives none.
type counterEvent struct {
	name, alias  string
	config       uint64
	defaultCount uint64
}

var softwareEvents = []counterEvent{
	{"alignment-faults", "", unix.PERF_COUNT_SW_ALIGNMENT_FAULTS, 1},
	{"bpf-output", "", unix.PERF_COUNT_SW_BPF_OUTPUT, 1},
	{"context-switches", "cs", unix.PERF_COUNT_SW_CONTEXT_SWITCHES, 1000},
	{"cpu-clock", "cpu", unix.PERF_COUNT_SW_CPU_CLOCK, 1000000},
	{"cpu-migrations", "", unix.PERF_COUNT_SW_CPU_MIGRATIONS, 1},
	{"dummy", "", unix.PERF_COUNT_SW_DUMMY, 1},
	{"emulation-faults", "", unix.PERF_COUNT_SW_EMULATION_FAULTS, 1},
	{"major-faults", "", unix.PERF_COUNT_SW_PAGE_FAULTS_MAJ, 1},
	{"minor-faults", "", unix.PERF_COUNT_SW_PAGE_FAULTS_MIN, 100},
	{"page-faults", "faults", unix.PERF_COUNT_SW_PAGE_FAULTS, 100},
	{"task-clock", "", unix.PERF_COUNT_SW_TASK_CLOCK, 1},
}

var hardwareEvents = []counterEvent{
	{"backend-stalls", "", unix.PERF_COUNT_HW_STALLED_CYCLES_BACKEND, 1000000},
	{"branch-instructions", "branches", unix.PERF_COUNT_HW_BRANCH_INSTRUCTIONS, 100000},
	{"branch-misses", "", unix.PERF_COUNT_HW_BRANCH_MISSES, 100000},
	{"bus-cycles", "", unix.PERF_COUNT_HW_BUS_CYCLES, 100000},
	{"cache-misses", "", unix.PERF_COUNT_HW_CACHE_MISSES, 1000000},
	{"cache-references", "", unix.PERF_COUNT_HW_CACHE_REFERENCES, 1000000},
	{"cpu-cycles", "cycles", unix.PERF_COUNT_HW_CPU_CYCLES, 1000000},
	{"frontend-stalls", "", unix.PERF_COUNT_HW_STALLED_CYCLES_FRONTEND, 1000000},
	{"instructions", "", unix.PERF_COUNT_HW_INSTRUCTIONS, 1000000},
	{"ref-cycles", "", unix.PERF_COUNT_HW_REF_CPU_CYCLES, 1000000},
}

// counterProvider is software or hardware: software:EVENT[:COUNT]. The
// program runs once every COUNT events, on the CPU where the event happened;
// one perf event is opened on every online CPU. Target.Parts is [event
// (canonical name), count]; Target.Value is the count.
type counterProvider struct {
	name, alias string
	typ         uint32
	events      []counterEvent
}

func (p counterProvider) Name() string      { return p.name }
func (p counterProvider) Aliases() []string { return []string{p.alias} }

// Available says whether the machine counts hardware events (software
// events are always there).
func (p counterProvider) Available() error {
	if p.typ == unix.PERF_TYPE_HARDWARE {
		return hardwareAvailable()
	}
	return nil
}

func (p counterProvider) lookup(name string) (counterEvent, bool) {
	for _, e := range p.events {
		if name == e.name || e.alias != "" && name == e.alias {
			return e, true
		}
	}
	return counterEvent{}, false
}

func (p counterProvider) Expand(spec string, _ AttachOptions) ([]point.Target, error) {
	name, countText, _ := strings.Cut(spec, ":")
	var chosen []counterEvent
	if point.HasWildcard(name) {
		for _, e := range p.events {
			if point.Match(name, e.name) {
				chosen = append(chosen, e)
			}
		}
	} else if e, ok := p.lookup(name); ok {
		chosen = append(chosen, e)
	} else {
		var names []string
		for _, e := range p.events {
			names = append(names, e.name)
		}
		return nil, &NotFoundError{Msg: fmt.Sprintf("%s:%s: unknown %s event %q", p.name, spec, p.name, name),
			Suggestion: source.Suggest(name, names)}
	}
	if p.typ == unix.PERF_TYPE_HARDWARE {
		if err := hardwareAvailable(); err != nil {
			return nil, fmt.Errorf("%s:%s: %w", p.name, spec, err)
		}
	}
	var out []point.Target
	for _, e := range chosen {
		count := e.defaultCount
		if countText != "" {
			n, err := parseCount(countText)
			if err != nil {
				return nil, fmt.Errorf("%s:%s: %w", p.name, spec, err)
			}
			if n == 0 {
				return nil, fmt.Errorf("%s:%s: count must be positive", p.name, spec)
			}
			count = n
		}
		t := point.Target{
			Provider: p.name,
			Name:     p.name + ":" + spec,
			Parts:    []string{e.name, strconv.FormatUint(count, 10)},
			Value:    count,
		}
		if len(chosen) > 1 {
			t.Name = p.name + ":" + e.name + ":" + countText
		}
		out = append(out, t)
	}
	return out, nil
}

// List names each event as bpftrace does: "software:cpu-clock:".
func (p counterProvider) List(pattern string) ([]point.Target, error) {
	var out []point.Target
	for _, e := range p.events {
		if pattern == "" || point.Match(pattern, e.name) || point.Match(pattern, e.name+":") {
			out = append(out, point.Target{Provider: p.name, Name: p.name + ":" + e.name + ":", Parts: []string{e.name}})
		}
	}
	return out, nil
}

func (p counterProvider) Context(point.Target, point.Kernel) (*point.Context, error) {
	return perfContext(), nil
}

func (p counterProvider) Attach(t point.Target, prog *ebpf.Program, _ AttachOptions) (io.Closer, error) {
	if len(t.Parts) == 0 || t.Value == 0 {
		return nil, fmt.Errorf("attach %s: bad target", t.Name)
	}
	e, ok := p.lookup(t.Parts[0])
	if !ok {
		return nil, fmt.Errorf("attach %s: unknown %s event %q", t.Name, p.name, t.Parts[0])
	}
	cpus, err := kernel.OnlineCPUs()
	if err != nil {
		return nil, fmt.Errorf("attach %s: %w", t.Name, err)
	}
	attr := unix.PerfEventAttr{Type: p.typ, Config: e.config, Sample: t.Value}
	c, err := attachPerfEvents(attr, -1, cpus, prog, true)
	if err != nil && p.typ == unix.PERF_TYPE_HARDWARE && errors.Is(err, unix.ENOENT) {
		if hw := hardwareAvailable(); hw != nil {
			return nil, fmt.Errorf("%s: %w", t.Name, hw)
		}
		return nil, fmt.Errorf("%s: this CPU cannot count %s (perf_event_open: ENOENT)", t.Name, e.name)
	}
	if err != nil {
		return nil, fmt.Errorf("attach %s: %w", t.Name, err)
	}
	return c, nil
}

var (
	hardwareOnce sync.Once
	hardwareErr  error
)

// hardwareAvailable returns an error when the machine has no hardware
// performance counters (virtual machines often have none): it opens, and
// closes at once, a disabled cycles counter on this thread, which needs no
// privileges. Only the "no such PMU" answer counts: other failures (such as
// permissions) are left for Attach to report.
func hardwareAvailable() error {
	hardwareOnce.Do(func() {
		attr := unix.PerfEventAttr{
			Type:   unix.PERF_TYPE_HARDWARE,
			Config: unix.PERF_COUNT_HW_CPU_CYCLES,
			Bits:   unix.PerfBitDisabled | unix.PerfBitExcludeKernel | unix.PerfBitExcludeHv,
		}
		attr.Size = uint32(unsafe.Sizeof(attr))
		fd, err := unix.PerfEventOpen(&attr, 0, -1, -1, unix.PERF_FLAG_FD_CLOEXEC)
		if err == nil {
			unix.Close(fd)
			return
		}
		var errno unix.Errno
		if errors.As(err, &errno) && (errno == unix.ENOENT || errno == unix.EOPNOTSUPP || errno == unix.ENODEV) {
			hardwareErr = fmt.Errorf("this machine has no hardware performance counters (perf_event_open: %s)", unix.ErrnoName(errno))
		}
	})
	return hardwareErr
}

// CounterEvent finds a software or hardware event by perf's name or alias
// ("context-switches", "cs", "cycles"): its perf type and config, and its
// canonical name.
func CounterEvent(name string) (typ uint32, config uint64, canonical string, ok bool) {
	for _, p := range []counterProvider{{typ: unix.PERF_TYPE_SOFTWARE, events: softwareEvents}, {typ: unix.PERF_TYPE_HARDWARE, events: hardwareEvents}} {
		if e, ok := p.lookup(name); ok {
			return p.typ, e.config, e.name, true
		}
	}
	return 0, 0, "", false
}

// CounterNames lists the software and hardware events by perf's names.
func CounterNames() []string {
	var out []string
	for _, p := range []counterProvider{{typ: unix.PERF_TYPE_SOFTWARE, events: softwareEvents}, {typ: unix.PERF_TYPE_HARDWARE, events: hardwareEvents}} {
		for _, e := range p.events {
			out = append(out, e.name)
		}
	}
	return out
}
