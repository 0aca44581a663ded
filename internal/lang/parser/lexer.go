package parser

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"sonde/internal/lang/source"
)

// lexer turns source text into tokens. It knows two modes: the normal one,
// and the attach-point mode the parser asks for where a probe may start, in
// which the raw text of an attach point ("uprobe:/bin/sh:main") is one token.
//
// Preprocessor lines (a '#' first on a line) come out whole as DIRECTIVE
// tokens; the preprocessor (preproc.go) interprets them.
type lexer struct {
	src       string
	off, end  int
	lineStart bool // only blanks and comments since the last newline
	base      int  // the file's base among its set's positions (source.File.Base)
	errf      func(span source.Span, format string, args ...any)
}

func newLexer(src string, lo, hi int, errf func(source.Span, string, ...any)) *lexer {
	l := &lexer{src: src, off: lo, end: hi, lineStart: true, errf: errf}
	if lo == 0 && strings.HasPrefix(src, "\uFEFF") {
		l.off = len("\uFEFF") // a UTF-8 byte order mark
	}
	if lo == 0 && strings.HasPrefix(src[l.off:l.end], "#!") {
		for l.off < l.end && l.src[l.off] != '\n' {
			l.off++
		}
	}
	return l
}

func (l *lexer) span(lo, hi int) source.Span {
	return source.Span{Lo: source.Pos(l.base + lo + 1), Hi: source.Pos(l.base + hi + 1)}
}

func (l *lexer) peekByte(i int) byte {
	if l.off+i < l.end {
		return l.src[l.off+i]
	}
	return 0
}

func (l *lexer) errorf(lo, hi int, format string, args ...any) {
	if l.errf != nil {
		l.errf(l.span(lo, hi), format, args...)
	}
}

// skipSpace skips blanks, line continuations and comments.
func (l *lexer) skipSpace() {
	for l.off < l.end {
		c := l.src[l.off]
		switch {
		case c == '\n':
			l.off++
			l.lineStart = true
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			l.off++
		case c == '\\' && l.peekByte(1) == '\n':
			l.off += 2
		case c == '\\' && l.peekByte(1) == '\r' && l.peekByte(2) == '\n':
			l.off += 3
		case c == '/' && l.peekByte(1) == '/':
			for l.off < l.end && l.src[l.off] != '\n' {
				l.off++
			}
		case c == '/' && l.peekByte(1) == '*':
			lo := l.off
			i := strings.Index(l.src[l.off+2:l.end], "*/")
			if i < 0 {
				l.errorf(lo, lo+2, "unterminated comment")
				l.off = l.end
				return
			}
			if strings.Contains(l.src[l.off:l.off+2+i], "\n") {
				l.lineStart = true
			}
			l.off += i + 4
		default:
			return
		}
	}
}

// directive scans a preprocessor line starting at '#', with its continuation
// lines, and returns it as one token.
func (l *lexer) directive() Token {
	lo := l.off
	for l.off < l.end {
		c := l.src[l.off]
		if c == '\n' {
			break
		}
		if c == '\\' && l.peekByte(1) == '\n' {
			l.off += 2
			continue
		}
		if c == '/' && l.peekByte(1) == '*' {
			// A block comment may run past the end of the line.
			i := strings.Index(l.src[l.off+2:l.end], "*/")
			if i < 0 {
				l.off = l.end
				break
			}
			l.off += i + 4
			continue
		}
		l.off++
	}
	hi := l.off
	for hi > lo && (l.src[hi-1] == '\r' || l.src[hi-1] == ' ' || l.src[hi-1] == '\t') {
		hi--
	}
	l.lineStart = false
	return Token{Kind: DIRECTIVE, Text: l.src[lo:hi], Span: l.span(lo, hi)}
}

// skipToDirective skips text up to the next preprocessor line (used inside
// #if 0 and friends) and returns it, or EOF.
func (l *lexer) skipToDirective() Token {
	for l.off < l.end {
		// At the start of a line: look for blanks then '#'.
		i := l.off
		for i < l.end && (l.src[i] == ' ' || l.src[i] == '\t') {
			i++
		}
		if (l.lineStart || l.off == 0) && i < l.end && l.src[i] == '#' {
			l.off = i
			return l.directive()
		}
		for l.off < l.end && l.src[l.off] != '\n' {
			l.off++
		}
		if l.off < l.end {
			l.off++
			l.lineStart = true
		}
	}
	return Token{Kind: EOF, Span: l.span(l.end, l.end)}
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }

