package profile

import (
	"fmt"
	"io"
	"sort"
	"time"

	"github.com/google/pprof/profile"
)

// topN is how many functions the terminal report lists.
const topN = 20

// report prints the functions with the most samples (or off-CPU time) of
// their own, with the share of the total they and their callees hold.
func report(w io.Writer, p *profile.Profile, dur time.Duration) {
	var total int64
	self, cum := map[string]int64{}, map[string]int64{}
	procs := map[int64]bool{}
	for _, s := range p.Sample {
		v := s.Value[0]
		total += v
		procs[s.NumLabel["pid"][0]] = true
		seen := map[string]bool{}
		for i, l := range s.Location {
			for j, ln := range l.Line {
				name := ln.Function.Name
				if i == 0 && j == 0 {
					self[name] += v
				}
				if !seen[name] {
					seen[name] = true
					cum[name] += v
				}
			}
		}
	}
	unit := p.SampleType[0]
	if unit.Unit == "nanoseconds" {
		fmt.Fprintf(w, "%s off CPU in %s over %.1f s\n", time.Duration(total).Round(time.Millisecond), processes(len(procs)), dur.Seconds())
	} else {
		fmt.Fprintf(w, "%d samples in %s over %.1f s\n", total, processes(len(procs)), dur.Seconds())
	}
	if total == 0 {
		return
	}
	names := make([]string, 0, len(cum))
	for n := range cum {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool {
		a, b := names[i], names[j]
		if self[a] != self[b] {
			return self[a] > self[b]
		}
		if cum[a] != cum[b] {
			return cum[a] > cum[b]
		}
		return a < b
	})
	if len(names) > topN {
		names = names[:topN]
	}
	fmt.Fprintf(w, "%7s %7s  %s\n", "self%", "cum%", "function")
	for _, n := range names {
		fmt.Fprintf(w, "%6.2f%% %6.2f%%  %s\n", pct(self[n], total), pct(cum[n], total), n)
	}
}

func pct(v, total int64) float64 { return 100 * float64(v) / float64(total) }
