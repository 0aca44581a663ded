package ftrace

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"testing"

	"golang.org/x/sys/unix"

	"sonde/internal/kernel"
	"sonde/internal/testutil"
)

// runEvents traces sys_enter_getppid for n calls from each of one thread
// per online CPU, pinned there, through RunEvents with the mono clock, and
// returns the events per thread, whether their times ever went back across
// CPUs, the CPUs seen and what the stats count lost.
func runEvents(t *testing.T, opts Options, percent, n int) (per map[int]int, back int, cpus map[int]bool, lost uint64) {
	t.Helper()
	online, err := kernel.OnlineCPUs()
	if err != nil {
		t.Fatal(err)
	}
	s, err := Open(opts)
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := s.Close(); err != nil {
			t.Error(err)
		}
	}()
	if err := s.SetBufferPercent(percent); err != nil {
		t.Fatal(err)
	}
	if err := s.SetClock("mono"); err != nil {
		t.Fatal(err)
	}
	if c, err := s.Clock(); err != nil || c != "mono" {
		t.Fatalf("Clock() = %q, %v; want mono", c, err)
	}
	tids := map[int]bool{}
	var mu sync.Mutex
	var wg, ready sync.WaitGroup
	start := make(chan struct{})
	for _, cpu := range online {
		wg.Add(1)
		ready.Add(1)
		go func(cpu int) {
			defer wg.Done()
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			var set unix.CPUSet
			set.Set(cpu)
			unix.SchedSetaffinity(0, &set)
			mu.Lock()
			tids[unix.Gettid()] = true
			mu.Unlock()
			ready.Done()
			<-start
			for i := 0; i < n; i++ {
				unix.Getppid()
			}
		}(cpu)
	}
	ready.Wait()
	filter := ""
	for tid := range tids {
		if filter != "" {
			filter += " || "
		}
		filter += fmt.Sprintf("common_pid == %d", tid)
	}
	if err := s.Enable("syscalls", "sys_enter_getppid", filter); err != nil {
		t.Fatal(err)
	}
	if err := s.Start(); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	go func() { close(start); wg.Wait(); cancel() }()
	per, cpus = map[int]int{}, map[int]bool{}
	var last uint64
	missed := 0
	err = s.RunEvents(ctx, func(e *Event) error {
		if e.Format == nil || e.Format.Event != "sys_enter_getppid" || !tids[e.PID()] {
			return nil
		}
		per[e.PID()]++
		cpus[e.CPU] = true
		if e.Time < last {
			back++
		}
		last = e.Time
		return nil
	}, func(lost bool) error {
		if lost {
			missed++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	stats, err := s.Stats()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range stats {
		lost += c.Lost()
	}
	// Overwritten events mark the page after them; refused ones do not.
	if opts.Overwrite && lost > 0 && missed == 0 {
		t.Errorf("the stats count %d overwritten, RunEvents never called missed", lost)
	}
	return per, back, cpus, lost
}

// Every CPU's events, merged: exact counts, in timestamp order, whether
// the reader is woken on every event or reads many pages at a time.
func TestRunEventsOrdered(t *testing.T) {
	tracefsRoot(t)
	testutil.CheckFDs(t)
	const n = 20000
	for _, percent := range []int{0, 20} {
		per, back, cpus, lost := runEvents(t, Options{BufferKB: 1024}, percent, n)
		if lost != 0 {
			t.Fatalf("buffer_percent %d: lost %d events", percent, lost)
		}
		if len(per) == 0 {
			t.Fatalf("buffer_percent %d: no events", percent)
		}
		for tid, got := range per {
			if got != n {
				t.Errorf("buffer_percent %d: thread %d: %d events, want %d", percent, tid, got, n)
			}
		}
		if back > 0 {
			t.Errorf("buffer_percent %d: %d events were handed out before an earlier one of another CPU", percent, back)
		}
		t.Logf("buffer_percent %d: %d threads on CPUs %v", percent, len(per), cpus)
	}
}

// A flood through a tiny buffer: every call is handed out or counted lost.
func TestRunEventsFlood(t *testing.T) {
	tracefsRoot(t)
	const n = 100000
	online, _ := kernel.OnlineCPUs()
	for _, overwrite := range []bool{false, true} {
		per, _, _, lost := runEvents(t, Options{BufferKB: 4, Overwrite: overwrite}, 0, n)
		total := 0
		for _, got := range per {
			total += got
		}
		t.Logf("overwrite=%v: %d calls, %d handed out, %d lost", overwrite, n*len(online), total, lost)
		if uint64(total)+lost != uint64(n*len(online)) {
			t.Errorf("overwrite=%v: handed out %d + lost %d, want %d", overwrite, total, lost, n*len(online))
		}
		if lost == 0 {
			t.Errorf("overwrite=%v: nothing lost: the flood did not overflow the buffer", overwrite)
		}
	}
}

// fn's error ends RunEvents at once, unchanged.
func TestRunEventsStop(t *testing.T) {
	tracefsRoot(t)
	testutil.CheckFDs(t)
	s, err := Open(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	tid := make(chan int)
	go func() {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		tid <- unix.Gettid()
		<-tid
		for i := 0; i < 10; i++ {
			unix.Getppid()
		}
	}()
	me := <-tid
	if err := s.Enable("syscalls", "sys_enter_getppid", fmt.Sprintf("common_pid == %d", me)); err != nil {
		t.Fatal(err)
	}
	if err := s.SetBufferPercent(0); err != nil {
		t.Fatal(err)
	}
	if err := s.Start(); err != nil {
		t.Fatal(err)
	}
	tid <- 0
	stop := errors.New("stop")
	n := 0
	err = s.RunEvents(context.Background(), func(e *Event) error {
		n++
		return stop
	}, nil)
	if err != stop || n != 1 {
		t.Fatalf("RunEvents = %v after %d events, want %v after 1", err, n, stop)
	}
}
