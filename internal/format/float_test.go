package format

import (
	"bufio"
	"encoding/binary"
	"encoding/hex"
	"os"
	"strings"
	"testing"
)

// TestFloatVectors checks %f, %e, %g and their variants against glibc's
// snprintf, and Gdb's digits against the %.17g and %.9g gdb prints with
// (testdata/float_vectors.c explains the file).
func TestFloatVectors(t *testing.T) {
	f, err := os.Open("testdata/float_vectors.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		parts := strings.SplitN(sc.Text(), "\t", 3)
		format, arg, want := parts[0], parts[1], parts[2]
		raw, err := hex.DecodeString(arg)
		if err != nil {
			t.Fatal(err)
		}
		b := make([]byte, len(raw))
		for i := range raw {
			b[i] = raw[len(raw)-1-i] // little-endian
		}
		verbs, err := ParseFloat(format, false)
		if err != nil {
			t.Fatalf("ParseFloat(%q): %v", format, err)
		}
		if got := Sprintf(verbs, []Arg{FloatArg(FloatBits(b))}); got != want {
			t.Errorf("printf(%q, 0x%s) = %q, glibc %q", format, arg, got, want)
		}
		// gdb's print: glibc's %.17g and %.9g, but for a NaN, which gdb
		// prints with its mantissa (TestGdbNaN).
		if (format == "%.17g" && len(b) == 8 || format == "%.9g" && len(b) == 4) && !strings.Contains(want, "nan") {
			if got := Gdb(b); got != want {
				t.Errorf("Gdb(0x%s) = %q, want %q", arg, got, want)
			}
		}
		n++
	}
	if n < 900 {
		t.Fatalf("read %d vectors", n)
	}
}

// TestGdbNaN: what gdb's print shows for NaNs, infinities and long
// doubles (from gdb runs).
func TestGdbNaN(t *testing.T) {
	le := func(u uint64, size int) []byte {
		b := make([]byte, 16)
		binary.LittleEndian.PutUint64(b, u)
		return b[:size]
	}
	ld := func(mant uint64, se uint16) []byte {
		b := make([]byte, 16)
		binary.LittleEndian.PutUint64(b, mant)
		binary.LittleEndian.PutUint16(b[8:], se)
		return b
	}
	for _, c := range []struct {
		b    []byte
		want string
	}{
		{le(0x7ff8000000000000, 8), "nan(0x8000000000000)"},
		{le(0xfff8000000000000, 8), "-nan(0x8000000000000)"},
		{le(0x7ff0000000000001, 8), "nan(0x000000001)"},
		{le(0x7ff0000000000000, 8), "inf"},
		{le(0xfff0000000000000, 8), "-inf"},
		{le(0x8000000000000000, 8), "-0"},
		{le(0x7fc00000, 4), "nan(0x400000)"},
		{le(0xffc00001, 4), "-nan(0x400001)"},
		{le(0xff800000, 4), "-inf"},
		{le(0x80000000, 4), "-0"},
		{ld(0xa000000000000000, 0x4000), "2.5"},
		{ld(0xcccccccccccccccd, 0x3ffb), "0.100000000000000000001"},
		{ld(0xaaaaaaaaaaaaaaab, 0x3ffd), "0.333333333333333333342"},
	} {
		if got := Gdb(c.b); got != c.want {
			t.Errorf("Gdb(% x) = %q, want %q", c.b, got, c.want)
		}
	}
}

// TestParseFloatOnly: %f is a conversion only for ParseFloat, which the
// checker uses for a printf passed a float or double; otherwise it is
// bpftrace's text.
func TestParseFloatOnly(t *testing.T) {
	verbs, err := Parse("%f|%d\n")
	if err == nil {
		t.Fatalf("Parse(%%f before %%d) = %v, want bpftrace 0.17's error", verbs)
	}
	verbs, _ = Parse("%d %f\n")
	if got := Sprintf(verbs, []Arg{IntArg(1)}); got != "1 %f\n" {
		t.Errorf("Parse: %q", got)
	}
	verbs, _ = ParseFloat("%d %lf %5.2E\n", false)
	if got := Sprintf(verbs, []Arg{IntArg(1), FloatArg(2.5), FloatArg(-0.125)}); got != "1 2.500000 -1.25E-01\n" {
		t.Errorf("ParseFloat: %q", got)
	}
}
