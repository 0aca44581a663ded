package elfx

import (
	"bytes"
	"cmp"
	"debug/dwarf"
	"debug/elf"
	"encoding/binary"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"sync"
	"syscall"

	"github.com/klauspost/compress/zlib"
)

// Param is a function parameter as the binary's DWARF describes it.
type Param struct {
	Name   string
	CType  string // C spelling sonde's checker reads: "int", "char *", "void *"
	Size   int    // bytes
	Signed bool
	Float  bool       // passed in a vector register, not a general one
	Struct bool       // passed by value: where it goes depends on its layout
	Decl   string     // the type as the DWARF names it, as bpftrace -lv lists it: "long int", "const char*"
	Type   dwarf.Type // the DWARF type itself
}

// debugInfo is a binary's DWARF, read when first asked for and then only
// as far as asked: .debug_aranges says which compilation unit holds an
// address, and only that unit is parsed, from as much of .debug_info as
// reaches it (decompressing a big library's whole .debug_info costs tens
// of milliseconds). Without .debug_aranges, or for an address it misses,
// every unit is read.
type debugInfo struct {
	once    sync.Once
	err     error
	path    string                  // the ELF holding the DWARF (the binary or its debug file); "": none
	hdrs    map[string]*elf.Section // its DWARF sections but .debug_info, by name
	aranges []arange                // sorted by address
	addr    []byte                  // .debug_addr, where split units' addresses are

	// The sections read so far (sec): a compressed one (SHF_COMPRESSED,
	// as Go and distributions' debug files write them) is decompressed
	// when first needed, not before: .debug_line for line tables,
	// .debug_rnglists for ranges, and so on.
	secMu    sync.Mutex
	secs     map[string][]byte
	inflated []string    // the sections decompressed, in order (for tests)
	lineD    *dwarf.Data // lineReader's stand-in unit over .debug_line
	lineErr  bool

	mu      sync.Mutex
	info    []byte // .debug_info, or its first part (infoAll false)
	infoAll bool
	// While only part of .debug_info is read: its file, mapped (no
	// descriptor stays open), the reader decompressing it, and its size.
	infoMap  []byte
	infoRd   io.Reader
	infoSize uint64
	whole    *dwarf.Data                  // every unit, when built
	units    map[uint64]*dwarf.Data       // one unit's DWARF, by the unit's offset
	split    map[dwarf.Offset]*dwarf.Data // a skeleton unit's .dwo, by its entry's offset in .debug_info (nil: not found)
	dwp      *dwpFile                     // the binary's .dwp package, once looked for
	dwpOK    bool

	// Go's DWARF has no .debug_aranges: a unit is found by its name
	// (goUnit), reading the units from the start, and read with every
	// unit before it (references between units, DW_FORM_ref_addr, are
	// offsets in .debug_info) in prefix, the DWARF of .debug_info's
	// first prefixEnd bytes.
	named     []namedUnit // the units whose names were read, in order
	prefix    *dwarf.Data
	prefixEnd uint64
}

// namedUnit is a unit of .debug_info, [off, end), its entry's offset
// and its DW_AT_name.
type namedUnit struct {
	off, end, entry uint64
	name            string
}

// arange is one address range of .debug_aranges and its unit's offset.
type arange struct{ lo, hi, unit uint64 }

// dwarfSections are the sections debug/dwarf reads besides .debug_info.
var dwarfSections = []string{".debug_abbrev", ".debug_line", ".debug_str", ".debug_ranges",
	".debug_addr", ".debug_line_str", ".debug_str_offsets", ".debug_rnglists"}

