// Package check type-checks a parsed program against the probes it names and
// the kernel's types. Its results are side tables (Info): the AST is never
// modified. Nothing here touches the kernel except through Env.
//
// It may import the compiler's ast, source and types, probe/point (targets,
// contexts and the kinds' names), kernel/abi and format; never
// internal/probe, which attaches.
package check

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"sonde/internal/format"
	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
	"sonde/internal/lang/types"
	"sonde/internal/probe/point"
)

// Env is what the checker asks of the world: probe resolution and kernel
// types. Tests pass a fake.
type Env interface {
	// Resolve expands one attach point into targets with their contexts.
	Resolve(attach string) ([]point.Target, error)
	Context(t point.Target) (*point.Context, error)
	// KernelBTF returns the kernel's types; called only when a script needs them.
	KernelBTF() (point.KernelTypes, error)
}

// Options control checking.
type Options struct {
	// BoolResults types comparisons, !, && and || as bool, and an
	// operation on two bools (newer bpftrace: printed true and false);
	// without it they are bpftrace 0.17's int64 0 and 1.
	BoolResults bool
	// Newest checks by newest bpftrace's rules what would change whether
	// a 0.17 script compiles or what it prints: block-scoped variables
	// (scope.go), and signed subtraction and literal types (ints.go), and printf's %gr.
	Newest bool

	Env        Env
	Positional []string          // $1..$N
	Named      map[string]string // getopt("name"): --name=value after "--"
	MaxStrlen  int               // default 64
	Unsafe     bool              // allow system(), signal(), override(), write_user() (errors with UnsafeHelp without)
	NCPUs      int
	Child      bool // -c CMD: cpid is defined
	// PidNS is sonde's PID namespace, when it is not the initial one.
	PidNS PidNS
	// NsDev is the device of the namespace file system (nsfs), where
	// every /proc/PID/ns/pid is: pid(task_ns) names a task's own
	// namespace by it and the namespace's inode number.
	NsDev uint64
	// MissingProbes is what an attach point that names nothing does when
	// the script's config does not say (missing_probes).
	MissingProbes MissingProbes
	// EnvConfig are the config variables the environment sets
	// (BPFTRACE_NAME, by lower-case name): they win over the config block.
	EnvConfig map[string]string
	// ProbeFilter is --probe-filter: only the probes whose name it matches
	// are compiled and attached (BEGIN, END and self:signal always are);
	// the others are checked, as newest bpftrace checks them.
	ProbeFilter *regexp.Regexp
}

// UnsafeHelp is the help of every error that refuses an unsafe function
// without Options.Unsafe: the agent tells a script refused for one from
// one that failed to compile by it.
const UnsafeHelp = "run sonde with --unsafe to allow it"

// MissingProbes is what an attach point that names nothing on this system
// does: config missing_probes = "error" | "warn" | "ignore". Newest bpftrace
// refuses the script by default (#4097, "Error by default if any probe
// fails to attach" in 0.24's breaking changes); 0.17 skips it with a
// warning when another attach point of the same probe resolves. Either
// way a probe none of whose attach points resolves is an error.
type MissingProbes int

const (
	MissingError  MissingProbes = iota // the script is refused
	MissingWarn                        // skipped, with a warning
	MissingIgnore                      // skipped silently
)

// missingProbesValues are missing_probes' values, in the config's spelling.
var missingProbesValues = []string{"error", "warn", "ignore"}

// Map is one script map and its layout.
type Map struct {
	Name  string      // "@x"
	Key   *types.Type // nil: no key
	Value *types.Type
	Pos   source.Span // the assignment that gave it its value type: the first one that had one
	Used  bool        // read somewhere

	// From a declaration `let @x = kind(n);`: LRU says the kernel evicts
	// old keys when the map is full; Entries is its size (0: max_map_keys).
	LRU     bool
	Entries int

	// Hidden: the map is sonde's own (entry values), never printed.
	Hidden bool
}

// Instance is the code for one probe block specialized to one context: a
// probe with wildcard targets of different layouts yields several.
type Instance struct {
	Probe   *ast.Probe
	Index   int // of the probe in the program
	Targets []point.Target
	Ctx     *point.Context
	Name    string // for the probe builtin: the attach point as written, or the target when "probe" is used
	// Added: the checker added the probe, for entry() (entry.go); the
	// script's "Attaching N probes" does not count it.
	Added bool
	// Names are, where the targets' context has cookies (point.Context.Cookie)
	// and the probe names the probe builtin, each target's name: the
	// program reads its own by its cookie (nil otherwise).
	Names []string
	// EntryCFA, when set, is where the probe's code finds the canonical
	// frame address of its call: it reads a variable's value at the
	// function's entry (locop.EntryReg), saved in EntryRegsMap under
	// (thread, CFA), and skips a call whose entry it did not see.
	EntryCFA *point.LocOp

	Types  map[ast.Expr]*types.Type
	Consts map[ast.Expr]int64  // integer constants folded by the checker (enum values, sizeof, positionals)
	Strs   map[ast.Expr]string // string constants (probe, func names known at compile time, positionals)
	Calls  map[*ast.CallExpr]*Call
	Vars   map[string]*types.Type
	Idents map[*ast.Ident]VarRef // the builtin variable an identifier is (enum constants are in Consts)
	Fields map[*ast.FieldExpr]*FieldRef
	Casts  map[ast.Expr]*types.Type
	// GoStrings are the expressions that name Go's string header (a
	// "struct string" of a Go function's DWARF) in memory, read as the
	// string it points to: their own type is the string, this the
	// header's record.
	GoStrings map[ast.Expr]*types.Type

	// IdentExprs are bare names that stand for an expression, checked in
	// its place: a macro without parameters (one for one()'s call) and
	// config (for its record literal).
	IdentExprs map[*ast.Ident]ast.Expr

	// VarSlots are the variables stored under another name than their
	// own: a block's $x after a sibling block's $x (newest bpftrace's
	// block scoping), which may have another type.
	VarSlots map[*ast.VarExpr]string
}

// Slot is the name variable v is stored under in Vars.
func (in *Instance) Slot(v *ast.VarExpr) string {
	if s, ok := in.VarSlots[v]; ok {
		return s
	}
	return v.Name
}

// FieldRef says how a field access is made.
type FieldRef struct {
	Ctx             *point.Field // args.NAME of the probe context
	Tuple           int          // tuple element index, or -1
	Offset          int          // byte offset in the record
	Type            *types.Type
	BitOff, BitSize int
}

// Call is a checked call of a builtin function or macro.
type Call struct {
	Func    string
	Builtin Builtin // the builtin function, or 0 for a macro
	Printf  *Printf // printf, system, cat, errorf, ...
	Agg     types.AggKind
	Map     *ast.MapExpr // the map an aggregation, delete, print, clear... works on (find(): its read)
	Var     *ast.VarExpr // the variable find() sets
	Macro   *ast.MacroDecl
	// Skb and SkbOffset are skboutput()'s file and the bytes of each
	// packet it leaves out.
	Skb       *SkbOutput
	SkbOffset int64
	// Expanded is a macro call's body, copied with its arguments in place.
	Expanded *ast.BlockExpr
	// Fn is set on a call of a script function (fn): Expanded is its body.
	Fn *FnCall
	// Mode is the mode a call names: nsecs()'s clock, pid()'s and tid()'s
	// namespace ("" when none is named).
	Mode string
}

