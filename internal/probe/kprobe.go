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
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/features"
	"github.com/cilium/ebpf/link"

	"sonde/internal/kbtf"
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
	}
	if p.useMulti(t) {
		c.AttachType = ebpf.AttachTraceKprobeMulti
	}
	return c, nil
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
	if p.useMulti(t) {
		k.Multi = true
		attach := link.KprobeMulti
		if p.ret {
			attach = link.KretprobeMulti
		}
		if l, err := attach(prog, link.KprobeMultiOptions{Symbols: syms}); err == nil {
			k.links, k.Attached = multiCloser{l}, len(syms)
			return k, nil
		}
		// Some function refused: find out which by attaching each on its own.
		for _, sym := range syms {
			l, err := attach(prog, link.KprobeMultiOptions{Symbols: []string{sym}})
			k.add(sym, l, err)
		}
	} else {
		attach := link.Kprobe
		if p.ret {
			attach = link.Kretprobe
		}
		for _, sym := range syms {
			l, err := attach(sym, prog, &link.KprobeOptions{Offset: t.Value, TraceFSPrefix: TracefsEventPrefix()})
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

// --- Events left in tracefs. ---

// TracefsEventPrefix is the group prefix of the kprobe and uprobe events
// sonde creates through tracefs (where the kernel has no kprobe/uprobe PMU,
// or for kretprobes with maxactive): "sonde_<pid>". The library appends
// "_<random>" to it. The pid lets a later sonde tell stale events from
// those of a sonde still running.
func TracefsEventPrefix() string { return fmt.Sprintf("sonde_%d", os.Getpid()) }

// CleanupStaleEvents removes from tracefs kprobe_events and uprobe_events
// the events of sonde processes that no longer run: a sonde killed by
// SIGKILL cannot remove its own. Call it at start. It returns how many
// events it removed; events still in use stay.
func CleanupStaleEvents() (int, error) {
	dir := kfnTracefs()
	if dir == "" {
		return 0, nil
	}
	removed := 0
	var errs []error
	// Instances first: an event enabled in one is busy.
	if ents, err := os.ReadDir(filepath.Join(dir, "instances")); err == nil {
		for _, e := range ents {
			if _, ok := staleEvent("p:" + e.Name() + "/x"); ok {
				if err := os.Remove(filepath.Join(dir, "instances", e.Name())); err != nil {
					errs = append(errs, fmt.Errorf("remove stale tracefs instance %s: %w", e.Name(), err))
				}
			}
		}
	}
	for _, file := range []string{"kprobe_events", "uprobe_events"} {
		path := filepath.Join(dir, file)
		data, err := os.ReadFile(path)
		if err != nil {
			continue // no such probes in this kernel
		}
		for _, line := range strings.Split(string(data), "\n") {
			event, ok := staleEvent(line)
			if !ok {
				continue
			}
			if err := writeTracefs(path, "-:"+event); err != nil {
				errs = append(errs, fmt.Errorf("remove stale %s event %s: %w", strings.TrimSuffix(file, "_events"), event, err))
				continue
			}
			removed++
		}
	}
	return removed, errors.Join(errs...)
}

// staleEvent parses a kprobe_events/uprobe_events line
// ("r16:sonde_42_0123abcd/vfs_read vfs_read") and returns "group/event"
// when the group is sonde's and its process is gone.
func staleEvent(line string) (string, bool) {
	head, _, _ := strings.Cut(line, " ")
	_, event, ok := strings.Cut(head, ":")
	if !ok {
		return "", false
	}
	group, _, ok := strings.Cut(event, "/")
	if !ok {
		return "", false
	}
	rest, ok := strings.CutPrefix(group, "sonde_")
	if !ok {
		return "", false
	}
	pidText, _, _ := strings.Cut(rest, "_")
	pid, err := strconv.Atoi(pidText)
	if err != nil || pid <= 0 {
		return "", false
	}
	if _, err := os.Stat(fmt.Sprintf("/proc/%d", pid)); err == nil {
		return "", false // still running
	}
	return event, true
}

func writeTracefs(path, cmd string) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return err
	}
	_, err = f.WriteString(cmd + "\n")
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// --- What the kernel offers, read once per process. ---

var kprobesAvailable = sync.OnceValue(func() error {
	if _, err := os.Stat("/sys/bus/event_source/devices/kprobe/type"); err == nil {
		return nil // the kprobe PMU (4.17+)
	}
	if dir := kfnTracefs(); dir != "" {
		if _, err := os.Stat(filepath.Join(dir, "kprobe_events")); err == nil {
			return nil
		}
	}
	e := &UnavailableError{What: "kprobes", Config: "CONFIG_KPROBES", Err: ebpf.ErrNotSupported,
		Reason: "the kernel has neither the kprobe PMU nor tracefs kprobe_events (CONFIG_KPROBES, CONFIG_KPROBE_EVENTS)"}
	if v, known := kernelConfig("CONFIG_KPROBES"); known && v == "" {
		e.Reason = "the kernel was built without CONFIG_KPROBES"
	} else if v, known := kernelConfig("CONFIG_KPROBE_EVENTS"); known && v == "" {
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

// kernelConfig returns the value of a kernel build option ("y", "m", a
// string, or "" when not set) and whether the configuration could be read
// (/proc/config.gz, or /boot/config-RELEASE).
func kernelConfig(option string) (string, bool) {
	cfg, ok := kfnConfig()
	if !ok {
		return "", false
	}
	return cfg[option], true
}

var kfnConfig = sync.OnceValues(func() (map[string]string, bool) {
	var data []byte
	if f, err := os.Open("/proc/config.gz"); err == nil {
		defer f.Close()
		if zr, err := gzip.NewReader(f); err == nil {
			data, _ = io.ReadAll(zr)
		}
	}
	if data == nil {
		if rel, err := os.ReadFile("/proc/sys/kernel/osrelease"); err == nil {
			data, _ = os.ReadFile("/boot/config-" + strings.TrimSpace(string(rel)))
		}
	}
	if data == nil {
		return nil, false
	}
	cfg := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		if k, v, ok := strings.Cut(line, "="); ok && strings.HasPrefix(k, "CONFIG_") {
			cfg[k] = strings.Trim(v, `"`)
		}
	}
	return cfg, true
})

// kfnTracefs returns where tracefs is mounted, or "" (sonde mounts it
// elsewhere; this file only reads it).
func kfnTracefs() string {
	for _, d := range []string{"/sys/kernel/tracing", "/sys/kernel/debug/tracing"} {
		if _, err := os.Stat(filepath.Join(d, "available_events")); err == nil {
			return d
		}
	}
	return ""
}
