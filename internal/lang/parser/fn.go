package parser

import (
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
)

// Functions and imports (newest bpftrace; grammar.go has their rules).
// Neither "fn" nor "import" is a keyword: they begin a top-level item only
// where a probe could begin, followed by a name or a string (args.fn stays
// a field, $import a variable).

// topFn reports whether the current token begins a function definition.
func (p *parser) topFn() bool {
	return p.tok.Kind == ATTACH && p.tok.Text == "fn" && p.peek(1).Kind == IDENT
}

// topImport reports whether the current token begins an import.
func (p *parser) topImport() bool {
	return p.tok.Kind == ATTACH && p.tok.Text == "import" && p.peek(1).Kind == STRING
}

// parseFn parses fn name($a: T, ...): R { body }.
func (p *parser) parseFn() *ast.FnDecl {
	d := &ast.FnDecl{Span: p.tok.Span}
	p.next()
	d.Name, d.NameSpan = p.tok.Text, p.tok.Span
	p.next()
	p.expect(LPAREN)
	for p.tok.Kind != RPAREN && p.tok.Kind != EOF {
		if p.tok.Kind != VAR {
			p.errorExpected("parameter such as $a: int64")
			return d
		}
		a := &ast.FnParam{Span: p.tok.Span, Name: p.tok.Text}
		p.next()
		if p.tok.Kind != COLON {
			if d := p.errorExpected(`":" and the parameter's type`); d != nil {
				d.Help = "a function's parameters are typed: fn f(" + a.Name + ": int64)"
			}
			return d
		}
		p.next()
		a.Type = p.parseType(true)
		a.Span = source.Join(a.Span, a.Type.Span)
		d.Params = append(d.Params, a)
		if p.tok.Kind != COMMA {
			break
		}
		p.next()
	}
	p.expect(RPAREN)
	if p.tok.Kind == COLON {
		p.next()
		d.Result = p.parseType(true)
		if d.Result.Name == "void" && d.Result.Ptr == 0 && d.Result.Array == nil {
			d.Result = nil
		}
	}
	if p.tok.Kind != LBRACE {
		p.errorExpected(`"{"`)
		return d
	}
	d.Body = p.parseBlock(true)
	d.Span = source.Join(d.Span, d.Body.Span)
	return d
}

// parseImport parses import "path"; and has the preprocessor read the
// file (or the .bt files of the directory) next, as if its text stood in
// place of the import: its macros, functions, types and probes are the
// script's, and its diagnostics name it.
func (p *parser) parseImport() {
	imp := &ast.Import{Span: p.tok.Span}
	p.next()
	imp.Path = p.tok.Val
	pathSpan := p.tok.Span
	imp.Span = source.Join(imp.Span, pathSpan)
	p.next()
	if p.tok.Kind != SEMI {
		p.errorExpected(`";"`)
		return
	}
	p.prog.Imports = append(p.prog.Imports, imp)
	files, err := p.pp.findImport(imp.Path)
	if err != "" && builtinModule(imp.Path) {
		// Newest bpftrace's own library: sonde's is built in.
		p.nextAttach()
		return
	}
	if err != "" {
		d := p.report(pathSpan, "%s", err)
		if d != nil && strings.Contains(err, "not found") {
			d.Help = "an import is looked for in the importing file's directory, then in the -I directories"
		}
		p.nextAttach()
		return
	}
	// Push in reverse, so that the first file is read first.
	for i := len(files) - 1; i >= 0; i-- {
		if msg := p.pp.importFile(files[i]); msg != "" {
			p.report(pathSpan, "%s", msg)
			continue
		}
	}
	if len(files) > 0 {
		imp.File = files[0]
	}
	p.nextAttach()
}

// maxImportDepth bounds nested imports.
const maxImportDepth = 64

