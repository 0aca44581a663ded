package kbtf

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/cilium/ebpf/btf"
)

// fullKernel parses the running kernel's BTF whole, as cilium/ebpf does:
// what the lazy Spec must agree with.
func fullKernel(t *testing.T) (*btf.Spec, *Spec) {
	t.Helper()
	if _, err := os.Stat("/sys/kernel/btf/vmlinux"); err != nil {
		t.Skip("no kernel BTF:", err)
	}
	full, err := btf.LoadKernelSpec()
	if err != nil {
		t.Fatal(err)
	}
	lazy, err := loadSys("vmlinux", nil)
	if err != nil {
		t.Fatal(err)
	}
	return full, lazy
}

// TestLazyAgrees decodes a sample of types by name, each with everything
// it reaches, and compares the graphs with a full parse's.
func TestLazyAgrees(t *testing.T) {
	full, lazy := fullKernel(t)
	for _, tc := range []struct {
		name string
		typ  func() any
	}{
		{"task_struct", func() any { return new(*btf.Struct) }}, // anonymous members, bit-fields
		{"sk_buff", func() any { return new(*btf.Struct) }},
		{"cfs_rq", func() any { return new(*btf.Struct) }},
		{"pid_type", func() any { return new(*btf.Enum) }},
		{"bpf_cmd", func() any { return new(*btf.Enum) }},
		{"size_t", func() any { return new(*btf.Typedef) }}, // typedef chains
		{"u64", func() any { return new(*btf.Typedef) }},
		{"pid_t", func() any { return new(*btf.Typedef) }},
		{"vfs_read", func() any { return new(*btf.Func) }}, // func protos
		{"__traceiter_sched_switch", func() any { return new(*btf.Func) }},
		{"btf_trace_sched_switch", func() any { return new(*btf.Typedef) }},
		{"bpf_map_sum_elem_count", func() any { return new(*btf.Func) }}, // decl tags (kfunc)
	} {
		want, got := tc.typ(), tc.typ()
		werr := full.TypeByName(tc.name, want)
		gerr := lazy.TypeByName(tc.name, got)
		if (werr == nil) != (gerr == nil) {
			t.Errorf("%s: full parse: %v, lazy: %v", tc.name, werr, gerr)
			continue
		}
		if werr != nil {
			continue // not in this kernel
		}
		w := reflect.ValueOf(want).Elem().Interface()
		g := reflect.ValueOf(got).Elem().Interface()
		if !reflect.DeepEqual(w, g) {
			t.Errorf("%s: lazy %v, full parse %v", tc.name, g, w)
		}
	}
	// Types with more than one definition, of several kinds.
	for _, name := range []string{"cpu", "timer_list"} {
		want, werr := full.AnyTypesByName(name)
		got, gerr := lazy.AnyTypesByName(name)
		if werr != nil || gerr != nil || !reflect.DeepEqual(want, got) {
			t.Errorf("AnyTypesByName(%s) = %v, %v; full parse %v, %v", name, got, gerr, want, werr)
		}
	}
	var s *btf.Struct
	if err := lazy.TypeByName("no_such_struct_sonde", &s); !errors.Is(err, btf.ErrNotFound) {
		t.Errorf("TypeByName(no_such_struct_sonde) = %v", err)
	}
}

// TestLazyAll compares every type, one level deep, and the enumerators.
func TestLazyAll(t *testing.T) {
	if testing.Short() {
		t.Skip("decodes all of vmlinux twice")
	}
	full, lazy := fullKernel(t)
	n := 0
	var e *btf.Enum
	for id := btf.TypeID(1); ; id++ {
		want, werr := full.TypeByID(id)
		got, gerr := lazy.TypeByID(id)
		if errors.Is(werr, btf.ErrNotFound) {
			if gerr == nil {
				t.Errorf("type %d: lazy has it, full parse does not", id)
			}
			break
		}
		if gerr != nil {
			if fmt.Sprintf("%T", want) != "*btf.declTag" { // applied to their targets instead
				t.Errorf("type %d (%v): %v", id, want, gerr)
			}
			continue
		}
		if w, g := fmt.Sprint(want), fmt.Sprint(got); w != g {
			t.Errorf("type %d: lazy %s, full parse %s", id, g, w)
		}
		if en, ok := got.(*btf.Enum); ok && e == nil && len(en.Values) > 0 {
			e = en
		}
		n++
	}
	if n < 1000 {
		t.Errorf("only %d types", n)
	}
	if e != nil {
		v := e.Values[len(e.Values)-1]
		if en, got, ok := lazy.EnumValue(v.Name); !ok || got != v.Value || en.Name != e.Name {
			t.Errorf("EnumValue(%s) = %v %d, %v, want %d of enum %s", v.Name, en, got, ok, v.Value, e.Name)
		}
	}
}

