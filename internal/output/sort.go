package output

import (
	"bytes"
	"math/bits"
	"sort"
)

// Entry order, as bpftrace 0.17 prints maps:
//
//   - count, sum, min, max, and plain maps holding integers: by value,
//     ascending, with C++ std::sort (not stable) over the entries in kernel
//     iteration order;
//   - other plain maps (strings, tuples, stacks, ...): by key, a stable sort
//     per key part from the last to the first, integers compared as unsigned
//     numbers of their size and strings as C strings (other parts unsorted);
//   - hist and lhist: by the sum of all slots, avg and stats: by the average
//     (total/count, 0 when count is 0), with std::sort over the entries
//     ordered by key bytes (bpftrace keeps them in a std::map).
//
// std::sort's order among equal values depends on its exact algorithm, so
// stdSort reproduces libstdc++'s introsort; given the same input order sonde
// then prints ties exactly as bpftrace does. For hist, lhist, avg and stats
// the input order is deterministic (key bytes) and so is the output. For the
// value-sorted plain maps the input is the kernel's hash order, which differs
// from run to run in bpftrace too.

// stdSort sorts s like libstdc++'s std::sort(first, last, less): introsort
// with median-of-three pivots, heap sort past 2*floor(log2 n) levels, and a
// final insertion sort over runs of 16.
func stdSort[T any](s []T, less func(a, b T) bool) {
	if len(s) < 2 {
		return
	}
	introsortLoop(s, 0, len(s), 2*(bits.Len(uint(len(s)))-1), less)
	finalInsertionSort(s, 0, len(s), less)
}

const sortThreshold = 16

func introsortLoop[T any](s []T, first, last, depth int, less func(a, b T) bool) {
	for last-first > sortThreshold {
		if depth == 0 {
			heapSort(s[first:last], less)
			return
		}
		depth--
		cut := partitionPivot(s, first, last, less)
		introsortLoop(s, cut, last, depth, less)
		last = cut
	}
}

func partitionPivot[T any](s []T, first, last int, less func(a, b T) bool) int {
	mid := first + (last-first)/2
	moveMedianToFirst(s, first, first+1, mid, last-1, less)
	return unguardedPartition(s, first+1, last, first, less)
}

func moveMedianToFirst[T any](s []T, result, a, b, c int, less func(a, b T) bool) {
	switch {
	case less(s[a], s[b]):
		switch {
		case less(s[b], s[c]):
			s[result], s[b] = s[b], s[result]
		case less(s[a], s[c]):
			s[result], s[c] = s[c], s[result]
		default:
			s[result], s[a] = s[a], s[result]
		}
	case less(s[a], s[c]):
		s[result], s[a] = s[a], s[result]
	case less(s[b], s[c]):
		s[result], s[c] = s[c], s[result]
	default:
		s[result], s[b] = s[b], s[result]
	}
}

func unguardedPartition[T any](s []T, first, last, pivot int, less func(a, b T) bool) int {
	for {
		for less(s[first], s[pivot]) {
			first++
		}
		last--
		for less(s[pivot], s[last]) {
			last--
		}
		if first >= last {
			return first
		}
		s[first], s[last] = s[last], s[first]
		first++
	}
}

func finalInsertionSort[T any](s []T, first, last int, less func(a, b T) bool) {
	if last-first > sortThreshold {
		insertionSort(s, first, first+sortThreshold, less)
		for i := first + sortThreshold; i < last; i++ {
			unguardedLinearInsert(s, i, less)
		}
		return
	}
	insertionSort(s, first, last, less)
}

func insertionSort[T any](s []T, first, last int, less func(a, b T) bool) {
	for i := first + 1; i < last; i++ {
		if less(s[i], s[first]) {
			v := s[i]
			copy(s[first+1:i+1], s[first:i])
			s[first] = v
		} else {
			unguardedLinearInsert(s, i, less)
		}
	}
}

func unguardedLinearInsert[T any](s []T, last int, less func(a, b T) bool) {
	v := s[last]
	next := last - 1
	for less(v, s[next]) {
		s[last] = s[next]
		last = next
		next--
	}
	s[last] = v
}

