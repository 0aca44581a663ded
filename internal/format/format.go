// Package format implements bpftrace 0.17's printf format strings: which
// conversions a format contains (so the checker can match arguments), and
// the exact text bpftrace prints for given argument values.
//
// bpftrace 0.17 finds conversions with a regular expression,
//
//	%-?[0-9]*(\.[0-9]+)?(s|r|rx|rh|c|{,hh,h,l,ll,j,z,t}{d,u,x,X,o,p})
//
// so only the flags '-' and '0' exist and %i, %+d, %#x, %e, %ls are not
// conversions: they are left in the text. At run time the format is cut into
// segments, each ending with one conversion; every segment goes through C
// snprintf with its one argument (narrowed to the C type the length modifier
// names), and the text after the last conversion is appended unprocessed.
// Hence the quirks reproduced here:
//
//   - "%d" prints the low 32 bits of the 64-bit argument, "%hhd" the low 8;
//   - "%%" becomes "%" before a conversion but stays "%%" after the last one
//     (and in a format without conversions);
//   - a segment's output ends at a NUL byte ("%c" of 0 ends the segment);
//   - "%r", "%rx", "%rh" print a buffer hex-escaped, but with a flag, width or
//     precision ("%10r") C does not know the conversion and prints it as is.
//
// Escape sequences (\n, \t, \x41) are the lexer's job; Parse gets the bytes.
//
// It is a leaf: it imports only the standard library.
package format

import (
	"fmt"
	"strconv"
	"strings"
)

// Kind is the kind of argument a conversion consumes.
type Kind uint8

const (
	None   Kind = iota // literal text: no argument
	Int                // %d %u %x %X %o %c %p with any length modifier
	String             // %s (strings, and symbols/stacks rendered as text)
	Buffer             // %r %rx %rh (the result of buf())
	Float              // %f %e %g %F %E %G (sonde's, for float and double values; see ParseFloat)
)

func (k Kind) String() string {
	switch k {
	case Int:
		return "integer"
	case String:
		return "string"
	case Buffer:
		return "buffer"
	case Float:
		return "floating-point value"
	}
	return "none"
}

// Verb is one piece of a parsed format: literal text or one conversion.
type Verb struct {
	// Offset and Len locate the piece in the format string (bytes).
	Offset, Len int
	// Kind is None for literal text; otherwise the kind of argument the
	// conversion accepts.
	Kind Kind
	// Text is, for literal text, exactly what is printed; for a conversion,
	// the conversion as written ("%-8lx").
	Text string
	// Arg is the index of the argument a conversion consumes (-1 for text).
	Arg int
	// Unused marks a conversion that bpftrace counts (it takes an argument)
	// but C printf never sees, as in "%%d" (printed "%d") or "%10r": the
	// argument prints nothing.
	Unused bool
	// Trailing marks literal text after the last conversion: bpftrace
	// appends it without C processing.
	Trailing bool

	Left   bool   // '-' flag
	Zero   bool   // '0' flag
	Width  int    // minimum field width, -1 if none
	Prec   int    // precision, -1 if none
	Length string // "", "hh", "h", "l", "ll", "j", "z" or "t"
	Conv   string // "d" "u" "x" "X" "o" "p" "c" "s" "r" "rx" "rh", newest's "gr", "f" "e" "g" "F" "E" "G"
}

// Error is a problem with a format string or its arguments, located by the
// byte offset into the format string (for a caret) and, for argument
// problems, the 0-based argument index (-1 otherwise).
type Error struct {
	Offset int
	Arg    int
	Msg    string
}

func (e *Error) Error() string { return e.Msg }

// lengths are the length modifiers bpftrace 0.17 accepts, longest first.
var lengths = []string{"hh", "ll", "h", "l", "j", "z", "t"}

// token is one conversion as bpftrace's regular expression finds it.
type token struct {
	off, end int
	left     bool
	digits   string // width digits as written (may start with '0')
	prec     int
	length   string
	conv     string
}

