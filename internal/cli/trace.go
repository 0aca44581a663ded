package cli

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/btf"
	"golang.org/x/sys/unix"

	"sonde/internal/child"
	"sonde/internal/elfx"
	"sonde/internal/kernel"
	"sonde/internal/lang/ast"
	"sonde/internal/lang/check"
	"sonde/internal/lang/codegen"
	"sonde/internal/lang/parser"
	"sonde/internal/lang/source"
	"sonde/internal/probe"
	"sonde/internal/runtime"
	"sonde/internal/symbolize"
	"sonde/internal/tracefsrun"
)

const usage = `USAGE:
    sonde [OPTIONS] FILE [ARGS...]
    sonde [OPTIONS] -e 'PROGRAM' [ARGS...]
    sonde -l [PATTERN]
    sonde COMMAND [ARGS...]        (strace, ltrace, ...)

OPTIONS:
    -e PROGRAM       the program to run
    -l [PATTERN]     list probes matching PATTERN; -lv also shows arguments
    -p PID           trace only this process (with -l: list its uprobes and USDT probes)
    -c CMD           run CMD after every probe is attached; stop when it exits
    -o FILE          write output to FILE
    -f FORMAT        output format: text (default) or json
    -q               do not print "Attaching N probes..."
    -v               verbose: the whole verifier log on errors
    -d STAGE         print a compiler stage and stop: tokens, ast, asm
    --dry-run        compile, but load nothing
    --unsafe         allow unsafe functions such as system()
    --fallback       where the kernel lacks kprobes or fentry, use the other and say so
    --tracefs        run through tracefs dynamic events instead of BPF (a subset:
                     k/u(ret)probes counting with count() and printing with printf)
    -h, --help       this help

EXAMPLES:
    $ sonde -e 'BEGIN { printf("hello\n"); exit(); }'
    $ sonde -e 'tracepoint:syscalls:sys_enter_openat { printf("%s %s\n", comm, str(args.filename)); }'
    $ sonde -e 'tracepoint:raw_syscalls:sys_enter { @[comm] = count(); }'
`

// traceOptions is the parsed command line of the tracing command.
type traceOptions struct {
	program  string
	file     string
	args     []string
	list     bool
	listArg  string
	verbose  bool
	pid      int
	command  string
	output   string
	format   string
	quiet    bool
	debug    string
	dryRun   bool
	unsafe   bool
	named    map[string]string // getopt() parameters: --name=value after "--"
	fallback bool              // --fallback: kprobe <-> fentry
	tracefs  bool              // --tracefs: run through tracefs dynamic events, without BPF
}

