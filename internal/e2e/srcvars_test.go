package e2e

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"sonde/internal/testutil"
)

// srcProbes are the statement probes of the corpus in
// testdata/srcvars, each with what it prints, in sonde's spelling:
// args.NAME, locals.NAME and expressions on them (gdb's spelling is the
// same without "args." and "locals.", and str(X) is gdb's X).
var srcProbes = []struct {
	file  string
	line  int
	exprs []string
}{
	{"shapes.c", 22, []string{"args.scale", "locals.w", "locals.h", "args.r->hi.x", "args.r->lo.y", "args.r->c", "args.r->hi"}},
	{"shapes.c", 30, []string{"args.n", "locals.total", "locals.i", "args.v[1]"}},
	{"shapes.c", 33, []string{"locals.total", "args.n"}},
	{"shapes.c", 40, []string{"locals.len", "locals.first", "args.k", "locals.code", "str(args.s)"}},
	{"shapes.c", 52, []string{"locals.round", "locals.total", "locals.v[2]", "locals.r.hi.y", "locals.r.lo"}},
	{"blocks.c", 32, []string{"locals.n", "locals.bytes", "locals.id", "args.req->hdr.port", "args.req->hdr.len"}},
	{"blocks.c", 37, []string{"locals.n", "locals.bytes", "locals.id", "args.req->id"}},
	{"blocks.c", 40, []string{"locals.n", "locals.bytes"}},
	{"blocks.c", 48, []string{"args.a", "args.b", "locals.arr[2]", "locals.w.u", "locals.w.b[1]"}},
	{"blocks.c", 58, []string{"locals.t", "locals.a.hdr.len", "locals.b.next->id", "locals.c.hdr.port"}},
	// At -O2: a 16-byte struct passed in two registers (pieces), a small
	// struct local in pieces, parameters described by their values at
	// entry (DW_OP_entry_value) in a recursive function.
	{"pieces.c", 18, []string{"args.p", "args.p.hi", "args.k"}},
	{"pieces.c", 27, []string{"locals.s", "locals.s.b", "args.x", "args.y"}},
	{"pieces.c", 35, []string{"args.n", "args.acc", "locals.r"}},
	{"pieces.c", 42, []string{"args.n"}},
	// Floats and doubles: in the frame at -O0 (parameters too) and at
	// -O2 (a double whose address is taken), behind a pointer, in a
	// struct passed by value in a general register, scalars moved to
	// general registers (an asm's "r" operands), DWARF constants
	// at -O2 (inf, -0, nan with gdb's mantissa); at -O2 the other
	// scalars live in SSE registers, which sonde refuses, saying so.
	{"floats.c", 29, []string{"args.scale", "args.bias", "locals.area", "locals.half", "args.s->x", "args.s->y", "args.s->hist[0]", "*args.s"}},
	{"floats.c", 35, []string{"args.t", "args.t.w", "args.k"}},
	{"floats.c", 44, []string{"locals.zero", "locals.big", "locals.third", "locals.tiny", "locals.huge", "args.s->hist[1]", "args.s->precise"}},
	{"floats.c", 58, []string{"locals.acc", "args.n"}},
	{"floats.c", 68, []string{"locals.e", "locals.g", "args.d", "args.f"}},
}

