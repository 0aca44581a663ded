package profile

// The BPF side, built with the kit: a perf-event program sampling on-CPU
// stacks (cpu-clock), a sched_switch raw tracepoint program measuring
// off-CPU time, and a sched_process_fork program following a command's
// children. Each aggregates in the kernel: stacks go into one stack map
// (and its overflow map, for stacks whose hash bucket another took),
// and a counts map keyed by (pid, tid, kernel stack id, user stack id,
// comm) holds sample counts (on-CPU) or nanoseconds blocked (off-CPU).

import (
	"encoding/binary"
	"fmt"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"

	"sonde/internal/bpf"
	"sonde/internal/kbtf"
	"sonde/internal/kernel/abi"
)

// Map names.
const (
	mapCounts   = "counts"
	mapStacks   = "stacks"
	mapOverflow = "stacks_overflow"
	mapPids     = "pids"
	mapStart    = "offcpu_start"
	mapScratch  = "sample_scratch"
	mapRing     = "samples"
	mapLost     = "lost"
)

// Sizes of the maps: the number of distinct (thread, stacks) keys and of
// distinct stacks kept; stacks beyond them are counted without frames.
const (
	maxKeys  = 1 << 16
	maxDepth = 127 // the kernel's sysctl_perf_event_max_stack default
)

// maxStacks is the size of the stack map (a variable for the test that
// fills it).
var maxStacks = 1 << 14

// A key of the counts map (keySize bytes, little endian).
const (
	keyPid    = 0  // u32 tgid
	keyTid    = 4  // u32
	keyKStack = 8  // s32 kernel stack id (bpf.StackID), < 0: none
	keyUStack = 12 // s32 user stack id (bpf.StackID), < 0: none
	keyComm   = 16 // [16]byte
	keySize   = 32
)

// key is a decoded counts key.
type key struct {
	pid, tid       uint32
	kstack, ustack int32
	comm           string
}

func decodeKey(b []byte) key {
	comm := b[keyComm : keyComm+16]
	for i, c := range comm {
		if c == 0 {
			comm = comm[:i]
			break
		}
	}
	return key{pid: binary.LittleEndian.Uint32(b[keyPid:]), tid: binary.LittleEndian.Uint32(b[keyTid:]),
		kstack: int32(binary.LittleEndian.Uint32(b[keyKStack:])), ustack: int32(binary.LittleEndian.Uint32(b[keyUStack:])),
		comm: string(comm)}
}

const userStackFlag = 1 << 8 // BPF_F_USER_STACK
const noExist = 1            // BPF_NOEXIST

// progOptions say what the programs record.
type progOptions struct {
	filter               bool // only the processes in the pids map
	kernelOnly, userOnly bool
	dwarf                bool // user stacks as register + stack copies through the ring, not stack ids
}

// spec builds the collection: maps, and the programs cpu (perf event),
// offcpu (raw tracepoint sched_switch) and fork (raw tracepoint
// sched_process_fork), of which the caller loads what it attaches.
func spec(o progOptions, offCPU, follow bool) (*ebpf.CollectionSpec, error) {
	cs := &ebpf.CollectionSpec{Maps: map[string]*ebpf.MapSpec{
		mapCounts: {Name: mapCounts, Type: ebpf.Hash, KeySize: keySize, ValueSize: 8, MaxEntries: maxKeys},
		mapPids:   {Name: mapPids, Type: ebpf.Hash, KeySize: 4, ValueSize: 4, MaxEntries: 1 << 14},
	}, Programs: map[string]*ebpf.ProgramSpec{}}
	for _, m := range bpf.StackMaps(mapStacks, mapOverflow, maxStacks, maxDepth) {
		cs.Maps[m.Name] = m
	}
	if o.dwarf {
		for _, m := range bpf.SampleMaps(mapScratch, mapRing, keySize+bpf.DefaultSampleStack, ringBytes) {
			cs.Maps[m.Name] = m
		}
		cs.Maps[mapLost] = &ebpf.MapSpec{Name: mapLost, Type: ebpf.PerCPUArray, KeySize: 4, ValueSize: 8, MaxEntries: 1}
	}
	if offCPU {
		pidOff, err := kbtf.Offset("task_struct", "pid")
		if err != nil {
			return nil, fmt.Errorf("off-CPU profiling needs the kernel's BTF: %w", err)
		}
		cs.Maps[mapStart] = &ebpf.MapSpec{Name: mapStart, Type: ebpf.Hash, KeySize: 4, ValueSize: 8 + keySize, MaxEntries: 1 << 16}
		cs.Programs["offcpu"] = &ebpf.ProgramSpec{Name: "offcpu", Type: ebpf.RawTracepoint, License: "GPL",
			Instructions: offCPUProgram(o, int32(pidOff))}
	} else {
		cs.Programs["cpu"] = &ebpf.ProgramSpec{Name: "cpu", Type: ebpf.PerfEvent, License: "GPL",
			Instructions: cpuProgram(o)}
	}
	if follow {
		tgidOff, err := kbtf.Offset("task_struct", "tgid")
		if err != nil {
			return nil, fmt.Errorf("following a command's children needs the kernel's BTF: %w", err)
		}
		cs.Programs["fork"] = &ebpf.ProgramSpec{Name: "fork", Type: ebpf.RawTracepoint, License: "GPL",
			Instructions: forkProgram(int32(tgidOff))}
	}
	return cs, nil
}

