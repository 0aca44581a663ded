// Package parser turns bpftrace-language source into an ast.Program.
//
// Three layers, each pulling from the next: the parser (this file and
// expr.go) asks the preprocessor (preproc.go) for tokens, which asks the
// lexer (lexer.go). The parser tells the lexer where a probe may start, so
// that an attach point such as uprobe:/bin/bash:readline comes out as one
// raw token.
//
// Like go/parser, the parser never stops at the first error: it reports
// "expected X, found Y", puts a Bad node in the tree, skips to the next
// ';', '}' or probe, and goes on, keeping at most one error per line and
// Options.MaxErrors in all.
//
// It imports only lang/ast and lang/source: the parser knows nothing of
// probes, types or the kernel.
package parser

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
)

// Options control parsing.
type Options struct {
	// Defines are predefined object-like macros, name to replacement text,
	// e.g. {"BPFTRACE_HAVE_BTF": "1"}.
	Defines map[string]string
	// Includes are files included before the script, as if it began with
	// #include <FILE> for each (--include FILE).
	Includes []string
	// IncludeDirs are the -I directories, searched for headers.
	IncludeDirs []string
	// ScriptDir is the script's directory, searched for "FILE" headers
	// after the current directory ("" for none).
	ScriptDir string
	// MaxErrors bounds the errors reported (default 10).
	MaxErrors int
}

// Parse parses a whole script. It always returns a Program (partial if
// there were errors) and the diagnostics, sorted by position.
func Parse(f *source.File, opts Options) (prog *ast.Program, diags source.Diagnostics) {
	p := &parser{file: f, maxErrors: opts.MaxErrors, errLines: map[source.Position]bool{}}
	if p.maxErrors <= 0 {
		p.maxErrors = 10
	}
	p.pp = newPreproc(f, opts.Defines, p.errorf, p.warnf)
	p.pp.search = searchPath{dirs: opts.IncludeDirs, scriptDir: opts.ScriptDir}
	// --include FILE is #include "FILE" before the script (bpftrace
	// 0.17's clang looks for it in the current directory too). The last
	// one is read first: each pushes its header over the ones before.
	script := p.pp.in
	for i := len(opts.Includes) - 1; i >= 0; i-- {
		p.pp.includeFile(&ast.Include{Path: opts.Includes[i]}, source.Span{}, script)
	}
	slices.Reverse(p.pp.includes) // recorded in the order given
	p.prog = &ast.Program{Span: source.Span{Lo: f.Pos(0), Hi: f.Pos(len(f.Text))}}
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
		}
		p.prog.Includes = p.pp.includes
		p.diags.Sort()
		prog, diags = p.prog, p.diags
	}()
	p.parseProgram()
	p.importsFirst()
	return
}

// importsFirst orders the probes of imported files before the probes of
// the files that import them, wherever the import stands, as newest
// bpftrace does (docs/language.md, "begin/end": "if A depends on B, then B
// will have both its begin and end probes executed first"): each file's
// probes follow those of the files it imports, which are read to their
// end first; the order within a file stays.
func (p *parser) importsFirst() {
	if len(p.pp.finished) == 0 {
		return
	}
	rank := map[*source.File]int{}
	for i, f := range p.pp.finished {
		rank[f] = i
	}
	of := func(pr *ast.Probe) int {
		if r, ok := rank[p.file.FileOf(pr.Span.Lo)]; ok {
			return r
		}
		return len(p.pp.finished) // the script's own
	}
	sort.SliceStable(p.prog.Probes, func(i, j int) bool { return of(p.prog.Probes[i]) < of(p.prog.Probes[j]) })
}

// bailout stops parsing after too many errors.
type bailout struct{}

type parser struct {
	file      *source.File
	pp        *preproc
	prog      *ast.Program
	tok       Token   // current token
	ahead     []Token // tokens peeked past tok
	prevKind  Kind    // kind of the token before tok
	diags     source.Diagnostics
	maxErrors int
	nerrors   int
	errLines  map[source.Position]bool // lines (Col 0) with an error
	errSeq    int                      // errors seen, including those not recorded
	typedefs  map[string]bool          // names typedef'd by the headers
	inPred    bool                     // parsing /predicate/ outside any brackets
	nest      int                      // recursion depth, bounded by maxNest
}

// maxNest bounds how deeply expressions and blocks nest, so that no input
// can overflow the stack.
const maxNest = 1000

// enter counts one level of recursion; the caller defers p.leave().
func (p *parser) enter() {
	p.nest++
	if p.nest > maxNest {
		p.errSeq++
		p.diags.Errorf(p.tok.Span, "program nested too deeply")
		panic(bailout{})
	}
}

func (p *parser) leave() { p.nest-- }

func (p *parser) errorf(span source.Span, format string, args ...any) {
	p.report(span, format, args...)
}

