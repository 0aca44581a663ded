package ftracecmd

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"sonde/internal/ftrace"
	"sonde/internal/kernel"
)

// formatter prints events as `trace-cmd report` does (libtraceevent with
// its plugins): "COMM-PID [CPU] SECS.USECS: NAME: TEXT", TEXT from the
// event's print fmt, or every field raw (NAME=VALUE) in -R mode.
//
// It is the one event formatter of report, stream (which names tasks
// itself: comm) and the function tracers' records (funcs).
type formatter struct {
	raw   bool
	comms *comms               // saved_cmdlines, then comms the sched plugin saw
	comm  func(pid int) string // when set, names tasks in place of comms
	env   ftrace.PrintEnv      // env.Syms: the one kallsyms table
	funcs *funcPrinter         // ftrace:function and funcgraph_*
	fmts  map[*kernel.EventFormat]*parsedFmt
}

type parsedFmt struct {
	pf  *ftrace.PrintFmt
	err error
}

func newFormatter(cmdlines, kallsyms, printk []byte, longSize int, raw bool, fo funcOpts) *formatter {
	f := &formatter{raw: raw, comms: newComms(cmdlines), fmts: map[*kernel.EventFormat]*parsedFmt{}}
	f.env.LongSize = longSize
	if f.env.LongSize == 0 {
		f.env.LongSize = 8
	}
	f.env.Printk = ftrace.ParsePrintk(printk)
	if len(kallsyms) > 0 {
		f.env.Syms = ftrace.NewSyms(kernel.ParseKallsyms(kallsyms))
	}
	f.funcs = newFuncPrinter(f.env.Syms, fo)
	return f
}

// formatEvent appends one event's line (without the newline) to b. peek,
// when not nil, returns the next event without taking it (nil at the
// end): function_graph's leaves are an entry and its exit on one line, and
// took then says the line took in that next event too.
func (f *formatter) formatEvent(b []byte, e *ftrace.Event, peek func() *ftrace.Event) (out []byte, took bool) {
	pid := e.PID()
	var comm string
	if f.comm != nil && pid != 0 {
		comm = f.comm(pid)
	} else {
		comm = f.comms.find(pid)
	}
	// "%16s-%-5d [%03d] %5d.%06d: ", the time rounded to the microsecond.
	us := (e.Time + 500) / 1000
	b = pad(b, len(comm), 16)
	b = append(append(b, comm...), '-')
	n := len(b)
	b = strconv.AppendInt(b, int64(pid), 10)
	b = append(pad(b, len(b)-n, 5), " ["...)
	b = zeroPad(b, uint64(e.CPU), 3)
	b = append(b, "] "...)
	b = pad(b, digits(us/1e6), 5)
	b = strconv.AppendUint(b, us/1e6, 10)
	b = zeroPad(append(b, '.'), us%1e6, 6)
	b = append(b, ": "...)
	if e.Format == nil {
		return fmt.Appendf(b, "[UNKNOWN EVENT %d]", e.ID()), false
	}
	b = append(append(b, e.Format.Event...), ':')
	b = pad(b, len(e.Format.Event)+1, 21)
	b = append(b, ' ')
	p := f.fmts[e.Format]
	if p == nil {
		p = &parsedFmt{}
		p.pf, p.err = ftrace.ParsePrintFmt(e.Format)
		f.fmts[e.Format] = p
	}
	if f.raw {
		if out, err := ftrace.AppendFields(b, p.pf, e, &f.env); err == nil {
			return out, false
		}
		return appendUnknown(b, e), false
	}
	// The function tracers' layout wins over ftrace:function's print fmt,
	// as trace-cmd's function plugins do.
	if funcRecord(e) {
		return f.funcs.appendText(b, e, peek)
	}
	if h := plugins[e.Format.Group+":"+e.Format.Event]; h != nil {
		var done bool
		if b, done = h(f, b, e); done {
			return b, false
		}
	}
	if p.err == nil {
		out, err := p.pf.Append(b, e, &f.env)
		if err == nil {
			return out, false
		}
	}
	// What libtraceevent does with a print fmt it cannot parse: a marker,
	// then every field raw.
	b = append(b, "[FAILED TO PARSE]"...)
	if out, err := ftrace.AppendFields(b, nil, e, &f.env); err == nil {
		return out, false
	}
	return appendUnknown(b, e), false
}

