package check

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
	"sonde/internal/lang/types"
	"sonde/internal/probe/point"
)

// expr types e and records the result.
func (c *checker) expr(e ast.Expr) *types.Type {
	t := c.expr1(e)
	if t == nil {
		t = types.InvalidType
	}
	if c.isGoString(e, t) {
		c.inst.GoStrings[e] = t
		t = types.StringOf(c.opts.MaxStrlen)
	}
	c.inst.Types[e] = t
	return t
}

// isGoString reports whether e, of type t, is Go's string header read
// from memory or the stack in a probe on a Go function (args.t->Name,
// args.names.array[1], *args.ps), which reads as the string it points
// to; as the X of a field access it stays the record (args.t->Name.len).
func (c *checker) isGoString(e ast.Expr, t *types.Type) bool {
	if c.inst == nil || c.inst.Ctx == nil || !c.inst.Ctx.Go || e == c.goHeader || t.Kind != types.Record || t.Name != "struct string" {
		return false
	}
	switch e := e.(type) {
	case *ast.FieldExpr, *ast.IndexExpr:
		return true
	case *ast.UnaryExpr:
		return e.Op == "*"
	}
	return false
}

func (c *checker) expr1(e ast.Expr) *types.Type {
	switch e := e.(type) {
	case *ast.IntLit:
		// bpftrace 0.17 types every literal int64: 0xffffffffffffffff is -1.
		c.inst.Consts[e] = int64(e.Value)
		return c.litType(e)
	case *ast.BoolLit:
		if e.Value {
			c.inst.Consts[e] = 1
		} else {
			c.inst.Consts[e] = 0
		}
		return types.BoolType
	case *ast.StrLit:
		c.inst.Strs[e] = e.Value
		return types.StringOf(len(e.Value) + 1)
	case *ast.Ident:
		return c.ident(e)
	case *ast.VarExpr:
		c.letDefault(e)
		t, ok := c.inst.Vars[c.slot(e)]
		if !ok {
			d := c.errorf(e, "undefined variable %s", e.Name)
			var names []string
			for n := range c.inst.Vars {
				if !strings.Contains(n, "'") { // not a slot of a block's own (scope.go)
					names = append(names, n)
				}
			}
			if s := source.Suggest(e.Name, names); s != "" {
				d.Help = fmt.Sprintf("did you mean %s?", s)
			}
			return types.InvalidType
		}
		if !c.inScope(e) {
			return types.InvalidType
		}
		return t
	case *ast.PositionalExpr:
		if e.Count {
			c.inst.Consts[e] = int64(len(c.opts.Positional))
			return types.I64
		}
		if e.N > len(c.opts.Positional) {
			// bpftrace: a missing positional is 0 / "" in expressions.
			c.inst.Consts[e] = 0
			return types.I64
		}
		v := c.opts.Positional[e.N-1]
		if n, err := strconv.ParseInt(v, 0, 64); err == nil {
			c.inst.Consts[e] = n
			return types.I64
		}
		c.errorf(e, "$%d used numerically but given %q. Try using str($%d).", e.N, v, e.N)
		return types.InvalidType
	case *ast.MapExpr:
		v := c.mapRead(e)
		t := c.readType(v)
		if v.Kind == types.Agg && t.Kind == types.Invalid {
			d := c.errorf(e, "a map of %s() has no single value to read", v.Agg)
			d.Help = fmt.Sprintf("print(%s) prints it", e.Name)
		}
		return t
	case *ast.CallExpr:
		return c.call(e, false)
	case *ast.BinaryExpr:
		return c.binary(e)
	case *ast.UnaryExpr:
		return c.unary(e)
	case *ast.IncDecExpr:
		var t *types.Type
		switch x := e.X.(type) {
		case *ast.VarExpr:
			t = c.expr(x)
			if c.opts.Newest && t.Kind == types.Int {
				c.promote(x, e.Op == "--")
				t = c.inst.Vars[c.slot(x)]
				c.inst.Types[x] = t
			}
		case *ast.MapExpr:
			m := c.prog.Maps[x.Name]
			if m == nil || m.Value.Kind == types.Invalid {
				c.defineMap(x, types.I64)
				m = c.prog.Maps[x.Name]
			} else {
				// A key that read a map typed later is typed now.
				if key := c.mapKey(x); m.Key != nil && key != nil && unknown(m.Key) {
					m.Key = widen(m.Key, key)
				}
				m.Used = true
			}
			t = c.readType(m.Value)
			c.inst.Types[x] = m.Value
		default:
			c.errorf(e, "%s needs a variable or a map", e.Op)
			return types.InvalidType
		}
		if !t.IsInt() && t.Kind != types.Invalid && t.Kind != types.Pointer {
			c.errorf(e, "%s needs an integer, found %s", e.Op, t)
		}
		return t
	case *ast.TernaryExpr:
		c.cond(e.Cond)
		var a *types.Type
		if e.X == nil { // c ?: y is c when c is true
			a = c.inst.Types[e.Cond]
		} else {
			a = c.expr(e.X)
		}
		b := c.expr(e.Y)
		// A branch reading a map not typed yet takes the other's type.
		if a == untyped {
			return b
		}
		if b == untyped {
			return a
		}
		if a.Kind == types.Invalid || b.Kind == types.Invalid {
			return types.InvalidType
		}
		if a.IsInt() && b.IsInt() {
			return types.IntOf(8, a.Signed || b.Signed)
		}
		if a.Kind != b.Kind {
			c.errorf(e, "ternary branches have different types: %s and %s", a, b)
			return types.InvalidType
		}
		// How a value prints, where its type says it, cannot depend on
		// the branch taken (strftime()'s format is in its value).
		switch {
		case a.Kind == types.Stack && (a.StackMode != b.StackMode || a.StackLimit != b.StackLimit || a.UserStack != b.UserStack || a.Dwarf != b.Dwarf):
			c.errorf(e, "ternary branches are stacks of different modes or depths: %s and %s", stackCall(a), stackCall(b))
			return types.InvalidType
		case a.Kind == types.Container && a.Filter != b.Filter:
			c.errorf(e, "ternary branches print different things of a container: %q and %q", a.Filter, b.Filter)
			return types.InvalidType
		case a.Kind == types.CgroupPath && a.Filter != b.Filter:
			c.errorf(e, "ternary branches are cgroup_path()s of different filters: %q and %q", a.Filter, b.Filter)
			return types.InvalidType
		}
		return widen(a, b)
	case *ast.FieldExpr:
		return c.field(e)
	case *ast.IndexExpr:
		t := c.expr(e.X)
		it := c.expr(e.Index)
		if !it.IsInt() && it.Kind != types.Invalid {
			c.errorf(e.Index, "index must be an integer, found %s", it)
		}
		switch t.Kind {
		case types.Array:
			if n, ok := c.constInt(e.Index); ok && (n < 0 || int(n) >= t.Len) {
				c.errorf(e, "the index %d is out of bounds for array of size %d", n, t.Len)
			}
			if t.User {
				return inUser(t.Elem)
			}
			return t.Elem
		case types.Pointer:
			return c.deref(t.Elem, t.User)
		case types.String: // a char array: its bytes
			if n, ok := c.constInt(e.Index); ok && (n < 0 || int(n) >= t.Size) {
				c.errorf(e, "the index %d is out of bounds for array of size %d", n, t.Size)
			}
			return types.U8
		case types.Invalid:
			return t
		}
		c.errorf(e, "cannot index %s", t)
		return types.InvalidType
	case *ast.CastExpr:
		return c.cast(e)
	case *ast.TupleExpr:
		if e.Names != nil {
			return c.record(e)
		}
		elems, ok := c.elemTypes(e.Elems, "a tuple")
		if !ok {
			return untyped
		}
		return types.TupleOf(elems)
	case *ast.SizeofExpr:
		var t *types.Type
		if e.Type != nil {
			t = c.typeExpr(e.Type)
		} else {
			t = c.expr(e.X)
		}
		c.inst.Consts[e] = int64(t.Size)
		return types.U64
	case *ast.OffsetofExpr:
		var t *types.Type
		if e.Type != nil {
			t = c.typeExpr(e.Type)
		} else {
			t = c.expr(e.X)
		}
		off := 0
		for _, name := range e.Field {
			if t.Kind == types.Invalid {
				return types.InvalidType
			}
			f, ok := c.member(t, name)
			if !ok {
				c.errorf(e, "%s has no field %q", t, name)
				return types.InvalidType
			}
			off += f.Offset
			t = f.Type
		}
		c.inst.Consts[e] = int64(off)
		return types.U64
	case *ast.BlockExpr:
		c.enterScope()
		defer c.leaveScope()
		for _, s := range e.Stmts {
			c.stmt(s)
		}
		return c.expr(e.Value)
	case *ast.BadExpr:
		return types.InvalidType
	case *ast.TypeExpr:
		c.errorf(e, "the type %s is not a value", ast.TypeString(e)).Help = "a type stands as an argument only where a builtin takes one, as container_of(ptr, struct S, member)"
		return types.InvalidType
	}
	c.errorf(e, "unsupported expression")
	return types.InvalidType
}

