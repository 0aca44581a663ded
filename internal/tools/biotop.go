package tools

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"sonde/internal/kernel"
)

func init() { RegisterRenderer("biotop", renderBiotop) }

// biotopRow is one process's I/O to one disk in one direction.
type biotopRow struct {
	pid            int
	comm, rw, disk string
	maj, min       int
	ios, bytes, ns uint64
}

// renderBiotop draws biotop.bt's maps, @io, @bytes and @ns keyed by
// (pid, comm, rw, major, minor), each interval.
func renderBiotop(in io.Reader, inv *Invocation, out io.Writer) error {
	rows := 20
	if r, ok := inv.Named["rows"]; ok {
		rows, _ = strconv.Atoi(r)
	}
	screen := kernel.IsTerminal(out) && inv.Named["noclear"] == ""
	return scanIntervals(in, "biotop.bt", func(stamp string, maps map[string]map[string]uint64) {
		drawBiotop(out, screen, stamp, maps, rows)
	})
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
	topHeader(w, screen, stamp, true)
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
