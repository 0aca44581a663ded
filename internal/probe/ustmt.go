package probe

// Statement probes, bpftrace 0.26's source-line uprobes:
//
//	uprobe:BIN@FILE:LINE       every place where the code of line LINE of
//	                           source file FILE begins (FILE as the DWARF
//	                           names it, or its last path elements)
//	uprobe:BIN@FILE:LINE:COL   only the rows of the line table at column COL
//	uprobe:BIN@FILE:*          (-l) every line that has code
//
// The addresses are the line table's is_stmt rows (elfx.File.Lines): a
// line compiled to several places (an unrolled loop, a function inlined
// twice) is a probe at each, all with the same name. Each target is an
// offset uprobe inside its function (Parts: path, function, offset), so
// attachment, args.NAME and locals.NAME are the uprobe's (uvars.go).

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"sonde/internal/elfx"
	"sonde/internal/probe/point"
)

// stmtSpec is a parsed statement probe: BIN@FILE:LINE[:COL].
type stmtSpec struct {
	bin, file string
	line, col int // line 0: every line (a listing's "*")
}

// parseStmt recognizes BIN@FILE:LINE[:COL]; ok is false for a spec of
// another form (a function, an address).
func parseStmt(spec string) (s stmtSpec, ok bool, err error) {
	first, rest, hasRest := cutField(spec)
	at := strings.LastIndexByte(first, '@')
	if at <= 0 || !hasRest {
		return s, false, nil
	}
	s.bin, s.file = first[:at], first[at+1:]
	lineText, colText, hasCol := strings.Cut(rest, ":")
	if lineText == "*" && !hasCol {
		return s, true, nil
	}
	if s.line, err = strconv.Atoi(lineText); err != nil || s.line <= 0 {
		return s, true, &SpecError{fmt.Sprintf("bad line %q in %s: expected BIN@FILE:LINE[:COL]", lineText, spec)}
	}
	if hasCol {
		if s.col, err = strconv.Atoi(colText); err != nil || s.col <= 0 {
			return s, true, &SpecError{fmt.Sprintf("bad column %q in %s: expected BIN@FILE:LINE[:COL]", colText, spec)}
		}
	}
	return s, true, nil
}

// expandStmt finds the addresses of a statement probe in the binary.
func (p uprobeProvider) expandStmt(s stmtSpec, opts AttachOptions) ([]point.Target, error) {
	if p.ret {
		return nil, &SpecError{fmt.Sprintf("%s:%s@%s:%d: a statement probe is a uprobe; a uretprobe takes a function", p.Name(), s.bin, s.file, s.line)}
	}
	paths, err := elfx.ResolveBinary(s.bin, opts.PID)
	if err != nil {
		return nil, targetFileError("uprobe", s.bin, err)
	}
	path := paths[0]
	f, err := elfx.Cached(path)
	if err != nil {
		return nil, err
	}
	lines, err := f.Lines(s.file)
	if err != nil {
		return nil, &SpecError{err.Error()}
	}
	if len(lines) == 0 {
		return nil, &SpecError{fmt.Sprintf("no source file %s in the DWARF of %s", s.file, path)}
	}
	var want []int
	if s.line == 0 {
		for l := range lines {
			want = append(want, l)
		}
		slices.Sort(want)
	} else if _, ok := lines[s.line]; ok {
		want = []int{s.line}
	} else {
		return nil, &SpecError{fmt.Sprintf("no code at %s:%d; nearest lines with code: %s", s.file, s.line, nearestLines(lines, s.line))}
	}
	var out []point.Target
	for _, line := range want {
		for _, st := range lines[line] {
			addr := st.Addr
			if s.col > 0 && st.Col != s.col {
				continue
			}
			sym, _, ok := f.Symbolize(addr)
			if !ok {
				continue // code in no function (a constructor's thunk): nothing to name it by
			}
			if err := checkBoundary(f, sym, addr); err != nil {
				return nil, err
			}
			off, err := f.FileOffset(addr)
			if err != nil {
				return nil, err
			}
			name := fmt.Sprintf("%s:%s@%s:%d", p.Name(), path, s.file, line)
			if s.col > 0 {
				name += ":" + strconv.Itoa(s.col)
			}
			out = append(out, point.Target{
				Provider: p.Name(),
				Name:     name,
				Parts:    []string{path, sym.Name, strconv.FormatUint(addr-sym.Addr, 10), viewMark, strconv.Itoa(st.View)},
				Value:    off,
				Path:     path,
			})
		}
	}
	if len(out) == 0 && s.line > 0 {
		var cols []string
		for _, st := range lines[s.line] {
			if c := strconv.Itoa(st.Col); st.Col > 0 && !slices.Contains(cols, c) {
				cols = append(cols, c)
			}
		}
		return nil, &SpecError{fmt.Sprintf("no code at %s:%d:%d; columns with code on line %d: %s", s.file, s.line, s.col, s.line, strings.Join(cols, ", "))}
	}
	return out, nil
}

// viewMark is Parts[3] of a statement probe's target: Parts are the
// binary, the function's symbol, the offset in it, the mark, the view of
// the line's row (elfx.Stmt.View), which says which of the location list
// entries starting at the address hold there.
const viewMark = "view"

// stmtView is the view of a statement probe's target, -1 for other
// targets.
func stmtView(t point.Target) int {
	if len(t.Parts) != 5 || t.Parts[3] != viewMark {
		return -1
	}
	v, err := strconv.Atoi(t.Parts[4])
	if err != nil {
		return -1
	}
	return v
}

// nearestLines names the closest lines with code before and after line.
func nearestLines(lines map[int][]elfx.Stmt, line int) string {
	below, above := 0, 0
	for l := range lines {
		if l < line && l > below {
			below = l
		}
		if l > line && (above == 0 || l < above) {
			above = l
		}
	}
	var out []string
	for _, l := range []int{below, above} {
		if l > 0 {
			out = append(out, strconv.Itoa(l))
		}
	}
	if len(out) == 0 {
		return "none"
	}
	return strings.Join(out, ", ")
}
