package tools

// Network workloads for the network tools' tests: a loopback server that
// echoes, a transfer through it, a connect to a closed port, and a
// listener whose accept queue is full (its SYNs are dropped and the
// client retransmits them).

import (
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TCPEcho is a listener on 127.0.0.1 whose connections echo what they
// read until the peer closes; it stops at the test's end.
func TCPEcho(t testing.TB) int {
	t.Helper()
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				io.Copy(c, c)
				c.Close()
			}()
		}
	}()
	return ln.Addr().(*net.TCPAddr).Port
}

// TCPTransfer connects to 127.0.0.1:port, sends n bytes, reads them back
// (from TCPEcho) and closes; it returns the client's local port.
func TCPTransfer(t testing.TB, port, n int) int {
	t.Helper()
	c, err := net.DialTCP("tcp4", nil, &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: port})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	go c.Write(make([]byte, n))
	if _, err := io.ReadFull(c, make([]byte, n)); err != nil {
		t.Fatalf("echo: %v", err)
	}
	return c.LocalAddr().(*net.TCPAddr).Port
}

// WaitTCPClosed waits until neither end of the 127.0.0.1 connection using
// port is still open (TIME_WAIT and CLOSE count as closed): the kernel
// finishes a close in softirq after Close returns, and the tools print a
// session when its socket reaches TCP_CLOSE.
func WaitTCPClosed(t testing.TB, port int) {
	t.Helper()
	hex := fmt.Sprintf(":%04X", port)
	open := func() bool {
		b, err := os.ReadFile("/proc/net/tcp")
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n")[1:] {
			f := strings.Fields(line)
			if len(f) > 3 && (strings.HasSuffix(f[1], hex) || strings.HasSuffix(f[2], hex)) && f[3] != "06" && f[3] != "07" {
				return true
			}
		}
		return false
	}
	deadline := time.Now().Add(attachTimeout)
	for open() {
		if time.Now().After(deadline) {
			t.Fatalf("the connection on port %d did not close in %v", port, attachTimeout)
		}
		time.Sleep(10 * time.Millisecond) // polling an observed condition
	}
}

// TCPRefused connects to a port on 127.0.0.1 nothing listens on (the SYN
// is dropped, answered by a reset) and returns the port.
func TCPRefused(t testing.TB) int {
	t.Helper()
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	if _, err := net.Dial("tcp4", ln.Addr().String()); !errors.Is(err, syscall.ECONNREFUSED) {
		t.Fatalf("connect to closed port %d: want ECONNREFUSED, got %v", port, err)
	}
	return port
}

// TCPOverflow connects twice to a listener with a backlog of 0 that never
// accepts: the first connection fills its accept queue, so the kernel
// drops the second's SYN (TCP_LISTEN_OVERFLOW) and the client
// retransmits it after a second. It gives up on the second connection
// after 1.5 s (one retransmission) and returns the listener's port.
func TCPOverflow(t testing.TB) int {
	t.Helper()
	fd, err := syscall.Socket(syscall.AF_INET, syscall.SOCK_STREAM, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer syscall.Close(fd)
	if err := syscall.Bind(fd, &syscall.SockaddrInet4{Addr: [4]byte{127, 0, 0, 1}}); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Listen(fd, 0); err != nil {
		t.Fatal(err)
	}
	sa, err := syscall.Getsockname(fd)
	if err != nil {
		t.Fatal(err)
	}
	port := sa.(*syscall.SockaddrInet4).Port
	first, err := net.Dial("tcp4", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)))
	if err != nil {
		t.Fatal(err)
	}
	defer first.Close()
	// Dial until one times out: its SYN found the queue full and was
	// retransmitted (after 1 s, once). A dial may still get in while the
	// first connection is on its way to the accept queue: keep those open
	// so that the next finds it full.
	d := net.Dialer{Timeout: 1500 * time.Millisecond}
	for range 4 {
		c, err := d.Dial("tcp4", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)))
		if err != nil {
			break
		}
		defer c.Close()
	}
	return port
}

// ownComm is this test binary's command name, as the kernel has it.
func ownComm(t testing.TB) string {
	b, err := os.ReadFile("/proc/self/comm")
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(b))
}
