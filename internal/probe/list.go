package probe

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"sonde/internal/probe/point"
)

// PrintList writes the probes matching pattern, one full name a line, sorted,
// for `sonde -l [PATTERN]`; verbose (-lv) adds each probe's arguments under
// it, indented by four spaces, as C declarations ("    const char * filename").
//
// The pattern is a glob over full names ("tracepoint:syscalls:*",
// "*open*"). A pattern that starts with a provider name or alias and a colon
// asks only that provider ("t:sched:*"). A pattern with neither a colon nor
// a wildcard is searched for anywhere in the name. Every registered provider
// is asked, so providers added later show up without changes here.
//
// When every provider is searched, one that cannot list (tracefs cannot be
// mounted, no BTF, a binary is needed) does not stop the others; the errors
// are returned only when nothing matched at all.
func PrintList(w io.Writer, pattern string, verbose bool) error {
	return PrintListPID(w, pattern, verbose, 0)
}

// PrintListPID is PrintList for `sonde -l -p PID`: with a pid, a pattern
// that names no provider (or none at all) lists the probes of that process
// alone, from the providers that can (ProcessLister): as bpftrace 0.17
// does, the uprobes of its executable and the USDT probes of the executable
// and its libraries, named by their paths inside the process's root
// directory ("uprobe:/proc/PID/root/usr/bin/x:main").
func PrintListPID(w io.Writer, pattern string, verbose bool, pid int) error {
	targets, listErr := listTargets(pattern, pid)
	bw := bufio.NewWriter(w)
	for _, t := range targets {
		fmt.Fprintln(bw, t.Name)
		if !verbose {
			continue
		}
		p, ok := Lookup(t.Provider)
		if !ok {
			continue
		}
		var fields []point.Field
		if fl, ok := p.(fieldLister); ok {
			fields = fl.ListFields(t)
		} else if ctx, err := p.Context(t, RunningKernel); err == nil && ctx != nil {
			ctx.LoadFields()
			fields = ctx.Fields
		}
		for _, f := range fields {
			fmt.Fprintln(bw, "    "+FieldDecl(f))
		}
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	return listErr
}

// fieldLister is a Provider whose -lv shows other arguments than its
// Context's fields (uprobe: every parameter the DWARF declares, where
// args.NAME reads only those in registers).
type fieldLister interface {
	ListFields(t point.Target) []point.Field
}

// ProcessLister is a Provider that lists the probes of one process (-l -p).
type ProcessLister interface {
	// ListProcess lists what pattern (written after "provider:") names in
	// process pid: a pattern without a binary, or with a wildcard one,
	// lists the process's own probes.
	ListProcess(pattern string, pid int) ([]point.Target, error)
}

// namedOnly is implemented by providers that a listing of every provider
// leaves out: they are listed only when the pattern names them (uretprobe,
// which bpftrace lists only as "uretprobe:BIN:*").
type namedOnly interface{ ListedOnlyByName() bool }

// inWildcardList reports whether a listing of every provider includes p.
func inWildcardList(p Provider) bool {
	n, ok := p.(namedOnly)
	return !ok || !n.ListedOnlyByName()
}

// listTargets collects the targets PrintList prints.
func listTargets(pattern string, pid int) ([]point.Target, error) {
	if !strings.Contains(pattern, ":") && !point.HasWildcard(pattern) && pattern != "" {
		pattern = "*" + pattern + "*"
	}
	var only Provider
	rest := ""
	if name, r := point.Split(pattern); strings.Contains(pattern, ":") && !point.HasWildcard(name) {
		p, ok := Lookup(name)
		if !ok {
			return nil, &point.UnknownProviderError{Name: name}
		}
		only, rest = p, r
	} else if _, r, ok := strings.Cut(pattern, ":"); ok {
		rest = r // "*:BIN:*": the providers that need a binary are asked for BIN's
	}
	provGlob, _, _ := strings.Cut(pattern, ":")
	var all []point.Target
	var errs []error
	switch pl, isPL := only.(ProcessLister); {
	case pid > 0 && only != nil && isPL:
		ts, err := pl.ListProcess(rest, pid)
		if err != nil {
			return nil, fmt.Errorf("list %s: %w", only.Name(), err)
		}
		all = ts
	case pid > 0 && only == nil:
		for _, n := range point.Names() {
			p, _ := Lookup(n)
			pl, ok := p.(ProcessLister)
			if !ok || !inWildcardList(p) {
				continue // not a probe of the process
			}
			ts, err := pl.ListProcess(rest, pid)
			if err != nil {
				errs = append(errs, fmt.Errorf("list %s: %w", n, err))
				continue
			}
			all = append(all, matching(ts, pattern)...)
		}
	case only != nil:
		ts, err := only.List(rest)
		if err != nil {
			return nil, fmt.Errorf("list %s: %w", only.Name(), err)
		}
		all = ts
	default:
		for _, n := range point.Names() {
			p, _ := Lookup(n)
			if !inWildcardList(p) {
				continue
			}
			ts, err := p.List("")
			if err != nil {
				errs = append(errs, fmt.Errorf("list %s: %w", n, err))
				continue
			}
			if len(ts) == 0 && rest != "" && point.Match(provGlob, n) {
				// A provider with nothing to list on its own needs a
				// binary; the pattern may name one ("*:/bin/bash:*",
				// "*:libc:mall*", whose probes are named by the path
				// libc resolves to). One that does not fit what it takes
				// has no probes there.
				ts, _ = p.List(rest)
				all = append(all, ts...)
				continue
			}
			all = append(all, matching(ts, pattern)...)
		}
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].Name < all[j].Name })
	out := all[:0]
	for i, t := range all {
		if i == 0 || t.Name != all[i-1].Name {
			out = append(out, t)
		}
	}
	if len(out) > 0 {
		return out, nil
	}
	return out, errors.Join(errs...)
}

// FieldDecl spells a field as a C declaration: "int flags",
// "const char * filename", "char comm[16]", "__data_loc char[] name".
func FieldDecl(f point.Field) string {
	if f.DataLoc {
		return "__data_loc " + f.CType + " " + f.Name
	}
	if i := strings.IndexByte(f.CType, '['); i > 0 && strings.HasSuffix(f.CType, "]") {
		return strings.TrimSpace(f.CType[:i]) + " " + f.Name + f.CType[i:]
	}
	return f.CType + " " + f.Name
}

// matching keeps the targets whose names match pattern ("" keeps all).
func matching(ts []point.Target, pattern string) []point.Target {
	if pattern == "" {
		return ts
	}
	var out []point.Target
	for _, t := range ts {
		if point.Match(pattern, t.Name) {
			out = append(out, t)
		}
	}
	return out
}
