package tracedat

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"syscall"
	"testing"

	"sonde/internal/kernel"
	"sonde/internal/testutil"
)

// testInstance creates a private tracefs instance removed when the test
// ends, pass or fail, and returns tracefs's root and the instance. (A
// stand-in: the ftrace engine will own instances.)
func testInstance(t *testing.T) (string, *kernel.Instance) {
	t.Helper()
	why := testutil.Privileged()
	if why == "" {
		if _, err := exec.LookPath("trace-cmd"); err != nil {
			why = "trace-cmd is not installed"
		}
	}
	testutil.RequireKernel(t, why)
	root, err := kernel.EnsureTracefs()
	if err != nil {
		t.Fatal(err)
	}
	in, err := kernel.NewInstance(fmt.Sprintf("sonde-test-%d", os.Getpid()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		in.Stop()
		if err := in.Remove(); err != nil {
			t.Errorf("removing the instance: %v", err)
		}
	})
	return root, in
}

func writeFile(t *testing.T, path, s string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(s), 0); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// readRaw reads every page trace_pipe_raw holds, without blocking.
func readRaw(t *testing.T, path string, pageSize int) []byte {
	t.Helper()
	fd, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_NONBLOCK|syscall.O_CLOEXEC, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer syscall.Close(fd)
	var out []byte
	page := make([]byte, pageSize)
	for {
		n, err := syscall.Read(fd, page)
		if errors.Is(err, syscall.EAGAIN) || (err == nil && n == 0) {
			return out
		}
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if n != pageSize {
			t.Fatalf("%s: read %d bytes, not a page", path, n)
		}
		out = append(out, page...)
	}
}

