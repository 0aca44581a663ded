package session

import (
	"errors"
	"os"
	"time"

	"github.com/cilium/ebpf/ringbuf"
)

// ErrStop, returned by a record handler, ends the poll round at once
// without error: the front end saw the record that ends tracing (exit()).
var ErrStop = errors.New("stop reading")

// Ring polls a BPF ring buffer. The programs submit records without
// waking the reader (a wakeup per record, a cross-CPU interrupt, costs
// 10-25 us); the reader instead sleeps until a deadline and then takes
// everything the buffer holds. The interval between deadlines is min
// after a round that found records and doubles after each round that found
// none, up to max: a busy session is read often, an idle one seldom. With
// min == max (the language runtime) it is fixed.
type Ring struct {
	rd       *ringbuf.Reader
	rec      ringbuf.Record
	min, max time.Duration
	interval time.Duration
}

// NewRing polls an open reader; see OpenRing.
func NewRing(rd *ringbuf.Reader, lo, hi time.Duration) *Ring {
	return &Ring{rd: rd, min: lo, max: max(lo, hi), interval: lo}
}

// Poll handles records for one poll interval: until the ring buffer is
// empty at the interval's end (drained is then true), or, while records
// keep coming, soon past it (the clock is read every 256 records) so that
// the caller looks at signals and the command now and then. A handler
// returning ErrStop ends the round at once; any other error ends it with
// that error. n counts the records handled.
func (r *Ring) Poll(handle func([]byte) error) (n int, drained bool, err error) {
	deadline := time.Now().Add(r.interval)
	r.rd.SetDeadline(deadline)
	defer func() {
		if n > 0 {
			r.interval = r.min
		} else if drained {
			r.interval = min(2*r.interval, r.max)
		}
	}()
	for ; ; n++ {
		if n&255 == 255 && time.Now().After(deadline) {
			return n, false, nil // busy
		}
		err := r.rd.ReadInto(&r.rec)
		if errors.Is(err, os.ErrDeadlineExceeded) {
			return n, true, nil
		}
		if errors.Is(err, ringbuf.ErrFlushed) {
			return n, false, nil // Wake: the round ends early
		}
		if err != nil {
			return n, false, err
		}
		if err := handle(r.rec.RawSample); err != nil {
			if err == ErrStop {
				return n + 1, false, nil
			}
			return n + 1, false, err
		}
	}
}

// Wake ends the current (or the next) Poll round early, once it has
// handled the records already in the buffer: the caller has something
// else to do now (the probes it attached meanwhile are all attached).
// It may be called from another goroutine.
func (r *Ring) Wake() error { return r.rd.Flush() }

// Drain handles every record already in the ring buffer, without waiting
// for more. A handler's ErrStop ends it without error.
func (r *Ring) Drain(handle func([]byte) error) (n int, err error) {
	r.rd.SetDeadline(time.Now())
	for ; ; n++ {
		err := r.rd.ReadInto(&r.rec)
		if errors.Is(err, os.ErrDeadlineExceeded) {
			return n, nil
		}
		if errors.Is(err, ringbuf.ErrFlushed) {
			n-- // a Wake no Poll saw: read on
			continue
		}
		if err != nil {
			return n, err
		}
		if err := handle(r.rec.RawSample); err != nil {
			if err == ErrStop {
				return n + 1, nil
			}
			return n + 1, err
		}
	}
}

// Available is how many bytes of records wait in the ring buffer.
func (r *Ring) Available() int { return r.rd.AvailableBytes() }

// Close closes the reader.
func (r *Ring) Close() error { return r.rd.Close() }
