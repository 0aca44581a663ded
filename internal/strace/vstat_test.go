package strace

import (
	"regexp"
	"strconv"
	"testing"

	"sonde/internal/bpf"
	"sonde/internal/testutil"
)

// TestVerifierCost guards the start-up time: the verifier's work on the
// syscall programs stays small (it grows exponentially when paths through
// the capture slots stop meeting in the same state).
func TestVerifierCost(t *testing.T) {
	requireKernel(t)
	testutil.CheckFDs(t)
	o := &objects{}
	cfg := bpfConfig{records: true, ringSz: 1 << 16}
	spec := o.mapSpecs(cfg)
	for _, tp := range []string{"sys_enter", "sys_exit"} {
		addProg(spec, tp, o.syscallProg(cfg, tp == "sys_exit"))
	}
	coll, err := bpf.Load(spec, bpf.Options{Stats: true})
	if err != nil {
		t.Fatal(err)
	}
	defer coll.Close()
	re := regexp.MustCompile(`processed (\d+) insns`)
	for _, isExit := range []bool{false, true} {
		p := coll.Programs["strace_sys_enter"]
		if isExit {
			p = coll.Programs["strace_sys_exit"]
		}
		m := re.FindStringSubmatch(p.VerifierLog)
		if m == nil {
			t.Fatalf("no statistics in the verifier log")
		}
		n, _ := strconv.Atoi(m[1])
		t.Logf("exit=%v: %d instructions processed", isExit, n)
		if n > 50000 {
			t.Errorf("exit=%v: the verifier processed %d instructions, want < 50000", isExit, n)
		}
	}
}
