package e2e

import (
	"fmt"
	"os/exec"
	"strings"
	"testing"

	"sonde/internal/testutil"
)

// TestErrorfWarnf checks errorf() and warnf() against newest bpftrace's
// documented output (docs/stdlib.md "errorf", "warnf"): the message on
// stderr at the call's span, "stdin:1:9-62: ERROR: Something bad with args:
// 10, arg2", then the line and the span underlined, as bpftrace's other
// located runtime messages; warnf() is silent with --no-warnings.
func TestErrorfWarnf(t *testing.T) {
	requireTracing(t)
	tests := []struct {
		name   string
		args   []string
		stderr string
		code   int
	}{
		{"errorf", []string{"-e", `BEGIN { errorf("Something bad with args: %d, %s", 10, "arg2"); exit(); }`},
			"stdin:1:9-62: ERROR: Something bad with args: 10, arg2\n" +
				`BEGIN { errorf("Something bad with args: %d, %s", 10, "arg2"); exit(); }` + "\n" +
				"        " + strings.Repeat("~", 53) + "\n", 0},
		{"warnf", []string{"-e", `BEGIN { warnf("Something kinda bad with args: %d, %s", 10, "arg2"); exit(); }`},
			"stdin:1:9-67: WARNING: Something kinda bad with args: 10, arg2\n" +
				`BEGIN { warnf("Something kinda bad with args: %d, %s", 10, "arg2"); exit(); }` + "\n" +
				"        " + strings.Repeat("~", 58) + "\n", 0},
		{"no warnings", []string{"--no-warnings", "-e", `BEGIN { warnf("quiet %d", 1); exit(); }`}, "", 0},
		// docs/stdlib.md "assert": newest's stdlib defines it as
		// errorf("assert failed: %s", msg) and exit(1).
		{"assert", []string{"-e", `BEGIN { assert(1 > 2, "math"); }`},
			"stdin:1:9-30: ERROR: assert failed: math\n" +
				`BEGIN { assert(1 > 2, "math"); }` + "\n" +
				"        " + strings.Repeat("~", 21) + "\n", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := sonde(t, tt.args...)
			if r.code != tt.code || r.stdout != "Attaching 1 probe...\n\n\n" || r.stderr != tt.stderr {
				t.Errorf("exit %d, stdout %q\nstderr:\n%s\nwant stderr:\n%s", r.code, r.stdout, r.stderr, tt.stderr)
			}
		})
	}
}

// TestNewestBuiltinErrors: misuse of newest bpftrace's builtins is a
// located error, with help where sonde can guess what was meant.
func TestNewestBuiltinErrors(t *testing.T) {
	expectDiagnostics(t, []diagnosticCase{
		{`BEGIN { $x = nsecs(monotnic); }`,
			"stdin:1:20: error: unknown clock \"monotnic\" for nsecs()\n" +
				"  1 | BEGIN { $x = nsecs(monotnic); }\n" +
				"    |                    ^^^^^^^^\n" +
				"    = help: did you mean monotonic?\n"},
		{`BEGIN { $x = nsecs(1); }`,
			"stdin:1:20: error: nsecs() takes a clock: monotonic, boot, tai or sw_tai\n" +
				"  1 | BEGIN { $x = nsecs(1); }\n" +
				"    |                    ^\n"},
		{`BEGIN { $x = tid(host); }`,
			"stdin:1:18: error: unknown PID namespace \"host\" for tid()\n" +
				"  1 | BEGIN { $x = tid(host); }\n" +
				"    |                  ^^^^\n" +
				"    = help: tid() takes curr_ns, init or task_ns\n"},
		{`BEGIN { print(signal_name("INT")); }`,
			"stdin:1:27: error: signal_name() needs an integer, found string[4]\n" +
				"  1 | BEGIN { print(signal_name(\"INT\")); }\n" +
				"    |                           ^^^^^\n"},
		// docs/stdlib.md "fail": a static assert, its message formatted
		// when the script is compiled.
		{`BEGIN { if ($# < 2) { fail("Expected %d parameters, got %d", 2, $#); } }`,
			"stdin:1:23: error: Expected 2 parameters, got 0\n" +
				"  1 | BEGIN { if ($# < 2) { fail(\"Expected %d parameters, got %d\", 2, $#); } }\n" +
				"    |                       " + strings.Repeat("^", 45) + "\n"},
		{`BEGIN { fail("pid %d", pid); }`,
			"stdin:1:24: error: fail() arguments must be literals: they are formatted when the script is compiled\n" +
				"  1 | BEGIN { fail(\"pid %d\", pid); }\n" +
				"    |                        ^^^\n"},
		{`BEGIN { $s = kstack; @x = len($s); }`,
			"stdin:1:31: error: len() needs a map, such as @x, or kstack or ustack\n" +
				"  1 | BEGIN { $s = kstack; @x = len($s); }\n" +
				"    |                               ^^\n"},
		{`BEGIN { assert(1, 2); }`,
			"stdin:1:19: error: assert() message must be a string, found int64\n" +
				"  1 | BEGIN { assert(1, 2); }\n" +
				"    |                   ^\n"},
	})
}

// TestPidNamespace runs sonde as PID 1 of a PID namespace of its own: pid
// is the namespace's (1), as newest bpftrace gives it (docs/stdlib.md
// "pid": curr_ns is the default), pid(init) the initial namespace's, and
// --compat=0.17 keeps 0.17's initial-namespace numbering for plain pid.
func TestPidNamespace(t *testing.T) {
	requireTracing(t)
	if _, err := exec.LookPath("unshare"); err != nil {
		testutil.RequireKernel(t, "unshare is needed: "+err.Error())
	}
	bin := sondeBinary(t)
	run := func(compat string) (pid, initPid int) {
		out, err := exec.Command("unshare", "--pid", "--fork", "--mount-proc", bin, "--compat="+compat, "-q", "-e",
			`BEGIN { printf("%d %d\n", pid, pid(init)); exit(); }`).CombinedOutput()
		if err != nil {
			t.Fatalf("--compat=%s: %v\n%s", compat, err, out)
		}
		if _, err := fmt.Sscanf(string(out), "%d %d", &pid, &initPid); err != nil {
			t.Fatalf("--compat=%s: %q: %v", compat, out, err)
		}
		return pid, initPid
	}
	if pid, initPid := run("newest"); pid != 1 || initPid <= 1 {
		t.Errorf("newest: pid %d, pid(init) %d; want 1 and the initial namespace's", pid, initPid)
	}
	if pid, initPid := run("0.17"); pid != initPid || pid <= 1 {
		t.Errorf("--compat=0.17: pid %d, pid(init) %d; want the initial namespace's for both", pid, initPid)
	}
}