func parseTraceArgs(args []string) (*traceOptions, error) {
	o := &traceOptions{format: "text"}
	// Like getopt: options may come anywhere; "--" ends them. The first
	// other word is the script file (without -e), the rest are $1, $2, ...
	haveProgram, noMore := false, false
	for i := 0; i < len(args); i++ {
		a := args[i]
		if noMore && strings.HasPrefix(a, "--") && len(a) > 2 {
			// After "--", --name[=value] is a named parameter for getopt().
			name, value, ok := strings.Cut(a[2:], "=")
			if !ok {
				value = "true"
			}
			if o.named == nil {
				o.named = map[string]string{}
			}
			o.named[name] = value
			continue
		}
		if noMore || !strings.HasPrefix(a, "-") || a == "-" {
			if !haveProgram {
				o.file = a
				haveProgram = true
			} else {
				o.args = append(o.args, a)
			}
			continue
		}
		value := func() (string, error) {
			if i+1 >= len(args) {
				return "", fmt.Errorf("option %s needs a value", a)
			}
			i++
			return args[i], nil
		}
		var err error
		switch a {
		case "-e":
			o.program, err = value()
			if haveProgram && o.file != "" { // a word before -e was a positional parameter
				o.args = append([]string{o.file}, o.args...)
				o.file = ""
			}
			haveProgram = true
		case "-l", "-lv":
			o.list = true
			o.verbose = o.verbose || a == "-lv"
			if i+1 < len(args) && !strings.HasPrefix(args[i+1], "-") {
				i++
				o.listArg = args[i]
			}
		case "-v":
			o.verbose = true
		case "-p":
			var s string
			if s, err = value(); err == nil {
				o.pid, err = strconv.Atoi(s)
				if err != nil || o.pid <= 0 {
					err = fmt.Errorf("-p needs a process id, found %q", s)
				}
			}
		case "-c":
			o.command, err = value()
		case "-o":
			o.output, err = value()
		case "-f":
			o.format, err = value()
			if err == nil && o.format != "text" && o.format != "json" {
				err = fmt.Errorf("unknown output format %q (want text or json)", o.format)
			}
		case "-q":
			o.quiet = true
		case "-d":
			o.debug, err = value()
		case "--dry-run":
			o.dryRun = true
		case "--unsafe":
			o.unsafe = true
		case "--fallback":
			o.fallback = true
		case "--tracefs":
			o.tracefs = true
		case "-h", "--help":
			return nil, errHelp
		case "--":
			noMore = true
		default:
			return nil, fmt.Errorf("unknown option %s", a)
		}
		if err != nil {
			return nil, err
		}
	}
	if !o.list && !haveProgram {
		return nil, errors.New("no program given: use -e 'PROGRAM' or a file")
	}
	if o.list && o.listArg == "" && o.file != "" {
		// -l -p PID PATTERN: the pattern came after another option.
		o.listArg, o.file = o.file, ""
	}
	return o, nil
}

var errHelp = errors.New("help")

// env is the checker's window on the running system.
type env struct {
	opts     probe.AttachOptions
	fallback bool      // --fallback: kprobe <-> fentry where the kernel lacks one
	stderr   io.Writer // for the fallback notes
}

func (e env) Resolve(attach string) ([]probe.Target, error) {
	if e.fallback {
		_, ts, note, err := probe.ResolveFallback(attach, e.opts)
		if note != "" {
			fmt.Fprintf(e.stderr, "sonde: %s\n", note)
		}
		return ts, err
	}
	_, ts, err := probe.Resolve(attach, e.opts)
	return ts, err
}

func (e env) Context(t probe.Target) (*probe.Context, error) {
	p, ok := probe.Lookup(t.Provider)
	if !ok {
		return nil, fmt.Errorf("unknown probe type %q", t.Provider)
	}
	return p.Context(t)
}

func (e env) KernelBTF() (*btf.Spec, error) { return kernel.KernelBTF() }

// UserSymbol resolves uaddr("name") in a probe's binary.
func (e env) UserSymbol(path, name string) (uint64, uint64, error) {
	return elfx.DataSymbol(path, name)
}

// KernelSymbol resolves kaddr("name") through /proc/kallsyms.
func (e env) KernelSymbol(name string) (uint64, error) { return symbolize.KAddr(name) }

