package e2e

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cilium/ebpf/features"
	"golang.org/x/arch/x86/x86asm"

	"sonde/internal/elfx"
	"sonde/internal/probe"
	"sonde/internal/testutil"
)

// secondInstruction returns the offset of the second instruction of fn in
// the binary at path: an offset that is an instruction boundary.
func secondInstruction(t *testing.T, path, fn string) uint64 {
	t.Helper()
	f, err := elfx.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	sym, ok := f.Lookup(fn)
	if !ok {
		t.Fatalf("%s: no %s", path, fn)
	}
	code, err := f.Code(sym)
	if err != nil {
		t.Fatal(err)
	}
	inst, err := x86asm.Decode(code, 64)
	if err != nil {
		t.Fatal(err)
	}
	return uint64(inst.Len)
}

// bpftraceError is the message of bpftrace's first "ERROR: " line (but
// for a warning about RLIMIT_MEMLOCK it prints as an error).
func bpftraceError(stderr string) string {
	for _, line := range strings.Split(stderr, "\n") {
		if _, m, ok := strings.Cut(line, "ERROR: "); ok && !strings.Contains(m, "RLIMIT_MEMLOCK") {
			return m
		}
	}
	return ""
}

// TestUprobeErrorsDiff: uprobe and usdt specs bpftrace 0.17 refuses (some
// at attach time, exit 255) are refused by sonde at compile time (exit 2)
// with a diagnostic on the attach point carrying bpftrace's own words.
func TestUprobeErrorsDiff(t *testing.T) {
	requireTracing(t)
	prog := uprog(t, "e2eprog")
	f, err := elfx.Open(prog)
	if err != nil {
		t.Fatal(err)
	}
	add3, _ := f.Lookup("add3")
	second := secondInstruction(t, prog, "add3")
	var progs []string
	for _, spec := range []string{
		"uprobe:" + prog + ":add3+9999",                          // beyond the function
		"uprobe:" + prog + ":0x1",                                // an address in no function
		"uretprobe:" + prog + ":add3+0",                          // uretprobes take no offset
		fmt.Sprintf("uretprobe:%s:0x%x", prog, add3.Addr+second), // nor an address inside a function
		"uprobe:/nonexistent/bin:f",
		"uretprobe:/nonexistent/bin:f",
		"usdt:/nonexistent/bin:p:n",
		"uprobe:libnosuchlibrary:f",
	} {
		progs = append(progs, spec+" { exit(); }")
	}
	progs = append(progs,
		"uprobe:"+prog+`:add3 { @ = uaddr("add3"); }`, // uaddr() finds variables only
		"uprobe:"+prog+`:add3 { @ = uaddr("nosuchvariable"); }`,
		"uprobe:"+prog+`:add3 { $s = "myprov_armed_semaphore"; @ = uaddr($s); }`,
		`BEGIN { @ = uaddr("myprov_armed_semaphore"); }`,
		"uprobe:"+prog+`:add3 { @ = arg6; }`,
	)
	for _, prog := range progs {
		t.Run(prog, func(t *testing.T) {
			want := bpftrace(t, "-e", prog)
			msg := bpftraceError(want.stderr)
			if want.code == 0 || msg == "" {
				t.Fatalf("bpftrace accepts this program (exit %d): %s", want.code, want.stderr)
			}
			got := sonde(t, "-e", prog)
			first, _, _ := strings.Cut(got.stderr, "\n")
			_, gotMsg, _ := strings.Cut(first, ": error: ")
			if got.code != 2 || got.stdout != "" || !strings.HasPrefix(first, "stdin:1:") || gotMsg != msg {
				t.Errorf("sonde: exit %d, stdout %q, stderr:\n%s\nwant exit 2 and the first line\nstdin:1:COL: error: %s", got.code, got.stdout, got.stderr, msg)
			}
		})
	}
}

