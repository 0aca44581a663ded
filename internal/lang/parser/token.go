package parser

import (
	"strconv"

	"sonde/internal/lang/source"
)

// Kind is the kind of a token.
type Kind int

// Token kinds. Operators and punctuation are named after what they look like.
const (
	EOF        Kind = iota
	ILLEGAL         // a character that starts no token (already reported)
	DIRECTIVE       // a whole preprocessor line, "#define X 1"
	ATTACH          // an attach point, "kprobe:vfs_read"
	IDENT           // pid
	INT             // 42, 0x2a, 1_000, 1e6
	CHAR            // 'a'
	STRING          // "text"
	VAR             // $x
	POSITIONAL      // $1, $#
	MAP             // @x, @

	LPAREN   // (
	RPAREN   // )
	LBRACE   // {
	RBRACE   // }
	LBRACK   // [
	RBRACK   // ]
	COMMA    // ,
	SEMI     // ;
	COLON    // :
	DOT      // .
	DOTDOT   // ..
	ARROW    // ->
	QUESTION // ?
	HASH     // # (not at the start of a line)
	HASHHASH // ##

	ASSIGN     // =
	ADD_ASSIGN // +=
	SUB_ASSIGN // -=
	MUL_ASSIGN // *=
	DIV_ASSIGN // /=
	MOD_ASSIGN // %=
	AND_ASSIGN // &=
	OR_ASSIGN  // |=
	XOR_ASSIGN // ^=
	SHL_ASSIGN // <<=
	SHR_ASSIGN // >>=

	PLUS    // +
	MINUS   // -
	STAR    // *
	SLASH   // /
	PERCENT // %
	AMP     // &
	PIPE    // |
	CARET   // ^
	TILDE   // ~
	NOT     // !
	LT      // <
	GT      // >
	LE      // <=
	GE      // >=
	EQ      // ==
	NE      // !=
	SHL     // <<
	SHR     // >>
	LAND    // &&
	LOR     // ||
	INC     // ++
	DEC     // --

	keywordBeg
	IF
	ELSE
	UNROLL
	WHILE
	FOR
	BREAK
	CONTINUE
	RETURN
	LET
	CONFIG
	MACRO
	SIZEOF
	OFFSETOF
	TRUE
	FALSE
	STRUCT
	UNION
	ENUM
	keywordEnd
)

var kindText = map[Kind]string{
	EOF: "end of input", ILLEGAL: "illegal", DIRECTIVE: "directive", ATTACH: "attach point",
	IDENT: "identifier", INT: "integer", CHAR: "character", STRING: "string",
	VAR: "variable", POSITIONAL: "positional parameter", MAP: "map",
	LPAREN: "(", RPAREN: ")", LBRACE: "{", RBRACE: "}", LBRACK: "[", RBRACK: "]",
	COMMA: ",", SEMI: ";", COLON: ":", DOT: ".", DOTDOT: "..", ARROW: "->", QUESTION: "?",
	HASH: "#", HASHHASH: "##",
	ASSIGN: "=", ADD_ASSIGN: "+=", SUB_ASSIGN: "-=", MUL_ASSIGN: "*=", DIV_ASSIGN: "/=",
	MOD_ASSIGN: "%=", AND_ASSIGN: "&=", OR_ASSIGN: "|=", XOR_ASSIGN: "^=", SHL_ASSIGN: "<<=",
	SHR_ASSIGN: ">>=",
	PLUS:       "+", MINUS: "-", STAR: "*", SLASH: "/", PERCENT: "%", AMP: "&", PIPE: "|", CARET: "^",
	TILDE: "~", NOT: "!", LT: "<", GT: ">", LE: "<=", GE: ">=", EQ: "==", NE: "!=", SHL: "<<",
	SHR: ">>", LAND: "&&", LOR: "||", INC: "++", DEC: "--",
	IF: "if", ELSE: "else", UNROLL: "unroll", WHILE: "while", FOR: "for", BREAK: "break",
	CONTINUE: "continue", RETURN: "return", LET: "let", CONFIG: "config", MACRO: "macro",
	SIZEOF: "sizeof", OFFSETOF: "offsetof", TRUE: "true", FALSE: "false", STRUCT: "struct",
	UNION: "union", ENUM: "enum",
}

func (k Kind) String() string {
	if s, ok := kindText[k]; ok {
		return s
	}
	return "token(" + strconv.Itoa(int(k)) + ")"
}

var keywords = func() map[string]Kind {
	m := map[string]Kind{}
	for k := keywordBeg + 1; k < keywordEnd; k++ {
		m[kindText[k]] = k
	}
	return m
}()

// Token is one lexical token. Text is the source text as written (for
// STRING, Val holds the decoded value).
type Token struct {
	Kind Kind
	Text string
	Val  string
	Span source.Span
	// Expanded is set on tokens that came out of a macro expansion; their
	// Span is the macro use.
	Expanded bool
	// Header is set on tokens read from an #included header (or, out of
	// a macro expansion, used there): C declarations, not the script.
	Header bool
}

// describe names a token in "found X" messages.
func (t Token) describe() string {
	switch t.Kind {
	case EOF:
		return "end of input"
	case STRING:
		return "string " + t.Text
	case DIRECTIVE:
		return "preprocessor directive"
	}
	return strconv.Quote(t.Text)
}
