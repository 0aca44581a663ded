package tools

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// oneLine fails the test unless o exited code with exactly one line on
// stderr (and nothing that looks like a Go panic) matching re.
func oneLine(t *testing.T, o Output, code int, re string) {
	t.Helper()
	if o.Code != code || strings.Count(o.Stderr, "\n") != 1 || !regexp.MustCompile(re).MatchString(o.Stderr) || strings.Contains(o.Stderr, "goroutine") {
		t.Errorf("want exit %d and one line matching %q; got exit %d, stderr:\n%s", code, re, o.Code, o.Stderr)
	}
}

func TestRegistry(t *testing.T) {
	if len(All()) == 0 {
		t.Fatal("no tools")
	}
	for _, tool := range All() {
		if tool.Desc == "" || len(tool.Examples) == 0 || (len(tool.Variants) == 0) == (tool.Runs == "") {
			t.Errorf("%s: needs a description, an example and a script (or runs: and a front)", tool.Name)
		}
		if tool.Runs != "" && fronts[tool.Name] == nil {
			t.Errorf("%s: runs sonde %s but registers no front", tool.Name, tool.Runs)
		}
	}
	// Every flag reaches each variant as getopt("LONG"), and every
	// getopt() a script reads is a declared flag or argument.
	getopt := regexp.MustCompile(`getopt\("([^"]+)"`)
	for _, tool := range All() {
		declared := map[string]bool{}
		for _, f := range tool.Flags {
			declared[f.Long] = true
		}
		for _, a := range tool.Args {
			declared[a] = true
		}
		for _, v := range tool.Variants {
			read := map[string]bool{}
			for _, m := range getopt.FindAllStringSubmatch(v.Text, -1) {
				read[m[1]] = true
				if !declared[m[1]] {
					t.Errorf("%s: getopt(%q) is no declared flag or argument", v.File, m[1])
				}
			}
			for name := range declared {
				if !read[name] && renderers[tool.Name] == nil && generators[tool.Name] == nil { // Go may read it
					t.Errorf("%s: --%s is declared but the script never reads getopt(%q)", v.File, name, name)
				}
			}
		}
	}
	if _, _, err := parseMeta("x", "// x - y\n// area: nowhere\n"); err == nil {
		t.Error("an unknown area is accepted")
	}
	if _, _, err := parseMeta("x", "// x - y\n// area: misc\n// source: tracepoint\n// flag: -j --jay  no\n"); err == nil {
		t.Error("a tool may redefine -j")
	}
}

