package kbtf

import (
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/cilium/ebpf/btf"
)

// btfCache holds vmlinux and module BTF once loaded. Loading vmlinux BTF
// costs tens of milliseconds and megabytes, so only scripts that need kernel
// types (casts, curtask, raw tracepoint args, #include) may trigger it.
var btfCache = btf.NewCache()

var (
	btfMu       sync.Mutex
	btfFile     string // BPFTRACE_BTF; "" for the running kernel's
	btfFileSpec *btf.Spec
	btfFileErr  error
)

// UseFile makes Kernel read the kernel's types from a file instead
// (BPFTRACE_BTF): a raw BTF blob or an ELF file with a .BTF section. An
// empty path goes back to the running kernel's.
func UseFile(path string) {
	btfMu.Lock()
	defer btfMu.Unlock()
	if path != btfFile {
		btfFile, btfFileSpec, btfFileErr = path, nil, nil
	}
}

// Kernel returns the kernel's BTF (/sys/kernel/btf/vmlinux, or the file
// given to UseFile), loading it on the first call.
func Kernel() (*btf.Spec, error) {
	btfMu.Lock()
	if btfFile != "" {
		defer btfMu.Unlock()
		if btfFileSpec == nil && btfFileErr == nil {
			btfFileSpec, btfFileErr = btf.LoadSpec(btfFile)
		}
		if btfFileErr != nil {
			return nil, fmt.Errorf("load BTF from %s: %w", btfFile, btfFileErr)
		}
		return btfFileSpec, nil
	}
	btfMu.Unlock()
	spec, err := btfCache.Kernel()
	if err != nil {
		return nil, fmt.Errorf("load kernel BTF: %w", err)
	}
	return spec, nil
}

// Module returns the BTF of a loaded kernel module (/sys/kernel/btf/NAME),
// split on top of the kernel's.
func Module(module string) (*btf.Spec, error) {
	spec, err := btfCache.Module(module)
	if err != nil {
		return nil, fmt.Errorf("load BTF of module %s: %w", module, err)
	}
	return spec, nil
}

// Modules lists the kernel modules that have BTF, sorted.
func Modules() ([]string, error) {
	return btfCache.Modules()
}

// TypeByName looks a named type up in vmlinux, then in each module with BTF,
// and reports where it was found ("vmlinux" or a module name). typ is as for
// btf.Spec.TypeByName: a pointer to a *btf.Struct, *btf.Typedef, ... or to a
// btf.Type for any kind.
func TypeByName(name string, typ any) (module string, err error) {
	spec, err := Kernel()
	if err != nil {
		return "", err
	}
	if err := spec.TypeByName(name, typ); err == nil {
		return "vmlinux", nil
	} else if !errors.Is(err, btf.ErrNotFound) {
		return "", err
	}
	mods, _ := Modules()
	for _, m := range mods {
		ms, err := Module(m)
		if err != nil {
			continue
		}
		if ms.TypeByName(name, typ) == nil {
			return m, nil
		}
	}
	return "", fmt.Errorf("type %s: %w", name, btf.ErrNotFound)
}

// RawTracepointModule returns where raw tracepoint EVENT is defined:
// "vmlinux" or a module name. It checks for the btf_trace_EVENT typedef the
// kernel emits for every tracepoint.
func RawTracepointModule(event string) (string, error) {
	var td *btf.Typedef
	m, err := TypeByName("btf_trace_"+event, &td)
	if err != nil {
		if errors.Is(err, btf.ErrNotFound) {
			return "", fmt.Errorf("raw tracepoint %s not found", event)
		}
		return "", err
	}
	return m, nil
}

