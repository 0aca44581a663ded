// Package elfx reads what sonde needs from ELF binaries for user-space probes
// and symbolization: function symbols (.symtab, .dynsym and the MiniDebugInfo
// .gnu_debugdata section), Go function tables (pclntab), demangled C++ and
// Rust names, the build ID, and the mapping from link-time virtual addresses
// to the file offsets that uprobes are attached by; for ltrace the imports
// and PLT stubs, for usdt named sections and defined symbols; DWARF
// parameters; /proc maps and mount namespaces. Every ELF read in sonde goes
// through here.
//
// A File is read once and then immutable: callers cache it per binary.
// Its function table is read when first used; a Lookup before then reads
// only the symbols of that name, so that a probe on one function of libc
// does not sort libc's ten thousand.
//
// It imports no sonde package.
package elfx

import (
	"bytes"
	"debug/buildinfo"
	"debug/elf"
	"debug/gosym"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"

	"github.com/ianlancetaylor/demangle"
	"github.com/ulikunitz/xz"
)

// Symbol is one function in a binary.
type Symbol struct {
	Name      string // as stored in the binary (mangled for C++ and Rust)
	Demangled string // demangled with parameters ("ns::f(int)"); Name when not mangled
	Addr      uint64 // link-time virtual address
	Size      uint64 // bytes; 0 when the symbol table does not say
	IFunc     bool   // STT_GNU_IFUNC: the code at Addr is a resolver that returns the implementation
}

// Segment is one PT_LOAD program header.
type Segment struct {
	Vaddr, Memsz uint64
	Off, Filesz  uint64
	Flags        elf.ProgFlag
}

// File is what sonde knows about one ELF binary.
type File struct {
	Path    string
	Type    elf.Type // elf.ET_EXEC or elf.ET_DYN (PIE executables and shared libraries)
	Entry   uint64   // the entry point's link-time address
	Dynamic bool     // has a dynamic symbol table (.dynsym): links shared libraries
	BuildID string   // lowercase hex of NT_GNU_BUILD_ID; "" when absent
	IsGo    bool     // built by the Go toolchain (.go.buildinfo or .gopclntab present)
	GoVer   string   // the Go toolchain version from .go.buildinfo ("go1.22.3"); "" when unknown
	Loads   []Segment

	// The function table, read on first use (Symbols): a probe on one
	// named function finds it without it (Lookup).
	symsOnce  sync.Once
	opened    os.FileInfo    // the file as opened, when the table is read later
	syms      []Symbol       // functions sorted by Addr, then by preference as the name for that address
	labels    []Symbol       // code labels (see textLabel) sorted by Addr: names for code no function covers
	byName    map[string]int // Name -> index in syms
	rawMu     sync.Mutex
	tableDone bool       // Symbols has read the table
	raw       []rawTable // before: the symbol tables' bytes, for Lookup and Mangled
	rawErr    error
	scans     atomic.Int32 // Symbolize's scans before the table is read
	debug     debugInfo    // DWARF, read when asked for (Params)
	sources   sourceCache  // Source per address
	cfiMu     sync.Mutex
	cfi       cfiCache // call frame information, read when asked for (CFI)
}

// Open reads a binary's layout, and its symbols when Symbols or Lookup
// first asks for them. The file is closed on return.
func Open(path string) (*File, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	defer fh.Close()
	st, err := fh.Stat()
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	ef, err := elf.NewFile(fh)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	defer ef.Close()
	f, err := load(ef, path, st)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	if f.IsGo {
		if bi, err := buildinfo.ReadFile(path); err == nil {
			f.GoVer = bi.GoVersion
		}
	}
	return f, nil
}

// NewFile is a File of these functions alone, sorted by address (a table
// made up in tests).
func NewFile(syms []Symbol) *File {
	f := &File{}
	cands := make([]candidate, len(syms))
	for i, s := range syms {
		cands[i] = candidate{Symbol: s}
	}
	f.symsOnce.Do(func() { f.setSymbols(cands) })
	return f
}

// OpenImage reads a binary held in memory (the vDSO), named name; its
// symbols are read now.
func OpenImage(name string, data []byte) (*File, error) {
	ef, err := elf.NewFile(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", name, err)
	}
	f, err := load(ef, name, nil)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", name, err)
	}
	return f, nil
}

// candidate is a symbol with what decides which of several names for one
// address is shown.
type candidate struct {
	Symbol
	rank  int
	label bool // a code label, not a function (textLabel)
}

