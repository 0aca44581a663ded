package codegen

import (
	"fmt"

	"github.com/cilium/ebpf/asm"
	"github.com/cilium/ebpf/btf"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/object"
	"sonde/internal/lang/types"
)

// for ($kv : @m) { body } runs body in a callback of bpf_for_each_map_elem
// (and so does a for ($i : lo..hi) loop in one of bpf_loop, see forRange).
// The callback is a function of its own with its own stack, so the scratch
// variables travel: the program passes its frame pointer as the callback's
// context, the callback copies the variable area (same offsets) into its
// own frame, runs the body there unchanged, and copies the area back.
//
//	callback(map, key, value, ctx):  frame[-8 .. -varEnd] = ctx[-8 .. -varEnd]
//	                                 $kv = (*key, *value); body
//	                                 ctx[-8 .. -varEnd] = frame[...]; return 0 (1 on break)
func (f *fn) forMap(s *ast.ForStmt) {
	m := f.out.MapByName[s.Map.Name]
	agg := m.Map.Value.Agg
	if m.Bucketed || m.Map.Key == nil || m.PerCPU && agg != types.AggCount && agg != types.AggSum {
		f.fail(s.Map, "for loops over maps without keys or of %s() are not supported", agg)
	}
	if f.inCallback {
		// The verifier follows nested callbacks call by call and runs out
		// of call frames.
		f.fail(s, "a for loop over a map cannot be nested in another for loop over a map or a run-time range")
	}
	params := []btf.FuncParam{{Name: "map", Type: voidPtr}, {Name: "key", Type: voidPtr}, {Name: "value", Type: voidPtr}, {Name: "ctx", Type: voidPtr}}
	var keyp, valp int16
	enter := func() {
		keyp, valp = f.alloc(8), f.alloc(8)
		f.emit(asm.StoreMem(asm.R10, keyp, asm.R2, asm.DWord), asm.StoreMem(asm.R10, valp, asm.R3, asm.DWord))
	}
	body := func() {
		kv := f.vars[f.in.Slot(s.Var)]
		f.emit(asm.LoadMem(asm.R2, asm.R10, keyp, asm.DWord))
		f.copyMem(f.at(kv), kv, asm.R2, 0, m.KeySize)
		if m.PerCPU {
			f.sumPerCPU(m, keyp, kv+int16(m.KeySize))
		} else {
			f.emit(asm.LoadMem(asm.R3, asm.R10, valp, asm.DWord))
			f.copyMem(f.at(kv), kv+int16(m.KeySize), asm.R3, 0, m.ValueSize)
		}
	}
	flag := f.returnFlag()
	name, returns := f.callback(s.Body, params, asm.R4, flag, enter, body, nil)
	f.launderVars()
	f.mapPtr(asm.R1, m.BPFName)
	f.funcPtr(asm.R2, name)
	f.emit(asm.Mov.Reg(asm.R3, asm.R10), asm.Mov.Imm(asm.R4, 0), asm.FnForEachMapElem.Call())
	if returns {
		f.callReturned(flag)
	}
}

var voidPtr = &btf.Pointer{Target: &btf.Void{}}

