package elfx

import (
	"cmp"
	"debug/dwarf"
	"encoding/binary"
	"fmt"
	"slices"

	"sonde/internal/locop"
)

// LocKind is where a variable's value is at one address.
type LocKind uint8

const (
	LocNone   LocKind = iota // nowhere a plain address computation reaches (a location list, a piece, a constant)
	LocReg                   // in register Reg
	LocMem                   // in memory at register Reg + Off
	LocCFA                   // in memory at the canonical frame address + Off
	LocConst                 // no storage: the value is Off itself (DW_OP_litN, DW_OP_consts, DW_OP_implicit_value with DW_OP_stack_value)
	LocExpr                  // computed by Expr from registers, memory and constants
	LocPieces                // in Pieces, each a part of the value (DW_OP_piece)
)

// ExprOp is one step of an Expr.
type ExprOp struct {
	Kind locop.Kind
	Reg  int // DWARF register number, for locop.Reg
	Val  int64
}

// Expr is a computed location: Ops leave one value on the stack, which
// is the variable's value (Value) or its address.
type Expr struct {
	Ops   []ExprOp
	Value bool
}

// VarLoc is a variable's location, from its DW_AT_location: a register,
// memory at a register plus an offset, a constant, or (LocExpr) a value
// or address computed from them. Reg
// is a DWARF x86-64 register number (0 rax, 1 rdx, 2 rcx, 3 rbx, 4 rsi,
// 5 rdi, 6 rbp, 7 rsp, 8-15 r8-r15).
type VarLoc struct {
	Kind   LocKind
	Reg    int
	Off    int64
	Why    string  // for LocNone: what the location is instead
	Expr   *Expr   // for LocExpr
	Pieces []Piece // for LocPieces, in the order of the value's bytes
}

// Piece is Size bytes of a value in pieces, where Loc says (LocNone:
// that part is optimized out).
type Piece struct {
	Loc  VarLoc
	Size int
}

// typedOps name DWARF 5's typed operations, 0xa4 to 0xa9.
var typedOps = [...]string{"DW_OP_const_type", "DW_OP_regval_type", "DW_OP_deref_type", "DW_OP_xderef_type", "DW_OP_convert", "DW_OP_reinterpret"}

// uleb1 is the unsigned LEB128 number b starts with.
func uleb1(b []byte) uint64 {
	v, _ := uleb(b)
	return v
}

// RegName names DWARF register reg in messages: xmm0-15 (17-32) by name.
func RegName(reg int) string {
	if reg >= 17 && reg <= 32 {
		return fmt.Sprintf("xmm%d", reg-17)
	}
	return fmt.Sprintf("DWARF %d", reg)
}

// IsVector reports whether DWARF register reg is a vector register
// (xmm0-15, x87, mmx...), which no uprobe's pt_regs holds.
func IsVector(reg int) bool { return reg >= 17 }

// Var is a parameter or local variable in scope at an address.
type Var struct {
	Param
	Loc     VarLoc
	IsParam bool // a parameter of the function (else a local variable)
	// Listed: Loc comes from a location list, which says where the
	// variable is at each address, the function's entry too (a single
	// expression, as at -O0, may hold only after the prologue).
	Listed bool
}

// Scope is what the DWARF says of the function holding an address: its
// name, its return type (nil for void) and the variables in scope there.
type Scope struct {
	Func string
	Ret  *Param
	Vars []Var // its parameters, then the locals of the blocks holding the address, outermost first
}

// VarsAt returns the scope at the link-time address addr, from the
// binary's DWARF. ok is false when no DWARF covers addr.
func (f *File) VarsAt(addr uint64) (sc Scope, ok bool, err error) { return f.VarsAtView(addr, -1) }

