// Package e2e runs whole sonde programs against the running kernel: the
// command line, the compiler, the loader and the printer together.
//
//   - TestDiff runs every testdata/diff/*.bt under sonde (in-process, through
//     cli.Main) and the installed bpftrace, and compares stdout byte for byte
//     and the exit codes. Directives in a program's leading comments give its
//     arguments, flags, environment and -c workload (see diffProgram).
//   - TestGolden runs testdata/golden/*.bt, which bpftrace 0.17 cannot run,
//     against hand-written NAME.out files.
//   - TestErrors, TestDiagnostics, TestRejectDiff: exit codes and diagnostics.
//   - runtime_test.go: signals, -c, -p, -o, lost events, nothing left
//     attached, no leaked file descriptors; these use a built sonde binary.
//
// The -c workload is testdata/workload.c, built with gcc once per run.
// Kernel tests skip without privileges, bpftrace or gcc, and fail instead
// under SONDE_REQUIRE_KERNEL=1. Programs that expose a filed sonde bug are
// marked known-bug; they fail until it is fixed, unless SONDE_KNOWN_BUGS=skip.
package e2e

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"sonde/internal/cli"
	"sonde/internal/testutil"
)

// result is what one run of a tracer printed and returned.
type result struct {
	stdout, stderr string
	code           int
}

// runTimeout bounds every run; a program that does not end by then is a bug.
// It is generous: on a loaded machine bpftrace 0.17 takes over 30 s to list
// libc's uprobes with their DWARF arguments (-lv).
const runTimeout = 120 * time.Second

// knownBug marks a test that fails because of a sonde bug filed in the
// compiler bug notes. It skips only when SONDE_KNOWN_BUGS=skip, so that by
// default the failure stays visible.
func knownBug(t testing.TB, reason string) {
	t.Helper()
	if os.Getenv("SONDE_KNOWN_BUGS") == "skip" {
		t.Skip("known bug: " + reason)
	}
	t.Logf("known bug (set SONDE_KNOWN_BUGS=skip to skip): %s", reason)
}

// sonde runs sonde in-process through cli.Main.
func sonde(t testing.TB, args ...string) result {
	t.Helper()
	return sondeStdin(t, "", args...)
}

// sondeStdin runs sonde in-process with stdin as its standard input.
func sondeStdin(t testing.TB, stdin string, args ...string) result {
	t.Helper()
	var out, errb bytes.Buffer
	done := make(chan int, 1)
	go func() { done <- cli.Main(args, strings.NewReader(stdin), &out, &errb) }()
	select {
	case code := <-done:
		return result{out.String(), errb.String(), code}
	case <-time.After(runTimeout):
		t.Fatalf("sonde %q did not end within %v", args, runTimeout)
		return result{}
	}
}

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
	binDir    string
)

// sondeBinary builds cmd/sonde once per test run and returns its path; the
// signal tests need a process of their own.
func sondeBinary(t testing.TB) string {
	t.Helper()
	buildOnce.Do(func() {
		binPath = filepath.Join(tempDir(), "sonde")
		cmd := exec.Command("go", "build", "-o", binPath, "sonde/cmd/sonde")
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = err
			binPath = string(out)
		}
	})
	if buildErr != nil {
		t.Fatalf("go build sonde: %v\n%s", buildErr, binPath)
	}
	return binPath
}

var (
	workOnce sync.Once
	workPath string
	workErr  error
)

// workloadName is the comm of the controlled child program, unique to this
// test process so that two test runs at once do not see each other's
// children. Programs in testdata name it "e2ework"; programFile rewrites it.
var workloadName = fmt.Sprintf("e2ew%d", os.Getpid()%1000000)

// programText returns a testdata program with the workload's name put in
// for "e2ework", its path for "{{workload}}" (uprobe and usdt probes name
// the binary), and the paths of the uprobe target (testdata/uprog.c) for
// "e2eprog" (a PIE) and "e2eprog-nopie".
func programText(t testing.TB, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	if strings.Contains(s, "{{workload}}") {
		s = strings.ReplaceAll(s, "{{workload}}", workload(t))
	}
	pairs := []string{"e2ework", workloadName}
	for _, name := range []string{"e2eprog-nopie", "e2eprog"} { // the longer name first
		if strings.Contains(s, name) {
			pairs = append(pairs, name, uprog(t, name))
		}
	}
	return strings.NewReplacer(pairs...).Replace(s)
}

var (
	uprogMu    sync.Mutex
	uprogPaths = map[string]string{}
)

