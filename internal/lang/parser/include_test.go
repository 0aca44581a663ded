package parser

import (
	"os"
	"path/filepath"
	"testing"

	"sonde/internal/lang/ast"
)

// headers writes files (name to text) into a new directory, makes it the
// current one and -I DIR/inc one, for the one-line helpers.
func headers(t *testing.T, files map[string]string) {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	saved := testOpts
	testOpts.IncludeDirs = []string{filepath.Join(dir, "inc")}
	t.Cleanup(func() { testOpts = saved })
}

func TestIncludeHeaderMacros(t *testing.T) {
	headers(t, map[string]string{
		"a.h":     "#ifndef A_H\n#define A_H\n#include \"b.h\"\n#define A 1\n#define SQ(x) ((x) * (x))\n#endif\n",
		"b.h":     "#define B (A + 1)\n",
		"inc/c.h": "#define C 3\n#include \"d.h\"\n",
		"inc/d.h": "#define D 4\n", // found beside c.h
	})
	expectStmts(t, "\n#include \"a.h\"\n#include \"a.h\"\n$x = A + B;", "(= $x (+ 1 (+ 1 1)))")
	expectStmts(t, "\n#include \"a.h\"\n$x = SQ(2);", "(= $x (* 2 2))")
	expectStmts(t, "\n#include <c.h>\n$x = C + D;", "(= $x (+ 3 4))")
	// A header's macro in the script's #if.
	expectStmts(t, "\n#include \"a.h\"\n#ifdef A\n$x = 1;\n#else\n$x = 2;\n#endif\n", "(= $x 1)")
	expectStmts(t, "\n#include \"a.h\"\n#if B == 2\n$x = 1;\n#endif\n", "(= $x 1)")
	// <...> is not looked for in the current directory.
	expectParseError(t, "#include <a.h>\nBEGIN { }", "stdin:1:10: error: 'a.h' file not found")
}

func TestIncludeNotFound(t *testing.T) {
	headers(t, map[string]string{"e.h": "#define E 1\n#include \"nope.h\"\n"})
	expectParseError(t, "BEGIN { }\n#include \"nope.h\"", "stdin:2:10: error: 'nope.h' file not found")
	expectParseError(t, "#include \"e.h\"\nBEGIN { }", "e.h:2:10: error: 'nope.h' file not found")
	// Kernel and C library headers are left to BTF.
	prog := expectNoError(t, "#include <linux/sched.h>\n#include \"net/sock.h\"\n#include <stdint.h>\nBEGIN { }")
	if len(prog.Includes) != 3 || prog.Includes[0].File != "" {
		t.Errorf("got includes %+v", prog.Includes)
	}
}

func TestIncludeErrorsInHeader(t *testing.T) {
	headers(t, map[string]string{
		"bad.h":  "struct a {\n\tint x;\n\tint ];\n};\n",
		"cond.h": "#ifdef X\n#define Y 1\n",
		"self.h": "#include \"self.h\"\n",
	})
	expectParseError(t, "#include \"bad.h\"\nBEGIN { }", `bad.h:3:6: error: expected field name, found "]"`)
	expectParseError(t, "#include \"cond.h\"\nBEGIN { }", "cond.h:1:1: error: unterminated #ifdef")
	expectParseError(t, "#include \"self.h\"\nBEGIN { }", "self.h:1:10: error: #include nested too deeply")
}

func TestIncludeDeclarations(t *testing.T) {
	headers(t, map[string]string{"t.h": `
int printf(const char *fmt, ...);
extern int global;
static inline int f(int x) { if (x) { return 1; } return 0; }
struct s { int a; int (*cb)(int); struct s *next; } var;
struct fwd;
union u { int i; long l; };
enum e { E1, E2 = 5 };
enum { ANON = 7 };
typedef struct { long a; } anon_t;
typedef struct s s_t;
typedef unsigned int myu32;
typedef int (*handler_t)(void *);
struct s *find(int);
`})
	prog := expectNoError(t, "#include \"t.h\"\nBEGIN { $x = (myu32)1; $y = (s_t *)0; $z = (anon_t *)0; }")
	var types []string
	for _, d := range prog.Types {
		types = append(types, d.Kind+" "+d.Name)
	}
	if got, want := fmtList(types), "[struct s, union u, enum e, enum , struct anon_t]"; got != want {
		t.Errorf("types: got %s, want %s", got, want)
	}
	if len(prog.Types) > 0 && len(prog.Types[0].Fields) != 3 {
		t.Errorf("struct s: got %d fields", len(prog.Types[0].Fields))
	}
	want := map[string]string{"anon_t": "struct anon_t", "s_t": "struct s", "myu32": "unsigned int"}
	if len(prog.Typedefs) != len(want) {
		t.Errorf("got %d typedefs", len(prog.Typedefs))
	}
	for _, td := range prog.Typedefs {
		if want[td.Name] != td.Type.Name {
			t.Errorf("typedef %s: got %q", td.Name, td.Type.Name)
		}
	}
	casts := 0
	ast.Inspect(prog.Probes[0], func(n ast.Node) bool {
		if _, ok := n.(*ast.CastExpr); ok {
			casts++
		}
		return true
	})
	if casts != 3 {
		t.Errorf("got %d casts, want 3", casts)
	}
}

func fmtList(s []string) string {
	out := "["
	for i, x := range s {
		if i > 0 {
			out += ", "
		}
		out += x
	}
	return out + "]"
}

func TestArraySizeExpressions(t *testing.T) {
	headers(t, map[string]string{"n.h": "#define N 4\n#define TWICE(x) ((x) * 2)\nstruct a { char b[TWICE(N) + 1]; int c[N][2]; };\n"})
	prog := expectNoError(t, "#include \"n.h\"\nBEGIN { }")
	if len(prog.Types) != 1 || ast.TypeString(prog.Types[0].Fields[0].Type) != "char[9]" ||
		ast.TypeString(prog.Types[0].Fields[1].Type) != "int[4][2]" {
		t.Errorf("got %+v", prog.Types)
	}
	expectParseError(t, "struct a { int x[2 + ]; }", "stdin:1:18: error: invalid array size")
	// A name left after the macros is an enum constant, for the checker.
	prog = expectNoError(t, "struct a { int x[M]; } BEGIN { }")
	if len(prog.Types) != 1 || ast.TypeString(prog.Types[0].Fields[0].Type) != "int[M]" {
		t.Errorf("got %+v", prog.Types)
	}
}

func TestIncludeKernelHeadersNotRead(t *testing.T) {
	// A kernel header on the -I path is left to BTF, not parsed.
	headers(t, map[string]string{
		"inc/linux/sched.h": "this is not C we could parse ]]]\n",
		"u.h":               "#include <linux/sched.h>\nstruct u { __u32 a; };\n",
	})
	prog := expectNoError(t, "#include \"u.h\"\nBEGIN { $x = TASK_RUNNING; }")
	if len(prog.Includes) != 2 || prog.Includes[1].Path != "linux/sched.h" || prog.Includes[1].File != "" {
		t.Errorf("got includes %+v %+v", prog.Includes[0], prog.Includes[1])
	}
}
