package e2e

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/cilium/ebpf"

	"sonde/internal/elfx/elfxtest"
	"sonde/internal/kernel"
	"sonde/internal/testutil"
)

// running is a tracer process of its own, its stdout read line by line.
type running struct {
	cmd    *exec.Cmd
	lines  chan string
	stderr stderrFile
	out    strings.Builder // every line read so far
}

// stderrFile is where a started process writes its stderr.
type stderrFile string

func (f stderrFile) String() string {
	b, _ := os.ReadFile(string(f))
	return string(b)
}

// start runs path with args, reading its stdout as it comes.
func start(t *testing.T, path string, args ...string) *running {
	t.Helper()
	r := &running{cmd: exec.Command(path, args...), lines: make(chan string, 1024)}
	// A file, not a buffer: os/exec would wait in Wait for a copying
	// goroutine that a leftover child holding the pipe keeps blocked.
	f, err := os.Create(filepath.Join(t.TempDir(), "stderr"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r.stderr = stderrFile(f.Name())
	r.cmd.Stderr = f
	stdout, err := r.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := r.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if r.cmd.ProcessState == nil {
			r.cmd.Process.Kill()
			r.cmd.Wait()
		}
	})
	go func() {
		br := bufio.NewReader(stdout)
		for {
			line, err := br.ReadString('\n')
			if line != "" {
				r.lines <- line
			}
			if err != nil {
				close(r.lines)
				return
			}
		}
	}()
	return r
}

// waitFor reads lines until one equals want, failing after a deadline.
func (r *running) waitFor(t *testing.T, want string) {
	t.Helper()
	deadline := time.After(runTimeout)
	for {
		select {
		case line, ok := <-r.lines:
			if !ok {
				t.Fatalf("output ended before %q:\n%s\nstderr:\n%s", want, r.out.String(), r.stderr.String())
			}
			r.out.WriteString(line)
			if strings.TrimSuffix(line, "\n") == want {
				return
			}
		case <-deadline:
			t.Fatalf("no %q within %v:\n%s", want, runTimeout, r.out.String())
		}
	}
}

// pokeUntil runs poke every few milliseconds until a line equals want:
// poke makes the event that prints it.
func (r *running) pokeUntil(t *testing.T, want string, poke func()) {
	t.Helper()
	deadline := time.After(runTimeout)
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case line, ok := <-r.lines:
			if !ok {
				t.Fatalf("output ended before %q:\n%s\nstderr:\n%s", want, r.out.String(), r.stderr.String())
			}
			r.out.WriteString(line)
			if strings.TrimSuffix(line, "\n") == want {
				return
			}
		case <-tick.C:
			poke()
		case <-deadline:
			t.Fatalf("no %q within %v:\n%s", want, runTimeout, r.out.String())
		}
	}
}

// finish reads the rest of the output and waits for the process; it
// returns the whole stdout and the exit code (-1 when killed by a signal).
func (r *running) finish(t *testing.T) (string, int) {
	t.Helper()
	return r.finishPoking(t, nil)
}

// finishPoking is finish, calling poke (when not nil) every few
// milliseconds meanwhile: bpftrace 0.17 notices a signal only when an event
// wakes it up.
func (r *running) finishPoking(t *testing.T, poke func()) (string, int) {
	t.Helper()
	deadline := time.After(runTimeout)
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for done := false; !done; {
		select {
		case <-tick.C:
			if poke != nil {
				poke()
			}
		case line, ok := <-r.lines:
			if !ok {
				done = true
				break
			}
			r.out.WriteString(line)
		case <-deadline:
			t.Fatalf("%s did not end within %v:\n%s\nstderr:\n%s", r.cmd.Path, runTimeout, r.out.String(), r.stderr.String())
		}
	}
	err := r.cmd.Wait()
	if _, ok := err.(*exec.ExitError); err != nil && !ok {
		t.Fatal(err)
	}
	return r.out.String(), r.cmd.ProcessState.ExitCode()
}

