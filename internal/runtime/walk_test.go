package runtime

import (
	"encoding/binary"
	"fmt"
	"maps"
	"testing"

	"github.com/cilium/ebpf"

	"sonde/internal/testutil"
)

// TestWalkBatch: walk with batch lookups (--metrics' scrapes) finds every
// key and value the iterator finds, over several batches, of per-CPU
// maps and others.
func TestWalkBatch(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	// More keys than a batch holds: walkBatch takes up to 1 MiB a call.
	const n, size = 5000, 256
	for _, typ := range []ebpf.MapType{ebpf.Hash, ebpf.PerCPUHash, ebpf.Array, ebpf.PerCPUArray} {
		perCPU := typ == ebpf.PerCPUHash || typ == ebpf.PerCPUArray
		t.Run(typ.String(), func(t *testing.T) {
			m, err := ebpf.NewMap(&ebpf.MapSpec{Type: typ, KeySize: 4, ValueSize: size, MaxEntries: n})
			if err != nil {
				t.Fatal(err)
			}
			defer m.Close()
			ncpu := 1
			if perCPU {
				if ncpu, err = ebpf.PossibleCPU(); err != nil {
					t.Fatal(err)
				}
			}
			for k := range uint32(n) {
				vals := make([][size]byte, ncpu)
				for c := range vals {
					binary.LittleEndian.PutUint64(vals[c][:], uint64(k)<<8|uint64(c))
				}
				var v any = vals
				if !perCPU {
					v = vals[0]
				}
				if err := m.Put(k, v); err != nil {
					t.Fatal(err)
				}
			}
			read := func(batch bool) map[uint32]string {
				got := map[uint32]string{}
				err := walk(m, perCPU, batch, func(k []byte, vals [][]byte) {
					s := ""
					for _, v := range vals {
						s += fmt.Sprintf("%x ", binary.LittleEndian.Uint64(v))
					}
					got[binary.LittleEndian.Uint32(k)] = s
				})
				if err != nil {
					t.Fatalf("walk (batch %v): %v", batch, err)
				}
				return got
			}
			iter, batch := read(false), read(true)
			if len(iter) != n || !maps.Equal(iter, batch) {
				t.Errorf("batch read %d keys, the iterator %d (want %d); last key: %q and %q", len(batch), len(iter), n, batch[n-1], iter[n-1])
			}
		})
	}
}
