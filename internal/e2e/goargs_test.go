package e2e

import (
	"fmt"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"sonde/internal/elfx/elfxtest"
)

// goArgsScript prints, for the goargs fixture's functions, their
// parameters at entry and results at return by name, in the lines the
// fixture prints itself.
const goArgsScript = `
uprobe:BIN:main.traceme { printf("traceme %d %d\n", args.a, args.b); }
uretprobe:BIN:main.traceme { printf("= %d %d\n", args.ret, retval); }
uprobe:BIN:"main.(*T).M" { printf("M %d %d %d\n", args.t->ID, args.n, args.ok); }
uretprobe:BIN:"main.(*T).M" { printf("= %d\n", args.r0); }
uprobe:BIN:main.greet { printf("greet %s %d\n", args.s, args.n); }
uretprobe:BIN:main.greet { printf("= %d %s\n", args.r0, str(args.r1)); }
uprobe:BIN:main.sum { printf("sum len=%d cap=%d scale=%d\n", args.xs.len, args.xs.cap, args.scale); }
uretprobe:BIN:main.sum { printf("= %d\n", args.total); }
uprobe:BIN:main.many { printf("many %d %d %d %d %d %d %d %d %d %d\n", args.a, args.b, args.c, args.d, args.e, args.f, args.g, args.h, args.i, args.j); }
uretprobe:BIN:main.many { printf("= %d\n", args.r0); }
uprobe:BIN:main.arr { printf("arr %d %d %d %d\n", args.a[0], args.a[1], args.a[2], args.n); }
uretprobe:BIN:main.arr { printf("= %d %d %s\n", args.r[0], args.r[1], args.s); }
uprobe:BIN:main.tagged { printf("tagged %s %d %d\n", args.in.Tag, args.in.Level, args.n); }
uretprobe:BIN:main.tagged { printf("= %d\n", retval); }
uprobe:BIN:main.visit { printf("visit %s %s %d %s %d %s %s\n", args.t->Name, args.t->Inner.Tag, args.t->Inner.Level, args.t->Next->Name, args.names.len, args.names.array[1], *args.ps); }
uretprobe:BIN:main.visit { printf("= %s %s\n", args.label, retval); }
uprobe:BIN:main.double { printf("double %d\n", args.n); }
uretprobe:BIN:main.double { printf("= %d\n", args.r0); }
`

// TestGoArgs: a Go program built with default flags (ABIInternal, no
// -gcflags) has its parameters, of a method's pointer receiver, a string
// and a slice too, read by name at entry, and its results, named or not,
// at its returns; sonde prints what the program says it passed and got.
// Through a pointer, a string field (args.t->Name), a nested struct's
// (args.t->Inner.Tag, args.t->Next->Name), a slice's element
// (args.names.array[1]) and *args.ps read as strings, as does a string
// field of a struct passed in registers (args.in.Tag); a string first
// result is retval. The out-of-line copy of a function inlined elsewhere
// (main.double) has its parameters named by its abstract entry.
func TestGoArgs(t *testing.T) {
	requireTracing(t)
	bin := elfxtest.GoIn(t, "goargs", "goargs")
	out, err := exec.Command(bin, "2").Output()
	if err != nil {
		t.Fatal(err)
	}
	// "traceme 4 2 = 42" → "traceme 4 2" then "= 42 42"; "M 7 5 true =
	// 8" → "M 7 5 1", "= 8"; and so on.
	var want []string
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		in, ret, ok := strings.Cut(line, " = ")
		if !ok {
			continue
		}
		switch f := strings.Fields(in); f[0] {
		case "traceme", "visit":
			want = append(want, in, "= "+ret+" "+ret)
		case "M":
			want = append(want, strings.Replace(in, "true", "1", 1), "= "+ret)
		case "greet", "sum", "many", "arr", "tagged", "double":
			want = append(want, in, "= "+ret)
		}
	}
	got := sonde(t, "-e", strings.ReplaceAll(goArgsScript, "BIN", bin), "-c", bin+" 2")
	if got.code != 0 {
		t.Fatalf("exit %d\n%s", got.code, got.stderr)
	}
	if g, w := strings.Join(printed(got.stdout), "\n"), strings.Join(want, "\n"); g != w {
		t.Errorf("sonde printed\n%s\nthe program says\n%s", g, w)
	}
}

