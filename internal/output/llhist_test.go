package output

import (
	"strings"
	"testing"
)

// TestLogLinearIndex checks llhist() buckets against tables computed by
// hand from DTrace's llquantize() rule.
func TestLogLinearIndex(t *testing.T) {
	cases := []struct {
		h     LogLinear
		slots int
		want  map[int64]int // value -> slot
	}{
		// 10, 0, 2, 10: [1..9] one each, [10, 100) by 10, [100, 1000) by 100.
		{LogLinear{10, 0, 2, 10}, 29, map[int64]int{
			-5: 0, 0: 0, 1: 1, 9: 9, 10: 10, 19: 10, 20: 11, 99: 18,
			100: 19, 199: 19, 999: 27, 1000: 28, 1 << 40: 28,
		}},
		// 2, 1, 3, 4: [2], [3], [4, 6), [6, 8), [8, 12), [12, 16).
		{LogLinear{2, 1, 3, 4}, 8, map[int64]int{
			1: 0, 2: 1, 3: 2, 4: 3, 5: 3, 6: 4, 7: 4, 8: 5, 11: 5, 12: 6, 15: 6, 16: 7,
		}},
		// DTrace's tst.llquantsteps 20 steps: 10, 0, 1, 20: [1..9], then
		// [10, 100) by 5.
		{LogLinear{10, 0, 1, 20}, 29, map[int64]int{
			0: 0, 1: 1, 9: 9, 10: 10, 14: 10, 15: 11, 95: 27, 99: 27, 100: 28,
		}},
		// 10, 3, 5, 10: below 1000 underflows.
		{LogLinear{10, 3, 5, 10}, 29, map[int64]int{
			999: 0, 1000: 1, 1999: 1, 9000: 9, 10000: 10, 99999: 18, 100000: 19, 999999: 27, 1000000: 28,
		}},
	}
	for _, c := range cases {
		if n := c.h.Slots(); n != c.slots {
			t.Errorf("%v: %d slots, want %d", c.h, n, c.slots)
		}
		for v, want := range c.want {
			if got := c.h.Index(v); got != want {
				t.Errorf("%v: Index(%d) = %d, want %d", c.h, v, got, want)
			}
		}
	}
}

func TestLogLinearText(t *testing.T) {
	h := LogLinear{2, 1, 3, 4}
	counts := make([]uint64, h.Slots())
	for _, v := range []int64{1, 2, 3, 3, 5, 9, 9, 9, 9, 100} {
		counts[h.Index(v)]++
	}
	want := strings.Join([]string{
		"(..., 2)               1 |@@@@@@@@@@@@@                                       |",
		"[2, 3)                 1 |@@@@@@@@@@@@@                                       |",
		"[3, 4)                 2 |@@@@@@@@@@@@@@@@@@@@@@@@@@                          |",
		"[4, 6)                 1 |@@@@@@@@@@@@@                                       |",
		"[6, 8)                 0 |                                                    |",
		"[8, 12)                4 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|",
		"[12, 16)               0 |                                                    |",
		"[16, ...)              1 |@@@@@@@@@@@@@                                       |",
		"",
	}, "\n")
	m := &Map{Name: "@", Kind: LLHist, LL: h, Entries: []Entry{{Buckets: counts}}}
	if got := MapText(m, 0, 0); got != "@: \n"+want+"\n" {
		t.Errorf("got\n%s\nwant\n%s", got, "@: \n"+want)
	}
	wantJSON := `{"type": "hist", "data": {"@": [{"max": 1, "count": 1}, {"min": 2, "max": 2, "count": 1}, {"min": 3, "max": 3, "count": 2}, {"min": 4, "max": 5, "count": 1}, {"min": 6, "max": 7, "count": 0}, {"min": 8, "max": 11, "count": 4}, {"min": 12, "max": 15, "count": 0}, {"min": 16, "count": 1}]}}`
	if got := MapJSON(m, 0, 0, Newest); got != wantJSON+"\n" {
		t.Errorf("json: got\n%s\nwant\n%s", got, wantJSON)
	}
	// Large bounds take lhist's K and M suffixes.
	big := LogLinear{1024, 1, 1, 1024}
	counts = make([]uint64, big.Slots())
	counts[big.Index(1024)]++
	counts[big.Index(2048)]++
	if got := llhistText(counts, big); !strings.HasPrefix(got, "[1K, 2K)") || !strings.Contains(got, "\n[2K, 3K)") {
		t.Errorf("suffixes: got\n%s", got)
	}
}
