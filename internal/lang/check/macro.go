package check

import (
	"fmt"
	"strings"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
	"sonde/internal/lang/types"
)

// A macro call is expanded in place: a fresh copy of the macro's body in
// which parameters are replaced by the call's arguments, and the macro's own
// scratch variables are renamed so they cannot clash with the caller's. The
// copy is checked like any code and kept in Call.Expanded for the code
// generator; the script's AST is not touched.
//
// Parameters: "$x" is bound to the argument's value (a variable argument is
// passed by reference, as in bpftrace), "@x" must be given a map, and a bare
// "x" is replaced by the argument expression itself.

// macro checks a call of a script macro.
func (c *checker) macro(e *ast.CallExpr, m *ast.MacroDecl, call *Call) *types.Type {
	if len(e.Args) != len(m.Params) {
		c.errorf(e, "macro %s takes %d argument%s, found %d", m.Name, len(m.Params), plural(len(m.Params)), len(e.Args))
		return types.InvalidType
	}
	if c.macroDepth >= 64 {
		c.errorf(e, "macro %s: expansion nested too deeply (recursive macro?)", m.Name)
		return types.InvalidType
	}
	if m.Body == nil {
		return types.InvalidType
	}
	c.expansions++
	x := &expander{prefix: fmt.Sprintf("$__%s%d_", m.Name, c.expansions), vars: map[string]string{},
		maps: map[string]string{}, exprs: map[string]ast.Expr{}, at: source.Span{Lo: e.Pos(), Hi: e.End()}}
	var stmts []ast.Stmt
	for i, p := range m.Params {
		arg := e.Args[i]
		switch {
		case strings.HasPrefix(p, "@"):
			am, ok := arg.(*ast.MapExpr)
			if !ok || am.Keys != nil {
				c.errorf(arg, "macro %s: parameter %s needs a map such as @x", m.Name, p)
				return types.InvalidType
			}
			x.maps[p] = am.Name
		case strings.HasPrefix(p, "$"):
			if v, ok := arg.(*ast.VarExpr); ok {
				x.vars[p] = v.Name
				continue
			}
			name := x.prefix + p[1:]
			x.vars[p] = name
			stmts = append(stmts, &ast.AssignStmt{Span: span(arg), LHS: &ast.VarExpr{Span: span(arg), Name: name}, Op: "=", RHS: arg})
		default:
			x.exprs[p] = arg
		}
	}
	body := m.Body.Stmts
	var value ast.Expr
	if n := len(body); n > 0 {
		if es, ok := body[n-1].(*ast.ExprStmt); ok {
			body, value = body[:n-1], es.X
		}
	}
	for _, s := range body {
		stmts = append(stmts, x.stmt(s))
	}
	exp := &ast.BlockExpr{Span: x.at, Stmts: stmts}
	if value != nil {
		exp.Value = x.expr(value)
	}
	call.Expanded = exp
	c.macroDepth++
	defer func() { c.macroDepth-- }()
	for _, s := range exp.Stmts {
		c.stmt(s)
	}
	if exp.Value == nil {
		return types.VoidType
	}
	if call, ok := exp.Value.(*ast.CallExpr); ok {
		if t := c.call(call, false); t != nil {
			c.inst.Types[call] = t
			return t
		}
	}
	return c.expr(exp.Value)
}

// expander copies macro bodies.
type expander struct {
	prefix string
	vars   map[string]string   // "$x" -> name in the expansion
	maps   map[string]string   // "@m" -> map passed in
	exprs  map[string]ast.Expr // "x" -> argument
	at     source.Span         // the call: every copied node points at it
	keep   bool                // copied nodes keep their own spans (a function's body)
}

// sp is the span of the copy of n.
func (x *expander) sp(n ast.Node) source.Span {
	if x.keep && n != nil {
		return span(n)
	}
	return x.at
}

func (x *expander) varName(n string) string {
	if v, ok := x.vars[n]; ok {
		return v
	}
	v := x.prefix + n[1:]
	x.vars[n] = v
	return v
}

func (x *expander) block(b *ast.Block) *ast.Block {
	if b == nil {
		return nil
	}
	out := &ast.Block{Span: x.sp(b)}
	for _, s := range b.Stmts {
		out.Stmts = append(out.Stmts, x.stmt(s))
	}
	return out
}

