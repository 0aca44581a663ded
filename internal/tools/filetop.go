package tools

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"sonde/internal/kernel"
)

func init() { RegisterRenderer("filetop", renderFiletop) }

// filetopRow is one thread's reads and writes of one file.
type filetopRow struct {
	tid                   int
	comm, typ, file       string
	reads, writes, rb, wb uint64
}

// renderFiletop draws filetop.bt's maps: each interval the script prints
// "time", then @reads, @writes, @rbytes and @wbytes keyed by (tid, inode),
// @comm by tid, @file and @type by inode (an empty map prints nothing),
// then an empty line.
func renderFiletop(in io.Reader, inv *Invocation, out io.Writer) error {
	rows := 20
	if r, ok := inv.Named["rows"]; ok {
		rows, _ = strconv.Atoi(r)
	}
	sortBy := inv.Named["sort"]
	screen := kernel.IsTerminal(out) && inv.Named["noclear"] == ""
	var stamp string
	maps := map[string]map[string]json.RawMessage{}
	return readRecords(in, func(r record) error {
		switch r.Type {
		case "time":
			json.Unmarshal(r.Data, &stamp)
			stamp = strings.TrimSpace(stamp)
		case "map":
			var m map[string]map[string]json.RawMessage
			if err := json.Unmarshal(r.Data, &m); err != nil {
				return fmt.Errorf("filetop.bt's output: %v", err)
			}
			for name, kv := range m {
				maps[name] = kv
			}
		case "printf":
			drawFiletop(out, screen, stamp, filetopRows(maps), sortBy, rows)
			maps = map[string]map[string]json.RawMessage{}
		}
		return nil
	})
}

// filetopRows joins the interval's maps into rows.
func filetopRows(maps map[string]map[string]json.RawMessage) []*filetopRow {
	num := func(m, k string) uint64 {
		var n uint64
		json.Unmarshal(maps[m][k], &n)
		return n
	}
	text := func(m, k string) string {
		var s string
		json.Unmarshal(maps[m][k], &s)
		return s
	}
	byKey := map[string]*filetopRow{}
	for _, m := range []string{"@reads", "@writes"} {
		for key := range maps[m] {
			if byKey[key] != nil {
				continue
			}
			tid, inode, ok := strings.Cut(key, ",")
			if !ok {
				continue
			}
			r := &filetopRow{comm: text("@comm", tid), typ: text("@type", inode), file: text("@file", inode),
				reads: num("@reads", key), writes: num("@writes", key), rb: num("@rbytes", key), wb: num("@wbytes", key)}
			r.tid, _ = strconv.Atoi(tid)
			byKey[key] = r
		}
	}
	var rows []*filetopRow
	for _, r := range byKey {
		rows = append(rows, r)
	}
	return rows
}

// filetopKey is what --sort orders by (the largest first).
func filetopKey(r *filetopRow, sortBy string) uint64 {
	switch sortBy {
	case "reads":
		return r.reads
	case "writes":
		return r.writes
	case "rbytes":
		return r.rb
	case "wbytes":
		return r.wb
	}
	return r.reads + r.writes + r.rb + r.wb
}

func drawFiletop(w io.Writer, screen bool, stamp string, rows []*filetopRow, sortBy string, maxRows int) {
	slices.SortFunc(rows, func(a, b *filetopRow) int {
		if ka, kb := filetopKey(a, sortBy), filetopKey(b, sortBy); ka != kb {
			return map[bool]int{true: -1, false: 1}[ka > kb]
		}
		if a.tid != b.tid {
			return a.tid - b.tid
		}
		return strings.Compare(a.file, b.file)
	})
	if screen {
		io.WriteString(w, "\033[H\033[2J")
	} else {
		io.WriteString(w, "\n")
	}
	load, _ := os.ReadFile("/proc/loadavg")
	fmt.Fprintf(w, "%s loadavg: %s\n", stamp, strings.TrimSpace(string(load)))
	fmt.Fprintf(w, "%-7s %-16s %-6s %-6s %-7s %-7s %1s %s\n", "TID", "COMM", "READS", "WRITES", "R_Kb", "W_Kb", "T", "FILE")
	for i, r := range rows {
		if i == maxRows {
			break
		}
		fmt.Fprintf(w, "%-7d %-16s %-6d %-6d %-7d %-7d %1s %s\n", r.tid, r.comm, r.reads, r.writes, r.rb/1024, r.wb/1024, r.typ, r.file)
	}
}
