package bpf

import (
	"encoding/binary"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"
)

// A user stack sample is what an unwinder in user space needs to walk a
// stack the kernel cannot (code without frame pointers): the user
// registers it starts from and a copy of the stack above sp, as perf's
// --call-graph dwarf samples carry. dw_ustack sends one per evaluation
// through a ring buffer of its own, as long as the bytes copied; sonde
// unwinds it on arrival, while the process lives, with the binaries' DWARF
// call frame information.
const (
	SampleID    = 0  // u64: the sample's id (the value refers to it)
	SamplePid   = 8  // u64: the process
	SampleIP    = 16 // u64: the user instruction pointer
	SampleSP    = 24 // u64: the user stack pointer, the address of Data[0]
	SampleBP    = 32 // u64: the user frame pointer
	SampleLen   = 40 // u64: bytes of Data copied
	SampleData  = 48 // the stack from sp up
	SampleChunk = 512
	// DefaultSampleStack is the stack bytes a sample holds by default
	// (perf's default for --call-graph dwarf is 8192).
	DefaultSampleStack = 8192
)

// SampleSize is the size of a sample holding stack bytes of stack.
func SampleSize(stack int) int { return SampleData + stack }

// Sample is a decoded stack sample.
type Sample struct {
	ID         int64
	Pid        int
	IP, SP, BP uint64
	Stack      []byte
}

// DecodeSample decodes a sample record.
func DecodeSample(b []byte) (Sample, bool) {
	if len(b) < SampleData {
		return Sample{}, false
	}
	n := binary.LittleEndian.Uint64(b[SampleLen:])
	if n > uint64(len(b)-SampleData) {
		n = uint64(len(b) - SampleData)
	}
	return Sample{ID: int64(binary.LittleEndian.Uint64(b[SampleID:])), Pid: int(binary.LittleEndian.Uint64(b[SamplePid:])),
		IP: binary.LittleEndian.Uint64(b[SampleIP:]), SP: binary.LittleEndian.Uint64(b[SampleSP:]),
		BP: binary.LittleEndian.Uint64(b[SampleBP:]), Stack: b[SampleData : SampleData+n]}, true
}

// PtRegs are the offsets in struct pt_regs of the registers a sample
// takes.
type PtRegs struct{ IP, SP, BP int16 }

// CopyUserStack fills the sample at dst (a callee-saved register holding
// a map value's address, of SampleSize(stack) bytes) with the current
// task's user registers (bpf_task_pt_regs of bpf_get_current_task_btf:
// the user registers whatever the probe interrupted, kernel or user code)
// and up to stack bytes (a multiple of SampleChunk) of its user stack
// from sp, a chunk at a time until a chunk cannot be read (the top of the
// stack). tmp is a callee-saved register it may use.
func (b *Builder) CopyUserStack(dst, tmp asm.Register, stack int, regs PtRegs) {
	done := b.Fresh("ustack_copied")
	b.Emit(
		StoreImm(dst, SampleLen, 0, asm.DWord),
		StoreImm(dst, SampleIP, 0, asm.DWord),
		asm.FnGetCurrentTaskBtf.Call(),
		asm.Mov.Reg(asm.R1, asm.R0),
		asm.FnTaskPtRegs.Call(),
		asm.Mov.Reg(tmp, asm.R0),
	)
	for _, r := range []struct{ to, from int16 }{{SampleIP, regs.IP}, {SampleSP, regs.SP}, {SampleBP, regs.BP}} {
		b.Addr(asm.R1, dst, r.to)
		b.Emit(asm.Mov.Imm(asm.R2, 8), asm.Mov.Reg(asm.R3, tmp), asm.Add.Imm(asm.R3, int32(r.from)),
			asm.FnProbeReadKernel.Call(), asm.JNE.Imm(asm.R0, 0, done))
	}
	for i := 0; i < stack/SampleChunk; i++ {
		b.Addr(asm.R1, dst, int16(SampleData+i*SampleChunk))
		b.Emit(
			asm.Mov.Imm(asm.R2, SampleChunk),
			asm.LoadMem(asm.R3, dst, SampleSP, asm.DWord),
			asm.Add.Imm(asm.R3, int32(i*SampleChunk)),
			asm.FnProbeReadUser.Call(),
			asm.JNE.Imm(asm.R0, 0, done),
			StoreImm(dst, SampleLen, int64((i+1)*SampleChunk), asm.DWord),
		)
	}
	b.Label(done)
	b.Emit(Nop())
}

// SampleMaps are the maps stack samples need: a per-CPU array of one
// slot to build a sample in (with a u64 sequence number after it, for the
// samples' ids), and the ring buffer of ringBytes that carries them.
func SampleMaps(scratch, ring string, stack, ringBytes int) []*ebpf.MapSpec {
	return []*ebpf.MapSpec{
		{Name: scratch, Type: ebpf.PerCPUArray, KeySize: 4, ValueSize: uint32(SampleSize(stack)) + 8, MaxEntries: 1},
		{Name: ring, Type: ebpf.RingBuf, MaxEntries: uint32(ringBytes)},
	}
}

// SendUserStack takes a sample under a fresh id (the CPU in the top 16
// bits, a per-CPU sequence number below), sends it, as long as the stack
// copied, through the ring buffer named ring, and stores the id at
// base+out, or -1 when no sample could be sent: the ring buffer full,
// counted in slot 0 of the per-CPU array lost (see CountLost). key is 8
// bytes of stack at base; dst and tmp are callee-saved registers.
func (b *Builder) SendUserStack(scratch, ring, lost string, stack int, regs PtRegs, base asm.Register, key, out int16, dst, tmp asm.Register) {
	done, full := b.Fresh("ustack_sent"), b.Fresh("ustack_lost")
	b.Emit(StoreImm(base, out, -1, asm.DWord))
	b.LookupSlot(scratch, 0, base, key)
	b.Emit(asm.JEq.Imm(asm.R0, 0, done), asm.Mov.Reg(dst, asm.R0))
	seq := int16(SampleSize(stack))
	b.Emit(
		asm.LoadMem(asm.R1, dst, seq, asm.DWord),
		asm.Add.Imm(asm.R1, 1),
		asm.StoreMem(dst, seq, asm.R1, asm.DWord),
		asm.FnGetSmpProcessorId.Call(),
		asm.LSh.Imm(asm.R0, 48),
		asm.LoadMem(asm.R1, dst, seq, asm.DWord),
		asm.Or.Reg(asm.R0, asm.R1),
		asm.StoreMem(dst, SampleID, asm.R0, asm.DWord),
		asm.FnGetCurrentPidTgid.Call(),
		asm.RSh.Imm(asm.R0, 32),
		asm.StoreMem(dst, SamplePid, asm.R0, asm.DWord),
	)
	b.CopyUserStack(dst, tmp, stack, regs)
	b.Emit(
		MapPtr(asm.R1, ring),
		asm.Mov.Reg(asm.R2, dst),
		asm.LoadMem(asm.R3, dst, SampleLen, asm.DWord),
		asm.JGT.Imm(asm.R3, int32(stack), done),
		asm.Add.Imm(asm.R3, SampleData),
		asm.Mov.Imm(asm.R4, NoWakeup),
		asm.FnRingbufOutput.Call(),
		asm.JNE.Imm(asm.R0, 0, full),
		asm.LoadMem(asm.R1, dst, SampleID, asm.DWord),
		asm.StoreMem(base, out, asm.R1, asm.DWord),
		asm.Ja.Label(done),
	)
	b.Label(full)
	b.CountLost(lost, 0, base, key, done)
}
