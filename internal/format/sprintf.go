package format

import (
	"bytes"
	"strconv"
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
	// Buf is a buffer argument (buf()), or the bytes of a string argument
	// made by BytesArg, read in place (Str is then empty).
	Buf []byte
	// Float is a float or double argument (FloatArg).
	Float float64
}

// IntArg, UintArg, StrArg and BufArg build arguments. BytesArg is a string
// argument given as bytes (a record's char array, NUL-padded): formatting
// it copies nothing but what is printed.
func IntArg(v int64) Arg    { return Arg{Kind: Int, Int: uint64(v)} }
func UintArg(v uint64) Arg  { return Arg{Kind: Int, Int: v} }
func StrArg(s string) Arg   { return Arg{Kind: String, Str: s} }
func BytesArg(b []byte) Arg { return Arg{Kind: String, Buf: b} }
func BufArg(b []byte) Arg   { return Arg{Kind: Buffer, Buf: b} }

// Sprintf formats args with verbs from Parse exactly as bpftrace 0.17 prints
// them. An argument of the wrong kind (which the checker rejects) prints as
// "!{kind}"; a missing one prints nothing.
func Sprintf(verbs []Verb, args []Arg) string { return string(Append(nil, verbs, args)) }

// Append is Sprintf appending to dst: the runtime formats every record
// into one buffer, without allocating.
func Append(dst []byte, verbs []Verb, args []Arg) []byte {
	seg := len(dst) // where the segment of the next conversion starts
	for _, v := range verbs {
		if v.Kind == None {
			dst = append(dst, v.Text...)
			continue
		}
		if !v.Unused && v.Arg < len(args) {
			dst = appendConv(dst, v, args[v.Arg])
		}
		// Each segment went through snprintf into a C string; the text
		// after the last conversion (Trailing) does not.
		if i := bytes.IndexByte(dst[seg:], 0); i >= 0 {
			dst = dst[:seg+i]
		}
		seg = len(dst)
	}
	return dst
}

// appendConv formats one argument for one conversion as glibc's snprintf
// does with the argument narrowed to the C type bpftrace 0.17 passes.
func appendConv(dst []byte, v Verb, a Arg) []byte {
	if a.Kind != v.Kind {
		return append(append(append(dst, "!{"...), a.Kind.String()...), '}')
	}
	switch v.Conv {
	case "f", "e", "g", "F", "E", "G":
		return appendFloat(dst, v, a.Float)
	case "s":
		if a.Buf != nil {
			return appendString(dst, v, a.Buf)
		}
		return appendString(dst, v, a.Str)
	case "r":
		return AppendHex(dst, a.Buf, true, true)
	case "rx":
		return AppendHex(dst, a.Buf, false, true)
	case "rh":
		return AppendHex(dst, a.Buf, false, false)
	case "c":
		return appendPadded(dst, v.Left, v.Width, []byte{byte(a.Int)})
	case "gr":
		return appendPadded(dst, v.Left, v.Width, AppendGFP(nil, a.Int))
	case "p":
		if a.Int == 0 {
			return appendPadded(dst, v.Left, v.Width, "(nil)")
		}
		var d [16]byte
		return appendNumber(dst, v, "0x", strconv.AppendUint(d[:0], a.Int, 16))
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
	var d [24]byte
	switch v.Conv {
	case "d":
		s := int64(u<<(64-bits)) >> (64 - bits)
		if s < 0 {
			return appendNumber(dst, v, "-", strconv.AppendUint(d[:0], uint64(-s), 10))
		}
		return appendNumber(dst, v, "", strconv.AppendUint(d[:0], uint64(s), 10))
	case "u":
		return appendNumber(dst, v, "", strconv.AppendUint(d[:0], u, 10))
	case "o":
		return appendNumber(dst, v, "", strconv.AppendUint(d[:0], u, 8))
	case "x":
		return appendNumber(dst, v, "", strconv.AppendUint(d[:0], u, 16))
	case "X":
		digits := strconv.AppendUint(d[:0], u, 16)
		for i, c := range digits {
			if c >= 'a' {
				digits[i] = c - 'a' + 'A'
			}
		}
		return appendNumber(dst, v, "", digits)
	}
	return dst
}

// appendString is %s: the string up to its first NUL, cut to the
// precision, padded to the width.
func appendString[S string | []byte](dst []byte, v Verb, s S) []byte {
	for i := 0; i < len(s); i++ {
		if s[i] == 0 {
			s = s[:i]
			break
		}
	}
	if v.Prec >= 0 && v.Prec < len(s) {
		s = s[:v.Prec]
	}
	return appendPadded(dst, v.Left, v.Width, s)
}

// appendNumber lays out a C integer conversion: precision gives the minimum
// digit count (precision 0 prints no digits for 0), then the field is
// padded to the width with zeros after the prefix ('0' flag, no precision,
// no '-') or with spaces.
func appendNumber(dst []byte, v Verb, prefix string, digits []byte) []byte {
	zeros := 0
	if v.Prec >= 0 {
		if len(digits) == 1 && digits[0] == '0' && v.Prec == 0 {
			digits = digits[:0]
		}
		zeros = max(0, v.Prec-len(digits))
	} else if v.Zero && !v.Left && len(prefix)+len(digits) < v.Width {
		zeros = v.Width - len(prefix) - len(digits)
	}
	fill := v.Width - len(prefix) - zeros - len(digits)
	if !v.Left {
		dst = appendRepeat(dst, ' ', fill)
	}
	dst = append(dst, prefix...)
	dst = appendRepeat(dst, '0', zeros)
	dst = append(dst, digits...)
	if v.Left {
		dst = appendRepeat(dst, ' ', fill)
	}
	return dst
}

// appendPadded pads s with spaces to the field width, on the right when
// left.
func appendPadded[S string | []byte](dst []byte, left bool, width int, s S) []byte {
	if !left {
		dst = appendRepeat(dst, ' ', width-len(s))
	}
	dst = append(dst, s...)
	if left {
		dst = appendRepeat(dst, ' ', width-len(s))
	}
	return dst
}

func appendRepeat(dst []byte, c byte, n int) []byte {
	for ; n > 0; n-- {
		dst = append(dst, c)
	}
	return dst
}

// HexBuffer renders a buffer as bpftrace does: printable ASCII (0x20-0x7e)
// as is when keepASCII, other bytes as "\xNN" when escape, else as "NN"
// separated by spaces. %r is (true, true), %rx (false, true), %rh
// (false, false); print() and map values of buf() use (true, true).
func HexBuffer(b []byte, keepASCII, escape bool) string {
	return string(AppendHex(nil, b, keepASCII, escape))
}

// AppendHex is HexBuffer appending to dst.
func AppendHex(dst, b []byte, keepASCII, escape bool) []byte {
	const hex = "0123456789abcdef"
	for i, c := range b {
		switch {
		case keepASCII && c >= 0x20 && c <= 0x7e:
			dst = append(dst, c)
		case escape:
			dst = append(dst, '\\', 'x', hex[c>>4], hex[c&15])
		default:
			dst = append(dst, hex[c>>4], hex[c&15])
			if i < len(b)-1 {
				dst = append(dst, ' ')
			}
		}
	}
	return dst
}
