package cli

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"sonde/internal/otlp"
	"sonde/internal/output"
	"sonde/internal/runtime"
)

// Version is sonde's version, printed by -V; a release build sets it with
// -ldflags "-X sonde/internal/cli.Version=v0.2.0".
var Version = "v0.1.0"

// usage follows bpftrace 0.17's --help, with sonde's own options.
const usage = `USAGE:
    sonde [options] filename
    sonde [options] - <stdin input>
    sonde [options] -e 'program'
    sonde strace|ltrace|profile [ARGS...]
    sonde tools [show NAME] | sonde tool NAME [ARGS] [--help]
    sonde agent [--listen ADDR] [--allow-unsafe NAME]... SCRIPT|DIR... (sonde agent --help)
    sonde flow [-p PID] BIN[:FUNC_PATTERN | @FILE] | --kernel FUNC_PATTERN [-- CMD ARGS]
    sonde stat -e EVENT[,EVENT...] [-I MS] [-a | -p PID | -- CMD ARGS]
    sonde ftrace record -e SYSTEM:EVENT [-f FILTER]... [-b KB] [-o FILE] [-- CMD ARGS] | report [FILE]
    sonde ftrace stream -e SYSTEM:EVENT [-f FILTER]... [-P PID]... [-F [-c]] [-- CMD ARGS] | list [-e [PATTERN]] [-t] [-f [PATTERN]] [-o]

OPTIONS:
    -B MODE        output buffering mode ('full', 'line', 'none')
    -f FORMAT      output format ('text', 'json')
    -o, --output FILE
                   redirect sonde output to FILE
    -e 'program'   execute this program
    -h, --help     show this help message
    -I DIR         add the directory to the include search path
    --include FILE add an #include file before preprocessing
    -l, --list [search]
                   list probes (-lv: with their arguments; 'struct NAME': a type)
    -p, --pid PID  trace only this process (uprobes, USDT, watchpoints)
    -c, --cmd CMD  run CMD once the probes are attached; stop when it exits
    --usdt-file-activation
                   activate usdt semaphores based on file path (always so in sonde)
    --unsafe       allow unsafe builtin functions
    -q, --quiet    keep messages quiet
    --info         print information about kernel BPF support
    -k, --warnings emit a warning when probe reads and map lookups fail
                   (--compat=0.17: -k other helpers, -kk all of them)
    -V, --version  sonde version
    --no-warnings  disable all warning messages
    --no-feature FEATURE[,FEATURE]
                   accepted (kprobe_multi, kprobe_session, uprobe_multi); sonde
                   uses what the kernel has
    --cgroup PATH  trace only tasks in this cgroup v2 directory and below (BEGIN,
                   END and interval probes are not task events: they run)
    --container ID|NAME
                   trace only this container's tasks (its cgroup, by ID prefix or name)
    --fallback     where the kernel lacks kprobes or fentry, use the other and say so
    --tracefs      run through tracefs dynamic events instead of BPF (a subset:
                   k/u(ret)probes counting with count() and printing with printf)
    --metrics ADDR serve the maps live at http://ADDR/metrics for Prometheus
                   (ADDR without a host: 127.0.0.1)
    --web.config.file FILE
                   TLS and basic auth for --metrics (Prometheus' web config)
    --max-series N serve (and push) at most N series (default 10000); the rest
                   are counted in sonde_series_dropped_total
    --otlp URL     push the maps and printf lines to an OpenTelemetry collector
                   over OTLP/HTTP (URL/v1/metrics, URL/v1/logs)
    --otlp-interval DUR
                   between --otlp metrics pushes (default 10s)
    --compat=VER   print as bpftrace VER where releases differ: 'newest' (the
                   default) or '0.17' ("Attaching N probes..." on stdout, ...)

DEVELOPER OPTIONS:
    --mode MODE    'test', 'bench', or 'codegen' (compile only)
    --test         run the script's test:NAME probes (only), and report each
    --bench        run the script's bench:NAME probes (only), and report their times
    --probe-filter REGEX
                   only run probes whose name matches REGEX (BEGIN, END always run)

TROUBLESHOOTING OPTIONS:
    -v, --verbose           verbose messages (the whole verifier log on errors)
    -d                      (dry run) print the AST and the BPF programs
    -dd                     (dry run) also the tokens
    -d STAGE, --debug STAGE (dry run) print stages: tokens, ast, asm, all (comma-separated)
    --dry-run               compile, but load nothing
    --verify-llvm-ir        accepted: sonde uses no LLVM
    --emit-elf FILE         not supported: sonde writes no ELF (use -d asm)
    --emit-llvm FILE        not supported: sonde does not use LLVM (use -d asm)

ENVIRONMENT:
    BPFTRACE_NAME               any config variable (max_strlen, str_trunc_trailer,
                                print_maps_on_exit, on_stack_limit, ...): wins over
                                the script's config block
    BPFTRACE_STRLEN             [default: 1024; 0.17: 64] bytes per str()
    BPFTRACE_NO_CPP_DEMANGLE    [default: 0] disable C++ symbol demangling
    BPFTRACE_MAP_KEYS_MAX       [default: 4096] max keys in a map
    BPFTRACE_CAT_BYTES_MAX      [default: 10k] maximum bytes read by cat builtin
    BPFTRACE_MAX_PROBES         [default: 1024; 0.17: 512] max number of probes
    BPFTRACE_PERF_RB_PAGES      [default: by what makes records] pages of the event buffer
    BPFTRACE_NO_USER_SYMBOLS    [default: 0] disable user symbol resolution
    BPFTRACE_BTF                [default: none] BTF file
    SONDE_COMPAT                [default: newest] --compat's value, where --compat is not given
    OTEL_EXPORTER_OTLP_HEADERS  [default: none] key=value,... headers of --otlp's requests
    (README.md lists every variable and what sonde does with it)

EXAMPLES:
sonde -l '*sleep*'
    list probes containing "sleep"
sonde -e 'tracepoint:syscalls:sys_enter_nanosleep { printf("PID %d sleeping...\n", pid); }'
    trace processes calling sleep
sonde -e 'tracepoint:raw_syscalls:sys_enter { @[comm] = count(); }'
    count syscalls by process name
sonde strace -f -- make
    strace's output, from eBPF
sonde stat -e sched:sched_process_exec -I 1000 -a
    perf stat's counts, every second
`

