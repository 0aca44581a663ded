package strace

import (
	"bytes"
	"encoding/binary"
	"strings"
	"testing"

	"sonde/internal/kernel/abi"
)

// Records as the BPF programs write them, built by hand: these tests need
// no kernel.

func encRecord(typ uint32, tid uint32, ts uint64, nr int64, ret int64, args [6]uint64, caps ...[]byte) []byte {
	b := make([]byte, hdrSize)
	binary.LittleEndian.PutUint32(b[offType:], typ)
	binary.LittleEndian.PutUint32(b[offTid:], tid)
	binary.LittleEndian.PutUint64(b[offTs:], ts)
	binary.LittleEndian.PutUint64(b[offNr:], uint64(nr))
	binary.LittleEndian.PutUint64(b[offRet:], uint64(ret))
	for i, a := range args {
		binary.LittleEndian.PutUint64(b[offArgs+8*i:], a)
	}
	for i, c := range caps {
		binary.LittleEndian.PutUint32(b[offLens+4*i:], uint32(len(c)))
		b = append(b, c...)
	}
	return b
}

// cstr is a captured string with its NUL.
func cstr(s string) []byte { return append([]byte(s), 0) }

// argvCap encodes an argv capture; its "length" is the element count.
type argvCap []string

func enter(tid uint32, ts uint64, name string, args [6]uint64, caps ...[]byte) []byte {
	return encRecord(recEnter, tid, ts, nrOf(name), 0, args, caps...)
}

func exit(tid uint32, ts uint64, name string, ret int64, caps ...[]byte) []byte {
	return encRecord(recExit, tid, ts, nrOf(name), ret, [6]uint64{}, caps...)
}

func nrOf(name string) int64 {
	for nr := range abi.Syscalls {
		if abi.Syscalls[nr].Name == name {
			return int64(nr)
		}
	}
	panic("no syscall " + name)
}

// trace feeds records to a tracer built from args and returns its output.
func trace(t *testing.T, args []string, tids []uint32, recs ...[]byte) string {
	t.Helper()
	o, err := parseArgs(append(args, "--", "x"))
	if err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	tr := newTracer(o, &out, &errOut)
	tr.wallDelta = 0
	for _, tid := range tids {
		tr.addTask(tid)
	}
	for _, r := range recs {
		tr.handle(r)
	}
	tr.flushOpen()
	tr.w.Flush()
	return out.String()
}

