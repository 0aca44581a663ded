// Command eventcost measures what a tracepoint program costs per event: it
// calls getppid(2) N times on one pinned CPU and reports the time per call
// with nothing attached, with a minimal hand-written BPF program attached to
// tracepoint:syscalls:sys_enter_getppid, under sonde and under bpftrace, for
// two scripts:
//
//	count: tracepoint:syscalls:sys_enter_getppid { @ = count(); }
//	comm:  tracepoint:syscalls:sys_enter_getppid { @[comm] = count(); }
//
// The hand-written programs do the least that computes the same thing: a
// per-CPU array lookup and increment for count; bpf_get_current_comm, a
// per-CPU hash lookup and an increment (or an insert) for comm.
//
// The configurations are measured in rounds, interleaved, and the best time
// of the rounds is kept for each; within a measurement the calls are timed
// in chunks and the fastest chunk counts, so that preemption on a busy
// machine does not show. The kernel's BPF statistics (run time per program
// run) are reported too: they measure the programs alone.
//
// With -hook kprobe or -hook fentry the same two scripts and their
// hand-written twins go on kprobe:__task_pid_nr_ns or
// fentry:__task_pid_nr_ns, which getppid(2) calls, instead (run it in the VM, scripts/vmrun: this
// host has neither).
//
// With -tools NAME,... (or all) it measures built-in tools instead
// (sonde tool NAME), against the same probes written by hand where they
// are (opensnoop's, execsnoop's, biolatency's) and bpftrace's /usr/sbin/NAME.bt: see tools.go.
//
// With -base PATH another sonde binary (an earlier build) is measured too,
// as configuration "base", for a change's before and after in one run.
//
// Usage: eventcost [-n N] [-rounds R] [-cpu C] [-hook H] [-tools T] -sonde PATH [-base PATH] [-bpftrace PATH]
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"
	"github.com/cilium/ebpf/link"
	"github.com/cilium/ebpf/rlimit"
	"golang.org/x/sys/unix"
)

var (
	n        = flag.Int("n", 1000000, "getppid calls per measurement")
	chunk    = flag.Int("chunk", 5000, "getppid calls per timed chunk (the fastest chunk is kept)")
	rounds   = flag.Int("rounds", 5, "measurement rounds (the best is kept)")
	cpu      = flag.Int("cpu", 1, "CPU to run the getppid loop on")
	sonde    = flag.String("sonde", "", "sonde binary")
	bpftrace = flag.String("bpftrace", "bpftrace", "bpftrace binary (empty: skip)")
	hook     = flag.String("hook", "tracepoint", "where the programs go: tracepoint, kprobe or fentry")
	base     = flag.String("base", "", "an earlier sonde binary, measured as configuration base (empty: skip)")
)

// hookFunc is the kernel function getppid(2) calls (for the parent's tgid),
// for -hook kprobe and fentry (fentry refuses the syscall entry itself,
// __x64_sys_getppid).
const hookFunc = "__task_pid_nr_ns"

// probeSpec is the attach point of the scripts for -hook.
func probeSpec() string {
	switch *hook {
	case "kprobe":
		return "kprobe:" + hookFunc
	case "fentry":
		return "fentry:" + hookFunc
	}
	return "tracepoint:syscalls:sys_enter_getppid"
}

// attachHand attaches a hand-written program to -hook.
func attachHand(prog *ebpf.Program) (link.Link, error) {
	switch *hook {
	case "kprobe":
		return link.Kprobe(hookFunc, prog, nil)
	case "fentry":
		return link.AttachTracing(link.TracingOptions{Program: prog})
	}
	return link.Tracepoint("syscalls", "sys_enter_getppid", prog, nil)
}

// script is one measured bpftrace program and its hand-written twin.
type script struct {
	name, text string
	hand       func() (*ebpf.Program, *ebpf.Map, error)
	// total reads the hand-written program's count.
	total func(*ebpf.Map) (uint64, error)
}

