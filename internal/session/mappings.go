package session

import (
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"sort"
	"sync"
	"sync/atomic"
	"unsafe"

	"golang.org/x/sys/unix"

	"sonde/internal/kernel"
	"sonde/internal/symbolize"
)

// Mappings is the side-band that tells symbolize what every process maps
// executable, as it maps it: a dummy software perf event on every CPU with
// mmap2, comm_exec and task records (what perf record's side-band is), read
// from its perf ring buffers. No kprobe is needed. Stacks of a process that
// ran for a millisecond resolve at exit as a long-lived one's do.
type Mappings struct {
	u     *symbolize.User
	mu    sync.Mutex // the rings' tails
	rings []*perfRing
	recs  []sideRec
	lost  uint64
	stop  int // eventfd that ends the reader
	done  chan struct{}
}

// sideRingPages is each CPU's ring buffer (a power of two, in pages): a
// process start writes about ten mmap records of ~100 bytes; the reader
// wakes at half full.
const sideRingPages = 128

// TrackMappings starts the side-band for u (symbolize.Users() for every
// front end). Open it before any probe is attached; Close it after the
// last stack is printed.
func TrackMappings(u *symbolize.User) (*Mappings, error) {
	cpus, err := kernel.OnlineCPUs()
	if err != nil {
		return nil, err
	}
	m := &Mappings{u: u, done: make(chan struct{})}
	attr := unix.PerfEventAttr{
		Type:        unix.PERF_TYPE_SOFTWARE,
		Config:      unix.PERF_COUNT_SW_DUMMY,
		Sample_type: unix.PERF_SAMPLE_TIME,
		Bits: unix.PerfBitMmap | unix.PerfBitMmap2 | unix.PerfBitComm | unix.PerfBitCommExec |
			unix.PerfBitTask | unix.PerfBitSampleIDAll | unix.PerfBitWatermark | perfBitBuildID,
		Wakeup: sideRingPages * uint32(unix.Getpagesize()) / 2, // wakeup_watermark, in bytes
	}
	attr.Size = uint32(unsafe.Sizeof(attr))
	for _, cpu := range cpus {
		fd, err := unix.PerfEventOpen(&attr, -1, cpu, -1, unix.PERF_FLAG_FD_CLOEXEC)
		if err == unix.EINVAL && attr.Bits&perfBitBuildID != 0 {
			attr.Bits &^= perfBitBuildID // before 5.12: device and inode instead
			fd, err = unix.PerfEventOpen(&attr, -1, cpu, -1, unix.PERF_FLAG_FD_CLOEXEC)
		}
		if err != nil {
			m.closeRings()
			return nil, fmt.Errorf("mapping side-band: perf_event_open on cpu %d: %w", cpu, err)
		}
		r, err := mapRing(fd)
		if err != nil {
			unix.Close(fd)
			m.closeRings()
			return nil, fmt.Errorf("mapping side-band: %w", err)
		}
		m.rings = append(m.rings, r)
	}
	if m.stop, err = unix.Eventfd(0, unix.EFD_CLOEXEC); err != nil {
		m.closeRings()
		return nil, fmt.Errorf("mapping side-band: %w", err)
	}
	u.SetSideband(m.drain)
	go m.wakeups()
	return m, nil
}

// perfBitBuildID is perf_event_attr.build_id: mmap2 records carry the
// build ID the kernel read from the mapped file instead of its inode.
const perfBitBuildID = 1 << 34

// Lost is how many side-band records the kernel dropped (rings full).
func (m *Mappings) Lost() uint64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.lost
}

// Close takes the last records, detaches from the symbolizer, which keeps
// what it learned, and closes the events.
func (m *Mappings) Close() error {
	unix.Write(m.stop, []byte{1, 0, 0, 0, 0, 0, 0, 0})
	<-m.done
	m.u.Sync()
	m.u.SetSideband(nil)
	unix.Close(m.stop)
	m.closeRings()
	return nil
}

// wakeups syncs the symbolizer whenever a ring is half full, so that no
// record is lost while nothing looks up stacks.
func (m *Mappings) wakeups() {
	defer close(m.done)
	fds := make([]unix.PollFd, 0, len(m.rings)+1)
	for _, r := range m.rings {
		fds = append(fds, unix.PollFd{Fd: int32(r.fd), Events: unix.POLLIN})
	}
	fds = append(fds, unix.PollFd{Fd: int32(m.stop), Events: unix.POLLIN})
	for {
		if _, err := unix.Poll(fds, -1); err != nil && err != unix.EINTR {
			return
		}
		if fds[len(fds)-1].Revents != 0 {
			return
		}
		for i := range fds[:len(fds)-1] {
			if fds[i].Revents&(unix.POLLHUP|unix.POLLERR) != 0 {
				fds[i].Fd = -1 // its CPU went offline: poll no more
			}
		}
		m.u.Sync()
	}
}

