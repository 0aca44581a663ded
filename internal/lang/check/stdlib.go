package check

import (
	"fmt"

	"github.com/cilium/ebpf/btf"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
	"sonde/internal/lang/types"
	"sonde/internal/probe/point"
)

// The functions newest bpftrace writes in its own language (its stdlib's
// .bt files: strings.bt, base.bt, meta.bt, cgroups.bt, kfunc.bt),
// implemented natively: string scans are single helper calls or unrolled
// compares, and the type predicates are answered here, at compile time.

// builtinStrlen checks strlen(s): the length of a string, a char array or
// the string a char pointer points to (uint64).
func (c *checker) builtinStrlen(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.InvalidType
	}
	c.stringLike(e.Args[0], e.Func)
	return types.U64
}

// stringLike checks that e is a string, a char array or a char pointer.
func (c *checker) stringLike(e ast.Expr, fn string) *types.Type {
	t := c.expr(e)
	switch {
	case t.Kind == types.Invalid, t.Kind == types.String:
	case t.Kind == types.Array && t.Elem != nil && t.Elem.Kind == types.Int && t.Elem.Size == 1:
	case t.Kind == types.Pointer && (t.Elem == nil || t.Elem.Kind == types.Int && t.Elem.Size == 1 || t.Elem.Kind == types.Void):
	default:
		c.errorf(e, "%s() needs a string, a char array or a char pointer, found %s", fn, t)
		return types.InvalidType
	}
	return t
}

// builtinMemcmp checks memcmp(left, right, count): the first count bytes
// of two values compared, 0 when equal, else the difference of the first
// bytes that differ (int64). count is a constant no bigger than either.
func (c *checker) builtinMemcmp(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.InvalidType
	}
	a, b := c.expr(e.Args[0]), c.expr(e.Args[1])
	c.expr(e.Args[2])
	for i, t := range []*types.Type{a, b} {
		if t.Kind != types.Invalid && (t.IsScalar() || t.Kind == types.Void) {
			c.errorf(e.Args[i], "memcmp() compares strings, arrays, tuples and structs, found %s", t)
			return types.I64
		}
	}
	n, ok := c.constInt(e.Args[2])
	switch {
	case !ok:
		c.errorf(e.Args[2], "memcmp() count must be an integer constant")
	case n < 0:
		c.errorf(e.Args[2], "memcmp() count must not be negative")
	case a.Kind != types.Invalid && n > int64(a.Size) || b.Kind != types.Invalid && n > int64(b.Size):
		c.errorf(e.Args[2], "memcmp() count %d is more than the size of its arguments (%d and %d bytes)", n, a.Size, b.Size)
	default:
		c.inst.Consts[e.Args[2]] = n
	}
	return types.I64
}

// builtinStrcap checks strcap(s): the capacity of a string or char array
// (a constant), or the length of the string a pointer points to.
func (c *checker) builtinStrcap(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.InvalidType
	}
	switch t := c.stringLike(e.Args[0], e.Func); t.Kind {
	case types.String, types.Array:
		c.inst.Consts[e] = int64(t.Size)
	}
	return types.I64
}

// builtinDefaultStrLength checks default_str_length(): max_strlen.
func (c *checker) builtinDefaultStrLength(e *ast.CallExpr, k *callSite) *types.Type {
	if k.nargs() {
		c.inst.Consts[e] = int64(c.opts.MaxStrlen)
	}
	return types.U64
}

// builtinIsType checks is_str(), is_integer(), is_unsigned_integer(),
// is_ptr(), is_array() and is_literal(): true or false at compile time;
// the argument is not evaluated.
func (c *checker) builtinIsType(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.BoolType
	}
	t := c.expr(e.Args[0])
	var v bool
	switch k.id {
	case FnIsStr:
		v = t.Kind == types.String
	case FnIsInteger:
		v = t.Kind == types.Int || t.Kind == types.Enum
	case FnIsUnsignedInteger:
		v = t.Kind == types.Int && !t.Signed
	case FnIsPtr:
		v = t.Kind == types.Pointer
	case FnIsArray:
		v = t.Kind == types.Array
	case FnIsLiteral:
		switch x := e.Args[0].(type) {
		case *ast.IntLit, *ast.StrLit, *ast.BoolLit:
			v = true
		case *ast.UnaryExpr:
			_, v = x.X.(*ast.IntLit)
			v = v && x.Op == "-"
		}
	}
	c.inst.Consts[e] = 0
	if v {
		c.inst.Consts[e] = 1
	}
	return c.boolType()
}

// boolType is the type of a truth value: bool, or 0.17's int64.
func (c *checker) boolType() *types.Type {
	if c.opts.BoolResults {
		return types.BoolType
	}
	return types.I64
}

