package probe

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"
	"github.com/cilium/ebpf/features"

	"sonde/internal/elfx"
	"sonde/internal/elfx/elfxtest"
	"sonde/internal/probe/point"
	"sonde/internal/testutil"
)

// uSlots is the number of u64 slots of the test program's result array:
// slot 0 counts hits, slot 1+i sums argument i, the last holds a stack id.
const uSlots = 16

// uProg is a hand-written program for uprobes: it counts hits and adds the
// value of each argument location to its own slot, so that a test knows
// exactly how often a probe fired and with which arguments. When stacks is
// set, the last slot receives the user stack id.
type uProg struct {
	spec   *ebpf.ProgramSpec
	progs  map[ebpf.AttachType]*ebpf.Program
	res    *ebpf.Map
	stacks *ebpf.Map
}

// progFor is the program loaded as tg's context asks: with
// AttachTraceUprobeMulti where tg attaches through a uprobe_multi link.
func (p *uProg) progFor(t testing.TB, prov Provider, tg point.Target) *ebpf.Program {
	t.Helper()
	c, err := prov.Context(tg, RunningKernel)
	if err != nil {
		t.Fatalf("%s: %v", tg.Name, err)
	}
	if pr := p.progs[c.AttachType]; pr != nil {
		return pr
	}
	spec := p.spec.Copy()
	spec.AttachType = c.AttachType
	pr, err := ebpf.NewProgram(spec)
	if err != nil {
		t.Fatalf("load test program: %v", err)
	}
	t.Cleanup(func() { pr.Close() })
	p.progs[c.AttachType] = pr
	return pr
}

// sysvArgs are the first six x86-64 SysV argument registers as ArgLocs, what
// ArgsRegs means.
func sysvArgs(n int) []point.ArgLoc {
	offs := []int{112, 104, 96, 88, 72, 64} // di si dx cx r8 r9
	var out []point.ArgLoc
	for _, o := range offs[:n] {
		out = append(out, point.ArgLoc{Kind: point.LocReg, Size: 8, Reg: o, Index: -1})
	}
	return out
}

// retLoc reads the return value register (rax).
var retLoc = point.ArgLoc{Kind: point.LocReg, Size: 8, Signed: true, Reg: 80, Index: -1}

func newUProg(t testing.TB, locs []point.ArgLoc, withStack bool) *uProg {
	t.Helper()
	res, err := ebpf.NewMap(&ebpf.MapSpec{Type: ebpf.Array, KeySize: 4, ValueSize: 8 * uSlots, MaxEntries: 1})
	if err != nil {
		t.Fatalf("result map: %v", err)
	}
	t.Cleanup(func() { res.Close() })
	p := &uProg{res: res, progs: map[ebpf.AttachType]*ebpf.Program{}}
	if withStack {
		p.stacks, err = ebpf.NewMap(&ebpf.MapSpec{Type: ebpf.StackTrace, KeySize: 4, ValueSize: 8 * 127, MaxEntries: 64})
		if err != nil {
			t.Fatalf("stack map: %v", err)
		}
		t.Cleanup(func() { p.stacks.Close() })
	}
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
		xadd(0),
	}
	for i, l := range locs {
		ins = append(ins, loadArg(l)...)
		ins = append(ins, xadd(int16(8*(1+i))))
	}
	if withStack {
		ins = append(ins,
			asm.Mov.Reg(asm.R1, asm.R6),
			asm.LoadMapPtr(asm.R2, p.stacks.FD()),
			asm.Mov.Imm(asm.R3, 256), // BPF_F_USER_STACK
			asm.FnGetStackid.Call(),
			asm.StoreMem(asm.R7, 8*(uSlots-1), asm.R0, asm.DWord),
		)
	}
	ins = append(ins, asm.Mov.Imm(asm.R0, 0).WithSymbol("out"), asm.Return())
	p.spec = &ebpf.ProgramSpec{Type: ebpf.Kprobe, License: "GPL", Instructions: ins}
	return p
}

// xadd atomically adds R1 to the result slot at byte offset off.
func xadd(off int16) asm.Instruction {
	i := asm.StoreXAdd(asm.R7, asm.R1, asm.DWord)
	i.Offset = off
	return i
}

