package strace

import (
	"strings"
	"sync"

	"sonde/internal/kernel/abi"
)

// Syscall classes for -e trace=%CLASS, with strace's membership.
const (
	clFile = 1 << iota
	clDesc
	clProcess
	clNetwork
	clSignal
	clIPC
	clMemory
	clCreds
	clClock
	clStat
	clLstat
	clFstat
	clStatLike
	clStatfs
	clFstatfs
	clStatfsLike
	clPure
)

var classByName = map[string]int{
	"file":    clFile,
	"desc":    clDesc,
	"process": clProcess,
	"network": clNetwork,
	"net":     clNetwork,
	"signal":  clSignal,
	"ipc":     clIPC,
	"memory":  clMemory,
	"creds":   clCreds,
	"clock":   clClock,
	"stat":    clStat,
	"lstat":   clLstat,
	"fstat":   clFstat,
	"%stat":   clStatLike,
	"statfs":  clStatfs,
	"fstatfs": clFstatfs,
	"%statfs": clStatfsLike,
	"pure":    clPure,
}

var classMembers = map[int]string{
	clFile: `open openat openat2 creat access faccessat faccessat2 stat lstat newfstatat statx
		chdir chmod fchmodat fchmodat2 chown lchown fchownat chroot link linkat unlink unlinkat
		rename renameat renameat2 mkdir mkdirat rmdir mknod mknodat readlink readlinkat symlink
		symlinkat truncate execve execveat statfs utime utimes futimesat utimensat getxattr
		lgetxattr setxattr lsetxattr listxattr llistxattr removexattr lremovexattr swapon swapoff
		acct mount umount2 pivot_root quotactl name_to_handle_at inotify_add_watch
		fanotify_mark uselib open_tree move_mount fsconfig mount_setattr setxattrat getxattrat
		listxattrat removexattrat open_tree_attr file_getattr file_setattr`,
	clDesc: `read write open openat openat2 creat close fstat newfstatat lseek mmap pread64
		pwrite64 readv writev preadv pwritev preadv2 pwritev2 pipe pipe2 select pselect6 poll
		ppoll dup dup2 dup3 sendfile fcntl flock fsync fdatasync ftruncate getdents getdents64
		fchdir fchmod fchown fstatfs ioctl epoll_create epoll_create1 epoll_ctl epoll_wait
		epoll_pwait epoll_pwait2 eventfd eventfd2 signalfd signalfd4 timerfd_create
		timerfd_settime timerfd_gettime inotify_init inotify_init1 inotify_add_watch
		inotify_rm_watch fanotify_init fanotify_mark readahead fadvise64 sync_file_range
		splice tee vmsplice fallocate faccessat faccessat2 fchmodat fchmodat2 fchownat
		futimesat linkat mkdirat mknodat readlinkat renameat renameat2 symlinkat unlinkat
		utimensat statx name_to_handle_at open_by_handle_at syncfs setns memfd_create
		copy_file_range pidfd_open pidfd_getfd fsopen fsmount fspick open_tree move_mount
		process_madvise close_range execveat io_uring_setup io_uring_enter io_uring_register
		bpf perf_event_open fgetxattr fsetxattr flistxattr fremovexattr mq_open mq_timedsend
		mq_timedreceive mq_notify mq_getsetattr landlock_create_ruleset userfaultfd cachestat`,
	clProcess: `fork vfork clone clone3 execve execveat exit exit_group wait4 waitid kill tkill
		tgkill rt_sigqueueinfo rt_tgsigqueueinfo pidfd_send_signal pidfd_open unshare`,
	clNetwork: `socket socketpair bind connect listen accept accept4 getsockname getpeername
		sendto recvfrom sendmsg recvmsg sendmmsg recvmmsg shutdown setsockopt getsockopt`,
	clSignal: `rt_sigaction rt_sigprocmask rt_sigreturn rt_sigpending rt_sigtimedwait
		rt_sigsuspend rt_sigqueueinfo rt_tgsigqueueinfo sigaltstack kill tkill tgkill pause
		signalfd signalfd4 pidfd_send_signal`,
	clIPC: `msgget msgsnd msgrcv msgctl semget semop semtimedop semctl shmget shmat shmdt shmctl`,
	clMemory: `brk mmap munmap mremap mprotect pkey_mprotect madvise process_madvise mlock
		mlock2 munlock mlockall munlockall mincore msync remap_file_pages mbind
		get_mempolicy set_mempolicy set_mempolicy_home_node migrate_pages move_pages shmat
		shmdt memfd_secret mseal map_shadow_stack`,
	clCreds: `getuid geteuid getgid getegid setuid setgid setreuid setregid setresuid setresgid
		getresuid getresgid setfsuid setfsgid getgroups setgroups capget capset prctl`,
	clClock: `adjtimex clock_adjtime clock_getres clock_gettime clock_nanosleep clock_settime
		gettimeofday settimeofday time`,
	clStat:       `stat`,
	clLstat:      `lstat`,
	clFstat:      `fstat newfstatat`,
	clStatLike:   `stat lstat fstat newfstatat statx`,
	clStatfs:     `statfs`,
	clFstatfs:    `fstatfs`,
	clStatfsLike: `statfs fstatfs ustat`,
	clPure: `getpid getppid getuid geteuid getgid getegid gettid getpgrp getsid
		sched_yield`,
}

// classTable is each syscall's classes, built on first use.
var classTable = sync.OnceValue(func() *[maxSyscall]int {
	var tab [maxSyscall]int
	byName := map[string]int{}
	for nr, s := range abi.Syscalls {
		byName[s.Name] = nr
	}
	for bit, names := range classMembers {
		for _, n := range strings.Fields(names) {
			if nr, ok := byName[n]; ok {
				tab[nr] |= bit
			}
		}
	}
	return &tab
})

func classOf(nr int) int {
	if nr < 0 || nr >= maxSyscall {
		return 0
	}
	return classTable()[nr]
}