// constInt folds an integer constant expression.
func (c *checker) constInt(e ast.Expr) (int64, bool) {
	switch e := e.(type) {
	case *ast.IntLit:
		return int64(e.Value), true
	case *ast.UnaryExpr:
		if v, ok := c.constInt(e.X); ok {
			switch e.Op {
			case "-":
				return -v, true
			case "~":
				return ^v, true
			}
		}
	case *ast.BinaryExpr:
		a, ok1 := c.constInt(e.X)
		b, ok2 := c.constInt(e.Y)
		if ok1 && ok2 {
			switch e.Op {
			case "+":
				return a + b, true
			case "-":
				return a - b, true
			case "*":
				return a * b, true
			case "/":
				if b != 0 {
					return a / b, true
				}
			case "<<":
				return a << b, true
			case ">>":
				return int64(uint64(a) >> b), true // logical, as bpftrace
			case "|":
				return a | b, true
			case "&":
				return a & b, true
			}
		}
	}
	if v, ok := c.inst.Consts[e]; ok {
		return v, true
	}
	return 0, false
}

func (c *checker) ident(e *ast.Ident) *types.Type {
	if ref, ok := LookupBuiltinVar(e.Name); ok {
		c.inst.Idents[e] = ref
		return BuiltinVars[ref.Var].check(c, e, ref.N)
	}
	if v, ok := c.prog.Enums[e.Name]; ok {
		c.inst.Consts[e] = v
		return cmp.Or(c.prog.EnumTypes[e.Name], types.I64)
	}
	if m, ok := c.macros[e.Name]; ok && len(m.Params) == 0 && c.inst.IdentExprs != nil {
		// one is one() (newer bpftrace)
		call := &ast.CallExpr{Span: e.Span, Func: e.Name, FuncEnd: e.Span.Hi}
		c.inst.IdentExprs[e] = call
		return c.expr(call)
	}
	if m, ok := c.macros[e.Name]; ok {
		d := c.errorf(e, "macro %s takes %d argument%s: it needs a call", m.Name, len(m.Params), plural(len(m.Params)))
		d.Help = fmt.Sprintf("write %s(%s)", m.Name, strings.Join(m.Params, ", "))
		return types.InvalidType
	}
	if v, t, ok := c.kernelEnum(e.Name); ok {
		c.inst.Consts[e] = v
		return t
	}
	d := c.errorf(e, "unknown identifier %q", e.Name)
	if s := source.Suggest(e.Name, BuiltinVarNames()); s != "" {
		d.Help = fmt.Sprintf("did you mean %q?", s)
	}
	return types.InvalidType
}

