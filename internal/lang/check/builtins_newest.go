package check

// The builtins of newest bpftrace (0.26) that 0.17 lacks: nsecs() with a
// clock, pid() and tid() with a namespace, pcomm, probetype, has_cpid,
// signal_name(), syscall_name(), fail() and assert(). Newest bpftrace
// writes several of them in its own language (its stdlib); sonde types
// and generates them natively.

import (
	"fmt"
	"strings"

	"sonde/internal/format"
	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
	"sonde/internal/lang/types"
	"sonde/internal/probe/point"
)

// NsecsClocks are the clocks nsecs() takes, as newest bpftrace names them
// (its TimestampMode): CLOCK_MONOTONIC, CLOCK_BOOTTIME, CLOCK_TAI, and
// CLOCK_TAI computed from CLOCK_BOOTTIME and an offset sonde measures at
// start, for kernels without bpf_ktime_get_tai_ns.
var NsecsClocks = []string{"monotonic", "boot", "tai", "sw_tai"}

// PidNamespaces are the namespaces pid() and tid() take: sonde's own
// (the default) and the initial one, as newest bpftrace; and sonde's
// task_ns, the task's own (what getpid() returns in it).
var PidNamespaces = []string{"curr_ns", "init", "task_ns"}

// modeArg reads the mode a call names by a bare identifier (nsecs(boot),
// pid(init)) into k.call.Mode. Anything else is an error naming the modes.
func (c *checker) modeArg(k *callSite, what string, modes []string) {
	e := k.e
	if len(e.Args) == 0 {
		return
	}
	a := e.Args[0]
	id, ok := a.(*ast.Ident)
	if !ok {
		c.expr(a)
	}
	if ok && contains(modes, id.Name) {
		k.call.Mode = id.Name
		return
	}
	list := strings.Join(modes[:len(modes)-1], ", ") + " or " + modes[len(modes)-1]
	if !ok {
		c.errorf(a, "%s() takes a %s: %s", e.Func, what, list)
		return
	}
	d := c.errorf(a, "unknown %s %q for %s()", what, id.Name, e.Func)
	if s := source.Suggest(id.Name, modes); s != "" {
		d.Help = fmt.Sprintf("did you mean %s?", s)
	} else {
		d.Help = fmt.Sprintf("%s() takes %s", e.Func, list)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// builtinNsecs checks nsecs([clock]).
func (c *checker) builtinNsecs(e *ast.CallExpr, k *callSite) *types.Type {
	if k.nargs() {
		c.modeArg(k, "clock", NsecsClocks)
	}
	return types.U64
}

// builtinPid checks pid([curr_ns|init]) and tid([curr_ns|init]).
func (c *checker) builtinPid(e *ast.CallExpr, k *callSite) *types.Type {
	if k.nargs() {
		c.modeArg(k, "PID namespace", PidNamespaces)
		if k.call.Mode == "task_ns" {
			c.taskNS(e)
		}
	}
	return types.U32
}

// taskNS finds in the kernel's BTF the fields that lead from a task to
// its own PID namespace's inode number (check.TaskNS).
func (c *checker) taskNS(e *ast.CallExpr) {
	if c.prog.TaskNS != nil || !c.needBTF(e) {
		return
	}
	ns := &TaskNS{Dev: c.opts.NsDev}
	var missing []string
	field := func(rec, name string, off *int) *types.Type {
		t := c.recordByName(rec)
		if t == nil {
			missing = append(missing, rec)
			return nil
		}
		f, ok := c.member(t, name)
		if !ok {
			missing = append(missing, rec+"."+name)
			return nil
		}
		*off = f.Offset
		return f.Type
	}
	field("struct task_struct", "thread_pid", &ns.ThreadPid)
	field("struct pid", "level", &ns.Level)
	field("struct pid", "numbers", &ns.Numbers)
	field("struct upid", "ns", &ns.UpidNs)
	var nsOff, inum int
	field("struct pid_namespace", "ns", &nsOff)
	field("struct ns_common", "inum", &inum)
	ns.Inum = nsOff + inum
	if u := c.recordByName("struct upid"); u != nil {
		ns.UpidSize = u.Size
	}
	if len(missing) > 0 || ns.UpidSize == 0 {
		c.errorf(e, "%s(task_ns) needs %s in the kernel's BTF", e.Func, strings.Join(append(missing, "struct upid")[:max(len(missing), 1)], ", "))
		return
	}
	if ns.Dev == 0 {
		c.errorf(e, "%s(task_ns): the namespace file system's device is not known (/proc/self/ns/pid cannot be read)", e.Func)
		return
	}
	c.prog.TaskNS = ns
}

// taskComm finds the offsets task->link->comm reads: link is
// group_leader (leader_comm, comm(pid)) or real_parent (pcomm).
func (c *checker) taskComm(n ast.Node, link string) {
	task := c.recordByName("struct task_struct")
	if task == nil {
		if c.needBTF(n) {
			c.errorf(n, "%s needs struct task_struct in the kernel's BTF", describeNode(n))
		}
		return
	}
	l, ok1 := c.member(task, link)
	m, ok2 := c.member(task, "comm")
	if !ok1 || !ok2 {
		c.errorf(n, "%s needs task_struct's %s and comm in the kernel's BTF", describeNode(n), link)
		return
	}
	if link == "real_parent" {
		c.prog.TaskParent = l.Offset
	} else {
		c.prog.TaskLeader = l.Offset
	}
	c.prog.TaskComm = m.Offset
}

// builtinPcomm checks pcomm([task]): the comm of the task's parent
// process (task->real_parent->comm, as newest bpftrace's stdlib has it
// since #5132, which left the thread group leader's to leader_comm), of
// the current task by default.
func (c *checker) builtinPcomm(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.StringOf(16)
	}
	c.taskComm(e, "real_parent")
	c.taskArg(e)
	return types.StringOf(16)
}

func (c *checker) varPcomm(e *ast.Ident, _ int) *types.Type {
	c.taskComm(e, "real_parent")
	return types.StringOf(16)
}

// varProbetype is the probe's kind, as newest bpftrace names it: the
// provider ("kprobe", "tracepoint"), "special" for BEGIN and END.
func (c *checker) varProbetype(e *ast.Ident, _ int) *types.Type {
	name := c.inst.Targets[0].Provider
	if c.inst.Ctx.Trigger != point.TriggerKernel {
		name = "special"
	}
	c.inst.Strs[e] = name
	return types.StringOf(len(name) + 1)
}

// varHasCpid says whether cpid has a value: whether sonde runs a command
// (-c), known when the script is compiled.
func (c *checker) varHasCpid(e *ast.Ident, _ int) *types.Type {
	c.inst.Consts[e] = map[bool]int64{false: 0, true: 1}[c.opts.Child]
	return types.BoolType
}

// builtinNameOf checks signal_name(n) and syscall_name(n): a number the
// runtime prints as a name.
func (c *checker) builtinNameOf(e *ast.CallExpr, k *callSite) *types.Type {
	kind := types.SignalName
	if k.id == FnSyscallName {
		kind = types.SyscallName
	}
	if k.nargs() {
		if t := c.expr(e.Args[0]); !t.IsInt() && t.Kind != types.Invalid {
			c.errorf(e.Args[0], "%s() needs an integer, found %s", e.Func, t)
		}
	}
	return &types.Type{Kind: kind, Size: 8}
}

// builtinFail checks fail(fmt, args...): a compile-time error with the
// formatted message, where it can run. A fail() in a branch the checker
// knows is never taken (if with a constant condition) is no error.
func (c *checker) builtinFail(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.VoidType
	}
	s, ok := e.Args[0].(*ast.StrLit)
	c.expr(e.Args[0])
	if !ok {
		c.errorf(e.Args[0], "fail() format must be a string literal")
		return types.VoidType
	}
	var ts []*types.Type
	var args []format.Arg
	for _, a := range e.Args[1:] {
		t := c.expr(a)
		ts = append(ts, t)
		if v, ok := c.constInt(a); ok {
			args = append(args, format.IntArg(v))
		} else if v, ok := c.inst.Strs[a]; ok {
			args = append(args, format.StrArg(v))
		} else {
			c.errorf(a, "fail() arguments must be literals: they are formatted when the script is compiled")
			return types.VoidType
		}
	}
	verbs := c.checkFormat(s, e.Args[1:], ts)
	if c.dead == 0 && verbs != nil {
		c.errorf(e, "%s", format.Sprintf(verbs, args))
	}
	return types.VoidType
}

