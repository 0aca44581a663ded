package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDiagnostics checks the exact text of a few diagnostics: position,
// source line, caret under the span, the help line and a located note.
func TestDiagnostics(t *testing.T) {
	tests := []struct {
		name, prog, stderr string
	}{
		{"unknown builtin", `BEGIN { printf("%d\n", pidd); }`,
			"stdin:1:24: error: unknown identifier \"pidd\"\n" +
				"  1 | BEGIN { printf(\"%d\\n\", pidd); }\n" +
				"    |                        ^^^^\n" +
				"    = help: did you mean \"pid\"?\n"},
		{"unknown probe type", "kprobx:foo { }",
			"stdin:1:1: error: unknown probe type \"kprobx\"\n" +
				"  1 | kprobx:foo { }\n" +
				"    | ^^^^^^^^^^\n" +
				"    = help: did you mean \"kprobe\"?\n"},
		{"two parse errors", "BEGIN { @x = 1 +; }\nBEGIN { $y = ; }",
			"stdin:1:17: error: expected expression, found \";\"\n" +
				"  1 | BEGIN { @x = 1 +; }\n" +
				"    |                 ^\n" +
				"stdin:2:14: error: expected expression, found \";\"\n" +
				"  2 | BEGIN { $y = ; }\n" +
				"    |              ^\n"},
		{"type conflict", "BEGIN { @x = 1; }\nEND { @x = \"a\"; }",
			"stdin:2:7: error: type mismatch for @x: assigning string[2], previously int64\n" +
				"  2 | END { @x = \"a\"; }\n" +
				"    |       ^^\n" +
				"stdin:1:9: note: @x was first assigned int64 here\n" +
				"  1 | BEGIN { @x = 1; }\n" +
				"    |         ^^\n"},
		// argN past the argument registers and argN at a return are
		// refused before the verifier sees them, in bpftrace 0.17's words.
		{"uprobe arg6", "uprobe:/bin/bash:readline { print(arg6); }",
			"stdin:1:35: error: x86_64 doesn't support arg6\n" +
				"  1 | uprobe:/bin/bash:readline { print(arg6); }\n" +
				"    |                                   ^^^^\n" +
				"    = help: only arg0..arg5 are in registers; sarg0, sarg1, ... read the arguments passed on the stack\n"},
		{"uretprobe arg0", "uretprobe:/bin/bash:readline { print(arg0); }",
			"stdin:1:38: error: arg0 is not available in uretprobe probes\n" +
				"  1 | uretprobe:/bin/bash:readline { print(arg0); }\n" +
				"    |                                      ^^^^\n"},
		{"end of input", "BEGIN { exit(); ",
			"stdin:1:17: error: expected \"}\", found end of input\n" +
				"  1 | BEGIN { exit(); \n" +
				"    |                 ^\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := sonde(t, "--dry-run", "-e", tt.prog)
			if r.code != 2 || r.stdout != "" || r.stderr != tt.stderr {
				t.Errorf("exit %d, stdout %q\nstderr:\n%s\nwant exit 2 and stderr:\n%s", r.code, r.stdout, r.stderr, tt.stderr)
			}
		})
	}
}

