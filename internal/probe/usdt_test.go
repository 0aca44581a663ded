package probe

import (
	"bufio"
	"fmt"
	"io"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sonde/internal/elfx/elfxtest"
	"sonde/internal/probe/point"
)

func buildUSDT(t *testing.T, opt string) string {
	t.Helper()
	return elfxtest.C(t, "usdt", []string{"usdt.c", "usdt_sema.c"}, opt)
}

func TestSplitFields(t *testing.T) {
	for spec, want := range map[string][]string{
		"":                   {""},
		"bin::name":          {"bin", "", "name"},
		`bin:p:"\"probe1\""`: {"bin", "p", `"probe1"`},
		`"a:b":"c\\d":e`:     {"a:b", `c\d`, "e"},
		`/x/y*:"ns::f*"`:     {"/x/y*", "ns::f*"},
		`::`:                 {"", "", ""},
	} {
		if got := splitFields(spec); !slices.Equal(got, want) {
			t.Errorf("splitFields(%q) = %q, want %q", spec, got, want)
		}
	}
}

func TestUSDTExpand(t *testing.T) {
	bin := buildUSDT(t, "-O2")
	for _, tc := range []struct {
		spec string
		n    int
		err  string
	}{
		{"usdt:" + bin + ":sondet:regs", 1, ""},
		{"usdt:" + bin + ":regs", 1, ""},
		{"usdt:" + bin + ":*", 6, ""},
		{"usdt:" + bin + ":sondet:g*", 2, ""},
		{"U:" + bin + ":*:consts", 1, ""},
		{"usdt:" + bin + ":sondet:nosuch", 0, "no such probe"},
		{"usdt:" + bin + "::regs", 1, ""}, // an empty provider is any provider
		{"usdt:" + bin + "::*", 6, ""},
		{"usdt:" + bin + `:"sondet":"regs"`, 1, ""},
		{"usdt:regs", 0, "usdt probe type requires 2 or 3 arguments, found 1"},
		{"usdt:" + bin + ":a:b:c", 0, "usdt probe type requires 2 or 3 arguments, found 4"},
	} {
		_, ts, err := Resolve(tc.spec, AttachOptions{})
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: error %v, want %q", tc.spec, err, tc.err)
			}
			continue
		}
		if err != nil || len(ts) != tc.n {
			t.Errorf("%s: %d targets, %v", tc.spec, len(ts), err)
		}
	}
	ls, err := usdtProvider{}.List(bin)
	if err != nil || len(ls) != 6 || ls[0].Name != "usdt:"+bin+":sondet:regs" {
		t.Errorf("List: %v %v", ls, err)
	}
	_, ts, _ := Resolve("usdt:"+bin+":sondet:noargs", AttachOptions{})
	c, err := usdtProvider{}.Context(ts[0], RunningKernel)
	if err != nil || c.ArgN != point.ArgsNone || c.NumArgs != 0 || !c.User {
		t.Errorf("noargs context %+v %v", c, err)
	}
	_, ts, _ = Resolve("usdt:"+bin+":sondet:regs", AttachOptions{})
	c, err = usdtProvider{}.Context(ts[0], RunningKernel)
	if err != nil || len(c.ArgLocs) != 6 || c.NumArgs != 6 || c.ArgLocs[2].Size != 1 || !c.ArgLocs[2].Signed {
		t.Errorf("regs context %+v %v", c, err)
	}
}

// usdtWant is what the test program's probes add up to over n calls.
func usdtWant(n int64) map[string][]int64 {
	var arr int64
	for i := int64(0); i < n; i++ {
		arr += 100 + (i+1)&7
	}
	return map[string][]int64{
		"regs":    {n, tri(n), tri(n) + n, -tri(n), 100 * tri(n), 200*n + tri(n), 3 * tri(n)},
		"mem":     {n, 2 * tri(n), -tri(n), arr},
		"globals": {n, 41 * n, -7 * n},
		"consts":  {n, 42 * n, -5 * n},
		"guarded": {n, tri(n)},
		"noargs":  {n},
	}
}

