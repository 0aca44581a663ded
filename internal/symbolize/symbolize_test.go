package symbolize

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"
	"github.com/cilium/ebpf/features"

	"sonde/internal/elfx"
	"sonde/internal/elfx/elfxtest"
	"sonde/internal/kernel"
	"sonde/internal/probe"
	"sonde/internal/testutil"
)

func TestFormatStack(t *testing.T) {
	frames := []Frame{
		{Addr: 0x55c053ebd149, Func: "leaf", Off: 0, Module: "/tmp/t", Known: true},
		{Addr: 0x7fefeb1f924a, Func: "__libc_start_call_main", Off: 122, Module: "/usr/lib/libc.so.6", Known: true},
		{Addr: 0x7fff00001234},
	}
	if got, want := FormatStack(frames, StackBpftrace, IndentPrint),
		"\n        leaf+0\n        __libc_start_call_main+122\n        0x7fff00001234\n"; got != want {
		t.Errorf("default:\n%q\nwant\n%q", got, want)
	}
	if got, want := FormatStack(frames[:1], StackBpftrace, IndentKey), "\n    leaf+0\n"; got != want {
		t.Errorf("key: %q, want %q", got, want)
	}
	if got, want := FormatStack(frames, StackPerf, IndentPrint),
		"\n\t55c053ebd149 leaf+0 (/tmp/t)\n\t7fefeb1f924a __libc_start_call_main+122 (/usr/lib/libc.so.6)\n\t7fff00001234 0x7fff00001234 ([unknown])\n"; got != want {
		t.Errorf("perf:\n%q\nwant\n%q", got, want)
	}
	k := Frame{Addr: 0xffffffff814b0b2d, Func: "perf_syscall_enter", Off: 397, Known: true}
	if got, want := FormatStack([]Frame{k}, StackPerf, 0), "\n\tffffffff814b0b2d perf_syscall_enter+397\n"; got != want {
		t.Errorf("kernel perf: %q, want %q", got, want)
	}
	if frames[0].Sym() != "leaf" || frames[2].Sym() != "0x7fff00001234" {
		t.Errorf("Sym: %q %q", frames[0].Sym(), frames[2].Sym())
	}
}

func TestKallsyms(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged()) // addresses are zeroed for others
	a, err := KAddr("vfs_read")
	if err != nil {
		t.Fatal(err)
	}
	if got := KSym(a); got != "vfs_read" {
		t.Errorf("KSym(KAddr(vfs_read)) = %q", got)
	}
	if name, off, ok := KernelSymbols().Lookup(a + 5); !ok || name != "vfs_read" || off != 5 {
		t.Errorf("Lookup(vfs_read+5) = %s+%d %v", name, off, ok)
	}
	if got := KSym(1); got != "0x1" {
		t.Errorf("KSym(1) = %q", got)
	}
	if _, err := KAddr("no_such_symbol_sonde"); err == nil {
		t.Error("unknown symbol resolved")
	}
	if s := KStack([]uint64{a + 5}, StackBpftrace, IndentPrint); s != "\n        vfs_read+5\n" {
		t.Errorf("KStack = %q", s)
	}
}

// stackProg captures the user stack of each hit into a stack map (with
// BPF_F_STACK_BUILD_ID when buildID is set) and counts hits in slot 0 of an
// array whose slot 1 holds the last stack id.
type stackProg struct {
	prog   *ebpf.Program
	res    *ebpf.Map
	stacks *ebpf.Map
}

