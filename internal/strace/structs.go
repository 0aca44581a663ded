package strace

// Decoders of structures, arrays and the per-syscall special cases: what
// strace prints inside braces and brackets.

import (
	"strconv"
	"strings"
	"time"
)

var fileTypes = []flag{{0o140000, "S_IFSOCK"}, {0o120000, "S_IFLNK"}, {0o100000, "S_IFREG"},
	{0o60000, "S_IFBLK"}, {0o40000, "S_IFDIR"}, {0o20000, "S_IFCHR"}, {0o10000, "S_IFIFO"}}

func appendMode(b []byte, mode uint64) []byte {
	for _, f := range fileTypes {
		if mode&0o170000 == f.v {
			b = append(b, f.name...)
			b = append(b, '|')
			break
		}
	}
	for _, f := range []flag{{0o4000, "S_ISUID"}, {0o2000, "S_ISGID"}, {0o1000, "S_ISVTX"}} {
		if mode&f.v != 0 {
			b = append(b, f.name...)
			b = append(b, '|')
		}
	}
	return appendOctal(b, mode&0o777)
}

func appendDev(b []byte, dev uint64) []byte {
	major := (dev>>8)&0xfff | (dev>>32)&^0xfff
	minor := dev&0xff | (dev>>12)&^0xff
	b = append(b, "makedev("...)
	b = appendHex0(b, major)
	b = append(b, ", "...)
	b = appendHex0(b, minor)
	return append(b, ')')
}

// appendTime prints seconds since the epoch with strace's comment:
// 1700000000 /* 2023-11-14T22:13:20.123456789+0000 */.
func appendTime(b []byte, sec, nsec int64) []byte {
	b = strconv.AppendInt(b, sec, 10)
	t := time.Unix(sec, nsec).Local()
	b = append(b, " /* "...)
	b = t.AppendFormat(b, "2006-01-02T15:04:05")
	if nsec != 0 {
		b = append(b, '.')
		b = appendPadded(b, uint64(nsec), 9)
	}
	b = t.AppendFormat(b, "-0700")
	return append(b, " */"...)
}

// fmtStat prints struct stat (x86-64) as strace does: abbreviated, or in
// full with -v.
func fmtStat(c *call, s []byte, b []byte) []byte {
	mode := uint64(le.Uint32(s[24:]))
	if c.t.opts.Verbose {
		u := func(off int) uint64 { return le.Uint64(s[off:]) }
		b = append(b, "{st_dev="...)
		b = appendDev(b, u(0))
		b = append(b, ", st_ino="...)
		b = strconv.AppendUint(b, u(8), 10)
		b = append(b, ", st_mode="...)
		b = appendMode(b, mode)
		b = append(b, ", st_nlink="...)
		b = strconv.AppendUint(b, u(16), 10)
		b = append(b, ", st_uid="...)
		b = strconv.AppendUint(b, uint64(le.Uint32(s[28:])), 10)
		b = append(b, ", st_gid="...)
		b = strconv.AppendUint(b, uint64(le.Uint32(s[32:])), 10)
		b = append(b, ", st_blksize="...)
		b = strconv.AppendInt(b, int64(u(56)), 10)
		b = append(b, ", st_blocks="...)
		b = strconv.AppendInt(b, int64(u(64)), 10)
		if t := mode & 0o170000; t == 0o20000 || t == 0o60000 {
			b = append(b, ", st_rdev="...)
			b = appendDev(b, u(40))
		} else {
			b = append(b, ", st_size="...)
			b = strconv.AppendInt(b, int64(u(48)), 10)
		}
		for k, name := range []string{"st_atime", "st_mtime", "st_ctime"} {
			sec, nsec := int64(u(72+16*k)), int64(u(80+16*k))
			b = append(b, ", "...)
			b = append(b, name...)
			b = append(b, '=')
			b = appendTime(b, sec, nsec)
			b = append(b, ", "...)
			b = append(b, name...)
			b = append(b, "_nsec="...)
			b = strconv.AppendInt(b, nsec, 10)
		}
		return append(b, '}')
	}
	b = append(b, "{st_mode="...)
	b = appendMode(b, mode)
	if t := mode & 0o170000; t == 0o20000 || t == 0o60000 {
		b = append(b, ", st_rdev="...)
		b = appendDev(b, le.Uint64(s[40:]))
	} else {
		b = append(b, ", st_size="...)
		b = strconv.AppendInt(b, int64(le.Uint64(s[48:])), 10)
	}
	return append(b, ", ...}"...)
}

var dStat = dOutStruct(144, fmtStat)

// fmtStatx prints struct statx abbreviated as strace does.
func fmtStatx(c *call, s []byte, b []byte) []byte {
	b = append(b, "{stx_mask="...)
	b = appendFlags(b, uint64(le.Uint32(s[0:])), statxMask, "0")
	b = append(b, ", stx_attributes="...)
	b = appendHex0(b, le.Uint64(s[8:]))
	mode := uint64(le.Uint16(s[28:]))
	b = append(b, ", stx_mode="...)
	b = appendMode(b, mode)
	b = append(b, ", stx_size="...)
	b = strconv.AppendUint(b, le.Uint64(s[40:]), 10)
	return append(b, ", ...}"...)
}

func appendHex0(b []byte, v uint64) []byte {
	if v == 0 {
		return append(b, '0')
	}
	return appendHex(b, v)
}

func appendRlim(b []byte, v uint64) []byte {
	switch {
	case v == ^uint64(0):
		return append(b, "RLIM64_INFINITY"...)
	case v > 0 && v%1024 == 0:
		b = strconv.AppendUint(b, v/1024, 10)
		return append(b, "*1024"...)
	}
	return strconv.AppendUint(b, v, 10)
}

func fmtRlimit(c *call, s []byte, b []byte) []byte {
	b = append(b, "{rlim_cur="...)
	b = appendRlim(b, le.Uint64(s))
	b = append(b, ", rlim_max="...)
	b = appendRlim(b, le.Uint64(s[8:]))
	return append(b, '}')
}

func fmtTimespec(c *call, s []byte, b []byte) []byte {
	b = append(b, "{tv_sec="...)
	b = strconv.AppendInt(b, int64(le.Uint64(s)), 10)
	b = append(b, ", tv_nsec="...)
	b = strconv.AppendInt(b, int64(le.Uint64(s[8:])), 10)
	return append(b, '}')
}

func fmtTimeval(c *call, s []byte, b []byte) []byte {
	b = append(b, "{tv_sec="...)
	b = strconv.AppendInt(b, int64(le.Uint64(s)), 10)
	b = append(b, ", tv_usec="...)
	b = strconv.AppendInt(b, int64(le.Uint64(s[8:])), 10)
	return append(b, '}')
}

