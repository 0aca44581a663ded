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
// arguments are filled by fill.
func consumer(tb testing.TB, src string, w io.Writer, fill func(p *check.Printf, offs []int, b []byte)) (*Runtime, []byte) {
	tb.Helper()
	out, diags := lang.Compile(source.NewFile("stdin", src), lang.Options{Check: check.Options{Env: langtest.Env{}}})
	if out == nil {
		tb.Fatal(diags)
	}
	if len(out.Printfs) != 1 {
		tb.Fatalf("%d printfs, want 1", len(out.Printfs))
	}
	p := out.Printfs[0]
	offs, size := types.RecordLayout(p.Args)
	rec := make([]byte, size)
	binary.LittleEndian.PutUint64(rec, object.EvPrintf)
	fill(p, offs, rec)
	r := &Runtime{out: out, w: bufio.NewWriterSize(w, 64<<10)}
	r.p = output.NewText(r.w, output.Options{})
	return r, rec
}

// consumerCases are printf records as a busy tracepoint makes them.
var consumerCases = []struct {
	name, src string
	fill      func(p *check.Printf, offs []int, b []byte)
	want      string
}{
	{"int", `tracepoint:syscalls:sys_enter_write { printf("%d\n", args.flags); }`,
		func(p *check.Printf, offs []int, b []byte) { binary.LittleEndian.PutUint64(b[offs[0]:], 1) }, "1\n"},
	{"mixed", `tracepoint:syscalls:sys_enter_write { printf("%-16s %6d %5u 0x%x\n", comm, pid, args.flags, args.filename); }`,
		func(p *check.Printf, offs []int, b []byte) {
			copy(b[offs[0]:], "dd")
			binary.LittleEndian.PutUint64(b[offs[1]:], 4242)
			binary.LittleEndian.PutUint64(b[offs[2]:], 300)
			binary.LittleEndian.PutUint64(b[offs[3]:], 0x7ffd1234)
		}, "dd                 4242   300 0x7ffd1234\n"},
	{"sym", `tracepoint:syscalls:sys_enter_write { printf("%s %s\n", username, ksym(0)); }`,
		func(p *check.Printf, offs []int, b []byte) {}, "root 0\n"},
}

// TestConsumerRecords checks what the benchmark's records print.
func TestConsumerRecords(t *testing.T) {
	for _, c := range consumerCases {
		t.Run(c.name, func(t *testing.T) {
			var sb strings.Builder
			r, rec := consumer(t, c.src, &sb, c.fill)
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
			r, rec := consumer(b, c.src, io.Discard, c.fill)
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
