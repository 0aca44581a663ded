package format

import (
	"bytes"
	"fmt"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"sonde/internal/testutil"
)

// refArg is a printf argument written both as bpftrace source and as Arg.
type refArg struct {
	src string
	arg Arg
}

func refInt(src string, v int64) refArg { return refArg{src, IntArg(v)} }
func refStr(s string) refArg            { return refArg{strconv.Quote(s), StrArg(s)} }

// TestReferencePrintf runs printf calls through bpftrace 0.17 and compares
// each line with Sprintf. It needs root and the bpftrace binary.
func TestReferencePrintf(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	bt, err := exec.LookPath("bpftrace")
	if err != nil {
		t.Skip("bpftrace not installed")
	}
	if out, err := exec.Command(bt, "--version").Output(); err != nil || !bytes.HasPrefix(out, []byte("bpftrace v0.17")) {
		t.Skipf("reference is bpftrace v0.17, found %q", out)
	}
	ints := []refArg{
		refInt("0", 0), refInt("1", 1), refInt("-1", -1), refInt("42", 42), refInt("-42", -42),
		refInt("300", 300), refInt("(int8)-3", -3), refInt("(uint8)200", 200), refInt("(int16)-300", -300),
		refInt("(uint16)65535", 65535), refInt("(int32)-70000", -70000), refInt("(uint32)4000000000", 4000000000),
		refInt("0x123456789a", 0x123456789a), refInt("-9223372036854775807", -9223372036854775807),
		refInt("(uint64)0xffffffffffffffff", -1),
	}
	strs := []refArg{refStr(""), refStr("a"), refStr("hello world")}
	intFormats := []string{"%d", "%u", "%x", "%X", "%o", "%c", "%p", "%hhd", "%hu", "%hx", "%ld", "%lu", "%lx",
		"%llX", "%zd", "%jo", "%td", "%5d", "%-5d", "%05d", "%.3d", "%8.3x", "%-8.3lu", "%010p", "%-4c", "%.0d"}
	strFormats := []string{"%s", "%5s", "%-5s", "%.2s", "%5.1s", "%05s"}
	type call struct {
		format string
		args   []refArg
	}
	var calls []call
	for _, f := range intFormats {
		for _, a := range ints {
			calls = append(calls, call{"<" + f + ">", []refArg{a}})
		}
	}
	for _, f := range strFormats {
		for _, a := range strs {
			calls = append(calls, call{"<" + f + ">", []refArg{a}})
		}
	}
	calls = append(calls,
		call{"%d%%|%s|%%%x %%d", []refArg{refInt("7", 7), refStr("s"), refInt("255", 255), refInt("1", 1)}},
		call{"100%% %5%% %y %-5r|%r|%rx|%rh", []refArg{{`buf("ab", 2)`, BufArg([]byte("ab"))},
			{`buf("a\x01\xff", 3)`, BufArg([]byte("a\x01\xff"))}, {`buf("ab", 2)`, BufArg([]byte("ab"))}, {`buf("ab", 2)`, BufArg([]byte("ab"))}}},
		call{"no conversion 100%% %+d", nil},
		call{"[%c%s]", []refArg{refInt("0", 0), refStr("after nul")}},
	)
	var script strings.Builder
	script.WriteString("BEGIN {\n")
	for _, c := range calls {
		// Every call ends with its own line; "%d" style text stays after the
		// last conversion, so the newline is appended in the trailing text.
		fmt.Fprintf(&script, "printf(%s", strconv.Quote(c.format+"\n"))
		for _, a := range c.args {
			script.WriteString(", " + a.src)
		}
		script.WriteString(");\n")
	}
	script.WriteString("exit(); }\n")
	out, err := exec.Command(bt, "-e", script.String()).Output()
	if err != nil {
		t.Fatalf("bpftrace: %v\n%s", err, script.String())
	}
	lines := strings.SplitAfter(string(out), "\n")
	if len(lines) < len(calls)+1 || lines[0] != "Attaching 1 probe...\n" {
		t.Fatalf("unexpected bpftrace output:\n%s", out)
	}
	for i, c := range calls {
		verbs, err := Parse(c.format + "\n")
		if err != nil {
			t.Errorf("Parse(%q): %v", c.format, err)
			continue
		}
		args := make([]Arg, len(c.args))
		for j, a := range c.args {
			args[j] = a.arg
		}
		if got, want := Sprintf(verbs, args), lines[i+1]; got != want {
			t.Errorf("printf(%q, %v): sonde %q, bpftrace %q", c.format, c.args, got, want)
		}
	}
}
