package runtime

import (
	"encoding/binary"

	"sonde/internal/lang/object"
	"sonde/internal/lang/types"
	"sonde/internal/symbolize"
)

// User stacks and symbols are named through their process's mappings,
// which say which binary an address is in. The side-band
// (session.TrackMappings) reports them as processes make them, so map keys
// read at the end resolve though their processes are gone. Processes
// already running when it started are not in it: for those, every poll the
// runtime notes the processes seen in maps holding user addresses, and
// symbolize snapshots their /proc maps the first time (nothing for a
// process the side-band knows).

// pidSlots returns the offsets of the pid of every ustack/usym value in a
// value of type t laid out by types' rules.
func pidSlots(t *types.Type, base int, out []int) []int {
	switch {
	case t == nil:
	case t.Kind == types.Stack && t.UserStack, t.Kind == types.Usym:
		out = append(out, base+8)
	case t.Kind == types.Tuple:
		for i, off := range types.TupleOffsets(t) {
			out = pidSlots(t.Fields[i].Type, base+off, out)
		}
	}
	return out
}

// dwSlots returns the offsets of every dw_ustack value (its sample id,
// then its pid) in a value of type t.
func dwSlots(t *types.Type, base int, out []int) []int {
	switch {
	case t == nil:
	case t.Kind == types.Stack && t.Dwarf:
		out = append(out, base)
	case t.Kind == types.Tuple:
		for i, off := range types.TupleOffsets(t) {
			out = dwSlots(t.Fields[i].Type, base+off, out)
		}
	}
	return out
}

// dwKeySlots lists the dw_ustack slots of m's key (nil for most maps).
func (r *Runtime) dwKeySlots(m *object.Map) []int {
	if r.dwSlots == nil {
		r.dwSlots = map[*object.Map][]int{}
		for _, m := range r.out.Maps {
			r.dwSlots[m] = dwSlots(m.Map.Key, 0, nil)
		}
	}
	return r.dwSlots[m]
}

// canonicalKey rewrites the dw_ustack samples in a key of m to the first
// sample of the same process that unwound to the same stack: every
// evaluation of dw_ustack is a sample of its own, and keys of equal
// stacks merge when read as per-CPU values do (samples that were lost,
// the ring buffer full, merge as one empty stack). k is not modified.
func (r *Runtime) canonicalKey(m *object.Map, k []byte) []byte {
	slots := r.dwKeySlots(m)
	if len(slots) == 0 {
		return k
	}
	out := append([]byte(nil), k...)
	for _, s := range slots {
		if s+16 > len(out) {
			continue
		}
		id := int64(binary.LittleEndian.Uint64(out[s:]))
		pid := int(binary.LittleEndian.Uint64(out[s+8:]))
		binary.LittleEndian.PutUint64(out[s:], uint64(r.stacks.dwCanonical(id, pid)))
	}
	return out
}

// userMaps lists the maps whose keys hold user addresses, with their pid slots.
func (r *Runtime) userMaps() map[*object.Map][]int {
	if r.userSlots == nil {
		r.userSlots = map[*object.Map][]int{}
		for _, m := range r.out.Maps {
			if slots := pidSlots(m.Map.Key, 0, nil); len(slots) > 0 {
				r.userSlots[m] = slots
			}
		}
	}
	return r.userSlots
}

// observeUserPids tells symbolize about the processes in user-address maps.
func (r *Runtime) observeUserPids() {
	for m, slots := range r.userMaps() {
		it := r.coll.Maps[m.BPFName].Iterate()
		var k []byte
		var per [][]byte
		var v []byte
		for {
			var ok bool
			if m.PerCPU {
				ok = it.Next(&k, &per)
			} else {
				ok = it.Next(&k, &v)
			}
			if !ok {
				break
			}
			for _, s := range slots {
				if s+8 <= len(k) {
					symbolize.Users().Seen(int(binary.LittleEndian.Uint64(k[s:])))
				}
			}
		}
	}
}
