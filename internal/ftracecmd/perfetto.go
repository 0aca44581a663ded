package ftracecmd

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"

	"sonde/internal/ftrace"
	"sonde/internal/kernel"
	"sonde/internal/tracedat"
)

// The Chrome/Perfetto JSON ("Trace Event Format") output of
// `sonde ftrace report -o x.json`, which ui.perfetto.dev and
// chrome://tracing open:
//
//   - sched:sched_switch becomes, for each CPU, a track of complete ("X")
//     slices named "comm (pid)" (the comm at the switch-out, after any
//     exec), one per task from its switch-in to its switch-out (args: comm, pid, prio and end_state, the state it left
//     the CPU in as sched_switch prints prev_state). The track is a
//     process of its own named "CPU N" (pid and tid cpuTrackBase+N,
//     ordered first by process_sort_index). The task running when a CPU's first switch happened starts at the
//     trace's first timestamp, the one running at the end stops at its
//     last. The idle task is left out: an idle CPU is a gap.
//   - ftrace:funcgraph_entry and funcgraph_exit become nested "B"/"E"
//     slices on the thread's track, named by the function (the file's
//     kallsyms section names the address). An exit whose entry is not in
//     the trace is dropped; an exit of a function below the innermost
//     open one closes those above it; entries still open at the end
//     close at the trace's last timestamp.
//   - Every other event (sched_wakeup included) is an instant ("i",
//     thread scope) on its thread's track, its fields as args.
//
// A task's track is pid = tid = its pid (trace.dat records no thread group
// ids), named by its comm. The idle tasks all have pid 0: each CPU's is
// tid idleTidBase+N in process 0, so their events do not interleave.
// Timestamps are microseconds with the nanoseconds as three decimals.
const (
	cpuTrackBase = 1 << 23 // above PID_MAX_LIMIT (1<<22)
	idleTidBase  = 1<<23 + 1<<16
)

