package elfx

import (
	"debug/dwarf"
	"fmt"
	"slices"
	"strings"
)

// LocKind is where a variable's value is at one address.
type LocKind uint8

const (
	LocNone LocKind = iota // nowhere a plain address computation reaches (a location list, a piece, a constant)
	LocReg                 // in register Reg
	LocMem                 // in memory at register Reg + Off
	LocCFA                 // in memory at the canonical frame address + Off
)

// VarLoc is a variable's location, from its DW_AT_location evaluated as
// far as a plain register or register+offset memory address goes. Reg
// is a DWARF x86-64 register number (0 rax, 1 rdx, 2 rcx, 3 rbx, 4 rsi,
// 5 rdi, 6 rbp, 7 rsp, 8-15 r8-r15).
type VarLoc struct {
	Kind LocKind
	Reg  int
	Off  int64
	Why  string // for LocNone: what the location is instead
}

// Var is a parameter or local variable in scope at an address.
type Var struct {
	Param
	Loc VarLoc
}

// VarsAt returns the name of the function whose code holds the link-time
// address addr and the variables in scope there (its parameters, then
// the locals of the blocks holding addr, outermost first), from the
// binary's DWARF. ok is false when no DWARF covers addr.
func (f *File) VarsAt(addr uint64) (fn string, vars []Var, ok bool, err error) {
	u, ok, err := f.unitAt(addr)
	if !ok || err != nil {
		return "", nil, false, err
	}
	d, r := u.d, u.r
	var frameBase []byte
	depth, inFunc := 1, 0
	for depth > 0 {
		e, err := r.Next()
		if err != nil {
			return "", nil, false, err
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
			fn, _ = attr(d, e, dwarf.AttrName).(string)
			frameBase, _ = e.Val(dwarf.AttrFrameBase).([]byte)
			if !e.Children {
				return fn, nil, true, nil
			}
			depth++
			inFunc = depth
			continue
		case inFunc > 0 && (e.Tag == dwarf.TagFormalParameter || e.Tag == dwarf.TagVariable):
			name, _ := attr(d, e, dwarf.AttrName).(string)
			off, _ := attr(d, e, dwarf.AttrType).(dwarf.Offset)
			if t, err := d.Type(off); err == nil && name != "" {
				p := spell(t)
				p.Name, p.Decl, p.Type = name, declName(t), t
				vars = append(vars, Var{Param: p, Loc: evalLoc(e.Val(dwarf.AttrLocation), frameBase)})
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
	return fn, vars, fn != "", nil
}

// evalLoc evaluates a DW_AT_location that is one expression naming a
// register, or a register or the frame base plus an offset.
func evalLoc(v any, frameBase []byte) VarLoc {
	expr, ok := v.([]byte)
	if !ok {
		if v == nil {
			return VarLoc{Why: "optimized out"}
		}
		return VarLoc{Why: "a location list"}
	}
	if len(expr) == 0 {
		return VarLoc{Why: "optimized out"}
	}
	op := expr[0]
	switch {
	case op >= 0x50 && op <= 0x6f && len(expr) == 1: // DW_OP_reg0..31
		return VarLoc{Kind: LocReg, Reg: int(op - 0x50)}
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
	return VarLoc{Why: fmt.Sprintf("a DWARF expression (DW_OP %#x ...)", op)}
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
	f.debug.once.Do(f.loadDebug)
	if f.debug.err != nil {
		return nil, f.debug.err
	}
	if f.debug.path == "" {
		return nil, fmt.Errorf("%s has no DWARF line table", f.Path)
	}
	f.debug.mu.Lock()
	defer f.debug.mu.Unlock()
	d := f.debug.wholeData()
	if d == nil {
		return nil, fmt.Errorf("%s: unreadable DWARF", f.Path)
	}
	match := func(name string) bool {
		return name == file || strings.HasSuffix(name, "/"+strings.TrimPrefix(file, "./"))
	}
	var addrs []uint64
	r := d.Reader()
	for {
		cu, err := r.Next()
		if err != nil {
			return nil, err
		}
		if cu == nil {
			break
		}
		if cu.Tag != dwarf.TagCompileUnit {
			r.SkipChildren()
			continue
		}
		r.SkipChildren()
		lr, err := d.LineReader(cu)
		if err != nil || lr == nil {
			continue
		}
		var e dwarf.LineEntry
		in := false
		for lr.Next(&e) == nil {
			on := !e.EndSequence && e.IsStmt && e.Line == line && e.File != nil && match(e.File.Name)
			if on && !in && !slices.Contains(addrs, e.Address) {
				addrs = append(addrs, e.Address)
			}
			in = on || (in && !e.EndSequence && e.Line == line)
		}
	}
	slices.Sort(addrs)
	return addrs, nil
}

// AfterPrologue returns the address of the function entered at addr
// where its body starts, as debuggers and perf probe place a breakpoint
// on a function: the second row of the line table in the function, past
// the prologue that stores the parameters in the frame (where -O0 code's
// DWARF locates them). It returns addr when the line table says nothing
// more.
func (f *File) AfterPrologue(addr, size uint64) uint64 {
	u, ok, err := f.unitAt(addr)
	if (!ok || err != nil) && u.cu == nil {
		return addr
	}
	lr, err := u.lines.LineReader(u.cu)
	if err != nil || lr == nil {
		return addr
	}
	best := uint64(0)
	var e dwarf.LineEntry
	for lr.Next(&e) == nil {
		if !e.EndSequence && e.Address > addr && (size == 0 || e.Address < addr+size) && (best == 0 || e.Address < best) {
			best = e.Address
		}
	}
	if best == 0 {
		return addr
	}
	return best
}
