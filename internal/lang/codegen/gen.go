// Package codegen turns a checked program into eBPF: one program per probe
// instance (or per event several probes share, see programGroups), the maps
// that hold the script's state, and the ring buffer that carries printf and
// friends to the runtime. The result is an object.Program around an
// ebpf.CollectionSpec: deterministic, made without any system call.
//
// It imports the kit's builder (bpf), the checked program (check, ast,
// types, source), object for its result, probe/point for probe contexts,
// kernel/abi for pt_regs and output for the hist and lhist bucket rules.
package codegen

import (
	"cmp"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"
	"github.com/cilium/ebpf/btf"

	"sonde/internal/bpf"
	"sonde/internal/lang/ast"
	"sonde/internal/lang/check"
	"sonde/internal/lang/object"
	"sonde/internal/lang/source"
	"sonde/internal/lang/types"
	"sonde/internal/probe/point"
)

// RingSize is the size of the events ring buffer when only BEGIN and END
// make records, BurstRingSize when kernel events do: a burst of them (a
// process writing a byte at a time makes 2 M records a second) is held
// while the runtime catches up. 16 MiB is newest bpftrace's largest
// default; the kernel allocates it when the map is made (about 3 ms
// here), which scripts that need no burst room do not pay.
var RingSize, BurstRingSize = 1 << 22, 1 << 24

// Options for code generation.
type Options struct {
	MapEntries int // max entries of hash maps not declared with a size (default 4096)
	PID        int // -p: kernel probes fire only for this process
	NCPUs      int // possible CPUs, for summing per-CPU values in BPF (default 1)
	// RingPages is perf_rb_pages: pages of the events ring buffer (at
	// least one per CPU, rounded up to a power of two). 0 sizes it by
	// what makes records (RingSize, BurstRingSize).
	RingPages int
	// QuietRing and BurstRing, in bytes (a power of two), replace RingSize
	// and BurstRingSize where RingPages is 0: the agent's scripts, whose
	// output is a rate-limited log, take smaller rings.
	QuietRing, BurstRing int
	// HelperCheck is -k (1: failed helper calls are reported, but for
	// reads) or -kk (2: reads too); 0 checks nothing.
	HelperCheck int
	// BootNsecs makes plain nsecs CLOCK_BOOTTIME, as newest bpftrace has
	// it ("Defaults to boot", docs/stdlib.md); bpftrace 0.17's is
	// CLOCK_MONOTONIC.
	BootNsecs bool
	// Cgroup is --cgroup: every program of a task event (not BEGIN, END,
	// interval or iterators) runs its probes only for tasks in the cgroup
	// whose fd the runtime puts in object.CgroupMap, or in its descendants.
	Cgroup bool
	// EveryProcess: -p restricts only the probes it binds (PidBound), as
	// in bpftrace 0.17.
	EveryProcess bool
}