// TestSplit reads a module's split BTF, made up here on top of the
// running kernel's: its types refer to vmlinux's by ID, its names to
// vmlinux's strings and to its own.
func TestSplit(t *testing.T) {
	full, lazy := fullKernel(t)
	var task *btf.Struct
	if err := full.TypeByName("task_struct", &task); err != nil {
		t.Fatal(err)
	}
	taskID, _ := full.TypeID(task)
	var intT *btf.Int
	if err := full.TypeByName("int", &intT); err != nil {
		t.Fatal(err)
	}
	intID, _ := full.TypeID(intT)
	baseStrs := uint32(len(lazy.strs))
	pidOff := uint32(bytes.Index(lazy.strs, []byte("\x00pid\x00")) + 1) // a vmlinux string
	first := uint32(len(lazy.offs))
	// Own strings: "\0sonde_mod\0state\0sonde_fn\0p\0".
	strs := []byte("\x00sonde_mod\x00state\x00sonde_fn\x00p\x00")
	own := func(s string) uint32 { return baseStrs + uint32(bytes.Index(strs, []byte("\x00"+s+"\x00"))+1) }
	var ty []byte
	put := func(v ...uint32) {
		for _, x := range v {
			ty = binary.LittleEndian.AppendUint32(ty, x)
		}
	}
	// first: struct sonde_mod { int pid; struct task_struct *state; } with
	// a decl tag; first+1: struct task_struct *; first+2: func proto
	// int (struct sonde_mod *p); first+3: pointer to sonde_mod; first+4:
	// func sonde_fn; first+5: decl tag "sonde" on member 1.
	put(own("sonde_mod"), 4<<24|2, 16, pidOff, uint32(intID), 0, own("state"), first+1, 64)
	put(0, 2<<24, uint32(taskID))
	put(0, 13<<24|1, uint32(intID), own("p"), first+3)
	put(0, 2<<24, first)
	put(own("sonde_fn"), 12<<24|1, first+2)
	put(own("state"), 17<<24, first, 1)
	var blob []byte
	blob = binary.LittleEndian.AppendUint16(blob, 0xeb9f)
	blob = append(blob, 1, 0)
	blob = binary.LittleEndian.AppendUint32(blob, 24)
	blob = binary.LittleEndian.AppendUint32(blob, 0)
	blob = binary.LittleEndian.AppendUint32(blob, uint32(len(ty)))
	blob = binary.LittleEndian.AppendUint32(blob, uint32(len(ty)))
	blob = binary.LittleEndian.AppendUint32(blob, uint32(len(strs)))
	blob = append(append(blob, ty...), strs...)

	fullMod, err := btf.LoadSplitSpecFromReader(bytes.NewReader(blob), full)
	if err != nil {
		t.Fatal(err)
	}
	mod, err := parseSpec(blob, lazy)
	if err != nil {
		t.Fatal(err)
	}
	var want, got *btf.Func
	if err := fullMod.TypeByName("sonde_fn", &want); err != nil {
		t.Fatal(err)
	}
	if err := mod.TypeByName("sonde_fn", &got); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(want, got) {
		t.Errorf("module func: lazy %v, full parse %v", got, want)
	}
	ps, _, err := Params(got)
	if err != nil || len(ps) != 1 || ps[0].CType != "struct sonde_mod *" {
		t.Errorf("sonde_fn params %+v, %v", ps, err)
	}
	var s *btf.Struct
	if err := mod.TypeByName("sonde_mod", &s); err != nil || s.Members[0].Name != "pid" || s.Members[1].Tags[0] != "state" {
		t.Errorf("struct sonde_mod = %v, %v", s, err)
	}
	// The base's types are shared, as a full parse shares them.
	var baseTask *btf.Struct
	lazy.TypeByName("task_struct", &baseTask)
	if ptr := s.Members[1].Type.(*btf.Pointer); ptr.Target != baseTask {
		t.Error("the module's task_struct is not vmlinux's")
	}
	var names []string
	for _, n := range mod.Names("func") {
		names = append(names, n)
	}
	if !reflect.DeepEqual(names, []string{"sonde_fn"}) {
		t.Errorf("module funcs %q", names)
	}
	if err := mod.TypeByName("task_struct", &s); !errors.Is(err, btf.ErrNotFound) {
		t.Errorf("a module spec finds vmlinux's task_struct: %v", err)
	}
}

