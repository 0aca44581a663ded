package codegen

import (
	"github.com/cilium/ebpf/asm"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/check"
	"sonde/internal/lang/types"
)

// Newest bpftrace's stdlib functions written in its language, generated
// natively (check/stdlib.go types them; the compile-time ones are
// constants by then and never get here).

// stdlib generates a call of one of them.
func (f *fn) stdlib(e *ast.CallExpr, c *check.Call) val {
	switch c.Builtin {
	case check.FnStrlen, check.FnStrcap:
		return f.strlen(e.Args[0])
	case check.FnStrstr:
		return f.strstr(e.Args[0], e.Args[1])
	case check.FnMemcmp:
		return f.memcmp(e.Args[0], e.Args[1], int(f.in.Consts[e.Args[2]]))
	case check.FnInCgroup:
		return f.inCgroup(e.Args[0])
	case check.FnSignalThread:
		f.sendSignal(e.Args[0], asm.FnSendSignalThread)
	}
	return val{kind: vNone}
}

// sendSignal calls bpf_send_signal or bpf_send_signal_thread with the
// signal sig names.
func (f *fn) sendSignal(sig ast.Expr, helper asm.BuiltinFunc) {
	var r asm.Register
	if n, ok := f.in.Consts[sig]; ok {
		r = f.reg()
		f.emit(asm.Mov.Imm(r, int32(n)))
	} else {
		r = f.scalar(sig)
	}
	f.emit(asm.Mov.Reg(asm.R1, r), helper.Call())
	f.free(r)
}

// strlen is the length of a string, char array or pointed-to string: one
// bpf_probe_read_*_str, which returns the bytes copied with the NUL. A
// value already on the stack is copied onto itself.
func (f *fn) strlen(x ast.Expr) val {
	t := f.typeOf(x)
	v := f.expr(x)
	size, user := t.Size, false
	var dst int16
	switch {
	case v.kind == vStack:
		dst = v.off
		f.stackPtr(asm.R3, v.off)
	case t.Kind == types.Pointer:
		size, user = f.prog.MaxStrlen, t.User
		fallthrough
	default: // vAddr: an array in kernel or user memory
		user = user || v.user
		src := f.toReg(v)
		dst = f.alloc(size)
		f.emit(asm.Mov.Reg(asm.R3, src))
		f.free(src)
	}
	f.stackPtr(asm.R1, dst)
	f.emit(asm.Mov.Imm(asm.R2, int32(size)))
	if user {
		f.emit(asm.FnProbeReadUserStr.Call())
	} else {
		f.emit(asm.FnProbeReadKernelStr.Call())
	}
	r := f.reg()
	done := f.newLabel()
	f.emit(asm.Mov.Imm(r, 0), asm.JSLE.Imm(asm.R0, 0, done), asm.Mov.Reg(r, asm.R0), asm.Sub.Imm(r, 1))
	f.label(done)
	f.emit(nop())
	return val{kind: vReg, reg: r}
}

// maxUnrolled bounds the compares an unrolled string search emits, well
// inside the verifier's million instructions.
const maxUnrolled = 50000

// strstr is the index of needle in haystack, -1 if it is not there (0 for
// an empty needle), unrolled over both strings' bounds as strcontains is.
func (f *fn) strstr(h, nd ast.Expr) val {
	ht, nt := f.typeOf(h), f.typeOf(nd)
	if ht.Size*nt.Size > maxUnrolled {
		f.fail(nd, "strstr() of a %d-byte string in a %d-byte one is too long to unroll", nt.Size, ht.Size)
	}
	hv, nv := f.expr(h), f.expr(nd)
	r := f.reg()
	end, missing := f.newLabel(), f.newLabel()
	f.emit(asm.Mov.Imm(r, 0), asm.LoadMem(asm.R2, f.at(nv.off), nv.off, asm.Byte), asm.JEq.Imm(asm.R2, 0, end))
	for i := 0; i < ht.Size-1; i++ {
		next := f.newLabel()
		f.emit(asm.Mov.Imm(r, int32(i)))
		for j := 0; j < nt.Size && i+j < ht.Size; j++ {
			f.emit(asm.LoadMem(asm.R2, f.at(nv.off+int16(j)), nv.off+int16(j), asm.Byte), asm.JEq.Imm(asm.R2, 0, end),
				asm.LoadMem(asm.R1, f.at(hv.off+int16(i+j)), hv.off+int16(i+j), asm.Byte), asm.JEq.Imm(asm.R1, 0, missing),
				asm.JNE.Reg(asm.R1, asm.R2, next))
		}
		f.label(next)
	}
	f.label(missing)
	f.emit(asm.Mov.Imm(r, -1))
	f.label(end)
	f.emit(nop())
	return val{kind: vReg, reg: r}
}

// memcmp compares the first n bytes of two values: 0, or the difference
// of the first bytes that differ (as unsigned chars, as C's memcmp).
func (f *fn) memcmp(a, b ast.Expr, n int) val {
	if n > maxUnrolled {
		f.fail(a, "memcmp() of %d bytes is too long to unroll", n)
	}
	ao := f.onStack(f.expr(a), f.typeOf(a))
	bo := f.onStack(f.expr(b), f.typeOf(b))
	r := f.reg()
	differ, end := f.newLabel(), f.newLabel()
	for i := 0; i < n; i++ {
		f.emit(asm.LoadMem(asm.R1, f.at(ao+int16(i)), ao+int16(i), asm.Byte),
			asm.LoadMem(asm.R2, f.at(bo+int16(i)), bo+int16(i), asm.Byte),
			asm.JNE.Reg(asm.R1, asm.R2, differ))
	}
	f.emit(asm.Mov.Imm(r, 0), asm.Ja.Label(end))
	f.label(differ)
	f.emit(asm.Mov.Reg(r, asm.R1), asm.Sub.Reg(r, asm.R2))
	f.label(end)
	f.emit(nop())
	return val{kind: vReg, reg: r}
}

// maxCgroupLevels bounds the cgroup hierarchy levels in_cgroup() looks at.
const maxCgroupLevels = 32

// inCgroup is true when the current task's cgroup, or one of its
// ancestors, has the id: bpf_get_current_ancestor_cgroup_id from the root
// down, until the task's own level (past it the helper returns 0).
func (f *fn) inCgroup(x ast.Expr) val {
	id := f.scalar(x)
	r := f.reg()
	yes, end := f.newLabel(), f.newLabel()
	f.emit(asm.Mov.Imm(r, 0))
	for level := 0; level < maxCgroupLevels; level++ {
		f.emit(asm.Mov.Imm(asm.R1, int32(level)), asm.FnGetCurrentAncestorCgroupId.Call(),
			asm.JEq.Imm(asm.R0, 0, end), asm.JEq.Reg(asm.R0, id, yes))
	}
	f.emit(asm.Ja.Label(end))
	f.label(yes)
	f.emit(asm.Mov.Imm(r, 1))
	f.label(end)
	f.emit(nop())
	f.free(id)
	return val{kind: vReg, reg: r}
}