// TestGoArgsErrors: a Go parameter sonde cannot read is a compile error
// on its use, naming it and saying why; the others still read.
func TestGoArgsErrors(t *testing.T) {
	bin := elfxtest.GoIn(t, "goargs", "goargs")
	for _, tc := range []struct{ script, want string }{
		{`uprobe:BIN:main.scale { print(args.x); }`,
			`stdin:1:@args.x: error: args.x: Go parameter x (float64) cannot be read: Go passes it in register X0, and uprobes see no vector registers`},
		{`uretprobe:BIN:main.scale { print(args.r0); }`,
			`stdin:1:@args.r0: error: args.r0: Go result ~r0 (float64) cannot be read: Go passes it in register X0`},
		// A Go string through a pointer is a string; its header's fields
		// are integers.
		{`uprobe:BIN:main.visit { printf("%d\n", args.t->Name); }`,
			`stdin:1:@args.t->Name: error: %d expects an integer, found string`},
		{`uprobe:BIN:main.visit { printf("%s\n", args.t->Name.len); }`,
			`stdin:1:@args.t->Name.len: error: %s expects a string, found int64`},
		{`uprobe:BIN:main.traceme { print(args.ret); }`,
			`main.traceme has no argument "ret"`},
	} {
		script := strings.ReplaceAll(tc.script, "BIN", bin)
		if at, rest, ok := strings.Cut(tc.want, "@"); ok {
			// "@EXPR:": the column where EXPR starts
			expr, rest, _ := strings.Cut(rest, ":")
			tc.want = fmt.Sprintf("%s%d:%s", at, strings.Index(script, expr)+1, rest)
		}
		got := sonde(t, "--dry-run", "-e", script)
		if got.code != 2 || !strings.Contains(got.stderr, tc.want) {
			t.Errorf("%s: exit %d, want 2 and %q in\n%s", tc.script, got.code, tc.want, got.stderr)
		}
	}
	// retval of a function whose result is a float64 (in X0) reads
	// rax: an error under newest's rules, a warning under 0.17's.
	script := strings.ReplaceAll(`uretprobe:BIN:main.scale { print(retval); }`, "BIN", bin)
	w := fmt.Sprintf("stdin:1:%d: %%s: retval of main.scale is a float64, returned in X0, which a uretprobe cannot read; retval here is rax", strings.Index(script, "retval")+1)
	if got := sonde(t, "--compat=newest", "--dry-run", "-e", script); got.code != 2 || !strings.Contains(got.stderr, fmt.Sprintf(w, "error")) {
		t.Errorf("%s: exit %d, want 2 and %q in\n%s", script, got.code, fmt.Sprintf(w, "error"), got.stderr)
	}
	if got := sonde(t, "--compat=0.17", "--dry-run", "-e", script); got.code != 0 || !strings.Contains(got.stderr, fmt.Sprintf(w, "warning")) {
		t.Errorf("%s: exit %d, want 0 and %q in\n%s", script, got.code, fmt.Sprintf(w, "warning"), got.stderr)
	}
	for _, script := range []string{`uprobe:BIN:main.scale { print(args.n); }`, `uprobe:BIN:main.scale { print(args); }`} {
		// print(args) leaves out what has no value, as for C's variables
		got := sonde(t, "--dry-run", "-e", strings.ReplaceAll(script, "BIN", bin))
		if got.code != 0 {
			t.Errorf("%s: exit %d\n%s", script, got.code, got.stderr)
		}
	}
}

// TestGoArgsGDB: at a Go function's entry sonde reads what gdb's "info
// args" shows at a breakpoint on it.
func TestGoArgsGDB(t *testing.T) {
	requireTracing(t)
	elfxtest.Tool(t, "gdb")
	bin := elfxtest.GoIn(t, "goargs", "goargs")
	for _, tc := range []struct{ fn, script string }{
		{"main.traceme", `printf("a = %d\nb = %d\n", args.a, args.b)`},
		{"main.(*T).M", `printf("t = %p\nn = %d\nok = %s\n", args.t, args.n, args.ok ? "true" : "false")`},
		{"main.greet", `printf("s = \"%s\"\nn = %d\n", args.s, args.n)`},
		{"main.sum", `printf("xs = {len = %d, cap = %d}\nscale = %d\n", args.xs.len, args.xs.cap, args.scale)`},
		{"main.point", `printf("p = {X = %d, Y = %d}\nflag = %s\n", args.p.X, args.p.Y, args.flag ? "true" : "false")`},
		{"main.tagged", `printf("in = {Tag = \"%s\", Level = %d}\nn = %d\n", args.in.Tag, args.in.Level, args.n)`},
	} {
		gdb, err := exec.Command("gdb", "-batch", "-ex", "break "+tc.fn, "-ex", "run", "-ex", "info args", "--args", bin, "1").CombinedOutput()
		if err != nil {
			t.Fatalf("gdb: %v\n%s", err, gdb)
		}
		want := gdbArgs(string(gdb))
		got := sonde(t, "-e", `uprobe:`+bin+`:"`+tc.fn+`" { `+tc.script+`; exit(); }`, "-c", bin+" 1")
		if got.code != 0 {
			t.Fatalf("%s: exit %d\n%s", tc.fn, got.code, got.stderr)
		}
		g := strings.Join(printed(got.stdout), "\n")
		if tc.fn == "main.(*T).M" {
			// The receiver's address differs from run to run.
			g = regexp.MustCompile(`0x[0-9a-f]+`).ReplaceAllString(g, "0xADDR")
		}
		if g != want {
			t.Errorf("%s: sonde printed\n%s\ngdb shows\n%s", tc.fn, g, want)
		}
	}
}

