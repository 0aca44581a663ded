package e2e

import (
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
	for _, tt := range []struct{ prog, stderr string }{
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
	} {
		r := sonde(t, "--dry-run", "-e", tt.prog)
		if r.code != 2 || r.stdout != "" || r.stderr != tt.stderr {
			t.Errorf("%s: exit %d, stdout %q\nstderr:\n%s\nwant exit 2 and stderr:\n%s", tt.prog, r.code, r.stdout, r.stderr, tt.stderr)
		}
	}
}

// TestIterErrors checks the located errors for misused iterator probes:
// a misspelt iterator gets a suggestion; newest bpftrace's rules (one
// attach point, no wildcards, no other probes) are its words where it has
// them.
func TestIterErrors(t *testing.T) {
	requireTracing(t)
	for _, tt := range []struct{ prog, stderr string }{
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
		{"BEGIN { print(ctx); }",
			"stdin:1:15: error: ctx is not available in BEGIN probes\n" +
				"  1 | BEGIN { print(ctx); }\n" +
				"    |               ^^^\n" +
				"    = help: ctx is the iterator's context in iter probes\n"},
	} {
		r := sonde(t, "--dry-run", "-e", tt.prog)
		if r.code != 2 || r.stdout != "" || r.stderr != tt.stderr {
			t.Errorf("%s: exit %d, stdout %q\nstderr:\n%s\nwant exit 2 and stderr:\n%s", tt.prog, r.code, r.stdout, r.stderr, tt.stderr)
		}
	}
}
