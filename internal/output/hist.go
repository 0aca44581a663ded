package output

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// HistSlots is the number of hist() slots bpftrace 0.17 can fill: 0..33.
const HistSlots = 34

// HistIndex returns the hist() slot of v exactly as bpftrace 0.17's BPF
// code computes it (v is compared as signed 64-bit):
//
//	v < 0   -> 0                       printed "(..., 0)"
//	v == 0  -> 1                       printed "[0]"
//	v > 0   -> 2 + min(floor(log2 v), 31)
//
// The BPF sequence for v > 0: r = 2; n = v; then for s = 16, 8, 4, 2, 1:
// if n >= (1 << s) (unsigned compare) { n >>= s; r += s }. Starting at
// s = 16 caps the sum of shifts at 31, so every v >= 2^31 lands in slot 33,
// printed "[2G, 4G)"; bpftrace 0.17 does that and so does sonde. Slot k in
// 3..33 holds [2^(k-2), 2^(k-1)); slot 2 holds 1.
func HistIndex(v int64) int {
	if v < 0 {
		return 0
	}
	if v == 0 {
		return 1
	}
	n, r := uint64(v), 2
	for s := 16; s >= 1; s /= 2 {
		if n >= 1<<s {
			n >>= s
			r += s
		}
	}
	return r
}

// HistIndexBits returns the slot of v in hist(v, k) for k > 0, as newer
// bpftrace computes it on all 64 bits: slot 0 holds negative values, slots
// 1..2^(k+1) one value each (v+1), and above that each power of two
// [2^m, 2^(m+1)) is split into 2^k equal buckets.
func HistIndexBits(v int64, k int) int {
	if v < 0 {
		return 0
	}
	n := uint64(1) << k
	u := uint64(v)
	if u < n {
		return int(u) + 1
	}
	m := 63 - bits.LeadingZeros64(u)
	p := m - k
	return (p+1)<<k + int(u>>p) - int(n) + 1
}

// histBound is the lower bound of slot index idx+1 of hist(v, k) (idx >=
// 2^k), spelled as bpftrace labels it: the bucket width's power of 2^10
// becomes a K, M, G... suffix, so [1280, 1536) reads "[1280, 1536)" below
// 1024-wide buckets and "[5K, 6K)" at k = 2 from 4K up.
func histBound(idx, k int) string {
	n := 1 << k
	j := idx & (n - 1)
	p := idx>>k - 1
	d := p / 10
	return strconv.FormatUint(uint64(1)<<(p-10*d)*uint64(n+j), 10) + [...]string{"", "K", "M", "G", "T", "P", "E"}[d]
}

// histValue is the value histBound spells, without suffix.
func histValue(idx, k int) uint64 {
	n := 1 << k
	return uint64(1) << (idx>>k - 1) * uint64(n+idx&(n-1))
}

// HistMax returns the largest value slot i (i >= 1) of hist(v, k) holds, as
// HistIndexBits lays slots out (k = 0 too; bpftrace 0.17's slot 33 holds
// everything from 2^31 up).
func HistMax(i, k int) uint64 {
	if i <= 2<<k {
		return uint64(i - 1)
	}
	return histValue(i, k) - 1
}

// LHistSlots returns the number of lhist(v, min, max, step) slots:
// (max-min)/step in-range slots plus one below min and one from max up.
func LHistSlots(min, max, step int64) int {
	return int((max-min)/step) + 2
}

// LHistIndex returns the lhist() slot of v as bpftrace 0.17's BPF code
// computes it (signed comparisons; min >= 0, max > min, step > 0 are checked
// at compile time, so the divisions see non-negative operands):
//
//	v < min  -> 0
//	v > max  -> 1 + (max-min)/step
//	else     -> 1 + (v-min)/step
//
// When step does not divide max-min, values just below max land in the last
// slot too, printed "[max, ...)": lhist(95, 0, 100, 30) is slot 4 of 5.
func LHistIndex(v, min, max, step int64) int {
	if v < min {
		return 0
	}
	if v > max {
		return int(1 + (max-min)/step)
	}
	return int(1 + (v-min)/step)
}

// histLabel is bpftrace's power-of-two label: 1<<p with a K/M/G/T suffix
// for p >= 10, 20, 30, 40.
func histLabel(p int) string {
	suffix := ""
	for _, u := range []struct {
		p int
		s string
	}{{40, "T"}, {30, "G"}, {20, "M"}, {10, "K"}} {
		if p >= u.p {
			p -= u.p
			suffix = u.s
			break
		}
	}
	return strconv.FormatInt(int64(int32(1)<<(p&31)), 10) + suffix
}

// lhistLabel is bpftrace's lhist bound label: n, or n/1M with "M" or n/1K
// with "K" when that divides evenly (0 stays "0").
func lhistLabel(n int64) string {
	switch {
	case n == 0:
		return "0"
	case n%(1<<20) == 0:
		return strconv.FormatInt(n/(1<<20), 10) + "M"
	case n%(1<<10) == 0:
		return strconv.FormatInt(n/(1<<10), 10) + "K"
	}
	return strconv.FormatInt(n, 10)
}

// histRange returns the slots bpftrace prints: from the first to the last
// non-zero slot, and the largest count (for bar scaling). bpftrace holds
// counts in a C int there; sonde truncates the same way.
func histRange(counts []uint64) (first, last int, max int32) {
	first, last = -1, -1
	for i, c := range counts {
		v := int32(c)
		if v > 0 {
			if first < 0 {
				first = i
			}
			last = i
		}
		if v > max {
			max = v
		}
	}
	return first, last, max
}

