package cli

import (
	"reflect"
	"regexp"
	"testing"
	"time"

	"sonde/internal/output"
	"sonde/internal/runtime"
)

// TestLongOptions checks newest bpftrace's long forms of its options
// (its man page and --help: -l/--list, -v/--verbose, -p/--pid, -c/--cmd,
// -o/--output, -q/--quiet, -k/--warnings, -d/--debug, --mode, --test,
// --bench, --probe-filter, --no-feature, --verify-llvm-ir), each beside its
// short form.
func TestLongOptions(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want traceOptions
	}{
		{[]string{"--list", "tracepoint:*"}, traceOptions{list: true, listArg: "tracepoint:*"}},
		{[]string{"--verbose", "--quiet", "x.bt"}, traceOptions{file: "x.bt", verbose: true, quiet: true}},
		{[]string{"--pid", "7", "x.bt"}, traceOptions{file: "x.bt", pid: 7}},
		{[]string{"--pid=7", "x.bt"}, traceOptions{file: "x.bt", pid: 7}},
		{[]string{"--cmd", "ls /", "x.bt"}, traceOptions{file: "x.bt", command: "ls /"}},
		{[]string{"--output", "o.txt", "x.bt"}, traceOptions{file: "x.bt", output: "o.txt"}},
		{[]string{"-o", "o.txt", "x.bt"}, traceOptions{file: "x.bt", output: "o.txt"}},
		{[]string{"--warnings", "x.bt"}, traceOptions{file: "x.bt", helperCheck: 1}},
		{[]string{"--debug", "ast,asm", "x.bt"}, traceOptions{file: "x.bt", debug: []string{"ast", "asm"}}},
		{[]string{"--debug=all", "x.bt"}, traceOptions{file: "x.bt", debug: debugStages}},
		{[]string{"--mode", "test", "x.bt"}, traceOptions{file: "x.bt", mode: runtime.ModeTest}},
		{[]string{"--mode=bench", "x.bt"}, traceOptions{file: "x.bt", mode: runtime.ModeBench}},
		{[]string{"--mode", "codegen", "x.bt"}, traceOptions{file: "x.bt", dryRun: true}},
		{[]string{"--test", "--mode", "test", "x.bt"}, traceOptions{file: "x.bt", mode: runtime.ModeTest}},
		{[]string{"--no-feature", "kprobe_multi,uprobe_multi", "x.bt"}, traceOptions{file: "x.bt"}},
		{[]string{"--verify-llvm-ir", "x.bt"}, traceOptions{file: "x.bt"}},
		{[]string{"--usdt-file-activation", "--unsafe", "--btf", "-b", "x.bt"}, traceOptions{file: "x.bt", unsafe: true}},
		{[]string{"--include", "a.h", "-I", "d", "--no-warnings", "x.bt"}, traceOptions{file: "x.bt", includes: []string{"a.h"}, includeDirs: []string{"d"}, noWarnings: true}},
		{[]string{"--dry-run", "-e", "BEGIN{}"}, traceOptions{program: "BEGIN{}", dryRun: true}},
		{[]string{"--version"}, traceOptions{version: true}},
		{[]string{"--info"}, traceOptions{info: true}},
		{[]string{"-f", "json", "-B", "full", "x.bt"}, traceOptions{file: "x.bt", format: "json", buffering: "full"}},
	} {
		o, err := parseTraceArgs(tt.args)
		if err != nil {
			t.Errorf("%q: %v", tt.args, err)
			continue
		}
		if tt.want.format == "" {
			tt.want.format = "text"
		}
		if !reflect.DeepEqual(*o, tt.want) {
			t.Errorf("%q:\n got %+v\nwant %+v", tt.args, *o, tt.want)
		}
	}
	o, err := parseTraceArgs([]string{"--probe-filter", "^test:a", "x.bt"})
	if err != nil || o.probeFilter == nil || !o.probeFilter.MatchString("test:abc") || o.probeFilter.MatchString("test:b") {
		t.Errorf("--probe-filter: %+v, %v", o, err)
	}
}

