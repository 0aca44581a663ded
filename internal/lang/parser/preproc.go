package parser

import (
	"sort"
	"strings"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
)

// The preprocessor sits between the lexer and the parser. It interprets
// DIRECTIVE tokens (#define, #undef, #if/#ifdef/#ifndef/#elif/#else/#endif,
// #include) and expands macros at the token level. An #include of a header
// found on disk (include.go) reads it in place: its directives and macros
// are the script's, its tokens go to the parser marked Header. One that is
// not found and names a kernel or system header is recorded, to be
// satisfied from BTF. A token that comes out of an expansion carries the
// span of the macro use, so diagnostics point at what the user wrote.

// macro is one #define.
type macro struct {
	name     string
	funcLike bool
	params   []string
	body     []Token
}

// frame is a macro expansion being read. While it is on the stack its
// macro is not expanded again (no recursion).
type frame struct {
	toks   []Token
	i      int
	hide   string
	marker bool // hides its name but holds no tokens (see expandList)
}

// maxExpansion bounds the tokens that macro expansion may produce, so that
// a script of mutually doubling macros cannot exhaust memory.
const maxExpansion = 1 << 16

// expander reads tokens from base, expanding macros.
type expander struct {
	macros   map[string]*macro
	frames   []*frame
	base     func() Token
	errf     func(source.Span, string, ...any)
	budget   *int
	complain *bool // "too large" reported already
}

// raw returns the next token without expanding it.
func (e *expander) raw() Token {
	for len(e.frames) > 0 {
		f := e.frames[len(e.frames)-1]
		if f.marker {
			break
		}
		if f.i < len(f.toks) {
			f.i++
			return f.toks[f.i-1]
		}
		e.frames = e.frames[:len(e.frames)-1]
	}
	return e.base()
}

func (e *expander) unread(t Token) {
	e.frames = append(e.frames, &frame{toks: []Token{t}})
}

func (e *expander) hidden(name string) bool {
	for _, f := range e.frames {
		if f.hide == name {
			return true
		}
	}
	return false
}

// expand tries to expand t, a macro name just read. It reports whether it
// did (the replacement is then pending in a frame).
func (e *expander) expand(t Token, directive func(Token)) bool {
	m := e.macros[t.Text]
	if m == nil || e.hidden(m.name) {
		return false
	}
	use := t.Span
	var args [][]Token
	if m.funcLike {
		n := e.raw()
		if n.Kind != LPAREN {
			e.unread(n)
			return false
		}
		var ok bool
		args, use, ok = e.collectArgs(t, directive)
		if !ok {
			return true
		}
		if len(m.params) == 0 && len(args) == 1 && len(args[0]) == 0 {
			args = nil
		}
		if len(args) != len(m.params) {
			e.errf(use, "macro %q expects %d arguments, found %d", m.name, len(m.params), len(args))
			return true
		}
	}
	if *e.budget <= 0 {
		if !*e.complain {
			*e.complain = true
			e.errf(use, "macro expansion too large")
		}
		return false
	}
	out := e.substitute(m, args)
	*e.budget -= len(out)
	for i := range out {
		out[i].Span = use
		out[i].Expanded = true
		out[i].Header = t.Header
	}
	e.frames = append(e.frames, &frame{toks: out, hide: m.name})
	return true
}

// collectArgs reads the arguments of a function-like macro call after its
// '('. It returns them, the span of the whole call, and false if the call
// is not closed.
func (e *expander) collectArgs(name Token, directive func(Token)) ([][]Token, source.Span, bool) {
	var args [][]Token
	var cur []Token
	depth := 0
	for {
		t := e.raw()
		switch t.Kind {
		case EOF:
			e.errf(name.Span, "unterminated call of macro %q", name.Text)
			e.unread(t)
			return nil, name.Span, false
		case DIRECTIVE:
			directive(t)
			continue
		case LPAREN, LBRACK, LBRACE:
			depth++
		case RBRACK, RBRACE:
			depth--
		case RPAREN:
			if depth == 0 {
				args = append(args, cur)
				return args, source.Join(name.Span, t.Span), true
			}
			depth--
		case COMMA:
			if depth == 0 {
				args = append(args, cur)
				cur = nil
				continue
			}
		}
		cur = append(cur, t)
	}
}

