package profile

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/pprof/profile"

	"sonde/internal/probe"
	"sonde/internal/testutil"
)

// TestMain lets the test binary serve as sonde profile (for the SIGINT
// test, which needs a process of its own).
func TestMain(m *testing.M) {
	if os.Getenv("SONDE_PROFILE_TEST_MAIN") == "1" {
		os.Exit(Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

func requireKernel(t *testing.T) {
	t.Helper()
	testutil.RequireKernel(t, testutil.Privileged())
}

// buildC compiles testdata/src with gcc and flags into the test's
// temporary directory.
func buildC(t *testing.T, src string, flags ...string) string {
	t.Helper()
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		testutil.RequireKernel(t, "gcc is not installed")
	}
	out := filepath.Join(t.TempDir(), strings.TrimSuffix(src, ".c"))
	args := append(append([]string{}, flags...), "-o", out, filepath.Join("testdata", src))
	if b, err := exec.Command(gcc, args...).CombinedOutput(); err != nil {
		t.Fatalf("gcc %v: %v\n%s", args, err, b)
	}
	return out
}

// run runs sonde profile in-process; it returns stdout, stderr and the
// exit code.
func run(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	null, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer null.Close()
	var stdout, stderr bytes.Buffer
	code := Main(args, null, &stdout, &stderr)
	return stdout.String(), stderr.String(), code
}

func readProfile(t *testing.T, path string) *profile.Profile {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	p, err := profile.Parse(f)
	if err != nil {
		t.Fatalf("parse %s: %v", path, err)
	}
	return p
}

// userFrames is a sample's user-space functions, leaf first: the frames
// after the kernel's.
func userFrames(s *profile.Sample) []string {
	var fs []string
	for _, l := range s.Location {
		if l.Mapping != nil && l.Mapping.File == kernelModule {
			continue
		}
		for _, ln := range l.Line {
			fs = append(fs, ln.Function.Name)
		}
	}
	return fs
}

// checkBurn checks a profile of testdata/burn.c: its samples carry the
// labels, and among the samples in hot and cold (90% and 10% of the
// work), hot's share is about 0.9, and with chains (frame pointers, or
// dwarf) hot's come as hot;outer;main (at -O2 outer tail-calls cold:
// only hot's chain is known).
func checkBurn(t *testing.T, p *profile.Profile, chains bool) {
	t.Helper()
	for _, s := range p.Sample {
		if comm := s.Label["comm"]; len(comm) != 1 {
			t.Errorf("sample without a comm label: %v", s.Label)
		}
		if len(s.NumLabel["pid"]) != 1 || len(s.NumLabel["tid"]) != 1 {
			t.Errorf("sample without pid and tid labels: %v", s.NumLabel)
		}
	}
	checkStacks(t, cBurner, pprofStacks(p, "burn"), chains)
}

// profileBurn profiles testdata/burn.c built with cflags for 1.5 s of
// its CPU time at 499 Hz, with args added; it returns the pprof file.
func profileBurn(t *testing.T, cflags []string, args ...string) string {
	t.Helper()
	burn := buildC(t, "burn.c", cflags...)
	out := filepath.Join(t.TempDir(), "burn.pb.gz")
	args = append(append([]string{"-F", "499", "-o", out}, args...), "--", burn, "1.5")
	if _, stderr, code := run(t, args...); code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, stderr)
	}
	return out
}

var (
	withFP    = []string{"-O1", "-fno-omit-frame-pointer"}
	withoutFP = []string{"-O2", "-fomit-frame-pointer"}
)

func TestCPUFramePointers(t *testing.T) {
	requireKernel(t)
	out := profileBurn(t, withFP, "--call-graph", "fp")
	p := readProfile(t, out)
	if p.SampleType[0].Type != "samples" || p.SampleType[0].Unit != "count" {
		t.Errorf("sample type %v", p.SampleType[0])
	}
	checkBurn(t, p, true)
	checkPprofTop(t, out, "hot")
}

// TestCPUNoFramePointers profiles the -O2 build without frame pointers
// by frame pointers: the leaf functions, and so the hot share, come out
// right.
func TestCPUNoFramePointers(t *testing.T) {
	requireKernel(t)
	checkBurn(t, readProfile(t, profileBurn(t, withoutFP, "--call-graph", "fp")), false)
}

