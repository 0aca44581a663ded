package session

import (
	"context"
	"os"
	"os/signal"
	"syscall"
)

// Stopping are the signals that end tracing normally: Ctrl-C and SIGTERM.
// Tracing then detaches, prints what is left and exits 0.
var Stopping = []os.Signal{os.Interrupt, syscall.SIGTERM}

// Context returns a context cancelled at the first SIGINT or SIGTERM,
// and its stop function, which restores the signals' default handling.
func Context(parent context.Context) (context.Context, context.CancelFunc) {
	return signal.NotifyContext(parent, Stopping...)
}

// Signals receives SIGINT and SIGTERM, and any other signals a front end
// also ends on, for a front end that counts them (strace detaches on the
// second Ctrl-C while it runs a command).
type Signals struct {
	C <-chan os.Signal
	c chan os.Signal
}

// Notify starts receiving SIGINT, SIGTERM and extra.
func Notify(extra ...os.Signal) *Signals {
	c := make(chan os.Signal, 2)
	signal.Notify(c, append(append([]os.Signal(nil), Stopping...), extra...)...)
	return &Signals{C: c, c: c}
}

// Stop restores the signals' default handling.
func (s *Signals) Stop() { signal.Stop(s.c) }
