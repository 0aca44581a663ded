package elfx_test

import (
	"os"
	"strconv"
	"testing"

	"sonde/internal/elfx"
)

// BenchmarkStatementVars: the variables at a statement probe, from
// opening the binary (a cold cache): its line's addresses from the line
// tables, then the scope at the first. SONDE_BENCH_CBIN names the binary
// and SONDE_BENCH_LINE the line (FILE:LINE), as bench/srcvars/run's
// generated program gives them. The goal: at most 20 ms for a
// 50 MB binary.
func BenchmarkStatementVars(b *testing.B) {
	bin, at := os.Getenv("SONDE_BENCH_CBIN"), os.Getenv("SONDE_BENCH_LINE")
	i := len(at) - 1
	for i >= 0 && at[i] != ':' {
		i--
	}
	line, err := strconv.Atoi(at[i+1:])
	if bin == "" || i < 0 || err != nil {
		b.Skip("SONDE_BENCH_CBIN and SONDE_BENCH_LINE name a C binary and one of its lines (FILE:LINE)")
	}
	for b.Loop() {
		f, err := elfx.Open(bin)
		if err != nil {
			b.Fatal(err)
		}
		addrs, err := f.LineAddrs(at[:i], line)
		if err != nil || len(addrs) == 0 {
			b.Fatal(addrs, err)
		}
		if _, ok, err := f.VarsAt(addrs[0]); !ok || err != nil {
			b.Fatal(ok, err)
		}
	}
}
