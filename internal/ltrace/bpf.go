package ltrace

// The BPF side: one entry program and one return program shared by every
// traced function, told apart by the uprobe's attach cookie, plus small
// tracepoint programs for the main executable's load address, forks, exits,
// signals and (with -S) system calls.
//
// Where the probes go. ltrace shows the calls the main executable makes
// through its PLT, so the uprobes sit on the executable's PLT stubs (a
// uprobe on a stub fires only for that executable's calls through it, at
// the moment the callee would be entered: arguments in registers, the
// return address at *sp). Probing the functions in their libraries
// instead, filtered by return address, was tried first and dropped: glibc
// resolves strchr, memset and friends (IFUNCs) to AVX-512 implementations
// whose first instruction is EVEX-encoded, and a uprobe single-stepping
// such an instruction out of line corrupted the traced program's results
// on this kernel (strchr returned NULL). PLT stubs start with a plain
// indirect jmp (or endbr64), which uprobes handle.
//
// The entry program still checks that the return address lies in the
// main executable's text, kept per process in the pids map: in a non-PIE
// executable a PLT stub is the function's canonical address, which
// libraries may call through a pointer (qsort's comparison function);
// those calls are not the executable's. The start
// program, a uprobe on the executable's entry point (e_entry), fills the
// range in from regs->ip the moment the exec'd program starts; for -p
// user space fills it in from /proc/PID/maps; forked children inherit it.
// A zero range also marks a process that has not exec'd yet, whose
// signals (the waiting Go child's own) are not shown.
//
// Matching returns to entries. An accepted entry stores (tid, sp) in the
// pending map; at the uretprobe the stack pointer is the entry's plus 8 (the
// return address was popped), so only returns of accepted calls are
// reported, nested and recursive calls included, without a per-thread stack.
//
// Records are submitted with BPF_RB_NO_WAKEUP: the reader polls on a short
// timer, since a wakeup across CPUs costs far more than the call itself.
// Records that do not fit are counted in the lost map.

import (
	"fmt"
	"io"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"

	"sonde/internal/bpf"
	"sonde/internal/kbtf"
	"sonde/internal/kernel"
	"sonde/internal/kernel/abi"
)

// Record kinds.
const (
	recEntry = iota + 1
	recReturn
	recExit     // aux = task exit_code
	recSignal   // aux = signal number
	recSysEnter // cookie = syscall number, args
	recSysExit  // cookie = syscall number, a[0] = return value
)

// Record layout (little endian).
const (
	offKind    = 0  // u32
	offTid     = 4  // u32
	offTgid    = 8  // u32
	offAux     = 12 // u32
	offTS      = 16 // u64 ktime ns
	offCookie  = 24 // u64
	offSP      = 32 // u64: entry stack pointer (the pending key)
	offArgs    = 40 // u64[6]; a[0] is the return value in return records
	offRetAddr = 88 // u64
	offSlen    = 96 // i32[maxSlots]: bpf_probe_read_user_str results
	offStrs    = 112
	smallSize  = offSlen
	maxSlots   = 4
)

// Cookie layout: one nibble per string slot (bit 3 set: slot used, bits
// 0-2: the argument index to read), then flags, then the function index.
const (
	cookieRetStr     = 1 << 16 // the return value is a string
	cookieOutStr     = 1 << 17 // the first argument points to a string the call writes (snprintf)
	cookieIndexShift = 24
)

// pidValue is the value of the pids map: the main executable's text range
// in that process, [lo, hi); both 0 while unknown.
type pidValue struct{ Lo, Hi uint64 }

// ringBytes is the ring buffer's size (a variable for the loss test).
var ringBytes uint32 = 8 << 20

// sysUretprobe is x86-64's uretprobe system call.
const sysUretprobe = 335

// The maps, by their name in the collection.
const (
	mapPids    = "ltrace_pids"
	mapPending = "ltrace_pending"
	mapEvents  = "ltrace_events"
	mapForked  = "ltrace_forked" // tids of forked children (-f); LRU-bounded
	mapLost    = "ltrace_lost"
)

