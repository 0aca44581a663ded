package ast

import (
	"strings"

	"sonde/internal/lang/source"
)

// FnDecl is a user-defined function (newest bpftrace):
//
//	fn name($a: T, $b: U): R { stmts }
//
// Result is nil when no result type is written or it is `void`.
type FnDecl struct {
	source.Span
	Name     string
	NameSpan source.Span
	Params   []*FnParam
	Result   *TypeExpr // nil: void
	Body     *Block
}

// FnParam is one `$name: type` parameter of a function.
type FnParam struct {
	source.Span
	Name string // "$a"
	Type *TypeExpr
}

// Import is `import "path";`: the bpftrace-language file (or the .bt files
// of the directory) read in its place. File is the file read ("" if none
// was found).
type Import struct {
	source.Span
	Path string
	File string
}

// printFn prints a function declaration for -d: its signature, then its
// body.
func (p *printer) printFn(label string, n *FnDecl) {
	params := make([]string, len(n.Params))
	for i, a := range n.Params {
		params[i] = a.Name + ": " + TypeString(a.Type)
	}
	result := "void"
	if n.Result != nil {
		result = TypeString(n.Result)
	}
	p.line(label, n, "Fn %s(%s): %s", n.Name, strings.Join(params, ", "), result)
	p.kids(func() { p.node("", n.Body) })
}
