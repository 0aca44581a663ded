package ftrace

// An event's "print fmt" (the TP_printk of its format file), parsed once
// and evaluated per record as libtraceevent does it for `trace-cmd report`:
// the format string's printf conversions, and arguments that are C
// expressions over REC->field with the tracing helpers (__get_str,
// __print_symbolic, __print_flags, ...). The arithmetic is libtraceevent's:
// fields are read unsigned and zero-extended, operators work on unsigned
// 64-bit values, a cast to a narrower integer type masks, and each
// conversion casts its value by its length modifier (int for %d, long for
// %ld) before printing.

import (
	"encoding/binary"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"sonde/internal/kernel"
)

// PrintFmt is one event's parsed print fmt.
type PrintFmt struct {
	parts []pfPart
}

// pfPart is literal text (conv == 0) or one conversion and its argument.
type pfPart struct {
	text   string // the literal, or the conversion as written ("%-5lld")
	conv   byte   // 'd' (integers and %c), 's', 'p'; 0 for literal text
	ls     int    // length modifier: -2 hh, -1 h, 0, 1 l, 2 ll
	ptr    string // %p's extension: "s", "S", "M", "I4", "I6c", ...
	arg    pfNode
	lenArg pfNode  // the argument a '*' takes, or nil
	ifmt   *intFmt // an integer conversion's, prepared (without '*')
}

// Syms resolves kernel addresses for %ps and friends, from the kallsyms
// text a trace.dat stores.
type Syms struct {
	addrs  []uint64
	names  []string
	byName map[string]uint64
}

// NewSyms indexes symbols by address. Among symbols at one address the
// first listed wins. As trace-cmd, it leaves out arm's '$a' mapping
// symbols and absolute ones (x86-64's per-CPU variable offsets).
func NewSyms(list []kernel.Symbol) *Syms {
	s := &Syms{byName: map[string]uint64{}}
	var sorted []kernel.Symbol
	for _, k := range list {
		if k.Type != 'A' && k.Type != 'a' && !strings.HasPrefix(k.Name, "$") {
			sorted = append(sorted, k)
		}
	}
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Addr < sorted[j].Addr })
	for _, k := range sorted {
		if n := len(s.addrs); n > 0 && s.addrs[n-1] == k.Addr {
			continue
		}
		s.addrs = append(s.addrs, k.Addr)
		s.names = append(s.names, k.Name)
		if _, ok := s.byName[k.Name]; !ok {
			s.byName[k.Name] = k.Addr
		}
	}
	return s
}

// Lookup returns the symbol containing addr: the last one starting at or
// below it, unless addr is past the last symbol (libtraceevent's rule).
func (s *Syms) Lookup(addr uint64) (name string, start uint64, ok bool) {
	if s == nil || len(s.addrs) == 0 {
		return "", 0, false
	}
	i := sort.Search(len(s.addrs), func(i int) bool { return s.addrs[i] > addr }) - 1
	if i < 0 || i == len(s.addrs)-1 && addr != s.addrs[i] {
		return "", 0, false
	}
	return s.names[i], s.addrs[i], true
}

// PrintEnv is what evaluating a print fmt needs besides the record.
type PrintEnv struct {
	LongSize int   // the traced kernel's long: 8 or 4
	Syms     *Syms // may be nil
	// Printk maps the addresses of the kernel's constant strings to their
	// text (printk_formats): a pointer field printed with %s shows it.
	Printk map[uint64]string
}

// ParsePrintk parses printk_formats text ("0xADDR : \"TEXT\"" lines) as
// libtraceevent does: the quotes and a trailing \n are dropped.
func ParsePrintk(text []byte) map[uint64]string {
	m := map[uint64]string{}
	for _, line := range strings.Split(string(text), "\n") {
		a, f, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		addr, err := strconv.ParseUint(strings.TrimPrefix(strings.TrimSpace(a), "0x"), 16, 64)
		if err != nil {
			continue
		}
		f = strings.TrimPrefix(f, " ")
		f = strings.TrimPrefix(f, "\"")
		f = strings.TrimSuffix(f, "\"")
		f = strings.TrimSuffix(f, "\\n")
		if _, dup := m[addr]; !dup {
			m[addr] = f
		}
	}
	return m
}

// ErrUnsupported is wrapped by errors about print fmts (or records) this
// evaluator cannot print as libtraceevent would.
var ErrUnsupported = errors.New("unsupported")

