// Package locop names the steps of a computed variable location: a DWARF
// location expression reduced to what a probe can evaluate, a stack
// machine on 64-bit values. internal/elfx reads them from DWARF (registers
// by DWARF number, the CFA as an operand), internal/probe turns registers
// and the CFA into pt_regs offsets for the compiler (probe/point), and the
// code generator evaluates them. It imports nothing.
package locop

// Kind is one step of a computed location.
type Kind uint8

const (
	Reg   Kind = iota // push register Reg + Val (a DWARF register number in elfx, a pt_regs offset in point)
	CFA               // push the canonical frame address + Val (elfx only: probe turns it into Reg)
	Const             // push Val
	Deref             // pop an address, push the Val bytes (1, 2, 4, 8) of user memory there
	Add               // pop b, then a; push a+b (and so on)
	Sub
	Mul
	And
	Or
	Xor
	Shl
	Shr
	Shra
	Neg // pop a; push -a
	Not // pop a; push ^a
	// EntryReg pushes the value register Reg had at the function's entry
	// (DW_OP_entry_value(DW_OP_regN)): at the entry the register itself,
	// elsewhere what a probe at the entry saved. In point, Val is the
	// argument register's index (abi.ArgRegs) and the Field says which
	// probe saved it (EntryAt, EntryCFA).
	EntryReg
)
