package ftrace

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"golang.org/x/sys/unix"

	"sonde/internal/kernel"
)

// SetBufferPercent sets how full a CPU's buffer must be before its
// trace_pipe_raw reader is woken (buffer_percent): 0 wakes it on every
// event, for front ends that act on each event as it comes; the kernel's
// default, 50, suits recording. A kernel without the file (before 5.1)
// wakes on every event already.
func (s *Session) SetBufferPercent(p int) error {
	err := s.write("buffer_percent", strconv.Itoa(p))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	return err
}

// SetClock selects the instance's trace clock (trace_clock: "local",
// "global", "mono", "boot", ...). Set it before Start: the kernel empties
// the buffers when the clock changes.
func (s *Session) SetClock(name string) error {
	if err := s.write("trace_clock", name); err != nil {
		return fmt.Errorf("set trace clock %s: %w", name, err)
	}
	return nil
}

// Clock returns the instance's trace clock, the bracketed name in
// trace_clock.
func (s *Session) Clock() (string, error) {
	b, err := os.ReadFile(filepath.Join(s.inst.Dir, "trace_clock"))
	if err != nil {
		return "", err
	}
	_, rest, ok := strings.Cut(string(b), "[")
	name, _, ok2 := strings.Cut(rest, "]")
	if !ok || !ok2 {
		return "", fmt.Errorf("trace_clock %q names no clock in use", strings.TrimSpace(string(b)))
	}
	return name, nil
}

// clockIDs are the trace clocks user space can read too.
var clockIDs = map[string]int32{
	"mono":     unix.CLOCK_MONOTONIC,
	"mono_raw": unix.CLOCK_MONOTONIC_RAW,
	"boot":     unix.CLOCK_BOOTTIME,
	"tai":      unix.CLOCK_TAI,
}

// AddFormats adds formats RunEvents decodes records with besides the
// enabled events' (Formats): the ftrace system's, whose records a tracer
// writes without an event enabled.
func (s *Session) AddFormats(formats map[uint16]*kernel.EventFormat) {
	for id, f := range formats {
		if _, ok := s.formats[id]; !ok {
			s.formats[id] = f
		}
	}
}

// mergeWindow is how long, with a trace clock user space cannot read, an
// event RunEvents has read waits for the events of other CPUs stamped
// before it: the text trace_pipe's order within it, as trace-cmd stream.
const mergeWindow = 100 * time.Millisecond

// lossCheck is how often at most RunEvents reads the buffers' stats for
// events lost: a buffer that refuses events when full (Options.Overwrite
// off) flags no page, only counts them.
const lossCheck = time.Second

// RunEvents reads every online CPU's trace_pipe_raw and calls fn for each
// event, in timestamp order across the CPUs, in this goroutine, until ctx
// ends (recording stops then), hands fn what the buffers still hold and
// returns nil; or it returns fn's error unchanged (a sentinel of the
// caller's ends reading at once). round, when not nil, is called
// after each round of reads has been handed out (where a front end flushes
// its output), with whether the buffers lost events since the last round
// that said so (a page flagged it, or Stats, read at most every lossCheck
// and at the end, counts more); its error ends reading as fn's does.
//
// The events are merged as the text trace_pipe merges them: the reader
// waits in poll(2) on every CPU's trace_pipe_raw (SetBufferPercent decides
// when the kernel wakes it), then reads each CPU's buffer empty and hands
// out, oldest first, the events stamped before the round began; those
// stamped later wait for the next round, which follows at once, as an
// event of a CPU read earlier in the round may fall between them. That
// needs a clock user space reads too, "mono", "mono_raw", "boot" or "tai"
// (SetClock): the order is then the kernel's. With another clock an event
// waits mergeWindow after it was read instead. A CPU whose events waiting
// in user space fill a buffer's worth is not read until fn takes some:
// a reader slower than the kernel leaves the rest to its buffer, which
// counts what it cannot keep.
//
// The Event and its Data are valid during fn only.
func (s *Session) RunEvents(ctx context.Context, fn func(*Event) error, round func(lost bool) error) error {
	clock := int32(-1)
	if name, err := s.Clock(); err == nil {
		if id, ok := clockIDs[name]; ok {
			clock = id
		}
	}
	files, err := s.openCPUFiles()
	if err != nil {
		return err
	}
	defer files.close()
	done := make(chan struct{})
	defer close(done)
	go func() {
		select {
		case <-ctx.Done():
			s.Stop() // at once: what the buffers hold is what is left
		case <-done:
		}
		files.stop()
	}()

	q := make([]cpuQueue, len(files.cpus))
	for i, c := range files.cpus {
		q[i] = cpuQueue{cpu: c, fd: files.fds[i]}
	}
	pfds := files.pollFds(files.fds...)
	page := make([]byte, s.PageSize())
	limit := s.bufferBytes()
	start := time.Now()
	var checked time.Duration = -lossCheck
	var counted uint64 // events the stats said were lost
	stopping, wait := false, -1
	for {
		if !stopping {
			if stopping, err = poll(pfds, wait, "trace_pipe_raw"); err != nil {
				return err
			}
			if stopping {
				if err := s.Stop(); err != nil {
					return err
				}
			}
		}
		// Every event stamped up to mark is in a buffer by the time the
		// reads below look (but for one being written at that instant);
		// without a clock to say so, every event read by ripe has waited
		// mergeWindow.
		now := time.Since(start)
		mark, ripe := uint64(0), now-mergeWindow
		if stopping {
			mark = math.MaxUint64
		} else if clock >= 0 {
			var ts unix.Timespec
			if err := unix.ClockGettime(clock, &ts); err == nil {
				mark, ripe = uint64(ts.Nano()), -1
			}
		}
		lost := false
		for i := range q {
			if !stopping && len(q[i].data) >= limit {
				continue // the rest waits in the kernel's buffer
			}
			l, err := q[i].read(s.header, page, s.formats, now)
			if err != nil {
				return err
			}
			lost = lost || l
		}
		if stopping || now-checked >= lossCheck {
			checked = now
			if st, err := s.Stats(); err == nil {
				var n uint64
				for _, c := range st {
					n += c.Lost()
				}
				lost = lost || n > counted
				counted = n
			}
		}
		held, err := merge(q, mark, ripe, s.formats, fn)
		if err != nil {
			return err
		}
		// A CPU holding a buffer's worth is not polled either.
		for i := range q {
			pfds[i].Fd = int32(q[i].fd)
			if len(q[i].data) >= limit {
				pfds[i].Fd = -1
			}
		}
		switch {
		case held < 0:
			wait = -1
		case ripe < 0:
			wait = 0 // a later mark lets it out
		default:
			wait = int((held + mergeWindow - time.Since(start) + time.Millisecond - 1) / time.Millisecond)
			wait = max(wait, 1)
		}
		if round != nil {
			if err := round(lost); err != nil {
				return err
			}
		}
		if stopping {
			return nil
		}
	}
}

