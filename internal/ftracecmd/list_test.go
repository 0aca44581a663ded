package ftracecmd

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"sonde/internal/testutil"
)

// TestListMatchesTraceCmd: sonde ftrace list prints the lines trace-cmd
// list prints, in its order: events (all, and by pattern), tracers,
// options, and all three with no flag.
func TestListMatchesTraceCmd(t *testing.T) {
	why := testutil.Privileged()
	if _, err := exec.LookPath("trace-cmd"); why == "" && err != nil {
		why = "trace-cmd is not installed"
	}
	testutil.RequireKernel(t, why)
	for _, args := range [][]string{
		{"-e"}, {"-t"}, {"-o"}, {},
		{"-e", "sched:.*"}, {"-e", "sched"}, {"-e", "sys:getppid"}, {"-e", "SCHED_SWITCH"},
		{"-e", "sched:*"}, {"-e", "^sys_enter_getppid"}, {"-e", `sched_\(switch\)$`},
		{"-e", "sched_s+"}, {"-e", `sched_s\+`}, {"-e", "^syscalls$"}, {"-e", "a:b:c"},
		{"-t", "-o"}, {"-o", "-e", "s:s", "-t"}, {"-e", "[ab]l[ko]"},
	} {
		tc, err := exec.Command("trace-cmd", append([]string{"list"}, args...)...).Output()
		if err != nil {
			t.Fatalf("trace-cmd list %q: %v", args, err)
		}
		want := string(tc)
		if len(args) == 0 {
			// sonde writes no compressed files: it lists no algorithms.
			want, _, _ = strings.Cut(want, "Supported compression algorithms:")
		}
		var out, errb bytes.Buffer
		if code := Main(append([]string{"list"}, args...), nil, &out, &errb); code != 0 {
			t.Fatalf("sonde ftrace list %q: exit %d\n%s", args, code, errb.String())
		}
		if got := out.String(); got != want {
			gl, wl := strings.Split(got, "\n"), strings.Split(want, "\n")
			i := 0
			for i < len(gl) && i < len(wl) && gl[i] == wl[i] {
				i++
			}
			t.Errorf("list %q: %d lines, trace-cmd %d; first difference at line %d: %q vs %q", args, len(gl), len(wl), i+1,
				at(gl, i), at(wl, i))
		}
	}
}

func at(l []string, i int) string {
	if i < len(l) {
		return l[i]
	}
	return "(end)"
}

// TestListFunctions: -f lists available_filter_functions, or says in one
// line why there are none (this host refuses to read them).
func TestListFunctions(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	var out, errb bytes.Buffer
	code := Main([]string{"list", "-f", "vfs_read"}, nil, &out, &errb)
	switch {
	case code == 0 && errb.Len() == 0:
		for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
			if !strings.Contains(l, "vfs_read") {
				t.Errorf("list -f vfs_read printed %q", l)
			}
		}
	case strings.Count(errb.String(), "\n") == 1 && strings.Contains(errb.String(), "no filterable functions"):
	default:
		t.Errorf("list -f: exit %d, stdout %q, stderr %q", code, out.String(), errb.String())
	}
}
