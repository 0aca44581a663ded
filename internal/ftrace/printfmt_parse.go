package ftrace

import (
	"fmt"
	"strconv"
	"strings"

	"sonde/internal/kernel"
)

// Tokens of a print fmt.
const (
	tkEOF = iota
	tkString
	tkChar
	tkNum
	tkIdent
	tkOp
)

type pfToken struct {
	kind int
	text string // a string's contents (escapes kept), a number, a name, an operator
}

// pfTokenize splits print fmt text into tokens.
func pfTokenize(s string) ([]pfToken, error) {
	var out []pfToken
	ops := []string{"->", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
		"(", ")", "{", "}", "[", "]", ",", "?", ":", "+", "-", "*", "/", "%", "&", "|", "^", "~", "!", "<", ">", "."}
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c == '"' || c == '\'':
			j := i + 1
			for j < len(s) && s[j] != c {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(s) {
				return nil, fmt.Errorf("print fmt: unterminated %c at %d", c, i)
			}
			for k := i + 1; k < j; k++ {
				// libtraceevent fails on a control character other than
				// a newline in a string (ma_op's tab).
				if s[k] < 0x20 && s[k] != '\n' {
					return nil, fmt.Errorf("print fmt: %w: control character %#x in a string", ErrUnsupported, s[k])
				}
			}
			kind := tkString
			if c == '\'' {
				kind = tkChar
			}
			out = append(out, pfToken{kind, s[i+1 : j]})
			i = j + 1
		case c >= '0' && c <= '9':
			j := i
			for j < len(s) && (isIdentByte(s[j])) {
				j++
			}
			out = append(out, pfToken{tkNum, s[i:j]})
			i = j
		case isIdentByte(c):
			j := i
			for j < len(s) && isIdentByte(s[j]) {
				j++
			}
			out = append(out, pfToken{tkIdent, s[i:j]})
			i = j
		default:
			found := false
			for _, op := range ops {
				if strings.HasPrefix(s[i:], op) {
					out = append(out, pfToken{tkOp, op})
					i += len(op)
					found = true
					break
				}
			}
			if !found {
				return nil, fmt.Errorf("print fmt: unexpected %q at %d", c, i)
			}
		}
	}
	return append(out, pfToken{kind: tkEOF}), nil
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

type pfParser struct {
	toks  []pfToken
	pos   int
	ev    *kernel.EventFormat
	depth int
}

func (p *pfParser) fail(format string, args ...any) {
	panic(pfError(fmt.Sprintf("print fmt of %s: ", p.ev.Event) + fmt.Sprintf(format, args...)))
}

func (p *pfParser) peek() pfToken { return p.toks[p.pos] }

func (p *pfParser) peekAt(n int) pfToken {
	if p.pos+n < len(p.toks) {
		return p.toks[p.pos+n]
	}
	return pfToken{kind: tkEOF}
}

func (p *pfParser) next() pfToken {
	t := p.toks[p.pos]
	if t.kind != tkEOF {
		p.pos++
	}
	return t
}

func (p *pfParser) isOp(op string) bool {
	t := p.peek()
	return t.kind == tkOp && t.text == op
}

func (p *pfParser) expect(op string) {
	if t := p.next(); t.kind != tkOp || t.text != op {
		p.fail("expected %q, found %q", op, t.text)
	}
}

// binary operators by C precedence (higher binds tighter).
var pfPrec = map[string]int{
	"||": 1, "&&": 2, "|": 3, "^": 4, "&": 5,
	"==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7, ">=": 7,
	"<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
}

// expr parses an expression, the conditional operator included.
func (p *pfParser) expr(int) pfNode {
	p.depth++
	if p.depth > 200 {
		p.fail("expression nested too deeply")
	}
	defer func() { p.depth-- }()
	c := p.binary(1)
	if !p.isOp("?") {
		return c
	}
	p.next()
	a := p.expr(0)
	p.expect(":")
	return &pfCond{c, a, p.expr(0)}
}

// binary parses binary operators binding at least as tightly as minPrec.
func (p *pfParser) binary(minPrec int) pfNode {
	l := p.unary()
	for {
		t := p.peek()
		prec, ok := pfPrec[t.text]
		if t.kind != tkOp || !ok || prec < minPrec {
			return l
		}
		p.next()
		r := p.binary(prec + 1)
		l = rotate(&pfBinary{t.text, l, r}, r)
	}
}

