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
func TestOomkill(t *testing.T) {
	r := Start(t, "oomkill", "-v")
	pid := OOMKill(t)
	o := r.Stop()
	o.Want(t, `^Tracing OOM kills`)
	o.Want(t, `^\d\d:\d\d:\d\d Triggered by PID \d+ \("oomhog"\), OOM kill of PID `+strconv.Itoa(pid)+` \("oomhog"\), [1-9]\d* pages, loadavg: \d+\.\d\d \d+\.\d\d \d+\.\d\d \d+/\d+ \d+$`)
}

// capable: chown as root is allowed CAP_CHOWN, as nobody denied it.
func TestCapable(t *testing.T) {
	r := Start(t, "capable", "-x")
	allowed, denied := Chown(t)
	o := r.Stop()
	if !strings.HasPrefix(o.Stdout, "TIME     UID   PID     TID     COMM             CAP     NAME                 AUDIT   VERDICT INSETID\n") {
		t.Errorf("header:\n%s", o.Stdout)
	}
	o.Want(t, `^\d\d:\d\d:\d\d 0 +`+strconv.Itoa(allowed)+` +\d+ +chown +0 +CAP_CHOWN +[-01] +allow +[-01] *$`)
	o.Want(t, `^\d\d:\d\d:\d\d 65534 +`+strconv.Itoa(denied)+` +\d+ +chown +0 +CAP_CHOWN +[-01] +deny +[-01] *$`)

	// -p and --unique: one line per capability of this process.
	r = Start(t, "capable", "--unique", "-K", "-p", strconv.Itoa(os.Getpid()))
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
func TestBindsnoop(t *testing.T) {
	me := strconv.Itoa(os.Getpid())
	r := Start(t, "bindsnoop", "-p", me)
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

	r = Start(t, "bindsnoop", "-xt", "-P", strconv.Itoa(tcp), "-p", me)
	Bind(t) // other ports: not shown
	o = r.Stop()
	if o.Stdout != "TIME(s)  PID     COMM             RET PROTO OPTS  IF   PORT  ADDR\n" {
		t.Errorf("-P %d printed other ports:\n%s", tcp, o.Stdout)
	}
	r = Start(t, "bindsnoop", "-x", "-p", me)
	tcp, _ = Bind(t)
	o = r.Stop()
	o.Want(t, `^`+me+` +\S+ +-98 +TCP +\.\.\.\.\. +0 +`+strconv.Itoa(tcp)+` +127\.0\.0\.1$`)
}

func TestBadPort(t *testing.T) {
	oneLine(t, RunTool(t, "bindsnoop", "-P", "http"), 2, `bad --port "http": want a port \(1-65535\)`)
	oneLine(t, RunTool(t, "bindsnoop", "--port=70000"), 2, `bad --port "70000"`)
}

// filelife: a file a shell creates and rm(1) deletes 300 ms later; one
// that existed before (opened with O_CREAT again) is no new file.
func TestFilelife(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "old")
	if err := os.WriteFile(old, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	r := Start(t, "filelife")
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

	// -p: only files this process created.
	r = Start(t, "filelife", "-p", strconv.Itoa(os.Getpid()))
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
