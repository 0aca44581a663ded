package main

// -tools: what a built-in tool costs per event, against the same probes
// written by hand and against bpftrace 0.17's copy of the tool
// (/usr/sbin/NAME.bt). A workload makes the tool's event in a loop on the
// pinned CPU; each tracer runs with its output thrown away. Two figures:
// the wall time each event adds to the workload (median over the rounds,
// against a bare loop run just before), and the kernel's own account of
// the tracer's BPF programs (bpf_stats: their run time over the period,
// divided by the events made: every program the tracer runs counts,
// whatever it runs on).

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
	"unsafe"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"
	"github.com/cilium/ebpf/btf"
	"github.com/cilium/ebpf/link"
	"github.com/cilium/ebpf/ringbuf"
	"golang.org/x/sys/unix"
)

// toolBench is one tool, its workload and (where written) its hand-made
// twin.
type toolBench struct {
	name  string
	n     int        // events per measurement
	event func() int // makes one event (or more), returns how many
	// hand attaches the hand-written programs; close detaches them.
	hand func() (close func(), err error)
}

var toolsFlag = flag.String("tools", "", "measure these built-in tools (comma-separated, or all) instead of the getppid scripts")

var toolBenches = []toolBench{
	{name: "opensnoop", n: 200000, event: openMissing, hand: handOpensnoop},
	{name: "execsnoop", n: 1000, event: execTrue, hand: handExecsnoop},
	{name: "biolatency", n: 5000, event: directRead, hand: handBiolatency},
}

var missingPath, _ = unix.BytePtrFromString("/nonexistent/eventcost")

var atFdcwd = unix.AT_FDCWD

// openMissing is an openat(2) that fails (ENOENT): opensnoop's event.
func openMissing() int {
	unix.RawSyscall6(unix.SYS_OPENAT, uintptr(atFdcwd), uintptr(unsafe.Pointer(missingPath)), unix.O_RDONLY, 0, 0, 0)
	return 1
}

// directFile is a file of 64 blocks read with O_DIRECT (each read a
// block I/O: biolatency's event), in the working directory, which must be
// on a block device.
var directFile = -1

var directBuf = func() []byte {
	b := make([]byte, 8192)
	off := (4096 - int(uintptr(unsafe.Pointer(&b[0]))&4095)) & 4095
	return b[off : off+4096]
}()

var directBlock int64

func directRead() int {
	if directFile < 0 {
		name := fmt.Sprintf("eventcost-directio.%d", os.Getpid())
		fd, err := unix.Open(name, unix.O_CREAT|unix.O_RDWR|unix.O_DIRECT, 0o600)
		if err != nil {
			fatal(fmt.Errorf("O_DIRECT file in the working directory: %w", err))
		}
		unix.Unlink(name)
		for i := int64(0); i < 64; i++ {
			if _, err := unix.Pwrite(fd, directBuf, i*4096); err != nil {
				fatal(fmt.Errorf("O_DIRECT write (is the working directory on a block device?): %w", err))
			}
		}
		unix.Fsync(fd)
		directFile = fd
	}
	unix.Pread(directFile, directBuf, directBlock%64*4096)
	directBlock++
	return 1
}

// execTrue runs /bin/true: execsnoop's event (an exec and its return).
func execTrue() int {
	pid, err := syscall.ForkExec("/bin/true", []string{"true", "eventcost"}, &syscall.ProcAttr{})
	if err == nil {
		var ws syscall.WaitStatus
		syscall.Wait4(pid, &ws, 0, nil)
	}
	return 1
}

// toolLoop times b.n events on the pinned CPU and returns ns per event
// (the whole loop: events like exec are too slow for chunks).
func toolLoop(b toolBench) float64 {
	var set unix.CPUSet
	set.Set(*cpu)
	if err := unix.SchedSetaffinity(0, &set); err != nil {
		fatal(fmt.Errorf("pin to cpu %d: %w", *cpu, err))
	}
	defer unix.SchedSetaffinity(0, &allCPUs)
	start := time.Now()
	done := 0
	for done < b.n {
		done += b.event()
	}
	return float64(time.Since(start).Nanoseconds()) / float64(done)
}

// toolConfigs are the ways of running a tool's workload.
var toolConfigs = []string{"bare", "hand", "sonde", "bpftrace"}

