package e2e

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"sonde/internal/probe"
)

// TestWatchpointAddress watches an address given as a number in a process
// given with -p: the workload prints where its global is and writes it
// every millisecond; once a write has been seen, the workload is killed,
// which ends tracing. Every line is a hit of the probe, by the workload, in
// user mode. (bpftrace 0.17 cannot do this: with -p or -c the address form
// fails with "Code not generated for probe", so the output is checked here,
// not diffed.)
func TestWatchpointAddress(t *testing.T) {
	requireTracing(t)
	if err := probe.Available(mustProvider(t, "watchpoint")); err != nil {
		t.Skipf("no hardware breakpoints here (TestWatchpointUnavailable covers the error): %v", err)
	}
	bin := sondeBinary(t)
	w, addr := startPokeloop(t)
	pid := strconv.Itoa(w.Process.Pid)
	r := start(t, bin, "-p", pid, "-e", "watchpoint:0x"+strconv.FormatUint(addr, 16)+":8:w "+
		`{ printf("%s %d %d\n", probe, pid, reg("ip") < 0x800000000000); }`)
	hit := "watchpoint:" + strconv.FormatUint(addr, 10) + ":8:w " + pid + " 1"
	r.waitFor(t, hit)
	w.Process.Kill()
	out, code := r.finish(t)
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if code != 0 || lines[0] != "Attaching 1 probe..." {
		t.Fatalf("exit %d, stdout:\n%s\nstderr:\n%s", code, out, r.stderr.String())
	}
	for _, l := range lines[1:] {
		if l != hit {
			t.Errorf("line %q, want %q\nstdout:\n%s", l, hit, out)
		}
	}
}

// TestWatchpointUnavailable checks the located error where the machine has
// no hardware breakpoints, and skips where they exist (the diff tests and
// TestWatchpointAddress run there; this host and Debian's kernels under
// qemu have them).
func TestWatchpointUnavailable(t *testing.T) {
	requireTracing(t)
	err := probe.Available(mustProvider(t, "watchpoint"))
	if err == nil {
		t.Skip("this machine has hardware breakpoints")
	}
	for _, kind := range []string{"watchpoint", "asyncwatchpoint"} {
		r := sonde(t, "-e", kind+":0x10000000:8:w { }")
		if r.code != 2 || !strings.HasPrefix(r.stderr, "stdin:1:1: error: "+kind+":0x10000000:8:w: this machine has no hardware breakpoints") {
			t.Errorf("exit %d, stderr:\n%s", r.code, r.stderr)
		}
	}
}

// startPokeloop starts the workload writing its global once a millisecond
// and returns it with the global's address, which it prints first.
func startPokeloop(t *testing.T) (*exec.Cmd, uint64) {
	t.Helper()
	w := exec.Command(workload(t), "pokeloop")
	stdout, err := w.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Process.Kill(); w.Wait() })
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	addr, err := strconv.ParseUint(strings.TrimSpace(line), 0, 64)
	if err != nil {
		t.Fatalf("workload printed %q, not an address", line)
	}
	return w, addr
}

// requireMatrixProvider skips a test whose probe kind this kernel cannot
// run, except in the VM kernel matrix (SONDE_KERNEL_MATRIX), whose
// kernels must run it.
func requireMatrixProvider(t *testing.T, name string) {
	t.Helper()
	if err := probe.Available(mustProvider(t, name)); err != nil {
		if series := os.Getenv("SONDE_KERNEL_MATRIX"); series != "" {
			t.Fatalf("kernel %s must run %s probes: %v", series, name, err)
		}
		t.Skipf("%s probes do not work here: %v", name, err)
	}
}

func mustProvider(t *testing.T, name string) probe.Provider {
	t.Helper()
	p, ok := probe.Lookup(name)
	if !ok {
		t.Fatalf("no %s provider", name)
	}
	return p
}

// TestWatchpointPIDDiff compares watchpoint:FUNC+argN and
// asyncwatchpoint:FUNC+argN (aw:, which does not stop the process while
// the breakpoint is opened) with -p against bpftrace: the function is
// found in /proc/PID/exe, and the probe is named after it.
func TestWatchpointPIDDiff(t *testing.T) {
	requireTracing(t)
	w := exec.Command(workload(t), "pokeloop")
	stdout, err := w.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Process.Kill(); w.Wait() })
	if _, err := bufio.NewReader(stdout).ReadString('\n'); err != nil {
		t.Fatal(err)
	}
	for _, kind := range []string{"watchpoint", "asyncwatchpoint", "aw"} {
		args := []string{"-p", strconv.Itoa(w.Process.Pid), "-e",
			kind + `:poke+arg1:8:w { printf("%s %d\n", probe, pid); exit(); }`}
		want := bpftrace(t, args...)
		got := sonde(t, args...)
		if want.code != 0 || want.stdout == "" {
			t.Fatalf("bpftrace %s failed (exit %d): %s", kind, want.code, want.stderr)
		}
		if got.stdout != want.stdout || got.code != want.code {
			t.Errorf("%s: exit %d, want %d\nstderr:\n%s\n%s", kind, got.code, want.code, got.stderr, lineDiff(want.stdout, got.stdout))
		}
	}
}

// TestUnwatchAddress: unwatch(ADDR) in the probe of watchpoint:ADDR stops
// it. The workload writes its global once per call of poke(), every
// millisecond; after the first hit, 300 more calls go by (a uprobe counts
// them) while sonde handles the unwatch, and then 300 more must bring no
// hit. (bpftrace 0.17 refuses the address form with -p: checked here, not
// diffed.)
func TestUnwatchAddress(t *testing.T) {
	requireTracing(t)
	if err := probe.Available(mustProvider(t, "watchpoint")); err != nil {
		t.Skipf("no hardware breakpoints here: %v", err)
	}
	w, addr := startPokeloop(t)
	a := "0x" + strconv.FormatUint(addr, 16)
	r := sonde(t, "-p", strconv.Itoa(w.Process.Pid), "-e", `
watchpoint:`+a+`:8:w { @hits++; unwatch(`+a+`); }
uprobe:`+workload(t)+`:poke /@hits > 0/ {
	@calls++;
	if (@calls == 300) { @settled = @hits; }
	if (@calls == 600) { printf("%d %d\n", @settled, @hits); exit(); }
}
END { clear(@hits); clear(@calls); clear(@settled); }`)
	out := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if r.code != 0 || len(out) != 2 {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
	var settled, hits int
	if _, err := fmt.Sscan(out[1], &settled, &hits); err != nil || settled < 1 || hits != settled {
		t.Errorf("hits when unwatched, and 300 writes later: %q (want the same number, at least 1)", out[1])
	}
}
