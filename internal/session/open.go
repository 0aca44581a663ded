package session

import (
	"time"

	"github.com/cilium/ebpf"

	"sonde/internal/bpf"
)

// OpenRing opens a reader on a ring buffer map through the kit, polled as
// Ring says: every min while records come, backing off to max while none do.
func OpenRing(m *ebpf.Map, min, max time.Duration) (*Ring, error) {
	rd, err := bpf.OpenRing(m)
	if err != nil {
		return nil, err
	}
	return NewRing(rd, min, max), nil
}
