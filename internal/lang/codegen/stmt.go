package codegen

import (
	"github.com/cilium/ebpf/asm"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/types"
)

func (f *fn) block(b *ast.Block) {
	for _, s := range b.Stmts {
		f.stmt(s)
	}
}

func (f *fn) stmt(s ast.Stmt) {
	saved, savedScratch, savedErr := f.Stack, f.scratchTop, f.errSpan
	defer func() { f.Stack, f.scratchTop, f.errSpan = saved, savedScratch, savedErr }()
	f.pos = span(s)
	f.errSpan = span(s)
	switch s := s.(type) {
	case *ast.Block:
		f.block(s)
	case *ast.ExprStmt:
		v := f.expr(s.X)
		f.release(v)
	case *ast.AssignStmt:
		f.assign(s)
	case *ast.LetStmt:
		if s.Value != nil {
			f.storeVar(f.in.Slot(s.Var), f.expr(s.Value), f.in.Types[s.Value])
		} else if t, ok := f.in.Vars[f.in.Slot(s.Var)]; ok {
			f.zero(f.vars[f.in.Slot(s.Var)], types.SlotSize(t)) // let $x; is 0 each time it runs
		}
	case *ast.IfStmt:
		els, end := f.newLabel(), f.newLabel()
		r := f.scalar(s.Cond)
		f.emit(asm.JEq.Imm(r, 0, els))
		f.free(r)
		f.block(s.Then)
		if s.Else != nil {
			f.emit(asm.Ja.Label(end))
		}
		f.label(els)
		if s.Else != nil {
			f.stmt(s.Else)
			f.label(end)
		}
	case *ast.UnrollStmt:
		n, _ := f.constInt(s.Count)
		for i := int64(0); i < n; i++ {
			f.block(s.Body)
		}
	case *ast.WhileStmt:
		top, end := f.newLabel(), f.newLabel()
		f.label(top)
		f.pos = span(s.Cond)
		r := f.scalar(s.Cond)
		f.emit(asm.JEq.Imm(r, 0, end))
		f.free(r)
		f.loops = append(f.loops, loop{cont: top, brk: end})
		f.block(s.Body)
		f.loops = f.loops[:len(f.loops)-1]
		f.emit(asm.Ja.Label(top))
		f.label(end)
	case *ast.ForStmt:
		if s.Map != nil {
			f.forMap(s)
			f.fnReturnedInLoop()
			return
		}
		if f.rangeByHelper(s) {
			f.forRange(s)
			f.fnReturnedInLoop()
			return
		}
		// for ($i : lo..hi): $i = lo; while ($i < hi) { body; $i++ }
		off := f.vars[f.in.Slot(s.Var)]
		lo := f.scalar(s.Lo)
		f.emit(asm.StoreMem(f.at(off), off, lo, asm.DWord))
		f.free(lo)
		hi := f.scalar(s.Hi)
		hiOff := f.alloc(8)
		f.emit(asm.StoreMem(f.at(hiOff), hiOff, hi, asm.DWord))
		f.free(hi)
		top, next, end := f.newLabel(), f.newLabel(), f.newLabel()
		f.label(top)
		f.emit(asm.LoadMem(asm.R1, f.at(off), off, asm.DWord),
			asm.LoadMem(asm.R2, f.at(hiOff), hiOff, asm.DWord),
			asm.JSGE.Reg(asm.R1, asm.R2, end))
		f.loops = append(f.loops, loop{cont: next, brk: end})
		f.block(s.Body)
		f.loops = f.loops[:len(f.loops)-1]
		f.label(next)
		f.emit(asm.LoadMem(asm.R1, f.at(off), off, asm.DWord), asm.Add.Imm(asm.R1, 1),
			asm.StoreMem(f.at(off), off, asm.R1, asm.DWord), asm.Ja.Label(top))
		f.label(end)
	case *ast.JumpStmt:
		switch s.Kind {
		case "return":
			if len(f.fnFrames) > 0 {
				f.fnReturn(s)
				break
			}
			if s.Value == nil {
				f.emit(asm.Ja.Label(f.exitLbl))
				break
			}
			if f.inCallback {
				f.fail(s, "return with a value inside a loop is not supported")
			}
			r := f.scalar(s.Value)
			f.emit(asm.Mov.Reg(asm.R0, r))
			f.free(r)
			f.emit(verdictRange()...)
			if f.retLbl == "" {
				f.retLbl = f.newLabel()
			}
			f.emit(asm.Ja.Label(f.retLbl))
		case "break":
			f.emit(asm.Ja.Label(f.loops[len(f.loops)-1].brk))
		case "continue":
			f.emit(asm.Ja.Label(f.loops[len(f.loops)-1].cont))
		}
	default:
		f.fail(s, "unsupported statement")
	}
}

