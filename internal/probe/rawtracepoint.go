package probe

import (
	"fmt"
	"io"
	"strings"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/link"

	"sonde/internal/kbtf"
	"sonde/internal/probe/point"
)

// rawtracepoint:[MODULE:]EVENT (alias rt): the same kernel tracepoints as
// tracepoint, but the program gets the tracepoint's C arguments unformatted,
// as an array of u64 (arg0..argN), and args.NAME from the kernel's BTF. The
// canonical name carries the module, "vmlinux" for the kernel's own:
// rawtracepoint:vmlinux:sched_switch, as newer bpftrace prints it.
type rawTracepointProvider struct{}

func (rawTracepointProvider) Name() string      { return "rawtracepoint" }
func (rawTracepointProvider) Aliases() []string { return []string{"rt"} }

func rawTarget(module, event string) point.Target {
	return point.Target{
		Provider: "rawtracepoint",
		Name:     "rawtracepoint:" + module + ":" + event,
		Parts:    []string{module, event},
	}
}

func (rawTracepointProvider) Expand(spec string, _ AttachOptions) ([]point.Target, error) {
	module, event, hasModule := strings.Cut(spec, ":")
	if !hasModule {
		module, event = "", spec
	}
	if event == "" || strings.Contains(event, ":") {
		return nil, fmt.Errorf("rawtracepoint probe must be rawtracepoint:[MODULE:]EVENT, found rawtracepoint:%s", spec)
	}
	if !point.HasWildcard(spec) {
		if module == "" {
			m, err := kbtf.RawTracepointModule(event)
			if err != nil {
				return nil, fmt.Errorf("rawtracepoint:%s: %w", spec, err)
			}
			module = m
		} else if _, err := kbtf.RawTracepointArgs(module, event); err != nil {
			return nil, fmt.Errorf("rawtracepoint:%s: %w", spec, err)
		}
		return []point.Target{rawTarget(module, event)}, nil
	}
	all, err := kbtf.RawTracepoints()
	if err != nil {
		return nil, err
	}
	var out []point.Target
	for _, me := range all {
		m, e, _ := strings.Cut(me, ":")
		if (module == "" || point.Match(module, m)) && point.Match(event, e) {
			out = append(out, rawTarget(m, e))
		}
	}
	return out, nil
}

// List matches a pattern with a module part ("vmlinux:sched_*") against
// MODULE:EVENT, and one without against EVENT alone.
func (rawTracepointProvider) List(pattern string) ([]point.Target, error) {
	all, err := kbtf.RawTracepoints()
	if err != nil {
		return nil, err
	}
	var out []point.Target
	for _, me := range all {
		m, e, _ := strings.Cut(me, ":")
		if pattern == "" || point.Match(pattern, me) || !strings.Contains(pattern, ":") && point.Match(pattern, e) {
			out = append(out, rawTarget(m, e))
		}
	}
	return out, nil
}

func (rawTracepointProvider) Context(t point.Target, k point.Kernel) (*point.Context, error) {
	if len(t.Parts) != 2 {
		return nil, fmt.Errorf("bad rawtracepoint target %q", t.Name)
	}
	fields, err := k.RawTracepointArgs(t.Parts[0], t.Parts[1])
	if err != nil {
		return nil, err
	}
	return &point.Context{ProgType: ebpf.RawTracepoint, ArgN: point.ArgsArray, NumArgs: len(fields), Fields: fields}, nil
}

func (rawTracepointProvider) Attach(t point.Target, prog *ebpf.Program, _ AttachOptions) (io.Closer, error) {
	if len(t.Parts) != 2 {
		return nil, fmt.Errorf("bad rawtracepoint target %q", t.Name)
	}
	l, err := link.AttachRawTracepoint(link.RawTracepointOptions{Name: t.Parts[1], Program: prog})
	if err != nil {
		return nil, fmt.Errorf("attach %s: %w%s", t.Name, err, permissionHint(err, "CAP_BPF and CAP_PERFMON"))
	}
	return l, nil
}