// report records an error unless its line has one already, and returns it
// (nil if dropped) so that a help can be added. After MaxErrors it stops
// the parse (the panic is recovered in Parse).
func (p *parser) report(span source.Span, format string, args ...any) *source.Diagnostic {
	p.errSeq++
	line := p.file.Position(span.Lo)
	line.Col, line.LineOffset = 0, 0
	if p.errLines[line] {
		return nil
	}
	if p.nerrors >= p.maxErrors {
		panic(bailout{})
	}
	p.errLines[line] = true
	p.nerrors++
	return p.diags.Errorf(span, format, args...)
}

func (p *parser) warnf(span source.Span, format string, args ...any) {
	p.diags.Warnf(span, format, args...)
}

// errorExpected reports "expected what, found <current token>".
func (p *parser) errorExpected(what string) *source.Diagnostic {
	return p.report(p.tok.Span, "expected %s, found %s", what, p.tok.describe())
}

// next moves to the next token.
func (p *parser) next() { p.advance(false) }

// nextAttach moves to the next token, which may begin an attach point.
func (p *parser) nextAttach() { p.advance(true) }

func (p *parser) advance(attach bool) {
	p.prevKind = p.tok.Kind
	if len(p.ahead) > 0 {
		p.tok = p.ahead[0]
		p.ahead = p.ahead[1:]
		return
	}
	p.tok = p.pp.next(attach)
}

// peek returns the token i places after the current one (i >= 1).
func (p *parser) peek(i int) Token {
	for len(p.ahead) < i {
		p.ahead = append(p.ahead, p.pp.next(false))
	}
	return p.ahead[i-1]
}

// at returns the current token for i == 0, else peek(i).
func (p *parser) at(i int) Token {
	if i == 0 {
		return p.tok
	}
	return p.peek(i)
}

func quoted(k Kind) string { return strconv.Quote(k.String()) }

// expect consumes a token of kind k or reports it missing (without moving).
func (p *parser) expect(k Kind) source.Span {
	if p.tok.Kind != k {
		p.errorExpected(quoted(k))
		return source.Span{Lo: p.tok.Span.Lo, Hi: p.tok.Span.Lo}
	}
	s := p.tok.Span
	p.next()
	return s
}

// expectClose is expect for a '}' after which a probe may start.
func (p *parser) expectClose(top bool) source.Span {
	if p.tok.Kind != RBRACE {
		p.errorExpected(`"}"`)
		return source.Span{Lo: p.tok.Span.Lo, Hi: p.tok.Span.Lo}
	}
	s := p.tok.Span
	p.advance(top)
	return s
}

// ---- top level ----

func (p *parser) parseProgram() {
	p.nextAttach()
	for p.tok.Kind != EOF {
		if p.tok.Header {
			p.parseHeaderDecl()
			continue
		}
		seq := p.errSeq
		switch p.tok.Kind {
		case SEMI:
			p.nextAttach()
			continue
		case CONFIG:
			p.prog.Config = append(p.prog.Config, p.parseConfig()...)
		case MACRO:
			p.prog.Macros = append(p.prog.Macros, p.parseMacro())
		case STRUCT, UNION, ENUM:
			if d := p.parseTypeDecl(); d != nil {
				p.prog.Types = append(p.prog.Types, d)
			}
		case ATTACH:
			if p.tok.Text == "let" && p.peek(1).Kind == MAP {
				p.prog.MapDecls = append(p.prog.MapDecls, p.parseMapDecl())
				break
			}
			if p.topImport() {
				p.parseImport()
				break
			}
			if p.topFn() {
				if d := p.parseFn(); d.Body != nil {
					p.prog.Fns = append(p.prog.Fns, d)
				}
				break
			}
			p.prog.Probes = append(p.prog.Probes, p.parseProbe())
		default:
			p.errorExpected("probe")
		}
		switch p.tok.Kind {
		case ATTACH, EOF, SEMI, CONFIG, MACRO, STRUCT, UNION, ENUM:
			// The item ended where the next one can start.
		default:
			if p.errSeq != seq {
				p.syncTop()
			}
		}
	}
}

// parseMapDecl parses `let @name = kind(entries);`.
func (p *parser) parseMapDecl() *ast.MapDecl {
	d := &ast.MapDecl{Span: p.tok.Span}
	p.next()
	d.Name = p.tok.Text
	p.next()
	p.expect(ASSIGN)
	if p.tok.Kind != IDENT {
		p.errorExpected("map type, such as hash(N)")
		return d
	}
	d.Kind, d.KindSpan = p.tok.Text, p.tok.Span
	p.next()
	p.expect(LPAREN)
	d.Entries = p.parseExpr()
	p.expect(RPAREN)
	d.Span.Hi = p.tok.Span.Lo
	if p.tok.Kind != SEMI {
		p.errorExpected(`";"`)
		return d
	}
	p.nextAttach()
	return d
}

// syncTop skips to just after the '}' that closes the current top-level
// item (or to the end of the input).
func (p *parser) syncTop() {
	depth := 0
	for p.tok.Kind != EOF {
		switch p.tok.Kind {
		case LBRACE:
			depth++
		case RBRACE:
			depth--
			if depth <= 0 {
				p.nextAttach()
				return
			}
		}
		p.next()
	}
}

