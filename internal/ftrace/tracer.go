package ftrace

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
)

// The function tracers in the instance: current_tracer and the files that
// choose what it traces. All of them are the instance's own; a file the
// kernel keeps only at the top level (set_graph_function, max_graph_depth
// on 6.1 and 6.12) is ErrTopLevelOnly, as sonde never writes the top level.

// ErrTopLevelOnly is a tracer file this kernel has only in the top-level
// tracing directory, not in instances.
var ErrTopLevelOnly = errors.New("exists only in the top-level tracing directory on this kernel")

// RefusedError is function tracing the kernel lists but refuses to run:
// writing its files gives EPERM (a locked-down or restricted kernel).
type RefusedError struct {
	File string // the instance file whose write failed
	Err  error
}

func (e *RefusedError) Error() string {
	return fmt.Sprintf("writing %s: %v", e.File, e.Err)
}

// NoTracerError is a tracer the instance does not have.
type NoTracerError struct {
	Tracer    string
	Available []string // the instance's available_tracers
	TopLevel  bool     // the kernel has it, but only at the top level
}

func (e *NoTracerError) Error() string {
	if e.TopLevel {
		return fmt.Sprintf("tracer %s runs only in the top-level buffer on this kernel (instances have: %s)", e.Tracer, strings.Join(e.Available, " "))
	}
	return fmt.Sprintf("unknown tracer %s (available: %s)", e.Tracer, strings.Join(e.Available, " "))
}

// FunctionError is a function name or glob the kernel refused in a filter
// file: it matches no traceable function.
type FunctionError struct {
	File, Func string
}

func (e *FunctionError) Error() string {
	return fmt.Sprintf("%s: no traceable kernel function matches %q", e.File, e.Func)
}

// Tracers lists the tracers the instance can run (its available_tracers)
// and those of the top level.
func (s *Session) Tracers() (instance, top []string, err error) {
	b, err := os.ReadFile(filepath.Join(s.inst.Dir, "available_tracers"))
	if err != nil {
		return nil, nil, err
	}
	instance = strings.Fields(string(b))
	if b, err := os.ReadFile(filepath.Join(filepath.Dir(filepath.Dir(s.inst.Dir)), "available_tracers")); err == nil {
		top = strings.Fields(string(b))
	}
	return instance, top, nil
}

// SetTracer sets the instance's current_tracer. A tracer it does not list
// is a *NoTracerError; a write the kernel refuses with EPERM a
// *RefusedError. Close sets it back to nop.
func (s *Session) SetTracer(name string) error {
	inst, top, err := s.Tracers()
	if err != nil {
		return err
	}
	if !slices.Contains(inst, name) {
		return &NoTracerError{Tracer: name, Available: inst, TopLevel: slices.Contains(top, name)}
	}
	if err := s.write("current_tracer", name); err != nil {
		if errors.Is(err, syscall.EPERM) {
			return &RefusedError{File: "current_tracer", Err: syscall.EPERM}
		}
		return fmt.Errorf("set current_tracer to %s: %w", name, err)
	}
	s.tracer = name
	return nil
}

// SetFunctions writes function names or globs to one of the instance's
// function filter files (set_ftrace_filter, set_ftrace_notrace,
// set_graph_function, set_graph_notrace), replacing what it held. One the
// kernel refuses is a *FunctionError naming it; a file the instance lacks
// wraps ErrTopLevelOnly; EPERM is a *RefusedError.
func (s *Session) SetFunctions(file string, funcs []string) error {
	path := filepath.Join(s.inst.Dir, file)
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_TRUNC, 0)
	if err != nil {
		switch {
		case errors.Is(err, os.ErrNotExist):
			return fmt.Errorf("%s %w", file, ErrTopLevelOnly)
		case errors.Is(err, syscall.EPERM):
			return &RefusedError{File: file, Err: syscall.EPERM}
		}
		return err
	}
	defer f.Close()
	s.filters = append(s.filters, file)
	for _, fn := range funcs {
		// One write per name: the kernel parses each and fails the one
		// that matches nothing.
		if _, err := f.Write([]byte(fn + "\n")); err != nil {
			switch {
			case errors.Is(err, syscall.EINVAL), errors.Is(err, syscall.ENOENT), errors.Is(err, syscall.ENODEV):
				return &FunctionError{File: file, Func: fn}
			case errors.Is(err, syscall.EPERM):
				return &RefusedError{File: file, Err: syscall.EPERM}
			}
			return fmt.Errorf("%s: write %s: %w", file, fn, err)
		}
	}
	return f.Close()
}

// SetInt writes a number to an instance file (max_graph_depth); a file the
// instance lacks wraps ErrTopLevelOnly.
func (s *Session) SetInt(file string, v int) error {
	if _, err := os.Stat(filepath.Join(s.inst.Dir, file)); errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("%s %w", file, ErrTopLevelOnly)
	}
	return s.write(file, strconv.Itoa(v))
}

// resetTracer puts the instance back to nop with empty function filters,
// before it is removed.
func (s *Session) resetTracer() error {
	var errs []error
	if s.tracer != "" && s.tracer != "nop" {
		if err := s.write("current_tracer", "nop"); err != nil {
			errs = append(errs, fmt.Errorf("reset current_tracer: %w", err))
		}
	}
	for _, file := range s.filters {
		if err := os.WriteFile(filepath.Join(s.inst.Dir, file), nil, 0); err != nil && !errors.Is(err, os.ErrNotExist) {
			errs = append(errs, fmt.Errorf("clear %s: %w", file, err))
		}
	}
	s.tracer, s.filters = "", nil
	return errors.Join(errs...)
}
