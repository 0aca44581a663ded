package ltrace

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"syscall"
)

// align is the column ltrace pads a call to before " = ".
const align = 48

// fn is one traced function, indexed by the cookie.
type fn struct {
	name  string
	proto proto
	known bool
	slots []int // argument index of each string slot
}

// event is a decoded record.
type event struct {
	kind      int
	tid, tgid uint32
	aux       uint32
	ts        uint64
	fn        *fn // calls; syscalls get a synthetic fn
	sp        uint64
	args      [6]uint64
	strs      map[int][]byte
	ret       []byte // the returned string, for string returns
	retOK     bool
	out       []byte // the string the call wrote (proto 'S'), at the return
	outOK     bool
}

// pending is a call whose return has not been seen.
type pending struct {
	ev      *event
	linelen int // the length of its line as printed at entry
}

// printer turns events into ltrace's output, in the order they arrive.
type printer struct {
	w       io.Writer
	f       formatter
	follow  bool   // -f: "[pid N] " prefixes
	caller  string // "main->" before function names (with -e or -l)
	timeArg bool   // -T
	summary bool   // -c: count instead of printing

	stacks  map[uint32][]*pending // per thread
	open    *pending              // the call whose line is unfinished
	linelen int                   // the length of the line being built

	stats map[string]*stat
	b     []byte
}

type stat struct {
	calls uint64
	ns    uint64
}

func newPrinter(w io.Writer, f formatter) *printer {
	return &printer{w: w, f: f, stacks: map[uint32][]*pending{}, stats: map[string]*stat{}}
}

func (p *printer) pid(tid uint32) {
	if p.follow {
		p.b = append(p.b, "[pid "...)
		p.b = strconv.AppendUint(p.b, uint64(tid), 10)
		p.b = append(p.b, "] "...)
	}
}

func (p *printer) flush() {
	p.w.Write(p.b)
	p.b = p.b[:0]
}

// closeOpen ends an unfinished line with note (" <unfinished ...>").
func (p *printer) closeOpen(note string) {
	if p.open == nil {
		return
	}
	p.b = append(p.b[:0], ' ')
	p.b = append(p.b, note...)
	p.b = append(p.b, '\n')
	p.flush()
	p.open = nil
}

// name is how a function appears: "malloc", "main->malloc".
func (p *printer) name(e *event) string {
	if e.kind == recSysEnter || e.kind == recSysExit {
		return e.fn.name
	}
	return p.caller + e.fn.name
}

func (p *printer) handle(e *event) {
	switch e.kind {
	case recEntry, recSysEnter:
		p.entry(e)
	case recReturn, recSysExit:
		p.ret(e)
	case recExit:
		p.exit(e)
	case recSignal:
		p.signal(e)
	}
}

func (p *printer) entry(e *event) {
	pe := &pending{ev: e}
	p.stacks[e.tid] = append(p.stacks[e.tid], pe)
	if p.summary {
		return
	}
	p.closeOpen("<unfinished ...>")
	p.b = p.b[:0]
	p.pid(e.tid)
	p.b = append(p.b, p.name(e)...)
	p.b = append(p.b, '(')
	if e.kind == recSysEnter {
		for i := 0; i < len(e.fn.proto.args); i++ {
			if i > 0 {
				p.b = append(p.b, ", "...)
			}
			p.b = appendGuess(p.b, e.args[i])
		}
	} else {
		items := p.f.argList(e.fn.proto, e.fn.known, &call{args: e.args, strs: e.strs})
		if n := e.fn.proto.outArg(); e.fn.known && n >= 0 && n < len(items) {
			items = items[:n] // the rest is shown at the return
		}
		p.b = append(p.b, strings.Join(items, ", ")...)
	}
	pe.linelen = len(p.b)
	p.flush()
	p.open = pe
}

// match pops the pending call a return belongs to: the innermost with the
// same stack pointer (calls above it lost their returns).
func (p *printer) match(e *event) *pending {
	st := p.stacks[e.tid]
	for i := len(st) - 1; i >= 0; i-- {
		c := st[i]
		if c.ev.kind == recEntry && e.kind == recReturn && c.ev.sp == e.sp ||
			c.ev.kind == recSysEnter && e.kind == recSysExit {
			p.stacks[e.tid] = st[:i]
			if i == 0 {
				delete(p.stacks, e.tid)
			}
			return c
		}
	}
	return nil
}

