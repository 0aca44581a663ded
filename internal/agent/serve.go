package agent

import (
	"bytes"
	"fmt"
	"net/http"
	"os"
	"strconv"
	"strings"
	"syscall"

	"sonde/internal/metrics"
)

// health serves /healthz (ready false: always 200) and /readyz (503 while
// a script is starting): one line per script, "NAME: STATE" or "NAME:
// STATE: REASON", in name order.
func (a *Agent) health(ready bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var b bytes.Buffer
		code := http.StatusOK
		for _, s := range a.list() {
			st, reason := s.get()
			if st == Starting && ready {
				code = http.StatusServiceUnavailable
			}
			if reason != "" {
				fmt.Fprintf(&b, "%s: %s: %s\n", s.name, st, reason)
			} else {
				fmt.Fprintf(&b, "%s: %s\n", s.name, st)
			}
		}
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.WriteHeader(code)
		w.Write(b.Bytes())
	})
}

// snapshot is what /metrics serves: the agent's own metrics (with
// --otlp's counters), then every running script's maps, read from the
// kernel now, labelled script="NAME". A family whose name another
// script's family of another type took first is left out, its series
// counted as dropped.
func (a *Agent) snapshot() (metrics.Snapshot, error) { return a.collect(true) }

// pushed is what --otlp pushes: snapshot without the exporter's own
// counters, which it adds itself.
func (a *Agent) pushed() (metrics.Snapshot, error) { return a.collect(false) }

func (a *Agent) collect(exporter bool) (metrics.Snapshot, error) {
	ss := a.list()
	own := a.self(ss)
	if exporter && a.exp != nil {
		own.Families = append(own.Families, a.exp.Families()...)
	}
	snaps := []metrics.Snapshot{own}
	types := map[string]metrics.Type{}
	for _, f := range snaps[0].Families {
		types[f.Name] = f.Type
	}
	for _, s := range ss {
		r := s.read.Load()
		if r == nil {
			continue
		}
		maps, err := (*r)()
		if err != nil {
			continue // it stopped meanwhile
		}
		snap := metrics.FromMaps(maps, metrics.Options{MaxSeries: a.cfg.MaxSeries, Labels: []metrics.Label{{Name: "script", Value: s.name}}})
		kept := snap.Families[:0]
		for _, f := range snap.Families {
			if t, ok := types[f.Name]; ok && t != f.Type {
				snap.Dropped += uint64(len(f.Series))
				continue
			}
			types[f.Name] = f.Type
			kept = append(kept, f)
		}
		snap.Families = kept
		snaps = append(snaps, snap)
	}
	return metrics.Merge(snaps...), nil
}

// self is the agent's own metrics: its resident memory and CPU time, and
// its scripts by state.
func (a *Agent) self(ss []*script) metrics.Snapshot {
	var fams []metrics.Family
	fams = append(fams, metrics.Family{Name: "sonde_agent_resident_memory_bytes", Help: "the agent's resident memory (the BPF maps are the kernel's)",
		Type: metrics.Gauge, Series: []metrics.Series{{Value: float64(residentBytes())}}})
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	cpu := float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
	fams = append(fams, metrics.Family{Name: "sonde_agent_cpu_seconds", Help: "CPU time the agent used, user and system",
		Type: metrics.Counter, Series: []metrics.Series{{Value: cpu}}})
	byState := make([]int, len(stateNames))
	info := metrics.Family{Name: "sonde_agent_script_info", Help: "each script's state (1)", Type: metrics.Gauge}
	logs := metrics.Family{Name: "sonde_agent_log_lines_dropped", Help: "lines of a script's output left out of the log past its rate", Type: metrics.Counter}
	for _, s := range ss {
		st, _ := s.get()
		byState[st]++
		info.Series = append(info.Series, metrics.Series{Labels: []metrics.Label{{Name: "script", Value: s.name}, {Name: "state", Value: st.String()}}, Value: 1})
		logs.Series = append(logs.Series, metrics.Series{Labels: []metrics.Label{{Name: "script", Value: s.name}}, Value: float64(s.log.Dropped())})
	}
	scripts := metrics.Family{Name: "sonde_agent_scripts", Help: "the agent's scripts by state", Type: metrics.Gauge}
	for i, n := range stateNames {
		scripts.Series = append(scripts.Series, metrics.Series{Labels: []metrics.Label{{Name: "state", Value: n}}, Value: float64(byState[i])})
	}
	fams = append(fams, scripts)
	if len(info.Series) > 0 {
		fams = append(fams, info, logs)
	}
	return metrics.Snapshot{Families: fams}
}

// residentBytes is the process's resident set size, from /proc/self/statm.
func residentBytes() int64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0
	}
	pages, _ := strconv.ParseInt(f[1], 10, 64)
	return pages * int64(os.Getpagesize())
}