// TestErrors checks exit codes and the gist of error messages.
func TestErrors(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		stderr []string // substrings, in order
		kernel bool     // the program names kernel probes
	}{
		{"unknown option", []string{"-x"}, 2, []string{"invalid option -- 'x'", "USAGE:", "OPTIONS:"}, false},
		{"unknown long option", []string{"--nosuch"}, 2, []string{"unrecognized option '--nosuch'", "USAGE:"}, false},
		{"missing argument", []string{"-e"}, 2, []string{"option requires an argument -- 'e'", "USAGE:"}, false},
		{"missing long argument", []string{"--include"}, 2, []string{"option '--include' requires an argument", "USAGE:"}, false},
		{"bad -B", []string{"-B", "half", "-e", "BEGIN {}"}, 2, []string{"invalid buffer mode: half"}, false},
		{"emit-elf", []string{"--emit-elf", "x.o", "-e", "BEGIN {}"}, 2, []string{"--emit-elf is not supported"}, false},
		{"emit-llvm", []string{"--emit-llvm", "x", "-e", "BEGIN {}"}, 2, []string{"--emit-llvm is not supported"}, false},
		{"no program", nil, 2, []string{"no program given", "USAGE:"}, false},
		{"missing file", []string{"/nonexistent/x.bt"}, 2, []string{"/nonexistent/x.bt"}, false},
		{"bad -p", []string{"-p", "abc", "-e", "BEGIN {}"}, 2, []string{"-p"}, false},
		{"bad -f", []string{"-f", "yaml", "-e", "BEGIN {}"}, 2, []string{"yaml"}, false},
		{"printf arguments", []string{"-e", `BEGIN { printf("%d %s\n", 1); }`}, 2,
			[]string{"stdin:1:16: error:"}, false},
		{"agg mismatch", []string{"-e", "BEGIN { @[1] = count(); } END { @[2] = sum(2); }"}, 2,
			[]string{"stdin:1:33: error:", "@", "count", "sum"}, false},
		{"scratch type mismatch", []string{"-e", `BEGIN { $x = 1; $x = "s"; }`}, 2,
			[]string{"stdin:1:17: error:", "$x"}, false},
		{"undefined scratch", []string{"-e", `BEGIN { printf("%d\n", $nope); }`}, 2,
			[]string{"stdin:1:", "error:", "$nope"}, false},
		{"unknown function", []string{"-e", `BEGIN { prinft("x"); }`}, 2,
			[]string{"stdin:1:9: error:", "prinft", "help: did you mean"}, false},
		{"several errors", []string{"-e", "BEGIN { $a = pidd; $b = comn; }"}, 2,
			[]string{"stdin:1:14: error:", "pidd", "stdin:1:25: error:", "comn"}, false},
		{"unknown tracepoint", []string{"-e", "tracepoint:nosuch:thing { }"}, 2,
			[]string{"stdin:1:1: error:", "nosuch"}, true},
		{"unknown tracepoint field", []string{"-e", "tracepoint:syscalls:sys_enter_openat { printf(\"%d\\n\", args.nosuch); }"}, 2,
			[]string{"stdin:1:", "error:", "nosuch"}, true},
		{"command not found", []string{"-c", "/nonexistent/cmd", "-e", "BEGIN { }"}, 1,
			[]string{"/nonexistent/cmd"}, true},
		{"no such pid", []string{"-p", "999999999", "-e", "BEGIN { exit(); }"}, 1, []string{"999999999"}, true},
		{"list no such pid", []string{"-l", "-p", "999999999"}, 1, []string{"-p 999999999: no such process"}, false},
		{"output file", []string{"-o", "/nonexistent/dir/out", "-e", "BEGIN { exit(); }"}, 2,
			[]string{"/nonexistent/dir/out"}, false},
		{"help", []string{"--help"}, 0, nil, false},
		{"dump ast", []string{"-d", "ast", "-e", "BEGIN { exit(); }"}, 0, nil, false},
		{"dump asm", []string{"-d", "asm", "-e", "BEGIN { @[1] = count(); exit(); }"}, 0, nil, false},
		{"dump all", []string{"-dd", "-e", "BEGIN { exit(); }"}, 0, nil, false},
		{"dump default", []string{"-d", "-e", "BEGIN { exit(); }"}, 0, nil, false},
		{"dry run", []string{"--dry-run", "-e", "BEGIN { exit(); }"}, 0, nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.kernel {
				requireTracing(t)
			}
			r := sonde(t, tt.args...)
			if r.code != tt.code {
				t.Errorf("exit %d, want %d\nstderr:\n%s", r.code, tt.code, r.stderr)
			}
			rest := r.stderr
			for _, s := range tt.stderr {
				i := strings.Index(rest, s)
				if i < 0 {
					t.Errorf("stderr lacks %q (in order)\nstderr:\n%s", s, r.stderr)
					break
				}
				rest = rest[i+len(s):]
			}
			if tt.code == 0 && r.stderr != "" {
				t.Errorf("stderr not empty:\n%s", r.stderr)
			}
		})
	}
}

// TestDiagnosticFileName checks that a script file's name, not "stdin",
// prefixes its diagnostics, with the right line.
func TestDiagnosticFileName(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bad.bt")
	src := "// a comment\nBEGIN {\n\t@x = nsecss;\n}\n"
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	r := sonde(t, "--dry-run", path)
	want := path + ":3:7: error: unknown identifier \"nsecss\"\n" +
		"  3 | \t@x = nsecss;\n" +
		"    | \t     ^^^^^^\n" +
		"    = help: did you mean \"nsecs\"?\n"
	if r.code != 2 || r.stderr != want {
		t.Errorf("exit %d, stderr:\n%s\nwant exit 2 and:\n%s", r.code, r.stderr, want)
	}
}