// callback generates body as a static function with the given parameters,
// ctxReg holding the program's frame pointer at entry, and returns its
// name. enter runs first (the parameters are still in their registers),
// then the variables are copied in, then prologue, the body, and at the end
// (also after continue and break) epilogue, if any.
//
// return and exit() in the body cannot jump to the program's end from
// inside the callback: they stop the loop and set the word at retFlag in the
// caller's frame, which the caller tests after the helper (callReturned).
func (f *fn) callback(b *ast.Block, params []btf.FuncParam, ctxReg asm.Register, retFlag int16, enter, prologue, epilogue func()) (name string, returns bool) {
	name = fmt.Sprintf("%s_cb%d", f.name, len(f.callbacks)+1)
	saved := *f
	f.Builder, f.loops = f.Sub(), nil
	f.Stack = f.varEnd
	f.MaxStack = f.Stack // its own frame's deepest, not the program's
	f.inCallback = true
	f.cold = nil
	f.exitLbl = f.newLabel()
	ctxSlot := f.alloc(8) // the program's frame pointer
	ret := f.alloc(8)     // 0: go on, 1: stop
	f.emit(asm.StoreMem(asm.R10, ctxSlot, ctxReg, asm.DWord))
	f.Insns[0] = btf.WithFuncMetadata(f.Insns[0].WithSymbol(name), &btf.Func{Name: name, Linkage: btf.StaticFunc,
		Type: &btf.FuncProto{Return: btfInt, Params: params}})
	enter()
	f.emit(stImm(asm.R10, ret, 0, asm.DWord))
	f.copyMem(asm.R10, int16(-f.varEnd), ctxReg, int16(-f.varEnd), f.varEnd)
	brk, cont := f.newLabel(), f.newLabel()
	if f.scratch {
		f.loadScratch(cont)
	}
	prologue()
	f.loops = append(f.loops, loop{cont: cont, brk: brk})
	f.block(b)
	f.emit(asm.Ja.Label(cont))
	if f.Referenced(brk) {
		f.label(brk)
		f.emit(stImm(asm.R10, ret, 1, asm.DWord), asm.Ja.Label(cont))
	}
	if returns = f.Referenced(f.exitLbl); returns {
		f.label(f.exitLbl)
		f.emit(asm.LoadMem(asm.R1, asm.R10, ctxSlot, asm.DWord), stImm(asm.R1, retFlag, 1, asm.DWord),
			stImm(asm.R10, ret, 1, asm.DWord))
	}
	f.label(cont)
	if epilogue != nil {
		epilogue()
	}
	f.emit(asm.LoadMem(asm.R4, asm.R10, ctxSlot, asm.DWord))
	f.copyMem(asm.R4, int16(-f.varEnd), asm.R10, int16(-f.varEnd), f.varEnd)
	f.emit(asm.LoadMem(asm.R0, asm.R10, ret, asm.DWord), asm.Return())
	f.flushCold()
	cb, cbMax, labels := f.Insns, f.MaxStack, f.Labels
	scratchMax, recordMax := f.scratchMax, f.recordMax // the program's maps hold the callback's too
	*f = saved
	f.Labels = labels
	f.scratchMax, f.recordMax = scratchMax, recordMax
	f.MaxStack = max(f.MaxStack, cbMax+f.varEnd) // both frames count against the 512 bytes
	f.callbacks = append(f.callbacks, cb)
	return name, returns
}

// returnFlag allocates and clears the caller's word a callback sets when
// its body returns.
func (f *fn) returnFlag() int16 {
	flag := f.alloc(8)
	f.emit(stImm(asm.R10, flag, 0, asm.DWord))
	return flag
}

// callReturned ends the program (or the enclosing callback) after a loop
// helper if the callback's body returned.
func (f *fn) callReturned(flag int16) {
	f.emit(asm.LoadMem(asm.R1, asm.R10, flag, asm.DWord), asm.JNE.Imm(asm.R1, 0, f.exitLbl))
}

// launderVars copies the variables onto themselves with a helper before a
// loop's callback is called, so that they hold values the verifier no
// longer knows. Otherwise a counter the body increments from a known
// constant, compared after the loop, is tracked exactly through every
// call of the callback and the verifier never sees two calls alike (1M
// instructions, "argument list too long").
func (f *fn) launderVars() {
	if n := f.varEnd - 8; n > 0 {
		f.emit(asm.Mov.Reg(asm.R1, asm.R10), asm.Add.Imm(asm.R1, int32(-f.varEnd)), asm.Mov.Imm(asm.R2, int32(n)),
			asm.Mov.Reg(asm.R3, asm.R1), asm.FnProbeReadKernel.Call())
	}
}

