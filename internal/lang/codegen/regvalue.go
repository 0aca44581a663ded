package codegen

import (
	"github.com/cilium/ebpf/asm"

	"sonde/internal/lang/types"
	"sonde/internal/probe/point"
)

// regValue reads args.NAME held in several registers (a Go string,
// slice or struct passed by Go's register ABI): each piece is copied from
// struct pt_regs to its place in a zeroed stack slot, where the value is
// a record. A Go string is read instead: as many bytes as its length
// register says (up to the string's size less its NUL) from the address
// in its pointer register.
func (f *fn) regValue(pf *point.Field, t *types.Type) val {
	size := types.SlotSize(t)
	slot := f.alloc(size)
	f.zero(slot, size)
	ps := pf.Regs.Pieces
	if pf.Regs.GoString {
		n := f.reg()
		f.ctx(asm.R1)
		f.emit(asm.LoadMem(n, asm.R1, int16(ps[1].Reg), asm.DWord))
		ok := f.newLabel()
		f.emit(asm.JLT.Imm(n, int32(t.Size), ok), asm.Mov.Imm(n, int32(t.Size-1)))
		f.label(ok)
		f.emit(asm.Add.Imm(n, 1))
		f.ctx(asm.R1)
		f.emit(asm.LoadMem(asm.R3, asm.R1, int16(ps[0].Reg), asm.DWord))
		f.stackPtr(asm.R1, slot)
		f.emit(asm.Mov.Reg(asm.R2, n))
		f.free(n)
		f.readStr(true)
		return val{kind: vStack, off: slot}
	}
	r := f.reg()
	for _, pc := range ps {
		off := slot + int16(pc.Offset)
		f.ctx(asm.R1)
		f.emit(asm.LoadMem(r, asm.R1, int16(pc.Reg), asm.DWord),
			asm.StoreMem(f.at(off), off, r, sizeOf(pc.Size)))
	}
	f.free(r)
	return val{kind: vStack, off: slot}
}