// textLabel is a symbol of .symtab as a code label: a named STT_NOTYPE
// symbol in an executable section, as hand-written assembly defines its
// entry points (the dynamic loader's _start, where every process's first
// instruction is). Labels name only addresses no function symbol covers,
// as perf names them; they are not functions to probe.
func textLabel(s elf.Symbol, exec func(elf.SectionIndex) bool) (candidate, bool) {
	if elf.ST_TYPE(s.Info) != elf.STT_NOTYPE || s.Value == 0 || s.Name == "" ||
		strings.HasPrefix(s.Name, ".L") || !exec(s.Section) {
		return candidate{}, false
	}
	return candidate{Symbol: Symbol{Name: s.Name, Addr: s.Value}, label: true}, true
}

// execSections reports which of ef's sections hold code.
func execSections(ef *elf.File) func(elf.SectionIndex) bool {
	return func(i elf.SectionIndex) bool {
		return i > 0 && int(i) < len(ef.Sections) && ef.Sections[i].Flags&elf.SHF_EXECINSTR != 0
	}
}

// funcCandidate is an ELF symbol as a candidate function name, or false
// when it names no defined function.
func funcCandidate(s elf.Symbol, fromSymtab bool) (candidate, bool) {
	typ := elf.ST_TYPE(s.Info)
	if typ != elf.STT_FUNC && typ != elf.STT_GNU_IFUNC {
		return candidate{}, false
	}
	if s.Section == elf.SHN_UNDEF || s.Value == 0 {
		return candidate{}, false
	}
	rank := 0
	switch elf.ST_BIND(s.Info) {
	case elf.STB_GLOBAL:
		rank = 0
	case elf.STB_WEAK:
		rank = 1
	default:
		rank = 2
	}
	rank = rank*1000 + strings.IndexFunc(s.Name+"x", func(r rune) bool { return r != '_' })
	if !fromSymtab {
		rank += 100
	}
	return candidate{Symbol: Symbol{Name: s.Name, Addr: s.Value, Size: s.Size, IFunc: typ == elf.STT_GNU_IFUNC}, rank: rank}, true
}

// before orders candidates as the function table does: by address, then
// by preference as the name, then by where they were read.
func before(a, b candidate, ai, bi int) bool {
	if a.Addr != b.Addr {
		return a.Addr < b.Addr
	}
	if a.rank != b.rank {
		return a.rank < b.rank
	}
	if a.Name != b.Name {
		return a.Name < b.Name
	}
	return ai < bi
}

func load(ef *elf.File, path string, st os.FileInfo) (*File, error) {
	f := &File{Path: path, Type: ef.Type, Entry: ef.Entry, Dynamic: ef.Section(".dynsym") != nil}
	if ef.Machine != elf.EM_X86_64 {
		return nil, fmt.Errorf("unsupported machine %s (only x86-64)", ef.Machine)
	}
	for _, p := range ef.Progs {
		if p.Type == elf.PT_LOAD {
			f.Loads = append(f.Loads, Segment{Vaddr: p.Vaddr, Memsz: p.Memsz, Off: p.Off, Filesz: p.Filesz, Flags: p.Flags})
		}
	}
	f.BuildID = buildID(ef)
	f.IsGo = ef.Section(".go.buildinfo") != nil || ef.Section(".gopclntab") != nil
	// The table is read now where reading it can fail (MiniDebugInfo, a Go
	// pclntab) and for a process's file under /proc, which goes away with
	// the process; otherwise when first used.
	if !f.IsGo && ef.Section(".gnu_debugdata") == nil && !strings.HasPrefix(path, "/proc/") && st != nil {
		f.opened = st
		return f, nil
	}
	cands, err := candidates(ef, path, f.BuildID, f.IsGo)
	if err != nil {
		return nil, err
	}
	f.symsOnce.Do(func() { f.setSymbols(cands) })
	return f, nil
}