// TestOptionErrors checks the usage errors of newest bpftrace's options.
func TestOptionErrors(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--mode", "nope", "x.bt"}, `--mode can only be 'codegen', 'compiler-bench', 'bench', 'test' or 'format'`},
		{[]string{"--test", "--bench", "x.bt"}, "--bench conflicts with existing --mode"},
		{[]string{"--no-feature", "nope", "x.bt"}, "--no-feature can only have values 'kprobe_multi,kprobe_session,uprobe_multi'"},
		{[]string{"--probe-filter", "(", "x.bt"}, "--probe-filter: invalid regular expression"},
		{[]string{"--debug", "codegen", "x.bt"}, "invalid option for -d: codegen"},
		{[]string{"--fmt", "x.bt"}, "--fmt is not supported"},
		{[]string{"--aot", "out", "x.bt"}, "--aot is not supported"},
		{[]string{"--traceable-functions", "f", "x.bt"}, "--traceable-functions is not supported"},
		{[]string{"--output"}, "option '--output' requires an argument"},
		{[]string{"--otlp", "127.0.0.1:4318", "x.bt"}, `--otlp: "127.0.0.1:4318" is not an http:// or https:// URL with a host`},
		{[]string{"--otlp", "http://c:4318", "--otlp-interval", "0", "x.bt"}, `--otlp-interval: "0" is not a positive duration`},
		{[]string{"--otlp", "http://c:4318", "--otlp-interval", "10", "x.bt"}, `--otlp-interval: "10" is not a positive duration`},
		{[]string{"--otlp-interval", "1s", "x.bt"}, "--otlp-interval needs --otlp"},
		{[]string{"--otlp", "http://c:4318", "--tracefs", "x.bt"}, "--otlp cannot push the maps of --tracefs"},
	} {
		_, err := parseTraceArgs(tt.args)
		if err == nil || !regexp.MustCompile(regexp.QuoteMeta(tt.want)).MatchString(err.Error()) {
			t.Errorf("%q: error %v, want %q", tt.args, err, tt.want)
		}
	}
}

// TestNewestWarnings checks newest bpftrace's -k: one -k checks probe
// reads and map lookups (0.17's -kk), -kk is refused, and -k conflicts
// with --no-warnings; --compat=0.17 keeps 0.17's -k and -kk.
func TestNewestWarnings(t *testing.T) {
	o := &traceOptions{helperCheck: 1}
	if err := newestOptions(o); err != nil || o.helperCheck != 2 {
		t.Errorf("-k: %v, level %d", err, o.helperCheck)
	}
	if err := newestOptions(&traceOptions{helperCheck: 2}); err == nil || err.Error() != "USAGE: -kk has been deprecated. Use a single -k for runtime warnings for errors in map lookups and probe reads." {
		t.Errorf("-kk: %v", err)
	}
	if err := newestOptions(&traceOptions{helperCheck: 1, noWarnings: true}); err == nil || err.Error() != "USAGE: -k, --warnings conflicts with --no-warnings" {
		t.Errorf("-k --no-warnings: %v", err)
	}
	o = &traceOptions{helperCheck: 2, compat: output.Compat017}
	if err := newestOptions(o); err != nil || o.helperCheck != 2 {
		t.Errorf("--compat=0.17 -kk: %v", err)
	}
	o = &traceOptions{helperCheck: 1, compat: output.Compat017}
	if err := newestOptions(o); err != nil || o.helperCheck != 1 {
		t.Errorf("--compat=0.17 -k: %v", err)
	}
}

// TestOutputFormat checks -f's values and newest bpftrace's error for
// another (its runtime test json-output invalid_format: Invalid output
// format "jsonx").
func TestOutputFormat(t *testing.T) {
	if o, err := parseTraceArgs([]string{"-f", "json", "x.bt"}); err != nil || o.format != "json" {
		t.Errorf("-f json: %+v %v", o, err)
	}
	if _, err := parseTraceArgs([]string{"-f", "jsonx", "x.bt"}); err == nil || err.Error() != `Invalid output format "jsonx" (valid: text, json)` {
		t.Errorf("-f jsonx: %v", err)
	}
}

// TestEnvConfig checks the environment's config variables: newest
// bpftrace's BPFTRACE_NAME reaches the checker, and BPFTRACE_CACHE_USER_SYMBOLS
// takes newest's PER_PID as well as 0.17's 0 and 1.
func TestEnvConfig(t *testing.T) {
	t.Setenv("BPFTRACE_STR_TRUNC_TRAILER", "~")
	t.Setenv("BPFTRACE_UNSTABLE_TSERIES", "enable")
	t.Setenv("BPFTRACE_CACHE_USER_SYMBOLS", "PER_PID")
	c, err := readEnv()
	if err != nil || c.config["str_trunc_trailer"] != "~" || c.config["unstable_tseries"] != "enable" || len(c.config) != 2 {
		t.Errorf("readEnv: %+v, %v", c.config, err)
	}
	t.Setenv("BPFTRACE_CACHE_USER_SYMBOLS", "2")
	if _, err := readEnv(); err == nil || err.Error() != "Env var 'BPFTRACE_CACHE_USER_SYMBOLS' did not contain a valid value (0 or 1)." {
		t.Errorf("BPFTRACE_CACHE_USER_SYMBOLS=2: %v", err)
	}
}

// TestOTLPOptions: --otlp takes a base URL (a trailing / dropped) and
// --otlp-interval a Go duration; --max-series goes with either exporter.
func TestOTLPOptions(t *testing.T) {
	o, err := parseTraceArgs([]string{"--otlp", "http://127.0.0.1:4318/", "--otlp-interval", "250ms", "--max-series", "5", "x.bt"})
	if err != nil || o.otlp != "http://127.0.0.1:4318" || o.otlpEvery != 250*time.Millisecond || o.maxSeries != 5 {
		t.Errorf("%+v, %v", o, err)
	}
}
