package tools

import (
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"sonde/internal/testutil"
)

func TestTcpconnect(t *testing.T) {
	me := strconv.Itoa(os.Getpid())
	r := Start(t, "tcpconnect", "-tU", "-p", me)
	port := TCPConnect(t)
	o := r.Stop()
	if !strings.HasPrefix(o.Stdout, "  TIME(s) UID    PID     COMM             IP SADDR            DADDR            DPORT\n") {
		t.Errorf("header:\n%s", o.Stdout)
	}
	o.Want(t, `^ +\d+\.\d{3} 0 +`+me+` +`+regexp.QuoteMeta(ownComm(t))+` +4 +127\.0\.0\.1 +127\.0\.0\.1 +`+strconv.Itoa(port)+`$`)

	other := TCPEcho(t)
	r = Start(t, "tcpconnect", "-c", "-P", strconv.Itoa(other))
	TCPTransfer(t, other, 10)
	TCPTransfer(t, other, 10)
	TCPConnect(t) // another port: not counted
	o = r.Stop()
	o.Want(t, `^SADDR +DADDR +DPORT +CONNECTS$`)
	o.Want(t, `^127\.0\.0\.1 +127\.0\.0\.1 +`+strconv.Itoa(other)+` +2$`)
	if n := strings.Count(o.Stdout, "\n"); n != 2 {
		t.Errorf("-P %d counted other ports:\n%s", other, o.Stdout)
	}
	oneLine(t, RunTool(t, "tcpconnect", "-P", "70000"), 2, `bad --port "70000"`)
}

func TestTcpconnlat(t *testing.T) {
	me := strconv.Itoa(os.Getpid())
	r := Start(t, "tcpconnlat", "-tL", "-p", me)
	echo := TCPEcho(t)
	lport := TCPTransfer(t, echo, 1)
	TCPRefused(t) // fails: not shown
	o := r.Stop()
	if !strings.HasPrefix(o.Stdout, "  TIME(s) PID     COMM             IP SADDR            LPORT DADDR            DPORT LAT(ms)\n") {
		t.Errorf("header:\n%s", o.Stdout)
	}
	o.Want(t, `^ +\d+\.\d{3} `+me+` +`+regexp.QuoteMeta(ownComm(t))+` +4 +127\.0\.0\.1 +`+strconv.Itoa(lport)+` +127\.0\.0\.1 +`+strconv.Itoa(echo)+` +\d+\.\d\d$`)
	if n := strings.Count(o.Stdout, "\n"); n != 2 {
		t.Errorf("want one connect:\n%s", o.Stdout)
	}

	r = Start(t, "tcpconnlat", "--min", "10000", "-p", me)
	TCPTransfer(t, echo, 1) // faster than 10 s
	o = r.Stop()
	if strings.Count(o.Stdout, "\n") != 1 {
		t.Errorf("--min 10000 printed a fast connect:\n%s", o.Stdout)
	}
}

func TestTcpstates(t *testing.T) {
	echo := TCPEcho(t)
	r := Start(t, "tcpstates", "-T", "-L", strconv.Itoa(echo))
	TCPTransfer(t, echo, 1)
	o := r.Stop()
	if !strings.HasPrefix(o.Stdout, "TIME     SKADDR             C-PID   C-COMM     LADDR           LPORT RADDR           RPORT OLDSTATE    -> NEWSTATE    MS\n") {
		t.Errorf("header:\n%s", o.Stdout)
	}
	// The server's side of the session: from the listener's SYN_RECV
	// child to its close.
	p := strconv.Itoa(echo)
	o.Want(t, `^\d\d:\d\d:\d\d 0x[0-9a-f]+ +\d+ +\S+ +127\.0\.0\.1 +`+p+` +127\.0\.0\.1 +\d+ +SYN_RECV +-> ESTABLISHED +\d+\.\d{3}$`)
	o.Want(t, `^\d\d:\d\d:\d\d 0x[0-9a-f]+ +\d+ +\S+ +127\.0\.0\.1 +`+p+` +127\.0\.0\.1 +\d+ +ESTABLISHED +-> CLOSE_WAIT +\d+\.\d{3}$`)
	o.Want(t, `^\d\d:\d\d:\d\d 0x[0-9a-f]+ +\d+ +\S+ +127\.0\.0\.1 +`+p+` +127\.0\.0\.1 +\d+ +LAST_ACK +-> CLOSE +\d+\.\d{3}$`)
	if regexp.MustCompile(`(?m)SYN_SENT`).MatchString(o.Stdout) {
		t.Errorf("-L %s printed the client's side:\n%s", p, o.Stdout)
	}
}

