package codegen

import (
	"math"

	"github.com/cilium/ebpf/asm"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/object"
	"sonde/internal/lang/source"
	"sonde/internal/lang/types"
	"sonde/internal/output"
)

// key builds m's key for a subscript on the stack and returns its offset.
// bucket, when not zero, is a register holding a hist bucket index that
// ends the key.
func (f *fn) key(m *object.Map, e *ast.MapExpr, bucket asm.Register) int16 {
	kt := m.Map.Key
	if kt != nil && len(e.Keys) == 1 && !m.Bucketed {
		// A value already on the stack in the key's exact layout (comm, a
		// string variable) is the key as it is.
		if v := f.expr(e.Keys[0]); v.kind == vStack && types.Equal(f.typeOf(e.Keys[0]), kt) {
			return v.off
		} else {
			off := f.alloc(m.KeySize)
			f.storeSlot(off, kt, v, f.typeOf(e.Keys[0]))
			return off
		}
	}
	off := f.alloc(m.KeySize)
	if m.Array {
		// The slot (a u32 key, in the low half of the dword; the stack
		// slot is 8 bytes) is 0, or a keyless hist()'s bucket.
		if bucket != 0 {
			f.emit(asm.StoreMem(f.at(off), off, bucket, asm.DWord))
		} else {
			f.emit(stImm(f.at(off), off, 0, asm.DWord))
		}
		return off
	}
	f.zero(off, m.KeySize)
	switch {
	case kt == nil:
	case len(e.Keys) == 1:
		v := f.expr(e.Keys[0])
		f.storeSlot(off, kt, v, f.typeOf(e.Keys[0]))
	default:
		offs := types.TupleOffsets(kt)
		for i, k := range e.Keys {
			v := f.expr(k)
			f.storeSlot(off+int16(offs[i]), kt.Fields[i].Type, v, f.typeOf(k))
		}
	}
	if m.Bucketed {
		at := off
		if kt != nil {
			at = off + int16(types.SlotSize(kt))
		}
		f.emit(asm.StoreMem(f.at(at), at, bucket, asm.DWord))
	}
	return off
}

// lookup leaves a pointer to m's value for key (or NULL) in R0.
func (f *fn) lookup(m *object.Map, key int16) { f.MapLookup(m.BPFName, f.at(key), key) }

// update stores the value at val for key, counting a refusal (a full map)
// so that the runtime can report it.
func (f *fn) update(m *object.Map, key, value int16) {
	f.MapUpdate(m.BPFName, f.at(key), key, f.at(value), value)
	f.checkHelper(asm.FnMapUpdateElem)
	f.lostUnless(asm.JNE, 1+m.Index, "")
}

// checkLookup follows a lookup that creates the element when it misses:
// -kk reports the miss n times at span, as bpftrace 0.17 does.
func (f *fn) checkLookup(at source.Span, n int) {
	defer func(saved source.Span) { f.errSpan = saved }(f.errSpan)
	f.errSpan = at
	for i := 0; i < n; i++ {
		f.checkHelper(asm.FnMapLookupElem)
	}
}

// mapRead reads @m[k]; a missing element reads as zero.
func (f *fn) mapRead(m *object.Map, e *ast.MapExpr, t *types.Type) val {
	v, _ := f.mapLookup(m, e, t, false)
	return v
}

// mapLookup reads @m[k] (zero when missing); with found, it also returns
// a register that is 1 when the key is there, else 0.
func (f *fn) mapLookup(m *object.Map, e *ast.MapExpr, t *types.Type, found bool) (val, asm.Register) {
	key := f.key(m, e, 0)
	f.lookup(m, key)
	f.checkHelper(asm.FnMapLookupElem)
	hit := asm.R0
	if found {
		hit = f.reg()
		yes := f.newLabel()
		f.emit(asm.Mov.Imm(hit, 1), asm.JNE.Imm(asm.R0, 0, yes), asm.Mov.Imm(hit, 0))
		f.label(yes)
		f.emit(nop())
	}
	// A stack or usym is a scalar of 16 bytes (the id or address, then the
	// pid that names its process's symbols): it is copied whole below.
	if t.IsScalar() && types.SlotSize(t) <= 8 {
		r := f.reg()
		missing, end := f.newLabel(), f.newLabel()
		f.emit(asm.JEq.Imm(asm.R0, 0, missing))
		switch {
		case m.Map.Value.Kind == types.Agg && (m.Map.Value.Agg == types.AggAvg):
			// avg reads as total / count
			f.emit(asm.LoadMem(r, asm.R0, 8, asm.DWord), asm.LoadMem(asm.R1, asm.R0, 0, asm.DWord),
				asm.JEq.Imm(asm.R1, 0, missing), asm.Div.Reg(r, asm.R1))
		default:
			f.emit(asm.LoadMem(r, asm.R0, 0, asm.DWord))
		}
		f.emit(asm.Ja.Label(end))
		f.label(missing)
		f.emit(asm.Mov.Imm(r, 0))
		f.label(end)
		f.emit(nop())
		return val{kind: vReg, reg: r}, hit
	}
	// Copied when found, zeroed when missing: each byte written once.
	size := types.SlotSize(t)
	off := f.alloc(size)
	missing, end := f.newLabel(), f.newLabel()
	f.emit(asm.JEq.Imm(asm.R0, 0, missing))
	for i := 0; i < round8(size); i += 8 {
		f.emit(asm.LoadMem(asm.R1, asm.R0, int16(i), asm.DWord), asm.StoreMem(f.at(off+int16(i)), off+int16(i), asm.R1, asm.DWord))
	}
	f.emit(asm.Ja.Label(end))
	f.label(missing)
	f.zero(off, size)
	f.label(end)
	f.emit(nop())
	return val{kind: vStack, off: off}, hit
}

