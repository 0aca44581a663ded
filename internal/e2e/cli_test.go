package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"

	"sonde/internal/testutil"
)

// cliCase is one command line run under both tracers.
type cliCase struct {
	name  string
	args  []string
	stdin string
	env   []string // NAME=VALUE
}

const helloProg = `BEGIN { printf("hello\n"); exit(); }`

// TestCLIDiff runs command lines under sonde and bpftrace 0.17 and compares
// standard output and the exit code: the script from stdin, clustered short
// options, and the options that must not change what a script prints.
func TestCLIDiff(t *testing.T) {
	requireTracing(t)
	for _, c := range []cliCase{
		{name: "stdin", args: []string{"-"}, stdin: helloProg},
		{name: "stdin args", args: []string{"-", "7", "word"},
			stdin: `BEGIN { printf("%d %s %d\n", $1, str($2), $#); exit(); }`},
		{name: "stdin after options", args: []string{"-q", "-", "3"}, stdin: `BEGIN { printf("%d\n", $1 * 2); exit(); }`},
		{name: "-qe", args: []string{"-qe", helloProg}},
		{name: "-e attached", args: []string{"-e" + helloProg}},
		{name: "-qfjson", args: []string{"-qfjson", "-e", `BEGIN { printf("x\n"); @a = 1; exit(); }`}},
		{name: "-B none", args: []string{"-B", "none", "-e", helloProg}},
		{name: "-B line", args: []string{"-Bline", "-e", helloProg}},
		{name: "-B full", args: []string{"-B", "full", "-e", `BEGIN { @x[1] = 2; printf("a\n"); exit(); } END { printf("b\n"); }`}},
		{name: "--include", args: []string{"--include", "sys/socket.h", "-e", `BEGIN { printf("%d %d\n", AF_INET, AF_INET6); exit(); }`}},
		{name: "--include=", args: []string{"--include=sys/socket.h", "-e", `BEGIN { printf("%d\n", AF_UNIX); exit(); }`}},
		{name: "-I", args: []string{"-I", "/nonexistent", "-e", helloProg}},
		{name: "--no-warnings", args: []string{"--no-warnings", "-e", helloProg}},
		{name: "--usdt-file-activation", args: []string{"--usdt-file-activation", "-e", helloProg}},
		{name: "-k", args: []string{"-k", "-e", helloProg}},
		{name: "-b", args: []string{"-bq", "-e", helloProg}},
		{name: "--btf", args: []string{"--btf", "-e", helloProg}},
		{name: "-l -e", args: []string{"-l", "tracepoint:syscalls:sys_enter_getpp*", "-e", helloProg}},
		{name: "-kk", args: []string{"-kk", "-e", helloProg}},
		{name: "--unsafe", args: []string{"--unsafe", "-e", `BEGIN { system("echo from system"); exit(); }`}},
		{name: "long prefix", args: []string{"--unsaf", "-e", `BEGIN { system("echo prefix"); exit(); }`}},
		{name: "args after --", args: []string{"-e", `BEGIN { printf("%d\n", $1); exit(); }`, "--", "-5"}},
		{name: "STRLEN", env: []string{"BPFTRACE_STRLEN=8"}, args: []string{"-c", "WORKLOAD open /nonexistent/long/path", "-e",
			`tracepoint:syscalls:sys_enter_openat /pid == cpid/ { printf("%s|\n", str(args->filename)); }`}},
		{name: "MAP_KEYS_MAX", env: []string{"BPFTRACE_MAP_KEYS_MAX=2"},
			args: []string{"-e", `BEGIN { @[1] = 1; @[2] = 2; @[3] = 3; exit(); }`}},
		{name: "CAT_BYTES_MAX", env: []string{"BPFTRACE_CAT_BYTES_MAX=5"},
			args: []string{"-e", `BEGIN { cat("/proc/version"); printf("|\n"); exit(); }`}},
		{name: "STACK_MODE ignored", env: []string{"BPFTRACE_STACK_MODE=perf"},
			args: []string{"-e", `tracepoint:syscalls:sys_enter_getppid /pid == cpid/ { print(kstack(1)); }`, "-c", "/bin/sh -c :"}},
		{name: "accepted variables", env: []string{"BPFTRACE_LOG_SIZE=100", "BPFTRACE_CACHE_USER_SYMBOLS=1", "BPFTRACE_VMLINUX=/nonexistent",
			"BPFTRACE_MAX_TYPE_RES_ITERATIONS=3", "BPFTRACE_NO_CPP_DEMANGLE=1", "BPFTRACE_NO_USER_SYMBOLS=0",
			"BPFTRACE_PERF_RB_PAGES=64", "BPFTRACE_MAX_BPF_PROGS=1", "BPFTRACE_MAX_PROBES=2"},
			args: []string{"-e", helloProg + " END { printf(\"end\\n\"); }"}},
		{name: "BTF", env: []string{"BPFTRACE_BTF=/sys/kernel/btf/vmlinux"},
			args: []string{"-e", `BEGIN { printf("%d\n", sizeof(struct path)); exit(); }`}},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, kv := range c.env {
				k, v, _ := strings.Cut(kv, "=")
				t.Setenv(k, v)
			}
			args := append([]string(nil), c.args...)
			for i, a := range args {
				if strings.Contains(a, "WORKLOAD") {
					args[i] = strings.ReplaceAll(a, "WORKLOAD", workload(t))
				}
			}
			want := bpftraceStdin(t, c.stdin, args...)
			got := sondeStdin(t, c.stdin, args...)
			if want.code != 0 {
				t.Fatalf("bpftrace failed (exit %d): %s", want.code, want.stderr)
			}
			if got.stdout != want.stdout || got.code != want.code {
				t.Errorf("sonde %q: exit %d, want %d\nstderr:\n%s\n%s", c.args, got.code, want.code, got.stderr, lineDiff(want.stdout, got.stdout))
			}
		})
	}
}