// builtinAssert checks assert(cond, msg). Newest bpftrace defines it in
// its stdlib as: when cond is false, errorf("assert failed: %s", msg) and
// exit with 1. The checker expands it so, in place.
func (c *checker) builtinAssert(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.VoidType
	}
	at := span(e)
	printf := &ast.CallExpr{Span: at, Func: "errorf", Args: []ast.Expr{&ast.StrLit{Span: at, Value: "assert failed: %s"}, e.Args[1]}}
	exit := &ast.CallExpr{Span: at, Func: "exit", Args: []ast.Expr{&ast.IntLit{Span: at, Value: 1, Raw: "1"}}}
	exp := &ast.BlockExpr{Span: at, Stmts: []ast.Stmt{&ast.IfStmt{Span: at,
		Cond: &ast.UnaryExpr{Span: at, Op: "!", X: e.Args[0]},
		Then: &ast.Block{Span: at, Stmts: []ast.Stmt{&ast.ExprStmt{Span: at, X: printf}, &ast.ExprStmt{Span: at, X: exit}}}}}}
	k.call.Expanded = exp
	if t := c.expr(e.Args[1]); t.Kind != types.String && t.Kind != types.Invalid {
		c.errorf(e.Args[1], "assert() message must be a string, found %s", t)
		return types.VoidType
	}
	for _, s := range exp.Stmts {
		c.stmt(s)
	}
	return types.VoidType
}

