package strace

// The BPF side: maps and raw-tracepoint programs written with cilium/ebpf/asm.
//
// sys_enter and sys_exit each build one record in a per-CPU scratch buffer and
// copy it into a ring buffer with BPF_RB_NO_WAKEUP (the reader polls on a
// timer, so a traced syscall never pays for a cross-CPU wakeup). What a record
// carries besides its header is driven by a per-syscall capture spec (specs
// map): up to four slots that copy user strings, buffers, argv arrays or
// pointer counts, bounded so that the verifier can check every copy.

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"
	"github.com/cilium/ebpf/link"

	"sonde/internal/bpf"
	"sonde/internal/child"
	"sonde/internal/kbtf"
	"sonde/internal/kernel/abi"
)

const nrRtSigreturn = 15

// Record types.
const (
	recEnter  = 1
	recExit   = 2
	recFork   = 3 // nr = child tid
	recExited = 4 // nr = task exit_code
	recSignal = 5 // nr = signal, args[0] = its sa_handler, data = kernel_siginfo
	// recSignalIgnored is a signal dropped at generation because the target
	// ignores it: ptrace would have delivered (and strace shown) it. nr =
	// signal, ret = the info pointer when special (0: from a user, 1: from
	// the kernel), args[0..1] = sender tgid and uid, data = kernel_siginfo.
	recSignalIgnored = 6
	// recCombined is the exit record of a syscall whose entry emitted
	// nothing: its arguments were kept in the pid map value and come with
	// the return value (see specCombine).
	recCombined = 7
)

// Record layout (little endian), shared by all record types.
const (
	offType  = 0   // u32
	offTid   = 4   // u32
	offTs    = 8   // u64 ktime ns
	offNr    = 16  // s64 syscall number (or per-type value)
	offRet   = 24  // s64 return value (exit records)
	offArgs  = 32  // u64[6]
	offLens  = 80  // s32[4] capture lengths or negative errors
	offEntTs = 96  // combined records: the entry's timestamp
	hdrSize  = 104 // captured data follows, slot after slot
	// offSpill is scratch space past any record, see forgetOff.
	offSpill = scratchSz - 8
	offFault = scratchSz - 16 // exit: the entry copy of an input faulted
	// The iovec copy keeps its counters in untracked memory too.
	offIovLeft  = scratchSz - 24
	offIovCount = scratchSz - 32
	offMsg      = scratchSz - 40 // msghdr: its offset in the record
	offMsgLen   = scratchSz - 48

	nSlots     = 4
	maxCapture = 4096  // largest single copy
	dataLimit  = 8192  // a slot starts only below this offset
	scratchSz  = 16384 // per-CPU record buffer
	maxArgv    = 64    // argv elements copied
	maxCount   = 512   // pointers counted (envp)
	maxIov     = 8     // iovec elements copied
	specStride = 40    // bytes per specs value
	maxSyscall = 512
)

// Capture slot kinds.
const (
	capNone  = 0
	capStr   = 1 // NUL-terminated string at args[arg], at most max bytes
	capBuf   = 2 // bytes at args[arg], length by lenMode, at most max
	capArgv  = 3 // char *[] at args[arg]: u16 length + string, per element
	capCount = 4 // number of non-NULL pointers in the array at args[arg]
	capIov   = 5 // struct iovec[args[lenArg]] at args[arg], then each buffer
	capMsg   = 6 // struct msghdr at args[arg]; slots 1-3: name, control, iovec
)

// Length modes of capBuf.
const (
	lenConst   = 0    // max
	lenArg     = 1    // args[lenArg]
	lenRet     = 2    // return value (exit)
	lenUser32  = 3    // u32 read from user memory at args[lenArg]
	lenArgMul  = 4    // args[lenArg] * elem
	lenRetMul  = 5    // return value * elem (exit)
	slotRetry  = 0x80 // flag: at exit, only when the entry copy faulted
	slotOnFail = 0x40 // flag: at exit, also when the call failed
)

// slot is one capture of a syscall phase (see specs map).
type slot struct {
	kind, arg, lenArg, lenMode uint8
	max, elem                  uint16
}

// phaseSpec is the value of the specs map for (nr, phase): a flags word
// (bit 0: trace this syscall) and the capture slots.
type phaseSpec struct {
	traced  bool
	combine bool
	slots   [nSlots]slot
}

// Spec flags.
const (
	specTraced = 1
	specExec   = 2  // execve layout: path, argv, envp count
	specRetry  = 4  // exit: has strings retried after an entry fault
	specIov    = 8  // iovec layout: slot 0 is an iovec array
	specMsg    = 16 // msghdr layout: slot 0 is a msghdr (sendmsg, recvmsg)
	// specCombine: no entry record; the entry keeps the arguments in the
	// task's pid map value and the exit emits one record for the call.
	specCombine = 32
)

func (p phaseSpec) marshal() []byte {
	b := make([]byte, specStride)
	if p.traced {
		b[0] = specTraced
	}
	if p.slots[1].kind == capArgv {
		b[0] |= specExec
	}
	if p.slots[0].kind == capIov {
		b[0] |= specIov
	}
	if p.slots[0].kind == capMsg {
		b[0] |= specMsg
	}
	if p.combine {
		b[0] |= specCombine
	}
	for _, sl := range p.slots {
		if sl.lenMode&(slotRetry|slotOnFail) != 0 { // slots for failed calls too
			b[0] |= specRetry
		}
	}
	for i, s := range p.slots {
		o := 8 + i*8
		b[o], b[o+1], b[o+2], b[o+3] = s.kind, s.arg, s.lenArg, s.lenMode
		binary.LittleEndian.PutUint16(b[o+4:], s.max)
		binary.LittleEndian.PutUint16(b[o+6:], s.elem)
	}
	return b
}