// TestSourceVarsGdb checks statement probes and variables by name against
// gdb: for each probed line of the corpus, built with -g at -O0 and -O2,
// sonde prints what gdb's print shows at a breakpoint on that line (the
// first time it stops there), and where gdb says <optimized out>, sonde
// refuses the variable at compile time, naming it.
func TestSourceVarsGdb(t *testing.T) {
	requireTracing(t)
	gdb, err := exec.LookPath("gdb")
	if err != nil {
		testutil.RequireKernel(t, "gdb is the reference for variable values: "+err.Error())
	}
	dir := t.TempDir()
	for _, opt := range []string{"-O0", "-O2"} {
		for _, src := range []string{"shapes.c", "blocks.c", "pieces.c", "floats.c"} {
			bin := filepath.Join(dir, strings.TrimSuffix(src, ".c")+opt)
			if out, err := exec.Command("gcc", "-g", opt, "-o", bin, filepath.Join("testdata/srcvars", src)).CombinedOutput(); err != nil {
				t.Fatalf("gcc: %v\n%s", err, out)
			}
		}
		for _, p := range srcProbes {
			bin := filepath.Join(dir, strings.TrimSuffix(p.file, ".c")+opt)
			t.Run(fmt.Sprintf("%s%s:%d", opt, p.file, p.line), func(t *testing.T) {
				want, hit := gdbPrint(t, gdb, bin, p.file, p.line, p.exprs)
				got, refused := sondePrint(t, bin, p.file, p.line, p.exprs)
				if !hit {
					if len(got) > 0 {
						t.Errorf("gdb never stops at %s:%d, sonde printed %q", p.file, p.line, got)
					}
					return
				}
				for i, e := range p.exprs {
					w := want[i]
					if why, ok := refused[e]; ok {
						switch {
						case w == "<optimized out>":
						case opt == "-O2" && (strings.Contains(why, "hold no vector registers") || strings.Contains(why, "floating-point arithmetic")):
							// gdb reads SSE registers and computes
							// DWARF's float arithmetic; a uprobe
							// cannot and sonde does not.
						default:
							t.Errorf("%s: sonde refuses (%s); gdb prints %s", e, why, w)
						}
						continue
					}
					if w == "<optimized out>" {
						t.Errorf("%s: gdb says <optimized out>; sonde printed %q", e, got[e])
						continue
					}
					if got[e] != w {
						t.Errorf("%s = %q, gdb prints %q", e, got[e], w)
					}
				}
			})
		}
	}
}

// corpusEnums are the corpus's enumerators.
var corpusEnums = map[string]string{"RED": "0", "GREEN": "1", "BLUE": "2"}

// gdbSpelling is a sonde expression as gdb writes it.
func gdbSpelling(e string) string {
	e = strings.NewReplacer("args.", "", "locals.", "").Replace(e)
	if s, ok := strings.CutPrefix(e, "str("); ok {
		e = strings.TrimSuffix(s, ")")
	}
	return e
}

var (
	gdbValue   = regexp.MustCompile(`^\$\d+ = (.*)$`)
	gdbTypePfx = regexp.MustCompile(`^\([^)]*\) `)
	gdbChar    = regexp.MustCompile(`^(-?\d+) '.*'$`)
	gdbStr     = regexp.MustCompile(`^0x[0-9a-f]+ "(.*)"$`)
)

// gdbPrint runs the binary under gdb to the first stop at file:line and
// prints exprs there, normalized as sonde prints them: a pointer's or a
// char's number without its type or character, a char *'s string, a
// struct's members without spaces. hit is false when gdb never stops.
func gdbPrint(t *testing.T, gdb, bin, file string, line int, exprs []string) (vals []string, hit bool) {
	args := []string{"-nx", "-batch", "-ex", fmt.Sprintf("break %s:%d", file, line), "-ex", "run"}
	for _, e := range exprs {
		args = append(args, "-ex", "print "+gdbSpelling(e))
	}
	out, _ := exec.Command(gdb, append(args, bin)...).CombinedOutput()
	var got []string
	for _, l := range strings.Split(string(out), "\n") {
		m := gdbValue.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		v := gdbTypePfx.ReplaceAllString(m[1], "")
		if c := gdbChar.FindStringSubmatch(v); c != nil {
			v = c[1]
		}
		if s := gdbStr.FindStringSubmatch(v); s != nil {
			v = s[1]
		}
		if strings.HasPrefix(v, "{") {
			v = strings.ReplaceAll(v, " ", "")
		}
		if n, ok := corpusEnums[v]; ok {
			v = n // sonde prints enums by number, as bpftrace 0.17 does
		}
		got = append(got, v)
	}
	if !strings.Contains(string(out), "\nBreakpoint 1, ") {
		return nil, false
	}
	if len(got) != len(exprs) {
		t.Fatalf("gdb printed %d values for %d expressions:\n%s", len(got), len(exprs), out)
	}
	return got, true
}

