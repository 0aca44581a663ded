package e2e

import (
	"strings"
	"testing"
)

// Newest bpftrace's helper_error record has the error's text and the
// script's file name (its json-output runtime test helper_error expects
// {"type": "helper_error", "msg": "Bad address", "helper": "probe_read",
// "retcode": -14, "filename": "stdin", "line": 1, "col": 37}); 0.17's has
// neither (the diff program helper_errors_json checks that).
func TestHelperErrorJSONNewest(t *testing.T) {
	requireTracing(t)
	r := sonde(t, "--compat=newest", "-k", "-q", "-f", "json", "-e", `BEGIN { printf("%s|\n", str(uptr(8))); exit(); }`)
	want := `{"type": "helper_error", "msg": "Bad address", "helper": "probe_read_user_str", "retcode": -14, "filename": "stdin", "line": 1, "col": 25}` + "\n" +
		`{"type": "printf", "data": "|\n"}` + "\n"
	if r.code != 0 || r.stdout != want {
		t.Errorf("exit %d, stderr %q\n%s", r.code, r.stderr, lineDiff(want, r.stdout))
	}
	// Text mode writes the warning on stderr, and only the script's output
	// on stdout.
	r = sonde(t, "--compat=newest", "-k", "-e", `BEGIN { printf("%s|\n", str(uptr(8))); exit(); }`)
	if r.code != 0 || r.stdout != "|\n\n\n" || !strings.Contains(r.stderr, "WARNING: Failed to probe_read_user_str: Bad address (-14)") ||
		!strings.HasPrefix(r.stderr, "Attached 1 probe\n") {
		t.Errorf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
}
