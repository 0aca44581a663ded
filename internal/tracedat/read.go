package tracedat

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
)

// Read parses the trace.dat file in r (size bytes long). CPU data is not
// read: each CPU's Data is a section of r. A malformed or truncated file
// gives an error naming the offset where it went wrong.
func Read(r io.ReaderAt, size int64) (*File, error) {
	p := &parser{r: r, size: size}
	f, err := p.file()
	if err != nil {
		return nil, err
	}
	return f, nil
}

type parser struct {
	r    io.ReaderAt
	size int64
	off  int64
	base int64 // file offset of r's start, for errors
	bo   byteOrder
	// A compressed version 7 file's algorithm (comp "" and decomp nil
	// when it is not compressed).
	comp   string
	decomp decompressor
}

// errAt is a parse error at a file offset.
type errAt struct {
	off int64
	msg string
}

func (e *errAt) Error() string { return fmt.Sprintf("trace.dat: offset %d: %s", e.off, e.msg) }

func (p *parser) fail(off int64, format string, args ...any) error {
	return &errAt{p.base + off, fmt.Sprintf(format, args...)}
}

// bytes reads n bytes at the current offset.
func (p *parser) bytes(n int64, what string) ([]byte, error) {
	if n < 0 || n > p.size-p.off {
		return nil, p.fail(p.off, "%s: %d bytes do not fit in the %d left of the file", what, n, p.size-p.off)
	}
	b := make([]byte, n)
	if got, err := p.r.ReadAt(b, p.off); err != nil && !(err == io.EOF && got == len(b)) {
		return nil, p.fail(p.off, "%s: %v", what, err)
	}
	p.off += n
	return b, nil
}

func (p *parser) u16(what string) (uint16, error) {
	b, err := p.bytes(2, what)
	if err != nil {
		return 0, err
	}
	return p.bo.Uint16(b), nil
}

func (p *parser) u32(what string) (uint32, error) {
	b, err := p.bytes(4, what)
	if err != nil {
		return 0, err
	}
	return p.bo.Uint32(b), nil
}

func (p *parser) u64(what string) (uint64, error) {
	b, err := p.bytes(8, what)
	if err != nil {
		return 0, err
	}
	return p.bo.Uint64(b), nil
}

// cstring reads a NUL-terminated string of at most max bytes.
func (p *parser) cstring(max int, what string) (string, error) {
	start := p.off
	var out []byte
	buf := make([]byte, 64)
	for len(out) <= max {
		n, err := p.r.ReadAt(buf, p.off)
		if i := bytes.IndexByte(buf[:n], 0); i >= 0 {
			out = append(out, buf[:i]...)
			p.off += int64(i) + 1
			if len(out) > max {
				break
			}
			return string(out), nil
		}
		out = append(out, buf[:n]...)
		p.off += int64(n)
		if err != nil || n == 0 {
			return "", p.fail(start, "%s: no terminating NUL before the end of the file", what)
		}
	}
	return "", p.fail(start, "%s: longer than %d bytes", what, max)
}

// sized reads a length (4 or 8 bytes) and that many bytes.
func (p *parser) sized(lenBytes int, what string) ([]byte, error) {
	var n uint64
	var err error
	if lenBytes == 4 {
		var v uint32
		v, err = p.u32(what + " size")
		n = uint64(v)
	} else {
		n, err = p.u64(what + " size")
	}
	if err != nil {
		return nil, err
	}
	if n > uint64(p.size-p.off) {
		return nil, p.fail(p.off-int64(lenBytes), "%s: size %d is past the end of the file (%d bytes left)", what, n, p.size-p.off)
	}
	return p.bytes(int64(n), what)
}

// count reads a 32-bit count of items at least minItem bytes long each.
func (p *parser) count(minItem int64, what string) (int, error) {
	n, err := p.u32(what)
	if err != nil {
		return 0, err
	}
	if int64(n)*minItem > p.size-p.off {
		return 0, p.fail(p.off-4, "%s: %d do not fit in the %d bytes left of the file", what, n, p.size-p.off)
	}
	return int(n), nil
}

func (p *parser) tag(want, what string) error {
	at := p.off
	b, err := p.bytes(int64(len(want)), what)
	if err != nil {
		return err
	}
	if string(b) != want {
		return p.fail(at, "expected %q, found %q", want, b)
	}
	return nil
}

