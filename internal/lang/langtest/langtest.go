// Package langtest holds what the compiler's tests share: a probe
// environment that needs no kernel, and a helper that runs the front end.
package langtest

import (
	"fmt"
	"strings"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/btf"

	"sonde/internal/lang/check"
	"sonde/internal/lang/parser"
	"sonde/internal/lang/source"
	"sonde/internal/probe"
)

// Env resolves BEGIN, END, tracepoint:GROUP:EVENT (with a fixed openat-like
// layout), kprobe:FUNC, fentry:FUNC (with dev_queue_xmit's arguments),
// lsm:HOOK (with file_open's) and interval:... without a kernel.
type Env struct{}

func (Env) Resolve(attach string) ([]probe.Target, error) {
	name, rest := probe.Split(attach)
	switch name {
	case "BEGIN", "END":
		return []probe.Target{{Provider: name, Name: name}}, nil
	case "tracepoint", "t":
		if strings.Contains(rest, "nosuch") {
			return nil, fmt.Errorf("tracepoint not found: tracepoint:%s", rest)
		}
		parts := strings.Split(rest, ":")
		return []probe.Target{{Provider: "tracepoint", Name: "tracepoint:" + rest, Parts: parts}}, nil
	case "kprobe", "k":
		return []probe.Target{{Provider: "kprobe", Name: "kprobe:" + rest, Parts: []string{rest}}}, nil
	case "kretprobe", "kr":
		return []probe.Target{{Provider: "kretprobe", Name: "kretprobe:" + rest, Parts: []string{rest}}}, nil
	case "interval", "i":
		return []probe.Target{{Provider: "interval", Name: "interval:" + rest}}, nil
	case "fentry", "f":
		return []probe.Target{{Provider: "fentry", Name: "fentry:" + rest, Parts: []string{rest}}}, nil
	case "lsm":
		return []probe.Target{{Provider: "lsm", Name: "lsm:" + rest, Parts: []string{rest}}}, nil
	}
	return nil, &probe.ErrUnknownProvider{Name: name}
}

func (Env) Context(t probe.Target) (*probe.Context, error) {
	switch t.Provider {
	case "BEGIN":
		return &probe.Context{ProgType: ebpf.RawTracepoint, Trigger: probe.TriggerBegin}, nil
	case "END":
		return &probe.Context{ProgType: ebpf.RawTracepoint, Trigger: probe.TriggerEnd}, nil
	case "kprobe":
		return &probe.Context{ProgType: ebpf.Kprobe, ArgN: probe.ArgsRegs, Regs: true, Func: true}, nil
	case "kretprobe":
		return &probe.Context{ProgType: ebpf.Kprobe, ArgN: probe.ArgsRegs, Regs: true, Func: true, Retval: true}, nil
	case "interval":
		return &probe.Context{ProgType: ebpf.PerfEvent, Regs: true}, nil
	case "lsm":
		// Like file_open(struct file *file); the script defines the struct.
		return &probe.Context{ProgType: ebpf.LSM, AttachType: ebpf.AttachLSMMac, AttachTo: t.Parts[0],
			ArgN: probe.ArgsArray, NumArgs: 1, Func: true, Verdict: true,
			Fields: []probe.Field{{Name: "file", CType: "struct file *", Offset: 0, Size: 8}}}, nil
	case "fentry":
		// Like dev_queue_xmit(struct sk_buff *skb, struct net_device
		// *sb_dev); the script defines the structs (there is no BTF).
		return &probe.Context{ProgType: ebpf.Tracing, AttachType: ebpf.AttachTraceFEntry, AttachTo: t.Parts[0],
			ArgN: probe.ArgsArray, Func: true, Fields: []probe.Field{
				{Name: "skb", CType: "struct sk_buff *", Offset: 0, Size: 8},
				{Name: "sb_dev", CType: "struct net_device *", Offset: 8, Size: 8},
			}}, nil
	}
	return &probe.Context{ProgType: ebpf.TracePoint, Fields: []probe.Field{
		{Name: "__syscall_nr", CType: "int", Offset: 8, Size: 4, Signed: true},
		{Name: "dfd", CType: "int", Offset: 16, Size: 8, Signed: true},
		{Name: "filename", CType: "const char *", Offset: 24, Size: 8},
		{Name: "flags", CType: "int", Offset: 32, Size: 8, Signed: true},
		{Name: "name", CType: "__data_loc char[]", Offset: 40, Size: 4, DataLoc: true},
		{Name: "comm", CType: "char[16]", Offset: 44, Size: 16},
	}}, nil
}

func (Env) KernelBTF() (*btf.Spec, error) { return nil, fmt.Errorf("no kernel BTF in this test") }

// Check parses and checks src named "stdin" and renders all diagnostics on
// one line each.
func Check(src string, opts check.Options) (*check.Program, string) {
	f := source.NewFile("stdin", src)
	p, diags := parser.Parse(f, parser.Options{Defines: map[string]string{"BPFTRACE_HAVE_BTF": "1"}})
	if diags.HasErrors() {
		return nil, Short(f, diags)
	}
	if opts.Env == nil {
		opts.Env = Env{}
	}
	prog, cd := check.Check(f, p, opts)
	return prog, Short(f, cd)
}

// Short renders diagnostics one per line, each followed by its notes
// that have a position.
func Short(f *source.File, diags source.Diagnostics) string {
	var msgs []string
	for _, d := range diags {
		msgs = append(msgs, source.Short(f, d))
		for _, n := range d.Notes {
			if n.Span.Lo.IsValid() {
				msgs = append(msgs, source.ShortNote(f, n))
			}
		}
	}
	return strings.Join(msgs, "\n")
}
