package cli

import (
	"io"
	"strings"
	"testing"

	"sonde/internal/testutil"
	"sonde/internal/tools"
)

// A kernel that lacks one of a tool's tracepoints (Linux before 5.2 has no
// fsopen) makes it unrunnable, and the tool says which in one line: here
// mountsnoop's script with that tracepoint renamed, as such a kernel sees
// it, through the engine `sonde tool` runs.
func TestToolMissingTracepoint(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	orig := tools.Lookup("mountsnoop")
	if orig == nil {
		t.Fatal("no mountsnoop")
	}
	v := *orig.Variants[0]
	v.Text = strings.ReplaceAll(v.Text, "sys_enter_fsopen", "sys_enter_fsopen_gone")
	tool := *orig
	tool.Variants = []*tools.Variant{&v}
	inv, err := tool.Parse(nil)
	if err != nil {
		t.Fatal(err)
	}
	eng := &toolEngine{stderr: io.Discard}
	_, _, err = tools.Select(&tool, inv, eng)
	if err == nil || strings.Contains(err.Error(), "\n") ||
		err.Error() != "cannot run here: tracepoint: tracepoint not found: tracepoint:syscalls:sys_enter_fsopen_gone" {
		t.Errorf("got %v", err)
	}
	// The tool as it is compiles here.
	if _, _, err := tools.Select(orig, inv, eng); err != nil {
		t.Errorf("mountsnoop: %v", err)
	}
}