// TestCLIRejectDiff runs command lines bpftrace 0.17 refuses: sonde refuses
// them too, with nothing on stdout, exit code 2 (bpftrace's is 1) and its
// message on stderr.
func TestCLIRejectDiff(t *testing.T) {
	requireTracing(t)
	for _, c := range []struct {
		cliCase
		stderr string
	}{
		{cliCase{name: "bad flag", args: []string{"-x", "-e", helloProg}}, "invalid option -- 'x'"},
		{cliCase{name: "bad long flag", args: []string{"--nosuch", "-e", helloProg}}, "unrecognized option '--nosuch'"},
		{cliCase{name: "missing value", args: []string{"-e"}}, "option requires an argument -- 'e'"},
		{cliCase{name: "no program", args: nil}, "USAGE:"},
		{cliCase{name: "bad -B", args: []string{"-B", "half", "-e", helloProg}}, "invalid buffer mode: half"},
		{cliCase{name: "bad STRLEN", args: []string{"-e", helloProg}, env: []string{"BPFTRACE_STRLEN=abc"}},
			"Env var 'BPFTRACE_STRLEN' did not contain a valid uint64_t, or was zero-valued."},
		{cliCase{name: "bad MAP_KEYS_MAX", args: []string{"-e", helloProg}, env: []string{"BPFTRACE_MAP_KEYS_MAX=lots"}},
			"Env var 'BPFTRACE_MAP_KEYS_MAX' did not contain a valid uint64_t, or was zero-valued."},
		{cliCase{name: "bad CAT_BYTES_MAX", args: []string{"-e", `BEGIN { cat("/proc/version"); exit(); }`}, env: []string{"BPFTRACE_CAT_BYTES_MAX=x"}},
			"Env var 'BPFTRACE_CAT_BYTES_MAX' did not contain a valid uint64_t"},
		{cliCase{name: "bad LOG_SIZE", args: []string{"-e", helloProg}, env: []string{"BPFTRACE_LOG_SIZE=big"}},
			"Env var 'BPFTRACE_LOG_SIZE' did not contain a valid uint64_t"},
		{cliCase{name: "bad NO_CPP_DEMANGLE", args: []string{"-e", helloProg}, env: []string{"BPFTRACE_NO_CPP_DEMANGLE=yes"}},
			"Env var 'BPFTRACE_NO_CPP_DEMANGLE' did not contain a valid value (0 or 1)."},
		{cliCase{name: "bad CACHE_USER_SYMBOLS", args: []string{"-e", helloProg}, env: []string{"BPFTRACE_CACHE_USER_SYMBOLS=2"}},
			"Env var 'BPFTRACE_CACHE_USER_SYMBOLS' did not contain a valid value (0 or 1)."},
		{cliCase{name: "bad NO_USER_SYMBOLS", args: []string{"-e", helloProg}, env: []string{"BPFTRACE_NO_USER_SYMBOLS=x"}},
			"Env var 'BPFTRACE_NO_USER_SYMBOLS' did not contain a valid value (0 or 1)."},
		{cliCase{name: "bad PERF_RB_PAGES", args: []string{"-e", helloProg}, env: []string{"BPFTRACE_PERF_RB_PAGES=x"}},
			"Env var 'BPFTRACE_PERF_RB_PAGES' did not contain a valid uint64_t"},
		{cliCase{name: "bad MAX_TYPE_RES_ITERATIONS", args: []string{"-e", helloProg}, env: []string{"BPFTRACE_MAX_TYPE_RES_ITERATIONS=x"}},
			"Env var 'BPFTRACE_MAX_TYPE_RES_ITERATIONS' did not contain a valid uint64_t"},
		{cliCase{name: "MAX_PROBES", args: []string{"-e", helloProg + " END { }"}, env: []string{"BPFTRACE_MAX_PROBES=1"}},
			"attach to 2 probes because it exceeds the current limit of 1 probes"},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, kv := range c.env {
				k, v, _ := strings.Cut(kv, "=")
				t.Setenv(k, v)
			}
			want := bpftraceStdin(t, c.stdin, c.args...)
			got := sondeStdin(t, c.stdin, c.args...)
			if want.code == 0 {
				t.Fatalf("bpftrace accepts this: %s", want.stdout)
			}
			if got.code != ExitUsage || got.stdout != want.stdout || !strings.Contains(got.stderr, c.stderr) {
				t.Errorf("sonde %q: exit %d, stdout %q, stderr:\n%s\nwant exit 2 and %q", c.args, got.code, got.stdout, got.stderr, c.stderr)
			}
		})
	}
}

