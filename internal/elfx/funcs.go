package elfx

import (
	"debug/dwarf"
	"fmt"
	"strings"
)

// Func is a function defined in a binary's DWARF: one with code, not a
// declaration or an inline-only abstract instance.
type Func struct {
	Name string // DW_AT_name
	Link string // DW_AT_linkage_name, when it differs (C++)
	Addr uint64 // link-time entry address (DW_AT_low_pc)
	File string // the compilation unit's DW_AT_name
	Ret  *Param // the return type; nil for void (and for Go, whose results are parameters)
}

// ErrNoDWARF says a binary has no debug information at all.
var ErrNoDWARF = fmt.Errorf("no DWARF")

// Funcs lists the functions defined in the binary's compilation units,
// in the units' order. file, when not "", keeps the units whose name
// matches it whole or by its last path elements ("prog.c", "src/prog.c"),
// as LineAddrs matches. Split DWARF (skeleton units) is not read.
func (f *File) Funcs(file string) ([]Func, error) {
	d, unlock, err := f.allUnits()
	if err != nil {
		return nil, err
	}
	defer unlock()
	match := func(name string) bool { return file == "" || sameSource(name, file) }
	var fns []Func
	r := d.Reader()
	for {
		cu, err := r.Next()
		if err != nil {
			return nil, err
		}
		if cu == nil {
			return fns, nil
		}
		name, _ := cu.Val(dwarf.AttrName).(string)
		if cu.Tag != dwarf.TagCompileUnit || !cu.Children || !match(name) {
			r.SkipChildren()
			continue
		}
		// The unit's top-level subprograms (C has no nested functions;
		// C++ methods defined in a class are declarations there and
		// definitions at the top level).
		for {
			e, err := r.Next()
			if err != nil {
				return nil, err
			}
			if e == nil || e.Tag == 0 {
				break
			}
			if e.Tag == dwarf.TagSubprogram {
				if fn, ok := defined(d, e); ok {
					fn.File = name
					fns = append(fns, fn)
				}
			}
			if e.Children {
				r.SkipChildren()
			}
		}
	}
}

// defined reads a subprogram entry that has code.
func defined(d *dwarf.Data, e *dwarf.Entry) (Func, bool) {
	low, ok := e.Val(dwarf.AttrLowpc).(uint64)
	if !ok || low == 0 {
		return Func{}, false
	}
	fn := Func{Addr: low}
	fn.Name, _ = attr(d, e, dwarf.AttrName).(string)
	fn.Link, _ = attr(d, e, dwarf.AttrLinkageName).(string)
	if off, ok := attr(d, e, dwarf.AttrType).(dwarf.Offset); ok {
		if t, err := d.Type(off); err == nil {
			p := spell(t)
			p.Decl, p.Type = declName(t), t
			fn.Ret = &p
		}
	}
	return fn, fn.Name != ""
}

// allUnits is the DWARF of every unit, locked until unlock is called.
func (f *File) allUnits() (d *dwarf.Data, unlock func(), err error) {
	f.debug.once.Do(f.loadDebug)
	if f.debug.err != nil {
		return nil, nil, f.debug.err
	}
	if f.debug.path == "" {
		return nil, nil, ErrNoDWARF
	}
	f.debug.mu.Lock()
	if d = f.debug.wholeData(); d == nil {
		f.debug.mu.Unlock()
		return nil, nil, fmt.Errorf("%s: unreadable DWARF", f.Path)
	}
	return d, f.debug.mu.Unlock, nil
}

// sameSource reports whether a source file the DWARF names is file, whole
// or by its last path elements ("prog.c", "src/prog.c").
func sameSource(name, file string) bool {
	return name == file || strings.HasSuffix(name, "/"+strings.TrimPrefix(file, "./"))
}