func runTools(names string) {
	fmt.Printf("built-in tools: per event, best of %d rounds (wall: median added), cpu %d, kernel %s; the machine may be shared\n",
		*rounds, *cpu, kernelRelease())
	for _, b := range toolBenches {
		if names != "all" && !strings.Contains(","+names+",", ","+b.name+",") {
			continue
		}
		added := map[string][]float64{}
		prog := map[string]float64{}
		runs := map[string]float64{}
		cpuNs := map[string]float64{}
		skip := map[string]string{}
		for r := 0; r < *rounds; r++ {
			for _, c := range toolConfigs {
				if skip[c] != "" || c == "hand" && b.hand == nil || c == "bpftrace" && *bpftrace == "" {
					continue
				}
				bare := toolLoop(b)
				if c == "bare" {
					added[c] = append(added[c], 0)
					continue
				}
				wall, ns, nr, cns, err := measureTool(b, c)
				if err != nil {
					skip[c] = err.Error()
					continue
				}
				added[c] = append(added[c], wall-bare)
				if p, ok := prog[c]; !ok || ns < p {
					prog[c], runs[c] = ns, nr
				}
				if p, ok := cpuNs[c]; !ok || cns < p {
					cpuNs[c] = cns
				}
			}
		}
		fmt.Printf("\n%s (%d events a measurement)\n", b.name, b.n)
		fmt.Printf("  %-9s %16s %14s %12s %10s %14s\n", "", "added ns/event", "BPF ns/event", "runs/event", "ns/run", "tracer ns/event")
		for _, c := range toolConfigs[1:] {
			if why := skip[c]; why != "" {
				fmt.Printf("  %-9s %s\n", c, firstLine(why))
				continue
			}
			if len(added[c]) == 0 {
				continue
			}
			fmt.Printf("  %-9s %16.1f %14.1f %12.2f %10.1f %14.1f\n", c, median(added[c]), prog[c], runs[c], prog[c]/runs[c], cpuNs[c])
		}
		for _, peer := range []string{"hand", "bpftrace"} {
			if len(added[peer]) > 0 && skip[peer] == "" && len(added["sonde"]) > 0 {
				fmt.Printf("  sonde/%s: added %.2f  BPF %.2f  BPF per run %.2f", peer, median(added["sonde"])/median(added[peer]), prog["sonde"]/prog[peer],
					(prog["sonde"]/runs["sonde"])/(prog[peer]/runs[peer]))
				if peer != "hand" {
					fmt.Printf("  tracer CPU %.2f", cpuNs["sonde"]/cpuNs[peer])
				}
				fmt.Println()
			}
		}
	}
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	if len(s) > 100 {
		s = s[:100]
	}
	return s
}

// measureTool runs b's workload under configuration c: the wall ns per
// event, the BPF programs' ns per event, and their runs per event (above
// 2 for a program that runs on other events too: sonde's one program on
// raw_syscalls for many syscall tracepoints runs on every syscall), and
// the tracer process's CPU time (user and system, its reading and
// printing) per event: its steady-state cost.
func measureTool(b toolBench, c string) (wall, prog, runs, cpuNs float64, err error) {
	pid := os.Getpid()
	switch c {
	case "hand":
		closeHand, err := b.hand()
		if err != nil {
			return 0, 0, 0, 0, err
		}
		defer closeHand()
	case "sonde":
		stop, p, err := startTracer(exec.Command(*sonde, "tool", b.name), "Attached", false)
		if err != nil {
			return 0, 0, 0, 0, err
		}
		defer stop()
		pid = p
	case "bpftrace":
		path := filepath.Join("/usr/sbin", b.name+".bt")
		if _, err := os.Stat(path); err != nil {
			return 0, 0, 0, 0, fmt.Errorf("no %s", path)
		}
		stop, p, err := startTracer(exec.Command(*bpftrace, path), "Attaching", true)
		if err != nil {
			return 0, 0, 0, 0, err
		}
		defer stop()
		pid = p
	}
	wall = toolLoop(b)
	stats, err := ebpf.EnableStats(uint32(unix.BPF_STATS_RUN_TIME))
	if err != nil {
		return 0, 0, 0, 0, fmt.Errorf("enable BPF stats: %w", err)
	}
	defer stats.Close()
	before, err := progStats(pid)
	if err != nil {
		return 0, 0, 0, 0, err
	}
	cpu0 := procCPU(pid)
	toolLoop(b)
	cpu1 := procCPU(pid)
	after, err := progStats(pid)
	if err != nil {
		return 0, 0, 0, 0, err
	}
	var dt, dn uint64
	for id, a := range after {
		if bb := before[id]; a.cnt > bb.cnt {
			dt, dn = dt+a.ns-bb.ns, dn+a.cnt-bb.cnt
		}
	}
	if dt == 0 {
		return 0, 0, 0, 0, fmt.Errorf("%s: its programs did not run (nothing attached here?)", c)
	}
	if c == "hand" {
		cpu1 = cpu0 // the reader is a goroutine of this process: not counted
	}
	return wall, float64(dt) / float64(b.n), float64(dn) / float64(b.n), float64(cpu1-cpu0) / float64(b.n), nil
}

