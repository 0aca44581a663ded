package tracefsrun

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"sonde/internal/ftrace"
	"sonde/internal/kernel"
	"sonde/internal/lang/check"
	"sonde/internal/lang/parser"
	"sonde/internal/lang/source"
	"sonde/internal/output"
	"sonde/internal/probe"
	"sonde/internal/probe/point"
	"sonde/internal/testutil"
)

// env resolves attach points through the real providers, as the CLI does.
type env = probe.Env

func compile(t *testing.T, src string) *check.Program {
	t.Helper()
	f := source.NewFile("test.bt", src)
	p, diags := parser.Parse(f, parser.Options{Defines: map[string]string{"BPFTRACE_HAVE_BTF": "1"}})
	if diags.HasErrors() {
		t.Fatalf("parse %q: %v", src, diags)
	}
	prog, diags := check.Check(f, p, check.Options{Env: env{}})
	if diags.HasErrors() {
		var msgs []string
		for _, d := range diags {
			msgs = append(msgs, source.Short(f, d))
		}
		t.Fatalf("check %q: %s", src, strings.Join(msgs, "; "))
	}
	return prog
}

const workloadC = `
#include <stdlib.h>
__attribute__((noinline)) long f(long x) { __asm__ volatile(""); return x * 2 + 1; }
int main(int argc, char **argv) {
	long n = atol(argv[1]), s = 0;
	for (long i = 0; i < n; i++) s += f(i + 100);
	return s == 0;
}
`

// workload builds the test program once per test.
func workload(t *testing.T) string {
	t.Helper()
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("needs gcc")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "w.c")
	bin := filepath.Join(dir, "w")
	if err := os.WriteFile(src, []byte(workloadC), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(gcc, "-O1", "-o", bin, src).CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, out)
	}
	return bin
}

func requireUprobeEvents(t *testing.T) string {
	t.Helper()
	testutil.RequireKernel(t, testutil.Privileged())
	dir, err := kernel.EnsureTracefs()
	if err != nil {
		testutil.RequireKernel(t, "tracefs: "+err.Error())
	}
	if _, err := os.Stat(filepath.Join(dir, "uprobe_events")); err != nil {
		testutil.RequireKernel(t, "no uprobe_events in tracefs")
	}
	return dir
}

// lockedBuffer is a bytes.Buffer safe to read while Run writes it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// runWith runs src, starts bin with n once every event is enabled, and
// stops the engine when bin has exited. It returns the output.
func runWith(t *testing.T, src, bin string, n int) string {
	out, _ := runPid(t, src, bin, n)
	return out
}

// runPid is runWith also returning the workload's pid.
func runPid(t *testing.T, src, bin string, n int) (string, int) {
	t.Helper()
	prog := compile(t, src)
	if err := Supported(prog); err != nil {
		t.Fatalf("Supported: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var out lockedBuffer
	werr := make(chan error, 1)
	pid := make(chan int, 1)
	done := make(chan error, 1)
	go func() {
		code, err := RunWith(ctx, prog, &out, Options{Attached: func(int) {
			go func() {
				defer cancel()
				cmd := exec.Command(bin, fmt.Sprint(n))
				if err := cmd.Start(); err != nil {
					werr <- err
					return
				}
				pid <- cmd.Process.Pid
				werr <- cmd.Wait()
			}()
		}})
		if err == nil && code != 0 {
			err = fmt.Errorf("exit code %d", code)
		}
		done <- err
	}()
	if err := <-done; err != nil {
		t.Fatalf("Run: %v\noutput:\n%s", err, out.String())
	}
	if err := <-werr; err != nil {
		t.Fatalf("workload: %v", err)
	}
	return out.String(), <-pid
}

func TestUprobeCount(t *testing.T) {
	dir := requireUprobeEvents(t)
	testutil.CheckFDs(t)
	bin := workload(t)
	const n = 37
	out := runWith(t, fmt.Sprintf(`uprobe:%s:f { @ = count(); @c[comm] = count(); }`, bin), bin, n)
	if want := fmt.Sprintf("@: %d\n", n); !strings.Contains(out, want) {
		t.Errorf("output lacks %q:\n%s", want, out)
	}
	if want := fmt.Sprintf("@c[w]: %d\n", n); !strings.Contains(out, want) {
		t.Errorf("output lacks %q:\n%s", want, out)
	}
	t.Logf("output:\n%s", out)
	noEventsLeft(t, dir)
}

func TestUprobeKeysAndPredicate(t *testing.T) {
	dir := requireUprobeEvents(t)
	testutil.CheckFDs(t)
	bin := workload(t)
	const n = 12
	src := fmt.Sprintf(`uprobe:%[1]s:f { @a[comm, pid] = count(); @b[probe] = count(); @c[pid] = count(); }
uprobe:%[1]s:f /pid == 1/ { @z = count(); }`, bin)
	out, pid := runPid(t, src, bin, n)
	for _, want := range []string{
		fmt.Sprintf("@a[w, %d]: %d\n", pid, n),
		fmt.Sprintf("@b[uprobe:%s:f]: %d\n", bin, n),
		fmt.Sprintf("@c[%d]: %d\n", pid, n),
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "@z") {
		t.Errorf("the /pid == 1/ probe counted hits of pid %d:\n%s", pid, out)
	}
	noEventsLeft(t, dir)
}

func TestUprobePrintfArgs(t *testing.T) {
	dir := requireUprobeEvents(t)
	testutil.CheckFDs(t)
	bin := workload(t)
	const n = 5
	out := runWith(t, fmt.Sprintf(`BEGIN { printf("start\n"); } uprobe:%s:f { printf("%%s %%d\n", comm, arg0); } END { printf("end\n"); }`, bin), bin, n)
	var want strings.Builder
	want.WriteString("start\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&want, "w %d\n", 100+i)
	}
	want.WriteString("end\n")
	if !strings.HasPrefix(out, want.String()) {
		t.Errorf("output:\n%s\nwant it to begin with:\n%s", out, want.String())
	}
	noEventsLeft(t, dir)
}

func TestUretprobeRetval(t *testing.T) {
	dir := requireUprobeEvents(t)
	testutil.CheckFDs(t)
	bin := workload(t)
	const n = 4
	out := runWith(t, fmt.Sprintf(`uretprobe:%s:f { printf("ret %%d\n", retval); }`, bin), bin, n)
	var want strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&want, "ret %d\n", (100+i)*2+1)
	}
	if !strings.HasPrefix(out, want.String()) {
		t.Errorf("output:\n%s\nwant it to begin with:\n%s", out, want.String())
	}
	noEventsLeft(t, dir)
}

