// Package output prints what a bpftrace program produces — maps, print()
// values, printf text, probe counts — byte for byte as bpftrace prints them,
// as text or as -f json (one JSON object per line): as its newest release
// does, or as 0.17 does where the two differ and Options.Compat asks for it.
//
// The runtime decodes kernel data into the small value model here (Value,
// Map, Entry) and calls a Printer. Ordering of map entries, hist and lhist
// rendering, top/div handling and the JSON record shapes live here; clear()
// and zero() are the runtime's.
//
// It imports only format: output knows nothing of BPF or the kernel.
package output

import (
	"io"
	"sort"
	"strconv"
	"strings"
)

// Kind is what a map holds, which decides how bpftrace prints and sorts it.
type Kind int

const (
	Plain   Kind = iota // @x = expr
	Count               // count()
	Sum                 // sum()
	Min                 // min()
	Max                 // max()
	Avg                 // avg()
	Stats               // stats()
	Hist                // hist()
	LHist               // lhist()
	Tseries             // tseries()
	LLHist              // llhist()
)

// Compat is the bpftrace release whose output a Printer reproduces where
// releases print differently. The zero value is the newest.
type Compat int

const (
	Newest    Compat = iota // bpftrace 0.26 and its main branch
	Compat017               // bpftrace 0.17 (--compat=0.17)
)

// Options choose how a Printer prints.
type Options struct {
	Compat Compat
	// Status is where newest's text mode writes what the script did not
	// print itself ("Attached N probes", "Lost N events", helper
	// warnings): stderr, as bpftrace 0.24's breaking change #4504 has it.
	// Nil: the output itself. 0.17 and json mode print them in the output.
	Status io.Writer
}

// Map is a snapshot of one map.
type Map struct {
	Name string // with the '@': "@x", or "@" for the anonymous map
	Kind Kind
	// Zero is the value of a keyless map that holds none: newest bpftrace's
	// print() shows it (bpftrace #5239), 0.17 prints an empty line. Nil
	// for maps with keys, and where sonde knows no zero (strings, structs).
	Zero Value
	// Min, Max, Step are the lhist() parameters.
	Min, Max, Step int64
	// LL is the llhist() shape.
	LL LogLinear
	// Bits is the k of hist(v, k): each power of two split in 2^k buckets.
	Bits int
	// Entries in the order the kernel map iterates them (bpf_get_next_key),
	// which bpftrace sorts from; see sort.go.
	Entries []Entry
}

// Entry is one key of a map.
type Entry struct {
	Key     []Value  // the key parts; nil for a map without keys
	Value   Value    // Plain, Count, Sum, Min, Max (Count as an unsigned Int)
	Buckets []uint64 // Hist, LHist, LLHist: count per slot, see HistIndex/LHistIndex/LogLinear.Index
	Series  []Point  // Tseries: the intervals held, oldest first
	Count   int64    // Avg, Stats: number of values
	Total   int64    // Avg, Stats: their sum
	Ref     int      // the runtime's own reference to the entry (trunc() keeps entries by it)
}

// average is total/count truncated toward zero, 0 for no values.
func (e Entry) average() int64 {
	if e.Count == 0 {
		return 0
	}
	return e.Total / e.Count
}

// Printer prints a program's output. Each call writes whole lines with one
// Write, so a line-buffered or unbuffered writer never splits a record.
type Printer interface {
	// AttachedProbes prints "Attached N probes" (newest text, on
	// Options.Status), "Attaching N probes..." (0.17 text) or an
	// attached_probes record (json).
	AttachedProbes(n int) error
	// Printf prints printf() output; Time, Cat, System and Join the output of
	// time(), cat(), system() and join(). Text mode prints them as they are
	// (join adds a newline); json wraps each in a record of its type.
	Printf(text []byte) error
	Time(text string) error
	Cat(text string) error
	System(text string) error
	Join(text string) error
	// PrintValue prints print() of a non-map value.
	PrintValue(v Value) error
	// PrintMap prints print(@m, top, div) and maps at exit. top keeps only
	// the last top entries in print order (0: all); div divides the values
	// (0 or 1: no division). stats() maps ignore both; lhist() ignores div.
	PrintMap(m *Map, top, div int) error
	// LostEvents reports events the kernel dropped (newest text mode: on
	// Options.Status).
	LostEvents(n uint64) error
	// HelperError reports a failed helper call (-k, -kk): text mode prints
	// e.Warning (on stdout as bpftrace 0.17, on Options.Status as newest),
	// json a helper_error record.
	HelperError(e HelperError) error
	// ExitMaps prints what bpftrace prints on exit: two newlines (in json
	// mode only 0.17 prints them), then every map ordered by name, as
	// PrintMap(m, 0, 0).
	ExitMaps(maps []*Map) error
}

// HelperError is a failed helper call.
type HelperError struct {
	Helper    string // as bpftrace names it: "probe_read_kernel"
	Retcode   int64  // what it returned
	Msg       string // strerror(-Retcode): newest's json "msg"
	File      string // the script's file name ("stdin" for -e): newest's json "filename"
	Line, Col int    // where in the script
	Warning   string // bpftrace's warning in text mode, whole lines
}