func newStackProg(t *testing.T, buildID bool) *stackProg {
	t.Helper()
	res, err := ebpf.NewMap(&ebpf.MapSpec{Type: ebpf.Array, KeySize: 4, ValueSize: 16, MaxEntries: 1})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { res.Close() })
	spec := &ebpf.MapSpec{Type: ebpf.StackTrace, KeySize: 4, ValueSize: 8 * 127, MaxEntries: 16}
	if buildID {
		spec.ValueSize = 32 * 127
		spec.Flags = 1 << 5 // BPF_F_STACK_BUILD_ID
	}
	stacks, err := ebpf.NewMap(spec)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { stacks.Close() })
	xadd := asm.StoreXAdd(asm.R7, asm.R1, asm.DWord)
	ins := asm.Instructions{
		asm.Mov.Reg(asm.R6, asm.R1),
		asm.StoreImm(asm.R10, -4, 0, asm.Word),
		asm.Mov.Reg(asm.R2, asm.R10),
		asm.Add.Imm(asm.R2, -4),
		asm.LoadMapPtr(asm.R1, res.FD()),
		asm.FnMapLookupElem.Call(),
		asm.JEq.Imm(asm.R0, 0, "out"),
		asm.Mov.Reg(asm.R7, asm.R0),
		asm.Mov.Imm(asm.R1, 1),
		xadd,
		asm.Mov.Reg(asm.R1, asm.R6),
		asm.LoadMapPtr(asm.R2, stacks.FD()),
		asm.Mov.Imm(asm.R3, 256), // BPF_F_USER_STACK
		asm.FnGetStackid.Call(),
		asm.StoreMem(asm.R7, 8, asm.R0, asm.DWord),
		asm.Mov.Imm(asm.R0, 0).WithSymbol("out"),
		asm.Return(),
	}
	// Loaded as the uprobe entries the tests attach it to ask: for a
	// uprobe_multi link where the kernel has them.
	spec0 := &ebpf.ProgramSpec{Type: ebpf.Kprobe, License: "GPL", Instructions: ins}
	if probe.UprobeMulti && features.HaveBPFLinkUprobeMulti() == nil {
		spec0.AttachType = ebpf.AttachTraceUprobeMulti
	}
	prog, err := ebpf.NewProgram(spec0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { prog.Close() })
	return &stackProg{prog, res, stacks}
}

func (p *stackProg) result(t *testing.T) (hits int64, id uint32) {
	t.Helper()
	var v [2]int64
	if err := p.res.Lookup(uint32(0), &v); err != nil {
		t.Fatal(err)
	}
	if v[1] < 0 {
		t.Fatalf("bpf_get_stackid failed: %d", v[1])
	}
	return v[0], uint32(v[1])
}

func (p *stackProg) ips(t *testing.T, id uint32) []uint64 {
	t.Helper()
	var v [127]uint64
	if err := p.stacks.Lookup(id, &v); err != nil {
		t.Fatal(err)
	}
	var out []uint64
	for _, a := range v {
		if a == 0 {
			break
		}
		out = append(out, a)
	}
	return out
}

func attach(t *testing.T, spec string, prog *ebpf.Program, opts probe.AttachOptions) {
	t.Helper()
	prov, ts, err := probe.Resolve(spec, opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, tg := range ts {
		l, err := prov.Attach(tg, prog, opts)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { l.Close() })
	}
}

// checkFrames checks the frames of a stack captured at the entry of fn:
// fn+0 in the binary, then caller (found through the saved frame pointer,
// which at a function's entry still belongs to its caller, so the direct
// caller is skipped, as in bpftrace), then libc.
func checkFrames(t *testing.T, fr []Frame, bin, fn, caller string) {
	t.Helper()
	if len(fr) < 2 {
		t.Fatalf("stack too short: %+v", fr)
	}
	if fr[0].Text(true) != fn+"+0 ("+bin+")" {
		t.Errorf("frame 0 = %q", fr[0].Text(true))
	}
	if !fr[1].Known || fr[1].Func != caller || fr[1].Off == 0 {
		t.Errorf("frame 1 = %+v, want %s", fr[1], caller)
	}
	last := fr[len(fr)-1]
	if caller == "main" && (fr[1].Module != bin || !last.Known || !strings.Contains(last.Module, "libc")) {
		t.Errorf("frames = %+v", fr)
	}
	if caller != "main" && !strings.Contains(fr[1].Module, "libc") {
		t.Errorf("frame 1 = %+v, want libc", fr[1])
	}
}

