package runtime

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/cilium/ebpf"

	"sonde/internal/lang/object"
	"sonde/internal/lang/types"
)

// mapEntry is one element of a script map, merged across CPUs.
type mapEntry struct {
	Key     []byte    // without the hist bucket
	Raw     []byte    // plain maps: the value's bytes
	Value   int64     // count, sum, min, max
	Count   int64     // avg, stats
	Total   int64     // avg, stats
	Buckets []uint64  // hist, lhist: count per bucket index
	Series  []tsPoint // tseries: per interval slot
}

// tsPoint is one interval of a tseries() map, merged across CPUs: its
// epoch (time / interval), value and count (for the last value, its time).
type tsPoint struct {
	Epoch uint64
	Value int64
	Count uint64
}

// mergeTs combines one CPU's interval b into p as the mode says.
func mergeTs(p *tsPoint, b []byte, mode string, signed bool) {
	q := tsPoint{binary.LittleEndian.Uint64(b), int64(binary.LittleEndian.Uint64(b[8:])), binary.LittleEndian.Uint64(b[16:])}
	switch {
	case q.Count == 0 || p.Count != 0 && q.Epoch < p.Epoch:
	case p.Count == 0 || q.Epoch > p.Epoch:
		*p = q
	case mode == "last":
		if q.Count > p.Count {
			*p = q
		}
	case mode == "sum", mode == "avg":
		p.Value += q.Value
		p.Count += q.Count
	case mode == "min" && better(types.AggMin, q.Value, p.Value, signed), mode == "max" && better(types.AggMax, q.Value, p.Value, signed):
		p.Value = q.Value
	}
}

// readMap reads a whole map and merges per-CPU values the way the
// aggregation defines.
func (r *Runtime) readMap(m *object.Map) ([]*mapEntry, error) {
	bm := r.coll.Maps[m.BPFName]
	v := m.Map.Value
	byKey := map[string]*mapEntry{}
	var order []string
	get := func(k []byte) *mapEntry {
		e, ok := byKey[string(k)]
		if !ok {
			e = &mapEntry{Key: append([]byte(nil), k...)}
			byKey[string(k)] = e
			order = append(order, string(k))
		}
		return e
	}
	if !m.PerCPU {
		it := bm.Iterate()
		var k, val []byte
		for it.Next(&k, &val) {
			get(r.canonicalKey(m, k)).Raw = append([]byte(nil), val...)
		}
		if err := iterErr(it); err != nil {
			return nil, fmt.Errorf("read %s: %w", m.Map.Name, err)
		}
		return entries(byKey, order), nil
	}
	it := bm.Iterate()
	var k []byte
	var per [][]byte
	for it.Next(&k, &per) {
		key := k
		bucket := -1
		if m.Bucketed {
			key = k[:len(k)-8]
			bucket = int(binary.LittleEndian.Uint64(k[len(k)-8:]))
			if m.Map.Key == nil {
				key = nil
			}
		}
		if m.Array {
			key = nil
		}
		e := get(r.canonicalKey(m, key))
		signed := v.AggSigned()
		for cpu, b := range per {
			a := int64(binary.LittleEndian.Uint64(b))
			switch v.Agg {
			case types.AggCount, types.AggSum:
				e.Value += a
			case types.AggMin, types.AggMax:
				if binary.LittleEndian.Uint64(b[8:]) == 0 {
					continue
				}
				if e.Count == 0 || better(v.Agg, a, e.Value, signed) {
					e.Value = a
				}
				e.Count++
			case types.AggAvg, types.AggStats:
				e.Count += a
				e.Total += int64(binary.LittleEndian.Uint64(b[8:]))
			case types.AggHist, types.AggLHist, types.AggLLHist:
				for len(e.Buckets) <= bucket {
					e.Buckets = append(e.Buckets, 0)
				}
				e.Buckets[bucket] += uint64(a)
			case types.AggTseries:
				for len(e.Series) <= bucket {
					e.Series = append(e.Series, tsPoint{})
				}
				mergeTs(&e.Series[bucket], b, types.TseriesModes[v.LHist[2]], signed)
			}
			_ = cpu
		}
	}
	if err := iterErr(it); err != nil {
		return nil, fmt.Errorf("read %s: %w", m.Map.Name, err)
	}
	return entries(byKey, order), nil
}

func better(kind types.AggKind, a, b int64, signed bool) bool {
	if kind == types.AggMin {
		if signed {
			return a < b
		}
		return uint64(a) < uint64(b)
	}
	if signed {
		return a > b
	}
	return uint64(a) > uint64(b)
}

func entries(byKey map[string]*mapEntry, order []string) []*mapEntry {
	out := make([]*mapEntry, 0, len(order))
	for _, k := range order {
		out = append(out, byKey[k])
	}
	return out
}

// clearMap deletes every element (clear) or sets every value to zero (zero).
func (r *Runtime) clearMap(m *object.Map, zero bool) error {
	bm := r.coll.Maps[m.BPFName]
	var keys [][]byte
	it := bm.Iterate()
	var k []byte
	var discard []byte
	var perDiscard [][]byte
	for {
		var ok bool
		if m.PerCPU {
			ok = it.Next(&k, &perDiscard)
		} else {
			ok = it.Next(&k, &discard)
		}
		if !ok {
			break
		}
		keys = append(keys, append([]byte(nil), k...))
	}
	if err := iterErr(it); err != nil {
		return fmt.Errorf("clear %s: %w", m.Map.Name, err)
	}
	for _, k := range keys {
		var err error
		switch {
		case zero || m.Array:
			if m.PerCPU {
				n, _ := ebpf.PossibleCPU()
				vals := make([][]byte, n)
				for i := range vals {
					vals[i] = make([]byte, m.ValueSize)
				}
				err = bm.Put(k, vals)
			} else {
				err = bm.Put(k, make([]byte, m.ValueSize))
			}
		default:
			err = bm.Delete(k)
		}
		if err != nil {
			return fmt.Errorf("clear %s: %w", m.Map.Name, err)
		}
	}
	return nil
}

func trimNUL(b []byte) string {
	if i := bytes.IndexByte(b, 0); i >= 0 {
		b = b[:i]
	}
	return string(b)
}

// iterErr is an iteration's error, except ErrIterationAborted: a hash map
// that changes fast (memleak's outstanding allocations) makes the kernel
// restart the walk until cilium/ebpf gives up, and what was read by then is
// the snapshot to print (or clear), as bpftrace prints such a map.
func iterErr(it *ebpf.MapIterator) error {
	if err := it.Err(); err != nil && !errors.Is(err, ebpf.ErrIterationAborted) {
		return err
	}
	return nil
}