// Generate compiles p.
func Generate(p *check.Program, opts Options) (*object.Program, source.Diagnostics) {
	if opts.MapEntries == 0 {
		opts.MapEntries = 4096
	}
	if opts.NCPUs == 0 {
		opts.NCPUs = 1
	}
	out := &object.Program{Spec: &ebpf.CollectionSpec{Maps: map[string]*ebpf.MapSpec{}, Programs: map[string]*ebpf.ProgramSpec{}},
		MapByName: map[string]*object.Map{}, Printfs: p.Printfs, Check: p}
	out.Spec.Maps[object.EventsMap] = &ebpf.MapSpec{Name: object.EventsMap, Type: ebpf.RingBuf}
	out.Spec.Maps[object.LostMap] = &ebpf.MapSpec{Name: object.LostMap, Type: ebpf.PerCPUArray, KeySize: 4, ValueSize: 8, MaxEntries: uint32(1 + len(p.MapNames))}
	out.Spec.Maps[object.ConfigMap] = &ebpf.MapSpec{Name: object.ConfigMap, Type: ebpf.Array, KeySize: 4, ValueSize: 8, MaxEntries: object.ConfigSlots}
	if usesSpeculations(p) {
		out.Nspec, out.Specsize = cmp.Or(p.Config.Nspec, 1), cmp.Or(p.Config.Specsize, 65536)
		out.Spec.Maps[object.SpecMap] = &ebpf.MapSpec{Name: object.SpecMap, Type: ebpf.Array, KeySize: 4, ValueSize: 16, MaxEntries: uint32(1 + out.Nspec)}
	}
	if opts.Cgroup {
		out.Spec.Maps[object.CgroupMap] = &ebpf.MapSpec{Name: object.CgroupMap, Type: ebpf.CGroupArray, KeySize: 4, ValueSize: 4, MaxEntries: 1}
	}
	if len(p.SkbOutputs) > 0 {
		out.Spec.Maps[object.SkbMap] = &ebpf.MapSpec{Name: object.SkbMap, Type: ebpf.PerfEventArray}
	}
	for i, name := range p.MapNames {
		m := layoutMap(p.Maps[name], i)
		out.Maps = append(out.Maps, m)
		out.MapByName[name] = m
		typ := ebpf.Hash
		switch {
		case m.Array:
			typ = ebpf.PerCPUArray
		case m.PerCPU && m.Map.LRU:
			typ = ebpf.LRUCPUHash
		case m.PerCPU:
			typ = ebpf.PerCPUHash
		case m.Map.LRU:
			typ = ebpf.LRUHash
		}
		entries := uint32(opts.MapEntries)
		switch {
		case m.Array && m.Bucketed:
			entries = uint32(bucketSlots(m))
		case m.Array:
			entries = 1
		case m.Map.Entries > 0:
			entries = uint32(m.Map.Entries)
		}
		out.Spec.Maps[m.BPFName] = &ebpf.MapSpec{Name: m.BPFName, Type: typ, KeySize: uint32(m.KeySize),
			ValueSize: uint32(m.ValueSize), MaxEntries: entries}
	}
	probeNames(out, p.Instances)
	var diags source.Diagnostics
	scratch, records := 0, 0
	groups := programGroups(p.Instances)
	// The code of each instance, made once: a called function when the
	// instance shares an event with others, its own program otherwise.
	called := map[int]bool{}
	for _, g := range groups {
		if len(g.insts) > 1 || g.dispatch != nil {
			for _, i := range g.insts {
				called[i] = true
			}
			g.cgroup = opts.Cgroup && cgroupFiltered(p.Instances[g.insts[0]].Ctx)
		}
	}
	bodies := map[int]asm.Instructions{}
	for i, in := range p.Instances {
		name := fmt.Sprintf("p%d_%s", i, sanitize(in.Targets[0].Provider))
		// A called function's frame comes on top of its caller's, which
		// the verifier counts as at least 32 bytes.
		limit := 512
		if called[i] {
			limit -= 32
		}
		sites := len(out.HelperErrors)
		// on_stack_limit set: values bigger than it go to scratch memory
		// from the start, as in bpftrace; otherwise only when the stack
		// overflows, then those bigger than bpftrace's default, 32 bytes.
		onStack, scratchFirst := 32, p.Config.OnStackLimit != nil
		if scratchFirst {
			onStack = *p.Config.OnStackLimit
		}
		f := &fn{out: out, in: in, prog: p, name: name, vars: map[string]int16{}, pid: opts.PID, progIndex: i, ncpus: opts.NCPUs,
			stackLimit: limit, helperCheck: opts.HelperCheck, bootNsecs: opts.BootNsecs, compat017: !p.Newest, cgroup: opts.Cgroup && !called[i], scratch: scratchFirst, stackValueMax: onStack,
			everyProcess: opts.EveryProcess}
		insns, err := f.generate()
		if f.MaxStack > limit {
			// Too big for the stack: again, with big values in scratch memory.
			out.HelperErrors = out.HelperErrors[:sites]
			f = &fn{out: out, in: in, prog: p, name: name, vars: map[string]int16{}, pid: opts.PID, progIndex: i, scratch: true, ncpus: opts.NCPUs,
				stackLimit: limit, helperCheck: opts.HelperCheck, bootNsecs: opts.BootNsecs, compat017: !p.Newest, cgroup: opts.Cgroup && !called[i], stackValueMax: onStack,
				everyProcess: opts.EveryProcess}
			insns, err = f.generate()
		}
		if err != nil {
			diags = append(diags, err...)
			continue
		}
		if f.scratch {
			scratch = max(scratch, f.scratchMax, 8)
		}
		records = max(records, f.recordMax)
		bodies[i] = insns
	}
	if len(diags) == 0 {
		for n, g := range groups {
			in := p.Instances[g.insts[0]]
			if g.dispatch != nil {
				for _, d := range dispatchPrograms(fmt.Sprintf("s%d_%s", n, sanitize(g.dispatch.Event.Name[strings.LastIndexByte(g.dispatch.Event.Name, ':')+1:])), g, bodies) {
					prog := &object.Prog{Name: d.name, Targets: g.targets, Source: sourceMap(d.insns)}
					for _, i := range d.insts {
						prog.Instances = append(prog.Instances, p.Instances[i])
					}
					out.Spec.Programs[d.name] = &ebpf.ProgramSpec{Name: d.name, Type: in.Ctx.ProgType, AttachType: in.Ctx.AttachType,
						AttachTo: in.Ctx.AttachTo, Instructions: d.insns, License: cmp.Or(p.Config.License, "GPL")}
					out.Programs = append(out.Programs, prog)
				}
				continue
			}
			insns, name := bodies[g.insts[0]], bodies[g.insts[0]][0].Symbol()
			if len(g.insts) > 1 {
				name = fmt.Sprintf("e%d_%s", n, sanitize(g.targets[0].Provider))
				insns = fuse(name, g.insts, bodies, in.Ctx.Verdict, in.Ctx.PassOn, g.cgroup)
			}
			prog := &object.Prog{Name: name, Targets: g.targets, Source: sourceMap(insns)}
			for _, i := range g.insts {
				prog.Instances = append(prog.Instances, p.Instances[i])
			}
			out.Spec.Programs[name] = &ebpf.ProgramSpec{Name: name, Type: in.Ctx.ProgType, AttachType: in.Ctx.AttachType,
				AttachTo: in.Ctx.AttachTo, Instructions: insns, License: cmp.Or(p.Config.License, "GPL")}
			out.Programs = append(out.Programs, prog)
		}
	}
	if scratch > 0 {
		out.Spec.Maps[object.ScratchMap] = &ebpf.MapSpec{Name: object.ScratchMap, Type: ebpf.PerCPUArray, KeySize: 4,
			ValueSize: uint32(round8(scratch)), MaxEntries: uint32(len(p.Instances))}
	}
	if records > 0 {
		out.Spec.Maps[object.RecordMap] = &ebpf.MapSpec{Name: object.RecordMap, Type: ebpf.PerCPUArray, KeySize: 4,
			ValueSize: uint32(round8(records)), MaxEntries: uint32(len(p.Instances))}
	}
	if out.UsesStacks {
		for _, m := range bpf.StackMaps(object.StackMap, object.StackOverflowMap, opts.MapEntries, 127) {
			out.Spec.Maps[m.Name] = m
		}
	}
	if out.UsesBuildIDStacks {
		out.Spec.Maps[object.BuildIDStackMap] = &ebpf.MapSpec{Name: object.BuildIDStackMap, Type: ebpf.StackTrace, KeySize: 4,
			ValueSize: 32 * 127, MaxEntries: uint32(opts.MapEntries), Flags: 1 << 5} // BPF_F_STACK_BUILD_ID
	}
	if out.UsesDwStacks {
		for _, m := range bpf.SampleMaps(object.DwScratchMap, object.DwStackMap, bpf.DefaultSampleStack, object.DwStackRing) {
			out.Spec.Maps[m.Name] = m
		}
	}
	out.Spec.Maps[object.EventsMap].MaxEntries = uint32(ringSize(out, opts))
	return out, diags
}