func fmtSigset(c *call, s []byte, b []byte) []byte { return appendSigset(b, le.Uint64(s)) }

// fmtSigaction prints the kernel's struct sigaction (handler, flags,
// restorer, mask).
func fmtSigaction(c *call, s []byte, b []byte) []byte {
	h := le.Uint64(s)
	flags := le.Uint64(s[8:])
	b = append(b, "{sa_handler="...)
	switch h {
	case 0:
		b = append(b, "SIG_DFL"...)
	case 1:
		b = append(b, "SIG_IGN"...)
	default:
		b = appendHex(b, h)
	}
	b = append(b, ", sa_mask="...)
	b = appendSigset(b, le.Uint64(s[24:]))
	b = append(b, ", sa_flags="...)
	b = appendFlags(b, flags, saFlags, "0")
	if flags&0x04000000 != 0 {
		b = append(b, ", sa_restorer="...)
		b = appendHex(b, le.Uint64(s[16:]))
	}
	return append(b, '}')
}

func fmtFdPair(c *call, s []byte, b []byte) []byte {
	b = append(b, '[')
	b = c.t.appendFd(b, c.ent.tid, int32(le.Uint32(s)))
	b = append(b, ", "...)
	b = c.t.appendFd(b, c.ent.tid, int32(le.Uint32(s[4:])))
	return append(b, ']')
}

func fmtWaitStatus(c *call, s []byte, b []byte) []byte {
	st := le.Uint32(s)
	b = append(b, "[{"...)
	switch {
	case st&0x7f == 0:
		b = append(b, "WIFEXITED(s) && WEXITSTATUS(s) == "...)
		b = strconv.AppendUint(b, uint64(st>>8&0xff), 10)
	case st&0xff == 0x7f:
		b = append(b, "WIFSTOPPED(s) && WSTOPSIG(s) == "...)
		b = append(b, signalName(int(st>>8&0xff))...)
	default:
		b = append(b, "WIFSIGNALED(s) && WTERMSIG(s) == "...)
		b = append(b, signalName(int(st&0x7f))...)
		if st&0x80 != 0 {
			b = append(b, " && WCOREDUMP(s)"...)
		}
	}
	return append(b, "}]"...)
}

func fmtInt(c *call, s []byte, b []byte) []byte {
	b = append(b, '[')
	b = strconv.AppendInt(b, int64(int32(le.Uint32(s))), 10)
	return append(b, ']')
}

func fmtUtsname(c *call, s []byte, b []byte) []byte {
	field := func(i int) []byte {
		f := s[i*65 : i*65+65]
		if j := strings.IndexByte(string(f), 0); j >= 0 {
			f = f[:j]
		}
		return f
	}
	b = append(b, "{sysname="...)
	b = quote(b, field(0), c.t.opts.Hex, false)
	b = append(b, ", nodename="...)
	b = quote(b, field(1), c.t.opts.Hex, false)
	return append(b, ", ...}"...)
}

// dArgv prints execve's argv.
var dArgv = dec{in: &slot{kind: capArgv, max: maxStrsizeStr}, f: func(c *call, i int, b []byte) []byte {
	if c.arg(i) == 0 {
		return append(b, "NULL"...)
	}
	s, n := c.in(i)
	if n < 0 {
		return appendHex(b, c.arg(i))
	}
	b = append(b, '[')
	for k, e := range argvElems(s) {
		if k > 0 {
			b = append(b, ", "...)
		}
		b = appendTrunc(b, []byte(e), c.t.opts, false)
	}
	if n&0x10000 != 0 {
		b = append(b, ", ..."...)
	}
	return append(b, ']')
}}

// dEnvp prints execve's envp as an address and a count.
var dEnvp = dec{in: &slot{kind: capCount}, f: func(c *call, i int, b []byte) []byte {
	b = appendPtr(b, c.arg(i))
	if c.arg(i) == 0 {
		return b
	}
	_, n := c.in(i)
	b = append(b, " /* "...)
	b = strconv.AppendInt(b, int64(n), 10)
	if n == 1 {
		return append(b, " var */"...)
	}
	return append(b, " vars */"...)
}}

// dDirents prints getdents64's buffer as an address and an entry count
// (counted in the captured part).
var dDirents = dec{out: &slot{kind: capBuf, lenMode: lenRet, max: maxCapture}, output: true,
	f: func(c *call, i int, b []byte) []byte {
		b = appendHex(b, c.arg(i))
		s, n := c.out(i)
		if c.failed || n < 0 {
			return b
		}
		cnt := 0
		for p := 0; p+19 <= len(s); {
			rl := int(le.Uint16(s[p+16:]))
			if rl == 0 {
				break
			}
			cnt++
			p += rl
		}
		b = append(b, " /* "...)
		b = strconv.AppendInt(b, int64(cnt), 10)
		return append(b, " entries */"...)
	}}

// fmtSockaddr prints a sockaddr of the captured length.
func appendSockaddr(b []byte, s []byte, hexMode int) []byte {
	if len(s) < 2 {
		return append(b, "{}"...)
	}
	fam := le.Uint16(s)
	b = append(b, "{sa_family="...)
	b = appendEnum(b, uint64(fam), sockDomains, "unsigned")
	switch {
	case fam == 1 && len(s) == 2: // unnamed
	case fam == 1:
		path := s[2:]
		b = append(b, ", sun_path="...)
		if len(path) > 0 && path[0] == 0 {
			b = append(b, '@')
			path = path[1:]
		}
		if j := strings.IndexByte(string(path), 0); j >= 0 {
			path = path[:j]
		}
		b = quote(b, path, hexMode, false)
	case fam == 2 && len(s) >= 8:
		b = append(b, ", sin_port=htons("...)
		b = strconv.AppendUint(b, uint64(s[2])<<8|uint64(s[3]), 10)
		b = append(b, "), sin_addr=inet_addr(\""...)
		for k := 0; k < 4; k++ {
			if k > 0 {
				b = append(b, '.')
			}
			b = strconv.AppendUint(b, uint64(s[4+k]), 10)
		}
		b = append(b, "\")"...)
	case fam == 10 && len(s) >= 24:
		b = append(b, ", sin6_port=htons("...)
		b = strconv.AppendUint(b, uint64(s[2])<<8|uint64(s[3]), 10)
		b = append(b, "), sin6_flowinfo=htonl("...)
		b = strconv.AppendUint(b, uint64(s[4])<<24|uint64(s[5])<<16|uint64(s[6])<<8|uint64(s[7]), 10)
		b = append(b, "), inet_pton(AF_INET6, \""...)
		b = append(b, ipv6String(s[8:24])...)
		b = append(b, "\", &sin6_addr), sin6_scope_id="...)
		b = strconv.AppendUint(b, uint64(le.Uint32(s[24:])), 10)
	default:
		b = append(b, ", sa_data="...)
		b = quote(b, s[2:], hexMode, false)
	}
	return append(b, '}')
}

