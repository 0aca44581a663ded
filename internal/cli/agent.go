package cli

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"sonde/internal/agent"
	"sonde/internal/kbtf"
	"sonde/internal/lang/check"
	"sonde/internal/lang/object"
	"sonde/internal/lang/source"
	"sonde/internal/metrics"
	"sonde/internal/otlp"
	"sonde/internal/output"
	"sonde/internal/runtime"
	"sonde/internal/symbolize"
)

func init() { subcommands["agent"] = runAgent }

const agentUsage = `USAGE:
    sonde agent [--listen ADDR] [--otlp URL] [--otlp-interval DUR] [--web.config.file FILE]
                [--max-series N] [--allow-unsafe NAME]... [--cgroup PATH | --container ID|NAME]
                SCRIPT|DIR...

    Runs every SCRIPT, and every *.bt file in each DIR, serving their maps on
    http://ADDR/metrics (label script="NAME", the file name without .bt),
    each script's state on /healthz and /readyz. SIGHUP reloads the scripts
    that changed; SIGTERM detaches everything and exits.

OPTIONS:
    --listen ADDR          serve here (default 127.0.0.1:9464; ADDR without a host: 127.0.0.1)
    --web.config.file FILE TLS and basic auth (Prometheus' web config)
    --max-series N         serve at most N series of each script (default 10000)
    --allow-unsafe NAME    let script NAME use unsafe functions (system, signal, override)
    --otlp URL             push the metrics, and the printf lines as logs, over OTLP/HTTP
    --otlp-interval DUR    between --otlp metrics pushes (default 10s)
    --cgroup PATH, --container ID|NAME
                           every script traces only this cgroup's or container's tasks
                           (resolved at start)
`

// ParseAgentArgs parses the arguments after `sonde agent`, as the agreed
// interface has them (deploy/ runs `/sonde agent --listen 0.0.0.0:9464
// /etc/sonde/scripts`). Options may come before or among the scripts; "--"
// ends them; every option but --allow-unsafe is given at most once.
func ParseAgentArgs(args []string) (agent.Config, error) {
	c := agent.Config{Listen: agent.DefaultListen}
	seen := map[string]bool{}
	noMore := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		if noMore || a == "-" || !strings.HasPrefix(a, "-") {
			c.Scripts = append(c.Scripts, a)
			continue
		}
		if a == "--" {
			noMore = true
			continue
		}
		if a == "-h" || a == "--help" {
			return c, errHelp
		}
		name, v, hasValue := strings.Cut(a, "=")
		switch name {
		case "--listen", "--otlp", "--otlp-interval", "--web.config.file", "--max-series", "--allow-unsafe", "--cgroup", "--container":
		default:
			return c, usagef("unknown option %s", name)
		}
		if !hasValue {
			if i+1 >= len(args) {
				return c, usagef("%s needs a value", name)
			}
			i++
			v = args[i]
		}
		if seen[name] && name != "--allow-unsafe" {
			return c, usagef("%s given twice", name)
		}
		seen[name] = true
		switch name {
		case "--listen":
			if _, err := metrics.ListenAddr(v); err != nil {
				return c, usagef("--listen %s: %v", v, err)
			}
			c.Listen = v
		case "--otlp":
			u, err := otlp.ParseURL(v)
			if err != nil {
				return c, usagef("--otlp: %v", err)
			}
			c.OTLP = u
		case "--otlp-interval":
			d, err := time.ParseDuration(v)
			if err == nil && d <= 0 {
				err = errors.New("not a positive duration")
			}
			if err != nil {
				return c, usagef("--otlp-interval %s: %v", v, err)
			}
			c.OTLPInterval = d
		case "--web.config.file":
			c.WebConfig = v
		case "--max-series":
			n, err := parseMaxSeries(v)
			if err != nil {
				return c, err
			}
			c.MaxSeries = n
		case "--allow-unsafe":
			c.AllowUnsafe = append(c.AllowUnsafe, strings.TrimSuffix(v, ".bt"))
		case "--cgroup":
			c.Cgroup = v
		case "--container":
			c.Container = v
		}
	}
	switch {
	case c.Cgroup != "" && c.Container != "":
		return c, usagef("--cgroup and --container exclude each other")
	case c.OTLPInterval != 0 && c.OTLP == "":
		return c, usagef("--otlp-interval needs --otlp")
	case len(c.Scripts) == 0:
		return c, usagef("no SCRIPT or DIR given")
	}
	return c, nil
}