// ExitUsage is cli.ExitUsage, here for the tables above.
const ExitUsage = 2

// TestVersion checks -V and --version: sonde names itself, in bpftrace's
// "NAME vX.Y.Z" form.
func TestVersion(t *testing.T) {
	for _, flag := range []string{"-V", "--version"} {
		r := sonde(t, flag)
		if r.code != 0 || !regexp.MustCompile(`^sonde v\d+\.\d+\.\d+\S*\n$`).MatchString(r.stdout) {
			t.Errorf("sonde %s: exit %d, stdout %q", flag, r.code, r.stdout)
		}
	}
}

// TestInfo checks that --info prints bpftrace 0.17's sections, in its
// order, and answers each probe type sonde has.
func TestInfo(t *testing.T) {
	requireTracing(t)
	sections := func(s string) []string {
		var out []string
		for _, l := range strings.Split(s, "\n") {
			if l != "" && !strings.HasPrefix(l, " ") {
				out = append(out, l)
			}
		}
		return out
	}
	want := bpftrace(t, "--info")
	got := sonde(t, "--info")
	if got.code != 0 || got.stdout != "" {
		t.Fatalf("exit %d, stdout %q", got.code, got.stdout)
	}
	if w, g := sections(want.stderr), sections(got.stderr); strings.Join(w, ",") != strings.Join(g, ",") {
		t.Errorf("sections %q, want bpftrace's %q", g, w)
	}
	for _, line := range []string{"  tracepoint: yes\n", "  uprobe: yes\n", "  hash: yes\n", "  btf: yes\n", "  probe_read_user: yes\n"} {
		if !strings.Contains(got.stderr, line) {
			t.Errorf("--info lacks %q:\n%s", line, got.stderr)
		}
	}
}

// TestNoUserSymbols checks BPFTRACE_NO_USER_SYMBOLS=1: ustack prints bare
// addresses, as bpftrace 0.17 does.
func TestNoUserSymbols(t *testing.T) {
	requireTracing(t)
	t.Setenv("BPFTRACE_NO_USER_SYMBOLS", "1")
	args := []string{"-c", workload(t) + " getppid 1", "-e",
		`tracepoint:syscalls:sys_enter_getppid /pid == cpid/ { print(ustack(2)); }`}
	for name, r := range map[string]result{"bpftrace": bpftrace(t, args...), "sonde": sonde(t, args...)} {
		frames := regexp.MustCompile(`(?m)^\s+(\S+)$`).FindAllStringSubmatch(r.stdout, -1)
		if r.code != 0 || len(frames) == 0 {
			t.Fatalf("%s: exit %d, stdout:\n%s\nstderr:\n%s", name, r.code, r.stdout, r.stderr)
		}
		for _, f := range frames {
			if !regexp.MustCompile(`^0x[0-9a-f]+$`).MatchString(f[1]) {
				t.Errorf("%s: frame %q is not a bare address:\n%s", name, f[1], r.stdout)
			}
		}
	}
}