// pad appends the spaces that right-align (or, after the text,
// left-align) n characters in width.
func pad(b []byte, n, width int) []byte {
	for ; n < width; n++ {
		b = append(b, ' ')
	}
	return b
}

// zeroPad appends v in decimal, at least width digits.
func zeroPad(b []byte, v uint64, width int) []byte {
	for n := digits(v); n < width; n++ {
		b = append(b, '0')
	}
	return strconv.AppendUint(b, v, 10)
}

func digits(v uint64) int {
	n := 1
	for ; v >= 10; v /= 10 {
		n++
	}
	return n
}

// appendUnknown is for a record too short for its fields.
func appendUnknown(b []byte, e *ftrace.Event) []byte {
	return fmt.Appendf(b, " [%d-byte record]", len(e.Data))
}

// comms is libtraceevent's pid -> comm table, replayed exactly because
// `trace-cmd report`'s COMM column depends on it: comms registered before
// the first lookup (saved_cmdlines, then what the sched plugin saw while
// printing events of pid 0) are kept with duplicates, newest first, and
// stably sorted by pid at the first lookup, which a binary search then
// answers; comms registered later are added only for unknown pids.
type comms struct {
	pending []cmdline // before the first lookup, in registration order
	sorted  []cmdline // after
	ready   bool
}

type cmdline struct {
	pid  int
	comm string
}

func newComms(text []byte) *comms {
	c := &comms{}
	for _, l := range strings.Split(string(text), "\n") {
		p, comm, ok := strings.Cut(l, " ")
		if !ok {
			continue
		}
		if pid, err := strconv.Atoi(p); err == nil {
			c.register(pid, comm)
		}
	}
	return c
}

func (c *comms) register(pid int, comm string) {
	if !c.ready {
		c.pending = append(c.pending, cmdline{pid, comm})
		return
	}
	if pid == 0 {
		return
	}
	if _, ok := c.search(pid); ok {
		return
	}
	i := sort.Search(len(c.sorted), func(i int) bool { return c.sorted[i].pid > pid })
	c.sorted = slices.Insert(c.sorted, i, cmdline{pid, comm})
}

// search is glibc's bsearch over the sorted table.
func (c *comms) search(pid int) (string, bool) {
	l, u := 0, len(c.sorted)
	for l < u {
		i := (l + u) / 2
		switch p := c.sorted[i].pid; {
		case pid < p:
			u = i
		case pid > p:
			l = i + 1
		default:
			return c.sorted[i].comm, true
		}
	}
	return "", false
}

func (c *comms) find(pid int) string {
	if pid == 0 {
		return "<idle>"
	}
	if !c.ready {
		c.sorted = c.pending // registered oldest first; the C list is newest first
		slices.Reverse(c.sorted)
		c.pending = nil
		sort.SliceStable(c.sorted, func(i, j int) bool { return c.sorted[i].pid < c.sorted[j].pid })
		c.ready = true
	}
	if s, ok := c.search(pid); ok {
		return s
	}
	return "<...>"
}

// A plugin prints an event in place of its print fmt (done) or prints a
// prefix before it (not done), as libtraceevent's plugins shipped with
// Debian's trace-cmd do.
type plugin func(f *formatter, b []byte, e *ftrace.Event) ([]byte, bool)

var plugins = map[string]plugin{
	"sched:sched_switch":         schedSwitch,
	"sched:sched_wakeup":         schedWakeup,
	"sched:sched_wakeup_new":     schedWakeup,
	"timer:hrtimer_start":        hrtimerStart,
	"timer:hrtimer_expire_entry": hrtimerExpire,
	"syscalls:sys_enter_futex":   futex,
	"tlb:tlb_flush":              tlbFlush,
	"kmem:kfree":                 kmemCallSite,
	"kmem:kmalloc":               kmemCallSite,
	"kmem:kmalloc_node":          kmemCallSite,
	"kmem:kmem_cache_alloc":      kmemCallSite,
	"kmem:kmem_cache_alloc_node": kmemCallSite,
	"kmem:kmem_cache_free":       kmemCallSite,
}

