package probe

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"
	"github.com/cilium/ebpf/features"
	"github.com/cilium/ebpf/link"
	"golang.org/x/sys/unix"

	"sonde/internal/kernel"
	"sonde/internal/probe/point"
	"sonde/internal/testutil"
)

// vmKernelFeatures is what Debian's kernels of the VM matrix are built with
// (scripts/vmtest sets SONDE_KERNEL_MATRIX to the series). There a feature
// that is missing, or present though the table says otherwise, fails the
// test, in the spirit of cilium/ebpf's minimum-version table: Debian 6.1
// lacks kprobe_multi only because it is built without CONFIG_FPROBE (the
// link type itself is 5.18+). On kernels outside the matrix the tests
// follow what the kernel offers and check the error where it lacks a
// feature: the development host has no CONFIG_KPROBES and refuses fentry.
var vmKernelFeatures = map[string]map[string]bool{
	"6.1":  {"kprobe": true, "kprobe_multi": false, "fentry": true},
	"6.12": {"kprobe": true, "kprobe_multi": true, "fentry": true},
}

// expectFeature checks a feature probe's result against the matrix table
// and reports whether the feature is there.
func expectFeature(t *testing.T, feature string, err error) bool {
	t.Helper()
	series := os.Getenv("SONDE_KERNEL_MATRIX")
	want, inMatrix := vmKernelFeatures[series][feature]
	switch {
	case !inMatrix:
		if err != nil {
			t.Logf("%s not available on this kernel: %v", feature, err)
		}
	case want && err != nil:
		t.Fatalf("kernel %s must have %s: %v", series, feature, err)
	case !want && err == nil:
		t.Fatalf("kernel %s has %s: update vmKernelFeatures", series, feature)
	}
	return err == nil
}

func TestParseKprobeSpec(t *testing.T) {
	for _, tc := range []struct {
		spec string
		ret  bool
		want kprobeSpec
		err  string
	}{
		{spec: "vfs_read", want: kprobeSpec{fn: "vfs_read"}},
		{spec: "vfs_read+16", want: kprobeSpec{fn: "vfs_read", offset: 16, hasOffset: true}},
		{spec: "vfs_read+0x10", want: kprobeSpec{fn: "vfs_read", offset: 16, hasOffset: true}},
		{spec: "ext4:ext4_file_open", want: kprobeSpec{module: "ext4", fn: "ext4_file_open"}},
		{spec: "vfs_*", want: kprobeSpec{fn: "vfs_*"}},
		{spec: "vfs_read+x", err: `bad offset "x"`},
		{spec: "vfs_read+8", ret: true, err: "kretprobe takes no offset"},
		{spec: "vfs_*+8", err: "an offset needs one function"},
		{spec: "", err: "missing kernel function name"},
		{spec: "a:b:c", err: "expected FUNC or MODULE:FUNC"},
	} {
		got, err := parseKprobeSpec(tc.spec, tc.ret)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("parse %q: error %v, want %q", tc.spec, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("parse %q = %+v, %v; want %+v", tc.spec, got, err, tc.want)
		}
	}
}

func TestKprobeAliases(t *testing.T) {
	for alias, name := range map[string]string{"k": "kprobe", "kr": "kretprobe", "f": "fentry", "kfunc": "fentry", "fr": "fexit", "kretfunc": "fexit"} {
		p, ok := Lookup(alias)
		if !ok || p.Name() != name {
			t.Errorf("Lookup(%q) = %v, want the %s provider", alias, p, name)
		}
	}
}

