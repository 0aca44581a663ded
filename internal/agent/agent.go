// Package agent is `sonde agent`: several scripts in one process, the
// maps of all of them served on one /metrics (label script="NAME", NAME the
// file name without .bt), with /healthz and /readyz naming each script's
// state. A script that fails to compile or attach, or that uses an unsafe
// function without --allow-unsafe NAME, is reported there and the others
// run on. SIGHUP re-reads the files and directories, restarting only the
// scripts whose text changed, starting new ones and stopping removed
// ones; SIGTERM or SIGINT detaches everything and exits 0.
//
// States: starting (compiling, loading, attaching), running, failed:
// REASON (a compile error, located; an attach or runtime error; the script
// ended), refused: REASON (an unsafe function). /healthz answers 200 while
// the agent serves, whatever the scripts' states (a restart would not fix
// a bad script); /readyz answers 503 while a script is starting, 200 once
// every one is running, failed or refused.
//
// A script's printf output and its runtime messages go to the agent's
// stderr, each line prefixed with "NAME: ", at most LogRate lines a second
// per script (LogBurst at once); the rest are dropped, counted in
// sonde_agent_log_lines_dropped_total{script}, and a line says how many.
//
// The scripts are compiled and run by an Engine: cli's, which runs each
// as `sonde FILE` does, through the language runtime; one script compiles,
// loads and attaches at a time. The agent touches no kernel object itself.
// Several runtimes share the process: each has its own context (the
// agent's SIGTERM cancels them), output writer, ring buffer, links and
// self:signal channel; what stays process-wide is set once by the agent
// (BTF file, symbolization options), is idempotent (the memlock limit,
// the removal of a killed sonde's tracefs events), or is start-up's (the
// collector's pace while compiling, the start-up GC pause the agent does
// not take), which the one-at-a-time start keeps from interleaving.
//
// --otlp pushes what /metrics serves (less the exporter's own counters,
// which the exporter adds) through one otlp.Exporter for the agent, every
// script's series labelled script="NAME" as on /metrics, and each
// script's printf lines as log records with the attribute script=NAME;
// its failures are counted on /metrics (sonde_otlp_failures_total). At
// SIGTERM the maps as they are go once more, and the queued lines, within
// the agent's second.
//
// It imports metrics (the model and the server), otlp (the exporter),
// output (maps as the runtime reads them) and session (the signals).
package agent

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"sonde/internal/metrics"
	"sonde/internal/otlp"
	"sonde/internal/output"
	"sonde/internal/session"
)

// DefaultListen is --listen's default.
const DefaultListen = "127.0.0.1:9464"

// Config is the agent's command line (cli.ParseAgentArgs).
type Config struct {
	Listen       string        // --listen ADDR
	OTLP         string        // --otlp URL
	OTLPInterval time.Duration // --otlp-interval
	WebConfig    string        // --web.config.file
	MaxSeries    int           // --max-series, per script (0: metrics.DefaultMaxSeries)
	AllowUnsafe  []string      // --allow-unsafe NAME...
	Cgroup       string        // --cgroup PATH
	Container    string        // --container ID|NAME
	Scripts      []string      // SCRIPT|DIR...
	Version      string        // sonde's, as --otlp's scope version
}

// Engine compiles scripts: cli's, as `sonde FILE` compiles them.
type Engine interface {
	// Compile compiles the text of the script file path; unsafe lets it
	// use the unsafe functions. Diagnostics worth keeping (warnings, the
	// whole of an error) go to log. An error is one line, located
	// (FILE:LINE:COL: error: ...); a script refused for an unsafe function
	// is a *RefusedError.
	Compile(path string, text []byte, unsafe bool, log io.Writer) (Program, error)
}

// Program is a compiled script.
type Program interface {
	// Run loads, attaches and runs the script until ctx is done (nil) or
	// it fails or ends by itself (an error saying so).
	Run(ctx context.Context, h Hooks) error
}

// Hooks are what a Program's run tells the agent and takes from it.
type Hooks struct {
	Out      io.Writer                                // printf output and runtime messages
	Maps     func(read func() ([]*output.Map, error)) // the function that reads the maps, once loaded
	Attached func()                                   // every probe is attached: the script runs
	// Printf, if set, is given the text of every printf as it is printed
	// (--otlp's log records), as runtime.Options.Printf.
	Printf func(text []byte)
}