// TestEnvErrors checks values sonde refuses where bpftrace 0.17 reads
// something arbitrary (0 keys, "1k" read as 1) or fails without a word.
func TestEnvErrors(t *testing.T) {
	for _, c := range []struct{ env, stderr string }{
		{"BPFTRACE_MAP_KEYS_MAX=0", "Env var 'BPFTRACE_MAP_KEYS_MAX' did not contain a valid uint64_t, or was zero-valued."},
		{"BPFTRACE_STRLEN=1k", "Env var 'BPFTRACE_STRLEN' did not contain a valid uint64_t, or was zero-valued."},
		{"BPFTRACE_STRLEN=70000", "'BPFTRACE_STRLEN' 70000 exceeds the maximum of 65536 bytes"},
		{"BPFTRACE_BTF=/nonexistent/vmlinux", "BPFTRACE_BTF: stat /nonexistent/vmlinux: no such file or directory"},
		{"BPFTRACE_BTF=/proc/version", "BPFTRACE_BTF: load BTF from /proc/version"},
	} {
		t.Run(c.env, func(t *testing.T) {
			k, v, _ := strings.Cut(c.env, "=")
			t.Setenv(k, v)
			r := sonde(t, "--dry-run", "-e", helloProg)
			if r.code != ExitUsage || r.stdout != "" || !strings.Contains(r.stderr, c.stderr) {
				t.Errorf("exit %d, stdout %q, stderr:\n%s\nwant exit 2 and %q", r.code, r.stdout, r.stderr, c.stderr)
			}
		})
	}
}

// TestBufferModes checks that with -B none and -B line a line printed by
// a running program reaches a pipe while the program still runs (with
// -B full it would wait for 64 KiB or the end; TestCLIDiff checks that it
// comes out whole at the end).
func TestBufferModes(t *testing.T) {
	requireTracing(t)
	for _, mode := range []string{"none", "line"} {
		t.Run(mode, func(t *testing.T) {
			r := start(t, sondeBinary(t), "-B", mode, "-e", `interval:ms:10 { printf("tick\n"); }`)
			r.waitFor(t, "tick")
			r.cmd.Process.Signal(syscall.SIGINT)
			if _, code := r.finish(t); code != 0 {
				t.Errorf("exit %d\nstderr:\n%s", code, r.stderr.String())
			}
		})
	}
}

// TestNoCppDemangle compares C++ names in usym and ustack with bpftrace,
// with BPFTRACE_NO_CPP_DEMANGLE=0 (demangled) and 1 (as in the binary).
// The program stays alive after the call so that its symbols can be read.
func TestNoCppDemangle(t *testing.T) {
	requireTracing(t)
	gxx, err := exec.LookPath("g++")
	if err != nil {
		testutil.RequireKernel(t, "g++ is needed: "+err.Error())
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "p.cc")
	bin := filepath.Join(dir, "cppwork")
	code := "#include <unistd.h>\nnamespace ns {\n__attribute__((noinline)) long poke(long n) { __asm__ volatile(\"\" ::: \"memory\"); return n + 1; }\n}\n" +
		"int main() { ns::poke(1); for (;;) pause(); }\n"
	if err := os.WriteFile(src, []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(gxx, "-O1", "-o", bin, src).CombinedOutput(); err != nil {
		t.Fatalf("g++: %v\n%s", err, out)
	}
	args := []string{"-c", bin, "-e", "uprobe:" + bin + `:_ZN2ns4pokeEl { printf("%s|%s\n", usym(reg("ip")), ustack(1)); exit(); }`}
	for _, v := range []string{"0", "1"} {
		t.Run(v, func(t *testing.T) {
			t.Setenv("BPFTRACE_NO_CPP_DEMANGLE", v)
			want, got := bpftrace(t, args...), sonde(t, args...)
			if want.code != 0 || !strings.Contains(want.stdout, "poke") {
				t.Fatalf("bpftrace: exit %d\n%s%s", want.code, want.stdout, want.stderr)
			}
			if got.stdout != want.stdout || got.code != want.code {
				t.Errorf("exit %d, want %d\nstderr:\n%s\n%s", got.code, want.code, got.stderr, lineDiff(want.stdout, got.stdout))
			}
		})
	}
}
