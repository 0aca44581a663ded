package tools

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sonde/internal/testutil"
)

var update = flag.Bool("update", false, "rewrite the generated tools' scripts/NAME.bt bodies")

// splitArgs splits a command line with single quotes, as a shell would.
func splitArgs(s string) []string {
	var args []string
	var cur strings.Builder
	quoted, in := false, false
	for _, c := range s {
		switch {
		case c == '\'':
			quoted, in = !quoted, true
		case c == ' ' && !quoted:
			if in {
				args = append(args, cur.String())
				cur.Reset()
				in = false
			}
		default:
			cur.WriteRune(c)
			in = true
		}
	}
	if in {
		args = append(args, cur.String())
	}
	return args
}

// TestGenerated: a generated tool's scripts/NAME.bt is its metadata and
// the script its first example generates (go test -update rewrites it).
func TestGenerated(t *testing.T) {
	for name, gen := range generators {
		tool := Lookup(name)
		args := splitArgs(tool.Examples[0].Cmd)
		inv, err := tool.Parse(args[1:])
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		vs, err := gen(inv)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if slices.Contains(tool.Variants, vs[0]) {
			continue // it picks one of its own scripts (memleak)
		}
		meta, _, _ := strings.Cut(tool.Variants[0].Text, "\n\n")
		want := meta + "\n\n" + vs[0].Text
		if vs[0].Source != tool.Variants[0].Source {
			t.Errorf("%s: source: is %s, the first example generates %s", name, tool.Variants[0].Source, vs[0].Source)
		}
		if tool.Variants[0].Text == want {
			continue
		}
		if *update {
			if err := os.WriteFile(filepath.Join("scripts", name+".bt"), []byte(want), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		t.Errorf("scripts/%s.bt is not what `sonde tool %s` generates (go test -run TestGenerated -update)", name, tool.Examples[0].Cmd)
	}
}

func TestPatterns(t *testing.T) {
	for _, c := range []struct {
		in      string
		kind    targetKind
		lib     string
		pattern string
	}{
		{"vfs_*", kernelTarget, "", "vfs_*"},
		{"p::vfs_read", kernelTarget, "", "vfs_read"},
		{"c:malloc", userTarget, "libc", "malloc"},
		{"u:pthread:pthread_*", userTarget, "libpthread", "pthread_*"},
		{"/bin/bash:readline", userTarget, "/bin/bash", "readline"},
		{"t:syscalls:sys_enter_open*", tpTarget, "", "syscalls:sys_enter_open*"},
	} {
		got, err := parseTarget(c.in, false)
		if err != nil || got != (target{c.kind, c.lib, c.pattern}) {
			t.Errorf("%q: got %+v, %v", c.in, got, err)
		}
	}
	for _, bad := range []string{"a:b:c:d", "vfs_(read)", "p:c:", "x:y:z"} {
		if _, err := parseTarget(bad, false); err == nil {
			t.Errorf("%q is accepted", bad)
		}
	}
	for re, want := range map[string]string{"^vfs_.*$": "vfs_*", "read": "*read*", "^tcp_": "tcp_*"} {
		if got, err := regexToWildcard(re); err != nil || got != want {
			t.Errorf("-r %q: got %q, %v; want %q", re, got, err, want)
		}
	}
	if _, err := regexToWildcard("a|b"); err == nil {
		t.Error("-r a|b is accepted")
	}
}

// fixture builds testdata/funcs.c, the uprobe'd test program.
func fixture(t *testing.T) string {
	t.Helper()
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		testutil.RequireKernel(t, "gcc is not installed")
	}
	out := filepath.Join(t.TempDir(), "funcs")
	if b, err := exec.Command(gcc, "-O2", "-g", "-fno-omit-frame-pointer", "-o", out, filepath.Join("testdata", "funcs.c")).CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, b)
	}
	return out
}

