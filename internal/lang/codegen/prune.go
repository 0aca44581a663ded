package codegen

import "github.com/cilium/ebpf/asm"

// prune drops instructions no path reaches. The kernel refuses unreachable
// code, and the generator makes some: statements after exit() or break, the
// join of an if whose branches both jump away. Reachability starts at the
// first instruction and follows fall-through, jumps and function references
// (for-each callbacks).
func prune(insns asm.Instructions) asm.Instructions {
	at := map[string]int{}
	for i, ins := range insns {
		if s := ins.Symbol(); s != "" {
			at[s] = i
		}
	}
	reached := make([]bool, len(insns))
	work := []int{0}
	for len(work) > 0 {
		i := work[len(work)-1]
		work = work[:len(work)-1]
		for i < len(insns) && !reached[i] {
			reached[i] = true
			ins := insns[i]
			if ref := ins.Reference(); ref != "" {
				if j, ok := at[ref]; ok {
					work = append(work, j)
				}
			}
			op := ins.OpCode
			if op.JumpOp() == asm.Exit || op.JumpOp() == asm.Ja && op.Class() == asm.JumpClass && ins.Reference() != "" {
				break
			}
			i++
		}
	}
	out := insns[:0:0]
	for i, ins := range insns {
		if reached[i] {
			out = append(out, ins)
		}
	}
	return out
}
