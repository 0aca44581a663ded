package e2e

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestMoreBuiltinErrors: misuse of leader_comm, is_err(), container_of(),
// str_concat() and comm(pid) gets a located error.
func TestMoreBuiltinErrors(t *testing.T) {
	expectDiagnostics(t, []diagnosticCase{
		{`BEGIN { $p = container_of(curtask, 8, tasks); }`,
			"stdin:1:36: error: container_of() takes a type as its second argument\n" +
				"  1 | BEGIN { $p = container_of(curtask, 8, tasks); }\n" +
				"    |                                    ^\n" +
				"    = help: container_of(ptr, struct S, member)\n"},
		{`BEGIN { $p = container_of(curtask, struct task_struct, $x); }`,
			"stdin:1:56: error: container_of() takes a member name as its third argument\n" +
				"  1 | BEGIN { $p = container_of(curtask, struct task_struct, $x); }\n" +
				"    |                                                        ^^\n" +
				"    = help: container_of(ptr, struct S, member) or container_of(ptr, struct S, member.sub)\n"},
		{`BEGIN { $p = container_of(curtask, struct task_struct, nosuch); }`,
			"stdin:1:56: error: struct task_struct has no field \"nosuch\"\n" +
				"  1 | BEGIN { $p = container_of(curtask, struct task_struct, nosuch); }\n" +
				"    |                                                        ^^^^^^\n"},
		{`BEGIN { $s = str_concat("a", 1); }`,
			"stdin:1:30: error: str_concat() needs strings, found int64\n" +
				"  1 | BEGIN { $s = str_concat(\"a\", 1); }\n" +
				"    |                              ^\n" +
				"    = help: read a char * with str() first\n"},
		{`BEGIN { $b = is_err("x"); }`,
			"stdin:1:21: error: is_err() needs a pointer, found string[2]\n" +
				"  1 | BEGIN { $b = is_err(\"x\"); }\n" +
				"    |                     ^^^\n"},
		{`BEGIN { $c = comm("x"); }`,
			"stdin:1:19: error: comm() takes a PID: an integer, found string[2]\n" +
				"  1 | BEGIN { $c = comm(\"x\"); }\n" +
				"    |                   ^^^\n"},
		{`BEGIN { print(uint64); }`,
			"stdin:1:15: error: the type uint64 is not a value\n" +
				"  1 | BEGIN { print(uint64); }\n" +
				"    |               ^^^^^^\n" +
				"    = help: a type stands as an argument only where a builtin takes one, as container_of(ptr, struct S, member)\n"},
		{`BEGIN { $t = leader_comm("x"); }`,
			"stdin:1:26: error: leader_comm() needs a struct task_struct *, found string[2]\n" +
				"  1 | BEGIN { $t = leader_comm(\"x\"); }\n" +
				"    |                          ^^^\n"},
		{`BEGIN { $x = percpu_kaddr("nosuchvar_xyz"); }`,
			"stdin:1:27: error: the kernel's BTF has no per-CPU variable \"nosuchvar_xyz\"\n" +
				"  1 | BEGIN { $x = percpu_kaddr(\"nosuchvar_xyz\"); }\n" +
				"    |                           ^^^^^^^^^^^^^^^\n" +
				"    = help: percpu_kaddr() takes a per-CPU variable, such as \"runqueues\" or \"process_counts\"\n"},
		{`tracepoint:sock:inet_sock_set_state { $c = socket_cookie(0); }`,
			"stdin:1:44: error: socket_cookie() can only be used with fentry and fexit probes, not tracepoint\n" +
				"  1 | tracepoint:sock:inet_sock_set_state { $c = socket_cookie(0); }\n" +
				"    |                                            ^^^^^^^^^^^^^\n" +
				"    = help: the kernel's bpf_get_socket_cookie takes the struct sock * a fentry/fexit probe is given (args.sk)\n" +
				"stdin:1:58: error: socket_cookie() needs a struct sock *, found int64\n" +
				"  1 | tracepoint:sock:inet_sock_set_state { $c = socket_cookie(0); }\n" +
				"    |                                                          ^\n"},
	})
}

// TestWriteUser rewrites an openat's path in the command's memory, as
// newest bpftrace's documented write_user() example does, and reads it
// back. A kernel in lockdown (integrity or confidentiality) refuses
// bpf_probe_write_user: then the error names the line that needs it.
func TestWriteUser(t *testing.T) {
	requireTracing(t)
	prog := `tracepoint:syscalls:sys_enter_openat /comm == "e2ework"/ {
	if (strncmp(str(args.filename), "/nonexi", 7) == 0) {
		$ok = write_user(args.filename, "/nonexistent/XY", 16);
		printf("%d %s\n", $ok, str(args.filename));
		$n = 2;
		printf("%d %s\n", write_user(args.filename, "Z", $n), str(args.filename));
		exit();
	}
}`
	r := sonde(t, "--unsafe", "-c", workload(t)+" open /nonexistent/abcdefghijklmnopqrstuvwxyz", "-e", prog)
	if b, _ := os.ReadFile("/sys/kernel/security/lockdown"); !strings.Contains(string(b), "[none]") && len(b) > 0 {
		want := "stdin:3:3: error: this kernel does not let this probe call bpf_probe_write_user, which this line needs\n"
		if r.code != 1 || !strings.HasPrefix(r.stderr, want) {
			t.Errorf("under lockdown (%s): exit %d, stderr:\n%s\nwant exit 1 and stderr beginning:\n%s", strings.TrimSpace(string(b)), r.code, r.stderr, want)
		}
		return
	}
	if want := "1 /nonexistent/XY\n1 Z\n\n\n"; r.code != 0 || r.stdout != want {
		t.Errorf("exit %d, stdout %q, want %q\nstderr:\n%s", r.code, r.stdout, want, r.stderr)
	}
}