var scripts = []script{
	{"count", " { @ = count(); }", handCount, sumArray},
	{"comm", " { @[comm] = count(); }", handComm, sumHash},
}

// result is one measurement: wall-clock ns per getppid call, and the
// kernel's own account (bpf_stats) of ns per run of the attached program.
type result struct {
	wall, prog float64
	// added is wall less the bare loop's time measured just before.
	added float64
}

// configs are the ways of running the loop, in the order measured.
var configs = []string{"bare", "hand", "base", "sonde", "bpftrace"}

func main() {
	flag.Parse()
	if *sonde == "" {
		fmt.Fprintln(os.Stderr, "eventcost: -sonde PATH is required")
		os.Exit(2)
	}
	if err := rlimit.RemoveMemlock(); err != nil {
		fatal(err)
	}
	runtime.LockOSThread()
	if err := unix.SchedGetaffinity(0, &allCPUs); err != nil {
		fatal(err)
	}
	if *toolsFlag != "" {
		runTools(*toolsFlag)
		return
	}
	fmt.Printf("getppid x %d on cpu %d (fastest chunk of %d), best of %d rounds, %d CPUs, kernel %s\n",
		*n, *cpu, *chunk, *rounds, runtime.NumCPU(), kernelRelease())
	for _, s := range scripts {
		s.text = probeSpec() + s.text
		best := map[string]result{}
		added := map[string][]float64{}
		for r := 0; r < *rounds; r++ {
			for _, c := range configs {
				if c == "bpftrace" && *bpftrace == "" || c == "base" && *base == "" {
					continue
				}
				res, err := measure(s, c)
				if err != nil {
					fatal(fmt.Errorf("%s %s: %w", s.name, c, err))
				}
				b, ok := best[c]
				if !ok || res.wall < b.wall {
					b.wall = res.wall
				}
				if !ok || res.prog < b.prog {
					b.prog = res.prog
				}
				best[c] = b
				added[c] = append(added[c], res.added)
			}
		}
		for c, a := range added {
			b := best[c]
			b.added = median(a)
			best[c] = b
		}
		report(s, best)
	}
}

// report prints one script's figures: ns per call (best), ns added per
// event (median over the rounds of the difference to a bare loop run just
// before), the
// program's own run time per event, and the ratios of sonde's costs to the
// others'.
func report(s script, best map[string]result) {
	fmt.Printf("\n%s: %s\n", s.name, s.text)
	fmt.Printf("  %-9s %12s %14s %16s\n", "", "ns/call", "added ns/event", "BPF prog ns/run")
	for _, c := range configs {
		r, ok := best[c]
		if !ok {
			continue
		}
		prog := "-"
		if c != "bare" {
			prog = fmt.Sprintf("%.1f", r.prog)
		}
		fmt.Printf("  %-9s %12.1f %14.1f %16s\n", c, r.wall, r.added, prog)
	}
	added := func(c string) float64 { return best[c].added }
	fmt.Printf("  sonde/hand-written: added %.2f  prog %.2f\n", added("sonde")/added("hand"), best["sonde"].prog/best["hand"].prog)
	if _, ok := best["base"]; ok {
		fmt.Printf("  sonde/base:         added %.2f  prog %.2f\n", added("sonde")/added("base"), best["sonde"].prog/best["base"].prog)
	}
	if _, ok := best["bpftrace"]; ok {
		fmt.Printf("  sonde/bpftrace:     added %.2f  prog %.2f\n", added("sonde")/added("bpftrace"), best["sonde"].prog/best["bpftrace"].prog)
	}
}

// measure sets up configuration c of script s, times the loop, checks the
// events were counted, and tears it down.
func measure(s script, c string) (result, error) {
	bare := loop()
	res, err := measure1(s, c)
	res.added = res.wall - bare
	return res, err
}