// The builtin variables' checks (BuiltinVars) that do more than give a type.

func (c *checker) varCpid(e *ast.Ident, _ int) *types.Type {
	if !c.opts.Child {
		c.errorf(e, "cpid needs a command to trace: run with -c CMD")
	}
	return types.U32
}

func (c *checker) varPpid(e *ast.Ident, _ int) *types.Type {
	if c.needBTF(e) {
		if task := c.recordByName("struct task_struct"); task != nil {
			p, ok1 := c.member(task, "real_parent")
			if ok1 && p.Type.Kind == types.Pointer {
				if g, ok2 := c.member(p.Type.Elem, "tgid"); ok2 {
					c.prog.TaskParent, c.prog.TaskTgid = p.Offset, g.Offset
				}
			}
		}
	}
	return types.U32
}

func (c *checker) varNcpus(e *ast.Ident, _ int) *types.Type {
	c.inst.Consts[e] = int64(max(1, c.opts.NCPUs))
	return types.U32
}

func (c *checker) varCurtask(e *ast.Ident, _ int) *types.Type {
	if c.needBTF(e) {
		if t := c.recordByName("struct task_struct"); t != nil {
			return types.PointerTo(t, false)
		}
	}
	return types.U64
}

func (c *checker) varProbe(e *ast.Ident, _ int) *types.Type {
	if len(c.inst.Names) > 0 {
		// Each target's own name, read by its attach cookie.
		n := 0
		for _, s := range c.inst.Names {
			n = max(n, len(s))
		}
		return types.StringOf(n + 1)
	}
	c.inst.Strs[e] = c.inst.Name
	return types.StringOf(len(c.inst.Name) + 1)
}

func (c *checker) varFunc(e *ast.Ident, _ int) *types.Type {
	ctx := c.inst.Ctx
	if !ctx.Func {
		c.errorf(e, "func is not available in %s probes", c.inst.Targets[0].Provider)
		return types.InvalidType
	}
	if ctx.User {
		c.prog.UsesUserAddrs = true
		if ctx.Retval && c.opts.Newest {
			// At the return the IP register is in the caller, which
			// bpftrace 0.17 prints; newest bpftrace names the probed
			// function, through bpf_get_func_ip (bpftrace #2645).
			if !ctx.FuncIP {
				d := c.errorf(e, "func is not available in uretprobe probes on kernels without bpf_get_func_ip for uprobes (Linux 6.6)")
				d.Help = "use probe for the probed function's name, or --compat=0.17 for the caller's"
				return types.InvalidType
			}
			ref := c.inst.Idents[e]
			ref.FuncIP = true
			c.inst.Idents[e] = ref
		}
		return &types.Type{Kind: types.Usym, Size: 16}
	}
	return &types.Type{Kind: types.Ksym, Size: 8}
}

