package ftrace

import (
	"reflect"
	"testing"

	"sonde/internal/kernel"
)

// TestRawProbe: kprobe_events' syntax, passed through; the group is
// sonde's.
func TestRawProbe(t *testing.T) {
	for _, c := range []struct {
		args []string
		want kernel.Event
	}{
		{[]string{"p:myopen do_sys_openat2 dfd=%di path=+0(%si):string"},
			kernel.Event{File: kernel.KprobeEvents, Kind: "p", Group: ProbeGroup, Name: "myopen", Location: "do_sys_openat2", Fetch: []string{"dfd=%di", "path=+0(%si):string"}}},
		{[]string{"r:sonde_probe/ret", "vfs_read", "$retval"},
			kernel.Event{File: kernel.KprobeEvents, Kind: "r", Group: ProbeGroup, Name: "ret", Location: "vfs_read", Fetch: []string{"$retval"}}},
		{[]string{"p vfs_read+4"},
			kernel.Event{File: kernel.KprobeEvents, Kind: "p", Group: ProbeGroup, Name: "vfs_read", Location: "vfs_read+4", Fetch: []string{}}},
		{[]string{"p:u /bin/true:0x1000"},
			kernel.Event{File: kernel.UprobeEvents, Kind: "p", Group: ProbeGroup, Name: "u", Location: "/bin/true:0x1000", Fetch: []string{}}},
	} {
		got, err := ResolveProbe(ProbeGroup, "", c.args)
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("ResolveProbe(%q) = %+v, %v; want %+v", c.args, got, err, c.want)
		}
	}
	if got, _ := ResolveProbe(ProbeGroup, "", []string{"r16:x", "vfs_read"}); got.Kind != "r16" || got.Name != "x" {
		t.Errorf("r16:x = %+v", got)
	}
	if _, err := ResolveProbe(ProbeGroup, "", []string{"p:kprobes/x vfs_read"}); err == nil {
		t.Error("another group must be refused")
	}
}

func TestDescribeProbe(t *testing.T) {
	e := kernel.Event{File: kernel.KprobeEvents, Kind: "r", Location: "vfs_read", Fetch: []string{"ret=$retval:s64", "%di"}}
	if got, want := DescribeProbe(e), "vfs_read%return with ret %di"; got != want {
		t.Errorf("DescribeProbe = %q, want %q", got, want)
	}
	line := "p:sonde_probe/work /tmp/prog:0x0000000000001157 a=-20(%bp):s32"
	ev, ok := parseEventLine(kernel.UprobeEvents, line)
	if !ok || ev.Def() != line {
		t.Errorf("parseEventLine(%q) = %+v (%q)", line, ev, ev.Def())
	}
}