// noEventsLeft checks that no event or instance of this process remains.
func noEventsLeft(t *testing.T, dir string) {
	t.Helper()
	prefix := kernel.TracefsEventPrefix()
	data, err := os.ReadFile(filepath.Join(dir, "uprobe_events"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(data), prefix+"_") {
		t.Errorf("uprobe_events still holds events of %s:\n%s", prefix, data)
	}
	if _, err := os.Stat(filepath.Join(dir, "instances", ftrace.InstanceName())); err == nil {
		t.Errorf("tracefs instance %s left behind", ftrace.InstanceName())
	}
}

func TestSupported(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{`BEGIN { @x = hist(1); }`, "@x = hist(): only count() aggregations are supported"},
		{`BEGIN { printf("%d\n", pid); }`, "printf() in BEGIN or END: only constant text is supported, not pid"},
		{`BEGIN { $x = 1; }`, "only maps are supported"},
		{`BEGIN { @[tid] = count(); }`, "count() in BEGIN or END is not supported"},
		{`interval:s:1 { exit(); }`, "probe interval:s:1: only kprobe, kretprobe, uprobe, uretprobe, BEGIN and END are supported"},
	} {
		prog := compile(t, tc.src)
		err := Supported(prog)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Supported(%q) = %v, want an error containing %q", tc.src, err, tc.want)
		}
	}
}

func TestSupportedUprobe(t *testing.T) {
	bin := workload(t)
	for _, tc := range []struct{ src, want string }{
		{`uprobe:BIN:f { @x = hist(arg0); }`, "@x = hist(): only count() aggregations are supported"},
		{`uprobe:BIN:f /arg0 > 3/ { @ = count(); }`, "only /pid == N/ is supported"},
		{`uprobe:BIN:f { @[arg0] = count(); }`, "@ key [arg0]: only probe, comm, pid and comm, pid are supported"},
		{`uprobe:BIN:f { printf("%s\n", str(arg0)); }`, "only comm, pid, tid, arg0..arg5 and retval are supported"},
		{`uprobe:BIN:f { @[ustack] = count(); }`, "@ key [ustack]"},
		{`uprobe:BIN:f /pid == 1/ { @a[comm, pid] = count(); @b[probe] = count(); printf("%s %d %d %d\n", comm, pid, tid, arg5); exit(); }`, ""},
	} {
		src := strings.ReplaceAll(tc.src, "BIN", bin)
		prog := compile(t, src)
		err := Supported(prog)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("Supported(%q) = %v, want nil", tc.src, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("Supported(%q) = %v, want an error containing %q", tc.src, err, tc.want)
		}
	}
}

// TestMain lets a test run the engine in a child process it can SIGKILL.
func TestMain(m *testing.M) {
	if src := os.Getenv("SONDE_TRACEFSRUN_CHILD"); src != "" {
		os.Exit(childMain(src))
	}
	os.Exit(m.Run())
}

