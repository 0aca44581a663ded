package probe

// fentry and fexit: BPF trampolines on kernel functions, typed from BTF.
//
//	fentry:FUNC   fentry:MODULE:FUNC   fentry:vfs_*   fexit:FUNC
//	(aliases f and fr; bpftrace 0.17 calls them kfunc and kretfunc)
//
// The program sees the function's arguments as an array of u64 (args.NAME,
// or argN), and fexit sees the return value after them. Each function is
// its own Target: the kernel binds a tracing program to one function when it
// is loaded (Context.AttachTo), so a wildcard means one program per function.

import (
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"
	"github.com/cilium/ebpf/link"

	"sonde/internal/bpf"
	"sonde/internal/kbtf"
	"sonde/internal/kernel"
	"sonde/internal/probe/point"
)

type fentryProvider struct{ ret bool }

func (p fentryProvider) Name() string {
	if p.ret {
		return "fexit"
	}
	return "fentry"
}

func (p fentryProvider) Aliases() []string {
	if p.ret {
		return []string{"fr", "kretfunc"}
	}
	return []string{"f", "kfunc"}
}

// Available says whether fentry/fexit programs load and attach here.
func (p fentryProvider) Available() error { return fentryAvailable() }

func (p fentryProvider) attachType() ebpf.AttachType {
	if p.ret {
		return ebpf.AttachTraceFExit
	}
	return ebpf.AttachTraceFEntry
}

// target builds the Target of a function in a module ("" for vmlinux).
func (p fentryProvider) target(module, fn string) point.Target {
	if module == "" {
		return point.Target{Provider: p.Name(), Name: p.Name() + ":" + fn, Parts: []string{fn}}
	}
	return point.Target{Provider: p.Name(), Name: p.Name() + ":" + module + ":" + fn, Parts: []string{module, fn}}
}

func fentryParts(t point.Target) (module, fn string) {
	if len(t.Parts) == 2 {
		return t.Parts[0], t.Parts[1]
	}
	if len(t.Parts) == 1 {
		return "", t.Parts[0]
	}
	return "", ""
}

func (p fentryProvider) Expand(spec string, _ AttachOptions) ([]point.Target, error) {
	mod, fn, _ := cutModule(spec)
	if fn == "" || mod == "" && strings.HasPrefix(spec, ":") || strings.Contains(fn, ":") {
		return nil, fmt.Errorf("bad kernel function %q: expected FUNC or MODULE:FUNC", spec)
	}
	if err := fentryAvailable(); err != nil {
		return nil, fentryUnavailable(err, p.ret, mod, fn)
	}
	if point.HasWildcard(mod) || point.HasWildcard(fn) {
		ts, err := p.match(mod, fn)
		if err != nil {
			return nil, err
		}
		if len(ts) == 0 {
			return nil, fmt.Errorf("no traceable kernel function with BTF matches %q", spec)
		}
		return ts, nil
	}
	where := mod
	if where == "" {
		where = "*"
	}
	_, found, err := kbtf.Func(where, fn)
	if errors.Is(err, kbtf.ErrNoFunc) {
		if mod != "" {
			return nil, fmt.Errorf("no function %q in the BTF of module %q", fn, mod)
		}
		return nil, fmt.Errorf("no kernel function %q in BTF", fn)
	}
	if err != nil {
		return nil, err
	}
	sym := fn
	if found != "" {
		sym = found + ":" + fn
	}
	if set, ok := kfnTraceableSet(); ok && !set[sym] {
		return nil, fmt.Errorf("kernel function %q cannot be traced: not in available_filter_functions (notrace, or inlined everywhere)", fn)
	}
	return []point.Target{p.target(found, fn)}, nil
}

func (p fentryProvider) List(pattern string) ([]point.Target, error) {
	if err := fentryAvailable(); err != nil {
		if pattern == "" {
			return nil, nil
		}
		return nil, err
	}
	mod, fn, _ := cutModule(pattern)
	if pattern == "" {
		fn = "*"
	}
	return p.match(mod, fn)
}

