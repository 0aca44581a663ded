package strace

import "strconv"

// A flag set names bits (or values) of an argument.
type flag struct {
	v    uint64
	name string
}

// appendFlags prints v as NAME|NAME|0xrest, or zero when v is 0.
func appendFlags(b []byte, v uint64, set []flag, zero string) []byte {
	if v == 0 {
		return append(b, zero...)
	}
	first := true
	for _, f := range set {
		if f.v != 0 && v&f.v == f.v {
			if !first {
				b = append(b, '|')
			}
			b = append(b, f.name...)
			first = false
			v &^= f.v
		}
	}
	if v != 0 {
		if !first {
			b = append(b, '|')
		}
		b = appendHex(b, v)
	}
	return b
}

// appendEnum prints the name of v, or v in the fallback format.
func appendEnum(b []byte, v uint64, set []flag, fallback string) []byte {
	for _, f := range set {
		if f.v == v {
			return append(b, f.name...)
		}
	}
	switch fallback {
	case "hex":
		return appendHex(b, v)
	case "unsigned":
		return strconv.AppendUint(b, v, 10)
	}
	b = strconv.AppendInt(b, int64(int32(v)), 10)
	if fallback != "" {
		b = append(b, " /* "...)
		b = append(b, fallback...)
		b = append(b, " */"...)
	}
	return b
}

var openFlags = []flag{
	{0o100, "O_CREAT"}, {0o200, "O_EXCL"}, {0o400, "O_NOCTTY"}, {0o1000, "O_TRUNC"},
	{0o2000, "O_APPEND"}, {0o4000, "O_NONBLOCK"},
	{0o4010000, "O_SYNC"}, {0o10000, "O_DSYNC"}, {0o20000, "O_ASYNC"}, {0o40000, "O_DIRECT"},
	{0o100000, "O_LARGEFILE"}, {0o400000, "O_NOFOLLOW"}, {0o1000000, "O_NOATIME"},
	{0o2000000, "O_CLOEXEC"}, {0o10000000, "O_PATH"}, {0o20200000, "O_TMPFILE"},
	{0o200000, "O_DIRECTORY"},
}

func appendOpenFlags(b []byte, v uint64) []byte {
	switch v & 3 {
	case 0:
		b = append(b, "O_RDONLY"...)
	case 1:
		b = append(b, "O_WRONLY"...)
	case 2:
		b = append(b, "O_RDWR"...)
	default:
		b = append(b, "O_ACCMODE"...)
	}
	v &^= 3
	if v != 0 {
		b = append(b, '|')
		b = appendFlags(b, v, openFlags, "")
	}
	return b
}

var protFlags = []flag{{1, "PROT_READ"}, {2, "PROT_WRITE"}, {4, "PROT_EXEC"}, {8, "PROT_SEM"},
	{0x01000000, "PROT_GROWSDOWN"}, {0x02000000, "PROT_GROWSUP"}}

var mmapFlags = []flag{
	{0x10, "MAP_FIXED"}, {0x20, "MAP_ANONYMOUS"}, {0x40, "MAP_32BIT"}, {0x100, "MAP_GROWSDOWN"},
	{0x800, "MAP_DENYWRITE"}, {0x1000, "MAP_EXECUTABLE"}, {0x2000, "MAP_LOCKED"},
	{0x4000, "MAP_NORESERVE"}, {0x8000, "MAP_POPULATE"}, {0x10000, "MAP_NONBLOCK"},
	{0x20000, "MAP_STACK"}, {0x40000, "MAP_HUGETLB"}, {0x80000, "MAP_SYNC"},
	{0x100000, "MAP_FIXED_NOREPLACE"}, {0x4000000, "MAP_UNINITIALIZED"},
}

func appendMmapFlags(b []byte, v uint64) []byte {
	switch v & 0xf {
	case 1:
		b = append(b, "MAP_SHARED"...)
	case 2:
		b = append(b, "MAP_PRIVATE"...)
	case 3:
		b = append(b, "MAP_SHARED_VALIDATE"...)
	default:
		b = appendHex(b, v&0xf)
	}
	v &^= 0xf
	if v != 0 {
		b = append(b, '|')
		b = appendFlags(b, v, mmapFlags, "")
	}
	return b
}

var atFlags = []flag{{0x100, "AT_SYMLINK_NOFOLLOW"}, {0x200, "AT_REMOVEDIR"},
	{0x400, "AT_SYMLINK_FOLLOW"}, {0x800, "AT_NO_AUTOMOUNT"}, {0x1000, "AT_EMPTY_PATH"},
	{0x8000, "AT_RECURSIVE"}}

