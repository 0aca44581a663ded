package cli

import (
	"io"
	"strings"

	"sonde/internal/flow"
	"sonde/internal/lang/source"
	"sonde/internal/runtime"
)

func init() { subcommands["flow"] = runFlow }

// runFlow is `sonde flow`: a front end whose script runs through the
// same compile and runProgram as `sonde -e`.
func runFlow(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	ev, ok := frontEnv(stderr)
	if !ok {
		return ExitUsage
	}
	defer runtime.EndStartup()
	return flow.Main(args, &flowEngine{env: ev, stderr: stderr}, stdout, stderr)
}

// flowRingPages sizes the events ring buffer (16 MiB) unless
// BPFTRACE_PERF_RB_PAGES says: a call flow is a record per call and per
// return, and a lost record leaves its thread's depth wrong.
const flowRingPages = 4096

type flowEngine struct {
	env    envConfig
	stderr io.Writer
}

// Run is `sonde -q -p PID -c CMD -e SCRIPT`.
func (e *flowEngine) Run(script string, pid int, command []string, out io.Writer) int {
	o := &traceOptions{file: "flow", format: "text", quiet: true, pid: pid, command: shellQuote(command)}
	f := source.NewFile("flow", script)
	ev := e.env
	if ev.rbPages == 0 {
		ev.rbPages = flowRingPages
	}
	prog, code := compile(f, o, ev, io.Discard, e.stderr, nil)
	if prog == nil {
		return code
	}
	return runProgram(prog, f, o, ev, out, e.stderr)
}

// shellQuote joins words into a -c command that splitCommand splits back.
func shellQuote(words []string) string {
	q := make([]string, len(words))
	for i, w := range words {
		q[i] = "'" + strings.ReplaceAll(w, "'", `'\''`) + "'"
	}
	return strings.Join(q, " ")
}
