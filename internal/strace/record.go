package strace

import (
	"encoding/binary"
	"strconv"
)

// record is one decoded ring-buffer record (see the layout in bpf.go).
type record struct {
	typ   uint32
	tid   uint32
	ts    uint64
	nr    int64
	ret   int64
	args  [6]uint64
	lens  [nSlots]int32
	entTs uint64 // combined records: the entry's timestamp
	data  []byte // captured bytes after the header
}

var le = binary.LittleEndian

// parseRecord decodes raw into r; r.data aliases raw.
func parseRecord(raw []byte, r *record) bool {
	if len(raw) < offRet {
		return false
	}
	r.typ = le.Uint32(raw[offType:])
	r.tid = le.Uint32(raw[offTid:])
	r.ts = le.Uint64(raw[offTs:])
	r.nr = int64(le.Uint64(raw[offNr:]))
	r.ret, r.args, r.lens, r.entTs, r.data = 0, [6]uint64{}, [nSlots]int32{}, 0, nil
	if len(raw) >= offArgs {
		r.ret = int64(le.Uint64(raw[offRet:]))
	}
	if len(raw) < hdrSize {
		return true // an exit record without captures
	}
	for i := range r.args {
		r.args[i] = le.Uint64(raw[offArgs+8*i:])
	}
	for i := range r.lens {
		r.lens[i] = int32(le.Uint32(raw[offLens+4*i:]))
	}
	r.entTs = le.Uint64(raw[offEntTs:])
	r.data = raw[hdrSize:]
	return true
}

// slotData returns the bytes of each capture slot of r, given the slot kinds
// of its phase. A string slot keeps its NUL; an argv slot holds the
// length-prefixed elements.
func (r *record) slotData(kinds [nSlots]uint8) (out [nSlots][]byte) {
	off := 0
	for k := 0; k < nSlots; k++ {
		n := 0
		l := int(r.lens[k])
		switch kinds[k] {
		case capStr, capBuf, capMsg:
			if l > 0 {
				n = l
			}
		case capArgv, capIov:
			cnt := l & 0xffff
			p := off
			if kinds[k] == capIov && l > 0 {
				p += 16 * l
			}
			for e := 0; e < cnt && p+2 <= len(r.data); e++ {
				p += 2 + int(le.Uint16(r.data[p:]))
			}
			n = p - off
		}
		if off+n > len(r.data) {
			n = len(r.data) - off
		}
		if n > 0 {
			out[k] = r.data[off : off+n]
		}
		off += n
	}
	return out
}

// argvElems splits an argv slot into its strings (without NULs).
func argvElems(b []byte) []string {
	var out []string
	for len(b) >= 2 {
		n := int(le.Uint16(b))
		if 2+n > len(b) {
			break
		}
		s := b[2 : 2+n]
		if len(s) > 0 && s[len(s)-1] == 0 {
			s = s[:len(s)-1]
		}
		out = append(out, string(s))
		b = b[2+n:]
	}
	return out
}

// AppendQuoted appends data as strace prints a string by default (no -x).
func AppendQuoted(b, data []byte) []byte { return quote(b, data, 0, false) }

// quote appends data as strace prints a string: C escapes, octal for other
// non-printable bytes (three digits only before a digit), whole-string hex
// with -xx, with -x when non-ASCII, or when forced.
func quote(b []byte, data []byte, hexMode int, forceHex bool) []byte {
	useHex := forceHex || hexMode >= 2
	if !useHex && hexMode == 1 {
		for _, c := range data {
			if (c < 0x20 || c >= 0x7f) && (c < '\t' || c > '\r') {
				useHex = true
				break
			}
		}
	}
	b = append(b, '"')
	const hexd = "0123456789abcdef"
	for i, c := range data {
		if useHex {
			b = append(b, '\\', 'x', hexd[c>>4], hexd[c&15])
			continue
		}
		switch c {
		case '"', '\\':
			b = append(b, '\\', c)
		case '\f':
			b = append(b, '\\', 'f')
		case '\n':
			b = append(b, '\\', 'n')
		case '\r':
			b = append(b, '\\', 'r')
		case '\t':
			b = append(b, '\\', 't')
		case '\v':
			b = append(b, '\\', 'v')
		default:
			if c >= 0x20 && c < 0x7f {
				b = append(b, c)
				continue
			}
			b = append(b, '\\')
			nextDigit := i+1 < len(data) && data[i+1] >= '0' && data[i+1] <= '7'
			if nextDigit || c >= 0100 {
				b = append(b, '0'+c>>6)
			}
			if nextDigit || c >= 010 {
				b = append(b, '0'+(c>>3)&7)
			}
			b = append(b, '0'+c&7)
		}
	}
	return append(b, '"')
}

func appendHex(b []byte, v uint64) []byte {
	b = append(b, '0', 'x')
	return strconv.AppendUint(b, v, 16)
}

func appendPtr(b []byte, v uint64) []byte {
	if v == 0 {
		return append(b, "NULL"...)
	}
	return appendHex(b, v)
}
