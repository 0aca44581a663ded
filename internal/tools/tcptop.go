package tools

import (
	"fmt"
	"io"
	"net"
	"slices"
	"strconv"
	"strings"

	"sonde/internal/kernel"
)

func init() { RegisterRenderer("tcptop", renderTcptop) }

// tcptopRow is one process's traffic on one connection.
type tcptopRow struct {
	pid          int
	comm         string
	laddr, raddr string // address:port ([address]:port for IPv6)
	rx, tx       uint64
}

// renderTcptop draws tcptop.bt's maps, @rxN and @txN keyed by (pid, comm,
// laddr, lport, raddr, rport), each interval (N is 0 or 1: the script
// alternates between two sets, so none is updated while it prints).
func renderTcptop(in io.Reader, inv *Invocation, out io.Writer) error {
	rows := 20
	if r, ok := inv.Named["rows"]; ok {
		rows, _ = strconv.Atoi(r)
	}
	screen := kernel.IsTerminal(out) && inv.Named["noclear"] == ""
	summary := inv.Named["nosummary"] == ""
	return scanIntervals(in, "tcptop.bt", func(stamp string, maps map[string]map[string]uint64) {
		drawTcptop(out, screen, summary, stamp, maps, rows)
	})
}

func drawTcptop(w io.Writer, screen, summary bool, stamp string, maps map[string]map[string]uint64, maxRows int) {
	byKey := map[string]*tcptopRow{}
	for _, m := range []string{"@rx0", "@rx1", "@tx0", "@tx1"} {
		for key, n := range maps[m] {
			r := byKey[key]
			if r == nil {
				// pid,comm,laddr,lport,raddr,rport: comm may hold commas.
				f := strings.Split(key, ",")
				if len(f) < 6 {
					continue
				}
				k := len(f)
				r = &tcptopRow{comm: strings.Join(f[1:k-4], ","),
					laddr: net.JoinHostPort(f[k-4], f[k-3]), raddr: net.JoinHostPort(f[k-2], f[k-1])}
				r.pid, _ = strconv.Atoi(f[0])
				byKey[key] = r
			}
			if strings.HasPrefix(m, "@rx") {
				r.rx = n
			} else {
				r.tx = n
			}
		}
	}
	var rows []*tcptopRow
	for _, r := range byKey {
		rows = append(rows, r)
	}
	slices.SortFunc(rows, func(a, b *tcptopRow) int {
		if a.rx+a.tx != b.rx+b.tx {
			return map[bool]int{true: -1, false: 1}[a.rx+a.tx > b.rx+b.tx]
		}
		if a.pid != b.pid {
			return a.pid - b.pid
		}
		return strings.Compare(a.laddr+a.raddr, b.laddr+b.raddr)
	})
	topHeader(w, screen, stamp, summary)
	fmt.Fprintf(w, "%-7s %-12s %-21s %-21s %6s %6s\n", "PID", "COMM", "LADDR", "RADDR", "RX_KB", "TX_KB")
	for i, r := range rows {
		if i == maxRows {
			break
		}
		fmt.Fprintf(w, "%-7d %-12.12s %-21s %-21s %6d %6d\n", r.pid, r.comm, r.laddr, r.raddr, r.rx/1024, r.tx/1024)
	}
}