// objects are the loaded maps and programs.
type objects struct {
	spec               *ebpf.CollectionSpec
	coll               *ebpf.Collection
	fallback           *ebpf.Collection // entry and ret for perf-event uprobes
	pids, events       *ebpf.Map
	entry, ret, start  *ebpf.Program
	fork, exit, signal *ebpf.Program
	sysEnter, sysExit  *ebpf.Program
	slot               int  // bytes per string slot
	follow             bool // -f: trace every thread and child
}

func (o *objects) Close() error {
	for _, c := range []*ebpf.Collection{o.fallback, o.coll} {
		if c != nil {
			c.Close()
		}
	}
	return nil
}

var _ io.Closer = (*objects)(nil)

// loadConfig is what the programs are built for.
type loadConfig struct {
	strSize  int    // -s: characters shown of a string
	entry    uint64 // the main executable's e_entry (link-time)
	textLo   uint64 // its executable segments, link-time
	textHi   uint64
	follow   bool // -f
	syscalls bool // -S
}

// load creates the maps and programs.
func load(c loadConfig) (_ *objects, err error) {
	o := &objects{slot: (c.strSize + 2 + 7) &^ 7, follow: c.follow}
	exitCode, err := kbtf.Offset("task_struct", "exit_code")
	if err != nil {
		return nil, err
	}
	sigF, err := kernel.Format("signal", "signal_generate")
	if err != nil {
		return nil, fmt.Errorf("signal_generate format: %w", err)
	}
	spec := &ebpf.CollectionSpec{Maps: map[string]*ebpf.MapSpec{}, Programs: map[string]*ebpf.ProgramSpec{}}
	for _, m := range []*ebpf.MapSpec{
		{Name: mapPids, Type: ebpf.Hash, KeySize: 4, ValueSize: 16, MaxEntries: 8192},
		{Name: mapPending, Type: ebpf.LRUHash, KeySize: 16, ValueSize: 8, MaxEntries: 65536},
		{Name: mapEvents, Type: ebpf.RingBuf, MaxEntries: ringBytes},
		{Name: mapForked, Type: ebpf.LRUHash, KeySize: 4, ValueSize: 4, MaxEntries: 4096},
		{Name: mapLost, Type: ebpf.PerCPUArray, KeySize: 4, ValueSize: 8, MaxEntries: 1},
	} {
		spec.Maps[m.Name] = m
	}
	prog := func(name string, typ ebpf.ProgramType, insns asm.Instructions) *ebpf.ProgramSpec {
		p := &ebpf.ProgramSpec{Name: name, Type: typ, License: "GPL", Instructions: insns}
		spec.Programs[name] = p
		return p
	}
	// The call programs are loaded for one uprobe_multi link over all
	// functions (perEventFallback reloads them for perf-event uprobes).
	entry := prog("ltrace_entry", ebpf.Kprobe, o.entryProg())
	entry.AttachType, entry.Flags = ebpf.AttachTraceUprobeMulti, bpfFSleepable
	prog("ltrace_ret", ebpf.Kprobe, o.retProg()).AttachType = ebpf.AttachTraceUprobeMulti
	prog("ltrace_start", ebpf.Kprobe, o.startProg(c))
	prog("ltrace_exit", ebpf.TracePoint, o.exitProg(exitCode))
	prog("ltrace_signal", ebpf.TracePoint, o.signalProg(sigF))
	if c.follow {
		f, err := kernel.Format("sched", "sched_process_fork")
		if err != nil {
			return nil, fmt.Errorf("sched_process_fork format: %w", err)
		}
		prog("ltrace_fork", ebpf.TracePoint, o.forkProg(f))
	}
	if c.syscalls {
		prog("ltrace_sys_enter", ebpf.TracePoint, o.sysProg(true))
		prog("ltrace_sys_exit", ebpf.TracePoint, o.sysProg(false))
	}
	o.spec = spec
	o.coll, err = bpf.Load(spec, bpf.Options{Parallel: true})
	if err != nil {
		return nil, err
	}
	p := o.coll.Programs
	o.pids, o.events = o.coll.Maps[mapPids], o.coll.Maps[mapEvents]
	o.entry, o.ret, o.start, o.exit, o.signal = p["ltrace_entry"], p["ltrace_ret"], p["ltrace_start"], p["ltrace_exit"], p["ltrace_signal"]
	o.fork, o.sysEnter, o.sysExit = p["ltrace_fork"], p["ltrace_sys_enter"], p["ltrace_sys_exit"]
	return o, nil
}

