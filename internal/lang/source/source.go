// Package source holds a script's text, positions in it, and diagnostics.
//
// A Pos is a byte offset into the File plus one (0 is NoPos); it becomes a
// line and column only when a diagnostic is printed.
//
// It is a leaf: it imports only the standard library.
package source

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// Pos is a position in a File: byte offset + 1. The zero Pos means "none".
type Pos int

// NoPos is the zero Pos.
const NoPos Pos = 0

// IsValid reports whether p is a real position.
func (p Pos) IsValid() bool { return p > 0 }

// Span is the half-open byte range [Lo, Hi) of a piece of source. AST nodes
// embed it, which gives them Pos() and End().
type Span struct{ Lo, Hi Pos }

// Pos is the first byte of the span.
func (s Span) Pos() Pos { return s.Lo }

// End is the byte just after the span.
func (s Span) End() Pos { return s.Hi }

// Join returns the smallest span covering a and b.
func Join(a, b Span) Span {
	if !a.Lo.IsValid() {
		return b
	}
	if !b.Lo.IsValid() {
		return a
	}
	if b.Lo < a.Lo {
		a.Lo = b.Lo
	}
	if b.Hi > a.Hi {
		a.Hi = b.Hi
	}
	return a
}

// File is one source text: a script file, or "stdin" for -e.
//
// The headers a script #includes are added to its File (AddFile): each
// takes the positions after those of the files before it, as in go/token's
// FileSet, so that one Pos names a place in the script or in any of its
// headers, and the script's File resolves it (Position, RenderOne).
type File struct {
	Name  string
	Text  string
	lines []int   // byte offsets at which lines start
	base  int     // offset of the file's first byte among the set's positions
	added []*File // the files added to this one (the script's File only)
}

// NewFile makes a File.
func NewFile(name, text string) *File {
	f := &File{Name: name, Text: text, lines: []int{0}}
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' {
			f.lines = append(f.lines, i+1)
		}
	}
	return f
}

// AddFile adds a file (an included header) to the set f heads, at the
// positions after the last file's, and returns it.
func (f *File) AddFile(name, text string) *File {
	last := f
	if len(f.added) > 0 {
		last = f.added[len(f.added)-1]
	}
	nf := NewFile(name, text)
	nf.base = last.base + len(last.Text) + 1 // one more: a file's end is a position of its own
	f.added = append(f.added, nf)
	return nf
}

// Base is the offset of f's first byte among the positions of its set: a
// lexer of f's text adds it to its offsets.
func (f *File) Base() int { return f.base }

// FileOf returns the file of the set f heads that holds p (f if none).
func (f *File) FileOf(p Pos) *File {
	for i := len(f.added) - 1; i >= 0; i-- {
		if int(p)-1 >= f.added[i].base {
			return f.added[i]
		}
	}
	return f
}

// Pos returns the Pos of byte offset off.
func (f *File) Pos(off int) Pos { return Pos(f.base + off + 1) }

// Offset returns the byte offset of p.
func (f *File) Offset(p Pos) int { return int(p) - 1 - f.base }

// Position is a printable position: 1-based line and column (in bytes).
type Position struct {
	File       string
	Line, Col  int
	LineOffset int // offset of the start of the line
}

func (p Position) String() string { return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col) }

// Position resolves p.
func (f *File) Position(p Pos) Position {
	if !p.IsValid() {
		return Position{File: f.Name}
	}
	f = f.FileOf(p)
	off := f.Offset(p)
	if off > len(f.Text) {
		off = len(f.Text)
	}
	i := sort.Search(len(f.lines), func(i int) bool { return f.lines[i] > off }) - 1
	return Position{File: f.Name, Line: i + 1, Col: off - f.lines[i] + 1, LineOffset: f.lines[i]}
}

// Line returns the text of 1-based line n, without its newline.
func (f *File) Line(n int) string {
	if n < 1 || n > len(f.lines) {
		return ""
	}
	start := f.lines[n-1]
	end := len(f.Text)
	if n < len(f.lines) {
		end = f.lines[n] - 1
	}
	return f.Text[start:end]
}

// Severity of a diagnostic.
type Severity int

const (
	Error Severity = iota
	Warning
)

func (s Severity) String() string {
	if s == Warning {
		return "warning"
	}
	return "error"
}

// Diagnostic is one message about the source. It is plain data; Render
// prints it.
type Diagnostic struct {
	Severity Severity
	Span     Span
	Msg      string
	Help     string // "did you mean \"pid\"?" (printed as "= help: ...")
	Notes    []Note
}

// Note is a remark on a diagnostic. One with a Span points at another
// place in the source (where a variable was first assigned) and is printed
// as a diagnostic of its own, with its position, source line and caret;
// one without is one more line ("= note: ...").
type Note struct {
	Span Span
	Msg  string
}

// Note adds a note at span (NoPos for none) to d and returns d.
func (d *Diagnostic) Note(span Span, format string, args ...any) *Diagnostic {
	d.Notes = append(d.Notes, Note{Span: span, Msg: fmt.Sprintf(format, args...)})
	return d
}

// Diagnostics is a list of diagnostics, the error type of every compiler stage.
type Diagnostics []Diagnostic

// Errorf appends an error at span.
func (d *Diagnostics) Errorf(span Span, format string, args ...any) *Diagnostic {
	*d = append(*d, Diagnostic{Severity: Error, Span: span, Msg: fmt.Sprintf(format, args...)})
	return &(*d)[len(*d)-1]
}

