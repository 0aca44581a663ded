package bpf

import (
	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"
)

// Stack traces by id (bpf_get_stackid). The kernel's stack map keeps the
// first stack of each hash bucket and refuses the others (-EEXIST), which
// would lose every sample of a stack whose bucket was taken, more so the
// more processes (each with its own addresses) are sampled: StackID puts
// such a stack into an overflow map, its id marked with StackOverflowBit,
// and ReadStack reads it from there.

// StackOverflowBit marks an id of the overflow map. Ids are below the
// maps' sizes, so a marked id is still a positive 32-bit number.
const StackOverflowBit = 1 << 30

// StackMaps are the stack map named stacks, of entries stacks of depth
// frames, and its overflow map, a quarter of its size (64 at least).
func StackMaps(stacks, overflow string, entries, depth int) []*ebpf.MapSpec {
	return []*ebpf.MapSpec{
		{Name: stacks, Type: ebpf.StackTrace, KeySize: 4, ValueSize: uint32(8 * depth), MaxEntries: uint32(entries)},
		{Name: overflow, Type: ebpf.StackTrace, KeySize: 4, ValueSize: uint32(8 * depth), MaxEntries: uint32(max(entries/4, 64))},
	}
}

// StackID leaves in R0 the id of the current stack (flags: 0 for the
// kernel's, BPF_F_USER_STACK for the user's) in the maps of StackMaps;
// ctx loads the program's context into its register. R0 < 0: no stack
// (the error bpf_get_stackid returned).
func (b *Builder) StackID(ctx func(asm.Register), stacks, overflow string, flags int32) {
	done := b.NewLabel()
	ctx(asm.R1)
	b.Emit(MapPtr(asm.R2, stacks), asm.Mov.Imm(asm.R3, flags), asm.FnGetStackid.Call(),
		asm.JNE.Imm(asm.R0, -17, done)) // -EEXIST
	ctx(asm.R1)
	b.Emit(MapPtr(asm.R2, overflow), asm.Mov.Imm(asm.R3, flags), asm.FnGetStackid.Call(),
		asm.JSLT.Imm(asm.R0, 0, done), asm.Or.Imm(asm.R0, StackOverflowBit))
	b.Label(done)
}

// ReadStack is the stack of id, a StackID, from the maps of StackMaps
// (depth frames each): its addresses, leaf first, or nil when id is
// negative or not there.
func ReadStack(stacks, overflow *ebpf.Map, id int64, depth int) []uint64 {
	m := stacks
	if id >= 0 && id&StackOverflowBit != 0 {
		m, id = overflow, id&^StackOverflowBit
	}
	if id < 0 || m == nil {
		return nil
	}
	ips := make([]uint64, depth)
	if m.Lookup(uint32(id), ips) != nil {
		return nil
	}
	for i, ip := range ips {
		if ip == 0 {
			if i == 0 {
				return nil
			}
			return ips[:i:i]
		}
	}
	return ips
}
