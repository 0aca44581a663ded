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
	for _, v := range sc.Vars {
		if v.IsParam && off == 0 {
			continue // in the argument registers (dwarfArgs)
		}
		fd := varField(f, addr, v, where)
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
// in messages ("prog.c:7 (0x1139)").
func varField(f *elfx.File, addr uint64, v elfx.Var, where string) point.Field {
	fd := point.Field{Name: v.Name, CType: v.CType, Size: v.Size, Signed: v.Signed, Local: !v.IsParam}
	if v.CType == "void *" || !v.Struct && v.CType[len(v.CType)-1] != '*' || v.Struct {
		fd.BTF = dwarfBTF(v.Type)
	}
	if v.Float {
		fd.Unavailable = "a floating-point variable, which sonde does not read"
		return fd
	}
	loc := f.FrameLoc(addr, v.Loc)
	reg := func(r int) (int, bool) {
		if r < 0 || r >= len(abi.DwarfRegs) {
			return 0, false
		}
		return int(abi.DwarfRegs[r].Offset()), true
	}
	switch loc.Kind {
	case elfx.LocReg:
		r, ok := reg(loc.Reg)
		if !ok || v.Size > 8 || v.Struct {
			fd.Unavailable = fmt.Sprintf("in DWARF register %d at %s, which sonde cannot read", loc.Reg, where)
			return fd
		}
		fd.Offset = r
		fd.Loc = nil
		fd.BTF = nil
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
		x, why := locExpr(f, addr, loc.Expr)
		if why != "" {
			fd.Unavailable = fmt.Sprintf("no location sonde can read at %s: %s", where, why)
			return fd
		}
		fd.Expr = x
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

// locExpr turns a computed DWARF location at addr into the compiler's:
// DWARF registers become pt_regs offsets, the CFA a register plus an
// offset from the call frame information. why says what it cannot turn.
func locExpr(f *elfx.File, addr uint64, x *elfx.Expr) (*point.LocExpr, string) {
	out := &point.LocExpr{Value: x.Value}
	for _, op := range x.Ops {
		reg, val := op.Reg, op.Val
		switch op.Kind {
		case locop.CFA:
			l := f.FrameLoc(addr, elfx.VarLoc{Kind: elfx.LocCFA, Off: op.Val})
			if l.Kind != elfx.LocMem {
				return nil, l.Why
			}
			reg, val = l.Reg, l.Off
			fallthrough
		case locop.Reg:
			if reg < 0 || reg >= len(abi.DwarfRegs) {
				return nil, fmt.Sprintf("relative to DWARF register %d, which sonde cannot read", reg)
			}
			out.Ops = append(out.Ops, point.LocOp{Kind: locop.Reg, Reg: int(abi.DwarfRegs[reg].Offset()), Val: val})
		default:
			if op.Kind == locop.Deref && val != 1 && val != 2 && val != 4 && val != 8 {
				return nil, fmt.Sprintf("a DW_OP_deref_size of %d bytes", val)
			}
			out.Ops = append(out.Ops, point.LocOp{Kind: op.Kind, Val: val})
		}
	}
	return out, ""
}