// kernelOffsets are task_struct field offsets found in the kernel's BTF.
type kernelOffsets struct {
	pid, exitCode uint32
	sumExec       uint32 // se.sum_exec_runtime: the task's CPU time in ns
}

func loadKernelOffsets() (kernelOffsets, error) {
	var ko kernelOffsets
	var err1, err2 error
	ko.pid, err1 = kbtf.Offset("task_struct", "pid")
	ko.exitCode, err2 = kbtf.Offset("task_struct", "exit_code")
	if err := errors.Join(err1, err2); err != nil {
		return ko, err
	}
	if off, err := kbtf.Offset("task_struct", "se.sum_exec_runtime"); err == nil {
		ko.sumExec = off
	}
	return ko, nil
}

// The maps, by their name in the collection.
const (
	mapPids    = "strace_pids"
	mapSpecs   = "strace_specs"
	mapScratch = "strace_scratch"
	mapEvents  = "strace_events"
	mapLost    = "strace_lost"
	mapFaulted = "strace_faulted" // tid -> entry string copy faulted
	mapStart   = "strace_start"   // -c
	mapStats   = "strace_stats"   // -c
)

// objects are the loaded maps, programs and links of one tracing session.
type objects struct {
	coll                *ebpf.Collection // maps and the syscall programs
	lifecycle           *ebpf.Collection // the task lifecycle programs (its maps are clones of coll's)
	pids, events, stats *ebpf.Map
	times               bool   // records carry timestamps
	cpuTimeOff          uint32 // -c: task CPU time offset, 0 for wall-clock
	soleTid             int    // see bpfConfig
	links               []link.Link
}

// bpfConfig says which programs to build.
type bpfConfig struct {
	records bool // emit syscall records (not with -c alone)
	count   bool // aggregate -c statistics in the kernel
	follow  bool // -f: add forked tasks to the pid set
	signals bool // emit signal deliveries
	times   bool // timestamps in records (-t, -r, -T)
	soleTid int  // the only task traced (no -f, one task), or 0
	wall    bool // -c times are wall-clock latency (-w), not CPU time
	ringSz  int
}

func (o *objects) Close() error {
	var errs []error
	for i := len(o.links) - 1; i >= 0; i-- {
		errs = append(errs, o.links[i].Close())
	}
	for _, c := range []*ebpf.Collection{o.lifecycle, o.coll} {
		if c != nil {
			c.Close()
		}
	}
	return errors.Join(errs...)
}

// statValue is one per-CPU -c entry: calls, errors, total ns.
const statSize = 24

func newObjects(cfg bpfConfig, specs map[uint32]phaseSpec) (_ *objects, err error) {
	o := &objects{times: cfg.times, soleTid: cfg.soleTid}
	defer func() {
		if err != nil {
			o.Close()
		}
	}()
	// The task lifecycle programs need task_struct offsets from the
	// kernel's BTF, which takes about as long to read as the verifier
	// takes with the syscall programs: those load meanwhile, unless -c
	// wants the task's CPU time in them.
	type offsets struct {
		ko  kernelOffsets
		err error
	}
	kc := make(chan offsets, 1)
	go func() {
		ko, err := loadKernelOffsets()
		kc <- offsets{ko, err}
	}()
	if cfg.count && !cfg.wall {
		k := <-kc
		kc <- k
		// -c sums system time as strace does: the task's CPU time spent
		// between entry and exit.
		o.cpuTimeOff = k.ko.sumExec
	}
	debug := os.Getenv("SONDE_STRACE_DEBUG") != ""
	t0 := time.Now()
	spec := o.mapSpecs(cfg)
	for _, tp := range []string{"sys_enter", "sys_exit"} {
		addProg(spec, tp, o.syscallProg(cfg, tp == "sys_exit"))
	}
	// The verifier is most of the start-up time: the programs load concurrently.
	if o.coll, err = bpf.Load(spec, bpf.Options{Parallel: true, Stats: debug}); err != nil {
		return nil, err
	}
	k := <-kc
	if k.err != nil {
		return nil, k.err
	}
	life := o.mapSpecs(cfg)
	var order []string
	if cfg.follow {
		order = append(order, addProg(life, "sched_process_fork", o.forkProg(k.ko)))
	}
	order = append(order, addProg(life, "sched_process_exit", o.exitProg(k.ko)))
	if cfg.signals {
		order = append(order, addProg(life, "signal_generate", o.signalGenProg(k.ko)),
			addProg(life, "signal_deliver", o.signalProg()))
	}
	if o.lifecycle, err = bpf.Load(life, bpf.Options{Maps: o.coll.Maps, Parallel: true, Stats: debug}); err != nil {
		return nil, err
	}
	order = append(order, "sys_enter", "sys_exit") // attached last: task lifecycle first
	prog := func(tp string) *ebpf.Program {
		if p := o.coll.Programs["strace_"+tp]; p != nil {
			return p
		}
		return o.lifecycle.Programs["strace_"+tp]
	}
	if debug {
		fmt.Fprintf(os.Stderr, "load: %v\n", time.Since(t0))
		for _, tp := range order {
			log := strings.TrimSpace(prog(tp).VerifierLog)
			fmt.Fprintf(os.Stderr, "%s: %s\n", tp, log[strings.LastIndexByte(log, '\n')+1:])
		}
	}
	o.pids, o.events, o.stats = o.coll.Maps[mapPids], o.coll.Maps[mapEvents], o.coll.Maps[mapStats]
	for key, ps := range specs {
		if err := o.coll.Maps[mapSpecs].Put(key, ps.marshal()); err != nil {
			return nil, fmt.Errorf("fill specs: %w", err)
		}
	}
	for _, tp := range order {
		ln, err := link.AttachRawTracepoint(link.RawTracepointOptions{Name: tp, Program: prog(tp)})
		if err != nil {
			return nil, fmt.Errorf("attach raw tracepoint %s: %w", tp, err)
		}
		o.links = append(o.links, ln)
	}
	return o, nil
}

