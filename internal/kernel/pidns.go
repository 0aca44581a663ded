package kernel

import "golang.org/x/sys/unix"

// procPidInitIno is the inode of the initial PID namespace's
// /proc/PID/ns/pid (PROC_PID_INIT_INO).
const procPidInitIno = 0xeffffffc

// PidNamespace is sonde's PID namespace: the device and inode of
// /proc/self/ns/pid, as bpf_get_ns_current_pid_tgid takes them. init is
// true in the initial namespace (and when the file cannot be read: then
// pids are the kernel's own).
func PidNamespace() (dev, ino uint64, init bool) {
	var st unix.Stat_t
	if err := unix.Stat("/proc/self/ns/pid", &st); err != nil || st.Ino == procPidInitIno {
		return 0, 0, true
	}
	return st.Dev, st.Ino, false
}

// NsfsDev is the device of the namespace file system, which holds every
// /proc/PID/ns/* file: with a namespace's inode number, what
// bpf_get_ns_current_pid_tgid takes. 0 when it cannot be read.
func NsfsDev() uint64 {
	var st unix.Stat_t
	if unix.Stat("/proc/self/ns/pid", &st) != nil {
		return 0
	}
	return st.Dev
}
