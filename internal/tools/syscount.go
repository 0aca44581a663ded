package tools

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"sonde/internal/kernel/abi"
)

func init() { RegisterRenderer("syscount", renderSyscount) }

// syscountRow is one syscall's (or, with -P, one process's) count and time.
type syscountRow struct {
	name  string
	count uint64
	ns    uint64
}

// renderSyscount draws syscount.bt's output: each interval (and at the
// end) a time line, then @count and @ns keyed by syscall number, or @pcount
// and @pns keyed by (pid, comm) with -P, then an empty line. With -l it
// lists the syscalls instead.
func renderSyscount(in io.Reader, inv *Invocation, out io.Writer) error {
	if inv.Named["list"] != "" {
		for _, s := range abi.Syscalls {
			if s.Name != "" {
				fmt.Fprintln(out, s.Name)
			}
		}
		io.Copy(io.Discard, in)
		return nil
	}
	top := 10
	if n, err := strconv.Atoi(inv.Named["top"]); err == nil && n > 0 {
		top = n
	}
	maps := map[string]map[string]uint64{}
	return readRecords(in, func(r record) error {
		switch r.Type {
		case "time":
			io.WriteString(out, printfText(r))
		case "map":
			var m map[string]map[string]uint64
			if err := json.Unmarshal(r.Data, &m); err != nil {
				return fmt.Errorf("syscount.bt's output: %v", err)
			}
			for name, kv := range m {
				maps[name] = kv
			}
		case "printf":
			if s := printfText(r); s != "\n" {
				io.WriteString(out, s)
				return nil
			}
			drawSyscount(out, inv, maps, top)
			maps = map[string]map[string]uint64{}
		}
		return nil
	})
}

func drawSyscount(w io.Writer, inv *Invocation, maps map[string]map[string]uint64, top int) {
	latency := inv.Named["latency"] != ""
	process := inv.Named["process"] != ""
	counts, times := maps["@count"], maps["@ns"]
	if process {
		counts, times = maps["@pcount"], maps["@pns"]
	}
	var rows []syscountRow
	for key, n := range counts {
		name := key
		if process {
			// pid,comm: comm may hold commas.
			pid, comm, _ := strings.Cut(key, ",")
			name = fmt.Sprintf("%-6s %-15s", pid, comm)
		} else if nr, err := strconv.Atoi(key); err == nil && abi.SyscallName(nr) != "" {
			name = abi.SyscallName(nr)
		} else {
			name = "[unknown: " + key + "]"
		}
		rows = append(rows, syscountRow{name: name, count: n, ns: times[key]})
	}
	slices.SortFunc(rows, func(a, b syscountRow) int {
		if latency && a.ns != b.ns {
			return map[bool]int{true: -1, false: 1}[a.ns > b.ns]
		}
		if a.count != b.count {
			return map[bool]int{true: -1, false: 1}[a.count > b.count]
		}
		return strings.Compare(a.name, b.name)
	})
	head := fmt.Sprintf("%-22s %8s", "SYSCALL", "COUNT")
	if process {
		head = fmt.Sprintf("%-6s %-15s %8s", "PID", "COMM", "COUNT")
	}
	unit, div := "us", 1e3
	if inv.Named["milliseconds"] != "" {
		unit, div = "ms", 1e6
	}
	if latency {
		head += fmt.Sprintf(" %16s", "TIME ("+unit+")")
	}
	fmt.Fprintln(w, head)
	for i, r := range rows {
		if i == top {
			break
		}
		line := fmt.Sprintf("%-22s %8d", r.name, r.count)
		if latency {
			line += fmt.Sprintf(" %16.3f", float64(r.ns)/div)
		}
		fmt.Fprintln(w, line)
	}
	fmt.Fprintln(w)
}