// findImport resolves an import's path: relative to the directory of the
// file being read (for -e and stdin, the current directory), then in the
// -I directories; "name" without an extension may be name.bt. A directory
// gives its .bt files in name order. It returns an error text instead.
func (pp *preproc) findImport(path string) ([]string, string) {
	if path == "" {
		return nil, "import of an empty path"
	}
	ext := filepath.Ext(path)
	if ext == ".c" || ext == ".h" || strings.HasSuffix(path, ".bpf.c") || ext == ".o" || ext == ".so" {
		return nil, "cannot import '" + path + "': sonde imports bpftrace-language files (.bt) only; C needs a C compiler"
	}
	var dirs []string
	if filepath.IsAbs(path) {
		dirs = []string{""}
	} else {
		dirs = append(dirs, pp.importDir())
		dirs = append(dirs, pp.search.dirs...)
	}
	for _, d := range dirs {
		cand := filepath.Join(d, path)
		st, err := os.Stat(cand)
		if err != nil && ext == "" {
			cand += ".bt"
			st, err = os.Stat(cand)
		}
		if err != nil {
			continue
		}
		if st.Mode().IsRegular() {
			return []string{cand}, ""
		}
		if st.IsDir() {
			ents, err := os.ReadDir(cand)
			if err != nil {
				return nil, "cannot import '" + path + "': " + err.Error()
			}
			var files []string
			for _, e := range ents {
				if strings.HasSuffix(e.Name(), ".bt") && e.Type().IsRegular() {
					files = append(files, filepath.Join(cand, e.Name()))
				}
			}
			if len(files) == 0 {
				return nil, "cannot import '" + path + "': the directory holds no .bt files"
			}
			sort.Strings(files)
			return files, ""
		}
	}
	return nil, "import '" + path + "' not found"
}

// importDir is the directory imports are resolved against: the directory
// of the file being read.
func (pp *preproc) importDir() string {
	if pp.in.file != pp.script || pp.in.header {
		return filepath.Dir(pp.in.file.Name)
	}
	if pp.search.scriptDir != "" {
		return pp.search.scriptDir
	}
	return "."
}

// importFile pushes file so that its tokens come next. A file already
// imported is not read again; one that is being read (it imports itself,
// through others) is a cycle, returned as an error text.
func (pp *preproc) importFile(file string) string {
	abs, err := filepath.Abs(file)
	if err != nil {
		abs = file
	}
	if pp.imported == nil {
		pp.imported = map[string]bool{}
		if a, err := filepath.Abs(pp.script.Name); err == nil && pp.search.scriptDir != "" {
			pp.imported[a] = true
			pp.scriptAbs = a
		}
	}
	// The chain of files being read, from the script: a cycle names it.
	var chain []string
	cycle := abs == pp.scriptAbs
	for _, in := range append(pp.stack[:len(pp.stack):len(pp.stack)], pp.in) {
		if in.header {
			continue
		}
		if in.abs == abs {
			cycle = true
		}
		if cycle {
			chain = append(chain, in.file.Name)
		}
	}
	if cycle {
		return "import cycle: " + strings.Join(append(chain, file), " imports ")
	}
	if pp.imported[abs] {
		return ""
	}
	if len(pp.stack) >= maxImportDepth {
		return "imports nested too deeply"
	}
	data, err := readHeader(file)
	if err != nil {
		return strings.TrimPrefix(err.Error(), "open ")
	}
	pp.imported[abs] = true
	f := pp.script.AddFile(file, string(data))
	l := newLexer(f.Text, 0, len(f.Text), pp.errf)
	l.base = f.Base()
	pp.stack = append(pp.stack, pp.in)
	pp.in = &input{file: f, lex: l, abs: abs}
	return ""
}

// stdlibModules are the files of newest bpftrace's standard library, which
// scripts may import by name; their functions are sonde's builtins.
var stdlibModules = []string{"arch", "base", "cgroups", "internal", "kfunc", "meta", "network", "path", "process", "socket", "strings"}

// builtinModule reports whether path names a module of newest bpftrace's
// standard library ("stdlib/strings.bt", "stdlib/strings").
func builtinModule(path string) bool {
	name, ok := strings.CutPrefix(path, "stdlib/")
	return ok && slices.Contains(stdlibModules, strings.TrimSuffix(name, ".bt"))
}
