package flow

import (
	"github.com/cilium/ebpf/btf"

	"sonde/internal/elfx"
	"sonde/internal/kbtf"
)

// kernelFn types a kernel function from BTF, by the name the func builtin
// printed (vmlinux first, then the loaded modules). Its parameters are
// read from the argument registers only where the entries are kprobes
// (regs); fentry's context ends at the function's arity. A function BTF
// does not have prints its return register in hex.
func kernelFn(name string, regs bool) *Fn {
	fn := &Fn{Name: name}
	f, _, err := kbtf.Func("*", name)
	if err != nil {
		return fn
	}
	params, _, err := kbtf.Params(f)
	if err != nil {
		return fn
	}
	fn.Typed = true
	if regs {
		for _, p := range params {
			fn.Params = append(fn.Params, btfParam(p.Name, p.Type))
		}
	}
	if r := kbtf.Return(f); !isVoid(r) {
		p := btfParam("", r)
		fn.Ret = &p
	}
	return fn
}

func isVoid(t btf.Type) bool {
	_, ok := btf.UnderlyingType(t).(*btf.Void)
	return ok
}

// btfParam describes a BTF type as the formatter reads a register.
func btfParam(name string, t btf.Type) elfx.Param {
	size, _ := btf.Sizeof(t)
	p := elfx.Param{Name: name, CType: kbtf.CType(t), Size: size, Signed: kbtf.Signed(t)}
	switch btf.UnderlyingType(t).(type) {
	case *btf.Pointer:
		p.CType = "void *" // printed in hex, whatever it points to
	case *btf.Struct, *btf.Union:
		p.Struct = true
	case *btf.Float:
		p.Float = true
	}
	return p
}
