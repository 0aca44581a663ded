package probe

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/cilium/ebpf"
	"golang.org/x/sys/unix"

	"sonde/internal/kernel"
	"sonde/internal/kernel/abi"
	"sonde/internal/lang/source"
	"sonde/internal/probe/point"
)

// tracepoint:GROUP:EVENT (alias t): the kernel's static trace events. The
// program sees the event's record; args.NAME reads a field described by
// tracefs events/GROUP/EVENT/format.
type tracepointProvider struct{}

func (tracepointProvider) Name() string      { return "tracepoint" }
func (tracepointProvider) Aliases() []string { return []string{"t"} }

func (tracepointProvider) Expand(spec string, _ AttachOptions) ([]point.Target, error) {
	group, event, ok := strings.Cut(spec, ":")
	if !ok || group == "" || event == "" || strings.Contains(event, ":") {
		return nil, fmt.Errorf("tracepoint probe must be tracepoint:GROUP:EVENT, found tracepoint:%s", spec)
	}
	if !point.HasWildcard(spec) {
		if _, err := kernel.Format(group, event); errors.Is(err, kernel.ErrNotFound) {
			return nil, tracepointNotFound(group, event)
		} else if err != nil {
			return nil, fmt.Errorf("tracepoint:%s: %w", spec, err)
		}
		return []point.Target{tracepointTarget(group, event)}, nil
	}
	all, err := kernel.Events("")
	if err != nil {
		return nil, err
	}
	var out []point.Target
	for _, ge := range all {
		g, e, _ := strings.Cut(ge, ":")
		if point.Match(group, g) && point.Match(event, e) {
			out = append(out, tracepointTarget(g, e))
		}
	}
	if len(out) == 0 && !point.HasWildcard(group) {
		if err := tracepointNotFound(group, event); err.Suggestion != "" {
			return nil, err
		}
	}
	return out, nil
}

// tracepointNotFound says that GROUP:EVENT does not exist, suggesting the
// closest event of the group, or the closest group when the group itself is
// unknown.
func tracepointNotFound(group, event string) *NotFoundError {
	e := &NotFoundError{Msg: fmt.Sprintf("tracepoint not found: tracepoint:%s:%s", group, event)}
	all, err := kernel.Events("")
	if err != nil {
		return e
	}
	var groups, events []string
	seen := map[string]bool{}
	for _, ge := range all {
		g, ev, _ := strings.Cut(ge, ":")
		if g == group {
			events = append(events, ev)
		}
		if !seen[g] {
			seen[g] = true
			groups = append(groups, g)
		}
	}
	if seen[group] {
		if !point.HasWildcard(event) {
			e.Suggestion = source.Suggest(event, events)
		}
		return e
	}
	e.Msg = fmt.Sprintf("tracepoint category not found: %s (in tracepoint:%s:%s)", group, group, event)
	e.Suggestion = source.Suggest(group, groups)
	return e
}

// tracepointTarget names GROUP:EVENT; a syscall's events carry its number
// in Value, which selects them in a shared program (see syscallShared).
func tracepointTarget(group, event string) point.Target {
	t := point.Target{
		Provider: "tracepoint",
		Name:     "tracepoint:" + group + ":" + event,
		Parts:    []string{group, event},
	}
	if _, nr, ok := syscallEvent(group, event); ok {
		t.Value = uint64(nr)
	}
	return t
}

func (tracepointProvider) List(pattern string) ([]point.Target, error) {
	all, err := kernel.Events("")
	if err != nil {
		return nil, err
	}
	var out []point.Target
	for _, ge := range all {
		if pattern == "" || point.Match(pattern, ge) {
			g, e, _ := strings.Cut(ge, ":")
			out = append(out, tracepointTarget(g, e))
		}
	}
	return out, nil
}

func (tracepointProvider) Context(t point.Target, k point.Kernel) (*point.Context, error) {
	if len(t.Parts) != 2 {
		return nil, fmt.Errorf("bad tracepoint target %q", t.Name)
	}
	fields, err := k.TracepointFields(t.Parts[0], t.Parts[1])
	if err != nil {
		return nil, err
	}
	// A syscall's pointer arguments are the caller's user memory.
	// The program runs on a perf event: returning 1 lets the tracepoint's
	// other perf listeners (perf stat, perf record) see the event.
	c := &point.Context{ProgType: ebpf.TracePoint, Fields: fields, UserArgs: t.Parts[0] == "syscalls", PassOn: true}
	if SharedSyscalls {
		c.Shared = syscallShared(t, fields)
	}
	return c, nil
}

