package tools

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"sonde/internal/kernel"
	"sonde/internal/kernel/abi"
)

// A Flag is one of a tool's own flags, declared in its metadata. The
// script reads it as getopt(Long, default): "true" for a boolean, the
// value otherwise. Some metavars are checked here, once for every tool:
// PID (a running process), TID (a running thread), N (a non-negative
// integer), SIGNAL (a number or a name, passed to the script as its
// number), ERRNO (a name such as ENOENT, passed as its number), DISK (a
// block device's name, as in /sys/block), FSTYPE (a file system in
// /proc/filesystems: its module is loaded), PORT (1-65535) and, for
// --cgroup,
// PATH (a cgroup directory, passed to the script as its cgroup id). A
// METAVAR "a|b|c" takes one of those words.
type Flag struct {
	Short   byte     // 0: none
	Long    string   // the getopt name
	Metavar string   // "": a boolean flag
	Choices []string // the values a "a|b|c" metavar allows
	Desc    string
}

// Every tool takes these; they are not passed to the script.
var (
	reserved      = map[string]bool{"help": true, "json": true, "verbose": true, "source": true, "print-script": true}
	reservedShort = map[byte]bool{'h': true, 'j': true, 'v': true}
)

// An Invocation is a parsed `sonde tool NAME ARGS` command line.
type Invocation struct {
	Tool    *Tool
	Named   map[string]string   // the script's getopt() parameters
	JSON    bool                // -j, --json: machine-readable lines
	Verbose bool                // -v: say which variant runs
	Source  string              // --source: force a variant ("" picks one)
	Help    bool                // -h, --help
	Print   bool                // --print-script: print the script that would run, and exit
	Words   map[string][]string // word arguments (a PATTERN) by name: a Generator's input
	// A Generator may ask the Engine to run the script as `sonde -p PID`
	// or `sonde -c CMD`: probes (uprobes) on that process only.
	TargetPID int
	Command   string
}

// ErrUsage marks a bad command line: one line, exit 2.
var ErrUsage = errors.New("usage")

func usagef(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrUsage, fmt.Sprintf(format, args...))
}

// Parse parses a tool's command line: its declared flags (short ones may
// cluster, values as -p 42, -p42, --pid 42 or --pid=42), -h, -j, -v,
// --source, and its positional arguments (interval and count, ...).
func (t *Tool) Parse(args []string) (*Invocation, error) {
	inv := &Invocation{Tool: t, Named: map[string]string{}, Words: map[string][]string{}}
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
			case "print-script":
				inv.Print = true
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
					return nil, usagef("--source %q: want tracepoint, fentry, kprobe, uprobe or tracefs", value)
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
	for i, a := range t.Args {
		if !isWord(a) {
			continue
		}
		name, many := strings.CutSuffix(a, "...")
		if i >= len(positional) {
			return nil, usagef("needs a %s (see sonde tool %s --help)", strings.ToUpper(name), t.Name)
		}
		if many {
			inv.Words[name] = positional[i:]
			positional = positional[:i]
			break
		}
		inv.Words[name] = positional[i : i+1]
	}
	if len(positional) > len(t.Args) {
		if len(t.Args) == 0 {
			return nil, usagef("unexpected argument %q (sonde tool %s takes no positional arguments)", positional[0], t.Name)
		}
		return nil, usagef("unexpected argument %q", positional[len(t.Args)])
	}
	for i, p := range positional {
		if isWord(t.Args[i]) {
			continue
		}
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || n == 0 && t.Args[i] != "min_ms" {
			if t.Args[i] == "min_ms" {
				return nil, usagef("bad min_ms %q: want a non-negative integer", p)
			}
			return nil, usagef("bad %s %q: want a positive integer", t.Args[i], p)
		}
		inv.Named[t.Args[i]] = p
	}
	return inv, nil
}

