package e2e

import (
	"regexp"
	"strings"
	"syscall"
	"testing"
)

// TestSelfSignal runs newest bpftrace's self:signal:SIGUSR1 probe (its
// docs/language.md, "self", whose example prints a string when the signal
// comes; its runtime test "custom signal handling probe" sends
// `kill -s USR1` to the tracer): the probe runs each time sonde receives
// SIGUSR1, and exit() in it ends tracing.
func TestSelfSignal(t *testing.T) {
	requireTracing(t)
	prog := `BEGIN { printf("ready\n"); }
self:signal:SIGUSR1 { @n = @n + 1; print("signal handler"); if (@n == 2) { exit(); } }
END { printf("end\n"); }`
	r := start(t, sondeBinary(t), "--compat=newest", "-e", prog)
	r.waitFor(t, "ready")
	for _, want := range []string{"signal handler", "signal handler"} {
		if err := r.cmd.Process.Signal(syscall.SIGUSR1); err != nil {
			t.Fatal(err)
		}
		r.waitFor(t, want)
	}
	got, code := r.finish(t)
	want := "ready\nsignal handler\nsignal handler\nend\n\n\n@n: 2\n"
	if got != want || code != 0 {
		t.Errorf("exit %d, stdout:\n%s\nstderr:\n%s", code, lineDiff(want, got), r.stderr.String())
	}
}

// TestSelfErrors checks the located errors for misused self probes: a
// misspelt signal or event gets a suggestion; a real signal other than
// SIGUSR1 is refused with the signals self probes take.
func TestSelfErrors(t *testing.T) {
	expectDiagnostics(t, []diagnosticCase{
		{"self:signal:SIGUSR { }",
			"stdin:1:1: error: self:signal:SIGUSR: unknown signal \"SIGUSR\"\n" +
				"  1 | self:signal:SIGUSR { }\n" +
				"    | ^^^^^^^^^^^^^^^^^^\n" +
				"    = help: did you mean \"SIGUSR1\"?\n"},
		{"self:signal:SIGUSR2 { }",
			"stdin:1:1: error: self:signal:SIGUSR2: signal SIGUSR2 is not supported by self probes (supported: SIGUSR1)\n" +
				"  1 | self:signal:SIGUSR2 { }\n" +
				"    | ^^^^^^^^^^^^^^^^^^^\n"},
		{"self:sgnal:SIGUSR1 { }",
			"stdin:1:1: error: self:sgnal:SIGUSR1: unknown self event \"sgnal\" (self probes are self:signal:SIGNAL)\n" +
				"  1 | self:sgnal:SIGUSR1 { }\n" +
				"    | ^^^^^^^^^^^^^^^^^^\n" +
				"    = help: did you mean \"signal\"?\n"},
	})
}

// TestIterErrors checks the located errors for misused iterator probes:
// a misspelt iterator gets a suggestion; newest bpftrace's rules (one
// attach point, no wildcards, no other probes) are its words where it has
// them.
func TestIterErrors(t *testing.T) {
	requireTracing(t)
	expectDiagnostics(t, []diagnosticCase{
		{"iter:tsk { }",
			"stdin:1:1: error: iter:tsk: unknown iterator \"tsk\" (sonde knows task, task_file and task_vma)\n" +
				"  1 | iter:tsk { }\n" +
				"    | ^^^^^^^^\n" +
				"    = help: did you mean \"task\"?\n"},
		{"iter:task,iter:task_file { }",
			"stdin:1:1: error: Only single iter attach point is allowed.\n" +
				"  1 | iter:task,iter:task_file { }\n" +
				"    | ^^^^^^^^^\n"},
		{"iter:task* { }",
			"stdin:1:1: error: iter probe type does not support wildcards\n" +
				"  1 | iter:task* { }\n" +
				"    | ^^^^^^^^^^\n"},
		{"iter:task { } interval:s:1 { exit(); }",
			"stdin:1:15: error: an iterator probe can't be mixed with other probes\n" +
				"  1 | iter:task { } interval:s:1 { exit(); }\n" +
				"    |               ^^^^^^^^^^^^\n" +
				"stdin:1:1: note: the iterator probe is here\n" +
				"  1 | iter:task { } interval:s:1 { exit(); }\n" +
				"    | ^^^^^^^^^\n"},
		{"iter:task:list { }",
			"stdin:1:1: error: iter:task:list: pinning an iterator (iter:task:list) is not supported by sonde: its probes print through sonde, which a reader of the pinned file would not run\n" +
				"  1 | iter:task:list { }\n" +
				"    | ^^^^^^^^^^^^^^\n"},
		{"BEGIN { print(ctx); }",
			"stdin:1:15: error: ctx is not available in BEGIN probes\n" +
				"  1 | BEGIN { print(ctx); }\n" +
				"    |               ^^^\n" +
				"    = help: ctx is the iterator's context in iter probes\n"},
	})
}