// traceOptions is the parsed command line of the tracing command.
type traceOptions struct {
	program     string // -e
	file        string // the script file; "-" is stdin
	args        []string
	list        bool
	listArg     string
	verbose     bool
	pid         int
	command     string
	output      string
	format      string
	quiet       bool
	debug       []string // stages to print before stopping: tokens, ast, asm
	dryRun      bool
	mode        runtime.Mode // --test, --bench
	unsafe      bool
	named       map[string]string // getopt() parameters: --name=value after "--"
	fallback    bool              // --fallback: kprobe <-> fentry
	tracefs     bool              // --tracefs: run through tracefs dynamic events, without BPF
	version     bool              // -V, --version
	info        bool              // --info
	includes    []string          // --include FILE, in order
	includeDirs []string          // -I DIR
	buffering   string            // -B: none, line (default), full
	helperCheck int               // -k: 1, -kk: 2
	noWarnings  bool              // --no-warnings
	compat      output.Compat     // --compat (else SONDE_COMPAT): the bpftrace release whose output is printed
	compatSet   bool              // --compat was given: it wins over SONDE_COMPAT
	probeFilter *regexp.Regexp    // --probe-filter: only probes whose name matches run
	cgroup      string            // --cgroup PATH: only tasks in this cgroup v2 (or below) are traced
	container   string            // --container ID|NAME: only the container's tasks are traced
	cgroupDir   string            // the cgroup directory --cgroup or --container resolved to
	metrics     string            // --metrics ADDR: serve the maps at /metrics
	webConfig   string            // --web.config.file: TLS and basic auth for --metrics
	maxSeries   int               // --max-series: series served at most (0: the default)
	otlp        string            // --otlp URL: push the maps and printf lines there
	otlpEvery   time.Duration     // --otlp-interval (0: otlp.DefaultInterval)
	// quietRing, burstRing: the events ring buffer's size (codegen's
	// QuietRing, BurstRing) where BPFTRACE_PERF_RB_PAGES does not say.
	quietRing, burstRing int
}

// parseMaxSeries reads --max-series, sonde's and sonde agent's.
func parseMaxSeries(v string) (int, error) {
	n, err := strconv.Atoi(v)
	if err != nil || n <= 0 {
		return 0, usagef("--max-series: %q is not a positive number", v)
	}
	return n, nil
}

// setMode sets --test or --bench (or --mode test|bench), once.
func (o *traceOptions) setMode(opt string, m runtime.Mode) error {
	if o.mode != runtime.ModeTrace && o.mode != m {
		return usagef("USAGE: %s conflicts with existing --mode", opt)
	}
	o.mode = m
	return nil
}