// ParsePrintFmt parses f.PrintFmt against f's fields.
func ParsePrintFmt(f *kernel.EventFormat) (pf *PrintFmt, err error) {
	toks, err := pfTokenize(f.PrintFmt)
	if err != nil {
		return nil, err
	}
	p := &pfParser{toks: toks, ev: f}
	defer func() {
		if r := recover(); r != nil {
			pe, ok := r.(pfError)
			if !ok {
				panic(r)
			}
			pf, err = nil, pe
		}
	}()
	if p.peek().kind != tkString {
		p.fail("print fmt does not start with a string")
	}
	var format strings.Builder
	for p.peek().kind == tkString {
		format.WriteString(p.next().text)
	}
	var args []pfNode
	for p.peek().kind != tkEOF {
		p.expect(",")
		args = append(args, p.expr(0))
	}
	return buildParts(format.String(), args)
}

type pfError string

func (e pfError) Error() string { return string(e) }

// buildParts splits the format string into literals and conversions and
// pairs the conversions with the arguments, as libtraceevent's parse_args.
func buildParts(format string, args []pfNode) (*PrintFmt, error) {
	pf := &PrintFmt{}
	var lit strings.Builder
	flush := func() {
		if lit.Len() > 0 {
			pf.parts = append(pf.parts, pfPart{text: lit.String()})
			lit.Reset()
		}
	}
	nextArg := func() (pfNode, error) {
		if len(args) == 0 {
			return nil, fmt.Errorf("print fmt: %w: more conversions than arguments", ErrUnsupported)
		}
		a := args[0]
		args = args[1:]
		return a, nil
	}
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c == '\\' && i+1 < len(format) {
			i++
			switch format[i] {
			case 'n':
				lit.WriteByte('\n')
			case 't':
				lit.WriteByte('\t')
			case 'r':
				lit.WriteByte('\r')
			default:
				lit.WriteByte(format[i])
			}
			continue
		}
		if c != '%' {
			lit.WriteByte(c)
			continue
		}
		if i+1 < len(format) && format[i+1] == '%' {
			lit.WriteByte('%')
			i++
			continue
		}
		flush()
		start := i
		part := pfPart{}
		done := false
		for i++; i < len(format) && !done; i++ {
			switch ch := format[i]; ch {
			case '#', '.', '-', '+', ' ', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
			case 'h':
				part.ls--
			case 'l':
				part.ls++
			case 'L':
				part.ls = 2
			case 'z', 'Z':
				part.ls = 1
			case '*':
				a, err := nextArg()
				if err != nil {
					return nil, err
				}
				if part.lenArg != nil {
					return nil, fmt.Errorf("print fmt: %w: two '*' in one conversion", ErrUnsupported)
				}
				part.lenArg = a
			case 'p':
				part.conv = 'p'
				part.ptr = pointerExt(format[i+1:])
				i += len(part.ptr)
				done = true
			case 'c', 'd', 'u', 'i', 'x', 'X', 'o':
				part.conv = 'd'
				done = true
			case 's':
				part.conv = 's'
				done = true
			default:
				// libtraceevent prints an unknown conversion as ">c<".
				part.text = ">" + string(ch) + "<"
				done = true
			}
		}
		i--
		if part.conv == 0 {
			if part.text == "" {
				return nil, fmt.Errorf("print fmt: %w: unterminated conversion %q", ErrUnsupported, format[start:])
			}
			pf.parts = append(pf.parts, pfPart{text: part.text})
			continue
		}
		part.text = format[start : i+1]
		if part.conv == 'd' {
			part.ifmt = prepInt(part.text)
		}
		if part.ls < -2 || part.ls > 2 {
			return nil, fmt.Errorf("print fmt: %w: length modifier in %q", ErrUnsupported, part.text)
		}
		a, err := nextArg()
		if err != nil {
			return nil, err
		}
		part.arg = a
		pf.parts = append(pf.parts, part)
	}
	flush()
	return pf, nil
}

