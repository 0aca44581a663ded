package stat

// The counting programs, built with the kit: each adds one to its event's
// slot of a per-CPU array (counts), after the task filter.
//
//   - sys_enter, sys_exit (raw tracepoints): the syscall tracepoints
//     counted, in one program per direction that picks the event by the
//     syscall's number (an array from number to slot+1), when three or
//     more are counted, as the language does (README, "Many syscall
//     tracepoints"). With a command, sys_enter is always there: it turns
//     the command traced at its execve (child.AwaitExecFilter).
//   - tp: every other tracepoint, one program attached to each through a
//     link whose cookie is the event's slot.
//   - dyn_N: a kprobe or uprobe target, its slot a constant; dyn_multi:
//     the uprobes attached through uprobe_multi links, their slots the
//     cookies.
//   - fork (sched:sched_process_fork), with a command: a child of a
//     traced task is traced, as perf stat's inherited counters count it;
//     free (sched:sched_process_free) forgets a task.

import (
	"fmt"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"

	"sonde/internal/bpf"
	"sonde/internal/child"
	"sonde/internal/kbtf"
	"sonde/internal/kernel"
	"sonde/internal/kernel/abi"
)

const (
	mapCounts = "counts"
	mapTasks  = "tasks"
	mapEnter  = "enter_nr"
	mapExit   = "exit_nr"
	maxNr     = 1024
	fpKey     = -8
	fpVal     = -16
)

// filter is who is counted.
type filter struct {
	tgid int  // -p: this process only
	cmd  bool // -- CMD: the tasks in mapTasks, once traced
}

// emitFilter leaves through out unless the current task is counted. ctx
// is in R6. loadNr (sys_enter only) loads the syscall's number into R1:
// the command's execve is where it becomes traced (not counted itself, as
// perf's enable_on_exec counters start after it).
func (f filter) emit(b *bpf.Builder, out string, loadNr asm.Instructions) {
	switch {
	case f.tgid != 0:
		b.Emit(asm.FnGetCurrentPidTgid.Call(), asm.RSh.Imm(asm.R0, 32), asm.JNE.Imm(asm.R0, int32(f.tgid), out))
	case f.cmd:
		b.Emit(asm.FnGetCurrentPidTgid.Call(), asm.StoreMem(asm.RFP, fpKey, asm.R0, asm.Word))
		b.MapLookup(mapTasks, asm.RFP, fpKey)
		b.Emit(asm.JEq.Imm(asm.R0, 0, out))
		traced := b.NewLabel()
		b.Emit(child.AwaitExecFilter(asm.R0, asm.R1, loadNr, out, traced)...)
		b.Emit(asm.Ja.Label(out)) // the execve turned it traced
		b.Label(traced)
	}
}

// emitCount adds one to the slot in R1 (a u32) and returns. The slot is
// this CPU's, and no increment of one slot interrupts another on its CPU
// (tracepoint and kprobe programs do not nest; syscalls are not entered
// from interrupts; a uprobe fires from user mode): a plain add is exact,
// and cheaper than a locked one. passOn: the program counts a tracepoint
// on a perf event, and returns 1 so the kernel goes on to the
// tracepoint's other perf listeners (see point.Context.PassOn).
func emitCount(b *bpf.Builder, out string, passOn bool) {
	b.Emit(asm.StoreMem(asm.RFP, fpKey, asm.R1, asm.Word))
	b.MapLookup(mapCounts, asm.RFP, fpKey)
	b.Emit(asm.JEq.Imm(asm.R0, 0, out), asm.LoadMem(asm.R1, asm.R0, 0, asm.DWord), asm.Add.Imm(asm.R1, 1),
		asm.StoreMem(asm.R0, 0, asm.R1, asm.DWord))
	if passOn {
		b.ReturnPassOn(out)
	} else {
		b.Return0(out)
	}
}

