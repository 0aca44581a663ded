package tools

import (
	"bufio"
	"encoding/json"
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

// maxRecord is the longest JSON line a renderer reads: one print() of a
// map, which for memleak holds a stack per outstanding allocation.
const maxRecord = 1 << 30

// RegisterRenderer makes r draw the named tool's output.
func RegisterRenderer(name string, r Renderer) { renderers[name] = r }

// render runs a tool whose output a Renderer draws. The script's
// attached_probes record becomes the "Attached N probes" line on stderr,
// as without a renderer; with -j there is no renderer: the script's JSON
// lines are the output.
func render(r Renderer, c Compiled, inv *Invocation, eng Engine, tracefs bool, stdout, stderr io.Writer) int {
	if inv.JSON {
		return eng.Run(c, inv, tracefs, stdout)
	}
	pr, pw := io.Pipe()
	rr, rw := io.Pipe()
	done := make(chan error, 1)
	go func() {
		err := r(rr, inv, stdout)
		io.Copy(io.Discard, rr) // the script's output must never block
		done <- err
	}()
	go func() {
		sc := bufio.NewScanner(pr)
		sc.Buffer(nil, maxRecord)
		for sc.Scan() {
			var a struct {
				Type  string `json:"type"`
				Count int    `json:"count"`
			}
			if json.Unmarshal(sc.Bytes(), &a) == nil && a.Type == "attached_probes" {
				fmt.Fprintf(stderr, "Attached %d probe%s\n", a.Count, map[bool]string{true: "", false: "s"}[a.Count == 1])
				continue
			}
			rw.Write(append(sc.Bytes(), '\n'))
		}
		io.Copy(io.Discard, pr)
		rw.Close()
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