// mapSpecs is a collection spec holding the maps for cfg.
func (o *objects) mapSpecs(cfg bpfConfig) *ebpf.CollectionSpec {
	spec := &ebpf.CollectionSpec{Maps: map[string]*ebpf.MapSpec{}, Programs: map[string]*ebpf.ProgramSpec{}}
	for _, m := range []*ebpf.MapSpec{
		{Name: mapPids, Type: ebpf.Hash, KeySize: 4, ValueSize: pidValueSize, MaxEntries: 65536},
		{Name: mapSpecs, Type: ebpf.Array, KeySize: 4, ValueSize: specStride, MaxEntries: 2 * maxSyscall},
		{Name: mapScratch, Type: ebpf.PerCPUArray, KeySize: 4, ValueSize: scratchSz, MaxEntries: 1},
		{Name: mapEvents, Type: ebpf.RingBuf, MaxEntries: uint32(cfg.ringSz)},
		{Name: mapLost, Type: ebpf.PerCPUArray, KeySize: 4, ValueSize: 8, MaxEntries: 1},
		{Name: mapFaulted, Type: ebpf.Hash, KeySize: 4, ValueSize: 4, MaxEntries: 65536},
	} {
		spec.Maps[m.Name] = m
	}
	if cfg.count {
		spec.Maps[mapStart] = &ebpf.MapSpec{Name: mapStart, Type: ebpf.Hash, KeySize: 4, ValueSize: 16, MaxEntries: 65536}
		spec.Maps[mapStats] = &ebpf.MapSpec{Name: mapStats, Type: ebpf.PerCPUArray, KeySize: 4, ValueSize: statSize, MaxEntries: maxSyscall}
	}
	return spec
}

// addProg adds the program for raw tracepoint tp to spec and returns tp.
func addProg(spec *ebpf.CollectionSpec, tp string, insns asm.Instructions) string {
	name := "strace_" + tp
	spec.Programs[name] = &ebpf.ProgramSpec{Name: name, Type: ebpf.RawTracepoint, License: "GPL", Instructions: insns}
	return tp
}

// Registers kept across helper calls.
const (
	rRec  = asm.R6 // record buffer (scratch map value)
	rSpec = asm.R7 // phase spec (specs map value)
	rOff  = asm.R8 // write offset in the record
	rTmp  = asm.R9
)

// Stack slots.
const (
	fpKey   = -8   // u32 map key
	fpPtr   = -16  // u64 user pointer
	fpCount = -24  // u64 element count
	fpArr   = -32  // u64 array base
	fpSlot  = -40  // u64 slot base
	fpRegs  = -104 // 64 bytes of pt_regs (r10 .. di)
	fpCtx0  = -112 // ctx args[0]
	fpCtx1  = -120 // ctx args[1]
	fpFault = -128 // exit: entry had a faulting string
	fpN     = -136 // iovec: bytes of the element being copied
	fpVal   = -144 // the task's pids map value
)

// The syscall's arguments are read from its pt_regs in one go into fpRegs:
// the 64 bytes from r10 up to di hold all six.
var argsWindow = abi.R10.Offset()

const argsWindowLen = 64

// pidValue is a pids map value: the task's state (u32), the number of its
// syscall in progress (u32, read at exit instead of pt_regs->orig_ax), and
// for combined syscalls its six arguments and entry time.
func pidValue(state uint32) []byte {
	b := make([]byte, pidValueSize)
	le.PutUint32(b, state)
	le.PutUint32(b[4:], 0xffffffff)
	return b
}

const pidValueSize = 8 + 48 + 8