func (c *checker) varRetval(e *ast.Ident, _ int) *types.Type {
	if !c.inst.Ctx.Retval {
		c.errorf(e, "retval is only available in return probes (kretprobe, uretprobe, fexit)")
		return types.InvalidType
	}
	if c.inst.Ctx.Go && c.inst.IdentExprs != nil {
		// A Go function's first result, when a string (two registers),
		// is retval as a string: args.NAME of that result.
		c.inst.Ctx.LoadFields()
		for _, f := range c.inst.Ctx.Fields {
			if f.Local {
				continue
			}
			if f.Regs != nil && f.Regs.GoString && !f.Regs.Mem {
				x := &ast.FieldExpr{Span: e.Span, X: &ast.Ident{Span: e.Span, Name: "args"}, Name: f.Name}
				c.inst.IdentExprs[e] = x
				return c.expr(x)
			}
			break
		}
	}
	if fr := c.inst.Ctx.RetFloat; fr.Type != "" {
		c.retFloat(e, fr)
	}
	return types.I64
}

// retFloat diagnoses retval in a return probe of a function that returns
// a floating-point value (point.FloatRet): the calling convention puts
// it in a vector register, which a uprobe's pt_regs do not hold, and
// retval reads rax, as bpftrace does, 0.17 and newest alike. Under
// --compat=0.17 that is a warning, so that 0.17's scripts run unchanged;
// otherwise an error, as sonde refuses any variable it cannot read
// rather than print a wrong number.
func (c *checker) retFloat(e *ast.Ident, fr point.FloatRet) {
	ts := c.inst.Targets
	who := ts[0].Name
	if len(ts[0].Parts) >= 2 {
		who = ts[0].Parts[1]
	}
	switch {
	case len(ts) == 2:
		who += " and 1 other function"
	case len(ts) > 2:
		who += fmt.Sprintf(" and %d other functions", len(ts)-1)
	}
	msg := fmt.Sprintf("retval of %s is a %s, returned in %s, which a %s cannot read; retval here is rax", who, fr.Type, fr.Reg, ts[0].Provider)
	var d *source.Diagnostic
	if c.opts.Newest {
		d = c.errorf(e, "%s", msg)
		d.Notes = append(d.Notes, source.Note{Msg: `reg("ax") reads rax; --compat=0.17 reads retval as rax, as bpftrace does, with a warning`})
	} else {
		d = c.warnf(e, "%s", msg)
	}
	if fr.At != "" {
		d.Help = "read the value where the program keeps it, with a statement probe at the function's return: " + fr.At + " { print(locals); }"
	}
}

func (c *checker) varArgs(e *ast.Ident, _ int) *types.Type {
	if !slices.ContainsFunc(c.inst.Ctx.Fields, func(f point.Field) bool { return !f.Local }) {
		c.errorf(e, "args is not available in %s probes", c.inst.Targets[0].Provider)
		return types.InvalidType
	}
	if c.opts.Newest && !c.argsField {
		// args is a record in newest bpftrace: $a = args; $a.name
		if t := c.argsRecord(e, false); t.Kind != types.Invalid {
			return t
		}
	}
	return &types.Type{Kind: types.Record, Name: "args", Context: true, Size: 8}
}

// varLocals types locals, the local variables in scope where a uprobe
// fires (from the binary's DWARF): locals.NAME reads one, locals alone is
// a record of all that have a value there, as args is.
func (c *checker) varLocals(e *ast.Ident, _ int) *types.Type {
	if i := slices.IndexFunc(c.inst.Ctx.Fields, func(f point.Field) bool { return f.Local && f.Name == "" }); i >= 0 {
		c.errorf(e, "locals is not available in %s: %s", c.inst.Targets[0].Name, c.inst.Ctx.Fields[i].Unavailable)
		return types.InvalidType
	}
	if !slices.ContainsFunc(c.inst.Ctx.Fields, func(f point.Field) bool { return f.Local }) {
		d := c.errorf(e, "locals is not available in %s: no local variable is in scope there", c.inst.Targets[0].Name)
		d.Help = "locals are a uprobe's, from the DWARF of a binary built with -g"
		return types.InvalidType
	}
	if !c.argsField {
		if t := c.argsRecord(e, true); t.Kind != types.Invalid {
			return t
		}
	}
	return &types.Type{Kind: types.Record, Name: "locals", Context: true, Size: 8}
}

