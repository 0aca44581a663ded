// Package metrics turns a script's maps into metric families: the model
// --metrics serves in the Prometheus text and OpenMetrics formats, and
// --otlp and the agent build on.
//
// A Snapshot is made from the maps the runtime reads from the kernel at
// that moment (runtime.Options.Maps); nothing is cached between snapshots.
// The mapping:
//
//   - @name is family sonde_name: characters a metric name cannot hold
//     become '_', and the anonymous map @ is sonde_map. A name already
//     taken gets _2, _3... Counters are exposed with a _total suffix.
//   - a map's single key is label key, a tuple key's parts key0, key1, ...;
//     integers print in decimal, pointers in hex, strings as they are (bytes
//     that are not UTF-8 become U+FFFD), stacks as their frames outermost
//     first joined by ';' (the folded format of flame graphs), structs as
//     print() shows them.
//   - count() and sum() are counters; avg(), min(), max(), plain integers
//     (and bools, as 0 and 1) gauges, an avg() the exact quotient; tseries()
//     a gauge of its newest interval.
//   - hist(), lhist() and llhist() are histograms: one bucket per slot from
//     the lowest slot any key fills to the highest, its le the largest
//     integer the slot holds (hist(): 0, 1, 3, 7, ... 2^n-1; lhist(): min-1,
//     min+step-1, ...), then +Inf. The kernel keeps no sum of a hist():
//     _sum counts each value as the middle of its slot, exact for slots of
//     one value (hist()'s 0 and 1), and _count is exact.
//   - stats() is a summary without quantiles: exact _sum and _count.
//   - string, symbol, buffer and stack values are info-style gauges of
//     value 1 with the value as label value; struct, tuple and array values
//     are left out.
//
// A series is one key of one map (a histogram's buckets are one series).
// Past Options.MaxSeries, families in name order and their series in label
// order, the rest are dropped and counted in Snapshot.Dropped, exposed as
// the counter sonde_series_dropped_total.
//
// Of sonde it imports only output; the encoders are prometheus/common's
// expfmt, the server exporter-toolkit's web.
package metrics

import (
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"sonde/internal/output"
)

// Type is a metric family's type.
type Type int

const (
	Counter   Type = iota // Value; exposed as NAME_total
	Gauge                 // Value
	Histogram             // Buckets, Sum, Count
	Summary               // Sum, Count (no quantiles)
)

// Label is one label of a series.
type Label struct{ Name, Value string }

// Bucket is one histogram bucket: the number of values <= Le, cumulative.
// A histogram's last bucket has Le +Inf.
type Bucket struct {
	Le    float64
	Count uint64
}

// Series is one labelled value of a family.
type Series struct {
	Labels  []Label
	Value   float64  // Counter, Gauge
	Buckets []Bucket // Histogram
	Sum     float64  // Histogram, Summary
	Count   uint64   // Histogram, Summary
}

// Family is one metric: a map of the script.
type Family struct {
	Name   string // base name: sonde_calls (Prometheus shows a counter as sonde_calls_total)
	Help   string
	Type   Type
	Series []Series
}

// Snapshot is a script's maps as metrics at one moment.
type Snapshot struct {
	Families []Family
	Dropped  uint64 // series left out past Options.MaxSeries
}

// DefaultMaxSeries is --max-series' default.
const DefaultMaxSeries = 10000

// DroppedName is the counter of series left out (with its _total).
const DroppedName = "sonde_series_dropped_total"

// DroppedFamily is the counter of the series s left out, which the
// encoders (Prometheus', OTLP's) put last.
func (s Snapshot) DroppedFamily() Family {
	return Family{Name: strings.TrimSuffix(DroppedName, "_total"), Help: "series of the script's maps left out past --max-series",
		Type: Counter, Series: []Series{{Value: float64(s.Dropped)}}}
}

// Options control FromMaps.
type Options struct {
	// MaxSeries bounds the series kept (0: DefaultMaxSeries; < 0: no bound).
	MaxSeries int
	// Labels are put first on every series (the agent's script="NAME").
	Labels []Label
}

// FromMaps turns maps, as the runtime reads them, into a Snapshot.
func FromMaps(maps []*output.Map, o Options) Snapshot {
	limit := o.MaxSeries
	if limit == 0 {
		limit = DefaultMaxSeries
	}
	sorted := append([]*output.Map(nil), maps...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Name < sorted[j].Name })
	var s Snapshot
	taken := map[string]bool{DroppedName: true, strings.TrimSuffix(DroppedName, "_total"): true}
	kept := 0
	for _, m := range sorted {
		f, ok := family(m, o.Labels)
		if !ok {
			continue
		}
		f.Name = unique(f.Name, taken)
		if limit >= 0 && kept+len(f.Series) > limit {
			n := max(limit-kept, 0)
			s.Dropped += uint64(len(f.Series) - n)
			f.Series = f.Series[:n]
		}
		kept += len(f.Series)
		if len(f.Series) > 0 {
			s.Families = append(s.Families, f)
		}
	}
	return s
}