// startTracer starts cmd with its output thrown away and returns once a
// line starting with ready has come (on stderr, or with next on stdout:
// the line after it, bpftrace 0.17's header once attached).
func startTracer(cmd *exec.Cmd, ready string, next bool) (stop func(), pid int, err error) {
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, 0, err
	}
	errPipe, err := cmd.StderrPipe()
	if err != nil {
		return nil, 0, err
	}
	if err := cmd.Start(); err != nil {
		return nil, 0, err
	}
	attached := make(chan bool, 2)
	var errText strings.Builder
	watch := func(r io.Reader, want bool, keep *strings.Builder) {
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 1<<16), 1<<20)
		seen := false
		for sc.Scan() {
			if keep != nil && keep.Len() < 4096 {
				keep.WriteString(sc.Text() + "\n")
			}
			if !want {
				continue
			}
			if seen {
				attached <- true
				want = false
				continue
			}
			if strings.HasPrefix(sc.Text(), ready) {
				if !next {
					attached <- true
					want = false
					continue
				}
				seen = true
			}
		}
		if want {
			attached <- false
		}
	}
	go watch(out, next, nil)
	go watch(errPipe, !next, &errText)
	stop = func() {
		cmd.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	}
	select {
	case ok := <-attached:
		if !ok {
			stop()
			return nil, 0, fmt.Errorf("%s did not attach: %s", filepath.Base(cmd.Path), errText.String())
		}
	case <-time.After(30 * time.Second):
		stop()
		return nil, 0, fmt.Errorf("%s did not attach in 30 s", filepath.Base(cmd.Path))
	}
	return stop, cmd.Process.Pid, nil
}