// Every tool: --help, bad flags, bad pid, bad interval, and its shown
// script compiles as a file.
func TestEveryTool(t *testing.T) {
	lacks := regexp.MustCompile(`not available on this kernel|error: tracepoint not found: `)
	if os.Getenv("SONDE_KERNEL_MATRIX") != "" {
		lacks = regexp.MustCompile(`not available on this kernel|tracepoint (category )?not found|has no field`)
	}
	for _, tool := range All() {
		t.Run(tool.Name, func(t *testing.T) {
			o := RunTool(t, tool.Name, "--help")
			if o.Code != 0 || !strings.HasPrefix(o.Stdout, "usage: sonde tool "+tool.Name) || !strings.Contains(o.Stdout, "$ sonde tool "+tool.Name) {
				t.Errorf("--help: exit %d\n%s%s", o.Code, o.Stdout, o.Stderr)
			}
			oneLine(t, RunTool(t, tool.Name, "--no-such-flag"), 2, `unknown flag --no-such-flag`)
			unknown := byte('Q') // a short flag the tool does not have
			for _, c := range []byte("QZYK") {
				if unknown = c; tool.flag(func(f *Flag) bool { return f.Short == c }) == nil {
					break
				}
			}
			oneLine(t, RunTool(t, tool.Name, "-"+string(unknown)), 2, `unknown flag -`+string(unknown))
			if f := tool.flag(func(f *Flag) bool { return f.Metavar == "PID" }); f != nil {
				oneLine(t, RunTool(t, tool.Name, "--"+f.Long, "nope"), 2, `bad pid "nope"`)
				oneLine(t, RunTool(t, tool.Name, "--"+f.Long, "999999999"), 2, `bad pid 999999999: no such process`)
			}
			if len(tool.Args) > 0 && isWord(tool.Args[0]) {
				name, _ := strings.CutSuffix(tool.Args[0], "...")
				oneLine(t, RunTool(t, tool.Name), 2, `needs a `+strings.ToUpper(name))
			} else if len(tool.Args) > 0 {
				if tool.Args[0] != "min_ms" { // 0 ms: every operation
					oneLine(t, RunTool(t, tool.Name, "0"), 2, `bad `+tool.Args[0]+` "0"`)
				}
				oneLine(t, RunTool(t, tool.Name, "soon"), 2, `bad `+tool.Args[0]+` "soon"`)
			} else {
				oneLine(t, RunTool(t, tool.Name, "5"), 2, `unexpected argument "5"`)
			}
			for _, r := range tool.Requires {
				if err := requirements[r](); err != nil {
					// Not on this machine (a VM without a C library): the
					// tool says so, and its probes cannot compile.
					oneLine(t, RunTool(t, tool.Name), 1, `cannot run here: `)
					return
				}
			}
			for _, v := range tool.Variants {
				show := RunSonde(t, "tools", "show", tool.Name, "--source="+v.Source)
				if show.Code != 0 || show.Stdout != v.Text {
					t.Fatalf("tools show --source=%s: exit %d", v.Source, show.Code)
				}
				file := filepath.Join(t.TempDir(), v.File)
				if err := os.WriteFile(file, []byte(show.Stdout), 0o644); err != nil {
					t.Fatal(err)
				}
				// A variant whose probes this kernel lacks (kprobes, fentry,
				// a tracepoint newer than it; in the VMs' older kernels
				// also a tracepoint category or a field) fails to compile
				// saying so, as does a uprobe variant whose binary or
				// library this machine lacks (the VMs have no bash, no
				// libc); any other error is the script's.
				o := RunSonde(t, "--dry-run", file)
				missing := v.Source == "uprobe" && (strings.Contains(o.Stderr, "does not exist") || strings.Contains(o.Stderr, "not found in"))
				if o.Code != 0 && !lacks.MatchString(o.Stderr) && !missing {
					t.Errorf("sonde --dry-run %s: exit %d\n%s", v.File, o.Code, o.Stderr)
				}
			}
		})
	}
}

func TestToolsList(t *testing.T) {
	o := RunSonde(t, "tools")
	if o.Code != 0 {
		t.Fatalf("exit %d: %s", o.Code, o.Stderr)
	}
	for _, tool := range All() {
		if !regexp.MustCompile(`(?m)^  ` + tool.Name + ` +` + regexp.QuoteMeta(tool.Desc) + `$`).MatchString(o.Stdout) {
			t.Errorf("%s missing from:\n%s", tool.Name, o.Stdout)
		}
	}
	if !strings.HasPrefix(o.Stdout, "Processes and files:\n") {
		t.Errorf("not grouped by area:\n%s", o.Stdout)
	}
	show := RunSonde(t, "tools", "show", "vfsstat")
	if show.Stdout != Lookup("vfsstat").Variants[0].Text || show.Stderr != "sonde: vfsstat also has a kprobe variant: sonde tools show vfsstat --source=kprobe\n" {
		t.Errorf("tools show vfsstat: want the fentry script, and the kprobe one named:\n%s", show.Stderr)
	}
}

func TestUnknownTool(t *testing.T) {
	oneLine(t, RunTool(t, "execsnop"), 2, `unknown tool "execsnop"; did you mean execsnoop\?`)
	oneLine(t, RunSonde(t, "tools", "show", "opensnop"), 2, `did you mean opensnoop\?`)
	oneLine(t, RunTool(t, "vfsstat", "--source", "usdt"), 2, `--source "usdt"`)
	oneLine(t, RunTool(t, "execsnoop", "--source", "tracefs"), 1, `--source tracefs runs a kprobe variant, and this tool has none`)
	oneLine(t, RunTool(t, "zzzzzzzz"), 2, `^sonde: unknown tool "zzzzzzzz" \(sonde tools lists them\)`)
}