// runAgent is `sonde agent`.
func runAgent(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	c, err := ParseAgentArgs(args)
	if err == errHelp {
		io.WriteString(stdout, agentUsage)
		return ExitOK
	}
	if err != nil {
		fmt.Fprintf(stderr, "sonde agent: %v\n%s", err, agentUsage)
		return ExitUsage
	}
	c.Version = Version
	ev, err := readEnv()
	if err != nil {
		fmt.Fprintf(stderr, "sonde agent: %v\n", err)
		return ExitUsage
	}
	// --cgroup and --container are resolved once, here, as the rest of
	// the command line is read once: SIGHUP re-reads the scripts, and
	// every script, restarted or not, keeps the one filter.
	cg := &traceOptions{cgroup: c.Cgroup, container: c.Container}
	if err := resolveCgroup(cg); err != nil {
		fmt.Fprintf(stderr, "sonde agent: %v\n", err)
		return ExitUsage
	}
	// Process-wide settings, the same for every script. The collector is
	// not paused for start-up (runtime.StartupGC) as in a single run: the
	// scripts start one after the other, for as long as the agent runs.
	kbtf.UseFile(ev.btfFile)
	symbolize.SetUserOptions(ev.noUserSymbols, ev.noDemangle)
	symbolize.SetDebugInfo(true)
	return agent.Run(c, &agentEngine{env: ev, cgroupDir: cg.cgroupDir}, stderr)
}

// agentPollMax is how seldom an idle script's ring buffer is read: an
// agent's scripts mostly fill maps, and five of them polled every 20 ms
// would take a CPU's percent doing nothing.
const agentPollMax = time.Second

// agentEngine compiles and runs the agent's scripts as `sonde -q FILE`
// does, with newest bpftrace's semantics.
type agentEngine struct {
	env       envConfig
	cgroupDir string // --cgroup's or --container's cgroup v2 directory, resolved at start
}

// The agent's ring buffers, where BPFTRACE_PERF_RB_PAGES does not say: a
// script whose kernel probes only update maps sends little but exit()
// and END's output; one that prints feeds a log of at most agent.LogRate
// lines a second, read every 20 ms while records come. A ring is mapped
// twice into the agent, so that its size counts twice in its RSS.
const (
	agentQuietRing = 64 << 10
	agentBurstRing = 1 << 20
)

func (e *agentEngine) options(path string, unsafe bool) *traceOptions {
	return &traceOptions{file: path, format: "text", quiet: true, unsafe: unsafe, compat: output.Newest,
		quietRing: agentQuietRing, burstRing: agentBurstRing, cgroupDir: e.cgroupDir}
}

func (e *agentEngine) Compile(path string, text []byte, unsafe bool, log io.Writer) (agent.Program, error) {
	o := e.options(path, unsafe)
	f := source.NewFile(path, string(text))
	var diags source.Diagnostics
	var errb bytes.Buffer
	out, _ := compile(f, o, e.env, io.Discard, &errb, func(d source.Diagnostics) { diags = append(diags, d...) })
	source.Render(log, f, diags)
	if out != nil {
		return &agentProgram{out: out, f: f, env: e.env, cgroupDir: e.cgroupDir}, nil
	}
	for _, d := range diags {
		if d.Severity == source.Error && d.Help == check.UnsafeHelp {
			return nil, &agent.RefusedError{Reason: firstLine(f, d)}
		}
	}
	for _, d := range diags {
		if d.Severity == source.Error {
			return nil, errors.New(firstLine(f, d))
		}
	}
	if s := strings.TrimSpace(errb.String()); s != "" {
		io.WriteString(log, errb.String())
		s, _, _ = strings.Cut(s, "\n")
		return nil, errors.New(strings.TrimPrefix(s, "sonde: "))
	}
	return nil, errors.New("the script does not compile")
}

// firstLine is a diagnostic's located first line: "FILE:LINE:COL: error: MSG".
func firstLine(f *source.File, d source.Diagnostic) string {
	var b bytes.Buffer
	source.RenderOne(&b, f, d)
	s, _, _ := strings.Cut(b.String(), "\n")
	return s
}

type agentProgram struct {
	out       *object.Program
	f         *source.File
	env       envConfig
	cgroupDir string
}

func (p *agentProgram) Run(ctx context.Context, h agent.Hooks) error {
	// The maps are metrics: printing them at the end would only fill the log.
	p.out.Check.Config.NoPrintMapsOnExit = true
	ropts := runtime.Options{Out: h.Out, Err: h.Out, Quiet: true, Compat: output.Newest,
		CatBytesMax: cmp.Or(p.env.catBytes, p.out.Check.Config.MaxCatBytes), PollMax: agentPollMax,
		Maps: h.Maps, Attached: func(int) { h.Attached() }, Printf: h.Printf, Cgroup: p.cgroupDir}
	res, err := runtime.Run(ctx, p.out, ropts)
	if err != nil {
		var ve *runtime.VerifierError
		if errors.As(err, &ve) {
			var b bytes.Buffer
			reportVerifier(&b, p.f, ve, false)
			io.WriteString(h.Out, b.String())
			s, _, _ := strings.Cut(b.String(), "\n")
			return errors.New(s)
		}
		return err
	}
	if ctx.Err() == nil {
		return fmt.Errorf("the script ended (exit code %d)", res.ExitCode)
	}
	return nil
}