func (p *parser) parseProbe() *ast.Probe {
	pr := &ast.Probe{}
	if p.tok.Kind == ATTACH && isIdent(p.tok.Text) && p.peek(1).Kind == ASSIGN {
		// name=probe (newest bpftrace): a name, which nothing uses yet.
		pr.Name, pr.NameSpan = p.tok.Text, p.tok.Span
		p.next()
		p.nextAttach()
	}
	for {
		if p.tok.Kind != ATTACH {
			p.errorExpected("attach point")
			break
		}
		pr.Attach = append(pr.Attach, &ast.AttachPoint{Span: p.tok.Span, Raw: p.tok.Text})
		p.next()
		if p.tok.Kind != COMMA {
			break
		}
		p.nextAttach()
	}
	if len(pr.Attach) > 0 {
		pr.Span = pr.Attach[0].Span
	} else {
		pr.Span = p.tok.Span
	}
	if p.tok.Kind == SLASH {
		p.next()
		p.inPred = true
		pr.Pred = p.parseExpr()
		p.inPred = false
		if p.tok.Kind == SLASH {
			p.next()
		} else if d := p.errorExpected(`"/" to end the predicate`); d != nil && p.tok.Kind == ASSIGN {
			d.Help = `comparison is "=="`
		}
	}
	if p.tok.Kind != LBRACE {
		p.errorExpected(`"{"`)
		return pr
	}
	pr.Body = p.parseBlock(true)
	pr.Span = source.Join(pr.Span, pr.Body.Span)
	return pr
}

// isIdent reports whether s is an identifier: [_a-zA-Z][_a-zA-Z0-9]*.
func isIdent(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return s != ""
}

// parseConfig parses config = { key = value; ... }.
func (p *parser) parseConfig() []*ast.ConfigItem {
	p.next()
	p.expect(ASSIGN)
	if p.tok.Kind != LBRACE {
		p.errorExpected(`"{"`)
		return nil
	}
	p.next()
	var items []*ast.ConfigItem
	for p.tok.Kind != RBRACE && p.tok.Kind != EOF {
		if p.tok.Kind == SEMI {
			p.next()
			continue
		}
		if !isName(p.tok) {
			p.errorExpected("config key")
			return items
		}
		it := &ast.ConfigItem{Span: p.tok.Span, Key: p.tok.Text}
		p.next()
		if p.tok.Kind != ASSIGN {
			p.errorExpected(`"="`)
			return items
		}
		p.next()
		it.Value = p.parseExpr()
		if b, ok := it.Value.(*ast.BoolLit); ok {
			// Config values are IntLit, StrLit or Ident: true is a word here.
			it.Value = &ast.Ident{Span: b.Span, Name: strconv.FormatBool(b.Value)}
		}
		it.Span = source.Join(it.Span, span(it.Value))
		items = append(items, it)
		if p.tok.Kind != SEMI && p.tok.Kind != RBRACE {
			p.errorExpected(`";"`)
			return items
		}
	}
	p.expectClose(true)
	return items
}

// parseMacro parses macro name(a, $b, @c) { stmts; expr }.
func (p *parser) parseMacro() *ast.MacroDecl {
	m := &ast.MacroDecl{Span: p.tok.Span}
	p.next()
	if p.tok.Kind != IDENT {
		p.errorExpected("macro name")
		return m
	}
	m.Name = p.tok.Text
	p.next()
	p.expect(LPAREN)
	for p.tok.Kind != RPAREN {
		switch p.tok.Kind {
		case IDENT, VAR, MAP:
			m.Params = append(m.Params, p.tok.Text)
			p.next()
		default:
			p.errorExpected("macro parameter")
			return m
		}
		if p.tok.Kind != COMMA {
			break
		}
		p.next()
	}
	p.expect(RPAREN)
	if p.tok.Kind != LBRACE {
		p.errorExpected(`"{"`)
		return m
	}
	m.Body = p.parseBlock(true)
	m.Span = source.Join(m.Span, m.Body.Span)
	return m
}

// parseTypeDecl parses a struct, union or enum definition.
func (p *parser) parseTypeDecl() *ast.TypeDecl {
	return p.parseTypeDeclAnon(false)
}

// parseTypeDeclAnon is parseTypeDecl, where a header's typedef may leave
// the name out (the typedef names it).
func (p *parser) parseTypeDeclAnon(anon bool) *ast.TypeDecl {
	d := &ast.TypeDecl{Span: p.tok.Span, Kind: p.tok.Text}
	p.next()
	p.parseAttributes(&d.Packed, &d.Align, false)
	if p.tok.Kind == LBRACE && (anon || d.Kind == "enum") {
		// enum { A, B }; defines constants only (newer bpftrace, and 0.17).
		return p.parseTypeBody(d, true)
	}
	if p.tok.Kind != IDENT {
		if e := p.errorExpected(d.Kind + " name"); e != nil && p.tok.Kind == LBRACE {
			e.Help = "only an enum may be defined without a name here: name the " + d.Kind + ", " + d.Kind + " S { ... }"
		}
		return nil
	}
	d.Name = p.tok.Text
	p.next()
	if p.tok.Kind == SEMI {
		p.nextAttach() // a forward declaration: nothing to record
		return nil
	}
	if p.tok.Kind != LBRACE {
		p.errorExpected(`"{"`)
		return nil
	}
	return p.parseTypeBody(d, true)
}

