package elfx

// DWARF call frame information (.eh_frame, .debug_frame) for x86-64: the
// CIEs and FDEs of a binary, and the unwind row at an address, computed by
// running the CIE's initial instructions and the FDE's instructions up to
// that address. Unwind uses it to walk user stacks of code built without
// frame pointers.

import (
	"debug/elf"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"sort"
)

// x86-64 DWARF register numbers.
const (
	DwRBP = 6
	DwRSP = 7
	DwRA  = 16 // the return address column (rip)
)

// RuleKind is how a register of the caller is recovered.
type RuleKind uint8

const (
	RuleSame      RuleKind = iota // unchanged (same value; the default)
	RuleUndefined                 // not recoverable (the return address of the outermost frame)
	RuleOffset                    // saved at CFA+Off
	RuleValOffset                 // the value CFA+Off
	RuleRegister                  // in register Reg
	RuleExpr                      // saved at the address Expr computes
	RuleValExpr                   // the value Expr computes
)

// Rule recovers one register.
type Rule struct {
	Kind RuleKind
	Off  int64
	Reg  int
	Expr []byte
}

// Row is the unwind row at an address: how to compute the canonical frame
// address (CFA: the stack pointer before the call) and the caller's
// return address, frame pointer and stack pointer.
type Row struct {
	CFAReg  int   // register the CFA is relative to (when CFAExpr is nil)
	CFAOff  int64 // offset from it
	CFAExpr []byte
	RA, BP  Rule
}

// fde is one function's unwind entry.
type fde struct {
	lo, hi uint64 // link-time addresses it covers
	cie    *cie
	insns  []byte
}

type cie struct {
	codeAlign uint64
	dataAlign int64
	raReg     int
	enc       byte // pointer encoding of the FDEs' addresses
	insns     []byte
	signal    bool // 'S': a signal frame
	augZ      bool // 'z': FDEs carry augmentation data
}

// CFI is a binary's call frame information.
type CFI struct {
	fdes []fde // sorted by lo
}

// ErrNoCFI is returned for an address no FDE covers.
var ErrNoCFI = errors.New("no call frame information")

// ReadCFI parses the call frame information of an ELF file: .eh_frame,
// then .debug_frame for functions .eh_frame does not cover.
func ReadCFI(ef *elf.File) (*CFI, error) {
	c := &CFI{}
	var firstErr error
	for _, name := range []string{".eh_frame", ".debug_frame"} {
		s := ef.Section(name)
		if s == nil || s.Type == elf.SHT_NOBITS {
			continue
		}
		data, err := s.Data()
		if err != nil {
			return nil, err
		}
		fdes, err := parseFrames(data, s.Addr, name == ".eh_frame")
		if err != nil && firstErr == nil {
			firstErr = fmt.Errorf("%s: %w", name, err)
		}
		c.fdes = append(c.fdes, fdes...)
	}
	sort.SliceStable(c.fdes, func(i, j int) bool { return c.fdes[i].lo < c.fdes[j].lo })
	if len(c.fdes) == 0 && firstErr != nil {
		return nil, firstErr
	}
	return c, nil
}

// Len is the number of FDEs.
func (c *CFI) Len() int { return len(c.fdes) }

// FDERange is the address range of the i-th FDE in address order.
func (c *CFI) FDERange(i int) (lo, hi uint64) { return c.fdes[i].lo, c.fdes[i].hi }

func (c *CFI) find(pc uint64) *fde {
	i := sort.Search(len(c.fdes), func(i int) bool { return c.fdes[i].lo > pc })
	// Several FDEs may start before pc (.eh_frame and .debug_frame both
	// describe a function): take the nearest that covers it.
	for j := i - 1; j >= 0 && j >= i-4; j-- {
		if pc < c.fdes[j].hi {
			return &c.fdes[j]
		}
	}
	return nil
}

// RowAt is the unwind row at link-time address pc.
func (c *CFI) RowAt(pc uint64) (Row, error) {
	f := c.find(pc)
	if f == nil {
		return Row{}, ErrNoCFI
	}
	init := Row{CFAReg: DwRSP, CFAOff: 8, RA: Rule{Kind: RuleOffset, Off: -8}}
	var err error
	if init, err = run(f.cie, f.cie.insns, init, Row{}, f.lo, ^uint64(0)); err != nil {
		return Row{}, err
	}
	return run(f.cie, f.insns, init, init, f.lo, pc)
}

