package e2e

import (
	"slices"
	"strings"
	"testing"

	"sonde/internal/lang"
	"sonde/internal/lang/check"
	"sonde/internal/lang/source"
	"sonde/internal/probe"
	"sonde/internal/probe/point"
)

// sharedSyscallsScript names eight syscall tracepoints on entry and eight
// on exit (as many as share a program), with fields of different layouts in one probe; the workload's
// "syscalls" action makes five of them, then three 32-bit syscalls whose
// numbers are those of sys_enter_writev, sys_enter_semget and
// sys_enter_newlstat, which the kernel's syscall tracepoints ignore.
const sharedSyscallsScript = `
tracepoint:sched:sched_process_exec /pid == cpid/ { @go = 1; }
tracepoint:syscalls:sys_enter_openat, tracepoint:syscalls:sys_enter_read, tracepoint:syscalls:sys_enter_lseek,
tracepoint:syscalls:sys_enter_close, tracepoint:syscalls:sys_enter_getppid, tracepoint:syscalls:sys_enter_writev,
tracepoint:syscalls:sys_enter_semget, tracepoint:syscalls:sys_enter_newlstat /pid == cpid && @go == 1/ { @[probe] = count(); }
tracepoint:syscalls:sys_enter_openat /pid == cpid && @go == 1 && str(args.filename) == "/nonexistent/e2e"/ {
	printf("%s %d %s %x %d\n", probe, args.dfd, str(args.filename), args.flags, args.__syscall_nr);
}
tracepoint:syscalls:sys_enter_read, tracepoint:syscalls:sys_enter_lseek, tracepoint:syscalls:sys_enter_close /pid == cpid && @go == 1/ {
	printf("%s %d %d\n", probe, args.fd, args.__syscall_nr);
}
tracepoint:syscalls:sys_enter_lseek /pid == cpid && @go == 1/ { printf("lseek %d %d\n", args.offset, args.whence); print(args); }
tracepoint:syscalls:sys_exit_openat, tracepoint:syscalls:sys_exit_read, tracepoint:syscalls:sys_exit_lseek,
tracepoint:syscalls:sys_exit_close, tracepoint:syscalls:sys_exit_writev, tracepoint:syscalls:sys_exit_newlstat,
tracepoint:syscalls:sys_exit_getppid, tracepoint:syscalls:sys_exit_semget /pid == cpid && @go == 1/ {
	printf("%s %d %d\n", probe, args.ret, args.__syscall_nr);
}
`

// withSharedSyscalls runs f with probe.SharedSyscalls set to shared.
func withSharedSyscalls(shared bool, f func()) {
	defer func(old bool) { probe.SharedSyscalls = old }(probe.SharedSyscalls)
	probe.SharedSyscalls = shared
	f()
}

// TestSharedSyscalls: syscall tracepoints run in one raw_syscalls program
// per event print what they print each on its own perf event: fields of
// several layouts, probe, counts, and no 32-bit syscall taken for the
// x86-64 one of its number.
func TestSharedSyscalls(t *testing.T) {
	requireTracing(t)
	args := []string{"-c", workload(t) + " syscalls", "-e", sharedSyscallsScript}
	var shared, own result
	withSharedSyscalls(true, func() { shared = sonde(t, args...) })
	withSharedSyscalls(false, func() { own = sonde(t, args...) })
	if shared.code != 0 || own.code != 0 {
		t.Fatalf("exit %d (shared), %d (perf events)\nstderr:\n%s\n%s", shared.code, own.code, shared.stderr, own.stderr)
	}
	// Maps print sorted by value; keys of equal values in the order of
	// the kernel's hash map, which differs from run to run.
	if a, b := sortedMaps(own.stdout), sortedMaps(shared.stdout); a != b {
		t.Errorf("shared program and perf events differ:\n%s", lineDiff(a, b))
	}
	for _, want := range []string{
		"tracepoint:syscalls:sys_enter_openat -100 /nonexistent/e2e 0 257\n",
		"tracepoint:syscalls:sys_enter_lseek 42 8\nlseek -7 2\n",
		"tracepoint:syscalls:sys_exit_close -9 3\n",
		"@[tracepoint:syscalls:sys_enter_getppid]: 1\n",
	} {
		if !strings.Contains(shared.stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, shared.stdout)
		}
	}
	for _, compat := range []string{"writev", "semget", "lstat"} {
		if strings.Contains(shared.stdout, compat) {
			t.Errorf("a 32-bit syscall ran the probe of x86-64's %s:\n%s", compat, shared.stdout)
		}
	}
}

// sortedMaps sorts the map lines ("@...") of out among themselves.
func sortedMaps(out string) string {
	lines := strings.SplitAfter(out, "\n")
	var maps []string
	var idx []int
	for i, l := range lines {
		if strings.HasPrefix(l, "@") {
			maps = append(maps, l)
			idx = append(idx, i)
		}
	}
	slices.Sort(maps)
	for j, i := range idx {
		lines[i] = maps[j]
	}
	return strings.Join(lines, "")
}

