package probe

// usdt: statically defined tracepoints in user-space binaries (systemtap's
// <sys/sdt.h>).
//
//	usdt:BIN:PROVIDER:NAME     usdt:/usr/bin/python3:python:function__entry
//	usdt:BIN:NAME, usdt:BIN::NAME   any provider
//	usdt:BIN:*                 wildcards in BIN, PROVIDER and NAME
//	usdt::PROVIDER:NAME        with -p PID: every object the process maps
//	usdt:*:PROVIDER:NAME       with -p PID: the same ("*libc*": those whose
//	                           path or base name matches)
//	usdt:NAME                  with -p PID
//	usdt:*:PROVIDER:NAME       without -p: every object any running process maps
//	usdt:BIN:PROV:"\"NAME\""   quoted, with escapes: names the lexer would
//	                           take apart, or holding quotes
//
// A probe defined at several places (or inlined) has several sites, each
// with its own argument locations: it expands into one Target per site, all
// with the same Name; Parts are [path, provider, name, site index] and Value
// is the site's file offset. Semaphores are armed by the kernel
// (UprobeOptions.RefCtrOffset, or the reference counter offsets of a
// uprobe_multi link: the sites of one program in one binary attach through
// one link where the kernel has them, as uprobes do) for as long as the
// probe is attached.

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/features"
	"github.com/cilium/ebpf/link"

	"sonde/internal/elfx"
	"sonde/internal/kernel"
	"sonde/internal/probe/point"
	"sonde/internal/usdt"
)

type usdtProvider struct{}

func (usdtProvider) Name() string      { return "usdt" }
func (usdtProvider) Aliases() []string { return []string{"U"} }

// usdtCache holds the probes read from each binary, revalidated through
// elfx.Cached (which notices rebuilt files).
var usdtCache struct {
	sync.Mutex
	m map[*elfx.File][]usdt.Probe
}

func usdtProbes(path string) ([]usdt.Probe, error) {
	f, err := elfx.Cached(path)
	if err != nil {
		return nil, err
	}
	usdtCache.Lock()
	defer usdtCache.Unlock()
	if ps, ok := usdtCache.m[f]; ok {
		return ps, nil
	}
	ps, err := usdt.Read(path)
	if err != nil {
		return nil, err
	}
	if usdtCache.m == nil {
		usdtCache.m = map[*elfx.File][]usdt.Probe{}
	}
	usdtCache.m[f] = ps
	return ps, nil
}

func (p usdtProvider) Expand(spec string, opts AttachOptions) ([]point.Target, error) {
	return p.expand(spec, splitFields(spec), opts)
}

// expand is Expand of a spec split into its fields.
func (p usdtProvider) expand(spec string, fields []string, opts AttachOptions) ([]point.Target, error) {
	var bin, prov, name string
	switch {
	case len(fields) == 3:
		bin, prov, name = fields[0], fields[1], fields[2]
	case len(fields) == 2:
		bin, name = fields[0], fields[1]
	case len(fields) == 1 && opts.PID > 0:
		name = fields[0]
	default:
		return nil, &SpecError{fmt.Sprintf("usdt probe type requires 2 or 3 arguments, found %d", len(fields))}
	}
	if prov == "" {
		prov = "*" // an empty provider is any provider
	}
	// With -p, no binary or a pattern without a directory ("*", "*libc*")
	// picks among the objects the process maps.
	processWide := opts.PID > 0 && (bin == "" || point.HasWildcard(bin) && !strings.Contains(bin, "/"))
	everyProcess := opts.PID <= 0 && bin == "*"
	var paths []string
	var err error
	switch {
	case processWide:
		paths, err = processObjects(opts.PID, bin)
	case everyProcess:
		paths = runningObjects()
	case opts.PID > 0 && strings.HasPrefix(bin, "/") && !point.HasWildcard(bin):
		// A path as the process sees it, inside its root and mount
		// namespace (bpftrace names the probe so too).
		paths = []string{elfx.ProcRoot(opts.PID) + bin}
		if _, err = os.Stat(paths[0]); err != nil {
			err = targetFileError("usdt", bin, err)
		}
	default:
		paths, err = elfx.ResolveBinary(bin, opts.PID)
		if err != nil {
			err = targetFileError("usdt", bin, err)
		}
	}
	if err != nil {
		return nil, specErrorf(err, "usdt:%s: %w", spec, err)
	}
	var out []point.Target
	for _, path := range paths {
		ps, err := usdtProbes(path)
		if err != nil {
			if processWide || everyProcess {
				continue // a mapped file sonde cannot read has no probes for it
			}
			return nil, fmt.Errorf("usdt:%s: %w", spec, err)
		}
		site := map[[2]string]int{}
		for _, up := range ps {
			if !point.Match(prov, up.Provider) || !point.Match(name, up.Name) {
				continue
			}
			k := [2]string{up.Provider, up.Name}
			out = append(out, point.Target{
				Provider: "usdt",
				Name:     "usdt:" + path + ":" + up.Provider + ":" + up.Name,
				Parts:    []string{path, up.Provider, up.Name, strconv.Itoa(site[k])},
				Value:    up.Offset,
				Path:     path,
			})
			site[k]++
		}
	}
	if len(out) == 0 && !point.HasWildcard(spec) {
		return nil, fmt.Errorf("usdt:%s: no such probe", spec)
	}
	return out, nil
}

