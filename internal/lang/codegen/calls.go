package codegen

import (
	"github.com/cilium/ebpf/asm"

	"sonde/internal/kernel/abi"
	"sonde/internal/lang/ast"
	"sonde/internal/lang/check"
	"sonde/internal/lang/object"
	"sonde/internal/lang/source"
	"sonde/internal/lang/types"
)

func (f *fn) call(e *ast.CallExpr, t *types.Type) val {
	c := f.in.Calls[e]
	if c.Fn != nil {
		return f.inlineFn(c)
	}
	if c.Builtin == check.FnFind {
		if m := f.out.MapByName[c.Map.Name]; !m.Bucketed {
			return f.find(m, c)
		}
	}
	if c.Expanded != nil {
		return f.expr(c.Expanded)
	}
	switch c.Builtin {
	case check.FnPrintf, check.FnSystem, check.FnCat, check.FnPrint, check.FnTime, check.FnJoin, check.FnErrorf, check.FnWarnf:
		if c.Map != nil { // print(@m, top, div)
			return f.mapEvent(object.EvPrintMap, c.Map, e.Args[1:])
		}
		kind := map[check.Builtin]int{check.FnPrintf: object.EvPrintf, check.FnSystem: object.EvSystem, check.FnCat: object.EvCat,
			check.FnPrint: object.EvPrintVal, check.FnTime: object.EvTime, check.FnJoin: object.EvJoin,
			check.FnErrorf: object.EvErrorf, check.FnWarnf: object.EvWarnf}[c.Builtin]
		args := e.Args
		if c.Builtin != check.FnPrint && c.Builtin != check.FnTime && c.Builtin != check.FnJoin {
			args = args[1:] // the format
		}
		if c.Builtin == check.FnJoin {
			f.join(c.Printf, e.Args[0])
			return val{kind: vNone}
		}
		if c.Builtin == check.FnTime {
			args = nil
		}
		f.record(kind, c.Printf, args, false)
		return val{kind: vNone}
	case check.FnExit:
		off := f.alloc(16)
		f.header(off, object.EvExit, 0)
		if len(e.Args) == 1 {
			r := f.scalar(e.Args[0])
			f.emit(asm.StoreMem(f.at(off+8), off+8, r, asm.DWord))
			f.free(r)
		} else {
			f.emit(stImm(f.at(off+8), off+8, 0, asm.DWord))
		}
		f.config(object.ConfigStopped)
		noSlot := f.newLabel()
		f.emit(asm.JEq.Imm(asm.R0, 0, noSlot),
			asm.LoadMem(asm.R1, f.at(off+8), off+8, asm.Word),
			asm.LoadImm(asm.R2, object.StoppedFlag, asm.DWord),
			asm.Or.Reg(asm.R1, asm.R2),
			asm.StoreMem(asm.R0, 0, asm.R1, asm.DWord))
		f.label(noSlot)
		f.emit(nop())
		f.emitRecord(off, 16, true, false)
		f.emit(asm.Ja.Label(f.exitLbl))
		return val{kind: vNone}
	case check.FnSpeculation:
		return f.speculation()
	case check.FnSpeculate:
		return f.speculate(e)
	case check.FnCommit:
		return f.commitDiscard(e, object.EvCommit)
	case check.FnDiscard:
		return f.commitDiscard(e, object.EvDiscard)
	case check.FnUnwatch:
		off := f.alloc(16)
		f.header(off, object.EvUnwatch, 0)
		r := f.scalar(e.Args[0])
		f.emit(asm.StoreMem(f.at(off+8), off+8, r, asm.DWord))
		f.free(r)
		f.emitEvent(off, 16, false)
		return val{kind: vNone}
	case check.FnSkboutput:
		return f.skboutput(e, c)
	case check.FnDebugf:
		f.debugf(e)
		return val{kind: vNone}
	case check.FnPrinta:
		if len(e.Args) == 1 {
			return f.mapEvent(object.EvPrintMap, c.Map, nil)
		}
		return f.mapEventValues(object.EvPrinta, c.Map, &ast.IntLit{Value: uint64(c.Printf.ID)}, nil)
	case check.FnNormalize:
		return f.mapEventValues(object.EvNormalize, c.Map, e.Args[1], nil)
	case check.FnTrunc:
		if len(e.Args) == 1 {
			return f.mapEventValues(object.EvTrunc, c.Map, nil, nil)
		}
		return f.mapEventValues(object.EvTrunc, c.Map, e.Args[1], &ast.IntLit{Value: 1})
	case check.FnClear:
		return f.mapEvent(object.EvClearMap, c.Map, nil)
	case check.FnZero:
		return f.mapEvent(object.EvZeroMap, c.Map, nil)
	case check.FnDelete:
		m := f.out.MapByName[c.Map.Name]
		key := f.bucketKey(m, c.Map)
		if m.Array && m.Bucketed {
			// A keyless hist() is a per-CPU array of its buckets: each
			// goes back to 0 on every CPU (the runtime skips empty ones).
			f.eachBucket(m, key, func(string) { f.zeroPerCPU(m, key) })
			return val{kind: vNone}
		}
		if m.Array {
			// A keyless count() is a one-slot per-CPU array, whose slot
			// cannot be deleted: the count goes back to 0 on every CPU
			// (bpftrace 0.17 then prints "@: 0" too).
			f.zeroPerCPU(m, key)
			return val{kind: vNone}
		}
		if m.Bucketed {
			// A histogram element is one entry per bucket: delete them all.
			f.eachBucket(m, key, func(string) { f.MapDelete(m.BPFName, f.at(key), key) })
			return val{kind: vNone}
		}
		f.MapDelete(m.BPFName, f.at(key), key)
		f.checkHelper(asm.FnMapDeleteElem)
		return val{kind: vNone}
	case check.FnHasKey:
		m := f.out.MapByName[c.Map.Name]
		key := f.bucketKey(m, c.Map)
		r := f.reg()
		f.emit(asm.Mov.Imm(r, 0))
		if m.Bucketed {
			// Any bucket of the histogram.
			f.eachBucket(m, key, func(end string) {
				f.lookup(m, key)
				no := f.newLabel()
				f.emit(asm.JEq.Imm(asm.R0, 0, no), asm.Mov.Imm(r, 1), asm.Ja.Label(end))
				f.label(no)
				f.emit(nop())
			})
			return val{kind: vReg, reg: r}
		}
		f.lookup(m, key)
		no := f.newLabel()
		f.emit(asm.JEq.Imm(asm.R0, 0, no), asm.Mov.Imm(r, 1))
		f.label(no)
		f.emit(nop())
		return val{kind: vReg, reg: r}
	case check.FnStr:
		v := f.expr(e.Args[0])
		at := f.typeOf(e.Args[0])
		if at.Kind == types.String {
			return v
		}
		size := t.Size
		off := f.alloc(size)
		f.zero(off, size)
		src := f.toReg(v)
		if len(e.Args) == 2 {
			if _, ok := f.constInt(e.Args[1]); !ok {
				n := f.scalar(e.Args[1])
				// bounded: 1 + min(n, size-1)
				f.emit(asm.Add.Imm(n, 1))
				ok := f.newLabel()
				f.emit(asm.JLE.Imm(n, int32(size), ok), asm.Mov.Imm(n, int32(size)))
				f.label(ok)
				f.stackPtr(asm.R1, off)
				f.emit(asm.Mov.Reg(asm.R2, n), asm.Mov.Reg(asm.R3, src))
				f.free(n)
				f.readStr(t.User || v.user)
				f.free(src)
				return val{kind: vStack, off: off}
			}
		}
		f.stackPtr(asm.R1, off)
		f.emit(asm.Mov.Imm(asm.R2, int32(size)), asm.Mov.Reg(asm.R3, src))
		f.readStr(t.User || v.user)
		f.free(src)
		return val{kind: vStack, off: off}
	case check.FnBuf:
		return f.buf(e, t)
	case check.FnKsym, check.FnStrerror, check.FnCgroupPath, check.FnSignalName, check.FnSyscallName: // printed by the runtime
		return f.expr(e.Args[0])
	case check.FnContainerID, check.FnPodUID, check.FnPodName, check.FnPodNamespace: // printed by the runtime
		if len(e.Args) == 1 {
			return f.expr(e.Args[0])
		}
		x := f.reg()
		f.current(asm.FnGetCurrentCgroupId)
		f.emit(asm.Mov.Reg(x, asm.R0))
		return val{kind: vReg, reg: x}
	case check.FnNsecs:
		return f.nsecs(c.Mode)
	case check.FnPid, check.FnTid:
		return f.pidTgid(c.Builtin == check.FnTid, c.Mode)
	case check.FnPcomm:
		return f.pcomm(f.task(e))
	case check.FnLeaderTid, check.FnLeaderComm:
		return f.leader(f.task(e), c.Builtin == check.FnLeaderTid)
	case check.FnIsErr:
		return f.isErr(e.Args[0])
	case check.FnStrConcat:
		return f.strConcat(e.Args[0], e.Args[1], t)
	case check.FnComm:
		if c.Mode == "unknown" {
			return f.strConst("[unknown]", t.Size)
		}
		return f.commOf(e.Args[0])
	case check.FnPercpuKaddr:
		return f.percpuKaddr(e)
	case check.FnSocketCookie:
		r := f.scalar(e.Args[0])
		f.emit(asm.Mov.Reg(asm.R1, r), asm.FnGetSocketCookie.Call(), asm.Mov.Reg(r, asm.R0))
		return val{kind: vReg, reg: r}
	case check.FnWriteUser:
		return f.writeUser(e)
	case check.FnFail: // an error where it can run: here it never does
		return val{kind: vNone}
	case check.FnMacaddr:
		return f.macaddr(e.Args[0], t.User)
	case check.FnOverride:
		r := f.scalar(e.Args[0])
		f.ctx(asm.R1)
		f.emit(asm.Mov.Reg(asm.R2, r), asm.FnOverrideReturn.Call())
		f.free(r)
		return val{kind: vNone}
	case check.FnPath:
		off := f.alloc(t.Size)
		f.zero(off, t.Size)
		null := f.newLabel()
		p, ok := f.ctxObject(e.Args[0], null)
		if !ok {
			p = f.scalar(e.Args[0])
		}
		f.emit(asm.Mov.Reg(asm.R1, p))
		f.stackPtr(asm.R2, off)
		f.emit(asm.Mov.Imm(asm.R3, int32(t.Size)), asm.FnDPath.Call())
		f.label(null)
		f.emit(nop())
		f.free(p)
		return val{kind: vStack, off: off}
	case check.FnSignal:
		f.sendSignal(e.Args[0], asm.FnSendSignal)
		return val{kind: vNone}
	case check.FnStrlen, check.FnStrcap, check.FnStrstr, check.FnMemcmp, check.FnInCgroup, check.FnSignalThread, check.FnStaticAssert:
		return f.stdlib(e, c)
	case check.FnUsym:
		return f.withPid(f.scalar(e.Args[0]))
	case check.FnKstack, check.FnUstack, check.FnDwUstack:
		return f.stackTrace(t)
	case check.FnStrftime:
		// {nanoseconds, the format's id + 1}: 0 is a value never set.
		ns := f.scalar(e.Args[1])
		off := f.alloc(16)
		f.emit(asm.StoreMem(f.at(off), off, ns, asm.DWord), stImm(f.at(off+8), off+8, int64(c.Printf.ID)+1, asm.DWord))
		f.free(ns)
		return val{kind: vStack, off: off}
	case check.FnReg:
		r := f.reg()
		f.ctx(asm.R1)
		reg, _ := abi.RegByName(e.Args[0].(*ast.StrLit).Value)
		f.emit(asm.LoadMem(r, asm.R1, reg.Offset(), asm.DWord))
		return val{kind: vReg, reg: r}
	case check.FnStrncmp:
		n, _ := f.constInt(e.Args[2])
		return f.strncmp(e.Args[0], e.Args[1], int(n))
	case check.FnStrcontains:
		return f.strcontains(e.Args[0], e.Args[1])
	case check.FnLen:
		if c.Map == nil {
			return f.stackDepth(f.typeOf(e.Args[0]))
		}
		return f.mapLen(c.Map)
	case check.FnNtop:
		return f.ntop(e)
	case check.FnPton: // the address's bytes, parsed by the checker
		return f.strConst(f.in.Strs[e], t.Size)
	case check.FnCgroupid:
		return val{kind: vImm, imm: f.in.Consts[e]}
	case check.FnUaddr:
		return val{kind: vImm, imm: f.in.Consts[e], user: true}
	case check.FnUptr, check.FnKptr:
		v := f.expr(e.Args[0])
		v.user = c.Builtin == check.FnUptr
		return v
	case check.FnBswap:
		r := f.scalar(e.Args[0])
		if n := t.Size; n > 1 {
			f.emit(asm.HostTo(asm.BE, r, sizeOf(n)))
		}
		return val{kind: vReg, reg: r}
	}
	f.fail(e, "%s() is not supported yet", e.Func)
	return val{}
}