// loadArg puts the value an ArgLoc describes into R1 (ctx in R6).
func loadArg(l point.ArgLoc) asm.Instructions {
	sizes := map[int]asm.Size{1: asm.Byte, 2: asm.Half, 4: asm.Word, 8: asm.DWord}
	var ins asm.Instructions
	switch l.Kind {
	case point.LocConst:
		return asm.Instructions{asm.LoadImm(asm.R1, l.Const, asm.DWord)}
	case point.LocReg:
		ins = append(ins, asm.LoadMem(asm.R1, asm.R6, int16(l.Reg), sizes[l.Size]))
	case point.LocMem:
		ins = append(ins, asm.Mov.Imm(asm.R3, 0))
		if l.Reg >= 0 {
			ins = append(ins, asm.LoadMem(asm.R3, asm.R6, int16(l.Reg), asm.DWord))
		}
		if l.Index >= 0 {
			ins = append(ins,
				asm.LoadMem(asm.R8, asm.R6, int16(l.Index), asm.DWord),
				asm.Mul.Imm(asm.R8, int32(l.Scale)),
				asm.Add.Reg(asm.R3, asm.R8))
		}
		ins = append(ins,
			asm.LoadImm(asm.R8, l.Offset, asm.DWord),
			asm.Add.Reg(asm.R3, asm.R8),
			asm.Mov.Imm(asm.R1, 0),
			asm.StoreMem(asm.R10, -16, asm.R1, asm.DWord),
			asm.Mov.Reg(asm.R1, asm.R10),
			asm.Add.Imm(asm.R1, -16),
			asm.Mov.Imm(asm.R2, int32(l.Size)),
			asm.FnProbeReadUser.Call(),
			asm.LoadMem(asm.R1, asm.R10, -16, sizes[l.Size]))
	}
	if l.Signed && l.Size < 8 {
		sh := int32(64 - 8*l.Size)
		ins = append(ins, asm.LSh.Imm(asm.R1, sh), asm.ArSh.Imm(asm.R1, sh))
	}
	return ins
}

// slots reads the result array.
func (p *uProg) slots(t *testing.T) []int64 {
	t.Helper()
	var v [uSlots]int64
	if err := p.res.Lookup(uint32(0), &v); err != nil {
		t.Fatalf("read results: %v", err)
	}
	return v[:]
}

// attachAll resolves an attach point and attaches p to every target.
func attachAll(t *testing.T, attach string, p *uProg, opts AttachOptions) []point.Target {
	t.Helper()
	prov, ts, err := Resolve(attach, opts)
	if err != nil {
		t.Fatalf("resolve %s: %v", attach, err)
	}
	for _, tg := range ts {
		c, err := prov.Attach(tg, p.progFor(t, prov, tg), opts)
		if err != nil {
			t.Fatalf("attach %s: %v", tg.Name, err)
		}
		t.Cleanup(func() { c.Close() })
	}
	return ts
}

func runOK(t *testing.T, bin string, args ...string) string {
	t.Helper()
	out, err := exec.Command(bin, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s %v: %v\n%s", bin, args, err, out)
	}
	return string(out)
}

// tri is 0+1+...+(n-1).
func tri(n int64) int64 { return n * (n - 1) / 2 }

func requireUprobes(t *testing.T) {
	t.Helper()
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
}

