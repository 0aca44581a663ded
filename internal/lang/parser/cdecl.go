package parser

import "sonde/internal/lang/ast"

// An included header is C. bpftrace 0.17 hands it to clang and keeps what
// it can use: struct, union and enum definitions, typedefs, macros. The
// rest (function prototypes and definitions, variables, extern
// declarations) clang parses and bpftrace ignores; sonde skips it.

// parseHeaderDecl parses one top-level declaration of a header.
func (p *parser) parseHeaderDecl() {
	switch p.tok.Kind {
	case STRUCT, UNION, ENUM:
		// A definition, or a forward declaration; anything else
		// (a prototype returning a struct) is skipped.
		n := p.peek(1)
		named := n.Kind == IDENT && (p.peek(2).Kind == LBRACE || p.peek(2).Kind == SEMI || n.Text == "__attribute__")
		anonEnum := p.tok.Kind == ENUM && n.Kind == LBRACE // its constants count
		if named || anonEnum {
			d := p.parseTypeDeclAnon(anonEnum)
			if d == nil && p.prevKind == SEMI {
				return // a forward declaration, read to its ';'
			}
			if d != nil {
				p.prog.Types = append(p.prog.Types, d)
			}
		}
	case IDENT:
		if p.tok.Text == "typedef" {
			p.parseTypedef()
		}
	}
	p.skipHeaderDecl()
}

// parseTypedef parses `typedef TYPE NAME;`, with TYPE possibly a struct,
// union or enum definition. A definition without a name of its own is
// named after the typedef, as bpftrace does ((anon_t *)p works there).
// Other typedefs (of function types, with arrays) are skipped.
func (p *parser) parseTypedef() {
	start := p.tok.Span
	p.next()
	var te *ast.TypeExpr
	switch k := p.tok.Kind; {
	case (k == STRUCT || k == UNION || k == ENUM) &&
		(p.peek(1).Kind == LBRACE || p.peek(1).Kind == IDENT && (p.peek(2).Kind == LBRACE || p.peek(1).Text == "__attribute__")):
		d := p.parseTypeDeclAnon(true)
		if d == nil || p.tok.Kind != IDENT || !p.tok.Header {
			return
		}
		if d.Name == "" {
			d.Name = p.tok.Text
		}
		p.prog.Types = append(p.prog.Types, d)
		te = &ast.TypeExpr{Span: d.Span, Name: d.Kind + " " + d.Name}
	default:
		te = p.parseType(false)
		if te.Name == "" {
			return
		}
	}
	for p.tok.Kind == STAR {
		te.Ptr++
		p.next()
	}
	if p.tok.Kind != IDENT || !p.tok.Header || p.peek(1).Kind != SEMI {
		return
	}
	td := &ast.Typedef{Span: start, Name: p.tok.Text, Type: te}
	td.Span.Hi = p.tok.Span.Hi
	if p.typedefs == nil {
		p.typedefs = map[string]bool{}
	}
	p.typedefs[td.Name] = true
	p.prog.Typedefs = append(p.prog.Typedefs, td)
	p.next()
}

// skipHeaderDecl skips the rest of a header's declaration: to its ';', or
// to the '}' that closes a function's body.
func (p *parser) skipHeaderDecl() {
	depth := 0
	for p.tok.Kind != EOF && p.tok.Header {
		switch p.tok.Kind {
		case LBRACE, LPAREN, LBRACK:
			depth++
		case RPAREN, RBRACK:
			depth--
		case RBRACE:
			depth--
			if depth <= 0 {
				p.nextAttach()
				if p.tok.Kind == SEMI && p.tok.Header {
					p.nextAttach()
				}
				return
			}
		case SEMI:
			if depth <= 0 {
				p.nextAttach()
				return
			}
		}
		p.next()
	}
}