// parseAttributes reads GCC's __attribute__((...))s after struct, after a
// definition's '}' or after a member's declarator, noting packed and
// aligned(N) (aligned alone is 16, x86-64's largest alignment); other
// attributes are skipped. top says whether a probe may follow, as after a
// definition's '}' (where the lexer reads __attribute__ as an attach point).
func (p *parser) parseAttributes(packed *bool, align *int, top bool) {
	for (p.tok.Kind == IDENT || p.tok.Kind == ATTACH) && p.tok.Text == "__attribute__" {
		if p.peek(1).Kind != LPAREN {
			p.errorf(p.tok.Span, `expected "((" after __attribute__, found %s`, p.peek(1).describe())
			p.advance(top)
			return
		}
		p.next()
		var prev Token
		name := "" // the attribute being read
		for depth := 0; ; {
			t := p.tok
			switch t.Kind {
			case EOF, LBRACE, RBRACE, SEMI: // no attribute holds these
				p.errorExpected(`")"`)
				return
			case LPAREN:
				depth++
			case RPAREN:
				depth--
			case IDENT:
				if depth == 2 {
					name = t.Text
				}
				switch t.Text {
				case "packed", "__packed__":
					*packed = true
				case "aligned", "__aligned__":
					if n := p.peek(1); n.Kind != LPAREN {
						*align = max(*align, 16)
					}
				}
			case INT:
				if prev.Kind == LPAREN && depth == 3 && (name == "aligned" || name == "__aligned__") {
					v, err := parseInt(t.Text)
					if err != nil || v <= 0 || v&(v-1) != 0 || v > 1<<12 {
						p.errorf(t.Span, "requested alignment %s is not a power of 2 up to 4096", t.Text)
					} else {
						*align = max(*align, int(v))
					}
				}
			}
			prev = t
			if depth == 0 {
				p.advance(top)
				break
			}
			p.next()
		}
	}
}

// skipParens skips a balanced (...) starting at the current '(', showing
// each token it skips to visit.
func (p *parser) skipParens(visit func(Token)) {
	for depth := 0; p.tok.Kind != EOF; {
		switch p.tok.Kind {
		case LPAREN:
			depth++
		case RPAREN:
			depth--
		}
		visit(p.tok)
		p.next()
		if depth == 0 {
			return
		}
	}
}

// parseTypeBody parses the { ... } of a struct, union or enum definition;
// top says whether a probe may follow the '}'.
func (p *parser) parseTypeBody(d *ast.TypeDecl, top bool) *ast.TypeDecl {
	p.next()
	if d.Kind == "enum" {
		for p.tok.Kind != RBRACE && p.tok.Kind != EOF {
			if p.tok.Kind != IDENT {
				p.errorExpected("enum member name")
				return d
			}
			em := &ast.EnumMember{Span: p.tok.Span, Name: p.tok.Text}
			p.next()
			if p.tok.Kind == ASSIGN {
				p.next()
				em.Value = p.parseExpr()
				em.Span = source.Join(em.Span, span(em.Value))
			}
			d.Members = append(d.Members, em)
			if p.tok.Kind != COMMA {
				break
			}
			p.next()
		}
	} else {
		for p.tok.Kind != RBRACE && p.tok.Kind != EOF {
			if p.tok.Kind == SEMI {
				p.next()
				continue
			}
			seq := p.errSeq
			d.Fields = append(d.Fields, p.parseFieldDecls()...)
			if p.errSeq != seq {
				return d
			}
		}
	}
	d.Span = source.Join(d.Span, p.expectClose(top))
	p.parseAttributes(&d.Packed, &d.Align, top)
	return d
}

// parseNestedTypeDecl parses a struct or union defined inside another,
// `union { ... }` or `struct name { ... }`, and records it before the outer
// one (which it must be laid out before). An anonymous one is named as
// clang names it, "(anonymous at FILE:LINE:COL)". It returns nil, reading
// nothing, if no definition is there.
func (p *parser) parseNestedTypeDecl() *ast.TypeDecl {
	if p.tok.Kind != STRUCT && p.tok.Kind != UNION {
		return nil
	}
	n := p.peek(1)
	if n.Kind != LBRACE && !(n.Kind == IDENT && p.peek(2).Kind == LBRACE) {
		return nil
	}
	d := &ast.TypeDecl{Span: p.tok.Span, Kind: p.tok.Text}
	p.next()
	if p.tok.Kind == IDENT {
		d.Name = p.tok.Text
		p.next()
	} else {
		d.Name = "(anonymous at " + p.file.Position(d.Span.Lo).String() + ")"
		d.Anonymous = true
	}
	if p.parseTypeBody(d, false) == nil {
		return nil
	}
	p.prog.Types = append(p.prog.Types, d)
	return d
}