// runModes are --mode's values that run the script's test or bench probes.
var runModes = map[string]runtime.Mode{"test": runtime.ModeTest, "bench": runtime.ModeBench}

// noFeatures are --no-feature's values: kernel features newest bpftrace
// can be told not to use. Sonde accepts them and uses what the kernel has.
var noFeatures = []string{"kprobe_multi", "kprobe_session", "uprobe_multi"}

// compatLevels are --compat's values: the bpftrace releases whose output
// sonde prints where they differ.
var compatLevels = []struct {
	name  string
	level output.Compat
}{{"newest", output.Newest}, {"0.17", output.Compat017}}

// parseCompat reads a --compat (or SONDE_COMPAT) value.
func parseCompat(what, v string) (output.Compat, error) {
	var names []string
	for _, c := range compatLevels {
		if v == c.name {
			return c.level, nil
		}
		names = append(names, c.name)
	}
	return 0, usagef("invalid %s value %q (accepted: %s)", what, v, strings.Join(names, ", "))
}

// usageError is a command line sonde cannot make sense of: it is reported
// with the usage text and exit code 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error { return &usageError{fmt.Sprintf(format, args...)} }

var errHelp = errors.New("help")

// option is one command-line option. short is its one-letter form (0 for
// none), long its --name ("" for none); an option with hasArg takes a value
// (-eVALUE, -e VALUE, --name=VALUE, --name VALUE).
type option struct {
	short  byte
	long   string
	hasArg bool
	set    func(o *traceOptions, v string) error
}

var debugStages = []string{"tokens", "ast", "asm"}