// splitFields splits a spec at colons outside double quotes. Quotes are
// removed, and inside them a backslash escapes the next character
// (`"\"probe1\""` is the name "probe1" with its quotes, as <sys/sdt.h>
// spells a name given as a string).
func splitFields(spec string) []string {
	var out []string
	var b strings.Builder
	quoted := false
	for i := 0; i < len(spec); i++ {
		switch c := spec[i]; {
		case quoted && c == '\\' && i+1 < len(spec):
			i++
			b.WriteByte(spec[i])
		case c == '"':
			quoted = !quoted
		case c == ':' && !quoted:
			out = append(out, b.String())
			b.Reset()
		default:
			b.WriteByte(c)
		}
	}
	return append(out, b.String())
}

// processObjects lists the executable file mappings of a process (its
// program and shared libraries) as paths sonde can open, those whose path
// in the process or base name match pattern ("" matches all).
func processObjects(pid int, pattern string) ([]string, error) {
	maps, err := elfx.ReadMaps(pid)
	if err != nil {
		return nil, err
	}
	root := elfx.ProcRoot(pid)
	seen := map[string]bool{}
	var out []string
	add := func(p string) {
		inside := strings.TrimPrefix(p, root)
		if seen[p] || pattern != "" && !point.Match(pattern, inside) && !point.Match(pattern, filepath.Base(inside)) {
			return
		}
		seen[p] = true
		out = append(out, p)
	}
	if exe, err := elfx.ExePath(pid); err == nil {
		add(exe)
	}
	for _, m := range maps {
		if m.File() && m.Exec() {
			add(elfx.InRoot(pid, m.Path))
		}
	}
	return out, nil
}

// runningObjects lists the executable file mappings of every running
// process, each file once: by the path the process sees when that is valid
// for sonde too, else under /proc/PID/root.
func runningObjects() []string {
	seen := map[string]bool{} // device and inode
	var out []string
	for pid, maps := range elfx.AllMaps() {
		root := ""
		for _, m := range maps {
			k := m.Dev + " " + strconv.FormatUint(m.Inode, 10)
			if !m.File() || !m.Exec() || seen[k] {
				continue
			}
			if root == "" {
				root = elfx.Root(pid) + "/" // "/" when the process shares sonde's root
			}
			seen[k] = true
			if root == "/" {
				out = append(out, m.Path)
			} else {
				out = append(out, elfx.InRoot(pid, m.Path))
			}
		}
	}
	return out
}

func (p usdtProvider) List(pattern string) ([]point.Target, error) {
	fields := splitFields(pattern)
	if fields[0] == "" || fields[0] == "*" && len(fields) < 3 {
		// Without a binary there is nothing to list; every running
		// process's objects are listed only for usdt:*:PROVIDER:NAME.
		return nil, nil
	}
	for len(fields) < 3 {
		fields = append(fields, "*")
	}
	return p.expand(pattern, fields[:3], AttachOptions{})
}

