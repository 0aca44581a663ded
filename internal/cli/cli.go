// Package cli parses sonde's command line and runs its subcommands.
//
// It is the top of the tree: it may import every front end (runtime, strace,
// ltrace, tracefsrun), the compiler (lang and its stages' options), probe
// for -l, and the kernel-facts packages for --info; nothing imports it but
// cmd/sonde.
package cli

import "io"

// Exit codes.
const (
	ExitOK      = 0
	ExitRuntime = 1
	ExitUsage   = 2
)

// A Command is a subcommand: `sonde NAME ARGS...`. Each lives in its own file
// in this package and registers itself in init.
type Command func(args []string, stdin io.Reader, stdout, stderr io.Writer) int

var subcommands = map[string]Command{}

// Main runs sonde with args (without the program name) and returns its exit code.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		if cmd, ok := subcommands[args[0]]; ok {
			return cmd(args[1:], stdin, stdout, stderr)
		}
	}
	return runTrace(args, stdin, stdout, stderr)
}