func (f *fn) assign(s *ast.AssignStmt) {
	switch lhs := s.LHS.(type) {
	case *ast.VarExpr:
		t := f.in.Vars[f.in.Slot(lhs)]
		if f.compat017 && t.Kind == types.Int && f.assignVar017(lhs, s, t) {
			return
		}
		if s.Op != "=" {
			off := f.vars[f.in.Slot(lhs)]
			r := f.reg()
			f.emit(asm.LoadMem(r, f.at(off), off, asm.DWord))
			y := f.scalar(s.RHS)
			f.scaleByElem(y, t)
			f.arith(s.Op[:len(s.Op)-1], r, y, t.Signed)
			f.free(y)
			if t.Kind == types.Int {
				f.extend(r, t.Size, t.Signed) // wraps at the variable's width
			}
			f.emit(asm.StoreMem(f.at(off), off, r, asm.DWord))
			f.free(r)
			return
		}
		f.storeVar(f.in.Slot(lhs), f.expr(s.RHS), f.in.Types[s.RHS])
	case *ast.MapExpr:
		m := f.out.MapByName[lhs.Name]
		// Where bpftrace reports a failed update (-k): the aggregation's
		// call, the whole of a compound assignment, the "=" of others.
		if call, ok := s.RHS.(*ast.CallExpr); ok && s.Op == "=" {
			if c := f.in.Calls[call]; c != nil && c.Agg != types.AggNone {
				f.errSpan = span(call)
				f.aggregate(m, lhs, call, c.Agg)
				return
			}
		}
		f.errSpan = s.OpSpan
		if s.Op != "=" {
			f.errSpan = span(s)
			y := f.scalar(s.RHS)
			f.scaleByElem(y, m.Map.Value)
			f.free(f.mapAdd(m, lhs, y, s.Op[:len(s.Op)-1], span(lhs)))
			f.free(y)
			return
		}
		v := f.expr(s.RHS)
		f.mapStore(m, lhs, v, f.in.Types[s.RHS])
	default:
		f.fail(s, "cannot assign to this expression")
	}
}

// assignVar017 does s, an assignment to integer variable v of type t
// (its first assignment's: the checker does not widen it under
// --compat=0.17), as bpftrace 0.17 does, and reports whether it did.
// 0.17 stores the value with the width of its type into the variable's:
// a narrower integer overwrites the low bytes only ($x = -1; $x =
// (uint8)7 is -249), one of the same width takes the variable's sign, and
// a wider one (any literal, or op=, whose result is an int64, into a
// variable narrower than 64 bits) would write past it, which LLVM drops:
// the variable keeps its value.
func (f *fn) assignVar017(v *ast.VarExpr, s *ast.AssignStmt, t *types.Type) bool {
	vt := f.in.Types[s.RHS]
	if vt == nil || vt.Kind != types.Int {
		return false
	}
	size := vt.Size
	if s.Op != "=" {
		size = 8
	}
	if size == t.Size && (s.Op != "=" || vt.Signed == t.Signed) {
		return false // as any store
	}
	r := f.scalar(s.RHS)
	defer f.free(r)
	off := f.vars[f.in.Slot(v)]
	switch {
	case size > t.Size:
		// dropped; the value is still computed, for what it does
	case size < t.Size:
		f.emit(asm.StoreMem(f.at(off), off, r, sizeOf(size)))
	default:
		f.extend(r, t.Size, t.Signed)
		f.emit(asm.StoreMem(f.at(off), off, r, asm.DWord))
	}
	return true
}

