package stat

// perf stat's output: the table, -I intervals, -x CSV and -j JSON lines,
// as perf (6.x) prints them.

import (
	"fmt"
	"io"
	"strings"
	"syscall"
	"time"
)

type writer struct {
	w io.Writer
	o *Options
}

// row is one event's line.
type row struct {
	value, unit, name string
	num               float64 // value as a number (msec for clocks)
	runtime           uint64
	pcnt              float64
	metric            float64
	metricUnit        string
	hasMetric         bool
	notSupported      string
}

// rows computes each event's printed value and metric over wall time ns
// (task-clock's time instead when it is counted, as perf's rates use it).
func rows(pl *plan, counts, runtime []uint64, wall time.Duration) []row {
	// perf's rates are per second of task-clock, printed only where it
	// is counted.
	secs := -1.0
	for i, e := range pl.events {
		if e.clock() && e.counter != nil && e.name == "task-clock" {
			secs = float64(counts[i]) / 1e9
		}
	}
	var out []row
	for i, e := range pl.events {
		r := row{name: e.name, unit: e.unit, runtime: runtime[i], pcnt: 100}
		switch {
		case e.notSupported != "":
			r.value, r.notSupported, r.runtime = "<not supported>", e.notSupported, 0
		case e.clock():
			r.num = float64(counts[i]) / 1e6
			r.value = fmt.Sprintf("%.2f", r.num)
			r.hasMetric, r.metricUnit = true, "CPUs utilized"
			if wall > 0 {
				r.metric = float64(counts[i]) / float64(wall)
			}
		default:
			r.value, r.num = fmt.Sprint(counts[i]), float64(counts[i])
			r.hasMetric = secs >= 0
			if secs > 0 {
				r.metric = float64(counts[i]) / secs
			}
			r.metric, r.metricUnit = scaleRate(r.metric)
		}
		out = append(out, r)
	}
	return out
}

// scaleRate scales a per-second rate as perf does: 512.733 /sec, 1.025 K/sec.
func scaleRate(v float64) (float64, string) {
	switch {
	case v >= 1e9:
		return v / 1e9, "G/sec"
	case v >= 1e6:
		return v / 1e6, "M/sec"
	case v >= 1e3:
		return v / 1e3, "K/sec"
	}
	return v, "/sec"
}

// line prints one event, prefix (the interval's time) in front.
func (w *writer) line(prefix string, r row, interval bool) {
	switch {
	case w.o.JSON:
		var b strings.Builder
		b.WriteString("{")
		if prefix != "" {
			fmt.Fprintf(&b, "\"interval\" : %s, ", strings.TrimSpace(prefix))
		}
		value := r.value
		if r.notSupported == "" {
			value = fmt.Sprintf("%f", r.num)
		}
		mu := r.metricUnit
		if !r.hasMetric && r.notSupported == "" {
			mu = "(null)"
		}
		fmt.Fprintf(&b, "\"counter-value\" : %q, \"unit\" : %q, \"event\" : %q, \"event-runtime\" : %d, \"pcnt-running\" : %.2f, \"metric-value\" : %f, \"metric-unit\" : %q}",
			value, r.unit, r.name, r.runtime, r.pcnt, r.metric, mu)
		fmt.Fprintln(w.w, b.String())
	case w.o.Sep != "":
		s := w.o.Sep
		metric, mu := "", ""
		if r.hasMetric && !interval {
			metric, mu = fmt.Sprintf("%.3f", r.metric), r.metricUnit
		}
		lead := ""
		if prefix != "" {
			lead = prefix + s
		}
		fmt.Fprintf(w.w, "%s%s%s%s%s%s%s%d%s%.2f%s%s%s%s\n", lead, r.value, s, r.unit, s, r.name, s, r.runtime, s, r.pcnt, s, metric, s, mu)
	default:
		metric := ""
		if r.hasMetric {
			metric = fmt.Sprintf(" # %8.3f %-20s", r.metric, r.metricUnit)
		}
		name := fmt.Sprintf("%-32s", r.name)
		fmt.Fprintf(w.w, "%s%18s %-4s %s%s\n", prefix, r.value, r.unit, name, strings.TrimRight(metric, " "))
	}
}

// notes prints each unsupported event's reason once, after its table.
func (w *writer) notes(rs []row) {
	if w.o.JSON || w.o.Sep != "" {
		return
	}
	for _, r := range rs {
		if r.notSupported != "" {
			fmt.Fprintf(w.w, "%s: %s\n", r.name, r.notSupported)
		}
	}
}

func (w *writer) intervalHeader() {
	if !w.o.JSON && w.o.Sep == "" {
		fmt.Fprintln(w.w, "#           time             counts unit events")
	}
}

func (w *writer) interval(pl *plan, now time.Duration, counts, runtime []uint64, span time.Duration) {
	prefix := fmt.Sprintf("%16.9f", now.Seconds())
	if w.o.Sep == "" && !w.o.JSON {
		prefix += " "
	}
	rs := rows(pl, counts, runtime, span)
	for _, r := range rs {
		w.line(prefix, r, true)
	}
	if pl.lastTime == 0 {
		w.notes(rs)
	}
}

// table prints the final table: the events, then the elapsed time and,
// for a command, its user and system time.
func (w *writer) table(pl *plan, counts, runtime []uint64, elapsed time.Duration) {
	rs := rows(pl, counts, runtime, elapsed)
	human := !w.o.JSON && w.o.Sep == ""
	if human {
		what := "'system wide'"
		switch {
		case pl.cmd != nil:
			what = "'" + strings.Join(w.o.Cmd, " ") + "'"
		case w.o.PID != 0:
			what = fmt.Sprintf("process id '%d'", w.o.PID)
		}
		fmt.Fprintf(w.w, "\n Performance counter stats for %s:\n\n", what)
	}
	for _, r := range rs {
		w.line("", r, false)
	}
	if !human {
		return
	}
	fmt.Fprintf(w.w, "\n%18.9f seconds time elapsed\n\n", elapsed.Seconds())
	if pl.cmd != nil {
		if ru := pl.cmd.Rusage(); ru != nil {
			tv := func(t syscall.Timeval) float64 { return float64(t.Sec) + float64(t.Usec)/1e6 }
			fmt.Fprintf(w.w, "%18.9f seconds user\n%18.9f seconds sys\n\n", tv(ru.Utime), tv(ru.Stime))
		}
	}
	w.notes(rs)
	fmt.Fprintln(w.w)
}
