package tools

// Workloads for the CPU and scheduling tools: spinning children pinned to
// one CPU (contention: run queue latency, preemption), a pipe ping-pong
// between two threads (blocking and wakeups), loopback TCP traffic
// (network softirqs).

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// Spinners starts n shells spinning (`while :; do :; done`) pinned to one
// CPU with sched_setaffinity, so they take turns on it; they are killed
// when the test ends. It returns the CPU and their pids once each has been
// switched in and out at least a few times.
func Spinners(t testing.TB, n int) (cpu int, pids []int) {
	t.Helper()
	return SpinnersOn(t, runtime.NumCPU()-1, n)
}

// SpinnersOn is Spinners on the given CPU.
func SpinnersOn(t testing.TB, cpu, n int) (int, []int) {
	t.Helper()
	var pids []int
	done := make(chan error, 1)
	go func() {
		// A child inherits the affinity of the thread that forks it.
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		var set unix.CPUSet
		set.Set(cpu)
		if err := unix.SchedSetaffinity(0, &set); err != nil {
			done <- err
			return
		}
		for range n {
			cmd := exec.Command("/bin/sh", "-c", "while :; do :; done")
			if err := cmd.Start(); err != nil {
				done <- err
				return
			}
			t.Cleanup(func() {
				cmd.Process.Kill()
				cmd.Wait()
			})
			pids = append(pids, cmd.Process.Pid)
		}
		done <- nil
		// This thread's affinity dies with it: it stays locked.
		runtime.Goexit()
	}()
	if err := <-done; err != nil {
		t.Fatalf("spinners: %v", err)
	}
	for _, pid := range pids {
		WaitSlices(t, pid, 5)
	}
	return cpu, pids
}

// WaitSlices waits until process pid's threads have run n more
// timeslices than when called (the third field of their
// /proc/PID/task/TID/schedstat), or fails the test after a generous
// deadline.
func WaitSlices(t testing.TB, pid, n int) {
	t.Helper()
	slices := func() int {
		files, _ := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/schedstat", pid))
		if len(files) == 0 {
			t.Fatalf("no process %d", pid)
		}
		sum := 0
		for _, file := range files {
			b, _ := os.ReadFile(file) // a thread may have ended
			if f := strings.Fields(string(b)); len(f) == 3 {
				s, _ := strconv.Atoi(f[2])
				sum += s
			}
		}
		return sum
	}
	want := slices() + n
	deadline := time.Now().Add(attachTimeout)
	for slices() < want {
		if time.Now().After(deadline) {
			t.Fatalf("pid %d did not run %d timeslices in %v", pid, n, attachTimeout)
		}
		time.Sleep(10 * time.Millisecond) // polling an observed condition
	}
}

// PingPong passes a byte back and forth n times between two threads of
// this process through two pipes, each blocking in read() until the other
// writes: each round trip is two sleeps in pipe_read and two wakeups from
// pipe_write. It returns the two threads' ids.
func PingPong(t testing.TB, n int) (ping, pong int) {
	t.Helper()
	var ab, ba [2]int
	if err := syscall.Pipe(ab[:]); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Pipe(ba[:]); err != nil {
		t.Fatal(err)
	}
	defer func() {
		for _, fd := range []int{ab[0], ab[1], ba[0], ba[1]} {
			syscall.Close(fd)
		}
	}()
	tids := make(chan int, 2)
	done := make(chan error, 1)
	go func() {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		tids <- syscall.Gettid()
		b := make([]byte, 1)
		for range n {
			if _, err := syscall.Read(ab[0], b); err != nil {
				done <- err
				return
			}
			if _, err := syscall.Write(ba[1], b); err != nil {
				done <- err
				return
			}
		}
		done <- nil
	}()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	pong = <-tids
	b := []byte{'x'}
	for range n {
		if _, err := syscall.Write(ab[1], b); err != nil {
			t.Fatal(err)
		}
		if _, err := syscall.Read(ba[0], b); err != nil {
			t.Fatal(err)
		}
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	return syscall.Gettid(), pong
}
