package tracedat

import (
	"bytes"
	"fmt"
	"io"
)

// Version 7 option ids that point at sections (the section has the same id).
const (
	optionHeaderInfo   = 16
	optionFtraceEvents = 17
	optionEventFormats = 18
	optionKallsyms     = 19
	optionPrintk       = 20
	optionCmdlines     = 21
)

// v7 reads the rest of a version 7 file: a chain of options sections that
// point at the other sections and at the top instance's flyrecord buffer.
// A compressed file's sections and CPU data are uncompressed on reading
// (zstd or zlib), the CPU data into memory.
func (p *parser) v7(f *File) error {
	at := p.off
	comp, err := p.cstring(64, "compression name")
	if err != nil {
		return err
	}
	if _, err := p.cstring(64, "compression version"); err != nil {
		return err
	}
	if comp != "none" {
		d, ok := decompressors[comp]
		if !ok {
			return p.fail(at, "%s-compressed files are not supported, only zstd and zlib (trace-cmd convert --compression none -i IN -o OUT rewrites them)", comp)
		}
		p.comp, p.decomp = comp, d
	}
	next, err := p.u64("options section offset")
	if err != nil {
		return err
	}
	sections := map[uint16]int64{}
	var stats []string
	var buf *parser // the chosen BUFFER option's data
	var bufName string
	seen := map[uint64]bool{}
	for next != 0 {
		if seen[next] {
			return p.fail(p.off, "options sections loop at offset %d", next)
		}
		seen[next] = true
		sec, err := p.section(next, 0)
		if err != nil {
			return err
		}
		next = 0
		for {
			id, err := sec.u16("option id")
			if err != nil {
				return err
			}
			data, err := sec.sized(4, fmt.Sprintf("option %d", id))
			if err != nil {
				return err
			}
			dataAt := sec.base + sec.off - int64(len(data))
			if id == OptionDone {
				if len(data) != 8 {
					return p.fail(dataAt, "DONE option of %d bytes, not 8", len(data))
				}
				next = p.bo.Uint64(data)
				break
			}
			switch id {
			case OptionCPUStat:
				stats = append(stats, string(bytes.TrimRight(data, "\x00")))
			case optionHeaderInfo, optionFtraceEvents, optionEventFormats, optionKallsyms, optionPrintk, optionCmdlines:
				if len(data) != 8 {
					return p.fail(dataAt, "option %d of %d bytes, not 8", id, len(data))
				}
				sections[id] = int64(p.bo.Uint64(data))
			case OptionBuffer:
				// The top instance ("") wins; else the first one.
				b := &parser{r: bytes.NewReader(data), size: int64(len(data)), base: dataAt, bo: p.bo, comp: p.comp, decomp: p.decomp}
				if _, err := b.u64("buffer section offset"); err != nil {
					return err
				}
				name, err := b.cstring(4096, "buffer name")
				if err != nil {
					return err
				}
				if buf == nil || (bufName != "" && name == "") {
					buf, bufName = b, name
				}
			default:
				f.Options = append(f.Options, Option{ID: id, Data: data})
			}
		}
	}

	for _, s := range []struct {
		id    uint16
		parse func(*parser) error
	}{
		{optionHeaderInfo, func(q *parser) error { return q.headerInfo(f) }},
		{optionFtraceEvents, func(q *parser) error { return q.ftraceFormats(f) }},
		{optionEventFormats, func(q *parser) error { return q.eventFormats(f) }},
		{optionKallsyms, func(q *parser) (err error) { f.Kallsyms, err = q.sized(4, "kallsyms"); return }},
		{optionPrintk, func(q *parser) (err error) { f.Printk, err = q.sized(4, "printk formats"); return }},
		{optionCmdlines, func(q *parser) (err error) { f.Cmdlines, err = q.sized(8, "cmdlines"); return }},
	} {
		off, ok := sections[s.id]
		if !ok {
			continue
		}
		sec, err := p.section(uint64(off), s.id)
		if err != nil {
			return err
		}
		if err := s.parse(sec); err != nil {
			return err
		}
	}

	type cpuData struct {
		id        uint32
		off, size uint64
	}
	var data []cpuData
	maxID := -1
	if buf != nil {
		if _, err := buf.cstring(4096, "buffer clock"); err != nil {
			return err
		}
		if _, err := buf.u32("buffer page size"); err != nil {
			return err
		}
		n, err := buf.count(20, "buffer CPU count")
		if err != nil {
			return err
		}
		for i := 0; i < n; i++ {
			var c cpuData
			if c.id, err = buf.u32("CPU id"); err != nil {
				return err
			}
			if c.id >= 1<<16 {
				return buf.fail(buf.off-4, "CPU id %d is implausible", c.id)
			}
			if c.off, err = buf.u64("CPU data offset"); err != nil {
				return err
			}
			if c.size, err = buf.u64("CPU data size"); err != nil {
				return err
			}
			if c.off > uint64(p.size) || c.size > uint64(p.size)-c.off {
				return buf.fail(buf.off-20, "CPU %d data (offset %d, %d bytes) is past the end of the file (%d bytes)", c.id, c.off, c.size, p.size)
			}
			data = append(data, c)
			maxID = max(maxID, int(c.id))
		}
	}
	f.CPUs = make([]CPU, max(maxID+1, len(stats)))
	for i := range f.CPUs {
		f.CPUs[i].Data = io.NewSectionReader(p.r, 0, 0)
		if i < len(stats) {
			f.CPUs[i].Stats = stats[i]
		}
	}
	for _, c := range data {
		in := io.NewSectionReader(p.r, int64(c.off), int64(c.size))
		if p.decomp == nil {
			f.CPUs[c.id].Data = in
			continue
		}
		// The size trace-cmd stores leaves out the chunk count before
		// the chunks.
		q := &parser{r: p.r, size: min(p.size, int64(c.off+c.size)+4), off: int64(c.off), bo: p.bo, comp: p.comp, decomp: p.decomp}
		pages, err := q.chunks(c.id)
		if err != nil {
			return err
		}
		f.CPUs[c.id].Data = io.NewSectionReader(bytes.NewReader(pages), 0, int64(len(pages)))
		f.CPUs[c.id].Compressed = in
	}
	return nil
}