var sondeRefusal = regexp.MustCompile(`error: (?:args|locals)\.(\w+): (optimized out|no location sonde can read|a (?:float|double) in register xmm)(.*)`)

// sondePrint runs the binary under sonde with a statement probe at
// file:line that prints exprs the first time it fires. Variables sonde
// refuses at compile time are left out, with why, and the rest printed.
func sondePrint(t *testing.T, bin, file string, line int, exprs []string) (vals map[string]string, refused map[string]string) {
	refused = map[string]string{}
	for {
		var body []string
		var printed []string
		for _, e := range exprs {
			if _, ok := refused[e]; !ok {
				body = append(body, fmt.Sprintf("print(%s);", e))
				printed = append(printed, e)
			}
		}
		prog := fmt.Sprintf("uprobe:%s@%s:%d { %s exit(); }", bin, file, line, strings.Join(body, " "))
		r := sonde(t, "-q", "-e", prog, "-c", bin)
		if r.code == 2 {
			n := len(refused)
			for _, m := range sondeRefusal.FindAllStringSubmatch(r.stderr, -1) {
				for _, e := range exprs {
					if gdbSpelling(e) == m[1] || strings.HasSuffix(e, "."+m[1]) || strings.Contains(e, "."+m[1]+"->") || strings.Contains(e, "."+m[1]+"[") || strings.Contains(e, "."+m[1]+".") {
						refused[e] = m[2] + m[3]
					}
				}
			}
			if len(refused) > n {
				continue
			}
		}
		if r.code != 0 {
			t.Fatalf("sonde -e %q: exit %d\n%s", prog, r.code, r.stderr)
		}
		vals = map[string]string{}
		lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
		if strings.TrimSpace(r.stdout) == "" {
			return vals, refused // the line never ran
		}
		if len(lines) != len(printed) {
			t.Fatalf("sonde printed %d lines for %d expressions:\n%s", len(lines), len(printed), r.stdout)
		}
		for i, e := range printed {
			v := lines[i]
			if strings.HasPrefix(v, "{") {
				// gdb's {x = 1, v = {2, 3}} is sonde's { .x = 1, .v = [2,3] }.
				v = strings.NewReplacer(" .", "", " ", "", "[", "{", "]", "}").Replace(v)
			}
			vals[e] = v
		}
		return vals, refused
	}
}

