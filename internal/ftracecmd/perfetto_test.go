package ftracecmd

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"sonde/internal/ftrace"
	"sonde/internal/kernel"
	"sonde/internal/testutil"
	"sonde/internal/tracedat"
)

// jsonEvent is one element of traceEvents as validateTrace reads it.
type jsonEvent struct {
	Ph, Name, Cat, S string
	Pid, Tid         int64
	Ts, Dur          int64 // nanoseconds

	Args map[string]any
}

// validateTrace parses a Chrome/Perfetto JSON trace and checks what the
// viewers rely on: a traceEvents array of objects with a known ph, numeric
// integer pid and tid, a ts on every non-metadata event, timestamps that
// never go back on a track (a pid, tid pair), B/E pairs that balance and
// nest per track (an E closes the innermost B, by name), X slices with a
// non-negative duration that nest in or follow each other on their track,
// and thread-scoped instants. It returns the events by track, in order.
func validateTrace(t *testing.T, data []byte) map[[2]int64][]jsonEvent {
	t.Helper()
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	if string(top["displayTimeUnit"]) != `"ns"` {
		t.Errorf("displayTimeUnit %s", top["displayTimeUnit"])
	}
	var raw []map[string]json.RawMessage
	if err := json.Unmarshal(top["traceEvents"], &raw); err != nil {
		t.Fatalf("traceEvents: %v", err)
	}
	tracks := map[[2]int64][]jsonEvent{}
	open := map[[2]int64][]string{} // B names
	xEnds := map[[2]int64][]int64{} // ends of the enclosing X slices
	last := map[[2]int64]int64{}    // last ts
	for i, r := range raw {
		var e jsonEvent
		for _, k := range []string{"ph", "pid", "tid"} {
			if r[k] == nil {
				t.Fatalf("event %d has no %s: %v", i, k, r)
			}
		}
		if err := json.Unmarshal(r["ph"], &e.Ph); err != nil {
			t.Fatalf("event %d: ph: %v", i, err)
		}
		for k, dst := range map[string]*int64{"pid": &e.Pid, "tid": &e.Tid} {
			if err := json.Unmarshal(r[k], dst); err != nil {
				t.Fatalf("event %d: %s %s is not an integer", i, k, r[k])
			}
		}
		json.Unmarshal(r["name"], &e.Name)
		json.Unmarshal(r["cat"], &e.Cat)
		json.Unmarshal(r["s"], &e.S)
		json.Unmarshal(r["args"], &e.Args)
		key := [2]int64{e.Pid, e.Tid}
		if e.Ph == "M" {
			switch e.Name {
			case "process_name", "thread_name", "process_sort_index", "thread_sort_index":
			default:
				t.Errorf("event %d: metadata %q", i, e.Name)
			}
			continue
		}
		var err error
		if e.Ts, err = micros(r["ts"]); err != nil {
			t.Fatalf("event %d: ts %s: %v", i, r["ts"], err)
		}
		if n, ok := last[key]; ok && e.Ts < n {
			t.Errorf("event %d (%s %s): ts %v before the track's previous %v", i, e.Ph, e.Name, e.Ts, n)
		}
		last[key] = e.Ts
		switch e.Ph {
		case "B":
			open[key] = append(open[key], e.Name)
		case "E":
			st := open[key]
			if len(st) == 0 {
				t.Errorf("event %d: E %q on track %v with nothing open", i, e.Name, key)
				break
			}
			if st[len(st)-1] != e.Name {
				t.Errorf("event %d: E %q closes B %q", i, e.Name, st[len(st)-1])
			}
			open[key] = st[:len(st)-1]
		case "X":
			if e.Dur, err = micros(r["dur"]); err != nil || e.Dur < 0 {
				t.Errorf("event %d: X dur %s", i, r["dur"])
			}
			ends := xEnds[key]
			for len(ends) > 0 && ends[len(ends)-1] <= e.Ts {
				ends = ends[:len(ends)-1]
			}
			if len(ends) > 0 && e.Ts+e.Dur > ends[len(ends)-1] {
				t.Errorf("event %d: X %q [%v, %v] overlaps its track's previous slice ending at %v", i, e.Name, e.Ts, e.Ts+e.Dur, ends[len(ends)-1])
			}
			xEnds[key] = append(ends, e.Ts+e.Dur)
		case "i":
			if e.S != "t" {
				t.Errorf("event %d: instant scope %q", i, e.S)
			}
		default:
			t.Errorf("event %d: ph %q", i, e.Ph)
		}
		tracks[key] = append(tracks[key], e)
	}
	for k, st := range open {
		if len(st) > 0 {
			t.Errorf("track %v: %q never end", k, st)
		}
	}
	return tracks
}

