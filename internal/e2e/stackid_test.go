package e2e

import (
	"bufio"
	"fmt"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"sonde/internal/elfx/elfxtest"
)

// Stacks of processes that exited before the map was printed (bpftrace
// #246): the mapping side-band (session.TrackMappings) names them.

// leafFrames counts the samples of @[ustack] = count() whose leaf frame is
// named, and all samples, from text output; names tallies the leaf names.
func leafFrames(t *testing.T, out string) (named, total int, names map[string]int) {
	t.Helper()
	names = map[string]int{}
	sc := bufio.NewScanner(strings.NewReader(out))
	count := regexp.MustCompile(`^\]: ([0-9]+)$`)
	leaf, inKey := "", false
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "@["):
			inKey, leaf = true, ""
		case inKey && count.MatchString(line):
			n, _ := strconv.Atoi(count.FindStringSubmatch(line)[1])
			total += n
			// An empty stack (the stack map's hash bucket was taken:
			// bpf_get_stackid's -EEXIST) counts as unnamed.
			if leaf != "" && !strings.HasPrefix(leaf, "0x") {
				named += n
				names[strings.SplitN(leaf, "+", 2)[0]] += n
			}
			inKey = false
		case inKey && leaf == "" && strings.TrimSpace(line) != "":
			leaf = strings.TrimSpace(line)
		}
	}
	return named, total, names
}

// TestStackOfExitedPIE: a PIE that lives a few milliseconds, run 30 times
// by a shell loop under a uprobe, has every stack's leaf named: before the
// side-band, sonde printed its addresses in hex, the processes gone when
// the map was printed.
func TestStackOfExitedPIE(t *testing.T) {
	requireTracing(t)
	bin := elfxtest.C(t, "shortlived", []string{"shortlived.c"}, "-O1", "-fPIE", "-pie")
	loop := fmt.Sprintf("for i in $(seq 30); do %s; done", bin)
	r := sonde(t, "-e", "uprobe:"+bin+":hot { @[ustack] = count(); }", "-c", "sh -c '"+loop+"'")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	named, total, names := leafFrames(t, r.stdout)
	if total != 30 || named*100 < 95*total || names["hot"] != named {
		t.Fatalf("%d of %d samples have a named leaf (want >= 95%%, all hot): %v\n%s", named, total, names, r.stdout)
	}
	if !strings.Contains(r.stdout, "main+") {
		t.Errorf("no stack goes through main:\n%s", r.stdout)
	}
}

// TestStackOfExitedDlopen: a library a short-lived process dlopen()ed is
// named in its stacks after it exited: the side-band saw the mmap.
func TestStackOfExitedDlopen(t *testing.T) {
	requireTracing(t)
	bin := elfxtest.C(t, "shortlived", []string{"shortlived.c"}, "-O1", "-fPIE", "-pie", "-ldl")
	lib := elfxtest.C(t, "libshort.so", []string{"shortlib.c"}, "-O1", "-shared", "-fPIC")
	loop := fmt.Sprintf("for i in $(seq 10); do %s %s; done", bin, lib)
	r := sonde(t, "-e", "uprobe:"+lib+":lib_hot { @[ustack(perf)] = count(); }", "-c", "sh -c '"+loop+"'")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	// perf mode: "\tADDR lib_hot+0 (LIB)", then its callers, all named
	// (at the entry the frame pointer skips main: it is not pushed yet).
	want := regexp.MustCompile(`@\[\n\t[0-9a-f]+ lib_hot\+0 \(` + regexp.QuoteMeta(lib) + `\)\n`)
	if got := len(want.FindAllString(r.stdout, -1)); got != 10 {
		t.Fatalf("%d stacks name lib_hot in %s, want 10:\n%s", got, lib, r.stdout)
	}
	sum := 0
	for _, m := range regexp.MustCompile(`\]: ([0-9]+)`).FindAllStringSubmatch(r.stdout, -1) {
		n, _ := strconv.Atoi(m[1])
		sum += n
	}
	if sum != 10 || strings.Contains(r.stdout, "[unknown]") {
		t.Errorf("want 10 samples, all named:\n%s", r.stdout)
	}
}

