package ftracecmd

import (
	"fmt"
	"os"
	"path/filepath"

	"sonde/internal/ftrace"
	"sonde/internal/kernel"
)

// A stream with -p function|function_graph: the tracer writes the ftrace
// system's records (function, funcgraph_entry, funcgraph_exit), which no
// -e enabled, and stream prints them as report does.

// streamFormats is the session's event formats, plus with -p the ftrace
// system's, as record stores them in the file (addFtraceSections).
func streamFormats(s *ftrace.Session, o *recordOptions) (map[uint16]*kernel.EventFormat, error) {
	if o.funcs.tracer == "" {
		return s.Formats(), nil
	}
	root, err := kernel.EnsureTracefs()
	if err != nil {
		return nil, err
	}
	paths, err := filepath.Glob(filepath.Join(root, "events", "ftrace", "*", "format"))
	if err != nil {
		return nil, err
	}
	formats := map[uint16]*kernel.EventFormat{}
	for _, p := range paths {
		text, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		ef, err := kernel.ParseFormat(text)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		ef.Group = "ftrace"
		formats[uint16(ef.ID)] = ef
	}
	for id, ef := range s.Formats() {
		formats[id] = ef
	}
	return formats, nil
}

// streamPrinter formats a stream's events: the function tracers' records
// through report's funcPrinter (kallsyms names the functions), the others
// as streamFormat does. A function_graph entry prints as one that has
// children: its exit is not there yet to fold a leaf into one line.
type streamPrinter struct{ fp *funcPrinter }

func newStreamPrinter(o *recordOptions) *streamPrinter {
	if o.funcs.tracer == "" {
		return &streamPrinter{}
	}
	kallsyms, _ := os.ReadFile("/proc/kallsyms")
	return &streamPrinter{fp: newFuncPrinter(kallsyms, funcOpts{})}
}

func (p *streamPrinter) format(e *ftrace.Event, comms map[int]string) string {
	if p.fp != nil {
		one := []event{{ev: *e, data: e.Data}}
		if text, _, ok := p.fp.text(one, 0); ok {
			return eventPrefix(e, comms) + text
		}
	}
	return streamFormat(e, comms)
}
