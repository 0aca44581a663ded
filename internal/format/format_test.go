package format

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// expectPrintf formats args with format and compares with want. The want
// strings below are what bpftrace 0.17 printed for the same printf call.
func expectPrintf(t *testing.T, format string, want string, args ...Arg) {
	t.Helper()
	verbs, err := Parse(format)
	if err != nil {
		t.Errorf("Parse(%q): %v", format, err)
		return
	}
	if got := Sprintf(verbs, args); got != want {
		t.Errorf("printf(%q, %v) = %q, want %q", format, args, got, want)
	}
	// Appended after other text, with strings given as NUL-padded bytes
	// (as records hold them): the same text.
	bargs := make([]Arg, len(args))
	for i, a := range args {
		bargs[i] = a
		if a.Kind == String {
			bargs[i] = BytesArg(append([]byte(a.Str), 0, 'x', 0))
		}
	}
	if got := string(Append([]byte("before|"), verbs, bargs)); got != "before|"+want {
		t.Errorf("Append(%q, %v) = %q, want %q", format, bargs, got, "before|"+want)
	}
}

// TestAppendAllocs: formatting into a buffer with room allocates nothing.
func TestAppendAllocs(t *testing.T) {
	verbs, err := Parse("%-16s %6d %5u 0x%x %c %p %X|%s\n")
	if err != nil {
		t.Fatal(err)
	}
	args := []Arg{BytesArg([]byte("dd\x00\x00")), IntArg(-4242), UintArg(300), UintArg(0x7ffd1234), IntArg('A'), UintArg(0x1000), UintArg(0xbeef), StrArg("end")}
	buf := make([]byte, 0, 256)
	if n := testing.AllocsPerRun(100, func() { buf = Append(buf[:0], verbs, args) }); n != 0 {
		t.Errorf("%v allocations per Append, want 0", n)
	}
	if want := "dd                -4242   300 0x7ffd1234 A 0x1000 BEEF|end\n"; string(buf) != want {
		t.Errorf("got %q, want %q", buf, want)
	}
}

func TestSprintfBpftrace(t *testing.T) {
	// Low 32 bits for %d/%u/%x: bpftrace 0.17 passes uint64 to C "%d".
	expectPrintf(t, "%d|\n", "5|\n", IntArg(1<<32+5))
	expectPrintf(t, "%d|\n", "-1|\n", IntArg(-1))
	expectPrintf(t, "%u|\n", "4294967295|\n", IntArg(-1))
	expectPrintf(t, "%x|\n", "ffffffff|\n", IntArg(-1))
	expectPrintf(t, "%X|\n", "FF|\n", IntArg(255))
	expectPrintf(t, "%c|\n", "A|\n", IntArg(65))
	expectPrintf(t, "%c|\n", "A|\n", IntArg(321))
	expectPrintf(t, "%hhd|\n", "44|\n", IntArg(300))
	expectPrintf(t, "%hd|\n", "4464|\n", IntArg(70000))
	expectPrintf(t, "%hu|\n", "65535|\n", IntArg(-1))
	expectPrintf(t, "%5.2d|\n", "   07|\n", IntArg(7))
	expectPrintf(t, "%08d|\n", "-0000042|\n", IntArg(-42))
	expectPrintf(t, "%-8d|\n", "42      |\n", IntArg(42))
	expectPrintf(t, "%o|\n", "10|\n", IntArg(8))
	expectPrintf(t, "%p|\n", "0x1234|\n", IntArg(0x1234))
	expectPrintf(t, "%p|\n", "(nil)|\n", IntArg(0))
	expectPrintf(t, "%ld|\n", "-1|\n", IntArg(-1))
	expectPrintf(t, "%llu|\n", "18446744073709551615|\n", IntArg(-1))
	expectPrintf(t, "%lx|\n", "ffffffffffffffff|\n", IntArg(-1))
	expectPrintf(t, "%zu|\n", "5|\n", IntArg(5))
	expectPrintf(t, "%td|\n", "-5|\n", IntArg(-5))
	expectPrintf(t, "%5|%-8s|%x\n", "%5|ab      |ff\n", StrArg("ab"), IntArg(255))
	expectPrintf(t, "%5d|%-8s|%x\n", "   42|ab      |ff\n", IntArg(42), StrArg("ab"), IntArg(255))
	expectPrintf(t, "%lu %lx %ld %ld %ld|\n", "18446744073709551615 ffffffffffffffff 4294967295 255 -2|\n",
		IntArg(-1), IntArg(-1), UintArg(0xffffffff), UintArg(255), IntArg(-2))
	expectPrintf(t, "%p %hhp %lp %10p %-10p| %010p|\n", "0x123456789a 0x1234 0x12       0x12 0x12      | 0x00000012|\n",
		IntArg(0x123456789a), IntArg(0x1234), IntArg(0x12), IntArg(0x12), IntArg(0x12), IntArg(0x12))
	expectPrintf(t, "%5c|%05d|%-05d|%.5x|%8.3x|%08.3d|\n", "    B|-0003|-3   |000ff|     0ff|     005|\n",
		IntArg(66), IntArg(-3), IntArg(-3), IntArg(255), IntArg(255), IntArg(5))
	expectPrintf(t, "%hhd %hhu %hd %hu %hx|\n", "127 255 32767 65535 ffff|\n",
		IntArg(-129), IntArg(-1), IntArg(-32769), IntArg(-1), IntArg(-1))
	expectPrintf(t, "%o %lo %lX|\n", "37777777777 1777777777777777777777 FFFFFFFFFFFFFFFF|\n", IntArg(-1), IntArg(-1), IntArg(-1))
	expectPrintf(t, "%-20s|%20.3s|\n", "hello               |                 hel|\n", StrArg("hello"), StrArg("hello"))
	expectPrintf(t, "%.3s|\n", "abc|\n", StrArg("abcdef"))
	expectPrintf(t, "%5.1s|\n", "    a|\n", StrArg("abc"))
	expectPrintf(t, "%-5.3d|\n", "007  |\n", IntArg(7))
	expectPrintf(t, "%.0d|\n", "|\n", IntArg(0))
	// A segment ends at NUL: "%c" of 0 prints nothing (nor the rest of its segment).
	expectPrintf(t, "%c%c%c|\n", "\nB|\n", IntArg(0), IntArg(10), IntArg(256+66))
	// Strings are C strings.
	expectPrintf(t, "[%s]\n", "[ab]\n", StrArg("ab\x00cd"))
}

