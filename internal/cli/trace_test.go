package cli

import (
	"reflect"
	"testing"
)

func TestSplitCommand(t *testing.T) {
	for in, want := range map[string][]string{
		`ls -l /tmp`:          {"ls", "-l", "/tmp"},
		`sh -c "exit 3"`:      {"sh", "-c", "exit 3"},
		`echo 'a b' c\ d ""`:  {"echo", "a b", "c d", ""},
		`  spaced   out  `:    {"spaced", "out"},
		`printf "%s\n" 'x"y'`: {"printf", `%s\n`, `x"y`},
	} {
		if got := splitCommand(in); !reflect.DeepEqual(got, want) {
			t.Errorf("splitCommand(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestParseArgs(t *testing.T) {
	o, err := parseTraceArgs([]string{"-e", "BEGIN{}", "-c", "ls", "a", "b"})
	if err != nil || o.program != "BEGIN{}" || o.command != "ls" || !reflect.DeepEqual(o.args, []string{"a", "b"}) {
		t.Errorf("got %+v, %v", o, err)
	}
	o, err = parseTraceArgs([]string{"script.bt", "-p", "12", "--", "-1"})
	if err != nil || o.file != "script.bt" || o.pid != 12 || !reflect.DeepEqual(o.args, []string{"-1"}) {
		t.Errorf("got %+v, %v", o, err)
	}
	// -l -p PID PATTERN: the pattern after another option is still the pattern.
	o, err = parseTraceArgs([]string{"-l", "-p", "12", "uprobe:*"})
	if err != nil || !o.list || o.listArg != "uprobe:*" || o.pid != 12 || o.file != "" {
		t.Errorf("got %+v, %v", o, err)
	}
	if _, err := parseTraceArgs([]string{"-x"}); err == nil {
		t.Error("unknown option accepted")
	}
	if _, err := parseTraceArgs(nil); err == nil {
		t.Error("no program accepted")
	}
}
