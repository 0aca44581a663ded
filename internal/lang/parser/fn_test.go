package parser

import (
	"fmt"
	"strings"
	"testing"
)

func TestFn(t *testing.T) {
	expectAST(t, "fn add($a: int64, $b: uint8): int64 { return $a + $b; }", `
Program
  Fn add($a: int64, $b: uint8): int64
    Block
      Jump return
        value: Binary +
          Var $a
          Var $b`)
	expectAST(t, "fn p($t: struct task_struct *, $s: string) { printf(\"%s\", $s); }", `
Program
  Fn p($t: struct task_struct *, $s: string): void
    Block
      ExprStmt
        Call printf
          Str "%s"
          Var $s`)
	// ": void" is no result.
	if prog := expectNoError(t, "fn f(): void { return; } fn g() { }"); prog.Fns[0].Result != nil || len(prog.Fns) != 2 {
		t.Errorf("void result: %+v", prog.Fns)
	}
	// fn is no keyword: a field, a variable, a probe named otherwise.
	expectStmts(t, "$fn = args.fn;", "(= $fn (. args)fn)")
	expectParseError(t, "fn f($a) { }", `stdin:1:8: error: expected ":" and the parameter's type, found ")"`)
	expectParseError(t, "fn f(a: int64) { }", `stdin:1:6: error: expected parameter such as $a: int64, found "a"`)
	expectParseError(t, "fn f(): int64 return 1;", `stdin:1:15: error: expected "{", found "return"`)
	expectParseError(t, "fn f($a: ) { }", `stdin:1:10: error: expected type, found ")"`)
}

func TestImport(t *testing.T) {
	headers(t, map[string]string{
		"lib.bt":          "macro one() { 1 }\nfn two(): int64 { return 2; }\n",
		"inc/other.bt":    "import \"sub/deep.bt\";\nfn three(): int64 { return 3; }\n",
		"inc/sub/deep.bt": "fn four(): int64 { return 4; }\n",
		"dir/a.bt":        "fn fa(): int64 { return 1; }\n",
		"dir/b.bt":        "import \"a.bt\";\nfn fb(): int64 { return 2; }\n",
		"cyc/x.bt":        "import \"y.bt\";\n",
		"cyc/y.bt":        "import \"x.bt\";\n",
		"bad.bt":          "fn broken( { }\n",
		"probes.bt":       "BEGIN { printf(\"imported\\n\"); }\n",
		"outer.bt":        "BEGIN { }\nimport \"inner.bt\";\nEND { }\n",
		"inner.bt":        "END { }\n",
	})
	prog := expectNoError(t, "import \"lib.bt\";\nimport \"lib\";\nimport \"other.bt\";\nBEGIN { }")
	var names []string
	for _, f := range prog.Fns {
		names = append(names, f.Name)
	}
	// lib.bt once, other.bt from -I, sub/deep.bt beside it.
	if got := strings.Join(names, " "); got != "two four three" || len(prog.Macros) != 1 || len(prog.Imports) != 4 {
		t.Errorf("imported functions %q, %d macros, %d imports", got, len(prog.Macros), len(prog.Imports))
	}
	// A directory: its .bt files in name order, each once.
	prog = expectNoError(t, "import \"dir\";\nBEGIN { }")
	if len(prog.Fns) != 2 || prog.Fns[0].Name != "fa" || prog.Fns[1].Name != "fb" {
		t.Errorf("directory import: %d functions", len(prog.Fns))
	}
	// Probes come along.
	if prog := expectNoError(t, "import \"probes.bt\";\nEND { }"); len(prog.Probes) != 2 {
		t.Errorf("imported probes: %d", len(prog.Probes))
	}
	// An imported file's probes come before the importer's, wherever the
	// import stands, each file's after its own imports' (newest's
	// docs/language.md "begin/end"); a file's own keep their order.
	prog = expectNoError(t, "BEGIN { @a = 1; }\nimport \"outer.bt\";\nBEGIN { @b = 1; }\nEND { }")
	var order []string
	for _, p := range prog.Probes {
		order = append(order, fmt.Sprintf("%s@%d", p.Attach[0].Raw, p.Pos()))
	}
	if len(prog.Probes) != 6 || !strings.HasPrefix(order[0], "END@") || !strings.HasPrefix(order[1], "BEGIN@") ||
		!strings.HasPrefix(order[2], "END@") || order[3] != "BEGIN@1" {
		t.Errorf("probe order: %v", order)
	}
	expectParseError(t, "import \"nope.bt\";\nBEGIN { }", `stdin:1:8: error: import 'nope.bt' not found`)
	// Newest bpftrace's own modules are built in.
	expectNoError(t, "import \"stdlib/strings.bt\";\nimport \"stdlib/base\";\nBEGIN { }")
	expectParseError(t, "import \"stdlib/nope.bt\";\nBEGIN { }", `stdin:1:8: error: import 'stdlib/nope.bt' not found`)
	expectParseError(t, "import \"cyc/x.bt\";\nBEGIN { }", `cyc/y.bt:1:8: error: import cycle: cyc/x.bt imports cyc/y.bt imports cyc/x.bt`)
	expectParseError(t, "import \"bad.bt\";\nBEGIN { }", `bad.bt:1:12: error: expected parameter such as $a: int64, found "{"`)
	expectParseError(t, "import \"x.bpf.c\";\nBEGIN { }", `stdin:1:8: error: cannot import 'x.bpf.c': sonde imports bpftrace-language files (.bt) only; C needs a C compiler`)
	expectParseError(t, "import \"lib.bt\"\nBEGIN { }", `stdin:2:1: error: expected ";", found "BEGIN"`)
}

func TestImportHelp(t *testing.T) {
	_, diags, _ := parse(t, "import \"nope.bt\";\nBEGIN { }")
	if len(diags) != 1 || !strings.Contains(diags[0].Help, "-I") {
		t.Errorf("got %+v", diags)
	}
}