// micros reads a JSON number of microseconds as exact nanoseconds (float64
// would round ts+dur of a boot-time clock in the last digit).
func micros(raw json.RawMessage) (int64, error) {
	var n json.Number
	if err := json.Unmarshal(raw, &n); err != nil || raw == nil {
		return 0, fmt.Errorf("not a number")
	}
	whole, frac, _ := strings.Cut(n.String(), ".")
	if len(frac) > 3 || strings.ContainsAny(n.String(), "eE") {
		return 0, fmt.Errorf("not whole nanoseconds")
	}
	us, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		return 0, err
	}
	ns, _ := strconv.ParseInt((frac + "000")[:3], 10, 64)
	if strings.HasPrefix(whole, "-") {
		return us*1000 - ns, nil
	}
	return us*1000 + ns, nil
}

// reportJSON runs sonde ftrace report dat -o dat.json and returns the JSON.
func reportJSON(t *testing.T, dat string) []byte {
	t.Helper()
	var stderr bytes.Buffer
	if code := Main([]string{"report", dat, "-o", dat + ".json"}, nil, &stderr, &stderr); code != 0 {
		t.Fatalf("report %s -o: exit %d\n%s", filepath.Base(dat), code, stderr.String())
	}
	data, err := os.ReadFile(dat + ".json")
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// summary is a track's events as "PH NAME TS[+DUR]" lines.
func summary(evs []jsonEvent) string {
	var b strings.Builder
	for _, e := range evs {
		fmt.Fprintf(&b, "%s %s %d.%03d", e.Ph, e.Name, e.Ts/1000, e.Ts%1000)
		if e.Ph == "X" {
			fmt.Fprintf(&b, "+%d.%03d", e.Dur/1000, e.Dur%1000)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// pageWriter builds one CPU's ring-buffer page of the records given.
type pageWriter struct {
	hdr  ftrace.PageHeader
	data []byte
	ts   uint64
	n    int
}

func (p *pageWriter) add(ts uint64, rec []byte) {
	if p.n == 0 {
		p.ts = ts
	}
	delta := ts - p.ts
	if len(rec)%4 != 0 || len(rec) > 28*4 || delta >= 1<<27 {
		panic("record does not fit a small event header")
	}
	p.data = binary.LittleEndian.AppendUint32(p.data, uint32(len(rec)/4)|uint32(delta)<<5)
	p.data = append(p.data, rec...)
	p.ts = ts
	p.n++
}

func (p *pageWriter) page(size int, first uint64) []byte {
	page := make([]byte, size)
	binary.LittleEndian.PutUint64(page[p.hdr.TimestampOff:], first)
	binary.LittleEndian.PutUint64(page[p.hdr.CommitOff:], uint64(len(p.data)))
	copy(page[p.hdr.DataOff:], p.data)
	return page
}

// rawRecord lays out an event of format ef with the fields given (integers or
// strings), common_type and common_pid set.
func rawRecord(ef *kernel.EventFormat, pid int, fields map[string]any) []byte {
	size := 0
	for _, fd := range append(append([]kernel.FormatField{}, ef.Common...), ef.Fields...) {
		size = max(size, fd.Offset+fd.Size)
	}
	rec := make([]byte, (size+3)&^3)
	binary.LittleEndian.PutUint16(rec, uint16(ef.ID))
	fields["common_pid"] = pid
	for name, v := range fields {
		fd := ef.Field(name)
		b := rec[fd.Offset : fd.Offset+fd.Size]
		switch v := v.(type) {
		case string:
			copy(b, v)
		case uint64:
			binary.LittleEndian.PutUint64(b, v)
		case int:
			switch fd.Size {
			case 4:
				binary.LittleEndian.PutUint32(b, uint32(v))
			case 8:
				binary.LittleEndian.PutUint64(b, uint64(v))
			}
		}
	}
	return rec
}

// hostFormat reads a format file of this host's tracefs.
func hostFormat(t *testing.T, rel string) []byte {
	t.Helper()
	root, err := kernel.EnsureTracefs()
	if err != nil {
		testutil.RequireKernel(t, "no tracefs: "+err.Error())
	}
	data, err := os.ReadFile(filepath.Join(root, rel))
	if err != nil {
		testutil.RequireKernel(t, err.Error())
	}
	return data
}

// TestPerfettoSynthetic converts a trace.dat built with tracedat's writer
// from this host's funcgraph_entry, funcgraph_exit, sched_switch and
// sched_wakeup formats: function_graph nesting (an exit without its entry
// at the start, an exit that closes a frame above it, frames open at the
// end, two CPUs' idle tasks at once) and sched_switch slices (the first
// and last partial ones, the idle task left out), event by event.
func TestPerfettoSynthetic(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	texts := map[string][]byte{}
	formats := map[string]*kernel.EventFormat{}
	for _, ev := range []string{"ftrace/funcgraph_entry", "ftrace/funcgraph_exit", "sched/sched_switch", "sched/sched_wakeup"} {
		texts[ev] = hostFormat(t, "events/"+ev+"/format")
		ef, err := kernel.ParseFormat(texts[ev])
		if err != nil {
			t.Fatal(err)
		}
		formats[ev] = ef
	}
	headerPage := hostFormat(t, "events/header_page")
	hdr, err := ftrace.ParsePageHeader(headerPage)
	if err != nil {
		t.Fatal(err)
	}
	const (
		vfsRead  = 0xffffffff81000000
		rwVerify = 0xffffffff81000100
		secPerm  = 0xffffffff81000200
		doIdle   = 0xffffffff81000300
		t0       = 5_000_000_000
	)
	kallsyms := fmt.Sprintf("%x T vfs_read\n%x T rw_verify_area\n%x t security_file_permission\n%x T do_idle\n%x A __per_cpu_start\n",
		uint64(vfsRead), uint64(rwVerify), uint64(secPerm), uint64(doIdle), 0)
	entry := func(pid int, fn uint64, depth int) []byte {
		return rawRecord(formats["ftrace/funcgraph_entry"], pid, map[string]any{"func": fn, "depth": depth})
	}
	exit := func(pid int, fn uint64, depth int) []byte {
		return rawRecord(formats["ftrace/funcgraph_exit"], pid, map[string]any{"func": fn, "depth": depth})
	}
	sw := func(prev, prevState, next int) []byte {
		comm := map[int]string{0: "swapper", 100: "worker", 300: "reader"}
		return rawRecord(formats["sched/sched_switch"], prev, map[string]any{
			"prev_comm": comm[prev], "prev_pid": prev, "prev_prio": 120, "prev_state": prevState,
			"next_comm": comm[next], "next_pid": next, "next_prio": 120})
	}
	wakeup := rawRecord(formats["sched/sched_wakeup"], 300, map[string]any{"comm": "worker", "pid": 100, "prio": 120, "target_cpu": 0})

	cpu0 := &pageWriter{hdr: hdr}
	cpu0.add(t0+1000, entry(0, doIdle, 0))
	cpu0.add(t0+1100, sw(0, 0, 100)) // the first switch: idle ran before, no slice
	cpu0.add(t0+1200, entry(100, vfsRead, 0))
	cpu0.add(t0+1300, entry(100, rwVerify, 1))
	cpu0.add(t0+1400, exit(100, vfsRead, 0)) // closes rw_verify_area too
	cpu0.add(t0+1500, sw(100, 1, 0))
	cpu0.add(t0+1600, exit(0, doIdle, 0))
	cpu1 := &pageWriter{hdr: hdr}
	cpu1.add(t0+500, exit(300, vfsRead, 0)) // its entry is before the trace
	cpu1.add(t0+600, entry(300, vfsRead, 0))
	cpu1.add(t0+700, entry(300, rwVerify, 1))
	cpu1.add(t0+800, exit(300, rwVerify, 1))
	cpu1.add(t0+900, entry(300, secPerm+0x10, 1))
	cpu1.add(t0+1000, sw(300, 0x100, 0)) // reader ran since the trace began
	cpu1.add(t0+1050, entry(0, doIdle, 0))
	cpu1.add(t0+1150, exit(0, doIdle, 0))
	cpu1.add(t0+1700, sw(0, 0, 300)) // reader runs to the end
	cpu1.add(t0+1800, wakeup)

	const pageSize = 4096
	section := func(p *pageWriter, first uint64) *io.SectionReader {
		page := p.page(pageSize, first)
		return io.NewSectionReader(bytes.NewReader(page), 0, int64(len(page)))
	}
	file := &tracedat.File{
		LongSize: 8, PageSize: pageSize,
		HeaderPage:  headerPage,
		HeaderEvent: hostFormat(t, "events/header_event"),
		Ftrace:      [][]byte{texts["ftrace/funcgraph_entry"], texts["ftrace/funcgraph_exit"]},
		Systems:     []tracedat.System{{Name: "sched", Formats: [][]byte{texts["sched/sched_switch"], texts["sched/sched_wakeup"]}}},
		Kallsyms:    []byte(kallsyms),
		Cmdlines:    []byte("100 worker\n300 reader\n"),
		CPUs:        []tracedat.CPU{{Data: section(cpu0, t0+1000)}, {Data: section(cpu1, t0+500)}},
	}
	dir := t.TempDir()
	dat := filepath.Join(dir, "graph.dat")
	var buf bytes.Buffer
	if err := tracedat.Write(&buf, file); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dat, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	data := reportJSON(t, dat)
	tracks := validateTrace(t, data)
	want := map[[2]int64]string{
		{cpuTrackBase, cpuTrackBase}:         "X worker (100) 5000001.100+0.400\n",
		{cpuTrackBase + 1, cpuTrackBase + 1}: "X reader (300) 5000000.500+0.500\nX reader (300) 5000001.700+0.100\n",
		{100, 100}:                           "B vfs_read 5000001.200\nB rw_verify_area 5000001.300\nE rw_verify_area 5000001.400\nE vfs_read 5000001.400\n",
		{300, 300}: "B vfs_read 5000000.600\nB rw_verify_area 5000000.700\nE rw_verify_area 5000000.800\n" +
			"B security_file_permission+0x10 5000000.900\ni sched_wakeup 5000001.800\n" +
			"E security_file_permission+0x10 5000001.800\nE vfs_read 5000001.800\n",
		{0, idleTidBase}:     "B do_idle 5000001.000\nE do_idle 5000001.600\n",
		{0, idleTidBase + 1}: "B do_idle 5000001.050\nE do_idle 5000001.150\n",
	}
	for k, w := range want {
		if got := summary(tracks[k]); got != w {
			t.Errorf("track %v:\n%s\nwant\n%s", k, got, w)
		}
	}
	if len(tracks) != len(want) {
		t.Errorf("%d tracks, want %d", len(tracks), len(want))
	}
	wk := tracks[[2]int64{300, 300}][4]
	if wk.Cat != "sched" || wk.Args["comm"] != "worker" || wk.Args["pid"] != 100.0 || wk.Args["target_cpu"] != 0.0 {
		t.Errorf("sched_wakeup instant %+v", wk)
	}
	if x := tracks[[2]int64{cpuTrackBase + 1, cpuTrackBase + 1}][0]; x.Args["end_state"] != "R+" || x.Args["pid"] != 300.0 {
		t.Errorf("reader's first slice %+v", x)
	}
	for _, name := range []string{`"name":"process_name","pid":8388608,"tid":8388608,"args":{"name":"CPU 0"}`,
		`"name":"thread_name","pid":300,"tid":300,"args":{"name":"reader"}`,
		`"name":"thread_name","pid":0,"tid":8454145,"args":{"name":"swapper/1"}`} {
		if !bytes.Contains(data, []byte(name)) {
			t.Errorf("no metadata %s", name)
		}
	}

	// An output that cannot be written is bad input.
	var stderr bytes.Buffer
	code := Main([]string{"report", dat, "-o", filepath.Join(dir, "no/such/dir/x.json")}, nil, &stderr, &stderr)
	if code != 2 || strings.Count(stderr.String(), "\n") != 1 || !strings.Contains(stderr.String(), "no such file") {
		t.Errorf("unwritable -o: exit %d, %q", code, stderr.String())
	}
}

// TestPerfettoTraceCmdFiles converts the trace.dat files trace-cmd 3.1
// wrote in internal/tracedat/testdata: their sections (formats, kallsyms,
// cmdlines) convert to a valid trace with no events, as the files hold
// none. (trace-cmd's rewrites of a real recording are TestPerfettoLive's.)
func TestPerfettoTraceCmdFiles(t *testing.T) {
	for _, name := range []string{"tracecmd-v6.dat", "tracecmd-v7.dat", "tracecmd-v7-zstd.dat"} {
		data, err := os.ReadFile(filepath.Join("..", "tracedat", "testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		f, err := tracedat.Read(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			if strings.Contains(err.Error(), "compressed files are not supported") {
				t.Logf("%s: %v", name, err)
				continue
			}
			t.Fatalf("%s: %v", name, err)
		}
		var out bytes.Buffer
		if err := perfettoJSON(&out, f, nil, parseCmdlines(f.Cmdlines)); err != nil {
			t.Fatal(err)
		}
		if tracks := validateTrace(t, out.Bytes()); len(tracks) != 0 {
			t.Errorf("%s: %d tracks", name, len(tracks))
		}
	}
}

// TestPerfettoLive records sched_switch and sched_wakeup while a shell
// forks and pipes (a context-switch workload) and converts the file: the
// trace is valid, every CPU's slices follow each other, the workload's
// cat processes have slices, and the slices are exactly those trace-cmd
// report's listing of the switches gives. trace-cmd convert's version 6 and version 7
// rewrites of the file convert to the same JSON.
func TestPerfettoLive(t *testing.T) {
	why := testutil.Privileged()
	if _, err := exec.LookPath("trace-cmd"); why == "" && err != nil {
		why = "trace-cmd is not installed"
	}
	testutil.RequireKernel(t, why)
	dir := t.TempDir()
	dat := filepath.Join(dir, "sched.dat")
	var stderr bytes.Buffer
	work := `i=0; while [ $i -lt 200 ]; do echo x | cat >/dev/null; i=$((i+1)); done`
	if code := Main([]string{"record", "-e", "sched:sched_switch", "-e", "sched:sched_wakeup", "-b", "8192",
		"-o", dat, "--", "sh", "-c", work}, nil, &stderr, &stderr); code != 0 {
		t.Fatalf("record: exit %d\n%s", code, stderr.String())
	}
	if strings.Contains(stderr.String(), "lost") {
		t.Logf("record: %s", stderr.String())
	}
	data := reportJSON(t, dat)
	tracks := validateTrace(t, data)

	// The slices as (CPU, start µs, end µs, pid), µs rounded as trace-cmd
	// report prints them.
	type slice struct{ cpu, start, end, pid int64 }
	us := func(ns int64) int64 { return (ns + 500) / 1000 }
	got := map[slice]int{}
	cats := map[int64]bool{}
	for k, evs := range tracks {
		if k[0] < cpuTrackBase {
			continue
		}
		for _, e := range evs {
			if e.Ph != "X" {
				t.Errorf("CPU track %v: %s %s", k, e.Ph, e.Name)
				continue
			}
			pid := int64(e.Args["pid"].(float64))
			got[slice{k[0] - cpuTrackBase, us(e.Ts), us(e.Ts + e.Dur), pid}]++
			if strings.HasPrefix(e.Name, "cat (") {
				cats[pid] = true
			}
		}
	}

	// The same from trace-cmd report's listing: on each CPU, the task a
	// switch brings in runs to the CPU's next switch; the task the first
	// switch takes out ran since the trace's first event, the one the last
	// brings in runs to its last; the idle task has none.
	tc, err := exec.Command("trace-cmd", "report", "-R", "-i", dat).Output()
	if err != nil {
		t.Fatalf("trace-cmd report: %v", err)
	}
	line := regexp.MustCompile(`\[(\d+)\]\s+(\d+)\.(\d{6}): (\w+):(?:.* prev_pid=(\d+) .* next_pid=(\d+) )?`)
	want := map[slice]int{}
	var first, last int64
	type in struct{ at, pid int64 }
	cur := map[int64]*in{}
	n, gaps := 0, 0
	for _, l := range strings.Split(string(tc), "\n") {
		m := line.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		num := func(s string) int64 { v, _ := strconv.ParseInt(s, 10, 64); return v }
		cpu, at := num(m[1]), num(m[2])*1e6+num(m[3])
		if n == 0 {
			first = at
		}
		n++
		last = at
		if m[4] != "sched_switch" {
			continue
		}
		r := cur[cpu]
		if r == nil {
			r = &in{first, num(m[5])}
		}
		if r.pid != num(m[5]) {
			gaps++
		}
		if r.pid != 0 {
			want[slice{cpu, r.at, at, r.pid}]++
		}
		cur[cpu] = &in{at, num(m[6])}
	}
	for cpu, r := range cur {
		if r.pid != 0 {
			want[slice{cpu, r.at, last, r.pid}]++
		}
	}
	if len(want) == 0 {
		t.Fatal("trace-cmd report lists no sched_switch")
	}
	for s, n := range want {
		if got[s] != n {
			t.Errorf("trace-cmd's listing has %d slice(s) %+v, the JSON %d", n, s, got[s])
		}
	}
	for s, n := range got {
		if want[s] == 0 {
			t.Errorf("the JSON has %d slice(s) %+v that trace-cmd's listing has not", n, s)
		}
	}
	// The kernel's sched_switch stream on this host now and then lacks a
	// switch-in (trace-cmd lists the same gaps): a cat process whose only
	// switch-in is lost has its time under the task before it.
	if len(cats) < 200-gaps {
		t.Errorf("slices of %d cat processes, want 200 (%d switch-ins missing)", len(cats), gaps)
	}
	t.Logf("%d slices (of %d cat processes), %d events, %d switch-ins missing", len(got), len(cats), n, gaps)

	for _, conv := range [][]string{{"--file-version", "6"}, {"--file-version", "7", "--compression", "none"}} {
		rewritten := filepath.Join(dir, "v"+conv[1]+".dat")
		args := append([]string{"convert", "-i", dat, "-o", rewritten}, conv...)
		if msg, err := exec.Command("trace-cmd", args...).CombinedOutput(); err != nil {
			t.Fatalf("trace-cmd %q: %v\n%s", args, err, msg)
		}
		if !bytes.Equal(reportJSON(t, rewritten), data) {
			t.Errorf("trace-cmd's version %s rewrite converts differently", conv[1])
		}
	}
}
