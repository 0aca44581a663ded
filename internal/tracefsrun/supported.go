// Package tracefsrun runs the bpftrace programs that tracefs dynamic events
// can express, for kernels where BPF is unavailable but tracefs is.
//
// Each kprobe, kretprobe, uprobe and uretprobe target becomes one event in
// kprobe_events or uprobe_events, in a group named after sonde's prefix
// (kernel.TracefsEventPrefix), enabled in the private tracefs instance of
// package ftrace, the engine under sonde ftrace. ftrace reads every CPU's
// trace_pipe_raw, decodes the events with their format files and hands
// them out in timestamp order; this package counts or prints in user space
// and reports what the buffers lost ("Lost N events", as the BPF runtime
// does). Every event and the instance are removed on exit; those a killed
// sonde left are removed by ftrace.Open (kernel.CleanupStaleEvents).
//
// Before any event, plan reduces the checked program to actions through the
// checker's side tables: calls by their builtin id (Instance.Calls), builtin
// variables by theirs (Instance.Idents), constants from Instance.Consts and
// printf formats as the checker parsed them (Printf.Verbs); nothing is
// looked up by name or parsed per event. It imports lang/check, lang/ast,
// lang/source, probe, ftrace, kernel (which defines the dynamic events:
// this package says what to write), kernel/abi, output and format.
//
// The subset (Supported says what falls outside it):
//
//	probes:     kprobe:F kretprobe:F uprobe:BIN:F uretprobe:BIN:F, BEGIN, END
//	statements: @m = count(); with no key or a key of probe, comm, pid or
//	            comm, pid; printf(fmt, args...) with args among comm, pid,
//	            tid, arg0..arg5, retval (BEGIN and END: constants only);
//	            exit()
//	predicate:  none, or /pid == N/
package tracefsrun

import (
	"fmt"

	"sonde/internal/format"
	"sonde/internal/kernel/abi"
	"sonde/internal/lang/ast"
	"sonde/internal/lang/check"
	"sonde/internal/lang/source"
	"sonde/internal/probe/point"
)

// Supported returns nil when Run can execute prog, or an error naming the
// first construct it cannot.
func Supported(prog *check.Program) error {
	_, err := plan(prog)
	return err
}

// instance is a probe instance as tracefs events run it, made once before
// any event: its statements reduced to actions, its builtins and printf
// formats resolved through the checker's side tables.
type instance struct {
	*check.Instance
	pid     int // the /pid == N/ predicate's N
	hasPred bool
	actions []action
	fetch   []fetch // what its events fetch besides the comm
}

// action is one statement: exit(), printf(fmt, args...) or @m[key] = count().
type action struct {
	exit  bool
	verbs []format.Verb // printf's format, parsed by the checker
	args  []check.VarRef
	count string // the map of a count()
	key   []check.VarRef
}

// fetch is one fetch argument of an event: a register or the return
// value, named as the builtin it is.
type fetch struct {
	name string
	spec string // "%di", "$retval"
}

// plan reduces prog to what tracefs events run, or says what it cannot.
func plan(prog *check.Program) ([]*instance, error) {
	var out []*instance
	for _, inst := range prog.Instances {
		in, err := (checker{prog.File}).instance(inst)
		if err != nil {
			return nil, fmt.Errorf("not expressible with tracefs events: %w", err)
		}
		out = append(out, in)
	}
	return out, nil
}

func (c checker) instance(inst *check.Instance) (*instance, error) {
	if len(inst.Targets) == 0 {
		return nil, fmt.Errorf("probe %s has no target", inst.Name)
	}
	in := &instance{Instance: inst}
	// The checker groups targets by context: one instance's targets are
	// all BEGIN, all END or all of kinds tracefs defines alike.
	special := inst.Ctx.Trigger != point.TriggerKernel
	if !special && inst.Ctx.TracefsEvents == "" {
		return nil, fmt.Errorf("probe %s: only kprobe, kretprobe, uprobe, uretprobe, BEGIN and END are supported", inst.Targets[0].Name)
	}
	if p := inst.Probe.Pred; p != nil {
		if special {
			return nil, fmt.Errorf("%s: predicates on BEGIN and END are not supported", inst.Targets[0].Provider)
		}
		pid, ok := pidPredicate(inst, p)
		if !ok {
			return nil, fmt.Errorf("predicate at %s: only /pid == N/ is supported", c.pos(p))
		}
		in.pid, in.hasPred = pid, true
	}
	for _, s := range inst.Probe.Body.Stmts {
		a, err := c.stmt(inst, s, special)
		if err != nil {
			return nil, err
		}
		in.actions = append(in.actions, a)
	}
	seen := map[check.VarRef]bool{}
	for _, a := range in.actions {
		for _, ref := range a.args {
			if f, ok := fetchOf(ref); ok && !seen[ref] {
				seen[ref] = true
				in.fetch = append(in.fetch, f)
			}
		}
	}
	return in, nil
}

// fetchOf is the fetch argument a builtin needs, if it needs one.
func fetchOf(ref check.VarRef) (fetch, bool) {
	switch ref.Var {
	case check.VarRetval:
		return fetch{"retval", "$retval"}, true
	case check.VarArg:
		return fetch{fmt.Sprintf("arg%d", ref.N), "%" + abi.ArgRegs[ref.N].String()}, true
	}
	return fetch{}, false
}

// checker carries the source file, to name positions in messages.
type checker struct{ f *source.File }