func ipv6String(a []byte) string {
	// net/netip would do, but keep this package's imports small.
	var groups [8]uint16
	for k := range groups {
		groups[k] = uint16(a[2*k])<<8 | uint16(a[2*k+1])
	}
	// Longest run of zero groups (length >= 2) becomes "::".
	best, bestLen := -1, 1
	for k := 0; k < 8; {
		if groups[k] != 0 {
			k++
			continue
		}
		j := k
		for j < 8 && groups[j] == 0 {
			j++
		}
		if j-k > bestLen {
			best, bestLen = k, j-k
		}
		k = j
	}
	var sb strings.Builder
	for k := 0; k < 8; k++ {
		if k == best {
			sb.WriteString("::")
			k += bestLen - 1
			continue
		}
		if k > 0 && k != best+bestLen {
			sb.WriteByte(':')
		}
		sb.WriteString(strconv.FormatUint(uint64(groups[k]), 16))
	}
	return sb.String()
}

// dSockaddrIn is a sockaddr read at entry with length args[lenArg].
func dSockaddrIn(sizeArg int) dec {
	return dec{in: &slot{kind: capBuf, lenArg: uint8(sizeArg), lenMode: lenArg, max: 128},
		f: func(c *call, i int, b []byte) []byte {
			if c.arg(i) == 0 {
				return append(b, "NULL"...)
			}
			s, n := c.in(i)
			if n <= 0 {
				return appendHex(b, c.arg(i))
			}
			return appendSockaddr(b, s, c.t.opts.Hex)
		}}
}

// dSockaddrOut is a sockaddr written by the call, its length in *args[lenArg].
func dSockaddrOut(sizeArg int) dec {
	return dec{out: &slot{kind: capBuf, lenArg: uint8(sizeArg), lenMode: lenUser32, max: 128}, output: true,
		f: func(c *call, i int, b []byte) []byte {
			if c.arg(i) == 0 {
				return append(b, "NULL"...)
			}
			s, n := c.out(i)
			if c.failed || n <= 0 {
				return appendHex(b, c.arg(i))
			}
			return appendSockaddr(b, s, c.t.opts.Hex)
		}}
}

// dSocklenOut prints a socklen_t that the call updates: [N], or
// [IN => OUT] when it changed.
var dSocklenOut = dec{in: &slot{kind: capBuf, max: 4}, out: &slot{kind: capBuf, max: 4}, output: true,
	f: func(c *call, i int, b []byte) []byte {
		if c.arg(i) == 0 {
			return append(b, "NULL"...)
		}
		in, n := c.in(i)
		out, m := c.out(i)
		if n < 4 || len(in) < 4 {
			return appendHex(b, c.arg(i))
		}
		b = append(b, '[')
		b = strconv.AppendUint(b, uint64(le.Uint32(in)), 10)
		if !c.failed && m == 4 && len(out) == 4 && le.Uint32(out) != le.Uint32(in) {
			b = append(b, " => "...)
			b = strconv.AppendUint(b, uint64(le.Uint32(out)), 10)
		}
		return append(b, ']')
	}}

var ipProtos = []flag{{0, "IPPROTO_IP"}, {1, "IPPROTO_ICMP"}, {6, "IPPROTO_TCP"}, {17, "IPPROTO_UDP"},
	{41, "IPPROTO_IPV6"}, {58, "IPPROTO_ICMPV6"}, {132, "IPPROTO_SCTP"}, {255, "IPPROTO_RAW"}}

// dSockProto prints socket's protocol: IPPROTO_* for the inet families.
var dSockProto = dec{f: func(c *call, i int, b []byte) []byte {
	if d := c.arg(0); d == 2 || d == 10 {
		return appendEnum(b, uint64(uint32(c.arg(i))), ipProtos, "")
	}
	return strconv.AppendInt(b, int64(int32(c.arg(i))), 10)
}}

// Return value printers.
func retInt(c *call, b []byte) []byte { return strconv.AppendInt(b, c.ret, 10) }
func retHex(c *call, b []byte) []byte { return appendHex(b, uint64(c.ret)) }
func retFd(c *call, b []byte) []byte  { return c.t.appendFd(b, c.ent.tid, int32(c.ret)) }

// fmtStatfs prints struct statfs (x86-64).
func fmtStatfs(c *call, s []byte, b []byte) []byte {
	u := func(off int) uint64 { return le.Uint64(s[off:]) }
	b = append(b, "{f_type="...)
	b = appendEnum(b, u(0), fsMagics, "hex")
	for _, f := range []struct {
		name string
		off  int
	}{{"f_bsize", 8}, {"f_blocks", 16}, {"f_bfree", 24}, {"f_bavail", 32}, {"f_files", 40}, {"f_ffree", 48}} {
		b = append(b, ", "...)
		b = append(b, f.name...)
		b = append(b, '=')
		b = strconv.AppendUint(b, u(f.off), 10)
	}
	b = append(b, ", f_fsid={val=["...)
	b = appendHex0(b, uint64(le.Uint32(s[56:])))
	b = append(b, ", "...)
	b = appendHex0(b, uint64(le.Uint32(s[60:])))
	b = append(b, "]}, f_namelen="...)
	b = strconv.AppendUint(b, u(64), 10)
	b = append(b, ", f_frsize="...)
	b = strconv.AppendUint(b, u(72), 10)
	b = append(b, ", f_flags="...)
	b = appendFlags(b, u(80), statfsFlags, "0")
	return append(b, '}')
}

// fmtSysinfo prints struct sysinfo.
func fmtSysinfo(c *call, s []byte, b []byte) []byte {
	u := func(off int) uint64 { return le.Uint64(s[off:]) }
	b = append(b, "{uptime="...)
	b = strconv.AppendInt(b, int64(u(0)), 10)
	b = append(b, ", loads=["...)
	for k := 0; k < 3; k++ {
		if k > 0 {
			b = append(b, ", "...)
		}
		b = strconv.AppendUint(b, u(8+8*k), 10)
	}
	b = append(b, ']')
	for _, f := range []struct {
		name string
		off  int
	}{{"totalram", 32}, {"freeram", 40}, {"sharedram", 48}, {"bufferram", 56}, {"totalswap", 64}, {"freeswap", 72}} {
		b = append(b, ", "...)
		b = append(b, f.name...)
		b = append(b, '=')
		b = strconv.AppendUint(b, u(f.off), 10)
	}
	b = append(b, ", procs="...)
	b = strconv.AppendUint(b, uint64(le.Uint16(s[80:])), 10)
	b = append(b, ", totalhigh="...)
	b = strconv.AppendUint(b, u(88), 10)
	b = append(b, ", freehigh="...)
	b = strconv.AppendUint(b, u(96), 10)
	b = append(b, ", mem_unit="...)
	b = strconv.AppendUint(b, uint64(le.Uint32(s[104:])), 10)
	return append(b, '}')
}

