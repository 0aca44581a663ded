package session

import (
	"time"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/ringbuf"
)

// OpenRing opens a reader on a ring buffer map, polled as Ring says:
// every min while records come, backing off to max while none do. It is
// the one place a ring buffer reader is opened.
func OpenRing(m *ebpf.Map, min, max time.Duration) (*Ring, error) {
	rd, err := ringbuf.NewReader(m)
	if err != nil {
		return nil, err
	}
	return NewRing(rd, min, max), nil
}