// buf reads t.Size bytes (or a run-time length, at most t.Size) of its
// argument into a length-prefixed slot. A value on the stack (a string
// literal, comm, a string variable) is copied from there, at most its own
// size; the rest of the buffer stays zero, as in bpftrace.
func (f *fn) buf(e *ast.CallExpr, t *types.Type) val {
	v := f.expr(e.Args[0])
	at := f.typeOf(e.Args[0])
	off := f.alloc(types.SlotSize(t))
	f.zero(off, types.SlotSize(t))
	limit := t.Size // bytes to read at most
	var src asm.Register
	if v.kind == vStack {
		src = f.reg()
		f.stackPtr(src, v.off)
		limit = min(limit, at.Size)
	} else {
		src = f.toReg(v)
	}
	n := asm.R0 // a run-time length, or none
	if len(e.Args) == 2 {
		if _, ok := f.constInt(e.Args[1]); !ok {
			// A run-time length, bounded for the verifier.
			n = f.scalar(e.Args[1])
			ok := f.newLabel()
			f.emit(asm.JLE.Imm(n, int32(t.Size), ok), asm.Mov.Imm(n, int32(t.Size)))
			f.label(ok)
			f.emit(asm.StoreMem(f.at(off), off, n, asm.DWord))
		}
	}
	if n == asm.R0 {
		f.emit(asm.Mov.Imm(asm.R1, int32(t.Size)), asm.StoreMem(f.at(off), off, asm.R1, asm.DWord))
	}
	f.stackPtr(asm.R1, off+8)
	if n != asm.R0 {
		f.emit(asm.Mov.Reg(asm.R2, n))
		if limit < t.Size {
			ok := f.newLabel()
			f.emit(asm.JLE.Imm(asm.R2, int32(limit), ok), asm.Mov.Imm(asm.R2, int32(limit)))
			f.label(ok)
		}
		f.free(n)
	} else {
		f.emit(asm.Mov.Imm(asm.R2, int32(limit)))
	}
	f.emit(asm.Mov.Reg(asm.R3, src))
	if v.kind != vStack && (v.user || at.User || t.User) {
		f.callChecked(asm.FnProbeReadUser)
	} else {
		f.callChecked(asm.FnProbeReadKernel)
	}
	f.free(src)
	return val{kind: vStack, off: off}
}

