package probe

// kprobe and kretprobe: dynamic probes on kernel functions.
//
//	kprobe:FUNC          kprobe:FUNC+OFFSET      kprobe:MODULE:FUNC
//	kprobe:vfs_*         kretprobe:FUNC          (aliases k, kr)
//
// Functions are resolved against /proc/kallsyms; wildcards match only the
// functions the kernel can trace (tracefs available_filter_functions, minus
// the kprobe blacklist), so notrace, blacklisted and inlined-away functions
// are skipped rather than failing the attach.
//
// A wildcard expands to one Target for all the functions it matched: Parts
// lists them ("vfs_read", or "ext4:ext4_file_open" for a module function).
// One program serves the group. Where the kernel has kprobe_multi links
// (5.18+, CONFIG_FPROBE) the group attaches through one link and Context asks
// for the program to be loaded with AttachTraceKprobeMulti; otherwise each
// function gets its own perf-event kprobe, and functions that refuse are
// skipped and counted (see KprobeLinks).

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/btf"
	"github.com/cilium/ebpf/features"
	"github.com/cilium/ebpf/link"

	"sonde/internal/kbtf"
	"sonde/internal/kernel"
	"sonde/internal/probe/point"
)

// KprobeMulti, when false, makes wildcard kprobes attach one function at a
// time even where kprobe_multi links exist (for comparison, and as a way
// out if kprobe_multi misbehaves). Set it before Context and Attach run.
var KprobeMulti = true

type kprobeProvider struct{ ret bool }

// Available says whether the kernel has kprobes.
func (p kprobeProvider) Available() error { return kprobesAvailable() }

func (p kprobeProvider) Name() string {
	if p.ret {
		return "kretprobe"
	}
	return "kprobe"
}

func (p kprobeProvider) Aliases() []string {
	if p.ret {
		return []string{"kr"}
	}
	return []string{"k"}
}

// kprobeSpec is an attach point after "kprobe:".
type kprobeSpec struct {
	module, fn string
	offset     uint64
	hasOffset  bool
}

func parseKprobeSpec(spec string, ret bool) (kprobeSpec, error) {
	var s kprobeSpec
	rest := spec
	if i := strings.LastIndexByte(rest, '+'); i >= 0 {
		off, err := strconv.ParseUint(rest[i+1:], 0, 64)
		if err != nil {
			return s, fmt.Errorf("bad offset %q in %q: expected a number", rest[i+1:], spec)
		}
		s.offset, s.hasOffset, rest = off, true, rest[:i]
	}
	if mod, fn, ok := strings.Cut(rest, ":"); ok {
		s.module, rest = mod, fn
		if s.module == "" || strings.Contains(rest, ":") {
			return s, fmt.Errorf("bad kernel function %q: expected FUNC or MODULE:FUNC", spec)
		}
	}
	s.fn = rest
	switch {
	case s.fn == "":
		return s, fmt.Errorf("missing kernel function name")
	case s.hasOffset && ret:
		return s, fmt.Errorf("kretprobe takes no offset")
	case s.hasOffset && (point.HasWildcard(s.fn) || point.HasWildcard(s.module)):
		return s, fmt.Errorf("an offset needs one function, not a wildcard")
	}
	return s, nil
}

// symbol spells a function as kprobe Parts hold it: "FUNC" or "MODULE:FUNC".
func (s kprobeSpec) symbol() string {
	if s.module != "" {
		return s.module + ":" + s.fn
	}
	return s.fn
}

func (p kprobeProvider) Expand(spec string, _ AttachOptions) ([]point.Target, error) {
	s, err := parseKprobeSpec(spec, p.ret)
	if err != nil {
		return nil, err
	}
	if err := kprobesAvailable(); err != nil {
		return nil, kprobeUnavailable(err, p.ret, s)
	}
	if point.HasWildcard(s.fn) || point.HasWildcard(s.module) {
		syms, err := kfnMatch(s.module, s.fn)
		if err != nil {
			return nil, err
		}
		if len(syms) == 0 {
			return nil, fmt.Errorf("no traceable kernel function matches %q", spec)
		}
		return []point.Target{{Provider: p.Name(), Name: p.Name() + ":" + spec, Parts: syms}}, nil
	}
	if err := kfnCheck(s.module, s.fn); err != nil {
		return nil, err
	}
	name := p.Name() + ":" + s.symbol()
	if s.hasOffset {
		name += fmt.Sprintf("+%d", s.offset)
	}
	return []point.Target{{Provider: p.Name(), Name: name, Parts: []string{s.symbol()}, Value: s.offset}}, nil
}

