package ftracecmd

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"sonde/internal/ftrace"
	"sonde/internal/kernel"
	"sonde/internal/tracedat"
)

// recordOptions are record's flags, as trace-cmd record spells them.
type recordOptions struct {
	events   []eventSpec
	bufferKB int
	output   string
	cmd      []string
	pids     []int       // -P
	follow   bool        // -F: only the command
	children bool        // -c: with -F, its children too
	funcs    funcOptions // -p, -l, -n, -g, --max-graph-depth
	probes   []string    // --probe SPEC: temporary dynamic events
}

type eventSpec struct{ system, event, filter string }

// parseRecord parses record's flags; stream takes the same but -o (verb
// "stream").
func parseRecord(verb string, args []string) (*recordOptions, error) {
	o := &recordOptions{output: "trace.dat"}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			o.cmd = args[i+1:]
			break
		}
		if !strings.HasPrefix(a, "-") {
			o.cmd = args[i:]
			break
		}
		if done, err := parsePidFlag(o, a); done || err != nil {
			if err != nil {
				return nil, err
			}
			continue
		}
		if i+1 >= len(args) {
			return nil, usagef("%s needs an argument", a)
		}
		if a == "-o" && verb == "stream" {
			return nil, usagef("-o: stream prints, it writes no file (record -o does)")
		}
		i++
		v := args[i]
		switch a {
		case "-e":
			sys, ev, ok := strings.Cut(v, ":")
			if !ok || sys == "" || ev == "" {
				return nil, usagef("-e %s: want SYSTEM:EVENT", v)
			}
			o.events = append(o.events, eventSpec{system: sys, event: ev})
		case "-f":
			if len(o.events) == 0 {
				return nil, usagef("-f %q: no -e before it", v)
			}
			o.events[len(o.events)-1].filter = v
		case "-b":
			kb, err := strconv.Atoi(v)
			if err != nil || kb <= 0 {
				return nil, usagef("-b %s: want a buffer size in KB", v)
			}
			o.bufferKB = kb
		case "-o":
			o.output = v
		case "-P":
			if err := parsePid(o, v); err != nil {
				return nil, err
			}
		case "-p", "-l", "-n", "-g", "--max-graph-depth":
			if err := o.funcs.flag(a, v); err != nil {
				return nil, err
			}
		case "--probe":
			o.probes = append(o.probes, v)
		default:
			return nil, usagef("unknown flag %s", a)
		}
	}
	if err := o.funcs.check(); err != nil {
		return nil, err
	}
	if len(o.events) == 0 && o.funcs.tracer == "" && len(o.probes) == 0 {
		return nil, usagef("no events: -e SYSTEM:EVENT or -p TRACER or --probe SPEC")
	}
	if err := checkPidFlags(o); err != nil {
		return nil, err
	}
	return o, nil
}

// prepareEvents, record's and stream's prologue, defines the --probe
// events, adds them to o's and refuses an event the kernel does not
// have. Remove the probes once the session that enabled them is closed.
func prepareEvents(o *recordOptions) (*tempProbes, error) {
	probes, pevents, err := addTempProbes(o.probes)
	if err != nil {
		return nil, err
	}
	o.events = append(o.events, pevents...)
	for _, e := range o.events {
		if _, err := kernel.Format(e.system, e.event); err != nil {
			probes.remove()
			return nil, usagef("unknown event %s:%s", e.system, e.event)
		}
	}
	return probes, nil
}

