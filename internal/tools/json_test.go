package tools

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// jsonRecords decodes -j's output, one JSON record a line, and returns
// the printf records' texts.
func jsonRecords(t *testing.T, o Output) []string {
	t.Helper()
	var texts []string
	for _, l := range strings.Split(strings.TrimSpace(o.Stdout), "\n") {
		var rec struct {
			Type string `json:"type"`
			Data any    `json:"data"`
		}
		if err := json.Unmarshal([]byte(l), &rec); err != nil {
			t.Fatalf("-j: not a JSON record: %q: %v", l, err)
		}
		if rec.Type == "printf" {
			s, _ := rec.Data.(string)
			texts = append(texts, s)
		}
	}
	return texts
}

// oneRecordEach checks that every printf record of -j output is one whole
// line (the header, or one event with all its columns) and that one of
// them matches want.
func oneRecordEach(t *testing.T, o Output, want string) {
	t.Helper()
	re := regexp.MustCompile(want)
	found := false
	for _, s := range jsonRecords(t, o) {
		if !strings.HasSuffix(s, "\n") || strings.Count(s, "\n") != 1 {
			t.Errorf("-j: a record that is not one line: %q", s)
		}
		found = found || re.MatchString(s)
	}
	if !found {
		t.Errorf("-j: no record matches %s:\n%s", want, o.Stdout)
	}
}

// With -j, an event is one record, whatever columns -T and -U add.
func TestExecsnoopJSONOneRecord(t *testing.T) {
	r := Start(t, "execsnoop", "-TUj")
	pid := Exec(t, "/bin/true", "one", "record")
	o := r.Stop()
	oneRecordEach(t, o, `^TIME +UID +PCOMM +PID +PPID +RET +ARGS\n$`)
	oneRecordEach(t, o, `^\d\d:\d\d:\d\d \d+ +true +`+strconv.Itoa(pid)+` +\d+ +0 /bin/true one record`)
}

func TestOpensnoopJSONOneRecord(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "missing-file")
	r := Start(t, "opensnoop", "-xTUj")
	pid := OpenFile(t, missing)
	o := r.Stop()
	oneRecordEach(t, o, `^TIME +UID +PID +COMM +FD +ERR +PATH\n$`)
	oneRecordEach(t, o, `^\d\d:\d\d:\d\d \d+ +`+strconv.Itoa(pid)+` +cat +-1 +2 `+regexp.QuoteMeta(missing)+`\n$`)
}