// TestSignals stops a program waiting for events with SIGINT (Ctrl-C) and
// SIGTERM: END runs, the maps are printed, the exit code is 0, and the
// output is bpftrace's.
func TestSignals(t *testing.T) {
	requireTracing(t)
	// The tracepoint prints "attached" once, when the workload makes it
	// fire: then every probe is attached and the signal can come.
	prog := `BEGIN { @x = 1; @s["a"] = 3; @s["b"] = 4; @h = hist(5); printf("ready\n"); }
tracepoint:syscalls:sys_enter_getppid /comm == "` + workloadName + `" && @seen == 0/ { @seen = 1; printf("attached\n"); }
END { printf("end\n"); }`
	poke := func() { exec.Command(workload(t), "getppid", "1").Run() }
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			run := func(path string, args ...string) (string, int, string) {
				r := start(t, path, args...)
				r.waitFor(t, "ready")
				r.pokeUntil(t, "attached", poke)
				if err := r.cmd.Process.Signal(sig); err != nil {
					t.Fatal(err)
				}
				resend := poke
				if path != sondeBinary(t) {
					// bpftrace 0.17 now and then misses the signal
					// (with Go's exec, not from a shell): repeat it.
					last := time.Now()
					resend = func() {
						poke()
						if time.Since(last) > 2*time.Second {
							t.Logf("bpftrace: sending %v again", sig)
							r.cmd.Process.Signal(sig)
							last = time.Now()
						}
					}
				}
				out, code := r.finishPoking(t, resend)
				return out, code, r.stderr.String()
			}
			got, code, stderr := run(sondeBinary(t), "-e", prog)
			if code != 0 || !strings.Contains(got, "end\n") || !strings.Contains(got, "@x: 1\n") {
				t.Errorf("sonde: exit %d, stdout:\n%s\nstderr:\n%s", code, got, stderr)
			}
			bt, err := exec.LookPath("bpftrace")
			if err != nil {
				testutil.RequireKernel(t, "bpftrace is not installed: "+err.Error())
			}
			want, wcode, _ := run(bt, "-e", prog)
			if got != want || code != wcode {
				t.Errorf("sonde exit %d, bpftrace exit %d\n%s", code, wcode, lineDiff(want, got))
			}
		})
	}
}

// progIDs returns the ids of the BPF programs process pid holds open.
func progIDs(t *testing.T, pid int) []int {
	t.Helper()
	dir := fmt.Sprintf("/proc/%d/fd", pid)
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var ids []int
	for _, e := range ents {
		link, err := os.Readlink(filepath.Join(dir, e.Name()))
		if err != nil || link != "anon_inode:bpf-prog" {
			continue
		}
		info, err := os.ReadFile(fmt.Sprintf("/proc/%d/fdinfo/%s", pid, e.Name()))
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(info), "\n") {
			if v, ok := strings.CutPrefix(line, "prog_id:"); ok {
				if id, err := strconv.Atoi(strings.TrimSpace(v)); err == nil {
					ids = append(ids, id)
				}
			}
		}
	}
	return ids
}

// progExists asks the kernel whether a BPF program id is still loaded.
func progExists(t *testing.T, id int) bool {
	p, err := ebpf.NewProgramFromID(ebpf.ProgramID(id))
	if err == nil {
		p.Close()
		return true
	}
	if !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("program %d: %v", id, err)
	}
	return false
}

// TestNothingLeftAttached checks that the programs of a run are gone from
// the kernel after it ends: by exit(), by SIGINT and by SIGKILL.
func TestNothingLeftAttached(t *testing.T) {
	requireTracing(t)
	poke := func() { exec.Command(workload(t), "getppid", "1").Run() }
	for _, how := range []string{"exit", "SIGINT", "SIGKILL"} {
		t.Run(how, func(t *testing.T) {
			prog := `tracepoint:syscalls:sys_enter_getppid /comm == "` + workloadName + `" && @seen == 0/ {
	@seen = 1; printf("attached\n");
}
tracepoint:syscalls:sys_enter_exit_group /comm == "` + workloadName + `" && args.error_code == 7/ { exit(); }
tracepoint:raw_syscalls:sys_enter /comm == "nosuchcomm"/ { @m = count(); }
interval:s:100 { exit(); }
END { }`
			r := start(t, sondeBinary(t), "-e", prog)
			r.pokeUntil(t, "attached", poke)
			ids := progIDs(t, r.cmd.Process.Pid)
			if len(ids) < 4 {
				t.Fatalf("sonde holds %d BPF programs, want at least 4", len(ids))
			}
			switch how {
			case "exit":
				exec.Command(workload(t), "exit", "7").Run()
			case "SIGINT":
				r.cmd.Process.Signal(syscall.SIGINT)
			case "SIGKILL":
				r.cmd.Process.Kill()
			}
			_, code := r.finish(t)
			if how != "SIGKILL" && code != 0 {
				t.Errorf("exit %d, stderr:\n%s", code, r.stderr.String())
			}
			// The kernel frees programs asynchronously after the last
			// reference goes.
			deadline := time.Now().Add(10 * time.Second)
			for _, id := range ids {
				for progExists(t, id) {
					if time.Now().After(deadline) {
						t.Fatalf("BPF program %d is still loaded after sonde ended (%s)", id, how)
					}
					time.Sleep(10 * time.Millisecond)
				}
			}
		})
	}
}