// candidates reads every function symbol of a binary: .symtab (or the
// separate debug file's), .dynsym, MiniDebugInfo, and a Go binary's
// pclntab when there is nothing else.
func candidates(ef *elf.File, path, buildID string, isGo bool) ([]candidate, error) {
	var cands []candidate
	add := func(syms []elf.Symbol, fromSymtab bool, exec func(elf.SectionIndex) bool) {
		for _, s := range syms {
			if c, ok := funcCandidate(s, fromSymtab); ok {
				cands = append(cands, c)
			} else if exec != nil {
				if c, ok := textLabel(s, exec); ok {
					cands = append(cands, c)
				}
			}
		}
	}
	if syms, err := ef.Symbols(); err == nil {
		add(syms, true, execSections(ef))
	} else if dbg, exec := debugSymbols(ef, path, buildID); dbg != nil {
		add(dbg, true, exec)
	}
	if syms, err := ef.DynamicSymbols(); err == nil {
		add(syms, false, nil)
	}
	if mini, err := miniDebugInfo(ef); err != nil {
		return nil, fmt.Errorf("minidebuginfo: %w", err)
	} else if mini != nil {
		add(mini, true, nil)
	}
	if isGo && len(cands) == 0 {
		gofuncs, err := goFuncs(ef)
		if err != nil {
			return nil, fmt.Errorf("go pclntab: %w", err)
		}
		cands = append(cands, gofuncs...)
	}
	return cands, nil
}

// setSymbols makes candidates the function table.
func (f *File) setSymbols(cands []candidate) {
	var labels []candidate
	funcs := cands[:0:0]
	for _, c := range cands {
		if c.label {
			labels = append(labels, c)
		} else {
			funcs = append(funcs, c)
		}
	}
	f.syms, f.byName = table(funcs)
	f.labels, _ = table(labels)
}

// table sorts candidates into a function table, one entry per name.
func table(cands []candidate) ([]Symbol, map[string]int) {
	idx := make([]int32, len(cands))
	for i := range idx {
		idx[i] = int32(i)
	}
	slices.SortFunc(idx, func(i, j int32) int {
		if before(cands[i], cands[j], int(i), int(j)) {
			return -1
		}
		return 1
	})
	byName := make(map[string]int, len(cands))
	syms := make([]Symbol, 0, len(cands))
	for _, i := range idx {
		c := cands[i]
		if _, dup := byName[c.Name]; dup {
			continue // the same name in .symtab and .dynsym
		}
		s := c.Symbol
		s.Demangled = Demangle(s.Name)
		byName[s.Name] = len(syms)
		syms = append(syms, s)
	}
	return syms, byName
}

// Symbols returns the binary's functions, sorted by address, then by
// preference as the name for that address; each name once.
func (f *File) Symbols() []Symbol {
	f.symsOnce.Do(func() {
		cands, err := f.reread(func(ef *elf.File) ([]candidate, error) {
			return candidates(ef, f.Path, f.BuildID, f.IsGo)
		})
		if err == nil {
			f.setSymbols(cands)
		}
		f.rawMu.Lock()
		f.tableDone, f.raw = true, nil
		f.rawMu.Unlock()
	})
	return f.syms
}

// unchanged reports whether now is the file was, neither replaced nor
// written to since.
func unchanged(was, now os.FileInfo) bool {
	return os.SameFile(was, now) && was.Size() == now.Size() && was.ModTime().Equal(now.ModTime())
}

// reread opens the file again to read its symbols, if it is still the file
// Open read.
func (f *File) reread(read func(*elf.File) ([]candidate, error)) ([]candidate, error) {
	if f.opened == nil {
		return nil, errors.New("no file")
	}
	fh, err := os.Open(f.Path)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	st, err := fh.Stat()
	if err != nil {
		return nil, err
	}
	if !unchanged(f.opened, st) {
		return nil, fmt.Errorf("%s changed since it was opened", f.Path)
	}
	ef, err := elf.NewFile(fh)
	if err != nil {
		return nil, err
	}
	return read(ef)
}

// Demangle returns the demangled form of a C++ or Rust symbol name, with
// parameters, or name itself when it is not mangled.
func Demangle(name string) string {
	if !strings.HasPrefix(name, "_Z") && !strings.HasPrefix(name, "_R") {
		return name
	}
	return demangle.Filter(name)
}

// DemangleNoParams is Demangle without the function's parameter list
// ("ns::f" for _ZN2ns1fEi).
func DemangleNoParams(name string) string {
	if !strings.HasPrefix(name, "_Z") && !strings.HasPrefix(name, "_R") {
		return name
	}
	return demangle.Filter(name, demangle.NoParams)
}

func buildID(ef *elf.File) string {
	// The section first: in a separate debug file the PT_NOTE segment's
	// file range holds no data.
	if s := ef.Section(".note.gnu.build-id"); s != nil && s.Type == elf.SHT_NOTE {
		if data, err := s.Data(); err == nil {
			if id := findNote(data, "GNU", 3); id != nil {
				return hex.EncodeToString(id)
			}
		}
	}
	for _, p := range ef.Progs {
		if p.Type != elf.PT_NOTE {
			continue
		}
		data, err := io.ReadAll(p.Open())
		if err != nil {
			continue
		}
		if id := findNote(data, "GNU", 3); id != nil {
			return hex.EncodeToString(id)
		}
	}
	return ""
}

