package abi

import "strconv"

// signalNames are the names of the standard signals, 1 to 31. Signals 32
// to 64 are real-time signals, which have numbers rather than names (the C
// library keeps the first few for itself and calls the next SIGRTMIN).
var signalNames = [...]string{1: "SIGHUP", "SIGINT", "SIGQUIT", "SIGILL", "SIGTRAP", "SIGABRT",
	"SIGBUS", "SIGFPE", "SIGKILL", "SIGUSR1", "SIGSEGV", "SIGUSR2", "SIGPIPE", "SIGALRM",
	"SIGTERM", "SIGSTKFLT", "SIGCHLD", "SIGCONT", "SIGSTOP", "SIGTSTP", "SIGTTIN", "SIGTTOU",
	"SIGURG", "SIGXCPU", "SIGXFSZ", "SIGVTALRM", "SIGPROF", "SIGWINCH", "SIGIO", "SIGPWR",
	"SIGSYS"}

// SignalName returns the name of standard signal sig ("SIGKILL"), or "".
func SignalName(sig int) string {
	if sig < 0 || sig >= len(signalNames) {
		return ""
	}
	return signalNames[sig]
}

// SignalNumber returns the number of the standard signal named name
// ("SIGKILL"), or 0.
func SignalNumber(name string) int {
	for i, n := range signalNames {
		if n != "" && n == name {
			return i
		}
	}
	return 0
}

// signalDescriptions are the C library's descriptions of the standard
// signals, 1 to 31, as strsignal(3) gives them.
var signalDescriptions = [...]string{1: "Hangup", "Interrupt", "Quit", "Illegal instruction",
	"Trace/breakpoint trap", "Aborted", "Bus error", "Floating point exception", "Killed",
	"User defined signal 1", "Segmentation fault", "User defined signal 2", "Broken pipe",
	"Alarm clock", "Terminated", "Stack fault", "Child exited", "Continued", "Stopped (signal)",
	"Stopped", "Stopped (tty input)", "Stopped (tty output)", "Urgent I/O condition",
	"CPU time limit exceeded", "File size limit exceeded", "Virtual timer expired",
	"Profiling timer expired", "Window changed", "I/O possible", "Power failure", "Bad system call"}

// Strsignal describes signal sig as glibc's strsignal(3) does, which is
// what newest bpftrace's signal_name() prints: "Interrupt" for 2,
// "Real-time signal N" from SIGRTMIN (34, after the two the C library
// keeps), "Unknown signal N" for 0, 32 and 33, and "N/A" past 64.
func Strsignal(sig int64) string {
	switch {
	case sig > 0 && sig < int64(len(signalDescriptions)):
		return signalDescriptions[sig]
	case sig >= 34 && sig <= 64:
		return "Real-time signal " + strconv.FormatInt(sig-34, 10)
	case sig >= 0 && sig <= 64:
		return "Unknown signal " + strconv.FormatInt(sig, 10)
	}
	return "N/A"
}