func (p *parser) file() (*File, error) {
	f := &File{}
	magic, err := p.bytes(int64(len(Magic)), "magic")
	if err != nil {
		return nil, err
	}
	if string(magic) != Magic {
		return nil, p.fail(0, "not a trace.dat file (bad magic %q)", magic)
	}
	vs, err := p.cstring(16, "version")
	if err != nil {
		return nil, err
	}
	v, err := strconv.Atoi(vs)
	if err != nil {
		return nil, p.fail(int64(len(Magic)), "bad version %q", vs)
	}
	if v != 6 && v != 7 {
		return nil, p.fail(int64(len(Magic)), "version %d is not supported (only 6 and 7)", v)
	}
	f.Version = v
	hdr, err := p.bytes(2, "endianness and long size")
	if err != nil {
		return nil, err
	}
	switch hdr[0] {
	case 0:
	case 1:
		f.BigEndian = true
	default:
		return nil, p.fail(p.off-2, "bad endianness flag %d", hdr[0])
	}
	p.bo = f.order()
	f.LongSize = int(hdr[1])
	if f.LongSize != 4 && f.LongSize != 8 {
		return nil, p.fail(p.off-1, "bad long size %d", f.LongSize)
	}
	ps, err := p.u32("page size")
	if err != nil {
		return nil, err
	}
	if ps == 0 || ps&(ps-1) != 0 || ps > 1<<24 {
		return nil, p.fail(p.off-4, "bad page size %d", ps)
	}
	f.PageSize = int(ps)

	if v == 7 {
		if err := p.v7(f); err != nil {
			return nil, err
		}
		return f, nil
	}
	if err := p.headerInfo(f); err != nil {
		return nil, err
	}
	if err := p.ftraceFormats(f); err != nil {
		return nil, err
	}
	if err := p.eventFormats(f); err != nil {
		return nil, err
	}
	var err2 error
	if f.Kallsyms, err2 = p.sized(4, "kallsyms"); err2 != nil {
		return nil, err2
	}
	if f.Printk, err2 = p.sized(4, "printk formats"); err2 != nil {
		return nil, err2
	}
	if f.Cmdlines, err2 = p.sized(8, "cmdlines"); err2 != nil {
		return nil, err2
	}

	ncpu, err := p.count(0, "CPU count")
	if err != nil {
		return nil, err
	}
	if ncpu > 1<<16 {
		return nil, p.fail(p.off-4, "CPU count %d is implausible", ncpu)
	}
	f.CPUs = make([]CPU, ncpu)
	at := p.off
	kind, err := p.bytes(10, "data kind")
	if err != nil {
		return nil, err
	}
	var stats []string
	if string(kind) == "options  \x00" {
		for {
			id, err := p.u16("option id")
			if err != nil {
				return nil, err
			}
			if id == OptionDone {
				break
			}
			data, err := p.sized(4, fmt.Sprintf("option %d", id))
			if err != nil {
				return nil, err
			}
			if id == OptionCPUStat {
				stats = append(stats, string(bytes.TrimRight(data, "\x00")))
				continue
			}
			f.Options = append(f.Options, Option{ID: id, Data: data})
		}
		at = p.off
		if kind, err = p.bytes(10, "data kind"); err != nil {
			return nil, err
		}
	}
	for i := 0; i < len(stats) && i < ncpu; i++ {
		f.CPUs[i].Stats = stats[i]
	}
	switch string(kind) {
	case "flyrecord\x00":
	case "latency  \x00":
		return nil, p.fail(at, "latency-format files are not supported")
	default:
		return nil, p.fail(at, "expected \"flyrecord\", found %q", kind)
	}
	for i := range f.CPUs {
		off, err := p.u64(fmt.Sprintf("CPU %d data offset", i))
		if err != nil {
			return nil, err
		}
		sz, err := p.u64(fmt.Sprintf("CPU %d data size", i))
		if err != nil {
			return nil, err
		}
		if off > uint64(p.size) || sz > uint64(p.size)-off {
			return nil, p.fail(p.off-16, "CPU %d data (offset %d, %d bytes) is past the end of the file (%d bytes)", i, off, sz, p.size)
		}
		f.CPUs[i].Data = io.NewSectionReader(p.r, int64(off), int64(sz))
	}
	return f, nil
}

// headerInfo reads header_page and header_event.
func (p *parser) headerInfo(f *File) (err error) {
	if err := p.tag("header_page\x00", "header_page tag"); err != nil {
		return err
	}
	if f.HeaderPage, err = p.sized(8, "header_page"); err != nil {
		return err
	}
	if err := p.tag("header_event\x00", "header_event tag"); err != nil {
		return err
	}
	f.HeaderEvent, err = p.sized(8, "header_event")
	return err
}

// ftraceFormats reads the ftrace system's formats.
func (p *parser) ftraceFormats(f *File) error {
	n, err := p.count(8, "ftrace format count")
	if err != nil {
		return err
	}
	for i := 0; i < n; i++ {
		fm, err := p.sized(8, "ftrace format")
		if err != nil {
			return err
		}
		f.Ftrace = append(f.Ftrace, fm)
	}
	return nil
}

// eventFormats reads the other event systems' formats.
func (p *parser) eventFormats(f *File) error {
	n, err := p.count(5, "event system count")
	if err != nil {
		return err
	}
	for i := 0; i < n; i++ {
		name, err := p.cstring(4096, "event system name")
		if err != nil {
			return err
		}
		s := System{Name: name}
		m, err := p.count(8, "event count of system "+name)
		if err != nil {
			return err
		}
		for j := 0; j < m; j++ {
			fm, err := p.sized(8, "event format of system "+name)
			if err != nil {
				return err
			}
			s.Formats = append(s.Formats, fm)
		}
		f.Systems = append(f.Systems, s)
	}
	return nil
}