func check(t *testing.T, got, want string) {
	t.Helper()
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

const atFdcwd = uint64(0xffffffffffffff9c)

func TestOpenRead(t *testing.T) {
	got := trace(t, nil, []uint32{10},
		enter(10, 1, "openat", [6]uint64{atFdcwd, 0x1000, 0o2000000}, cstr("/etc/ld.so.cache")),
		exit(10, 2, "openat", 3),
		enter(10, 3, "read", [6]uint64{3, 0x2000, 832}),
		exit(10, 4, "read", 832, []byte("\x7fELF\x02\x01\x01\x03\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00>\x00\x01\x00\x00\x00\x10t\x02\x00\x00\x00\x00\x00")),
		enter(10, 5, "openat", [6]uint64{atFdcwd, 0x1000, 0o1101, 0o644}, cstr("out")),
		exit(10, 6, "openat", -2),
		enter(10, 7, "close", [6]uint64{3}),
		exit(10, 8, "close", 0),
	)
	check(t, got, `openat(AT_FDCWD, "/etc/ld.so.cache", O_RDONLY|O_CLOEXEC) = 3
read(3, "\177ELF\2\1\1\3\0\0\0\0\0\0\0\0\3\0>\0\1\0\0\0\20t\2\0\0\0\0\0"..., 832) = 832
openat(AT_FDCWD, "out", O_WRONLY|O_CREAT|O_TRUNC, 0644) = -1 ENOENT (No such file or directory)
close(3)                                = 0
`)
}

func TestWriteStrsize(t *testing.T) {
	recs := [][]byte{
		enter(10, 1, "write", [6]uint64{1, 0x1000, 12}, []byte("hello")),
		exit(10, 2, "write", 12),
	}
	check(t, trace(t, []string{"-s", "5"}, []uint32{10}, recs...), "write(1, \"hello\"..., 12)                = 12\n")
	check(t, trace(t, []string{"-s5", "-xx"}, []uint32{10}, recs...), "write(1, \"\\x68\\x65\\x6c\\x6c\\x6f\"..., 12) = 12\n")
}

func TestExecveAndExit(t *testing.T) {
	argv := []byte{}
	for _, a := range []string{"sh", "-c", "echo hi | cat; ls /nonexist 2>/dev/null"} {
		argv = binary.LittleEndian.AppendUint16(argv, uint16(min(len(a)+1, 34)))
		s := a
		if len(s) > 33 {
			s = s[:33] // the BPF copy is bounded by -s plus 2
		}
		argv = append(argv, cstr(s)...)
	}
	r := enter(7, 1, "execve", [6]uint64{0x1000, 0x2000, 0x7ffe2dacb898}, cstr("/usr/bin/sh"), argv, nil)
	binary.LittleEndian.PutUint32(r[offLens+4:], 3)  // argv: 3 elements
	binary.LittleEndian.PutUint32(r[offLens+8:], 39) // envp: 39 pointers
	got := trace(t, nil, []uint32{7},
		r,
		exit(7, 2, "execve", 0),
		enter(7, 3, "exit_group", [6]uint64{3}),
		encRecord(recExited, 7, 4, 3<<8, 0, [6]uint64{}),
	)
	check(t, got, `execve("/usr/bin/sh", ["sh", "-c", "echo hi | cat; ls /nonexist 2>/d"...], 0x7ffe2dacb898 /* 39 vars */) = 0
exit_group(3)                           = ?
+++ exited with 3 +++
`)
	got = trace(t, nil, []uint32{7},
		enter(7, 1, "pause", [6]uint64{}),
		encRecord(recExited, 7, 4, 9, 0, [6]uint64{}),
	)
	check(t, got, "pause()                                 = ?\n+++ killed by SIGKILL +++\n")
}

func TestStatSigactionWait(t *testing.T) {
	st := make([]byte, 144)
	binary.LittleEndian.PutUint32(st[24:], 0o100644)
	binary.LittleEndian.PutUint64(st[48:], 45627)
	chr := make([]byte, 144)
	binary.LittleEndian.PutUint32(chr[24:], 0o20666)
	binary.LittleEndian.PutUint64(chr[40:], 0x103)
	act := make([]byte, 32)
	binary.LittleEndian.PutUint64(act[0:], 0x55b052696dc0)
	binary.LittleEndian.PutUint64(act[8:], 0x04000000)
	binary.LittleEndian.PutUint64(act[16:], 0x7ffa4b8dc050)
	binary.LittleEndian.PutUint64(act[24:], ^uint64(3<<31)) // all but RTMIN, RT_1
	old := make([]byte, 32)
	got := trace(t, nil, []uint32{10},
		enter(10, 1, "newfstatat", [6]uint64{3, 0x1000, 0x2000, 0x1000}, cstr("")),
		exit(10, 2, "newfstatat", 0, nil, st), // slot 0: the path's retry, unused
		enter(10, 3, "newfstatat", [6]uint64{1, 0x1000, 0x2000, 0x1000}, cstr("")),
		exit(10, 4, "newfstatat", 0, nil, chr),
		enter(10, 5, "rt_sigaction", [6]uint64{17, 0x1000, 0, 8}, act),
		exit(10, 6, "rt_sigaction", 0),
		enter(10, 7, "rt_sigaction", [6]uint64{2, 0, 0x2000, 8}),
		exit(10, 8, "rt_sigaction", 0, old),
		enter(10, 9, "wait4", [6]uint64{^uint64(0), 0x1000, 0, 0}),
		exit(10, 10, "wait4", 16659, []byte{0, 0, 0, 0}),
		enter(10, 11, "wait4", [6]uint64{^uint64(0), 0x1000, 1, 0}),
		exit(10, 12, "wait4", 16660, []byte{0x89, 0, 0, 0}),
	)
	check(t, got, `newfstatat(3, "", {st_mode=S_IFREG|0644, st_size=45627, ...}, AT_EMPTY_PATH) = 0
newfstatat(1, "", {st_mode=S_IFCHR|0666, st_rdev=makedev(0x1, 0x3), ...}, AT_EMPTY_PATH) = 0
rt_sigaction(SIGCHLD, {sa_handler=0x55b052696dc0, sa_mask=~[RTMIN RT_1], sa_flags=SA_RESTORER, sa_restorer=0x7ffa4b8dc050}, NULL, 8) = 0
rt_sigaction(SIGINT, NULL, {sa_handler=SIG_DFL, sa_mask=[], sa_flags=0}, 8) = 0
wait4(-1, [{WIFEXITED(s) && WEXITSTATUS(s) == 0}], 0, NULL) = 16659
wait4(-1, [{WIFSIGNALED(s) && WTERMSIG(s) == SIGKILL && WCOREDUMP(s)}], WNOHANG, NULL) = 16660
`)
}

func TestUnfinishedResumed(t *testing.T) {
	got := trace(t, []string{"-f"}, []uint32{100, 101},
		enter(100, 1, "wait4", [6]uint64{^uint64(0), 0x1000, 0, 0}),
		enter(101, 2, "write", [6]uint64{1, 0x1000, 3}, []byte("hi\n")),
		exit(101, 3, "write", 3),
		enter(101, 4, "exit_group", [6]uint64{0}),
		encRecord(recExited, 101, 5, 0, 0, [6]uint64{}),
		exit(100, 6, "wait4", 101, []byte{0, 0, 0, 0}),
	)
	check(t, got, `[pid   100] wait4(-1,  <unfinished ...>
[pid   101] write(1, "hi\n", 3)         = 3
[pid   101] exit_group(0)               = ?
[pid   101] +++ exited with 0 +++
<... wait4 resumed>[{WIFEXITED(s) && WEXITSTATUS(s) == 0}], 0, NULL) = 101
`)
	// With -o, every line has the pid.
	got = trace(t, []string{"-f", "-o", "/dev/null"}, []uint32{100},
		enter(100, 1, "close", [6]uint64{4}),
		exit(100, 2, "close", 0),
	)
	check(t, got, "100   close(4)                          = 0\n")
}

func TestSignalLine(t *testing.T) {
	info := make([]byte, siginfoSize)
	binary.LittleEndian.PutUint32(info[0:], 17)
	binary.LittleEndian.PutUint32(info[8:], 1)
	binary.LittleEndian.PutUint32(info[16:], 16659)
	kill := make([]byte, siginfoSize)
	binary.LittleEndian.PutUint32(kill[0:], 15)
	binary.LittleEndian.PutUint32(kill[16:], 42)
	sig := func(n int64, info []byte) []byte {
		return encRecord(recSignal, 10, 1, n, 0, [6]uint64{}, info)
	}
	got := trace(t, nil, []uint32{10}, sig(17, info), sig(15, kill))
	check(t, got, `--- SIGCHLD {si_signo=SIGCHLD, si_code=CLD_EXITED, si_pid=16659, si_uid=0, si_status=0, si_utime=0, si_stime=0} ---
--- SIGTERM {si_signo=SIGTERM, si_code=SI_USER, si_pid=42, si_uid=0} ---
`)
	check(t, trace(t, []string{"-e", "signal=!SIGCHLD"}, []uint32{10}, sig(17, info)), "")
}

func TestTimesAndStatus(t *testing.T) {
	recs := [][]byte{
		enter(10, 1_500_000_000, "close", [6]uint64{3}),
		exit(10, 1_500_012_000, "close", 0),
		enter(10, 1_600_000_000, "close", [6]uint64{3}),
		exit(10, 1_600_001_000, "close", -9),
	}
	check(t, trace(t, []string{"-T"}, []uint32{10}, recs...), `close(3)                                = 0 <0.000012>
close(3)                                = -1 EBADF (Bad file descriptor) <0.000001>
`)
	check(t, trace(t, []string{"-ttt"}, []uint32{10}, recs...), `1.500000 close(3)                       = 0
1.600000 close(3)                       = -1 EBADF (Bad file descriptor)
`)
	check(t, trace(t, []string{"-r"}, []uint32{10}, recs...), `     0.000000 close(3)                  = 0
     0.100000 close(3)                  = -1 EBADF (Bad file descriptor)
`)
	check(t, trace(t, []string{"-z"}, []uint32{10}, recs...), "close(3)                                = 0\n")
	check(t, trace(t, []string{"-Z"}, []uint32{10}, recs...), "close(3)                                = -1 EBADF (Bad file descriptor)\n")
	check(t, trace(t, []string{"-e", "status=!failed"}, []uint32{10}, recs...), "close(3)                                = 0\n")
}

func TestLostInline(t *testing.T) {
	o, _ := parseArgs([]string{"--", "x"})
	var out bytes.Buffer
	tr := newTracer(o, &out, &out)
	tr.addTask(1)
	tr.handle(enter(1, 1, "close", [6]uint64{3}))
	tr.reportLost(4)
	tr.reportLost(4)
	tr.w.Flush()
	check(t, out.String(), "close(3 <unfinished ...>\n--- 4 events lost ---\n")
}

func TestQuote(t *testing.T) {
	for _, tc := range []struct {
		in    string
		hex   int
		force bool
		want  string
	}{
		{"plain", 0, false, `"plain"`},
		{"a\"b\\c\n\t\r\v\f", 0, false, `"a\"b\\c\n\t\r\v\f"`},
		{"\x00\x01" + "7\x00a\xff", 0, false, `"\0\0017\0a\377"`},
		{"\x1b[0m", 0, false, `"\33[0m"`},
		{"abc", 1, false, `"abc"`},
		{"ab\x01", 1, false, `"\x61\x62\x01"`},
		{"ab", 2, false, `"\x61\x62"`},
		{"'", 0, true, `"\x27"`},
	} {
		if got := string(quote(nil, []byte(tc.in), tc.hex, tc.force)); got != tc.want {
			t.Errorf("quote(%q, %d, %v) = %s, want %s", tc.in, tc.hex, tc.force, got, tc.want)
		}
	}
}

func TestFlagsAndSets(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{string(appendOpenFlags(nil, 0o42304102)), "O_RDWR|O_CREAT|O_NONBLOCK|O_LARGEFILE|O_CLOEXEC|O_DIRECTORY|0x800000"},
		{string(appendMmapFlags(nil, 0x812)), "MAP_PRIVATE|MAP_FIXED|MAP_DENYWRITE"},
		{string(appendFlags(nil, 0, protFlags, "PROT_NONE")), "PROT_NONE"},
		{string(appendSigset(nil, 1<<16|1<<1)), "[INT CHLD]"},
		{string(appendSigset(nil, ^uint64(0))), "~[]"},
		{string(appendFutexOp(nil, 128|9)), "FUTEX_WAIT_BITSET_PRIVATE"},
		{string(appendRlim(nil, 8<<20)), "8192*1024"},
		{string(appendSockType(nil, 1|0o2000000)), "SOCK_STREAM|SOCK_CLOEXEC"},
		{signalName(34), "SIGRT_2"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %s, want %s", tc.got, tc.want)
		}
	}
}