// Stack slots.
const (
	fpKey  = -8  // u32 tgid
	fpPend = -24 // {u32 tid, u32 0, u64 sp}: the pending key
	fpVal  = -32 // u64 scratch
	fpRA   = -40 // u64 return address
	fpPtr  = -64 // u64 the string being read
	fpByte = -72 // u64 scratch for faulting a page in
)

// Registers kept across calls.
const (
	rCtx    = asm.R6
	rID     = asm.R7 // pid_tgid
	rRec    = asm.R8 // the reserved record
	rCookie = asm.R9
)

// newProg starts a program: the context in rCtx.
func newProg() *bpf.Builder {
	b := &bpf.Builder{Name: "ltrace"}
	b.Emit(asm.Mov.Reg(rCtx, asm.R1))
	return b
}

// pidLookup loads pids[tgid] into R0, jumping to out when absent.
func pidLookup(b *bpf.Builder, out string) {
	b.Emit(
		asm.FnGetCurrentPidTgid.Call(),
		asm.Mov.Reg(rID, asm.R0),
		asm.RSh.Imm(asm.R0, 32),
		asm.StoreMem(asm.RFP, fpKey, asm.R0, asm.Word),
	)
	b.MapLookup(mapPids, asm.RFP, fpKey)
	b.Emit(asm.JEq.Imm(asm.R0, 0, out))
}

// reserve reserves size bytes of the ring buffer into rRec, counting a
// failure as lost and jumping to out, and fills the header.
func reserve(b *bpf.Builder, size int32, kind int32, out string) {
	b.RingReserve(mapEvents, size, b.NewLabel(), out, func() {
		b.CountLost(mapLost, 0, asm.RFP, fpVal, b.NewLabel())
	})
	b.Emit(
		asm.Mov.Reg(rRec, asm.R0),
		asm.StoreImm(rRec, offKind, int64(kind), asm.Word),
		asm.StoreMem(rRec, offTid, rID, asm.Word),
		asm.Mov.Reg(asm.R1, rID),
		asm.RSh.Imm(asm.R1, 32),
		asm.StoreMem(rRec, offTgid, asm.R1, asm.Word),
		asm.StoreImm(rRec, offAux, 0, asm.Word),
		asm.FnKtimeGetNs.Call(),
		asm.StoreMem(rRec, offTS, asm.R0, asm.DWord),
	)
}

// submit submits rRec without waking the reader: it polls on a timer.
func submit(b *bpf.Builder) { b.RingSubmit(rRec, bpf.NoWakeup) }

