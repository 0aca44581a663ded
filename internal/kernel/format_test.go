package kernel

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"sonde/internal/testutil"
)

func parseFile(t *testing.T, name string) *EventFormat {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	f, err := ParseFormat(data)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return f
}

func TestParseFormat(t *testing.T) {
	common := []FormatField{
		{Name: "common_type", CType: "unsigned short", Offset: 0, Size: 2},
		{Name: "common_flags", CType: "unsigned char", Offset: 2, Size: 1},
		{Name: "common_preempt_count", CType: "unsigned char", Offset: 3, Size: 1},
		{Name: "common_pid", CType: "int", Offset: 4, Size: 4, Signed: true},
	}
	tests := []struct {
		file   string
		event  string
		id     uint32
		fields []FormatField
	}{
		{"sys_enter_openat.format", "sys_enter_openat", 782, []FormatField{
			{Name: "__syscall_nr", CType: "int", Offset: 8, Size: 4, Signed: true},
			{Name: "dfd", CType: "int", Offset: 16, Size: 8},
			{Name: "filename", CType: "const char *", Offset: 24, Size: 8},
			{Name: "flags", CType: "int", Offset: 32, Size: 8},
			{Name: "mode", CType: "umode_t", Offset: 40, Size: 8},
		}},
		{"sched_switch.format", "sched_switch", 372, []FormatField{
			{Name: "prev_comm", CType: "char[16]", Offset: 8, Size: 16},
			{Name: "prev_pid", CType: "pid_t", Offset: 24, Size: 4, Signed: true},
			{Name: "prev_prio", CType: "int", Offset: 28, Size: 4, Signed: true},
			{Name: "prev_state", CType: "long", Offset: 32, Size: 8, Signed: true},
			{Name: "next_comm", CType: "char[16]", Offset: 40, Size: 16},
			{Name: "next_pid", CType: "pid_t", Offset: 56, Size: 4, Signed: true},
			{Name: "next_prio", CType: "int", Offset: 60, Size: 4, Signed: true},
		}},
		{"sched_process_exec.format", "sched_process_exec", 365, []FormatField{
			{Name: "filename", CType: "char[]", Offset: 8, Size: 4, DataLoc: true},
			{Name: "pid", CType: "pid_t", Offset: 12, Size: 4, Signed: true},
			{Name: "old_pid", CType: "pid_t", Offset: 16, Size: 4, Signed: true},
		}},
		{"synthetic.format", "synthetic", 4242, []FormatField{
			{Name: "comm", CType: "char[16]", Offset: 8, Size: 16},
			{Name: "msg", CType: "char[]", Offset: 24, Size: 4, RelLoc: true},
			{Name: "args", CType: "unsigned long[6]", Offset: 32, Size: 48},
			{Name: "buf", CType: "u32[]", Offset: 80, Size: 0},
			{Name: "argv", CType: "const char *const *", Offset: 80, Size: 8},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			f := parseFile(t, tc.file)
			if f.Event != tc.event || f.ID != tc.id {
				t.Errorf("name, ID = %q, %d; want %q, %d", f.Event, f.ID, tc.event, tc.id)
			}
			if !reflect.DeepEqual(f.Common, common) {
				t.Errorf("common fields:\n got %+v\nwant %+v", f.Common, common)
			}
			if !reflect.DeepEqual(f.Fields, tc.fields) {
				t.Errorf("fields:\n got %+v\nwant %+v", f.Fields, tc.fields)
			}
			if got := f.Field("common_pid"); got == nil || got.Offset != 4 {
				t.Errorf("Field(common_pid) = %+v", got)
			}
			if f.Field("nonexistent") != nil {
				t.Errorf("Field(nonexistent) != nil")
			}
		})
	}
}

func TestParseFormatErrors(t *testing.T) {
	for _, text := range []string{
		"name: x\nformat:\n", // no ID
		"name: x\nID: abc\n", // bad ID
		"ID: 1\n\tfield:int;\toffset:8;\tsize:4;\tsigned:1;\n", // no name
		"ID: 1\n\tfield:int x;\toffset:8;\tsigned:1;\n",        // no size
		"ID: 1\n\tfield:int x;\toffset:y;\tsize:4;\n",          // bad offset
	} {
		if f, err := ParseFormat([]byte(text)); err == nil {
			t.Errorf("ParseFormat(%q) = %+v, want error", text, f)
		}
	}
}