// syscallProg counts the syscall tracepoints of one direction by number.
// A raw tracepoint's context is its arguments: sys_enter (regs, id),
// sys_exit (regs, ret), the number then read from regs' orig_ax. A 32-bit
// syscall (the task's TS_COMPAT status bit set, at compat bytes into its
// task_struct; -1: not known) is not counted, as the kernel's syscall
// tracepoints ignore them.
func syscallProg(f filter, exit bool, compat int) asm.Instructions {
	b := &bpf.Builder{Name: "sys"}
	out := b.NewLabel()
	b.Emit(asm.Mov.Reg(asm.R6, asm.R1))
	var loadNr asm.Instructions
	if !exit {
		loadNr = asm.Instructions{asm.LoadMem(asm.R1, asm.R6, 8, asm.DWord)}
	}
	f.emit(b, out, loadNr)
	m := mapEnter
	if !exit {
		b.Emit(asm.LoadMem(asm.R1, asm.R6, 8, asm.DWord))
	} else {
		m = mapExit
		b.Emit(
			asm.Mov.Reg(asm.R1, asm.RFP), asm.Add.Imm(asm.R1, fpVal),
			asm.Mov.Imm(asm.R2, 8),
			asm.LoadMem(asm.R3, asm.R6, 0, asm.DWord), asm.Add.Imm(asm.R3, int32(abi.OrigAX.Offset())),
			asm.FnProbeReadKernel.Call(),
			asm.JNE.Imm(asm.R0, 0, out),
			asm.LoadMem(asm.R1, asm.RFP, fpVal, asm.DWord),
		)
	}
	b.Emit(asm.JGE.Imm(asm.R1, maxNr, out), asm.StoreMem(asm.RFP, fpKey, asm.R1, asm.Word))
	b.MapLookup(m, asm.RFP, fpKey)
	b.Emit(asm.JEq.Imm(asm.R0, 0, out), asm.LoadMem(asm.R7, asm.R0, 0, asm.Word), asm.JEq.Imm(asm.R7, 0, out))
	if compat >= 0 {
		b.Emit(asm.FnGetCurrentTask.Call(), asm.Mov.Reg(asm.R3, asm.R0), asm.Add.Imm(asm.R3, int32(compat)),
			bpf.StoreImm64(asm.RFP, fpVal, 0),
			asm.Mov.Reg(asm.R1, asm.RFP), asm.Add.Imm(asm.R1, fpVal), asm.Mov.Imm(asm.R2, 4),
			asm.FnProbeReadKernel.Call(),
			asm.LoadMem(asm.R1, asm.RFP, fpVal, asm.Word), asm.And.Imm(asm.R1, abi.TSCompat), asm.JNE.Imm(asm.R1, 0, out))
	}
	b.Emit(asm.Mov.Reg(asm.R1, asm.R7), asm.Sub.Imm(asm.R1, 1))
	emitCount(b, out, false)
	return b.Insns
}

// cookieProg counts the tracepoint (tracepoint: on its perf event) or the
// function of a multi link whose link's cookie is its slot.
func cookieProg(f filter, tracepoint bool) asm.Instructions {
	b := &bpf.Builder{Name: "tp"}
	out := b.NewLabel()
	b.Emit(asm.Mov.Reg(asm.R6, asm.R1))
	f.emit(b, out, nil)
	b.Emit(asm.Mov.Reg(asm.R1, asm.R6), asm.FnGetAttachCookie.Call(), asm.Mov.Reg(asm.R1, asm.R0))
	emitCount(b, out, tracepoint)
	return b.Insns
}

// slotProg counts slot.
func slotProg(f filter, slot int) asm.Instructions {
	b := &bpf.Builder{Name: "dyn"}
	out := b.NewLabel()
	b.Emit(asm.Mov.Reg(asm.R6, asm.R1))
	f.emit(b, out, nil)
	b.Emit(asm.Mov.Imm(asm.R1, int32(slot)))
	emitCount(b, out, false)
	return b.Insns
}

