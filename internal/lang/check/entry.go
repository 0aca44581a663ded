package check

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"sonde/internal/kernel/abi"
	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
	"sonde/internal/lang/types"
	"sonde/internal/probe/point"
)

// Entry values: entry(EXPR) in a return probe is the value EXPR had at the
// function's entry (SystemTap's @entry(EXPR)). For each return probe that
// calls entry(), the checker adds a probe at the same functions' entry
// (point.Context.Entry names its kind) that saves the values of the
// probe's entry() calls, as one tuple, in a hidden map keyed by the thread
// and the stack pointer the return will have. The return probe runs only
// where the map holds its call's key (a return whose entry sonde did not
// see, in the moment between attaching the two, is skipped), takes the
// tuple out before its body, and reads each entry(EXPR) from it. The key
// names one call even in recursion, and a call that never returns
// (longjmp, exit) leaves only a stale entry that a later call overwrites.

// entryMapPrefix starts the hidden maps' names: no script can write one.
const entryMapPrefix = "@.entry"

// EntryRegsMap holds the argument registers saved at the entry of the
// functions whose variables probes read as the values they had there
// (DW_OP_entry_value; entryRegs), keyed by (thread, CFA of the call).
const EntryRegsMap = entryMapPrefix + "regs"

// entryRegs adds the probe that saves the argument registers at the
// entry of every function whose variables a probe reads as the values
// they had at its entry (point.Field.EntryAt, from DW_OP_entry_value):
// @.entryregs[tid, CFA] = (di, si, dx, cx, r8, r9), the CFA being the
// stack pointer before the call pushed its return address. The reading
// probe's code finds its call's registers by its own CFA (codegen).
func (c *checker) entryRegs(p *ast.Program) {
	var at []string
	seen := map[string]bool{}
	for _, pr := range p.Probes {
		names, all := varNames(pr)
		if len(names) == 0 && !all || !slices.ContainsFunc(pr.Attach, entryValuer) {
			continue
		}
		c.contexts(pr, func(ctx *point.Context) bool {
			if ctx.Entry != nil {
				return true // a return probe's args are entry()'s
			}
			ctx.LoadFields()
			for _, f := range ctx.Fields {
				if f.EntryAt != "" && f.Unavailable == "" && (all || names[f.Name]) && !seen[f.EntryAt] {
					seen[f.EntryAt] = true
					at = append(at, f.EntryAt)
				}
			}
			return true
		})
	}
	if len(at) == 0 {
		return
	}
	sp := p.Probes[0].Span
	u64 := func(x ast.Expr) ast.Expr {
		return &ast.CastExpr{Span: sp, Type: &ast.TypeExpr{Span: sp, Name: "uint64"}, X: x}
	}
	reg := func(name string) ast.Expr {
		return u64(&ast.CallExpr{Span: sp, Func: "reg", Args: []ast.Expr{&ast.StrLit{Span: sp, Value: name}}})
	}
	regs := &ast.TupleExpr{Span: sp}
	for _, r := range abi.ArgRegs {
		regs.Elems = append(regs.Elems, reg(r.String()))
	}
	key := []ast.Expr{u64(&ast.Ident{Span: sp, Name: "tid"}), &ast.BinaryExpr{Span: sp, Op: "+", X: reg("sp"), Y: &ast.IntLit{Span: sp, Value: 8}}}
	added := &ast.Probe{Span: sp, Body: &ast.Block{Span: sp, Stmts: []ast.Stmt{
		&ast.AssignStmt{Span: sp, LHS: &ast.MapExpr{Span: sp, Name: EntryRegsMap, Keys: key}, Op: "=", OpSpan: sp, RHS: regs}}}}
	for _, raw := range at {
		added.Attach = append(added.Attach, &ast.AttachPoint{Span: sp, Raw: raw})
	}
	p.Probes = append(p.Probes, added)
	c.entryProbes[added] = added
}

// readsEntry notes that the instance reads field f, which may be a
// value saved at the function's entry.
func (c *checker) readsEntry(f *point.Field) {
	if f.EntryAt != "" {
		c.inst.EntryCFA = &f.EntryCFA
	}
}

// entryValuer reports whether ap's kind may read values saved at a
// function's entry (point.EntryValuer), before it is resolved.
func entryValuer(ap *ast.AttachPoint) bool {
	provider, _ := point.Split(ap.Raw)
	k, ok := point.Lookup(provider)
	ev, isEV := k.(point.EntryValuer)
	return ok && isEV && ev.EntryValues()
}