// TestUprobeOffsets: sonde checks that a uprobe at FUNC+OFFSET starts an
// instruction by decoding the function. bpftrace 0.17 does so only when
// built with libbfd; the packaged one is not, and refuses every nonzero
// offset ("Can't check if uprobe is in proper place (compiled without
// (k|u)probe offset support)"). sonde behaves as a bpftrace built with it:
// an instruction boundary attaches, the middle of an instruction is refused
// in that bpftrace's words.
func TestUprobeOffsets(t *testing.T) {
	requireTracing(t)
	prog := uprog(t, "e2eprog")
	second := secondInstruction(t, prog, "add3")
	r := sonde(t, "-c", prog+" run 3", "-e", fmt.Sprintf(`uprobe:%s:add3+%d { @[probe] = count(); }`, prog, second))
	if want := fmt.Sprintf("Attaching 1 probe...\n\n\n@[uprobe:%s:add3+%d]: 6\n", prog, second); r.stdout != want || r.code != 0 {
		t.Errorf("add3+%d: exit %d, stdout:\n%s\nwant:\n%s\nstderr:\n%s", second, r.code, r.stdout, want, r.stderr)
	}
	if second > 1 {
		r = sonde(t, "-e", fmt.Sprintf(`uprobe:%s:add3+1 { }`, prog))
		want := fmt.Sprintf("stdin:1:1: error: Could not add uprobe into middle of instruction: %s:add3+1\n", prog)
		if first, _, _ := strings.Cut(r.stderr, "\n"); r.code != 2 || first+"\n" != want {
			t.Errorf("add3+1: exit %d, stderr:\n%s\nwant exit 2 and\n%s", r.code, r.stderr, want)
		}
	}
}

// TestListUprobeDiff compares -l and -lv of uprobes and USDT probes with
// bpftrace: paths stay as written (relative ones too), "*:BIN:*" lists
// both kinds, uretprobes are listed only when named, every name of a
// function is listed, "f.part.N" clones are not.
func TestListUprobeDiff(t *testing.T) {
	requireTracing(t)
	prog := uprog(t, "e2eprog")
	cwd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	rel, err := filepath.Rel(cwd, prog)
	if err != nil {
		t.Fatal(err)
	}
	rel = "./" + rel
	for _, pat := range []string{
		"uprobe:" + rel + ":*",
		"*:" + rel + ":*",
		"usdt:" + rel + ":*",
		"usdt:" + prog + ":myprov:*",
		"uretprobe:" + prog + ":a*",
		"u:" + prog + ":*3",
		"uprobe:" + prog + ":nosuchfunction",
		"uprobe:libc:str*", // aliases, versioned names, IFUNCs
		"uprobe:libm:sin*",
	} {
		for _, flag := range []string{"-l", "-lv"} {
			want := bpftrace(t, flag, pat)
			got := sonde(t, flag, pat)
			if got.stdout != want.stdout || got.code != want.code {
				t.Errorf("sonde %s %s: exit %d, want %d\n%s", flag, pat, got.code, want.code, lineDiff(want.stdout, got.stdout))
			}
		}
	}
}

// startLoop starts cmd, a process that ends up running uprog's "loop" at
// path, and waits until /proc/PID/exe says so.
func startLoop(t *testing.T, cmd *exec.Cmd, path string) int {
	t.Helper()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	pid := cmd.Process.Pid
	deadline := time.Now().Add(runTimeout)
	for {
		if exe, _ := os.Readlink(fmt.Sprintf("/proc/%d/exe", pid)); exe == path {
			return pid
		}
		if time.Now().After(deadline) || cmd.ProcessState != nil {
			t.Fatalf("%v never ran %s", cmd.Args, path)
		}
		time.Sleep(time.Millisecond)
	}
}

// TestListPIDDiff compares -l -p PID with bpftrace: the uprobes of the
// process's executable and the USDT probes of it and its libraries, named
// under /proc/PID/root; a pattern filters them, and one naming another
// provider lists that provider as without -p.
func TestListPIDDiff(t *testing.T) {
	requireTracing(t)
	prog := uprog(t, "e2eprog")
	pid := startLoop(t, exec.Command(prog, "loop"), prog)
	p := strconv.Itoa(pid)
	for _, pat := range []string{"", "uprobe:*", "usdt:*", "*add*", "tracepoint:sched:sched_switch"} {
		args := []string{"-l", "-p", p}
		if pat != "" {
			args = append(args, pat)
		}
		want := bpftrace(t, args...)
		got := sonde(t, args...)
		if got.stdout != want.stdout || got.code != want.code || want.stdout == "" {
			t.Errorf("sonde %s: exit %d, want %d\n%s", strings.Join(args, " "), got.code, want.code, lineDiff(want.stdout, got.stdout))
		}
	}
}