func TestSockaddr(t *testing.T) {
	in4 := []byte{2, 0, 0x1f, 0x90, 127, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0}
	in6 := make([]byte, 28)
	in6[0], in6[2], in6[3] = 10, 0, 80
	in6[23] = 1
	un := append([]byte{1, 0}, cstr("/run/sock")...)
	abstract := append([]byte{1, 0, 0}, []byte("name")...)
	for _, tc := range []struct {
		in   []byte
		want string
	}{
		{in4, `{sa_family=AF_INET, sin_port=htons(8080), sin_addr=inet_addr("127.0.0.1")}`},
		{in6, `{sa_family=AF_INET6, sin6_port=htons(80), sin6_flowinfo=htonl(0), inet_pton(AF_INET6, "::1", &sin6_addr), sin6_scope_id=0}`},
		{un, `{sa_family=AF_UNIX, sun_path="/run/sock"}`},
		{abstract, `{sa_family=AF_UNIX, sun_path=@"name"}`},
	} {
		if got := string(appendSockaddr(nil, tc.in, 0)); got != tc.want {
			t.Errorf("got %s, want %s", got, tc.want)
		}
	}
	// connect with the sockaddr captured at entry.
	got := trace(t, nil, []uint32{10},
		enter(10, 1, "connect", [6]uint64{3, 0x1000, 16}, in4),
		exit(10, 2, "connect", -111),
	)
	check(t, got, `connect(3, {sa_family=AF_INET, sin_port=htons(8080), sin_addr=inet_addr("127.0.0.1")}, 16) = -1 ECONNREFUSED (Connection refused)`+"\n")
}