// TestStackOfLongLived: a process that was running before sonde started
// (the side-band saw none of its mappings) still has its stacks named,
// through its /proc maps.
func TestStackOfLongLived(t *testing.T) {
	requireTracing(t)
	bin := elfxtest.C(t, "shortlived", []string{"shortlived.c"}, "-O1", "-fPIE", "-pie")
	cmd := exec.Command(bin, "-loop")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { cmd.Process.Kill(); cmd.Wait() }()
	if line, err := bufio.NewReader(stdout).ReadString('\n'); err != nil || line != "ready\n" {
		t.Fatalf("%s -loop: %q, %v", bin, line, err)
	}
	pid := strconv.Itoa(cmd.Process.Pid)
	r := sonde(t, "-p", pid, "-e", "uprobe:"+bin+":hot { @[ustack] = count(); if (++@n == 20) { exit(); } } END { clear(@n); }")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	named, total, names := leafFrames(t, r.stdout)
	if total < 20 || named != total || names["hot"] != total || !strings.Contains(r.stdout, "main+") {
		t.Fatalf("%d of %d samples named (%v), want all, in hot, through main:\n%s", named, total, names, r.stdout)
	}
}

// TestProfileOfExitedPIE is the completeness goal: sampling at
// 999 Hz a shell loop that runs a 20 ms CPU burner (a PIE) 30 times names
// at least 95% of the samples' leaf frames, the processes long gone when
// the map is printed.
//
// Under load (a load of 9 on 2 cores) the burner's start and exit cost
// the same CPU time while its 20 ms of wall time buy it a third of the
// samples of hot, so the samples outside hot weigh the most there:
//   - in the kernel's exit, after exit_mm dropped the address space
//     (exit_mmap, the files' task work): there is no user stack at all,
//     bpf_get_stackid fails (-EFAULT), bpftrace prints an empty ustack
//     and perf only kernel frames. Not user samples: the predicate leaves
//     them out (curtask->mm is NULL) rather than counting them unnamed;
//   - back from execve, running the task work that closes the old files:
//     the user IP is the new image's first instruction, ld.so's _start,
//     a label no function symbol covers (named, as perf names it);
//   - in the vDSO (clock_gettime): named from sonde's own vDSO;
//   - any stack whose bucket in the kernel's stack map another stack took
//     (-EEXIST: each process's stacks are new addresses, so the 30
//     processes make hundreds of stacks): every sample of it was lost, an
//     empty ustack; such stacks go to an overflow map now.
//
// An empty ustack still counts as unnamed.
func TestProfileOfExitedPIE(t *testing.T) {
	requireTracing(t)
	bin := elfxtest.C(t, "shortlived", []string{"shortlived.c"}, "-O1", "-fPIE", "-pie")
	loop := fmt.Sprintf("for i in $(seq 30); do %s -burn; done", bin)
	r := sonde(t, "-e", `profile:hz:999 /comm == "shortlived" && curtask->mm != 0/ { @[ustack] = count(); }`, "-c", "sh -c '"+loop+"'")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	named, total, names := leafFrames(t, r.stdout)
	t.Logf("%d of %d samples named: %v", named, total, names)
	if total < 100 || named*100 < 95*total || names["hot"]+names["outer"]+names["main"] < total/2 {
		t.Fatalf("%d of %d samples have a named leaf (want >= 95%%, most in the program): %v\n%s", named, total, names, r.stdout)
	}
}

// TestPrintedStackOfExitedPIE: a stack printf'd from a record of a
// process that exited before the record was read is named too.
func TestPrintedStackOfExitedPIE(t *testing.T) {
	requireTracing(t)
	bin := elfxtest.C(t, "shortlived", []string{"shortlived.c"}, "-O1", "-fPIE", "-pie")
	loop := fmt.Sprintf("for i in $(seq 30); do %s; done", bin)
	r := sonde(t, "-e", `uprobe:`+bin+`:hot { printf("%s|\n", ustack(1)); }`, "-c", "sh -c '"+loop+"'")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if n := strings.Count(r.stdout, "\n        hot+0\n|\n"); n != 30 {
		t.Fatalf("%d of 30 printed stacks name hot:\n%s", n, r.stdout)
	}
}
