package codegen

import (
	"github.com/cilium/ebpf/asm"

	"sonde/internal/bpf"
	"sonde/internal/kernel/abi"
	"sonde/internal/lang/ast"
	"sonde/internal/lang/check"
	"sonde/internal/lang/object"
	"sonde/internal/lang/source"
	"sonde/internal/lang/types"
	"sonde/internal/locop"
	"sonde/internal/probe/point"
)

type vkind int

const (
	vReg   vkind = iota // a scalar in a temporary register
	vImm                // a constant
	vStack              // bytes on the stack at off (strings, tuples, buffers, stacks)
	vAddr               // the address of a record or array in kernel or user memory, in reg
	vNone               // no value
)

// val is where an expression's value is.
type val struct {
	kind vkind
	reg  asm.Register
	imm  int64
	off  int16
	user bool // vAddr: user memory
}

func (f *fn) release(v val) {
	if v.kind == vReg || v.kind == vAddr {
		f.free(v.reg)
	}
}

// toReg puts a scalar value in a temporary register.
func (f *fn) toReg(v val) asm.Register {
	switch v.kind {
	case vReg, vAddr:
		return v.reg
	case vImm:
		r := f.reg()
		f.loadImm(r, v.imm)
		return r
	case vStack:
		r := f.reg()
		f.emit(asm.LoadMem(r, f.at(v.off), v.off, asm.DWord))
		return r
	}
	r := f.reg()
	f.emit(asm.Mov.Imm(r, 0))
	return r
}

func (f *fn) loadImm(r asm.Register, v int64) {
	if v >= -1<<31 && v < 1<<31 {
		f.emit(asm.Mov.Imm(r, int32(v)))
	} else {
		f.emit(asm.LoadImm(r, v, asm.DWord))
	}
}

// scalar evaluates e into a temporary register.
func (f *fn) scalar(e ast.Expr) asm.Register { return f.toReg(f.expr(e)) }

func (f *fn) constInt(e ast.Expr) (int64, bool) {
	v, ok := f.in.Consts[e]
	if ok {
		return v, true
	}
	switch e := e.(type) {
	case *ast.IntLit:
		return int64(e.Value), true
	case *ast.UnaryExpr:
		if x, ok := f.constInt(e.X); ok && e.Op == "-" {
			return -x, true
		}
	}
	return 0, false
}

// strConst writes a string constant into a fresh stack slot of size bytes.
func (f *fn) strConst(s string, size int) val {
	off := f.alloc(size)
	b := make([]byte, round8(size))
	copy(b, s)
	for i := 0; i < len(b); i += 8 {
		var w int64
		for j := 7; j >= 0; j-- {
			w = w<<8 | int64(b[i+j])
		}
		if w == 0 {
			f.emit(stImm(f.at(off+int16(i)), off+int16(i), 0, asm.DWord))
			continue
		}
		f.emit(asm.LoadImm(asm.R0, w, asm.DWord), asm.StoreMem(f.at(off+int16(i)), off+int16(i), asm.R0, asm.DWord))
	}
	return val{kind: vStack, off: off}
}

func (f *fn) typeOf(e ast.Expr) *types.Type {
	if t := f.in.Types[e]; t != nil {
		return t
	}
	return types.I64
}

func (f *fn) expr(e ast.Expr) val {
	defer func(saved source.Span) { f.errSpan = saved }(f.errSpan)
	f.errSpan = errSpan(e)
	t := f.typeOf(e)
	if rt := f.in.GoStrings[e]; rt != nil {
		return f.goString(f.exprAs(e, rt), t)
	}
	return f.exprAs(e, t)
}

// exprAs computes e as of type t.
func (f *fn) exprAs(e ast.Expr, t *types.Type) val {
	if v, ok := f.in.Consts[e]; ok && (t.IsInt() || t.Kind == types.Pointer) { // a pointer: uaddr()
		return val{kind: vImm, imm: v}
	}
	if s, ok := f.in.Strs[e]; ok && t.Kind == types.String {
		return f.strConst(s, t.Size)
	}
	switch e := e.(type) {
	case *ast.IntLit:
		return val{kind: vImm, imm: int64(e.Value)}
	case *ast.StrLit:
		return f.strConst(e.Value, t.Size)
	case *ast.VarExpr:
		off := f.vars[f.in.Slot(e)]
		vt := f.in.Vars[f.in.Slot(e)]
		if vt.IsScalar() {
			r := f.reg()
			f.emit(asm.LoadMem(r, f.at(off), off, asm.DWord))
			return val{kind: vReg, reg: r}
		}
		return val{kind: vStack, off: off}
	case *ast.Ident:
		if x, ok := f.in.IdentExprs[e]; ok {
			return f.expr(x)
		}
		return f.builtin(e, t)
	case *ast.MapExpr:
		return f.mapRead(f.out.MapByName[e.Name], e, t)
	case *ast.CallExpr:
		return f.call(e, t)
	case *ast.BinaryExpr:
		return f.binary(e, t)
	case *ast.UnaryExpr:
		return f.unary(e, t)
	case *ast.IncDecExpr:
		return f.incDec(e)
	case *ast.TernaryExpr:
		return f.ternary(e, t)
	case *ast.FieldExpr:
		return f.field(e, t)
	case *ast.IndexExpr:
		return f.index(e, t)
	case *ast.CastExpr:
		v := f.expr(e.X)
		from := f.typeOf(e.X)
		if t.Kind == types.Bool && from.Kind == types.String {
			// (bool)"s": s is not empty
			var r asm.Register
			if v.kind == vAddr {
				r = f.readAt(v.reg, 0, types.U8, v.user).reg
			} else {
				r = f.reg()
				f.emit(asm.LoadMem(r, f.at(v.off), v.off, asm.Byte))
			}
			f.test(r, asm.JNE, 0)
			return val{kind: vReg, reg: r}
		}
		if t.Kind == types.Bool && from.Kind != types.Bool {
			r := f.toReg(v) // (bool)x: x != 0
			f.test(r, asm.JNE, 0)
			return val{kind: vReg, reg: r}
		}
		if t.IsInt() && from.Kind == types.Array {
			// (uint64)$bytes: the array's bytes as one integer
			return f.arrayInt(v, t)
		}
		if t.Kind == types.Int && v.kind != vStack {
			r := f.toReg(v)
			if f.compat017 && from.Kind == types.Int && from.Size < t.Size {
				// bpftrace 0.17 widens with the sign of the cast's type:
				// (int64)(uint32)-1 is -1, (uint32)(int8)-1 is 255.
				f.extend(r, from.Size, t.Signed)
			}
			f.extend(r, t.Size, t.Signed)
			return val{kind: vReg, reg: r}
		}
		if t.Kind == types.Array && from.IsInt() {
			// (uint8[4])$x: the integer's bytes, on the stack
			r := f.toReg(v)
			off := f.alloc(8)
			f.emit(asm.StoreMem(f.at(off), off, r, asm.DWord))
			f.free(r)
			return val{kind: vStack, off: off}
		}
		return v
	case *ast.TupleExpr:
		off := f.alloc(types.SlotSize(t))
		offs := types.TupleOffsets(t)
		for i, x := range e.Elems {
			at, ft := off+int16(offs[i]), t.Fields[i].Type
			if c, ok := x.(*ast.CallExpr); ok && f.strRead(c) && types.Equal(ft, f.typeOf(x)) {
				// str(p): read into its slot, not read then copied.
				f.zero(at, types.SlotSize(ft))
				f.strInto(func() { f.stackPtr(asm.R1, at) }, c, ft)
				continue
			}
			v := f.expr(x)
			f.storeSlot(at, ft, v, f.typeOf(x))
		}
		return val{kind: vStack, off: off}
	case *ast.PositionalExpr:
		return val{kind: vImm, imm: 0}
	case *ast.BlockExpr:
		for _, s := range e.Stmts {
			f.stmt(s)
		}
		if e.Value == nil {
			return val{kind: vNone}
		}
		return f.expr(e.Value)
	}
	f.fail(e, "unsupported expression")
	return val{}
}

