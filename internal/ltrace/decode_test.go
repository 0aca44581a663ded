package ltrace

import (
	"encoding/binary"
	"testing"
)

// record builds a raw record as the BPF programs lay it out.
func record(kind int, cookie uint64, args []uint64, slot int, strs map[int]string) []byte {
	b := make([]byte, offStrs+maxSlots*slot)
	le := binary.LittleEndian
	le.PutUint32(b[offKind:], uint32(kind))
	le.PutUint32(b[offTid:], 7)
	le.PutUint32(b[offTgid:], 5)
	le.PutUint64(b[offTS:], 1234)
	le.PutUint64(b[offCookie:], cookie)
	le.PutUint64(b[offSP:], 0x7ffc1000)
	for i, a := range args {
		le.PutUint64(b[offArgs+8*i:], a)
	}
	for s := 0; s < maxSlots; s++ {
		le.PutUint32(b[offSlen+4*s:], uint32(0xffffffff-13)) // -EFAULT
	}
	for s, str := range strs {
		copy(b[offStrs+s*slot:], str+"\x00")
		le.PutUint32(b[offSlen+4*s:], uint32(len(str)+1))
	}
	return b
}

func TestDecode(t *testing.T) {
	strcmp := &fn{name: "strcmp", slots: []int{0, 1}}
	getenv := &fn{name: "getenv"}
	d := decoder{fns: []*fn{strcmp, getenv}, slot: 40}

	e, ok := d.decode(record(recEntry, 0<<cookieIndexShift|0x98, []uint64{1, 2}, 40, map[int]string{0: "apple"}))
	if !ok || e.fn != strcmp || e.tid != 7 || e.tgid != 5 || e.ts != 1234 || e.sp != 0x7ffc1000 || e.args[1] != 2 {
		t.Fatalf("entry: %+v", e)
	}
	if string(e.strs[0]) != "apple" {
		t.Errorf("slot 0: %q", e.strs[0])
	}
	if _, ok := e.strs[1]; ok {
		t.Errorf("a failed read gave a string: %q", e.strs[1])
	}

	e, ok = d.decode(record(recReturn, 1<<cookieIndexShift|cookieRetStr, []uint64{0x7ffd}, 40, map[int]string{0: "/root", 1: "out"}))
	if !ok || e.fn != getenv || !e.retOK || string(e.ret) != "/root" || !e.outOK || string(e.out) != "out" {
		t.Fatalf("return: %+v", e)
	}

	// A string that filled its slot is cut at the slot, without a NUL.
	long := "0123456789012345678901234567890123456789"
	e, _ = d.decode(record(recEntry, 0x98, nil, 40, map[int]string{0: long}))
	if len(e.strs[0]) != 40 {
		t.Errorf("full slot: %d bytes", len(e.strs[0]))
	}

	if _, ok := d.decode(record(recEntry, 9<<cookieIndexShift, nil, 40, nil)); ok {
		t.Error("an unknown function index decoded")
	}
	if _, ok := d.decode(make([]byte, 10)); ok {
		t.Error("a short record decoded")
	}
	e, ok = d.decode(record(recSysEnter, 257, []uint64{1, 2, 3, 4}, 40, nil))
	if !ok || e.fn.name != "SYS_openat" || len(e.fn.proto.args) != 4 {
		t.Errorf("syscall: %+v %+v", e, e.fn)
	}
}
