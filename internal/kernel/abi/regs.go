// Package abi holds facts of the x86-64 Linux ABI as data: the layout of
// struct pt_regs and the calling conventions that place arguments in it,
// the system calls (a table generated from the kernel's headers and
// syscall tracepoints) and the signals. It imports only the standard
// library, so the compiler, the probe kinds and the front ends may all
// use it.
package abi

import "strconv"

// A Reg is a member of the x86-64 struct pt_regs
// (arch/x86/include/asm/ptrace.h), in its order: every member is 8 bytes.
type Reg uint8

const (
	R15 Reg = iota
	R14
	R13
	R12
	BP
	BX
	R11
	R10
	R9
	R8
	AX
	CX
	DX
	SI
	DI
	OrigAX
	IP
	CS
	Flags
	SP
	SS
	numRegs
)

var regNames = [numRegs]string{"r15", "r14", "r13", "r12", "bp", "bx", "r11", "r10", "r9", "r8",
	"ax", "cx", "dx", "si", "di", "orig_ax", "ip", "cs", "flags", "sp", "ss"}

// Offset is the byte offset of r in struct pt_regs.
func (r Reg) Offset() int16 { return int16(r) * 8 }

// String is r's member name in struct pt_regs ("di", "orig_ax"), the name
// reg() takes and kprobe_events fetch arguments use ("%di").
func (r Reg) String() string { return regNames[r] }

// RegByName returns the pt_regs member named name ("di", "ip").
func RegByName(name string) (Reg, bool) {
	for i, n := range regNames {
		if n == name {
			return Reg(i), true
		}
	}
	return 0, false
}

// ArgRegs pass the integer and pointer arguments of a function call
// (System V calling convention).
var ArgRegs = [6]Reg{DI, SI, DX, CX, R8, R9}

// SyscallArgRegs pass a system call's arguments.
var SyscallArgRegs = [6]Reg{DI, SI, DX, R10, R8, R9}

// GoArgRegs pass the integer arguments of Go's ABIInternal (Go 1.17 on).
var GoArgRegs = [9]Reg{AX, BX, CX, DI, SI, R8, R9, R10, R11}

// RetReg holds a function's or system call's integer return value.
const RetReg = AX

// CSUserMode is the privilege level, in the low two bits of CS, of code
// running in user mode.
const CSUserMode = 3

// gasReg is a register as gas spells it in a USDT operand: where its
// value starts in struct pt_regs and its width in bytes.
type gasReg struct{ off, size int }

var gasRegs = map[string]gasReg{}

func init() {
	// The four legacy registers with all their names; %ah..%dh are the
	// second byte of their register.
	for _, r := range []struct {
		x   string
		reg Reg
	}{{"a", AX}, {"b", BX}, {"c", CX}, {"d", DX}} {
		off := int(r.reg.Offset())
		gasRegs["r"+r.x+"x"] = gasReg{off, 8}
		gasRegs["e"+r.x+"x"] = gasReg{off, 4}
		gasRegs[r.x+"x"] = gasReg{off, 2}
		gasRegs[r.x+"l"] = gasReg{off, 1}
		gasRegs[r.x+"h"] = gasReg{off + 1, 1}
	}
	for _, r := range []struct {
		x   string
		reg Reg
	}{{"si", SI}, {"di", DI}, {"bp", BP}, {"sp", SP}} {
		off := int(r.reg.Offset())
		gasRegs["r"+r.x] = gasReg{off, 8}
		gasRegs["e"+r.x] = gasReg{off, 4}
		gasRegs[r.x] = gasReg{off, 2}
		gasRegs[r.x+"l"] = gasReg{off, 1}
	}
	for i, r := range []Reg{R8, R9, R10, R11, R12, R13, R14, R15} {
		n := "r" + strconv.Itoa(8+i)
		off := int(r.Offset())
		gasRegs[n] = gasReg{off, 8}
		gasRegs[n+"d"] = gasReg{off, 4}
		gasRegs[n+"w"] = gasReg{off, 2}
		gasRegs[n+"b"] = gasReg{off, 1}
		gasRegs[n+"l"] = gasReg{off, 1}
	}
	gasRegs["rip"] = gasReg{int(IP.Offset()), 8}
	gasRegs["eip"] = gasReg{int(IP.Offset()), 4}
}

// GasReg returns where a register named as gas spells it without the '%'
// ("rdi", "r8d", "ah") starts in struct pt_regs, and its width in bytes:
// sub-registers are the low bytes of their register, little-endian, and
// %ah..%dh the byte after.
func GasReg(name string) (off, size int, ok bool) {
	r, ok := gasRegs[name]
	return r.off, r.size, ok
}