// dCPUSet prints a CPU mask written by the call (length: the return value)
// as the list of set CPUs.
var dCPUSet = dec{out: &slot{kind: capBuf, lenMode: lenRet, max: 512}, output: true,
	f: func(c *call, i int, b []byte) []byte {
		s, n := c.out(i)
		if c.failed || n <= 0 {
			return appendHex(b, c.arg(i))
		}
		b = append(b, '[')
		first := true
		for k, byt := range s {
			for bit := 0; bit < 8; bit++ {
				if byt&(1<<bit) != 0 {
					if !first {
						b = append(b, ' ')
					}
					first = false
					b = strconv.AppendInt(b, int64(k*8+bit), 10)
				}
			}
		}
		return append(b, ']')
	}}

// dGroups prints getgroups' list: as many gids as the return value.
var dGroups = dec{out: &slot{kind: capBuf, lenArg: 0, lenMode: lenArgMul, elem: 4, max: 256}, output: true,
	f: func(c *call, i int, b []byte) []byte {
		if c.arg(i) == 0 {
			return append(b, "NULL"...)
		}
		s, n := c.out(i)
		if c.failed || n < 0 || (n == 0 && c.ret > 0 && c.arg(0) > 0) {
			return appendHex(b, c.arg(i))
		}
		b = append(b, '[')
		if c.arg(0) > 0 {
			for k := 0; k < int(c.ret) && 4*k+4 <= len(s); k++ {
				if k > 0 {
					b = append(b, ", "...)
				}
				b = strconv.AppendUint(b, uint64(le.Uint32(s[4*k:])), 10)
			}
		}
		return append(b, ']')
	}}

// dFcntlArg prints fcntl's third argument by command.
var dFcntlArg = dec{f: func(c *call, i int, b []byte) []byte {
	v := c.arg(i)
	switch c.arg(1) {
	case 2: // F_SETFD
		return appendFlags(b, v, fdFlags, "0")
	case 4: // F_SETFL
		return appendOpenFlags(b, v)
	case 0, 1030, 8, 10, 1024, 1026, 1031, 1033: // numbers
		return strconv.AppendInt(b, int64(int32(v)), 10)
	}
	return appendPtr(b, v)
}}

// dIoctlArg prints ioctl's third argument by command: terminal attributes
// and window sizes (read at entry for the set commands, at exit for the get
// commands), an fd for FICLONE, integers for FIONBIO and friends.
var dIoctlArg = dec{in: &slot{kind: capBuf, max: 36}, out: &slot{kind: capBuf, max: 36},
	f: func(c *call, i int, b []byte) []byte {
		v := c.arg(i)
		in, n := c.in(i)
		out, m := c.out(i)
		switch uint32(c.arg(1)) {
		case 0x40049409: // FICLONE
			return strconv.AppendInt(b, int64(int32(v)), 10)
		case 0x5401: // TCGETS
			if !c.failed && m >= 36 {
				return appendTermios(b, out)
			}
		case 0x5402, 0x5403, 0x5404: // TCSETS, TCSETSW, TCSETSF
			if n >= 36 {
				return appendTermios(b, in)
			}
		case 0x5413: // TIOCGWINSZ
			if !c.failed && m >= 8 {
				return appendWinsize(b, out)
			}
		case 0x5414: // TIOCSWINSZ
			if n >= 8 {
				return appendWinsize(b, in)
			}
		case 0x540f, 0x541b: // TIOCGPGRP, FIONREAD
			if !c.failed && m >= 4 {
				return fmtIntArray(c, out, b)
			}
		case 0x5410, 0x5421, 0x5452: // TIOCSPGRP, FIONBIO, FIOASYNC
			if n >= 4 {
				return fmtIntArray(c, in, b)
			}
		}
		return appendPtr(b, v)
	}}

var (
	termIflags = []flag{{1, "IGNBRK"}, {2, "BRKINT"}, {4, "IGNPAR"}, {8, "PARMRK"}, {0x10, "INPCK"},
		{0x20, "ISTRIP"}, {0x40, "INLCR"}, {0x80, "IGNCR"}, {0x100, "ICRNL"}, {0x200, "IUCLC"},
		{0x400, "IXON"}, {0x800, "IXANY"}, {0x1000, "IXOFF"}, {0x2000, "IMAXBEL"}, {0x4000, "IUTF8"}}
	termOflags = []flag{{1, "OPOST"}, {2, "OLCUC"}, {4, "ONLCR"}, {8, "OCRNL"}, {0x10, "ONOCR"},
		{0x20, "ONLRET"}, {0x40, "OFILL"}, {0x80, "OFDEL"}}
	termCflags = []flag{{0x40, "CSTOPB"}, {0x80, "CREAD"}, {0x100, "PARENB"}, {0x200, "PARODD"},
		{0x400, "HUPCL"}, {0x800, "CLOCAL"}, {0x40000000, "CMSPAR"}, {0x80000000, "CRTSCTS"}}
	termLflags = []flag{{1, "ISIG"}, {2, "ICANON"}, {4, "XCASE"}, {8, "ECHO"}, {0x10, "ECHOE"},
		{0x20, "ECHOK"}, {0x40, "ECHONL"}, {0x80, "NOFLSH"}, {0x8000, "IEXTEN"}, {0x200, "ECHOCTL"},
		{0x400, "ECHOPRT"}, {0x800, "ECHOKE"}, {0x1000, "FLUSHO"}, {0x4000, "PENDIN"},
		{0x100, "TOSTOP"}, {0x10000, "EXTPROC"}}
	baudRates = []flag{{0, "B0"}, {1, "B50"}, {2, "B75"}, {3, "B110"}, {4, "B134"}, {5, "B150"},
		{6, "B200"}, {7, "B300"}, {8, "B600"}, {9, "B1200"}, {10, "B1800"}, {11, "B2400"},
		{12, "B4800"}, {13, "B9600"}, {14, "B19200"}, {15, "B38400"}, {0x1001, "B57600"},
		{0x1002, "B115200"}, {0x1003, "B230400"}, {0x1004, "B460800"}, {0x1005, "B500000"},
		{0x1006, "B576000"}, {0x1007, "B921600"}, {0x1008, "B1000000"}}
)

