package check_test

import (
	"strings"
	"testing"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/check"
	"sonde/internal/lang/langtest"
	"sonde/internal/lang/parser"
	"sonde/internal/lang/source"
	"sonde/internal/lang/types"
)

// expectConfigHelp checks that src's first error carries the help want,
// rendered as rustc renders it.
func expectConfigHelp(t *testing.T, src, want string) {
	t.Helper()
	f := source.NewFile("stdin", src)
	p, diags := parser.Parse(f, parser.Options{})
	if diags.HasErrors() {
		t.Fatalf("parse %q: %v", src, diags)
	}
	_, diags = check.Check(f, p, check.Options{Env: langtest.Env{}})
	var b strings.Builder
	for _, d := range diags {
		source.RenderOne(&b, f, d)
	}
	if !strings.Contains(b.String(), "= help: "+want) {
		t.Errorf("check %q:\n%s\nwant help: %s", src, b.String(), want)
	}
}

// TestConfigVariables sets each of newest bpftrace's config variables
// (docs/language.md, "Config Variables") in a config block.
func TestConfigVariables(t *testing.T) {
	p := expectCheckOK(t, `config = {
	cache_user_symbols = "PER_PID"; cpp_demangle = false; lazy_symbolication = true;
	license = "Dual BSD/GPL"; log_size = 100; max_bpf_progs = 10; max_cat_bytes = 99;
	max_map_keys = 5; max_probes = 7; max_strlen = 80; max_type_res_iterations = 3;
	missing_probes = "ignore"; on_stack_limit = 0; perf_rb_pages = 8; print_maps_on_exit = false;
	show_debug_info = false; stack_mode = perf; str_trunc_trailer = ""; symbol_source = "symbol_table";
	use_blazesym = false; unstable_tseries = enable; BPFTRACE_UNSTABLE_DW_USTACK = "warn"
} BEGIN { }`)
	if p == nil {
		return
	}
	c := p.Config
	if c.CppDemangle == nil || *c.CppDemangle || c.MaxCatBytes != 99 || c.MaxMapKeys != 5 || c.MaxProbes != 7 ||
		p.MaxStrlen != 80 || c.OnStackLimit == nil || *c.OnStackLimit != 0 || c.PerfRbPages != 8 || !c.NoPrintMapsOnExit ||
		c.ShowDebugInfo == nil || *c.ShowDebugInfo || c.StackMode != types.StackPerf || c.StrTruncTrailer == nil || *c.StrTruncTrailer != "" {
		t.Errorf("config: %+v, max_strlen %d", c, p.MaxStrlen)
	}
	// bpftrace's BPFTRACE_NAME spelling of a key, in either case.
	if p := expectCheckOK(t, `config = { BPFTRACE_MAX_MAP_KEYS = 9; Stack_Mode = raw } BEGIN { }`); p != nil &&
		(p.Config.MaxMapKeys != 9 || p.Config.StackMode != types.StackRaw) {
		t.Errorf("config: %+v", p.Config)
	}
}

// TestLicense checks where the programs' license comes from: the config
// variable license, else an SPDX comment at the script's top (newest
// bpftrace's runtime tests license: spdx_allowed, spdx_not_allowed,
// config_override_spdx).
func TestLicense(t *testing.T) {
	for src, want := range map[string]string{
		`BEGIN { }`:                            "",
		`config = { license = "?" } BEGIN { }`: "?",
		"// SPDX-License-Identifier: GPL-2.0-or-later\nBEGIN { }":                     "GPL",
		"// SPDX-License-Identifier: Apache-2.0\nBEGIN { }":                           "Apache-2.0",
		"// SPDX-License-Identifier: Other\nconfig = { license = \"GPL\" } BEGIN { }": "GPL",
	} {
		if p := expectCheckOK(t, src); p != nil && p.Config.License != want {
			t.Errorf("%q: license %q, want %q", src, p.Config.License, want)
		}
	}
}