// ListProcess lists the USDT probes of process pid, in its executable and
// the libraries it has loaded (a pattern with no binary or a wildcard one),
// or those of the binary the pattern names, as the process sees it.
func (p usdtProvider) ListProcess(pattern string, pid int) ([]point.Target, error) {
	fields := splitFields(pattern)
	for len(fields) < 3 {
		fields = append(fields, "*")
	}
	if fields[0] != "" && !point.HasWildcard(fields[0]) {
		return p.expand(pattern, fields[:3], AttachOptions{PID: pid})
	}
	ts, err := p.Expand("*:*", AttachOptions{PID: pid})
	if err != nil {
		return nil, err
	}
	return matching(ts, "usdt:*:"+fields[1]+":"+fields[2]), nil
}

// site finds the probe site a target names.
func (usdtProvider) site(t point.Target) (usdt.Probe, error) {
	if len(t.Parts) != 4 {
		return usdt.Probe{}, fmt.Errorf("%s: not a usdt target", t.Name)
	}
	ps, err := usdtProbes(t.Path)
	if err != nil {
		return usdt.Probe{}, err
	}
	idx, _ := strconv.Atoi(t.Parts[3])
	for _, up := range ps {
		if up.Provider == t.Parts[1] && up.Name == t.Parts[2] {
			if idx == 0 {
				return up, nil
			}
			idx--
		}
	}
	return usdt.Probe{}, fmt.Errorf("%s: probe site %s vanished", t.Name, t.Parts[3])
}

func (p usdtProvider) Context(t point.Target, _ point.Kernel) (*point.Context, error) {
	up, err := p.site(t)
	if err != nil {
		return nil, err
	}
	if up.ArgErr != nil {
		return nil, fmt.Errorf("%s: %w", t.Name, up.ArgErr)
	}
	c := &point.Context{
		ProgType: ebpf.Kprobe,
		ArgN:     point.ArgsNone,
		NumArgs:  len(up.Args),
		Regs:     true,
		User:     true,
		UserArgs: true,
		PidBound: true,
	}
	if len(up.Args) > 0 {
		c.ArgN = point.ArgsRegs
		c.ArgLocs = slices.Clone(up.Args)
	}
	if usdtMulti() {
		c.AttachType, c.PidFilter = ebpf.AttachTraceUprobeMulti, multiPIDByThread()
	}
	return c, nil
}

// usdtMulti reports whether USDT sites attach through uprobe_multi links,
// as uprobes do (UprobeMulti): their semaphores are the links' reference
// counter offsets.
func usdtMulti() bool { return UprobeMulti && features.HaveBPFLinkUprobeMulti() == nil }

// GroupKey groups the sites of a program in one binary: they attach
// through one uprobe_multi link.
func (p usdtProvider) GroupKey(t point.Target) string {
	if usdtMulti() {
		return t.Path
	}
	return ""
}

// AttachGroup attaches sites in one binary through one uprobe_multi link
// (see attachUprobeMulti).
func (p usdtProvider) AttachGroup(ts []point.Target, cookies []uint64, prog *ebpf.Program, opts AttachOptions) (io.Closer, error) {
	return attachUprobeMulti(ts, cookies, prog, false, opts, usdtChild(opts), func(t point.Target) (uint64, uint64, error) {
		up, err := p.site(t)
		if err != nil {
			return 0, 0, err
		}
		return up.Offset, up.SemaOff, nil
	})
}

// usdtChild is the process USDT sites fire in under -c, as in bpftrace
// (0.17 and newest): the command's, not every process running the binary.
// It is 0 with -p (opts.PID) or without a command. (uprobes fire in every
// process under -c, as in bpftrace.)
func usdtChild(opts AttachOptions) int {
	if opts.PID > 0 {
		return 0
	}
	return opts.Cpid
}

func (p usdtProvider) Attach(t point.Target, prog *ebpf.Program, opts AttachOptions) (io.Closer, error) {
	if usdtMulti() {
		return p.AttachGroup([]point.Target{t}, nil, prog, opts)
	}
	up, err := p.site(t)
	if err != nil {
		return nil, err
	}
	ex, err := link.OpenExecutable(t.Path)
	if err != nil {
		return nil, fmt.Errorf("attach %s: %w", t.Name, err)
	}
	pid := opts.PID
	if c := usdtChild(opts); c > 0 {
		pid = c
	}
	l, err := ex.Uprobe("", prog, &link.UprobeOptions{Address: up.Offset, RefCtrOffset: up.SemaOff, PID: pid, TraceFSPrefix: kernel.TracefsEventPrefix()})
	if err != nil {
		return nil, fmt.Errorf("attach %s: %w", t.Name, err)
	}
	return l, nil
}
