package e2e

import (
	"fmt"
	"os"
	"strings"
	"syscall"
	"testing"
)

// TestAttachedAfterAttach waits for newest bpftrace's "Attached N probes"
// (json, on stdout) and then makes one event: the line comes once every
// probe is attached (bpftrace's run(): it attaches the probes, then prints
// the count, then the output BEGIN made), so the event is never missed.
func TestAttachedAfterAttach(t *testing.T) {
	requireTracing(t)
	prog := fmt.Sprintf(`BEGIN { printf("begin\n"); } tracepoint:syscalls:sys_enter_getppid /pid == %d/ { printf("seen\n"); exit(); }`, os.Getpid())
	r := start(t, sondeBinary(t), "--compat=newest", "-f", "json", "-e", prog)
	r.waitFor(t, `{"type": "attached_probes", "count": 2, "data": {"probes": 2}}`)
	if r.out.String() != `{"type": "attached_probes", "count": 2, "data": {"probes": 2}}`+"\n" {
		t.Errorf("output before the probe count:\n%s", r.out.String())
	}
	syscall.Getppid()
	out, code := r.finish(t)
	want := `{"type": "attached_probes", "count": 2, "data": {"probes": 2}}` + "\n" +
		`{"type": "printf", "data": "begin\n"}` + "\n" + `{"type": "printf", "data": "seen\n"}` + "\n"
	if out != want || code != 0 {
		t.Errorf("exit %d, output:\n%s", code, lineDiff(want, out))
	}
}

// TestConfigEnvironment sets newest bpftrace's config variables through
// the environment ("their environment variable equivalent, which is upper
// case and includes the BPFTRACE_ prefix", docs/language.md): they win over
// the script's config block, and a bad value is a usage error.
func TestConfigEnvironment(t *testing.T) {
	requireTracing(t)
	t.Setenv("BPFTRACE_PRINT_MAPS_ON_EXIT", "0")
	t.Setenv("BPFTRACE_STR_TRUNC_TRAILER", "+")
	prog := `config = { max_strlen = 4; print_maps_on_exit = true; str_trunc_trailer = "~" }
BEGIN { @a = 1; printf("%s\n", str(uptr(0), 8)); exit(); }`
	r := sonde(t, "--compat=newest", "-e", prog)
	if r.code != 0 || r.stdout != "\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	t.Setenv("BPFTRACE_STACK_MODE", "fast")
	r = sonde(t, "--compat=newest", "--dry-run", "-e", prog)
	if want := `BPFTRACE_STACK_MODE: invalid value "fast" for stack_mode`; r.code != ExitUsage || !strings.Contains(r.stderr, want) {
		t.Errorf("exit %d, stderr %q, want %q", r.code, r.stderr, want)
	}
}

// TestProbeFilterNothing checks newest bpftrace's errors when no probe is
// left to run: --probe-filter matched none ("Attachment failed for all
// probes."), or the only probes are test probes and --test is not given.
func TestProbeFilterNothing(t *testing.T) {
	requireTracing(t)
	r := sonde(t, "--compat=newest", "--probe-filter", "^kprobe:", "-e", "tracepoint:syscalls:sys_enter_getppid { }")
	if r.code != 1 || !strings.Contains(r.stderr, "Attachment failed for all probes.") {
		t.Errorf("exit %d, stderr %q", r.code, r.stderr)
	}
	r = sonde(t, "--compat=newest", "-e", "test:a { }")
	if r.code != 1 || !strings.Contains(r.stderr, "No probes attached; use --test to run test probes.") {
		t.Errorf("exit %d, stderr %q", r.code, r.stderr)
	}
}

// TestProbeFilterChecksAll checks that a probe --probe-filter leaves out
// is still checked, as newest bpftrace compiles it (#5011 filters at run
// time): an error in it fails the script, located.
func TestProbeFilterChecksAll(t *testing.T) {
	requireTracing(t)
	r := sonde(t, "--compat=newest", "--probe-filter", "^BEGIN", "-e",
		`BEGIN { exit(); } tracepoint:syscalls:sys_enter_getppid { $x = 1; $x = "s"; }`)
	if r.code != 2 || !strings.Contains(r.stderr, "stdin:1:") || !strings.Contains(r.stderr, "type mismatch for $x") {
		t.Errorf("exit %d, stderr %q", r.code, r.stderr)
	}
}

// TestLicense runs programs under the license the config variable or an
// SPDX comment gives them (newest bpftrace's runtime tests license): a
// GPL-only helper in a program that is not GPL-compatible is a located
// error naming the helper.
func TestLicense(t *testing.T) {
	requireTracing(t)
	r := sonde(t, "--compat=newest", "-e", `config = { license = "Proprietary" } BEGIN { printf("%s\n", str(0)); exit(); }`)
	if want := "can only be used in GPL-compatible programs"; r.code != 1 || !strings.Contains(r.stderr, want) || !strings.Contains(r.stderr, "stdin:1:") {
		t.Errorf("exit %d, stderr %q, want %q", r.code, r.stderr, want)
	}
	r = sonde(t, "--compat=newest", "-e", "// SPDX-License-Identifier: GPL-2.0-only\nBEGIN { printf(\"[%s]\\n\", str(0)); exit(); }")
	if r.code != 0 || r.stdout != "[]\n\n\n" {
		t.Errorf("SPDX GPL: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	r = sonde(t, "--compat=newest", "-e", "// SPDX-License-Identifier: MIT\nBEGIN { printf(\"[%s]\\n\", str(0)); exit(); }")
	if r.code != 1 || !strings.Contains(r.stderr, "GPL-compatible") {
		t.Errorf("SPDX MIT: exit %d, stderr %q", r.code, r.stderr)
	}
}