// TestCommandFirstEvent checks that -c starts the command only after the
// probes are attached: its exec, its very first event, is seen.
func TestCommandFirstEvent(t *testing.T) {
	requireTracing(t)
	testutil.CheckFDs(t)
	prog := `tracepoint:sched:sched_process_exec /pid == cpid/ { printf("exec %s\n", comm); }
tracepoint:syscalls:sys_enter_getppid /pid == cpid/ { @ = count(); }`
	for i := 0; i < 3; i++ {
		r := sonde(t, "-c", workload(t)+" getppid 3", "-e", prog)
		want := "Attaching 2 probes...\nexec " + workloadName + "\n\n\n@: 3\n"
		if r.stdout != want || r.code != 0 {
			t.Fatalf("run %d: exit %d, stdout:\n%s\nwant:\n%s\nstderr:\n%s", i, r.code, r.stdout, want, r.stderr)
		}
	}
}

// TestPrintArgsDataLoc: print(args) reads a __data_loc string argument
// as a string, beside the integers.
func TestPrintArgsDataLoc(t *testing.T) {
	requireTracing(t)
	r := sonde(t, "-c", workload(t)+" exit 0", "-e", `tracepoint:sched:sched_process_exec /pid == cpid/ { print(args); }`)
	want := regexp.MustCompile(`^Attaching 1 probe...\n\{ \.filename = (/\S+/` + workloadName + `), \.pid = ([0-9]+), \.old_pid = ([0-9]+) \}\n`)
	m := want.FindStringSubmatch(r.stdout)
	if m == nil || m[1] != workload(t) || m[2] != m[3] || r.code != 0 {
		t.Fatalf("exit %d, stdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
}

// TestPIDFilter traces one of two identical processes with -p, which
// filters every probe as in newest bpftrace (not 0.17:
// TestPIDEveryProcessDiff); the run ends when that process exits.
func TestPIDFilter(t *testing.T) {
	requireTracing(t)
	var loops [2]*exec.Cmd
	for i := range loops {
		loops[i] = exec.Command(workload(t), "loop")
		if err := loops[i].Start(); err != nil {
			t.Fatal(err)
		}
		c := loops[i]
		t.Cleanup(func() { c.Process.Kill(); c.Wait() })
	}
	target := loops[0].Process.Pid
	r := start(t, sondeBinary(t), "--compat=newest", "-p", strconv.Itoa(target), "-e",
		`tracepoint:syscalls:sys_enter_getppid { printf("%d\n", pid); }`)
	r.waitFor(t, strconv.Itoa(target))
	for i := 0; i < 20; i++ {
		r.waitFor(t, strconv.Itoa(target))
	}
	loops[0].Process.Kill()
	loops[0].Wait()
	out, code := r.finish(t)
	if code != 0 {
		t.Errorf("exit %d after the traced process ended, stderr:\n%s", code, r.stderr.String())
	}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n")[1:] {
		if line != strconv.Itoa(target) && line != "" {
			t.Errorf("event from pid %s, want only %d", line, target)
			break
		}
	}
}

// TestPIDEveryProcessDiff: bpftrace 0.17's -p names the process whose
// binary and libraries uprobes are found in (and where USDT probes fire),
// but tracepoints and uprobes fire in every process: another process's
// events count as bpftrace 0.17 counts them.
func TestPIDEveryProcessDiff(t *testing.T) {
	requireTracing(t)
	var pids [2]int
	for i := range pids {
		c := exec.Command(workload(t), "loop")
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Process.Kill(); c.Wait() })
		pids[i] = c.Process.Pid
	}
	prog := fmt.Sprintf(`tracepoint:syscalls:sys_enter_getppid /pid == %d/ { @tp = 1; }
uprobe:libc:syscall /pid == %d/ { @up = 1; }
interval:ms:300 { exit(); }`, pids[1], pids[1])
	args := []string{"-p", strconv.Itoa(pids[0]), "-e", prog}
	got, want := sonde(t, args...), bpftrace(t, args...)
	if got.stdout != want.stdout || got.code != want.code || want.code != 0 {
		t.Errorf("sonde: exit %d, bpftrace: exit %d\n%s\nsonde stderr:\n%s", got.code, want.code,
			lineDiff(want.stdout, got.stdout), got.stderr)
	}
	if !strings.Contains(want.stdout, "@tp: 1\n@up: 1\n") {
		t.Errorf("bpftrace saw no getppid or syscall() of the other process:\n%s", want.stdout)
	}
}

