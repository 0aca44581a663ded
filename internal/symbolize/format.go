package symbolize

import (
	"fmt"
	"strconv"
	"strings"

	"sonde/internal/elfx"
)

// Frame is one symbolized address.
type Frame struct {
	Addr   uint64 // the address as captured (runtime address)
	Func   string // function name, demangled; "" when unknown
	Off    uint64 // Addr's offset into Func
	Module string // binary path for user frames, "[kernel.kallsyms]", "[MODULE]" or "[bpf]" for kernel ones; "" when unknown
	Known  bool   // Func and Off are valid
	// Source is where Addr is in the program's source and the functions
	// inlined there, when debug info is shown (SetDebugInfo) and the
	// binary has it.
	Source elfx.Source
}

// Sym is the frame as usym/ksym print it: the function name without
// offset, or the address in hex.
func (f Frame) Sym() string {
	if f.Known {
		return f.Func
	}
	return hexAddr(f.Addr)
}

// hexAddr is an unresolved address as bpftrace prints ksym() and usym() of
// it: C++'s showbase hex, which writes 0 without the 0x.
func hexAddr(a uint64) string {
	if a == 0 {
		return "0"
	}
	return fmt.Sprintf("0x%x", a)
}

// Text is the frame as a stack line shows it: "func+off", or the address in
// hex. In perf mode user frames add " (module)", or " ([unknown])" when the
// function is not known.
func (f Frame) Text(perf bool) string {
	var s string
	if f.Known {
		s = fmt.Sprintf("%s+%d", f.Func, f.Off)
	} else {
		s = fmt.Sprintf("0x%x", f.Addr)
	}
	if perf && f.user() {
		if f.Known && f.Module != "" {
			s += " (" + f.Module + ")"
		} else {
			s += " ([unknown])"
		}
	}
	return s
}

// AppendLines appends the lines of a stack that f prints as, without
// indentation: in the bpftrace mode each function inlined at the address
// first, innermost first, as "[inlined] name@file:line", then
// "func+off@file:line"; in the perf mode the inlined ones as
// "name (inlined)" after the address, then the frame as Text(true) does.
// Without source information it is the one line Text makes.
func (f Frame) AppendLines(lines []string, perf bool) []string {
	for _, in := range f.Source.Inlined {
		if perf {
			lines = append(lines, fmt.Sprintf("\t%x %s (inlined)", f.Addr, in.Name))
			continue
		}
		lines = append(lines, "[inlined] "+in.Name+at(in.Loc))
	}
	if perf {
		return append(lines, fmt.Sprintf("\t%x %s", f.Addr, f.Text(true)))
	}
	if f.Known {
		return append(lines, f.Text(false)+at(f.Source.Loc))
	}
	return append(lines, f.Text(false))
}

// at is "@file:line", or "" when the line is unknown.
func at(l elfx.Location) string {
	if l.Line <= 0 || l.File == "" {
		return ""
	}
	return "@" + l.File + ":" + strconv.Itoa(l.Line)
}

// user tells user frames from kernel ones by the x86-64 address split.
func (f Frame) user() bool { return f.Addr < 0xffff800000000000 }

// StackMode selects a stack's layout, as the argument of kstack/ustack.
type StackMode int

const (
	StackBpftrace StackMode = iota // kstack, ustack: "        func+off"
	StackPerf                      // kstack(perf), ustack(perf): "\t7f0a3c2d func+off (module)"
)

// Indents bpftrace uses before each frame in the default mode.
const (
	IndentPrint = 8 // print(), printf("%s"), a map value
	IndentKey   = 4 // a stack as (part of) a map key
)

// FormatStack renders frames as bpftrace prints a stack: a newline, then
// one line per frame, each ending in a newline. In StackBpftrace mode each
// frame is indented by indent spaces; in StackPerf mode by a tab and
// preceded by its address in hex. ustack(N)/kstack(N) are the first N
// frames: pass frames[:N].
func FormatStack(frames []Frame, mode StackMode, indent int) string {
	var b strings.Builder
	b.WriteByte('\n')
	pad := strings.Repeat(" ", indent)
	var lines []string
	for _, f := range frames {
		lines = f.AppendLines(lines[:0], mode == StackPerf)
		for _, l := range lines {
			if mode != StackPerf {
				b.WriteString(pad)
			}
			b.WriteString(l)
			b.WriteByte('\n')
		}
	}
	return b.String()
}