func measure1(s script, c string) (result, error) {
	switch c {
	case "bare":
		return result{wall: loop()}, nil
	case "hand":
		prog, m, err := s.hand()
		if err != nil {
			return result{}, err
		}
		defer prog.Close()
		defer m.Close()
		l, err := attachHand(prog)
		if err != nil {
			return result{}, fmt.Errorf("attach: %w", err)
		}
		res, err := timed(os.Getpid())
		l.Close()
		if err != nil {
			return result{}, err
		}
		got, err := s.total(m)
		if err != nil {
			return result{}, err
		}
		if got < 2*uint64(*n) {
			return result{}, fmt.Errorf("counted %d events, want at least %d", got, 2**n)
		}
		return res, nil
	case "sonde":
		return external(*sonde, s.text)
	case "base":
		return external(*base, s.text)
	case "bpftrace":
		return external(*bpftrace, s.text)
	}
	return result{}, fmt.Errorf("unknown configuration %q", c)
}

// timed runs the loop with a program attached, once plainly for the wall
// time and once with the kernel's BPF run-time statistics on, reading the
// program's run time from process pid's file descriptors.
func timed(pid int) (result, error) {
	var res result
	res.wall = loop()
	stats, err := ebpf.EnableStats(uint32(unix.BPF_STATS_RUN_TIME))
	if err != nil {
		return res, fmt.Errorf("enable BPF stats: %w", err)
	}
	defer stats.Close()
	before, err := progStats(pid)
	if err != nil {
		return res, err
	}
	loop()
	after, err := progStats(pid)
	if err != nil {
		return res, err
	}
	var dt, dn uint64
	for id, a := range after {
		b := before[id]
		if a.cnt > b.cnt {
			dt += a.ns - b.ns
			dn += a.cnt - b.cnt
		}
	}
	if dn < uint64(*n) {
		return res, fmt.Errorf("BPF stats counted %d runs, want at least %d", dn, *n)
	}
	res.prog = float64(dt) / float64(dn)
	return res, nil
}

// runStats is a program's cumulated run time and run count.
type runStats struct{ ns, cnt uint64 }

// progStats reads the run statistics of the BPF programs process pid holds
// open, by program id, from /proc/PID/fdinfo.
func progStats(pid int) (map[uint64]runStats, error) {
	dir := fmt.Sprintf("/proc/%d/fd", pid)
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	res := map[uint64]runStats{}
	for _, e := range ents {
		target, err := os.Readlink(dir + "/" + e.Name())
		if err != nil || target != "anon_inode:bpf-prog" {
			continue
		}
		data, err := os.ReadFile(fmt.Sprintf("/proc/%d/fdinfo/%s", pid, e.Name()))
		if err != nil {
			continue
		}
		var id uint64
		var st runStats
		for _, line := range strings.Split(string(data), "\n") {
			k, v, ok := strings.Cut(line, ":")
			if !ok {
				continue
			}
			x, _ := strconv.ParseUint(strings.TrimSpace(v), 10, 64)
			switch k {
			case "prog_id":
				id = x
			case "run_time_ns":
				st.ns = x
			case "run_cnt":
				st.cnt = x
			}
		}
		res[id] = st
	}
	return res, nil
}

// allCPUs is the affinity the process started with; only the loop runs
// pinned, so that the tracers started from this thread are not.
var allCPUs unix.CPUSet

// loop times n getppid calls on the chosen CPU, in chunks, and returns ns
// per call of the fastest chunk: a chunk the scheduler preempted (this
// machine is shared) is slower, never faster, so the fastest is the cost
// undisturbed.
func loop() float64 {
	var set unix.CPUSet
	set.Set(*cpu)
	if err := unix.SchedSetaffinity(0, &set); err != nil {
		fatal(fmt.Errorf("pin to cpu %d: %w", *cpu, err))
	}
	defer unix.SchedSetaffinity(0, &allCPUs)
	best := time.Duration(1 << 62)
	for done := 0; done < *n; done += *chunk {
		start := time.Now()
		for i := 0; i < *chunk; i++ {
			unix.RawSyscall(unix.SYS_GETPPID, 0, 0, 0)
		}
		if d := time.Since(start); d < best {
			best = d
		}
	}
	return float64(best.Nanoseconds()) / float64(*chunk)
}