// varNames are the names a probe reads as args.NAME or locals.NAME;
// all, when it reads args or locals whole.
func varNames(pr *ast.Probe) (names map[string]bool, all bool) {
	names = map[string]bool{}
	fields := map[ast.Node]bool{}
	ast.Inspect(pr, func(n ast.Node) bool {
		if f, ok := n.(*ast.FieldExpr); ok && (isVar(f.X, VarArgs) || isVar(f.X, VarLocals)) {
			names[f.Name] = true
			fields[f.X] = true
		}
		if (isVar(n, VarArgs) || isVar(n, VarLocals)) && !fields[n] {
			all = true
		}
		return true
	})
	return names, all
}

// entryUse is where one entry() call of a return probe reads its value.
type entryUse struct {
	v     *ast.VarExpr // the probe's tuple of saved values; nil: the call is wrong, and reported
	index int          // the call's element; -1 when the probe has one call
}

// entryValues rewrites the return probes of p that call entry() and adds
// their entry probes. It runs before the probes are resolved.
func (c *checker) entryValues(p *ast.Program) {
	c.entryUses, c.entryProbes = map[*ast.CallExpr]entryUse{}, map[*ast.Probe]*ast.Probe{}
	n := len(p.Probes)
	defer c.entryRegs(p)
	for i := 0; i < n; i++ {
		pr := p.Probes[i]
		if mentionsVar(pr, VarArgs) {
			if ctx := c.firstContext(pr); ctx != nil && ctx.Entry != nil && ctx.Entry.Args && ctx.Entry.Refused == "" {
				entryArgs(pr)
			}
		}
		calls := c.entryCalls(pr)
		if len(calls) == 0 {
			continue
		}
		ctx := c.firstContext(pr)
		if ctx == nil {
			continue // resolveProbes reports why
		}
		if ctx.Entry == nil || ctx.Entry.Refused != "" {
			for _, e := range calls {
				if ctx.Entry == nil {
					c.diags.Errorf(span(e), "entry() is only available in return probes (uretprobe, kretprobe, fexit)")
				} else {
					c.diags.Errorf(span(e), "entry() is not available here: %s", ctx.Entry.Refused)
				}
				c.entryUses[e] = entryUse{}
			}
			continue
		}
		name := fmt.Sprintf("%s%d", entryMapPrefix, i)
		at := pr.Span
		entryKey, retKey, entryPre, retPost := c.entryKeys(ctx.Entry, i, at)
		var value ast.Expr
		v := &ast.VarExpr{Span: at, Name: fmt.Sprintf("$.entry%d", i)}
		if len(calls) == 1 {
			value = calls[0].Args[0]
			c.entryUses[calls[0]] = entryUse{v: v, index: -1}
		} else {
			t := &ast.TupleExpr{Span: at}
			for j, e := range calls {
				t.Elems = append(t.Elems, e.Args[0])
				c.entryUses[e] = entryUse{v: v, index: j}
			}
			value = t
		}
		// The entry probe: @.entryN[tid, sp + delta] = (EXPR, ...).
		var attach []*ast.AttachPoint
		for _, ap := range pr.Attach {
			raw := ap.Raw
			if k := strings.IndexByte(raw, ':'); k >= 0 {
				raw = ctx.Entry.Provider + raw[k:]
			}
			attach = append(attach, &ast.AttachPoint{Span: ap.Span, Raw: raw})
		}
		store := &ast.MapExpr{Span: at, Name: name, Keys: entryKey().Elems}
		added := &ast.Probe{Span: pr.Span, Attach: attach, Body: &ast.Block{Span: at,
			Stmts: append(entryPre, &ast.AssignStmt{Span: at, LHS: store, Op: "=", OpSpan: at, RHS: value})}}
		p.Probes = append(p.Probes, added)
		c.entryProbes[added] = pr

		// The return probe: /has_key(@.entryN, KEY)/ {
		// $.entryN = @.entryN[KEY]; delete(@.entryN, KEY);
		// if (PRED) { BODY } }
		m := &ast.MapExpr{Span: at, Name: name}
		read := &ast.MapExpr{Span: at, Name: name, Keys: retKey().Elems}
		stmts := []ast.Stmt{
			&ast.AssignStmt{Span: at, LHS: v, Op: "=", OpSpan: at, RHS: read},
			&ast.ExprStmt{Span: at, X: &ast.CallExpr{Span: at, Func: "delete", Args: []ast.Expr{m, retKey()}}},
		}
		stmts = append(stmts, retPost...)
		if pr.Pred != nil {
			stmts = append(stmts, &ast.IfStmt{Span: pr.Body.Span, Cond: pr.Pred, Then: pr.Body})
		} else {
			stmts = append(stmts, pr.Body.Stmts...)
		}
		pr.Pred = &ast.CallExpr{Span: at, Func: "has_key", Args: []ast.Expr{m, retKey()}}
		pr.Body = &ast.Block{Span: pr.Body.Span, Stmts: stmts}
	}
}

