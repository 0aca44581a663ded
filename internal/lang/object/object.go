// Package object is the compiled program: what the code generator makes
// and the runtime loads, attaches and decodes. It owns the contract
// between the two: the CollectionSpec with its programs and maps, the
// layout of each script map, the names of the maps every program shares,
// the slots of the config map the runtime writes, and the header of the
// records the programs send through the ring buffer. The layouts of the
// values in records, keys and map values are types' (SlotSize,
// RecordLayout).
//
// It imports check (the checked program and its side tables), types,
// probe's targets and source; nothing that touches the kernel.
package object

import (
	"github.com/cilium/ebpf"

	"sonde/internal/lang/check"
	"sonde/internal/lang/source"
	"sonde/internal/probe/point"
)

// Program is a compiled script: everything the runtime needs.
type Program struct {
	Spec       *ebpf.CollectionSpec
	Programs   []*Prog
	Maps       []*Map
	MapByName  map[string]*Map
	Printfs    []*check.Printf
	Check      *check.Program
	UsesStacks bool
	// UsesBuildIDStacks is set when a program takes ustack(build_id).
	UsesBuildIDStacks bool
	// UsesDwStacks is set when a program takes dw_ustack: its stack
	// samples come through DwStackMap.
	UsesDwStacks bool
	// HelperErrors are the helper calls whose failure an EvHelper record
	// reports (-k, -kk), indexed by the record's id.
	HelperErrors []HelperError
	// ProbeNames are the names of the targets whose programs read them by
	// their attach cookie (check.Instance.Names), in ProbeNamesMap: the
	// runtime attaches each such target with its name's index as cookie.
	ProbeNames []string
	// Nspec and Specsize are the speculations of SpecMap and the bytes
	// each holds; Nspec is 0 when the script uses none.
	Nspec, Specsize int
}

// Prog is one BPF program of a compiled script.
type Prog struct {
	Name string // in the CollectionSpec
	// Instances are the probe bodies it runs, in script order: one, or the
	// probes of the script on one event.
	Instances []*check.Instance
	// Targets are what the runtime attaches it to (BEGIN and END: run).
	Targets []point.Target
	// Source maps raw instruction offsets to the source span that produced
	// them, for pointing verifier errors at the script.
	Source map[int]source.Span
}

// Map is one script map as laid out in the kernel.
type Map struct {
	Map       *check.Map
	Index     int    // in Program.Maps, used in print/clear events
	BPFName   string // name in the CollectionSpec
	KeySize   int
	ValueSize int
	PerCPU    bool
	Array     bool // keyless count(): a one-slot per-CPU array; keyless hist(): one slot per bucket (the key, a u32)
	Bucketed  bool // hist/lhist: the key ends with a u64 bucket index
}

// HelperError is one checked helper call.
type HelperError struct {
	Helper string      // as bpftrace names it: "probe_read_kernel", "map_update_elem"
	Span   source.Span // what bpftrace points at
}

// Names of the maps every program shares.
const (
	EventsMap = "events" // ring buffer of records
	LostMap   = "lost"   // per-CPU counts: [0] records the ring buffer refused, [1+i] failed updates of map i
	StackMap  = "stacks" // stack traces for kstack/ustack
	// StackOverflowMap holds the stacks whose hash bucket in StackMap
	// another stack took (bpf_get_stackid's -EEXIST); their ids have
	// bpf.StackOverflowBit set (see bpf.StackID).
	StackOverflowMap = "stacks_overflow"
	// BuildIDStackMap holds ustack(build_id)'s stacks: (build ID, file
	// offset) per frame (BPF_F_STACK_BUILD_ID).
	BuildIDStackMap = "stacks_build_id"
	// DwStackMap is the ring buffer of dw_ustack's stack samples
	// (bpf.Sample), DwStackRing bytes; DwScratchMap is where they are built.
	DwStackMap   = "dw_samples"
	DwScratchMap = "dw_scratch"
	DwStackRing  = 8 << 20
	ConfigMap    = "config"  // runtime facts, indexed by ConfigSlot
	ScratchMap   = "scratch" // per-CPU memory for values too big for the stack
	RecordMap    = "record"  // per-CPU memory where records with long strings are built
	// ProbeNamesMap holds ProbeNames, NUL-padded, indexed by cookie.
	ProbeNamesMap = "probe_names"
	// SkbMap is the perf event array skboutput() sends packets through
	// (bpf_skb_output writes to no ring buffer); only when it is called.
	SkbMap = "skb_events"
	// SpecMap holds speculations: slot i (1..Nspec) is {state: 1 when
	// active, bytes sent}, slot 0 {records dropped as their speculation
	// was full, failed speculation() calls}.
	SpecMap = "spec"
	// CgroupMap is --cgroup's one-slot cgroup array: the runtime stores
	// the cgroup directory's fd in slot 0 before anything runs, and every
	// program of a task event returns at once unless the current task is
	// in that cgroup or below it (bpf_current_task_under_cgroup).
	CgroupMap = "cgroup_filter"
)

