package ftrace

import (
	"encoding/binary"
	"errors"
	"fmt"

	"sonde/internal/kernel"
)

// PageHeader is the layout of a ring-buffer page, from events/header_page:
// a timestamp, the commit word (bytes of data, with the missed-events
// flags in its top bits) and the data.
type PageHeader struct {
	TimestampOff, TimestampSize int
	CommitOff, CommitSize       int
	DataOff, DataSize           int
}

// ParsePageHeader parses the text of events/header_page.
func ParsePageHeader(text []byte) (PageHeader, error) {
	fields, err := kernel.ParseFields(text)
	if err != nil {
		return PageHeader{}, err
	}
	var h PageHeader
	have := 0
	for _, f := range fields {
		switch f.Name {
		case "timestamp":
			h.TimestampOff, h.TimestampSize = f.Offset, f.Size
			have |= 1
		case "commit":
			h.CommitOff, h.CommitSize = f.Offset, f.Size
			have |= 2
		case "data":
			h.DataOff, h.DataSize = f.Offset, f.Size
			have |= 4
		}
	}
	if have != 7 || h.TimestampSize != 8 || (h.CommitSize != 4 && h.CommitSize != 8) {
		return PageHeader{}, errors.New("no timestamp, commit and data fields")
	}
	return h, nil
}

// The commit word's flags (kernel/trace/ring_buffer.c).
const (
	missedEvents = 1 << 31 // events were lost before this page
	missedStored = 1 << 30 // their count is stored after the data
	commitMask   = 1<<27 - 1
)

// The event header's type_len values that are not data lengths.
const (
	typePadding    = 29
	typeTimeExtend = 30
	typeTimeStamp  = 31
)

// Event is one trace event decoded from a page.
type Event struct {
	CPU    int
	Time   uint64              // the ring buffer's clock, nanoseconds for the default clock
	Format *kernel.EventFormat // nil for an event whose format is unknown
	Data   []byte              // the record: common fields, then the event's own
}

// ID is the event's type id (common_type).
func (e *Event) ID() uint16 {
	if len(e.Data) < 2 {
		return 0
	}
	return binary.LittleEndian.Uint16(e.Data)
}

// PID is the thread that produced the event (common_pid).
func (e *Event) PID() int {
	if v, err := e.Int("common_pid"); err == nil {
		return int(v)
	}
	return -1
}

// Int returns an integer field, sign-extended when the format says signed.
func (e *Event) Int(name string) (int64, error) {
	f, b, err := e.field(name)
	if err != nil {
		return 0, err
	}
	if f.DataLoc || f.RelLoc {
		return 0, fmt.Errorf("field %s is variable-length", name)
	}
	switch len(b) {
	case 1:
		if f.Signed {
			return int64(int8(b[0])), nil
		}
		return int64(b[0]), nil
	case 2:
		v := binary.LittleEndian.Uint16(b)
		if f.Signed {
			return int64(int16(v)), nil
		}
		return int64(v), nil
	case 4:
		v := binary.LittleEndian.Uint32(b)
		if f.Signed {
			return int64(int32(v)), nil
		}
		return int64(v), nil
	case 8:
		return int64(binary.LittleEndian.Uint64(b)), nil
	}
	return 0, fmt.Errorf("field %s is %d bytes, not an integer", name, len(b))
}

// Bytes returns a field's bytes: the variable data of a __data_loc or
// __rel_loc field, the field itself otherwise.
func (e *Event) Bytes(name string) ([]byte, error) {
	_, b, err := e.field(name)
	return b, err
}

// String returns a string field (char[N] or __data_loc char[]), up to its NUL.
func (e *Event) String(name string) (string, error) {
	b, err := e.Bytes(name)
	if err != nil {
		return "", err
	}
	for i, c := range b {
		if c == 0 {
			return string(b[:i]), nil
		}
	}
	return string(b), nil
}

func (e *Event) field(name string) (*kernel.FormatField, []byte, error) {
	if e.Format == nil {
		return nil, nil, fmt.Errorf("event %d has no format", e.ID())
	}
	f := e.Format.Field(name)
	if f == nil {
		return nil, nil, fmt.Errorf("%s:%s has no field %s", e.Format.Group, e.Format.Event, name)
	}
	if f.Offset+f.Size > len(e.Data) {
		return nil, nil, fmt.Errorf("field %s beyond the %d-byte record", name, len(e.Data))
	}
	b := e.Data[f.Offset : f.Offset+f.Size]
	if !f.DataLoc && !f.RelLoc {
		return f, b, nil
	}
	if len(b) < 4 {
		return nil, nil, fmt.Errorf("field %s: a %d-byte location", name, len(b))
	}
	loc := binary.LittleEndian.Uint32(b)
	off, n := int(loc&0xffff), int(loc>>16)
	if f.RelLoc {
		off += f.Offset + f.Size
	}
	if off+n > len(e.Data) {
		return nil, nil, fmt.Errorf("field %s: data at %d+%d beyond the %d-byte record", name, off, n, len(e.Data))
	}
	return f, e.Data[off : off+n], nil
}

