package ftracecmd

import (
	"fmt"
	"strconv"

	"sonde/internal/ftrace"
	"sonde/internal/kernel"
)

// A stream with -p function|function_graph: the tracer writes the ftrace
// system's records (function, funcgraph_entry, funcgraph_exit), which no
// -e enabled, and stream prints them as report does.

// streamFormats is the session's event formats, plus with -p the ftrace
// system's, as record stores them in the file (addKernelSections).
func streamFormats(s *ftrace.Session, o *recordOptions) (map[uint16]*kernel.EventFormat, error) {
	if o.funcs.tracer == "" {
		return s.Formats(), nil
	}
	root, err := kernel.EnsureTracefs()
	if err != nil {
		return nil, err
	}
	texts, err := ftraceFormats(root)
	if err != nil {
		return nil, err
	}
	formats := map[uint16]*kernel.EventFormat{}
	for _, text := range texts {
		ef, err := kernel.ParseFormat(text)
		if err != nil {
			return nil, fmt.Errorf("ftrace format: %w", err)
		}
		ef.Group = "ftrace"
		formats[uint16(ef.ID)] = ef
	}
	for id, ef := range s.Formats() {
		formats[id] = ef
	}
	return formats, nil
}

// streamPrinter formats a stream's events with report's formatter, the
// running kernel's kallsyms and printk_formats naming addresses, the
// stream's comm cache naming tasks. A function_graph entry prints as one
// that has children: its exit is not there yet to fold a leaf into one
// line.
type streamPrinter struct {
	f     *formatter
	comms map[int]string
	line  []byte
}

func newStreamPrinter(o *recordOptions) *streamPrinter {
	var kallsyms, printk []byte
	if root, err := kernel.EnsureTracefs(); err == nil {
		kallsyms, printk = kernelStrings(root)
	}
	p := &streamPrinter{f: newFormatter(nil, kallsyms, printk, strconv.IntSize/8, false, funcOpts{})}
	p.f.comm = func(pid int) string {
		if c, ok := p.comms[pid]; ok {
			return c
		}
		return "<...>"
	}
	return p
}

// format is one event's line.
func (p *streamPrinter) format(e *ftrace.Event, comms map[int]string) string {
	p.comms = comms
	p.line, _ = p.f.formatEvent(p.line[:0], e, nil)
	return string(p.line)
}
