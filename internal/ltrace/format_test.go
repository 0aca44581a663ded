package ltrace

import (
	"bytes"
	"strings"
	"testing"
)

func TestAppendString(t *testing.T) {
	f := formatter{strSize: 32}
	for _, c := range []struct{ in, want string }{
		{"hello", `"hello"`},
		{"hello\tworld\n\"x\"", `"hello\tworld\n"x""`},
		{"xy\\z'q\001", `"xy\\z'q\001"`},
		{"\a\b\v\f\r\177\xff", `"\a\b\v\f\r\177\377"`},
		{"a very long string that goes past the thirty two", `"a very long string that goes pas"...`},
	} {
		if got := string(f.appendString(nil, []byte(c.in))); got != c.want {
			t.Errorf("appendString(%q) = %s, want %s", c.in, got, c.want)
		}
	}
	if got := string(formatter{strSize: 3}.appendString(nil, []byte("abcd"))); got != `"abc"...` {
		t.Errorf("-s 3: got %s", got)
	}
}

func TestAppendGuess(t *testing.T) {
	for _, c := range []struct {
		v    int64
		want string
	}{
		{0, "0"}, {4095, "4095"}, {32767, "32767"}, {32768, "0x8000"}, {-1, "-1"}, {-1000, "-1000"},
		{-32768, "-32768"}, {-32769, "0xffffffffffff7fff"}, {999999, "0xf423f"}, {0x7fffffff, "0x7fffffff"},
	} {
		if got := string(appendGuess(nil, uint64(c.v))); got != c.want {
			t.Errorf("appendGuess(%d) = %s, want %s", c.v, got, c.want)
		}
	}
}

func TestArgs(t *testing.T) {
	f := formatter{strSize: 32}
	for _, c := range []struct {
		fn   string
		args [6]uint64
		strs map[int][]byte
		want string
	}{
		{"malloc", [6]uint64{32}, nil, "32"},
		{"free", [6]uint64{0x55d0c0a2b2a0}, nil, "0x55d0c0a2b2a0"},
		{"memset", [6]uint64{0x1000, 0, 32}, nil, `0x1000, '\0', 32`},
		{"strncmp", [6]uint64{1, 2, 2}, map[int][]byte{0: []byte("xy"), 1: []byte("xz")}, `"xy", "xz", 2`},
		{"open", [6]uint64{1, 0, 0o341}, map[int][]byte{0: []byte("/dev/null")}, `"/dev/null", 0, 0341`},
		{"toupper", [6]uint64{'a'}, nil, `'a'`},
		{"printf", [6]uint64{1, 15}, map[int][]byte{0: []byte("len %zu\n")}, `"len %zu\n", 15`},
		{"fprintf", [6]uint64{0x7f0000001000, 1, 2, 123456789012, 255, 'c'},
			map[int][]byte{1: []byte("%s %ld %x %c\n"), 2: []byte("str")},
			`0x7f0000001000, "%s %ld %x %c\n", "str", 123456789012, 0xff, 'c'`},
		{"printf", [6]uint64{1, 5, 0xffffffff, 3}, map[int][]byte{0: []byte("%*d%% %d %s")}, `"%*d%% %d %s", 5, -1, 3, nil`},
		{"rand", [6]uint64{0x7fff9ffa5a6b, 0x562c3961803b, 10, 80}, nil, "0x7fff9ffa5a6b, 0x562c3961803b, 10, 80"},
		{"getpid", [6]uint64{}, nil, ""},
		{"strdup", [6]uint64{0}, nil, "nil"},
	} {
		p, known := lookupProto(c.fn)
		if got := f.args(p, known, &call{args: c.args, strs: c.strs}); got != c.want {
			t.Errorf("%s: got %s, want %s", c.fn, got, c.want)
		}
	}
}

func TestRet(t *testing.T) {
	f := formatter{strSize: 32}
	p, _ := lookupProto("free")
	if got := f.ret(p, true, 0, nil, false); got != "<void>" {
		t.Errorf("free: %s", got)
	}
	p, _ = lookupProto("getenv")
	if got := f.ret(p, true, 0x7ff, []byte("/root"), true); got != `"/root"` {
		t.Errorf("getenv: %s", got)
	}
	if got := f.ret(p, true, 0, nil, false); got != "nil" {
		t.Errorf("getenv nil: %s", got)
	}
	p, _ = lookupProto("toupper")
	if got := f.ret(p, true, 'A', nil, false); got != "'A'" {
		t.Errorf("toupper: %s", got)
	}
	if got := f.ret(proto{}, false, 0x6b8b4567, nil, false); got != "0x6b8b4567" {
		t.Errorf("unknown: %s", got)
	}
}

