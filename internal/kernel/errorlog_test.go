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
	es := ParseErrorLog(text)
	want := ErrorLogEntry{Msg: "Invalid register name", Command: "p:sonde_probe/bad /bin/x:0x1149 a=%zz:s32", Pos: 34}
	if len(es) != 2 || es[1] != want || es[0].Command != "p:g/a nosuch" || es[0].Pos != 6 {
		t.Fatalf("ParseErrorLog = %+v; want its second %+v", es, want)
	}
	e := es[1]
	if e.Command[e.Pos:] != "%zz:s32" {
		t.Errorf("caret at %q", e.Command[e.Pos:])
	}
	if es := ParseErrorLog(""); len(es) != 0 {
		t.Error("an empty log has no entry")
	}
}
