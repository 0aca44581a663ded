package parser

import (
	"errors"
	"math/bits"
	"strconv"
	"strings"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
)

// binaryPrec gives C precedence to the binary operators (higher binds
// tighter); 0 means "not a binary operator".
var binaryPrec = map[Kind]int{
	LOR:  1,
	LAND: 2,
	PIPE: 3, CARET: 4, AMP: 5,
	EQ: 6, NE: 6,
	LT: 7, LE: 7, GT: 7, GE: 7,
	SHL: 8, SHR: 8,
	PLUS: 9, MINUS: 9,
	STAR: 10, SLASH: 10, PERCENT: 10,
}

func (p *parser) parseExpr() ast.Expr {
	p.enter()
	defer p.leave()
	c := p.parseBinary(1)
	if p.tok.Kind != QUESTION {
		return c
	}
	p.next()
	var x ast.Expr // nil in c ?: y (newer bpftrace): c's own value when it is true
	if p.tok.Kind != COLON {
		x = p.parseExpr()
	}
	p.expect(COLON)
	y := p.parseExpr()
	return &ast.TernaryExpr{Span: source.Join(span(c), span(y)), Cond: c, X: x, Y: y}
}

func (p *parser) parseBinary(minPrec int) ast.Expr {
	x := p.parseUnary()
	for {
		k := p.tok.Kind
		prec := binaryPrec[k]
		if prec == 0 || prec < minPrec {
			return x
		}
		if k == SLASH && p.inPred {
			// As in bpftrace, a '/' followed by '{' closes the predicate.
			if n := p.peek(1).Kind; n == LBRACE || n == EOF {
				return x
			}
		}
		p.next()
		y := p.parseBinary(prec + 1)
		x = &ast.BinaryExpr{Span: source.Join(span(x), span(y)), Op: k.String(), X: x, Y: y}
	}
}

// nested runs f with the predicate's '/' rule off: inside brackets a '/'
// is always a division.
func (p *parser) nested(f func()) {
	old := p.inPred
	p.inPred = false
	f()
	p.inPred = old
}

func (p *parser) parseUnary() ast.Expr {
	p.enter()
	defer p.leave()
	start := p.tok.Span
	switch p.tok.Kind {
	case NOT, TILDE, MINUS, STAR, AMP:
		op := p.tok.Kind.String()
		p.next()
		x := p.parseUnary()
		return &ast.UnaryExpr{Span: source.Join(start, span(x)), Op: op, X: x}
	case INC, DEC:
		op := p.tok.Kind.String()
		p.next()
		x := p.parseUnary()
		return &ast.IncDecExpr{Span: source.Join(start, span(x)), Op: op, X: x}
	case LPAREN:
		if p.looksLikeType(1, true) {
			p.next()
			var t *ast.TypeExpr
			p.nested(func() {
				t = p.parseType(true)
				p.expect(RPAREN)
			})
			x := p.parseUnary()
			return &ast.CastExpr{Span: source.Join(start, span(x)), Type: t, X: x}
		}
	}
	return p.parsePostfix(p.parsePrimary())
}

func (p *parser) parsePostfix(x ast.Expr) ast.Expr {
	for {
		switch p.tok.Kind {
		case DOT, ARROW:
			arrow := p.tok.Kind == ARROW
			p.next()
			if p.tok.Kind != INT && !isName(p.tok) || p.tok.Kind == INT && arrow {
				p.errorExpected("field name")
				return x
			}
			if p.tok.Kind == INT && strings.Trim(p.tok.Text, "0123456789") != "" {
				p.errorf(p.tok.Span, "invalid tuple index %q", p.tok.Text)
			}
			x = &ast.FieldExpr{Span: source.Join(span(x), p.tok.Span), X: x, Name: p.tok.Text, Arrow: arrow}
			p.next()
		case LBRACK:
			p.next()
			var i ast.Expr
			p.nested(func() { i = p.parseExpr() })
			end := p.tok.Span
			p.expect(RBRACK)
			x = &ast.IndexExpr{Span: source.Join(span(x), end), X: x, Index: i}
		case INC, DEC:
			x = &ast.IncDecExpr{Span: source.Join(span(x), p.tok.Span), Op: p.tok.Kind.String(), Post: true, X: x}
			p.next()
		default:
			return x
		}
	}
}

