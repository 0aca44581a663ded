package check_test

import (
	"regexp"
	"slices"
	"testing"

	"sonde/internal/lang/check"
	"sonde/internal/lang/langtest"
)

// entry(EXPR) in a return probe adds the entry probe that saves EXPR and
// hides the map it saves it in.
func TestEntryValues(t *testing.T) {
	p := expectCheckOK(t, `kretprobe:vfs_read { @lat = hist(nsecs - entry(nsecs)); @n[entry(arg2), entry(comm)] = count(); }`)
	if p == nil {
		return
	}
	var names []string
	for _, in := range p.Instances {
		names = append(names, in.Targets[0].Name)
	}
	if !slices.Equal(names, []string{"kretprobe:vfs_read", "kprobe:vfs_read"}) {
		t.Errorf("probes: %v, want the return probe and its entry", names)
	}
	for _, name := range p.MapNames {
		if m := p.Maps[name]; m.Hidden != (name == "@.entry0") {
			t.Errorf("%s: hidden %v", name, m.Hidden)
		}
	}
	expectCheckOK(t, `kretprobe:vfs_read /entry(arg2) > 10/ { print(retval); }`)
}

func TestEntryErrors(t *testing.T) {
	expectCheckError(t, `kprobe:vfs_read { print(entry(arg2)); }`,
		`stdin:1:25: error: entry() is only available in return probes (uretprobe, kretprobe, fexit)`)
	expectCheckError(t, `BEGIN { print(entry(1)); }`, `stdin:1:15: error: entry() is only available in return probes`)
	expectCheckError(t, `kretprobe:vfs_read { print(entry(entry(arg1))); }`,
		`stdin:1:34: error: entry() inside entry(): the argument is already evaluated at entry`)
	expectCheckError(t, `kretprobe:vfs_read { print(entry(retval + 1)); }`,
		`stdin:1:34: error: retval is not known at the function's entry, where entry() evaluates its argument`)
	expectCheckError(t, `kretprobe:vfs_read { print(entry(arg1, arg2)); }`, `stdin:1:28: error: entry() takes one argument`)
	expectCheckError(t, `kretprobe:vfs_read { print(entry(argx)); }`, `stdin:1:34: error: unknown identifier "argx"`)
	expectCheckError(t, `macro m() { entry(1) } kretprobe:vfs_read { print(m()); }`, `error: entry() is only available in the body or predicate of a return probe`)
}

func TestEntryFexit(t *testing.T) {
	p := expectCheckOK(t, `fexit:vfs_read { @lat = hist(nsecs - entry(nsecs)); }`)
	if p != nil {
		t.Log(p.MapNames)
	}
}

// --probe-filter keeps the entry probes of the return probes it keeps.
func TestEntryProbeFilter(t *testing.T) {
	src := `kretprobe:vfs_read { print(entry(arg2)); } kretprobe:vfs_write { print(entry(arg2)); }`
	p, diags := langtest.Check(src, check.Options{ProbeFilter: regexp.MustCompile("vfs_write")})
	if p == nil {
		t.Fatal(diags)
	}
	var names []string
	for _, in := range p.Instances {
		names = append(names, in.Targets[0].Name)
	}
	if !slices.Equal(names, []string{"kretprobe:vfs_write", "kprobe:vfs_write"}) {
		t.Errorf("probes: %v", names)
	}
}