// TestMountNamespaceDiff traces a process in a mount namespace of its own,
// running a binary from a tmpfs mounted there only: with -p, the binary's
// path is resolved inside the process's mount namespace (/proc/PID/root),
// for uprobes and USDT, attaching and listing, and the probes are named as
// bpftrace names them.
func TestMountNamespaceDiff(t *testing.T) {
	requireTracing(t)
	if _, err := exec.LookPath("unshare"); err != nil {
		testutil.RequireKernel(t, "unshare is needed: "+err.Error())
	}
	dir := t.TempDir()
	inside := filepath.Join(dir, "e2eprog")
	cmd := exec.Command("unshare", "-m", "--propagation", "private", "sh", "-c",
		`mount -t tmpfs none "$1" && cp "$2" "$1/e2eprog" && exec "$1/e2eprog" loop`, "sh", dir, uprog(t, "e2eprog"))
	pid := startLoop(t, cmd, inside)
	if _, err := os.Stat(inside); err == nil {
		t.Fatalf("%s is visible outside the process's mount namespace", inside)
	}
	p := strconv.Itoa(pid)
	for _, args := range [][]string{
		{"-e", `uprobe:` + inside + `:add3 { printf("%s %d %d\n", probe, arg1, arg2); exit(); }`},
		{"-e", `uprobe:add3 { printf("%s %d\n", probe, arg1); exit(); }`},
		{"-e", `usdt:` + inside + `:myprov:inner { printf("%s %d\n", probe, arg0); exit(); }`},
		{"-e", `usdt:inner { printf("%s %d\n", probe, arg0); exit(); }`},
		{"-l"},
		{"-l", "uprobe:" + inside + ":*"},
		{"-l", "usdt:" + inside + ":*"},
	} {
		args = append([]string{"-p", p}, args...)
		want := bpftrace(t, args...)
		got := sonde(t, args...)
		if got.stdout != want.stdout || got.code != want.code || want.code != 0 {
			t.Errorf("sonde %s: exit %d, want %d\nstderr:\n%s\nbpftrace stderr:\n%s\n%s", strings.Join(args, " "), got.code, want.code,
				got.stderr, want.stderr, lineDiff(want.stdout, got.stdout))
		}
	}
}

// cppProgram is a C++ target for demangled names.
const cppProgram = `namespace ns {
__attribute__((noinline)) int foo(int x) { return x + 1; }
__attribute__((noinline)) int foo(long x) { return (int)x + 2; }
struct K { __attribute__((noinline)) int bar(int y) { return y * 2; } };
}
int main(int argc, char **) { ns::K k; return ns::foo(argc) + ns::foo((long)argc) + k.bar(argc) - 10; }
`

