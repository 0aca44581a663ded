package output

import (
	"encoding/binary"
	"strconv"
	"strings"

	"sonde/internal/format"
)

// Value is a decoded bpftrace value: a map key part, a map value, or the
// argument of print(). The runtime resolves symbols and stacks to text
// before building one.
type Value interface{ isValue() }

// Int is an integer of Size bytes (1, 2, 4 or 8; 0 means 8).
type Int struct {
	V        int64 // the value; for Unsigned, the bits of the uint64
	Unsigned bool
	Size     int
}

// Bool is a bool (newer bpftrace): printed true or false, in JSON too.
type Bool bool

// Str is a string: str(), comm, username, probe, strerror, cgroup path...
type Str string

// Raw is text that bpftrace 0.17's JSON output does not quote: the result
// of strftime(), strerror() and macaddr() ({"data": 01:35}, not valid JSON
// unless the text is a number). In text output it prints like Str. Newest
// bpftrace quotes it: the runtime gives it as a Str there.
type Raw string

// Sym is a resolved ksym(), usym() or ntop() value. It prints like Str, but
// bpftrace 0.17 prints the entries of a map holding Sym values with no line
// break between them, which sonde reproduces.
type Sym string

// Float is a float or double as gdb's print shows it (format.Gdb):
// "2.5", "0.10000000000000001", "-0", "inf", "nan(0x8000000000000)".
// JSON has it bare when it is a number, quoted when not (inf, nan).
type Float string

// Ptr is a pointer: printed as 0x... in a map key, in decimal as a value.
type Ptr uint64

// Buf is a buf() value, printed hex-escaped.
type Buf []byte

// Stack is a kstack/ustack: one symbolized frame per element, innermost
// first, without indentation.
type Stack []string

// PerfStack is a kstack(perf)/ustack(perf): each frame is already a whole
// line's text ("\tffffffff814c254b func+off"), printed without indentation
// in keys and values alike.
type PerfStack []string

// Tuple is a tuple value (not a map key in bpftrace 0.17).
type Tuple []Value

// Record is a C struct or union: its members in order, those of anonymous
// members spliced in. print() shows "{ .a = 1, .b = { .c = 2 } }".
type Record []Member

// Member is one named member of a Record.
type Member struct {
	Name string
	V    Value
}

// Array is a C array other than of chars (those are strings): "[1,2,3]".
type Array []Value

func (Record) isValue()    {}
func (Array) isValue()     {}
func (Int) isValue()       {}
func (Bool) isValue()      {}
func (Str) isValue()       {}
func (Sym) isValue()       {}
func (Raw) isValue()       {}
func (Ptr) isValue()       {}
func (Float) isValue()     {}
func (Buf) isValue()       {}
func (Stack) isValue()     {}
func (PerfStack) isValue() {}
func (Tuple) isValue()     {}

// U64 and I64 build 64-bit integers.
func U64(v uint64) Int { return Int{V: int64(v), Unsigned: true, Size: 8} }
func I64(v int64) Int  { return Int{V: v, Size: 8} }

func (i Int) size() int {
	if i.Size == 0 {
		return 8
	}
	return i.Size
}

// String prints the integer in decimal.
func (i Int) String() string {
	if i.Unsigned {
		return strconv.FormatUint(uint64(i.V), 10)
	}
	return strconv.FormatInt(i.V, 10)
}

// div divides the way bpftrace's print(@m, top, div) does: in the value's
// signedness, truncating toward zero.
func (i Int) div(d int64) Int {
	if d <= 1 {
		return i
	}
	if i.Unsigned {
		i.V = int64(uint64(i.V) / uint64(d))
	} else {
		i.V /= d
	}
	return i
}

// stack renders frames as bpftrace does: a leading newline, then each frame
// indented and newline-terminated (indent 4 in map keys, 8 elsewhere).
func stack(frames Stack, indent int) string {
	var s strings.Builder
	s.WriteByte('\n')
	pad := strings.Repeat(" ", indent)
	for _, f := range frames {
		s.WriteString(pad)
		s.WriteString(f)
		s.WriteByte('\n')
	}
	return s.String()
}

// Text renders a value as bpftrace's text output and print() do.
func Text(v Value) string {
	switch v := v.(type) {
	case Int:
		return v.String()
	case Bool:
		return strconv.FormatBool(bool(v))
	case Str:
		return string(v)
	case Sym:
		return string(v)
	case Raw:
		return string(v)
	case Float:
		return string(v)
	case Ptr:
		return strconv.FormatInt(int64(v), 10)
	case Buf:
		return format.HexBuffer(v, true, true)
	case Stack:
		return stack(v, 8)
	case PerfStack:
		return stack(Stack(v), 0)
	case Tuple:
		parts := make([]string, len(v))
		for i, e := range v {
			parts[i] = Text(e)
		}
		return "(" + strings.Join(parts, ", ") + ")"
	case Record:
		return recordText(v, Text, " = ", ", ", "{ ", " }")
	case Array:
		return arrayText(v, Text)
	}
	return ""
}

// recordText renders a record's members ".name<eq>value" between open and
// close; map keys use no spaces at all.
func recordText(r Record, text func(Value) string, eq, sep, open, close string) string {
	parts := make([]string, len(r))
	for i, m := range r {
		parts[i] = "." + m.Name + eq + text(m.V)
	}
	return open + strings.Join(parts, sep) + close
}

func arrayText(a Array, text func(Value) string) string {
	parts := make([]string, len(a))
	for i, e := range a {
		parts[i] = text(e)
	}
	return "[" + strings.Join(parts, ",") + "]"
}

