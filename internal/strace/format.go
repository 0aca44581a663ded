package strace

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"sonde/internal/kernel/abi"
	"sonde/internal/session"
)

// Pid prefix styles, as strace chooses them.
const (
	pidNone    = iota
	pidPlain   // "1234  " on every line (-f with -o)
	pidBracket // "[pid  1234] " while more than one task is traced
)

// tracer turns records into strace's text. It is used by one goroutine.
type tracer struct {
	opts      *Options
	tab       []*sysinfo
	w         *bufio.Writer
	stderr    io.Writer
	tasks     map[uint32]*task
	open      *task // task whose entry is the line in progress
	alive     int
	seen      int // tasks counted for the [pid N] prefix
	pidMode   int
	lastTs    uint64 // -r: previous syscall entry
	wallDelta int64  // realtime - monotonic, ns
	fds       map[uint32]map[int32]string
	cwd       map[uint32]string
	buf       []byte
	lost      session.Lost // records lost, as reported
	rec       record       // the record being handled
	cur       call         // the call being printed
	perPid    string       // -ff: lines go to perPid.TID
	files     map[uint32]*pidFile
}

// pidFile is one output file of -ff.
type pidFile struct {
	f *os.File
	w *bufio.Writer
}

// task is the per-thread state: the entry record of the syscall in progress.
type task struct {
	tid         uint32
	inCall      bool
	interrupted bool
	restartNr   int64    // the syscall interrupted with ERESTART_RESTARTBLOCK
	seen        bool     // a record of its own arrived (counted for [pid N])
	partial     int      // column of its entry printed without newline (stuck calls)
	pendingSigs [][]byte // ignored signals, shown once the current call returns
	entRaw      []byte
	ent         record
}

func newTracer(o *Options, w io.Writer, stderr io.Writer) *tracer {
	tr := &tracer{
		opts:   o,
		tab:    buildTable(o),
		w:      bufio.NewWriterSize(w, 256<<10),
		stderr: stderr,
		tasks:  map[uint32]*task{},
		fds:    map[uint32]map[int32]string{},
		cwd:    map[uint32]string{},
	}
	switch {
	case o.FollowFF && o.Output != "":
		tr.perPid = o.Output
		tr.files = map[uint32]*pidFile{}
	case o.Output != "" && (o.Follow || len(o.Pids) > 1):
		tr.pidMode = pidPlain
	case o.Follow || len(o.Pids) > 1:
		tr.pidMode = pidBracket
	}
	tr.wallDelta = time.Now().UnixNano() - monoNs()
	return tr
}

// showStuck prints, as strace shows a call in progress, the entry of the
// syscall a task is blocked in, read from /proc/TID/syscall, when nothing
// happened for a while. Its exit completes the line.
func (tr *tracer) showStuck() {
	if tr.opts.Summary || tr.opts.Status.set {
		return
	}
	if t := tr.open; t != nil {
		// Its entry record came: print what it has.
		if t.inCall && !t.interrupted && t.partial == 0 {
			c := tr.newCall(t, nil)
			b := tr.linePrefix(tr.buf[:0], t.tid, t.ent.ts)
			b = c.appendEntry(b)
			t.partial = len(b)
			tr.write(t.tid, b)
		}
		return
	}
	for tid, t := range tr.tasks {
		if t.inCall || !t.seen {
			continue
		}
		data, err := os.ReadFile("/proc/" + strconv.FormatUint(uint64(tid), 10) + "/syscall")
		if err != nil {
			continue
		}
		f := strings.Fields(string(data))
		if len(f) < 7 {
			continue // running, or not in a syscall
		}
		nr, err := strconv.ParseInt(f[0], 10, 64)
		if err != nil || nr < 0 || nr >= maxSyscall || !tr.opts.Trace.has(int(nr)) {
			continue
		}
		raw := make([]byte, hdrSize)
		le.PutUint32(raw[offType:], recEnter)
		le.PutUint32(raw[offTid:], tid)
		le.PutUint64(raw[offNr:], uint64(nr))
		for i := 0; i < 6; i++ {
			v, _ := strconv.ParseUint(strings.TrimPrefix(f[1+i], "0x"), 16, 64)
			le.PutUint64(raw[offArgs+8*i:], v)
		}
		t.entRaw = append(t.entRaw[:0], raw...)
		parseRecord(t.entRaw, &t.ent)
		t.inCall, t.interrupted = true, false
		c := tr.newCall(t, nil)
		b := tr.linePrefix(tr.buf[:0], tid, 0)
		b = c.appendEntry(b)
		t.partial = len(b)
		tr.open = t
		tr.write(tid, b)
		return // one line in progress at a time
	}
}