// TestPIDInterval: with -p, an interval probe still fires (a timer tick is
// no event of the process -p names) and its exit() ends the run, while the
// tracepoint counts the process's getppid calls. Output as bpftrace's.
func TestPIDInterval(t *testing.T) {
	requireTracing(t)
	loop := exec.Command(workload(t), "loop")
	if err := loop.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { loop.Process.Kill(); loop.Wait() })
	pid := strconv.Itoa(loop.Process.Pid)
	prog := `tracepoint:syscalls:sys_enter_getppid { @n[pid] = 1; }
uprobe:` + workload(t) + `:main { printf("main\n"); }
profile:hz:99 { $x = 1; }
interval:ms:300 { printf("tick\n"); exit(); }
END { printf("%d\n", @n[` + pid + `]); clear(@n); }`
	got := sonde(t, "-p", pid, "-e", prog)
	want := bpftrace(t, "-p", pid, "-e", prog)
	if got.stdout != want.stdout || got.code != want.code || want.code != 0 {
		t.Errorf("sonde: exit %d, bpftrace: exit %d\n%s\nsonde stderr:\n%s", got.code, want.code,
			lineDiff(want.stdout, got.stdout), got.stderr)
	}
	if !strings.Contains(got.stdout, "tick\n1\n") {
		t.Errorf("no tick, or no getppid of pid %s seen:\n%s", pid, got.stdout)
	}
}

// TestDebugf runs debugf() under bpftrace and sonde and compares what
// each wrote to the kernel's trace buffer, read from a tracefs instance of
// this test's own that records the bpf_trace_printk event.
func TestDebugf(t *testing.T) {
	requireTracing(t)
	root, err := kernel.EnsureTracefs()
	if err != nil {
		t.Fatal(err)
	}
	inst := filepath.Join(root, "instances", fmt.Sprintf("sonde-e2e-debugf-%d", os.Getpid()))
	if err := os.Mkdir(inst, 0o755); err != nil {
		testutil.RequireKernel(t, "tracefs instance: "+err.Error())
	}
	t.Cleanup(func() { os.Remove(inst) })
	enable := filepath.Join(inst, "events", "bpf_trace", "bpf_trace_printk", "enable")
	if err := os.WriteFile(enable, []byte("1"), 0o644); err != nil {
		testutil.RequireKernel(t, "bpf_trace_printk event: "+err.Error())
	}
	t.Cleanup(func() { os.WriteFile(enable, []byte("0"), 0o644) })
	prog := `BEGIN {
	debugf("dbg1 %d %s %x\n", 42, "ab", 255);
	debugf("dbg2");
	debugf("dbg3 %d %d %d", 1, -2, 3);
	debugf("dbg4 %llu %08d %5u|", (uint64)-1, -65, 7);
	$s = "strvar";
	debugf("dbg5 %s|%-6d|%lx", $s, 12, (uint64)-2);
	exit();
}
END { debugf("dbg6 end %d", 6); }`
	// trace returns the messages of this test's debugf calls, and clears
	// the buffer.
	trace := func() []string {
		b, err := os.ReadFile(filepath.Join(inst, "trace"))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(inst, "trace"), nil, 0o644)
		var msgs []string
		for _, line := range strings.Split(string(b), "\n") {
			if _, msg, ok := strings.Cut(line, "bpf_trace_printk: "); ok && strings.HasPrefix(msg, "dbg") {
				msgs = append(msgs, msg)
			}
		}
		return msgs
	}
	trace()
	want := bpftrace(t, "-e", prog)
	wantMsgs := trace()
	got := sonde(t, "-e", prog)
	gotMsgs := trace()
	if got.stdout != want.stdout || got.code != want.code {
		t.Errorf("sonde: exit %d, bpftrace: exit %d\n%s", got.code, want.code, lineDiff(want.stdout, got.stdout))
	}
	if len(wantMsgs) != 6 {
		t.Fatalf("bpftrace wrote %d messages, want 6: %q\n%s", len(wantMsgs), wantMsgs, want.stderr)
	}
	if strings.Join(gotMsgs, "\n") != strings.Join(wantMsgs, "\n") {
		t.Errorf("trace buffer:\n%s\nstderr:\n%s", lineDiff(strings.Join(wantMsgs, "\n"), strings.Join(gotMsgs, "\n")), got.stderr)
	}
	if !strings.Contains(got.stderr, "The debugf() builtin is not recommended for production use") {
		t.Errorf("no warning about debugf() on stderr:\n%s", got.stderr)
	}
}