// TestUserStackAfterExit captures a stack, lets the process exit, and only
// then symbolizes: a snapshot observed while the process lived is enough.
func TestUserStackAfterExit(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	bin := elfxtest.C(t, "prog", []string{"prog.c"}, "-O1")
	cmd := exec.Command(bin, "3", "wait")
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	rd := bufio.NewReader(stdout)
	if line, _ := rd.ReadString('\n'); line != "ready\n" {
		t.Fatalf("target said %q", line)
	}
	p := newStackProg(t, false)
	attach(t, "uprobe:"+bin+":twice", p.prog, probe.AttachOptions{PID: cmd.Process.Pid})
	u := NewUser()
	if err := u.Observe(cmd.Process.Pid); err != nil {
		t.Fatal(err)
	}
	stdin.Close()
	io.ReadAll(rd)
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(fmt.Sprintf("/proc/%d/maps", cmd.Process.Pid)); err == nil {
		t.Fatal("process still there")
	}
	hits, id := p.result(t)
	if hits != 3 {
		t.Fatalf("hits = %d", hits)
	}
	ips := p.ips(t, id)
	checkFrames(t, u.Frames(cmd.Process.Pid, ips), bin, "twice", "__libc_start_call_main")
	text := u.Stack(cmd.Process.Pid, ips[:1], StackBpftrace, IndentPrint)
	if text != "\n        twice+0\n" {
		t.Errorf("ustack(1) = %q", text)
	}
	// Without a snapshot there is nothing to go by: raw addresses, as
	// bpftrace prints them.
	if got := NewUser().Frame(cmd.Process.Pid, ips[0]); got.Known || got.Sym() != fmt.Sprintf("0x%x", ips[0]) {
		t.Errorf("unobserved exited process: %+v", got)
	}
}

// TestBuildIDStackAfterExit needs no snapshot at all: the kernel records
// build ID and file offset per frame.
func TestBuildIDStackAfterExit(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	bin := elfxtest.C(t, "prog", []string{"prog.c"}, "-O1")
	p := newStackProg(t, true)
	attach(t, "uprobe:"+bin+":leaf", p.prog, probe.AttachOptions{})
	cmd := exec.Command(bin, "2")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v %s", err, out)
	}
	hits, id := p.result(t)
	if hits != 2 {
		t.Fatalf("hits = %d", hits)
	}
	raw := make([]byte, 32*127)
	if err := p.stacks.Lookup(id, &raw); err != nil {
		t.Fatal(err)
	}
	bfs := BuildIDFrames(raw)
	if len(bfs) < 3 {
		t.Fatalf("frames: %+v", bfs)
	}
	f, _ := elfx.Cached(bin)
	u := NewUser()
	var fr []Frame
	for _, bf := range bfs {
		if bf.Status != BuildIDValid {
			t.Errorf("frame status %d", bf.Status)
		}
		fr = append(fr, u.BuildIDFrameOf(cmd.Process.Pid, bf))
	}
	if got := fmt.Sprintf("%x", bfs[0].BuildID[:len(f.BuildID)/2]); got != f.BuildID {
		t.Errorf("build id %s, binary has %s", got, f.BuildID)
	}
	// leaf is called by middle: the frame-pointer chain at leaf's entry
	// skips middle (its return address is on the stack, not in a frame) and
	// shows main, like bpftrace.
	checkFrames(t, fr, bin, "leaf", "main")
}