func runTrace(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	o, err := parseTraceArgs(args)
	if err == errHelp {
		io.WriteString(stdout, usage)
		return ExitOK
	}
	if err != nil {
		fmt.Fprintf(stderr, "sonde: %v\n(run sonde --help for usage)\n", err)
		return ExitUsage
	}
	if o.pid != 0 {
		if _, err := os.Stat(fmt.Sprintf("/proc/%d", o.pid)); err != nil {
			fmt.Fprintf(stderr, "sonde: -p %d: no such process\n", o.pid)
			return ExitRuntime
		}
	}
	if o.list {
		if err := probe.PrintListPID(stdout, o.listArg, o.verbose, o.pid); err != nil {
			fmt.Fprintf(stderr, "sonde: %v\n", err)
			return ExitRuntime
		}
		return ExitOK
	}
	name, text := "stdin", o.program
	if o.file != "" {
		b, err := os.ReadFile(o.file)
		if err != nil {
			fmt.Fprintf(stderr, "sonde: %v\n", err)
			return ExitUsage
		}
		name, text = o.file, string(b)
	}
	f := source.NewFile(name, text)
	out, code := compile(f, o, stdout, stderr)
	if out == nil {
		return code
	}
	if o.dryRun {
		return ExitOK
	}
	w := stdout
	if o.output != "" {
		file, err := os.Create(o.output)
		if err != nil {
			fmt.Fprintf(stderr, "sonde: %v\n", err)
			return ExitUsage
		}
		defer file.Close()
		w = file
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ropts := runtime.Options{Out: w, Err: stderr, PID: o.pid, Verbose: o.verbose, Quiet: o.quiet}
	ropts.JSON = o.format == "json"
	if o.command != "" {
		ropts.Command = splitCommand(o.command)
	}
	if o.tracefs {
		return runTracefs(ctx, out, w, stderr, o, "")
	}
	res, err := runtime.Run(ctx, out, ropts)
	if err != nil && bpfUnavailable(err) && tracefsrun.Supported(out.Check) == nil {
		// No BPF here, but tracefs dynamic events can run this script.
		return runTracefs(ctx, out, w, stderr, o, fmt.Sprintf("BPF is not available (%v); running through tracefs dynamic events", err))
	}
	if err != nil {
		var ve *runtime.VerifierError
		if errors.As(err, &ve) {
			reportVerifier(stderr, f, ve, o.verbose)
			return ExitRuntime
		}
		fmt.Fprintf(stderr, "sonde: %v\n", err)
		return ExitRuntime
	}
	return res.ExitCode
}

// compile runs the compiler stages, printing diagnostics; it returns nil and
// an exit code when the run should stop.
func compile(f *source.File, o *traceOptions, stdout, stderr io.Writer) (*codegen.Output, int) {
	if o.debug == "tokens" {
		toks, diags := parser.Tokens(f)
		for _, t := range toks {
			fmt.Fprintln(stdout, t)
		}
		source.Render(stderr, f, diags)
		return nil, ExitOK
	}
	prog, diags := parser.Parse(f, parser.Options{Defines: map[string]string{"BPFTRACE_HAVE_BTF": "1"}})
	source.Render(stderr, f, diags)
	if diags.HasErrors() {
		return nil, ExitUsage
	}
	if o.debug == "ast" {
		ast.Fprint(stdout, prog)
		return nil, ExitOK
	}
	checked, diags := check.Check(f, prog, check.Options{Env: env{opts: probe.AttachOptions{PID: o.pid, Unsafe: o.unsafe}, fallback: o.fallback, stderr: stderr},
		Positional: o.args, Named: o.named, MaxStrlen: envInt("BPFTRACE_MAX_STRLEN"), Unsafe: o.unsafe, NCPUs: ncpus(), Child: o.command != ""})
	source.Render(stderr, f, diags)
	if diags.HasErrors() {
		return nil, ExitUsage
	}
	// The environment wins over the script's config, as in bpftrace
	// (BPFTRACE_MAP_KEYS_MAX is 0.17's spelling).
	mapKeys := cmp.Or(envInt("BPFTRACE_MAX_MAP_KEYS"), envInt("BPFTRACE_MAP_KEYS_MAX"), checked.MaxMapKeys)
	out, diags := codegen.Generate(checked, codegen.Options{PID: o.pid, NCPUs: ncpus(), MapEntries: mapKeys})
	source.Render(stderr, f, diags)
	if diags.HasErrors() {
		return nil, ExitUsage
	}
	if o.debug == "asm" {
		for _, p := range out.Programs {
			fmt.Fprintf(stdout, "%s:\n%v\n", p.Name, out.Spec.Programs[p.Name].Instructions)
		}
		return nil, ExitOK
	}
	if o.debug != "" {
		fmt.Fprintf(stderr, "sonde: unknown stage %q for -d (want tokens, ast or asm)\n", o.debug)
		return nil, ExitUsage
	}
	return out, ExitOK
}

func ncpus() int {
	cpus, err := kernel.PossibleCPUs()
	if err != nil || len(cpus) == 0 {
		return 1
	}
	return len(cpus)
}

// reportVerifier shows a program the kernel refused: this is a sonde bug,
// so say where it came from and show the tail of the log.
func reportVerifier(w io.Writer, f *source.File, ve *runtime.VerifierError, verbose bool) {
	d := source.Diagnostic{Span: ve.Span, Msg: fmt.Sprintf("the kernel's verifier rejected the code for this line: %v", ve.Err),
		Notes: []string{"this is a bug in sonde; please report it with the script"}}
	source.RenderOne(w, f, d)
	log := ve.Log
	if !verbose && len(log) > 12 {
		log = log[len(log)-12:]
		fmt.Fprintln(w, "verifier log (last lines; -v for all):")
	} else {
		fmt.Fprintln(w, "verifier log:")
	}
	for _, l := range log {
		fmt.Fprintln(w, "  "+l)
	}
}

// splitCommand splits -c's argument into words, honouring single and double
// quotes and backslashes the way a shell would (no expansions).
func splitCommand(s string) []string {
	var words []string
	var cur strings.Builder
	in, quote := false, byte(0)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0 && c == quote:
			quote = 0
		case quote == '\'':
			cur.WriteByte(c)
		case c == '\\' && i+1 < len(s) && (quote == 0 || strings.IndexByte("\"\\$`", s[i+1]) >= 0):
			i++
			cur.WriteByte(s[i])
			in = true
		case quote == 0 && (c == '\'' || c == '"'):
			quote, in = c, true
		case quote == 0 && (c == ' ' || c == '\t' || c == '\n'):
			if in {
				words = append(words, cur.String())
				cur.Reset()
				in = false
			}
		default:
			cur.WriteByte(c)
			in = true
		}
	}
	if in {
		words = append(words, cur.String())
	}
	return words
}

