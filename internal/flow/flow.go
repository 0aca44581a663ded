// Package flow is `sonde flow`: every call and return of a binary's
// functions (or the kernel's), per thread, indented by call depth in
// SystemTap's thread_indent layout.
//
// It is a front end on the language engine: it resolves the functions
// itself (symbols and DWARF through internal/elfx), writes a sonde script
// with one uprobe for every entry (one uprobe_multi link where the kernel
// has them) and one uretprobe for every return (uprobes on the return
// instructions of Go functions, which the uprobe provider places), and
// formats what the script prints. The script prints raw registers; the
// parameters and the return value are typed here from the DWARF.
//
// Order: the script's events share one BPF ring buffer, whose records are
// read in the order they were reserved. A thread runs on one CPU at a
// time and reserves its entry's record before it can reach its return, so
// a thread's events come in order even when it migrates; no reorder
// window is needed. Each event carries its timestamp for the layout.
//
// It imports elfx (symbols, DWARF), kbtf (kernel prototypes), probe
// (which kernel attach kinds exist) and the engine through the Engine
// interface (internal/cli).
package flow

import (
	"bufio"
	"debug/elf"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/cilium/ebpf/features"

	"sonde/internal/elfx"
	"sonde/internal/probe"
	"sonde/internal/probe/point"
)

// Exit codes.
const (
	exitOK      = 0
	exitRuntime = 1
	exitUsage   = 2
)

// Engine compiles and runs a sonde script as `sonde -q -p PID -c CMD -e
// SCRIPT` does, its printf output to out, and returns the exit code.
type Engine interface {
	Run(script string, pid int, command []string, out io.Writer) int
}

const usage = `USAGE: sonde flow [-p PID] BIN[:FUNC_PATTERN | @FILE] [-- CMD ARGS]
       sonde flow [-p PID] --kernel FUNC_PATTERN [-- CMD ARGS]

Prints every call and return of the matched functions, per thread,
indented by call depth (SystemTap's thread_indent layout): microseconds
since the thread's first event, comm(tid), then -> NAME and its
parameters at entry, <- NAME and its return value at return.

  BIN                every function the binary's DWARF defines (else every function symbol)
  BIN:FUNC_PATTERN   the function symbols the glob matches ('*', '?')
  BIN@FILE           every function defined in the source file FILE (DWARF)
  -p PID             only this process (BIN may then be a library it maps)
  --kernel PATTERN   kernel functions, through kprobe_multi or fentry
  -- CMD ARGS        run CMD and trace until it exits`

// Options is a parsed command line.
type Options struct {
	PID     int
	Bin     string // as given
	Pattern string // BIN:PATTERN
	File    string // BIN@FILE
	Kernel  string // --kernel PATTERN
	Command []string
}

var errHelp = errors.New("help")

type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, a ...any) error {
	return &usageError{"sonde flow: " + fmt.Sprintf(format, a...)}
}