func TestFindTracefs(t *testing.T) {
	const debugOnly = `25 23 0:7 / /sys/kernel/debug rw,nosuid - debugfs debugfs rw
26 25 0:13 / /sys/kernel/debug/tracing rw,nosuid - tracefs tracefs rw
`
	const both = debugOnly + "42 23 0:13 / /sys/kernel/tracing rw,relatime - tracefs nodev rw\n"
	const none = "22 1 0:21 / /proc rw - proc proc rw\n23 1 0:22 / /sys rw shared:7 - sysfs sysfs rw\n"
	for _, tc := range []struct{ in, want string }{
		{debugOnly, "/sys/kernel/debug/tracing"},
		{both, "/sys/kernel/tracing"},
		{none, ""},
		{"42 23 0:13 / /mnt/my\\040trace rw - tracefs nodev rw\n", ""},
	} {
		if got := findTracefs([]byte(tc.in)); got != tc.want {
			t.Errorf("findTracefs(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if got := unescapeMount(`/mnt/my\040trace`); got != "/mnt/my trace" {
		t.Errorf("unescapeMount = %q", got)
	}
	if !hasFilesystem([]byte("nodev\tsysfs\nnodev\ttracefs\n\text4\n"), "tracefs") ||
		hasFilesystem([]byte("nodev\tsysfs\n\text4\n"), "tracefs") {
		t.Error("hasFilesystem is wrong")
	}
}

func TestParseCPUList(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []int
	}{
		{"0\n", []int{0}},
		{"0-3", []int{0, 1, 2, 3}},
		{"0-1,4,6-7\n", []int{0, 1, 4, 6, 7}},
		{"", nil},
	} {
		got, err := ParseCPUList(tc.in)
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("ParseCPUList(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
	for _, bad := range []string{"a", "3-1", "1-", "1,,2"} {
		if _, err := ParseCPUList(bad); err == nil {
			t.Errorf("ParseCPUList(%q) succeeded", bad)
		}
	}
}

// TestLiveFormats parses every format file the running kernel has, and
// checks a few against the tracefs id file and known layouts.
func TestLiveFormats(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	root, err := EnsureTracefs()
	if err != nil {
		t.Fatal(err)
	}
	if root != TracefsPath && root != legacyTracefsPath {
		t.Fatalf("EnsureTracefs = %q", root)
	}
	if again, _ := EnsureTracefs(); again != root {
		t.Fatalf("EnsureTracefs changed: %q then %q", root, again)
	}
	events, err := Events("")
	if err != nil {
		t.Fatal(err)
	}
	if len(events) < 100 {
		t.Fatalf("only %d tracepoints listed", len(events))
	}
	dataLocs := 0
	for _, ge := range events {
		g, e, _ := strings.Cut(ge, ":")
		f, err := Format(g, e)
		if err != nil {
			if _, serr := os.Stat(filepath.Join(root, "events", g, e)); os.IsNotExist(serr) {
				continue // a dynamic event another test or tracer removed since
			}
			t.Errorf("%s: %v", ge, err)
			continue
		}
		for _, ff := range f.Fields {
			if ff.DataLoc {
				dataLocs++
			}
			if ff.Name == "" || ff.CType == "" {
				t.Errorf("%s: bad field %+v", ge, ff)
			}
		}
	}
	if dataLocs == 0 {
		t.Error("no __data_loc field in any tracepoint")
	}

	f, err := Format("syscalls", "sys_enter_getppid")
	if err != nil {
		t.Fatal(err)
	}
	idText, err := os.ReadFile(filepath.Join(root, "events/syscalls/sys_enter_getppid/id"))
	if err != nil {
		t.Fatal(err)
	}
	if id, _ := strconv.Atoi(strings.TrimSpace(string(idText))); uint32(id) != f.ID {
		t.Errorf("ID = %d, id file says %d", f.ID, id)
	}
	if len(f.Fields) != 1 || f.Fields[0].Name != "__syscall_nr" {
		t.Errorf("sys_enter_getppid fields = %+v", f.Fields)
	}
	if _, err := Format("sched", "no_such_event"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Format of a missing event: %v", err)
	}
	if !TracepointExists("sched", "sched_switch") || TracepointExists("sched", "nope") || TracepointExists("../..", "x") {
		t.Error("TracepointExists is wrong")
	}

	sw, err := Events("sched:sched_swi*")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(sw, []string{"sched:sched_switch"}) {
		t.Errorf("Events(sched:sched_swi*) = %v", sw)
	}
	if _, err := Events("[bad"); err == nil {
		t.Error("Events accepted a bad pattern")
	}
}