// test sets r to 1 when (r op imm) holds, else to 0.
func (f *fn) test(r asm.Register, op asm.JumpOp, imm int32) {
	yes, end := f.newLabel(), f.newLabel()
	f.emit(op.Imm(r, imm, yes), asm.Mov.Imm(r, 0), asm.Ja.Label(end))
	f.label(yes)
	f.emit(asm.Mov.Imm(r, 1))
	f.label(end)
	f.emit(nop())
}

// arith applies a binary arithmetic operator: x = x op y.
func (f *fn) arith(op string, x, y asm.Register, signed bool) {
	switch op {
	case "+":
		f.emit(asm.Add.Reg(x, y))
	case "-":
		f.emit(asm.Sub.Reg(x, y))
	case "*":
		f.emit(asm.Mul.Reg(x, y))
	case "/":
		f.emit(asm.Div.Reg(x, y)) // the ISA gives x / 0 = 0, as bpftrace does
	case "%":
		// The ISA gives x % 0 = x; bpftrace gives 0.
		zero, done := f.newLabel(), f.newLabel()
		f.emit(asm.JEq.Imm(y, 0, zero), asm.Mod.Reg(x, y), asm.Ja.Label(done))
		f.label(zero)
		f.emit(asm.Mov.Imm(x, 0))
		f.label(done)
		f.emit(nop())
	case "&":
		f.emit(asm.And.Reg(x, y))
	case "|":
		f.emit(asm.Or.Reg(x, y))
	case "^":
		f.emit(asm.Xor.Reg(x, y))
	case "<<", ">>":
		// The ISA masks the amount to 6 bits; bpftrace's result of a shift
		// by 64 or more is 0.
		wide, done := f.newLabel(), f.newLabel()
		f.emit(asm.JGE.Imm(y, 64, wide))
		// bpftrace 0.17 shifts right logically whatever the signedness
		// (-8 >> 1 is 9223372036854775804).
		if op == "<<" {
			f.emit(asm.LSh.Reg(x, y))
		} else {
			f.emit(asm.RSh.Reg(x, y))
		}
		f.emit(asm.Ja.Label(done))
		f.label(wide)
		f.emit(asm.Mov.Imm(x, 0))
		f.label(done)
		f.emit(nop())
	default:
		f.fail(nil, "unknown operator %s", op)
	}
}

var jumpOps = map[string][2]asm.JumpOp{ // unsigned, signed
	"==": {asm.JEq, asm.JEq}, "!=": {asm.JNE, asm.JNE},
	"<": {asm.JLT, asm.JSLT}, "<=": {asm.JLE, asm.JSLE},
	">": {asm.JGT, asm.JSGT}, ">=": {asm.JGE, asm.JSGE},
}

func (f *fn) binary(e *ast.BinaryExpr, t *types.Type) val {
	xt, yt := f.typeOf(e.X), f.typeOf(e.Y)
	switch e.Op {
	case "&&", "||":
		r := f.scalar(e.X)
		end, short := f.newLabel(), f.newLabel()
		if e.Op == "&&" {
			f.emit(asm.JEq.Imm(r, 0, short))
		} else {
			f.emit(asm.JNE.Imm(r, 0, short))
		}
		y := f.scalar(e.Y)
		f.emit(asm.Mov.Imm(r, 0), asm.JEq.Imm(y, 0, end), asm.Mov.Imm(r, 1), asm.Ja.Label(end))
		f.free(y)
		f.label(short)
		if e.Op == "&&" {
			f.emit(asm.Mov.Imm(r, 0))
		} else {
			f.emit(asm.Mov.Imm(r, 1))
		}
		f.label(end)
		f.emit(nop())
		return val{kind: vReg, reg: r}
	}
	if xt.Kind == types.String && yt.Kind == types.String {
		return f.strEqual(e, xt, yt)
	}
	if xt.Kind == types.Array && yt.Kind == types.Array {
		return f.arrayEqual(e, xt)
	}
	if xt.Kind == types.Tuple && yt.Kind == types.Tuple {
		return f.tupleEqual(e, xt, yt)
	}
	x := f.scalar(e.X)
	spill := int16(0)
	if f.FreeRegs() < 2 && !isSimple(e.Y) {
		spill = f.alloc(8)
		f.emit(asm.StoreMem(f.at(spill), spill, x, asm.DWord))
		f.free(x)
	}
	yv := f.expr(e.Y)
	if spill != 0 {
		x = f.reg()
		f.emit(asm.LoadMem(x, f.at(spill), spill, asm.DWord))
	}
	signed := xt.Signed && yt.Signed
	if ops, ok := jumpOps[e.Op]; ok {
		op := ops[0]
		if signed {
			op = ops[1]
		}
		yes := f.newLabel()
		y := f.toReg(yv)
		f.emit(op.Reg(y, x, "")) // placeholder, replaced below
		f.Insns = f.Insns[:len(f.Insns)-1]
		f.emit(op.Reg(x, y, yes))
		f.emit(asm.Mov.Imm(x, 0))
		end := f.newLabel()
		f.emit(asm.Ja.Label(end))
		f.label(yes)
		f.emit(asm.Mov.Imm(x, 1))
		f.label(end)
		f.emit(nop())
		f.free(y)
		return val{kind: vReg, reg: x}
	}
	// Pointer arithmetic scales by the pointee size, as in C.
	switch {
	case xt.Kind == types.Pointer && yt.IsInt() && (e.Op == "+" || e.Op == "-"):
		y := f.toReg(yv)
		f.scaleByElem(y, xt)
		f.arith(e.Op, x, y, false)
		f.free(y)
		return val{kind: vReg, reg: x}
	case xt.IsInt() && yt.Kind == types.Pointer && e.Op == "+":
		y := f.toReg(yv)
		f.scaleByElem(x, yt)
		f.arith(e.Op, x, y, false)
		f.free(y)
		return val{kind: vReg, reg: x}
	case xt.Kind == types.Pointer && yt.Kind == types.Pointer && e.Op == "-":
		// The difference in elements of the first pointer's type, as in
		// C (bpftrace 0.17 refuses it).
		y := f.toReg(yv)
		f.arith(e.Op, x, y, false)
		f.free(y)
		f.divSigned(x, int32(elemSize(xt)))
		return val{kind: vReg, reg: x}
	}
	if yv.kind == vImm && yv.imm >= -1<<31 && yv.imm < 1<<31 && e.Op != ">>" {
		imm := int32(yv.imm)
		switch e.Op {
		case "+":
			f.emit(asm.Add.Imm(x, imm))
		case "-":
			f.emit(asm.Sub.Imm(x, imm))
		case "*":
			f.emit(asm.Mul.Imm(x, imm))
		case "&":
			f.emit(asm.And.Imm(x, imm))
		case "|":
			f.emit(asm.Or.Imm(x, imm))
		case "<<":
			if imm >= 64 || imm < 0 {
				f.emit(asm.Mov.Imm(x, 0))
			} else {
				f.emit(asm.LSh.Imm(x, imm))
			}
		default:
			y := f.toReg(yv)
			f.arith(e.Op, x, y, signed)
			f.free(y)
		}
		return val{kind: vReg, reg: x}
	}
	y := f.toReg(yv)
	f.arith(e.Op, x, y, signed)
	f.free(y)
	return val{kind: vReg, reg: x}
}

// scaleByElem turns a count of elements in r into bytes, when it is added
// to or subtracted from a pointer of type t (a no-op for other types).
func (f *fn) scaleByElem(r asm.Register, t *types.Type) {
	if t.Kind != types.Pointer {
		return
	}
	if s := elemSize(t); s > 1 {
		f.emit(asm.Mul.Imm(r, int32(s)))
	}
}

