// Package probe defines how sonde names, lists, describes and attaches event
// sources. Each probe kind (tracepoint, rawtracepoint, interval, uprobe, ...)
// is one file implementing Provider and registering itself in init. Nothing
// outside a provider's file switches on the kind of a probe.
package probe

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"

	"github.com/cilium/ebpf"
)

// Target is one concrete attach point, after wildcard expansion.
type Target struct {
	Provider string   // canonical provider name: "tracepoint"
	Name     string   // canonical full name: "tracepoint:syscalls:sys_enter_openat"
	Parts    []string // provider-specific pieces after the provider: ["syscalls", "sys_enter_openat"]
	Value    uint64   // a number the provider parsed: a period, a frequency, an offset
	Path     string   // a binary for user-space providers
}

// Event identifies the kernel event t attaches to: targets with one Event
// fire together (the same tracepoint, the same instruction of a binary).
func (t Target) Event() string {
	return fmt.Sprintf("%s\x00%s\x00%d\x00%q", t.Provider, t.Path, t.Value, t.Parts)
}

// ArgMode says how arg0..argN are read from the program context.
type ArgMode int

const (
	ArgsNone  ArgMode = iota // the probe has no argN
	ArgsRegs                 // ctx is struct pt_regs; argN follows the x86-64 calling convention
	ArgsArray                // ctx is u64[]: raw tracepoints, fentry/fexit
)

// Field is one named argument (args.NAME) at a fixed offset in the context
// (tracepoint records) or one slot of a u64 array (fentry, raw tracepoints).
type Field struct {
	Name    string
	CType   string // C spelling as the kernel gives it: "const char *", "char[16]", "int"
	Offset  int
	Size    int
	Signed  bool
	DataLoc bool // __data_loc: a u32 holding (len<<16 | offset) of variable data in the record
}

// Trigger says when sonde itself runs a probe instead of the kernel.
type Trigger int

const (
	TriggerKernel Trigger = iota // attached to a kernel event
	TriggerBegin                 // run once before any other probe is attached
	TriggerEnd                   // run once after every other probe is detached
)

// Context describes what a program attached to a Target sees.
type Context struct {
	ProgType   ebpf.ProgramType
	AttachType ebpf.AttachType
	AttachTo   string // BTF name for fentry/fexit/tp_btf
	Trigger    Trigger

	Fields  []Field // args.NAME / args->NAME
	ArgN    ArgMode // arg0..argN
	NumArgs int     // how many argN exist (0 = as many as the mode allows)
	Retval  bool    // retval is defined
	Func    bool    // func is defined
	Regs    bool    // ctx holds pt_regs (kprobe/uprobe) or bpf_perf_event_data (perf events): reg() and stacks work
	User    bool    // the probe fires in user context of the traced process (uprobes): ustack is meaningful
	// Timer: the probe is a clock's tick, not an event of the task it
	// happens to interrupt (interval): -p PID does not filter it.
	Timer bool

	// Verdict: the program's return value decides for the kernel (lsm:
	// 0 allows, a negative errno denies); `return VALUE` sets it.
	Verdict bool

	// UserArgs: pointer arguments point to user memory (syscall
	// tracepoints, uprobes, usdt): str(), buf() and derefs of them read
	// user memory.
	UserArgs bool

	// TracefsEvents is the tracefs file that defines this probe's events
	// for the --tracefs backend, which runs without BPF ("kprobe_events",
	// "uprobe_events"); "" when the kind cannot run there.
	TracefsEvents string

	// ArgLocs, when set, says where each argN lives (USDT): it overrides ArgN.
	ArgLocs []ArgLoc
}

// LocKind says what an ArgLoc describes.
type LocKind int

const (
	LocConst LocKind = iota // the value is Const
	LocReg                  // the value is in the register at pt_regs offset Reg
	LocMem                  // the value is in user memory at reg(Reg) + reg(Index)*Scale + Offset
)

// ArgLoc is where a USDT argument lives, decoded from its operand spec
// ("-4@%ebx", "8@-16(%rbp)", "-8@$42", "4@8(%rax,%rdx,4)").
type ArgLoc struct {
	Kind   LocKind
	Size   int // bytes: 1, 2, 4, 8
	Signed bool
	Const  int64
	Reg    int // byte offset of the base register in struct pt_regs; -1 for none
	Index  int // byte offset of the index register in struct pt_regs; -1 for none
	Scale  int
	Offset int64
}

// AttachOptions carries what the command line adds to every attachment.
type AttachOptions struct {
	PID    int       // restrict to this process (uprobes, usdt); 0 = all
	Unsafe bool      // --unsafe: attach where safety cannot be checked (a uprobe at an address in no function)
	Cmd    string    // -c: the command's program as written ("./prog"), for probes that need one
	Cpid   int       // -c: the command's process, at attach time
	Warn   io.Writer // where a provider reports trouble after attaching (nil: nowhere)
}

// SpecError is an error in a probe spec whose message names what it is
// about (often in bpftrace's words); it is reported as it is, without the
// spec in front.
type SpecError struct{ Msg string }

func (e *SpecError) Error() string { return e.Msg }

