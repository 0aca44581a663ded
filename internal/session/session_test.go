package session

import (
	"errors"
	"io"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

func TestLost(t *testing.T) {
	var l Lost
	for _, c := range []struct{ total, want uint64 }{{0, 0}, {4, 4}, {4, 0}, {3, 0}, {10, 6}} {
		if got := l.Add(c.total); got != c.want {
			t.Errorf("Add(%d) = %d, want %d", c.total, got, c.want)
		}
	}
	if l.Total() != 10 {
		t.Errorf("Total = %d, want 10", l.Total())
	}
}

type closer struct {
	closed *atomic.Int32
	err    error
}

func (c closer) Close() error { c.closed.Add(1); return c.err }

func TestDetach(t *testing.T) {
	var n atomic.Int32
	bad := errors.New("bad")
	var ls Links
	for i := range 5 {
		c := closer{closed: &n}
		if i == 3 {
			c.err = bad
		}
		ls.Add(c)
	}
	seen := 0
	ls.Each(func(io.Closer) { seen++ })
	if seen != 5 {
		t.Errorf("Each saw %d links, want 5", seen)
	}
	if err := ls.Detach(); !errors.Is(err, bad) {
		t.Errorf("Detach = %v, want the error of closer 3", err)
	}
	if err := ls.Detach(); err != nil || n.Load() != 5 {
		t.Errorf("second Detach = %v after %d closes, want nil after 5", err, n.Load())
	}
	if err := Detach([]io.Closer{nil, closer{closed: &n}}); err != nil || n.Load() != 6 {
		t.Errorf("Detach with a nil closer = %v after %d closes, want nil after 6", err, n.Load())
	}
}

func TestCommandExitCode(t *testing.T) {
	for _, c := range []struct {
		script string
		want   int
	}{{"exit 3", 3}, {"kill -KILL $$", 128 + 9}} {
		cmd, err := Start([]string{"sh", "-c", c.script}, CommandOptions{})
		if err != nil {
			t.Fatal(err)
		}
		select {
		case <-cmd.Done():
			t.Fatalf("%s: done before Release", c.script)
		case <-time.After(20 * time.Millisecond):
		}
		if err := cmd.Release(); err != nil {
			t.Fatal(err)
		}
		<-cmd.Done()
		if got := cmd.ExitCode(); got != c.want || !cmd.Exited() {
			t.Errorf("%s: exit code %d (exited %v), want %d", c.script, got, cmd.Exited(), c.want)
		}
		cmd.Close()
	}
}

func TestCommandStop(t *testing.T) {
	cmd, err := Start([]string{"sleep", "60"}, CommandOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Release(); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	cmd.Stop()
	if ws := cmd.Status(); !ws.Signaled() || ws.Signal() != syscall.SIGTERM {
		t.Errorf("stopped command: status %v, want killed by SIGTERM", ws)
	}
	if d := time.Since(start); d > 900*time.Millisecond {
		t.Errorf("Stop took %v: SIGTERM should have ended sleep", d)
	}
}

func TestCommandNeverReleased(t *testing.T) {
	cmd, err := Start([]string{"sh", "-c", "exit 0"}, CommandOptions{})
	if err != nil {
		t.Fatal(err)
	}
	pid := cmd.Pid()
	cmd.Close()
	if err := syscall.Kill(pid, 0); !errors.Is(err, syscall.ESRCH) {
		t.Errorf("kill(%d, 0) after Close = %v, want ESRCH: the gate was not reaped", pid, err)
	}
	cmd.Stop() // not released: nothing to stop
}

func TestProcessDone(t *testing.T) {
	cmd, err := Start([]string{"sh", "-c", "exit 0"}, CommandOptions{})
	if err != nil {
		t.Fatal(err)
	}
	done := ProcessDone(cmd.Pid())
	if done == nil {
		t.Skip("no pidfd here")
	}
	cmd.Release()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("ProcessDone not closed after the process exited")
	}
	<-cmd.Done()
}