func TestUprobeExpand(t *testing.T) {
	bin := elfxtest.C(t, "prog", []string{"prog.c"}, "-O1")
	f, err := elfx.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	add3, _ := f.Lookup("add3")
	for _, tc := range []struct {
		spec  string
		names []string
		err   string
	}{
		{"uprobe:" + bin + ":add3", []string{"uprobe:" + bin + ":add3"}, ""},
		{"u:" + bin + ":t*ice", []string{"uprobe:" + bin + ":twice"}, ""},
		{"uprobe:" + bin + ":hidden_local", []string{"uprobe:" + bin + ":hidden_local"}, ""},
		{"uretprobe:" + bin + ":twice", []string{"uretprobe:" + bin + ":twice"}, ""},
		{"ur:" + bin + ":twice", []string{"uretprobe:" + bin + ":twice"}, ""},
		{fmt.Sprintf("uprobe:%s:0x%x", bin, add3.Addr), []string{fmt.Sprintf("uprobe:%s:%d", bin, add3.Addr)}, ""},
		{"uprobe:" + bin + `:"add3"+0`, []string{"uprobe:" + bin + ":add3"}, ""},
		{"uprobe:" + bin + ":0x1", nil, "Could not resolve address: " + bin + ":0x1"},
		{"uprobe:" + bin + ":nosuchfunc", nil, "not found"},
		// Defined in a library the binary loads (libpthread.so.0 since glibc
		// 2.34 is such an empty library): the error says where it is.
		{"uprobe:" + bin + ":getpid", nil, `function "getpid" not found in ` + bin + "; "},
		{"uprobe:" + bin + ":getpid", nil, ", which it loads, has it: uprobe:libc:getpid"},
		{"uprobe:" + bin + ":add3+1", nil, "Could not add uprobe into middle of instruction: " + bin + ":add3+1"},
		{"uprobe:" + bin + ":add3+100000", nil, "Offset outside the function bounds ('add3' size is"},
		{"uretprobe:" + bin + ":add3+4", nil, "Offset not allowed"},
		{"uprobe:/nonexistent/bin:f", nil, "uprobe target file '/nonexistent/bin' does not exist or is not executable"},
		{"uprobe:add3", nil, "BIN:FUNC"},
	} {
		_, ts, err := Resolve(tc.spec, AttachOptions{})
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: error %v, want %q", tc.spec, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.spec, err)
			continue
		}
		var names []string
		for _, tg := range ts {
			names = append(names, tg.Name)
			if tg.Path != bin {
				t.Errorf("%s: path %s", tc.spec, tg.Path)
			}
		}
		if strings.Join(names, " ") != strings.Join(tc.names, " ") {
			t.Errorf("%s: targets %v, want %v", tc.spec, names, tc.names)
		}
	}
	// The file offset of a target is the symbol's, through its segment.
	_, ts, _ := Resolve("uprobe:"+bin+":add3", AttachOptions{})
	if off, _ := f.FileOffset(add3.Addr); ts[0].Value != off {
		t.Errorf("add3 offset %#x, want %#x", ts[0].Value, off)
	}
	// Listing.
	ls, err := uprobeProvider{}.List(bin + ":*dd3")
	if err != nil || len(ls) != 1 || ls[0].Name != "uprobe:"+bin+":add3" {
		t.Errorf("List: %v %v", ls, err)
	}
	c, _ := uprobeProvider{ret: true}.Context(ts[0], RunningKernel)
	if !c.Retval || c.ArgN != point.ArgsNone || !c.User || c.ProgType != ebpf.Kprobe {
		t.Errorf("uretprobe context %+v", c)
	}
	c, _ = uprobeProvider{}.Context(ts[0], RunningKernel)
	if c.Retval || c.ArgN != point.ArgsRegs || !c.Regs || !c.Func || c.ArgLocs != nil {
		t.Errorf("uprobe context %+v", c)
	}
}

func TestUprobeCPPExpand(t *testing.T) {
	bin := elfxtest.CXX(t, "cpp", "cpp.cc", "-O1")
	for _, tc := range []struct {
		spec string
		want []string
	}{
		{`uprobe:` + bin + `:cpp:ns::foo`, []string{`cpp:"ns::foo(int)"`, `cpp:"ns::foo(long, long)"`}},
		{`uprobe:` + bin + `:cpp:"ns::foo(int)"`, []string{`cpp:"ns::foo(int)"`}},
		{`uprobe:` + bin + `:cpp:"ns::f*"`, []string{`cpp:"ns::foo(int)"`, `cpp:"ns::foo(long, long)"`, `cpp:"ns::fbar()"`}},
		{`uprobe:` + bin + `:cpp:"ns::Widget::*"`, []string{`cpp:"ns::Widget::poke(int)"`}},
		{`uprobe:` + bin + `:_ZN2ns4fbarEv`, []string{`_ZN2ns4fbarEv`}},
	} {
		_, ts, err := Resolve(tc.spec, AttachOptions{})
		if err != nil {
			t.Errorf("%s: %v", tc.spec, err)
			continue
		}
		var got []string
		for _, tg := range ts {
			got = append(got, strings.TrimPrefix(tg.Name, "uprobe:"+bin+":"))
		}
		if fmt.Sprint(sortStrings(got)) != fmt.Sprint(sortStrings(tc.want)) {
			t.Errorf("%s: %v, want %v", tc.spec, got, tc.want)
		}
	}
}

