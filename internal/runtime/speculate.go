package runtime

import (
	"encoding/binary"
	"fmt"

	"sonde/internal/lang/object"
)

// speculate holds a record sent after speculate(spec) until the
// speculation is committed or discarded.
func (r *Runtime) speculate(spec int, b []byte) {
	rec := append([]byte(nil), b...)
	h := binary.LittleEndian.Uint64(rec) &^ (0xff << object.HeaderSpecShift)
	binary.LittleEndian.PutUint64(rec, h)
	if r.specs == nil {
		r.specs = map[int][][]byte{}
	}
	r.specs[spec] = append(r.specs[spec], rec)
}

// commitSpeculation handles commit(id) (the speculation's records, as
// if they came now) and discard(id) (dropped). An id with no records
// (0, an inactive one) does nothing.
func (r *Runtime) commitSpeculation(id int, commit bool) error {
	recs := r.specs[id]
	delete(r.specs, id)
	if !commit {
		return nil
	}
	for _, rec := range recs {
		if err := r.event(rec); err != nil {
			return err
		}
	}
	return nil
}

// reportSpeculations reports on stderr, as DTrace does, the records
// dropped because their speculation was full (specsize) and the
// speculation() calls that found no free speculation (nspec).
func (r *Runtime) reportSpeculations() {
	m := r.coll.Maps[object.SpecMap]
	if m == nil {
		return
	}
	var v [2]uint64
	if err := m.Lookup(uint32(0), &v); err != nil {
		return
	}
	if v[0] > 0 {
		fmt.Fprintf(r.opts.Err, "sonde: %d speculative drop%s\n", v[0], plural(v[0]))
	}
	if v[1] > 0 {
		fmt.Fprintf(r.opts.Err, "sonde: %d failed speculation%s (no speculative buffer available)\n", v[1], plural(v[1]))
	}
}