func (c *checker) varStack(e *ast.Ident, _ int) *types.Type {
	v := c.inst.Idents[e].Var
	t := c.stackType(e, v == VarUstack || v == VarDwUstack)
	if v == VarDwUstack {
		c.dwarfStack(e, t)
	}
	return t
}

// dwarfStack makes a user stack dw_ustack's: unwound by sonde from the
// registers and a copy of the stack with the binaries' DWARF call frame
// information. Newest bpftrace has it behind the unstable_dw_ustack
// config flag: "warn" (the default) warns, "error" refuses it.
func (c *checker) dwarfStack(n ast.Node, t *types.Type) {
	t.Dwarf = true
	if t.StackMode == types.StackBuildID {
		c.errorf(n, "dw_ustack cannot print build IDs: its frames are unwound by sonde, not by the kernel")
		return
	}
	switch c.prog.Config.UnstableDwUstack {
	case "error":
		d := c.errorf(n, "dw_ustack is an unstable feature and unstable_dw_ustack is set to error")
		d.Help = "set config = { unstable_dw_ustack = enable } to use it"
	case "enable":
	default:
		if !c.dwWarned && c.final {
			c.dwWarned = true
			d := c.diags.Warnf(span(n), "dw_ustack is an unstable feature")
			d.Help = "set config = { unstable_dw_ustack = enable } to silence this warning"
		}
	}
}

// stackType is a kstack's or ustack's type in the script's stack mode
// (stack_mode, BPFTRACE_STACK_MODE). build_id is for user stacks only: a
// kstack prints raw then, with a warning, as in newest bpftrace.
func (c *checker) stackType(n ast.Node, user bool) *types.Type {
	t := &types.Type{Kind: types.Stack, Size: 8, StackLimit: 127, StackMode: c.prog.Config.StackMode}
	if user {
		t.UserStack, t.Size = true, 16
		c.prog.UsesUserAddrs = true
	} else if t.StackMode == types.StackBuildID {
		c.warnf(n, "'build_id' stack mode can only be used for ustack. Falling back to 'raw' mode.")
		t.StackMode = types.StackRaw
	}
	return t
}

func (c *checker) varArg(e *ast.Ident, n int) *types.Type {
	ctx := c.inst.Ctx
	if ctx.ArgN == point.ArgsNone && ctx.ArgLocs == nil {
		c.errorf(e, "%s is not available in %s probes", e.Name, c.inst.Targets[0].Provider)
		return types.InvalidType
	}
	if ctx.ArgLocs != nil && n >= len(ctx.ArgLocs) {
		c.errorf(e, "%s: this probe has %d arguments", e.Name, len(ctx.ArgLocs))
		return types.InvalidType
	}
	if ctx.ArgN == point.ArgsArray && n >= ctx.NumArgs {
		// The context is a u64 array of the parameters' slots: reading past
		// it is refused by the verifier, so it is refused here. bpftrace
		// 0.17 refuses argN on kfunc/kretfunc altogether.
		t := c.inst.Targets[0]
		what := t.Name
		if ctx.AttachTo != "" {
			what = ctx.AttachTo
		}
		d := c.errorf(e, "%s: %s has %d parameter%s", e.Name, what, ctx.NumArgs, plural(ctx.NumArgs))
		switch {
		case len(ctx.Fields) > 0:
			d.Help = fmt.Sprintf("arg0..arg%d are its parameters; args.NAME reads them by name (args.%s)", ctx.NumArgs-1, ctx.Fields[0].Name)
		case ctx.NumArgs > 0:
			d.Help = fmt.Sprintf("arg0..arg%d are its parameters", ctx.NumArgs-1)
		}
		return types.InvalidType
	}
	if ctx.ArgN == point.ArgsRegs && ctx.ArgLocs == nil && n > 5 {
		c.errorf(e, "x86_64 doesn't support %s", e.Name).Help = // bpftrace's words
			"only arg0..arg5 are in registers; sarg0, sarg1, ... read the arguments passed on the stack"
		return types.InvalidType
	}
	// A USDT operand's sign says how its bytes widen to 64 bits; the
	// widened value is a u64, as in bpftrace 0.17 (arg1 < 0 is false
	// for a -4@ operand holding -1, and maps print it unsigned).
	return types.U64
}

func (c *checker) varSarg(e *ast.Ident, _ int) *types.Type {
	if c.inst.Ctx.ArgN != point.ArgsRegs {
		c.errorf(e, "%s is only available in kprobe and uprobe probes", e.Name)
		return types.InvalidType
	}
	return types.U64
}