// section checks the header of the section at off (id want) and returns a
// parser over its content.
func (p *parser) section(off uint64, want uint16) (*parser, error) {
	if off > uint64(p.size) {
		return nil, p.fail(p.off, "section %d at offset %d is past the end of the file (%d bytes)", want, off, p.size)
	}
	h := &parser{r: p.r, size: p.size, off: int64(off), bo: p.bo, comp: p.comp, decomp: p.decomp}
	id, err := h.u16("section id")
	if err != nil {
		return nil, err
	}
	if id != want {
		return nil, h.fail(int64(off), "section id %d, expected %d", id, want)
	}
	flags, err := h.u16("section flags")
	if err != nil {
		return nil, err
	}
	if flags&1 != 0 && p.decomp == nil {
		return nil, h.fail(int64(off), "section %d is compressed in a file that names no compression", id)
	}
	if _, err := h.u32("section description"); err != nil {
		return nil, err
	}
	size, err := h.u64("section size")
	if err != nil {
		return nil, err
	}
	if size > uint64(p.size-h.off) {
		return nil, h.fail(h.off-8, "section %d: size %d is past the end of the file (%d bytes left)", id, size, p.size-h.off)
	}
	sec := &parser{r: io.NewSectionReader(p.r, h.off, int64(size)), size: int64(size), base: h.off, bo: p.bo, comp: p.comp, decomp: p.decomp}
	if flags&1 == 0 {
		return sec, nil
	}
	// Errors in the uncompressed content name the section's offset plus
	// the offset in that content.
	data, err := sec.block(fmt.Sprintf("section %d", id))
	if err != nil {
		return nil, err
	}
	return &parser{r: bytes.NewReader(data), size: int64(len(data)), base: h.off, bo: p.bo, comp: p.comp, decomp: p.decomp}, nil
}
