package bpf

import (
	"fmt"

	"github.com/cilium/ebpf/asm"
)

// Builder appends the instructions of one program (or of one function of
// it). A label names the next instruction emitted; code after an
// unconditional jump or exit is dropped until the next label, since the
// verifier refuses unreachable instructions.
type Builder struct {
	Insns asm.Instructions
	// Name prefixes fresh labels: Name_L1, Name_L2, ...
	Name string
	// Labels counts the fresh labels made so far.
	Labels int
	// Annotate, when set, sees each instruction as it is appended (first:
	// it is the first of Insns) and returns it, for example with its
	// source line.
	Annotate func(ins asm.Instruction, first bool) asm.Instruction
	// Stack is the bytes of stack in use below R10, MaxStack the most used.
	Stack, MaxStack int
	// Keep is a callee-saved register Reg never hands out (0: none).
	Keep asm.Register

	pending []string
	dead    bool
	regs    [4]bool // R6..R9 in use
}

// Emit appends instructions.
func (b *Builder) Emit(ins ...asm.Instruction) {
	for _, in := range ins {
		if b.dead && len(b.pending) == 0 {
			continue // unreachable until the next label
		}
		for len(b.pending) > 1 {
			// Several labels on one spot: each but the last gets a no-op.
			b.Insns = append(b.Insns, Nop().WithSymbol(b.pending[0]))
			b.pending = b.pending[1:]
		}
		if len(b.pending) == 1 {
			in = in.WithSymbol(b.pending[0])
			b.pending = nil
		}
		if b.Annotate != nil {
			in = b.Annotate(in, len(b.Insns) == 0)
		}
		b.Insns = append(b.Insns, in)
		op := in.OpCode
		b.dead = op.JumpOp() == asm.Exit || op.JumpOp() == asm.Ja && op.Class() == asm.JumpClass && in.Offset != 0
	}
}

// Label names the next instruction emitted.
func (b *Builder) Label(l string) {
	b.pending = append(b.pending, l)
	b.dead = false
}

// NewLabel returns a label name not used before in this program.
func (b *Builder) NewLabel() string {
	b.Labels++
	return fmt.Sprintf("%s_L%d", b.Name, b.Labels)
}

// Fresh returns a label name not used before, starting with prefix.
func (b *Builder) Fresh(prefix string) string {
	b.Labels++
	return fmt.Sprintf("%s_L%d", prefix, b.Labels)
}

// Referenced reports whether a jump to label l was emitted.
func (b *Builder) Referenced(l string) bool {
	for _, ins := range b.Insns {
		if ins.Reference() == l {
			return true
		}
	}
	return false
}

// Sub returns a builder for another function of the same program (a
// callback): an empty instruction stream that goes on with this one's
// label numbers, stack and annotation.
func (b *Builder) Sub() Builder {
	return Builder{Name: b.Name, Labels: b.Labels, Annotate: b.Annotate, Stack: b.Stack, MaxStack: b.MaxStack, Keep: b.Keep}
}

// Alloc reserves n bytes of stack (8-aligned) and returns their offset
// from R10. The caller checks MaxStack against its limit.
func (b *Builder) Alloc(n int) int16 {
	b.Stack += (n + 7) &^ 7
	b.MaxStack = max(b.MaxStack, b.Stack)
	return int16(-b.Stack)
}

var calleeSaved = [4]asm.Register{asm.R6, asm.R7, asm.R8, asm.R9}

// Reg allocates a callee-saved register; ok is false when none is free.
func (b *Builder) Reg() (r asm.Register, ok bool) {
	for i, used := range b.regs {
		if !used && calleeSaved[i] != b.Keep {
			b.regs[i] = true
			return calleeSaved[i], true
		}
	}
	return 0, false
}

// FreeRegs is the number of callee-saved registers Reg can still hand out.
func (b *Builder) FreeRegs() int {
	n := 0
	for i, used := range b.regs {
		if !used && calleeSaved[i] != b.Keep {
			n++
		}
	}
	return n
}

// Free returns a register from Reg.
func (b *Builder) Free(r asm.Register) {
	for i, t := range calleeSaved {
		if t == r {
			b.regs[i] = false
		}
	}
}

// Nop is a jump to the next instruction: a place for a label that would
// otherwise fall at the end of a block.
func Nop() asm.Instruction {
	return asm.Instruction{OpCode: asm.OpCode(asm.JumpClass).SetJumpOp(asm.Ja)}
}

// StoreImm stores an immediate, sign-extended from 32 bits for DWord:
// asm.StoreImm refuses DWord, which the kernel accepts.
func StoreImm(dst asm.Register, off int16, v int64, size asm.Size) asm.Instruction {
	return asm.Instruction{OpCode: asm.StoreImmOp(size), Dst: dst, Offset: off, Constant: v}
}

// MapPtr loads the address of the map named name (in the program's
// CollectionSpec) into dst.
func MapPtr(dst asm.Register, name string) asm.Instruction {
	return asm.LoadMapPtr(dst, 0).WithReference(name)
}

// StoreImm64 is *(u64 *)(dst + off) = v, sign-extended.
func StoreImm64(dst asm.Register, off int16, v int32) asm.Instruction {
	return StoreImm(dst, off, int64(v), asm.DWord)
}

// LoadBTFVar loads the address of the kernel variable whose BTF ID in
// vmlinux is id into dst (BPF_PSEUDO_BTF_ID): for a per-CPU variable, what
// bpf_this_cpu_ptr and bpf_per_cpu_ptr take.
func LoadBTFVar(dst asm.Register, id uint32) asm.Instruction {
	ins := asm.LoadImm(dst, int64(id), asm.DWord)
	ins.Src = asm.R3 // BPF_PSEUDO_BTF_ID
	return ins
}

// KfuncCall calls the kernel function whose BTF ID in vmlinux is id (a
// kfunc, BPF_PSEUDO_KFUNC_CALL): its arguments in R1-R5, its result in R0,
// as a helper's. The caller finds id in the kernel's BTF; the kernel
// refuses the call where the function is not a kfunc for the program's
// type.
func KfuncCall(id uint32) asm.Instruction {
	return asm.Instruction{OpCode: asm.OpCode(asm.JumpClass).SetJumpOp(asm.Call), Src: asm.PseudoKfuncCall, Constant: int64(id)}
}