// macaddr copies the 6 bytes of its argument (an array, or what a pointer
// points to) into an 8-byte slot.
func (f *fn) macaddr(x ast.Expr, user bool) val {
	v := f.expr(x)
	xt := f.typeOf(x)
	off := f.alloc(8)
	if v.kind == vStack {
		f.emit(stImm(f.at(off), off, 0, asm.DWord))
		f.emit(asm.LoadMem(asm.R0, f.at(v.off), v.off, asm.Word), asm.StoreMem(f.at(off), off, asm.R0, asm.Word),
			asm.LoadMem(asm.R0, f.at(v.off+4), v.off+4, asm.Half), asm.StoreMem(f.at(off+4), off+4, asm.R0, asm.Half))
		return val{kind: vStack, off: off}
	}
	v.reg = f.toReg(v)
	v.user = v.user || xt.User || user
	f.copyIn(f.at(off), off, 8, v, 6)
	return val{kind: vStack, off: off}
}

func (f *fn) readStr(user bool) {
	if user {
		f.callChecked(asm.FnProbeReadUserStr)
	} else {
		f.callChecked(asm.FnProbeReadKernelStr)
	}
}

// debugf(fmt, args...) is bpf_trace_printk(fmt, size, args...): the kernel
// formats it into its trace buffer. Integers are passed as they are,
// strings as a pointer to their bytes.
func (f *fn) debugf(e *ast.CallExpr) {
	format := e.Args[0].(*ast.StrLit).Value
	fv := f.strConst(format, len(format)+1)
	args := f.alloc(8 * len(e.Args[1:]))
	for i, a := range e.Args[1:] {
		slot := args + int16(8*i)
		v := f.expr(a)
		if f.typeOf(a).Kind == types.String && v.kind == vStack {
			f.stackPtr(asm.R1, v.off)
			f.emit(asm.StoreMem(f.at(slot), slot, asm.R1, asm.DWord))
			continue
		}
		r := f.toReg(v)
		f.emit(asm.StoreMem(f.at(slot), slot, r, asm.DWord))
		f.free(r)
	}
	f.stackPtr(asm.R1, fv.off)
	f.emit(asm.Mov.Imm(asm.R2, int32(len(format)+1)))
	for i := range e.Args[1:] {
		slot := args + int16(8*i)
		f.emit(asm.LoadMem(asm.R3+asm.Register(i), f.at(slot), slot, asm.DWord))
	}
	f.callChecked(asm.FnTracePrintk)
}

