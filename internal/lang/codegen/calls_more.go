package codegen

// Code for more of newest bpftrace's builtins: leader_tid, leader_comm,
// is_err(), str_concat() and comm(pid).

import (
	"github.com/cilium/ebpf/asm"

	"sonde/internal/bpf"
	"sonde/internal/lang/ast"
	"sonde/internal/lang/check"
	"sonde/internal/lang/types"
)

// task is the task a pcomm-like call names: its argument, or the current
// task.
func (f *fn) task(e *ast.CallExpr) asm.Register {
	if len(e.Args) == 1 {
		return f.scalar(e.Args[0])
	}
	task := f.reg()
	f.emit(asm.FnGetCurrentTask.Call(), asm.Mov.Reg(task, asm.R0))
	return task
}

// leader reads task->group_leader->pid (tid) or ->comm.
func (f *fn) leader(task asm.Register, tid bool) val {
	l := f.readAt(task, f.prog.TaskLeader, types.U64, false)
	if tid {
		return f.readAt(l.reg, f.prog.TaskPid, types.U32, false)
	}
	return f.readAt(l.reg, f.prog.TaskComm, types.StringOf(16), false)
}

// isErr is the kernel's IS_ERR: the address is -4095 to -1, compared
// unsigned (the immediate is sign-extended to 64 bits).
func (f *fn) isErr(e ast.Expr) val {
	x := f.scalar(e)
	r := f.reg()
	no := f.newLabel()
	f.emit(asm.Mov.Imm(r, 0), asm.JLT.Imm(x, -4095, no), asm.Mov.Imm(r, 1))
	f.label(no)
	f.emit(nop())
	f.free(x)
	return val{kind: vReg, reg: r}
}

// strConcat copies a, then b where a's text ends: two bounded string
// reads, the second at an offset the verifier knows is within a's part.
func (f *fn) strConcat(a, b ast.Expr, t *types.Type) val {
	at, bt := f.typeOf(a), f.typeOf(b)
	av := f.expr(a)
	off := f.alloc(types.SlotSize(t))
	f.zero(off, types.SlotSize(t))
	f.stackPtr(asm.R1, off)
	f.stackPtr(asm.R3, av.off)
	f.emit(asm.Mov.Imm(asm.R2, int32(at.Size)), asm.FnProbeReadKernelStr.Call())
	// R0 is the length with the NUL; a failed read leaves nothing of a.
	n := f.reg()
	ok := f.newLabel()
	f.emit(asm.Mov.Reg(n, asm.R0), asm.Sub.Imm(n, 1), asm.JLE.Imm(n, int32(at.Size-1), ok), asm.Mov.Imm(n, 0))
	f.label(ok)
	f.emit(nop())
	bv := f.expr(b)
	f.stackPtr(asm.R1, off)
	f.emit(asm.Add.Reg(asm.R1, n))
	f.stackPtr(asm.R3, bv.off)
	f.emit(asm.Mov.Imm(asm.R2, int32(bt.Size)), asm.FnProbeReadKernelStr.Call())
	f.free(n)
	return val{kind: vStack, off: off}
}

// commOf is comm(pid): the kernel's bpf_task_from_pid finds the task (and
// holds it), its comm is read and the task released; "N/A" when there is
// no such task.
func (f *fn) commOf(pid ast.Expr) val {
	p := f.scalar(pid)
	off := f.alloc(16)
	f.zero(off, 16)
	task := f.reg()
	none, end := f.newLabel(), f.newLabel()
	f.emit(asm.Mov.Reg32(asm.R1, p), bpf.KfuncCall(f.prog.Kfuncs[check.KfuncTaskFromPid]),
		asm.Mov.Reg(task, asm.R0), asm.JEq.Imm(task, 0, none))
	f.free(p)
	f.stackPtr(asm.R1, off)
	f.emit(asm.Mov.Imm(asm.R2, 16), asm.Mov.Reg(asm.R3, task), asm.Add.Imm(asm.R3, int32(f.prog.TaskComm)),
		asm.FnProbeReadKernelStr.Call(),
		asm.Mov.Reg(asm.R1, task), bpf.KfuncCall(f.prog.Kfuncs[check.KfuncTaskRelease]), asm.Ja.Label(end))
	f.label(none)
	f.emit(stImm(f.at(off), off, int64('N')|int64('/')<<8|int64('A')<<16, asm.Word))
	f.label(end)
	f.emit(nop())
	f.free(task)
	return val{kind: vStack, off: off}
}
