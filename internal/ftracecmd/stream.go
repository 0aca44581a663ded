package ftracecmd

import (
	"bufio"
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

// stream prints events as they arrive, as trace-cmd stream does, until the
// command exits or Ctrl-C.
func stream(args []string, stdout, stderr io.Writer) error {
	o, err := parseRecord("stream", args)
	if err != nil {
		return err
	}
	probes, err := prepareEvents(o)
	if err != nil {
		return err
	}
	defer probes.remove() // after s.Close below: enabled events are busy
	s, err := openSession(o)
	if err != nil {
		return err
	}
	defer s.Close()
	// Wake the reader for every event rather than when half a buffer is
	// full: a stream is read live.
	if err := s.SetBufferPercent(0); err != nil {
		return err
	}
	run, err := startRun(s, o)
	if err != nil {
		return err
	}
	defer run.close()
	formats, err := streamFormats(s, o)
	if err != nil {
		return err
	}
	s.AddFormats(formats)
	sp := newStreamPrinter(o)
	if err := run.begin(); err != nil {
		return err
	}
	w := bufio.NewWriter(stdout)
	comms := newCommCache()
	lost := map[int]uint64{} // by CPU, as last reported
	err = s.RunEvents(run.ctx, func(e *ftrace.Event) error {
		comms.ensure(e.PID())
		w.WriteString(sp.format(e, comms.m))
		return w.WriteByte('\n')
	}, func(l bool) error {
		if l {
			reportLoss(s, lost, stderr)
		}
		return w.Flush()
	})
	run.end()
	if err != nil {
		return err
	}
	var all uint64
	for _, n := range lost {
		all += n
	}
	if all > 0 {
		fmt.Fprintf(stderr, "sonde ftrace stream: %d events lost in all (buffer full; raise -b)\n", all)
	}
	return nil
}

// reportLoss reports the events each CPU's buffer lost since the last
// report (lost holds what was reported).
func reportLoss(s *ftrace.Session, lost map[int]uint64, stderr io.Writer) {
	stats, err := s.Stats()
	if err != nil {
		return
	}
	for _, st := range stats {
		if n := st.Lost(); n > lost[st.CPU] {
			fmt.Fprintf(stderr, "sonde ftrace stream: cpu %d: %d events lost\n", st.CPU, n-lost[st.CPU])
			lost[st.CPU] = n
		}
	}
}

// commReload is how often at most commCache reads saved_cmdlines.
const commReload = 100 * time.Millisecond

// commCache names the pids of a live stream: /proc/PID/comm while the
// process lives, else the kernel's saved_cmdlines (read again, at most
// every commReload, for a pid it lacks). A name found is kept for the
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
	if _, ok := c.saved[pid]; !ok && time.Since(c.read) >= commReload {
		c.reload()
	}
	if comm, ok := c.saved[pid]; ok {
		c.m[pid] = comm
	}
}