// ringSize is the events ring buffer's size in bytes: perf_rb_pages pages
// (newest bpftrace's meaning: of the one ring buffer, at least one page per
// CPU) rounded up to the power of two the kernel requires, or the default
// for what makes records.
func ringSize(out *object.Program, opts Options) int {
	if opts.RingPages > 0 {
		want := max(opts.RingPages, opts.NCPUs) * os.Getpagesize()
		n := os.Getpagesize()
		for n < want && n < 1<<30 {
			n <<= 1
		}
		return n
	}
	for _, p := range out.Programs {
		if p.Instances[0].Ctx.Trigger != point.TriggerKernel {
			continue
		}
		for _, ins := range out.Spec.Programs[p.Name].Instructions {
			if ins.Reference() == object.EventsMap {
				return cmp.Or(opts.BurstRing, BurstRingSize)
			}
		}
	}
	return cmp.Or(opts.QuietRing, RingSize)
}

// probeNames lays out the names of the targets whose programs read them by
// cookie (check.Instance.Names) in an array map, each NUL-padded to the
// longest, the runtime giving each target its name's index as cookie.
func probeNames(out *object.Program, ins []*check.Instance) {
	index := map[string]bool{}
	size := 0
	for _, in := range ins {
		for _, n := range in.Names {
			if !index[n] {
				index[n] = true
				out.ProbeNames = append(out.ProbeNames, n)
				size = max(size, round8(len(n)+1))
			}
		}
	}
	if len(out.ProbeNames) == 0 {
		return
	}
	spec := &ebpf.MapSpec{Name: object.ProbeNamesMap, Type: ebpf.Array, KeySize: 4, ValueSize: uint32(size),
		MaxEntries: uint32(len(out.ProbeNames))}
	for i, n := range out.ProbeNames {
		v := make([]byte, size)
		copy(v, n)
		spec.Contents = append(spec.Contents, ebpf.MapKV{Key: uint32(i), Value: v})
	}
	out.Spec.Maps[object.ProbeNamesMap] = spec
}

// A group is one program: the instances it runs, in order, and where it
// is attached.
type group struct {
	insts   []int // indices in the checked program's instances
	targets []point.Target
	// dispatch is set on a program shared by targets on one event: keys
	// says which instances run, in order, for each value of its key.
	dispatch *point.Dispatch
	keys     map[uint64][]int
	// cgroup: --cgroup, on a task event: the program checks the task's
	// cgroup once, before it calls the instances' bodies.
	cgroup bool
}

// programGroups decides the programs. The kernel runs the programs on one
// event in an order of its own (a tracepoint's in attach order, a uprobe's
// consumers newest first on some kernels), and refuses one program
// attached twice to a tracepoint; bpftrace runs the probes on an event in
// script order, a probe naming the event twice twice. So the probes on one
// event are one program that calls each probe's code in script order, and
// each event is attached once. A probe whose events no other probe names
// stays a program of its own, attached to all of them; probes sharing the
// same events share one program. Targets whose context dispatches from a
// shared event (point.Dispatch) are one program on that event, which
// runs for each target's key the instances naming it, in script order.
func programGroups(ins []*check.Instance) []*group {
	var groups []*group
	type event struct {
		insts  []int
		target point.Target
	}
	events := map[string]*event{}
	shared := map[string]*group{}
	var order []string
	for i, in := range ins {
		if in.Ctx.Trigger != point.TriggerKernel {
			groups = append(groups, &group{insts: []int{i}, targets: in.Targets}) // run by the runtime, in order
			continue
		}
		if d := in.Ctx.Dispatch; d != nil {
			g := shared[d.Event.Event()]
			if g == nil {
				g = &group{targets: []point.Target{d.Event}, dispatch: d, keys: map[uint64][]int{}}
				shared[d.Event.Event()] = g
				groups = append(groups, g)
			}
			g.insts = append(g.insts, i)
			for _, t := range in.Targets {
				k := d.KeyOf(t)
				g.keys[k] = append(g.keys[k], i)
			}
			continue
		}
		for _, t := range in.Targets {
			k := t.Event()
			e := events[k]
			if e == nil {
				e = &event{target: t}
				events[k] = e
				order = append(order, k)
			}
			e.insts = append(e.insts, i)
		}
	}
	bySig := map[string]*group{}
	for _, k := range order {
		e := events[k]
		sig := fmt.Sprint(e.insts)
		g := bySig[sig]
		if g == nil {
			g = &group{insts: e.insts}
			bySig[sig] = g
			groups = append(groups, g)
		}
		g.targets = append(g.targets, e.target)
	}
	sort.SliceStable(groups, func(a, b int) bool { return groups[a].insts[0] < groups[b].insts[0] })
	return groups
}

