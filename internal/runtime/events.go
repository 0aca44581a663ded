package runtime

import (
	"encoding/binary"
	"fmt"
	"os/exec"
	"strings"
	"time"

	"sonde/internal/format"
	"sonde/internal/lang/check"
	"sonde/internal/lang/codegen"
	"sonde/internal/lang/types"
)

// formatted handles printf, print(value), time, system, cat and join records.
func (r *Runtime) formatted(kind int, p *check.Printf, b []byte) error {
	offs, size := codegen.RecordLayout(p.Args)
	if kind != codegen.EvJoin && len(b) < size {
		return fmt.Errorf("short record for %s (%d < %d bytes)", p.Func, len(b), size)
	}
	switch kind {
	case codegen.EvTime:
		r.p.Time(strftime(p.Format, time.Now()))
		return nil
	case codegen.EvPrintVal:
		r.p.PrintValue(r.decode(p.Args[0], b[offs[0]:]))
		return nil
	case codegen.EvJoin:
		var parts []string
		slot := (p.Args[0].Size + 7) &^ 7
		for off := 8; off+slot <= len(b); off += slot {
			s := trimNUL(b[off : off+slot])
			if s == "" {
				break
			}
			parts = append(parts, s)
		}
		r.p.Join(strings.Join(parts, p.Format))
		return nil
	}
	verbs, err := r.verbs(p)
	if err != nil {
		return err
	}
	args := make([]format.Arg, len(p.Args))
	for i, t := range p.Args {
		args[i] = r.formatArg(t, b[offs[i]:])
	}
	text := format.Sprintf(verbs, args)
	switch kind {
	case codegen.EvSystem, codegen.EvCat:
		return r.runCommand(kind, text)
	}
	r.p.Printf(text)
	return nil
}

// verbs parses each format once.
func (r *Runtime) verbs(p *check.Printf) ([]format.Verb, error) {
	if r.verbCache == nil {
		r.verbCache = map[int][]format.Verb{}
	}
	if v, ok := r.verbCache[p.ID]; ok {
		return v, nil
	}
	v, err := format.Parse(p.Format)
	if err != nil {
		return nil, err
	}
	r.verbCache[p.ID] = v
	return v, nil
}

// formatArg decodes one printf argument.
func (r *Runtime) formatArg(t *types.Type, b []byte) format.Arg {
	switch t.Kind {
	case types.Int, types.Bool, types.Enum, types.Pointer:
		v := binary.LittleEndian.Uint64(b)
		if t.Kind == types.Enum {
			if name, ok := r.enumName(t, int64(v)); ok {
				return format.StrArg(name)
			}
		}
		return format.UintArg(v)
	case types.Buffer:
		n := int(binary.LittleEndian.Uint64(b))
		return format.BufArg(b[8 : 8+min(n, t.Size)])
	case types.String:
		return format.StrArg(trimNUL(b[:t.Size]))
	}
	return format.StrArg(r.valueText(t, b))
}

func (r *Runtime) runCommand(kind int, cmd string) error {
	if kind == codegen.EvCat {
		out, err := exec.Command("cat", strings.Fields(cmd)...).Output()
		if err != nil {
			r.p.Cat(fmt.Sprintf("%s: %v\n", cmd, err))
			return nil
		}
		r.p.Cat(string(out))
		return nil
	}
	out, _ := exec.Command("/bin/sh", "-c", cmd).CombinedOutput()
	r.p.System(string(out))
	return nil
}

// strftime formats t with a C strftime format (the common conversions).
func strftime(f string, t time.Time) string {
	var b strings.Builder
	for i := 0; i < len(f); i++ {
		if f[i] != '%' || i+1 == len(f) {
			b.WriteByte(f[i])
			continue
		}
		i++
		switch f[i] {
		case 'H':
			fmt.Fprintf(&b, "%02d", t.Hour())
		case 'M':
			fmt.Fprintf(&b, "%02d", t.Minute())
		case 'S':
			fmt.Fprintf(&b, "%02d", t.Second())
		case 'Y':
			fmt.Fprintf(&b, "%04d", t.Year())
		case 'm':
			fmt.Fprintf(&b, "%02d", int(t.Month()))
		case 'd':
			fmt.Fprintf(&b, "%02d", t.Day())
		case 'y':
			fmt.Fprintf(&b, "%02d", t.Year()%100)
		case 'j':
			fmt.Fprintf(&b, "%03d", t.YearDay())
		case 'a':
			b.WriteString(t.Format("Mon"))
		case 'A':
			b.WriteString(t.Format("Monday"))
		case 'b', 'h':
			b.WriteString(t.Format("Jan"))
		case 'B':
			b.WriteString(t.Format("January"))
		case 'p':
			b.WriteString(t.Format("PM"))
		case 'I':
			fmt.Fprintf(&b, "%02d", (t.Hour()+11)%12+1)
		case 'Z':
			b.WriteString(t.Format("MST"))
		case 'z':
			b.WriteString(t.Format("-0700"))
		case 'T':
			b.WriteString(t.Format("15:04:05"))
		case 'D':
			b.WriteString(t.Format("01/02/06"))
		case 'F':
			b.WriteString(t.Format("2006-01-02"))
		case 's':
			fmt.Fprintf(&b, "%d", t.Unix())
		case 'f':
			fmt.Fprintf(&b, "%06d", t.Nanosecond()/1000)
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case '%':
			b.WriteByte('%')
		default:
			b.WriteByte('%')
			b.WriteByte(f[i])
		}
	}
	return b.String()
}
