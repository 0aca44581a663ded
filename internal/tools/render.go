package tools

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
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

// A record is one line of a script's JSON output.
type record struct {
	Type string          `json:"type"`
	Data json.RawMessage `json:"data"`
}

// scanIntervals reads a top-style script's JSON output: each interval the
// script prints "time", then its maps (an empty map prints nothing; keys
// are the map's key fields joined by commas), then an empty line. At each
// empty line it calls draw with the time and the interval's maps. file
// names the script in errors.
func scanIntervals(in io.Reader, file string, draw func(stamp string, maps map[string]map[string]uint64)) error {
	var stamp string
	maps := map[string]map[string]uint64{}
	return readRecords(in, func(r record) error {
		switch r.Type {
		case "time":
			json.Unmarshal(r.Data, &stamp)
			stamp = strings.TrimSpace(stamp)
		case "map":
			var m map[string]map[string]uint64
			if err := json.Unmarshal(r.Data, &m); err != nil {
				return fmt.Errorf("%s's output: %v", file, err)
			}
			for name, kv := range m {
				maps[name] = kv
			}
		case "printf":
			draw(stamp, maps)
			maps = map[string]map[string]uint64{}
		}
		return nil
	})
}

// topHeader starts a top-style screen: it clears a terminal (screen) or
// separates intervals with an empty line, then prints the interval's time
// and the load average (summary).
func topHeader(w io.Writer, screen bool, stamp string, summary bool) {
	if screen {
		io.WriteString(w, "\033[H\033[2J")
	} else {
		io.WriteString(w, "\n")
	}
	if summary {
		load, _ := os.ReadFile("/proc/loadavg")
		fmt.Fprintf(w, "%s loadavg: %s\n", stamp, strings.TrimSpace(string(load)))
	}
}