// findNote returns the descriptor of the first note with this owner and type
// in a sequence of ELF notes (4-byte aligned, x86-64 little-endian).
func findNote(data []byte, owner string, typ uint32) []byte {
	for _, n := range Notes(data) {
		if n.Owner == owner && n.Type == typ {
			return n.Desc
		}
	}
	return nil
}

// Note is one ELF note.
type Note struct {
	Owner string
	Type  uint32
	Desc  []byte
}

// Notes splits a note section or segment into its notes (4-byte alignment).
func Notes(data []byte) []Note {
	var out []Note
	align := func(n uint32) uint32 { return (n + 3) &^ 3 }
	for len(data) >= 12 {
		namesz := le32(data[0:])
		descsz := le32(data[4:])
		typ := le32(data[8:])
		data = data[12:]
		if uint64(align(namesz))+uint64(align(descsz)) > uint64(len(data)) {
			break
		}
		name := strings.TrimRight(string(data[:namesz]), "\x00")
		data = data[align(namesz):]
		out = append(out, Note{Owner: name, Type: typ, Desc: data[:descsz]})
		data = data[align(descsz):]
	}
	return out
}

func le32(b []byte) uint32 {
	return uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24
}

// DebugDirs are where separate debug files are looked for, in order, as
// gdb's debug-file-directory: /usr/lib/debug, where distributions install
// them (Debian's -dbgsym packages, Fedora's -debuginfo), and /lib/debug.
var DebugDirs = []string{"/usr/lib/debug", "/lib/debug"}

// debugSymbols reads .symtab from a binary's separate debug file (Debian's
// -dbg and -dbgsym packages), found by build ID or by .gnu_debuglink the
// way gdb looks for it. It returns nil when there is none.
func debugSymbols(ef *elf.File, path, buildID string) ([]elf.Symbol, func(elf.SectionIndex) bool) {
	c := debugFile(ef, path, buildID)
	if c == "" {
		return nil, nil
	}
	df, err := elf.Open(c)
	if err != nil {
		return nil, nil
	}
	defer df.Close()
	syms, err := df.Symbols()
	if err != nil {
		return nil, nil
	}
	exec := map[elf.SectionIndex]bool{}
	for i, sec := range df.Sections {
		exec[elf.SectionIndex(i)] = i > 0 && sec.Flags&elf.SHF_EXECINSTR != 0
	}
	return syms, func(i elf.SectionIndex) bool { return exec[i] }
}

// debugFile returns the path of the separate debug file of a binary, or ""
// when there is none. It looks where gdb does: by build ID,
// DIR/.build-id/xx/yyyy.debug in each of DebugDirs (the file must have the
// same build ID); then by the name in .gnu_debuglink, next to the binary,
// in its .debug directory and under each of DebugDirs followed by the
// binary's directory (the file's CRC-32 must be the one the link records).
func debugFile(ef *elf.File, path, buildID string) string {
	if len(buildID) > 2 {
		for _, dir := range DebugDirs {
			c := filepath.Join(dir, ".build-id", buildID[:2], buildID[2:]+".debug")
			if c == path {
				continue
			}
			if df, err := elf.Open(c); err == nil {
				id := buildIDOf(df)
				df.Close()
				if id == buildID {
					return c
				}
			}
		}
	}
	s := ef.Section(".gnu_debuglink")
	if s == nil {
		return ""
	}
	data, err := s.Data()
	if err != nil {
		return ""
	}
	i := bytes.IndexByte(data, 0)
	if i <= 0 || len(data) < (i+4)&^3+4 {
		return ""
	}
	link := string(data[:i])
	crc := le32(data[(i+4)&^3:])
	dir := filepath.Dir(path)
	cands := []string{filepath.Join(dir, link), filepath.Join(dir, ".debug", link)}
	for _, d := range DebugDirs {
		cands = append(cands, filepath.Join(d, dir, link))
	}
	for _, c := range cands {
		if c == path {
			continue
		}
		if got, ok := fileCRC(c); ok && got == crc {
			return c
		}
	}
	return ""
}

