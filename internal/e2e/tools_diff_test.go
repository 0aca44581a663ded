package e2e

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"sonde/internal/elfx"
	"sonde/internal/testutil"
)

// A toolDiff runs one of bpftrace 0.17's own tool scripts, as the installed
// package has it (none is copied here), under bpftrace and sonde
// --compat=0.17 with the same command under -c, and compares what both print.
// Most tools trace the whole system, so an output is first cut down to what
// the command alone decides: lines that are not events (headers, blank
// lines, the map printing's frame) all stay; an event line (one starting
// with a digit, "@" or "[") stays only if keep matches it. Then, in what
// stays, fields that differ between any two runs are normalised.
type toolDiff struct {
	name string
	// cmd returns the -c command; dir is a scratch directory.
	cmd func(t *testing.T, dir string) string
	// keep picks the event lines that stay (nil: none).
	keep *regexp.Regexp
	// pids' submatches are process ids (with the spaces after them): each
	// becomes P0, P1, ... in order of first appearance, padded to the
	// same width, so that a column's width and which ids are equal still
	// show.
	pids *regexp.Regexp
	// blank's submatches (times, latencies, the tracer's own name) are
	// replaced by underscores of the same width.
	blank *regexp.Regexp
	// squeeze makes each run of blank lines one: the lines between map
	// entries that were cut out, and after a map that may be empty.
	squeeze bool
}

// The tools a workload command makes print the same thing every time.
var toolDiffs = []toolDiff{
	{name: "execsnoop", cmd: toolsWorkload, keep: regexp.MustCompile(`e2ework`),
		pids: regexp.MustCompile(`^\d+ +(\d+ +)`), blank: regexp.MustCompile(`^(\d+ +)`)},
	{name: "opensnoop", cmd: toolsWorkload, keep: regexp.MustCompile(`e2ework`),
		pids: regexp.MustCompile(`^(\d+ +)`)},
	{name: "statsnoop", cmd: toolsWorkload, keep: regexp.MustCompile(`e2ework`),
		pids: regexp.MustCompile(`^(\d+ +)`)},
	{name: "killsnoop", cmd: toolsWorkload, keep: regexp.MustCompile(`e2ework`),
		pids:  regexp.MustCompile(`^\S+ +(\d+ +)\S+ +-?\d+ +(-?\d+ *)`),
		blank: regexp.MustCompile(`^(\d\d:\d\d:\d\d)`)},
	{name: "setuids", cmd: toolsWorkload, keep: regexp.MustCompile(`e2ework`),
		pids: regexp.MustCompile(`^\S+ (\d+ +)`), blank: regexp.MustCompile(`^(\d\d:\d\d:\d\d)`)},
	// PCOMM is the tracer (the workload's parent).
	{name: "naptime", cmd: toolsWorkload, keep: regexp.MustCompile(`e2ework`),
		pids:  regexp.MustCompile(`^\S+ (\d+ +)\S+ +(\d+ +)`),
		blank: regexp.MustCompile(`^(\d\d:\d\d:\d\d) \d+ +(\S+ +)`)},
	{name: "syncsnoop", cmd: toolsWorkload, keep: regexp.MustCompile(`e2ework`),
		pids: regexp.MustCompile(`^\S+ +(\d+ +)`), blank: regexp.MustCompile(`^(\d\d:\d\d:\d\d)`)},
	// The workload's own count of system calls, among everyone's.
	{name: "syscount", cmd: func(t *testing.T, dir string) string {
		return workload(t) + " getppid 20000"
	}, keep: regexp.MustCompile(`^@process\[e2ework\]`)},
	// Whole-system histograms and rates: the frame around them only.
	{name: "bitesize", cmd: toolsWorkload, squeeze: true},
	{name: "cpuwalk", cmd: func(t *testing.T, dir string) string {
		return workload(t) + " getppid 100000"
	}, squeeze: true}, // no sample at all leaves out a map and its blank line
	{name: "writeback", cmd: toolsWorkload},
	{name: "pidpersec", cmd: toolsWorkload},
	{name: "gethostlatency", cmd: func(t *testing.T, dir string) string {
		return shellScript(t, dir, "getent ahosts localhost >/dev/null")
	}, keep: regexp.MustCompile(`^\S+ +\d+ +getent `),
		pids:  regexp.MustCompile(`^\S+ +(\d+ +)`),
		blank: regexp.MustCompile(`^(\d\d:\d\d:\d\d) +\d+ +getent +( *\d+) `)},
	// An interactive bash on a pseudo-terminal that script(1) feeds.
	{name: "bashreadline", cmd: func(t *testing.T, dir string) string {
		if _, err := exec.LookPath("script"); err != nil {
			testutil.RequireKernel(t, "script(1) (bsdutils) is not installed: "+err.Error())
		}
		return shellScript(t, dir, `printf 'echo e2e-one\necho e2e-two\nexit\n' | `+
			`script -q -c 'bash --norc --noprofile -i' /dev/null >/dev/null`)
	}, keep: regexp.MustCompile(`e2e-(one|two)$`),
		pids: regexp.MustCompile(`^\S+ +(\d+ +)`), blank: regexp.MustCompile(`^(\d\d:\d\d:\d\d)`)},
}

// toolsWorkload is the workload's "tools" action: the system calls that
// opensnoop, statsnoop, killsnoop, setuids, naptime, syncsnoop and
// execsnoop trace, edge cases included.
func toolsWorkload(t *testing.T, dir string) string {
	return workload(t) + " tools " + dir
}

