package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"sonde/internal/testutil"
)

// usdtSpecProgram fires USDT probes under two providers, one behind a
// semaphore and one (in usdtQuotedSource, built without semaphores) named
// by a string, which <sys/sdt.h> keeps in the note with its quotes: "N"
// fires each N times and exits, "loop" every 10 ms until killed.
const usdtSpecProgram = `#define _SDT_HAS_SEMAPHORES 1
#include <stdlib.h>
#include <string.h>
#include <sys/sdt.h>
#include <unistd.h>

unsigned short sp_one_semaphore __attribute__((unused, section(".probes")));
unsigned short sp2_two_semaphore __attribute__((unused, section(".probes")));
unsigned short sp_armed_semaphore __attribute__((unused, section(".probes")));

void quoted(long i);

static void fire(long i) {
	DTRACE_PROBE1(sp, one, i);
	DTRACE_PROBE1(sp2, two, i + 100);
	quoted(i + 200);
	if (sp_armed_semaphore)
		DTRACE_PROBE1(sp, armed, i + 300);
}

int main(int argc, char **argv) {
	if (argc > 1 && strcmp(argv[1], "loop") == 0)
		for (long i = 0;; i++) {
			fire(i);
			usleep(10000);
		}
	long n = argc > 1 ? atol(argv[1]) : 1;
	for (long i = 0; i < n; i++)
		fire(i);
	return 0;
}
`

const usdtQuotedSource = `#include <sys/sdt.h>
__attribute__((noinline)) void quoted(long i) { DTRACE_PROBE1(sp, "quoted", i); }
`

// usdtSpecBinaries builds usdtSpecProgram as DIR/usdtspec and a copy
// DIR/usdtspec2 (for patterns over the binary's path).
func usdtSpecBinaries(t *testing.T) (dir, bin string) {
	t.Helper()
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		testutil.RequireKernel(t, "gcc is needed: "+err.Error())
	}
	dir = t.TempDir()
	src, src2, bin := filepath.Join(dir, "usdtspec.c"), filepath.Join(dir, "quoted.c"), filepath.Join(dir, "usdtspec")
	if err := os.WriteFile(src, []byte(usdtSpecProgram), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(src2, []byte(usdtQuotedSource), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(gcc, "-O2", "-o", bin, src, src2).CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, out)
	}
	if out, err := exec.Command("cp", bin, bin+"2").CombinedOutput(); err != nil {
		t.Fatalf("cp: %v\n%s", err, out)
	}
	os.Remove(src)
	os.Remove(src2)
	return dir, bin
}

