package runtime

import (
	"bufio"
	"encoding/binary"
	"io"
	"strings"
	"testing"

	"sonde/internal/lang"
	"sonde/internal/lang/check"
	"sonde/internal/lang/langtest"
	"sonde/internal/lang/object"
	"sonde/internal/lang/source"
	"sonde/internal/lang/types"
	"sonde/internal/output"
	_ "sonde/internal/probe"
)

// consumer compiles src (one printf) and returns a runtime that formats its
// records into w, without a kernel, and a record of that printf whose
// arguments are filled by fill. Strings are max_strlen (1024) bytes, with
// newest bpftrace's str_trunc_trailer unless trailer is false.
func consumer(tb testing.TB, src string, w io.Writer, trailer bool, fill func(p *check.Printf, l types.Packed, b []byte) []byte) (*Runtime, []byte) {
	tb.Helper()
	out, diags := lang.Compile(source.NewFile("stdin", src), lang.Options{Check: check.Options{Env: langtest.Env{}, MaxStrlen: 1024}})
	if out == nil {
		tb.Fatal(diags)
	}
	if len(out.Printfs) != 1 {
		tb.Fatalf("%d printfs, want 1", len(out.Printfs))
	}
	p := out.Printfs[0]
	l := p.Layout()
	rec := make([]byte, l.Max)
	binary.LittleEndian.PutUint64(rec, object.EvPrintf)
	rec = fill(p, l, rec)
	r := &Runtime{out: out, w: bufio.NewWriterSize(w, 64<<10)}
	if trailer {
		r.trailer = ".."
	}
	r.p = output.NewText(r.w, output.Options{})
	return r, rec
}

// consumerCases are printf records as a busy tracepoint makes them.
var consumerCases = []struct {
	name, src string
	trailer   bool
	fill      func(p *check.Printf, l types.Packed, b []byte) []byte
	want      string
}{
	{"int", `tracepoint:syscalls:sys_enter_write { printf("%d\n", args.flags); }`, true,
		func(p *check.Printf, l types.Packed, b []byte) []byte {
			binary.LittleEndian.PutUint64(b[l.Offs[0]:], 1)
			return b
		}, "1\n"},
	{"mixed", `tracepoint:syscalls:sys_enter_write { printf("%-16s %6d %5u 0x%x\n", comm, pid, args.flags, args.filename); }`, true,
		func(p *check.Printf, l types.Packed, b []byte) []byte {
			copy(b[l.Offs[0]:], "dd")
			binary.LittleEndian.PutUint64(b[l.Offs[1]:], 4242)
			binary.LittleEndian.PutUint64(b[l.Offs[2]:], 300)
			binary.LittleEndian.PutUint64(b[l.Offs[3]:], 0x7ffd1234)
			return b
		}, "dd                 4242   300 0x7ffd1234\n"},
	{"sym", `tracepoint:syscalls:sys_enter_write { printf("%s %s\n", username, ksym(0)); }`, true,
		func(p *check.Printf, l types.Packed, b []byte) []byte { return b }, "root 0\n"},
	// A str() of max_strlen bytes, in the record's tail: with and without
	// str_trunc_trailer, which costs nothing when the string is not cut.
	{"str", `tracepoint:syscalls:sys_enter_openat { printf("%s %s %d\n", comm, str(args.filename), args.flags); }`, true, fillStr("/etc/ld.so.cache"),
		"cat /etc/ld.so.cache 524288\n"},
	{"str-notrailer", `tracepoint:syscalls:sys_enter_openat { printf("%s %s %d\n", comm, str(args.filename), args.flags); }`, false, fillStr("/etc/ld.so.cache"),
		"cat /etc/ld.so.cache 524288\n"},
	{"str-cut", `tracepoint:syscalls:sys_enter_openat { printf("%s %s %d\n", comm, str(args.filename), args.flags); }`, true, fillStr(strings.Repeat("x", 1023)),
		"cat " + strings.Repeat("x", 1023) + ".. 524288\n"},
}

// fillStr fills the record of printf("%s %s %d\n", comm, str(...), flags)
// as the kernel does, s being what bpf_probe_read_str read.
func fillStr(s string) func(p *check.Printf, l types.Packed, b []byte) []byte {
	return func(p *check.Printf, l types.Packed, b []byte) []byte {
		copy(b[l.Offs[0]:], "cat")
		binary.LittleEndian.PutUint64(b[l.Offs[1]:], uint64(len(s)+1))
		binary.LittleEndian.PutUint64(b[l.Offs[2]:], 524288)
		n := copy(b[l.Fixed:], s)
		b[l.Fixed+n] = 0
		return b[:l.Fixed+n+1]
	}
}

// TestConsumerRecords checks what the benchmark's records print.
func TestConsumerRecords(t *testing.T) {
	for _, c := range consumerCases {
		t.Run(c.name, func(t *testing.T) {
			var sb strings.Builder
			r, rec := consumer(t, c.src, &sb, c.trailer, c.fill)
			for range 3 {
				if err := r.event(rec); err != nil {
					t.Fatal(err)
				}
			}
			r.w.Flush()
			if want := c.want + c.want + c.want; sb.String() != want {
				t.Errorf("got %q, want %q", sb.String(), want)
			}
		})
	}
}

// BenchmarkConsumer is the reader's work per record: decode a printf
// record, format it, and write it (to io.Discard, through the runtime's
// buffer). records/s is the figure to compare with a tracepoint's rate.
func BenchmarkConsumer(b *testing.B) {
	for _, c := range consumerCases {
		b.Run(c.name, func(b *testing.B) {
			r, rec := consumer(b, c.src, io.Discard, c.trailer, c.fill)
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				if err := r.event(rec); err != nil {
					b.Fatal(err)
				}
			}
			r.w.Flush()
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "records/s")
		})
	}
}

// TestConsumerAllocs: a record of integers and strings, cut by str() or
// not, is decoded, formatted and written without allocating.
func TestConsumerAllocs(t *testing.T) {
	for _, c := range consumerCases {
		if c.name == "sym" { // symbols and user names are looked up
			continue
		}
		r, rec := consumer(t, c.src, io.Discard, c.trailer, c.fill)
		if n := testing.AllocsPerRun(1000, func() {
			if err := r.event(rec); err != nil {
				t.Fatal(err)
			}
		}); n != 0 {
			t.Errorf("%s: %v allocations per record", c.name, n)
		}
	}
}
