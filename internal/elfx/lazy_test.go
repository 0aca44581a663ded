package elfx

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"sonde/internal/elfx/elfxtest"
)

// TestLazyUnits: resolving the variables at a probe in a binary of three
// units with compressed DWARF (gcc -gz) builds the probed unit's DWARF
// alone, decompresses .debug_info only as far as that unit (the first)
// and leaves .debug_line compressed until a line table is asked for.
func TestLazyUnits(t *testing.T) {
	bin := elfxtest.C(t, "lazy", []string{"lazy1.c", "lazy2.c", "lazy3.c"}, "-O0", "-gz=zlib")
	f, err := Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	sym, ok := f.Lookup("probed")
	if !ok {
		t.Fatal("no probed")
	}
	sc, ok, err := f.VarsAt(sym.Addr + 8)
	if err != nil || !ok {
		t.Fatalf("VarsAt = %v, %v", ok, err)
	}
	var names []string
	for _, v := range sc.Vars {
		names = append(names, v.Name)
	}
	if !slices.Contains(names, "n") || !slices.Contains(names, "twice") {
		t.Fatalf("VarsAt(probed) has %v, want n and twice", names)
	}
	d := &f.debug
	if d.whole != nil || len(d.units) != 1 {
		t.Errorf("VarsAt built the DWARF of %d units (whole: %v), want the probed one", len(d.units), d.whole != nil)
	}
	if d.infoAll {
		t.Error("VarsAt decompressed all of .debug_info for the first unit")
	}
	if len(d.inflated) == 0 {
		t.Fatal("nothing decompressed: is the DWARF compressed (gcc -gz)?")
	}
	if slices.Contains(d.inflated, ".debug_line") {
		t.Errorf("VarsAt decompressed .debug_line (%v)", d.inflated)
	}
	if addrs, err := f.LineAddrs("lazy3.c", 4); err != nil || len(addrs) == 0 {
		t.Fatalf("LineAddrs(lazy3.c:4) = %v, %v", addrs, err)
	}
	if !slices.Contains(d.inflated, ".debug_line") || len(d.units) != 1 {
		t.Errorf("LineAddrs: decompressed %v, built %d units; want .debug_line and no unit", d.inflated, len(d.units))
	}
}

// TestLazyGoSections: placing a Go function's parameters (Go compresses
// its DWARF) decompresses neither the line tables nor the location
// lists, which it does not read.
func TestLazyGoSections(t *testing.T) {
	bin := elfxtest.GoIn(t, "goargs", "goargs")
	f, err := Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	sym, ok := f.Lookup("main.traceme")
	if !ok {
		t.Fatal("no main.traceme")
	}
	if _, ok, err := f.GoParams(sym.Addr); !ok || err != nil {
		t.Fatalf("GoParams = %v, %v", ok, err)
	}
	if len(f.debug.inflated) == 0 {
		t.Fatal("nothing decompressed: is the Go DWARF compressed?")
	}
	for _, n := range []string{".debug_line", ".debug_loclists"} {
		if slices.Contains(f.debug.inflated, n) {
			t.Errorf("GoParams decompressed %s (%v)", n, f.debug.inflated)
		}
	}
}

// TestLazyGoUnits: Go's DWARF has no .debug_aranges; placing a main.*
// function's parameters decompresses .debug_info only as far as the main
// package's unit and the types its parameters refer to, and gives what
// reading every unit gives. A function of a package further on, and one
// (a method of main's type, whose pointer type refers on) read next,
// extend what was read; main.double's parameters are named by its
// abstract entry (it is inlined too).
func TestLazyGoUnits(t *testing.T) {
	bin := elfxtest.GoIn(t, "goargs", "goargs")
	f, err := Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	whole, err := Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	whole.debug.once.Do(whole.loadDebug)
	if whole.debug.wholeData() == nil {
		t.Fatal("no DWARF")
	}
	show := func(ps []GoParam) string {
		var s []string
		for _, p := range ps {
			s = append(s, fmt.Sprintf("%s:%s %+v %v %d", p.Name, p.Decl, p.Pieces, p.Stack, p.StackOff))
		}
		return strings.Join(s, ", ")
	}
	d := &f.debug
	var read int
	for i, name := range []string{"main.traceme", "main.(*T).M", "main.double", "strconv.Atoi", "main.sum"} {
		sym, ok := f.Lookup(name)
		if !ok {
			t.Fatalf("no %s", name)
		}
		got, ok, err := f.GoParams(sym.Addr)
		if !ok || err != nil {
			t.Fatalf("GoParams(%s) = %v, %v", name, ok, err)
		}
		want, _, _ := whole.GoParams(sym.Addr)
		if show(got) != show(want) {
			t.Errorf("GoParams(%s) = %s, from every unit %s", name, show(got), show(want))
		}
		if i == 0 {
			if d.whole != nil || d.infoAll || len(d.info) == 0 || uint64(len(d.info)) >= d.infoSize {
				t.Fatalf("GoParams(main.traceme) read %d of .debug_info's %d bytes (whole: %v)", len(d.info), d.infoSize, d.whole != nil)
			}
			t.Logf("main.traceme: %d of %d bytes of .debug_info", len(d.info), d.infoSize)
		}
		if uint64(len(d.info)) != d.prefixEnd {
			t.Errorf("GoParams(%s) read %d bytes of .debug_info, used %d", name, len(d.info), d.prefixEnd)
		}
		if len(d.info) < read || d.whole != nil {
			t.Errorf("GoParams(%s): read %d bytes after %d (whole: %v)", name, len(d.info), read, d.whole != nil)
		}
		read = len(d.info)
	}
}

// TestGoPackage: a Go function symbol's package.
func TestGoPackage(t *testing.T) {
	for sym, want := range map[string]string{
		"main.main":                                  "main",
		"main.(*T).M":                                "main",
		"main.traceme.func1":                         "main",
		"sonde/internal/elfx.(*File).GoParams":       "sonde/internal/elfx",
		"gopkg.in/yaml%2ev3.Unmarshal":               "gopkg.in/yaml.v3",
		"slices.Sort[go.shape.[]int,go.shape.int]":   "slices",
		"example.com/m.F[go.shape.struct { a/b.T }]": "example.com/m",
		"nodot": "",
	} {
		if got := goPackage(sym); got != want {
			t.Errorf("goPackage(%q) = %q, want %q", sym, got, want)
		}
	}
}

// TestSymbolizeBeforeTable: Symbolize answers a statement probe's
// address without reading the function table, as the table answers it.
func TestSymbolizeBeforeTable(t *testing.T) {
	bin := elfxtest.C(t, "lazy", []string{"lazy1.c", "lazy2.c", "lazy3.c"}, "-O2")
	f, err := Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	full, err := Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"probed", "second", "third", "main"} {
		s, ok := full.Lookup(name)
		if !ok {
			t.Fatalf("no %s", name)
		}
		for _, addr := range []uint64{s.Addr, s.Addr + s.Size/2} {
			want, wantOff, wantOK := full.Symbolize(addr)
			got, off, ok := f.Symbolize(addr)
			if got.Name != want.Name || off != wantOff || ok != wantOK {
				t.Errorf("Symbolize(%#x) = %s+%d %v before the table, %s+%d %v from it", addr, got.Name, off, ok, want.Name, wantOff, wantOK)
			}
		}
	}
	if f.tableDone {
		t.Error("Symbolize read the function table")
	}
}
