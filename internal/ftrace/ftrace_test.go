package ftrace

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"

	"golang.org/x/sys/unix"

	"sonde/internal/kernel"
	"sonde/internal/testutil"
)

// The SIGKILL test runs this binary as a sonde that gets killed.
func TestMain(m *testing.M) {
	if os.Getenv("SONDE_FTRACE_HELPER") == "1" {
		s, err := Open(Options{})
		if err != nil {
			fmt.Println("error:", err)
			os.Exit(1)
		}
		if err := s.Enable("syscalls", "sys_enter_getppid", ""); err != nil {
			fmt.Println("error:", err)
			os.Exit(1)
		}
		fmt.Println("ready")
		bufio.NewReader(os.Stdin).ReadString('\n') // until killed
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// tracefsRoot gates a kernel test: root and tracefs.
func tracefsRoot(t *testing.T) string {
	t.Helper()
	if os.Geteuid() != 0 {
		testutil.RequireKernel(t, "needs root for tracefs")
	}
	root, err := kernel.EnsureTracefs()
	if err != nil {
		testutil.RequireKernel(t, err.Error())
	}
	return root
}

func readTrim(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(b))
}

func TestCreateRemove(t *testing.T) {
	root := tracefsRoot(t)
	s, err := Open(Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := filepath.Join(root, "instances", fmt.Sprintf("sonde-%d", os.Getpid()))
	if s.Dir() != want {
		t.Errorf("instance at %s, want %s", s.Dir(), want)
	}
	if _, err := os.Stat(want); err != nil {
		t.Fatalf("instance not created: %v", err)
	}
	if err := s.Enable("syscalls", "sys_enter_getppid", ""); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(want); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("instance left after Close: %v", err)
	}
}

func TestStaleInstanceRemoved(t *testing.T) {
	root := tracefsRoot(t)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "SONDE_FTRACE_HELPER=1")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, _ := bufio.NewReader(out).ReadString('\n')
	if strings.TrimSpace(line) != "ready" {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("helper: %q", line)
	}
	dir := filepath.Join(root, "instances", fmt.Sprintf("sonde-%d", cmd.Process.Pid))
	if _, err := os.Stat(dir); err != nil {
		t.Fatalf("helper's instance: %v", err)
	}
	cmd.Process.Signal(syscall.SIGKILL)
	cmd.Wait()
	if _, err := os.Stat(dir); err != nil {
		t.Fatalf("a killed sonde's instance should outlive it: %v", err)
	}
	s, err := Open(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("stale instance %s not removed by the next run: %v", dir, err)
	}
}

// A top-level event enabled before a run, with its filter, the top-level
// tracer and tracing_on are as they were after it.
func TestCoexistence(t *testing.T) {
	root := tracefsRoot(t)
	ev := filepath.Join(root, "events", "syscalls", "sys_enter_getppid")
	if readTrim(t, filepath.Join(ev, "enable")) != "0" {
		t.Skip("syscalls:sys_enter_getppid is enabled at the top level by someone else")
	}
	if err := os.WriteFile(filepath.Join(ev, "filter"), []byte("common_pid == 1\n"), 0); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(ev, "enable"), []byte("1\n"), 0); err != nil {
		t.Fatal(err)
	}
	defer func() {
		os.WriteFile(filepath.Join(ev, "enable"), []byte("0\n"), 0)
		os.WriteFile(filepath.Join(ev, "filter"), []byte("0\n"), 0)
	}()
	files := []string{"tracing_on", "current_tracer", "buffer_size_kb", "options/overwrite",
		"events/syscalls/sys_enter_getppid/enable", "events/syscalls/sys_enter_getppid/filter"}
	before := map[string]string{}
	for _, f := range files {
		before[f] = readTrim(t, filepath.Join(root, f))
	}
	s, err := Open(Options{BufferKB: 64})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Enable("syscalls", "sys_enter_getppid", "common_pid == 2"); err != nil {
		s.Close()
		t.Fatal(err)
	}
	if err := s.Start(); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := s.RunEvents(ctx, func(*Event) error { return nil }, nil); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if got := readTrim(t, filepath.Join(root, f)); got != before[f] {
			t.Errorf("top-level %s: %q before the run, %q after", f, before[f], got)
		}
	}
}

