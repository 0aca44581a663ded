package tools

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"sonde/internal/kernel"
)

// A Flag is one of a tool's own flags, declared in its metadata. The
// script reads it as getopt(Long, default): "true" for a boolean, the
// value otherwise. Some metavars are checked here, once for every tool:
// PID (a running process), N (a non-negative integer), PORT (1-65535)
// and, for --cgroup, PATH (a cgroup directory, passed to the script as its
// cgroup id).
type Flag struct {
	Short   byte     // 0: none
	Long    string   // the getopt name
	Metavar string   // "": a boolean flag
	Choices []string // the values a "a|b|c" metavar allows
	Desc    string
}

// Every tool takes these; they are not passed to the script.
var (
	reserved      = map[string]bool{"help": true, "json": true, "verbose": true, "source": true}
	reservedShort = map[byte]bool{'h': true, 'j': true, 'v': true}
)

// An Invocation is a parsed `sonde tool NAME ARGS` command line.
type Invocation struct {
	Tool    *Tool
	Named   map[string]string // the script's getopt() parameters
	JSON    bool              // -j, --json: machine-readable lines
	Verbose bool              // -v: say which variant runs
	Source  string            // --source: force a variant ("" picks one)
	Help    bool              // -h, --help
}

// ErrUsage marks a bad command line: one line, exit 2.
var ErrUsage = errors.New("usage")

func usagef(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrUsage, fmt.Sprintf(format, args...))
}

// Parse parses a tool's command line: its declared flags (short ones may
// cluster, values as -p 42, -p42, --pid 42 or --pid=42), -h, -j, -v,
// --source, and its positional interval and count.
func (t *Tool) Parse(args []string) (*Invocation, error) {
	inv := &Invocation{Tool: t, Named: map[string]string{}}
	var positional []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		next := func(what string) (string, error) {
			if i+1 >= len(args) {
				return "", usagef("%s needs a value", what)
			}
			i++
			return args[i], nil
		}
		switch {
		case a == "-" || !strings.HasPrefix(a, "-") || isNumber(a):
			positional = append(positional, a)
		case strings.HasPrefix(a, "--"):
			name, value, hasValue := strings.Cut(a[2:], "=")
			switch name {
			case "help":
				inv.Help = true
				continue
			case "json":
				inv.JSON = true
				continue
			case "verbose":
				inv.Verbose = true
				continue
			case "source":
				if !hasValue {
					v, err := next("--source")
					if err != nil {
						return nil, err
					}
					value = v
				}
				if value != "tracefs" && !slices.Contains(Sources, value) {
					return nil, usagef("--source %q: want tracepoint, fentry, kprobe or tracefs", value)
				}
				inv.Source = value
				continue
			}
			f := t.flag(func(f *Flag) bool { return f.Long == name })
			if f == nil {
				return nil, usagef("unknown flag --%s (see sonde tool %s --help)", name, t.Name)
			}
			if f.Metavar == "" {
				if hasValue {
					return nil, usagef("--%s takes no value", name)
				}
				value = "true"
			} else if !hasValue {
				v, err := next("--" + name)
				if err != nil {
					return nil, err
				}
				value = v
			}
			if err := inv.set(f, value); err != nil {
				return nil, err
			}
		default:
			for j := 1; j < len(a); j++ {
				c := a[j]
				switch c {
				case 'h':
					inv.Help = true
					continue
				case 'j':
					inv.JSON = true
					continue
				case 'v':
					inv.Verbose = true
					continue
				}
				f := t.flag(func(f *Flag) bool { return f.Short == c })
				if f == nil {
					return nil, usagef("unknown flag -%c (see sonde tool %s --help)", c, t.Name)
				}
				value := "true"
				if f.Metavar != "" {
					if value = a[j+1:]; value == "" {
						v, err := next("-" + string(c))
						if err != nil {
							return nil, err
						}
						value = v
					}
					j = len(a)
				}
				if err := inv.set(f, value); err != nil {
					return nil, err
				}
			}
		}
	}
	if inv.Help {
		return inv, nil
	}
	if len(positional) > len(t.Args) {
		if len(t.Args) == 0 {
			return nil, usagef("unexpected argument %q (sonde tool %s takes no positional arguments)", positional[0], t.Name)
		}
		return nil, usagef("unexpected argument %q", positional[len(t.Args)])
	}
	for i, p := range positional {
		n, err := strconv.Atoi(p)
		if err != nil || n <= 0 {
			return nil, usagef("bad %s %q: want a positive integer", t.Args[i], p)
		}
		inv.Named[t.Args[i]] = p
	}
	return inv, nil
}

