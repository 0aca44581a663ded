package elfx_test

import (
	"debug/elf"
	"encoding/binary"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"sonde/internal/elfx"
	"sonde/internal/elfx/elfxtest"
)

// returnAddrs returns the addresses after each call from caller to callee:
// the return addresses a stack through them holds.
func returnAddrs(t *testing.T, f *elfx.File, caller, callee string) []uint64 {
	t.Helper()
	c, ok := f.Lookup(caller)
	d, ok2 := f.Lookup(callee)
	if !ok || !ok2 {
		t.Fatalf("%s or %s not in %s", caller, callee, f.Path)
	}
	code, err := f.Code(c)
	if err != nil {
		t.Fatal(err)
	}
	var out []uint64
	for i := 0; i+5 <= len(code); i++ {
		if code[i] != 0xe8 { // call rel32
			continue
		}
		next := c.Addr + uint64(i) + 5
		if next+uint64(int64(int32(binary.LittleEndian.Uint32(code[i+1:])))) == d.Addr {
			out = append(out, next)
		}
	}
	if len(out) == 0 {
		t.Fatalf("no call from %s to %s", caller, callee)
	}
	return out
}

// checkInlined checks the source of the first return address in outer:
// inside inner, inlined into middle, inlined into outer.
func checkInlined(t *testing.T, bin, lookup string) {
	t.Helper()
	f, err := elfx.Open(lookup)
	if err != nil {
		t.Fatal(err)
	}
	lines := elfxtest.Lines(t, "inline.c")
	ret := returnAddrs(t, f, "outer", "leaf")[0]
	s, ok := f.Source(ret)
	if !ok {
		t.Fatalf("%s: no source for %#x", bin, ret)
	}
	var got []string
	for _, in := range s.Inlined {
		got = append(got, in.Name+"@"+filepath.Base(in.Loc.File)+":"+itoa(in.Loc.Line))
	}
	got = append(got, "outer@"+filepath.Base(s.Loc.File)+":"+itoa(s.Loc.Line))
	want := []string{"inner@inline.c:" + itoa(lines["inner"]), "middle@inline.c:" + itoa(lines["middle"]), "outer@inline.c:" + itoa(lines["outer"])}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("%s: source of %#x: %v, want %v", bin, ret, got, want)
	}
	if !filepath.IsAbs(s.Loc.File) {
		t.Errorf("%s: file %q is not absolute", bin, s.Loc.File)
	}
	// leaf's entry: its own line, nothing inlined.
	leaf, _ := f.Lookup("leaf")
	if s, ok := f.Source(leaf.Addr); !ok || len(s.Inlined) != 0 || s.Loc.Line != lines["leaf"] {
		t.Errorf("%s: source of leaf: %+v, want line %d", bin, s, lines["leaf"])
	}
}

var itoa = strconv.Itoa

func TestSourceInlined(t *testing.T) {
	bin := elfxtest.C(t, "inl", []string{"inline.c"}, "-O2")
	checkInlined(t, bin, bin)
}

// TestDWARFUnits reads the DWARF one compilation unit at a time, as
// .debug_aranges points to them, in either order, and without aranges.
func TestDWARFUnits(t *testing.T) {
	elfxtest.Tool(t, "objcopy")
	bin := elfxtest.C(t, "two", []string{"inline2.c", "inline.c"}, "-O2")
	noAranges := bin + ".noaranges"
	elfxtest.Run(t, filepath.Dir(bin), "objcopy", "--remove-section=.debug_aranges", bin, noAranges)
	for _, tc := range []struct {
		bin   string
		order []string
	}{{bin, []string{"twice", "leaf"}}, {bin, []string{"leaf", "twice"}}, {noAranges, []string{"twice", "leaf"}}} {
		f, err := elfx.Open(tc.bin)
		if err != nil {
			t.Fatal(err)
		}
		for _, fn := range tc.order {
			sym, _ := f.Lookup(fn)
			if ps, ok, err := f.Params(sym.Addr); !ok || err != nil || len(ps) != 1 || ps[0].Name != "x" || ps[0].CType != "int" {
				t.Errorf("%s %v: params of %s: %+v %v %v", filepath.Base(tc.bin), tc.order, fn, ps, ok, err)
			}
		}
		checkInlined(t, tc.bin, tc.bin)
	}
}