// divSigned divides r by the positive constant n, rounding toward zero
// as C does (BPF's division is unsigned).
func (f *fn) divSigned(r asm.Register, n int32) {
	if n <= 1 {
		return
	}
	neg, done := f.newLabel(), f.newLabel()
	f.emit(asm.JSLT.Imm(r, 0, neg), asm.Div.Imm(r, n), asm.Ja.Label(done))
	f.label(neg)
	f.emit(asm.Neg.Imm(r, 0), asm.Div.Imm(r, n), asm.Neg.Imm(r, 0))
	f.label(done)
	f.emit(nop())
}

// step is what ++ and -- add to a value of type t: 1, or the element size
// of a pointer.
func step(t *types.Type, op string) int32 {
	d := int32(1)
	if t.Kind == types.Pointer {
		d = int32(elemSize(t))
	}
	if op == "--" {
		return -d
	}
	return d
}

func elemSize(t *types.Type) int {
	if t.Elem == nil || t.Elem.Kind == types.Void || t.Elem.Size == 0 {
		return 1
	}
	return t.Elem.Size
}

func isSimple(e ast.Expr) bool {
	switch e.(type) {
	case *ast.IntLit, *ast.VarExpr, *ast.Ident:
		return true
	}
	return false
}

// strEqual compares two strings byte by byte up to the first NUL.
func (f *fn) strEqual(e *ast.BinaryExpr, xt, yt *types.Type) val {
	a := f.expr(e.X)
	b := f.expr(e.Y)
	n := min(xt.Size, yt.Size)
	r := f.reg()
	differ, end := f.newLabel(), f.newLabel()
	for i := 0; i < n; i++ {
		f.emit(asm.LoadMem(asm.R1, f.at(a.off+int16(i)), a.off+int16(i), asm.Byte),
			asm.LoadMem(asm.R2, f.at(b.off+int16(i)), b.off+int16(i), asm.Byte),
			asm.JNE.Reg(asm.R1, asm.R2, differ))
		if i < n-1 {
			f.emit(asm.JEq.Imm(asm.R1, 0, end+"_eq"))
		}
	}
	// All n bytes equal. If one string is longer, its next byte must be NUL.
	if xt.Size != yt.Size {
		longer := a
		if yt.Size > xt.Size {
			longer = b
		}
		if n < max(xt.Size, yt.Size) {
			f.emit(asm.LoadMem(asm.R1, f.at(longer.off+int16(n)), longer.off+int16(n), asm.Byte),
				asm.JNE.Imm(asm.R1, 0, differ))
		}
	}
	f.label(end + "_eq")
	return f.equality(e.Op, r, differ, end)
}

// arrayEqual compares two arrays of the same type (== or !=) 8 bytes at a
// time, both copied to the stack with their padding zeroed.
func (f *fn) arrayEqual(e *ast.BinaryExpr, t *types.Type) val {
	a := f.onStack(f.expr(e.X), t)
	b := f.onStack(f.expr(e.Y), t)
	r := f.reg()
	differ, end := f.newLabel(), f.newLabel()
	for i := 0; i < round8(t.Size); i += 8 {
		f.emit(asm.LoadMem(asm.R1, f.at(a+int16(i)), a+int16(i), asm.DWord),
			asm.LoadMem(asm.R2, f.at(b+int16(i)), b+int16(i), asm.DWord),
			asm.JNE.Reg(asm.R1, asm.R2, differ))
	}
	return f.equality(e.Op, r, differ, end)
}

// equality ends a comparison of two values in memory: the code falls
// through here when they are equal and jumps to differ when not; r gets
// the result of op (== or !=).
func (f *fn) equality(op string, r asm.Register, differ, end string) val {
	eq, ne := int32(1), int32(0)
	if op == "!=" {
		eq, ne = 0, 1
	}
	f.emit(asm.Mov.Imm(r, eq), asm.Ja.Label(end))
	f.label(differ)
	f.emit(asm.Mov.Imm(r, ne))
	f.label(end)
	f.emit(nop())
	return val{kind: vReg, reg: r}
}

// onStack returns the stack offset of a value of type t (an array or
// record), reading it there first when it is in kernel or user memory.
func (f *fn) onStack(v val, t *types.Type) int16 {
	if v.kind == vStack {
		return v.off
	}
	off := f.alloc(round8(t.Size))
	v.user = v.user || t.User
	f.copyIn(f.at(off), off, round8(t.Size), v, t.Size)
	return off
}

func (f *fn) unary(e *ast.UnaryExpr, t *types.Type) val {
	switch e.Op {
	case "-":
		r := f.scalar(e.X)
		f.emit(asm.Neg.Imm(r, 0))
		if xt := f.typeOf(e.X); f.compat017 && xt.Kind == types.Int && !xt.Signed {
			// bpftrace 0.17 negates in the operand's width: -(uint8)255
			// is 1. (Of a narrow signed operand, it prints the
			// negation's bits unsigned but adds and stores it in maps
			// sign-extended: not kept.)
			f.extend(r, xt.Size, false)
		}
		return val{kind: vReg, reg: r}
	case "~":
		r := f.scalar(e.X)
		f.emit(asm.Xor.Imm(r, -1))
		f.extend(r, t.Size, t.Signed)
		return val{kind: vReg, reg: r}
	case "!":
		r := f.scalar(e.X)
		f.test(r, asm.JEq, 0)
		return val{kind: vReg, reg: r}
	case "*":
		pt := f.typeOf(e.X)
		v := f.expr(e.X)
		r := f.toReg(v)
		return f.readAt(r, 0, t, pt.User || v.user)
	case "&": // &$x: where the variable is kept
		// The address is the value of a stack pointer, copied through
		// bpf_probe_read_kernel so that the verifier sees a scalar: it
		// refuses a stack pointer's subtraction, casts and most arithmetic
		// ((uint64)&$x - 8). Reads through it go through the helpers too.
		r := f.reg()
		f.stackPtr(r, f.vars[f.in.Slot(e.X.(*ast.VarExpr))])
		f.asScalar(r)
		return val{kind: vReg, reg: r}
	}
	f.fail(e, "unsupported operator %s", e.Op)
	return val{}
}

// asScalar makes the pointer in r (to the stack, to the context) an
// integer to the verifier, which refuses most arithmetic on such pointers
// and their comparison: it is copied through bpf_probe_read_kernel.
func (f *fn) asScalar(r asm.Register) {
	slot := f.alloc(8)
	f.emit(asm.StoreMem(f.at(slot), slot, r, asm.DWord))
	f.stackPtr(asm.R3, slot)
	f.stackPtr(asm.R1, slot)
	f.emit(asm.Mov.Imm(asm.R2, 8), asm.FnProbeReadKernel.Call())
	f.emit(asm.LoadMem(r, f.at(slot), slot, asm.DWord))
}

func (f *fn) incDec(e *ast.IncDecExpr) val {
	switch x := e.X.(type) {
	case *ast.VarExpr:
		off := f.vars[f.in.Slot(x)]
		vt := f.in.Vars[f.in.Slot(x)]
		delta := step(vt, e.Op)
		r := f.reg()
		f.emit(asm.LoadMem(r, f.at(off), off, asm.DWord))
		if e.Post {
			f.emit(asm.Mov.Reg(asm.R1, r), asm.Add.Imm(asm.R1, delta))
			f.extend(asm.R1, vt.Size, vt.Signed) // wraps at the variable's width
			f.emit(asm.StoreMem(f.at(off), off, asm.R1, asm.DWord))
		} else {
			f.emit(asm.Add.Imm(r, delta))
			f.extend(r, vt.Size, vt.Signed)
			f.emit(asm.StoreMem(f.at(off), off, r, asm.DWord))
		}
		return val{kind: vReg, reg: r}
	case *ast.MapExpr:
		m := f.out.MapByName[x.Name]
		delta := step(m.Map.Value, e.Op)
		d := f.reg()
		f.emit(asm.Mov.Imm(d, delta))
		old := f.mapAdd(m, x, d, "+", f.errSpan)
		f.free(d)
		if !e.Post {
			f.emit(asm.Add.Imm(old, delta))
		}
		return val{kind: vReg, reg: old}
	}
	f.fail(e, "unsupported increment")
	return val{}
}