// TestHelpUsage checks that --help prints the usage on stdout.
func TestHelpUsage(t *testing.T) {
	r := sonde(t, "--help")
	if r.code != 0 || !strings.Contains(r.stdout, "USAGE:") || !strings.Contains(r.stdout, "-e 'program'") {
		t.Errorf("exit %d, stdout:\n%s", r.code, r.stdout)
	}
}

// TestRejectDiff checks that programs bpftrace refuses to compile are
// refused by sonde too, with exit code 2 and a positioned diagnostic.
func TestRejectDiff(t *testing.T) {
	requireTracing(t)
	for _, prog := range []string{
		`BEGIN { @x = count(); @x = 5; }`,
		`BEGIN { printf("%d\n", "str"); }`,
		`BEGIN { @h = hist(); }`,
		`BEGIN { @l = lhist(1, 0, 10); }`,
		`BEGIN { @x[1] = 1; @x["a"] = 2; }`,
		`BEGIN { @x[1] = 1; @x[1, 2] = 2; }`,
		`BEGIN { $x = (1, 2); $x = (1, "a"); }`,
		`BEGIN { @x = 1; @x = "a"; }`,
		`BEGIN { $x = count(); }`,
		`BEGIN { @x = sum("a"); }`,
		`BEGIN { unroll(200) { } }`,
		`BEGIN { @l = lhist(1, 10, 0, 1); }`,
		`BEGIN { @l = lhist(1, 0, 10, 0); }`,
		`BEGIN { print(@nosuch); }`,
		`BEGIN { clear(5); }`,
		`BEGIN { $t = (1, 2); printf("%d\n", $t.5); }`,
		`BEGIN { if ("a") { } }`,
		`tracepoint:syscalls:sys_enter_openat { printf("%d\n", args->nosuch); }`,
		`BEGIN { printf("%d\n", retval); }`,
		`BEGIN { @ = arg0; }`,
		`tracepoint:syscalls:sys_enter_openat { $x = args->filename->foo; }`,
		`BEGIN { $x = 1; $x->foo; }`,
		`BEGIN { @x++ = 1; }`,
		`BEGIN { break; }`,
		`BEGIN { printf("%d %d\n", 1); }`,
		`BEGIN { $x = $y + 1; }`,
		`BEGIN { @x = 1 + "a"; }`,
		`BEGIN { printf("%s\n", "abc" < "abd"); }`,
		`BEGIN { @ = hist(1); @ = count(); }`,
		`nosuchprobe:x { }`,
		`tracepoint:syscalls:nosuchtp { }`,
		`BEGIN { printf("%r\n", buf("hi")); }`,
		`BEGIN { printf("%r\n", buf(1)); }`,
		`BEGIN { printf("%r\n", buf((1, 2), 2)); }`,
		`BEGIN { printf("%d\n", strncmp("a", "b", -1)); }`,
		`BEGIN { unroll($1) { } }`,
		`BEGIN { $a = pton("1.2.3"); }`,
		`BEGIN { $a = pton("::ffff:1.2.3.4"); }`,
		`BEGIN { $s = "1.2.3.4"; $a = pton($s); }`,
		`BEGIN { $s = "/"; @ = cgroupid($s); }`,
		`BEGIN { @ = cgroupid("/nonexistent-cgroup"); }`,
		`BEGIN { printf("%s\n", macaddr(pton("1.2.3.4"))); }`,
		`tracepoint:syscalls:sys_enter_getppid { signal(9); }`,
		`BEGIN { signal("SIGKILL"); }`,
		`BEGIN { @ = uaddr("environ"); }`,
		`BEGIN { unwatch("a"); }`,
		`BEGIN { unwatch(); }`,
		`BEGIN { $x = unwatch(1); }`,
		`uprobe:libc:syscall { @ = uaddr("nosuchsym"); }`,
		`uprobe:libc:syscall { $s = "x"; @ = uaddr($s); }`,
		`struct A { int x[4]; } BEGIN { $a = (struct A *)0; printf("%d\n", $a->x[4]); }`,
		`struct A { int x[4]; int y[2]; } BEGIN { $a = (struct A *)0; if ($a->x == $a->y) { } }`,
		`struct A { int x[4]; long y[4]; } BEGIN { $a = (struct A *)0; if ($a->x != $a->y) { } }`,
		`struct A { int x[4]; } BEGIN { $a = (struct A *)0; if ($a->x < $a->x) { } }`,
		`struct A { int x[4]; } BEGIN { $a = (struct A *)0; if ($a->x == 1) { } }`,
		`tracepoint:syscalls:sys_enter_opnat { }`,
		`tracepoint:syscals:sys_enter_openat { }`,
		`watchpoint:0x10000000:3:w { }`,
		`watchpoint:0x10000000:8:r { }`,
		`watchpoint:0x10000000:8:wx { }`,
		`watchpoint:poke+arg1:8:w { }`,
		`asyncwatchpoint:poke+arg1:8:w { }`,
		`software:cpu-clok:1000 { }`,
	} {
		t.Run(prog, func(t *testing.T) {
			want := bpftrace(t, "-e", prog)
			if want.code == 0 || !strings.Contains(want.stderr, "ERROR") {
				t.Fatalf("bpftrace accepts this program (exit %d): %s", want.code, want.stderr)
			}
			got := sonde(t, "-e", prog)
			if got.code != 2 || !strings.HasPrefix(got.stderr, "stdin:") || !strings.Contains(got.stderr, ": error: ") || got.stdout != "" {
				t.Errorf("sonde: exit %d, stdout %q, stderr:\n%s\nbpftrace:\n%s", got.code, got.stdout, got.stderr, want.stderr)
			}
		})
	}
}

