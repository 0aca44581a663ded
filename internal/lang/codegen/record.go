package codegen

import (
	"github.com/cilium/ebpf/asm"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/types"
)

// tupleEqual compares two tuples or records (== or !=), element by
// element as the checker paired them: records by name, integers as their
// 64-bit slots, strings up to their NUL, the rest byte for byte.
func (f *fn) tupleEqual(e *ast.BinaryExpr, xt, yt *types.Type) val {
	a := f.expr(e.X)
	b := f.expr(e.Y)
	r := f.reg()
	differ, end := f.newLabel(), f.newLabel()
	f.elemsEqual(a.off, xt, b.off, yt, differ)
	return f.equality(e.Op, r, differ, end)
}

// elemsEqual jumps to differ unless the tuples at stack offsets a and b
// are equal; it falls through when they are.
func (f *fn) elemsEqual(a int16, at *types.Type, b int16, bt *types.Type, differ string) {
	aoffs, boffs := types.TupleOffsets(at), types.TupleOffsets(bt)
	for i := range at.Fields {
		j := i
		if at.Named() && bt.Named() {
			j = bt.FieldIndex(at.Fields[i].Name)
		}
		x, y := at.Fields[i].Type, bt.Fields[j].Type
		xo, yo := a+int16(aoffs[i]), b+int16(boffs[j])
		switch {
		case x.Kind == types.Tuple:
			f.elemsEqual(xo, x, yo, y, differ)
		case x.Kind == types.String:
			f.strEqualAt(xo, x.Size, yo, y.Size, differ)
		default:
			for k := 0; k < types.SlotSize(x); k += 8 {
				f.emit(asm.LoadMem(asm.R1, f.at(xo+int16(k)), xo+int16(k), asm.DWord),
					asm.LoadMem(asm.R2, f.at(yo+int16(k)), yo+int16(k), asm.DWord),
					asm.JNE.Reg(asm.R1, asm.R2, differ))
			}
		}
	}
}

// strEqualAt jumps to differ unless the strings of bounds an and bn at
// stack offsets a and b are equal up to their NUL.
func (f *fn) strEqualAt(a int16, an int, b int16, bn int, differ string) {
	n := min(an, bn)
	same := f.newLabel()
	for i := 0; i < n; i++ {
		f.emit(asm.LoadMem(asm.R1, f.at(a+int16(i)), a+int16(i), asm.Byte),
			asm.LoadMem(asm.R2, f.at(b+int16(i)), b+int16(i), asm.Byte),
			asm.JNE.Reg(asm.R1, asm.R2, differ))
		if i < n-1 {
			f.emit(asm.JEq.Imm(asm.R1, 0, same))
		}
	}
	if an != bn {
		longer := a
		if bn > an {
			longer = b
		}
		f.emit(asm.LoadMem(asm.R1, f.at(longer+int16(n)), longer+int16(n), asm.Byte),
			asm.JNE.Imm(asm.R1, 0, differ))
	}
	f.label(same)
	f.emit(nop())
}
