package check

// More of newest bpftrace's builtins: leader_tid and leader_comm,
// is_err(), container_of(), str_concat() and comm(pid). Newest bpftrace
// writes them in its stdlib; sonde types them here and generates them
// natively, or expands them in place (container_of) as macros are.

import (
	"fmt"
	"strings"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/btf"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
	"sonde/internal/lang/types"
)

// taskLeader finds the offsets leader_tid and leader_comm read:
// task_struct's group_leader, comm and pid.
func (c *checker) taskLeader(n ast.Node) {
	c.taskComm(n, "group_leader")
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
	c.taskComm(e, "group_leader")
	for _, name := range []string{KfuncTaskFromPid, KfuncTaskRelease} {
		if !c.btfID(name, false) {
			c.errorf(e, "comm(pid) needs the kernel function %s, which this kernel's BTF lacks", name).Help = "it is in Linux 6.2 and later; comm is the current thread's name"
			return types.StringOf(16)
		}
	}
	// Newest bpftrace's comm(pid) is "[unknown]", with a warning, where
	// the kernel refuses the kfunc: asked of the kernel where the
	// environment can load a program that calls it (6.18 allows it in
	// tracepoints too), else fentry, fexit and iter programs, where every
	// kernel with the kfunc allows it.
	allowed, known := c.kfuncAllowed(KfuncTaskFromPid)
	if !known {
		allowed = c.inst.Ctx.ProgType == ebpf.Tracing
	}
	if !allowed {
		c.warnf(e, "comm(pid) is \"[unknown]\" in %s probes: this kernel does not allow %s in them", c.inst.Targets[0].Provider, KfuncTaskFromPid)
		k.call.Mode = "unknown"
	}
	return types.StringOf(16)
}

// btfID finds the ID in vmlinux's BTF of the function (or, with variable,
// the variable) named name, for the code generator in Program.BTFIDs.
func (c *checker) btfID(name string, variable bool) bool {
	var id btf.TypeID
	switch k := c.kernel.(type) {
	case interface {
		FuncID(string) (btf.TypeID, bool)
		VarID(string) (btf.TypeID, bool)
	}:
		if variable {
			id, _ = k.VarID(name)
		} else {
			id, _ = k.FuncID(name)
		}
	}
	if id == 0 {
		return false
	}
	if c.prog.BTFIDs == nil {
		c.prog.BTFIDs = map[string]uint32{}
	}
	c.prog.BTFIDs[name] = uint32(id)
	return true
}

// builtinPercpuKaddr checks percpu_kaddr(name[, cpu]): the address of the
// kernel's per-CPU variable name on this CPU (bpf_this_cpu_ptr) or on cpu
// (bpf_per_cpu_ptr, NULL past the last CPU), as a uint64 *.
func (c *checker) builtinPercpuKaddr(e *ast.CallExpr, k *callSite) *types.Type {
	ptr := types.PointerTo(types.U64, false)
	if !k.nargs() {
		return ptr
	}
	c.expr(e.Args[0])
	s, ok := e.Args[0].(*ast.StrLit)
	if len(e.Args) == 2 {
		if t := c.expr(e.Args[1]); t.Kind != types.Invalid && !t.IsInt() {
			c.errorf(e.Args[1], "percpu_kaddr() takes a CPU number, found %s", t)
		}
	}
	if !ok {
		c.errorf(e.Args[0], "percpu_kaddr() needs a variable name as a string literal")
		return ptr
	}
	if !c.needBTF(e) {
		return ptr
	}
	if !c.btfID(s.Value, true) {
		c.errorf(e.Args[0], "the kernel's BTF has no per-CPU variable %q", s.Value).Help = "percpu_kaddr() takes a per-CPU variable, such as \"runqueues\" or \"process_counts\""
		return ptr
	}
	// The kernel finds the variable's address in kallsyms, which lists
	// variables only where it is built with CONFIG_KALLSYMS_ALL.
	if ks, ok := c.opts.Env.(interface{ KernelSymbol(string) (uint64, error) }); ok {
		if _, err := ks.KernelSymbol(s.Value); err != nil {
			c.errorf(e.Args[0], "percpu_kaddr(%q): the kernel does not list the variable in /proc/kallsyms", s.Value).Help = "the kernel locates per-CPU variables through kallsyms, which lists variables only with CONFIG_KALLSYMS_ALL"
		}
	}
	return ptr
}

// builtinSocketCookie checks socket_cookie(sk): the kernel's cookie of a
// struct sock (bpf_get_socket_cookie), which the kernel gives only to
// fentry and fexit programs, that hold the typed pointer.
func (c *checker) builtinSocketCookie(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.U64
	}
	if t := c.expr(e.Args[0]); t.Kind != types.Invalid &&
		(t.Kind != types.Pointer || t.Elem == nil || t.Elem.Name != "struct sock") {
		c.errorf(e.Args[0], "socket_cookie() needs a struct sock *, found %s", t)
	}
	if c.inst.Ctx.ProgType != ebpf.Tracing {
		c.errorf(k.fname, "socket_cookie() can only be used with fentry and fexit probes, not %s", c.inst.Targets[0].Provider).Help =
			"the kernel's bpf_get_socket_cookie takes the struct sock * a fentry/fexit probe is given (args.sk)"
	}
	return types.U64
}