// parseFieldDecls parses `type a, *b, c[4], d:3;`.
func (p *parser) parseFieldDecls() []*ast.FieldDecl {
	var base *ast.TypeExpr
	if nd := p.parseNestedTypeDecl(); nd != nil {
		base = &ast.TypeExpr{Span: nd.Span, Name: nd.Kind + " " + nd.Name}
		if p.tok.Kind == SEMI {
			p.next()
			if !nd.Anonymous {
				return nil // declares the nested type only
			}
			// An anonymous member: its fields are the outer one's.
			return []*ast.FieldDecl{{Span: nd.Span, Type: base}}
		}
	} else {
		base = p.parseType(false)
	}
	if base.Name == "" {
		return nil
	}
	if p.tok.Kind == LBRACE {
		p.errorf(p.tok.Span, "nested %s definitions are not supported", strings.Fields(base.Name)[0])
		return nil
	}
	// The '*'s parseType took belong to the first declarator only.
	firstPtr := base.Ptr
	base.Ptr = 0
	var out []*ast.FieldDecl
	for {
		t := *base
		t.Ptr, firstPtr = firstPtr, 0
		for p.tok.Kind == STAR {
			t.Ptr++
			t.Span.Hi = p.tok.Span.Hi
			p.next()
		}
		if p.tok.Kind == LPAREN && p.peek(1).Kind == STAR {
			// A function pointer, int (*cb)(int): kept as a void *.
			if fd := p.parseFuncPtrField(base); fd != nil {
				out = append(out, fd)
				if p.tok.Kind == COMMA {
					p.next()
					continue
				}
				break
			}
			return out
		}
		var fd *ast.FieldDecl
		switch {
		case p.tok.Kind == COLON: // an unnamed bit-field: padding, or :0 to align
			fd = &ast.FieldDecl{Span: source.Join(base.Span, p.tok.Span)}
		case isName(p.tok):
			fd = &ast.FieldDecl{Span: source.Join(base.Span, p.tok.Span), Name: p.tok.Text}
			p.next()
			p.parseArrayDims(&t)
			p.parseAttributes(&fd.Packed, &fd.Align, false)
		default:
			p.errorExpected("field name")
			return out
		}
		if p.tok.Kind == COLON {
			p.next()
			if p.tok.Kind != INT {
				p.errorExpected("bit-field width")
				return out
			}
			v, err := parseInt(p.tok.Text)
			if err != nil || v > 64 {
				p.errorf(p.tok.Span, "invalid bit-field width %q", p.tok.Text)
			}
			fd.Bits = int(v)
			fd.Span.Hi = p.tok.Span.Hi
			p.next()
		}
		fd.Type = &t
		out = append(out, fd)
		if p.tok.Kind != COMMA {
			break
		}
		p.next()
	}
	if p.tok.Kind != SEMI {
		p.errorExpected(`";"`)
		return out
	}
	p.next()
	return out
}

// parseFuncPtrField parses the declarator `(*name)(params)` of a function
// pointer member; its type is void * (bpftrace prints it as a number).
func (p *parser) parseFuncPtrField(base *ast.TypeExpr) *ast.FieldDecl {
	p.next() // (
	t := &ast.TypeExpr{Span: base.Span, Name: "void"}
	for p.tok.Kind == STAR {
		t.Ptr++
		p.next()
	}
	if !isName(p.tok) {
		p.errorExpected("field name")
		return nil
	}
	fd := &ast.FieldDecl{Span: source.Join(base.Span, p.tok.Span), Name: p.tok.Text, Type: t}
	p.next()
	p.expect(RPAREN)
	if p.tok.Kind != LPAREN {
		p.errorExpected(`"("`)
		return nil
	}
	p.skipParens(func(t Token) { fd.Span.Hi = t.Span.Hi })
	return fd
}

// ---- types ----

// cTypeWords combine into one base type: "unsigned long long".
// float and double are opaque: a member's size and alignment only.
var cTypeWords = map[string]bool{"unsigned": true, "signed": true, "short": true, "long": true, "int": true, "char": true,
	"float": true, "double": true}

// builtinTypes are bpftrace's own type names.
var builtinTypes = map[string]bool{
	"int8": true, "int16": true, "int32": true, "int64": true,
	"uint8": true, "uint16": true, "uint32": true, "uint64": true,
	"u8": true, "u16": true, "u32": true, "u64": true,
	"s8": true, "s16": true, "s32": true, "s64": true,
	"bool": true, "void": true, "string": true, "buffer": true,
}

// isTypedefName reports whether a name looks like a C integer typedef that
// may stand alone in a cast, (uint64_t)x, (__u32)x, (pid_t)x.
func isTypedefName(name string) bool {
	if strings.HasSuffix(name, "_t") && len(name) > 2 {
		return true
	}
	for _, prefix := range []string{"__u", "__s", "__be", "__le"} {
		if rest, ok := strings.CutPrefix(name, prefix); ok && rest != "" && strings.Trim(rest, "0123456789") == "" {
			return true
		}
	}
	return false
}

