package abi

import "testing"

func TestRegOffsets(t *testing.T) {
	// Offsets as in arch/x86/include/asm/ptrace.h.
	for _, c := range []struct {
		r   Reg
		off int16
	}{{R15, 0}, {BX, 40}, {R9, 64}, {R8, 72}, {AX, 80}, {DI, 112}, {OrigAX, 120}, {IP, 128}, {CS, 136}, {SP, 152}, {SS, 160}} {
		if c.r.Offset() != c.off {
			t.Errorf("%s at %d, want %d", c.r, c.r.Offset(), c.off)
		}
		if r, ok := RegByName(c.r.String()); !ok || r != c.r {
			t.Errorf("RegByName(%q) = %v, %v", c.r.String(), r, ok)
		}
	}
	if _, ok := RegByName("rdi"); ok {
		t.Errorf("RegByName takes pt_regs member names only")
	}
}

func TestGasReg(t *testing.T) {
	for _, c := range []struct {
		name      string
		off, size int
	}{{"rdi", 112, 8}, {"edi", 112, 4}, {"ah", 81, 1}, {"al", 80, 1}, {"r8d", 72, 4}, {"r15b", 0, 1}, {"sp", 152, 2}, {"rip", 128, 8}} {
		off, size, ok := GasReg(c.name)
		if !ok || off != c.off || size != c.size {
			t.Errorf("GasReg(%q) = %d, %d, %v; want %d, %d", c.name, off, size, ok, c.off, c.size)
		}
	}
	if _, _, ok := GasReg("xmm0"); ok {
		t.Errorf("GasReg(xmm0) found")
	}
}
