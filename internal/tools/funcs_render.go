package tools

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// printfText is a "printf" or "time" record's text.
func printfText(r record) string {
	var s string
	json.Unmarshal(r.Data, &s)
	return s
}

// oneMap is a "map" record of one map: its name and raw value.
func oneMap(r record) (string, json.RawMessage) {
	var m map[string]json.RawMessage
	json.Unmarshal(r.Data, &m)
	for k, v := range m {
		return k, v
	}
	return "", nil
}

// byCount is m's keys, the smallest count first (BCC's order: the
// largest last, nearest the prompt), ties by key.
func byCount(m map[string]uint64) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int {
		if m[a] != m[b] {
			return map[bool]int{true: -1, false: 1}[m[a] < m[b]]
		}
		return strings.Compare(a, b)
	})
	return keys
}

// renderFunccount prints the generated funccount script's @[probe] counts
// as BCC's FUNC COUNT table, fewest first, at each interval's marker.
func renderFunccount(in io.Reader, inv *Invocation, out io.Writer) error {
	counts := map[string]uint64{}
	return readRecords(in, func(r record) error {
		switch r.Type {
		case "time":
			fmt.Fprintf(out, "%s", printfText(r))
		case "map":
			_, v := oneMap(r)
			var m map[string]uint64
			if err := json.Unmarshal(v, &m); err != nil {
				return fmt.Errorf("the script's output: %v", err)
			}
			for probe, n := range m {
				counts[funcName(probe)] += n
			}
		case "printf":
			s := printfText(r)
			if s != "\n" {
				io.WriteString(out, s)
				return nil
			}
			fmt.Fprintf(out, "\n%-36s %8s\n", "FUNC", "COUNT")
			names := byCount(counts)
			for _, n := range names {
				fmt.Fprintf(out, "%-36s %8d\n", n, counts[n])
			}
			counts = map[string]uint64{}
		}
		return nil
	})
}

// renderFunclatency prints the generated funclatency script's histograms
// as BCC's log2 histograms (one per function with -F), with the average.
func renderFunclatency(in io.Reader, inv *Invocation, out io.Writer) error {
	unitName, _ := unit(inv, "")
	hists := map[string][]bucket{}
	totals, counts := map[string]uint64{}, map[string]uint64{}
	// keyed reads a map or hist value, which is keyed by probe with -F.
	keyed := func(v json.RawMessage, each func(key string, v json.RawMessage)) {
		var m map[string]json.RawMessage
		if inv.Named["function"] != "" && json.Unmarshal(v, &m) == nil {
			for k, kv := range m {
				each(funcName(k), kv)
			}
			return
		}
		each("", v)
	}
	return readRecords(in, func(r record) error {
		switch r.Type {
		case "time":
			fmt.Fprintf(out, "%s", printfText(r))
		case "hist":
			_, v := oneMap(r)
			keyed(v, func(k string, v json.RawMessage) {
				var bs []bucket
				json.Unmarshal(v, &bs)
				hists[k] = bs
			})
		case "map":
			name, v := oneMap(r)
			keyed(v, func(k string, v json.RawMessage) {
				n, _ := strconv.ParseUint(string(v), 10, 64)
				if name == "@total" {
					totals[k] = n
				} else {
					counts[k] = n
				}
			})
		case "printf":
			s := printfText(r)
			if s != "\n" {
				io.WriteString(out, s)
				return nil
			}
			keys := slices.Sorted(func(yield func(string) bool) {
				for k := range hists {
					if !yield(k) {
						return
					}
				}
			})
			for _, k := range keys {
				if k != "" {
					fmt.Fprintf(out, "\nFunction = %s\n", k)
				} else {
					fmt.Fprintln(out)
				}
				writeLog2Hist(out, unitName, hists[k])
				if counts[k] > 0 {
					fmt.Fprintf(out, "\navg = %d %s, total: %d %s, count: %d\n", totals[k]/counts[k], unitName, totals[k], unitName, counts[k])
				}
			}
			hists = map[string][]bucket{}
			totals, counts = map[string]uint64{}, map[string]uint64{}
		}
		return nil
	})
}

// renderStackcount prints the generated stackcount script's @[stacks,
// comm, pid] counts as BCC does: each stack's frames (kernel, "--", user),
// the process, and the count, fewest first; with -f, folded lines
// "comm;outermost;...;innermost count" for flame graphs.
func renderStackcount(in io.Reader, inv *Invocation, out io.Writer) error {
	folded, offsets := inv.Named["folded"] != "", inv.Named["offset"] != ""
	counts := map[string]uint64{}
	return readRecords(in, func(r record) error {
		switch r.Type {
		case "map":
			_, v := oneMap(r)
			var m map[string]uint64
			if err := json.Unmarshal(v, &m); err != nil {
				return fmt.Errorf("the script's output: %v", err)
			}
			for k, n := range m {
				counts[k] += n
			}
		case "printf":
			s := printfText(r)
			if s != "\n" {
				if !folded {
					io.WriteString(out, s)
				}
				return nil
			}
			keys := byCount(counts)
			for _, k := range keys {
				writeStack(out, k, counts[k], folded, offsets)
			}
			counts = map[string]uint64{}
		}
		return nil
	})
}

// writeStack prints one key of stackcount's map: "STACK[,STACK],comm,pid"
// where each STACK is "\n    frame\n    frame\n".
// Without offsets a frame is its function's name, as BCC prints it
// ("vfs_read", not "vfs_read+23@fs/read_write.c:570").
func writeStack(w io.Writer, key string, n uint64, folded, offsets bool) {
	f := strings.Split(key, ",")
	if len(f) < 3 {
		return
	}
	pid, comm := f[len(f)-1], f[len(f)-2]
	var stacks [][]string
	for _, st := range strings.Split(strings.Join(f[:len(f)-2], ","), "\n,") {
		var frames []string
		for _, l := range strings.Split(st, "\n") {
			if l = strings.TrimSpace(l); !offsets {
				l, _, _ = strings.Cut(l, "+")
			}
			if l != "" {
				frames = append(frames, l)
			}
		}
		stacks = append(stacks, frames)
	}
	if folded {
		parts := []string{comm}
		for i := len(stacks) - 1; i >= 0; i-- { // user frames first, outermost first
			for j := len(stacks[i]) - 1; j >= 0; j-- {
				parts = append(parts, stacks[i][j])
			}
		}
		fmt.Fprintf(w, "%s %d\n", strings.Join(parts, ";"), n)
		return
	}
	for i, frames := range stacks {
		if i > 0 && len(frames) > 0 && len(stacks[i-1]) > 0 {
			fmt.Fprintf(w, "  --\n")
		}
		for _, fr := range frames {
			fmt.Fprintf(w, "  %s\n", fr)
		}
	}
	fmt.Fprintf(w, "    %s [%s]\n    %d\n\n", comm, pid, n)
}
