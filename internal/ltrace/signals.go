package ltrace

import (
	"strconv"
	"syscall"

	"sonde/internal/kernel/abi"
)

// sigDescs are glibc's strsignal descriptions of the standard signals,
// which ltrace prints: "--- SIGCHLD (Child exited) ---".
var sigDescs = [...]string{1: "Hangup", "Interrupt", "Quit", "Illegal instruction",
	"Trace/breakpoint trap", "Aborted", "Bus error", "Floating point exception", "Killed",
	"User defined signal 1", "Segmentation fault", "User defined signal 2", "Broken pipe",
	"Alarm clock", "Terminated", "Stack fault", "Child exited", "Continued",
	"Stopped (signal)", "Stopped", "Stopped (tty input)", "Stopped (tty output)",
	"Urgent I/O condition", "CPU time limit exceeded", "File size limit exceeded",
	"Virtual timer expired", "Profiling timer expired", "Window changed", "I/O possible",
	"Power failure", "Bad system call"}

func signame(s syscall.Signal) string {
	if n := abi.SignalName(int(s)); n != "" {
		return n
	}
	if s >= 34 && s <= 64 {
		return "SIGRT_" + strconv.Itoa(int(s)-34)
	}
	return "SIG" + strconv.Itoa(int(s))
}

func sigdesc(s syscall.Signal) string {
	if int(s) >= 0 && int(s) < len(sigDescs) && sigDescs[s] != "" {
		return sigDescs[s]
	}
	return "Real-time signal " + strconv.Itoa(int(s)-34)
}