// RawTracepointArgs returns the arguments a raw tracepoint passes to BPF
// (the u64 array in its context), without the leading "void *__data".
// Names come from the per-event __traceiter_EVENT function; when it is
// missing they fall back to the btf_trace_EVENT typedef, whose parameters
// are unnamed: they are called arg0, arg1, ...
func RawTracepointArgs(module, event string) ([]Param, error) {
	spec, err := specFor(module)
	if err != nil {
		return nil, err
	}
	var proto *btf.FuncProto
	var fn *btf.Func
	if err := spec.TypeByName("__traceiter_"+event, &fn); err == nil {
		proto, _ = fn.Type.(*btf.FuncProto)
	}
	if proto == nil {
		var td *btf.Typedef
		if err := spec.TypeByName("btf_trace_"+event, &td); err != nil {
			return nil, fmt.Errorf("raw tracepoint %s:%s not found", module, event)
		}
		if ptr, ok := td.Type.(*btf.Pointer); ok {
			proto, _ = ptr.Target.(*btf.FuncProto)
		}
		if proto == nil {
			return nil, fmt.Errorf("raw tracepoint %s:%s: btf_trace_%s is not a function pointer", module, event, event)
		}
	}
	if len(proto.Params) == 0 {
		return nil, nil
	}
	var out []Param
	for i, p := range proto.Params[1:] {
		name := p.Name
		if name == "" {
			name = fmt.Sprintf("arg%d", i)
		}
		out = append(out, Param{Name: name, CType: CType(p.Type), Type: p.Type, Slot: i, Slots: 1, Signed: Signed(p.Type)})
	}
	return out, nil
}

func specFor(module string) (*btf.Spec, error) {
	if module == "" || module == "vmlinux" {
		return Kernel()
	}
	return Module(module)
}

// RawTracepoints lists every raw tracepoint as "module:event" ("vmlinux:..."
// for the kernel's own), sorted, from the btf_trace_* typedefs. It walks all
// of vmlinux BTF: use it for listing, not on a hot path.
func RawTracepoints() ([]string, error) {
	var out []string
	collect := func(spec *btf.Spec, module string, base *btf.Spec) error {
		for t, err := range spec.All() {
			if err != nil {
				return err
			}
			td, ok := t.(*btf.Typedef)
			if !ok {
				continue
			}
			ev, ok := strings.CutPrefix(td.Name, "btf_trace_")
			if !ok {
				continue
			}
			if base != nil {
				// Split specs iterate base types too: keep the module's own.
				var other *btf.Typedef
				if base.TypeByName(td.Name, &other) == nil && other == td {
					continue
				}
			}
			out = append(out, module+":"+ev)
		}
		return nil
	}
	vm, err := Kernel()
	if err != nil {
		return nil, err
	}
	if err := collect(vm, "vmlinux", nil); err != nil {
		return nil, fmt.Errorf("list raw tracepoints: %w", err)
	}
	mods, _ := Modules()
	for _, m := range mods {
		ms, err := Module(m)
		if err != nil {
			continue
		}
		if err := collect(ms, m, vm); err != nil {
			return nil, fmt.Errorf("list raw tracepoints of %s: %w", m, err)
		}
	}
	return out, nil
}

// Offset is the byte offset of a member of a vmlinux struct, given as a
// path of member names ("pid", "se.sum_exec_runtime"); members of
// anonymous structs and unions count as members of the struct holding them.
func Offset(structName, path string) (uint32, error) {
	spec, err := Kernel()
	if err != nil {
		return 0, err
	}
	var s *btf.Struct
	if err := spec.TypeByName(structName, &s); err != nil {
		return 0, fmt.Errorf("find struct %s: %w", structName, err)
	}
	var t btf.Type = s
	off := uint32(0)
	for _, name := range strings.Split(path, ".") {
		m, at, ok := member(t, name)
		if !ok {
			return 0, fmt.Errorf("struct %s has no member %s", structName, path)
		}
		off += at
		t = btf.UnderlyingType(m.Type)
	}
	return off, nil
}

// member finds a member of a struct or union by name, looking into
// anonymous members, with its offset in bytes.
func member(t btf.Type, name string) (btf.Member, uint32, bool) {
	var members []btf.Member
	switch t := t.(type) {
	case *btf.Struct:
		members = t.Members
	case *btf.Union:
		members = t.Members
	}
	for _, m := range members {
		if m.Name == name {
			return m, m.Offset.Bytes(), true
		}
		if m.Name == "" {
			if inner, at, ok := member(btf.UnderlyingType(m.Type), name); ok {
				return inner, m.Offset.Bytes() + at, true
			}
		}
	}
	return btf.Member{}, 0, false
}
