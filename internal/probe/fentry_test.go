package probe

import (
	"errors"
	"strings"
	"testing"

	"github.com/cilium/ebpf"

	"sonde/internal/kbtf"
	"sonde/internal/probe/point"
	"sonde/internal/testutil"
)

// TestFentryContext reads the running kernel's BTF: vfs_write's parameters
// become typed fields in u64 slots, and fexit's return value follows them.
func TestFentryContext(t *testing.T) {
	kpRequireBTF(t)
	for _, p := range []fentryProvider{{}, {ret: true}} {
		c, err := p.Context(p.target("", "vfs_write"), RunningKernel)
		if err != nil {
			t.Fatal(err)
		}
		want := []point.Field{
			{Name: "file", CType: "struct file *", Offset: 0, Size: 8},
			{Name: "buf", CType: "const char *", Offset: 8, Size: 8},
			{Name: "count", CType: "size_t", Offset: 16, Size: 8},
			{Name: "pos", CType: "loff_t *", Offset: 24, Size: 8},
		}
		if len(c.Fields) != len(want) {
			t.Fatalf("%s:vfs_write fields = %+v, want %+v", p.Name(), c.Fields, want)
		}
		for i := range want {
			if c.Fields[i] != want[i] {
				t.Errorf("%s:vfs_write field %d = %+v, want %+v", p.Name(), i, c.Fields[i], want[i])
			}
		}
		if c.ProgType != ebpf.Tracing || c.AttachTo != "vfs_write" || c.ArgN != point.ArgsArray || c.NumArgs != 4 || c.Retval != p.ret {
			t.Errorf("%s:vfs_write context = %+v", p.Name(), c)
		}
		wantAT := ebpf.AttachTraceFEntry
		if p.ret {
			wantAT = ebpf.AttachTraceFExit
		}
		if c.AttachType != wantAT {
			t.Errorf("%s attach type %v, want %v", p.Name(), c.AttachType, wantAT)
		}
	}
	if rt, signed, err := FuncReturnType(fentryProvider{}.target("", "vfs_write")); err != nil || rt != "ssize_t" || !signed {
		t.Errorf("vfs_write returns %q (signed %v, %v), want signed ssize_t", rt, signed, err)
	}
}

func kpRequireBTF(t *testing.T) {
	t.Helper()
	if _, err := kbtf.Kernel(); err != nil {
		testutil.RequireKernel(t, "no kernel BTF: "+err.Error())
	}
}

// requireFentry gates the attach tests like requireKprobes: fentry must
// work on the VM matrix; elsewhere, where it does not, the error is checked.
func requireFentry(t *testing.T) bool {
	t.Helper()
	testutil.RequireKernel(t, testutil.Privileged())
	kpRequireBTF(t)
	if !expectFeature(t, "fentry", fentryAvailable()) {
		_, _, err := Resolve("fentry:vfs_write", AttachOptions{})
		if err == nil || !strings.Contains(err.Error(), "fentry/fexit not available") {
			t.Fatalf("fentry:vfs_write on a kernel without fentry: error %v", err)
		}
		return false
	}
	return true
}

func TestFentryAttach(t *testing.T) {
	if !requireFentry(t) {
		return
	}
	testutil.CheckFDs(t)
	// fentry reads args.count through its field offset.
	p, ts, err := Resolve("fentry:vfs_write", AttachOptions{})
	if err != nil {
		t.Fatal(err)
	}
	c, err := p.Context(ts[0], RunningKernel)
	if err != nil {
		t.Fatal(err)
	}
	var off int = -1
	for _, f := range c.Fields {
		if f.Name == "count" {
			off = f.Offset
		}
	}
	if off < 0 {
		t.Fatalf("no count field in %+v", c.Fields)
	}
	h := kpAttachOne(t, "fentry:vfs_write", int16(off), 5)
	if h.Count < 5 || h.Last != kpWriteCount {
		t.Errorf("fentry:vfs_write counted %d calls, last count %d; want >= 5 and %d", h.Count, h.Last, kpWriteCount)
	}
}

