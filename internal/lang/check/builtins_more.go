package check

// More of newest bpftrace's builtins: leader_tid and leader_comm,
// is_err(), container_of(), str_concat() and comm(pid). Newest bpftrace
// writes them in its stdlib; sonde types them here and generates them
// natively, or expands them in place (container_of) as macros are.

import (
	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/btf"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/types"
)

// taskLeader finds the offsets leader_tid and leader_comm read:
// task_struct's group_leader, comm and pid.
func (c *checker) taskLeader(n ast.Node) {
	c.taskComm(n)
	if task := c.recordByName("struct task_struct"); task != nil {
		if p, ok := c.member(task, "pid"); ok {
			c.prog.TaskPid = p.Offset
		}
	}
}

// taskArg checks the optional task argument of pcomm-like builtins: a
// struct task_struct * (or an address).
func (c *checker) taskArg(e *ast.CallExpr) {
	if len(e.Args) != 1 {
		return
	}
	t := c.expr(e.Args[0])
	if t.Kind != types.Invalid && (t.Kind != types.Pointer || t.Elem == nil || t.Elem.Name != "struct task_struct") && !t.IsInt() {
		c.errorf(e.Args[0], "%s() needs a struct task_struct *, found %s", e.Func, t)
	}
}

// builtinLeader checks leader_tid([task]) and leader_comm([task]): the
// thread ID and the name of the task's thread group leader (the process's
// main thread), of the current task by default.
func (c *checker) builtinLeader(e *ast.CallExpr, k *callSite) *types.Type {
	if k.nargs() {
		c.taskLeader(e)
		c.taskArg(e)
	}
	if k.id == FnLeaderTid {
		return types.U32
	}
	return types.StringOf(16)
}

func (c *checker) varLeader(e *ast.Ident, _ int) *types.Type {
	c.taskLeader(e)
	if e.Name == "leader_tid" {
		return types.U32
	}
	return types.StringOf(16)
}

// builtinIsErr checks is_err(ptr): whether a pointer a kernel function
// returned is an error (ERR_PTR), as the kernel's IS_ERR: an address in
// the last page, -4095 to -1.
func (c *checker) builtinIsErr(e *ast.CallExpr, k *callSite) *types.Type {
	if k.nargs() {
		if t := c.expr(e.Args[0]); t.Kind != types.Invalid && t.Kind != types.Pointer && !t.IsInt() {
			c.errorf(e.Args[0], "is_err() needs a pointer, found %s", t)
		}
	}
	return types.BoolType
}

// builtinContainerOf checks container_of(ptr, type, member), libbpf's
// macro: the address of the type that holds *ptr as its member. It
// expands to (type *)((uint64)ptr - offsetof(type, member)).
func (c *checker) builtinContainerOf(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.InvalidType
	}
	te, ok := e.Args[1].(*ast.TypeExpr)
	if !ok {
		c.expr(e.Args[0])
		c.errorf(e.Args[1], "container_of() takes a type as its second argument").Help = "container_of(ptr, struct S, member)"
		return types.InvalidType
	}
	field := fieldPath(e.Args[2])
	if field == nil {
		c.expr(e.Args[0])
		c.errorf(e.Args[2], "container_of() takes a member name as its third argument").Help = "container_of(ptr, struct S, member) or container_of(ptr, struct S, member.sub)"
		return types.InvalidType
	}
	at := span(e)
	ptr := &ast.TypeExpr{Span: te.Span, Name: te.Name, Ptr: te.Ptr + 1, Array: te.Array}
	u64 := &ast.TypeExpr{Span: at, Name: "uint64"}
	addr := &ast.CastExpr{Span: span(e.Args[0]), Type: u64, X: e.Args[0]}
	off := &ast.OffsetofExpr{Span: span(e.Args[2]), Type: te, Field: field}
	k.call.Expanded = &ast.BlockExpr{Span: at, Value: &ast.CastExpr{Span: at, Type: ptr,
		X: &ast.BinaryExpr{Span: at, Op: "-", X: addr, Y: off}}}
	return c.expr(k.call.Expanded)
}

// fieldPath reads a member name, or a path of them (a.b.c), written as an
// expression: nil when it is something else.
func fieldPath(e ast.Expr) []string {
	switch e := e.(type) {
	case *ast.Ident:
		return []string{e.Name}
	case *ast.FieldExpr:
		if e.Arrow {
			return nil
		}
		if p := fieldPath(e.X); p != nil {
			return append(p, e.Name)
		}
	}
	return nil
}

// builtinStrConcat checks str_concat(a, b): a new string, a followed by b,
// as long as both fit.
func (c *checker) builtinStrConcat(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.InvalidType
	}
	var size int
	for _, a := range e.Args {
		t := c.expr(a)
		if t.Kind == types.Invalid {
			return types.InvalidType
		}
		if t.Kind != types.String {
			c.errorf(a, "str_concat() needs strings, found %s", t).Help = "read a char * with str() first"
			return types.InvalidType
		}
		size += t.Size - 1
	}
	return types.StringOf(size + 1)
}

// Kfuncs comm(pid) calls: newest bpftrace's stdlib looks the task up by
// its PID and releases it.
const (
	KfuncTaskFromPid = "bpf_task_from_pid"
	KfuncTaskRelease = "bpf_task_release"
)

// builtinComm checks comm() (the comm variable) and comm(pid): the name of
// the thread with that PID, from its task_struct, which the kernel's
// bpf_task_from_pid kfunc finds (Linux 6.2). It is "N/A" when there is no
// such thread.
func (c *checker) builtinComm(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.InvalidType
	}
	if len(e.Args) == 0 {
		return c.varCall(e, k.fname, k.call)
	}
	if t := c.expr(e.Args[0]); t.Kind != types.Invalid && !t.IsInt() {
		c.errorf(e.Args[0], "comm() takes a PID: an integer, found %s", t)
		return types.StringOf(16)
	}
	if !c.needBTF(e) {
		return types.StringOf(16)
	}
	c.taskComm(e)
	funcs, ok := c.kernel.(interface {
		FuncID(string) (btf.TypeID, bool)
	})
	for _, name := range []string{KfuncTaskFromPid, KfuncTaskRelease} {
		var id btf.TypeID
		if ok {
			id, _ = funcs.FuncID(name)
		}
		if id == 0 {
			c.errorf(e, "comm(pid) needs the kernel function %s, which this kernel's BTF lacks", name).Help = "it is in Linux 6.2 and later; comm is the current thread's name"
			return types.StringOf(16)
		}
		if c.prog.Kfuncs == nil {
			c.prog.Kfuncs = map[string]uint32{}
		}
		c.prog.Kfuncs[name] = uint32(id)
	}
	if c.inst.Ctx.ProgType != ebpf.Tracing {
		// Newest bpftrace's comm(pid) is "[unknown]", with a warning, where
		// the kernel refuses the kfunc.
		c.warnf(e, "comm(pid) is \"[unknown]\" in %s probes: the kernel allows %s only in fentry, fexit and iter programs", c.inst.Targets[0].Provider, KfuncTaskFromPid)
		k.call.Mode = "unknown"
	}
	return types.StringOf(16)
}
