package probe

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"unsafe"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"
	"github.com/cilium/ebpf/link"
	"github.com/cilium/ebpf/ringbuf"
	"golang.org/x/sys/unix"

	"sonde/internal/bpf"
	"sonde/internal/elfx"
	"sonde/internal/kernel"
	"sonde/internal/kernel/abi"
	"sonde/internal/probe/point"
)

// This file is the watchpoint and asyncwatchpoint providers: hardware
// breakpoints on memory, as perf events of type PERF_TYPE_BREAKPOINT whose
// program (BPF_PROG_TYPE_PERF_EVENT, like interval) runs when the CPU
// reads, writes or executes the watched bytes.
//
//	watchpoint:ADDR:LEN:MODE        ADDR in the -p/-c process (every process without one)
//	watchpoint:FUNC+argN:LEN:MODE   ADDR is FUNC's argument N, each time the -p/-c
//	                                process calls FUNC
//
// LEN is 1, 2, 4 or 8 and MODE one of w, x and rw (in any order), as in
// bpftrace 0.17. For FUNC+argN, a uprobe on FUNC reports the address; sonde
// then opens the breakpoint for the calling thread. watchpoint: stops the
// process (SIGSTOP from the uprobe) until the breakpoint is in place and
// then continues it (SIGCONT), so no access right after the call is
// missed; asyncwatchpoint: lets it run on, and may miss the first accesses.
//
// Target.Parts is [ADDR, LEN, MODE] or [FUNC, N, LEN, MODE]; Target.Value
// is ADDR (0 for the function form), Target.Path the binary of FUNC.

type watchpointProvider struct {
	name  string
	async bool
}

func (p watchpointProvider) Name() string { return p.name }
func (p watchpointProvider) Aliases() []string {
	if p.async {
		return []string{"aw"}
	}
	return []string{"w"}
}

// bpType turns a mode into the perf breakpoint type (HW_BREAKPOINT_R = 1,
// W = 2, X = 4); bpftrace 0.17 accepts w, x and rw.
func bpType(mode string) (uint32, error) {
	var t uint32
	for _, c := range mode {
		bit := map[rune]uint32{'r': 1, 'w': 2, 'x': 4}[c]
		if bit == 0 || t&bit != 0 {
			return 0, fmt.Errorf("invalid watchpoint mode: %s", mode)
		}
		t |= bit
	}
	if t != 2 && t != 3 && t != 4 {
		return 0, fmt.Errorf("invalid watchpoint mode: %s", mode)
	}
	return t, nil
}

// modeName spells a breakpoint type in the order r, w, x.
func modeName(t uint32) string {
	var b strings.Builder
	for i, c := range "rwx" {
		if t&(1<<i) != 0 {
			b.WriteRune(c)
		}
	}
	return b.String()
}

func (p watchpointProvider) Expand(spec string, opts AttachOptions) ([]point.Target, error) {
	fields := strings.Split(spec, ":")
	if len(fields) != 3 {
		return nil, fmt.Errorf("%s probe must be %s:ADDR:LEN:MODE or %s:FUNC+argN:LEN:MODE, found %s:%s", p.name, p.name, p.name, p.name, spec)
	}
	where, lenText, mode := fields[0], fields[1], fields[2]
	n, err := strconv.Atoi(lenText)
	if err != nil || n != 1 && n != 2 && n != 4 && n != 8 {
		return nil, errors.New("watchpoint length must be one of (1,2,4,8)")
	}
	typ, err := bpType(mode)
	if err != nil {
		return nil, err
	}
	ts, err := p.targets(where, n, typ, opts)
	if err != nil {
		return nil, err
	}
	// Like hardware counters, a machine without breakpoints is an error of
	// the script, located at the probe.
	if err := breakpointsAvailable(); err != nil {
		return nil, fmt.Errorf("%s:%s: %w", p.name, spec, err)
	}
	return ts, nil
}