// pointerExt is the extension after %p libtraceevent recognizes
// (parse_arg_format_pointer): "s", "S", "F", "f", "M", "MR", "I4", "I6c",
// "U", "h", ...; "" for a plain %p.
func pointerExt(s string) string {
	at := func(i int) byte {
		if i < len(s) {
			return s[i]
		}
		return 0
	}
	n := 0
	switch at(0) {
	case 'F', 'S', 'f', 's':
		n = 1
	case 'M', 'm':
		n = 1
		if at(1) == 'R' || at(1) == 'F' {
			n++
		}
	case 'I', 'i':
		idx := 2
		switch at(1) {
		case 'S':
			for at(idx) == 'p' || at(idx) == 'f' || at(idx) == 's' {
				n++
				idx++
			}
			fallthrough
		case '4':
			switch at(idx) {
			case 'h', 'n', 'l', 'b':
				n++
				idx++
			}
			if at(1) == '4' {
				n++
				break
			}
			fallthrough
		case '6':
			if at(idx) == 'c' {
				n++
			}
			n++
		}
		n++
	case 'U':
		switch at(1) {
		case 'L', 'l', 'B', 'b':
			n++
		}
		n++
	case 'h':
		switch at(1) {
		case 'C', 'D', 'N':
			n++
		}
		n++
	}
	if n > len(s) {
		n = len(s)
	}
	return s[:n]
}

// Append formats one record through the print fmt. An error (wrapping
// ErrUnsupported) means the record cannot be printed as libtraceevent
// prints it; nothing useful is appended then.
func (pf *PrintFmt) Append(b []byte, e *Event, env *PrintEnv) (out []byte, err error) {
	ev := &pfEval{e: e, env: env}
	defer recoverEval(b, &out, &err)
	for i := range pf.parts {
		b = ev.part(b, &pf.parts[i])
	}
	return b, nil
}

// recoverEval turns an evaluation failure (ev.fail) into an error.
func recoverEval(b []byte, out *[]byte, err *error) {
	if r := recover(); r != nil {
		pe, ok := r.(pfError)
		if !ok {
			panic(r)
		}
		*out, *err = b, fmt.Errorf("%w: %s", ErrUnsupported, string(pe))
	}
}

// part prints one literal or conversion.
func (ev *pfEval) part(b []byte, p *pfPart) []byte {
	if p.conv == 0 {
		return append(b, p.text...)
	}
	spec := p.text
	if p.lenArg != nil {
		n := int64(int32(ev.num(p.lenArg)))
		spec = strings.Replace(spec, "*", strconv.FormatInt(n, 10), 1)
	}
	switch p.conv {
	case 'd':
		f := p.ifmt
		if p.lenArg != nil {
			f = prepInt(spec)
		}
		return cInt(b, f, p.ls, ev.num(p.arg))
	case 's':
		return ev.str(b, spec, p.arg)
	}
	return ev.pointer(b, p, p.arg)
}

// intFmt is a C integer conversion ("%-08.3lld") prepared for Go.
type intFmt struct {
	verb         byte   // d i u x X o c
	plain        bool   // no flags, width or precision
	signed       string // Go format for d and i
	unsigned     string // Go format for u x X
	unsignedZero string // the same for a zero value: C's %#x prints 0
	altOctal     bool   // %#o
	flags, width string
}

func prepInt(spec string) *intFmt {
	f := &intFmt{verb: spec[len(spec)-1]}
	flags, width, prec := cSpec(spec)
	f.flags, f.width = flags, width
	f.plain = flags == "" && width == "" && prec == ""
	f.signed = "%" + strings.ReplaceAll(flags, "#", "") + width + prec + "d"
	uf := strings.NewReplacer("+", "", " ", "").Replace(flags)
	gv := string(f.verb)
	if f.verb == 'u' {
		gv = "d"
	}
	if f.verb == 'o' && strings.Contains(uf, "#") {
		f.altOctal = true
		uf = strings.ReplaceAll(uf, "#", "")
	}
	f.unsigned = "%" + uf + width + prec + gv
	f.unsignedZero = "%" + strings.ReplaceAll(uf, "#", "") + width + prec + gv
	return f
}