// filter jumps to out unless the current process (its tgid in R1) is in
// the pids map; it uses the stack slot at fp+slot.
func filter(b *bpf.Builder, o progOptions, slot int16, out string) {
	if !o.filter {
		return
	}
	b.Emit(asm.StoreMem(asm.R10, slot, asm.R1, asm.Word))
	b.MapLookup(mapPids, asm.R10, slot)
	b.Emit(asm.JEq.Imm(asm.R0, 0, out))
}

// fillKey writes the counts key of the current task at fp+base: R7 holds
// bpf_get_current_pid_tgid, R6 the context. Samples without the stack
// the options leave out are -1.
func fillKey(b *bpf.Builder, o progOptions, base int16) {
	b.Emit(
		asm.Mov.Reg(asm.R1, asm.R7), asm.RSh.Imm(asm.R1, 32),
		asm.StoreMem(asm.R10, base+keyPid, asm.R1, asm.Word),
		asm.StoreMem(asm.R10, base+keyTid, asm.R7, asm.Word),
	)
	b.Addr(asm.R1, asm.R10, base+keyComm)
	b.Emit(asm.Mov.Imm(asm.R2, 16), asm.FnGetCurrentComm.Call())
	stack := func(off int16, flags int32, none bool) {
		if none {
			b.Emit(bpf.StoreImm(asm.R10, base+off, -1, asm.Word))
			return
		}
		b.StackID(func(r asm.Register) { b.Emit(asm.Mov.Reg(r, asm.R6)) }, mapStacks, mapOverflow, flags)
		b.Emit(asm.StoreMem(asm.R10, base+off, asm.R0, asm.Word))
	}
	stack(keyKStack, 0, o.userOnly)
	stack(keyUStack, userStackFlag, o.kernelOnly || o.dwarf)
}

// ringBytes is the size of the ring buffer of --call-graph dwarf's
// samples: at 999 Hz on 2 CPUs, a second of samples of 8 KiB stacks.
const ringBytes = 16 << 20

// A dwarf sample record is the counts key (with no user stack id) and
// a bpf.Sample after it: the user registers and a copy of the stack,
// which sonde unwinds with the binaries' call frame information.
const sampleAt = keySize

// sendSample sends the sample of the current task, its key at fp+k and,
// when id is not 0, the u64 at fp+id as its id, through the ring, and
// goes on at out; the full ring counts a loss. tmp is 8 bytes of stack.
func sendSample(b *bpf.Builder, k, tmp, id int16, out string) {
	full := b.Fresh("full")
	b.LookupSlot(mapScratch, 0, asm.R10, tmp)
	b.Emit(asm.JEq.Imm(asm.R0, 0, out), asm.Mov.Reg(asm.R8, asm.R0))
	for i := int16(0); i < keySize; i += 8 {
		b.Emit(asm.LoadMem(asm.R1, asm.R10, k+i, asm.DWord), asm.StoreMem(asm.R8, i, asm.R1, asm.DWord))
	}
	b.Emit(asm.Add.Imm(asm.R8, sampleAt))
	if id != 0 {
		b.Emit(asm.LoadMem(asm.R1, asm.R10, id, asm.DWord), asm.StoreMem(asm.R8, bpf.SampleID, asm.R1, asm.DWord))
	}
	b.CopyUserStack(asm.R8, asm.R9, bpf.DefaultSampleStack,
		bpf.PtRegs{IP: abi.IP.Offset(), SP: abi.SP.Offset(), BP: abi.BP.Offset()})
	b.Emit(
		bpf.MapPtr(asm.R1, mapRing),
		asm.Mov.Reg(asm.R2, asm.R8), asm.Add.Imm(asm.R2, -sampleAt),
		asm.LoadMem(asm.R3, asm.R8, bpf.SampleLen, asm.DWord),
		asm.JGT.Imm(asm.R3, bpf.DefaultSampleStack, out),
		asm.Add.Imm(asm.R3, sampleAt+bpf.SampleData),
		asm.Mov.Imm(asm.R4, bpf.NoWakeup),
		asm.FnRingbufOutput.Call(),
		asm.JNE.Imm(asm.R0, 0, full),
		asm.Ja.Label(out),
	)
	b.Label(full)
	b.CountLost(mapLost, 0, asm.R10, tmp, b.Fresh("counted"))
	b.Emit(asm.Ja.Label(out))
}