// TestLostEvents floods the ring buffer while sonde cannot read it (its
// stdout is a pipe nobody reads) and checks that the drops are counted:
// printed events plus lost events equal the events that happened. In JSON
// the count is a lost_events record. 3M records are more than the default
// ring buffer holds.
func TestLostEvents(t *testing.T) {
	requireTracing(t)
	for _, format := range []string{"text", "json"} {
		t.Run(format, func(t *testing.T) { testLostEvents(t, format, false) })
	}
	// Under newest bpftrace's defaults a str() may be 1024 bytes: the
	// records carry the bytes read (the workload's path), and the count
	// stays exact.
	t.Run("newest-str", func(t *testing.T) { testLostEvents(t, "text", true) })
}

func testLostEvents(t *testing.T, format string, newest bool) {
	const n = 3000000
	done := filepath.Join(t.TempDir(), "done")
	work := workload(t)
	printf, event := `printf("event %d\n", 12345);`, "event 12345"
	args := []string{"-f", format}
	if newest {
		printf, event = `printf("event %s %d\n", str(uptr(curtask->mm->arg_start)), 12345);`, "event "+work+" 12345"
		args = append(args, "--compat=newest")
	}
	args = append(args, "-c", fmt.Sprintf("%s spin %d %s", work, n, done), "-e",
		`tracepoint:syscalls:sys_enter_getppid /comm == "`+workloadName+`"/ { `+printf+` }`)
	cmd := exec.Command(sondeBinary(t), args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			cmd.Wait()
		}
	})
	for deadline := time.Now().Add(runTimeout); ; time.Sleep(10 * time.Millisecond) {
		if _, err := os.Stat(done); err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the workload did not finish within %v", runTimeout)
		}
	}
	out, err := io.ReadAll(stdout)
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("sonde: %v\nstderr:\n%s", err, stderr.String())
	}
	lostFormat := "Lost %d events"
	if format == "json" {
		event, lostFormat = `{"type": "printf", "data": "event 12345\n"}`, `{"type": "lost_events", "data": {"events": %d}}`
	}
	var events, lost int
	// Newest bpftrace reports the loss on stderr.
	for _, line := range strings.Split(string(out)+stderr.String(), "\n") {
		switch {
		case line == event:
			events++
		case strings.Contains(line, "ost"):
			// Reported as noticed: there may be several.
			var n int
			if _, err := fmt.Sscanf(line, lostFormat, &n); err != nil {
				t.Errorf("bad lost line %q", line)
			}
			lost += n
		}
	}
	t.Logf("%d events printed, %d lost", events, lost)
	if lost == 0 {
		t.Errorf("no lost events reported, %d printed of %d", events, n)
	}
	if events+lost != n {
		t.Errorf("%d printed + %d lost = %d, want %d", events, lost, events+lost, n)
	}
}

