package kernel

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

// UseBTFFile makes KernelBTF read the kernel's types from a file instead
// (BPFTRACE_BTF): a raw BTF blob or an ELF file with a .BTF section. An
// empty path goes back to the running kernel's.
func UseBTFFile(path string) {
	btfMu.Lock()
	defer btfMu.Unlock()
	if path != btfFile {
		btfFile, btfFileSpec, btfFileErr = path, nil, nil
	}
}

// KernelBTF returns the kernel's BTF (/sys/kernel/btf/vmlinux, or the file
// given to UseBTFFile), loading it on the first call.
func KernelBTF() (*btf.Spec, error) {
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

// ModuleBTF returns the BTF of a loaded kernel module (/sys/kernel/btf/NAME),
// split on top of the kernel's.
func ModuleBTF(module string) (*btf.Spec, error) {
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

// BTFCache is the shared cache, for ebpf.CollectionOptions / ProgramOptions
// (KernelTypes) so that loading programs does not parse vmlinux again.
func BTFCache() *btf.Cache { return btfCache }

// TypeByName looks a named type up in vmlinux, then in each module with BTF,
// and reports where it was found ("vmlinux" or a module name). typ is as for
// btf.Spec.TypeByName: a pointer to a *btf.Struct, *btf.Typedef, ... or to a
// btf.Type for any kind.
func TypeByName(name string, typ any) (module string, err error) {
	spec, err := KernelBTF()
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
		ms, err := ModuleBTF(m)
		if err != nil {
			continue
		}
		if ms.TypeByName(name, typ) == nil {
			return m, nil
		}
	}
	return "", fmt.Errorf("type %s: %w", name, btf.ErrNotFound)
}

// Param is one argument of a kernel function or raw tracepoint.
type Param struct {
	Name  string
	CType string // C spelling: "struct task_struct *", "unsigned int"
	Type  btf.Type
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
		out = append(out, Param{Name: name, CType: CTypeName(p.Type), Type: p.Type})
	}
	return out, nil
}

func specFor(module string) (*btf.Spec, error) {
	if module == "" || module == "vmlinux" {
		return KernelBTF()
	}
	return ModuleBTF(module)
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
	vm, err := KernelBTF()
	if err != nil {
		return nil, err
	}
	if err := collect(vm, "vmlinux", nil); err != nil {
		return nil, fmt.Errorf("list raw tracepoints: %w", err)
	}
	mods, _ := Modules()
	for _, m := range mods {
		ms, err := ModuleBTF(m)
		if err != nil {
			continue
		}
		if err := collect(ms, m, vm); err != nil {
			return nil, fmt.Errorf("list raw tracepoints of %s: %w", m, err)
		}
	}
	return out, nil
}

// CTypeName spells a BTF type as C does in a declaration without a name:
// "struct task_struct *", "const char *", "unsigned int", "u8[16]".
func CTypeName(t btf.Type) string {
	switch t := t.(type) {
	case nil:
		return "void"
	case *btf.Void:
		return "void"
	case *btf.Int:
		return t.Name
	case *btf.Float:
		return t.Name
	case *btf.Typedef:
		return t.Name
	case *btf.Struct:
		return "struct " + nameOr(t.Name)
	case *btf.Union:
		return "union " + nameOr(t.Name)
	case *btf.Enum:
		return "enum " + nameOr(t.Name)
	case *btf.Fwd:
		return t.Kind.String() + " " + t.Name
	case *btf.Pointer:
		if fp, ok := t.Target.(*btf.FuncProto); ok {
			return funcPointerName(fp)
		}
		base := CTypeName(t.Target)
		if strings.HasSuffix(base, "*") {
			return base + "*"
		}
		return base + " *"
	case *btf.Const:
		if _, ok := t.Type.(*btf.Pointer); ok {
			return CTypeName(t.Type) + " const"
		}
		return "const " + CTypeName(t.Type)
	case *btf.Volatile:
		if _, ok := t.Type.(*btf.Pointer); ok {
			return CTypeName(t.Type) + " volatile"
		}
		return "volatile " + CTypeName(t.Type)
	case *btf.Restrict:
		return CTypeName(t.Type)
	case *btf.TypeTag:
		return CTypeName(t.Type)
	case *btf.Array:
		return fmt.Sprintf("%s[%d]", CTypeName(t.Type), t.Nelems)
	case *btf.FuncProto:
		return funcPointerName(t)
	}
	return t.TypeName()
}

func nameOr(n string) string {
	if n == "" {
		return "(anon)"
	}
	return n
}

func funcPointerName(fp *btf.FuncProto) string {
	var params []string
	for _, p := range fp.Params {
		params = append(params, CTypeName(p.Type))
	}
	return CTypeName(fp.Return) + " (*)(" + strings.Join(params, ", ") + ")"
}

// IsSigned reports whether a BTF type, seen through typedefs and qualifiers,
// is a signed integer or a signed enum.
func IsSigned(t btf.Type) bool {
	switch t := btf.UnderlyingType(t).(type) {
	case *btf.Int:
		return t.Encoding == btf.Signed
	case *btf.Enum:
		return t.Signed
	}
	return false
}
