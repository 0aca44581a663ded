package probe

import (
	"fmt"
	"os/exec"
	"testing"
	"time"

	"sonde/internal/elfx/elfxtest"
	"sonde/internal/testutil"
)

// BenchmarkUprobeHit measures what one uprobe hit costs the traced program:
// the test program runs calls iterations (one call of add3 each) with and
// without a minimal hand-written counting program on add3; the difference
// per call is reported as ns/hit. The same for a return probe.
func BenchmarkUprobeHit(b *testing.B) {
	testutil.RequireKernel(b, testutil.Privileged())
	bin := elfxtest.C(b, "prog", []string{"prog.c"}, "-O1")
	const calls = 200000
	run := func() time.Duration {
		start := time.Now()
		if out, err := exec.Command(bin, fmt.Sprint(calls)).CombinedOutput(); err != nil {
			b.Fatalf("%v %s", err, out)
		}
		return time.Since(start)
	}
	for _, kind := range []string{"uprobe", "uretprobe"} {
		spec := kind + ":" + bin + ":add3"
		b.Run(kind, func(b *testing.B) {
			var plain, traced time.Duration
			for i := 0; i < b.N; i++ {
				plain += run()
			}
			p := newUProg(b, nil, false)
			prov, ts, err := Resolve(spec, AttachOptions{})
			if err != nil {
				b.Fatal(err)
			}
			l, err := prov.Attach(ts[0], p.progFor(b, prov, ts[0]), AttachOptions{})
			if err != nil {
				b.Fatal(err)
			}
			for i := 0; i < b.N; i++ {
				traced += run()
			}
			l.Close()
			b.ReportMetric(float64(traced-plain)/float64(b.N*calls), "ns/hit")
		})
	}
}
