package probe

// Perf-event attachment, shared by the tracepoint, interval, profile,
// software, hardware and watchpoint providers: one perf event per CPU with
// the program attached (PERF_EVENT_IOC_SET_BPF), closed concurrently.

import (
	"errors"
	"fmt"
	"io"
	"sync"
	"unsafe"

	"github.com/cilium/ebpf"
	"golang.org/x/sys/unix"
)

// perfEvents is a set of perf event fds with a program attached.
type perfEvents struct {
	once sync.Once
	fds  []int
	err  error
}

// attachPerfEvents opens one perf event per CPU in cpus (for task pid, -1 for
// all), attaches prog to each (PERF_EVENT_IOC_SET_BPF) and, with enable,
// enables them (see tracepointAttr for events left disabled). Closing the
// result closes the events concurrently, which detaches prog.
func attachPerfEvents(attr unix.PerfEventAttr, pid int, cpus []int, prog *ebpf.Program, enable bool) (*perfEvents, error) {
	attr.Size = uint32(unsafe.Sizeof(attr))
	attr.Bits |= unix.PerfBitDisabled
	pe := &perfEvents{}
	for _, cpu := range cpus {
		fd, err := unix.PerfEventOpen(&attr, pid, cpu, -1, unix.PERF_FLAG_FD_CLOEXEC)
		if err != nil {
			pe.Close()
			return nil, fmt.Errorf("perf_event_open on cpu %d: %w%s", cpu, err, permissionHint(err, "CAP_PERFMON"))
		}
		pe.fds = append(pe.fds, fd)
		if err := unix.IoctlSetInt(fd, unix.PERF_EVENT_IOC_SET_BPF, prog.FD()); err != nil {
			pe.Close()
			return nil, fmt.Errorf("attach program to perf event: %w%s", err, permissionHint(err, "CAP_BPF and CAP_PERFMON"))
		}
	}
	if !enable {
		return pe, nil
	}
	for _, fd := range pe.fds {
		if err := unix.IoctlSetInt(fd, unix.PERF_EVENT_IOC_ENABLE, 0); err != nil {
			pe.Close()
			return nil, fmt.Errorf("enable perf event: %w", err)
		}
	}
	return pe, nil
}

func (pe *perfEvents) Close() error {
	pe.once.Do(func() {
		closers := make([]io.Closer, len(pe.fds))
		for i, fd := range pe.fds {
			closers[i] = fdCloser(fd)
		}
		pe.err = CloseAll(closers)
		pe.fds = nil
	})
	return pe.err
}

type fdCloser int

func (fd fdCloser) Close() error { return unix.Close(int(fd)) }

// Counter is a perf event counted by the kernel and read through its fds
// (sonde stat's software and hardware events): one fd per CPU, or one per
// task, summed.
type Counter struct {
	fds []int
}

// CounterTarget says what a Counter counts: every task on each CPU of
// CPUs (PID -1), or the tasks in PIDs on any CPU; Inherit counts the
// children they create from then on, EnableOnExec starts counting at
// their next execve (a command started behind the gate).
type CounterTarget struct {
	PIDs         []int
	CPUs         []int
	Inherit      bool
	EnableOnExec bool
}