// isAttachByte reports whether c may appear in an attach point outside quotes.
func isAttachByte(c byte) bool {
	return isLetter(c) || isDigit(c) || strings.IndexByte("-./*:+?[]$@~#", c) >= 0
}

// topKeywords are the words that begin a top-level item other than a probe.
var topKeywords = map[string]Kind{"config": CONFIG, "macro": MACRO, "struct": STRUCT, "union": UNION, "enum": ENUM}

// next returns the next token. In attach mode a word made of attach-point
// characters is returned as one ATTACH token.
func (l *lexer) next(attach bool) Token {
	l.skipSpace()
	if l.off >= l.end {
		return Token{Kind: EOF, Span: l.span(l.end, l.end)}
	}
	if l.lineStart && l.src[l.off] == '#' {
		return l.directive()
	}
	l.lineStart = false
	c := l.src[l.off]
	if attach && (isLetter(c) || isDigit(c) || c == '*') {
		return l.attachPoint()
	}
	lo := l.off
	tok := func(k Kind, n int) Token {
		l.off += n
		return Token{Kind: k, Text: l.src[lo:l.off], Span: l.span(lo, l.off)}
	}
	switch {
	case isLetter(c):
		for l.off < l.end && (isLetter(l.src[l.off]) || isDigit(l.src[l.off])) {
			l.off++
		}
		t := Token{Kind: IDENT, Text: l.src[lo:l.off], Span: l.span(lo, l.off)}
		if k, ok := keywords[t.Text]; ok {
			t.Kind = k
		}
		return t
	case isDigit(c):
		// The whole run of letters and digits; the parser checks its form.
		for l.off < l.end && (isLetter(l.src[l.off]) || isDigit(l.src[l.off])) {
			l.off++
		}
		return Token{Kind: INT, Text: l.src[lo:l.off], Span: l.span(lo, l.off)}
	case c == '"':
		return l.stringLit()
	case c == '\'':
		return l.charLit()
	case c == '$':
		l.off++
		switch d := l.peekByte(0); {
		case d == '#':
			return tok(POSITIONAL, 1)
		case isDigit(d):
			for l.off < l.end && isDigit(l.src[l.off]) {
				l.off++
			}
			return Token{Kind: POSITIONAL, Text: l.src[lo:l.off], Span: l.span(lo, l.off)}
		case isLetter(d):
			for l.off < l.end && (isLetter(l.src[l.off]) || isDigit(l.src[l.off])) {
				l.off++
			}
			return Token{Kind: VAR, Text: l.src[lo:l.off], Span: l.span(lo, l.off)}
		}
		l.errorf(lo, l.off, "expected variable name after \"$\"")
		return Token{Kind: ILLEGAL, Text: "$", Span: l.span(lo, l.off)}
	case c == '@':
		l.off++
		for l.off < l.end && (isLetter(l.src[l.off]) || isDigit(l.src[l.off])) {
			l.off++
		}
		return Token{Kind: MAP, Text: l.src[lo:l.off], Span: l.span(lo, l.off)}
	}
	// Operators: longest match first.
	for _, op := range operatorsByByte[c] {
		if strings.HasPrefix(l.src[l.off:l.end], op.text) {
			return tok(op.kind, len(op.text))
		}
	}
	r, n := utf8.DecodeRuneInString(l.src[l.off:l.end])
	l.off += n
	if r == utf8.RuneError && n == 1 {
		l.errorf(lo, l.off, "invalid byte %#x", l.src[lo])
	} else {
		l.errorf(lo, l.off, "invalid character %q", r)
	}
	return Token{Kind: ILLEGAL, Text: l.src[lo:l.off], Span: l.span(lo, l.off)}
}

