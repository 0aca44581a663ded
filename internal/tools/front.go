package tools

import (
	"errors"
	"fmt"
	"io"
	"strings"
)

// A front runs a tool as one of sonde's own commands rather than a script:
// profile is `sonde profile`, whose sampling (internal/profile) a script
// would only duplicate. Its scripts/NAME.bt holds the metadata alone, with
// "runs: sonde VERB"; its Go code, registered with RegisterFront, turns the
// tool's parsed flags (BCC's) into the command's arguments, and may rework
// what the command prints.
type Front func(inv *Invocation) (*FrontRun, error)

// A FrontRun is one translated invocation.
type FrontRun struct {
	Args []string // the command's arguments, after the verb
	// Finish, if set, runs after the command with its exit code, and
	// returns the tool's (it may print what the command wrote to a file).
	Finish func(code int, stdout io.Writer) int
}

var fronts = map[string]Front{}

// RegisterFront makes f translate the named tool's flags for its command.
func RegisterFront(name string, f Front) { fronts[name] = f }

// runFront runs a front tool through the Engine's Command.
func runFront(t *Tool, inv *Invocation, eng Engine, stdout, stderr io.Writer) int {
	f := fronts[t.Name]
	if f == nil {
		fmt.Fprintf(stderr, "sonde tool %s: runs sonde %s, but has no front (RegisterFront)\n", t.Name, t.Runs)
		return exitRuntime
	}
	if inv.JSON || inv.Source != "" {
		fmt.Fprintf(stderr, "sonde tool %s: -j and --source are for scripts; this tool is sonde %s (sonde tools show %s)\n", t.Name, t.Runs, t.Name)
		return exitUsage
	}
	run, err := f(inv)
	if err != nil {
		fmt.Fprintf(stderr, "sonde tool %s: %s\n", t.Name, strings.TrimPrefix(err.Error(), ErrUsage.Error()+": "))
		if errors.Is(err, ErrUsage) {
			return exitUsage
		}
		return exitRuntime
	}
	if inv.Verbose {
		fmt.Fprintf(stderr, "sonde tool %s: runs sonde %s %s\n", t.Name, t.Runs, strings.Join(run.Args, " "))
	}
	code := eng.Command(t.Runs, run.Args, stdout)
	if run.Finish != nil {
		code = run.Finish(code, stdout)
	}
	return code
}

// WriteShow is `sonde tools show NAME` for a front: what it runs, and how
// its flags map, since there is no script to print.
func (t *Tool) WriteShow(w io.Writer) {
	fmt.Fprintf(w, "%s is not a script: sonde tool %s runs sonde %s (see sonde %s --help).\n\n%s\n", t.Name, t.Name, t.Runs, t.Runs, t.Help)
}
