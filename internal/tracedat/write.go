package tracedat

import (
	"bytes"
	"fmt"
	"io"
)

// Write writes f to w as a version 6 trace.dat with a flyrecord: the header
// sections, one CPUSTAT option per CPU with Stats, f.Options, then every
// CPU's pages at a page-aligned offset.
func Write(w io.Writer, f *File) error {
	if f.PageSize <= 0 || f.PageSize&(f.PageSize-1) != 0 {
		return fmt.Errorf("trace.dat: page size %d is not a power of two", f.PageSize)
	}
	if f.LongSize != 4 && f.LongSize != 8 {
		return fmt.Errorf("trace.dat: long size %d is not 4 or 8", f.LongSize)
	}
	bo := f.order()
	var b bytes.Buffer
	u16 := func(v uint16) { b.Write(bo.AppendUint16(nil, v)) }
	u32 := func(v uint32) { b.Write(bo.AppendUint32(nil, v)) }
	u64 := func(v uint64) { b.Write(bo.AppendUint64(nil, v)) }

	b.WriteString(Magic)
	fmt.Fprintf(&b, "%d\x00", Version)
	if f.BigEndian {
		b.WriteByte(1)
	} else {
		b.WriteByte(0)
	}
	b.WriteByte(byte(f.LongSize))
	u32(uint32(f.PageSize))

	b.WriteString("header_page\x00")
	u64(uint64(len(f.HeaderPage)))
	b.Write(f.HeaderPage)
	b.WriteString("header_event\x00")
	u64(uint64(len(f.HeaderEvent)))
	b.Write(f.HeaderEvent)

	u32(uint32(len(f.Ftrace)))
	for _, fm := range f.Ftrace {
		u64(uint64(len(fm)))
		b.Write(fm)
	}
	u32(uint32(len(f.Systems)))
	for _, s := range f.Systems {
		b.WriteString(s.Name)
		b.WriteByte(0)
		u32(uint32(len(s.Formats)))
		for _, fm := range s.Formats {
			u64(uint64(len(fm)))
			b.Write(fm)
		}
	}
	u32(uint32(len(f.Kallsyms)))
	b.Write(f.Kallsyms)
	u32(uint32(len(f.Printk)))
	b.Write(f.Printk)
	u64(uint64(len(f.Cmdlines)))
	b.Write(f.Cmdlines)

	u32(uint32(len(f.CPUs)))
	b.WriteString("options  \x00")
	// CPUSTAT options are matched to CPUs by their order: all or none.
	anyStats := false
	for _, c := range f.CPUs {
		anyStats = anyStats || c.Stats != ""
	}
	for _, c := range f.CPUs {
		if anyStats {
			u16(OptionCPUStat)
			u32(uint32(len(c.Stats) + 1))
			b.WriteString(c.Stats)
			b.WriteByte(0)
		}
	}
	for _, o := range f.Options {
		if o.ID == OptionDone {
			return fmt.Errorf("trace.dat: option id 0 is the end marker")
		}
		u16(o.ID)
		u32(uint32(len(o.Data)))
		b.Write(o.Data)
	}
	u16(OptionDone)
	b.WriteString("flyrecord\x00")

	// The offset table, then each CPU's pages page-aligned.
	page := int64(f.PageSize)
	align := func(off int64) int64 { return (off + page - 1) &^ (page - 1) }
	off := align(int64(b.Len()) + 16*int64(len(f.CPUs)))
	offsets := make([]int64, len(f.CPUs))
	for i, c := range f.CPUs {
		offsets[i] = off
		u64(uint64(off))
		u64(uint64(size(c.Data)))
		off = align(off + size(c.Data))
	}
	pos := int64(b.Len())
	if _, err := w.Write(b.Bytes()); err != nil {
		return err
	}
	for i, c := range f.CPUs {
		if pad := offsets[i] - pos; pad > 0 {
			if _, err := w.Write(make([]byte, pad)); err != nil {
				return err
			}
			pos += pad
		}
		if c.Data == nil {
			continue
		}
		n, err := io.Copy(w, io.NewSectionReader(c.Data, 0, c.Data.Size()))
		pos += n
		if err != nil {
			return fmt.Errorf("trace.dat: CPU %d data: %w", i, err)
		}
	}
	return nil
}

func size(r *io.SectionReader) int64 {
	if r == nil {
		return 0
	}
	return r.Size()
}
