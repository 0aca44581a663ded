package codegen

import "sonde/internal/lang/types"

// The layout rules shared by the code generator and the runtime's decoder:
// every value occupies a multiple of 8 bytes; integers are widened to 8
// bytes; tuple elements are laid out one after the other, each rounded up to
// 8 bytes. Keys, map values and ring buffer records all follow these rules.

func round8(n int) int { return (n + 7) &^ 7 }

// SlotSize is the number of bytes a value of t occupies in a record, key or
// map value.
func SlotSize(t *types.Type) int {
	switch t.Kind {
	case types.Int, types.Bool, types.Enum, types.Pointer, types.Ksym, types.Timestamp, types.Username,
		types.Strerror, types.CgroupPath:
		return 8
	case types.Stack, types.Usym:
		return 16 // id or address, plus the pid for user-space symbolization
	case types.String, types.Array, types.Record, types.Mac:
		return round8(t.Size)
	case types.Buffer:
		return 8 + round8(t.Size) // length, then bytes
	case types.Tuple:
		n := 0
		for _, f := range t.Fields {
			n += SlotSize(f.Type)
		}
		return n
	case types.Inet:
		return 24
	}
	return 8
}

// TupleOffsets returns the offset of each tuple element within its slot.
func TupleOffsets(t *types.Type) []int {
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
func RecordLayout(args []*types.Type) (offs []int, size int) {
	size = 8
	for _, a := range args {
		offs = append(offs, size)
		size += SlotSize(a)
	}
	return offs, size
}

// Event kinds: the low 16 bits of a record's header. Bits 16..31 count the
// EvHelper records, following it in the ring buffer, of helper calls that
// failed while it was made (-k, -kk): they are to be printed before it. The
// high 32 bits are an index (printf id, map index).
const (
	HeaderKindMask    = 0xffff
	HeaderFailedShift = 16

	EvPrintf   = 1 // printf: args per Printfs[id]
	EvExit     = 2 // exit(): code at offset 8
	EvPrintMap = 3 // print(@m, top, div): top at 8, div at 16
	EvClearMap = 4 // clear(@m)
	EvZeroMap  = 5 // zero(@m)
	EvPrintVal = 6 // print(value): Printfs[id].Args[0]
	EvTime     = 7 // time(fmt)
	EvSystem   = 8 // system(fmt, ...)
	EvCat      = 9 // cat(fmt, ...)
	EvJoin     = 10
	EvHelper   = 11 // a helper call failed (-k, -kk): HelperErrors[id], its result at 8
	EvUnwatch  = 12 // unwatch(addr): the address at 8
	// EvSkbOutput heads a packet in the SkbMap perf buffer: id is
	// SkbOutputs[id], boot-time ns at 8, the bytes copied (u32) at 16 and
	// the bytes of them to leave out (u32) at 20, the packet from
	// SkbHeader on.
	EvSkbOutput = 13
	SkbHeader   = 24
)