// TestConfigErrors checks the located errors of a config block: newest
// bpftrace's wording for an unknown variable, a string for an integer and
// a variable only the environment sets, and the values each one takes.
func TestConfigErrors(t *testing.T) {
	expectCheckError(t, `config = { BAD_CONFIG = 1 } BEGIN { }`, "stdin:1:12: error: Unrecognized config variable: BAD_CONFIG")
	expectConfigHelp(t, `config = { max_map_key = 1 } BEGIN { }`, "did you mean max_map_keys?")
	expectCheckError(t, `config = { BPFTRACE_MAX_PROBES = "hello" } BEGIN { }`,
		"stdin:1:12: error: Invalid type for BPFTRACE_MAX_PROBES. Type: string. Expected Type: integer")
	expectCheckError(t, `config = { btf = "/x" } BEGIN { }`, "error: btf can only be set as an environment variable")
	expectCheckError(t, `config = { stack_mode = fast } BEGIN { }`, `error: invalid value "fast" for stack_mode`)
	expectConfigHelp(t, `config = { stack_mode = fast } BEGIN { }`, `expected "bpftrace", "perf", "raw" or "build_id"`)
	expectCheckError(t, `config = { print_maps_on_exit = "no" } BEGIN { }`, `error: invalid value "no" for print_maps_on_exit`)
	expectConfigHelp(t, `config = { cpp_demangle = 2 } BEGIN { }`, `expected true or false`)
	expectConfigHelp(t, `config = { unstable_tseries = "maybe" } BEGIN { }`, `expected "enable", "warn" or "error"`)
	expectCheckError(t, `config = { max_strlen = 0 } BEGIN { }`, "error: max_strlen must be a number between 1 and 65536")
	expectCheckError(t, `config = { max_strlen = 70000 } BEGIN { }`, "error: max_strlen must be a number between 1 and 65536")
	expectCheckError(t, `config = { log_size = 0 } BEGIN { }`, "error: log_size must be a positive number")
	expectConfigHelp(t, `config = { symbol_source = elf } BEGIN { }`, `expected "dwarf" or "symbol_table"`)
}

// TestConfigEnvironment checks that BPFTRACE_NAME in the environment
// (check.Options.EnvConfig) sets a config variable, wins over the config
// block, and that a bad value is an error naming the variable.
func TestConfigEnvironment(t *testing.T) {
	p, diags := langtest.Check(`config = { str_trunc_trailer = "!!"; stack_mode = raw } BEGIN { }`,
		check.Options{EnvConfig: map[string]string{"str_trunc_trailer": "...", "print_maps_on_exit": "0"}})
	if p == nil || p.Config.StrTruncTrailer == nil || *p.Config.StrTruncTrailer != "..." || !p.Config.NoPrintMapsOnExit ||
		p.Config.StackMode != types.StackRaw {
		t.Fatalf("env config: %v %s", p, diags)
	}
	_, diags = langtest.Check(`BEGIN { }`, check.Options{EnvConfig: map[string]string{"stack_mode": "fast"}})
	if want := `error: BPFTRACE_STACK_MODE: invalid value "fast" for stack_mode`; !strings.Contains(diags, want) {
		t.Errorf("got %s, want %s", diags, want)
	}
}

// TestConfigBuiltin checks newest bpftrace's config builtin (#5079): a
// record of the config values whose fields are constants (folded as
// literals are), and the
// located error for a field it does not have.
func TestConfigBuiltin(t *testing.T) {
	p := expectNewest(t, `config = { max_strlen = 200 } BEGIN { $n = config.max_strlen + 1; $s = config.stack_mode; $r = config; }`)
	in := p.Instances[0]
	for e, v := range in.Consts {
		if f, ok := e.(*ast.FieldExpr); ok && f.Name == "max_strlen" && v != 200 {
			t.Errorf("config.max_strlen = %d, want 200", v)
		}
	}
	if got := in.Vars["$s"].String(); got != "string[9]" {
		t.Errorf("config.stack_mode is %s, want string[9] (bpftrace)", got)
	}
	if got := in.Vars["$r"].FieldIndex("print_maps_on_exit"); got < 0 {
		t.Errorf("config has no print_maps_on_exit: %s", in.Vars["$r"])
	}
	expectNewest(t, `BEGIN { $x = config.max_strle; }`, `error: config has no field "max_strle"`, `= help: did you mean "max_strlen"?`)
}
