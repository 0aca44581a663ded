package cli

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync/atomic"

	"golang.org/x/sys/unix"

	"sonde/internal/bpf"
	"sonde/internal/container"
	"sonde/internal/elfx"
	"sonde/internal/kbtf"
	"sonde/internal/kernel"
	"sonde/internal/lang"
	"sonde/internal/lang/check"
	"sonde/internal/lang/codegen"
	"sonde/internal/lang/object"
	"sonde/internal/lang/parser"
	"sonde/internal/lang/source"
	"sonde/internal/metrics"
	"sonde/internal/otlp"
	"sonde/internal/output"
	"sonde/internal/probe"
	"sonde/internal/probe/point"
	"sonde/internal/runtime"
	"sonde/internal/session"
	"sonde/internal/symbolize"
	"sonde/internal/tracefsrun"
)

// env is the checker's window on the running system: probe.Env, with
// --fallback.
type env struct {
	probe.Env
	fallback bool      // --fallback: kprobe <-> fentry where the kernel lacks one
	stderr   io.Writer // for the fallback notes
}

func (e env) Resolve(attach string) ([]point.Target, error) {
	if e.fallback {
		_, ts, note, err := probe.ResolveFallback(attach, e.Opts)
		if note != "" {
			fmt.Fprintf(e.stderr, "sonde: %s\n", note)
		}
		return ts, err
	}
	return e.Env.Resolve(attach)
}

func (e env) KernelBTF() (point.KernelTypes, error) {
	s, err := kbtf.Kernel()
	if err != nil {
		return nil, err
	}
	return s, nil
}

// UserSymbol resolves uaddr("name") in a probe's binary.
func (e env) UserSymbol(path, name string) (uint64, uint64, error) {
	return elfx.DataSymbol(path, name)
}

// KernelSymbol resolves kaddr("name") through /proc/kallsyms.
func (e env) KernelSymbol(name string) (uint64, error) { return symbolize.KAddr(name) }

// CgroupID resolves cgroupid("path") to the cgroup's id.
func (e env) CgroupID(path string) (uint64, error) { return kernel.CgroupID(path) }

func runTrace(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	o, err := parseTraceArgs(args)
	if err == errHelp {
		io.WriteString(stdout, usage)
		return ExitOK
	}
	if err != nil {
		fmt.Fprintf(stderr, "sonde: %v\n%s", err, usage)
		return ExitUsage
	}
	if o.version {
		fmt.Fprintf(stdout, "sonde %s\n", Version)
		return ExitOK
	}
	if o.info {
		printInfo(stderr)
		return ExitOK
	}
	env, err := readEnv()
	if err != nil {
		fmt.Fprintf(stderr, "sonde: %v\n", err)
		return ExitUsage
	}
	// Before anything reads kernel types (-l 'struct *' too); set on every
	// run, as tests run sonde in one process.
	kbtf.UseFile(env.btfFile)
	runtime.StartupGC() // until attached
	defer runtime.EndStartup()
	if !o.compatSet {
		if v, ok := os.LookupEnv("SONDE_COMPAT"); ok {
			if o.compat, err = parseCompat("SONDE_COMPAT", v); err != nil {
				fmt.Fprintf(stderr, "sonde: %v\n%s", err, usage)
				return ExitUsage
			}
		}
	}
	if err := newestOptions(o); err != nil {
		fmt.Fprintf(stderr, "sonde: %v\n", err)
		return ExitUsage
	}
	if o.list && isTypePattern(o.listArg) {
		if err := printTypes(stdout, o.listArg, o.verbose); err != nil {
			fmt.Fprintf(stderr, "sonde: %v\n", err)
			return ExitRuntime
		}
		return ExitOK
	}
	if o.pid != 0 {
		if _, err := os.Stat(fmt.Sprintf("/proc/%d", o.pid)); err != nil {
			fmt.Fprintf(stderr, "sonde: -p %d: no such process\n", o.pid)
			return ExitRuntime
		}
	}
	if o.tracefs && (o.cgroup != "" || o.container != "") {
		fmt.Fprintf(stderr, "sonde: --tracefs cannot filter by cgroup: --cgroup and --container need BPF\n")
		return ExitUsage
	}
	if err := resolveCgroup(o); err != nil {
		fmt.Fprintf(stderr, "sonde: %v\n", err)
		return ExitUsage
	}
	if o.list {
		if err := probe.PrintListPID(stdout, o.listArg, o.verbose, o.pid); err != nil {
			fmt.Fprintf(stderr, "sonde: %v\n", err)
			return ExitRuntime
		}
		return ExitOK
	}
	name, text := "stdin", o.program
	switch o.file {
	case "":
	case "-": // bpftrace names a program read from stdin "stdin" too
		b, err := io.ReadAll(stdin)
		if err != nil {
			fmt.Fprintf(stderr, "sonde: reading the program from stdin: %v\n", err)
			return ExitUsage
		}
		text = string(b)
	default:
		b, err := os.ReadFile(o.file)
		if err != nil {
			fmt.Fprintf(stderr, "sonde: %v\n", err)
			return ExitUsage
		}
		name, text = o.file, string(b)
	}
	f := source.NewFile(name, text)
	if env.btfFile != "" {
		if _, err := kbtf.Kernel(); err != nil {
			fmt.Fprintf(stderr, "sonde: BPFTRACE_BTF: %v\n", err)
			return ExitUsage
		}
	}
	symbolize.SetUserOptions(env.noUserSymbols, env.noDemangle)
	out, code := compile(f, o, env, stdout, stderr, nil)
	if out == nil {
		return code
	}
	return runProgram(out, f, o, env, stdout, stderr)
}

