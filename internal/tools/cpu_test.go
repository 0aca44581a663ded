package tools

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// logHist matches a libbpf-tools log2 histogram's header for unit.
func logHistHeader(unit string) string { return `^     ` + unit + ` +: count    distribution$` }

// logHistRow matches a row with a nonzero count.
const logHistRow = `^ +\d+ -> \d+ +: [1-9]\d* +\|\*+ *\|$`

func TestRunqlat(t *testing.T) {
	r := Start(t, "runqlat")
	Spinners(t, 2)
	o := r.Stop()
	o.Want(t, `^Tracing run queue latency\.\.\. Hit Ctrl-C to end\.$`)
	o.Want(t, logHistHeader("usecs"))
	o.Want(t, logHistRow)

	cpu, pids := Spinners(t, 2)
	_ = cpu
	r = Start(t, "runqlat", "-P", "-m", "-p", strconv.Itoa(pids[0]))
	WaitSlices(t, pids[0], 20)
	o = r.Stop()
	o.Want(t, `^pid = `+strconv.Itoa(pids[0])+` sh$`)
	o.Want(t, logHistHeader("msecs"))
	if regexp.MustCompile(`(?m)^pid = ` + strconv.Itoa(pids[1])).MatchString(o.Stdout) {
		t.Errorf("-p %d shows pid %d:\n%s", pids[0], pids[1], o.Stdout)
	}

	r = Start(t, "runqlat", "-L", "-T", "1", "2")
	o = r.Wait()
	if n := len(regexp.MustCompile(`(?m)^\d\d:\d\d:\d\d$`).FindAllString(o.Stdout, -1)); n != 2 {
		t.Errorf("-T 1 2: want two intervals, got %d:\n%s", n, o.Stdout)
	}
	o.Want(t, `^tid = \d+ \S+`)

	r = Start(t, "runqlat", "--pidnss", "1", "1")
	o = r.Wait()
	o.Want(t, `^pidns = \d+$`)

	r = Start(t, "runqlat", "-j", "1", "1")
	o = r.Wait()
	o.Want(t, `^\{"type": ?"hist", ?"data": ?\{"@lat": ?\[`)
}

func TestCpudist(t *testing.T) {
	_, pids := Spinners(t, 2)
	r := Start(t, "cpudist", "-P", "-p", strconv.Itoa(pids[0]))
	WaitSlices(t, pids[0], 20)
	o := r.Stop()
	o.Want(t, `^Tracing on-CPU time\.\.\. Hit Ctrl-C to end\.$`)
	o.Want(t, `^pid = `+strconv.Itoa(pids[0])+` sh$`)
	o.Want(t, logHistHeader("usecs"))
	o.Want(t, logHistRow)
	if regexp.MustCompile(`(?m)^pid = ` + strconv.Itoa(pids[1])).MatchString(o.Stdout) {
		t.Errorf("-p %d shows pid %d:\n%s", pids[0], pids[1], o.Stdout)
	}

	r = Start(t, "cpudist", "-O", "-m")
	PingPong(t, 200)
	o = r.Stop()
	o.Want(t, `^Tracing off-CPU time\.\.\. Hit Ctrl-C to end\.$`)
	o.Want(t, logHistHeader("msecs"))
	o.Want(t, logHistRow)
}

func TestRunqslower(t *testing.T) {
	_, pids := Spinners(t, 2)
	r := Start(t, "runqslower", "-P", "-p", strconv.Itoa(pids[0]), "100")
	WaitSlices(t, pids[0], 20)
	o := r.Stop()
	o.Want(t, `^Tracing run queue latency higher than 100 us$`)
	o.Want(t, `^TIME     COMM             TID           LAT\(us\) PREV COMM        PREV TID$`)
	// A spinner waits while the other runs: its own previous is the other.
	o.Want(t, `^\d\d:\d\d:\d\d sh +`+strconv.Itoa(pids[0])+` +\d{3,} \S.* +\d+ *$`)
	if regexp.MustCompile(`(?m)^\S+ \S+ +` + strconv.Itoa(pids[1]) + ` `).MatchString(o.Stdout) {
		t.Errorf("-p %d shows pid %d:\n%s", pids[0], pids[1], o.Stdout)
	}
	oneLine(t, RunTool(t, "runqslower", "-t", "999999999"), 2, `bad tid 999999999: no such thread`)
}