// loadDebug finds the binary's DWARF (its own, or its debug file's) and
// reads every section but .debug_info.
func (f *File) loadDebug() {
	ef, err := elf.Open(f.Path)
	if err != nil {
		f.debug.err = err
		return
	}
	defer ef.Close()
	path := f.Path
	if ef.Section(".debug_info") == nil {
		// Stripped: the DWARF may be in a separate debug file.
		c := debugFile(ef, f.Path, f.BuildID)
		if c == "" {
			return
		}
		df, err := elf.Open(c)
		if err != nil {
			return
		}
		defer df.Close()
		ef, path = df, c
		if ef.Section(".debug_info") == nil {
			return
		}
	}
	f.debug.hdrs, f.debug.secs = map[string]*elf.Section{}, map[string][]byte{}
	for _, n := range slices.Concat(dwarfSections, []string{".debug_loclists", ".debug_loc"}) {
		if s := ef.Section(n); s != nil {
			f.debug.hdrs[n] = s
		}
	}
	f.debug.path = path
	if f.debug.sec(".debug_abbrev") == nil {
		f.debug.path = ""
		return
	}
	f.debug.addr = f.debug.sec(".debug_addr")
	if s := ef.Section(".debug_aranges"); s != nil {
		if b, err := s.Data(); err == nil {
			f.debug.aranges = parseAranges(b)
		}
	}
}

// sec returns the DWARF section named name (nil: none), read when first
// asked for: in place in the mapped file when it is stored as it is,
// else decompressed then, once.
func (d *debugInfo) sec(name string) []byte {
	d.secMu.Lock()
	defer d.secMu.Unlock()
	if b, ok := d.secs[name]; ok {
		return b
	}
	var b []byte
	if s := d.hdrs[name]; s != nil {
		if s.Flags&elf.SHF_COMPRESSED == 0 {
			b, _ = sectionData(d.path, s)
		} else if m, err := mapFile(d.path); err == nil {
			// s's file is closed: read the section through a mapping.
			if ef, err := elf.NewFile(bytes.NewReader(m)); err == nil {
				if s := ef.Section(name); s != nil {
					b = make([]byte, s.Size)
					n, _ := io.ReadFull(inflater(ef, m, s), b)
					b = b[:n]
				}
			}
			syscall.Munmap(m)
			d.inflated = append(d.inflated, name)
		}
	}
	d.secs[name] = b
	return b
}

// parseAranges reads .debug_aranges (DWARF 6.1.2): per unit a header
// (unit_length, version, debug_info_offset, address_size, segment size,
// padding to twice the address size), then address, length pairs up to a
// 0, 0 pair. Only 32-bit DWARF with 8-byte addresses is read.
func parseAranges(b []byte) []arange {
	var out []arange
	for len(b) >= 16 {
		n := int(le32(b))
		if n == 0xffffffff || n+4 > len(b) || n < 12 {
			return nil
		}
		unit, body := uint64(le32(b[6:])), b[4:4+n]
		if body[6] != 8 {
			return nil
		}
		for i := 16 - 4; i+16 <= len(body); i += 16 {
			lo, ln := binary.LittleEndian.Uint64(body[i:]), binary.LittleEndian.Uint64(body[i+8:])
			if lo == 0 && ln == 0 {
				break
			}
			out = append(out, arange{lo, lo + ln, unit})
		}
		b = b[4+n:]
	}
	slices.SortFunc(out, func(a, b arange) int { return cmp.Compare(a.lo, b.lo) })
	return out
}

// unitOf returns the offset of the unit .debug_aranges gives addr to.
func (d *debugInfo) unitOf(addr uint64) (uint64, bool) {
	i := sort.Search(len(d.aranges), func(i int) bool { return d.aranges[i].lo > addr }) - 1
	if i >= 0 && addr < d.aranges[i].hi {
		return d.aranges[i].unit, true
	}
	return 0, false
}

// mapFile maps the file at path into memory, read-only.
func mapFile(path string) ([]byte, error) {
	fd, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer fd.Close()
	st, err := fd.Stat()
	if err != nil {
		return nil, err
	}
	if st.Size() == 0 {
		return nil, io.ErrUnexpectedEOF
	}
	return syscall.Mmap(int(fd.Fd()), 0, int(st.Size()), syscall.PROT_READ, syscall.MAP_PRIVATE)
}

// closeInfo unmaps the file .debug_info is read from.
func (d *debugInfo) closeInfo() {
	syscall.Munmap(d.infoMap)
	d.infoMap, d.infoRd = nil, nil
}