// Printf is one format string and its argument types: the runtime decodes
// records by it.
type Printf struct {
	ID     int
	Func   string // "printf", "system", "cat", "time", "strftime"
	Format string
	// Verbs is Format parsed, for the formats of printf, system, cat and
	// debugf: parsed once here, not per event.
	Verbs []format.Verb
	Args  []*types.Type
	Pos   source.Span
	// Map is printa()'s map, and Sources says what each conversion of
	// Verbs prints: an element of its key (0...), or PrintaValue or
	// PrintaDefault.
	Map     string
	Sources []int
}

// Layout is where its records hold the arguments. Records formatted as
// text (printf, system, cat, errorf, warnf) carry their long strings
// packed at the end, each taking the bytes it holds; print()'s value and
// join()'s strings are in fixed slots.
func (p *Printf) Layout() types.Packed {
	if p.Func == "print" || p.Func == "join" {
		offs, size := types.RecordLayout(p.Args)
		return types.Packed{Offs: offs, Tail: make([]bool, len(p.Args)), Fixed: size, Max: size}
	}
	return types.PackedLayout(p.Args)
}

// SkbOutput is one pcap file skboutput() calls write packets to; Offset
// is per call, in Call.SkbOffset.
type SkbOutput struct {
	ID   int
	Path string
}

// Program is the checked program.
type Program struct {
	File      *source.File
	AST       *ast.Program
	Maps      map[string]*Map
	MapNames  []string
	Instances []*Instance
	Printfs   []*Printf
	// SkbOutputs are the pcap files skboutput() writes, one per path.
	SkbOutputs []*SkbOutput
	Config     Config
	Records    map[string]*types.Type // script-defined struct/union types by full name
	Enums      map[string]int64       // script-defined enum constants
	EnumTypes  map[string]*types.Type // the type of each enum constant: %s prints its value by name
	MaxStrlen  int
	UsesBTF    bool
	// Newest is Options.Newest: without it, code generation keeps
	// bpftrace 0.17's rules where the types cannot say them.
	Newest bool
	// UsesUserAddrs: the program captures user stacks or symbols
	// (ustack, usym, func in a uprobe), which the runtime can name only
	// with the processes' mappings (session.TrackMappings).
	UsesUserAddrs bool

	// TaskParent (real_parent) and TaskTgid are offsets in struct
	// task_struct, for ppid; TaskParent and TaskComm for pcomm; TaskLeader
	// (group_leader) and TaskComm for leader_comm.
	TaskParent, TaskTgid int
	TaskLeader, TaskComm int
	// TaskPid is task_struct's pid, for leader_tid.
	TaskPid int
	// BTFIDs are the IDs in vmlinux's BTF of the kernel functions the
	// program calls (comm(pid): bpf_task_from_pid, bpf_task_release) and
	// of the per-CPU variables it names (percpu_kaddr()).
	BTFIDs map[string]uint32
	// PidNS is Options.PidNS: pid and tid as sonde's PID namespace sees them.
	PidNS PidNS
	// TaskNS is what pid(task_ns) and tid(task_ns) read, when called.
	TaskNS *TaskNS
}

// TaskNS locates a task's own PID namespace: task_struct's thread_pid,
// struct pid's level and numbers[] (struct upid, UpidSize bytes each, ns
// at UpidNs), and the inode number in struct pid_namespace (ns.inum);
// Dev is nsfs's device (Options.NsDev).
type TaskNS struct {
	ThreadPid, Level, Numbers, UpidSize, UpidNs, Inum int
	Dev                                               uint64
}

// PidNS identifies a PID namespace by its /proc/PID/ns/pid file's device
// and inode, as bpf_get_ns_current_pid_tgid takes them. The zero value is
// the initial namespace, where the plain pid and tid are already right.
type PidNS struct{ Dev, Ino uint64 }

// Config is what the script's config block (and the environment's
// BPFTRACE_NAME) sets for the code generator and the runtime; the zero
// value is the default (config.go; max_strlen is MaxStrlen).
type Config struct {
	// License is the programs' license (license, or the script's SPDX
	// comment; "" for GPL).
	License string

	// MaxMapKeys is max_map_keys (0 when not set).
	MaxMapKeys int
	// Nspec and Specsize are sonde's nspec and specsize, DTrace's
	// options: how many speculations can be active at once, and how many
	// bytes of records each holds (0 when not set: 1 and 65536).
	Nspec, Specsize int
	// NoPrintMapsOnExit is print_maps_on_exit set to false or 0.
	NoPrintMapsOnExit bool
	// PerfRbPages is perf_rb_pages, the pages of the ring buffer that
	// carries printf and the like (0 when not set).
	PerfRbPages int
	// MaxCatBytes (max_cat_bytes) and MaxProbes (max_probes): 0 when not set.
	MaxCatBytes, MaxProbes int
	// OnStackLimit is on_stack_limit: values bigger than it live in
	// scratch memory rather than on the BPF stack (nil when not set).
	OnStackLimit *int
	// StrTruncTrailer is str_trunc_trailer (nil when not set).
	StrTruncTrailer *string
	// CppDemangle and ShowDebugInfo are cpp_demangle and show_debug_info
	// (nil when not set); StackMode is stack_mode ("" when not set).
	CppDemangle, ShowDebugInfo *bool
	StackMode                  types.StackMode
	// UnstableDwUstack is unstable_dw_ustack: "enable", "warn" or
	// "error" ("" when not set: warn).
	UnstableDwUstack string
}

type checker struct {
	entryUses   map[*ast.CallExpr]entryUse // entry() calls: entry.go
	entryProbes map[*ast.Probe]*ast.Probe  // the probes entryValues added: their return probes
	opts        Options
	prog        *Program
	diags       source.Diagnostics
	final       bool            // second pass: report everything
	typedefBusy map[string]bool // header typedefs being resolved
	cdecl       bool            // resolving a struct member's type: float and double are allowed

	inst       *Instance
	loops      int
	scope      scopes
	ints       intSigns
	argsField  bool     // checking args of args.name
	goHeader   ast.Expr // the X of a field access: a Go string header there stays a record (args.t->Name.len)
	kernel     point.KernelTypes
	kerr       error
	macros     map[string]*ast.MacroDecl
	macroDepth int
	dead       int // inside branches that never run
	fns        map[string]*ast.FnDecl
	fnStack    []*fnFrame      // the function calls being expanded, innermost last
	fnCalls    []*ast.FnDecl   // the function calls being checked, with their arguments
	recursive  map[string]bool // functions refused for calling themselves
	expansions int
	dwWarned   bool // dw_ustack's unstable-feature warning was given

	// Where each map (of the program) and each variable (of the instance)
	// got its types: the notes of the errors that conflict with them.
	mapOrigins map[string]*mapOrigin
	varOrigins map[string]origin

	configVals map[string]string // config variables set, by name: the value as set
}

