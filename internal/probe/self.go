package probe

import (
	"fmt"
	"io"
	"strings"

	"github.com/cilium/ebpf"
	"golang.org/x/sys/unix"

	"sonde/internal/lang/source"
	"sonde/internal/probe/point"
)

// This file is the self provider: events of sonde itself, run by sonde as
// BEGIN and END are (a raw tracepoint program run with BPF_PROG_TEST_RUN,
// in sonde's own task).
//
//	self:signal:SIGUSR1   each time sonde receives SIGUSR1
//
// Newest bpftrace documents this one variant (docs/language.md, "self"),
// and SIGUSR1 is the signal it handles; the other signals keep their
// meaning for sonde (SIGINT and SIGTERM end tracing). Target.Parts is
// ["signal", "SIGUSR1"] and Target.Value the signal's number, which the
// Context carries as Signal.

type selfProvider struct{}

func (selfProvider) Name() string      { return "self" }
func (selfProvider) Aliases() []string { return nil }

// selfSignals are the signals a self:signal probe may name.
var selfSignals = []string{"SIGUSR1"}

func (p selfProvider) Expand(spec string, _ AttachOptions) ([]point.Target, error) {
	event, sig, ok := strings.Cut(spec, ":")
	if event != "signal" {
		return nil, &NotFoundError{Msg: fmt.Sprintf("self:%s: unknown self event %q (self probes are self:signal:SIGNAL)", spec, event),
			Suggestion: source.Suggest(event, []string{"signal"})}
	}
	if !ok || sig == "" {
		return nil, &SpecError{fmt.Sprintf("self:%s: self:signal needs a signal name, as in self:signal:SIGUSR1", spec)}
	}
	var out []point.Target
	for _, name := range selfSignals {
		if point.Match(sig, name) {
			out = append(out, point.Target{Provider: "self", Name: "self:signal:" + name,
				Parts: []string{"signal", name}, Value: uint64(unix.SignalNum(name))})
		}
	}
	if len(out) > 0 || point.HasWildcard(sig) {
		return out, nil
	}
	if unix.SignalNum(sig) != 0 {
		return nil, &SpecError{fmt.Sprintf("self:%s: signal %s is not supported by self probes (supported: %s)", spec, sig, strings.Join(selfSignals, ", "))}
	}
	return nil, &NotFoundError{Msg: fmt.Sprintf("self:%s: unknown signal %q", spec, sig),
		Suggestion: source.Suggest(sig, selfSignals)}
}

func (p selfProvider) List(pattern string) ([]point.Target, error) {
	var out []point.Target
	for _, name := range selfSignals {
		t := point.Target{Provider: "self", Name: "self:signal:" + name, Parts: []string{"signal", name}}
		if pattern == "" || point.Match(pattern, "signal:"+name) {
			out = append(out, t)
		}
	}
	return out, nil
}

func (selfProvider) Context(t point.Target, _ point.Kernel) (*point.Context, error) {
	return &point.Context{ProgType: ebpf.RawTracepoint, Trigger: point.TriggerSignal, Signal: int(t.Value)}, nil
}

// Attach attaches nothing: the runtime runs the program when the signal
// comes.
func (selfProvider) Attach(point.Target, *ebpf.Program, AttachOptions) (io.Closer, error) {
	return nopCloser{}, nil
}