// scanToken matches bpftrace's conversion pattern at s[i] (s[i] == '%').
func scanToken(s string, i int, newest, floats bool) (token, bool) {
	t := token{off: i, prec: -1}
	j := i + 1
	if j < len(s) && s[j] == '-' {
		t.left = true
		j++
	}
	k := j
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	t.digits = s[k:j]
	if j+1 < len(s) && s[j] == '.' && isDigit(s[j+1]) {
		k = j + 1
		for j = k; j < len(s) && isDigit(s[j]); j++ {
		}
		t.prec = atoi(s[k:j])
	}
	rest := s[j:]
	switch {
	case floats && len(rest) > 0 && strings.IndexByte("feEgGF", rest[0]) >= 0:
		t.conv = rest[:1]
	case floats && len(rest) > 1 && rest[0] == 'l' && strings.IndexByte("feEgGF", rest[1]) >= 0:
		t.length, t.conv = "l", rest[1:2] // %lf is %f, as in C
	case newest && strings.HasPrefix(rest, "gr"):
		t.conv = "gr"
	case strings.HasPrefix(rest, "rx"), strings.HasPrefix(rest, "rh"):
		t.conv = rest[:2]
	case strings.HasPrefix(rest, "r"), strings.HasPrefix(rest, "s"), strings.HasPrefix(rest, "c"):
		t.conv = rest[:1]
	default:
		for _, l := range append(lengths, "") {
			if len(rest) > len(l) && strings.HasPrefix(rest, l) && strings.IndexByte("duxXop", rest[len(l)]) >= 0 {
				t.length, t.conv = l, rest[len(l):len(l)+1]
				break
			}
		}
		if t.conv == "" {
			return t, false
		}
	}
	t.end = j + len(t.length) + len(t.conv)
	return t, true
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// maxWidth bounds widths and precisions, so that "%999999999d" cannot
// exhaust memory (C's snprintf would fail on it in bpftrace anyway).
const maxWidth = 1 << 16

func atoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil || n > maxWidth {
		return maxWidth
	}
	return n
}

func kindOf(conv string) Kind {
	switch conv {
	case "s":
		return String
	case "r", "rx", "rh":
		return Buffer
	case "f", "e", "g", "F", "E", "G":
		return Float
	}
	return Int
}

// Parse splits a printf format into literal text and conversions, the way
// bpftrace 0.17 does. The only error is a format whose C processing bpftrace
// leaves undefined: a C conversion that is not a bpftrace conversion (such as
// "%+d" or "%i") in text that precedes a bpftrace conversion, where C would
// consume the argument meant for the later one.
func Parse(format string) ([]Verb, error) { return parse(format, false, false) }

// ParseNewest is Parse with newest bpftrace's conversions too: %gr, an
// integer's GFP flags by name.
func ParseNewest(format string) ([]Verb, error) { return parse(format, true, false) }

// ParseFloat is Parse (or ParseNewest, with newest) with sonde's
// floating-point conversions too, for float and double values: %f, %e,
// %g and %F, %E, %G (an 'l' before them is allowed, as in C), with the
// flags '-' and '0', a width and a precision. bpftrace has none: the
// checker parses with it only the formats of calls that pass such a
// value, so that every other format keeps bpftrace's text ("%f" with no
// argument prints "%f").
func ParseFloat(format string, newest bool) ([]Verb, error) { return parse(format, newest, true) }

func parse(format string, newest, floats bool) ([]Verb, error) {
	var toks []token
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		if t, ok := scanToken(format, i, newest, floats); ok {
			toks = append(toks, t)
			i = t.end - 1
		}
	}
	var verbs []Verb
	start := 0
	for n, t := range toks {
		seg, err := segment(format, start, t, n)
		if err != nil {
			return nil, err
		}
		verbs = append(verbs, seg...)
		start = t.end
	}
	if start < len(format) {
		verbs = append(verbs, Verb{Offset: start, Len: len(format) - start, Text: format[start:], Arg: -1, Trailing: true})
	}
	return verbs, nil
}