// substitute builds a macro's replacement list: parameters replaced by
// their (pre-expanded) arguments, # stringified, ## pasted.
func (e *expander) substitute(m *macro, args [][]Token) []Token {
	param := func(t Token) int {
		if t.Kind != IDENT && t.Kind < keywordBeg {
			return -1
		}
		for i, p := range m.params {
			if p == t.Text {
				return i
			}
		}
		return -1
	}
	var out []Token
	body := m.body
	for i := 0; i < len(body); i++ {
		t := body[i]
		if t.Kind == HASH && m.funcLike && i+1 < len(body) && param(body[i+1]) >= 0 {
			out = append(out, stringify(args[param(body[i+1])]))
			i++
			continue
		}
		if t.Kind == HASHHASH && len(out) > 0 && i+1 < len(body) {
			right := []Token{body[i+1]}
			if p := param(body[i+1]); p >= 0 {
				right = args[p]
			}
			i++
			if len(right) == 0 {
				continue
			}
			out[len(out)-1] = e.paste(out[len(out)-1], right[0])
			out = append(out, right[1:]...)
			continue
		}
		if p := param(t); p >= 0 {
			if i+1 < len(body) && body[i+1].Kind == HASHHASH {
				out = append(out, args[p]...)
			} else {
				out = append(out, e.expandList(args[p])...)
			}
			continue
		}
		out = append(out, t)
	}
	return out
}

// expandList fully expands a token list on its own (a macro argument).
func (e *expander) expandList(toks []Token) []Token {
	i := 0
	sub := &expander{macros: e.macros, errf: e.errf, budget: e.budget, complain: e.complain}
	// Macros being expanded around the argument stay hidden in it.
	for _, f := range e.frames {
		if f.hide != "" {
			sub.frames = append(sub.frames, &frame{hide: f.hide, marker: true})
		}
	}
	sub.base = func() Token {
		if i < len(toks) {
			i++
			return toks[i-1]
		}
		return Token{Kind: EOF}
	}
	var out []Token
	for {
		t := sub.raw()
		if t.Kind == EOF {
			return out
		}
		if t.Kind == IDENT && sub.expand(t, func(Token) {}) {
			continue
		}
		out = append(out, t)
	}
}

func stringify(toks []Token) Token {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 && toks[i-1].Span.Hi != t.Span.Lo {
			b.WriteByte(' ')
		}
		b.WriteString(t.Text)
	}
	s := b.String()
	return Token{Kind: STRING, Text: quoteC(s), Val: s}
}

func quoteC(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}

// paste joins two tokens' text and lexes the result as one token.
func (e *expander) paste(a, b Token) Token {
	text := a.Text + b.Text
	bad := false
	l := newLexer(text, 0, len(text), func(source.Span, string, ...any) { bad = true })
	l.lineStart = false
	t := l.next(false)
	if bad || l.off != len(text) || t.Kind == EOF {
		e.errf(a.Span, "pasting %q and %q does not give a valid token", a.Text, b.Text)
		return a
	}
	t.Span = a.Span
	return t
}

// cond is one open #if.
type cond struct {
	span         source.Span
	kind         string // "if", "ifdef", "ifndef"
	parentActive bool
	active       bool // this branch is being read
	taken        bool // some branch was (or, in an inactive parent, counts as) taken
	sawElse      bool
}

// input is a file being read: the script, or a header it included.
type input struct {
	file   *source.File
	lex    *lexer
	conds  []cond // the #ifs open in this file
	header bool
	abs    string // an imported file's absolute path
}

// preproc feeds the parser.
type preproc struct {
	exp       *expander
	in        *input   // the file being read
	stack     []*input // the files that included it, innermost last
	script    *source.File
	search    searchPath
	includes  []*ast.Include
	errf      func(source.Span, string, ...any)
	warnf     func(source.Span, string, ...any)
	attach    bool // mode for the next token taken from the lexer
	budget    int
	complain  bool
	imported  map[string]bool // absolute paths of the files imported (and the script)
	scriptAbs string          // the script's absolute path ("" for -e and stdin)
	// finished are the imported files read to their end, in that order:
	// each after the files it imports.
	finished []*source.File
}