// TestUSDTSpecsDiff compares USDT specs with bpftrace 0.17, which agrees
// with newest bpftrace on them (its tests/runtime/usdt): an empty provider
// is any provider (usdt:BIN::NAME); a pattern in the binary's path
// expands to every ELF file it matches; with -p an empty binary or "*"
// means every object the process maps (usdt::PROV:NAME, usdt:*:PROV:NAME,
// usdt:::NAME); a quoted name with backslash escapes names a probe that
// <sys/sdt.h> was given as a string, quotes and all; and with
// --usdt-file-activation a semaphore-guarded probe fires in a process
// already running (sonde always arms semaphores through the kernel, in
// every process mapping the file).
func TestUSDTSpecsDiff(t *testing.T) {
	requireTracing(t)
	dir, bin := usdtSpecBinaries(t)
	const sum = ` { @[probe] = sum(arg0); }` // a different sum for each probe
	const once = ` { printf("%s\n", probe); exit(); }`
	check := func(args []string) {
		t.Helper()
		want := bpftrace(t, args...)
		got := sonde(t, args...)
		if got.stdout != want.stdout || got.code != want.code || want.code != 0 || want.stdout == "" {
			t.Errorf("sonde %s: exit %d, want %d\nstderr:\n%s\nbpftrace stderr:\n%s\n%s", strings.Join(args, " "), got.code, want.code,
				got.stderr, want.stderr, lineDiff(want.stdout, got.stdout))
		}
	}
	// No other process runs the binary: -c traces every process.
	for _, args := range [][]string{
		{"-l", "usdt:" + bin + "::*"},
		{"-l", "usdt:" + bin + "::one"},
		{"-l", "usdt:" + dir + "/usdtspec*::*"},
		{"-l", "usdt:" + dir + "/usdtspec*:sp:*"},
		{"-l", "usdt:" + bin + `:sp:"\"quoted\""`},
		{"-c", bin + " 3", "-e", "usdt:" + bin + "::*" + sum},
		{"-c", bin + " 2", "-e", "usdt:" + bin + "::two" + sum},
		{"-c", bin + " 2", "-e", "usdt:" + bin + `:sp:"\"quoted\"" { printf("%s %d\n", probe, arg0); }`},
	} {
		check(args)
	}

	// bpftrace 0.17 attaches each probe of usdtspec2 in the process -c
	// starts (usdtspec) too; newest bpftrace attaches a pattern's probes
	// in every file it matches ("attach to probes by wildcard file" in its
	// tests/runtime/usdt: 3 probes in each of two binaries). They fire in
	// the command's process only: usdtspec2 run by another stays silent.
	startLoop(t, exec.Command(bin+"2", "loop"), bin+"2")
	r := sonde(t, "-c", bin+" 2", "-e", "usdt:"+dir+"/usdtspec*::*"+sum)
	wantSum := "\n" +
		"@[usdt:" + bin + ":sp:one]: 1\n" +
		"@[usdt:" + bin + ":sp2:two]: 201\n" +
		"@[usdt:" + bin + ":sp:\"quoted\"]: 401\n" +
		"@[usdt:" + bin + ":sp:armed]: 601\n"
	if r.code != 0 || !strings.HasSuffix(r.stdout, wantSum) || !strings.Contains(r.stdout+r.stderr, " 8 probes") {
		t.Errorf("sonde usdt:%s/usdtspec*::*: exit %d, stdout:\n%s\nwant it to end in:\n%s\nstderr:\n%s", dir, r.code, r.stdout, wantSum, r.stderr)
	}

	pid := startLoop(t, exec.Command(bin, "loop"), bin)
	p := strconv.Itoa(pid)
	for _, args := range [][]string{
		{"-p", p, "-e", "usdt::sp:one" + once},
		{"-p", p, "-e", "usdt:*:sp:one" + once},
		{"-p", p, "-e", "usdt:::two" + once},
		{"-p", p, "-e", "usdt:*::two" + once},
		{"-p", p, "-e", "usdt:" + bin + "::two" + once},
		{"--usdt-file-activation", "-e", "usdt:" + bin + ":sp:armed" + once},
	} {
		check(args)
	}
}

// TestUSDTChildDiff: under -c, USDT probes fire in the command's process
// only, as in bpftrace (0.17 and newest attach them with the child's pid):
// a second copy of the binary, running all along, fires none.
func TestUSDTChildDiff(t *testing.T) {
	requireTracing(t)
	_, bin := usdtSpecBinaries(t)
	other := startLoop(t, exec.Command(bin, "loop"), bin)
	args := []string{"-c", bin + " 3", "-e", "usdt:" + bin + `:sp:one { @[pid == cpid, pid == ` + strconv.Itoa(other) + `] = count(); }`}
	want := bpftrace(t, args...)
	if !strings.HasSuffix(want.stdout, "\n@[1, 0]: 3\n") {
		t.Fatalf("bpftrace %s: exit %d, stdout:\n%s\nstderr:\n%s", strings.Join(args, " "), want.code, want.stdout, want.stderr)
	}
	for _, multi := range []bool{true, false} { // a uprobe_multi link, a perf event per site
		got, _ := sondeUprobeMulti(t, multi, args...)
		if got.stdout != want.stdout || got.code != want.code {
			t.Errorf("uprobe_multi %v: sonde %s: exit %d, want %d\nstderr:\n%s\n%s", multi, strings.Join(args, " "), got.code, want.code, got.stderr, lineDiff(want.stdout, got.stdout))
		}
	}
}

