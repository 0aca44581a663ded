package ftracecmd

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"sonde/internal/ftrace"
	"sonde/internal/kernel"
	"sonde/internal/tracedat"
)

// event is one decoded event, copied out of its page.
type event struct {
	ev   ftrace.Event
	data []byte
}

// report prints a trace.dat's events as trace-cmd report does: each
// through its print fmt, or with -R every field raw, NAME=VALUE.
func report(args []string, stdout io.Writer) error {
	path := "trace.dat"
	raw := false
	for i := 0; i < len(args); i++ {
		switch {
		case args[i] == "-i" && i+1 < len(args):
			i++
			path = args[i]
		case args[i] == "-R":
			raw = true
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
	ff := newFormatter(f.Cmdlines, f.Kallsyms, f.Printk, f.LongSize, raw)
	var events []event
	for cpu, c := range f.CPUs {
		if c.Data == nil {
			continue
		}
		page := make([]byte, f.PageSize)
		for off := int64(0); off+int64(f.PageSize) <= c.Data.Size(); off += int64(f.PageSize) {
			if _, err := c.Data.ReadAt(page, off); err != nil {
				return fmt.Errorf("cpu %d page at %d: %w", cpu, off, err)
			}
			_, err := hdr.Decode(cpu, page, formats, func(e *ftrace.Event) {
				events = append(events, event{ev: *e, data: append([]byte(nil), e.Data...)})
			})
			if err != nil {
				return fmt.Errorf("cpu %d page at %d: %w", cpu, off, err)
			}
		}
	}
	sort.SliceStable(events, func(i, j int) bool { return events[i].ev.Time < events[j].ev.Time })
	w := bufio.NewWriter(stdout)
	fmt.Fprintf(w, "cpus=%d\n", len(f.CPUs))
	var line []byte
	for i := range events {
		e := &events[i].ev
		e.Data = events[i].data
		line = append(ff.formatEvent(line[:0], e), '\n')
		w.Write(line)
	}
	return w.Flush()
}