// openSession opens the instance with -b's buffers and the events
// enabled.
func openSession(o *recordOptions) (*ftrace.Session, error) {
	s, err := ftrace.Open(ftrace.Options{BufferKB: o.bufferKB})
	if err != nil {
		return nil, err
	}
	if err := enableEvents(s, o); err != nil {
		s.Close()
		return nil, err
	}
	if err := setupTracer(s, &o.funcs); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// enableEvents enables the events with their filters; a filter the kernel
// refuses is bad input.
func enableEvents(s *ftrace.Session, o *recordOptions) error {
	for _, e := range o.events {
		if err := s.Enable(e.system, e.event, e.filter); err != nil {
			var fe *ftrace.FilterError
			if errors.As(err, &fe) {
				return &usageError{fe.Error()}
			}
			return err
		}
	}
	return nil
}

func record(args []string, stderr io.Writer) error {
	o, err := parseRecord("record", args)
	if err != nil {
		return err
	}
	probes, err := prepareEvents(o)
	if err != nil {
		return err
	}
	defer probes.remove() // after s.Close below: enabled events are busy
	tmp, err := os.MkdirTemp("", "sonde-ftrace-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)

	s, err := openSession(o)
	if err != nil {
		return err
	}
	defer s.Close()
	// Created once the kernel took the setup: a refused run leaves an
	// existing file alone.
	out, err := os.Create(o.output)
	if err != nil {
		return usagef("%v", err)
	}
	defer out.Close()
	run, err := startRun(s, o)
	if err != nil {
		return err
	}
	defer run.close()
	run.announce = stderr

	// Each CPU's pages go to a temp file, whole pages each, spliced.
	pageSize := s.PageSize()
	files := map[int]*os.File{}
	defer func() {
		for _, f := range files {
			f.Close()
		}
	}()
	if err := run.begin(); err != nil {
		return err
	}
	err = s.Splice(run.ctx, func(cpu int) (*os.File, error) {
		f, err := os.Create(filepath.Join(tmp, fmt.Sprintf("cpu%d", cpu)))
		if err == nil {
			files[cpu] = f
		}
		return f, err
	})
	run.end()
	if err != nil {
		return err
	}
	stats, err := s.Stats()
	if err != nil {
		return err
	}
	f, err := fileFor(s, o.events, pageSize)
	if err != nil {
		return err
	}
	var lost uint64
	maxCPU := 0
	for _, st := range stats {
		maxCPU = max(maxCPU, st.CPU+1)
	}
	f.CPUs = make([]tracedat.CPU, maxCPU)
	for _, st := range stats {
		lost += st.Lost()
		f.CPUs[st.CPU].Stats = statsText(s, st.CPU)
	}
	for cpu, file := range files {
		fi, err := file.Stat()
		if err != nil {
			return err
		}
		if cpu < len(f.CPUs) {
			f.CPUs[cpu].Data = io.NewSectionReader(file, 0, fi.Size())
		}
	}
	if err := tracedat.Write(out, f); err != nil {
		return fmt.Errorf("write %s: %w", o.output, err)
	}
	if err := out.Close(); err != nil {
		return fmt.Errorf("write %s: %w", o.output, err)
	}
	if lost > 0 {
		fmt.Fprintf(stderr, "sonde ftrace record: %d events lost (buffer full; raise -b)\n", lost)
	}
	return nil
}

// statsText is the CPU's per_cpu stats file as trace-cmd stores it: after
// a "CPU: N" line.
func statsText(s *ftrace.Session, cpu int) string {
	b, _ := os.ReadFile(filepath.Join(s.Dir(), "per_cpu", fmt.Sprintf("cpu%d", cpu), "stats"))
	return fmt.Sprintf("CPU: %d\n%s", cpu, b)
}

// fileFor fills a trace.dat's header sections: page layouts, the recorded
// events' formats, saved comms.
func fileFor(s *ftrace.Session, events []eventSpec, pageSize int) (*tracedat.File, error) {
	root, err := kernel.EnsureTracefs()
	if err != nil {
		return nil, err
	}
	f := &tracedat.File{LongSize: 8, PageSize: pageSize}
	if f.HeaderPage, err = os.ReadFile(filepath.Join(root, "events", "header_page")); err != nil {
		return nil, err
	}
	if f.HeaderEvent, err = os.ReadFile(filepath.Join(root, "events", "header_event")); err != nil {
		return nil, err
	}
	bySys := map[string]int{}
	for _, e := range events {
		fm, err := os.ReadFile(filepath.Join(s.Dir(), "events", e.system, e.event, "format"))
		if err != nil {
			return nil, err
		}
		i, ok := bySys[e.system]
		if !ok {
			i = len(f.Systems)
			bySys[e.system] = i
			f.Systems = append(f.Systems, tracedat.System{Name: e.system})
		}
		f.Systems[i].Formats = append(f.Systems[i].Formats, fm)
	}
	if err := addKernelSections(f, root); err != nil {
		return nil, err
	}
	// Comms the kernel saved; best effort, as trace-cmd.
	f.Cmdlines, _ = os.ReadFile(filepath.Join(root, "saved_cmdlines"))
	return f, nil
}