// entryProg runs at a traced function's entry.
func (o *objects) entryProg() asm.Instructions {
	const out = "out"
	b := newProg()
	pidLookup(b, out)
	if !o.follow {
		// Without -f only the main thread is traced, as ltrace does.
		b.Emit(
			asm.Mov.Reg(asm.R1, rID),
			asm.RSh.Imm(asm.R1, 32),
			asm.Mov.Reg(asm.R2, rID),
			asm.LSh.Imm(asm.R2, 32),
			asm.RSh.Imm(asm.R2, 32),
			asm.JNE.Reg(asm.R1, asm.R2, out),
		)
	}
	b.Emit(
		// R0 = &pids[tgid]: {lo, hi}. Keep lo/hi on the stack.
		asm.LoadMem(asm.R1, asm.R0, 0, asm.DWord),
		asm.LoadMem(asm.R2, asm.R0, 8, asm.DWord),
		asm.StoreMem(asm.RFP, -48, asm.R1, asm.DWord),
		asm.StoreMem(asm.RFP, -56, asm.R2, asm.DWord),
		asm.Mov.Reg(asm.R1, rCtx),
		asm.FnGetAttachCookie.Call(),
		asm.Mov.Reg(rCookie, asm.R0),
		// Return address: *(u64 *)sp.
		bpf.StoreImm64(asm.RFP, fpRA, 0),
		asm.Mov.Reg(asm.R1, asm.RFP),
		asm.Add.Imm(asm.R1, fpRA),
		asm.Mov.Imm(asm.R2, 8),
		asm.LoadMem(asm.R3, rCtx, abi.SP.Offset(), asm.DWord),
		asm.FnProbeReadUser.Call(),
		// Caller filter.
		asm.LoadMem(asm.R1, asm.RFP, fpRA, asm.DWord),
		asm.LoadMem(asm.R2, asm.RFP, -48, asm.DWord),
		asm.JLT.Reg(asm.R1, asm.R2, out),
		asm.LoadMem(asm.R2, asm.RFP, -56, asm.DWord),
		asm.JGE.Reg(asm.R1, asm.R2, out),
		// Accepted: remember (tid, sp) for the return.
		// The value is the output string's address, read at the return.
		asm.StoreMem(asm.RFP, fpPend, rID, asm.Word),
		asm.StoreImm(asm.RFP, fpPend+4, 0, asm.Word),
		asm.LoadMem(asm.R1, rCtx, abi.SP.Offset(), asm.DWord),
		asm.StoreMem(asm.RFP, fpPend+8, asm.R1, asm.DWord),
		asm.LoadMem(asm.R1, rCtx, abi.ArgRegs[0].Offset(), asm.DWord),
		asm.StoreMem(asm.RFP, fpVal, asm.R1, asm.DWord),
	)
	b.MapUpdate(mapPending, asm.RFP, fpPend, asm.RFP, fpVal)
	b.Emit(
		// Strings to copy?
		asm.Mov.Reg(asm.R1, rCookie),
		asm.And.Imm(asm.R1, 0x8888),
		asm.JNE.Imm(asm.R1, 0, "big"),
	)
	reserve(b, smallSize, recEntry, out)
	o.fillEntry(b)
	submit(b)
	b.Emit(asm.Ja.Label(out))

	full := int32(offStrs + maxSlots*o.slot)
	b.Label("big")
	reserve(b, full, recEntry, out)
	o.fillEntry(b)
	for s := 0; s < maxSlots; s++ {
		skip, do, store := fmt.Sprintf("slot%d_skip", s), fmt.Sprintf("slot%d_do", s), fmt.Sprintf("slot%d_store", s)
		b.Emit(
			asm.StoreImm(rRec, int16(offSlen+4*s), -1, asm.Word),
			asm.Mov.Reg(asm.R1, rCookie),
			asm.RSh.Imm(asm.R1, int32(4*s)),
			asm.And.Imm(asm.R1, 0xf),
			asm.JSet.Imm(asm.R1, 8, do),
			asm.Ja.Label(skip),
		)
		b.Label(do)
		b.Emit(
			// R3 = the argument: a[R1 & 7], bounded inside the record.
			asm.And.Imm(asm.R1, 7),
			asm.LSh.Imm(asm.R1, 3),
			asm.Add.Reg(asm.R1, rRec),
			asm.LoadMem(asm.R3, asm.R1, offArgs, asm.DWord),
			asm.StoreMem(asm.RFP, fpPtr, asm.R3, asm.DWord),
			asm.Mov.Reg(asm.R1, rRec),
			asm.Add.Imm(asm.R1, int32(offStrs+s*o.slot)),
			asm.Mov.Imm(asm.R2, int32(o.slot)),
			asm.FnProbeReadUserStr.Call(),
			asm.JSGT.Imm(asm.R0, 0, store),
			// The page is not present (a string in .rodata the program has
			// not touched yet): fault it in, as the program is about to,
			// and read again. The program is sleepable for this.
			asm.Mov.Reg(asm.R1, asm.RFP),
			asm.Add.Imm(asm.R1, fpByte),
			asm.Mov.Imm(asm.R2, 1),
			asm.LoadMem(asm.R3, asm.RFP, fpPtr, asm.DWord),
			asm.FnCopyFromUser.Call(),
			asm.JNE.Imm(asm.R0, 0, store),
			asm.Mov.Reg(asm.R1, rRec),
			asm.Add.Imm(asm.R1, int32(offStrs+s*o.slot)),
			asm.Mov.Imm(asm.R2, int32(o.slot)),
			asm.LoadMem(asm.R3, asm.RFP, fpPtr, asm.DWord),
			asm.FnProbeReadUserStr.Call(),
		)
		b.Label(store)
		b.Emit(asm.StoreMem(rRec, int16(offSlen+4*s), asm.R0, asm.Word))
		b.Label(skip)
	}
	submit(b)
	b.Return0(out)
	return b.Insns
}