// TestWriteUserUnsafe: write_user() needs --unsafe.
func TestWriteUserUnsafe(t *testing.T) {
	expectDiagnostics(t, []diagnosticCase{
		{`BEGIN { write_user(0, "x", 1); }`,
			"stdin:1:9: error: write_user() is unsafe\n" +
				"  1 | BEGIN { write_user(0, \"x\", 1); }\n" +
				"    |         ^^^^^^^^^^\n" +
				"    = help: run sonde with --unsafe to allow it\n"},
		{`BEGIN { @[kstack(pref, 3)] = count(); }`,
			"stdin:1:18: error: unknown stack mode \"pref\" for kstack()\n" +
				"  1 | BEGIN { @[kstack(pref, 3)] = count(); }\n" +
				"    |                  ^^^^\n" +
				"    = help: did you mean perf?\n"},
		{`BEGIN { @[ustack(zzz)] = count(); }`,
			"stdin:1:18: error: unknown stack mode \"zzz\" for ustack()\n" +
				"  1 | BEGIN { @[ustack(zzz)] = count(); }\n" +
				"    |                  ^^^\n" +
				"    = help: ustack() takes a mode (bpftrace, perf, raw) and a frame limit\n"},
		{`BEGIN { @x = 1; $v = 0; $f = find(@x, 0, $v); }`,
			"stdin:1:35: error: find() needs a map with keys: @x has none\n" +
				"  1 | BEGIN { @x = 1; $v = 0; $f = find(@x, 0, $v); }\n" +
				"    |                                   ^^\n" +
				"stdin:1:9: note: @x was first assigned without a key here\n" +
				"  1 | BEGIN { @x = 1; $v = 0; $f = find(@x, 0, $v); }\n" +
				"    |         ^^\n"},
		{`BEGIN { @x[1] = 1; $f = find(@x, 1, 5); }`,
			"stdin:1:37: error: find() stores the value in a scratch variable, such as $v\n" +
				"  1 | BEGIN { @x[1] = 1; $f = find(@x, 1, 5); }\n" +
				"    |                                     ^\n"},
	})
	r := sonde(t, "--unsafe", "--dry-run", "-e", `BEGIN { $x = write_user(0, "ab", 4); }`)
	if want := "stdin:1:34: error: write_user() length must be 1 to 3, the size of string[3], found 4\n"; r.code != 2 || !strings.HasPrefix(r.stderr, want) {
		t.Errorf("exit %d, stderr:\n%s\nwant exit 2 and stderr beginning:\n%s", r.code, r.stderr, want)
	}
}

// TestPercpuKaddr reads the runqueue of this CPU and of CPU 0 through
// percpu_kaddr() (newest bpftrace's docs/stdlib.md "percpu_kaddr", whose
// example reads runqueues' nr_running): each struct rq names its CPU.
// The kernel locates per-CPU variables through kallsyms; a kernel built
// without CONFIG_KALLSYMS_ALL lists none, and the error says so.
func TestPercpuKaddr(t *testing.T) {
	requireTracing(t)
	prog := `BEGIN {
	$rq = (struct rq *)percpu_kaddr("runqueues");
	printf("%d %d\n", $rq->cpu == cpu, ((struct rq *)percpu_kaddr("runqueues", 0))->cpu);
	printf("%d\n", percpu_kaddr("runqueues", 100000) == 0);
	exit();
}`
	r := sonde(t, "-e", prog)
	if b, _ := os.ReadFile("/proc/kallsyms"); !strings.Contains(string(b), " runqueues\n") {
		want := "stdin:2:34: error: percpu_kaddr(\"runqueues\"): the kernel does not list the variable in /proc/kallsyms\n"
		if r.code != 2 || !strings.HasPrefix(r.stderr, want) {
			t.Errorf("without runqueues in kallsyms: exit %d, stderr:\n%s\nwant exit 2 and stderr beginning:\n%s", r.code, r.stderr, want)
		}
		return
	}
	if want := "1 0\n1\n\n\n"; r.code != 0 || r.stdout != want {
		t.Errorf("exit %d, stdout %q, want %q\nstderr:\n%s", r.code, r.stdout, want, r.stderr)
	}
}

