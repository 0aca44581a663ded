package elfx_test

import (
	"bufio"
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"sonde/internal/elfx"
	"sonde/internal/elfx/elfxtest"
)

// objdumpOffsets returns, for each function objdump disassembles, its
// address and the file offset objdump computes (-F): an independent check
// of FileOffset.
func objdumpOffsets(t *testing.T, bin string) map[string][2]uint64 {
	t.Helper()
	elfxtest.Tool(t, "objdump")
	out, err := exec.Command("objdump", "-d", "-F", bin).Output()
	if err != nil {
		t.Fatalf("objdump: %v", err)
	}
	re := regexp.MustCompile(`^([0-9a-f]+) <([^>]+)> \(File Offset: 0x([0-9a-f]+)\):`)
	m := map[string][2]uint64{}
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	for sc.Scan() {
		if g := re.FindStringSubmatch(sc.Text()); g != nil {
			a, _ := strconv.ParseUint(g[1], 16, 64)
			o, _ := strconv.ParseUint(g[3], 16, 64)
			m[g[2]] = [2]uint64{a, o}
		}
	}
	return m
}

func checkOffsets(t *testing.T, f *elfx.File, names ...string) {
	t.Helper()
	want := objdumpOffsets(t, f.Path)
	for _, n := range names {
		s, ok := f.Lookup(n)
		if !ok {
			t.Errorf("%s: no symbol %s", f.Path, n)
			continue
		}
		off, err := f.FileOffset(s.Addr)
		if err != nil {
			t.Errorf("FileOffset(%s): %v", n, err)
			continue
		}
		if w, ok := want[n]; !ok || w[0] != s.Addr || w[1] != off {
			t.Errorf("%s: addr %#x offset %#x, objdump says %#x/%#x", n, s.Addr, off, w[0], w[1])
		}
		if back, ok := f.Vaddr(off); !ok || back != s.Addr {
			t.Errorf("Vaddr(FileOffset(%s)) = %#x, want %#x", n, back, s.Addr)
		}
		sym, within, ok := f.Symbolize(s.Addr + 1)
		if !ok || sym.Name != n || within != 1 {
			t.Errorf("Symbolize(%s+1) = %s+%d %v", n, sym.Name, within, ok)
		}
	}
}

func TestExecutables(t *testing.T) {
	for _, tc := range []struct {
		name  string
		flags []string
		typ   elf.Type
	}{
		{"pie", []string{"-O1", "-pie", "-fpie"}, elf.ET_DYN},
		{"nopie", []string{"-O1", "-no-pie"}, elf.ET_EXEC},
		// Text at an address unrelated to its file offset.
		{"shifted", []string{"-O2", "-no-pie", "-Wl,-Ttext-segment=0x800000"}, elf.ET_EXEC},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bin := elfxtest.C(t, "prog", []string{"prog.c"}, tc.flags...)
			f, err := elfx.Open(bin)
			if err != nil {
				t.Fatal(err)
			}
			if f.Type != tc.typ || f.IsGo || f.BuildID == "" {
				t.Errorf("type %v go %v buildid %q", f.Type, f.IsGo, f.BuildID)
			}
			checkOffsets(t, f, "add3", "twice", "hidden_local", "leaf", "main")
		})
	}
}

func TestSharedLibrary(t *testing.T) {
	lib := elfxtest.C(t, "libsondet.so", []string{"lib.c"}, "-O2", "-shared", "-fPIC", "-Wl,-Ttext-segment=0x20000")
	f, err := elfx.Open(lib)
	if err != nil {
		t.Fatal(err)
	}
	checkOffsets(t, f, "lib_add", "lib_unused")
}

// TestMiniDebugInfo builds a binary the way Fedora ships them: fully
// stripped, with its function symbols in an xz-compressed ELF in
// .gnu_debugdata.
func TestMiniDebugInfo(t *testing.T) {
	elfxtest.Tool(t, "xz")
	elfxtest.Tool(t, "objcopy")
	bin := elfxtest.C(t, "prog", []string{"prog.c"}, "-O1")
	dir := filepath.Dir(bin)
	mini := filepath.Join(dir, "mini")
	elfxtest.Run(t, dir, "objcopy", "--only-keep-debug", "--strip-debug", bin, mini)
	elfxtest.Run(t, dir, "xz", "-k", mini)
	elfxtest.Run(t, dir, "strip", "--strip-all", bin)
	elfxtest.Run(t, dir, "objcopy", "--add-section", ".gnu_debugdata="+mini+".xz", bin)

	f, err := elfx.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	// hidden_local is static: only .symtab (here: MiniDebugInfo) has it.
	s, ok := f.Lookup("hidden_local")
	if !ok || s.Size == 0 {
		t.Fatalf("hidden_local not found through .gnu_debugdata: %+v", s)
	}
	if sym, _, ok := f.Symbolize(s.Addr + 2); !ok || sym.Name != "hidden_local" {
		t.Errorf("Symbolize in stripped binary = %v %v", sym.Name, ok)
	}
}

