package runtime

import (
	"fmt"

	"sonde/internal/lang/object"
	"sonde/internal/output"
)

// dtraceMapEvent handles the events of DTrace's aggregation tools:
// printa(FORMAT, @m) (n is the format's Printfs index), normalize(@m, n)
// and trunc(@m, n) (given says n was).
func (r *Runtime) dtraceMapEvent(kind int, m *object.Map, n int64, given bool) error {
	switch kind {
	case object.EvPrinta:
		if n < 0 || int(n) >= len(r.out.Printfs) {
			return fmt.Errorf("printa event for unknown format %d", n)
		}
		p := r.out.Printfs[n]
		om, err := r.snapshot(m)
		if err != nil {
			return err
		}
		if text := output.Printa(om, p.Verbs, p.Sources); text != "" {
			return r.p.Printf([]byte(text))
		}
		return nil
	case object.EvNormalize:
		if n < 1 {
			r.warn(fmt.Sprintf("normalize(%s, %d): the factor must be positive; ignored", m.Map.Name, n))
			return nil
		}
		if r.normal == nil {
			r.normal = map[int]int64{}
		}
		r.normal[m.Index] = n
		return nil
	}
	if !given || n == 0 {
		return r.clearMap(m, false)
	}
	return r.trunc(m, n)
}

// trunc deletes all of m's elements but the n with the largest values
// (the -n smallest for a negative n), as they sort for printing.
func (r *Runtime) trunc(m *object.Map, n int64) error {
	if m.Map.Key == nil {
		return nil // one element at most
	}
	entries, err := r.readMap(m, false)
	if err != nil {
		return err
	}
	sorted := output.Sorted(r.outputMap(m, entries))
	if int64(len(sorted)) <= max(n, -n) {
		return nil
	}
	var drop []output.Entry
	if n > 0 {
		drop = sorted[:int64(len(sorted))-n]
	} else {
		drop = sorted[-n:]
	}
	gone := map[string]bool{}
	for _, e := range drop {
		if e.Ref < len(entries) {
			gone[string(entries[e.Ref].Key)] = true
		}
	}
	bm := r.coll.Maps[m.BPFName]
	var keys [][]byte
	it := bm.Iterate()
	var k []byte
	var val []byte
	var per [][]byte
	for {
		ok := false
		if m.PerCPU {
			ok = it.Next(&k, &per)
		} else {
			ok = it.Next(&k, &val)
		}
		if !ok {
			break
		}
		key := k
		if m.Bucketed {
			key = k[:len(k)-8]
		}
		if gone[string(r.canonicalKey(m, key))] {
			keys = append(keys, append([]byte(nil), k...))
		}
	}
	if err := it.Err(); err != nil {
		return fmt.Errorf("trunc %s: %w", m.Map.Name, err)
	}
	for _, k := range keys {
		if err := bm.Delete(k); err != nil {
			return fmt.Errorf("trunc %s: %w", m.Map.Name, err)
		}
	}
	return nil
}
