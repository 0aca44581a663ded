package strace

import (
	"strconv"
	"strings"

	"sonde/internal/kernel/abi"
)

// signalName returns strace's name of a signal number.
func signalName(sig int) string {
	if n := abi.SignalName(sig); n != "" {
		return n
	}
	switch {
	case sig == 32:
		return "SIGRTMIN"
	case sig > 32 && sig <= 64:
		return "SIGRT_" + strconv.Itoa(sig-32)
	}
	return strconv.Itoa(sig)
}

// signalNumber parses a signal name (with or without SIG) or number.
func signalNumber(s string) int {
	if n, err := strconv.Atoi(s); err == nil {
		return n
	}
	u := strings.ToUpper(s)
	if !strings.HasPrefix(u, "SIG") {
		u = "SIG" + u
	}
	for i := 1; i <= 64; i++ {
		if signalName(i) == u {
			return i
		}
	}
	return -1
}

// appendSigset prints a 64-signal mask as strace does: [HUP INT], or the
// complement ~[...] when more than half the signals are set.
func appendSigset(b []byte, mask uint64) []byte {
	n := 0
	for m := mask; m != 0; m &= m - 1 {
		n++
	}
	if n > 32 {
		b = append(b, '~')
		mask = ^mask
	}
	b = append(b, '[')
	first := true
	for sig := 1; sig <= 64; sig++ {
		if mask&(1<<(sig-1)) == 0 {
			continue
		}
		if !first {
			b = append(b, ' ')
		}
		first = false
		b = append(b, strings.TrimPrefix(signalName(sig), "SIG")...)
	}
	return append(b, ']')
}

var siCodes = []flag{{0, "SI_USER"}, {0x80, "SI_KERNEL"}, {0xffffffff, "SI_QUEUE"},
	{0xfffffffe, "SI_TIMER"}, {0xfffffffd, "SI_MESGQ"}, {0xfffffffc, "SI_ASYNCIO"},
	{0xfffffffb, "SI_SIGIO"}, {0xfffffffa, "SI_TKILL"}}

var cldCodes = []flag{{1, "CLD_EXITED"}, {2, "CLD_KILLED"}, {3, "CLD_DUMPED"},
	{4, "CLD_TRAPPED"}, {5, "CLD_STOPPED"}, {6, "CLD_CONTINUED"}}

var faultCodes = map[int][]flag{
	11: {{1, "SEGV_MAPERR"}, {2, "SEGV_ACCERR"}, {3, "SEGV_BNDERR"}, {4, "SEGV_PKUERR"}},
	7:  {{1, "BUS_ADRALN"}, {2, "BUS_ADRERR"}, {3, "BUS_OBJERR"}},
	4:  {{1, "ILL_ILLOPC"}, {2, "ILL_ILLOPN"}, {3, "ILL_ILLADR"}, {4, "ILL_ILLTRP"}, {5, "ILL_PRVOPC"}},
	8:  {{1, "FPE_INTDIV"}, {2, "FPE_INTOVF"}, {3, "FPE_FLTDIV"}},
	5:  {{1, "TRAP_BRKPT"}, {2, "TRAP_TRACE"}},
}

// appendSiginfo prints a kernel_siginfo as strace's {si_signo=..., ...}.
func appendSiginfo(b []byte, info []byte) []byte {
	if len(info) < siginfoSize {
		return append(b, '?')
	}
	signo := int(int32(le.Uint32(info[0:])))
	code := int32(le.Uint32(info[8:]))
	i32 := func(off int) int64 { return int64(int32(le.Uint32(info[off:]))) }
	b = append(b, "{si_signo="...)
	b = append(b, signalName(signo)...)
	b = append(b, ", si_code="...)
	named := false
	if code > 0 && code != 0x80 {
		if signo == 17 {
			for _, f := range cldCodes {
				if f.v == uint64(code) {
					b, named = append(b, f.name...), true
				}
			}
			if named {
				b = append(b, ", si_pid="...)
				b = strconv.AppendInt(b, i32(16), 10)
				b = append(b, ", si_uid="...)
				b = strconv.AppendInt(b, i32(20), 10)
				b = append(b, ", si_status="...)
				if code == 1 {
					b = strconv.AppendInt(b, i32(24), 10)
				} else {
					b = append(b, signalName(int(i32(24)))...)
				}
				b = append(b, ", si_utime="...)
				b = strconv.AppendInt(b, int64(le.Uint64(info[32:])), 10)
				b = append(b, ", si_stime="...)
				b = strconv.AppendInt(b, int64(le.Uint64(info[40:])), 10)
				return append(b, '}')
			}
		}
		if set, ok := faultCodes[signo]; ok {
			for _, f := range set {
				if f.v == uint64(code) {
					b, named = append(b, f.name...), true
				}
			}
			if named {
				b = append(b, ", si_addr="...)
				b = appendPtr(b, le.Uint64(info[16:]))
				return append(b, '}')
			}
		}
		b = strconv.AppendInt(b, int64(code), 10)
		return append(b, '}')
	}
	b = appendEnum(b, uint64(uint32(code)), siCodes, "")
	switch uint32(code) {
	case 0, 0xfffffffa, 0xffffffff:
		b = append(b, ", si_pid="...)
		b = strconv.AppendInt(b, i32(16), 10)
		b = append(b, ", si_uid="...)
		b = strconv.AppendInt(b, i32(20), 10)
		if uint32(code) == 0xffffffff {
			b = append(b, ", si_int="...)
			b = strconv.AppendInt(b, i32(24), 10)
			b = append(b, ", si_ptr="...)
			b = appendPtr(b, le.Uint64(info[24:]))
		}
	}
	return append(b, '}')
}
