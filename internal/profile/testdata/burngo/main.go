// burn.c in Go: main calls outer, which spends 90% of its work in hot and
// 10% in cold, for SECONDS of the process's CPU time. hot and cold end
// with a call: Go gives a function that calls nothing no frame pointer,
// and a frame-pointer walk would then skip its caller.
// Usage: burn SECONDS
package main

import (
	"os"
	"strconv"
	"syscall"
	"time"
)

var sink uint64

//go:noinline
func use(x uint64) { sink += x }

//go:noinline
func hot(n uint64) {
	var s uint64
	for i := uint64(0); i < n; i++ {
		s += i * i
		sink = s
	}
	use(s) // a call, so that hot has a frame of its own as outer does
}

//go:noinline
func cold(n uint64) {
	var s uint64
	for i := uint64(0); i < n; i++ {
		s += i * i
		sink = s
	}
	use(s) // a call, so that hot has a frame of its own as outer does
}

//go:noinline
func outer(n uint64) { hot(9 * n); cold(n); use(n) }

func cpu() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func main() {
	secs := 1.0
	if len(os.Args) > 1 {
		secs, _ = strconv.ParseFloat(os.Args[1], 64)
	}
	start := cpu()
	for cpu()-start < time.Duration(secs*float64(time.Second)) {
		outer(1000000)
	}
}