// handOpensnoop is opensnoop's probes for openat(2) written by hand: at
// entry the filename pointer is kept by thread; at exit a ring buffer
// record {pid, ret, comm, path} is made and read (and thrown away) by a
// goroutine every 20 ms, as sonde's reader does (no wakeup per record).
func handOpensnoop() (func(), error) {
	start, err := ebpf.NewMap(&ebpf.MapSpec{Type: ebpf.Hash, KeySize: 8, ValueSize: 8, MaxEntries: 4096})
	if err != nil {
		return nil, err
	}
	events, err := ebpf.NewMap(&ebpf.MapSpec{Type: ebpf.RingBuf, MaxEntries: 1 << 24})
	if err != nil {
		start.Close()
		return nil, err
	}
	const recSize = 8 + 8 + 16 + 256
	enter := append(asm.Instructions{
		asm.LoadMem(asm.R6, asm.R1, 24, asm.DWord), // filename
		asm.StoreMem(asm.RFP, -16, asm.R6, asm.DWord),
		asm.FnGetCurrentPidTgid.Call(),
		asm.StoreMem(asm.RFP, -8, asm.R0, asm.DWord),
	}, update(start, -8, -16)...)
	exit := asm.Instructions{
		asm.LoadMem(asm.R9, asm.R1, 16, asm.DWord), // ret
		asm.FnGetCurrentPidTgid.Call(),
		asm.StoreMem(asm.RFP, -8, asm.R0, asm.DWord),
		asm.LoadMapPtr(asm.R1, start.FD()),
		asm.Mov.Reg(asm.R2, asm.RFP),
		asm.Add.Imm(asm.R2, -8),
		asm.FnMapLookupElem.Call(),
		asm.JEq.Imm(asm.R0, 0, "out"),
		asm.LoadMem(asm.R8, asm.R0, 0, asm.DWord), // the filename pointer
		asm.LoadMapPtr(asm.R1, events.FD()),
		asm.Mov.Imm(asm.R2, recSize),
		asm.Mov.Imm(asm.R3, 0),
		asm.FnRingbufReserve.Call(),
		asm.JEq.Imm(asm.R0, 0, "delete"),
		asm.Mov.Reg(asm.R7, asm.R0),
		asm.LoadMem(asm.R1, asm.RFP, -8, asm.DWord),
		asm.RSh.Imm(asm.R1, 32),
		asm.StoreMem(asm.R7, 0, asm.R1, asm.DWord), // pid
		asm.StoreMem(asm.R7, 8, asm.R9, asm.DWord), // ret
		asm.Mov.Reg(asm.R1, asm.R7),
		asm.Add.Imm(asm.R1, 16),
		asm.Mov.Imm(asm.R2, 16),
		asm.FnGetCurrentComm.Call(),
		asm.Mov.Reg(asm.R1, asm.R7),
		asm.Add.Imm(asm.R1, 32),
		asm.Mov.Imm(asm.R2, 256),
		asm.Mov.Reg(asm.R3, asm.R8),
		asm.FnProbeReadUserStr.Call(),
		asm.Mov.Reg(asm.R1, asm.R7),
		asm.Mov.Imm(asm.R2, 1), // BPF_RB_NO_WAKEUP: the reader polls, as sonde's does
		asm.FnRingbufSubmit.Call(),
		asm.LoadMapPtr(asm.R1, start.FD()).WithSymbol("delete"),
		asm.Mov.Reg(asm.R2, asm.RFP),
		asm.Add.Imm(asm.R2, -8),
		asm.FnMapDeleteElem.Call(),
		asm.Mov.Imm(asm.R0, 0).WithSymbol("out"),
		asm.Return(),
	}
	closeAll, err := attachHand2("syscalls", "sys_enter_openat", enter, "sys_exit_openat", exit, start, events)
	if err != nil {
		return nil, err
	}
	return readRing(events, closeAll)
}

// procCPU is process pid's CPU time so far (user and system, all its
// threads), in ns.
func procCPU(pid int) int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// The fields after the command (in parentheses): utime and stime are
	// the 12th and 13th, in clock ticks.
	_, rest, _ := strings.Cut(string(b), ") ")
	f := strings.Fields(rest)
	if len(f) < 13 {
		return 0
	}
	u, _ := strconv.ParseInt(f[11], 10, 64)
	s, _ := strconv.ParseInt(f[12], 10, 64)
	return (u + s) * int64(time.Second) / clockTicks
}

// clockTicks is USER_HZ, the unit of /proc's CPU times (100 on Linux).
const clockTicks = 100