var accessModes = []flag{{4, "R_OK"}, {2, "W_OK"}, {1, "X_OK"}}

var faccessatFlags = []flag{{0x200, "AT_EACCESS"}, {0x100, "AT_SYMLINK_NOFOLLOW"}, {0x1000, "AT_EMPTY_PATH"}}

var cloneFlags = []flag{
	{0x100, "CLONE_VM"}, {0x200, "CLONE_FS"}, {0x400, "CLONE_FILES"}, {0x800, "CLONE_SIGHAND"},
	{0x1000, "CLONE_PIDFD"}, {0x2000, "CLONE_PTRACE"}, {0x4000, "CLONE_VFORK"},
	{0x8000, "CLONE_PARENT"}, {0x10000, "CLONE_THREAD"}, {0x20000, "CLONE_NEWNS"},
	{0x40000, "CLONE_SYSVSEM"}, {0x80000, "CLONE_SETTLS"}, {0x100000, "CLONE_PARENT_SETTID"},
	{0x200000, "CLONE_CHILD_CLEARTID"}, {0x400000, "CLONE_DETACHED"},
	{0x800000, "CLONE_UNTRACED"}, {0x1000000, "CLONE_CHILD_SETTID"},
	{0x2000000, "CLONE_NEWCGROUP"}, {0x4000000, "CLONE_NEWUTS"}, {0x8000000, "CLONE_NEWIPC"},
	{0x10000000, "CLONE_NEWUSER"}, {0x20000000, "CLONE_NEWPID"}, {0x40000000, "CLONE_NEWNET"},
	{0x80000000, "CLONE_IO"},
}

var archPrctlCodes = []flag{{0x1001, "ARCH_SET_GS"}, {0x1002, "ARCH_SET_FS"},
	{0x1003, "ARCH_GET_FS"}, {0x1004, "ARCH_GET_GS"}, {0x1011, "ARCH_GET_CPUID"},
	{0x1012, "ARCH_SET_CPUID"}, {0x3001, "ARCH_CET_STATUS"}, {0x5001, "ARCH_SHSTK_ENABLE"},
	{0x5002, "ARCH_SHSTK_DISABLE"}, {0x5003, "ARCH_SHSTK_LOCK"}, {0x5005, "ARCH_SHSTK_STATUS"}}

var rlimitNames = []flag{{0, "RLIMIT_CPU"}, {1, "RLIMIT_FSIZE"}, {2, "RLIMIT_DATA"},
	{3, "RLIMIT_STACK"}, {4, "RLIMIT_CORE"}, {5, "RLIMIT_RSS"}, {6, "RLIMIT_NPROC"},
	{7, "RLIMIT_NOFILE"}, {8, "RLIMIT_MEMLOCK"}, {9, "RLIMIT_AS"}, {10, "RLIMIT_LOCKS"},
	{11, "RLIMIT_SIGPENDING"}, {12, "RLIMIT_MSGQUEUE"}, {13, "RLIMIT_NICE"},
	{14, "RLIMIT_RTPRIO"}, {15, "RLIMIT_RTTIME"}}

var futexOps = []flag{{0, "FUTEX_WAIT"}, {1, "FUTEX_WAKE"}, {2, "FUTEX_FD"},
	{3, "FUTEX_REQUEUE"}, {4, "FUTEX_CMP_REQUEUE"}, {5, "FUTEX_WAKE_OP"},
	{6, "FUTEX_LOCK_PI"}, {7, "FUTEX_UNLOCK_PI"}, {8, "FUTEX_TRYLOCK_PI"},
	{9, "FUTEX_WAIT_BITSET"}, {10, "FUTEX_WAKE_BITSET"}, {11, "FUTEX_WAIT_REQUEUE_PI"},
	{12, "FUTEX_CMP_REQUEUE_PI"}, {13, "FUTEX_LOCK_PI2"}}

func appendFutexOp(b []byte, v uint64) []byte {
	op := v & 0x7f
	b = appendEnum(b, op, futexOps, "hex")
	if v&128 != 0 {
		b = append(b, "_PRIVATE"...)
	}
	if v&256 != 0 {
		b = append(b, "|FUTEX_CLOCK_REALTIME"...)
	}
	return b
}

var seekWhence = []flag{{0, "SEEK_SET"}, {1, "SEEK_CUR"}, {2, "SEEK_END"}, {3, "SEEK_DATA"}, {4, "SEEK_HOLE"}}

var grndFlags = []flag{{1, "GRND_NONBLOCK"}, {2, "GRND_RANDOM"}, {4, "GRND_INSECURE"}}