// record builds a ring buffer record: header, then each argument in its
// slot (check.Printf.Layout). A str() argument is read straight into the
// record, so long strings never touch the 512-byte stack.
//
// A record with long strings (printf("%s", str(args.filename)) with a
// max_strlen of 1024) is built in this program's slot of a per-CPU array
// and copied to the ring buffer (bpf_ringbuf_output) at the size its
// strings take: each string in the record's tail, as long as what
// bpf_probe_read_*_str read, its length in its slot. A burst of such
// records takes tens of bytes each in the ring buffer, not the 1 KiB a
// reservation of every string's maximum would. With -k the record is
// reserved at its biggest instead, so that it precedes the records of the
// helper calls that fail while it is made.
//
// A record of at most recordReserveMax bytes is reserved at its biggest
// too (its strings still in the tail, their lengths in their slots): made
// in place, it costs no copy and no per-CPU slot, and takes little more
// of the ring buffer than its built copy would. A speculating probe builds
// its records, as the speculation counts the bytes they take.
func (f *fn) record(kind int, p *check.Printf, args []ast.Expr, wake bool) {
	l := p.Layout()
	var rec asm.Register
	var end string
	built := l.HasTail() && f.helperCheck == 0 && l.Max <= recordBuildMax && (l.Max > recordReserveMax || f.specSlot != 0)
	if built {
		end = f.newLabel()
		key := f.Alloc(8)
		f.LookupSlot(object.RecordMap, int64(f.progIndex), asm.R10, key)
		f.emit(asm.JEq.Imm(asm.R0, 0, end))
		rec = f.reg()
		f.emit(asm.Mov.Reg(rec, asm.R0))
		f.recordMax = max(f.recordMax, l.Max)
	} else {
		rec, end = f.reserve(l.Max)
	}
	f.emit(asm.LoadImm(asm.R1, int64(uint64(p.ID)<<32|uint64(kind)), asm.DWord), asm.StoreMem(rec, 0, asm.R1, asm.DWord))
	var tail int16 // the stack slot of the tail's end, a bounded scalar the verifier follows
	if l.HasTail() {
		tail = f.Alloc(8)
		f.emit(stImm(asm.R10, tail, int64(l.Fixed), asm.DWord))
	}
	for i, a := range args {
		off := int16(l.Offs[i])
		c, isCall := a.(*ast.CallExpr)
		strRead := isCall && f.strRead(c)
		switch {
		case l.Tail[i] && strRead:
			f.strInto(func() { f.tailAddr(rec, tail) }, c, p.Args[i])
			f.tailString(rec, off, tail, p.Args[i].Size)
		case l.Tail[i] && f.mapString(a):
			f.tailMapString(rec, off, tail, a.(*ast.MapExpr), p.Args[i].Size)
		case l.Tail[i]:
			v := f.expr(a)
			if p.Args[i].Kind == types.Buffer && v.kind == vStack {
				f.tailBuffer(rec, off, tail, v, p.Args[i].Size)
				break
			}
			if v.kind == vStack {
				// A string in memory (a variable, a tracepoint's
				// string field, a map value): copied up to its NUL by
				// bpf_probe_read_kernel_str, one byte more than its
				// size so that one filling it keeps its last byte.
				f.tailAddr(rec, tail)
				f.emit(asm.Mov.Imm(asm.R2, int32(p.Args[i].Size+1)))
				f.stackPtr(asm.R3, v.off)
				f.emit(asm.FnProbeReadKernelStr.Call())
				f.tailString(rec, off, tail, p.Args[i].Size+1)
				break
			}
			dst := f.reg()
			f.tailAddr(rec, tail)
			f.emit(asm.Mov.Reg(dst, asm.R1))
			f.storeAt(dst, 0, p.Args[i], v, f.typeOf(a))
			f.free(dst)
			n := p.Args[i].Size
			f.emit(stImm(rec, off, int64(n), asm.DWord),
				asm.LoadMem(asm.R1, asm.R10, tail, asm.DWord), asm.Add.Imm(asm.R1, int32(n)), asm.StoreMem(asm.R10, tail, asm.R1, asm.DWord))
		case strRead:
			f.strInto(func() { f.emit(asm.Mov.Reg(asm.R1, rec), asm.Add.Imm(asm.R1, int32(off))) }, c, p.Args[i])
		case f.isComm(a) && p.Args[i].Kind == types.String && p.Args[i].Size == 16:
			// Into the record, zeroed first as comm always is.
			f.zeroAt(rec, off, 16)
			f.emit(asm.Mov.Reg(asm.R1, rec), asm.Add.Imm(asm.R1, int32(off)), asm.Mov.Imm(asm.R2, 16), asm.FnGetCurrentComm.Call())
		default:
			v := f.expr(a)
			f.storeAt(rec, off, p.Args[i], v, f.typeOf(a))
		}
	}
	flags := int32(1) // BPF_RB_NO_WAKEUP: the reader polls
	if wake {
		flags = 2
	}
	if built {
		f.specTag(rec, 0, func() { f.emit(asm.LoadMem(asm.R2, asm.R10, tail, asm.DWord)) }, end)
		f.RingOutput(object.EventsMap, func() {
			f.emit(asm.Mov.Reg(asm.R2, rec))
			f.emit(asm.LoadMem(asm.R3, asm.R10, tail, asm.DWord))
		}, flags, "", nil)
		f.lostUnless(asm.JNE, 0, "")
	} else {
		f.submit(rec, flags, int32(l.Max))
	}
	f.free(rec)
	f.label(end)
	f.emit(nop())
}