// readInfo makes .debug_info available up to the end of the unit at off
// (all of it with off < 0), decompressing only that far: a later call
// for a unit further on goes on from there, the file staying mapped until
// the end is reached.
func (d *debugInfo) readInfo(off int) bool {
	covered := func() bool {
		return off >= 0 && off+4 <= len(d.info) && off+4+int(le32(d.info[off:])) <= len(d.info)
	}
	if d.infoAll || covered() {
		return true
	}
	if d.infoRd == nil {
		if len(d.info) > 0 {
			return false // a read that failed before
		}
		m, err := mapFile(d.path)
		if err != nil {
			return false
		}
		ef, err := elf.NewFile(bytes.NewReader(m))
		var s *elf.Section
		if err == nil {
			s = ef.Section(".debug_info")
		}
		if s == nil {
			syscall.Munmap(m)
			return false
		}
		if s.Flags&elf.SHF_COMPRESSED == 0 {
			// Stored as it is: all of it, in place in the mapped file
			// (sectionData's mapping, which stays).
			b, err := sectionData(d.path, s)
			syscall.Munmap(m)
			if err != nil {
				return false
			}
			d.info, d.infoAll = b, true
			return covered() || off < 0
		}
		d.infoMap, d.infoRd, d.infoSize = m, inflater(ef, m, s), s.Size
	}
	upTo := func(n uint64) bool {
		if n > d.infoSize {
			return false
		}
		if have := uint64(len(d.info)); n > have {
			d.info = slices.Grow(d.info, int(n-have))[:n]
			if _, err := io.ReadFull(d.infoRd, d.info[have:]); err != nil {
				d.info = d.info[:have]
				d.closeInfo()
				return false
			}
		}
		if uint64(len(d.info)) == d.infoSize {
			d.infoAll = true
			d.closeInfo()
		}
		return true
	}
	if off < 0 {
		return upTo(d.infoSize)
	}
	if !upTo(uint64(off) + 4) {
		return false
	}
	n := uint64(le32(d.info[off:]))
	if n >= 0xfffffff0 {
		return false
	}
	return upTo(uint64(off)+4+n) && covered()
}

// inflater reads a compressed section (SHF_COMPRESSED) of the ELF ef
// mapped at m: one compressed with zlib by klauspost/compress's inflater,
// from the mapping (a fifth faster than debug/elf's compress/flate
// through a bufio.Reader), another as debug/elf reads it.
func inflater(ef *elf.File, m []byte, s *elf.Section) io.Reader {
	const chdr64 = 24 // ch_type, ch_reserved, ch_size, ch_addralign
	if ef.Class == elf.ELFCLASS64 && ef.ByteOrder == binary.LittleEndian &&
		s.FileSize > chdr64 && s.Offset+s.FileSize <= uint64(len(m)) {
		c := m[s.Offset : s.Offset+s.FileSize]
		if elf.CompressionType(le32(c)) == elf.COMPRESS_ZLIB {
			if r, err := zlib.NewReader(bytes.NewReader(c[chdr64:])); err == nil {
				return r
			}
		}
	}
	return s.Open()
}

// newData builds debug/dwarf's view of info with the other sections but
// .debug_line: a unit's line table is read by lineReader, and only then.
func (d *debugInfo) newData(info []byte) *dwarf.Data {
	dd, err := dwarf.New(d.sec(".debug_abbrev"), nil, nil, info, nil, nil, d.sec(".debug_ranges"), d.sec(".debug_str"))
	if err != nil {
		return nil
	}
	for _, n := range []string{".debug_addr", ".debug_line_str", ".debug_str_offsets", ".debug_rnglists"} {
		if b := d.sec(n); b != nil {
			dd.AddSection(n, b)
		}
	}
	return dd
}

// unitData is the DWARF of the one unit at offset off in .debug_info: its
// entries' offsets are counted from the unit's start (references between
// units, DW_FORM_ref_addr, do not resolve).
func (d *debugInfo) unitData(off uint64) *dwarf.Data {
	if u, ok := d.units[off]; ok {
		return u
	}
	var u *dwarf.Data
	if d.readInfo(int(off)) {
		u = d.newData(d.info[off : off+4+uint64(le32(d.info[off:]))])
	}
	if d.units == nil {
		d.units = map[uint64]*dwarf.Data{}
	}
	d.units[off] = u
	return u
}

