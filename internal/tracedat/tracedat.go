// Package tracedat reads and writes trace-cmd's trace.dat file format
// (trace-cmd.dat.v6(5)): the header facts (endianness, long size, page
// size), the kernel's header_page and header_event descriptions, the event
// format files, kallsyms, printk formats, saved cmdlines, options (per-CPU
// stats among them) and the per-CPU raw ring-buffer pages of a flyrecord.
//
// Write produces version 6, the version every trace-cmd since 1.0 reads
// (Debian's trace-cmd 3.1 included), so `trace-cmd report` and KernelShark
// open sonde's files. Read parses the files sonde and trace-cmd write:
// version 6, and version 7 (trace-cmd.dat.v7(5): sections found through
// options), uncompressed or compressed with zstd or zlib; another
// algorithm gets an error saying how to convert the file. A corrupt or truncated file gives an error
// naming the offset, never a panic.
//
// The package only moves bytes: decoding the pages is the ftrace engine's.
package tracedat

import (
	"encoding/binary"
	"io"
)

// Magic starts every trace.dat file.
const Magic = "\x17\x08\x44tracing"

// Version is the file version Write produces.
const Version = 6

// Option ids (trace-cmd's numbering).
const (
	OptionDone    = 0
	OptionDate    = 1
	OptionCPUStat = 2
	OptionBuffer  = 3
	OptionClock   = 4
	OptionUname   = 5
	OptionVersion = 9
)

// File is the content of a trace.dat file.
type File struct {
	Version                 int      // 6 (Write ignores it and writes Version)
	BigEndian               bool     // byte order of the file's numbers and pages
	LongSize                int      // 4 or 8: the traced userspace's long
	PageSize                int      // ring-buffer page size, e.g. 4096
	HeaderPage, HeaderEvent []byte   // events/header_page, events/header_event
	Ftrace                  [][]byte // events/ftrace/*/format
	Systems                 []System // other event systems' formats
	Kallsyms                []byte   // /proc/kallsyms text, may be empty
	Printk                  []byte   // printk_formats text, may be empty
	Cmdlines                []byte   // saved_cmdlines text ("PID COMM" lines), may be empty
	Options                 []Option // options other than the per-CPU stats, in file order
	CPUs                    []CPU    // one per CPU, in CPU order
}

// System is one event system and the format files of its recorded events.
type System struct {
	Name    string
	Formats [][]byte // events/SYSTEM/EVENT/format
}

// Option is a trace.dat option kept as raw bytes.
type Option struct {
	ID   uint16
	Data []byte
}

// CPU is one CPU's recorded data.
type CPU struct {
	// Stats is the text of per_cpu/cpuN/stats at the end of the recording
	// (entries, overrun, dropped events, ...), stored as a CPUSTAT option.
	// Options match CPUs by order, so Write stores one for every CPU when
	// any CPU has Stats, and none otherwise.
	Stats string
	// Data holds whole ring-buffer pages as read from
	// per_cpu/cpuN/trace_pipe_raw, PageSize bytes each.
	Data *io.SectionReader
	// Compressed, in a compressed version 7 file Read returns, is where
	// the compressed data lies in the file; Data is then its uncompressed
	// pages, in memory.
	Compressed *io.SectionReader
}

type byteOrder interface {
	binary.ByteOrder
	binary.AppendByteOrder
}

func (f *File) order() byteOrder {
	if f.BigEndian {
		return binary.BigEndian
	}
	return binary.LittleEndian
}
