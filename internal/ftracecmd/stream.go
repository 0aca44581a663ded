package ftracecmd

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"sonde/internal/ftrace"
	"sonde/internal/kernel"
)

// streamWindow is how long an event waits before it is printed, for the
// events of other CPUs stamped before it to arrive: within it, the stream
// is in timestamp order across CPUs.
const streamWindow = 100 * time.Millisecond

// stream prints events as they arrive, as trace-cmd stream does, until the
// command exits or Ctrl-C.
func stream(args []string, stdout, stderr io.Writer) error {
	o, err := parseRecord("stream", args)
	if err != nil {
		return err
	}
	probes, pevents, err := addTempProbes(o.probes)
	if err != nil {
		return err
	}
	defer probes.remove() // after s.Close below: enabled events are busy
	o.events = append(o.events, pevents...)
	if err := checkEvents(o); err != nil {
		return err
	}
	s, err := openSession(o)
	if err != nil {
		return err
	}
	defer s.Close()
	// Wake the readers for every event rather than when half a buffer is
	// full: a stream is read live.
	if err := s.SetWakeup(0); err != nil {
		return err
	}
	run, err := startRun(s, o)
	if err != nil {
		return err
	}
	defer run.close()

	hdr := s.Header()
	formats, err := streamFormats(s, o)
	if err != nil {
		return err
	}
	batches := make(chan pageBatch, 256)
	printed := make(chan error, 1)
	go func() { printed <- printStream(batches, stdout, newStreamPrinter(o)) }()

	if err := run.begin(); err != nil {
		close(batches)
		<-printed
		return err
	}
	lossDone := make(chan struct{})
	go func() { reportLoss(run.ctx, s, stderr); close(lossDone) }()
	err = s.Run(run.ctx, func(p ftrace.Page) error {
		// The events point into one copy of the page.
		b := pageBatch{cpu: p.CPU, arrived: time.Now()}
		page := append([]byte(nil), p.Data...)
		_, err := hdr.Decode(p.CPU, page, formats, func(e *ftrace.Event) {
			b.events = append(b.events, *e)
		})
		if err != nil {
			return fmt.Errorf("cpu %d page: %w", p.CPU, err)
		}
		if len(b.events) > 0 {
			batches <- b
		}
		return nil
	})
	close(batches)
	perr := <-printed
	run.cancel()
	<-lossDone
	run.end()
	if err != nil {
		return err
	}
	if perr != nil {
		return perr
	}
	stats, err := s.Stats()
	if err != nil {
		return err
	}
	var lost uint64
	for _, st := range stats {
		lost += st.Lost()
	}
	if lost > 0 {
		fmt.Fprintf(stderr, "sonde ftrace stream: %d events lost in all (buffer full; raise -b)\n", lost)
	}
	return nil
}

// reportLoss reports, every second until ctx ends, the events each CPU's
// buffer lost since the last report (the instance refuses new events when
// full: the kernel counts them as dropped, pages do not flag them).
func reportLoss(ctx context.Context, s *ftrace.Session, stderr io.Writer) {
	seen := map[int]uint64{}
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		stats, err := s.Stats()
		if err != nil {
			continue
		}
		for _, st := range stats {
			if n := st.Lost(); n > seen[st.CPU] {
				fmt.Fprintf(stderr, "sonde ftrace stream: cpu %d: %d events lost\n", st.CPU, n-seen[st.CPU])
				seen[st.CPU] = n
			}
		}
	}
}

// pageBatch is one page's events, in their order, waiting to be printed.
type pageBatch struct {
	cpu     int
	events  []ftrace.Event
	arrived time.Time
}

// cpuQueue is one CPU's pages not yet printed: its events are in
// timestamp order already.
type cpuQueue struct {
	pages []pageBatch
	next  int // the first page's next event
}

func (q *cpuQueue) head() *ftrace.Event {
	if len(q.pages) == 0 {
		return nil
	}
	return &q.pages[0].events[q.next]
}

func (q *cpuQueue) pop() {
	if q.next++; q.next == len(q.pages[0].events) {
		q.pages[0] = pageBatch{}
		q.pages, q.next = q.pages[1:], 0
	}
}

// printStream merges the CPUs' events in timestamp order (the earliest of
// the CPUs' first events next) and prints each once its page has waited
// streamWindow (all of them at the end).
func printStream(batches <-chan pageBatch, stdout io.Writer, sp *streamPrinter) error {
	w := bufio.NewWriter(stdout)
	comms := newCommCache()
	queues := map[int]*cpuQueue{}
	var werr error
	emit := func(all bool) {
		deadline := time.Now().Add(-streamWindow)
		n := 0
		for {
			var q *cpuQueue
			for _, c := range queues {
				if h := c.head(); h != nil && (q == nil || h.Time < q.head().Time ||
					h.Time == q.head().Time && h.CPU < q.head().CPU) {
					q = c
				}
			}
			if q == nil || !all && q.pages[0].arrived.After(deadline) {
				break
			}
			if werr == nil {
				e := q.head()
				comms.ensure(e.PID())
				w.WriteString(sp.format(e, comms.m))
				w.WriteByte('\n')
			}
			q.pop()
			n++
		}
		if n > 0 && werr == nil {
			werr = w.Flush()
		}
	}
	tick := time.NewTicker(streamWindow / 4)
	defer tick.Stop()
	for {
		select {
		case b, ok := <-batches:
			if !ok {
				emit(true)
				return werr
			}
			q := queues[b.cpu]
			if q == nil {
				q = &cpuQueue{}
				queues[b.cpu] = q
			}
			q.pages = append(q.pages, b)
			emit(false)
		case <-tick.C:
			emit(false)
		}
	}
}

// commCache names the pids of a live stream: /proc/PID/comm while the
// process lives, else the kernel's saved_cmdlines (read again, at most
// every streamWindow, for a pid it lacks). A name found is kept for the
// rest of the stream.
type commCache struct {
	m     map[int]string // names given
	saved map[int]string // saved_cmdlines, as last read
	read  time.Time
}

func newCommCache() *commCache { return &commCache{m: map[int]string{}} }

func (c *commCache) reload() {
	c.read = time.Now()
	root, err := kernel.EnsureTracefs()
	if err != nil {
		return
	}
	if b, err := os.ReadFile(filepath.Join(root, "saved_cmdlines")); err == nil {
		c.saved = parseCmdlines(b)
	}
}

func (c *commCache) ensure(pid int) {
	if _, ok := c.m[pid]; ok || pid <= 0 {
		return
	}
	if b, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "comm")); err == nil {
		c.m[pid] = strings.TrimSuffix(string(b), "\n")
		return
	}
	if _, ok := c.saved[pid]; !ok && time.Since(c.read) >= streamWindow {
		c.reload()
	}
	if comm, ok := c.saved[pid]; ok {
		c.m[pid] = comm
	}
}