// mapStore does @m[k] = v.
func (f *fn) mapStore(m *object.Map, e *ast.MapExpr, v val, t *types.Type) {
	size := types.SlotSize(m.Map.Value)
	var off int16
	if v.kind == vStack && types.Equal(t, m.Map.Value) {
		off = v.off
	} else {
		off = f.alloc(size)
		f.storeSlot(off, m.Map.Value, v, t)
	}
	key := f.key(m, e, 0)
	f.update(m, key, off)
}

// mapAdd does @m[k] op= y in place, creating the element when missing, and
// returns a register holding the old value. at is where -kk reports the
// lookup that misses a new element.
func (f *fn) mapAdd(m *object.Map, e *ast.MapExpr, y asm.Register, op string, at source.Span) asm.Register {
	key := f.key(m, e, 0)
	old := f.reg()
	f.lookup(m, key)
	f.checkLookup(at, 1)
	missing, end := f.newLabel(), f.newLabel()
	f.emit(asm.JEq.Imm(asm.R0, 0, missing),
		asm.LoadMem(old, asm.R0, 0, asm.DWord),
		asm.Mov.Reg(asm.R1, old))
	f.arith(op, asm.R1, y, m.Map.Value.Signed)
	f.emit(asm.StoreMem(asm.R0, 0, asm.R1, asm.DWord), asm.Ja.Label(end))
	f.label(missing)
	val := f.alloc(m.ValueSize)
	f.zero(val, m.ValueSize)
	f.emit(asm.Mov.Imm(old, 0), asm.Mov.Imm(asm.R1, 0))
	f.arith(op, asm.R1, y, m.Map.Value.Signed)
	f.emit(asm.StoreMem(f.at(val), val, asm.R1, asm.DWord))
	f.update(m, key, val)
	f.label(end)
	f.emit(nop())
	return old
}

