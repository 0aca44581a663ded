package elfx

import (
	"encoding/binary"
	"errors"
)

// Regs are the user registers an unwind starts from.
type Regs struct{ IP, SP, BP uint64 }

// StackCopy is a slice of a thread's user stack copied at a sample: the
// bytes from address Base up.
type StackCopy struct {
	Base uint64
	Data []byte
}

// Read is the 8-byte word at addr, when the copy holds it.
func (s StackCopy) Read(addr uint64) (uint64, bool) {
	if addr < s.Base || addr-s.Base+8 > uint64(len(s.Data)) {
		return 0, false
	}
	return binary.LittleEndian.Uint64(s.Data[addr-s.Base:]), true
}

// CodeAt maps a runtime address to the binary that holds it and the
// address's link-time address in that binary; ok is false for an address
// in no known binary.
type CodeAt func(addr uint64) (f *File, vaddr uint64, ok bool)

// Unwind walks a user stack from regs over a copy of the stack, with each
// binary's call frame information, and falls back to the frame pointer
// for code without it (a library built with frame pointers and no
// .eh_frame, JIT code): frames of both kinds mix in one stack. It returns
// at most max return addresses, the first being regs.IP. It stops at the
// outermost frame (an undefined return address), at the end of the copy,
// or where neither CFI nor the frame pointer leads further up.
func Unwind(regs Regs, stack StackCopy, code CodeAt, max int) []uint64 {
	out := make([]uint64, 0, 16)
	ip, sp, bp := regs.IP, regs.SP, regs.BP
	for len(out) < max && ip != 0 {
		out = append(out, ip)
		// Past the first frame ip is a return address: the call is the
		// instruction before it, which may be the last of its function.
		pc := ip
		if len(out) > 1 {
			pc--
		}
		var row Row
		haveCFI := false
		if f, vaddr, ok := code(pc); ok {
			if cfi, err := f.CFI(); err == nil && cfi != nil {
				if r, err := cfi.RowAt(vaddr); err == nil {
					row, haveCFI = r, true
				}
			}
		}
		var nip, nsp, nbp uint64
		if haveCFI {
			var err error
			nip, nsp, nbp, err = step(row, ip, sp, bp, stack)
			if err != nil {
				break
			}
		} else {
			// The frame pointer: [bp] is the caller's bp, [bp+8] the
			// return address.
			if bp == 0 || bp < sp {
				break
			}
			ra, ok1 := stack.Read(bp + 8)
			obp, ok2 := stack.Read(bp)
			if !ok1 || !ok2 {
				break
			}
			nip, nsp, nbp = ra, bp+16, obp
		}
		if nsp <= sp && nip == ip {
			break // no progress
		}
		ip, sp, bp = nip, nsp, nbp
	}
	return out
}

var errUndefined = errors.New("outermost frame")

// step computes the caller's ip, sp and bp from an unwind row.
func step(row Row, ip, sp, bp uint64, stack StackCopy) (nip, nsp, nbp uint64, err error) {
	reg := func(n int) (uint64, bool) {
		switch n {
		case DwRSP:
			return sp, true
		case DwRBP:
			return bp, true
		case DwRA:
			return ip, true
		}
		return 0, false
	}
	var cfa uint64
	if row.CFAExpr != nil {
		v, ok := evalExpr(row.CFAExpr, reg, stack, 0, false)
		if !ok {
			return 0, 0, 0, errors.New("CFA expression")
		}
		cfa = v
	} else {
		v, ok := reg(row.CFAReg)
		if !ok {
			return 0, 0, 0, errors.New("CFA register not tracked")
		}
		cfa = v + uint64(row.CFAOff)
	}
	recover := func(r Rule, cur uint64) (uint64, error) {
		switch r.Kind {
		case RuleSame:
			return cur, nil
		case RuleUndefined:
			return 0, errUndefined
		case RuleOffset:
			if v, ok := stack.Read(cfa + uint64(r.Off)); ok {
				return v, nil
			}
		case RuleValOffset:
			return cfa + uint64(r.Off), nil
		case RuleRegister:
			if v, ok := reg(r.Reg); ok {
				return v, nil
			}
		case RuleExpr:
			if a, ok := evalExpr(r.Expr, reg, stack, cfa, true); ok {
				if v, ok := stack.Read(a); ok {
					return v, nil
				}
			}
		case RuleValExpr:
			if v, ok := evalExpr(r.Expr, reg, stack, cfa, true); ok {
				return v, nil
			}
		}
		return 0, errors.New("register not recoverable")
	}
	if nip, err = recover(row.RA, ip); err != nil {
		return
	}
	if row.RA.Kind == RuleSame {
		return 0, 0, 0, errors.New("return address unchanged")
	}
	if nbp, err = recover(row.BP, bp); err != nil {
		nbp, err = 0, nil // bp unknown: later frames need CFI
	}
	return nip, cfa, nbp, nil
}