// prologue checks that the current task is traced, leaving its tid at fpKey
// and the first two context arguments at fpCtx0 and fpCtx1. The state word
// first in the task's pids value holds back the command until its execve
// (child.AwaitExecFilter): only sys_enter (atEnter), whose second argument
// is the system call's number, lets it through there. R0 is left pointing
// at the task's pids value.
func (o *objects) prologue(b *bpf.Builder, exit string, atEnter bool) {
	b.Emit(
		asm.Mov.Reg(asm.R6, asm.R1),
		asm.FnGetCurrentPidTgid.Call(),
	)
	if o.soleTid != 0 {
		// One task traced: every other task leaves here, before any map
		// lookup, which keeps the cost to the rest of the system low.
		b.Emit(asm.JNE.Imm32(asm.R0, int32(o.soleTid), exit))
	}
	b.Emit(
		asm.StoreMem(asm.RFP, fpKey, asm.R0, asm.Word),
		asm.LoadMem(asm.R2, asm.R6, 0, asm.DWord),
		asm.StoreMem(asm.RFP, fpCtx0, asm.R2, asm.DWord),
		asm.LoadMem(asm.R2, asm.R6, 8, asm.DWord),
		asm.StoreMem(asm.RFP, fpCtx1, asm.R2, asm.DWord),
	)
	b.MapLookup(mapPids, asm.RFP, fpKey)
	b.Emit(asm.JEq.Imm(asm.R0, 0, exit))
	var loadNr asm.Instructions
	if atEnter {
		loadNr = asm.Instructions{asm.LoadMem(asm.R1, asm.RFP, fpCtx1, asm.DWord)}
	}
	b.Emit(child.AwaitExecFilter(asm.R0, asm.R1, loadNr, exit, "traced")...)
	b.Label("traced")
}

// loadScratch puts the scratch buffer in rRec.
func (o *objects) loadScratch(b *bpf.Builder, exit string) {
	b.Emit(bpf.StoreImm64(asm.RFP, fpCount, 0))
	b.MapLookup(mapScratch, asm.RFP, fpCount)
	b.Emit(
		asm.JEq.Imm(asm.R0, 0, exit),
		asm.Mov.Reg(rRec, asm.R0),
	)
}

// output copies rOff bytes of the record into the ring buffer, counting failures.
func (o *objects) output(b *bpf.Builder) {
	done := b.Fresh("out_done")
	b.Emit(
		asm.JLE.Imm(rOff, scratchSz, done+"_ok"),
		asm.Mov.Imm(rOff, scratchSz),
	)
	b.Label(done + "_ok")
	b.RingOutput(mapEvents, func() {
		b.Emit(asm.Mov.Reg(asm.R2, rRec), asm.Mov.Reg(asm.R3, rOff))
	}, bpf.NoWakeup, done, func() {
		b.CountLost(mapLost, 0, asm.RFP, fpKey, b.Fresh("lost_skip"))
	})
}

// header stores type, tid and timestamp; the tid is still at fpKey.
func (o *objects) header(b *bpf.Builder, typ int32) {
	b.Emit(
		asm.StoreImm(rRec, offType, int64(typ), asm.Word),
		asm.LoadMem(asm.R1, asm.RFP, fpKey, asm.Word),
		asm.StoreMem(rRec, offTid, asm.R1, asm.Word),
	)
	if o.times {
		b.Emit(
			asm.FnKtimeGetNs.Call(),
			asm.StoreMem(rRec, offTs, asm.R0, asm.DWord),
		)
	} else {
		b.Emit(bpf.StoreImm64(rRec, offTs, 0))
	}
	b.Emit(asm.Mov.Imm(rOff, hdrSize))
}