// fuse makes the program that runs the bodies of insts in order, each a
// static function called with the context:
//
//	name(ctx): r6 = ctx; body1(ctx); r1 = r6; body2(ctx); ...; return 0
//
// Where the return value is a verdict (lsm), the program returns the
// first body's nonzero result: one probe denying denies. Where the
// kernel goes on to the event's perf listeners on a nonzero return
// (point.Context.PassOn), it returns 1.
func fuse(name string, insts []int, bodies map[int]asm.Instructions, verdict, passOn, cgroup bool) asm.Instructions {
	proto := &btf.FuncProto{Return: btfInt, Params: []btf.FuncParam{{Name: "ctx", Type: voidPtr}}}
	first := bodies[insts[0]][0]
	insns := asm.Instructions{btf.WithFuncMetadata(asm.Mov.Reg(asm.R6, asm.R1).WithSymbol(name).WithSource(first.Source()),
		&btf.Func{Name: name, Linkage: btf.GlobalFunc, Type: proto})}
	if cgroup {
		insns = append(insns, cgroupCheck(passOn)...)
	}
	if verdict {
		insns = append(insns, asm.Mov.Imm(asm.R7, 0))
	}
	for n, i := range insts {
		if n > 0 || cgroup { // the check's helper call took R1
			insns = append(insns, asm.Mov.Reg(asm.R1, asm.R6))
		}
		insns = append(insns, asm.Call.Label(bodies[i][0].Symbol()))
		if verdict {
			// if r7 == 0 { r7 = r0 }: a jump over one instruction
			skip := asm.Instruction{OpCode: asm.OpCode(asm.JumpClass).SetJumpOp(asm.JNE).SetSource(asm.ImmSource), Dst: asm.R7, Offset: 1}
			insns = append(insns, skip, asm.Mov.Reg(asm.R7, asm.R0))
		}
	}
	if verdict {
		insns = append(insns, asm.Mov.Reg(asm.R0, asm.R7))
		insns = append(insns, verdictRange()...)
		insns = append(insns, asm.Return())
	} else {
		insns = append(insns, asm.Mov.Imm(asm.R0, retImm(passOn)), asm.Return())
	}
	return append(insns, staticFuncs(insts, bodies)...)
}

// staticFuncs are the bodies of insts, each once, as static functions a
// program calls with its context.
func staticFuncs(insts []int, bodies map[int]asm.Instructions) asm.Instructions {
	var insns asm.Instructions
	proto := &btf.FuncProto{Return: btfInt, Params: []btf.FuncParam{{Name: "ctx", Type: voidPtr}}}
	done := map[int]bool{}
	for _, i := range insts {
		if done[i] {
			continue
		}
		done[i] = true
		body := slices.Clone(bodies[i])
		body[0] = btf.WithFuncMetadata(body[0], &btf.Func{Name: body[0].Symbol(), Linkage: btf.StaticFunc, Type: proto})
		insns = append(insns, body...)
	}
	return insns
}

func sanitize(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			return r
		}
		return '_'
	}, s)
}

func layoutMap(cm *check.Map, index int) *object.Map {
	m := &object.Map{Map: cm, Index: index, BPFName: fmt.Sprintf("m%d_%s", index, sanitize(strings.TrimPrefix(cm.Name, "@")))}
	if len(m.BPFName) > 15 {
		m.BPFName = m.BPFName[:15]
	}
	v := cm.Value
	if cm.Key != nil {
		m.KeySize = types.SlotSize(cm.Key)
	} else {
		m.KeySize = 8
	}
	if v.Kind == types.Agg {
		m.PerCPU = true
		switch v.Agg {
		case types.AggCount, types.AggSum, types.AggHist, types.AggLHist, types.AggLLHist:
			m.ValueSize = 8
		default:
			m.ValueSize = 16
		}
		if v.Agg == types.AggTseries {
			m.ValueSize = 24
		}
		if v.Agg == types.AggHist || v.Agg == types.AggLHist || v.Agg == types.AggLLHist || v.Agg == types.AggTseries {
			m.Bucketed = true
			if cm.Key != nil {
				m.KeySize += 8
			}
		}
		if (v.Agg == types.AggCount || v.Agg == types.AggHist) && cm.Key == nil {
			m.Array = true
			m.KeySize = 4
		}
	} else {
		m.ValueSize = types.SlotSize(v)
	}
	return m
}

// srcPos is attached to the first instruction generated for each piece of
// the script. The runtime maps a verifier error back to it, and its text
// becomes the program's BTF line info, so verifier logs and bpftool show
// the script's lines: "stdin:3:21: @[comm] = count()".
type srcPos struct {
	span source.Span
	text string
}

func (s *srcPos) String() string { return s.text }

func sourceMap(insns asm.Instructions) map[int]source.Span {
	m := map[int]source.Span{}
	var cur source.Span
	iter := insns.Iterate()
	for iter.Next() {
		if s, ok := iter.Ins.Source().(*srcPos); ok {
			cur = s.span
		}
		m[int(iter.Offset)] = cur
	}
	return m
}

// source returns the srcPos of the current span, made once per span.
func (f *fn) source() *srcPos {
	if f.lastSrc != nil && f.lastSrc.span == f.pos {
		return f.lastSrc
	}
	file := f.prog.File
	p := file.Position(f.pos.Lo)
	line := strings.TrimSpace(file.Line(p.Line))
	f.lastSrc = &srcPos{span: f.pos, text: fmt.Sprintf("%s: %s", p, line)}
	return f.lastSrc
}

