package cli

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// TestParseAgentArgs: the agreed command line (deploy/'s test runs this
// parser on the DaemonSet's arguments).
func TestParseAgentArgs(t *testing.T) {
	for _, tt := range []struct {
		args []string
		err  string
	}{
		{[]string{"/etc/sonde/scripts"}, ""},
		{[]string{"--listen", "0.0.0.0:9464", "--otlp", "http://collector:4318", "--otlp-interval=15s", "--max-series", "5000", "--allow-unsafe", "a", "--allow-unsafe", "b", "--container", "web", "x.bt", "dir"}, ""},
		{[]string{"--listen", "0.0.0.0:9464"}, "no SCRIPT or DIR"},
		{[]string{"--listen"}, "needs a value"},
		{[]string{"--metrics", ":9464", "d"}, "unknown option --metrics"},
		{[]string{"--otlp-interval", "15", "--otlp", "http://c:4318", "d"}, "missing unit"},
		{[]string{"--otlp-interval", "15s", "d"}, "--otlp-interval needs --otlp"},
		{[]string{"--cgroup", "/sys/fs/cgroup/x", "--container", "y", "d"}, "exclude each other"},
		{[]string{"--listen", "a:1", "--listen", "b:2", "d"}, "given twice"},
		{[]string{"--listen", "a:b:c", "d"}, "--listen a:b:c"},
		{[]string{"--max-series", "0", "d"}, "not a positive number"},
		{[]string{"--otlp", "collector:4318", "d"}, `--otlp: "collector:4318" is not an http:// or https:// URL`},
		{[]string{"--otlp", "http://c:4318/v1?x=1", "d"}, "a query or fragment has no place"},
	} {
		_, err := ParseAgentArgs(tt.args)
		if (err == nil) != (tt.err == "") || err != nil && !strings.Contains(err.Error(), tt.err) {
			t.Errorf("%q: error %v, want %q", tt.args, err, tt.err)
		}
	}
	c, err := ParseAgentArgs([]string{"d1", "--allow-unsafe=k.bt", "--otlp", "http://c:4318/", "--otlp-interval", "10s", "--", "--odd"})
	if err != nil {
		t.Fatal(err)
	}
	if c.Listen != "127.0.0.1:9464" || !slices.Equal(c.Scripts, []string{"d1", "--odd"}) || !slices.Equal(c.AllowUnsafe, []string{"k"}) || c.OTLPInterval != 10*time.Second || c.OTLP != "http://c:4318" {
		t.Errorf("%+v", c)
	}
}