// origin is the place that gave a map or a variable a type, and the type.
type origin struct {
	span source.Span
	t    *types.Type
}

// mapOrigin is where a map's key type comes from and the value type
// assigned at Map.Pos: its first assignment, or the first one that typed
// what the ones before left unknown (a read of a map typed later).
type mapOrigin struct {
	key   origin
	value *types.Type
}

// Check checks p.
func Check(f *source.File, p *ast.Program, opts Options) (*Program, source.Diagnostics) {
	if opts.MaxStrlen == 0 {
		opts.MaxStrlen = 64
	}
	c := &checker{opts: opts, macros: map[string]*ast.MacroDecl{}, mapOrigins: map[string]*mapOrigin{}}
	c.prog = &Program{File: f, AST: p, Newest: opts.Newest, Maps: map[string]*Map{},
		Records: map[string]*types.Type{}, Enums: map[string]int64{}, EnumTypes: map[string]*types.Type{}, MaxStrlen: opts.MaxStrlen, PidNS: opts.PidNS}
	c.config(p)
	for _, m := range p.Macros {
		c.macros[m.Name] = m
	}
	c.declFns(p)
	c.declTypes(p)
	c.entryValues(p)
	c.resolveProbes(p)
	if c.diags.HasErrors() {
		c.diags.Sort()
		return nil, c.diags
	}
	// Map types are learned from assignments anywhere in the program, and
	// an assignment may read other maps (or the map itself): the passes
	// before the last repeat until no map's type changes, then the last
	// pass checks for real.
	prev := ""
	for pass := 0; !c.final; pass++ {
		c.final = pass == maxPasses-1 || pass > 0 && c.mapTypes() == prev
		prev = c.mapTypes()
		c.prog.Printfs = nil
		c.prog.SkbOutputs = nil
		saved := len(c.diags)
		for _, in := range c.prog.Instances {
			c.checkInstance(in)
		}
		if !c.final {
			c.diags = c.diags[:saved]
		}
	}
	c.unknownMapTypes()
	c.mapDecls(p)
	c.hideEntryMaps()
	c.filterProbes()
	for name := range c.prog.Maps {
		c.prog.MapNames = append(c.prog.MapNames, name)
	}
	sort.Strings(c.prog.MapNames)
	c.diags.Sort()
	if c.diags.HasErrors() {
		return nil, c.diags
	}
	return c.prog, c.diags
}

// filterProbes leaves out of the program, once checked, the targets
// --probe-filter does not match: newest bpftrace compiles every probe
// (errors in a filtered one are reported) and then neither loads nor
// attaches the filtered ones (#5011). BEGIN, END and self:signal stay.
func (c *checker) filterProbes() {
	f := c.opts.ProbeFilter
	if f == nil {
		return
	}
	var kept []*Instance
	for _, in := range c.prog.Instances {
		if in.Added {
			continue // keepEntryProbes
		}
		switch in.Ctx.Trigger {
		case point.TriggerBegin, point.TriggerEnd, point.TriggerSignal:
			kept = append(kept, in)
			continue
		}
		var targets []point.Target
		var names []string
		for i, t := range in.Targets {
			if f.MatchString(t.Name) {
				targets = append(targets, t)
				if in.Names != nil {
					names = append(names, in.Names[i])
				}
			}
		}
		if len(targets) > 0 {
			in.Targets, in.Names = targets, names
			kept = append(kept, in)
		}
	}
	c.prog.Instances = c.keepEntryProbes(kept)
}

// unknownMapTypes refuses, in a program checked without errors, a map
// whose key or value still holds a type no pass learned: the runtime
// could only print it as <invalid>, a number the user cannot trust.
func (c *checker) unknownMapTypes() {
	if c.diags.HasErrors() {
		return
	}
	for _, name := range sortedKeys(c.prog.Maps) {
		m := c.prog.Maps[name]
		switch {
		case m.Key != nil && unknown(m.Key):
			c.diags.Errorf(c.mapOrigins[name].key.span, "cannot tell the type of map %s's key: %s", name, m.Key)
		case unknown(m.Value):
			c.diags.Errorf(m.Pos, "cannot tell the type of map %s's value: %s", name, m.Value)
		}
	}
}

// unknown reports whether t, or an element of a tuple t, is Invalid.
func unknown(t *types.Type) bool {
	if t.Kind == types.Invalid {
		return true
	}
	if t.Kind == types.Tuple {
		for _, f := range t.Fields {
			if unknown(f.Type) {
				return true
			}
		}
	}
	return false
}

// maxPasses bounds the checking passes: each learns the types of maps
// assigned from maps typed by the one before, so only chains of copies
// this long in reverse order need them all.
const maxPasses = 10