// TestSourceVarsErrors: statement probes and variables by name that
// cannot work are refused at compile time (exit 2) with a located error
// saying why.
func TestSourceVarsErrors(t *testing.T) {
	requireTracing(t)
	dir := t.TempDir()
	src := "testdata/srcvars/shapes.c"
	for _, b := range []struct{ name, flags string }{{"O0", "-g -O0"}, {"O2", "-g -O2"}, {"nodebug", "-O2"}} {
		args := append(strings.Fields(b.flags), "-o", filepath.Join(dir, b.name), src)
		if out, err := exec.Command("gcc", args...).CombinedOutput(); err != nil {
			t.Fatalf("gcc: %v\n%s", err, out)
		}
	}
	bin := func(name string) string { return filepath.Join(dir, name) }
	for _, c := range []struct{ prog, want string }{
		{"uprobe:" + bin("O0") + "@shapes.c:26 { print(locals); }", "error: no code at shapes.c:26; nearest lines with code: 24, 27"},
		{"uprobe:" + bin("O0") + "@shapes.c:22:99 { print(locals); }", "error: no code at shapes.c:22:99; columns with code on line 22: "},
		{"uprobe:" + bin("O0") + "@nowhere.c:3 { }", "error: no source file nowhere.c in the DWARF of " + bin("O0")},
		{"uprobe:" + bin("O0") + "@shapes.c:22 { print(locals.hh); }", `has no local variable "hh"` + "\n"},
		{"uprobe:" + bin("O0") + "@shapes.c:22 { print(locals.hh); }", `= help: did you mean "h"?`},
		{"uprobe:" + bin("O0") + "@shapes.c:22 { print(args.scal); }", `= help: did you mean "scale"?`},
		{"uprobe:" + bin("O2") + "@shapes.c:40 { print(locals.code); }", "error: locals.code: optimized out at shapes.c:40 (0x"},
		{"uprobe:" + bin("nodebug") + "@shapes.c:22 { }", "error: no DWARF in " + bin("nodebug") + "; install its debug package or build with -g"},
		{"uretprobe:" + bin("O0") + "@shapes.c:22 { }", "a statement probe is a uprobe; a uretprobe takes a function"},
		{"uprobe:" + bin("nodebug") + ":area { print(locals); }", "locals is not available in uprobe:" + bin("nodebug") + ":area: no DWARF in " + bin("nodebug") + "; install"},
	} {
		r := sonde(t, "-e", c.prog)
		if r.code != 2 || !strings.Contains(r.stderr, c.want) {
			t.Errorf("sonde -e %q: exit %d, want 2 and %q in\n%s", c.prog, r.code, c.want, r.stderr)
		}
	}
	// -l lists the lines that have code, each once.
	r := sonde(t, "-l", "uprobe:"+bin("O0")+"@shapes.c:*")
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if r.code != 0 || !slices.Contains(lines, "uprobe:"+bin("O0")+"@shapes.c:22") || slices.Contains(lines, "uprobe:"+bin("O0")+"@shapes.c:26") ||
		len(slices.Compact(slices.Clone(lines))) != len(lines) {
		t.Errorf("sonde -l: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
}

// TestSourceVarsRecord: print(locals) and print(args) print every
// variable with a value at the probe as a record, as SystemTap's
// $$locals and $$parms do; print(*args.r) a struct from the DWARF.
func TestSourceVarsRecord(t *testing.T) {
	requireTracing(t)
	bin := filepath.Join(t.TempDir(), "shapes")
	if out, err := exec.Command("gcc", "-g", "-O0", "-o", bin, "testdata/srcvars/shapes.c").CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, out)
	}
	prog := "uprobe:" + bin + "@shapes.c:23 { print(locals); print(args.scale); print(*args.r); exit(); }"
	r := sonde(t, "-q", "-e", prog, "-c", bin)
	want := "{ .w = 3, .h = 5, .a = 30 }\n2\n{ .lo = { .x = 1, .y = 2 }, .hi = { .x = 4, .y = 7 }, .c = 2, .name = "
	if r.code != 0 || !strings.HasPrefix(r.stdout, want) {
		t.Errorf("sonde -e %q: exit %d\n%s\nwant it to start with\n%s\n%s", prog, r.code, r.stdout, want, r.stderr)
	}
}

