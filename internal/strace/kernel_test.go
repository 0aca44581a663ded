package strace

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"sonde/internal/testutil"
)

// TestMain lets the test binary serve as sonde strace.
func TestMain(m *testing.M) {
	if os.Getenv("SONDE_STRACE_TEST_MAIN") == "1" { // the test binary as sonde strace
		os.Exit(Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

func requireKernel(t *testing.T) {
	t.Helper()
	testutil.RequireKernel(t, testutil.Privileged())
}

func requireStrace(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("strace")
	if err != nil {
		testutil.RequireKernel(t, "strace is not installed")
	}
	return p
}

// runSonde runs Main in-process with the trace written to a file and the
// command's output to /dev/null; it returns the trace lines and exit code.
func runSonde(t *testing.T, args ...string) ([]string, int) {
	t.Helper()
	out := filepath.Join(t.TempDir(), "sonde.out")
	null, err := os.OpenFile(os.DevNull, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer null.Close()
	// The command's stderr is /dev/null as under runStrace; sonde's own
	// errors show as a missing trace.
	code := Main(append([]string{"-o", out}, args...), null, null, null)
	if _, err := os.Stat(out); err != nil || code == exitUsage {
		t.Fatalf("sonde strace %v: exit %d, no trace", args, code)
	}
	return readLines(t, out), code
}

func runStrace(t *testing.T, strace string, args ...string) []string {
	t.Helper()
	out := filepath.Join(t.TempDir(), "strace.out")
	cmd := exec.Command(strace, append([]string{"-o", out}, args...)...)
	null, err := os.OpenFile(os.DevNull, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer null.Close()
	cmd.Stdin, cmd.Stdout, cmd.Stderr = null, null, null
	if err := cmd.Run(); err != nil {
		if _, ok := err.(*exec.ExitError); !ok {
			t.Fatalf("strace: %v", err)
		}
	}
	return readLines(t, out)
}

func readLines(t *testing.T, path string) []string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimRight(string(b), "\n"), "\n")
}

var (
	reAddr    = regexp.MustCompile(`0x[0-9a-f]+`)
	reRandom  = regexp.MustCompile(`^getrandom\("[^"]*"`)
	rePort    = regexp.MustCompile(`htons\(\d+\)`)
	reSiPid   = regexp.MustCompile(`si_pid=\d+`)
	reAtime   = regexp.MustCompile(`st_atime=\d+ /\* [^*]* \*/, st_atime_nsec=\d+`)
	rePidRet  = regexp.MustCompile(`^((?:set_tid_address|getpid|gettid|getppid)\(.*= )\d+$`)
	reName    = regexp.MustCompile(`^(?:\d+ +)?(?:<\.\.\. )?([a-z_0-9]+)[( ]`)
	reSignal  = regexp.MustCompile(`^(---|\+\+\+)`)
	reTimeRet = regexp.MustCompile(`^(clock_gettime|gettimeofday|time|select|pselect6)\(.*`)
)

// mask removes what differs between two runs of the same command:
// addresses, pids, random bytes and clocks.
func mask(line string) string {
	line = reAddr.ReplaceAllString(line, "ADDR")
	line = reRandom.ReplaceAllString(line, `getrandom("RANDOM"`)
	line = rePort.ReplaceAllString(line, "htons(PORT)")
	line = reSiPid.ReplaceAllString(line, "si_pid=PID")
	line = reAtime.ReplaceAllString(line, "st_atime=ATIME")
	line = rePidRet.ReplaceAllString(line, "${1}PID")
	if strings.HasPrefix(line, "sysinfo(") || strings.HasPrefix(line, "fstatfs(") || strings.HasPrefix(line, "statfs(") {
		line = regexp.MustCompile(`\d+`).ReplaceAllString(line, "N") // system state
	}
	if reTimeRet.MatchString(line) {
		line = regexp.MustCompile(`tv_(sec|nsec|usec)=\d+`).ReplaceAllString(line, "tv_$1=N")
	}
	return line
}

func syscallNames(lines []string) []string {
	var names []string
	for _, l := range lines {
		if reSignal.MatchString(l) {
			continue
		}
		if m := reName.FindStringSubmatch(l); m != nil {
			names = append(names, m[1])
		}
	}
	return names
}

// pyIO exercises iovecs, poll and sockets (on the loopback address).
const pyIO = `import array, os, select, socket
r, w = os.pipe()
os.writev(w, [b"hello ", b"world\n", b"", b"x" * 100])
p = select.poll()
p.register(r, select.POLLIN)
p.poll(1000)
select.select([r], [], [], 1.5)
os.readv(r, [bytearray(4), bytearray(200)])
os.getcwd()
s = socket.socket()
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", 0))
s.listen()
c = socket.create_connection(s.getsockname())
a, _ = s.accept()
c.sendall(b"ping")
a.recv(10)
u1, u2 = socket.socketpair()
u1.sendmsg([b"hi ", b"there"], [(socket.SOL_SOCKET, socket.SCM_RIGHTS, array.array("i", [r]))])
u2.recvmsg(100, socket.CMSG_SPACE(4))
`

// serverC is a small C server talking to itself over the loopback address.
const serverC = `#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <sys/epoll.h>
#include <unistd.h>
#include <fcntl.h>
int main(void) {
	int s = socket(AF_INET, SOCK_STREAM, 0), one = 1;
	setsockopt(s, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
	struct sockaddr_in a = {0};
	a.sin_family = AF_INET;
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	bind(s, (struct sockaddr *)&a, sizeof a);
	listen(s, 8);
	socklen_t l = sizeof a;
	getsockname(s, (struct sockaddr *)&a, &l);
	int c = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
	connect(c, (struct sockaddr *)&a, sizeof a);
	int ep = epoll_create1(EPOLL_CLOEXEC);
	struct epoll_event ev = {.events = EPOLLIN, .data.fd = s}, out[4];
	epoll_ctl(ep, EPOLL_CTL_ADD, s, &ev);
	epoll_wait(ep, out, 4, 1000);
	struct sockaddr_in peer;
	socklen_t pl = sizeof peer;
	int x = accept4(s, (struct sockaddr *)&peer, &pl, SOCK_CLOEXEC);
	fcntl(x, F_SETFL, fcntl(x, F_GETFL) | O_NONBLOCK);
	write(c, "GET / HTTP/1.0\\r\\n\\r\\n", 18);
	char buf[64];
	read(x, buf, sizeof buf);
	send(x, "HTTP/1.0 200 OK\\r\\n", 17, MSG_NOSIGNAL);
	recv(c, buf, sizeof buf, 0);
	shutdown(c, SHUT_RDWR);
	close(x); close(c); close(s); close(ep);
	return 0;
}
`

// buildServer compiles serverC (without a C compiler, its case is skipped).
func buildServer(t *testing.T, dir string) string {
	t.Helper()
	cc, err := exec.LookPath("cc")
	if err != nil {
		return "no-c-compiler" // the case is skipped
	}
	src := filepath.Join(dir, "server.c")
	bin := filepath.Join(dir, "server")
	os.WriteFile(src, []byte(serverC), 0o644)
	if out, err := exec.Command(cc, "-O1", "-o", bin, src).CombinedOutput(); err != nil {
		t.Fatalf("cc: %v: %s", err, out)
	}
	return bin
}

// TestCompareWithStrace runs commands under strace and under sonde strace:
// the syscall name sequences must be identical, and at least 90% of lines
// identical after masking addresses.
func TestCompareWithStrace(t *testing.T) {
	requireKernel(t)
	strace := requireStrace(t)
	testutil.CheckFDs(t)
	dir := t.TempDir()
	file := filepath.Join(dir, "file.txt")
	if err := os.WriteFile(file, []byte("hello\n\x01\x02binary\tdata\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(dir, "d")
	os.Mkdir(sub, 0o755)
	for _, n := range []string{"a", "b", "c"} {
		os.WriteFile(filepath.Join(sub, n), nil, 0o644)
	}
	server := buildServer(t, dir)
	copyPath := filepath.Join(dir, "copy")
	link := filepath.Join(dir, "link")
	cases := []struct {
		argv  []string
		reset func() // restores the state the command changes
		flags []string
	}{
		{argv: []string{"python3", "-c", pyIO}, flags: []string{"-e", "trace=sendmsg,recvmsg,socketpair,writev,readv,poll,select,pselect6,getcwd,pipe2,socket,bind,listen,connect,accept4,accept,getsockname,setsockopt,sendto,recvfrom"}},
		{argv: []string{server}},
		{argv: []string{"cat", file}, flags: []string{"-y"}},
		{argv: []string{"cat", file}, flags: []string{"-v", "-e", "trace=execve,newfstatat,prlimit64"}},
		{argv: []string{"cat", file}, flags: []string{"-s", "100", "-x"}},
		{argv: []string{"cat", file}, flags: []string{"-xx", "-e", "trace=read,write"}},
		{argv: []string{"ls", sub}, flags: []string{"-e", "trace=%file,%desc", "-Z"}},
		{argv: []string{"ls", sub}, flags: []string{"-e", "trace=!%memory", "-z"}},
		{argv: []string{"/bin/true"}},
		{argv: []string{"cat", file}},
		{argv: []string{"ls", sub}},
		{argv: []string{"cat", filepath.Join(dir, "missing")}},
		{argv: []string{"head", "-c", "5", file}},
		{argv: []string{"sh", "-c", "echo hi >/dev/null; exit 0"}},
		{argv: []string{"stat", file}},
		{argv: []string{"uname", "-a"}},
		{argv: []string{"wc", "-l", file}},
		{argv: []string{"cp", file, copyPath}, reset: func() { os.Remove(copyPath) }},
		{argv: []string{"mkdir", "-p", filepath.Join(dir, "x", "y")}, reset: func() { os.RemoveAll(filepath.Join(dir, "x")) }},
		{argv: []string{"ln", "-sf", file, link}, reset: func() { os.Remove(link) }},
		{argv: []string{"readlink", link}, reset: func() { os.Remove(link); os.Symlink(file, link) }},
		{argv: []string{"rm", "-f", copyPath}, reset: func() { os.WriteFile(copyPath, []byte("x"), 0o644) }},
		{argv: []string{"touch", filepath.Join(dir, "t")}, reset: func() { os.Remove(filepath.Join(dir, "t")) }},
		{argv: []string{"env"}},
		{argv: []string{"id"}},
		{argv: []string{"sleep", "0.01"}},
		{argv: []string{"ls", "-l", sub}},
		{argv: []string{"sort", file}},
		{argv: []string{"du", "-s", sub}},
		{argv: []string{"find", dir, "-name", "*.txt"}},
		{argv: []string{"tar", "cf", os.DevNull, sub}},
		{argv: []string{"gzip", "-c", file}},
		{argv: []string{"df", "/"}},
		{argv: []string{"date", "-u", "-d", "@0"}},
	}
	total, same := 0, 0
	for _, tc := range cases {
		argv := tc.argv
		if _, err := exec.LookPath(argv[0]); err != nil {
			t.Logf("%s is not installed: case skipped", argv[0])
			continue
		}
		if tc.reset != nil {
			tc.reset()
		}
		want := runStrace(t, strace, append(append([]string{}, tc.flags...), argv...)...)
		if tc.reset != nil {
			tc.reset()
		}
		got, _ := runSonde(t, append(append(append([]string{}, tc.flags...), "--"), argv...)...)
		wn, gn := syscallNames(want), syscallNames(got)
		if strings.Join(wn, " ") != strings.Join(gn, " ") {
			t.Errorf("%v %v: syscall sequences differ\nstrace: %v\nsonde:  %v", tc.flags, argv, wn, gn)
		}
		n, s := 0, 0
		for i := range max(len(want), len(got)) {
			n++
			var w, g string
			if i < len(want) {
				w = mask(want[i])
			}
			if i < len(got) {
				g = mask(got[i])
			}
			if w == g {
				s++
			} else {
				t.Logf("%v %v line %d:\n  strace: %s\n  sonde:  %s", tc.flags, argv, i+1, w, g)
			}
		}
		t.Logf("%v %v: %d/%d lines identical", tc.flags, argv, s, n)
		total += n
		same += s
	}
	pct := 100 * float64(same) / float64(total)
	t.Logf("identical lines: %d/%d (%.1f%%)", same, total, pct)
	if pct < 90 {
		t.Errorf("identical lines %.1f%% < 90%%", pct)
	}
}

// TestExitCode checks that the command's exit status is returned and that
// the first line is its execve.
func TestExitCode(t *testing.T) {
	requireKernel(t)
	testutil.CheckFDs(t)
	lines, code := runSonde(t, "--", "sh", "-c", "exit 7")
	if code != 7 {
		t.Errorf("exit code %d, want 7", code)
	}
	if !strings.HasPrefix(lines[0], `execve("/usr/bin/sh", ["sh", "-c", "exit 7"], `) &&
		!strings.HasPrefix(lines[0], `execve("/bin/sh", ["sh", "-c", "exit 7"], `) {
		t.Errorf("first line %q, want sh's execve", lines[0])
	}
	if last := lines[len(lines)-1]; last != "+++ exited with 7 +++" {
		t.Errorf("last line %q", last)
	}
	_, code = runSonde(t, "--", "sh", "-c", "kill -TERM $$")
	if code != 128+15 {
		t.Errorf("exit code %d after SIGTERM, want %d", code, 128+15)
	}
}

// TestFollowForks traces a shell pipeline with -f.
func TestFollowForks(t *testing.T) {
	requireKernel(t)
	testutil.CheckFDs(t)
	lines, code := runSonde(t, "-f", "-q", "--", "sh", "-c", "echo hi | cat; exit 3")
	if code != 3 {
		t.Errorf("exit code %d, want 3", code)
	}
	pids := map[string]bool{}
	var execs, exits int
	for _, l := range lines {
		f := strings.Fields(l)
		if len(f) < 2 {
			t.Fatalf("line without pid prefix: %q", l)
		}
		pids[f[0]] = true
		if strings.Contains(l, `execve("/usr/bin/cat", ["cat"]`) {
			execs++
		}
		if strings.Contains(l, "+++ exited with") {
			exits++
		}
	}
	if len(pids) < 3 {
		t.Errorf("%d pids in the trace, want the shell and two children:\n%s", len(pids), strings.Join(lines, "\n"))
	}
	if execs != 1 {
		t.Errorf("cat's execve seen %d times", execs)
	}
	if exits < 3 {
		t.Errorf("%d exits, want 3", exits)
	}
	if !strings.HasSuffix(lines[len(lines)-1], "+++ exited with 3 +++") {
		t.Errorf("last line %q", lines[len(lines)-1])
	}
	if !regexp.MustCompile(`--- SIGCHLD \{si_signo=SIGCHLD, si_code=CLD_EXITED, si_pid=\d+, si_uid=0, si_status=0, si_utime=\d+, si_stime=\d+\} ---`).MatchString(strings.Join(lines, "\n")) {
		t.Errorf("no SIGCHLD line")
	}
}

// TestTraceClass checks -e trace=%file and negation.
func TestTraceClass(t *testing.T) {
	requireKernel(t)
	testutil.CheckFDs(t)
	lines, _ := runSonde(t, "-e", "trace=%file", "--", "cat", "/etc/hostname")
	for _, n := range syscallNames(lines) {
		if n != "execve" && n != "openat" && n != "access" && n != "newfstatat" && n != "statfs" && n != "readlink" && n != "statx" {
			t.Errorf("%s traced with %%file", n)
		}
	}
	if len(syscallNames(lines)) < 3 {
		t.Errorf("too few lines: %v", lines)
	}
	lines, _ = runSonde(t, "-e", "trace=!/^(mmap|mprotect|munmap)$", "--", "/bin/true")
	for _, n := range syscallNames(lines) {
		if strings.HasPrefix(n, "m") && strings.Contains("mmap mprotect munmap", n) {
			t.Errorf("%s traced despite negation", n)
		}
	}
	if !strings.HasPrefix(lines[0], "execve(") {
		t.Errorf("first line %q", lines[0])
	}
}

// TestSummary checks -c against the calls the trace shows.
func TestSummary(t *testing.T) {
	requireKernel(t)
	testutil.CheckFDs(t)
	lines, _ := runSonde(t, "--", "cat", "/etc/hostname")
	counts := map[string]int{}
	for _, n := range syscallNames(lines) {
		counts[n]++
	}
	sum, _ := runSonde(t, "-c", "--", "cat", "/etc/hostname")
	if !strings.HasPrefix(sum[0], "% time     seconds  usecs/call     calls    errors syscall") {
		t.Fatalf("header %q", sum[0])
	}
	re := regexp.MustCompile(`^\s*[\d.]+\s+[\d.]+\s+\d+\s+(\d+)\s+(\d+\s+)?([a-z_0-9]+)$`)
	seen := 0
	for _, l := range sum[2:] {
		m := re.FindStringSubmatch(l)
		if m == nil || m[3] == "total" {
			continue
		}
		seen++
		// exit_group never returns, so it is not counted (as in strace).
		if want := counts[m[3]]; fmt.Sprint(want) != m[1] {
			t.Errorf("%s: %s calls in the summary, %d in the trace", m[3], m[1], want)
		}
	}
	if seen < 5 {
		t.Errorf("summary has %d rows:\n%s", seen, strings.Join(sum, "\n"))
	}
}

// syncBuffer is a goroutine-safe buffer that signals when it contains a string.
type syncBuffer struct {
	mu   sync.Mutex
	buf  bytes.Buffer
	want string
	seen chan struct{}
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.buf.Write(p)
	if b.seen != nil && strings.Contains(b.buf.String(), b.want) {
		close(b.seen)
		b.seen = nil
	}
	return len(p), nil
}

// TestAttachPid traces a running shell with -p until it exits.
func TestAttachPid(t *testing.T) {
	requireKernel(t)
	testutil.CheckFDs(t)
	sh := exec.Command("sh", "-c", "read line; cat /etc/hostname >/dev/null; exit 5")
	in, err := sh.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := sh.Start(); err != nil {
		t.Fatal(err)
	}
	defer sh.Wait()
	out := filepath.Join(t.TempDir(), "out")
	stderr := &syncBuffer{want: "attached", seen: make(chan struct{})}
	seen := stderr.seen
	done := make(chan int)
	go func() {
		done <- Main([]string{"-o", out, "-p", fmt.Sprint(sh.Process.Pid)}, nil, nil, stderr)
	}()
	select {
	case <-seen:
	case <-time.After(10 * time.Second):
		sh.Process.Kill()
		t.Fatal("not attached")
	}
	fmt.Fprintln(in, "go")
	in.Close()
	select {
	case code := <-done:
		if code != 0 {
			t.Errorf("exit code %d", code)
		}
	case <-time.After(10 * time.Second):
		sh.Process.Kill()
		t.Fatal("sonde strace did not end with the process")
	}
	lines := readLines(t, out)
	text := strings.Join(lines, "\n")
	if !strings.Contains(text, `read(0, "\n", 1)`) && !strings.Contains(text, `read(0, "go\n", `) {
		t.Errorf("no read of the line:\n%s", text)
	}
	if !strings.Contains(text, "wait4(") && !strings.Contains(text, "clone(") && !strings.Contains(text, "clone3(") {
		t.Errorf("no fork or wait:\n%s", text)
	}
	if lines[len(lines)-1] != "+++ exited with 5 +++" {
		t.Errorf("last line %q", lines[len(lines)-1])
	}
}

// TestDetach attaches to a looping shell, interrupts sonde strace and checks
// that the shell keeps running.
func TestDetach(t *testing.T) {
	requireKernel(t)
	testutil.CheckFDs(t)
	target := exec.Command("sh", "-c", "while :; do sleep 0.02; done")
	if err := target.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		target.Process.Kill()
		target.Wait()
	}()
	out := filepath.Join(t.TempDir(), "out")
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	tracer := exec.Command(self, "-o", out, "-p", fmt.Sprint(target.Process.Pid))
	tracer.Env = append(os.Environ(), "SONDE_STRACE_TEST_MAIN=1")
	stderr := &syncBuffer{want: "attached", seen: make(chan struct{})}
	seen := stderr.seen
	tracer.Stderr = stderr
	if err := tracer.Start(); err != nil {
		t.Fatal(err)
	}
	select {
	case <-seen:
	case <-time.After(10 * time.Second):
		tracer.Process.Kill()
		t.Fatal("not attached")
	}
	// Wait for a few traced lines, then interrupt.
	deadline := time.Now().Add(10 * time.Second)
	for {
		b, _ := os.ReadFile(out)
		if bytes.Count(b, []byte("wait4(")) >= 2 {
			break
		}
		if time.Now().After(deadline) {
			tracer.Process.Kill()
			t.Fatalf("no wait4 lines traced:\n%s", b)
		}
		time.Sleep(10 * time.Millisecond)
	}
	tracer.Process.Signal(os.Interrupt)
	done := make(chan error, 1)
	go func() { done <- tracer.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("sonde strace: %v", err)
		}
	case <-time.After(10 * time.Second):
		tracer.Process.Kill()
		t.Fatal("sonde strace did not detach")
	}
	if err := target.Process.Signal(syscall.Signal(0)); err != nil {
		t.Errorf("traced shell is gone after detach: %v", err)
	}
	stderr.mu.Lock()
	msg := stderr.buf.String()
	stderr.mu.Unlock()
	if !strings.Contains(msg, fmt.Sprintf("strace: Process %d detached", target.Process.Pid)) {
		t.Errorf("stderr: %q", msg)
	}
}

// TestLostEvents overflows a small ring buffer: the loss is reported inline
// and at the end, never silently.
func TestLostEvents(t *testing.T) {
	requireKernel(t)
	testutil.CheckFDs(t)
	defer func(n int) { ringSize = n }(ringSize)
	ringSize = 2 * os.Getpagesize()
	lines, code := runSonde(t, "--", "dd", "if=/dev/zero", "of=/dev/null", "bs=1", "count=20000")
	if code != 0 {
		t.Errorf("exit code %d", code)
	}
	text := strings.Join(lines, "\n")
	if !regexp.MustCompile(`(?m)^--- \d+ events lost ---$`).MatchString(text) {
		t.Errorf("no inline loss report")
	}
	if !regexp.MustCompile(`(?m)^--- \d+ events lost in total ---$`).MatchString(text) {
		t.Errorf("no final loss report")
	}
}

// TestFollowForksFiles checks -ff: one file per process, without pid prefixes.
func TestFollowForksFiles(t *testing.T) {
	requireKernel(t)
	testutil.CheckFDs(t)
	dir := t.TempDir()
	var stderr bytes.Buffer
	null, _ := os.OpenFile(os.DevNull, os.O_RDWR, 0)
	defer null.Close()
	code := Main([]string{"-ff", "-q", "-o", filepath.Join(dir, "out"), "--", "sh", "-c", "echo hi | cat"}, null, null, &stderr)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	files, _ := filepath.Glob(filepath.Join(dir, "out.*"))
	if len(files) != 3 {
		t.Fatalf("%d files, want 3: %v", len(files), files)
	}
	execs := 0
	for _, f := range files {
		lines := readLines(t, f)
		if strings.HasPrefix(lines[0], "execve(") {
			execs++
		}
		if last := lines[len(lines)-1]; !strings.HasPrefix(last, "+++ exited with 0 +++") {
			t.Errorf("%s ends with %q", f, last)
		}
	}
	if execs != 1 {
		t.Errorf("%d files start with execve, want the shell's", execs)
	}
}

// TestStuckCall checks that a call the task is blocked in shows, as strace
// shows it, before it returns: "read(0, " and then the rest of the line.
func TestStuckCall(t *testing.T) {
	requireKernel(t)
	testutil.CheckFDs(t)
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	out := filepath.Join(t.TempDir(), "out")
	null, _ := os.OpenFile(os.DevNull, os.O_RDWR, 0)
	defer null.Close()
	done := make(chan int)
	go func() { done <- Main([]string{"-o", out, "-e", "trace=read", "--", "cat"}, r, null, null) }()
	deadline := time.Now().Add(20 * time.Second)
	for {
		b, _ := os.ReadFile(out)
		if strings.HasSuffix(string(b), "read(0, ") {
			break
		}
		if time.Now().After(deadline) {
			w.Close()
			<-done
			t.Fatalf("the blocked read is not shown:\n%s", b)
		}
		time.Sleep(20 * time.Millisecond)
	}
	fmt.Fprint(w, "hi\n")
	w.Close()
	if code := <-done; code != 0 {
		t.Errorf("exit code %d", code)
	}
	text := strings.Join(readLines(t, out), "\n")
	if !regexp.MustCompile(`(?m)^read\(0, "hi\\n", 131072\) +\= 3\nread\(0, "", 131072\) +\= 0$`).MatchString(text) {
		t.Errorf("read lines:\n%s", text)
	}
}
