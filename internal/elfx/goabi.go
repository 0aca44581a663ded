package elfx

import (
	"debug/dwarf"
	"fmt"
	"strings"
)

// Go functions take their parameters, and return their results, in
// registers by Go's internal register ABI (ABIInternal, Go 1.17 on),
// not by the platform's C ABI, and Go's DWARF gives no location for them
// at a function's entry or return. GoParams reads a Go function's
// parameters and results from its DWARF (results are formal parameters
// with DW_AT_variable_parameter) and places each in registers by the
// ABI's assignment rules (Go's src/cmd/compile/abi-internal.md):
//
//   - a value of an integer, boolean or pointer-shaped type (pointers,
//     maps, channels, funcs) takes the next integer register; a float the
//     next floating-point one, a complex two;
//   - a string is its (ptr, len) words, a slice its (ptr, len, cap), an
//     interface its (type, data), a struct its fields in order, an array
//     of length one its element (and of length zero nothing): each part
//     assigned in turn;
//   - a value that does not fit in the registers left, or that holds an
//     array longer than one, goes to the stack whole, and the registers it
//     took so far are given back.
//
// Results are assigned the same way from the first register again: at a
// function's return they are where its parameters were at its entry.

// GoIntRegs and GoFloatRegs are how many registers ABIInternal assigns
// on amd64 (RAX, RBX, RCX, RDI, RSI, R8–R11; X0–X14).
const (
	GoIntRegs   = 9
	GoFloatRegs = 15
)

// GoPiece is a part of a Go value in a register: the Size bytes at
// Offset in the value are the low bytes of integer register Reg (an
// index into ABIInternal's sequence), or of floating-point register Reg
// if Float.
type GoPiece struct {
	Reg    int
	Float  bool
	Offset int
	Size   int
}

// GoParam is a parameter or result of a Go function.
type GoParam struct {
	Param
	Result bool      // a result (DW_AT_variable_parameter)
	Pieces []GoPiece // its registers; nil if Stack or of size zero
	Stack  bool      // passed on the stack: not in registers
	Why    string    // for Stack: why ("all registers taken", "holds an array of 4")
	// StackOff is, for Stack, where the value is: at this offset from
	// the stack pointer at the function's entry, and at its return
	// instructions (above the return address, which is at 0).
	StackOff int64
}

// GoParams returns the parameters and results of the Go function that
// starts at addr, in the order its DWARF declares them (Go's compiler
// declares parameters, receiver first, then results), with their
// register pieces. ok is false where the DWARF has no such function.
func (f *File) GoParams(addr uint64) (params []GoParam, ok bool, err error) {
	if params, ok := f.goParamsLazy(addr); ok {
		return params, true, nil
	}
	u, ok, err := f.unitAt(addr)
	if !ok || err != nil {
		return nil, false, err
	}
	decls, ok, err := goDecls(u.d, u.r, addr)
	if !ok || err != nil {
		return nil, false, err
	}
	if params, err = goParams(u.d, decls); err != nil {
		return nil, false, err
	}
	return params, true, nil
}

// goParamsLazy is GoParams reading .debug_info only as far as it needs
// to (decompressing all of it costs tens of milliseconds): Go's DWARF
// has no .debug_aranges, but a unit per package, named by its import
// path, and the function's symbol names its package. The function's
// entry is read from the units up to its package's, its parameters'
// types (references into the unit holding every type, the runtime's)
// from the units up to the last type's. ok is false where this does not
// answer, and GoParams reads every unit: a function whose package's
// units do not hold it, a type referring beyond the units read.
func (f *File) goParamsLazy(addr uint64) ([]GoParam, bool) {
	if f.GoVer == "" {
		return nil, false
	}
	sym, off, found := f.Symbolize(addr)
	pkg := goPackage(sym.Name)
	if !found || off != 0 || pkg == "" {
		return nil, false
	}
	f.debug.once.Do(f.loadDebug)
	if f.debug.err != nil || f.debug.path == "" {
		return nil, false
	}
	di := &f.debug
	di.mu.Lock()
	defer di.mu.Unlock()
	if di.whole != nil {
		return nil, false // read already
	}
	var decls []goFormal
	for i := 0; ; i++ {
		u, found := di.namedUnitAt(pkg, i)
		if !found {
			return nil, false
		}
		d := di.prefixData(u.off)
		if d == nil {
			return nil, false
		}
		r := d.Reader()
		r.Seek(dwarf.Offset(u.entry))
		if cu, err := r.Next(); err != nil || cu == nil || cu.Tag != dwarf.TagCompileUnit {
			return nil, false
		}
		var err error
		if decls, found, err = goDecls(d, r, addr); err != nil {
			return nil, false
		}
		if found {
			break
		}
	}
	var last dwarf.Offset
	for _, p := range decls {
		last = max(last, p.typ)
	}
	d := di.prefixData(uint64(last))
	if d == nil {
		return nil, false
	}
	params, err := goParams(d, decls)
	if err != nil {
		di.prefix = nil // its type cache may hold what failed
		return nil, false
	}
	return params, true
}

