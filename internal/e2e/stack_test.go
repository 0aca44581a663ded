package e2e

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"sonde/internal/elfx"
	"sonde/internal/elfx/elfxtest"
)

// inlineProg builds testdata inline.c, where outer reaches leaf through two
// functions inlined into it, and returns its path and the lines of its
// LINE markers.
func inlineProg(t *testing.T, flags ...string) (string, map[string]int) {
	bin := elfxtest.C(t, "inl", []string{"inline.c"}, append([]string{"-O2"}, flags...)...)
	return bin, elfxtest.Lines(t, "inline.c")
}

// stackScript prints the stack of leaf's first call (from outer, inside
// the inlined functions) with STACK, then ends.
func stackScript(bin, config, stack string) string {
	return config + `uprobe:` + bin + `:leaf { if (@n++ == 0) { printf("%s\n", ` + stack + `); exit(); } } END { clear(@n); }`
}

// TestStackSourceLines: newest bpftrace's stacks with debug info (docs
// language.md "show_debug_info": file and line in the bpftrace mode, a
// label for inlined functions in the bpftrace and perf modes): leaf's
// frame at its line, the two inlined functions innermost first with
// "[inlined] NAME@FILE:LINE", then outer at the line that calls them.
func TestStackSourceLines(t *testing.T) {
	requireTracing(t)
	bin, lines := inlineProg(t)
	src := elfxtest.Testdata("inline.c")
	at := func(line string) string { return regexp.QuoteMeta(fmt.Sprintf("@%s:%d", src, lines[line])) }
	bpftraceMode := regexp.MustCompile(`^\n {8}leaf\+0` + at("leaf") + `\n {8}\[inlined\] inner` + at("inner") +
		`\n {8}\[inlined\] middle` + at("middle") + `\n {8}outer\+[0-9]+` + at("outer") + `\n {8}main\+[0-9]+` + regexp.QuoteMeta("@"+src+":"))
	hex := `[0-9a-f]+`
	perfMode := regexp.MustCompile(`^\n\t(` + hex + `) leaf\+0 \(` + regexp.QuoteMeta(bin) + `\)\n\t(` + hex + `) inner \(inlined\)\n\t(` + hex +
		`) middle \(inlined\)\n\t(` + hex + `) outer\+[0-9]+ \(` + regexp.QuoteMeta(bin) + `\)\n`)
	for _, tc := range []struct {
		name   string
		args   []string
		config string
		stack  string
		want   *regexp.Regexp
	}{
		{"default", nil, "", "ustack", bpftraceMode},
		{"perf-arg", nil, "", "ustack(perf)", perfMode},
		{"perf-config", nil, "config = { stack_mode = perf } ", "ustack", perfMode},
		{"bpftrace-arg-over-config", nil, "config = { stack_mode = perf } ", "ustack(bpftrace, 6)", bpftraceMode},
		// show_debug_info = false: 0.17's frames.
		{"no-debug-info", nil, "config = { show_debug_info = false } ", "ustack(3)", regexp.MustCompile(`^\n {8}leaf\+0\n {8}outer\+[0-9]+\n {8}main\+[0-9]+\n\n`)},
		{"compat", []string{"--compat=0.17"}, "", "ustack(3)", regexp.MustCompile(`^Attaching 2 probes...\n\n {8}leaf\+0\n {8}outer\+[0-9]+\n {8}main\+[0-9]+\n\n`)},
		// raw: the addresses, not indented, inlined functions not shown.
		{"raw", nil, "", "ustack(raw, 3)", regexp.MustCompile(`^\n` + hex + `\n` + hex + `\n` + hex + `\n\n`)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"--compat=newest"}, tc.args...)
			r := sonde(t, append(args, "-c", bin+" 1", "-e", stackScript(bin, tc.config, tc.stack))...)
			if !tc.want.MatchString(r.stdout) || r.code != 0 {
				t.Errorf("exit %d, stdout:\n%s\nwant %s\nstderr:\n%s", r.code, r.stdout, tc.want, r.stderr)
			}
			// The perf mode prints the frame's address on each of its lines.
			if m := perfMode.FindStringSubmatch(r.stdout); m != nil && (m[2] != m[3] || m[3] != m[4] || m[1] == m[2]) {
				t.Errorf("perf mode: inlined lines not at their frame's address:\n%s", r.stdout)
			}
		})
	}
}

