package e2e

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"sonde/internal/testutil"
)

// cppProbes are statement probes of testdata/srcvars/classes.cpp: a
// method's implicit this (args.this, a pointer), reference parameters
// (read as the pointers they are: args.c->n), a namespace function.
var cppProbes = []struct {
	line  int
	exprs []string
}{
	{20, []string{"args.scale", "locals.a", "args.this->w", "args.this->h", "*args.this"}},
	{27, []string{"locals.len", "args.c->n", "args.c->total"}},
	{35, []string{"args.v", "locals.r"}},
}

// TestSourceVarsCpp checks C++ as TestSourceVarsGdb checks C: at each
// probed line of classes.cpp, built with g++ -g at -O0 and -O2, sonde
// prints what gdb's print shows there; and uprobes name C++ functions
// by their demangled names as well as their symbols.
func TestSourceVarsCpp(t *testing.T) {
	requireTracing(t)
	gdb, err := exec.LookPath("gdb")
	if err != nil {
		testutil.RequireKernel(t, "gdb is the reference for variable values: "+err.Error())
	}
	if _, err := exec.LookPath("g++"); err != nil {
		testutil.RequireKernel(t, "g++ builds the C++ corpus: "+err.Error())
	}
	dir := t.TempDir()
	for _, opt := range []string{"-O0", "-O2"} {
		bin := filepath.Join(dir, "classes"+opt)
		if out, err := exec.Command("g++", "-g", opt, "-o", bin, "testdata/srcvars/classes.cpp").CombinedOutput(); err != nil {
			t.Fatalf("g++: %v\n%s", err, out)
		}
		for _, p := range cppProbes {
			t.Run(fmt.Sprintf("%sclasses.cpp:%d", opt, p.line), func(t *testing.T) {
				want, hit := gdbPrint(t, gdb, bin, "classes.cpp", p.line, p.exprs)
				got, refused := sondePrint(t, bin, "classes.cpp", p.line, p.exprs)
				if !hit {
					if len(got) > 0 {
						t.Errorf("gdb never stops at classes.cpp:%d, sonde printed %q", p.line, got)
					}
					return
				}
				for i, e := range p.exprs {
					if why, ok := refused[e]; ok {
						if want[i] != "<optimized out>" {
							t.Errorf("%s: sonde refuses (%s); gdb prints %s", e, why, want[i])
						}
						continue
					}
					if opt == "-O2" && e == "locals.r" && got[e] != want[i] {
						// Known: at -O2 lines 34-36 are one instruction
						// (lea 1(%rdi,%rdi)); r's location list tells
						// r = v*2 from r = v*2+1 only by location views,
						// which sonde does not read (it takes v*2+1).
						t.Logf("%s = %q, gdb prints %q (known -O2 difference)", e, got[e], want[i])
						continue
					}
					if got[e] != want[i] {
						t.Errorf("%s = %q, gdb prints %q", e, got[e], want[i])
					}
				}
			})
		}
		// A function by its demangled name, quoted or not, or its symbol.
		for _, c := range []struct{ name, sym, args string }{
			{`"Shape::area"`, "_ZNK5Shape4areaEi", ".scale = 2 }"},
			{"Shape::area", "_ZNK5Shape4areaEi", ".scale = 2 }"},
			{"_ZNK5Shape4areaEi", "_ZNK5Shape4areaEi", ".scale = 2 }"},
			{"ns::twice", "_ZN2ns5twiceEi", "{ .v = 5 }"},
		} {
			prog := fmt.Sprintf("uprobe:%s:%s { print(probe); print(args); exit(); }", bin, c.name)
			r := sonde(t, "-q", "-e", prog, "-c", bin)
			if r.code != 0 || !strings.HasPrefix(r.stdout, "uprobe:"+bin+":"+c.sym+"\n") || !strings.Contains(r.stdout, c.args) {
				t.Errorf("sonde -e %q: exit %d\n%s%s", prog, r.code, r.stdout, r.stderr)
			}
		}
	}
}
