package kbtf

import (
	"bytes"
	"debug/elf"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"sync"
	"syscall"

	"github.com/cilium/ebpf/btf"
)

var (
	btfMu     sync.Mutex
	btfFile   string // BPFTRACE_BTF; "" for the running kernel's
	kernel    *Spec
	kernelErr error
	modules   map[string]*Spec
	modNames  []string
	loader    *btf.Spec
	loaderErr error
)

// UseFile makes Kernel read the kernel's types from a file instead
// (BPFTRACE_BTF): a raw BTF blob or an ELF file with a .BTF section. An
// empty path goes back to the running kernel's.
func UseFile(path string) {
	btfMu.Lock()
	defer btfMu.Unlock()
	if path != btfFile {
		btfFile, kernel, kernelErr, modules, loader, loaderErr = path, nil, nil, nil, nil, nil
	}
}

// Kernel returns the kernel's BTF (/sys/kernel/btf/vmlinux, or the file
// given to UseFile), indexed on the first call: about a millisecond for
// vmlinux; its types are decoded when looked up.
func Kernel() (*Spec, error) {
	btfMu.Lock()
	defer btfMu.Unlock()
	return kernelLocked()
}

func kernelLocked() (*Spec, error) {
	if kernel == nil && kernelErr == nil {
		if btfFile != "" {
			kernel, kernelErr = loadFile(btfFile)
			if kernelErr != nil {
				kernelErr = fmt.Errorf("load BTF from %s: %w", btfFile, kernelErr)
			}
		} else {
			kernel, kernelErr = loadSys("vmlinux", nil)
			if kernelErr != nil {
				kernelErr = fmt.Errorf("load kernel BTF: %w", kernelErr)
			}
		}
	}
	return kernel, kernelErr
}

// Module returns the BTF of a loaded kernel module (/sys/kernel/btf/NAME),
// split on top of the kernel's.
func Module(module string) (*Spec, error) {
	btfMu.Lock()
	defer btfMu.Unlock()
	if s := modules[module]; s != nil {
		return s, nil
	}
	if module == "" || module == "vmlinux" || strings.ContainsAny(module, "/.") {
		return nil, fmt.Errorf("invalid module name %q", module)
	}
	base, err := kernelLocked()
	if err != nil {
		return nil, err
	}
	s, err := loadSys(module, base)
	if err != nil {
		return nil, fmt.Errorf("load BTF of module %s: %w", module, err)
	}
	if modules == nil {
		modules = map[string]*Spec{}
	}
	modules[module] = s
	return s, nil
}

// Modules lists the kernel modules that have BTF, sorted.
func Modules() ([]string, error) {
	btfMu.Lock()
	defer btfMu.Unlock()
	if modNames == nil {
		ents, err := os.ReadDir("/sys/kernel/btf")
		if err != nil {
			return nil, err
		}
		modNames = []string{}
		for _, e := range ents { // sorted by name
			if e.Name() != "vmlinux" {
				modNames = append(modNames, e.Name())
			}
		}
	}
	return slices.Clone(modNames), nil
}

// loadSys indexes /sys/kernel/btf/NAME. vmlinux is mapped rather than
// read (it is read-only, and megabytes); modules are small.
func loadSys(name string, base *Spec) (*Spec, error) {
	f, err := os.Open("/sys/kernel/btf/" + name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var b []byte
	if base == nil {
		if fi, err := f.Stat(); err == nil && fi.Size() > 0 {
			b, _ = syscall.Mmap(int(f.Fd()), 0, int(fi.Size()), syscall.PROT_READ, syscall.MAP_PRIVATE|syscall.MAP_POPULATE)
		}
	}
	if b == nil {
		if b, err = io.ReadAll(f); err != nil {
			return nil, err
		}
	}
	return parseSpec(b, base)
}

// loadFile indexes a BTF file: raw BTF, or an ELF file's .BTF section.
func loadFile(path string) (*Spec, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if bytes.HasPrefix(b, []byte(elf.ELFMAG)) {
		f, err := elf.NewFile(bytes.NewReader(b))
		if err != nil {
			return nil, err
		}
		sec := f.Section(".BTF")
		if sec == nil {
			return nil, errors.New("no .BTF section")
		}
		if b, err = sec.Data(); err != nil {
			return nil, err
		}
	}
	return parseSpec(b, nil)
}

// LoaderSpec returns the kernel's BTF parsed whole by cilium/ebpf, which
// its program loader wants to find fentry, fexit and LSM targets in. It
// costs tens of milliseconds: only loading such programs asks for it.
func LoaderSpec() (*btf.Spec, error) {
	btfMu.Lock()
	defer btfMu.Unlock()
	if loader == nil && loaderErr == nil {
		if btfFile != "" {
			loader, loaderErr = btf.LoadSpec(btfFile)
		} else {
			loader, loaderErr = btf.LoadKernelSpec()
		}
	}
	return loader, loaderErr
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

func specFor(module string) (*Spec, error) {
	if module == "" || module == "vmlinux" {
		return Kernel()
	}
	return Module(module)
}

// RawTracepoints lists every raw tracepoint as "module:event" ("vmlinux:..."
// for the kernel's own), from the btf_trace_* typedefs, by their names
// alone.
func RawTracepoints() ([]string, error) {
	var out []string
	collect := func(spec *Spec, module string) {
		for _, name := range spec.Names("typedef") {
			if ev, ok := strings.CutPrefix(name, "btf_trace_"); ok {
				out = append(out, module+":"+ev)
			}
		}
	}
	vm, err := Kernel()
	if err != nil {
		return nil, err
	}
	collect(vm, "vmlinux")
	mods, _ := Modules()
	for _, m := range mods {
		ms, err := Module(m)
		if err != nil {
			continue
		}
		collect(ms, m)
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
	if off, ok := spec.MemberOffset(structName, path); ok {
		return off, nil
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
