package probe

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/cilium/ebpf"
	"golang.org/x/sys/unix"

	"sonde/internal/kernel"
	"sonde/internal/probe/point"
	"sonde/internal/testutil"
)

func TestParsePeriod(t *testing.T) {
	for _, tc := range []struct {
		spec string
		want uint64 // ns; 0 means an error is expected
	}{
		{"s:1", 1e9},
		{"ms:100", 100e6},
		{"us:250", 250e3},
		{"hz:99", 1000000000 / 99},
		{"hz:1", 1e9},
		{"1s", 1e9},
		{"100ms", 100e6},
		{"10us", 10e3},
		{"5000ns", 5000},
		{"99hz", 1000000000 / 99},
		{"1000000000", 1e9},
		{"1e9", 1e9},
		{"s:1_000", 1000e9},
		{"s:0", 0},
		{"hz:0", 0},
		{"ms:", 0},
		{"m:1", 0},
		{"fortnight", 0},
		{"s:-1", 0},
		{"s:99999999999999999999", 0},
		{"s:18446744073709551615", 0},
		{"hz:2000000000", 0},
	} {
		got, err := parsePeriod(tc.spec)
		if tc.want == 0 {
			if err == nil {
				t.Errorf("parsePeriod(%q) = %d, want error", tc.spec, got)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("parsePeriod(%q) = %d, %v; want %d", tc.spec, got, err, tc.want)
		}
	}
}

func TestTimerExpand(t *testing.T) {
	for _, tc := range []struct {
		attach, name string
		period       uint64
	}{
		{"interval:s:1", "interval:s:1", 1e9},
		{"i:ms:10", "interval:ms:10", 10e6},
		{"interval:1s", "interval:1s", 1e9},
		{"profile:hz:99", "profile:hz:99", 1000000000 / 99},
		{"p:us:500", "profile:us:500", 500e3},
	} {
		p, ts, err := Resolve(tc.attach, AttachOptions{})
		if err != nil || len(ts) != 1 {
			t.Errorf("Resolve(%s) = %v, %v", tc.attach, ts, err)
			continue
		}
		if ts[0].Name != tc.name || ts[0].Value != tc.period {
			t.Errorf("Resolve(%s) = %+v, want name %s period %d", tc.attach, ts[0], tc.name, tc.period)
		}
		ctx, _ := p.Context(ts[0], RunningKernel)
		if ctx.ProgType != ebpf.PerfEvent || !ctx.Regs {
			t.Errorf("%s context = %+v", tc.attach, ctx)
		}
	}
	if _, _, err := Resolve("interval:s:0", AttachOptions{}); err == nil || !strings.Contains(err.Error(), "interval:s:0") {
		t.Errorf("interval:s:0: %v", err)
	}
}

func TestSoftwareExpand(t *testing.T) {
	for _, tc := range []struct {
		attach, event string
		count         uint64
	}{
		{"software:cpu-clock:100000", "cpu-clock", 100000},
		{"software:cpu", "cpu-clock", 1000000},
		{"s:faults", "page-faults", 100},
		{"software:faults:", "page-faults", 100},
		{"software:cs:1e3", "context-switches", 1000},
		{"software:task-clock", "task-clock", 1},
		{"software:major-faults:1", "major-faults", 1},
	} {
		_, ts, err := Resolve(tc.attach, AttachOptions{})
		if err != nil || len(ts) != 1 {
			t.Errorf("Resolve(%s) = %v, %v", tc.attach, ts, err)
			continue
		}
		if ts[0].Parts[0] != tc.event || ts[0].Value != tc.count || ts[0].Provider != "software" {
			t.Errorf("Resolve(%s) = %+v, want %s every %d", tc.attach, ts[0], tc.event, tc.count)
		}
	}
	_, ts, err := Resolve("software:*-faults:10", AttachOptions{})
	if err != nil || len(ts) != 5 {
		t.Errorf("software:*-faults:10 = %+v, %v", ts, err)
	}
	for _, bad := range []string{"software:nosuch", "software:cpu-clock:0", "software:cpu-clock:x"} {
		if _, ts, err := Resolve(bad, AttachOptions{}); err == nil {
			t.Errorf("Resolve(%s) = %v, want error", bad, ts)
		}
	}
}

// TestHardwareNoPMU checks the error on machines without hardware counters,
// and that hardware probes attach where counters exist.
func TestHardwareNoPMU(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	p, ts, err := Resolve("hardware:cycles", AttachOptions{})
	if hardwareAvailable() != nil {
		const want = "hardware:cycles: this machine has no hardware performance counters (perf_event_open: ENOENT)"
		if err == nil || err.Error() != want {
			t.Errorf("Resolve(hardware:cycles) error = %v, want %q", err, want)
		}
		// Attach says the same when handed a target anyway.
		c := newCounter(t, ebpf.PerfEvent, counterOptions{})
		tg := point.Target{Provider: "hardware", Name: "hardware:cycles", Parts: []string{"cpu-cycles", "1000000"}, Value: 1000000}
		hw, _ := Lookup("h")
		closer, err := hw.Attach(tg, c.prog, AttachOptions{})
		if err == nil {
			closer.Close()
			t.Fatal("attached a hardware event on a machine without counters")
		}
		if err.Error() != want {
			t.Errorf("Attach error = %v, want %q", err, want)
		}
		return
	}
	if err != nil || len(ts) != 1 || ts[0].Parts[0] != "cpu-cycles" || ts[0].Value != 1000000 {
		t.Fatalf("Resolve(hardware:cycles) = %+v, %v", ts, err)
	}
	c := newCounter(t, ebpf.PerfEvent, counterOptions{})
	closer, err := p.Attach(ts[0], c.prog, AttachOptions{})
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, 5*time.Second, "a cycles sample", func() bool { return c.slot(t, 0) > 0 })
	closer.Close()
}

