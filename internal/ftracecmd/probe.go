package ftracecmd

import (
	"errors"
	"fmt"
	"io"
	"path"
	"strings"

	"sonde/internal/ftrace"
	"sonde/internal/kernel"
)

const probeUsage = `usage: sonde ftrace probe add [-x BINARY] SPEC [VAR...]
       sonde ftrace probe list
       sonde ftrace probe remove NAME|GLOB|--all`

// probe is `sonde ftrace probe add|list|remove`: the persistent dynamic
// events of group ftrace.ProbeGroup, as perf probe keeps its own.
func probe(args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return usagef("no subcommand\n%s", probeUsage)
	}
	switch args[0] {
	case "add":
		return probeAdd(args[1:], stdout)
	case "list", "-l":
		return probeList(args[1:], stdout)
	case "remove", "del", "-d":
		return probeRemove(args[1:], stdout)
	}
	return usagef("unknown subcommand %q (add, list, remove)", args[0])
}

func probeAdd(args []string, stdout io.Writer) error {
	binary := ""
flags:
	for len(args) > 0 && strings.HasPrefix(args[0], "-") {
		switch {
		case args[0] == "-x" && len(args) > 1:
			binary, args = args[1], args[2:]
		case strings.HasPrefix(args[0], "-x") && len(args[0]) > 2:
			binary, args = args[0][2:], args[1:]
		case args[0] == "--":
			args = args[1:]
			break flags
		default:
			return usagef("unknown flag %s\n%s", args[0], probeUsage)
		}
	}
	e, err := ftrace.ResolveProbe(ftrace.ProbeGroup, binary, args)
	if err == nil {
		err = ftrace.AddProbe(e)
	}
	if err != nil {
		return probeError(err)
	}
	fmt.Fprintf(stdout, "Added new event:\n  %-30s (on %s)\n\nYou can now use it in all sonde ftrace tools, such as:\n\n\tsonde ftrace record -e %s:%s -- CMD\n\n",
		e.Group+":"+e.Name, ftrace.DescribeProbe(e), e.Group, e.Name)
	return nil
}

// probeError makes a refused probe a usage error (exit 2).
func probeError(err error) error {
	var bp *ftrace.BadProbe
	if errors.As(err, &bp) {
		return &usageError{bp.Msg}
	}
	return err
}

func probeList(args []string, stdout io.Writer) error {
	if len(args) > 0 {
		return usagef("probe list takes no arguments")
	}
	evs, err := ftrace.Probes(func(g string) bool { return g == ftrace.ProbeGroup })
	if err != nil {
		return err
	}
	for _, e := range evs {
		fmt.Fprintf(stdout, "  %-30s (on %s)\n", e.Group+":"+e.Name, ftrace.DescribeProbe(e))
	}
	return nil
}

func probeRemove(args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return usagef("probe remove: NAME, GLOB or --all")
	}
	evs, err := ftrace.Probes(func(g string) bool { return g == ftrace.ProbeGroup })
	if err != nil {
		return err
	}
	var remove []kernel.Event
	seen := map[string]bool{}
	for _, a := range args {
		pattern := a
		if a == "--all" || a == "-a" {
			pattern = "*"
		}
		if g, n, ok := strings.Cut(pattern, ":"); ok {
			if ok, _ := path.Match(g, ftrace.ProbeGroup); !ok {
				return usagef("%s is not sonde's: sonde removes only its own events (%s:*)", a, ftrace.ProbeGroup)
			}
			pattern = n
		}
		if _, err := path.Match(pattern, ""); err != nil {
			return usagef("bad pattern %q", a)
		}
		matched := false
		for _, e := range evs {
			if ok, _ := path.Match(pattern, e.Name); ok {
				matched = true
				if !seen[e.Name] {
					seen[e.Name] = true
					remove = append(remove, e)
				}
			}
		}
		if !matched && pattern != "*" {
			return usagef("no sonde probe matches %s", a)
		}
	}
	for _, e := range remove {
		if err := kernel.RemoveEvent(e); err != nil {
			return fmt.Errorf("remove %s:%s: %w", e.Group, e.Name, err)
		}
		fmt.Fprintf(stdout, "Removed event: %s:%s\n", e.Group, e.Name)
	}
	return nil
}