func TestPercentQuirks(t *testing.T) {
	// No conversions: the format is printed as is, "%%" included.
	expectPrintf(t, "100%%|\n", "100%%|\n")
	expectPrintf(t, "%+d|\n", "%+d|\n")
	expectPrintf(t, "%i|\n", "%i|\n")
	expectPrintf(t, "%5%|\n", "%5%|\n")
	// "%%" before a conversion goes through C; after the last one it does not.
	expectPrintf(t, "%d%%|\n", "5%%|\n", IntArg(5))
	expectPrintf(t, "%%%d|\n", "%5|\n", IntArg(5))
	// "%%d": bpftrace counts a conversion, C prints "%d" and ignores the argument.
	expectPrintf(t, "%%d|\n", "%d|\n", IntArg(5))
	expectPrintf(t, "%d %+d|\n", "5 %+d|\n", IntArg(5))
	expectPrintf(t, "a%5%b%d|\n", "a%b7|\n", IntArg(7))
	expectPrintf(t, "a%yb%d|\n", "a%yb7|\n", IntArg(7))
}

func TestBuffers(t *testing.T) {
	b := BufArg([]byte("ab\x01"))
	expectPrintf(t, "%r|\n", `ab\x01|`+"\n", b)
	expectPrintf(t, "%rx|\n", `\x61\x62\x01|`+"\n", b)
	expectPrintf(t, "%rh|\n", "61 62 01|\n", b)
	expectPrintf(t, "%r|\n", `ab\x01\xff\|`+"\n", BufArg([]byte("ab\x01\xff\\")))
	// With a width C does not know the conversion and prints it.
	expectPrintf(t, "%10r|\n", "%10r|\n", BufArg([]byte("ab")))
	expectPrintf(t, "%-3rx|%d\n", "%-3rx|9\n", BufArg([]byte("ab")), IntArg(9))
}

// TestGlibcVectors checks single conversions against what glibc printed
// (testdata/glibc_vectors.c explains the file).
func TestGlibcVectors(t *testing.T) {
	f, err := os.Open("testdata/glibc_vectors.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	n := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		parts := strings.Split(sc.Text(), "\t")
		if len(parts) != 3 {
			t.Fatalf("bad line %q", sc.Text())
		}
		want, err := strconv.Unquote(parts[2])
		if err != nil {
			t.Fatalf("bad line %q: %v", sc.Text(), err)
		}
		var arg Arg
		if s, ok := strings.CutPrefix(parts[1], "s:"); ok {
			arg = StrArg(s)
		} else {
			v, err := strconv.ParseInt(parts[1], 10, 64)
			if err != nil {
				t.Fatalf("bad line %q: %v", sc.Text(), err)
			}
			arg = IntArg(v)
		}
		expectPrintf(t, parts[0], want, arg)
		n++
	}
	if n < 800 {
		t.Fatalf("only %d vectors", n)
	}
}

