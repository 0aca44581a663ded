package ftracecmd

import (
	"errors"
	"strings"

	"sonde/internal/ftrace"
	"sonde/internal/kernel"
)

// tempProbes are record's --probe events: defined for one run in a group
// of this process's (sonde_<pid>_probeN), removed when it ends, or by
// the next sonde's stale-event cleanup when it was killed.
type tempProbes struct {
	defined []kernel.Event
}

// addTempProbes defines the --probe specs ("[-x BINARY] SPEC [VAR...]",
// as probe add takes them) and returns them as events to record.
func addTempProbes(specs []string) (*tempProbes, []eventSpec, error) {
	tp := &tempProbes{}
	if len(specs) == 0 {
		return tp, nil, nil
	}
	group := kernel.NewEventGroup("probe")
	var events []eventSpec
	for _, spec := range specs {
		args := strings.Fields(spec)
		binary := ""
		if len(args) >= 2 && args[0] == "-x" {
			binary, args = args[1], args[2:]
		}
		e, err := ftrace.ResolveProbe(group, binary, args)
		if err == nil {
			err = ftrace.AddProbe(e)
		}
		if err != nil {
			tp.remove()
			return nil, nil, probeError(err)
		}
		tp.defined = append(tp.defined, e)
		events = append(events, eventSpec{system: e.Group, event: e.Name})
	}
	return tp, events, nil
}

// remove removes the events; the instance they were enabled in must be
// gone.
func (tp *tempProbes) remove() error {
	var errs []error
	for i := len(tp.defined) - 1; i >= 0; i-- {
		if err := kernel.RemoveEvent(tp.defined[i]); err != nil {
			errs = append(errs, err)
		}
	}
	tp.defined = nil
	return errors.Join(errs...)
}
