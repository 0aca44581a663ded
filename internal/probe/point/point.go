// Package point is what the compiler knows of a probe: the attach point
// (Target), what a program attached there sees (Context: its fields,
// argument modes and locations), and the kinds registered by name. It holds
// data, not attachment: internal/probe implements each kind, registers it
// here, and attaches programs. The checker, the code generator, usdt and
// their test doubles import this package and never internal/probe.
//
// It may import the standard library, cilium/ebpf's root package (program
// and attach types), its btf package (kernel types) and internal/locop (the
// steps of a computed location), and nothing else.
package point

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/btf"

	"sonde/internal/locop"
)

// Target is one concrete attach point, after wildcard expansion.
type Target struct {
	Provider string   // canonical provider name: "tracepoint"
	Name     string   // canonical full name: "tracepoint:syscalls:sys_enter_openat"
	Parts    []string // provider-specific pieces after the provider: ["syscalls", "sys_enter_openat"]
	Value    uint64   // a number the provider parsed: a period, a frequency, an offset, a syscall's number
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
	// PtRegs: the field is not in the context but in the struct pt_regs
	// whose address is the context's first u64 (raw_syscalls' sys_enter
	// and sys_exit), at Offset.
	PtRegs bool
	// BTF, when set, is the field's type, for a type CType cannot name:
	// a pointer to one of a traced program's own structs, from its DWARF
	// (uprobes), converted to BTF; for a variable (Loc set, or Local) its
	// type whatever it is.
	BTF btf.Type
	// Local: a local variable of the traced function, read as
	// locals.NAME; the other fields are args.NAME.
	Local bool
	// Loc, when set, is where the value is instead of Offset in the
	// context: in user memory at a register plus an offset (LocMem), or a
	// constant the DWARF gives (LocConst).
	Loc *ArgLoc
	// Expr, when set, computes the value (Expr.Value) or its address in
	// user memory from registers, memory and constants: a DWARF location
	// that is no one place.
	Expr *LocExpr
	// Regs, when set, assembles the field's value from registers: a Go
	// string, slice or struct passed in registers by Go's ABI.
	Regs *RegValue
	// Pieces, when set, assemble the value from parts, each Size bytes
	// at Offset in it, computed by its Expr: a C variable in pieces
	// (DW_OP_piece), in registers, memory or computed.
	Pieces *Pieces
	// EntryAt, when set, is the attach point of the function's entry,
	// where a probe must save the argument registers for a locop.EntryReg
	// (DW_OP_entry_value) of Expr or Pieces; EntryCFA is where the
	// probe finds its call's CFA, under which they are saved.
	EntryAt  string
	EntryCFA LocOp
	// Unavailable, when not "", says why the field has no value sonde can
	// read at the probe ("optimized out at prog.c:7", a Go parameter in a
	// vector register): naming it is a compile error saying so, and
	// print(args) and print(locals) leave it out. A Local field with no
	// Name says why there are no locals at all (no DWARF).
	Unavailable string
}

// Vars are the fields args (local false) or locals (local true) names
// that have a value at the probe, in order: what print(args) and
// print(locals) print.
func (c *Context) Vars(local bool) []*Field {
	var out []*Field
	for i := range c.Fields {
		if f := &c.Fields[i]; f.Local == local && f.Unavailable == "" {
			out = append(out, f)
		}
	}
	return out
}

// RegValue is a value held in registers: a struct, as the Field's BTF
// types it, whose parts are Pieces; with GoString, a string instead,
// whose bytes are read from the address in Pieces[0], as many as the
// length in Pieces[1] says. With Mem, the value is rather in user memory,
// Size bytes at the address in the pt_regs member at byte offset Base
// plus Offset (a Go parameter passed on the stack), and Pieces' Reg are
// offsets in those bytes.
type RegValue struct {
	Pieces   []Piece
	GoString bool

	Mem    bool
	Base   int
	Offset int64
	Size   int
}

// Piece is a part of a value held in a register: the low Size bytes of
// the struct pt_regs member at byte offset Reg go to Offset in the value.
type Piece struct {
	Reg    int
	Offset int
	Size   int
}

// Trigger says when sonde itself runs a probe instead of the kernel.
type Trigger int

const (
	TriggerKernel Trigger = iota // attached to a kernel event
	TriggerBegin                 // run once before any other probe is attached
	TriggerEnd                   // run once after every other probe is detached
	TriggerSignal                // run each time sonde receives Context.Signal
	TriggerTest                  // run once by --test, which reports whether it passed
	TriggerBench                 // run many times by --bench, which reports its average time
)

