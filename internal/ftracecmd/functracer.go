package ftracecmd

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"sonde/internal/ftrace"
)

// funcOptions are record's function-tracer flags, as trace-cmd record
// spells them.
type funcOptions struct {
	tracer        string   // -p: current_tracer
	filter        []string // -l: set_ftrace_filter
	notrace       []string // -n: set_ftrace_notrace
	graph         []string // -g: set_graph_function (implies function_graph)
	maxGraphDepth int      // --max-graph-depth: max_graph_depth, 0 for unset
}

func (o *funcOptions) flag(name, v string) error {
	switch name {
	case "-p":
		o.tracer = v
	case "-l":
		o.filter = append(o.filter, v)
	case "-n":
		o.notrace = append(o.notrace, v)
	case "-g":
		o.graph = append(o.graph, v)
	case "--max-graph-depth":
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			return usagef("--max-graph-depth %s: want a positive depth", v)
		}
		o.maxGraphDepth = n
	}
	return nil
}

// check completes the options as trace-cmd does: -g means function_graph,
// and -l, -n alone mean the function tracer.
func (o *funcOptions) check() error {
	if (len(o.graph) > 0 || o.maxGraphDepth > 0) && o.tracer == "" {
		o.tracer = "function_graph"
	}
	if (len(o.filter) > 0 || len(o.notrace) > 0) && o.tracer == "" {
		o.tracer = "function"
	}
	if (len(o.graph) > 0 || o.maxGraphDepth > 0) && o.tracer != "function_graph" {
		return usagef("-g and --max-graph-depth need -p function_graph, not -p %s", o.tracer)
	}
	return nil
}

// setupTracer sets the instance's function filters, then its tracer. Bad
// names are usage errors (exit 2); what the kernel cannot do in an
// instance, or refuses, is a runtime error (exit 1) saying why and what
// works instead.
func setupTracer(s *ftrace.Session, o *funcOptions) error {
	if o.tracer == "" {
		return nil
	}
	inst, top, err := s.Tracers()
	if err != nil {
		return err
	}
	if !slices.Contains(inst, o.tracer) {
		return noTracer(o.tracer, inst, top)
	}
	files := []struct {
		flag, file string
		funcs      []string
	}{
		{"-l", "set_ftrace_filter", o.filter},
		{"-n", "set_ftrace_notrace", o.notrace},
		{"-g", "set_graph_function", o.graph},
	}
	for _, f := range files {
		if len(f.funcs) == 0 {
			continue
		}
		if err := s.SetFunctions(f.file, f.funcs); err != nil {
			return tracerError(o.tracer, f.flag, err)
		}
	}
	if o.maxGraphDepth > 0 {
		if err := s.SetInt("max_graph_depth", o.maxGraphDepth); err != nil {
			return tracerError(o.tracer, "--max-graph-depth", err)
		}
	}
	if err := s.SetTracer(o.tracer); err != nil {
		return tracerError(o.tracer, "-p", err)
	}
	return nil
}

// noTracer explains a tracer the instance lacks.
func noTracer(name string, inst, top []string) error {
	switch {
	case slices.Contains(top, name):
		return fmt.Errorf("-p %s: this kernel runs %s only in the top-level buffer, which sonde leaves to other tracers (its instances have: %s); newer kernels (6.12) run it in instances",
			name, name, joinFields(inst))
	case name == "function" || name == "function_graph":
		return fmt.Errorf("-p %s: this kernel has no %s tracer (built without CONFIG_%s_TRACER); trace events work: -e SYSTEM:EVENT",
			name, name, map[string]string{"function": "FUNCTION", "function_graph": "FUNCTION_GRAPH"}[name])
	}
	return usagef("-p %s: unknown tracer (this kernel's instances have: %s)", name, joinFields(inst))
}

// tracerError turns the engine's errors into record's one-line messages.
func tracerError(tracer, flag string, err error) error {
	var fe *ftrace.FunctionError
	var re *ftrace.RefusedError
	var nt *ftrace.NoTracerError
	switch {
	case errors.As(err, &fe):
		return usagef("%s %s: no traceable kernel function matches it (see available_filter_functions)", flag, fe.Func)
	case errors.As(err, &re):
		return fmt.Errorf("-p %s: this kernel refuses function tracing (writing %s: operation not permitted); trace events work here: -e SYSTEM:EVENT", tracer, re.File)
	case errors.As(err, &nt):
		return noTracer(nt.Tracer, nt.Available, nil)
	case errors.Is(err, ftrace.ErrTopLevelOnly):
		what := map[string]string{"-g": "set_graph_function", "--max-graph-depth": "max_graph_depth"}[flag]
		alt := map[string]string{"-g": "-l FUNC graphs the functions named, without their unnamed children", "--max-graph-depth": "-l FUNC limits the graph to the functions named"}[flag]
		return fmt.Errorf("%s: this kernel has %s only in the top-level tracing directory, shared by every tracer, which sonde leaves alone; %s", flag, what, alt)
	}
	return fmt.Errorf("%s: %w", flag, err)
}

func joinFields(list []string) string {
	if len(list) == 0 {
		return "none"
	}
	return strings.Join(list, " ")
}