// keyText renders one part of a map key.
func keyText(v Value) string {
	switch v := v.(type) {
	case Ptr:
		return "0x" + strconv.FormatUint(uint64(v), 16)
	case Stack:
		return stack(v, 4)
	case PerfStack:
		return stack(Stack(v), 0)
	case Record:
		return recordText(v, keyText, "=", ",", "{", "}")
	case Array:
		return arrayText(v, keyText)
	}
	return Text(v)
}

// RecordKeyText renders a record (newest bpftrace's (a=1, b="x")) as a
// map key: spaced as print() shows it, members as keys show them.
func RecordKeyText(v Value) string {
	switch v := v.(type) {
	case Record:
		return recordText(v, RecordKeyText, " = ", ", ", "{ ", " }")
	case Tuple:
		parts := make([]string, len(v))
		for i, e := range v {
			parts[i] = RecordKeyText(e)
		}
		return "(" + strings.Join(parts, ", ") + ")"
	}
	return keyText(v)
}

// KeyText renders a map key as in "@name[KEY]: ", brackets included; ""
// for a map without keys.
func KeyText(key []Value) string {
	if len(key) == 0 {
		return ""
	}
	parts := make([]string, len(key))
	for i, k := range key {
		parts[i] = keyText(k)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// JSON renders a value as bpftrace's -f json does: integers bare, strings,
// symbols, stacks and buffers as JSON strings of their text, tuples as
// arrays without spaces. Structs are objects: "{ "a": 1 }" in 0.17,
// "{"a": 1}" in newest (bpftrace's runtime tests json-output:
// print_non_map_struct, tuple_with_struct, print_non_map_nested_struct).
func JSON(v Value, c Compat) string {
	switch v := v.(type) {
	case Int, Bool, Ptr, Raw:
		return Text(v)
	case Float:
		if !strings.Contains(string(v), "n") { // inf, nan
			return string(v)
		}
	case Tuple:
		parts := make([]string, len(v))
		for i, e := range v {
			parts[i] = JSON(e, c)
		}
		return "[" + strings.Join(parts, ",") + "]"
	case Record:
		parts := make([]string, len(v))
		for i, m := range v {
			parts[i] = `"` + Escape(m.Name) + `": ` + JSON(m.V, c)
		}
		if c != Compat017 {
			return "{" + strings.Join(parts, ", ") + "}"
		}
		return "{ " + strings.Join(parts, ", ") + " }"
	case Array:
		return arrayText(v, func(e Value) string { return JSON(e, c) })
	}
	return `"` + Escape(Text(v)) + `"`
}

// keyJSON renders a map key as a JSON object key: the parts' text joined by
// commas, as one string.
func keyJSON(key []Value) string {
	parts := make([]string, len(key))
	for i, k := range key {
		parts[i] = keyText(k)
	}
	return `"` + Escape(strings.Join(parts, ",")) + `"`
}

// Escape escapes s for a JSON string exactly as bpftrace 0.17 does,
// including its quirk: bytes 0x80-0xff are taken as negative chars and
// come out as "\uffffffXX" (so non-ASCII text is not valid JSON there).
func Escape(s string) string { return string(appendEscape(nil, s)) }

// appendEscape is Escape appending to dst.
func appendEscape[S string | []byte](dst []byte, s S) []byte {
	const hex = "0123456789abcdef"
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"':
			dst = append(dst, '\\', '"')
		case c == '\\':
			dst = append(dst, '\\', '\\')
		case c == '\n':
			dst = append(dst, '\\', 'n')
		case c == '\r':
			dst = append(dst, '\\', 'r')
		case c == '\t':
			dst = append(dst, '\\', 't')
		case c <= 0x1f:
			dst = append(dst, '\\', 'u', '0', '0', hex[c>>4], hex[c&15])
		case c >= 0x80:
			dst = append(dst, `\uffffff`...)
			dst = append(dst, hex[c>>4], hex[c&15])
		default:
			dst = append(dst, c)
		}
	}
	return dst
}

// rawKey appends the bytes bpftrace would hold for a key part, for ordering
// the way bpftrace's std::map over key bytes does. Strings are compared as C
// strings; stacks and symbols, whose raw form (ids, addresses) sonde no
// longer has, by their text.
func rawKey(b []byte, v Value) []byte {
	switch v := v.(type) {
	case Int:
		var n [8]byte
		binary.LittleEndian.PutUint64(n[:], uint64(v.V))
		return append(b, n[:v.size()]...)
	case Ptr:
		return binary.LittleEndian.AppendUint64(b, uint64(v))
	case Bool:
		if v {
			return append(b, 1)
		}
		return append(b, 0)
	case Str:
		return append(append(b, cstr(string(v))...), 0)
	case Sym:
		return append(append(b, v...), 0)
	case Raw:
		return append(append(b, v...), 0)
	case Float:
		return append(append(b, v...), 0)
	case Buf:
		return append(append(b, byte(len(v))), v...)
	case PerfStack:
		return rawKey(b, Stack(v))
	case Stack:
		for _, f := range v {
			b = append(append(b, f...), '\n')
		}
		return append(b, 0)
	case Tuple:
		for _, e := range v {
			b = rawKey(b, e)
		}
	case Array:
		for _, e := range v {
			b = rawKey(b, e)
		}
	case Record:
		for _, m := range v {
			b = rawKey(b, m.V)
		}
	}
	return b
}

func cstr(s string) string {
	if i := strings.IndexByte(s, 0); i >= 0 {
		return s[:i]
	}
	return s
}