// Context describes what a program attached to a Target sees.
type Context struct {
	ProgType   ebpf.ProgramType
	AttachType ebpf.AttachType
	AttachTo   string // BTF name for fentry/fexit/tp_btf
	Trigger    Trigger
	Signal     int // TriggerSignal: the signal's number

	Fields []Field // args.NAME / args->NAME
	// Go: the probe is on a Go function, whose types come from Go's
	// DWARF: a "struct string" reached through memory (args.t->Name) is
	// Go's string header (ptr, len), read as the string it points to.
	Go bool
	// LazyFields, when set, gives Fields when a probe reads args (the
	// checker calls LoadFields): a uprobe's come from the binary's DWARF,
	// which is not read for a script that names no args.
	LazyFields func() []Field
	ArgN       ArgMode // arg0..argN
	NumArgs    int     // how many argN exist (0 = as many as the mode allows)
	Retval     bool    // retval is defined
	Func       bool    // func is defined
	// FuncIP: at a user return probe, bpf_get_func_ip gives the probed
	// function's address (Linux 6.6); the IP register there is in the
	// caller. Kernel probes always have it.
	FuncIP bool
	Regs   bool // ctx holds pt_regs (kprobe/uprobe) or bpf_perf_event_data (perf events): reg() and stacks work
	User   bool // the probe fires in user context of the traced process (uprobes): ustack is meaningful
	// Timer: the probe is a clock's tick, not an event of the task it
	// happens to interrupt (interval): -p PID does not filter it.
	Timer bool

	// Cookie: each target is attached with a cookie the program reads
	// (bpf_get_attach_cookie), which the runtime sets to the index of the
	// target's name in the program's probe names: targets of a probe that
	// names the probe builtin can then share its program (uprobe_multi).
	Cookie bool
	// PidFilter: with -p, the program keeps the process's events itself,
	// as for kernel probes, though the probe fires in user context (a
	// uprobe_multi link before 6.10 filters by thread, so it is attached
	// for every process).
	PidFilter bool
	// PidBound: -p binds the probe to its process under bpftrace 0.17's
	// rules too (USDT), where it does not bind other probes
	// (AttachOptions.EveryProcess).
	PidBound bool

	// CtxStruct, when set, is the kernel struct (from BTF) the program's
	// context is, which the script reads as ctx ("bpf_iter__task").
	CtxStruct string
	// Iter: the program runs when sonde reads the iterator it is attached
	// as, for each object the kernel walks; sonde reads it once, and that
	// ends tracing.
	Iter bool
	// IterObject, for an iterator, is the offset in the context of the
	// pointer to the object at hand; the kernel's last call, after the
	// last object, has it NULL and runs no probe.
	IterObject int

	// Result: the program's return value is the probe's result (a test
	// fails when it is nonzero); `return VALUE` sets it, any integer.
	Result bool

	// Verdict: the program's return value decides for the kernel (lsm:
	// 0 allows, a negative errno denies); `return VALUE` sets it.
	Verdict bool

	// PassOn: the program returns 1, not 0, where its probe does not set
	// the result. The kernel runs a program attached to a tracepoint
	// through a perf event before the tracepoint's perf events, and drops
	// the event for all of them when the program returns 0
	// (perf_trace_run_bpf_submit): a perf stat or perf record on the
	// tracepoint would count nothing while sonde traces it. (Kprobes and
	// uprobes have the same rule, but each perf event of one is a kernel
	// event of its own, which no peer shares: they return 0.)
	PassOn bool

	// UserArgs: pointer arguments point to user memory (syscall
	// tracepoints, uprobes, usdt): str(), buf() and derefs of them read
	// user memory.
	UserArgs bool

	// TracefsEvents is the tracefs file that defines this probe's events
	// for the --tracefs backend, which runs without BPF ("kprobe_events",
	// "uprobe_events"); "" when the kind cannot run there.
	TracefsEvents string

	// Entry, on a return probe, is how entry(EXPR) finds what its call
	// had at the function's entry; nil where it cannot.
	Entry *Entry

	// RetFloat, on a return probe, is set when the function's debug info
	// says it returns a floating-point value, which the calling
	// convention returns in a vector register, where retval (the
	// integer return register) does not read it. LazyRetFloat, when
	// set, gives it when a probe reads retval (the checker calls
	// LoadRetFloat): it comes from the binary's DWARF.
	RetFloat     FloatRet
	LazyRetFloat func() FloatRet

	// ArgLocs, when set, says where each argN lives (USDT): it overrides ArgN.
	ArgLocs []ArgLoc

	// Shared, when set, is another way to run the target: in one program
	// with other targets of its kind, on an event the kernel fires for all
	// of them (Shared.Dispatch). The checker takes it when enough of a
	// script's targets share the event (Dispatch.Min).
	Shared *Context
	// Dispatch, on a shared context, says how the shared program picks
	// its targets' firings.
	Dispatch *Dispatch
}

