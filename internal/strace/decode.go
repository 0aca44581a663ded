package strace

import (
	"strconv"
	"strings"

	"sonde/internal/kernel/abi"
)

func sysName(nr int) string { return abi.SyscallName(nr) }

// dec decodes one syscall argument. in and out request captures of the
// argument's memory at entry and at exit; output arguments are printed at
// exit (after " <unfinished ...>" when the call was interrupted).
type dec struct {
	in, out *slot
	output  bool
	f       func(c *call, i int, b []byte) []byte
}

// Sentinels for slot.max replaced by values derived from -s.
const (
	maxStrsize    = 0xffff // buffers: strsize bytes
	maxStrsizeStr = 0xfffe // strings: strsize+1 chars and a NUL
)

// sysinfo is everything known about one syscall number.
type sysinfo struct {
	name    string
	decs    []dec
	nargsFn func(c *call) int // variable arity (open's mode, futex, fcntl)
	skip    func(c *call, i int) bool
	ret     func(c *call, b []byte) []byte
	ent, ex phaseSpec
	entSlot [6]int8
	exSlot  [6]int8
	entKind [nSlots]uint8
	exKind  [nSlots]uint8
}

// call is a syscall being printed: its entry record and, once it returned,
// its exit record.
type call struct {
	t        *tracer
	info     *sysinfo
	ent      *record
	entData  [nSlots][]byte
	ex       *record
	exData   [nSlots][]byte
	ret      int64
	failed   bool
	finished bool
	task     *task
}

func (c *call) arg(i int) uint64 { return c.ent.args[i] }

func (c *call) in(i int) ([]byte, int32) {
	k := c.info.entSlot[i]
	if k < 0 {
		return nil, -14
	}
	return c.entData[k], c.ent.lens[k]
}

func (c *call) out(i int) ([]byte, int32) {
	k := c.info.exSlot[i]
	if k < 0 || c.ex == nil {
		return nil, -14
	}
	return c.exData[k], c.ex.lens[k]
}