func (c checker) pos(n ast.Node) string {
	if c.f == nil {
		return fmt.Sprintf("offset %d", n.Pos())
	}
	return c.f.Position(n.Pos()).String()
}

// pidPredicate recognizes pid == N and N == pid.
func pidPredicate(inst *check.Instance, e ast.Expr) (int, bool) {
	b, ok := e.(*ast.BinaryExpr)
	if !ok || b.Op != "==" {
		return 0, false
	}
	x, y := b.X, b.Y
	if !isVar(inst, y, check.VarPid) {
		x, y = y, x
	}
	if !isVar(inst, y, check.VarPid) {
		return 0, false
	}
	if v, ok := inst.Consts[x]; ok {
		return int(v), true
	}
	return 0, false
}

// isVar reports whether e is the builtin variable v.
func isVar(inst *check.Instance, e ast.Expr, v check.BuiltinVar) bool {
	id, ok := e.(*ast.Ident)
	return ok && inst.Idents[id].Var == v
}

func (c checker) stmt(inst *check.Instance, s ast.Stmt, special bool) (action, error) {
	switch s := s.(type) {
	case *ast.ExprStmt:
		call, ok := s.X.(*ast.CallExpr)
		if !ok {
			return action{}, fmt.Errorf("statement at %s: only count(), printf() and exit() are supported", c.pos(s))
		}
		switch builtinOf(inst, call) {
		case check.FnExit:
			if len(call.Args) != 0 {
				return action{}, fmt.Errorf("exit() with an exit code is not supported")
			}
			return action{exit: true}, nil
		case check.FnPrintf:
			a := action{verbs: inst.Calls[call].Printf.Verbs}
			for _, e := range call.Args[1:] {
				id, ok := e.(*ast.Ident)
				if !ok {
					return action{}, fmt.Errorf("printf() argument at %s: only comm, pid, tid, arg0..arg5 and retval are supported", c.pos(e))
				}
				if special {
					return action{}, fmt.Errorf("printf() in BEGIN or END: only constant text is supported, not %s", id.Name)
				}
				ref := inst.Idents[id]
				if err := fetchable(inst, id.Name, ref); err != nil {
					return action{}, fmt.Errorf("printf() argument: %w", err)
				}
				a.args = append(a.args, ref)
			}
			return a, nil
		}
		return action{}, fmt.Errorf("call of %s() is not supported (only count(), printf() and exit())", call.Func)
	case *ast.AssignStmt:
		m, ok := s.LHS.(*ast.MapExpr)
		if !ok {
			return action{}, fmt.Errorf("assignment at %s: only maps are supported, not variables", c.pos(s))
		}
		call, ok := s.RHS.(*ast.CallExpr)
		if s.Op != "=" || !ok || builtinOf(inst, call) != check.FnCount {
			what := "an expression"
			if ok {
				what = call.Func + "()"
			}
			return action{}, fmt.Errorf("%s = %s: only count() aggregations are supported", m.Name, what)
		}
		if special {
			return action{}, fmt.Errorf("count() in BEGIN or END is not supported")
		}
		key, err := keyShape(inst, m)
		if err != nil {
			return action{}, err
		}
		return action{count: m.Name, key: key}, nil
	}
	return action{}, fmt.Errorf("statement at %s: only count(), printf() and exit() are supported", c.pos(s))
}

// builtinOf is the builtin function a call calls (0: a macro).
func builtinOf(inst *check.Instance, call *ast.CallExpr) check.Builtin {
	if k := inst.Calls[call]; k != nil {
		return k.Builtin
	}
	return 0
}

// keyShape returns the builtins a map key is made of: none, probe, comm,
// pid, or comm and pid.
func keyShape(inst *check.Instance, m *ast.MapExpr) ([]check.VarRef, error) {
	var names []string
	var refs []check.VarRef
	for _, k := range m.Keys {
		id, ok := k.(*ast.Ident)
		if !ok {
			return nil, fmt.Errorf("%s key: only probe, comm, pid and comm, pid are supported", m.Name)
		}
		names = append(names, id.Name)
		refs = append(refs, inst.Idents[id])
	}
	shape := func(vs ...check.BuiltinVar) bool {
		if len(vs) != len(refs) {
			return false
		}
		for i, v := range vs {
			if refs[i].Var != v {
				return false
			}
		}
		return true
	}
	if shape() || shape(check.VarProbe) || shape(check.VarComm) || shape(check.VarPid) || shape(check.VarComm, check.VarPid) {
		return refs, nil
	}
	return nil, fmt.Errorf("%s key %v: only probe, comm, pid and comm, pid are supported", m.Name, names)
}

// fetchable says whether a builtin can be had on this instance's events.
func fetchable(inst *check.Instance, name string, ref check.VarRef) error {
	ret := inst.Ctx.Retval
	switch ref.Var {
	case check.VarComm, check.VarPid, check.VarTid:
		return nil
	case check.VarRetval:
		if !ret {
			return fmt.Errorf("retval is only available in kretprobe and uretprobe")
		}
		return nil
	case check.VarArg:
		if ret {
			return fmt.Errorf("%s is not available in kretprobe and uretprobe", name)
		}
		if ref.N >= len(abi.ArgRegs) {
			return fmt.Errorf("%s: only arg0..arg%d can be fetched", name, len(abi.ArgRegs)-1)
		}
		return nil
	}
	return fmt.Errorf("%s is not supported (only comm, pid, tid, arg0..arg5 and retval)", name)
}
