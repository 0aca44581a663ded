// Package tooltest runs bpftrace's own tool scripts, unchanged, under sonde:
// each must compile (--dry-run), then load, attach, print what the activity
// the test generates should make it print, and exit 0 on SIGINT. A tool that
// cannot work on this kernel must fail with an error that says exactly why.
//
// The scripts are read at run time from the installed bpftrace package
// (/usr/sbin/NAME.bt on Debian) or from $SONDE_TOOLS_DIR; none is copied
// into this repository.
package tooltest

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"sonde/internal/testutil"
)

// sondeBin is the sonde binary TestMain builds for the tests to run.
var sondeBin string

func TestMain(m *testing.M) {
	if h := os.Getenv("SONDE_TOOLTEST_HELPER"); h != "" {
		os.Exit(helper(h))
	}
	dir, err := os.MkdirTemp("", "tooltest")
	if err != nil {
		fmt.Fprintln(os.Stderr, "tooltest:", err)
		os.Exit(1)
	}
	// The tools' output is compared with bpftrace 0.17's: sonde prints as
	// it does ("Attaching N probes..." on stdout).
	os.Setenv("SONDE_COMPAT", "0.17")
	sondeBin = filepath.Join(dir, "sonde")
	build := exec.Command(goTool(), "build", "-o", sondeBin, "sonde/cmd/sonde")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "tooltest: build sonde: %v\n%s", err, out)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// goTool finds the go command that runs this test.
func goTool() string {
	if p := filepath.Join(os.Getenv("GOROOT"), "bin", "go"); os.Getenv("GOROOT") != "" {
		return p
	}
	return "go"
}

// helper is the test binary re-executed as a small workload whose pid and
// comm the test knows: "setuid" calls setuid(getuid()), "nanosleep" sleeps
// 20 ms with nanosleep(2).
func helper(what string) int {
	switch what {
	case "setuid":
		if err := syscall.Setuid(os.Getuid()); err != nil {
			fmt.Fprintln(os.Stderr, "setuid:", err)
			return 1
		}
	case "nanosleep":
		ts := syscall.Timespec{Nsec: 20e6}
		if err := syscall.Nanosleep(&ts, nil); err != nil {
			fmt.Fprintln(os.Stderr, "nanosleep:", err)
			return 1
		}
	default:
		fmt.Fprintln(os.Stderr, "unknown helper", what)
		return 2
	}
	return 0
}

// knownBug marks a tool that fails because of a sonde bug recorded in the
// compiler bug notes. The test still runs, and fails, unless
// SONDE_KNOWN_BUGS=skip asks to skip such tests.
func knownBug(t *testing.T, reason string) {
	t.Helper()
	if os.Getenv("SONDE_KNOWN_BUGS") == "skip" {
		t.Skip("known sonde bug: " + reason)
	}
	t.Logf("known sonde bug (SONDE_KNOWN_BUGS=skip skips this test): %s", reason)
}

// env is what a tool's workload gets: a scratch directory on a real file
// system and the output seen so far.
type env struct {
	t   *testing.T
	dir string
}

// tool describes how to exercise one script.
type tool struct {
	name string
	// cannot returns, when the tool (script is its text) cannot work on
	// this kernel, a pattern sonde's error message must match to say
	// exactly why; else "".
	cannot func(script string) string
	// bug names a known sonde bug that makes the tool fail today.
	bug string
	// work generates matching activity once the probes are attached; it
	// returns the patterns the output must then show before SIGINT.
	work func(e *env) []*regexp.Regexp
	// final are patterns the whole output must match after exit.
	final []string
}

// timePrefix matches the time("%H:%M:%S ") a line starts with. It is
// optional, and may repeat: a probe's time() and printf() are two output
// events, and those of probes firing at once on several CPUs can interleave
// (bpftrace's output does the same).
const timePrefix = `^(\d\d:\d\d:\d\d\s+)*`

// histLine is the pattern of one bucket line of a hist or lhist.
const histLine = `(\[[^\]\n]+[\)\]]\s+\d+ \|@*\s*\|\n)`

// header is the pattern of the "Attaching N probes..." line.
var header = regexp.MustCompile(`(?m)^Attaching \d+ probes?\.\.\.$`)

