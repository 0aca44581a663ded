package probe

// Perf-event attachment, shared by the tracepoint, interval, profile,
// software, hardware and watchpoint providers: one perf event per CPU with
// the program attached (PERF_EVENT_IOC_SET_BPF), closed concurrently.

import (
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
// all), attaches prog to each (PERF_EVENT_IOC_SET_BPF) and enables them.
// Closing the result closes the events concurrently, which detaches prog.
func attachPerfEvents(attr unix.PerfEventAttr, pid int, cpus []int, prog *ebpf.Program) (*perfEvents, error) {
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
