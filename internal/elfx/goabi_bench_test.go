package elfx_test

import (
	"os"
	"syscall"
	"testing"
	"time"

	"sonde/internal/elfx"
)

// BenchmarkGoParams: placing one Go function's parameters, from opening
// the binary (a cold cache), in the Go binary SONDE_BENCH_GOBIN names
// (sonde itself serves: 15 MB). The goal: at most 20 ms.
func BenchmarkGoParams(b *testing.B) {
	bin, fn := os.Getenv("SONDE_BENCH_GOBIN"), os.Getenv("SONDE_BENCH_GOFUNC")
	if bin == "" || fn == "" {
		b.Skip("SONDE_BENCH_GOBIN and SONDE_BENCH_GOFUNC name a Go binary and one of its functions")
	}
	var ru0, ru1 syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru0)
	for b.Loop() {
		f, err := elfx.Open(bin)
		if err != nil {
			b.Fatal(err)
		}
		sym, ok := f.Lookup(fn)
		if !ok {
			b.Fatalf("no %s", fn)
		}
		if _, ok, err := f.GoParams(sym.Addr); !ok || err != nil {
			b.Fatal(ok, err)
		}
	}
	// CPU time as well as wall: the machine may be shared.
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru1)
	cpu := time.Duration(ru1.Utime.Nano() + ru1.Stime.Nano() - ru0.Utime.Nano() - ru0.Stime.Nano())
	b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op")
}