// pruneGone forgets tasks that no longer exist (their exit record was lost).
func (tr *tracer) pruneGone() {
	for tid := range tr.tasks {
		if _, err := os.Stat("/proc/" + strconv.FormatUint(uint64(tid), 10)); err != nil {
			if tr.tasks[tid].seen {
				tr.seen--
			}
			delete(tr.tasks, tid)
			tr.alive--
		}
	}
}

// scanFds reads the open fds of a task that is stopped or just attached,
// for -y, but those skip (if not nil) leaves out.
func (tr *tracer) scanFds(pid int, skip func(fd int) bool) {
	dir := "/proc/" + strconv.Itoa(pid) + "/fd"
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range ents {
		fd, err := strconv.Atoi(e.Name())
		if err != nil || skip != nil && skip(fd) {
			continue
		}
		if p, err := os.Readlink(dir + "/" + e.Name()); err == nil {
			tr.setFd(uint32(pid), int32(fd), p)
		}
	}
}

// addTask registers a traced task (a -p target or the command).
func (tr *tracer) addTask(tid uint32) {
	if _, ok := tr.tasks[tid]; ok {
		return
	}
	tr.tasks[tid] = &task{tid: tid, seen: true}
	tr.alive++
	tr.seen++
}

func (tr *tracer) task(tid uint32) *task {
	t := tr.tasks[tid]
	if t == nil {
		t = &task{tid: tid, seen: true}
		tr.tasks[tid] = t
		tr.alive++
		tr.seen++
	}
	return t
}

// handle processes one raw record.
func (tr *tracer) handle(raw []byte) {
	r := &tr.rec
	if !parseRecord(raw, r) {
		return
	}

	// As strace, count a new child for the [pid N] prefix from its own
	// first event on, not from its parent's fork.
	if r.typ != recFork {
		if t := tr.tasks[r.tid]; t != nil && !t.seen {
			t.seen = true
			tr.seen++
		}
	}
	switch r.typ {
	case recEnter:
		tr.enter(raw, r)
	case recExit:
		tr.exit(r)
	case recFork:
		tr.fork(r)
	case recExited:
		tr.exited(r)
	case recSignal:
		tr.signal(r)
	case recSignalIgnored:
		tr.signalIgnored(r)
	case recCombined:
		tr.combined(raw, r)
	}
}

func (tr *tracer) info(nr int64) *sysinfo {
	if nr < 0 || nr >= int64(len(tr.tab)) {
		return nil
	}
	return tr.tab[nr]
}

func (tr *tracer) enter(raw []byte, r *record) {
	t := tr.task(r.tid)
	if t.inCall && !t.interrupted {
		tr.interrupt(t)
	}
	if tr.open != nil && tr.open != t {
		tr.interrupt(tr.open)
	}
	t.entRaw = append(t.entRaw[:0], raw...)
	parseRecord(t.entRaw, &t.ent)
	t.inCall, t.interrupted = true, false
	tr.open = t
}

// newCall builds the call of t's entry record and, when given, exit record.
func (tr *tracer) newCall(t *task, ex *record) *call {
	c := &tr.cur
	*c = call{t: tr, ent: &t.ent, task: t}
	c.info = tr.info(t.ent.nr)
	if c.info != nil {
		c.entData = t.ent.slotData(c.info.entKind)
		if ex != nil {
			c.ex = ex
			c.exData = ex.slotData(c.info.exKind)
		}
	}
	if ex != nil {
		c.finished = true
		c.ret = ex.ret
		c.failed = ex.ret < 0 && ex.ret >= -4095
	}
	return c
}

func (c *call) nargs() int {
	if c.info == nil {
		return 6
	}
	if c.info.nargsFn != nil {
		return min(c.info.nargsFn(c), len(c.info.decs))
	}
	return len(c.info.decs)
}

// split is the index of the first argument printed at exit.
func (c *call) split() int {
	n := c.nargs()
	if c.info == nil {
		return n
	}
	for i := 0; i < n; i++ {
		if c.info.decs[i].output {
			return i
		}
	}
	return n
}

func (c *call) name() string {
	if c.info == nil {
		return "syscall_" + strconv.FormatInt(c.ent.nr, 10)
	}
	return c.info.name
}

