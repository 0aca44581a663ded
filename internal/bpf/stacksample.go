package bpf

import (
	"encoding/binary"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"
)

// A user stack sample is what an unwinder in user space needs to walk a
// stack the kernel cannot (code without frame pointers): the user
// registers it starts from and a copy of the stack above sp, as perf's
// --call-graph dwarf samples carry. dw_ustack keeps one per evaluation in
// a map; sonde unwinds it with the binaries' DWARF call frame information.
const (
	SampleIP    = 0  // u64: the user instruction pointer
	SampleSP    = 8  // u64: the user stack pointer, the address of Data[0]
	SampleBP    = 16 // u64: the user frame pointer
	SampleLen   = 24 // u64: bytes of Data copied
	SampleData  = 32 // the stack from sp up
	SampleChunk = 512
	// DefaultSampleStack is the stack bytes a sample holds by default
	// (perf's default for --call-graph dwarf is 8192).
	DefaultSampleStack = 8192
)

// SampleSize is the size of a sample holding stack bytes of stack.
func SampleSize(stack int) int { return SampleData + stack }

// Sample is a decoded stack sample.
type Sample struct {
	IP, SP, BP uint64
	Stack      []byte
}

// DecodeSample decodes a sample read from its map.
func DecodeSample(b []byte) (Sample, bool) {
	if len(b) < SampleData {
		return Sample{}, false
	}
	n := binary.LittleEndian.Uint64(b[SampleLen:])
	if n > uint64(len(b)-SampleData) {
		n = uint64(len(b) - SampleData)
	}
	return Sample{IP: binary.LittleEndian.Uint64(b[SampleIP:]), SP: binary.LittleEndian.Uint64(b[SampleSP:]),
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
// slot to build a sample in (with a u64 sequence number after it, for
// the samples' ids), and an LRU hash of the last entries samples by id.
func SampleMaps(scratch, samples string, stack, entries int) []*ebpf.MapSpec {
	size := uint32(SampleSize(stack))
	return []*ebpf.MapSpec{
		{Name: scratch, Type: ebpf.PerCPUArray, KeySize: 4, ValueSize: size + 8, MaxEntries: 1},
		{Name: samples, Type: ebpf.LRUHash, KeySize: 8, ValueSize: size, MaxEntries: uint32(entries)},
	}
}

// SaveUserStack takes a sample into the map samples under a fresh id
// (the CPU in the top 16 bits, a per-CPU sequence number below) and
// stores the id at base+out, or -1 when no sample could be taken. key is
// 8 bytes of stack at base; dst and tmp are callee-saved registers.
func (b *Builder) SaveUserStack(scratch, samples string, stack int, regs PtRegs, base asm.Register, key, out int16, dst, tmp asm.Register) {
	done := b.Fresh("ustack_saved")
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
		asm.StoreMem(base, key, asm.R0, asm.DWord),
	)
	b.CopyUserStack(dst, tmp, stack, regs)
	b.Emit(MapPtr(asm.R1, samples))
	b.Addr(asm.R2, base, key)
	b.Emit(asm.Mov.Reg(asm.R3, dst), asm.Mov.Imm(asm.R4, 0), asm.FnMapUpdateElem.Call(), asm.JNE.Imm(asm.R0, 0, done),
		asm.LoadMem(asm.R1, base, key, asm.DWord), asm.StoreMem(base, out, asm.R1, asm.DWord))
	b.Label(done)
	b.Emit(Nop())
}