func (f *fn) ternary(e *ast.TernaryExpr, t *types.Type) val {
	c := f.scalar(e.Cond)
	if e.X == nil { // c ?: y: c, evaluated once, unless it is 0
		end := f.newLabel()
		r := f.reg()
		f.emit(asm.Mov.Reg(r, c), asm.JNE.Imm(c, 0, end))
		f.free(c)
		return f.lastBranch(r, e.Y, end)
	}
	els, end := f.newLabel(), f.newLabel()
	f.emit(asm.JEq.Imm(c, 0, els))
	f.free(c)
	if t.IsScalar() {
		r := f.reg()
		a := f.scalar(e.X)
		f.emit(asm.Mov.Reg(r, a), asm.Ja.Label(end))
		f.free(a)
		f.label(els)
		return f.lastBranch(r, e.Y, end)
	}
	off := f.alloc(types.SlotSize(t))
	a := f.expr(e.X)
	f.storeSlot(off, t, a, f.typeOf(e.X))
	f.emit(asm.Ja.Label(end))
	f.label(els)
	b := f.expr(e.Y)
	f.storeSlot(off, t, b, f.typeOf(e.Y))
	f.label(end)
	f.emit(nop())
	return val{kind: vStack, off: off}
}

// lastBranch puts y in r, the result of a ternary, and places its end.
func (f *fn) lastBranch(r asm.Register, y ast.Expr, end string) val {
	b := f.scalar(y)
	f.emit(asm.Mov.Reg(r, b))
	f.free(b)
	f.label(end)
	f.emit(nop())
	return val{kind: vReg, reg: r}
}

// arrayInt is (uintN)a of an integer array a of N/8 bytes: its bytes as
// one integer, in the machine's byte order.
func (f *fn) arrayInt(v val, t *types.Type) val {
	if v.kind == vAddr { // an array in kernel or user memory
		return f.readAt(v.reg, 0, t, v.user)
	}
	r := f.reg()
	f.emit(asm.LoadMem(r, f.at(v.off), v.off, sizeOf(t.Size)))
	f.extend(r, t.Size, t.Signed)
	return val{kind: vReg, reg: r}
}

// readAt reads a value of type t at address base+off in kernel or user
// memory. Records and arrays are not read: their address is the value.
func (f *fn) readAt(base asm.Register, off int, t *types.Type, user bool) val {
	if off != 0 {
		f.emit(asm.Add.Imm(base, int32(off)))
	}
	switch t.Kind {
	case types.Record, types.Array:
		return val{kind: vAddr, reg: base, user: user}
	case types.String, types.Buffer, types.Tuple, types.Float:
		if t.Kind == types.Float && t.IsScalar() {
			break // float, double: in a register, as integers are
		}
		size := t.Size
		slot := f.alloc(types.SlotSize(t))
		f.zero(slot, types.SlotSize(t))
		f.stackPtr(asm.R1, slot)
		f.emit(asm.Mov.Imm(asm.R2, int32(size)), asm.Mov.Reg(asm.R3, base))
		if user {
			f.callChecked(asm.FnProbeReadUser)
		} else {
			f.callChecked(asm.FnProbeReadKernel)
		}
		f.free(base)
		return val{kind: vStack, off: slot}
	}
	size := t.Size
	if size <= 0 || size > 8 {
		size = 8
	}
	slot := f.alloc(8)
	f.emit(stImm(f.at(slot), slot, 0, asm.DWord))
	f.stackPtr(asm.R1, slot)
	f.emit(asm.Mov.Imm(asm.R2, int32(size)), asm.Mov.Reg(asm.R3, base))
	if user {
		f.callChecked(asm.FnProbeReadUser)
	} else {
		f.callChecked(asm.FnProbeReadKernel)
	}
	f.emit(asm.LoadMem(base, f.at(slot), slot, asm.DWord))
	f.extend(base, size, t.Signed)
	// A pointer read from user memory points into user memory.
	return val{kind: vReg, reg: base, user: user && t.Kind == types.Pointer}
}

func (f *fn) field(e *ast.FieldExpr, t *types.Type) val {
	ref := f.in.Fields[e]
	if ref == nil {
		f.fail(e, "internal error: unchecked field")
	}
	if ref.Ctx != nil {
		return f.ctxField(ref.Ctx, t)
	}
	xt := f.typeOf(e.X)
	if xt.Kind == types.Tuple {
		v := f.expr(e.X)
		offs := types.TupleOffsets(xt)
		off := v.off + int16(offs[ref.Tuple])
		if t.IsScalar() {
			r := f.reg()
			f.emit(asm.LoadMem(r, f.at(off), off, asm.DWord))
			return val{kind: vReg, reg: r}
		}
		return val{kind: vStack, off: off}
	}
	v := f.expr(e.X)
	var out val
	if xt.Kind == types.Record && v.kind == vStack {
		// A struct copied to the stack (a variable, a map value).
		out = f.stackMember(v.off+int16(ref.Offset), t)
	} else {
		out = f.readAt(f.toReg(v), ref.Offset, t, xt.User || v.user)
	}
	if ref.BitSize > 0 && out.kind == vReg {
		// Move the field's top bit to bit 63, then shift it down: an
		// arithmetic shift sign-extends a signed bit-field.
		if up := 64 - ref.BitOff - ref.BitSize; up > 0 {
			f.emit(asm.LSh.Imm(out.reg, int32(up)))
		}
		if t.Signed {
			f.emit(asm.ArSh.Imm(out.reg, int32(64-ref.BitSize)))
		} else {
			f.emit(asm.RSh.Imm(out.reg, int32(64-ref.BitSize)))
		}
	}
	if out.kind == vAddr && v.kind != vStack {
		out.user = xt.User || v.user
	}
	return out
}

// ctxObject gives, in a register, the address of a struct that e, a
// member of a kernel object an iterator's context points to
// (ctx.file.f_path), names, as the verifier knows it: the pointer loaded
// from the context itself, which helpers such as d_path (path()) want
// rather than a number read from memory. The kernel passes NULL pointers
// only after the last object; there it jumps to null. ok is false for any
// other expression.
func (f *fn) ctxObject(e ast.Expr, null string) (asm.Register, bool) {
	fe, ok := e.(*ast.FieldExpr)
	if !ok || f.in.Fields[fe] == nil || f.typeOf(fe).Kind != types.Record {
		return 0, false
	}
	p, ok := fe.X.(*ast.FieldExpr)
	if !ok || f.in.Fields[p] == nil || f.typeOf(p).Kind != types.Pointer {
		return 0, false
	}
	id, ok := p.X.(*ast.Ident)
	if !ok || f.in.Idents[id].Var != check.VarCtx {
		return 0, false
	}
	r := f.reg()
	f.ctx(r)
	f.emit(asm.LoadMem(r, r, int16(f.in.Fields[p].Offset), asm.DWord),
		asm.JEq.Imm(r, 0, null),
		asm.Add.Imm(r, int32(f.in.Fields[fe].Offset)))
	return r, true
}

