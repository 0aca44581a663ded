package check

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
	"sonde/internal/lang/types"
)

// configKind is the type of a config variable's value.
type configKind int

const (
	configInt    configKind = iota // a positive integer (on_stack_limit: 0 too)
	configBool                     // true or false (1 or 0)
	configString                   // any text
	configEnum                     // one of configVar.values
)

// configVar is one of newest bpftrace's config variables (its
// docs/language.md, "Config Variables"), set in the script's config block
// or by BPFTRACE_NAME in the environment, which wins.
type configVar struct {
	name   string
	kind   configKind
	values []string // configEnum's values, in the config's spelling
	// def is newest's default, as the config builtin reads it when the
	// script does not set the variable ("" where it depends on the run:
	// configDefault).
	def string
	// set applies a checked value (n for integers and booleans, s for
	// strings and enums); nil for a variable sonde accepts but that
	// changes nothing in sonde (the README says why).
	set func(c *checker, n int, s string) string
}

// configVars are newest bpftrace's config variables.
var configVars = []configVar{
	{name: "cache_user_symbols", kind: configEnum, values: []string{"PER_PROGRAM", "PER_PID", "NONE"}},
	{name: "cpp_demangle", def: "true", kind: configBool, set: func(c *checker, n int, _ string) string {
		c.prog.Config.CppDemangle = boolPtr(n == 1)
		return ""
	}},
	{name: "lazy_symbolication", def: "false", kind: configBool},
	{name: "license", kind: configString, set: func(c *checker, _ int, s string) string {
		c.prog.Config.License = s
		return ""
	}},
	{name: "log_size", def: "1000000", kind: configInt},
	{name: "max_bpf_progs", def: "1024", kind: configInt},
	{name: "max_cat_bytes", def: "10240", kind: configInt, set: func(c *checker, n int, _ string) string {
		c.prog.Config.MaxCatBytes = n
		return ""
	}},
	{name: "max_map_keys", def: "4096", kind: configInt, set: func(c *checker, n int, _ string) string {
		c.prog.Config.MaxMapKeys = n
		return ""
	}},
	{name: "max_probes", def: "1024", kind: configInt, set: func(c *checker, n int, _ string) string {
		c.prog.Config.MaxProbes = n
		return ""
	}},
	{name: "max_strlen", kind: configInt, set: func(c *checker, n int, _ string) string {
		if n > 1<<16 {
			return "max_strlen must be a number between 1 and 65536"
		}
		c.prog.MaxStrlen, c.opts.MaxStrlen = n, n
		return ""
	}},
	{name: "max_type_res_iterations", def: "0", kind: configInt},
	// sonde's own, as DTrace's options: speculation()'s buffers.
	{name: "nspec", def: "1", kind: configInt, set: func(c *checker, n int, _ string) string {
		if n > MaxSpeculations {
			return fmt.Sprintf("nspec must be a number between 1 and %d", MaxSpeculations)
		}
		c.prog.Config.Nspec = n
		return ""
	}},
	{name: "specsize", def: "65536", kind: configInt, set: func(c *checker, n int, _ string) string {
		c.prog.Config.Specsize = n
		return ""
	}},
	{name: "missing_probes", kind: configEnum, values: missingProbesValues, set: func(c *checker, _ int, s string) string {
		c.opts.MissingProbes = MissingProbes(slices.Index(missingProbesValues, s))
		return ""
	}},
	{name: "on_stack_limit", def: "32", kind: configInt, set: func(c *checker, n int, _ string) string {
		c.prog.Config.OnStackLimit = &n
		return ""
	}},
	{name: "perf_rb_pages", def: "0", kind: configInt, set: func(c *checker, n int, _ string) string {
		c.prog.Config.PerfRbPages = n
		return ""
	}},
	{name: "print_maps_on_exit", def: "true", kind: configBool, set: func(c *checker, n int, _ string) string {
		c.prog.Config.NoPrintMapsOnExit = n == 0
		return ""
	}},
	{name: "show_debug_info", def: "true", kind: configBool, set: func(c *checker, n int, _ string) string {
		c.prog.Config.ShowDebugInfo = boolPtr(n == 1)
		return ""
	}},
	{name: "stack_mode", def: "bpftrace", kind: configEnum, values: []string{"bpftrace", "perf", "raw", "build_id"}, set: func(c *checker, _ int, s string) string {
		c.prog.Config.StackMode, _ = types.StackModeOf(s)
		return ""
	}},
	{name: "str_trunc_trailer", def: "..", kind: configString, set: func(c *checker, _ int, s string) string {
		c.prog.Config.StrTruncTrailer = &s
		return ""
	}},
	{name: "symbol_source", def: "dwarf", kind: configEnum, values: []string{"dwarf", "symbol_table"}},
	{name: "use_blazesym", def: "true", kind: configBool},
}

