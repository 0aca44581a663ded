package tools

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// The CPU and scheduling tools print their histograms as libbpf-tools
// does ("usecs : count distribution", stars), not as bpftrace's hist()
// prints them. Their scripts keep hist() and lhist() maps named for the
// key they are split by: @lat (one histogram), @pid_lat[pid, comm] (one
// per process, each headed "pid = 181 bash"), @hardirq_lat[name], ...

func init() {
	RegisterRenderer("runqlat", histRenderer(timeUnit, false, 0))
	RegisterRenderer("cpudist", histRenderer(timeUnit, false, 0))
	RegisterRenderer("runqlen", histRenderer(func(*Invocation) string { return "runqlen" }, true, 0))
	RegisterRenderer("hardirqs", histRenderer(irqUnit, false, 26))
	RegisterRenderer("softirqs", histRenderer(irqUnit, false, 16))
}

// irqUnit is "nsecs" under -N, else "usecs".
func irqUnit(inv *Invocation) string {
	if inv.Named["nanoseconds"] != "" {
		return "nsecs"
	}
	return "usecs"
}

// timeUnit is "msecs" under -m, else "usecs".
func timeUnit(inv *Invocation) string {
	if inv.Named["milliseconds"] != "" {
		return "msecs"
	}
	return "usecs"
}

// A bucket is one bucket of a hist() or lhist() record.
type bucket struct {
	Min   *int64 `json:"min"`
	Max   *int64 `json:"max"`
	Count uint64 `json:"count"`
}

// histRenderer passes printf records through and draws each hist record
// as libbpf-tools' print_log2_hist (or print_linear_hist when linear)
// with unit as its value type; a map record (@total[name] = sum) is a
// table of rows "%-*s %11d", the largest first, names rowWidth wide.
func histRenderer(unit func(*Invocation) string, linear bool, rowWidth int) Renderer {
	return func(in io.Reader, inv *Invocation, out io.Writer) error {
		return readRecords(in, func(r record) error {
			switch r.Type {
			case "printf":
				var s string
				json.Unmarshal(r.Data, &s)
				io.WriteString(out, s)
			case "hist":
				return writeHists(out, r.Data, unit(inv), linear)
			case "map":
				return writeTotals(out, r.Data, rowWidth)
			}
			return nil
		})
	}
}

// writeHists draws one hist record: {"@lat": [buckets]} or
// {"@pid_lat": {"181,bash": [buckets], ...}}.
func writeHists(w io.Writer, data json.RawMessage, unit string, linear bool) error {
	var maps map[string]json.RawMessage
	if err := json.Unmarshal(data, &maps); err != nil {
		return fmt.Errorf("histogram: %v", err)
	}
	draw := writeLog2Hist
	if linear {
		draw = writeLinearHist
	}
	for name, raw := range maps {
		var one []bucket
		if json.Unmarshal(raw, &one) == nil {
			draw(w, unit, one)
			continue
		}
		var keyed map[string][]bucket
		if err := json.Unmarshal(raw, &keyed); err != nil {
			return fmt.Errorf("histogram %s: %v", name, err)
		}
		label, _, _ := strings.Cut(strings.TrimPrefix(name, "@"), "_")
		for _, k := range sortedKeys(keyed) {
			// "181,bash" is "pid = 181 bash": the first key, then the rest.
			fmt.Fprintf(w, "\n%s = %s\n", label, strings.Replace(k, ",", " ", 1))
			draw(w, unit, keyed[k])
		}
	}
	return nil
}

// writeTotals draws a map record {"@total": {"name": n, ...}} as rows,
// the largest value first.
func writeTotals(w io.Writer, data json.RawMessage, width int) error {
	var maps map[string]map[string]int64
	if err := json.Unmarshal(data, &maps); err != nil {
		return fmt.Errorf("totals: %v", err)
	}
	for _, m := range maps {
		keys := sortedKeys(m)
		slices.SortStableFunc(keys, func(a, b string) int {
			return map[bool]int{true: -1, false: 1}[m[a] > m[b]] * map[bool]int{true: 0, false: 1}[m[a] == m[b]]
		})
		for _, k := range keys {
			fmt.Fprintf(w, "%-*s %11d\n", width, k, m[k])
		}
	}
	return nil
}

// sortedKeys orders keys by their first field, numerically where it is a
// number.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int {
		a0, _, _ := strings.Cut(a, ",")
		b0, _, _ := strings.Cut(b, ",")
		x, errx := strconv.ParseInt(a0, 10, 64)
		y, erry := strconv.ParseInt(b0, 10, 64)
		if errx == nil && erry == nil && x != y {
			return map[bool]int{true: -1, false: 1}[x < y]
		}
		return strings.Compare(a, b)
	})
	return keys
}

// writeLog2Hist prints a hist() as libbpf-tools' print_log2_hist: slot i
// holds [2^i, 2^(i+1)-1], slot 0 both 0 and 1 (bpftrace's [0] and [1]).
func writeLog2Hist(w io.Writer, unit string, buckets []bucket) {
	var slots []uint64
	for _, b := range buckets {
		if b.Min == nil || *b.Min < 0 {
			continue // a negative value: no libbpf slot holds it
		}
		i := 0
		for v := *b.Min; v > 1; v >>= 1 {
			i++
		}
		for len(slots) <= i {
			slots = append(slots, 0)
		}
		slots[i] += b.Count
	}
	idxMax, valMax := -1, uint64(0)
	for i, v := range slots {
		if v > 0 {
			idxMax = i
		}
		valMax = max(valMax, v)
	}
	if idxMax < 0 {
		return
	}
	stars, width := 40, 10
	if idxMax > 32 {
		stars, width = 20, 20
		fmt.Fprintf(w, "%15s%-29s : count    distribution\n", "", unit)
	} else {
		fmt.Fprintf(w, "%5s%-19s : count    distribution\n", "", unit)
	}
	for i := 0; i <= idxMax; i++ {
		low, high := uint64(1)<<i, uint64(1)<<(i+1)-1
		if low == high {
			low--
		}
		fmt.Fprintf(w, "%*d -> %-*d : %-8d |%s|\n", width, low, width, high, slots[i], starBar(slots[i], valMax, stars))
	}
}

// writeLinearHist prints an lhist() of step 1 from 0 as libbpf-tools'
// print_linear_hist.
func writeLinearHist(w io.Writer, unit string, buckets []bucket) {
	var vals []uint64
	for _, b := range buckets {
		if b.Min == nil || b.Max == nil || *b.Min != *b.Max || *b.Min < 0 {
			continue // below or above the range
		}
		for int64(len(vals)) <= *b.Min {
			vals = append(vals, 0)
		}
		vals[*b.Min] += b.Count
	}
	idxMax, valMax := -1, uint64(0)
	for i, v := range vals {
		if v > 0 {
			idxMax = i
		}
		valMax = max(valMax, v)
	}
	if idxMax < 0 {
		return
	}
	fmt.Fprintf(w, "     %-13s : count     distribution\n", unit)
	for i := 0; i <= idxMax; i++ {
		fmt.Fprintf(w, "        %-10d : %-8d |%s|\n", i, vals[i], starBar(vals[i], valMax, 40))
	}
}

// starBar is libbpf-tools' print_stars: val/max of width in stars.
func starBar(val, valMax uint64, width int) string {
	n := int(min(val, valMax) * uint64(width) / valMax)
	s := strings.Repeat("*", n) + strings.Repeat(" ", width-n)
	if val > valMax {
		s += "+"
	}
	return s
}