// TestTraceCmdReadsRecording records sys_enter_getppid for a loop of known
// length and sys_enter_write for writes of known lengths, writes a
// trace.dat, and has trace-cmd report it: every call, with the thread's pid
// and comm and the right field values, and the per-CPU stats. trace-cmd's
// own record fails on this host (it writes ftrace_enabled), so Read is
// tested on the files sonde writes.
func TestTraceCmdReadsRecording(t *testing.T) {
	tracefs, in := testInstance(t)
	dir := in.Dir
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	null, err := os.OpenFile("/dev/null", os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer null.Close()
	tid := syscall.Gettid()
	var formats [][]byte
	// The Go runtime may write on this thread too (netpoll wake-ups):
	// only the test's writes to /dev/null count.
	for ev, filter := range map[string]string{
		"sys_enter_getppid": fmt.Sprintf("common_pid == %d", tid),
		"sys_enter_write":   fmt.Sprintf("common_pid == %d && fd == %d", tid, null.Fd()),
	} {
		event := filepath.Join(dir, "events/syscalls", ev)
		writeFile(t, filepath.Join(event, "filter"), filter)
		writeFile(t, filepath.Join(event, "enable"), "1")
		formats = append(formats, readFile(t, filepath.Join(event, "format")))
	}
	const calls, writes = 1000, 50
	for i := 0; i < calls; i++ {
		syscall.RawSyscall(syscall.SYS_GETPPID, 0, 0, 0)
	}
	buf := make([]byte, writes)
	for i := 1; i <= writes; i++ {
		syscall.Write(int(null.Fd()), buf[:i])
	}
	if err := in.Stop(); err != nil {
		t.Fatal(err)
	}

	pageSize := os.Getpagesize()
	f := &File{
		LongSize:    8,
		PageSize:    pageSize,
		HeaderPage:  readFile(t, filepath.Join(tracefs, "events/header_page")),
		HeaderEvent: readFile(t, filepath.Join(tracefs, "events/header_event")),
		Systems:     []System{{Name: "syscalls", Formats: formats}},
		Cmdlines:    []byte(fmt.Sprintf("%d sondetest\n", tid)),
	}
	cpus, err := filepath.Glob(filepath.Join(dir, "per_cpu/cpu*"))
	if err != nil || len(cpus) == 0 {
		t.Fatalf("no per_cpu directories: %v", err)
	}
	for i := range cpus {
		cpu := filepath.Join(dir, fmt.Sprintf("per_cpu/cpu%d", i))
		pages := readRaw(t, filepath.Join(cpu, "trace_pipe_raw"), pageSize)
		f.CPUs = append(f.CPUs, CPU{
			Stats: string(readFile(t, filepath.Join(cpu, "stats"))),
			Data:  io.NewSectionReader(bytes.NewReader(pages), 0, int64(len(pages))),
		})
	}
	path := filepath.Join(t.TempDir(), "trace.dat")
	var b bytes.Buffer
	if err := Write(&b, f); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}

	// -R prints every field raw: NAME=VALUE.
	out, err := exec.Command("trace-cmd", "report", "-R", "-i", path).CombinedOutput()
	if err != nil {
		t.Fatalf("trace-cmd report: %v\n%s", err, out)
	}
	line := regexp.MustCompile(fmt.Sprintf(`^\s*sondetest-%d\s+\[\d+\]\s+[\d.]+: (sys_enter_\w+):\s+(.*?)\s*$`, tid))
	getppid := fmt.Sprintf("__syscall_nr=%d", syscall.SYS_GETPPID)
	nGetppid, nWrite := 0, 0
	for _, l := range strings.Split(string(out), "\n") {
		if !strings.Contains(l, "sys_enter_") {
			continue
		}
		m := line.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("unexpected line: %q", l)
		}
		switch m[1] {
		case "sys_enter_getppid":
			if m[2] != getppid {
				t.Fatalf("getppid fields %q, want %q", m[2], getppid)
			}
			nGetppid++
		case "sys_enter_write":
			nWrite++
			want := fmt.Sprintf("__syscall_nr=%d fd=0x%08x buf=", syscall.SYS_WRITE, null.Fd())
			if !strings.HasPrefix(m[2], want) || !strings.HasSuffix(m[2], fmt.Sprintf(" count=0x%08x", nWrite)) {
				t.Fatalf("write %d fields %q, want %q... count=0x%08x", nWrite, m[2], want, nWrite)
			}
		}
	}
	if nGetppid != calls || nWrite != writes {
		t.Errorf("trace-cmd report printed %d getppid and %d write events, want %d and %d", nGetppid, nWrite, calls, writes)
	}

	// The per-CPU stats are in the file: trace-cmd prints them, and Read
	// gives them back, accounting for every event.
	out, err = exec.Command("trace-cmd", "report", "--stat", "-i", path).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "read events:") {
		t.Errorf("trace-cmd report --stat: %v\n%s", err, out)
	}
	got, err := Read(bytes.NewReader(b.Bytes()), int64(b.Len()))
	if err != nil {
		t.Fatal(err)
	}
	if len(got.CPUs) != len(cpus) {
		t.Fatalf("read back %d CPUs, want %d", len(got.CPUs), len(cpus))
	}
	read := 0
	for i, c := range got.CPUs {
		var n, lost int
		for _, l := range strings.Split(c.Stats, "\n") {
			fmt.Sscanf(l, "read events: %d", &n)
			fmt.Sscanf(l, "overrun: %d", &lost)
		}
		if lost != 0 {
			t.Errorf("CPU %d: %d events overrun", i, lost)
		}
		read += n
		if c.Data.Size()%int64(pageSize) != 0 {
			t.Errorf("CPU %d: %d bytes of data, not whole pages", i, c.Data.Size())
		}
	}
	if read != calls+writes {
		t.Errorf("stats count %d events read, want %d", read, calls+writes)
	}

	// trace-cmd's own writer: convert rewrites the file as trace-cmd
	// writes versions 6 and 7, and Read finds the same formats and pages.
	for _, version := range []string{"6", "7"} {
		conv := filepath.Join(t.TempDir(), "converted.dat")
		if out, err := exec.Command("trace-cmd", "convert", "--file-version", version, "--compression", "none", "-i", path, "-o", conv).CombinedOutput(); err != nil {
			t.Fatalf("trace-cmd convert: %v\n%s", err, out)
		}
		data := readFile(t, conv)
		tc, err := Read(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			t.Fatalf("reading trace-cmd's version %s file: %v", version, err)
		}
		if tc.Version != int(version[0]-'0') || !bytes.Equal(tc.HeaderPage, f.HeaderPage) || !bytes.Equal(tc.HeaderEvent, f.HeaderEvent) || tc.PageSize != pageSize || tc.LongSize != 8 {
			t.Errorf("trace-cmd's version %s header differs: %+v", version, tc)
		}
		if len(tc.Systems) != 1 || tc.Systems[0].Name != "syscalls" || len(tc.Systems[0].Formats) != 2 || !bytes.Equal(tc.Cmdlines, f.Cmdlines) {
			t.Errorf("trace-cmd's version %s systems %q, cmdlines %q", version, tc.Systems, tc.Cmdlines)
		}
		if len(tc.CPUs) != len(f.CPUs) {
			t.Fatalf("trace-cmd's version %s file has %d CPUs, want %d", version, len(tc.CPUs), len(f.CPUs))
		}
		for i := range tc.CPUs {
			a, _ := io.ReadAll(tc.CPUs[i].Data)
			b, _ := io.ReadAll(io.NewSectionReader(f.CPUs[i].Data, 0, f.CPUs[i].Data.Size()))
			if !bytes.Equal(a, b) {
				t.Errorf("version %s CPU %d: trace-cmd's file has %d bytes of pages, want the %d written", version, i, len(a), len(b))
			}
			if tc.CPUs[i].Stats != f.CPUs[i].Stats {
				t.Errorf("version %s CPU %d: trace-cmd's stats %q, want %q", version, i, tc.CPUs[i].Stats, f.CPUs[i].Stats)
			}
		}
	}
}
