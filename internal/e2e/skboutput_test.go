package e2e

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// TestSkbOutput writes real packets to pcap files with skboutput() and
// reads them back: UDP datagrams this test sends over loopback, seen by
// ip_rcv (skb->data at the IP header: offset 0) and by __dev_queue_xmit
// (at loopback's 14-byte Ethernet header: offset 14 leaves it out). Each
// file must hold the datagrams as IPv4 packets, byte for byte, stamped
// with the wall-clock time they were sent. It needs fentry: this host
// refuses it, Debian's kernels in scripts/vmtest run it.
func TestSkbOutput(t *testing.T) {
	requireTracing(t)
	requireMatrixProvider(t, "fentry")
	loopbackUp(t)
	ln, err := net.ListenUDP("udp4", &net.UDPAddr{IP: net.IPv4(127, 0, 0, 1)})
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	conn, err := net.DialUDP("udp4", nil, ln.LocalAddr().(*net.UDPAddr))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	payload := bytes.Repeat([]byte("skboutput"), 9)[:77] // 20 + 8 + 77 = 105 bytes of IP
	dir := t.TempDir()
	rcv, xmit := filepath.Join(dir, "rcv.pcap"), filepath.Join(dir, "xmit.pcap")
	script := fmt.Sprintf(`
fentry:ip_rcv /args.skb->len == 105/ {
	$r = skboutput(%q, args.skb, args.skb->len, 0);
	@rcv++; @ret[$r] = count();
	if (@rcv >= 3 && @xmit >= 3) { exit(); }
}
fentry:__dev_queue_xmit /args.skb->len == 119/ {
	$r = skboutput(%q, args.skb, args.skb->len, 14);
	@xmit++; @ret[$r] = count();
	if (@rcv >= 3 && @xmit >= 3) { exit(); }
}
END { clear(@rcv); clear(@xmit); }`, rcv, xmit)
	start := time.Now()
	done := make(chan result, 1)
	go func() { done <- sondeStdin(t, "", "-e", script) }()
	var r result
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(runTimeout)
wait:
	for {
		select {
		case r = <-done:
			break wait
		case <-tick.C:
			conn.Write(payload) // until the probes have seen three each
		case <-deadline:
			t.Fatalf("sonde did not end within %v", runTimeout)
		}
	}
	end := time.Now()
	if r.code != 0 || !strings.Contains(r.stdout, "@ret[0]: ") || strings.Count(r.stdout, "@ret[") != 1 {
		t.Fatalf("exit %d (skboutput must return 0 every time)\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
	port := uint16(ln.LocalAddr().(*net.UDPAddr).Port)
	for _, file := range []string{rcv, xmit} {
		pkts := readPcap(t, file, start, end)
		if len(pkts) < 3 {
			t.Errorf("%s: %d packets, want at least 3", filepath.Base(file), len(pkts))
		}
		for i, p := range pkts {
			if len(p) != 105 || p[0] != 0x45 || p[9] != unix.IPPROTO_UDP ||
				!net.IP(p[16:20]).Equal(net.IPv4(127, 0, 0, 1)) || binary.BigEndian.Uint16(p[22:]) != port ||
				!bytes.Equal(p[28:], payload) {
				t.Errorf("%s: packet %d is not the datagram sent to port %d:\n% x", filepath.Base(file), i, port, p)
			}
		}
	}
}

// readPcap reads a pcap file as skboutput() writes it (microsecond
// timestamps, link type RAW, this machine's byte order) and returns its
// packets, checking that each was stamped between from and to.
func readPcap(t *testing.T, path string, from, to time.Time) [][]byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	le := binary.LittleEndian
	if len(b) < 24 || le.Uint32(b) != 0xa1b2c3d4 || le.Uint16(b[4:]) != 2 || le.Uint16(b[6:]) != 4 || le.Uint32(b[20:]) != 101 {
		t.Fatalf("%s: not a pcap file of raw IP packets:\n% x", path, b[:min(len(b), 24)])
	}
	var pkts [][]byte
	for off := 24; off < len(b); {
		if off+16 > len(b) {
			t.Fatalf("%s: record header cut at %d", path, off)
		}
		ts := time.Unix(int64(le.Uint32(b[off:])), int64(le.Uint32(b[off+4:]))*1000)
		caplen, n := int(le.Uint32(b[off+8:])), int(le.Uint32(b[off+12:]))
		off += 16
		if caplen != n || off+caplen > len(b) {
			t.Fatalf("%s: record of %d bytes (%d captured) at %d in a file of %d", path, n, caplen, off, len(b))
		}
		// Boot-time clock turned into wall-clock time: allow a little
		// slack for the two clocks' readings.
		if ts.Before(from.Add(-time.Second)) || ts.After(to.Add(time.Second)) {
			t.Errorf("%s: packet stamped %v, not between %v and %v", path, ts, from, to)
		}
		pkts = append(pkts, b[off:off+caplen])
		off += caplen
	}
	return pkts
}

// loopbackUp brings the loopback interface up (a VM's initramfs leaves it
// down).
func loopbackUp(t *testing.T) {
	t.Helper()
	fd, err := unix.Socket(unix.AF_INET, unix.SOCK_DGRAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer unix.Close(fd)
	ifr, err := unix.NewIfreq("lo")
	if err != nil {
		t.Fatal(err)
	}
	if err := unix.IoctlIfreq(fd, unix.SIOCGIFFLAGS, ifr); err != nil {
		t.Fatalf("lo: %v", err)
	}
	if ifr.Uint16()&unix.IFF_UP == 0 {
		ifr.SetUint16(ifr.Uint16() | unix.IFF_UP)
		if err := unix.IoctlIfreq(fd, unix.SIOCSIFFLAGS, ifr); err != nil {
			t.Fatalf("bring lo up: %v", err)
		}
	}
}