func (x *expander) stmt(s ast.Stmt) ast.Stmt {
	switch s := s.(type) {
	case *ast.Block:
		return x.block(s)
	case *ast.ExprStmt:
		return &ast.ExprStmt{Span: x.sp(s), X: x.expr(s.X)}
	case *ast.AssignStmt:
		return &ast.AssignStmt{Span: x.sp(s), LHS: x.expr(s.LHS), Op: s.Op, RHS: x.expr(s.RHS)}
	case *ast.LetStmt:
		return &ast.LetStmt{Span: x.sp(s), Var: x.expr(s.Var).(*ast.VarExpr), Type: s.Type, Value: x.expr(s.Value)}
	case *ast.IfStmt:
		return &ast.IfStmt{Span: x.sp(s), Cond: x.expr(s.Cond), Then: x.block(s.Then), Else: x.stmtOrNil(s.Else)}
	case *ast.UnrollStmt:
		return &ast.UnrollStmt{Span: x.sp(s), Count: x.expr(s.Count), Body: x.block(s.Body)}
	case *ast.WhileStmt:
		return &ast.WhileStmt{Span: x.sp(s), Cond: x.expr(s.Cond), Body: x.block(s.Body)}
	case *ast.ForStmt:
		f := &ast.ForStmt{Span: x.sp(s), Var: x.expr(s.Var).(*ast.VarExpr), Lo: x.expr(s.Lo), Hi: x.expr(s.Hi), Body: x.block(s.Body)}
		if s.Map != nil {
			f.Map = x.expr(s.Map).(*ast.MapExpr)
		}
		return f
	case *ast.JumpStmt:
		return &ast.JumpStmt{Span: x.sp(s), Kind: s.Kind, Value: x.expr(s.Value)}
	}
	return &ast.BadStmt{Span: x.sp(s)}
}

func (x *expander) stmtOrNil(s ast.Stmt) ast.Stmt {
	if s == nil {
		return nil
	}
	return x.stmt(s)
}

func (x *expander) exprs1(es []ast.Expr) []ast.Expr {
	if es == nil {
		return nil
	}
	out := make([]ast.Expr, len(es))
	for i, e := range es {
		out[i] = x.expr(e)
	}
	return out
}

func (x *expander) expr(e ast.Expr) ast.Expr {
	at := x.sp(e)
	switch e := e.(type) {
	case nil:
		return nil
	case *ast.IntLit:
		return &ast.IntLit{Span: at, Value: e.Value, Raw: e.Raw}
	case *ast.StrLit:
		return &ast.StrLit{Span: at, Value: e.Value}
	case *ast.BoolLit:
		return &ast.BoolLit{Span: at, Value: e.Value}
	case *ast.Ident:
		if a, ok := x.exprs[e.Name]; ok {
			return a // the argument itself, already the caller's
		}
		return &ast.Ident{Span: at, Name: e.Name}
	case *ast.VarExpr:
		return &ast.VarExpr{Span: at, Name: x.varName(e.Name)}
	case *ast.PositionalExpr:
		return &ast.PositionalExpr{Span: at, N: e.N, Count: e.Count}
	case *ast.MapExpr:
		name := e.Name
		if m, ok := x.maps[name]; ok {
			name = m
		}
		return &ast.MapExpr{Span: at, Name: name, Keys: x.exprs1(e.Keys)}
	case *ast.CallExpr:
		return &ast.CallExpr{Span: at, Func: e.Func, Args: x.exprs1(e.Args)}
	case *ast.BinaryExpr:
		return &ast.BinaryExpr{Span: at, Op: e.Op, X: x.expr(e.X), Y: x.expr(e.Y)}
	case *ast.UnaryExpr:
		return &ast.UnaryExpr{Span: at, Op: e.Op, X: x.expr(e.X)}
	case *ast.IncDecExpr:
		return &ast.IncDecExpr{Span: at, Op: e.Op, Post: e.Post, X: x.expr(e.X)}
	case *ast.TernaryExpr:
		return &ast.TernaryExpr{Span: at, Cond: x.expr(e.Cond), X: x.expr(e.X), Y: x.expr(e.Y)}
	case *ast.FieldExpr:
		return &ast.FieldExpr{Span: at, X: x.expr(e.X), Name: e.Name, Arrow: e.Arrow}
	case *ast.IndexExpr:
		return &ast.IndexExpr{Span: at, X: x.expr(e.X), Index: x.expr(e.Index)}
	case *ast.CastExpr:
		return &ast.CastExpr{Span: at, Type: e.Type, X: x.expr(e.X)}
	case *ast.TupleExpr:
		return &ast.TupleExpr{Span: at, Elems: x.exprs1(e.Elems), Names: e.Names}
	case *ast.SizeofExpr:
		return &ast.SizeofExpr{Span: at, Type: e.Type, X: x.expr(e.X)}
	case *ast.TypeExpr:
		return e
	case *ast.OffsetofExpr:
		return &ast.OffsetofExpr{Span: at, Type: e.Type, X: x.expr(e.X), Field: e.Field}
	case *ast.BlockExpr:
		b := &ast.BlockExpr{Span: at, Value: x.expr(e.Value)}
		for _, s := range e.Stmts {
			b.Stmts = append(b.Stmts, x.stmt(s))
		}
		return b
	}
	return &ast.BadExpr{Span: at}
}