// ParseArgs reads the command line.
func ParseArgs(args []string) (Options, error) {
	var o Options
	target := ""
	for i := 0; i < len(args); i++ {
		a := args[i]
		value := func(name string) (string, error) {
			if v, ok := strings.CutPrefix(a, name+"="); ok && strings.HasPrefix(name, "--") {
				return v, nil
			}
			if len(a) > len(name) && !strings.HasPrefix(name, "--") {
				return a[len(name):], nil
			}
			if i+1 >= len(args) {
				return "", usagef("%s needs a value", name)
			}
			i++
			return args[i], nil
		}
		switch {
		case a == "--":
			o.Command = args[i+1:]
			i = len(args)
		case a == "-h" || a == "--help":
			return o, errHelp
		case a == "-p" || strings.HasPrefix(a, "-p") || a == "--pid" || strings.HasPrefix(a, "--pid="):
			name := "-p"
			if strings.HasPrefix(a, "--") {
				name = "--pid"
			}
			v, err := value(name)
			if err != nil {
				return o, err
			}
			pid, err := strconv.Atoi(v)
			if err != nil || pid <= 0 {
				return o, usagef("-p %s: not a process id", v)
			}
			o.PID = pid
		case a == "--kernel" || strings.HasPrefix(a, "--kernel="):
			v, err := value("--kernel")
			if err != nil {
				return o, err
			}
			if v == "" {
				return o, usagef("--kernel needs a function pattern")
			}
			o.Kernel = v
		case strings.HasPrefix(a, "-") && a != "-":
			return o, usagef("unknown option %s (see sonde flow --help)", a)
		case target != "":
			return o, usagef("one target only (%s and %s); a command goes after --", target, a)
		default:
			target = a
		}
	}
	if o.Kernel != "" {
		if target != "" {
			return o, usagef("--kernel and %s: trace the kernel or a binary, not both", target)
		}
		return o, nil
	}
	if target == "" {
		return o, usagef("no binary (sonde flow BIN[:FUNC_PATTERN | @FILE] [-- CMD ARGS])")
	}
	// BIN@FILE and BIN:PATTERN, after the path's last slash.
	slash := strings.LastIndexByte(target, '/') + 1
	rest := target[slash:]
	if i := strings.IndexByte(rest, '@'); i >= 0 {
		o.Bin, o.File = target[:slash+i], rest[i+1:]
		if o.File == "" {
			return o, usagef("%s: no source file after @", target)
		}
	} else if i := strings.IndexByte(rest, ':'); i >= 0 {
		o.Bin, o.Pattern = target[:slash+i], rest[i+1:]
		if o.Pattern == "" {
			return o, usagef("%s: no function pattern after :", target)
		}
	} else {
		o.Bin = target
	}
	if o.Bin == "" {
		return o, usagef("%s: no binary", target)
	}
	if o.PID == 0 && len(o.Command) == 0 {
		return o, usagef("nothing to trace: give -p PID or -- CMD ARGS")
	}
	return o, nil
}

// Main runs `sonde flow ARGS` and returns its exit code.
func Main(args []string, e Engine, stdout, stderr io.Writer) int {
	o, err := ParseArgs(args)
	if err == errHelp {
		fmt.Fprintln(stdout, usage)
		return exitOK
	}
	var plan *Plan
	if err == nil {
		plan, err = Resolve(o)
	}
	var ue *usageError
	switch {
	case errors.As(err, &ue):
		fmt.Fprintln(stderr, ue.msg)
		return exitUsage
	case err != nil:
		fmt.Fprintf(stderr, "sonde flow: %v\n", err)
		return exitRuntime
	}
	bw := bufio.NewWriter(stdout)
	f := newFormatter(plan, bw)
	code := e.Run(plan.Script, o.PID, o.Command, f)
	f.Close()
	bw.Flush()
	return code
}

// Fn is one traced function.
type Fn struct {
	Attach string       // the name in the attach point
	Name   string       // as printed
	Params []elfx.Param // nil: none known
	Ret    *elfx.Param  // nil: void, or unknown when !Typed
	Typed  bool         // DWARF describes the function
	GoABI  bool         // a Go function: its arguments are not in the C registers
	// NoReturn marks the entry point (_start): it never returns, and
	// where its return address would be the stack holds argc, which a
	// uretprobe would overwrite with its trampoline's address.
	NoReturn bool
}

// Plan is what flow traces: the script and how to read its events.
type Plan struct {
	Script string
	prefix string         // the probe builtin's text before a function's attach name
	fns    map[string]*Fn // by attach name
	kernel bool           // --kernel: functions typed from BTF as they are seen
	regs   bool           // the kernel entries print their argument registers (kprobes)
}

