package probe

import (
	"strings"
	"testing"

	"golang.org/x/sys/unix"
)

func TestWatchpointExpand(t *testing.T) {
	p := watchpointProvider{name: "watchpoint"}
	ts, err := p.Expand("0x1000:4:wr", AttachOptions{})
	if err != nil || len(ts) != 1 || ts[0].Name != "watchpoint:4096:4:rw" || ts[0].Value != 0x1000 {
		t.Fatalf("Expand = %+v, %v", ts, err)
	}
	for spec, want := range map[string]string{
		"0x1000:3:w":               "watchpoint length must be one of (1,2,4,8)",
		"0x1000:8:r":               "invalid watchpoint mode: r",
		"0x1000:8:ww":              "invalid watchpoint mode: ww",
		"0x1000:8:rwx":             "invalid watchpoint mode: rwx",
		"0x1000:8":                 "must be watchpoint:ADDR:LEN:MODE",
		"nowhere:8:w":              "bad address",
		"f+arg1:8:w":               "-p PID or -c CMD required for watchpoint",
		"f+arg6:8:w":               "x86_64 doesn't support arg6",
		"f+argx:8:w":               "expected FUNC+argN",
		"0x1000:8:wfoo":            "invalid watchpoint mode",
		"0x1000:16:w":              "watchpoint length",
		"0x1000:-1:w":              "watchpoint length",
		"0x1000:08:w:x":            "must be watchpoint:ADDR:LEN:MODE",
		"0x1000::w":                "watchpoint length",
		"0x1000:8:":                "invalid watchpoint mode",
		"18446744073709551616:8:w": "bad address",
	} {
		if _, err := p.Expand(spec, AttachOptions{}); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Expand(%q) = %v, want an error with %q", spec, err, want)
		}
	}
}

func TestBreakpointError(t *testing.T) {
	for errno, want := range map[unix.Errno]string{
		unix.ENOENT: "this machine has no hardware breakpoints (perf_event_open: ENOENT)",
		unix.ENODEV: "this machine has no hardware breakpoints (perf_event_open: ENODEV)",
		unix.ENOSPC: "no free hardware breakpoint",
		unix.EINVAL: "the address must be aligned to the length",
	} {
		if got := breakpointError(errno).Error(); !strings.Contains(got, want) {
			t.Errorf("breakpointError(%v) = %q, want %q", errno, got, want)
		}
	}
}