var tools = []tool{
	{name: "execsnoop", work: func(e *env) []*regexp.Regexp {
		e.run("/bin/true", "sonde-tooltest-exec")
		return rx(`(?m)^(\d+\s+\d+\s+)*/bin/true sonde-tooltest-exec$`)
	}},
	{name: "opensnoop", work: func(e *env) []*regexp.Regexp {
		// One open fails with ENOENT, one succeeds and shows its fd.
		missing := filepath.Join(e.dir, "no-such-file")
		if _, err := os.Open(missing); err == nil {
			e.t.Fatal("opened a file that should not exist")
		}
		f, err := os.Open(e.dir)
		if err != nil {
			e.t.Fatal(err)
		}
		fd := f.Fd()
		f.Close()
		return rx(fmt.Sprintf(`(?m)^%d\s+\S+\s+-1\s+2 %s$`, os.Getpid(), regexp.QuoteMeta(missing)),
			fmt.Sprintf(`(?m)^%d\s+\S+\s+%d\s+0 %s$`, os.Getpid(), fd, regexp.QuoteMeta(e.dir)))
	}},
	{name: "killsnoop", work: func(e *env) []*regexp.Regexp {
		// Signal 0 to a child checks it exists and sends nothing.
		c := e.start("/bin/sleep", "10")
		defer func() { c.Process.Kill(); c.Wait() }()
		if err := syscall.Kill(c.Process.Pid, 0); err != nil {
			e.t.Fatal(err)
		}
		return rx(fmt.Sprintf(`(?m)`+timePrefix+`%d\s+\S+\s+0\s+%d\s+0$`, os.Getpid(), c.Process.Pid))
	}},
	{name: "syscount", work: func(e *env) []*regexp.Regexp {
		e.run("/bin/true")
		return nil
	}, final: []string{`(?m)^Top 10 syscalls IDs:\n(@syscall\[\d+\]: \d+\n){1,10}\n`,
		`(?m)^Top 10 processes:\n(@process\[[^\]\n]+\]: \d+\n){1,10}\n`}},
	{name: "statsnoop", work: func(e *env) []*regexp.Regexp {
		// coreutils stat(1) calls statx(2), which statsnoop traces.
		path := filepath.Join(e.dir, "no-such-file")
		c := e.start("stat", path)
		c.Wait()
		return rx(fmt.Sprintf(`(?m)^%d\s+stat\s+2 %s$`, c.Process.Pid, regexp.QuoteMeta(path)))
	}},
	{name: "syncsnoop", work: func(e *env) []*regexp.Regexp {
		f, err := os.Create(filepath.Join(e.dir, "f"))
		if err != nil {
			e.t.Fatal(err)
		}
		defer f.Close()
		if err := f.Sync(); err != nil {
			e.t.Fatal(err)
		}
		return rx(fmt.Sprintf(`(?m)`+timePrefix+`%d\s+\S+\s+tracepoint:syscalls:sys_enter_fsync$`, os.Getpid()))
	}},
	{name: "setuids", work: func(e *env) []*regexp.Regexp {
		pid := e.helper("setuid")
		u := os.Getuid()
		return rx(fmt.Sprintf(`(?m)`+timePrefix+`%-6d tooltest.test\s+%d\s+setuid\s+uid=%d \(0\)$`, pid, u, u))
	}},
	{name: "naptime", work: func(e *env) []*regexp.Regexp {
		pid := e.helper("nanosleep")
		// PPID is real_parent->pid: the id of the test's thread that forked.
		return rx(fmt.Sprintf(`(?m)`+timePrefix+`\d+\s+tooltest.test\s+%d\s+tooltest.test\s+0\.020$`, pid))
	}},
	{name: "pidpersec", work: func(e *env) []*regexp.Regexp {
		for i := 0; i < 3; i++ {
			e.run("/bin/true")
		}
		return rx(`(?m)^\d\d:\d\d:\d\d PIDs/sec: @: [1-9]\d*$`)
	}},
	{name: "writeback", work: func(e *env) []*regexp.Regexp {
		e.writeSync(1 << 20)
		syscall.Sync()
		return rx(`(?m)` + timePrefix + `\d+:\d+\s+\d+\s+[a-z_]+\s+\d+\.\d{3}$`)
	}},
	// bpftrace 0.17's block I/O tools use kprobes; newer versions of
	// biolatency and biosnoop use the block_io_* tracepoints.
	{name: "biolatency", cannot: noKprobes, work: func(e *env) []*regexp.Regexp {
		e.writeSync(64 << 10)
		return nil
	}, final: []string{`(?m)^@usecs: \n` + histLine + `+`}},
	{name: "biosnoop", cannot: noKprobes, work: func(e *env) []*regexp.Regexp {
		e.writeSync(64 << 10)
		return rx(`(?m)^\d+\s+\S+.*\d$`)
	}},
	{name: "biostacks", cannot: noKprobes, work: func(e *env) []*regexp.Regexp {
		e.writeSync(64 << 10)
		return nil
	}, final: []string{`(?m)^@usecs\[\n\s+\S+\+\d+\n`}},
	{name: "bitesize", work: func(e *env) []*regexp.Regexp {
		e.writeSync(64 << 10)
		return nil
	}, final: []string{`(?m)^I/O size \(bytes\) histograms by process name:\n`,
		`(?m)^@\[[^\]\n]+\]: \n` + histLine + `+`}},
	{name: "cpuwalk", work: func(e *env) []*regexp.Regexp {
		e.spin(time.Second)
		return nil
	}, final: []string{`(?m)^@cpu: \n` + histLine + `+`}},
	{name: "runqlat", work: func(e *env) []*regexp.Regexp {
		for i := 0; i < 3; i++ {
			e.run("/bin/true")
		}
		return nil
	}, final: []string{`(?m)^@usecs: \n` + histLine + `+`}},
	{name: "runqlen", cannot: noBTFField("cfs_rq", "nr_running"), work: func(e *env) []*regexp.Regexp {
		e.spin(time.Second)
		return nil
	}, final: []string{`(?m)^@runqlen: \n` + histLine + `+`}},
	{name: "tcpdrop", work: func(e *env) []*regexp.Regexp { return nil },
		final: []string{`(?m)^Tracing tcp drops\. Hit Ctrl-C to end\.\nTIME\s+PID\s+COMM\s+SADDR:SPORT\s+DADDR:DPORT\s+STATE *\n`}},
	{name: "loads", cannot: noKernelSymbol("avenrun"), work: func(e *env) []*regexp.Regexp {
		return rx(`(?m)` + timePrefix + `load averages: \d+\.\d{3} \d+\.\d{3} \d+\.\d{3}$`)
	}},
}