var qualifiers = map[string]bool{"const": true, "volatile": true, "restrict": true}

// looksLikeType reports whether the tokens from position i on (0 is the
// current token) begin a type in a cast (or, cast false, in sizeof or
// offsetof): a type keyword or a builtin type name, an unknown name
// followed by '*'s and ')', or a typedef-looking name (pid_t, __u32) alone.
func (p *parser) looksLikeType(i int, cast bool) bool {
	t := p.at(i)
	switch t.Kind {
	case STRUCT, UNION, ENUM:
		return true
	case IDENT:
		if cTypeWords[t.Text] || builtinTypes[t.Text] || qualifiers[t.Text] {
			return true
		}
		j := i + 1
		if p.typedefs[t.Text] && (p.at(j).Kind == RPAREN || p.at(j).Kind == STAR) {
			return true // a header's typedef
		}
		if isTypedefName(t.Text) && !cast && (p.at(j).Kind == RPAREN || p.at(j).Kind == COMMA) {
			return true // sizeof(pid_t), offsetof(foo_t, f)
		}
		if isTypedefName(t.Text) && p.at(j).Kind == RPAREN {
			// (pid_t)x and (int8_t)-1 are casts, as in C: a name of a
			// typedef's shape is a type.
			switch p.at(j + 1).Kind {
			case IDENT, INT, CHAR, STRING, VAR, POSITIONAL, MAP, LPAREN, NOT, TILDE, MINUS,
				TRUE, FALSE, SIZEOF, OFFSETOF:
				return true
			}
			return false
		}
		if p.at(j).Kind != STAR {
			return false
		}
		for p.at(j).Kind == STAR {
			j++
		}
		return p.at(j).Kind == RPAREN
	}
	return false
}

// parseType parses a type: a base type, '*'s and (if arrays) [N]s.
func (p *parser) parseType(arrays bool) *ast.TypeExpr {
	t := &ast.TypeExpr{Span: p.tok.Span}
	for p.tok.Kind == IDENT && qualifiers[p.tok.Text] {
		p.next()
	}
	switch {
	case p.tok.Kind == STRUCT || p.tok.Kind == UNION || p.tok.Kind == ENUM:
		kw := p.tok.Text
		p.next()
		if p.tok.Kind != IDENT {
			p.errorExpected(kw + " name")
			return t
		}
		t.Name = kw + " " + p.tok.Text
		t.Span.Hi = p.tok.Span.Hi
		p.next()
	case p.tok.Kind == IDENT && cTypeWords[p.tok.Text]:
		var words []string
		for p.tok.Kind == IDENT && (cTypeWords[p.tok.Text] || qualifiers[p.tok.Text]) {
			if !qualifiers[p.tok.Text] {
				words = append(words, p.tok.Text)
			}
			t.Span.Hi = p.tok.Span.Hi
			p.next()
		}
		t.Name = strings.Join(words, " ")
	case p.tok.Kind == IDENT:
		t.Name = p.tok.Text
		t.Span.Hi = p.tok.Span.Hi
		p.next()
	default:
		p.errorExpected("type")
		t.Span.Hi = t.Span.Lo
		return t
	}
	for p.tok.Kind == IDENT && qualifiers[p.tok.Text] {
		p.next()
	}
	for p.tok.Kind == STAR {
		t.Ptr++
		t.Span.Hi = p.tok.Span.Hi
		p.next()
		for p.tok.Kind == IDENT && qualifiers[p.tok.Text] {
			p.next()
		}
	}
	if arrays {
		p.parseArrayDims(t)
	}
	return t
}

// parseArrayDims parses [N][M]... onto t.
func (p *parser) parseArrayDims(t *ast.TypeExpr) {
	for p.tok.Kind == LBRACK {
		p.next()
		n := -1
		if p.tok.Kind == INT && p.peek(1).Kind == RBRACK {
			v, err := parseInt(p.tok.Text)
			if err != nil || v > 1<<31 {
				p.errorf(p.tok.Span, "invalid array size %q", p.tok.Text)
			}
			n = int(v)
			p.next()
		} else if p.tok.Kind != RBRACK && p.dimNamesConstant() {
			// [TASK_COMM_LEN], [K + 1]: enum constants, the script's
			// or the kernel's, which the checker knows.
			var e ast.Expr
			p.nested(func() { e = p.parseExpr() })
			if t.Dims == nil {
				t.Dims = make([]ast.Expr, len(t.Array))
			}
			t.Dims = append(t.Dims, e)
			n = 0
		} else if p.tok.Kind != RBRACK {
			// A constant expression, as a header's macros give:
			// [SIZE * 2]. It is evaluated as #if evaluates.
			var toks []Token
			first := p.tok.Span
			for depth := 0; p.tok.Kind != EOF && (depth > 0 || p.tok.Kind != RBRACK); p.next() {
				switch p.tok.Kind {
				case LBRACK:
					depth++
				case RBRACK:
					depth--
				}
				toks = append(toks, p.tok)
			}
			ev := &condEval{toks: toks}
			v, ok := ev.ternary()
			for _, t := range toks {
				ok = ok && !isName(t) // #if's unknown names are 0; here an error
			}
			if !ok || ev.i != len(toks) || v < 0 || v > 1<<31 {
				last := first // at the end of the file, no token was taken
				if len(toks) > 0 {
					last = toks[len(toks)-1].Span
				}
				p.errorf(source.Join(first, last), "invalid array size")
			}
			n = int(v)
		}
		t.Array = append(t.Array, n)
		if t.Dims != nil && len(t.Dims) < len(t.Array) {
			t.Dims = append(t.Dims, nil)
		}
		t.Span.Hi = p.tok.Span.Hi
		p.expect(RBRACK)
	}
}