func TestFexitRetval(t *testing.T) {
	if !requireFentry(t) {
		return
	}
	testutil.CheckFDs(t)
	p, ts, err := Resolve("fr:vfs_write", AttachOptions{})
	if err != nil {
		t.Fatal(err)
	}
	c, err := p.Context(ts[0], RunningKernel)
	if err != nil {
		t.Fatal(err)
	}
	h := kpAttachOne(t, "fr:vfs_write", int16(8*c.NumArgs), 3)
	if h.Count < 3 || h.Last != kpWriteCount {
		t.Errorf("fexit:vfs_write counted %d calls, last retval %d; want >= 3 and %d", h.Count, h.Last, kpWriteCount)
	}
}

func TestFentryWildcard(t *testing.T) {
	if !requireFentry(t) {
		return
	}
	_, ts, err := Resolve("fentry:vfs_write*", AttachOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tg := range ts {
		names = append(names, tg.Name)
	}
	if len(ts) < 2 || !kpContains(names, "fentry:vfs_write") {
		t.Fatalf("fentry:vfs_write* = %v, want vfs_write and more", names)
	}
	ls, err := fentryProvider{ret: true}.List("vfs_read")
	if err != nil || len(ls) != 1 || ls[0].Name != "fexit:vfs_read" {
		t.Errorf("List(vfs_read) = %+v, %v", ls, err)
	}
	if _, _, err := Resolve("fentry:no_such_function_sonde", AttachOptions{}); err == nil || !strings.Contains(err.Error(), "no kernel function") {
		t.Errorf("unknown function: error %v", err)
	}
}

func TestFentryModule(t *testing.T) {
	if !requireFentry(t) {
		return
	}
	kpRequireTun(t)
	testutil.CheckFDs(t)
	for _, attach := range []string{"fentry:tun:tun_chr_open", "fentry:tun_chr_open", "fexit:tun:tun_chr_open"} {
		tg, h := kpAttachCount(t, attach, func() { kpOpenTun(t, 3) })
		if prov, _ := point.Split(attach); tg.Name != prov+":tun:tun_chr_open" {
			t.Errorf("%s: target %s, want %s:tun:tun_chr_open", attach, tg.Name, prov)
		}
		if want := []string{"tun", "tun_chr_open"}; len(tg.Parts) != 2 || tg.Parts[0] != want[0] || tg.Parts[1] != want[1] {
			t.Errorf("%s: parts %v, want %v", attach, tg.Parts, want)
		}
		if h.Count < 3 {
			t.Errorf("%s counted %d opens of /dev/net/tun, want >= 3", attach, h.Count)
		}
	}
	c, err := fentryProvider{}.Context(fentryProvider{}.target("tun", "tun_chr_open"), RunningKernel)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Fields) != 2 || c.Fields[0].CType != "struct inode *" || c.Fields[1].Name != "file" {
		t.Errorf("tun_chr_open fields %+v", c.Fields)
	}
	ts, err := fentryProvider{}.List("tun:tun_chr_*")
	if err != nil || len(ts) == 0 {
		t.Errorf("List(tun:tun_chr_*) = %v, %v", ts, err)
	}
}

// TestFentryMissingMessage checks what a kernel without fentry suggests:
// kprobe:FUNC where kprobes work (and as the --fallback), and the syscall
// tracepoints.
func TestFentryMissingMessage(t *testing.T) {
	ue := &UnavailableError{What: "fentry/fexit", Reason: "a fentry program does not load: operation not permitted"}
	err := fentryUnavailable(ue, true, "", "do_sys_openat2")
	msg := err.Error()
	t.Log(msg)
	if !strings.Contains(msg, "tracepoint:syscalls:sys_exit_openat") {
		t.Errorf("message does not suggest tracepoint:syscalls:sys_exit_openat: %s", msg)
	}
	var got *UnavailableError
	if !errors.As(err, &got) {
		t.Fatalf("error %T is not an *UnavailableError", err)
	}
	kprobes := expectFeature(t, "kprobe", kprobesAvailable())
	if want := "kretprobe:do_sys_openat2"; kprobes != (got.Fallback == want) || kprobes != strings.Contains(msg, want) {
		t.Errorf("kprobes available %v, fallback %q, message %s", kprobes, got.Fallback, msg)
	}
}
