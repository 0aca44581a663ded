// Command sonde is a dynamic tracer for Linux: the bpftrace language compiled
// to eBPF by a Go compiler, and strace, ltrace and profile front ends on top.
package main

import (
	"os"

	"sonde/internal/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
