package ftracecmd

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"sonde/internal/kernel"
)

// listOptions are list's flags, as trace-cmd list spells them.
type listOptions struct {
	events, tracers, functions, options bool
	eventRE, funcRE                     string
}

func parseList(args []string) (*listOptions, error) {
	o := &listOptions{}
	// An optional argument: the next word when it is not a flag.
	optArg := func(i *int) string {
		if *i+1 < len(args) && !strings.HasPrefix(args[*i+1], "-") {
			*i++
			return args[*i]
		}
		return ""
	}
	for i := 0; i < len(args); i++ {
		switch args[i] {
		case "-e":
			o.events = true
			o.eventRE = optArg(&i)
		case "-t":
			o.tracers = true
		case "-f":
			o.functions = true
			o.funcRE = optArg(&i)
		case "-o":
			o.options = true
		default:
			return nil, usagef("unknown argument %s (-e [PATTERN], -t, -f [PATTERN], -o)", args[i])
		}
	}
	return o, nil
}

// list prints events, tracers, filterable functions or options as
// trace-cmd list does; with no flag, events, tracers and options in its
// sections.
func list(args []string, stdout, stderr io.Writer) error {
	o, err := parseList(args)
	if err != nil {
		return err
	}
	root, err := kernel.EnsureTracefs()
	if err != nil {
		return fmt.Errorf("tracefs: %w", err)
	}
	var evMatch func(sys, ev string) bool
	if o.eventRE != "" {
		if evMatch, err = eventMatcher(o.eventRE); err != nil {
			return err
		}
	}
	var fnRE *regexp.Regexp
	if o.funcRE != "" {
		if fnRE, err = breRegexp(o.funcRE); err != nil {
			return usagef("-f %q: %v", o.funcRE, err)
		}
	}
	w := bufio.NewWriter(stdout)
	defer w.Flush()
	all := !o.events && !o.tracers && !o.functions && !o.options
	if all {
		w.WriteString("event systems:\n")
		systems, err := eventSystems(root)
		if err != nil {
			return err
		}
		for _, s := range systems {
			fmt.Fprintln(w, s)
		}
		w.WriteString("\nevents:\n")
	}
	switch {
	case evMatch != nil:
		if err := listEvents(w, root, evMatch); err != nil {
			return err
		}
	case all || o.events:
		if err := listLines(w, filepath.Join(root, "available_events")); err != nil {
			return err
		}
	}
	if all {
		w.WriteString("\ntracers:\n")
	}
	if all || o.tracers {
		if err := listLines(w, filepath.Join(root, "available_tracers")); err != nil {
			return err
		}
	}
	if all {
		w.WriteString("\noptions:\n")
	}
	if all || o.options {
		if err := listOptionsDir(w, filepath.Join(root, "options")); err != nil {
			return err
		}
	}
	if o.functions {
		var match func(string) bool
		if fnRE != nil {
			match = fnRE.MatchString
		}
		if err := listFunctions(w, root, match, stderr); err != nil {
			return err
		}
	}
	return w.Flush()
}

// listLines copies a tracefs file's lines.
func listLines(w io.Writer, path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	for _, l := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		if l != "" {
			fmt.Fprintln(w, l)
		}
	}
	return nil
}

// listEvents prints the events that match as trace-cmd list -e PATTERN
// does: system by system, each in events/'s directory order.
func listEvents(w io.Writer, root string, match func(sys, ev string) bool) error {
	systems, err := eventSystems(root)
	if err != nil {
		return err
	}
	for _, sys := range systems {
		dir := filepath.Join(root, "events", sys)
		names, err := dirNames(dir)
		if err != nil {
			return err
		}
		for _, ev := range names {
			if fi, err := os.Stat(filepath.Join(dir, ev)); err != nil || !fi.IsDir() {
				continue
			}
			if match(sys, ev) {
				fmt.Fprintf(w, "%s:%s\n", sys, ev)
			}
		}
	}
	return nil
}