// loop holds the labels of the innermost loop.
type loop struct{ cont, brk string }

// fn generates one program.
type fn struct {
	out         *object.Program
	prog        *check.Program
	in          *check.Instance
	entrySlot   int16 // the argument registers saved at the entry of the call (entryRegs)
	name        string
	bpf.Builder // instructions, labels, registers, stack

	pos     source.Span
	vars    map[string]int16
	loops   []loop
	diags   source.Diagnostics
	exitLbl string
	retLbl  string // the return, with R0 set: `return VALUE` (lsm's verdict)
	pid     int    // -p filter
	ncpus   int
	lastSrc *srcPos

	helperCheck int  // -k, -kk: Options.HelperCheck
	bootNsecs   bool // Options.BootNsecs
	// compat017 (a program checked without check.Options.Newest) keeps
	// bpftrace 0.17's rules where its values differ and the types cannot
	// say so: min() and max(), which drop some values (minMax017Present),
	// and stores into a variable of another integer width (assignVar017).
	compat017     bool
	cgroup        bool                      // Options.Cgroup
	everyProcess  bool                      // Options.EveryProcess: -p filters only PidBound probes
	stackValueMax int                       // in scratch mode, values bigger than this go to scratch memory (on_stack_limit)
	errSpan       source.Span               // where a failing helper call is reported
	errCount      int16                     // stack slot counting failed calls while a record is made (0: none)
	specSlot      int16                     // stack slot of the speculation speculate() set, -1 before (0: the probe does not speculate)
	cached        map[asm.BuiltinFunc]int16 // the stack slots of the current task's helpers a run calls once (current)

	// Scratch memory: when a probe needs more than the 512 bytes of stack,
	// big values live in this program's slot of a per-CPU array instead,
	// addressed from R9 at non-negative offsets (stack offsets are negative).
	scratch    bool
	scratchTop int
	scratchMax int
	recordMax  int // the biggest record built in the per-CPU record map (see record)
	progIndex  int // the program's slot in the scratch map

	stackLimit int                // bytes of stack the probe may use: 512, less when it is a called function
	varEnd     int                // the stack bytes of the ctx slot and scratch variables
	callbacks  []asm.Instructions // bodies of loop callbacks, appended after the program
	cold       []func()           // out-of-line blocks, emitted after the function's return (lostUnless)
	inCallback bool               // generating a loop callback's body
	fnFrames   []fnFrame          // the inlined function calls being generated, innermost last
}

// compileError aborts generation of one program with a diagnostic.
type compileError struct{ d source.Diagnostic }

func (f *fn) fail(n ast.Node, format string, args ...any) {
	sp := f.pos // where code is being generated, without a node
	if n != nil {
		sp = source.Span{Lo: n.Pos(), Hi: n.End()}
	}
	panic(compileError{source.Diagnostic{Span: sp, Msg: fmt.Sprintf(format, args...)}})
}

func (f *fn) generate() (insns asm.Instructions, diags source.Diagnostics) {
	defer func() {
		if r := recover(); r != nil {
			ce, ok := r.(compileError)
			if !ok {
				panic(r)
			}
			diags = append(diags, ce.d)
			insns = nil
		}
	}()
	f.Builder = bpf.Builder{Name: f.name, Annotate: f.annotate}
	if f.scratch {
		f.Keep = asm.R9 // the scratch memory's base
	}
	f.exitLbl = f.newLabel()
	f.pos = source.Span{Lo: f.in.Probe.Pos(), Hi: f.in.Probe.Pos()}
	f.emit(asm.StoreMem(asm.R10, -8, asm.R1, asm.DWord))
	f.Insns[0] = f.Insns[0].WithSymbol(f.name)
	f.Stack = 8
	if f.scratch {
		f.loadScratch(f.exitLbl)
	}
	// Scratch variables get fixed slots, zeroed so every path reads defined memory.
	names := make([]string, 0, len(f.in.Vars))
	for n := range f.in.Vars {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		t := f.in.Vars[n]
		off := f.alloc(types.SlotSize(t))
		f.zero(off, types.SlotSize(t))
		f.vars[n] = off
	}
	f.cacheCurrent()
	if f.in.Ctx.Iter {
		// The iterator's call after its last object runs no probe.
		f.ctx(asm.R1)
		f.emit(asm.LoadMem(asm.R1, asm.R1, int16(f.in.Ctx.IterObject), asm.DWord), asm.JEq.Imm(asm.R1, 0, f.exitLbl))
	}
	if f.pid != 0 && f.in.Ctx.Trigger == point.TriggerKernel && (!f.in.Ctx.User || f.in.Ctx.PidFilter) && !f.in.Ctx.Timer && !f.in.Ctx.Iter &&
		(!f.everyProcess || f.in.Ctx.PidBound) {
		// -p: the kernel runs this program for every process; keep one.
		f.current(asm.FnGetCurrentPidTgid)
		f.emit(asm.RSh.Imm(asm.R0, 32), asm.JNE.Imm(asm.R0, int32(f.pid), f.exitLbl))
	}
	if f.cgroup && cgroupFiltered(f.in.Ctx) {
		// --cgroup, in a program of its own (a shared program checks
		// before it calls the bodies: cgroupCheck).
		f.emit(underCgroup()...)
		f.emit(asm.JNE.Imm(asm.R0, 1, f.exitLbl))
	}
	if f.in.EntryCFA != nil {
		f.entryRegs()
	}
	if p := f.in.Probe.Pred; p != nil {
		f.pos = span(p)
		r := f.scalar(p)
		f.emit(asm.JEq.Imm(r, 0, f.exitLbl))
		f.free(r)
	}
	if f.speculates() {
		f.specSlot = f.alloc(8)
		f.emit(stImm(f.at(f.specSlot), f.specSlot, -1, asm.DWord))
	}
	f.varEnd = f.Stack
	f.block(f.in.Probe.Body)
	f.label(f.exitLbl)
	f.emit(asm.Mov.Imm(asm.R0, retImm(f.in.Ctx.PassOn)))
	if f.retLbl != "" {
		f.label(f.retLbl)
	}
	f.emit(asm.Return())
	f.flushCold()
	if f.MaxStack > f.stackLimit && f.scratch {
		f.fail(f.in.Probe, "probe needs %d bytes of stack, more than the %d the kernel allows (lower max_strlen or use fewer strings)", f.MaxStack, f.stackLimit)
	}
	if len(f.callbacks) > 0 {
		// Callbacks need BTF function info, for every function of the program.
		f.Insns[0] = btf.WithFuncMetadata(f.Insns[0], &btf.Func{Name: f.name, Linkage: btf.GlobalFunc,
			Type: &btf.FuncProto{Return: btfInt, Params: []btf.FuncParam{{Name: "ctx", Type: &btf.Pointer{Target: &btf.Void{}}}}}})
		for _, cb := range f.callbacks {
			f.Insns = append(f.Insns, cb...)
		}
	}
	insns = prune(f.Insns)
	if len(f.callbacks) == 0 && len(insns) > 1 && insns[1].Symbol() == "" && !readsCtxSlot(insns) {
		// Nothing reads the spilled context: drop the spill.
		first := insns[1].WithSymbol(f.name)
		if first.Source() == nil { // line info must start at the function's first instruction
			first = first.WithSource(insns[0].Source())
		}
		insns = append(asm.Instructions{first}, insns[2:]...)
	}
	return insns, nil
}