// TestCPUDwarf profiles the -O2 build without frame pointers with
// --call-graph dwarf, and by default (dwarf, for a command): hot's
// samples come as hot;outer;main.
func TestCPUDwarf(t *testing.T) {
	requireKernel(t)
	checkBurn(t, readProfile(t, profileBurn(t, withoutFP, "--call-graph", "dwarf")), true)
	checkBurn(t, readProfile(t, profileBurn(t, withoutFP)), true)
}

// TestStackOverflow profiles with a stack map of one bucket: every
// stack but the first collides there (bpf_get_stackid's -EEXIST) and
// must come from the overflow map, frames and all.
func TestStackOverflow(t *testing.T) {
	requireKernel(t)
	defer func(n int) { maxStacks = n }(maxStacks)
	maxStacks = 1
	p := readProfile(t, profileBurn(t, withFP, "--call-graph", "fp"))
	stacks := map[string]bool{}
	var with, without int64
	for _, s := range p.Sample {
		if c := s.Label["comm"]; len(c) != 1 || c[0] != "burn" {
			continue
		}
		if len(userFrames(s)) == 0 {
			without += s.Value[0]
			continue
		}
		with += s.Value[0]
		var addrs []string
		for _, l := range s.Location {
			addrs = append(addrs, strconv.FormatUint(l.Address, 16))
		}
		stacks[strings.Join(addrs, ";")] = true
	}
	t.Logf("%d distinct stacks; %d samples with user frames, %d without", len(stacks), with, without)
	if len(stacks) < 2 {
		t.Errorf("%d distinct stacks from a stack map of one bucket, want the overflow map's too", len(stacks))
	}
	// Stacks that collide in the overflow map's 64 buckets too are
	// counted without frames; those with frames have them all.
	if with == 0 {
		t.Errorf("no samples with user frames")
	}
	for _, st := range pprofStacks(p, "burn") {
		if fs := st.frames; len(fs) > 0 && fs[0] == cBurner.hot && (len(fs) < 3 || fs[1] != cBurner.outer || fs[2] != cBurner.main) {
			t.Errorf("chain %q", fs)
		}
	}
}

func TestDefaultCallGraph(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--", "true"}, "dwarf"},
		{[]string{"-p", "1"}, "dwarf"},
		{[]string{"-a"}, "fp"},
		{[]string{"--off-cpu", "--", "true"}, "fp"},
		{[]string{"--kernel-only", "-p", "1"}, "fp"},
		{[]string{"--call-graph", "fp", "--", "true"}, "fp"},
		{[]string{"--call-graph", "dwarf", "-a"}, "dwarf"},
	} {
		o, err := ParseArgs(c.args)
		if err != nil || o.CallGraph != c.want {
			t.Errorf("%v: call graph %q, %v; want %q", c.args, o.CallGraph, err, c.want)
		}
	}
}

