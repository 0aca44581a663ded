package ftracecmd

import (
	"fmt"
	"strings"

	"sonde/internal/ftrace"
)

// The function tracers' records as trace-cmd report prints them (trace-cmd
// 3.1 with libtraceevent's function plugin): ftrace:function as "FUNC",
// indented under the callers seen before on its CPU ("FUNC <-- PARENT"
// with -O parent),
// ftrace:funcgraph_entry and funcgraph_exit as the kernel's function_graph
// output, indented by depth, with durations, and a function whose exit is
// the next record, of the same task, collapsed to one line:
//
//	funcgraph_entry:                   |  vfs_read() {
//	funcgraph_entry:        0.456 us   |    rw_verify_area();
//	funcgraph_exit:         1.234 us   |  }
//
// Functions are named from the file's kallsyms section. The formatter
// hands these records to funcPrinter before their print fmt: trace-cmd's
// function plugins print them in place of it.

// funcRecord reports whether e is one of the function tracers' records.
func funcRecord(e *ftrace.Event) bool {
	f := e.Format
	if f == nil || f.Group != "ftrace" {
		return false
	}
	switch f.Event {
	case "function", "funcgraph_entry", "funcgraph_exit":
		return true
	}
	return false
}

// funcOpts are trace-cmd report's -O options for these records.
type funcOpts struct {
	parent   bool // ftrace:parent: "FUNC <-- PARENT"
	noIndent bool // ftrace:indent=0: no indenting by the callers seen
	tail     bool // fgraph:tailprint: "} /* FUNC */"
	depth    bool // fgraph:depth: " (DEPTH)" after each graph record
}

// set takes -O's "[PLUGIN:]OPTION[=0|1]".
func (o *funcOpts) set(arg string) error {
	name, val, hasVal := strings.Cut(arg, "=")
	if _, opt, ok := strings.Cut(name, ":"); ok {
		name = opt
	}
	on := !hasVal || val != "0"
	if hasVal && val != "0" && val != "1" {
		return usagef("-O %s: want OPTION, OPTION=0 or OPTION=1", arg)
	}
	switch name {
	case "parent":
		o.parent = on
	case "indent":
		o.noIndent = !on
	case "tailprint":
		o.tail = on
	case "depth":
		o.depth = on
	default:
		return usagef("-O %s: unknown option (parent, indent, tailprint, depth)", arg)
	}
	return nil
}

// funcPrinter formats the function tracers' records of one report or
// stream, for the formatter (which names functions with syms).
type funcPrinter struct {
	syms *ftrace.Syms
	opts funcOpts
	// Per CPU, the callers seen, as libtraceevent's function plugin keeps
	// them to indent a function under its caller.
	stacks map[int][]string
}

func newFuncPrinter(syms *ftrace.Syms, opts funcOpts) *funcPrinter {
	return &funcPrinter{syms: syms, opts: opts, stacks: map[int][]string{}}
}

// indexOf places child under parent in cpu's stack and returns the
// indentation level: parent's position when the stack holds it, else 0
// with the stack restarted at parent.
func (p *funcPrinter) indexOf(cpu int, parent, child string) int {
	st := p.stacks[cpu]
	put := func(s string, pos int) {
		if s == "" {
			return
		}
		for len(st) <= pos {
			st = append(st, "")
		}
		st[pos] = s
	}
	defer func() { p.stacks[cpu] = st }()
	for i := 0; i < len(st) && st[i] != ""; i++ {
		if st[i] == parent {
			put(child, i+1)
			return i
		}
	}
	put(parent, 0)
	put(child, 1)
	return 0
}

