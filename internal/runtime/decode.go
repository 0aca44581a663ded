package runtime

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"net"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/btf"

	"sonde/internal/bpf"
	"sonde/internal/format"
	"sonde/internal/kernel"
	"sonde/internal/kernel/abi"
	"sonde/internal/lang/types"
	"sonde/internal/output"
	"sonde/internal/session"
	"sonde/internal/symbolize"
)

// decode turns the bytes of a value of type t (laid out by types' rules)
// into a printable value, resolving symbols and stacks.
func (r *Runtime) decode(t *types.Type, b []byte) output.Value {
	switch t.Kind {
	case types.Int:
		v := binary.LittleEndian.Uint64(b)
		return output.Int{V: int64(v), Unsigned: !t.Signed, Size: 8}
	case types.Bool: // 8 bytes, or 1 in a bool[N]
		return output.Bool(decodeC(types.IntOf(t.Size, false), b).(output.Int).V != 0)
	case types.Enum:
		// Newest bpftrace prints an enum value by name in text mode (#3539,
		// "Symbolize enums when used in maps"), by number in json (#3558);
		// 0.17 knew no enum types.
		v := int64(binary.LittleEndian.Uint64(b))
		if name, ok := r.enumName(t, v); ok && !r.opts.JSON && r.opts.Compat != output.Compat017 {
			return output.Str(name)
		}
		return output.Int{V: v, Size: 8}
	case types.Pointer:
		return output.Ptr(binary.LittleEndian.Uint64(b))
	case types.Float:
		return output.Float(format.Gdb(b[:t.Size]))
	case types.String:
		if r.truncated(t, b) {
			return output.Str(trimNUL(b[:t.Size]) + r.trailer)
		}
		return output.Str(trimNUL(b[:min(len(b), t.Size)]))
	case types.Buffer:
		n := int(binary.LittleEndian.Uint64(b))
		return output.Buf(append([]byte(nil), b[8:8+min(n, t.Size)]...))
	case types.Tuple:
		var tv output.Tuple
		for i, off := range types.TupleOffsets(t) {
			tv = append(tv, r.decode(t.Fields[i].Type, b[off:]))
		}
		if t.TupleName != "" { // a named tuple, print(args): shown as a struct
			rec := make(output.Record, len(tv))
			for i, v := range tv {
				rec[i] = output.Member{Name: t.Fields[i].Name, V: v}
			}
			return rec
		}
		return tv
	case types.Ksym:
		return output.Sym(r.ksym(binary.LittleEndian.Uint64(b)))
	case types.Usym:
		symbolize.Users().Seen(int(binary.LittleEndian.Uint64(b[8:])))
		return output.Sym(r.usym(binary.LittleEndian.Uint64(b), int(binary.LittleEndian.Uint64(b[8:]))))
	case types.Stack:
		id := int64(binary.LittleEndian.Uint64(b))
		pid := int(binary.LittleEndian.Uint64(b[8:]))
		if t.UserStack {
			symbolize.Users().Seen(pid)
		}
		frames := r.stacks.frames(r, t, id, pid)
		if len(frames) == 0 && r.opts.Compat == output.Compat017 {
			// 0.17 prints a stack it finds no frames of (a map read
			// before assigned, a task without a user stack) as "".
			return output.Sym("")
		}
		if t.StackMode != types.StackBpftrace {
			return output.PerfStack(frames) // not indented
		}
		return output.Stack(frames)
	case types.Inet:
		switch binary.LittleEndian.Uint64(b) {
		case 2:
			return output.Sym(net.IP(b[8:12]).String())
		case 10:
			return output.Sym(net.IP(b[8:24]).String())
		}
		return output.Sym("")
	case types.Timestamp:
		// The value's format is Printf id-1; 0 is a map read before it
		// was assigned, printed by its type's format as bpftrace does.
		layout := t.Filter
		if id := binary.LittleEndian.Uint64(b[8:]); id > 0 && id <= uint64(len(r.out.Printfs)) {
			layout = r.out.Printfs[id-1].Format
		}
		text, ok := format.Strftime(layout, wallTime(binary.LittleEndian.Uint64(b)), true)
		// bpftrace 0.17 takes an empty text for a failure too (C's
		// strftime returns 0 for both).
		if !ok || text == "" && r.opts.Compat == output.Compat017 {
			text = "(?)"
		}
		return r.textValue(text)
	case types.Strerror:
		return r.textValue(abi.Strerror(int64(binary.LittleEndian.Uint64(b))))
	case types.SignalName:
		return r.textValue(abi.Strsignal(int64(int32(binary.LittleEndian.Uint64(b)))))
	case types.SyscallName:
		name := abi.SyscallName(int(int32(binary.LittleEndian.Uint64(b))))
		if name == "" {
			name = "Unknown syscall"
		}
		return r.textValue(name)
	case types.Mac:
		return r.textValue(fmt.Sprintf("%02X:%02X:%02X:%02X:%02X:%02X", b[0], b[1], b[2], b[3], b[4], b[5]))
	case types.CgroupPath:
		return r.textValue(kernel.CgroupPath(binary.LittleEndian.Uint64(b), t.Filter))
	case types.Container:
		return r.textValue(r.containers.Of(binary.LittleEndian.Uint64(b)).Field(t.Filter))
	case types.Username:
		return output.Str(username(uint32(binary.LittleEndian.Uint64(b))))
	case types.Array, types.Record:
		return decodeC(t, b)
	}
	return output.Str(fmt.Sprintf("<%s>", t))
}

