package probe

// args.NAME and locals.NAME at a uprobe in a C function, from the
// binary's DWARF (elfx.File.VarsAtView): the variables in scope at the
// probe's address and where each is there, as point.Fields the compiler
// reads. At a function's entry the parameters are in the registers of
// the calling convention (dwarfArgs), whatever the DWARF says of the
// body; elsewhere (offsets, statement probes) every variable is where
// its location expression or location list puts it (at a statement
// probe, the list's entry for the view of the line's row): a register,
// memory at a register or the frame (the CFA, from the call frame
// information) plus an offset, or a constant. A variable with no location there is a
// field with Unavailable set: the checker refuses it by name.

import (
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"sonde/internal/elfx"
	"sonde/internal/kernel/abi"
	"sonde/internal/locop"
	"sonde/internal/probe/point"
)

// dwarfVars gives the fields of a uprobe target: its parameters and the
// local variables in scope, innermost declaration of a name winning.
func dwarfVars(t point.Target) []point.Field {
	f, addr, off, ok := targetAddr(t)
	if !ok {
		return nil
	}
	sc, ok, err := f.VarsAtView(addr, stmtView(t))
	if err != nil || !ok {
		// A nameless local says why there are none, for locals' error.
		why := fmt.Sprintf("no DWARF for %#x in %s", addr, t.Path)
		if !f.HasDWARF() {
			why = (&elfx.NoDWARFError{Path: t.Path}).Error()
		}
		return append(dwarfArgs(t), point.Field{Local: true, Unavailable: why})
	}
	var fields []point.Field
	if off == 0 {
		fields = dwarfArgs(t)
	}
	where := ""
	if _, line, ok := strings.Cut(t.Name, "@"); ok {
		where = line + " " // a statement probe's FILE:LINE, as written
	} else if src, ok := f.Source(addr); ok {
		where = fmt.Sprintf("%s:%d ", filepath.Base(src.Loc.File), src.Loc.Line)
	}
	where += fmt.Sprintf("(%#x)", addr)
	// The function's entry, where a probe saves the argument registers
	// for DW_OP_entry_value; "" at the entry itself.
	entryAt := ""
	if off != 0 {
		entryAt = fmt.Sprintf("uprobe:%s:%q+0", t.Path, t.Parts[1])
	}
	for _, v := range sc.Vars {
		var fd point.Field
		switch {
		case !v.IsParam || off != 0:
			fd = varField(f, addr, v, where, entryAt)
		case slices.ContainsFunc(fields, func(fd point.Field) bool { return !fd.Local && fd.Name == v.Name }):
			continue // in the argument registers (dwarfArgs)
		case v.Listed || inRegs(v.Loc):
			// One dwarfArgs leaves out (a struct passed by value, those
			// after it, a float) is where its location list says, which
			// holds at the entry, or in the registers a single location
			// names for the whole function (-O2's DW_OP_reg5 of a small
			// struct).
			fd = varField(f, addr, v, where, entryAt)
		case v.Float:
			fd = point.Field{Name: v.Name, Unavailable: fmt.Sprintf("a %s, which the calling convention passes in an SSE register, and a uprobe cannot read: the pt_regs it sees hold no vector registers; probe a line inside the function, where -O0 code keeps it in the frame (uprobe:%s@FILE:LINE)", v.Type, t.Path)}
		default:
			fd = point.Field{Name: v.Name, Unavailable: fmt.Sprintf("a %s, whose place at the function's entry the DWARF does not give (no location list: build with -O1 or more), nor the calling convention alone; probe a line inside the function instead (uprobe:%s@FILE:LINE)", v.Type, t.Path)}
		}
		for i := range fields {
			if fields[i].Name == fd.Name && fields[i].Local == fd.Local {
				fields = append(fields[:i], fields[i+1:]...) // shadowed by an inner block's
				break
			}
		}
		fields = append(fields, fd)
	}
	return fields
}