func TestParseArgs(t *testing.T) {
	o, err := parseArgs([]string{"-fftt", "-s64", "-e", "trace=%file,close", "-o", "f", "-p", "1,2", "--", "ls", "-l"})
	if err != nil {
		t.Fatal(err)
	}
	if !o.Follow || !o.FollowFF || o.Timestamps != 2 || o.StrSize != 64 || o.Output != "f" || len(o.Pids) != 2 || strings.Join(o.Command, " ") != "ls -l" {
		t.Errorf("parsed %+v", o)
	}
	o, err = parseArgs([]string{"-e", "trace=!%memory,/^get", "true"})
	if err != nil {
		t.Fatal(err)
	}
	if o.Trace.has(int(nrOf("mmap"))) || !o.Trace.has(int(nrOf("openat"))) || o.Trace.has(int(nrOf("getpid"))) {
		t.Errorf("negated set wrong")
	}
	o, _ = parseArgs([]string{"-e", "open,close", "true"})
	if !o.Trace.has(int(nrOf("close"))) || o.Trace.has(int(nrOf("read"))) {
		t.Errorf("plain -e set wrong")
	}
	for _, bad := range [][]string{{}, {"-e", "trace=nosuchcall", "x"}, {"-s", "x", "y"}, {"-K", "x"}, {"-e", "trace=/(", "x"}} {
		if _, err := parseArgs(bad); err == nil {
			t.Errorf("%q: no error", bad)
		} else if _, ok := err.(errUsage); !ok {
			t.Errorf("%q: %v is not a usage error", bad, err)
		}
	}
}

