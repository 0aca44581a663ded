package check

import (
	"fmt"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
	"sonde/internal/lang/types"
)

// Block scoping of scratch variables, as newest bpftrace has it (0.22,
// "Add lexical/block scoping for variables", #3367): a variable belongs
// to the block that first assigns (or declares) it, and the blocks inside
// it; using it after that block has ended is an error, and so is `let`
// of a name an enclosing block already has. bpftrace 0.17's variables
// belong to the whole probe (Options.Newest off).

// scopes is the stack of open blocks of the instance being checked: in
// each, the variables it declared and where.
type scopes struct {
	open []map[string]scopeVar
	// closed remembers where a variable of an ended block was declared,
	// for the note of the error that uses it later.
	closed map[string]source.Span
	// typed are the variables (by slot) declared with a type (let $x:
	// uint8): they keep it (ints.go's promotion leaves them alone).
	typed map[string]bool
	// declared counts the declarations of each name in the instance: a
	// later block's $x is another variable, in a slot of its own.
	declared map[string]int
}

// scopeVar is a variable of a block: where it was declared, and its slot,
// the name it is stored under in Instance.Vars (its name, or name'N for
// the Nth declaration of the name in sibling blocks, which may hold
// another type: an int in an if, a string in its else).
type scopeVar struct {
	at   source.Span
	slot string
}

func (c *checker) enterScope() {
	if !c.opts.Newest {
		return
	}
	c.scope.open = append(c.scope.open, map[string]scopeVar{})
}

func (c *checker) leaveScope() {
	if !c.opts.Newest {
		return
	}
	top := c.scope.open[len(c.scope.open)-1]
	c.scope.open = c.scope.open[:len(c.scope.open)-1]
	if c.scope.closed == nil {
		c.scope.closed = map[string]source.Span{}
	}
	for name, v := range top {
		c.scope.closed[name] = v.at
	}
}

// visible reports whether variable name is declared in an open block.
func (c *checker) visible(name string) bool {
	_, ok := c.lookupScope(name)
	return ok
}

// lookupScope finds variable name in the innermost open block that has it.
func (c *checker) lookupScope(name string) (scopeVar, bool) {
	for i := len(c.scope.open) - 1; i >= 0; i-- {
		if v, ok := c.scope.open[i][name]; ok {
			return v, true
		}
	}
	return scopeVar{}, false
}

// slot is the name v is stored under in Instance.Vars: the slot of the
// declaration v sees (Instance.VarSlots records it where it is not v's
// name).
func (c *checker) slot(v *ast.VarExpr) string {
	sv, ok := c.lookupScope(v.Name)
	if !ok || sv.slot == v.Name {
		return v.Name
	}
	if c.inst.VarSlots != nil {
		c.inst.VarSlots[v] = sv.slot
	}
	return sv.slot
}

// newSlot declares name in the innermost open block: in a slot of its
// own when a block before declared the name.
func (c *checker) newSlot(name string, at source.Span) {
	if c.scope.declared == nil {
		c.scope.declared = map[string]int{}
	}
	n := c.scope.declared[name]
	c.scope.declared[name] = n + 1
	slot := name
	if n > 0 {
		slot = fmt.Sprintf("%s'%d", name, n)
	}
	c.scope.open[len(c.scope.open)-1][name] = scopeVar{at: at, slot: slot}
}

// declare makes v a variable of the innermost open block, unless an open
// block has it already.
func (c *checker) declare(v *ast.VarExpr) {
	if !c.opts.Newest || len(c.scope.open) == 0 || c.visible(v.Name) {
		return
	}
	c.newSlot(v.Name, span(v))
}

// declareLet is `let $x`: an error (and false) when an enclosing block
// has $x.
func (c *checker) declareLet(s *ast.LetStmt) bool {
	if !c.opts.Newest || len(c.scope.open) == 0 {
		return true
	}
	for _, sc := range c.scope.open {
		if v, ok := sc[s.Var.Name]; ok {
			d := c.errorf(s.Var, "variable %s is already declared: a block cannot declare it again", s.Var.Name)
			d.Notes = []source.Note{{Span: v.at, Msg: fmt.Sprintf("%s is declared here", s.Var.Name)}}
			d.Help = fmt.Sprintf("assign it without let (%s = ...), or give this one another name", s.Var.Name)
			return false
		}
	}
	c.newSlot(s.Var.Name, span(s.Var))
	if s.Type != nil {
		if c.scope.typed == nil {
			c.scope.typed = map[string]bool{}
		}
		c.scope.typed[c.slot(s.Var)] = true
	}
	return true
}

// inScope reports an error, and false, when v is used outside the block
// that declared it.
func (c *checker) inScope(v *ast.VarExpr) bool {
	if !c.opts.Newest || len(c.scope.open) == 0 || c.visible(v.Name) {
		return true
	}
	d := c.errorf(v, "undefined or undeclared variable %s: it belongs to a block that has ended", v.Name)
	if at, ok := c.scope.closed[v.Name]; ok {
		d.Notes = []source.Note{{Span: at, Msg: fmt.Sprintf("%s is declared here, in that block", v.Name)}}
	}
	d.Help = fmt.Sprintf("declare it before that block (let %s; or %s = ...;) to use it after", v.Name, v.Name)
	return false
}

// letDefault types a variable declared by `let $x;` and read (or changed
// by op=) before any assignment: an int64 0.
func (c *checker) letDefault(v *ast.VarExpr) {
	if _, ok := c.inst.Vars[c.slot(v)]; !ok && c.opts.Newest && c.visible(v.Name) {
		c.setVar(v, types.I64)
	}
}
