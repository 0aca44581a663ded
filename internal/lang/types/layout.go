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
	case Int, Bool, Enum, Pointer, Ksym, Timestamp, Username, Strerror, CgroupPath, SignalName, SyscallName:
		return 8
	case Stack, Usym:
		return 16 // id or address, plus the pid for user-space symbolization
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
