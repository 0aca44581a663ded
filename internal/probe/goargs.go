package probe

import (
	"debug/dwarf"
	"fmt"
	"strings"

	"sonde/internal/elfx"
	"sonde/internal/kernel/abi"
	"sonde/internal/probe/point"
)

// goFields gives args.NAME of a Go function from its DWARF and Go's
// register ABI (elfx.GoParams): at its entry its parameters, at its
// returns (the uprobes on its RET instructions) its results. A result
// Go's DWARF leaves unnamed ("~r0", "~r1") is args.r0, args.r1. Values
// in one integer register read as C reads them (a pointer to one of the
// program's structs typed from its DWARF, as for C); strings, slices,
// interfaces and structs passed in several are assembled from them
// (point.RegValue), a string read as one. A parameter on the stack, or
// in vector registers (a float: struct pt_regs has no vector register),
// is a field whose reading is a compile error that says so.
func goFields(t point.Target, results bool) []point.Field {
	return goFieldsOf(goParams(t, results), results)
}

// goFieldsOf is goFields of parameters (or results) goParams gave.
func goFieldsOf(ps []elfx.GoParam, results bool) []point.Field {
	var fields []point.Field
	for _, p := range ps {
		fields = append(fields, goField(p, results))
	}
	return fields
}

// goParams returns a Go function's parameters or its results.
func goParams(t point.Target, results bool) []elfx.GoParam {
	f, err := elfx.Cached(t.Path)
	if err != nil || !f.GoRegABI() {
		return nil
	}
	sym, ok := f.Lookup(t.Parts[1])
	if !ok {
		return nil
	}
	params, ok, err := f.GoParams(sym.Addr)
	if err != nil || !ok {
		return nil
	}
	var out []elfx.GoParam
	for _, p := range params {
		if p.Result == results && p.Name != "" {
			out = append(out, p)
		}
	}
	return out
}

// goListFields lists for -lv what goFields gives, with the types as Go
// spells them: a Go function's parameters, or for its return probes its
// results.
func goListFields(t point.Target, results bool) []point.Field {
	var fields []point.Field
	for _, p := range goParams(t, results) {
		fields = append(fields, point.Field{Name: goArgName(p.Name), CType: p.Decl})
	}
	return fields
}

func goField(p elfx.GoParam, result bool) point.Field {
	what := "parameter"
	if result {
		what = "result"
	}
	fd := point.Field{Name: goArgName(p.Name), CType: p.CType, Size: p.Size, Signed: p.Signed}
	unavailable := func(why string) point.Field {
		fd.Unavailable = fmt.Sprintf("Go %s %s (%s) cannot be read: %s", what, p.Name, p.Decl, why)
		return fd
	}
	if p.Stack {
		// In the caller's frame, above the return address.
		rv := &point.RegValue{GoString: p.Decl == "string", Mem: true, Base: int(abi.SP.Offset()), Offset: p.StackOff, Size: int(p.Type.Size())}
		if rv.GoString {
			rv.Pieces = []point.Piece{{Reg: 0, Size: 8}, {Reg: 8, Offset: 8, Size: 8}}
		}
		fd.Regs = rv
		if p.CType == "void *" || p.Struct || rv.GoString {
			fd.BTF = dwarfBTF(p.Type)
		}
		if _, array := underlyingGo(p.Type).(*dwarf.ArrayType); array {
			fd.BTF = dwarfBTF(p.Type)
		}
		return fd
	}
	for _, pc := range p.Pieces {
		if pc.Float {
			return unavailable(fmt.Sprintf("Go passes it in register X%d, and uprobes see no vector registers", pc.Reg))
		}
	}
	switch {
	case len(p.Pieces) == 0:
		return unavailable("it has no bytes")
	case len(p.Pieces) == 1 && !p.Struct:
		fd.Offset = int(abi.GoArgRegs[p.Pieces[0].Reg].Offset())
		if p.CType == "void *" {
			fd.BTF = dwarfBTF(p.Type) // args.p->Field
		}
		return fd
	}
	rv := &point.RegValue{GoString: p.Decl == "string"}
	for _, pc := range p.Pieces {
		rv.Pieces = append(rv.Pieces, point.Piece{Reg: int(abi.GoArgRegs[pc.Reg].Offset()), Offset: pc.Offset, Size: pc.Size})
	}
	fd.Regs, fd.BTF, fd.CType = rv, dwarfBTF(p.Type), ""
	return fd
}

func underlyingGo(t dwarf.Type) dwarf.Type {
	for {
		td, ok := t.(*dwarf.TypedefType)
		if !ok {
			return t
		}
		t = td.Type
	}
}

// goArgName is args.NAME's name for a Go parameter: its own, or for
// a result Go's DWARF calls "~r0", r0.
func goArgName(name string) string {
	return strings.TrimPrefix(name, "~")
}
