package elfx_test

import (
	"os/exec"
	"regexp"
	"slices"
	"strconv"
	"testing"

	"sonde/internal/elfx"
	"sonde/internal/elfx/elfxtest"
)

// TestInlinedSites finds twice's inlined copies at -O2 where gdb's
// `break twice` places its locations (less the out-of-line copy, which has
// a symbol), with x where gdb finds it.
func TestInlinedSites(t *testing.T) {
	bin := elfxtest.C(t, "inlined", []string{"inlined.c"}, "-O2")
	f, err := elfx.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	sites, err := f.InlinedSites("twice")
	if err != nil {
		t.Fatal(err)
	}
	sym, ok := f.Lookup("twice")
	if !ok {
		t.Fatal("no out-of-line twice")
	}
	var got []uint64
	for _, s := range sites {
		got = append(got, s.Entry)
		if s.End <= s.Entry {
			t.Errorf("site %#x ends at %#x", s.Entry, s.End)
		}
		if len(s.Params) != 1 || s.Params[0].Name != "x" || s.Params[0].CType != "int" || s.Params[0].Loc.Kind != elfx.LocReg {
			t.Errorf("site %#x: params %+v, want x in a register", s.Entry, s.Params)
		}
	}
	want := gdbLocations(t, bin, "twice")
	want = slices.DeleteFunc(want, func(a uint64) bool { return a == sym.Addr })
	if !slices.Equal(got, want) || len(got) != 2 {
		t.Errorf("inlined sites %#x, gdb's locations less the symbol %#x", got, want)
	}
	// keep is only inlined, at an entry pc gcc put in an empty range: gdb
	// stops at the start of its code instead, and so does InlinedSites.
	sites, err = f.InlinedSites("keep")
	if err != nil || len(sites) != 1 {
		t.Fatalf("InlinedSites(keep) = %+v, %v", sites, err)
	}
	if want := gdbLocations(t, bin, "keep"); len(want) != 1 || sites[0].Entry != want[0] {
		t.Errorf("keep inlined at %#x, gdb's location %#x", sites[0].Entry, want)
	}
	var params []string
	for _, p := range sites[0].Params {
		params = append(params, p.Name+":"+strconv.Itoa(int(p.Loc.Kind)))
	}
	if want := []string{"v:" + strconv.Itoa(int(elfx.LocReg)), "u:" + strconv.Itoa(int(elfx.LocNone))}; !slices.Equal(params, want) {
		t.Errorf("keep's params (name:kind) %q, want %q", params, want)
	}
	if sites, err := f.InlinedSites("first"); err != nil || len(sites) != 0 {
		t.Errorf("InlinedSites(first) = %v, %v; want none", sites, err)
	}
}

// gdbLocations is where gdb -batch 'break FUNC' sets its breakpoints (the
// binary is not run: gdb places them at link-time addresses).
func gdbLocations(t *testing.T, bin, fn string) []uint64 {
	t.Helper()
	elfxtest.Tool(t, "gdb")
	out, err := exec.Command("gdb", "-batch", "-ex", "break "+fn, "-ex", "info breakpoints", bin).CombinedOutput()
	if err != nil {
		t.Fatalf("gdb: %v\n%s", err, out)
	}
	var addrs []uint64
	for _, m := range regexp.MustCompile(`(?m)^(?:1(?:\.\d+)?\s+(?:breakpoint\s+keep\s+y|y)\s+)(0x[0-9a-f]+)`).FindAllStringSubmatch(string(out), -1) {
		a, _ := strconv.ParseUint(m[1][2:], 16, 64)
		addrs = append(addrs, a)
	}
	slices.Sort(addrs)
	return addrs
}