// Entry is a return probe's matching entry probe: Provider is the kind
// that fires at the same function's entry ("uprobe" for "uretprobe").
// With pt_regs, SPDelta is what the stack pointer gained between the two
// in one call (x86-64: the return popped the return address): the thread
// and the stack pointer at entry name one call, recursive ones too, and
// whichever return the function takes. Depth (fexit, with no registers)
// names a call by the thread and how many calls of the function it is
// in. Refused, when set, says why the probe has no entry values. Args:
// the return probe has no args of its own, and args.NAME there is the
// parameter's value at entry, an implicit entry(args.NAME) (SystemTap's
// $param in a .return probe).
type Entry struct {
	Provider string
	SPDelta  int
	Depth    bool
	Refused  string
	Args     bool
}

// Dispatch describes a program on one event that serves many targets,
// each selected by a number: syscall tracepoints (syscalls:sys_enter_NAME)
// on raw_syscalls' sys_enter, which fires for every syscall, selected by
// the syscall's number. The program reads Key and runs the code of the
// targets whose Target.Value it equals; each target's code reads its
// fields where its context says.
type Dispatch struct {
	Event Target // the shared event: what the program is attached to
	Key   Field  // where the number is: an integer in the context or in pt_regs
	// Skip, when set, is a flag of the current task under which the
	// event is none of the targets' (32-bit syscalls, which the kernel's
	// syscall tracepoints ignore).
	Skip *TaskFlag
	// Min is the fewest targets on Event for which one shared program
	// is the better way (attaching one costs more than the shared
	// program's run on events none of them wants).
	Min int
	// OwnKstack: a kernel stack taken in the shared program is not the
	// target's (it starts in the program and the shared event's caller):
	// probes that take one keep their own event.
	OwnKstack bool
	// KeyKfunc, when not 0, is the vmlinux BTF id of a kernel function
	// (kfunc) taking no arguments whose result is the key, instead of Key;
	// the targets of this context then have the key TargetKey, not their
	// Value. (kprobe session links: bpf_session_is_return is 0 at the
	// functions' entry, where kprobes run, and 1 at their return, where
	// kretprobes run.)
	KeyKfunc  btf.TypeID
	TargetKey uint64
}

// KeyOf is the key on which the shared program runs target t's code.
func (d *Dispatch) KeyOf(t Target) uint64 {
	if d.KeyKfunc != 0 {
		return d.TargetKey
	}
	return t.Value
}

// Same reports whether two dispatches are one program's.
func (d *Dispatch) Same(o *Dispatch) bool {
	if d == nil || o == nil {
		return d == o
	}
	return d.Event.Name == o.Event.Name && d.Key == o.Key && d.Min == o.Min && d.OwnKstack == o.OwnKstack &&
		d.KeyKfunc == o.KeyKfunc && d.TargetKey == o.TargetKey &&
		(d.Skip == nil) == (o.Skip == nil) && (d.Skip == nil || *d.Skip == *o.Skip)
}

// TaskFlag is a bit field of the current task_struct: Mask tested in the
// Size bytes at Offset, the member Member names ("thread_info.status").
// Offset is -1 until someone with the kernel's BTF resolves it.
type TaskFlag struct {
	Member string
	Offset int
	Size   int
	Mask   uint64
}

// LocKind says what an ArgLoc describes.
type LocKind int

const (
	LocConst LocKind = iota // the value is Const
	LocReg                  // the value is in the register at pt_regs offset Reg
	LocMem                  // the value is in user memory at reg(Reg) + reg(Index)*Scale + Offset
)

// ArgLoc is where an argument lives at a probe site, as a USDT operand
// spec says ("-4@%ebx", "8@-16(%rbp)", "-8@$42", "4@8(%rax,%rdx,4)").
// Registers are byte offsets into struct pt_regs; the value is Size bytes
// read little-endian at that offset, so sub-registers (%eax, %al) are
// prefixes of their full register and %ah..%dh sit one byte further.
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

// Pieces are the parts of a value in pieces.
type Pieces struct{ Parts []ExprPiece }

