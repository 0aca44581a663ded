package elfx

// This file reads functions' machine code: the return sites of Go
// functions and the implementations an IFUNC resolver chooses from.

import (
	"debug/elf"
	"fmt"
	"sort"

	"golang.org/x/arch/x86/x86asm"
)

// ReturnSites returns the link-time virtual addresses of every RET
// instruction in a function, found by decoding its machine code from the
// first byte to the last.
//
// sonde uses these instead of uretprobes on Go binaries: a uretprobe
// replaces the return address on the stack with a trampoline, and Go moves
// goroutine stacks (and walks them for GC and panics), so a hijacked return
// address crashes the program (bpftrace issue 1098). A uprobe on each RET
// fires at the same moment, with the results still in registers, and
// changes nothing in the traced program's memory but the probed byte.
//
// Decoding stops with an error at an instruction it cannot decode: a probe
// on a misdecoded "RET" byte in the middle of another instruction would
// corrupt the program, so no guess is made.
func ReturnSites(f *File, s Symbol) ([]uint64, error) {
	code, err := f.Code(s)
	if err != nil {
		return nil, err
	}
	return decodeReturns(code, s.Addr, s.Name)
}

func decodeReturns(code []byte, addr uint64, name string) ([]uint64, error) {
	var rets []uint64
	for pc := 0; pc < len(code); {
		inst, err := x86asm.Decode(code[pc:], 64)
		if err != nil {
			// Go pads functions with INT3 (0xcc); padding decodes fine, so
			// an error here is real.
			return nil, fmt.Errorf("decode %s at +%#x: %w", name, pc, err)
		}
		if inst.Op == x86asm.RET {
			rets = append(rets, addr+uint64(pc))
		}
		pc += inst.Len
	}
	if len(rets) == 0 {
		return nil, fmt.Errorf("function %s has no return instruction (it never returns or ends in a tail jump)", name)
	}
	return rets, nil
}

// IFuncTargets returns the candidate implementations of an STT_GNU_IFUNC
// symbol (glibc's strlen, memcpy, ...): the code addresses its resolver loads
// with rip-relative LEA instructions, one of which it returns depending on
// the CPU. A uprobe on the resolver fires only when the dynamic loader binds
// the symbol, so sonde probes every candidate instead: exactly one of them
// runs on this machine, and it runs on every call.
func IFuncTargets(f *File, s Symbol) ([]uint64, error) {
	if s.Size == 0 {
		return nil, fmt.Errorf("ifunc resolver %s has no size", s.Name)
	}
	code, err := f.Code(s)
	if err != nil {
		return nil, err
	}
	seen := map[uint64]bool{}
	var out []uint64
	for pc := 0; pc < len(code); {
		inst, err := x86asm.Decode(code[pc:], 64)
		if err != nil {
			return nil, fmt.Errorf("decode ifunc resolver %s at +%#x: %w", s.Name, pc, err)
		}
		if m, ok := inst.Args[1].(x86asm.Mem); inst.Op == x86asm.LEA && ok && m.Base == x86asm.RIP && m.Index == 0 {
			target := s.Addr + uint64(pc+inst.Len) + uint64(m.Disp)
			if f.executable(target) && !seen[target] {
				seen[target] = true
				out = append(out, target)
			}
		}
		pc += inst.Len
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("ifunc resolver %s loads no code address", s.Name)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out, nil
}

// executable reports whether a virtual address lies in an executable
// PT_LOAD segment.
func (f *File) executable(vaddr uint64) bool {
	for _, s := range f.Loads {
		if s.Flags&elf.PF_X != 0 && vaddr >= s.Vaddr && vaddr < s.Vaddr+s.Filesz {
			return true
		}
	}
	return false
}