func TestFunccountUprobe(t *testing.T) {
	bin := fixture(t)
	r := Start(t, "funccount", "-v", bin+":fixture_*")
	Exec(t, bin, "calls", "37")
	Exec(t, bin, "slow", "2")
	o := r.Stop()
	if !strings.Contains(o.Stderr, "source uprobe") || !strings.Contains(o.Stderr, "the generated script:\n// funccount '"+bin+":fixture_*'") {
		t.Errorf("-v does not print the source and the generated script:\n%s", o.Stderr)
	}
	o.Want(t, `^FUNC +COUNT$`)
	o.Want(t, `^fixture_slow +2$`)
	o.Want(t, `^fixture_work +37$`)
}

func TestFunccountTracepoint(t *testing.T) {
	r := Start(t, "funccount", "-i", "1", "-d", "1", "-r", "t:syscalls:^sys_enter_openat$")
	OpenFile(t, "/etc/hostname")
	o := r.Wait()
	o.Want(t, `^syscalls:sys_enter_openat +\d+$`)
}

func TestFunclatency(t *testing.T) {
	bin := fixture(t)
	r := Start(t, "funclatency", "-u", bin+":fixture_slow")
	Exec(t, bin, "slow", "5")
	o := r.Stop()
	// 3 ms sleeps: the 2048 -> 4095 us bucket, or later ones on a busy
	// machine; none earlier.
	o.Want(t, `^     usecs +: count +distribution$`)
	o.Want(t, `^ +(2048 -> 4095|4096 -> 8191|8192 -> 16383) +: [1-5] +\|\*+ *\|$`)
	o.Want(t, `^ +1024 -> 2047 +: 0 +\| +\|$`)
	o.Want(t, `^avg = ([3-9]\d{3}|\d{5,}) usecs, total: \d+ usecs, count: 5$`)
}

func TestFunclatencyPerFunction(t *testing.T) {
	bin := fixture(t)
	r := Start(t, "funclatency", "-F", bin+":fixture_*")
	Exec(t, bin, "calls", "3")
	o := r.Stop()
	o.Want(t, `^Function = fixture_work$`)
	o.Want(t, `^     nsecs +: count +distribution$`)
	o.Want(t, `count: 3$`)
}

func TestFuncslower(t *testing.T) {
	bin := fixture(t)
	r := Start(t, "funcslower", "-u", "1000", "-a", "1", bin+":fixture_slow", bin+":fixture_work")
	Exec(t, bin, "slow", "2")
	Exec(t, bin, "calls", "2")
	o := r.Stop()
	o.Want(t, `^COMM +PID +TID +LAT\(us\) +RVAL FUNC ARGS$`)
	// fixture_slow(3) returns 3; fixture_work is too quick to show.
	o.Want(t, `^funcs +\d+ +\d+ +\d{4,} +3 fixture_slow 3$`)
	if strings.Contains(o.Stdout, "fixture_work") {
		t.Errorf("a fast call is shown:\n%s", o.Stdout)
	}
}

func TestStackcount(t *testing.T) {
	bin := fixture(t)
	r := Start(t, "stackcount", bin+":fixture_work")
	Exec(t, bin, "calls", "4")
	o := r.Stop()
	// At a function's first instruction its frame is not yet pushed: the
	// frame-pointer walk goes from fixture_work to main's caller.
	o.Want(t, `^  fixture_work$`)
	o.Want(t, `^  __libc_start_call_main$|^  main$`)
	o.Want(t, `^    funcs \[\d+\]$`)
	o.Want(t, `^    4$`)
	f := Start(t, "stackcount", "-f", bin+":fixture_work")
	Exec(t, bin, "calls", "3")
	o = f.Stop()
	o.Want(t, `^funcs;(.*;)?[a-z_]*main;fixture_work 3$`)
}

func TestGeneratedScriptShown(t *testing.T) {
	o := RunTool(t, "funccount", "--print-script", "-p", "1", "c:malloc")
	if o.Code != 0 || !strings.Contains(o.Stdout, "uprobe:libc:malloc\n/pid == 1/") {
		t.Errorf("--print-script: exit %d\n%s%s", o.Code, o.Stdout, o.Stderr)
	}
	oneLine(t, RunTool(t, "funccount", "a:b:c:d"), 2, `bad pattern "a:b:c:d"`)
	oneLine(t, RunTool(t, "funclatency", "t:sched:sched_switch"), 2, `a tracepoint has no return`)
}