// goPackage is the import path of the package of a Go function's
// symbol: "main" for main.f, "sonde/internal/elfx" for
// sonde/internal/elfx.(*File).Open, up to the first dot after the
// path's last slash (the linker spells a dot in the last element %2e);
// "" for none.
func goPackage(sym string) string {
	head := sym
	if i := strings.IndexByte(head, '['); i >= 0 {
		head = head[:i] // an instantiation's type arguments: pkg.F[go.shape.int]
	}
	slash := strings.LastIndexByte(head, '/') + 1
	dot := strings.IndexByte(head[slash:], '.')
	if dot <= 0 {
		return ""
	}
	return strings.ReplaceAll(head[:slash+dot], "%2e", ".")
}

// goFormal is a formal parameter of a Go function: its name, its type's
// offset, and whether it is a result.
type goFormal struct {
	name   string
	typ    dwarf.Offset
	result bool
}

// goDecls finds, after r's unit entry, the subprogram that starts at
// addr, and reads its formal parameters. Those of a function that is
// also inlined somewhere are instances (DW_AT_abstract_origin) of its
// abstract entry's, which name and type them.
func goDecls(d *dwarf.Data, r *dwarf.Reader, addr uint64) (decls []goFormal, ok bool, err error) {
	for {
		e, err := r.Next()
		if err != nil || e == nil {
			return nil, false, err
		}
		if e.Tag == 0 {
			return nil, false, nil // end of the unit
		}
		if e.Tag == dwarf.TagSubprogram && entersAt(d, e, addr) {
			if !e.Children {
				return nil, true, nil
			}
			for {
				e, err := r.Next()
				if err != nil || e == nil || e.Tag == 0 {
					return decls, err == nil, err
				}
				if e.Tag == dwarf.TagFormalParameter {
					p, err := readGoFormal(d, e)
					if err != nil {
						return nil, false, err
					}
					decls = append(decls, p)
				}
				if e.Children {
					r.SkipChildren()
				}
			}
		}
		if e.Children {
			r.SkipChildren()
		}
	}
}

// readGoFormal reads a formal parameter's entry, and its abstract origin's
// if it has one (an error where that is not in d).
func readGoFormal(d *dwarf.Data, e *dwarf.Entry) (goFormal, error) {
	var p goFormal
	if off, ok := e.Val(dwarf.AttrAbstractOrigin).(dwarf.Offset); ok {
		r := d.Reader()
		r.Seek(off)
		o, err := r.Next()
		if err == nil && o == nil {
			err = fmt.Errorf("no DWARF entry at %#x", off)
		}
		if err != nil {
			return p, err
		}
		p.name, _ = o.Val(dwarf.AttrName).(string)
		p.typ, _ = o.Val(dwarf.AttrType).(dwarf.Offset)
		p.result, _ = o.Val(dwarf.AttrVarParam).(bool)
	}
	if n, ok := e.Val(dwarf.AttrName).(string); ok {
		p.name = n
	}
	if t, ok := e.Val(dwarf.AttrType).(dwarf.Offset); ok {
		p.typ = t
	}
	if v, ok := e.Val(dwarf.AttrVarParam).(bool); ok {
		p.result = v
	}
	return p, nil
}

// goParams reads the parameters' types and places them.
func goParams(d *dwarf.Data, decls []goFormal) ([]GoParam, error) {
	var params []GoParam
	for _, pd := range decls {
		t, err := d.Type(pd.typ)
		if err != nil {
			return nil, err
		}
		p := GoParam{Param: spell(t), Result: pd.result}
		p.Name, p.Decl, p.Type = pd.name, goDecl(t), t
		params = append(params, p)
	}
	assignGo(params)
	return params, nil
}

