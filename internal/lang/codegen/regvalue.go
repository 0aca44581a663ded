package codegen

import (
	"github.com/cilium/ebpf/asm"

	"sonde/internal/lang/types"
	"sonde/internal/probe/point"
)

// regValue reads args.NAME held in several registers, or in user memory
// at a register plus an offset (a Go parameter passed by Go's register
// ABI, or on the stack): it is copied to a zeroed stack slot, piece by
// piece from struct pt_regs or whole from memory, where it is a record
// (a scalar is loaded from there). A Go string is read instead: as many
// bytes as its length says (up to the string's size less its NUL) from
// the address its pointer holds.
func (f *fn) regValue(pf *point.Field, t *types.Type) val {
	rv := pf.Regs
	size := types.SlotSize(t)
	slot := f.alloc(size)
	f.zero(slot, size)
	buf := slot // where the pieces are, if in memory
	if rv.Mem {
		if rv.GoString {
			buf = f.alloc(rv.Size)
		}
		f.ctx(asm.R3)
		f.emit(asm.LoadMem(asm.R3, asm.R3, int16(rv.Base), asm.DWord), asm.Add.Imm(asm.R3, int32(rv.Offset)))
		f.stackPtr(asm.R1, buf)
		f.emit(asm.Mov.Imm(asm.R2, int32(rv.Size)))
		f.callChecked(asm.FnProbeReadUser)
		if !rv.GoString {
			if t.IsScalar() {
				return f.stackMember(slot, t)
			}
			return val{kind: vStack, off: slot}
		}
	}
	// piece loads piece i into dst.
	piece := func(dst asm.Register, i int) {
		if rv.Mem {
			off := buf + int16(rv.Pieces[i].Reg)
			f.emit(asm.LoadMem(dst, f.at(off), off, asm.DWord))
			return
		}
		f.ctx(asm.R1)
		f.emit(asm.LoadMem(dst, asm.R1, int16(rv.Pieces[i].Reg), asm.DWord))
	}
	if rv.GoString {
		n := f.reg()
		piece(n, 1)
		ok := f.newLabel()
		f.emit(asm.JLT.Imm(n, int32(t.Size), ok), asm.Mov.Imm(n, int32(t.Size-1)))
		f.label(ok)
		f.emit(asm.Add.Imm(n, 1))
		piece(asm.R3, 0)
		f.stackPtr(asm.R1, slot)
		f.emit(asm.Mov.Reg(asm.R2, n))
		f.free(n)
		f.readStr(true)
		return val{kind: vStack, off: slot}
	}
	r := f.reg()
	for i, pc := range rv.Pieces {
		off := slot + int16(pc.Offset)
		piece(r, i)
		f.emit(asm.StoreMem(f.at(off), off, r, sizeOf(pc.Size)))
	}
	f.free(r)
	if t.IsScalar() {
		return f.stackMember(slot, t) // a C scalar in pieces
	}
	return val{kind: vStack, off: slot}
}