// mapTypes spells every map's key and value types, to tell when a pass
// learned nothing new.
func (c *checker) mapTypes() string {
	var b strings.Builder
	for _, name := range sortedKeys(c.prog.Maps) {
		m := c.prog.Maps[name]
		fmt.Fprintf(&b, "%s[%v]=%v/%v;", name, m.Key, m.Value, m.Value == untyped)
	}
	return b.String()
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func (c *checker) errorf(n ast.Node, format string, args ...any) *source.Diagnostic {
	if !c.final {
		return &source.Diagnostic{}
	}
	return c.diags.Errorf(span(n), format, args...)
}

// warnf reports a warning once: a probe checked for several contexts
// (instances) says it once.
func (c *checker) warnf(n ast.Node, format string, args ...any) *source.Diagnostic {
	if !c.final {
		return &source.Diagnostic{}
	}
	msg := fmt.Sprintf(format, args...)
	for i := range c.diags {
		if d := &c.diags[i]; d.Severity == source.Warning && d.Span == span(n) && d.Msg == msg {
			return &source.Diagnostic{}
		}
	}
	return c.diags.Warnf(span(n), "%s", msg)
}

// deadIf runs check, as dead code when dead is true.
func (c *checker) deadIf(dead bool, check func()) {
	if dead {
		c.dead++
		defer func() { c.dead-- }()
	}
	check()
}

func span(n ast.Node) source.Span { return source.Span{Lo: n.Pos(), Hi: n.End()} }

// resolveProbes expands attach points and groups targets by context.
func (c *checker) resolveProbes(p *ast.Program) {
	if c.opts.Env == nil {
		c.diags.Errorf(source.Span{}, "internal error: no probe environment")
		return
	}
	// Every probe's targets and contexts first: whether targets share a
	// program (point.Context.Shared) depends on how many the script has.
	type resolved struct {
		targets []point.Target
		ctxs    []*point.Context
		missing source.Diagnostics
	}
	probes := make([]resolved, len(p.Probes))
	for i, pr := range p.Probes {
		r := &probes[i]
		// An attach point that names nothing here is an error, or skipped
		// (with a warning or silently: missing_probes) when another one of
		// the same probe resolves (kprobe:blk_account_io_start,
		// kprobe:__blk_account_io_start); it is an error when none does.
		for _, ap := range pr.Attach {
			raw, ok := c.substitutePositionals(ap)
			if !ok {
				continue
			}
			ts, err := c.opts.Env.Resolve(raw)
			if err != nil {
				if u, ok := err.(*point.UnknownProviderError); ok {
					d := c.diags.Errorf(ap.Span, "%v", err)
					if s := source.Suggest(u.Name, point.Names()); s != "" {
						d.Help = fmt.Sprintf("did you mean %q?", s)
					}
					continue
				}
				d := r.missing.Errorf(ap.Span, "%v", err)
				var h interface{ Help() string }
				if errors.As(err, &h) {
					d.Help = h.Help()
				}
				continue
			}
			if len(ts) == 0 {
				r.missing.Errorf(ap.Span, "no probes match %q", raw)
				continue
			}
			for _, t := range ts {
				ctx, err := c.opts.Env.Context(t)
				if err != nil {
					r.missing.Errorf(ap.Span, "%s: %v", t.Name, err)
					continue
				}
				r.targets = append(r.targets, t)
				r.ctxs = append(r.ctxs, ctx)
			}
		}
	}
	var all []*point.Context
	var names []string
	var kstacks []bool
	for i, r := range probes {
		all = append(all, r.ctxs...)
		kstack := mentionsKstack(p.Probes[i]) || c.fnsMention(mentionsKstack)
		for _, t := range r.targets {
			names = append(names, t.Name)
			kstacks = append(kstacks, kstack)
		}
	}
	ctxs := make([][]*point.Context, len(probes))
	for i, r := range probes {
		ctxs[i] = r.ctxs
	}
	if !c.iterAlone(p, ctxs) {
		return
	}
	c.share(all, names, kstacks)
	for i := range probes {
		n := copy(probes[i].ctxs, all)
		all = all[n:]
	}
	for i, pr := range p.Probes {
		r := probes[i]
		type group struct {
			ctx     *point.Context
			targets []point.Target
		}
		var groups []*group
		usesProbe := mentionsVar(pr, VarProbe) || c.fnsMention(func(n ast.Node) bool { return mentionsVar(n, VarProbe) })
		// Targets attached with cookies (uprobe_multi) share a program
		// whatever their args (DWARF gives each function its own) where
		// the probe reads none; a macro might.
		anyArgs := mentionsVar(pr, VarArgs) || mentionsVar(pr, VarLocals) ||
			slices.ContainsFunc(p.Macros, func(m *ast.MacroDecl) bool { return mentionsVar(m, VarArgs) || mentionsVar(m, VarLocals) })
		anyRetval := mentionsVar(pr, VarRetval) || slices.ContainsFunc(p.Macros, func(m *ast.MacroDecl) bool { return mentionsVar(m, VarRetval) })
	targets:
		for j, t := range r.targets {
			ctx := r.ctxs[j]
			// A Go function's retval may be its first result, a string.
			fields := anyArgs || ctx.Go && ctx.Retval && mentionsVar(pr, VarRetval)
			if fields {
				ctx.LoadFields()
			}
			if ctx.Retval && anyRetval {
				// Functions returning a float share a program of their
				// own, whose retval is diagnosed (varRetval).
				ctx.LoadRetFloat()
			}
			if !usesProbe || ctx.Cookie {
				for _, g := range groups {
					if sameContext(g.ctx, ctx, fields || !ctx.Cookie) {
						g.targets = append(g.targets, t)
						continue targets
					}
				}
			}
			groups = append(groups, &group{ctx: ctx, targets: []point.Target{t}})
		}
		for _, d := range r.missing {
			switch {
			case len(groups) == 0:
			case c.opts.MissingProbes == MissingIgnore:
				continue
			case c.opts.MissingProbes == MissingWarn:
				d.Severity = source.Warning
				d.Msg += " (attach point skipped)"
			default:
				d.Notes = append(d.Notes, source.Note{Msg: `config = { missing_probes = "warn" } skips it with a warning`})
			}
			c.diags = append(c.diags, d)
		}
		for _, g := range groups {
			name := g.targets[0].Name
			if len(pr.Attach) == 1 && !usesProbe {
				name = pr.Attach[0].Raw
			}
			in := &Instance{Probe: pr, Index: i, Targets: g.targets, Ctx: g.ctx, Name: name, Added: c.entryProbes[pr] != nil}
			if usesProbe && len(g.targets) > 1 {
				for _, t := range g.targets {
					in.Names = append(in.Names, t.Name)
				}
			}
			c.prog.Instances = append(c.prog.Instances, in)
		}
	}
}

// iterAlone checks what newest bpftrace says of iterators (docs/language.md,
// "iterator"): an iterator probe has one attach point, without wildcards,
// and no other probe the kernel runs is in the script (BEGIN and END may
// be). ctxs are each probe's targets' contexts.
func (c *checker) iterAlone(p *ast.Program, ctxs [][]*point.Context) bool {
	iter, others := -1, -1
	for i, cs := range ctxs {
		for _, ctx := range cs {
			switch {
			case ctx.Iter:
				iter = i
			case ctx.Trigger == point.TriggerKernel:
				others = i
			}
		}
	}
	if iter < 0 {
		return true
	}
	pr := p.Probes[iter]
	if len(pr.Attach) > 1 || len(ctxs[iter]) > 1 {
		for _, ap := range pr.Attach {
			if point.HasWildcard(ap.Raw) {
				c.diags.Errorf(ap.Span, "iter probe type does not support wildcards")
				return false
			}
		}
		c.diags.Errorf(pr.Attach[0].Span, "Only single iter attach point is allowed.")
		return false
	}
	if others >= 0 {
		d := c.diags.Errorf(p.Probes[others].Attach[0].Span, "an iterator probe can't be mixed with other probes")
		d.Notes = append(d.Notes, source.Note{Span: pr.Attach[0].Span, Msg: "the iterator probe is here"})
		return false
	}
	return true
}

// share replaces, in ctxs (of the targets named in names), the contexts
// that have a shared alternative by it where at least its Dispatch.Min
// different targets of the script share its event: their code then runs
// in one program on that event. Targets of probes that take kernel stacks
// (kstacks) stay where the dispatch says stacks differ. A task flag the
// shared program tests is located in the kernel's BTF here; where it
// cannot be, the targets stay as they are.
func (c *checker) share(ctxs []*point.Context, names []string, kstacks []bool) {
	for i, ctx := range ctxs {
		if sh := ctx.Shared; sh != nil && kstacks[i] && sh.Dispatch.OwnKstack {
			ctxs[i] = &point.Context{}
			*ctxs[i] = *ctx
			ctxs[i].Shared = nil
		}
	}
	counts := map[string]map[string]bool{}
	for i, ctx := range ctxs {
		if sh := ctx.Shared; sh != nil {
			ev := sh.Dispatch.Event.Name
			if counts[ev] == nil {
				counts[ev] = map[string]bool{}
			}
			counts[ev][names[i]] = true
		}
	}
	resolved := map[*point.TaskFlag]*point.TaskFlag{}
	for i, ctx := range ctxs {
		sh := ctx.Shared
		if sh == nil || len(counts[sh.Dispatch.Event.Name]) < sh.Dispatch.Min {
			continue
		}
		if f := sh.Dispatch.Skip; f != nil && f.Offset < 0 {
			r, ok := resolved[f]
			if !ok {
				r = c.taskFlag(f)
				resolved[f] = r
			}
			if r == nil {
				continue
			}
			cp, d := *sh, *sh.Dispatch
			d.Skip, cp.Dispatch = r, &d
			sh = &cp
		}
		ctxs[i] = sh
	}
}

// taskFlag locates f's member in the kernel's struct task_struct, or
// returns nil when the environment cannot.
func (c *checker) taskFlag(f *point.TaskFlag) *point.TaskFlag {
	k, ok := c.opts.Env.(interface {
		KernelOffset(structName, path string) (uint32, error)
	})
	if !ok {
		return nil
	}
	off, err := k.KernelOffset("task_struct", f.Member)
	if err != nil {
		return nil
	}
	r := *f
	r.Offset = int(off)
	return &r
}

func (c *checker) substitutePositionals(ap *ast.AttachPoint) (string, bool) {
	raw := ap.Raw
	if !strings.Contains(raw, "$") {
		return raw, true
	}
	var b strings.Builder
	for i := 0; i < len(raw); i++ {
		if raw[i] == '$' && i+1 < len(raw) && raw[i+1] >= '1' && raw[i+1] <= '9' {
			j := i + 1
			for j < len(raw) && raw[j] >= '0' && raw[j] <= '9' {
				j++
			}
			n, _ := strconv.Atoi(raw[i+1 : j])
			if n > len(c.opts.Positional) {
				c.diags.Errorf(ap.Span, "positional parameter $%d not provided", n)
				return "", false
			}
			b.WriteString(c.opts.Positional[n-1])
			i = j - 1
			continue
		}
		b.WriteByte(raw[i])
	}
	return b.String(), true
}

// sameContext reports whether one program serves both contexts; fields
// false leaves args out (a probe that reads none).
func sameContext(a, b *point.Context, fields bool) bool {
	if a.ProgType != b.ProgType || a.AttachType != b.AttachType || a.AttachTo != b.AttachTo || a.Cookie != b.Cookie || a.PidFilter != b.PidFilter ||
		a.Trigger != b.Trigger || a.Signal != b.Signal || a.Result != b.Result || a.CtxStruct != b.CtxStruct || a.Iter != b.Iter || a.IterObject != b.IterObject ||
		a.ArgN != b.ArgN || a.NumArgs != b.NumArgs || a.Retval != b.Retval || a.RetFloat.Type != b.RetFloat.Type || a.RetFloat.Reg != b.RetFloat.Reg || a.Timer != b.Timer || a.Go != b.Go ||
		a.UserArgs != b.UserArgs || a.TracefsEvents != b.TracefsEvents || !a.Dispatch.Same(b.Dispatch) ||
		fields && len(a.Fields) != len(b.Fields) || len(a.ArgLocs) != len(b.ArgLocs) {
		return false
	}
	for i := range a.Fields {
		if !fields {
			break
		}
		if a.Fields[i] != b.Fields[i] {
			return false
		}
	}
	for i := range a.ArgLocs {
		if a.ArgLocs[i] != b.ArgLocs[i] {
			return false
		}
	}
	return true
}

// mentionsKstack reports whether n takes a kernel stack: kstack, or
// kstack().
func mentionsKstack(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok && LookupBuiltin(c.Func) == FnKstack {
			found = true
		}
		found = found || isVar(n, VarKstack)
		return !found
	})
	return found
}