// nextUnit reads the unit after those named so far, as far as its
// entry's DW_AT_name: false at the end of .debug_info, or at a unit it
// cannot read. f.debug.mu is held.
func (d *debugInfo) nextUnit() bool {
	var off uint64
	if n := len(d.named); n > 0 {
		off = d.named[n-1].end
	}
	if !d.readInfo(int(off)) || off+4 > uint64(len(d.info)) {
		return false
	}
	end := off + 4 + uint64(le32(d.info[off:]))
	if end > uint64(len(d.info)) {
		return false
	}
	// Only the abbreviations and the strings: the name is a string
	// (DW_FORM_string, DW_FORM_strp), or it is not matched.
	u := namedUnit{off: off, end: end}
	if dd, err := dwarf.New(d.sec(".debug_abbrev"), nil, nil, d.info[off:end], nil, nil, nil, d.sec(".debug_str")); err == nil {
		if e, _ := dd.Reader().Next(); e != nil && e.Tag == dwarf.TagCompileUnit {
			u.name, _ = e.Val(dwarf.AttrName).(string)
			u.entry = off + uint64(e.Offset) // after the unit's header
		}
	}
	d.named = append(d.named, u)
	return true
}

// namedUnitAt returns the i'th unit named name (a Go package's code
// may be in several), reading on through .debug_info from the last
// unit named until it is found.
func (d *debugInfo) namedUnitAt(name string, i int) (namedUnit, bool) {
	for j := 0; ; j++ {
		if j == len(d.named) && !d.nextUnit() {
			return namedUnit{}, false
		}
		if d.named[j].name == name {
			if i == 0 {
				return d.named[j], true
			}
			i--
		}
	}
}

// prefixData is the DWARF of the units of .debug_info up to the one
// holding offset off (read up to it if need be): nil when no unit does.
// Its offsets are .debug_info's, so that references between its units
// resolve; one beyond them (to a unit further on) is an error, not a
// wrong answer. Built without the range lists, which Go's functions do
// not use (they have DW_AT_low_pc and DW_AT_high_pc).
func (d *debugInfo) prefixData(off uint64) *dwarf.Data {
	for len(d.named) == 0 || d.named[len(d.named)-1].end <= off {
		if !d.nextUnit() {
			return nil
		}
	}
	end := d.named[sort.Search(len(d.named), func(i int) bool { return d.named[i].end > off })].end
	if d.prefix == nil || d.prefixEnd < end {
		dd, err := dwarf.New(d.sec(".debug_abbrev"), nil, nil, d.info[:end], nil, nil, nil, d.sec(".debug_str"))
		if err != nil {
			return nil
		}
		for _, n := range []string{".debug_addr", ".debug_line_str", ".debug_str_offsets"} {
			if b := d.sec(n); b != nil {
				dd.AddSection(n, b)
			}
		}
		d.prefix, d.prefixEnd = dd, end
	}
	return d.prefix
}

// wholeData is the DWARF of every unit.
func (d *debugInfo) wholeData() *dwarf.Data {
	if d.whole == nil && d.readInfo(-1) {
		d.whole = d.newData(d.info)
	}
	return d.whole
}

// unit is the compilation unit holding an address.
type unit struct {
	d *dwarf.Data   // its entries: in its .dwo file for a skeleton unit (split DWARF)
	r *dwarf.Reader // positioned after the unit's entry in d
	// The unit's entry as the binary has it (a skeleton's for split
	// DWARF): its line table (lineReader) and compilation directory.
	cu    *dwarf.Entry
	split bool // d is a .dwo's
}

// unitAt finds the compilation unit that holds the link-time address
// addr, reading the .dwo file of a skeleton unit (gcc -gsplit-dwarf). ok
// is false when no unit holds addr, or its .dwo is not found.
func (f *File) unitAt(addr uint64) (u unit, ok bool, err error) {
	f.debug.once.Do(f.loadDebug)
	if f.debug.err != nil || f.debug.path == "" {
		return u, false, f.debug.err
	}
	f.debug.mu.Lock()
	defer f.debug.mu.Unlock()
	var r *dwarf.Reader
	var cu *dwarf.Entry
	var base uint64 // the unit's offset in .debug_info, where d counts from it
	if off, found := f.debug.unitOf(addr); found {
		if d := f.debug.unitData(off); d != nil {
			r = d.Reader()
			if cu, _ = r.Next(); cu != nil {
				u, base = unit{d: d, r: r, cu: cu}, off
			}
		}
	}
	if u.cu == nil {
		d := f.debug.wholeData()
		if d == nil {
			return u, false, nil
		}
		r = d.Reader()
		if cu, err = r.SeekPC(addr); err != nil {
			if errors.Is(err, dwarf.ErrUnknownPC) {
				err = nil
			}
			return u, false, err
		}
		u = unit{d: d, r: r, cu: cu}
	}
	if _, split := cu.Val(dwarf.AttrDwoName).(string); !split {
		return u, true, nil
	}
	u.split = true
	if u.d = f.splitUnit(cu, base+uint64(cu.Offset)); u.d == nil {
		return u, false, nil
	}
	u.r = u.d.Reader()
	if e, err := u.r.Next(); err != nil || e == nil {
		return u, false, err
	}
	return u, true, nil
}