// addCount adds the u64 at fp+val to counts[fp+key], creating the entry.
func addCount(b *bpf.Builder, keyOff, val int16, out string) {
	found := b.Fresh("found")
	b.MapLookup(mapCounts, asm.R10, keyOff)
	b.Emit(asm.JNE.Imm(asm.R0, 0, found))
	b.Emit(bpf.MapPtr(asm.R1, mapCounts))
	b.Addr(asm.R2, asm.R10, keyOff)
	b.Addr(asm.R3, asm.R10, val)
	b.Emit(asm.Mov.Imm(asm.R4, noExist), asm.FnMapUpdateElem.Call(), asm.JEq.Imm(asm.R0, 0, out))
	b.MapLookup(mapCounts, asm.R10, keyOff) // another CPU created it meanwhile
	b.Emit(asm.JEq.Imm(asm.R0, 0, out))
	b.Label(found)
	b.Emit(asm.LoadMem(asm.R1, asm.R10, val, asm.DWord), asm.StoreXAdd(asm.R0, asm.R1, asm.DWord))
}

// cpuProgram counts a sample of the task the cpu-clock event interrupted.
func cpuProgram(o progOptions) asm.Instructions {
	b := &bpf.Builder{Name: "cpu"}
	out := "out"
	const k, val, tmp = -32, -40, -48
	b.Emit(asm.Mov.Reg(asm.R6, asm.R1), asm.FnGetCurrentPidTgid.Call(), asm.Mov.Reg(asm.R7, asm.R0),
		asm.Mov.Reg(asm.R1, asm.R7), asm.RSh.Imm(asm.R1, 32), asm.JEq.Imm(asm.R1, 0, out))
	filter(b, o, tmp, out)
	skip := ""
	if o.kernelOnly || o.userOnly {
		skip = out
	}
	// --kernel-only: a sample in user mode has no kernel stack and is not
	// counted; --user-only: nor is one of a kernel thread.
	fillKeyChecked(b, o, k, skip)
	if o.dwarf {
		// Counted in user space once unwound.
		sendSample(b, k, tmp, 0, out)
	} else {
		b.Emit(bpf.StoreImm(asm.R10, val, 1, asm.DWord))
		addCount(b, k, val, out)
	}
	b.Return0(out)
	return b.Insns
}

// fillKeyChecked is fillKey, skipping samples without a kernel stack
// (kernel-only) or without a user stack (user-only).
func fillKeyChecked(b *bpf.Builder, o progOptions, base int16, skip string) {
	fillKey(b, o, base)
	if skip == "" || o.userOnly && o.dwarf {
		return // dwarf: the user stack is known once unwound
	}
	off := int16(keyKStack)
	if o.userOnly {
		off = keyUStack
	}
	b.Emit(asm.LoadMem(asm.R1, asm.R10, base+off, asm.Word), asm.LSh.Imm(asm.R1, 32), asm.ArSh.Imm(asm.R1, 32),
		asm.JSLT.Imm(asm.R1, 0, skip))
}