// runProgram runs a compiled script as `sonde FILE` does: the rest of
// runTrace after compile, shared with `sonde tool`.
func runProgram(out *object.Program, f *source.File, o *traceOptions, env envConfig, stdout, stderr io.Writer) int {
	if d := out.Check.Config.CppDemangle; d != nil && !env.noDemangle {
		symbolize.SetUserOptions(env.noUserSymbols, !*d)
	}
	// Newest bpftrace shows source lines and inlined functions in stacks
	// (show_debug_info); 0.17 did not.
	symbolize.SetDebugInfo(o.compat != output.Compat017 && (out.Check.Config.ShowDebugInfo == nil || *out.Check.Config.ShowDebugInfo))
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
	ctx, stop := session.Context(context.Background())
	defer stop()
	var srv *metrics.Server
	if o.metrics != "" && o.mode == runtime.ModeTrace {
		var err error
		if srv, err = metrics.Listen(o.metrics, o.webConfig); err != nil {
			fmt.Fprintf(stderr, "sonde: --metrics: %v\n", err)
			return ExitUsage
		}
		defer srv.Close()
		if !o.quiet {
			fmt.Fprintf(stderr, "Serving metrics on %s\n", srv.Addr())
		}
	}
	ropts := runtime.Options{Out: w, Err: stderr, PID: o.pid, Verbose: o.verbose, Quiet: o.quiet,
		CatBytesMax: cmp.Or(env.catBytes, out.Check.Config.MaxCatBytes), Buffering: o.buffering, NoWarnings: o.noWarnings, Compat: o.compat, Mode: o.mode, Cgroup: o.cgroupDir}
	ropts.JSON = o.format == "json"
	if o.command != "" {
		ropts.Command = splitCommand(o.command)
	}
	if o.tracefs {
		return runTracefs(ctx, out, w, stderr, o, "")
	}
	if srv != nil || o.otlp != "" && o.mode == runtime.ModeTrace {
		setMaps, read := readMaps(o.maxSeries)
		ropts.Maps = setMaps
		var exp *otlp.Exporter
		if o.otlp != "" && o.mode == runtime.ModeTrace {
			res := otlp.Resource(strings.TrimSuffix(filepath.Base(f.Name), ".bt"), nil, otlp.SelfCgroup())
			exp = otlp.Start(otlp.Config{URL: o.otlp, Interval: o.otlpEvery, Resource: res, Version: Version, Warn: stderr}, read)
			defer exp.Close()
			ropts.Printf = exp.Log
			ropts.Ended = func(maps []*output.Map) {
				exp.Final(metrics.FromMaps(maps, metrics.Options{MaxSeries: o.maxSeries}))
			}
		}
		if srv != nil {
			srv.Start(func() (metrics.Snapshot, error) {
				s, err := read()
				if exp != nil {
					s.Families = append(s.Families, exp.Families()...)
				}
				return s, err
			})
		}
	}
	res, err := runtime.Run(ctx, out, ropts)
	if err != nil && bpfUnavailable(err) && tracefsrun.Supported(out.Check) == nil && o.cgroupDir == "" {
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

// readMaps returns the runtime.Options.Maps that takes the script's maps
// once they are loaded, and the function that reads them as metrics for
// --metrics and --otlp: until then there are none.
func readMaps(maxSeries int) (func(func() ([]*output.Map, error)), func() (metrics.Snapshot, error)) {
	var read atomic.Pointer[func() ([]*output.Map, error)]
	set := func(r func() ([]*output.Map, error)) { read.Store(&r) }
	return set, func() (metrics.Snapshot, error) {
		var maps []*output.Map
		if r := read.Load(); r != nil {
			var err error
			if maps, err = (*r)(); err != nil {
				return metrics.Snapshot{}, err
			}
		}
		return metrics.FromMaps(maps, metrics.Options{MaxSeries: maxSeries}), nil
	}
}

// compile runs the compiler, printing diagnostics and the -d stages; it
// returns nil and an exit code when the run should stop. A non-nil report
// receives the diagnostics instead of stderr.
func compile(f *source.File, o *traceOptions, ev envConfig, stdout, stderr io.Writer, report func(source.Diagnostics)) (*object.Program, int) {
	// What a compile allocates (the kernel's types, a library's symbols)
	// lives until it ends: a collection in the middle finds little to
	// free and slows every pointer store down while it runs. The heap may
	// grow five times, not twice, before one (unless GOGC says more);
	// after, the usual pace.
	if old := debug.SetGCPercent(400); old < 0 || old > 400 {
		debug.SetGCPercent(old)
	} else {
		defer debug.SetGCPercent(old)
	}
	popts := parser.Options{Defines: map[string]string{"BPFTRACE_HAVE_BTF": "1"}, Includes: o.includes, IncludeDirs: o.includeDirs}
	if o.file != "" && o.file != "-" {
		popts.ScriptDir = filepath.Dir(o.file)
	}
	var stages lang.Stage
	for _, s := range []struct {
		name  string
		stage lang.Stage
	}{{"tokens", lang.Tokens}, {"ast", lang.AST}, {"asm", lang.Asm}} {
		if o.debugStage(s.name) {
			stages |= s.stage
		}
	}
	if report == nil {
		report = func(diags source.Diagnostics) {
			for _, d := range diags {
				if d.Severity == source.Warning && o.noWarnings {
					continue
				}
				source.RenderOne(stderr, f, d)
			}
		}
	}
	out, diags := lang.Compile(f, lang.Options{
		Parser: popts,
		Check: check.Options{Env: env{Env: probe.Env{Opts: probe.AttachOptions{PID: o.pid, Unsafe: o.unsafe, Cmd: firstWord(o.command)}}, fallback: o.fallback, stderr: stderr},
			Positional: o.args, Named: o.named, MaxStrlen: cmp.Or(ev.strlen, defaultStrlen(o.compat)), EnvConfig: newestOnly(o.compat, ev.config), Unsafe: o.unsafe, NCPUs: ncpus(), Child: o.command != "", PidNS: pidNS(o.compat), NsDev: kernel.NsfsDev(),
			MissingProbes: missingProbes(o.compat), BoolResults: o.compat != output.Compat017, ProbeFilter: o.probeFilter,
			Newest: o.compat != output.Compat017},
		Codegen: codegen.Options{PID: o.pid, NCPUs: ncpus(), MapEntries: ev.mapKeys, RingPages: ev.rbPages, QuietRing: o.quietRing, BurstRing: o.burstRing,
			HelperCheck: min(o.helperCheck, 2), BootNsecs: o.compat != output.Compat017, Cgroup: o.cgroupDir != ""},
		Print:  stages,
		Out:    stdout,
		Report: report,
	})
	if out == nil {
		return nil, errorCode(diags)
	}
	if err := checkLimits(out, ev, o.compat); err != nil {
		fmt.Fprintf(stderr, "sonde: %v\n", err)
		return nil, ExitUsage
	}
	return out, ExitOK
}

// newestOptions applies newest bpftrace's rules for -k: one -k warns of
// failed probe reads and map lookups (0.17's -kk), -kk is refused, and -k
// conflicts with --no-warnings. Under --compat=0.17, -k and -kk are 0.17's.
func newestOptions(o *traceOptions) error {
	if o.compat == output.Compat017 || o.helperCheck == 0 {
		return nil
	}
	if o.helperCheck > 1 {
		return usagef("USAGE: -kk has been deprecated. Use a single -k for runtime warnings for errors in map lookups and probe reads.")
	}
	if o.noWarnings {
		return usagef("USAGE: -k, --warnings conflicts with --no-warnings")
	}
	o.helperCheck = 2
	return nil
}

// missingProbes is what an attach point that names nothing does unless the
// script's config sets missing_probes: newest bpftrace refuses the script,
// 0.17 skips it with a warning.
func missingProbes(c output.Compat) check.MissingProbes {
	if c == output.Compat017 {
		return check.MissingWarn
	}
	return check.MissingError
}

func errorCode(diags source.Diagnostics) int {
	if diags.HasErrors() {
		return ExitUsage
	}
	return ExitOK
}

// defaultStrlen is max_strlen when neither the environment nor the
// script sets it: newest bpftrace's 1024 (docs/language.md, "max_strlen"),
// 0.17's 64.
func defaultStrlen(c output.Compat) int {
	if c == output.Compat017 {
		return 64
	}
	return 1024
}

// checkLimits applies max_probes (BPFTRACE_MAX_PROBES wins over the
// script's config) as bpftrace does: every attach point counts, BEGIN and
// END too. The default is newest bpftrace's 1024, 0.17's 512.
func checkLimits(out *object.Program, ev envConfig, c output.Compat) error {
	probes := 0
	for _, p := range out.Programs {
		for _, in := range p.Instances {
			probes += len(in.Targets)
		}
	}
	def := 1024
	if c == output.Compat017 {
		def = 512
	}
	if limit := cmp.Or(ev.maxProbes, out.Check.Config.MaxProbes, def); probes > limit {
		return fmt.Errorf("can't attach to %d probes because it exceeds the current limit of %d probes.\n"+
			"You can increase the limit through the BPFTRACE_MAX_PROBES environment variable, but BE CAREFUL since a high number of probes attached can cause your system to crash.", probes, limit)
	}
	return nil
}

// resolveCgroup finds the cgroup v2 directory of --cgroup or --container.
func resolveCgroup(o *traceOptions) error {
	var err error
	switch {
	case o.cgroup != "":
		o.cgroupDir, err = kernel.ResolveCgroup(o.cgroup)
		if err != nil {
			return fmt.Errorf("--cgroup: %w", err)
		}
	case o.container != "":
		root, err := kernel.CgroupV2Root()
		if err != nil {
			return fmt.Errorf("--container %s: %w", o.container, err)
		}
		c, err := container.Resolve(context.Background(), root, o.container, container.DefaultSockets)
		if err != nil {
			return fmt.Errorf("--container: %w", err)
		}
		o.cgroupDir = c.Dir
	}
	return nil
}

// pidNS is sonde's PID namespace for pid and tid, or the zero PidNS in
// the initial one, and under --compat=0.17, whose pid and tid are the
// initial namespace's wherever sonde runs.
func pidNS(c output.Compat) check.PidNS {
	dev, ino, init := kernel.PidNamespace()
	if init || c == output.Compat017 {
		return check.PidNS{}
	}
	return check.PidNS{Dev: dev, Ino: ino}
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
		Notes: []source.Note{{Msg: "this is a bug in sonde; please report it with the script"}}}
	if h := missingHelper(ve.Log); h != "" {
		// Not a sonde bug: the kernel lacks what the script asks for
		// (override() without CONFIG_BPF_KPROBE_OVERRIDE, say).
		d.Msg = fmt.Sprintf("this kernel does not let this probe call %s, which this line needs", h)
		d.Notes = nil
	}
	if h := gplHelper(ve.Log); h != "" {
		// Not a sonde bug: the script's license is not GPL-compatible
		// (config license, or its SPDX comment), as in newest bpftrace.
		d.Msg = fmt.Sprintf("helper %s can only be used in GPL-compatible programs", h)
		d.Notes = nil
		d.Help = `config = { license = "GPL" } gives the programs a GPL-compatible license`
		source.RenderOne(w, f, d)
		return
	}
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

// gplHelper finds in a verifier log the helper the kernel refused to a
// program whose license is not GPL-compatible, or "".
func gplHelper(log []string) string {
	for i, l := range log {
		if !strings.Contains(l, "cannot call GPL-restricted function") {
			continue
		}
		for j := i - 1; j >= 0; j-- {
			if _, call, ok := strings.Cut(log[j], ") call "); ok {
				name, _, _ := strings.Cut(call, "#")
				return name
			}
		}
		return "a GPL-only helper"
	}
	return ""
}

// missingHelper finds in a verifier log the helper the kernel refused as
// unknown or not allowed for the program type, or "".
func missingHelper(log []string) string {
	for _, l := range log {
		for _, prefix := range []string{"unknown func ", "program of this type cannot use helper "} {
			if rest, ok := strings.CutPrefix(l, prefix); ok {
				name, _, _ := strings.Cut(rest, "#")
				return name
			}
		}
	}
	return ""
}

// firstWord is the program of a -c command ("" for none).
func firstWord(command string) string {
	if w := splitCommand(command); len(w) > 0 {
		return w[0]
	}
	return ""
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

// runTracefs runs a script through tracefs dynamic events, the fallback
// where BPF is not available.
func runTracefs(ctx context.Context, out *object.Program, w, stderr io.Writer, o *traceOptions, note string) int {
	if err := tracefsrun.Supported(out.Check); err != nil {
		fmt.Fprintf(stderr, "sonde: --tracefs: %v\n", err)
		return ExitUsage
	}
	if note != "" {
		fmt.Fprintf(stderr, "sonde: %s\n", note)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var cmd *session.Command
	if o.command != "" {
		var err error
		if cmd, err = session.Start(splitCommand(o.command), session.CommandOptions{}); err != nil {
			fmt.Fprintf(stderr, "sonde: -c: %v\n", err)
			return ExitRuntime
		}
		defer cmd.Close()
	}
	po := output.Options{Compat: o.compat, Status: stderr}
	opts := tracefsrun.Options{Output: po, Buffering: o.buffering, Attached: func(n int) {
		if !o.quiet {
			output.NewText(w, po).AttachedProbes(n)
		}
		if cmd != nil { // the command runs once every event is enabled, and its end ends tracing
			cmd.Release()
			go func() { <-cmd.Done(); cancel() }()
		}
	}}
	code, err := tracefsrun.RunWith(ctx, out.Check, w, opts)
	if cmd != nil {
		cmd.Stop() // still running when tracing ends first
	}
	if err != nil {
		fmt.Fprintf(stderr, "sonde: %v\n", err)
		return ExitRuntime
	}
	return code
}

// bpfUnavailable reports whether a run failed because this system does not
// let sonde use BPF at all (no bpf() syscall, or it is forbidden).
func bpfUnavailable(err error) bool {
	return errors.Is(err, unix.ENOSYS) || errors.Is(err, unix.EPERM) && !bpf.Available()
}