// retImm is what a program returns when its probe sets no result: 1
// where the kernel then goes on to the event's perf listeners
// (point.Context.PassOn), 0 elsewhere.
func retImm(passOn bool) int32 {
	if passOn {
		return 1
	}
	return 0
}

// cgroupFiltered is whether --cgroup filters a probe: it runs on a task's
// event, not BEGIN, END, interval's tick or an iterator's object.
func cgroupFiltered(c *point.Context) bool {
	return c.Trigger == point.TriggerKernel && !c.Timer && !c.Iter
}

// cgroupCheck is --cgroup's check at the start of a fused program (R1
// free): bpf_current_task_under_cgroup is 1 for a task in the cgroup of
// object.CgroupMap or below it, 0 otherwise (a negative error when the
// slot is empty: nothing runs either); the program returns at once (0, or
// 1 where it passes the event on) unless it is 1. (A dispatching program,
// made with a Builder, jumps to its end instead.)
func cgroupCheck(passOn bool) asm.Instructions {
	return append(underCgroup(),
		asm.Instruction{OpCode: asm.OpCode(asm.JumpClass).SetJumpOp(asm.JEq).SetSource(asm.ImmSource), Dst: asm.R0, Constant: 1, Offset: 2},
		asm.Mov.Imm(asm.R0, retImm(passOn)), asm.Return())
}

// underCgroup calls bpf_current_task_under_cgroup on object.CgroupMap's
// cgroup: R0 is 1 for a task in it or below it.
func underCgroup() asm.Instructions {
	return asm.Instructions{bpf.MapPtr(asm.R1, object.CgroupMap), asm.Mov.Imm(asm.R2, 0), asm.FnCurrentTaskUnderCgroup.Call()}
}

// readsCtxSlot reports whether code loads the context pointer spilled at
// R10-8 by the program's first instruction.
func readsCtxSlot(insns asm.Instructions) bool {
	for _, ins := range insns[1:] {
		if ins.OpCode.Class().IsLoad() && ins.Src == asm.R10 && ins.Offset == -8 {
			return true
		}
	}
	return false
}

var btfInt = &btf.Int{Name: "long", Size: 8, Encoding: btf.Signed}

func span(n ast.Node) source.Span { return source.Span{Lo: n.Pos(), Hi: n.End()} }

// annotate gives an instruction its source line: the first, every
// labelled one, and each where the span changes.
func (f *fn) annotate(in asm.Instruction, first bool) asm.Instruction {
	if f.lastSrc == nil || f.lastSrc.span != f.pos || first || in.Symbol() != "" {
		in = in.WithSource(f.source())
	}
	return in
}

// The generator's short names for the kit's builder and snippets.
func (f *fn) emit(ins ...asm.Instruction) { f.Emit(ins...) }
func (f *fn) newLabel() string            { return f.NewLabel() }
func (f *fn) label(l string)              { f.Label(l) }
func (f *fn) free(r asm.Register)         { f.Free(r) }

var (
	nop   = bpf.Nop      // carries a label that would otherwise fall at the end of a block
	stImm = bpf.StoreImm // asm.StoreImm refuses DWord, which the kernel accepts
)