func (c *call) appendArgs(b []byte, from, to int) []byte {
	first := true
	for i := from; i < to; i++ {
		if c.info != nil && c.info.skip != nil && c.info.skip(c, i) {
			continue
		}
		if !first {
			b = append(b, ", "...)
		}
		first = false
		if c.info == nil {
			b = appendHex(b, c.arg(i))
			continue
		}
		b = c.info.decs[i].f(c, i, b)
	}
	return b
}

// appendEntry appends "name(args printed at entry".
func (c *call) appendEntry(b []byte) []byte {
	b = append(b, c.name()...)
	b = append(b, '(')
	s, n := c.split(), c.nargs()
	b = c.appendArgs(b, 0, s)
	if s > 0 && s < n {
		b = append(b, ", "...)
	}
	return b
}

// appendExit appends "rest of the args)".
func (c *call) appendExit(b []byte) []byte {
	b = c.appendArgs(b, c.split(), c.nargs())
	return append(b, ')')
}

// linePrefix appends the pid and timestamp prefix.
func (tr *tracer) linePrefix(b []byte, tid uint32, ts uint64) []byte {
	switch {
	case tr.pidMode == pidPlain:
		n := len(b)
		b = strconv.AppendUint(b, uint64(tid), 10)
		for len(b)-n < 5 {
			b = append(b, ' ')
		}
		b = append(b, ' ')
	case tr.pidMode == pidBracket && tr.seen > 1:
		b = append(b, "[pid "...)
		s := strconv.FormatUint(uint64(tid), 10)
		for k := len(s); k < 5; k++ {
			b = append(b, ' ')
		}
		b = append(b, s...)
		b = append(b, "] "...)
	}
	if tr.opts.Timestamps > 0 && ts != 0 {
		wall := time.Unix(0, int64(ts)+tr.wallDelta)
		switch tr.opts.Timestamps {
		case 1:
			b = wall.AppendFormat(b, "15:04:05 ")
		case 2:
			b = wall.AppendFormat(b, "15:04:05.000000 ")
		default:
			b = strconv.AppendInt(b, wall.Unix(), 10)
			b = append(b, '.')
			b = appendPadded(b, uint64(wall.Nanosecond()/1000), 6)
			b = append(b, ' ')
		}
	}
	if tr.opts.Relative && ts != 0 {
		var d uint64
		if tr.lastTs != 0 && ts > tr.lastTs {
			d = ts - tr.lastTs
		}
		tr.lastTs = ts
		s := strconv.FormatUint(d/1e9, 10)
		for k := len(s); k < 6; k++ {
			b = append(b, ' ')
		}
		b = append(b, s...)
		b = append(b, '.')
		b = appendPadded(b, d%1e9/1000, 6)
		b = append(b, ' ')
	}
	return b
}

func appendPadded(b []byte, v uint64, width int) []byte {
	s := strconv.FormatUint(v, 10)
	for k := len(s); k < width; k++ {
		b = append(b, '0')
	}
	return append(b, s...)
}

// interrupt prints t's entry line as unfinished.
func (tr *tracer) interrupt(t *task) {
	if tr.open == t {
		tr.open = nil
	}
	if !t.inCall || t.interrupted {
		return
	}
	t.interrupted = true
	if t.partial > 0 {
		t.partial = 0
		tr.write(t.tid, append(tr.buf[:0], " <unfinished ...>\n"...))
		return
	}
	if tr.opts.Summary || !tr.opts.Status.showUnfinished() {
		return
	}
	c := tr.newCall(t, nil)
	b := tr.linePrefix(tr.buf[:0], t.tid, t.ent.ts)
	b = c.appendEntry(b)
	b = append(b, " <unfinished ...>\n"...)
	tr.write(t.tid, b)
}

func (s statusSet) showUnfinished() bool { return !s.set || s.unfinished }

func (tr *tracer) write(tid uint32, b []byte) {
	tr.out(tid).Write(b)
	tr.buf = b[:0]
}

// out returns the writer for a task's lines.
func (tr *tracer) out(tid uint32) *bufio.Writer {
	if tr.perPid == "" {
		return tr.w
	}
	pf := tr.files[tid]
	if pf == nil {
		f, err := os.Create(tr.perPid + "." + strconv.FormatUint(uint64(tid), 10))
		if err != nil {
			fmt.Fprintf(tr.stderr, "sonde strace: %v\n", err)
			return tr.w
		}
		pf = &pidFile{f: f, w: bufio.NewWriterSize(f, 64<<10)}
		tr.files[tid] = pf
	}
	return pf.w
}

