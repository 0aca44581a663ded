package probe

import (
	"encoding/binary"
	"os"
	"runtime"
	"testing"
	"time"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"
	"github.com/cilium/ebpf/ringbuf"
	"golang.org/x/sys/unix"

	"sonde/internal/probe/point"
	"sonde/internal/testutil"
)

func TestBeginEndExpand(t *testing.T) {
	for _, tc := range []struct {
		attach, provider string
		trigger          point.Trigger
	}{
		{"BEGIN", "BEGIN", point.TriggerBegin},
		{"begin", "BEGIN", point.TriggerBegin},
		{"END", "END", point.TriggerEnd},
		{"end", "END", point.TriggerEnd},
	} {
		p, ts, err := Resolve(tc.attach, AttachOptions{})
		if err != nil || len(ts) != 1 {
			t.Fatalf("Resolve(%s) = %v, %v", tc.attach, ts, err)
		}
		if ts[0].Provider != tc.provider || ts[0].Name != tc.attach {
			t.Errorf("Resolve(%s) = %+v", tc.attach, ts[0])
		}
		ctx, err := p.Context(ts[0], RunningKernel)
		if err != nil || ctx.ProgType != ebpf.RawTracepoint || ctx.Trigger != tc.trigger || ctx.ArgN != point.ArgsNone {
			t.Errorf("%s context = %+v, %v", tc.attach, ctx, err)
		}
		c, err := p.Attach(ts[0], nil, AttachOptions{})
		if err != nil || c.Close() != nil {
			t.Errorf("%s attach: %v", tc.attach, err)
		}
	}
	for _, bad := range []string{"BEGIN:x", "Begin"} {
		if _, ts, err := Resolve(bad, AttachOptions{}); err == nil {
			t.Errorf("Resolve(%s) = %v, want error", bad, ts)
		}
	}
}

// TestBeginRunsInCaller proves what the runtime relies on for BEGIN and END:
// a raw tracepoint program run with BPF_PROG_TEST_RUN executes in the calling
// thread (bpf_get_current_pid_tgid is our pid and tid) and can write to a
// ring buffer.
func TestBeginRunsInCaller(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	rb, err := ebpf.NewMap(&ebpf.MapSpec{Type: ebpf.RingBuf, MaxEntries: 4096})
	if err != nil {
		t.Fatal(err)
	}
	defer rb.Close()
	prog, err := ebpf.NewProgram(&ebpf.ProgramSpec{
		Type: ebpf.RawTracepoint,
		Instructions: asm.Instructions{
			asm.FnGetCurrentPidTgid.Call(),
			asm.StoreMem(asm.RFP, -8, asm.R0, asm.DWord),
			asm.LoadMapPtr(asm.R1, rb.FD()),
			asm.Mov.Reg(asm.R2, asm.RFP),
			asm.Add.Imm(asm.R2, -8),
			asm.Mov.Imm(asm.R3, 8),
			asm.Mov.Imm(asm.R4, 0),
			asm.FnRingbufOutput.Call(),
			asm.Return(), // returns bpf_ringbuf_output's result: 0 on success
		},
		License: "GPL",
	})
	if err != nil {
		t.Fatal(err)
	}
	defer prog.Close()
	rd, err := ringbuf.NewReader(rb)
	if err != nil {
		t.Fatal(err)
	}
	defer rd.Close()

	runtime.LockOSThread()
	tid := unix.Gettid()
	ret, err := prog.Run(&ebpf.RunOptions{})
	runtime.UnlockOSThread()
	if err != nil {
		t.Fatal(err)
	}
	if ret != 0 {
		t.Fatalf("bpf_ringbuf_output returned %d", int32(ret))
	}
	rd.SetDeadline(time.Now().Add(5 * time.Second))
	rec, err := rd.Read()
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.RawSample) != 8 {
		t.Fatalf("record of %d bytes", len(rec.RawSample))
	}
	v := binary.NativeEndian.Uint64(rec.RawSample)
	if pid, gotTid := int(v>>32), int(uint32(v)); pid != os.Getpid() || gotTid != tid {
		t.Errorf("program saw pid %d tid %d, want pid %d tid %d", pid, gotTid, os.Getpid(), tid)
	}
}