// uval reads a field zero-extended, as tep_get_field_val does.
func uval(e *ftrace.Event, name string) (uint64, bool) {
	fd := e.Format.Field(name)
	if fd == nil || fd.DataLoc || fd.RelLoc || fd.Offset+fd.Size > len(e.Data) {
		return 0, false
	}
	v, err := e.Int(name)
	if err != nil {
		return 0, false
	}
	if fd.Size < 8 {
		v &= 1<<(8*fd.Size) - 1
	}
	return uint64(v), true
}

// task prints "COMM:PID" from a pid and a comm field, saving the comm
// for the pid (the sched plugin's write_and_save_comm).
func (f *formatter) task(b []byte, e *ftrace.Event, pidField, commField string) ([]byte, bool) {
	pid, ok := uval(e, pidField)
	if !ok {
		return append(b, '!'), false
	}
	if s, err := e.String(commField); err == nil {
		f.comms.register(int(int32(pid)), s)
		b = append(append(b, s...), ':')
	}
	return fmt.Appendf(b, "%d", int64(pid)), true
}

func schedSwitch(f *formatter, b []byte, e *ftrace.Event) ([]byte, bool) {
	b, ok := f.task(b, e, "prev_pid", "prev_comm")
	if !ok {
		return b, true
	}
	b = append(b, ' ')
	if v, ok := uval(e, "prev_prio"); ok {
		b = fmt.Appendf(b, "[%d] ", int32(v))
	}
	if v, ok := uval(e, "prev_state"); ok {
		const states = "SDTtZXxW"
		found := false
		for i := 0; i < len(states); i++ {
			if int32(v)&(1<<i) == 0 {
				continue
			}
			if found {
				b = append(b, '|')
			}
			found = true
			b = append(b, states[i])
		}
		if !found {
			b = append(b, 'R')
		}
	}
	b, ok = f.task(append(b, " ==> "...), e, "next_pid", "next_comm")
	if !ok {
		return b, true
	}
	if v, ok := uval(e, "next_prio"); ok {
		b = fmt.Appendf(b, " [%d]", int32(v))
	}
	return b, true
}

func schedWakeup(f *formatter, b []byte, e *ftrace.Event) ([]byte, bool) {
	b, ok := f.task(b, e, "pid", "comm")
	if !ok {
		return b, true
	}
	if v, ok := uval(e, "prio"); ok {
		b = fmt.Appendf(b, " [%d]", int64(v))
	}
	if v, ok := uval(e, "success"); ok {
		b = fmt.Appendf(b, " success=%d", int64(v))
	}
	if v, ok := uval(e, "target_cpu"); ok {
		b = fmt.Appendf(b, " CPU:%03d", v)
	}
	return b, true
}

// funcField is tep_print_func_field: "NAME/0xOFF" (the offset as
// libtraceevent computes it, start minus address) or the address.
func (f *formatter) funcField(e *ftrace.Event, name string) (string, bool) {
	v, ok := uval(e, name)
	if !ok {
		return "", false
	}
	if fn, start, ok := f.env.Syms.Lookup(v); ok {
		return fmt.Sprintf("%s/0x%x", fn, start-v), true
	}
	return fmt.Sprintf("0x%08x", v), true
}

func hrtimerAddr(b []byte, e *ftrace.Event) []byte {
	b = append(b, "hrtimer="...)
	v, ok := uval(e, "timer")
	if !ok {
		if v, ok = uval(e, "hrtimer"); !ok {
			return append(b, `CAN'T FIND FIELD "hrtimer"`...)
		}
	}
	return fmt.Appendf(b, "0x%x", v)
}

func numField(b []byte, e *ftrace.Event, name string) []byte {
	if v, ok := uval(e, name); ok {
		return strconv.AppendUint(b, v, 10)
	}
	return append(b, `CAN'T FIND FIELD "`+name+`"`...)
}

func hrtimerStart(f *formatter, b []byte, e *ftrace.Event) ([]byte, bool) {
	b = hrtimerAddr(b, e)
	if s, ok := f.funcField(e, "function"); ok {
		b = append(b, " function="+s...)
	}
	b = numField(append(b, " expires="...), e, "expires")
	b = numField(append(b, " softexpires="...), e, "softexpires")
	return b, true
}

