package abi

import "strconv"

// An Errno is an error number's name and its C library message.
type Errno struct{ Name, Msg string }

// InternalErrnos are the kernel's restart and internal codes
// (include/linux/errno.h), which user space never sees as errno but a
// tracer sees in a system call's return value.
var InternalErrnos = map[int]Errno{
	512: {"ERESTARTSYS", "To be restarted if SA_RESTART is set"},
	513: {"ERESTARTNOINTR", "To be restarted"},
	514: {"ERESTARTNOHAND", "To be restarted if no handler"},
	515: {"ENOIOCTLCMD", "No ioctl command"},
	516: {"ERESTART_RESTARTBLOCK", "Interrupted by signal"},
	517: {"EPROBE_DEFER", "Driver requests probe retry"},
	518: {"EOPENSTALE", "Open found a stale dentry"},
	524: {"ENOTSUPP", "Operation is not supported"},
}

// Strerror is the C library's strerror(3) of n, as bpftrace prints it:
// "Success" for 0, "Unknown error N" for what Errnos does not name.
func Strerror(n int64) string {
	if n == 0 {
		return "Success"
	}
	if e, ok := Errnos[int(n)]; ok && int64(int(n)) == n {
		return e.Msg
	}
	return "Unknown error " + strconv.FormatInt(n, 10)
}