// options are bpftrace 0.17's options with sonde's additions. Short
// options cluster as with getopt(3): -lv, -qe 'PROGRAM', -kk, -dd.
var options = []option{
	{'B', "", true, func(o *traceOptions, v string) error {
		if v != "none" && v != "line" && v != "full" {
			return usagef("invalid buffer mode: %s (want none, line or full)", v)
		}
		o.buffering = v
		return nil
	}},
	{'f', "", true, func(o *traceOptions, v string) error {
		if v != "text" && v != "json" {
			return usagef("Invalid output format %q (valid: text, json)", v) // newest bpftrace's wording
		}
		o.format = v
		return nil
	}},
	{'o', "output", true, func(o *traceOptions, v string) error { o.output = v; return nil }},
	{'e', "", true, func(o *traceOptions, v string) error {
		if o.program != "" {
			return usagef("USAGE: option -e given twice")
		}
		o.program = v
		return nil
	}},
	{'h', "help", false, func(*traceOptions, string) error { return errHelp }},
	{'I', "", true, func(o *traceOptions, v string) error { o.includeDirs = append(o.includeDirs, v); return nil }},
	{0, "include", true, func(o *traceOptions, v string) error { o.includes = append(o.includes, v); return nil }},
	{'l', "list", false, func(o *traceOptions, _ string) error { o.list = true; return nil }},
	{'p', "pid", true, func(o *traceOptions, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			return usagef("-p needs a process id, found %q", v)
		}
		o.pid = n
		return nil
	}},
	{'c', "cmd", true, func(o *traceOptions, v string) error { o.command = v; return nil }},
	// Sonde arms USDT semaphores through the kernel's uprobe reference
	// counter, which counts per file already: this is what the option asks.
	{0, "usdt-file-activation", false, func(*traceOptions, string) error { return nil }},
	{0, "unsafe", false, func(o *traceOptions, _ string) error { o.unsafe = true; return nil }},
	{'q', "quiet", false, func(o *traceOptions, _ string) error { o.quiet = true; return nil }},
	{0, "info", false, func(o *traceOptions, _ string) error { o.info = true; return nil }},
	{'k', "warnings", false, func(o *traceOptions, _ string) error { o.helperCheck++; return nil }},
	{'V', "version", false, func(o *traceOptions, _ string) error { o.version = true; return nil }},
	{0, "no-warnings", false, func(o *traceOptions, _ string) error { o.noWarnings = true; return nil }},
	{'v', "verbose", false, func(o *traceOptions, _ string) error { o.verbose = true; return nil }},
	// -d alone is bpftrace's dry run with debug output; -d STAGE is sonde's.
	{'d', "", false, func(o *traceOptions, _ string) error {
		if len(o.debug) == 0 {
			o.debug = []string{"ast", "asm"}
		} else {
			o.debug = debugStages
		}
		return nil
	}},
	{0, "emit-elf", true, func(*traceOptions, string) error {
		return usagef("--emit-elf is not supported: sonde builds its programs in memory and writes no ELF file (-d asm prints them)")
	}},
	{0, "emit-llvm", true, func(*traceOptions, string) error {
		return usagef("--emit-llvm is not supported: sonde compiles to BPF itself, without LLVM (-d asm prints the programs)")
	}},
	// bpftrace 0.17's hidden "force BTF": sonde always takes types from BTF.
	{'b', "btf", false, func(*traceOptions, string) error { return nil }},
	{0, "debug", true, func(o *traceOptions, v string) error {
		// Newest bpftrace's --debug STAGE[,STAGE] (its stages are LLVM's;
		// sonde's are tokens, ast, asm, and all of them).
		for _, st := range strings.Split(v, ",") {
			switch {
			case st == "all":
				o.debug = debugStages
			case isStage(st):
				o.debug = append(o.debug, st)
			default:
				return usagef("USAGE: invalid option for -d: %s (sonde's stages: %s, all)", st, strings.Join(debugStages, ", "))
			}
		}
		return nil
	}},
	{0, "dry-run", false, func(o *traceOptions, _ string) error { o.dryRun = true; return nil }},
	{0, "test", false, func(o *traceOptions, _ string) error { return o.setMode("--test", runtime.ModeTest) }},
	{0, "bench", false, func(o *traceOptions, _ string) error { return o.setMode("--bench", runtime.ModeBench) }},
	{0, "mode", true, func(o *traceOptions, v string) error {
		if m, ok := runModes[v]; ok {
			return o.setMode("--mode", m)
		}
		switch v {
		case "codegen": // compile, load nothing
			o.dryRun = true
			return nil
		case "compiler-bench", "format":
			return usagef("--mode %s is not supported by sonde", v)
		}
		return usagef("USAGE: --mode can only be 'codegen', 'compiler-bench', 'bench', 'test' or 'format'.")
	}},
	{0, "fmt", false, func(*traceOptions, string) error {
		return usagef("--fmt is not supported: sonde does not reformat scripts")
	}},
	{0, "aot", true, func(*traceOptions, string) error {
		return usagef("--aot is not supported: sonde compiles and runs in one step")
	}},
	{0, "probe-filter", true, func(o *traceOptions, v string) error {
		re, err := regexp.Compile(v)
		if err != nil {
			return usagef("--probe-filter: invalid regular expression %q: %v", v, err)
		}
		o.probeFilter = re
		return nil
	}},
	{0, "no-feature", true, func(o *traceOptions, v string) error {
		for _, f := range strings.Split(v, ",") {
			if !slices.Contains(noFeatures, f) {
				return usagef("USAGE: --no-feature can only have values 'kprobe_multi,kprobe_session,uprobe_multi'.")
			}
		}
		return nil
	}},
	// sonde builds BPF itself: there is no LLVM IR to verify.
	{0, "verify-llvm-ir", false, func(*traceOptions, string) error { return nil }},
	{0, "traceable-functions", true, func(*traceOptions, string) error {
		return usagef("--traceable-functions is not supported: sonde reads the traceable functions from the kernel")
	}},
	{0, "cgroup", true, func(o *traceOptions, v string) error {
		if o.container != "" {
			return usagef("--cgroup and --container cannot be used together")
		}
		o.cgroup = v
		return nil
	}},
	{0, "container", true, func(o *traceOptions, v string) error {
		if o.cgroup != "" {
			return usagef("--cgroup and --container cannot be used together")
		}
		o.container = v
		return nil
	}},
	{0, "fallback", false, func(o *traceOptions, _ string) error { o.fallback = true; return nil }},
	{0, "tracefs", false, func(o *traceOptions, _ string) error { o.tracefs = true; return nil }},
	{0, "metrics", true, func(o *traceOptions, v string) error { o.metrics = v; return nil }},
	{0, "web.config.file", true, func(o *traceOptions, v string) error { o.webConfig = v; return nil }},
	{0, "max-series", true, func(o *traceOptions, v string) (err error) {
		o.maxSeries, err = parseMaxSeries(v)
		return err
	}},
	{0, "otlp", true, func(o *traceOptions, v string) (err error) {
		if o.otlp, err = otlp.ParseURL(v); err != nil {
			return usagef("--otlp: %v", err)
		}
		return nil
	}},
	{0, "otlp-interval", true, func(o *traceOptions, v string) error {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			return usagef("--otlp-interval: %q is not a positive duration (10s, 500ms)", v)
		}
		o.otlpEvery = d
		return nil
	}},
	{0, "compat", true, func(o *traceOptions, v string) (err error) {
		o.compat, err = parseCompat("--compat", v)
		o.compatSet = true
		return err
	}},
}

