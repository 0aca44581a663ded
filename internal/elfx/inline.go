package elfx

import (
	"debug/dwarf"
	"slices"
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
// The first call walks the whole DWARF once (a few hundred milliseconds
// for glibc's debug file) and indexes every inlined copy by name.
func (f *File) InlinedSites(name string) ([]InlineSite, error) {
	v, _ := inlineIndexes.LoadOrStore(f, &inlineIndex{})
	ix := v.(*inlineIndex)
	ix.once.Do(func() { ix.err = f.indexInlined(ix) })
	if ix.err != nil {
		return nil, ix.err
	}
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if sites, ok := ix.sites[name]; ok {
		return sites, nil
	}
	var sites []InlineSite
	for _, ref := range ix.refs[name] {
		site := ref.site
		if ref.children {
			site.Params = f.inlineParams(ix.d, ref.cu, ref.off, site.Entry, ref.frameBase)
		}
		sites = append(sites, site)
	}
	slices.SortFunc(sites, func(a, b InlineSite) int { return cmpU64(a.Entry, b.Entry) })
	ix.sites[name] = sites
	return sites, nil
}

// inlineIndex is every inlined copy in a binary's DWARF, by the name of
// the function inlined.
type inlineIndex struct {
	once sync.Once
	err  error
	d    *dwarf.Data
	refs map[string][]inlineRef

	mu    sync.Mutex
	sites map[string][]InlineSite // InlinedSites' answers, with parameters
}

// inlineRef is one inlined copy: its DW_TAG_inlined_subroutine entry, its
// unit and the frame base of the function it is inlined into.
type inlineRef struct {
	site      InlineSite
	off       dwarf.Offset
	children  bool
	cu        *dwarf.Entry
	frameBase []byte
}

var inlineIndexes sync.Map // *File -> *inlineIndex

// indexInlined walks the binary's DWARF for its inlined copies.
func (f *File) indexInlined(ix *inlineIndex) error {
	ix.refs, ix.sites = map[string][]inlineRef{}, map[string][]InlineSite{}
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
	ix.d = d
	names := map[dwarf.Offset][2]string{} // an abstract origin's DW_AT_name and DW_AT_linkage_name
	var cu *dwarf.Entry
	// frameBases[i] is the DW_AT_frame_base of the innermost concrete
	// subprogram open at depth i (the inlined code's frame is its caller's).
	var frameBases [][]byte
	depth := 0
	r := d.Reader()
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
			ref := inlineRef{site: site, off: e.Offset, children: e.Children, cu: cu, frameBase: fb}
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