// bufferBytes is the size of a CPU's buffer (buffer_size_kb), at least a
// page's.
func (s *Session) bufferBytes() int {
	n := 0
	if b, err := os.ReadFile(filepath.Join(s.inst.Dir, "buffer_size_kb")); err == nil {
		f := strings.Fields(string(b))
		if len(f) > 0 {
			n, _ = strconv.Atoi(f[0])
		}
	}
	return max(n<<10, s.PageSize())
}

// cpuQueue is one CPU's trace_pipe_raw and the events read from it not yet
// handed out, their records copied into data.
type cpuQueue struct {
	cpu  int
	fd   int
	evs  []queued
	head int
	data []byte
}

// queued is an event in its CPU's queue; it holds no pointer, for the
// garbage collector to skip the queues (the format is looked up again).
type queued struct {
	time    uint64
	arrived time.Duration // when read, since RunEvents began
	off, n  int
}

// read reads the CPU's buffer empty, queueing its events as arrived. It
// reports whether a page said events were lost before it.
func (c *cpuQueue) read(h PageHeader, page []byte, formats map[uint16]*kernel.EventFormat, arrived time.Duration) (lost bool, err error) {
	err = readPages(c.cpu, c.fd, len(page), page, func(data []byte) error {
		info, err := h.Decode(c.cpu, data, formats, func(e *Event) {
			c.evs = append(c.evs, queued{time: e.Time, arrived: arrived, off: len(c.data), n: len(e.Data)})
			c.data = append(c.data, e.Data...)
		})
		if err != nil {
			return fmt.Errorf("cpu %d trace_pipe_raw: %w", c.cpu, err)
		}
		lost = lost || info.Missed
		return nil
	})
	return lost, err
}

// merge hands fn the queued events, oldest first (a CPU's own events are
// in order already), while the oldest is stamped up to mark or was read
// by ripe, and keeps the rest. It returns when the oldest kept one was
// read, -1 when none is kept.
func merge(q []cpuQueue, mark uint64, ripe time.Duration, formats map[uint16]*kernel.EventFormat, fn func(*Event) error) (held time.Duration, err error) {
	var ev Event
	held = -1
	for {
		best := -1
		for i := range q {
			c := &q[i]
			if c.head < len(c.evs) && (best < 0 || c.evs[c.head].time < q[best].evs[q[best].head].time) {
				best = i
			}
		}
		if best < 0 {
			break
		}
		c := &q[best]
		e := c.evs[c.head]
		if e.time > mark && e.arrived > ripe {
			held = e.arrived
			break
		}
		c.head++
		ev = Event{CPU: c.cpu, Time: e.time, Data: c.data[e.off : e.off+e.n]}
		ev.Format = formats[ev.ID()]
		if err := fn(&ev); err != nil {
			return -1, err
		}
	}
	for i := range q {
		c := &q[i]
		rest := c.evs[c.head:]
		if len(rest) == 0 {
			c.evs, c.data, c.head = c.evs[:0], c.data[:0], 0
			continue
		}
		if c.head == 0 {
			continue
		}
		// Move the kept events' records to the front.
		base := rest[0].off
		c.data = c.data[:copy(c.data, c.data[base:])]
		for j := range rest {
			rest[j].off -= base
		}
		c.evs = c.evs[:copy(c.evs, rest)]
		c.head = 0
	}
	return held, nil
}