// splitUnit reads the .dwo file of a skeleton unit: DW_AT_dwo_name, in
// the unit's compilation directory (DW_AT_comp_dir) or next to the
// binary. at is the unit entry's offset in .debug_info. f.debug.mu is
// held.
func (f *File) splitUnit(cu *dwarf.Entry, at uint64) *dwarf.Data {
	if d, ok := f.debug.split[dwarf.Offset(at)]; ok {
		return d
	}
	name, _ := cu.Val(dwarf.AttrDwoName).(string)
	dir, _ := cu.Val(dwarf.AttrCompDir).(string)
	cands := []string{name}
	if !filepath.IsAbs(name) {
		cands = []string{filepath.Join(dir, name)}
	}
	cands = append(cands, filepath.Join(filepath.Dir(f.Path), filepath.Base(name)))
	base, _ := cu.Val(dwarf.AttrAddrBase).(int64)
	var d *dwarf.Data
	for _, c := range cands {
		if d = readDwo(c, f.debug.addr, base); d != nil {
			break
		}
	}
	if d == nil {
		// A package of the binary's .dwo files (dwp): BINARY.dwp.
		if !f.debug.dwpOK {
			f.debug.dwp, f.debug.dwpOK = readDwp(f.Path+".dwp"), true
		}
		if o := int(at); f.debug.dwp != nil && o >= 8 && o <= len(f.debug.info) {
			d = f.debug.dwp.unit(binary.LittleEndian.Uint64(f.debug.info[o-8:o]), f.debug.addr, base)
		}
	}
	if f.debug.split == nil {
		f.debug.split = map[dwarf.Offset]*dwarf.Data{}
	}
	f.debug.split[dwarf.Offset(at)] = d
	return d
}

// readDwo reads a .dwo file's split unit. Its indexed forms are resolved
// the way debug/dwarf resolves those of a whole unit, by giving it each
// section from where the unit's contribution starts: the binary's
// .debug_addr from the skeleton's DW_AT_addr_base, and the file's string
// offsets and range lists after their headers (a split unit has no
// DW_AT_*_base of its own).
func readDwo(path string, addr []byte, addrBase int64) *dwarf.Data {
	secs := dwoSections(path)
	if secs == nil {
		return nil
	}
	return splitData(secs, addr, addrBase)
}

// The sections of a split unit, by DW_SECT number (DWARF 5, 7.3.5).
const (
	sectInfo       = 1
	sectAbbrev     = 3
	sectStrOffsets = 6
	sectRnglists   = 8
	sectStr        = 0  // not a DW_SECT: a package's strings are shared
	sectIndex      = -1 // not a DW_SECT: a package's .debug_cu_index
)

var dwoSectionNames = map[int]string{sectInfo: ".debug_info.dwo", sectAbbrev: ".debug_abbrev.dwo",
	sectStrOffsets: ".debug_str_offsets.dwo", sectRnglists: ".debug_rnglists.dwo", sectStr: ".debug_str.dwo"}

// dwoSections reads the sections of a .dwo or .dwp file that splitData
// needs, by DW_SECT number; nil when the file has no split units.
func dwoSections(path string) map[int][]byte {
	ef, err := elf.Open(path)
	if err != nil {
		return nil
	}
	defer ef.Close()
	secs := map[int][]byte{}
	for id, name := range dwoSectionNames {
		if s := ef.Section(name); s != nil {
			secs[id], _ = s.Data()
		}
	}
	if s := ef.Section(".debug_cu_index"); s != nil {
		secs[sectIndex], _ = s.Data()
	}
	if secs[sectInfo] == nil || secs[sectAbbrev] == nil {
		return nil
	}
	return secs
}

