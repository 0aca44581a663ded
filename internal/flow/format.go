package flow

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"

	"sonde/internal/elfx"
	"sonde/internal/strace"
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

// thread is one thread's state: the time its lines count from, and the
// number of its next event.
type thread struct {
	base uint64 // the time of its outermost call's entry, or of its first event
	next uint64
	last int64 // its last line's time
	comm string
}

// end reads a thread's count of events at the end ("X TID V") and says
// how many of its last records were lost, if any; false if it is not
// such a line.
func (f *formatter) end(tidField, vField string) bool {
	tid, err1 := strconv.Atoi(tidField)
	v, err2 := strconv.ParseUint(vField, 10, 64)
	if err1 != nil || err2 != nil {
		return false
	}
	t := f.threads[tid]
	if t == nil {
		t = &thread{comm: "?"}
	}
	if n := v >> 32; n > t.next {
		fmt.Fprintf(f.out, "%6d %s(%d):%s-- %d records lost --\n", t.last, t.comm, tid, strings.Repeat("  ", int(v&0xffffffff)), n-t.next)
	}
	return true
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

// line formats one event: "E NSECS TID PROBE V ARG0..ARG5 [STR...] COMM"
// or "R NSECS TID PROBE V RETVAL COMM", V being the event's number in
// its thread << 32 | the depth its line is at, STR a char * parameter's
// bytes (%rx). Anything else (a warning the engine printed) passes
// through.
func (f *formatter) line(s string) {
	if s == "" {
		return // the engine's blank lines at exit
	}
	if x := strings.Fields(s); len(x) == 3 && x[0] == "X" {
		if f.end(x[1], x[2]) {
			return
		}
	}
	head := strings.SplitN(s, " ", 6)
	entry := len(head) == 6 && head[0] == "E"
	if !entry && !(len(head) == 6 && head[0] == "R") {
		fmt.Fprintln(f.out, s)
		return
	}
	ts, err1 := strconv.ParseUint(head[1], 10, 64)
	tid, err2 := strconv.Atoi(head[2])
	v, err3 := strconv.ParseUint(head[4], 10, 64)
	if err1 != nil || err2 != nil || err3 != nil {
		fmt.Fprintln(f.out, s)
		return
	}
	name := head[3]
	fn := f.plan.fn(name)
	if fn != nil {
		name = fn.Name
	}
	var strs []int
	if entry {
		strs = fn.strRegs()
	}
	n := 2 // RETVAL COMM
	if entry {
		n = 7 + len(strs) // ARG0..ARG5 STR... COMM
	}
	rest := strings.SplitN(head[5], " ", n)
	if len(rest) != n {
		fmt.Fprintln(f.out, s)
		return
	}
	comm := rest[n-1]
	seq, depth := v>>32, int(v&0xffffffff)
	t := f.threads[tid]
	if t == nil {
		t = &thread{base: ts}
		f.threads[tid] = t
	}
	if entry && depth == 0 {
		// An outermost call: thread_indent counts time from its start.
		t.base = ts
	}
	us := int64(0)
	if ts > t.base {
		us = int64(ts-t.base) / 1000
	}
	t.last, t.comm = us, comm
	indent := strings.Repeat("  ", depth)
	if seq > t.next {
		// Records of this thread were lost (the ring buffer was full):
		// say so where, at the depth it goes on at.
		fmt.Fprintf(f.out, "%6d %s(%d):%s-- %d records lost --\n", us, comm, tid, indent, seq-t.next)
	}
	t.next = seq + 1
	if entry {
		var regs [6]uint64
		for i := range regs {
			regs[i], _ = strconv.ParseUint(rest[i], 16, 64)
		}
		str := map[int]string{}
		for i, r := range strs {
			str[r] = rest[6+i]
		}
		fmt.Fprintf(f.out, "%6d %s(%d):%s-> %s%s\n", us, comm, tid, indent, name, params(fn, regs, str))
		return
	}
	ret, _ := strconv.ParseUint(rest[0], 16, 64)
	fmt.Fprintf(f.out, "%6d %s(%d):%s<- %s%s\n", us, comm, tid, indent, name, result(fn, ret))
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
// registers, as the x86-64 System V ABI passes them: " p=0x7ffd... n=2
// s=\"abc\"". A float or double parameter goes in a vector register,
// which a uprobe does not see (printed "<xmm>"); a long double (on the
// stack) and a structure passed by value print "?", and a structure ends
// what the registers say. A char * is the string it points to (strs: its bytes as %rx
// printed them, by register), quoted as strace quotes it.
func params(fn *Fn, regs [6]uint64, strs map[int]string) string {
	if fn == nil || fn.GoABI || len(fn.Params) == 0 {
		return ""
	}
	var b strings.Builder
	for i, r := range fn.regs() {
		p := fn.Params[i]
		v := "?"
		if p.Float && p.Size <= 8 {
			v = "<xmm>"
		}
		if r >= 0 {
			v = value(p, regs[r])
			if hex, ok := strs[r]; ok {
				v = quoteStr(regs[r], hex)
			}
		}
		fmt.Fprintf(&b, " %s=%s", p.Name, v)
	}
	return b.String()
}

// quoteStr prints a string parameter as strace does: NULL, or its first
// StrMax bytes quoted, with "..." after if there are more. hex is what
// %rx printed of the bytes read ("\x61\x62\x00..."); one that could not be
// read (a page not in memory) prints as "", as BPF sees it.
func quoteStr(ptr uint64, hex string) string {
	if ptr == 0 {
		return "NULL"
	}
	var raw []byte
	for len(hex) >= 4 && hex[0] == '\\' && hex[1] == 'x' {
		c, err := strconv.ParseUint(hex[2:4], 16, 8)
		if err != nil || c == 0 {
			break
		}
		raw = append(raw, byte(c))
		hex = hex[4:]
	}
	more := len(raw) > StrMax
	if more {
		raw = raw[:StrMax]
	}
	out := strace.AppendQuoted(nil, raw)
	if more {
		out = append(out, "..."...)
	}
	return string(out)
}

// result prints a return value: " return 30"; nothing for void. A
// float or double is returned in xmm0 and a long double in st0, which a
// uprobe does not see: printed as the register ("return <xmm0>").
func result(fn *Fn, ret uint64) string {
	switch {
	case fn == nil || !fn.Typed || fn.GoABI:
		return fmt.Sprintf(" return %#x", ret)
	case fn.Ret == nil:
		return ""
	case fn.Ret.Float && fn.Ret.Size <= 8:
		return " return <xmm0>"
	case fn.Ret.Float:
		return " return <st0>"
	case fn.Ret.Struct:
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