// targets is Expand once LEN and MODE are checked: WHERE is ADDR or
// FUNC+argN.
func (p watchpointProvider) targets(where string, n int, typ uint32, opts AttachOptions) ([]point.Target, error) {
	if fn, arg, ok := strings.Cut(where, "+"); ok {
		idx, err := strconv.Atoi(strings.TrimPrefix(arg, "arg"))
		if !strings.HasPrefix(arg, "arg") || err != nil || idx < 0 {
			return nil, fmt.Errorf("%s: expected FUNC+argN, found %q", p.name, where)
		}
		if idx >= len(abi.ArgRegs) {
			return nil, fmt.Errorf("x86_64 doesn't support arg%d", idx)
		}
		bin := opts.Cmd
		var path string
		switch {
		case opts.PID > 0:
			if path, err = elfx.ExePath(opts.PID); err != nil {
				return nil, err
			}
			bin = fmt.Sprintf("/proc/%d/exe", opts.PID) // as bpftrace names it
		case opts.Cmd != "":
			paths, err := elfx.ResolveBinary(opts.Cmd, 0)
			if err != nil {
				return nil, err
			}
			path = paths[0]
		default:
			return nil, errors.New("-p PID or -c CMD required for watchpoint")
		}
		if _, err := elfx.SymbolAddr(path, fn); err != nil {
			return nil, fmt.Errorf("%s: function %s not found in %s: %w", p.name, fn, bin, err)
		}
		lenText := strconv.Itoa(n)
		return []point.Target{{
			Provider: p.name,
			Name:     strings.Join([]string{p.name, bin, fn, strconv.Itoa(idx), lenText, modeName(typ)}, ":"),
			Parts:    []string{fn, strconv.Itoa(idx), lenText, modeName(typ)},
			Path:     path,
		}}, nil
	}
	addr, err := strconv.ParseUint(where, 0, 64)
	if err != nil {
		return nil, fmt.Errorf("%s: bad address %q (want a number or FUNC+argN)", p.name, where)
	}
	// bpftrace names the probe with the address in decimal.
	a := strconv.FormatUint(addr, 10)
	return []point.Target{{
		Provider: p.name,
		Name:     strings.Join([]string{p.name, a, strconv.Itoa(n), modeName(typ)}, ":"),
		Parts:    []string{a, strconv.Itoa(n), modeName(typ)},
		Value:    addr,
	}}, nil
}

// List returns nothing: watchpoints have no names to list.
func (p watchpointProvider) List(string) ([]point.Target, error) { return nil, nil }

func (p watchpointProvider) Context(point.Target, point.Kernel) (*point.Context, error) {
	return perfContext(), nil
}

// Available says whether the machine has hardware breakpoints: it opens,
// and closes at once, a write breakpoint on a variable of this thread.
// Only the "no such PMU" answers count: other failures (permissions) are
// left for Attach to report.
func (p watchpointProvider) Available() error { return breakpointsAvailable() }

var breakpointProbe uint64

var breakpointsAvailable = sync.OnceValue(func() error {
	attr := breakpointAttr(uint64(uintptr(unsafe.Pointer(&breakpointProbe))), 8, 2)
	attr.Bits |= unix.PerfBitDisabled
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	fd, err := unix.PerfEventOpen(&attr, 0, -1, -1, unix.PERF_FLAG_FD_CLOEXEC)
	if err == nil {
		unix.Close(fd)
		return nil
	}
	if errors.Is(err, unix.ENOENT) || errors.Is(err, unix.ENODEV) || errors.Is(err, unix.EOPNOTSUPP) {
		return breakpointError(err)
	}
	return nil
})

// breakpointError explains why perf_event_open refused a breakpoint.
func breakpointError(err error) error {
	var errno unix.Errno
	if !errors.As(err, &errno) {
		return err
	}
	switch errno {
	case unix.ENOENT, unix.ENODEV, unix.EOPNOTSUPP:
		return fmt.Errorf("this machine has no hardware breakpoints (perf_event_open: %s)", unix.ErrnoName(errno))
	case unix.ENOSPC:
		return fmt.Errorf("no free hardware breakpoint: the CPU has only a few debug registers, all in use (perf_event_open: ENOSPC)")
	case unix.EINVAL:
		return fmt.Errorf("the CPU cannot watch this address with this length and mode (perf_event_open: EINVAL; the address must be aligned to the length, and x needs length 8)")
	}
	return fmt.Errorf("perf_event_open: %w%s", err, permissionHint(err, "CAP_PERFMON"))
}

func breakpointAttr(addr uint64, n int, typ uint32) unix.PerfEventAttr {
	attr := unix.PerfEventAttr{Type: unix.PERF_TYPE_BREAKPOINT, Sample: 1, Bp_type: typ, Ext1: addr, Ext2: uint64(n)}
	attr.Size = uint32(unsafe.Sizeof(attr))
	return attr
}

