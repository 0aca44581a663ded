package strace

import "sync"

// Decoders of the syscalls strace decodes in full. Others are printed from
// the kernel's declarations (see defaultDec).
var sigs = sync.OnceValue(func() map[string][]dec {
	return map[string][]dec{
		"read":       {dFd, dOutBuf(false), dUlong},
		"write":      {dFd, dInBuf(2), dUlong},
		"pread64":    {dFd, dOutBuf(false), dUlong, dLong},
		"pwrite64":   {dFd, dInBuf(2), dUlong, dLong},
		"open":       {dPath, dFunc(appendOpenFlags), dOctal},
		"openat":     {dDirfd, dPath, dFunc(appendOpenFlags), dOctal},
		"creat":      {dPath, dOctal},
		"close":      {dFd},
		"stat":       {dPath, dStat},
		"lstat":      {dPath, dStat},
		"fstat":      {dFd, dStat},
		"newfstatat": {dDirfd, dPath, dStat, dFlags(atFlags, "0")},
		"statx": {dDirfd, dPath, dFunc(func(b []byte, v uint64) []byte {
			if v&0x6000 == 0 {
				b = append(b, "AT_STATX_SYNC_AS_STAT"...)
				if v&^0x6000 == 0 {
					return b
				}
				b = append(b, '|')
			}
			return appendFlags(b, v&^0x6000, append([]flag{{0x2000, "AT_STATX_FORCE_SYNC"}, {0x4000, "AT_STATX_DONT_SYNC"}}, atFlags...), "")
		}), dFlags(statxMask, "0"), dOutStruct(256, fmtStatx)},
		"access":     {dPath, dFlags(accessModes, "F_OK")},
		"faccessat":  {dDirfd, dPath, dFlags(accessModes, "F_OK")},
		"faccessat2": {dDirfd, dPath, dFlags(accessModes, "F_OK"), dFlags(faccessatFlags, "0")},
		"lseek":      {dFd, dLong, dEnum(seekWhence, "")},
		"mmap": {dPtr, dUlong, dFlags(protFlags, "PROT_NONE"), dFunc(appendMmapFlags), dFd,
			dFunc(func(b []byte, v uint64) []byte { return appendHex0(b, v) })},
		"mprotect":   {dPtr, dUlong, dFlags(protFlags, "PROT_NONE")},
		"munmap":     {dPtr, dUlong},
		"brk":        {dPtr},
		"mremap":     {dPtr, dUlong, dUlong, dFlags(mremapFlags, "0"), dPtr},
		"madvise":    {dPtr, dUlong, dEnum(madviseAdvice, "")},
		"msync":      {dPtr, dUlong, dFlags(msyncFlags, "0")},
		"mlockall":   {dFlags(mlockallFlags, "0")},
		"ioctl":      {dFd, dEnum(ioctlCmds, "hex"), dIoctlArg},
		"readv":      {dFd, dIovec(true), dInt},
		"writev":     {dFd, dIovec(false), dInt},
		"pipe":       {dOutStruct(8, fmtFdPair)},
		"pipe2":      {dOutStruct(8, fmtFdPair), dFlags(cloexecFlags, "0")},
		"dup":        {dFd},
		"dup2":       {dFd, dFd},
		"dup3":       {dFd, dFd, dFlags(cloexecFlags, "0")},
		"getpid":     {},
		"getppid":    {},
		"exit":       {dInt},
		"exit_group": {dInt},
		"execve":     {dExecPath, dArgv, dEnvp},
		"execveat":   {dDirfd, dExecPath, dArgv, dEnvp, dFlags(atFlags, "0")},
		"wait4":      {dInt, dOutStruct(4, fmtWaitStatus), dFlags(waitOptions, "0"), dPtr},
		"kill":       {dInt, dFunc(func(b []byte, v uint64) []byte { return appendSig(b, v) })},
		"tkill":      {dInt, dFunc(func(b []byte, v uint64) []byte { return appendSig(b, v) })},
		"tgkill":     {dInt, dInt, dFunc(func(b []byte, v uint64) []byte { return appendSig(b, v) })},
		"rt_sigaction": {dFunc(func(b []byte, v uint64) []byte { return appendSig(b, v) }),
			dInStruct(32, fmtSigaction), dOutStruct(32, fmtSigaction), dUlong},
		"rt_sigprocmask": {dEnum(sigprocmaskHow, ""), dInStruct(8, fmtSigset), dOutStruct(8, fmtSigset), dUlong},
		"rt_sigreturn": {dInStruct(8, func(c *call, s []byte, b []byte) []byte {
			b = append(b, "{mask="...)
			return append(appendSigset(b, le.Uint64(s)), '}')
		})},
		"rt_sigsuspend":     {dInStruct(8, fmtSigset), dUlong},
		"arch_prctl":        {dEnum(archPrctlCodes, "hex"), dHex},
		"set_tid_address":   {dPtr},
		"set_robust_list":   {dPtr, dUlong},
		"rseq":              {dPtr, dHex, dInt, dHex},
		"prlimit64":         {dInt, dEnum(rlimitNames, ""), dInStruct(16, fmtRlimit), dOutStruct(16, fmtRlimit)},
		"getrlimit":         {dEnum(rlimitNames, ""), dOutStruct(16, fmtRlimit)},
		"setrlimit":         {dEnum(rlimitNames, ""), dInStruct(16, fmtRlimit)},
		"getrandom":         {dOutBuf(true), dUlong, dFlags(grndFlags, "0")},
		"futex":             {dPtr, dFunc(appendFutexOp), dInt, dFutexTimeout, dPtr, dFutexVal3},
		"fadvise64":         {dFd, dLong, dLong, dEnum(fadviseAdvice, "")},
		"getdents64":        {dFd, dDirents, dUlong},
		"getdents":          {dFd, dDirents, dUlong},
		"getcwd":            {dOutCwd, dUlong},
		"chdir":             {dPath},
		"fchdir":            {dFd},
		"mkdir":             {dPath, dOctal},
		"mkdirat":           {dDirfd, dPath, dOctal},
		"rmdir":             {dPath},
		"unlink":            {dPath},
		"unlinkat":          {dDirfd, dPath, dFlags(atFlags, "0")},
		"rename":            {dPath, dPath},
		"renameat":          {dDirfd, dPath, dDirfd, dPath},
		"renameat2":         {dDirfd, dPath, dDirfd, dPath, dFlags(renameFlags, "0")},
		"readlink":          {dPath, dOutBuf(false), dUlong},
		"readlinkat":        {dDirfd, dPath, dOutBuf(false), dUlong},
		"symlink":           {dPath, dPath},
		"link":              {dPath, dPath},
		"chmod":             {dPath, dOctal},
		"fchmod":            {dFd, dOctal},
		"fchmodat":          {dDirfd, dPath, dOctal},
		"chown":             {dPath, dInt, dInt},
		"fchown":            {dFd, dInt, dInt},
		"fchownat":          {dDirfd, dPath, dInt, dInt, dFlags(atFlags, "0")},
		"truncate":          {dPath, dLong},
		"ftruncate":         {dFd, dLong},
		"umask":             {dOctal},
		"uname":             {dOutStruct(390, fmtUtsname)},
		"fcntl":             {dFd, dEnum(fcntlCmds, "hex"), dFcntlArg},
		"flock":             {dFd, dUlong},
		"fsync":             {dFd},
		"fdatasync":         {dFd},
		"clock_gettime":     {dEnum(clockIDs, ""), dOutStruct(16, fmtTimespec)},
		"clock_getres":      {dEnum(clockIDs, ""), dOutStruct(16, fmtTimespec)},
		"clock_nanosleep":   {dEnum(clockIDs, ""), dFlags([]flag{{1, "TIMER_ABSTIME"}}, "0"), dInStruct(16, fmtTimespec), dSleepRem},
		"nanosleep":         {dInStruct(16, fmtTimespec), dSleepRem},
		"gettimeofday":      {dOutStruct(16, fmtTimeval), dPtr},
		"socket":            {dEnum(sockDomains, "unsigned"), dFunc(appendSockType), dSockProto},
		"connect":           {dFd, dSockaddrIn(2), dUint},
		"bind":              {dFd, dSockaddrIn(2), dUint},
		"listen":            {dFd, dInt},
		"accept":            {dFd, dSockaddrOut(2), dSocklenOut},
		"accept4":           {dFd, dSockaddrOut(2), dSocklenOut, dFlags(sockTypeFlags, "0")},
		"getsockname":       {dFd, dSockaddrOut(2), dSocklenOut},
		"getpeername":       {dFd, dSockaddrOut(2), dSocklenOut},
		"sendto":            {dFd, dInBuf(2), dUlong, dFlags(msgFlags, "0"), dSockaddrIn(5), dUint},
		"recvfrom":          {dFd, dOutBuf(false), dUlong, dFlags(msgFlags, "0"), dSockaddrOut(5), dSocklenOut},
		"shutdown":          {dFd, dEnum(shutdownHow, "")},
		"setsockopt":        {dFd, dEnum(sockLevels, ""), dSockoptName, dSockoptIn, dUint},
		"getsockopt":        {dFd, dEnum(sockLevels, ""), dSockoptName, dSockoptOut, dSocklenOut},
		"socketpair":        {dEnum(sockDomains, "unsigned"), dFunc(appendSockType), dSockProto, dOutStruct(8, fmtFdPair)},
		"poll":              {dPollfds, dUint, dInt},
		"epoll_create1":     {dFlags(epollCreateFlags, "0")},
		"epoll_ctl":         {dFd, dEnum(epollCtlOps, ""), dFd, dEpollEventIn},
		"eventfd2":          {dUint, dFlags(eventfdFlags, "0")},
		"timerfd_create":    {dEnum(clockIDs, ""), dFlags(timerfdFlags, "0")},
		"prctl":             {dEnum(prctlOptions, "hex"), dPrctlArg, dPrctlRest, dPrctlRest, dPrctlRest},
		"sysinfo":           {dOutStruct(112, fmtSysinfo)},
		"sched_getaffinity": {dInt, dUint, dCPUSet},
		"setpgid":           {dInt, dInt},
		"getpgid":           {dInt},
		"close_range":       {dFd, dFd, dUint},
		"memfd_create":      {dStr, dHex},
		"sendfile":          {dFd, dFd, dPtr, dUlong},
		"copy_file_range":   {dFd, dPtr, dFd, dPtr, dUlong, dUint},
		"clone3":            {dInStruct(88, fmtCloneArgs), dUlong},
		"statfs":            {dPath, dOutStruct(120, fmtStatfs)},
		"fstatfs":           {dFd, dOutStruct(120, fmtStatfs)},
		"getgroups":         {dInt, dGroups},
		"utimensat":         {dDirfd, dPath, dPtr, dFlags(atFlags, "0")},
		"preadv":            {dFd, dIovec(true), dInt, dLong},
		"pwritev":           {dFd, dIovec(false), dInt, dLong},
		"epoll_wait":        {dFd, dEpollEventsOut, dInt, dInt},
		"epoll_pwait":       {dFd, dEpollEventsOut, dInt, dInt, dInStruct(8, fmtSigset), dUlong},
		"sigaltstack":       {dInStruct(24, fmtStack), dOutStruct(24, fmtStack)},
		"restart_syscall":   {dRestart},
		"select":            {dInt, dFdSet, dFdSet, dFdSet, dSelectTimeout(false)},
		"pselect6":          {dInt, dFdSet, dFdSet, dFdSet, dSelectTimeout(true), dPtr},
		"sendmsg":           {dFd, dMsghdr(false), dFlags(msgFlags, "0")},
		"recvmsg":           {dFd, dMsghdr(true), dFlags(msgFlags, "0")},
		"clone":             {dClone},
		"fork":              {},
		"vfork":             {},
	}
})