// TestUSDTSpecErrorsDiff: USDT specs bpftrace refuses are refused by sonde
// with a located diagnostic in bpftrace's words, with what newest bpftrace
// adds to 0.17's (the number of fields found); with -p, usdt:A:B names
// binary A (as in bpftrace, newest too), not a provider.
func TestUSDTSpecErrorsDiff(t *testing.T) {
	requireTracing(t)
	_, bin := usdtSpecBinaries(t)
	pid := startLoop(t, exec.Command(bin, "loop"), bin)
	p := strconv.Itoa(pid)
	for _, tc := range []struct {
		args  []string
		added string // newest bpftrace's words after 0.17's
	}{
		{[]string{"-e", "usdt:" + bin + " { exit(); }"}, ", found 1"},
		{[]string{"-e", "usdt:" + bin + ":a:b:c { exit(); }"}, ", found 4"},
		{[]string{"-p", p, "-e", "usdt:sp:one { exit(); }"}, ""},
	} {
		want := bpftrace(t, tc.args...)
		msg := bpftraceError(want.stderr)
		if want.code == 0 || msg == "" {
			t.Fatalf("bpftrace accepts %q (exit %d): %s", tc.args, want.code, want.stderr)
		}
		msg += tc.added
		got := sonde(t, tc.args...)
		first, _, _ := strings.Cut(got.stderr, "\n")
		_, gotMsg, _ := strings.Cut(first, ": error: ")
		if got.code != 2 || got.stdout != "" || !strings.HasPrefix(first, "stdin:1:") || gotMsg != msg {
			t.Errorf("sonde %s: exit %d, stdout %q, stderr:\n%s\nwant exit 2 and the first line\nstdin:1:COL: error: %s", strings.Join(tc.args, " "), got.code, got.stdout, got.stderr, msg)
		}
	}
}

// TestUSDTEveryProcess: without -p, usdt:*:PROVIDER:NAME looks in every
// object a running process maps, as newest bpftrace does ("attach to fully
// specified probe all pids" in its tests/runtime/usdt); bpftrace 0.17
// cannot (it looks for a file named "*"), so sonde is checked alone. The
// probe is named by the binary's path.
func TestUSDTEveryProcess(t *testing.T) {
	requireTracing(t)
	_, bin := usdtSpecBinaries(t)
	startLoop(t, exec.Command(bin, "loop"), bin)
	r := sonde(t, "-e", `usdt:*:sp:one { printf("%s\n", probe); exit(); }`)
	if want := "usdt:" + bin + ":sp:one\n"; r.code != 0 || !strings.Contains(r.stdout, "\n"+want) {
		t.Errorf("usdt:*:sp:one: exit %d, stdout:\n%s\nwant the line %qstderr:\n%s", r.code, r.stdout, want, r.stderr)
	}
	r = sonde(t, "-l", "usdt:*:sp2:*")
	if want := "usdt:" + bin + ":sp2:two\n"; r.code != 0 || !strings.Contains("\n"+r.stdout, "\n"+want) {
		t.Errorf("-l usdt:*:sp2:*: exit %d, stdout:\n%s\nwant the line %q", r.code, r.stdout, want)
	}
	// usdt:* lists no process's probes: it names no binary.
	if r = sonde(t, "-l", "usdt:*"); r.code != 0 || r.stdout != "" {
		t.Errorf("-l usdt:*: exit %d, stdout:\n%s\nwant nothing", r.code, r.stdout)
	}
}

// TestUSDTMountNamespaceDiff: the specs of TestUSDTSpecsDiff with -p, for
// a process in a mount namespace of its own running a binary from a tmpfs
// mounted there only: binaries are found through /proc/PID/root and named
// as bpftrace 0.17 names them.
func TestUSDTMountNamespaceDiff(t *testing.T) {
	requireTracing(t)
	if _, err := exec.LookPath("unshare"); err != nil {
		testutil.RequireKernel(t, "unshare is needed: "+err.Error())
	}
	_, bin := usdtSpecBinaries(t)
	dir := t.TempDir()
	inside := filepath.Join(dir, "usdtspec")
	cmd := exec.Command("unshare", "-m", "--propagation", "private", "sh", "-c",
		`mount -t tmpfs none "$1" && cp "$2" "$1/usdtspec" && exec "$1/usdtspec" loop`, "sh", dir, bin)
	pid := startLoop(t, cmd, inside)
	if _, err := os.Stat(inside); err == nil {
		t.Fatalf("%s is visible outside the process's mount namespace", inside)
	}
	p := strconv.Itoa(pid)
	const once = ` { printf("%s\n", probe); exit(); }`
	for _, args := range [][]string{
		{"-e", "usdt::sp:one" + once},
		{"-e", "usdt:*:sp2:two" + once},
		{"-e", "usdt:" + inside + "::two" + once},
		{"-e", "usdt:" + inside + `:sp:"\"quoted\""` + once},
		{"-l", "usdt:" + inside + "::*"},
		{"-l", "usdt:*:sp:*"},
	} {
		args = append([]string{"-p", p}, args...)
		want := bpftrace(t, args...)
		got := sonde(t, args...)
		if got.stdout != want.stdout || got.code != want.code || want.code != 0 || want.stdout == "" {
			t.Errorf("sonde %s: exit %d, want %d\nstderr:\n%s\nbpftrace stderr:\n%s\n%s", strings.Join(args, " "), got.code, want.code,
				got.stderr, want.stderr, lineDiff(want.stdout, got.stdout))
		}
	}
}

