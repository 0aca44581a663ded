package ftrace

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/sys/unix"

	"sonde/internal/kernel"
)

// Page is one raw ring-buffer page as read from a CPU's trace_pipe_raw,
// unchanged (trace.dat stores such pages); PageHeader.Decode reads it.
type Page struct {
	CPU  int
	Data []byte
}

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

// Run reads every online CPU's trace_pipe_raw, a page at a time, handing
// the pages to fn in this goroutine, until ctx ends or fn fails; it then
// stops recording, reads what the buffers still hold and returns fn's
// error or nil. One goroutine per CPU waits in poll(2) on its
// trace_pipe_raw and on a stop pipe: nothing spins. The kernel wakes a
// reader when the buffer is buffer_percent full (50% by default); the
// rest is read at the end.
func (s *Session) Run(ctx context.Context, fn func(Page) error) error {
	cpus, err := kernel.OnlineCPUs()
	if err != nil {
		return err
	}
	var p [2]int
	if err := unix.Pipe2(p[:], unix.O_CLOEXEC|unix.O_NONBLOCK); err != nil {
		return fmt.Errorf("stop pipe: %w", err)
	}
	stopR, stopW := p[0], p[1]
	defer unix.Close(stopR)
	var fds []int
	defer func() {
		for _, fd := range fds {
			unix.Close(fd)
		}
	}()
	for _, c := range cpus {
		path := filepath.Join(s.inst.Dir, "per_cpu", fmt.Sprintf("cpu%d", c), "trace_pipe_raw")
		fd, err := unix.Open(path, unix.O_RDONLY|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
		if err != nil {
			unix.Close(stopW)
			return fmt.Errorf("open cpu %d trace_pipe_raw: %w", c, err)
		}
		fds = append(fds, fd)
	}
	size := s.PageSize()
	pages := make(chan Page, 64*len(cpus))
	errc := make(chan error, len(cpus))
	var wg sync.WaitGroup
	for i, c := range cpus {
		wg.Add(1)
		go func(cpu, fd int) {
			defer wg.Done()
			if err := readCPU(cpu, fd, stopR, size, pages); err != nil {
				errc <- err
			}
		}(c, fds[i])
	}
	go func() { wg.Wait(); close(pages) }()

	stopped := false
	stop := func() {
		if !stopped {
			stopped = true
			s.Stop()
			unix.Close(stopW)
		}
	}
	defer stop()
	var ferr error
	done := ctx.Done()
	for {
		select {
		case <-done:
			done = nil
			stop()
		case pg, ok := <-pages:
			if !ok {
				select {
				case err := <-errc:
					return errors.Join(ferr, err)
				default:
					return ferr
				}
			}
			if ferr == nil {
				if ferr = fn(pg); ferr != nil {
					stop()
				}
			}
		case err := <-errc:
			ferr = errors.Join(ferr, err)
			stop()
		}
	}
}

// readCPU reads one CPU's pages until the stop pipe is closed, then what is
// left.
func readCPU(cpu, fd, stop, size int, out chan<- Page) error {
	fds := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}, {Fd: int32(stop), Events: unix.POLLIN}}
	for {
		if _, err := unix.Poll(fds, -1); err != nil {
			if err == unix.EINTR {
				continue
			}
			return fmt.Errorf("poll cpu %d trace_pipe_raw: %w", cpu, err)
		}
		last := fds[1].Revents != 0
		if err := drain(cpu, fd, size, out); err != nil {
			return err
		}
		if last {
			return nil
		}
	}
}

// drain reads pages until the buffer is empty.
func drain(cpu, fd, size int, out chan<- Page) error {
	return readPages(cpu, fd, size, func(data []byte) error {
		out <- Page{CPU: cpu, Data: data}
		return nil
	})
}

// readPages reads pages until the buffer is empty, each into a new
// zeroed buffer of size bytes (data is its first part) handed to fn.
func readPages(cpu, fd, size int, fn func(data []byte) error) error {
	for {
		buf := make([]byte, size)
		n, err := unix.Read(fd, buf)
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
		if err := fn(buf[:n]); err != nil {
			return err
		}
	}
}
