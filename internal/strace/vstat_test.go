package strace

import (
	"regexp"
	"strconv"
	"testing"

	"github.com/cilium/ebpf"

	"sonde/internal/testutil"
)

// TestVerifierCost guards the start-up time: the verifier's work on the
// syscall programs stays small (it grows exponentially when paths through
// the capture slots stop meeting in the same state).
func TestVerifierCost(t *testing.T) {
	requireKernel(t)
	testutil.CheckFDs(t)
	o := &objects{}
	defer o.Close()
	for _, ms := range []struct {
		m    **ebpf.Map
		spec *ebpf.MapSpec
	}{
		{&o.pids, &ebpf.MapSpec{Type: ebpf.Hash, KeySize: 4, ValueSize: pidValueSize, MaxEntries: 16}},
		{&o.specs, &ebpf.MapSpec{Type: ebpf.Array, KeySize: 4, ValueSize: specStride, MaxEntries: 2 * maxSyscall}},
		{&o.scratch, &ebpf.MapSpec{Type: ebpf.PerCPUArray, KeySize: 4, ValueSize: scratchSz, MaxEntries: 1}},
		{&o.events, &ebpf.MapSpec{Type: ebpf.RingBuf, MaxEntries: 1 << 16}},
		{&o.lost, &ebpf.MapSpec{Type: ebpf.PerCPUArray, KeySize: 4, ValueSize: 8, MaxEntries: 1}},
		{&o.faulted, &ebpf.MapSpec{Type: ebpf.Hash, KeySize: 4, ValueSize: 4, MaxEntries: 16}},
	} {
		m, err := ebpf.NewMap(ms.spec)
		if err != nil {
			t.Fatal(err)
		}
		*ms.m = m
	}
	re := regexp.MustCompile(`processed (\d+) insns`)
	for _, isExit := range []bool{false, true} {
		p, err := ebpf.NewProgramWithOptions(&ebpf.ProgramSpec{
			Type: ebpf.RawTracepoint, License: "GPL",
			Instructions: o.syscallProg(bpfConfig{records: true}, isExit),
		}, ebpf.ProgramOptions{LogLevel: ebpf.LogLevelStats, LogSizeStart: 1 << 20})
		if err != nil {
			t.Fatal(err)
		}
		m := re.FindStringSubmatch(p.VerifierLog)
		p.Close()
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
