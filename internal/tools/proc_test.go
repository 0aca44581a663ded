package tools

// Kernel tests of the processes-and-files tools: each started as a user
// would, its event made by a workload (workloads_proc_test.go), stopped
// with Ctrl-C.

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"sonde/internal/testutil"
)

// me is this process's pid, for lines it causes.
var me = strconv.Itoa(os.Getpid())

func itoa(n int) string { return strconv.Itoa(n) }

func TestExitsnoop(t *testing.T) {
	r := Start(t, "exitsnoop", "-x", "-t")
	code := ExitWith(t, 3)
	ok := Exec(t, "/bin/true", "exitsnoop-ok")
	s := Sleeper(t)
	KillSleeper(t, s, syscall.SIGKILL)
	o := r.Stop()
	if !strings.HasPrefix(o.Stdout, "TIME     PCOMM            PID     PPID    TID     AGE(s)  EXIT_CODE\n") {
		t.Errorf("header:\n%s", o.Stdout)
	}
	o.Want(t, `^\d\d:\d\d:\d\d sh +`+itoa(code)+` +`+me+` +`+itoa(code)+` +\d+\.\d\d code 3$`)
	o.Want(t, `^\d\d:\d\d:\d\d sleep +`+itoa(s.Process.Pid)+` +`+me+` +\d+ +\d+\.\d\d signal 9 \(Killed\)$`)
	if regexp.MustCompile(`(?m)^\S+ true +` + itoa(ok) + ` `).MatchString(o.Stdout) {
		t.Errorf("-x printed a successful exit:\n%s", o.Stdout)
	}
}

// -p follows one process; its age is how long it lived.
func TestExitsnoopPID(t *testing.T) {
	s := Sleeper(t)
	r := Start(t, "exitsnoop", "-p", itoa(s.Process.Pid))
	ExitWith(t, 0) // another process: not shown
	KillSleeper(t, s, syscall.SIGTERM)
	o := r.Stop()
	o.Want(t, `^sleep +`+itoa(s.Process.Pid)+` +`+me+` +`+itoa(s.Process.Pid)+` +\d+\.\d\d signal 15 \(Terminated\)$`)
	if n := strings.Count(o.Stdout, "\n"); n != 2 {
		t.Errorf("-p %d: want the header and one line:\n%s", s.Process.Pid, o.Stdout)
	}
}

// --per-thread shows every thread of a multithreaded process (a Go
// program: sonde itself), the default only the process.
func TestExitsnoopPerThread(t *testing.T) {
	for _, perThread := range []bool{true, false} {
		args := []string{"-j"}
		if perThread {
			args = append(args, "--per-thread")
		}
		r := Start(t, "exitsnoop", args...)
		pid := Exec(t, sondeBin, "tools")
		o := r.Stop()
		lines := regexp.MustCompile(`(?m)^\{"type": ?"printf", ?"data": ?"sonde +`+itoa(pid)+` +`+me+` +\d+ `).FindAllString(o.Stdout, -1)
		if perThread && len(lines) < 2 || !perThread && len(lines) != 1 {
			t.Errorf("%v: %d lines for pid %d:\n%s", args, len(lines), pid, o.Stdout)
		}
	}
}

func TestStatsnoop(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "no-such-file")
	found := t.TempDir()
	r := Start(t, "statsnoop", "-p", me, "-t")
	os.Stat(missing)
	os.Lstat(found)
	other := OpenFile(t, missing) // cat: another process, not shown
	o := r.Stop()
	if !strings.HasPrefix(o.Stdout, "TIME(s)        PID     COMM                 RET  ERR  PATH\n") {
		t.Errorf("header:\n%s", o.Stdout)
	}
	o.Want(t, `^ +\d+\.\d{9} `+me+` +\S+ +-1 +2 +`+regexp.QuoteMeta(missing)+`$`)
	o.Want(t, `^ +\d+\.\d{9} `+me+` +\S+ +0 +0 +`+regexp.QuoteMeta(found)+`$`)
	if strings.Contains(o.Stdout, " "+itoa(other)+" ") {
		t.Errorf("-p %s printed pid %d:\n%s", me, other, o.Stdout)
	}

	r = Start(t, "statsnoop", "-x")
	os.Stat(missing)
	os.Stat(found)
	o = r.Stop()
	o.Want(t, `^`+me+` +\S+ +-1 +2 +`+regexp.QuoteMeta(missing)+`$`)
	if strings.Contains(o.Stdout, found+"\n") {
		t.Errorf("-x printed a successful stat:\n%s", o.Stdout)
	}
}