// TestNoLossAfterExit floods the ring buffer after exit(): those records
// would not be printed anyway, so they are no loss and no "Lost N events"
// line may appear. Once from a second BEGIN, once from a tracepoint that
// follows the one calling exit() and prints more records than the ring
// buffer holds, on each of 20 events.
func TestNoLossAfterExit(t *testing.T) {
	requireTracing(t)
	for _, tc := range []struct {
		name, want string
		args       []string
	}{
		{"BEGIN", "Attaching 3 probes...\nfirst\nend\n\n\n", []string{"-e", `BEGIN { printf("first\n"); exit(); }
BEGIN { for ($i : 0..3000000) { printf("after exit\n"); } }
END { printf("end\n"); }`}},
		{"tracepoint", "Attaching 3 probes...\nfirst\nend\n\n\n", []string{"-c", workload(t) + " getppid 20", "-e",
			`tracepoint:syscalls:sys_enter_getppid /pid == cpid/ { printf("first\n"); exit(); }
tracepoint:syscalls:sys_exit_getppid /pid == cpid/ { for ($i : 0..400000) { printf("after exit %d\n", $i); } }
END { printf("end\n"); }`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := sonde(t, tc.args...)
			if r.stdout != tc.want || r.code != 0 || strings.Contains(r.stderr, "Lost") {
				t.Errorf("exit %d, stdout:\n%s\nwant:\n%s\nstderr:\n%s", r.code, r.stdout, tc.want, r.stderr)
			}
		})
	}
}

// TestLossBeforeExit: records the ring buffer refuses before exit() are
// lost and reported, printed plus lost being all there were, before the
// exit's output; exit()'s own record is refused too, and the run still ends
// with its code.
func TestLossBeforeExit(t *testing.T) {
	requireTracing(t)
	const n = 3000000
	r := sonde(t, "-e", fmt.Sprintf(`BEGIN { for ($i : 0..%d) { printf("x\n"); } exit(3); }`, n))
	var printed, lost int
	for _, line := range strings.Split(r.stdout, "\n") {
		if line == "x" {
			printed++
		} else if strings.HasPrefix(line, "Lost") {
			var n int
			fmt.Sscanf(line, "Lost %d events", &n)
			lost += n
		}
	}
	if lost == 0 || printed+lost != n || r.code != 3 {
		t.Errorf("exit %d (want 3), %d printed + %d lost, want %d; stderr:\n%s", r.code, printed, lost, n, r.stderr)
	}
	// As bpftrace, the loss is reported when noticed: before what is
	// printed at exit (two empty lines, then no maps).
	if !strings.HasSuffix(r.stdout, " events\n\n\n") {
		t.Errorf("the lost events are not reported before the exit's empty lines:\n...%s", r.stdout[max(0, len(r.stdout)-80):])
	}
}

// TestBurst: a burst of 300,000 events from one process (dd writing a
// byte at a time), each printing a line, arrives complete with the default
// ring buffer: every line printed and none lost. bpftrace 0.17 prints them
// all too (it wakes its reader per event and slows dd down 30 times; sonde
// does not slow the traced process, and must keep up instead).
func TestBurst(t *testing.T) {
	requireTracing(t)
	const n = 300000
	t.Run("0.17", func(t *testing.T) {
		testBurst(t, n, fmt.Sprintf("dd if=/dev/zero of=/dev/null bs=1 count=%d", n), "1",
			`tracepoint:syscalls:sys_enter_write /pid == cpid && args.fd == 1/ { printf("%d\n", args.count); }`)
	})
	// Under newest bpftrace's defaults, with strings: comm, and a str()
	// of max_strlen (1024) bytes holding the byte dd writes.
	t.Run("newest-str", func(t *testing.T) {
		in := filepath.Join(t.TempDir(), "in")
		if err := os.WriteFile(in, bytes.Repeat([]byte("x"), n), 0o644); err != nil {
			t.Fatal(err)
		}
		testBurst(t, n, fmt.Sprintf("dd if=%s of=/dev/null bs=1 count=%d", in, n), "dd x 1", "--compat=newest", "-e",
			`tracepoint:syscalls:sys_enter_write /pid == cpid && args.fd == 1/ { printf("%s %s %d\n", comm, str(args.buf, args.count), args.count); }`)
	})
}

