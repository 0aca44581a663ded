package tools

// A Generator builds a tool's scripts from its command line, for tools
// whose probes are the user's (funccount 'vfs_*', trace 'c:malloc "%d",
// arg1'): Go writes the script text from the pattern, and the Engine
// compiles it as any other tool's. It returns the variants to try, in
// Sources' order (a kernel function pattern gives an fentry and a kprobe
// script; a tracepoint or a user function one). A bad pattern is an
// ErrUsage error: one line, exit 2. A Generator may also pick among the
// tool's own scripts (memleak: uprobes for -p and -c, else tracepoints),
// and set the Invocation's TargetPID or Command.
//
// The tool's scripts/NAME.bt still holds its metadata, and as its body the
// script generated for its first example, so `sonde tools show NAME`
// shows what the generator writes (TestGenerated keeps the two equal).
// `sonde tool NAME -v` prints the generated script, --print-script prints
// it without running it.
type Generator func(inv *Invocation) ([]*Variant, error)

var generators = map[string]Generator{}

// RegisterGenerator makes g write the named tool's scripts.
func RegisterGenerator(name string, g Generator) { generators[name] = g }