// fileCRC is the CRC-32 (IEEE) of a file's contents, as .gnu_debuglink
// records it; ok is false when the file cannot be read.
func fileCRC(path string) (crc uint32, ok bool) {
	fh, err := os.Open(path)
	if err != nil {
		return 0, false
	}
	defer fh.Close()
	h := crc32.NewIEEE()
	if _, err := io.Copy(h, fh); err != nil {
		return 0, false
	}
	return h.Sum32(), true
}

func buildIDOf(ef *elf.File) string { return buildID(ef) }

// miniDebugInfo returns the symbols of the xz-compressed ELF in
// .gnu_debugdata (Fedora's MiniDebugInfo), or nil when there is none.
func miniDebugInfo(ef *elf.File) ([]elf.Symbol, error) {
	s := ef.Section(".gnu_debugdata")
	if s == nil {
		return nil, nil
	}
	comp, err := s.Data()
	if err != nil {
		return nil, err
	}
	r, err := xz.NewReader(bytes.NewReader(comp))
	if err != nil {
		return nil, fmt.Errorf("xz: %w", err)
	}
	raw, err := io.ReadAll(io.LimitReader(r, 256<<20))
	if err != nil {
		return nil, fmt.Errorf("xz: %w", err)
	}
	inner, err := elf.NewFile(bytes.NewReader(raw))
	if err != nil {
		return nil, err
	}
	syms, err := inner.Symbols()
	if errors.Is(err, elf.ErrNoSymbols) {
		return nil, nil
	}
	return syms, err
}

// goFuncs reads function names and ranges from a Go binary's pclntab, for
// binaries whose symbol table was stripped (go build -ldflags=-s).
func goFuncs(ef *elf.File) ([]candidate, error) {
	pcln := ef.Section(".gopclntab")
	text := ef.Section(".text")
	if pcln == nil || text == nil {
		return nil, nil
	}
	data, err := pcln.Data()
	if err != nil {
		return nil, err
	}
	tab, err := gosym.NewTable(nil, gosym.NewLineTable(data, text.Addr))
	if err != nil {
		return nil, err
	}
	out := make([]candidate, 0, len(tab.Funcs))
	for _, fn := range tab.Funcs {
		out = append(out, candidate{Symbol: Symbol{Name: fn.Name, Addr: fn.Entry, Size: fn.End - fn.Entry}})
	}
	return out, nil
}

// Lookup finds a function by its name as stored in the binary.
// Before the function table is read, only the symbols of that name are:
// the same one the table would give.
func (f *File) Lookup(name string) (Symbol, bool) {
	if !f.tableRead() && name != "" {
		exact := func(n []byte) int {
			if len(n) < len(name) || string(n[:len(name)]) != name || len(n) > len(name) && n[len(name)] != 0 {
				return -1
			}
			return len(name)
		}
		if cands, err := f.scan(exact, nil); err == nil {
			syms, _ := table(cands)
			if len(syms) == 0 {
				return Symbol{}, false
			}
			return syms[0], true
		}
	}
	f.Symbols()
	i, ok := f.byName[name]
	if !ok {
		return Symbol{}, false
	}
	return f.syms[i], true
}

// Mangled returns the functions whose names are mangled (C++ "_Z", Rust
// "_R"), in the order of Symbols; before the function table is read, only
// they are read.
func (f *File) Mangled() []Symbol {
	mangled := func(n []byte) int {
		if !bytes.HasPrefix(n, []byte("_Z")) && !bytes.HasPrefix(n, []byte("_R")) {
			return -1
		}
		if i := bytes.IndexByte(n, 0); i >= 0 {
			return i
		}
		return len(n)
	}
	if !f.tableRead() {
		if cands, err := f.scan(mangled, nil); err == nil {
			syms, _ := table(cands)
			return syms
		}
	}
	var out []Symbol
	for _, s := range f.Symbols() {
		if strings.HasPrefix(s.Name, "_Z") || strings.HasPrefix(s.Name, "_R") {
			out = append(out, s)
		}
	}
	return out
}

// tableRead reports whether the function table has been read (or Open
// read it, or cannot be read later).
func (f *File) tableRead() bool {
	f.rawMu.Lock()
	defer f.rawMu.Unlock()
	return f.opened == nil || f.tableDone
}

// rawTable is a symbol table's entries and its string table.
type rawTable struct {
	data, strs []byte
	fromSymtab bool
}