// Resolve finds the functions o names and writes the script.
func Resolve(o Options) (*Plan, error) {
	if o.Kernel != "" {
		return resolveKernel(o)
	}
	paths, err := elfx.ResolveBinary(o.Bin, o.PID)
	if err != nil || len(paths) == 0 {
		if err == nil {
			err = os.ErrNotExist
		}
		return nil, usagef("%s: %v", o.Bin, unwrapPath(err))
	}
	path := paths[0]
	f, err := elfx.Open(path)
	if err != nil {
		return nil, usagef("%s: %v", o.Bin, unwrapPath(err))
	}
	funcs, derr := f.Funcs(o.File)
	if derr != nil && o.File != "" {
		if errors.Is(derr, elfx.ErrNoDWARF) {
			return nil, usagef("no DWARF in %s; install its debug package or build with -g", o.Bin)
		}
		return nil, usagef("%s: %v", o.Bin, derr)
	}
	byAddr := map[uint64]elfx.Func{}
	for _, fn := range funcs {
		if _, ok := byAddr[fn.Addr]; !ok {
			byAddr[fn.Addr] = fn
		}
	}
	var fns []*Fn
	seen := map[uint64]bool{}
	for _, s := range f.Symbols() {
		if s.Size == 0 || s.IFunc || seen[s.Addr] {
			continue
		}
		df, typed := byAddr[s.Addr]
		switch {
		case o.Pattern != "":
			if !point.Match(o.Pattern, s.Name) && !point.Match(o.Pattern, s.Demangled) {
				continue
			}
		case o.File != "" || len(byAddr) > 0:
			if !typed { // the functions the DWARF (or FILE's unit) defines
				continue
			}
		}
		seen[s.Addr] = true
		fn := &Fn{Attach: s.Name, Name: s.Demangled, Typed: typed, GoABI: f.IsGo && strings.Contains(s.Name, "."), NoReturn: s.Addr == f.Entry && f.Type != elf.ET_REL}
		if typed {
			fn.Ret = df.Ret
			if params, ok, err := f.Params(s.Addr); err == nil && ok {
				fn.Params = params
			}
		}
		fns = append(fns, fn)
	}
	if len(fns) == 0 {
		switch {
		case o.File != "" && len(funcs) == 0:
			return nil, usagef("%s: no compilation unit %s in its DWARF", o.Bin, o.File)
		case o.File != "":
			return nil, usagef("%s@%s: no function with a symbol", o.Bin, o.File)
		case o.Pattern != "":
			return nil, usagef("%s: no function matches %s", o.Bin, o.Pattern)
		}
		return nil, usagef("%s: no functions", o.Bin)
	}
	p := &Plan{prefix: "uprobe:" + path + ":", fns: map[string]*Fn{}}
	// One entry probe for the functions with the same string parameters'
	// registers: each reads those strings.
	ents := map[string][]string{}
	var keys []string
	strs := map[string][]int{}
	var rets []string
	for _, fn := range fns {
		p.fns[fn.Attach] = fn
		key := fmt.Sprint(fn.strRegs())
		if ents[key] == nil {
			keys = append(keys, key)
			strs[key] = fn.strRegs()
		}
		ents[key] = append(ents[key], "uprobe:"+quote(path)+":"+quote(fn.Attach))
		if !fn.NoReturn {
			rets = append(rets, "uretprobe:"+quote(path)+":"+quote(fn.Attach))
		}
	}
	var b strings.Builder
	b.WriteString(header)
	for _, key := range keys {
		b.WriteString(entries(ents[key], "probe", "arg0, arg1, arg2, arg3, arg4, arg5", strs[key]))
	}
	if len(rets) > 0 {
		b.WriteString(returns(rets, "probe", `reg("ax")`))
	}
	p.Script = b.String()
	return p, nil
}

// strRegs are the argument registers holding a C function's char *
// parameters, which the script reads as strings.
func (fn *Fn) strRegs() []int {
	var out []int
	for i, r := range fn.regs() {
		if r >= 0 && isString(fn.Params[i]) {
			out = append(out, r)
		}
	}
	return out
}

// regs gives, for each of a C function's parameters, the integer
// argument register the x86-64 System V ABI passes it in, or -1: a
// floating-point parameter goes in a vector register, and a structure
// passed by value ends what the registers say.
func (fn *Fn) regs() []int {
	if fn == nil || fn.GoABI {
		return nil
	}
	out := make([]int, len(fn.Params))
	r := 0
	lost := false
	for i, p := range fn.Params {
		out[i] = -1
		switch {
		case p.Float:
		case p.Struct:
			lost = true
		case !lost && r < 6:
			out[i] = r
			r++
		}
	}
	return out
}