// decodeC decodes a value in C's memory layout (a struct or array copied
// from kernel or user memory, and their members), as bpftrace prints them:
// members of every kind in order, enums and pointers as numbers, char
// arrays as strings.
func decodeC(t *types.Type, b []byte) output.Value {
	if len(b) < t.Size {
		b = append(b[:len(b):len(b)], make([]byte, t.Size-len(b))...)
	}
	switch t.Kind {
	case types.Record:
		var r output.Record
		for _, f := range types.Members(t) {
			var v output.Value
			if f.BitSize > 0 {
				x := bits(b[f.Offset:], f.BitOff, f.BitSize)
				if sh := 64 - f.BitSize; f.Type.Signed {
					v = output.Int{V: int64(x<<sh) >> sh, Size: 8}
				} else {
					v = output.Int{V: int64(x), Unsigned: true, Size: 8}
				}
			} else {
				v = decodeC(f.Type, b[f.Offset:])
			}
			r = append(r, output.Member{Name: f.Name, V: v})
		}
		return r
	case types.Array:
		a := output.Array{}
		for i := 0; i < t.Len; i++ {
			a = append(a, decodeC(t.Elem, b[i*t.Elem.Size:]))
		}
		return a
	case types.String:
		return output.Str(trimNUL(b[:t.Size]))
	case types.Pointer:
		return output.Ptr(binary.LittleEndian.Uint64(b))
	case types.Float:
		return output.Float(format.Gdb(b[:t.Size]))
	case types.Bool:
		return output.Bool(decodeC(types.IntOf(t.Size, false), b).(output.Int).V != 0)
	case types.Int, types.Enum:
		var v uint64
		for i := t.Size - 1; i >= 0; i-- {
			v = v<<8 | uint64(b[i])
		}
		if sh := 64 - 8*t.Size; t.Signed && sh > 0 {
			return output.Int{V: int64(v<<sh) >> sh, Size: 8}
		}
		return output.Int{V: int64(v), Unsigned: !t.Signed, Size: 8}
	}
	return output.Str(fmt.Sprintf("<%s>", t))
}

// bits extracts a little-endian bit-field of size bits starting off bits
// into b.
func bits(b []byte, off, size int) uint64 {
	var v uint64
	for i := 0; i < size; i++ {
		bit := off + i
		if bit/8 < len(b) && b[bit/8]>>(bit%8)&1 != 0 {
			v |= 1 << i
		}
	}
	return v
}

// textValue is the value of strftime(), strerror(), macaddr() and cgroup_path():
// newest bpftrace's json quotes it as a string ("Fix json formatting for
// strftime function", #3381; "Fix JSON output for cgroup_path", #2793),
// 0.17's writes it bare.
func (r *Runtime) textValue(s string) output.Value {
	if r.opts.Compat == output.Compat017 {
		return output.Raw(s)
	}
	return output.Str(s)
}

// valueText is a value's text, as %s prints it.
func (r *Runtime) valueText(t *types.Type, b []byte) string {
	v := r.decode(t, b)
	return output.Text(v)
}

// enumName finds the name of an enum value from BTF.
func (r *Runtime) enumName(t *types.Type, v int64) (string, bool) {
	e, ok := t.BTF.(*btf.Enum)
	if !ok {
		return "", false
	}
	for _, x := range e.Values {
		if int64(x.Value) == v {
			return x.Name, true
		}
	}
	return "", false
}

// stackCache reads stack traces from the stack maps once per id.
type stackCache struct {
	m, buildIDs *ebpf.Map     // StackMap, BuildIDStackMap
	overflow    *ebpf.Map     // StackOverflowMap
	dw          *session.Ring // DwStackMap: dw_ustack's samples
	cache       map[int64][]uint64
	dwCache     map[int64][]uint64
	dwStacks    map[string][]uint64 // stackKey -> the addresses, shared by equal samples
	dwCanon     map[string]int64    // stackKey -> the first sample's id
	bidCache    map[int64][]symbolize.BuildIDFrame
}

func (s *stackCache) addrs(id int64) []uint64 {
	if id < 0 || s.m == nil {
		return nil
	}
	if s.cache == nil {
		s.cache = map[int64][]uint64{}
	}
	if a, ok := s.cache[id]; ok {
		return a
	}
	a := bpf.ReadStack(s.m, s.overflow, id, 127)
	if a == nil {
		return nil
	}
	s.cache[id] = a
	return a
}

