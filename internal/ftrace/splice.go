package ftrace

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"golang.org/x/sys/unix"

	"sonde/internal/kernel"
)

// splicePages is how many pages one splice(2) moves at most: a pipe's
// default capacity.
const splicePages = 16

// spliceWakePercent is how full a CPU's buffer gets before the kernel wakes
// Splice's reader (buffer_percent, 50 by default): moving pages costs
// little, and a reader woken early has the rest of the buffer as slack
// for when it is scheduled late on a busy machine.
const spliceWakePercent = 10

// Splice records every online CPU's ring buffer into a file, as trace-cmd
// record does: the full pages move from trace_pipe_raw into out(cpu)
// through a pipe with splice(2), without passing through user space, each
// CPU in its own goroutine (poll(2) on trace_pipe_raw and a stop pipe, as
// Run, woken when the buffer is spliceWakePercent full), until ctx ends. It then stops recording, moves what is left and
// reads the last, partly filled page, padded to PageSize. Every page in the
// files is PageSize bytes, as trace.dat stores them.
//
// Run hands each page to a callback in one goroutine; Splice is the write
// path that keeps up with the kernel at full rate (bench/ftrace/run).
func (s *Session) Splice(ctx context.Context, out func(cpu int) (*os.File, error)) error {
	cpus, err := kernel.OnlineCPUs()
	if err != nil {
		return err
	}
	size := s.PageSize()
	// Kernels before 5.1 have no buffer_percent: their readers wake on
	// any data.
	if err := s.write("buffer_percent", fmt.Sprint(spliceWakePercent)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("set buffer_percent: %w", err)
	}
	type cpuIO struct {
		cpu, fd int
		out     *os.File
	}
	var ios []cpuIO
	defer func() {
		for _, c := range ios {
			unix.Close(c.fd)
		}
	}()
	for _, c := range cpus {
		f, err := out(c)
		if err != nil {
			return err
		}
		path := filepath.Join(s.inst.Dir, "per_cpu", fmt.Sprintf("cpu%d", c), "trace_pipe_raw")
		fd, err := unix.Open(path, unix.O_RDONLY|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
		if err != nil {
			return fmt.Errorf("open cpu %d trace_pipe_raw: %w", c, err)
		}
		ios = append(ios, cpuIO{c, fd, f})
	}
	var p [2]int
	if err := unix.Pipe2(p[:], unix.O_CLOEXEC|unix.O_NONBLOCK); err != nil {
		return fmt.Errorf("stop pipe: %w", err)
	}
	stopR, stopW := p[0], p[1]
	defer unix.Close(stopR)
	var once sync.Once
	stop := func() {
		once.Do(func() {
			s.Stop()
			unix.Close(stopW)
		})
	}
	defer stop()

	errc := make(chan error, len(ios))
	var wg sync.WaitGroup
	for _, c := range ios {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := spliceCPU(c.cpu, c.fd, stopR, size, c.out); err != nil {
				errc <- err
				stop()
			}
		}()
	}
	done := make(chan struct{})
	go func() {
		select {
		case <-ctx.Done():
			stop()
		case <-done:
		}
	}()
	wg.Wait()
	close(done)
	close(errc)
	var errs []error
	for err := range errc {
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}

// spliceCPU moves one CPU's pages into out until the stop pipe is closed,
// then what is left.
func spliceCPU(cpu, fd, stop, size int, out *os.File) error {
	var p [2]int
	if err := unix.Pipe2(p[:], unix.O_CLOEXEC); err != nil {
		return fmt.Errorf("cpu %d splice pipe: %w", cpu, err)
	}
	defer unix.Close(p[0])
	defer unix.Close(p[1])
	ofd := int(out.Fd())
	fds := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}, {Fd: int32(stop), Events: unix.POLLIN}}
	for {
		if _, err := unix.Poll(fds, -1); err != nil {
			if err == unix.EINTR {
				continue
			}
			return fmt.Errorf("poll cpu %d trace_pipe_raw: %w", cpu, err)
		}
		last := fds[1].Revents != 0
		if err := splicePagesOut(cpu, fd, p[0], p[1], ofd, size); err != nil {
			return err
		}
		if last {
			return readLast(cpu, fd, size, out)
		}
	}
}

// splicePagesOut moves the full pages the buffer holds into ofd.
func splicePagesOut(cpu, fd, pr, pw, ofd, size int) error {
	for {
		n, err := unix.Splice(fd, nil, pw, nil, splicePages*size, unix.SPLICE_F_MOVE|unix.SPLICE_F_NONBLOCK)
		switch {
		case err == unix.EINTR:
			continue
		case err == unix.EAGAIN || n == 0:
			return nil
		case err != nil:
			return fmt.Errorf("splice cpu %d trace_pipe_raw: %w", cpu, err)
		}
		for n > 0 {
			m, err := unix.Splice(pr, nil, ofd, nil, int(n), unix.SPLICE_F_MOVE)
			if err == unix.EINTR {
				continue
			}
			if err != nil {
				return fmt.Errorf("cpu %d: write pages: %w", cpu, err)
			}
			n -= m
		}
	}
}

// readLast reads what splice leaves, the partly filled page, and writes
// it padded to size.
func readLast(cpu, fd, size int, out *os.File) error {
	return readPages(cpu, fd, size, func(data []byte) error {
		if _, err := out.Write(data[:size]); err != nil {
			return fmt.Errorf("cpu %d: write pages: %w", cpu, err)
		}
		return nil
	})
}
