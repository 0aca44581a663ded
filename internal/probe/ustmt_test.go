package probe

import (
	"testing"

	"sonde/internal/elfx"
)

func TestParseStmt(t *testing.T) {
	for _, c := range []struct {
		spec    string
		want    stmtSpec
		ok, bad bool
	}{
		{"./prog@prog.c:12", stmtSpec{bin: "./prog", file: "prog.c", line: 12}, true, false},
		{"/bin/bash@readline.c:362:7", stmtSpec{bin: "/bin/bash", file: "readline.c", line: 362, col: 7}, true, false},
		{"./prog@src/prog.c:*", stmtSpec{bin: "./prog", file: "src/prog.c"}, true, false},
		{"./prog@prog.c:x", stmtSpec{}, true, true},
		{"./prog@prog.c:3:0", stmtSpec{}, true, true},
		{"./prog:main", stmtSpec{}, false, false},
		{"libc:malloc", stmtSpec{}, false, false},
	} {
		got, ok, err := parseStmt(c.spec)
		if ok != c.ok || (err != nil) != c.bad || !c.bad && got != c.want {
			t.Errorf("parseStmt(%q) = %+v, %v, %v; want %+v, %v, error %v", c.spec, got, ok, err, c.want, c.ok, c.bad)
		}
	}
}

func TestNearestLines(t *testing.T) {
	lines := map[int][]elfx.Stmt{3: nil, 7: nil, 12: nil}
	for line, want := range map[int]string{5: "3, 7", 1: "3", 20: "12", 8: "7, 12"} {
		if got := nearestLines(lines, line); got != want {
			t.Errorf("nearestLines(%d) = %q, want %q", line, got, want)
		}
	}
}