func newPreproc(f *source.File, defines map[string]string, errf, warnf func(source.Span, string, ...any)) *preproc {
	pp := &preproc{script: f, errf: errf, warnf: warnf, budget: maxExpansion}
	pp.in = &input{file: f, lex: newLexer(f.Text, 0, len(f.Text), errf)}
	pp.exp = &expander{macros: map[string]*macro{}, errf: errf, budget: &pp.budget, complain: &pp.complain}
	pp.exp.base = pp.fromLexer
	names := make([]string, 0, len(defines))
	for name := range defines {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		v := defines[name]
		l := newLexer(v, 0, len(v), func(source.Span, string, ...any) {})
		l.lineStart = false
		m := &macro{name: name}
		for t := l.next(false); t.Kind != EOF; t = l.next(false) {
			t.Span = source.Span{}
			m.body = append(m.body, t)
		}
		pp.exp.macros[name] = m
	}
	return pp
}

// fromLexer returns the next token of the file being read; at the end of
// a header, reading goes on in the file that included it.
func (pp *preproc) fromLexer() Token {
	for {
		t := pp.in.lex.next(pp.attach && !pp.in.header)
		if t.Kind != EOF {
			t.Header = pp.in.header
			return t
		}
		pp.fromLexerEOF()
		if len(pp.stack) == 0 {
			return t
		}
		if pp.in.abs != "" {
			pp.finished = append(pp.finished, pp.in.file)
		}
		pp.in = pp.stack[len(pp.stack)-1]
		pp.stack = pp.stack[:len(pp.stack)-1]
	}
}

// next returns the next token for the parser, in attach mode if asked
// (attach mode only matters for tokens read fresh from the source).
func (pp *preproc) next(attach bool) Token {
	pp.attach = attach
	defer func() { pp.attach = false }()
	for {
		t := pp.exp.raw()
		switch t.Kind {
		case DIRECTIVE:
			pp.directiveAndSkip(t)
			continue
		case IDENT:
			if pp.exp.expand(t, pp.directiveAndSkip) {
				continue
			}
		}
		return t
	}
}

func (pp *preproc) active() bool {
	return len(pp.in.conds) == 0 || pp.in.conds[len(pp.in.conds)-1].active
}

// directiveAndSkip interprets a directive, then skips whatever an inactive
// conditional hides.
func (pp *preproc) directiveAndSkip(t Token) {
	pp.directive(t)
	for !pp.active() {
		d := pp.in.lex.skipToDirective()
		if d.Kind == EOF {
			pp.fromLexerEOF()
			return
		}
		pp.directive(d)
	}
}

// fromLexerEOF reports the #ifs left open at the end of a file.
func (pp *preproc) fromLexerEOF() {
	if len(pp.in.conds) > 0 {
		c := pp.in.conds[0]
		pp.errf(c.span, "unterminated #%s", c.kind)
		pp.in.conds = nil
	}
}

// text returns the source text of span, in the file being read.
func (pp *preproc) text(lo, hi source.Pos) string {
	f := pp.in.file
	return f.Text[f.Offset(lo):f.Offset(hi)]
}

// lexLine splits a directive into tokens, reporting lexical errors only if
// asked: the text of #error, #include or a skipped line is not C tokens.
func (pp *preproc) lexLine(t Token, report bool) []Token {
	f := pp.in.file
	lo, hi := f.Offset(t.Span.Lo), f.Offset(t.Span.Hi)
	errf := pp.errf
	if !report {
		errf = nil
	}
	l := newLexer(f.Text, lo, hi, errf)
	l.lineStart = false
	l.base = f.Base()
	var toks []Token
	for {
		x := l.next(false)
		if x.Kind == EOF {
			return toks
		}
		toks = append(toks, x)
	}
}

func isName(t Token) bool {
	return t.Kind == IDENT || t.Kind > keywordBeg && t.Kind < keywordEnd
}

