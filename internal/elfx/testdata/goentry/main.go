// goentry: the target of the entry() tests on Go functions
// (internal/e2e/entry_test.go). rec recurses with frames big enough that
// its goroutine's stack grows (moves) on the way down; work runs in four
// goroutines at once, each sleeping, so they may change threads in the
// call.
package main

import (
	"fmt"
	"sync"
	"time"
)

//go:noinline
func rec(n int) int {
	var buf [2048]byte
	buf[n] = byte(n)
	if n == 0 {
		return 0
	}
	return rec(n-1) + int(buf[n])
}

//go:noinline
func work(i int) int {
	time.Sleep(time.Duration(i) * time.Millisecond)
	return i * 2
}

func main() {
	done := make(chan int)
	go func() { done <- rec(3) }()
	fmt.Println("rec", <-done)
	var wg sync.WaitGroup
	for i := 1; i <= 4; i++ {
		wg.Add(1)
		go func() { defer wg.Done(); work(i) }()
	}
	wg.Wait()
}