func TestKillsnoop(t *testing.T) {
	s := Sleeper(t)
	gone := NoSuchPID(t)
	r := Start(t, "killsnoop")
	syscall.Kill(gone, syscall.SIGUSR1)
	KillSleeper(t, s, syscall.SIGTERM)
	o := r.Stop()
	if !strings.HasPrefix(o.Stdout, "TIME      PID     COMM             SIG  TPID   RESULT\n") {
		t.Errorf("header:\n%s", o.Stdout)
	}
	o.Want(t, `^\d\d:\d\d:\d\d +`+me+` +\S+ +15 +`+itoa(s.Process.Pid)+` +0$`)
	o.Want(t, `^\d\d:\d\d:\d\d +`+me+` +\S+ +10 +`+itoa(gone)+` +-3$`)

	// -x: failures only; -s by name; -p the sender.
	s = Sleeper(t)
	r = Start(t, "killsnoop", "-x", "-s", "USR1", "-p", me)
	syscall.Kill(gone, syscall.SIGUSR2)
	syscall.Kill(gone, syscall.SIGUSR1)
	KillSleeper(t, s, syscall.SIGUSR1)
	o = r.Stop()
	o.Want(t, `^\d\d:\d\d:\d\d +`+me+` +\S+ +10 +`+itoa(gone)+` +-3$`)
	if n := strings.Count(o.Stdout, "\n"); n != 2 {
		t.Errorf("-x -s USR1: want the header and one line:\n%s", o.Stdout)
	}
	oneLine(t, RunTool(t, "killsnoop", "-s", "SIGNOPE"), 2, `bad --signal "SIGNOPE": want a signal number`)
	oneLine(t, RunTool(t, "killsnoop", "-s", "65"), 2, `bad --signal "65"`)
}

func TestSigsnoop(t *testing.T) {
	s := Sleeper(t)
	r := Start(t, "sigsnoop", "-n", "-p", me)
	KillSleeper(t, s, syscall.SIGTERM)
	o := r.Stop()
	if !strings.HasPrefix(o.Stdout, "TIME     PID     COMM             SIG          TPID    TCOMM            RESULT\n") {
		t.Errorf("header:\n%s", o.Stdout)
	}
	o.Want(t, `^\d\d:\d\d:\d\d `+me+` +\S+ +SIGTERM +`+itoa(s.Process.Pid)+` +sleep +0 *$`)

	// The kernel's own signals: SIGCHLD to this process when a child exits.
	s = Sleeper(t)
	r = Start(t, "sigsnoop", "-s", "CHLD", "-j")
	KillSleeper(t, s, syscall.SIGKILL)
	o = r.Stop()
	o.Want(t, `^\{"type": ?"printf", ?"data": ?"\d\d:\d\d:\d\d `+itoa(s.Process.Pid)+` +sleep +17 +\d+ +tools.test +0 *\\n"\}$`)
}

// -k: the kill syscalls, with their return; -x: failures only.
func TestSigsnoopKill(t *testing.T) {
	s := Sleeper(t)
	gone := NoSuchPID(t)
	r := Start(t, "sigsnoop", "-k", "-p", me)
	syscall.Kill(gone, syscall.SIGUSR1)
	KillSleeper(t, s, syscall.SIGINT)
	o := r.Stop()
	o.Want(t, `^\d\d:\d\d:\d\d `+me+` +\S+ +10 +`+itoa(gone)+` +-3 *$`)
	o.Want(t, `^\d\d:\d\d:\d\d `+me+` +\S+ +2 +`+itoa(s.Process.Pid)+` +sleep +0 *$`)

	s = Sleeper(t)
	r = Start(t, "sigsnoop", "-kx", "-p", me)
	syscall.Kill(gone, syscall.SIGUSR1)
	KillSleeper(t, s, syscall.SIGINT)
	o = r.Stop()
	o.Want(t, ` +10 +`+itoa(gone)+` +-3 *$`)
	if strings.Contains(o.Stdout, " "+itoa(s.Process.Pid)+" ") {
		t.Errorf("-x printed a successful kill:\n%s", o.Stdout)
	}
}