// dimNamesConstant reports whether the array dimension from the current
// token to its ']' names an identifier (what #define left is an enum
// constant).
func (p *parser) dimNamesConstant() bool {
	for i, depth := 0, 0; ; i++ {
		t := p.at(i)
		switch t.Kind {
		case EOF, SEMI, LBRACE, RBRACE:
			return false
		case LBRACK:
			depth++
		case RBRACK:
			if depth == 0 {
				return false
			}
			depth--
		case IDENT:
			return true
		}
	}
}

// ---- statements ----

// parseBlock parses { stmts }. top says the '}' ends a top-level item.
func (p *parser) parseBlock(top bool) *ast.Block {
	b := &ast.Block{Span: p.tok.Span}
	p.next()
	b.Stmts, _ = p.parseStmtList()
	b.Span = source.Join(b.Span, p.expectClose(top))
	return b
}

// parseStmtList parses statements up to '}'. It also reports whether the
// last statement was an expression without a ';' after it (the value of a
// block expression).
func (p *parser) parseStmtList() (list []ast.Stmt, openExpr bool) {
	for p.tok.Kind != RBRACE && p.tok.Kind != EOF {
		openExpr = false
		if p.tok.Kind == SEMI {
			p.next()
			continue
		}
		seq := p.errSeq
		start := p.tok.Span.Lo
		s := p.parseStmt()
		list = append(list, s)
		if p.errSeq != seq {
			p.syncStmt()
			if p.tok.Span.Lo == start && p.tok.Kind != RBRACE && p.tok.Kind != EOF {
				p.next() // make progress
			}
			continue
		}
		switch s.(type) {
		case *ast.IfStmt, *ast.WhileStmt, *ast.ForStmt, *ast.UnrollStmt, *ast.Block:
			continue
		}
		switch p.tok.Kind {
		case SEMI:
			p.next()
		case RBRACE:
			_, openExpr = s.(*ast.ExprStmt)
		case EOF:
			// parseBlock reports the missing '}'.
		default:
			d := p.errorExpected(`";"`)
			if d != nil && p.tok.Kind == LBRACE {
				d.Help = keywordHelp(s)
			}
			p.syncStmt()
		}
	}
	return list, openExpr
}

// keywordHelp suggests a keyword when a statement followed by '{' looks
// like a misspelled if, while, for or unroll: "whiel ($x) {".
func keywordHelp(s ast.Stmt) string {
	es, ok := s.(*ast.ExprStmt)
	if !ok {
		return ""
	}
	call, ok := es.X.(*ast.CallExpr)
	if !ok {
		return ""
	}
	if k := source.Suggest(call.Func, []string{"if", "while", "for", "unroll"}); k != "" {
		return fmt.Sprintf("did you mean %q?", k)
	}
	return ""
}

// syncStmt skips to just after the next ';' or to the '}' that closes the
// current block, whichever is first.
func (p *parser) syncStmt() {
	depth := 0
	for p.tok.Kind != EOF {
		switch p.tok.Kind {
		case SEMI:
			if depth == 0 {
				p.next()
				return
			}
		case LBRACE:
			depth++
		case RBRACE:
			if depth == 0 {
				return
			}
			depth--
		}
		p.next()
	}
}

var assignOps = map[Kind]bool{
	ASSIGN: true, ADD_ASSIGN: true, SUB_ASSIGN: true, MUL_ASSIGN: true, DIV_ASSIGN: true,
	MOD_ASSIGN: true, AND_ASSIGN: true, OR_ASSIGN: true, XOR_ASSIGN: true, SHL_ASSIGN: true,
	SHR_ASSIGN: true,
}

