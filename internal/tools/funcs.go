package tools

// The functions tools (funccount, funclatency, funcslower, stackcount):
// their probes are the user's pattern, so a Generator writes each script
// from the command line, and a Renderer prints it as BCC does.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"
)

func init() {
	RegisterGenerator("funccount", genFunccount)
	RegisterRenderer("funccount", renderFunccount)
	RegisterGenerator("funclatency", genFunclatency)
	RegisterRenderer("funclatency", renderFunclatency)
	RegisterGenerator("funcslower", genFuncslower)
	RegisterGenerator("stackcount", genStackcount)
	RegisterRenderer("stackcount", renderStackcount)
}

// A target is a parsed function pattern, as BCC's tools take them:
//
//	vfs_*               kernel functions (fentry, else kprobe)
//	p::vfs_read         the same, explicitly
//	c:malloc            a user function in a library (c: libc) or binary
//	p:/bin/bash:readline, u:LIB:PATTERN   the same
//	t:sched:sched_switch  a tracepoint
type target struct {
	kind    targetKind
	lib     string // user: the library or binary
	pattern string // the function pattern, or CAT:EVENT
}

var patternChars = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^[A-Za-z0-9_.*?\[\]-]+$`)
})

// parseTarget reads pattern s; with regex (-r), a regular expression of
// the simple kind (^, $, .*, literal text) becomes a wildcard.
func parseTarget(s string, regex bool) (target, error) {
	var t target
	f := strings.Split(s, ":")
	switch {
	case len(f) == 3 && f[0] == "t":
		t = target{kind: tpTarget, pattern: f[1] + ":" + f[2]}
	case len(f) == 3 && (f[0] == "p" || f[0] == "u") && f[1] == "":
		t = target{kind: kernelTarget, pattern: f[2]}
	case len(f) == 3 && (f[0] == "p" || f[0] == "u"):
		t = target{kind: userTarget, lib: f[1], pattern: f[2]}
	case len(f) == 2:
		t = target{kind: userTarget, lib: f[0], pattern: f[1]}
	case len(f) == 1:
		t = target{kind: kernelTarget, pattern: f[0]}
	default:
		return t, usagef("bad pattern %q: want FUNC, LIB:FUNC, p:LIB:FUNC, u:LIB:FUNC or t:CATEGORY:EVENT", s)
	}
	if regex { // the function's or event's name, not the category
		i := strings.LastIndex(t.pattern, ":") + 1
		p, err := regexToWildcard(t.pattern[i:])
		if err != nil {
			return t, usagef("bad pattern %q: %v", s, err)
		}
		t.pattern = t.pattern[:i] + p
	}
	if t.lib == "" && t.kind == userTarget || !patternChars().MatchString(strings.ReplaceAll(t.pattern, ":", "")) {
		return t, usagef("bad pattern %q: want FUNC, LIB:FUNC, p:LIB:FUNC, u:LIB:FUNC or t:CATEGORY:EVENT", s)
	}
	if t.kind == userTarget && !strings.Contains(t.lib, "/") && !strings.HasPrefix(t.lib, "lib") {
		t.lib = "lib" + t.lib // BCC's c: is libc
	}
	return t, nil
}

// regexToWildcard turns ^abc.*def$ into abc*def: sonde's probes take
// wildcards, and BCC's -r patterns are mostly of this kind.
func regexToWildcard(re string) (string, error) {
	if _, err := regexp.Compile(re); err != nil {
		return "", err
	}
	anchoredStart := strings.HasPrefix(re, "^")
	anchoredEnd := strings.HasSuffix(re, "$") && !strings.HasSuffix(re, `\$`)
	re = strings.TrimSuffix(strings.TrimPrefix(re, "^"), "$")
	re = strings.ReplaceAll(re, ".*", "*")
	if strings.ContainsAny(re, `.+?()[]{}|\^$`) {
		return "", fmt.Errorf("only ^, $, .* and literal text are supported in -r patterns")
	}
	if !anchoredStart {
		re = "*" + re
	}
	if !anchoredEnd {
		re += "*"
	}
	return strings.ReplaceAll(re, "**", "*"), nil
}

// targetKind is what a pattern names: kernel functions, a binary's
// functions, or tracepoints.
type targetKind int

const (
	kernelTarget targetKind = iota
	userTarget
	tpTarget
)

// probes are a target's entry and return probes on one source.
type probes struct{ source, entry, ret string }

// sources are the ways to probe t, in the order they are tried. For a
// tracepoint, ret is "".
func (t target) sources() []probes {
	switch t.kind {
	case tpTarget:
		return []probes{{"tracepoint", "tracepoint:" + t.pattern, ""}}
	case userTarget:
		return []probes{{"uprobe", "uprobe:" + t.lib + ":" + t.pattern, "uretprobe:" + t.lib + ":" + t.pattern}}
	}
	return []probes{
		{"fentry", "fentry:" + t.pattern, "fexit:" + t.pattern},
		{"kprobe", "kprobe:" + t.pattern, "kretprobe:" + t.pattern},
	}
}

// name is what names the function an entry probe fired in: probe, which
// a wildcard expands per function on fentry, uprobes and tracepoints; on
// kprobes (attached to many functions at once, probe is the pattern),
// func.
func (p probes) name() string {
	if p.source == "kprobe" {
		return "func"
	}
	return "probe"
}

// funcName is a probe's function for the FUNC column: the last part of
// "fentry:vmlinux:vfs_read" or "uprobe:/lib/libc.so.6:malloc", and
// CATEGORY:EVENT of a tracepoint.
func funcName(probe string) string {
	if rest, ok := strings.CutPrefix(probe, "tracepoint:"); ok {
		return rest
	}
	return probe[strings.LastIndex(probe, ":")+1:]
}

// script is a generated script under construction.
type script struct {
	strings.Builder
}

func (s *script) f(format string, args ...any) { fmt.Fprintf(&s.Builder, format, args...) }

// header opens every generated script: what generated it, and the config.
func (s *script) header(tool string, inv *Invocation, source string) {
	cmd := quoteArgs(tool, inv)
	for _, f := range inv.Tool.Flags {
		if v := inv.Named[f.Long]; strings.HasPrefix(f.Metavar, "SPECIFIER") && v != "" {
			for _, v := range strings.Split(v, "\n") {
				cmd += fmt.Sprintf(" -%c '%s'", f.Short, v)
			}
		}
	}
	s.f("// %s, as sonde tool %s generated it (%s)\n\n", strings.TrimSpace(cmd), tool, source)
	s.f("config = { print_maps_on_exit = false }\n\n")
}

// quoteArgs is the tool's word arguments, quoted as on a command line.
func quoteArgs(tool string, inv *Invocation) string {
	var ws []string
	for _, a := range inv.Tool.Args {
		name, _ := strings.CutSuffix(a, "...")
		for _, w := range inv.Words[name] {
			ws = append(ws, "'"+w+"'")
		}
	}
	return strings.Join(append([]string{tool}, ws...), " ")
}

// banner is BCC's first line, printed by BEGIN.
func (s *script) banner(pattern string) {
	s.f("BEGIN\n{\n\tprintf(\"Tracing functions for %%s... Hit Ctrl-C to end.\\n\", %q);\n}\n\n", strconv.Quote(pattern))
}

// pidFilter is the predicate of -p PID ("" without one).
func pidFilter(inv *Invocation) string {
	if p := inv.Named["pid"]; p != "" {
		return "/pid == " + p + "/\n"
	}
	return ""
}

// intervals writes the interval and duration probes: every -i seconds,
// body (which prints and clears), then the marker printf("\n"); after -d
// seconds, exit(). END runs body too, unless the last interval just did.
func (s *script) intervals(inv *Invocation, body string) {
	interval, _ := strconv.Atoi(inv.Named["interval"])
	duration, _ := strconv.Atoi(inv.Named["duration"])
	if interval > 0 {
		s.f("interval:s:%d\n{\n%s\tprintf(\"\\n\");\n}\n\n", interval, body)
	}
	if duration > 0 {
		s.f("interval:s:%d\n{\n\texit();\n}\n\n", duration)
	}
	if interval == 0 || duration == 0 || duration%interval != 0 {
		s.f("END\n{\n%s\tprintf(\"\\n\");\n}\n", body)
	} else {
		s.f("END\n{\n}\n")
	}
}

// eachSource builds one variant per source of the tool's pattern.
func eachSource(tool string, inv *Invocation, build func(t target, p probes) string) ([]*Variant, error) {
	t, err := parseTarget(inv.Words["PATTERN"][0], inv.Named["regexp"] != "")
	if err != nil {
		return nil, err
	}
	var vs []*Variant
	for _, p := range t.sources() {
		vs = append(vs, &Variant{Source: p.source, File: tool + "." + p.source + ".bt", Text: build(t, p)})
	}
	return vs, nil
}

func genFunccount(inv *Invocation) ([]*Variant, error) {
	pat := inv.Words["PATTERN"][0]
	return eachSource("funccount", inv, func(t target, p probes) string {
		var s script
		s.header("funccount", inv, p.source)
		s.banner(pat)
		s.f("%s\n%s{\n\t@[%s] = count();\n}\n\n", p.entry, pidFilter(inv), p.name())
		body := "\tprint(@);\n\tclear(@);\n"
		if inv.Named["timestamp"] != "" {
			body = "\ttime(\"%H:%M:%S\\n\");\n" + body
		}
		s.intervals(inv, body)
		return s.String()
	})
}

// unit is the latency unit of -u/-m (default nanoseconds, as BCC's
// funclatency; def names another default) and its divisor.
func unit(inv *Invocation, def string) (string, int) {
	switch {
	case inv.Named["milliseconds"] != "":
		return "msecs", 1000000
	case inv.Named["microseconds"] != "":
		return "usecs", 1000
	case def == "usecs":
		return "usecs", 1000
	}
	return "nsecs", 1
}

func genFunclatency(inv *Invocation) ([]*Variant, error) {
	pat := inv.Words["PATTERN"][0]
	if t, err := parseTarget(pat, inv.Named["regexp"] != ""); err == nil && t.kind == tpTarget {
		return nil, usagef("bad pattern %q: a tracepoint has no return to time; want a function", pat)
	}
	name, div := unit(inv, "")
	level := 10
	if l, err := strconv.Atoi(inv.Named["level"]); err == nil && l > 0 {
		level = l
	}
	return eachSource("funclatency", inv, func(t target, p probes) string {
		var s script
		s.header("funclatency", inv, p.source)
		s.banner(pat)
		// A stack of start times per thread, so nested and recursive
		// calls (up to -l levels) are each timed.
		fn, key := "", ""
		if inv.Named["function"] != "" {
			// The function is known at entry (func); a return probe on a
			// wildcard knows only its pattern.
			fn, key = "\t\t@fn[tid, @depth[tid]] = "+p.name()+";\n", "[@fn[tid, $d]]"
		}
		s.f("%s\n%s{\n\tif (@depth[tid] < %d) {\n\t\t@start[tid, @depth[tid]] = nsecs;\n%s\t}\n\t@depth[tid]++;\n}\n\n", p.entry, pidFilter(inv), level, fn)
		s.f("%s\n/@depth[tid] > 0/\n{\n\t@depth[tid]--;\n\t$d = @depth[tid];\n\tif ($d < %d) {\n", p.ret, level)
		s.f("\t\t$lat = (nsecs - @start[tid, $d]) / %d;\n\t\t@%s%s = hist($lat);\n\t\t@total%s = sum($lat);\n\t\t@count%s = count();\n\t\tdelete(@start[tid, $d]);\n", div, name, key, key, key)
		if fn != "" {
			s.f("\t\tdelete(@fn[tid, $d]);\n")
		}
		s.f("\t}\n}\n\n")
		body := fmt.Sprintf("\tprint(@%s);\n\tprint(@total);\n\tprint(@count);\n\tclear(@%s);\n\tclear(@total);\n\tclear(@count);\n", name, name)
		if inv.Named["timestamp"] != "" {
			body = "\ttime(\"%H:%M:%S\\n\");\n" + body
		}
		s.intervals(inv, body)
		return s.String()
	})
}

func genFuncslower(inv *Invocation) ([]*Variant, error) {
	pats := inv.Words["FUNCTION"]
	var ts []target
	for _, p := range pats {
		t, err := parseTarget(p, false)
		if err != nil {
			return nil, err
		}
		if t.kind == tpTarget {
			return nil, usagef("bad function %q: a tracepoint has no return to time", p)
		}
		ts = append(ts, t)
	}
	minNs, div, unitName := 1000000, 1000000, "ms" // BCC's default: 1 ms
	if v := inv.Named["min-us"]; v != "" {
		n, _ := strconv.Atoi(v)
		minNs, div, unitName = n*1000, 1000, "us"
	}
	if v := inv.Named["min-ms"]; v != "" {
		n, _ := strconv.Atoi(v)
		minNs, div, unitName = n*1000000, 1000000, "ms"
	}
	nargs, _ := strconv.Atoi(inv.Named["arguments"])
	if nargs > 6 {
		return nil, usagef("bad --arguments %d: at most 6", nargs)
	}
	for _, t := range ts {
		if t.kind != ts[0].kind {
			return nil, usagef("trace kernel or user functions, not both")
		}
	}
	// One variant per source; every function is probed on it.
	var vs []*Variant
	for i, p0 := range ts[0].sources() {
		if nargs > 0 && p0.source == "fentry" {
			continue // fentry's arguments are named by BTF: -a uses kprobes
		}
		var s script
		s.header("funcslower", inv, p0.source)
		s.f("BEGIN\n{\n\tprintf(\"Tracing function calls slower than %d %s... Ctrl+C to quit.\\n\");\n", minNs/div, unitName)
		s.f("\tprintf(\"%%-14s %%-7s %%-7s %%10s %%16s %%s%s\\n\", \"COMM\", \"PID\", \"TID\", \"LAT(%s)\", \"RVAL\", \"FUNC\"%s);\n}\n\n",
			map[bool]string{true: " %s", false: ""}[nargs > 0], unitName, map[bool]string{true: `, "ARGS"`, false: ""}[nargs > 0])
		var entries []string
		for _, t := range ts {
			entries = append(entries, t.sources()[i].entry)
		}
		s.f("%s\n%s{\n\t@start[tid] = nsecs;\n\t@fn[tid] = %s;\n", strings.Join(entries, ",\n"), pidFilter(inv), p0.name())
		for a := range nargs {
			s.f("\t@arg%d[tid] = arg%d;\n", a, a)
		}
		s.f("}\n\n")
		stack := ""
		if inv.Named["user-stack"] != "" {
			stack += "\t\tprintf(\"%s\\n\", ustack);\n"
		}
		if inv.Named["kernel-stack"] != "" {
			stack += "\t\tprintf(\"%s\\n\", kstack);\n"
		}
		format, values := "", ""
		for a := range nargs {
			format += " %x"
			values += fmt.Sprintf(", @arg%d[tid]", a)
		}
		// One return probe per function, so FUNC is its name (a wildcard
		// pattern's FUNC is the probe).
		for _, t := range ts {
			name := "@fn[tid]" // the function, known at entry
			if !strings.ContainsAny(t.pattern, "*?[") {
				name = strconv.Quote(t.pattern)
			}
			// The return register, as BCC's funcslower prints it: a
			// user function's float is not in it, and retval there
			// would be refused for that.
			ret := "retval"
			if t.kind == userTarget {
				ret = `reg("ax")`
			}
			s.f("%s\n/@start[tid]/\n{\n\t$lat = nsecs - @start[tid];\n\tif ($lat >= %d) {\n", t.sources()[i].ret, minNs)
			s.f("\t\tprintf(\"%%-14s %%-7d %%-7d %%10d %%16x %%s%s\\n\", comm, pid, tid, $lat / %d, %s, %s%s);\n", format, div, ret, name, values)
			s.f("%s\t}\n\tdelete(@start[tid]);\n\tdelete(@fn[tid]);\n", stack)
			for a := range nargs {
				s.f("\tdelete(@arg%d[tid]);\n", a)
			}
			s.f("}\n\n")
		}
		vs = append(vs, &Variant{Source: p0.source, File: "funcslower." + p0.source + ".bt", Text: s.String()})
	}
	return vs, nil
}

func genStackcount(inv *Invocation) ([]*Variant, error) {
	pat := inv.Words["PATTERN"][0]
	return eachSource("stackcount", inv, func(t target, p probes) string {
		var s script
		s.header("stackcount", inv, p.source)
		s.banner(pat)
		kernel := inv.Named["user-stacks-only"] == ""
		user := inv.Named["kernel-stacks-only"] == ""
		if t.kind == userTarget && inv.Named["kernel-stacks-only"] == "" {
			kernel = false // BCC: a user function's kernel stack is empty
		}
		mode := ""
		if inv.Named["offset"] != "" {
			mode = "(perf)"
		}
		var key []string
		if kernel {
			key = append(key, "kstack"+mode)
		}
		if user {
			key = append(key, "ustack"+mode)
		}
		key = append(key, "comm", "pid")
		s.f("%s\n%s{\n\t@[%s] = count();\n}\n\n", p.entry, pidFilter(inv), strings.Join(key, ", "))
		s.intervals(inv, "\tprint(@);\n\tclear(@);\n")
		return s.String()
	})
}