// stackMember reads a member of type t at off within a struct or array
// copied to the stack. Scalars are loaded directly (C aligns them
// naturally, as the verifier wants stack accesses); a struct, array or
// string member is read through its address like kernel memory, and
// copied where it is stored.
func (f *fn) stackMember(off int16, t *types.Type) val {
	switch t.Kind {
	case types.Int, types.Enum, types.Bool, types.Pointer, types.Float:
		if size := t.Size; (size == 1 || size == 2 || size == 4 || size == 8) && int(off)%size == 0 {
			r := f.reg()
			f.emit(asm.LoadMem(r, f.at(off), off, sizeOf(size)))
			if t.Signed {
				f.extend(r, size, true)
			}
			return val{kind: vReg, reg: r}
		}
	}
	r := f.reg()
	f.stackPtr(r, off)
	return f.readAt(r, 0, t, false)
}

// ctxField reads args.NAME of the probe's context.
func (f *fn) ctxField(pf *point.Field, t *types.Type) val {
	if pf.Regs != nil {
		return f.regValue(pf, t)
	}
	if pf.Pieces != nil {
		return f.pieces(pf, t)
	}
	if pf.Expr != nil {
		return f.locExpr(pf, t)
	}
	if l := pf.Loc; l != nil {
		// A variable from the DWARF: a constant, or in user memory at a
		// register plus an offset.
		x := f.reg()
		if l.Kind == point.LocConst {
			f.loadImm(x, l.Const)
			return val{kind: vReg, reg: x}
		}
		f.ctx(asm.R1)
		f.emit(asm.LoadMem(x, asm.R1, int16(l.Reg), asm.DWord))
		if t.IsScalar() && l.Size > 0 && l.Size < 8 {
			// The variable's own size, extended to the type asked for
			// (print(locals) stores integers as 64-bit).
			return f.readAt(x, int(l.Offset), types.IntOf(l.Size, t.Kind == types.Int && t.Signed), true)
		}
		return f.readAt(x, int(l.Offset), t, true)
	}
	if pf.PtRegs {
		// In the pt_regs the context's first u64 points to: read as the
		// record's field would be, pf.Size bytes extended by t.
		r := f.reg()
		f.ctx(asm.R1)
		f.emit(asm.LoadMem(r, asm.R1, 0, asm.DWord))
		size := pf.Size
		if size != 1 && size != 2 && size != 4 && size != 8 {
			size = 8
		}
		return f.readAt(r, pf.Offset, types.IntOf(size, t.Kind == types.Int && t.Signed), false)
	}
	if f.in.Ctx.ArgN == point.ArgsArray {
		r := f.reg()
		f.ctx(asm.R1)
		f.emit(asm.LoadMem(r, asm.R1, int16(pf.Offset), asm.DWord))
		if t.Kind == types.Int {
			f.extend(r, t.Size, t.Signed)
		}
		if t.Kind == types.Record {
			return val{kind: vAddr, reg: r}
		}
		return val{kind: vReg, reg: r}
	}
	if pf.DataLoc && t.Kind == types.Int {
		// An array other than a string: the address of its data in the
		// record, as newest bpftrace has every __data_loc field.
		r := f.reg()
		f.ctx(r)
		f.asScalar(r)
		f.ctx(asm.R1)
		f.emit(asm.LoadMem(asm.R1, asm.R1, int16(pf.Offset), asm.Word), asm.And.Imm(asm.R1, 0xffff), asm.Add.Reg(r, asm.R1))
		return val{kind: vReg, reg: r}
	}
	if pf.DataLoc {
		// A u32 holding (length << 16 | offset) of the data in the record.
		slot := f.alloc(types.SlotSize(t))
		f.zero(slot, types.SlotSize(t))
		f.ctx(asm.R3)
		f.emit(asm.LoadMem(asm.R1, asm.R3, int16(pf.Offset), asm.Word),
			asm.And.Imm(asm.R1, 0xffff),
			asm.Add.Reg(asm.R3, asm.R1))
		f.stackPtr(asm.R1, slot)
		f.emit(asm.Mov.Imm(asm.R2, int32(t.Size)))
		f.callChecked(asm.FnProbeReadKernelStr)
		return val{kind: vStack, off: slot}
	}
	switch t.Kind {
	case types.String, types.Array, types.Record, types.Tuple, types.Buffer:
		r := f.reg()
		f.ctx(r)
		v := f.readAt(r, pf.Offset, t, false)
		return v
	}
	r := f.reg()
	f.ctx(asm.R1)
	size := pf.Size
	if size != 1 && size != 2 && size != 4 && size != 8 {
		size = 8
	}
	f.emit(asm.LoadMem(r, asm.R1, int16(pf.Offset), sizeOf(size)))
	if t.Kind == types.Int {
		f.extend(r, size, t.Signed)
	}
	return val{kind: vReg, reg: r}
}

// locExpr computes a variable a DWARF expression locates (pf.Expr): a
// stack of registers, the value on top at the end being the value or
// its address in user memory.
func (f *fn) locExpr(pf *point.Field, t *types.Type) val {
	x := f.locOps(pf.Expr)
	if !pf.Expr.Value {
		if t.IsScalar() && pf.Size > 0 && pf.Size < 8 {
			return f.readAt(x, 0, types.IntOf(pf.Size, t.Kind == types.Int && t.Signed), true)
		}
		return f.readAt(x, 0, t, true)
	}
	if t.Kind == types.Int && pf.Size > 0 && pf.Size < 8 {
		f.extend(x, pf.Size, t.Signed)
	}
	return val{kind: vReg, reg: x}
}

// pieces assembles a variable in pieces (point.Field.Pieces) on the
// stack: each part's value, or Size bytes where it points, at its
// offset.
func (f *fn) pieces(pf *point.Field, t *types.Type) val {
	size := types.SlotSize(t)
	slot := f.alloc(size)
	f.zero(slot, size)
	for _, p := range pf.Pieces.Parts {
		if p.Offset+p.Size > size {
			f.fail(nil, "internal error: a piece past the variable's %d bytes", size)
		}
		x := f.locOps(p.Expr)
		if !p.Expr.Value {
			x = f.readAt(x, 0, types.IntOf(p.Size, false), true).reg
		}
		off := slot + int16(p.Offset)
		f.emit(asm.StoreMem(f.at(off), off, x, sizeOf(p.Size)))
		f.free(x)
	}
	if t.IsScalar() {
		return f.stackMember(slot, t)
	}
	return val{kind: vStack, off: slot}
}

// locOps runs a LocExpr's operations and returns the register holding
// the value or address they leave.
func (f *fn) locOps(e *point.LocExpr) asm.Register {
	var stack []asm.Register
	pop := func() asm.Register {
		r := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		return r
	}
	for _, op := range e.Ops {
		switch op.Kind {
		case locop.Reg:
			x := f.reg()
			f.ctx(asm.R1)
			f.emit(asm.LoadMem(x, asm.R1, int16(op.Reg), asm.DWord))
			if op.Val == int64(int32(op.Val)) {
				f.emit(asm.Add.Imm(x, int32(op.Val)))
			} else {
				y := f.reg()
				f.loadImm(y, op.Val)
				f.emit(asm.Add.Reg(x, y))
				f.free(y)
			}
			stack = append(stack, x)
		case locop.Const:
			x := f.reg()
			f.loadImm(x, op.Val)
			stack = append(stack, x)
		case locop.Deref:
			v := f.readAt(pop(), 0, types.IntOf(int(op.Val), false), true)
			stack = append(stack, v.reg)
		case locop.EntryReg:
			x := f.reg()
			off := f.entrySlot + int16(8*op.Val)
			f.emit(asm.LoadMem(x, f.at(off), off, asm.DWord))
			stack = append(stack, x)
		case locop.Neg:
			x := stack[len(stack)-1]
			f.emit(asm.Neg.Imm(x, 0))
		case locop.Not:
			x := stack[len(stack)-1]
			f.emit(asm.Xor.Imm(x, -1))
		default:
			b := pop()
			a := stack[len(stack)-1]
			alu := map[locop.Kind]asm.ALUOp{locop.Add: asm.Add, locop.Sub: asm.Sub, locop.Mul: asm.Mul,
				locop.And: asm.And, locop.Or: asm.Or, locop.Xor: asm.Xor, locop.Shl: asm.LSh, locop.Shr: asm.RSh, locop.Shra: asm.ArSh}[op.Kind]
			f.emit(alu.Reg(a, b))
			f.free(b)
		}
	}
	return pop()
}