// TestReport checks the terminal report of the burner.
func TestReport(t *testing.T) {
	requireKernel(t)
	burn := buildC(t, "burn.c", withFP...)
	stdout, stderr, code := run(t, "-F", "499", "--", burn, "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(stdout, "\n")
	if len(lines) < 4 || !strings.Contains(lines[0], "samples in 1 process") || !strings.Contains(lines[1], "self%") {
		t.Fatalf("report:\n%s", stdout)
	}
	if f := strings.Fields(lines[2]); len(f) != 3 || f[2] != "hot" {
		t.Errorf("top function is not hot:\n%s", stdout)
	}
}

// TestOffCPU profiles a program that sleeps 0.4 s in nanosleep: its
// blocked time, in nanoseconds, is under the sleep's stack; with dwarf
// the stack has nap, which the frame-pointer walk skips (libc's
// nanosleep keeps no frame pointer).
func TestOffCPU(t *testing.T) {
	requireKernel(t)
	sleeper := buildC(t, "sleeper.c", "-O1", "-fno-omit-frame-pointer")
	for _, cg := range []string{"fp", "dwarf"} {
		out := filepath.Join(t.TempDir(), "off.pb.gz")
		if _, stderr, code := run(t, "--off-cpu", "--call-graph", cg, "-o", out, "--", sleeper, "0.4"); code != 0 {
			t.Fatalf("%s: exit %d: %s", cg, code, stderr)
		}
		p := readProfile(t, out)
		if p.SampleType[0].Type != "off-cpu" || p.SampleType[0].Unit != "nanoseconds" {
			t.Errorf("sample type %v", p.SampleType[0])
		}
		want := "outer;main"
		if cg == "dwarf" {
			want = "nap;outer;main"
		}
		var slept int64
		for _, s := range p.Sample {
			var fs []string
			for _, l := range s.Location {
				for _, ln := range l.Line {
					fs = append(fs, ln.Function.Name)
				}
			}
			stack := strings.Join(fs, ";")
			if strings.Contains(stack, "do_nanosleep") && strings.Contains(stack, want) {
				slept += s.Value[0]
				if !strings.HasPrefix(stack, "__schedule;") {
					t.Errorf("%s: stack does not start at __schedule: %s", cg, stack)
				}
			}
		}
		t.Logf("%s: slept %v", cg, time.Duration(slept))
		if slept < int64(390*time.Millisecond) || slept > int64(3*time.Second) {
			t.Errorf("%s: off-CPU time under nanosleep;%s %v, want about 400ms", cg, want, time.Duration(slept))
		}
	}
}

// TestBadInput: a clear one-line error and exit 2.
func TestBadInput(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-e", "bogus", "-a"}, `unknown event "bogus"`},
		{[]string{"-F", "0", "-a"}, "-F 0"},
		{[]string{"-o", filepath.Join(dir, "no", "x.pb.gz"), "-a"}, "no such file or directory"},
		{[]string{"-o", filepath.Join(dir, "x.txt"), "-a"}, "unknown extension (known: .folded, .html, .pb.gz, .svg)"},
		{[]string{"-p", "2147483647"}, "no such process"},
		{[]string{}, "say what to profile"},
		{[]string{"--call-graph", "lbr", "-a"}, "want fp or dwarf"},
		{[]string{"--bogus"}, "unknown option --bogus"},
	} {
		_, stderr, code := run(t, c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and %q", c.args, code, stderr, c.want)
		}
		if c.want != "unknown option --bogus" && strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
			t.Errorf("%v: more than one line: %q", c.args, stderr)
		}
	}
}

func TestHelp(t *testing.T) {
	stdout, _, code := run(t, "--help")
	if code != 0 || !strings.HasPrefix(stdout, "usage: sonde profile") {
		t.Errorf("--help: exit %d, %q", code, stdout)
	}
}

// TestInterrupt: Ctrl-C ends the recording and still writes a complete
// profile.
func TestInterrupt(t *testing.T) {
	requireKernel(t)
	burn := buildC(t, "burn.c", "-O1", "-fno-omit-frame-pointer")
	out := filepath.Join(t.TempDir(), "int.pb.gz")
	// The command says "ready" once it has burned a while under the
	// profiler (which releases it only after attaching).
	cmd := exec.Command(os.Args[0], "-F", "999", "-o", out, "--", "sh", "-c", burn+" 1; echo ready; exec "+burn+" 60")
	cmd.Env = append(os.Environ(), "SONDE_PROFILE_TEST_MAIN=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	pipe, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(pipe).ReadString('\n')
	if err != nil || line != "ready\n" {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("read %q, %v; stderr %s", line, err, stderr.String())
	}
	cmd.Process.Signal(syscall.SIGINT)
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("exit: %v; stderr %s", err, stderr.String())
		}
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		t.Fatal("sonde profile did not end 30 s after SIGINT")
	}
	checkBurn(t, readProfile(t, out), true)
}

