package output

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestPcap writes two packets and reads the file back field by field, as
// the pcap format (and libpcap's reader) lays it out: the 24-byte file
// header, then per packet a 16-byte record header and the bytes.
func TestPcap(t *testing.T) {
	path := filepath.Join(t.TempDir(), "out.pcap")
	p, err := CreatePcap(path)
	if err != nil {
		t.Fatal(err)
	}
	t1 := time.Unix(1700000000, 123456789)
	pkt1 := []byte{0x45, 0, 0, 20, 1, 2, 3, 4}
	big := bytes.Repeat([]byte{0xab}, 70000) // longer than the snapshot length
	if err := p.WritePacket(t1, pkt1); err != nil {
		t.Fatal(err)
	}
	if err := p.WritePacket(t1.Add(time.Second), big); err != nil {
		t.Fatal(err)
	}
	if err := p.Close(); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	u32 := func(off int) uint32 { return binary.LittleEndian.Uint32(b[off:]) } // x86-64: little-endian
	u16 := func(off int) uint16 { return binary.LittleEndian.Uint16(b[off:]) }
	if len(b) < 24 {
		t.Fatalf("file is %d bytes", len(b))
	}
	if u32(0) != 0xa1b2c3d4 || u16(4) != 2 || u16(6) != 4 || u32(8) != 0 || u32(12) != 0 || u32(16) != 65535 || u32(20) != 101 {
		t.Fatalf("file header % x", b[:24])
	}
	type rec struct {
		sec, usec, caplen, length uint32
		data                      []byte
	}
	var recs []rec
	for off := 24; off < len(b); {
		if off+16 > len(b) {
			t.Fatalf("truncated record header at %d", off)
		}
		r := rec{u32(off), u32(off + 4), u32(off + 8), u32(off + 12), nil}
		off += 16
		if off+int(r.caplen) > len(b) {
			t.Fatalf("record at %d: caplen %d past the end", off, r.caplen)
		}
		r.data = b[off : off+int(r.caplen)]
		off += int(r.caplen)
		recs = append(recs, r)
	}
	if len(recs) != 2 {
		t.Fatalf("%d records, want 2", len(recs))
	}
	if r := recs[0]; r.sec != 1700000000 || r.usec != 123456 || r.caplen != 8 || r.length != 8 || !bytes.Equal(r.data, pkt1) {
		t.Errorf("record 1: %+v", r)
	}
	if r := recs[1]; r.sec != 1700000001 || r.usec != 123456 || r.caplen != 65535 || r.length != 70000 || !bytes.Equal(r.data, big[:65535]) {
		t.Errorf("record 2: sec %d usec %d caplen %d len %d", r.sec, r.usec, r.caplen, r.length)
	}
}