// TestTestMode runs newest bpftrace's test probes example (its
// docs/language.md, "test": test:okay prints and passes, its output
// suppressed; test:failure prints, returns 1 and fails, its output shown)
// with --test, and without it, where test probes are ignored. The report
// is newest bpftrace's, in its colours; the times vary and are replaced.
// Newest bpftrace's BPFtrace::run prints "Attached N probes" only when it
// runs neither tests nor benchmarks: --test and --bench print none.
func TestTestMode(t *testing.T) {
	requireTracing(t)
	prog := `test:okay {
  print("I'm okay! This output will be suppressed.");
}

test:failure {
  print("This is a failure! This output will be shown");
  return 1;
}

test:exits { printf("exit 2\n"); exit(2); }
test:errors { errorf("an error"); }
BEGIN { printf("begin\n"); exit(); }
`
	r := sonde(t, "--compat=newest", "--test", "-e", prog)
	const g, red, x = "\033[32m", "\033[31m", "\033[0m"
	want := g + "[==========]" + x + " Running 4 tests.\n" +
		g + "[ RUN      ]" + x + " errors\n" +
		"stdin:11:15-33: ERROR: an error\n" +
		"test:errors { errorf(\"an error\"); }\n" +
		"              ~~~~~~~~~~~~~~~~~~\n" +
		red + "[  FAILED  ]" + x + " errors (T)\n" +
		g + "[ RUN      ]" + x + " exits\n" +
		"exit 2\n" +
		red + "[  FAILED  ]" + x + " exits (T)\n" +
		g + "[ RUN      ]" + x + " failure\n" +
		"This is a failure! This output will be shown\n" +
		red + "[  FAILED  ]" + x + " failure (T)\n" +
		g + "[ RUN      ]" + x + " okay\n" +
		g + "[       OK ]" + x + " okay (T)\n" +
		g + "[==========]" + x + " 4 tests ran.\n" +
		g + "[  PASSED  ]" + x + " 1 test.\n" +
		red + "[  FAILED  ]" + x + " 3 tests, listed below:\n" +
		red + "[  FAILED  ]" + x + " errors\n" +
		red + "[  FAILED  ]" + x + " exits\n" +
		red + "[  FAILED  ]" + x + " failure\n"
	got := regexp.MustCompile(`\(\d+ (ns|us|ms|s)\)`).ReplaceAllString(r.stdout, "(T)")
	if got != want || r.code != 1 || r.stderr != "" {
		t.Errorf("exit %d, want 1; stderr:\n%s\n%s", r.code, r.stderr, lineDiff(want, got))
	}
	r = sonde(t, "--compat=newest", "-f", "json", "--test", "-e", "test:okay { print(\"ok\"); }\ntest:bad { printf(\"<bad>\\n\"); return 1; }")
	want = `{"type": "test_result", "data": {"bad": {"duration": T, "passed": false, "output": "{\"type\": \"printf\", \"data\": \"<bad>\\n\"}\n"}}}` + "\n" +
		`{"type": "test_result", "data": {"okay": {"duration": T, "passed": true, "output": "{\"type\": \"value\", \"data\": \"ok\"}\n"}}}` + "\n"
	got = regexp.MustCompile(`"duration": \d+`).ReplaceAllString(r.stdout, `"duration": T`)
	if got != want || r.code != 1 {
		t.Errorf("json: exit %d, want 1; stderr:\n%s\n%s", r.code, r.stderr, lineDiff(want, got))
	}
	r = sonde(t, "--compat=newest", "-e", prog)
	if r.stdout != "begin\n\n\n" || r.code != 0 || r.stderr != "Attached 1 probe\n" {
		t.Errorf("without --test: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
}

// TestBenchMode runs newest bpftrace's bench probes example (its
// docs/language.md, "bench") with --bench: a table of the probes by name,
// each with its average time and how many runs it took.
func TestBenchMode(t *testing.T) {
	requireTracing(t)
	prog := `bench:lhist {
    @a = lhist(rand % 10, 1, 10, 1);
}

bench:count {
    @b = count();
}

bench:my_loop {
    $a = 0;
    for ($i : 0..10) {
        $a++;
    }
}
`
	r := sonde(t, "--compat=newest", "--bench", "-e", prog)
	row := func(name string) string { return name + strings.Repeat(" ", 41-len(name)) + `\d+ +\d+\n` }
	want := regexp.MustCompile(`^Benchmark {32}Time\(ns\) {7}Iterations\n-{66}\n` + row("count") + row("lhist") + row("my_loop") + `$`)
	if !want.MatchString(r.stdout) || r.code != 0 || r.stderr != "" {
		t.Errorf("exit %d, stdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
}

// TestTestProbeErrors checks the located errors for misused test and
// bench probes.
func TestTestProbeErrors(t *testing.T) {
	expectDiagnostics(t, []diagnosticCase{
		{"test: { }",
			"stdin:1:1: error: test: a test probe needs a name, as in test:NAME\n" +
				"  1 | test: { }\n" +
				"    | ^^^^^\n"},
		{"bench:a* { }",
			"stdin:1:1: error: bench:a*: a bench probe's name has no wildcards\n" +
				"  1 | bench:a* { }\n" +
				"    | ^^^^^^^^\n"},
		{"test:t { return \"x\"; }",
			"stdin:1:17: error: a test probe returns an integer (0 passes), found string[2]\n" +
				"  1 | test:t { return \"x\"; }\n" +
				"    |                 ^^^\n"},
	})
}

// diagnosticCase is a program and the whole stderr of its --dry-run.
type diagnosticCase struct{ prog, stderr string }

// expectDiagnostics checks that each program is refused (exit 2) with
// exactly its stderr.
func expectDiagnostics(t *testing.T, cases []diagnosticCase) {
	t.Helper()
	for _, tt := range cases {
		r := sonde(t, "--dry-run", "-e", tt.prog)
		if r.code != 2 || r.stdout != "" || r.stderr != tt.stderr {
			t.Errorf("%s: exit %d, stdout %q\nstderr:\n%s\nwant exit 2 and stderr:\n%s", tt.prog, r.code, r.stdout, r.stderr, tt.stderr)
		}
	}
}

// TestIterList lists the iterators with -lv, as newest bpftrace's docs
// say (its docs/language.md, "iterator": "Users can display the set of
// available fields for each iterator via -lv"): what ctx holds, from BTF.
func TestIterList(t *testing.T) {
	requireTracing(t)
	r := sonde(t, "-lv", "iter:task*")
	want := "iter:task\n    struct task_struct * task\n" +
		"iter:task_file\n    struct task_struct * task\n    u32 fd\n    struct file * file\n" +
		"iter:task_vma\n    struct task_struct * task\n    struct vm_area_struct * vma\n"
	if r.stdout != want || r.code != 0 {
		t.Errorf("exit %d, stderr %q\n%s", r.code, r.stderr, lineDiff(want, r.stdout))
	}
}
