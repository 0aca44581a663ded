package session

import (
	"bytes"
	"errors"
	"fmt"
	"time"

	"golang.org/x/sys/unix"
)

// TracePipe reads the text lines of a tracefs trace_pipe, the tracefs
// backend's ring buffer. Unlike a BPF ring buffer, the kernel wakes its
// reader itself; the poll timeout only bounds how long the session waits
// before it looks at the context again.
type TracePipe struct {
	fd      int
	buf     []byte
	timeout time.Duration
}

// NewTracePipe reads trace_pipe from fd, opened non-blocking; Close
// closes it. timeout bounds each wait in Poll.
func NewTracePipe(fd int, timeout time.Duration) *TracePipe {
	return &TracePipe{fd: fd, timeout: timeout}
}

// Poll waits until the pipe has data or the timeout passes, then handles
// every whole line ready (see Drain).
func (p *TracePipe) Poll(handle func(line string) error) error {
	fds := []unix.PollFd{{Fd: int32(p.fd), Events: unix.POLLIN}}
	if _, err := unix.Poll(fds, int(p.timeout.Milliseconds())); err != nil && !errors.Is(err, unix.EINTR) {
		return fmt.Errorf("poll trace_pipe: %w", err)
	}
	return p.Drain(handle)
}

// Drain handles every whole line ready now, without waiting. A handler's
// ErrStop ends it without error.
func (p *TracePipe) Drain(handle func(line string) error) error {
	for {
		line, err := p.next()
		if errors.Is(err, unix.EAGAIN) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("read trace_pipe: %w", err)
		}
		if err := handle(line); err != nil {
			if err == ErrStop {
				return nil
			}
			return err
		}
	}
}

// next returns the next whole line, or EAGAIN when none is ready.
func (p *TracePipe) next() (string, error) {
	for {
		if i := bytes.IndexByte(p.buf, '\n'); i >= 0 {
			line := string(p.buf[:i])
			p.buf = p.buf[i+1:]
			return line, nil
		}
		var chunk [8192]byte
		n, err := unix.Read(p.fd, chunk[:])
		if err != nil {
			return "", err
		}
		if n == 0 {
			return "", unix.EAGAIN
		}
		p.buf = append(p.buf, chunk[:n]...)
	}
}

// Close closes the pipe.
func (p *TracePipe) Close() error { return unix.Close(p.fd) }
