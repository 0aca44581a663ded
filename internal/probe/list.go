package probe

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
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
	targets, listErr := listTargets(pattern)
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
		ctx, err := p.Context(t)
		if err != nil || ctx == nil {
			continue
		}
		for _, f := range ctx.Fields {
			fmt.Fprintln(bw, "    "+FieldDecl(f))
		}
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	return listErr
}

// listTargets collects the targets PrintList prints.
func listTargets(pattern string) ([]Target, error) {
	if !strings.Contains(pattern, ":") && !HasWildcard(pattern) && pattern != "" {
		pattern = "*" + pattern + "*"
	}
	var only Provider
	rest := ""
	if name, r := Split(pattern); strings.Contains(pattern, ":") && !HasWildcard(name) {
		p, ok := Lookup(name)
		if !ok {
			return nil, &ErrUnknownProvider{Name: name}
		}
		only, rest = p, r
	}
	var all []Target
	var errs []error
	if only != nil {
		ts, err := only.List(rest)
		if err != nil {
			return nil, fmt.Errorf("list %s: %w", only.Name(), err)
		}
		all = ts
	} else {
		for _, n := range Names() {
			p, _ := Lookup(n)
			ts, err := p.List("")
			if err != nil {
				errs = append(errs, fmt.Errorf("list %s: %w", n, err))
				continue
			}
			for _, t := range ts {
				if pattern == "" || Match(pattern, t.Name) {
					all = append(all, t)
				}
			}
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
func FieldDecl(f Field) string {
	if f.DataLoc {
		return "__data_loc " + f.CType + " " + f.Name
	}
	if i := strings.IndexByte(f.CType, '['); i > 0 && strings.HasSuffix(f.CType, "]") {
		return strings.TrimSpace(f.CType[:i]) + " " + f.Name + f.CType[i:]
	}
	return f.CType + " " + f.Name
}
