package format

import (
	"strconv"
	"strings"
)

// Arg is one printf argument as the runtime decoded it.
type Arg struct {
	Kind Kind
	// Int holds an integer's bits, sign- or zero-extended to 64 bits from
	// the argument's own type (an int32 -1 is 0xffffffffffffffff).
	Int uint64
	// Str is a string argument (symbols and stacks already rendered). Like a
	// C string it ends at the first NUL.
	Str string
	// Buf is a buffer argument (buf()).
	Buf []byte
}

// IntArg, UintArg, StrArg and BufArg build arguments.
func IntArg(v int64) Arg   { return Arg{Kind: Int, Int: uint64(v)} }
func UintArg(v uint64) Arg { return Arg{Kind: Int, Int: v} }
func StrArg(s string) Arg  { return Arg{Kind: String, Str: s} }
func BufArg(b []byte) Arg  { return Arg{Kind: Buffer, Buf: b} }

// Sprintf formats args with verbs from Parse exactly as bpftrace 0.17 prints
// them. An argument of the wrong kind (which the checker rejects) prints as
// "!{kind}"; a missing one prints nothing.
func Sprintf(verbs []Verb, args []Arg) string {
	var out, seg strings.Builder
	for _, v := range verbs {
		switch {
		case v.Kind == None && v.Trailing:
			out.WriteString(v.Text)
		case v.Kind == None:
			seg.WriteString(v.Text)
		default:
			if !v.Unused && v.Arg < len(args) {
				seg.WriteString(conv(v, args[v.Arg]))
			}
			// Each segment went through snprintf into a C string.
			s := seg.String()
			if i := strings.IndexByte(s, 0); i >= 0 {
				s = s[:i]
			}
			out.WriteString(s)
			seg.Reset()
		}
	}
	out.WriteString(seg.String())
	return out.String()
}

// conv formats one argument for one conversion as glibc's snprintf does
// with the argument narrowed to the C type bpftrace 0.17 passes.
func conv(v Verb, a Arg) string {
	if a.Kind != v.Kind {
		return "!{" + a.Kind.String() + "}"
	}
	switch v.Conv {
	case "s":
		s := a.Str
		if i := strings.IndexByte(s, 0); i >= 0 {
			s = s[:i]
		}
		if v.Prec >= 0 && v.Prec < len(s) {
			s = s[:v.Prec]
		}
		return pad(v, s)
	case "r":
		return HexBuffer(a.Buf, true, true)
	case "rx":
		return HexBuffer(a.Buf, false, true)
	case "rh":
		return HexBuffer(a.Buf, false, false)
	case "c":
		return pad(v, string([]byte{byte(a.Int)}))
	case "p":
		if a.Int == 0 {
			return pad(Verb{Left: v.Left, Width: v.Width}, "(nil)")
		}
		return number(v, "0x", strconv.FormatUint(a.Int, 16))
	}
	bits := 32
	switch v.Length {
	case "hh":
		bits = 8
	case "h":
		bits = 16
	case "l", "ll", "j", "z", "t":
		bits = 64
	}
	u := a.Int
	if bits < 64 {
		u &= 1<<bits - 1
	}
	switch v.Conv {
	case "d":
		s := int64(u<<(64-bits)) >> (64 - bits)
		if s < 0 {
			return number(v, "-", strconv.FormatUint(uint64(-s), 10))
		}
		return number(v, "", strconv.FormatUint(uint64(s), 10))
	case "u":
		return number(v, "", strconv.FormatUint(u, 10))
	case "o":
		return number(v, "", strconv.FormatUint(u, 8))
	case "x":
		return number(v, "", strconv.FormatUint(u, 16))
	case "X":
		return number(v, "", strings.ToUpper(strconv.FormatUint(u, 16)))
	}
	return ""
}

// number lays out a C integer conversion: precision gives the minimum digit
// count (precision 0 prints no digits for 0), then the field is padded to the
// width with zeros after the prefix ('0' flag, no precision, no '-') or with
// spaces.
func number(v Verb, prefix, digits string) string {
	if v.Prec >= 0 {
		if digits == "0" && v.Prec == 0 {
			digits = ""
		}
		if len(digits) < v.Prec {
			digits = strings.Repeat("0", v.Prec-len(digits)) + digits
		}
	} else if v.Zero && !v.Left && len(prefix)+len(digits) < v.Width {
		digits = strings.Repeat("0", v.Width-len(prefix)-len(digits)) + digits
	}
	return pad(v, prefix+digits)
}

// pad pads s with spaces to the field width, on the right for '-'.
func pad(v Verb, s string) string {
	if len(s) >= v.Width {
		return s
	}
	fill := strings.Repeat(" ", v.Width-len(s))
	if v.Left {
		return s + fill
	}
	return fill + s
}

// HexBuffer renders a buffer as bpftrace does: printable ASCII (0x20-0x7e)
// as is when keepASCII, other bytes as "\xNN" when escape, else as "NN"
// separated by spaces. %r is (true, true), %rx (false, true), %rh
// (false, false); print() and map values of buf() use (true, true).
func HexBuffer(b []byte, keepASCII, escape bool) string {
	var s strings.Builder
	const hex = "0123456789abcdef"
	for i, c := range b {
		switch {
		case keepASCII && c >= 0x20 && c <= 0x7e:
			s.WriteByte(c)
		case escape:
			s.WriteString(`\x`)
			s.WriteByte(hex[c>>4])
			s.WriteByte(hex[c&15])
		default:
			s.WriteByte(hex[c>>4])
			s.WriteByte(hex[c&15])
			if i < len(b)-1 {
				s.WriteByte(' ')
			}
		}
	}
	return s.String()
}