// external runs a tracer on the script, times the loop once it has
// attached, stops it with SIGINT and checks the count it prints.
func external(bin, text string) (result, error) {
	cmd := exec.Command(bin, "-e", text)
	// sonde prints "Attaching N probes..." on stdout as bpftrace 0.17 does
	// (newest prints "Attached N probes" on stderr, after attaching).
	cmd.Env = append(os.Environ(), "SONDE_COMPAT=0.17")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return result{}, err
	}
	if err := cmd.Start(); err != nil {
		return result{}, err
	}
	defer cmd.Process.Kill()
	r := bufio.NewReader(out)
	line, err := r.ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "Attaching") {
		cmd.Wait()
		return result{}, fmt.Errorf("%s: no \"Attaching\" line (%q, %v): %s", bin, line, err, stderr.String())
	}
	// Both tools print the line just before attaching; a single tracepoint
	// attaches in well under this, and the counts checked below would show
	// a late attach.
	time.Sleep(300 * time.Millisecond)
	res, terr := timed(cmd.Process.Pid)
	cmd.Process.Signal(os.Interrupt)
	rest, _ := io.ReadAll(r)
	if err := cmd.Wait(); err != nil {
		return result{}, fmt.Errorf("%s: %w: %s", bin, err, stderr.String())
	}
	if terr != nil {
		return result{}, fmt.Errorf("%s: %w", bin, terr)
	}
	got := maxCount(string(rest))
	if got < 2*uint64(*n) {
		return result{}, fmt.Errorf("%s printed a count of %d, want at least %d:\n%s", bin, got, 2**n, rest)
	}
	return res, nil
}

// maxCount is the largest value among the map lines "@...: N" printed.
func maxCount(out string) uint64 {
	var max uint64
	for _, m := range regexp.MustCompile(`(?m)^@.*: (\d+)$`).FindAllStringSubmatch(out, -1) {
		v, _ := strconv.ParseUint(m[1], 10, 64)
		if v > max {
			max = v
		}
	}
	return max
}

// handCount loads: v = lookup(percpu_array, 0); if (v) *v += 1.
func handCount() (*ebpf.Program, *ebpf.Map, error) {
	m, err := ebpf.NewMap(&ebpf.MapSpec{Type: ebpf.PerCPUArray, KeySize: 4, ValueSize: 8, MaxEntries: 1})
	if err != nil {
		return nil, nil, fmt.Errorf("map: %w", err)
	}
	insns := append(asm.Instructions{asm.StoreImm(asm.RFP, -4, 0, asm.Word)}, increment(m, -4)...)
	return loadProg(insns, m)
}

// increment ends a program: v = lookup(m, fp+keyOff); if (v) *v += 1;
// return 0.
func increment(m *ebpf.Map, keyOff int32) asm.Instructions {
	return asm.Instructions{
		asm.LoadMapPtr(asm.R1, m.FD()),
		asm.Mov.Reg(asm.R2, asm.RFP),
		asm.Add.Imm(asm.R2, keyOff),
		asm.FnMapLookupElem.Call(),
		asm.JEq.Imm(asm.R0, 0, "out"),
		asm.LoadMem(asm.R1, asm.R0, 0, asm.DWord),
		asm.Add.Imm(asm.R1, 1),
		asm.StoreMem(asm.R0, 0, asm.R1, asm.DWord),
		asm.Mov.Imm(asm.R0, 0).WithSymbol("out"),
		asm.Return(),
	}
}

