package codegen

// Code for more of newest bpftrace's builtins: leader_tid, leader_comm,
// is_err(), str_concat() and comm(pid).

import (
	"github.com/cilium/ebpf/asm"

	"sonde/internal/bpf"
	"sonde/internal/lang/ast"
	"sonde/internal/lang/check"
	"sonde/internal/lang/object"
	"sonde/internal/lang/types"
)

// task is the task a pcomm-like call names: its argument, or the current
// task.
func (f *fn) task(e *ast.CallExpr) asm.Register {
	if len(e.Args) == 1 {
		return f.scalar(e.Args[0])
	}
	task := f.reg()
	f.current(asm.FnGetCurrentTask)
	f.emit(asm.Mov.Reg(task, asm.R0))
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
	f.emit(asm.Mov.Reg32(asm.R1, p), bpf.KfuncCall(f.prog.BTFIDs[check.KfuncTaskFromPid]),
		asm.Mov.Reg(task, asm.R0), asm.JEq.Imm(task, 0, none))
	f.free(p)
	f.stackPtr(asm.R1, off)
	f.emit(asm.Mov.Imm(asm.R2, 16), asm.Mov.Reg(asm.R3, task), asm.Add.Imm(asm.R3, int32(f.prog.TaskComm)),
		asm.FnProbeReadKernelStr.Call(),
		asm.Mov.Reg(asm.R1, task), bpf.KfuncCall(f.prog.BTFIDs[check.KfuncTaskRelease]), asm.Ja.Label(end))
	f.label(none)
	f.emit(stImm(f.at(off), off, int64('N')|int64('/')<<8|int64('A')<<16, asm.Word))
	f.label(end)
	f.emit(nop())
	f.free(task)
	return val{kind: vStack, off: off}
}

// percpuKaddr is the address of a per-CPU kernel variable on this CPU, or
// on the CPU the second argument names (NULL past the last one).
func (f *fn) percpuKaddr(e *ast.CallExpr) val {
	id := f.prog.BTFIDs[e.Args[0].(*ast.StrLit).Value]
	var cpu asm.Register
	if len(e.Args) == 2 {
		cpu = f.scalar(e.Args[1])
	}
	f.emit(bpf.LoadBTFVar(asm.R1, id))
	if len(e.Args) == 2 {
		f.emit(asm.Mov.Reg32(asm.R2, cpu), asm.FnPerCpuPtr.Call())
		f.free(cpu)
	} else {
		f.emit(asm.FnThisCpuPtr.Call())
	}
	// The verifier allows no arithmetic on a pointer that may be NULL
	// until a test tells them apart: this one does, and goes on either way
	// (a NULL one reads as zeros).
	r := f.reg()
	tested := f.newLabel()
	f.emit(asm.JEq.Imm(asm.R0, 0, tested))
	f.label(tested)
	f.emit(asm.Mov.Reg(r, asm.R0))
	return val{kind: vReg, reg: r}
}

// writeUser is bpf_probe_write_user(dst, &src, len): the length bounded
// by src's size for the verifier; true when the kernel wrote.
func (f *fn) writeUser(e *ast.CallExpr) val {
	dst := f.scalar(e.Args[0])
	st := f.typeOf(e.Args[1])
	v := f.expr(e.Args[1])
	src := v.off
	if st.IsInt() {
		r := f.toReg(v)
		src = f.alloc(8)
		f.emit(asm.StoreMem(f.at(src), src, r, asm.DWord))
		f.free(r)
	}
	n := f.scalar(e.Args[2])
	r := f.reg()
	fail, end, fits := f.newLabel(), f.newLabel(), f.newLabel()
	f.emit(asm.JEq.Imm(n, 0, fail), asm.JLE.Imm(n, int32(st.Size), fits), asm.Mov.Imm(n, int32(st.Size)))
	f.label(fits)
	f.emit(asm.Mov.Reg(asm.R1, dst))
	f.stackPtr(asm.R2, src)
	f.emit(asm.Mov.Reg(asm.R3, n), asm.FnProbeWriteUser.Call(),
		asm.Mov.Imm(r, 1), asm.JEq.Imm(asm.R0, 0, end))
	f.label(fail)
	f.emit(asm.Mov.Imm(r, 0))
	f.label(end)
	f.emit(nop())
	f.free(dst)
	f.free(n)
	return val{kind: vReg, reg: r}
}