// TestSourceVarsReturn: in a C function's uretprobe, args.NAME and
// print(args) are the parameters' values at entry (an implicit
// entry(args.NAME)), the values the program passed, recursion or not;
// locals.NAME there is refused, pointing at a statement probe.
func TestSourceVarsReturn(t *testing.T) {
	requireTracing(t)
	dir := t.TempDir()
	for _, opt := range []string{"-O0", "-O2"} {
		bin := filepath.Join(dir, "shapes"+opt)
		if out, err := exec.Command("gcc", "-g", opt, "-o", bin, "testdata/srcvars/shapes.c").CombinedOutput(); err != nil {
			t.Fatalf("gcc: %v\n%s", err, out)
		}
		prog := fmt.Sprintf(`uretprobe:%[1]s:area { printf("area %%d %%d %%d %%d\n", args.scale, args.r->hi.x, args.r->lo.y, retval); }
			uretprobe:%[1]s:sum { printf("sum %%d %%d %%d\n", args.n, args.v[2], retval); }
			uretprobe:%[1]s:label /args.k == 7/ { printf("label %%s %%d %%d\n", str(args.s), args.k, retval); print(args); }`, bin)
		r := sonde(t, "--compat=newest", "-q", "-e", prog, "-c", bin) // print(args) is newest bpftrace's
		// main calls area(&r, round+2), sum(v, 4), label("box", 7) in
		// each of two rounds (at -O2 the pure calls once, before the loop).
		want := "area 2 4 2 30\narea 3 4 2 45\nlabel box 7 873\nsum 4 4 27\n{ .s = PTR, .k = 7 }\n"
		lines := strings.Split(strings.TrimSpace(regexp.MustCompile(`\.s = \d+`).ReplaceAllString(r.stdout, ".s = PTR")), "\n")
		slices.Sort(lines)
		got := strings.Join(slices.Compact(lines), "\n") + "\n"
		if r.code != 0 || got != want {
			t.Errorf("%s: exit %d\n%s\nwant\n%s\n%s", opt, r.code, got, want, r.stderr)
		}
		// Recursion: each return finds its own call's entry; a struct
		// passed by value in two registers (-O2's location list places
		// it at the entry; -O0's DWARF does not, and says so).
		pbin := filepath.Join(dir, "pieces"+opt)
		if out, err := exec.Command("gcc", "-g", opt, "-o", pbin, "testdata/srcvars/pieces.c").CombinedOutput(); err != nil {
			t.Fatalf("gcc: %v\n%s", err, out)
		}
		prog = fmt.Sprintf(`uretprobe:%s:depth { printf("%%d %%d %%d\n", args.n, args.acc, retval); }`, pbin)
		if r := sonde(t, "-q", "-e", prog, "-c", pbin); r.code != 0 || strings.TrimSpace(r.stdout) != "0 106 106\n1 105 107\n2 103 109\n3 100 112" {
			t.Errorf("%s: exit %d\n%s%s", prog, r.code, r.stdout, r.stderr)
		}
		prog = fmt.Sprintf(`uretprobe:%s:span { printf("%%d %%d %%d\n", args.p.lo, args.p.hi, retval); }`, pbin)
		r = sonde(t, "-q", "-e", prog, "-c", pbin)
		if opt == "-O2" && (r.code != 0 || strings.TrimSpace(r.stdout) != "3 11 8") {
			t.Errorf("%s: exit %d\n%s%s", prog, r.code, r.stdout, r.stderr)
		}
		if w := "error: args.p: a struct pair, whose place at the function's entry the DWARF does not give"; opt == "-O0" && (r.code != 2 || !strings.Contains(r.stderr, w)) {
			t.Errorf("%s: exit %d, want 2 and %q in\n%s", prog, r.code, w, r.stderr)
		}
		// The function's last statement row: its closing brace at -O0;
		// at -O2 its return, the last of the lines at its first
		// instruction (its ret has no statement row of its own).
		r = sonde(t, "-e", fmt.Sprintf("uretprobe:%s:area { print(locals.w); }", bin))
		line := map[string]string{"-O0": "24", "-O2": "23"}[opt]
		if w := "locals are out of scope once the function has returned; probe a statement at its return instead: uprobe:" + bin + "@shapes.c:" + line; r.code != 2 || !strings.Contains(r.stderr, w) {
			t.Errorf("locals at a return: exit %d, want 2 and %q in\n%s", r.code, w, r.stderr)
		}
	}
}

