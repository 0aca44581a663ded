// Package ftrace is the engine under sonde's ftrace verbs: a private tracefs
// instance per run (instances/sonde-<pid>), trace events enabled in it with
// their filters pushed into the kernel, the per-CPU binary ring buffer read
// from per_cpu/cpuN/trace_pipe_raw a page at a time, the pages decoded into
// events (header_page layout, event headers, time extends, padding) and
// their fields decoded with the events' format files, and the per-CPU
// accounting of what the buffer lost.
//
// It never touches the top-level buffer's events, tracer, filters or
// tracing_on. The instance of a sonde killed by SIGKILL is removed by the
// next Open, with the dynamic events it left behind.
//
// Use: Open, Enable each event (with its filter), RunEvents until the
// context ends (the events of all CPUs, decoded, go to a callback in
// timestamp order) or Splice (the pages go to per-CPU files with
// splice(2), as trace-cmd record writes them), Stats, Close.
//
// An event's text is its print fmt evaluated as libtraceevent (and so
// trace-cmd report) evaluates it: ParsePrintFmt once per format, then
// PrintFmt.Append per event; AppendFields prints the fields NAME=VALUE as
// trace-cmd report -R does.
//
// probe.go defines the persistent dynamic events of `sonde ftrace probe`
// (kprobes named by BTF, uprobes named by DWARF).
//
// It imports kernel (tracefs, format files, stats parsing), elfx and kbtf
// (probe.go's names), the standard library and golang.org/x/sys/unix.
package ftrace

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"sonde/internal/kernel"
)

// Options adjust Open.
type Options struct {
	// BufferKB, when not 0, is the per-CPU buffer size (buffer_size_kb).
	BufferKB int
	// Overwrite makes a full buffer overwrite its oldest unread events (the
	// kernel's default, counted as overrun); off, new events are refused
	// (counted as dropped events), which keeps a recording's beginning.
	Overwrite bool
}

// Session is one run's private tracefs instance and the events enabled in it.
type Session struct {
	inst    *kernel.Instance
	enabled []string // "SYS/EV", in enabling order
	formats map[uint16]*kernel.EventFormat
	header  PageHeader
	tracer  string   // current_tracer, when SetTracer set one
	filters []string // function filter files written
}

// InstanceName is the name of this process's instance: "sonde-<pid>".
func InstanceName() string { return fmt.Sprintf("sonde-%d", os.Getpid()) }