// handComm loads: key = comm; v = lookup(percpu_hash, key); if (v) *v += 1;
// else update(percpu_hash, key, 1).
func handComm() (*ebpf.Program, *ebpf.Map, error) {
	m, err := ebpf.NewMap(&ebpf.MapSpec{Type: ebpf.PerCPUHash, KeySize: 16, ValueSize: 8, MaxEntries: 4096})
	if err != nil {
		return nil, nil, fmt.Errorf("map: %w", err)
	}
	insns := asm.Instructions{
		// Zeroed first: some kernels (Debian's 6.1) do not pad the comm.
		asm.Mov.Imm(asm.R1, 0),
		asm.StoreMem(asm.RFP, -16, asm.R1, asm.DWord),
		asm.StoreMem(asm.RFP, -8, asm.R1, asm.DWord),
		asm.Mov.Reg(asm.R1, asm.RFP),
		asm.Add.Imm(asm.R1, -16),
		asm.Mov.Imm(asm.R2, 16),
		asm.FnGetCurrentComm.Call(),
		asm.LoadMapPtr(asm.R1, m.FD()),
		asm.Mov.Reg(asm.R2, asm.RFP),
		asm.Add.Imm(asm.R2, -16),
		asm.FnMapLookupElem.Call(),
		asm.JEq.Imm(asm.R0, 0, "insert"),
		asm.LoadMem(asm.R1, asm.R0, 0, asm.DWord),
		asm.Add.Imm(asm.R1, 1),
		asm.StoreMem(asm.R0, 0, asm.R1, asm.DWord),
		asm.Ja.Label("out"),
		asm.Mov.Imm(asm.R1, 1).WithSymbol("insert"),
		asm.StoreMem(asm.RFP, -24, asm.R1, asm.DWord),
		asm.LoadMapPtr(asm.R1, m.FD()),
		asm.Mov.Reg(asm.R2, asm.RFP),
		asm.Add.Imm(asm.R2, -16),
		asm.Mov.Reg(asm.R3, asm.RFP),
		asm.Add.Imm(asm.R3, -24),
		asm.Mov.Imm(asm.R4, 0),
		asm.FnMapUpdateElem.Call(),
		asm.Mov.Imm(asm.R0, 0).WithSymbol("out"),
		asm.Return(),
	}
	return loadProg(insns, m)
}

func loadProg(insns asm.Instructions, m *ebpf.Map) (*ebpf.Program, *ebpf.Map, error) {
	spec := &ebpf.ProgramSpec{Type: ebpf.TracePoint, License: "GPL", Instructions: insns}
	switch *hook {
	case "kprobe":
		spec.Type = ebpf.Kprobe
	case "fentry":
		spec.Type, spec.AttachType, spec.AttachTo = ebpf.Tracing, ebpf.AttachTraceFEntry, hookFunc
	}
	prog, err := ebpf.NewProgram(spec)
	if err != nil {
		m.Close()
		return nil, nil, fmt.Errorf("load: %w", err)
	}
	return prog, m, nil
}

// sumArray is the sum over CPUs of the per-CPU array's element 0.
func sumArray(m *ebpf.Map) (uint64, error) {
	var vals []uint64
	if err := m.Lookup(uint32(0), &vals); err != nil {
		return 0, err
	}
	return sum(vals), nil
}

// sumHash is the largest per-comm total in the per-CPU hash: the loop's
// own comm.
func sumHash(m *ebpf.Map) (uint64, error) {
	var (
		key  [16]byte
		vals []uint64
		max  uint64
	)
	it := m.Iterate()
	for it.Next(&key, &vals) {
		if s := sum(vals); s > max {
			max = s
		}
	}
	if err := it.Err(); err != nil {
		return 0, err
	}
	if max == 0 {
		return 0, errors.New("empty map")
	}
	return max, nil
}

func median(xs []float64) float64 {
	sort.Float64s(xs)
	if len(xs)%2 == 1 {
		return xs[len(xs)/2]
	}
	return (xs[len(xs)/2-1] + xs[len(xs)/2]) / 2
}

func sum(vals []uint64) uint64 {
	var s uint64
	for _, v := range vals {
		s += v
	}
	return s
}

func kernelRelease() string {
	var u unix.Utsname
	if unix.Uname(&u) != nil {
		return "?"
	}
	return unix.ByteSliceToString(u.Release[:])
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "eventcost:", err)
	os.Exit(1)
}