func (pp *preproc) directive(t Token) {
	toks := pp.lexLine(t, false)
	if len(toks) < 2 {
		return // "#" alone is allowed
	}
	name := toks[1]
	if !isName(name) {
		if pp.active() {
			pp.errf(name.Span, "expected preprocessor directive, found %s", name.describe())
		}
		return
	}
	switch name.Text {
	case "define", "undef", "if", "ifdef", "ifndef", "elif":
		if pp.active() || name.Text == "elif" {
			toks = pp.lexLine(t, true)
		}
	}
	rest := toks[2:]
	switch name.Text {
	case "if", "ifdef", "ifndef":
		c := cond{span: source.Join(toks[0].Span, name.Span), kind: name.Text, parentActive: pp.active()}
		if c.parentActive {
			c.active = pp.condition(name, rest)
			c.taken = c.active
		} else {
			c.taken = true
		}
		pp.in.conds = append(pp.in.conds, c)
		return
	case "elif", "else", "endif":
		if len(pp.in.conds) == 0 {
			pp.errf(t.Span, "#%s without #if", name.Text)
			return
		}
		c := &pp.in.conds[len(pp.in.conds)-1]
		switch name.Text {
		case "endif":
			pp.in.conds = pp.in.conds[:len(pp.in.conds)-1]
		case "else":
			if c.sawElse {
				pp.errf(t.Span, "#else after #else")
			}
			c.sawElse = true
			c.active = c.parentActive && !c.taken
			c.taken = true
		case "elif":
			if c.sawElse {
				pp.errf(t.Span, "#elif after #else")
			}
			if c.parentActive && !c.taken {
				c.active = pp.condition(name, rest)
				c.taken = c.active
			} else {
				c.active = false
			}
		}
		return
	}
	if !pp.active() {
		return
	}
	switch name.Text {
	case "define":
		pp.define(name, rest)
	case "undef":
		if len(rest) == 0 || !isName(rest[0]) {
			pp.errf(name.Span, "expected macro name after #undef")
			return
		}
		delete(pp.exp.macros, rest[0].Text)
	case "include":
		pp.include(t, name)
	case "error":
		pp.errf(t.Span, "#error %s", strings.TrimSpace(pp.text(name.Span.Hi, t.Span.Hi)))
	case "warning":
		pp.warnf(t.Span, "#warning %s", strings.TrimSpace(pp.text(name.Span.Hi, t.Span.Hi)))
	case "pragma", "line", "ident":
		// Ignored.
	default:
		pp.errf(name.Span, "unknown preprocessor directive #%s", name.Text)
	}
}

func (pp *preproc) define(name Token, rest []Token) {
	if len(rest) == 0 || !isName(rest[0]) {
		at := name.Span
		if len(rest) > 0 {
			at = rest[0].Span
		}
		pp.errf(at, "expected macro name after #define")
		return
	}
	m := &macro{name: rest[0].Text}
	body := rest[1:]
	if len(body) > 0 && body[0].Kind == LPAREN && body[0].Span.Lo == rest[0].Span.Hi {
		m.funcLike = true
		i := 1
		for {
			if i >= len(body) {
				pp.errf(rest[0].Span, "unterminated parameter list of macro %q", m.name)
				return
			}
			if body[i].Kind == RPAREN && len(m.params) == 0 {
				i++
				break
			}
			if !isName(body[i]) {
				pp.errf(body[i].Span, "expected parameter name, found %s", body[i].describe())
				return
			}
			m.params = append(m.params, body[i].Text)
			i++
			if i < len(body) && body[i].Kind == RPAREN {
				i++
				break
			}
			if i >= len(body) || body[i].Kind != COMMA {
				at := rest[0].Span
				if i < len(body) {
					at = body[i].Span
				}
				pp.errf(at, "expected \",\" or \")\" in macro parameters")
				return
			}
			i++
		}
		body = body[i:]
	}
	m.body = body
	pp.exp.macros[m.name] = m
}