// aggregate does @m[k] = count() / sum(x) / ... .
func (f *fn) aggregate(m *object.Map, e *ast.MapExpr, call *ast.CallExpr, kind types.AggKind) {
	if kind == types.AggTseries {
		f.tseries(m, e, call)
		return
	}
	var x asm.Register
	if len(call.Args) > 0 {
		x = f.scalar(call.Args[0])
	} else {
		x = f.reg()
		f.emit(asm.Mov.Imm(x, 1))
	}
	signed := f.typeOf(call.Args0()).Signed
	var bucket asm.Register
	switch kind {
	case types.AggHist:
		bucket = f.reg()
		f.emit(asm.Mov.Reg(bucket, x))
		if k := m.Map.Value.LHist[0]; k > 0 {
			f.log2k(bucket, int32(k))
		} else {
			f.log2(bucket, signed)
		}
		f.emit(asm.Mov.Imm(x, 1))
	case types.AggLHist:
		bucket = f.reg()
		f.emit(asm.Mov.Reg(bucket, x))
		lh := m.Map.Value.LHist
		f.linear(bucket, lh[0], lh[1], lh[2])
		f.emit(asm.Mov.Imm(x, 1))
	case types.AggLLHist:
		bucket = f.reg()
		f.emit(asm.Mov.Reg(bucket, x))
		f.logLinear(bucket, llhistOf(m.Map.Value))
		f.emit(asm.Mov.Imm(x, 1))
	}
	key := f.key(m, e, bucket)
	if bucket != 0 {
		f.free(bucket)
	}
	f.lookup(m, key)
	if !m.Array {
		// bpftrace 0.17 looks avg and stats up twice, and -kk warns twice
		// of a new element.
		n := 1
		if kind == types.AggAvg || kind == types.AggStats {
			n = 2
		}
		f.checkLookup(f.errSpan, n)
	}
	missing, end := f.newLabel(), f.newLabel()
	f.emit(asm.JEq.Imm(asm.R0, 0, missing))
	switch kind {
	case types.AggCount, types.AggSum, types.AggHist, types.AggLHist, types.AggLLHist:
		f.emit(asm.LoadMem(asm.R1, asm.R0, 0, asm.DWord), asm.Add.Reg(asm.R1, x), asm.StoreMem(asm.R0, 0, asm.R1, asm.DWord))
	case types.AggMin, types.AggMax:
		if f.compat017 {
			f.minMax017Present(kind, x, end)
			break
		}
		// value: {v, set}
		store := f.newLabel()
		op := asm.JLT
		if kind == types.AggMax {
			op = asm.JGT
		}
		if m.Map.Value.AggSigned() {
			op = map[asm.JumpOp]asm.JumpOp{asm.JLT: asm.JSLT, asm.JGT: asm.JSGT}[op]
		}
		f.emit(asm.LoadMem(asm.R1, asm.R0, 8, asm.DWord), asm.JEq.Imm(asm.R1, 0, store),
			asm.LoadMem(asm.R1, asm.R0, 0, asm.DWord), op.Reg(x, asm.R1, store), asm.Ja.Label(end))
		f.label(store)
		f.emit(asm.StoreMem(asm.R0, 0, x, asm.DWord), stImm(asm.R0, 8, 1, asm.DWord))
	case types.AggAvg, types.AggStats:
		// value: {count, total}
		f.emit(asm.LoadMem(asm.R1, asm.R0, 0, asm.DWord), asm.Add.Imm(asm.R1, 1), asm.StoreMem(asm.R0, 0, asm.R1, asm.DWord),
			asm.LoadMem(asm.R1, asm.R0, 8, asm.DWord), asm.Add.Reg(asm.R1, x), asm.StoreMem(asm.R0, 8, asm.R1, asm.DWord))
	}
	f.emit(asm.Ja.Label(end))
	f.label(missing)
	if f.compat017 && (kind == types.AggMin || kind == types.AggMax) {
		f.minMax017Missing(kind, x, end)
	}
	val := f.alloc(m.ValueSize)
	switch kind {
	case types.AggAvg, types.AggStats:
		f.emit(stImm(f.at(val), val, 1, asm.DWord), asm.StoreMem(f.at(val+8), val+8, x, asm.DWord))
	case types.AggMin, types.AggMax:
		f.emit(asm.StoreMem(f.at(val), val, x, asm.DWord), stImm(f.at(val+8), val+8, 1, asm.DWord))
	default:
		f.emit(asm.StoreMem(f.at(val), val, x, asm.DWord))
	}
	f.update(m, key, val)
	f.label(end)
	f.emit(nop())
	f.free(x)
}

// bpftrace 0.17 keeps max(x) as x and min(x) as 0xffffffff - x, each
// replacing what the element holds (0 when there is none) when it is not
// less, compared as signed integers: max of only negative values and min
// of values past 0xffffffff make no element. Its rules, with sonde's
// {v, set} values (v is x), where f.compat017 (--compat=0.17) asks for
// them. minMax017Present runs with R0 the element and stores x into it,
// or jumps to end.
func (f *fn) minMax017Present(kind types.AggKind, x asm.Register, end string) {
	store := f.newLabel()
	if kind == types.AggMax {
		// A zeroed element holds 0 as 0.17's does.
		f.emit(asm.LoadMem(asm.R1, asm.R0, 0, asm.DWord), asm.JSGE.Reg(x, asm.R1, store), asm.Ja.Label(end))
	} else {
		unset := f.newLabel()
		f.emit(asm.LoadImm(asm.R1, 0xffffffff, asm.DWord), asm.Sub.Reg(asm.R1, x),
			asm.Mov.Imm(asm.R2, 0), asm.LoadMem(asm.R3, asm.R0, 8, asm.DWord), asm.JEq.Imm(asm.R3, 0, unset),
			asm.LoadImm(asm.R2, 0xffffffff, asm.DWord), asm.LoadMem(asm.R3, asm.R0, 0, asm.DWord), asm.Sub.Reg(asm.R2, asm.R3))
		f.label(unset)
		f.emit(asm.JSGE.Reg(asm.R1, asm.R2, store), asm.Ja.Label(end))
	}
	f.label(store)
	f.emit(asm.StoreMem(asm.R0, 0, x, asm.DWord), stImm(asm.R0, 8, 1, asm.DWord))
}

