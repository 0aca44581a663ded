package probe

import (
	"errors"
	"strings"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"

	"sonde/internal/bpf"
	"sonde/internal/kbtf"
	"sonde/internal/kernel"
	"sonde/internal/probe/point"
)

// Env is the compiler's window on this machine (what the checker's Env
// asks): attach points resolved by the providers with Opts, contexts from
// RunningKernel, types from the kernel's BTF.
type Env struct{ Opts AttachOptions }

func (e Env) Resolve(attach string) ([]point.Target, error) {
	_, ts, err := Resolve(attach, e.Opts)
	return ts, err
}

func (Env) Context(t point.Target) (*point.Context, error) {
	p, ok := Lookup(t.Provider)
	if !ok {
		return nil, &point.UnknownProviderError{Name: t.Provider}
	}
	return p.Context(t, RunningKernel)
}

func (Env) KernelBTF() (point.KernelTypes, error) {
	s, err := kbtf.Kernel()
	if err != nil {
		return nil, err
	}
	return s, nil
}

// KernelOffset locates a member of a kernel struct, for the task flags
// shared programs test.
func (Env) KernelOffset(structName, path string) (uint32, error) {
	return kbtf.Offset(structName, path)
}

// RunningKernel answers point.Kernel from this machine: tracepoint formats
// from tracefs, function and raw tracepoint arguments from the kernel's BTF.
var RunningKernel point.Kernel = runningKernel{}

type runningKernel struct{}

func (runningKernel) TracepointFields(group, event string) ([]point.Field, error) {
	f, err := kernel.Format(group, event)
	if err != nil {
		return nil, err
	}
	var fields []point.Field
	for _, ff := range f.Fields {
		fields = append(fields, point.Field{
			Name:    ff.Name,
			CType:   ff.CType,
			Offset:  ff.Offset,
			Size:    ff.Size,
			Signed:  ff.Signed,
			DataLoc: ff.DataLoc || ff.RelLoc,
		})
	}
	return fields, nil
}

func (runningKernel) FuncArgs(module, fn string) ([]point.Field, int, error) {
	f, _, err := kbtf.Func(module, fn)
	if err != nil {
		return nil, 0, err
	}
	params, slots, err := kbtf.Params(f)
	if err != nil {
		return nil, 0, err
	}
	return slotFields(params), slots, nil
}

func (runningKernel) RawTracepointArgs(group, event string) ([]point.Field, error) {
	params, err := kbtf.RawTracepointArgs(group, event)
	if err != nil {
		return nil, err
	}
	return slotFields(params), nil
}

// slotFields are parameters as fields of a u64 context array.
func slotFields(params []kbtf.Param) []point.Field {
	var out []point.Field
	for _, p := range params {
		out = append(out, point.Field{Name: p.Name, CType: p.CType, Offset: 8 * p.Slot, Size: 8 * p.Slots, Signed: p.Signed})
	}
	return out
}

// KfuncAllowed reports whether the kernel lets a program of ctx's type
// (and attach target) call the kfunc whose vmlinux BTF ID is id, for
// newest bpftrace's kfunc_allowed(): it loads a program that calls it.
// The verifier refuses a kfunc outside the program type's sets before it
// looks at the arguments ("calling kernel function NAME is not allowed"),
// so a refusal for anything else, found in a verifier log, is a kfunc
// the program may call; a program the kernel refuses before verifying it
// answers no.
func (Env) KfuncAllowed(id uint32, ctx *point.Context) bool {
	insns := asm.Instructions{
		asm.Mov.Imm(asm.R1, 0), asm.Mov.Imm(asm.R2, 0), asm.Mov.Imm(asm.R3, 0),
		asm.Mov.Imm(asm.R4, 0), asm.Mov.Imm(asm.R5, 0),
		bpf.KfuncCall(id),
		asm.Mov.Imm(asm.R0, 0), asm.Return(),
	}
	p, err := bpf.LoadProgram(&ebpf.ProgramSpec{Name: "kfunc_allowed", Type: ctx.ProgType, AttachType: ctx.AttachType,
		AttachTo: ctx.AttachTo, Instructions: insns, License: "GPL"})
	if err == nil {
		p.Close()
		return true
	}
	var ve *ebpf.VerifierError
	if !errors.As(err, &ve) || len(ve.Log) == 0 {
		return false
	}
	for _, line := range ve.Log {
		if strings.Contains(line, "calling kernel function") && strings.Contains(line, "is not allowed") {
			return false
		}
	}
	return true
}
