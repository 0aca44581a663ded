package flow

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"

	"sonde/internal/elfx"
)

// formatter turns the script's printed events into thread_indent lines.
// It is the io.Writer the engine prints to.
type formatter struct {
	plan    *Plan
	out     io.Writer
	partial []byte
	threads map[int]*thread
	flusher interface{ Flush() error }
}

// thread is one thread's indentation state.
type thread struct {
	base  uint64 // its first event's time
	depth int
}

func newFormatter(p *Plan, out io.Writer) *formatter {
	f := &formatter{plan: p, out: out, threads: map[int]*thread{}}
	f.flusher, _ = out.(interface{ Flush() error })
	return f
}

// Write takes what the engine printed: whole lines, or pieces of them.
func (f *formatter) Write(b []byte) (int, error) {
	n := len(b)
	if len(f.partial) > 0 {
		b = append(f.partial, b...)
		f.partial = nil
	}
	for {
		i := bytes.IndexByte(b, '\n')
		if i < 0 {
			break
		}
		f.line(string(b[:i]))
		b = b[i+1:]
	}
	f.partial = append(f.partial, b...)
	if f.flusher != nil {
		f.flusher.Flush()
	}
	return n, nil
}

// Close prints a last unterminated line.
func (f *formatter) Close() {
	if len(f.partial) > 0 {
		f.line(string(f.partial))
		f.partial = nil
	}
}

// line formats one event: "E NSECS TID PROBE ARG0..ARG5 COMM" or
// "R NSECS TID PROBE RETVAL COMM". Anything else (a warning the engine
// printed) passes through.
func (f *formatter) line(s string) {
	if s == "" {
		return // the engine's blank lines at exit
	}
	fields := strings.SplitN(s, " ", 11)
	entry := len(fields) == 11 && fields[0] == "E"
	if !entry && !(len(fields) >= 5 && fields[0] == "R") {
		fmt.Fprintln(f.out, s)
		return
	}
	if !entry {
		fields = strings.SplitN(s, " ", 6)
	}
	ts, err1 := strconv.ParseUint(fields[1], 10, 64)
	tid, err2 := strconv.Atoi(fields[2])
	if err1 != nil || err2 != nil {
		fmt.Fprintln(f.out, s)
		return
	}
	comm := fields[len(fields)-1]
	name := fields[3]
	fn := f.plan.fn(name)
	if fn != nil {
		name = fn.Name
	}
	t := f.threads[tid]
	if t == nil {
		t = &thread{base: ts}
		f.threads[tid] = t
	}
	us := int64(0)
	if ts > t.base {
		us = int64(ts-t.base) / 1000
	}
	if entry {
		var regs [6]uint64
		for i := range regs {
			regs[i], _ = strconv.ParseUint(fields[4+i], 16, 64)
		}
		fmt.Fprintf(f.out, "%6d %s(%d):%s-> %s%s\n", us, comm, tid, strings.Repeat("  ", t.depth), name, params(fn, regs))
		t.depth++
		return
	}
	if t.depth > 0 {
		t.depth--
	}
	ret, _ := strconv.ParseUint(fields[4], 16, 64)
	fmt.Fprintf(f.out, "%6d %s(%d):%s<- %s%s\n", us, comm, tid, strings.Repeat("  ", t.depth), name, result(fn, ret))
}

// fn finds a function by what the probe builtin printed.
func (p *Plan) fn(probe string) *Fn {
	name := strings.TrimPrefix(probe, p.prefix)
	if name == probe {
		if i := strings.LastIndexByte(probe, ':'); i >= 0 {
			name = probe[i+1:]
		}
	}
	if uq, err := strconv.Unquote(name); err == nil {
		name = uq
	}
	fn := p.fns[name]
	if fn == nil && p.kernel {
		fn = kernelFn(name, p.regs)
		p.fns[name] = fn
	}
	return fn
}

// params prints a C function's parameters from the integer argument
// registers, as the x86-64 System V ABI passes them: " p=0x7ffd... n=2".
// A floating-point parameter goes in a vector register (printed "?"); a
// structure passed by value ends what the registers say.
func params(fn *Fn, regs [6]uint64) string {
	if fn == nil || fn.GoABI || len(fn.Params) == 0 {
		return ""
	}
	var b strings.Builder
	r := 0
	lost := false
	for _, p := range fn.Params {
		v := "?"
		switch {
		case p.Float:
		case p.Struct:
			lost = true
		case !lost && r < len(regs):
			v = value(p, regs[r])
			r++
		}
		fmt.Fprintf(&b, " %s=%s", p.Name, v)
	}
	return b.String()
}

// result prints a return value: " return 30"; nothing for void.
func result(fn *Fn, ret uint64) string {
	switch {
	case fn == nil || !fn.Typed || fn.GoABI:
		return fmt.Sprintf(" return %#x", ret)
	case fn.Ret == nil:
		return ""
	case fn.Ret.Float || fn.Ret.Struct:
		return " return ?"
	}
	return " return " + value(*fn.Ret, ret)
}

// value prints an integer or pointer of a C type from a register.
func value(p elfx.Param, v uint64) string {
	if strings.HasSuffix(p.CType, "*") {
		return fmt.Sprintf("%#x", v)
	}
	bits := 8 * p.Size
	if bits <= 0 || bits > 64 {
		bits = 64
	}
	if bits < 64 {
		v &= 1<<bits - 1
	}
	if p.Signed {
		return strconv.FormatInt(int64(v<<(64-bits))>>(64-bits), 10)
	}
	return strconv.FormatUint(v, 10)
}
