package cli

import (
	"fmt"
	"io"
	"strings"

	"sonde/internal/kbtf"
	"sonde/internal/lang/object"
	"sonde/internal/lang/source"
	"sonde/internal/runtime"
	"sonde/internal/symbolize"
	"sonde/internal/tools"
)

func init() {
	subcommands["tools"] = runTools
	subcommands["tool"] = runTool
}

// runTools is `sonde tools` (the list) and `sonde tools show NAME`.
func runTools(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	switch {
	case len(args) == 0:
		area := ""
		for _, t := range tools.All() {
			if t.Area != area {
				if area != "" {
					fmt.Fprintln(stdout)
				}
				area = t.Area
				fmt.Fprintf(stdout, "%s:\n", strings.ToUpper(area[:1])+area[1:])
			}
			fmt.Fprintf(stdout, "  %-16s %s\n", t.Name, t.Desc)
		}
		return ExitOK
	case args[0] == "show" && len(args) == 2:
		t := tools.Lookup(args[1])
		if t == nil {
			fmt.Fprintf(stderr, "sonde: unknown tool %q%s\n", args[1], tools.DidYouMean(args[1]))
			return ExitUsage
		}
		if t.Runs != "" {
			t.WriteShow(stdout) // a front for a sonde command: no script
			return ExitOK
		}
		// The main script, runnable as it is; the other variants on request.
		io.WriteString(stdout, t.Variants[0].Text)
		for _, v := range t.Variants[1:] {
			fmt.Fprintf(stderr, "sonde: %s also has a %s variant: sonde tools show %s --source=%s\n", t.Name, v.Source, t.Name, v.Source)
		}
		return ExitOK
	case args[0] == "show" && len(args) == 3 && strings.HasPrefix(args[2], "--source="):
		// one variant only, for saving to a file
		t := tools.Lookup(args[1])
		src := strings.TrimPrefix(args[2], "--source=")
		if t != nil {
			for _, v := range t.Variants {
				if v.Source == src {
					io.WriteString(stdout, v.Text)
					return ExitOK
				}
			}
		}
		fmt.Fprintf(stderr, "sonde: no tool %q with a %s variant\n", args[1], src)
		return ExitUsage
	}
	fmt.Fprintf(stderr, "sonde: usage: sonde tools | sonde tools show NAME [--source=SOURCE]\n")
	return ExitUsage
}

// runTool is `sonde tool NAME ARGS`.
func runTool(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	ev, ok := frontEnv(stderr)
	if !ok {
		return ExitUsage
	}
	defer runtime.EndStartup()
	return tools.Main(args, &toolEngine{env: ev, stderr: stderr}, stdout, stderr)
}

// frontEnv reads the environment for a front end that runs scripts
// through the engine (sonde tool, sonde flow) and sets up what it says;
// the caller ends the startup collector settings (runtime.EndStartup).
func frontEnv(stderr io.Writer) (envConfig, bool) {
	ev, err := readEnv()
	if err != nil {
		fmt.Fprintf(stderr, "sonde: %v\n", err)
		return ev, false
	}
	kbtf.UseFile(ev.btfFile)
	symbolize.SetUserOptions(ev.noUserSymbols, ev.noDemangle)
	runtime.StartupGC() // until attached
	return ev, true
}

// toolEngine compiles and runs a tool's script as `sonde FILE -- --NAME=VALUE...`
// would: the same compile and runProgram.
type toolEngine struct {
	env    envConfig
	stderr io.Writer
}

type toolProgram struct {
	out *object.Program
	f   *source.File
	o   *traceOptions
}

func (e *toolEngine) options(v *tools.Variant, inv *tools.Invocation) *traceOptions {
	// Tools print as newest bpftrace, whatever SONDE_COMPAT says: their
	// output is their own. --pid is the script's getopt("pid") only, not
	// sonde's -p, which would filter every probe (a block request completes
	// in another process's context).
	// A tool's Go code may ask for sonde's -p or -c (memleak's uprobes).
	return &traceOptions{file: v.File, format: "text", named: inv.Named, pid: inv.TargetPID, command: inv.Command}
}

func (e *toolEngine) Compile(v *tools.Variant, inv *tools.Invocation) (tools.Compiled, error) {
	o := e.options(v, inv)
	f := source.NewFile(v.File, v.Text)
	var first string
	out, _ := compile(f, o, e.env, io.Discard, io.Discard, func(diags source.Diagnostics) {
		for _, d := range diags {
			if d.Severity == source.Error && first == "" {
				first = d.Msg
			}
		}
	})
	if out == nil {
		if first == "" {
			first = "does not compile"
		}
		return nil, fmt.Errorf("%s", first)
	}
	return &toolProgram{out: out, f: f, o: o}, nil
}

func (e *toolEngine) Run(c tools.Compiled, inv *tools.Invocation, tracefs bool, stdout io.Writer) int {
	p := c.(*toolProgram)
	if inv.JSON {
		p.o.format = "json"
	}
	p.o.tracefs = tracefs
	return runProgram(p.out, p.f, p.o, e.env, stdout, e.stderr)
}

// Command runs `sonde VERB ARGS` for a tool that is a front for it.
func (e *toolEngine) Command(verb string, args []string, stdout io.Writer) int {
	cmd, ok := subcommands[verb]
	if !ok {
		fmt.Fprintf(e.stderr, "sonde: no command %q\n", verb)
		return ExitUsage
	}
	return cmd(args, nil, stdout, e.stderr)
}