func TestMountsnoop(t *testing.T) {
	r := Start(t, "mountsnoop", "-p", me)
	m := MountTmpfs(t)
	o := r.Stop()
	if !strings.HasPrefix(o.Stdout, "COMM             PID     TID     MNT_NS      CALL\n") {
		t.Errorf("header:\n%s", o.Stdout)
	}
	head := `^\S+ +` + me + ` +` + itoa(m.TID) + ` +` + strconv.FormatUint(m.NS, 10) + ` +`
	path := regexp.QuoteMeta(m.Path)
	o.Want(t, head+`mount\("none", "/", "", MS_REC \| MS_PRIVATE, ""\) = 0$`)
	o.Want(t, head+`mount\("sonde-tmpfs", "`+path+`", "tmpfs", MS_NOSUID \| MS_NODEV, "size=1m"\) = 0$`)
	o.Want(t, head+`umount\("`+path+`", 0x0\) = 0$`)
	o.Want(t, head+`umount\("`+path+`", 0x0\) = -EINVAL$`)
	o.Want(t, head+`fsopen\("tmpfs", 0x1\) = \d+$`)
	o.Want(t, head+`fsmount\(\d+, 0x1, 0x4\) = \d+$`)
	o.Want(t, head+`move_mount\(\d+, "", AT_FDCWD, "`+path+`", 0x4\) = 0$`)
	o.Want(t, head+`umount\("`+path+`", 0x2\) = 0$`)

	r = Start(t, "mountsnoop", "-t")
	m = MountTmpfs(t)
	o = r.Stop()
	o.Want(t, `^\d\d:\d\d:\d\d \S+ +`+me+` +`+itoa(m.TID)+` +\d+ +mount\("sonde-tmpfs"`)
}

func TestSyncsnoop(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "synced"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := Start(t, "syncsnoop")
	f.Write([]byte("x"))
	f.Sync()
	syscall.Fdatasync(int(f.Fd()))
	o := r.Stop()
	if !strings.HasPrefix(o.Stdout, "TIME(s)            CALL             PID     COMM\n") {
		t.Errorf("header:\n%s", o.Stdout)
	}
	o.Want(t, `^ +\d+\.\d{9} fsync\(\) +`+me+` +\S+$`)
	o.Want(t, `^ +\d+\.\d{9} fdatasync\(\) +`+me+` +\S+$`)
}

func TestSetuids(t *testing.T) {
	r := Start(t, "setuids")
	SetuidCalls(t)
	o := r.Stop()
	if !strings.HasPrefix(o.Stdout, "Tracing setuid(2) family syscalls. Hit Ctrl-C to end.\nTIME     PID    COMM             UID    SYSCALL   ARGS (RET)\n") {
		t.Errorf("header:\n%s", o.Stdout)
	}
	head := `^\d\d:\d\d:\d\d ` + me + ` +\S+ +0 +`
	o.Want(t, head+`setuid    uid=0 \(0\)$`)
	o.Want(t, head+`setresuid ruid=-1 euid=-1 suid=-1 \(0\)$`)
	o.Want(t, head+`setfsuid  uid=0 \(prevuid=0\)$`)
	o.Want(t, head+`setuid    uid=-1 \(-22\)$`)
}

// setuids has bpftrace's columns: its lines are bpftrace 0.17's
// /usr/sbin/setuids.bt's, for the same calls.
func TestSetuidsMatchesBpftrace(t *testing.T) {
	bt, err := exec.LookPath("bpftrace")
	if err != nil || !fileExists("/usr/sbin/setuids.bt") {
		t.Skip("no bpftrace or /usr/sbin/setuids.bt")
	}
	testutil.RequireKernel(t, testutil.Privileged())
	cmd := exec.Command(bt, "/usr/sbin/setuids.bt")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { cmd.Process.Kill(); cmd.Wait() }()
	var lines []string
	header, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines = append(lines, sc.Text())
			if strings.HasPrefix(sc.Text(), "TIME ") {
				close(header) // BEGIN ran: 0.17 attaches the probes first
			}
		}
	}()
	select {
	case <-header:
	case <-done:
		t.Fatalf("bpftrace exited: %v", lines)
	case <-time.After(attachTimeout):
		t.Fatalf("bpftrace did not start: %v", lines)
	}
	r := Start(t, "setuids")
	SetuidCalls(t)
	o := r.Stop()
	cmd.Process.Signal(syscall.SIGINT)
	<-done
	// The lines of this process, without their times.
	mine := func(ls []string) []string {
		var m []string
		for _, l := range ls {
			if f := strings.Fields(l); len(f) > 1 && f[1] == me {
				m = append(m, l[9:])
			}
		}
		return m
	}
	got, want := mine(strings.Split(o.Stdout, "\n")), mine(lines)
	if len(want) != 4 || strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("sonde:\n%s\nbpftrace:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