var operators = []operator{
	{"<<=", SHL_ASSIGN}, {">>=", SHR_ASSIGN},
	{"+=", ADD_ASSIGN}, {"-=", SUB_ASSIGN}, {"*=", MUL_ASSIGN}, {"/=", DIV_ASSIGN},
	{"%=", MOD_ASSIGN}, {"&=", AND_ASSIGN}, {"|=", OR_ASSIGN}, {"^=", XOR_ASSIGN},
	{"==", EQ}, {"!=", NE}, {"<=", LE}, {">=", GE}, {"<<", SHL}, {">>", SHR},
	{"&&", LAND}, {"||", LOR}, {"++", INC}, {"--", DEC}, {"->", ARROW}, {"..", DOTDOT},
	{"##", HASHHASH},
	{"(", LPAREN}, {")", RPAREN}, {"{", LBRACE}, {"}", RBRACE}, {"[", LBRACK}, {"]", RBRACK},
	{",", COMMA}, {";", SEMI}, {":", COLON}, {".", DOT}, {"?", QUESTION}, {"#", HASH},
	{"=", ASSIGN}, {"+", PLUS}, {"-", MINUS}, {"*", STAR}, {"/", SLASH}, {"%", PERCENT},
	{"&", AMP}, {"|", PIPE}, {"^", CARET}, {"~", TILDE}, {"!", NOT}, {"<", LT}, {">", GT},
}

type operator struct {
	text string
	kind Kind
}

// operatorsByByte lists the operators by their first byte, longest first.
var operatorsByByte = func() (m [256][]operator) {
	for _, op := range operators {
		m[op.text[0]] = append(m[op.text[0]], op)
	}
	return m
}()

// pathGlob reports whether the "/*" at the current offset is a wildcard in
// a path ("uprobe:./bin/*:main", as bpftrace reads it) rather than the
// start of a comment: attach-point characters follow it, and no "*/" ends
// it before the next space.
func (l *lexer) pathGlob() bool {
	rest := l.src[l.off+2 : l.end]
	if rest == "" || !isAttachByte(rest[0]) {
		return false
	}
	if i := strings.IndexFunc(rest, func(r rune) bool { return r == ' ' || r == '\t' || r == '\n' }); i >= 0 {
		rest = rest[:i]
	}
	return !strings.Contains(rest, "*/")
}

// attachPoint scans one attach point: letters, digits and -./*:+?[]$@~#,
// backslash escapes and "quoted" segments (anything but a newline). A '/'
// belongs to it only after a ':', so "BEGIN/pid/" still has a predicate.
func (l *lexer) attachPoint() Token {
	lo := l.off
	colon := false
	for l.off < l.end {
		c := l.src[l.off]
		if c == '"' {
			start := l.off
			l.off++
			for l.off < l.end && l.src[l.off] != '"' && l.src[l.off] != '\n' {
				if l.src[l.off] == '\\' && l.off+1 < l.end && l.src[l.off+1] != '\n' {
					l.off++
				}
				l.off++
			}
			if l.off >= l.end || l.src[l.off] != '"' {
				l.errorf(start, l.off, "unterminated string in attach point")
				break
			}
			l.off++
			continue
		}
		if c == '\\' && l.off+1 < l.end && l.src[l.off+1] != '\n' {
			l.off += 2 // an escaped character, as in bpftrace
			continue
		}
		if c == '/' && !colon {
			break
		}
		if c == '/' && l.peekByte(1) == '/' || c == '/' && l.peekByte(1) == '*' && !l.pathGlob() {
			break // a comment
		}
		if !isAttachByte(c) {
			break
		}
		if c == ':' {
			colon = true
		}
		l.off++
	}
	t := Token{Kind: ATTACH, Text: l.src[lo:l.off], Span: l.span(lo, l.off)}
	if k, ok := topKeywords[t.Text]; ok {
		t.Kind = k
	}
	return t
}

// stringLit scans "..." and decodes its escapes into Val.
func (l *lexer) stringLit() Token {
	lo := l.off
	l.off++
	var b strings.Builder
	for {
		if l.off >= l.end || l.src[l.off] == '\n' {
			l.errorf(lo, l.off, "unterminated string literal")
			break
		}
		c := l.src[l.off]
		if c == '"' {
			l.off++
			break
		}
		if c == '\\' {
			l.escape(&b)
			continue
		}
		b.WriteByte(c)
		l.off++
	}
	return Token{Kind: STRING, Text: l.src[lo:l.off], Val: b.String(), Span: l.span(lo, l.off)}
}