// assignGo gives the parameters, then the results, their registers, or
// their places in the stack frame the caller made: those assigned to the
// stack, each aligned as its type, from just above the return address;
// the results' after the parameters', from a pointer-aligned offset.
func assignGo(params []GoParam) {
	stack := int64(8) // the return address is at 0
	for _, results := range []bool{false, true} {
		var a goAssigner
		for i := range params {
			p := &params[i]
			if p.Result != results {
				continue
			}
			if p.Type.Size() == 0 {
				stack = alignUp(stack, goAlign(p.Type))
				continue
			}
			saved := a
			if why := a.assign(p.Type, 0); why != "" {
				a = saved
				stack = alignUp(stack, goAlign(p.Type))
				p.Stack, p.Why, p.StackOff = true, why, stack
				stack += p.Type.Size()
				continue
			}
			p.Pieces = a.pieces
			a.pieces = nil
		}
		stack = alignUp(stack, 8)
	}
}

func alignUp(n, a int64) int64 { return (n + a - 1) / a * a }

// goAlign is the alignment of a Go type on amd64: its widest part's,
// up to a word; a complex number's is its halves'.
func goAlign(t dwarf.Type) int64 {
	switch t := t.(type) {
	case *dwarf.TypedefType:
		return goAlign(t.Type)
	case *dwarf.QualType:
		return goAlign(t.Type)
	case *dwarf.ComplexType:
		return max(t.ByteSize/2, 1)
	case *dwarf.StructType:
		a := int64(1)
		for _, f := range t.Field {
			a = max(a, goAlign(f.Type))
		}
		return a
	case *dwarf.ArrayType:
		return goAlign(t.Type)
	}
	return min(max(t.Size(), 1), 8)
}

type goAssigner struct {
	ni, nf int
	pieces []GoPiece
}

// assign places a value of type t at offset off of the value being
// assigned; it says why not where the value goes to the stack.
func (a *goAssigner) assign(t dwarf.Type, off int) string {
	switch t := t.(type) {
	case *dwarf.TypedefType:
		return a.assign(t.Type, off)
	case *dwarf.QualType:
		return a.assign(t.Type, off)
	case *dwarf.IntType, *dwarf.UintType, *dwarf.BoolType, *dwarf.CharType, *dwarf.UcharType,
		*dwarf.PtrType, *dwarf.FuncType, *dwarf.AddrType, *dwarf.EnumType:
		return a.int(off, int(t.Size()))
	case *dwarf.FloatType:
		return a.float(off, int(t.ByteSize))
	case *dwarf.ComplexType:
		half := int(t.ByteSize / 2)
		if why := a.float(off, half); why != "" {
			return why
		}
		return a.float(off+half, half)
	case *dwarf.StructType:
		for _, fl := range t.Field {
			if why := a.assign(fl.Type, off+int(fl.ByteOffset)); why != "" {
				return why
			}
		}
		return ""
	case *dwarf.ArrayType:
		switch t.Count {
		case 0:
			return ""
		case 1:
			return a.assign(t.Type, off)
		}
		return fmt.Sprintf("it holds an array of %d elements, which Go passes on the stack", t.Count)
	}
	return fmt.Sprintf("sonde does not know how Go passes a %s", goDecl(t))
}

func (a *goAssigner) int(off, size int) string {
	if size <= 0 {
		size = 8
	}
	if a.ni == GoIntRegs {
		return "Go's register ABI has no integer register left for it, and passes it on the stack"
	}
	a.pieces = append(a.pieces, GoPiece{Reg: a.ni, Offset: off, Size: size})
	a.ni++
	return ""
}

func (a *goAssigner) float(off, size int) string {
	if a.nf == GoFloatRegs {
		return "Go's register ABI has no floating-point register left for it, and passes it on the stack"
	}
	a.pieces = append(a.pieces, GoPiece{Reg: a.nf, Float: true, Offset: off, Size: size})
	a.nf++
	return ""
}

// goDecl names a type as Go's DWARF does ("*main.T", "[]int", "string").
func goDecl(t dwarf.Type) string {
	switch t := t.(type) {
	case *dwarf.StructType:
		if t.StructName != "" {
			return t.StructName
		}
	case *dwarf.PtrType:
		if t.Type != nil {
			return "*" + goDecl(t.Type)
		}
	case *dwarf.ArrayType:
		return fmt.Sprintf("[%d]%s", t.Count, goDecl(t.Type))
	}
	if n := t.Common().Name; n != "" {
		return n
	}
	return declName(t)
}