func sortStrings(s []string) []string {
	out := append([]string(nil), s...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

func TestUprobeAttachCounts(t *testing.T) {
	requireUprobes(t)
	bin := elfxtest.C(t, "prog", []string{"prog.c"}, "-O1")
	const n = 50

	add3 := newUProg(t, sysvArgs(3), false)
	attachAll(t, "uprobe:"+bin+":add3", add3, AttachOptions{})
	twiceRet := newUProg(t, []point.ArgLoc{retLoc}, false)
	attachAll(t, "uretprobe:"+bin+":twice", twiceRet, AttachOptions{})
	local := newUProg(t, sysvArgs(1), false)
	attachAll(t, "uprobe:"+bin+":hidden*", local, AttachOptions{})

	// middle+OFF: the second instruction of middle.
	f, _ := elfx.Open(bin)
	mid, _ := f.Lookup("middle")
	code, _ := f.Code(mid)
	second := instLen(t, code)
	midOff := newUProg(t, nil, false)
	attachAll(t, fmt.Sprintf("uprobe:%s:middle+%d", bin, second), midOff, AttachOptions{})
	leaf, _ := f.Lookup("leaf")
	byAddr := newUProg(t, sysvArgs(1), false)
	attachAll(t, fmt.Sprintf("uprobe:%s:0x%x", bin, leaf.Addr), byAddr, AttachOptions{})

	runOK(t, bin, fmt.Sprint(n))

	check := func(name string, got []int64, want ...int64) {
		t.Helper()
		for i, w := range want {
			if got[i] != w {
				t.Errorf("%s slot %d = %d, want %d", name, i, got[i], w)
			}
		}
	}
	check("add3", add3.slots(t), n, tri(n), n, 2*n)
	check("uretprobe twice", twiceRet.slots(t), n, 2*tri(n))
	check("hidden_local", local.slots(t), n, tri(n))
	check("middle+off", midOff.slots(t), n)
	check("leaf by address", byAddr.slots(t), n, tri(n))
}

func instLen(t *testing.T, code []byte) int {
	t.Helper()
	// push %rbp (0x55) is one byte; gcc starts every frame-pointer function with it.
	if code[0] != 0x55 {
		t.Skipf("function does not start with push %%rbp: %x", code[:4])
	}
	return 1
}

func TestUprobeSharedLibrary(t *testing.T) {
	requireUprobes(t)
	lib := elfxtest.C(t, "libsondet.so", []string{"lib.c"}, "-O2", "-shared", "-fPIC", "-Wl,-Ttext-segment=0x20000")
	dir := filepath.Dir(lib)
	bin := elfxtest.C(t, "prog", []string{"prog.c"}, "-O1", "-DWITH_LIB", "-L"+dir, "-lsondet", "-Wl,-rpath,"+dir)
	const n = 30
	entry := newUProg(t, sysvArgs(2), false)
	attachAll(t, "uprobe:"+lib+":lib_add", entry, AttachOptions{})
	ret := newUProg(t, []point.ArgLoc{retLoc}, false)
	attachAll(t, "uretprobe:"+lib+":lib_add", ret, AttachOptions{})
	runOK(t, bin, fmt.Sprint(n))
	if s := entry.slots(t); s[0] != n || s[1] != tri(n) || s[2] != 5*n {
		t.Errorf("lib_add entry: %v", s[:3])
	}
	if s := ret.slots(t); s[0] != n || s[1] != tri(n)+5*n {
		t.Errorf("lib_add return: %v", s[:2])
	}
}

// TestUprobePID attaches to a running process with -p, by path and with the
// binary left out, and checks that another process running the same binary
// is not counted.
func TestUprobePID(t *testing.T) {
	requireUprobes(t)
	bin := elfxtest.C(t, "prog", []string{"prog.c"}, "-O1")
	const n = 40
	cmd := exec.Command(bin, fmt.Sprint(n), "wait")
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
	opts := AttachOptions{PID: cmd.Process.Pid}
	byPath := newUProg(t, sysvArgs(1), false)
	attachAll(t, "uprobe:"+bin+":twice", byPath, opts)
	noBin := newUProg(t, sysvArgs(1), false)
	ts := attachAll(t, "uprobe:twice", noBin, opts)
	if len(ts) != 1 {
		t.Fatalf("uprobe:twice with -p: %v", ts)
	}
	runOK(t, bin, "7") // another process: not counted
	// Attaching and detaching while the process runs leaves it running.
	detached := newUProg(t, sysvArgs(1), false)
	prov, dts, err := Resolve("uprobe:"+bin+":middle", opts)
	if err != nil {
		t.Fatal(err)
	}
	l, err := prov.Attach(dts[0], detached.progFor(t, prov, dts[0]), opts)
	if err != nil {
		t.Fatal(err)
	}
	l.Close()
	stdin.Close()
	rest, _ := io.ReadAll(rd)
	if err := cmd.Wait(); err != nil || string(rest) != "ok\n" {
		t.Fatalf("traced process: %v %q", err, rest)
	}
	for name, p := range map[string]*uProg{"by path": byPath, "no binary": noBin} {
		if s := p.slots(t); s[0] != n || s[1] != tri(n) {
			t.Errorf("%s: hits %d sum %d, want %d %d", name, s[0], s[1], n, tri(n))
		}
	}
}

// TestUprobeGo checks Go function names, Go register arguments and return
// probes on a Go binary whose goroutine stacks grow across the probes: a
// real uretprobe would crash it.
func TestUprobeGo(t *testing.T) {
	requireUprobes(t)
	bin := elfxtest.Go(t, "gop")
	const n = 20
	_, ts, err := Resolve("uprobe:"+bin+":main.Add", AttachOptions{})
	if err != nil {
		t.Fatal(err)
	}
	c, _ := uprobeProvider{}.Context(ts[0], RunningKernel)
	if len(c.ArgLocs) < 2 {
		t.Fatalf("Go context has no register ArgLocs: %+v", c)
	}
	args := newUProg(t, c.ArgLocs[:2], false)
	attachAll(t, "uprobe:"+bin+":main.Add", args, AttachOptions{})
	rets := newUProg(t, []point.ArgLoc{retLoc}, false)
	attachAll(t, "uretprobe:"+bin+":main.Add", rets, AttachOptions{})
	grow := newUProg(t, []point.ArgLoc{retLoc}, false)
	attachAll(t, "uretprobe:"+bin+":main.grow", grow, AttachOptions{})

	out := runOK(t, bin, fmt.Sprint(n))
	if !strings.HasPrefix(out, "ok ") {
		t.Fatalf("go program: %q", out)
	}
	if s := args.slots(t); s[0] != n || s[1] != tri(n) || s[2] != 10*n {
		t.Errorf("main.Add args: %v", s[:3])
	}
	if s := rets.slots(t); s[0] != n || s[1] != tri(n)+10*n {
		t.Errorf("main.Add returns: %v", s[:2])
	}
	// grow(d) returns the number of odd numbers in 1..d; each of the n
	// calls of grow(200) returns 201 times.
	var per int64
	for d := int64(0); d <= 200; d++ {
		per += (d + 1) / 2
	}
	if s := grow.slots(t); s[0] != n*201 || s[1] != n*per {
		t.Errorf("main.grow returns: %v, want %d %d", s[:2], n*201, n*per)
	}
}

func TestUprobeCPPAttach(t *testing.T) {
	requireUprobes(t)
	bin := elfxtest.CXX(t, "cpp", "cpp.cc", "-O1")
	const n = 25
	foo := newUProg(t, nil, false)
	ts := attachAll(t, `uprobe:`+bin+`:cpp:ns::foo`, foo, AttachOptions{})
	if len(ts) != 2 {
		t.Fatalf("cpp:ns::foo: %d targets", len(ts))
	}
	poke := newUProg(t, sysvArgs(2), false)
	attachAll(t, `uprobe:`+bin+`:cpp:"ns::Widget::poke(int)"`, poke, AttachOptions{})
	runOK(t, bin, fmt.Sprint(n))
	if s := foo.slots(t); s[0] != 2*n {
		t.Errorf("ns::foo overloads: %d hits, want %d", s[0], 2*n)
	}
	// arg0 is this, arg1 the int.
	if s := poke.slots(t); s[0] != n || s[2] != tri(n) {
		t.Errorf("poke: %v", s[:3])
	}
}

// startPaused starts bin with args under a shell that waits for a line on
// stdin before exec'ing it, so that probes can be attached to the pid the
// program will have before it runs (what -c does). release lets it run and
// returns its output once it exited.
func startPaused(t *testing.T, bin string, args ...string) (pid int, release func() string) {
	t.Helper()
	cmd := exec.Command("/bin/sh", append([]string{"-c", `read x && exec "$0" "$@"`, bin}, args...)...)
	stdin, _ := cmd.StdinPipe()
	var out strings.Builder
	cmd.Stdout = &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	waitBlockedInRead(t, cmd.Process.Pid)
	return cmd.Process.Pid, func() string {
		io.WriteString(stdin, "go\n")
		stdin.Close()
		if err := cmd.Wait(); err != nil {
			t.Fatalf("%s: %v", bin, err)
		}
		return out.String()
	}
}

// waitBlockedInRead waits until pid sleeps in read(0, ...), so that probes
// attached afterwards see none of the shell's start-up: counts that differ
// by where attaching raced the shell would not cancel between runs.
func waitBlockedInRead(t *testing.T, pid int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/syscall", pid))
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(string(b), fmt.Sprintf("%d 0x0 ", syscall.SYS_READ)) {
			return
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatalf("pid %d never blocked reading stdin", pid)
}

// TestUprobeIFunc probes glibc's strlen, an IFUNC: the probe must land on
// the implementation the resolver picked, so that every call counts. The
// probes are restricted to the test program's pid, attached before it
// starts; the count is the difference between runs with n and with 0 loop
// iterations, which cancels libc's own calls.
func TestUprobeIFunc(t *testing.T) {
	requireUprobes(t)
	bin := elfxtest.C(t, "prog", []string{"prog.c"}, "-O1", "-fno-builtin")
	count := func(n int) int64 {
		pid, release := startPaused(t, bin, fmt.Sprint(n))
		p := newUProg(t, nil, false)
		ts := attachAll(t, "uprobe:libc:strlen", p, AttachOptions{PID: pid})
		if len(ts) < 2 {
			t.Errorf("strlen: %d targets, want every implementation", len(ts))
		}
		if out := release(); out != "ok\n" {
			t.Fatalf("output %q", out)
		}
		return p.slots(t)[0]
	}
	base := count(0)
	if got := count(50) - base; got != 50 {
		t.Errorf("strlen hits = %d, want 50", got)
	}
}

// TestUprobeChroot traces a process whose root is not sonde's (a container,
// here a chroot): paths it names resolve inside /proc/PID/root, and with
// the binary left out its executable is found through /proc/PID/exe.
func TestUprobeChroot(t *testing.T) {
	requireUprobes(t)
	elfxtest.Tool(t, "chroot")
	bin := elfxtest.C(t, "prog", []string{"prog.c"}, "-O1", "-static")
	root := filepath.Dir(bin)
	const n = 12
	cmd := exec.Command("chroot", root, "/prog", fmt.Sprint(n), "wait")
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
	pid := cmd.Process.Pid // chroot exec'd the program: same pid
	opts := AttachOptions{PID: pid}
	inside := newUProg(t, sysvArgs(1), false)
	ts := attachAll(t, "uprobe:/prog:twice", inside, opts)
	if want := fmt.Sprintf("/proc/%d/root/prog", pid); ts[0].Path != want {
		t.Errorf("path %s, want %s", ts[0].Path, want)
	}
	exe := newUProg(t, sysvArgs(1), false)
	attachAll(t, "uprobe:twice", exe, opts)
	stdin.Close()
	io.ReadAll(rd)
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	for name, p := range map[string]*uProg{"/prog in root": inside, "exe": exe} {
		if s := p.slots(t); s[0] != n || s[1] != tri(n) {
			t.Errorf("%s: %v", name, s[:2])
		}
	}
}

func TestMatchSymbolsRustGo(t *testing.T) {
	var syms []elfx.Symbol
	for i, n := range []string{
		"_ZN7mycrate3foo17h0123456789abcdefE",
		"_RNvCs1234_7mycrate3bar",
		"_ZN7mycrate6Widget4poke17h0123456789abcdefE",
		"main.Add", "net/http.(*Server).Serve", "plain_c",
	} {
		syms = append(syms, elfx.Symbol{Name: n, Demangled: elfx.Demangle(n), Addr: uint64(0x1000 + 16*i), Size: 16})
	}
	f := elfx.NewFile(syms)
	for _, tc := range []struct {
		fn, lang string
		want     []string
	}{
		{"mycrate::*", "rust", []string{"_ZN7mycrate3foo17h0123456789abcdefE", "_RNvCs1234_7mycrate3bar", "_ZN7mycrate6Widget4poke17h0123456789abcdefE"}},
		{"mycrate::Widget::poke", "rust", []string{"_ZN7mycrate6Widget4poke17h0123456789abcdefE"}},
		{"mycrate::foo", "", []string{"_ZN7mycrate3foo17h0123456789abcdefE"}}, // plain name falls back to demangled
		{"net/http.(*Server).*", "", []string{"net/http.(*Server).Serve"}},
		{"main.*", "", []string{"main.Add"}},
		{"plain_c", "cpp", []string{"plain_c"}},
	} {
		var got []string
		for _, s := range matchSymbols(f, uspec{fn: tc.fn, lang: tc.lang}) {
			got = append(got, s.Name)
		}
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("%s:%s matched %v, want %v", tc.lang, tc.fn, got, tc.want)
		}
	}
}

// TestUprobeDeletedBinary traces a process whose executable was deleted
// after it started (an upgraded package): with -p and no binary, the probe
// goes through /proc/PID/exe to the inode the process runs.
func TestUprobeDeletedBinary(t *testing.T) {
	requireUprobes(t)
	bin := elfxtest.C(t, "prog", []string{"prog.c"}, "-O1")
	const n = 9
	cmd := exec.Command(bin, fmt.Sprint(n), "wait")
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
	if err := os.Remove(bin); err != nil {
		t.Fatal(err)
	}
	opts := AttachOptions{PID: cmd.Process.Pid}
	p := newUProg(t, sysvArgs(1), false)
	ts := attachAll(t, "uprobe:twice", p, opts)
	if want := fmt.Sprintf("/proc/%d/exe", cmd.Process.Pid); ts[0].Path != want {
		t.Errorf("path %s, want %s", ts[0].Path, want)
	}
	stdin.Close()
	io.ReadAll(rd)
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	if s := p.slots(t); s[0] != n || s[1] != tri(n) {
		t.Errorf("hits %v", s[:2])
	}
}

// TestListAnyProviderWithBinary: "*:BIN:PATTERN" asks the providers that
// need a binary for BIN's probes, named by the path BIN resolves to (a
// library's short name too), and leaves uretprobes out.
func TestListAnyProviderWithBinary(t *testing.T) {
	paths, err := elfx.ResolveBinary("libc", 0)
	if err != nil {
		t.Skip("no libc:", err)
	}
	var buf strings.Builder
	if err := PrintList(&buf, "*:libc:mallo?", false); err != nil {
		t.Fatal(err)
	}
	if want := "uprobe:" + paths[0] + ":malloc\n"; buf.String() != want {
		t.Errorf("*:libc:mallo? listed\n%s\nwant\n%s", buf.String(), want)
	}
}

// TestUprobeMultiGroup: the targets of one program in one binary attach
// through one uprobe_multi link; one the kernel refuses (an offset past
// the end of the file) is named in the error while the others still
// attach and count.
func TestUprobeMultiGroup(t *testing.T) {
	requireUprobes(t)
	if !UprobeMulti || features.HaveBPFLinkUprobeMulti() != nil {
		t.Skip("no uprobe_multi links on this kernel")
	}
	bin := elfxtest.C(t, "prog", []string{"prog.c"}, "-O1")
	const n = 7
	prov, ts, err := Resolve("uprobe:"+bin+":add3", AttachOptions{})
	if err != nil {
		t.Fatal(err)
	}
	_, twice, err := Resolve("uprobe:"+bin+":twice", AttachOptions{})
	if err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(bin)
	if err != nil {
		t.Fatal(err)
	}
	bad := ts[0]
	bad.Name, bad.Value = "uprobe:"+bin+":past_the_end", uint64(st.Size())+0x10000
	group := []point.Target{ts[0], bad, twice[0]}
	g, ok := prov.(GroupAttacher)
	if !ok || g.GroupKey(ts[0]) == "" || g.GroupKey(ts[0]) != g.GroupKey(twice[0]) {
		t.Fatalf("add3 and twice do not attach together")
	}
	p := newUProg(t, nil, false)
	l, err := g.AttachGroup(group, nil, p.progFor(t, prov, ts[0]), AttachOptions{})
	if err == nil || !strings.Contains(err.Error(), "past_the_end") || strings.Contains(err.Error(), ":add3") {
		t.Errorf("error %v, want one naming past_the_end only", err)
	}
	if l == nil {
		t.Fatal("nothing attached")
	}
	defer l.Close()
	runOK(t, bin, fmt.Sprint(n))
	// prog.c calls add3 and twice n times each.
	if s := p.slots(t); s[0] != 2*n {
		t.Errorf("hits = %d, want %d", s[0], 2*n)
	}
}