func TestTcplife(t *testing.T) {
	me := strconv.Itoa(os.Getpid())
	echo := TCPEcho(t)
	r := Start(t, "tcplife", "-t", "-p", me, "-D", strconv.Itoa(echo))
	lport := TCPTransfer(t, echo, 300<<10)
	WaitTCPClosed(t, lport)
	o := r.Stop()
	if !strings.HasPrefix(o.Stdout, "  TIME(s) PID     COMM      LADDR           LPORT RADDR           RPORT TX_KB RX_KB MS\n") {
		t.Errorf("header:\n%s", o.Stdout)
	}
	// The client connected (its pid) and sent and received 300 KB.
	o.Want(t, `^ +\d+\.\d{3} `+me+` +\S+ +127\.0\.0\.1 +`+strconv.Itoa(lport)+` +127\.0\.0\.1 +`+strconv.Itoa(echo)+` +300 +300 +\d+\.\d\d$`)

	r = Start(t, "tcplife", "-w", "-L", strconv.Itoa(echo))
	WaitTCPClosed(t, TCPTransfer(t, echo, 2048))
	o = r.Stop()
	o.Want(t, `^PID +COMM +LADDR {35,}LPORT RADDR {35,}RPORT +TX_KB +RX_KB MS$`)
	o.Want(t, `^\d+ +\S+ +127\.0\.0\.1 +`+strconv.Itoa(echo)+` +127\.0\.0\.1 +\d+ +2 +2 +\d+\.\d\d$`)
}

// A SYN to a listener whose accept queue is full is dropped, and the
// client retransmits it.
func TestTcpretrans(t *testing.T) {
	r := Start(t, "tcpretrans")
	port := strconv.Itoa(TCPOverflow(t))
	o := r.Stop()
	o.Want(t, `^TIME +PID +IP +LADDR:LPORT T> RADDR:RPORT +STATE$`)
	o.Want(t, `^\d\d:\d\d:\d\d \d+ +4 +127\.0\.0\.1:\d+ +R> +127\.0\.0\.1:`+port+` +SYN_SENT$`)

	r = Start(t, "tcpretrans", "-c")
	port = strconv.Itoa(TCPOverflow(t))
	o = r.Stop()
	o.Want(t, `^ +LADDR:LPORT +RADDR:RPORT RETRANSMITS$`)
	o.Want(t, `^ +127\.0\.0\.1:\d+ +127\.0\.0\.1:`+port+` +[1-9]\d*$`)
}

func TestTcpaccept(t *testing.T) {
	me := strconv.Itoa(os.Getpid())
	echo := TCPEcho(t)
	r := Start(t, "tcpaccept", "-T", "-p", me, "-P", strconv.Itoa(echo))
	rport := TCPTransfer(t, echo, 1)
	TCPConnect(t) // another port: not shown
	o := r.Stop()
	if !strings.HasPrefix(o.Stdout, "TIME     PID     COMM         IP RADDR            RPORT LADDR            LPORT\n") {
		t.Errorf("header:\n%s", o.Stdout)
	}
	o.Want(t, `^\d\d:\d\d:\d\d `+me+` +\S+ +4 +127\.0\.0\.1 +`+strconv.Itoa(rport)+` +127\.0\.0\.1 +`+strconv.Itoa(echo)+`$`)
	if n := strings.Count(o.Stdout, "\n"); n != 2 {
		t.Errorf("want one connection:\n%s", o.Stdout)
	}
}

