package ltrace

import (
	"strconv"
	"syscall"
)

// sigs are the signal names and glibc's strsignal descriptions, which
// ltrace prints: "--- SIGCHLD (Child exited) ---".
var sigs = [...]struct{ name, desc string }{
	1: {"SIGHUP", "Hangup"}, 2: {"SIGINT", "Interrupt"}, 3: {"SIGQUIT", "Quit"},
	4: {"SIGILL", "Illegal instruction"}, 5: {"SIGTRAP", "Trace/breakpoint trap"},
	6: {"SIGABRT", "Aborted"}, 7: {"SIGBUS", "Bus error"}, 8: {"SIGFPE", "Floating point exception"},
	9: {"SIGKILL", "Killed"}, 10: {"SIGUSR1", "User defined signal 1"},
	11: {"SIGSEGV", "Segmentation fault"}, 12: {"SIGUSR2", "User defined signal 2"},
	13: {"SIGPIPE", "Broken pipe"}, 14: {"SIGALRM", "Alarm clock"}, 15: {"SIGTERM", "Terminated"},
	16: {"SIGSTKFLT", "Stack fault"}, 17: {"SIGCHLD", "Child exited"}, 18: {"SIGCONT", "Continued"},
	19: {"SIGSTOP", "Stopped (signal)"}, 20: {"SIGTSTP", "Stopped"}, 21: {"SIGTTIN", "Stopped (tty input)"},
	22: {"SIGTTOU", "Stopped (tty output)"}, 23: {"SIGURG", "Urgent I/O condition"},
	24: {"SIGXCPU", "CPU time limit exceeded"}, 25: {"SIGXFSZ", "File size limit exceeded"},
	26: {"SIGVTALRM", "Virtual timer expired"}, 27: {"SIGPROF", "Profiling timer expired"},
	28: {"SIGWINCH", "Window changed"}, 29: {"SIGIO", "I/O possible"}, 30: {"SIGPWR", "Power failure"},
	31: {"SIGSYS", "Bad system call"},
}

func signame(s syscall.Signal) string {
	if int(s) < len(sigs) && sigs[s].name != "" {
		return sigs[s].name
	}
	if s >= 34 && s <= 64 {
		return "SIGRT_" + strconv.Itoa(int(s)-34)
	}
	return "SIG" + strconv.Itoa(int(s))
}

func sigdesc(s syscall.Signal) string {
	if int(s) < len(sigs) && sigs[s].desc != "" {
		return sigs[s].desc
	}
	return "Real-time signal " + strconv.Itoa(int(s)-34)
}
