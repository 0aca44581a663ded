package session

import (
	"errors"
	"io"
	"sync"

	"sonde/internal/probe"
)

// Links are the attached probes of a session. Probes may be added from
// several goroutines (attaching in parallel) while records are read.
type Links struct {
	mu sync.Mutex
	l  []io.Closer
}

// Add records an attached probe; it is detached by Detach.
func (ls *Links) Add(c io.Closer) {
	ls.mu.Lock()
	ls.l = append(ls.l, c)
	ls.mu.Unlock()
}

// Each calls f on every probe attached so far.
func (ls *Links) Each(f func(io.Closer)) {
	ls.mu.Lock()
	defer ls.mu.Unlock()
	for _, c := range ls.l {
		f(c)
	}
}

// Detach detaches every probe (see Detach) and forgets them: a second
// call does nothing.
func (ls *Links) Detach() error {
	ls.mu.Lock()
	defer ls.mu.Unlock()
	err := Detach(ls.l)
	ls.l = nil
	return err
}

// allAtOnce is how many closers Detach closes all at once. Closers of
// different kinds (uprobes, tracepoints, perf events) wait for different
// grace periods, which overlap: ltrace's five links detach in 245 ms all at
// once, 307 ms two at a time; a script's six tracepoints and an interval in
// 330 ms against 450 ms. Six tracepoints alone take as long either way.
const allAtOnce = 8

// Detach closes every closer concurrently: detaching a perf-event
// tracepoint waits for RCU grace periods (about 50 ms each), and one after
// the other hundreds of them would take many seconds. Up to allAtOnce are
// closed all at once; more go through probe.CloseAll, a few at a time, as
// many threads blocked in grace periods make them slower. Nil closers are
// skipped; the errors are joined.
func Detach[C io.Closer](closers []C) error {
	cs := make([]io.Closer, 0, len(closers))
	for _, c := range closers {
		cs = append(cs, c)
	}
	if len(cs) > allAtOnce {
		return probe.CloseAll(cs)
	}
	errs := make([]error, len(cs))
	var wg sync.WaitGroup
	for i, c := range cs {
		if c == nil {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = c.Close()
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}