// recordBuildMax is the biggest record built in a per-CPU array: the
// kernel's limit on a per-CPU value (PCPU_MIN_UNIT_SIZE). Bigger ones are
// reserved in the ring buffer at their biggest.
const recordBuildMax = 32 << 10

// recordReserveMax is the biggest record with strings in its tail that is
// reserved in the ring buffer at its biggest rather than built and copied
// at the size its strings take: a few fields and a string of bpftrace
// 0.17's max_strlen (64). Records of newest bpftrace's 1024-byte strings
// are built: reserved at their biggest, 16,000 fill the 16 MiB ring
// buffer (BurstRingSize), and a burst of them is lost (TestBurst).
const recordReserveMax = 256

// tailString follows a bpf_probe_read_*_str call that read a tail string
// of at most size bytes: R0, the bytes read with the NUL (or, when the
// read failed, one: the helper leaves an empty string), goes to the
// string's slot at off and is added to the tail's end.
func (f *fn) tailString(rec asm.Register, off, tail int16, size int) {
	one, fits := f.newLabel(), f.newLabel()
	f.emit(asm.JSGT.Imm(asm.R0, 0, one), asm.Mov.Imm(asm.R0, 1))
	f.label(one)
	f.emit(asm.JLE.Imm(asm.R0, int32(size), fits), asm.Mov.Imm(asm.R0, int32(size)))
	f.label(fits)
	f.emit(asm.StoreMem(rec, off, asm.R0, asm.DWord),
		asm.LoadMem(asm.R1, asm.R10, tail, asm.DWord), asm.Add.Reg(asm.R1, asm.R0), asm.StoreMem(asm.R10, tail, asm.R1, asm.DWord))
}

// strRead is whether c is str() reading a string from memory (not
// str() of a string, which is the string).
func (f *fn) strRead(c *ast.CallExpr) bool {
	return f.in.Calls[c] != nil && f.in.Calls[c].Builtin == check.FnStr && f.typeOf(c.Args[0]).Kind != types.String
}

// isComm is whether e is the builtin comm.
func (f *fn) isComm(e ast.Expr) bool {
	id, ok := e.(*ast.Ident)
	return ok && f.in.Idents[id].Var == check.VarComm
}

// mapString is whether e reads a string from a map (@m[k]): a printf reads
// it from the map's value, not from a copy on the stack.
func (f *fn) mapString(e ast.Expr) bool {
	me, ok := e.(*ast.MapExpr)
	if !ok || f.typeOf(e).Kind != types.String {
		return false
	}
	m := f.out.MapByName[me.Name]
	return m != nil && types.Equal(m.Map.Value, f.typeOf(e))
}