// mentionsVar reports whether the builtin variable v appears in n.
func mentionsVar(n ast.Node, v BuiltinVar) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		found = found || isVar(n, v)
		return !found
	})
	return found
}

// isVar reports whether n is the builtin variable v, before n is checked
// (after, Instance.Idents says).
func isVar(n ast.Node, v BuiltinVar) bool {
	id, ok := n.(*ast.Ident)
	if !ok {
		return false
	}
	ref, ok := LookupBuiltinVar(id.Name)
	return ok && ref.Var == v
}

func (c *checker) checkInstance(in *Instance) {
	c.inst = in
	in.Types = map[ast.Expr]*types.Type{}
	in.Consts = map[ast.Expr]int64{}
	in.Strs = map[ast.Expr]string{}
	in.Calls = map[*ast.CallExpr]*Call{}
	in.Vars = map[string]*types.Type{}
	in.Idents = map[*ast.Ident]VarRef{}
	in.IdentExprs = map[*ast.Ident]ast.Expr{}
	in.VarSlots = map[*ast.VarExpr]string{}
	in.Fields = map[*ast.FieldExpr]*FieldRef{}
	in.Casts = map[ast.Expr]*types.Type{}
	in.GoStrings = map[ast.Expr]*types.Type{}
	c.varOrigins = map[string]origin{}
	c.scope = scopes{}
	if in.Probe.Pred != nil {
		t := c.expr(in.Probe.Pred)
		if t.Kind != types.Invalid && !t.IsInt() && t.Kind != types.Pointer && !c.floatOp(in.Probe.Pred, "a truth value", t) {
			c.errorf(in.Probe.Pred, "predicate must be an integer, found %s", t)
		}
	}
	c.block(in.Probe.Body)
}

func (c *checker) block(b *ast.Block) {
	c.enterScope()
	for _, s := range b.Stmts {
		c.stmt(s)
	}
	c.leaveScope()
}