// VarsAtView is VarsAt at view view of addr, a statement's (Stmt.View):
// where several rows of the line table share an address, GCC's location
// views (DW_AT_GNU_locviews, DW_LLE_view_pair) say which of the location
// list entries starting there holds at each row. view < 0 knows no view:
// the entry covering addr's instruction holds, as at a function's entry.
func (f *File) VarsAtView(addr uint64, view int) (sc Scope, ok bool, err error) {
	u, ok, err := f.unitAt(addr)
	if !ok || err != nil {
		return sc, false, err
	}
	d, r := u.d, u.r
	var frameBase []byte
	depth, inFunc := 1, 0
	for depth > 0 {
		e, err := r.Next()
		if err != nil {
			return sc, false, err
		}
		if e == nil {
			break
		}
		if e.Tag == 0 {
			depth--
			if inFunc > 0 && depth < inFunc {
				break
			}
			continue
		}
		switch {
		case inFunc == 0 && e.Tag == dwarf.TagSubprogram && covers(d, e, addr):
			sc.Func, _ = attr(d, e, dwarf.AttrName).(string)
			frameBase, _ = e.Val(dwarf.AttrFrameBase).([]byte)
			if off, ok := attr(d, e, dwarf.AttrType).(dwarf.Offset); ok {
				if t, err := d.Type(off); err == nil {
					p := spell(t)
					p.Decl, p.Type = declName(t), t
					sc.Ret = &p
				}
			}
			if !e.Children {
				return sc, true, nil
			}
			depth++
			inFunc = depth
			continue
		case inFunc > 0 && (e.Tag == dwarf.TagFormalParameter || e.Tag == dwarf.TagVariable):
			name, _ := attr(d, e, dwarf.AttrName).(string)
			off, _ := attr(d, e, dwarf.AttrType).(dwarf.Offset)
			if t, err := typeAt(d, off); err == nil && name != "" {
				p := spell(t)
				p.Name, p.Decl, p.Type = name, declName(t), t
				loc := f.location(u.cu, e, at{addr, view})
				_, listed := e.Val(dwarf.AttrLocation).(int64)
				vl := evalLoc(loc, frameBase)
				if cv := e.Val(dwarf.AttrConstValue); cv != nil && e.Val(dwarf.AttrLocation) == nil {
					vl = constValue(cv)
				}
				sc.Vars = append(sc.Vars, Var{Param: p, Loc: vl, IsParam: e.Tag == dwarf.TagFormalParameter, Listed: listed})
			}
		case inFunc > 0 && e.Tag == dwarf.TagLexDwarfBlock && covers(d, e, addr):
			if e.Children {
				depth++
				continue
			}
		case inFunc == 0 && e.Tag == dwarf.TagNamespace:
			if e.Children {
				depth++
				continue
			}
		}
		if e.Children {
			r.SkipChildren()
		}
	}
	return sc, sc.Func != "", nil
}

// constValue is the location of a variable whose DWARF gives its value
// instead (DW_AT_const_value, which -O2 gives a constant it folded): a
// number, or a block of up to 8 bytes (a double's), as the bits of one.
func constValue(v any) VarLoc {
	switch v := v.(type) {
	case int64:
		return VarLoc{Kind: LocConst, Off: v}
	case []byte:
		if len(v) <= 8 {
			var b [8]byte
			copy(b[:], v)
			return VarLoc{Kind: LocConst, Off: int64(binary.LittleEndian.Uint64(b[:]))}
		}
		return VarLoc{Why: fmt.Sprintf("a constant of %d bytes (DW_AT_const_value)", len(v))}
	}
	return VarLoc{Why: "a constant sonde cannot read (DW_AT_const_value)"}
}

