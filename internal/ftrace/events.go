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

// RunEvents reads every online CPU's trace_pipe_raw and calls fn for each
// event, in timestamp order across the CPUs, in this goroutine, until ctx
// ends or fn returns an error; it then stops recording, hands fn what the
// buffers still hold and returns nil, or fn's error unchanged (a sentinel
// of the caller's ends reading at once). round, when not nil, is called
// after each round of reads has been handed out (where a front end flushes
// its output), with whether a page said the kernel lost events before it
// (Stats counts them); its error ends reading as fn's does.
//
// The events are merged as the text trace_pipe merges them: the reader
// waits in poll(2) on every CPU's trace_pipe_raw (SetBufferPercent decides
// when the kernel wakes it), then reads each CPU's buffer empty and hands
// out, oldest first, the events stamped before the round began; those
// stamped later wait for the next round, which follows at once, as an
// event of a CPU read earlier in the round may fall between them. That
// needs a clock user space reads too: with "mono", "mono_raw", "boot" or
// "tai" (SetClock) the order is the kernel's; with another each round is
// merged alone.
//
// The Event and its Data are valid during fn only.
func (s *Session) RunEvents(ctx context.Context, fn func(*Event) error, round func(lost bool) error) error {
	cpus, err := kernel.OnlineCPUs()
	if err != nil {
		return err
	}
	clock := int32(-1)
	if name, err := s.Clock(); err == nil {
		if id, ok := clockIDs[name]; ok {
			clock = id
		}
	}
	var p [2]int
	if err := unix.Pipe2(p[:], unix.O_CLOEXEC|unix.O_NONBLOCK); err != nil {
		return fmt.Errorf("stop pipe: %w", err)
	}
	stopR, stopW := p[0], p[1]
	defer unix.Close(stopR)
	done := make(chan struct{})
	defer close(done)
	go func() {
		select {
		case <-ctx.Done():
		case <-done:
		}
		unix.Close(stopW)
	}()

	q := make([]cpuQueue, len(cpus))
	for i := range q {
		q[i].fd = -1
	}
	pfds := make([]unix.PollFd, 0, len(cpus)+1)
	defer func() {
		for _, c := range q {
			if c.fd >= 0 {
				unix.Close(c.fd)
			}
		}
	}()
	for i, c := range cpus {
		path := filepath.Join(s.inst.Dir, "per_cpu", fmt.Sprintf("cpu%d", c), "trace_pipe_raw")
		fd, err := unix.Open(path, unix.O_RDONLY|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
		if err != nil {
			return fmt.Errorf("open cpu %d trace_pipe_raw: %w", c, err)
		}
		q[i] = cpuQueue{cpu: c, fd: fd}
		pfds = append(pfds, unix.PollFd{Fd: int32(fd), Events: unix.POLLIN})
	}
	pfds = append(pfds, unix.PollFd{Fd: int32(stopR), Events: unix.POLLIN})
	page := make([]byte, s.PageSize())

	stopping, held := false, false
	for {
		if !stopping && !held {
			if _, err := unix.Poll(pfds, -1); err != nil && err != unix.EINTR {
				return fmt.Errorf("poll trace_pipe_raw: %w", err)
			}
			if pfds[len(cpus)].Revents != 0 {
				stopping = true
				if err := s.Stop(); err != nil {
					return err
				}
			}
		}
		// Every event stamped before mark is in a buffer by the time the
		// reads below look (but for one being written at that instant).
		mark := uint64(math.MaxUint64)
		if clock >= 0 && !stopping {
			var ts unix.Timespec
			if err := unix.ClockGettime(clock, &ts); err == nil {
				mark = uint64(ts.Nano())
			}
		}
		lost := false
		for i := range q {
			l, err := q[i].read(s.header, page, s.formats)
			if err != nil {
				return err
			}
			lost = lost || l
		}
		if held, err = merge(q, mark, fn); err != nil {
			return err
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

// cpuQueue is one CPU's trace_pipe_raw and the events read from it not yet
// handed out, their records copied into data.
type cpuQueue struct {
	cpu  int
	fd   int
	evs  []queued
	head int
	data []byte
}

type queued struct {
	time   uint64
	format *kernel.EventFormat
	off, n int
}

// read reads the CPU's buffer empty, queueing its events. It reports
// whether a page said events were lost before it.
func (c *cpuQueue) read(h PageHeader, page []byte, formats map[uint16]*kernel.EventFormat) (lost bool, err error) {
	for {
		n, err := unix.Read(c.fd, page)
		switch {
		case err == unix.EINTR:
			continue
		case err == unix.EAGAIN || err == nil && n == 0:
			return lost, nil
		case err != nil:
			return lost, fmt.Errorf("read cpu %d trace_pipe_raw: %w", c.cpu, err)
		}
		info, err := h.Decode(c.cpu, page[:n], formats, func(e *Event) {
			c.evs = append(c.evs, queued{time: e.Time, format: e.Format, off: len(c.data), n: len(e.Data)})
			c.data = append(c.data, e.Data...)
		})
		if err != nil {
			return lost, fmt.Errorf("cpu %d trace_pipe_raw: %w", c.cpu, err)
		}
		lost = lost || info.Missed
	}
}

// merge hands fn the queued events stamped up to mark, oldest first (a
// CPU's own events are in order already), and keeps the rest. It reports
// whether any are kept.
func merge(q []cpuQueue, mark uint64, fn func(*Event) error) (held bool, err error) {
	var ev Event
	for {
		best := -1
		for i := range q {
			c := &q[i]
			if c.head < len(c.evs) && c.evs[c.head].time <= mark && (best < 0 || c.evs[c.head].time < q[best].evs[q[best].head].time) {
				best = i
			}
		}
		if best < 0 {
			break
		}
		c := &q[best]
		e := c.evs[c.head]
		c.head++
		ev = Event{CPU: c.cpu, Time: e.time, Format: e.format, Data: c.data[e.off : e.off+e.n]}
		if err := fn(&ev); err != nil {
			return false, err
		}
	}
	for i := range q {
		c := &q[i]
		rest := c.evs[c.head:]
		if len(rest) == 0 {
			c.evs, c.data, c.head = c.evs[:0], c.data[:0], 0
			continue
		}
		held = true
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