func TestFilters(t *testing.T) {
	tracefsRoot(t)
	s, err := Open(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Enable("syscalls", "sys_enter_getppid", "common_pid == 1 && __syscall_nr >= 0"); err != nil {
		t.Fatalf("a good filter: %v", err)
	}
	got := readTrim(t, filepath.Join(s.Dir(), "events/syscalls/sys_enter_getppid/filter"))
	if got != "common_pid == 1 && __syscall_nr >= 0" {
		t.Errorf("filter file holds %q", got)
	}
	filter := "   common_pid == 1 && nosuchfield > 3"
	err = s.Enable("syscalls", "sys_enter_getpid", filter)
	var fe *FilterError
	if !errors.As(err, &fe) {
		t.Fatalf("a bad filter: %v, want a FilterError", err)
	}
	if fe.Msg != "Field not found" {
		t.Errorf("kernel message %q", fe.Msg)
	}
	// The kernel points at or just after the unknown field.
	if i := strings.Index(filter, "nosuchfield"); fe.Pos < i || fe.Pos > i+len("nosuchfield")+3 {
		t.Errorf("position %d in %q", fe.Pos, filter)
	}
	t.Log(fe)
	if err := s.Enable("syscalls", "sys_enter_getpid", "common_pid =="); !errors.As(err, &fe) {
		t.Errorf("a malformed filter: %v", err)
	} else {
		t.Log(fe)
	}
}

// record traces sys_enter_getppid for n calls from one thread and returns
// the events recorded for that thread and the stats.
func record(t *testing.T, opts Options, n int, extra func(s *Session)) (recorded int, lost uint64, events []*Event) {
	t.Helper()
	var pageLost bool
	lost = getppidRun(t, opts, n, extra, func(s *Session, ctx context.Context, tid int) {
		err := s.RunEvents(ctx, func(e *Event) error {
			if e.Format != nil && e.Format.Event == "sys_enter_getppid" && e.PID() == tid {
				recorded++
			}
			if len(events) < 10000 {
				cp := *e
				cp.Data = append([]byte(nil), e.Data...)
				events = append(events, &cp)
			}
			return nil
		}, func(l bool) error {
			pageLost = pageLost || l
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	})
	if lost > 0 && !pageLost {
		t.Logf("stats report %d lost, no round said so", lost)
	}
	return recorded, lost, events
}

// getppidRun opens a session, enables sys_enter_getppid filtered to a
// thread that calls getppid n times (then extra), starts recording and
// calls read with a context that ends when the thread is done. It returns
// what the stats say the buffers lost; unread entries fail the test.
func getppidRun(t *testing.T, opts Options, n int, extra func(s *Session), read func(s *Session, ctx context.Context, tid int)) (lost uint64) {
	t.Helper()
	s, err := Open(opts)
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := s.Close(); err != nil {
			t.Error(err)
		}
	}()
	tids, start := make(chan int), make(chan struct{})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		tids <- unix.Gettid()
		<-start
		for i := 0; i < n; i++ {
			unix.Getppid()
		}
		if extra != nil {
			extra(s)
		}
		cancel()
	}()
	tid := <-tids
	if err := s.Enable("syscalls", "sys_enter_getppid", fmt.Sprintf("common_pid == %d", tid)); err != nil {
		t.Fatal(err)
	}
	if err := s.Start(); err != nil {
		t.Fatal(err)
	}
	close(start)
	read(s, ctx, tid)
	stats, err := s.Stats()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range stats {
		lost += c.Lost()
		if c.Entries != 0 {
			t.Errorf("cpu %d: %d entries left unread", c.CPU, c.Entries)
		}
	}
	return lost
}

func TestGetppidExact(t *testing.T) {
	tracefsRoot(t)
	testutil.CheckFDs(t)
	const n = 1000
	recorded, lost, events := record(t, Options{BufferKB: 1024}, n, nil)
	if recorded != n || lost != 0 {
		t.Fatalf("recorded %d, lost %d; want %d, 0", recorded, lost, n)
	}
	var last uint64
	for _, e := range events {
		nr, err := e.Int("__syscall_nr")
		if err != nil || nr != unix.SYS_GETPPID {
			t.Fatalf("__syscall_nr = %d, %v; want %d", nr, err, unix.SYS_GETPPID)
		}
		if e.Time < last {
			t.Fatalf("timestamps go back: %d after %d", e.Time, last)
		}
		last = e.Time
	}
}

// More calls than a tiny buffer holds: every call is either recorded or
// counted lost by the kernel.
func TestFloodAccounting(t *testing.T) {
	tracefsRoot(t)
	const n = 200000
	for _, overwrite := range []bool{false, true} {
		recorded, lost, _ := record(t, Options{BufferKB: 4, Overwrite: overwrite}, n, nil)
		t.Logf("overwrite=%v: %d calls, %d recorded, %d lost", overwrite, n, recorded, lost)
		if uint64(recorded)+lost != n {
			t.Errorf("overwrite=%v: recorded %d + lost %d = %d, want %d", overwrite, recorded, lost, uint64(recorded)+lost, n)
		}
		if lost == 0 {
			t.Errorf("overwrite=%v: nothing lost: the flood did not overflow the buffer", overwrite)
		}
	}
}

// A __data_loc string: sched_process_exec's filename.
func TestDataLoc(t *testing.T) {
	tracefsRoot(t)
	bin, err := exec.LookPath("true")
	if err != nil {
		t.Skip(err)
	}
	s, err := Open(Options{BufferKB: 256})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Enable("sched", "sched_process_exec", ""); err != nil {
		t.Fatal(err)
	}
	if err := s.Start(); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin)
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	found := false
	err = s.RunEvents(ctx, func(e *Event) error {
		if e.PID() != cmd.Process.Pid {
			return nil
		}
		name, err := e.String("filename")
		if err != nil || name != bin {
			t.Errorf("filename = %q, %v; want %q", name, err, bin)
		}
		found = true
		return nil
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !found {
		t.Errorf("no sched_process_exec for pid %d", cmd.Process.Pid)
	}
}
