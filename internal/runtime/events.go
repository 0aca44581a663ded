package runtime

import (
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"

	"golang.org/x/sys/unix"

	"sonde/internal/format"
	"sonde/internal/kernel/abi"
	"sonde/internal/lang/object"
	"sonde/internal/lang/types"
)

// formatted handles printf, print(value), time, system, cat and join records.
func (r *Runtime) formatted(kind int, id int, b []byte) error {
	p, l := r.out.Printfs[id], r.layout(id)
	if kind != object.EvJoin && len(b) < l.Fixed {
		return fmt.Errorf("short record for %s (%d < %d bytes)", p.Func, len(b), l.Fixed)
	}
	switch kind {
	case object.EvTime:
		text, _ := format.Strftime(p.Format, time.Now(), false)
		r.p.Time(text)
		return nil
	case object.EvPrintVal:
		r.p.PrintValue(r.decode(p.Args[0], b[l.Offs[0]:]))
		return nil
	case object.EvJoin:
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
	r.args, r.cut = r.args[:0], r.cut[:0]
	tail := l.Fixed
	for i, t := range p.Args {
		v := b[l.Offs[i]:]
		if l.Tail[i] { // its length in its slot, its bytes in the tail
			n := int(binary.LittleEndian.Uint64(v))
			if n > len(b)-tail {
				return fmt.Errorf("short record for %s (%d bytes, string %d of %d bytes at %d)", p.Func, len(b), i, n, tail)
			}
			v = b[tail : tail+n]
			tail += n
		}
		r.args = append(r.args, r.formatArg(t, v, l.asString[i]))
	}
	r.text = format.Append(r.text[:0], p.Verbs, r.args)
	switch kind {
	case object.EvSystem, object.EvCat:
		return r.runCommand(kind, string(r.text))
	case object.EvErrorf:
		r.errorfs++
		_, err := io.WriteString(r.opts.Err, located(r.out.Check.File, p.Pos, "ERROR", string(r.text)))
		return err
	case object.EvWarnf:
		if r.opts.NoWarnings {
			return nil
		}
		_, err := io.WriteString(r.opts.Err, located(r.out.Check.File, p.Pos, "WARNING", string(r.text)))
		return err
	}
	r.p.Printf(r.text)
	if r.opts.Printf != nil {
		r.opts.Printf(r.text)
	}
	return nil
}

// recordLayout is what decoding a printf's records takes, worked out once
// per printf: where each argument is (check.Printf.Layout) and which
// arguments %s prints.
type recordLayout struct {
	types.Packed
	asString []bool
}

// layout is printf id's recordLayout.
func (r *Runtime) layout(id int) *recordLayout {
	if r.layouts == nil {
		r.layouts = make([]*recordLayout, len(r.out.Printfs))
	}
	if l := r.layouts[id]; l != nil {
		return l
	}
	p := r.out.Printfs[id]
	l := &recordLayout{Packed: p.Layout(), asString: make([]bool, len(p.Args))}
	for i, c := range format.Conversions(p.Verbs) {
		if i < len(l.asString) {
			l.asString[i] = c.Kind == format.String
		}
	}
	r.layouts[id] = l
	return l
}

// formatArg decodes one printf argument. Strings are formatted from the
// record in place.
func (r *Runtime) formatArg(t *types.Type, b []byte, asString bool) format.Arg {
	switch t.Kind {
	case types.Int, types.Bool, types.Enum, types.Pointer:
		v := binary.LittleEndian.Uint64(b)
		if t.Kind == types.Enum && asString {
			if name, ok := r.enumName(t, int64(v)); ok {
				return format.StrArg(name)
			}
		}
		return format.UintArg(v)
	case types.Float:
		if !asString && t.IsScalar() {
			return format.FloatArg(format.FloatBits(b[:t.Size]))
		}
	case types.Buffer: // its length, then its bytes (in a record's tail, only those)
		n := int(binary.LittleEndian.Uint64(b))
		return format.BufArg(b[8 : 8+max(0, min(n, t.Size, len(b)-8))])
	case types.String:
		if r.truncated(t, b) {
			// Its bytes then the trailer, in r.cut: earlier slices of
			// it stay valid when it grows, and once grown nothing is
			// allocated.
			start := len(r.cut)
			r.cut = append(append(r.cut, b[:t.Size-1]...), r.trailer...)
			return format.BytesArg(r.cut[start:])
		}
		return format.BytesArg(b[:min(len(b), t.Size)]) // a tail string holds its bytes only
	}
	return format.StrArg(r.valueText(t, b))
}

// runCommand does cat() and system(), as bpftrace does: cat prints the
// file its formatted text names (a file it cannot open is an error on
// stderr), system() what the shell command writes on stdout (its stderr
// is sonde's).
func (r *Runtime) runCommand(kind int, text string) error {
	if kind == object.EvCat {
		r.p.Cat(catFile(text, cmp.Or(r.opts.CatBytesMax, 10240), r.opts.Err))
		return nil
	}
	// As popen(3) in bpftrace: the command's stdout is printed, its stderr
	// goes to sonde's.
	cmd := exec.Command("/bin/sh", "-c", text)
	cmd.Stderr = r.opts.Err
	out, _ := cmd.Output()
	r.p.System(string(out))
	return nil
}

// wallTime turns a bpf_ktime_get_ns() timestamp (CLOCK_MONOTONIC) into
// wall-clock time.
func wallTime(ns uint64) time.Time {
	var mono unix.Timespec
	unix.ClockGettime(unix.CLOCK_MONOTONIC, &mono)
	return time.Now().Add(-time.Duration(uint64(mono.Nano()) - ns))
}

// catFile is cat()'s output: at most limit bytes of the file named path (the whole
// formatted text: nothing is split or trimmed). A file that cannot be read
// prints nothing, with bpftrace's error on stderr.
func catFile(path string, limit int, stderr io.Writer) string {
	f, err := os.Open(path)
	if err != nil {
		msg := err.Error()
		var errno unix.Errno
		if errors.As(err, &errno) {
			msg = abi.Strerror(int64(errno))
		}
		fmt.Fprintf(stderr, "sonde: cat: failed to open file '%s': %s\n", path, msg)
		return ""
	}
	defer f.Close()
	b, _ := io.ReadAll(io.LimitReader(f, int64(limit))) // BPFTRACE_CAT_BYTES_MAX
	return string(b)
}