// tailMapString copies the string @m[k] (me) to the end of rec's tail
// straight from the map's value, as the string in memory of record's
// other strings, or an empty string when the key is missing.
func (f *fn) tailMapString(rec asm.Register, off, tail int16, me *ast.MapExpr, size int) {
	m := f.out.MapByName[me.Name]
	key := f.key(m, me, 0)
	f.lookup(m, key)
	f.checkHelper(asm.FnMapLookupElem)
	missing, read := f.newLabel(), f.newLabel()
	f.emit(asm.JEq.Imm(asm.R0, 0, missing), asm.Mov.Reg(asm.R3, asm.R0))
	f.tailAddr(rec, tail)
	// Up to its NUL, one byte more than its size (see record), within the value.
	f.emit(asm.Mov.Imm(asm.R2, int32(min(size+1, types.SlotSize(m.Map.Value)))), asm.FnProbeReadKernelStr.Call(), asm.Ja.Label(read))
	f.label(missing)
	f.tailAddr(rec, tail)
	f.emit(stImm(asm.R1, 0, 0, asm.Byte), asm.Mov.Imm(asm.R0, 1))
	f.label(read)
	f.tailString(rec, off, tail, size+1)
}

// tailBuffer copies the buffer (buf()) at v to the end of rec's tail:
// its length, then as many bytes as it holds, not its whole size. The
// bytes it takes go to its slot at off and are added to the tail's end.
func (f *fn) tailBuffer(rec asm.Register, off, tail int16, v val, size int) {
	taken := func(r asm.Register) { // 8 + the length, bounded for the verifier
		fits := f.newLabel()
		f.emit(asm.LoadMem(r, f.at(v.off), v.off, asm.DWord), asm.JLE.Imm(r, int32(size), fits), asm.Mov.Imm(r, int32(size)))
		f.label(fits)
		f.emit(asm.Add.Imm(r, 8))
	}
	f.tailAddr(rec, tail)
	taken(asm.R2)
	f.emit(asm.StoreMem(rec, off, asm.R2, asm.DWord))
	f.stackPtr(asm.R3, v.off)
	f.emit(asm.FnProbeReadKernel.Call())
	taken(asm.R0)
	f.emit(asm.LoadMem(asm.R1, asm.R10, tail, asm.DWord), asm.Add.Reg(asm.R1, asm.R0), asm.StoreMem(asm.R10, tail, asm.R1, asm.DWord))
}

// tailAddr sets R1 to the address of the end of rec's tail, the offset
// held at the stack slot tail.
func (f *fn) tailAddr(rec asm.Register, tail int16) {
	f.emit(asm.Mov.Reg(asm.R1, rec), asm.LoadMem(asm.R2, asm.R10, tail, asm.DWord), asm.Add.Reg(asm.R1, asm.R2))
}

// reserve reserves size bytes in the ring buffer. It returns the register
// holding the record and the label past the code that fills it, taken (after
// counting the loss) when the ring buffer is full.
//
// With -k or -kk, the helper calls that fail while the record is filled
// are counted (see checkHelper), and submit puts the count in the record's
// header: their own records come after this one in the ring buffer, and the
// runtime prints them first, in the order bpftrace does.
func (f *fn) reserve(size int) (asm.Register, string) {
	end := f.newLabel()
	f.mapPtr(asm.R1, object.EventsMap)
	f.emit(asm.Mov.Imm(asm.R2, int32(size)), asm.Mov.Imm(asm.R3, 0), asm.FnRingbufReserve.Call())
	f.lostUnless(asm.JEq, 0, end)
	rec := f.reg()
	f.emit(asm.Mov.Reg(rec, asm.R0))
	if f.helperCheck > 0 {
		f.errCount = f.alloc(8)
		f.emit(stImm(f.at(f.errCount), f.errCount, 0, asm.DWord))
	}
	return rec, end
}

// submit commits a record of size bytes made by reserve; flags are
// bpf_ringbuf_submit's. A record its speculation does not take is
// discarded.
func (f *fn) submit(rec asm.Register, flags, size int32) {
	if f.specSlot != 0 {
		drop, done := f.newLabel(), f.newLabel()
		f.specTag(rec, 0, func() { f.emit(asm.Mov.Imm(asm.R2, size)) }, drop)
		f.submitNow(rec, flags)
		f.emit(asm.Ja.Label(done))
		f.label(drop)
		f.emit(asm.Mov.Reg(asm.R1, rec), asm.Mov.Imm(asm.R2, 0), asm.FnRingbufDiscard.Call())
		f.label(done)
		f.emit(nop())
		return
	}
	f.submitNow(rec, flags)
}

func (f *fn) submitNow(rec asm.Register, flags int32) {
	if f.errCount != 0 {
		f.emit(asm.LoadMem(asm.R1, f.at(f.errCount), f.errCount, asm.DWord), asm.LSh.Imm(asm.R1, object.HeaderFailedShift),
			asm.LoadMem(asm.R2, rec, 0, asm.DWord), asm.Or.Reg(asm.R2, asm.R1), asm.StoreMem(rec, 0, asm.R2, asm.DWord))
		f.errCount = 0
	}
	f.RingSubmit(rec, flags)
}