// heapSort is libstdc++'s partial_sort(first, last, last): make_heap, then
// pop_heap down to one element.
func heapSort[T any](s []T, less func(a, b T) bool) {
	n := len(s)
	if n < 2 {
		return
	}
	for parent := (n - 2) / 2; ; parent-- {
		adjustHeap(s, parent, n, s[parent], less)
		if parent == 0 {
			break
		}
	}
	for last := n - 1; last > 0; last-- {
		v := s[last]
		s[last] = s[0]
		adjustHeap(s, 0, last, v, less)
	}
}

func adjustHeap[T any](s []T, hole, n int, v T, less func(a, b T) bool) {
	top := hole
	child := hole
	for child < (n-1)/2 {
		child = 2 * (child + 1)
		if less(s[child], s[child-1]) {
			child--
		}
		s[hole] = s[child]
		hole = child
	}
	if n&1 == 0 && child == (n-2)/2 {
		child = 2 * (child + 1)
		s[hole] = s[child-1]
		hole = child - 1
	}
	parent := (hole - 1) / 2
	for hole > top && less(s[parent], v) {
		s[hole] = s[parent]
		hole = parent
		parent = (hole - 1) / 2
	}
	s[hole] = v
}

// sortEntries orders a map's entries for printing (see the comment above).
func sortEntries(m *Map) []Entry {
	es := append([]Entry(nil), m.Entries...)
	switch m.Kind {
	case Hist, LHist, LLHist:
		byRawKey(es)
		stdSort(es, func(a, b Entry) bool { return sum(a.Buckets) < sum(b.Buckets) })
	case Tseries:
		byRawKey(es)
	case Avg, Stats:
		byRawKey(es)
		stdSort(es, func(a, b Entry) bool { return a.average() < b.average() })
	default:
		if valueSorted(m) {
			stdSort(es, func(a, b Entry) bool { return intLess(a.Value, b.Value) })
		} else if len(es) > 0 {
			for i := len(es[0].Key) - 1; i >= 0; i-- {
				sort.SliceStable(es, func(x, y int) bool { return keyPartLess(es[x].Key, es[y].Key, i) })
			}
		}
	}
	return es
}

// valueSorted reports whether bpftrace sorts the map by value.
func valueSorted(m *Map) bool {
	switch m.Kind {
	case Count, Sum, Min, Max:
		return true
	}
	for _, e := range m.Entries {
		switch e.Value.(type) {
		case Int, Bool:
		default:
			return false
		}
	}
	return true
}

// asInt is a bool as the integer it is stored as (false < true).
func asInt(v Value) Value {
	if b, ok := v.(Bool); ok {
		return Int{V: map[Bool]int64{false: 0, true: 1}[b], Size: 1, Unsigned: true}
	}
	return v
}

func intLess(a, b Value) bool {
	x, _ := asInt(a).(Int)
	y, _ := asInt(b).(Int)
	if x.Unsigned {
		return uint64(x.V) < uint64(y.V)
	}
	return x.V < y.V
}

func sum(counts []uint64) uint64 {
	var s uint64
	for _, c := range counts {
		s += c
	}
	return s
}

func byRawKey(es []Entry) {
	keys := make([][]byte, len(es))
	for i, e := range es {
		for _, k := range e.Key {
			keys[i] = rawKey(keys[i], k)
		}
	}
	idx := make([]int, len(es))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return bytes.Compare(keys[idx[a]], keys[idx[b]]) < 0 })
	sorted := make([]Entry, len(es))
	for i, j := range idx {
		sorted[i] = es[j]
	}
	copy(es, sorted)
}

// keyPartLess compares part i of two keys as bpftrace's sort by key does.
func keyPartLess(a, b []Value, i int) bool {
	if i >= len(a) || i >= len(b) {
		return false
	}
	switch x := asInt(a[i]).(type) {
	case Int:
		y, ok := asInt(b[i]).(Int)
		if !ok {
			return false
		}
		mask := uint64(1)<<(8*x.size()) - 1
		if x.size() == 8 {
			mask = ^uint64(0)
		}
		return uint64(x.V)&mask < uint64(y.V)&mask
	case Str:
		y, ok := b[i].(Str)
		return ok && cstr(string(x)) < cstr(string(y))
	}
	return false
}