// evalLoc evaluates a DW_AT_location that is one expression naming a
// register, a register or the frame base plus an offset, or a constant.
func evalLoc(v any, frameBase []byte) VarLoc {
	expr, ok := v.([]byte)
	if !ok {
		if why, ok := v.(string); ok {
			return VarLoc{Why: why}
		}
		return VarLoc{Why: "optimized out"}
	}
	if len(expr) == 0 {
		return VarLoc{Why: "optimized out"}
	}
	op := expr[0]
	switch {
	case op >= 0x50 && op <= 0x6f && len(expr) == 1: // DW_OP_reg0..31
		return VarLoc{Kind: LocReg, Reg: int(op - 0x50)}
	case op == 0x90: // DW_OP_regx ULEB
		r, n := uleb(expr[1:])
		if 1+n == len(expr) {
			return VarLoc{Kind: LocReg, Reg: int(r)}
		}
	case op >= 0x30 && op <= 0x4f && len(expr) == 2 && expr[1] == 0x9f: // DW_OP_litN; DW_OP_stack_value
		return VarLoc{Kind: LocConst, Off: int64(op - 0x30)}
	case (op == 0x11 || op == 0x10) && expr[len(expr)-1] == 0x9f: // DW_OP_consts/constu N; DW_OP_stack_value
		var c int64
		var n int
		if op == 0x11 {
			c, n = sleb(expr[1:])
		} else {
			var u uint64
			u, n = uleb(expr[1:])
			c = int64(u)
		}
		if 1+n+1 == len(expr) {
			return VarLoc{Kind: LocConst, Off: c}
		}
	case op >= 0x08 && op <= 0x0f && expr[len(expr)-1] == 0x9f: // DW_OP_const1u..const8s N; DW_OP_stack_value
		if size := 1 << ((op - 0x08) / 2); 1+size+1 == len(expr) {
			return VarLoc{Kind: LocConst, Off: fixedConst(op, expr[1:1+size])}
		}
	case op == 0x9e: // DW_OP_implicit_value ULEB BLOCK
		size, n := uleb(expr[1:])
		if size <= 8 && 1+n+int(size) == len(expr) {
			var u uint64
			for i := int(size) - 1; i >= 0; i-- {
				u = u<<8 | uint64(expr[1+n+i])
			}
			return VarLoc{Kind: LocConst, Off: int64(u)}
		}
	case op >= 0x70 && op <= 0x8f: // DW_OP_breg0..31 SLEB
		off, n := sleb(expr[1:])
		if 1+n == len(expr) {
			return VarLoc{Kind: LocMem, Reg: int(op - 0x70), Off: off}
		}
	case op == 0x91: // DW_OP_fbreg SLEB
		off, n := sleb(expr[1:])
		if 1+n != len(expr) {
			break
		}
		fb := evalLoc(frameBase, nil)
		switch {
		case len(frameBase) == 1 && frameBase[0] == 0x9c: // DW_OP_call_frame_cfa
			return VarLoc{Kind: LocCFA, Off: off}
		case fb.Kind == LocReg:
			return VarLoc{Kind: LocMem, Reg: fb.Reg, Off: off}
		case len(frameBase) > 0 && frameBase[0] >= 0x70 && frameBase[0] <= 0x8f && fb.Kind == LocMem:
			// The frame base is the value breg computes, not memory there.
			return VarLoc{Kind: LocMem, Reg: fb.Reg, Off: fb.Off + off}
		}
		return VarLoc{Why: "relative to a frame base sonde cannot compute"}
	}
	if hasPiece(expr) {
		return pieces(expr, frameBase)
	}
	return compileExpr(expr, frameBase)
}

// hasPiece reports whether expr is a composition of pieces: it has a
// DW_OP_piece where an operation starts.
func hasPiece(expr []byte) bool {
	r := &reader{b: expr}
	for r.err == nil && len(r.b) > 0 {
		op := r.u8()
		if op == 0x93 || op == 0x9d {
			return true
		}
		if !skipOperands(r, op) {
			return false
		}
	}
	return false
}

// skipOperands skips the operands of the operation op that read
// consumed; false for one it does not know.
func skipOperands(r *reader, op byte) bool {
	switch {
	case op >= 0x08 && op <= 0x0f:
		r.take(1 << ((op - 0x08) / 2))
	case op == 0x10 || op == 0x23 || op == 0x90 || op == 0x93: // constu, plus_uconst, regx, piece
		r.uleb()
	case op == 0x11 || op == 0x91 || op >= 0x70 && op <= 0x8f: // consts, fbreg, bregN
		r.sleb()
	case op == 0x92: // bregx
		r.uleb()
		r.sleb()
	case op == 0x9d: // bit_piece
		r.uleb()
		r.uleb()
	case op == 0x94: // deref_size
		r.u8()
	case op == 0xa3 || op == 0xf3 || op == 0x9e: // entry_value, implicit_value
		r.take(int(r.uleb()))
	case op >= 0x50 && op <= 0x6f, op >= 0x30 && op <= 0x4f, op == 0x06, op == 0x9c, op == 0x9f,
		op >= 0x1a && op <= 0x27:
	default:
		return false
	}
	return r.err == nil
}

// pieces reads a location in pieces: each DW_OP_piece (or whole-byte
// DW_OP_bit_piece) ends a part located by the operations before it, as
// a location of its own (none: the part is optimized out).
func pieces(expr, frameBase []byte) VarLoc {
	var out []Piece
	r := &reader{b: expr}
	start := expr
	for r.err == nil && len(r.b) > 0 {
		at := len(expr) - len(r.b)
		op := r.u8()
		if op != 0x93 && op != 0x9d {
			if !skipOperands(r, op) {
				return VarLoc{Why: fmt.Sprintf("a DWARF expression with DW_OP %#x", op)}
			}
			continue
		}
		p := Piece{Loc: VarLoc{Why: "optimized out"}}
		if seg := start[:at-(len(expr)-len(start))]; len(seg) > 0 {
			p.Loc = evalLoc(seg, frameBase)
		}
		if op == 0x93 {
			p.Size = int(r.uleb())
		} else {
			bits, off := r.uleb(), r.uleb()
			if bits%8 != 0 || off != 0 {
				return VarLoc{Why: "in pieces of bits (DW_OP_bit_piece)"}
			}
			p.Size = int(bits / 8)
		}
		out = append(out, p)
		start = r.b
	}
	if r.err != nil || len(out) == 0 || len(start) > 0 {
		return VarLoc{Why: "a malformed DWARF expression"}
	}
	return VarLoc{Kind: LocPieces, Pieces: out}
}