// minMax017Missing jumps to end when 0.17 would not make the element.
func (f *fn) minMax017Missing(kind types.AggKind, x asm.Register, end string) {
	if kind == types.AggMax {
		f.emit(asm.JSLT.Imm(x, 0, end))
		return
	}
	f.emit(asm.LoadImm(asm.R1, 0xffffffff, asm.DWord), asm.Sub.Reg(asm.R1, x), asm.JSLT.Imm(asm.R1, 0, end))
}

// log2 turns r into a hist bucket index as output.HistIndex defines it:
// 0 for negative values (compared as signed), 1 for 0, and
// 2+min(floor(log2 v), 31) for positive v, so 1 → 2, 2..3 → 3, 4..7 → 4.
func (f *fn) log2(r asm.Register, signed bool) {
	neg, zero, done := f.newLabel(), f.newLabel(), f.newLabel()
	f.emit(asm.JSLT.Imm(r, 0, neg), asm.JEq.Imm(r, 0, zero))
	f.emit(asm.Mov.Imm(asm.R1, 2))
	for _, s := range []int32{16, 8, 4, 2, 1} {
		skip := f.newLabel()
		f.emit(asm.JLT.Imm(r, int32(1)<<s, skip), asm.RSh.Imm(r, s), asm.Add.Imm(asm.R1, s))
		f.label(skip)
	}
	f.emit(asm.Mov.Reg(r, asm.R1), asm.Ja.Label(done))
	f.label(neg)
	f.emit(asm.Mov.Imm(r, 0), asm.Ja.Label(done))
	f.label(zero)
	f.emit(asm.Mov.Imm(r, 1))
	f.label(done)
	f.emit(nop())
}

// log2k turns r into a hist(v, k) bucket index as output.HistIndexBits
// defines it, for k > 0.
func (f *fn) log2k(r asm.Register, k int32) {
	small, done := f.newLabel(), f.newLabel()
	f.emit(asm.JSLT.Imm(r, 0, small), asm.JLT.Imm(r, 1<<k, small))
	// R1 = floor(log2 r), R2 shifted down to 1 on the way.
	f.emit(asm.Mov.Imm(asm.R1, 0), asm.Mov.Reg(asm.R2, r),
		asm.Mov.Reg(asm.R3, asm.R2), asm.RSh.Imm(asm.R3, 32))
	high := f.newLabel()
	f.emit(asm.JEq.Imm(asm.R3, 0, high), asm.Mov.Reg(asm.R2, asm.R3), asm.Add.Imm(asm.R1, 32))
	f.label(high)
	for _, s := range []int32{16, 8, 4, 2, 1} {
		skip := f.newLabel()
		f.emit(asm.JLT.Imm(asm.R2, int32(1)<<s, skip), asm.RSh.Imm(asm.R2, s), asm.Add.Imm(asm.R1, s))
		f.label(skip)
	}
	// p = log2 - k; index = (p+1)<<k + (r>>p) - 2^k + 1.
	f.emit(asm.Sub.Imm(asm.R1, k), asm.Mov.Reg(asm.R2, r), asm.RSh.Reg(asm.R2, asm.R1),
		asm.Add.Imm(asm.R1, 1), asm.LSh.Imm(asm.R1, k), asm.Add.Reg(asm.R1, asm.R2),
		asm.Sub.Imm(asm.R1, 1<<k-1), asm.Mov.Reg(r, asm.R1), asm.Ja.Label(done))
	// Negative: slot 0; below 2^k: v+1.
	f.label(small)
	neg := f.newLabel()
	f.emit(asm.JSLT.Imm(r, 0, neg), asm.Add.Imm(r, 1), asm.Ja.Label(done))
	f.label(neg)
	f.emit(asm.Mov.Imm(r, 0))
	f.label(done)
	f.emit(nop())
}

// linear turns r into an lhist bucket index as output.LHistIndex defines it:
// 0 below min, 1+(max-min)/step above max, else 1+(v-min)/step.
func (f *fn) linear(r asm.Register, lo, hi, step int64) {
	below, above, done := f.newLabel(), f.newLabel(), f.newLabel()
	f.loadImm(asm.R1, lo)
	f.emit(asm.JSLT.Reg(r, asm.R1, below))
	f.loadImm(asm.R1, hi)
	f.emit(asm.JSGT.Reg(r, asm.R1, above))
	f.loadImm(asm.R1, lo)
	f.emit(asm.Sub.Reg(r, asm.R1))
	f.loadImm(asm.R1, step)
	f.emit(asm.Div.Reg(r, asm.R1), asm.Add.Imm(r, 1), asm.Ja.Label(done))
	f.label(below)
	f.emit(asm.Mov.Imm(r, 0), asm.Ja.Label(done))
	f.label(above)
	f.loadImm(r, (hi-lo)/step+1)
	f.label(done)
	f.emit(nop())
}

