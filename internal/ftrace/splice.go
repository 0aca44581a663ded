package ftrace

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sync"

	"golang.org/x/sys/unix"
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
// CPU in its own goroutine (poll(2) on trace_pipe_raw and the stop pipe,
// woken when the buffer is spliceWakePercent full), until ctx ends. It
// then stops recording, moves what is left and reads the last, partly
// filled page, padded to PageSize. Every page in the files is PageSize
// bytes, as trace.dat stores them.
//
// RunEvents hands decoded events to a callback in one goroutine; Splice
// is the write path that keeps up with the kernel at full rate
// (bench/ftrace/run).
func (s *Session) Splice(ctx context.Context, out func(cpu int) (*os.File, error)) error {
	size := s.PageSize()
	if err := s.SetBufferPercent(spliceWakePercent); err != nil {
		return fmt.Errorf("set buffer_percent: %w", err)
	}
	files, err := s.openCPUFiles()
	if err != nil {
		return err
	}
	defer files.close()
	outs := make([]*os.File, len(files.cpus))
	for i, c := range files.cpus {
		if outs[i], err = out(c); err != nil {
			return err
		}
	}
	var once sync.Once
	stop := func() {
		once.Do(func() {
			s.Stop()
			files.stop()
		})
	}
	defer stop()

	errc := make(chan error, len(outs))
	var wg sync.WaitGroup
	for i, c := range files.cpus {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := spliceCPU(c, files.fds[i], files.pollFds(files.fds[i]), size, outs[i]); err != nil {
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
func spliceCPU(cpu, fd int, pfds []unix.PollFd, size int, out *os.File) error {
	var p [2]int
	if err := unix.Pipe2(p[:], unix.O_CLOEXEC); err != nil {
		return fmt.Errorf("cpu %d splice pipe: %w", cpu, err)
	}
	defer unix.Close(p[0])
	defer unix.Close(p[1])
	ofd := int(out.Fd())
	what := fmt.Sprintf("cpu %d trace_pipe_raw", cpu)
	for {
		last, err := poll(pfds, -1, what)
		if err != nil {
			return err
		}
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
	return readPages(cpu, fd, size, nil, func(data []byte) error {
		if _, err := out.Write(data[:size]); err != nil {
			return fmt.Errorf("cpu %d: write pages: %w", cpu, err)
		}
		return nil
	})
}