// Merge puts snapshots together (the agent's scripts, each with its own
// labels): families of one name and type join (one name but another type:
// the later is renamed as FromMaps renames), dropped series add up.
func Merge(snaps ...Snapshot) Snapshot {
	var out Snapshot
	at := map[string]int{}
	taken := map[string]bool{DroppedName: true, strings.TrimSuffix(DroppedName, "_total"): true}
	for _, s := range snaps {
		out.Dropped += s.Dropped
		for _, f := range s.Families {
			if i, ok := at[f.Name]; ok && out.Families[i].Type == f.Type {
				out.Families[i].Series = append(out.Families[i].Series, f.Series...)
				continue
			}
			f.Name = unique(f.Name, taken)
			at[f.Name] = len(out.Families)
			f.Series = append([]Series(nil), f.Series...)
			out.Families = append(out.Families, f)
		}
	}
	return out
}

// Name returns the metric name of map name ("@x", or "@"): sonde_x.
func Name(mapName string) string {
	n := strings.TrimPrefix(mapName, "@")
	if n == "" {
		n = "map"
	}
	var b strings.Builder
	b.WriteString("sonde_")
	for _, c := range n {
		if c == '_' || c == ':' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' {
			b.WriteRune(c)
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}

// unique returns name, or name_2, name_3... if taken (as it is, or with
// the _total a counter gets), and takes it.
func unique(name string, taken map[string]bool) string {
	n := name
	for i := 2; taken[n] || taken[n+"_total"]; i++ {
		n = name + "_" + strconv.Itoa(i)
	}
	taken[n] = true
	taken[n+"_total"] = true
	return n
}

// family turns one map into a family; false for maps whose values are no
// metric (structs, tuples, arrays).
func family(m *output.Map, extra []Label) (Family, bool) {
	f := Family{Name: Name(m.Name), Help: "sonde map " + m.Name + help[m.Kind]}
	switch m.Kind {
	case output.Count, output.Sum:
		f.Type = Counter
	case output.Hist, output.LHist, output.LLHist:
		f.Type = Histogram
	case output.Stats:
		f.Type = Summary
	default:
		f.Type = Gauge
	}
	if f.Type == Histogram {
		f.Series = histSeries(m, extra)
		sortSeries(f.Series)
		return f, true
	}
	info := false
	f.Series = make([]Series, 0, len(m.Entries))
	for _, e := range m.Entries {
		s := Series{Labels: keyLabels(extra, e.Key)}
		switch m.Kind {
		case output.Stats:
			s.Sum, s.Count = float64(e.Total), uint64(e.Count)
		case output.Avg:
			if e.Count != 0 {
				s.Value = float64(e.Total) / float64(e.Count)
			}
		case output.Tseries:
			if len(e.Series) == 0 {
				continue
			}
			s.Value = float64(e.Series[len(e.Series)-1].Value)
		default:
			v, text, ok := number(e.Value)
			if !ok {
				return f, false
			}
			if text != nil {
				info = true
				s.Labels = append(s.Labels, Label{"value", *text})
				v = 1
			}
			s.Value = v
		}
		f.Series = append(f.Series, s)
	}
	if info {
		f.Help += " (info: the value is label value)"
	}
	sortSeries(f.Series)
	return f, true
}

var help = map[output.Kind]string{
	output.Plain: "", output.Count: " = count()", output.Sum: " = sum()", output.Min: " = min()",
	output.Max: " = max()", output.Avg: " = avg()", output.Stats: " = stats()", output.Hist: " = hist()",
	output.LHist: " = lhist()", output.LLHist: " = llhist()", output.Tseries: " = tseries() (newest interval)",
}

// number returns a value as a metric's number, or its text for values
// that are text (then the number is 1); false for values that are neither.
func number(v output.Value) (float64, *string, bool) {
	switch v := v.(type) {
	case output.Int:
		if v.Unsigned {
			return float64(uint64(v.V)), nil, true
		}
		return float64(v.V), nil, true
	case output.Bool:
		if v {
			return 1, nil, true
		}
		return 0, nil, true
	case output.Ptr:
		return float64(v), nil, true
	case output.Float:
		f, err := strconv.ParseFloat(string(v), 64)
		if err != nil {
			f = math.NaN() // gdb's nan(0x...)
		}
		return f, nil, true
	case output.Str, output.Sym, output.Raw, output.Buf, output.Stack, output.PerfStack:
		t := labelText(v)
		return 1, &t, true
	}
	return 0, nil, false
}

// keyLabels returns extra, then key or key0, key1... for a key's parts.
func keyLabels(extra []Label, key []output.Value) []Label {
	ls := make([]Label, 0, len(extra)+len(key)+1)
	ls = append(ls, extra...)
	if len(key) == 1 {
		return append(ls, Label{"key", labelText(key[0])})
	}
	for i, k := range key {
		ls = append(ls, Label{"key" + strconv.Itoa(i), labelText(k)})
	}
	return ls
}

// labelText renders a key part or a text value as a label value.
func labelText(v output.Value) string {
	var t string
	switch v := v.(type) {
	case output.Ptr:
		t = "0x" + strconv.FormatUint(uint64(v), 16)
	case output.Stack:
		t = folded(v)
	case output.PerfStack:
		t = folded(v)
	case output.Record, output.Tuple, output.Array:
		t = output.RecordKeyText(v)
	default:
		t = output.Text(v)
	}
	return strings.ToValidUTF8(t, "\uFFFD")
}

// folded joins a stack's frames (innermost first) outermost first by ';'.
func folded(frames []string) string {
	parts := make([]string, 0, len(frames))
	for i := len(frames) - 1; i >= 0; i-- {
		if f := strings.TrimSpace(frames[i]); f != "" {
			parts = append(parts, f)
		}
	}
	return strings.Join(parts, ";")
}

// slotRange is the smallest and largest value a histogram slot holds;
// the outermost slots are open (-Inf, +Inf).
type slotRange struct{ lo, hi float64 }

// slots returns the value range of each slot of m's histogram.
func slots(m *output.Map, n int) []slotRange {
	r := make([]slotRange, n)
	for i := range r {
		var hi float64
		switch m.Kind {
		case output.Hist:
			if i == 0 {
				hi = -1
			} else {
				hi = float64(output.HistMax(i, m.Bits))
			}
		case output.LHist:
			if i == output.LHistSlots(m.Min, m.Max, m.Step)-1 {
				hi = math.Inf(1)
			} else {
				hi = float64(m.Min + int64(i)*m.Step - 1)
			}
		case output.LLHist:
			switch i {
			case 0:
				hi = float64(m.LL.Orders()[0].Lo - 1)
			case m.LL.Slots() - 1:
				hi = math.Inf(1)
			default:
				_, h := m.LL.Bounds(i)
				hi = float64(h - 1)
			}
		}
		r[i].hi = hi
		if i == 0 {
			r[i].lo = math.Inf(-1)
		} else {
			r[i].lo = r[i-1].hi + 1
		}
	}
	return r
}

// histSeries turns a histogram map's entries into series with buckets
// from the lowest slot in use to the highest, then +Inf.
func histSeries(m *output.Map, extra []Label) []Series {
	first, last := -1, -1
	for _, e := range m.Entries {
		for i, c := range e.Buckets {
			if c != 0 {
				if first < 0 || i < first {
					first = i
				}
				last = max(last, i)
			}
		}
	}
	var rs []slotRange
	if last >= 0 {
		rs = slots(m, last+1)
	}
	out := make([]Series, 0, len(m.Entries))
	for _, e := range m.Entries {
		s := Series{Labels: keyLabels(extra, e.Key)}
		var n uint64
		for i := max(first, 0); i <= last; i++ {
			var c uint64
			if i < len(e.Buckets) {
				c = e.Buckets[i]
			}
			n += c
			s.Sum += float64(c) * mid(rs[i])
			if !math.IsInf(rs[i].hi, 1) {
				s.Buckets = append(s.Buckets, Bucket{Le: rs[i].hi, Count: n})
			}
		}
		s.Count = n
		s.Buckets = append(s.Buckets, Bucket{Le: math.Inf(1), Count: n})
		out = append(out, s)
	}
	return out
}

// mid is the value a slot's values count as in a histogram's _sum.
func mid(r slotRange) float64 {
	switch {
	case math.IsInf(r.lo, -1):
		return r.hi
	case math.IsInf(r.hi, 1):
		return r.lo
	}
	return (r.lo + r.hi) / 2
}

// sortSeries orders series by their label values, for scrapes that list
// keys alike from one to the next.
func sortSeries(ss []Series) {
	slices.SortFunc(ss, func(x, y Series) int {
		a, b := x.Labels, y.Labels
		for k := 0; k < len(a) && k < len(b); k++ {
			if c := strings.Compare(a[k].Value, b[k].Value); c != 0 {
				return c
			}
		}
		return len(a) - len(b)
	})
}