// fillEntry stores the cookie, stack pointer, arguments and return address.
func (o *objects) fillEntry(b *bpf.Builder) {
	b.Emit(
		asm.StoreMem(rRec, offCookie, rCookie, asm.DWord),
		asm.LoadMem(asm.R1, rCtx, abi.SP.Offset(), asm.DWord),
		asm.StoreMem(rRec, offSP, asm.R1, asm.DWord),
		asm.LoadMem(asm.R1, asm.RFP, fpRA, asm.DWord),
		asm.StoreMem(rRec, offRetAddr, asm.R1, asm.DWord),
	)
	for i, r := range abi.ArgRegs {
		b.Emit(
			asm.LoadMem(asm.R1, rCtx, r.Offset(), asm.DWord),
			asm.StoreMem(rRec, int16(offArgs+8*i), asm.R1, asm.DWord),
		)
	}
}

// retProg runs at a traced function's return.
func (o *objects) retProg() asm.Instructions {
	const out = "out"
	b := newProg()
	b.Emit(
		asm.FnGetCurrentPidTgid.Call(),
		asm.Mov.Reg(rID, asm.R0),
		asm.StoreMem(asm.RFP, fpPend, rID, asm.Word),
		asm.StoreImm(asm.RFP, fpPend+4, 0, asm.Word),
		asm.LoadMem(asm.R1, rCtx, abi.SP.Offset(), asm.DWord),
		asm.Add.Imm(asm.R1, -8),
		asm.StoreMem(asm.RFP, fpPend+8, asm.R1, asm.DWord),
	)
	b.MapLookup(mapPending, asm.RFP, fpPend)
	b.Emit(
		asm.JEq.Imm(asm.R0, 0, "notmine"),
		asm.LoadMem(asm.R1, asm.R0, 0, asm.DWord),
		asm.StoreMem(asm.RFP, fpVal, asm.R1, asm.DWord),
	)
	b.MapDelete(mapPending, asm.RFP, fpPend)
	b.Emit(asm.Ja.Label("found"))
	// Not an accepted entry of this thread; but a forked child (-f)
	// returns from the calls its parent was in when it forked (the
	// kernel copies the hijacked return addresses with the stack):
	// fork() itself, first of all. Any return without an entry of its
	// own in a forked child is one of those, whether or not the parent
	// has returned (and dropped its entry) yet.
	b.Label("notmine")
	b.Emit(asm.StoreMem(asm.RFP, fpKey, rID, asm.Word))
	b.MapLookup(mapForked, asm.RFP, fpKey)
	b.Emit(
		asm.JEq.Imm(asm.R0, 0, out),
		bpf.StoreImm64(asm.RFP, fpVal, 0),
	)
	b.Label("found")
	b.Emit(
		asm.Mov.Reg(asm.R1, rCtx),
		asm.FnGetAttachCookie.Call(),
		asm.Mov.Reg(rCookie, asm.R0),
		asm.And.Imm(asm.R0, cookieRetStr|cookieOutStr),
		asm.JNE.Imm(asm.R0, 0, "big"),
	)
	fill := func() {
		b.Emit(
			asm.StoreMem(rRec, offCookie, rCookie, asm.DWord),
			asm.LoadMem(asm.R1, asm.RFP, fpPend+8, asm.DWord),
			asm.StoreMem(rRec, offSP, asm.R1, asm.DWord),
			asm.LoadMem(asm.R1, rCtx, abi.RetReg.Offset(), asm.DWord),
			asm.StoreMem(rRec, offArgs, asm.R1, asm.DWord),
		)
	}
	reserve(b, smallSize, recReturn, out)
	fill()
	submit(b)
	b.Emit(asm.Ja.Label(out))
	b.Label("big")
	// Slot 0: the returned string; slot 1: the output string.
	reserve(b, int32(offStrs+2*o.slot), recReturn, out)
	fill()
	b.Emit(
		asm.StoreImm(rRec, offSlen, -1, asm.Word),
		asm.StoreImm(rRec, offSlen+4, -1, asm.Word),
		asm.Mov.Reg(asm.R1, rCookie),
		asm.And.Imm(asm.R1, cookieRetStr),
		asm.JEq.Imm(asm.R1, 0, "outstr"),
		asm.Mov.Reg(asm.R1, rRec),
		asm.Add.Imm(asm.R1, offStrs),
		asm.Mov.Imm(asm.R2, int32(o.slot)),
		asm.LoadMem(asm.R3, rCtx, abi.RetReg.Offset(), asm.DWord),
		asm.FnProbeReadUserStr.Call(),
		asm.StoreMem(rRec, offSlen, asm.R0, asm.Word),
	)
	b.Label("outstr")
	b.Emit(
		asm.Mov.Reg(asm.R1, rCookie),
		asm.And.Imm(asm.R1, cookieOutStr),
		asm.JEq.Imm(asm.R1, 0, "send"),
		asm.Mov.Reg(asm.R1, rRec),
		asm.Add.Imm(asm.R1, int32(offStrs+o.slot)),
		asm.Mov.Imm(asm.R2, int32(o.slot)),
		asm.LoadMem(asm.R3, asm.RFP, fpVal, asm.DWord),
		asm.FnProbeReadUserStr.Call(),
		asm.StoreMem(rRec, offSlen+4, asm.R0, asm.Word),
	)
	b.Label("send")
	submit(b)
	b.Return0(out)
	return b.Insns
}

