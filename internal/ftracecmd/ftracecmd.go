// Package ftracecmd is `sonde ftrace`: trace-cmd's record and report verbs
// on the ftrace engine (internal/ftrace) and trace-cmd's file format
// (internal/tracedat). record enables trace events in a private tracefs
// instance while a command runs (internal/session starts it) or until
// Ctrl-C and writes trace.dat; report prints a trace.dat's events, or
// with -o writes them as Chrome/Perfetto JSON (perfetto.go); stream
// prints them live; list prints the kernel's events, tracers, functions and
// options as trace-cmd list does.
//
// It imports ftrace, tracedat, session, kernel and the standard library.
package ftracecmd

import (
	"errors"
	"fmt"
	"io"
)

const (
	exitOK      = 0
	exitRuntime = 1
	exitUsage   = 2
)

// usageError is bad input: exit 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error {
	return &usageError{fmt.Sprintf(format, args...)}
}

const usageText = `usage: sonde ftrace record -e SYSTEM:EVENT [-f FILTER] ... [-P PID]... [-F [-c]] [-b KB] [-o trace.dat] [-- CMD ARGS]
       sonde ftrace record -p function|function_graph [-l FUNC]... [-n FUNC]... [-g FUNC]... [--max-graph-depth N] [-e ...] ...
       sonde ftrace report [-i] [-R] [-O OPTION] [FILE] [-o FILE.json]
       sonde ftrace report --stat [FILE]
       sonde ftrace stream -e SYSTEM:EVENT [-f FILTER] ... [-P PID]... [-F [-c]] [-b KB] [-- CMD ARGS]
       sonde ftrace list [-e [PATTERN]] [-t] [-f [PATTERN]] [-o]
       sonde ftrace probe add [-x BINARY] SPEC [VAR...] | list | remove NAME|GLOB|--all
`

// Main runs `sonde ftrace VERB ARGS...`.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" {
		io.WriteString(stderr, usageText)
		if len(args) == 0 {
			return exitUsage
		}
		return exitOK
	}
	var err error
	switch args[0] {
	case "record":
		err = record(args[1:], stderr)
	case "report":
		err = report(args[1:], stdout)
	case "stream":
		err = stream(args[1:], stdout, stderr)
	case "list":
		err = list(args[1:], stdout, stderr)
	case "probe":
		err = probe(args[1:], stdout)
	default:
		err = usagef("unknown verb %q (record, report, stream, list, probe)", args[0])
	}
	if err == nil {
		return exitOK
	}
	fmt.Fprintf(stderr, "sonde ftrace %s: %v\n", args[0], err)
	var u *usageError
	if errors.As(err, &u) {
		return exitUsage
	}
	return exitRuntime
}