// llhistOf returns the shape of an llhist() map's value.
func llhistOf(v *types.Type) output.LogLinear {
	return output.LogLinear{Factor: v.LHist[0], Low: v.LHist[1], High: v.LHist[2], Steps: v.LHist[3]}
}

// logLinear turns r into an llhist bucket index as output.LogLinear.Index
// defines it: 0 below the first order of magnitude, then for each order
// [lo, hi) base+(v-lo)/width, and the last slot from the last order's hi
// up. Values compare as signed, as DTrace's int64_t does.
func (f *fn) logLinear(r asm.Register, h output.LogLinear) {
	os := h.Orders()
	done := f.newLabel()
	f.loadImm(asm.R1, os[0].Lo)
	under := f.newLabel()
	f.emit(asm.JSLT.Reg(r, asm.R1, under))
	for _, o := range os {
		next := f.newLabel()
		f.loadImm(asm.R1, o.Hi)
		f.emit(asm.JSGE.Reg(r, asm.R1, next))
		f.loadImm(asm.R1, o.Lo)
		f.emit(asm.Sub.Reg(r, asm.R1))
		f.loadImm(asm.R1, o.Width)
		f.emit(asm.Div.Reg(r, asm.R1), asm.Add.Imm(r, int32(o.Base)), asm.Ja.Label(done))
		f.label(next)
	}
	f.emit(asm.Mov.Imm(r, int32(h.Slots()-1)), asm.Ja.Label(done))
	f.label(under)
	f.emit(asm.Mov.Imm(r, 0))
	f.label(done)
	f.emit(nop())
}

// bucketKey builds the key of a hist() or lhist() element, with bucket
// index 0, and returns its offset; other maps' keys as key does.
func (f *fn) bucketKey(m *object.Map, e *ast.MapExpr) int16 {
	if !m.Bucketed {
		return f.key(m, e, 0)
	}
	b := f.reg()
	f.emit(asm.Mov.Imm(b, 0))
	key := f.key(m, e, b)
	f.free(b)
	return key
}

// bucketSlots is the number of buckets of m's histogram.
func bucketSlots(m *object.Map) int {
	lh := m.Map.Value.LHist
	switch m.Map.Value.Agg {
	case types.AggLHist:
		return output.LHistSlots(lh[0], lh[1], lh[2])
	case types.AggLLHist:
		return llhistOf(m.Map.Value).Slots()
	case types.AggTseries:
		return int(lh[1])
	}
	return output.HistIndexBits(math.MaxInt64, int(lh[0])) + 1
}

// eachBucket runs body with the key at keyOff (made by bucketKey) set to
// each bucket index of m's histogram in turn. body may jump to end to stop.
func (f *fn) eachBucket(m *object.Map, keyOff int16, body func(end string)) {
	slots := bucketSlots(m)
	at := keyOff + int16(m.KeySize-8)
	if m.Array {
		at = keyOff // the slot is the key (in an 8-byte stack slot)
	}
	// The bucket counter lives in a slot of its own, copied into the key
	// for each bucket: older verifiers (6.1, 6.12) forget the value of a
	// stack slot that a helper reads as a map key, and would then see the
	// loop go round in the same state ("infinite loop detected").
	ctr := f.alloc(8)
	f.emit(asm.LoadMem(asm.R3, f.at(at), at, asm.DWord), asm.StoreMem(f.at(ctr), ctr, asm.R3, asm.DWord))
	top, end := f.newLabel(), f.newLabel()
	f.label(top)
	f.emit(asm.LoadMem(asm.R3, f.at(ctr), ctr, asm.DWord), asm.JGE.Imm(asm.R3, int32(slots), end),
		asm.StoreMem(f.at(at), at, asm.R3, asm.DWord))
	body(end)
	f.emit(asm.LoadMem(asm.R3, f.at(ctr), ctr, asm.DWord), asm.Add.Imm(asm.R3, 1),
		asm.StoreMem(f.at(ctr), ctr, asm.R3, asm.DWord), asm.Ja.Label(top))
	f.label(end)
	f.emit(nop())
}
