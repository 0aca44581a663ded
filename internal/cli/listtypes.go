package cli

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/cilium/ebpf/btf"

	"sonde/internal/kbtf"
	"sonde/internal/probe/point"
)

// typeKinds are the words that make -l list kernel types instead of probes,
// as bpftrace 0.17 does: -l 'struct path', -l 'struct sk_*', -lv 'union bpf_attr'.
var typeKinds = []string{"struct", "union", "enum"}

// isTypePattern reports whether a -l pattern names types ("struct NAME").
func isTypePattern(pattern string) bool {
	kind, _, ok := strings.Cut(pattern, " ")
	for _, k := range typeKinds {
		if ok && kind == k {
			return true
		}
	}
	return false
}

// printTypes lists the kernel's BTF types matching "KIND GLOB", sorted;
// verbose prints each one's definition, as libbpf's dumper writes it.
func printTypes(w io.Writer, pattern string, verbose bool) error {
	kind, glob, _ := strings.Cut(pattern, " ")
	glob = strings.TrimSpace(glob)
	spec, err := kbtf.Kernel()
	if err != nil {
		return err
	}
	found := map[string]btf.TypeID{} // the first of each name
	if kind == "struct" || kind == "union" || kind == "enum" {
		for id, name := range spec.Names(kind) {
			if _, dup := found[name]; !dup && point.Match(glob, name) {
				found[name] = id
			}
		}
	}
	names := make([]string, 0, len(found))
	for n := range found {
		names = append(names, n)
	}
	sort.Strings(names)
	bw := bufio.NewWriter(w)
	for _, n := range names {
		if verbose {
			t, err := spec.TypeByID(found[n])
			if err != nil {
				return err
			}
			fmt.Fprintln(bw, kbtf.Definition(t))
		} else {
			fmt.Fprintln(bw, kind+" "+n)
		}
	}
	return bw.Flush()
}
