package ftracecmd

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"sonde/internal/ftrace"
	"sonde/internal/kernel"
	"sonde/internal/testutil"
)

// TestReportLikeTraceCmd records common events (syscalls with arguments,
// sched_switch/wakeup through trace-cmd's sched plugin, sched_process_exec's
// __data_loc filename, signal_generate, hrtimer_start through the hrtimer
// plugin, softirq_entry's __print_symbolic, timer_start's __print_flags,
// sys_enter_futex through the futex plugin, kmalloc's gfp flags) and
// checks that sonde ftrace report prints what trace-cmd report prints,
// byte for byte, in the default layout and with -R, for sonde's file and
// for trace-cmd's conversion of it (a file trace-cmd wrote, version 7).
func TestReportLikeTraceCmd(t *testing.T) {
	why := testutil.Privileged()
	if _, err := exec.LookPath("trace-cmd"); why == "" && err != nil {
		why = "trace-cmd is not installed"
	}
	testutil.RequireKernel(t, why)
	dat := filepath.Join(t.TempDir(), "trace.dat")
	var stderr bytes.Buffer
	args := []string{"record"}
	for _, e := range []string{"syscalls:sys_enter_openat", "syscalls:sys_exit_openat",
		"syscalls:sys_enter_clock_nanosleep", "sched:sched_switch", "sched:sched_wakeup",
		"sched:sched_process_exec", "signal:signal_generate", "timer:hrtimer_start",
		"irq:softirq_entry", "timer:timer_start", "syscalls:sys_enter_futex", "kmem:kmalloc"} {
		args = append(args, "-e", e)
	}
	args = append(args, "-o", dat, "--", "sh", "-c", "ls / >/dev/null; sleep 0.05 & kill $!; sleep 0.02")
	if code := Main(args, nil, &stderr, &stderr); code != 0 {
		t.Fatalf("record: exit %d\n%s", code, stderr.String())
	}
	// The same events in a file trace-cmd wrote: its convert to version 7.
	conv := filepath.Join(filepath.Dir(dat), "tracecmd.dat")
	if out, err := exec.Command("trace-cmd", "convert", "--file-version", "7", "--compression", "none", "-i", dat, "-o", conv).CombinedOutput(); err != nil {
		t.Fatalf("trace-cmd convert: %v\n%s", err, out)
	}
	for _, c := range []struct {
		dat string
		raw bool
	}{{dat, false}, {dat, true}, {conv, false}} {
		dat, raw := c.dat, c.raw
		tcArgs, soArgs := []string{"report", "-i", dat}, []string{"report", dat}
		if raw {
			tcArgs, soArgs = append(tcArgs, "-R"), append(soArgs, "-R")
		}
		want, err := exec.Command("trace-cmd", tcArgs...).Output()
		if err != nil {
			t.Fatalf("trace-cmd report: %v", err)
		}
		var got, serr bytes.Buffer
		if code := Main(soArgs, nil, &got, &serr); code != 0 {
			t.Fatalf("sonde ftrace report: exit %d\n%s", code, serr.String())
		}
		wl, gl := strings.Split(string(want), "\n"), strings.Split(got.String(), "\n")
		for _, ev := range []string{"sys_enter_openat:", "sched_switch:", "sched_wakeup:", "sched_process_exec:", "signal_generate:"} {
			if !strings.Contains(string(want), ev) {
				t.Errorf("no %s event recorded", ev)
			}
		}
		bad := 0
		for i := 0; i < max(len(wl), len(gl)) && bad < 10; i++ {
			var w, g string
			if i < len(wl) {
				w = wl[i]
			}
			if i < len(gl) {
				g = gl[i]
			}
			if w != g {
				bad++
				t.Errorf("%s raw=%v line %d:\ntrace-cmd: %q\nsonde:     %q", filepath.Base(dat), raw, i+1, w, g)
			}
		}
	}
}

// TestReportTraceCmdFiles: files trace-cmd itself wrote read as trace-cmd
// report reads them.
func TestReportTraceCmdFiles(t *testing.T) {
	for _, name := range []string{"tracecmd-v6.dat", "tracecmd-v7.dat"} {
		path := filepath.Join("..", "tracedat", "testdata", name)
		var got, serr bytes.Buffer
		if code := Main([]string{"report", path}, nil, &got, &serr); code != 0 {
			t.Fatalf("%s: exit %d\n%s", name, code, serr.String())
		}
		// trace-cmd report prints "cpus=2" for both (no events).
		if got.String() != "cpus=2\n" {
			t.Errorf("%s: %q", name, got.String())
		}
		if _, err := exec.LookPath("trace-cmd"); err == nil {
			want, err := exec.Command("trace-cmd", "report", "-i", path).Output()
			if err == nil && string(want) != got.String() {
				t.Errorf("%s: trace-cmd %q, sonde %q", name, want, got.String())
			}
		}
	}
}

// An event whose print fmt calls what sonde cannot evaluate prints
// libtraceevent's marker and its fields raw; -R is unaffected.
func TestReportUnsupportedPrintFmt(t *testing.T) {
	ef, err := kernel.ParseFormat([]byte("name: odd\nID: 7\nformat:\n" +
		"\tfield:unsigned short common_type;\toffset:0;\tsize:2;\tsigned:0;\n" +
		"\tfield:int common_pid;\toffset:4;\tsize:4;\tsigned:1;\n\n" +
		"\tfield:unsigned long v;\toffset:8;\tsize:8;\tsigned:0;\n" +
		"\tfield:int n;\toffset:16;\tsize:4;\tsigned:1;\n\n" +
		`print fmt: "v=%lu n=%d", some_helper(REC->v), REC->n`))
	if err != nil {
		t.Fatal(err)
	}
	ef.Group = "test"
	data := []byte{7, 0, 0, 0, 42, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0xfe, 0xff, 0xff, 0xff}
	e := &ftrace.Event{CPU: 1, Time: 1_500_000_000, Format: ef, Data: data}
	for _, c := range []struct {
		raw  bool
		want string
	}{
		{false, "[FAILED TO PARSE] v=0x5 n=-2"},
		{true, " v=0x5 n=-2"},
	} {
		f := newFormatter([]byte("42 prog\n"), nil, nil, 8, c.raw, funcOpts{})
		line, _ := f.formatEvent(nil, e, nil)
		got := string(line)
		want := "            prog-42    [001]     1.500000: odd:                  " + c.want
		if got != want {
			t.Errorf("raw=%v:\n got %q\nwant %q", c.raw, got, want)
		}
	}
}