// storeVar stores v (of type t) into a scratch variable's slot.
func (f *fn) storeVar(name string, v val, t *types.Type) {
	off := f.vars[name]
	vt := f.in.Vars[name]
	f.storeSlot(off, vt, v, t)
}

// storeSlot stores value v (of type t) into a stack slot of type dst at off.
func (f *fn) storeSlot(off int16, dst *types.Type, v val, t *types.Type) {
	f.storeAt(f.at(off), off, dst, v, t)
}

// storeAt stores value v (of type t) into a slot of type dst at base+off:
// the stack (R10) or a ring buffer record being built in place.
func (f *fn) storeAt(base asm.Register, off int16, dst *types.Type, v val, t *types.Type) {
	switch {
	case v.kind == vStack:
		if dst.Kind == types.Tuple && t.Kind == types.Tuple {
			f.convertTuple(base, off, dst, v.off, t)
			return
		}
		n, size := types.SlotSize(t), types.SlotSize(dst)
		n = min(n, size)
		f.copyMem(base, off, f.at(v.off), v.off, n)
		if n < size {
			f.zeroAt(base, off+int16(n), size-n)
		}
	case v.kind == vAddr && (t.Kind == types.Record || t.Kind == types.Array):
		f.copyIn(base, off, types.SlotSize(dst), v, t.Size)
	default:
		r := f.toReg(v)
		f.emit(asm.StoreMem(base, off, r, asm.DWord))
		f.free(r)
	}
}

// copyIn reads n bytes of kernel or user memory at v's address into the
// size-byte slot at base+off, zeroing the rest of the slot (keys compare
// padding too).
func (f *fn) copyIn(base asm.Register, off int16, size int, v val, n int) {
	n = min(n, size)
	if n%8 != 0 {
		f.emit(stImm(base, off+int16(n&^7), 0, asm.DWord))
	}
	if size > round8(n) {
		f.zeroAt(base, off+int16(round8(n)), size-round8(n))
	}
	if n > 0 {
		f.emit(asm.Mov.Reg(asm.R1, base), asm.Add.Imm(asm.R1, int32(off)),
			asm.Mov.Imm(asm.R2, int32(n)), asm.Mov.Reg(asm.R3, v.reg))
		if v.user {
			f.callChecked(asm.FnProbeReadUser)
		} else {
			f.callChecked(asm.FnProbeReadKernel)
		}
	}
	f.free(v.reg)
}

// convertTuple copies a tuple from the stack into a slot whose element
// types may be wider.
func (f *fn) convertTuple(base asm.Register, dst int16, dt *types.Type, src int16, st *types.Type) {
	doffs, soffs := types.TupleOffsets(dt), types.TupleOffsets(st)
	for i := range dt.Fields {
		// A record takes the fields of another of other order by name.
		j := i
		if dt.Named() && st.Named() && st.FieldIndex(dt.Fields[i].Name) >= 0 {
			j = st.FieldIndex(dt.Fields[i].Name)
		}
		d, s := dt.Fields[i].Type, st.Fields[j].Type
		if d.Kind == types.Tuple {
			f.convertTuple(base, dst+int16(doffs[i]), d, src+int16(soffs[j]), s)
			continue
		}
		n, size := types.SlotSize(s), types.SlotSize(d)
		n = min(n, size)
		f.copyMem(base, dst+int16(doffs[i]), f.at(src+int16(soffs[j])), src+int16(soffs[j]), n)
		if n < size {
			f.zeroAt(base, dst+int16(doffs[i]+n), size-n)
		}
	}
}