// handBiolatency is biolatency's probes written by hand: at issue the
// time is kept by {dev, sector}; at completion the latency in
// microseconds goes into a per-CPU array of log2 buckets.
func handBiolatency() (func(), error) {
	start, err := ebpf.NewMap(&ebpf.MapSpec{Type: ebpf.Hash, KeySize: 16, ValueSize: 8, MaxEntries: 4096})
	if err != nil {
		return nil, err
	}
	hist, err := ebpf.NewMap(&ebpf.MapSpec{Type: ebpf.PerCPUArray, KeySize: 4, ValueSize: 8, MaxEntries: 64})
	if err != nil {
		start.Close()
		return nil, err
	}
	// key at fp-16: {dev u64, sector u64}
	key := asm.Instructions{
		asm.LoadMem(asm.R2, asm.R1, 8, asm.Word),
		asm.StoreMem(asm.RFP, -16, asm.R2, asm.DWord),
		asm.LoadMem(asm.R2, asm.R1, 16, asm.DWord),
		asm.StoreMem(asm.RFP, -8, asm.R2, asm.DWord),
	}
	issue := append(append(asm.Instructions{}, key...),
		asm.FnKtimeGetBootNs.Call(),
		asm.StoreMem(asm.RFP, -24, asm.R0, asm.DWord),
	)
	issue = append(issue, update(start, -16, -24)...)
	complete := append(append(asm.Instructions{}, key...),
		asm.LoadMapPtr(asm.R1, start.FD()),
		asm.Mov.Reg(asm.R2, asm.RFP),
		asm.Add.Imm(asm.R2, -16),
		asm.FnMapLookupElem.Call(),
		asm.JEq.Imm(asm.R0, 0, "out"),
		asm.LoadMem(asm.R6, asm.R0, 0, asm.DWord),
		asm.FnKtimeGetBootNs.Call(),
		asm.Sub.Reg(asm.R0, asm.R6),
		asm.Div.Imm(asm.R0, 1000),
		asm.Mov.Reg(asm.R6, asm.R0),
		asm.LoadMapPtr(asm.R1, start.FD()),
		asm.Mov.Reg(asm.R2, asm.RFP),
		asm.Add.Imm(asm.R2, -16),
		asm.FnMapDeleteElem.Call(),
	)
	// bucket (R7) = 0 for 0, else 1 + floor(log2(v)), by halving steps.
	complete = append(complete,
		asm.Mov.Imm(asm.R7, 0),
		asm.JEq.Imm(asm.R6, 0, "bucket"),
		asm.Mov.Imm(asm.R7, 1),
	)
	for i, sh := range []int32{32, 16, 8, 4, 2, 1} {
		skip := fmt.Sprintf("s%d", i)
		complete = append(complete,
			asm.Mov.Reg(asm.R1, asm.R6),
			asm.RSh.Imm(asm.R1, sh),
			asm.JEq.Imm(asm.R1, 0, skip),
			asm.Mov.Reg(asm.R6, asm.R1),
			asm.Add.Imm(asm.R7, sh),
			asm.Mov.Imm(asm.R0, 0).WithSymbol(skip),
		)
	}
	complete = append(complete, asm.StoreMem(asm.RFP, -28, asm.R7, asm.Word).WithSymbol("bucket"))
	complete = append(complete, increment(hist, -28)...)
	return attachHand2("block", "block_rq_issue", issue, "block_rq_complete", complete, start, hist)
}

// attachHand2 loads and attaches two tracepoint programs of group, and
// returns what detaches them and closes maps.
func attachHand2(group, ev1 string, p1 asm.Instructions, ev2 string, p2 asm.Instructions, maps ...io.Closer) (func(), error) {
	return attachHandN(group, []handProg{{ev1, p1}, {ev2, p2}}, maps...)
}

// update ends a program: update(m, fp+keyOff, fp+valOff); return 0.
func update(m *ebpf.Map, keyOff, valOff int32) asm.Instructions {
	return asm.Instructions{
		asm.LoadMapPtr(asm.R1, m.FD()),
		asm.Mov.Reg(asm.R2, asm.RFP),
		asm.Add.Imm(asm.R2, keyOff),
		asm.Mov.Reg(asm.R3, asm.RFP),
		asm.Add.Imm(asm.R3, valOff),
		asm.Mov.Imm(asm.R4, 0),
		asm.FnMapUpdateElem.Call(),
		asm.Mov.Imm(asm.R0, 0),
		asm.Return(),
	}
}