// TestUprobeCPPDiff: C++ functions by their demangled names, quoted, as
// bpftrace 0.17 matches them: exactly with parameters, or by a pattern
// over the demangled names with parameters; the probes keep the symbol's
// (mangled) name.
func TestUprobeCPPDiff(t *testing.T) {
	requireTracing(t)
	gxx, err := exec.LookPath("g++")
	if err != nil {
		testutil.RequireKernel(t, "g++ is needed: "+err.Error())
	}
	dir := t.TempDir()
	src, bin := filepath.Join(dir, "cp.cc"), filepath.Join(dir, "cp")
	if err := os.WriteFile(src, []byte(cppProgram), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(gxx, "-O1", "-o", bin, src).CombinedOutput(); err != nil {
		t.Fatalf("g++: %v\n%s", err, out)
	}
	for _, args := range [][]string{
		{"-l", "uprobe:" + bin + `:"ns::*"`},
		{"-l", "uprobe:" + bin + `:"*(long)"`},
		{"-l", "uprobe:" + bin + `:"ns::foo"`},
		{"-c", bin, "-e", "uprobe:" + bin + `:"ns::foo*" { printf("%s %d\n", probe, arg0); }`},
		{"-c", bin, "-e", "uprobe:" + bin + `:"ns::K::bar(int)" { printf("%s %d\n", probe, arg1); }`},
	} {
		want := bpftrace(t, args...)
		got := sonde(t, args...)
		if got.stdout != want.stdout || got.code != want.code || want.code != 0 || want.stdout == "" {
			t.Errorf("sonde %s: exit %d, want %d\nstderr:\n%s\n%s", strings.Join(args, " "), got.code, want.code, got.stderr, lineDiff(want.stdout, got.stdout))
		}
	}
}

// dwarfProgram has parameters of many kinds, for -lv.
const dwarfProgram = `#include <stddef.h>
struct pt { int x, y; };
typedef unsigned long ulong_t;
enum color { RED };
__attribute__((noinline)) int many(double d, struct pt p, struct pt *pp, const struct pt *cpp, size_t n,
	ulong_t u, enum color c, unsigned char uc, _Bool b, void *v, const void *cv, char **argv,
	char *const *cargv, int arr[], unsigned short us, signed char sc, long long ll,
	unsigned long long ull, float fl, int (*cmp)(const void *, const void *)) { return (int)n + (cmp != 0); }
__attribute__((noinline)) void none(void) {}
int alias_of_none(void) __attribute__((alias("none")));
int main(void) { struct pt p = {1, 2}; int a[1]; none();
	return many(1.0, p, &p, &p, 1, 2, RED, 1, 1, 0, 0, 0, 0, a, 1, 1, 1, 1, 1.0f, 0); }
`

// TestListDWARFDiff compares -lv of functions with parameters of every
// kind (floats, structs by value, typedefs, const pointers, function
// pointers) and an alias with bpftrace, which spells them as the DWARF
// names them.
func TestListDWARFDiff(t *testing.T) {
	requireTracing(t)
	dir := t.TempDir()
	src, bin := filepath.Join(dir, "dw.c"), filepath.Join(dir, "dw")
	if err := os.WriteFile(src, []byte(dwarfProgram), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("gcc", "-O1", "-g", "-o", bin, src).CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, out)
	}
	for _, pat := range []string{"uprobe:" + bin + ":*", "uretprobe:" + bin + ":many"} {
		want := bpftrace(t, "-lv", pat)
		got := sonde(t, "-lv", pat)
		if got.stdout != want.stdout || got.code != want.code || want.stdout == "" {
			t.Errorf("sonde -lv %s: exit %d, want %d\n%s", pat, got.code, want.code, lineDiff(want.stdout, got.stdout))
		}
	}
}

// TestUprobePathGlobDiff: a wildcard in the binary's path, "DIR/*", is a
// path (not the start of a comment), and the paths it expands to keep the
// "./" written before them.
func TestUprobePathGlobDiff(t *testing.T) {
	requireTracing(t)
	prog := uprog(t, "e2eprog")
	dir := t.TempDir()
	for _, name := range []string{"a", "b"} {
		b, err := os.ReadFile(prog)
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, name), b, 0o755)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	cwd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	rel, err := filepath.Rel(cwd, dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"-c", filepath.Join(dir, "a") + " run 2", "-e", "uprobe:" + dir + `/*:add3 { @[probe] = count(); }`},
		{"-l", "uprobe:./" + rel + "/*:add3"},
		{"-l", "*:./" + rel + "/*:*"},
	} {
		want := bpftrace(t, args...)
		got := sonde(t, args...)
		if got.stdout != want.stdout || got.code != want.code || want.code != 0 || want.stdout == "" {
			t.Errorf("sonde %s: exit %d, want %d\nstderr:\n%s\n%s", strings.Join(args, " "), got.code, want.code, got.stderr, lineDiff(want.stdout, got.stdout))
		}
	}
}

// TestUprobeAddressDiff: a uprobe and a uretprobe at a function's address,
// on a PIE and on a fixed-address executable, count as bpftrace counts and
// are named by the address in decimal, as bpftrace names them.
func TestUprobeAddressDiff(t *testing.T) {
	requireTracing(t)
	for _, name := range []string{"e2eprog", "e2eprog-nopie"} {
		prog := uprog(t, name)
		f, err := elfx.Open(prog)
		if err != nil {
			t.Fatal(err)
		}
		add3, ok := f.Lookup("add3")
		if !ok {
			t.Fatalf("%s: no add3", prog)
		}
		args := []string{"-c", prog + " run 3", "-e", fmt.Sprintf(
			`uprobe:%[1]s:0x%[2]x { @[probe] = count(); } uretprobe:%[1]s:0x%[2]x { @r[probe] = sum(retval); }`, prog, add3.Addr)}
		want := bpftrace(t, args...)
		got := sonde(t, args...)
		if got.stdout != want.stdout || got.code != want.code || want.code != 0 {
			t.Errorf("sonde %s: exit %d, want %d\nstderr:\n%s\n%s", strings.Join(args, " "), got.code, want.code, got.stderr, lineDiff(want.stdout, got.stdout))
		}
	}
}