func argIndex(name, prefix string) (int, bool) {
	rest, ok := strings.CutPrefix(name, prefix)
	if !ok || rest == "" {
		return 0, false
	}
	n, err := strconv.Atoi(rest)
	if err != nil || n < 0 {
		return 0, false
	}
	return n, true
}

func (c *checker) binary(e *ast.BinaryExpr) *types.Type {
	a, b := c.expr(e.X), c.expr(e.Y)
	t := c.binaryType(e, e.Op, a, b)
	if e.Op == "-" && t.IsInt() {
		// One warning for the subtraction, at its first uint64 operand:
		// newest's own example of it, (uint64)5 - (uint64)3, shows one.
		if !c.signedDifference(e.X, a) {
			c.signedDifference(e.Y, b)
		}
	}
	if t.IsInt() {
		if n, ok := c.constInt(e.Y); ok && n == 0 && (e.Op == "/" || e.Op == "%") {
			c.errorf(e.Y, "division by zero")
		}
	}
	return t
}

// binaryType is the type of a op b: of a binary expression, or of the
// x op y that a compound assignment x op= y stands for.
func (c *checker) binaryType(e ast.Node, op string, a, b *types.Type) *types.Type {
	t := c.binaryType1(e, op, operand(a), operand(b))
	if t.Kind == types.Invalid && (a == untyped || b == untyped) {
		// Whatever a map not typed yet turns out to be, x op y is an
		// integer: the next pass finds the real error, if there is one.
		return types.U64
	}
	return t
}

func (c *checker) binaryType1(e ast.Node, op string, a, b *types.Type) *types.Type {
	t := c.binaryType2(e, op, a, b)
	if c.opts.BoolResults && t.Kind != types.Invalid && t.Kind != types.Pointer {
		switch {
		case op == "==" || op == "!=" || op == "<" || op == "<=" || op == ">" || op == ">=" || op == "&&" || op == "||",
			a.Kind == types.Bool && b.Kind == types.Bool:
			return types.BoolType
		}
	}
	return t
}

func (c *checker) binaryType2(e ast.Node, op string, a, b *types.Type) *types.Type {
	if a.Kind == types.Invalid || b.Kind == types.Invalid {
		return types.InvalidType
	}
	if c.floatOp(e, "operator "+op, a, b) {
		return types.InvalidType
	}
	switch op {
	case "==", "!=", "<", "<=", ">", ">=":
		if a.Kind == types.Array && b.Kind == types.Array {
			return c.arrayCompare(e, op, a, b)
		}
		if a.Kind == types.Tuple && b.Kind == types.Tuple {
			return c.tupleCompare(e, op, a, b)
		}
		if a.Kind == types.String && b.Kind == types.String {
			if op != "==" && op != "!=" {
				c.errorf(e, "strings can only be compared with == and !=")
			}
			return types.I64
		}
		if (a.IsInt() || a.Kind == types.Pointer) && (b.IsInt() || b.Kind == types.Pointer) {
			return types.I64
		}
		c.errorf(e, "cannot compare %s with %s", a, b)
		return types.InvalidType
	case "&&", "||":
		if !(a.IsInt() || a.Kind == types.Pointer) || !(b.IsInt() || b.Kind == types.Pointer) {
			c.errorf(e, "%s needs integers, found %s and %s", op, a, b)
			return types.InvalidType
		}
		return types.I64
	}
	if a.Kind == types.Pointer && b.IsInt() && (op == "+" || op == "-") {
		return a
	}
	if a.IsInt() && b.Kind == types.Pointer && op == "+" {
		return b
	}
	if a.Kind == types.Pointer && b.Kind == types.Pointer && op == "-" {
		return types.I64
	}
	if !a.IsInt() || !b.IsInt() {
		c.errorf(e, "operator %s needs integers, found %s and %s", op, a, b)
		return types.InvalidType
	}
	return c.arithType(op, a, b)
}

// floatHelp says what a float or double value is for.
const floatHelp = "sonde reads float and double variables to print them (print(), printf's %f, %e, %g or %s), and computes nothing with them"

// floatOp refuses what with a floating-point operand (arithmetic, a
// comparison, a truth value), at e, and reports whether it did.
func (c *checker) floatOp(e ast.Node, what string, ts ...*types.Type) bool {
	for _, t := range ts {
		if t.Kind == types.Float {
			c.errorf(e, "floating-point arithmetic is not supported: %s on a %s", what, t).Help = floatHelp
			return true
		}
	}
	return false
}