// scan returns the function candidates, of the symbol tables candidates
// reads (except MiniDebugInfo and Go's, which Open reads at once), whose
// names keep says to keep: given the string table from a name on, it
// returns the name's length, or -1 to leave the entry out (whose name is
// never made). keep nil keeps every name; at, when not nil, keeps only
// the entries whose value and size it accepts. The tables' bytes are read
// once.
func (f *File) scan(keep func(strs []byte) int, at func(value, size uint64) bool) ([]candidate, error) {
	f.rawMu.Lock()
	defer f.rawMu.Unlock()
	if f.raw == nil && f.rawErr == nil {
		_, f.rawErr = f.reread(func(ef *elf.File) ([]candidate, error) {
			symtab, err := readTable(ef, elf.SHT_SYMTAB)
			if err != nil {
				symtab = rawTable{}
				if c := debugFile(ef, f.Path, f.BuildID); c != "" {
					if df, err := elf.Open(c); err == nil {
						symtab, _ = readTable(df, elf.SHT_SYMTAB)
						df.Close()
					}
				}
			}
			symtab.fromSymtab = true
			dynsym, _ := readTable(ef, elf.SHT_DYNSYM)
			f.raw = []rawTable{symtab, dynsym}
			return nil, nil
		})
	}
	if f.rawErr != nil {
		return nil, f.rawErr
	}
	var out []candidate
	for _, t := range f.raw {
		for e := t.data; len(e) >= elf.Sym64Size; e = e[elf.Sym64Size:] {
			// debug/elf's getString: up to the NUL or the table's end.
			off := uint64(le32(e))
			if off >= uint64(len(t.strs)) {
				continue // no name
			}
			if at != nil && !at(binary.LittleEndian.Uint64(e[8:]), binary.LittleEndian.Uint64(e[16:])) {
				continue
			}
			var l int
			if keep != nil {
				l = keep(t.strs[off:])
			} else if l = bytes.IndexByte(t.strs[off:], 0); l < 0 {
				l = len(t.strs) - int(off)
			}
			if l < 0 {
				continue
			}
			if c, ok := funcCandidate(elf.Symbol{
				Name:    string(t.strs[off : off+uint64(l)]),
				Info:    e[4],
				Section: elf.SectionIndex(binary.LittleEndian.Uint16(e[6:])),
				Value:   binary.LittleEndian.Uint64(e[8:]),
				Size:    binary.LittleEndian.Uint64(e[16:]),
			}, t.fromSymtab); ok {
				out = append(out, c)
			}
		}
	}
	return out, nil
}

// readTable reads a symbol table as debug/elf's Symbols and DynamicSymbols
// do, without the first (null) entry.
func readTable(ef *elf.File, typ elf.SectionType) (rawTable, error) {
	s := ef.SectionByType(typ)
	if s == nil {
		return rawTable{}, elf.ErrNoSymbols
	}
	data, err := s.Data()
	if err != nil {
		return rawTable{}, err
	}
	if len(data)%elf.Sym64Size != 0 {
		return rawTable{}, errors.New("length of symbol section is not a multiple of Sym64Size")
	}
	if len(data) == 0 {
		return rawTable{}, elf.ErrNoSymbols
	}
	if s.Link == 0 || int(s.Link) >= len(ef.Sections) {
		return rawTable{}, errors.New("bad string table link")
	}
	strs, err := ef.Sections[s.Link].Data()
	if err != nil {
		return rawTable{}, err
	}
	return rawTable{data: data[elf.Sym64Size:], strs: strs}, nil
}

// Symbolize finds the function containing a link-time virtual address and
// the offset into it. A symbol without a size covers the addresses up to the
// next symbol.
func (f *File) Symbolize(vaddr uint64) (Symbol, uint64, bool) {
	if !f.tableRead() && f.scans.Add(1) <= symbolizeScans {
		// Before the function table is read (a statement probe names the
		// function holding its address): the function symbols starting at
		// most symbolizeWindow below vaddr are the table's nearest ones,
		// in its order, and answer as it would when a sized one holds
		// vaddr (labels, which scan leaves out, matter only otherwise).
		near := func(value, _ uint64) bool { return value <= vaddr && vaddr-value < symbolizeWindow }
		if cands, err := f.scan(nil, near); err == nil {
			syms, _ := table(cands)
			if s, off, ok := symbolize(syms, nil, vaddr); ok && s.Size > 0 {
				return s, off, true
			}
		}
	}
	f.Symbols()
	return symbolize(f.syms, f.labels, vaddr)
}

// Symbolize looks for an address's function at most symbolizeWindow
// below it without the table, and does so symbolizeScans times: each
// scan reads every symbol, and many addresses (every line of a file) are
// answered sooner from the table.
const (
	symbolizeWindow = 64 << 10
	symbolizeScans  = 16
)

