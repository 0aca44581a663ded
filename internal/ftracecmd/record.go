package ftracecmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"sonde/internal/ftrace"
	"sonde/internal/kernel"
	"sonde/internal/session"
	"sonde/internal/tracedat"
)

// recordOptions are record's flags, as trace-cmd record spells them.
type recordOptions struct {
	events   []eventSpec
	bufferKB int
	output   string
	cmd      []string
}

type eventSpec struct{ system, event, filter string }

func parseRecord(args []string) (*recordOptions, error) {
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
		if i+1 >= len(args) {
			return nil, usagef("%s needs an argument", a)
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
		default:
			return nil, usagef("unknown flag %s", a)
		}
	}
	if len(o.events) == 0 {
		return nil, usagef("no events: -e SYSTEM:EVENT")
	}
	return o, nil
}

func record(args []string, stderr io.Writer) error {
	o, err := parseRecord(args)
	if err != nil {
		return err
	}
	for _, e := range o.events {
		if _, err := kernel.Format(e.system, e.event); err != nil {
			return usagef("unknown event %s:%s", e.system, e.event)
		}
	}
	out, err := os.Create(o.output)
	if err != nil {
		return usagef("%v", err)
	}
	defer out.Close()
	tmp, err := os.MkdirTemp("", "sonde-ftrace-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)

	s, err := ftrace.Open(ftrace.Options{BufferKB: o.bufferKB})
	if err != nil {
		return err
	}
	defer s.Close()
	for _, e := range o.events {
		if err := s.Enable(e.system, e.event, e.filter); err != nil {
			var fe *ftrace.FilterError
			if errors.As(err, &fe) {
				return &usageError{fe.Error()}
			}
			return err
		}
	}
	sig := session.Notify()
	defer sig.Stop()
	var cmd *session.Command
	if len(o.cmd) > 0 {
		if cmd, err = session.Start(o.cmd, session.CommandOptions{}); err != nil {
			return usagef("%v", err)
		}
		defer cmd.Close()
	}

	// Each CPU's pages go to a temp file, whole pages each, spliced.
	pageSize := s.PageSize()
	files := map[int]*os.File{}
	defer func() {
		for _, f := range files {
			f.Close()
		}
	}()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		var done <-chan struct{}
		if cmd != nil {
			done = cmd.Done()
		}
		select {
		case <-sig.C:
		case <-done:
		case <-ctx.Done():
		}
		cancel()
	}()
	if err := s.Start(); err != nil {
		return err
	}
	if cmd != nil {
		if err := cmd.Release(); err != nil {
			return err
		}
	}
	err = s.Splice(ctx, func(cpu int) (*os.File, error) {
		f, err := os.Create(filepath.Join(tmp, fmt.Sprintf("cpu%d", cpu)))
		if err == nil {
			files[cpu] = f
		}
		return f, err
	})
	if cmd != nil {
		cmd.Stop()
	}
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
	// Comms the kernel saved; best effort, as trace-cmd.
	f.Cmdlines, _ = os.ReadFile(filepath.Join(root, "saved_cmdlines"))
	return f, nil
}