// compileExpr reduces a DWARF expression to an Expr, or says why it
// cannot: an operation a probe cannot evaluate (DW_OP_entry_value, the
// value a register had at the function's entry; pieces).
func compileExpr(expr, frameBase []byte) VarLoc {
	x := &Expr{}
	binops := map[byte]locop.Kind{0x22: locop.Add, 0x1c: locop.Sub, 0x1e: locop.Mul, 0x1a: locop.And, 0x21: locop.Or, 0x27: locop.Xor, 0x24: locop.Shl, 0x25: locop.Shr, 0x26: locop.Shra}
	push := func(k locop.Kind, reg int, v int64) { x.Ops = append(x.Ops, ExprOp{Kind: k, Reg: reg, Val: v}) }
	r := &reader{b: expr}
	for r.err == nil && len(r.b) > 0 {
		op := r.u8()
		switch {
		case op >= 0x30 && op <= 0x4f: // DW_OP_litN
			push(locop.Const, 0, int64(op-0x30))
		case op >= 0x70 && op <= 0x8f: // DW_OP_bregN
			push(locop.Reg, int(op-0x70), r.sleb())
		case op == 0x92: // DW_OP_bregx
			reg := int(r.uleb())
			push(locop.Reg, reg, r.sleb())
		case op == 0x91: // DW_OP_fbreg
			off := r.sleb()
			fb := evalLoc(frameBase, nil)
			switch {
			case len(frameBase) == 1 && frameBase[0] == 0x9c:
				push(locop.CFA, 0, off)
			case fb.Kind == LocReg:
				push(locop.Reg, fb.Reg, off)
			case fb.Kind == LocMem:
				push(locop.Reg, fb.Reg, fb.Off+off)
			default:
				return VarLoc{Why: "relative to a frame base sonde cannot compute"}
			}
		case op == 0x9c: // DW_OP_call_frame_cfa
			push(locop.CFA, 0, 0)
		case op >= 0x08 && op <= 0x0f: // DW_OP_const1u .. DW_OP_const8s
			push(locop.Const, 0, fixedConst(op, r.take(1<<((op-0x08)/2))))
		case op == 0x10: // DW_OP_constu
			push(locop.Const, 0, int64(r.uleb()))
		case op == 0x11: // DW_OP_consts
			push(locop.Const, 0, r.sleb())
		case op == 0x23: // DW_OP_plus_uconst
			push(locop.Const, 0, int64(r.uleb()))
			push(locop.Add, 0, 0)
		case binops[op] != 0:
			push(binops[op], 0, 0)
		case op == 0x1f: // DW_OP_neg
			push(locop.Neg, 0, 0)
		case op == 0x20: // DW_OP_not
			push(locop.Not, 0, 0)
		case op == 0x06: // DW_OP_deref
			push(locop.Deref, 0, 8)
		case op == 0x94: // DW_OP_deref_size
			push(locop.Deref, 0, int64(r.u8()))
		case op == 0x9f: // DW_OP_stack_value
			if len(r.b) > 0 {
				return VarLoc{Why: "a DWARF expression with more after DW_OP_stack_value"}
			}
			x.Value = true
		case op == 0xa3 || op == 0xf3: // DW_OP_entry_value, GNU's: of a register alone
			sub := r.take(int(r.uleb()))
			reg := -1
			switch {
			case len(sub) == 1 && sub[0] >= 0x50 && sub[0] <= 0x6f:
				reg = int(sub[0] - 0x50)
			case len(sub) > 1 && sub[0] == 0x90:
				if v, n := uleb(sub[1:]); 1+n == len(sub) {
					reg = int(v)
				}
			}
			if reg < 0 && len(sub) > 1 && sub[0] == 0xa5 { // DW_OP_regval_type: a typed register, an SSE one for a float
				if v, _ := uleb(sub[1:]); IsVector(int(v)) {
					return VarLoc{Why: fmt.Sprintf("the value register %s had at the function's entry (DW_OP_entry_value), which a uprobe cannot read: the pt_regs it sees hold no vector registers", RegName(int(v)))}
				}
			}
			if reg < 0 {
				return VarLoc{Why: "the value a DWARF expression had at the function's entry (DW_OP_entry_value of more than a register), which sonde cannot recover"}
			}
			push(locop.EntryReg, reg, 0)
		case op >= 0x50 && op <= 0x6f || op == 0x90: // DW_OP_regN, regx: not alone, so a piece
			if op == 0x90 {
				r.uleb()
			}
			if len(r.b) > 0 && (r.b[0] == 0x93 || r.b[0] == 0x9d) {
				return VarLoc{Why: "in pieces (DW_OP_piece)"}
			}
			return VarLoc{Why: "a DWARF expression naming a register amid other operations"}
		case op == 0x93 || op == 0x9d: // DW_OP_piece, DW_OP_bit_piece
			return VarLoc{Why: "in pieces (DW_OP_piece)"}
		case op == 0xa5 && IsVector(int(uleb1(r.b))): // DW_OP_regval_type
			return VarLoc{Why: fmt.Sprintf("a value computed from register %s (DW_OP_regval_type), which a uprobe cannot read: the pt_regs it sees hold no vector registers", RegName(int(uleb1(r.b))))}
		case op >= 0xa4 && op <= 0xa9: // DWARF 5's typed operations: GCC's floating-point arithmetic
			return VarLoc{Why: fmt.Sprintf("a value computed with typed arithmetic (%s), floating-point arithmetic which sonde does not do", typedOps[op-0xa4])}
		default:
			return VarLoc{Why: fmt.Sprintf("a DWARF expression with DW_OP %#x", op)}
		}
	}
	if r.err != nil || len(x.Ops) == 0 {
		return VarLoc{Why: "a malformed DWARF expression"}
	}
	return VarLoc{Kind: LocExpr, Expr: x}
}

