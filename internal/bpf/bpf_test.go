package bpf

import (
	"errors"
	"testing"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"

	"sonde/internal/testutil"
)

func TestBuilderLabelsAndDeadCode(t *testing.T) {
	b := &Builder{Name: "p"}
	l1, l2 := b.NewLabel(), b.Fresh("x")
	if l1 != "p_L1" || l2 != "x_L2" {
		t.Fatalf("labels %q %q", l1, l2)
	}
	b.Emit(asm.Ja.Label(l1), asm.Mov.Imm(asm.R0, 1)) // unreachable: dropped
	b.Label(l1)
	b.Label(l2)
	b.Emit(asm.Mov.Imm(asm.R0, 0), asm.Return(), asm.Mov.Imm(asm.R0, 2))
	if len(b.Insns) != 4 {
		t.Fatalf("got %d instructions, want 4:\n%v", len(b.Insns), b.Insns)
	}
	if b.Insns[1].Symbol() != l1 || b.Insns[1].OpCode != Nop().OpCode || b.Insns[2].Symbol() != l2 {
		t.Errorf("labels not placed:\n%v", b.Insns)
	}
	if !b.Referenced(l1) || b.Referenced(l2) {
		t.Errorf("Referenced wrong")
	}
}

func TestBuilderRegsAndStack(t *testing.T) {
	b := &Builder{Keep: asm.R9}
	var got []asm.Register
	for {
		r, ok := b.Reg()
		if !ok {
			break
		}
		got = append(got, r)
	}
	if len(got) != 3 || b.FreeRegs() != 0 {
		t.Fatalf("registers %v", got)
	}
	b.Free(asm.R7)
	if r, _ := b.Reg(); r != asm.R7 {
		t.Errorf("freed R7, got %v", r)
	}
	if off := b.Alloc(3); off != -8 {
		t.Errorf("Alloc(3) = %d", off)
	}
	if off := b.Alloc(16); off != -24 || b.MaxStack != 24 {
		t.Errorf("Alloc(16) = %d, max %d", off, b.MaxStack)
	}
}

// TestLoad loads a collection whose program counts into a map by name, and
// one the verifier refuses, which must name the refused instruction.
func TestLoad(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	b := &Builder{Name: "ok"}
	b.RingReserve("ring", 8, b.NewLabel(), "out", func() { b.CountLost("lost", 0, asm.RFP, -8, b.NewLabel()) })
	b.RingSubmit(asm.R0, NoWakeup)
	b.Return0("out")
	bad := asm.Instructions{asm.Mov.Imm(asm.R0, 0), asm.Mov.Reg(asm.R0, asm.R5), asm.Return()}
	spec := &ebpf.CollectionSpec{
		Maps: map[string]*ebpf.MapSpec{
			"ring": {Type: ebpf.RingBuf, MaxEntries: 4096},
			"lost": {Type: ebpf.PerCPUArray, KeySize: 4, ValueSize: 8, MaxEntries: 1},
		},
		Programs: map[string]*ebpf.ProgramSpec{"ok": {Type: ebpf.Kprobe, License: "GPL", Instructions: b.Insns}},
	}
	for _, parallel := range []bool{false, true} {
		coll, err := Load(spec, Options{Parallel: parallel})
		if err != nil {
			t.Fatal(err)
		}
		r, err := OpenRing(coll.Maps["ring"])
		if err != nil {
			t.Fatal(err)
		}
		r.Close()
		if n := SumPerCPU(coll.Maps["lost"], 0); n != 0 {
			t.Errorf("lost = %d", n)
		}
		coll.Close()
	}
	spec.Programs["bad"] = &ebpf.ProgramSpec{Type: ebpf.Kprobe, License: "GPL", Instructions: bad}
	_, err := Load(spec, Options{Parallel: true})
	var ve *VerifierError
	if !errors.As(err, &ve) {
		t.Fatalf("want a VerifierError, got %v", err)
	}
	if ve.Program != "bad" || ve.Insn != 1 {
		t.Errorf("refused %s at %d, want bad at 1; log %q", ve.Program, ve.Insn, ve.Log)
	}
	if !Available() {
		t.Error("Available() = false")
	}
}