func (p kprobeProvider) List(pattern string) ([]point.Target, error) {
	if err := kprobesAvailable(); err != nil {
		if pattern == "" {
			return nil, nil // listing everything: just nothing of ours
		}
		return nil, err
	}
	mod, fn := "", pattern
	if pattern == "" {
		fn = "*"
	} else if m, f, ok := strings.Cut(pattern, ":"); ok {
		mod, fn = m, f
	}
	syms, err := kfnMatch(mod, fn)
	if err != nil {
		return nil, err
	}
	out := make([]point.Target, len(syms))
	for i, sym := range syms {
		out[i] = point.Target{Provider: p.Name(), Name: p.Name() + ":" + sym, Parts: []string{sym}}
	}
	return out, nil
}

// useMulti reports whether a target attaches through one kprobe_multi link.
func (p kprobeProvider) useMulti(t point.Target) bool {
	return KprobeMulti && len(t.Parts) > 1 && t.Value == 0 && features.HaveBPFLinkKprobeMulti() == nil
}

func (p kprobeProvider) Context(t point.Target, _ point.Kernel) (*point.Context, error) {
	c := &point.Context{ProgType: ebpf.Kprobe, ArgN: point.ArgsRegs, Regs: true, Func: true, TracefsEvents: "kprobe_events"}
	if p.ret {
		c.ArgN, c.Retval = point.ArgsNone, true
		c.Entry = &point.Entry{Provider: "kprobe", SPDelta: 8}
	}
	if p.useMulti(t) {
		c.AttachType = ebpf.AttachTraceKprobeMulti
	}
	if id, ok := sessionKfunc(t); ok {
		// kprobe:F and kretprobe:F in one script run in one program on a
		// kprobe session link, which runs it at F's entry and again at its
		// return, as newest bpftrace merges them.
		sh := *c
		sh.AttachType = ebpf.AttachTraceKprobeSession
		sh.Dispatch = &point.Dispatch{Event: point.Target{Provider: "kprobe", Name: "kprobe:" + strings.TrimPrefix(strings.TrimPrefix(t.Name, "kretprobe:"), "kprobe:"),
			Parts: t.Parts, Path: sessionPath}, Min: 2, KeyKfunc: id}
		if p.ret {
			sh.Dispatch.TargetKey = 1
		}
		c.Shared = &sh
	}
	return c, nil
}

// sessionPath marks, as its Path (which kernel functions have no use
// for), the event of a kprobe session: one program attached at the entry
// and at the return of the functions, told apart by the kfunc
// bpf_session_is_return.
const sessionPath = "session"

// sessionKfunc says whether target t can run on a kprobe session link
// (6.10+), and returns bpf_session_is_return's BTF id: where kprobe_multi
// links are used, and without an offset.
func sessionKfunc(t point.Target) (btf.TypeID, bool) {
	if !KprobeMulti || t.Value != 0 || features.HaveBPFLinkKprobeSession() != nil {
		return 0, false
	}
	id, err := kbtf.FuncID("bpf_session_is_return")
	return id, err == nil
}

// KprobeLinks is what Attach returns for kprobes: the links, how many
// functions were attached and which were skipped (a wildcard attaches what
// it can). Closing it detaches everything.
type KprobeLinks struct {
	Attached int
	Skipped  map[string]error // function -> why it could not be attached
	Multi    bool             // attached through kprobe_multi
	links    multiCloser
}

func (k *KprobeLinks) Close() error {
	err := k.links.Close()
	k.links = nil
	return err
}