// entryRegs starts a probe that reads values variables had at the
// function's entry: it copies the argument registers the probe at the
// entry saved for this call (check.EntryRegsMap, keyed by the thread and
// the call's CFA) to f.entrySlot, or ends when the entry was not seen.
func (f *fn) entryRegs() {
	m := f.out.MapByName[check.EntryRegsMap]
	if m == nil || m.KeySize != 16 || m.ValueSize != 8*len(abi.ArgRegs) {
		f.fail(nil, "internal error: no map of the registers saved at entry")
	}
	cfa := f.in.EntryCFA
	key := f.alloc(16)
	f.current(asm.FnGetCurrentPidTgid)
	f.emit(asm.LSh.Imm(asm.R0, 32), asm.RSh.Imm(asm.R0, 32), asm.StoreMem(f.at(key), key, asm.R0, asm.DWord))
	f.ctx(asm.R1)
	f.emit(asm.LoadMem(asm.R1, asm.R1, int16(cfa.Reg), asm.DWord), asm.Add.Imm(asm.R1, int32(cfa.Val)),
		asm.StoreMem(f.at(key+8), key+8, asm.R1, asm.DWord))
	f.lookup(m, key)
	f.emit(asm.JEq.Imm(asm.R0, 0, f.exitLbl))
	f.entrySlot = f.alloc(m.ValueSize)
	for i := 0; i < len(abi.ArgRegs); i++ {
		off := f.entrySlot + int16(8*i)
		f.emit(asm.LoadMem(asm.R1, asm.R0, int16(8*i), asm.DWord), asm.StoreMem(f.at(off), off, asm.R1, asm.DWord))
	}
}

func (f *fn) index(e *ast.IndexExpr, t *types.Type) val {
	xt := f.typeOf(e.X)
	v := f.expr(e.X)
	if xt.Kind == types.String && v.kind == vStack {
		i, ok := f.constInt(e.Index)
		if !ok { // $s[$i] (newer bpftrace)
			return f.indexed(v.off, xt.Size, types.U8, e.Index)
		}
		r := f.reg()
		f.emit(asm.LoadMem(r, f.at(v.off+int16(i)), v.off+int16(i), asm.Byte))
		return val{kind: vReg, reg: r}
	}
	elem := t.Size
	if elem <= 0 {
		elem = 1
	}
	if xt.Kind == types.Array && v.kind == vStack {
		// An array copied to the stack: an integer's index may vary,
		// others' must be known here.
		i, ok := f.constInt(e.Index)
		if !ok && t.IsInt() && (elem == 1 || elem == 2 || elem == 4 || elem == 8) {
			return f.indexed(v.off, xt.Len, t, e.Index)
		}
		if !ok || i < 0 || int(i) >= xt.Len {
			f.fail(e.Index, "an array copied into a variable or map takes a constant index within its %d elements", xt.Len)
		}
		return f.stackMember(v.off+int16(int(i)*elem), t)
	}
	user := xt.User || v.user
	base := f.toReg(v)
	if i, ok := f.constInt(e.Index); ok {
		return f.readAt(base, int(i)*elem, t, user)
	}
	idx := f.scalar(e.Index)
	f.emit(asm.Mul.Imm(idx, int32(elem)), asm.Add.Reg(base, idx))
	f.free(idx)
	return f.readAt(base, 0, t, user)
}

// indexed reads element idx of the n integers of type t at off (stack or
// scratch memory), idx an expression known only when the probe runs; an
// index out of bounds reads 0.
func (f *fn) indexed(off int16, n int, t *types.Type, idx ast.Expr) val {
	i := f.scalar(idx)
	r := f.reg()
	out, end := f.newLabel(), f.newLabel()
	f.emit(asm.JGE.Imm(i, int32(n), out)) // unsigned: a negative index too
	if t.Size > 1 {
		f.emit(asm.Mul.Imm(i, int32(t.Size)))
	}
	f.stackPtr(r, off)
	f.emit(asm.Add.Reg(r, i), asm.LoadMem(r, r, 0, sizeOf(t.Size)), asm.Ja.Label(end))
	f.free(i)
	f.label(out)
	f.emit(asm.Mov.Imm(r, 0))
	f.label(end)
	f.emit(nop())
	if t.Signed {
		f.extend(r, t.Size, true)
	}
	return val{kind: vReg, reg: r}
}

