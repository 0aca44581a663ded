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
	"sonde/internal/probe/point"
)

// Env resolves BEGIN, END, tracepoint:GROUP:EVENT (with a fixed openat-like
// layout), kprobe:FUNC, kretprobe:FUNC, fentry:FUNC (with dev_queue_xmit's
// arguments), lsm:HOOK (with file_open's) and interval:... without a
// kernel, through the registered providers.
type Env struct{}

// fixture is how Env stands in for a provider that reads the kernel.
type fixture struct {
	split bool                              // Parts: the spec split at ':' (else the spec itself)
	ctx   func(point.Target) *point.Context // nil: the provider's own Context, which needs no kernel
}

// fixtures are the kinds Env resolves, by canonical provider name.
var fixtures = map[string]fixture{
	"BEGIN":     {},
	"END":       {},
	"interval":  {},
	"kprobe":    {},
	"kretprobe": {},
	"tracepoint": {split: true, ctx: func(t point.Target) *point.Context {
		return probe.TracepointContext(t, []point.Field{
			{Name: "__syscall_nr", CType: "int", Offset: 8, Size: 4, Signed: true},
			{Name: "dfd", CType: "int", Offset: 16, Size: 8, Signed: true},
			{Name: "filename", CType: "const char *", Offset: 24, Size: 8},
			{Name: "flags", CType: "int", Offset: 32, Size: 8, Signed: true},
			{Name: "name", CType: "__data_loc char[]", Offset: 40, Size: 4, DataLoc: true},
			{Name: "comm", CType: "char[16]", Offset: 44, Size: 16},
		})
	}},
	// Like dev_queue_xmit(struct sk_buff *skb, struct net_device *sb_dev);
	// the script defines the structs (there is no BTF).
	"fentry": {ctx: func(t point.Target) *point.Context {
		return &point.Context{ProgType: ebpf.Tracing, AttachType: ebpf.AttachTraceFEntry, AttachTo: t.Parts[0],
			ArgN: point.ArgsArray, Func: true, Fields: []point.Field{
				{Name: "skb", CType: "struct sk_buff *", Offset: 0, Size: 8},
				{Name: "sb_dev", CType: "struct net_device *", Offset: 8, Size: 8},
			}}
	}},
	// Like file_open(struct file *file); the script defines the struct.
	"lsm": {ctx: func(t point.Target) *point.Context {
		return &point.Context{ProgType: ebpf.LSM, AttachType: ebpf.AttachLSMMac, AttachTo: t.Parts[0],
			ArgN: point.ArgsArray, NumArgs: 1, Func: true, Verdict: true,
			Fields: []point.Field{{Name: "file", CType: "struct file *", Offset: 0, Size: 8}}}
	}},
}

func (Env) Resolve(attach string) ([]point.Target, error) {
	name, rest := point.Split(attach)
	p, ok := probe.Lookup(name)
	if !ok {
		return nil, &point.UnknownProviderError{Name: name}
	}
	fx, ok := fixtures[p.Name()]
	if !ok {
		return nil, &point.UnknownProviderError{Name: name}
	}
	t := point.Target{Provider: p.Name(), Name: p.Name()}
	switch {
	case strings.Contains(rest, "nosuch"):
		return nil, fmt.Errorf("%s not found: %s:%s", p.Name(), p.Name(), rest)
	case fx.split:
		t.Name, t.Parts = p.Name()+":"+rest, strings.Split(rest, ":")
	case rest != "":
		t.Name, t.Parts = p.Name()+":"+rest, []string{rest}
	}
	return []point.Target{t}, nil
}

func (Env) Context(t point.Target) (*point.Context, error) {
	if fx := fixtures[t.Provider]; fx.ctx != nil {
		return fx.ctx(t), nil
	}
	p, ok := probe.Lookup(t.Provider)
	if !ok {
		return nil, &point.UnknownProviderError{Name: t.Provider}
	}
	return p.Context(t)
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