// entryArgs makes each args.NAME and args of a return probe whose
// context reads them at entry (point.Entry.Args) entry(args.NAME) and
// entry(args), outside the probe's own entry() calls.
func entryArgs(pr *ast.Probe) {
	wrap := func(x ast.Expr) ast.Expr {
		return &ast.CallExpr{Span: source.Span{Lo: x.Pos(), Hi: x.End()}, Func: "entry", Args: []ast.Expr{x}}
	}
	var visit func(v reflect.Value)
	visit = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Interface, reflect.Pointer:
			if v.IsNil() {
				return
			}
			if v.Kind() == reflect.Interface {
				visit(v.Elem())
				return
			}
			if v.Elem().Kind() != reflect.Struct {
				return
			}
			if e, ok := v.Interface().(*ast.CallExpr); ok && e.Func == "entry" {
				return
			}
			s := v.Elem()
			for i := 0; i < s.NumField(); i++ {
				fv := s.Field(i)
				if !fv.CanSet() {
					continue
				}
				switch {
				case fv.Kind() == reflect.Slice:
					for j := 0; j < fv.Len(); j++ {
						if !replaceArgs(fv.Index(j), wrap) {
							visit(fv.Index(j))
						}
					}
				case fv.Kind() == reflect.Interface || fv.Kind() == reflect.Pointer:
					if !replaceArgs(fv, wrap) {
						visit(fv)
					}
				}
			}
		}
	}
	visit(reflect.ValueOf(pr))
}

// replaceArgs replaces v, an ast.Expr slot holding args or args.NAME,
// with wrap of it, and reports whether it did.
func replaceArgs(v reflect.Value, wrap func(ast.Expr) ast.Expr) bool {
	if v.Kind() != reflect.Interface || v.IsNil() || v.Type() != reflect.TypeFor[ast.Expr]() {
		return false
	}
	x := v.Interface().(ast.Expr)
	if !isVar(x, VarArgs) && !isArgsField(x) {
		return false
	}
	v.Set(reflect.ValueOf(wrap(x)))
	return true
}

// isArgsField reports whether x is args.NAME.
func isArgsField(x ast.Node) bool {
	f, ok := x.(*ast.FieldExpr)
	return ok && !f.Arrow && isVar(f.X, VarArgs)
}

// entryKeys gives the keys of one call's saved values, at its entry and
// at its return (each call makes new nodes), and the statements that go
// before the entry's store and after the return's read.
//
// With pt_regs, the key is the thread and the stack pointer the return
// will have: a call that never returns (longjmp, a C++ exception) only
// leaves a stale entry behind, which a later call at the same depth
// overwrites. Without (fentry/fexit), it is the thread and its depth of
// calls of the function, counted in @.entrydepthN[tid]: a return with no entry
// (the two probes attach one after the other) finds depth 0, which holds
// nothing, and counts nothing down.
func (c *checker) entryKeys(e *point.Entry, i int, at source.Span) (entryKey, retKey func() *ast.TupleExpr, entryPre, retPost []ast.Stmt) {
	tid := func() ast.Expr { return &ast.Ident{Span: at, Name: "tid"} }
	tuple := func(x ast.Expr) *ast.TupleExpr { return &ast.TupleExpr{Span: at, Elems: []ast.Expr{tid(), x}} }
	if !e.Depth {
		sp := func(delta int) ast.Expr {
			var x ast.Expr = &ast.CastExpr{Span: at, Type: &ast.TypeExpr{Span: at, Name: "uint64"},
				X: &ast.CallExpr{Span: at, Func: "reg", Args: []ast.Expr{&ast.StrLit{Span: at, Value: "sp"}}}}
			if delta != 0 {
				x = &ast.BinaryExpr{Span: at, Op: "+", X: x, Y: &ast.IntLit{Span: at, Value: uint64(delta)}}
			}
			return x
		}
		return func() *ast.TupleExpr { return tuple(sp(e.SPDelta)) }, func() *ast.TupleExpr { return tuple(sp(0)) }, nil, nil
	}
	depth := func() *ast.MapExpr {
		return &ast.MapExpr{Span: at, Name: fmt.Sprintf("%sdepth%d", entryMapPrefix, i), Keys: []ast.Expr{tid()}}
	}
	d := func() *ast.VarExpr { return &ast.VarExpr{Span: at, Name: fmt.Sprintf("$.entrydepth%d", i)} }
	one := func() ast.Expr { return &ast.IntLit{Span: at, Value: 1} }
	entryPre = []ast.Stmt{
		&ast.AssignStmt{Span: at, LHS: d(), Op: "=", OpSpan: at, RHS: &ast.BinaryExpr{Span: at, Op: "+", X: depth(), Y: one()}},
		&ast.AssignStmt{Span: at, LHS: depth(), Op: "=", OpSpan: at, RHS: d()},
	}
	retPost = []ast.Stmt{&ast.AssignStmt{Span: at, LHS: depth(), Op: "-=", OpSpan: at, RHS: one()}}
	return func() *ast.TupleExpr { return tuple(d()) }, func() *ast.TupleExpr { return tuple(depth()) }, entryPre, retPost
}