func (p *parser) parseStmt() ast.Stmt {
	p.enter()
	defer p.leave()
	start := p.tok.Span
	switch p.tok.Kind {
	case IF:
		return p.parseIf()
	case UNROLL:
		p.next()
		s := &ast.UnrollStmt{Span: start}
		s.Count = p.parseParenExpr()
		s.Body = p.parseBody()
		s.Span = source.Join(start, s.Body.Span)
		return s
	case WHILE:
		p.next()
		s := &ast.WhileStmt{Span: start}
		s.Cond = p.parseCond("while")
		s.Body = p.parseBody()
		s.Span = source.Join(start, s.Body.Span)
		return s
	case FOR:
		return p.parseFor()
	case LET:
		return p.parseLet()
	case BREAK, CONTINUE, RETURN:
		s := &ast.JumpStmt{Span: start, Kind: p.tok.Text}
		p.next()
		if s.Kind == "return" && p.tok.Kind != SEMI && p.tok.Kind != RBRACE && p.tok.Kind != EOF {
			s.Value = p.parseExpr() // the checker allows it where the value is a verdict (lsm)
			s.Span = source.Join(start, span(s.Value))
		}
		return s
	case LBRACE:
		return p.parseBlock(false)
	}
	x := p.parseExpr()
	if assignOps[p.tok.Kind] {
		op, opSpan := p.tok.Kind.String(), p.tok.Span
		p.next()
		rhs := p.parseExpr()
		return &ast.AssignStmt{Span: source.Join(span(x), span(rhs)), LHS: x, Op: op, OpSpan: opSpan, RHS: rhs}
	}
	if _, bad := x.(*ast.BadExpr); bad {
		return &ast.BadStmt{Span: span(x)}
	}
	return &ast.ExprStmt{Span: span(x), X: x}
}

// parseParenExpr parses the ( expr ) after unroll.
func (p *parser) parseParenExpr() ast.Expr {
	if p.tok.Kind != LPAREN {
		p.errorExpected(`"("`)
		return &ast.BadExpr{Span: p.tok.Span}
	}
	return p.parseExpr()
}

// parseCond parses the condition of an if or a while: newer bpftrace
// takes it with or without parentheses (if $a { }).
func (p *parser) parseCond(kw string) ast.Expr {
	if p.tok.Kind == LBRACE || p.tok.Kind == SEMI || p.tok.Kind == RBRACE || p.tok.Kind == EOF {
		if d := p.errorExpected("condition"); d != nil { // nil past the error limit
			d.Help = kw + " needs a condition before its block: " + kw + " $x > 0 { ... }"
		}
		return &ast.BadExpr{Span: source.Span{Lo: p.tok.Span.Lo, Hi: p.tok.Span.Lo}}
	}
	return p.parseExpr()
}

// parseBody parses the block of an if, while, for or unroll.
func (p *parser) parseBody() *ast.Block {
	if p.tok.Kind != LBRACE {
		p.errorExpected(`"{"`)
		return &ast.Block{Span: source.Span{Lo: p.tok.Span.Lo, Hi: p.tok.Span.Lo}}
	}
	return p.parseBlock(false)
}

func (p *parser) parseIf() *ast.IfStmt {
	s := &ast.IfStmt{Span: p.tok.Span}
	p.next()
	s.Cond = p.parseCond("if")
	s.Then = p.parseBody()
	s.Span = source.Join(s.Span, s.Then.Span)
	if p.tok.Kind == ELSE {
		p.next()
		if p.tok.Kind == IF {
			e := p.parseIf()
			s.Else = e
			s.Span = source.Join(s.Span, e.Span)
		} else {
			e := p.parseBody()
			s.Else = e
			s.Span = source.Join(s.Span, e.Span)
		}
	}
	return s
}

// parseFor parses for ($kv : @map) { } and for ($i : lo..hi) { }.
func (p *parser) parseFor() ast.Stmt {
	s := &ast.ForStmt{Span: p.tok.Span}
	p.next()
	p.expect(LPAREN)
	if p.tok.Kind != VAR {
		p.errorExpected("variable")
		return &ast.BadStmt{Span: s.Span}
	}
	s.Var = &ast.VarExpr{Span: p.tok.Span, Name: p.tok.Text}
	p.next()
	p.expect(COLON)
	if p.tok.Kind == MAP && p.peek(1).Kind == RPAREN {
		s.Map = &ast.MapExpr{Span: p.tok.Span, Name: p.tok.Text}
		p.next()
	} else {
		s.Lo = p.parseExpr()
		if p.tok.Kind != DOTDOT {
			p.errorExpected(`".." or a map`)
			return &ast.BadStmt{Span: s.Span}
		}
		p.next()
		s.Hi = p.parseExpr()
	}
	p.expect(RPAREN)
	s.Body = p.parseBody()
	s.Span = source.Join(s.Span, s.Body.Span)
	return s
}

// parseLet parses let $x [: type] [= value].
func (p *parser) parseLet() ast.Stmt {
	s := &ast.LetStmt{Span: p.tok.Span}
	p.next()
	if p.tok.Kind != VAR {
		p.errorExpected("variable")
		return &ast.BadStmt{Span: s.Span}
	}
	s.Var = &ast.VarExpr{Span: p.tok.Span, Name: p.tok.Text}
	s.Span = source.Join(s.Span, p.tok.Span)
	p.next()
	if p.tok.Kind == COLON {
		p.next()
		s.Type = p.parseType(true)
		s.Span = source.Join(s.Span, s.Type.Span)
	}
	if p.tok.Kind == ASSIGN {
		p.next()
		s.Value = p.parseExpr()
		s.Span = source.Join(s.Span, span(s.Value))
	}
	return s
}

// span returns a node's span.
func span(n ast.Node) source.Span { return source.Span{Lo: n.Pos(), Hi: n.End()} }