// TestListPIDLibrariesDiff: -l -p PID lists the USDT probes of the
// libraries the process has loaded too (libstdc++'s), named under
// /proc/PID/root, as bpftrace does.
func TestListPIDLibrariesDiff(t *testing.T) {
	requireTracing(t)
	gxx, err := exec.LookPath("g++")
	if err != nil {
		testutil.RequireKernel(t, "g++ is needed: "+err.Error())
	}
	dir := t.TempDir()
	src, bin := filepath.Join(dir, "loop.cc"), filepath.Join(dir, "loop")
	const loop = "#include <iostream>\n#include <unistd.h>\nint main() { for (;;) { std::cout << \"\"; pause(); } }\n"
	if err := os.WriteFile(src, []byte(loop), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(gxx, "-O1", "-o", bin, src).CombinedOutput(); err != nil {
		t.Fatalf("g++: %v\n%s", err, out)
	}
	pid := startLoop(t, exec.Command(bin), bin)
	// The loader maps libstdc++ after exec: wait for it.
	deadline := time.Now().Add(runTimeout)
	for {
		maps, _ := os.ReadFile(fmt.Sprintf("/proc/%d/maps", pid))
		if strings.Contains(string(maps), "libstdc++") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("libstdc++ never mapped")
		}
		time.Sleep(time.Millisecond)
	}
	args := []string{"-l", "-p", strconv.Itoa(pid), "usdt:*"}
	want := bpftrace(t, args...)
	if !strings.Contains(want.stdout, "libstdc++") {
		t.Skip("this libstdc++ has no USDT probes")
	}
	got := sonde(t, args...)
	if got.stdout != want.stdout || got.code != want.code {
		t.Errorf("sonde %s: exit %d, want %d\n%s", strings.Join(args, " "), got.code, want.code, lineDiff(want.stdout, got.stdout))
	}
}

// TestUprobeMultiLink: where the kernel has uprobe_multi links, the
// uprobes of one program in one binary attach through one link (no perf
// event), and print what one perf event per function prints
// (probe.UprobeMulti false). A probe that names probe reads each
// target's name by its attach cookie: one program, one link.
func TestUprobeMultiLink(t *testing.T) {
	requireTracing(t)
	prog := uprog(t, "e2eprog")
	haveMulti := features.HaveBPFLinkUprobeMulti() == nil
	if !haveMulti {
		t.Log("no uprobe_multi links here: both runs attach perf events")
	}
	script := fmt.Sprintf(`uprobe:%[1]s:greet, uprobe:%[1]s:neg*, uprobe:%[1]s:outer, uretprobe:%[1]s:add3 { @[reg("ip") & 0xfff] = count(); @n = count(); }
uretprobe:%[1]s:add3, uretprobe:%[1]s:neg* { @ret = sum(retval); }
uprobe:%[1]s:add3, uprobe:%[1]s:greet { @probe[probe] = count(); }`, prog)
	multi, mfds := sondeUprobeMulti(t, true, "-e", script, "-c", prog+" run 3000")
	perf, pfds := sondeUprobeMulti(t, false, "-e", script, "-c", prog+" run 3000")
	t.Logf("most fds open: uprobe_multi %v, perf events %v", mfds, pfds)
	if multi.code != 0 || perf.code != 0 {
		t.Fatalf("exit %d and %d\n%s\n%s", multi.code, perf.code, multi.stderr, perf.stderr)
	}
	if sortedLines(multi.stdout) != sortedLines(perf.stdout) {
		t.Errorf("uprobe_multi printed\n%s\nperf events printed\n%s", multi.stdout, perf.stdout)
	}
	for _, want := range []string{"@n: 12000", "@probe[uprobe:" + prog + ":greet]: 3000", "@probe[uprobe:" + prog + ":add3]: 6000"} {
		if !strings.Contains(multi.stdout, want+"\n") {
			t.Errorf("output lacks %q:\n%s", want, multi.stdout)
		}
	}
	// Perf events: one per function and direction, each attached once
	// (greet, negate, negate_alias, outer, add3; the returns of add3,
	// negate and negate_alias).
	if pfds["anon_inode:[perf_event]"] < 8 {
		t.Errorf("perf-event run: at most %d perf events open, want 8", pfds["anon_inode:[perf_event]"])
	}
	if haveMulti {
		// uprobe_multi: a link per program: greet's entry (the first
		// and third probes), the first probe's other entries, add3's
		// entry (the third), add3's return (the first two probes), the
		// second's other returns: 5 links for 8 perf events, negate and
		// negate_alias in one.
		if mfds["anon_inode:[perf_event]"] != 0 || mfds["anon_inode:bpf_link"] > 5 || mfds["anon_inode:bpf_link"] == 0 {
			t.Errorf("uprobe_multi run: at most %v open, want no perf event and 5 links", mfds)
		}
	}
}