// cInt prints v as C's printf(spec, (T)v) does, T chosen by the length
// modifier ls, for the conversions d i u x X o c.
func cInt(b []byte, f *intFmt, ls int, v uint64) []byte {
	if f.verb == 'c' {
		return cPad(b, string([]byte{byte(v)}), f.flags, f.width)
	}
	if f.verb == 'd' || f.verb == 'i' {
		var x int64
		switch ls {
		case -2:
			x = int64(int8(v))
		case -1:
			x = int64(int16(v))
		case 0:
			x = int64(int32(v))
		default:
			x = int64(v)
		}
		if f.plain {
			return strconv.AppendInt(b, x, 10)
		}
		return fmt.Appendf(b, f.signed, x)
	}
	switch ls {
	case -2:
		v = uint64(uint8(v))
	case -1:
		v = uint64(uint16(v))
	case 0:
		v = uint64(uint32(v))
	}
	switch {
	case f.altOctal:
		// C's %#o prefixes 0 only when the digits do not start with one.
		d := strconv.FormatUint(v, 8)
		if d[0] != '0' {
			d = "0" + d
		}
		return cPad(b, d, f.flags, f.width)
	case f.plain && f.verb == 'u':
		return strconv.AppendUint(b, v, 10)
	case f.plain && f.verb == 'x':
		return strconv.AppendUint(b, v, 16)
	case v == 0:
		return fmt.Appendf(b, f.unsignedZero, v)
	}
	return fmt.Appendf(b, f.unsigned, v)
}

// cSpec splits "%-08.3lld" into its flags, width and ".precision".
func cSpec(spec string) (flags, width, prec string) {
	i := 1
	for i < len(spec) && strings.IndexByte("-+ #0", spec[i]) >= 0 {
		i++
	}
	flags = spec[1:i]
	j := i
	for j < len(spec) && spec[j] >= '0' && spec[j] <= '9' {
		j++
	}
	width = spec[i:j]
	if j < len(spec) && spec[j] == '.' {
		k := j + 1
		if k < len(spec) && spec[k] == '-' {
			k++
		}
		for k < len(spec) && spec[k] >= '0' && spec[k] <= '9' {
			k++
		}
		prec = spec[j:k]
		if strings.HasPrefix(prec, ".-") { // a negative precision is none
			prec = ""
		}
	}
	if strings.HasPrefix(width, "-") {
		width = width[1:]
	}
	return flags, width, prec
}

// cPad pads s to the width, on the left unless flags has '-'.
func cPad(b []byte, s, flags, width string) []byte {
	w, _ := strconv.Atoi(width)
	pad := w - len(s)
	if pad > 0 && !strings.Contains(flags, "-") {
		b = append(b, strings.Repeat(" ", pad)...)
	}
	b = append(b, s...)
	if pad > 0 && strings.Contains(flags, "-") {
		b = append(b, strings.Repeat(" ", pad)...)
	}
	return b
}

// cStr prints s as C's printf(spec, s) for a %s conversion.
func cStr(b []byte, spec, s string) []byte {
	flags, width, prec := cSpec(spec)
	if prec != "" {
		n, _ := strconv.Atoi(prec[1:])
		if n < len(s) {
			s = s[:n]
		}
	}
	return cPad(b, s, flags, width)
}

// cString is the C string at the start of b: up to its first NUL.
func cString(b []byte) string {
	for i, c := range b {
		if c == 0 {
			return string(b[:i])
		}
	}
	return string(b)
}

// Nodes of an argument expression.
type (
	pfNode interface{}
	// pfNum is an integer constant or a bare identifier (atom keeps its
	// text: __print_symbolic's values are matched by name when they are
	// not numbers, as libtraceevent's eval_flag does).
	pfNum struct {
		v     uint64
		atom  string
		ident bool
	}
	pfStr   struct{ s string }
	pfField struct{ f *kernel.FormatField }
	pfCast  struct {
		typ string
		x   pfNode
	}
	pfUnary struct {
		op string
		x  pfNode
	}
	pfBinary struct {
		op   string
		l, r pfNode
	}
	pfCond  struct{ c, a, b pfNode }
	pfParen struct{ x pfNode } // a parenthesized operation or ?: (see rotate)
	pfIndex struct{ x, i pfNode }
	// pfDyn is __get_str, __get_dynamic_array, __get_bitmask and their
	// __get_rel_ forms: a __data_loc/__rel_loc field's data.
	pfDyn struct {
		fn string
		f  *kernel.FormatField
	}
	pfDynLen struct{ f *kernel.FormatField }
	pfSym    struct {
		flags bool
		x     pfNode
		delim string
		vals  []int64
		names []string
	}
	pfHex struct {
		str  bool // __print_hex_str: no spaces
		x, n pfNode
	}
	pfArray struct{ x, n, size pfNode }
)

// pfEval evaluates a record's arguments.
type pfEval struct {
	e   *Event
	env *PrintEnv
}

