package tools

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
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
// The first line is "NAME - description"; then "key: value" lines; a bare
// "//" ends them and the rest of the block is free text. A flag is
// "-S --long [METAVAR]  description": the script reads it as
// getopt("long", default); a flag without METAVAR is a boolean, and a
// METAVAR "a|b|c" takes one of those words. "args"
// names the positional parameters, read as getopt("interval", 0) and
// getopt("count", 0). It returns the tool and its script's source.
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
				if a != "interval" && a != "count" {
					return nil, "", fmt.Errorf("args: %q: want interval and count", a)
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
		case "example":
			cmd, what, _ := cutSpaces(value)
			t.Examples = append(t.Examples, Example{Cmd: cmd, What: what})
		default:
			return nil, "", fmt.Errorf("unknown metadata key %q", key)
		}
	}
	if t.Area == "" || source == "" {
		return nil, "", fmt.Errorf("metadata needs area: and source:")
	}
	if i < len(lines) {
		t.Help = strings.TrimSpace(strings.Join(lines[i+1:], "\n"))
	}
	return t, source, nil
}

var spaces = regexp.MustCompile(`\s{2,}`)

// cutSpaces splits "left  right" at the first run of two or more spaces.
func cutSpaces(s string) (string, string, bool) {
	loc := spaces.FindStringIndex(s)
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