// TestStackBuildID: ustack(build_id) prints, as newest bpftrace does
// (types_format.cpp's build ID stack), each frame's build ID in hex and
// its file offset, "<id> 0x<off>", not indented; BPFTRACE_STACK_MODE sets
// the mode; len() counts its frames; kstack refuses it as an argument and
// falls back to raw, with a warning, when the config chooses it.
func TestStackBuildID(t *testing.T) {
	requireTracing(t)
	bin, _ := inlineProg(t, "-Wl,--build-id")
	id, err := elfx.ReadBuildID(bin)
	if err != nil || id == "" {
		t.Fatalf("build id: %q %v", id, err)
	}
	f, err := elfx.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	leaf, _ := f.Lookup("leaf")
	off, _ := f.FileOffset(leaf.Addr)
	first := fmt.Sprintf("%s 0x%02x\n", id, off)
	check := func(r result, stack string) {
		t.Helper()
		lines := strings.Split(strings.TrimRight(r.stdout, "\n"), "\n")
		if r.code != 0 || len(lines) < 4 || lines[0] != "" || lines[1]+"\n" != first || !strings.HasPrefix(lines[2], id+" 0x") {
			t.Errorf("%s: exit %d, stdout:\n%s\nwant first frame %sstderr:\n%s", stack, r.code, r.stdout, first, r.stderr)
		}
		for _, l := range lines[1:] {
			if !regexp.MustCompile(`^([0-9a-f]{40} 0x[0-9a-f]{2,}|[0-9a-f]+)$`).MatchString(l) {
				t.Errorf("%s: frame %q", stack, l)
			}
		}
	}
	check(sonde(t, "--compat=newest", "-c", bin+" 1", "-e", stackScript(bin, "", "ustack(build_id)")), "ustack(build_id)")
	t.Setenv("BPFTRACE_STACK_MODE", "build_id")
	check(sonde(t, "--compat=newest", "-c", bin+" 1", "-e", stackScript(bin, "", "ustack")), "BPFTRACE_STACK_MODE=build_id")
	// The environment wins over the config.
	check(sonde(t, "--compat=newest", "-c", bin+" 1", "-e", stackScript(bin, "config = { stack_mode = perf } ", "ustack")), "env over config")
	r := sonde(t, "--compat=newest", "-c", bin+" 1", "-e", `uprobe:`+bin+`:leaf { printf("%d %d\n", len(ustack(build_id)) >= 3, len(ustack(build_id, 2))); exit(); }`)
	if !strings.HasPrefix(r.stdout, "1 2\n") {
		t.Errorf("len(ustack(build_id)): %q, stderr:\n%s", r.stdout, r.stderr)
	}
	r = sonde(t, "--compat=newest", "--dry-run", "-e", `uprobe:`+bin+`:leaf { print(kstack); }`)
	if r.code != 0 || !strings.Contains(r.stderr, "'build_id' stack mode can only be used for ustack. Falling back to 'raw' mode.") {
		t.Errorf("kstack under build_id: exit %d, stderr:\n%s", r.code, r.stderr)
	}
	t.Setenv("BPFTRACE_STACK_MODE", "fancy")
	if r := sonde(t, "--compat=newest", "--dry-run", "-e", `BEGIN { }`); r.code != 2 || !strings.Contains(r.stderr, "BPFTRACE_STACK_MODE") {
		t.Errorf("bad BPFTRACE_STACK_MODE: exit %d, stderr:\n%s", r.code, r.stderr)
	}
}

// TestStackModeErrors: build_id is a mode of user stacks only (newest
// bpftrace: "'build_id' stack mode can only be used for ustack"), and
// stack_mode takes the four modes.
func TestStackModeErrors(t *testing.T) {
	expectDiagnostics(t, []diagnosticCase{
		{`BEGIN { print(kstack(build_id)); }`,
			"stdin:1:22: error: 'build_id' stack mode can only be used for ustack\n" +
				"  1 | BEGIN { print(kstack(build_id)); }\n" +
				"    |                      ^^^^^^^^\n"},
		{`config = { stack_mode = fancy } BEGIN { }`,
			"stdin:1:25: error: invalid value \"fancy\" for stack_mode\n" +
				"  1 | config = { stack_mode = fancy } BEGIN { }\n" +
				"    |                         ^^^^^\n" +
				"    = help: expected \"bpftrace\", \"perf\", \"raw\" or \"build_id\"\n"},
	})
}