func TestTools(t *testing.T) {
	dir := os.Getenv("SONDE_TOOLS_DIR")
	if dir == "" {
		dir = "/usr/sbin"
	}
	for _, tl := range tools {
		t.Run(tl.name, func(t *testing.T) {
			path := filepath.Join(dir, tl.name+".bt")
			if _, err := os.Stat(path); err != nil {
				testutil.RequireKernel(t, "bpftrace's tools are not installed (apt-get install bpftrace, or set SONDE_TOOLS_DIR): "+err.Error())
			}
			if tl.bug != "" {
				knownBug(t, tl.bug)
			}
			text, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			why := ""
			if tl.cannot != nil {
				why = tl.cannot(string(text))
			}
			dryRun(t, path, why)
			testutil.RequireKernel(t, testutil.Privileged())
			if why != "" {
				// The real run must fail the same way, before attaching.
				out, code := runShort(t, sondeBin, path)
				if code == 0 || !errorSays(out, why) {
					t.Fatalf("sonde %s: exit %d, want an error matching %q; output:\n%s", path, code, why, out)
				}
				return
			}
			trace(t, path, tl)
		})
	}
}

// errorSays reports whether one of sonde's error lines (not the source lines
// it quotes) matches the pattern why.
func errorSays(out, why string) bool {
	re := regexp.MustCompile(why)
	for _, l := range strings.Split(out, "\n") {
		if _, msg, ok := strings.Cut(l, "error: "); ok && re.MatchString(msg) {
			return true
		}
	}
	return false
}

// dryRun compiles the script. When why is set the tool cannot work here and
// the compile must fail saying so.
func dryRun(t *testing.T, path, why string) {
	t.Helper()
	out, code := runShort(t, sondeBin, "--dry-run", path)
	switch {
	case why != "":
		if code == 0 || !errorSays(out, why) {
			t.Fatalf("sonde --dry-run %s: exit %d, want an error matching %q; output:\n%s", path, code, why, out)
		}
	case code != 0:
		t.Fatalf("sonde --dry-run %s: exit %d:\n%s", path, code, out)
	case out != "":
		t.Errorf("sonde --dry-run %s printed:\n%s", path, out)
	}
}