// dClone prints clone's arguments by name, as strace does (x86-64 order:
// flags, stack, parent_tid, child_tid, tls).
var dClone = dec{f: func(c *call, i int, b []byte) []byte {
	flags := c.arg(0)
	b = append(b, "child_stack="...)
	b = appendPtr(b, c.arg(1))
	b = append(b, ", flags="...)
	sig := flags & 0xff
	if rest := flags &^ 0xff; rest != 0 || sig == 0 {
		b = appendFlags(b, rest, cloneFlags, "0")
		if sig != 0 {
			b = append(b, '|')
		}
	}
	if sig != 0 {
		b = append(b, signalName(int(sig))...)
	}
	if flags&(0x100000|0x1000) != 0 {
		b = append(b, ", parent_tid="...)
		b = appendPtr(b, c.arg(2))
	}
	if flags&0x80000 != 0 {
		b = append(b, ", tls="...)
		b = appendPtr(b, c.arg(4))
	}
	if flags&(0x1000000|0x200000) != 0 {
		b = append(b, ", child_tidptr="...)
		b = appendPtr(b, c.arg(3))
	}
	return b
}}

func appendSig(b []byte, v uint64) []byte {
	sig := int(int32(v))
	if sig == 0 {
		return append(b, '0')
	}
	return append(b, signalName(sig)...)
}