// TestSourceVarsFloat: a float or double in memory or a general
// register prints as gdb prints it, through print() and printf's %f,
// %e, %g and %s, and as a map's key and value; one in an SSE register
// (at -O2) or computed by DWARF's float arithmetic is refused by name,
// at the place, saying why; arithmetic on one is a located error.
func TestSourceVarsFloat(t *testing.T) {
	requireTracing(t)
	dir := t.TempDir()
	bin := func(src, opt string) string {
		b := filepath.Join(dir, strings.TrimSuffix(src, ".c")+opt)
		if out, err := exec.Command("gcc", "-g", opt, "-o", b, "testdata/srcvars/"+src).CombinedOutput(); err != nil {
			t.Fatalf("gcc: %v\n%s", err, out)
		}
		return b
	}
	f0, f2, p2 := bin("floats.c", "-O0"), bin("floats.c", "-O2"), bin("pieces.c", "-O2")
	for _, c := range []struct{ prog, want string }{
		{"uprobe:" + p2 + "@pieces.c:42 { print(locals.w); }", "error: locals.w: a double in register xmm0 at pieces.c:42 (0x"},
		{"uprobe:" + p2 + "@pieces.c:42 { print(args.v); }", "error: args.v: a double in register xmm"},
		{"uprobe:" + f2 + "@floats.c:29 { print(args.scale); }", "error: args.scale: no location sonde can read at floats.c:29 (0x"},
		{"uprobe:" + f2 + "@floats.c:29 { print(args.scale); }", "the value register xmm0 had at the function's entry (DW_OP_entry_value), which a uprobe cannot read: the pt_regs it sees hold no vector registers"},
		{"uprobe:" + f2 + "@floats.c:29 { print(locals.half); }", "a value computed with typed arithmetic (DW_OP_deref_type), floating-point arithmetic which sonde does not do"},
		{"uprobe:" + f0 + ":measure { print(args.scale); }", "error: args.scale: a double, which the calling convention passes in an SSE register, and a uprobe cannot read"},
		{"uprobe:" + f0 + "@floats.c:29 { print(args.scale * 2); }", "stdin:1:"},
		{"uprobe:" + f0 + "@floats.c:29 { print(args.scale * 2); }", "error: floating-point arithmetic is not supported: operator * on a double"},
		{"uprobe:" + f0 + "@floats.c:29 { if (args.s->x > 1) { exit(); } }", "error: floating-point arithmetic is not supported: operator > on a float"},
		{"uprobe:" + f0 + "@floats.c:29 /locals.half/ { }", "error: floating-point arithmetic is not supported: a truth value on a float"},
		{"uprobe:" + f0 + "@floats.c:29 { print((int64)locals.area); }", "error: cannot cast double to int64"},
		{"uprobe:" + f0 + "@floats.c:29 { printf(\"%d\\n\", locals.area); }", "error: %d expects an integer, found double"},
		{"uprobe:" + f0 + "@floats.c:29 { @s = sum(locals.area); }", "error: sum() needs an integer, found double"},
	} {
		r := sonde(t, "-e", c.prog)
		if r.code != 2 || !strings.Contains(r.stderr, c.want) {
			t.Errorf("%s: exit %d, want 2 and %q in\n%s", c.prog, r.code, c.want, r.stderr)
		}
	}
	// printf formats the value as glibc's printf does (a float promoted
	// to a double); %s as print() does. gdb: area = 0.40000000000000002,
	// half = 1.25, bias = 0.100000001, s->hist = {inf, -inf, -nan(...)}.
	prog := "uprobe:" + f0 + `@floats.c:29 { printf("%f|%.3e|%g|%s|%08.2f|%-6g|%e|%G\n", locals.area, locals.half, args.bias, args.bias, locals.half, locals.half, args.s->hist[1], args.s->hist[2]);
		@k[args.s->x] = args.s->y; @n[comm] = args.s->hist[2]; exit(); }`
	r := sonde(t, "-q", "-e", prog, "-c", f0)
	want := "0.400000|1.250e+00|0.1|0.100000001|00001.25|1.25  |-inf|-NAN\n\n\n@k[2.5]: 0.10000000000000001\n@n[floats-O0]: -nan(0x8000000000000)\n"
	if r.code != 0 || r.stdout != want {
		t.Errorf("%s: exit %d\n%q\nwant\n%q\n%s", prog, r.code, r.stdout, want, r.stderr)
	}
	// print(locals) at -O2: doubles and floats the DWARF gives as
	// constants (DW_AT_const_value).
	prog = "uprobe:" + f2 + "@floats.c:44 { print(locals); exit(); }"
	r = sonde(t, "-q", "-e", prog, "-c", f2)
	want = "{ .zero = -0, .big = 1e+20, .third = 0.33333333333333331, .tiny = 1.40129846e-45, .huge = 3.00000001e+38 }"
	if r.code != 0 || strings.TrimSpace(r.stdout) != want {
		t.Errorf("%s: exit %d\n%q\nwant\n%q\n%s", prog, r.code, r.stdout, want, r.stderr)
	}
}