func TestHardirqs(t *testing.T) {
	if err := blockDevice(); err != nil {
		t.Skip("no block device: nothing makes a known interrupt")
	}
	dir := DiskDir(t)
	r := Start(t, "hardirqs")
	DirectIO(t, dir, 32)
	o := r.Stop()
	o.Want(t, `^HARDIRQ                    TOTAL_usecs$`)
	o.Want(t, `^\S.{25} +[1-9]\d*$`)

	r = Start(t, "hardirqs", "-C")
	DirectIO(t, dir, 32)
	o = r.Stop()
	o.Want(t, `^HARDIRQ                    TOTAL_count$`)
	o.Want(t, `^\S.{25} +[1-9]\d*$`)

	r = Start(t, "hardirqs", "-d", "-N")
	DirectIO(t, dir, 32)
	o = r.Stop()
	o.Want(t, `^hardirq = \S+`)
	o.Want(t, logHistHeader("nsecs"))
}

func TestSoftirqs(t *testing.T) {
	r := Start(t, "softirqs", "-C")
	for range 20 {
		TCPConnect(t)
	}
	o := r.Stop()
	o.Want(t, `^SOFTIRQ          TOTAL_count$`)
	o.Want(t, `^net_rx +([2-9]\d|\d{3,})$`)

	r = Start(t, "softirqs", "-d")
	TCPConnect(t)
	o = r.Stop()
	o.Want(t, `^softirq = net_rx$`)
	o.Want(t, logHistHeader("usecs"))

	r = Start(t, "softirqs", "-T", "1", "1")
	o = r.Wait()
	o.Want(t, `^\d\d:\d\d:\d\d$`)
	o.Want(t, `^SOFTIRQ          TOTAL_usecs$`)
}

func TestRunqlen(t *testing.T) {
	cpu, pids := Spinners(t, 2)
	r := Start(t, "runqlen", "-C", "1", "1")
	o := r.Wait()
	o.Want(t, `^Sampling run queue length\.\.\. Hit Ctrl-C to end\.$`)
	o.Want(t, `^     runqlen       : count     distribution$`)
	// Two spinners on the CPU: one runs, one waits, in nearly every sample.
	section := regexp.MustCompile(`(?ms)^cpu = ` + strconv.Itoa(cpu) + `\n.*?(\n\n|\z)`).FindString(o.Stdout)
	if !regexp.MustCompile(`(?m)^        [1-9]\d* +: [1-9]\d* +\|`).MatchString(section) {
		t.Errorf("cpu %d has no thread waiting:\n%s", cpu, o.Stdout)
	}

	r = Start(t, "runqlen", "-OC")
	WaitSlices(t, pids[0], 10)
	o = r.Stop()
	o.Want(t, `^runqocc, CPU `+strconv.Itoa(cpu)+` +([5-9]\d|100)\.\d\d%$`)

	r = Start(t, "runqlen", "-O")
	WaitSlices(t, pids[0], 10) // samples taken: a Ctrl-C before any prints no line
	o = r.Stop()
	o.Want(t, `^runqocc: +\d+\.\d\d%$`)
}

// offcputime: two threads of this test passing a byte through pipes block
// in pipe_read (go test's binary has no symbols: its user frames are
// addresses).
func TestOffcputime(t *testing.T) {
	me := strconv.Itoa(os.Getpid())
	r := Start(t, "offcputime", "-p", me)
	ping, _ := PingPong(t, 200)
	o := r.Stop()
	o.Want(t, `^Tracing off-CPU time \(us\) of one process by user \+ kernel stack\.\.\. Hit Ctrl-C to end\.$`)
	o.Want(t, `^    (anon_)?pipe_read$`)
	o.Want(t, `^    -                \S+ \(`+strconv.Itoa(ping)+`\)$`)
	o.Want(t, `^        [1-9]\d*$`)
	if regexp.MustCompile(`(?m)^    (bpf_prog_|__traceiter_)`).MatchString(o.Stdout) {
		t.Errorf("the tracer's own frames are shown:\n%s", o.Stdout)
	}

	r = Start(t, "offcputime", "-f", "-d", "-p", me)
	PingPong(t, 200)
	o = r.Stop()
	// comm;user frames root first;-;kernel frames root first TOTAL
	o.Want(t, `^[^; ]+;.*;-;.*pipe_read;.*schedule;__schedule [1-9]\d*$`)
	if strings.Contains(o.Stdout, "Tracing") {
		t.Errorf("-f prints a header:\n%s", o.Stdout)
	}

	// A process with symbols: a sonde tool, whose threads sleep between
	// polls. Its user stacks are kept in a map from switch-out to
	// switch-in, and must keep naming the process.
	other := Start(t, "runqlen")
	pid := other.cmd.Process.Pid
	r = Start(t, "offcputime", "-p", strconv.Itoa(pid))
	WaitSlices(t, pid, 20)
	o = r.Stop()
	o.Want(t, `^    runtime\.\S+$`)
	o.Want(t, `^    -                sonde \(\d+\)$`)
	other.Stop()

	r = Start(t, "offcputime", "-K", "-k", "1")
	o = r.Wait()
	o.Want(t, `^Tracing off-CPU time \(us\) of kernel threads by kernel stack for 1 secs\.$`)
	o.Want(t, `^    -                (kworker|ksoftirqd|rcu_|migration)\S* \(\d+\)$`)
}