func (ev *pfEval) fail(format string, args ...any) {
	panic(pfError(fmt.Sprintf(format, args...)))
}

// read reads size bytes at off, zero-extended; out of the record is 0, as
// libtraceevent's check_data_offset_size makes it.
func (ev *pfEval) read(off, size int) uint64 {
	d := ev.e.Data
	if off < 0 || off+size > len(d) {
		return 0
	}
	switch size {
	case 1:
		return uint64(d[off])
	case 2:
		return uint64(binary.LittleEndian.Uint16(d[off:]))
	case 4:
		return uint64(binary.LittleEndian.Uint32(d[off:]))
	case 8:
		return binary.LittleEndian.Uint64(d[off:])
	}
	return 0
}

// dyn returns the data of a __data_loc/__rel_loc field (offset, length),
// clamped to the record as libtraceevent's dynamic_offset does.
func (ev *pfEval) dyn(f *kernel.FormatField) (int, int) {
	size := len(ev.e.Data)
	if f.Offset+f.Size > size {
		return 0, 0
	}
	v := ev.read(f.Offset, f.Size)
	o := int(v & 0xffff)
	l := int(v >> 16 & 0xffff)
	if f.Size == 2 {
		l = size - o
	}
	if o > size {
		o = 0
	}
	if o+l > size {
		l = 0
	}
	if f.RelLoc {
		o += f.Offset + f.Size
		if o+l > size {
			l = 0
		}
	}
	return o, l
}

// num is libtraceevent's eval_num_arg.
func (ev *pfEval) num(n pfNode) uint64 {
	switch n := n.(type) {
	case *pfNum:
		if n.ident {
			if a, ok := ev.env.Syms.addr(n.atom); ok {
				return a
			}
			return 0
		}
		return n.v
	case *pfStr:
		return 0
	case *pfField:
		return ev.read(n.f.Offset, n.f.Size)
	case *pfCast:
		return castValue(ev.num(n.x), n.typ)
	case *pfUnary:
		x := ev.num(n.x)
		switch n.op {
		case "!":
			if x == 0 {
				return 1
			}
			return 0
		case "~":
			return ^x
		case "-":
			return -x
		case "+":
			return x
		}
	case *pfBinary:
		l, r := ev.num(n.l), ev.num(n.r)
		return binop(n.op, l, r, ev)
	case *pfParen:
		return ev.num(n.x)
	case *pfCond:
		if ev.num(n.c) != 0 {
			return ev.num(n.a)
		}
		return ev.num(n.b)
	case *pfIndex:
		i := ev.num(n.i)
		switch x := unCast(n.x).(type) {
		case *pfField:
			es := elemSize(x.f)
			v := ev.read(x.f.Offset+int(i)*es, es)
			if c, ok := n.x.(*pfCast); ok {
				v = castValue(v, strings.TrimSuffix(strings.TrimSpace(c.typ), "*"))
			}
			return v
		case *pfDyn:
			o, _ := ev.dyn(x.f)
			es := elemSize(x.f)
			v := ev.read(o+int(i)*es, es)
			if c, ok := n.x.(*pfCast); ok {
				v = castValue(v, strings.TrimSuffix(strings.TrimSpace(c.typ), "*"))
			}
			return v
		}
		ev.fail("index of a non-array")
	case *pfDynLen:
		_, l := ev.dyn(n.f)
		return uint64(l)
	case *pfDyn:
		ev.fail("%s() used as a number", n.fn)
	case *pfSym, *pfHex, *pfArray:
		return 0
	}
	ev.fail("cannot evaluate %T", n)
	return 0
}

func binop(op string, l, r uint64, ev *pfEval) uint64 {
	b2u := func(c bool) uint64 {
		if c {
			return 1
		}
		return 0
	}
	switch op {
	case "+":
		return l + r
	case "-":
		return l - r
	case "*":
		return l * r
	case "/":
		if r == 0 {
			ev.fail("division by zero")
		}
		return l / r
	case "%":
		if r == 0 {
			ev.fail("division by zero")
		}
		return l % r
	case "<<":
		return l << (r & 63)
	case ">>":
		return l >> (r & 63)
	case "&":
		return l & r
	case "|":
		return l | r
	case "^":
		return l ^ r
	case "&&":
		return b2u(l != 0 && r != 0)
	case "||":
		return b2u(l != 0 || r != 0)
	case "==":
		return b2u(l == r)
	case "!=":
		return b2u(l != r)
	case "<":
		return b2u(l < r)
	case ">":
		return b2u(l > r)
	case "<=":
		return b2u(l <= r)
	case ">=":
		return b2u(l >= r)
	}
	ev.fail("unknown operator %s", op)
	return 0
}

