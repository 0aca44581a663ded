package output

import (
	"fmt"
	"testing"
)

// TestTseriesText renders newest bpftrace's documented zigzag
// (docs/stdlib.md "tseries", example two: values from -5 to 5 and back, one
// per 100ms interval) and compares it with the documented output.
func TestTseriesText(t *testing.T) {
	vals := []int64{-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 4, 3, 2, 1, 0, -1, -2, -3, -4}
	var ps []Point
	for i, v := range vals {
		ms := 49300 + 100*i
		ps = append(ps, Point{Label: fmt.Sprintf("10:39:%02d.%03d", ms/1000, ms%1000), Value: v})
	}
	want := `             -5                                                  5
hh:mm:ss.ms  |___________________________________________________|
10:39:49.300 *                         .                         | -5
10:39:49.400 |    *                    .                         | -4
10:39:49.500 |         *               .                         | -3
10:39:49.600 |              *          .                         | -2
10:39:49.700 |                   *     .                         | -1
10:39:49.800 |                         *                         | 0
10:39:49.900 |                         .    *                    | 1
10:39:50.000 |                         .         *               | 2
10:39:50.100 |                         .              *          | 3
10:39:50.200 |                         .                   *     | 4
10:39:50.300 |                         .                         * 5
10:39:50.400 |                         .                   *     | 4
10:39:50.500 |                         .              *          | 3
10:39:50.600 |                         .         *               | 2
10:39:50.700 |                         .    *                    | 1
10:39:50.800 |                         *                         | 0
10:39:50.900 |                   *     .                         | -1
10:39:51.000 |              *          .                         | -2
10:39:51.100 |         *               .                         | -3
10:39:51.200 |    *                    .                         | -4
             v___________________________________________________v
             -5                                                  5
`
	if got := tseriesText(ps); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
	// Example one's range starts at zero: no '.' for it.
	got := tseriesText([]Point{{"10:41:46.700", 0}, {"10:41:46.800", 1}, {"10:41:46.900", 2}})
	want = `             0                                                   2
hh:mm:ss.ms  |___________________________________________________|
10:41:46.700 *                                                   | 0
10:41:46.800 |                         *                         | 1
10:41:46.900 |                                                   * 2
             v___________________________________________________v
             0                                                   2
`
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}
