package codegen

import (
	"github.com/cilium/ebpf/asm"

	"sonde/internal/lang/check"
)

// The helpers that describe the current task return the same value for
// the whole of one program run: a probe that names pid, tid, uid, cgroup
// or curtask more than once calls each helper once, at its first use, and
// keeps its value in a stack slot for the other uses (as a hand-written
// program keeps bpf_get_current_pid_tgid's value in a variable). The slot
// starts as notYet, set in the prologue; a use that finds notYet calls the
// helper. A helper that returned notYet itself is merely called again.

// currentHelpers are the helpers whose value cannot change within a program
// run, by the builtin variables and calls that read them.
var currentHelpers = map[check.BuiltinVar]asm.BuiltinFunc{
	check.VarPid:        asm.FnGetCurrentPidTgid,
	check.VarTid:        asm.FnGetCurrentPidTgid,
	check.VarUid:        asm.FnGetCurrentUidGid,
	check.VarGid:        asm.FnGetCurrentUidGid,
	check.VarUsername:   asm.FnGetCurrentUidGid,
	check.VarCgroup:     asm.FnGetCurrentCgroupId,
	check.VarCurtask:    asm.FnGetCurrentTask,
	check.VarPcomm:      asm.FnGetCurrentTask,
	check.VarPpid:       asm.FnGetCurrentTask,
	check.VarLeaderTid:  asm.FnGetCurrentTask,
	check.VarLeaderComm: asm.FnGetCurrentTask,
}

// notYet marks a slot whose helper has not been called in this run: no
// task pointer, cgroup id or pid_tgid is all ones.
const notYet = -1

// cacheCurrent gives each helper of currentHelpers that the probe reads
// more than once a slot, set to notYet. It runs in the prologue, the
// slots among the variables' (copied into and out of loop callbacks).
func (f *fn) cacheCurrent() {
	f.cached = nil
	uses := map[asm.BuiltinFunc]int{}
	for _, ref := range f.in.Idents {
		if h, ok := currentHelpers[ref.Var]; ok {
			uses[h]++
		}
	}
	for _, c := range f.in.Calls {
		if c != nil && (c.Builtin == check.FnPid || c.Builtin == check.FnTid) {
			uses[asm.FnGetCurrentPidTgid]++
		}
	}
	// In a fixed order: the code must not depend on the map's.
	for _, h := range []asm.BuiltinFunc{asm.FnGetCurrentPidTgid, asm.FnGetCurrentUidGid, asm.FnGetCurrentCgroupId, asm.FnGetCurrentTask} {
		if uses[h] < 2 {
			continue
		}
		if f.cached == nil {
			f.cached = map[asm.BuiltinFunc]int16{}
		}
		off := f.Alloc(8)
		f.cached[h] = off
		f.emit(stImm(asm.R10, off, notYet, asm.DWord))
	}
}

// current calls h, one of currentHelpers, leaving its value in R0 (and
// R1-R5 clobbered, as by any call): from its slot, when it has one and a
// use before this one called it.
func (f *fn) current(h asm.BuiltinFunc) {
	off, ok := f.cached[h]
	if !ok {
		f.emit(h.Call())
		return
	}
	done := f.newLabel()
	f.emit(asm.LoadMem(asm.R0, asm.R10, off, asm.DWord), asm.JNE.Imm(asm.R0, notYet, done),
		h.Call(), asm.StoreMem(asm.R10, off, asm.R0, asm.DWord))
	f.label(done)
	f.emit(nop())
}