func hrtimerExpire(f *formatter, b []byte, e *ftrace.Event) ([]byte, bool) {
	b = hrtimerAddr(b, e)
	b = numField(append(b, " now="...), e, "now")
	if s, ok := f.funcField(e, "function"); ok {
		b = append(b, " function="+s...)
	}
	return b, true
}

// futexOps is the futex plugin's table: an op's name and the formats of
// val, utime (or val2), uaddr2 and val3 ("" for not printed).
var futexOps = [][5]string{
	{"FUTEX_WAIT", " val=0x%08x", " utime=0x%08x", "", ""},
	{"FUTEX_WAKE", " val=%d", "", "", ""},
	{"FUTEX_FD", " val=%d", "", "", ""},
	{"FUTEX_REQUEUE", " val=%d", " val2=%d", " uaddr2=0x%08x", ""},
	{"FUTEX_CMP_REQUEUE", " val=%d", " val2=%d", " uaddr2=0x%08x", " val3=0x%08x"},
	{"FUTEX_WAKE_OP", " val=%d", " val2=%d", " uaddr2=0x%08x", " val3=0x%08x"},
	{"FUTEX_LOCK_PI", "", " utime=0x%08x", "", ""},
	{"FUTEX_UNLOCK_PI", "", "", "", ""},
	{"FUTEX_TRYLOCK_PI", "", "", "", ""},
	{"FUTEX_WAIT_BITSET", " val=0x%08x", " utime=0x%08x", "", " val3=0x%08x"},
	{"FUTEX_WAKE_BITSET", " val=%d", "", "", " val3=0x%08x"},
	{"FUTEX_WAIT_REQUEUE_PI", " val=0x%08x", " utime=0x%08x", " uaddr2=0x%08x", " val3=0x%08x"},
	{"FUTEX_CMP_REQUEUE_PI", " val=%d", " val2=%d", " uaddr2=0x%08x", " val3=0x%08x"},
}

func futex(f *formatter, b []byte, e *ftrace.Event) ([]byte, bool) {
	var v [6]uint64
	for i, name := range []string{"uaddr", "op", "val", "utime", "uaddr2", "val3"} {
		var ok bool
		if v[i], ok = uval(e, name); !ok {
			return b, false
		}
	}
	const private, realtime = 128, 256
	cmd := v[1] &^ (private | realtime)
	if cmd >= uint64(len(futexOps)) {
		return b, false
	}
	op := futexOps[cmd]
	b = append(b, "op="+op[0]...)
	if v[1]&private != 0 {
		b = append(b, "|FUTEX_PRIVATE_FLAG"...)
	}
	if v[1]&realtime != 0 {
		b = append(b, "|FUTEX_CLOCK_REALTIME"...)
	}
	b = fmt.Appendf(b, " uaddr=0x%08x", v[0])
	for i, x := range []uint64{v[2], v[3], v[4], v[5]} {
		if op[i+1] != "" {
			b = fmt.Appendf(b, op[i+1], x)
		}
	}
	return b, true
}

// tlbFlush is the tlb plugin's layout.
func tlbFlush(f *formatter, b []byte, e *ftrace.Event) ([]byte, bool) {
	b = append(b, "pages="...)
	if v, ok := uval(e, "pages"); ok {
		b = strconv.AppendInt(b, int64(v), 10)
	} else {
		b = append(b, `CAN'T FIND FIELD "pages"`...)
	}
	v, ok := uval(e, "reason")
	if !ok {
		return append(b, `CAN'T FIND FIELD "reason"`...), false
	}
	b = append(b, " reason="...)
	if v < 4 {
		b = append(b, [...]string{"flush on task switch", "remote shootdown", "local shootdown", "local mm shootdown"}[v]...)
	}
	return fmt.Appendf(b, " (%d)", int64(v)), true
}

// kmemCallSite prefixes the allocator's caller when kallsyms knows it.
func kmemCallSite(f *formatter, b []byte, e *ftrace.Event) ([]byte, bool) {
	v, ok := uval(e, "call_site")
	if !ok {
		return b, false
	}
	if fn, start, ok := f.env.Syms.Lookup(v); ok {
		b = fmt.Appendf(b, "(%s+0x%x) ", fn, uint32(v-start))
	}
	return b, false
}