// watchTarget decodes a target's length and breakpoint type.
func watchTarget(t point.Target) (n int, typ uint32, err error) {
	if len(t.Parts) < 3 {
		return 0, 0, fmt.Errorf("bad watchpoint target %q", t.Name)
	}
	n, err = strconv.Atoi(t.Parts[len(t.Parts)-2])
	if err != nil {
		return 0, 0, fmt.Errorf("bad watchpoint target %q", t.Name)
	}
	typ, err = bpType(t.Parts[len(t.Parts)-1])
	return n, typ, err
}

func (p watchpointProvider) Attach(t point.Target, prog *ebpf.Program, opts AttachOptions) (io.Closer, error) {
	n, typ, err := watchTarget(t)
	if err != nil {
		return nil, err
	}
	pid := opts.PID
	if pid == 0 {
		pid = opts.Cpid
	}
	if len(t.Parts) == 4 {
		return p.attachFunc(t, prog, pid, n, typ, opts.Warn)
	}
	// One event following the process, or one per CPU for every process.
	cpus, target := []int{-1}, pid
	if pid == 0 {
		target = -1
		if cpus, err = kernel.OnlineCPUs(); err != nil {
			return nil, fmt.Errorf("attach %s: %w", t.Name, err)
		}
	}
	pe, err := openBreakpoints(breakpointAttr(t.Value, n, typ), target, cpus, prog)
	if err != nil {
		return nil, fmt.Errorf("attach %s: %w", t.Name, err)
	}
	return &addrWatch{pe: pe, addr: t.Value}, nil
}

// addrWatch is a watchpoint:ADDR probe's breakpoints; unwatch(ADDR)
// closes them.
type addrWatch struct {
	mu   sync.Mutex
	pe   *perfEvents // nil once unwatched
	addr uint64
}

func (w *addrWatch) Unwatch(addr uint64) {
	if addr == w.addr {
		w.Close()
	}
}

func (w *addrWatch) Close() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.pe == nil {
		return nil
	}
	err := w.pe.Close()
	w.pe = nil
	return err
}

// openBreakpoints is attachPerfEvents with breakpoint errors explained.
func openBreakpoints(attr unix.PerfEventAttr, pid int, cpus []int, prog *ebpf.Program) (*perfEvents, error) {
	pe, err := attachPerfEvents(attr, pid, cpus, prog, true)
	if err != nil {
		var errno unix.Errno
		if errors.As(err, &errno) {
			return nil, breakpointError(errno)
		}
		return nil, err
	}
	return pe, nil
}

// funcWatch is a FUNC+argN watchpoint: a uprobe reporting the address
// through a ring buffer, and the breakpoints opened so far.
type funcWatch struct {
	t        point.Target
	prog     *ebpf.Program // the script's program, for every breakpoint
	n        int
	typ      uint32
	async    bool
	warn     io.Writer
	coll     *ebpf.Collection // the uprobe program and its ring buffer
	events   *ebpf.Map
	uprog    *ebpf.Program
	uprobe   link.Link
	reader   *ringbuf.Reader
	done     chan struct{}
	mu       sync.Mutex
	watching map[[2]uint64]*perfEvents // (tid, address) -> breakpoint
	once     sync.Once
}

