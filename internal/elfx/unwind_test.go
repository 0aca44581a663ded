package elfx

import (
	"encoding/binary"
	"os"
	"testing"
)

// TestUnwindMixed walks a stack made by hand: the first frame in libc,
// unwound by its CFI (a row whose CFA is rsp+N, the return address at
// CFA-8), returns into code no binary covers (JIT code, or a library
// without CFI), which is left by the frame pointer chain, twice, up to a
// null return address.
func TestUnwindMixed(t *testing.T) {
	const libc = "/lib/x86_64-linux-gnu/libc.so.6"
	if _, err := os.Stat(libc); err != nil {
		t.Skip(err)
	}
	f, err := Open(libc)
	if err != nil {
		t.Fatal(err)
	}
	cfi, err := f.CFI()
	if err != nil {
		t.Fatal(err)
	}
	// A libc address whose row has the CFA 24 or more bytes above rsp
	// (inside a function body, past its pushes) and rbp not saved.
	var pc uint64
	var row Row
	for i := 0; i < cfi.Len() && pc == 0; i++ {
		lo, hi := cfi.FDERange(i)
		for a := lo; a < hi && a < lo+64; a++ {
			r, err := cfi.RowAt(a)
			if err == nil && r.CFAExpr == nil && r.CFAReg == DwRSP && r.CFAOff >= 24 && r.RA.Kind == RuleOffset && r.BP.Kind == RuleSame {
				pc, row = a, r
				break
			}
		}
	}
	if pc == 0 {
		t.Skip("no suitable FDE in libc")
	}
	const base = 0x7ffd0000 // the stack copy's address
	const jit1, jit2 = 0x10001000, 0x10002000
	stack := make([]byte, 512)
	put := func(addr, v uint64) { binary.LittleEndian.PutUint64(stack[addr-base:], v) }
	sp := uint64(base)
	cfa := sp + uint64(row.CFAOff)
	put(cfa+uint64(row.RA.Off), jit1)
	bp := cfa + 64 // jit1's frame: [bp] the caller's bp, [bp+8] its return address
	put(bp, bp+32)
	put(bp+8, jit2)
	put(bp+32, 0) // jit2's frame: the outermost
	put(bp+40, 0)
	code := func(addr uint64) (*File, uint64, bool) {
		if addr >= pc-0x10000 && addr < pc+0x10000 {
			return f, addr, true // libc loaded at its link-time addresses
		}
		return nil, 0, false
	}
	got := Unwind(Regs{IP: pc, SP: sp, BP: bp}, StackCopy{Base: base, Data: stack}, code, 10)
	want := []uint64{pc, jit1, jit2}
	if len(got) != len(want) {
		t.Fatalf("Unwind = %#x, want %#x (row %+v)", got, want, row)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("Unwind = %#x, want %#x (row %+v)", got, want, row)
		}
	}
	// The limit.
	if got := Unwind(Regs{IP: pc, SP: sp, BP: bp}, StackCopy{Base: base, Data: stack}, code, 2); len(got) != 2 {
		t.Errorf("limit 2: %#x", got)
	}
	// A stack copy too short for the saved return address ends the walk.
	if got := Unwind(Regs{IP: pc, SP: sp, BP: bp}, StackCopy{Base: base, Data: stack[:8]}, code, 10); len(got) != 1 {
		t.Errorf("short copy: %#x", got)
	}
}