// PageInfo is what a page says about itself.
type PageInfo struct {
	Time   uint64 // the page's timestamp: the first event's base
	Commit int    // bytes of event data
	// Missed reports events lost before this page; MissedCount is their
	// number when the kernel stored it (-1 when it did not).
	Missed      bool
	MissedCount int64
}

// Decode decodes one raw page read from cpu's trace_pipe_raw, calling fn for
// each event, with formats (by event id) for their fields. The event and
// its Data (which points into page) are valid during fn only: copy what
// outlives it.
func (h PageHeader) Decode(cpu int, page []byte, formats map[uint16]*kernel.EventFormat, fn func(*Event)) (PageInfo, error) {
	var info PageInfo
	if len(page) < h.DataOff {
		return info, fmt.Errorf("page of %d bytes, shorter than its header", len(page))
	}
	info.Time = binary.LittleEndian.Uint64(page[h.TimestampOff:])
	var commit uint64
	if h.CommitSize == 8 {
		commit = binary.LittleEndian.Uint64(page[h.CommitOff:])
	} else {
		commit = uint64(binary.LittleEndian.Uint32(page[h.CommitOff:]))
	}
	info.Commit = int(commit & commitMask)
	info.Missed = commit&missedEvents != 0
	info.MissedCount = -1
	data := page[h.DataOff:]
	if info.Commit > len(data) {
		return info, fmt.Errorf("page commits %d bytes of %d", info.Commit, len(data))
	}
	if commit&missedStored != 0 && info.Commit+h.CommitSize <= len(data) {
		if h.CommitSize == 8 {
			info.MissedCount = int64(binary.LittleEndian.Uint64(data[info.Commit:]))
		} else {
			info.MissedCount = int64(binary.LittleEndian.Uint32(data[info.Commit:]))
		}
	}
	data = data[:info.Commit]
	ts := info.Time
	var ev Event
	for off := 0; off+4 <= len(data); {
		hdr := binary.LittleEndian.Uint32(data[off:])
		typeLen, delta := hdr&0x1f, uint64(hdr>>5)
		arg := func() (uint32, error) {
			if off+8 > len(data) {
				return 0, fmt.Errorf("event header at %d: truncated", off)
			}
			return binary.LittleEndian.Uint32(data[off+4:]), nil
		}
		switch {
		case typeLen == typePadding:
			if delta == 0 {
				return info, nil // the rest of the page is padding
			}
			n, err := arg()
			if n < 4 {
				n = 4
			}
			if err != nil {
				return info, err
			}
			// array[0] is the length after the header; the delta counts,
			// as the events after it were stamped relative to it.
			ts += delta
			off += 4 + int(n)
		case typeLen == typeTimeExtend:
			n, err := arg()
			if err != nil {
				return info, err
			}
			ts += uint64(n)<<27 | delta
			off += 8
		case typeLen == typeTimeStamp:
			n, err := arg()
			if err != nil {
				return info, err
			}
			abs := uint64(n)<<27 | delta
			// The stamp holds 59 bits; the top ones are the current time's.
			ts = abs | ts&^(1<<59-1)
			off += 8
		default:
			var body []byte
			if typeLen == 0 {
				n, err := arg()
				if err != nil {
					return info, err
				}
				if n < 4 || off+4+int(n) > len(data) {
					return info, fmt.Errorf("event at %d: length %d beyond the page", off, n)
				}
				body = data[off+8 : off+4+int(n)]
				off += 4 + int(n)
			} else {
				n := int(typeLen) * 4
				if off+4+n > len(data) {
					return info, fmt.Errorf("event at %d: length %d beyond the page", off, n)
				}
				body = data[off+4 : off+4+n]
				off += 4 + n
			}
			ts += delta
			ev = Event{CPU: cpu, Time: ts, Data: body}
			ev.Format = formats[ev.ID()]
			fn(&ev)
		}
	}
	return info, nil
}