// TestUprobeMultiProbeName: a wildcard whose probe names the probe
// builtin is one program and one uprobe_multi link, each function's name
// read by its cookie, and prints what a program per function prints.
func TestUprobeMultiProbeName(t *testing.T) {
	requireTracing(t)
	prog := uprog(t, "e2eprog")
	script := `uprobe:libc:strtol* /pid == cpid/ { @[probe] = count(); printf("%s\n", probe); }`
	multi, mfds := sondeUprobeMulti(t, true, "-e", script, "-c", prog+" run 3")
	perf, pfds := sondeUprobeMulti(t, false, "-e", script, "-c", prog+" run 3")
	t.Logf("most fds open: uprobe_multi %v, perf events %v", mfds, pfds)
	if features.HaveBPFLinkUprobeMulti() == nil && (mfds["anon_inode:bpf_link"] != 1 || mfds["anon_inode:[perf_event]"] != 0) {
		t.Errorf("uprobe_multi run: at most %v open, want one link and no perf event", mfds)
	}
	if pfds["anon_inode:[perf_event]"] < 2 {
		t.Errorf("perf-event run: at most %v open, want a perf event per function", pfds)
	}
	if multi.code != 0 || perf.code != 0 {
		t.Fatalf("exit %d and %d\n%s\n%s", multi.code, perf.code, multi.stderr, perf.stderr)
	}
	if sortedLines(multi.stdout) != sortedLines(perf.stdout) {
		t.Errorf("uprobe_multi printed\n%s\nperf events printed\n%s", multi.stdout, perf.stdout)
	}
	if !strings.Contains(multi.stdout, "libc.so.6:strtol]: 1\n") || !strings.Contains(multi.stdout, "libc.so.6:strtol\n") {
		t.Errorf("no strtol in\n%s", multi.stdout)
	}
}

// sondeUprobeMulti runs sonde in-process with probe.UprobeMulti set to
// multi, and returns with its result the most file descriptors of each
// kind (bpf links, perf events) seen open at once while it ran.
func sondeUprobeMulti(t *testing.T, multi bool, args ...string) (result, map[string]int) {
	defer func(old bool) { probe.UprobeMulti = old }(probe.UprobeMulti)
	probe.UprobeMulti = multi
	stop := make(chan struct{})
	most := map[string]int{}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			n := map[string]int{}
			for _, what := range openFDs() {
				n[what]++
			}
			for _, k := range []string{"anon_inode:bpf_link", "anon_inode:[perf_event]"} {
				most[k] = max(most[k], n[k])
			}
			select {
			case <-stop:
				return
			case <-time.After(time.Millisecond):
			}
		}
	}()
	r := sonde(t, args...)
	close(stop)
	wg.Wait()
	return r, most
}

// sortedLines is s with its lines sorted: map keys with equal counts
// print in the order the map gives them.
func sortedLines(s string) string {
	lines := strings.Split(s, "\n")
	slices.Sort(lines)
	return strings.Join(lines, "\n")
}