// ConfigSlot is a slot of the config map: a u64 the runtime writes before
// anything runs, or when it stops.
type ConfigSlot uint32

const (
	ConfigStart ConfigSlot = 0 // CLOCK_MONOTONIC ns at start, for elapsed
	ConfigCpid  ConfigSlot = 1 // pid of the -c command, for cpid
	// ConfigStopped is nonzero once tracing is over: exit() stores
	// StoppedFlag|code there, the runtime StoppedFlag when it stops for
	// another reason. A record the ring buffer refuses then is no loss
	// (nothing after the end is printed), and the runtime sees exit()
	// even when its record found the ring buffer full.
	ConfigStopped ConfigSlot = 2
	// ConfigTAI is CLOCK_TAI - CLOCK_BOOTTIME in ns, measured at start,
	// for nsecs(sw_tai).
	ConfigTAI ConfigSlot = 3
	// ConfigSlots is the number of slots.
	ConfigSlots = 4
)

// StoppedFlag marks ConfigStopped as set; the low 32 bits are exit()'s code.
const StoppedFlag = 1 << 32

// Event kinds: the low 16 bits of a record's header. Bits 16..31 count the
// EvHelper records, following it in the ring buffer, of helper calls that
// failed while it was made (-k, -kk): they are to be printed before it. The
// high 32 bits are an index (printf id, map index). The arguments follow
// the header as types.RecordLayout lays them out.
const (
	HeaderKindMask    = 0xff
	HeaderSpecShift   = 8 // bits 8..15: the speculation the record is for (0: none)
	HeaderFailedShift = 16

	EvPrintf   = 1 // printf: args per Printfs[id]
	EvExit     = 2 // exit(): code at offset 8
	EvPrintMap = 3 // print(@m, top, div): top at 8, div at 16
	EvClearMap = 4 // clear(@m)
	EvZeroMap  = 5 // zero(@m)
	EvPrintVal = 6 // print(value): Printfs[id].Args[0]
	EvTime     = 7 // time(fmt)
	EvSystem   = 8 // system(fmt, ...)
	EvCat      = 9 // cat(fmt, ...)
	EvJoin     = 10
	EvHelper   = 11 // a helper call failed (-k, -kk): HelperErrors[id], its result at 8
	EvUnwatch  = 12 // unwatch(addr): the address at 8
	// EvSkbOutput heads a packet in the SkbMap perf buffer: id is
	// SkbOutputs[id], boot-time ns at 8, the bytes copied (u32) at 16 and
	// the bytes of them to leave out (u32) at 20, the packet from
	// SkbHeader on.
	EvSkbOutput = 13
	SkbHeader   = 24
	EvErrorf    = 14 // errorf(fmt, ...): an error on stderr, at the call
	EvWarnf     = 15 // warnf(fmt, ...): a warning on stderr, at the call
	// sonde's DTrace aggregation tools; id is the map's index.
	EvPrinta    = 16 // printa(fmt, @m): Printfs[n] with n at 8
	EvNormalize = 17 // normalize(@m, N): N at 8
	EvTrunc     = 18 // trunc(@m, N): N at 8, 1 at 16 when N was given
	EvCommit    = 19 // commit(id): id at 8
	EvDiscard   = 20 // discard(id): id at 8
)
