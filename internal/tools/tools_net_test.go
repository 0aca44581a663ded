package tools

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
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
