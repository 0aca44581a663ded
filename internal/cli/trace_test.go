package cli

import (
	"reflect"
	"strings"
	"testing"

	"sonde/internal/output"
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

func TestParseClusters(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want traceOptions
	}{
		{[]string{"-qe", "BEGIN{}"}, traceOptions{program: "BEGIN{}", quiet: true}},
		{[]string{"-ve", "BEGIN{}", "1"}, traceOptions{program: "BEGIN{}", verbose: true, args: []string{"1"}}},
		{[]string{"-eBEGIN{}", "-kk"}, traceOptions{program: "BEGIN{}", helperCheck: 2}},
		{[]string{"-lv", "struct path"}, traceOptions{list: true, verbose: true, listArg: "struct path"}},
		{[]string{"-l"}, traceOptions{list: true}},
		{[]string{"-", "a", "b"}, traceOptions{file: "-", args: []string{"a", "b"}}},
		{[]string{"-qfjson", "-Bnone", "x.bt"}, traceOptions{file: "x.bt", quiet: true, format: "json", buffering: "none"}},
		{[]string{"--include=a.h", "--include", "b.h", "-I", "d", "x.bt"}, traceOptions{file: "x.bt", includes: []string{"a.h", "b.h"}, includeDirs: []string{"d"}}},
		{[]string{"-d", "asm", "x.bt"}, traceOptions{file: "x.bt", debug: []string{"asm"}}},
		{[]string{"-d", "x.bt"}, traceOptions{file: "x.bt", debug: []string{"ast", "asm"}}},
		{[]string{"-dd", "x.bt"}, traceOptions{file: "x.bt", debug: []string{"tokens", "ast", "asm"}}},
		{[]string{"--vers"}, traceOptions{version: true}},
		{[]string{"-V"}, traceOptions{version: true}},
		{[]string{"--info"}, traceOptions{info: true}},
		{[]string{"-e", "x", "--", "--name=v", "-1"}, traceOptions{program: "x", args: []string{"-1"}, named: map[string]string{"name": "v"}}},
	} {
		got, err := parseTraceArgs(tt.args)
		if tt.want.format == "" {
			tt.want.format = "text"
		}
		if err != nil || !reflect.DeepEqual(*got, tt.want) {
			t.Errorf("parseTraceArgs(%q) = %+v, %v; want %+v", tt.args, got, err, tt.want)
		}
	}
	for _, bad := range [][]string{{"-e"}, {"-x"}, {"--nosuch"}, {"--in"}, {"-B", "some", "x"}, {"--unsafe=1", "x"}, {"-e", "a", "-e", "b"}} {
		if _, err := parseTraceArgs(bad); err == nil {
			t.Errorf("parseTraceArgs(%q) accepted", bad)
		}
	}
}

func TestMissingHelper(t *testing.T) {
	for log, want := range map[string]string{
		"24: (85) call bpf_override_return#58\nunknown func bpf_override_return#58\nprocessed 28 insns":       "bpf_override_return",
		"24: (85) call bpf_override_return#58\nprogram of this type cannot use helper bpf_override_return#58": "bpf_override_return",
		"R1 invalid mem access 'scalar'": "",
	} {
		if got := missingHelper(strings.Split(log, "\n")); got != want {
			t.Errorf("missingHelper(%q) = %q, want %q", log, got, want)
		}
	}
}

// --compat takes the releases sonde prints as; the default is the newest,
// and SONDE_COMPAT stands in for the option; any other value is a usage
// error (exit 2) naming the accepted ones.
func TestCompat(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want output.Compat
	}{
		{[]string{"-e", "BEGIN{}"}, output.Newest},
		{[]string{"--compat=0.17", "-e", "BEGIN{}"}, output.Compat017},
		{[]string{"--compat", "0.17", "-e", "BEGIN{}"}, output.Compat017},
		{[]string{"--compat=newest", "-e", "BEGIN{}"}, output.Newest},
	} {
		o, err := parseTraceArgs(tt.args)
		if err != nil || o.compat != tt.want || o.compatSet != (len(tt.args) > 2) {
			t.Errorf("%q: got %+v, %v", tt.args, o, err)
		}
	}
	var out, errb strings.Builder
	if code := Main([]string{"--compat=0.18", "-e", "BEGIN{}"}, strings.NewReader(""), &out, &errb); code != ExitUsage ||
		!strings.Contains(errb.String(), `invalid --compat value "0.18" (accepted: newest, 0.17)`) {
		t.Errorf("--compat=0.18: exit %d, stderr %q", code, errb.String())
	}
	t.Setenv("SONDE_COMPAT", "0.16")
	errb.Reset()
	if code := Main([]string{"-e", "BEGIN{}"}, strings.NewReader(""), &out, &errb); code != ExitUsage ||
		!strings.Contains(errb.String(), `invalid SONDE_COMPAT value "0.16" (accepted: newest, 0.17)`) {
		t.Errorf("SONDE_COMPAT=0.16: exit %d, stderr %q", code, errb.String())
	}
	// --compat wins over the environment.
	errb.Reset()
	if code := Main([]string{"--compat=0.17", "--dry-run", "-e", "BEGIN{}"}, strings.NewReader(""), &out, &errb); code != ExitOK {
		t.Errorf("--compat=0.17 with SONDE_COMPAT=0.16: exit %d, stderr %q", code, errb.String())
	}
}