func (p watchpointProvider) attachFunc(t point.Target, prog *ebpf.Program, pid, n int, typ uint32, warn io.Writer) (io.Closer, error) {
	if pid == 0 {
		return nil, fmt.Errorf("attach %s: -p PID or -c CMD required for watchpoint", t.Name)
	}
	idx, _ := strconv.Atoi(t.Parts[1])
	w := &funcWatch{t: t, prog: prog, n: n, typ: typ, async: p.async, warn: warn, done: make(chan struct{}),
		watching: map[[2]uint64]*perfEvents{}}
	// The uprobe: send (pid_tgid, argN) to user space; for watchpoint:,
	// stop the process until the breakpoint is in place.
	b := &bpf.Builder{}
	b.Emit(
		asm.Mov.Reg(asm.R6, asm.R1),
		asm.LoadMem(asm.R7, asm.R6, abi.ArgRegs[idx].Offset(), asm.DWord),
		asm.FnGetCurrentPidTgid.Call(),
		asm.StoreMem(asm.RFP, -16, asm.R0, asm.DWord),
		asm.StoreMem(asm.RFP, -8, asm.R7, asm.DWord),
	)
	b.RingOutput("events", func() {
		b.Emit(asm.Mov.Reg(asm.R2, asm.RFP), asm.Add.Imm(asm.R2, -16), asm.Mov.Imm(asm.R3, 16))
	}, 0, "", nil)
	if !p.async {
		b.Emit(asm.Mov.Imm(asm.R1, int32(unix.SIGSTOP)), asm.FnSendSignal.Call())
	}
	b.Return0("")
	coll, err := bpf.Load(&ebpf.CollectionSpec{
		Maps:     map[string]*ebpf.MapSpec{"events": {Type: ebpf.RingBuf, MaxEntries: 1 << 16}},
		Programs: map[string]*ebpf.ProgramSpec{"watch": {Type: ebpf.Kprobe, License: "GPL", Instructions: b.Insns}},
	}, bpf.Options{})
	if err != nil {
		return nil, fmt.Errorf("attach %s: load the uprobe program: %w", t.Name, err)
	}
	w.coll, w.events, w.uprog = coll, coll.Maps["events"], coll.Programs["watch"]
	ex, err := link.OpenExecutable(t.Path)
	if err != nil {
		w.Close()
		return nil, fmt.Errorf("attach %s: %w", t.Name, err)
	}
	w.uprobe, err = ex.Uprobe(t.Parts[0], w.uprog, &link.UprobeOptions{PID: pid, TraceFSPrefix: kernel.TracefsEventPrefix()})
	if err != nil {
		w.Close()
		return nil, fmt.Errorf("attach %s: uprobe on %s: %w", t.Name, t.Parts[0], err)
	}
	w.reader, err = bpf.OpenRing(w.events)
	if err != nil {
		w.Close()
		return nil, fmt.Errorf("attach %s: %w", t.Name, err)
	}
	go w.loop()
	return w, nil
}

// loop opens a breakpoint for every address the uprobe reports.
func (w *funcWatch) loop() {
	defer close(w.done)
	var rec ringbuf.Record
	for {
		if err := w.reader.ReadInto(&rec); err != nil {
			return // closed
		}
		if len(rec.RawSample) < 16 {
			continue
		}
		pidTgid := binary.LittleEndian.Uint64(rec.RawSample)
		addr := binary.LittleEndian.Uint64(rec.RawSample[8:])
		tgid, tid := int(pidTgid>>32), int(uint32(pidTgid))
		w.watch(tid, addr)
		if !w.async {
			unix.Kill(tgid, unix.SIGCONT)
		}
	}
}

func (w *funcWatch) watch(tid int, addr uint64) {
	w.mu.Lock()
	defer w.mu.Unlock()
	key := [2]uint64{uint64(tid), addr}
	if w.watching == nil || w.watching[key] != nil {
		return
	}
	pe, err := openBreakpoints(breakpointAttr(addr, w.n, w.typ), tid, []int{-1}, w.prog)
	if err != nil {
		if w.warn != nil {
			fmt.Fprintf(w.warn, "sonde: %s: cannot watch 0x%x in thread %d: %v\n", w.t.Name, addr, tid, err)
		}
		return
	}
	w.watching[key] = pe
}

// Unwatch closes the breakpoints on addr in every thread. A later call of
// FUNC with the same address watches it again.
func (w *funcWatch) Unwatch(addr uint64) {
	w.mu.Lock()
	var cs []io.Closer
	for key, pe := range w.watching {
		if key[1] == addr {
			cs = append(cs, pe)
			delete(w.watching, key)
		}
	}
	w.mu.Unlock()
	CloseAll(cs)
}

func (w *funcWatch) Close() error {
	w.once.Do(func() {
		if w.uprobe != nil {
			w.uprobe.Close()
		}
		if w.reader != nil {
			w.reader.Close()
			<-w.done
		}
		w.mu.Lock()
		var cs []io.Closer
		for _, pe := range w.watching {
			cs = append(cs, pe)
		}
		w.watching = nil
		w.mu.Unlock()
		CloseAll(cs)
		if w.coll != nil {
			w.coll.Close()
		}
	})
	return nil
}
