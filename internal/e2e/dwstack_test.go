package e2e

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"sonde/internal/elfx/elfxtest"
)

// TestDwUstack: newest bpftrace's dw_ustack (docs stdlib.md "dw_ustack",
// release notes 0.24 "DWARF-based Stack Unwinding") unwinds a user stack
// with the binaries' .eh_frame, where ustack's frame pointers stop: a
// program built -O2 without frame pointers calls through a library with
// frame pointers and no CFI and one with CFI and no frame pointers, and
// dw_ustack has the whole chain down to _start, with the frame-pointer
// library's frame in the middle.
func TestDwUstack(t *testing.T) {
	requireTracing(t)
	bin := elfxtest.MixedFrames(t)
	script := `config = { unstable_dw_ustack = enable } uprobe:` + bin + `:leaf { if (@n++ == 0) { printf("U%sD%sP%s", ustack, dw_ustack, dw_ustack(perf, 3)); exit(); } } END { clear(@n); }`
	r := sonde(t, "--compat=newest", "-c", bin+" 1000000", "-e", script)
	if r.code != 0 {
		t.Fatalf("exit %d\nstderr:\n%s", r.code, r.stderr)
	}
	u, rest, _ := strings.Cut(strings.TrimPrefix(r.stdout, "U"), "D")
	d, p, _ := strings.Cut(rest, "P")
	chain := regexp.MustCompile(`(?s)^\n {8}leaf\+0@[^\n]*dwmain.c:\d+\n {8}nofp_mid\+\d+@[^\n]*dwnofp.c:\d+\n {8}fp_mid\+\d+\n` +
		` {8}outer\+\d+@[^\n]*dwmain.c:\d+\n {8}main\+\d+@[^\n]*dwmain.c:\d+\n.* {8}_start\+\d+\n+$`)
	if !chain.MatchString(d) {
		t.Errorf("dw_ustack:\n%s\nwant %s", d, chain)
	}
	if strings.Contains(u, "fp_mid") {
		t.Errorf("ustack unwound the frame-pointer-less code (the test program is not what it should be):\n%s", u)
	}
	perf := regexp.MustCompile(`^\n\t[0-9a-f]+ leaf\+0 \(` + regexp.QuoteMeta(bin) + `\)\n\t[0-9a-f]+ nofp_mid\+\d+ \([^)]*libdwnofp.so\)\n\t[0-9a-f]+ fp_mid\+\d+ \([^)]*libdwfp.so\)\n+$`)
	if !perf.MatchString(p) {
		t.Errorf("dw_ustack(perf, 3):\n%q\nwant %s", p, perf)
	}
	if strings.Contains(r.stderr, "unstable") {
		t.Errorf("unstable_dw_ustack = enable still warns:\n%s", r.stderr)
	}
}

// TestDwUstackUnstable: unstable_dw_ustack (docs config "unstable_dw_ustack":
// default warn; error fails if the feature is used; enable is silent).
func TestDwUstackUnstable(t *testing.T) {
	r := sonde(t, "--dry-run", "-e", `BEGIN { print(dw_ustack); }`)
	if r.code != 0 || !strings.Contains(r.stderr, "warning: dw_ustack is an unstable feature") {
		t.Errorf("default: exit %d, stderr:\n%s", r.code, r.stderr)
	}
	r = sonde(t, "--dry-run", "-e", `config = { unstable_dw_ustack = error } BEGIN { print(dw_ustack()); }`)
	if r.code == 0 || !strings.Contains(r.stderr, "error: dw_ustack is an unstable feature and unstable_dw_ustack is set to error") {
		t.Errorf("error: exit %d, stderr:\n%s", r.code, r.stderr)
	}
	r = sonde(t, "--dry-run", "-e", `BEGIN { print(dw_ustack(build_id)); }`)
	if r.code == 0 || !strings.Contains(r.stderr, "dw_ustack cannot print build IDs") {
		t.Errorf("build_id: exit %d, stderr:\n%s", r.code, r.stderr)
	}
}

// TestDwUstackMapKey: dw_ustack as a map key, as bpftrace's scripts use
// stacks (docs stdlib.md "ustack": @[ustack] = count()). Each evaluation
// is a sample of its own; keys whose samples unwind to the same stack
// merge, so the counts are those of the stacks. Samples are unwound as
// they arrive: the stacks of a process that exits (after 100 ms) before
// the map is printed are named.
func TestDwUstackMapKey(t *testing.T) {
	requireTracing(t)
	bin := elfxtest.MixedFrames(t)
	for _, tc := range []struct {
		name, arg, stop string
		min             int
	}{
		{"long", "1000000", `if (++@n == 300) { exit(); }`, 300},
		{"exits-first", "100", "@n = 0;", 100},
	} {
		t.Run(tc.name, func(t *testing.T) {
			script := `config = { unstable_dw_ustack = enable } uprobe:` + bin + `:leaf { @[dw_ustack(4)] = count(); ` + tc.stop + ` } END { clear(@n); }`
			r := sonde(t, "--compat=newest", "-c", bin+" "+tc.arg, "-e", script)
			want := regexp.MustCompile(`^\n*@\[\n {4}leaf\+0@[^\n]*\n {4}nofp_mid\+\d+@[^\n]*\n {4}fp_mid\+\d+\n {4}outer\+\d+@[^\n]*\n\]: (\d+)\n+$`)
			m := want.FindStringSubmatch(r.stdout)
			if r.code != 0 || m == nil {
				t.Fatalf("exit %d, stdout:\n%s\nwant %s\nstderr:\n%s", r.code, r.stdout, want, r.stderr)
			}
			if n, _ := strconv.Atoi(m[1]); n < tc.min {
				t.Errorf("count %d, want at least %d", n, tc.min)
			}
		})
	}
}

// TestDwUstackKernelProbe: in a kernel probe dw_ustack starts from the
// user registers the task entered the kernel with: at a system call made
// in libc (built without frame pointers on Debian), the chain goes
// through libc's functions back to the program's main.
func TestDwUstackKernelProbe(t *testing.T) {
	requireTracing(t)
	bin := elfxtest.MixedFrames(t)
	script := `config = { unstable_dw_ustack = enable } tracepoint:syscalls:sys_enter_clock_nanosleep /pid == cpid/ { printf("%s", dw_ustack); exit(); }`
	r := sonde(t, "--compat=newest", "-c", bin+" 1000", "-e", script)
	want := regexp.MustCompile(`(?s)^\n {8}clock_nanosleep[^\n]*\n.*\n {8}usleep\+\d+[^\n]*\n {8}main\+\d+@[^\n]*dwmain.c:\d+\n.* {8}_start\+\d+\n`)
	if r.code != 0 || !want.MatchString(r.stdout) {
		t.Errorf("exit %d, stdout:\n%s\nwant %s\nstderr:\n%s", r.code, r.stdout, want, r.stderr)
	}
}