// fixedConst is the operand b of DW_OP_const1u .. DW_OP_const8s (op),
// little-endian, sign-extended by the signed forms.
func fixedConst(op byte, b []byte) int64 {
	var u uint64
	for i, c := range b {
		u |= uint64(c) << (8 * i)
	}
	if n := len(b); (op-0x08)%2 == 1 && n < 8 {
		return int64(u<<(64-8*n)) >> (64 - 8*n)
	}
	return int64(u)
}

// uleb decodes an unsigned LEB128 number and returns it and its length
// (past the end of b when it is truncated).
func uleb(b []byte) (uint64, int) {
	r := &reader{b: b}
	v := r.uleb()
	if r.err != nil {
		return 0, len(b) + 1
	}
	return v, len(b) - len(r.b)
}

// FrameLoc turns a location relative to the canonical frame address
// (LocCFA) into one relative to a register at code address addr, from the
// binary's call frame information; other locations come back as they are.
func (f *File) FrameLoc(addr uint64, l VarLoc) VarLoc {
	if l.Kind != LocCFA {
		return l
	}
	cfi, err := f.CFI()
	if err != nil {
		return VarLoc{Why: fmt.Sprintf("in the frame, and the call frame information is unreadable: %v", err)}
	}
	row, err := cfi.RowAt(addr)
	if err != nil || row.CFAExpr != nil {
		return VarLoc{Why: "in the frame, whose address the call frame information gives no register for there"}
	}
	return VarLoc{Kind: LocMem, Reg: row.CFAReg, Off: row.CFAOff + l.Off}
}

// NoDWARFError is a binary with no DWARF of its own nor a debug file.
type NoDWARFError struct{ Path string }

func (e *NoDWARFError) Error() string {
	return fmt.Sprintf("no DWARF in %s; install its debug package or build with -g", e.Path)
}

// sleb decodes a signed LEB128 number and returns it and its length.
func sleb(b []byte) (int64, int) {
	var v int64
	var shift uint
	for i, c := range b {
		v |= int64(c&0x7f) << shift
		shift += 7
		if c&0x80 == 0 {
			if shift < 64 && c&0x40 != 0 {
				v |= -1 << shift
			}
			return v, i + 1
		}
	}
	return 0, len(b) + 1
}

// LineAddrs returns the link-time addresses where the code of line line
// of the source file named file begins (file matches the DWARF's name
// whole or its last path elements: "prog.c", "src/prog.c"): the first
// statement row of each run of rows on that line, lowest first.
func (f *File) LineAddrs(file string, line int) ([]uint64, error) {
	lines, err := f.Lines(file)
	var addrs []uint64
	for _, s := range lines[line] {
		addrs = append(addrs, s.Addr)
	}
	return addrs, err
}