// TestVerifierReport runs a program the kernel refuses (too complex for the
// verifier; bpftrace 0.17 cannot load it either). Whether sonde's checker
// refuses it or the verifier does, the error must point into the source.
func TestVerifierReport(t *testing.T) {
	requireTracing(t)
	prog := "BEGIN {\n\t$i = 0;\n\twhile ($i < 5000) { @m[$i] = count(); @m[$i] = count(); $i++; }\n\texit();\n}\n"
	r := sonde(t, "-e", prog)
	if r.code == 0 {
		t.Skip("this kernel loads the program; nothing to report")
	}
	if (r.code != 1 && r.code != 2) || !strings.HasPrefix(r.stderr, "stdin:") || !strings.Contains(r.stderr, ": error: ") {
		t.Errorf("exit %d, want a positioned diagnostic; stderr:\n%s", r.code, r.stderr)
	}
}

// TestTracepointDidYouMean checks the located error and the suggestion for
// a misspelt tracepoint event or category, or software event (bpftrace 0.17
// refuses them, without a suggestion; TestRejectDiff runs them under it).
func TestTracepointDidYouMean(t *testing.T) {
	requireTracing(t)
	expectDiagnostics(t, []diagnosticCase{
		{"tracepoint:syscalls:sys_enter_opnat { }",
			"stdin:1:1: error: tracepoint not found: tracepoint:syscalls:sys_enter_opnat\n" +
				"  1 | tracepoint:syscalls:sys_enter_opnat { }\n" +
				"    | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n" +
				"    = help: did you mean \"sys_enter_openat\"?\n"},
		{"BEGIN { }\nt:syscals:sys_enter_openat { }",
			"stdin:2:1: error: tracepoint category not found: syscals (in tracepoint:syscals:sys_enter_openat)\n" +
				"  2 | t:syscals:sys_enter_openat { }\n" +
				"    | ^^^^^^^^^^^^^^^^^^^^^^^^^^\n" +
				"    = help: did you mean \"syscalls\"?\n"},
		{"software:cpu-clok:1000 { }",
			"stdin:1:1: error: software:cpu-clok:1000: unknown software event \"cpu-clok\"\n" +
				"  1 | software:cpu-clok:1000 { }\n" +
				"    | ^^^^^^^^^^^^^^^^^^^^^^\n" +
				"    = help: did you mean \"cpu-clock\"?\n"},
		{"tracepoint:syscals:sys_enter_* { }",
			"stdin:1:1: error: tracepoint category not found: syscals (in tracepoint:syscals:sys_enter_*)\n" +
				"  1 | tracepoint:syscals:sys_enter_* { }\n" +
				"    | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n" +
				"    = help: did you mean \"syscalls\"?\n"},
	})
}