func shortOption(c byte) *option {
	for i := range options {
		if options[i].short == c {
			return &options[i]
		}
	}
	return nil
}

// longOption finds --name, or an unambiguous prefix of it as getopt_long does.
func longOption(name string) (*option, error) {
	var found []*option
	for i := range options {
		o := &options[i]
		if o.long == "" {
			continue
		}
		if o.long == name {
			return o, nil
		}
		if strings.HasPrefix(o.long, name) {
			found = append(found, o)
		}
	}
	switch len(found) {
	case 0:
		return nil, usagef("unrecognized option '--%s'", name)
	case 1:
		return found[0], nil
	}
	return nil, usagef("option '--%s' is ambiguous", name)
}

// parseTraceArgs parses the command line as getopt_long does: options may
// come anywhere, short ones cluster, "--" ends them. The first other word
// is the script file ("-" for stdin) unless -e gave the program; the rest
// are $1, $2, ... With -l, the first other word is the search pattern.
func parseTraceArgs(args []string) (*traceOptions, error) {
	o := &traceOptions{format: "text"}
	var positional []string
	noMore := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case noMore && strings.HasPrefix(a, "--") && len(a) > 2:
			// After "--", --name[=value] is a named parameter for getopt().
			name, value, ok := strings.Cut(a[2:], "=")
			if !ok {
				value = "true"
			}
			if o.named == nil {
				o.named = map[string]string{}
			}
			o.named[name] = value
		case noMore || a == "-" || !strings.HasPrefix(a, "-"):
			positional = append(positional, a)
		case a == "--":
			noMore = true
		case strings.HasPrefix(a, "--"):
			name, value, hasValue := strings.Cut(a[2:], "=")
			opt, err := longOption(name)
			if err != nil {
				return nil, err
			}
			switch {
			case opt.hasArg && !hasValue:
				if i+1 >= len(args) {
					return nil, usagef("option '--%s' requires an argument", opt.long)
				}
				i++
				value = args[i]
			case !opt.hasArg && hasValue:
				return nil, usagef("option '--%s' doesn't allow an argument", opt.long)
			}
			if err := opt.set(o, value); err != nil {
				return nil, err
			}
		default:
			for j := 1; j < len(a); j++ {
				opt := shortOption(a[j])
				if opt == nil {
					return nil, usagef("invalid option -- '%c'", a[j])
				}
				value, last := "", j == len(a)-1
				if opt.hasArg {
					if value = a[j+1:]; value == "" {
						if i+1 >= len(args) {
							return nil, usagef("option requires an argument -- '%c'", a[j])
						}
						i++
						value = args[i]
					}
					j = len(a)
				}
				if err := opt.set(o, value); err != nil {
					return nil, err
				}
				// -d STAGE: a stage name right after a cluster ending in d.
				if opt.short == 'd' && last && i+1 < len(args) && isStage(args[i+1]) {
					i++
					o.debug = []string{args[i]}
				}
			}
		}
	}
	switch {
	case o.version || o.info:
	case o.list:
		if len(positional) > 0 {
			o.listArg = positional[0]
			positional = positional[1:]
		}
		o.args = positional
	case o.program != "":
		o.args = positional
	case len(positional) > 0:
		o.file, o.args = positional[0], positional[1:]
	default:
		return nil, usagef("no program given: use -e 'program', a file, or - to read it from stdin")
	}
	if len(o.args) == 0 {
		o.args = nil
	}
	switch {
	case o.metrics == "" && o.webConfig != "":
		return nil, usagef("--web.config.file needs --metrics")
	case o.metrics == "" && o.otlp == "" && o.maxSeries != 0:
		return nil, usagef("--max-series needs --metrics or --otlp")
	case o.metrics != "" && o.tracefs:
		return nil, usagef("--metrics cannot serve the maps of --tracefs")
	case o.otlp == "" && o.otlpEvery != 0:
		return nil, usagef("--otlp-interval needs --otlp")
	case o.otlp != "" && o.tracefs:
		return nil, usagef("--otlp cannot push the maps of --tracefs")
	}
	return o, nil
}

func isStage(s string) bool {
	for _, st := range debugStages {
		if s == st {
			return true
		}
	}
	return false
}

func (o *traceOptions) debugStage(name string) bool {
	for _, s := range o.debug {
		if s == name {
			return true
		}
	}
	return false
}