// TestTseries: tseries() keeps one value per interval, combined as its
// mode says (newest bpftrace's docs/stdlib.md "tseries": by default the
// last value, or "avg", "max", "min", "sum"), printed as newest's graph.
// Every value here falls in one interval of a day, whose start the label
// shows (as hh:mm:ss.000, normalized: it depends on the time zone).
func TestTseries(t *testing.T) {
	requireTracing(t)
	prog := `BEGIN {
	@last = tseries(3, 24h, 2); @last = tseries(5, 24h, 2);
	@sum = tseries(3, 24h, 2, "sum"); @sum = tseries(4, 24h, 2, "sum");
	@avg = tseries(3, 24h, 2, "avg"); @avg = tseries(6, 24h, 2, "avg");
	@min["k"] = tseries(3, 24h, 2, "min"); @min["k"] = tseries(-2, 24h, 2, "min");
	@max = tseries(3, 24h, 2, "max"); @max = tseries(-2, 24h, 2, "max");
	exit();
}`
	r := sonde(t, "--compat=newest", "-e", prog)
	got := regexp.MustCompile(`(?m)^\d\d:\d\d:\d\d\.000 `).ReplaceAllString(r.stdout, "HH:MM:SS.000 ")
	graph := func(v string) string {
		return "             " + v + strings.Repeat(" ", 52-len(v)) + v + "\n" +
			"hh:mm:ss.ms  |" + strings.Repeat("_", 51) + "|\n" +
			"HH:MM:SS.000 *" + strings.Repeat(" ", 51) + "| " + v + "\n" +
			"             v" + strings.Repeat("_", 51) + "v\n" +
			"             " + v + strings.Repeat(" ", 52-len(v)) + v + "\n"
	}
	want := "\n\n@avg: \n" + graph("4") + "\n@last: \n" + graph("5") + "\n@max: \n" + graph("3") +
		"\n@min[k]: \n" + graph("-2") + "\n@sum: \n" + graph("7") + "\n"
	if r.code != 0 || got != want {
		t.Errorf("exit %d, stderr:\n%s\n%s", r.code, r.stderr, lineDiff(want, got))
	}
	expectDiagnostics(t, []diagnosticCase{
		{`BEGIN { @ = tseries(1, 100ms, 5, "median"); }`,
			"stdin:1:34: error: tseries() aggregates an interval's values by \"avg\", \"max\", \"min\" or \"sum\"\n" +
				"  1 | BEGIN { @ = tseries(1, 100ms, 5, \"median\"); }\n" +
				"    |                                  ^^^^^^^^\n"},
		{`BEGIN { $x = 5; @ = tseries(1, $x, 5); }`,
			"stdin:1:32: error: tseries() interval must be a positive constant duration, such as 100ms or 1s\n" +
				"  1 | BEGIN { $x = 5; @ = tseries(1, $x, 5); }\n" +
				"    |                                ^^\n"},
		{`BEGIN { @ = tseries(1, 1s, 5); @ = tseries(1, 1s, 6); }`,
			"stdin:1:32: error: tseries() of map @ has a different interval, length or mode elsewhere\n" +
				"  1 | BEGIN { @ = tseries(1, 1s, 5); @ = tseries(1, 1s, 6); }\n" +
				"    |                                ^\n" +
				"stdin:1:9: note: @ was first assigned tseries() here\n" +
				"  1 | BEGIN { @ = tseries(1, 1s, 5); @ = tseries(1, 1s, 6); }\n" +
				"    |         ^\n"},
	})
}

// TestCommPidUnknown: where the kernel refuses bpf_task_from_pid (BEGIN's
// uprobe program on every kernel), comm(pid) is "[unknown]", with a warning
// at the call, as newest bpftrace's stdlib has it.
func TestCommPidUnknown(t *testing.T) {
	requireTracing(t)
	r := sonde(t, "--compat=newest", "-e", `BEGIN { printf("%s\n", comm(1)); exit(); }`)
	warn := "stdin:1:24: warning: comm(pid) is \"[unknown]\" in BEGIN probes: this kernel does not allow bpf_task_from_pid in them\n"
	if r.code != 0 || r.stdout != "[unknown]\n\n\n" || !strings.HasPrefix(r.stderr, warn) {
		t.Errorf("exit %d, stdout %q, stderr:\n%s\nwant [unknown] and stderr beginning:\n%s", r.code, r.stdout, r.stderr, warn)
	}
}

// TestCommPidTracepoint: sonde asks the kernel whether a tracepoint
// program may call bpf_task_from_pid (6.18 allows it, older kernels not):
// allowed, comm(2) is kthreadd's name; refused, "[unknown]" with the
// warning.
func TestCommPidTracepoint(t *testing.T) {
	requireTracing(t)
	r := sonde(t, "--compat=newest", "-c", workload(t)+" getppid 1", "-e",
		`tracepoint:syscalls:sys_enter_getppid /pid == cpid/ { printf("%s\n", comm(2)); exit(); }`)
	want := "kthreadd\n\n\n"
	if strings.Contains(r.stderr, "warning: comm(pid) is \"[unknown]\"") {
		want = "[unknown]\n\n\n"
	}
	if r.code != 0 || r.stdout != want {
		t.Errorf("exit %d, stdout %q, want %q; stderr:\n%s", r.code, r.stdout, want, r.stderr)
	}
}