// TestIntervalAttach runs interval:ms:10 and checks it fires repeatedly, on
// a single CPU.
func TestIntervalAttach(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	p, tg := resolveOne(t, "interval:ms:10")
	c := newCounter(t, ebpf.PerfEvent, counterOptions{byCPU: true})
	start := time.Now()
	closer, err := p.Attach(tg, c.prog, AttachOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer closer.Close()
	cpus, err := kernel.OnlineCPUs()
	if err != nil {
		t.Fatal(err)
	}
	total := func() (sum uint64, used int) {
		for _, cpu := range cpus {
			if v := c.slot(t, cpu); v > 0 {
				sum += v
				used++
			}
		}
		return
	}
	waitFor(t, 3*time.Second, "10 interval events", func() bool { n, _ := total(); return n >= 10 })
	elapsed := time.Since(start)
	n, used := total()
	if used != 1 {
		t.Errorf("interval fired on %d CPUs, want 1", used)
	}
	// 10 events at 10 ms need at least ~90 ms.
	if elapsed < 80*time.Millisecond {
		t.Errorf("%d events in %v: faster than every 10ms", n, elapsed)
	}
	if err := closer.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestProfileAttach runs profile:hz:200 and checks it fires on every online
// CPU, busy or idle.
func TestProfileAttach(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	p, tg := resolveOne(t, "profile:hz:200")
	c := newCounter(t, ebpf.PerfEvent, counterOptions{byCPU: true})
	closer, err := p.Attach(tg, c.prog, AttachOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer closer.Close()
	cpus, err := kernel.OnlineCPUs()
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, 3*time.Second, "3 samples on every CPU", func() bool {
		for _, cpu := range cpus {
			if c.slot(t, cpu) < 3 {
				return false
			}
		}
		return true
	})
	if err := closer.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestSoftwareAttach runs software:cpu-clock and software:page-faults; the
// page-fault counter, restricted to this process, must see the pages the
// test touches after attaching.
func TestSoftwareAttach(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)

	p, tg := resolveOne(t, "software:cpu-clock:100000")
	clock := newCounter(t, ebpf.PerfEvent, counterOptions{})
	closer, err := p.Attach(tg, clock.prog, AttachOptions{})
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, 3*time.Second, "10 cpu-clock samples", func() bool { return clock.slot(t, 0) >= 10 })
	if err := closer.Close(); err != nil {
		t.Fatal(err)
	}

	p, tg = resolveOne(t, "software:page-faults:1")
	faults := newCounter(t, ebpf.PerfEvent, counterOptions{ownPid: true})
	closer, err = p.Attach(tg, faults.prog, AttachOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer closer.Close()
	const pages = 64
	pageSize := unix.Getpagesize()
	mem, err := unix.Mmap(-1, 0, pages*pageSize, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_ANONYMOUS)
	if err != nil {
		t.Fatal(err)
	}
	defer unix.Munmap(mem)
	for i := 0; i < pages; i++ {
		mem[i*pageSize] = 1
	}
	waitFor(t, 3*time.Second, "64 page faults", func() bool { return faults.slot(t, 0) >= pages })
	if err := closer.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestPerfAttachErrors(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	p, tg := resolveOne(t, "software:cpu-clock")
	// A tracepoint program cannot be attached to a perf event.
	c := newCounter(t, ebpf.TracePoint, counterOptions{})
	closer, err := p.Attach(tg, c.prog, AttachOptions{})
	if err == nil {
		closer.Close()
		t.Fatal("attached a tracepoint program to a software event")
	}
	if !strings.HasPrefix(err.Error(), "attach software:cpu-clock: ") || !errors.Is(err, unix.EINVAL) {
		t.Errorf("error = %v", err)
	}
}

// TestSoftwareEventsAttach opens every software event with its default
// count on every CPU.
func TestSoftwareEventsAttach(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	c := newCounter(t, ebpf.PerfEvent, counterOptions{})
	for _, e := range softwareEvents {
		p, tg := resolveOne(t, "software:"+e.name)
		closer, err := p.Attach(tg, c.prog, AttachOptions{})
		if err != nil {
			t.Errorf("software:%s: %v", e.name, err)
			continue
		}
		if err := closer.Close(); err != nil {
			t.Errorf("close software:%s: %v", e.name, err)
		}
	}
}
