package runtime

import (
	"sonde/internal/lang/object"
	"sonde/internal/lang/types"
	"sonde/internal/output"
)

// snapshot reads a map into the output package's model.
func (r *Runtime) snapshot(m *object.Map) (*output.Map, error) {
	entries, err := r.readMap(m)
	if err != nil {
		return nil, err
	}
	v := m.Map.Value
	om := &output.Map{Name: m.Map.Name, Kind: output.Kind(v.Agg)}
	// A keyless map of integers, or of count() to stats(), prints 0 when
	// empty in newest's print().
	if m.Map.Key == nil && v.Agg != types.AggHist && v.Agg != types.AggLHist && (v.Agg != types.AggNone || v.Kind == types.Int) {
		om.Zero = output.U64(0)
	}
	switch v.Agg {
	case types.AggLHist:
		om.Min, om.Max, om.Step = v.LHist[0], v.LHist[1], v.LHist[2]
	case types.AggHist:
		om.Bits = int(v.LHist[0])
	}
	signed := v.AggSigned()
	for _, e := range entries {
		oe := output.Entry{Key: r.decodeKey(m, e.Key), Buckets: e.Buckets, Count: e.Count, Total: e.Total}
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
	return om, nil
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
	return parts
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
		om, err := r.snapshot(m)
		if err != nil {
			return err
		}
		maps = append(maps, om)
	}
	return r.p.ExitMaps(maps)
}