// inRegs reports whether loc is in registers only: a register, or
// pieces each a register.
func inRegs(loc elfx.VarLoc) bool {
	switch loc.Kind {
	case elfx.LocReg:
		return true
	case elfx.LocPieces:
		for _, p := range loc.Pieces {
			if p.Loc.Kind != elfx.LocReg {
				return false
			}
		}
		return len(loc.Pieces) > 0
	}
	return false
}

// targetAddr is the link-time address a uprobe target attaches at, in
// its binary, and its offset in the function it names.
func targetAddr(t point.Target) (f *elfx.File, addr, off uint64, ok bool) {
	if len(t.Parts) < 3 {
		return nil, 0, 0, false
	}
	f, err := elfx.Cached(t.Path)
	if err != nil {
		return nil, 0, 0, false
	}
	sym, ok := f.Lookup(t.Parts[1])
	if !ok {
		return nil, 0, 0, false
	}
	off, _ = strconv.ParseUint(t.Parts[2], 10, 64)
	return f, sym.Addr + off, off, true
}

// varField is where variable v is at addr, as a field; where names addr
// in messages ("prog.c:7 (0x1139)"). entryAt is the attach point of the
// function's entry, for values it had there (DW_OP_entry_value): "" when
// addr is the entry, "-" when no probe there can save them (an inlined
// copy's).
func varField(f *elfx.File, addr uint64, v elfx.Var, where, entryAt string) point.Field {
	fd := point.Field{Name: v.Name, CType: v.CType, Size: v.Size, Signed: v.Signed, Local: !v.IsParam}
	if v.CType == "void *" || !v.Struct && v.CType[len(v.CType)-1] != '*' || v.Struct {
		fd.BTF = dwarfBTF(v.Type)
	}
	loc := f.FrameLoc(addr, v.Loc)
	if v.Float {
		// A float or double is read as its bits, from memory or a
		// general register; SSE registers are out of a uprobe's reach.
		switch {
		case loc.Kind == elfx.LocReg && elfx.IsVector(loc.Reg):
			fd.Unavailable = fmt.Sprintf("a %s in register %s at %s, which a uprobe cannot read: the pt_regs it sees hold no vector registers", v.Type, elfx.RegName(loc.Reg), where)
			return fd
		case v.Size == 16 && !(loc.Kind == elfx.LocMem || loc.Kind == elfx.LocExpr && !loc.Expr.Value):
			// x86-64's long double: 10 bytes of x87 extended precision.
			fd.Unavailable = fmt.Sprintf("a %s at %s, not in memory, where sonde reads one", v.Type, where)
			return fd
		case v.Size != 4 && v.Size != 8 && v.Size != 16:
			fd.Unavailable = fmt.Sprintf("a %s of %d bytes at %s, which sonde does not read", v.Type, v.Size, where)
			return fd
		}
		fd.BTF = dwarfBTF(v.Type)
	}
	reg := func(r int) (int, bool) {
		if r < 0 || r >= len(abi.DwarfRegs) {
			return 0, false
		}
		return int(abi.DwarfRegs[r].Offset()), true
	}
	switch loc.Kind {
	case elfx.LocReg:
		if v.Struct && v.Size <= 8 && !elfx.IsVector(loc.Reg) {
			// A small struct in one general register: a value of one piece.
			n := 1
			for n < v.Size {
				n *= 2
			}
			return pieceField(f, addr, fd, v, elfx.VarLoc{Kind: elfx.LocPieces, Pieces: []elfx.Piece{{Loc: loc, Size: n}}}, where, entryAt)
		}
		r, ok := reg(loc.Reg)
		if !ok || v.Size > 8 || v.Struct {
			fd.Unavailable = fmt.Sprintf("in DWARF register %d at %s, which sonde cannot read", loc.Reg, where)
			return fd
		}
		fd.Offset = r
		fd.Loc = nil
		if !v.Float {
			fd.BTF = nil
		}
		if v.CType == "void *" {
			fd.BTF = dwarfBTF(v.Type)
		}
		if !v.IsParam {
			fd.BTF = dwarfBTF(v.Type) // a local's type, as the checker types locals
		}
	case elfx.LocMem:
		r, ok := reg(loc.Reg)
		if !ok {
			fd.Unavailable = fmt.Sprintf("relative to DWARF register %d at %s, which sonde cannot read", loc.Reg, where)
			return fd
		}
		fd.Loc = &point.ArgLoc{Kind: point.LocMem, Size: v.Size, Signed: v.Signed, Reg: r, Index: -1, Offset: loc.Off}
	case elfx.LocExpr:
		x, cfa, why := locExpr(f, addr, loc.Expr, entryAt)
		if why != "" {
			fd.Unavailable = fmt.Sprintf("no location sonde can read at %s: %s", where, why)
			return fd
		}
		fd.Expr = x
		if slices.ContainsFunc(x.Ops, func(op point.LocOp) bool { return op.Kind == locop.EntryReg }) {
			fd.EntryAt, fd.EntryCFA = entryAt, cfa
		}
	case elfx.LocPieces:
		return pieceField(f, addr, fd, v, loc, where, entryAt)
	case elfx.LocConst:
		fd.Loc = &point.ArgLoc{Kind: point.LocConst, Size: v.Size, Signed: v.Signed, Const: loc.Off, Index: -1}
	default:
		switch loc.Why {
		case "optimized out", "not available at this address":
			fd.Unavailable = "optimized out at " + where
		default:
			fd.Unavailable = fmt.Sprintf("no location sonde can read at %s: %s", where, loc.Why)
		}
	}
	return fd
}