// TestChrootTarget traces a process chrooted into a copy of its binary and
// libraries: the kernel shows sonde its files under the chroot's directory
// (/proc/PID/maps, /proc/PID/exe), and sonde finds them under
// /proc/PID/root and names them so, for uprobes and USDT, with -p and
// without, attaching and listing. bpftrace 0.17 cannot: it looks for
// /proc/PID/root/JAIL/bin/usdtspec, the chroot's directory twice; newest
// bpftrace names such a process's probes under /proc/PID/root ("list
// probes by pid in separate mountns" in its tests/runtime/usdt).
func TestChrootTarget(t *testing.T) {
	requireTracing(t)
	for _, tool := range []string{"chroot", "ldd"} {
		if _, err := exec.LookPath(tool); err != nil {
			testutil.RequireKernel(t, tool+" is needed: "+err.Error())
		}
	}
	_, bin := usdtSpecBinaries(t)
	jail := t.TempDir()
	out, err := exec.Command("ldd", bin).Output()
	if err != nil {
		t.Fatalf("ldd %s: %v", bin, err)
	}
	libc := ""
	copyTo := func(from, to string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(jail+to), 0o755); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command("cp", from, jail+to).CombinedOutput(); err != nil {
			t.Fatalf("cp: %v\n%s", err, out)
		}
	}
	for _, line := range strings.Split(string(out), "\n") {
		// "libc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x...)", "/lib64/ld-linux-x86-64.so.2 (0x...)"
		f := strings.Fields(line)
		for i, w := range f {
			if strings.HasPrefix(w, "/") && (i == 0 || f[i-1] == "=>") {
				copyTo(w, w)
				if strings.HasPrefix(filepath.Base(w), "libc.so") {
					libc = w
				}
			}
		}
	}
	if libc == "" {
		t.Fatalf("no libc in ldd's output:\n%s", out)
	}
	copyTo(bin, "/bin/usdtspec")
	pid := startLoop(t, exec.Command("chroot", jail, "/bin/usdtspec", "loop"), jail+"/bin/usdtspec")
	p := strconv.Itoa(pid)
	in := "/proc/" + p + "/root"
	const once = ` { printf("%s\n", probe); exit(); }`
	for _, tc := range []struct {
		args []string
		want string // a line of stdout
	}{
		{[]string{"-p", p, "-e", "usdt::sp:one" + once}, "usdt:" + in + "/bin/usdtspec:sp:one"},
		{[]string{"-p", p, "-e", "usdt:/bin/usdtspec:sp2:two" + once}, "usdt:" + in + "/bin/usdtspec:sp2:two"},
		{[]string{"-p", p, "-e", "uprobe:quoted" + once}, "uprobe:" + in + "/bin/usdtspec:quoted"},
		{[]string{"-p", p, "-e", "uprobe:libc:usleep" + once}, "uprobe:" + in + libc + ":usleep"},
		{[]string{"-e", "usdt:*:sp2:two" + once}, "usdt:" + in + "/bin/usdtspec:sp2:two"},
		{[]string{"-l", "-p", p, "usdt:*"}, "usdt:" + in + "/bin/usdtspec:sp:one"},
		{[]string{"-l", "-p", p}, "uprobe:" + in + "/bin/usdtspec:quoted"},
		// uprobe:*:FUNC: every object the process maps (newest bpftrace's
		// man page, -p: "set the target to '*' and the process's address
		// space will be searched"); without -p every running process's.
		{[]string{"-p", p, "-e", "uprobe:*:usleep" + once}, "uprobe:" + in + libc + ":usleep"},
		{[]string{"-l", "-p", p, "uprobe:*:usl*"}, "uprobe:" + in + libc + ":usleep"},
		{[]string{"-l", "uprobe:*:usleep"}, "uprobe:" + in + libc + ":usleep"},
	} {
		r := sonde(t, tc.args...)
		if r.code != 0 || !strings.Contains("\n"+r.stdout, "\n"+tc.want+"\n") {
			t.Errorf("sonde %s: exit %d, want the line %q in stdout:\n%s\nstderr:\n%s", strings.Join(tc.args, " "), r.code, tc.want, r.stdout, r.stderr)
		}
	}
}
