package tools

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// oomkill: the OOM killer fires in a 32 MiB memory cgroup of the test's
// own, on a hog named oomhog.
func TestOomkill(t *testing.T) { checkOomkill(t) }

func checkOomkill(t *testing.T, src ...string) {
	r := Start(t, "oomkill", append(src, "-v")...)
	pid := OOMKill(t)
	o := r.Stop()
	o.Want(t, `^Tracing OOM kills`)
	want := "(tracepoint|fentry|kprobe)" // the first this kernel has
	if len(src) == 2 {
		want = src[1] // --source SRC
	}
	if !regexp.MustCompile(`sonde tool oomkill: source ` + want + ` `).MatchString(o.Stderr) {
		t.Errorf("-v does not name the source:\n%s", o.Stderr)
	}
	o.Want(t, `^\d\d:\d\d:\d\d Triggered by PID \d+ \("oomhog"\), OOM kill of PID `+strconv.Itoa(pid)+` \("oomhog"\), [1-9]\d* pages, loadavg: \d+\.\d\d \d+\.\d\d \d+\.\d\d \d+/\d+ \d+$`)
}

// capable: chown as root is allowed CAP_CHOWN, as nobody denied it.
func TestCapable(t *testing.T) { checkCapable(t) }

func checkCapable(t *testing.T, src ...string) {
	r := Start(t, "capable", append(src, "-x")...)
	allowed, denied := Chown(t)
	o := r.Stop()
	if !strings.HasPrefix(o.Stdout, "TIME     UID   PID     TID     COMM             CAP     NAME                 AUDIT   VERDICT INSETID\n") {
		t.Errorf("header:\n%s", o.Stdout)
	}
	o.Want(t, `^\d\d:\d\d:\d\d 0 +`+strconv.Itoa(allowed)+` +\d+ +chown +0 +CAP_CHOWN +[-01] +allow +[-01] *$`)
	o.Want(t, `^\d\d:\d\d:\d\d 65534 +`+strconv.Itoa(denied)+` +\d+ +chown +0 +CAP_CHOWN +[-01] +deny +[-01] *$`)
	if len(src) > 0 { // fentry and kprobes read cap_capable()'s options
		o.Want(t, ` CAP_CHOWN +[01] +allow +[01] *$`)
	}

	if len(src) > 0 {
		return // a variant (in the VMs, which are slow): the first check only
	}

	// -p and --unique: one line per capability of this process.
	r = Start(t, "capable", append(src, "--unique", "-K", "-p", strconv.Itoa(os.Getpid()))...)
	for range 3 {
		os.Chown(t.TempDir(), 1, 1)
	}
	Chown(t)
	o = r.Stop()
	if n := len(regexp.MustCompile(`(?m) CAP_CHOWN `).FindAllString(o.Stdout, -1)); n != 1 {
		t.Errorf("--unique -p: want CAP_CHOWN once, got %d:\n%s", n, o.Stdout)
	}
	o.Want(t, `^\d\d:\d\d:\d\d 0 +`+strconv.Itoa(os.Getpid())+` +\S+ +0 +CAP_CHOWN `)
	o.Want(t, `^\s+\S*chown`) // the kernel stack
}

// bindsnoop: TCP and UDP binds of this process, and a failed one with -x.
func TestBindsnoop(t *testing.T) { checkBindsnoop(t) }

func checkBindsnoop(t *testing.T, src ...string) {
	me := strconv.Itoa(os.Getpid())
	r := Start(t, "bindsnoop", append(src, "-p", me)...)
	tcp, udp := Bind(t)
	o := r.Stop()
	if !strings.HasPrefix(o.Stdout, "PID     COMM             RET PROTO OPTS  IF   PORT  ADDR\n") {
		t.Errorf("header:\n%s", o.Stdout)
	}
	o.Want(t, `^`+me+` +\S+ +0 +TCP +\.\.\.R\. +0 +`+strconv.Itoa(tcp)+` +127\.0\.0\.1$`)
	o.Want(t, `^`+me+` +\S+ +0 +UDP +\.\.\.\.\. +0 +`+strconv.Itoa(udp)+` +::1$`)
	if strings.Contains(o.Stdout, " -98 ") {
		t.Errorf("a failed bind without -x:\n%s", o.Stdout)
	}

	if len(src) > 0 {
		return // a variant (in the VMs, which are slow): the first check only
	}

	r = Start(t, "bindsnoop", append(src, "-xt", "-P", strconv.Itoa(tcp), "-p", me)...)
	Bind(t) // other ports: not shown
	o = r.Stop()
	if o.Stdout != "TIME(s)  PID     COMM             RET PROTO OPTS  IF   PORT  ADDR\n" {
		t.Errorf("-P %d printed other ports:\n%s", tcp, o.Stdout)
	}
	r = Start(t, "bindsnoop", append(src, "-x", "-p", me)...)
	tcp, _ = Bind(t)
	o = r.Stop()
	o.Want(t, `^`+me+` +\S+ +-98 +TCP +\.\.\.\.\. +0 +`+strconv.Itoa(tcp)+` +127\.0\.0\.1$`)
}

