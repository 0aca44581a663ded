package probe

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cilium/ebpf"

	"sonde/internal/kernel"
	"sonde/internal/probe/point"
	"sonde/internal/testutil"
)

func TestFieldDecl(t *testing.T) {
	for _, tc := range []struct {
		f    point.Field
		want string
	}{
		{point.Field{Name: "flags", CType: "int"}, "int flags"},
		{point.Field{Name: "filename", CType: "const char *"}, "const char * filename"},
		{point.Field{Name: "prev_comm", CType: "char[16]"}, "char prev_comm[16]"},
		{point.Field{Name: "args", CType: "unsigned long[6]"}, "unsigned long args[6]"},
		{point.Field{Name: "filename", CType: "char[]", DataLoc: true}, "__data_loc char[] filename"},
		{point.Field{Name: "prev", CType: "struct task_struct *"}, "struct task_struct * prev"},
	} {
		if got := FieldDecl(tc.f); got != tc.want {
			t.Errorf("FieldDecl(%+v) = %q, want %q", tc.f, got, tc.want)
		}
	}
}

// fakeProvider lists fixed targets, so listing can be tested without a kernel.
type fakeProvider struct {
	name    string
	targets []string
	err     error
}

func (p fakeProvider) Name() string                                         { return p.name }
func (p fakeProvider) Aliases() []string                                    { return []string{p.name + "-alias"} }
func (p fakeProvider) Expand(string, AttachOptions) ([]point.Target, error) { return nil, nil }
func (p fakeProvider) List(pattern string) ([]point.Target, error) {
	if p.err != nil {
		return nil, p.err
	}
	var out []point.Target
	for _, n := range p.targets {
		if pattern == "" || point.Match(pattern, n) {
			out = append(out, point.Target{Provider: p.name, Name: p.name + ":" + n})
		}
	}
	return out, nil
}
func (p fakeProvider) Context(t point.Target, _ point.Kernel) (*point.Context, error) {
	if strings.HasSuffix(t.Name, "noargs") {
		return &point.Context{}, nil
	}
	return &point.Context{Fields: []point.Field{
		{Name: "comm", CType: "char[16]"},
		{Name: "name", CType: "char[]", DataLoc: true},
		{Name: "ptr", CType: "const void *"},
	}}, nil
}
func (p fakeProvider) Attach(point.Target, *ebpf.Program, AttachOptions) (io.Closer, error) {
	return nil, errors.New("fake")
}

func init() {
	Register(fakeProvider{name: "zzfake", targets: []string{"grp:beta", "grp:alpha", "other:noargs"}})
	Register(fakeProvider{name: "zzbroken", err: errors.New("cannot list")})
}

func TestPrintListFake(t *testing.T) {
	for _, tc := range []struct {
		pattern string
		verbose bool
		want    string
	}{
		{"zzfake:*", false, "zzfake:grp:alpha\nzzfake:grp:beta\nzzfake:other:noargs\n"},
		{"zzfake-alias:grp:*", false, "zzfake:grp:alpha\nzzfake:grp:beta\n"},
		{"zzfake:grp:alpha", true, "zzfake:grp:alpha\n    char comm[16]\n    __data_loc char[] name\n    const void * ptr\n"},
		{"zzfake:other:*", true, "zzfake:other:noargs\n"},
		{"zzfake:nothing*", false, ""},
	} {
		var buf bytes.Buffer
		if err := PrintList(&buf, tc.pattern, tc.verbose); err != nil {
			t.Errorf("PrintList(%q): %v", tc.pattern, err)
		}
		if got := buf.String(); got != tc.want {
			t.Errorf("PrintList(%q, %v) =\n%s\nwant\n%s", tc.pattern, tc.verbose, got, tc.want)
		}
	}
	var buf bytes.Buffer
	if err := PrintList(&buf, "nosuchprovider:*", false); err == nil {
		t.Error("PrintList accepted an unknown provider")
	}
	// Searching all providers: the broken one does not hide the others. A
	// bare word matches anywhere. Errors show when nothing matched.
	buf.Reset()
	if err := PrintList(&buf, "alph", false); err != nil {
		t.Errorf("PrintList(alph): %v", err)
	}
	if !strings.Contains(buf.String(), "zzfake:grp:alpha\n") {
		t.Errorf("PrintList(alph) = %q", buf.String())
	}
	buf.Reset()
	err := PrintList(&buf, "*zz-no-such-probe-anywhere*", false)
	if err == nil || !strings.Contains(err.Error(), "list zzbroken: cannot list") || buf.Len() != 0 {
		t.Errorf("PrintList(no match) = %q, %v", buf.String(), err)
	}
}

// TestPrintListTracepoints checks -lv against the declarations in the format
// files themselves.
func TestPrintListTracepoints(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	root, err := kernel.EnsureTracefs()
	if err != nil {
		t.Fatal(err)
	}
	for _, ev := range []string{"sched/sched_switch", "sched/sched_process_exec", "syscalls/sys_enter_openat"} {
		data, err := os.ReadFile(filepath.Join(root, "events", ev, "format"))
		if err != nil {
			t.Fatal(err)
		}
		want := "tracepoint:" + strings.Replace(ev, "/", ":", 1) + "\n"
		for _, line := range strings.Split(string(data), "\n") {
			decl, ok := strings.CutPrefix(strings.TrimSpace(line), "field:")
			if !ok || strings.Contains(decl, " common_") {
				continue
			}
			decl, _, _ = strings.Cut(decl, ";")
			want += "    " + decl + "\n"
		}
		var buf bytes.Buffer
		if err := PrintList(&buf, want[:strings.IndexByte(want, '\n')], true); err != nil {
			t.Fatal(err)
		}
		if buf.String() != want {
			t.Errorf("-lv of %s:\n%s\nformat file says:\n%s", ev, buf.String(), want)
		}
	}
	var buf bytes.Buffer
	if err := PrintList(&buf, "*sys_enter_getppid*", false); err != nil {
		t.Fatal(err)
	}
	if buf.String() != "tracepoint:syscalls:sys_enter_getppid\n" {
		t.Errorf("-l *sys_enter_getppid* = %q", buf.String())
	}
	buf.Reset()
	if err := PrintList(&buf, "rawtracepoint:sched_switch", true); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(buf.String(), "rawtracepoint:vmlinux:sched_switch\n    bool preempt\n    struct task_struct * prev\n") {
		t.Errorf("-lv rawtracepoint:sched_switch = %q", buf.String())
	}
}

// TestPrintListMatchesBpftrace compares `-lv` of the sched tracepoints with
// the installed bpftrace.
func TestPrintListMatchesBpftrace(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	bt, err := exec.LookPath("bpftrace")
	if err != nil {
		t.Skip("bpftrace is not installed")
	}
	for _, pattern := range []string{"tracepoint:sched:*", "tracepoint:syscalls:sys_enter_open*"} {
		out, err := exec.Command(bt, "-lv", pattern).Output()
		if err != nil {
			t.Fatalf("bpftrace -lv %s: %v", pattern, err)
		}
		var buf bytes.Buffer
		if err := PrintList(&buf, pattern, true); err != nil {
			t.Fatal(err)
		}
		if buf.String() != string(out) {
			t.Errorf("sonde -lv %s differs from bpftrace:\n--- sonde\n%s\n--- bpftrace\n%s", pattern, buf.String(), out)
		}
	}
}