func TestStringArgs(t *testing.T) {
	for _, c := range []struct {
		fn   string
		want []int
	}{
		{"strcmp", []int{0, 1}}, {"malloc", nil}, {"printf", []int{0, 1, 2, 3}}, {"fprintf", []int{1, 2, 3, 4}},
		{"snprintf", []int{2, 3, 4, 5}},
	} {
		p, _ := lookupProto(c.fn)
		got := p.stringArgs()
		if len(got) != len(c.want) {
			t.Errorf("%s: %v, want %v", c.fn, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%s: %v, want %v", c.fn, got, c.want)
			}
		}
	}
}

func TestFilterMatch(t *testing.T) {
	for _, c := range []struct {
		filters []string
		name    string
		want    bool
	}{
		{nil, "malloc", true},
		{[]string{"malloc+free"}, "free", true},
		{[]string{"malloc+free"}, "puts", false},
		{[]string{"*alloc"}, "calloc", true},
		{[]string{"*alloc"}, "allocx", false},
		{[]string{"!free"}, "free", false},
		{[]string{"!free"}, "malloc", true},
		{[]string{"*alloc+!calloc"}, "calloc", false},
		{[]string{"*alloc+!calloc"}, "malloc", true},
		{[]string{"malloc@libc.so.6"}, "malloc", false},
		{[]string{"malloc@MAIN"}, "malloc", true},
		{[]string{"@prog"}, "free", true},
		{[]string{"*@pro*"}, "free", true},
	} {
		if got := filterMatch(c.filters, c.name, "/usr/bin/prog"); got != c.want {
			t.Errorf("filterMatch(%q, %s) = %v", c.filters, c.name, got)
		}
	}
	if !libMatch([]string{"libc.so.6"}, "/lib/x86_64-linux-gnu/libc.so.6") || !libMatch([]string{"libc"}, "/lib/libc.so.6") || libMatch([]string{"libm"}, "/lib/libc.so.6") {
		t.Error("libMatch")
	}
}