// appendText appends what trace-cmd report prints after the event name
// for a function tracer's record e. peek, when not nil, returns the next
// record (nil at the end): a funcgraph_entry whose exit it is prints as a
// leaf, and took says the exit was printed with it, as trace-cmd's
// function_graph plugin peeks at the next record of any CPU.
func (p *funcPrinter) appendText(b []byte, e *ftrace.Event, peek func() *ftrace.Event) (out []byte, took bool) {
	u := func(ev *ftrace.Event, name string) (uint64, bool) {
		v, err := ev.Int(name)
		return uint64(v), err == nil
	}
	sym := func(addr uint64, unknown string) string {
		if n, _, ok := p.syms.Lookup(addr); ok {
			return n
		}
		return fmt.Sprintf(unknown, addr)
	}
	depthNote := func(b []byte, depth uint64) []byte {
		if p.opts.depth {
			b = fmt.Appendf(b, " (%d)", int32(depth))
		}
		return b
	}
	switch e.Format.Event {
	case "function":
		ip, ok1 := u(e, "ip")
		parent, ok2 := u(e, "parent_ip")
		if !ok1 || !ok2 {
			return append(b, '!'), false
		}
		fn, _, fnOK := p.syms.Lookup(ip)
		pn, _, pnOK := p.syms.Lookup(parent)
		index := 0
		if pnOK && !p.opts.noIndent {
			index = p.indexOf(e.CPU, pn, fn)
		}
		b = append(b, strings.Repeat(" ", 3*index)...)
		if fnOK {
			b = append(b, fn...)
		} else {
			b = fmt.Appendf(b, "0x%x", ip)
		}
		if p.opts.parent {
			b = append(b, " <-- "+sym(parent, "0x%x")...)
		}
		return b, false
	case "funcgraph_entry":
		fn, ok1 := u(e, "func")
		depth, ok2 := u(e, "depth")
		if !ok1 || !ok2 {
			return append(b, '!'), false
		}
		if peek != nil {
			if next := peek(); next != nil && leafExit(e, next, fn) {
				ct, _ := u(next, "calltime")
				rt, _ := u(next, "rettime")
				b = graphDuration(b, rt-ct)
				b = indent(b, int32(depth))
				b = append(b, sym(fn, "%x")+"();"...)
				return depthNote(b, depth), true
			}
		}
		b = append(b, "             |  "...)
		b = indent(b, int32(depth))
		b = append(b, sym(fn, "%x")+"() {"...)
		return depthNote(b, depth), false
	default: // funcgraph_exit
		ct, ok1 := u(e, "calltime")
		rt, ok2 := u(e, "rettime")
		depth, ok3 := u(e, "depth")
		if !ok1 || !ok2 || !ok3 {
			return append(b, '!'), false
		}
		b = graphDuration(b, rt-ct)
		b = indent(b, int32(depth))
		b = append(b, '}')
		if fn, err := e.Int("func"); err == nil && p.opts.tail {
			if n, _, ok := p.syms.Lookup(uint64(fn)); ok {
				b = append(b, " /* "+n+" */"...)
			}
		}
		return depthNote(b, depth), false
	}
}

// leafExit reports whether next is the exit of the function entered by
// entry, in the same task (on whichever CPU, as trace-cmd's
// get_return_for_leaf checks): the entry is then a leaf.
func leafExit(entry, next *ftrace.Event, fn uint64) bool {
	f := next.Format
	if f == nil || f.Group != "ftrace" || f.Event != "funcgraph_exit" || next.PID() != entry.PID() {
		return false
	}
	v, err := next.Int("func")
	return err == nil && uint64(v) == fn
}

func indent(b []byte, depth int32) []byte {
	for ; depth > 0; depth-- {
		b = append(b, "  "...)
	}
	return b
}

// graphDuration writes the overhead mark and the duration column as the
// kernel's function_graph output has them: "+ " over 10 us, "! " over
// 100 us, "# " over 1 ms, "$ " over 1 s; then usecs.nsecs (the
// nanoseconds left out from 7 digits of microseconds on) padded to 7,
// " us " and the bar.
func graphDuration(b []byte, ns uint64) []byte {
	switch {
	case ns > 1000000000:
		b = append(b, "$ "...)
	case ns > 1000000:
		b = append(b, "# "...)
	case ns > 100000:
		b = append(b, "! "...)
	case ns > 10000:
		b = append(b, "+ "...)
	default:
		b = append(b, "  "...)
	}
	us := fmt.Sprint(ns / 1000)
	if len(us) < 7 {
		us += fmt.Sprintf(".%03d", ns%1000)
	}
	b = append(b, us...)
	b = append(b, " us "...)
	for i := len(us); i < 7; i++ {
		b = append(b, ' ')
	}
	return append(b, "|  "...)
}