// Stmt is where the code of a source line begins: a statement row of the
// line table, with its column (0: the DWARF gives none) and its view, the
// row's number among the rows at its address (0 for the first; DWARF 5's
// proposal, GCC's "view" of .loc), which says which location list
// entries hold there (VarsAtView).
type Stmt struct {
	Addr uint64
	Col  int
	View int
}

// Lines returns every line of the source file named file (as LineAddrs
// matches it) that has code, each with the addresses LineAddrs gives it.
// Line tables are read whole, of every compilation unit: they are small
// next to the units' debugging entries, which are not read.
func (f *File) Lines(file string) (map[int][]Stmt, error) {
	if !f.HasDWARF() {
		if f.debug.err != nil {
			return nil, f.debug.err
		}
		return nil, &NoDWARFError{Path: f.Path}
	}
	match := func(name string) bool { return sameSource(name, file) }
	lines := map[int][]Stmt{}
	for _, lr := range f.debug.lineTables() {
		if !slices.ContainsFunc(lr.Files(), func(lf *dwarf.LineFile) bool { return lf != nil && match(lf.Name) }) {
			continue // the unit has no code from the file: its rows are not read
		}
		var e dwarf.LineEntry
		in := 0                                // the line of the run of rows we are in
		view, prev, seq := 0, uint64(0), false // the row's view, the previous row's address, whether one was in this sequence
		for lr.Next(&e) == nil {
			if seq && e.Address == prev {
				view++
			} else {
				view = 0
			}
			prev, seq = e.Address, !e.EndSequence
			on := !e.EndSequence && e.IsStmt && e.File != nil && match(e.File.Name)
			if on && e.Line != in && e.Line > 0 && !slices.ContainsFunc(lines[e.Line], func(s Stmt) bool { return s.Addr == e.Address }) {
				lines[e.Line] = append(lines[e.Line], Stmt{Addr: e.Address, Col: e.Column, View: view})
			}
			switch {
			case e.EndSequence || e.File == nil || !match(e.File.Name):
				in = 0
			case on || e.Line != in:
				in = e.Line
			}
		}
	}
	for _, a := range lines {
		slices.SortFunc(a, func(x, y Stmt) int { return cmp.Compare(x.Addr, y.Addr) })
	}
	return lines, nil
}

// lineTables reads every line program of .debug_line, without
// .debug_info, each as lineReader reads one for a stand-in unit entry
// whose DW_AT_stmt_list points to it. File names relative to the unit's
// compilation directory stay relative (the directory is in the unit's
// entry, not read).
func (d *debugInfo) lineTables() []*dwarf.LineReader {
	line := d.sec(".debug_line")
	var out []*dwarf.LineReader
	for off := 0; off+4 <= len(line); {
		n := int(binary.LittleEndian.Uint32(line[off:]))
		if n >= 0xfffffff0 {
			break // 64-bit DWARF, which gcc does not write for x86-64
		}
		cu := &dwarf.Entry{Tag: dwarf.TagCompileUnit, Field: []dwarf.Field{{Attr: dwarf.AttrStmtList, Val: int64(off), Class: dwarf.ClassLinePtr}}}
		if lr, err := d.lineReader(cu); err == nil && lr != nil {
			out = append(out, lr)
		}
		off += 4 + n
	}
	return out
}

// lineReader reads the line table of the unit whose entry is cu (its
// DW_AT_stmt_list and DW_AT_comp_dir), decompressing .debug_line when
// first needed. debug/dwarf reads a line program for a unit's entry:
// here for a stand-in entry of a stand-in unit (8-byte addresses), so
// that no unit's DWARF is built with the line tables it may never use.
func (d *debugInfo) lineReader(cu *dwarf.Entry) (*dwarf.LineReader, error) {
	d.secMu.Lock()
	dd, failed := d.lineD, d.lineErr
	d.secMu.Unlock()
	if dd == nil && !failed {
		line := d.sec(".debug_line")
		// A DWARF 4 unit: length, version 4, abbreviations at 0, 8-byte
		// addresses; one entry of abbreviation 1, a compile unit with
		// no attributes.
		info := []byte{8, 0, 0, 0, 4, 0, 0, 0, 0, 0, 8, 1}
		abbrev := []byte{1, 0x11, 0, 0, 0, 0}
		var err error
		if line != nil {
			if dd, err = dwarf.New(abbrev, nil, nil, info, line, nil, nil, d.sec(".debug_str")); err == nil {
				if b := d.sec(".debug_line_str"); b != nil {
					dd.AddSection(".debug_line_str", b)
				}
			}
		}
		d.secMu.Lock()
		d.lineD, d.lineErr = dd, dd == nil
		d.secMu.Unlock()
	}
	if dd == nil {
		return nil, nil
	}
	stand := &dwarf.Entry{Offset: 11, Tag: dwarf.TagCompileUnit}
	for _, a := range []dwarf.Attr{dwarf.AttrStmtList, dwarf.AttrCompDir} {
		if f := cu.AttrField(a); f != nil {
			stand.Field = append(stand.Field, *f)
		}
	}
	return dd.LineReader(stand)
}

