// Package cli parses sonde's command line and runs its subcommands.
package cli

import (
	"fmt"
	"io"
)

// Exit codes.
const (
	ExitOK      = 0
	ExitRuntime = 1
	ExitUsage   = 2
)

// Main runs sonde with args (without the program name) and returns its exit code.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "sonde: not yet")
	return ExitUsage
}
