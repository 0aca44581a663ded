package ltrace

import (
	"bytes"
	"encoding/binary"
	"strconv"
	"strings"

	"sonde/internal/kernel/abi"
)

// decoder turns ring buffer records into events.
type decoder struct {
	fns    []*fn
	slot   int
	sysFns map[uint64]*fn
}

var le = binary.LittleEndian

func (d *decoder) decode(raw []byte) (*event, bool) {
	if len(raw) < smallSize {
		return nil, false
	}
	e := &event{
		kind: int(le.Uint32(raw[offKind:])),
		tid:  le.Uint32(raw[offTid:]),
		tgid: le.Uint32(raw[offTgid:]),
		aux:  le.Uint32(raw[offAux:]),
		ts:   le.Uint64(raw[offTS:]),
		sp:   le.Uint64(raw[offSP:]),
	}
	for i := range e.args {
		e.args[i] = le.Uint64(raw[offArgs+8*i:])
	}
	cookie := le.Uint64(raw[offCookie:])
	switch e.kind {
	case recEntry, recReturn:
		idx := int(cookie >> cookieIndexShift)
		if idx >= len(d.fns) {
			return nil, false
		}
		e.fn = d.fns[idx]
	case recSysEnter, recSysExit:
		e.fn = d.sysFn(cookie)
		return e, true
	default:
		return e, true
	}
	if e.kind == recEntry && len(raw) > offStrs {
		for s, arg := range e.fn.slots {
			if n := int32(le.Uint32(raw[offSlen+4*s:])); n > 0 {
				e.strs = setStr(e.strs, arg, d.str(raw, s, int(n)))
			}
		}
	}
	if e.kind == recReturn && len(raw) > offStrs {
		if n := int32(le.Uint32(raw[offSlen:])); n > 0 {
			e.ret, e.retOK = d.str(raw, 0, int(n)), true
		}
		if n := int32(le.Uint32(raw[offSlen+4:])); n > 0 {
			e.out, e.outOK = d.str(raw, 1, int(n)), true
		}
	}
	return e, true
}

func setStr(m map[int][]byte, i int, s []byte) map[int][]byte {
	if m == nil {
		m = map[int][]byte{}
	}
	m[i] = s
	return m
}

// str copies the string in slot s, n bytes with its NUL as
// bpf_probe_read_user_str counted them.
func (d *decoder) str(raw []byte, s, n int) []byte {
	b := raw[offStrs+s*d.slot:]
	n = min(n, d.slot, len(b))
	b = b[:n]
	if i := bytes.IndexByte(b, 0); i >= 0 {
		b = b[:i]
	}
	return bytes.Clone(b)
}

// sysFn is the synthetic function for a system call: "SYS_openat" with
// as many arguments as the call takes.
func (d *decoder) sysFn(nr uint64) *fn {
	if f, ok := d.sysFns[nr]; ok {
		return f
	}
	if d.sysFns == nil {
		d.sysFns = map[uint64]*fn{}
	}
	name, nargs := "syscall_"+strconv.FormatUint(nr, 10), 6
	if n := abi.SyscallName(int(nr)); n != "" {
		name, nargs = n, len(abi.Syscalls[nr].Args)
	}
	f := &fn{name: "SYS_" + name, proto: proto{ret: '?', args: strings.Repeat("?", nargs)}}
	d.sysFns[nr] = f
	return f
}