// TestUSDTAttach attaches a program built from each probe's decoded
// argument locations and checks every argument's sum, at -O0 (stack slots)
// and -O2 (registers, sub-registers, rip-relative globals, indexed memory).
// The guarded probe only fires while its semaphore is armed.
func TestUSDTAttach(t *testing.T) {
	requireUprobes(t)
	const n = 20
	for _, opt := range []string{"-O0", "-O2"} {
		t.Run(opt, func(t *testing.T) {
			bin := buildUSDT(t, opt)
			if out := runOK(t, bin, "3"); out != "semaphore 0\n" {
				t.Fatalf("unattached run: %q", out)
			}
			progs := attachUSDT(t, bin, "", AttachOptions{})
			if out := runOK(t, bin, fmt.Sprint(n)); out != "semaphore 1\n" {
				t.Errorf("semaphore not armed: %q", out)
			}
			checkUSDT(t, progs, usdtWant(n))
		})
	}
}

// attachUSDT attaches one argument-summing program per probe of the test
// binary (spec "" means all of them via the binary).
func attachUSDT(t *testing.T, bin, spec string, opts AttachOptions) map[string]*uProg {
	t.Helper()
	if spec == "" {
		spec = "usdt:" + bin + ":sondet:*"
	}
	prov, ts, err := Resolve(spec, opts)
	if err != nil {
		t.Fatal(err)
	}
	progs := map[string]*uProg{}
	for _, tg := range ts {
		c, err := prov.Context(tg, RunningKernel)
		if err != nil {
			t.Fatalf("%s: %v", tg.Name, err)
		}
		p := newUProg(t, c.ArgLocs, false)
		l, err := prov.Attach(tg, p.progFor(t, prov, tg), opts)
		if err != nil {
			t.Fatalf("attach %s: %v", tg.Name, err)
		}
		t.Cleanup(func() { l.Close() })
		progs[tg.Parts[2]] = p
	}
	return progs
}

func checkUSDT(t *testing.T, progs map[string]*uProg, want map[string][]int64) {
	t.Helper()
	for name, w := range want {
		p, ok := progs[name]
		if !ok {
			continue
		}
		got := p.slots(t)[:len(w)]
		if fmt.Sprint(got) != fmt.Sprint(w) {
			t.Errorf("%s: hits and argument sums %v, want %v", name, got, w)
		}
	}
}

// TestUSDTPID attaches to a process that is already running, naming only
// :PROVIDER:NAME with -p: the semaphore is armed in the running process.
func TestUSDTPID(t *testing.T) {
	requireUprobes(t)
	bin := buildUSDT(t, "-O2")
	const n = 15
	cmd := exec.Command(bin, fmt.Sprint(n), "wait")
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	rd := bufio.NewReader(stdout)
	if line, _ := rd.ReadString('\n'); line != "ready\n" {
		t.Fatalf("target said %q", line)
	}
	opts := AttachOptions{PID: cmd.Process.Pid}
	progs := attachUSDT(t, bin, "usdt::sondet:guarded", opts)
	if len(progs) != 1 {
		t.Fatalf("targets: %v", progs)
	}
	more := attachUSDT(t, bin, "usdt:"+bin+":sondet:mem", opts)
	runOK(t, bin, "5") // another process: not counted, and not armed
	stdin.Close()
	rest, _ := io.ReadAll(rd)
	if err := cmd.Wait(); err != nil || string(rest) != "semaphore 1\n" {
		t.Fatalf("traced process: %v %q", err, rest)
	}
	want := usdtWant(n)
	checkUSDT(t, progs, map[string][]int64{"guarded": want["guarded"]})
	checkUSDT(t, more, map[string][]int64{"mem": want["mem"]})
}

// TestUSDTSharedLibrary attaches to a semaphore-guarded probe in a shared
// library, before the program that loads it starts.
func TestUSDTSharedLibrary(t *testing.T) {
	requireUprobes(t)
	lib := elfxtest.C(t, "libsondetusdt.so", []string{"usdtlib.c"}, "-O2", "-shared", "-fPIC")
	dir := filepath.Dir(lib)
	bin := elfxtest.C(t, "usdtmain", []string{"usdtmain.c"}, "-O2", "-L"+dir, "-lsondetusdt", "-Wl,-rpath,"+dir)
	const n = 25
	progs := attachUSDT(t, lib, "usdt:"+lib+":sondetlib:libcall", AttachOptions{})
	runOK(t, bin, fmt.Sprint(n))
	checkUSDT(t, progs, map[string][]int64{"libcall": {n, tri(n), 7 * tri(n)}})
}