// charLit scans 'c' (with the string escapes); Val holds the one byte.
func (l *lexer) charLit() Token {
	lo := l.off
	l.off++
	var b strings.Builder
	for {
		if l.off >= l.end || l.src[l.off] == '\n' {
			l.errorf(lo, l.off, "unterminated character literal")
			break
		}
		c := l.src[l.off]
		if c == '\'' {
			l.off++
			break
		}
		if c == '\\' {
			l.escape(&b)
			continue
		}
		b.WriteByte(c)
		l.off++
	}
	t := Token{Kind: CHAR, Text: l.src[lo:l.off], Val: b.String(), Span: l.span(lo, l.off)}
	if len(t.Val) != 1 {
		l.errorf(lo, l.off, "character literal must hold exactly one character")
		t.Val = "\x00"
	}
	return t
}

// escape decodes one backslash escape at l.off into b.
func (l *lexer) escape(b *strings.Builder) {
	lo := l.off
	l.off++ // the backslash
	if l.off >= l.end {
		return
	}
	c := l.src[l.off]
	l.off++
	switch c {
	case 'n':
		b.WriteByte('\n')
	case 't':
		b.WriteByte('\t')
	case 'r':
		b.WriteByte('\r')
	case 'a':
		b.WriteByte('\a')
	case 'b':
		b.WriteByte('\b')
	case 'f':
		b.WriteByte('\f')
	case 'v':
		b.WriteByte('\v')
	case 'e':
		b.WriteByte(0x1b)
	case '\\', '"', '\'', '?':
		b.WriteByte(c)
	case 'x':
		v, n := 0, 0
		for n < 2 && l.off < l.end && hexVal(l.src[l.off]) >= 0 {
			v = v*16 + hexVal(l.src[l.off])
			l.off++
			n++
		}
		if n == 0 {
			l.errorf(lo, l.off, "invalid escape sequence \"\\x\": expected hex digits")
			return
		}
		b.WriteByte(byte(v))
	case '0', '1', '2', '3', '4', '5', '6', '7':
		v, n := int(c-'0'), 1
		for n < 3 && l.off < l.end && l.src[l.off] >= '0' && l.src[l.off] <= '7' {
			v = v*8 + int(l.src[l.off]-'0')
			l.off++
			n++
		}
		if v > 255 {
			l.errorf(lo, l.off, "octal escape %q out of range", l.src[lo:l.off])
		}
		b.WriteByte(byte(v))
	case '\n':
		// A line continuation inside a string.
	default:
		l.errorf(lo, l.off, "invalid escape sequence %q", l.src[lo:l.off])
		b.WriteByte(c)
	}
}

func hexVal(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

// Tokens returns every token of a file, as `sonde -d tokens` prints them,
// without preprocessing (directives come out as DIRECTIVE tokens). The mode
// switch into attach points follows the same rule as the parser's, roughly:
// at the top level, after a '}' that closes the outermost brace, a ',',
// or the '=' after a probe's name.
func Tokens(f *source.File) ([]Token, source.Diagnostics) {
	var diags source.Diagnostics
	l := newLexer(f.Text, 0, len(f.Text), func(s source.Span, format string, args ...any) {
		diags.Errorf(s, format, args...)
	})
	var toks []Token
	depth, attach := 0, true
	for {
		t := l.next(attach && depth == 0)
		toks = append(toks, t)
		switch t.Kind {
		case EOF:
			return toks, diags
		case LBRACE:
			depth++
		case RBRACE:
			depth--
			if depth < 0 {
				depth = 0
			}
		}
		attach = depth == 0 && (t.Kind == RBRACE || t.Kind == COMMA || t.Kind == SEMI || t.Kind == DIRECTIVE || t.Kind == ASSIGN)
	}
}

// String formats a token for debugging: KIND "text" at offset.
func (t Token) String() string {
	return fmt.Sprintf("%s %q", t.Kind, t.Text)
}