// builtinStaticAssert checks static_assert(cond, msg): a compile-time error
// with msg where cond, a constant, is false (in code that runs).
func (c *checker) builtinStaticAssert(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.VoidType
	}
	c.expr(e.Args[0])
	c.expr(e.Args[1])
	msg, ok := e.Args[1].(*ast.StrLit)
	if !ok {
		c.errorf(e.Args[1], "static_assert() message must be a string literal")
		return types.VoidType
	}
	v, ok := c.constCond(e.Args[0])
	switch {
	case !ok:
		c.errorf(e.Args[0], "static_assert() condition must be known at compile time")
	case !v && c.dead == 0:
		c.errorf(e, "static assertion failed: %s", msg.Value)
	}
	return types.VoidType
}

// builtinKfuncExist checks kfunc_exist("name"): whether the kernel's BTF
// has a function of that name (a compile-time bool).
func (c *checker) builtinKfuncExist(e *ast.CallExpr, k *callSite) *types.Type {
	s, ok := c.kfuncName(e, k)
	if !ok {
		return c.boolType()
	}
	if kt := c.kernelTypes(); kt != nil {
		var fn *btf.Func
		if kt.TypeByName(s, &fn) == nil {
			c.inst.Consts[e] = 1
		}
	}
	return c.boolType()
}

// kfuncName is the name kfunc_exist() and kfunc_allowed() take, a string
// literal; false after an error. Their value is false (0) until found.
func (c *checker) kfuncName(e *ast.CallExpr, k *callSite) (string, bool) {
	if !k.nargs() {
		return "", false
	}
	c.expr(e.Args[0])
	s, ok := e.Args[0].(*ast.StrLit)
	if !ok {
		c.errorf(e.Args[0], "%s() accepts a string literal only", e.Func)
		return "", false
	}
	c.inst.Consts[e] = 0
	return s.Value, true
}

// builtinKfuncAllowed checks kfunc_allowed("name"): whether a program of
// the probe's type may call the kfunc (docs/stdlib.md: "Determine if a
// kfunc is supported for particular probe types"), a compile-time bool
// the environment finds by loading a program that calls it; false for a
// kfunc the kernel's BTF lacks.
func (c *checker) builtinKfuncAllowed(e *ast.CallExpr, k *callSite) *types.Type {
	name, ok := c.kfuncName(e, k)
	if !ok {
		return c.boolType()
	}
	if allowed, known := c.kfuncAllowed(name); known && allowed {
		c.inst.Consts[e] = 1
	}
	return c.boolType()
}

// kfuncAllowed reports whether a program of the probe's type may call the
// kfunc named name, as the environment finds by loading one that does;
// known is false where the environment cannot tell (no kernel BTF, or an
// environment without the load test).
func (c *checker) kfuncAllowed(name string) (allowed, known bool) {
	kt, _ := c.kernelTypes().(interface {
		FuncID(string) (btf.TypeID, bool)
	})
	env, _ := c.opts.Env.(interface {
		KfuncAllowed(id uint32, ctx *point.Context) bool
	})
	if kt == nil || env == nil {
		return false, false
	}
	id, ok := kt.FuncID(name)
	return ok && id != 0 && env.KfuncAllowed(uint32(id), c.inst.Ctx), true
}

// kernelTypes returns the kernel's BTF, or nil without it.
func (c *checker) kernelTypes() point.KernelTypes {
	if c.kernel == nil && c.kerr == nil {
		c.kernel, c.kerr = c.opts.Env.KernelBTF()
	}
	return c.kernel
}

// builtinInCgroup checks in_cgroup(id): whether the current task is in
// the cgroup (v2) of that id or below it.
func (c *checker) builtinInCgroup(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return c.boolType()
	}
	if t := c.expr(e.Args[0]); !t.IsInt() && t.Kind != types.Invalid {
		c.errorf(e.Args[0], "in_cgroup() needs a cgroup id, found %s", t)
	}
	return c.boolType()
}

// builtinPpid checks ppid([task]): without an argument the builtin
// variable; with one, task->real_parent->pid, as newest bpftrace's
// stdlib reads it.
func (c *checker) builtinPpid(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.U32
	}
	if len(e.Args) == 0 {
		return c.varCall(e, k.fname, k.call)
	}
	k.call.Expanded = taskFields(e, e.Args[0], "real_parent", "pid")
	return c.expr(k.call.Expanded)
}

// taskFields is ((struct task_struct *)task)->f1->f2..., at the call.
func taskFields(call *ast.CallExpr, task ast.Expr, fields ...string) *ast.BlockExpr {
	at := source.Span{Lo: call.Pos(), Hi: call.End()}
	var x ast.Expr = &ast.CastExpr{Span: at, Type: &ast.TypeExpr{Span: at, Name: "struct task_struct", Ptr: 1}, X: task}
	for _, f := range fields {
		x = &ast.FieldExpr{Span: at, X: x, Name: f, Arrow: true}
	}
	return &ast.BlockExpr{Span: at, Value: x}
}

// signalName is how signal() and signal_thread() name themselves.
func signalName(e *ast.CallExpr) string { return fmt.Sprintf("%s()", e.Func) }