func (p kprobeProvider) Attach(t point.Target, prog *ebpf.Program, _ AttachOptions) (io.Closer, error) {
	// The kernel resolves names, not modules: attach each name once.
	var syms []string
	seen := map[string]bool{}
	for _, s := range t.Parts {
		if _, fn, _ := cutModule(s); !seen[fn] {
			seen[fn] = true
			syms = append(syms, fn)
		}
	}
	if len(syms) == 0 {
		return nil, fmt.Errorf("attach %s: no function", t.Name)
	}
	k := &KprobeLinks{Skipped: map[string]error{}}
	if session := t.Path == sessionPath; session || p.useMulti(t) {
		k.Multi = true
		attach := link.KprobeMulti
		if p.ret {
			attach = link.KretprobeMulti
		}
		if l, err := attach(prog, link.KprobeMultiOptions{Symbols: syms, Session: session}); err == nil {
			k.links, k.Attached = multiCloser{l}, len(syms)
			return k, nil
		}
		// Some function refused: find out which by attaching each on its own.
		for _, sym := range syms {
			l, err := attach(prog, link.KprobeMultiOptions{Symbols: []string{sym}, Session: session})
			k.add(sym, l, err)
		}
	} else {
		attach := link.Kprobe
		if p.ret {
			attach = link.Kretprobe
		}
		for _, sym := range syms {
			l, err := attach(sym, prog, &link.KprobeOptions{Offset: t.Value, TraceFSPrefix: kernel.TracefsEventPrefix()})
			k.add(sym, l, err)
		}
	}
	if k.Attached == 0 {
		err := k.Skipped[syms[0]]
		if t.Value != 0 && errors.Is(err, os.ErrNotExist) {
			// The library retried with the syscall prefix (__x64_): its
			// message names a symbol nobody asked for.
			return nil, fmt.Errorf("attach %s: offset %d is not at an instruction boundary of %s", t.Name, t.Value, syms[0])
		}
		return nil, fmt.Errorf("attach %s: %w", t.Name, kprobeAttachHint(err))
	}
	return k, nil
}

func (k *KprobeLinks) add(sym string, l link.Link, err error) {
	if err != nil {
		k.Skipped[sym] = err
		return
	}
	k.links = append(k.links, l)
	k.Attached++
}

func kprobeAttachHint(err error) error {
	if errors.Is(err, os.ErrPermission) {
		return fmt.Errorf("%w (needs root, or CAP_BPF, CAP_PERFMON and CAP_SYS_ADMIN)", err)
	}
	return err
}

// --- What the kernel offers, read once per process. ---

var kprobesAvailable = sync.OnceValue(func() error {
	if _, err := os.Stat("/sys/bus/event_source/devices/kprobe/type"); err == nil {
		return nil // the kprobe PMU (4.17+)
	}
	if dir := kernel.TracefsMounted(); dir != "" {
		if _, err := os.Stat(filepath.Join(dir, "kprobe_events")); err == nil {
			return nil
		}
	}
	e := &UnavailableError{What: "kprobes", Config: "CONFIG_KPROBES", Err: ebpf.ErrNotSupported,
		Reason: "the kernel has neither the kprobe PMU nor tracefs kprobe_events (CONFIG_KPROBES, CONFIG_KPROBE_EVENTS)"}
	if v, known := kernel.Config("CONFIG_KPROBES"); known && v == "" {
		e.Reason = "the kernel was built without CONFIG_KPROBES"
	} else if v, known := kernel.Config("CONFIG_KPROBE_EVENTS"); known && v == "" {
		e.Config, e.Reason = "CONFIG_KPROBE_EVENTS", "the kernel was built without CONFIG_KPROBE_EVENTS"
	}
	return e
})

// kprobeUnavailable adds to a missing-kprobes error the probes that could
// stand in for kprobe:FUNC: fentry:FUNC (fexit for kretprobe) and
// tracepoints named after the function. Wildcards get fentry only.
func kprobeUnavailable(err error, ret bool, s kprobeSpec) error {
	var ue *UnavailableError
	if !errors.As(err, &ue) {
		return err
	}
	alt := "fentry:" + s.symbol()
	if ret {
		alt = "fexit:" + s.symbol()
	}
	var tps []string
	wild := point.HasWildcard(s.fn) || point.HasWildcard(s.module)
	if !wild {
		tps = kfnTracepoints(s.fn, ret)
		if _, _, ferr := kbtf.Func("*", s.fn); ferr != nil {
			return ue.with("", tps, "")
		}
	}
	if s.hasOffset {
		return ue.with("", tps, "")
	}
	if ferr := fentryAvailable(); ferr != nil {
		if wild {
			return ue
		}
		return ue.with("", append(tps, alt), fmt.Sprintf("%s needs fentry, which does not work here either: %s", alt, unavailableReason(ferr)))
	}
	return ue.with(alt, append([]string{alt}, tps...), "")
}