// appendTermios prints the kernel's struct termios abbreviated.
func appendTermios(b []byte, s []byte) []byte {
	iflag, oflag := uint64(le.Uint32(s)), uint64(le.Uint32(s[4:]))
	cflag, lflag := uint64(le.Uint32(s[8:])), uint64(le.Uint32(s[12:]))
	b = append(b, "{c_iflag="...)
	b = appendFlags(b, iflag, termIflags, "0")
	b = append(b, ", c_oflag="...)
	delays := []struct {
		mask  uint64
		names []string
		shift uint
	}{{0x100, []string{"NL0", "NL1"}, 8}, {0x600, []string{"CR0", "CR1", "CR2", "CR3"}, 9},
		{0x1800, []string{"TAB0", "TAB1", "TAB2", "TAB3"}, 11}, {0x2000, []string{"BS0", "BS1"}, 13},
		{0x4000, []string{"VT0", "VT1"}, 14}, {0x8000, []string{"FF0", "FF1"}, 15}}
	for _, d := range delays {
		b = append(b, d.names[(oflag&d.mask)>>d.shift]...)
		b = append(b, '|')
	}
	b = appendFlags(b, oflag&0xff, termOflags, "0")
	b = append(b, ", c_cflag="...)
	b = appendEnum(b, cflag&0x100f, baudRates, "hex")
	b = append(b, '|')
	b = append(b, [...]string{"CS5", "CS6", "CS7", "CS8"}[(cflag&0x30)>>4]...)
	if rest := cflag &^ 0x103f; rest != 0 {
		b = append(b, '|')
		b = appendFlags(b, rest, termCflags, "0")
	}
	b = append(b, ", c_lflag="...)
	b = appendFlags(b, lflag, termLflags, "0")
	return append(b, ", ...}"...)
}

func appendWinsize(b []byte, s []byte) []byte {
	b = append(b, "{ws_row="...)
	b = strconv.AppendUint(b, uint64(le.Uint16(s)), 10)
	b = append(b, ", ws_col="...)
	b = strconv.AppendUint(b, uint64(le.Uint16(s[2:])), 10)
	b = append(b, ", ws_xpixel="...)
	b = strconv.AppendUint(b, uint64(le.Uint16(s[4:])), 10)
	b = append(b, ", ws_ypixel="...)
	b = strconv.AppendUint(b, uint64(le.Uint16(s[6:])), 10)
	return append(b, '}')
}

func retOctal(c *call, b []byte) []byte { return appendOctal(b, uint64(c.ret)) }

// iovec arrays: the BPF copy holds the array, then each buffer.
func dIovec(output bool) dec {
	sl := &slot{kind: capIov, lenArg: 2, max: maxStrsize}
	d := dec{output: output}
	if output {
		d.out = sl
	} else {
		d.in = sl
	}
	d.f = func(c *call, i int, b []byte) []byte {
		s, n := c.in(i)
		if output {
			s, n = c.out(i)
		}
		if (output && c.failed) || n <= 0 || len(s) < 16*int(n) {
			return appendHex(b, c.arg(i))
		}
		total := int64(-1) // what writev sends is shown whole
		if output {
			total = max(c.ret, 0) // readv: only the bytes read
		}
		return appendIov(b, c, s, int(n), c.arg(2), total)
	}
	return d
}

// getcwd: a NUL-terminated path of the returned length.
var dOutCwd = dec{out: &slot{kind: capBuf, lenMode: lenRet, max: maxCapture}, output: true,
	f: func(c *call, i int, b []byte) []byte {
		s, n := c.out(i)
		if c.failed || n <= 0 {
			return appendHex(b, c.arg(i))
		}
		return quote(b, strip(s), c.t.opts.Hex, false)
	}}

// poll: struct pollfd[nfds] at entry (events) and exit (revents, printed
// with the return value).
var dPollfds = dec{in: &slot{kind: capBuf, lenArg: 1, lenMode: lenArgMul, elem: 8, max: 512},
	out: &slot{kind: capBuf, lenArg: 1, lenMode: lenArgMul, elem: 8, max: 512},
	f: func(c *call, i int, b []byte) []byte {
		s, n := c.in(i)
		if n <= 0 {
			return appendHex(b, c.arg(i))
		}
		b = append(b, '[')
		for k := 0; 8*k+8 <= len(s); k++ {
			if k > 0 {
				b = append(b, ", "...)
			}
			b = append(b, "{fd="...)
			b = strconv.AppendInt(b, int64(int32(le.Uint32(s[8*k:]))), 10)
			b = append(b, ", events="...)
			b = appendFlags(b, uint64(le.Uint16(s[8*k+4:])), pollEvents, "0")
			b = append(b, '}')
		}
		return append(b, ']')
	}}

func retPoll(c *call, b []byte) []byte {
	b = strconv.AppendInt(b, c.ret, 10)
	if c.ret == 0 {
		return append(b, " (Timeout)"...)
	}
	s, n := c.out(0)
	if n <= 0 {
		return b
	}
	b = append(b, " (["...)
	first := true
	for k := 0; 8*k+8 <= len(s); k++ {
		rev := le.Uint16(s[8*k+6:])
		if rev == 0 {
			continue
		}
		if !first {
			b = append(b, ", "...)
		}
		first = false
		b = append(b, "{fd="...)
		b = strconv.AppendInt(b, int64(int32(le.Uint32(s[8*k:]))), 10)
		b = append(b, ", revents="...)
		b = appendFlags(b, uint64(rev), pollEvents, "0")
		b = append(b, '}')
	}
	return append(b, "])"...)
}

// clone3's struct clone_args, with the child's tid at exit.
func fmtCloneArgs(c *call, s []byte, b []byte) []byte {
	u := func(off int) uint64 { return le.Uint64(s[off:]) }
	flags := u(0)
	b = append(b, "{flags="...)
	b = appendFlags(b, flags, cloneFlags, "0")
	if flags&0x1000 != 0 {
		b = append(b, ", pidfd="...)
		b = appendPtr(b, u(8))
	}
	if flags&(0x1000000|0x200000) != 0 {
		b = append(b, ", child_tid="...)
		b = appendPtr(b, u(16))
	}
	if flags&0x100000 != 0 {
		b = append(b, ", parent_tid="...)
		b = appendPtr(b, u(24))
	}
	b = append(b, ", exit_signal="...)
	if sig := u(32); sig == 0 {
		b = append(b, '0')
	} else {
		b = append(b, signalName(int(sig))...)
	}
	b = append(b, ", stack="...)
	b = appendPtr(b, u(40))
	b = append(b, ", stack_size="...)
	b = appendHex0(b, u(48))
	if flags&0x80000 != 0 {
		b = append(b, ", tls="...)
		b = appendPtr(b, u(56))
	}
	b = append(b, '}')
	if c.finished && !c.failed && flags&0x100000 != 0 {
		b = append(b, " => {parent_tid=["...)
		b = strconv.AppendInt(b, c.ret, 10)
		b = append(b, "]}"...)
	}
	return b
}