func (c *checker) unary(e *ast.UnaryExpr) *types.Type {
	if e.Op == "&" {
		return c.addressOf(e)
	}
	t := c.expr(e.X)
	if e.Op != "*" {
		t = operand(t)
	}
	if t.Kind == types.Invalid {
		return t
	}
	if e.Op != "*" && c.floatOp(e, "operator "+e.Op, t) {
		return types.InvalidType
	}
	switch e.Op {
	case "-", "~":
		if !t.IsInt() {
			c.errorf(e, "operator %s needs an integer, found %s", e.Op, t)
			return types.InvalidType
		}
		if e.Op == "-" {
			return c.negType(e.X)
		}
		return types.IntOf(t.Size, t.Signed) // ~ keeps the operand's type, as in bpftrace
	case "!":
		if !t.IsInt() && t.Kind != types.Pointer {
			c.errorf(e, "operator ! needs an integer, found %s", t)
			return types.InvalidType
		}
		if c.opts.BoolResults {
			return types.BoolType
		}
		return types.I64
	case "*":
		if t.IsInt() {
			return types.U64 // bpftrace reads 8 bytes of kernel memory at an integer address
		}
		if t.Kind != types.Pointer {
			c.errorf(e, "cannot dereference %s", t)
			return types.InvalidType
		}
		return c.deref(t.Elem, t.User)
	}
	c.errorf(e, "unknown operator %s", e.Op)
	return types.InvalidType
}

// addressOf types &$x (newer bpftrace): a pointer to the scratch
// variable, where the probe keeps it, for as long as the probe runs.
func (c *checker) addressOf(e *ast.UnaryExpr) *types.Type {
	v, ok := e.X.(*ast.VarExpr)
	if !ok {
		d := c.errorf(e, "the address-of operator & takes a scratch variable")
		d.Help = "write $v = EXPR; then &$v"
		return types.InvalidType
	}
	t := c.expr(v)
	if t.Kind == types.Invalid {
		return t
	}
	if t == untyped || t.Kind == types.Void || t.Kind == types.Agg {
		c.errorf(e, "cannot take the address of %s, of type %s", v.Name, t)
		return types.InvalidType
	}
	return types.PointerTo(t, false)
}

// deref is the type of reading what a pointer points to.
func (c *checker) deref(elem *types.Type, user bool) *types.Type {
	if elem.Kind == types.Void {
		return types.U8
	}
	if user {
		return inUser(elem)
	}
	return elem
}

// inUser is t as read from user memory: a pointer or array found there
// points, or lies, in user memory too (argv's strings, a user struct's
// char * member), so that *$p reads user memory after $p = $c->z[1].
func inUser(t *types.Type) *types.Type {
	if t.User || t.Kind != types.Pointer && t.Kind != types.Array {
		return t
	}
	cp := *t
	cp.User = true
	return &cp
}

func (c *checker) field(e *ast.FieldExpr) *types.Type {
	if local := isVar(e.X, VarLocals); local || isVar(e.X, VarArgs) {
		c.argsField = true // args.name reads in place: no record of args
		t := c.expr(e.X)
		c.argsField = false
		if t.Kind == types.Invalid {
			return t
		}
		var names []string
		for i := range c.inst.Ctx.Fields {
			f := &c.inst.Ctx.Fields[i]
			if f.Local != local {
				continue
			}
			if f.Name == e.Name {
				if f.Unavailable != "" {
					c.errorf(e, "%s.%s: %s", map[bool]string{false: "args", true: "locals"}[local], f.Name, f.Unavailable)
					return types.InvalidType
				}
				c.readsEntry(f)
				t := c.ctxFieldType(f)
				c.inst.Fields[e] = &FieldRef{Ctx: f, Tuple: -1, Offset: f.Offset, Type: t}
				return t
			}
			names = append(names, f.Name)
		}
		what := "argument"
		if local {
			what = "local variable"
		}
		d := c.errorf(e, "%s has no %s %q", c.inst.Targets[0].Name, what, e.Name)
		if s := source.Suggest(e.Name, names); s != "" {
			d.Help = fmt.Sprintf("did you mean %q?", s)
		}
		return types.InvalidType
	}
	saved := c.goHeader
	c.goHeader = e.X
	t := c.expr(e.X)
	c.goHeader = saved
	user := false // the record is in user memory
	switch t.Kind {
	case types.Invalid:
		return t
	case types.Tuple:
		if t.Named() {
			ft := c.recordField(e, t)
			c.foldField(e)
			return ft
		}
		i, err := strconv.Atoi(e.Name)
		if err != nil || i < 0 || i >= len(t.Fields) {
			c.errorf(e, "tuple %s has no element %s", t, e.Name)
			return types.InvalidType
		}
		c.inst.Fields[e] = &FieldRef{Tuple: i, Offset: t.Fields[i].Offset, Type: t.Fields[i].Type}
		return t.Fields[i].Type
	case types.Pointer:
		if t.Elem.Kind != types.Record {
			c.errorf(e, "cannot access field %q of %s", e.Name, t)
			return types.InvalidType
		}
		user = t.User
		t = t.Elem
	case types.Record:
		user = t.User // a user record's pointers point to user memory
	default:
		c.errorf(e, "cannot access field %q of %s", e.Name, t)
		return types.InvalidType
	}
	f, ok := c.member(t, e.Name)
	if !ok {
		d := c.errorf(e, "%s has no field %q", t, e.Name)
		if s := source.Suggest(e.Name, c.memberNames(t)); s != "" {
			d.Help = fmt.Sprintf("did you mean %q?", s)
		}
		return types.InvalidType
	}
	ft := f.Type
	if user {
		ft = inUser(ft)
	}
	c.inst.Fields[e] = &FieldRef{Tuple: -1, Offset: f.Offset, Type: ft, BitOff: f.BitOff, BitSize: f.BitSize}
	return ft
}

