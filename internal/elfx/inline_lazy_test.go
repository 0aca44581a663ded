package elfx

import (
	"testing"

	"sonde/internal/elfx/elfxtest"
)

// TestInlinedSitesOneUnit: a function with a symbol is looked up in its
// own compilation unit alone. first, never inlined, and twice, inlined,
// both leave the rest of the DWARF unread; keep, which is only inlined
// (no symbol), needs it all.
func TestInlinedSitesOneUnit(t *testing.T) {
	bin := elfxtest.C(t, "inlined", []string{"inlined.c"}, "-O2")
	f, err := Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	if sites, err := f.InlinedSites("first"); err != nil || len(sites) != 0 {
		t.Fatalf("InlinedSites(first) = %v, %v; want none", sites, err)
	}
	if sites, err := f.InlinedSites("twice"); err != nil || len(sites) != 2 {
		t.Fatalf("InlinedSites(twice) = %v, %v; want 2", sites, err)
	}
	if f.debug.whole != nil {
		t.Error("the whole DWARF was read for functions with a symbol")
	}
	if sites, err := f.InlinedSites("keep"); err != nil || len(sites) != 1 {
		t.Fatalf("InlinedSites(keep) = %v, %v; want 1", sites, err)
	}
	if f.debug.whole == nil {
		t.Error("keep, only inlined, found without reading the whole DWARF")
	}
}

// TestInlinedSitesLTO: with link-time optimization a function may be
// inlined into another unit, so every unit is searched.
func TestInlinedSitesLTO(t *testing.T) {
	bin := elfxtest.C(t, "inlined-lto", []string{"inlined.c"}, "-O2", "-flto")
	f, err := Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	if sites, err := f.InlinedSites("twice"); err != nil || len(sites) != 2 {
		t.Fatalf("InlinedSites(twice) = %v, %v; want 2", sites, err)
	}
	if sites, err := f.InlinedSites("first"); err != nil || len(sites) != 0 {
		t.Fatalf("InlinedSites(first) = %v, %v; want none", sites, err)
	}
}