func (c *checker) stmt(s ast.Stmt) {
	switch s := s.(type) {
	case *ast.Block:
		c.block(s)
	case *ast.ExprStmt:
		c.exprStmt(s.X)
	case *ast.AssignStmt:
		c.assign(s)
	case *ast.LetStmt:
		if !c.declareLet(s) {
			if s.Value != nil {
				c.expr(s.Value)
			}
			return
		}
		if s.Type == nil && s.Value == nil && c.opts.Newest {
			// let $x; takes its type from its first assignment
			return
		}
		var t *types.Type
		if s.Type != nil {
			t = c.valueType(s.Type)
		}
		if s.Value != nil {
			vt := c.expr(s.Value)
			if t == nil {
				t = vt
			} else if !c.assignable(t, vt) {
				c.errorf(s.Value, "cannot assign %s to %s of type %s", vt, s.Var.Name, t)
			}
		}
		if t == nil {
			t = types.I64
		}
		c.setVar(s.Var, t)
	case *ast.IfStmt:
		// A branch a constant condition never takes is dead: fail()
		// there is no error.
		c.cond(s.Cond)
		v, isConst := c.constCond(s.Cond)
		c.deadIf(isConst && !v, func() { c.block(s.Then) })
		if s.Else != nil {
			c.deadIf(isConst && v, func() { c.stmt(s.Else) })
		}
	case *ast.UnrollStmt:
		c.expr(s.Count) // folds positionals: unroll($1)
		n, ok := c.constInt(s.Count)
		if !ok {
			c.errorf(s.Count, "unroll count must be an integer constant")
		} else if n < 1 {
			c.errorf(s.Count, "unroll minimum value is 1")
		} else if n > 100 {
			c.errorf(s.Count, "unroll maximum value is 100")
		} else {
			c.inst.Consts[s.Count] = n
		}
		c.block(s.Body)
	case *ast.WhileStmt:
		c.cond(s.Cond)
		c.loops++
		c.block(s.Body)
		c.loops--
	case *ast.ForStmt:
		c.enterScope() // the loop's variable
		defer c.leaveScope()
		if s.Map != nil {
			m := c.prog.Maps[s.Map.Name]
			if m == nil {
				c.errorf(s.Map, "undefined map %s", s.Map.Name)
				c.setVar(s.Var, types.InvalidType)
			} else {
				m.Used = true
				k := m.Key
				if k == nil {
					k = types.I64
				}
				c.setVar(s.Var, types.TupleOf([]*types.Type{k, c.readType(m.Value)}))
			}
		} else {
			lo, hi := c.expr(s.Lo), c.expr(s.Hi)
			if !lo.IsInt() || !hi.IsInt() {
				c.errorf(s.Lo, "range bounds must be integers")
			}
			c.setVar(s.Var, types.I64)
		}
		c.loops++
		c.block(s.Body)
		c.loops--
	case *ast.JumpStmt:
		if s.Kind == "return" && len(c.fnStack) > 0 {
			c.fnReturn(s)
			break
		}
		if s.Kind != "return" && c.loops == 0 {
			c.errorf(s, "%s outside of a loop", s.Kind)
		}
		if s.Value != nil {
			c.verdict(s.Value)
		}
	case *ast.BadStmt:
	default:
		c.errorf(s, "unsupported statement")
	}
}

func (c *checker) cond(e ast.Expr) {
	t := c.expr(e)
	if t.Kind != types.Invalid && !t.IsInt() && t.Kind != types.Pointer && !c.floatOp(e, "a truth value", t) {
		c.errorf(e, "condition must be an integer, found %s", t)
	}
}

func (c *checker) exprStmt(e ast.Expr) {
	switch e := e.(type) {
	case *ast.CallExpr:
		c.call(e, true)
		return
	case *ast.MapExpr:
		// bare "@x;" does nothing, like bpftrace
		c.expr(e)
		return
	}
	c.expr(e)
}

func (c *checker) setVar(v *ast.VarExpr, t *types.Type) {
	c.declare(v)
	slot := c.slot(v)
	if old, ok := c.inst.Vars[slot]; ok && old.Kind != types.Invalid {
		if !c.assignable(old, t) {
			d := c.errorf(v, "type mismatch for %s: assigning %s, previously %s", v.Name, t, old)
			d.Notes, d.Help = c.varNote(v), recordHelp(old, t)
			return
		}
		if !c.opts.Newest && old.Kind == types.Int && t.Kind == types.Int {
			// 0.17's variable keeps its first integer type (what
			// another width stores: codegen's assignVar017).
			return
		}
		c.inst.Vars[slot] = widen(c.intSign(slot, old, t), t)
		return
	}
	c.firstInt(slot)
	c.inst.Vars[slot] = t
	c.inst.Types[v] = t
	c.varOrigins[slot] = origin{span(v), t}
}

// varNote points at where variable v got its type.
func (c *checker) varNote(v *ast.VarExpr) []source.Note {
	o, ok := c.varOrigins[c.slot(v)]
	if !ok {
		return nil
	}
	return []source.Note{{Span: o.span, Msg: fmt.Sprintf("%s was first assigned %s here", v.Name, o.t)}}
}

// mapNote points at where map name got its value type (key: its key type).
func (c *checker) mapNote(name string, key bool) []source.Note {
	m, o := c.prog.Maps[name], c.mapOrigins[name]
	switch {
	case m == nil || o == nil:
		return nil
	case key && o.key.t == nil:
		return []source.Note{{Span: m.Pos, Msg: fmt.Sprintf("%s was first assigned without a key here", name)}}
	case key:
		return []source.Note{{Span: o.key.span, Msg: fmt.Sprintf("%s was first used with a key of type %s here", name, o.key.t)}}
	}
	return []source.Note{{Span: m.Pos, Msg: fmt.Sprintf("%s was first assigned %s here", name, describe(o.value))}}
}

// widen returns the type that holds values of both a and b (strings of
// different bounds, ints of different widths). Where a is not known yet
// (Invalid: it read a map a later assignment types, in an earlier pass),
// b's type takes its place, element by element in a tuple: @c[@n, comm]
// before @n's first assignment in program order is keyed by @n's type.
func widen(a, b *types.Type) *types.Type {
	switch {
	case a.Kind == types.Invalid && b.Kind != types.Invalid:
		return b
	case a.Kind == types.String && b.Kind == types.String && b.Size > a.Size:
		return b
	case a.Kind == types.Buffer && b.Kind == types.Buffer && b.Size > a.Size:
		return b
	case a.Kind == types.Int && b.Kind == types.Int && b.Size > a.Size:
		return types.IntOf(b.Size, a.Signed)
	case a.Kind == types.Tuple && b.Kind == types.Tuple && len(a.Fields) == len(b.Fields):
		var elems []*types.Type
		changed := false
		for i := range a.Fields {
			w := widen(a.Fields[i].Type, recordPeer(a, b, i).Type)
			changed = changed || w != a.Fields[i].Type
			elems = append(elems, w)
		}
		if changed {
			return types.Retuple(a, elems)
		}
	}
	return a
}

// assignable reports whether a value of type v can be stored where dst is.
func (c *checker) assignable(dst, v *types.Type) bool {
	if dst.Kind == types.Invalid || v.Kind == types.Invalid {
		return true
	}
	if dst.IsInt() && v.IsInt() {
		return true
	}
	if dst.Kind == types.Tuple && v.Kind == types.Tuple {
		if len(dst.Fields) != len(v.Fields) || dst.Named() != v.Named() || dst.Named() && !types.SameFields(dst, v) {
			return false
		}
		for i := range dst.Fields {
			if !c.assignable(dst.Fields[i].Type, recordPeer(dst, v, i).Type) {
				return false
			}
		}
		return true
	}
	if dst.Kind != v.Kind {
		return false
	}
	if dst.Kind == types.Pointer || dst.Kind == types.Record {
		return true
	}
	return true
}

