package ftracecmd

import (
	"context"
	"fmt"
	"io"
	"syscall"

	"sonde/internal/ftrace"
	"sonde/internal/session"
)

// tracedRun is what record and stream trace: the command, held behind
// its gate until begin, and a context that ends on Ctrl-C, when the
// command exits or, without one, when -P's processes have.
type tracedRun struct {
	s      *ftrace.Session
	cmd    *session.Command // nil without a command
	sig    *session.Signals
	ctx    context.Context
	cancel context.CancelFunc
	// announce, when set, is told that recording is on when there is no
	// command to wait for (record's line, as trace-cmd's "Hit Ctrl^C").
	announce io.Writer
}

// startRun catches Ctrl-C, starts the command behind its gate and limits
// the instance to the traced pids (-P, -F, -c).
func startRun(s *ftrace.Session, o *recordOptions) (*tracedRun, error) {
	r := &tracedRun{s: s, sig: session.Notify()}
	r.ctx, r.cancel = context.WithCancel(context.Background())
	if len(o.cmd) > 0 {
		cmd, err := session.Start(o.cmd, session.CommandOptions{})
		if err != nil {
			r.close()
			return nil, usagef("%v", err)
		}
		r.cmd = cmd
	}
	if err := tracePids(s, o, r.cmd); err != nil {
		r.close()
		return nil, err
	}
	go func() {
		var done <-chan struct{}
		switch {
		case r.cmd != nil:
			done = r.cmd.Done()
		case len(o.pids) > 0:
			done = allDone(o.pids)
		}
		select {
		case <-r.sig.C:
		case <-done:
		case <-r.ctx.Done():
		}
		r.cancel()
	}()
	return r, nil
}

// allDone is closed once every process of pids has exited (-P without a
// command ends with them, as sonde -p does).
func allDone(pids []int) <-chan struct{} {
	done := make(chan struct{})
	go func() {
		for _, p := range pids {
			d := session.ProcessDone(p)
			if d == nil {
				if syscall.Kill(p, 0) == syscall.ESRCH {
					continue // gone already
				}
				return // cannot tell: until Ctrl-C
			}
			<-d
		}
		close(done)
	}()
	return done
}

// begin turns recording on, then lets the command exec.
func (r *tracedRun) begin() error {
	if err := r.s.Start(); err != nil {
		return err
	}
	if r.cmd == nil && r.announce != nil {
		fmt.Fprintln(r.announce, "sonde ftrace record: recording; Ctrl-C (or SIGTERM) to stop")
	}
	if r.cmd != nil {
		return r.cmd.Release()
	}
	return nil
}

// end stops a command still running once tracing is over (Ctrl-C).
func (r *tracedRun) end() {
	if r.cmd != nil {
		r.cmd.Stop()
	}
}

// close releases what startRun took; a command never let go is killed.
func (r *tracedRun) close() {
	r.cancel()
	if r.cmd != nil {
		r.cmd.Close()
	}
	r.sig.Stop()
}
