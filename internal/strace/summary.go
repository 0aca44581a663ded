package strace

import (
	"fmt"
	"io"
	"sort"
)

// sysStat is one row of the -c table, summed over CPUs.
type sysStat struct {
	nr                int
	calls, errors, ns uint64
}

// readStats sums the per-CPU stats map.
func readStats(objs *objects) ([]sysStat, error) {
	var rows []sysStat
	for nr := 0; nr < maxSyscall; nr++ {
		var per [][]byte
		if err := objs.stats.Lookup(uint32(nr), &per); err != nil {
			return nil, fmt.Errorf("read stats: %w", err)
		}
		s := sysStat{nr: nr}
		for _, v := range per {
			s.calls += le.Uint64(v[0:])
			s.errors += le.Uint64(v[8:])
			s.ns += le.Uint64(v[16:])
		}
		if s.calls > 0 {
			rows = append(rows, s)
		}
	}
	return rows, nil
}

// printSummary writes strace's -c table, sorted by time.
func printSummary(w io.Writer, objs *objects, o *Options) error {
	rows, err := readStats(objs)
	if err != nil {
		return err
	}
	writeSummary(w, rows, o.SortBy)
	return nil
}

func writeSummary(w io.Writer, rows []sysStat, sortBy string) {
	less := func(i, j int) bool {
		if rows[i].ns != rows[j].ns {
			return rows[i].ns > rows[j].ns
		}
		return rows[i].nr < rows[j].nr
	}
	switch sortBy {
	case "calls", "count":
		less = func(i, j int) bool { return rows[i].calls > rows[j].calls }
	case "errors", "error":
		less = func(i, j int) bool { return rows[i].errors > rows[j].errors }
	case "name", "syscall":
		less = func(i, j int) bool { return sysName(rows[i].nr) < sysName(rows[j].nr) }
	case "nothing", "none":
		less = func(i, j int) bool { return false }
	}
	sort.SliceStable(rows, less)
	var total sysStat
	for _, r := range rows {
		total.calls += r.calls
		total.errors += r.errors
		total.ns += r.ns
	}
	const sep = "------ ----------- ----------- --------- --------- ----------------\n"
	fmt.Fprintf(w, "%% time     seconds  usecs/call     calls    errors syscall\n")
	fmt.Fprint(w, sep)
	line := func(r sysStat, name string) {
		pct := 0.0
		if total.ns > 0 {
			pct = 100 * float64(r.ns) / float64(total.ns)
		}
		if name == "total" {
			pct = 100
		}
		errs := ""
		if r.errors > 0 {
			errs = fmt.Sprint(r.errors)
		}
		fmt.Fprintf(w, "%6.2f %11.6f %11d %9d %9s %s\n", pct, float64(r.ns)/1e9, r.ns/1000/max(r.calls, 1), r.calls, errs, name)
	}
	for _, r := range rows {
		line(r, sysName(r.nr))
	}
	fmt.Fprint(w, sep)
	line(total, "total")
}