func (f *fn) builtin(e *ast.Ident, t *types.Type) val {
	ctx := f.in.Ctx
	ref := f.in.Idents[e]
	r := func() asm.Register { return f.reg() }
	if ref.Var == check.VarNsecs {
		return f.nsecs("")
	}
	if fn, ok := helperBuiltins[ref.Var]; ok {
		x := r()
		f.current(fn)
		f.emit(asm.Mov.Reg(x, asm.R0))
		return val{kind: vReg, reg: x}
	}
	switch ref.Var {
	case check.VarArgs, check.VarLocals:
		// print(args), print(locals): every argument or local variable
		// with a value here, copied into a tuple.
		off := f.alloc(types.SlotSize(t))
		vars := f.in.Ctx.Vars(ref.Var == check.VarLocals)
		for i, o := range types.TupleOffsets(t) {
			ft := t.Fields[i].Type
			f.storeSlot(off+int16(o), ft, f.ctxField(vars[i], ft), ft)
		}
		return val{kind: vStack, off: off}
	case check.VarPid, check.VarTid:
		return f.pidTgid(ref.Var == check.VarTid, "")
	case check.VarPcomm:
		x := r()
		f.current(asm.FnGetCurrentTask)
		f.emit(asm.Mov.Reg(x, asm.R0))
		return f.pcomm(x)
	case check.VarLeaderTid, check.VarLeaderComm:
		x := r()
		f.current(asm.FnGetCurrentTask)
		f.emit(asm.Mov.Reg(x, asm.R0))
		return f.leader(x, ref.Var == check.VarLeaderTid)
	case check.VarUid, check.VarGid, check.VarUsername:
		x := r()
		f.current(asm.FnGetCurrentUidGid)
		f.emit(asm.Mov.Reg(x, asm.R0))
		if ref.Var == check.VarGid {
			f.emit(asm.RSh.Imm(x, 32))
		} else {
			f.extend(x, 4, false)
		}
		return val{kind: vReg, reg: x}
	case check.VarElapsed:
		x := r()
		f.emit(asm.FnKtimeGetNs.Call(), asm.Mov.Reg(x, asm.R0))
		f.withConfig(x, object.ConfigStart, asm.Sub)
		return val{kind: vReg, reg: x}
	case check.VarCpid:
		x := r()
		f.emit(asm.Mov.Imm(x, 0))
		f.config(object.ConfigCpid)
		skip := f.newLabel()
		f.emit(asm.JEq.Imm(asm.R0, 0, skip), asm.LoadMem(x, asm.R0, 0, asm.DWord))
		f.label(skip)
		f.emit(nop())
		return val{kind: vReg, reg: x}
	case check.VarComm:
		// Zeroed first: some kernels (Debian's 6.1) copy the comm without
		// padding, leaving the bytes after the NUL as they were, and comm
		// in a map key must not carry them.
		off := f.alloc(16)
		f.zero(off, 16)
		f.stackPtr(asm.R1, off)
		f.emit(asm.Mov.Imm(asm.R2, 16), asm.FnGetCurrentComm.Call())
		return val{kind: vStack, off: off}
	case check.VarPpid:
		return f.ppid()
	case check.VarUsermode:
		x := r()
		f.ctx(asm.R1)
		f.emit(asm.LoadMem(x, asm.R1, abi.CS.Offset(), asm.DWord), asm.And.Imm(x, 3))
		f.test(x, asm.JEq, abi.CSUserMode)
		return val{kind: vReg, reg: x}
	case check.VarRetval:
		x := r()
		f.ctx(asm.R1)
		if ctx.ArgN == point.ArgsArray {
			f.emit(asm.LoadMem(x, asm.R1, int16(8*len(ctx.Fields)), asm.DWord))
		} else {
			f.emit(asm.LoadMem(x, asm.R1, abi.RetReg.Offset(), asm.DWord))
		}
		return val{kind: vReg, reg: x}
	case check.VarFunc:
		x := r()
		if (ctx.User || ctx.ProgType == 0) && !ref.FuncIP {
			f.ctx(asm.R1)
			f.emit(asm.LoadMem(x, asm.R1, abi.IP.Offset(), asm.DWord))
		} else {
			f.ctx(asm.R1)
			f.emit(asm.FnGetFuncIp.Call(), asm.Mov.Reg(x, asm.R0))
		}
		if t.Kind == types.Usym {
			return f.withPid(x)
		}
		return val{kind: vReg, reg: x}
	case check.VarProbe:
		// Not a constant (check.Instance.Names): the name at the
		// target's cookie in the probe names map.
		off, key := f.alloc(t.Size), f.alloc(8)
		f.zero(off, t.Size)
		f.ctx(asm.R1)
		f.emit(asm.FnGetAttachCookie.Call(), asm.StoreMem(f.at(key), key, asm.R0, asm.DWord))
		f.MapLookup(object.ProbeNamesMap, f.at(key), key)
		skip := f.newLabel()
		f.emit(asm.JEq.Imm(asm.R0, 0, skip))
		for i := 0; i < round8(t.Size); i += 8 {
			at := off + int16(i)
			f.emit(asm.LoadMem(asm.R1, asm.R0, int16(i), asm.DWord), asm.StoreMem(f.at(at), at, asm.R1, asm.DWord))
		}
		f.label(skip)
		f.emit(nop())
		return val{kind: vStack, off: off}
	case check.VarCtx:
		x := r()
		f.ctx(x)
		return val{kind: vReg, reg: x}
	case check.VarKstack, check.VarUstack, check.VarDwUstack:
		return f.stackTrace(t)
	case check.VarArg:
		return f.arg(ref.N)
	case check.VarSarg:
		n := ref.N
		x := f.reg()
		f.ctx(asm.R1)
		f.emit(asm.LoadMem(x, asm.R1, abi.SP.Offset(), asm.DWord), asm.Add.Imm(x, int32(8*(n+1)))) // sp + 8*(n+1)
		return f.readAt(x, 0, types.U64, true)
	}
	f.fail(e, "unsupported builtin %s", e.Name)
	return val{}
}

// config leaves a pointer to slot i of the config map (or NULL) in R0.
func (f *fn) config(i object.ConfigSlot) { f.lookupSlot(object.ConfigMap, int64(i)) }

// lookupSlot leaves a pointer to slot i of array map name (or NULL) in R0.
func (f *fn) lookupSlot(name string, i int64) {
	key := f.alloc(8)
	f.LookupSlot(name, i, f.at(key), key)
}

// helperBuiltins are the builtins whose value is what one helper returns.
var helperBuiltins = map[check.BuiltinVar]asm.BuiltinFunc{
	check.VarJiffies: asm.FnJiffies64,
	check.VarCpu:     asm.FnGetSmpProcessorId,
	check.VarNumaid:  asm.FnGetNumaNodeId,
	check.VarRand:    asm.FnGetPrandomU32,
	check.VarCgroup:  asm.FnGetCurrentCgroupId,
	check.VarCurtask: asm.FnGetCurrentTask,
}

// errSpan is where bpftrace points when a helper call made for e fails: a
// dereference's operator, the whole expression otherwise.
func errSpan(e ast.Expr) source.Span {
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == "*" {
		return source.Span{Lo: u.Lo, Hi: u.Lo + 1}
	}
	return source.Span{Lo: e.Pos(), Hi: e.End()}
}

func (f *fn) arg(n int) val {
	ctx := f.in.Ctx
	if ctx.ArgLocs != nil {
		return f.usdtArg(ctx.ArgLocs[n])
	}
	x := f.reg()
	f.ctx(asm.R1)
	switch ctx.ArgN {
	case point.ArgsArray:
		f.emit(asm.LoadMem(x, asm.R1, int16(8*n), asm.DWord))
	default:
		f.emit(asm.LoadMem(x, asm.R1, abi.ArgRegs[n].Offset(), asm.DWord))
	}
	return val{kind: vReg, reg: x}
}

func (f *fn) usdtArg(l point.ArgLoc) val {
	x := f.reg()
	switch l.Kind {
	case point.LocConst:
		f.loadImm(x, l.Const)
		return val{kind: vReg, reg: x}
	case point.LocReg:
		// Sub-registers (%eax, %ax, %al, %ah) are the low bytes of the
		// pt_regs slot, or byte 1 for %ah: load just those bytes.
		f.ctx(asm.R1)
		size := l.Size
		if size != 1 && size != 2 && size != 4 {
			size = 8
		}
		f.emit(asm.LoadMem(x, asm.R1, int16(l.Reg), sizeOf(size)))
		f.extend(x, size, l.Signed)
		return val{kind: vReg, reg: x}
	}
	f.ctx(asm.R1)
	if l.Reg >= 0 {
		f.emit(asm.LoadMem(x, asm.R1, int16(l.Reg), asm.DWord))
	} else {
		f.emit(asm.Mov.Imm(x, 0))
	}
	if l.Index >= 0 {
		f.emit(asm.LoadMem(asm.R2, asm.R1, int16(l.Index), asm.DWord))
		if l.Scale > 1 {
			f.emit(asm.Mul.Imm(asm.R2, int32(l.Scale)))
		}
		f.emit(asm.Add.Reg(x, asm.R2))
	}
	if l.Offset != 0 {
		f.emit(asm.Add.Imm(x, int32(l.Offset)))
	}
	return f.readAt(x, 0, types.IntOf(l.Size, l.Signed), true)
}

// withPid stores (value, pid) on the stack: user addresses are symbolized
// against the process they came from.
func (f *fn) withPid(x asm.Register) val {
	off := f.alloc(16)
	f.emit(asm.StoreMem(f.at(off), off, x, asm.DWord))
	f.current(asm.FnGetCurrentPidTgid)
	f.emit(asm.RSh.Imm(asm.R0, 32), asm.StoreMem(f.at(off+8), off+8, asm.R0, asm.DWord))
	f.free(x)
	return val{kind: vStack, off: off}
}

// pidTgid is pid (tid: tid): as sonde's PID namespace sees it unless
// init says the initial namespace's. In the initial namespace they are
// the same, and bpf_get_current_pid_tgid gives them.
func (f *fn) pidTgid(tid bool, mode string) val {
	if mode == "task_ns" {
		return f.taskNSPid(tid)
	}
	x := f.reg()
	if ns := f.prog.PidNS; mode != "init" && ns != (check.PidNS{}) {
		// bpf_get_ns_current_pid_tgid(dev, ino, &{pid, tgid}, 8): the
		// thread's ids in that namespace, or an error (0 is left) when
		// the thread is not in it.
		off := f.alloc(8)
		f.emit(stImm(f.at(off), off, 0, asm.DWord))
		f.loadImm(asm.R1, int64(ns.Dev))
		f.loadImm(asm.R2, int64(ns.Ino))
		f.stackPtr(asm.R3, off)
		f.emit(asm.Mov.Imm(asm.R4, 8), asm.FnGetNsCurrentPidTgid.Call())
		word := off + 4 // tgid
		if tid {
			word = off
		}
		f.emit(asm.LoadMem(x, f.at(word), word, asm.Word))
		return val{kind: vReg, reg: x}
	}
	f.current(asm.FnGetCurrentPidTgid)
	f.emit(asm.Mov.Reg(x, asm.R0))
	if tid {
		f.extend(x, 4, false)
	} else {
		f.emit(asm.RSh.Imm(x, 32))
	}
	return val{kind: vReg, reg: x}
}

