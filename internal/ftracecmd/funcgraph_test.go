package ftracecmd

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"sonde/internal/ftrace"
	"sonde/internal/kernel"
	"sonde/internal/tracedat"
)

// testdata/function_graph-6.12.dat and function-6.1.dat were recorded by
// sonde ftrace record in the Debian VMs (scripts/vmrun), their kallsyms
// cut to the symbols the records name (see TestTrimTestdata):
//
//	sonde ftrace record -p function_graph -l vfs_read -l rw_verify_area \
//		-l security_file_permission -l 'seq_read*' -l 'proc_reg_read*' -- cat /proc/version
//	sonde ftrace record -p function -l ksys_read -l vfs_read -l rw_verify_area \
//		-l security_file_permission -l 'seq_read*' -- cat /proc/version

// TestFuncReportMatchesTraceCmd: sonde ftrace report prints the function
// tracers' records of the VM-recorded files as trace-cmd report prints them,
// line for line, with and without its -O options.
func TestFuncReportMatchesTraceCmd(t *testing.T) {
	if _, err := exec.LookPath("trace-cmd"); err != nil {
		t.Skip("trace-cmd is not installed")
	}
	files, _ := filepath.Glob("testdata/function*.dat")
	if len(files) < 2 {
		t.Fatalf("testdata: %v", files)
	}
	for _, dat := range files {
		for _, opt := range [][]string{nil, {"-O", "parent"}, {"-O", "fgraph:tailprint"}, {"-O", "fgraph:depth"}, {"-O", "indent=0"}} {
			t.Run(filepath.Base(dat)+strings.Join(opt, ""), func(t *testing.T) {
				tc, err := exec.Command("trace-cmd", append(append([]string{"report"}, opt...), "-i", dat)...).Output()
				if err != nil {
					t.Fatalf("trace-cmd report: %v", err)
				}
				want := eventLines(string(tc))
				got := eventLines(runReport(t, append(opt, dat)...))
				if len(want) < 10 {
					t.Fatalf("trace-cmd report printed %d lines", len(want))
				}
				if strings.Join(got, "\n") != strings.Join(want, "\n") {
					t.Errorf("sonde ftrace report differs from trace-cmd report:\n%s", lineDiff(want, got))
				}
			})
		}
	}
}

// TestFuncGraphLayout pins the graph's shape in the 6.12 file without
// trace-cmd: nesting by two spaces per depth, leaves on one line, marks for
// long durations.
func TestFuncGraphLayout(t *testing.T) {
	out := runReport(t, "testdata/function_graph-6.12.dat")
	for _, want := range []string{
		"funcgraph_entry:                   |  vfs_read() {\n",
		"funcgraph_entry:                   |    rw_verify_area() {\n",
		"funcgraph_entry:        6.083 us   |      security_file_permission();\n",
		"funcgraph_exit:       + 17.484 us  |    }\n",
		"funcgraph_exit:       ! 259.071 us |  }\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("%q missing from:\n%s", want, out)
		}
	}
	// -R prints the raw fields instead, func by its %ps name as trace-cmd.
	raw := runReport(t, "-R", "testdata/function_graph-6.12.dat")
	if !strings.Contains(raw, "funcgraph_exit:        func=rw_verify_area depth=0 ") {
		t.Errorf("-R: no raw funcgraph_exit fields:\n%s", raw)
	}
}

func TestGraphDuration(t *testing.T) {
	for _, c := range []struct {
		ns   uint64
		want string
	}{
		{456, "  0.456 us   |  "},
		{10000, "  10.000 us  |  "},
		{10001, "+ 10.001 us  |  "},
		{226031, "! 226.031 us |  "},
		{1234567, "# 1234.567 us |  "},
		{123456789, "# 123456.789 us |  "},
		{1234567890, "$ 1234567 us |  "},
	} {
		if got := string(graphDuration(nil, c.ns)); got != c.want {
			t.Errorf("%d ns: %q, want %q", c.ns, got, c.want)
		}
	}
}

func TestFuncSyms(t *testing.T) {
	k := ftrace.NewSyms(kernel.ParseKallsyms([]byte("ffffffff81000000 T _stext\nffffffff81000010 T alias1\nffffffff81000010 t alias2\n0000000000000000 A fixed_percpu_data\nffffffff81000100 T last\n")))
	for _, c := range []struct {
		addr uint64
		want string
	}{
		{0xffffffff81000000, "_stext"}, {0xffffffff8100000f, "_stext"}, {0xffffffff81000014, "alias1"},
		{0xffffffff81000100, "last"}, {0xffffffff81000101, ""}, {0x10, ""},
	} {
		if got, _, _ := k.Lookup(c.addr); got != c.want {
			t.Errorf("%#x: %q, want %q", c.addr, got, c.want)
		}
	}
}