func unCast(n pfNode) pfNode {
	for {
		switch c := n.(type) {
		case *pfCast:
			n = c.x
		case *pfParen:
			n = c.x
		default:
			return n
		}
	}
}

// elemSize is the size of one element of an array field.
func elemSize(f *kernel.FormatField) int {
	t := f.CType
	if i := strings.IndexByte(t, '['); i >= 0 {
		if s := typeSize(strings.TrimSpace(t[:i]), 8); s > 0 {
			return s
		}
		if n, err := strconv.Atoi(strings.TrimSuffix(t[i+1:], "]")); err == nil && n > 0 && !f.DataLoc && !f.RelLoc {
			return f.Size / n
		}
	}
	return 8
}

// castValue is libtraceevent's eval_type_str: casts to narrower unsigned
// types mask; signed ones mask too (libtraceevent never sign-extends);
// pointers, longs and structs keep the value.
func castValue(v uint64, typ string) uint64 {
	t := strings.TrimSpace(typ)
	if strings.HasSuffix(t, "*") || strings.HasPrefix(t, "struct") {
		return v
	}
	switch t {
	case "u8", "s8":
		return v & 0xff
	case "u16", "s16":
		return v & 0xffff
	case "u32", "s32":
		return v & 0xffffffff
	}
	t = strings.TrimPrefix(t, "unsigned ")
	switch t {
	case "char":
		return v & 0xff
	case "short":
		return v & 0xffff
	case "int":
		return v & 0xffffffff
	}
	return v
}

// typeSize is sizeof(t) for the C and kernel integer types; 0 if unknown.
func typeSize(t string, longSize int) int {
	t = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(t), "const "))
	if strings.HasSuffix(t, "*") {
		return longSize
	}
	t = strings.TrimPrefix(strings.TrimPrefix(t, "unsigned "), "signed ")
	switch t {
	case "char", "u8", "s8", "__u8", "__s8", "bool", "_Bool", "uint8_t", "int8_t":
		return 1
	case "short", "u16", "s16", "__u16", "__s16", "uint16_t", "int16_t", "short int", "__le16", "__be16":
		return 2
	case "int", "u32", "s32", "__u32", "__s32", "uint32_t", "int32_t", "unsigned", "__le32", "__be32", "pid_t", "gfp_t", "dev_t":
		return 4
	case "long long", "long long int", "u64", "s64", "__u64", "__s64", "uint64_t", "int64_t", "__le64", "__be64", "loff_t":
		return 8
	case "long", "long int", "size_t", "ssize_t", "unsigned long":
		return longSize
	}
	return 0
}

// addr finds a symbol's address by name (an identifier in an expression
// evaluates to it, as libtraceevent's test_for_symbol).
func (s *Syms) addr(name string) (uint64, bool) {
	if s == nil {
		return 0, false
	}
	a, ok := s.byName[name]
	return a, ok
}