// unstableValues are the values of the unstable_* feature flags
// (unstable_tseries, unstable_dw_ustack, ...): sonde has every feature on.
var unstableValues = []string{"enable", "warn", "error"}

// envOnlyConfig are the BPFTRACE_* variables newest bpftrace takes only
// from the environment.
var envOnlyConfig = []string{"btf", "color", "debug_output", "kernel_build", "kernel_source", "max_ast_nodes", "vmlinux"}

// ConfigVarNames are the names of the config variables, for the
// environment's BPFTRACE_NAME.
func ConfigVarNames() []string {
	var names []string
	for _, v := range configVars {
		names = append(names, v.name)
	}
	return names
}

func boolPtr(b bool) *bool { return &b }

// lookupConfigVar finds a config variable by name; unstable_* flags are
// an enum of unstableValues.
func lookupConfigVar(name string) (configVar, bool) {
	for _, v := range configVars {
		if v.name == name {
			return v, true
		}
	}
	if strings.HasPrefix(name, "unstable_") && len(name) > len("unstable_") {
		v := configVar{name: name, kind: configEnum, values: unstableValues}
		if name == "unstable_dw_ustack" {
			v.set = func(c *checker, _ int, s string) string {
				c.prog.Config.UnstableDwUstack = s
				return ""
			}
		}
		return v, true
	}
	return configVar{}, false
}

// config applies the script's config block, then the environment's
// BPFTRACE_NAME variables (Options.EnvConfig), which win.
func (c *checker) config(p *ast.Program) {
	for _, it := range p.Config {
		keySpan := source.Span{Lo: it.Span.Lo, Hi: it.Span.Lo + source.Pos(len(it.Key))}
		name := strings.TrimPrefix(strings.ToLower(it.Key), "bpftrace_")
		v, ok := lookupConfigVar(name)
		if !ok {
			if slices.Contains(envOnlyConfig, name) {
				c.diags.Errorf(keySpan, "%s can only be set as an environment variable", it.Key)
				continue
			}
			d := c.diags.Errorf(keySpan, "Unrecognized config variable: %s", it.Key)
			if s := source.Suggest(name, ConfigVarNames()); s != "" {
				d.Help = fmt.Sprintf("did you mean %s?", s)
			}
			continue
		}
		var text string
		isInt := false
		switch x := it.Value.(type) {
		case *ast.IntLit:
			text, isInt = strconv.FormatUint(x.Value, 10), true
		case *ast.StrLit:
			text = x.Value
		case *ast.Ident:
			text = x.Name
		case *ast.BoolLit:
			text = strconv.FormatBool(x.Value)
		default:
			c.diags.Errorf(span(it.Value), "config value must be a literal")
			continue
		}
		if v.kind == configInt && !isInt {
			if _, isStr := it.Value.(*ast.StrLit); isStr {
				c.diags.Errorf(it.Span, "Invalid type for %s. Type: string. Expected Type: integer", it.Key)
				continue
			}
		}
		if msg, help := c.setConfig(v, text); msg != "" {
			d := c.diags.Errorf(span(it.Value), "%s", msg)
			d.Help = help
		}
	}
	if c.prog.Config.License == "" {
		c.prog.Config.License = spdxLicense(c.prog.File.Text)
	}
	for _, name := range sortedKeys(c.opts.EnvConfig) {
		v, ok := lookupConfigVar(name)
		if !ok {
			continue
		}
		if msg, help := c.setConfig(v, c.opts.EnvConfig[name]); msg != "" {
			d := c.diags.Errorf(source.Span{}, "BPFTRACE_%s: %s", strings.ToUpper(name), msg)
			d.Help = help
		}
	}
}