// writePerfetto writes the events (sorted by time) of f as Chrome/Perfetto
// JSON to path. An output that cannot be created is bad input.
func writePerfetto(path string, f *tracedat.File, events []ftrace.Event, comms map[int]string) error {
	out, err := os.Create(path)
	if err != nil {
		return usagef("%v", err)
	}
	w := bufio.NewWriterSize(out, 1<<16)
	err = perfettoJSON(w, f, events, comms)
	if err == nil {
		err = w.Flush()
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path)
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// track is a (pid, tid) pair of the JSON trace.
type track struct{ pid, tid int }

// running is a CPU's current task, since its switch-in.
type running struct {
	since     uint64
	pid, prio int64
	comm      string
}

// frame is an open function_graph entry.
type frame struct {
	fn   uint64
	name string
}

type converter struct {
	w      io.Writer
	buf    []byte
	n      int
	err    error
	syms   *ftrace.Syms
	groups map[uint16]string
	fmts   map[uint16]*kernel.EventFormat

	first, last uint64
	cpus        map[int]*running  // sched_switch's current task per CPU
	seenCPU     map[int]bool      // CPUs with a sched_switch
	stacks      map[track][]frame // open function_graph entries
	names       map[track]string  // thread names (comms)
	procs       map[int]string    // process names
}

func perfettoJSON(w io.Writer, f *tracedat.File, events []ftrace.Event, comms map[int]string) error {
	c := &converter{
		w: w, syms: ftrace.NewSyms(kernel.ParseKallsyms(f.Kallsyms)),
		groups: map[uint16]string{}, fmts: map[uint16]*kernel.EventFormat{},
		cpus: map[int]*running{}, seenCPU: map[int]bool{},
		stacks: map[track][]frame{}, names: map[track]string{}, procs: map[int]string{},
	}
	// The formats again, with their systems: the events' own formats may
	// lack the ftrace system's.
	add := func(group string, texts [][]byte) {
		for _, text := range texts {
			if ef, err := kernel.ParseFormat(text); err == nil {
				c.groups[uint16(ef.ID)] = group
				c.fmts[uint16(ef.ID)] = ef
			}
		}
	}
	add("ftrace", f.Ftrace)
	for _, s := range f.Systems {
		add(s.Name, s.Formats)
	}
	if len(events) > 0 {
		c.first, c.last = events[0].Time, events[len(events)-1].Time
	}
	c.buf = append(c.buf, `{"displayTimeUnit":"ns","otherData":{"source":"sonde ftrace report"},"traceEvents":[`...)
	for i := range events {
		e := events[i]
		if e.Format == nil {
			e.Format = c.fmts[e.ID()]
		}
		c.event(&e, comms)
		if len(c.buf) > 1<<16 {
			c.flush()
		}
	}
	c.finish()
	c.buf = append(c.buf, "\n]}\n"...)
	c.flush()
	return c.err
}

func (c *converter) flush() {
	if c.err == nil {
		_, c.err = c.w.Write(c.buf)
	}
	c.buf = c.buf[:0]
}

// taskTrack is the track of pid's events on cpu.
func taskTrack(pid, cpu int) track {
	if pid == 0 {
		return track{0, idleTidBase + cpu}
	}
	return track{pid, pid}
}

func (c *converter) name(t track, comm string) {
	if comm == "" {
		return
	}
	c.names[t] = comm
	if t.pid == 0 {
		c.procs[0] = "<idle>"
	} else {
		c.procs[t.pid] = comm
	}
}

func (c *converter) event(e *ftrace.Event, comms map[int]string) {
	pid := e.PID()
	t := taskTrack(pid, e.CPU)
	if _, ok := c.names[t]; !ok {
		switch comm, ok := comms[pid]; {
		case pid == 0:
			c.name(t, fmt.Sprintf("swapper/%d", e.CPU))
		case ok:
			c.name(t, comm)
		default:
			c.name(t, "<...>")
		}
	}
	if e.Format == nil {
		c.begin("i", fmt.Sprintf("[UNKNOWN EVENT %d]", e.ID()), "", e.Time, t)
		c.buf = append(c.buf, `,"s":"t"}`...)
		return
	}
	group := c.groups[e.ID()]
	switch {
	case group == "sched" && e.Format.Event == "sched_switch":
		c.schedSwitch(e)
	case group == "ftrace" && e.Format.Event == "funcgraph_entry":
		fn, _ := e.Int("func")
		name := symName(c.syms, uint64(fn))
		c.stacks[t] = append(c.stacks[t], frame{uint64(fn), name})
		c.begin("B", name, "function_graph", e.Time, t)
		c.buf = append(c.buf, '}')
	case group == "ftrace" && e.Format.Event == "funcgraph_exit":
		fn, _ := e.Int("func")
		st := c.stacks[t]
		for k := len(st) - 1; k >= 0; k-- {
			if st[k].fn == uint64(fn) {
				c.closeFrames(t, st[k:], e.Time)
				c.stacks[t] = st[:k]
				break
			}
		}
	default:
		c.begin("i", e.Format.Event, group, e.Time, t)
		c.buf = append(c.buf, `,"s":"t","args":{`...)
		for i, fd := range e.Format.Fields {
			if i > 0 {
				c.buf = append(c.buf, ',')
			}
			c.buf = appendString(c.buf, fd.Name)
			c.buf = append(c.buf, ':')
			c.buf = c.arg(c.buf, e, &fd, group)
		}
		c.buf = append(c.buf, "}}"...)
	}
}

// closeFrames ends the open frames, innermost (last) first.
func (c *converter) closeFrames(t track, frames []frame, ts uint64) {
	for k := len(frames) - 1; k >= 0; k-- {
		c.begin("E", frames[k].name, "function_graph", ts, t)
		c.buf = append(c.buf, '}')
	}
}

func (c *converter) schedSwitch(e *ftrace.Event) {
	str := func(n string) string { s, _ := e.String(n); return s }
	num := func(n string) int64 { v, _ := e.Int(n); return v }
	// The next task's thread gets its comm from the switch (more accurate
	// than saved_cmdlines, which may have lost it).
	next := running{since: e.Time, pid: num("next_pid"), prio: num("next_prio"), comm: str("next_comm")}
	if next.pid != 0 {
		c.name(taskTrack(int(next.pid), e.CPU), next.comm)
	}
	prev := running{since: c.first, pid: num("prev_pid"), prio: num("prev_prio"), comm: str("prev_comm")}
	prevState := num("prev_state")
	cur := c.cpus[e.CPU]
	if !c.seenCPU[e.CPU] {
		// The task switched out first ran since the trace began.
		c.seenCPU[e.CPU] = true
		cur = &prev
	}
	// A switch that takes out a task other than the one the CPU's last
	// switch brought in follows a switch the trace lacks: the slice of
	// the task brought in ends here all the same (as trace-cmd's listing
	// pairs them), and the time of the one taken out is not known.
	if cur != nil && cur.pid == prev.pid && prev.comm != cur.comm {
		// The task exec'd while it ran: the slice is named by its comm
		// at the switch-out.
		cur.comm = prev.comm
		if cur.pid != 0 {
			c.name(taskTrack(int(cur.pid), e.CPU), cur.comm)
		}
	}
	c.slice(e.CPU, cur, e.Time, &prevState)
	c.cpus[e.CPU] = &next
}

// slice writes the X slice of r on cpu's track, ending at end.
func (c *converter) slice(cpu int, r *running, end uint64, state *int64) {
	if r == nil || r.pid == 0 {
		return
	}
	t := track{cpuTrackBase + cpu, cpuTrackBase + cpu}
	c.begin("X", r.comm+" ("+strconv.FormatInt(r.pid, 10)+")", "sched", r.since, t)
	c.buf = append(c.buf, `,"dur":`...)
	c.buf = appendMicros(c.buf, end-r.since)
	c.buf = append(c.buf, `,"args":{"comm":`...)
	c.buf = appendString(c.buf, r.comm)
	c.buf = append(c.buf, `,"pid":`...)
	c.buf = strconv.AppendInt(c.buf, r.pid, 10)
	c.buf = append(c.buf, `,"prio":`...)
	c.buf = strconv.AppendInt(c.buf, r.prio, 10)
	if state != nil {
		c.buf = append(c.buf, `,"end_state":`...)
		c.buf = appendString(c.buf, taskState(*state))
	}
	c.buf = append(c.buf, "}}"...)
}

// finish closes what is still open at the trace's end and names the tracks.
func (c *converter) finish() {
	cpus := make([]int, 0, len(c.seenCPU))
	for cpu := range c.seenCPU {
		cpus = append(cpus, cpu)
	}
	sort.Ints(cpus)
	for _, cpu := range cpus {
		c.slice(cpu, c.cpus[cpu], c.last, nil)
	}
	tracks := make([]track, 0, len(c.stacks))
	for t, st := range c.stacks {
		if len(st) > 0 {
			tracks = append(tracks, t)
		}
	}
	sortTracks(tracks)
	for _, t := range tracks {
		c.closeFrames(t, c.stacks[t], c.last)
	}

	for _, cpu := range cpus {
		id := cpuTrackBase + cpu
		name := fmt.Sprintf("CPU %d", cpu)
		c.meta("process_name", track{id, id}, `"name":`+quote(name))
		c.meta("process_sort_index", track{id, id}, fmt.Sprintf(`"sort_index":%d`, -1000+cpu))
		c.meta("thread_name", track{id, id}, `"name":`+quote(name))
	}
	pids := make([]int, 0, len(c.procs))
	for pid := range c.procs {
		pids = append(pids, pid)
	}
	sort.Ints(pids)
	for _, pid := range pids {
		c.meta("process_name", track{pid, pid}, `"name":`+quote(c.procs[pid]))
	}
	tracks = tracks[:0]
	for t := range c.names {
		tracks = append(tracks, t)
	}
	sortTracks(tracks)
	for _, t := range tracks {
		c.meta("thread_name", t, `"name":`+quote(c.names[t]))
	}
}

// taskState is sched_switch's prev_state as its print fmt shows it: the
// state letters of TASK_REPORT's bits ("R" for none), "+" when the task
// was preempted (TASK_REPORT_MAX).
func taskState(v int64) string {
	var s string
	for i, l := range "SDTtXZPI" {
		if v&(1<<i) != 0 {
			if s != "" {
				s += "|"
			}
			s += string(l)
		}
	}
	if s == "" {
		s = "R"
	}
	if v&0x100 != 0 {
		s += "+"
	}
	return s
}

func sortTracks(ts []track) {
	sort.Slice(ts, func(i, j int) bool {
		if ts[i].pid != ts[j].pid {
			return ts[i].pid < ts[j].pid
		}
		return ts[i].tid < ts[j].tid
	})
}

// begin starts an event object, leaving it open for its own keys.
func (c *converter) begin(ph, name, cat string, ts uint64, t track) {
	if c.n > 0 {
		c.buf = append(c.buf, ',')
	}
	c.n++
	c.buf = append(c.buf, "\n{\"ph\":\""...)
	c.buf = append(c.buf, ph...)
	c.buf = append(c.buf, `","name":`...)
	c.buf = appendString(c.buf, name)
	if cat != "" {
		c.buf = append(c.buf, `,"cat":`...)
		c.buf = appendString(c.buf, cat)
	}
	c.buf = append(c.buf, `,"pid":`...)
	c.buf = strconv.AppendInt(c.buf, int64(t.pid), 10)
	c.buf = append(c.buf, `,"tid":`...)
	c.buf = strconv.AppendInt(c.buf, int64(t.tid), 10)
	c.buf = append(c.buf, `,"ts":`...)
	c.buf = appendMicros(c.buf, ts)
}

func (c *converter) meta(name string, t track, args string) {
	if c.n > 0 {
		c.buf = append(c.buf, ',')
	}
	c.n++
	c.buf = fmt.Appendf(c.buf, "\n{\"ph\":\"M\",\"name\":%q,\"pid\":%d,\"tid\":%d,\"args\":{%s}}", name, t.pid, t.tid, args)
}

// arg is a field's value as JSON: strings as strings, integers as numbers
// (unsigned ones past 2^53, which JSON readers round, as hex strings), an
// ftrace function address as its symbol, anything else as hex bytes.
func (c *converter) arg(b []byte, e *ftrace.Event, fd *kernel.FormatField, group string) []byte {
	if strings.Contains(fd.CType, "char") && (fd.DataLoc || fd.RelLoc || strings.Contains(fd.CType, "[")) {
		s, err := e.String(fd.Name)
		if err != nil {
			return append(b, "null"...)
		}
		return appendString(b, s)
	}
	v, err := e.Int(fd.Name)
	if err != nil {
		raw, err := e.Bytes(fd.Name)
		if err != nil {
			return append(b, "null"...)
		}
		return appendString(b, hex.EncodeToString(raw))
	}
	if group == "ftrace" && (fd.Name == "ip" || fd.Name == "parent_ip" || fd.Name == "func") {
		return appendString(b, symName(c.syms, uint64(v)))
	}
	if fd.Signed {
		return strconv.AppendInt(b, v, 10)
	}
	u := uint64(v)
	if fd.Size < 8 {
		u &= 1<<(8*fd.Size) - 1
	}
	if u > 1<<53 {
		return appendString(b, fmt.Sprintf("0x%x", u))
	}
	return strconv.AppendUint(b, u, 10)
}

// appendMicros writes ns nanoseconds as microseconds, exactly.
func appendMicros(b []byte, ns uint64) []byte {
	b = strconv.AppendUint(b, ns/1000, 10)
	if r := ns % 1000; r != 0 {
		b = append(b, '.')
		b = append(b, byte('0'+r/100), byte('0'+r/10%10), byte('0'+r%10))
	}
	return b
}

func quote(s string) string { return string(appendString(nil, s)) }

// appendString appends s as a JSON string.
func appendString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == '"' || c == '\\' || c >= 0x7f {
			var q bytes.Buffer
			enc := json.NewEncoder(&q)
			enc.SetEscapeHTML(false)
			enc.Encode(s) // a string always encodes
			return append(b, bytes.TrimSuffix(q.Bytes(), []byte("\n"))...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// symName is the symbol at addr ("name" or "name+0xOFF"), or the address
// in hex.
func symName(syms *ftrace.Syms, addr uint64) string {
	name, start, ok := syms.Lookup(addr)
	switch {
	case !ok:
		return fmt.Sprintf("0x%x", addr)
	case addr != start:
		return fmt.Sprintf("%s+0x%x", name, addr-start)
	}
	return name
}
