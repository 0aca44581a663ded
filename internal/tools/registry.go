// Package tools is sonde's tool collection: BCC's and bpftrace's best
// tools (execsnoop, opensnoop, biolatency, ...) written as sonde scripts,
// embedded in the binary, listed by `sonde tools` and run by `sonde tool
// NAME [ARGS]`.
//
// A tool is one script, scripts/NAME.bt, whose leading comment block is its
// metadata (see parseMeta), plus optional variants scripts/NAME.SOURCE.bt
// on other probe sources (fentry, kprobe). A tool may instead be a front
// for one of sonde's own commands (profile is `sonde profile`): its
// scripts/NAME.bt is the metadata alone, with "runs: sonde VERB", and Go
// code translates its flags (front.go). The command line is parsed here
// (flags.go) into getopt() parameters; the script reads them with
// getopt("name", default), so `sonde tool execsnoop -x` and
// `sonde execsnoop.bt -- --failed` run the same thing.
//
// It imports no compiler and no engine: the caller (cli) provides an
// Engine that compiles and runs a script as `sonde FILE` does. The tools
// package picks the variant (select.go), and hands the Engine the text.
package tools

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"

	"sonde/internal/lang/source"
)

//go:embed scripts/*.bt
var scriptFS embed.FS

// Sources are the probe sources a tool's variants use, in the order they
// are tried: stable tracepoints first, then fentry, then kprobes. Tracefs
// dynamic events are not a variant of their own: --source tracefs (or a
// kernel without BPF) runs the kprobe variant through tracefs. uprobe is
// the source of a tool on user functions (bashreadline, memleak -p), which
// has no other.
var Sources = []string{"tracepoint", "fentry", "kprobe", "uprobe"}

// Areas are `sonde tools`' groups, in the order it lists them.
var Areas = []string{"processes and files", "disks and filesystems", "CPU and scheduling", "memory", "network", "functions", "misc"}

// A Tool is one registered tool.
type Tool struct {
	Name     string
	Area     string
	Desc     string    // the one-line description
	Help     string    // free text after the metadata lines (may be empty)
	Flags    []*Flag   // in the order declared
	Args     []string  // positional parameters: numbers ("interval", "count", ...; see positionals) or words (see parseMeta)
	Examples []Example // `$ sonde tool ...` lines
	Requires []string  // names in requirements: checked before compiling
	Variants []*Variant
	Runs     string // a front for `sonde Runs` (its "runs:" line): no script, no variants
}

// A Variant is one script of a tool, on one probe source.
type Variant struct {
	Source string // tracepoint, fentry, kprobe, uprobe
	File   string // NAME.bt or NAME.SOURCE.bt
	Text   string
}

// An Example is one `example:` line: a command line and what it does.
type Example struct{ Cmd, What string }

// registry is the embedded scripts' tools by name, parsed on first use:
// a run that is no tool's (`sonde -e ...`) does not pay for it at start-up.
var registry = sync.OnceValue(func() map[string]*Tool {
	reg, err := load(scriptFS)
	if err != nil {
		panic(err) // a malformed metadata block: TestRegistry says which
	}
	return reg
})

// load reads every script in fsys's scripts directory.
func load(fsys fs.FS) (map[string]*Tool, error) {
	files, err := fs.Glob(fsys, "scripts/*.bt")
	if err != nil {
		return nil, err
	}
	reg := map[string]*Tool{}
	variants := map[string][]*Variant{}
	for _, file := range files {
		b, err := fs.ReadFile(fsys, file)
		if err != nil {
			return nil, err
		}
		base := path.Base(file)
		name, source, isVariant := strings.Cut(strings.TrimSuffix(base, ".bt"), ".")
		if isVariant {
			if !slices.Contains(Sources, source) {
				return nil, fmt.Errorf("%s: unknown source %q (want one of %s)", base, source, strings.Join(Sources, ", "))
			}
			variants[name] = append(variants[name], &Variant{Source: source, File: base, Text: string(b)})
			continue
		}
		t, src, err := parseMeta(name, string(b))
		if err != nil {
			return nil, fmt.Errorf("%s: %v", base, err)
		}
		if t.Runs == "" {
			t.Variants = []*Variant{{Source: src, File: base, Text: string(b)}}
		}
		reg[name] = t
	}
	for name, vs := range variants {
		t := reg[name]
		if t == nil {
			return nil, fmt.Errorf("%s: a variant of no tool (scripts/%s.bt is missing)", vs[0].File, name)
		}
		t.Variants = append(t.Variants, vs...)
	}
	for _, t := range reg {
		slices.SortStableFunc(t.Variants, func(a, b *Variant) int {
			return slices.Index(Sources, a.Source) - slices.Index(Sources, b.Source)
		})
		for i := 1; i < len(t.Variants); i++ {
			if t.Variants[i].Source == t.Variants[i-1].Source {
				return nil, fmt.Errorf("%s: two %s variants", t.Name, t.Variants[i].Source)
			}
		}
	}
	return reg, nil
}

// Lookup returns the named tool, or nil.
func Lookup(name string) *Tool { return registry()[name] }

// All returns every tool, sorted by area (in Areas' order), then name.
func All() []*Tool {
	var ts []*Tool
	for _, t := range registry() {
		ts = append(ts, t)
	}
	slices.SortFunc(ts, func(a, b *Tool) int {
		if d := slices.Index(Areas, a.Area) - slices.Index(Areas, b.Area); d != 0 {
			return d
		}
		return strings.Compare(a.Name, b.Name)
	})
	return ts
}

// Nearest is the registered name closest to name, for "did you mean", or "".
func Nearest(name string) string {
	var names []string
	for _, t := range All() {
		names = append(names, t.Name)
	}
	return source.Suggest(name, names)
}