// Arity that depends on the arguments.
var nargsFns = map[string]func(c *call) int{
	"open": func(c *call) int {
		if c.arg(1)&0o100 != 0 || c.arg(1)&0o20200000 == 0o20200000 {
			return 3
		}
		return 2
	},
	"openat": func(c *call) int {
		if c.arg(2)&0o100 != 0 || c.arg(2)&0o20200000 == 0o20200000 {
			return 4
		}
		return 3
	},
	"futex": func(c *call) int {
		switch futexOp(c) {
		case 0, 6, 13: // WAIT, LOCK_PI, LOCK_PI2
			return 4
		case 1, 7, 8: // WAKE, UNLOCK_PI, TRYLOCK_PI
			return 3
		case 3: // REQUEUE
			return 5
		}
		return 6
	},
	"prctl": func(c *call) int {
		switch c.arg(0) {
		case 3, 16, 39: // PR_GET_DUMPABLE, PR_GET_NAME, PR_GET_NO_NEW_PRIVS
			if c.arg(0) == 39 {
				return 5
			}
			if c.arg(0) == 16 {
				return 2
			}
			return 1
		case 1, 4, 15, 23, 24, 36: // one argument
			return 2
		}
		return 5
	},
	"fcntl": func(c *call) int {
		switch c.arg(1) {
		case 1, 3, 9, 11, 1025, 1032, 1034: // F_GETFD, F_GETFL, F_GETOWN, ...
			return 2
		}
		return 3
	},
}