func TestParseArgs(t *testing.T) {
	o, err := ParseArgs([]string{"-fcT", "-e", "malloc+free", "-s64", "-o", "out", "-l", "libc.so.6", "--", "ls", "-l"})
	if err != nil {
		t.Fatal(err)
	}
	if !o.Follow || !o.Summary || !o.Time || o.StrSize != 64 || o.Output != "out" || len(o.Filters) != 1 || o.Libs[0] != "libc.so.6" || strings.Join(o.Argv, " ") != "ls -l" {
		t.Errorf("parsed %+v", o)
	}
	if o, err := ParseArgs([]string{"-p", "12"}); err != nil || o.PID != 12 {
		t.Errorf("-p: %+v %v", o, err)
	}
	for _, bad := range [][]string{{}, {"-x", "ls"}, {"-p", "x"}, {"-p", "1", "ls"}, {"-s"}} {
		if _, err := ParseArgs(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// TestPrinter drives the output state machine with nested, interleaved
// and unfinished calls.
func TestPrinter(t *testing.T) {
	qsort := &fn{name: "qsort"}
	qsort.proto, qsort.known = lookupProto("qsort")
	strcmp := &fn{name: "strcmp", slots: []int{0, 1}}
	strcmp.proto, strcmp.known = lookupProto("strcmp")
	fork := &fn{name: "fork"}
	fork.proto, fork.known = lookupProto("fork")
	var buf bytes.Buffer
	p := newPrinter(&buf, formatter{strSize: 32})
	p.follow = true
	p.timeArg = true
	for _, e := range []*event{
		{kind: recEntry, tid: 10, tgid: 10, ts: 1000, fn: qsort, sp: 100, args: [6]uint64{0x7ffd7de95670, 3, 8, 0x557bca61a189}},
		{kind: recEntry, tid: 10, tgid: 10, ts: 2000, fn: strcmp, sp: 50, args: [6]uint64{0x1000, 0x2000}, strs: map[int][]byte{0: []byte("apple"), 1: []byte("fig")}},
		{kind: recReturn, tid: 10, tgid: 10, ts: 3000, fn: strcmp, sp: 50, args: [6]uint64{uint64(0xfffffffb)}},
		{kind: recReturn, tid: 10, tgid: 10, ts: 1500000, fn: qsort, sp: 100},
		{kind: recEntry, tid: 10, tgid: 10, ts: 2000000, fn: fork, sp: 100},
		{kind: recReturn, tid: 11, tgid: 11, ts: 2000100, fn: fork, sp: 100},
		{kind: recReturn, tid: 10, tgid: 10, ts: 2000200, fn: fork, sp: 100, args: [6]uint64{11}},
		{kind: recExit, tid: 11, tgid: 11, aux: 3 << 8},
		{kind: recSignal, tid: 10, tgid: 10, aux: 17},
		{kind: recExit, tid: 10, tgid: 10, aux: 11},
	} {
		p.handle(e)
	}
	want := `[pid 10] qsort(0x7ffd7de95670, 3, 8, 0x557bca61a189 <unfinished ...>
[pid 10] strcmp("apple", "fig")                  = -5 <0.000001>
[pid 10] <... qsort resumed> )                   = <void> <0.001499>
[pid 10] fork( <unfinished ...>
[pid 11] <... fork resumed> )                    = 0
[pid 10] <... fork resumed> )                    = 11 <0.000000>
[pid 11] +++ exited (status 3) +++
[pid 10] --- SIGCHLD (Child exited) ---
[pid 10] +++ killed by SIGSEGV +++
`
	if buf.String() != want {
		t.Errorf("got\n%s\nwant\n%s", buf.String(), want)
	}
}

func TestSummary(t *testing.T) {
	malloc := &fn{name: "malloc"}
	free := &fn{name: "free"}
	var buf bytes.Buffer
	p := newPrinter(&buf, formatter{strSize: 32})
	p.summary = true
	for _, e := range []*event{
		{kind: recEntry, tid: 1, ts: 0, fn: malloc, sp: 8},
		{kind: recReturn, tid: 1, ts: 224000, fn: malloc, sp: 8},
		{kind: recEntry, tid: 1, ts: 300000, fn: free, sp: 8},
		{kind: recReturn, tid: 1, ts: 381000, fn: free, sp: 8},
		{kind: recEntry, tid: 1, ts: 400000, fn: free, sp: 8},
		{kind: recReturn, tid: 1, ts: 481000, fn: free, sp: 8},
	} {
		p.handle(e)
	}
	p.writeSummary()
	want := `% time     seconds  usecs/call     calls      function
------ ----------- ----------- --------- --------------------
 58.03    0.000224         224         1 malloc
 41.97    0.000162          81         2 free
------ ----------- ----------- --------- --------------------
100.00    0.000386                     3 total
`
	if buf.String() != want {
		t.Errorf("got\n%s\nwant\n%s", buf.String(), want)
	}
}

// TestOutputString: snprintf's buffer is shown at the return, with the
// arguments after it, on the open line or after "resumed>".
func TestOutputString(t *testing.T) {
	snprintf := &fn{name: "snprintf"}
	snprintf.proto, snprintf.known = lookupProto("snprintf")
	snprintf.slots = snprintf.proto.stringArgs()
	malloc := &fn{name: "malloc"}
	malloc.proto, malloc.known = lookupProto("malloc")
	entry := func(sp uint64) *event {
		return &event{kind: recEntry, tid: 1, tgid: 1, fn: snprintf, sp: sp, args: [6]uint64{0x7ffc0000, 64, 0x1000, 0x2000, 7},
			strs: map[int][]byte{2: []byte("%s-%d"), 3: []byte("ab")}}
	}
	var buf bytes.Buffer
	p := newPrinter(&buf, formatter{strSize: 32})
	for _, e := range []*event{
		entry(8),
		{kind: recReturn, tid: 1, tgid: 1, fn: snprintf, sp: 8, args: [6]uint64{4}, out: []byte("ab-7"), outOK: true},
		entry(16),
		{kind: recEntry, tid: 2, tgid: 2, fn: malloc, sp: 8, args: [6]uint64{32}},
		{kind: recReturn, tid: 1, tgid: 1, fn: snprintf, sp: 16, args: [6]uint64{4}, out: []byte("ab-7"), outOK: true},
	} {
		p.handle(e)
	}
	want := `snprintf("ab-7", 64, "%s-%d", "ab", 7)           = 4
snprintf( <unfinished ...>
malloc(32 <unfinished ...>
<... snprintf resumed> "ab-7", 64, "%s-%d", "ab", 7) = 4
`
	if buf.String() != want {
		t.Errorf("got\n%s\nwant\n%s", buf.String(), want)
	}
}