// AfterPrologue returns the address of the function entered at addr
// where its body starts, as gdb and perf probe place a breakpoint on a
// function: the first row of the line table in the function whose line is
// not the entry's. At -O0 that is past the prologue that stores the
// parameters in the frame, where the DWARF locates them; optimized code
// often starts its body at the entry itself. It returns addr when the
// line table says nothing more.
func (f *File) AfterPrologue(addr, size uint64) uint64 {
	u, ok, err := f.unitAt(addr)
	if (!ok || err != nil) && u.cu == nil {
		return addr
	}
	lr, err := f.debug.lineReader(u.cu)
	if err != nil || lr == nil {
		return addr
	}
	entry := -1
	var e dwarf.LineEntry
	for lr.Next(&e) == nil {
		if e.EndSequence || e.Address < addr || size != 0 && e.Address >= addr+size {
			continue
		}
		if entry < 0 {
			if e.Address == addr {
				entry = e.Line
			}
			continue
		}
		if e.Line != entry {
			return e.Address
		}
	}
	return addr
}

// attrGNULocviews is DW_AT_GNU_locviews: the offset, in the section of
// the variable's location list, of the list's views, a pair of ULEB128
// numbers (begin and end view) for each bounded entry.
const attrGNULocviews dwarf.Attr = 0x2137

// at is a point of the code: an address and, when view >= 0, a view at
// it (Stmt.View).
type at struct {
	addr uint64
	view int
}

// in tells whether a location list entry [lo, hi) with views [vlo, vhi)
// holds at p: without a view, where its instruction is in [lo, hi); with
// one, where (addr, view) is in [(lo, vlo), (hi, vhi)) in that order.
func (p at) in(lo, hi, vlo, vhi uint64) bool {
	if p.view < 0 {
		return p.addr >= lo && p.addr < hi
	}
	v := uint64(p.view)
	return (p.addr > lo || p.addr == lo && v >= vlo) && (p.addr < hi || p.addr == hi && v < vhi)
}

// viewPairs reads a location list's views (DW_AT_GNU_locviews) from b at
// off, one pair per call; with off < 0 (no views) every pair is (0, 0).
type viewPairs struct{ r *reader }

func newViewPairs(b []byte, off int64) viewPairs {
	if off < 0 {
		return viewPairs{}
	}
	r := &reader{b: b}
	r.skip(int(off))
	return viewPairs{r}
}

func (v viewPairs) next() (lo, hi uint64, ok bool) {
	if v.r == nil {
		return 0, 0, true
	}
	lo, hi = v.r.uleb(), v.r.uleb()
	return lo, hi, v.r.err == nil
}

// location is a variable's DW_AT_location at p: its expression, the
// expression of its location list's entry holding at p, or a string
// saying why there is none.
func (f *File) location(cu, e *dwarf.Entry, p at) any {
	loc := e.Val(dwarf.AttrLocation)
	ll, ok := loc.(int64)
	if !ok || cu == nil {
		return loc
	}
	views, ok := e.Val(attrGNULocviews).(int64)
	if !ok {
		views = -1
	}
	return f.locListAt(cu, ll, views, p)
}

