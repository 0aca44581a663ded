package output

import (
	"bufio"
	"encoding/binary"
	"io"
	"os"
	"time"
)

// Pcap writes packets to a capture file in libpcap's classic format, as
// bpftrace 0.17's skboutput() does: microsecond timestamps, snapshot length
// 65535, link type RAW (each packet starts at its IP header: there is no
// link-layer header). Integers are in the machine's byte order, which the
// magic number tells readers. A packet longer than the snapshot length is
// cut there, its record keeping the whole length (0.17 writes it whole,
// which readers refuse).
type Pcap struct {
	w *bufio.Writer
	c io.Closer
}

const (
	pcapMagic    = 0xa1b2c3d4 // microsecond timestamps
	pcapSnaplen  = 65535
	pcapLinkRaw  = 101 // LINKTYPE_RAW
	pcapVerMajor = 2
	pcapVerMinor = 4
)

// CreatePcap creates (or truncates) the file at path and writes the
// capture header.
func CreatePcap(path string) (*Pcap, error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	p, err := NewPcap(f)
	if err != nil {
		f.Close()
		return nil, err
	}
	p.c = f
	return p, nil
}

// NewPcap writes the capture header to w.
func NewPcap(w io.Writer) (*Pcap, error) {
	p := &Pcap{w: bufio.NewWriter(w)}
	var h [24]byte
	binary.NativeEndian.PutUint32(h[0:], pcapMagic)
	binary.NativeEndian.PutUint16(h[4:], pcapVerMajor)
	binary.NativeEndian.PutUint16(h[6:], pcapVerMinor)
	// thiszone and sigfigs (8..15) are 0
	binary.NativeEndian.PutUint32(h[16:], pcapSnaplen)
	binary.NativeEndian.PutUint32(h[20:], pcapLinkRaw)
	if _, err := p.w.Write(h[:]); err != nil {
		return nil, err
	}
	return p, p.w.Flush()
}

// WritePacket writes one record: the time it was seen and its bytes.
func (p *Pcap) WritePacket(t time.Time, data []byte) error {
	caplen := min(len(data), pcapSnaplen)
	var h [16]byte
	binary.NativeEndian.PutUint32(h[0:], uint32(t.Unix()))
	binary.NativeEndian.PutUint32(h[4:], uint32(t.Nanosecond()/1000))
	binary.NativeEndian.PutUint32(h[8:], uint32(caplen))
	binary.NativeEndian.PutUint32(h[12:], uint32(len(data)))
	if _, err := p.w.Write(h[:]); err != nil {
		return err
	}
	_, err := p.w.Write(data[:caplen])
	return err
}

// Flush writes what is buffered to the file.
func (p *Pcap) Flush() error { return p.w.Flush() }

// Close flushes and closes the file CreatePcap opened.
func (p *Pcap) Close() error {
	err := p.w.Flush()
	if p.c != nil {
		if cerr := p.c.Close(); err == nil {
			err = cerr
		}
	}
	return err
}