// RefusedError is a script refused for an unsafe function.
type RefusedError struct{ Reason string }

func (e *RefusedError) Error() string { return e.Reason }

// State is a script's state.
type State int

const (
	Starting State = iota
	Running
	Failed
	Refused
)

var stateNames = []string{"starting", "running", "failed", "refused"}

func (s State) String() string { return stateNames[s] }

// script is one script file and its run.
type script struct {
	name, path string
	text       []byte
	readErr    error // the file could not be read: failed

	mu     sync.Mutex
	state  State
	reason string

	cancel context.CancelFunc
	done   chan struct{}
	read   atomic.Pointer[func() ([]*output.Map, error)]
	log    *lineLog
}

func (s *script) set(st State, reason string) {
	s.mu.Lock()
	s.state, s.reason = st, reason
	s.mu.Unlock()
}

func (s *script) get() (State, string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.state, s.reason
}

// Agent runs the scripts and serves them.
type Agent struct {
	cfg    Config
	eng    Engine
	stderr *lockedWriter

	mu      sync.Mutex
	scripts map[string]*script

	// starting lets one script compile, load and attach at a time: the
	// compiler's and loader's process-wide settings (the collector's pace)
	// and caches are not shared by concurrent start-ups, and the CPU the
	// verifier takes is the node's.
	starting chan struct{}
	// settled is set while no script is starting.
	settled atomic.Bool
	// exp pushes to --otlp's collector; nil without it.
	exp *otlp.Exporter
}

// otlpGrace is how long the agent's exporter waits for the collector at
// SIGTERM, for the last metrics (while the scripts stop) and again for
// the last log records (after): within the second SIGTERM has.
const otlpGrace = 300 * time.Millisecond

// Run is `sonde agent`: it returns the exit code.
func Run(cfg Config, eng Engine, stderr io.Writer) int {
	a := newAgent(cfg, eng, stderr)
	fs, err := discover(cfg.Scripts, true)
	if err != nil {
		fmt.Fprintf(stderr, "sonde agent: %v\n", err)
		return 2
	}
	for _, n := range cfg.AllowUnsafe {
		if !slices.ContainsFunc(fs, func(f found) bool { return f.name == n }) {
			fmt.Fprintf(stderr, "sonde agent: warning: --allow-unsafe %s: no script is named %s (yet)\n", n, n)
		}
	}
	if cfg.Listen == "" {
		cfg.Listen = DefaultListen
	}
	srv, err := metrics.Listen(cfg.Listen, cfg.WebConfig)
	if err != nil {
		fmt.Fprintf(stderr, "sonde agent: --listen: %v\n", err)
		return 2
	}
	sigs := session.Notify(syscall.SIGHUP)
	defer sigs.Stop()
	a.startOTLP()
	// The scripts are there (starting) before the first request: /readyz
	// is not ready for want of them.
	a.apply(fs)
	srv.Handle("/healthz", a.health(false))
	srv.Handle("/readyz", a.health(true))
	srv.Start(a.snapshot)
	fmt.Fprintf(a.stderr, "Serving metrics on %s\n", srv.Addr())
	for s := range sigs.C {
		if s == syscall.SIGHUP {
			fmt.Fprintf(a.stderr, "sonde agent: SIGHUP: reloading the scripts\n")
			found, _ := discover(cfg.Scripts, false)
			a.reloadReport(found)
			a.apply(found)
			continue
		}
		break // SIGINT, SIGTERM
	}
	a.exit()
	srv.Close()
	return 0
}

// startOTLP starts --otlp's exporter, if the command line has one: one
// for the agent, whose resource is the agent's (no script attribute).
func (a *Agent) startOTLP() {
	if a.cfg.OTLP == "" {
		return
	}
	a.exp = otlp.Start(otlp.Config{URL: a.cfg.OTLP, Interval: a.cfg.OTLPInterval, Resource: otlp.Resource("", nil, otlp.SelfCgroup()),
		Version: a.cfg.Version, Warn: a.stderr, Grace: otlpGrace}, a.pushed)
}

