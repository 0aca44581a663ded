package abi

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