// rotate reproduces libtraceevent's operator parsing, which `trace-cmd
// report` prints by: when the right operand is a parenthesized operation
// that binds more loosely, it rotates the tree as if there were no
// parentheses, turning "A & (B | C | D)" into "(A & B) | (C | D)" (the
// timer events' flags print so), and "A < (C ? X : Y)" into
// "(A < C) ? X : Y" (mm_page_alloc_extfrag's fragmenting).
func rotate(n *pfBinary, r pfNode) pfNode {
	rb, ok := r.(*pfParen)
	if !ok {
		return n
	}
	if c, ok := rb.x.(*pfCond); ok {
		// "A < (C ? X : Y)" is "(A < C) ? X : Y".
		return &pfCond{&pfBinary{n.op, n.l, c.c}, c.a, c.b}
	}
	inner, ok := rb.x.(*pfBinary)
	if !ok || pfPrec[inner.op] >= pfPrec[n.op] {
		n.r = rb.x
		return n
	}
	// The chain of inner.op on the left, read right-associatively.
	var ops []pfNode
	x := pfNode(inner)
	for {
		b, ok := x.(*pfBinary)
		if !ok || b.op != inner.op {
			break
		}
		ops = append([]pfNode{b.r}, ops...)
		x = b.l
	}
	rest := ops[len(ops)-1]
	for i := len(ops) - 2; i >= 0; i-- {
		rest = &pfBinary{inner.op, ops[i], rest}
	}
	return &pfBinary{inner.op, &pfBinary{n.op, n.l, x}, rest}
}

func (p *pfParser) unary() pfNode {
	t := p.peek()
	if t.kind == tkOp {
		switch t.text {
		case "!", "~", "-", "+":
			p.next()
			return &pfUnary{t.text, p.unary()}
		case "(":
			if typ, ok := p.castType(); ok {
				return &pfCast{typ, p.unary()}
			}
			if atom, ok := p.typeAtom(); ok {
				return p.postfix(&pfNum{atom: atom, ident: true})
			}
		}
	}
	return p.postfix(p.primary())
}

// castType recognizes "(TYPE)" followed by an operand and consumes it.
func (p *pfParser) castType() (string, bool) {
	var words []string
	i := 1
	for ; ; i++ {
		t := p.peekAt(i)
		if t.kind == tkIdent && t.text != "REC" {
			words = append(words, t.text)
			continue
		}
		if t.kind == tkOp && t.text == "*" {
			words = append(words, "*")
			continue
		}
		break
	}
	if len(words) == 0 || words[0] == "*" || p.peekAt(i).kind != tkOp || p.peekAt(i).text != ")" {
		return "", false
	}
	// A cast when an operand follows, as libtraceevent decides: a name,
	// number, string or "(" (not an operator: "(unsigned long)-4095" is
	// the atom "unsigned long", which evaluates to 0, minus 4095).
	after := p.peekAt(i + 1)
	switch {
	case after.kind == tkIdent || after.kind == tkNum || after.kind == tkString || after.kind == tkChar:
	case after.kind == tkOp && after.text == "(":
	default:
		return "", false
	}
	p.pos += i + 1
	return strings.Join(words, " "), true
}

// typeAtom recognizes "(WORD WORD...)" that is not a cast and consumes
// it: libtraceevent keeps the words as one atom.
func (p *pfParser) typeAtom() (string, bool) {
	var words []string
	i := 1
	for ; p.peekAt(i).kind == tkIdent && p.peekAt(i).text != "REC"; i++ {
		words = append(words, p.peekAt(i).text)
	}
	if len(words) < 2 || p.peekAt(i).kind != tkOp || p.peekAt(i).text != ")" {
		return "", false
	}
	p.pos += i + 1
	return strings.Join(words, " "), true
}

func (p *pfParser) postfix(n pfNode) pfNode {
	for p.isOp("[") {
		p.next()
		i := p.expr(0)
		p.expect("]")
		n = &pfIndex{n, i}
	}
	return n
}

func (p *pfParser) field(name string) *kernel.FormatField {
	f := p.ev.Field(name)
	if f == nil {
		p.fail("no field %s", name)
	}
	return f
}

func (p *pfParser) primary() pfNode {
	t := p.next()
	switch t.kind {
	case tkNum:
		v, err := strconv.ParseUint(strings.TrimRight(t.text, "uUlL"), 0, 64)
		if err != nil {
			p.fail("bad number %q", t.text)
		}
		return &pfNum{v: v, atom: t.text}
	case tkString:
		s := t.text
		for p.peek().kind == tkString {
			s += p.next().text
		}
		return &pfStr{s}
	case tkChar:
		if len(t.text) == 1 {
			return &pfNum{v: uint64(t.text[0]), atom: t.text}
		}
		p.fail("character constant '%s'", t.text)
	case tkOp:
		if t.text == "(" {
			if p.peek().text == "REC" && p.peekAt(1).text == ")" && p.peekAt(2).text == "->" {
				p.next() // "(REC)->field"
				p.next()
				p.next()
				return &pfField{p.field(p.next().text)}
			}
			n := p.expr(0)
			p.expect(")")
			switch n.(type) {
			case *pfBinary, *pfCond:
				return &pfParen{n}
			}
			return n
		}
		p.fail("unexpected %q", t.text)
	case tkIdent:
		if t.text == "REC" {
			p.expect("->")
			name := p.next()
			if name.kind != tkIdent {
				p.fail("REC-> without a field name")
			}
			return &pfField{p.field(name.text)}
		}
		if p.isOp("(") {
			return p.call(t.text)
		}
		return &pfNum{atom: t.text, ident: true}
	}
	p.fail("unexpected end of print fmt")
	return nil
}

