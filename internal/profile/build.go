package profile

import (
	"fmt"
	"sort"
	"time"

	"github.com/google/pprof/profile"

	"sonde/internal/symbolize"
)

// entry is one aggregated count: a thread's stacks and their samples (or
// nanoseconds off CPU), the stacks as addresses, leaf first.
type entry struct {
	key
	kstack, ustack []uint64
	value          int64
}

// builder turns entries into a pprof profile: a Location per distinct
// address (user addresses per process, as each maps its own), a Function
// per distinct name and binary, a Mapping per binary.
type builder struct {
	p        *profile.Profile
	user     *symbolize.User
	kernel   *symbolize.Kernel
	locs     map[locKey]*profile.Location
	funcs    map[funcKey]*profile.Function
	mappings map[string]*profile.Mapping
}

type locKey struct {
	pid  uint32 // 0 for kernel addresses
	addr uint64
}

type funcKey struct{ name, file string }

const kernelModule = "[kernel.kallsyms]"

// build makes the profile of entries. offCPU: values are nanoseconds
// blocked; else sample counts of a period of period ns.
func build(entries []entry, offCPU bool, period int64, start time.Time, dur time.Duration) *profile.Profile {
	p := &profile.Profile{TimeNanos: start.UnixNano(), DurationNanos: int64(dur)}
	if offCPU {
		p.SampleType = []*profile.ValueType{{Type: "off-cpu", Unit: "nanoseconds"}}
		p.PeriodType = &profile.ValueType{Type: "off-cpu", Unit: "nanoseconds"}
		p.Period = 1
	} else {
		p.SampleType = []*profile.ValueType{{Type: "samples", Unit: "count"}, {Type: "cpu", Unit: "nanoseconds"}}
		p.PeriodType = &profile.ValueType{Type: "cpu", Unit: "nanoseconds"}
		p.Period = period
	}
	b := &builder{p: p, user: symbolize.Users(), kernel: symbolize.KernelSymbols(),
		locs: map[locKey]*profile.Location{}, funcs: map[funcKey]*profile.Function{}, mappings: map[string]*profile.Mapping{}}
	for _, e := range entries {
		s := &profile.Sample{
			Label:    map[string][]string{"comm": {e.comm}},
			NumLabel: map[string][]int64{"pid": {int64(e.pid)}, "tid": {int64(e.tid)}},
		}
		if offCPU {
			s.Value = []int64{e.value}
		} else {
			s.Value = []int64{e.value, e.value * period}
		}
		for i, a := range e.kstack {
			s.Location = append(s.Location, b.location(0, a, i > 0))
		}
		for i, a := range e.ustack {
			s.Location = append(s.Location, b.location(e.pid, a, i > 0))
		}
		p.Sample = append(p.Sample, s)
	}
	// pprof names a profile after its first mapping: the kernel's goes
	// last, so that a program's binary comes first.
	sort.SliceStable(p.Mapping, func(i, j int) bool { return p.Mapping[j].File == kernelModule && p.Mapping[i].File != kernelModule })
	for i, m := range p.Mapping {
		m.ID = uint64(i + 1)
	}
	return p
}

// location returns the Location of an address; a return address (caller)
// is looked up one byte back, inside the call.
func (b *builder) location(pid uint32, addr uint64, caller bool) *profile.Location {
	k := locKey{pid, addr}
	if l := b.locs[k]; l != nil {
		return l
	}
	look := addr
	if caller {
		look--
	}
	var fr symbolize.Frame
	module := kernelModule
	if pid == 0 {
		fr = b.kernel.Frame(look)
	} else {
		fr = b.user.Frame(int(pid), look)
		module = fr.Module
	}
	l := &profile.Location{ID: uint64(len(b.p.Location) + 1), Address: addr, Mapping: b.mapping(module)}
	if !fr.Known {
		// Unresolved: the address, as perf and pprof name such frames.
		l.Line = []profile.Line{{Function: b.function(fmt.Sprintf("0x%x", addr), module)}}
	} else {
		for _, in := range fr.Source.Inlined {
			l.Line = append(l.Line, profile.Line{Function: b.function(in.Name, in.Loc.File), Line: int64(in.Loc.Line)})
		}
		l.Line = append(l.Line, profile.Line{Function: b.function(fr.Func, fr.Source.Loc.File), Line: int64(fr.Source.Loc.Line)})
	}
	b.p.Location = append(b.p.Location, l)
	b.locs[k] = l
	return l
}

func (b *builder) function(name, file string) *profile.Function {
	k := funcKey{name, file}
	if f := b.funcs[k]; f != nil {
		return f
	}
	f := &profile.Function{ID: uint64(len(b.p.Function) + 1), Name: name, SystemName: name, Filename: file}
	b.p.Function = append(b.p.Function, f)
	b.funcs[k] = f
	return f
}

func (b *builder) mapping(file string) *profile.Mapping {
	if file == "" {
		file = "[unknown]"
	}
	if m := b.mappings[file]; m != nil {
		return m
	}
	m := &profile.Mapping{ID: uint64(len(b.p.Mapping) + 1), File: file, HasFunctions: true}
	b.p.Mapping = append(b.p.Mapping, m)
	b.mappings[file] = m
	return m
}