// syscallProg is the sys_enter (exit=false) or sys_exit program. Raw
// tracepoint context: args[0] = struct pt_regs *, args[1] = id or return value.
func (o *objects) syscallProg(cfg bpfConfig, isExit bool) asm.Instructions {
	b := &bpf.Builder{}
	const out = "exit"
	o.prologue(b, out, !isExit)
	b.Emit(asm.StoreMem(asm.RFP, fpVal, asm.R0, asm.DWord))
	// Syscall number: id at entry, orig_ax at exit.
	phase := int32(0)
	if isExit {
		phase = 1
		b.Emit(
			asm.LoadMem(asm.R1, asm.R0, 4, asm.Word), // nr saved at entry
			asm.StoreMem(asm.RFP, fpArr, asm.R1, asm.DWord),
			asm.LoadMem(asm.R1, asm.RFP, fpCtx1, asm.DWord),
			asm.StoreMem(asm.RFP, fpSlot, asm.R1, asm.DWord), // ret
		)
	} else {
		b.Emit(
			asm.LoadMem(asm.R1, asm.RFP, fpCtx1, asm.DWord),
			asm.StoreMem(asm.R0, 4, asm.R1, asm.Word),       // for the exit program
			asm.StoreMem(asm.RFP, fpArr, asm.R1, asm.DWord), // nr
		)
	}
	// Look up the spec: key = nr*2 + phase; untraced or unknown numbers stop here.
	b.Emit(
		asm.LoadMem(asm.R1, asm.RFP, fpArr, asm.DWord),
		asm.JGE.Imm(asm.R1, maxSyscall, out), // also negative numbers
		asm.LSh.Imm(asm.R1, 1),
		asm.Add.Imm(asm.R1, phase),
		asm.StoreMem(asm.RFP, fpPtr, asm.R1, asm.Word),
	)
	b.MapLookup(mapSpecs, asm.RFP, fpPtr)
	b.Emit(
		asm.JEq.Imm(asm.R0, 0, out),
		asm.Mov.Reg(rSpec, asm.R0),
		asm.LoadMem(asm.R1, rSpec, 0, asm.Byte),
		asm.And.Imm(asm.R1, specTraced),
		asm.JEq.Imm(asm.R1, 0, out),
	)
	if cfg.count {
		o.countCode(b, isExit)
	}
	if !cfg.records {
		b.Label(out)
		b.Emit(asm.Mov.Imm(asm.R0, 0), asm.Return())
		return b.Insns
	}
	if !isExit {
		// A combined syscall: keep the arguments (and time) for the exit.
		b.Emit(
			asm.LoadMem(asm.R1, rSpec, 0, asm.Byte),
			asm.JSet.Imm(asm.R1, specCombine, "stash"),
			asm.Ja.Label("record"),
		)
		b.Label("stash")
		b.Emit(
			asm.LoadMem(asm.R3, asm.RFP, fpCtx0, asm.DWord),
			asm.Add.Imm(asm.R3, int32(argsWindow)),
			asm.Mov.Reg(asm.R1, asm.RFP),
			asm.Add.Imm(asm.R1, fpRegs),
			asm.Mov.Imm(asm.R2, argsWindowLen),
			asm.FnProbeReadKernel.Call(),
			asm.LoadMem(asm.R2, asm.RFP, fpVal, asm.DWord),
		)
		for i, r := range abi.SyscallArgRegs {
			b.Emit(
				asm.LoadMem(asm.R1, asm.RFP, fpRegs+r.Offset()-argsWindow, asm.DWord),
				asm.StoreMem(asm.R2, int16(8+8*i), asm.R1, asm.DWord),
			)
		}
		if o.times {
			b.Emit(
				asm.FnKtimeGetNs.Call(),
				asm.LoadMem(asm.R2, asm.RFP, fpVal, asm.DWord),
				asm.StoreMem(asm.R2, 56, asm.R0, asm.DWord),
			)
		}
		b.Emit(asm.Ja.Label(out))
		b.Label("record")
	}
	o.loadScratch(b, out)
	typ := int32(recEnter)
	if isExit {
		typ = recExit
	}
	o.header(b, typ)
	b.Emit(
		asm.LoadMem(asm.R1, asm.RFP, fpArr, asm.DWord),
		asm.StoreMem(rRec, offNr, asm.R1, asm.DWord),
		bpf.StoreImm64(rRec, offLens, 0),
		bpf.StoreImm64(rRec, offLens+8, 0),
	)
	if isExit {
		b.Emit(
			asm.LoadMem(asm.R1, asm.RFP, fpSlot, asm.DWord),
			asm.StoreMem(rRec, offRet, asm.R1, asm.DWord),
			// A combined syscall: the arguments kept at entry.
			asm.LoadMem(asm.R1, rSpec, 0, asm.Byte),
			asm.JSet.Imm(asm.R1, specCombine, "unstash"),
			asm.Ja.Label("unstashed"),
		)
		b.Label("unstash")
		b.Emit(
			asm.StoreImm(rRec, offType, recCombined, asm.Word),
			asm.LoadMem(asm.R2, asm.RFP, fpVal, asm.DWord),
		)
		for i := 0; i < 6; i++ {
			b.Emit(
				asm.LoadMem(asm.R1, asm.R2, int16(8+8*i), asm.DWord),
				asm.StoreMem(rRec, int16(offArgs+8*i), asm.R1, asm.DWord),
			)
		}
		b.Emit(
			asm.LoadMem(asm.R1, asm.R2, 56, asm.DWord),
			asm.StoreMem(rRec, offEntTs, asm.R1, asm.DWord),
		)
		b.Label("unstashed")
	}
	// Arguments: needed at entry always, at exit only for captures.
	noCap := "no_captures"
	if isExit {
		b.Emit(
			asm.LoadMem(asm.R1, rSpec, 8, asm.Byte),
			asm.JEq.Imm(asm.R1, capNone, noCap),
			asm.LoadMem(asm.R1, asm.RFP, fpSlot, asm.DWord),
			asm.JSGE.Imm(asm.R1, 0, "read_args"),
			// Failed: outputs are not decoded, only faulted strings retried.
			asm.LoadMem(asm.R1, rSpec, 0, asm.Byte),
			asm.JSet.Imm(asm.R1, specRetry, "read_args"),
			asm.Ja.Label(noCap),
		)
		b.Label("read_args")
	}
	b.Emit(
		asm.LoadMem(asm.R3, asm.RFP, fpCtx0, asm.DWord),
		asm.Add.Imm(asm.R3, int32(argsWindow)),
		asm.Mov.Reg(asm.R1, asm.RFP),
		asm.Add.Imm(asm.R1, fpRegs),
		asm.Mov.Imm(asm.R2, argsWindowLen),
		asm.FnProbeReadKernel.Call(),
	)
	for i, r := range abi.SyscallArgRegs {
		b.Emit(
			asm.LoadMem(asm.R1, asm.RFP, fpRegs+r.Offset()-argsWindow, asm.DWord),
			asm.StoreMem(rRec, offArgs+int16(i*8), asm.R1, asm.DWord),
		)
	}
	if !isExit {
		// rt_sigreturn has no arguments: args[0] becomes the address of
		// the signal mask in the frame it restores (regs->sp + 296, the
		// ucontext's uc_sigmask), for its decoder.
		b.Emit(
			asm.LoadMem(asm.R1, asm.RFP, fpArr, asm.DWord),
			asm.JNE.Imm(asm.R1, nrRtSigreturn, "not_sigreturn"),
			asm.LoadMem(asm.R3, asm.RFP, fpCtx0, asm.DWord),
			asm.Add.Imm(asm.R3, int32(abi.SP.Offset())),
			asm.Mov.Reg(asm.R1, asm.RFP),
			asm.Add.Imm(asm.R1, fpPtr),
			asm.Mov.Imm(asm.R2, 8),
			asm.FnProbeReadKernel.Call(),
			asm.LoadMem(asm.R1, asm.RFP, fpPtr, asm.DWord),
			asm.Add.Imm(asm.R1, 296),
			asm.StoreMem(rRec, offArgs, asm.R1, asm.DWord),
		)
		b.Label("not_sigreturn")
		b.Emit(
			asm.LoadMem(asm.R1, rSpec, 8, asm.Byte),
			asm.JEq.Imm(asm.R1, capNone, noCap),
		)
	}
	b.Emit(
		asm.LoadMem(asm.R1, rSpec, 0, asm.Byte),
		asm.JSet.Imm(asm.R1, specIov, "iov_layout"),
		asm.JSet.Imm(asm.R1, specMsg, "msg_layout"),
	)
	if !isExit {
		b.Emit(
			asm.LoadMem(asm.R1, rSpec, 0, asm.Byte),
			asm.JSet.Imm(asm.R1, specExec, "exec_layout"),
		)
	}
	if isExit {
		b.Emit(
			bpf.StoreImm64(rRec, offFault, 0),
			asm.LoadMem(asm.R1, rSpec, 0, asm.Byte),
			asm.JSet.Imm(asm.R1, specRetry, "retry_lookup"),
			asm.Ja.Label("slots"),
		)
		b.Label("retry_lookup")
		b.MapLookup(mapFaulted, asm.RFP, fpKey)
		b.Emit(
			asm.JEq.Imm(asm.R0, 0, "slots"),
			bpf.StoreImm64(rRec, offFault, 1),
		)
		b.MapDelete(mapFaulted, asm.RFP, fpKey)
		b.Label("slots")
	}
	for s := 0; s < nSlots; s++ {
		o.captureSlot(b, s, isExit, capStr, capBuf)
	}
	if isExit {
		// Nothing captured: the record ends after the return value, or
		// after the header for a combined syscall.
		b.Emit(asm.Ja.Label("send"))
		b.Label(noCap)
		b.Emit(
			asm.Mov.Imm(rOff, offArgs),
			asm.LoadMem(asm.R1, rSpec, 0, asm.Byte),
			asm.JSet.Imm(asm.R1, specCombine, "send_all"),
			asm.Ja.Label("send"),
		)
		b.Label("send_all")
		b.Emit(asm.Mov.Imm(rOff, hdrSize))
		b.Label("send")
	} else {
		b.Label(noCap)
	}
	o.output(b)
	b.Emit(asm.Ja.Label(out))
	if !isExit {
		// execve: slot 0 the path, slot 1 argv, slot 2 envp.
		b.Label("exec_layout")
		o.captureSlot(b, 0, false, capStr)
		o.captureSlot(b, 1, false, capArgv)
		o.captureSlot(b, 2, false, capCount, capArgv) // envp: a count, or with -v the strings
		o.output(b)
		b.Emit(asm.Ja.Label(out))
	}
	// readv, writev and friends: slot 0 the iovec array and its buffers.
	b.Label("iov_layout")
	o.captureSlot(b, 0, isExit, capIov)
	o.output(b)
	b.Emit(asm.Ja.Label(out))
	// sendmsg and recvmsg: the msghdr, then what it points to.
	b.Label("msg_layout")
	captureMsg(b, isExit)
	o.output(b)
	b.Label(out)
	b.Emit(asm.Mov.Imm(asm.R0, 0), asm.Return())
	return b.Insns
}