// builtinWriteUser checks write_user(dst, src, len): len bytes of src (a
// string or an integer) written at the user address dst with
// bpf_probe_write_user; true when it succeeded. Unsafe.
func (c *checker) builtinWriteUser(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.BoolType
	}
	if !c.opts.Unsafe {
		c.errorf(k.fname, "write_user() is unsafe").Help = UnsafeHelp
	}
	if t := c.expr(e.Args[0]); t.Kind != types.Invalid && t.Kind != types.Pointer && !t.IsInt() {
		c.errorf(e.Args[0], "write_user() writes at a user address, found %s", t)
	}
	src := c.expr(e.Args[1])
	size := src.Size
	switch {
	case src.Kind == types.Invalid:
	case src.Kind == types.String || src.IsInt():
	default:
		c.errorf(e.Args[1], "write_user() writes a string or an integer, found %s", src)
	}
	if t := c.expr(e.Args[2]); t.Kind != types.Invalid && !t.IsInt() {
		c.errorf(e.Args[2], "write_user() length must be an integer, found %s", t)
	} else if n, ok := c.constInt(e.Args[2]); ok && (n <= 0 || src.Kind != types.Invalid && n > int64(size)) {
		c.errorf(e.Args[2], "write_user() length must be 1 to %d, the size of %s, found %d", size, src, n)
	}
	return types.BoolType
}

// builtinFind checks find(@m, key, $v): whether @m holds key, and if it
// does, its value stored in $v (newest bpftrace's stdlib). It expands to
// has_key(@m, key) ? { $v = @m[key]; true } : false.
func (c *checker) builtinFind(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.InvalidType
	}
	m, ok := e.Args[0].(*ast.MapExpr)
	v, isVar := e.Args[2].(*ast.VarExpr)
	if !ok || m.Keys != nil {
		c.errorf(e.Args[0], "find() needs a map, such as @x")
		return types.InvalidType
	}
	if !isVar {
		c.errorf(e.Args[2], "find() stores the value in a scratch variable, such as $v")
		return types.InvalidType
	}
	if old := c.prog.Maps[m.Name]; old != nil && old.Key == nil && old.Value != untyped {
		c.errorf(m, "find() needs a map with keys: %s has none", m.Name).Notes = c.mapNote(m.Name, true)
		return types.InvalidType
	}
	// The expansion types find() as has_key and a read would be; the code
	// generator makes it one lookup (Call.Map is the read, Call.Var the
	// variable), but for a histogram's buckets.
	at := span(e)
	read := &ast.MapExpr{Span: m.Span, Name: m.Name, Keys: []ast.Expr{e.Args[1]}}
	k.call.Map, k.call.Var = read, v
	k.call.Expanded = &ast.BlockExpr{Span: at, Value: &ast.TernaryExpr{Span: at,
		Cond: &ast.CallExpr{Span: at, Func: "has_key", Args: []ast.Expr{m, e.Args[1]}},
		X: &ast.BlockExpr{Span: at,
			Stmts: []ast.Stmt{&ast.AssignStmt{Span: at, LHS: v, Op: "=", OpSpan: at, RHS: read}},
			Value: &ast.BoolLit{Span: at, Value: true}},
		Y: &ast.BoolLit{Span: at, Value: false}}}
	return c.expr(k.call.Expanded)
}

// unknownStackMode reports kstack(NAME) or ustack(NAME) where NAME is no
// stack mode.
func (c *checker) unknownStackMode(e *ast.CallExpr, id *ast.Ident) {
	modes := []string{types.StackBpftrace.String(), types.StackPerf.String(), types.StackRaw.String()}
	d := c.errorf(id, "unknown stack mode %q for %s()", id.Name, e.Func)
	if s := source.Suggest(id.Name, modes); s != "" {
		d.Help = fmt.Sprintf("did you mean %s?", s)
	} else {
		d.Help = fmt.Sprintf("%s() takes a mode (%s) and a frame limit", e.Func, strings.Join(modes, ", "))
	}
}

// MaxTseriesIntervals bounds tseries()'s number of intervals: one map
// element each.
const MaxTseriesIntervals = 1000

// tseries checks tseries(n, interval_ns, num_intervals[, agg]) (newest
// bpftrace): a time series of n, one value per interval of interval_ns
// (a duration: 100ms, 1s), the last num_intervals of them kept; agg says
// how the values of one interval combine: the last (by default), "avg",
// "max", "min" or "sum". t.LHist keeps the interval, the number and the
// mode.
func (c *checker) tseries(e *ast.CallExpr, t *types.Type) {
	c.expr(e.Args[1])
	c.expr(e.Args[2])
	interval, ok1 := c.constInt(e.Args[1])
	if !ok1 || interval <= 0 {
		c.errorf(e.Args[1], "tseries() interval must be a positive constant duration, such as 100ms or 1s")
	}
	n, ok2 := c.constInt(e.Args[2])
	if !ok2 || n < 1 || n > MaxTseriesIntervals {
		c.errorf(e.Args[2], "tseries() number of intervals must be a constant from 1 to %d", MaxTseriesIntervals)
	}
	t.LHist[0], t.LHist[1] = interval, n
	if len(e.Args) < 4 {
		return
	}
	c.expr(e.Args[3])
	s, ok := e.Args[3].(*ast.StrLit)
	mode := -1
	if ok {
		for i, m := range types.TseriesModes[1:] {
			if m == s.Value {
				mode = i + 1
			}
		}
	}
	if mode < 0 {
		d := c.errorf(e.Args[3], "tseries() aggregates an interval's values by \"avg\", \"max\", \"min\" or \"sum\"")
		if ok {
			if m := source.Suggest(s.Value, types.TseriesModes[1:]); m != "" {
				d.Help = fmt.Sprintf("did you mean %q?", m)
			}
		}
		return
	}
	t.LHist[2] = int64(mode)
}