// NewText returns a Printer for bpftrace's text output.
func NewText(w io.Writer, o Options) Printer {
	status := o.Status
	if status == nil || o.Compat == Compat017 {
		status = w
	}
	return &textPrinter{w: w, status: status, compat: o.Compat}
}

// NewJSON returns a Printer for bpftrace's -f json output.
func NewJSON(w io.Writer, o Options) Printer { return &jsonPrinter{w: w, compat: o.Compat} }

// printed is the map print() shows: newest bpftrace shows a keyless map
// that holds no value as its zero.
func printed(m *Map, c Compat) *Map {
	if c == Compat017 || len(m.Entries) > 0 || m.Zero == nil {
		return m
	}
	z := *m
	z.Entries = []Entry{{Value: m.Zero}}
	return &z
}

// probes is "1 probe" or "N probes".
func probes(n int) string {
	if n == 1 {
		return "1 probe"
	}
	return strconv.Itoa(n) + " probes"
}

func write(w io.Writer, s string) error {
	if s == "" {
		return nil
	}
	_, err := io.WriteString(w, s)
	return err
}

// shown returns the entries print(@m, top, div) prints, in order.
func shown(m *Map, top int) []Entry {
	es := sortEntries(m)
	if top > 0 && len(es) > top && m.Kind != Stats {
		es = es[len(es)-top:]
	}
	return es
}

func divisor(div int) int64 {
	if div < 1 {
		return 1
	}
	return int64(div)
}

// divide applies print()'s div to a plain map value.
func divide(v Value, d int64) Value {
	switch v := v.(type) {
	case Int:
		return v.div(d)
	case Ptr:
		return Int{V: int64(v) / d, Size: 8}
	}
	return v
}

func exitOrder(maps []*Map) []*Map {
	ms := append([]*Map(nil), maps...)
	sort.SliceStable(ms, func(i, j int) bool { return ms[i].Name < ms[j].Name })
	return ms
}

type textPrinter struct {
	w      io.Writer
	status io.Writer // where status messages go: w for 0.17
	compat Compat
}

// AttachedProbes prints newest's "Attached N probes" (bpftrace #4194, 0.24
// CHANGELOG) or 0.17's "Attaching N probes...".
func (p *textPrinter) AttachedProbes(n int) error {
	if p.compat == Compat017 {
		return write(p.w, "Attaching "+probes(n)+"...\n")
	}
	return write(p.status, "Attached "+probes(n)+"\n")
}

func (p *textPrinter) Printf(text []byte) error {
	_, err := p.w.Write(text)
	return err
}

func (p *textPrinter) Time(text string) error   { return write(p.w, text) }
func (p *textPrinter) Cat(text string) error    { return write(p.w, text) }
func (p *textPrinter) System(text string) error { return write(p.w, text) }
func (p *textPrinter) Join(text string) error   { return write(p.w, text+"\n") }

func (p *textPrinter) PrintValue(v Value) error { return write(p.w, Text(v)+"\n") }

func (p *textPrinter) LostEvents(n uint64) error {
	return write(p.status, "Lost "+strconv.FormatUint(n, 10)+" events\n")
}

func (p *textPrinter) HelperError(e HelperError) error { return write(p.status, e.Warning) }

func (p *textPrinter) PrintMap(m *Map, top, div int) error {
	return write(p.w, MapText(printed(m, p.compat), top, div))
}

func (p *textPrinter) ExitMaps(maps []*Map) error {
	var b strings.Builder
	b.WriteString("\n\n")
	for _, m := range exitOrder(maps) {
		b.WriteString(MapText(m, 0, 0))
	}
	return write(p.w, b.String())
}

// MapText renders a map as bpftrace's text output does.
func MapText(m *Map, top, div int) string {
	d := divisor(div)
	es := shown(m, top)
	elems := make([]string, len(es))
	sep, end := "\n", "\n"
	for i, e := range es {
		head := m.Name + KeyText(e.Key) + ": "
		switch m.Kind {
		case Hist:
			elems[i] = head + "\n" + histText(e.Buckets, uint64(d), m.Bits)
		case LHist:
			elems[i] = head + "\n" + lhistText(e.Buckets, m.Min, m.Max, m.Step)
		case LLHist:
			elems[i] = head + "\n" + llhistText(e.Buckets, m.LL)
		case Tseries:
			elems[i] = head + "\n" + tseriesText(e.Series)
		case Stats:
			elems[i] = head + "count " + strconv.FormatInt(e.Count, 10) + ", average " +
				strconv.FormatInt(e.average(), 10) + ", total " + strconv.FormatInt(e.Total, 10)
		case Avg:
			elems[i] = head + strconv.FormatInt(e.average()/d, 10)
		default:
			elems[i] = head + Text(divide(e.Value, d))
			switch e.Value.(type) {
			case Stack, PerfStack, Sym:
				// bpftrace 0.17 separates nothing for these value types.
				sep = ""
			}
		}
	}
	if m.Kind == Avg || m.Kind == Stats {
		end = "\n\n"
	}
	return strings.Join(elems, sep) + end
}