// envInt reads a numeric environment variable (0 when unset or invalid).
func envInt(name string) int {
	n, _ := strconv.Atoi(os.Getenv(name))
	return n
}

// runTracefs runs a script through tracefs dynamic events, the fallback
// where BPF is not available.
func runTracefs(ctx context.Context, out *codegen.Output, w, stderr io.Writer, o *traceOptions, note string) int {
	if err := tracefsrun.Supported(out.Check); err != nil {
		fmt.Fprintf(stderr, "sonde: --tracefs: %v\n", err)
		return ExitUsage
	}
	if note != "" {
		fmt.Fprintf(stderr, "sonde: %s\n", note)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var cmd *child.Child
	if o.command != "" {
		var err error
		if cmd, err = child.Start(splitCommand(o.command), os.Stdin, os.Stdout, os.Stderr); err != nil {
			fmt.Fprintf(stderr, "sonde: -c: %v\n", err)
			return ExitRuntime
		}
		defer cmd.Abort()
	}
	opts := tracefsrun.Options{Attached: func(n int) {
		if !o.quiet {
			if n == 1 {
				fmt.Fprintln(w, "Attaching 1 probe...")
			} else {
				fmt.Fprintf(w, "Attaching %d probes...\n", n)
			}
		}
		if cmd != nil { // the command runs once every event is enabled, and its end ends tracing
			cmd.Release()
			go func() { cmd.Cmd.Wait(); cancel() }()
		}
	}}
	code, err := tracefsrun.RunWith(ctx, out.Check, w, opts)
	if err != nil {
		fmt.Fprintf(stderr, "sonde: %v\n", err)
		return ExitRuntime
	}
	return code
}

// bpfUnavailable reports whether a run failed because this system does not
// let sonde use BPF at all (no bpf() syscall, or it is forbidden).
func bpfUnavailable(err error) bool {
	return errors.Is(err, unix.ENOSYS) || errors.Is(err, unix.EPERM) && !kernelHasBPF()
}

// kernelHasBPF tries the cheapest BPF object there is.
func kernelHasBPF() bool {
	m, err := ebpf.NewMap(&ebpf.MapSpec{Type: ebpf.Array, KeySize: 4, ValueSize: 4, MaxEntries: 1})
	if err != nil {
		return false
	}
	m.Close()
	return true
}