// exit stops every script within the second SIGTERM has. With --otlp,
// the maps as they are go once more while the scripts stop, then the
// lines still queued (END's included).
func (a *Agent) exit() {
	wait := time.Second - 100*time.Millisecond
	if a.exp == nil {
		a.shutdown(wait)
		return
	}
	wait -= otlpGrace
	snap, _ := a.pushed()
	final := make(chan struct{})
	go func() {
		a.exp.Final(snap)
		close(final)
	}()
	a.shutdown(wait)
	<-final
	a.exp.Close()
}

func newAgent(cfg Config, eng Engine, stderr io.Writer) *Agent {
	return &Agent{cfg: cfg, eng: eng, stderr: &lockedWriter{w: stderr}, scripts: map[string]*script{}, starting: make(chan struct{}, 1)}
}

// reloadReport logs what a reload could not read.
func (a *Agent) reloadReport(fs []found) {
	for _, f := range fs {
		if f.err != nil && f.name == "" {
			fmt.Fprintf(a.stderr, "sonde agent: %v\n", f.err)
		}
	}
}

// apply makes the running scripts those found: new ones start, removed
// ones stop, changed ones restart; an unchanged one goes on (one that
// failed is tried again).
func (a *Agent) apply(fs []found) {
	want := map[string]found{}
	for _, f := range fs {
		if f.name == "" {
			continue // an argument that could not be read
		}
		if prev, ok := want[f.name]; ok {
			fmt.Fprintf(a.stderr, "sonde agent: %s and %s are both script %s: %s left out\n", prev.path, f.path, f.name, f.path)
			continue
		}
		want[f.name] = f
	}
	a.mu.Lock()
	var stop []*script
	for name, s := range a.scripts {
		f, ok := want[name]
		st, _ := s.get()
		if ok && f.path == s.path && bytes.Equal(f.text, s.text) && f.err == nil && s.readErr == nil && st != Failed {
			delete(want, name) // unchanged
			continue
		}
		stop = append(stop, s)
		delete(a.scripts, name)
		if !ok {
			fmt.Fprintf(a.stderr, "sonde agent: %s: removed\n", name)
		}
	}
	a.mu.Unlock()
	// A script still compiling is not waited for long: the signals wait
	// meanwhile, and its replacement may start beside it.
	stopAll(stop, time.Second)

	names := make([]string, 0, len(want))
	for n := range want {
		names = append(names, n)
	}
	sort.Strings(names)
	ctx := context.Background()
	a.mu.Lock()
	for _, n := range names {
		f := want[n]
		s := &script{name: n, path: f.path, text: f.text, readErr: f.err, done: make(chan struct{})}
		s.log = newLineLog(n, a.stderr)
		var sctx context.Context
		sctx, s.cancel = context.WithCancel(ctx)
		a.scripts[n] = s
		a.settled.Store(false)
		go a.run(sctx, s)
	}
	a.mu.Unlock()
	if len(names) == 0 {
		a.checkSettled()
	}
}

// stopAll stops scripts and waits for them to detach, for at most wait;
// it returns how many it did not wait for.
func stopAll(ss []*script, wait time.Duration) (left int) {
	for _, s := range ss {
		s.cancel()
	}
	t := time.NewTimer(wait)
	defer t.Stop()
	deadline := t.C
	for i, s := range ss {
		select {
		case <-s.done:
		case <-deadline:
			return len(ss) - i
		}
	}
	return 0
}

// shutdown stops every script, waiting at most wait for them to detach: a
// script still compiling has nothing attached, and what one still
// attaching holds goes with the process.
func (a *Agent) shutdown(wait time.Duration) {
	a.mu.Lock()
	var ss []*script
	for _, s := range a.scripts {
		ss = append(ss, s)
	}
	a.mu.Unlock()
	if n := stopAll(ss, wait); n > 0 {
		fmt.Fprintf(a.stderr, "sonde agent: exiting with %d script(s) still stopping\n", n)
	}
	for _, s := range ss {
		s.log.Close()
	}
}

