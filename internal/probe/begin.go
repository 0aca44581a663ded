package probe

import (
	"fmt"
	"io"

	"github.com/cilium/ebpf"

	"sonde/internal/probe/point"
)

// BEGIN and END are run by sonde itself, not by the kernel: the runtime runs
// their programs once with BPF_PROG_TEST_RUN (ebpf.Program.Run), BEGIN before
// any other probe is attached and END after every other probe is detached.
// They are raw tracepoint programs because the kernel runs a raw tracepoint
// test in the calling task, so pid, comm and friends describe sonde, and
// because that program type may use ring buffers, maps and helpers freely.
//
// Both spellings are accepted: BEGIN/END (bpftrace up to 0.21) and begin/end
// (newer bpftrace). The target keeps the spelling written.
type specialProvider struct {
	name, alias string
	trigger     point.Trigger
}

func (p *specialProvider) Name() string      { return p.name }
func (p *specialProvider) Aliases() []string { return []string{p.alias} }

func (p *specialProvider) Expand(spec string, _ AttachOptions) ([]point.Target, error) {
	if spec != p.name && spec != p.alias {
		return nil, fmt.Errorf("%s takes no arguments: %q", p.name, spec)
	}
	return []point.Target{{Provider: p.name, Name: spec}}, nil
}

// List returns nothing: bpftrace does not list BEGIN and END either.
func (p *specialProvider) List(string) ([]point.Target, error) { return nil, nil }

func (p *specialProvider) Context(point.Target, point.Kernel) (*point.Context, error) {
	return &point.Context{ProgType: ebpf.RawTracepoint, Trigger: p.trigger}, nil
}

// Attach attaches nothing: the runtime runs the program itself.
func (p *specialProvider) Attach(point.Target, *ebpf.Program, AttachOptions) (io.Closer, error) {
	return nopCloser{}, nil
}

type nopCloser struct{}

func (nopCloser) Close() error { return nil }