// setConfig checks value for v and applies it; it returns the error and
// its help when the value is not one v takes.
func (c *checker) setConfig(v configVar, value string) (msg, help string) {
	n := 0
	switch v.kind {
	case configInt:
		u, err := strconv.ParseUint(value, 10, 31)
		if err != nil || u == 0 && v.name != "on_stack_limit" {
			if v.name == "max_strlen" {
				return "max_strlen must be a number between 1 and 65536", ""
			}
			return v.name + " must be a positive number", ""
		}
		n = int(u)
	case configBool:
		switch value {
		case "true", "1":
			n = 1
		case "false", "0":
		default:
			return fmt.Sprintf("invalid value %q for %s", value, v.name), "expected true or false"
		}
	case configEnum:
		i := slices.Index(v.values, value)
		if i < 0 && v.name == "cache_user_symbols" {
			// bpftrace takes these in either case.
			i = slices.Index(v.values, strings.ToUpper(value))
		}
		if i < 0 {
			return fmt.Sprintf("invalid value %q for %s", value, v.name), "expected " + quotedList(v.values)
		}
		value = v.values[i]
	}
	if v.set != nil {
		if msg := v.set(c, n, value); msg != "" {
			return msg, ""
		}
	}
	if c.configVals == nil {
		c.configVals = map[string]string{}
	}
	c.configVals[v.name] = value
	return "", ""
}

// configValue is the value of config variable v in this run: as set,
// else its default.
func (c *checker) configValue(v configVar) string {
	if s, ok := c.configVals[v.name]; ok {
		return s
	}
	switch v.name {
	case "cache_user_symbols":
		if c.opts.Child {
			return "PER_PROGRAM"
		}
		return "PER_PID"
	case "license":
		return cmp.Or(c.prog.Config.License, "GPL")
	case "max_strlen":
		return strconv.Itoa(c.prog.MaxStrlen)
	case "missing_probes":
		return missingProbesValues[c.opts.MissingProbes]
	}
	return v.def
}

// varConfig is newest bpftrace's config builtin: a record of the config
// variables' values in this run, integers as integers, true and false as
// bool, enums as their names (config.max_strlen, config.stack_mode). Its
// fields are constants, so config.max_strlen is a literal where one is
// needed (path(p, config.max_strlen)).
func (c *checker) varConfig(e *ast.Ident, _ int) *types.Type {
	if c.inst.IdentExprs == nil {
		c.errorf(e, "config is only known in a probe")
		return types.InvalidType
	}
	lit := &ast.TupleExpr{Span: e.Span}
	for _, v := range configVars {
		s := c.configValue(v)
		var x ast.Expr
		switch v.kind {
		case configInt:
			n, _ := strconv.ParseUint(s, 10, 64)
			x = &ast.IntLit{Span: e.Span, Value: n}
		case configBool:
			x = &ast.BoolLit{Span: e.Span, Value: s == "true" || s == "1"}
		default:
			x = &ast.StrLit{Span: e.Span, Value: s}
		}
		lit.Elems = append(lit.Elems, x)
		lit.Names = append(lit.Names, v.name)
	}
	c.inst.IdentExprs[e] = lit
	return c.expr(lit)
}

// quotedList spells values as `"a", "b" or "c"`.
func quotedList(values []string) string {
	q := make([]string, len(values))
	for i, v := range values {
		q[i] = strconv.Quote(v)
	}
	if len(q) == 1 {
		return q[0]
	}
	return strings.Join(q[:len(q)-1], ", ") + " or " + q[len(q)-1]
}

// spdxLicense is the license a "// SPDX-License-Identifier: ID" comment
// among the script's first lines gives its programs, as newest bpftrace
// reads it ("" without one; the config variable license wins): GPL for an
// identifier naming a GPL (GPL-2.0-or-later, "GPL-2.0 OR MIT"), the
// identifier itself otherwise, which the kernel takes as not
// GPL-compatible.
func spdxLicense(text string) string {
	for i, line := range strings.SplitN(text, "\n", 6) {
		if i == 5 {
			break
		}
		_, id, ok := strings.Cut(line, "SPDX-License-Identifier:")
		if !ok || !strings.HasPrefix(strings.TrimSpace(line), "//") {
			continue
		}
		id = strings.TrimSpace(id)
		if strings.Contains(id, "GPL") && !strings.Contains(id, "LGPL") {
			return "GPL"
		}
		return id
	}
	return ""
}
