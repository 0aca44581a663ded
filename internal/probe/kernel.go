package probe

import (
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
