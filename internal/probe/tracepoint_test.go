package probe

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"
	"golang.org/x/sys/unix"

	"sonde/internal/kernel"
	"sonde/internal/probe/point"
	"sonde/internal/testutil"
)

// counter is a test program and the array map it counts into.
type counter struct {
	m    *ebpf.Map
	prog *ebpf.Program
}

// counterOptions shape a counting program.
type counterOptions struct {
	ownPid bool             // count only events of this process
	byCPU  bool             // count into slot smp_processor_id() instead of 0
	pre    asm.Instructions // runs first with ctx in R6; may jump to "exit"
}

// newCounter loads a hand-written program of type typ that adds 1 to a slot
// of an array map each time it runs.
func newCounter(t *testing.T, typ ebpf.ProgramType, o counterOptions) *counter {
	t.Helper()
	m, err := ebpf.NewMap(&ebpf.MapSpec{Type: ebpf.Array, KeySize: 4, ValueSize: 8, MaxEntries: 256})
	if err != nil {
		t.Fatal(err)
	}
	insns := asm.Instructions{asm.Mov.Reg(asm.R6, asm.R1)}
	insns = append(insns, o.pre...)
	if o.ownPid {
		insns = append(insns,
			asm.FnGetCurrentPidTgid.Call(),
			asm.RSh.Imm(asm.R0, 32),
			asm.JNE.Imm(asm.R0, int32(os.Getpid()), "exit"),
		)
	}
	if o.byCPU {
		insns = append(insns,
			asm.FnGetSmpProcessorId.Call(),
			asm.StoreMem(asm.RFP, -4, asm.R0, asm.Word),
		)
	} else {
		insns = append(insns, asm.StoreImm(asm.RFP, -4, 0, asm.Word))
	}
	insns = append(insns,
		asm.LoadMapPtr(asm.R1, m.FD()),
		asm.Mov.Reg(asm.R2, asm.RFP),
		asm.Add.Imm(asm.R2, -4),
		asm.FnMapLookupElem.Call(),
		asm.JEq.Imm(asm.R0, 0, "exit"),
		asm.Mov.Imm(asm.R1, 1),
		asm.StoreXAdd(asm.R0, asm.R1, asm.DWord),
		asm.Mov.Imm(asm.R0, 0).WithSymbol("exit"),
		asm.Return(),
	)
	prog, err := ebpf.NewProgram(&ebpf.ProgramSpec{Type: typ, Instructions: insns, License: "GPL"})
	if err != nil {
		m.Close()
		t.Fatalf("load %s program: %v", typ, err)
	}
	c := &counter{m: m, prog: prog}
	t.Cleanup(func() { prog.Close(); m.Close() })
	return c
}

// slot reads one slot of the counter.
func (c *counter) slot(t *testing.T, i int) uint64 {
	t.Helper()
	var v uint64
	if err := c.m.Lookup(uint32(i), &v); err != nil {
		t.Fatal(err)
	}
	return v
}

// waitFor polls cond every millisecond until it holds or the deadline passes.
func waitFor(t *testing.T, within time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(within)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out after %v waiting for %s", within, what)
		}
		time.Sleep(time.Millisecond)
	}
}

func resolveOne(t *testing.T, attach string) (Provider, point.Target) {
	t.Helper()
	p, ts, err := Resolve(attach, AttachOptions{})
	if err != nil {
		t.Fatalf("Resolve(%s): %v", attach, err)
	}
	if len(ts) != 1 {
		t.Fatalf("Resolve(%s) = %d targets, want 1", attach, len(ts))
	}
	return p, ts[0]
}

func TestTracepointExpand(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	names := func(ts []point.Target) string {
		var s []string
		for _, t := range ts {
			s = append(s, t.Name)
		}
		return strings.Join(s, " ")
	}
	for _, tc := range []struct{ attach, want string }{
		{"tracepoint:syscalls:sys_enter_getppid", "tracepoint:syscalls:sys_enter_getppid"},
		{"t:syscalls:sys_enter_getppid", "tracepoint:syscalls:sys_enter_getppid"},
		{"tracepoint:syscalls:sys_*_getppid", "tracepoint:syscalls:sys_enter_getppid tracepoint:syscalls:sys_exit_getppid"},
		{"tracepoint:*:sched_switch", "tracepoint:sched:sched_switch"},
		{"tracepoint:sche?:sched_switc?", "tracepoint:sched:sched_switch"},
		{"tracepoint:nosuchgroup*:*", ""},
	} {
		_, ts, err := Resolve(tc.attach, AttachOptions{})
		if err != nil {
			t.Errorf("Resolve(%s): %v", tc.attach, err)
			continue
		}
		if got := names(ts); got != tc.want {
			t.Errorf("Resolve(%s) = %q, want %q", tc.attach, got, tc.want)
		}
	}
	if _, _, err := Resolve("tracepoint:sched:nosuch", AttachOptions{}); err == nil || err.Error() != "tracepoint not found: tracepoint:sched:nosuch" {
		t.Errorf("missing tracepoint: %v", err)
	}
	for _, bad := range []string{"tracepoint:sched:nosuch", "tracepoint:sched", "tracepoint:a:b:c", "tracepoint:../..:x"} {
		if _, ts, err := Resolve(bad, AttachOptions{}); err == nil {
			t.Errorf("Resolve(%s) = %v, want error", bad, ts)
		}
	}
	_, target := resolveOne(t, "tracepoint:sched:sched_process_exec")
	ctx, err := tracepointProvider{}.Context(target, RunningKernel)
	if err != nil {
		t.Fatal(err)
	}
	if ctx.ProgType != ebpf.TracePoint || len(ctx.Fields) == 0 {
		t.Fatalf("context = %+v", ctx)
	}
	if f := ctx.Fields[0]; f.Name != "filename" || !f.DataLoc || f.CType != "char[]" || f.Size != 4 {
		t.Errorf("sched_process_exec filename = %+v", f)
	}
}