// splitData makes the DWARF of one split unit from its sections (in a
// .dwo, the whole sections; in a .dwp, the unit's contributions).
func splitData(secs map[int][]byte, addr []byte, addrBase int64) *dwarf.Data {
	if addrBase < 0 || int(addrBase) > len(addr) {
		return nil
	}
	d, err := dwarf.New(secs[sectAbbrev], nil, nil, secs[sectInfo], nil, nil, nil, secs[sectStr])
	if err != nil {
		return nil
	}
	d.AddSection(".debug_addr", addr[addrBase:])
	// 32-bit DWARF 5 headers: unit_length, version, padding (8 bytes);
	// and for range lists address and segment sizes, offset count (12).
	if so := secs[sectStrOffsets]; len(so) >= 8 && le32(so) != 0xffffffff {
		d.AddSection(".debug_str_offsets", so[8:])
	}
	if rl := secs[sectRnglists]; len(rl) >= 12 && le32(rl) != 0xffffffff {
		d.AddSection(".debug_rnglists", rl[12:])
	}
	return d
}

// dwpFile is a DWARF 5 package file: the .dwo files of a binary in one,
// each unit's part of each section found through .debug_cu_index.
type dwpFile struct {
	secs map[int][]byte
	rows map[uint64][]dwpContrib // DWO id -> the unit's contributions
}

type dwpContrib struct {
	sect      int
	off, size uint32
}

// readDwp reads a package's index (DWARF 5, 7.3.5.3): a header, a hash
// table of DWO ids and row numbers, then the section numbers and a row
// of offsets and a row of sizes per unit. nil when there is none.
func readDwp(path string) *dwpFile {
	secs := dwoSections(path)
	idx := secs[sectIndex]
	if secs == nil || len(idx) < 16 || le16(idx) != 5 {
		return nil
	}
	ncols, nunits, nslots := int(le32(idx[4:])), int(le32(idx[8:])), int(le32(idx[12:]))
	hash := 16
	rowsAt := hash + 8*nslots
	secIDs := rowsAt + 4*nslots
	offs := secIDs + 4*ncols
	sizes := offs + 4*ncols*nunits
	if ncols <= 0 || nunits < 0 || nslots < 0 || len(idx) < sizes+4*ncols*nunits {
		return nil
	}
	p := &dwpFile{secs: secs, rows: map[uint64][]dwpContrib{}}
	for i := 0; i < nslots; i++ {
		row := int(le32(idx[rowsAt+4*i:]))
		if row == 0 || row > nunits {
			continue
		}
		var cs []dwpContrib
		for c := 0; c < ncols; c++ {
			at := 4 * ((row-1)*ncols + c)
			cs = append(cs, dwpContrib{sect: int(le32(idx[secIDs+4*c:])), off: le32(idx[offs+at:]), size: le32(idx[sizes+at:])})
		}
		p.rows[binary.LittleEndian.Uint64(idx[hash+8*i:])] = cs
	}
	return p
}

// unit makes the DWARF of the package's unit with this DWO id.
func (p *dwpFile) unit(id uint64, addr []byte, addrBase int64) *dwarf.Data {
	cs, ok := p.rows[id]
	if !ok {
		return nil
	}
	secs := map[int][]byte{sectStr: p.secs[sectStr]}
	for _, c := range cs {
		b := p.secs[c.sect]
		if _, want := dwoSectionNames[c.sect]; !want || uint64(c.off)+uint64(c.size) > uint64(len(b)) {
			continue
		}
		secs[c.sect] = b[c.off : c.off+c.size]
	}
	if secs[sectInfo] == nil || secs[sectAbbrev] == nil {
		return nil
	}
	return splitData(secs, addr, addrBase)
}

func le16(b []byte) uint16 { return uint16(b[0]) | uint16(b[1])<<8 }

// Params returns the parameters of the function whose entry is at the
// link-time address addr, from the binary's DWARF. ok is false when the
// binary carries no DWARF for that function.
func (f *File) Params(addr uint64) (params []Param, ok bool, err error) {
	_, params, ok, err = f.Subprogram(addr)
	return params, ok, err
}