func (p *printer) ret(e *event) {
	c := p.match(e)
	if p.summary {
		if c != nil {
			s := p.stats[p.name(e)]
			if s == nil {
				s = &stat{}
				p.stats[p.name(e)] = s
			}
			s.calls++
			s.ns += e.ts - c.ev.ts
		}
		return
	}
	if c != nil && c == p.open {
		// The call's line is still open: "malloc(32" gets ")".
		p.open = nil
		p.b = append(p.b[:0], p.rest(c, e, true)...)
		p.b = append(p.b, ')')
		p.linelen = c.linelen + len(p.b)
	} else {
		p.closeOpen("<unfinished ...>")
		p.b = p.b[:0]
		p.pid(e.tid)
		p.b = append(p.b, "<... "...)
		p.b = append(p.b, p.name(e)...)
		p.b = append(p.b, " resumed> "...)
		if c != nil {
			p.b = append(p.b, p.rest(c, e, false)...)
		}
		p.b = append(p.b, ')')
		p.linelen = len(p.b)
	}
	p.finish(e, c)
}

// rest formats the arguments shown at the return: from the output string
// on (proto 'S'), "" for other calls. cont says the line shows earlier
// arguments already.
func (p *printer) rest(c *pending, e *event, cont bool) string {
	en := c.ev
	n := en.fn.proto.outArg()
	if en.kind != recEntry || !en.fn.known || n < 0 {
		return ""
	}
	strs := map[int][]byte{}
	for k, v := range en.strs {
		strs[k] = v
	}
	if e.outOK {
		strs[n] = e.out
	}
	items := p.f.argList(en.fn.proto, true, &call{args: en.args, strs: strs})
	if n >= len(items) {
		return ""
	}
	s := strings.Join(items[n:], ", ")
	if cont && n > 0 {
		s = ", " + s
	}
	return s
}

// finish pads the line and writes " = RET" (and -T's time).
func (p *printer) finish(e *event, c *pending) {
	for p.linelen < align {
		p.b = append(p.b, ' ')
		p.linelen++
	}
	p.b = append(p.b, " = "...)
	if e.kind == recSysExit {
		p.b = appendGuess(p.b, e.args[0])
	} else {
		p.b = append(p.b, p.f.ret(e.fn.proto, e.fn.known, e.args[0], e.ret, e.retOK)...)
	}
	if p.timeArg && c != nil {
		d := e.ts - c.ev.ts
		p.b = fmt.Appendf(p.b, " <%d.%06d>", d/1e9, d%1e9/1e3)
	}
	p.b = append(p.b, '\n')
	p.flush()
}

func (p *printer) exit(e *event) {
	// Calls that never return: the thread's, or all the process's.
	for tid, st := range p.stacks {
		if tid == e.tid || e.tid == e.tgid && len(st) > 0 && st[0].ev.tgid == e.tgid {
			delete(p.stacks, tid)
		}
	}
	if p.summary {
		return
	}
	p.closeOpen("<no return ...>")
	p.b = p.b[:0]
	p.pid(e.tid)
	code := e.aux
	if sig := code & 0x7f; sig != 0 {
		p.b = fmt.Appendf(p.b, "+++ killed by %s +++\n", signame(syscall.Signal(sig)))
	} else {
		p.b = fmt.Appendf(p.b, "+++ exited (status %d) +++\n", code>>8&0xff)
	}
	p.flush()
}

func (p *printer) signal(e *event) {
	if p.summary {
		return
	}
	p.closeOpen("<no return ...>")
	p.b = p.b[:0]
	p.pid(e.tid)
	sig := syscall.Signal(e.aux)
	p.b = fmt.Appendf(p.b, "--- %s (%s) ---\n", signame(sig), sigdesc(sig))
	p.flush()
}

// writeSummary prints -c's table, by time spent, like ltrace.
func (p *printer) writeSummary() {
	type row struct {
		name string
		*stat
	}
	var rows []row
	var total, calls uint64
	for n, s := range p.stats {
		rows = append(rows, row{n, s})
		total += s.ns
		calls += s.calls
	}
	sort.Slice(rows, func(i, j int) bool {
		if rows[i].ns != rows[j].ns {
			return rows[i].ns > rows[j].ns
		}
		return rows[i].name < rows[j].name
	})
	var b strings.Builder
	b.WriteString("% time     seconds  usecs/call     calls      function\n")
	b.WriteString("------ ----------- ----------- --------- --------------------\n")
	for _, r := range rows {
		pct := 0.0
		if total > 0 {
			pct = 100 * float64(r.ns) / float64(total)
		}
		fmt.Fprintf(&b, "%6.2f %4d.%06d %11d %9d %s\n", pct, r.ns/1e9, r.ns%1e9/1e3, r.ns/1e3/r.calls, r.calls, r.name)
	}
	b.WriteString("------ ----------- ----------- --------- --------------------\n")
	fmt.Fprintf(&b, "100.00 %4d.%06d             %9d total\n", total/1e9, total%1e9/1e3, calls)
	io.WriteString(p.w, b.String())
}

// lost reports records the ring buffer had no room for, in the trace.
func (p *printer) lost(n uint64) {
	p.closeOpen("<unfinished ...>")
	p.b = fmt.Appendf(p.b[:0], "sonde ltrace: %d records lost (ring buffer full)\n", n)
	p.flush()
}