// TestKprobeMissingMessage checks the way out offered on a kernel without
// kprobes: the kernel option and the probes to use instead. On such a
// kernel (the development host) it goes through Resolve; elsewhere it
// builds the same error by hand.
func TestKprobeMissingMessage(t *testing.T) {
	if _, err := os.Stat("/sys/kernel/btf/vmlinux"); err != nil {
		testutil.RequireKernel(t, "no kernel BTF: "+err.Error())
	}
	err := kprobesAvailable()
	if expectFeature(t, "kprobe", err) {
		err = kprobeUnavailable(&UnavailableError{What: "kprobes", Config: "CONFIG_KPROBES",
			Reason: "the kernel was built without CONFIG_KPROBES", Err: ebpf.ErrNotSupported}, false, kprobeSpec{fn: "do_sys_openat2"})
	} else {
		_, _, err = Resolve("kprobe:do_sys_openat2", AttachOptions{})
	}
	if err == nil {
		t.Fatal("no error")
	}
	msg := err.Error()
	t.Log(msg)
	var ue *UnavailableError
	if !errors.As(err, &ue) || !errors.Is(err, ebpf.ErrNotSupported) {
		t.Errorf("error %T does not unwrap to *UnavailableError and ErrNotSupported", err)
	}
	if v, known := kernel.Config("CONFIG_KPROBES"); !known || v == "" {
		if !strings.Contains(msg, "CONFIG_KPROBES") {
			t.Errorf("message does not name CONFIG_KPROBES: %s", msg)
		}
	}
	for _, want := range []string{"fentry:do_sys_openat2", "tracepoint:syscalls:sys_enter_openat"} {
		if !strings.Contains(msg, want) {
			t.Errorf("message does not suggest %s: %s", want, msg)
		}
	}
	if (fentryAvailable() == nil) != (ue != nil && ue.Fallback == "fentry:do_sys_openat2") {
		t.Errorf("fallback %q, but fentry available: %v", ue.Fallback, fentryAvailable())
	}
	if kprobesAvailable() != nil {
		// --fallback: fentry where it works, else the same error.
		p, ts, note, err := ResolveFallback("kprobe:do_sys_openat2", AttachOptions{})
		if fentryAvailable() == nil {
			if err != nil || p.Name() != "fentry" || len(ts) != 1 || !strings.Contains(note, "using fentry:do_sys_openat2") {
				t.Errorf("ResolveFallback = %v, %v, %q, %v; want fentry:do_sys_openat2", p, ts, note, err)
			}
		} else if err == nil || note != "" {
			t.Errorf("ResolveFallback without kprobes and fentry = %v, %q, %v; want the error", ts, note, err)
		}
	}
}

// Registers of struct pt_regs on x86-64, as byte offsets.
const (
	kpRegsAX = 80
	kpRegsDX = 96
)

// kpHits is what the test programs count: calls from the test process and
// the last value they read from the context.
type kpHits struct{ Count, Last uint64 }

// kpCountProgram loads a program of the given context that, when the current
// process is this one, counts into m[0] and saves the u64 at ctx+off.
func kpCountProgram(t *testing.T, c *point.Context, m *ebpf.Map, off int16) *ebpf.Program {
	t.Helper()
	prog, err := ebpf.NewProgram(&ebpf.ProgramSpec{
		Type:         c.ProgType,
		AttachType:   c.AttachType,
		AttachTo:     c.AttachTo,
		License:      "GPL",
		Instructions: kpCountInsns(m, off),
	})
	if err != nil {
		t.Fatalf("load program: %v", err)
	}
	t.Cleanup(func() { prog.Close() })
	return prog
}

func kpCountInsns(m *ebpf.Map, off int16) asm.Instructions {
	return asm.Instructions{
		asm.Mov.Reg(asm.R6, asm.R1),
		asm.FnGetCurrentPidTgid.Call(),
		asm.RSh.Imm(asm.R0, 32),
		asm.JNE.Imm(asm.R0, int32(os.Getpid()), "exit"),
		asm.LoadMem(asm.R7, asm.R6, off, asm.DWord),
		asm.StoreImm(asm.RFP, -4, 0, asm.Word),
		asm.LoadMapPtr(asm.R1, m.FD()),
		asm.Mov.Reg(asm.R2, asm.RFP),
		asm.Add.Imm(asm.R2, -4),
		asm.FnMapLookupElem.Call(),
		asm.JEq.Imm(asm.R0, 0, "exit"),
		asm.Mov.Imm(asm.R1, 1),
		asm.StoreXAdd(asm.R0, asm.R1, asm.DWord),
		asm.StoreMem(asm.R0, 8, asm.R7, asm.DWord),
		asm.Mov.Imm(asm.R0, 0).WithSymbol("exit"),
		asm.Return(),
	}
}

func kpNewHitsMap(t *testing.T) *ebpf.Map {
	t.Helper()
	m, err := ebpf.NewMap(&ebpf.MapSpec{Type: ebpf.Array, KeySize: 4, ValueSize: 16, MaxEntries: 1})
	if err != nil {
		t.Fatalf("create map: %v", err)
	}
	t.Cleanup(func() { m.Close() })
	return m
}

// kpWriteCount is the size of the workload's writes: an unlikely value, so
// the test can tell it is reading the right argument.
const kpWriteCount = 4093