// flush writes out everything buffered.
func (tr *tracer) flush() error {
	for _, pf := range tr.files {
		pf.w.Flush()
	}
	return tr.w.Flush()
}

// close closes the -ff files.
func (tr *tracer) close() {
	for tid, pf := range tr.files {
		pf.w.Flush()
		pf.f.Close()
		delete(tr.files, tid)
	}
}

// finish prints t's call with its result; ex is nil when the call never
// returns (exit, exit_group, a task killed in a syscall).
func (tr *tracer) finish(t *task, ex *record) {
	c := tr.newCall(t, ex)
	t.inCall = false
	if tr.open == t {
		tr.open = nil
	}
	if tr.opts.Summary {
		return
	}
	if ex == nil && !tr.opts.Status.showUnfinished() || ex != nil && !tr.opts.Status.show(c.failed) {
		return
	}
	if ex != nil && c.info != nil {
		tr.trackFds(c, true) // new fds show their path in the return value
	}
	ts := t.ent.ts
	if t.interrupted && ex != nil {
		ts = ex.ts
	}
	b := tr.linePrefix(tr.buf[:0], t.tid, ts)
	start := 0
	if t.partial > 0 && !t.interrupted {
		// The entry is on screen already (showStuck): the rest follows.
		b, start = b[:0], -t.partial
		t.partial = 0
	} else if t.interrupted {
		b = append(b, "<... "...)
		b = append(b, c.name()...)
		b = append(b, " resumed>"...)
	} else {
		b = c.appendEntry(b)
	}
	b = c.appendExit(b)
	if col := len(b) - start; col < tr.opts.Column {
		for ; col < tr.opts.Column; col++ {
			b = append(b, ' ')
		}
		b = append(b, "= "...)
	} else {
		b = append(b, " = "...)
	}
	b = tr.appendRet(b, c)
	if tr.opts.SyscallT && ex != nil {
		d := ex.ts - t.ent.ts
		b = append(b, " <"...)
		b = strconv.AppendUint(b, d/1e9, 10)
		b = append(b, '.')
		b = appendPadded(b, d%1e9/1000, 6)
		b = append(b, '>')
	}
	b = append(b, '\n')
	tr.write(t.tid, b)
	if ex != nil && c.info != nil {
		tr.trackFds(c, false)
	}
}

func (tr *tracer) appendRet(b []byte, c *call) []byte {
	if !c.finished {
		return append(b, '?')
	}
	if c.failed {
		e := int(-c.ret)
		info, ok := abi.Errnos[e]
		if x, ok2 := abi.InternalErrnos[e]; ok2 {
			b = append(b, "? "...)
			b = append(b, x.Name...)
			b = append(b, " ("...)
			b = append(b, x.Msg...)
			return append(b, ')')
		}
		b = append(b, "-1 "...)
		if !ok {
			b = append(b, "E??? (Unknown error "...)
			b = strconv.AppendInt(b, int64(e), 10)
			return append(b, ')')
		}
		b = append(b, info.Name...)
		b = append(b, " ("...)
		b = append(b, info.Msg...)
		return append(b, ')')
	}
	if c.info == nil {
		return retInt(c, b)
	}
	return c.info.ret(c, b)
}

func (tr *tracer) exit(r *record) {
	t := tr.tasks[r.tid]
	if t == nil || !t.inCall || t.ent.nr != r.nr {
		return // the child's return from fork, or an entry we never saw
	}
	if tr.open != nil && tr.open != t {
		tr.interrupt(tr.open)
	}
	tr.finish(t, r)
	if len(t.pendingSigs) > 0 {
		tr.flushSignals(t)
	}
	if r.ret == -516 { // ERESTART_RESTARTBLOCK: restart_syscall resumes it
		t.restartNr = r.nr
	}
}

