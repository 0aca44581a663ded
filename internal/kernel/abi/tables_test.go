package abi

import "testing"

func TestSignals(t *testing.T) {
	for sig, name := range map[int]string{1: "SIGHUP", 9: "SIGKILL", 10: "SIGUSR1", 17: "SIGCHLD", 31: "SIGSYS"} {
		if got := SignalName(sig); got != name {
			t.Errorf("SignalName(%d) = %q, want %q", sig, got, name)
		}
		if got := SignalNumber(name); got != sig {
			t.Errorf("SignalNumber(%q) = %d, want %d", name, got, sig)
		}
	}
	for _, sig := range []int{-1, 0, 32, 64} {
		if got := SignalName(sig); got != "" {
			t.Errorf("SignalName(%d) = %q", sig, got)
		}
	}
	if n := SignalNumber("KILL"); n != 0 {
		t.Errorf("SignalNumber(KILL) = %d: names keep their SIG", n)
	}
}

func TestSyscalls(t *testing.T) {
	for nr, want := range map[int]struct {
		name  string
		arity int
	}{0: {"read", 3}, 4: {"stat", 2}, 59: {"execve", 3}, 257: {"openat", 4}} {
		if got := SyscallName(nr); got != want.name || len(Syscalls[nr].Args) != want.arity {
			t.Errorf("syscall %d = %q with %d arguments, want %q with %d", nr, got, len(Syscalls[nr].Args), want.name, want.arity)
		}
	}
	if got := SyscallName(len(Syscalls)); got != "" {
		t.Errorf("SyscallName past the table = %q", got)
	}
}

func TestErrnos(t *testing.T) {
	if e := Errnos[2]; e.Name != "ENOENT" || e.Msg != "No such file or directory" {
		t.Errorf("errno 2 = %+v", e)
	}
	if e := InternalErrnos[512]; e.Name != "ERESTARTSYS" {
		t.Errorf("errno 512 = %+v", e)
	}
}

func TestStrerror(t *testing.T) {
	for n, want := range map[int64]string{0: "Success", 2: "No such file or directory", 11: "Resource temporarily unavailable",
		133: "Memory page has hardware error", 134: "Unknown error 134", -1: "Unknown error -1"} {
		if got := Strerror(n); got != want {
			t.Errorf("Strerror(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestStrsignal: glibc's strsignal(3) texts, as newest bpftrace's
// signal_name() prints them.
func TestStrsignal(t *testing.T) {
	for sig, want := range map[int64]string{2: "Interrupt", 9: "Killed", 31: "Bad system call", 0: "Unknown signal 0",
		32: "Unknown signal 32", 34: "Real-time signal 0", 64: "Real-time signal 30", 65: "N/A", -1: "N/A"} {
		if got := Strsignal(sig); got != want {
			t.Errorf("Strsignal(%d) = %q, want %q", sig, got, want)
		}
	}
}

func TestSyscallByEvent(t *testing.T) {
	for name, want := range map[string]int{"read": 0, "newstat": 4, "umount": 166, "openat": 257, "uprobe": 336} {
		if nr, ok := SyscallByEvent(name); !ok || nr != want {
			t.Errorf("SyscallByEvent(%q) = %d, %v, want %d", name, nr, ok, want)
		}
	}
	for _, name := range []string{"stat", "umount2", "nosuch", ""} {
		if nr, ok := SyscallByEvent(name); ok {
			t.Errorf("SyscallByEvent(%q) = %d: that event does not exist", name, nr)
		}
	}
}