// offCPUProgram runs at every context switch: the task switched out
// (current) has its key and the time stored under its tid; the task
// switched in, when stored, adds the time since to its key's count.
// Under dwarf the task switched out also sends its sample, its id the
// time, and the task switched in sends an offRecord instead.
func offCPUProgram(o progOptions, pidOff int32) asm.Instructions {
	b := &bpf.Builder{Name: "offcpu"}
	next, out := "next", "out"
	const k, ts, tid, val, rec = -64, -72, -80, -88, -88 - offRecordSize // start value: ts at -72, key at -64
	b.Emit(asm.Mov.Reg(asm.R6, asm.R1), asm.FnGetCurrentPidTgid.Call(), asm.Mov.Reg(asm.R7, asm.R0),
		asm.Mov.Reg(asm.R1, asm.R7), asm.RSh.Imm(asm.R1, 32), asm.JEq.Imm(asm.R1, 0, next))
	filter(b, o, tid, next)
	fillKey(b, o, k)
	b.Emit(asm.FnKtimeGetNs.Call(), asm.StoreMem(asm.R10, ts, asm.R0, asm.DWord),
		asm.StoreMem(asm.R10, tid, asm.R7, asm.Word))
	b.MapUpdate(mapStart, asm.R10, tid, asm.R10, ts)
	if o.dwarf {
		sent := b.Fresh("sent")
		sendSample(b, k, val, ts, sent)
		b.Label(sent)
	}
	b.Label(next)
	// next is the third argument: (preempt, prev, next, prev_state).
	b.Addr(asm.R1, asm.R10, tid)
	b.Emit(asm.Mov.Imm(asm.R2, 4), asm.LoadMem(asm.R3, asm.R6, 16, asm.DWord), asm.Add.Imm(asm.R3, pidOff),
		asm.FnProbeReadKernel.Call(), asm.JNE.Imm(asm.R0, 0, out))
	b.MapLookup(mapStart, asm.R10, tid)
	b.Emit(asm.JEq.Imm(asm.R0, 0, out), asm.Mov.Reg(asm.R8, asm.R0), asm.FnKtimeGetNs.Call(),
		asm.LoadMem(asm.R1, asm.R8, 0, asm.DWord), asm.Sub.Reg(asm.R0, asm.R1),
		asm.StoreMem(asm.R10, val, asm.R0, asm.DWord))
	if o.dwarf {
		b.Emit(asm.LoadMem(asm.R1, asm.R8, 0, asm.DWord), asm.StoreMem(asm.R10, rec+offRecordID, asm.R1, asm.DWord),
			asm.LoadMem(asm.R1, asm.R10, tid, asm.Word), asm.StoreMem(asm.R10, rec+offRecordTid, asm.R1, asm.DWord),
			asm.LoadMem(asm.R1, asm.R10, val, asm.DWord), asm.StoreMem(asm.R10, rec+offRecordValue, asm.R1, asm.DWord))
		b.MapDelete(mapStart, asm.R10, tid)
		b.RingOutput(mapRing, func() {
			b.Addr(asm.R2, asm.R10, rec)
			b.Emit(asm.Mov.Imm(asm.R3, offRecordSize))
		}, bpf.NoWakeup, b.Fresh("sent"), func() { b.CountLost(mapLost, 0, asm.R10, val, b.Fresh("counted")) })
		b.Return0(out)
		return b.Insns
	}
	for i := int16(0); i < keySize; i += 8 {
		b.Emit(asm.LoadMem(asm.R1, asm.R8, 8+i, asm.DWord), asm.StoreMem(asm.R10, k+i, asm.R1, asm.DWord))
	}
	b.MapDelete(mapStart, asm.R10, tid)
	addCount(b, k, val, out)
	b.Return0(out)
	return b.Insns
}

// An off-CPU record (dwarf): a thread came back on a CPU after value ns
// away, since the sample whose id (the time it left) is id.
const (
	offRecordTid   = 0  // u64
	offRecordID    = 8  // u64
	offRecordValue = 16 // u64
	offRecordSize  = 24
)

// forkProgram adds a new process to the pids map when its parent is in
// it: a command's children are profiled with it.
func forkProgram(tgidOff int32) asm.Instructions {
	b := &bpf.Builder{Name: "fork"}
	out := "out"
	const pid, one = -8, -16
	b.Emit(asm.Mov.Reg(asm.R6, asm.R1), asm.FnGetCurrentPidTgid.Call(), asm.RSh.Imm(asm.R0, 32),
		asm.StoreMem(asm.R10, pid, asm.R0, asm.Word))
	b.MapLookup(mapPids, asm.R10, pid)
	b.Emit(asm.JEq.Imm(asm.R0, 0, out))
	// (parent, child): the child's tgid.
	b.Addr(asm.R1, asm.R10, pid)
	b.Emit(asm.Mov.Imm(asm.R2, 4), asm.LoadMem(asm.R3, asm.R6, 8, asm.DWord), asm.Add.Imm(asm.R3, tgidOff),
		asm.FnProbeReadKernel.Call(), asm.JNE.Imm(asm.R0, 0, out), bpf.StoreImm(asm.R10, one, 1, asm.DWord))
	b.MapUpdate(mapPids, asm.R10, pid, asm.R10, one)
	b.Return0(out)
	return b.Insns
}