// entryCalls lists the entry() calls of a probe, reporting those that
// cannot be: nested ones, and those of a value not known at entry.
func (c *checker) entryCalls(pr *ast.Probe) []*ast.CallExpr {
	var calls []*ast.CallExpr
	var visit func(n ast.Node, outer *ast.CallExpr)
	visit = func(n ast.Node, outer *ast.CallExpr) {
		ast.Inspect(n, func(n ast.Node) bool {
			e, ok := n.(*ast.CallExpr)
			if !ok || e.Func != "entry" {
				if outer != nil && isVar(n, VarRetval) {
					c.diags.Errorf(span(n), "retval is not known at the function's entry, where entry() evaluates its argument")
				}
				return true
			}
			if outer != nil {
				c.diags.Errorf(span(e), "entry() inside entry(): the argument is already evaluated at entry")
				c.entryUses[e] = entryUse{}
				return false
			}
			if len(e.Args) != 1 {
				c.diags.Errorf(span(e), "entry() takes one argument, the expression to evaluate at the function's entry, found %d", len(e.Args))
				c.entryUses[e] = entryUse{}
				return false
			}
			calls = append(calls, e)
			visit(e.Args[0], e)
			return false
		})
	}
	if pr.Pred != nil {
		visit(pr.Pred, nil)
	}
	visit(pr.Body, nil)
	return calls
}

// firstContext is the context of the first target of pr's first attach
// point that resolves, or nil.
func (c *checker) firstContext(pr *ast.Probe) *point.Context {
	var first *point.Context
	c.contexts(pr, func(ctx *point.Context) bool {
		first = ctx
		return false
	})
	return first
}

// contexts calls f with the context of each target of pr's attach
// points that resolve, in order, while f returns true.
func (c *checker) contexts(pr *ast.Probe, f func(*point.Context) bool) {
	if c.opts.Env == nil {
		return
	}
	for _, ap := range pr.Attach {
		raw, ok := c.substitutePositionals(ap)
		if !ok {
			continue
		}
		ts, err := c.opts.Env.Resolve(raw)
		if err != nil {
			continue
		}
		for _, t := range ts {
			if ctx, err := c.opts.Env.Context(t); err == nil && !f(ctx) {
				return
			}
		}
	}
}

// builtinEntry checks entry(EXPR): the element of the probe's saved tuple
// that entryValues set aside for it.
func (c *checker) builtinEntry(e *ast.CallExpr, k *callSite) *types.Type {
	u, ok := c.entryUses[e]
	if !ok {
		c.errorf(e, "entry() is only available in the body or predicate of a return probe (uretprobe, kretprobe, fexit)")
		return types.InvalidType
	}
	if u.v == nil {
		return types.InvalidType
	}
	var x ast.Expr = u.v
	if u.index >= 0 {
		x = &ast.FieldExpr{Span: e.Span, X: u.v, Name: fmt.Sprint(u.index)}
	}
	k.call.Expanded = &ast.BlockExpr{Span: e.Span, Value: x}
	return c.expr(k.call.Expanded)
}

// keepEntryProbes adds to the instances --probe-filter kept (kept) the
// entry probes of their targets that are return probes.
func (c *checker) keepEntryProbes(kept []*Instance) []*Instance {
	fns := map[string]bool{} // the kept return targets, without their provider
	for _, in := range kept {
		for _, t := range in.Targets {
			_, fn, _ := strings.Cut(t.Name, ":")
			fns[fn] = true
		}
	}
	for _, in := range c.prog.Instances {
		if !in.Added {
			continue
		}
		var targets []point.Target
		for _, t := range in.Targets {
			if _, fn, _ := strings.Cut(t.Name, ":"); fns[fn] {
				targets = append(targets, t)
			}
		}
		if len(targets) > 0 {
			in.Targets = targets
			kept = append(kept, in)
		}
	}
	return kept
}

// hideEntryMaps keeps the entry values' maps out of what sonde prints.
func (c *checker) hideEntryMaps() {
	for name, m := range c.prog.Maps {
		if strings.HasPrefix(name, entryMapPrefix) {
			m.Hidden = true
		}
	}
}