// alloc reserves n bytes of stack (8-aligned) and returns the offset from R10.
func (f *fn) alloc(n int) int16 {
	if f.scratch && n > f.stackValueMax {
		off := f.scratchTop
		f.scratchTop += round8(n)
		f.scratchMax = max(f.scratchMax, f.scratchTop)
		if f.scratchTop > 32000 {
			f.fail(f.in.Probe, "probe needs more than 32000 bytes of scratch memory")
		}
		return int16(off)
	}
	off := f.Alloc(n)
	if f.Stack > 4096 {
		f.fail(f.in.Probe, "probe needs more than 4096 bytes of stack")
	}
	return off
}

// at is the base register of a value at off: the stack (R10) for negative
// offsets, scratch memory (R9) for the others.
func (f *fn) at(off int16) asm.Register {
	if off >= 0 {
		return asm.R9
	}
	return asm.R10
}

// loadScratch points R9 at this program's scratch memory, or jumps to
// fail (the kernel never fails the lookup of an array slot that exists).
func (f *fn) loadScratch(fail string) {
	key := f.alloc(8)
	f.LookupSlot(object.ScratchMap, int64(f.progIndex), asm.R10, key)
	f.emit(asm.JEq.Imm(asm.R0, 0, fail), asm.Mov.Reg(asm.R9, asm.R0))
}

// zero clears n bytes (rounded up to 8) of stack at off.
func (f *fn) zero(off int16, n int) { f.zeroAt(f.at(off), off, n) }

// zeroAt clears n bytes (rounded up to 8) at base+off.
func (f *fn) zeroAt(base asm.Register, off int16, n int) {
	for i := 0; i < round8(n); i += 8 {
		f.emit(stImm(base, off+int16(i), 0, asm.DWord))
	}
}

// copyStack copies n bytes (rounded up to 8) from src to dst on the stack.
func (f *fn) copyStack(dst, src int16, n int) { f.copyMem(f.at(dst), dst, f.at(src), src, n) }

// copyMem copies n bytes (rounded up to 8) from sb+src to db+dst.
func (f *fn) copyMem(db asm.Register, dst int16, sb asm.Register, src int16, n int) {
	if db == sb && dst == src {
		return
	}
	for i := 0; i < round8(n); i += 8 {
		f.emit(asm.LoadMem(asm.R0, sb, src+int16(i), asm.DWord),
			asm.StoreMem(db, dst+int16(i), asm.R0, asm.DWord))
	}
}

// reg allocates a callee-saved register for a temporary value.
func (f *fn) reg() asm.Register {
	r, ok := f.Reg()
	if !ok {
		f.fail(nil, "expression too complex: out of registers")
	}
	return r
}

// stackPtr sets dst = R10 + off.
func (f *fn) stackPtr(dst asm.Register, off int16) { f.Addr(dst, f.at(off), off) }

// ctx loads the program's context pointer into dst.
func (f *fn) ctx(dst asm.Register) { f.emit(asm.LoadMem(dst, asm.R10, -8, asm.DWord)) }

// mapPtr loads a map's address into dst.
func (f *fn) mapPtr(dst asm.Register, name string) {
	f.emit(bpf.MapPtr(dst, name))
}

func sizeOf(n int) asm.Size {
	switch n {
	case 1:
		return asm.Byte
	case 2:
		return asm.Half
	case 4:
		return asm.Word
	}
	return asm.DWord
}

// extend sign- or zero-extends the low size bytes of r to 64 bits.
func (f *fn) extend(r asm.Register, size int, signed bool) { extendReg(&f.Builder, r, size, signed) }

// extendReg extends the low size bytes of r to 64 bits.
func extendReg(b *bpf.Builder, r asm.Register, size int, signed bool) {
	if size >= 8 {
		return
	}
	shift := int32(64 - 8*size)
	if signed {
		b.Emit(asm.LSh.Imm(r, shift), asm.ArSh.Imm(r, shift))
	} else if size == 4 {
		b.Emit(asm.LSh.Imm(r, 32), asm.RSh.Imm(r, 32))
	} else {
		b.Emit(asm.And.Imm(r, int32(1)<<(8*size)-1))
	}
}

// emitEvent writes a record from the stack to the ring buffer and counts it
// as lost when the ring buffer is full.
func (f *fn) emitEvent(off int16, size int, wake bool) { f.emitRecord(off, size, wake, true) }

// emitRecord is emitEvent; spec says the record goes to the probe's
// speculation, if it has one (exit, commit and discard never do).
func (f *fn) emitRecord(off int16, size int, wake, spec bool) {
	flags := int32(bpf.NoWakeup) // the reader polls
	if wake {
		flags = bpf.ForceWakeup
	}
	spec = spec && f.specSlot != 0
	var drop string
	if spec {
		drop = f.newLabel()
		f.specTag(f.at(off), off, func() { f.emit(asm.Mov.Imm(asm.R2, int32(size))) }, drop)
	}
	f.RingOutput(object.EventsMap, func() {
		f.stackPtr(asm.R2, off)
		f.emit(asm.Mov.Imm(asm.R3, int32(size)))
	}, flags, "", nil)
	f.lostUnless(asm.JNE, 0, "")
	if spec {
		f.label(drop)
		f.emit(nop())
	}
}

// helperChecks says how -k and -kk check a helper call: the name bpftrace
// gives it, the level from which its failure is reported (2, -kk only, for
// reads, which read as zero when they fail), and whether it fails by
// returning NULL instead of a negative error.
var helperChecks = map[asm.BuiltinFunc]struct {
	name  string
	level int
	null  bool
}{
	asm.FnProbeReadKernel:    {"probe_read_kernel", 2, false},
	asm.FnProbeReadUser:      {"probe_read_user", 2, false},
	asm.FnProbeReadKernelStr: {"probe_read_kernel_str", 2, false},
	asm.FnProbeReadUserStr:   {"probe_read_user_str", 2, false},
	asm.FnMapLookupElem:      {"map_lookup_elem", 2, true},
	asm.FnMapUpdateElem:      {"map_update_elem", 1, false},
	asm.FnMapDeleteElem:      {"map_delete_elem", 1, false},
	asm.FnGetStackid:         {"get_stackid", 1, false},
	asm.FnTracePrintk:        {"trace_printk", 1, false},
}