func TestCPP(t *testing.T) {
	bin := elfxtest.CXX(t, "cpp", "cpp.cc", "-O1")
	f, err := elfx.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"ns::foo(int)": false, "ns::foo(long, long)": false, "ns::fbar()": false, "ns::Widget::poke(int)": false}
	for _, s := range f.Symbols() {
		if _, ok := want[s.Demangled]; ok {
			want[s.Demangled] = true
			if s.Name == s.Demangled || !strings.HasPrefix(s.Name, "_Z") {
				t.Errorf("%s: raw name %s", s.Demangled, s.Name)
			}
		}
	}
	for n, found := range want {
		if !found {
			t.Errorf("no symbol demangles to %s", n)
		}
	}
	if got := elfx.DemangleNoParams("_ZN2ns3fooEi"); got != "ns::foo" {
		t.Errorf("DemangleNoParams = %q", got)
	}
	if got := elfx.Demangle("_RNvCs1234_7mycrate3foo"); got == "_RNvCs1234_7mycrate3foo" || !strings.Contains(got, "mycrate::foo") {
		t.Errorf("rust v0 demangle = %q", got)
	}
}

func TestGo(t *testing.T) {
	for _, tc := range []struct {
		name  string
		flags []string
	}{{"symtab", nil}, {"stripped", []string{"-ldflags=-s -w"}}} {
		t.Run(tc.name, func(t *testing.T) {
			bin := elfxtest.Go(t, "gop", tc.flags...)
			f, err := elfx.Open(bin)
			if err != nil {
				t.Fatal(err)
			}
			if !f.IsGo {
				t.Fatal("not detected as Go")
			}
			if !strings.HasPrefix(f.GoVer, "go1.") || !f.GoRegABI() {
				t.Errorf("Go version %q", f.GoVer)
			}
			s, ok := f.Lookup("main.Add")
			if !ok || s.Size == 0 {
				t.Fatalf("main.Add: %+v %v", s, ok)
			}
			rets, err := elfx.ReturnSites(f, s)
			if err != nil {
				t.Fatal(err)
			}
			code, _ := f.Code(s)
			// Add has two return statements; the compiler may merge them.
			if len(rets) < 1 {
				t.Fatalf("no returns")
			}
			for _, r := range rets {
				if code[r-s.Addr] != 0xc3 {
					t.Errorf("return site %#x holds %#x, not RET", r, code[r-s.Addr])
				}
			}
			// Every 0xc3 byte that is not a RET must not be reported.
			if len(rets) > strings.Count(string(code), "\xc3") {
				t.Errorf("more returns than c3 bytes")
			}
		})
	}
}

func TestLDCache(t *testing.T) {
	entries, err := elfx.ReadLDCache(elfx.LDCachePath)
	if err != nil {
		t.Skipf("no ld.so.cache: %v", err)
	}
	if len(entries) == 0 {
		t.Fatal("no x86-64 entries")
	}
	// ldconfig -p lists the same cache: the first x86-64 libc.so.6 must agree.
	out, err := exec.Command("ldconfig", "-p").Output()
	if err != nil {
		t.Skipf("ldconfig -p: %v", err)
	}
	var want string
	for _, l := range strings.Split(string(out), "\n") {
		if strings.Contains(l, "libc.so.6 (libc6,x86-64") {
			want = strings.TrimSpace(l[strings.LastIndex(l, "=>")+2:])
			break
		}
	}
	got, err := elfx.ResolveLibrary("libc", "")
	if err != nil || got != want {
		t.Errorf("ResolveLibrary(libc) = %q, %v; ldconfig says %q", got, err, want)
	}
	if got2, _ := elfx.ResolveLibrary("c", ""); got2 != got {
		t.Errorf("ResolveLibrary(c) = %q", got2)
	}
	if got3, _ := elfx.ResolveLibrary("libc.so.6", ""); got3 != got {
		t.Errorf("ResolveLibrary(libc.so.6) = %q", got3)
	}
	if _, err := elfx.ResolveLibrary("libdoesnotexist", ""); err == nil {
		t.Error("nonexistent library resolved")
	}
}

