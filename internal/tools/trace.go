package tools

// trace and argdist: BCC's probe specifications, translated into sonde
// scripts by their Generators.

import (
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
)

func init() {
	RegisterGenerator("trace", genTrace)
	RegisterGenerator("argdist", genArgdist)
	RegisterRenderer("argdist", renderArgdist)
}

// A spec is one parsed probe specification:
//
//	[p|r]:[LIB]:FUNC[(SIGNATURE)] [(PREDICATE)] ["FORMAT"[, ARG...]]   (trace)
//	t:CATEGORY:EVENT ...
//	p|r|t:LIB:FUNC(SIGNATURE)[:TYPE[,TYPE]:EXPR[,EXPR][:FILTER]][#LABEL]  (argdist)
//
// Expressions are BCC's C: arg1..arg6 (the first argument is arg1), the
// signature's parameter names, retval ($retval), args->FIELD.
type spec struct {
	text      string // as given
	ret       bool   // r: a return probe
	t         target
	params    []string // the signature's parameter names
	predicate string   // translated
	format    string   // trace: the format string, as written
	args      []string // trace: the format's arguments, translated
	types     []string // argdist: the expressions' types
	exprs     []string // argdist: translated
	names     []string // argdist: the expressions as written, for the EVENT column
	label     string   // argdist: #LABEL, else the spec
}

var usesArgN = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\barg[0-9]\b`)
})

// splitTop splits s at sep outside parentheses and quotes.
func splitTop(s string, sep byte) []string {
	var parts []string
	depth, quoted, start := 0, false, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\\' && quoted:
			i++
		case c == '"':
			quoted = !quoted
		case quoted:
		case c == '(':
			depth++
		case c == ')':
			depth--
		case c == sep && depth == 0:
			parts = append(parts, s[start:i])
			start = i + 1
		}
	}
	return append(parts, s[start:])
}

// parseProbe reads "[p|r|t]:LIB:FUNC(SIG)" (or "FUNC", "LIB:FUNC").
func parseProbe(sp *spec, probe string) error {
	if i := strings.IndexByte(probe, '('); i >= 0 {
		if !strings.HasSuffix(probe, ")") {
			return usagef("bad probe %q: the signature needs a ')'", sp.text)
		}
		for _, p := range strings.Split(probe[i+1:len(probe)-1], ",") {
			if f := strings.Fields(strings.NewReplacer("*", " ", "&", " ").Replace(p)); len(f) > 0 {
				sp.params = append(sp.params, f[len(f)-1])
			}
		}
		probe = probe[:i]
	}
	f := strings.Split(probe, ":")
	if len(f) == 3 && f[0] == "r" {
		sp.ret = true
		f[0] = "p"
	}
	if len(f) == 3 && f[0] == "u" {
		return usagef("bad probe %q: USDT probes (u:) are not supported here; use sonde -e 'usdt:...'", sp.text)
	}
	t, err := parseTarget(strings.Join(f, ":"), false)
	if err != nil {
		return usagef("bad probe %q: want [p|r]:[LIB]:FUNC or t:CATEGORY:EVENT", sp.text)
	}
	if strings.ContainsAny(t.pattern, "*?[") {
		return usagef("bad probe %q: one function, no wildcards (funccount takes patterns)", sp.text)
	}
	if t.kind == tpTarget && sp.ret {
		return usagef("bad probe %q: a tracepoint has no return", sp.text)
	}
	sp.t = t
	return nil
}

// expr translates a BCC C expression: arg1 -> arg0, a parameter name ->
// its argN, $retval -> retval, args->f -> args.f.
func (sp *spec) expr(e string) string {
	e = strings.TrimSpace(e)
	e = strings.ReplaceAll(e, "args->", "args.")
	e = strings.ReplaceAll(e, "$retval", "retval")
	return ident().ReplaceAllStringFunc(e, func(id string) string {
		if n, ok := strings.CutPrefix(id, "arg"); ok && len(n) == 1 && n >= "1" && n <= "6" {
			return "arg" + strconv.Itoa(int(n[0]-'1'))
		}
		if i := slices.Index(sp.params, id); i >= 0 && sp.t.kind != tpTarget {
			return "arg" + strconv.Itoa(i)
		}
		return id
	})
}

var ident = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`"(\\.|[^"\\])*"|\.?[A-Za-z_][A-Za-z0-9_]*`)
})