// TestSourceSeparateDebug finds the DWARF of a stripped binary where
// distributions put it: by .gnu_debuglink (next to the binary, in its
// .debug directory, under a debug directory; the file's CRC must match)
// and by build ID under a debug directory.
func TestSourceSeparateDebug(t *testing.T) {
	elfxtest.Tool(t, "objcopy")
	elfxtest.Tool(t, "strip")
	build := func(t *testing.T, ldflags ...string) (dir, bin, dbg string) {
		bin = elfxtest.C(t, "inl", []string{"inline.c"}, append([]string{"-O2"}, ldflags...)...)
		dir = filepath.Dir(bin)
		dbg = filepath.Join(dir, "inl.debug")
		elfxtest.Run(t, dir, "objcopy", "--only-keep-debug", bin, dbg)
		elfxtest.Run(t, dir, "strip", "--strip-debug", bin)
		elfxtest.Run(t, dir, "objcopy", "--add-gnu-debuglink="+dbg, bin)
		return dir, bin, dbg
	}
	old := elfx.DebugDirs
	defer func() { elfx.DebugDirs = old }()
	t.Run("debuglink", func(t *testing.T) {
		elfx.DebugDirs = []string{t.TempDir()}
		_, bin, _ := build(t, "-Wl,--build-id=none")
		checkInlined(t, bin, bin)
	})
	t.Run("debuglink-dot-debug", func(t *testing.T) {
		elfx.DebugDirs = []string{t.TempDir()}
		dir, bin, dbg := build(t, "-Wl,--build-id=none")
		os.Mkdir(filepath.Join(dir, ".debug"), 0o755)
		if err := os.Rename(dbg, filepath.Join(dir, ".debug", "inl.debug")); err != nil {
			t.Fatal(err)
		}
		checkInlined(t, bin, bin)
	})
	t.Run("debuglink-debugdir", func(t *testing.T) {
		root := t.TempDir()
		elfx.DebugDirs = []string{t.TempDir(), root}
		dir, bin, dbg := build(t, "-Wl,--build-id=none")
		os.MkdirAll(filepath.Join(root, dir), 0o755)
		if err := os.Rename(dbg, filepath.Join(root, dir, "inl.debug")); err != nil {
			t.Fatal(err)
		}
		checkInlined(t, bin, bin)
	})
	t.Run("debuglink-bad-crc", func(t *testing.T) {
		elfx.DebugDirs = []string{t.TempDir()}
		_, bin, dbg := build(t, "-Wl,--build-id=none")
		fh, err := os.OpenFile(dbg, os.O_APPEND|os.O_WRONLY, 0)
		if err != nil {
			t.Fatal(err)
		}
		fh.Write([]byte{0}) // another file now: the link's CRC no longer matches
		fh.Close()
		f, err := elfx.Open(bin)
		if err != nil {
			t.Fatal(err)
		}
		if s, ok := f.Source(returnAddrs(t, f, "outer", "leaf")[0]); ok {
			t.Errorf("a debug file with another CRC was used: %+v", s)
		}
	})
	t.Run("build-id", func(t *testing.T) {
		root := t.TempDir()
		elfx.DebugDirs = []string{root}
		_, bin, dbg := build(t, "-Wl,--build-id")
		id, err := elfx.ReadBuildID(bin)
		if err != nil || len(id) < 4 {
			t.Fatalf("build id of %s: %q %v", bin, id, err)
		}
		os.MkdirAll(filepath.Join(root, ".build-id", id[:2]), 0o755)
		// Under its build ID only: the debuglink names nothing there.
		if err := os.Rename(dbg, filepath.Join(root, ".build-id", id[:2], id[2:]+".debug")); err != nil {
			t.Fatal(err)
		}
		checkInlined(t, bin, bin)
	})
}

// TestSourceSplitDWARF reads the inlined functions of gcc -gsplit-dwarf's
// .dwo file: where the skeleton unit's DW_AT_comp_dir names it, or next to
// the binary when both have moved; without it, lines still come from the
// binary's own line table.
func TestSourceSplitDWARF(t *testing.T) {
	bin := elfxtest.C(t, "inl", []string{"inline.c"}, "-O2", "-gsplit-dwarf")
	dwos, _ := filepath.Glob(filepath.Join(filepath.Dir(bin), "*.dwo"))
	if len(dwos) != 1 {
		t.Fatalf("gcc -gsplit-dwarf wrote %v", dwos)
	}
	checkInlined(t, bin, bin)
	// Parameters come from the .dwo too.
	f, err := elfx.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	leaf, _ := f.Lookup("leaf")
	if ps, ok, err := f.Params(leaf.Addr); !ok || err != nil || len(ps) != 1 || ps[0].Name != "x" || ps[0].CType != "int" {
		t.Errorf("params of leaf: %+v %v %v", ps, ok, err)
	}
	moved := t.TempDir()
	for _, p := range []string{bin, dwos[0]} {
		if err := os.Rename(p, filepath.Join(moved, filepath.Base(p))); err != nil {
			t.Fatal(err)
		}
	}
	bin = filepath.Join(moved, "inl")
	checkInlined(t, bin, bin)
	os.Remove(filepath.Join(moved, filepath.Base(dwos[0])))
	f, err = elfx.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	lines := elfxtest.Lines(t, "inline.c")
	if s, ok := f.Source(returnAddrs(t, f, "outer", "leaf")[0]); !ok || len(s.Inlined) != 0 || s.Loc.Line != lines["inner"] {
		t.Errorf("without the .dwo: %+v, want line %d and no inlined functions", s, lines["inner"])
	}
}