// callChecked calls a helper whose failure -k/-kk reports at f.errSpan.
func (f *fn) callChecked(fn asm.BuiltinFunc) {
	f.emit(fn.Call())
	f.checkHelper(fn)
}

// checkHelper follows a call of fn, its result in R0: with -k or -kk, when
// the call failed, a record naming the call site and holding R0 goes to
// the runtime, which prints bpftrace's warning. R0 is kept.
func (f *fn) checkHelper(fn asm.BuiltinFunc) {
	c, known := helperChecks[fn]
	if !known || f.helperCheck < c.level || !f.errSpan.Lo.IsValid() {
		return
	}
	ok := f.newLabel()
	if c.null {
		f.emit(asm.JNE.Imm(asm.R0, 0, ok))
	} else {
		f.emit(asm.JSGE.Imm(asm.R0, 0, ok))
	}
	site := len(f.out.HelperErrors)
	f.out.HelperErrors = append(f.out.HelperErrors, object.HelperError{Helper: c.name, Span: f.errSpan})
	off := f.alloc(16)
	f.emit(asm.StoreMem(f.at(off+8), off+8, asm.R0, asm.DWord))
	f.header(off, object.EvHelper, site)
	f.emitEvent(off, 16, false)
	if f.errCount != 0 {
		f.emit(asm.LoadMem(asm.R1, f.at(f.errCount), f.errCount, asm.DWord), asm.Add.Imm(asm.R1, 1),
			asm.StoreMem(f.at(f.errCount), f.errCount, asm.R1, asm.DWord))
	}
	f.emit(asm.LoadMem(asm.R0, f.at(off+8), off+8, asm.DWord))
	f.label(ok)
	f.emit(nop())
}

// lostUnless counts one loss in slot (see countLost) when R0, a helper's
// result, fails the test op (asm.JEq: is 0; asm.JNE: is not 0), and goes
// on at resume ("": after the test). The counting is placed out of line,
// after the function's return, so that the verifier, which follows a
// conditional jump's fall-through first and keeps the target as a pending
// state, keeps one state per test, not one per branch of the counting:
// its stack of pending states is bounded (8192), and a loop of N map
// updates or printf()s leaves N of them.
func (f *fn) lostUnless(op asm.JumpOp, slot int, resume string) {
	cold := f.newLabel()
	if resume == "" {
		resume = f.newLabel()
		defer func() { f.label(resume); f.emit(nop()) }()
	}
	f.emit(op.Imm(asm.R0, 0, cold))
	stack, pos := f.Stack, f.pos // the counting's key goes past what is live here
	f.cold = append(f.cold, func() {
		saved, savedPos := f.Stack, f.pos
		f.Stack, f.pos = stack, pos
		f.label(cold)
		f.emit(nop())
		f.countLost(slot)
		f.emit(asm.Ja.Label(resume))
		f.Stack, f.pos = saved, savedPos
	})
}

// flushCold emits the out-of-line blocks of lostUnless.
func (f *fn) flushCold() {
	for len(f.cold) > 0 {
		c := f.cold[0]
		f.cold = f.cold[1:]
		c()
	}
}

// countLost counts one loss in slot of the lost map: 0 for a record the
// ring buffer refused, 1+i for an update map i refused (it was full). A
// record refused once tracing stopped is not counted.
func (f *fn) countLost(slot int) {
	done := f.newLabel()
	if slot == 0 {
		f.config(object.ConfigStopped)
		counted := f.newLabel()
		f.emit(asm.JEq.Imm(asm.R0, 0, counted),
			asm.LoadMem(asm.R1, asm.R0, 0, asm.DWord),
			asm.JNE.Imm(asm.R1, 0, done))
		f.label(counted)
		f.emit(nop())
	}
	key := f.alloc(8)
	f.CountLost(object.LostMap, int64(slot), f.at(key), key, done)
}

// header stores a record header (kind, id) at off.
func (f *fn) header(off int16, kind, id int) {
	f.emit(asm.LoadImm(asm.R0, int64(uint64(id)<<32|uint64(kind)), asm.DWord),
		asm.StoreMem(f.at(off), off, asm.R0, asm.DWord))
}

// verdictRange keeps R0 a verdict the kernel takes: 0, or a negative
// errno down to -4095 (6.12's verifier refuses an LSM program that may
// return anything else); other values deny with -EPERM. The checker
// refuses constants out of range, so this matters for computed ones.
func verdictRange() []asm.Instruction {
	jump := func(op asm.JumpOp, imm int64) asm.Instruction {
		return asm.Instruction{OpCode: asm.OpCode(asm.JumpClass).SetJumpOp(op).SetSource(asm.ImmSource), Dst: asm.R0, Offset: 1, Constant: imm}
	}
	return []asm.Instruction{
		jump(asm.JSLE, 0), asm.Mov.Imm(asm.R0, -1), // > 0: -EPERM
		jump(asm.JSGE, -4095), asm.Mov.Imm(asm.R0, -1), // < -4095: -EPERM
	}
}

func round8(n int) int { return (n + 7) &^ 7 }
