package probe

import (
	"sonde/internal/kbtf"
	"sonde/internal/kernel"
	"sonde/internal/probe/point"
)

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