// specErrorf returns err itself when it is a *SpecError, else a new error
// formatted like fmt.Errorf.
func specErrorf(err error, format string, args ...any) error {
	if _, ok := err.(*SpecError); ok {
		return err
	}
	return fmt.Errorf(format, args...)
}

// Provider is one kind of event source.
type Provider interface {
	// Name is the canonical provider name, as written before the first colon.
	Name() string
	// Aliases are other spellings ("t" for tracepoint).
	Aliases() []string
	// Expand parses the text after "provider:" (the whole text for BEGIN/END)
	// and expands wildcards into concrete targets. A spec without wildcards
	// that names nothing is an error.
	Expand(spec string, opts AttachOptions) ([]Target, error)
	// List returns the targets matching a pattern written after "provider:"
	// ("" lists all).
	List(pattern string) ([]Target, error)
	// Context describes the program context for a target.
	Context(t Target) (*Context, error)
	// Attach attaches a loaded program. Closing the result detaches it.
	Attach(t Target, prog *ebpf.Program, opts AttachOptions) (io.Closer, error)
}

// Unwatcher is implemented by what Attach returns for probes that watch
// memory (watchpoints): Unwatch stops watching addr, for the script's
// unwatch(addr). An address it does not watch is ignored.
type Unwatcher interface {
	Unwatch(addr uint64)
}

// Availability is implemented by providers that need more of the kernel or
// the machine than BPF itself (kprobes, hardware counters, breakpoints):
// Available says why they cannot work here, or returns nil.
type Availability interface {
	Available() error
}

// Available reports whether a provider can work on this system; providers
// that do not implement Availability need nothing beyond BPF.
func Available(p Provider) error {
	if a, ok := p.(Availability); ok {
		return a.Available()
	}
	return nil
}

var (
	mu        sync.RWMutex
	providers = map[string]Provider{}
	canonical = map[string]Provider{}
)

// Register adds a provider under its name and aliases. It panics on a clash:
// that is a programming error found by any test.
func Register(p Provider) {
	mu.Lock()
	defer mu.Unlock()
	for _, n := range append([]string{p.Name()}, p.Aliases()...) {
		if _, dup := providers[n]; dup {
			panic("probe: provider registered twice: " + n)
		}
		providers[n] = p
	}
	canonical[p.Name()] = p
}

// Lookup finds a provider by name or alias.
func Lookup(name string) (Provider, bool) {
	mu.RLock()
	defer mu.RUnlock()
	p, ok := providers[name]
	return p, ok
}

// Names lists canonical provider names, sorted.
func Names() []string {
	mu.RLock()
	defer mu.RUnlock()
	var out []string
	for n := range canonical {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Split separates "provider:rest" into its provider and the rest. BEGIN and
// END have no colon.
func Split(attach string) (provider, rest string) {
	if i := strings.IndexByte(attach, ':'); i >= 0 {
		return attach[:i], attach[i+1:]
	}
	return attach, ""
}

// ErrUnknownProvider is returned by Resolve for a provider name nobody registered.
type ErrUnknownProvider struct{ Name string }

func (e *ErrUnknownProvider) Error() string { return fmt.Sprintf("unknown probe type %q", e.Name) }

// NotFoundError is an attach point that names nothing on this system, with
// the closest name that exists when one is close (a typo).
type NotFoundError struct {
	Msg        string
	Suggestion string // "sys_enter_openat"; "" when nothing is close
}

func (e *NotFoundError) Error() string { return e.Msg }

// Help is the diagnostic's "= help:" line, or "".
func (e *NotFoundError) Help() string {
	if e.Suggestion == "" {
		return ""
	}
	return fmt.Sprintf("did you mean %q?", e.Suggestion)
}

// Resolve expands one attach point written in a script.
func Resolve(attach string, opts AttachOptions) (Provider, []Target, error) {
	name, rest := Split(attach)
	p, ok := Lookup(name)
	if !ok {
		return nil, nil, &ErrUnknownProvider{Name: name}
	}
	if name == attach { // BEGIN, END
		rest = attach
	}
	ts, err := p.Expand(rest, opts)
	return p, ts, err
}

// HasWildcard reports whether a pattern uses glob characters.
func HasWildcard(pattern string) bool { return strings.ContainsAny(pattern, "*?") }

// Match reports whether name matches a glob pattern with '*' and '?' (no
// path semantics: '*' matches ':' and '/' too).
func Match(pattern, name string) bool {
	for len(pattern) > 0 {
		switch pattern[0] {
		case '*':
			for len(pattern) > 0 && pattern[0] == '*' {
				pattern = pattern[1:]
			}
			if pattern == "" {
				return true
			}
			for i := 0; i <= len(name); i++ {
				if Match(pattern, name[i:]) {
					return true
				}
			}
			return false
		case '?':
			if name == "" {
				return false
			}
		default:
			if name == "" || name[0] != pattern[0] {
				return false
			}
		}
		pattern, name = pattern[1:], name[1:]
	}
	return name == ""
}

// targetFileError reports a binary that a uprobe or usdt spec names and
// that cannot be found, in bpftrace's words.
func targetFileError(provider, bin string, err error) error {
	if bin == "" {
		return err // the process's executable (-p): the error says why
	}
	return &SpecError{fmt.Sprintf("%s target file '%s' does not exist or is not executable", provider, bin)}
}
