package runtime

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"reflect"

	"github.com/cilium/ebpf"
	"golang.org/x/sys/unix"

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
// aggregation defines. batch reads many keys a system call (see walk):
// --metrics' scrapes do; printing keeps bpf_get_next_key's walk, whose
// order bpftrace's sort starts from.
func (r *Runtime) readMap(m *object.Map, batch bool) ([]*mapEntry, error) {
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
		err := walk(bm, m.PerCPU, batch, func(k []byte, val [][]byte) {
			get(r.canonicalKey(m, k)).Raw = append([]byte(nil), val[0]...)
		})
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", m.Map.Name, err)
		}
		return entries(byKey, order), nil
	}
	err := walk(bm, m.PerCPU, batch, func(k []byte, per [][]byte) {
		key := k
		bucket := -1
		if m.Array && m.Bucketed {
			// A keyless hist()'s per-CPU array: every bucket is there;
			// the empty ones are not the histogram's.
			if allZero(per) {
				return
			}
			bucket = int(binary.LittleEndian.Uint32(k))
		} else if m.Bucketed {
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
	})
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", m.Map.Name, err)
	}
	if m.Array && m.Bucketed && len(order) == 0 && r.zeroedHist[m.Index] {
		get(r.canonicalKey(m, nil))
	}
	return entries(byKey, order), nil
}

// walk calls fn with every key of bm and its value (a per-CPU map's: one
// per CPU; else one). With batch, BPF_MAP_LOOKUP_BATCH reads many keys a
// system call where the kernel has it (Linux 5.6); else, and without
// batch, each key takes two (next key, lookup). The slices are fn's only
// during the call.
func walk(bm *ebpf.Map, perCPU, batch bool, fn func(k []byte, vals [][]byte)) error {
	if batch {
		err := walkBatch(bm, perCPU, fn)
		if !errors.Is(err, ebpf.ErrNotSupported) {
			return err
		}
	}
	it := bm.Iterate()
	var k []byte
	if perCPU {
		var per [][]byte
		for it.Next(&k, &per) {
			fn(k, per)
		}
	} else {
		val := make([][]byte, 1)
		for it.Next(&k, &val[0]) {
			fn(k, val)
		}
	}
	return iterErr(it)
}

// walkBatch is walk with BPF_MAP_LOOKUP_BATCH: keys and values land in
// slices of byte arrays of the map's sizes, as cilium/ebpf wants them.
// ErrNotSupported (before anything was passed to fn) where the kernel
// lacks batch lookups.
func walkBatch(bm *ebpf.Map, perCPU bool, fn func(k []byte, vals [][]byte)) error {
	ks, vs := int(bm.KeySize()), int(bm.ValueSize())
	ncpu := 1
	if perCPU {
		n, err := ebpf.PossibleCPU()
		if err != nil {
			return err
		}
		ncpu = n
	}
	count := max(64, min(4096, (1<<20)/(ks+vs*ncpu)))
	var cursor ebpf.MapBatchCursor
	vals := make([][]byte, ncpu)
	var keys, values reflect.Value
	for size := 0; ; {
		if size != count {
			size = count
			keys = reflect.MakeSlice(reflect.SliceOf(reflect.ArrayOf(ks, reflect.TypeFor[byte]())), count, count)
			values = reflect.MakeSlice(reflect.SliceOf(reflect.ArrayOf(vs, reflect.TypeFor[byte]())), count*ncpu, count*ncpu)
		}
		n, err := bm.BatchLookup(&cursor, keys.Interface(), values.Interface(), nil)
		if errors.Is(err, unix.ENOSPC) && n == 0 {
			count *= 2 // a hash bucket holds more keys than a batch
			continue
		}
		for i := range n {
			for c := range vals {
				vals[c] = values.Index(i*ncpu + c).Bytes()
			}
			fn(keys.Index(i).Bytes(), vals)
		}
		if errors.Is(err, ebpf.ErrKeyNotExist) {
			return nil // the end
		}
		if err != nil {
			return err
		}
	}
}

// allZero reports whether every CPU's value is all zero bytes.
func allZero(per [][]byte) bool {
	for _, b := range per {
		for _, c := range b {
			if c != 0 {
				return false
			}
		}
	}
	return true
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
		if m.Array && m.Bucketed && zero && !allZero(perDiscard) {
			if r.zeroedHist == nil {
				r.zeroedHist = map[int]bool{}
			}
			r.zeroedHist[m.Index] = true
		}
		keys = append(keys, append([]byte(nil), k...))
	}
	if err := iterErr(it); err != nil {
		return fmt.Errorf("clear %s: %w", m.Map.Name, err)
	}
	if !zero {
		delete(r.zeroedHist, m.Index)
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
