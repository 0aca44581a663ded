package probe

import (
	"os"
	"testing"
	"time"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"
	"golang.org/x/sys/unix"

	"sonde/internal/probe/point"
	"sonde/internal/testutil"
)

func requireBTF(t *testing.T) {
	t.Helper()
	testutil.RequireKernel(t, testutil.Privileged())
	if _, err := os.Stat("/sys/kernel/btf/vmlinux"); err != nil {
		testutil.RequireKernel(t, "no kernel BTF: "+err.Error())
	}
}

func TestRawTracepointExpand(t *testing.T) {
	requireBTF(t)
	for _, attach := range []string{"rawtracepoint:sys_enter", "rt:sys_enter", "rawtracepoint:vmlinux:sys_enter"} {
		_, tg := resolveOne(t, attach)
		if tg.Name != "rawtracepoint:vmlinux:sys_enter" || tg.Parts[0] != "vmlinux" || tg.Parts[1] != "sys_enter" {
			t.Errorf("Resolve(%s) = %+v", attach, tg)
		}
	}
	_, ts, err := Resolve("rawtracepoint:sched_switc?", AttachOptions{})
	if err != nil || len(ts) != 1 || ts[0].Name != "rawtracepoint:vmlinux:sched_switch" {
		t.Errorf("wildcard expansion = %+v, %v", ts, err)
	}
	_, ts, err = Resolve("rawtracepoint:*:sys_e*", AttachOptions{})
	if err != nil || len(ts) != 2 {
		t.Errorf("rawtracepoint:*:sys_e* = %+v, %v", ts, err)
	}
	for _, bad := range []string{"rawtracepoint:no_such_tp", "rawtracepoint:vmlinux:no_such_tp", "rawtracepoint:", "rawtracepoint:a:b:c"} {
		if _, ts, err := Resolve(bad, AttachOptions{}); err == nil {
			t.Errorf("Resolve(%s) = %v, want error", bad, ts)
		}
	}

	_, tg := resolveOne(t, "rawtracepoint:sys_enter")
	ctx, err := rawTracepointProvider{}.Context(tg, RunningKernel)
	if err != nil {
		t.Fatal(err)
	}
	// sys_enter(struct pt_regs *regs, long id)
	if ctx.ProgType != ebpf.RawTracepoint || ctx.ArgN != point.ArgsArray || ctx.NumArgs != 2 || len(ctx.Fields) != 2 {
		t.Fatalf("context = %+v", ctx)
	}
	want := []point.Field{
		{Name: "regs", CType: "struct pt_regs *", Offset: 0, Size: 8},
		{Name: "id", CType: "long", Offset: 8, Size: 8, Signed: true},
	}
	for i, f := range ctx.Fields {
		if f != want[i] {
			t.Errorf("field %d = %+v, want %+v", i, f, want[i])
		}
	}
}

// TestRawTracepointAttach counts this process's getppid calls through
// rawtracepoint:sys_enter, reading the syscall number from args.id (arg1).
func TestRawTracepointAttach(t *testing.T) {
	requireBTF(t)
	testutil.CheckFDs(t)
	p, tg := resolveOne(t, "rawtracepoint:sys_enter")
	c := newCounter(t, ebpf.RawTracepoint, counterOptions{
		ownPid: true,
		pre: asm.Instructions{
			asm.LoadMem(asm.R1, asm.R6, 8, asm.DWord), // arg1: id
			asm.JNE.Imm(asm.R1, unix.SYS_GETPPID, "exit"),
		},
	})
	closer, err := p.Attach(tg, c.prog, AttachOptions{})
	if err != nil {
		t.Fatal(err)
	}
	const n = 40
	for range n {
		unix.Getppid()
	}
	waitFor(t, 5*time.Second, "40 getppid events", func() bool { return c.slot(t, 0) >= n })
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
