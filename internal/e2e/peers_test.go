package e2e

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"sonde/internal/probe"
	"sonde/internal/testutil"
)

// The kernel runs a BPF program attached to a tracepoint, kprobe or uprobe
// through a perf event before the event's perf listeners, and drops the
// event for all of them when the program returns 0. These tests run perf
// stat, as sonde's child, on the events sonde traces: perf must count
// every one the workload makes, as it does alone.

const peersN = 777

// perfStat runs `perf stat -e EVENT...` on `e2ework peers N` as the -c
// command of a sonde tracing script, checks that the script's maps each
// counted at least N events (a script of count()s), and returns perf's
// counts by event.
func perfStat(t *testing.T, script string, events ...string) map[string]int {
	t.Helper()
	if _, err := exec.LookPath("perf"); err != nil {
		testutil.RequireKernel(t, "perf (linux-perf) is needed: "+err.Error())
	}
	out := filepath.Join(t.TempDir(), "perf.csv")
	cmd := []string{"perf", "stat", "-x,", "-o", out}
	for _, e := range events {
		cmd = append(cmd, "-e", e)
	}
	cmd = append(cmd, "--", workload(t), "peers", strconv.Itoa(peersN))
	r := sonde(t, "-e", script, "-c", strings.Join(cmd, " "))
	if r.code != 0 {
		t.Fatalf("sonde exited %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	counts := map[string]int{}
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Split(line, ",")
		if len(f) < 3 {
			continue
		}
		if n, err := strconv.Atoi(f[0]); err == nil {
			counts[f[2]] = n
		}
	}
	t.Logf("sonde:\n%sperf stat:\n%s", r.stdout, b)
	maps := regexp.MustCompile(`(?m)^(@.*): (\d+)$`).FindAllStringSubmatch(r.stdout, -1)
	if len(maps) == 0 {
		t.Errorf("sonde printed no counts")
	}
	for _, m := range maps {
		if n, _ := strconv.Atoi(m[2]); n < peersN {
			t.Errorf("sonde counted %d %s, want at least %d", n, m[1], peersN)
		}
	}
	return counts
}

// TestPeerPerfStatTracepoint: perf stat counts a syscall tracepoint and
// another (task:task_rename) while sonde traces both.
func TestPeerPerfStatTracepoint(t *testing.T) {
	requireTracing(t)
	counts := perfStat(t, `tracepoint:syscalls:sys_enter_getppid, tracepoint:task:task_rename { @[probe] = count(); }`,
		"syscalls:sys_enter_getppid", "task:task_rename")
	// The workload's execve sets its comm once more, after perf stat
	// enabled its counters (enable_on_exec).
	want := map[string]int{"syscalls:sys_enter_getppid": peersN, "task:task_rename": peersN + 1}
	for e, n := range want {
		if counts[e] != n {
			t.Errorf("perf stat counted %d %s while sonde traced it, want %d", counts[e], e, n)
		}
	}
}

// TestPeerPerfStatUprobe: perf stat counts a uprobe of perf probe's while
// sonde traces the function through a perf event of its own (a
// uprobe_multi link is another consumer of the uprobe, which the kernel
// runs apart from perf's: it drops nothing).
func TestPeerPerfStatUprobe(t *testing.T) {
	requireTracing(t)
	if _, err := exec.LookPath("perf"); err != nil {
		testutil.RequireKernel(t, "perf (linux-perf) is needed: "+err.Error())
	}
	bin := workload(t)
	group := fmt.Sprintf("sondepeer%d", os.Getpid())
	if out, err := exec.Command("perf", "probe", "-q", "-x", bin, "-a", group+":poke=poke").CombinedOutput(); err != nil {
		testutil.RequireKernel(t, "perf probe cannot add a uprobe here: "+strings.TrimSpace(string(out)))
	}
	t.Cleanup(func() { exec.Command("perf", "probe", "-q", "-d", group+":*").Run() })
	for _, multi := range []bool{false, true} {
		t.Run(fmt.Sprintf("multi=%v", multi), func(t *testing.T) {
			defer func(old bool) { probe.UprobeMulti = old }(probe.UprobeMulti)
			probe.UprobeMulti = multi
			counts := perfStat(t, fmt.Sprintf(`uprobe:%s:poke { @ = count(); }`, bin), group+":poke")
			if n := counts[group+":poke"]; n != peersN {
				t.Errorf("perf stat counted %d %s:poke while sonde traced it, want %d", n, group, peersN)
			}
		})
	}
}
