package ftrace

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/sys/unix"

	"sonde/internal/kernel"
)

// Start turns recording on in the instance.
func (s *Session) Start() error { return s.write("tracing_on", "1") }

// Stop turns recording off; what the buffers hold can still be read.
func (s *Session) Stop() error { return s.write("tracing_on", "0") }

// PageSize is the size of the ring buffer's pages (sub-buffers), the unit
// trace_pipe_raw is read in.
func (s *Session) PageSize() int {
	if b, err := os.ReadFile(filepath.Join(s.inst.Dir, "buffer_subbuf_size_kb")); err == nil {
		if kb, err := strconv.Atoi(strings.TrimSpace(string(b))); err == nil && kb > 0 {
			return kb << 10
		}
	}
	return os.Getpagesize()
}

// cpuFiles are the per-CPU paths' shared part (RunEvents, Splice): every
// online CPU's trace_pipe_raw, opened non-blocking, and a stop pipe whose
// closing (stop) wakes a reader waiting in poll(2) on them to read what
// is left and end. Nothing spins.
type cpuFiles struct {
	cpus  []int
	fds   []int // trace_pipe_raw, by index in cpus
	stopR int
	stopW int
	once  sync.Once
}

func (s *Session) openCPUFiles() (*cpuFiles, error) {
	cpus, err := kernel.OnlineCPUs()
	if err != nil {
		return nil, err
	}
	var p [2]int
	if err := unix.Pipe2(p[:], unix.O_CLOEXEC|unix.O_NONBLOCK); err != nil {
		return nil, fmt.Errorf("stop pipe: %w", err)
	}
	f := &cpuFiles{cpus: cpus, stopR: p[0], stopW: p[1]}
	for _, c := range cpus {
		path := filepath.Join(s.inst.Dir, "per_cpu", fmt.Sprintf("cpu%d", c), "trace_pipe_raw")
		fd, err := unix.Open(path, unix.O_RDONLY|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
		if err != nil {
			f.close()
			return nil, fmt.Errorf("open cpu %d trace_pipe_raw: %w", c, err)
		}
		f.fds = append(f.fds, fd)
	}
	return f, nil
}

// stop wakes the readers for their last reads; it may be called more
// than once, from any goroutine.
func (f *cpuFiles) stop() { f.once.Do(func() { unix.Close(f.stopW) }) }

func (f *cpuFiles) close() {
	f.stop()
	unix.Close(f.stopR)
	for _, fd := range f.fds {
		unix.Close(fd)
	}
}

// pollFds are poll(2)'s entries for fds, then the stop pipe's, last.
func (f *cpuFiles) pollFds(fds ...int) []unix.PollFd {
	p := make([]unix.PollFd, 0, len(fds)+1)
	for _, fd := range fds {
		p = append(p, unix.PollFd{Fd: int32(fd), Events: unix.POLLIN})
	}
	return append(p, unix.PollFd{Fd: int32(f.stopR), Events: unix.POLLIN})
}

// poll waits up to ms milliseconds (-1: until woken) for pfds (from
// pollFds) and reports whether the stop pipe was closed.
func poll(pfds []unix.PollFd, ms int, what string) (stopped bool, err error) {
	for {
		_, err := unix.Poll(pfds, ms)
		if err == unix.EINTR {
			continue
		}
		if err != nil {
			return false, fmt.Errorf("poll %s: %w", what, err)
		}
		return pfds[len(pfds)-1].Revents != 0, nil
	}
}

// readPages reads pages until the buffer is empty, each into buf (a
// new zeroed buffer of size bytes when buf is nil; data is its first
// part) handed to fn.
func readPages(cpu, fd, size int, buf []byte, fn func(data []byte) error) error {
	for {
		b := buf
		if b == nil {
			b = make([]byte, size)
		}
		n, err := unix.Read(fd, b)
		switch {
		case err == unix.EINTR:
			continue
		case err == unix.EAGAIN:
			return nil
		case err != nil:
			return fmt.Errorf("read cpu %d trace_pipe_raw: %w", cpu, err)
		case n == 0:
			return nil
		}
		if err := fn(b[:n]); err != nil {
			return err
		}
	}
}