// storedType is how a value of t is kept in a map: integers widen to 64 bits.
func storedType(t *types.Type) *types.Type {
	switch t.Kind {
	case types.Int:
		return types.IntOf(8, t.Signed)
	case types.Bool, types.Enum:
		return t
	case types.Tuple:
		var elems []*types.Type
		for _, f := range t.Fields {
			elems = append(elems, storedType(f.Type))
		}
		return types.Retuple(t, elems)
	}
	return t
}

// readType is the type of reading a map value in an expression.
func (c *checker) readType(v *types.Type) *types.Type {
	if v.Kind == types.Agg {
		switch v.Agg {
		case types.AggCount:
			return types.U64
		case types.AggSum, types.AggMin, types.AggMax, types.AggAvg:
			return types.IntOf(8, v.AggSigned())
		}
		return types.InvalidType
	}
	return v
}

func (c *checker) assign(s *ast.AssignStmt) {
	defer c.assigning(s)()
	switch lhs := s.LHS.(type) {
	case *ast.MapExpr:
		if call, ok := s.RHS.(*ast.CallExpr); ok && s.Op == "=" && isAggregation(call.Func) {
			vt := c.aggregation(call, lhs)
			c.defineMap(lhs, vt)
			return
		}
		vt := c.expr(s.RHS)
		if s.Op != "=" {
			m := c.prog.Maps[lhs.Name]
			if m != nil && m.Value.Kind == types.Agg {
				// sonde's own: count() and sum() maps take += and -=.
				if m.Value.Agg != types.AggCount && m.Value.Agg != types.AggSum {
					c.errorf(s, "cannot use %s on a map of %s()", s.Op, m.Value.Agg)
					return
				}
				if !vt.IsInt() {
					c.errorf(s.RHS, "%s needs an integer, found %s", s.Op, vt)
				}
				c.defineMap(lhs, m.Value)
				return
			}
			// @m op= v is @m = @m op v, read and written once: a map not
			// typed yet is an unsigned integer, a pointer moves by elements.
			cur := untyped
			if m != nil {
				cur = m.Value
			}
			c.defineMap(lhs, storedType(c.binaryType(s, s.Op[:len(s.Op)-1], cur, vt)))
			return
		}
		if vt.Kind == types.Void {
			c.errorf(s.RHS, "expression has no value")
			return
		}
		if vt.Kind == types.Agg {
			c.errorf(s.RHS, "cannot assign an aggregation; assign the call directly: @x = count()")
			return
		}
		c.defineMap(lhs, storedType(vt))
	case *ast.VarExpr:
		vt := c.expr(s.RHS)
		if s.Op != "=" {
			// $x op= v is $x = $x op v; $x keeps its type.
			c.letDefault(lhs)
			if old, ok := c.inst.Vars[c.slot(lhs)]; !ok {
				c.errorf(lhs, "undefined variable %s", lhs.Name)
			} else if !c.inScope(lhs) {
				// reported
			} else if t := c.binaryType(s, s.Op[:len(s.Op)-1], old, vt); t.Kind != types.Invalid && t.Kind != old.Kind && !(t.IsInt() && old.IsInt()) {
				c.errorf(s, "type mismatch for %s: assigning %s, previously %s", lhs.Name, t, old).Notes =
					c.varNote(lhs)
			} else if t.IsInt() {
				c.promote(lhs, t.Signed)
			}
			c.inst.Types[lhs] = c.inst.Vars[c.slot(lhs)]
			return
		}
		if vt.Kind == types.Void || vt.Kind == types.Agg {
			c.errorf(s.RHS, "expression has no value that can be stored in a variable")
			vt = types.InvalidType
		}
		c.setVar(lhs, vt)
		c.inst.Types[lhs] = c.inst.Vars[c.slot(lhs)]
	default:
		c.errorf(s.LHS, "cannot assign to this expression")
		c.expr(s.RHS)
	}
}

// defineMap records (or checks) the type of a map from an assignment.
func (c *checker) defineMap(m *ast.MapExpr, v *types.Type) {
	key := c.mapKey(m)
	old := c.prog.Maps[m.Name]
	if old == nil {
		c.prog.Maps[m.Name] = &Map{Name: m.Name, Key: key, Value: v, Pos: span(m)}
		c.firstInt(m.Name)
		c.inst.Types[m] = v
		c.mapOrigins[m.Name] = &mapOrigin{key: origin{keySpan(m), key}, value: v}
		return
	}
	// A type not known yet (an earlier assignment read a map typed later,
	// or was an error) gives way to this one.
	o := c.mapOrigins[m.Name]
	if old.Key != nil && old.Key.Kind == types.Invalid && key != nil {
		old.Key = key
		o.key = origin{keySpan(m), key}
	}
	if old.Value.Kind == types.Invalid && v.Kind != types.Invalid {
		old.Value, old.Pos = v, span(m)
		o.value = v
	}
	if (old.Key == nil) != (key == nil) {
		if old.Key == nil {
			c.errorf(m, "map %s is used without a key elsewhere", m.Name).Notes = c.mapNote(m.Name, true)
		} else {
			c.errorf(m, "map %s is used with a key elsewhere", m.Name).Notes = c.mapNote(m.Name, true)
		}
	} else if key != nil && old.Key.Kind != types.Invalid && key.Kind != types.Invalid {
		if !c.assignable(old.Key, key) || old.Key.Kind != key.Kind {
			c.errorf(m, "map %s key type mismatch: %s, previously %s", m.Name, key, old.Key).Notes = c.mapNote(m.Name, true)
		} else {
			old.Key = widen(old.Key, key)
		}
	}
	if v.Kind == types.Invalid {
		// reported where it was found
	} else if old.Value.Kind == types.Agg || v.Kind == types.Agg {
		if old.Value.Kind != v.Kind || old.Value.Agg != v.Agg {
			c.errorf(m, "map %s holds %s, cannot also hold %s", m.Name, describe(old.Value), describe(v)).Notes = c.mapNote(m.Name, false)
		} else if (v.Agg == types.AggLHist || v.Agg == types.AggLLHist) && old.Value.LHist != v.LHist {
			c.errorf(m, "%s() of map %s has different bounds elsewhere", v.Agg, m.Name).Notes = c.mapNote(m.Name, false)
		} else if v.Agg == types.AggTseries && old.Value.LHist != v.LHist {
			c.errorf(m, "tseries() of map %s has a different interval, length or mode elsewhere", m.Name).Notes = c.mapNote(m.Name, false)
		}
	} else if !c.assignable(old.Value, v) || old.Value.Kind != v.Kind && !(old.Value.IsInt() && v.IsInt()) {
		d := c.errorf(m, "type mismatch for %s: assigning %s, previously %s", m.Name, v, old.Value)
		d.Notes, d.Help = c.mapNote(m.Name, false), recordHelp(old.Value, v)
	} else {
		old.Value = widen(c.intSign(m.Name, old.Value, v), v)
	}
	c.inst.Types[m] = old.Value
}

