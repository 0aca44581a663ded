package ast

import (
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"

	"sonde/internal/lang/source"
)

// Fprint writes an indented dump of the tree under n, one node per line,
// for `sonde -d ast` and golden tests. The output depends only on the tree.
//
//	Probe
//	  Attach "kprobe:do_nanosleep"
//	  Block
//	    ExprStmt
//	      Call printf
//	        Str "sleeping\n"
func Fprint(w io.Writer, n Node) error {
	p := &printer{w: w}
	p.node("", n)
	return p.err
}

// FprintPositions is Fprint with each node's span appended as
// "@line:col-line:col", resolved in f.
func FprintPositions(w io.Writer, f *source.File, n Node) error {
	p := &printer{w: w, file: f}
	p.node("", n)
	return p.err
}

type printer struct {
	w     io.Writer
	file  *source.File
	depth int
	err   error
}

// TypeString formats a TypeExpr as C would write it: "struct sock *",
// "char[16]", "unsigned long".
func TypeString(t *TypeExpr) string {
	if t == nil {
		return "<nil>"
	}
	s := t.Name
	if t.Ptr > 0 {
		s += " " + strings.Repeat("*", t.Ptr)
	}
	for i, n := range t.Array {
		if i < len(t.Dims) && t.Dims[i] != nil {
			if id, ok := t.Dims[i].(*Ident); ok {
				s += "[" + id.Name + "]"
			} else {
				s += "[expr]" // a constant expression of enum values
			}
			continue
		}
		if n < 0 {
			s += "[]"
		} else {
			s += "[" + strconv.Itoa(n) + "]"
		}
	}
	return s
}

func (p *printer) line(label string, n Node, format string, args ...any) {
	if p.err != nil {
		return
	}
	text := strings.Repeat("  ", p.depth)
	if label != "" {
		text += label + ": "
	}
	text += fmt.Sprintf(format, args...)
	if p.file != nil && n != nil {
		lo, hi := p.file.Position(n.Pos()), p.file.Position(n.End())
		text += fmt.Sprintf(" @%d:%d-%d:%d", lo.Line, lo.Col, hi.Line, hi.Col)
	}
	_, p.err = io.WriteString(p.w, text+"\n")
}

// kids prints children one level deeper.
func (p *printer) kids(f func()) {
	p.depth++
	f()
	p.depth--
}