// startProg runs at the main executable's entry point: it records the
// executable's text range in this process, from regs->ip = base + e_entry.
func (o *objects) startProg(c loadConfig) asm.Instructions {
	const out = "out"
	b := newProg()
	pidLookup(b, out)
	b.Emit(
		asm.LoadMem(asm.R1, rCtx, abi.IP.Offset(), asm.DWord),
		asm.LoadImm(asm.R2, int64(c.entry), asm.DWord),
		asm.Sub.Reg(asm.R1, asm.R2), // load bias
		asm.Mov.Reg(asm.R3, asm.R1),
		asm.LoadImm(asm.R2, int64(c.textLo), asm.DWord),
		asm.Add.Reg(asm.R1, asm.R2),
		asm.LoadImm(asm.R2, int64(c.textHi), asm.DWord),
		asm.Add.Reg(asm.R3, asm.R2),
		asm.StoreMem(asm.R0, 0, asm.R1, asm.DWord),
		asm.StoreMem(asm.R0, 8, asm.R3, asm.DWord),
	)
	b.Return0(out)
	return b.Insns
}

// exitProg reports the exit of a traced process (its thread group leader)
// with the exit code, and forgets it; with -f, threads' exits too.
func (o *objects) exitProg(exitCode uint32) asm.Instructions {
	const out = "out"
	b := newProg()
	pidLookup(b, out)
	b.Emit(
		// Before its program started, the process is still the waiting Go
		// child: its exec ends the other threads, the old leader among them
		// when a non-leader thread execs.
		asm.LoadMem(asm.R1, asm.R0, 8, asm.DWord),
		asm.JEq.Imm(asm.R1, 0, out),
		asm.Mov.Reg(asm.R1, rID),
		asm.RSh.Imm(asm.R1, 32),
		asm.Mov.Reg(asm.R2, rID),
		asm.LSh.Imm(asm.R2, 32),
		asm.RSh.Imm(asm.R2, 32),
		asm.JEq.Reg(asm.R1, asm.R2, "leader"),
	)
	if !o.follow {
		b.Emit(asm.Ja.Label(out)) // a thread, shown with -f only
	} else {
		// The fork program entered the thread under its tid: drop it.
		b.Emit(asm.StoreMem(asm.RFP, fpPend, rID, asm.Word))
		b.MapDelete(mapPids, asm.RFP, fpPend)
		b.Emit(asm.Ja.Label("code"))
	}
	b.Label("leader")
	b.MapDelete(mapPids, asm.RFP, fpKey)
	b.Label("code")
	b.Emit(
		bpf.StoreImm64(asm.RFP, fpVal, 0),
		asm.FnGetCurrentTask.Call(),
		asm.Mov.Reg(asm.R3, asm.R0),
		asm.Add.Imm(asm.R3, int32(exitCode)),
		asm.Mov.Reg(asm.R1, asm.RFP),
		asm.Add.Imm(asm.R1, fpVal),
		asm.Mov.Imm(asm.R2, 4),
		asm.FnProbeReadKernel.Call(),
	)
	reserve(b, smallSize, recExit, out)
	b.Emit(
		asm.LoadMem(asm.R1, asm.RFP, fpVal, asm.Word),
		asm.StoreMem(rRec, offAux, asm.R1, asm.Word),
	)
	submit(b)
	b.ReturnPassOn(out)
	return b.Insns
}