func TestResolveBinaryProcess(t *testing.T) {
	bin := elfxtest.C(t, "prog", []string{"prog.c"}, "-O1")
	cmd := exec.Command(bin, "1", "wait")
	stdin, _ := cmd.StdinPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Wait()
	defer stdin.Close()
	pid := cmd.Process.Pid
	// The loader maps libc shortly after exec: poll for it.
	var libc string
	for i := 0; i < 2000 && libc == ""; i++ {
		maps, _ := elfx.ReadMaps(pid)
		for _, m := range maps {
			if strings.Contains(m.Path, "libc.so") {
				libc = m.Path
			}
		}
	}
	if libc == "" {
		t.Fatal("libc never mapped")
	}
	// The executable, named inside the process's root as bpftrace names it.
	got, err := elfx.ResolveBinary("", pid)
	if want := elfx.ProcRoot(pid) + bin; err != nil || got[0] != want {
		t.Errorf("ResolveBinary(\"\", pid) = %v, %v; want %s", got, err, want)
	}
	got, err = elfx.ResolveBinary("libc", pid)
	if err != nil || got[0] != libc {
		t.Errorf("ResolveBinary(libc, pid) = %v, %v; want %s", got, err, libc)
	}
	got, err = elfx.ResolveBinary("ls", 0)
	if p, _ := exec.LookPath("ls"); err != nil || got[0] != p {
		t.Errorf("ResolveBinary(ls) = %v, %v", got, err)
	}
	if _, err := elfx.ResolveBinary("", 0); err == nil {
		t.Error("empty binary without pid resolved")
	}
	if _, err := os.Stat(elfx.Root(pid) + "/"); err != nil {
		t.Error(err)
	}
}

// TestDebugLink finds the symbols of a stripped binary in its separate
// debug file, through .gnu_debuglink (the build-ID path is how Debian's
// -dbg packages install them).
func TestDebugLink(t *testing.T) {
	elfxtest.Tool(t, "objcopy")
	bin := elfxtest.C(t, "prog", []string{"prog.c"}, "-O1")
	dir := filepath.Dir(bin)
	elfxtest.Run(t, dir, "objcopy", "--only-keep-debug", bin, bin+".debug")
	elfxtest.Run(t, dir, "strip", "--strip-all", bin)
	elfxtest.Run(t, dir, "objcopy", "--add-gnu-debuglink="+bin+".debug", bin)
	f, err := elfx.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := f.Lookup("hidden_local"); !ok {
		t.Error("hidden_local not found through .gnu_debuglink")
	}
}