// Warnf appends a warning at span.
func (d *Diagnostics) Warnf(span Span, format string, args ...any) *Diagnostic {
	*d = append(*d, Diagnostic{Severity: Warning, Span: span, Msg: fmt.Sprintf(format, args...)})
	return &(*d)[len(*d)-1]
}

// HasErrors reports whether any diagnostic is an error.
func (d Diagnostics) HasErrors() bool {
	for _, x := range d {
		if x.Severity == Error {
			return true
		}
	}
	return false
}

// Sort orders diagnostics by position, keeping the order of equal ones.
func (d Diagnostics) Sort() {
	sort.SliceStable(d, func(i, j int) bool { return d[i].Span.Lo < d[j].Span.Lo })
}

// Error makes a Diagnostics usable as an error (first message only, no file).
func (d Diagnostics) Error() string {
	if len(d) == 0 {
		return "no errors"
	}
	if len(d) == 1 {
		return d[0].Msg
	}
	return fmt.Sprintf("%s (and %d more errors)", d[0].Msg, len(d)-1)
}

// Render prints diagnostics like rustc does:
//
//	script.bt:3:21: error: unknown builtin "pidd"
//	    3 | tracepoint:syscalls:sys_enter_read { @[pidd] = count(); }
//	      |                                         ^^^^
//	      = help: did you mean "pid"?
//
// A note with a position follows its diagnostic's source line the same way:
//
//	script.bt:1:17: error: type mismatch for @x: assigning string[2], previously int64
//	    1 | BEGIN { @x = 1; @x = "a"; }
//	      |                 ^^
//	script.bt:1:9: note: @x was first assigned int64 here
//	    1 | BEGIN { @x = 1; @x = "a"; }
//	      |         ^^
func Render(w io.Writer, f *File, diags Diagnostics) {
	for _, d := range diags {
		RenderOne(w, f, d)
	}
}

// RenderOne prints one diagnostic.
func RenderOne(w io.Writer, f *File, d Diagnostic) {
	if !d.Span.Lo.IsValid() {
		fmt.Fprintf(w, "%s: %s: %s\n", f.Name, d.Severity, d.Msg)
		if d.Help != "" {
			fmt.Fprintf(w, "  = help: %s\n", d.Help)
		}
		for _, n := range d.Notes {
			fmt.Fprintf(w, "  = note: %s\n", n.Msg)
		}
		return
	}
	// The line numbers of the diagnostic and of its notes take one width.
	width := len(fmt.Sprint(f.Position(d.Span.Lo).Line))
	for _, n := range d.Notes {
		if n.Span.Lo.IsValid() {
			width = max(width, len(fmt.Sprint(f.Position(n.Span.Lo).Line)))
		}
	}
	pad := strings.Repeat(" ", width)
	snippet(w, f, d.Span, d.Severity.String(), d.Msg, width)
	for _, n := range d.Notes {
		if n.Span.Lo.IsValid() {
			snippet(w, f, n.Span, "note", n.Msg, width)
		}
	}
	if d.Help != "" {
		fmt.Fprintf(w, "%s %s = help: %s\n", pad, pad, d.Help)
	}
	for _, n := range d.Notes {
		if !n.Span.Lo.IsValid() {
			fmt.Fprintf(w, "%s %s = note: %s\n", pad, pad, n.Msg)
		}
	}
}

// snippet prints "pos: kind: msg", the source line of span (a valid one)
// with its number in width columns, and a caret line under the span.
func snippet(w io.Writer, f *File, span Span, kind, msg string, width int) {
	f = f.FileOf(span.Lo)
	pos := f.Position(span.Lo)
	fmt.Fprintf(w, "%s: %s: %s\n", pos, kind, msg)
	line := f.Line(pos.Line)
	pad := strings.Repeat(" ", width)
	// Expand tabs so the caret lines up.
	prefix := strings.Map(func(r rune) rune {
		if r == '\t' {
			return '\t'
		}
		return ' '
	}, line[:min(pos.Col-1, len(line))])
	n := 1
	if span.Hi > span.Lo {
		end := f.Offset(span.Hi)
		lineEnd := pos.LineOffset + len(line)
		if end > lineEnd {
			end = lineEnd
		}
		n = max(1, end-f.Offset(span.Lo))
	}
	fmt.Fprintf(w, "%s %*d | %s\n", pad, width, pos.Line, line)
	fmt.Fprintf(w, "%s %s | %s%s\n", pad, pad, prefix, strings.Repeat("^", n))
}

// Short formats one diagnostic on one line: "file:1:5: error: msg".
func Short(f *File, d Diagnostic) string {
	return fmt.Sprintf("%s: %s: %s", f.Position(d.Span.Lo), d.Severity, d.Msg)
}

// ShortNote formats one note on one line: "file:1:9: note: msg".
func ShortNote(f *File, n Note) string {
	return fmt.Sprintf("%s: note: %s", f.Position(n.Span.Lo), n.Msg)
}

// Suggest returns the candidate closest to name (edit distance at most 2,
// or a third of the name), or "".
func Suggest(name string, candidates []string) string {
	best, bestD := "", 1<<30
	limit := max(2, len(name)/3)
	for _, c := range candidates {
		if d := distance(name, c); d < bestD && d <= limit {
			best, bestD = c, d
		}
	}
	return best
}

func distance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