// handExecsnoop is execsnoop's probes written by hand, as libbpf-tools
// writes them: at exec's entry (execve and execveat) the first 8
// arguments are read into a per-thread map value (8 × 128 bytes); at its
// exit a ring buffer record {pid, ppid, ret, comm, args} is made from it
// and read (and thrown away) by a goroutine every 20 ms.
func handExecsnoop() (func(), error) {
	const argN, argLen = 8, 128
	realParent, tgid, err := taskOffsets()
	if err != nil {
		return nil, err
	}
	execs, err := ebpf.NewMap(&ebpf.MapSpec{Type: ebpf.Hash, KeySize: 8, ValueSize: argN * argLen, MaxEntries: 4096})
	if err != nil {
		return nil, err
	}
	zero, err := ebpf.NewMap(&ebpf.MapSpec{Type: ebpf.PerCPUArray, KeySize: 4, ValueSize: argN * argLen, MaxEntries: 1})
	if err != nil {
		execs.Close()
		return nil, err
	}
	events, err := ebpf.NewMap(&ebpf.MapSpec{Type: ebpf.RingBuf, MaxEntries: 1 << 24})
	if err != nil {
		execs.Close()
		zero.Close()
		return nil, err
	}
	// enter: R9 = argv; execs[tid] = zero; R7 = &execs[tid]; read the
	// pointers and strings until a null pointer.
	enter := func(argvOff int16) asm.Instructions {
		insns := asm.Instructions{
			asm.LoadMem(asm.R9, asm.R1, argvOff, asm.DWord),
			asm.FnGetCurrentPidTgid.Call(),
			asm.StoreMem(asm.RFP, -8, asm.R0, asm.DWord),
			asm.StoreImm(asm.RFP, -12, 0, asm.Word),
			asm.LoadMapPtr(asm.R1, zero.FD()),
			asm.Mov.Reg(asm.R2, asm.RFP),
			asm.Add.Imm(asm.R2, -12),
			asm.FnMapLookupElem.Call(),
			asm.JEq.Imm(asm.R0, 0, "out"),
			asm.Mov.Reg(asm.R3, asm.R0),
			asm.LoadMapPtr(asm.R1, execs.FD()),
			asm.Mov.Reg(asm.R2, asm.RFP),
			asm.Add.Imm(asm.R2, -8),
			asm.Mov.Imm(asm.R4, 0),
			asm.FnMapUpdateElem.Call(),
			asm.LoadMapPtr(asm.R1, execs.FD()),
			asm.Mov.Reg(asm.R2, asm.RFP),
			asm.Add.Imm(asm.R2, -8),
			asm.FnMapLookupElem.Call(),
			asm.JEq.Imm(asm.R0, 0, "out"),
			asm.Mov.Reg(asm.R7, asm.R0),
		}
		for i := 0; i < argN; i++ {
			insns = append(insns,
				asm.Mov.Reg(asm.R1, asm.RFP),
				asm.Add.Imm(asm.R1, -24),
				asm.Mov.Imm(asm.R2, 8),
				asm.Mov.Reg(asm.R3, asm.R9),
				asm.Add.Imm(asm.R3, int32(8*i)),
				asm.FnProbeReadUser.Call(),
				asm.LoadMem(asm.R3, asm.RFP, -24, asm.DWord),
				asm.JEq.Imm(asm.R3, 0, "out"),
				asm.Mov.Reg(asm.R1, asm.R7),
				asm.Add.Imm(asm.R1, int32(argLen*i)),
				asm.Mov.Imm(asm.R2, argLen),
				asm.FnProbeReadUserStr.Call(),
			)
		}
		return append(insns, asm.Mov.Imm(asm.R0, 0).WithSymbol("out"), asm.Return())
	}
	const recSize = 8 + 8 + 8 + 16 + argN*argLen
	exit := asm.Instructions{
		asm.LoadMem(asm.R9, asm.R1, 16, asm.DWord), // ret
		asm.FnGetCurrentPidTgid.Call(),
		asm.StoreMem(asm.RFP, -8, asm.R0, asm.DWord),
		asm.LoadMapPtr(asm.R1, execs.FD()),
		asm.Mov.Reg(asm.R2, asm.RFP),
		asm.Add.Imm(asm.R2, -8),
		asm.FnMapLookupElem.Call(),
		asm.JEq.Imm(asm.R0, 0, "out"),
		asm.Mov.Reg(asm.R8, asm.R0), // the arguments
		asm.LoadMapPtr(asm.R1, events.FD()),
		asm.Mov.Imm(asm.R2, recSize),
		asm.Mov.Imm(asm.R3, 0),
		asm.FnRingbufReserve.Call(),
		asm.JEq.Imm(asm.R0, 0, "delete"),
		asm.Mov.Reg(asm.R7, asm.R0),
		asm.LoadMem(asm.R1, asm.RFP, -8, asm.DWord),
		asm.RSh.Imm(asm.R1, 32),
		asm.StoreMem(asm.R7, 0, asm.R1, asm.DWord),  // pid
		asm.StoreMem(asm.R7, 16, asm.R9, asm.DWord), // ret
		// ppid: current->real_parent->tgid
		asm.FnGetCurrentTask.Call(),
		asm.Mov.Reg(asm.R3, asm.R0),
		asm.Add.Imm(asm.R3, int32(realParent)),
		asm.Mov.Reg(asm.R1, asm.RFP),
		asm.Add.Imm(asm.R1, -16),
		asm.Mov.Imm(asm.R2, 8),
		asm.FnProbeReadKernel.Call(),
		asm.LoadMem(asm.R3, asm.RFP, -16, asm.DWord),
		asm.Add.Imm(asm.R3, int32(tgid)),
		asm.Mov.Reg(asm.R1, asm.R7),
		asm.Add.Imm(asm.R1, 8),
		asm.Mov.Imm(asm.R2, 4),
		asm.FnProbeReadKernel.Call(),
		asm.Mov.Reg(asm.R1, asm.R7),
		asm.Add.Imm(asm.R1, 24),
		asm.Mov.Imm(asm.R2, 16),
		asm.FnGetCurrentComm.Call(),
		asm.Mov.Reg(asm.R1, asm.R7),
		asm.Add.Imm(asm.R1, 40),
		asm.Mov.Imm(asm.R2, argN*argLen),
		asm.Mov.Reg(asm.R3, asm.R8),
		asm.FnProbeReadKernel.Call(),
		asm.Mov.Reg(asm.R1, asm.R7),
		asm.Mov.Imm(asm.R2, 1), // BPF_RB_NO_WAKEUP: the reader polls, as sonde's does
		asm.FnRingbufSubmit.Call(),
		asm.LoadMapPtr(asm.R1, execs.FD()).WithSymbol("delete"),
		asm.Mov.Reg(asm.R2, asm.RFP),
		asm.Add.Imm(asm.R2, -8),
		asm.FnMapDeleteElem.Call(),
		asm.Mov.Imm(asm.R0, 0).WithSymbol("out"),
		asm.Return(),
	}
	closeAll, err := attachHandN("syscalls", []handProg{
		{"sys_enter_execve", enter(24)}, {"sys_enter_execveat", enter(32)},
		{"sys_exit_execve", exit}, {"sys_exit_execveat", exit},
	}, execs, zero, events)
	if err != nil {
		return nil, err
	}
	return readRing(events, closeAll)
}