// futex's arguments after the operation depend on it.
func futexOp(c *call) uint64 { return c.arg(1) & 0x7f }

var dFutexTimeout = dec{in: &slot{kind: capBuf, max: 16}, f: func(c *call, i int, b []byte) []byte {
	switch futexOp(c) {
	case 0, 9, 6, 11, 13: // WAIT, WAIT_BITSET, LOCK_PI, WAIT_REQUEUE_PI, LOCK_PI2
		if c.arg(i) == 0 {
			return append(b, "NULL"...)
		}
		s, n := c.in(i)
		if n < 16 {
			return appendHex(b, c.arg(i))
		}
		return fmtTimespec(c, s, b)
	}
	return strconv.AppendUint(b, uint64(uint32(c.arg(i))), 10)
}}

var dFutexVal3 = dec{f: func(c *call, i int, b []byte) []byte {
	v := uint32(c.arg(i))
	switch futexOp(c) {
	case 9, 10:
		if v == 0xffffffff {
			return append(b, "FUTEX_BITSET_MATCH_ANY"...)
		}
		return appendHex(b, uint64(v))
	case 5:
		return appendHex(b, uint64(v))
	}
	return strconv.AppendInt(b, int64(int32(v)), 10)
}}

var sockoptNames = map[uint64][]flag{
	1: {{1, "SO_DEBUG"}, {2, "SO_REUSEADDR"}, {3, "SO_TYPE"}, {4, "SO_ERROR"}, {5, "SO_DONTROUTE"},
		{6, "SO_BROADCAST"}, {7, "SO_SNDBUF"}, {8, "SO_RCVBUF"}, {9, "SO_KEEPALIVE"},
		{10, "SO_OOBINLINE"}, {12, "SO_PRIORITY"}, {13, "SO_LINGER"}, {15, "SO_REUSEPORT"},
		{16, "SO_PASSCRED"}, {17, "SO_PEERCRED"}, {18, "SO_RCVLOWAT"}, {19, "SO_SNDLOWAT"},
		{20, "SO_RCVTIMEO_OLD"}, {21, "SO_SNDTIMEO_OLD"}, {32, "SO_SNDBUFFORCE"}, {33, "SO_RCVBUFFORCE"},
		{38, "SO_PROTOCOL"}, {39, "SO_DOMAIN"}},
	6: {{1, "TCP_NODELAY"}, {2, "TCP_MAXSEG"}, {3, "TCP_CORK"}, {4, "TCP_KEEPIDLE"},
		{5, "TCP_KEEPINTVL"}, {6, "TCP_KEEPCNT"}, {9, "TCP_DEFER_ACCEPT"}, {11, "TCP_INFO"},
		{12, "TCP_QUICKACK"}, {13, "TCP_CONGESTION"}, {23, "TCP_FASTOPEN"}},
	41: {{26, "IPV6_V6ONLY"}},
}

var dSockoptName = dec{f: func(c *call, i int, b []byte) []byte {
	return appendEnum(b, uint64(uint32(c.arg(i))), sockoptNames[uint64(uint32(c.arg(1)))], "")
}}

func fmtIntArray(c *call, s []byte, b []byte) []byte {
	b = append(b, '[')
	b = strconv.AppendInt(b, int64(int32(le.Uint32(s))), 10)
	return append(b, ']')
}

// setsockopt's value: [N] for an int.
var dSockoptIn = dec{in: &slot{kind: capBuf, lenArg: 4, lenMode: lenArg, max: 64},
	f: func(c *call, i int, b []byte) []byte {
		s, n := c.in(i)
		if c.arg(i) == 0 {
			return append(b, "NULL"...)
		}
		if n == 4 {
			return fmtIntArray(c, s, b)
		}
		if n <= 0 {
			return appendHex(b, c.arg(i))
		}
		return quote(b, s, c.t.opts.Hex, true)
	}}

// getsockopt's value, its length at exit in *args[4].
var dSockoptOut = dec{out: &slot{kind: capBuf, lenArg: 4, lenMode: lenUser32, max: 64}, output: true,
	f: func(c *call, i int, b []byte) []byte {
		s, n := c.out(i)
		if c.arg(i) == 0 {
			return append(b, "NULL"...)
		}
		if c.failed || n <= 0 {
			return appendHex(b, c.arg(i))
		}
		if n == 4 {
			return fmtIntArray(c, s, b)
		}
		return quote(b, s, c.t.opts.Hex, true)
	}}

// appendEpollEvent prints a packed struct epoll_event (12 bytes).
func appendEpollEvent(b []byte, s []byte) []byte {
	b = append(b, "{events="...)
	b = appendFlags(b, uint64(le.Uint32(s)), epollEvents, "0")
	d := le.Uint64(s[4:])
	b = append(b, ", data={u32="...)
	b = strconv.AppendUint(b, uint64(uint32(d)), 10)
	b = append(b, ", u64="...)
	b = strconv.AppendUint(b, d, 10)
	return append(b, "}}"...)
}

var dEpollEventIn = dInStruct(12, func(c *call, s []byte, b []byte) []byte { return appendEpollEvent(b, s) })

// dEpollEventsOut prints the events epoll_wait returned.
var dEpollEventsOut = dec{out: &slot{kind: capBuf, lenMode: lenRetMul, elem: 12, max: 384}, output: true,
	f: func(c *call, i int, b []byte) []byte {
		s, n := c.out(i)
		if c.failed || n < 0 {
			return appendHex(b, c.arg(i))
		}
		b = append(b, '[')
		for k := 0; 12*k+12 <= len(s); k++ {
			if k > 0 {
				b = append(b, ", "...)
			}
			b = appendEpollEvent(b, s[12*k:])
		}
		if c.ret > int64(len(s)/12) {
			b = append(b, ", ..."...)
		}
		return append(b, ']')
	}}