// str is libtraceevent's print_str_arg: an argument of %s.
func (ev *pfEval) str(b []byte, spec string, n pfNode) []byte {
	switch n := n.(type) {
	case *pfNum:
		return cStr(b, spec, n.atom)
	case *pfStr:
		return cStr(b, spec, n.s)
	case *pfField:
		f := n.f
		if !strings.Contains(f.CType, "[") && f.Size == ev.env.LongSize && !f.DataLoc && !f.RelLoc {
			addr := ev.read(f.Offset, f.Size)
			if text, ok := ev.env.Printk[addr]; ok {
				return append(b, text...)
			}
			return fmt.Appendf(b, "%x", addr)
		}
		end := f.Offset + f.Size
		if f.Size == 0 {
			end = len(ev.e.Data)
		}
		if f.Offset > len(ev.e.Data) || end > len(ev.e.Data) {
			ev.fail("field %s beyond the record", f.Name)
		}
		return cStr(b, spec, cString(ev.e.Data[f.Offset:end]))
	case *pfDyn:
		o, l := ev.dyn(n.f)
		switch n.fn {
		case "__get_str", "__get_rel_str":
			if l == 0 {
				return b
			}
			return cStr(b, spec, cString(ev.e.Data[o:]))
		case "__get_bitmask", "__get_rel_bitmask":
			return cStr(b, spec, bitmaskString(ev.e.Data[o:o+l]))
		}
		ev.fail("%s() printed with %%s", n.fn)
	case *pfSym:
		return ev.sym(b, spec, n)
	case *pfHex:
		data := ev.arrayData(n.x, "__print_hex")
		l := int(ev.num(n.n))
		if l < 0 || l > len(data) {
			ev.fail("__print_hex past the record")
		}
		for i := 0; i < l; i++ {
			if i > 0 && !n.str {
				b = append(b, ' ')
			}
			b = fmt.Appendf(b, "%02x", data[i])
		}
		return b
	case *pfArray:
		data := ev.arrayData(n.x, "__print_array")
		cnt, es := int(ev.num(n.n)), int(ev.num(n.size))
		if es != 1 && es != 2 && es != 4 && es != 8 || cnt < 0 || cnt*es > len(data) {
			ev.fail("__print_array of %d elements of %d bytes", cnt, es)
		}
		b = append(b, '{')
		for i := 0; i < cnt; i++ {
			if i > 0 {
				b = append(b, ',')
			}
			var v uint64
			switch es {
			case 1:
				v = uint64(data[i])
			case 2:
				v = uint64(binary.LittleEndian.Uint16(data[2*i:]))
			case 4:
				v = uint64(binary.LittleEndian.Uint32(data[4*i:]))
			case 8:
				v = binary.LittleEndian.Uint64(data[8*i:])
			}
			b = fmt.Appendf(b, "0x%x", v)
		}
		return append(b, '}')
	case *pfCond:
		if ev.num(n.c) != 0 {
			return ev.str(b, spec, n.a)
		}
		return ev.str(b, spec, n.b)
	case *pfParen:
		return ev.str(b, spec, n.x)
	case *pfCast, *pfUnary, *pfBinary, *pfIndex, *pfDynLen:
		return b // libtraceevent prints nothing for these under %s
	}
	ev.fail("cannot print %T as a string", n)
	return b
}

// arrayData is the record's bytes from the start of the array an
// argument of __print_hex or __print_array names.
func (ev *pfEval) arrayData(n pfNode, what string) []byte {
	switch x := unCast(n).(type) {
	case *pfDyn:
		o, _ := ev.dyn(x.f)
		return ev.e.Data[o:]
	case *pfField:
		if x.f.Offset > len(ev.e.Data) {
			ev.fail("field %s beyond the record", x.f.Name)
		}
		return ev.e.Data[x.f.Offset:]
	}
	ev.fail("%s of an expression", what)
	return nil
}

// sym prints __print_symbolic and __print_flags.
func (ev *pfEval) sym(b []byte, spec string, n *pfSym) []byte {
	v := int64(ev.num(n.x))
	if !n.flags {
		for i, fv := range n.vals {
			if v == fv {
				return cStr(b, spec, n.names[i])
			}
		}
		return fmt.Appendf(b, "0x%x", uint64(v))
	}
	printed := false
	for i, fv := range n.vals {
		if v == 0 && fv < 0 {
			b = cStr(b, spec, n.names[i])
			break
		}
		if fv > 0 && v&fv == fv {
			if printed {
				b = append(b, n.delim...)
			}
			b = cStr(b, spec, n.names[i])
			printed = true
			v &^= fv
		}
	}
	if v != 0 {
		if printed {
			b = append(b, n.delim...)
		}
		b = fmt.Appendf(b, "0x%x", uint64(v))
	}
	return b
}

// bitmaskString prints a bitmask as the kernel does: hex, most significant
// byte first, a comma every 32 bits.
func bitmaskString(data []byte) string {
	var s []byte
	for i := len(data) - 1; i >= 0; i-- {
		s = fmt.Appendf(s, "%02x", data[i])
		if i > 0 && i%4 == 0 {
			s = append(s, ',')
		}
	}
	return string(s)
}