func TestImports(t *testing.T) {
	lib := elfxtest.C(t, "libsondet.so", []string{"lib.c"}, "-O2", "-shared", "-fPIC")
	dir := filepath.Dir(lib)
	bin := elfxtest.C(t, "prog", []string{"prog.c"}, "-O1", "-fno-builtin", "-DWITH_LIB", "-L"+dir, "-lsondet", "-Wl,-rpath,$ORIGIN/../"+filepath.Base(dir))
	needed, err := elfx.Needed(bin, "")
	if err != nil {
		t.Fatal(err)
	}
	libc, _ := elfx.ResolveLibrary("libc.so.6", "")
	if len(needed) < 2 || needed[0] != lib || !contains(needed, libc) {
		t.Errorf("Needed = %v, want %s and %s first", needed, lib, libc)
	}
	imps, err := elfx.Imports(bin, "")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, i := range imps {
		got[i.Name] = i.Lib
	}
	for name, want := range map[string]string{"lib_add": lib, "strlen": libc, "printf": libc, "fread": libc} {
		if got[name] != want {
			t.Errorf("import %s from %q, want %q", name, got[name], want)
		}
	}
	if _, ok := got["main"]; ok {
		t.Error("main is not an import")
	}
	f, err := elfx.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	if !f.Dynamic || f.Entry == 0 {
		t.Errorf("Dynamic %v, Entry %#x", f.Dynamic, f.Entry)
	}
	plt, err := elfx.PLTStubs(bin)
	if err != nil {
		t.Fatal(err)
	}
	secs, err := elfx.ReadSections(bin, ".plt", ".plt.sec", ".no_such_section")
	if err != nil {
		t.Fatal(err)
	}
	stubs, ok := secs[".plt.sec"]
	if !ok {
		stubs = secs[".plt"]
	}
	if _, ok := secs[".no_such_section"]; ok || len(stubs.Data) == 0 {
		t.Fatalf("ReadSections = %v", secs)
	}
	for _, name := range []string{"lib_add", "printf"} {
		if a := plt[name]; a < stubs.Addr || a >= stubs.Addr+uint64(len(stubs.Data)) || (a-stubs.Addr)%16 != 0 {
			t.Errorf("PLT stub of %s at %#x, outside the stubs at %#x+%d", name, a, stubs.Addr, len(stubs.Data))
		}
	}
	syms, err := elfx.DefinedSymbols(bin)
	if err != nil {
		t.Fatal(err)
	}
	if m, ok := f.Lookup("main"); !ok || syms["main"] != m.Addr {
		t.Errorf("DefinedSymbols main = %#x, Lookup %#x", syms["main"], m.Addr)
	}
	if _, ok := syms["lib_add"]; ok {
		t.Error("DefinedSymbols lists the undefined lib_add")
	}
}

func contains(list []string, s string) bool {
	for _, l := range list {
		if l == s {
			return true
		}
	}
	return false
}

func TestGoRegABI(t *testing.T) {
	for v, want := range map[string]bool{"go1.16.15": false, "go1.17": true, "go1.22.3": true, "go1.9": false, "": true, "devel +abc": true} {
		if got := (&elfx.File{GoVer: v}).GoRegABI(); got != want {
			t.Errorf("%q: %v", v, got)
		}
	}
}

// TestParams reads mixed()'s parameters from the DWARF gcc wrote, at -O0
// and -O2, and finds none in a stripped copy.
func TestParams(t *testing.T) {
	want := []elfx.Param{
		{Name: "a", CType: "int", Size: 4, Signed: true, Decl: "int"},
		{Name: "d", CType: "long", Size: 8, Float: true, Decl: "double"},
		{Name: "s", CType: "char *", Size: 8, Decl: "const char*"},
		{Name: "u", CType: "unsigned char", Size: 1, Decl: "unsigned char"},
		{Name: "p", CType: "void *", Size: 8, Decl: "struct pt*"},
		{Name: "neg", CType: "short", Size: 2, Signed: true, Decl: "short int"},
		{Name: "q", CType: "struct pt", Size: 16, Struct: true, Decl: "struct pt"},
	}
	for _, opt := range []string{"-O0", "-O2"} {
		bin := elfxtest.C(t, "prog"+opt, []string{"prog.c"}, opt)
		f, err := elfx.Open(bin)
		if err != nil {
			t.Fatal(err)
		}
		sym, ok := f.Lookup("mixed")
		if !ok {
			t.Fatalf("%s: no mixed", opt)
		}
		got, ok, err := f.Params(sym.Addr)
		if err != nil || !ok {
			t.Fatalf("%s: Params: %v %v", opt, ok, err)
		}
		if len(got) != len(want) {
			t.Fatalf("%s: %+v", opt, got)
		}
		for i := range want {
			g := got[i]
			if g.Type == nil || g.Type.Size() != int64(want[i].Size) {
				t.Errorf("%s: param %d's DWARF type %v, want one of %d bytes", opt, i, g.Type, want[i].Size)
			}
			if g.Type = nil; g != want[i] {
				t.Errorf("%s: param %d = %+v, want %+v", opt, i, got[i], want[i])
			}
		}
		elfxtest.Run(t, filepath.Dir(bin), "strip", "-o", bin+".stripped", bin)
		stripped, err := elfx.Open(bin + ".stripped")
		if err != nil {
			t.Fatal(err)
		}
		if _, ok, err := stripped.Params(sym.Addr); ok || err != nil {
			t.Errorf("%s: stripped copy: ok %v, err %v", opt, ok, err)
		}
	}
}

