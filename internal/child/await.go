package child

import (
	"github.com/cilium/ebpf/asm"
	"golang.org/x/sys/unix"
)

// A tracer that follows the command by its pid rather than by where its
// probes sit (strace: every system call of the traced tasks) would see the
// gate's last system calls after Release: the end of its read, the close of
// the release pipe, then the execve. To start at the execve, as strace
// does, it keeps a state word per task, a u32 (in strace, the first word
// of the pid map's value): the command is put there AwaitExec before
// Release, and AwaitExecFilter, at the head of each program, holds back
// its events until the entry of its execve makes it Traced.

// States of a traced task.
const (
	Traced    = 1 // traced: its events are shown
	AwaitExec = 2 // the command before its execve: not traced yet
)

// AwaitExecFilter returns the instructions that hold back the events of a
// task awaiting its execve. state points at the task's state word (not
// null); tmp is clobbered. loadNr, given at a system call's entry only,
// loads the call's number into tmp: there an execve or execveat turns the
// task Traced and falls through to the following instruction; elsewhere a
// task awaiting its execve jumps to skip. A traced task jumps to traced,
// the label the caller puts on the instruction after these.
func AwaitExecFilter(state, tmp asm.Register, loadNr asm.Instructions, skip, traced string) asm.Instructions {
	insns := asm.Instructions{
		asm.LoadMem(tmp, state, 0, asm.Word),
		asm.JNE.Imm(tmp, AwaitExec, traced),
	}
	if loadNr == nil {
		return append(insns, asm.Ja.Label(skip))
	}
	const now = "await_exec_now"
	insns = append(insns, loadNr...)
	return append(insns,
		asm.JEq.Imm(tmp, unix.SYS_EXECVE, now),
		asm.JNE.Imm(tmp, unix.SYS_EXECVEAT, skip),
		asm.StoreImm(state, 0, Traced, asm.Word).WithSymbol(now),
	)
}