// TestSourceVarsFloatRetval: retval in a uretprobe of a function whose
// DWARF says it returns a double reads rax, as bpftrace does, while the
// value is in xmm0: under --compat=0.17 the script runs, with a warning
// at retval; under newest it is an error there. Both point at the
// statement probe on the function's last line, which reads the value
// from the frame at -O0 (gdb: area = 0.40000000000000002). A function
// returning an integer in the same probe gets no diagnostic.
func TestSourceVarsFloatRetval(t *testing.T) {
	requireTracing(t)
	dir := t.TempDir()
	bin := func(opt string) string {
		b := filepath.Join(dir, "floats"+opt)
		if out, err := exec.Command("gcc", "-g", opt, "-o", b, "testdata/srcvars/floats.c").CombinedOutput(); err != nil {
			t.Fatalf("gcc: %v\n%s", err, out)
		}
		return b
	}
	f0, f2 := bin("-O0"), bin("-O2")
	const msg = "retval of measure is a double, returned in xmm0, which a uretprobe cannot read; retval here is rax"
	help := func(b, line string) string {
		return "= help: read the value where the program keeps it, with a statement probe at the function's return: uprobe:" + b + "@floats.c:" + line + " { print(locals); }"
	}
	col := func(prog string) string { return fmt.Sprintf("stdin:1:%d: ", strings.Index(prog, "retval")+1) }

	prog := "uretprobe:" + f0 + ":measure { print(retval); }"
	r := sonde(t, "--compat=newest", "-e", prog, "-c", f0)
	for _, w := range []string{col(prog) + "error: " + msg, help(f0, "31"), `= note: reg("ax") reads rax; --compat=0.17 reads retval as rax`} {
		if r.code != 2 || !strings.Contains(r.stderr, w) {
			t.Errorf("newest: exit %d, want 2 and %q in\n%s", r.code, w, r.stderr)
		}
	}
	r = sonde(t, "--compat=newest", "-e", "uretprobe:"+f2+":measure { print(retval); }", "-c", f2)
	if w := help(f2, "30"); r.code != 2 || !strings.Contains(r.stderr, w) {
		t.Errorf("-O2: exit %d, want 2 and %q in\n%s", r.code, w, r.stderr)
	}

	// 0.17's script runs unchanged; both functions' returns print.
	prog = "uretprobe:" + f0 + ":weigh, uretprobe:" + f0 + ":measure { @[probe] = count(); $r = retval; }"
	r = sonde(t, "--compat=0.17", "-e", prog, "-c", f0)
	if w := col(prog) + "warning: " + msg; r.code != 0 || !strings.Contains(r.stderr, w) || !strings.Contains(r.stderr, help(f0, "31")) {
		t.Errorf("0.17: exit %d, want 0 and %q in\n%s", r.code, w, r.stderr)
	}
	if strings.Count(r.stderr, "warning: retval") != 1 || strings.Contains(r.stderr, "error") {
		t.Errorf("0.17: want one warning, for measure only:\n%s", r.stderr)
	}
	if !strings.Contains(r.stdout, ":weigh]: 1") || !strings.Contains(r.stdout, ":measure]: 1") {
		t.Errorf("0.17: both returns should count:\n%s", r.stdout)
	}

	// The help's probe reads the value.
	r = sonde(t, "-q", "-e", "uprobe:"+f0+"@floats.c:31 { print(locals.area); }", "-c", f0)
	if r.code != 0 || strings.TrimSpace(r.stdout) != "0.40000000000000002" {
		t.Errorf("the help's probe: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
}