// childMain runs src until killed, saying "attached" on stdout first.
func childMain(src string) int {
	f := source.NewFile("child.bt", src)
	p, diags := parser.Parse(f, parser.Options{})
	if diags.HasErrors() {
		fmt.Fprintln(os.Stderr, diags)
		return 2
	}
	prog, diags := check.Check(f, p, check.Options{Env: env{}})
	if diags.HasErrors() {
		fmt.Fprintln(os.Stderr, diags)
		return 2
	}
	_, err := RunWith(context.Background(), prog, os.Stderr, Options{Attached: func(int) { fmt.Println("attached") }})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
	return 1
}

func TestStaleEventsOfKilledRun(t *testing.T) {
	dir := requireUprobeEvents(t)
	bin := workload(t)
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(self, "-test.run=^$")
	cmd.Env = append(os.Environ(), "SONDE_TRACEFSRUN_CHILD="+fmt.Sprintf(`uprobe:%s:f { @ = count(); }`, bin))
	cmd.Stderr = os.Stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line := make([]byte, len("attached\n"))
	if _, err := io.ReadFull(stdout, line); err != nil || string(line) != "attached\n" {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("child did not attach: %q, %v", line, err)
	}
	prefix := fmt.Sprintf("sonde_%d_", cmd.Process.Pid)
	instance := fmt.Sprintf("sonde-%d", cmd.Process.Pid) // ftrace.InstanceName in the child
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	left := func() (events, instances int) {
		data, err := os.ReadFile(filepath.Join(dir, "uprobe_events"))
		if err != nil {
			t.Fatal(err)
		}
		events = strings.Count(string(data), ":"+prefix)
		if _, err := os.Stat(filepath.Join(dir, "instances", instance)); err == nil {
			instances++
		}
		return
	}
	if ev, in := left(); ev != 1 || in != 1 {
		t.Fatalf("after SIGKILL: %d events and %d instances of the child, want 1 and 1", ev, in)
	}
	n, err := kernel.CleanupStaleEvents()
	if err != nil {
		t.Fatalf("CleanupStaleEvents: %v", err)
	}
	if ev, in := left(); ev != 0 || in != 0 {
		t.Errorf("after CleanupStaleEvents (removed %d): %d events and %d instances of the child left", n, ev, in)
	}
}

func TestLocations(t *testing.T) {
	for _, tc := range []struct {
		t          point.Target
		file, kind string
		want       []location
	}{
		{point.Target{Provider: "kprobe", Name: "kprobe:vfs_read", Parts: []string{"vfs_read"}},
			"kprobe_events", "p", []location{{"vfs_read", "kprobe:vfs_read"}}},
		{point.Target{Provider: "kprobe", Name: "kprobe:vfs_read+4", Parts: []string{"vfs_read"}, Value: 4},
			"kprobe_events", "p", []location{{"vfs_read+4", "kprobe:vfs_read+4"}}},
		{point.Target{Provider: "kretprobe", Name: "kretprobe:vfs_*", Parts: []string{"vfs_read", "ext4:ext4_file_open"}},
			"kprobe_events", "r", []location{{"vfs_read", "kretprobe:vfs_read"}, {"ext4:ext4_file_open", "kretprobe:ext4:ext4_file_open"}}},
		{point.Target{Provider: "uretprobe", Name: "uretprobe:/bin/x:f", Path: "/bin/x", Value: 0x1136},
			"uprobe_events", "r", []location{{"/bin/x:0x1136", "uretprobe:/bin/x:f"}}},
	} {
		ctx, err := env{}.Context(tc.t)
		if err != nil {
			t.Fatal(err)
		}
		file, kind, locs := locations(ctx, tc.t)
		if file != tc.file || kind != tc.kind || fmt.Sprint(locs) != fmt.Sprint(tc.want) {
			t.Errorf("locations(%s) = %s %s %v, want %s %s %v", tc.t.Name, file, kind, locs, tc.file, tc.kind, tc.want)
		}
	}
}