// parseTraceSpec reads one of trace's probe specifications.
func parseTraceSpec(s string) (*spec, error) {
	sp := &spec{text: s}
	s = strings.TrimSpace(s)
	// The probe runs to the first blank outside its signature.
	end := len(s)
	depth := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '(' {
			depth++
		} else if s[i] == ')' {
			depth--
		} else if (s[i] == ' ' || s[i] == '\t') && depth == 0 {
			end = i
			break
		}
	}
	if err := parseProbe(sp, s[:end]); err != nil {
		return nil, err
	}
	rest := strings.TrimSpace(s[end:])
	if strings.HasPrefix(rest, "(") {
		parts := splitTop(rest, ' ')
		pred := ""
		for i, p := range parts {
			pred += p
			if strings.Count(pred, "(") == strings.Count(pred, ")") {
				rest = strings.TrimSpace(strings.Join(parts[i+1:], " "))
				break
			}
			pred += " "
		}
		sp.predicate = sp.expr(pred)
	}
	if rest != "" {
		if !strings.HasPrefix(rest, `"`) {
			return nil, usagef("bad probe %q: want a quoted format string after the probe", sp.text)
		}
		parts := splitTop(rest, ',')
		f, err := strconv.Unquote(strings.TrimSpace(parts[0]))
		if err != nil {
			return nil, usagef("bad probe %q: the format string: %v", sp.text, err)
		}
		sp.format = f
		for _, a := range parts[1:] {
			sp.args = append(sp.args, sp.expr(a))
		}
		if n := len(printfVerbs(f)); n != len(sp.args) {
			return nil, usagef("bad probe %q: %d verbs in the format, %d arguments", sp.text, n, len(sp.args))
		}
	}
	return sp, nil
}

var verb = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`%[-0-9.]*(hh|h|ll|l|z)?[a-zA-Z%]`)
})

// printfVerbs are a format's verbs, without %%.
func printfVerbs(f string) []string {
	var vs []string
	for _, v := range verb().FindAllString(f, -1) {
		if v != "%%" {
			vs = append(vs, v)
		}
	}
	return vs
}

// bpfFormat turns BCC's format and arguments into sonde's: %s reads a
// string (str()), %K and %U print a kernel or user symbol.
func bpfFormat(f string, args []string) (string, []string) {
	var out []string
	i := 0
	f = verb().ReplaceAllStringFunc(f, func(v string) string {
		if v == "%%" {
			return v
		}
		a := args[i]
		i++
		switch v[len(v)-1] {
		case 's':
			if !strings.HasPrefix(a, "str(") {
				a = "str(" + a + ")"
			}
		case 'K':
			a, v = "ksym("+a+")", "%s"
		case 'U':
			a, v = "usym("+a+")", "%s"
		}
		out = append(out, a)
		return v
	})
	return f, out
}

// probeName is the probe a spec attaches on a source.
func (sp *spec) probeName(source string) string {
	for _, p := range sp.t.sources() {
		if p.source == source || sp.t.kind != kernelTarget {
			if sp.ret {
				return p.ret
			}
			return p.entry
		}
	}
	return ""
}

// probe writes a spec's probe on source and its predicate: -p and the
// spec's own.
func (s *script) probe(sp *spec, source string, inv *Invocation) {
	var preds []string
	if p := inv.Named["pid"]; p != "" {
		preds = append(preds, "pid == "+p)
	}
	if sp.predicate != "" {
		preds = append(preds, sp.predicate)
	}
	s.f("%s\n", sp.probeName(source))
	if len(preds) > 0 {
		s.f("/%s/\n", strings.Join(preds, " && "))
	}
}

// specSources are the sources a set of specs can run on: fentry (when no
// kernel spec reads argN, which fentry names by BTF) and kprobe for
// kernel functions, else the one of their user functions or tracepoints.
func specSources(specs []*spec, uses func(*spec) bool) []string {
	kernel, user, fentryOK := false, false, true
	for _, sp := range specs {
		switch sp.t.kind {
		case kernelTarget:
			kernel = true
			fentryOK = fentryOK && !uses(sp)
		case userTarget:
			user = true
		}
	}
	switch {
	case kernel && fentryOK:
		return []string{"fentry", "kprobe"}
	case kernel:
		return []string{"kprobe"}
	case user:
		return []string{"uprobe"}
	}
	return []string{"tracepoint"}
}