// kpWriteNull writes n times to /dev/null through write(2), which reaches
// vfs_write(file, buf, count=kpWriteCount, pos).
func kpWriteNull(t *testing.T, n int) {
	t.Helper()
	fd, err := unix.Open("/dev/null", unix.O_WRONLY|unix.O_CLOEXEC, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer unix.Close(fd)
	buf := make([]byte, kpWriteCount)
	for i := 0; i < n; i++ {
		if _, err := unix.Write(fd, buf); err != nil {
			t.Fatal(err)
		}
	}
}

// kpWaitHits polls the map until it has counted at least n calls.
func kpWaitHits(t *testing.T, m *ebpf.Map, n uint64) kpHits {
	t.Helper()
	var h kpHits
	deadline := time.Now().Add(5 * time.Second)
	for {
		if err := m.Lookup(uint32(0), &h); err != nil {
			t.Fatalf("read map: %v", err)
		}
		if h.Count >= n || time.Now().After(deadline) {
			return h
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// requireKprobes gates the attach tests: kprobes must be there on the VM
// matrix; elsewhere, without them, the missing-kprobes error is what this
// kernel should give, and TestKprobeMissingMessage checks it.
func requireKprobes(t *testing.T) bool {
	t.Helper()
	testutil.RequireKernel(t, testutil.Privileged())
	if !expectFeature(t, "kprobe", kprobesAvailable()) {
		if _, _, err := Resolve("kprobe:vfs_write", AttachOptions{}); err == nil {
			t.Fatal("kprobe:vfs_write resolved on a kernel without kprobes")
		}
		return false
	}
	return true
}

func kpAttachOne(t *testing.T, attach string, off int16, calls int) kpHits {
	t.Helper()
	p, ts, err := Resolve(attach, AttachOptions{})
	if err != nil {
		t.Fatalf("resolve %s: %v", attach, err)
	}
	if len(ts) != 1 {
		t.Fatalf("resolve %s: %d targets, want 1", attach, len(ts))
	}
	c, err := p.Context(ts[0], RunningKernel)
	if err != nil {
		t.Fatal(err)
	}
	m := kpNewHitsMap(t)
	prog := kpCountProgram(t, c, m, off)
	l, err := p.Attach(ts[0], prog, AttachOptions{})
	if err != nil {
		t.Fatalf("attach %s: %v", attach, err)
	}
	kpWriteNull(t, calls)
	h := kpWaitHits(t, m, uint64(calls))
	if err := l.Close(); err != nil {
		t.Errorf("detach: %v", err)
	}
	return h
}

func TestKprobeAttach(t *testing.T) {
	if !requireKprobes(t) {
		return
	}
	testutil.CheckFDs(t)
	h := kpAttachOne(t, "kprobe:vfs_write", kpRegsDX, 5)
	if h.Count < 5 || h.Last != kpWriteCount {
		t.Errorf("kprobe:vfs_write counted %d calls, last count argument %d; want >= 5 and %d", h.Count, h.Last, kpWriteCount)
	}
}

func TestKretprobeRetval(t *testing.T) {
	if !requireKprobes(t) {
		return
	}
	testutil.CheckFDs(t)
	h := kpAttachOne(t, "kr:vfs_write", kpRegsAX, 3)
	if h.Count < 3 || h.Last != kpWriteCount {
		t.Errorf("kretprobe:vfs_write counted %d calls, last retval %d; want >= 3 and %d", h.Count, h.Last, kpWriteCount)
	}
}

func TestKprobeWildcard(t *testing.T) {
	if !requireKprobes(t) {
		return
	}
	haveMulti := expectFeature(t, "kprobe_multi", features.HaveBPFLinkKprobeMulti())
	for _, multi := range []bool{true, false} {
		name := "one-by-one"
		if multi {
			name = "kprobe_multi"
		}
		t.Run(name, func(t *testing.T) {
			testutil.CheckFDs(t)
			defer func(old bool) { KprobeMulti = old }(KprobeMulti)
			KprobeMulti = multi
			p, ts, err := Resolve("kprobe:vfs_write*", AttachOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if len(ts) != 1 || len(ts[0].Parts) < 2 || !kpContains(ts[0].Parts, "vfs_write") {
				t.Fatalf("kprobe:vfs_write* = %+v, want one target for vfs_write and more", ts)
			}
			c, err := p.Context(ts[0], RunningKernel)
			if err != nil {
				t.Fatal(err)
			}
			if wantMulti := multi && haveMulti; (c.AttachType == ebpf.AttachTraceKprobeMulti) != wantMulti {
				t.Errorf("attach type %v, want kprobe_multi %v", c.AttachType, wantMulti)
			}
			m := kpNewHitsMap(t)
			prog := kpCountProgram(t, c, m, kpRegsDX)
			cl, err := p.Attach(ts[0], prog, AttachOptions{})
			if err != nil {
				t.Fatal(err)
			}
			defer cl.Close()
			k := cl.(*KprobeLinks)
			t.Logf("%d functions, attached %d, skipped %d, multi %v", len(ts[0].Parts), k.Attached, len(k.Skipped), k.Multi)
			if k.Attached+len(k.Skipped) != len(ts[0].Parts) || k.Attached == 0 {
				t.Errorf("attached %d and skipped %d of %d functions", k.Attached, len(k.Skipped), len(ts[0].Parts))
			}
			if _, bad := k.Skipped["vfs_write"]; bad {
				t.Errorf("vfs_write skipped: %v", k.Skipped["vfs_write"])
			}
			kpWriteNull(t, 4)
			if h := kpWaitHits(t, m, 4); h.Count < 4 {
				t.Errorf("counted %d calls, want >= 4", h.Count)
			}
		})
	}
}

func TestKprobeList(t *testing.T) {
	if !requireKprobes(t) {
		return
	}
	ts, err := kprobeProvider{}.List("vfs_read*")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tg := range ts {
		names = append(names, tg.Name)
	}
	if !kpContains(names, "kprobe:vfs_read") {
		t.Errorf("List(vfs_read*) = %v, want kprobe:vfs_read among them", names)
	}
	if _, err := (kprobeProvider{}).Expand("no_such_function_sonde", AttachOptions{}); err == nil || !strings.Contains(err.Error(), "no kernel function") {
		t.Errorf("unknown function: error %v", err)
	}
}

func kpContains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// kpRequireTun gates the module tests: scripts/vmtest loads the tun module
// in the VM, where its absence is a failure.
func kpRequireTun(t *testing.T) {
	t.Helper()
	if _, err := os.Stat("/sys/module/tun"); err != nil {
		if _, inMatrix := vmKernelFeatures[os.Getenv("SONDE_KERNEL_MATRIX")]; inMatrix {
			t.Fatal("module tun is not loaded in the VM")
		}
		testutil.RequireKernel(t, "module tun is not loaded")
	}
}

// kpOpenTun opens /dev/net/tun n times: each open reaches tun_chr_open(inode, file) in the tun module.
func kpOpenTun(t *testing.T, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		fd, err := unix.Open("/dev/net/tun", unix.O_RDWR|unix.O_CLOEXEC, 0)
		if err != nil {
			t.Fatal(err)
		}
		unix.Close(fd)
	}
}

// kpAttachCount resolves attach, loads a counting program for its only
// target, attaches it and runs the workload.
func kpAttachCount(t *testing.T, attach string, workload func()) (point.Target, kpHits) {
	t.Helper()
	p, ts, err := Resolve(attach, AttachOptions{})
	if err != nil {
		t.Fatalf("resolve %s: %v", attach, err)
	}
	if len(ts) != 1 {
		t.Fatalf("resolve %s: %d targets, want 1", attach, len(ts))
	}
	c, err := p.Context(ts[0], RunningKernel)
	if err != nil {
		t.Fatal(err)
	}
	m := kpNewHitsMap(t)
	prog := kpCountProgram(t, c, m, 0)
	l, err := p.Attach(ts[0], prog, AttachOptions{})
	if err != nil {
		t.Fatalf("attach %s: %v", attach, err)
	}
	defer l.Close()
	workload()
	return ts[0], kpWaitHits(t, m, 3)
}

func TestKprobeModule(t *testing.T) {
	if !requireKprobes(t) {
		return
	}
	kpRequireTun(t)
	testutil.CheckFDs(t)
	for _, attach := range []string{"kprobe:tun:tun_chr_open", "kprobe:tun_chr_open", "kprobe:tun:tun_chr_op*"} {
		tg, h := kpAttachCount(t, attach, func() { kpOpenTun(t, 3) })
		if !kpContains(tg.Parts, "tun:tun_chr_open") && !kpContains(tg.Parts, "tun_chr_open") {
			t.Errorf("%s: parts %v", attach, tg.Parts)
		}
		if h.Count < 3 {
			t.Errorf("%s counted %d opens of /dev/net/tun, want >= 3", attach, h.Count)
		}
	}
	if _, _, err := Resolve("kprobe:tun:vfs_read", AttachOptions{}); err == nil || !strings.Contains(err.Error(), `no function "vfs_read" in module "tun"`) {
		t.Errorf("kprobe:tun:vfs_read: error %v", err)
	}
}

// BenchmarkProbeEvent measures the cost of one write(2) to /dev/null with
// a minimal hand-written counting program on vfs_write, through each kind
// of probe, against no probe at all. Run it in the VM:
//
//	scripts/vmtest --kernel 6.12 --bench ProbeEvent
func BenchmarkProbeEvent(b *testing.B) {
	for _, attach := range []string{"", "kprobe:vfs_write", "kretprobe:vfs_write", "kprobe:vfs_write*", "fentry:vfs_write", "fexit:vfs_write"} {
		name := attach
		if name == "" {
			name = "none"
		}
		b.Run(name, func(b *testing.B) {
			if attach != "" {
				cl := kpBenchAttach(b, attach)
				defer cl.Close()
			}
			fd, err := unix.Open("/dev/null", unix.O_WRONLY|unix.O_CLOEXEC, 0)
			if err != nil {
				b.Fatal(err)
			}
			defer unix.Close(fd)
			buf := []byte{0}
			// Warm up: under qemu TCG the first calls after the kernel
			// patched its text pay for retranslation.
			for i := 0; i < 5000; i++ {
				unix.Write(fd, buf)
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				unix.Write(fd, buf)
			}
		})
	}
}

// BenchmarkKprobeAttachVFS measures attaching and detaching kprobe:vfs_*
// (every traceable vfs_ function) through kprobe_multi and one by one.
func BenchmarkKprobeAttachVFS(b *testing.B) {
	for _, multi := range []bool{true, false} {
		name := "one-by-one"
		if multi {
			name = "kprobe_multi"
		}
		b.Run(name, func(b *testing.B) {
			defer func(old bool) { KprobeMulti = old }(KprobeMulti)
			KprobeMulti = multi
			if multi && features.HaveBPFLinkKprobeMulti() != nil {
				b.Skip("no kprobe_multi on this kernel")
			}
			var funcs, attached int
			for i := 0; i < b.N; i++ {
				cl := kpBenchAttach(b, "kprobe:vfs_*")
				k := cl.(kpClosers)[0].(*KprobeLinks)
				funcs, attached = k.Attached+len(k.Skipped), k.Attached
				cl.Close()
			}
			b.ReportMetric(float64(funcs), "funcs")
			b.ReportMetric(float64(attached), "attached")
		})
	}
}

// kpBenchAttach resolves attach to one target, loads the counting program
// and attaches it; program and map go away with the returned closer.
func kpBenchAttach(b *testing.B, attach string) io.Closer {
	b.Helper()
	testutil.RequireKernel(b, testutil.Privileged())
	p, ts, err := Resolve(attach, AttachOptions{})
	if err != nil {
		b.Skip(err)
	}
	c, err := p.Context(ts[0], RunningKernel)
	if err != nil {
		b.Fatal(err)
	}
	m, err := ebpf.NewMap(&ebpf.MapSpec{Type: ebpf.Array, KeySize: 4, ValueSize: 16, MaxEntries: 1})
	if err != nil {
		b.Fatal(err)
	}
	prog, err := ebpf.NewProgram(&ebpf.ProgramSpec{Type: c.ProgType, AttachType: c.AttachType, AttachTo: c.AttachTo,
		License: "GPL", Instructions: kpCountInsns(m, 0)})
	if err != nil {
		m.Close()
		b.Fatal(err)
	}
	l, err := p.Attach(ts[0], prog, AttachOptions{})
	if err != nil {
		prog.Close()
		m.Close()
		b.Fatal(err)
	}
	return kpClosers{l, prog, m}
}

type kpClosers []io.Closer

func (cs kpClosers) Close() error {
	var errs []error
	for _, c := range cs {
		errs = append(errs, c.Close())
	}
	return errors.Join(errs...)
}

// TestKprobeEventsCleanupAfterKill kills (SIGKILL) a process holding two
// kretprobes created through tracefs kprobe_events, sees their events left
// behind, and checks that CleanupStaleEvents removes them and that no
// tracefs instance of the killed process is left.
func TestKprobeEventsCleanupAfterKill(t *testing.T) {
	if !requireKprobes(t) {
		return
	}
	dir := kernel.TracefsMounted()
	if dir == "" {
		testutil.RequireKernel(t, "tracefs is not mounted")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "-test.run=^TestKprobeEventsHelper$")
	cmd.Env = append(os.Environ(), "SONDE_KPROBE_EVENTS_HELPER=1")
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Wait()
	defer cmd.Process.Kill()
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || strings.TrimSpace(line) != "attached" {
		t.Fatalf("helper said %q, %v", line, err)
	}
	group := fmt.Sprintf("sonde_%d_", cmd.Process.Pid)
	events := func() string {
		data, err := os.ReadFile(filepath.Join(dir, "kprobe_events"))
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	if !strings.Contains(events(), group) {
		t.Fatalf("no %s event in kprobe_events:\n%s", group, events())
	}
	cmd.Process.Kill()
	cmd.Wait()
	if !strings.Contains(events(), group) {
		t.Fatalf("the killed helper's event is gone already: the test shows nothing")
	}
	n, err := kernel.CleanupStaleEvents()
	if err != nil {
		t.Fatal(err)
	}
	if left := events(); n < 2 || strings.Contains(left, group) {
		t.Errorf("removed %d events; kprobe_events still has %s:\n%s", n, group, left)
	}
	if m, _ := filepath.Glob(filepath.Join(dir, "instances", group+"*")); len(m) > 0 {
		t.Errorf("tracefs instances left: %v", m)
	}
}

// TestKprobeEventsHelper is the process TestKprobeEventsCleanupAfterKill
// kills: it attaches two kretprobes through tracefs (maxactive forces that)
// under sonde's event prefix, says so, and waits to be killed.
func TestKprobeEventsHelper(t *testing.T) {
	if os.Getenv("SONDE_KPROBE_EVENTS_HELPER") != "1" {
		return // only run as the helper process
	}
	prog, err := ebpf.NewProgram(&ebpf.ProgramSpec{Type: ebpf.Kprobe, License: "GPL",
		Instructions: asm.Instructions{asm.Mov.Imm(asm.R0, 0), asm.Return()}})
	if err != nil {
		t.Fatal(err)
	}
	l, err := link.Kretprobe("vfs_read", prog, &link.KprobeOptions{RetprobeMaxActive: 4, TraceFSPrefix: kernel.TracefsEventPrefix()})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	l2, err := link.Kretprobe("vfs_write", prog, &link.KprobeOptions{RetprobeMaxActive: 4, TraceFSPrefix: kernel.TracefsEventPrefix()})
	if err != nil {
		t.Fatal(err)
	}
	defer l2.Close()
	fmt.Println("attached")
	time.Sleep(time.Minute) // killed long before
}

// TestKprobeOffset probes vfs_write past its first instruction: the
// ftrace call site (5 bytes) or, with IBT, endbr64 (4 bytes) before it.
// Exactly one of +4 and +5 is an instruction boundary; the other must be
// refused. The arguments are still in their registers there.
func TestKprobeOffset(t *testing.T) {
	if !requireKprobes(t) {
		return
	}
	testutil.CheckFDs(t)
	ok := 0
	for _, off := range []string{"4", "5"} {
		attach := "kprobe:vfs_write+" + off
		p, ts, err := Resolve(attach, AttachOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if want := "vfs_write+" + off; ts[0].Name != "kprobe:"+want || fmt.Sprint(ts[0].Value) != off {
			t.Errorf("%s: target %s value %d", attach, ts[0].Name, ts[0].Value)
		}
		c, err := p.Context(ts[0], RunningKernel)
		if err != nil {
			t.Fatal(err)
		}
		m := kpNewHitsMap(t)
		prog := kpCountProgram(t, c, m, kpRegsDX)
		l, err := p.Attach(ts[0], prog, AttachOptions{})
		if err != nil {
			t.Logf("%s: %v", attach, err)
			if !strings.Contains(err.Error(), "offset "+off+" is not at an instruction boundary of vfs_write") {
				t.Errorf("%s: error %v", attach, err)
			}
			continue
		}
		ok++
		kpWriteNull(t, 3)
		h := kpWaitHits(t, m, 3)
		l.Close()
		if h.Count < 3 || h.Last != kpWriteCount {
			t.Errorf("%s counted %d calls, last count argument %d; want >= 3 and %d", attach, h.Count, h.Last, kpWriteCount)
		}
	}
	if ok != 1 {
		t.Errorf("%d of vfs_write+4 and vfs_write+5 attached, want exactly 1", ok)
	}
}
