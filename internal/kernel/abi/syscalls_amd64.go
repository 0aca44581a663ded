package abi

import "sync"

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

// eventNames are the syscalls whose tracefs events (syscalls:sys_enter_NAME)
// are named after the kernel function behind them rather than the syscall.
var eventNames = map[string]string{
	"stat": "newstat", "fstat": "newfstat", "lstat": "newlstat",
	"sendfile": "sendfile64", "uname": "newuname", "umount2": "umount",
}

// EventName is the NAME of a system call's tracefs events
// syscalls:sys_enter_NAME and sys_exit_NAME.
func EventName(syscall string) string {
	if e, ok := eventNames[syscall]; ok {
		return e
	}
	return syscall
}

// SyscallByEvent is the number of the system call whose tracefs events
// are syscalls:sys_enter_NAME and sys_exit_NAME.
func SyscallByEvent(name string) (nr int, ok bool) {
	syscallEventsOnce.Do(func() {
		syscallEvents = make(map[string]int, len(Syscalls))
		for nr := range Syscalls {
			if n := SyscallName(nr); n != "" {
				syscallEvents[EventName(n)] = nr
			}
		}
	})
	nr, ok = syscallEvents[name]
	return nr, ok
}

var (
	syscallEventsOnce sync.Once
	syscallEvents     map[string]int
)