// funcPtr loads the address of callback name into dst.
func (f *fn) funcPtr(dst asm.Register, name string) {
	fp := asm.LoadImm(dst, -1, asm.DWord)
	fp.Src = asm.PseudoFunc
	f.emit(fp.WithReference(name))
}

// maxUnrolledRange is the largest constant range a for loop runs as a
// plain loop, which the verifier walks through.
const maxUnrolledRange = 256

// rangeByHelper says whether for ($i : lo..hi) runs through bpf_loop: when
// a bound is known only at run time or the range is long, and the loop is
// not inside another loop (the verifier refuses bpf_loop there).
func (f *fn) rangeByHelper(s *ast.ForStmt) bool {
	lo, okLo := f.constInt(s.Lo)
	hi, okHi := f.constInt(s.Hi)
	if okLo && okHi && hi-lo <= maxUnrolledRange {
		return false
	}
	return len(f.loops) == 0 && !f.inCallback
}

// forRange runs for ($i : lo..hi) { body } as bpf_loop(hi - lo, callback)
// (at most 2^23 iterations: a longer range runs none, as bpf_loop refuses
// it). The callback sets $i to lo + index; lo waits in $i's own slot,
// which the callback restores before its variables are copied back.
func (f *fn) forRange(s *ast.ForStmt) {
	off := f.vars[f.in.Slot(s.Var)]
	lo := f.scalar(s.Lo)
	f.emit(asm.StoreMem(f.at(off), off, lo, asm.DWord))
	hi := f.scalar(s.Hi)
	f.emit(asm.Sub.Reg(hi, lo))
	f.free(lo)
	n := f.alloc(8)
	f.emit(asm.StoreMem(asm.R10, n, hi, asm.DWord))
	f.free(hi)
	var idx int16
	enter := func() {
		idx = f.alloc(8)
		f.emit(asm.StoreMem(asm.R10, idx, asm.R1, asm.DWord))
	}
	setVar := func() {
		f.emit(asm.LoadMem(asm.R1, f.at(off), off, asm.DWord), asm.LoadMem(asm.R2, asm.R10, idx, asm.DWord),
			asm.Add.Reg(asm.R1, asm.R2), asm.StoreMem(f.at(off), off, asm.R1, asm.DWord))
	}
	restore := func() {
		f.emit(asm.LoadMem(asm.R1, f.at(off), off, asm.DWord), asm.LoadMem(asm.R2, asm.R10, idx, asm.DWord),
			asm.Sub.Reg(asm.R1, asm.R2), asm.StoreMem(f.at(off), off, asm.R1, asm.DWord))
	}
	params := []btf.FuncParam{{Name: "index", Type: &btf.Int{Name: "unsigned long long", Size: 8}}, {Name: "ctx", Type: voidPtr}}
	flag := f.returnFlag()
	name, returns := f.callback(s.Body, params, asm.R2, flag, enter, setVar, restore)
	skip := f.newLabel()
	f.emit(asm.LoadMem(asm.R1, asm.R10, n, asm.DWord), asm.JSLE.Imm(asm.R1, 0, skip))
	f.launderVars()
	f.emit(asm.LoadMem(asm.R1, asm.R10, n, asm.DWord))
	f.funcPtr(asm.R2, name)
	f.emit(asm.Mov.Reg(asm.R3, asm.R10), asm.Mov.Imm(asm.R4, 0), asm.FnLoop.Call())
	if returns {
		f.callReturned(flag)
	}
	f.label(skip)
	f.emit(nop())
}

