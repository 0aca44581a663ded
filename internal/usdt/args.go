package usdt

import (
	"fmt"
	"strconv"
	"strings"

	"sonde/internal/kernel/abi"
	"sonde/internal/probe/point"
)

// Resolver turns a symbol named in an operand ("counter" in
// "4@counter(%rip)") into its link-time virtual address.
type Resolver func(name string) (uint64, bool)

// ParseArgs decodes the argument string of a stapsdt note, a space-separated
// list of operands "SIZE@OPERAND" where SIZE is the byte count, negative
// for signed values. Operands are in gas AT&T syntax:
//
//	%REG                  a register                 -4@%ebx
//	$IMM                  a constant                 -8@$42
//	DISP(%BASE)           memory at BASE+DISP        8@-16(%rbp)
//	DISP(%BASE,%IDX,S)    memory at BASE+IDX*S+DISP  4@8(%rax,%rdx,4)
//	SYM+N(%rip)           memory at a global         4@counter+4(%rip)
//
// pc is the probe's link-time address; rip-relative operands become
// offsets from the probe's runtime instruction pointer (pt_regs ip), which
// holds for PIE executables and shared libraries without knowing where they
// are loaded.
func ParseArgs(spec string, pc uint64, resolve Resolver) ([]point.ArgLoc, error) {
	var out []point.ArgLoc
	for _, op := range strings.Fields(spec) {
		loc, err := parseOperand(op, pc, resolve)
		if err != nil {
			return nil, fmt.Errorf("usdt argument %d %q: %w", len(out), op, err)
		}
		out = append(out, loc)
	}
	return out, nil
}

func parseOperand(op string, pc uint64, resolve Resolver) (point.ArgLoc, error) {
	loc := point.ArgLoc{Reg: -1, Index: -1, Size: 8, Signed: true}
	sized := false
	if at := strings.IndexByte(op, '@'); at >= 0 {
		n, err := strconv.Atoi(op[:at])
		if err != nil {
			return loc, fmt.Errorf("bad size %q", op[:at])
		}
		loc.Signed = n < 0
		if n < 0 {
			n = -n
		}
		if n != 1 && n != 2 && n != 4 && n != 8 {
			return loc, fmt.Errorf("size %d is not 1, 2, 4 or 8", n)
		}
		loc.Size = n
		sized = true
		op = op[at+1:]
	}
	switch {
	case strings.HasPrefix(op, "$"):
		v, err := parseInt(op[1:])
		if err != nil {
			return loc, fmt.Errorf("bad constant: %w", err)
		}
		loc.Kind = point.LocConst
		loc.Const = fit(v, loc.Size, loc.Signed)
		return loc, nil
	case strings.HasPrefix(op, "%"):
		off, size, ok := abi.GasReg(op[1:])
		if !ok {
			return loc, fmt.Errorf("unknown register %s", op)
		}
		loc.Kind = point.LocReg
		loc.Reg = off
		if !sized {
			loc.Size = size
		}
		return loc, nil
	}
	// Memory: DISP(BASE[,INDEX[,SCALE]]) with DISP empty, a number, or
	// SYMBOL[+-NUMBER].
	open := strings.IndexByte(op, '(')
	if open < 0 || !strings.HasSuffix(op, ")") {
		return loc, fmt.Errorf("unknown operand form")
	}
	disp, inner := op[:open], op[open+1:len(op)-1]
	parts := strings.Split(inner, ",")
	if len(parts) > 3 {
		return loc, fmt.Errorf("too many address parts")
	}
	loc.Kind = point.LocMem
	loc.Scale = 1
	rip := false
	if b := strings.TrimSpace(parts[0]); b != "" {
		off, size, ok := abi.GasReg(strings.TrimPrefix(b, "%"))
		ip := off == int(abi.IP.Offset())
		if !ok || !strings.HasPrefix(b, "%") || size != 8 && !ip {
			return loc, fmt.Errorf("bad base register %q", b)
		}
		loc.Reg = off
		rip = ip
	}
	if len(parts) >= 2 {
		ix := strings.TrimSpace(parts[1])
		off, size, ok := abi.GasReg(strings.TrimPrefix(ix, "%"))
		if !ok || !strings.HasPrefix(ix, "%") || size != 8 {
			return loc, fmt.Errorf("bad index register %q", ix)
		}
		loc.Index = off
	}
	if len(parts) == 3 {
		s, err := strconv.Atoi(strings.TrimSpace(parts[2]))
		if err != nil || (s != 1 && s != 2 && s != 4 && s != 8) {
			return loc, fmt.Errorf("bad scale %q", parts[2])
		}
		loc.Scale = s
	}
	sym, num, err := splitDisp(disp)
	if err != nil {
		return loc, err
	}
	switch {
	case sym != "" && rip:
		if resolve == nil {
			return loc, fmt.Errorf("symbol %s needs a symbol table", sym)
		}
		addr, ok := resolve(sym)
		if !ok {
			return loc, fmt.Errorf("symbol %s not found", sym)
		}
		// Runtime address of SYM = runtime ip of the probe + (SYM - pc).
		loc.Offset = int64(addr-pc) + num
	case sym != "":
		// SYM(%reg) or SYM without a base: only meaningful for non-PIE code
		// with an absolute address.
		if resolve == nil {
			return loc, fmt.Errorf("symbol %s needs a symbol table", sym)
		}
		addr, ok := resolve(sym)
		if !ok {
			return loc, fmt.Errorf("symbol %s not found", sym)
		}
		loc.Offset = int64(addr) + num
	case rip:
		return loc, fmt.Errorf("rip-relative operand without a symbol")
	default:
		loc.Offset = num
	}
	return loc, nil
}

// fit is v as a value of size bytes, signed or not: gcc writes the
// constant of an unsigned operand as its signed bit pattern (an unsigned
// int 4092785136 is "4@$-202182160"), and the operand's size prefix, not
// the number's sign, says how to read it.
func fit(v int64, size int, signed bool) int64 {
	if size >= 8 {
		return v
	}
	shift := 64 - 8*size
	if signed {
		return v << shift >> shift
	}
	return int64(uint64(v) << shift >> shift)
}

// splitDisp splits "counter+4", "-16", "" or "counter" into a symbol and a
// number.
func splitDisp(d string) (string, int64, error) {
	if d == "" {
		return "", 0, nil
	}
	if d[0] == '-' || d[0] == '+' || (d[0] >= '0' && d[0] <= '9') {
		n, err := parseInt(d)
		return "", n, err
	}
	i := strings.LastIndexAny(d, "+-")
	if i <= 0 {
		return d, 0, nil
	}
	n, err := parseInt(d[i:])
	if err != nil {
		return d, 0, nil // a symbol with '-' or '+' in its name
	}
	return d[:i], n, nil
}

func parseInt(s string) (int64, error) {
	neg := false
	switch {
	case strings.HasPrefix(s, "-"):
		neg, s = true, s[1:]
	case strings.HasPrefix(s, "+"):
		s = s[1:]
	}
	u, err := strconv.ParseUint(s, 0, 64)
	if err != nil {
		return 0, err
	}
	if neg {
		return -int64(u), nil
	}
	return int64(u), nil
}
