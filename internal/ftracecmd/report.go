package ftracecmd

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"sonde/internal/ftrace"
	"sonde/internal/kernel"
	"sonde/internal/tracedat"
)

// report prints a trace.dat's events as trace-cmd report does: each
// through its print fmt, or with -R every field raw, NAME=VALUE.
func report(args []string, stdout io.Writer) error {
	path := "trace.dat"
	raw := false
	var fo funcOpts
	jsonOut := ""
	stat := false
	for i := 0; i < len(args); i++ {
		switch {
		case args[i] == "--stat":
			stat = true
		case args[i] == "-i" && i+1 < len(args):
			i++
			path = args[i]
		case args[i] == "-o":
			if i++; i == len(args) {
				return usagef("-o needs a file name")
			}
			jsonOut = args[i]
		case args[i] == "-R":
			raw = true
		case args[i] == "-O" && i+1 < len(args):
			i++
			if err := fo.set(args[i]); err != nil {
				return err
			}
		case strings.HasPrefix(args[i], "-"):
			return usagef("unknown flag %s", args[i])
		default:
			path = args[i]
		}
	}
	fh, err := os.Open(path)
	if err != nil {
		return usagef("%v", err)
	}
	defer fh.Close()
	fi, err := fh.Stat()
	if err != nil {
		return err
	}
	f, err := tracedat.Read(fh, fi.Size())
	if err != nil {
		return usagef("%v", err)
	}
	if stat {
		return reportStats(f, stdout)
	}
	hdr, err := ftrace.ParsePageHeader(f.HeaderPage)
	if err != nil {
		// libtraceevent's default layout, as trace-cmd falls back to it:
		// a u64 timestamp, a long commit word, then the data.
		ls := f.LongSize
		if ls != 4 {
			ls = 8
		}
		hdr = ftrace.PageHeader{TimestampSize: 8, CommitOff: 8, CommitSize: ls, DataOff: 8 + ls, DataSize: f.PageSize - 8 - ls}
	}
	formats := map[uint16]*kernel.EventFormat{}
	for _, text := range f.Ftrace {
		ef, err := kernel.ParseFormat(text)
		if err != nil {
			return fmt.Errorf("ftrace format: %w", err)
		}
		ef.Group = "ftrace"
		formats[uint16(ef.ID)] = ef
	}
	for _, s := range f.Systems {
		for _, text := range s.Formats {
			ef, err := kernel.ParseFormat(text)
			if err != nil {
				return fmt.Errorf("%s format: %w", s.Name, err)
			}
			ef.Group = s.Name
			formats[uint16(ef.ID)] = ef
		}
	}
	var events []ftrace.Event // for -o: the JSON needs them all
	if jsonOut != "" {
		err := eachEvent(f, hdr, formats, func(e *ftrace.Event, _ func() *ftrace.Event) bool {
			ev := *e
			ev.Data = append([]byte(nil), e.Data...)
			events = append(events, ev)
			return false
		})
		if err != nil {
			return err
		}
		return writePerfetto(jsonOut, f, events, parseCmdlines(f.Cmdlines))
	}
	ff := newFormatter(f.Cmdlines, f.Kallsyms, f.Printk, f.LongSize, raw, fo)
	w := bufio.NewWriter(stdout)
	fmt.Fprintf(w, "cpus=%d\n", len(f.CPUs))
	var line []byte
	err = eachEvent(f, hdr, formats, func(e *ftrace.Event, peek func() *ftrace.Event) bool {
		var took bool
		line, took = ff.formatEvent(line[:0], e, peek)
		w.Write(append(line, '\n'))
		return took
	})
	if ferr := w.Flush(); err == nil {
		err = ferr
	}
	return err
}

// eachEvent hands fn the file's events in time order, merging the CPUs'
// streams as trace-cmd does: the earliest next event first, the lowest
// CPU on a tie. Only a page per CPU is held at a time; an event's Data is
// valid during the call. peek returns the event after e (nil at the end)
// for fn to look at, as tracecmd_peek_next_data does; fn returns true when
// it took that event in too, which is then skipped.
func eachEvent(f *tracedat.File, hdr ftrace.PageHeader, formats map[uint16]*kernel.EventFormat, fn func(e *ftrace.Event, peek func() *ftrace.Event) bool) error {
	streams := make([]*cpuStream, 0, len(f.CPUs))
	for cpu, c := range f.CPUs {
		if c.Data != nil {
			streams = append(streams, &cpuStream{cpu: cpu, data: c.Data, pageSize: f.PageSize, hdr: hdr, formats: formats})
		}
	}
	earliest := func() (*cpuStream, error) {
		var next *cpuStream
		for _, s := range streams {
			ok, err := s.fill()
			if err != nil {
				return nil, err
			}
			if ok && (next == nil || s.events[s.i].Time < next.events[next.i].Time) {
				next = s
			}
		}
		return next, nil
	}
	for {
		next, err := earliest()
		if err != nil || next == nil {
			return err
		}
		// A copy: peeking may read the CPU's next page over s.events.
		e := next.events[next.i]
		next.i++
		var peeked *cpuStream
		var peekErr error
		peek := func() *ftrace.Event {
			if peeked, peekErr = earliest(); peeked == nil {
				return nil
			}
			return &peeked.events[peeked.i]
		}
		if fn(&e, peek) && peeked != nil {
			peeked.i++
		}
		if peekErr != nil {
			return peekErr
		}
	}
}

// parseCmdlines reads saved_cmdlines' "PID COMM" lines into a map (the
// JSON's thread names; a live stream's comms).
func parseCmdlines(text []byte) map[int]string {
	m := map[int]string{}
	for _, l := range strings.Split(string(text), "\n") {
		p, c, ok := strings.Cut(l, " ")
		if !ok {
			continue
		}
		if pid, err := strconv.Atoi(p); err == nil {
			m[pid] = c
		}
	}
	return m
}

// cpuStream reads one CPU's pages a page at a time.
type cpuStream struct {
	cpu      int
	data     *io.SectionReader
	off      int64
	pageSize int
	hdr      ftrace.PageHeader
	formats  map[uint16]*kernel.EventFormat
	events   []ftrace.Event // the current page's, Data pointing into it
	i        int
}

// fill makes s.events[s.i] the stream's next event; false at its end.
func (s *cpuStream) fill() (bool, error) {
	for s.i >= len(s.events) {
		if s.off+int64(s.pageSize) > s.data.Size() {
			return false, nil
		}
		page := make([]byte, s.pageSize)
		if _, err := s.data.ReadAt(page, s.off); err != nil {
			return false, fmt.Errorf("cpu %d page at %d: %w", s.cpu, s.off, err)
		}
		s.events, s.i = s.events[:0], 0
		_, err := s.hdr.Decode(s.cpu, page, s.formats, func(e *ftrace.Event) {
			s.events = append(s.events, *e)
		})
		if err != nil {
			return false, fmt.Errorf("cpu %d page at %d: %w", s.cpu, s.off, err)
		}
		s.off += int64(s.pageSize)
	}
	return true, nil
}
