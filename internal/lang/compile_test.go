package lang_test

import (
	"os"
	"strings"
	"testing"

	"sonde/internal/lang"
	"sonde/internal/lang/check"
	"sonde/internal/lang/langtest"
	"sonde/internal/lang/object"
	"sonde/internal/lang/source"
	_ "sonde/internal/probe" // registers the probe kinds langtest.Env resolves
)

func compile(src string, opts lang.Options) (string, source.Diagnostics, bool) {
	var b strings.Builder
	opts.Out = &b
	opts.Check.Env = langtest.Env{}
	out, diags := lang.Compile(source.NewFile("stdin", src), opts)
	return b.String(), diags, out != nil
}

// TestCompile checks that Compile returns a program, and that the script's
// max_map_keys applies unless the options set the map size.
func TestCompile(t *testing.T) {
	src := "config = { max_map_keys = 7 } BEGIN { @[1] = count(); exit(); }"
	for _, tt := range []struct {
		entries, want int
	}{{0, 7}, {9, 9}} {
		opts := lang.Options{Check: check.Options{Env: langtest.Env{}}}
		opts.Codegen.MapEntries = tt.entries
		out, diags := lang.Compile(source.NewFile("stdin", src), opts)
		if out == nil || diags.HasErrors() {
			t.Fatalf("no program: %v", diags)
		}
		if got := out.Spec.Maps[out.Maps[0].BPFName].MaxEntries; got != uint32(tt.want) {
			t.Errorf("MapEntries %d: %d entries, want %d", tt.entries, got, tt.want)
		}
	}
}

// TestRingSize checks the events ring buffer's size: by default 4 MiB when
// only BEGIN and END make records, 16 MiB when kernel events do (room for
// bursts); config.perf_rb_pages (newest bpftrace's pages of the one ring
// buffer, at least one a CPU, rounded up to a power of two) sets it, and
// the environment's value (Codegen.RingPages) wins over the config's.
func TestRingSize(t *testing.T) {
	page := os.Getpagesize()
	for _, tt := range []struct {
		src        string
		pages, cpu int
		want       int
	}{
		{`BEGIN { printf("x\n"); exit(); }`, 0, 2, 4 << 20},
		{`tracepoint:syscalls:sys_enter_write { @ = count(); }`, 0, 2, 4 << 20},
		{`BEGIN { printf("x\n"); } tracepoint:syscalls:sys_enter_write { @ = count(); }`, 0, 2, 4 << 20},
		{`tracepoint:syscalls:sys_enter_write { printf("%d\n", args.flags); }`, 0, 2, 16 << 20},
		{`tracepoint:syscalls:sys_enter_write { exit(); }`, 0, 2, 16 << 20},
		{`config = { perf_rb_pages = 64 } tracepoint:syscalls:sys_enter_write { printf("x\n"); }`, 0, 2, 64 * page},
		{`config = { perf_rb_pages = 100 } BEGIN { }`, 0, 2, 128 * page},
		{`config = { perf_rb_pages = 1 } BEGIN { }`, 0, 4, 4 * page},
		{`config = { perf_rb_pages = 64 } BEGIN { }`, 8, 2, 8 * page},
		{`BEGIN { }`, 3, 1, 4 * page},
	} {
		opts := lang.Options{Check: check.Options{Env: langtest.Env{}}}
		opts.Codegen.RingPages, opts.Codegen.NCPUs = tt.pages, tt.cpu
		out, diags := lang.Compile(source.NewFile("stdin", tt.src), opts)
		if out == nil || diags.HasErrors() {
			t.Fatalf("%s: no program: %v", tt.src, diags)
		}
		if got := out.Spec.Maps[object.EventsMap].MaxEntries; got != uint32(tt.want) {
			t.Errorf("%s (pages %d, %d CPUs): %d bytes, want %d", tt.src, tt.pages, tt.cpu, got, tt.want)
		}
	}
}

// TestCompileStages checks that Print writes the stages asked for, stops
// after the last, and that Report sees each stage's diagnostics.
func TestCompileStages(t *testing.T) {
	src := "BEGIN { exit(); }"
	for _, tt := range []struct {
		print lang.Stage
		want  []string // in order in the output
	}{
		{lang.Tokens, []string{"BEGIN"}},
		{lang.AST, []string{"BEGIN"}},
		{lang.Asm, []string{"BEGIN:", "Call"}},
		{lang.AST | lang.Asm, []string{"BEGIN", "BEGIN:", "Call"}},
	} {
		got, diags, ok := compile(src, lang.Options{Print: tt.print})
		if ok || diags.HasErrors() {
			t.Errorf("Print %b: program %v, diagnostics %v; want none", tt.print, ok, diags)
		}
		rest := got
		for _, w := range tt.want {
			i := strings.Index(rest, w)
			if i < 0 {
				t.Errorf("Print %b: output lacks %q (in order):\n%s", tt.print, w, got)
				break
			}
			rest = rest[i+len(w):]
		}
	}
	var reported source.Diagnostics
	_, diags, ok := compile("BEGIN { $a = pidd; }", lang.Options{Report: func(d source.Diagnostics) { reported = append(reported, d...) }})
	if ok || !diags.HasErrors() || len(reported) != len(diags) {
		t.Errorf("program %v, %d diagnostics, %d reported; want none, errors, all reported", ok, len(diags), len(reported))
	}
}