// tseries does @m[k] = tseries(x, interval, n[, mode]). Each of the n
// intervals is a map element (its index the key's last part, as a hist
// bucket's) holding {epoch, value, count}: the epoch is the time divided
// by the interval, so an element whose epoch is not the current one
// holds an older interval and starts over. The time is CLOCK_TAI's, a
// whole number of seconds from the wall clock's, so that intervals begin
// on the wall clock's seconds (10:41:46.700, 10:41:46.800). Count is the number of values
// combined, or for the last value its time: the runtime merges the CPUs'
// elements by it.
func (f *fn) tseries(m *object.Map, e *ast.MapExpr, call *ast.CallExpr) {
	lh := m.Map.Value.LHist
	mode := types.TseriesModes[lh[2]]
	x := f.scalar(call.Args[0])
	now, epoch := f.alloc(8), f.alloc(8)
	f.emit(asm.FnKtimeGetTaiNs.Call(), asm.StoreMem(f.at(now), now, asm.R0, asm.DWord),
		asm.LoadImm(asm.R1, lh[0], asm.DWord), asm.Div.Reg(asm.R0, asm.R1),
		asm.StoreMem(f.at(epoch), epoch, asm.R0, asm.DWord))
	bucket := f.reg()
	f.emit(asm.Mov.Reg(bucket, asm.R0), asm.Mod.Imm(bucket, int32(lh[1])))
	key := f.key(m, e, bucket)
	f.free(bucket)
	f.lookup(m, key)
	fresh, end := f.newLabel(), f.newLabel()
	f.emit(asm.JEq.Imm(asm.R0, 0, fresh), asm.LoadMem(asm.R1, asm.R0, 0, asm.DWord),
		asm.LoadMem(asm.R2, f.at(epoch), epoch, asm.DWord), asm.JNE.Reg(asm.R1, asm.R2, fresh))
	// The same interval: combine.
	switch mode {
	case "last":
		f.emit(asm.StoreMem(asm.R0, 8, x, asm.DWord), asm.LoadMem(asm.R1, f.at(now), now, asm.DWord),
			asm.StoreMem(asm.R0, 16, asm.R1, asm.DWord))
	case "sum", "avg":
		f.emit(asm.LoadMem(asm.R1, asm.R0, 8, asm.DWord), asm.Add.Reg(asm.R1, x), asm.StoreMem(asm.R0, 8, asm.R1, asm.DWord),
			asm.LoadMem(asm.R1, asm.R0, 16, asm.DWord), asm.Add.Imm(asm.R1, 1), asm.StoreMem(asm.R0, 16, asm.R1, asm.DWord))
	case "min", "max":
		keep := map[string]asm.JumpOp{"min": asm.JGE, "max": asm.JLE}[mode]
		if m.Map.Value.AggSigned() {
			keep = map[asm.JumpOp]asm.JumpOp{asm.JGE: asm.JSGE, asm.JLE: asm.JSLE}[keep]
		}
		f.emit(asm.LoadMem(asm.R1, asm.R0, 8, asm.DWord), keep.Reg(x, asm.R1, end), asm.StoreMem(asm.R0, 8, x, asm.DWord))
	}
	f.emit(asm.Ja.Label(end))
	f.label(fresh)
	val := f.alloc(24)
	f.emit(asm.LoadMem(asm.R1, f.at(epoch), epoch, asm.DWord), asm.StoreMem(f.at(val), val, asm.R1, asm.DWord),
		asm.StoreMem(f.at(val+8), val+8, x, asm.DWord))
	if mode == "last" {
		f.emit(asm.LoadMem(asm.R1, f.at(now), now, asm.DWord), asm.StoreMem(f.at(val+16), val+16, asm.R1, asm.DWord))
	} else {
		f.emit(stImm(f.at(val+16), val+16, 1, asm.DWord))
	}
	f.update(m, key, val)
	f.label(end)
	f.emit(nop())
	f.free(x)
}

// find is find(@m, k, $v): one lookup; $v is set when the key is there.
// The value is 1 (true) then, else 0.
func (f *fn) find(m *object.Map, c *check.Call) val {
	t := f.typeOf(c.Map)
	v, hit := f.mapLookup(m, c.Map, t, true)
	skip := f.newLabel()
	f.emit(asm.JEq.Imm(hit, 0, skip))
	f.storeVar(f.in.Slot(c.Var), v, t)
	f.label(skip)
	f.emit(nop())
	f.release(v)
	return val{kind: vReg, reg: hit}
}