// attachments compiles src and counts what its programs are attached to.
func attachments(t *testing.T, src string) (n int, names []string) {
	t.Helper()
	out, diags := lang.Compile(source.NewFile("stdin", src), lang.Options{Check: check.Options{Env: probe.Env{}, Child: true}})
	if diags.HasErrors() {
		t.Fatalf("compile: %v", diags)
	}
	for _, p := range out.Programs {
		if p.Instances[0].Ctx.Trigger != point.TriggerKernel {
			continue
		}
		for _, tg := range p.Targets {
			n++
			names = append(names, tg.Name)
		}
	}
	return n, names
}

// TestSharedSyscallsAttach: the sixteen syscall tracepoints of the script
// are two attachments, raw_syscalls' sys_enter and sys_exit, besides
// sched_process_exec; on perf events, sixteen. Three syscall tracepoints,
// or probes that take kernel stacks, stay on their perf events.
func TestSharedSyscallsAttach(t *testing.T) {
	requireTracing(t)
	var shared, own int
	var names []string
	withSharedSyscalls(true, func() { shared, names = attachments(t, sharedSyscallsScript) })
	var ownNames []string
	withSharedSyscalls(false, func() { own, ownNames = attachments(t, sharedSyscallsScript) })
	if shared != 3 || own != 17 {
		t.Errorf("attachments: %d shared (%v), %d on perf events (%v); want 3 and 17", shared, names, own, ownNames)
	}
	for _, want := range []string{"rawtracepoint:vmlinux:sys_enter", "rawtracepoint:vmlinux:sys_exit"} {
		if !strings.Contains(strings.Join(names, " "), want) {
			t.Errorf("no program on %s: %v", want, names)
		}
	}
	if n, names := attachments(t, `tracepoint:syscalls:sys_enter_openat, tracepoint:syscalls:sys_enter_close,
tracepoint:syscalls:sys_enter_read { @ = count(); }`); n != 3 ||
		!strings.Contains(names[0], "tracepoint:syscalls:") {
		t.Errorf("three syscall tracepoints: attachments %v, want their own perf events", names)
	}
	// A kernel stack taken in the shared program would start there.
	if n, names := attachments(t, `tracepoint:syscalls:sys_enter_openat, tracepoint:syscalls:sys_enter_close,
tracepoint:syscalls:sys_enter_read, tracepoint:syscalls:sys_enter_lseek, tracepoint:syscalls:sys_enter_getppid,
tracepoint:syscalls:sys_enter_writev, tracepoint:syscalls:sys_enter_semget,
tracepoint:syscalls:sys_enter_newlstat { @[kstack(3)] = count(); }`); n != 8 || !strings.Contains(names[0], "tracepoint:syscalls:") {
		t.Errorf("kstack: attachments %v, want the tracepoints' own perf events", names)
	}
}

// TestSharedSyscallsWildcard: every syscall tracepoint, by wildcard, each
// probe its own code (probe is used): more bodies than one program may
// call, so each event gets several programs, each serving its syscalls.
func TestSharedSyscallsWildcard(t *testing.T) {
	requireTracing(t)
	script := `tracepoint:syscalls:sys_enter_*, tracepoint:syscalls:sys_exit_* /pid == cpid/ { @[probe] = count(); }`
	n, names := attachments(t, script)
	if n < 4 || n > 6 || strings.Contains(strings.Join(names, " "), "tracepoint:syscalls:") {
		t.Errorf("attachments: %v, want a few programs on sys_enter and sys_exit", names)
	}
	t.Setenv("BPFTRACE_MAX_PROBES", "1000") // the attach points, as bpftrace counts them
	got := sonde(t, "-c", workload(t)+" syscalls", "-e", script)
	if got.code != 0 {
		t.Fatalf("exit %d\n%s", got.code, got.stderr)
	}
	for _, want := range []string{
		"@[tracepoint:syscalls:sys_enter_lseek]: 1\n", "@[tracepoint:syscalls:sys_exit_lseek]: 1\n",
		"@[tracepoint:syscalls:sys_enter_getppid]: 1\n", "@[tracepoint:syscalls:sys_exit_getppid]: 1\n",
		"@[tracepoint:syscalls:sys_enter_execve]: 1\n", "@[tracepoint:syscalls:sys_enter_exit_group]: 1\n",
	} {
		if !strings.Contains(got.stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, got.stdout)
		}
	}
	for _, compat := range []string{"writev", "semget", "lstat"} {
		if strings.Contains(got.stdout, compat) {
			t.Errorf("a 32-bit syscall ran the probe of x86-64's %s:\n%s", compat, got.stdout)
		}
	}
}
