package ftrace

import (
	"fmt"
	"strings"

	"sonde/internal/kernel"
)

// AppendFields prints every field of the record, " NAME=VALUE", as
// libtraceevent's print_selected_fields does for `trace-cmd report -R`:
// a number field takes the conversion its print fmt prints it with (and
// the "0x" before it), searched from where the previous field's was
// found; other fields print raw. pf may be nil (a print fmt that did not
// parse): all fields print raw then.
func AppendFields(b []byte, pf *PrintFmt, e *Event, env *PrintEnv) (out []byte, err error) {
	ev := &pfEval{e: e, env: env}
	defer recoverEval(b, &out, &err)
	next := 0 // index of the parse item to search from; -1 once past the end
	if pf == nil || len(pf.parts) == 0 {
		next = -1
	}
	for i := range e.Format.Fields {
		f := &e.Format.Fields[i]
		b = append(b, ' ')
		b = append(b, f.Name...)
		b = append(b, '=')
		if next < 0 || isArrayField(f) {
			b = ev.rawField(b, f)
			continue
		}
		found := false
		has0x := false
		for k, j := 0, next; k < len(pf.parts); k, j = k+1, (j+1)%len(pf.parts) {
			p := &pf.parts[j]
			if p.conv == 0 {
				has0x = strings.HasSuffix(p.text, "0x")
				continue
			}
			if fd, ok := unCast(p.arg).(*pfField); !ok || fd.f != f {
				has0x = false
				continue
			}
			if has0x {
				b = append(b, "0x"...)
			}
			b = ev.part(b, p)
			next = j + 1
			if next == len(pf.parts) {
				next = -1
			}
			found = true
			break
		}
		if !found {
			b = ev.rawField(b, f)
		}
	}
	return b, nil
}

// isArrayField is libtraceevent's TEP_FIELD_IS_ARRAY (or STRING).
func isArrayField(f *kernel.FormatField) bool {
	return f.DataLoc || f.RelLoc || strings.Contains(f.CType, "[")
}

// rawField is libtraceevent's print_field_raw.
func (ev *pfEval) rawField(b []byte, f *kernel.FormatField) []byte {
	if isArrayField(f) {
		off, n := f.Offset, f.Size
		if f.DataLoc || f.RelLoc {
			off, n = ev.dyn(f)
		}
		off = min(off, len(ev.e.Data))
		n = max(0, min(n, len(ev.e.Data)-off))
		data := ev.e.Data[off : off+n]
		str := strings.Contains(f.CType, "char") || strings.Contains(f.CType, "u8") || strings.Contains(f.CType, "s8")
		if str && printable(data) {
			return append(b, cString(ev.e.Data[off:])...)
		}
		b = append(b, "ARRAY["...)
		for i, c := range data {
			if i > 0 {
				b = append(b, ", "...)
			}
			b = fmt.Appendf(b, "%02x", c)
		}
		return append(b, ']')
	}
	v := ev.read(f.Offset, f.Size)
	long := strings.Contains(f.CType, "long")
	switch {
	case strings.HasSuffix(strings.TrimSpace(f.CType), "*"):
		return fmt.Appendf(b, "0x%x", v)
	case f.Signed:
		switch f.Size {
		case 4:
			if long {
				return fmt.Appendf(b, "0x%x", uint32(v))
			}
			return fmt.Appendf(b, "%d", int32(v))
		case 2:
			return fmt.Appendf(b, "%2d", int16(v))
		case 1:
			return fmt.Appendf(b, "%1d", int8(v))
		}
		return fmt.Appendf(b, "%d", int64(v))
	case long:
		return fmt.Appendf(b, "0x%x", v)
	}
	return fmt.Appendf(b, "%d", v)
}

// printable is libtraceevent's is_printable_array: printable or space
// characters up to the first NUL.
func printable(p []byte) bool {
	for _, c := range p {
		if c == 0 {
			break
		}
		if !(c >= 0x20 && c < 0x7f || c == ' ' || c >= '\t' && c <= '\r') {
			return false
		}
	}
	return true
}