// now emits R0 = the clock -c uses: the task's CPU time, or ktime.
func (o *objects) now(b *bpf.Builder) {
	if o.cpuTimeOff == 0 {
		b.Emit(asm.FnKtimeGetNs.Call())
		return
	}
	b.Emit(
		bpf.StoreImm64(asm.RFP, fpN, 0),
		asm.FnGetCurrentTask.Call(),
		asm.Mov.Reg(asm.R3, asm.R0),
		asm.Add.Imm(asm.R3, int32(o.cpuTimeOff)),
		asm.Mov.Reg(asm.R1, asm.RFP),
		asm.Add.Imm(asm.R1, fpN),
		asm.Mov.Imm(asm.R2, 8),
		asm.FnProbeReadKernel.Call(),
		asm.LoadMem(asm.R0, asm.RFP, fpN, asm.DWord),
	)
}

// countCode keeps -c statistics: the entry time per task in the start map,
// and at exit calls, errors and elapsed ns per syscall in the stats map.
func (o *objects) countCode(b *bpf.Builder, isExit bool) {
	done := b.Fresh("count_done")
	if !isExit {
		o.now(b)
		b.Emit(
			asm.StoreMem(asm.RFP, fpRegs, asm.R0, asm.DWord),
			asm.LoadMem(asm.R1, asm.RFP, fpArr, asm.DWord),
			asm.StoreMem(asm.RFP, fpRegs+8, asm.R1, asm.DWord),
		)
		b.MapUpdate(mapStart, asm.RFP, fpKey, asm.RFP, fpRegs)
		b.Label(done)
		return
	}
	b.MapLookup(mapStart, asm.RFP, fpKey)
	b.Emit(
		asm.JEq.Imm(asm.R0, 0, done),
		asm.LoadMem(asm.R1, asm.R0, 8, asm.DWord), // nr at entry
		asm.LoadMem(asm.R2, asm.RFP, fpArr, asm.DWord),
		asm.JNE.Reg(asm.R1, asm.R2, done),
		asm.LoadMem(asm.R1, asm.R0, 0, asm.DWord),
		asm.StoreMem(asm.RFP, fpRegs, asm.R1, asm.DWord), // start ts
	)
	b.MapDelete(mapStart, asm.RFP, fpKey)
	b.Emit(
		asm.LoadMem(asm.R1, asm.RFP, fpArr, asm.DWord),
		asm.StoreMem(asm.RFP, fpPtr, asm.R1, asm.Word),
	)
	b.MapLookup(mapStats, asm.RFP, fpPtr)
	b.Emit(
		asm.JEq.Imm(asm.R0, 0, done),
		asm.Mov.Reg(rTmp, asm.R0),
		asm.LoadMem(asm.R1, rTmp, 0, asm.DWord),
		asm.Add.Imm(asm.R1, 1),
		asm.StoreMem(rTmp, 0, asm.R1, asm.DWord),
		asm.LoadMem(asm.R1, asm.RFP, fpSlot, asm.DWord),
		asm.JSGE.Imm(asm.R1, 0, done+"_ok"),
		asm.JSLT.Imm(asm.R1, -4095, done+"_ok"),
		asm.LoadMem(asm.R1, rTmp, 8, asm.DWord),
		asm.Add.Imm(asm.R1, 1),
		asm.StoreMem(rTmp, 8, asm.R1, asm.DWord),
	)
	b.Label(done + "_ok")
	o.now(b)
	b.Emit(
		asm.LoadMem(asm.R1, asm.RFP, fpRegs, asm.DWord),
		asm.Sub.Reg(asm.R0, asm.R1),
		asm.LoadMem(asm.R1, rTmp, 16, asm.DWord),
		asm.Add.Reg(asm.R1, asm.R0),
		asm.StoreMem(rTmp, 16, asm.R1, asm.DWord),
	)
	b.Label(done)
}