// SharedSyscalls, when false, keeps every syscall tracepoint on a perf
// event of its own even where a script names enough of them to share one
// raw_syscalls program (for comparison, and as a way out).
var SharedSyscalls = true

// syscallEvent splits syscalls:sys_enter_NAME and sys_exit_NAME into
// whether it is the exit and the syscall's number.
func syscallEvent(group, event string) (exit bool, nr int, ok bool) {
	if group != "syscalls" {
		return false, 0, false
	}
	name, enter := strings.CutPrefix(event, "sys_enter_")
	if !enter {
		if name, ok = strings.CutPrefix(event, "sys_exit_"); !ok {
			return false, 0, false
		}
	}
	nr, ok = abi.SyscallByEvent(name)
	return !enter, nr, ok
}

// sharedSyscallMin is the fewest syscall tracepoints on one of
// raw_syscalls' events for which one program there is the better way.
// Measured on 6.18 (2 CPUs, shared; opensnoop's 4+4 tracepoints, sonde
// -c true, bench/cmd/eventcost -tools): each tracepoint on a perf event
// costs about 50 ms more to attach and detach (its detach waits for RCU
// grace periods under a kernel mutex), a raw tracepoint about the same
// whatever the number of syscalls it serves. But a raw_syscalls program
// runs on every syscall of the system: sys_enter and sys_exit together
// add 45 ns to each syscall none of the targets is (the exit reads the
// number from pt_regs with a helper), where the perf-attached syscall
// tracepoints add 10 ns; the tool's BPF time per event it traces, with
// the system's other syscalls counted, was 1.7-2.0 times the perf
// events' on a busy machine. From eight syscalls on an event (16
// tracepoints: the 0.8 s saved pays for 20 million syscalls, and a
// wildcard's hundreds take tens of seconds on perf events) one shared
// program is the better way; tools naming a few syscalls (opensnoop's
// four, execsnoop's two) keep their perf events, as in bpftrace.
const sharedSyscallMin = 8

// syscallShared is the context of syscall tracepoint t in a program on
// raw_syscalls' sys_enter (sys_exit): the context is the raw tracepoint's
// (struct pt_regs *regs, long id_or_ret), and the record's fields are
// the registers the kernel fills it from: __syscall_nr is orig_ax
// (truncated to an int), the arguments are the syscall's argument
// registers (8 bytes each), ret is ax. The kernel's syscall tracepoints
// ignore 32-bit syscalls (their numbers are another table's): the program
// skips them by the task's TS_COMPAT status bit, set while one runs. A
// record with a field the registers do not give has no shared context. A
// kernel stack there would start in the program (perf_syscall_enter is
// the top frame of the tracepoint's own): probes taking one keep it.
func syscallShared(t point.Target, fields []point.Field) *point.Context {
	exit, nr, ok := syscallEvent(t.Parts[0], t.Parts[1])
	if !ok || uint64(nr) != t.Value {
		return nil
	}
	shared := make([]point.Field, len(fields))
	for i, f := range fields {
		g := f
		g.PtRegs = true
		switch {
		case f.Name == "__syscall_nr" && f.Offset == 8 && f.Size == 4:
			g.Offset = int(abi.OrigAX.Offset())
		case exit && f.Name == "ret" && f.Offset == 16 && f.Size == 8:
			g.Offset = int(abi.RetReg.Offset())
		case !exit && f.Offset >= 16 && (f.Offset-16)%8 == 0 && (f.Offset-16)/8 < len(abi.SyscallArgRegs) && f.Size == 8 && !f.DataLoc:
			g.Offset = int(abi.SyscallArgRegs[(f.Offset-16)/8].Offset())
		default:
			return nil
		}
		shared[i] = g
	}
	event, key := "sys_enter", point.Field{Name: "id", CType: "long", Offset: 8, Size: 8, Signed: true}
	if exit {
		event, key = "sys_exit", point.Field{Name: "__syscall_nr", CType: "int", Offset: int(abi.OrigAX.Offset()), Size: 4, Signed: true, PtRegs: true}
	}
	return &point.Context{
		ProgType: ebpf.RawTracepoint,
		Fields:   shared,
		UserArgs: true,
		Dispatch: &point.Dispatch{
			Event:     rawTarget("vmlinux", event),
			Key:       key,
			Skip:      &point.TaskFlag{Member: "thread_info.status", Offset: -1, Size: 4, Mask: abi.TSCompat},
			Min:       sharedSyscallMin,
			OwnKstack: true,
		},
	}
}

