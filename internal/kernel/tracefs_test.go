package kernel

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sonde/internal/testutil"
)

func TestStaleEvent(t *testing.T) {
	gone := 1 << 30 // above pid_max: never running
	for _, tc := range []struct {
		line  string
		event string
	}{
		{fmt.Sprintf("r16:sonde_%d_0123abcd/vfs_read vfs_read", gone), fmt.Sprintf("sonde_%d_0123abcd/vfs_read", gone)},
		{fmt.Sprintf("p:sonde_%d_ff/do_exit do_exit", gone), fmt.Sprintf("sonde_%d_ff/do_exit", gone)},
		{fmt.Sprintf("p:sonde_%d_ff/do_exit do_exit", os.Getpid()), ""}, // running
		{"p:kprobes/myprobe do_sys_open", ""},                           // not ours
		{"p:ebpf_0123/vfs_read vfs_read", ""},
		{"", ""},
	} {
		ev, ok := staleEvent(tc.line)
		if ev != tc.event || ok != (tc.event != "") {
			t.Errorf("staleEvent(%q) = %q, %v; want %q", tc.line, ev, ok, tc.event)
		}
	}
}

func TestStaleGroup(t *testing.T) {
	gone := 1 << 30
	for _, tc := range []struct {
		name  string
		stale bool
	}{
		{fmt.Sprintf("sonde-%d", gone), true}, // package ftrace's instance
		{fmt.Sprintf("sonde_%d_tfr1", gone), true},
		{fmt.Sprintf("sonde-%d", os.Getpid()), false},
		{"sonde-x", false},
		{"trace-cmd", false},
	} {
		if got := staleGroup(tc.name); got != tc.stale {
			t.Errorf("staleGroup(%q) = %v", tc.name, got)
		}
	}
}

func TestParseBufferStats(t *testing.T) {
	text := "entries: 5\noverrun: 7\ncommit overrun: 1\nbytes: 4080\noldest event ts:  1.5\nnow ts: 2.0\ndropped events: 9\nread events: 11\n"
	got := ParseBufferStats([]byte(text))
	want := BufferStats{Entries: 5, Overrun: 7, Dropped: 9, Read: 11, Bytes: 4080}
	if got != want {
		t.Errorf("ParseBufferStats = %+v, want %+v", got, want)
	}
}

func TestEventDef(t *testing.T) {
	for _, tc := range []struct {
		e    Event
		want string
	}{
		{Event{File: KprobeEvents, Kind: "p", Group: "sonde_1_tfr1", Name: "e0", Location: "vfs_read+4"}, "p:sonde_1_tfr1/e0 vfs_read+4"},
		{Event{File: UprobeEvents, Kind: "r", Group: "g", Name: "e1", Location: "/bin/x:0x1136",
			Fetch: []string{"sonde_comm=$comm:string", "retval=$retval:u64"}}, "r:g/e1 /bin/x:0x1136 sonde_comm=$comm:string retval=$retval:u64"},
	} {
		if got := tc.e.Def(); got != tc.want {
			t.Errorf("Def() = %q, want %q", got, tc.want)
		}
	}
	a, b := NewEventGroup("t"), NewEventGroup("t")
	if a == b || !strings.HasPrefix(a, TracefsEventPrefix()+"_t") {
		t.Errorf("NewEventGroup gave %q then %q", a, b)
	}
}

func TestParseConfig(t *testing.T) {
	cfg := parseConfig([]byte("#\n# CONFIG_KPROBES is not set\nCONFIG_BPF=y\nCONFIG_LSM=\"landlock,bpf\"\nCONFIG_HZ=250\n"))
	for k, want := range map[string]string{"CONFIG_KPROBES": "", "CONFIG_BPF": "y", "CONFIG_LSM": "landlock,bpf", "CONFIG_HZ": "250", "CONFIG_NONE": ""} {
		if cfg[k] != want {
			t.Errorf("%s = %q, want %q", k, cfg[k], want)
		}
	}
}

// TestCleanupStaleEvents defines a uprobe event and an instance under the
// prefix of a sonde that no longer runs, enables the event there, and
// checks that CleanupStaleEvents removes both, and leaves this process's
// own event and instance alone.
func TestCleanupStaleEvents(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	root, err := EnsureTracefs()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, UprobeEvents)); err != nil {
		testutil.RequireKernel(t, "no uprobe_events in tracefs")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dead := fmt.Sprintf("sonde_%d_t1", 1<<30) // above pid_max: never running
	live := NewEventGroup("t")
	var events []Event
	var instances []*Instance
	defer func() {
		for _, in := range instances {
			in.Remove()
		}
		for _, e := range events {
			RemoveEvent(e)
		}
	}()
	for _, group := range []string{dead, live} {
		e := Event{File: UprobeEvents, Kind: "p", Group: group, Name: "e0", Location: exe + ":0x0"}
		if err := AddEvent(e); err != nil {
			t.Fatalf("add %q: %v", e.Def(), err)
		}
		events = append(events, e)
		in, err := NewInstance(group)
		if err != nil {
			t.Fatal(err)
		}
		instances = append(instances, in)
		if err := os.WriteFile(filepath.Join(in.Dir, "events", group, e.Name, "enable"), []byte("1\n"), 0); err != nil {
			t.Fatal(err)
		}
	}
	n, err := CleanupStaleEvents()
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(root, UprobeEvents))
	if err != nil {
		t.Fatal(err)
	}
	// n may be 0: another test process's cleanup (go test runs packages
	// in parallel) may have removed the dead group first.
	if strings.Contains(string(data), dead+"/") {
		t.Errorf("removed %d events; uprobe_events still has %s:\n%s", n, dead, data)
	}
	if !strings.Contains(string(data), live+"/e0") {
		t.Errorf("the running process's event %s was removed:\n%s", live, data)
	}
	if _, err := os.Stat(instances[0].Dir); err == nil {
		t.Errorf("stale instance %s left", instances[0].Dir)
	}
	if _, err := os.Stat(instances[1].Dir); err != nil {
		t.Errorf("live instance: %v", err)
	}
	if err := instances[1].Remove(); err != nil {
		t.Fatal(err)
	}
	if err := RemoveEvent(events[1]); err != nil {
		t.Fatal(err)
	}
	if err := RemoveEvent(events[0]); err == nil {
		t.Errorf("removing the stale event again succeeded")
	}
}