// runShort runs a command that should end on its own, returning its
// combined output and exit code.
func runShort(t *testing.T, name string, args ...string) (string, int) {
	t.Helper()
	cmd := exec.Command(name, args...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return out.String(), ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		return out.String(), 0
	case <-time.After(60 * time.Second):
		cmd.Process.Kill()
		<-done
		t.Fatalf("%s %s did not finish in 60s; output:\n%s", name, strings.Join(args, " "), out.String())
		return "", -1
	}
}

// syncBuffer is an output buffer the test polls while sonde writes to it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// trace runs the tool for real: it waits for the probes to be attached,
// generates the tool's activity, waits for the expected lines, keeps the
// tool running for at least a second, then stops it with SIGINT and checks
// it exits 0 with the expected final output and nothing on stderr.
func trace(t *testing.T, path string, tl tool) {
	testutil.CheckFDs(t)
	var stdout, stderr syncBuffer
	cmd := exec.Command(sondeBin, path)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	exited := false
	defer func() {
		if !exited {
			cmd.Process.Kill()
			<-done
		}
	}()
	// poll waits until cond holds, failing the test when sonde exits or the
	// deadline passes first.
	poll := func(what string, limit time.Duration, cond func() bool) {
		t.Helper()
		deadline := time.Now().Add(limit)
		for !cond() {
			select {
			case err := <-done:
				exited = true
				t.Fatalf("sonde exited (%v) before %s; stdout:\n%s\nstderr:\n%s", err, what, stdout.String(), stderr.String())
			case <-time.After(10 * time.Millisecond):
			}
			if time.Now().After(deadline) {
				t.Fatalf("no %s after %v; stdout:\n%s\nstderr:\n%s", what, limit, stdout.String(), stderr.String())
			}
		}
	}
	poll("\"Attaching N probes...\" line", 30*time.Second, func() bool { return header.MatchString(stdout.String()) })
	attached := time.Now()
	var want []*regexp.Regexp
	if tl.work != nil {
		want = tl.work(&env{t: t, dir: t.TempDir()})
	}
	// The machine may be busy with other tracing and tests: when the
	// expected lines have not shown up within two seconds, generate the
	// activity again (each round brings its own patterns; any round's
	// patterns matching is enough).
	rounds := [][]*regexp.Regexp{want}
	matched := func() bool {
		out := stdout.String()
	next:
		for _, rs := range rounds {
			for _, re := range rs {
				if !re.MatchString(out) {
					continue next
				}
			}
			return true
		}
		return false
	}
	if len(want) > 0 {
		start, again := time.Now(), time.Now().Add(2*time.Second)
		poll(fmt.Sprintf("lines matching %q", want), 15*time.Second, func() bool {
			if matched() {
				return true
			}
			if time.Now().After(again) {
				t.Logf("no expected lines after %v: generating the activity again", time.Since(start).Round(time.Millisecond))
				rounds = append(rounds, tl.work(&env{t: t, dir: t.TempDir()}))
				again = time.Now().Add(2 * time.Second)
			}
			return false
		})
	}
	// Run for a second in all. sonde prints its header before it attaches,
	// so for a tool that prints only at exit the activity is generated
	// again every 200 ms meanwhile, to be seen once the probes are on.
	for {
		d := time.Second - time.Since(attached)
		if d <= 0 {
			break
		}
		if len(tl.final) > 0 && tl.work != nil {
			d = min(d, 200*time.Millisecond)
		}
		select {
		case err := <-done:
			exited = true
			t.Fatalf("sonde exited (%v) while tracing; stdout:\n%s\nstderr:\n%s", err, stdout.String(), stderr.String())
		case <-time.After(d):
		}
		if len(tl.final) > 0 && tl.work != nil && time.Since(attached) < time.Second {
			tl.work(&env{t: t, dir: t.TempDir()})
		}
	}
	cmd.Process.Signal(os.Interrupt)
	select {
	case err := <-done:
		exited = true
		if err != nil {
			t.Fatalf("sonde after SIGINT: %v; stdout:\n%s\nstderr:\n%s", err, stdout.String(), stderr.String())
		}
	case <-time.After(30 * time.Second):
		t.Fatalf("sonde did not exit within 30s of SIGINT; stdout:\n%s\nstderr:\n%s", stdout.String(), stderr.String())
	}
	out := stdout.String()
	for _, f := range tl.final {
		if !regexp.MustCompile(f).MatchString(out) {
			t.Errorf("output does not match %q:\n%s", f, out)
		}
	}
	if s := stderr.String(); s != "" {
		t.Errorf("stderr:\n%s", s)
	}
	if t.Failed() || testing.Verbose() {
		t.Logf("output:\n%s", clip(out, 3000))
	}
}