// parseFrames reads the CIEs and FDEs of an .eh_frame (eh) or .debug_frame
// section loaded at addr.
func parseFrames(data []byte, addr uint64, eh bool) ([]fde, error) {
	cies := map[uint64]*cie{}
	var out []fde
	for off := uint64(0); off+4 <= uint64(len(data)); {
		start := off
		length := uint64(binary.LittleEndian.Uint32(data[off:]))
		off += 4
		if length == 0 {
			if eh {
				break // the terminator
			}
			continue
		}
		if length == 0xffffffff {
			return out, errors.New("64-bit DWARF frames are not supported")
		}
		end := off + length
		if end > uint64(len(data)) || length < 4 {
			return out, fmt.Errorf("entry at %#x runs past the section", start)
		}
		idOff := off
		id := uint64(binary.LittleEndian.Uint32(data[off:]))
		body := data[off+4 : end]
		isCIE := id == 0 && eh || id == 0xffffffff && !eh
		if isCIE {
			c, err := parseCIE(body, eh)
			if err != nil {
				return out, fmt.Errorf("CIE at %#x: %w", start, err)
			}
			cies[start] = c
		} else {
			cieOff := id
			if eh {
				if id > idOff {
					return out, fmt.Errorf("FDE at %#x: bad CIE pointer", start)
				}
				cieOff = idOff - id
			}
			c := cies[cieOff]
			if c == nil {
				ce, err := cieAt(data, cieOff, eh)
				if err != nil {
					return out, fmt.Errorf("FDE at %#x: %w", start, err)
				}
				c, cies[cieOff] = ce, ce
			}
			r := reader{b: body, pos: idOff + 4, base: addr}
			enc := c.enc
			if !eh {
				enc = 0 // absolute
			}
			lo := r.ptr(enc)
			n := r.ptr(enc & 0x0f)
			if c.augZ {
				r.skip(int(r.uleb()))
			}
			if r.err == nil && lo != 0 {
				out = append(out, fde{lo: lo, hi: lo + n, cie: c, insns: r.b})
			}
		}
		off = end
	}
	return out, nil
}

func cieAt(data []byte, off uint64, eh bool) (*cie, error) {
	if off >= uint64(len(data)) || off+8 > uint64(len(data)) {
		return nil, errors.New("bad CIE pointer")
	}
	length := uint64(binary.LittleEndian.Uint32(data[off:]))
	if off+4+length > uint64(len(data)) || length < 4 {
		return nil, errors.New("bad CIE length")
	}
	return parseCIE(data[off+8:off+4+length], eh)
}

func parseCIE(b []byte, eh bool) (*cie, error) {
	r := reader{b: b}
	version := r.u8()
	aug := r.cstr()
	if !eh && version >= 4 {
		r.u8() // address size
		r.u8() // segment selector size
	}
	c := &cie{codeAlign: r.uleb(), dataAlign: r.sleb()}
	if version == 1 {
		c.raReg = int(r.u8())
	} else {
		c.raReg = int(r.uleb())
	}
	if len(aug) > 0 && aug[0] == 'z' {
		c.augZ = true
		n := r.uleb()
		augEnd := len(r.b) - int(n)
		for _, a := range aug[1:] {
			switch a {
			case 'R':
				c.enc = r.u8()
			case 'P':
				penc := r.u8()
				r.ptr(penc)
			case 'L':
				r.u8()
			case 'S':
				c.signal = true
			case 'B', 'G':
			default:
				// Unknown augmentation: skip the rest of its data.
			}
		}
		if augEnd >= 0 && augEnd <= len(r.b) {
			r.b = r.b[len(r.b)-augEnd:]
		}
	} else if aug != "" && aug != "eh" {
		return nil, fmt.Errorf("unknown augmentation %q", aug)
	}
	if r.err != nil {
		return nil, r.err
	}
	c.insns = r.b
	return c, nil
}

