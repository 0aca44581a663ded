package elfx

import (
	"slices"
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