// locListAt returns the expression of the location list at offset off
// that holds at p, or a string saying why there is none: the variable
// is not available there, or the list is of a form sonde does not read.
// views is the offset of the list's views (DW_AT_GNU_locviews), < 0 for
// none.
func (f *File) locListAt(cu *dwarf.Entry, off, views int64, p at) any {
	base, _ := cu.Val(dwarf.AttrLowpc).(uint64)
	// .debug_loclists (DWARF 5) or .debug_loc (DWARF 4), read when a
	// variable first needs them.
	var expr []byte
	var ok bool
	switch loclists, loc := f.debug.sec(".debug_loclists"), f.debug.sec(".debug_loc"); {
	case loclists != nil:
		addrBase, _ := cu.Val(dwarf.AttrAddrBase).(int64)
		expr, ok = loclistsAt(loclists, off, base, p, newViewPairs(loclists, views), func(i uint64) (uint64, bool) {
			at := uint64(addrBase) + 8*i
			if f.debug.addr == nil || at+8 > uint64(len(f.debug.addr)) {
				return 0, false
			}
			return binary.LittleEndian.Uint64(f.debug.addr[at:]), true
		})
	case loc != nil:
		expr, ok = locAt(loc, off, base, p, newViewPairs(loc, views))
	default:
		return "a location list sonde cannot read"
	}
	if !ok {
		return "a location list sonde cannot read"
	}
	if expr == nil {
		return "not available at this address"
	}
	return expr
}

// loclistsAt walks a DWARF 5 location list (DW_LLE_*) for the entry
// holding at p, views giving each bounded entry's views unless a
// DW_LLE_view_pair before it does: its expression, nil when none holds;
// ok false when the list is malformed or uses an index it cannot resolve.
func loclistsAt(b []byte, off int64, base uint64, p at, views viewPairs, index func(uint64) (uint64, bool)) (expr []byte, ok bool) {
	r := &reader{b: b}
	r.skip(int(off))
	var dflt []byte
	var vlo, vhi uint64
	paired := false // a DW_LLE_view_pair gave the next entry's views
	for r.err == nil {
		kind := r.u8()
		var lo, hi uint64
		bounded := true
		switch kind {
		case 0x00: // end_of_list
			return dflt, r.err == nil
		case 0x01: // base_addressx
			if base, ok = index(r.uleb()); !ok {
				return nil, false
			}
			continue
		case 0x02: // startx_endx
			var ok1, ok2 bool
			lo, ok1 = index(r.uleb())
			hi, ok2 = index(r.uleb())
			if !ok1 || !ok2 {
				return nil, false
			}
		case 0x03: // startx_length
			if lo, ok = index(r.uleb()); !ok {
				return nil, false
			}
			hi = lo + r.uleb()
		case 0x04: // offset_pair
			lo = base + r.uleb()
			hi = base + r.uleb()
		case 0x05: // default_location
			bounded = false
		case 0x06: // base_address
			base = binary.LittleEndian.Uint64(r.take(8))
			continue
		case 0x07: // start_end
			lo = binary.LittleEndian.Uint64(r.take(8))
			hi = binary.LittleEndian.Uint64(r.take(8))
		case 0x08: // start_length
			lo = binary.LittleEndian.Uint64(r.take(8))
			hi = lo + r.uleb()
		case 0x09: // GNU view_pair (GCC's -gvariable-location-views=incompat5)
			vlo, vhi, paired = r.uleb(), r.uleb(), true
			continue
		default:
			return nil, false
		}
		e := r.take(int(r.uleb()))
		if r.err != nil {
			return nil, false
		}
		if !bounded {
			dflt = e
			continue
		}
		if !paired {
			if vlo, vhi, ok = views.next(); !ok {
				return nil, false
			}
		}
		paired = false
		if p.in(lo, hi, vlo, vhi) {
			return e, true
		}
	}
	return nil, false
}

// locAt walks a DWARF 4 .debug_loc list: address pairs relative to the
// unit's base (an all-ones start selects a new base), each with a
// two-byte expression length and, from views, its views.
func locAt(b []byte, off int64, base uint64, p at, views viewPairs) (expr []byte, ok bool) {
	r := &reader{b: b}
	r.skip(int(off))
	for r.err == nil {
		lo := binary.LittleEndian.Uint64(r.take(8))
		hi := binary.LittleEndian.Uint64(r.take(8))
		if r.err != nil {
			return nil, false
		}
		if lo == 0 && hi == 0 {
			return nil, true
		}
		if lo == ^uint64(0) {
			base = hi
			continue
		}
		n := r.take(2)
		if r.err != nil {
			return nil, false
		}
		e := r.take(int(binary.LittleEndian.Uint16(n)))
		vlo, vhi, ok := views.next()
		if !ok {
			return nil, false
		}
		if p.in(base+lo, base+hi, vlo, vhi) {
			return e, r.err == nil
		}
	}
	return nil, false
}

// HasDWARF reports whether the binary has DWARF, its own or a debug
// file's.
func (f *File) HasDWARF() bool {
	f.debug.once.Do(f.loadDebug)
	return f.debug.err == nil && f.debug.path != ""
}
