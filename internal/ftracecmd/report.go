package ftracecmd

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
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

// report prints a trace.dat's events in trace-cmd report -R's form: every
// field raw, NAME=VALUE.
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
		return fmt.Errorf("header_page: %w", err)
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
			formats[uint16(ef.ID)] = ef
		}
	}
	comms := parseCmdlines(f.Cmdlines)
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
	if jsonOut != "" {
		return writePerfetto(jsonOut, f, events, comms)
	}
	w := bufio.NewWriter(stdout)
	fp := newFuncPrinter(f.Kallsyms, fo)
	for i := 0; i < len(events); i++ {
		e := &events[i].ev
		e.Data = events[i].data
		if !raw {
			if text, skip, ok := fp.text(events, i); ok {
				w.WriteString(eventPrefix(e, comms))
				w.WriteString(text)
				w.WriteByte('\n')
				i += skip
				continue
			}
		}
		w.WriteString(formatEvent(e, comms))
		w.WriteByte('\n')
	}
	return w.Flush()
}

// formatEvent is one line as trace-cmd report -R prints it:
// "COMM-PID [CPU] SECS.USECS: NAME: FIELD=VALUE ...".
func formatEvent(e *ftrace.Event, comms map[int]string) string {
	var b strings.Builder
	b.WriteString(eventPrefix(e, comms))
	if e.Format == nil {
		fmt.Fprintf(&b, "[UNKNOWN EVENT %d]", e.ID())
		return b.String()
	}
	for _, fd := range e.Format.Fields {
		b.WriteString(" ")
		b.WriteString(fd.Name)
		b.WriteByte('=')
		b.WriteString(rawValue(e, &fd))
	}
	return b.String()
}

// eventPrefix is what trace-cmd report prints before an event's fields:
// "COMM-PID [CPU] SECS.USECS: NAME:" padded to the fields' column.
func eventPrefix(e *ftrace.Event, comms map[int]string) string {
	pid := e.PID()
	comm, ok := comms[pid]
	if !ok {
		comm = "<...>"
	}
	if pid == 0 {
		comm = "<idle>"
	}
	var b strings.Builder
	us := (e.Time + 500) / 1000 // trace-cmd rounds to the microsecond
	fmt.Fprintf(&b, "%16s-%-5d [%03d] %5d.%06d: ", comm, pid, e.CPU, us/1e6, us%1e6)
	if e.Format != nil {
		fmt.Fprintf(&b, "%-20s  ", e.Format.Event+":")
	}
	return b.String()
}

// rawValue prints a field as libtraceevent's raw mode prints syscall
// events' fields: strings as text, signed integers in decimal, unsigned
// ones and pointers as 0x%08x.
func rawValue(e *ftrace.Event, fd *kernel.FormatField) string {
	if strings.Contains(fd.CType, "char") && (fd.DataLoc || fd.RelLoc || strings.Contains(fd.CType, "[")) {
		s, err := e.String(fd.Name)
		if err != nil {
			return "?"
		}
		return s
	}
	v, err := e.Int(fd.Name)
	if err != nil {
		return "ARRAY[...]"
	}
	if fd.Signed {
		return strconv.FormatInt(v, 10)
	}
	if fd.Size < 8 {
		v &= 1<<(8*fd.Size) - 1
	}
	return fmt.Sprintf("0x%08x", uint64(v))
}

// parseCmdlines reads saved_cmdlines' "PID COMM" lines.
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