var fadviseAdvice = []flag{{0, "POSIX_FADV_NORMAL"}, {1, "POSIX_FADV_RANDOM"},
	{2, "POSIX_FADV_SEQUENTIAL"}, {3, "POSIX_FADV_WILLNEED"}, {4, "POSIX_FADV_DONTNEED"},
	{5, "POSIX_FADV_NOREUSE"}}

var madviseAdvice = []flag{{0, "MADV_NORMAL"}, {1, "MADV_RANDOM"}, {2, "MADV_SEQUENTIAL"},
	{3, "MADV_WILLNEED"}, {4, "MADV_DONTNEED"}, {8, "MADV_FREE"}, {9, "MADV_REMOVE"},
	{10, "MADV_DONTFORK"}, {11, "MADV_DOFORK"}, {12, "MADV_MERGEABLE"},
	{13, "MADV_UNMERGEABLE"}, {14, "MADV_HUGEPAGE"}, {15, "MADV_NOHUGEPAGE"},
	{16, "MADV_DONTDUMP"}, {17, "MADV_DODUMP"}, {18, "MADV_WIPEONFORK"},
	{19, "MADV_KEEPONFORK"}, {20, "MADV_COLD"}, {21, "MADV_PAGEOUT"},
	{22, "MADV_POPULATE_READ"}, {23, "MADV_POPULATE_WRITE"}, {24, "MADV_DONTNEED_LOCKED"},
	{25, "MADV_COLLAPSE"}, {100, "MADV_HWPOISON"}}

var waitOptions = []flag{{1, "WNOHANG"}, {2, "WUNTRACED"}, {4, "WEXITED"}, {8, "WCONTINUED"},
	{0x01000000, "WNOWAIT"}, {0x20000000, "__WNOTHREAD"}, {0x40000000, "__WALL"},
	{0x80000000, "__WCLONE"}}

var sigprocmaskHow = []flag{{0, "SIG_BLOCK"}, {1, "SIG_UNBLOCK"}, {2, "SIG_SETMASK"}}

// saFlags in strace's order.
var saFlags = []flag{{0x04000000, "SA_RESTORER"}, {0x08000000, "SA_ONSTACK"},
	{0x10000000, "SA_RESTART"}, {0x40000000, "SA_NODEFER"}, {0x80000000, "SA_RESETHAND"},
	{4, "SA_SIGINFO"}, {1, "SA_NOCLDSTOP"}, {2, "SA_NOCLDWAIT"}}

var fcntlCmds = []flag{{0, "F_DUPFD"}, {1, "F_GETFD"}, {2, "F_SETFD"}, {3, "F_GETFL"},
	{4, "F_SETFL"}, {5, "F_GETLK"}, {6, "F_SETLK"}, {7, "F_SETLKW"}, {8, "F_SETOWN"},
	{9, "F_GETOWN"}, {10, "F_SETSIG"}, {11, "F_GETSIG"}, {15, "F_SETOWN_EX"},
	{16, "F_GETOWN_EX"}, {36, "F_OFD_GETLK"}, {37, "F_OFD_SETLK"}, {38, "F_OFD_SETLKW"},
	{1024, "F_SETLEASE"}, {1025, "F_GETLEASE"}, {1026, "F_NOTIFY"},
	{1030, "F_DUPFD_CLOEXEC"}, {1031, "F_SETPIPE_SZ"}, {1032, "F_GETPIPE_SZ"},
	{1033, "F_ADD_SEALS"}, {1034, "F_GET_SEALS"}}

var fdFlags = []flag{{1, "FD_CLOEXEC"}}

var sockDomains = []flag{{0, "AF_UNSPEC"}, {1, "AF_UNIX"}, {2, "AF_INET"}, {10, "AF_INET6"},
	{16, "AF_NETLINK"}, {17, "AF_PACKET"}, {38, "AF_ALG"}, {40, "AF_VSOCK"}}

var sockTypes = []flag{{1, "SOCK_STREAM"}, {2, "SOCK_DGRAM"}, {3, "SOCK_RAW"},
	{4, "SOCK_RDM"}, {5, "SOCK_SEQPACKET"}, {6, "SOCK_DCCP"}, {10, "SOCK_PACKET"}}

var sockTypeFlags = []flag{{0o2000000, "SOCK_CLOEXEC"}, {0o4000, "SOCK_NONBLOCK"}}

func appendSockType(b []byte, v uint64) []byte {
	b = appendEnum(b, v&0xf, sockTypes, "hex")
	if rest := v &^ 0xf; rest != 0 {
		b = append(b, '|')
		b = appendFlags(b, rest, sockTypeFlags, "")
	}
	return b
}

