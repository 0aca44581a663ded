package check

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
	"sonde/internal/lang/types"
)

// User-defined functions (newest bpftrace): fn name($a: T, ...): R { ... }.
//
// A call is inlined: like a macro's, its body is copied at the call with
// its scratch variables renamed, after statements that bind each parameter
// to its argument (evaluated once, converted to the parameter's type). The
// copy keeps the body's own spans, so that errors in it point into the
// function. `return v;` stores v in the call's result variable and jumps to
// the end of the copy (the code generator keeps a frame per call being
// generated). Unlike a macro's, a function's parameters and result are
// typed, its body sees no probe context (args, argN, retval, ctx), and it
// may not call itself, directly or through others: inlining would not end.

// fnFrame is a function call being checked.
type fnFrame struct {
	decl   *ast.FnDecl
	result *types.Type // nil: void
}

// FnCall is what the code generator needs of an inlined function call.
type FnCall struct {
	Decl   *ast.FnDecl
	Result string // the variable the result is stored in ("" for void)
	// Returned is a variable set when a return inside a for loop's
	// callback (a loop over a map, a run-time range) ends the call: the
	// code after the loop tests it ("" when the body has no for loop).
	Returned string
}

// probeOnly are the builtin variables a function cannot see: they are the
// probe's, and a function does not know which probe calls it.
var probeOnly = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(args|ctx|retval|arg[0-9]+|sarg[0-9]+)$`)
})

// declFns records the script's functions and checks their declarations:
// names, parameters, that a function with a result returns it on every
// path, and recursion.
func (c *checker) declFns(p *ast.Program) {
	c.fns = map[string]*ast.FnDecl{}
	for _, d := range p.Fns {
		if d.Body == nil || d.Name == "" {
			continue
		}
		if prev, ok := c.fns[d.Name]; ok {
			c.diags.Errorf(d.NameSpan, "function %s is already defined", d.Name).
				Note(prev.NameSpan, "%s was first defined here", d.Name)
			continue
		}
		switch _, isVar := LookupBuiltinVar(d.Name); {
		case LookupBuiltin(d.Name) != 0 || isVar:
			c.diags.Errorf(d.NameSpan, "function %s: a builtin of this name exists", d.Name).Help =
				"give the function another name"
			continue
		case c.macros[d.Name] != nil:
			c.diags.Errorf(d.NameSpan, "function %s: a macro of this name exists", d.Name).
				Note(c.macros[d.Name].Span, "the macro is defined here")
			continue
		}
		c.fns[d.Name] = d
		seen := map[string]bool{}
		for _, a := range d.Params {
			if seen[a.Name] {
				c.diags.Errorf(a.Span, "function %s: parameter %s appears twice", d.Name, a.Name)
			}
			seen[a.Name] = true
		}
		if d.Result != nil && !returns(d.Body.Stmts) {
			d := c.diags.Errorf(d.NameSpan, "function %s does not return a value on every path", d.Name)
			d.Help = "end its body with return EXPR;"
		}
		ast.Inspect(d.Body, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && probeOnly().MatchString(id.Name) {
				c.diags.Errorf(id.Span, "%s is the probe's and cannot be used in function %s", id.Name, d.Name).Help =
					"pass it to the function as a parameter"
			}
			return true
		})
	}
	c.recursion(p)
}

// returns reports whether every path through stmts ends in a return.
func returns(stmts []ast.Stmt) bool {
	if len(stmts) == 0 {
		return false
	}
	switch s := stmts[len(stmts)-1].(type) {
	case *ast.JumpStmt:
		return s.Kind == "return"
	case *ast.Block:
		return returns(s.Stmts)
	case *ast.IfStmt:
		return s.Else != nil && returns(s.Then.Stmts) && returns([]ast.Stmt{s.Else})
	case *ast.ExprStmt:
		// exit() ends the probe, as a return would.
		if call, ok := s.X.(*ast.CallExpr); ok && call.Func == "exit" {
			return true
		}
	}
	return false
}

// recursion refuses functions that call themselves, directly or through
// others, at the call that closes the cycle.
func (c *checker) recursion(p *ast.Program) {
	const (
		unseen = iota
		active
		done
	)
	state := map[string]int{}
	var path []string
	var visit func(d *ast.FnDecl)
	visit = func(d *ast.FnDecl) {
		state[d.Name] = active
		path = append(path, d.Name)
		ast.Inspect(d.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			callee := c.fns[call.Func]
			if callee == nil {
				return true
			}
			switch state[callee.Name] {
			case active:
				i := slices.Index(path, callee.Name)
				cycle := strings.Join(append(slices.Clone(path[i:]), callee.Name), " -> ")
				e := c.diags.Errorf(span(call), "function %s calls itself (%s): recursion is not supported", callee.Name, cycle)
				e.Help = "functions are inlined at each call; write the recursion as a loop"
				c.recursive[callee.Name] = true
			case unseen:
				visit(callee)
			}
			return true
		})
		path = path[:len(path)-1]
		state[d.Name] = done
	}
	c.recursive = map[string]bool{}
	for _, d := range p.Fns {
		if c.fns[d.Name] == d && state[d.Name] == unseen {
			visit(d)
		}
	}
}

// fnCall checks a call of a script function and expands it in place.
func (c *checker) fnCall(e *ast.CallExpr, d *ast.FnDecl, call *Call) *types.Type {
	if len(e.Args) != len(d.Params) {
		c.errorf(e, "function %s takes %d argument%s, found %d", d.Name, len(d.Params), plural(len(d.Params)), len(e.Args)).
			Note(d.NameSpan, "%s is defined here", d.Name)
		for _, a := range e.Args {
			c.expr(a)
		}
		return types.InvalidType
	}
	var result *types.Type
	if d.Result != nil {
		result = c.valueType(d.Result)
		if result.Kind == types.Invalid {
			return types.InvalidType
		}
	}
	if c.recursive[d.Name] || slices.ContainsFunc(c.fnStack, func(f *fnFrame) bool { return f.decl == d }) {
		return cmpOrInvalid(result)
	}
	// The copy's variables are named after the function and how many of
	// its calls are being checked around this one (an argument may call
	// it): calls one after the other share their variables' slots.
	depth := 0
	for _, f := range c.fnCalls {
		if f == d {
			depth++
		}
	}
	c.fnCalls = append(c.fnCalls, d)
	defer func() { c.fnCalls = c.fnCalls[:len(c.fnCalls)-1] }()
	x := &expander{prefix: fmt.Sprintf("$__%s%d_", d.Name, depth), vars: map[string]string{},
		maps: map[string]string{}, exprs: map[string]ast.Expr{}, at: span(e), keep: true}
	// Errors in the body name its variables as written, and are reported
	// once, whatever the number of calls.
	saved := len(c.diags)
	defer func() {
		kept := c.diags[:saved]
		for _, dg := range c.diags[saved:] {
			dg.Msg = strings.ReplaceAll(dg.Msg, x.prefix, "$")
			dg.Help = strings.ReplaceAll(dg.Help, x.prefix, "$")
			dg.Notes = slices.Clone(dg.Notes)
			for i := range dg.Notes {
				dg.Notes[i].Msg = strings.ReplaceAll(dg.Notes[i].Msg, x.prefix, "$")
			}
			if !slices.ContainsFunc(kept, func(k source.Diagnostic) bool { return k.Span == dg.Span && k.Msg == dg.Msg }) {
				kept = append(kept, dg)
			}
		}
		c.diags = kept
	}()
	var stmts []ast.Stmt
	for i, a := range d.Params {
		arg := e.Args[i]
		at := c.expr(arg)
		pt := c.valueType(a.Type)
		switch {
		case pt.Kind == types.Invalid || at.Kind == types.Invalid:
		case at.Kind == types.Void:
			c.errorf(arg, "function %s: argument %s has no value", d.Name, a.Name)
		case !c.assignable(pt, at) || pt.Kind == types.Pointer && at.Kind != types.Pointer:
			dg := c.errorf(arg, "function %s: parameter %s is %s, found %s", d.Name, a.Name, pt, at)
			dg.Note(a.Span, "%s is declared here", a.Name)
			if pt.Kind == types.Pointer && at.IsInt() {
				dg.Help = fmt.Sprintf("cast it: (%s)", ast.TypeString(a.Type))
			}
		}
		v := &ast.VarExpr{Span: a.Span, Name: x.varName(a.Name)}
		c.setVar(v, pt)
		// A parameter keeps its declared type (ints.go's promotion).
		if c.scope.typed == nil {
			c.scope.typed = map[string]bool{}
		}
		c.scope.typed[v.Name] = true
		// Checked above: the statement only binds the value for the code
		// generator.
		stmts = append(stmts, &ast.LetStmt{Span: a.Span, Var: v, Type: a.Type, Value: arg})
	}
	fc := &FnCall{Decl: d}
	if result != nil {
		fc.Result = x.prefix + "result"
		c.setVar(&ast.VarExpr{Span: d.NameSpan, Name: fc.Result}, result)
	}
	ast.Inspect(d.Body, func(n ast.Node) bool {
		if _, ok := n.(*ast.ForStmt); ok && fc.Returned == "" {
			fc.Returned = x.prefix + "returned"
			c.setVar(&ast.VarExpr{Span: d.NameSpan, Name: fc.Returned}, types.U64)
		}
		return fc.Returned == ""
	})
	binds := len(stmts)
	for _, s := range d.Body.Stmts {
		stmts = append(stmts, x.stmt(s))
	}
	exp := &ast.BlockExpr{Span: span(e), Stmts: stmts}
	if result != nil {
		exp.Value = &ast.VarExpr{Span: span(e), Name: fc.Result}
	}
	call.Expanded, call.Fn = exp, fc

	c.fnStack = append(c.fnStack, &fnFrame{decl: d, result: result})
	loops := c.loops
	c.loops = 0
	for _, s := range stmts[binds:] {
		c.stmt(s)
	}
	c.loops = loops
	c.fnStack = c.fnStack[:len(c.fnStack)-1]
	if result == nil {
		c.inst.Types[exp] = types.VoidType
		return types.VoidType
	}
	c.inst.Types[exp.Value] = result
	c.inst.Types[exp] = result
	return result
}

func cmpOrInvalid(t *types.Type) *types.Type {
	if t == nil {
		return types.VoidType
	}
	return t
}

// fnReturn checks `return [v];` in the body of the function being expanded.
func (c *checker) fnReturn(s *ast.JumpStmt) {
	f := c.fnStack[len(c.fnStack)-1]
	d := f.decl
	switch {
	case f.result == nil && s.Value != nil:
		c.expr(s.Value)
		c.errorf(s.Value, "function %s returns nothing (void), but this return has a value", d.Name).Help =
			"declare its result type: fn " + d.Name + "(...): TYPE"
	case f.result != nil && s.Value == nil:
		c.errorf(s, "function %s must return a value of type %s", d.Name, f.result)
	case f.result != nil:
		t := c.expr(s.Value)
		if !c.assignable(f.result, t) || t.Kind == types.Void || f.result.Kind == types.Pointer && t.Kind != types.Pointer && !isZero(c, s.Value) {
			c.errorf(s.Value, "function %s returns %s, found %s", d.Name, f.result, t).
				Note(d.Result.Span, "the result type is declared here")
		}
	}
}

// isZero reports whether e is the constant 0 (a null pointer).
func isZero(c *checker, e ast.Expr) bool {
	n, ok := c.constInt(e)
	return ok && n == 0
}

// fnNames are the script's function names, for "did you mean".
func (c *checker) fnNames() []string {
	var names []string
	for n := range c.fns {
		names = append(names, n)
	}
	return names
}

// fnsMention reports whether a function of the script matches mentions:
// what a probe takes (kstack, probe) may be in the functions it calls,
// which are not known before the probe is checked, so that any does
// counts for every probe.
func (c *checker) fnsMention(mentions func(ast.Node) bool) bool {
	for _, d := range c.fns {
		if mentions(d) {
			return true
		}
	}
	return false
}