// pieceField reads a variable in pieces, each a location of its own
// (a register, memory, a constant, a computed value), into a value
// assembled from them (point.Field.Pieces).
func pieceField(f *elfx.File, addr uint64, fd point.Field, v elfx.Var, loc elfx.VarLoc, where, entryAt string) point.Field {
	at := 0
	for _, p := range loc.Pieces {
		l := f.FrameLoc(addr, p.Loc)
		var x *elfx.Expr
		switch {
		case l.Kind == elfx.LocNone && (l.Why == "optimized out" || l.Why == "not available at this address"):
			fd.Unavailable = fmt.Sprintf("partly optimized out at %s: bytes %d-%d of it have no location", where, at, at+p.Size-1)
		case l.Kind == elfx.LocReg && elfx.IsVector(l.Reg):
			fd.Unavailable = fmt.Sprintf("in pieces at %s, one in register %s, which a uprobe cannot read: the pt_regs it sees hold no vector registers", where, elfx.RegName(l.Reg))
		case p.Size > 8 || p.Size&(p.Size-1) != 0:
			fd.Unavailable = fmt.Sprintf("no location sonde can read at %s: a piece of %d bytes", where, p.Size)
		case l.Kind == elfx.LocReg:
			x = &elfx.Expr{Ops: []elfx.ExprOp{{Kind: locop.Reg, Reg: l.Reg}}, Value: true}
		case l.Kind == elfx.LocMem:
			x = &elfx.Expr{Ops: []elfx.ExprOp{{Kind: locop.Reg, Reg: l.Reg, Val: l.Off}}}
		case l.Kind == elfx.LocConst:
			x = &elfx.Expr{Ops: []elfx.ExprOp{{Kind: locop.Const, Val: l.Off}}, Value: true}
		case l.Kind == elfx.LocExpr:
			x = l.Expr
		default:
			fd.Unavailable = fmt.Sprintf("no location sonde can read at %s: a piece of it is %s", where, l.Why)
		}
		if fd.Unavailable != "" {
			return fd
		}
		px, cfa, why := locExpr(f, addr, x, entryAt)
		if why != "" {
			fd.Unavailable = fmt.Sprintf("no location sonde can read at %s: %s", where, why)
			return fd
		}
		if slices.ContainsFunc(px.Ops, func(op point.LocOp) bool { return op.Kind == locop.EntryReg }) {
			fd.EntryAt, fd.EntryCFA = entryAt, cfa
		}
		if fd.Pieces == nil {
			fd.Pieces = &point.Pieces{}
		}
		fd.Pieces.Parts = append(fd.Pieces.Parts, point.ExprPiece{Expr: px, Offset: at, Size: p.Size})
		at += p.Size
	}
	if n := v.Type.Size(); n > 0 && int64(at) > (n+7)&^7 { // a register's bytes past a small value's are not read
		fd.Unavailable = fmt.Sprintf("no location sonde can read at %s: pieces of %d bytes for a value of %d", where, at, n)
		return fd
	}
	fd.BTF = dwarfBTF(v.Type)
	return fd
}