// run compiles and runs one script until ctx is done, keeping its state.
func (a *Agent) run(ctx context.Context, s *script) {
	defer close(s.done)
	defer a.checkSettled()
	if s.readErr != nil {
		s.set(Failed, s.readErr.Error())
		return
	}
	select {
	case a.starting <- struct{}{}:
	case <-ctx.Done():
		return
	}
	held := true
	release := func() {
		if held {
			held = false
			<-a.starting
		}
	}
	defer release()
	if ctx.Err() != nil {
		return
	}
	p, err := a.eng.Compile(s.path, s.text, slices.Contains(a.cfg.AllowUnsafe, s.name), s.log)
	if err != nil {
		var re *RefusedError
		if errors.As(err, &re) {
			s.set(Refused, fmt.Sprintf("%s (--allow-unsafe %s allows it)", re.Reason, s.name))
		} else {
			s.set(Failed, err.Error())
		}
		a.logState(s)
		return
	}
	if ctx.Err() != nil {
		return // stopped while it compiled
	}
	var printf func([]byte)
	if a.exp != nil {
		printf = a.exp.Logger(s.name)
	}
	err = p.Run(ctx, Hooks{
		Out:    s.log,
		Printf: printf,
		Maps:   func(read func() ([]*output.Map, error)) { s.read.Store(&read) },
		Attached: func() {
			s.set(Running, "")
			a.logState(s)
			release()
			a.checkSettled()
		},
	})
	s.read.Store(nil)
	s.log.Flush()
	if ctx.Err() != nil {
		return // stopped
	}
	if err == nil {
		err = errors.New("the script ended")
	}
	s.set(Failed, oneLine(err.Error()))
	a.logState(s)
}

func (a *Agent) logState(s *script) {
	st, reason := s.get()
	if reason != "" {
		fmt.Fprintf(a.stderr, "sonde agent: %s: %s: %s\n", s.name, st, reason)
	} else {
		fmt.Fprintf(a.stderr, "sonde agent: %s: %s\n", s.name, st)
	}
}

// checkSettled returns the memory start-up used to the system once no
// script is starting: compiling reads the kernel's types, which the
// scripts do not need to run.
func (a *Agent) checkSettled() {
	a.mu.Lock()
	for _, s := range a.scripts {
		if st, _ := s.get(); st == Starting && s.readErr == nil {
			a.mu.Unlock()
			return
		}
	}
	a.mu.Unlock()
	if !a.settled.Swap(true) {
		debug.FreeOSMemory()
	}
}

// list returns the scripts in name order.
func (a *Agent) list() []*script {
	a.mu.Lock()
	ss := make([]*script, 0, len(a.scripts))
	for _, s := range a.scripts {
		ss = append(ss, s)
	}
	a.mu.Unlock()
	sort.Slice(ss, func(i, j int) bool { return ss[i].name < ss[j].name })
	return ss
}

// oneLine joins an error's lines.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// found is one script file found in the arguments.
type found struct {
	name, path string
	text       []byte
	err        error // reading it failed (name set), or the argument (name "")
}

// discover reads the scripts the arguments name: a file is a script, a
// directory holds one per *.bt file. Symbolic links are followed (a
// ConfigMap's files are links into its ..data directory); entries whose
// name starts with a dot are skipped. At start (strict) an argument that
// cannot be read, or two scripts of one name, are errors.
func discover(args []string, strict bool) ([]found, error) {
	var out []found
	for _, arg := range args {
		fi, err := os.Stat(arg)
		if err != nil {
			if strict {
				return nil, err
			}
			out = append(out, found{err: err})
			continue
		}
		if !fi.IsDir() {
			f := found{name: scriptName(arg), path: arg}
			f.text, f.err = os.ReadFile(arg)
			if f.err != nil && strict {
				return nil, f.err
			}
			out = append(out, f)
			continue
		}
		ents, err := os.ReadDir(arg)
		if err != nil {
			if strict {
				return nil, err
			}
			out = append(out, found{err: err})
			continue
		}
		for _, e := range ents {
			n := e.Name()
			if strings.HasPrefix(n, ".") || !strings.HasSuffix(n, ".bt") {
				continue
			}
			p := filepath.Join(arg, n)
			if fi, err := os.Stat(p); err == nil && !fi.Mode().IsRegular() {
				continue
			}
			f := found{name: scriptName(n), path: p}
			f.text, f.err = os.ReadFile(p)
			out = append(out, f)
		}
	}
	if strict {
		seen := map[string]string{}
		for _, f := range out {
			if prev, ok := seen[f.name]; ok {
				return nil, fmt.Errorf("%s and %s are both script %s: rename one", prev, f.path, f.name)
			}
			seen[f.name] = f.path
		}
	}
	return out, nil
}

// scriptName is a script's name: its file name without .bt.
func scriptName(path string) string {
	return strings.TrimSuffix(filepath.Base(path), ".bt")
}