// symbolize is Symbolize in a function table and its labels.
func symbolize(syms, labels []Symbol, vaddr uint64) (Symbol, uint64, bool) {
	i := sort.Search(len(syms), func(i int) bool { return syms[i].Addr > vaddr }) - 1
	// Several names may share an address: the first of them is preferred.
	for i > 0 && syms[i-1].Addr == syms[i].Addr {
		i--
	}
	// A label (textLabel) after the nearest function's start names code
	// that no function covers.
	l := sort.Search(len(labels), func(l int) bool { return labels[l].Addr > vaddr }) - 1
	labelNearer := l >= 0 && (i < 0 || labels[l].Addr > syms[i].Addr)
	// A sized symbol must contain the address; aliases and nested symbols
	// before it may still (a local label inside a big function).
	for j := i; j >= 0 && j > i-64; j-- {
		s := syms[j]
		if vaddr < s.Addr+s.Size || (s.Size == 0 && j == i && !labelNearer) {
			return s, vaddr - s.Addr, true
		}
	}
	if labelNearer {
		return labels[l], vaddr - labels[l].Addr, true
	}
	return Symbol{}, 0, false
}

// FileOffset converts a link-time virtual address into the file offset that
// uprobes are attached by, through the PT_LOAD segment containing it. This is
// what makes PIE executables and shared libraries (and non-PIE executables
// whose text does not start at file offset 0) come out right.
func (f *File) FileOffset(vaddr uint64) (uint64, error) {
	for _, s := range f.Loads {
		if vaddr >= s.Vaddr && vaddr < s.Vaddr+s.Filesz {
			return vaddr - s.Vaddr + s.Off, nil
		}
	}
	return 0, fmt.Errorf("address %#x is in no loadable segment of %s", vaddr, f.Path)
}

// Vaddr converts a file offset into the link-time virtual address it is
// loaded at, the inverse of FileOffset.
func (f *File) Vaddr(off uint64) (uint64, bool) {
	for _, s := range f.Loads {
		if off >= s.Off && off < s.Off+s.Filesz {
			return off - s.Off + s.Vaddr, true
		}
	}
	return 0, false
}

// Code reads the machine code of a function from the file.
func (f *File) Code(s Symbol) ([]byte, error) {
	if s.Size == 0 {
		return nil, fmt.Errorf("function %s has no size", s.Name)
	}
	off, err := f.FileOffset(s.Addr)
	if err != nil {
		return nil, err
	}
	fh, err := os.Open(f.Path)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	buf := make([]byte, s.Size)
	if _, err := fh.ReadAt(buf, int64(off)); err != nil {
		return nil, fmt.Errorf("read code of %s: %w", s.Name, err)
	}
	return buf, nil
}

// cache holds files by path, revalidated by inode and modification time so
// that a rebuilt binary is read again.
var cache struct {
	sync.Mutex
	m map[string]cached
}

type cached struct {
	dev, ino uint64
	mtime    int64
	size     int64
	f        *File
}

// Cached is Open with a process-wide cache: each binary is read once.
func Cached(path string) (*File, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	key := cached{mtime: st.ModTime().UnixNano(), size: st.Size()}
	if sys, ok := st.Sys().(*syscall.Stat_t); ok {
		key.dev, key.ino = sys.Dev, sys.Ino
	}
	cache.Lock()
	defer cache.Unlock()
	if c, ok := cache.m[path]; ok && c.dev == key.dev && c.ino == key.ino && c.mtime == key.mtime && c.size == key.size {
		return c.f, nil
	}
	f, err := Open(path)
	if err != nil {
		return nil, err
	}
	if cache.m == nil {
		cache.m = map[string]cached{}
	}
	key.f = f
	cache.m[path] = key
	return f, nil
}

// ByBuildID returns a file read through Cached whose build ID is id
// (lowercase hex; trailing zero bytes, as the kernel pads short IDs in
// stack maps, are ignored).
func ByBuildID(id string) (*File, bool) {
	id = strings.TrimRight(id, "0")
	if id == "" {
		return nil, false
	}
	cache.Lock()
	defer cache.Unlock()
	for _, c := range cache.m {
		if c.f.BuildID != "" && strings.TrimRight(c.f.BuildID, "0") == id {
			return c.f, true
		}
	}
	return nil, false
}