// TestStackMatchesBpftrace prints the same stack of the same binary with
// bpftrace and with sonde: ustack and ustack(perf) must read the same,
// addresses aside (ASLR moves them between runs).
func TestStackMatchesBpftrace(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	elfxtest.Tool(t, "bpftrace")
	bin := elfxtest.C(t, "prog", []string{"prog.c"}, "-O1")
	// bpftrace too shows raw addresses once the process is gone: keep it
	// alive (waiting on stdin) until bpftrace has printed both stacks.
	bt := exec.Command("bpftrace", "-e", "uprobe:"+bin+":leaf { print(ustack); print(ustack(perf)); }", "-c", bin+" 1 wait")
	btIn, _ := bt.StdinPipe()
	btOut, _ := bt.StdoutPipe()
	if err := bt.Start(); err != nil {
		t.Fatal(err)
	}
	// The program's own lines ("ready", "ok") share bpftrace's stdout and
	// may land between the stacks' lines: drop them.
	var ref strings.Builder
	keep := func(l string) {
		if l != "ready" && l != "ok" && !strings.HasPrefix(l, "Attaching") {
			ref.WriteString(l + "\n")
		}
	}
	sc := bufio.NewScanner(btOut)
	for perf := 0; perf < 3 && sc.Scan(); {
		keep(sc.Text())
		if strings.HasPrefix(sc.Text(), "\t") {
			perf++
		}
	}
	btIn.Close()
	for sc.Scan() {
		keep(sc.Text())
	}
	bt.Wait()
	if !strings.Contains(ref.String(), "leaf+0") {
		t.Skipf("bpftrace printed no stack: %q", ref.String())
	}

	testutil.CheckFDs(t)
	// Run the program under a shell that waits before exec'ing it, attach to
	// the pid it will have, let it run to its own wait, observe it, end it.
	cmd := exec.Command("/bin/sh", "-c", `read x && exec "$0" 1 wait`, bin)
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	p := newStackProg(t, false)
	attach(t, "uprobe:"+bin+":leaf", p.prog, probe.AttachOptions{PID: cmd.Process.Pid})
	io.WriteString(stdin, "go\n")
	rd := bufio.NewReader(stdout)
	if line, _ := rd.ReadString('\n'); line != "ready\n" {
		t.Fatalf("target said %q", line)
	}
	u := NewUser()
	if err := u.Observe(cmd.Process.Pid); err != nil {
		t.Fatal(err)
	}
	stdin.Close()
	io.ReadAll(rd)
	cmd.Wait()
	_, id := p.result(t)
	ips := p.ips(t, id)

	mask := regexp.MustCompile(`\t[0-9a-f]+ `)
	theirs := mask.ReplaceAllString(ref.String(), "\tADDR ")
	// print() adds a newline after the stack; the program's own output may
	// follow the second one.
	plain := u.Stack(cmd.Process.Pid, ips, StackBpftrace, IndentPrint) + "\n"
	perf := mask.ReplaceAllString(u.Stack(cmd.Process.Pid, ips, StackPerf, IndentPrint), "\tADDR ")
	ours := plain + perf
	if !strings.Contains(theirs, plain) || !strings.Contains(theirs, perf) {
		t.Errorf("sonde:\n%s\nbpftrace:\n%s", ours, theirs)
	}
}

// TestStackNamesCPPGo: C++ frames read demangled with their parameters, as
// bpftrace prints them; Go frames by their Go names. The process has exited
// and was never observed: the C++ frame resolves by build ID; the Go binary
// has no GNU build ID (the kernel leaves its frames as addresses), and
// resolves because it is a fixed-address executable sonde has read.
func TestStackNamesCPPGo(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	for _, tc := range []struct {
		name, spec, want string
		build            func() string
	}{
		{"cpp", "cpp:\"ns::Widget::poke(int)\"", "ns::Widget::poke(int)", func() string { return elfxtest.CXX(t, "cpp", "cpp.cc", "-O1") }},
		{"go", "main.Add", "main.Add", func() string { return elfxtest.Go(t, "gop") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bin := tc.build()
			p := newStackProg(t, true)
			attach(t, "uprobe:"+bin+":"+tc.spec, p.prog, probe.AttachOptions{})
			if out, err := exec.Command(bin, "1").CombinedOutput(); err != nil {
				t.Fatalf("%v %s", err, out)
			}
			_, id := p.result(t)
			raw := make([]byte, 32*127)
			if err := p.stacks.Lookup(id, &raw); err != nil {
				t.Fatal(err)
			}
			bfs := BuildIDFrames(raw)
			if len(bfs) == 0 {
				t.Fatal("empty stack")
			}
			u := NewUser()
			if got := u.BuildIDStack(0, bfs[:1], StackBpftrace, IndentPrint); got != "\n        "+tc.want+"+0\n" {
				t.Errorf("ustack(1) = %q", got)
			}
		})
	}
}