// signalProg reports signals generated for a traced process, delivered or
// ignored (ltrace, a ptracer, sees ignored ones too).
func (o *objects) signalProg(f *kernel.EventFormat) asm.Instructions {
	const out = "out"
	pid, sig, res := f.Field("pid"), f.Field("sig"), f.Field("result")
	b := newProg()
	b.Emit(
		asm.LoadMem(asm.R1, rCtx, int16(res.Offset), asm.Word),
		asm.JGT.Imm(asm.R1, 1, out), // already pending, or not queued
		asm.LoadMem(asm.R1, rCtx, int16(pid.Offset), asm.Word),
		asm.StoreMem(asm.RFP, fpKey, asm.R1, asm.Word),
	)
	b.MapLookup(mapPids, asm.RFP, fpKey)
	b.Emit(
		asm.JEq.Imm(asm.R0, 0, out),
		// Not yet running its program (the waiting child is Go, and the Go
		// runtime signals itself).
		asm.LoadMem(asm.R1, asm.R0, 8, asm.DWord),
		asm.JEq.Imm(asm.R1, 0, out),
		// The record is about the target, not the sender.
		asm.LoadMem(rID, asm.RFP, fpKey, asm.Word),
		asm.Mov.Reg(asm.R1, rID),
		asm.LSh.Imm(asm.R1, 32),
		asm.Or.Reg(rID, asm.R1),
	)
	reserve(b, smallSize, recSignal, out)
	b.Emit(
		asm.LoadMem(asm.R1, rCtx, int16(sig.Offset), asm.Word),
		asm.StoreMem(rRec, offAux, asm.R1, asm.Word),
	)
	submit(b)
	b.ReturnPassOn(out)
	return b.Insns
}