func TestNoBlockDevice(t *testing.T) {
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "loop0"), 0o755)
	defer func(old string) { sysBlock = old }(sysBlock)
	sysBlock = dir
	err := blockDevice()
	if err == nil || !strings.Contains(err.Error(), "cannot run here: no block device") {
		t.Errorf("got %v", err)
	}
}

func TestExecsnoop(t *testing.T) {
	r := Start(t, "execsnoop", "-TU", "-v")
	pid := Exec(t, "/bin/true", "hello", "sonde")
	path := ExecFail(t)
	o := r.Stop()
	if !strings.Contains(o.Stderr, "sonde tool execsnoop: source tracepoint (execsnoop.bt)\n") {
		t.Errorf("-v does not say which source runs:\n%s", o.Stderr)
	}
	if !strings.HasPrefix(o.Stdout, "TIME     UID    PCOMM            PID     PPID    RET ARGS\n") {
		t.Errorf("header:\n%s", o.Stdout)
	}
	o.Want(t, `^\d\d:\d\d:\d\d \d+ +true +`+strconv.Itoa(pid)+` +\d+ +0 /bin/true hello sonde`)
	o.Want(t, `^\d\d:\d\d:\d\d \d+ +sh +\d+ +\d+ +-2 `+regexp.QuoteMeta(path))
}

func TestExecsnoopFailsCgroupJSON(t *testing.T) {
	cg := ownCgroup(t)
	r := Start(t, "execsnoop", "-x", "-j", "--cgroup", cg)
	Exec(t, "/bin/true", "not-failed")
	path := ExecFail(t)
	o := r.Stop()
	if strings.Contains(o.Stdout, "not-failed") {
		t.Errorf("-x printed a successful exec:\n%s", o.Stdout)
	}
	o.Want(t, `^\{"type": ?"printf", ?"data": ?"sh +\d+ +\d+ +-2 `+regexp.QuoteMeta(path))
}

// ownCgroup is this process's cgroup v2 directory.
func ownCgroup(t *testing.T) string {
	b, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		t.Fatal(err)
	}
	mounts, err := os.ReadFile("/proc/self/mounts")
	if err != nil {
		t.Fatal(err)
	}
	root := ""
	for _, l := range strings.Split(string(mounts), "\n") {
		if f := strings.Fields(l); len(f) > 2 && f[2] == "cgroup2" {
			root = f[1]
			break
		}
	}
	for _, l := range strings.Split(string(b), "\n") {
		if p, ok := strings.CutPrefix(l, "0::"); ok && root != "" {
			return filepath.Join(root, p)
		}
	}
	t.Skip("no cgroup v2")
	return ""
}

func TestOpensnoop(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "missing-file")
	r := Start(t, "opensnoop", "-xT")
	pid := OpenFile(t, missing)
	OpenFile(t, "/etc/hostname") // succeeds: not shown with -x
	o := r.Stop()
	o.Want(t, `^\d\d:\d\d:\d\d `+strconv.Itoa(pid)+` +cat +-1 +2 `+regexp.QuoteMeta(missing)+`$`)
	if strings.Contains(o.Stdout, "/etc/hostname") {
		t.Errorf("-x printed a successful open:\n%s", o.Stdout)
	}
}

func TestOpensnoopPID(t *testing.T) {
	mine := filepath.Join(t.TempDir(), "mine")
	r := Start(t, "opensnoop", "-p", strconv.Itoa(os.Getpid()))
	os.Open(mine)
	other := OpenFile(t, filepath.Join(t.TempDir(), "others"))
	o := r.Stop()
	o.Want(t, `^`+strconv.Itoa(os.Getpid())+` +\S+ +-1 +2 `+regexp.QuoteMeta(mine)+`$`)
	if strings.Contains(o.Stdout, "others") {
		t.Errorf("-p %d printed pid %d's open:\n%s", os.Getpid(), other, o.Stdout)
	}
}