// match returns a target per traceable function with BTF matching the
// patterns; an empty module pattern means vmlinux.
func (p fentryProvider) match(modPat, fnPat string) ([]point.Target, error) {
	var out []point.Target
	if syms, ok := kfnTraceable(); ok {
		for _, sym := range syms {
			mod, fn, _ := cutModule(sym)
			if modPat == "" && mod != "" || modPat != "" && (mod == "" || !point.Match(modPat, mod)) || !point.Match(fnPat, fn) {
				continue
			}
			if _, _, err := kbtf.Func(mod, fn); err != nil {
				continue
			}
			out = append(out, p.target(mod, fn))
		}
	} else {
		// No tracefs: every function BTF knows.
		if modPat != "" {
			mods, err := kbtf.Modules()
			if err != nil {
				return nil, err
			}
			for _, m := range mods {
				if !point.Match(modPat, m) {
					continue
				}
				names, err := kbtf.ModuleFuncNames(m)
				if err != nil {
					return nil, err
				}
				for _, fn := range names {
					if point.Match(fnPat, fn) {
						out = append(out, p.target(m, fn))
					}
				}
			}
		} else {
			names, err := kbtf.FuncNames()
			if err != nil {
				return nil, err
			}
			for fn := range names {
				if point.Match(fnPat, fn) {
					out = append(out, p.target("", fn))
				}
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	dedup := out[:0]
	for i, t := range out {
		if i == 0 || t.Name != out[i-1].Name {
			dedup = append(dedup, t)
		}
	}
	return dedup, nil
}

// Context gives the function's parameters as Fields: Name from BTF, CType
// its C spelling, Offset 8*slot in the u64 context array, Size 8 (16 for a
// struct passed by value in two registers). NumArgs is the number of slots
// the parameters take; fexit's return value is the u64 right after them,
// at offset 8*NumArgs (see FuncReturnType for its type).
func (p fentryProvider) Context(t point.Target, k point.Kernel) (*point.Context, error) {
	mod, fn := fentryParts(t)
	fields, slots, err := k.FuncArgs(mod, fn)
	if err != nil {
		return nil, err
	}
	c := &point.Context{
		ProgType:   ebpf.Tracing,
		AttachType: p.attachType(),
		AttachTo:   fn,
		ArgN:       point.ArgsArray,
		NumArgs:    slots,
		Retval:     p.ret,
		Func:       true,
		Fields:     fields,
	}
	if p.ret {
		c.Entry = &point.Entry{Provider: "fentry", Depth: true}
	}
	return c, nil
}

// FuncReturnType spells the return type of a fentry/fexit target's function
// in C ("ssize_t", "struct file *"), with whether it is signed.
func FuncReturnType(t point.Target) (ctype string, signed bool, err error) {
	mod, fn := fentryParts(t)
	f, _, err := kbtf.Func(mod, fn)
	if err != nil {
		return "", false, err
	}
	r := kbtf.Return(f)
	return kbtf.CType(r), kbtf.Signed(r), nil
}

func (p fentryProvider) Attach(t point.Target, prog *ebpf.Program, _ AttachOptions) (io.Closer, error) {
	l, err := link.AttachTracing(link.TracingOptions{Program: prog, AttachType: p.attachType()})
	if err != nil {
		return nil, fmt.Errorf("attach %s: %w", t.Name, err)
	}
	return l, nil
}

// fentryAvailable loads (and, on bpf_fentry_test1, attaches) a trivial
// fentry program once per process.
var fentryAvailable = sync.OnceValue(func() error {
	unavailable := func(reason string, err error) error { return notSupported("fentry/fexit", reason, err) }
	if _, err := kbtf.Kernel(); err != nil {
		return unavailable("the kernel has no BTF (CONFIG_DEBUG_INFO_BTF)", err)
	}
	target := ""
	for _, fn := range []string{"bpf_fentry_test1", "do_sys_openat2", "vfs_read"} {
		if _, _, err := kbtf.Func("", fn); err == nil {
			target = fn
			break
		}
	}
	if target == "" {
		return unavailable("found no function to test fentry on", nil)
	}
	prog, err := bpf.LoadProgram(&ebpf.ProgramSpec{
		Name:         "sonde_fentry",
		Type:         ebpf.Tracing,
		AttachType:   ebpf.AttachTraceFEntry,
		AttachTo:     target,
		License:      "GPL",
		Instructions: asm.Instructions{asm.Mov.Imm(asm.R0, 0), asm.Return()},
	})
	if err != nil {
		return unavailable(fmt.Sprintf("a fentry program does not load: %s%s", errnoText(err), fentryConfigHint()), err)
	}
	defer prog.Close()
	if target == "bpf_fentry_test1" { // called only by BPF_PROG_TEST_RUN: harmless to attach
		l, err := link.AttachTracing(link.TracingOptions{Program: prog, AttachType: ebpf.AttachTraceFEntry})
		if err != nil {
			return unavailable(fmt.Sprintf("a fentry program does not attach: %s%s", errnoText(err), fentryConfigHint()), err)
		}
		l.Close()
	}
	return nil
})

// fentryConfigHint names the kernel options fentry needs that the running
// kernel lacks, when its configuration is readable.
func fentryConfigHint() string {
	var missing []string
	for _, opt := range []string{"CONFIG_BPF_JIT", "CONFIG_FUNCTION_TRACER", "CONFIG_DYNAMIC_FTRACE_WITH_DIRECT_CALLS", "CONFIG_DEBUG_INFO_BTF"} {
		if v, known := kernel.Config(opt); known && v == "" {
			missing = append(missing, opt)
		}
	}
	if len(missing) == 0 {
		return ""
	}
	return " (the kernel was built without " + strings.Join(missing, ", ") + ")"
}

// fentryUnavailable adds what could stand in for fentry:FUNC: kprobe:FUNC
// (kretprobe for fexit) and tracepoints named after the function.
func fentryUnavailable(err error, ret bool, mod, fn string) error {
	var ue *UnavailableError
	if !errors.As(err, &ue) {
		return err
	}
	sym := fn
	if mod != "" {
		sym = mod + ":" + fn
	}
	alt := "kprobe:" + sym
	if ret {
		alt = "kretprobe:" + sym
	}
	wild := point.HasWildcard(fn) || point.HasWildcard(mod)
	var tps []string
	if !wild {
		tps = kfnTracepoints(fn, ret)
	}
	if kprobesAvailable() == nil && (wild || kfnCheck(mod, fn) == nil) {
		return ue.with(alt, append([]string{alt}, tps...), "")
	}
	return ue.with("", tps, "")
}