// Subprogram returns the names and the parameters of the function whose
// entry is at the link-time address addr, from the binary's DWARF: its
// DW_AT_name and DW_AT_linkage_name (either may be ""). ok is false when
// the binary carries no DWARF for it.
func (f *File) Subprogram(addr uint64) (names [2]string, params []Param, ok bool, err error) {
	u, ok, err := f.unitAt(addr)
	if !ok || err != nil {
		return names, nil, false, err
	}
	d, r := u.d, u.r
	// The reader is after the compilation unit's entry: walk its
	// subprograms for the one that starts at addr.
	depth := 1
	for depth > 0 {
		e, err := r.Next()
		if err != nil || e == nil {
			return names, nil, false, err
		}
		if e.Tag == 0 {
			depth--
			continue
		}
		if e.Tag == dwarf.TagSubprogram {
			if entersAt(d, e, addr) {
				names[0], _ = attr(d, e, dwarf.AttrName).(string)
				names[1], _ = attr(d, e, dwarf.AttrLinkageName).(string)
				if !e.Children {
					return names, nil, true, nil
				}
				params, err := readParams(d, r)
				return names, params, err == nil, err
			}
		}
		if e.Children {
			if e.Tag == dwarf.TagNamespace {
				depth++ // C++: look inside
			} else {
				r.SkipChildren()
			}
		}
	}
	return names, nil, false, nil
}

// entersAt reports whether subprogram e starts at addr: its low_pc, or,
// for a function split in parts (a hot part and a ".cold" one), the start
// of one of its ranges.
func entersAt(d *dwarf.Data, e *dwarf.Entry, addr uint64) bool {
	if low, ok := e.Val(dwarf.AttrLowpc).(uint64); ok {
		return low == addr
	}
	if e.Val(dwarf.AttrRanges) == nil {
		return false
	}
	ranges, err := d.Ranges(e)
	if err != nil {
		return false
	}
	for _, r := range ranges {
		if r[0] == addr {
			return true
		}
	}
	return false
}

// attr returns an attribute of e, or of the entry e is an instance of
// (DW_AT_abstract_origin: an out-of-line copy of an inlined function) or
// completes (DW_AT_specification: a C++ method defined outside its class).
func attr(d *dwarf.Data, e *dwarf.Entry, a dwarf.Attr) any {
	for i := 0; e != nil && i < 4; i++ {
		if v := e.Val(a); v != nil {
			return v
		}
		off, ok := e.Val(dwarf.AttrAbstractOrigin).(dwarf.Offset)
		if !ok {
			if off, ok = e.Val(dwarf.AttrSpecification).(dwarf.Offset); !ok {
				return nil
			}
		}
		r := d.Reader()
		r.Seek(off)
		e, _ = r.Next()
	}
	return nil
}

// readParams reads the formal parameters among a subprogram's children.
func readParams(d *dwarf.Data, r *dwarf.Reader) ([]Param, error) {
	var params []Param
	for {
		e, err := r.Next()
		if err != nil || e == nil || e.Tag == 0 {
			return params, err
		}
		if e.Tag == dwarf.TagFormalParameter {
			name, _ := attr(d, e, dwarf.AttrName).(string)
			off, _ := attr(d, e, dwarf.AttrType).(dwarf.Offset)
			t, err := typeAt(d, off)
			if err != nil {
				return nil, err
			}
			p := spell(t)
			p.Name, p.Decl, p.Type = name, declName(t), t
			params = append(params, p)
		}
		if e.Children {
			r.SkipChildren()
		}
	}
}

