package kbtf

import (
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/cilium/ebpf/btf"

	"sonde/internal/testutil"
)

func TestCType(t *testing.T) {
	char := &btf.Int{Name: "char", Size: 1, Encoding: btf.Char}
	ulong := &btf.Int{Name: "long unsigned int", Size: 8}
	i32 := &btf.Int{Name: "int", Size: 4, Encoding: btf.Signed}
	file := &btf.Struct{Name: "file", Size: 8}
	for _, tc := range []struct {
		typ  btf.Type
		want string
	}{
		{i32, "int"},
		{ulong, "unsigned long"},
		{&btf.Pointer{Target: file}, "struct file *"},
		{&btf.Pointer{Target: &btf.Const{Type: char}}, "const char *"},
		{&btf.Pointer{Target: &btf.Pointer{Target: char}}, "char **"},
		{&btf.Const{Type: &btf.Pointer{Target: char}}, "char *const"},
		{&btf.Array{Type: char, Nelems: 16}, "char[16]"},
		{&btf.Pointer{Target: &btf.Array{Type: char, Nelems: 16}}, "char (*)[16]"},
		{&btf.Typedef{Name: "size_t", Type: ulong}, "size_t"},
		{&btf.Pointer{Target: &btf.Void{}}, "void *"},
		{&btf.Pointer{Target: &btf.FuncProto{Return: &btf.Void{}, Params: []btf.FuncParam{{Type: i32}}}}, "void (*)(int)"},
		{&btf.Pointer{Target: &btf.FuncProto{Return: i32}}, "int (*)(void)"},
		{&btf.Union{}, "union {...}"},
		{&btf.Enum{Name: "pid_type"}, "enum pid_type"},
		{&btf.Pointer{Target: &btf.TypeTag{Value: "user", Type: char}}, "char *"},
	} {
		if got := CType(tc.typ); got != tc.want {
			t.Errorf("CType(%v) = %q, want %q", tc.typ, got, tc.want)
		}
	}
}

// TestKernelFunc reads the running kernel's BTF: it needs no privileges,
// only /sys/kernel/btf/vmlinux.
func TestKernelFunc(t *testing.T) {
	if _, err := os.Stat("/sys/kernel/btf/vmlinux"); err != nil {
		t.Skip("no kernel BTF:", err)
	}
	fn, mod, err := Func("*", "vfs_read")
	if err != nil {
		t.Fatal(err)
	}
	if mod != "" {
		t.Errorf("vfs_read found in module %q, want vmlinux", mod)
	}
	ps, slots, err := Params(fn)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ name, ctype string }{{"file", "struct file *"}, {"buf", "char *"}, {"count", "size_t"}, {"pos", "loff_t *"}}
	if len(ps) != len(want) || slots != len(want) {
		t.Fatalf("vfs_read params = %+v (%d slots), want %v", ps, slots, want)
	}
	for i, w := range want {
		if ps[i].Name != w.name || ps[i].CType != w.ctype || ps[i].Slot != i {
			t.Errorf("param %d = %s %q slot %d, want %s %q", i, ps[i].Name, ps[i].CType, ps[i].Slot, w.name, w.ctype)
		}
	}
	if got := CType(Return(fn)); got != "ssize_t" {
		t.Errorf("vfs_read returns %q, want ssize_t", got)
	}
	if _, _, err := Func("", "no_such_function_sonde"); err == nil {
		t.Error("found a function that does not exist")
	}
}

func TestRawTracepointBTF(t *testing.T) {
	if _, err := os.Stat("/sys/kernel/btf/vmlinux"); err != nil {
		testutil.RequireKernel(t, "no kernel BTF: "+err.Error())
	}
	testutil.CheckFDs(t)
	m, err := RawTracepointModule("sched_switch")
	if err != nil || m != "vmlinux" {
		t.Fatalf("RawTracepointModule(sched_switch) = %q, %v", m, err)
	}
	if _, err := RawTracepointModule("no_such_tracepoint"); err == nil || !strings.Contains(err.Error(), "not found") {
		t.Errorf("RawTracepointModule(no_such_tracepoint) = %v", err)
	}
	args, err := RawTracepointArgs("vmlinux", "sched_switch")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, a := range args {
		got = append(got, a.CType+" "+a.Name)
	}
	// sched_switch(bool preempt, struct task_struct *prev,
	//              struct task_struct *next, unsigned int prev_state)
	// since 5.18; older kernels lack prev_state.
	want := []string{"bool preempt", "struct task_struct * prev", "struct task_struct * next"}
	if len(got) < 3 || !reflect.DeepEqual(got[:3], want) {
		t.Errorf("sched_switch args = %q, want prefix %q", got, want)
	}
	// sched_wakeup is a DEFINE_EVENT of a class: its names still come through.
	args, err = RawTracepointArgs("", "sched_wakeup")
	if err != nil || len(args) != 1 || args[0].Name != "p" {
		t.Errorf("sched_wakeup args = %+v, %v", args, err)
	}
	all, err := RawTracepoints()
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, me := range all {
		if me == "vmlinux:sched_switch" {
			found = true
		}
		if !strings.Contains(me, ":") {
			t.Errorf("bad raw tracepoint name %q", me)
		}
	}
	if !found || len(all) < 100 {
		t.Errorf("RawTracepoints: %d names, sched_switch found: %v", len(all), found)
	}
	var task *btf.Struct
	if m, err := TypeByName("task_struct", &task); err != nil || m != "vmlinux" || task.Size == 0 {
		t.Errorf("TypeByName(task_struct) = %q, %v", m, err)
	}
}

func TestOffset(t *testing.T) {
	if _, err := Kernel(); err != nil {
		testutil.RequireKernel(t, "no kernel BTF: "+err.Error())
	}
	pid, err := Offset("task_struct", "pid")
	if err != nil || pid == 0 {
		t.Fatalf("task_struct.pid at %d, %v", pid, err)
	}
	se, err1 := Offset("task_struct", "se")
	sum, err2 := Offset("sched_entity", "sum_exec_runtime")
	path, err3 := Offset("task_struct", "se.sum_exec_runtime")
	if err := errors.Join(err1, err2, err3); err != nil || path != se+sum {
		t.Errorf("se.sum_exec_runtime at %d, want %d+%d (%v)", path, se, sum, err)
	}
	if _, err := Offset("task_struct", "no_such_member"); err == nil {
		t.Error("found a member that does not exist")
	}
}