// SymbolAddr returns the link-time address of any defined symbol (function
// or variable) in .symtab or .dynsym: what uaddr("name") resolves.
func SymbolAddr(path, name string) (uint64, error) {
	addr, _, err := SymbolAddrSize(path, name)
	return addr, err
}

// SymbolAddrSize returns the link-time address and the size of a defined symbol in
// .symtab or .dynsym.
func SymbolAddrSize(path, name string) (addr, size uint64, err error) {
	return findSymbol(path, name, func(s elf.Symbol) bool { return s.Value != 0 })
}

// DataSymbol returns the link-time address and the size of a variable
// (STT_OBJECT) defined in .symtab or .dynsym: what bpftrace 0.17's
// uaddr("name") resolves.
func DataSymbol(path, name string) (addr, size uint64, err error) {
	return findSymbol(path, name, func(s elf.Symbol) bool { return elf.ST_TYPE(s.Info) == elf.STT_OBJECT })
}

// findSymbol returns the first defined symbol called name that ok accepts.
func findSymbol(path, name string, ok func(elf.Symbol) bool) (addr, size uint64, err error) {
	ef, err := elf.Open(path)
	if err != nil {
		return 0, 0, fmt.Errorf("open %s: %w", path, err)
	}
	defer ef.Close()
	for _, get := range []func() ([]elf.Symbol, error){ef.Symbols, ef.DynamicSymbols} {
		syms, _ := get()
		for _, s := range syms {
			if s.Name == name && s.Section != elf.SHN_UNDEF && ok(s) {
				return s.Value, s.Size, nil
			}
		}
	}
	return 0, 0, fmt.Errorf("symbol %q not found in %s", name, path)
}

// Section is one section of a binary.
type Section struct {
	Addr uint64 // link-time address; 0 for sections not loaded
	Data []byte
}

// ReadSections returns those of the named sections the binary has, by name,
// without reading its symbols.
func ReadSections(path string, names ...string) (map[string]Section, error) {
	ef, err := elf.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	defer ef.Close()
	out := map[string]Section{}
	for _, n := range names {
		s := ef.Section(n)
		if s == nil {
			continue
		}
		data, err := s.Data()
		if err != nil {
			return nil, fmt.Errorf("read %s %s: %w", path, n, err)
		}
		out[n] = Section{Addr: s.Addr, Data: data}
	}
	return out, nil
}

// DefinedSymbols maps the name of every symbol (function or variable) that
// the binary defines in .symtab or .dynsym to its link-time address; a
// name in both tables takes .symtab's.
func DefinedSymbols(path string) (map[string]uint64, error) {
	ef, err := elf.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	defer ef.Close()
	m := map[string]uint64{}
	for _, get := range []func() ([]elf.Symbol, error){ef.Symbols, ef.DynamicSymbols} {
		syms, _ := get()
		for _, s := range syms {
			if s.Section == elf.SHN_UNDEF || s.Name == "" {
				continue
			}
			if _, ok := m[s.Name]; !ok {
				m[s.Name] = s.Value
			}
		}
	}
	return m, nil
}

// ReadBuildID reads only the build ID of a binary, without its symbols.
func ReadBuildID(path string) (string, error) {
	ef, err := elf.Open(path)
	if err != nil {
		return "", err
	}
	defer ef.Close()
	return buildID(ef), nil
}

// GoRegABI reports whether Go functions in the binary take their arguments
// in registers (ABIInternal, Go 1.17 and later on amd64). An unknown
// version counts as the register ABI: binaries without build info are new.
func (f *File) GoRegABI() bool {
	v, ok := strings.CutPrefix(f.GoVer, "go1.")
	if !ok {
		return true
	}
	minor := 0
	for _, c := range v {
		if c < '0' || c > '9' {
			break
		}
		minor = minor*10 + int(c-'0')
	}
	return minor >= 17
}

// ExecContaining returns the one binary read through Cached that is a
// fixed-address executable (ET_EXEC: non-PIE, as Go builds by default) and
// whose executable segments contain vaddr. Such binaries load at their
// link-time addresses, so an address resolves without knowing the process
// it came from. When several candidates contain the address, none is
// returned.
func ExecContaining(vaddr uint64) (*File, bool) {
	cache.Lock()
	defer cache.Unlock()
	var found *File
	for _, c := range cache.m {
		if c.f.Type != elf.ET_EXEC || !c.f.executable(vaddr) {
			continue
		}
		if found != nil && found != c.f {
			if found.BuildID == "" || found.BuildID != c.f.BuildID {
				return nil, false
			}
		}
		found = c.f
	}
	return found, found != nil
}