// Arguments not printed (futex's uaddr2 for the bitset operations).
var skipFns = map[string]func(c *call, i int) bool{
	"futex": func(c *call, i int) bool { return i == 4 && (futexOp(c) == 9 || futexOp(c) == 10) },
}

// Return values printed other than as signed decimals.
var retFns = sync.OnceValue(func() map[string]func(c *call, b []byte) []byte {
	return map[string]func(c *call, b []byte) []byte{
		"brk":      retHex,
		"mmap":     retHex,
		"mremap":   retHex,
		"shmat":    retHex,
		"select":   retSelect(false),
		"pselect6": retSelect(true),
		"poll":     retPoll,
		"umask":    retOctal,
		"open":     retFd,
		"openat":   retFd,
		"creat":    retFd,
		"dup":      retFd,
		"dup2":     retFd,
		"dup3":     retFd,
		"socket":   retFd,
		"accept":   retFd,
		"accept4":  retFd,
		"fcntl": func(c *call, b []byte) []byte {
			switch c.arg(1) {
			case 1: // F_GETFD
				return appendFlagsRet(b, c, func(b []byte, v uint64) []byte { return appendFlags(b, v, fdFlags, "0") })
			case 3: // F_GETFL
				return appendFlagsRet(b, c, appendOpenFlags)
			case 0, 1030:
				return retFd(c, b)
			}
			return retInt(c, b)
		},
	}
})

// appendFlagsRet prints a flags return value: 0, or 0x1 (flags FD_CLOEXEC).
func appendFlagsRet(b []byte, c *call, f func(b []byte, v uint64) []byte) []byte {
	if c.ret == 0 {
		return append(b, '0')
	}
	b = appendHex(b, uint64(c.ret))
	b = append(b, " (flags "...)
	b = f(b, uint64(c.ret))
	return append(b, ')')
}