// TestLookupBeforeTable: a Lookup before the function table is read (the
// uprobe of one named function) finds what the table would: the same
// symbol for each name (the first of several candidates: .symtab's over
// .dynsym's, global over local, the lowest address), and nothing for
// names that are no function; and Mangled the table's mangled names.
func TestLookupBeforeTable(t *testing.T) {
	elfxtest.Tool(t, "objcopy")
	bin := elfxtest.C(t, "prog", []string{"prog.c"}, "-O1")
	dir := filepath.Dir(bin)
	stripped := filepath.Join(dir, "stripped")
	elfxtest.Run(t, dir, "objcopy", "--only-keep-debug", bin, stripped+".debug")
	elfxtest.Run(t, dir, "objcopy", "--strip-all", "--add-gnu-debuglink="+stripped+".debug", bin, stripped)
	bins := []string{bin, stripped, elfxtest.CXX(t, "cpp", "cpp.cc", "-O1")}
	for _, lib := range []string{"libc.so.6", "libm.so.6", "libstdc++.so.6"} {
		if p, err := elfx.ResolveLibrary(lib, ""); err == nil {
			bins = append(bins, p)
		}
	}
	for _, b := range bins {
		table, err := elfx.Open(b)
		if err != nil {
			t.Fatal(err)
		}
		syms := table.Symbols()
		if len(syms) == 0 {
			t.Fatalf("%s: no functions", b)
		}
		lazy, err := elfx.Open(b)
		if err != nil {
			t.Fatal(err)
		}
		names := []string{"no_such_function", "main.part.0", "hidden_local", "malloc", "getaddrinfo", "gethostbyname2", "memcpy", "__libc_start_main"}
		for i := 0; i < len(syms); i += 1 + len(syms)/400 {
			names = append(names, syms[i].Name)
		}
		for _, n := range names {
			want, wok := table.Lookup(n)
			got, gok := lazy.Lookup(n)
			if got != want || gok != wok {
				t.Errorf("%s: Lookup(%q) before the table = %+v %v, from the table %+v %v", b, n, got, gok, want, wok)
			}
		}
		var mangled []elfx.Symbol
		for _, s := range syms {
			if strings.HasPrefix(s.Name, "_Z") || strings.HasPrefix(s.Name, "_R") {
				mangled = append(mangled, s)
			}
		}
		if got := lazy.Mangled(); !slices.Equal(got, mangled) {
			t.Errorf("%s: %d mangled functions before the table, %d in it", b, len(got), len(mangled))
		}
		if got := table.Mangled(); !slices.Equal(got, mangled) {
			t.Errorf("%s: Mangled from the table: %d, want %d", b, len(got), len(mangled))
		}
		if got := lazy.Symbols(); !slices.Equal(got, syms) {
			t.Errorf("%s: %d functions read after Lookup, %d before", b, len(got), len(syms))
		}
	}
}

// TestSymbolizeLabel: code no function covers is named by the label
// before it (an assembly entry point: ld.so's _start, where every
// process's first instruction is), as perf names it; a function is still
// named by itself, and a label is no function to probe.
func TestSymbolizeLabel(t *testing.T) {
	bin := elfxtest.C(t, "label", []string{"label.c"}, "-O1")
	ef, err := elf.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	defer ef.Close()
	syms, err := ef.Symbols()
	if err != nil {
		t.Fatal(err)
	}
	var label uint64
	for _, s := range syms {
		if s.Name == "asm_entry" && elf.ST_TYPE(s.Info) == elf.STT_NOTYPE {
			label = s.Value
		}
	}
	if label == 0 {
		t.Fatalf("%s has no asm_entry label", bin)
	}
	f, err := elfx.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	if s, off, ok := f.Symbolize(label + 1); !ok || s.Name != "asm_entry" || off != 1 {
		t.Errorf("Symbolize(asm_entry+1) = %q+%d, %v", s.Name, off, ok)
	}
	fn, ok := f.Lookup("after")
	if !ok {
		t.Fatal("no function after")
	}
	if s, off, ok := f.Symbolize(fn.Addr + 1); !ok || s.Name != "after" || off != 1 {
		t.Errorf("Symbolize(after+1) = %q+%d, %v", s.Name, off, ok)
	}
	if _, ok := f.Lookup("asm_entry"); ok {
		t.Error("Lookup found the label asm_entry as a function")
	}
	for _, s := range f.Symbols() {
		if s.Name == "asm_entry" {
			t.Error("Symbols lists the label asm_entry")
		}
	}
}