var pollEvents = []flag{{1, "POLLIN"}, {2, "POLLPRI"}, {4, "POLLOUT"}, {8, "POLLERR"},
	{0x10, "POLLHUP"}, {0x20, "POLLNVAL"}, {0x40, "POLLRDNORM"}, {0x80, "POLLRDBAND"},
	{0x100, "POLLWRNORM"}, {0x200, "POLLWRBAND"}, {0x400, "POLLMSG"}, {0x2000, "POLLRDHUP"}}

var ioctlCmds = []flag{{0x5401, "TCGETS"}, {0x5402, "TCSETS"}, {0x5403, "TCSETSW"},
	{0x5404, "TCSETSF"}, {0x540b, "TCFLSH"}, {0x540e, "TIOCSCTTY"}, {0x540f, "TIOCGPGRP"},
	{0x5410, "TIOCSPGRP"}, {0x5413, "TIOCGWINSZ"}, {0x5414, "TIOCSWINSZ"}, {0x5406, "TCSETA"},
	{0x541b, "FIONREAD"}, {0x5421, "FIONBIO"}, {0x5451, "FIOCLEX"}, {0x5450, "FIONCLEX"},
	{0x5452, "FIOASYNC"}, {0x80045430, "TIOCGPTN"}, {0x40045431, "TIOCSPTLCK"},
	{0x5429, "TIOCGSID"}, {0x5437, "TIOCSIG"}, {0x541c, "TIOCLINUX"}, {0x80086601, "FS_IOC_GETFLAGS"},
	{0x40086602, "FS_IOC_SETFLAGS"}, {0x40049409, "BTRFS_IOC_CLONE or FICLONE"}, {0xc020660b, "FS_IOC_FIEMAP"}, {0x5460, "FIOQSIZE"}}

var clockIDs = []flag{{0, "CLOCK_REALTIME"}, {1, "CLOCK_MONOTONIC"},
	{2, "CLOCK_PROCESS_CPUTIME_ID"}, {3, "CLOCK_THREAD_CPUTIME_ID"}, {4, "CLOCK_MONOTONIC_RAW"},
	{5, "CLOCK_REALTIME_COARSE"}, {6, "CLOCK_MONOTONIC_COARSE"}, {7, "CLOCK_BOOTTIME"},
	{8, "CLOCK_REALTIME_ALARM"}, {9, "CLOCK_BOOTTIME_ALARM"}, {11, "CLOCK_TAI"}}

var prctlOptions = []flag{{1, "PR_SET_PDEATHSIG"}, {2, "PR_GET_PDEATHSIG"},
	{3, "PR_GET_DUMPABLE"}, {4, "PR_SET_DUMPABLE"}, {15, "PR_SET_NAME"}, {16, "PR_GET_NAME"},
	{22, "PR_SET_SECCOMP"}, {23, "PR_CAPBSET_READ"}, {24, "PR_CAPBSET_DROP"}, {36, "PR_SET_CHILD_SUBREAPER"},
	{38, "PR_SET_NO_NEW_PRIVS"}, {39, "PR_GET_NO_NEW_PRIVS"}, {47, "PR_CAP_AMBIENT"},
	{0x59616d61, "PR_SET_PTRACER"}, {0x53564d41, "PR_SET_VMA"}}

var epollCtlOps = []flag{{1, "EPOLL_CTL_ADD"}, {2, "EPOLL_CTL_DEL"}, {3, "EPOLL_CTL_MOD"}}

var cloexecFlags = []flag{{0o2000000, "O_CLOEXEC"}, {0o4000, "O_NONBLOCK"}, {0o40000, "O_DIRECT"}}

var eventfdFlags = []flag{{0o2000000, "EFD_CLOEXEC"}, {0o4000, "EFD_NONBLOCK"}, {1, "EFD_SEMAPHORE"}}

var epollCreateFlags = []flag{{0o2000000, "EPOLL_CLOEXEC"}}

var renameFlags = []flag{{1, "RENAME_NOREPLACE"}, {2, "RENAME_EXCHANGE"}, {4, "RENAME_WHITEOUT"}}

var mremapFlags = []flag{{1, "MREMAP_MAYMOVE"}, {2, "MREMAP_FIXED"}, {4, "MREMAP_DONTUNMAP"}}

var statxMask = []flag{{0xfff, "STATX_ALL"}, {0x7ff, "STATX_BASIC_STATS"}, {0x1, "STATX_TYPE"}, {0x2, "STATX_MODE"}, {0x4, "STATX_NLINK"},
	{0x8, "STATX_UID"}, {0x10, "STATX_GID"}, {0x20, "STATX_ATIME"}, {0x40, "STATX_MTIME"},
	{0x80, "STATX_CTIME"}, {0x100, "STATX_INO"}, {0x200, "STATX_SIZE"}, {0x400, "STATX_BLOCKS"},
	{0x800, "STATX_BTIME"}, {0x1000, "STATX_MNT_ID"}, {0x2000, "STATX_DIOALIGN"}}

