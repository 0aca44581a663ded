package tools

import (
	"errors"
	"fmt"
	"io"
	"strings"
)

// An Engine compiles and runs scripts as `sonde FILE` does; the command
// line (cli) provides it, so a tool runs exactly as its shown script would.
type Engine interface {
	// Compile compiles one variant with the invocation's getopt()
	// parameters. An error is one line: the first thing that failed
	// (usually a probe this kernel does not have).
	Compile(v *Variant, inv *Invocation) (Compiled, error)
	// Run runs what Compile returned (through tracefs dynamic events if
	// tracefs is set) and returns the exit code.
	Run(c Compiled, inv *Invocation, tracefs bool, stdout io.Writer) int
	// Command runs `sonde VERB ARGS` (for a front: profile) and returns
	// its exit code.
	Command(verb string, args []string, stdout io.Writer) int
}

// Compiled is an Engine's compiled program.
type Compiled any

// Exit codes, as the rest of sonde.
const (
	exitOK      = 0
	exitRuntime = 1
	exitUsage   = 2
)

// Main runs `sonde tool NAME ARGS`.
func Main(args []string, eng Engine, stdout, stderr io.Writer) int {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		fmt.Fprintf(stderr, "sonde: usage: sonde tool NAME [ARGS] (sonde tools lists them)\n")
		return exitUsage
	}
	t := Lookup(args[0])
	if t == nil {
		fmt.Fprintf(stderr, "sonde: unknown tool %q%s (sonde tools lists them)\n", args[0], DidYouMean(args[0]))
		return exitUsage
	}
	inv, err := t.Parse(args[1:])
	if err != nil {
		fmt.Fprintf(stderr, "sonde tool %s: %s\n", t.Name, strings.TrimPrefix(err.Error(), ErrUsage.Error()+": "))
		return exitUsage
	}
	if inv.Help {
		t.WriteHelp(stdout)
		return exitOK
	}
	if t.Runs != "" {
		return runFront(t, inv, eng, stdout, stderr)
	}
	for _, r := range t.Requires {
		if err := requirements[r](); err != nil {
			fmt.Fprintf(stderr, "sonde tool %s: %v\n", t.Name, err)
			return exitRuntime
		}
	}
	if g := generators[t.Name]; g != nil {
		vs, err := g(inv)
		if err != nil {
			fmt.Fprintf(stderr, "sonde tool %s: %s\n", t.Name, strings.TrimPrefix(err.Error(), ErrUsage.Error()+": "))
			return exitUsage
		}
		gt := *t
		gt.Variants = vs
		t = &gt
	}
	if inv.Print {
		return printScript(t, inv, stdout, stderr)
	}
	v, c, err := Select(t, inv, eng)
	if err != nil {
		fmt.Fprintf(stderr, "sonde tool %s: %v\n", t.Name, err)
		return exitRuntime
	}
	tracefs := inv.Source == "tracefs"
	if inv.Verbose {
		how := v.Source
		if tracefs {
			how = "tracefs dynamic events (" + v.File + ")"
		}
		fmt.Fprintf(stderr, "sonde tool %s: source %s (%s)\n", t.Name, how, v.File)
		if generators[t.Name] != nil {
			fmt.Fprintf(stderr, "sonde tool %s: the generated script:\n%s", t.Name, v.Text)
		}
	}
	if r := renderers[t.Name]; r != nil {
		return render(r, c, inv, eng, tracefs, stdout, stderr)
	}
	return eng.Run(c, inv, tracefs, stdout)
}

// Select picks the variant to run: the one --source names, else the first
// (tracepoint, fentry, kprobe) whose every probe this kernel has — that
// is, the first that compiles. --source tracefs picks the kprobe variant
// (tracefs dynamic events are kprobes without BPF). When none compiles,
// the error is one line naming what each variant lacks.
func Select(t *Tool, inv *Invocation, eng Engine) (*Variant, Compiled, error) {
	want := inv.Source
	if want == "tracefs" {
		want = "kprobe"
	}
	var why []string
	for _, v := range t.Variants {
		if want != "" && v.Source != want {
			continue
		}
		c, err := eng.Compile(v, inv)
		if err == nil {
			return v, c, nil
		}
		why = append(why, fmt.Sprintf("%s: %v", v.Source, err))
	}
	if want != "" && len(why) == 0 {
		if inv.Source == "tracefs" {
			return nil, nil, fmt.Errorf("--source tracefs runs a kprobe variant, and this tool has none")
		}
		var have []string
		for _, v := range t.Variants {
			have = append(have, v.Source)
		}
		return nil, nil, fmt.Errorf("no %s variant (it has %s)", want, strings.Join(have, ", "))
	}
	return nil, nil, errors.New("cannot run here: " + strings.Join(why, "; "))
}

// printScript is --print-script: the variant --source names, else the
// first, without compiling it.
func printScript(t *Tool, inv *Invocation, stdout, stderr io.Writer) int {
	want := inv.Source
	if want == "tracefs" {
		want = "kprobe"
	}
	for _, v := range t.Variants {
		if want == "" || v.Source == want {
			io.WriteString(stdout, v.Text)
			return exitOK
		}
	}
	fmt.Fprintf(stderr, "sonde tool %s: no %s variant\n", t.Name, want)
	return exitRuntime
}

// DidYouMean is "; did you mean NAME?" for the tool nearest name, or "".
func DidYouMean(name string) string {
	if n := Nearest(name); n != "" {
		return "; did you mean " + n + "?"
	}
	return ""
}