func genTrace(inv *Invocation) ([]*Variant, error) {
	var specs []*spec
	for _, s := range inv.Words["PROBE"] {
		sp, err := parseTraceSpec(s)
		if err != nil {
			return nil, err
		}
		specs = append(specs, sp)
	}
	maxEvents, _ := strconv.Atoi(inv.Named["max-events"])
	uses := func(sp *spec) bool {
		return usesArgN().MatchString(sp.predicate + " " + strings.Join(sp.args, " "))
	}
	var vs []*Variant
	for _, source := range specSources(specs, uses) {
		var s script
		s.header("trace", inv, source)
		s.f("BEGIN\n{\n")
		if inv.Named["timestamp"] != "" {
			s.f("\tprintf(\"%%-8s \", \"TIME\");\n")
		}
		s.f("\tprintf(\"%%-7s %%-7s %%-15s %%-16s %%s\\n\", \"PID\", \"TID\", \"COMM\", \"FUNC\", \"-\");\n}\n\n")
		for _, sp := range specs {
			s.probe(sp, source, inv)
			s.f("{\n")
			if inv.Named["timestamp"] != "" {
				s.f("\tprintf(\"%%-8s \", strftime(\"%%H:%%M:%%S\", nsecs));\n")
			}
			f, args := bpfFormat(sp.format, sp.args)
			fn := sp.t.pattern[strings.LastIndex(sp.t.pattern, ":")+1:]
			s.f("\tprintf(%s, pid, tid, comm, %s%s);\n", strconv.Quote("%-7d %-7d %-15s %-16s "+f+"\n"), strconv.Quote(fn),
				strings.Join(append([]string{""}, args...), ", "))
			if inv.Named["kernel-stack"] != "" {
				s.f("\tprintf(\"%%s\\n\", kstack);\n")
			}
			if inv.Named["user-stack"] != "" {
				s.f("\tprintf(\"%%s\\n\", ustack);\n")
			}
			if maxEvents > 0 {
				s.f("\t@events++;\n\tif (@events >= %d) {\n\t\texit();\n\t}\n", maxEvents)
			}
			s.f("}\n\n")
		}
		vs = append(vs, &Variant{Source: source, File: "trace." + source + ".bt", Text: strings.TrimSuffix(s.String(), "\n")})
	}
	return vs, nil
}

// parseArgdistSpec reads one of argdist's -C or -H specifications.
func parseArgdistSpec(s string) (*spec, error) {
	sp := &spec{text: s, label: s}
	if body, label, ok := strings.Cut(s, "#"); ok {
		s, sp.label = body, label
	}
	parts := splitTop(s, ':')
	if len(parts) < 3 || len(parts) > 6 {
		return nil, usagef("bad specifier %q: want p|r|t:LIB:FUNC(SIGNATURE)[:TYPE:EXPR[:FILTER]]", sp.text)
	}
	if !strings.Contains(parts[2], "(") && parts[0] != "t" {
		return nil, usagef("bad specifier %q: the function needs a signature, e.g. malloc(size_t size)", sp.text)
	}
	if err := parseProbe(sp, strings.Join(parts[:3], ":")); err != nil {
		return nil, err
	}
	if len(parts) >= 5 {
		sp.types = splitTop(parts[3], ',')
		for _, e := range splitTop(parts[4], ',') {
			sp.exprs = append(sp.exprs, sp.expr(e))
			sp.names = append(sp.names, strings.TrimSpace(e))
		}
		if len(sp.types) != len(sp.exprs) {
			return nil, usagef("bad specifier %q: %d types, %d expressions", sp.text, len(sp.types), len(sp.exprs))
		}
	} else if len(parts) == 4 {
		return nil, usagef("bad specifier %q: a TYPE needs an EXPR", sp.text)
	}
	if len(parts) == 6 {
		sp.predicate = sp.expr(parts[5])
	}
	return sp, nil
}

// argdistSpecs are the -C and -H specifications, in that order.
func argdistSpecs(inv *Invocation) ([]*spec, []*spec, error) {
	var counts, hists []*spec
	for _, c := range []struct {
		flag string
		to   *[]*spec
	}{{"count", &counts}, {"histogram", &hists}} {
		if v := inv.Named[c.flag]; v != "" {
			for _, v := range strings.Split(v, "\n") {
				sp, err := parseArgdistSpec(v)
				if err != nil {
					return nil, nil, err
				}
				*c.to = append(*c.to, sp)
			}
		}
	}
	if len(counts)+len(hists) == 0 {
		return nil, nil, usagef("needs -C SPECIFIER or -H SPECIFIER (see sonde tool argdist --help)")
	}
	for _, sp := range hists {
		if len(sp.exprs) != 1 {
			return nil, nil, usagef("bad specifier %q: a histogram takes one expression", sp.text)
		}
	}
	return counts, hists, nil
}