// ExprPiece is one part of a value in pieces: Size bytes at Offset,
// the value Expr computes or read where it points.
type ExprPiece struct {
	Expr   *LocExpr
	Offset int
	Size   int
}

// LocOp is one step of a LocExpr.
type LocOp struct {
	Kind locop.Kind // never locop.CFA
	Reg  int        // for locop.Reg, the register's byte offset in struct pt_regs
	Val  int64
}

// LocExpr computes a value on a stack of 64-bit numbers: Ops leave one
// number, the value itself (Value) or the address in user memory where
// it is.
type LocExpr struct {
	Ops   []LocOp
	Value bool
}

// Kind is one kind of probe as the compiler sees it; internal/probe's
// providers implement it together with expansion and attachment.
type Kind interface {
	// Name is the canonical provider name, as written before the first colon.
	Name() string
	// Aliases are other spellings ("t" for tracepoint).
	Aliases() []string
	// Context describes the program context for a target; what it needs
	// of the running kernel it asks k.
	Context(t Target, k Kernel) (*Context, error)
}

// Kernel answers what a Context needs to know of the running kernel.
// internal/probe reads tracefs and BTF; the compiler's tests answer
// without a kernel.
type Kernel interface {
	// TracepointFields is the record of tracepoint GROUP:EVENT.
	TracepointFields(group, event string) ([]Field, error)
	// FuncArgs are kernel function fn's parameters (module "" for vmlinux)
	// as slots of a u64 context array (Offset 8*slot), and how many slots
	// they take.
	FuncArgs(module, fn string) ([]Field, int, error)
	// RawTracepointArgs are raw tracepoint GROUP:EVENT's arguments, laid
	// out as FuncArgs.
	RawTracepointArgs(group, event string) ([]Field, error)
}

var (
	mu        sync.RWMutex
	kinds     = map[string]Kind{}
	canonical = map[string]Kind{}
)

// Register adds a kind under its name and aliases. It panics on a clash:
// that is a programming error found by any test.
func Register(k Kind) {
	mu.Lock()
	defer mu.Unlock()
	for _, n := range append([]string{k.Name()}, k.Aliases()...) {
		if _, dup := kinds[n]; dup {
			panic("point: probe kind registered twice: " + n)
		}
		kinds[n] = k
	}
	canonical[k.Name()] = k
}

// Lookup finds a kind by name or alias.
func Lookup(name string) (Kind, bool) {
	mu.RLock()
	defer mu.RUnlock()
	k, ok := kinds[name]
	return k, ok
}

// Names lists canonical kind names, sorted.
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

// EntryValuer is a Kind whose probes may read values saved at a
// function's entry (Field.EntryAt): only for those does the compiler
// look for such fields before it resolves the probes.
type EntryValuer interface {
	EntryValues() bool
}

// UnknownProviderError is a provider name nobody registered.
type UnknownProviderError struct{ Name string }

func (e *UnknownProviderError) Error() string { return fmt.Sprintf("unknown probe type %q", e.Name) }

// Split separates "provider:rest" into its provider and the rest. BEGIN and
// END have no colon.
func Split(attach string) (provider, rest string) {
	if i := strings.IndexByte(attach, ':'); i >= 0 {
		return attach[:i], attach[i+1:]
	}
	return attach, ""
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

// KernelTypes finds the kernel's types by name, decoding only those asked
// for (and what they refer to).
type KernelTypes interface {
	// TypeByName is btf.Spec's: typ is a **btf.Struct, **btf.Typedef, ...
	TypeByName(name string, typ any) error
	// EnumValue finds an enumerator of any enum by name: the enum, and
	// its value.
	EnumValue(name string) (*btf.Enum, uint64, bool)
}

// FloatRet is a floating-point return value: its type as the program
// spells it ("double", Go's "float64"), the register it is returned in
// ("xmm0", Go's "X0", a long double's "st0"), and At, the statement probe
// at the function's last line, where its locals are still in scope
// ("uprobe:./prog@prog.c:31"), or "". The zero FloatRet is none.
type FloatRet struct {
	Type, Reg, At string
}

// LoadRetFloat fills in RetFloat from LazyRetFloat, once.
func (c *Context) LoadRetFloat() {
	if c.LazyRetFloat != nil {
		c.RetFloat, c.LazyRetFloat = c.LazyRetFloat(), nil
	}
}

// LoadFields fills in Fields from LazyFields, once.
func (c *Context) LoadFields() {
	if c.LazyFields != nil {
		c.Fields, c.LazyFields = c.LazyFields(), nil
	}
}
