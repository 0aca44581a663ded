package codegen

// Speculative tracing, sonde's DTrace speculations: speculation() takes
// a free slot of the spec map (compare-and-exchange of its state), and
// after speculate(id) each record the probe sends carries id in its
// header (object.HeaderSpecShift): the runtime holds it in that
// speculation's buffer until commit(id) prints it or discard(id) drops
// it. A slot counts the bytes sent to it; past specsize the record is
// dropped and counted, as DTrace's speculative drops.

import (
	"github.com/cilium/ebpf/asm"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/check"
	"sonde/internal/lang/object"
)

// speculates reports whether the probe's body calls speculate().
func (f *fn) speculates() bool {
	found := false
	ast.Inspect(f.in.Probe.Body, func(n ast.Node) bool {
		if e, ok := n.(*ast.CallExpr); ok {
			if c := f.in.Calls[e]; c != nil && c.Builtin == check.FnSpeculate {
				found = true
			}
		}
		return !found
	})
	return found
}

// speculation emits speculation(): the first free slot's id, or 0 (and
// one more failed speculation counted) when every slot is active.
func (f *fn) speculation() val {
	r := f.reg()
	key := f.alloc(8)
	done := f.newLabel()
	for i := 1; i <= f.out.Nspec; i++ {
		next := f.newLabel()
		f.LookupSlot(object.SpecMap, int64(i), f.at(key), key)
		f.emit(asm.JEq.Imm(asm.R0, 0, next),
			asm.Mov.Reg(asm.R1, asm.R0), asm.Mov.Imm(asm.R0, 0), asm.Mov.Imm(asm.R2, 1),
			atomic(asm.CmpXchg, asm.R1, asm.R2, 0),
			asm.JNE.Imm(asm.R0, 0, next),
			stImm(asm.R1, 8, 0, asm.DWord), asm.Mov.Imm(r, int32(i)), asm.Ja.Label(done))
		f.label(next)
		f.emit(nop())
	}
	f.emit(asm.Mov.Imm(r, 0))
	f.specCount(8)
	f.label(done)
	f.emit(nop())
	return val{kind: vReg, reg: r}
}

// specCount adds one to slot 0's counter at off: 0 the records dropped
// because their speculation was full, 8 the failed speculation() calls.
func (f *fn) specCount(off int16) {
	key := f.alloc(8)
	skip := f.newLabel()
	f.LookupSlot(object.SpecMap, 0, f.at(key), key)
	f.emit(asm.JEq.Imm(asm.R0, 0, skip), asm.Mov.Imm(asm.R1, 1), asm.AddAtomic.Mem(asm.R0, asm.R1, asm.DWord, off))
	f.label(skip)
	f.emit(nop())
}

// speculate emits speculate(id): the probe's records from here on go to
// speculation id (none, dropped, for 0 or an inactive id).
func (f *fn) speculate(e *ast.CallExpr) val {
	if f.specSlot == 0 {
		f.fail(e, "speculate() must be called in the probe itself, not in a function")
	}
	r := f.scalar(e.Args[0])
	f.emit(asm.StoreMem(f.at(f.specSlot), f.specSlot, r, asm.DWord))
	f.free(r)
	return val{kind: vNone}
}

// commitDiscard emits commit(id) or discard(id): the event that has the
// runtime print or drop the speculation's records, then the slot freed.
func (f *fn) commitDiscard(e *ast.CallExpr, kind int) val {
	r := f.scalar(e.Args[0])
	off := f.alloc(16)
	f.header(off, kind, 0)
	f.emit(asm.StoreMem(f.at(off+8), off+8, r, asm.DWord))
	f.emitRecord(off, 16, false, false)
	done := f.newLabel()
	f.emit(asm.JEq.Imm(r, 0, done), asm.JGT.Imm(r, int32(f.out.Nspec), done))
	key := f.alloc(8)
	f.emit(asm.StoreMem(f.at(key), key, r, asm.DWord))
	f.MapLookup(object.SpecMap, f.at(key), key)
	f.emit(asm.JEq.Imm(asm.R0, 0, done), stImm(asm.R0, 0, 0, asm.DWord))
	f.label(done)
	f.emit(nop())
	f.free(r)
	return val{kind: vNone}
}

// specTag, in a probe that speculates, tags the record at base+off, of
// size bytes (set in R2 by size), with the probe's speculation, or jumps
// to drop when the record is to go nowhere: its speculation is 0, not
// active, or full (counted). Not speculating, it leaves the record as is.
func (f *fn) specTag(base asm.Register, off int16, size func(), drop string) {
	if f.specSlot == 0 {
		return
	}
	done, full := f.newLabel(), f.newLabel()
	key := f.alloc(8)
	f.emit(asm.LoadMem(asm.R1, f.at(f.specSlot), f.specSlot, asm.DWord),
		asm.JEq.Imm(asm.R1, -1, done), asm.JEq.Imm(asm.R1, 0, drop), asm.JGT.Imm(asm.R1, int32(f.out.Nspec), drop),
		asm.StoreMem(f.at(key), key, asm.R1, asm.DWord))
	f.MapLookup(object.SpecMap, f.at(key), key)
	f.emit(asm.JEq.Imm(asm.R0, 0, drop), asm.LoadMem(asm.R1, asm.R0, 0, asm.DWord), asm.JNE.Imm(asm.R1, 1, drop))
	size()
	f.emit(asm.Mov.Reg(asm.R3, asm.R2), atomic(asm.FetchAdd, asm.R0, asm.R3, 8), asm.Add.Reg(asm.R3, asm.R2))
	f.loadImm(asm.R1, int64(f.out.Specsize))
	f.emit(asm.JGT.Reg(asm.R3, asm.R1, full),
		asm.LoadMem(asm.R1, f.at(f.specSlot), f.specSlot, asm.DWord), asm.LSh.Imm(asm.R1, object.HeaderSpecShift),
		asm.LoadMem(asm.R2, base, off, asm.DWord), asm.Or.Reg(asm.R2, asm.R1), asm.StoreMem(base, off, asm.R2, asm.DWord),
		asm.Ja.Label(done))
	f.label(full)
	f.specCount(0)
	f.emit(asm.Ja.Label(drop))
	f.label(done)
	f.emit(nop())
}

// atomic is the 64-bit atomic op *(dst+off) op= src. cilium/ebpf (0.22)
// encodes an atomic instruction's immediate from Constant, read before
// it derives it from the op: set both, or a compare-and-exchange runs as
// a plain add.
func atomic(op asm.AtomicOp, dst, src asm.Register, off int16) asm.Instruction {
	ins := op.Mem(dst, src, asm.DWord, off)
	ins.Constant = int64(op >> 8)
	return ins
}

// usesSpeculations reports whether a probe of p calls speculation(),
// speculate(), commit() or discard().
func usesSpeculations(p *check.Program) bool {
	for _, in := range p.Instances {
		for _, c := range in.Calls {
			switch c.Builtin {
			case check.FnSpeculation, check.FnSpeculate, check.FnCommit, check.FnDiscard:
				return true
			}
		}
	}
	return false
}
