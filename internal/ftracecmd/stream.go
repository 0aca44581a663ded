package ftracecmd

import (
	"bufio"
	"container/heap"
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

// streamFormat is the one place stream formats an event: report's
// per-event formatter.
func streamFormat(e *ftrace.Event, comms map[int]string) string { return formatEvent(e, comms) }

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

	batches := make(chan []streamEvent, 256)
	printed := make(chan error, 1)
	go func() { printed <- printStream(batches, stdout) }()

	if err := run.begin(); err != nil {
		close(batches)
		<-printed
		return err
	}
	lossDone := make(chan struct{})
	go func() { reportLoss(run.ctx, s, stderr); close(lossDone) }()
	hdr, formats := s.Header(), s.Formats()
	err = s.Run(run.ctx, func(p ftrace.Page) error {
		now := time.Now()
		var batch []streamEvent
		_, err := hdr.Decode(p.CPU, p.Data, formats, func(e *ftrace.Event) {
			ev := *e
			ev.Data = append([]byte(nil), e.Data...)
			batch = append(batch, streamEvent{ev: ev, arrived: now})
		})
		if err != nil {
			return fmt.Errorf("cpu %d page: %w", p.CPU, err)
		}
		if len(batch) > 0 {
			batches <- batch
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

// streamEvent is an event waiting in the merge, with its own copy of its
// record and when it was read.
type streamEvent struct {
	ev      ftrace.Event
	arrived time.Time
	seq     uint64
}

// printStream merges the CPUs' events in timestamp order and prints each
// once it has waited streamWindow (all of them at the end).
func printStream(batches <-chan []streamEvent, stdout io.Writer) error {
	w := bufio.NewWriter(stdout)
	comms := newCommCache()
	var q eventHeap
	var seq uint64
	var werr error
	emit := func(all bool) {
		deadline := time.Now().Add(-streamWindow)
		n := 0
		for q.Len() > 0 && (all || !q[0].arrived.After(deadline)) {
			se := heap.Pop(&q).(streamEvent)
			if werr == nil {
				comms.ensure(se.ev.PID())
				w.WriteString(streamFormat(&se.ev, comms.m))
				w.WriteByte('\n')
			}
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
			for _, se := range b {
				se.seq = seq
				seq++
				heap.Push(&q, se)
			}
			emit(false)
		case <-tick.C:
			emit(false)
		}
	}
}

// eventHeap orders waiting events by timestamp, then by arrival.
type eventHeap []streamEvent

func (h eventHeap) Len() int { return len(h) }
func (h eventHeap) Less(i, j int) bool {
	if h[i].ev.Time != h[j].ev.Time {
		return h[i].ev.Time < h[j].ev.Time
	}
	return h[i].seq < h[j].seq
}
func (h eventHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *eventHeap) Push(x any)   { *h = append(*h, x.(streamEvent)) }
func (h *eventHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
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