// TestSourceDwp reads split units from a DWARF 5 package (BINARY.dwp),
// through its .debug_cu_index. The package is assembled here from the two
// .dwo files, as dwp tools do (GNU dwp writes only DWARF 4 packages): the
// sections concatenated, the second unit's string offsets moved past the
// first unit's strings.
func TestSourceDwp(t *testing.T) {
	elfxtest.Tool(t, "objcopy")
	bin := elfxtest.C(t, "inl", []string{"inline.c", "inline2.c"}, "-O2", "-gsplit-dwarf")
	dir := filepath.Dir(bin)
	dwos, _ := filepath.Glob(filepath.Join(dir, "*.dwo"))
	if len(dwos) != 2 {
		t.Fatalf("gcc -gsplit-dwarf wrote %v", dwos)
	}
	names := []string{".debug_info.dwo", ".debug_abbrev.dwo", ".debug_str_offsets.dwo", ".debug_rnglists.dwo", ".debug_str.dwo"}
	sects := []uint32{1, 3, 6, 8} // DW_SECT of the first four
	var parts [2]map[string][]byte
	for i, p := range dwos {
		ef, err := elf.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		parts[i] = map[string][]byte{}
		for _, n := range names {
			if s := ef.Section(n); s != nil {
				parts[i][n], _ = s.Data()
			}
		}
		ef.Close()
	}
	// The second unit's string offsets point past the first's strings.
	so := append([]byte(nil), parts[1][".debug_str_offsets.dwo"]...)
	for i := 8; i+4 <= len(so); i += 4 {
		binary.LittleEndian.PutUint32(so[i:], binary.LittleEndian.Uint32(so[i:])+uint32(len(parts[0][".debug_str.dwo"])))
	}
	parts[1][".debug_str_offsets.dwo"] = so
	pkg := map[string][]byte{}
	var offs, sizes [2][]uint32
	for _, n := range names {
		for u := range parts {
			if n != ".debug_str.dwo" {
				offs[u] = append(offs[u], uint32(len(pkg[n])))
				sizes[u] = append(sizes[u], uint32(len(parts[u][n])))
			}
			pkg[n] = append(pkg[n], parts[u][n]...)
		}
	}
	// .debug_cu_index, version 5: 4 columns, 2 units, 4 slots.
	le := binary.LittleEndian
	idx := le.AppendUint16(nil, 5)
	idx = le.AppendUint16(idx, 0)
	idx = le.AppendUint32(idx, uint32(len(sects)))
	idx = le.AppendUint32(idx, 2)
	idx = le.AppendUint32(idx, 4)
	var ids [4]uint64
	var rows [4]uint32
	for u := range parts {
		id := le.Uint64(parts[u][".debug_info.dwo"][12:20]) // the unit header's DWO id
		slot := id & 3
		for rows[slot] != 0 {
			slot = (slot + 1) & 3
		}
		ids[slot], rows[slot] = id, uint32(u+1)
	}
	for _, id := range ids {
		idx = le.AppendUint64(idx, id)
	}
	for _, r := range rows {
		idx = le.AppendUint32(idx, r)
	}
	for _, s := range sects {
		idx = le.AppendUint32(idx, s)
	}
	for _, tab := range [][2][]uint32{offs, sizes} {
		for u := range tab {
			for _, v := range tab[u] {
				idx = le.AppendUint32(idx, v)
			}
		}
	}
	args := []string{}
	for n, b := range pkg {
		f := filepath.Join(dir, strings.TrimPrefix(n, ".")+".bin")
		if err := os.WriteFile(f, b, 0o644); err != nil {
			t.Fatal(err)
		}
		args = append(args, "--update-section", n+"="+f)
	}
	if err := os.WriteFile(filepath.Join(dir, "index.bin"), idx, 0o644); err != nil {
		t.Fatal(err)
	}
	args = append(args, "--add-section", ".debug_cu_index="+filepath.Join(dir, "index.bin"), dwos[0], bin+".dwp")
	elfxtest.Run(t, dir, "objcopy", args...)
	for _, p := range dwos {
		os.Remove(p)
	}
	checkInlined(t, bin, bin)
	f, err := elfx.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	for fn, want := range map[string]string{"leaf": "x", "twice": "x"} {
		sym, _ := f.Lookup(fn)
		if ps, ok, err := f.Params(sym.Addr); !ok || err != nil || len(ps) != 1 || ps[0].Name != want {
			t.Errorf("params of %s from the package: %+v %v %v", fn, ps, ok, err)
		}
	}
	// Without the package, nothing but lines.
	os.Remove(bin + ".dwp")
	if f, err = elfx.Open(bin); err != nil {
		t.Fatal(err)
	}
	if s, _ := f.Source(returnAddrs(t, f, "outer", "leaf")[0]); len(s.Inlined) != 0 {
		t.Errorf("inlined functions without the package: %+v", s)
	}
}