// combined handles a syscall reported in one record at exit: its entry is
// the same record seen without return value and captures.
func (tr *tracer) combined(raw []byte, r *record) {
	t := tr.task(r.tid)
	stuck := t.inCall && t.partial > 0 && t.ent.nr == r.nr // its entry is on screen
	if t.inCall && !t.interrupted && !stuck {
		tr.interrupt(t)
	}
	if tr.open != nil && tr.open != t {
		tr.interrupt(tr.open)
	}
	interrupted := stuck && t.interrupted
	t.entRaw = append(t.entRaw[:0], raw...)
	parseRecord(t.entRaw, &t.ent)
	t.ent.typ, t.ent.ts, t.ent.ret = recEnter, r.entTs, 0
	t.ent.lens, t.ent.data = [nSlots]int32{}, nil
	t.inCall, t.interrupted = true, interrupted
	tr.open = t
	tr.exit(r)
}

func (tr *tracer) fork(r *record) {
	child := uint32(r.nr)
	if _, ok := tr.tasks[child]; ok {
		return
	}
	tr.tasks[child] = &task{tid: child}
	tr.alive++
	if m := tr.fds[r.tid]; m != nil {
		cp := make(map[int32]string, len(m))
		for k, v := range m {
			cp[k] = v
		}
		tr.fds[child] = cp
	}
	if d, ok := tr.cwd[r.tid]; ok {
		tr.cwd[child] = d
	}
	// As strace: followed children are announced on stderr when the trace
	// goes there too, not with -o.
	if tr.opts.Quiet == 0 && !tr.opts.Summary && tr.opts.Output == "" {
		tr.flush()
		fmt.Fprintf(tr.stderr, "strace: Process %d attached\n", child)
	}
}

func (tr *tracer) exited(r *record) {
	t := tr.tasks[r.tid]
	if t == nil {
		return
	}
	if tr.open != nil && tr.open != t {
		tr.interrupt(tr.open)
	}
	if t.inCall {
		tr.finish(t, nil)
	}
	tr.flushSignals(t)
	code := uint32(r.nr)
	b := tr.linePrefix(tr.buf[:0], r.tid, 0) // while still counted
	delete(tr.tasks, r.tid)
	delete(tr.fds, r.tid)
	tr.alive--
	if t.seen {
		tr.seen--
	}
	if tr.opts.Summary {
		return
	}
	if code&0x7f == 0 {
		b = append(b, "+++ exited with "...)
		b = strconv.AppendUint(b, uint64(code>>8&0xff), 10)
		b = append(b, " +++\n"...)
	} else {
		b = append(b, "+++ killed by "...)
		b = append(b, signalName(int(code&0x7f))...)
		if code&0x80 != 0 {
			b = append(b, " (core dumped)"...)
		}
		b = append(b, " +++\n"...)
	}
	tr.write(r.tid, b)
}

// signalIgnored handles a signal the target ignores, which ptrace would have
// delivered: it is printed when the target would have dequeued it, after its
// syscall in progress.
func (tr *tracer) signalIgnored(r *record) {
	t := tr.tasks[r.tid]
	if t == nil || tr.opts.Summary || !tr.opts.Signals.has(int(r.nr)) {
		return
	}
	info := make([]byte, siginfoSize)
	if r.lens[0] > 0 && len(r.data) >= siginfoSize {
		copy(info, r.data)
	} else {
		// Sent without info: build what the kernel would have.
		le.PutUint32(info[0:], uint32(r.nr))
		if r.ret == 1 {
			le.PutUint32(info[8:], 0x80) // SI_KERNEL
		} else {
			le.PutUint32(info[16:], uint32(r.args[0]))
			le.PutUint32(info[20:], uint32(r.args[1]))
		}
	}
	if t.inCall {
		t.pendingSigs = append(t.pendingSigs, info)
		return
	}
	tr.printSignal(r.tid, r.ts, int(r.nr), info)
}

// flushSignals prints the ignored signals held for t.
func (tr *tracer) flushSignals(t *task) {
	for _, info := range t.pendingSigs {
		tr.printSignal(t.tid, 0, int(le.Uint32(info)), info)
	}
	t.pendingSigs = t.pendingSigs[:0]
}

func (tr *tracer) signal(r *record) {
	sig := int(r.nr)
	if sig == 9 || tr.opts.Summary || !tr.opts.Signals.has(sig) {
		return
	}
	if tr.tasks[r.tid] == nil {
		return
	}
	if tr.open != nil {
		tr.interrupt(tr.open)
	}
	var info []byte
	if r.lens[0] > 0 && len(r.data) >= siginfoSize {
		info = r.data[:siginfoSize]
	}
	tr.printSignal(r.tid, r.ts, sig, info)
	// A stop signal with the default action stops the task.
	if sig == 19 || (r.args[0] == 0 && (sig == 20 || sig == 21 || sig == 22)) {
		b := tr.linePrefix(tr.buf[:0], r.tid, r.ts)
		b = append(b, "--- stopped by "...)
		b = append(b, signalName(sig)...)
		b = append(b, " ---\n"...)
		tr.write(r.tid, b)
	}
}