// taskOffsets are the offsets of task_struct's real_parent and tgid in
// the kernel's BTF.
func taskOffsets() (realParent, tgid uint32, err error) {
	spec, err := btf.LoadKernelSpec()
	if err != nil {
		return 0, 0, err
	}
	var task *btf.Struct
	if err := spec.TypeByName("task_struct", &task); err != nil {
		return 0, 0, err
	}
	found := 0
	for _, m := range task.Members {
		switch m.Name {
		case "real_parent":
			realParent, found = m.Offset.Bytes(), found+1
		case "tgid":
			tgid, found = m.Offset.Bytes(), found+1
		}
	}
	if found != 2 {
		return 0, 0, fmt.Errorf("task_struct: no real_parent or tgid in the kernel's BTF")
	}
	return realParent, tgid, nil
}

// handProg is one hand-written program and the tracepoint it goes on.
type handProg struct {
	event string
	insns asm.Instructions
}

// attachHandN loads and attaches tracepoint programs of group, and returns
// what detaches them and closes maps.
func attachHandN(group string, progs []handProg, maps ...io.Closer) (func(), error) {
	closers := append([]io.Closer{}, maps...)
	closeAll := func() {
		for i := len(closers) - 1; i >= 0; i-- {
			closers[i].Close()
		}
	}
	for _, p := range progs {
		prog, err := ebpf.NewProgram(&ebpf.ProgramSpec{Type: ebpf.TracePoint, License: "GPL", Instructions: p.insns})
		if err != nil {
			closeAll()
			return nil, fmt.Errorf("load %s: %w", p.event, err)
		}
		closers = append(closers, prog)
		l, err := link.Tracepoint(group, p.event, prog, nil)
		if err != nil {
			closeAll()
			return nil, fmt.Errorf("attach %s: %w", p.event, err)
		}
		closers = append(closers, l)
	}
	return closeAll, nil
}

// readRing reads events' records (and throws them away) in a goroutine
// every 20 ms, as sonde's reader does (no wakeup per record), until the
// returned function stops it and calls closeAll.
func readRing(events *ebpf.Map, closeAll func()) (func(), error) {
	rd, err := ringbuf.NewReader(events)
	if err != nil {
		closeAll()
		return nil, err
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		var rec ringbuf.Record
		for {
			rd.SetDeadline(time.Now().Add(20 * time.Millisecond))
			if err := rd.ReadInto(&rec); err != nil && !errors.Is(err, os.ErrDeadlineExceeded) {
				return
			}
		}
	}()
	return func() { rd.Close(); <-done; closeAll() }, nil
}