// reader decodes DWARF's encodings; pos is the section offset of b[0] and
// base the section's address, for pc-relative pointers.
type reader struct {
	b    []byte
	pos  uint64
	base uint64
	err  error
}

var errShort = errors.New("truncated call frame information")

func (r *reader) take(n int) []byte {
	if n < 0 || n > len(r.b) {
		r.err, r.b = errShort, nil
		return make([]byte, min(max(n, 0), 8)) // zeros for the fixed-size reads; expressions are dropped
	}
	v := r.b[:n]
	r.b = r.b[n:]
	r.pos += uint64(n)
	return v
}

func (r *reader) skip(n int) { r.take(n) }
func (r *reader) u8() byte   { return r.take(1)[0] }

func (r *reader) cstr() string {
	for i, c := range r.b {
		if c == 0 {
			s := string(r.b[:i])
			r.take(i + 1)
			return s
		}
	}
	r.err = errShort
	return ""
}

func (r *reader) uleb() uint64 {
	var v uint64
	for shift := uint(0); ; shift += 7 {
		c := r.u8()
		if r.err != nil {
			return 0
		}
		if shift < 64 {
			v |= uint64(c&0x7f) << shift
		}
		if c&0x80 == 0 {
			return v
		}
	}
}

func (r *reader) sleb() int64 {
	var v int64
	shift := uint(0)
	for {
		c := r.u8()
		if r.err != nil {
			return 0
		}
		if shift < 64 {
			v |= int64(c&0x7f) << shift
		}
		shift += 7
		if c&0x80 == 0 {
			if shift < 64 && c&0x40 != 0 {
				v |= -1 << shift
			}
			return v
		}
	}
}

// ptr reads a pointer in DW_EH_PE encoding enc.
func (r *reader) ptr(enc byte) uint64 {
	if enc == 0xff {
		return 0 // DW_EH_PE_omit
	}
	at := r.base + r.pos
	var v uint64
	switch enc & 0x0f {
	case 0x00: // absptr
		v = binary.LittleEndian.Uint64(r.take(8))
	case 0x01:
		v = r.uleb()
	case 0x02:
		v = uint64(binary.LittleEndian.Uint16(r.take(2)))
	case 0x03:
		v = uint64(binary.LittleEndian.Uint32(r.take(4)))
	case 0x04:
		v = binary.LittleEndian.Uint64(r.take(8))
	case 0x09:
		v = uint64(r.sleb())
	case 0x0a:
		v = uint64(int16(binary.LittleEndian.Uint16(r.take(2))))
	case 0x0b:
		v = uint64(int32(binary.LittleEndian.Uint32(r.take(4))))
	case 0x0c:
		v = binary.LittleEndian.Uint64(r.take(8))
	default:
		r.err = fmt.Errorf("pointer encoding %#x", enc)
	}
	if enc&0x70 == 0x10 { // pcrel
		v += at
	}
	return v
}