// keySpan is the subscript of m: from its first key to its last.
func keySpan(m *ast.MapExpr) source.Span {
	if len(m.Keys) == 0 {
		return span(m)
	}
	return source.Join(span(m.Keys[0]), span(m.Keys[len(m.Keys)-1]))
}

func describe(t *types.Type) string {
	if t.Kind == types.Agg {
		return t.Agg.String() + "()"
	}
	return t.String()
}

// mapKinds are the map types a declaration can name: whether each keeps
// a value per CPU, and whether the kernel evicts old keys when it is full.
var mapKinds = map[string]struct{ perCPU, lru bool }{
	"hash": {false, false}, "lruhash": {false, true},
	"percpuhash": {true, false}, "percpulruhash": {true, true}, "percpuarray": {true, false},
}

// mapDecls checks `let @x = kind(n);` declarations against the maps'
// uses. Aggregations keep per-CPU values whatever the declaration says
// (that is how sonde makes them cheap); a per-CPU kind for a map of plain
// values, or percpuarray for a map with keys, is refused.
func (c *checker) mapDecls(p *ast.Program) {
	seen := map[string]*ast.MapDecl{}
	for _, d := range p.MapDecls {
		if first := seen[d.Name]; first != nil {
			c.errorf(d, "map %s is declared twice", d.Name).Note(span(first), "%s was first declared here", d.Name)
			continue
		}
		seen[d.Name] = d
		kind, ok := mapKinds[d.Kind]
		if !ok {
			names := make([]string, 0, len(mapKinds))
			for k := range mapKinds {
				names = append(names, k)
			}
			diag := c.diags.Errorf(d.KindSpan, "unknown map type %q (hash, lruhash, percpuhash, percpulruhash or percpuarray)", d.Kind)
			if s := source.Suggest(d.Kind, names); s != "" {
				diag.Help = fmt.Sprintf("did you mean %q?", s)
			}
			continue
		}
		n, ok := c.constExprNoInst(d.Entries)
		if !ok || n < 1 || n > 1<<24 {
			c.errorf(d.Entries, "map size must be a constant from 1 to %d", 1<<24)
			continue
		}
		m := c.prog.Maps[d.Name]
		if m == nil {
			c.diags.Warnf(d.Span, "map %s is declared but never used", d.Name)
			continue
		}
		switch {
		case kind.perCPU && m.Value.Kind != types.Agg:
			c.errorf(d, "%s keeps a value per CPU: %s must hold an aggregation such as count() or sum(), not %s", d.Kind, d.Name, m.Value)
			continue
		case d.Kind == "percpuarray" && m.Key != nil:
			c.errorf(d, "percpuarray is for a map without keys; %s has keys of type %s", d.Name, m.Key)
			continue
		}
		m.LRU, m.Entries = kind.lru, int(n)
	}
}

// copyable reports whether a value of t can be copied into a map, a tuple
// or a print() record: every type but a record whose layout is unknown
// (the context record args, or a C type no BTF or DWARF resolved).
func (c *checker) copyable(t *types.Type) bool {
	if t.Kind != types.Record {
		return true
	}
	if t.Context {
		return false
	}
	c.resolveRecord(t)
	return t.BTF != nil || len(t.Fields) > 0
}

// mapKey types the subscript of m, or nil without one.
func (c *checker) mapKey(m *ast.MapExpr) *types.Type {
	if m.Keys == nil {
		return nil
	}
	var elems []*types.Type
	for _, k := range m.Keys {
		t := c.expr(k)
		switch {
		case t.Kind == types.Invalid:
		case t.Kind == types.Void || t.Kind == types.Agg:
			c.errorf(k, "cannot use %s as a map key", t)
			t = types.InvalidType
		case !c.copyable(t):
			c.errorf(k, "cannot use %s as a map key", t)
			t = types.InvalidType
		}
		elems = append(elems, storedType(t))
	}
	if len(elems) == 1 {
		return elems[0]
	}
	return types.TupleOf(elems)
}

// untyped is the type of reading a map no assignment has typed yet, in
// the passes before the last: a later pass may know it. Arithmetic takes
// it for an unsigned 64-bit integer, as bpftrace does (its maps start out
// untyped, and @x = @x + 1 makes @x a uint64). It is Invalid to everything
// else, so it is never reported; the last pass reports the map undefined.
var untyped = &types.Type{Kind: types.Invalid}

// operand is the type t takes as an operand of arithmetic.
func operand(t *types.Type) *types.Type {
	if t == untyped {
		return types.U64
	}
	return t
}

// mapRead types a read of m.
func (c *checker) mapRead(m *ast.MapExpr) *types.Type {
	old := c.prog.Maps[m.Name]
	if old == nil && !c.final {
		for _, k := range m.Keys {
			c.expr(k)
		}
		return untyped
	}
	if old == nil || old.Value == untyped && c.final {
		d := c.errorf(m, "undefined map %s", m.Name)
		var names []string
		for n, other := range c.prog.Maps {
			if n != m.Name && other.Value != untyped {
				names = append(names, n)
			}
		}
		if s := source.Suggest(m.Name, names); s != "" {
			d.Help = fmt.Sprintf("did you mean %s?", s)
		}
		for _, k := range m.Keys {
			c.expr(k)
		}
		return types.InvalidType
	}
	old.Used = true
	key := c.mapKey(m)
	switch {
	case (old.Key == nil) != (key == nil):
		if old.Key == nil {
			c.errorf(m, "map %s has no key", m.Name).Notes = c.mapNote(m.Name, true)
		} else {
			c.errorf(m, "map %s needs a key", m.Name).Notes = c.mapNote(m.Name, true)
		}
	case key != nil && old.Key.Kind != types.Invalid && key.Kind != types.Invalid &&
		(old.Key.Kind != key.Kind || !c.assignable(old.Key, key)):
		c.errorf(m, "map %s key type mismatch: %s, previously %s", m.Name, key, old.Key).Notes = c.mapNote(m.Name, true)
	}
	return old.Value
}

// verdict checks `return VALUE`: only where the program's return value is
// the kernel's verdict (lsm: 0 allows, a negative errno denies).
func (c *checker) verdict(v ast.Expr) {
	t := c.expr(v)
	if c.inst.Ctx.Result {
		if !t.IsInt() && t.Kind != types.Invalid {
			c.errorf(v, "a test probe returns an integer (0 passes), found %s", t)
		}
		return
	}
	if !c.inst.Ctx.Verdict {
		kind, _, _ := strings.Cut(c.inst.Targets[0].Name, ":")
		c.errorf(v, "return with a value is not supported in %s probes", kind).Help =
			"only lsm probes return a value (their verdict: 0 allows, a negative errno denies)"
		return
	}
	if !t.IsInt() && t.Kind != types.Invalid {
		c.errorf(v, "an lsm probe returns an integer (0 allows, a negative errno denies), found %s", t)
		return
	}
	if n, ok := c.constInt(v); ok && (n > 0 || n < -4095) {
		c.errorf(v, "an lsm probe returns 0 (allow) or a negative errno from -1 to -4095 (deny), found %d", n)
	}
}
