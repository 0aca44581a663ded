package ast

// Inspect walks the tree rooted at n in depth-first order, calling f for each
// node; when f returns false the node's children are skipped.
func Inspect(n Node, f func(Node) bool) {
	if n == nil || !f(n) {
		return
	}
	each := func(ns ...Node) {
		for _, c := range ns {
			if c != nil && !isNilNode(c) {
				Inspect(c, f)
			}
		}
	}
	switch n := n.(type) {
	case *Program:
		for _, m := range n.Macros {
			each(m)
		}
		for _, m := range n.MapDecls {
			each(m)
		}
		for _, fd := range n.Fns {
			each(fd)
		}
		for _, p := range n.Probes {
			each(p)
		}
	case *MacroDecl:
		each(n.Body)
	case *FnDecl:
		each(n.Body)
	case *MapDecl:
		each(n.Entries)
	case *Probe:
		for _, a := range n.Attach {
			each(a)
		}
		each(n.Pred, n.Body)
	case *Block:
		for _, s := range n.Stmts {
			each(s)
		}
	case *ExprStmt:
		each(n.X)
	case *AssignStmt:
		each(n.LHS, n.RHS)
	case *LetStmt:
		each(n.Var, n.Value)
	case *IfStmt:
		each(n.Cond, n.Then, n.Else)
	case *UnrollStmt:
		each(n.Count, n.Body)
	case *WhileStmt:
		each(n.Cond, n.Body)
	case *ForStmt:
		each(n.Var, n.Map, n.Lo, n.Hi, n.Body)
	case *MapExpr:
		for _, k := range n.Keys {
			each(k)
		}
	case *CallExpr:
		for _, a := range n.Args {
			each(a)
		}
	case *BinaryExpr:
		each(n.X, n.Y)
	case *UnaryExpr:
		each(n.X)
	case *IncDecExpr:
		each(n.X)
	case *TernaryExpr:
		each(n.Cond, n.X, n.Y)
	case *FieldExpr:
		each(n.X)
	case *IndexExpr:
		each(n.X, n.Index)
	case *CastExpr:
		each(n.X)
	case *TupleExpr:
		for _, e := range n.Elems {
			each(e)
		}
	case *SizeofExpr:
		each(n.X)
	case *OffsetofExpr:
		each(n.X)
	case *BlockExpr:
		for _, s := range n.Stmts {
			each(s)
		}
		each(n.Value)
	case *JumpStmt:
		each(n.Value)
	}
}

// isNilNode reports whether n is a typed nil pointer inside a non-nil interface.
func isNilNode(n Node) bool {
	switch n := n.(type) {
	case *Block:
		return n == nil
	case *VarExpr:
		return n == nil
	case *MapExpr:
		return n == nil
	case *IfStmt:
		return n == nil
	}
	return false
}

// Args0 returns the first argument, or nil.
func (c *CallExpr) Args0() Expr {
	if len(c.Args) == 0 {
		return nil
	}
	return c.Args[0]
}