func (p *parser) parsePrimary() ast.Expr {
	t := p.tok
	switch t.Kind {
	case INT:
		p.next()
		v, err := parseInt(t.Text)
		if err != nil {
			if errors.Is(err, strconv.ErrRange) {
				p.errorf(t.Span, "integer literal %s out of range", t.Text)
			} else {
				p.errorf(t.Span, "invalid integer literal %q", t.Text)
			}
		}
		return &ast.IntLit{Span: t.Span, Value: v, Raw: t.Text}
	case CHAR:
		p.next()
		return &ast.IntLit{Span: t.Span, Value: uint64(t.Val[0]), Raw: t.Text}
	case STRING:
		p.next()
		return &ast.StrLit{Span: t.Span, Value: t.Val}
	case TRUE, FALSE:
		p.next()
		return &ast.BoolLit{Span: t.Span, Value: t.Kind == TRUE}
	case IDENT:
		p.next()
		if p.tok.Kind == LPAREN {
			c := &ast.CallExpr{Span: t.Span, Func: t.Text, FuncEnd: t.Span.Hi}
			p.next()
			p.nested(func() { c.Args = p.parseArgs() })
			c.Span = source.Join(c.Span, p.expect(RPAREN))
			return c
		}
		return &ast.Ident{Span: t.Span, Name: t.Text}
	case CONFIG:
		// newest bpftrace's config builtin, a record of the config values
		p.next()
		return &ast.Ident{Span: t.Span, Name: "config"}
	case VAR:
		p.next()
		return &ast.VarExpr{Span: t.Span, Name: t.Text}
	case POSITIONAL:
		p.next()
		if t.Text == "$#" {
			return &ast.PositionalExpr{Span: t.Span, Count: true}
		}
		n, err := strconv.Atoi(t.Text[1:])
		if err != nil || n < 1 {
			p.errorf(t.Span, "invalid positional parameter %s", t.Text)
			return &ast.BadExpr{Span: t.Span}
		}
		return &ast.PositionalExpr{Span: t.Span, N: n}
	case MAP:
		p.next()
		m := &ast.MapExpr{Span: t.Span, Name: t.Text}
		if p.tok.Kind == LBRACK {
			p.next()
			p.nested(func() { m.Keys = p.parseList(RBRACK) })
			if len(m.Keys) == 0 {
				p.errorExpected("map key")
			}
			m.Span = source.Join(m.Span, p.expect(RBRACK))
		}
		return m
	case LPAREN:
		// (x) is x; (x, y) a tuple; (x,) and () the one- and zero-element
		// tuples of newer bpftrace.
		p.next()
		if p.tok.Kind == IDENT && p.peek(1).Kind == ASSIGN {
			return p.parseRecord(t.Span)
		}
		var elems []ast.Expr
		trailingComma := false
		p.nested(func() {
			elems = p.parseList(RPAREN)
			trailingComma = len(elems) > 0 && p.prevKind == COMMA
		})
		end := p.tok.Span
		p.expect(RPAREN)
		if len(elems) == 1 && !trailingComma {
			return elems[0]
		}
		return &ast.TupleExpr{Span: source.Join(t.Span, end), Elems: elems}
	case LBRACE:
		b := &ast.BlockExpr{Span: t.Span}
		p.next()
		var open bool
		p.nested(func() { b.Stmts, open = p.parseStmtList() })
		if open {
			b.Value = b.Stmts[len(b.Stmts)-1].(*ast.ExprStmt).X
			b.Stmts = b.Stmts[:len(b.Stmts)-1]
		}
		b.Span = source.Join(b.Span, p.expectClose(false))
		if b.Value == nil {
			p.errorf(b.Span, "a block used as a value must end in an expression without \";\"")
			b.Value = &ast.BadExpr{Span: source.Span{Lo: b.Span.Hi - 1, Hi: b.Span.Hi - 1}}
		}
		return b
	case SIZEOF:
		return p.parseSizeof()
	case OFFSETOF:
		return p.parseOffsetof()
	}
	p.errorExpected("expression")
	return &ast.BadExpr{Span: t.Span}
}

// parseList parses a comma-separated list of expressions up to (not
// including) end. A trailing comma is allowed.
func (p *parser) parseList(end Kind) []ast.Expr {
	var list []ast.Expr
	for p.tok.Kind != end {
		x := p.parseExpr()
		list = append(list, x)
		if _, bad := x.(*ast.BadExpr); bad || p.tok.Kind != COMMA {
			break
		}
		p.next()
	}
	return list
}

// parseArgs parses a call's arguments up to (not including) ")". An
// argument that can only begin a type (struct X, unsigned int, uint64) is
// a type, for the builtins that take one: container_of(p, struct S, m).
func (p *parser) parseArgs() []ast.Expr {
	var list []ast.Expr
	for p.tok.Kind != RPAREN {
		var x ast.Expr
		if p.onlyType() {
			x = p.parseType(true)
		} else {
			x = p.parseExpr()
		}
		list = append(list, x)
		if _, bad := x.(*ast.BadExpr); bad || p.tok.Kind != COMMA {
			break
		}
		p.next()
	}
	return list
}

// onlyType reports whether the current token can begin a type and no
// expression.
func (p *parser) onlyType() bool {
	switch t := p.tok; t.Kind {
	case STRUCT, UNION, ENUM:
		return true
	case IDENT:
		return cTypeWords[t.Text] || builtinTypes[t.Text]
	}
	return false
}