func (c *checker) cast(e *ast.CastExpr) *types.Type {
	to := c.valueType(e.Type)
	from := operand(c.expr(e.X))
	if to.Kind == types.Invalid || from.Kind == types.Invalid {
		return types.InvalidType
	}
	ok := false
	switch to.Kind {
	case types.Int, types.Enum:
		ok = from.IsInt() || from.Kind == types.Pointer
		if from.Kind == types.Array && from.Elem.IsInt() {
			// (uint64)$bytes: an integer array's bytes as an integer
			// (newer bpftrace), of the same size.
			if from.Size != to.Size {
				d := c.errorf(e, "cannot cast %s (%d bytes) to %s (%d bytes)", from, from.Size, to, to.Size)
				d.Help = "an array and an integer cast to each other must have the same size"
				return types.InvalidType
			}
			ok = true
		}
	case types.Bool:
		ok = from.IsInt() || from.Kind == types.Pointer || from.Kind == types.String
	case types.Pointer:
		ok = from.IsInt() || from.Kind == types.Pointer
	case types.Array:
		if from.IsInt() && to.Len == 0 && len(e.Type.Array) == 1 && to.Elem.Size > 0 {
			// (uint8[])x: as many elements as x has bytes
			to = types.ArrayOf(to.Elem, from.Size/to.Elem.Size)
		}
		ok = from.IsInt() && to.Size <= 8 && to.Size > 0 || from.Kind == types.Array
	}
	if !ok {
		d := c.errorf(e, "cannot cast %s to %s", from, to)
		if from.Kind == types.Float {
			d.Help = floatHelp
		}
		return types.InvalidType
	}
	if to.Kind == types.Pointer {
		// A cast keeps the address space: a user pointer stays one, and an
		// integer becomes one where arguments point to user memory.
		user := from.User || from.IsInt() && c.userArgs()
		if to.User != user {
			cp := *to
			cp.User = user
			to = &cp
		}
	}
	c.inst.Casts[e] = to
	return to
}

// arrayCompare checks == and != between arrays: bpftrace compares arrays of
// the same length and the same integer element type only.
func (c *checker) arrayCompare(e ast.Node, op string, a, b *types.Type) *types.Type {
	switch {
	case op != "==" && op != "!=":
		c.errorf(e, "the %s operator cannot be used on arrays", op)
	case a.Len != b.Len:
		c.errorf(e, "only arrays of the same size support comparison operators, found %s and %s", a, b)
	case !a.Elem.IsInt() || !types.Equal(a.Elem, b.Elem):
		c.errorf(e, "only arrays of the same sized integer support comparison operators, found %s and %s", a, b)
	default:
		return types.I64
	}
	return types.InvalidType
}

// foldField makes a field of a record literal whose value is a constant
// (config.max_strlen) that constant.
func (c *checker) foldField(e *ast.FieldExpr) {
	x := e.X
	if id, ok := x.(*ast.Ident); ok && c.inst.IdentExprs[id] != nil {
		x = c.inst.IdentExprs[id]
	}
	lit, ok := x.(*ast.TupleExpr)
	ref := c.inst.Fields[e]
	if !ok || ref == nil || ref.Tuple < 0 || ref.Tuple >= len(lit.Elems) {
		return
	}
	elem := lit.Elems[ref.Tuple]
	if v, ok := c.inst.Consts[elem]; ok {
		c.inst.Consts[e] = v
	}
	if s, ok := c.inst.Strs[elem]; ok {
		c.inst.Strs[e] = s
	}
}

// stackCall names a stack type as the call that makes it: kstack(perf, 10).
func stackCall(t *types.Type) string {
	fn := "kstack"
	switch {
	case t.Dwarf:
		fn = "dw_ustack"
	case t.UserStack:
		fn = "ustack"
	}
	return fmt.Sprintf("%s(%s, %d)", fn, t.StackMode, t.StackLimit)
}
