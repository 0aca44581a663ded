package tools

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	"sonde/internal/kernel"
)

func init() { RegisterRenderer("vfscount", renderVfscount) }

// renderVfscount prints vfscount.bt's @calls (function name -> count) as
// BCC's table, with each function's address from /proc/kallsyms, the most
// called last; the script's printf lines pass through.
func renderVfscount(in io.Reader, inv *Invocation, out io.Writer) error {
	return readRecords(in, func(r record) error {
		switch r.Type {
		case "printf":
			var s string
			json.Unmarshal(r.Data, &s)
			io.WriteString(out, s)
		case "map":
			var m map[string]map[string]uint64
			if err := json.Unmarshal(r.Data, &m); err != nil {
				return fmt.Errorf("vfscount.bt's output: %v", err)
			}
			writeVfscount(out, m["@calls"])
		}
		return nil
	})
}

func writeVfscount(w io.Writer, calls map[string]uint64) {
	addr := map[string]uint64{}
	if syms, err := kernel.Kallsyms(); err == nil {
		for _, s := range syms {
			if _, ok := calls[s.Name]; ok && s.Module == "" && addr[s.Name] == 0 {
				addr[s.Name] = s.Addr
			}
		}
	}
	names := make([]string, 0, len(calls))
	for name := range calls {
		names = append(names, name)
	}
	slices.SortFunc(names, func(a, b string) int {
		if calls[a] != calls[b] {
			return map[bool]int{true: -1, false: 1}[calls[a] < calls[b]]
		}
		return strings.Compare(a, b)
	})
	fmt.Fprintf(w, "\n%-16s %-26s %8s\n", "ADDR", "FUNC", "COUNT")
	for _, name := range names {
		fmt.Fprintf(w, "%016x %-26s %8d\n", addr[name], name, calls[name])
	}
}