// TestIncludeErrors checks headers bpftrace 0.17 refuses: one found
// nowhere (clang's "file not found" at the #include), from the script, from
// a header and from --include, and a header with a syntax error. Both
// refuse; sonde's error names the file, line and column.
func TestIncludeErrors(t *testing.T) {
	requireTracing(t)
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("outer.h", "#define OUTER 1\n#include \"nosuch_inner.h\"\n")
	write("bad.h", "#define X 1\nstruct a { int x; ] ;\n")
	t.Chdir(dir)
	for _, tt := range []struct {
		args   []string
		stderr string
	}{
		{[]string{"-e", "#include \"nosuch_sonde.h\"\nBEGIN { exit(); }"},
			"stdin:1:10: error: 'nosuch_sonde.h' file not found\n" +
				"  1 | #include \"nosuch_sonde.h\"\n" +
				"    |          ^^^^^^^^^^^^^^^^\n"},
		{[]string{"-I", ".", "-e", "#define A 1\n#include <nosuch_sonde.h>\nBEGIN { exit(); }"},
			"stdin:2:10: error: 'nosuch_sonde.h' file not found\n" +
				"  2 | #include <nosuch_sonde.h>\n" +
				"    |          ^^^^^^^^^^^^^^^^\n"},
		{[]string{"-e", "#include \"outer.h\"\nBEGIN { exit(); }"},
			"outer.h:2:10: error: 'nosuch_inner.h' file not found\n" +
				"  2 | #include \"nosuch_inner.h\"\n" +
				"    |          ^^^^^^^^^^^^^^^^\n"},
		{[]string{"--include", "nosuch_sonde.h", "-e", "BEGIN { exit(); }"},
			"stdin: error: 'nosuch_sonde.h' file not found\n"},
		{[]string{"-e", "#include \"bad.h\"\nBEGIN { exit(); }"},
			"bad.h:2:19: error: expected type, found \"]\"\n" +
				"  2 | struct a { int x; ] ;\n" +
				"    |                   ^\n"},
	} {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			want := bpftrace(t, tt.args...)
			if want.code == 0 || !strings.Contains(want.stderr, "error: ") {
				t.Fatalf("bpftrace accepts this program (exit %d): %s", want.code, want.stderr)
			}
			got := sonde(t, tt.args...)
			if got.code != 2 || got.stdout != "" || got.stderr != tt.stderr {
				t.Errorf("sonde: exit %d, stdout %q, stderr:\n%s\nwant exit 2, stderr:\n%s\nbpftrace:\n%s",
					got.code, got.stdout, got.stderr, tt.stderr, want.stderr)
			}
		})
	}
}

// TestFentryArgN checks that argN past a fentry function's parameters is a
// located error before anything loads (the verifier would refuse the read
// past the context array). bpftrace 0.17 refuses argN on kfunc altogether;
// sonde keeps arg0..argN-1 as the parameter slots. Runs in the VM, where
// fentry works.
func TestFentryArgN(t *testing.T) {
	requireTracing(t)
	requireMatrixProvider(t, "fentry")
	const prog = "fentry:vfs_read { print(arg5); }"
	want := "stdin:1:25: error: arg5: vfs_read has 4 parameters\n" +
		"  1 | fentry:vfs_read { print(arg5); }\n" +
		"    |                         ^^^^\n" +
		"    = help: arg0..arg3 are its parameters; args.NAME reads them by name (args.file)\n"
	r := sonde(t, "--dry-run", "-e", prog)
	if r.code != 2 || r.stderr != want {
		t.Errorf("exit %d, stderr:\n%s\nwant exit 2 and stderr:\n%s", r.code, r.stderr, want)
	}
	if r := sonde(t, "--dry-run", "-e", "fentry:vfs_read { print(arg3); }"); r.code != 0 {
		t.Errorf("arg3 of vfs_read: exit %d, stderr:\n%s", r.code, r.stderr)
	}
}

// TestKretprobeFunc checks that func at a kretprobe names the probed
// function (bpf_get_func_ip), not the caller or the return trampoline
// the IP register holds there. Runs in the VM, where kprobes work.
func TestKretprobeFunc(t *testing.T) {
	requireTracing(t)
	requireMatrixProvider(t, "kretprobe")
	r := sonde(t, "--compat=newest", "-c", workload(t)+" open /nonexistent/kretfunc",
		"-e", `kretprobe:do_sys_openat2 /pid == cpid/ { printf("%s\n", func); exit(); }`)
	if r.code != 0 || !strings.HasPrefix(r.stdout, "do_sys_openat2\n") {
		t.Errorf("exit %d, stdout %q, want do_sys_openat2 first\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
}
