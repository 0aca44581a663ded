package parser

import (
	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
)

// parseRecord parses a record literal after its "(": name = expr, ...
// up to ")" (newest bpftrace's records: (a=1, b="x")). Every element is
// named; a trailing comma is allowed.
func (p *parser) parseRecord(open source.Span) ast.Expr {
	r := &ast.TupleExpr{Span: open}
	p.nested(func() {
		for p.tok.Kind != RPAREN {
			if p.tok.Kind != IDENT || p.peek(1).Kind != ASSIGN {
				if d := p.errorExpected("a record field (name = value)"); d != nil {
					d.Help = "every element of a record is named: (a = 1, b = 2)"
				}
				r.Elems = append(r.Elems, &ast.BadExpr{Span: p.tok.Span})
				r.Names = append(r.Names, "")
				return
			}
			r.Names = append(r.Names, p.tok.Text)
			p.next()
			p.next()
			x := p.parseExpr()
			r.Elems = append(r.Elems, x)
			if _, bad := x.(*ast.BadExpr); bad || p.tok.Kind != COMMA {
				return
			}
			p.next()
		}
	})
	r.Span = source.Join(r.Span, p.expect(RPAREN))
	return r
}