// shellScript writes a /bin/sh script (bpftrace's -c takes no shell
// syntax) and returns the command that runs it.
func shellScript(t *testing.T, dir, body string) string {
	path := filepath.Join(dir, "cmd.sh")
	if err := os.WriteFile(path, []byte(body+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return "/bin/sh " + path
}

// eventLine matches the start of a line one event (or map entry) printed.
var eventLine = regexp.MustCompile(`^[\d@\[]`)

// normalise cuts out (see toolDiff) what another process or the clock
// decided.
func (d *toolDiff) normalise(out string) string {
	keep := d.keep
	if keep != nil {
		keep = regexp.MustCompile(strings.ReplaceAll(keep.String(), "e2ework", regexp.QuoteMeta(workloadName)))
	}
	ids := map[string]string{}
	var b strings.Builder
	prev := ""
	for _, line := range strings.SplitAfter(out, "\n") {
		event := eventLine.MatchString(line)
		if event && (keep == nil || !keep.MatchString(strings.TrimSuffix(line, "\n"))) {
			continue
		}
		if d.squeeze && line == "\n" && prev == "\n" {
			continue
		}
		prev = line
		blank := func(s string) string { return strings.Repeat("_", len(s)) }
		pid := func(s string) string {
			id := strings.TrimRight(s, " ")
			p, ok := ids[id]
			if !ok {
				p = fmt.Sprintf("P%d", len(ids))
				ids[id] = p
			}
			return fmt.Sprintf("%-*s", len(s), p)
		}
		if event {
			line = replaceGroups(line, d.blank, blank, d.pids, pid)
		}
		b.WriteString(line)
	}
	return b.String()
}

// replaceGroups replaces each submatch of the first match in line of
// each regexp (re1, re2: either may be nil) by what its function makes
// of it. Both match the line as it was.
func replaceGroups(line string, re1 *regexp.Regexp, f1 func(string) string, re2 *regexp.Regexp, f2 func(string) string) string {
	type span struct {
		start, end int
		f          func(string) string
	}
	var spans []span
	for _, r := range []struct {
		re *regexp.Regexp
		f  func(string) string
	}{{re1, f1}, {re2, f2}} {
		if r.re == nil {
			continue
		}
		m := r.re.FindStringSubmatchIndex(line)
		for i := 2; i+1 < len(m); i += 2 {
			if m[i] >= 0 {
				spans = append(spans, span{m[i], m[i+1], r.f})
			}
		}
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i].start < spans[j].start })
	var b strings.Builder
	last := 0
	for _, s := range spans {
		if s.start < last {
			continue // overlapping: the first one wins
		}
		b.WriteString(line[last:s.start])
		b.WriteString(s.f(line[s.start:s.end]))
		last = s.end
	}
	b.WriteString(line[last:])
	return b.String()
}

// TestToolsDiff runs bpftrace 0.17's tools that can attach on this kernel
// (tracepoints, uprobes, profile and interval probes) under both tracers
// (see toolDiff) and compares their exit codes and normalised outputs.
func TestToolsDiff(t *testing.T) {
	for _, d := range toolDiffs {
		t.Run(d.name, func(t *testing.T) {
			requireTracing(t)
			script := toolScript(t, d.name)
			scratch := t.TempDir()
			args := []string{"-c", d.cmd(t, scratch), script}
			want := bpftrace(t, args...)
			got := sonde(t, append([]string{"--compat=0.17"}, args...)...)
			if want.code != 0 {
				t.Fatalf("bpftrace %s: exit %d: %s", strings.Join(args, " "), want.code, want.stderr)
			}
			w, g := d.normalise(want.stdout), d.normalise(got.stdout)
			t.Logf("compared:\n%s", w)
			if g != w || got.code != want.code {
				t.Errorf("sonde --compat=0.17 %s: exit %d, want %d\nstderr:\n%s\n%s\nbpftrace's output:\n%s\nsonde's:\n%s",
					strings.Join(args, " "), got.code, want.code, got.stderr, lineDiff(w, g), want.stdout, got.stdout)
			}
		})
	}
}

// toolScript is the path of bpftrace's tool NAME.bt as its package
// installs it ($SONDE_TOOLS_DIR, else /usr/sbin).
func toolScript(t *testing.T, name string) string {
	dir := os.Getenv("SONDE_TOOLS_DIR")
	if dir == "" {
		dir = "/usr/sbin"
	}
	path := filepath.Join(dir, name+".bt")
	if _, err := os.Stat(path); err != nil {
		testutil.RequireKernel(t, "bpftrace's tools are not installed (apt-get install bpftrace, or set SONDE_TOOLS_DIR): "+err.Error())
	}
	return path
}

// TestToolThreadsnoopLibc: since glibc 2.34 libpthread.so.0 is an empty
// library that loads libc, where pthread_create now is. bpftrace 0.17 then
// drops threadsnoop's only probe without a word and prints a header and
// nothing else; sonde refuses, saying where the function is.
func TestToolThreadsnoopLibc(t *testing.T) {
	script := toolScript(t, "threadsnoop")
	libs, err := elfx.ResolveBinary("libpthread", 0)
	if err != nil {
		t.Skipf("no libpthread: %v", err)
	}
	f, err := elfx.Open(libs[0])
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := f.Lookup("pthread_create"); ok {
		t.Skipf("%s defines pthread_create (glibc before 2.34): threadsnoop works", libs[0])
	}
	got := sonde(t, "--compat=0.17", "--dry-run", script)
	want := fmt.Sprintf(`function "pthread_create" not found in %s; `, libs[0])
	if got.code != 2 || !strings.Contains(got.stderr, want) || !strings.Contains(got.stderr, "has it: uprobe:libc:pthread_create") {
		t.Errorf("sonde --dry-run %s: exit %d, want 2 and an error with %q and uprobe:libc:pthread_create:\n%s", script, got.code, want, got.stderr)
	}
}