// forkProg makes the children of a traced task traced.
func forkProg() (asm.Instructions, error) {
	ef, err := kernel.Format("sched", "sched_process_fork")
	if err != nil {
		return nil, err
	}
	parent, kid := ef.Field("parent_pid"), ef.Field("child_pid")
	if parent == nil || kid == nil || parent.Size != 4 || kid.Size != 4 {
		return nil, fmt.Errorf("sched:sched_process_fork has no parent_pid and child_pid")
	}
	b := &bpf.Builder{Name: "fork"}
	out := b.NewLabel()
	b.Emit(asm.Mov.Reg(asm.R6, asm.R1),
		asm.LoadMem(asm.R1, asm.R6, int16(parent.Offset), asm.Word), asm.StoreMem(asm.RFP, fpKey, asm.R1, asm.Word))
	b.MapLookup(mapTasks, asm.RFP, fpKey)
	b.Emit(asm.JEq.Imm(asm.R0, 0, out), asm.LoadMem(asm.R1, asm.R0, 0, asm.Word), asm.JNE.Imm(asm.R1, child.Traced, out),
		asm.LoadMem(asm.R1, asm.R6, int16(kid.Offset), asm.Word), asm.StoreMem(asm.RFP, fpKey, asm.R1, asm.Word),
		bpf.StoreImm(asm.RFP, fpVal, child.Traced, asm.Word))
	b.MapUpdate(mapTasks, asm.RFP, fpKey, asm.RFP, fpVal)
	b.ReturnPassOn(out)
	return b.Insns, nil
}

// freeProg forgets a task of mapTasks once it is freed (after its last
// event), so that the map holds the living ones and a reused tid is not
// counted.
func freeProg() (asm.Instructions, error) {
	ef, err := kernel.Format("sched", "sched_process_free")
	if err != nil {
		return nil, err
	}
	pid := ef.Field("pid")
	if pid == nil || pid.Size != 4 {
		return nil, fmt.Errorf("sched:sched_process_free has no pid")
	}
	b := &bpf.Builder{Name: "free"}
	b.Emit(asm.LoadMem(asm.R1, asm.R1, int16(pid.Offset), asm.Word), asm.StoreMem(asm.RFP, fpKey, asm.R1, asm.Word))
	b.MapDelete(mapTasks, asm.RFP, fpKey)
	b.ReturnPassOn("")
	return b.Insns, nil
}

// spec is the collection for the plan: its programs by name.
func (pl *plan) spec() (*ebpf.CollectionSpec, error) {
	cs := &ebpf.CollectionSpec{Maps: map[string]*ebpf.MapSpec{
		mapCounts: {Type: ebpf.PerCPUArray, KeySize: 4, ValueSize: 8, MaxEntries: uint32(max(1, len(pl.events)))},
	}, Programs: map[string]*ebpf.ProgramSpec{}}
	prog := func(name string, typ ebpf.ProgramType, insns asm.Instructions) {
		cs.Programs[name] = &ebpf.ProgramSpec{Name: name, Type: typ, License: "GPL", Instructions: insns}
	}
	if pl.filter.cmd {
		cs.Maps[mapTasks] = &ebpf.MapSpec{Type: ebpf.Hash, KeySize: 4, ValueSize: 4, MaxEntries: 1 << 16}
		insns, err := forkProg()
		if err != nil {
			return nil, err
		}
		prog("fork", ebpf.TracePoint, insns)
		if insns, err = freeProg(); err != nil {
			return nil, err
		}
		prog("free", ebpf.TracePoint, insns)
	}
	compat := -1
	if off, err := kbtf.Offset("task_struct", "thread_info.status"); err == nil {
		compat = int(off)
	}
	if pl.sysEnter {
		cs.Maps[mapEnter] = &ebpf.MapSpec{Type: ebpf.Array, KeySize: 4, ValueSize: 4, MaxEntries: maxNr}
		prog("sys_enter", ebpf.RawTracepoint, syscallProg(pl.filter, false, compat))
	}
	if pl.sysExit {
		cs.Maps[mapExit] = &ebpf.MapSpec{Type: ebpf.Array, KeySize: 4, ValueSize: 4, MaxEntries: maxNr}
		prog("sys_exit", ebpf.RawTracepoint, syscallProg(pl.filter, true, compat))
	}
	if pl.cookies {
		prog("tp", ebpf.TracePoint, cookieProg(pl.filter, true))
	}
	for i, ev := range pl.events {
		switch {
		case ev.dyn != nil && ev.linkGroup != "":
			if cs.Programs["dyn_multi"] == nil {
				prog("dyn_multi", ev.progType, cookieProg(pl.filter, false))
				cs.Programs["dyn_multi"].AttachType = ev.attachType
			}
		case ev.dyn != nil:
			prog(fmt.Sprintf("dyn_%d", i), ev.progType, slotProg(pl.filter, i))
			cs.Programs[fmt.Sprintf("dyn_%d", i)].AttachType = ev.attachType
		}
	}
	return cs, nil
}