// TestKprobe runs kprobes and kretprobes through the same engine; this host
// has no kprobes, the VM kernels do (scripts/vmrun --file with the test
// binary).
func TestKprobe(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	dir, err := kernel.EnsureTracefs()
	if err != nil {
		testutil.RequireKernel(t, "tracefs: "+err.Error())
	}
	if _, err := os.Stat(filepath.Join(dir, "kprobe_events")); err != nil {
		// This kernel has no kprobes (the CI host by design; the test runs in
		// the VM kernels through scripts/vmtest): the script must be refused
		// with the reason, before anything is created in tracefs.
		f := source.NewFile("test.bt", "kprobe:__x64_sys_getppid { @ = count(); }")
		p, _ := parser.Parse(f, parser.Options{})
		if _, diags := check.Check(f, p, check.Options{Env: env{}}); !diags.HasErrors() ||
			!strings.Contains(diags[0].Msg, "CONFIG_KPROBES") {
			t.Fatalf("without kprobe_events a kprobe script must be refused naming CONFIG_KPROBES, got %v", diags)
		}
		return
	}
	testutil.CheckFDs(t)
	const fn = "__x64_sys_getppid"
	src := fmt.Sprintf(`kprobe:%[1]s /pid == %[2]d/ { @ = count(); @p[probe] = count(); }
kretprobe:%[1]s /pid == %[2]d/ { printf("ppid %%d\n", retval); }`, fn, os.Getpid())
	prog := compile(t, src)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	const n = 7
	var out lockedBuffer
	code, err := RunWith(ctx, prog, &out, Options{Attached: func(int) {
		go func() {
			defer cancel()
			for i := 0; i < n; i++ {
				os.Getppid()
			}
		}()
	}})
	if err != nil || code != 0 {
		t.Fatalf("Run: %d, %v\n%s", code, err, out.String())
	}
	got := out.String()
	t.Logf("output:\n%s", got)
	want := strings.Repeat(fmt.Sprintf("ppid %d\n", os.Getppid()), n)
	for _, w := range []string{want, fmt.Sprintf("@: %d\n", n), fmt.Sprintf("@p[kprobe:%s]: %d\n", fn, n)} {
		if !strings.Contains(got, w) {
			t.Errorf("output lacks %q:\n%s", w, got)
		}
	}
	data, _ := os.ReadFile(filepath.Join(dir, "kprobe_events"))
	if strings.Contains(string(data), kernel.TracefsEventPrefix()+"_") {
		t.Errorf("kprobe_events still holds our events:\n%s", data)
	}
}

// TestFlood runs the whole workload before the reader reads anything (in
// the Attached callback): with the default buffer every call is counted;
// with one a few pages long the buffer overflows and the count plus the
// "Lost N events" lines on stderr are the calls made.
func TestFlood(t *testing.T) {
	requireUprobeEvents(t)
	testutil.CheckFDs(t)
	bin := workload(t)
	const n = 10000
	prog := compile(t, fmt.Sprintf(`uprobe:%s:f { @ = count(); }`, bin))
	for _, kb := range []int{0, 8} {
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		var out, status bytes.Buffer
		var werr error
		code, err := RunWith(ctx, prog, &out, Options{BufferKB: kb, Output: output.Options{Status: &status},
			Attached: func(int) {
				werr = exec.Command(bin, fmt.Sprint(n)).Run()
				cancel()
			}})
		cancel()
		if err != nil || code != 0 || werr != nil {
			t.Fatalf("buffer %d KiB: Run: %d, %v; workload: %v\n%s", kb, code, err, werr, out.String())
		}
		var count, lost uint64
		if _, err := fmt.Sscanf(strings.TrimSpace(out.String()), "@: %d", &count); err != nil {
			t.Fatalf("buffer %d KiB: output %q: %v", kb, out.String(), err)
		}
		for _, line := range strings.Split(strings.TrimSpace(status.String()), "\n") {
			var l uint64
			if _, err := fmt.Sscanf(line, "Lost %d events", &l); err == nil {
				lost += l
			} else if line != "" {
				t.Errorf("buffer %d KiB: status line %q", kb, line)
			}
		}
		t.Logf("buffer %d KiB: %d calls, @ = %d, lost %d", kb, n, count, lost)
		if count+lost != n {
			t.Errorf("buffer %d KiB: counted %d + lost %d = %d, want %d", kb, count, lost, count+lost, n)
		}
		if kb == 0 && lost != 0 {
			t.Errorf("the default buffer lost %d of %d events", lost, n)
		}
		if kb != 0 && lost == 0 {
			t.Errorf("a %d KiB buffer lost nothing of %d events: no flood", kb, n)
		}
	}
}

// exit() in a probe ends tracing at once; END still runs.
func TestExitThenEnd(t *testing.T) {
	dir := requireUprobeEvents(t)
	testutil.CheckFDs(t)
	bin := workload(t)
	out := runWith(t, fmt.Sprintf(`uprobe:%s:f { printf("hit %%d\n", arg0); exit(); } END { printf("end\n"); }`, bin), bin, 50)
	if want := "hit 100\nend\n"; !strings.HasPrefix(out, want) || strings.Count(out, "hit") != 1 {
		t.Errorf("output:\n%s\nwant it to begin with:\n%s", out, want)
	}
	noEventsLeft(t, dir)
}