// TestTracepointAttach counts this process's getppid calls through
// tracepoint:syscalls:sys_enter_getppid, exactly, and checks that closing
// detaches the program and releases every fd.
func TestTracepointAttach(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	p, target := resolveOne(t, "tracepoint:syscalls:sys_enter_getppid")
	c := newCounter(t, ebpf.TracePoint, counterOptions{ownPid: true})
	closer, err := p.Attach(target, c.prog, AttachOptions{})
	if err != nil {
		t.Fatal(err)
	}
	const n = 50
	for range n {
		unix.Getppid()
	}
	waitFor(t, 5*time.Second, "50 getppid events", func() bool { return c.slot(t, 0) >= n })
	if got := c.slot(t, 0); got != n {
		t.Errorf("counted %d getppid calls, want %d", got, n)
	}
	if err := closer.Close(); err != nil {
		t.Fatal(err)
	}
	unix.Getppid()
	if got := c.slot(t, 0); got != n {
		t.Errorf("program still runs after Close: %d events", got)
	}
}

// TestCloseAllConcurrent proves CloseAll closes in parallel: the first
// closeParallelism closers each wait until all of them have started, which
// never happens one at a time. Every closer runs and errors are joined.
func TestCloseAllConcurrent(t *testing.T) {
	const n = 10
	var started, closed atomic.Int32
	all := make(chan struct{})
	closers := make([]io.Closer, n+1)
	for i := range n {
		closers[i] = closerFunc(func() error {
			defer closed.Add(1)
			if i < closeParallelism {
				if started.Add(1) == closeParallelism {
					close(all)
				}
				select {
				case <-all:
				case <-time.After(5 * time.Second):
					return errors.New("closers ran one at a time")
				}
			}
			if i == 3 || i == 7 {
				return fmt.Errorf("closer %d failed", i)
			}
			return nil
		})
	}
	// closers[n] stays nil: skipped.
	err := CloseAll(closers)
	if err == nil || err.Error() != "closer 3 failed\ncloser 7 failed" {
		t.Errorf("CloseAll = %v, want the errors of closers 3 and 7", err)
	}
	if closed.Load() != n {
		t.Errorf("%d closers ran, want %d", closed.Load(), n)
	}
	if err := CloseAll(nil); err != nil {
		t.Errorf("CloseAll(nil) = %v", err)
	}
}

type closerFunc func() error

func (f closerFunc) Close() error { return f() }

// TestCloseAllTracepoints attaches one program to several tracepoints and
// measures detaching them one by one against CloseAll.
func TestCloseAllTracepoints(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	p, targets, err := Resolve("tracepoint:syscalls:sys_enter_get*", AttachOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(targets) < 8 {
		t.Fatalf("only %d targets", len(targets))
	}
	targets = targets[:8]
	c := newCounter(t, ebpf.TracePoint, counterOptions{})
	var closers []io.Closer
	start := time.Now()
	for _, tg := range targets {
		cl, err := p.Attach(tg, c.prog, AttachOptions{})
		if err != nil {
			CloseAll(closers)
			t.Fatal(err)
		}
		closers = append(closers, cl)
	}
	attach := time.Since(start)
	start = time.Now()
	for _, cl := range closers[:4] {
		if err := cl.Close(); err != nil {
			t.Error(err)
		}
	}
	serial := time.Since(start)
	start = time.Now()
	if err := CloseAll(closers[4:]); err != nil {
		t.Error(err)
	}
	parallel := time.Since(start)
	t.Logf("attach 8 tracepoints: %v; close 4 one by one: %v; close 4 with CloseAll: %v", attach, serial, parallel)
}

func TestTracefsMountedByProvider(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	root, err := kernel.EnsureTracefs()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(root + "/events/syscalls"); err != nil {
		t.Errorf("tracefs at %s has no syscalls events: %v", root, err)
	}
}