// expectConvs checks the conversions Parse finds, written as "kind:text".
func expectConvs(t *testing.T, format string, want ...string) {
	t.Helper()
	verbs, err := Parse(format)
	if err != nil {
		t.Errorf("Parse(%q): %v", format, err)
		return
	}
	var got []string
	for _, c := range Conversions(verbs) {
		got = append(got, c.Kind.String()+":"+c.Text)
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("Parse(%q) conversions = %q, want %q", format, got, want)
	}
}

func TestConversions(t *testing.T) {
	expectConvs(t, "no conversions %% %i %+d %e %ls %lc %*d %.d")
	expectConvs(t, "%d %u %x %X %o %p %c", "integer:%d", "integer:%u", "integer:%x", "integer:%X", "integer:%o", "integer:%p", "integer:%c")
	expectConvs(t, "%hhd%hu%lx%llX%jo%zp%td", "integer:%hhd", "integer:%hu", "integer:%lx", "integer:%llX", "integer:%jo", "integer:%zp", "integer:%td")
	expectConvs(t, "%s %-10s %5.2s", "string:%s", "string:%-10s", "string:%5.2s")
	expectConvs(t, "%r %rx %rh %10r", "buffer:%r", "buffer:%rx", "buffer:%rh", "buffer:%10r")
	// bpftrace's pattern does not know "%%": "%%d" has a conversion.
	expectConvs(t, "%%d", "integer:%d")
	expectConvs(t, "%-08.3lu", "integer:%-08.3lu")
}

func TestConversionOffsets(t *testing.T) {
	verbs, err := Parse("ab%-5dcd%s\n")
	if err != nil {
		t.Fatal(err)
	}
	cs := Conversions(verbs)
	if len(cs) != 2 || cs[0].Offset != 2 || cs[0].Len != 4 || cs[0].Arg != 0 || cs[1].Offset != 8 || cs[1].Arg != 1 {
		t.Fatalf("conversions = %+v", cs)
	}
	if c := cs[0]; !c.Left || c.Width != 5 || c.Prec != -1 || c.Conv != "d" {
		t.Fatalf("conversion = %+v", c)
	}
}

func expectParseError(t *testing.T, format string, offset int, msg string) {
	t.Helper()
	_, err := Parse(format)
	e, ok := err.(*Error)
	if !ok {
		t.Errorf("Parse(%q) error = %v, want offset %d %q", format, err, offset, msg)
		return
	}
	if e.Offset != offset || !strings.Contains(e.Msg, msg) {
		t.Errorf("Parse(%q) error = %d %q, want %d %q", format, e.Offset, e.Msg, offset, msg)
	}
}

func TestParseErrors(t *testing.T) {
	expectParseError(t, "x %+d %d", 2, `unsupported conversion "%+d" before "%d"`)
	expectParseError(t, "%i%s", 0, `unsupported conversion "%i"`)
	expectParseError(t, "%*d%d", 0, `unsupported conversion "%*"`)
}