type jsonPrinter struct {
	w      io.Writer
	buf    []byte // a printf record, reused
	compat Compat
}

func (p *jsonPrinter) record(typ, data string) error {
	return write(p.w, `{"type": "`+typ+`", "data": `+data+"}\n")
}

func (p *jsonPrinter) message(typ, text string) error {
	return p.record(typ, `"`+Escape(text)+`"`)
}

// counted is a record newest bpftrace gives a "count" besides its data:
// attached_probes and lost_events.
func (p *jsonPrinter) counted(typ, field string, n uint64) error {
	c := strconv.FormatUint(n, 10)
	if p.compat == Compat017 {
		return p.record(typ, `{"`+field+`": `+c+"}")
	}
	return write(p.w, `{"type": "`+typ+`", "count": `+c+`, "data": {"`+field+`": `+c+"}}\n")
}

func (p *jsonPrinter) AttachedProbes(n int) error {
	return p.counted("attached_probes", "probes", uint64(n))
}

func (p *jsonPrinter) Printf(text []byte) error {
	p.buf = append(appendEscape(append(p.buf[:0], `{"type": "printf", "data": "`...), text), "\"}\n"...)
	_, err := p.w.Write(p.buf)
	return err
}

func (p *jsonPrinter) Time(text string) error   { return p.message("time", text) }
func (p *jsonPrinter) Cat(text string) error    { return p.message("cat", text) }
func (p *jsonPrinter) System(text string) error { return p.message("syscall", text) }
func (p *jsonPrinter) Join(text string) error   { return p.message("join", text) }

func (p *jsonPrinter) PrintValue(v Value) error { return p.record("value", JSON(v, p.compat)) }

func (p *jsonPrinter) LostEvents(n uint64) error { return p.counted("lost_events", "events", n) }

// HelperError writes a helper_error record; newest bpftrace's has the
// error's text and the file too (its json-output runtime test helper_error:
// {"type": "helper_error", "msg": "Bad address", "helper": "probe_read",
// "retcode": -14, "filename": "stdin", "line": 1, "col": 37}).
func (p *jsonPrinter) HelperError(e HelperError) error {
	ret, at := strconv.FormatInt(e.Retcode, 10), `"line": `+strconv.Itoa(e.Line)+`, "col": `+strconv.Itoa(e.Col)+"}\n"
	if p.compat == Compat017 {
		return write(p.w, `{"type": "helper_error", "helper": "`+Escape(e.Helper)+`", "retcode": `+ret+", "+at)
	}
	return write(p.w, `{"type": "helper_error", "msg": "`+Escape(e.Msg)+`", "helper": "`+Escape(e.Helper)+
		`", "retcode": `+ret+`, "filename": "`+Escape(e.File)+`", `+at)
}

func (p *jsonPrinter) PrintMap(m *Map, top, div int) error {
	return write(p.w, MapJSON(printed(m, p.compat), top, div, p.compat))
}

func (p *jsonPrinter) ExitMaps(maps []*Map) error {
	var b strings.Builder
	if p.compat == Compat017 {
		b.WriteString("\n\n") // newest's json mode ends the run with nothing
	}
	for _, m := range exitOrder(maps) {
		b.WriteString(MapJSON(m, 0, 0, p.compat))
	}
	return write(p.w, b.String())
}

// MapJSON renders a map as bpftrace's -f json does: one line, or nothing
// for an empty map.
func MapJSON(m *Map, top, div int, c Compat) string {
	if len(m.Entries) == 0 {
		return ""
	}
	d := divisor(div)
	es := shown(m, top)
	keyed := len(m.Entries[0].Key) > 0
	typ := "map"
	switch m.Kind {
	case Hist, LHist, LLHist:
		typ = "hist"
	case Avg, Stats:
		typ = "stats"
	}
	elems := make([]string, len(es))
	for i, e := range es {
		var v string
		switch m.Kind {
		case Hist:
			v = histJSON(e.Buckets, uint64(d), m.Bits)
		case LHist:
			v = lhistJSON(e.Buckets, m.Min, m.Max, m.Step)
		case LLHist:
			v = llhistJSON(e.Buckets, m.LL)
		case Tseries:
			v = tseriesJSON(e.Series)
		case Stats:
			v = `{"count": ` + strconv.FormatInt(e.Count, 10) + `, "average": ` +
				strconv.FormatInt(e.average(), 10) + `, "total": ` + strconv.FormatInt(e.Total, 10) + "}"
		case Avg:
			v = strconv.FormatInt(e.average()/d, 10)
		default:
			v = JSON(divide(e.Value, d), c)
		}
		if keyed {
			v = keyJSON(e.Key) + ": " + v
		}
		elems[i] = v
	}
	body := strings.Join(elems, ", ")
	if keyed {
		body = "{" + body + "}"
	}
	return `{"type": "` + typ + `", "data": {"` + Escape(m.Name) + `": ` + body + "}}\n"
}