func TestBadPort(t *testing.T) {
	oneLine(t, RunTool(t, "bindsnoop", "-P", "http"), 2, `bad --port "http": want a port number \(1-65535\)`)
	oneLine(t, RunTool(t, "bindsnoop", "--port=70000"), 2, `bad --port "70000"`)
}

// filelife: a file a shell creates and rm(1) deletes 300 ms later; one
// that existed before (opened with O_CREAT again) is no new file.
func TestFilelife(t *testing.T) { checkFilelife(t) }

func checkFilelife(t *testing.T, src ...string) {
	dir := t.TempDir()
	old := filepath.Join(dir, "old")
	if err := os.WriteFile(old, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	r := Start(t, "filelife", src...)
	young := filepath.Join(dir, "young")
	ShortLivedFile(t, young, 300)
	if out, err := exec.Command("/bin/sh", "-c", ": >> "+old+" && rm "+old).CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	o := r.Stop()
	if !strings.HasPrefix(o.Stdout, "TIME     PID     COMM             AGE(s)  FILE\n") {
		t.Errorf("header:\n%s", o.Stdout)
	}
	o.Want(t, `^\d\d:\d\d:\d\d \d+ +rm +\d+\.\d\d +(`+regexp.QuoteMeta(young)+`|young)$`)
	for _, m := range regexp.MustCompile(`(?m)^.* rm +(\d+\.\d\d) +\S*young$`).FindAllStringSubmatch(o.Stdout, -1) {
		if age, _ := strconv.ParseFloat(m[1], 64); age < 0.3 || age > 60 {
			t.Errorf("age %s: want 0.30 s or more", m[1])
		}
	}
	if strings.Contains(o.Stdout, "old") {
		t.Errorf("a file that existed before tracing:\n%s", o.Stdout)
	}

	if len(src) > 0 {
		return // a variant (in the VMs, which are slow): the first check only
	}

	// -p: only files this process created.
	r = Start(t, "filelife", append(src, "-p", strconv.Itoa(os.Getpid()))...)
	mine := filepath.Join(dir, "mine")
	f, err := os.Create(mine)
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	os.Remove(mine)
	ShortLivedFile(t, filepath.Join(dir, "theirs"), 1)
	o = r.Stop()
	o.Want(t, `^\d\d:\d\d:\d\d `+strconv.Itoa(os.Getpid())+` +\S+ +0\.\d\d +\S*mine$`)
	if strings.Contains(o.Stdout, "theirs") {
		t.Errorf("-p printed another process's file:\n%s", o.Stdout)
	}
}

// filetop: 16 writes and 16 reads of 4 KiB by one thread, summed over
// the intervals they fell in; a pipe only with -a.
func TestFiletop(t *testing.T) { checkFiletop(t) }

func checkFiletop(t *testing.T, src ...string) {
	me := strconv.Itoa(os.Getpid())
	r := Start(t, "filetop", append(src, "-C", "-p", me, "-s", "wbytes", "1")...)
	_, tid := ReadWrite(t, t.TempDir(), 16)
	PipeWrite(t, 8192)
	r.WaitOutput(`\bfiletop-data$`)
	o := r.Stop()
	if !strings.Contains(o.Stdout, "\nTID     COMM             READS  WRITES R_Kb    W_Kb    T FILE\n") {
		t.Errorf("header:\n%s", o.Stdout)
	}
	o.Want(t, `^\d\d:\d\d:\d\d loadavg: `)
	var reads, writes, rkb, wkb int
	for _, m := range regexp.MustCompile(`(?m)^`+strconv.Itoa(tid)+` +\S+ +(\d+) +(\d+) +(\d+) +(\d+) +R filetop-data$`).FindAllStringSubmatch(o.Stdout, -1) {
		n := func(i int) int { v, _ := strconv.Atoi(m[i]); return v }
		reads, writes, rkb, wkb = reads+n(1), writes+n(2), rkb+n(3), wkb+n(4)
	}
	if reads != 16 || writes != 16 || rkb != 64 || wkb != 64 {
		t.Errorf("want 16 reads, 16 writes, 64 Kb each way; got %d %d %d %d:\n%s", reads, writes, rkb, wkb, o.Stdout)
	}
	if regexp.MustCompile(`(?m) [SO] \S*$`).MatchString(o.Stdout) {
		t.Errorf("a special file without -a:\n%s", o.Stdout)
	}

	if len(src) > 0 {
		return // a variant (in the VMs, which are slow): the first check only
	}

	r = Start(t, "filetop", append(src, "-a", "-p", me, "1")...)
	PipeWrite(t, 8192)
	r.WaitOutput(` 1 +0 +8 +O `)
	r.Stop().Want(t, `^\d+ +\S+ +0 +1 +0 +8 +O $`) // a pipe's dentry has no name
}

// The fentry and kprobe variants run the same checks where the kernel has
// fentry and kprobes (the VMs); here, each says in one line that it cannot.
func TestProcFilesVariants(t *testing.T) {
	checks := map[string]func(*testing.T, ...string){
		"oomkill": checkOomkill, "capable": checkCapable, "bindsnoop": checkBindsnoop,
		"filelife": checkFilelife, "filetop": checkFiletop,
	}
	// bindsnoop reads socket options from inet_sock's inet_flags (Linux
	// 6.6 and later); before, each of its variants says so in one line.
	oldInet := !strings.Contains(RunSonde(t, "-lv", "struct inet_sock").Stdout, "inet_flags")
	for _, src := range []string{"fentry", "kprobe"} {
		probe := map[string]string{"fentry": "fentry:vfs_read { }", "kprobe": "kprobe:vfs_read { }"}[src]
		have := RunSonde(t, "--dry-run", "-e", probe).Code == 0
		for _, name := range []string{"oomkill", "capable", "bindsnoop", "filelife", "filetop"} {
			t.Run(name+"/"+src, func(t *testing.T) {
				if name == "bindsnoop" && oldInet {
					oneLine(t, RunTool(t, name, "--source", src), 1, `^sonde tool bindsnoop: cannot run here: `+src+`: .*inet_flags`)
					return
				}
				if !have && os.Getenv("SONDE_KERNEL_MATRIX") == "" {
					oneLine(t, RunTool(t, name, "--source", src), 1, `^sonde tool `+name+`: cannot run here: `+src+`: `)
					return
				}
				checks[name](t, "--source", src)
			})
		}
	}
}

// vfscount has no tracepoint variant: it runs where fentry or kprobes do
// (the VMs), and elsewhere says in one line that it cannot.
func TestVfscount(t *testing.T) {
	if RunSonde(t, "--dry-run", "-e", "kprobe:vfs_read { }").Code != 0 && os.Getenv("SONDE_KERNEL_MATRIX") == "" {
		oneLine(t, RunTool(t, "vfscount"), 1, `^sonde tool vfscount: cannot run here: fentry: .*; kprobe: `)
		return
	}
	// The kprobe variant only: fentry attaches a trampoline per vfs_*
	// function, minutes in the VMs' emulated CPUs (TestEveryTool compiles it).
	for _, src := range []string{"kprobe"} {
		r := Start(t, "vfscount", "--source", src)
		ReadWrite(t, t.TempDir(), 4)
		o := r.Stop()
		o.Want(t, `^Tracing\.\.\. Ctrl-C to end\.$`)
		o.Want(t, `^ADDR             FUNC                          COUNT$`)
		o.Want(t, `^[0-9a-f]{16} vfs_write +[1-9]\d*$`)
		if regexp.MustCompile(`(?m)^0{16} `).MatchString(o.Stdout) {
			t.Errorf("%s: a function without its address:\n%s", src, o.Stdout)
		}
	}
}

// vfscount's renderer, on the records its script prints (the tool itself
// runs only where fentry or kprobes do).
func TestVfscountRender(t *testing.T) {
	in := `{"type": "printf", "data": "Tracing... Ctrl-C to end.\n"}
{"type": "map", "data": {"@calls": {"vfs_write": 9, "vfs_read": 25, "vfs_open": 9}}}
`
	var out strings.Builder
	if err := renderVfscount(strings.NewReader(in), nil, &out); err != nil {
		t.Fatal(err)
	}
	want := regexp.MustCompile(`^Tracing\.\.\. Ctrl-C to end\.

ADDR             FUNC                          COUNT
[0-9a-f]{16} vfs_open                          9
[0-9a-f]{16} vfs_write                         9
[0-9a-f]{16} vfs_read                         25
$`)
	if !want.MatchString(out.String()) {
		t.Errorf("got:\n%s", out.String())
	}
}