// drainSamples unwinds every dw_ustack sample waiting in its ring
// buffer, now, while its process lives (symbolize.User.Unwind walks the
// copied stack with the DWARF call frame information of the binaries the
// process maps), and keeps the addresses by the sample's id. Equal stacks
// share one slice.
func (s *stackCache) drainSamples() {
	if s.dw == nil {
		return
	}
	if s.dwCache == nil {
		s.dwCache, s.dwStacks = map[int64][]uint64{}, map[string][]uint64{}
	}
	s.dw.Drain(func(b []byte) error {
		smp, ok := bpf.DecodeSample(b)
		if !ok {
			return nil
		}
		a := symbolize.Users().Unwind(smp.Pid, smp.IP, smp.SP, smp.BP, smp.Stack, 127)
		k := stackKey(smp.Pid, a)
		if shared, ok := s.dwStacks[k]; ok {
			a = shared
		} else {
			s.dwStacks[k] = a
		}
		s.dwCache[smp.ID] = a
		return nil
	})
}

// stackKey is a process's stack as a map key.
func stackKey(pid int, a []uint64) string {
	k := make([]byte, 8*(len(a)+1))
	binary.LittleEndian.PutUint64(k, uint64(pid))
	for i, x := range a {
		binary.LittleEndian.PutUint64(k[8*(i+1):], x)
	}
	return string(k)
}

// dwAddrs is the stack of a dw_ustack's sample, reading the samples that
// arrived since the last look when it is not known yet.
func (s *stackCache) dwAddrs(id int64) []uint64 {
	if id < 0 {
		return nil
	}
	a, ok := s.dwCache[id]
	if !ok {
		s.drainSamples()
		a = s.dwCache[id]
	}
	return a
}

// dwCanonical is the id of the first sample of pid unwound to the same
// addresses as sample id; samples that could not be unwound (pushed out
// of their map before sonde read them) merge as -1, an empty stack.
func (s *stackCache) dwCanonical(id int64, pid int) int64 {
	a := s.dwAddrs(id)
	if len(a) == 0 {
		return -1
	}
	if s.dwCanon == nil {
		s.dwCanon = map[string]int64{}
	}
	k := stackKey(pid, a)
	if c, ok := s.dwCanon[k]; ok {
		return c
	}
	s.dwCanon[k] = id
	return id
}

// buildIDFrames reads a ustack(build_id) stack.
func (s *stackCache) buildIDFrames(id int64) []symbolize.BuildIDFrame {
	if id < 0 || s.buildIDs == nil {
		return nil
	}
	if s.bidCache == nil {
		s.bidCache = map[int64][]symbolize.BuildIDFrame{}
	}
	if a, ok := s.bidCache[id]; ok {
		return a
	}
	raw := make([]byte, 32*127)
	if err := s.buildIDs.Lookup(uint32(id), &raw); err != nil {
		return nil
	}
	a := symbolize.BuildIDFrames(raw)
	s.bidCache[id] = a
	return a
}

// frames renders a stack's lines as newest bpftrace prints them in the
// stack's mode: in the bpftrace and perf modes a frame with inlined
// functions takes a line for each (debug info: symbolize.SetDebugInfo);
// raw is each address in hex; build_id each frame's build ID and file
// offset ("<id> 0x<off>"), or its address where the kernel could not
// read the build ID.
func (s *stackCache) frames(r *Runtime, t *types.Type, id int64, pid int) []string {
	if t.StackMode == types.StackBuildID {
		bfs := s.buildIDFrames(id)
		bfs = bfs[:min(len(bfs), t.StackLimit)]
		out := make([]string, len(bfs))
		for i, f := range bfs {
			if f.Status == symbolize.BuildIDValid {
				out[i] = fmt.Sprintf("%x 0x%02x", f.BuildID, f.Offset)
			} else {
				out[i] = fmt.Sprintf("%x", f.Offset)
			}
		}
		return out
	}
	addrs := s.addrs(id)
	if t.Dwarf {
		addrs = s.dwAddrs(id)
	}
	if len(addrs) > t.StackLimit {
		addrs = addrs[:t.StackLimit]
	}
	if t.StackMode == types.StackRaw {
		out := make([]string, len(addrs))
		for i, a := range addrs {
			out[i] = fmt.Sprintf("%x", a)
		}
		return out
	}
	var frames []symbolize.Frame
	if t.UserStack {
		frames = symbolize.Users().Frames(pid, addrs)
	} else {
		frames = symbolize.KernelSymbols().Frames(addrs)
	}
	out := make([]string, 0, len(frames))
	for _, f := range frames {
		out = f.AppendLines(out, t.StackMode == types.StackPerf)
	}
	return out
}

// truncated reports whether b, a string of type t, filled the buffer of a
// str() (max_strlen bytes, the last of them the NUL) when a trailer is to
// mark it: newest bpftrace's str_trunc_trailer (".." by default, none
// under --compat=0.17), added to strings that were cut (issue #2553).
func (r *Runtime) truncated(t *types.Type, b []byte) bool {
	return r.trailer != "" && t.Size == r.out.Check.MaxStrlen && t.Size > 1 && len(b) >= t.Size &&
		bytes.IndexByte(b[:t.Size-1], 0) < 0
}