func rx(pats ...string) []*regexp.Regexp {
	var res []*regexp.Regexp
	for _, p := range pats {
		res = append(res, regexp.MustCompile(p))
	}
	return res
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "\n[...]"
}

// run runs a command to completion.
func (e *env) run(name string, args ...string) {
	e.t.Helper()
	if out, err := exec.Command(name, args...).CombinedOutput(); err != nil {
		e.t.Fatalf("%s: %v\n%s", name, err, out)
	}
}

// start starts a command; the caller waits for it.
func (e *env) start(name string, args ...string) *exec.Cmd {
	e.t.Helper()
	c := exec.Command(name, args...)
	if err := c.Start(); err != nil {
		e.t.Fatal(err)
	}
	return c
}

// helper runs this test binary as the named helper, returning its pid.
func (e *env) helper(what string) int {
	e.t.Helper()
	c := exec.Command(os.Args[0])
	c.Env = append(os.Environ(), "SONDE_TOOLTEST_HELPER="+what)
	if out, err := c.CombinedOutput(); err != nil {
		e.t.Fatalf("helper %s: %v\n%s", what, err, out)
	}
	return c.Process.Pid
}

// writeSync writes n bytes to a new file in the scratch directory and
// fsyncs it, so that the block layer and writeback see I/O.
func (e *env) writeSync(n int) {
	e.t.Helper()
	f, err := os.Create(filepath.Join(e.dir, "data-"+strconv.Itoa(n)))
	if err != nil {
		e.t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.Write(bytes.Repeat([]byte{'x'}, n)); err != nil {
		e.t.Fatal(err)
	}
	if err := f.Sync(); err != nil {
		e.t.Fatal(err)
	}
}

// spin keeps one CPU busy for d, so that profile probes sample a process.
func (e *env) spin(d time.Duration) {
	end := time.Now().Add(d)
	for n := 0; time.Now().Before(end); n++ {
	}
}

// noKprobes is why a script with kprobes cannot work: the kernel has no
// kprobe PMU and no kprobe_events file.
func noKprobes(script string) string {
	if !regexp.MustCompile(`(?m)^\s*kprobe:`).MatchString(script) {
		return ""
	}
	_, err1 := os.Stat("/sys/bus/event_source/devices/kprobe")
	_, err2 := os.Stat("/sys/kernel/tracing/kprobe_events")
	if err1 == nil || err2 == nil {
		return ""
	}
	return `^kprobes not available on this kernel: the kernel was built without CONFIG_KPROBES`
}

// noKernelSymbol is why a tool reading a kernel variable cannot work: the
// symbol is not in /proc/kallsyms (a kernel without CONFIG_KALLSYMS_ALL
// lists functions only). The error must name the symbol and say it was not
// found (or name kallsyms).
func noKernelSymbol(name string) func(string) string {
	return func(script string) string {
		if !strings.Contains(script, `"`+name+`"`) {
			return ""
		}
		data, err := os.ReadFile("/proc/kallsyms")
		if err != nil {
			return ""
		}
		if regexp.MustCompile(`(?m) ` + regexp.QuoteMeta(name) + `$`).Match(data) {
			return ""
		}
		return `\b` + regexp.QuoteMeta(name) + `\b.*(not found|kallsyms)|(not found|kallsyms).*\b` + regexp.QuoteMeta(name) + `\b`
	}
}

// noBTFField is why a tool reading a kernel struct field cannot work: this
// kernel's struct does not have it (a field renamed since the tool was
// written). The text is sonde's diagnostic for it.
func noBTFField(structName, field string) func(string) string {
	return func(script string) string {
		if !strings.Contains(script, "->"+field) || btfHasField(structName, field) {
			return ""
		}
		return regexp.QuoteMeta(fmt.Sprintf("struct %s has no field %q", structName, field))
	}
}