func TestColumnAndSort(t *testing.T) {
	check(t, trace(t, []string{"-a", "12"}, []uint32{10}, enter(10, 1, "close", [6]uint64{3}), exit(10, 2, "close", 0)),
		"close(3)    = 0\n")
	var b bytes.Buffer
	writeSummary(&b, []sysStat{{nr: 3, calls: 1, ns: 9}, {nr: 0, calls: 5, ns: 1}}, "calls")
	if lines := strings.Split(b.String(), "\n"); !strings.HasSuffix(lines[2], " read") {
		t.Errorf("-S calls: %q", lines[2])
	}
}

func TestSummaryTable(t *testing.T) {
	var b bytes.Buffer
	writeSummary(&b, []sysStat{
		{nr: 0, calls: 7, ns: 2000},
		{nr: 257, calls: 10, errors: 3, ns: 6000},
	}, "")
	check(t, b.String(), `% time     seconds  usecs/call     calls    errors syscall
------ ----------- ----------- --------- --------- ----------------
 75.00    0.000006           0        10         3 openat
 25.00    0.000002           0         7           read
------ ----------- ----------- --------- --------- ----------------
100.00    0.000008           0        17         3 total
`)
}

func TestSyscallTable(t *testing.T) {
	for nr, want := range map[int]string{0: "read", 59: "execve", 257: "openat", 435: "clone3", 462: "mseal"} {
		if got := sysName(nr); got != want {
			t.Errorf("sysName(%d) = %q, want %q", nr, got, want)
		}
	}
	if len(abi.Syscalls[0].Args) != 3 {
		t.Errorf("read has %d arguments", len(abi.Syscalls[0].Args))
	}
	tab := buildTable(&Options{StrSize: 32})
	for nr, si := range tab {
		if si == nil {
			continue
		}
		if d := len(abi.Syscalls[nr].Args); len(si.decs) != d && sigs()[si.name] == nil {
			t.Errorf("%s: %d decoders for %d arguments", si.name, len(si.decs), d)
		}
	}
}