// testBurst runs sonde on the command cmd and checks that it prints the
// line want n times, and reports no loss.
func testBurst(t *testing.T, n int, cmd, want string, args ...string) {
	if len(args) == 1 {
		args = []string{"-e", args[0]}
	}
	r := sonde(t, append([]string{"-c", cmd}, args...)...)
	printed := 0
	for _, l := range strings.Split(r.stdout, "\n") {
		if l == want {
			printed++
		}
	}
	if r.code != 0 || printed != n || strings.Contains(r.stdout, "Lost") || strings.Contains(r.stderr, "Lost") {
		t.Errorf("exit %d, %d lines of %d printed; stdout ends:\n%s\nstderr:\n%s",
			r.code, printed, n, r.stdout[max(0, len(r.stdout)-200):], r.stderr)
	}
}

// TestRingPages: perf_rb_pages sizes the ring buffer, in pages as newest
// bpftrace counts them (of the one buffer, at least one per CPU), and
// BPFTRACE_PERF_RB_PAGES wins over the config. A BEGIN flood of 100,000
// records overflows one page per CPU, and fits in 1024 pages.
func TestRingPages(t *testing.T) {
	requireTracing(t)
	const n = 100000
	prog := fmt.Sprintf(`config = { perf_rb_pages = 1 } BEGIN { for ($i : 0..%d) { printf("x\n"); } exit(); }`, n)
	count := func(stdout string) (printed, lost int) {
		for _, line := range strings.Split(stdout, "\n") {
			if line == "x" {
				printed++
			} else if strings.HasPrefix(line, "Lost") {
				var k int
				fmt.Sscanf(line, "Lost %d events", &k)
				lost += k
			}
		}
		return printed, lost
	}
	cpus, err := kernel.PossibleCPUs()
	if err != nil {
		t.Fatal(err)
	}
	// The buffer rounds up to a power of two: under 2 pages per CPU.
	r := sonde(t, "-e", prog)
	if printed, lost := count(r.stdout); lost == 0 || printed+lost != n || printed > 2*len(cpus)*os.Getpagesize()/16 {
		t.Errorf("perf_rb_pages = 1: %d printed + %d lost, want %d with at most a page per CPU printed; stderr:\n%s", printed, lost, n, r.stderr)
	}
	t.Setenv("BPFTRACE_PERF_RB_PAGES", "1024")
	r = sonde(t, "-e", prog)
	if printed, lost := count(r.stdout); lost != 0 || printed != n {
		t.Errorf("BPFTRACE_PERF_RB_PAGES=1024: %d printed + %d lost, want %d printed; stderr:\n%s", printed, lost, n, r.stderr)
	}
}

// TestNoFDLeaks runs programs in-process, with maps, a tracepoint and a
// -c command, and checks that no file descriptor stays open.
func TestNoFDLeaks(t *testing.T) {
	requireTracing(t)
	// Warm up: caches (BTF, tracefs formats) may keep files open once.
	sonde(t, "-e", "BEGIN { exit(); }")
	testutil.CheckFDs(t)
	for _, args := range [][]string{
		{"-e", `BEGIN { @a[1] = count(); @h = hist(3); printf("x\n"); exit(); }`},
		{"-c", workload(t) + " getppid 2", "-e", `tracepoint:syscalls:sys_enter_getppid { @ = count(); }`},
		{"-e", `BEGIN { @x = 1; }`, "--dry-run"},
		{"-e", `BEGIN { nosuch(); }`},
	} {
		sonde(t, args...)
	}
}