// evalExpr evaluates a DWARF expression (the operations x86-64 CFI uses:
// PLT entries' CFA, signal frames), with the CFA pushed first when push.
func evalExpr(expr []byte, reg func(int) (uint64, bool), stack StackCopy, cfa uint64, push bool) (uint64, bool) {
	var st []uint64
	if push {
		st = append(st, cfa)
	}
	r := reader{b: expr}
	pop := func() uint64 {
		if len(st) == 0 {
			r.err = errShort
			return 0
		}
		v := st[len(st)-1]
		st = st[:len(st)-1]
		return v
	}
	b2u := func(b bool) uint64 {
		if b {
			return 1
		}
		return 0
	}
	for len(r.b) > 0 && r.err == nil {
		op := r.u8()
		switch {
		case op >= 0x30 && op <= 0x4f: // lit0..lit31
			st = append(st, uint64(op-0x30))
			continue
		case op >= 0x70 && op <= 0x8f: // breg0..breg31
			v, ok := reg(int(op - 0x70))
			off := r.sleb()
			if !ok {
				return 0, false
			}
			st = append(st, v+uint64(off))
			continue
		}
		switch op {
		case 0x08: // const1u
			st = append(st, uint64(r.u8()))
		case 0x09: // const1s
			st = append(st, uint64(int8(r.u8())))
		case 0x0a:
			st = append(st, uint64(binary.LittleEndian.Uint16(r.take(2))))
		case 0x0b:
			st = append(st, uint64(int16(binary.LittleEndian.Uint16(r.take(2)))))
		case 0x0c:
			st = append(st, uint64(binary.LittleEndian.Uint32(r.take(4))))
		case 0x0d:
			st = append(st, uint64(int32(binary.LittleEndian.Uint32(r.take(4)))))
		case 0x0e, 0x0f:
			st = append(st, binary.LittleEndian.Uint64(r.take(8)))
		case 0x10: // constu
			st = append(st, r.uleb())
		case 0x11: // consts
			st = append(st, uint64(r.sleb()))
		case 0x12: // dup
			v := pop()
			st = append(st, v, v)
		case 0x13: // drop
			pop()
		case 0x16: // swap
			a, b := pop(), pop()
			st = append(st, a, b)
		case 0x06: // deref
			v, ok := stack.Read(pop())
			if !ok {
				return 0, false
			}
			st = append(st, v)
		case 0x1a: // and
			st = append(st, pop()&pop())
		case 0x1c: // minus
			b, a := pop(), pop()
			st = append(st, a-b)
		case 0x1e: // mul
			st = append(st, pop()*pop())
		case 0x21: // or
			st = append(st, pop()|pop())
		case 0x22: // plus
			st = append(st, pop()+pop())
		case 0x23: // plus_uconst
			st = append(st, pop()+r.uleb())
		case 0x24: // shl
			b, a := pop(), pop()
			st = append(st, a<<b)
		case 0x25: // shr
			b, a := pop(), pop()
			st = append(st, a>>b)
		case 0x29, 0x2a, 0x2b, 0x2c, 0x2d, 0x2e: // eq ge gt le lt ne (signed)
			b, a := int64(pop()), int64(pop())
			st = append(st, b2u([]bool{a == b, a >= b, a > b, a <= b, a < b, a != b}[op-0x29]))
		case 0x96: // nop
		default:
			return 0, false
		}
	}
	if r.err != nil || len(st) == 0 {
		return 0, false
	}
	return st[len(st)-1], true
}