// A SYN to a closed port is dropped for NO_SOCKET.
func TestTcpdrop(t *testing.T) {
	r := Start(t, "tcpdrop")
	port := strconv.Itoa(TCPRefused(t))
	o := r.Stop()
	o.Want(t, `^TIME +PID +IP +SADDR:SPORT > DADDR:DPORT +STATE +\(FLAGS\) REASON$`)
	o.Want(t, `^\d\d:\d\d:\d\d \d+ +4 +127\.0\.0\.1:\d+ > +127\.0\.0\.1:`+port+` +- +\(SYN\) SKB_DROP_REASON_NO_SOCKET$`)
	o.Want(t, `^\s+tcp_v4_rcv\+\d+$`)
}

func TestTcprtt(t *testing.T) {
	echo := TCPEcho(t)
	r := Start(t, "tcprtt", "-e", "-P", strconv.Itoa(echo))
	for range 5 {
		TCPTransfer(t, echo, 64<<10)
	}
	o := r.Stop()
	o.Want(t, `^Tracing TCP RTT`)
	o.Want(t, `^@usecs:`)
	o.Want(t, `^\[\d+K?, \d+K?\) +\d+ \|@+ *\|$`)
	o.Want(t, `^count = [1-9]\d*, avg = \d+ usecs$`)

	r = Start(t, "tcprtt", "-B", "-m", "-p", strconv.Itoa(echo))
	TCPTransfer(t, echo, 64<<10)
	o = r.Stop()
	o.Want(t, `^@msecs_by_raddr\[127\.0\.0\.1\]:`)
}

// tcptop's Go renderer draws the script's maps: plain intervals when
// stdout is not a terminal. The transfer may straddle intervals: its
// rows add up, once two more intervals have been printed after it.
func TestTcptop(t *testing.T) {
	me := strconv.Itoa(os.Getpid())
	echo := TCPEcho(t)
	header := "PID     COMM         LADDR                 RADDR                  RX_KB  TX_KB\n"
	r := Start(t, "tcptop", "-p", me, "-r", "5", "1")
	lport := TCPTransfer(t, echo, 300<<10)
	n := strings.Count(r.stdout.String(), header)
	r.waitFor(func(out string) bool { return strings.Count(out, header) >= n+2 })
	o := r.Stop()
	o.Want(t, `^\d\d:\d\d:\d\d loadavg: `)
	row := regexp.MustCompile(`(?m)^` + me + ` +\S+ +127\.0\.0\.1:` + strconv.Itoa(lport) + ` +127\.0\.0\.1:` + strconv.Itoa(echo) + ` +(\d+) +(\d+)$`)
	var rx, tx int
	for _, m := range row.FindAllStringSubmatch(o.Stdout, -1) {
		a, _ := strconv.Atoi(m[1])
		b, _ := strconv.Atoi(m[2])
		rx, tx = rx+a, tx+b
	}
	if rx < 299 || rx > 300 || tx < 299 || tx > 300 {
		t.Errorf("the client's row: want 300 KB each way, got RX %d TX %d:\n%s", rx, tx, o.Stdout)
	}

	r = Start(t, "tcptop", "-S", "1", "2")
	if n := strings.Count(r.Wait().Stdout, header); n != 2 {
		t.Errorf("1 2: want two intervals, got %d", n)
	}
	r = Start(t, "tcptop", "-S", "1", "1")
	o = r.Wait()
	if strings.Contains(o.Stdout, "loadavg") {
		t.Errorf("-S printed the summary:\n%s", o.Stdout)
	}
	r = Start(t, "tcptop", "-j", "1", "1")
	o = r.Wait()
	o.Want(t, `^\{"type": ?"time"`)
}

// gethostlatency's workload is a C program (testdata/gethost.c) that
// resolves names through the C library.
func TestGethostlatency(t *testing.T) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		testutil.RequireKernel(t, "gcc is needed to build testdata/gethost.c: "+err.Error())
	}
	bin := filepath.Join(t.TempDir(), "gethost")
	if b, err := exec.Command(gcc, "-O2", "-o", bin, filepath.Join("testdata", "gethost.c")).CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, b)
	}
	r := Start(t, "gethostlatency")
	pid := strconv.Itoa(Exec(t, bin, "localhost"))
	o := r.Stop()
	if !strings.HasPrefix(o.Stdout, "TIME     PID     COMM                  LATms HOST\n") {
		t.Errorf("header:\n%s", o.Stdout)
	}
	// getaddrinfo(), then gethostbyname().
	if n := len(regexp.MustCompile(`(?m)^\d\d:\d\d:\d\d `+pid+` +gethost +\d+\.\d\d localhost$`).FindAllString(o.Stdout, -1)); n != 2 {
		t.Errorf("want two lookups of localhost by pid %s, got %d:\n%s", pid, n, o.Stdout)
	}
}

