package output

import (
	"strconv"

	"sonde/internal/format"
)

// Normalize divides m's values by n, as DTrace's normalize() does before
// printing: counts, sums, minima, maxima, each histogram bucket, and an
// average's total (so the average too; stats() keep their count). n < 2
// leaves m as it is.
func (m *Map) Normalize(n int64) {
	if n < 2 {
		return
	}
	for i := range m.Entries {
		e := &m.Entries[i]
		if v, ok := e.Value.(Int); ok {
			e.Value = v.div(n)
		}
		if e.Buckets != nil {
			b := make([]uint64, len(e.Buckets))
			for j, c := range e.Buckets {
				b[j] = c / uint64(n)
			}
			e.Buckets = b
		}
		e.Total /= n
	}
}

// Sorted returns m's entries in the order print() shows them (values
// ascending, as DTrace's printa() too).
func Sorted(m *Map) []Entry { return sortEntries(m) }

// Printa renders printa(FORMAT, @m): FORMAT once per entry, in print
// order. sources says what each conversion of verbs prints: i >= 0 the
// key's element i, -1 the value as an integer (a string map's string),
// -2 the value as print() shows it (a histogram's bars).
func Printa(m *Map, verbs []format.Verb, sources []int) string {
	var b []byte
	args := make([]format.Arg, 0, len(sources))
	for _, e := range sortEntries(m) {
		args = args[:0]
		for _, src := range sources {
			switch {
			case src >= 0 && src < len(e.Key):
				args = append(args, formatArg(e.Key[src], true))
			case src == -1:
				if m.Kind == Avg {
					args = append(args, format.IntArg(e.average()))
				} else {
					args = append(args, formatArg(e.Value, false))
				}
			case src == -2:
				args = append(args, format.StrArg(valueLayout(m, e)))
			default:
				args = append(args, format.StrArg(""))
			}
		}
		b = format.Append(b, verbs, args)
	}
	return string(b)
}

// formatArg is a key element or value as a printf argument.
func formatArg(v Value, key bool) format.Arg {
	switch v := v.(type) {
	case Int:
		if v.Unsigned {
			return format.UintArg(uint64(v.V))
		}
		return format.IntArg(v.V)
	case Ptr:
		return format.UintArg(uint64(v))
	case Bool:
		if v {
			return format.IntArg(1)
		}
		return format.IntArg(0)
	case Buf:
		return format.BufArg(v)
	}
	if key {
		return format.StrArg(keyText(v))
	}
	return format.StrArg(Text(v))
}

// valueLayout is an entry's value as print() shows it after "@m[key]: ".
func valueLayout(m *Map, e Entry) string {
	switch m.Kind {
	case Hist:
		return histText(e.Buckets, 1, m.Bits)
	case LHist:
		return lhistText(e.Buckets, m.Min, m.Max, m.Step)
	case LLHist:
		return llhistText(e.Buckets, m.LL)
	case Tseries:
		return tseriesText(e.Series)
	case Stats:
		return "count " + strconv.FormatInt(e.Count, 10) + ", average " +
			strconv.FormatInt(e.average(), 10) + ", total " + strconv.FormatInt(e.Total, 10)
	case Avg:
		return strconv.FormatInt(e.average(), 10)
	}
	return Text(e.Value)
}