// buildTable derives every syscall's decoders and capture specs.
func buildTable(o *Options) []*sysinfo {
	tab := make([]*sysinfo, maxSyscall)
	for nr := range tab {
		name := sysName(nr)
		if name == "" {
			continue
		}
		si := &sysinfo{name: name}
		if decs, ok := sigs()[name]; ok {
			si.decs = decs
		} else {
			for _, d := range abi.Syscalls[nr].Args {
				si.decs = append(si.decs, defaultDec(d))
			}
		}
		if o.Verbose && (name == "execve" || name == "execveat") {
			// -v: the environment's strings rather than their count.
			decs := append([]dec(nil), si.decs...)
			decs[len(decs)-1-btoi(name == "execveat")] = dArgv
			si.decs = decs
		}
		si.nargsFn = nargsFns[name]
		si.skip = skipFns[name]
		si.ret = retFns()[name]
		if si.ret == nil {
			si.ret = retInt
		}
		for i := range si.entSlot {
			si.entSlot[i], si.exSlot[i] = -1, -1
		}
		ne, nx := 0, 0
		for i, d := range si.decs {
			if d.in != nil && ne < nSlots {
				s := *d.in
				s.arg = uint8(i)
				s.max = slotMax(s.max, o.StrSize)
				si.ent.slots[ne] = s
				si.entKind[ne] = s.kind
				si.entSlot[i] = int8(ne)
				ne++
				if s.kind == capMsg { // the msghdr's parts take the other slots
					si.entKind, ne = msgKinds, nSlots
				}
			}
			if d.out != nil && nx < nSlots {
				s := *d.out
				s.arg = uint8(i)
				s.max = slotMax(s.max, o.StrSize)
				si.ex.slots[nx] = s
				si.exKind[nx] = s.kind
				si.exSlot[i] = int8(nx)
				nx++
				if s.kind == capMsg {
					si.exKind, nx = msgKinds, nSlots
				}
			}
		}
		traced := o.Trace.has(nr)
		si.ent.traced, si.ex.traced = traced, traced
		// Without entry captures, the call is reported in one record at
		// exit, unless its entry must show on its own: calls that never
		// return, and with several tasks traced, calls that block (their
		// lines show "<unfinished ...>" when another task interleaves).
		multi := o.Follow || len(o.Pids) > 1
		if ne == 0 && !neverReturns[name] && !(multi && blocking[name]) {
			si.ent.combine, si.ex.combine = true, true
		}
		tab[nr] = si
	}
	return tab
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func slotMax(m uint16, strsize int) uint16 {
	switch m {
	case maxStrsize:
		return uint16(min(strsize, maxCapture))
	case maxStrsizeStr:
		return uint16(min(strsize+2, maxCapture))
	}
	return m
}

// specMap returns the specs map contents for the table.
func specMap(tab []*sysinfo) map[uint32]phaseSpec {
	m := map[uint32]phaseSpec{}
	for nr, si := range tab {
		if si == nil {
			continue
		}
		m[uint32(nr*2)] = si.ent
		m[uint32(nr*2+1)] = si.ex
	}
	return m
}

// neverReturns lists syscalls whose exit record may never come.
var neverReturns = map[string]bool{"exit": true, "exit_group": true, "execve": true,
	"execveat": true, "rt_sigreturn": true}

// blocking lists syscalls without entry captures that may block for long.
var blocking = map[string]bool{
	"pause": true, "rt_sigsuspend": true, "wait4": true, "waitid": true, "flock": true,
	"fsync": true, "fdatasync": true, "sync": true, "syncfs": true, "msync": true,
	"read": true, "readv": true, "pread64": true, "preadv": true, "preadv2": true,
	"recvfrom": true, "recvmsg": true, "recvmmsg": true, "accept": true, "accept4": true,
	"epoll_wait": true, "epoll_pwait": true, "epoll_pwait2": true, "poll": true, "ppoll": true,
	"select": true, "pselect6": true, "futex": true, "nanosleep": true, "clock_nanosleep": true,
	"sendfile": true, "splice": true, "tee": true, "copy_file_range": true, "io_getevents": true,
	"msgrcv": true, "semop": true, "semtimedop": true, "mq_timedreceive": true, "restart_syscall": true,
	"rt_sigtimedwait": true, "vfork": true, "clone": true, "clone3": true, "fork": true,
	"connect": true, "getrandom": true,
}

// defaultDec picks a decoder from the kernel's declaration of an argument.
func defaultDec(decl string) dec {
	typ, name := decl, ""
	if i := strings.LastIndexAny(decl, " *"); i >= 0 {
		typ, name = strings.TrimSpace(decl[:i+1]), decl[i+1:]
	}
	switch {
	case strings.Contains(typ, "char") && strings.Contains(typ, "*") &&
		(strings.Contains(name, "name") || strings.Contains(name, "path") || name == "library"):
		return dPath
	case strings.Contains(typ, "*"):
		return dPtr
	case name == "fd" || strings.HasSuffix(name, "_fd") || name == "fildes":
		return dFd
	case strings.HasSuffix(name, "dfd") || name == "dirfd":
		return dDirfd
	case typ == "umode_t" || name == "mode":
		return dOctal
	case name == "flags":
		return dHex
	case typ == "int" || typ == "pid_t" || typ == "key_t" || typ == "timer_t" || typ == "clockid_t" || typ == "mqd_t":
		return dInt
	case typ == "unsigned int" || typ == "u32" || typ == "uid_t" || typ == "gid_t" || typ == "qid_t" || typ == "old_uid_t" || typ == "old_gid_t" || typ == "rwf_t":
		return dUint
	case typ == "long" || typ == "off_t" || typ == "loff_t":
		return dLong
	}
	return dUlong
}

// Plain decoders.
var (
	dInt   = dec{f: func(c *call, i int, b []byte) []byte { return strconv.AppendInt(b, int64(int32(c.arg(i))), 10) }}
	dLong  = dec{f: func(c *call, i int, b []byte) []byte { return strconv.AppendInt(b, int64(c.arg(i)), 10) }}
	dUint  = dec{f: func(c *call, i int, b []byte) []byte { return strconv.AppendUint(b, uint64(uint32(c.arg(i))), 10) }}
	dUlong = dec{f: func(c *call, i int, b []byte) []byte { return strconv.AppendUint(b, c.arg(i), 10) }}
	dHex   = dec{f: func(c *call, i int, b []byte) []byte { return appendHex(b, c.arg(i)) }}
	dPtr   = dec{f: func(c *call, i int, b []byte) []byte { return appendPtr(b, c.arg(i)) }}
	dOctal = dec{f: func(c *call, i int, b []byte) []byte { return appendOctal(b, c.arg(i)&0o7777) }}
	dFd    = dec{f: func(c *call, i int, b []byte) []byte { return c.t.appendFd(b, c.ent.tid, int32(c.arg(i))) }}
	dDirfd = dec{f: func(c *call, i int, b []byte) []byte {
		if int32(c.arg(i)) == -100 {
			b = append(b, "AT_FDCWD"...)
			if c.t.opts.DecodeFds > 0 {
				if d := c.t.cwdOf(c.ent.tid); d != "" {
					b = append(b, '<')
					b = append(b, d...)
					b = append(b, '>')
				}
			}
			return b
		}
		return c.t.appendFd(b, c.ent.tid, int32(c.arg(i)))
	}}
	// dPath copies at entry, and again at exit when the entry copy faulted.
	dPath     = dec{in: &slot{kind: capStr, max: maxCapture, lenMode: slotRetry}, out: &slot{kind: capStr, max: maxCapture, lenMode: slotRetry}, f: fmtPath}
	dExecPath = dec{in: &slot{kind: capStr, max: maxCapture}, f: fmtPath}
	dStr      = dec{in: &slot{kind: capStr, max: maxStrsizeStr, lenMode: slotRetry}, out: &slot{kind: capStr, max: maxStrsizeStr, lenMode: slotRetry}, f: fmtStr}
)

func appendOctal(b []byte, v uint64) []byte {
	b = append(b, '0')
	if v < 8 {
		b = append(b, '0')
	}
	if v == 0 {
		return append(b, '0')
	}
	return strconv.AppendUint(b, v, 8)
}

func dFlags(set []flag, zero string) dec {
	return dec{f: func(c *call, i int, b []byte) []byte { return appendFlags(b, uint64(uint32(c.arg(i))), set, zero) }}
}

func dEnum(set []flag, fallback string) dec {
	return dec{f: func(c *call, i int, b []byte) []byte { return appendEnum(b, uint64(uint32(c.arg(i))), set, fallback) }}
}

func dFunc(f func(b []byte, v uint64) []byte) dec {
	return dec{f: func(c *call, i int, b []byte) []byte { return f(b, c.arg(i)) }}
}

// strip drops a captured string's NUL.
func strip(s []byte) []byte {
	if n := len(s); n > 0 && s[n-1] == 0 {
		return s[:n-1]
	}
	return s
}

// inStr returns an input string: the entry copy, or the exit retry.
func (c *call) inStr(i int) ([]byte, int32) {
	s, n := c.in(i)
	if n < 0 && c.ex != nil {
		if s2, n2 := c.out(i); n2 > 0 {
			return s2, n2
		}
	}
	return s, n
}

func fmtPath(c *call, i int, b []byte) []byte {
	if c.arg(i) == 0 {
		return append(b, "NULL"...)
	}
	s, n := c.inStr(i)
	if n <= 0 {
		return appendHex(b, c.arg(i))
	}
	return quote(b, strip(s), c.t.opts.Hex, false)
}

func fmtStr(c *call, i int, b []byte) []byte {
	if c.arg(i) == 0 {
		return append(b, "NULL"...)
	}
	s, n := c.inStr(i)
	if n <= 0 {
		return appendHex(b, c.arg(i))
	}
	return appendTrunc(b, strip(s), c.t.opts, false)
}

// appendTrunc quotes s, cut at -s with "..." after the quote.
func appendTrunc(b []byte, s []byte, o *Options, forceHex bool) []byte {
	if len(s) > o.StrSize {
		b = quote(b, s[:o.StrSize], o.Hex, forceHex)
		return append(b, "..."...)
	}
	return quote(b, s, o.Hex, forceHex)
}

// dInBuf is a buffer read at entry whose length is args[lenArg].
func dInBuf(sizeArg int) dec {
	return dec{in: &slot{kind: capBuf, lenArg: uint8(sizeArg), lenMode: lenArg | slotRetry, max: maxStrsize},
		out: &slot{kind: capBuf, lenArg: uint8(sizeArg), lenMode: lenArg | slotRetry, max: maxStrsize},
		f: func(c *call, i int, b []byte) []byte {
			s, n := c.inStr(i)
			if n < 0 || (n == 0 && c.arg(sizeArg) != 0) {
				return appendHex(b, c.arg(i))
			}
			b = quote(b, s, c.t.opts.Hex, false)
			if c.arg(sizeArg) > uint64(len(s)) {
				b = append(b, "..."...)
			}
			return b
		}}
}

// dOutBuf is a buffer filled by the syscall; the return value is its length.
func dOutBuf(forceHex bool) dec {
	return dec{out: &slot{kind: capBuf, lenMode: lenRet, max: maxStrsize}, output: true,
		f: func(c *call, i int, b []byte) []byte {
			s, n := c.out(i)
			if c.failed || n < 0 {
				return appendHex(b, c.arg(i))
			}
			b = quote(b, s, c.t.opts.Hex, forceHex)
			if c.ret > int64(len(s)) {
				b = append(b, "..."...)
			}
			return b
		}}
}

// dOutStruct captures size bytes at exit and prints them with f; a failed
// call prints the address.
func dOutStruct(size uint16, f func(c *call, s []byte, b []byte) []byte) dec {
	return dec{out: &slot{kind: capBuf, max: size}, output: true,
		f: func(c *call, i int, b []byte) []byte {
			if c.arg(i) == 0 {
				return append(b, "NULL"...)
			}
			s, n := c.out(i)
			if c.failed || n <= 0 || len(s) < int(size) {
				return appendHex(b, c.arg(i))
			}
			return f(c, s, b)
		}}
}

// dInStruct captures size bytes at entry.
func dInStruct(size uint16, f func(c *call, s []byte, b []byte) []byte) dec {
	return dec{in: &slot{kind: capBuf, max: size},
		f: func(c *call, i int, b []byte) []byte {
			if c.arg(i) == 0 {
				return append(b, "NULL"...)
			}
			s, n := c.in(i)
			if n <= 0 || len(s) < int(size) {
				return appendHex(b, c.arg(i))
			}
			return f(c, s, b)
		}}
}
