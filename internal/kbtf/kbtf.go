// Package kbtf answers the questions sonde's kernel probes ask of the
// running kernel's BTF: which functions exist (in vmlinux and in modules),
// what their parameters are, and how a BTF type is spelled in C.
//
// The BTF of vmlinux and of each module is indexed once per process and
// shared (Spec): a type is decoded when it is looked up, with what it
// refers to, so that a script naming a few kernel structs costs a couple of
// milliseconds rather than a full parse of the kernel's 100k types. The
// types are cilium/ebpf's (btf.Struct, btf.Func, ...), as its full parse
// builds them; LoaderSpec is that full parse, for cilium's program loader.
//
// It imports only cilium/ebpf/btf; the kernel facts it reads come from
// /sys/kernel/btf.
package kbtf

import (
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/cilium/ebpf/btf"
)

// ErrNoFunc says BTF has no function of that name.
var ErrNoFunc = errors.New("no such function in BTF")

// Func finds a function in vmlinux (module "") or in a module. With module
// "*" it looks in vmlinux first, then in every loaded module, and returns
// the module where it found the function ("" for vmlinux).
func Func(module, name string) (*btf.Func, string, error) {
	try := func(mod string) (*btf.Func, error) {
		var s *Spec
		var err error
		if mod == "" {
			s, err = Kernel()
		} else {
			s, err = Module(mod)
		}
		if err != nil {
			return nil, err
		}
		var fn *btf.Func
		err = s.TypeByName(name, &fn)
		if errors.Is(err, btf.ErrNotFound) {
			return nil, fmt.Errorf("%s: %w", name, ErrNoFunc)
		}
		if errors.Is(err, btf.ErrMultipleMatches) {
			// Equally-named static functions: their prototypes usually agree.
			var fns []btf.Type
			fns, err = s.AnyTypesByName(name)
			for _, t := range fns {
				if f, ok := t.(*btf.Func); ok {
					return f, nil
				}
			}
		}
		if err != nil {
			return nil, fmt.Errorf("look up %s in BTF: %w", name, err)
		}
		return fn, nil
	}
	if module != "*" {
		fn, err := try(module)
		return fn, module, err
	}
	fn, err := try("")
	if !errors.Is(err, ErrNoFunc) {
		return fn, "", err
	}
	mods, merr := Modules()
	if merr != nil {
		return nil, "", err
	}
	for _, m := range mods {
		if f, err := try(m); err == nil {
			return f, m, nil
		}
	}
	return nil, "", err
}

var (
	namesOnce sync.Once
	names     map[string]bool
	namesErr  error
)

// FuncNames returns the names of every function in vmlinux's BTF.
func FuncNames() (map[string]bool, error) {
	namesOnce.Do(func() {
		s, err := Kernel()
		if err != nil {
			namesErr = err
			return
		}
		names = map[string]bool{}
		for _, name := range s.Names("func") {
			names[name] = true
		}
	})
	return names, namesErr
}

// ModuleFuncNames returns the names of the functions a module's BTF
// defines (not those of vmlinux it refers to).
func ModuleFuncNames(module string) ([]string, error) {
	s, err := Module(module)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, name := range s.Names("func") {
		out = append(out, name)
	}
	return out, nil
}

// Param is one argument of a kernel function or raw tracepoint as its BPF
// program sees it: Slot is its index in the u64 context array, Slots how
// many u64 it takes.
type Param struct {
	Name   string
	CType  string
	Type   btf.Type
	Slot   int
	Slots  int
	Signed bool
}

// Params lays out a function's parameters in the fentry context array, and
// returns the number of slots they take (fexit's return value follows them).
func Params(fn *btf.Func) ([]Param, int, error) {
	proto, ok := fn.Type.(*btf.FuncProto)
	if !ok {
		return nil, 0, fmt.Errorf("%s: BTF func without prototype", fn.Name)
	}
	var out []Param
	slot := 0
	for i, p := range proto.Params {
		if _, void := p.Type.(*btf.Void); void && i == len(proto.Params)-1 {
			break // variadic
		}
		size, err := btf.Sizeof(p.Type)
		if err != nil {
			return nil, 0, fmt.Errorf("%s: size of parameter %d: %w", fn.Name, i, err)
		}
		n := (size + 7) / 8
		if n < 1 {
			n = 1
		}
		name := p.Name
		if name == "" {
			name = fmt.Sprintf("arg%d", i)
		}
		out = append(out, Param{Name: name, CType: CType(p.Type), Type: p.Type, Slot: slot, Slots: n, Signed: Signed(p.Type)})
		slot += n
	}
	return out, slot, nil
}

