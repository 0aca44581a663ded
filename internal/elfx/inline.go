package elfx

import (
	"debug/dwarf"
	"slices"
	"strings"
	"sync"
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
//
// DWARF is read only as far as needed. A function with a symbol is looked
// up in the one unit that holds its address (.debug_aranges): if its
// abstract instance has no DW_AT_inline saying it was inlined, it has no
// copies and nothing more is read; if it was, only that unit is searched,
// since without link-time optimization a function is inlined only within
// its own compilation unit (the unit's DW_AT_producer mentions -flto, or
// it is an LTO unit: every unit is searched). A function with no symbol,
// only inlined, needs the whole DWARF: the first such call walks it once
// (a few hundred milliseconds for glibc's debug file) and indexes every
// inlined copy by name.
func (f *File) InlinedSites(name string) ([]InlineSite, error) {
	v, _ := inlineIndexes.LoadOrStore(f, &inlineIndex{})
	ix := v.(*inlineIndex)
	ix.mu.Lock()
	if sites, ok := ix.sites[name]; ok {
		ix.mu.Unlock()
		return sites, nil
	}
	ix.mu.Unlock()
	var refs []inlineRef
	if sym, ok := f.Lookup(name); ok && sym.Addr != 0 {
		var whole bool
		var err error
		if refs, whole, err = f.unitInlined(name, sym.Addr); err != nil {
			return nil, err
		}
		if whole {
			if refs, err = f.allInlined(ix, name); err != nil {
				return nil, err
			}
		}
	} else {
		var err error
		if refs, err = f.allInlined(ix, name); err != nil {
			return nil, err
		}
	}
	var sites []InlineSite
	for _, ref := range refs {
		site := ref.site
		if ref.children {
			site.Params = f.inlineParams(ref.d, ref.cu, ref.off, site.Entry, ref.frameBase)
		}
		sites = append(sites, site)
	}
	slices.SortFunc(sites, func(a, b InlineSite) int { return cmpU64(a.Entry, b.Entry) })
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if ix.sites == nil {
		ix.sites = map[string][]InlineSite{}
	}
	ix.sites[name] = sites
	return sites, nil
}

// allInlined returns the inlined copies of the function named name from
// the index of the whole DWARF, built on first use.
func (f *File) allInlined(ix *inlineIndex, name string) ([]inlineRef, error) {
	ix.once.Do(func() { ix.err = f.indexInlined(ix) })
	return ix.refs[name], ix.err
}

// unitInlined returns the inlined copies of the function named name whose
// out-of-line copy is at addr, from the unit holding addr alone; whole is
// true when every unit must be searched instead (link-time optimization,
// split DWARF, or DWARF for addr found only by reading it all).
func (f *File) unitInlined(name string, addr uint64) (refs []inlineRef, whole bool, err error) {
	u, ok, err := f.unitAt(addr)
	if err != nil || !ok {
		return nil, false, err // no DWARF for the function: none for its copies
	}
	if u.split {
		return nil, true, nil // a split unit: as before, searched with the rest
	}
	f.debug.mu.Lock()
	isWhole := u.d == f.debug.whole
	f.debug.mu.Unlock()
	if isWhole {
		return nil, true, nil // no .debug_aranges entry: everything is read already
	}
	producer, _ := u.cu.Val(dwarf.AttrProducer).(string)
	if strings.Contains(producer, "-flto") || strings.HasPrefix(producer, "GNU GIMPLE") {
		return nil, true, nil
	}
	// The subprogram at addr (an out-of-line copy's DW_AT_low_pc), among
	// the unit's top-level entries and their children (C++ namespaces).
	r := u.r
	inlined := false
	found := false
	for !found {
		e, err := r.Next()
		if err != nil {
			return nil, false, err
		}
		if e == nil {
			break
		}
		if e.Tag == dwarf.TagSubprogram {
			if low, ok := e.Val(dwarf.AttrLowpc).(uint64); ok && low == addr {
				found = true
				in, _ := attr(u.d, e, dwarf.AttrInline).(int64)
				inlined = in == dwInlInlined || in == dwInlDeclaredInlined
			}
			if e.Children {
				r.SkipChildren()
			}
		}
	}
	if !inlined {
		return nil, false, nil // never inlined (or no subprogram there): no copies
	}
	ix := &inlineIndex{}
	r = u.d.Reader()
	if err := scanInlined(u.d, r, ix); err != nil {
		return nil, false, err
	}
	return ix.refs[name], false, nil
}

// DW_AT_inline values (DWARF 5 table 7.27) of a function that was inlined.
const (
	dwInlInlined         = 1
	dwInlDeclaredInlined = 3
)

// inlineIndex is every inlined copy in a binary's DWARF, by the name of
// the function inlined.
type inlineIndex struct {
	once sync.Once
	err  error
	refs map[string][]inlineRef

	mu    sync.Mutex
	sites map[string][]InlineSite // InlinedSites' answers, with parameters
}

// inlineRef is one inlined copy: its DW_TAG_inlined_subroutine entry, its
// DWARF and unit, and the frame base of the function it is inlined into.
type inlineRef struct {
	site      InlineSite
	d         *dwarf.Data
	off       dwarf.Offset
	children  bool
	cu        *dwarf.Entry
	frameBase []byte
}

var inlineIndexes sync.Map // *File -> *inlineIndex

// indexInlined walks the binary's whole DWARF for its inlined copies.
func (f *File) indexInlined(ix *inlineIndex) error {
	f.debug.once.Do(f.loadDebug)
	if f.debug.err != nil || f.debug.path == "" {
		return f.debug.err
	}
	f.debug.mu.Lock()
	d := f.debug.wholeData()
	f.debug.mu.Unlock()
	if d == nil {
		return nil
	}
	return scanInlined(d, d.Reader(), ix)
}

// scanInlined indexes in ix.refs the inlined copies among the entries r
// reads from d, to its end.
func scanInlined(d *dwarf.Data, r *dwarf.Reader, ix *inlineIndex) error {
	ix.refs = map[string][]inlineRef{}
	names := map[dwarf.Offset][2]string{} // an abstract origin's DW_AT_name and DW_AT_linkage_name
	var cu *dwarf.Entry
	// frameBases[i] is the DW_AT_frame_base of the innermost concrete
	// subprogram open at depth i (the inlined code's frame is its caller's).
	var frameBases [][]byte
	depth := 0
	for {
		e, err := r.Next()
		if err != nil {
			return err
		}
		if e == nil {
			return nil
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
			origin, ok := e.Val(dwarf.AttrAbstractOrigin).(dwarf.Offset)
			if !ok {
				break
			}
			site, ok := inlineEntry(d, e)
			if !ok {
				break // an abstract instance (inside an inlined function's abstract tree): no code
			}
			n, ok := names[origin]
			if !ok {
				n[0], _ = attr(d, e, dwarf.AttrName).(string)
				n[1], _ = attr(d, e, dwarf.AttrLinkageName).(string)
				names[origin] = n
			}
			ref := inlineRef{site: site, d: d, off: e.Offset, children: e.Children, cu: cu, frameBase: fb}
			for i, name := range n {
				if name != "" && (i == 0 || name != n[0]) {
					ix.refs[name] = append(ix.refs[name], ref)
				}
			}
		}
		if e.Children {
			frameBases = append(frameBases[:depth], fb)
			depth++
		}
	}
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
				loc := f.location(cu, e, at{addr, -1})
				vars = append(vars, Var{Param: p, Loc: evalLoc(loc, frameBase)})
			}
		}
		if e.Children {
			r.SkipChildren()
		}
	}
}
