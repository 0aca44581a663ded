package ftrace

import (
	"encoding/binary"
	"testing"

	"sonde/internal/kernel"
)

const headerPage = "\tfield: u64 timestamp;\toffset:0;\tsize:8;\tsigned:0;\n" +
	"\tfield: local_t commit;\toffset:8;\tsize:8;\tsigned:1;\n" +
	"\tfield: int overwrite;\toffset:8;\tsize:1;\tsigned:1;\n" +
	"\tfield: char data;\toffset:16;\tsize:4080;\tsigned:0;\n"

// A page built by hand: a small event, a time extend, a discarded event
// (padding with a delta), an event with its length in array[0] carrying a
// __data_loc string, then the padding that ends the page.
func TestDecodePage(t *testing.T) {
	h, err := ParsePageHeader([]byte(headerPage))
	if err != nil {
		t.Fatal(err)
	}
	if h.DataOff != 16 || h.CommitSize != 8 || h.DataSize != 4080 {
		t.Fatalf("header %+v", h)
	}
	f := &kernel.EventFormat{Group: "g", Event: "e", ID: 7,
		Common: []kernel.FormatField{{Name: "common_type", Offset: 0, Size: 2}, {Name: "common_pid", Offset: 4, Size: 4, Signed: true}},
		Fields: []kernel.FormatField{{Name: "v", Offset: 8, Size: 4, Signed: true}, {Name: "s", Offset: 12, Size: 4, DataLoc: true}},
	}
	formats := map[uint16]*kernel.EventFormat{7: f}
	var data []byte
	u32 := func(v uint32) { data = binary.LittleEndian.AppendUint32(data, v) }
	hdr := func(typeLen, delta uint32) { u32(typeLen | delta<<5) }
	rec := func(pid, v int32, s string) []byte {
		r := make([]byte, 16)
		binary.LittleEndian.PutUint16(r, 7)
		binary.LittleEndian.PutUint32(r[4:], uint32(pid))
		binary.LittleEndian.PutUint32(r[8:], uint32(v))
		if s != "" {
			binary.LittleEndian.PutUint32(r[12:], uint32(len(s)+1)<<16|16)
			r = append(r, s...)
			r = append(r, 0)
			for len(r)%4 != 0 {
				r = append(r, 0)
			}
		}
		return r
	}
	r1 := rec(42, -5, "")
	hdr(uint32(len(r1)/4), 10)
	data = append(data, r1...)
	hdr(typeTimeExtend, 3) // delta 1<<27 | 3
	u32(1)
	hdr(typePadding, 2) // a discarded 8-byte event
	u32(12)             // array[0]: the length after the header word
	data = append(data, make([]byte, 8)...)
	r2 := rec(43, 9, "/bin/true")
	hdr(0, 5)
	u32(uint32(len(r2) + 4))
	data = append(data, r2...)
	commit := len(data)
	hdr(typePadding, 0)
	page := make([]byte, 4096)
	binary.LittleEndian.PutUint64(page, 1000)
	binary.LittleEndian.PutUint64(page[8:], uint64(commit)|missedEvents)
	copy(page[16:], data)

	var got []*Event
	info, err := h.Decode(1, page, formats, func(e *Event) { cp := *e; got = append(got, &cp) })
	if err != nil {
		t.Fatal(err)
	}
	if !info.Missed || info.Commit != commit || info.Time != 1000 {
		t.Errorf("page info %+v", info)
	}
	if len(got) != 2 {
		t.Fatalf("%d events, want 2", len(got))
	}
	if got[0].Time != 1010 || got[0].PID() != 42 || got[0].CPU != 1 {
		t.Errorf("first event: time %d pid %d cpu %d", got[0].Time, got[0].PID(), got[0].CPU)
	}
	if v, err := got[0].Int("v"); v != -5 || err != nil {
		t.Errorf("v = %d, %v", v, err)
	}
	if want := uint64(1010 + 1<<27 + 3 + 2 + 5); got[1].Time != want {
		t.Errorf("second event at %d, want %d", got[1].Time, want)
	}
	if s, err := got[1].String("s"); s != "/bin/true" || err != nil {
		t.Errorf("s = %q, %v", s, err)
	}
	// A truncated page is an error, not a panic.
	binary.LittleEndian.PutUint64(page[8:], 5000)
	if _, err := h.Decode(1, page, formats, func(*Event) {}); err == nil {
		t.Error("a commit beyond the page was accepted")
	}
}

func TestParseFilterFile(t *testing.T) {
	echo, msg, pos := parseFilterFile("common_pid == 1 && foo > 3\n                       ^\nparse_error: Field not found\n")
	if echo != "common_pid == 1 && foo > 3" || msg != "Field not found" || pos != 23 {
		t.Errorf("parseFilterFile = %q, %q, %d", echo, msg, pos)
	}
	if _, msg, pos := parseFilterFile("none\n"); msg != "" || pos != -1 {
		t.Errorf("an accepted filter: %q, %d", msg, pos)
	}
}

// BenchmarkDecodePage decodes a page of 170 small events (sys_enter_getppid's
// 24-byte record), as a flood fills them.
func BenchmarkDecodePage(b *testing.B) {
	h, _ := ParsePageHeader([]byte(headerPage))
	f := &kernel.EventFormat{ID: 7, Common: []kernel.FormatField{{Name: "common_type", Size: 2}, {Name: "common_pid", Offset: 4, Size: 4}}}
	formats := map[uint16]*kernel.EventFormat{7: f}
	page := make([]byte, 4096)
	off := 16
	n := 0
	for off+28 <= len(page) {
		binary.LittleEndian.PutUint32(page[off:], 6|1<<5)
		binary.LittleEndian.PutUint16(page[off+4:], 7)
		off += 28
		n++
	}
	binary.LittleEndian.PutUint64(page[8:], uint64(off-16))
	b.SetBytes(int64(len(page)))
	b.ReportAllocs()
	for b.Loop() {
		pids := 0
		h.Decode(0, page, formats, func(e *Event) { pids += e.PID() })
	}
	b.ReportMetric(float64(n), "events/page")
}
