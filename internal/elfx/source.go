package elfx

import (
	"debug/dwarf"
	"strconv"
	"strings"
	"sync"
)

// Location is a place in the program's source: a file and a line.
type Location struct {
	File string // as the DWARF names it, joined with its directory
	Line int
}

// String is "file:line", as stack frames print it.
func (l Location) String() string { return l.File + ":" + strconv.Itoa(l.Line) }

// Inlined is a function inlined at an address, and where in it the address
// is: the address's own line for the innermost one, for the others the
// line that calls the next.
type Inlined struct {
	Name string
	Loc  Location
}

// Source is what the DWARF says of one code address: the functions inlined
// there, innermost first, and the location in the function that encloses
// them all (the one the symbol table names): the address's line when
// nothing is inlined there, else the line that calls the outermost
// inlined function.
type Source struct {
	Inlined []Inlined
	Loc     Location // Line 0: unknown
}

// sourceCache remembers Source per address: a stack's return addresses
// repeat, and each lookup walks a compilation unit.
type sourceCache struct {
	mu sync.Mutex
	m  map[uint64]Source
}

// Source returns the source location of a link-time virtual address and
// the functions inlined there, from the binary's DWARF (or its separate
// debug file). ok is false when no DWARF covers the address.
func (f *File) Source(vaddr uint64) (Source, bool) {
	f.sources.mu.Lock()
	if s, ok := f.sources.m[vaddr]; ok {
		f.sources.mu.Unlock()
		return s, s.Loc.Line > 0 || len(s.Inlined) > 0
	}
	f.sources.mu.Unlock()
	s := f.source(vaddr)
	f.sources.mu.Lock()
	if f.sources.m == nil {
		f.sources.m = map[uint64]Source{}
	}
	f.sources.m[vaddr] = s
	f.sources.mu.Unlock()
	return s, s.Loc.Line > 0 || len(s.Inlined) > 0
}

func (f *File) source(vaddr uint64) Source {
	var s Source
	u, ok, err := f.unitAt(vaddr)
	if !ok || err != nil {
		if u.cu == nil {
			return s
		}
		// A skeleton unit without its .dwo still has the line table.
	}
	lr, err := f.debug.lineReader(u.cu)
	if err != nil || lr == nil {
		return s
	}
	cu := u.cu
	compDir, _ := cu.Val(dwarf.AttrCompDir).(string)
	fileName := func(f *dwarf.LineFile) string {
		if f == nil {
			return ""
		}
		if compDir != "" && !strings.HasPrefix(f.Name, "/") {
			return compDir + "/" + f.Name // as addr2line prints it
		}
		return f.Name
	}
	if le, ok := lineAt(lr, vaddr); ok {
		s.Loc = Location{File: fileName(le.File), Line: le.Line}
	}
	files := lr.Files()
	if !ok {
		return s
	}
	// A .dwo's call_file indexes its own file table, which gcc writes as
	// the skeleton's line table lists the files.
	d, r := u.d, u.r
	// The chain of inlined_subroutine entries whose ranges hold vaddr,
	// outermost first, each with the call site in its caller.
	type call struct {
		name string
		site Location
	}
	var chain []call
	depth, inFunc := 1, 0 // inFunc: depth of the subprogram holding vaddr
	for depth > 0 {
		e, err := r.Next()
		if err != nil || e == nil {
			break
		}
		if e.Tag == 0 {
			depth--
			if inFunc > 0 && depth < inFunc {
				break // left the function: the chain is complete
			}
			continue
		}
		holds := false
		switch e.Tag {
		case dwarf.TagSubprogram:
			holds = inFunc == 0 && covers(d, e, vaddr)
			if holds {
				inFunc = depth + 1
			}
		case dwarf.TagInlinedSubroutine:
			if holds = inFunc > 0 && covers(d, e, vaddr); holds {
				name, _ := attr(d, e, dwarf.AttrName).(string)
				c := call{name: name}
				if i, ok := e.Val(dwarf.AttrCallFile).(int64); ok && i >= 0 && int(i) < len(files) {
					c.site.File = fileName(files[i])
				}
				if l, ok := e.Val(dwarf.AttrCallLine).(int64); ok {
					c.site.Line = int(l)
				}
				chain = append(chain, c)
			}
		case dwarf.TagLexDwarfBlock:
			holds = inFunc > 0 // a block's ranges may hold inlined calls: look inside
		case dwarf.TagNamespace:
			holds = inFunc == 0 // C++: functions are inside
		}
		if e.Children {
			if holds {
				depth++
			} else {
				r.SkipChildren()
			}
		}
	}
	if len(chain) == 0 {
		return s
	}
	// The innermost function is at the address's own line; each caller is
	// at the call site of the function it calls.
	s.Inlined = make([]Inlined, len(chain))
	loc := s.Loc
	for i := len(chain) - 1; i >= 0; i-- {
		s.Inlined[len(chain)-1-i] = Inlined{Name: chain[i].name, Loc: loc}
		loc = chain[i].site
	}
	s.Loc = loc
	return s
}

// lineAt finds the line table row that covers pc. LineReader.SeekPC
// expects the sequences in address order, which they are not where a
// compiler puts functions in several sections (main in .text.startup).
func lineAt(lr *dwarf.LineReader, pc uint64) (dwarf.LineEntry, bool) {
	var prev, e dwarf.LineEntry
	have := false
	for lr.Next(&e) == nil {
		if have && !prev.EndSequence && prev.Address <= pc && pc < e.Address {
			return prev, true
		}
		prev, have = e, true
	}
	return prev, false
}

// covers reports whether entry e's code (low_pc/high_pc, or ranges) holds
// addr.
func covers(d *dwarf.Data, e *dwarf.Entry, addr uint64) bool {
	if e.Val(dwarf.AttrLowpc) == nil && e.Val(dwarf.AttrRanges) == nil {
		return false
	}
	ranges, err := d.Ranges(e)
	if err != nil {
		return false
	}
	for _, r := range ranges {
		if addr >= r[0] && addr < r[1] {
			return true
		}
	}
	return false
}
