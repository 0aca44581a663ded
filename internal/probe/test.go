package probe

import (
	"fmt"
	"io"

	"github.com/cilium/ebpf"

	"sonde/internal/probe/point"
)

// This file is the test and bench providers of newest bpftrace (its
// docs/language.md, "test" and "bench"): probes sonde runs itself, as it
// runs BEGIN, and only in their mode (--test, --bench); otherwise they are
// ignored.
//
//	test:NAME    run once; it passes when it returns 0 and exits with 0
//	bench:NAME   run many times; sonde reports its average time
//
// Target.Parts is [NAME].

type testProvider struct {
	name    string
	trigger point.Trigger
}

func (p testProvider) Name() string      { return p.name }
func (p testProvider) Aliases() []string { return nil }

func (p testProvider) Expand(spec string, _ AttachOptions) ([]point.Target, error) {
	if spec == "" {
		return nil, &SpecError{fmt.Sprintf("%s: a %s probe needs a name, as in %s:NAME", p.name, p.name, p.name)}
	}
	if point.HasWildcard(spec) {
		return nil, &SpecError{fmt.Sprintf("%s:%s: a %s probe's name has no wildcards", p.name, spec, p.name)}
	}
	for _, c := range spec {
		if c == ':' {
			return nil, &SpecError{fmt.Sprintf("%s:%s: a %s probe's name is one word, as in %s:NAME", p.name, spec, p.name, p.name)}
		}
	}
	return []point.Target{{Provider: p.name, Name: p.name + ":" + spec, Parts: []string{spec}}}, nil
}

// List returns nothing: test and bench probes are the script's own.
func (p testProvider) List(string) ([]point.Target, error) { return nil, nil }

func (p testProvider) Context(point.Target, point.Kernel) (*point.Context, error) {
	return &point.Context{ProgType: ebpf.RawTracepoint, Trigger: p.trigger, Result: p.trigger == point.TriggerTest}, nil
}

// Attach attaches nothing: the runtime runs the program in its mode.
func (testProvider) Attach(point.Target, *ebpf.Program, AttachOptions) (io.Closer, error) {
	return nopCloser{}, nil
}