// Open mounts tracefs if needed, removes what killed sondes left behind and
// creates this process's instance.
func Open(opts Options) (*Session, error) {
	root, err := kernel.EnsureTracefs()
	if err != nil {
		return nil, fmt.Errorf("tracefs: %w", err)
	}
	if _, err := kernel.CleanupStaleEvents(); err != nil {
		return nil, err
	}
	hp, err := os.ReadFile(filepath.Join(root, "events", "header_page"))
	if err != nil {
		return nil, fmt.Errorf("read ring buffer page layout: %w", err)
	}
	header, err := ParsePageHeader(hp)
	if err != nil {
		return nil, fmt.Errorf("events/header_page: %w", err)
	}
	inst, err := kernel.NewInstance(InstanceName())
	if err != nil {
		return nil, fmt.Errorf("create tracefs instance: %w", err)
	}
	s := &Session{inst: inst, formats: map[uint16]*kernel.EventFormat{}, header: header}
	if opts.BufferKB > 0 {
		if err := s.write("buffer_size_kb", strconv.Itoa(opts.BufferKB)); err != nil {
			s.Close()
			return nil, fmt.Errorf("set buffer size: %w", err)
		}
	}
	ow := "0"
	if opts.Overwrite {
		ow = "1"
	}
	if err := s.write("options/overwrite", ow); err != nil {
		s.Close()
		return nil, fmt.Errorf("set overwrite: %w", err)
	}
	// Nothing records until Run.
	if err := s.write("tracing_on", "0"); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// Dir is the instance's directory.
func (s *Session) Dir() string { return s.inst.Dir }

// Header is the ring buffer's page layout.
func (s *Session) Header() PageHeader { return s.header }

// Formats returns the formats of the enabled events, by event id.
func (s *Session) Formats() map[uint16]*kernel.EventFormat { return s.formats }

// FilterError is a filter the kernel refused: its message and the byte
// offset in the filter it points at (-1 when it names none).
type FilterError struct {
	Event  string // SYS:EV
	Filter string
	Msg    string // the kernel's text: "Field not found"
	Pos    int
}

func (e *FilterError) Error() string {
	if e.Pos < 0 {
		return fmt.Sprintf("filter for %s rejected by the kernel: %s", e.Event, e.Msg)
	}
	return fmt.Sprintf("filter for %s rejected by the kernel at column %d: %s", e.Event, e.Pos+1, e.Msg)
}

// Enable enables SYS:EV in the instance, with filter (kernel filter syntax;
// "" for none) pushed into the kernel first. A filter the kernel rejects is
// a *FilterError.
func (s *Session) Enable(system, event, filter string) error {
	f, err := kernel.Format(system, event)
	if err != nil {
		return err
	}
	dir := filepath.Join("events", system, event)
	if filter != "" {
		if err := s.write(filepath.Join(dir, "filter"), filter); err != nil {
			return s.filterError(system+":"+event, filter, dir, err)
		}
	}
	if err := s.write(filepath.Join(dir, "enable"), "1"); err != nil {
		return fmt.Errorf("enable %s:%s: %w", system, event, err)
	}
	s.enabled = append(s.enabled, system+"/"+event)
	s.formats[uint16(f.ID)] = f
	return nil
}

// filterError reads why the kernel refused a filter: the event's filter
// file then holds the filter, a caret line and "parse_error: MSG".
func (s *Session) filterError(ev, filter, dir string, werr error) error {
	fe := &FilterError{Event: ev, Filter: filter, Pos: -1}
	text, err := os.ReadFile(filepath.Join(s.inst.Dir, dir, "filter"))
	if err != nil {
		fe.Msg = werr.Error()
		return fe
	}
	echo, msg, pos := parseFilterFile(string(text))
	fe.Msg = msg
	if fe.Msg == "" {
		fe.Msg = werr.Error()
	}
	if pos >= 0 {
		// The kernel's caret is under its copy of the filter, which may
		// have lost the user's leading blanks.
		if i := strings.Index(filter, echo); echo != "" && i >= 0 {
			pos += i
		}
		fe.Pos = min(pos, len(filter))
	}
	return fe
}

// parseFilterFile parses a rejected filter's file:
//
//	common_pid == 1 && foo > 3
//	                       ^
//	parse_error: Field not found
//
// and returns the filter as the kernel echoes it, the message and the
// caret's column (-1 when there is none).
func parseFilterFile(text string) (echo, msg string, pos int) {
	pos = -1
	for i, line := range strings.Split(text, "\n") {
		switch {
		case i == 0:
			echo = line
		case strings.HasPrefix(line, "parse_error:"):
			msg = strings.TrimSpace(strings.TrimPrefix(line, "parse_error:"))
		case strings.TrimSpace(line) == "^":
			pos = strings.IndexByte(line, '^')
		}
	}
	return echo, msg, pos
}

// CPUStats is one CPU's accounting at the end of a run.
type CPUStats struct {
	CPU int
	kernel.BufferStats
}

// Lost is what the CPU's buffer lost: overwritten plus refused events.
func (c CPUStats) Lost() uint64 { return c.Overrun + c.Dropped }

// Stats reads every CPU's per_cpu/cpuN/stats.
func (s *Session) Stats() ([]CPUStats, error) {
	cpus, err := kernel.OnlineCPUs()
	if err != nil {
		return nil, err
	}
	var out []CPUStats
	for _, c := range cpus {
		data, err := os.ReadFile(filepath.Join(s.inst.Dir, "per_cpu", fmt.Sprintf("cpu%d", c), "stats"))
		if err != nil {
			return nil, fmt.Errorf("cpu %d buffer stats: %w", c, err)
		}
		out = append(out, CPUStats{CPU: c, BufferStats: kernel.ParseBufferStats(data)})
	}
	return out, nil
}

// Close stops recording, disables the events and removes the instance.
func (s *Session) Close() error {
	if s.inst == nil {
		return nil
	}
	var errs []error
	if err := s.write("tracing_on", "0"); err != nil && !errors.Is(err, os.ErrNotExist) {
		errs = append(errs, err)
	}
	if err := s.resetTracer(); err != nil {
		errs = append(errs, err)
	}
	for _, ev := range s.enabled {
		if err := s.write(filepath.Join("events", ev, "enable"), "0"); err != nil {
			errs = append(errs, fmt.Errorf("disable %s: %w", ev, err))
		}
	}
	if err := s.inst.Remove(); err != nil {
		errs = append(errs, fmt.Errorf("remove tracefs instance: %w", err))
	}
	s.inst = nil
	return errors.Join(errs...)
}

func (s *Session) write(file, value string) error {
	return os.WriteFile(filepath.Join(s.inst.Dir, file), []byte(value+"\n"), 0)
}