// Return is the return type of a function (Void for none).
func Return(fn *btf.Func) btf.Type {
	if proto, ok := fn.Type.(*btf.FuncProto); ok && proto.Return != nil {
		return proto.Return
	}
	return &btf.Void{}
}

// Signed reports whether a type is a signed integer or enum, looking
// through typedefs and qualifiers.
func Signed(t btf.Type) bool {
	switch t := btf.UnderlyingType(t).(type) {
	case *btf.Int:
		return t.Encoding == btf.Signed
	case *btf.Enum:
		return t.Signed
	}
	return false
}

// intNames maps GCC's spelling of integer types in BTF to the usual C one.
var intNames = map[string]string{
	"long int":               "long",
	"long unsigned int":      "unsigned long",
	"long long int":          "long long",
	"long long unsigned int": "unsigned long long",
	"short int":              "short",
	"short unsigned int":     "unsigned short",
}

// CType spells a BTF type in C: "struct file *", "const char *", "int",
// "unsigned long", "size_t", "char[16]", "void (*)(int)".
func CType(t btf.Type) string {
	return declare(t, "")
}

// declare spells type t applied to a declarator ("" for an abstract one).
func declare(t btf.Type, decl string) string {
	join := func(base string) string {
		if decl == "" {
			return base
		}
		if strings.HasPrefix(decl, "*") || strings.HasPrefix(decl, "(") {
			return base + " " + decl
		}
		return base + decl
	}
	switch t := t.(type) {
	case nil, *btf.Void:
		return join("void")
	case *btf.Int:
		if n, ok := intNames[t.Name]; ok {
			return join(n)
		}
		return join(t.Name)
	case *btf.Float:
		return join(t.Name)
	case *btf.Typedef:
		return join(t.Name)
	case *btf.Struct:
		return join(tagged("struct", t.Name))
	case *btf.Union:
		return join(tagged("union", t.Name))
	case *btf.Enum:
		return join(tagged("enum", t.Name))
	case *btf.Fwd:
		kind := "struct"
		if t.Kind == btf.FwdUnion {
			kind = "union"
		}
		return join(tagged(kind, t.Name))
	case *btf.Const:
		if isPointer(t.Type) {
			return declare(t.Type, qualify("const", decl))
		}
		return "const " + declare(t.Type, decl)
	case *btf.Volatile:
		if isPointer(t.Type) {
			return declare(t.Type, qualify("volatile", decl))
		}
		return "volatile " + declare(t.Type, decl)
	case *btf.Restrict:
		return declare(t.Type, decl)
	case *btf.TypeTag:
		return declare(t.Type, decl)
	case *btf.Pointer:
		inner := "*" + decl
		switch btf.UnderlyingType(t.Target).(type) {
		case *btf.FuncProto, *btf.Array:
			if _, typedef := t.Target.(*btf.Typedef); !typedef {
				inner = "(" + inner + ")"
			}
		}
		return declare(t.Target, inner)
	case *btf.Array:
		return declare(t.Type, fmt.Sprintf("%s[%d]", decl, t.Nelems))
	case *btf.FuncProto:
		var ps []string
		for i, p := range t.Params {
			if _, void := p.Type.(*btf.Void); void && i == len(t.Params)-1 {
				ps = append(ps, "...")
				continue
			}
			ps = append(ps, CType(p.Type))
		}
		if len(ps) == 0 {
			ps = []string{"void"}
		}
		return declare(t.Return, decl+"("+strings.Join(ps, ", ")+")")
	default:
		return join(fmt.Sprint(t))
	}
}

func qualify(q, decl string) string {
	if decl == "" {
		return q
	}
	return q + " " + decl
}

func tagged(kind, name string) string {
	if name == "" {
		return kind + " {...}"
	}
	return kind + " " + name
}

func isPointer(t btf.Type) bool {
	for {
		switch tt := t.(type) {
		case *btf.TypeTag:
			t = tt.Type
		case *btf.Pointer:
			return true
		default:
			return false
		}
	}
}

// FuncID returns the BTF id of function name in vmlinux, as a program's
// call of a kernel function (a kfunc) names it.
func FuncID(name string) (btf.TypeID, error) {
	s, err := Kernel()
	if err != nil {
		return 0, err
	}
	ids := s.ids(name, true)
	if len(ids) == 0 {
		return 0, fmt.Errorf("%s: %w", name, ErrNoFunc)
	}
	return ids[0], nil
}