// TestOutputFile checks -o: the output goes to the file, in text and JSON,
// and nothing to stdout. The file must hold what bpftrace prints without -o
// (bpftrace 0.17 with -o writes the blank lines before the exit maps to
// stdout instead of the file).
func TestOutputFile(t *testing.T) {
	requireTracing(t)
	prog := `BEGIN { printf("hello\n"); @[1] = hist(10); @s = stats(3); exit(); } END { printf("end\n"); }`
	for _, format := range []string{"text", "json"} {
		t.Run(format, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "sonde.out")
			w := bpftrace(t, "-f", format, "-e", prog)
			g := sonde(t, "-f", format, "-o", path, "-e", prog)
			if g.code != 0 || g.stdout != "" || g.stderr != "" {
				t.Errorf("sonde: exit %d, stdout %q, stderr %q", g.code, g.stdout, g.stderr)
			}
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			want, got := w.stdout, string(b)
			if w.code != 0 || want == "" {
				t.Fatalf("bpftrace: exit %d, %s", w.code, w.stderr)
			}
			if got != want {
				t.Errorf("-o file differs:\n%s", lineDiff(want, got))
			}
		})
	}
}

// TestCommandEndsWithTracer stops sonde with SIGINT while its -c command
// still runs: the command must not outlive it (bpftrace sends it SIGTERM).
func TestCommandEndsWithTracer(t *testing.T) {
	requireTracing(t)
	r := start(t, sondeBinary(t), "-c", workload(t)+" sleep", "-e",
		`tracepoint:sched:sched_process_exec /pid == cpid/ { printf("started %d\n", cpid); }`)
	var child int
	deadline := time.After(runTimeout)
	for child == 0 {
		select {
		case line, ok := <-r.lines:
			if !ok {
				t.Fatalf("output ended before the command started:\n%s\nstderr:\n%s", r.out.String(), r.stderr.String())
			}
			r.out.WriteString(line)
			fmt.Sscanf(line, "started %d", &child)
		case <-deadline:
			t.Fatalf("the command did not start within %v:\n%s", runTimeout, r.out.String())
		}
	}
	// The command holds sonde's stdout too: wait for sonde's exit, not
	// for the end of its output.
	r.cmd.Process.Signal(syscall.SIGINT)
	exited := make(chan error, 1)
	go func() { exited <- r.cmd.Wait() }()
	select {
	case err := <-exited:
		if err != nil {
			t.Errorf("sonde: %v, stderr:\n%s", err, r.stderr.String())
		}
	case <-time.After(runTimeout):
		syscall.Kill(child, syscall.SIGKILL)
		t.Fatalf("sonde did not end within %v after SIGINT", runTimeout)
	}
	for end := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		if _, err := os.Stat(fmt.Sprintf("/proc/%d", child)); err != nil || isZombie(child) {
			break
		}
		if time.Now().After(end) {
			syscall.Kill(child, syscall.SIGKILL)
			t.Fatalf("the -c command (pid %d) still runs after sonde ended", child)
		}
	}
}

// isZombie reports whether pid has exited and waits for its parent.
func isZombie(pid int) bool {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return true
	}
	i := bytes.LastIndexByte(b, ')')
	return i < 0 || i+2 >= len(b) || b[i+2] == 'Z'
}

// TestUprobeDWARFArgs: args.NAME of a uprobe from the binary's DWARF, with
// the types it gives (int, unsigned char, short, char * read as a string),
// the double left out (it travels in a vector register), and -lv listing
// all of them.
func TestUprobeDWARFArgs(t *testing.T) {
	requireTracing(t)
	bin := elfxtest.C(t, "prog", []string{"prog.c"}, "-O1")
	r := sonde(t, "-c", bin+" 1", "-e", `uprobe:`+bin+`:mixed { print(args); printf("%d %d %d %s\n", args.a, args.u, args.neg, str(args.s)); exit(); }`)
	want := regexp.MustCompile(`^Attaching 1 probe...\n\{ \.a = 0, \.s = [0-9]+, \.u = 200, \.p = [0-9]+, \.neg = -3 \}\n0 200 -3 ` + regexp.QuoteMeta(bin) + "\n")
	if !want.MatchString(r.stdout) || r.code != 0 {
		t.Errorf("exit %d, stdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
	// -lv lists every parameter, as the DWARF spells its type, as bpftrace does.
	l, lw := sonde(t, "-lv", "uprobe:"+bin+":mixed"), bpftrace(t, "-lv", "uprobe:"+bin+":mixed")
	if l.stdout != lw.stdout || !strings.Contains(l.stdout, "    const char* s\n") {
		t.Errorf("-lv:\n%s\nbpftrace:\n%s", l.stdout, lw.stdout)
	}
}