// locExpr turns a computed DWARF location at addr into the compiler's:
// DWARF registers become pt_regs offsets, the CFA a register plus an
// offset from the call frame information, and a register's value at the
// function's entry (entryAt as varField takes it) the register itself at
// the entry, elsewhere the value the probe at the entry saved, under
// the call's CFA (cfa). why says what it cannot turn.
func locExpr(f *elfx.File, addr uint64, x *elfx.Expr, entryAt string) (out *point.LocExpr, cfa point.LocOp, why string) {
	out = &point.LocExpr{Value: x.Value}
	for _, op := range x.Ops {
		reg, val := op.Reg, op.Val
		if op.Kind == locop.EntryReg && entryAt != "" {
			if entryAt == "-" {
				return nil, cfa, "the value it had at the entry of the function it is inlined in (DW_OP_entry_value), which sonde does not save for inlined copies"
			}
			i := -1
			if reg >= 0 && reg < len(abi.DwarfRegs) {
				i = slices.Index(abi.ArgRegs[:], abi.DwarfRegs[reg])
			}
			if i < 0 {
				return nil, cfa, fmt.Sprintf("the value DWARF register %d had at the function's entry (DW_OP_entry_value), and sonde saves only the argument registers there", reg)
			}
			at := f.FrameLoc(addr, elfx.VarLoc{Kind: elfx.LocCFA})
			if at.Kind != elfx.LocMem || at.Reg >= len(abi.DwarfRegs) {
				return nil, cfa, "the value it had at the function's entry (DW_OP_entry_value), and the call frame information does not say which call the probe is in"
			}
			cfa = point.LocOp{Kind: locop.Reg, Reg: int(abi.DwarfRegs[at.Reg].Offset()), Val: at.Off}
			out.Ops = append(out.Ops, point.LocOp{Kind: locop.EntryReg, Val: int64(i)})
			continue
		}
		switch op.Kind {
		case locop.CFA:
			l := f.FrameLoc(addr, elfx.VarLoc{Kind: elfx.LocCFA, Off: op.Val})
			if l.Kind != elfx.LocMem {
				return nil, cfa, l.Why
			}
			reg, val = l.Reg, l.Off
			fallthrough
		case locop.Reg, locop.EntryReg: // EntryReg at the entry: the register itself
			if reg < 0 || reg >= len(abi.DwarfRegs) {
				return nil, cfa, fmt.Sprintf("relative to DWARF register %d, which sonde cannot read", reg)
			}
			out.Ops = append(out.Ops, point.LocOp{Kind: locop.Reg, Reg: int(abi.DwarfRegs[reg].Offset()), Val: val})
		default:
			if op.Kind == locop.Deref && val != 1 && val != 2 && val != 4 && val != 8 {
				return nil, cfa, fmt.Sprintf("a DW_OP_deref_size of %d bytes", val)
			}
			out.Ops = append(out.Ops, point.LocOp{Kind: op.Kind, Val: val})
		}
	}
	return out, cfa, ""
}