// OpenCounter opens and enables a counting (not sampling) perf event of
// type typ and config config for t. A hardware event on a machine without
// hardware counters is an error saying so.
func OpenCounter(typ uint32, config uint64, t CounterTarget) (*Counter, error) {
	attr := unix.PerfEventAttr{Type: typ, Config: config,
		Read_format: unix.PERF_FORMAT_TOTAL_TIME_ENABLED | unix.PERF_FORMAT_TOTAL_TIME_RUNNING}
	attr.Size = uint32(unsafe.Sizeof(attr))
	if t.Inherit {
		attr.Bits |= unix.PerfBitInherit
	}
	if t.EnableOnExec {
		attr.Bits |= unix.PerfBitDisabled | unix.PerfBitEnableOnExec
	}
	type where struct{ pid, cpu int }
	var all []where
	for _, pid := range t.PIDs {
		all = append(all, where{pid, -1})
	}
	for _, cpu := range t.CPUs {
		all = append(all, where{-1, cpu})
	}
	c := &Counter{}
	for _, w := range all {
		fd, err := unix.PerfEventOpen(&attr, w.pid, w.cpu, -1, unix.PERF_FLAG_FD_CLOEXEC)
		if err != nil {
			c.Close()
			if typ == unix.PERF_TYPE_HARDWARE {
				if hw := hardwareAvailable(); hw != nil {
					return nil, hw
				}
			}
			if errors.Is(err, unix.ENOENT) || errors.Is(err, unix.EOPNOTSUPP) {
				return nil, fmt.Errorf("the kernel cannot count this event here (perf_event_open: %s)", unix.ErrnoName(err.(unix.Errno)))
			}
			return nil, fmt.Errorf("perf_event_open: %w%s", err, permissionHint(err, "CAP_PERFMON"))
		}
		c.fds = append(c.fds, fd)
	}
	return c, nil
}

// Read returns the count summed over the counter's fds, and the
// nanoseconds it was enabled and running (the largest of its fds').
func (c *Counter) Read() (count, enabled, running uint64, err error) {
	var buf [24]byte
	for _, fd := range c.fds {
		n, err := unix.Read(fd, buf[:])
		if err != nil || n != len(buf) {
			return 0, 0, 0, fmt.Errorf("read perf counter: %v", err)
		}
		v := *(*[3]uint64)(unsafe.Pointer(&buf))
		count += v[0]
		enabled, running = max(enabled, v[1]), max(running, v[2])
	}
	return count, enabled, running, nil
}

// Close closes the counter's fds.
func (c *Counter) Close() error {
	for _, fd := range c.fds {
		unix.Close(fd)
	}
	c.fds = nil
	return nil
}

// perfLink is a perf event with a program attached through a BPF link
// (BPF_LINK_CREATE, attach type BPF_PERF_EVENT), which carries a cookie
// where PERF_EVENT_IOC_SET_BPF has none.
type perfLink struct {
	once      sync.Once
	link, evt int
	err       error
}

// attachPerfLink opens attr's event on CPU 0 for all tasks (a tracepoint's
// program runs on every CPU whatever its event's) and links prog to it
// with cookie, leaving the event disabled (see tracepointAttr).
// cilium/ebpf's link.Tracepoint enables a sampling event instead, which
// costs a sample on every event the program passes on.
func attachPerfLink(attr unix.PerfEventAttr, prog *ebpf.Program, cookie uint64) (*perfLink, error) {
	attr.Size = uint32(unsafe.Sizeof(attr))
	attr.Bits |= unix.PerfBitDisabled
	fd, err := unix.PerfEventOpen(&attr, -1, 0, -1, unix.PERF_FLAG_FD_CLOEXEC)
	if err != nil {
		return nil, fmt.Errorf("perf_event_open: %w%s", err, permissionHint(err, "CAP_PERFMON"))
	}
	// union bpf_attr's link_create: prog_fd, target_fd, attach_type,
	// flags, then perf_event.bpf_cookie.
	var a struct {
		progFD, targetFD, attachType, flags uint32
		cookie                              uint64
		_                                   [32]byte
	}
	a.progFD, a.targetFD, a.attachType, a.cookie = uint32(prog.FD()), uint32(fd), uint32(ebpf.AttachPerfEvent), cookie
	l, _, errno := unix.Syscall(unix.SYS_BPF, unix.BPF_LINK_CREATE, uintptr(unsafe.Pointer(&a)), unsafe.Sizeof(a))
	if errno != 0 {
		unix.Close(fd)
		return nil, fmt.Errorf("attach program to perf event: %w%s", errno, permissionHint(errno, "CAP_BPF and CAP_PERFMON"))
	}
	return &perfLink{link: int(l), evt: fd}, nil
}

func (pl *perfLink) Close() error {
	pl.once.Do(func() {
		pl.err = errors.Join(unix.Close(pl.link), unix.Close(pl.evt))
	})
	return pl.err
}