func expectCheck(t *testing.T, format string, args []Kind, want ...string) {
	t.Helper()
	verbs, err := Parse(format)
	if err != nil {
		t.Fatalf("Parse(%q): %v", format, err)
	}
	var got []string
	for _, e := range Check(verbs, args) {
		got = append(got, strconv.Itoa(e.Offset)+":"+strconv.Itoa(e.Arg)+":"+e.Msg)
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Check(%q, %v) =\n%s\nwant\n%s", format, args, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestCheck(t *testing.T) {
	expectCheck(t, "%d %s %r", []Kind{Int, String, Buffer})
	expectCheck(t, "%s|\n", []Kind{Int}, "0:0:%s expects a string, found integer")
	expectCheck(t, "a %d|\n", []Kind{String}, "2:0:%d expects an integer, found string")
	expectCheck(t, "%d %r", []Kind{Int, String}, "3:1:%r expects a buffer, found string")
	expectCheck(t, "%d %d", []Kind{Int}, "3:-1:not enough arguments for format string (1 supplied, 2 expected)")
	expectCheck(t, "%d", []Kind{Int, Int}, "-1:1:too many arguments for format string (2 supplied, 1 expected)")
	expectCheck(t, "100%%", []Kind{Int}, "-1:0:too many arguments for format string (1 supplied, 0 expected)")
}

func TestHexBuffer(t *testing.T) {
	for _, c := range []struct {
		in         string
		ascii, esc bool
		want       string
	}{
		{"q\x02", true, true, `q\x02`},
		{"x\xff", true, true, `x\xff`},
		{"ab\x01", false, true, `\x61\x62\x01`},
		{"ab\x01", false, false, "61 62 01"},
		{"", true, true, ""},
	} {
		if got := HexBuffer([]byte(c.in), c.ascii, c.esc); got != c.want {
			t.Errorf("HexBuffer(%q, %v, %v) = %q, want %q", c.in, c.ascii, c.esc, got, c.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"%d", "%%d", "%5%d", "%-08.3lx|%s", "%r%rx%rh", "%l%d", "100%"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		verbs, err := Parse(s)
		if err != nil {
			return
		}
		args := make([]Arg, 0)
		for _, c := range Conversions(verbs) {
			switch c.Kind {
			case Int:
				args = append(args, IntArg(-7))
			case String:
				args = append(args, StrArg("s"))
			case Buffer:
				args = append(args, BufArg([]byte{1}))
			}
		}
		_ = Sprintf(verbs, args)
	})
}

// TestStrftimeVectors checks Strftime against what glibc printed
// (testdata/strftime_vectors.c explains the file).
func TestStrftimeVectors(t *testing.T) {
	zones := map[string]*time.Location{"UTC": time.UTC, "EST5": time.FixedZone("EST", -5*3600)}
	data, err := os.ReadFile("testdata/strftime_vectors.txt")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		parts := strings.Split(line, "\t")
		if len(parts) != 4 {
			t.Fatalf("bad line %q", line)
		}
		sec, err := strconv.ParseInt(parts[1], 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		want, err := strconv.Unquote(parts[3])
		if err != nil {
			t.Fatalf("bad line %q: %v", line, err)
		}
		got, _ := Strftime(parts[2], time.Unix(sec, 0).In(zones[parts[0]]), false)
		if got != want {
			t.Errorf("Strftime(%q, %s %d) = %q, want %q", parts[2], parts[0], sec, got, want)
		}
		n++
	}
	if n < 200 {
		t.Fatalf("only %d vectors", n)
	}
}

// strftime("%H:%M:%S.%f ...", nsecs) and the 63-byte limit, as bpftrace
// 0.17 printed them.
func TestStrftimeBpftrace(t *testing.T) {
	at := time.Date(2026, 11, 23, 1, 37, 31, 805200123, time.UTC)
	expect := func(layout string, micros bool, want string, wantOK bool) {
		t.Helper()
		got, ok := Strftime(layout, at, micros)
		if got != want || ok != wantOK {
			t.Errorf("Strftime(%q, %v) = %q, %v; want %q, %v", layout, micros, got, ok, want, wantOK)
		}
	}
	expect("%H:%M:%S.%f %Y-%m-%d %a %b %j", true, "01:37:31.805200 2026-11-23 Mon Nov 327", true)
	expect("%f|%H\n", false, "%f|01\n", true) // time() has no %f
	expect("%Y12345678901234567890123456789012345678901234567890123456789", true,
		"202612345678901234567890123456789012345678901234567890123456789", true)
	expect("%Y123456789012345678901234567890123456789012345678901234567890", true,
		"2026123456789012345678901234567890123456789012345678901234567890", false)
}

// TestGFP: %gr names GFP flags as the kernel's %pGg does, newest
// bpftrace's documented examples among them (docs/stdlib.md, printf).
func TestGFP(t *testing.T) {
	verbs, err := ParseNewest("%gr|%-12gr|\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		flags uint64
		want  string
	}{
		{0xcc0, "GFP_KERNEL|GFP_KERNEL  |\n"},
		{gfpHigh | gfpKswapdReclaim | gfpHighmem, "GFP_ATOMIC|__GFP_HIGHMEM|GFP_ATOMIC|__GFP_HIGHMEM|\n"},
		{gfpIO | gfpFS | gfpDirectReclaim, "__GFP_IO|__GFP_FS|__GFP_DIRECT_RECLAIM|__GFP_IO|__GFP_FS|__GFP_DIRECT_RECLAIM|\n"},
		{0, "0|0           |\n"},
		{gfpKernel | gfpAccount | 1<<30, "GFP_KERNEL_ACCOUNT|0x40000000|GFP_KERNEL_ACCOUNT|0x40000000|\n"},
	} {
		if got := Sprintf(verbs, []Arg{UintArg(tt.flags), UintArg(tt.flags)}); got != tt.want {
			t.Errorf("%#x: got %q, want %q", tt.flags, got, tt.want)
		}
	}
	// bpftrace 0.17 knows no %gr.
	if verbs, err := Parse("%gr"); err != nil || len(Conversions(verbs)) != 0 || Sprintf(verbs, nil) != "%gr" {
		t.Errorf("Parse(%%gr) = %v, %v", verbs, err)
	}
}