// mapLen counts a map's elements with a callback that adds one per element
// to a counter in the program's frame.
func (f *fn) mapLen(me *ast.MapExpr) val {
	m := f.out.MapByName[me.Name]
	// bpf_for_each_map_elem returns how many elements it visited: the
	// callback only goes on. (Counting in the callback instead made the
	// verifier walk every count when the result was compared.)
	name := fmt.Sprintf("%s_cb%d", f.name, len(f.callbacks)+1)
	cb := asm.Instructions{
		btf.WithFuncMetadata(asm.Mov.Imm(asm.R0, 0).WithSymbol(name).WithSource(f.source()), &btf.Func{Name: name,
			Linkage: btf.StaticFunc, Type: &btf.FuncProto{Return: btfInt, Params: []btf.FuncParam{
				{Name: "map", Type: voidPtr}, {Name: "key", Type: voidPtr}, {Name: "value", Type: voidPtr}, {Name: "ctx", Type: voidPtr}}}}),
		asm.Return(),
	}
	f.callbacks = append(f.callbacks, cb)
	f.mapPtr(asm.R1, m.BPFName)
	f.funcPtr(asm.R2, name)
	f.emit(asm.Mov.Imm(asm.R3, 0), asm.Mov.Imm(asm.R4, 0), asm.FnForEachMapElem.Call())
	r := f.reg()
	f.emit(asm.Mov.Reg(r, asm.R0))
	return val{kind: vReg, reg: r}
}

// sumPerCPU stores at dst the sum over every CPU of a per-CPU count or sum
// element, whose key pointer is saved at keyp: a bounded loop of
// bpf_map_lookup_percpu_elem (Linux 5.19).
func (f *fn) sumPerCPU(m *object.Map, keyp, dst int16) {
	sum, cpu := f.alloc(8), f.alloc(8)
	f.emit(stImm(asm.R10, sum, 0, asm.DWord), stImm(asm.R10, cpu, 0, asm.DWord))
	top, next, done := f.newLabel(), f.newLabel(), f.newLabel()
	f.label(top)
	f.emit(asm.LoadMem(asm.R3, asm.R10, cpu, asm.DWord), asm.JGE.Imm(asm.R3, int32(f.ncpus), done))
	f.mapPtr(asm.R1, m.BPFName)
	f.emit(asm.LoadMem(asm.R2, asm.R10, keyp, asm.DWord), asm.FnMapLookupPercpuElem.Call(),
		asm.JEq.Imm(asm.R0, 0, next),
		asm.LoadMem(asm.R1, asm.R0, 0, asm.DWord), asm.LoadMem(asm.R2, asm.R10, sum, asm.DWord),
		asm.Add.Reg(asm.R2, asm.R1), asm.StoreMem(asm.R10, sum, asm.R2, asm.DWord))
	f.label(next)
	f.emit(asm.LoadMem(asm.R3, asm.R10, cpu, asm.DWord), asm.Add.Imm(asm.R3, 1),
		asm.StoreMem(asm.R10, cpu, asm.R3, asm.DWord), asm.Ja.Label(top))
	f.label(done)
	f.emit(asm.LoadMem(asm.R1, asm.R10, sum, asm.DWord), asm.StoreMem(f.at(dst), dst, asm.R1, asm.DWord))
}

// zeroPerCPU zeroes the 8-byte value of m at the key at keyOff on every CPU.
func (f *fn) zeroPerCPU(m *object.Map, keyOff int16) {
	cpu := f.alloc(8)
	f.emit(stImm(asm.R10, cpu, 0, asm.DWord))
	top, next, done := f.newLabel(), f.newLabel(), f.newLabel()
	f.label(top)
	f.emit(asm.LoadMem(asm.R3, asm.R10, cpu, asm.DWord), asm.JGE.Imm(asm.R3, int32(f.ncpus), done))
	f.mapPtr(asm.R1, m.BPFName)
	f.stackPtr(asm.R2, keyOff)
	f.emit(asm.FnMapLookupPercpuElem.Call(), asm.JEq.Imm(asm.R0, 0, next), stImm(asm.R0, 0, 0, asm.DWord))
	f.label(next)
	f.emit(asm.LoadMem(asm.R3, asm.R10, cpu, asm.DWord), asm.Add.Imm(asm.R3, 1),
		asm.StoreMem(asm.R10, cpu, asm.R3, asm.DWord), asm.Ja.Label(top))
	f.label(done)
	f.emit(nop())
}