func TestIovec(t *testing.T) {
	iov := func(parts ...string) []byte {
		var arr, bufs []byte
		for k, p := range parts {
			arr = binary.LittleEndian.AppendUint64(arr, uint64(0x1000*(k+1)))
			arr = binary.LittleEndian.AppendUint64(arr, uint64(len(p)))
			bufs = binary.LittleEndian.AppendUint16(bufs, uint16(len(p)))
			bufs = append(bufs, p...)
		}
		return append(arr, bufs...)
	}
	w := enter(10, 1, "writev", [6]uint64{1, 0x500, 2}, iov("hello ", "world\n"))
	binary.LittleEndian.PutUint32(w[offLens:], 2)
	r := exit(10, 4, "readv", 7, iov("abcd", "efg"))
	binary.LittleEndian.PutUint32(r[offLens:], 2)
	// readv's second buffer is 200 bytes long, of which 3 were read.
	binary.LittleEndian.PutUint64(r[hdrSize+24:], 200)
	got := trace(t, nil, []uint32{10},
		w, exit(10, 2, "writev", 12),
		enter(10, 3, "readv", [6]uint64{3, 0x500, 2}), r,
	)
	check(t, got, `writev(1, [{iov_base="hello ", iov_len=6}, {iov_base="world\n", iov_len=6}], 2) = 12
readv(3, [{iov_base="abcd", iov_len=4}, {iov_base="efg", iov_len=200}], 2) = 7
`)
}

func TestIoctlTerminal(t *testing.T) {
	tio := make([]byte, 36)
	binary.LittleEndian.PutUint32(tio[0:], 0x500)   // ICRNL|IXON
	binary.LittleEndian.PutUint32(tio[4:], 0x5)     // OPOST|ONLCR
	binary.LittleEndian.PutUint32(tio[8:], 0xbf)    // B38400|CS8|CREAD
	binary.LittleEndian.PutUint32(tio[12:], 0x8a3b) // ISIG|ICANON|ECHO|ECHOE|ECHOK|IEXTEN|ECHOCTL|ECHOKE
	ws := []byte{24, 0, 80, 0, 0, 0, 0, 0}
	got := trace(t, nil, []uint32{10},
		enter(10, 1, "ioctl", [6]uint64{1, 0x5401, 0x1000}),
		exit(10, 2, "ioctl", 0, tio),
		enter(10, 3, "ioctl", [6]uint64{1, 0x5413, 0x1000}),
		exit(10, 4, "ioctl", 0, ws),
		enter(10, 5, "ioctl", [6]uint64{1, 0x5401, 0x1000}),
		exit(10, 6, "ioctl", -25),
	)
	check(t, got, `ioctl(1, TCGETS, {c_iflag=ICRNL|IXON, c_oflag=NL0|CR0|TAB0|BS0|VT0|FF0|OPOST|ONLCR, c_cflag=B38400|CS8|CREAD, c_lflag=ISIG|ICANON|ECHO|ECHOE|ECHOK|IEXTEN|ECHOCTL|ECHOKE, ...}) = 0
ioctl(1, TIOCGWINSZ, {ws_row=24, ws_col=80, ws_xpixel=0, ws_ypixel=0}) = 0
ioctl(1, TCGETS, 0x1000)                = -1 ENOTTY (Inappropriate ioctl for device)
`)
}