// wakeuptime: each PingPong thread is woken by the other's pipe_write.
func TestWakeuptime(t *testing.T) {
	me := strconv.Itoa(os.Getpid())
	r := Start(t, "wakeuptime", "-p", me)
	PingPong(t, 200)
	o := r.Stop()
	o.Want(t, `^Tracing blocked time \(us\) by user \+ kernel waker stack\.\.\. Hit Ctrl-C to end\.$`)
	o.Want(t, `^    target:          \S+$`)
	o.Want(t, `^    try_to_wake_up$`)
	o.Want(t, `^    waker:           \S+$`)

	r = Start(t, "wakeuptime", "-f", "-K", "-p", me)
	PingPong(t, 200)
	o = r.Stop()
	o.Want(t, `^[^; ]+;.*pipe_write;.*try_to_wake_up;[^; ]+ [1-9]\d*$`)
	if regexp.MustCompile(`;-;|;0x[0-9a-f]+;`).MatchString(o.Stdout) {
		t.Errorf("-K shows user frames:\n%s", o.Stdout)
	}
}

func TestBCCFolded(t *testing.T) {
	in := "sh;main;loop 5\nprog;main;write;entry_SYSCALL_64_[k];ksys_write_[k] 3\nswapper/0;cpu_idle_[k];default_idle_[k] 9\n"
	for _, c := range []struct {
		delimit, annotate bool
		want              string
	}{
		{false, false, "sh;main;loop 5\nprog;main;write;entry_SYSCALL_64;ksys_write 3\nswapper/0;cpu_idle;default_idle 9\n"},
		{true, true, "sh;main;loop 5\nprog;main;write;-;entry_SYSCALL_64_[k];ksys_write_[k] 3\nswapper/0;cpu_idle_[k];default_idle_[k] 9\n"},
	} {
		var out strings.Builder
		if err := bccFolded(strings.NewReader(in), &out, c.delimit, c.annotate); err != nil || out.String() != c.want {
			t.Errorf("delimit %v annotate %v: got %v\n%s", c.delimit, c.annotate, err, out.String())
		}
	}
}

// profile is sonde profile with BCC's flags; its samples of a spinner.
func TestProfile(t *testing.T) {
	_, pids := Spinners(t, 1)
	o := RunTool(t, "profile", "-v", "-f", "-d", "-F", "99", "-p", strconv.Itoa(pids[0]), "1")
	if o.Code != 0 {
		t.Fatalf("exit %d:\n%s%s", o.Code, o.Stdout, o.Stderr)
	}
	if !strings.Contains(o.Stderr, "sonde tool profile: runs sonde profile -p "+strconv.Itoa(pids[0])+" -F 99 --duration 1s -o ") {
		t.Errorf("-v does not print the command:\n%s", o.Stderr)
	}
	o.Want(t, `^sh(;[^; ]+)* [1-9]\d*$`)
	if strings.Contains(o.Stdout, "_[k]") {
		t.Errorf("kernel frames marked without -a:\n%s", o.Stdout)
	}

	o = RunTool(t, "profile", "-c", "10000000", "-p", strconv.Itoa(pids[0]), "1")
	o.Want(t, `^\d+ samples in 1 process over `)
	o.Want(t, `^  self%    cum%  function$`)

	show := RunSonde(t, "tools", "show", "profile")
	if show.Code != 0 || !strings.HasPrefix(show.Stdout, "profile is not a script: sonde tool profile runs sonde profile") {
		t.Errorf("tools show profile: exit %d\n%s%s", show.Code, show.Stdout, show.Stderr)
	}
	oneLine(t, RunTool(t, "profile", "-j"), 2, `-j and --source are for scripts; this tool is sonde profile`)
	oneLine(t, RunTool(t, "profile", "-U", "-K"), 2, `-U and -K exclude each other`)
	oneLine(t, RunTool(t, "profile", "-F", "0"), 2, `bad -F 0`)
}