func genArgdist(inv *Invocation) ([]*Variant, error) {
	counts, hists, err := argdistSpecs(inv)
	if err != nil {
		return nil, err
	}
	all := append(slices.Clone(counts), hists...)
	uses := func(sp *spec) bool { return usesArgN().MatchString(sp.predicate + " " + strings.Join(sp.exprs, " ")) }
	interval := 1
	if n, err := strconv.Atoi(inv.Named["interval"]); err == nil && n > 0 {
		interval = n
	}
	var vs []*Variant
	for _, source := range specSources(all, uses) {
		var s script
		s.header("argdist", inv, source)
		s.f("BEGIN\n{\n\tprintf(\"Tracing... Hit Ctrl-C to end.\\n\");\n}\n\n")
		for i, sp := range all {
			s.probe(sp, source, inv)
			var keys []string
			for j, e := range sp.exprs {
				if strings.Contains(sp.types[j], "char") && strings.Contains(sp.types[j], "*") {
					e = "str(" + e + ")"
				}
				keys = append(keys, e)
			}
			if i < len(counts) {
				if len(keys) == 0 {
					keys = []string{`"total calls"`}
				}
				s.f("{\n\t@C%d[%s] = count();\n}\n\n", i, strings.Join(keys, ", "))
			} else {
				s.f("{\n\t@H%d = hist(%s);\n}\n\n", i, keys[0])
			}
		}
		var body strings.Builder
		body.WriteString("\ttime(\"[%H:%M:%S]\\n\");\n")
		for i := range all {
			m := map[bool]string{true: "@C", false: "@H"}[i < len(counts)] + strconv.Itoa(i)
			fmt.Fprintf(&body, "\tprint(%s);\n\tclear(%s);\n", m, m)
		}
		n, _ := strconv.Atoi(inv.Named["number"])
		s.f("interval:s:%d\n{\n%s\tprintf(\"\\n\");\n", interval, body.String())
		if n > 0 {
			s.f("\t@intervals++;\n\tif (@intervals >= %d) {\n\t\t@done = 1;\n\t\texit();\n\t}\n", n)
		}
		// Ctrl-C prints what the interval has so far.
		s.f("}\n\nEND\n%s{\n%s\tprintf(\"\\n\");\n}\n", map[bool]string{true: "/@done == 0/\n"}[n > 0], body.String())
		vs = append(vs, &Variant{Source: source, File: "argdist." + source + ".bt", Text: s.String()})
	}
	return vs, nil
}

// renderArgdist prints each interval as BCC's argdist: the time, then per
// specifier its label and a COUNT EVENT table (-C, the top -T, most
// frequent last) or a log2 histogram (-H) headed by the expression.
func renderArgdist(in io.Reader, inv *Invocation, out io.Writer) error {
	counts, hists, err := argdistSpecs(inv)
	if err != nil {
		return err
	}
	all := append(slices.Clone(counts), hists...)
	top, _ := strconv.Atoi(inv.Named["top"])
	seen := map[int]json.RawMessage{}
	return readRecords(in, func(r record) error {
		switch r.Type {
		case "time":
			fmt.Fprintf(out, "%s", printfText(r))
		case "map", "hist":
			name, v := oneMap(r)
			if i, err := strconv.Atoi(name[2:]); err == nil && i < len(all) {
				seen[i] = v
			}
		case "printf":
			if s := printfText(r); s != "\n" {
				io.WriteString(out, s)
				return nil
			}
			for i, sp := range all {
				fmt.Fprintf(out, "%s\n", sp.label)
				if i >= len(counts) {
					var bs []bucket
					json.Unmarshal(seen[i], &bs)
					writeLog2Hist(out, sp.names[0], bs)
					continue
				}
				var m map[string]uint64
				json.Unmarshal(seen[i], &m)
				writeCounts(out, sp, m, top)
			}
			seen = map[int]json.RawMessage{}
		}
		return nil
	})
}

// writeCounts prints -C's table: "\tCOUNT      EVENT", then one
// "\tN          expr = value[, expr = value]" row per value.
func writeCounts(w io.Writer, sp *spec, m map[string]uint64, top int) {
	keys := byCount(m)
	if top > 0 && len(keys) > top {
		keys = keys[len(keys)-top:]
	}
	fmt.Fprintf(w, "\t%-10s %s\n", "COUNT", "EVENT")
	for _, k := range keys {
		var event []string
		if len(sp.exprs) == 0 {
			event = []string{"total calls"}
		} else {
			vals := strings.SplitN(k, ",", len(sp.exprs))
			for j, name := range sp.names {
				v := ""
				if j < len(vals) {
					v = vals[j]
				}
				event = append(event, name+" = "+v)
			}
		}
		fmt.Fprintf(w, "\t%-10d %s\n", m[k], strings.Join(event, ", "))
	}
}
