package elfx

import (
	"bufio"
	"bytes"
	"debug/elf"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// readelfRows parses `readelf --debug-dump=frames-interp` of path: for each
// FDE, its range and its rows (CFA, rbp, ra columns as readelf prints them).
type readelfFDE struct {
	lo, hi uint64
	rows   []readelfRow
}

type readelfRow struct {
	loc     uint64
	cfa     string
	rbp, ra string
}

func readelfFrames(t *testing.T, path string) []readelfFDE {
	t.Helper()
	if _, err := exec.LookPath("readelf"); err != nil {
		t.Skip("readelf not installed")
	}
	// readelf exits 1 over warnings (a missing separate debug file) but
	// still prints the frames.
	out, err := exec.Command("readelf", "--debug-dump=frames-interp", path).Output()
	if len(out) == 0 {
		t.Skipf("readelf: %v", err)
	}
	var fdes []readelfFDE
	var cols []string
	sc := bufio.NewScanner(bytes.NewReader(out))
	inEH, inFDE := false, false
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "Contents of the ") {
			inEH = strings.Contains(line, ".eh_frame section")
			continue
		}
		if !inEH {
			continue
		}
		f := strings.Fields(line)
		switch {
		case len(f) >= 6 && f[3] == "FDE":
			r := strings.TrimPrefix(f[5], "pc=")
			lo, hi, _ := strings.Cut(r, "..")
			l, _ := strconv.ParseUint(lo, 16, 64)
			h, _ := strconv.ParseUint(hi, 16, 64)
			fdes = append(fdes, readelfFDE{lo: l, hi: h})
			cols, inFDE = nil, true
		case len(f) >= 4 && f[3] == "CIE":
			cols, inFDE = nil, false // a CIE's rows are not checked
		case len(f) >= 2 && f[0] == "LOC" && inFDE:
			cols = f
		case len(f) >= 3 && cols != nil && len(fdes) > 0 && len(f) == len(cols):
			loc, err := strconv.ParseUint(f[0], 16, 64)
			if err != nil {
				continue
			}
			row := readelfRow{loc: loc, cfa: f[1], rbp: "u", ra: "u"}
			for i, c := range cols {
				switch c {
				case "rbp":
					row.rbp = f[i]
				case "ra":
					row.ra = f[i]
				}
			}
			fdes[len(fdes)-1].rows = append(fdes[len(fdes)-1].rows, row)
		}
	}
	return fdes
}

func ruleText(r Rule) string {
	switch r.Kind {
	case RuleSame:
		return "u"
	case RuleUndefined:
		return "u"
	case RuleOffset:
		return fmt.Sprintf("c%+d", r.Off)
	case RuleValOffset:
		return fmt.Sprintf("v%+d", r.Off)
	case RuleExpr:
		return "exp"
	case RuleValExpr:
		return "vexp"
	case RuleRegister:
		return fmt.Sprintf("r%d", r.Reg)
	}
	return "?"
}

var dwRegName = map[int]string{DwRSP: "rsp", DwRBP: "rbp", 0: "rax", 3: "rbx", 10: "r10", 11: "r11", 12: "r12", 13: "r13", 14: "r14", 15: "r15", 8: "r8", 9: "r9", 1: "rdx", 2: "rcx", 4: "rsi", 5: "rdi"}

// TestCFIAgainstReadelf checks the unwind rows of a sample of libc's FDEs
// (and of this machine's other binaries) against binutils' interpretation.
func TestCFIAgainstReadelf(t *testing.T) {
	for _, path := range []string{"/lib/x86_64-linux-gnu/libc.so.6", "/usr/bin/ls", "/lib/x86_64-linux-gnu/libm.so.6"} {
		t.Run(path, func(t *testing.T) {
			if _, err := os.Stat(path); err != nil {
				t.Skip(err)
			}
			want := readelfFrames(t, path)
			ef, err := elf.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer ef.Close()
			cfi, err := ReadCFI(ef)
			if err != nil {
				t.Fatal(err)
			}
			if cfi.Len() < len(want) {
				t.Fatalf("%d FDEs, readelf lists %d", cfi.Len(), len(want))
			}
			checked, exprs := 0, 0
			for i, fd := range want {
				if i%5 != 0 && len(fd.rows) < 8 {
					continue // a sample, and every FDE with a long program
				}
				for j, row := range fd.rows {
					// Every row's first address and the last byte before the next row.
					locs := []uint64{row.loc}
					if j+1 < len(fd.rows) && fd.rows[j+1].loc > row.loc+1 {
						locs = append(locs, fd.rows[j+1].loc-1)
					}
					for _, pc := range locs {
						got, err := cfi.RowAt(pc)
						if err != nil {
							t.Fatalf("FDE %#x..%#x at %#x: %v", fd.lo, fd.hi, pc, err)
						}
						cfa := "exp"
						if got.CFAExpr == nil {
							cfa = fmt.Sprintf("%s+%d", dwRegName[got.CFAReg], got.CFAOff)
						} else {
							exprs++
						}
						if cfa != row.cfa || ruleText(got.RA) != row.ra || ruleText(got.BP) != row.rbp {
							t.Errorf("FDE %#x..%#x at %#x: CFA %s rbp %s ra %s, readelf: %s %s %s",
								fd.lo, fd.hi, pc, cfa, ruleText(got.BP), ruleText(got.RA), row.cfa, row.rbp, row.ra)
						}
						checked++
					}
				}
			}
			if checked < 50 && strings.Contains(path, "libc") {
				t.Fatalf("only %d rows checked", checked)
			}
			t.Logf("%d rows of %d FDEs checked (%d CFA expressions)", checked, len(want), exprs)
		})
	}
}

// TestPLTExpression evaluates the CFA expression gcc and binutils emit for
// .plt entries: rsp+8, plus 8 more once past the entry's push (ip&15 >= 11).
func TestPLTExpression(t *testing.T) {
	expr := []byte{0x77, 8, 0x80, 0, 0x3f, 0x1a, 0x3b, 0x2a, 0x33, 0x24, 0x22} // breg7 8; breg16 0; lit15; and; lit11; ge; lit3; shl; plus
	for _, c := range []struct{ ip, want uint64 }{{0x1020, 0x1008}, {0x102a, 0x1008}, {0x102b, 0x1010}, {0x102f, 0x1010}} {
		reg := func(n int) (uint64, bool) {
			switch n {
			case DwRSP:
				return 0x1000, true
			case DwRA:
				return c.ip, true
			}
			return 0, false
		}
		got, ok := evalExpr(expr, reg, StackCopy{}, 0, false)
		if !ok || got != c.want {
			t.Errorf("ip %#x: CFA %#x %v, want %#x", c.ip, got, ok, c.want)
		}
	}
}
