package elfx_test

import (
	"debug/dwarf"
	"fmt"
	"slices"
	"strings"
	"testing"

	"sonde/internal/elfx"
	"sonde/internal/elfx/elfxtest"
)

// TestVarsAt: the variables in scope at a function's body and at a line
// inside a block, located as gcc -O0 puts them (the frame, from the CFA).
func TestVarsAt(t *testing.T) {
	bin := elfxtest.C(t, "vars", []string{"vars.c"}, "-O0")
	f, err := elfx.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	sym, ok := f.Lookup("work")
	if !ok {
		t.Fatal("no work")
	}
	body := f.AfterPrologue(sym.Addr, sym.Size)
	if body <= sym.Addr || body >= sym.Addr+sym.Size {
		t.Fatalf("AfterPrologue = %#x, work is [%#x, %#x)", body, sym.Addr, sym.Addr+sym.Size)
	}
	if src, _ := f.Source(body); src.Loc.Line != 4 {
		t.Errorf("work's body starts at line %d, want 4", src.Loc.Line)
	}
	spell := func(vars []elfx.Var) string {
		var b []string
		for _, v := range vars {
			loc := "none"
			if v.Loc.Kind == elfx.LocCFA {
				loc = fmt.Sprintf("cfa%+d", v.Loc.Off)
			}
			b = append(b, v.Name+":"+v.CType+"@"+loc)
		}
		return strings.Join(b, " ")
	}
	sc, ok, err := f.VarsAt(body)
	if err != nil || !ok || sc.Func != "work" || sc.Ret == nil || sc.Ret.CType != "int" {
		t.Fatalf("VarsAt(%#x) = %+v, %v, %v", body, sc, ok, err)
	}
	vars := sc.Vars
	// gcc -O0: a at rbp-20, b at rbp-24, s at rbp-32, sum at rbp-4; the
	// CFA is rbp+16.
	if got, want := spell(vars), "a:int@cfa-36 b:int@cfa-40 s:char *@cfa-48 sum:int@cfa-20"; got != want {
		t.Errorf("vars at work's body: %s, want %s", got, want)
	}
	addrs, err := f.LineAddrs("vars.c", 9)
	if err != nil || len(addrs) != 1 {
		t.Fatalf("LineAddrs(vars.c, 9) = %#x, %v", addrs, err)
	}
	if sc, _, _ = f.VarsAt(addrs[0]); !strings.Contains(spell(sc.Vars), " i:int@cfa-") || !strings.Contains(spell(sc.Vars), " sq:int@cfa-") {
		t.Errorf("vars at line 9: %s, want i and sq too", spell(sc.Vars))
	}
	addrs, _ = f.LineAddrs("testdata/vars.c", 11)
	if len(addrs) != 1 {
		t.Fatalf("LineAddrs(testdata/vars.c, 11) = %#x", addrs)
	}
	if sc, _, _ = f.VarsAt(addrs[0]); strings.Contains(spell(sc.Vars), " sq:") {
		t.Errorf("vars at line 11: %s: sq is out of scope", spell(sc.Vars))
	}
	if addrs, _ = f.LineAddrs("vars.c", 8); len(addrs) != 0 {
		t.Errorf("line 8 is blank, LineAddrs = %#x", addrs)
	}
	if addrs, _ = f.LineAddrs("other.c", 9); len(addrs) != 0 {
		t.Errorf("other.c has no code here, LineAddrs = %#x", addrs)
	}
}

// TestVarsAtCpp reads a C++ method's implicit this and a function's
// reference parameters (DW_TAG_reference_type, which debug/dwarf does
// not read) as pointers to their classes and structs.
func TestVarsAtCpp(t *testing.T) {
	bin := elfxtest.CXX(t, "classes", "../../e2e/testdata/srcvars/classes.cpp", "-O0")
	f, err := elfx.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		line int
		want string
	}{
		{20, "this:const *const class Shape scale:int a:int"}, // Shape const *const,
		{27, "c:*struct Counter name:*const string len:int"},
		{35, "v:int r:int"},
	} {
		addrs, err := f.LineAddrs("classes.cpp", c.line)
		if err != nil || len(addrs) == 0 {
			t.Fatalf("LineAddrs(classes.cpp, %d) = %#x, %v", c.line, addrs, err)
		}
		sc, ok, err := f.VarsAt(addrs[0])
		if err != nil || !ok {
			t.Fatalf("VarsAt(%#x) = %v, %v", addrs[0], ok, err)
		}
		var b []string
		for _, v := range sc.Vars {
			typ := v.Type.String()
			if p, ok := v.Type.(*dwarf.PtrType); ok {
				typ = "*" + p.Type.String()
			}
			b = append(b, v.Name+":"+typ)
		}
		if got := strings.Join(b, " "); got != c.want {
			t.Errorf("vars at classes.cpp:%d: %s, want %s", c.line, got, c.want)
		}
	}
}

// TestVarsAtView: at -O2 lines 34 to 36 of ns::twice are one
// instruction, rows of the line table at views 1, 2 and 3 of its
// address; r's location views say r = v*2 at line 35 (view 2) and
// r = v*2+1 at line 36 (view 3).
func TestVarsAtView(t *testing.T) {
	bin := elfxtest.CXX(t, "classes", "../../e2e/testdata/srcvars/classes.cpp", "-O2")
	f, err := elfx.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	lines, err := f.Lines("classes.cpp")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		line, view int
		ops        int // of r's expression: v*2 is 3 steps (reg, const, shl), v*2+1 five
	}{{35, 2, 3}, {36, 3, 5}} {
		if len(lines[c.line]) == 0 {
			t.Fatalf("no code at classes.cpp:%d", c.line)
		}
		st := lines[c.line][0]
		if st.View != c.view {
			t.Errorf("classes.cpp:%d at %#x view %d, want view %d", c.line, st.Addr, st.View, c.view)
		}
		sc, ok, err := f.VarsAtView(st.Addr, st.View)
		if err != nil || !ok {
			t.Fatalf("VarsAtView(%#x, %d) = %v, %v", st.Addr, st.View, ok, err)
		}
		i := slices.IndexFunc(sc.Vars, func(v elfx.Var) bool { return v.Name == "r" })
		if i < 0 {
			t.Fatalf("no r at classes.cpp:%d", c.line)
		}
		if l := sc.Vars[i].Loc; l.Kind != elfx.LocExpr || len(l.Expr.Ops) != c.ops {
			t.Errorf("r at classes.cpp:%d: %+v, want an expression of %d steps", c.line, l, c.ops)
		}
	}
}
