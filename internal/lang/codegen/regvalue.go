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
		f.goStr(slot, t.Size, piece)
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

// goStr reads a Go string into the zeroed slot of size bytes: as many
// bytes as its length (header word 1) says, up to size less its NUL,
// from the user memory its pointer (word 0) points to. header loads word
// i of the string's header into dst.
func (f *fn) goStr(slot int16, size int, header func(dst asm.Register, i int)) {
	n := f.reg()
	header(n, 1)
	ok := f.newLabel()
	f.emit(asm.JLT.Imm(n, int32(size), ok), asm.Mov.Imm(n, int32(size-1)))
	f.label(ok)
	f.emit(asm.Add.Imm(n, 1))
	header(asm.R3, 0)
	f.stackPtr(asm.R1, slot)
	f.emit(asm.Mov.Reg(asm.R2, n))
	f.free(n)
	f.readStr(true)
}

// goString reads the Go string whose header v is (a record copied to
// the stack, or at an address in user or kernel memory: a Go string
// field of a struct, an element of a slice) as a string of type t.
func (f *fn) goString(v val, t *types.Type) val {
	hdr := v.off
	if v.kind != vStack {
		r := f.toReg(v)
		hdr = f.alloc(16)
		f.copyIn(f.at(hdr), hdr, 16, val{kind: vReg, reg: r, user: v.user}, 16)
	}
	size := types.SlotSize(t)
	slot := f.alloc(size)
	f.zero(slot, size)
	f.goStr(slot, t.Size, func(dst asm.Register, i int) {
		off := hdr + int16(8*i)
		f.emit(asm.LoadMem(dst, f.at(off), off, asm.DWord))
	})
	return val{kind: vStack, off: slot}
}
