package format

import (
	"encoding/binary"
	"math"
	"math/big"
	"strconv"
)

// FloatArg is a float or double argument for %f, %e and %g, as C's
// printf gets it (a float promoted to double).
func FloatArg(v float64) Arg { return Arg{Kind: Float, Float: v} }

// FloatBits is the value of a float (4 bytes), double (8) or x86-64 long
// double (16, 80-bit extended precision, rounded to a double) in
// little-endian bytes b, as a double.
func FloatBits(b []byte) float64 {
	switch len(b) {
	case 4:
		return float64(math.Float32frombits(binary.LittleEndian.Uint32(b)))
	case 16:
		f, _ := extended(b).Float64()
		if f == 0 && b[9]&0x80 != 0 {
			return math.Copysign(0, -1)
		}
		return f
	}
	return math.Float64frombits(binary.LittleEndian.Uint64(b))
}

// appendFloat is C's %f, %e, %g (%F, %E, %G) of v as glibc prints it:
// the precision 6 by default, inf and nan (with their sign), the '0'
// flag padding after the sign.
func appendFloat(dst []byte, v Verb, x float64) []byte {
	prec := v.Prec
	if prec < 0 {
		prec = 6
	}
	conv := v.Conv[0]
	upper := conv >= 'A' && conv <= 'Z'
	if upper {
		conv += 'a' - 'A'
	}
	sign := ""
	if math.Signbit(x) {
		sign = "-"
		x = -x
	}
	var digits []byte
	finite := !math.IsInf(x, 0) && !math.IsNaN(x)
	switch {
	case math.IsInf(x, 0):
		digits = []byte("inf")
	case math.IsNaN(x):
		digits = []byte("nan")
	case conv == 'g' && prec == 0:
		digits = strconv.AppendFloat(nil, x, 'g', 1, 64)
	default:
		digits = strconv.AppendFloat(nil, x, conv, prec, 64)
	}
	if upper {
		for i, c := range digits {
			if c >= 'a' && c <= 'z' {
				digits[i] = c - 'a' + 'A'
			}
		}
	}
	n := len(sign) + len(digits)
	switch {
	case v.Left:
		dst = append(append(dst, sign...), digits...)
		return appendRepeat(dst, ' ', v.Width-n)
	case v.Zero && finite:
		dst = append(dst, sign...)
		dst = appendRepeat(dst, '0', v.Width-n)
		return append(dst, digits...)
	}
	dst = appendRepeat(dst, ' ', v.Width-n)
	return append(append(dst, sign...), digits...)
}

// Gdb is a float (4 bytes), double (8) or x86-64 long double (16, of
// which 10 are used) in little-endian bytes b as gdb's print shows it:
// with as many significant digits as tell it from every other value of
// its type (%.9g, %.17g, %.21Lg), "-0", "inf", and a NaN with its
// mantissa in hex, as gdb's floatformat_mantissa writes it: the bits
// above a multiple of 32 with %lx, then each 32 with %08lx
// ("nan(0x8000000000000)", "-nan(0x400000)").
func Gdb(b []byte) string {
	var neg bool
	var mant uint64
	var manBits int
	var nan, inf bool
	switch len(b) {
	case 4:
		u := binary.LittleEndian.Uint32(b)
		neg, mant, manBits = u>>31 != 0, uint64(u&(1<<23-1)), 23
		inf, nan = u>>23&0xff == 0xff && mant == 0, u>>23&0xff == 0xff && mant != 0
	case 8:
		u := binary.LittleEndian.Uint64(b)
		neg, mant, manBits = u>>63 != 0, u&(1<<52-1), 52
		inf, nan = u>>52&0x7ff == 0x7ff && mant == 0, u>>52&0x7ff == 0x7ff && mant != 0
	case 16:
		se := binary.LittleEndian.Uint16(b[8:])
		neg, mant, manBits = se>>15 != 0, binary.LittleEndian.Uint64(b), 64
		inf, nan = se&0x7fff == 0x7fff && mant<<1 == 0, se&0x7fff == 0x7fff && mant<<1 != 0
	default:
		return "<" + strconv.Itoa(len(b)) + "-byte float>"
	}
	sign := ""
	if neg {
		sign = "-"
	}
	switch {
	case inf:
		return sign + "inf"
	case nan:
		first := manBits % 32
		if first == 0 {
			first = 32
		}
		s := sign + "nan(0x" + strconv.FormatUint(mant>>(manBits-first), 16)
		for rest := manBits - first; rest > 0; rest -= 32 {
			w := strconv.FormatUint(mant>>(rest-32)&(1<<32-1), 16)
			s += "00000000"[len(w):] + w
		}
		return s + ")"
	}
	var text string
	switch len(b) {
	case 4:
		text = cG(float64(math.Float32frombits(binary.LittleEndian.Uint32(b))), 9)
	case 8:
		text = cG(math.Float64frombits(binary.LittleEndian.Uint64(b)), 17)
	default:
		text = cGBig(extended(b), 21)
	}
	if neg && text[0] != '-' {
		text = "-" + text // -0
	}
	return text
}

// cG is C's %.{prec}g of x.
func cG(x float64, prec int) string { return strconv.FormatFloat(x, 'g', prec, 64) }

// cGBig is C's %.{prec}Lg of x.
func cGBig(x *big.Float, prec int) string { return x.Text('g', prec) }

// extended is the value of an x86 80-bit extended-precision number:
// a 64-bit mantissa with an explicit integer bit, a 15-bit exponent
// biased by 16383, a sign.
func extended(b []byte) *big.Float {
	mant := binary.LittleEndian.Uint64(b)
	se := binary.LittleEndian.Uint16(b[8:])
	exp := int(se & 0x7fff)
	if exp == 0 {
		exp = 1 // a denormal
	}
	f := new(big.Float).SetPrec(64).SetUint64(mant)
	f.SetMantExp(f, exp-16383-63)
	if se&0x8000 != 0 {
		f.Neg(f)
	}
	return f
}