// forkProg adds a forked child to the pid set when its parent is traced.
// Context: (struct task_struct *parent, struct task_struct *child).
func (o *objects) forkProg(ko kernelOffsets) asm.Instructions {
	b := &bpf.Builder{}
	const out = "exit"
	o.prologue(b, out, false)
	b.Emit(
		asm.LoadMem(asm.R3, asm.RFP, fpCtx1, asm.DWord),
		asm.Add.Imm(asm.R3, int32(ko.pid)),
		asm.Mov.Reg(asm.R1, asm.RFP),
		asm.Add.Imm(asm.R1, fpPtr),
		asm.Mov.Imm(asm.R2, 4),
		asm.FnProbeReadKernel.Call(),
		asm.JNE.Imm(asm.R0, 0, out),
		asm.StoreImm(asm.RFP, fpRegs, child.Traced, asm.Word),
		asm.StoreImm(asm.RFP, fpRegs+4, -1, asm.Word),
		bpf.StoreImm64(asm.RFP, fpRegs+8, 0),
		bpf.StoreImm64(asm.RFP, fpRegs+16, 0),
		bpf.StoreImm64(asm.RFP, fpRegs+24, 0),
		bpf.StoreImm64(asm.RFP, fpRegs+32, 0),
		bpf.StoreImm64(asm.RFP, fpRegs+40, 0),
		bpf.StoreImm64(asm.RFP, fpRegs+48, 0),
		bpf.StoreImm64(asm.RFP, fpRegs+56, 0),
	)
	b.MapUpdate(mapPids, asm.RFP, fpPtr, asm.RFP, fpRegs)
	o.loadScratch(b, out)
	o.header(b, recFork)
	b.Emit(
		asm.LoadMem(asm.R1, asm.RFP, fpPtr, asm.Word),
		asm.StoreMem(rRec, offNr, asm.R1, asm.DWord),
	)
	o.output(b)
	b.Label(out)
	b.Emit(asm.Mov.Imm(asm.R0, 0), asm.Return())
	return b.Insns
}

// exitProg reports a traced task's exit with its exit_code and drops it from
// the pid set.
func (o *objects) exitProg(ko kernelOffsets) asm.Instructions {
	b := &bpf.Builder{}
	const out = "exit"
	o.prologue(b, out, false)
	b.Emit(
		bpf.StoreImm64(asm.RFP, fpPtr, 0),
		asm.FnGetCurrentTask.Call(),
		asm.Mov.Reg(asm.R3, asm.R0),
		asm.Add.Imm(asm.R3, int32(ko.exitCode)),
		asm.Mov.Reg(asm.R1, asm.RFP),
		asm.Add.Imm(asm.R1, fpPtr),
		asm.Mov.Imm(asm.R2, 4),
		asm.FnProbeReadKernel.Call(),
	)
	b.MapDelete(mapPids, asm.RFP, fpKey)
	o.loadScratch(b, out)
	o.header(b, recExited)
	b.Emit(
		asm.LoadMem(asm.R1, asm.RFP, fpPtr, asm.Word),
		asm.StoreMem(rRec, offNr, asm.R1, asm.DWord),
	)
	o.output(b)
	b.Label(out)
	b.Emit(asm.Mov.Imm(asm.R0, 0), asm.Return())
	return b.Insns
}