// errnoValue reads an ERRNO flag: a name (ENOENT) or a positive number.
func errnoValue(s string) (int, error) {
	if n, err := strconv.Atoi(s); err == nil && n > 0 {
		return n, nil
	}
	for n, e := range abi.Errnos {
		if e.Name == s {
			return n, nil
		}
	}
	return 0, usagef("bad errno %q: want a name (ENOENT) or a positive number", s)
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
	case f.Metavar == "PID" || f.Metavar == "TID":
		what := strings.ToLower(f.Metavar)
		n, err := strconv.Atoi(value)
		if err != nil || n <= 0 {
			return usagef("bad %s %q: want a %s id", what, value, map[string]string{"pid": "process", "tid": "thread"}[what])
		}
		if _, err := os.Stat(fmt.Sprintf("/proc/%d", n)); err != nil {
			return usagef("bad %s %d: no such %s", what, n, map[string]string{"pid": "process", "tid": "thread"}[what])
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
	case f.Metavar == "SIGNAL":
		n, err := strconv.Atoi(value)
		if err != nil {
			name := strings.ToUpper(value)
			if !strings.HasPrefix(name, "SIG") {
				name = "SIG" + name
			}
			n = abi.SignalNumber(name)
		}
		if n <= 0 || n > 64 {
			return usagef("bad --%s %q: want a signal number (1-64) or name (TERM, SIGKILL)", f.Long, value)
		}
		value = strconv.Itoa(n)
	case f.Metavar == "DISK":
		if _, err := os.Stat(filepath.Join(sysBlock, value)); err != nil || strings.ContainsRune(value, '/') {
			return usagef("bad --%s %q: no such disk (see %s)", f.Long, value, sysBlock)
		}
	case f.Metavar == "FSTYPE":
		if !kernelFilesystem(value) {
			return usagef("bad --%s %q: not a file system this kernel has (see /proc/filesystems)", f.Long, value)
		}
	case f.Metavar == "ERRNO":
		n, err := errnoValue(value)
		if err != nil {
			return err
		}
		value = strconv.Itoa(n)
	case f.Long == "cgroup":
		id, err := kernel.CgroupID(value)
		if err != nil {
			return usagef("bad --cgroup %q: %v", value, err)
		}
		value = strconv.FormatUint(id, 10)
	}
	if old, ok := inv.Named[f.Long]; ok && strings.HasSuffix(f.Metavar, "...") {
		value = old + "\n" + value // a repeatable flag: one value a line
	}
	inv.Named[f.Long] = value
	return nil
}

// Usage is the tool's one-line synopsis.
func (t *Tool) Usage() string {
	var b strings.Builder
	if t.Runs != "" {
		fmt.Fprintf(&b, "sonde tool %s [-h] [-v]", t.Name)
	} else {
		fmt.Fprintf(&b, "sonde tool %s [-h] [-j] [-v] [--source SOURCE]", t.Name)
	}
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
	nums := 0
	for _, a := range t.Args {
		if isWord(a) {
			name, many := strings.CutSuffix(a, "...")
			fmt.Fprintf(&b, " %s", strings.ToUpper(name))
			if many {
				fmt.Fprintf(&b, " [%s...]", strings.ToUpper(name))
			}
			continue
		}
		fmt.Fprintf(&b, " [%s", a)
		nums++
	}
	b.WriteString(strings.Repeat("]", nums))
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
		if isWord(a) {
			name, many := strings.CutSuffix(a, "...")
			if many {
				name += "..."
			}
			row(name, "what to trace (below)")
			continue
		}
		row(a, positionals[a])
	}
	if t.Runs != "" {
		row("-v, --verbose", "print the sonde "+t.Runs+" command line it runs")
	} else {
		row("-j, --json", "print JSON lines")
		row("-v, --verbose", "say which probe source runs")
		row("--print-script", "print the script that would run, and exit")
		row("--source SOURCE", "force tracepoint, fentry, kprobe, uprobe or tracefs (default: the first that works here)")
	}
	row("-h, --help", "print this help")
	if len(t.Examples) > 0 {
		fmt.Fprintf(w, "\nexamples:\n")
		for _, e := range t.Examples {
			fmt.Fprintf(w, "  $ sonde tool %s\n      %s\n", e.Cmd, e.What)
		}
	}
	if t.Runs != "" {
		fmt.Fprintf(w, "\nruns: sonde %s (sonde tools show %s says how)\n", t.Runs, t.Name)
	} else {
		var sources []string
		for _, v := range t.Variants {
			sources = append(sources, v.Source)
		}
		fmt.Fprintf(w, "\nsources: %s (sonde tools show %s prints the script)\n", strings.Join(sources, ", "), t.Name)
	}
	if t.Help != "" {
		fmt.Fprintf(w, "\n%s\n", t.Help)
	}
}

// kernelFilesystem reports whether /proc/filesystems lists name.
func kernelFilesystem(name string) bool {
	b, _ := os.ReadFile("/proc/filesystems")
	for _, l := range strings.Split(string(b), "\n") {
		if f := strings.Fields(l); len(f) > 0 && f[len(f)-1] == name {
			return true
		}
	}
	return false
}