// TestGoArgsGDBPointer: through a pointer, a slice and a *string,
// sonde reads at a Go function's entry the strings and fields gdb's
// print shows at a breakpoint on it.
func TestGoArgsGDBPointer(t *testing.T) {
	requireTracing(t)
	elfxtest.Tool(t, "gdb")
	bin := elfxtest.GoIn(t, "goargs", "goargs")
	exprs := []struct{ gdb, format, arg string }{
		{"t.Name", `\"%s\"`, "args.t->Name"},
		{"t.Inner.Tag", `\"%s\"`, "args.t->Inner.Tag"},
		{"t.Inner.Level", `%d`, "args.t->Inner.Level"},
		{"t.Next.Name", `\"%s\"`, "args.t->Next->Name"},
		{"names.array[1]", `\"%s\"`, "args.names.array[1]"},
		{"*ps", `\"%s\"`, "*args.ps"},
	}
	args := []string{"-batch", "-ex", "break main.visit", "-ex", "run"}
	var script strings.Builder
	for _, e := range exprs {
		args = append(args, "-ex", "print "+e.gdb)
		fmt.Fprintf(&script, `printf("%s\n"); printf("%s\n", %s); `, e.gdb, e.format, e.arg)
	}
	gdb, err := exec.Command("gdb", append(args, "--args", bin, "1")...).CombinedOutput()
	if err != nil {
		t.Fatalf("gdb: %v\n%s", err, gdb)
	}
	var want []string
	i := 0
	for _, l := range strings.Split(string(gdb), "\n") {
		if _, v, ok := strings.Cut(l, " = "); ok && strings.HasPrefix(l, "$") && i < len(exprs) {
			want = append(want, exprs[i].gdb, regexp.MustCompile(`^0x[0-9a-f]+ (")`).ReplaceAllString(v, `$1`))
			i++
		}
	}
	got := sonde(t, "-e", `uprobe:`+bin+`:main.visit { `+script.String()+`exit(); }`, "-c", bin+" 1")
	if got.code != 0 {
		t.Fatalf("exit %d\n%s", got.code, got.stderr)
	}
	if g, w := strings.Join(printed(got.stdout), "\n"), strings.Join(want, "\n"); g != w {
		t.Errorf("sonde printed\n%s\ngdb shows\n%s", g, w)
	}
}

var goIdent = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// gdbArgs is gdb's "info args" output, without results (gdb shows them
// <optimized out> at entry), a string's address and a slice's array
// pointer, and with addresses as 0xADDR.
func gdbArgs(out string) string {
	var lines []string
	for _, l := range strings.Split(out, "\n") {
		name, v, ok := strings.Cut(l, " = ")
		if !ok || !goIdent.MatchString(name) || v == "<optimized out>" {
			continue
		}
		v = regexp.MustCompile(`0x[0-9a-f]+ (")`).ReplaceAllString(v, `$1`)
		v = regexp.MustCompile(`array = 0x[0-9a-f]+, `).ReplaceAllString(v, "")
		v = regexp.MustCompile(`0x[0-9a-f]+`).ReplaceAllString(v, "0xADDR")
		lines = append(lines, name+" = "+v)
	}
	return strings.Join(lines, "\n")
}

// printed is what a script printed: its lines but the "Attaching"
// banner.
func printed(stdout string) []string {
	var lines []string
	for _, l := range strings.Split(stdout, "\n") {
		if l != "" && !strings.HasPrefix(l, "Attach") {
			lines = append(lines, l)
		}
	}
	return lines
}

// TestGoArgsList: -lv lists a Go function's parameters, and for its
// return probe its results, as args names them, with Go's types.
func TestGoArgsList(t *testing.T) {
	bin := elfxtest.GoIn(t, "goargs", "goargs")
	for spec, want := range map[string]string{
		`uprobe:BIN:main.(*T).M`:   "uprobe:BIN:main.(*T).M\n    *main.T t\n    int n\n    bool ok\n",
		`uretprobe:BIN:main.greet`: "uretprobe:BIN:main.greet\n    int r0\n    string r1\n",
		`uprobe:BIN:main.sum`:      "uprobe:BIN:main.sum\n    []int xs\n    int scale\n",
	} {
		got := sonde(t, "-lv", strings.ReplaceAll(spec, "BIN", bin))
		if w := strings.ReplaceAll(want, "BIN", bin); got.stdout != w {
			t.Errorf("-lv %s:\n%s\nwant\n%s\n%s", spec, got.stdout, w, got.stderr)
		}
	}
}
