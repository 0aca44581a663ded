package codegen

import (
	"fmt"
	"slices"

	"github.com/cilium/ebpf/asm"
	"github.com/cilium/ebpf/btf"

	"sonde/internal/bpf"
	"sonde/internal/probe/point"
)

// maxFuncs bounds the functions of one shared program: the kernel takes
// at most 256 (BPF_MAX_SUBPROGS), the program itself and the bodies' loop
// callbacks included. A shared event whose targets need more gets several
// programs, each serving its own keys.
const maxFuncs = 200

// maxInsns bounds the instructions of the bodies one shared program calls.
// The verifier walks each body once per key calling it, and what it walks
// in one program is bounded (a million instructions); and the kernel's
// load time grows with the square of a program's size (each instruction
// it rewrites moves the whole program): 720 bodies of a printf, a ustack
// and a hist, 8 programs of 64k instructions, load in 5 s; 26 of 16k in
// 1.7 s, and a key outside a program's range costs it two comparisons.
const maxInsns = 1 << 14

// dispatched is one program on a shared event.
type dispatched struct {
	name  string
	insns asm.Instructions
	insts []int // the instances it runs, in script order
}

// dispatchPrograms makes the programs of shared group g: each reads the
// dispatch's key, finds among its keys the one it equals by a binary
// search, skips the event when the task has the dispatch's Skip flag,
// and calls the instances naming that key in order:
//
//	name(ctx): r6 = ctx; r7 = key; search r7 -> case N or out
//	case N:    skip? out; r1 = r6; body1(ctx); r1 = r6; body2(ctx); ...
//	out:       return 0
func dispatchPrograms(name string, g *group, bodies map[int]asm.Instructions) []dispatched {
	keys := make([]uint64, 0, len(g.keys))
	for k := range g.keys {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var out []dispatched
	var part []uint64
	funcs := map[int]bool{}
	nfuncs, ninsns := 1, 0
	flush := func() {
		n := name
		if len(out) > 0 {
			n = fmt.Sprintf("%s_%d", name, len(out))
		}
		out = append(out, dispatchProgram(n, g, part, bodies))
		part, funcs, nfuncs, ninsns = nil, map[int]bool{}, 1, 0
	}
	// cost is the functions that calls add to the program being made, and
	// the instructions the verifier walks for them.
	cost := func(calls []int) (nf, ni int) {
		seen := map[int]bool{}
		for _, i := range calls {
			ni += len(bodies[i])
			if !funcs[i] && !seen[i] {
				seen[i] = true
				nf += funcCount(bodies[i])
			}
		}
		return nf, ni
	}
	for _, k := range keys {
		nf, ni := cost(g.keys[k])
		if len(part) > 0 && (nfuncs+nf > maxFuncs || ninsns+ni > maxInsns) {
			flush()
			nf, ni = cost(g.keys[k])
		}
		for _, i := range g.keys[k] {
			funcs[i] = true
		}
		nfuncs += nf
		ninsns += ni
		part = append(part, k)
	}
	flush()
	return out
}

// funcCount is the number of functions in a body: itself and its callbacks.
func funcCount(body asm.Instructions) int {
	n := 0
	for i := range body {
		if btf.FuncMetadata(&body[i]) != nil {
			n++
		}
	}
	return max(n, 1)
}

// keyRange is keys lo..hi, all running the calls of case c.
type keyRange struct {
	lo, hi uint64
	c      int
}

func dispatchProgram(name string, g *group, keys []uint64, bodies map[int]asm.Instructions) dispatched {
	d := g.dispatch
	// Keys with the same calls share a case; neighbouring keys of one
	// case are one range.
	var cases [][]int
	caseOf := map[string]int{}
	var ranges []keyRange
	for _, k := range keys {
		calls := g.keys[k]
		sig := fmt.Sprint(calls)
		c, ok := caseOf[sig]
		if !ok {
			c = len(cases)
			caseOf[sig] = c
			cases = append(cases, calls)
		}
		if n := len(ranges); n > 0 && ranges[n-1].c == c && ranges[n-1].hi == k-1 {
			ranges[n-1].hi = k
			continue
		}
		ranges = append(ranges, keyRange{k, k, c})
	}
	b := &bpf.Builder{Name: name}
	proto := &btf.FuncProto{Return: btfInt, Params: []btf.FuncParam{{Name: "ctx", Type: voidPtr}}}
	// Line info must start at the program's first instruction: the first
	// body's.
	first := bodies[g.keys[keys[0]][0]][0].Source()
	b.Emit(btf.WithFuncMetadata(asm.Mov.Reg(asm.R6, asm.R1).WithSymbol(name).WithSource(first),
		&btf.Func{Name: name, Linkage: btf.GlobalFunc, Type: proto}))
	out := b.NewLabel()
	if g.cgroup { // --cgroup: once, before the key is read
		b.Emit(underCgroup()...)
		b.Emit(asm.JNE.Imm(asm.R0, 1, out))
	}
	if d.KeyKfunc != 0 {
		// A bool in the low byte of R0.
		b.Emit(bpf.KfuncCall(uint32(d.KeyKfunc)),
			asm.Mov.Reg(asm.R7, asm.R0), asm.And.Imm(asm.R7, 0xff))
	} else {
		readField(b, asm.R7, d.Key, asm.R6)
	}
	labels := make([]string, len(cases))
	for i := range cases {
		labels[i] = b.NewLabel()
	}
	// Keys outside the program's range (another program's) leave at once.
	lo, hi := ranges[0].lo, ranges[len(ranges)-1].hi
	if lo > 0 {
		b.Emit(asm.JLT.Imm(asm.R7, int32(lo), out))
	}
	b.Emit(asm.JGT.Imm(asm.R7, int32(hi), out))
	search(b, asm.R7, ranges, lo, hi, labels, out)
	var insts []int
	for c, calls := range cases {
		b.Label(labels[c])
		if f := d.Skip; f != nil {
			b.Emit(asm.FnGetCurrentTask.Call(), asm.Mov.Reg(asm.R3, asm.R0), asm.Add.Imm(asm.R3, int32(f.Offset)))
			readMem(b, f.Size, false)
			b.Emit(asm.And.Imm(asm.R0, int32(f.Mask)), asm.JNE.Imm(asm.R0, 0, out))
		}
		for _, i := range calls {
			b.Emit(asm.Mov.Reg(asm.R1, asm.R6), asm.Call.Label(bodies[i][0].Symbol()))
			if !slices.Contains(insts, i) {
				insts = append(insts, i)
			}
		}
		b.Emit(asm.Ja.Label(out))
	}
	b.Label(out)
	b.Emit(asm.Mov.Imm(asm.R0, 0), asm.Return())
	slices.Sort(insts)
	return dispatched{name: name, insns: append(b.Insns, staticFuncs(insts, bodies)...), insts: insts}
}

// search jumps to the label of the range holding the key in r, or to out:
// a binary search over ranges, sorted, of which the key is known to lie
// within lo..hi.
func search(b *bpf.Builder, r asm.Register, ranges []keyRange, lo, hi uint64, labels []string, out string) {
	if len(ranges) == 1 {
		k := ranges[0]
		if k.lo > lo {
			b.Emit(asm.JLT.Imm(r, int32(k.lo), out))
		}
		if k.hi < hi {
			b.Emit(asm.JGT.Imm(r, int32(k.hi), out))
		}
		b.Emit(asm.Ja.Label(labels[k.c]))
		return
	}
	m := len(ranges) / 2
	right := b.NewLabel()
	b.Emit(asm.JGE.Imm(r, int32(ranges[m].lo), right))
	search(b, r, ranges[:m], lo, ranges[m].lo-1, labels, out)
	b.Label(right)
	search(b, r, ranges[m:], ranges[m].lo, hi, labels, out)
}

// readField leaves in dst the integer field f of the context in ctx:
// loaded from the context, or read from the pt_regs it points to.
func readField(b *bpf.Builder, dst asm.Register, f point.Field, ctx asm.Register) {
	if !f.PtRegs {
		b.Emit(asm.LoadMem(dst, ctx, int16(f.Offset), sizeOf(f.Size)))
		extendReg(b, dst, f.Size, f.Signed)
		return
	}
	b.Emit(asm.LoadMem(asm.R3, ctx, 0, asm.DWord), asm.Add.Imm(asm.R3, int32(f.Offset)))
	readMem(b, f.Size, f.Signed)
	b.Emit(asm.Mov.Reg(dst, asm.R0))
}

// readMem leaves in R0 the size bytes of kernel memory at R3, read into
// the stack slot at R10-8.
func readMem(b *bpf.Builder, size int, signed bool) {
	b.Emit(bpf.StoreImm(asm.R10, -8, 0, asm.DWord), asm.Mov.Reg(asm.R1, asm.R10), asm.Add.Imm(asm.R1, -8),
		asm.Mov.Imm(asm.R2, int32(size)), asm.FnProbeReadKernel.Call(), asm.LoadMem(asm.R0, asm.R10, -8, asm.DWord))
	extendReg(b, asm.R0, size, signed)
}