// fieldArg parses a helper's REC->field (or bare field name) argument.
func (p *pfParser) fieldArg() *kernel.FormatField {
	t := p.next()
	if t.kind != tkIdent {
		p.fail("expected a field name, found %q", t.text)
	}
	if t.text == "REC" {
		p.expect("->")
		t = p.next()
	}
	return p.field(t.text)
}

func (p *pfParser) call(name string) pfNode {
	p.expect("(")
	var n pfNode
	switch name {
	case "__get_str", "__get_rel_str", "__get_dynamic_array", "__get_rel_dynamic_array",
		"__get_bitmask", "__get_rel_bitmask":
		f := p.fieldArg()
		if !f.DataLoc && !f.RelLoc {
			p.fail("%s of field %s, which is not __data_loc", name, f.Name)
		}
		n = &pfDyn{name, f}
	case "__get_dynamic_array_len", "__get_rel_dynamic_array_len":
		n = &pfDynLen{p.fieldArg()}
	case "__builtin_expect":
		// __builtin_expect(x, hint) is x, as libtraceevent reads it.
		x := p.expr(0)
		p.expect(",")
		p.expr(0)
		n = x
	case "sizeof":
		n = &pfNum{v: uint64(p.sizeofArg()), atom: "sizeof"}
	case "__print_symbolic", "__print_flags":
		s := &pfSym{flags: name == "__print_flags", x: p.expr(0)}
		if s.flags {
			p.expect(",")
			d := p.next()
			if d.kind != tkString {
				p.fail("__print_flags without a delimiter string")
			}
			s.delim = d.text
		}
		for p.isOp(",") {
			p.next()
			p.expect("{")
			v := p.expr(0)
			p.expect(",")
			str := p.flagName(p.expr(0))
			p.expect("}")
			s.vals = append(s.vals, p.flagValue(v))
			s.names = append(s.names, str)
		}
		n = s
	case "__print_hex", "__print_hex_str":
		x := p.expr(0)
		p.expect(",")
		n = &pfHex{str: name == "__print_hex_str", x: x, n: p.expr(0)}
	case "__print_array":
		x := p.expr(0)
		p.expect(",")
		c := p.expr(0)
		p.expect(",")
		n = &pfArray{x, c, p.expr(0)}
	default:
		p.fail("function %s is not supported", name)
	}
	p.expect(")")
	return n
}

// sizeofArg is sizeof(TYPE) or sizeof(REC->field).
func (p *pfParser) sizeofArg() int {
	if p.peek().text == "REC" {
		return p.fieldArg().Size
	}
	var words []string
	for p.peek().kind == tkIdent || p.isOp("*") {
		words = append(words, p.next().text)
	}
	s := typeSize(strings.Join(words, " "), 8)
	if s == 0 {
		p.fail("sizeof(%s)", strings.Join(words, " "))
	}
	return s
}

// flagValue is a __print_symbolic/__print_flags value as libtraceevent's
// eval_flag sees it: a number, one of the few names it knows, or -1.
func (p *pfParser) flagValue(v pfNode) int64 {
	if n, ok := v.(*pfNum); ok && n.ident {
		if x, ok := knownFlags[n.atom]; ok {
			return x
		}
		return -1
	}
	ev := &pfEval{e: &Event{}, env: &PrintEnv{LongSize: 8}}
	return int64(ev.num(v))
}

// flagName is a __print_symbolic/__print_flags name as libtraceevent's
// arg_eval makes it: a string, an identifier's text, or a constant
// expression's value in decimal (a cast is looked through: "((void *)0)"
// is "0").
func (p *pfParser) flagName(n pfNode) string {
	switch x := unCast(n).(type) {
	case *pfStr:
		return x.s
	case *pfNum:
		if x.ident {
			return x.atom
		}
	}
	return strconv.FormatInt(p.flagValue(unCast(n)), 10)
}

// knownFlags are the names libtraceevent resolves in symbol tables that
// the kernel left unconverted.
var knownFlags = map[string]int64{
	"HI_SOFTIRQ": 0, "TIMER_SOFTIRQ": 1, "NET_TX_SOFTIRQ": 2, "NET_RX_SOFTIRQ": 3,
	"BLOCK_SOFTIRQ": 4, "IRQ_POLL_SOFTIRQ": 5, "TASKLET_SOFTIRQ": 6, "SCHED_SOFTIRQ": 7,
	"HRTIMER_SOFTIRQ": 8, "RCU_SOFTIRQ": 9, "HRTIMER_NORESTART": 0, "HRTIMER_RESTART": 1,
}
