package abi

//go:generate go run gen_tables.go

// A Syscall is an x86-64 system call: its name and the kernel's argument
// declarations ("type name"), whose count is its arity.
type Syscall struct {
	Name string
	Args []string
}

// SyscallName returns the name of system call nr, or "" when nr has none.
func SyscallName(nr int) string {
	if nr < 0 || nr >= len(Syscalls) {
		return ""
	}
	return Syscalls[nr].Name
}