// TestTrimTestdata rewrites SONDE_TRIM_DAT (a trace.dat recorded in the
// VM) with only the kallsyms lines its function records need: the symbol
// each address falls in and the one after it, which bounds it.
func TestTrimTestdata(t *testing.T) {
	path := os.Getenv("SONDE_TRIM_DAT")
	if path == "" {
		t.Skip("set SONDE_TRIM_DAT=FILE to trim a recorded file's kallsyms for testdata")
	}
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	fi, _ := fh.Stat()
	f, err := tracedat.Read(fh, fi.Size())
	if err != nil {
		t.Fatal(err)
	}
	hdr, err := ftrace.ParsePageHeader(f.HeaderPage)
	if err != nil {
		t.Fatal(err)
	}
	formats := map[uint16]*kernel.EventFormat{}
	for _, text := range f.Ftrace {
		ef, err := kernel.ParseFormat(text)
		if err != nil {
			t.Fatal(err)
		}
		formats[uint16(ef.ID)] = ef
	}
	addrs := map[uint64]bool{}
	for cpu, c := range f.CPUs {
		page := make([]byte, f.PageSize)
		for off := int64(0); c.Data != nil && off+int64(f.PageSize) <= c.Data.Size(); off += int64(f.PageSize) {
			c.Data.ReadAt(page, off)
			hdr.Decode(cpu, page, formats, func(e *ftrace.Event) {
				for _, name := range []string{"ip", "parent_ip", "func"} {
					if v, err := e.Int(name); err == nil {
						addrs[uint64(v)] = true
					}
				}
			})
		}
	}
	syms := kernel.ParseKallsyms(f.Kallsyms)
	sort.SliceStable(syms, func(i, j int) bool { return syms[i].Addr < syms[j].Addr })
	keep := map[int]bool{}
	for a := range addrs {
		i := sort.Search(len(syms), func(i int) bool { return syms[i].Addr > a }) - 1
		if i < 0 {
			continue
		}
		for j := i; j >= 0 && syms[j].Addr == syms[i].Addr; j-- {
			keep[j] = true // aliases: the first listed names it
		}
		for j := i + 1; j < len(syms) && syms[j].Addr == syms[i+1].Addr; j++ {
			keep[j] = true
		}
	}
	var b bytes.Buffer
	for i, s := range syms {
		if keep[i] {
			fmt.Fprintf(&b, "%016x %c %s", s.Addr, s.Type, s.Name)
			if s.Module != "" {
				fmt.Fprintf(&b, "\t[%s]", s.Module)
			}
			b.WriteByte('\n')
		}
	}
	f.Kallsyms = b.Bytes()
	// Only the ftrace system's records are in these files.
	f.Systems = nil
	var out bytes.Buffer
	if err := tracedat.Write(&out, f); err != nil {
		t.Fatal(err)
	}
	fh.Close()
	if err := os.WriteFile(path, out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d addresses, %d symbols kept, %d bytes", len(addrs), len(keep), out.Len())
}

// lineDiff shows the first lines where want and got differ.
func lineDiff(want, got []string) string {
	var b strings.Builder
	n := 0
	for i := 0; i < max(len(want), len(got)) && n < 8; i++ {
		var w, g string
		if i < len(want) {
			w = want[i]
		}
		if i < len(got) {
			g = got[i]
		}
		if w != g {
			fmt.Fprintf(&b, "line %d:\n  trace-cmd: %q\n  sonde:     %q\n", i+1, w, g)
			n++
		}
	}
	fmt.Fprintf(&b, "(%d lines from trace-cmd, %d from sonde)", len(want), len(got))
	return b.String()
}

func TestHiddenAddrs(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"0000000000000000 A fixed_percpu_data\n0000000000000000 T _stext\n", true},
		{"0000000000000000 A fixed_percpu_data\nffffffff81000000 T _stext\n", false},
		{"", true},
	} {
		if got := hiddenAddrs([]byte(c.text)); got != c.want {
			t.Errorf("%q: %v, want %v", c.text, got, c.want)
		}
	}
}