// segment reads format[start:t.end] as C snprintf would with one argument
// (argument n, meant for the bpftrace conversion t).
func segment(format string, start int, t token, n int) ([]Verb, error) {
	var verbs []Verb
	var lit strings.Builder
	litOff := start
	flush := func(end int) {
		if lit.Len() > 0 {
			verbs = append(verbs, Verb{Offset: litOff, Len: end - litOff, Text: lit.String(), Arg: -1})
			lit.Reset()
		}
	}
	conv := Verb{Offset: t.off, Len: t.end - t.off, Kind: kindOf(t.conv), Text: format[t.off:t.end],
		Arg: n, Unused: true, Width: -1, Prec: t.prec, Left: t.left, Length: t.length, Conv: t.conv}
	if d := strings.TrimLeft(t.digits, "0"); d != "" {
		conv.Width = atoi(d)
	}
	conv.Zero = strings.HasPrefix(t.digits, "0")
	for i := start; i < t.end; {
		if format[i] != '%' {
			lit.WriteByte(format[i])
			i++
			continue
		}
		if i == t.off {
			// The bpftrace conversion itself. Buffers are handed to C as
			// "%s" only when written bare; otherwise C sees an unknown
			// conversion and prints it verbatim.
			if conv.Kind == Buffer && conv.Text != "%"+conv.Conv {
				lit.WriteString(conv.Text)
				i = t.end
				continue
			}
			flush(i)
			conv.Unused = false
			i = t.end
			continue
		}
		end, consumes := cSpec(format, i, t.end)
		spec := format[i:end]
		switch {
		case consumes:
			return nil, &Error{Offset: i, Arg: -1, Msg: fmt.Sprintf("unsupported conversion %q before %q: bpftrace 0.17 passes the argument to C printf, which would print garbage", spec, conv.Text)}
		case strings.HasSuffix(spec, "%"):
			lit.WriteByte('%')
		default:
			lit.WriteString(spec) // unknown conversion: C prints it as is
		}
		if end > t.off {
			// The C spec swallowed the start of the bpftrace conversion
			// ("%5%d"): C never sees the conversion.
			lit.WriteString(format[end:t.end])
			i = t.end
			break
		}
		i = end
	}
	flush(t.end)
	// The conversion ends its segment: Sprintf flushes the segment there.
	return append(verbs, conv), nil
}

// cSpec scans the C conversion spec at s[i] (s[i] == '%') as glibc does and
// returns its end and whether it consumes an argument. Scanning stops at lim.
func cSpec(s string, i, lim int) (end int, consumes bool) {
	j := i + 1
	for j < lim && strings.IndexByte("-+ #0'I", s[j]) >= 0 {
		j++
	}
	if j < lim && s[j] == '*' {
		return j + 1, true
	}
	for j < lim && isDigit(s[j]) {
		j++
	}
	if j < lim && s[j] == '.' {
		j++
		if j < lim && s[j] == '*' {
			return j + 1, true
		}
		for j < lim && isDigit(s[j]) {
			j++
		}
	}
	for j < lim && strings.IndexByte("hlLqjzZt", s[j]) >= 0 {
		j++
	}
	if j >= lim {
		return lim, false
	}
	return j + 1, strings.IndexByte("diouxXeEfFgGaAcspnCSm", s[j]) >= 0
}

// Conversions returns the conversions of verbs in argument order.
func Conversions(verbs []Verb) []Verb {
	var cs []Verb
	for _, v := range verbs {
		if v.Kind != None {
			cs = append(cs, v)
		}
	}
	return cs
}

// Check matches argument kinds against the conversions and reports every
// mismatch (nil if none): a missing argument at the offset of the first
// conversion without one (Arg -1), an extra argument as Arg = its index
// (Offset -1), a kind mismatch at the conversion's offset with its Arg.
// bpftrace 0.17 renders symbols, stacks, usernames, probe names, inet
// addresses, strftime() and strerror() for %s, so the checker should pass
// String for those (Int for pointers, Buffer for buf(); tuples match
// nothing). Callers
// that know the argument's real type may walk Conversions themselves for
// richer messages.
func Check(verbs []Verb, args []Kind) []*Error {
	cs := Conversions(verbs)
	var errs []*Error
	if len(args) < len(cs) {
		c := cs[len(args)]
		errs = append(errs, &Error{Offset: c.Offset, Arg: -1, Msg: fmt.Sprintf("not enough arguments for format string (%d supplied, %d expected)", len(args), len(cs))})
	}
	if len(args) > len(cs) {
		errs = append(errs, &Error{Offset: -1, Arg: len(cs), Msg: fmt.Sprintf("too many arguments for format string (%d supplied, %d expected)", len(args), len(cs))})
	}
	for i, c := range cs {
		if i < len(args) && args[i] != c.Kind {
			errs = append(errs, &Error{Offset: c.Offset, Arg: i, Msg: fmt.Sprintf("%s expects %s, found %s", c.Text, article(c.Kind), args[i])})
		}
	}
	return errs
}

func article(k Kind) string {
	if k == Int {
		return "an integer"
	}
	return "a " + k.String()
}