func TestRestartSyscall(t *testing.T) {
	ts := make([]byte, 16)
	binary.LittleEndian.PutUint64(ts, 1)
	got := trace(t, nil, []uint32{10},
		enter(10, 1, "clock_nanosleep", [6]uint64{0, 0, 0x1000, 0x2000}, ts),
		exit(10, 2, "clock_nanosleep", -516),
		enter(10, 3, "restart_syscall", [6]uint64{}),
		exit(10, 4, "restart_syscall", 0),
	)
	check(t, got, `clock_nanosleep(CLOCK_REALTIME, 0, {tv_sec=1, tv_nsec=0}, 0x2000) = ? ERESTART_RESTARTBLOCK (Interrupted by signal)
restart_syscall(<... resuming interrupted clock_nanosleep ...>) = 0
`)
}

// A signal the target ignores shows after its syscall in progress returns,
// where ptrace would have delivered it.
func TestIgnoredSignal(t *testing.T) {
	info := make([]byte, siginfoSize)
	binary.LittleEndian.PutUint32(info[0:], 17)
	binary.LittleEndian.PutUint32(info[8:], 1)
	binary.LittleEndian.PutUint32(info[16:], 77)
	ign := encRecord(recSignalIgnored, 10, 2, 17, 0, [6]uint64{}, info)
	got := trace(t, nil, []uint32{10},
		enter(10, 1, "wait4", [6]uint64{77, 0x1000, 0, 0}),
		ign,
		exit(10, 3, "wait4", 77, []byte{0, 0, 0, 0}),
		// Sent by pid 5 without siginfo, while not in a syscall.
		encRecord(recSignalIgnored, 10, 4, 28, 0, [6]uint64{5, 0}),
	)
	check(t, got, `wait4(77, [{WIFEXITED(s) && WEXITSTATUS(s) == 0}], 0, NULL) = 77
--- SIGCHLD {si_signo=SIGCHLD, si_code=CLD_EXITED, si_pid=77, si_uid=0, si_status=0, si_utime=0, si_stime=0} ---
--- SIGWINCH {si_signo=SIGWINCH, si_code=SI_USER, si_pid=5, si_uid=0} ---
`)
}

// FuzzHandle feeds arbitrary records to the tracer: decoding never panics,
// whatever the kernel side wrote.
func FuzzHandle(f *testing.F) {
	f.Add(enter(10, 1, "openat", [6]uint64{atFdcwd, 0x1000, 0}, cstr("/etc/passwd")), exit(10, 2, "openat", 3))
	f.Add(enter(10, 1, "writev", [6]uint64{1, 0x500, 2}, []byte{1, 2, 3}), exit(10, 2, "writev", 3))
	f.Add(enter(10, 1, "execve", [6]uint64{1, 2, 3}, cstr("/x"), []byte{5, 0, 'a'}), encRecord(recSignal, 10, 2, 17, 0, [6]uint64{}, []byte{1}))
	f.Fuzz(func(t *testing.T, a, b []byte) {
		for _, opts := range [][]string{nil, {"-f", "-y", "-T", "-x"}} {
			o, _ := parseArgs(append(opts, "--", "x"))
			var out bytes.Buffer
			tr := newTracer(o, &out, &out)
			tr.addTask(10)
			// The tid field is forced to a traced task half of the time.
			for _, r := range [][]byte{a, b} {
				if len(r) >= 8 && len(r)%2 == 0 {
					binary.LittleEndian.PutUint32(r[offTid:], 10)
				}
				tr.handle(r)
			}
			tr.flushOpen()
			tr.w.Flush()
		}
	})
}

// A combined record carries a whole call: arguments kept at entry, and
// the return value and captures at exit.
func TestCombinedRecord(t *testing.T) {
	r := encRecord(recCombined, 10, 2_000_000, nrOf("read"), 5, [6]uint64{3, 0x1000, 100}, nil)
	binary.LittleEndian.PutUint64(r[offEntTs:], 1_000_000)
	r = append(r[:hdrSize], "hello"...)
	binary.LittleEndian.PutUint32(r[offLens:], 5)
	got := trace(t, []string{"-T"}, []uint32{10},
		encRecord(recCombined, 10, 3, nrOf("getppid"), 42, [6]uint64{}),
		r,
	)
	check(t, got, `getppid()                               = 42 <0.000000>
read(3, "hello", 100)                   = 5 <0.001000>
`)
}