func (p *parser) parseSizeof() ast.Expr {
	s := &ast.SizeofExpr{Span: p.tok.Span}
	p.next()
	if p.tok.Kind != LPAREN {
		p.errorExpected(`"("`)
		return &ast.BadExpr{Span: s.Span}
	}
	p.next()
	p.nested(func() {
		if p.looksLikeType(0, false) {
			s.Type = p.parseType(true)
		} else {
			s.X = p.parseExpr()
		}
	})
	s.Span = source.Join(s.Span, p.expect(RPAREN))
	return s
}

func (p *parser) parseOffsetof() ast.Expr {
	o := &ast.OffsetofExpr{Span: p.tok.Span}
	p.next()
	if p.tok.Kind != LPAREN {
		p.errorExpected(`"("`)
		return &ast.BadExpr{Span: o.Span}
	}
	p.next()
	p.nested(func() {
		if p.looksLikeType(0, false) {
			o.Type = p.parseType(true)
		} else {
			o.X = p.parseExpr()
		}
	})
	p.expect(COMMA)
	for {
		if !isName(p.tok) {
			p.errorExpected("field name")
			return &ast.BadExpr{Span: source.Join(o.Span, p.tok.Span)}
		}
		o.Field = append(o.Field, p.tok.Text)
		p.next()
		if p.tok.Kind != DOT {
			break
		}
		p.next()
	}
	o.Span = source.Join(o.Span, p.expect(RPAREN))
	return o
}

// parseInt reads an integer literal: decimal (with _ separators and an
// optional exponent, 1e6), 0x hex, 0b binary, 0o or leading-0 octal, with
// an optional C suffix (u, l, ul, ll, ull). The error wraps
// strconv.ErrRange when the value does not fit 64 bits.
func parseInt(text string) (uint64, error) {
	s := strings.ToLower(strings.ReplaceAll(text, "_", ""))
	if strings.HasPrefix(text, "_") || strings.HasSuffix(text, "_") {
		return 0, strconv.ErrSyntax
	}
	hex := strings.HasPrefix(s, "0x")
	if v, ok, err := parseDuration(s); ok {
		return v, err
	}
	for _, suf := range []string{"ull", "llu", "ul", "lu", "ll", "u", "l"} {
		if strings.HasSuffix(s, suf) && len(s) > len(suf) {
			s = s[:len(s)-len(suf)]
			break
		}
	}
	base := 10
	switch {
	case hex:
		s, base = s[2:], 16
	case strings.HasPrefix(s, "0b"):
		s, base = s[2:], 2
	case strings.HasPrefix(s, "0o"):
		s, base = s[2:], 8
	case strings.Contains(s, "e"):
		m, e, _ := strings.Cut(s, "e")
		mv, err := strconv.ParseUint(m, 10, 64)
		if err != nil || m == "" || strings.Trim(e, "0123456789") != "" || e == "" {
			if err != nil && errors.Is(err, strconv.ErrRange) {
				return 0, err
			}
			return 0, strconv.ErrSyntax
		}
		ev, err := strconv.Atoi(e)
		if mv == 0 {
			return 0, nil
		}
		if err != nil || ev > 20 {
			return 0, strconv.ErrRange
		}
		for ; ev > 0; ev-- {
			hi, lo := bits.Mul64(mv, 10)
			if hi != 0 {
				return 0, strconv.ErrRange
			}
			mv = lo
		}
		return mv, nil
	case len(s) > 1 && s[0] == '0':
		s, base = s[1:], 8
	}
	if s == "" {
		return 0, strconv.ErrSyntax
	}
	v, err := strconv.ParseUint(s, base, 64)
	if err != nil {
		var ne *strconv.NumError
		if errors.As(err, &ne) {
			return 0, ne.Err
		}
		return 0, err
	}
	return v, nil
}

// durations are the time suffixes of newer bpftrace: 100ms is 100000000
// (nanoseconds).
var durations = []struct {
	suffix string
	ns     uint64
}{
	{"ns", 1}, {"us", 1e3}, {"ms", 1e6}, {"s", 1e9}, {"m", 60e9}, {"h", 3600e9}, {"d", 86400e9},
}

// parseDuration reads a decimal number with a duration suffix; ok is false
// when s has none.
func parseDuration(s string) (v uint64, ok bool, err error) {
	for _, d := range durations {
		num, found := strings.CutSuffix(s, d.suffix)
		if !found || num == "" || strings.Trim(num, "0123456789") != "" {
			continue
		}
		n, err := strconv.ParseUint(num, 10, 64)
		if err != nil {
			return 0, true, strconv.ErrRange
		}
		hi, lo := bits.Mul64(n, d.ns)
		if hi != 0 {
			return 0, true, strconv.ErrRange
		}
		return lo, true, nil
	}
	return 0, false, nil
}