// listFunctions prints available_filter_functions; on a kernel that keeps
// it empty or unreadable (no function tracer in reach) it says so in one
// line.
func listFunctions(w io.Writer, root string, match func(string) bool, stderr io.Writer) error {
	path := filepath.Join(root, "available_filter_functions")
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return errors.New("no filterable functions: this kernel has no function tracer (available_filter_functions is absent)")
	case errors.Is(err, os.ErrPermission):
		return errors.New("no filterable functions: the kernel refuses to read available_filter_functions (function tracing is off here)")
	case err != nil:
		return fmt.Errorf("no filterable functions: %v", err)
	case len(data) == 0:
		fmt.Fprintln(stderr, "sonde ftrace list: no filterable functions: available_filter_functions is empty")
		return nil
	}
	for _, l := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		// "name [module]": the pattern matches the name, as trace-cmd's.
		name, _, _ := strings.Cut(l, " ")
		if match == nil || match(name) {
			fmt.Fprintln(w, l)
		}
	}
	return nil
}

// listOptionsDir prints options/ in its directory order, "name" when set
// and "noname" when not, as trace-cmd list -o does.
func listOptionsDir(w io.Writer, dir string) error {
	names, err := dirNames(dir)
	if err != nil {
		return err
	}
	for _, n := range names {
		b, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			continue
		}
		if strings.HasPrefix(string(b), "0") {
			io.WriteString(w, "no")
		}
		fmt.Fprintln(w, n)
	}
	return nil
}

// eventSystems lists events/'s subdirectories in directory order.
func eventSystems(root string) ([]string, error) {
	dir := filepath.Join(root, "events")
	names, err := dirNames(dir)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, n := range names {
		if fi, err := os.Stat(filepath.Join(dir, n)); err == nil && fi.IsDir() {
			out = append(out, n)
		}
	}
	return out, nil
}

// dirNames is a directory's entries in the order the file system gives
// them (tracefs: creation order), as readdir(3) returns them.
func dirNames(dir string) ([]string, error) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return f.Readdirnames(-1)
}

// eventMatcher matches an event as trace-cmd
// list -e PATTERN does: PATTERN is a case-insensitive POSIX basic regular
// expression, unanchored; "SYS:EV" matches the system with SYS and the
// event with EV, a pattern without a colon either of them.
func eventMatcher(pattern string) (func(sys, ev string) bool, error) {
	sysPat, evPat, split := strings.Cut(pattern, ":")
	if !split {
		re, err := breRegexp(pattern)
		if err != nil {
			return nil, usagef("-e %q: %v", pattern, err)
		}
		return func(sys, ev string) bool { return re.MatchString(sys) || re.MatchString(ev) }, nil
	}
	sre, err := breRegexp(sysPat)
	if err != nil {
		return nil, usagef("-e %q: %v", pattern, err)
	}
	ere, err := breRegexp(evPat)
	if err != nil {
		return nil, usagef("-e %q: %v", pattern, err)
	}
	return func(sys, ev string) bool { return sre.MatchString(sys) && ere.MatchString(ev) }, nil
}

// breRegexp compiles a POSIX basic regular expression (with GNU's \+, \?
// and \|), matched case-insensitively as regcomp(REG_ICASE) does: in a BRE
// ( ) { } + ? | are literal and their backslashed forms are operators, and
// a * at the start of the expression or of a group is literal.
func breRegexp(bre string) (*regexp.Regexp, error) {
	var b strings.Builder
	b.WriteString("(?i)")
	atStart := true
	for i := 0; i < len(bre); i++ {
		c := bre[i]
		start := atStart
		atStart = false
		switch {
		case c == '\\' && i+1 < len(bre):
			i++
			switch n := bre[i]; n {
			case '(', ')', '{', '}', '+', '?', '|':
				b.WriteByte(n)
				atStart = n == '(' || n == '|'
			default:
				b.WriteString(regexp.QuoteMeta(string(n)))
			}
		case c == '*' && start:
			b.WriteString(`\*`)
		case c == '^' && start:
			b.WriteByte('^')
			atStart = true
		case c == '[':
			// A bracket expression is the same in both; copy it whole.
			j := i + 1
			if j < len(bre) && bre[j] == '^' {
				j++
			}
			if j < len(bre) && bre[j] == ']' {
				j++
			}
			for j < len(bre) && bre[j] != ']' {
				j++
			}
			if j >= len(bre) {
				return nil, errors.New("unmatched [")
			}
			b.WriteString(bre[i : j+1])
			i = j
		case strings.IndexByte("(){}+?|", c) >= 0:
			b.WriteString(regexp.QuoteMeta(string(c)))
		default:
			b.WriteByte(c)
		}
	}
	return regexp.Compile(b.String())
}
