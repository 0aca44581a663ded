package kernel

import "testing"

func TestParseErrorLog(t *testing.T) {
	text := `[  120.000001] trace_kprobe: error: Failed to parse address or file.
  Command: p:g/a nosuch
                 ^
[  137.424574] trace_uprobe: error: Invalid register name
  Command: p:sonde_probe/bad /bin/x:0x1149 a=%zz:s32
                                             ^
`
	e, ok := ParseErrorLog(text)
	want := ErrorLogEntry{Msg: "Invalid register name", Command: "p:sonde_probe/bad /bin/x:0x1149 a=%zz:s32", Pos: 34}
	if !ok || e != want {
		t.Errorf("ParseErrorLog = %+v, %v; want %+v", e, ok, want)
	}
	if e.Command[e.Pos:] != "%zz:s32" {
		t.Errorf("caret at %q", e.Command[e.Pos:])
	}
	if _, ok := ParseErrorLog(""); ok {
		t.Error("an empty log has no entry")
	}
}