// uprog builds testdata/uprog.c once per run, as "e2eprog" (a PIE) or
// "e2eprog-nopie" (a fixed-address executable), and returns its path.
func uprog(t testing.TB, name string) string {
	t.Helper()
	uprogMu.Lock()
	defer uprogMu.Unlock()
	if p, ok := uprogPaths[name]; ok {
		return p
	}
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		testutil.RequireKernel(t, "gcc is needed to build uprog.c: "+err.Error())
	}
	flags := []string{"-O2", "-g"}
	if name == "e2eprog-nopie" {
		flags = append(flags, "-no-pie", "-fno-pie")
	}
	p := filepath.Join(tempDir(), name)
	args := append(flags, "-o", p, "testdata/uprog.c")
	if out, err := exec.Command(gcc, args...).CombinedOutput(); err != nil {
		t.Fatalf("build %s: %v\n%s", name, err, out)
	}
	uprogPaths[name] = p
	return p
}

// workload builds testdata/workload.c with gcc once and returns its path.
// The program does exactly what its arguments say (see the source), so a
// probe on it sees a known number of events.
//
// SONDE_E2E_WORKLOAD names a prebuilt copy instead (a static build, for the
// VM, which has no compiler; scripts/vmtest stages one).
func workload(t testing.TB) string {
	t.Helper()
	workOnce.Do(func() {
		if pre := os.Getenv("SONDE_E2E_WORKLOAD"); pre != "" {
			workPath = filepath.Join(tempDir(), workloadName)
			b, err := os.ReadFile(pre)
			if err == nil {
				err = os.WriteFile(workPath, b, 0o755)
			}
			workErr = err
			return
		}
		gcc, err := exec.LookPath("gcc")
		if err != nil {
			workErr = err
			return
		}
		workPath = filepath.Join(tempDir(), workloadName)
		out, err := exec.Command(gcc, "-O2", "-o", workPath, "testdata/workload.c").CombinedOutput()
		if err != nil {
			workErr = err
			workPath = string(out)
		}
	})
	if workErr != nil {
		if _, ok := workErr.(*exec.Error); ok {
			testutil.RequireKernel(t, "gcc is needed to build the workload: "+workErr.Error())
		}
		t.Fatalf("build workload: %v\n%s", workErr, workPath)
	}
	return workPath
}

var tempOnce sync.Once

// tempDir is a directory shared by the whole test run, removed in TestMain.
func tempDir() string {
	tempOnce.Do(func() {
		d, err := os.MkdirTemp("", "sonde-e2e-")
		if err != nil {
			panic(err)
		}
		binDir = d
	})
	return binDir
}

func TestMain(m *testing.M) {
	// The tests here compare sonde with the installed bpftrace 0.17, or
	// with what 0.17 printed: sonde runs (in-process and as a binary) as
	// --compat=0.17 unless a test says otherwise (TestGolden).
	os.Setenv("SONDE_COMPAT", "0.17")
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// bpftrace runs the installed bpftrace with args. Without bpftrace the
// test skips, or fails under SONDE_REQUIRE_KERNEL=1.
func bpftrace(t testing.TB, args ...string) result {
	t.Helper()
	return bpftraceStdin(t, "", args...)
}

// bpftraceStdin runs the installed bpftrace with stdin as its standard input.
func bpftraceStdin(t testing.TB, stdin string, args ...string) result {
	t.Helper()
	path, err := exec.LookPath("bpftrace")
	if err != nil {
		testutil.RequireKernel(t, "bpftrace is not installed: "+err.Error())
	}
	ctx, cancel := context.WithTimeout(context.Background(), runTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, args...)
	var out, errb bytes.Buffer
	cmd.Stdin, cmd.Stdout, cmd.Stderr = strings.NewReader(stdin), &out, &errb
	err = cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("bpftrace: %v", err)
	}
	if ctx.Err() != nil {
		t.Fatalf("bpftrace %q did not end within %v", args, runTimeout)
	}
	return result{out.String(), errb.String(), code}
}

// requireTracing gates a kernel test and mounts tracefs when it is missing.
func requireTracing(t testing.TB) {
	t.Helper()
	testutil.RequireKernel(t, testutil.Privileged())
	if _, err := os.Stat("/sys/kernel/tracing/events"); err != nil {
		if out, err := exec.Command("mount", "-t", "tracefs", "nodev", "/sys/kernel/tracing").CombinedOutput(); err != nil {
			testutil.RequireKernel(t, "cannot mount tracefs: "+strings.TrimSpace(string(out)))
		}
	}
}

// openFDs maps this process's open file descriptors to what they are, to
// name the leaked ones when a leak check fails.
func openFDs() map[string]string {
	m := map[string]string{}
	ents, _ := os.ReadDir("/proc/self/fd")
	for _, e := range ents {
		link, _ := os.Readlink("/proc/self/fd/" + e.Name())
		m[e.Name()] = link
	}
	return m
}