// strInto reads str(ptr[, n]) directly into the address dst sets R1 to;
// R0 is then what bpf_probe_read_*_str returned.
func (f *fn) strInto(dst func(), c *ast.CallExpr, t *types.Type) {
	defer func(saved source.Span) { f.errSpan = saved }(f.errSpan)
	f.errSpan = errSpan(c)
	v := f.expr(c.Args[0])
	src := f.toReg(v)
	var n asm.Register
	if len(c.Args) == 2 {
		if _, ok := f.constInt(c.Args[1]); !ok {
			n = f.scalar(c.Args[1])
			ok := f.newLabel()
			f.emit(asm.Add.Imm(n, 1), asm.JLE.Imm(n, int32(t.Size), ok), asm.Mov.Imm(n, int32(t.Size)))
			f.label(ok)
		}
	}
	dst()
	f.emit(stImm(asm.R1, 0, 0, asm.Byte))
	if n != 0 {
		f.emit(asm.Mov.Reg(asm.R2, n))
		f.free(n)
	} else {
		f.emit(asm.Mov.Imm(asm.R2, int32(t.Size)))
	}
	f.emit(asm.Mov.Reg(asm.R3, src))
	f.readStr(t.User || v.user || f.typeOf(c).User)
	f.free(src)
}

// mapEvent asks the runtime to print, clear or zero a map.
func (f *fn) mapEvent(kind int, me *ast.MapExpr, args []ast.Expr) val {
	m := f.out.MapByName[me.Name]
	off := f.alloc(24)
	f.header(off, kind, m.Index)
	f.emit(stImm(f.at(off+8), off+8, 0, asm.DWord), stImm(f.at(off+16), off+16, 0, asm.DWord))
	for i, a := range args {
		n, _ := f.constInt(a)
		f.loadImm(asm.R1, n)
		f.emit(asm.StoreMem(f.at(off+8+int16(8*i)), off+8+int16(8*i), asm.R1, asm.DWord))
	}
	f.emitEvent(off, 24, false)
	return val{kind: vNone}
}

// mapEventValues sends a map event whose two arguments (at 8 and 16; nil:
// 0) are values computed in the probe.
func (f *fn) mapEventValues(kind int, me *ast.MapExpr, a, b ast.Expr) val {
	m := f.out.MapByName[me.Name]
	off := f.alloc(24)
	f.header(off, kind, m.Index)
	for i, x := range []ast.Expr{a, b} {
		at := off + 8 + int16(8*i)
		if x == nil {
			f.emit(stImm(f.at(at), at, 0, asm.DWord))
			continue
		}
		var r asm.Register
		if n, ok := f.constInt(x); ok {
			r = f.reg()
			f.loadImm(r, n)
		} else {
			r = f.scalar(x)
		}
		f.emit(asm.StoreMem(f.at(at), at, r, asm.DWord))
		f.free(r)
	}
	f.emitEvent(off, 24, false)
	return val{kind: vNone}
}

// join reads up to 16 strings from a char *[] (argv) and sends them. The
// record is too big for the stack, so it is built in place in the ring buffer.
func (f *fn) join(p *check.Printf, arr ast.Expr) {
	const n = 16
	slot := round8(p.Args[0].Size)
	size := 8 + n*slot
	user := f.typeOf(arr).User || f.in.Ctx.UserArgs
	base := f.scalar(arr)
	rec, end := f.reserve(size)
	f.emit(asm.LoadImm(asm.R1, int64(uint64(p.ID)<<32|object.EvJoin), asm.DWord),
		asm.StoreMem(rec, 0, asm.R1, asm.DWord))
	for i := 0; i < n; i++ {
		f.emit(stImm(rec, int16(8+i*slot), 0, asm.DWord))
	}
	ptr := f.alloc(8)
	submit := f.newLabel()
	for i := 0; i < n; i++ {
		f.emit(stImm(f.at(ptr), ptr, 0, asm.DWord))
		f.stackPtr(asm.R1, ptr)
		f.emit(asm.Mov.Imm(asm.R2, 8), asm.Mov.Reg(asm.R3, base), asm.Add.Imm(asm.R3, int32(8*i)))
		if user {
			f.callChecked(asm.FnProbeReadUser)
		} else {
			f.callChecked(asm.FnProbeReadKernel)
		}
		f.emit(asm.LoadMem(asm.R3, f.at(ptr), ptr, asm.DWord), asm.JEq.Imm(asm.R3, 0, submit),
			asm.Mov.Reg(asm.R1, rec), asm.Add.Imm(asm.R1, int32(8+i*slot)), asm.Mov.Imm(asm.R2, int32(p.Args[0].Size)))
		f.readStr(user)
	}
	f.label(submit)
	f.submit(rec, 1, int32(size))
	f.free(rec)
	f.label(end)
	f.emit(nop())
	f.free(base)
}