func (tr *tracer) printSignal(tid uint32, ts uint64, sig int, info []byte) {
	if tr.open != nil {
		tr.interrupt(tr.open)
	}
	b := tr.linePrefix(tr.buf[:0], tid, ts)
	b = append(b, "--- "...)
	b = append(b, signalName(sig)...)
	b = append(b, ' ')
	b = appendSiginfo(b, info)
	b = append(b, " ---\n"...)
	tr.write(tid, b)
}

// reportLost prints newly lost records inline.
func (tr *tracer) reportLost(total uint64) {
	n := tr.lost.Add(total)
	if n == 0 {
		return
	}
	if tr.open != nil {
		tr.interrupt(tr.open)
	}
	fmt.Fprintf(tr.w, "--- %d events lost ---\n", n)
}

// flushOpen prints a line still in progress (at detach) as unfinished.
func (tr *tracer) flushOpen() {
	if tr.open != nil {
		tr.interrupt(tr.open)
	}
}

// File descriptor paths for -y, followed through open, dup and close.

func (tr *tracer) appendFd(b []byte, tid uint32, fd int32) []byte {
	b = strconv.AppendInt(b, int64(fd), 10)
	if tr.opts.DecodeFds == 0 || fd < 0 {
		return b
	}
	if p := tr.fdPath(tid, fd); p != "" {
		b = append(b, '<')
		b = append(b, p...)
		b = append(b, '>')
	}
	return b
}

func (tr *tracer) fdPath(tid uint32, fd int32) string {
	m := tr.fds[tid]
	if p, ok := m[fd]; ok {
		return p
	}
	p, err := os.Readlink("/proc/" + strconv.FormatUint(uint64(tid), 10) + "/fd/" + strconv.Itoa(int(fd)))
	if err != nil {
		return ""
	}
	tr.setFd(tid, fd, p)
	return p
}

// cwdOf returns a task's working directory, as followed through chdir.
func (tr *tracer) cwdOf(tid uint32) string {
	if d, ok := tr.cwd[tid]; ok {
		return d
	}
	d, err := os.Readlink("/proc/" + strconv.FormatUint(uint64(tid), 10) + "/cwd")
	if err != nil {
		return ""
	}
	tr.cwd[tid] = d
	return d
}

func (tr *tracer) setFd(tid uint32, fd int32, p string) {
	m := tr.fds[tid]
	if m == nil {
		m = map[int32]string{}
		tr.fds[tid] = m
	}
	m[fd] = p
}

// trackFds follows a finished call's effect on the fd table: before its
// line is printed for calls that create fds, after it for close.
func (tr *tracer) trackFds(c *call, before bool) {
	if tr.opts.DecodeFds == 0 || c.failed {
		return
	}
	tid := c.ent.tid
	name := c.info.name
	if (name == "close") == before {
		return
	}
	switch name {
	case "open", "openat", "creat":
		pi := 0
		if c.info.name == "openat" {
			pi = 1
		}
		s, n := c.in(pi)
		if n <= 0 {
			return
		}
		p := string(strip(s))
		if !filepath.IsAbs(p) {
			dir := tr.cwdOf(tid)
			if c.info.name == "openat" && int32(c.arg(0)) != -100 {
				dir = tr.fdPath(tid, int32(c.arg(0)))
			}
			p = filepath.Join(dir, p)
		}
		// Like /proc/PID/fd, show the path with symlinks resolved.
		if r, err := filepath.EvalSymlinks(p); err == nil {
			p = r
		}
		tr.setFd(tid, int32(c.ret), p)
	case "close":
		delete(tr.fds[tid], int32(c.arg(0)))
	case "dup", "dup2", "dup3":
		if p := tr.fdPath(tid, int32(c.arg(0))); p != "" {
			tr.setFd(tid, int32(c.ret), p)
		}
	case "chdir":
		if s, n := c.in(0); n > 0 {
			p := string(strip(s))
			if !filepath.IsAbs(p) {
				p = filepath.Join(tr.cwdOf(tid), p)
			}
			tr.cwd[tid] = p
		}
	}
}
