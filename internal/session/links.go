package session

import (
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

// Detach closes every closer, a few at a time: detaching a perf-event
// tracepoint waits for RCU grace periods (about 50 ms each), and one after
// the other hundreds of them would take many seconds. Nil closers are
// skipped; the errors are joined.
func Detach[C io.Closer](closers []C) error {
	cs := make([]io.Closer, 0, len(closers))
	for _, c := range closers {
		cs = append(cs, c)
	}
	return probe.CloseAll(cs)
}