// Attach opens the tracepoint as a perf event (one event on CPU 0 for all
// tasks: a tracepoint program runs on every CPU whatever the event's CPU)
// and attaches prog to it (see tracepointAttr).
func (tracepointProvider) Attach(t point.Target, prog *ebpf.Program, _ AttachOptions) (io.Closer, error) {
	if len(t.Parts) != 2 {
		return nil, fmt.Errorf("bad tracepoint target %q", t.Name)
	}
	attr, err := tracepointAttr(t.Parts[0], t.Parts[1])
	if err != nil {
		return nil, fmt.Errorf("attach %s: %w", t.Name, err)
	}
	c, err := attachPerfEvents(attr, -1, []int{0}, prog, false)
	if err != nil {
		return nil, fmt.Errorf("attach %s: %w", t.Name, err)
	}
	return c, nil
}

// closeParallelism bounds how many closers CloseAll runs at once. Detaching
// a perf-attached tracepoint waits for RCU grace periods in two steps, each
// serialized by a kernel mutex, and more blocked threads make grace periods
// slower. Measured on 6.18 closing 200 tracepoints: one at a time 24.3 s,
// two at a time 10.2 s, sixteen at a time 15.1 s (360 with one thread each:
// 38 s).
const closeParallelism = 2

// CloseAll closes every closer, closeParallelism at a time, and returns
// their errors joined. Nil closers are skipped.
func CloseAll(closers []io.Closer) error {
	errs := make([]error, len(closers))
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(closeParallelism, len(closers)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				errs[i] = closers[i].Close()
			}
		}()
	}
	for i, c := range closers {
		if c != nil {
			next <- i
		}
	}
	close(next)
	wg.Wait()
	return errors.Join(errs...)
}

// tracepointAttr is the perf event of tracepoint group:event a program is
// attached to. Its program returns 1 (point.Context.PassOn), so the kernel
// goes on to the tracepoint's perf events on the CPU (perf_tp_event): the
// event is left disabled, and is none of them. The kernel registers the
// tracepoint's perf probe, which runs the program, when the event is
// created (perf_trace_init), and puts the event on the CPU's list of the
// tracepoint's events only when it is enabled (perf_trace_add): enabled
// on CPU 0, it cost 15 ns more per event there (bench/cmd/eventcost -cpu
// 0), even as a counting event. It is a counting one all the same (no
// sample period, no PERF_SAMPLE_RAW), should anything enable it.
func tracepointAttr(group, event string) (unix.PerfEventAttr, error) {
	f, err := kernel.Format(group, event)
	if err != nil {
		return unix.PerfEventAttr{}, err
	}
	return unix.PerfEventAttr{Type: unix.PERF_TYPE_TRACEPOINT, Config: uint64(f.ID)}, nil
}

// AttachTracepointCookie attaches prog to tracepoint group:event through a
// BPF link carrying cookie (bpf_get_attach_cookie): one program serves
// many tracepoints, each known by its cookie (sonde stat's counters). The
// event is a counting one, as Attach's; prog should return 1
// (ReturnPassOn) so the tracepoint's other perf listeners see the event.
func AttachTracepointCookie(group, event string, prog *ebpf.Program, cookie uint64) (io.Closer, error) {
	attr, err := tracepointAttr(group, event)
	if err == nil {
		var l io.Closer
		if l, err = attachPerfLink(attr, prog, cookie); err == nil {
			return l, nil
		}
	}
	return nil, fmt.Errorf("attach tracepoint:%s:%s: %w", group, event, err)
}