// isString: a char * parameter prints as the string it points to.
func isString(p elfx.Param) bool {
	return strings.TrimPrefix(p.CType, "const ") == "char *"
}

// resolveKernel plans --kernel PATTERN: kprobe_multi where the kernel
// has it (one link for every entry, one for every return), else fentry
// and fexit.
func resolveKernel(o Options) (*Plan, error) {
	p := &Plan{fns: map[string]*Fn{}, kernel: true}
	if features.HaveBPFLinkKprobeMulti() == nil {
		p.regs = true
		p.Script = header + entries([]string{"kprobe:" + o.Kernel}, "func", "arg0, arg1, arg2, arg3, arg4, arg5", nil) + returns([]string{"kretprobe:" + o.Kernel}, "func", "retval")
		return p, nil
	}
	if fe, ok := probe.Lookup("fentry"); ok && probe.Available(fe) == nil {
		p.Script = header + entries([]string{"fentry:" + o.Kernel}, "func", noArgs, nil) + returns([]string{"fexit:" + o.Kernel}, "func", "retval")
		return p, nil
	}
	return nil, fmt.Errorf("--kernel needs kprobe_multi links or fentry, and this kernel has neither")
}

// noArgs stands for the arguments of fentry's functions, whose context
// ends at each function's arity: the one script cannot read them.
const noArgs = "0, 0, 0, 0, 0, 0"

// The script keeps each thread's depth of calls in @flow[tid], and
// its count of events: (count << 32 | depth). Each event carries the
// depth its line is printed at and its number in the thread: a record
// the ring buffer had no room for leaves a gap in the numbers, which the
// formatter reports, and the depth of the next one is right whatever
// was lost.
//
// At the end each thread's count is printed ("X TID V"): the records lost
// after a thread's last one that arrived are reported from it.
const header = "config = { print_maps_on_exit = false }\nEND { for ($kv : @flow) { printf(\"X %d %llu\\n\", $kv.0, $kv.1); } }\n"

// StrMax is how many bytes of a char * parameter flow prints, as
// strace's default -s 32; one more is read to see that there are more.
const StrMax = 32

// entries is the entry probes' program: the time, thread, function
// (name: the builtin that names it), depth, argument registers (args),
// the strings strs (argument registers) point to, and comm.
func entries(ents []string, name, args string, strs []int) string {
	var b strings.Builder
	format := "E %llu %d %s %llu %lx %lx %lx %lx %lx %lx"
	var reads string
	for _, r := range strs {
		format += " %rx"
		reads += fmt.Sprintf(", buf(str(arg%d, %d), %d)", r, StrMax+2, StrMax+2)
	}
	fmt.Fprintf(&b, "%s\n{ $v = @flow[tid]; @flow[tid] = $v + 0x100000001; printf(\"%s %%s\\n\", nsecs, tid, %s, $v, %s%s, comm); }\n", strings.Join(ents, ",\n"), format, name, args, reads)
	return b.String()
}

// returns is the return probes' program: the time, thread, function,
// depth, return register (ret: retval, or reg("ax") at a user function's
// return, which the formatter types itself, a float's as xmm0) and comm.
func returns(rets []string, name, ret string) string {
	return fmt.Sprintf("%s\n{ $v = @flow[tid]; $d = $v & 0xffffffff; if ($d > 0) { $d--; } $v = ($v >> 32) << 32; @flow[tid] = $v + 0x100000000 + $d; printf(\"R %%llu %%d %%s %%llu %%lx %%s\\n\", nsecs, tid, %s, $v | $d, %s, comm); }\n", strings.Join(rets, ",\n"), name, ret)
}

// quote writes a name into an attach point, quoted where it holds
// characters the attach point syntax takes for its own.
func quote(s string) string {
	for _, c := range s {
		if !(c == '_' || c == '.' || c == '/' || c == '-' || c == '@' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			return strconv.Quote(s)
		}
	}
	return s
}

// unwrapPath drops the path an *os.PathError repeats.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
