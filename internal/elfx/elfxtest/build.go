// Package elfxtest builds the test programs of sonde's user-space tracing
// tests (C, C++, a shared library, Go) from internal/elfx/testdata.
package elfxtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// Testdata returns the absolute path of a file in internal/elfx/testdata.
func Testdata(name string) string {
	_, here, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(here), "..", "testdata", name)
}

// Tool skips the test when a build tool is missing (or fails it under
// SONDE_REQUIRE_KERNEL=1, where the CI image must have it).
func Tool(t testing.TB, name string) {
	t.Helper()
	if _, err := exec.LookPath(name); err != nil {
		if os.Getenv("SONDE_REQUIRE_KERNEL") == "1" {
			t.Fatalf("%s is needed: %v", name, err)
		}
		t.Skipf("%s is needed: %v", name, err)
	}
}

// Run runs a build command and fails the test with its output on error.
func Run(t testing.TB, dir string, name string, args ...string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, out)
	}
}

// C compiles testdata sources with gcc (frame pointers kept) into a binary
// named out in a temporary directory and returns its path. args are extra
// gcc flags, such as -O2, -shared or -no-pie.
func C(t testing.TB, out string, srcs []string, args ...string) string {
	t.Helper()
	Tool(t, "gcc")
	dir := t.TempDir()
	bin := filepath.Join(dir, out)
	a := []string{"-g", "-fno-omit-frame-pointer", "-o", bin}
	for _, s := range srcs {
		a = append(a, Testdata(s))
	}
	Run(t, dir, "gcc", append(a, args...)...)
	return bin
}

// CXX compiles a C++ testdata source with g++.
func CXX(t testing.TB, out, src string, args ...string) string {
	t.Helper()
	Tool(t, "g++")
	dir := t.TempDir()
	bin := filepath.Join(dir, out)
	Run(t, dir, "g++", append([]string{"-g", "-fno-omit-frame-pointer", "-o", bin, Testdata(src)}, args...)...)
	return bin
}

// Go builds testdata/goprog with the go tool. args are extra build flags
// (-ldflags=-s strips the symbol table).
func Go(t testing.TB, out string, args ...string) string {
	t.Helper()
	return GoIn(t, "goprog", out, args...)
}

// GoIn builds the Go program in testdata/DIR (goprog, goargs).
func GoIn(t testing.TB, src, out string, args ...string) string {
	t.Helper()
	Tool(t, "go")
	dir := t.TempDir()
	bin := filepath.Join(dir, out)
	a := append([]string{"build", "-o", bin}, args...)
	a = append(a, "main.go")
	cmd := exec.Command("go", a...)
	cmd.Dir = Testdata(src)
	cmd.Env = append(os.Environ(), "GOFLAGS=-buildvcs=false", "CGO_ENABLED=0", "GO111MODULE=off")
	if o, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go %v: %v\n%s", a, err, o)
	}
	return bin
}

// Lines returns the line numbers of the "LINE:name" markers in a testdata
// source, by name.
func Lines(t testing.TB, src string) map[string]int {
	t.Helper()
	data, err := os.ReadFile(Testdata(src))
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]int{}
	for i, line := range strings.Split(string(data), "\n") {
		if _, after, ok := strings.Cut(line, "LINE:"); ok {
			m[strings.Fields(strings.TrimSuffix(after, "*/"))[0]] = i + 1
		}
	}
	return m
}

// MixedFrames builds the program of dw_ustack's tests in a temporary
// directory: dwmain.c at -O2 without frame pointers, calling through
// libdwfp.so (frame pointers, no .eh_frame entries) and libdwnofp.so (-O2,
// no frame pointers) back into the program's leaf. It returns the
// program's path.
func MixedFrames(t testing.TB) string {
	t.Helper()
	Tool(t, "gcc")
	dir := t.TempDir()
	rpath := "-Wl,-rpath," + dir
	Run(t, dir, "gcc", "-O2", "-g", "-fomit-frame-pointer", "-shared", "-fPIC", "-o", "libdwnofp.so", Testdata("dwnofp.c"))
	Run(t, dir, "gcc", "-O2", "-g0", "-fno-omit-frame-pointer", "-fno-asynchronous-unwind-tables", "-fno-unwind-tables",
		"-shared", "-fPIC", "-o", "libdwfp.so", Testdata("dwfp.c"), "-L.", "-ldwnofp", rpath)
	Run(t, dir, "gcc", "-O2", "-g", "-fomit-frame-pointer", "-rdynamic", "-o", "dwprog", Testdata("dwmain.c"),
		"-L.", "-ldwfp", "-ldwnofp", rpath)
	return filepath.Join(dir, "dwprog")
}