// strncmp returns 0 when the first n bytes (up to a NUL) are equal, 1 otherwise.
func (f *fn) strncmp(a, b ast.Expr, n int) val {
	at, bt := f.typeOf(a), f.typeOf(b)
	av, bv := f.expr(a), f.expr(b)
	n = min(n, at.Size, bt.Size)
	r := f.reg()
	differ, end := f.newLabel(), f.newLabel()
	for i := 0; i < n; i++ {
		f.emit(asm.LoadMem(asm.R1, f.at(av.off+int16(i)), av.off+int16(i), asm.Byte),
			asm.LoadMem(asm.R2, f.at(bv.off+int16(i)), bv.off+int16(i), asm.Byte),
			asm.JNE.Reg(asm.R1, asm.R2, differ),
			asm.JEq.Imm(asm.R1, 0, end+"_eq"))
	}
	f.label(end + "_eq")
	f.emit(asm.Mov.Imm(r, 0), asm.Ja.Label(end))
	f.label(differ)
	f.emit(asm.Mov.Imm(r, 1))
	f.label(end)
	f.emit(nop())
	return val{kind: vReg, reg: r}
}

// strcontains returns 1 when needle occurs in haystack. The search is
// unrolled over both bounds, so it suits short strings.
func (f *fn) strcontains(h, nd ast.Expr) val {
	ht, nt := f.typeOf(h), f.typeOf(nd)
	hv, nv := f.expr(h), f.expr(nd)
	r := f.reg()
	found, end := f.newLabel(), f.newLabel()
	// empty needle is contained everywhere
	f.emit(asm.LoadMem(asm.R2, f.at(nv.off), nv.off, asm.Byte), asm.JEq.Imm(asm.R2, 0, found))
	for i := 0; i < ht.Size-1; i++ {
		next := f.newLabel()
		for j := 0; j < nt.Size && i+j < ht.Size; j++ {
			f.emit(asm.LoadMem(asm.R2, f.at(nv.off+int16(j)), nv.off+int16(j), asm.Byte), asm.JEq.Imm(asm.R2, 0, found),
				asm.LoadMem(asm.R1, f.at(hv.off+int16(i+j)), hv.off+int16(i+j), asm.Byte), asm.JEq.Imm(asm.R1, 0, end+"_no"),
				asm.JNE.Reg(asm.R1, asm.R2, next))
		}
		f.label(next)
	}
	f.label(end + "_no")
	f.emit(asm.Mov.Imm(r, 0), asm.Ja.Label(end))
	f.label(found)
	f.emit(asm.Mov.Imm(r, 1))
	f.label(end)
	f.emit(nop())
	return val{kind: vReg, reg: r}
}

// ntop lays out an address for printing: {family u64, address [16]byte}.
func (f *fn) ntop(e *ast.CallExpr) val {
	off := f.alloc(24)
	f.zero(off, 24)
	addr := e.Args[len(e.Args)-1]
	at := f.typeOf(addr)
	family := int64(2) // AF_INET
	if at.Size == 16 {
		family = 10 // AF_INET6
	}
	if len(e.Args) == 2 {
		r := f.scalar(e.Args[0])
		f.emit(asm.StoreMem(f.at(off), off, r, asm.DWord))
		f.free(r)
	} else {
		f.emit(stImm(f.at(off), off, family, asm.DWord))
	}
	v := f.expr(addr)
	switch {
	case at.IsInt():
		r := f.toReg(v)
		f.emit(asm.StoreMem(f.at(off+8), off+8, r, asm.Word))
		f.free(r)
	case v.kind == vStack:
		f.copyStack(off+8, v.off, at.Size)
	default:
		// An address array in kernel or user memory (user: a pointer cast
		// from a syscall argument or a uprobe's).
		v.reg = f.toReg(v)
		f.copyIn(f.at(off+8), off+8, 16, v, at.Size)
	}
	return val{kind: vStack, off: off}
}

// skboutput sends LEN bytes of an sk_buff's data, after a header saying
// which file, when and how many bytes to leave out, with bpf_skb_output
// (the kernel copies the packet itself: no stack or map holds it).
func (f *fn) skboutput(e *ast.CallExpr, c *check.Call) val {
	off := f.alloc(object.SkbHeader)
	f.header(off, object.EvSkbOutput, c.Skb.ID)
	f.emit(asm.FnKtimeGetBootNs.Call(), asm.StoreMem(f.at(off+8), off+8, asm.R0, asm.DWord))
	skb := f.scalar(e.Args[1])
	n := f.scalar(e.Args[2])
	// The length goes in the header too: perf pads the record to 8 bytes.
	f.loadImm(asm.R1, c.SkbOffset)
	f.emit(asm.StoreMem(f.at(off+16), off+16, n, asm.Word), asm.StoreMem(f.at(off+20), off+20, asm.R1, asm.Word))
	// flags: the length to copy in the high 32 bits, BPF_F_CURRENT_CPU
	// in the low.
	f.emit(asm.LSh.Imm(n, 32), asm.LoadImm(asm.R3, 0xffffffff, asm.DWord), asm.Or.Reg(asm.R3, n),
		asm.Mov.Reg(asm.R1, skb))
	f.mapPtr(asm.R2, object.SkbMap)
	f.stackPtr(asm.R4, off)
	f.emit(asm.Mov.Imm(asm.R5, object.SkbHeader), asm.FnSkbOutput.Call())
	f.free(skb)
	f.free(n)
	r := f.reg()
	f.emit(asm.Mov.Reg32(r, asm.R0)) // uint32, as 0.17 types it
	return val{kind: vReg, reg: r}
}
