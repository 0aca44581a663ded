package types

// The layout rules shared by the code generator and the runtime's decoder:
// every value occupies a multiple of 8 bytes; integers are widened to 8
// bytes; tuple elements are laid out one after the other, each rounded up to
// 8 bytes. Keys, map values and ring buffer records all follow these rules.

func round8(n int) int { return (n + 7) &^ 7 }

// SlotSize is the number of bytes a value of t occupies in a record, key or
// map value.
func SlotSize(t *Type) int {
	switch t.Kind {
	case Int, Bool, Enum, Pointer, Ksym, Username, Strerror, CgroupPath, SignalName, SyscallName, Container:
		return 8
	case Float:
		return round8(t.Size) // float and double in 8 bytes, long double in 16
	case Stack, Usym:
		return 16 // id or address, plus the pid for user-space symbolization
	case Timestamp:
		return 16 // nanoseconds, plus the id of strftime()'s format (a Printf's)
	case String, Array, Record, Mac:
		return round8(t.Size)
	case Buffer:
		return 8 + round8(t.Size) // length, then bytes
	case Tuple:
		n := 0
		for _, f := range t.Fields {
			n += SlotSize(f.Type)
		}
		return n
	case Inet:
		return 24
	}
	return 8
}

// TupleOffsets returns the offset of each tuple element within its slot.
func TupleOffsets(t *Type) []int {
	var offs []int
	n := 0
	for _, f := range t.Fields {
		offs = append(offs, n)
		n += SlotSize(f.Type)
	}
	return offs
}

// RecordLayout returns the offset of each argument in a ring buffer record
// after the 8-byte header, and the record's total size.
func RecordLayout(args []*Type) (offs []int, size int) {
	size = 8
	for _, a := range args {
		offs = append(offs, size)
		size += SlotSize(a)
	}
	return offs, size
}

// PackMin is the size above which a string argument of a printf-like
// record goes in the record's tail: a str() of max_strlen (1024 bytes
// under newest bpftrace) takes only the bytes it read there, so a burst of
// records with strings fits in the ring buffer. comm and short literals
// stay in their slots.
const PackMin = 32

// Packed is the layout of a record whose long strings are packed at its
// end: each argument has its slot after the header, as RecordLayout lays
// them out, except that a tail string's slot is 8 bytes holding the
// number of bytes it takes in the tail (its NUL included). The tail
// strings follow the slots in argument order.
type Packed struct {
	Offs  []int
	Tail  []bool // the argument is in the tail
	Fixed int    // the slots' end: where the tail starts, the smallest record
	Max   int    // the biggest record: every tail string at its slot size, and 8 bytes
}

// PackedLayout lays out a record of args with its strings and buffers
// (buf()) longer than PackMin in the tail: a buffer there is its length
// then the bytes it holds, as in its slot.
func PackedLayout(args []*Type) Packed {
	l := Packed{Fixed: 8, Tail: make([]bool, len(args))}
	tail := 0
	for i, a := range args {
		l.Offs = append(l.Offs, l.Fixed)
		if (a.Kind == String || a.Kind == Buffer) && a.Size > PackMin {
			l.Tail[i] = true
			l.Fixed += 8
			tail += SlotSize(a) + 8 // a copied string may take a byte more than its size
			continue
		}
		l.Fixed += SlotSize(a)
	}
	l.Max = l.Fixed + tail
	return l
}

// HasTail reports whether any argument is in the tail.
func (l Packed) HasTail() bool { return l.Max > l.Fixed }
