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

func tracepointTarget(group, event string) point.Target {
	return point.Target{
		Provider: "tracepoint",
		Name:     "tracepoint:" + group + ":" + event,
		Parts:    []string{group, event},
	}
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
	return &point.Context{ProgType: ebpf.TracePoint, Fields: fields, UserArgs: t.Parts[0] == "syscalls"}, nil
}

// Attach opens the tracepoint as a perf event (one event on CPU 0 for all
// tasks: a tracepoint program runs on every CPU whatever the event's CPU)
// and attaches prog to it.
func (tracepointProvider) Attach(t point.Target, prog *ebpf.Program, _ AttachOptions) (io.Closer, error) {
	if len(t.Parts) != 2 {
		return nil, fmt.Errorf("bad tracepoint target %q", t.Name)
	}
	f, err := kernel.Format(t.Parts[0], t.Parts[1])
	if err != nil {
		return nil, fmt.Errorf("attach %s: %w", t.Name, err)
	}
	attr := unix.PerfEventAttr{
		Type:        unix.PERF_TYPE_TRACEPOINT,
		Config:      uint64(f.ID),
		Sample_type: unix.PERF_SAMPLE_RAW,
		Sample:      1,
		Wakeup:      1,
	}
	c, err := attachPerfEvents(attr, -1, []int{0}, prog)
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