// lhistRange is histRange for lhist: bpftrace looks for any non-zero slot,
// then trims to the first and last positive ones among the slots in use.
func lhistRange(counts []uint64, slots int) (first, last int, max int32) {
	any := false
	for _, c := range counts {
		v := int32(c)
		if v != 0 {
			any = true
		}
		if v > max {
			max = v
		}
	}
	if !any {
		return -1, -1, max
	}
	first, last = -1, 0
	for i := 0; i < slots && i < len(counts); i++ {
		if counts[i] > 0 {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first < 0 {
		first = 0
	}
	return first, last, max
}

// barLine is one histogram row: label left-aligned in 16 columns, count
// right-aligned in 8, and a bar of up to 52 '@' scaled to max in C float
// arithmetic, truncated.
func barLine(b *strings.Builder, label string, count, shown uint64, max int32) {
	width := int32(0)
	if max > 0 {
		width = int32(float32(count) / float32(max) * 52)
	}
	fmt.Fprintf(b, "%-16s%8d |%-52s|\n", label, shown, strings.Repeat("@", int(width)))
}

// histText renders hist() slots; counts are divided by div, bars are not.
func histText(counts []uint64, div uint64, k int) string {
	first, last, max := histRange(counts)
	if last < 0 {
		return ""
	}
	var b strings.Builder
	for i := first; i <= last; i++ {
		var label string
		switch {
		case i == 0:
			label = "(..., 0)"
		case i <= 2<<k:
			label = "[" + strconv.Itoa(i-1) + "]"
		case k > 0:
			label = "[" + histBound(i-1, k) + ", " + histBound(i, k) + ")"
		default:
			label = "[" + histLabel(i-2) + ", " + histLabel(i-1) + ")"
		}
		barLine(&b, label, counts[i], counts[i]/div, max)
	}
	return b.String()
}

// lhistText renders lhist() slots (bpftrace ignores div for lhist).
func lhistText(counts []uint64, min, max, step int64) string {
	buckets := int((max - min) / step)
	return slotsText(counts, buckets+2, func(i int) string {
		switch i {
		case 0:
			return "(..., " + lhistLabel(min) + ")"
		case buckets + 1:
			return "[" + lhistLabel(max) + ", ...)"
		}
		return "[" + lhistLabel(int64(i-1)*step+min) + ", " + lhistLabel(int64(i)*step+min) + ")"
	})
}

// slotsText renders the slots of a histogram with under- and overflow
// slots (lhist, llhist) as lhist does: one bar a slot from the first to
// the last in use, labelled by label.
func slotsText(counts []uint64, slots int, label func(i int) string) string {
	counts = padCounts(counts, slots)
	first, last, top := lhistRange(counts, slots)
	if first < 0 {
		return ""
	}
	var b strings.Builder
	for i := first; i <= last; i++ {
		barLine(&b, label(i), counts[i], counts[i], top)
	}
	return b.String()
}

func padCounts(counts []uint64, n int) []uint64 {
	if len(counts) >= n {
		return counts
	}
	return append(append([]uint64(nil), counts...), make([]uint64, n-len(counts))...)
}

// histJSON renders hist() slots as bpftrace's JSON array of
// {"min", "max", "count"} objects. bpftrace computes the bounds in C int
// arithmetic; slot 33 therefore reads {"min": -2147483648, "max": 0}, and
// sonde prints the same.
func histJSON(counts []uint64, div uint64, k int) string {
	first, last, _ := histRange(counts)
	if last < 0 {
		return "[]"
	}
	var b strings.Builder
	b.WriteByte('[')
	for i := first; i <= last; i++ {
		if i > first {
			b.WriteString(", ")
		}
		switch {
		case i == 0:
			b.WriteString(`{"max": -1, `)
		case i <= 2<<k:
			fmt.Fprintf(&b, `{"min": %d, "max": %d, `, i-1, i-1)
		case k > 0:
			fmt.Fprintf(&b, `{"min": %d, "max": %d, `, histValue(i-1, k), histValue(i, k)-1)
		default:
			low := int32(1) << ((i - 2) & 31)
			high := int32(1)<<((i-1)&31) - 1
			fmt.Fprintf(&b, `{"min": %d, "max": %d, `, low, high)
		}
		fmt.Fprintf(&b, `"count": %d}`, counts[i]/div)
	}
	b.WriteByte(']')
	return b.String()
}

// lhistJSON renders lhist() slots as JSON.
func lhistJSON(counts []uint64, min, max, step int64) string {
	buckets := int((max - min) / step)
	return slotsJSON(counts, buckets+2, func(i int) string {
		switch i {
		case 0:
			return fmt.Sprintf(`{"max": %d, `, min-1)
		case buckets + 1:
			return fmt.Sprintf(`{"min": %d, `, max)
		}
		return fmt.Sprintf(`{"min": %d, "max": %d, `, int64(i-1)*step+min, int64(i)*step+min-1)
	})
}

// slotsJSON renders slotsText's slots as JSON objects, each opened by
// bounds with its "min" and "max".
func slotsJSON(counts []uint64, slots int, bounds func(i int) string) string {
	counts = padCounts(counts, slots)
	first, last, _ := lhistRange(counts, slots)
	if first < 0 {
		return "[]"
	}
	var b strings.Builder
	b.WriteByte('[')
	for i := first; i <= last; i++ {
		if i > first {
			b.WriteString(", ")
		}
		b.WriteString(bounds(i))
		fmt.Fprintf(&b, `"count": %d}`, counts[i])
	}
	b.WriteByte(']')
	return b.String()
}
