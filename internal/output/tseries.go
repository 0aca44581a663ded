package output

import (
	"strconv"
	"strings"
)

// Point is one interval of a tseries() map: when it started, as
// hh:mm:ss.ms, and its value.
type Point struct {
	Label string
	Value int64
}

// tseriesWidth is the number of columns of a tseries graph between its
// borders, newest bpftrace's (docs/stdlib.md "tseries").
const tseriesWidth = 51

// tseriesText renders a time series as newest bpftrace does: the range's
// bounds above and below a graph with a row per interval, a '*' where the
// value falls between the least (left border) and the greatest (right),
// a '.' where zero does when the range spans it, and the value after the
// graph.
func tseriesText(ps []Point) string {
	if len(ps) == 0 {
		return ""
	}
	lo, hi := ps[0].Value, ps[0].Value
	for _, p := range ps {
		lo, hi = min(lo, p.Value), max(hi, p.Value)
	}
	const indent = "             " // the width of "hh:mm:ss.ms  "
	col := func(v int64) int {
		if hi == lo {
			return 0
		}
		return int((v - lo) * (tseriesWidth + 1) / (hi - lo))
	}
	lbl, hbl := strconv.FormatInt(lo, 10), strconv.FormatInt(hi, 10)
	bounds := indent + lbl + strings.Repeat(" ", max(1, tseriesWidth+1-len(lbl))) + hbl + "\n"
	rule := strings.Repeat("_", tseriesWidth)
	var b strings.Builder
	b.WriteString(bounds)
	b.WriteString("hh:mm:ss.ms  |" + rule + "|\n")
	row := make([]byte, tseriesWidth+2)
	for _, p := range ps {
		for i := range row {
			row[i] = ' '
		}
		row[0], row[tseriesWidth+1] = '|', '|'
		if lo < 0 && hi > 0 {
			row[col(0)] = '.'
		}
		row[col(p.Value)] = '*'
		b.WriteString(p.Label + " ")
		b.Write(row)
		b.WriteString(" " + strconv.FormatInt(p.Value, 10) + "\n")
	}
	b.WriteString(indent + "v" + rule + "v\n")
	b.WriteString(bounds)
	return b.String()
}

// tseriesJSON renders a time series as an object from each interval's
// start to its value.
func tseriesJSON(ps []Point) string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = `"` + Escape(p.Label) + `": ` + strconv.FormatInt(p.Value, 10)
	}
	return "{" + strings.Join(parts, ", ") + "}"
}