// forkProg (-f) adds a traced process's children to the pids map with the
// parent's text range: a forked child has the same mappings.
func (o *objects) forkProg(f *kernel.EventFormat) asm.Instructions {
	const out = "out"
	child := f.Field("child_pid")
	b := newProg()
	pidLookup(b, out)
	b.Emit(
		asm.Mov.Reg(asm.R3, asm.R0),
		asm.LoadMem(asm.R1, rCtx, int16(child.Offset), asm.Word),
		asm.StoreMem(asm.RFP, fpPend, asm.R1, asm.Word),
		asm.StoreMem(asm.RFP, fpPend+4, rID, asm.Word), // the parent's tid
	// forked[child] = parent tid, for the child's return from fork().
	)
	b.MapUpdate(mapForked, asm.RFP, fpPend, asm.RFP, fpPend+4)
	b.MapLookup(mapPids, asm.RFP, fpKey)
	b.Emit(
		asm.JEq.Imm(asm.R0, 0, out),
		asm.Mov.Reg(asm.R3, asm.R0),
		asm.LoadMem(asm.R1, asm.RFP, fpPend, asm.Word),
		asm.StoreMem(asm.RFP, fpKey, asm.R1, asm.Word),
		bpf.MapPtr(asm.R1, mapPids),
		asm.Mov.Reg(asm.R2, asm.RFP),
		asm.Add.Imm(asm.R2, fpKey),
		asm.Mov.Imm(asm.R4, 0),
		asm.FnMapUpdateElem.Call(),
	)
	b.ReturnPassOn(out)
	return b.Insns
}

// sysProg (-S) reports system call entries (number and arguments) and
// exits (number and return value) of traced processes.
// raw_syscalls record: long id at 8, then args[6] or ret at 16.
func (o *objects) sysProg(enter bool) asm.Instructions {
	const out = "out"
	b := newProg()
	pidLookup(b, out)
	kind := int32(recSysExit)
	if enter {
		kind = recSysEnter
	}
	b.Emit(
		// The uretprobe trampoline's own system call (uretprobe, 335 since
		// Linux 6.11) and its exit, which reports id -1, are sonde's.
		asm.LoadMem(asm.R1, rCtx, 8, asm.DWord),
		asm.JEq.Imm(asm.R1, sysUretprobe, out),
		asm.JSLT.Imm(asm.R1, 0, out),
	)
	reserve(b, smallSize, kind, out)
	b.Emit(
		asm.LoadMem(asm.R1, rCtx, 8, asm.DWord),
		asm.StoreMem(rRec, offCookie, asm.R1, asm.DWord),
	)
	n := 6
	if !enter {
		n = 1
	}
	for i := 0; i < n; i++ {
		b.Emit(
			asm.LoadMem(asm.R1, rCtx, int16(16+8*i), asm.DWord),
			asm.StoreMem(rRec, int16(offArgs+8*i), asm.R1, asm.DWord),
		)
	}
	submit(b)
	b.ReturnPassOn(out)
	return b.Insns
}

// pidCount counts the processes still traced.
func (o *objects) pidCount() int {
	var k uint32
	var v pidValue
	n := 0
	it := o.pids.Iterate()
	for it.Next(&k, &v) {
		n++
	}
	return n
}

// lostCount sums the per-CPU lost-record counters.
func (o *objects) lostCount() uint64 { return bpf.SumPerCPU(o.coll.Maps[mapLost], 0) }

// bpfFSleepable is BPF_F_SLEEPABLE: the program may fault user pages in.
const bpfFSleepable = 1 << 4

// perEventFallback reloads the entry and return programs for per-function
// perf-event uprobes, on kernels without uprobe_multi (before 6.6).
func (o *objects) perEventFallback() error {
	spec := &ebpf.CollectionSpec{Maps: o.spec.Maps, Programs: map[string]*ebpf.ProgramSpec{}}
	for _, name := range []string{"ltrace_entry", "ltrace_ret"} {
		p := o.spec.Programs[name].Copy()
		p.AttachType = ebpf.AttachNone
		spec.Programs[name] = p
	}
	c, err := bpf.Load(spec, bpf.Options{Maps: o.coll.Maps, Parallel: true})
	if err != nil {
		return err
	}
	o.fallback = c
	for _, name := range []string{"ltrace_entry", "ltrace_ret"} {
		o.coll.Programs[name].Close()
		delete(o.coll.Programs, name)
	}
	o.entry, o.ret = c.Programs["ltrace_entry"], c.Programs["ltrace_ret"]
	return nil
}