func (p *printer) node(label string, n Node) {
	if n == nil || reflect.ValueOf(n).Kind() == reflect.Pointer && reflect.ValueOf(n).IsNil() {
		p.line(label, nil, "<nil>")
		return
	}
	switch n := n.(type) {
	case *Program:
		p.line(label, n, "Program")
		p.kids(func() {
			for _, x := range n.Includes {
				p.node("", x)
			}
			for _, x := range n.Config {
				p.node("", x)
			}
			for _, x := range n.Types {
				p.node("", x)
			}
			for _, x := range n.Typedefs {
				p.node("", x)
			}
			for _, x := range n.Imports {
				p.node("", x)
			}
			for _, x := range n.Macros {
				p.node("", x)
			}
			for _, x := range n.Fns {
				p.node("", x)
			}
			for _, x := range n.MapDecls {
				p.node("", x)
			}
			for _, x := range n.Probes {
				p.node("", x)
			}
		})
	case *Include:
		if n.System {
			p.line(label, n, "Include <%s>", n.Path)
		} else {
			p.line(label, n, "Include %q", n.Path)
		}
	case *ConfigItem:
		p.line(label, n, "Config %s", n.Key)
		p.kids(func() { p.node("", n.Value) })
	case *MapDecl:
		p.line(label, n, "MapDecl %s %s", n.Name, n.Kind)
		p.kids(func() { p.node("", n.Entries) })
	case *MacroDecl:
		p.line(label, n, "Macro %s(%s)", n.Name, strings.Join(n.Params, ", "))
		p.kids(func() { p.node("", n.Body) })
	case *Import:
		p.line(label, n, "Import %q", n.Path)
	case *FnDecl:
		p.printFn(label, n)
	case *Probe:
		p.line(label, n, "Probe")
		p.kids(func() {
			for _, a := range n.Attach {
				p.node("", a)
			}
			if n.Pred != nil {
				p.node("pred", n.Pred)
			}
			p.node("", n.Body)
		})
	case *AttachPoint:
		p.line(label, n, "Attach %q", n.Raw)
	case *TypeDecl:
		p.line(label, n, "TypeDecl %s %s%s", n.Kind, n.Name, attrString(n.Packed, n.Align))
		p.kids(func() {
			for _, f := range n.Fields {
				p.node("", f)
			}
			for _, m := range n.Members {
				p.node("", m)
			}
		})
	case *Typedef:
		p.line(label, n, "Typedef %s %s", n.Name, TypeString(n.Type))
	case *FieldDecl:
		if n.Bits != 0 {
			p.line(label, n, "Field %s %s:%d%s", n.Name, TypeString(n.Type), n.Bits, attrString(n.Packed, n.Align))
		} else {
			p.line(label, n, "Field %s %s%s", n.Name, TypeString(n.Type), attrString(n.Packed, n.Align))
		}
	case *EnumMember:
		p.line(label, n, "Enumerator %s", n.Name)
		if n.Value != nil {
			p.kids(func() { p.node("", n.Value) })
		}
	case *TypeExpr:
		p.line(label, n, "Type %s", TypeString(n))
	case *Block:
		p.line(label, n, "Block")
		p.kids(func() {
			for _, s := range n.Stmts {
				p.node("", s)
			}
		})
	case *ExprStmt:
		p.line(label, n, "ExprStmt")
		p.kids(func() { p.node("", n.X) })
	case *AssignStmt:
		p.line(label, n, "Assign %s", n.Op)
		p.kids(func() {
			p.node("", n.LHS)
			p.node("", n.RHS)
		})
	case *LetStmt:
		p.line(label, n, "Let %s", n.Var.Name)
		p.kids(func() {
			if n.Type != nil {
				p.node("type", n.Type)
			}
			if n.Value != nil {
				p.node("value", n.Value)
			}
		})
	case *IfStmt:
		p.line(label, n, "If")
		p.kids(func() {
			p.node("cond", n.Cond)
			p.node("then", n.Then)
			if n.Else != nil {
				p.node("else", n.Else)
			}
		})
	case *UnrollStmt:
		p.line(label, n, "Unroll")
		p.kids(func() {
			p.node("count", n.Count)
			p.node("", n.Body)
		})
	case *WhileStmt:
		p.line(label, n, "While")
		p.kids(func() {
			p.node("cond", n.Cond)
			p.node("", n.Body)
		})
	case *ForStmt:
		p.line(label, n, "For %s", n.Var.Name)
		p.kids(func() {
			if n.Map != nil {
				p.node("map", n.Map)
			} else {
				p.node("lo", n.Lo)
				p.node("hi", n.Hi)
			}
			p.node("", n.Body)
		})
	case *JumpStmt:
		p.line(label, n, "Jump %s", n.Kind)
		if n.Value != nil {
			p.kids(func() { p.node("value", n.Value) })
		}
	case *BadStmt:
		p.line(label, n, "BadStmt")
	case *IntLit:
		if n.Raw != "" && n.Raw != strconv.FormatUint(n.Value, 10) {
			p.line(label, n, "Int %d (%s)", n.Value, n.Raw)
		} else {
			p.line(label, n, "Int %d", n.Value)
		}
	case *StrLit:
		p.line(label, n, "Str %q", n.Value)
	case *BoolLit:
		p.line(label, n, "Bool %t", n.Value)
	case *Ident:
		p.line(label, n, "Ident %s", n.Name)
	case *VarExpr:
		p.line(label, n, "Var %s", n.Name)
	case *PositionalExpr:
		if n.Count {
			p.line(label, n, "Positional $#")
		} else {
			p.line(label, n, "Positional $%d", n.N)
		}
	case *MapExpr:
		p.line(label, n, "Map %s", n.Name)
		p.kids(func() {
			for _, k := range n.Keys {
				p.node("key", k)
			}
		})
	case *CallExpr:
		p.line(label, n, "Call %s", n.Func)
		p.kids(func() {
			for _, a := range n.Args {
				p.node("", a)
			}
		})
	case *BinaryExpr:
		p.line(label, n, "Binary %s", n.Op)
		p.kids(func() {
			p.node("", n.X)
			p.node("", n.Y)
		})
	case *UnaryExpr:
		p.line(label, n, "Unary %s", n.Op)
		p.kids(func() { p.node("", n.X) })
	case *IncDecExpr:
		if n.Post {
			p.line(label, n, "IncDec post%s", n.Op)
		} else {
			p.line(label, n, "IncDec pre%s", n.Op)
		}
		p.kids(func() { p.node("", n.X) })
	case *TernaryExpr:
		p.line(label, n, "Ternary")
		p.kids(func() {
			p.node("cond", n.Cond)
			p.node("then", n.X)
			p.node("else", n.Y)
		})
	case *FieldExpr:
		if n.Arrow {
			p.line(label, n, "Field ->%s", n.Name)
		} else {
			p.line(label, n, "Field .%s", n.Name)
		}
		p.kids(func() { p.node("", n.X) })
	case *IndexExpr:
		p.line(label, n, "Index")
		p.kids(func() {
			p.node("", n.X)
			p.node("index", n.Index)
		})
	case *CastExpr:
		p.line(label, n, "Cast %s", TypeString(n.Type))
		p.kids(func() { p.node("", n.X) })
	case *TupleExpr:
		if n.Names != nil {
			p.line(label, n, "Record")
		} else {
			p.line(label, n, "Tuple")
		}
		p.kids(func() {
			for i, e := range n.Elems {
				name := ""
				if n.Names != nil {
					name = n.Names[i]
				}
				p.node(name, e)
			}
		})
	case *SizeofExpr:
		if n.Type != nil {
			p.line(label, n, "Sizeof %s", TypeString(n.Type))
		} else {
			p.line(label, n, "Sizeof")
			p.kids(func() { p.node("", n.X) })
		}
	case *OffsetofExpr:
		field := strings.Join(n.Field, ".")
		if n.Type != nil {
			p.line(label, n, "Offsetof %s, %s", TypeString(n.Type), field)
		} else {
			p.line(label, n, "Offsetof %s", field)
			p.kids(func() { p.node("", n.X) })
		}
	case *BlockExpr:
		p.line(label, n, "BlockExpr")
		p.kids(func() {
			for _, s := range n.Stmts {
				p.node("", s)
			}
			if n.Value != nil {
				p.node("value", n.Value)
			}
		})
	case *BadExpr:
		p.line(label, n, "BadExpr")
	default:
		p.line(label, n, "%T", n)
	}
}

// attrString shows a definition's or member's __attribute__s.
func attrString(packed bool, align int) string {
	s := ""
	if packed {
		s += " packed"
	}
	if align > 0 {
		s += fmt.Sprintf(" aligned(%d)", align)
	}
	return s
}
