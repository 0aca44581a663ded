// Package langtest holds what the compiler's tests share: a probe
// environment that needs no kernel, and a helper that runs the front end.
// It imports the compiler's packages and internal/probe/point, never
// internal/probe.
package langtest

import (
	"fmt"
	"strings"

	"sonde/internal/lang/check"
	"sonde/internal/lang/parser"
	"sonde/internal/lang/source"
	"sonde/internal/probe/point"
)

// Env resolves every probe kind registered in point, without a kernel: a
// spec is taken as the one target it names (no wildcard expansion, its
// parts split at ':'; a spec containing "nosuch" names nothing), and its
// context is the kind's own, asked of Kernel instead of the running kernel.
// internal/probe registers the kinds when it is initialized, and this
// package must not import (it would link the attach machinery): a test
// using Env imports it for its side effect, import _ "sonde/internal/probe".
type Env struct{}

func (Env) Resolve(attach string) ([]point.Target, error) {
	name, rest := point.Split(attach)
	k, ok := point.Lookup(name)
	if !ok {
		if len(point.Names()) == 0 {
			panic(`langtest: no probe kinds registered: import _ "sonde/internal/probe" in the test`)
		}
		return nil, &point.UnknownProviderError{Name: name}
	}
	t := point.Target{Provider: k.Name(), Name: k.Name()}
	switch {
	case strings.Contains(rest, "nosuch"):
		return nil, fmt.Errorf("%s not found: %s:%s", k.Name(), k.Name(), rest)
	case rest != "":
		t.Name, t.Parts = k.Name()+":"+rest, strings.Split(rest, ":")
	}
	return []point.Target{t}, nil
}

func (Env) Context(t point.Target) (*point.Context, error) {
	k, ok := point.Lookup(t.Provider)
	if !ok {
		return nil, &point.UnknownProviderError{Name: t.Provider}
	}
	return k.Context(t, Kernel{})
}

// Kernel is a made-up kernel: every tracepoint has an openat-like record,
// every LSM hook (bpf_lsm_*) file_open's arguments, every other function
// dev_queue_xmit's; it has no raw tracepoints. Scripts define the structs
// (there is no BTF).
type Kernel struct{}

func (Kernel) TracepointFields(group, event string) ([]point.Field, error) {
	return []point.Field{
		{Name: "__syscall_nr", CType: "int", Offset: 8, Size: 4, Signed: true},
		{Name: "dfd", CType: "int", Offset: 16, Size: 8, Signed: true},
		{Name: "filename", CType: "const char *", Offset: 24, Size: 8},
		{Name: "flags", CType: "int", Offset: 32, Size: 8, Signed: true},
		{Name: "name", CType: "__data_loc char[]", Offset: 40, Size: 4, DataLoc: true},
		{Name: "comm", CType: "char[16]", Offset: 44, Size: 16},
	}, nil
}

func (Kernel) FuncArgs(module, fn string) ([]point.Field, int, error) {
	if strings.HasPrefix(fn, "bpf_lsm_") {
		return []point.Field{{Name: "file", CType: "struct file *", Offset: 0, Size: 8}}, 1, nil
	}
	return []point.Field{
		{Name: "skb", CType: "struct sk_buff *", Offset: 0, Size: 8},
		{Name: "sb_dev", CType: "struct net_device *", Offset: 8, Size: 8},
	}, 2, nil
}

func (Kernel) RawTracepointArgs(group, event string) ([]point.Field, error) {
	return nil, fmt.Errorf("no raw tracepoint %s:%s in this test", group, event)
}

func (Env) KernelBTF() (point.KernelTypes, error) {
	return nil, fmt.Errorf("no kernel BTF in this test")
}

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