// spell names a DWARF type in the C that sonde's checker understands.
// Integers become the basic C type of their size and signedness (char
// stays char, so that a char * reads as a string); pointers to anything
// but a basic type become void *: their targets are the program's own
// types, which the kernel's BTF, where sonde resolves struct names, does
// not have (a cast to a struct defined in the script types them).
func spell(t dwarf.Type) Param {
	switch t := t.(type) {
	case *dwarf.QualType:
		return spell(t.Type)
	case *dwarf.TypedefType:
		return spell(t.Type)
	case *dwarf.CharType:
		return Param{CType: "char", Size: 1, Signed: true}
	case *dwarf.UcharType:
		return Param{CType: "unsigned char", Size: 1}
	case *dwarf.BoolType:
		return Param{CType: "unsigned char", Size: 1}
	case *dwarf.IntType:
		return Param{CType: intName(int(t.ByteSize), true), Size: int(t.ByteSize), Signed: true}
	case *dwarf.UintType:
		return Param{CType: intName(int(t.ByteSize), false), Size: int(t.ByteSize)}
	case *dwarf.EnumType:
		return Param{CType: intName(int(t.ByteSize), true), Size: int(t.ByteSize), Signed: true}
	case *dwarf.FloatType:
		return Param{CType: "long", Size: int(t.ByteSize), Float: true}
	case *dwarf.PtrType:
		elem := spell(t.Type)
		if _, void := t.Type.(*dwarf.VoidType); void || elem.Struct || elem.Float || t.Type == nil {
			return Param{CType: "void *", Size: 8}
		}
		if _, isPtr := underlying(t.Type).(*dwarf.PtrType); isPtr {
			return Param{CType: "void *", Size: 8}
		}
		return Param{CType: elem.CType + " *", Size: 8}
	case *dwarf.StructType:
		return Param{CType: t.Kind + " " + t.StructName, Size: int(t.ByteSize), Struct: true}
	}
	return Param{CType: "void *", Size: 8, Struct: true}
}

// declName spells a DWARF type the way bpftrace 0.17 lists parameters
// (through LLDB): the DWARF's own names ("long int", "short unsigned int",
// typedef names), '*' right after the pointed-to type ("char**"), a
// qualifier after a pointer it qualifies ("char* const*"), and a qualified
// void or a function as "<unknown type>" ("const <unknown type>*").
func declName(t dwarf.Type) string {
	switch t := t.(type) {
	case nil:
		return "void"
	case *dwarf.QualType:
		if _, ptr := t.Type.(*dwarf.PtrType); ptr {
			return declName(t.Type) + " " + t.Qual // "char* const"
		}
		inner := "<unknown type>"
		if _, void := t.Type.(*dwarf.VoidType); !void && t.Type != nil {
			inner = declName(t.Type)
		}
		return t.Qual + " " + inner
	case *dwarf.FuncType:
		return "<unknown type>" // a function pointer: "<unknown type>* compar"
	case *dwarf.PtrType:
		return declName(t.Type) + "*"
	case *dwarf.VoidType:
		return "void"
	case *dwarf.TypedefType:
		return t.Name
	case *dwarf.StructType:
		return t.Kind + " " + t.StructName
	case *dwarf.EnumType:
		return "enum " + t.EnumName
	}
	return t.Common().Name
}

// typeAt is the type at off, as d.Type reads it, but for a C++
// reference (DW_TAG_reference_type, DW_TAG_rvalue_reference_type), which
// debug/dwarf does not read: that is the pointer it is in the calling
// convention and in memory, read as one (args.c->n for Counter &c).
func typeAt(d *dwarf.Data, off dwarf.Offset) (dwarf.Type, error) {
	r := d.Reader()
	r.Seek(off)
	e, err := r.Next()
	if err != nil || e == nil || e.Tag != dwarf.TagReferenceType && e.Tag != dwarf.TagRvalueReferenceType {
		return d.Type(off)
	}
	p := &dwarf.PtrType{CommonType: dwarf.CommonType{ByteSize: 8}, Type: &dwarf.VoidType{}}
	if to, ok := e.Val(dwarf.AttrType).(dwarf.Offset); ok {
		if p.Type, err = d.Type(to); err != nil {
			return nil, err
		}
	}
	return p, nil
}

func underlying(t dwarf.Type) dwarf.Type {
	for {
		switch u := t.(type) {
		case *dwarf.QualType:
			t = u.Type
		case *dwarf.TypedefType:
			t = u.Type
		default:
			return t
		}
	}
}

func intName(size int, signed bool) string {
	names := map[int]string{1: "char", 2: "short", 4: "int", 8: "long"}
	n, ok := names[size]
	if !ok {
		n = "long"
	}
	if !signed {
		return "unsigned " + n
	}
	if size == 1 {
		return "signed char"
	}
	return n
}