func BenchmarkKernel(b *testing.B) {
	if _, err := os.Stat("/sys/kernel/btf/vmlinux"); err != nil {
		b.Skip(err)
	}
	for b.Loop() {
		s, err := loadSys("vmlinux", nil)
		if err != nil {
			b.Fatal(err)
		}
		var task *btf.Struct
		if err := s.TypeByName("task_struct", &task); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkIndex(b *testing.B) {
	for b.Loop() {
		if _, err := loadSys("vmlinux", nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLookup(b *testing.B) {
	s, _ := loadSys("vmlinux", nil)
	for b.Loop() {
		s.ids("task_struct", false)
	}
}

// TestLoadFile reads BPFTRACE_BTF's two forms: raw BTF, and an ELF file's
// .BTF section (here an ELF file made up around the kernel's BTF).
func TestLoadFile(t *testing.T) {
	raw, err := os.ReadFile("/sys/kernel/btf/vmlinux")
	if err != nil {
		t.Skip("no kernel BTF:", err)
	}
	dir := t.TempDir()
	shstr := []byte("\x00.shstrtab\x00.BTF\x00")
	var f []byte
	le := binary.LittleEndian
	// ELF header: 64-bit, little-endian, ET_REL, x86-64; sections after the data.
	shoff := uint64(64 + len(raw) + len(shstr))
	f = append(f, 0x7f, 'E', 'L', 'F', 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0)
	f = le.AppendUint16(f, 1)
	f = le.AppendUint16(f, 62)
	f = le.AppendUint32(f, 1)
	f = le.AppendUint64(f, 0)
	f = le.AppendUint64(f, 0)
	f = le.AppendUint64(f, shoff)
	f = le.AppendUint32(f, 0)
	for _, v := range []uint16{64, 0, 0, 64, 3, 1} { // ehsize, phentsize, phnum, shentsize, shnum, shstrndx
		f = le.AppendUint16(f, v)
	}
	f = append(append(f, raw...), shstr...)
	section := func(name, typ uint32, off, size uint64) {
		f = le.AppendUint32(f, name)
		f = le.AppendUint32(f, typ)
		for _, v := range []uint64{0, 0, off, size} { // flags, addr, offset, size
			f = le.AppendUint64(f, v)
		}
		f = le.AppendUint32(f, 0)
		f = le.AppendUint32(f, 0)
		f = le.AppendUint64(f, 1)
		f = le.AppendUint64(f, 0)
	}
	section(0, 0, 0, 0)
	section(1, 3, uint64(64+len(raw)), uint64(len(shstr))) // .shstrtab
	section(11, 1, 64, uint64(len(raw)))                   // .BTF, PROGBITS
	for name, b := range map[string][]byte{"vmlinux.btf": raw, "vmlinux.elf": f} {
		path := dir + "/" + name
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := loadFile(path)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var p *btf.Struct
		if err := s.TypeByName("path", &p); err != nil || p.Size != 16 {
			t.Errorf("%s: struct path = %v, %v", name, p, err)
		}
	}
	if _, err := loadFile("/proc/version"); err == nil {
		t.Error("/proc/version read as BTF")
	}
}

// TestMemberOffset: the offsets MemberOffset reads from the records are
// those of the decoded types (member), for every member of a sample of
// the kernel's structs, members of anonymous ones and nested paths
// included; a name no member has is not found.
func TestMemberOffset(t *testing.T) {
	if _, err := os.Stat("/sys/kernel/btf/vmlinux"); err != nil {
		t.Skip("no kernel BTF:", err)
	}
	spec, err := loadSys("vmlinux", nil)
	if err != nil {
		t.Fatal(err)
	}
	// names lists a struct's member paths: its members', its anonymous
	// members' members', and one level into named struct members.
	var names func(ty btf.Type, prefix string, depth int) []string
	names = func(ty btf.Type, prefix string, depth int) []string {
		var ms []btf.Member
		switch ty := btf.UnderlyingType(ty).(type) {
		case *btf.Struct:
			ms = ty.Members
		case *btf.Union:
			ms = ty.Members
		}
		var out []string
		for _, m := range ms {
			if m.Name == "" {
				out = append(out, names(m.Type, prefix, depth)...)
				continue
			}
			out = append(out, prefix+m.Name)
			if depth > 0 {
				out = append(out, names(m.Type, prefix+m.Name+".", depth-1)...)
			}
		}
		return out
	}
	checked, i := 0, 0
	for id, name := range spec.Names("struct") {
		i++
		if name != "task_struct" && name != "sock" && i%40 != 0 {
			continue
		}
		ty, err := spec.TypeByID(id)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := spec.MemberOffset(name, "no_such_member"); ok {
			t.Errorf("%s.no_such_member found", name)
		}
		for _, path := range names(ty, "", 1) {
			got, ok := spec.MemberOffset(name, path)
			if len(spec.ids(name, false)) > 1 {
				if ok {
					// Several types of the name: only one may be a struct.
					n := 0
					for _, c := range spec.ids(name, false) {
						if spec.kind(c) == kindStruct {
							n++
						}
					}
					if n != 1 {
						t.Errorf("%s: %d structs of the name, MemberOffset answered", name, n)
					}
				}
				continue
			}
			var want uint32
			cur, found := ty, true
			for _, part := range strings.Split(path, ".") {
				m, at, ok := member(btf.UnderlyingType(cur), part)
				if !ok {
					found = false
					break
				}
				want += at
				cur = m.Type
			}
			if !found {
				t.Fatalf("%s.%s: not found in the decoded type", name, path)
			}
			if !ok || got != want {
				t.Errorf("%s.%s: MemberOffset = %d %v, decoded %d", name, path, got, ok, want)
			}
			checked++
		}
	}
	if checked < 500 {
		t.Errorf("only %d members checked", checked)
	}
	t.Logf("%d member paths checked", checked)
}
