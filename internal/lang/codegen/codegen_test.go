package codegen_test

import (
	"flag"
	"fmt"
	"github.com/cilium/ebpf/asm"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cilium/ebpf"

	"sonde/internal/lang/check"
	"sonde/internal/lang/codegen"
	"sonde/internal/lang/langtest"
	"sonde/internal/lang/object"
	"sonde/internal/probe"
	"sonde/internal/testutil"
)

var update = flag.Bool("update", false, "rewrite the golden .asm files")

func compile(t *testing.T, src string) *object.Program {
	t.Helper()
	prog, diags := langtest.Check(src, check.Options{Positional: []string{"5"}, NCPUs: 2})
	if prog == nil {
		t.Fatalf("check: %s", diags)
	}
	out, gd := codegen.Generate(prog, codegen.Options{})
	if len(gd) > 0 {
		t.Fatalf("codegen: %v", gd)
	}
	return out
}

func dump(out *object.Program) string {
	var b strings.Builder
	for _, m := range out.Maps {
		fmt.Fprintf(&b, "map %s %s key=%d value=%d percpu=%v array=%v bucketed=%v\n", m.BPFName, m.Map.Name,
			m.KeySize, m.ValueSize, m.PerCPU, m.Array, m.Bucketed)
	}
	for _, p := range out.Programs {
		fmt.Fprintf(&b, "\n%s (%s):\n%v", p.Name, out.Spec.Programs[p.Name].Type, out.Spec.Programs[p.Name].Instructions)
	}
	return b.String()
}

// TestGolden compiles every testdata/*.bt and compares the generated code
// with testdata/*.asm (refresh with go test -update and review the diff).
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.bt")
	if len(files) == 0 {
		t.Fatal("no golden tests")
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			got := dump(compile(t, string(src)))
			golden := strings.TrimSuffix(file, ".bt") + ".asm"
			if *update {
				os.WriteFile(golden, []byte(got), 0o644)
				return
			}
			want, _ := os.ReadFile(golden)
			if got != string(want) {
				t.Errorf("%s differs from %s (go test -update to accept):\n%s", file, golden, got)
			}
			// Generating twice gives the same code: the Spec is deterministic.
			if again := dump(compile(t, string(src))); again != got {
				t.Errorf("code generation is not deterministic")
			}
		})
	}
}

// TestVerifier loads every golden program into the running kernel: the
// verifier must accept all code sonde generates.
func TestVerifier(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	files, _ := filepath.Glob("testdata/*.bt")
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, _ := os.ReadFile(file)
			out := compile(t, string(src))
			for _, kind := range []string{"fentry", "lsm"} {
				if p, _ := probe.Lookup(kind); uses(out, p) && probe.Available(p) != nil {
					t.Skipf("%s programs do not load here: %v", kind, probe.Available(p))
				}
			}
			coll, err := ebpf.NewCollection(out.Spec)
			if err != nil {
				t.Fatalf("load: %v", err)
			}
			coll.Close()
		})
	}
}

// uses reports whether a program is attached by provider p.
func uses(out *object.Program, p probe.Provider) bool {
	for _, prog := range out.Programs {
		for _, t := range prog.Targets {
			if t.Provider == p.Name() {
				return true
			}
		}
	}
	return false
}

// TestScratch: a probe whose values do not fit the 512-byte stack is
// generated with them in the per-CPU scratch map; one that fits is not.
func TestScratch(t *testing.T) {
	big := compile(t, `config = { max_strlen = 1024 } BEGIN { $a = str(0); $b = str(1); @m[$a] = count(); printf("%s %s\n", $a, $b); }`)
	if big.Spec.Maps[object.ScratchMap] == nil {
		t.Error("a 2 KiB probe was generated without scratch memory")
	}
	small := compile(t, `BEGIN { $a = str(0); printf("%s\n", $a); }`)
	if small.Spec.Maps[object.ScratchMap] != nil {
		t.Error("a small probe uses scratch memory")
	}
}

// TestRecordMap: a printf of long strings or buffers, bigger than 256 bytes
// at its biggest, is built in the per-CPU record map, sized for the biggest
// such record, also when it is made in a loop's callback; smaller records
// are reserved in the ring buffer and made in place.
func TestRecordMap(t *testing.T) {
	for _, src := range []string{
		`BEGIN { printf("%s %d\n", str(0), 1); }`,
		`BEGIN { for ($i : 0..$1) { printf("%s %d\n", str(0), $i); } }`,
		`BEGIN { @m[1] = 1; for ($kv : @m) { printf("%s %d\n", str(0), $kv.0); } }`,
	} {
		out := compile(t, `config = { max_strlen = 1024 } `+src)
		// Header, the string's length, the integer, then the string
		// (and 8 bytes: a copied string may take one byte more).
		if m := out.Spec.Maps[object.RecordMap]; m == nil || m.ValueSize != 8+8+8+1024+8 {
			t.Errorf("%s: record map %+v, want one of %d-byte values", src, m, 8+8+8+1024+8)
		}
		if out := compile(t, `config = { max_strlen = 64 } `+src); out.Spec.Maps[object.RecordMap] != nil {
			t.Errorf("%s: a record of at most 256 bytes is built in the record map", src)
		}
	}
	// A buf() of a length only known at run time: its length, then its bytes.
	src := `config = { max_strlen = 1024 } BEGIN { $n = 1; printf("%r %d\n", buf(0, $n), 1); }`
	if m := compile(t, src).Spec.Maps[object.RecordMap]; m == nil || m.ValueSize != 8+8+8+8+1024+8 {
		t.Errorf("%s: record map %+v, want one of %d-byte values", src, m, 8+8+8+8+1024+8)
	}
	if out := compile(t, `BEGIN { printf("%s %d\n", comm, 1); }`); out.Spec.Maps[object.RecordMap] != nil {
		t.Error("a record without long strings is built in the record map")
	}
}

// TestFindOneLookup checks that find(@m, k, $v) looks the key up once,
// where has_key and a read would look it up twice.
func TestFindOneLookup(t *testing.T) {
	count := func(src string) int {
		out := compile(t, src)
		n := 0
		for _, p := range out.Programs {
			for _, ins := range out.Spec.Programs[p.Name].Instructions {
				if ins.IsBuiltinCall() && ins.Constant == int64(asm.FnMapLookupElem) {
					n++
				}
			}
		}
		return n
	}
	// The lookups besides find()'s: the store's, the scratch buffers'.
	for _, c := range []struct{ with, without string }{
		{`BEGIN { @m[1] = 2; $v = 0; $ok = find(@m, 1, $v); }`, `BEGIN { @m[1] = 2; $v = 0; $ok = 0; }`},
		{`BEGIN { @s[1] = "x"; $s = ""; $ok = find(@s, 1, $s); }`, `BEGIN { @s[1] = "x"; $s = ""; $ok = 0; }`},
	} {
		if n := count(c.with) - count(c.without); n != 1 {
			t.Errorf("%s: %d lookups, want 1", c.with, n)
		}
	}
}