var capNames = [...]string{"CAP_CHOWN", "CAP_DAC_OVERRIDE", "CAP_DAC_READ_SEARCH", "CAP_FOWNER",
	"CAP_FSETID", "CAP_KILL", "CAP_SETGID", "CAP_SETUID", "CAP_SETPCAP", "CAP_LINUX_IMMUTABLE",
	"CAP_NET_BIND_SERVICE", "CAP_NET_BROADCAST", "CAP_NET_ADMIN", "CAP_NET_RAW", "CAP_IPC_LOCK",
	"CAP_IPC_OWNER", "CAP_SYS_MODULE", "CAP_SYS_RAWIO", "CAP_SYS_CHROOT", "CAP_SYS_PTRACE",
	"CAP_SYS_PACCT", "CAP_SYS_ADMIN", "CAP_SYS_BOOT", "CAP_SYS_NICE", "CAP_SYS_RESOURCE",
	"CAP_SYS_TIME", "CAP_SYS_TTY_CONFIG", "CAP_MKNOD", "CAP_LEASE", "CAP_AUDIT_WRITE",
	"CAP_AUDIT_CONTROL", "CAP_SETFCAP", "CAP_MAC_OVERRIDE", "CAP_MAC_ADMIN", "CAP_SYSLOG",
	"CAP_WAKE_ALARM", "CAP_BLOCK_SUSPEND", "CAP_AUDIT_READ", "CAP_PERFMON", "CAP_BPF",
	"CAP_CHECKPOINT_RESTORE"}

// prctl's arguments by option.
var dPrctlArg = dec{in: &slot{kind: capStr, max: 17}, f: func(c *call, i int, b []byte) []byte {
	v := c.arg(i)
	switch c.arg(0) {
	case 23, 24: // PR_CAPBSET_READ, PR_CAPBSET_DROP
		if v < uint64(len(capNames)) {
			return append(b, capNames[v]...)
		}
		b = appendHex(b, v)
		return append(b, " /* CAP_??? */"...)
	case 1: // PR_SET_PDEATHSIG
		return appendSig(b, v)
	case 15: // PR_SET_NAME
		if s, n := c.inStr(i); n > 0 {
			return quote(b, strip(s), c.t.opts.Hex, false)
		}
	case 4, 36, 38, 39: // PR_SET_DUMPABLE, PR_SET_CHILD_SUBREAPER, PR_{SET,GET}_NO_NEW_PRIVS
		return strconv.AppendUint(b, v, 10)
	}
	return appendHex(b, v)
}}

var dPrctlRest = dec{f: func(c *call, i int, b []byte) []byte {
	if o := c.arg(0); o == 38 || o == 39 {
		return strconv.AppendUint(b, c.arg(i), 10)
	}
	return appendHex(b, c.arg(i))
}}

var ssFlags = []flag{{1, "SS_ONSTACK"}, {2, "SS_DISABLE"}, {1 << 31, "SS_AUTODISARM"}}

func fmtStack(c *call, s []byte, b []byte) []byte {
	b = append(b, "{ss_sp="...)
	b = appendPtr(b, le.Uint64(s))
	b = append(b, ", ss_flags="...)
	b = appendFlags(b, uint64(le.Uint32(s[8:])), ssFlags, "0")
	b = append(b, ", ss_size="...)
	b = strconv.AppendUint(b, le.Uint64(s[16:]), 10)
	return append(b, '}')
}

// restart_syscall names the call it resumes.
var dRestart = dec{f: func(c *call, i int, b []byte) []byte {
	name := "???"
	if c.task != nil {
		name = sysName(int(c.task.restartNr))
	}
	b = append(b, "<... resuming interrupted "...)
	b = append(b, name...)
	return append(b, " ...>"...)
}}

// fd_set arguments of select and pselect6: the first nfds bits, read at
// entry and again at exit (the return value shows what is left).
var dFdSet = dec{in: &slot{kind: capBuf, lenArg: 0, lenMode: lenArgMul, elem: 1, max: 128},
	out: &slot{kind: capBuf, lenArg: 0, lenMode: lenArgMul, elem: 1, max: 128},
	f: func(c *call, i int, b []byte) []byte {
		if c.arg(i) == 0 {
			return append(b, "NULL"...)
		}
		s, n := c.in(i)
		if n <= 0 {
			return appendHex(b, c.arg(i))
		}
		return appendFdSet(b, s, int(c.arg(0)))
	}}

func appendFdSet(b []byte, s []byte, nfds int) []byte {
	b = append(b, '[')
	first := true
	for fd := 0; fd < nfds && fd/8 < len(s); fd++ {
		if s[fd/8]&(1<<(fd%8)) == 0 {
			continue
		}
		if !first {
			b = append(b, ' ')
		}
		first = false
		b = strconv.AppendInt(b, int64(fd), 10)
	}
	return append(b, ']')
}

// The select timeout, read at entry and exit ("left" in the return value).
func dSelectTimeout(nsec bool) dec {
	f := fmtTimeval
	if nsec {
		f = fmtTimespec
	}
	return dec{in: &slot{kind: capBuf, max: 16}, out: &slot{kind: capBuf, max: 16},
		f: func(c *call, i int, b []byte) []byte {
			if c.arg(i) == 0 {
				return append(b, "NULL"...)
			}
			s, n := c.in(i)
			if n < 16 {
				return appendHex(b, c.arg(i))
			}
			return f(c, s, b)
		}}
}

func retSelect(nsec bool) func(c *call, b []byte) []byte {
	return func(c *call, b []byte) []byte {
		b = strconv.AppendInt(b, c.ret, 10)
		if c.ret == 0 {
			return append(b, " (Timeout)"...)
		}
		b = append(b, " ("...)
		sep := ""
		for k, name := range []string{"in", "out", "except"} {
			s, n := c.out(1 + k)
			if c.arg(1+k) == 0 || n <= 0 {
				continue
			}
			any := false
			for _, x := range s {
				any = any || x != 0
			}
			if !any {
				continue
			}
			b = append(b, sep...)
			b = append(b, name...)
			b = append(b, ' ')
			b = appendFdSet(b, s, int(c.arg(0)))
			sep = ", "
		}
		if s, n := c.out(4); c.arg(4) != 0 && n >= 16 {
			b = append(b, sep...)
			b = append(b, "left "...)
			if nsec {
				b = fmtTimespec(c, s, b)
			} else {
				b = fmtTimeval(c, s, b)
			}
		}
		return append(b, ')')
	}
}

// msgKinds are the slot kinds of a msghdr capture: the struct, its name,
// its control data and its iovec.
var msgKinds = [nSlots]uint8{capMsg, capBuf, capBuf, capIov}