func TestBiolatency(t *testing.T) {
	if err := blockDevice(); err != nil {
		oneLine(t, RunTool(t, "biolatency"), 1, `cannot run here: no block device`)
		return
	}
	dir := DiskDir(t)
	r := Start(t, "biolatency")
	DirectIO(t, dir, 32)
	o := r.Stop()
	o.Want(t, `^Tracing block device I/O`)
	o.Want(t, `^@usecs:`)
	o.Want(t, `^\[\d+K?, \d+K?\) +\d+ \|@+ *\|$`)

	r = Start(t, "biolatency", "-mD")
	DirectIO(t, dir, 32)
	o = r.Stop()
	o.Want(t, `^@disk_msecs\[\d+, \d+\]:`)

	r = Start(t, "biolatency", "-T", "1", "2")
	o = r.Wait()
	if n := len(regexp.MustCompile(`(?m)^\d\d:\d\d:\d\d$`).FindAllString(o.Stdout, -1)); n != 2 {
		t.Errorf("1 2: want two intervals, got %d:\n%s", n, o.Stdout)
	}
}

// vfsstat has no tracepoint variant: it runs where fentry or kprobes do
// (the VMs), and elsewhere says in one line that it cannot.
func TestVfsstat(t *testing.T) {
	o := RunTool(t, "vfsstat", "1", "1")
	if o.Code == 1 && os.Getenv("SONDE_KERNEL_MATRIX") == "" {
		oneLine(t, o, 1, `^sonde tool vfsstat: cannot run here: fentry: .*; kprobe: `)
		oneLine(t, RunTool(t, "vfsstat", "--source", "tracefs"), 1, `^sonde tool vfsstat: cannot run here: kprobe: `)
		return
	}
	for _, args := range [][]string{{"-v", "1", "1"}, {"-v", "--source", "kprobe", "1", "1"}} {
		r := Start(t, "vfsstat", args...)
		o := r.Wait()
		o.Want(t, `^TIME    :   READ/s  WRITE/s  FSYNC/s   OPEN/s CREATE/s$`)
		o.Want(t, `^\d\d:\d\d:\d\d: +\d+ +\d+ +\d+ +\d+ +\d+$`)
		if !strings.Contains(o.Stderr, "source "+map[bool]string{true: "kprobe", false: "fentry"}[len(args) > 3]) {
			t.Errorf("%v: -v does not name the source:\n%s", args, o.Stderr)
		}
	}
}

// biotop's Go renderer draws the script's maps: a plain interval when
// stdout is not a terminal.
func TestBiotop(t *testing.T) {
	if err := blockDevice(); err != nil {
		oneLine(t, RunTool(t, "biotop"), 1, `cannot run here: no block device`)
		return
	}
	dir := DiskDir(t)
	r := Start(t, "biotop", "-p", strconv.Itoa(os.Getpid()), "-r", "5", "1", "2")
	DirectIO(t, dir, 16)
	o := r.Wait()
	if n := strings.Count(o.Stdout, "PID     COMM             D MAJ MIN DISK       I/O  Kbytes  AVGms\n"); n != 2 {
		t.Errorf("want two intervals, got %d:\n%s", n, o.Stdout)
	}
	o.Want(t, `^\d\d:\d\d:\d\d loadavg: `)
	o.Want(t, `^`+strconv.Itoa(os.Getpid())+` +\S+ +W +\d+ +\d+ +[a-z]\w* +\d+ +\d+ +\d+\.\d\d$`)
	if regexp.MustCompile(`(?m)^` + strconv.Itoa(os.Getpid()) + ` .* 0\.00$`).MatchString(o.Stdout) {
		t.Errorf("-p lost the completions (AVGms 0.00):\n%s", o.Stdout)
	}

	r = Start(t, "biotop", "-j", "1", "1")
	o = r.Wait()
	o.Want(t, `^\{"type": ?"time"`)
}