// drain delivers every record the rings hold, in time order across CPUs
// (a fork on one CPU, the child's exec on another).
func (m *Mappings) drain(deliver func(symbolize.MapEvent)) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.recs = m.recs[:0]
	for _, r := range m.rings {
		r.read(func(rec []byte) {
			if e, ok := m.parse(rec); ok {
				m.recs = append(m.recs, e)
			}
		})
	}
	sort.SliceStable(m.recs, func(i, j int) bool { return m.recs[i].Time < m.recs[j].Time })
	for _, e := range m.recs {
		deliver(e.MapEvent)
	}
}

type sideRec struct{ symbolize.MapEvent }

// parse decodes one record (sample_id_all: each ends in its time).
func (m *Mappings) parse(rec []byte) (sideRec, bool) {
	le := binary.LittleEndian
	if len(rec) < 16 {
		return sideRec{}, false
	}
	typ, misc := le.Uint32(rec), le.Uint16(rec[4:])
	e := symbolize.MapEvent{Time: le.Uint64(rec[len(rec)-8:])}
	switch typ {
	case unix.PERF_RECORD_MMAP2:
		// pid, tid, addr, len, pgoff, {maj, min, ino, ino_generation |
		// build_id_size, build_id[20]}, prot, flags, filename
		if len(rec) < 80 {
			return sideRec{}, false
		}
		e.Kind, e.Pid = symbolize.MapMmap, int(le.Uint32(rec[8:]))
		e.Start, e.Len, e.Off = le.Uint64(rec[16:]), le.Uint64(rec[24:]), le.Uint64(rec[32:])
		if misc&unix.PERF_RECORD_MISC_MMAP_BUILD_ID != 0 {
			if n := int(rec[40]); n > 0 && n <= 20 {
				e.BuildID = hex.EncodeToString(rec[44 : 44+n])
			}
		}
		e.Path = cstring(rec[72 : len(rec)-8])
	case unix.PERF_RECORD_COMM:
		if misc&unix.PERF_RECORD_MISC_COMM_EXEC == 0 {
			return sideRec{}, false
		}
		e.Kind, e.Pid = symbolize.MapExec, int(le.Uint32(rec[8:]))
	case unix.PERF_RECORD_FORK, unix.PERF_RECORD_EXIT:
		// pid, ppid, tid, ptid, time
		if len(rec) < 24 {
			return sideRec{}, false
		}
		e.Kind, e.Pid, e.Parent = symbolize.MapFork, int(le.Uint32(rec[8:])), int(le.Uint32(rec[12:]))
		if typ == unix.PERF_RECORD_EXIT {
			if le.Uint32(rec[16:]) != uint32(e.Pid) {
				return sideRec{}, false // a thread's end
			}
			e.Kind = symbolize.MapExit
		}
	case unix.PERF_RECORD_LOST:
		if len(rec) >= 24 {
			m.lost += le.Uint64(rec[16:])
		}
		return sideRec{}, false
	default:
		return sideRec{}, false
	}
	return sideRec{e}, true
}

func cstring(b []byte) string {
	for i, c := range b {
		if c == 0 {
			return string(b[:i])
		}
	}
	return string(b)
}

func (m *Mappings) closeRings() {
	for _, r := range m.rings {
		r.close()
	}
	m.rings = nil
}

// perfRing is one CPU's perf ring buffer: a metadata page, then the data.
type perfRing struct {
	fd   int
	mem  []byte
	meta *unix.PerfEventMmapPage
	data []byte
	buf  []byte // a record that wraps around the end, copied
}

func mapRing(fd int) (*perfRing, error) {
	page := unix.Getpagesize()
	mem, err := unix.Mmap(fd, 0, (1+sideRingPages)*page, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_SHARED)
	if err != nil {
		return nil, fmt.Errorf("mmap perf ring: %w", err)
	}
	r := &perfRing{fd: fd, mem: mem, meta: (*unix.PerfEventMmapPage)(unsafe.Pointer(&mem[0]))}
	r.data = mem[page:]
	return r, nil
}

// read calls fn with each record written since the last read, then frees
// them to the kernel.
func (r *perfRing) read(fn func([]byte)) {
	head := atomic.LoadUint64(&r.meta.Data_head)
	tail := r.meta.Data_tail
	size := uint64(len(r.data))
	for tail+8 <= head {
		off := tail % size
		n := uint64(binary.LittleEndian.Uint16(r.at(off, 8)[6:]))
		if n < 8 || tail+n > head {
			break
		}
		fn(r.at(off, n))
		tail += n
	}
	atomic.StoreUint64(&r.meta.Data_tail, tail)
}

// at returns n bytes of data from off, copying when they wrap.
func (r *perfRing) at(off, n uint64) []byte {
	size := uint64(len(r.data))
	if off+n <= size {
		return r.data[off : off+n]
	}
	r.buf = append(r.buf[:0], r.data[off:]...)
	return append(r.buf, r.data[:n-(size-off)]...)
}

func (r *perfRing) close() {
	unix.Munmap(r.mem)
	unix.Close(r.fd)
}