// constCond folds a condition the checker can decide: integer constants
// (positional parameters among them) compared, negated and combined.
func (c *checker) constCond(e ast.Expr) (bool, bool) {
	switch e := e.(type) {
	case *ast.UnaryExpr:
		if e.Op == "!" {
			v, ok := c.constCond(e.X)
			return !v, ok
		}
	case *ast.BoolLit:
		return e.Value, true
	case *ast.BinaryExpr:
		switch e.Op {
		case "&&", "||":
			a, ok1 := c.constCond(e.X)
			b, ok2 := c.constCond(e.Y)
			if !ok1 || !ok2 {
				return false, false
			}
			if e.Op == "&&" {
				return a && b, true
			}
			return a || b, true
		case "==", "!=", "<", "<=", ">", ">=":
			a, ok1 := c.constInt(e.X)
			b, ok2 := c.constInt(e.Y)
			if !ok1 || !ok2 {
				return false, false
			}
			return map[string]bool{"==": a == b, "!=": a != b, "<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[e.Op], true
		}
	}
	v, ok := c.constInt(e)
	return v != 0, ok
}

// isStackExpr says whether e is kstack or ustack itself (a variable or a
// call), whose depth len() measures where it stands.
func isStackExpr(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name == "kstack" || e.Name == "ustack"
	case *ast.CallExpr:
		id := LookupBuiltin(e.Func)
		return id == FnKstack || id == FnUstack
	}
	return false
}

// varCtx is the program's context where the probe says what it is: for
// iterators a pointer to the kernel's struct bpf_iter__TARGET (ctx.task,
// ctx.fd, ctx.file, ctx.vma), typed from BTF.
func (c *checker) varCtx(e *ast.Ident, _ int) *types.Type {
	s := c.inst.Ctx.CtxStruct
	if s == "" {
		c.errorf(e, "ctx is not available in %s probes", c.inst.Targets[0].Provider).Help = "ctx is the iterator's context in iter probes"
		return types.InvalidType
	}
	if !c.needBTF(e) {
		return types.InvalidType
	}
	t := c.recordByName("struct " + s)
	if t == nil {
		c.errorf(e, "ctx: the kernel's BTF has no struct %s", s)
		return types.InvalidType
	}
	return types.PointerTo(t, false)
}
