package tools

import (
	"fmt"
	"io"
)

// A Renderer is Go code that draws a tool's output where a script cannot
// (a top-style screen, memleak's bookkeeping). The script runs with JSON
// output (one object per line: bpftrace's -f json records, "printf",
// "map", "hist", ...) into in; the Renderer reads them until EOF and
// writes what the user sees to out. It lives next to the tool's script,
// in NAME.go, and registers itself in init:
//
//	func init() { RegisterRenderer("biotop", renderBiotop) }
type Renderer func(in io.Reader, inv *Invocation, out io.Writer) error

var renderers = map[string]Renderer{}

// RegisterRenderer makes r draw the named tool's output.
func RegisterRenderer(name string, r Renderer) { renderers[name] = r }

// render runs a tool whose output a Renderer draws.
func render(r Renderer, c Compiled, inv *Invocation, eng Engine, tracefs bool, stdout, stderr io.Writer) int {
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	go func() {
		err := r(pr, inv, stdout)
		io.Copy(io.Discard, pr) // the script's output must never block
		done <- err
	}()
	asJSON := *inv
	asJSON.JSON = true
	code := eng.Run(c, &asJSON, tracefs, pw)
	pw.Close()
	if err := <-done; err != nil {
		fmt.Fprintf(stderr, "sonde tool %s: %v\n", inv.Tool.Name, err)
		return max(code, exitRuntime)
	}
	return code
}