// TestKernelBPFProgram: a JIT'd BPF program loaded after the kernel table
// was read is named bpf_prog_TAG_NAME, in [bpf], not taken for the program
// before it: the address re-reads kallsyms.
func TestKernelBPFProgram(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	var k Kernel
	if _, err := k.Addr("vfs_read"); err != nil { // the table, before the program
		t.Fatal(err)
	}
	prog, err := ebpf.NewProgram(&ebpf.ProgramSpec{Name: "sonde_ksym", Type: ebpf.SocketFilter, License: "GPL",
		Instructions: asm.Instructions{asm.Mov.Imm(asm.R0, 0), asm.Return()}})
	if err != nil {
		t.Fatal(err)
	}
	defer prog.Close()
	info, err := prog.Info()
	if err != nil {
		t.Fatal(err)
	}
	addrs, ok := info.JitedKsymAddrs()
	if !ok || len(addrs) == 0 {
		testutil.RequireKernel(t, "the kernel does not report the program's JIT address (bpf_jit_kallsyms?)")
	}
	// The table is older than reloadEvery as any table read before a
	// program loaded long after it.
	k.mu.Lock()
	k.loaded = k.loaded.Add(-time.Hour)
	k.mu.Unlock()
	fr := k.Frame(uint64(addrs[0]) + 1)
	if want := "bpf_prog_" + info.Tag + "_sonde_ksym"; fr.Func != want || fr.Off != 1 || fr.Module != "[bpf]" {
		t.Errorf("Frame = %s+%d in %q, want %s+1 in [bpf]", fr.Func, fr.Off, fr.Module, want)
	}
	if a, _ := k.Addr("vfs_read"); k.Frame(a).Module != "[kernel.kallsyms]" {
		t.Errorf("vfs_read's module: %q", k.Frame(a).Module)
	}
}

// TestKernelModules: a module's functions are named with their module, as
// kallsyms lists them ("addr t name [module]"), and BPF programs with
// [bpf]; an address past vmlinux's last symbol is not taken for it.
func TestKernelModules(t *testing.T) {
	var k Kernel
	k.mu.Lock()
	k.loaded = time.Now() // no reload: the table is this one
	k.build([]kernel.Symbol{
		{Addr: 0xffffffff81000000, Type: 'T', Name: "_stext"},
		{Addr: 0xffffffff81001000, Type: 'T', Name: "vfs_read"},
		{Addr: 0xffffffffc0a01000, Type: 't', Name: "dummy_init", Module: "dummy"},
		{Addr: 0xffffffffc0025d50, Type: 't', Name: "bpf_prog_5e413b1f02e84bf4_sys_enter", Module: "bpf"},
	})
	k.mu.Unlock()
	for _, tc := range []struct {
		addr      uint64
		text, mod string
	}{
		{0xffffffff81001010, "vfs_read+16", "[kernel.kallsyms]"},
		{0xffffffffc0a01004, "dummy_init+4", "[dummy]"},
		{0xffffffffc0025d58, "bpf_prog_5e413b1f02e84bf4_sys_enter+8", "[bpf]"},
	} {
		if fr := k.Frame(tc.addr); fr.Text(false) != tc.text || fr.Module != tc.mod {
			t.Errorf("%#x: %s in %q, want %s in %s", tc.addr, fr.Text(false), fr.Module, tc.text, tc.mod)
		}
	}
}

// TestKernelModulesLive: a loaded module's function, as this kernel's
// kallsyms lists it, is named with its module (the VM's Debian kernels
// have modules; a kernel without any has nothing to check).
func TestKernelModulesLive(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	all, err := kernel.ReadKallsyms()
	if err != nil {
		t.Fatal(err)
	}
	var k Kernel
	for _, s := range all {
		if s.Module == "" || s.Module == "bpf" || strings.HasPrefix(s.Module, "__builtin__") || (s.Type != 't' && s.Type != 'T') {
			continue
		}
		fr := k.Frame(s.Addr)
		if fr.Module != "["+s.Module+"]" || !fr.Known {
			t.Errorf("%s [%s] at %#x: %s in %q", s.Name, s.Module, s.Addr, fr.Text(false), fr.Module)
		}
		t.Logf("%s: %s in %s", s.Name, fr.Text(false), fr.Module)
		return
	}
	t.Log("no module loaded")
}