// taskNSPid is pid(task_ns) or tid(task_ns): the ids of the current task
// in its own PID namespace, the one its pid was made in (task->thread_pid
// ->numbers[level].ns), through bpf_get_ns_current_pid_tgid with that
// namespace's inode number: what getpid() and gettid() return in the task.
// 0 when a read fails.
func (f *fn) taskNSPid(tid bool) val {
	ns := f.prog.TaskNS
	task := f.reg()
	f.current(asm.FnGetCurrentTask)
	f.emit(asm.Mov.Reg(task, asm.R0))
	p := f.readAt(task, ns.ThreadPid, types.U64, false).reg
	level := f.reg()
	f.emit(asm.Mov.Reg(level, p))
	level = f.readAt(level, ns.Level, types.U32, false).reg
	// &pid->numbers[level].ns
	f.emit(asm.Mul.Imm(level, int32(ns.UpidSize)), asm.Add.Reg(p, level))
	f.free(level)
	pidns := f.readAt(p, ns.Numbers+ns.UpidNs, types.U64, false).reg
	inum := f.readAt(pidns, ns.Inum, types.U32, false).reg
	off := f.alloc(8)
	f.emit(stImm(f.at(off), off, 0, asm.DWord))
	f.loadImm(asm.R1, int64(ns.Dev))
	f.emit(asm.Mov.Reg(asm.R2, inum))
	f.free(inum)
	f.stackPtr(asm.R3, off)
	f.emit(asm.Mov.Imm(asm.R4, 8), asm.FnGetNsCurrentPidTgid.Call())
	word := off + 4 // tgid
	if tid {
		word = off
	}
	x := f.reg()
	f.emit(asm.LoadMem(x, f.at(word), word, asm.Word))
	return val{kind: vReg, reg: x}
}

// nsecs reads the clock nsecs() names ("" is plain nsecs: CLOCK_BOOTTIME
// as in newest bpftrace, CLOCK_MONOTONIC as in 0.17). sw_tai is
// CLOCK_BOOTTIME plus the offset to CLOCK_TAI the runtime measured at start.
func (f *fn) nsecs(clock string) val {
	if clock == "" && f.bootNsecs {
		clock = "boot"
	}
	x := f.reg()
	helper := map[string]asm.BuiltinFunc{"": asm.FnKtimeGetNs, "monotonic": asm.FnKtimeGetNs,
		"boot": asm.FnKtimeGetBootNs, "tai": asm.FnKtimeGetTaiNs, "sw_tai": asm.FnKtimeGetBootNs}[clock]
	f.emit(helper.Call(), asm.Mov.Reg(x, asm.R0))
	if clock == "sw_tai" {
		f.withConfig(x, object.ConfigTAI, asm.Add)
	}
	return val{kind: vReg, reg: x}
}

// withConfig applies slot i of the config map to x with op (x -= start,
// x += offset); x stays as it is when the lookup fails.
func (f *fn) withConfig(x asm.Register, i object.ConfigSlot, op asm.ALUOp) {
	f.config(i)
	skip := f.newLabel()
	f.emit(asm.JEq.Imm(asm.R0, 0, skip), asm.LoadMem(asm.R1, asm.R0, 0, asm.DWord), op.Reg(x, asm.R1))
	f.label(skip)
	f.emit(nop())
}

// pcomm is the comm of task's parent process (task->real_parent->comm).
func (f *fn) pcomm(task asm.Register) val {
	parent := f.readAt(task, f.prog.TaskParent, types.U64, false)
	return f.readAt(parent.reg, f.prog.TaskComm, types.StringOf(16), false)
}

func (f *fn) ppid() val {
	x := f.reg()
	f.current(asm.FnGetCurrentTask)
	f.emit(asm.Mov.Reg(x, asm.R0))
	parent, tgid := f.prog.TaskParent, f.prog.TaskTgid
	v := f.readAt(x, parent, types.U64, false)
	return f.readAt(v.reg, tgid, types.I32, false)
}

// dwStack is dw_ustack: a sample of the user registers and stack sent
// under a fresh id (bpf.SendUserStack), the value being the id (-1 when
// no sample could be sent) and the pid, as a ustack's is its stack id and
// pid; sonde unwinds the sample as it arrives.
func (f *fn) dwStack() val {
	f.out.UsesDwStacks = true
	off, key := f.alloc(16), f.alloc(8)
	dst, tmp := f.reg(), f.reg()
	regs := bpf.PtRegs{IP: abi.IP.Offset(), SP: abi.SP.Offset(), BP: abi.BP.Offset()}
	f.SendUserStack(object.DwScratchMap, object.DwStackMap, object.LostMap, bpf.DefaultSampleStack, regs, f.at(off), key, off, dst, tmp)
	f.free(tmp)
	f.free(dst)
	f.current(asm.FnGetCurrentPidTgid)
	f.emit(asm.RSh.Imm(asm.R0, 32), asm.StoreMem(f.at(off+8), off+8, asm.R0, asm.DWord))
	return val{kind: vStack, off: off}
}

// stackDepth is len(kstack), len(ustack): the frames bpf_get_stack copies
// of the stack here, at most the stack's limit (0 when it fails).
func (f *fn) stackDepth(t *types.Type) val {
	size := 8 * t.StackLimit
	off := f.alloc(size)
	f.ctx(asm.R1)
	f.stackPtr(asm.R2, off)
	flags := int32(0)
	if t.UserStack {
		flags = 1 << 8 // BPF_F_USER_STACK
	}
	f.emit(asm.Mov.Imm(asm.R3, int32(size)), asm.Mov.Imm(asm.R4, flags))
	f.callChecked(asm.FnGetStack)
	x := f.reg()
	ok := f.newLabel()
	f.emit(asm.Mov.Reg(x, asm.R0), asm.JSGE.Imm(x, 0, ok), asm.Mov.Imm(x, 0))
	f.label(ok)
	f.emit(asm.RSh.Imm(x, 3))
	return val{kind: vReg, reg: x}
}

func (f *fn) stackTrace(t *types.Type) val {
	if t.Dwarf {
		return f.dwStack()
	}
	off := f.alloc(16)
	flags := int32(0)
	if t.UserStack {
		flags = 1 << 8 // BPF_F_USER_STACK
	}
	if t.StackMode == types.StackBuildID {
		f.out.UsesBuildIDStacks = true
		f.ctx(asm.R1)
		f.mapPtr(asm.R2, object.BuildIDStackMap)
		f.emit(asm.Mov.Imm(asm.R3, flags), asm.FnGetStackid.Call())
	} else {
		f.out.UsesStacks = true
		f.StackID(f.ctx, object.StackMap, object.StackOverflowMap, flags)
	}
	f.checkHelper(asm.FnGetStackid)
	f.emit(asm.StoreMem(f.at(off), off, asm.R0, asm.DWord))
	f.current(asm.FnGetCurrentPidTgid)
	f.emit(asm.RSh.Imm(asm.R0, 32), asm.StoreMem(f.at(off+8), off+8, asm.R0, asm.DWord))
	return val{kind: vStack, off: off}
}
