package session

// Lost counts the records the ring buffer refused, as reported so far:
// the programs count them in a per-CPU array; a front end reads the sum
// (bpf.SumPerCPU) now and then and prints, in its own words, the difference.
type Lost struct{ seen uint64 }

// Add takes the total lost so far and returns how many of those are new
// since the last call (0 when none are).
func (l *Lost) Add(total uint64) uint64 {
	if total <= l.seen {
		return 0
	}
	n := total - l.seen
	l.seen = total
	return n
}

// Total is every loss seen so far.
func (l *Lost) Total() uint64 { return l.seen }