// TestPidAndAll profiles a running burner by -p (until it ends) and with
// -a --duration: its samples are there, and under -p only its.
func TestPidAndAll(t *testing.T) {
	requireKernel(t)
	burn := buildC(t, "burn.c", "-O1", "-fno-omit-frame-pointer")
	for _, mode := range []string{"-p", "-a"} {
		b := exec.Command(burn, "1.5")
		if err := b.Start(); err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(t.TempDir(), "p.pb.gz")
		args := []string{"-F", "499", "-o", out, "-p", strconv.Itoa(b.Process.Pid)}
		if mode == "-a" {
			args = []string{"-F", "499", "-o", out, "-a", "--duration", "1s"}
		}
		_, stderr, code := run(t, args...)
		b.Process.Kill()
		b.Wait()
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, stderr)
		}
		p := readProfile(t, out)
		var mine int64
		for _, s := range p.Sample {
			pid := s.NumLabel["pid"][0]
			if pid == int64(b.Process.Pid) {
				mine += s.Value[0]
			} else if mode == "-p" {
				t.Errorf("-p %d: a sample of pid %d", b.Process.Pid, pid)
			}
		}
		if mine < 100 {
			t.Errorf("%v: %d samples of the burner", args, mine)
		}
	}
}

// TestKernelUserOnly: --kernel-only keeps kernel frames only,
// --user-only user frames only.
func TestKernelUserOnly(t *testing.T) {
	requireKernel(t)
	sleeper := buildC(t, "sleeper.c", "-O1", "-fno-omit-frame-pointer")
	for _, only := range []string{"--kernel-only", "--user-only"} {
		out := filepath.Join(t.TempDir(), "k.pb.gz")
		// A shell loop of short sleeps spends its time in both.
		args := []string{"-F", "999", only, "-o", out, "--", "sh", "-c", "for i in $(seq 30); do " + sleeper + " 0.01; done"}
		if _, stderr, code := run(t, args...); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, stderr)
		}
		p := readProfile(t, out)
		for _, s := range p.Sample {
			for _, l := range s.Location {
				if kernel := l.Mapping.File == kernelModule; kernel != (only == "--kernel-only") {
					t.Fatalf("%s: a sample with a frame in %s", only, l.Mapping.File)
				}
			}
		}
		t.Logf("%s: %d stacks", only, len(p.Sample))
		if len(p.Sample) == 0 {
			t.Errorf("%s: no samples", only)
		}
	}
}

// TestCyclesUnavailable: where the machine has no PMU, -e cycles says so
// (a runtime error: the input is good).
func TestCyclesUnavailable(t *testing.T) {
	requireKernel(t)
	if hw, ok := probe.Lookup("hardware"); !ok || probe.Available(hw) == nil {
		t.Skip("this machine counts hardware events")
	}
	_, stderr, code := run(t, "-e", "cycles", "-a", "--duration", "1s")
	if code != 1 || !strings.HasPrefix(stderr, "sonde profile: -e cycles: ") || strings.Count(stderr, "\n") != 1 {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
}

// TestShortLivedNamed profiles a shell loop that runs a 20 ms burner 30
// times, by frame pointers and by dwarf: at least 95% of the burner's
// samples have a named leaf frame, though each process exits long before
// the profile is written (issue 11's completeness goal).
func TestShortLivedNamed(t *testing.T) {
	requireKernel(t)
	burn := buildC(t, "burn.c", withoutFP...)
	loop := "for i in $(seq 30); do " + burn + " 0.02; done"
	for _, cg := range []string{"fp", "dwarf"} {
		out := filepath.Join(t.TempDir(), "loop.pb.gz")
		args := []string{"-F", "999", "--call-graph", cg, "-o", out, "--", "sh", "-c", loop}
		if _, stderr, code := run(t, args...); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, stderr)
		}
		var named, total int64
		for _, s := range readProfile(t, out).Sample {
			if c := s.Label["comm"]; len(c) != 1 || c[0] != "burn" {
				continue
			}
			var leaf *profile.Location
			for _, l := range s.Location {
				if l.Mapping == nil || l.Mapping.File != kernelModule {
					leaf = l
					break
				}
			}
			if leaf == nil {
				continue // a kernel-only sample
			}
			total += s.Value[0]
			if len(leaf.Line) > 0 {
				named += s.Value[0]
			}
		}
		if total < 100 {
			t.Fatalf("%s: only %d user samples of burn", cg, total)
		}
		if named*100 < total*95 {
			t.Errorf("%s: %d of %d samples have a named leaf, want at least 95%%", cg, named, total)
		}
		t.Logf("%s: %d of %d samples named", cg, named, total)
	}
}
