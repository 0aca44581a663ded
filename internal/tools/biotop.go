package tools

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"sonde/internal/kernel"
)

func init() { RegisterRenderer("biotop", renderBiotop) }

// A record is one line of a script's JSON output.
type record struct {
	Type string          `json:"type"`
	Data json.RawMessage `json:"data"`
}

// biotopRow is one process's I/O to one disk in one direction.
type biotopRow struct {
	pid            int
	comm, rw, disk string
	maj, min       int
	ios, bytes, ns uint64
}

// renderBiotop draws biotop.bt's maps: each interval the script prints
// "time", then @io, @bytes and @ns keyed by (pid, comm, rw, major, minor)
// (an empty map prints nothing), then an empty line.
func renderBiotop(in io.Reader, inv *Invocation, out io.Writer) error {
	rows := 20
	if r, ok := inv.Named["rows"]; ok {
		rows, _ = strconv.Atoi(r)
	}
	screen := kernel.IsTerminal(out) && inv.Named["noclear"] == ""
	var stamp string
	maps := map[string]map[string]uint64{}
	sc := bufio.NewScanner(in)
	sc.Buffer(nil, 16<<20)
	for sc.Scan() {
		var r record
		if json.Unmarshal(sc.Bytes(), &r) != nil {
			continue
		}
		switch r.Type {
		case "time":
			json.Unmarshal(r.Data, &stamp)
			stamp = strings.TrimSpace(stamp)
		case "map":
			var m map[string]map[string]uint64
			if err := json.Unmarshal(r.Data, &m); err != nil {
				return fmt.Errorf("biotop.bt's output: %v", err)
			}
			for name, kv := range m {
				maps[name] = kv
			}
		case "printf":
			drawBiotop(out, screen, stamp, maps, rows)
			maps = map[string]map[string]uint64{}
		}
	}
	return sc.Err()
}

func drawBiotop(w io.Writer, screen bool, stamp string, maps map[string]map[string]uint64, maxRows int) {
	var rows []*biotopRow
	for key, ios := range maps["@io"] {
		// pid,comm,rw,maj,min: comm may hold commas.
		f := strings.Split(key, ",")
		if len(f) < 5 {
			continue
		}
		n := len(f)
		r := &biotopRow{comm: strings.Join(f[1:n-3], ","), rw: f[n-3], ios: ios, bytes: maps["@bytes"][key], ns: maps["@ns"][key]}
		r.pid, _ = strconv.Atoi(f[0])
		r.maj, _ = strconv.Atoi(f[n-2])
		r.min, _ = strconv.Atoi(f[n-1])
		r.disk = diskName(r.maj, r.min)
		rows = append(rows, r)
	}
	slices.SortFunc(rows, func(a, b *biotopRow) int {
		if a.bytes != b.bytes {
			return map[bool]int{true: -1, false: 1}[a.bytes > b.bytes]
		}
		return a.pid - b.pid
	})
	if screen {
		io.WriteString(w, "\033[H\033[2J")
	} else {
		io.WriteString(w, "\n")
	}
	load, _ := os.ReadFile("/proc/loadavg")
	fmt.Fprintf(w, "%s loadavg: %s\n", stamp, strings.TrimSpace(string(load)))
	fmt.Fprintf(w, "%-7s %-16s %1s %-3s %-3s %-8s %5s %7s %6s\n", "PID", "COMM", "D", "MAJ", "MIN", "DISK", "I/O", "Kbytes", "AVGms")
	for i, r := range rows {
		if i == maxRows {
			break
		}
		avg := 0.0
		if r.ios > 0 {
			avg = float64(r.ns) / float64(r.ios) / 1e6
		}
		fmt.Fprintf(w, "%-7d %-16s %1s %-3d %-3d %-8s %5d %7d %6.2f\n", r.pid, r.comm, r.rw, r.maj, r.min, r.disk, r.ios, r.bytes/1024, avg)
	}
}

// diskName is the kernel's name of block device maj:min ("vda"), or "?".
func diskName(maj, min int) string {
	b, err := os.ReadFile(fmt.Sprintf("/sys/dev/block/%d:%d/uevent", maj, min))
	if err != nil {
		return "?"
	}
	for _, l := range strings.Split(string(b), "\n") {
		if name, ok := strings.CutPrefix(l, "DEVNAME="); ok {
			return name
		}
	}
	return "?"
}