// run executes CFA instructions from the row init (initial: the CIE's row,
// for DW_CFA_restore) starting at loc, stopping before the first row past pc.
func run(c *cie, insns []byte, row, initial Row, loc, pc uint64) (Row, error) {
	r := reader{b: insns}
	var saved []Row
	restore := func(reg int) {
		switch reg {
		case DwRA:
			row.RA = initial.RA
		case DwRBP:
			row.BP = initial.BP
		}
	}
	set := func(reg int, rule Rule) {
		switch reg {
		case DwRA:
			row.RA = rule
		case DwRBP:
			row.BP = rule
		}
	}
	advance := func(delta uint64) bool {
		loc += delta * c.codeAlign
		return loc > pc
	}
	for len(r.b) > 0 && r.err == nil {
		op := r.u8()
		switch op >> 6 {
		case 1: // DW_CFA_advance_loc
			if advance(uint64(op & 0x3f)) {
				return row, nil
			}
			continue
		case 2: // DW_CFA_offset
			set(int(op&0x3f), Rule{Kind: RuleOffset, Off: int64(r.uleb()) * c.dataAlign})
			continue
		case 3: // DW_CFA_restore
			restore(int(op & 0x3f))
			continue
		}
		switch op {
		case 0x00: // nop
		case 0x01: // set_loc
			nl := r.ptr(c.enc)
			if nl > pc {
				return row, nil
			}
			loc = nl
		case 0x02:
			if advance(uint64(r.u8())) {
				return row, nil
			}
		case 0x03:
			if advance(uint64(binary.LittleEndian.Uint16(r.take(2)))) {
				return row, nil
			}
		case 0x04:
			if advance(uint64(binary.LittleEndian.Uint32(r.take(4)))) {
				return row, nil
			}
		case 0x05: // offset_extended
			reg := int(r.uleb())
			set(reg, Rule{Kind: RuleOffset, Off: int64(r.uleb()) * c.dataAlign})
		case 0x06: // restore_extended
			restore(int(r.uleb()))
		case 0x07: // undefined
			set(int(r.uleb()), Rule{Kind: RuleUndefined})
		case 0x08: // same_value
			set(int(r.uleb()), Rule{Kind: RuleSame})
		case 0x09: // register
			reg := int(r.uleb())
			set(reg, Rule{Kind: RuleRegister, Reg: int(r.uleb())})
		case 0x0a: // remember_state
			saved = append(saved, row)
		case 0x0b: // restore_state
			if len(saved) == 0 {
				return row, errors.New("DW_CFA_restore_state without remember_state")
			}
			// The whole row, the CFA included, as libgcc's unwinder does:
			// gcc brackets an epilogue's CFA changes with these.
			row = saved[len(saved)-1]
			saved = saved[:len(saved)-1]
		case 0x0c: // def_cfa
			row.CFAReg = int(r.uleb())
			row.CFAOff = int64(r.uleb())
			row.CFAExpr = nil
		case 0x0d: // def_cfa_register
			row.CFAReg = int(r.uleb())
			row.CFAExpr = nil
		case 0x0e: // def_cfa_offset
			row.CFAOff = int64(r.uleb())
		case 0x0f: // def_cfa_expression
			row.CFAExpr = r.take(int(r.uleb()))
		case 0x10: // expression
			reg := int(r.uleb())
			set(reg, Rule{Kind: RuleExpr, Expr: r.take(int(r.uleb()))})
		case 0x11: // offset_extended_sf
			reg := int(r.uleb())
			set(reg, Rule{Kind: RuleOffset, Off: r.sleb() * c.dataAlign})
		case 0x12: // def_cfa_sf
			row.CFAReg = int(r.uleb())
			row.CFAOff = r.sleb() * c.dataAlign
			row.CFAExpr = nil
		case 0x13: // def_cfa_offset_sf
			row.CFAOff = r.sleb() * c.dataAlign
		case 0x14: // val_offset
			reg := int(r.uleb())
			set(reg, Rule{Kind: RuleValOffset, Off: int64(r.uleb()) * c.dataAlign})
		case 0x15: // val_offset_sf
			reg := int(r.uleb())
			set(reg, Rule{Kind: RuleValOffset, Off: r.sleb() * c.dataAlign})
		case 0x16: // val_expression
			reg := int(r.uleb())
			set(reg, Rule{Kind: RuleValExpr, Expr: r.take(int(r.uleb()))})
		case 0x2e: // GNU_args_size
			r.uleb()
		case 0x2f: // GNU_negative_offset_extended
			reg := int(r.uleb())
			set(reg, Rule{Kind: RuleOffset, Off: -int64(r.uleb()) * c.dataAlign})
		default:
			return row, fmt.Errorf("unknown DW_CFA opcode %#x", op)
		}
	}
	return row, r.err
}

// cfiCache reads a File's CFI once.
type cfiCache struct {
	done bool
	cfi  *CFI
	err  error
}

// CFI is the binary's call frame information, read on first use.
func (f *File) CFI() (*CFI, error) {
	f.cfiMu.Lock()
	defer f.cfiMu.Unlock()
	if !f.cfi.done {
		f.cfi.done = true
		fh, err := os.Open(f.Path)
		if err != nil {
			f.cfi.err = err
		} else {
			defer fh.Close()
			ef, err := elf.NewFile(fh)
			if err != nil {
				f.cfi.err = err
			} else {
				f.cfi.cfi, f.cfi.err = ReadCFI(ef)
			}
		}
	}
	return f.cfi.cfi, f.cfi.err
}
