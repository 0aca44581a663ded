// Command sonde-strace is `sonde strace` as a binary of its own, for
// benchmarks and for building while the rest of sonde is in flux.
package main

import (
	"os"

	"sonde/internal/strace"
)

func main() {
	code := strace.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stopProfile()
	os.Exit(code)
}