var mlockallFlags = []flag{{1, "MCL_CURRENT"}, {2, "MCL_FUTURE"}, {4, "MCL_ONFAULT"}}

var msyncFlags = []flag{{1, "MS_ASYNC"}, {2, "MS_INVALIDATE"}, {4, "MS_SYNC"}}

var shutdownHow = []flag{{0, "SHUT_RD"}, {1, "SHUT_WR"}, {2, "SHUT_RDWR"}}

var sockLevels = []flag{{1, "SOL_SOCKET"}, {0, "SOL_IP"}, {6, "SOL_TCP"}, {17, "SOL_UDP"}, {41, "SOL_IPV6"}}

var msgFlags = []flag{{1, "MSG_OOB"}, {2, "MSG_PEEK"}, {4, "MSG_DONTROUTE"}, {8, "MSG_CTRUNC"},
	{0x20, "MSG_TRUNC"}, {0x40, "MSG_DONTWAIT"}, {0x80, "MSG_EOR"}, {0x100, "MSG_WAITALL"},
	{0x4000, "MSG_NOSIGNAL"}, {0x8000, "MSG_MORE"}, {0x40000000, "MSG_CMSG_CLOEXEC"}}

var timerfdFlags = []flag{{0o2000000, "TFD_CLOEXEC"}, {0o4000, "TFD_NONBLOCK"}}

var fsMagics = []flag{{0xef53, "EXT2_SUPER_MAGIC"}, {0x01021994, "TMPFS_MAGIC"},
	{0x9fa0, "PROC_SUPER_MAGIC"}, {0x62656572, "SYSFS_MAGIC"}, {0x794c7630, "OVERLAYFS_SUPER_MAGIC"},
	{0x9123683e, "BTRFS_SUPER_MAGIC"}, {0x58465342, "XFS_SUPER_MAGIC"}, {0x63677270, "CGROUP2_SUPER_MAGIC"},
	{0x1cd1, "DEVPTS_SUPER_MAGIC"}, {0x6969, "NFS_SUPER_MAGIC"}, {0x73717368, "SQUASHFS_MAGIC"},
	{0x01021997, "V9FS_MAGIC"}, {0x65735546, "FUSE_SUPER_MAGIC"}, {0x858458f6, "RAMFS_MAGIC"},
	{0x27e0eb, "CGROUP_SUPER_MAGIC"}, {0x64626720, "DEBUGFS_MAGIC"}, {0x74726163, "TRACEFS_MAGIC"},
	{0xcafe4a11, "BPF_FS_MAGIC"}, {0xf97cff8c, "SELINUX_MAGIC"}, {0x73636673, "SECURITYFS_MAGIC"},
	{0x9fa2, "USBDEVICE_SUPER_MAGIC"}, {0x4d44, "MSDOS_SUPER_MAGIC"}, {0x2fc12fc1, "ZFS_SUPER_MAGIC"}}

var statfsFlags = []flag{{1, "ST_RDONLY"}, {2, "ST_NOSUID"}, {4, "ST_NODEV"}, {8, "ST_NOEXEC"},
	{16, "ST_SYNCHRONOUS"}, {0x20, "ST_VALID"}, {64, "ST_MANDLOCK"}, {128, "ST_WRITE"},
	{256, "ST_APPEND"}, {512, "ST_IMMUTABLE"}, {1024, "ST_NOATIME"}, {2048, "ST_NODIRATIME"},
	{4096, "ST_RELATIME"}, {8192, "ST_NOSYMFOLLOW"}}

var epollEvents = []flag{{1, "EPOLLIN"}, {2, "EPOLLPRI"}, {4, "EPOLLOUT"}, {8, "EPOLLERR"},
	{0x10, "EPOLLHUP"}, {0x20, "EPOLLNVAL"}, {0x40, "EPOLLRDNORM"}, {0x80, "EPOLLRDBAND"},
	{0x100, "EPOLLWRNORM"}, {0x200, "EPOLLWRBAND"}, {0x400, "EPOLLMSG"}, {0x2000, "EPOLLRDHUP"},
	{1 << 28, "EPOLLEXCLUSIVE"}, {1 << 29, "EPOLLWAKEUP"}, {1 << 30, "EPOLLONESHOT"}, {1 << 31, "EPOLLET"}}
