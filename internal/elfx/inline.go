package elfx

import (
	"debug/dwarf"
	"slices"
)

// InlineSite is one place where the compiler inlined a function: a
// DW_TAG_inlined_subroutine whose DW_AT_abstract_origin is the function's
// DW_TAG_subprogram.
type InlineSite struct {
	// Entry is the link-time address where the inlined code begins: its
	// DW_AT_entry_pc, else its DW_AT_low_pc, else the start of the first
	// of its DW_AT_ranges; an entry pc outside its code gives way to the
	// lowest of its ranges (as gdb's `break FUNC` places it).
	Entry uint64
	// End is the end of the address range holding Entry (DW_AT_high_pc).
	End uint64
	// Params are the instance's formal parameters (named and typed by
	// their abstract origin) with their locations at Entry. An inlined
	// parameter often lives in another register than the calling
	// convention's, or nowhere at all (Loc.Kind LocNone, Loc.Why).
	Params []Var
}

// InlinedSites returns every place where the function named name (its
// DW_AT_name or DW_AT_linkage_name) is inlined, lowest address first, from
// the binary's DWARF; none when it has no DWARF. The out-of-line copy, if
// any, is not among them: it has a symbol. Split DWARF units
// (-gsplit-dwarf) are not searched.
func (f *File) InlinedSites(name string) ([]InlineSite, error) {
	f.debug.once.Do(f.loadDebug)
	if f.debug.err != nil || f.debug.path == "" {
		return nil, f.debug.err
	}
	f.debug.mu.Lock()
	d := f.debug.wholeData()
	f.debug.mu.Unlock()
	if d == nil {
		return nil, nil
	}
	var out []InlineSite
	var cu *dwarf.Entry
	// frameBases[i] is the DW_AT_frame_base of the innermost concrete
	// subprogram open at depth i (the inlined code's frame is its caller's).
	var frameBases [][]byte
	depth := 0
	r := d.Reader()
	for {
		e, err := r.Next()
		if err != nil {
			return nil, err
		}
		if e == nil {
			break
		}
		if e.Tag == 0 {
			depth--
			frameBases = frameBases[:max(depth, 0)]
			continue
		}
		fb := []byte(nil)
		if depth > 0 && len(frameBases) >= depth {
			fb = frameBases[depth-1]
		}
		switch e.Tag {
		case dwarf.TagCompileUnit, dwarf.TagPartialUnit:
			cu = e
		case dwarf.TagSubprogram:
			if b, ok := e.Val(dwarf.AttrFrameBase).([]byte); ok {
				fb = b
			}
		case dwarf.TagInlinedSubroutine:
			if !isNamed(d, e, name) {
				break
			}
			site, ok := inlineEntry(d, e)
			if !ok {
				break // an abstract instance (inside an inlined function's abstract tree): no code
			}
			if e.Children {
				site.Params = f.inlineParams(d, cu, e.Offset, site.Entry, fb)
			}
			out = append(out, site)
		}
		if e.Children {
			frameBases = append(frameBases[:depth], fb)
			depth++
		}
	}
	slices.SortFunc(out, func(a, b InlineSite) int { return cmpU64(a.Entry, b.Entry) })
	return out, nil
}

func cmpU64(a, b uint64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// isNamed reports whether the function e is an instance of is named name.
func isNamed(d *dwarf.Data, e *dwarf.Entry, name string) bool {
	if n, _ := attr(d, e, dwarf.AttrName).(string); n == name {
		return true
	}
	n, _ := attr(d, e, dwarf.AttrLinkageName).(string)
	return n == name
}

// inlineEntry finds where an inlined subroutine's code begins and the end
// of the range that holds it; ok is false when it has no code.
func inlineEntry(d *dwarf.Data, e *dwarf.Entry) (s InlineSite, ok bool) {
	ranges, err := d.Ranges(e)
	if err != nil || len(ranges) == 0 {
		return s, false
	}
	s.Entry = ranges[0][0]
	if low, ok := e.Val(dwarf.AttrLowpc).(uint64); ok {
		s.Entry = low
	}
	switch v := e.Val(dwarf.AttrEntrypc).(type) {
	case uint64: // an address
		s.Entry = v
	case int64: // DWARF 5: an offset from the base address (the low_pc)
		s.Entry = ranges[0][0] + uint64(v)
		if low, ok := e.Val(dwarf.AttrLowpc).(uint64); ok {
			s.Entry = low + uint64(v)
		}
	}
	// An entry pc in no range of code (gcc writes one at an empty range,
	// [entry, entry), for a call whose first instructions it moved away):
	// the code begins at the lowest range, as gdb places it.
	var lowest [2]uint64
	for _, r := range ranges {
		if r[0] == r[1] {
			continue
		}
		if s.Entry >= r[0] && s.Entry < r[1] {
			s.End = r[1]
			return s, true
		}
		if lowest[1] == 0 || r[0] < lowest[0] {
			lowest = r
		}
	}
	if lowest[1] == 0 {
		return s, false
	}
	s.Entry, s.End = lowest[0], lowest[1]
	return s, true
}

// inlineParams reads the formal parameters among the children of the
// inlined subroutine at off, located at addr.
func (f *File) inlineParams(d *dwarf.Data, cu *dwarf.Entry, off dwarf.Offset, addr uint64, frameBase []byte) []Var {
	r := d.Reader()
	r.Seek(off)
	if e, err := r.Next(); err != nil || e == nil {
		return nil
	}
	var vars []Var
	for {
		e, err := r.Next()
		if err != nil || e == nil || e.Tag == 0 {
			return vars
		}
		if e.Tag == dwarf.TagFormalParameter {
			name, _ := attr(d, e, dwarf.AttrName).(string)
			toff, _ := attr(d, e, dwarf.AttrType).(dwarf.Offset)
			if t, err := d.Type(toff); err == nil && name != "" {
				p := spell(t)
				p.Name, p.Decl, p.Type = name, declName(t), t
				loc := e.Val(dwarf.AttrLocation)
				if ll, ok := loc.(int64); ok && cu != nil {
					loc = f.locListAt(cu, ll, addr)
				}
				vars = append(vars, Var{Param: p, Loc: evalLoc(loc, frameBase)})
			}
		}
		if e.Children {
			r.SkipChildren()
		}
	}
}