// signalProg reports signal deliveries with the siginfo.
// Context: (int sig, struct kernel_siginfo *info, struct k_sigaction *ka).
func (o *objects) signalProg() asm.Instructions {
	b := &bpf.Builder{}
	const out = "exit"
	b.Emit( // ka: its sa_handler tells whether a stop signal stops the task
		asm.LoadMem(asm.R2, asm.R1, 16, asm.DWord),
		asm.StoreMem(asm.RFP, fpN, asm.R2, asm.DWord),
	)
	o.prologue(b, out, false)
	o.loadScratch(b, out)
	o.header(b, recSignal)
	b.Emit(
		bpf.StoreImm64(rRec, offArgs, 0),
		asm.LoadMem(asm.R3, asm.RFP, fpN, asm.DWord),
		asm.JEq.Imm(asm.R3, 0, "no_ka"),
		asm.Mov.Reg(asm.R1, rRec),
		asm.Add.Imm(asm.R1, offArgs),
		asm.Mov.Imm(asm.R2, 8),
		asm.FnProbeReadKernel.Call(),
	)
	b.Label("no_ka")
	b.Emit(
		asm.LoadMem(asm.R1, asm.RFP, fpCtx0, asm.DWord),
		asm.StoreMem(rRec, offNr, asm.R1, asm.DWord),
		bpf.StoreImm64(rRec, offLens, 0),
		asm.LoadMem(asm.R3, asm.RFP, fpCtx1, asm.DWord),
		asm.JEq.Imm(asm.R3, 0, "send"),
	)
	return o.siginfoTail(b, out)
}

// signalGenProg reports signals that are dropped at generation because the
// traced target ignores them. Context: (int sig, struct kernel_siginfo *info,
// struct task_struct *task, int group, int result).
func (o *objects) signalGenProg(ko kernelOffsets) asm.Instructions {
	b := &bpf.Builder{}
	const out = "exit"
	b.Emit(
		asm.LoadMem(asm.R2, asm.R1, 32, asm.DWord),
		asm.JNE.Imm(asm.R2, 1, out), // TRACE_SIGNAL_IGNORED
		asm.LoadMem(asm.R2, asm.R1, 0, asm.DWord),
		asm.JEq.Imm(asm.R2, 9, out), // SIGKILL is never reported
		asm.StoreMem(asm.RFP, fpCtx0, asm.R2, asm.DWord),
		asm.LoadMem(asm.R2, asm.R1, 8, asm.DWord),
		asm.StoreMem(asm.RFP, fpCtx1, asm.R2, asm.DWord),
		asm.LoadMem(asm.R3, asm.R1, 16, asm.DWord),
		asm.Add.Imm(asm.R3, int32(ko.pid)),
		bpf.StoreImm64(asm.RFP, fpKey, 0),
		asm.Mov.Reg(asm.R1, asm.RFP),
		asm.Add.Imm(asm.R1, fpKey),
		asm.Mov.Imm(asm.R2, 4),
		asm.FnProbeReadKernel.Call(),
		asm.JNE.Imm(asm.R0, 0, out),
	)
	b.MapLookup(mapPids, asm.RFP, fpKey)
	b.Emit(
		asm.JEq.Imm(asm.R0, 0, out),
		asm.LoadMem(asm.R1, asm.R0, 0, asm.Word),
		asm.JNE.Imm(asm.R1, child.Traced, out),
	)
	o.loadScratch(b, out)
	o.header(b, recSignalIgnored)
	b.Emit(
		asm.LoadMem(asm.R1, asm.RFP, fpCtx0, asm.DWord),
		asm.StoreMem(rRec, offNr, asm.R1, asm.DWord),
		bpf.StoreImm64(rRec, offLens, 0),
		asm.LoadMem(asm.R1, asm.RFP, fpCtx1, asm.DWord),
		asm.StoreMem(rRec, offRet, asm.R1, asm.DWord),
		asm.FnGetCurrentPidTgid.Call(),
		asm.RSh.Imm(asm.R0, 32),
		asm.StoreMem(rRec, offArgs, asm.R0, asm.DWord),
		asm.FnGetCurrentUidGid.Call(),
		asm.LSh.Imm(asm.R0, 32),
		asm.RSh.Imm(asm.R0, 32),
		asm.StoreMem(rRec, offArgs+8, asm.R0, asm.DWord),
		asm.LoadMem(asm.R3, asm.RFP, fpCtx1, asm.DWord),
		asm.JLE.Imm(asm.R3, 1, "send"),
	)
	return o.siginfoTail(b, out)
}

const siginfoSize = 48

// lostCount sums the per-CPU lost-record counters.
func (o *objects) lostCount() uint64 { return bpf.SumPerCPU(o.coll.Maps[mapLost], 0) }

var _ io.Closer = (*objects)(nil)

// siginfoTail ends both signal programs: copy the kernel siginfo whose
// pointer is in R3 after the record header, then send the record.
func (o *objects) siginfoTail(b *bpf.Builder, out string) asm.Instructions {
	b.Emit(
		asm.Mov.Reg(asm.R1, rRec),
		asm.Add.Imm(asm.R1, hdrSize),
		asm.Mov.Imm(asm.R2, siginfoSize),
		asm.FnProbeReadKernel.Call(),
		asm.JNE.Imm(asm.R0, 0, "send"),
		asm.StoreImm(rRec, offLens, siginfoSize, asm.Word),
		asm.Mov.Imm(rOff, hdrSize+siginfoSize),
	)
	b.Label("send")
	o.output(b)
	b.Label(out)
	b.Emit(asm.Mov.Imm(asm.R0, 0), asm.Return())
	return b.Insns
}
