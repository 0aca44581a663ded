// Go test program for sonde: Go function names and return probes.
package main

import (
	"fmt"
	"os"
	"strconv"
)

var sink int

//go:noinline
func Add(a, b int) int {
	if a < 0 {
		return -1
	}
	return a + b
}

//go:noinline
func grow(depth int) int {
	var pad [256]byte // force goroutine stack growth across the probe
	pad[depth%256] = byte(depth)
	if depth == 0 {
		return int(pad[0])
	}
	return grow(depth-1) + int(pad[depth%256]&1)
}

func main() {
	n := 1
	if len(os.Args) > 1 {
		n, _ = strconv.Atoi(os.Args[1])
	}
	done := make(chan int)
	for i := 0; i < n; i++ {
		sink += Add(i, 10)
		go func() { done <- grow(200) }()
		sink += <-done
	}
	fmt.Println("ok", sink)
}