// The kprobe variants (BCC's sources) run where kprobes do (the VMs);
// here each says in one line that it cannot.
func TestTcpKprobeVariants(t *testing.T) {
	if o := RunSonde(t, "--dry-run", "-e", "kprobe:tcp_sendmsg { }"); o.Code != 0 && os.Getenv("SONDE_KERNEL_MATRIX") == "" {
		for _, name := range []string{"tcpconnect", "tcpaccept", "tcptop"} {
			oneLine(t, RunTool(t, name, "--source", "kprobe"), 1, `^sonde tool `+name+`: cannot run here: kprobe: `)
		}
		return
	}
	me := strconv.Itoa(os.Getpid())
	echo := TCPEcho(t)

	r := Start(t, "tcpconnect", "-v", "--source", "kprobe", "-p", me)
	TCPTransfer(t, echo, 1)
	o := r.Stop()
	if !strings.Contains(o.Stderr, "source kprobe (tcpconnect.kprobe.bt)") {
		t.Errorf("-v does not name the kprobe variant:\n%s", o.Stderr)
	}
	o.Want(t, `^`+me+` +\S+ +4 +127\.0\.0\.1 +127\.0\.0\.1 +`+strconv.Itoa(echo)+`$`)

	r = Start(t, "tcpaccept", "--source", "kprobe", "-P", strconv.Itoa(echo))
	rport := TCPTransfer(t, echo, 1)
	o = r.Stop()
	o.Want(t, `^\d+ +\S+ +4 +127\.0\.0\.1 +`+strconv.Itoa(rport)+` +127\.0\.0\.1 +`+strconv.Itoa(echo)+`$`)

	r = Start(t, "tcptop", "--source", "kprobe", "-p", me, "1")
	lport := TCPTransfer(t, echo, 100<<10)
	n := strings.Count(r.stdout.String(), "\nPID ")
	r.waitFor(func(out string) bool { return strings.Count(out, "\nPID ") >= n+2 })
	o = r.Stop()
	o.Want(t, `^`+me+` +\S+ +127\.0\.0\.1:`+strconv.Itoa(lport)+` +127\.0\.0\.1:`+strconv.Itoa(echo)+` +\d+ +\d+$`)
}

// tcprtt -b reads the local address from the event's sockaddr_in6.
func TestTcprttIPv6(t *testing.T) {
	ln, err := net.Listen("tcp6", "[::1]:0")
	if err != nil {
		t.Skipf("no IPv6 loopback: %v", err)
	}
	ln.Close()
	r := Start(t, "tcprtt", "-b")
	c, err := net.Listen("tcp6", "[::1]:0")
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	go func() {
		if s, err := c.Accept(); err == nil {
			io.Copy(s, s)
			s.Close()
		}
	}()
	conn, err := net.Dial("tcp6", c.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	conn.SetDeadline(time.Now().Add(attachTimeout))
	for range 5 {
		conn.Write([]byte("ping"))
		io.ReadFull(conn, make([]byte, 4))
	}
	conn.Close()
	o := r.Stop()
	o.Want(t, `^@usecs_by_laddr\[::1\]:`)
}

// waitFor waits until the tool's stdout so far satisfies done (checked as
// output arrives, up to attachTimeout), or fails the test.
func (r *Running) waitFor(done func(stdout string) bool) {
	r.t.Helper()
	deadline := time.Now().Add(attachTimeout)
	for !done(r.stdout.String()) {
		select {
		case <-r.exited:
			r.t.Fatalf("%v exited:\n%s%s", r.cmd.Args, r.stdout.String(), r.stderr.String())
		case <-time.After(20 * time.Millisecond): // poll the output
		}
		if time.Now().After(deadline) {
			r.t.Fatalf("%v: output did not come in %v:\n%s%s", r.cmd.Args, attachTimeout, r.stdout.String(), r.stderr.String())
		}
	}
}