// appendIov prints an iovec capture of n elements (vlen in the call);
// total is the byte count the call transferred, or -1 when not limited.
func appendIov(b []byte, c *call, s []byte, n int, vlen uint64, total int64) []byte {
	if len(s) < 16*n {
		return append(b, '?')
	}
	arr, bufs := s[:16*n], s[16*n:]
	rem := uint64(max(total, 0))
	b = append(b, '[')
	for k := 0; k < n; k++ {
		if k > 0 {
			b = append(b, ", "...)
		}
		base, ln := le.Uint64(arr[16*k:]), le.Uint64(arr[16*k+8:])
		var data []byte
		if len(bufs) >= 2 {
			m := int(le.Uint16(bufs))
			if 2+m <= len(bufs) {
				data = bufs[2 : 2+m]
			}
			bufs = bufs[min(2+m, len(bufs)):]
		}
		b = append(b, "{iov_base="...)
		if base == 0 {
			b = append(b, "NULL"...)
		} else {
			b = quote(b, data, c.t.opts.Hex, false)
			shown := ln
			if total >= 0 {
				shown = min(ln, rem)
				rem -= shown
			}
			if uint64(len(data)) < shown {
				b = append(b, "..."...)
			}
		}
		b = append(b, ", iov_len="...)
		b = strconv.AppendUint(b, ln, 10)
		b = append(b, '}')
	}
	if vlen > uint64(n) {
		b = append(b, ", ..."...)
	}
	return append(b, ']')
}

var cmsgTypes = []flag{{1, "SCM_RIGHTS"}, {2, "SCM_CREDENTIALS"}, {29, "SCM_TIMESTAMP"}}

// appendCmsgs prints control messages.
func appendCmsgs(b []byte, s []byte) []byte {
	b = append(b, '[')
	for p := 0; p+16 <= len(s); {
		ln := int(le.Uint64(s[p:]))
		if p > 0 {
			b = append(b, ", "...)
		}
		level, typ := le.Uint32(s[p+8:]), le.Uint32(s[p+12:])
		b = append(b, "{cmsg_len="...)
		b = strconv.AppendInt(b, int64(ln), 10)
		b = append(b, ", cmsg_level="...)
		b = appendEnum(b, uint64(level), sockLevels, "")
		b = append(b, ", cmsg_type="...)
		data := s[p+16 : min(p+max(ln, 16), len(s))]
		if level == 1 {
			b = appendEnum(b, uint64(typ), cmsgTypes, "hex")
			b = append(b, ", cmsg_data="...)
			switch typ {
			case 1:
				b = append(b, '[')
				for k := 0; 4*k+4 <= len(data); k++ {
					if k > 0 {
						b = append(b, ", "...)
					}
					b = strconv.AppendInt(b, int64(int32(le.Uint32(data[4*k:]))), 10)
				}
				b = append(b, ']')
			case 2:
				if len(data) >= 12 {
					b = append(b, "{pid="...)
					b = strconv.AppendInt(b, int64(int32(le.Uint32(data))), 10)
					b = append(b, ", uid="...)
					b = strconv.AppendUint(b, uint64(le.Uint32(data[4:])), 10)
					b = append(b, ", gid="...)
					b = strconv.AppendUint(b, uint64(le.Uint32(data[8:])), 10)
					b = append(b, '}')
				}
			default:
				b = quote(b, data, 0, true)
			}
		} else {
			b = appendHex(b, uint64(typ))
			b = append(b, ", cmsg_data="...)
			b = quote(b, data, 0, true)
		}
		b = append(b, '}')
		if ln < 16 {
			break
		}
		p += (ln + 7) &^ 7
	}
	return append(b, ']')
}

// dMsghdr prints a struct msghdr: sendmsg's at entry, recvmsg's at exit.
func dMsghdr(output bool) dec {
	sl := &slot{kind: capMsg, max: maxStrsize}
	d := dec{output: output}
	if output {
		d.out = sl
		d.in = &slot{kind: capBuf, max: 16} // msg_name and msg_namelen before the call
	} else {
		d.in = sl
	}
	d.f = func(c *call, i int, b []byte) []byte {
		r, data := c.ent, c.entData
		if output {
			r, data = c.ex, c.exData
		}
		if r == nil || (output && c.failed) || r.lens[0] != msghdrSize || len(data[0]) < msghdrSize {
			return appendHex(b, c.arg(i))
		}
		mh := data[0]
		u := func(off int) uint64 { return le.Uint64(mh[off:]) }
		b = append(b, "{msg_name="...)
		if u(0) == 0 {
			b = append(b, "NULL"...)
		} else if r.lens[1] > 0 {
			b = appendSockaddr(b, data[1], c.t.opts.Hex)
		} else {
			b = appendHex(b, u(0))
		}
		b = append(b, ", msg_namelen="...)
		if in, n := c.in(i); output && n == 16 && len(in) == 16 && le.Uint32(in[8:]) != le.Uint32(mh[8:]) {
			b = strconv.AppendUint(b, uint64(le.Uint32(in[8:])), 10)
			b = append(b, " => "...)
		}
		b = strconv.AppendUint(b, uint64(le.Uint32(mh[8:])), 10)
		b = append(b, ", msg_iov="...)
		total := int64(-1)
		if output {
			total = c.ret
		}
		if u(16) == 0 {
			b = append(b, "NULL"...)
		} else {
			b = appendIov(b, c, data[3], int(r.lens[3]), u(24), total)
		}
		b = append(b, ", msg_iovlen="...)
		b = strconv.AppendUint(b, u(24), 10)
		if u(32) != 0 && u(40) != 0 {
			b = append(b, ", msg_control="...)
			if r.lens[2] > 0 {
				b = appendCmsgs(b, data[2])
			} else {
				b = appendHex(b, u(32))
			}
		}
		b = append(b, ", msg_controllen="...)
		b = strconv.AppendUint(b, u(40), 10)
		b = append(b, ", msg_flags="...)
		b = appendFlags(b, uint64(le.Uint32(mh[48:])), msgFlags, "0")
		return append(b, '}')
	}
	return d
}

// dSleepRem is nanosleep's remaining time, written when a signal
// interrupts the sleep.
var dSleepRem = dec{out: &slot{kind: capBuf, max: 16, lenMode: lenConst | slotOnFail}, output: true,
	f: func(c *call, i int, b []byte) []byte {
		if c.arg(i) == 0 {
			return append(b, "NULL"...)
		}
		s, n := c.out(i)
		if c.ret != -4 && c.ret != -516 || n < 16 {
			return appendHex(b, c.arg(i))
		}
		return fmtTimespec(c, s, b)
	}}
