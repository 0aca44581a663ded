// Command getppid calls getppid(2) N times (default 100000): a workload of
// cheap syscalls for bench/strace/run.
package main

import (
	"os"
	"strconv"
	"syscall"
)

func main() {
	n := 100000
	if len(os.Args) > 1 {
		n, _ = strconv.Atoi(os.Args[1])
	}
	for i := 0; i < n; i++ {
		syscall.RawSyscall(syscall.SYS_GETPPID, 0, 0, 0)
	}
}
