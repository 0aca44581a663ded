package probe

// Inlined functions. A uprobe naming a C function (no wildcard, no
// offset) attaches, besides its out-of-line copy (its symbol) if there is
// one, to every copy the compiler inlined (elfx.File.InlinedSites: the
// DW_TAG_inlined_subroutine instances of its DWARF, at their entry pc, where
// gdb's `break FUNC` puts its locations). Each inlined copy is a target
// named like the function ("uprobe:BIN:twice", so probe and counts by
// probe merge them), at an offset in its caller; a listing (-l) names it
// "uprobe:BIN:twice (inlined in first at prog.c:18)", the caller and the
// line of the call. A function with a symbol costs one compilation
// unit's DWARF (none of it is searched when the function was never
// inlined); one without a symbol costs a walk of the whole DWARF.
//
// args.NAME at an inlined copy are its DWARF formal parameters where their
// location (a location list, usually) puts them at the entry pc: in a
// register, often another than the calling convention's, or in memory at
// a register or the frame (the CFA, by the call frame information) plus
// an offset. A parameter with no location there, or one computed by a
// DWARF expression, is refused by name when the script uses it ("optimized out at prog.c:10 (0x11c3, twice inlined in first at
// prog.c:18)"). arg0..argN keep their calling-convention meaning, which
// at an inlined copy is the caller's registers: use args.NAME.
//
// An inlined copy whose first instruction is an AVX-512 (EVEX) one is
// left out, as a function is (expandIn).
//
// An inlined copy has no return of its own: a uretprobe on a function that
// is only inlined is refused, naming its sites; one that also has an
// out-of-line copy probes that copy's returns alone.
//
// Go binaries keep their own treatment (goargs.go): their inlined copies
// are not probed.

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"sonde/internal/elfx"
	"sonde/internal/probe/point"
)

// inlinedMark is Parts[3] of an inlined copy's target: Parts are the
// binary, the caller's symbol, the offset in it, the mark, the function.
const inlinedMark = "inlined"

// inlineSiteTargets returns the targets for the inlined copies of s.fn,
// for expandIn; ret is a uretprobe, hasCopy whether an out-of-line copy
// was found.
func (p uprobeProvider) inlineSiteTargets(f *elfx.File, path string, s uspec, hasCopy bool) ([]point.Target, error) {
	if s.hasOff || s.hasAddr || s.lang != "" || point.HasWildcard(s.fn) || f.IsGo {
		return nil, nil
	}
	sites, err := f.InlinedSites(s.fn)
	if err != nil || len(sites) == 0 {
		return nil, nil // DWARF that cannot be read leaves the symbol alone
	}
	if p.ret {
		if hasCopy {
			return nil, nil
		}
		var where []string
		for _, site := range sites {
			where = append(where, inlineWhere(f, site.Entry))
		}
		return nil, &SpecError{fmt.Sprintf("%s is only inlined (%s): an inlined copy has no return of its own; "+
			"probe the line after the call instead (uprobe:%s@FILE:LINE)", s.fn, strings.Join(where, ", "), s.bin)}
	}
	var out []point.Target
	var skipped []string
	for _, site := range sites {
		caller, _, ok := f.Symbolize(site.Entry)
		if !ok {
			continue
		}
		off, err := f.FileOffset(site.Entry)
		if err != nil {
			return nil, err
		}
		if !s.list && evexAt(path, off) {
			// As for a function's first instruction (expandIn): the kernel
			// would execute it wrongly out of line.
			skipped = append(skipped, inlineWhere(f, site.Entry))
			continue
		}
		name := p.Name() + ":" + path + ":" + s.fn
		if s.list {
			name += " (" + inlineWhere(f, site.Entry) + ")"
		}
		out = append(out, point.Target{
			Provider: p.Name(),
			Name:     name,
			Parts:    []string{path, caller.Name, strconv.FormatUint(site.Entry-caller.Addr, 10), inlinedMark, s.fn},
			Value:    off,
			Path:     path,
		})
	}
	if len(out) == 0 && !hasCopy && len(skipped) > 0 {
		return nil, fmt.Errorf("uprobe on %s refused: each of its inlined copies (%s) starts with an AVX-512 (EVEX) instruction, "+
			"which the kernel's uprobes execute wrongly out of line", s.fn, strings.Join(skipped, ", "))
	}
	return out, nil
}

// isInlined tells the targets of inlined copies.
func isInlined(t point.Target) bool {
	return len(t.Parts) == 5 && t.Parts[3] == inlinedMark
}

// inlineWhere describes an inlined copy: "inlined in first at prog.c:18".
func inlineWhere(f *elfx.File, addr uint64) string {
	src, ok := f.Source(addr)
	if !ok || len(src.Inlined) == 0 {
		return fmt.Sprintf("inlined at %#x", addr)
	}
	caller, call := "", src.Loc
	if len(src.Inlined) > 1 {
		caller, call = src.Inlined[1].Name, src.Inlined[1].Loc
	} else if sym, _, ok := f.Symbolize(addr); ok {
		caller = sym.Name
	}
	return fmt.Sprintf("inlined in %s at %s:%d", caller, filepath.Base(call.File), call.Line)
}

// inlineArgs gives args.NAME at an inlined copy: its parameters where the
// DWARF locates them at its entry.
func inlineArgs(t point.Target) []point.Field {
	f, addr, _, ok := targetAddr(t)
	if !ok {
		return nil
	}
	sites, err := f.InlinedSites(t.Parts[4])
	if err != nil {
		return nil
	}
	for _, site := range sites {
		if site.Entry != addr {
			continue
		}
		line := ""
		if src, ok := f.Source(addr); ok && len(src.Inlined) > 0 {
			line = fmt.Sprintf("%s:%d ", filepath.Base(src.Inlined[0].Loc.File), src.Inlined[0].Loc.Line)
		}
		where := fmt.Sprintf("%s(%#x, %s %s)", line, addr, t.Parts[4], inlineWhere(f, addr))
		var fields []point.Field
		for _, v := range site.Params {
			v.IsParam = true // a parameter of the copy: args.NAME
			fields = append(fields, varField(f, addr, v, where, "-"))
		}
		return fields
	}
	return nil
}
