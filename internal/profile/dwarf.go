package profile

import (
	"encoding/binary"
	"sync"
	"time"

	"github.com/cilium/ebpf"

	"sonde/internal/bpf"
	"sonde/internal/session"
	"sonde/internal/symbolize"
)

// unwinder reads --call-graph dwarf's samples as they come, while their
// processes live, unwinds each (symbolize.User.Unwind: call frame
// information, frame pointers where a binary has none) and counts the
// stacks it finds: the aggregation the kernel does for frame pointers.
// Off CPU, a sample is taken as a thread leaves the CPU and counts the
// time it stayed away, which an off-CPU record says when it comes back.
type unwinder struct {
	ring     *session.Ring
	users    *symbolize.User
	userOnly bool
	offCPU   bool
	stop     chan struct{}
	done     chan error

	mu     sync.Mutex
	counts map[string]*entry // by key and user stack
	total  uint64
	pids   map[uint32]bool
	// pending are the off-CPU samples whose thread has not come back,
	// by thread and sample id.
	pending map[[2]uint64]*entry
}

func startUnwinder(m *ebpf.Map, users *symbolize.User, userOnly, offCPU bool) (*unwinder, error) {
	ring, err := session.OpenRing(m, 10*time.Millisecond, 50*time.Millisecond)
	if err != nil {
		return nil, err
	}
	u := &unwinder{ring: ring, users: users, userOnly: userOnly, offCPU: offCPU, stop: make(chan struct{}), done: make(chan error, 1),
		counts: map[string]*entry{}, pids: map[uint32]bool{}, pending: map[[2]uint64]*entry{}}
	go func() {
		for {
			select {
			case <-u.stop:
				_, err := u.ring.Drain(u.sample)
				u.done <- err
				return
			default:
			}
			if _, _, err := u.ring.Poll(u.sample); err != nil {
				u.done <- err
				return
			}
		}
	}()
	return u, nil
}

// sample unwinds and counts one sample record.
func (u *unwinder) sample(rec []byte) error {
	if len(rec) == offRecordSize {
		id := [2]uint64{binary.LittleEndian.Uint64(rec[offRecordTid:]), binary.LittleEndian.Uint64(rec[offRecordID:])}
		u.mu.Lock()
		defer u.mu.Unlock()
		if e := u.pending[id]; e != nil {
			e.value += int64(binary.LittleEndian.Uint64(rec[offRecordValue:]))
			u.total += binary.LittleEndian.Uint64(rec[offRecordValue:])
			delete(u.pending, id)
		}
		return nil
	}
	if len(rec) < sampleAt {
		return nil
	}
	k := decodeKey(rec)
	s, ok := bpf.DecodeSample(rec[sampleAt:])
	if !ok {
		return nil
	}
	var stack []uint64
	if s.IP != 0 {
		u.users.Seen(int(k.pid))
		stack = u.users.Unwind(int(k.pid), s.IP, s.SP, s.BP, s.Stack, maxDepth)
	}
	if u.userOnly && len(stack) == 0 {
		return nil
	}
	id := make([]byte, keySize, keySize+8*len(stack))
	copy(id, rec[:keySize])
	for _, a := range stack {
		id = binary.LittleEndian.AppendUint64(id, a)
	}
	u.mu.Lock()
	defer u.mu.Unlock()
	u.pids[k.pid] = true
	e := u.counts[string(id)]
	if e == nil {
		e = &entry{key: k, ustack: stack}
		u.counts[string(id)] = e
	}
	if u.offCPU {
		u.pending[[2]uint64{uint64(k.tid), uint64(s.ID)}] = e
		return nil
	}
	u.total++
	e.value++
	return nil
}

// Samples is how many samples were counted so far, and of which
// processes.
func (u *unwinder) Samples() (uint64, []uint32) {
	u.mu.Lock()
	defer u.mu.Unlock()
	pids := make([]uint32, 0, len(u.pids))
	for pid := range u.pids {
		pids = append(pids, pid)
	}
	return u.total, pids
}

// finish reads what is left in the ring and returns the counts, their
// kernel stacks read from stacks and overflow.
func (u *unwinder) finish(stacks, overflow *ebpf.Map) ([]entry, error) {
	close(u.stop)
	err := <-u.done
	u.ring.Close()
	if err != nil {
		return nil, err
	}
	read := stackReader(stacks, overflow)
	es := make([]entry, 0, len(u.counts))
	for _, e := range u.counts {
		if e.value == 0 {
			continue // off CPU: still away at the end
		}
		e.kstack = read(e.key.kstack)
		if u.offCPU {
			e.kstack = trimTracing(e.kstack)
		}
		es = append(es, *e)
	}
	return es, nil
}
