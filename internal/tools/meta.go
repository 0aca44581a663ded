package tools

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
)

// parseMeta reads a tool's metadata from the comment block that opens its
// script:
//
//	// execsnoop - trace new processes through exec() syscalls
//	// area: processes and files
//	// source: tracepoint
//	// requires: block-device
//	// flag: -T --timestamp  include a time column (HH:MM:SS)
//	// flag: -p --pid PID  trace this process only
//	// args: interval count
//	// example: execsnoop -x  trace failed exec()s only
//	//
//	// Free text (how to run the script by hand, what the columns mean),
//	// shown by --help.
//
// A tool that is a front for one of sonde's own commands has "runs: sonde
// VERB" instead of "source:", and nothing after its comment block (see
// fronts).
//
// The first line is "NAME - description"; then "key: value" lines; a bare
// "//" ends them and the rest of the block is free text. A flag is
// "-S --long [METAVAR]  description": the script reads it as
// getopt("long", default); a flag without METAVAR is a boolean, a METAVAR
// "a|b|c" takes one of those words, and one whose METAVAR ends in "..."
// may be repeated (its values one a line). "args"
// names the positional parameters: numbers (see positionals), read as
// getopt("interval", 0), getopt("count", 0), ...; a name in capitals is a
// required word (a generated tool's PATTERN), and a last one ending in
// "..." takes one or more (trace's PROBE...): those reach the tool's
// Generator, not the script. It returns the tool and its script's source.
func parseMeta(name, text string) (*Tool, string, error) {
	var lines []string
	for _, l := range strings.Split(text, "\n") {
		c, ok := strings.CutPrefix(l, "//")
		if !ok {
			break
		}
		lines = append(lines, strings.TrimPrefix(c, " "))
	}
	if len(lines) == 0 {
		return nil, "", fmt.Errorf("no metadata comment block")
	}
	first, desc, ok := strings.Cut(lines[0], " - ")
	if !ok || first != name {
		return nil, "", fmt.Errorf("first line must be %q", name+" - DESCRIPTION")
	}
	t := &Tool{Name: name, Desc: strings.TrimSpace(desc)}
	source := ""
	i := 1
	for ; i < len(lines) && strings.TrimSpace(lines[i]) != ""; i++ {
		key, value, ok := strings.Cut(lines[i], ":")
		if !ok {
			return nil, "", fmt.Errorf("metadata line %q: want KEY: VALUE", lines[i])
		}
		value = strings.TrimSpace(value)
		switch key {
		case "area":
			if !slices.Contains(Areas, value) {
				return nil, "", fmt.Errorf("area %q: want one of %q", value, Areas)
			}
			t.Area = value
		case "source":
			if !slices.Contains(Sources, value) {
				return nil, "", fmt.Errorf("source %q: want one of %q", value, Sources)
			}
			source = value
		case "flag":
			f, err := parseFlag(value)
			if err != nil {
				return nil, "", err
			}
			t.Flags = append(t.Flags, f)
		case "args":
			for _, a := range strings.Fields(value) {
				if positionals[a] == "" && !(isWord(a) && argName().MatchString(a)) {
					return nil, "", fmt.Errorf("args: %q: want interval, count, duration, min_us, min_ms, or a WORD in capitals", a)
				}
				t.Args = append(t.Args, a)
			}
		case "requires":
			for _, r := range strings.Fields(value) {
				if requirements[r] == nil {
					return nil, "", fmt.Errorf("requires: unknown requirement %q (see requirements)", r)
				}
				t.Requires = append(t.Requires, r)
			}
		case "runs":
			verb, ok := strings.CutPrefix(value, "sonde ")
			if !ok || verb == "" || strings.Contains(verb, " ") {
				return nil, "", fmt.Errorf("runs %q: want sonde VERB", value)
			}
			t.Runs = verb
		case "example":
			cmd, what, _ := cutSpaces(value)
			t.Examples = append(t.Examples, Example{Cmd: cmd, What: what})
		default:
			return nil, "", fmt.Errorf("unknown metadata key %q", key)
		}
	}
	// A flag may take a positional parameter's name (BCC's readahead has
	// -d --duration) only in a tool without that positional.
	for _, f := range t.Flags {
		if slices.Contains(t.Args, f.Long) {
			return nil, "", fmt.Errorf("flag --%s: getopt(%q) is the positional argument's", f.Long, f.Long)
		}
	}
	if t.Area == "" || (source == "") == (t.Runs == "") {
		return nil, "", fmt.Errorf("metadata needs area: and either source: (a script) or runs: (a front for a sonde command)")
	}
	if i < len(lines) {
		t.Help = strings.TrimSpace(strings.Join(lines[i+1:], "\n"))
	}
	return t, source, nil
}

// positionals are the positional parameters a tool may take (each a
// positive integer), with their --help lines.
var positionals = map[string]string{
	"interval": "print every interval seconds (default: once, at Ctrl-C)",
	"count":    "stop after count intervals",
	"duration": "trace for duration seconds, then print (default: until Ctrl-C)",
	"min_us":   "show only what took at least min_us microseconds",
	"min_ms":   "only operations slower than this many milliseconds (0: all)",
}

var (
	spaces = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`\s{2,}`)
	})
	argName = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^([a-z][a-z_]*|[A-Z][A-Z_]*(\.\.\.)?)$`)
	})
)

// isWord says whether positional parameter a is a word (PATTERN, in
// capitals as a METAVAR), not a number (interval, count).
func isWord(a string) bool { return a[0] >= 'A' && a[0] <= 'Z' }

// cutSpaces splits "left  right" at the first run of two or more spaces.
func cutSpaces(s string) (string, string, bool) {
	loc := spaces().FindStringIndex(s)
	if loc == nil {
		return s, "", false
	}
	return s[:loc[0]], s[loc[1]:], true
}

// parseFlag reads a "flag:" value: "-S --long [METAVAR]  description".
func parseFlag(v string) (*Flag, error) {
	spec, desc, _ := cutSpaces(v)
	f := &Flag{Desc: desc}
	for _, w := range strings.Fields(spec) {
		switch {
		case strings.HasPrefix(w, "--"):
			f.Long = w[2:]
		case strings.HasPrefix(w, "-") && len(w) == 2:
			f.Short = w[1]
		case strings.ToUpper(w) == w:
			f.Metavar = w
		case strings.Contains(w, "|"):
			f.Metavar = w // a choice: the value is one of the words
			f.Choices = strings.Split(w, "|")
		default:
			return nil, fmt.Errorf("flag %q: want -S --long [METAVAR]  description", v)
		}
	}
	if f.Long == "" {
		return nil, fmt.Errorf("flag %q: a flag needs a --long name (the script's getopt name)", v)
	}
	if reserved[f.Long] || f.Short != 0 && reservedShort[f.Short] {
		return nil, fmt.Errorf("flag %q: -h, -j, -v, --help, --json, --verbose and --source are every tool's", v)
	}
	return f, nil
}
