package ftracecmd

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"sonde/internal/ftrace"
	"sonde/internal/kernel"
	"sonde/internal/tracedat"
)

// testdata/funcgraph-6.1.dat is a function_graph recording of Debian's 6.1
// kernel (set_graph_function=vfs_read, an 8 KB buffer that overran, so the
// trace starts inside call chains), made in the VM with tracefs by hand:
//
//	echo 8 > buffer_size_kb; echo vfs_read > set_graph_function
//	echo function_graph > current_tracer; echo 1 > tracing_on
//	dd if=/proc/version of=/dev/null bs=64; read x < /proc/version
//	echo 0 > tracing_on; cat per_cpu/cpuN/trace_pipe_raw > cpuN
//
// with header_page, header_event, the funcgraph formats, kallsyms and the
// per-CPU stats copied out, then put together by
// SONDE_FUNCGRAPH_FIXTURE=DIR go test -run TestMakeFuncgraphFixture (the
// kallsyms section keeps the symbols the records name).
func TestMakeFuncgraphFixture(t *testing.T) {
	dir := os.Getenv("SONDE_FUNCGRAPH_FIXTURE")
	if dir == "" {
		t.Skip("SONDE_FUNCGRAPH_FIXTURE=DIR remakes testdata/funcgraph-6.1.dat from DIR")
	}
	read := func(name string) []byte {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	f := &tracedat.File{LongSize: 8, PageSize: 4096,
		HeaderPage: read("header_page"), HeaderEvent: read("header_event"),
		Ftrace:  [][]byte{read("entry"), read("exit")},
		Options: []tracedat.Option{{ID: tracedat.OptionUname, Data: append(bytes.TrimSpace(read("uname")), 0)}},
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
	used := map[uint64]bool{}
	for cpu := 0; ; cpu++ {
		data, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("cpu%d", cpu)))
		if err != nil {
			break
		}
		for off := 0; off+f.PageSize <= len(data); off += f.PageSize {
			if _, err := hdr.Decode(cpu, data[off:off+f.PageSize], formats, func(e *ftrace.Event) {
				if fn, err := e.Int("func"); err == nil {
					used[uint64(fn)] = true
				}
			}); err != nil {
				t.Fatal(err)
			}
		}
		f.CPUs = append(f.CPUs, tracedat.CPU{Stats: string(read(fmt.Sprintf("stats%d", cpu))),
			Data: io.NewSectionReader(bytes.NewReader(data), 0, int64(len(data)))})
	}
	var syms strings.Builder
	for _, s := range kernel.ParseKallsyms(read("kallsyms")) {
		if used[s.Addr] {
			fmt.Fprintf(&syms, "%016x %c %s\n", s.Addr, s.Type, s.Name)
		}
	}
	f.Kallsyms = []byte(syms.String())
	var out bytes.Buffer
	if err := tracedat.Write(&out, f); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join("testdata", "funcgraph-6.1.dat"), out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d CPUs, %d functions", len(f.CPUs), len(used))
}

// TestPerfettoFuncgraphKernel converts the 6.1 kernel's function_graph
// recording: the JSON is valid (every B closed, nested), and the slices
// are the functions trace-cmd report draws, every one named, vfs_read's
// callees nested in it.
func TestPerfettoFuncgraphKernel(t *testing.T) {
	dat := filepath.Join(t.TempDir(), "funcgraph.dat")
	data, err := os.ReadFile(filepath.Join("testdata", "funcgraph-6.1.dat"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dat, data, 0o644); err != nil {
		t.Fatal(err)
	}
	tracks := validateTrace(t, reportJSON(t, dat))
	begins, vfsRead, nested := 0, 0, 0
	for k, evs := range tracks {
		depth := 0
		inRead := 0
		for _, e := range evs {
			switch e.Ph {
			case "B":
				begins++
				depth++
				if strings.HasPrefix(e.Name, "0x") {
					t.Errorf("track %v: unnamed function %s", k, e.Name)
				}
				if e.Name == "vfs_read" {
					vfsRead++
					inRead = depth
				} else if inRead > 0 {
					nested++
				}
			case "E":
				if depth == inRead {
					inRead = 0
				}
				depth--
			}
		}
	}
	// trace-cmd report draws every entry record, a leaf as "name();",
	// others as "name() {": the same functions as the B slices.
	if _, err := exec.LookPath("trace-cmd"); err == nil {
		tc, err := exec.Command("trace-cmd", "report", "-i", dat).Output()
		if err != nil {
			t.Fatalf("trace-cmd report: %v", err)
		}
		var want, got []string
		for _, m := range regexp.MustCompile(`funcgraph_entry: .*\|\s*(\S+)\(\)`).FindAllSubmatch(tc, -1) {
			want = append(want, string(m[1]))
		}
		for _, evs := range tracks {
			for _, e := range evs {
				if e.Ph == "B" {
					got = append(got, e.Name)
				}
			}
		}
		sort.Strings(want)
		sort.Strings(got)
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("B slices of %d functions, trace-cmd report draws %d:\n%q\n%q", len(got), len(want), got, want)
		}
	} else {
		t.Log("trace-cmd is not installed: not compared with trace-cmd report")
	}
	if vfsRead == 0 || nested == 0 {
		t.Errorf("%d slices: %d of vfs_read, %d functions inside them", begins, vfsRead, nested)
	}
	t.Logf("%d slices on %d tracks: %d of vfs_read, %d functions inside them", begins, len(tracks), vfsRead, nested)
}
