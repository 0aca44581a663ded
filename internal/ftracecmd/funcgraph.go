package ftracecmd

import (
	"bytes"
	"cmp"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// The function tracers' records as trace-cmd report prints them (trace-cmd
// 3.1 with libtraceevent's function plugin): ftrace:function as "FUNC",
// indented under the callers seen before on its CPU ("FUNC <-- PARENT"
// with -O parent),
// ftrace:funcgraph_entry and funcgraph_exit as the kernel's function_graph
// output, indented by depth, with durations, and a function whose exit is
// the next record of the same task and CPU collapsed to one line:
//
//	funcgraph_entry:                   |  vfs_read() {
//	funcgraph_entry:        0.456 us   |    rw_verify_area();
//	funcgraph_exit:         1.234 us   |  }
//
// Functions are named from the file's kallsyms section.

// ksyms names kernel addresses from /proc/kallsyms text.
type ksyms struct {
	addrs []uint64
	names []string
}

func newKsyms(text []byte) *ksyms {
	type sym struct {
		addr uint64
		name string
	}
	var syms []sym
	for len(text) > 0 {
		// "ffffffff816b52b0 t do_sys_openat2\t[module]"
		line := text
		if i := bytes.IndexByte(text, '\n'); i >= 0 {
			line, text = text[:i], text[i+1:]
		} else {
			text = nil
		}
		sp := bytes.IndexByte(line, ' ')
		if sp < 0 || len(line) < sp+4 || line[sp+2] != ' ' {
			continue
		}
		addr, err := strconv.ParseUint(string(line[:sp]), 16, 64)
		name := line[sp+3:]
		if i := bytes.IndexAny(name, "\t "); i >= 0 {
			name = name[:i]
		}
		// As trace-cmd: arm's '$a' mapping symbols are no functions.
		if err != nil || addr == 0 || len(name) == 0 || name[0] == '$' {
			continue
		}
		syms = append(syms, sym{addr, string(name)})
	}
	slices.SortStableFunc(syms, func(a, b sym) int { return cmp.Compare(a.addr, b.addr) })
	k := &ksyms{addrs: make([]uint64, 0, len(syms)), names: make([]string, 0, len(syms))}
	for _, s := range syms {
		// An address listed twice keeps its first name.
		if n := len(k.addrs); n > 0 && k.addrs[n-1] == s.addr {
			continue
		}
		k.addrs = append(k.addrs, s.addr)
		k.names = append(k.names, s.name)
	}
	return k
}

// name is the function containing addr: the nearest symbol at or below it,
// short of the last one (whose end is unknown).
func (k *ksyms) name(addr uint64) (string, bool) {
	if k == nil {
		return "", false
	}
	i := sort.Search(len(k.addrs), func(i int) bool { return k.addrs[i] > addr }) - 1
	if i < 0 || i == len(k.addrs)-1 && addr != k.addrs[i] {
		return "", false
	}
	return k.names[i], true
}

// funcRecord reports whether e is one of the function tracers' records.
func funcRecord(e *event) bool {
	f := e.ev.Format
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

// funcPrinter formats the function tracers' records of one report.
type funcPrinter struct {
	kallsyms []byte
	syms     *ksyms // parsed from kallsyms at the first function record
	opts     funcOpts
	// Per CPU, the callers seen, as libtraceevent's function plugin keeps
	// them to indent a function under its caller.
	stacks map[int][]string
}

func newFuncPrinter(kallsyms []byte, opts funcOpts) *funcPrinter {
	return &funcPrinter{kallsyms: kallsyms, opts: opts, stacks: map[int][]string{}}
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

// text is what trace-cmd report prints after the event name for the
// function tracers' records: events[i] with events sorted by time as
// report prints them. skip is how many of the records after it the text
// took in (a leaf's exit: 1); ok is false for records of other events.
func (p *funcPrinter) text(events []event, i int) (text string, skip int, ok bool) {
	e := &events[i]
	if !funcRecord(e) {
		return "", 0, false
	}
	if p.syms == nil {
		p.syms = newKsyms(p.kallsyms)
	}
	k := p.syms
	e.ev.Data = e.data
	u := func(ev *event, name string) (uint64, bool) {
		ev.ev.Data = ev.data
		v, err := ev.ev.Int(name)
		return uint64(v), err == nil
	}
	sym := func(addr uint64, unknown string) string {
		if n, ok := k.name(addr); ok {
			return n
		}
		return fmt.Sprintf(unknown, addr)
	}
	var b strings.Builder
	depthNote := func(depth uint64) {
		if p.opts.depth {
			fmt.Fprintf(&b, " (%d)", int32(depth))
		}
	}
	switch e.ev.Format.Event {
	case "function":
		ip, ok1 := u(e, "ip")
		parent, ok2 := u(e, "parent_ip")
		if !ok1 || !ok2 {
			return "!", 0, true
		}
		fn, fnOK := k.name(ip)
		pn, pnOK := k.name(parent)
		index := 0
		if pnOK && !p.opts.noIndent {
			index = p.indexOf(e.ev.CPU, pn, fn)
		}
		b.WriteString(strings.Repeat(" ", 3*index))
		if fnOK {
			b.WriteString(fn)
		} else {
			fmt.Fprintf(&b, "0x%x", ip)
		}
		if p.opts.parent {
			b.WriteString(" <-- " + sym(parent, "0x%x"))
		}
		return b.String(), 0, true
	case "funcgraph_entry":
		fn, ok1 := u(e, "func")
		depth, ok2 := u(e, "depth")
		if !ok1 || !ok2 {
			return "!", 0, true
		}
		if i+1 < len(events) {
			if next := &events[i+1]; leafExit(e, next, fn) {
				ct, _ := u(next, "calltime")
				rt, _ := u(next, "rettime")
				graphDuration(&b, rt-ct)
				indent(&b, int32(depth))
				b.WriteString(sym(fn, "%x") + "();")
				depthNote(depth)
				return b.String(), 1, true
			}
		}
		b.WriteString("             |  ")
		indent(&b, int32(depth))
		b.WriteString(sym(fn, "%x") + "() {")
		depthNote(depth)
		return b.String(), 0, true
	default: // funcgraph_exit
		ct, ok1 := u(e, "calltime")
		rt, ok2 := u(e, "rettime")
		depth, ok3 := u(e, "depth")
		if !ok1 || !ok2 || !ok3 {
			return "!", 0, true
		}
		graphDuration(&b, rt-ct)
		indent(&b, int32(depth))
		b.WriteString("}")
		if fn, err := e.ev.Int("func"); err == nil && p.opts.tail {
			if n, ok := k.name(uint64(fn)); ok {
				b.WriteString(" /* " + n + " */")
			}
		}
		depthNote(depth)
		return b.String(), 0, true
	}
}

// leafExit reports whether next is the exit of the function entered by
// entry, in the same task on the same CPU: the entry is then a leaf.
func leafExit(entry, next *event, fn uint64) bool {
	f := next.ev.Format
	if f == nil || f.Group != "ftrace" || f.Event != "funcgraph_exit" || next.ev.CPU != entry.ev.CPU {
		return false
	}
	next.ev.Data = next.data
	if next.ev.PID() != entry.ev.PID() {
		return false
	}
	v, err := next.ev.Int("func")
	return err == nil && uint64(v) == fn
}

func indent(b *strings.Builder, depth int32) {
	if depth > 0 {
		b.WriteString(strings.Repeat("  ", int(depth)))
	}
}

// graphDuration writes the overhead mark and the duration column as the
// kernel's function_graph output has them: "+ " over 10 us, "! " over
// 100 us, "# " over 1 ms, "$ " over 1 s; then usecs.nsecs (the
// nanoseconds left out from 7 digits of microseconds on) padded to 7,
// " us " and the bar.
func graphDuration(b *strings.Builder, ns uint64) {
	switch {
	case ns > 1000000000:
		b.WriteString("$ ")
	case ns > 1000000:
		b.WriteString("# ")
	case ns > 100000:
		b.WriteString("! ")
	case ns > 10000:
		b.WriteString("+ ")
	default:
		b.WriteString("  ")
	}
	us := fmt.Sprint(ns / 1000)
	if len(us) < 7 {
		us += fmt.Sprintf(".%03d", ns%1000)
	}
	b.WriteString(us)
	b.WriteString(" us ")
	for i := len(us); i < 7; i++ {
		b.WriteByte(' ')
	}
	b.WriteString("|  ")
}