func isNumber(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}

func (t *Tool) flag(match func(*Flag) bool) *Flag {
	if i := slices.IndexFunc(t.Flags, match); i >= 0 {
		return t.Flags[i]
	}
	return nil
}

// set checks a flag's value by its metavar and records it for getopt().
func (inv *Invocation) set(f *Flag, value string) error {
	switch {
	case f.Metavar == "PID":
		n, err := strconv.Atoi(value)
		if err != nil || n <= 0 {
			return usagef("bad pid %q: want a process id", value)
		}
		if _, err := os.Stat(fmt.Sprintf("/proc/%d", n)); err != nil {
			return usagef("bad pid %d: no such process", n)
		}
	case len(f.Choices) > 0:
		if !slices.Contains(f.Choices, value) {
			return usagef("bad --%s %q: want one of %s", f.Long, value, strings.Join(f.Choices, ", "))
		}
	case f.Metavar == "PORT":
		if n, err := strconv.Atoi(value); err != nil || n <= 0 || n > 65535 {
			return usagef("bad --%s %q: want a port number (1-65535)", f.Long, value)
		}
	case f.Metavar == "N" || strings.HasSuffix(f.Metavar, "MS") || strings.HasSuffix(f.Metavar, "US"):
		if n, err := strconv.Atoi(value); err != nil || n < 0 {
			return usagef("bad --%s %q: want a non-negative integer", f.Long, value)
		}
	case f.Long == "cgroup":
		id, err := kernel.CgroupID(value)
		if err != nil {
			return usagef("bad --cgroup %q: %v", value, err)
		}
		value = strconv.FormatUint(id, 10)
	}
	inv.Named[f.Long] = value
	return nil
}

// Usage is the tool's one-line synopsis.
func (t *Tool) Usage() string {
	var b strings.Builder
	fmt.Fprintf(&b, "sonde tool %s [-h] [-j] [-v] [--source SOURCE]", t.Name)
	for _, f := range t.Flags {
		s := "--" + f.Long
		if f.Short != 0 {
			s = "-" + string(f.Short)
		}
		if f.Metavar != "" {
			s += " " + f.Metavar
		}
		fmt.Fprintf(&b, " [%s]", s)
	}
	switch len(t.Args) {
	case 1:
		fmt.Fprintf(&b, " [%s]", t.Args[0])
	case 2:
		fmt.Fprintf(&b, " [%s [%s]]", t.Args[0], t.Args[1])
	}
	return b.String()
}

func (f *Flag) spec(sep string) string {
	var parts []string
	if f.Short != 0 {
		parts = append(parts, "-"+string(f.Short))
	}
	s := "--" + f.Long
	if f.Metavar != "" {
		s += " " + f.Metavar
	}
	return strings.Join(append(parts, s), sep)
}

// WriteHelp prints --help: usage, description, flags, examples, notes.
func (t *Tool) WriteHelp(w io.Writer) {
	fmt.Fprintf(w, "usage: %s\n\n%s\n\nflags:\n", t.Usage(), t.Desc)
	row := func(spec, desc string) { fmt.Fprintf(w, "  %-24s %s\n", spec, desc) }
	for _, f := range t.Flags {
		row(f.spec(", "), f.Desc)
	}
	for _, a := range t.Args {
		switch a {
		case "interval":
			row("interval", "print every interval seconds (default: once, at Ctrl-C)")
		case "count":
			row("count", "stop after count intervals")
		}
	}
	row("-j, --json", "print JSON lines")
	row("-v, --verbose", "say which probe source runs")
	row("--source SOURCE", "force tracepoint, fentry, kprobe or tracefs (default: the first that works here)")
	row("-h, --help", "print this help")
	if len(t.Examples) > 0 {
		fmt.Fprintf(w, "\nexamples:\n")
		for _, e := range t.Examples {
			fmt.Fprintf(w, "  $ sonde tool %s\n      %s\n", e.Cmd, e.What)
		}
	}
	var sources []string
	for _, v := range t.Variants {
		sources = append(sources, v.Source)
	}
	fmt.Fprintf(w, "\nsources: %s (sonde tools show %s prints the script)\n", strings.Join(sources, ", "), t.Name)
	if t.Help != "" {
		fmt.Fprintf(w, "\n%s\n", t.Help)
	}
}