// pointer is libtraceevent's print_arg_pointer.
func (ev *pfEval) pointer(b []byte, p *pfPart, n pfNode) []byte {
	switch {
	case p.ptr == "":
		v := ev.num(n)
		if v == 0 {
			return append(b, "(nil)"...)
		}
		return fmt.Appendf(b, "0x%x", v)
	case strings.IndexByte("sSfF", p.ptr[0]) >= 0:
		v := ev.num(n)
		name, start, ok := ev.env.Syms.Lookup(v)
		if ok {
			b = append(b, name...)
			if p.ptr[0] == 'S' || p.ptr[0] == 'F' {
				b = fmt.Appendf(b, "+0x%x", v-start)
			}
			return b
		}
		if ev.env.LongSize == 4 {
			return fmt.Appendf(b, "0x%x", uint64(int64(int32(v))))
		}
		return fmt.Appendf(b, "0x%x", v)
	case p.ptr[0] == 'M' || p.ptr[0] == 'm':
		raw := ev.fieldBytes(n)
		if len(raw) != 6 {
			return append(b, "INVALIDMAC"...)
		}
		sep, f := ":", "%02x"
		if p.ptr[0] == 'm' {
			sep = ""
		} else if strings.HasPrefix(p.ptr, "MF") {
			sep = "-"
		}
		if strings.HasSuffix(p.ptr, "R") {
			raw = []byte{raw[5], raw[4], raw[3], raw[2], raw[1], raw[0]}
		}
		for i, c := range raw {
			if i > 0 {
				b = append(b, sep...)
			}
			b = fmt.Appendf(b, f, c)
		}
		return b
	case p.ptr == "I4" || p.ptr == "i4":
		raw := ev.fieldBytes(n)
		if len(raw) != 4 {
			return append(b, "INVALIDIPv4"...)
		}
		f := "%d.%d.%d.%d"
		if p.ptr[0] == 'i' {
			f = "%03d.%03d.%03d.%03d"
		}
		return fmt.Appendf(b, f, raw[0], raw[1], raw[2], raw[3])
	case p.ptr == "I6" || p.ptr == "i6" || p.ptr == "I6c":
		raw := ev.fieldBytes(n)
		if len(raw) != 16 {
			return append(b, "INVALIDIPv6"...)
		}
		if p.ptr == "I6c" {
			return append(b, ip6c(raw)...)
		}
		for j := 0; j < 16; j += 2 {
			b = fmt.Appendf(b, "%02x%02x", raw[j], raw[j+1])
			if p.ptr[0] == 'I' && j < 14 {
				b = append(b, ':')
			}
		}
		return b
	}
	ev.fail("%%p%s is not supported", p.ptr)
	return b
}

// fieldBytes is the bytes of the field an argument names (through casts).
func (ev *pfEval) fieldBytes(n pfNode) []byte {
	switch x := unCast(n).(type) {
	case *pfField:
		if x.f.Offset+x.f.Size > len(ev.e.Data) {
			ev.fail("field %s beyond the record", x.f.Name)
		}
		return ev.e.Data[x.f.Offset : x.f.Offset+x.f.Size]
	case *pfDyn:
		o, l := ev.dyn(x.f)
		return ev.e.Data[o : o+l]
	}
	ev.fail("an address that is not a field")
	return nil
}

// ip6c prints an IPv6 address compressed (the kernel's %pI6c).
func ip6c(a []byte) string {
	var w [8]uint16
	for i := range w {
		w[i] = binary.BigEndian.Uint16(a[2*i:])
	}
	v4mapped := w[0] == 0 && w[1] == 0 && w[2] == 0 && w[3] == 0 && w[4] == 0 && w[5] == 0xffff
	isatap := (binary.BigEndian.Uint32(a[8:]) | 0x02000000) == 0x02005efe
	rng := 8
	if v4mapped || isatap {
		rng = 6
	}
	longest, colonpos := 1, -1
	for i := 0; i < rng; i++ {
		z := 0
		for j := i; j < rng && w[j] == 0; j++ {
			z++
		}
		if z > longest {
			longest, colonpos = z, i
		}
	}
	var s strings.Builder
	need := false
	for i := 0; i < rng; i++ {
		if i == colonpos {
			if need || i == 0 {
				s.WriteByte(':')
			}
			s.WriteByte(':')
			need = false
			i += longest - 1
			continue
		}
		if need {
			s.WriteByte(':')
		}
		fmt.Fprintf(&s, "%x", w[i])
		need = true
	}
	if rng == 6 {
		if need {
			s.WriteByte(':')
		}
		fmt.Fprintf(&s, "%d.%d.%d.%d", a[12], a[13], a[14], a[15])
	}
	return s.String()
}
