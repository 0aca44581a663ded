package runtime

import (
	"errors"
	"sort"
	"time"

	"golang.org/x/sys/unix"

	"sonde/internal/lang/object"
	"sonde/internal/lang/types"
	"sonde/internal/output"
)

// snapshot reads a map into the output package's model.
func (r *Runtime) snapshot(m *object.Map) (*output.Map, error) {
	entries, err := r.readMap(m, false)
	if err != nil {
		return nil, err
	}
	om := r.outputMap(m, entries)
	om.Normalize(r.normal[m.Index])
	return om, nil
}

// outputMap turns a map's entries, as readMap returns them, into the
// output package's model.
func (r *Runtime) outputMap(m *object.Map, entries []*mapEntry) *output.Map {
	v := m.Map.Value
	om := &output.Map{Name: m.Map.Name, Kind: output.Kind(v.Agg)}
	// A keyless map of integers, or of count() to stats(), prints 0 when
	// empty in newest's print().
	if m.Map.Key == nil && v.Agg != types.AggHist && v.Agg != types.AggLHist && v.Agg != types.AggLLHist && v.Agg != types.AggTseries && (v.Agg != types.AggNone || v.Kind == types.Int) {
		om.Zero = output.U64(0)
	}
	switch v.Agg {
	case types.AggLHist:
		om.Min, om.Max, om.Step = v.LHist[0], v.LHist[1], v.LHist[2]
	case types.AggHist:
		om.Bits = int(v.LHist[0])
	case types.AggLLHist:
		om.LL = output.LogLinear{Factor: v.LHist[0], Low: v.LHist[1], High: v.LHist[2], Steps: v.LHist[3]}
	}
	signed := v.AggSigned()
	for i, e := range entries {
		oe := output.Entry{Key: r.decodeKey(m, e.Key), Buckets: e.Buckets, Count: e.Count, Total: e.Total, Ref: i}
		if v.Agg == types.AggTseries {
			oe.Series = series(e.Series, v.LHist)
		}
		switch v.Agg {
		case types.AggNone:
			oe.Value = r.decode(v, e.Raw)
		case types.AggCount:
			oe.Value = output.U64(uint64(e.Value))
		case types.AggSum, types.AggMin, types.AggMax:
			oe.Value = output.Int{V: e.Value, Unsigned: !signed, Size: 8}
		}
		om.Entries = append(om.Entries, oe)
	}
	return om
}

// decodeKey splits a map key into its parts.
func (r *Runtime) decodeKey(m *object.Map, b []byte) []output.Value {
	kt := m.Map.Key
	if kt == nil || b == nil {
		return nil
	}
	var parts []output.Value
	if kt.Kind == types.Tuple && !kt.Named() {
		parts = r.decode(kt, b).(output.Tuple)
		for i, f := range kt.Fields {
			if f.Type.Named() {
				parts[i] = output.Raw(output.RecordKeyText(parts[i]))
			}
		}
	} else if kt.Named() {
		return []output.Value{output.Raw(output.RecordKeyText(r.decode(kt, b)))}
	} else {
		parts = []output.Value{r.decode(kt, b)}
	}
	// bpftrace 0.17 prints an integer key as the int64 of its 64-bit
	// slot, whatever its type: (uint64)-6 is -6, (uint32)-6 4294967290.
	for i, p := range parts {
		if v, ok := p.(output.Int); ok {
			v.Unsigned = false
			parts[i] = v
		}
	}
	if r.opts.Compat == output.Compat017 {
		// and a buffer key as every byte it holds room for, whatever
		// its length (a buf() map read before it is assigned: all zeros).
		offs, elems := []int{0}, []*types.Type{kt}
		if kt.Kind == types.Tuple && !kt.Named() {
			offs, elems = types.TupleOffsets(kt), nil
			for _, f := range kt.Fields {
				elems = append(elems, f.Type)
			}
		}
		for i, t := range elems {
			if _, ok := parts[i].(output.Buf); ok && t.Kind == types.Buffer {
				parts[i] = output.Buf(append([]byte(nil), b[offs[i]+8:offs[i]+8+t.Size]...))
			}
		}
	}
	return parts
}

// readMaps reads every map the script shows, for Options.Maps: from any
// goroutine, between the records Run handles.
func (r *Runtime) readMaps() ([]*output.Map, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return nil, errors.New("the script has ended")
	}
	return r.shownMaps()
}

// shownMaps reads every map the script shows (readMaps, Options.Ended).
func (r *Runtime) shownMaps() ([]*output.Map, error) {
	var maps []*output.Map
	for _, m := range r.out.Maps {
		if m.Map.Hidden {
			continue
		}
		entries, err := r.readMap(m, true)
		if err != nil {
			return nil, err
		}
		maps = append(maps, r.outputMap(m, entries))
	}
	return maps, nil
}

// printMap prints one map now (print(@m, top, div)).
func (r *Runtime) printMap(m *object.Map, top, div int) error {
	om, err := r.snapshot(m)
	if err != nil {
		return err
	}
	return r.p.PrintMap(om, top, div)
}

// printAllMaps prints every map at exit, in name order.
func (r *Runtime) printAllMaps() error {
	var maps []*output.Map
	for _, m := range r.out.Maps {
		if m.Map.Hidden {
			continue
		}
		om, err := r.snapshot(m)
		if err != nil {
			return err
		}
		maps = append(maps, om)
	}
	return r.p.ExitMaps(maps)
}

// taiTime turns a bpf_ktime_get_tai_ns() timestamp into wall-clock time.
func taiTime(ns uint64) time.Time {
	var tai, real unix.Timespec
	unix.ClockGettime(unix.CLOCK_TAI, &tai)
	unix.ClockGettime(unix.CLOCK_REALTIME, &real)
	return time.Unix(0, int64(ns)-(tai.Nano()-real.Nano()))
}

// series lays out a tseries() map's intervals for printing: those of the
// last lh[1] intervals of lh[0] ns that hold a value, oldest first, each
// labelled with the wall-clock time it began; an average is the values'
// total over their number.
func series(slots []tsPoint, lh [4]int64) []output.Point {
	var last uint64
	for _, p := range slots {
		if p.Count != 0 {
			last = max(last, p.Epoch)
		}
	}
	var held []tsPoint
	for _, p := range slots {
		if p.Count != 0 && p.Epoch+uint64(lh[1]) > last {
			held = append(held, p)
		}
	}
	sort.Slice(held, func(i, j int) bool { return held[i].Epoch < held[j].Epoch })
	out := make([]output.Point, len(held))
	for i, p := range held {
		v := p.Value
		if types.TseriesModes[lh[2]] == "avg" {
			v /= int64(p.Count)
		}
		out[i] = output.Point{Label: taiTime(p.Epoch * uint64(lh[0])).Format("15:04:05.000"), Value: v}
	}
	return out
}
