package output

import "fmt"

// LogLinear is the shape of llhist(v, factor, low, high, steps), DTrace's
// llquantize(): below factor^low an underflow slot; then for each order
// of magnitude m from low to high the range [factor^m, factor^(m+1))
// split into steps equal buckets (fewer while factor^(m+1) < steps: one
// value each), the first steps/factor of which fall below factor^m and
// are left out, as they belong to the order below; from factor^(high+1)
// up an overflow slot.
type LogLinear struct {
	Factor, Low, High, Steps int64
}

// Order is one order of magnitude of a valid shape: values in [Lo, Hi)
// go to slot Base + (v-Lo)/Width.
type Order struct {
	Lo, Hi, Width int64
	Base          int
}

// Orders returns the shape's orders of magnitude, low to high.
func (h LogLinear) Orders() []Order {
	this := int64(1)
	for range h.Low {
		this *= h.Factor
	}
	var os []Order
	base := 1
	for m := h.Low; m <= h.High; m++ {
		next := this * h.Factor
		n := min(next, h.Steps)
		os = append(os, Order{Lo: this, Hi: next, Width: next / n, Base: base})
		base += int(n - n/h.Factor)
		this = next
	}
	return os
}

// Slots returns the number of slots: underflow, the orders' buckets and
// overflow.
func (h LogLinear) Slots() int {
	os := h.Orders()
	last := os[len(os)-1]
	return last.Base + int((last.Hi-last.Lo)/last.Width) + 1
}

// Index returns the slot of v, as DTrace's dtrace_aggregate_llquantize
// computes it and the BPF code generated for llhist() does.
func (h LogLinear) Index(v int64) int {
	os := h.Orders()
	if v < os[0].Lo {
		return 0
	}
	for _, o := range os {
		if v < o.Hi {
			return o.Base + int((v-o.Lo)/o.Width)
		}
	}
	return h.Slots() - 1
}

// Bounds returns in-range slot i's range [lo, hi), and the overflow
// slot's lo (hi 0); the underflow slot has none.
func (h LogLinear) Bounds(i int) (lo, hi int64) {
	os := h.Orders()
	for _, o := range os {
		n := int((o.Hi - o.Lo) / o.Width)
		if i < o.Base+n {
			lo = o.Lo + int64(i-o.Base)*o.Width
			return lo, lo + o.Width
		}
	}
	return os[len(os)-1].Hi, 0
}

// llhistText renders llhist() slots as lhist() does: bars, "[lo, hi)"
// labels with lhist's K and M suffixes, from the first to the last slot
// in use.
func llhistText(counts []uint64, h LogLinear) string {
	slots := h.Slots()
	return slotsText(counts, slots, func(i int) string {
		lo, hi := h.Bounds(i)
		switch i {
		case 0:
			return "(..., " + lhistLabel(h.Orders()[0].Lo) + ")"
		case slots - 1:
			return "[" + lhistLabel(lo) + ", ...)"
		}
		return "[" + lhistLabel(lo) + ", " + lhistLabel(hi) + ")"
	})
}

// llhistJSON renders llhist() slots as lhist()'s JSON does.
func llhistJSON(counts []uint64, h LogLinear) string {
	slots := h.Slots()
	return slotsJSON(counts, slots, func(i int) string {
		lo, hi := h.Bounds(i)
		switch i {
		case 0:
			return fmt.Sprintf(`{"max": %d, `, h.Orders()[0].Lo-1)
		case slots - 1:
			return fmt.Sprintf(`{"min": %d, `, lo)
		}
		return fmt.Sprintf(`{"min": %d, "max": %d, `, lo, hi-1)
	})
}