// condition evaluates the condition of #if, #ifdef, #ifndef or #elif.
func (pp *preproc) condition(name Token, rest []Token) bool {
	if name.Text == "ifdef" || name.Text == "ifndef" {
		if len(rest) == 0 || !isName(rest[0]) {
			pp.errf(name.Span, "expected macro name after #%s", name.Text)
			return false
		}
		_, ok := pp.exp.macros[rest[0].Text]
		return ok == (name.Text == "ifdef")
	}
	if len(rest) == 0 {
		pp.errf(name.Span, "expected expression after #%s", name.Text)
		return false
	}
	// Replace defined(X) and defined X first, then expand macros.
	var toks []Token
	for i := 0; i < len(rest); i++ {
		t := rest[i]
		if t.Kind == IDENT && t.Text == "defined" {
			j := i + 1
			paren := j < len(rest) && rest[j].Kind == LPAREN
			if paren {
				j++
			}
			if j >= len(rest) || !isName(rest[j]) {
				pp.errf(t.Span, "expected macro name after defined")
				return false
			}
			_, ok := pp.exp.macros[rest[j].Text]
			if paren {
				j++
				if j >= len(rest) || rest[j].Kind != RPAREN {
					pp.errf(t.Span, "expected \")\" after defined(%s", rest[j-1].Text)
					return false
				}
			}
			v := "0"
			if ok {
				v = "1"
			}
			toks = append(toks, Token{Kind: INT, Text: v, Span: t.Span})
			i = j
			continue
		}
		toks = append(toks, t)
	}
	toks = pp.exp.expandList(toks)
	ev := &condEval{toks: toks}
	v, ok := ev.ternary()
	if !ok || ev.i != len(ev.toks) {
		pp.errf(source.Join(rest[0].Span, rest[len(rest)-1].Span), "invalid #%s expression", name.Text)
		return false
	}
	return v != 0
}

// condEval evaluates an #if expression: integers, ! ~ - +, the C binary
// operators, ?:, parentheses. Unknown names are 0.
type condEval struct {
	toks []Token
	i    int
}

func (ev *condEval) peek() Kind {
	if ev.i < len(ev.toks) {
		return ev.toks[ev.i].Kind
	}
	return EOF
}

func (ev *condEval) ternary() (int64, bool) {
	c, ok := ev.binary(1)
	if !ok || ev.peek() != QUESTION {
		return c, ok
	}
	ev.i++
	x, ok1 := ev.ternary()
	if ev.peek() != COLON {
		return 0, false
	}
	ev.i++
	y, ok2 := ev.ternary()
	if c != 0 {
		return x, ok1 && ok2
	}
	return y, ok1 && ok2
}

func (ev *condEval) binary(minPrec int) (int64, bool) {
	x, ok := ev.unary()
	if !ok {
		return 0, false
	}
	for {
		k := ev.peek()
		prec := binaryPrec[k]
		if prec == 0 || prec < minPrec {
			return x, true
		}
		ev.i++
		y, ok := ev.binary(prec + 1)
		if !ok {
			return 0, false
		}
		x = evalBinary(k, x, y)
	}
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func evalBinary(k Kind, x, y int64) int64 {
	switch k {
	case LOR:
		return b2i(x != 0 || y != 0)
	case LAND:
		return b2i(x != 0 && y != 0)
	case PIPE:
		return x | y
	case CARET:
		return x ^ y
	case AMP:
		return x & y
	case EQ:
		return b2i(x == y)
	case NE:
		return b2i(x != y)
	case LT:
		return b2i(x < y)
	case LE:
		return b2i(x <= y)
	case GT:
		return b2i(x > y)
	case GE:
		return b2i(x >= y)
	case SHL:
		return x << uint64(y&63)
	case SHR:
		return x >> uint64(y&63)
	case PLUS:
		return x + y
	case MINUS:
		return x - y
	case STAR:
		return x * y
	case SLASH:
		if y == 0 {
			return 0
		}
		return x / y
	case PERCENT:
		if y == 0 {
			return 0
		}
		return x % y
	}
	return 0
}

func (ev *condEval) unary() (int64, bool) {
	if ev.i >= len(ev.toks) {
		return 0, false
	}
	t := ev.toks[ev.i]
	ev.i++
	switch t.Kind {
	case NOT:
		v, ok := ev.unary()
		return b2i(v == 0), ok
	case TILDE:
		v, ok := ev.unary()
		return ^v, ok
	case MINUS:
		v, ok := ev.unary()
		return -v, ok
	case PLUS:
		return ev.unary()
	case LPAREN:
		v, ok := ev.ternary()
		if !ok || ev.peek() != RPAREN {
			return 0, false
		}
		ev.i++
		return v, true
	case INT:
		v, err := parseInt(t.Text)
		return int64(v), err == nil
	case CHAR:
		return int64(t.Val[0]), true
	case TRUE:
		return 1, true
	case IDENT, FALSE:
		return 0, true
	}
	if isName(t) {
		return 0, true
	}
	return 0, false
}
