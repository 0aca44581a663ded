// Package tracefsrun runs the bpftrace programs that tracefs dynamic events
// can express, for kernels where BPF is unavailable but tracefs is.
//
// Each kprobe, kretprobe, uprobe and uretprobe target becomes one event in
// kprobe_events or uprobe_events, in a group named after sonde's prefix
// (probe.TracefsEventPrefix), enabled in a tracefs instance of its own. The
// engine reads the instance's trace_pipe, parses each line, and counts or
// prints in user space. Every event and the instance are removed on exit;
// events left by a killed sonde are removed by probe.CleanupStaleEvents,
// which Run calls first.
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

	"sonde/internal/kernel/abi"
	"sonde/internal/lang/ast"
	"sonde/internal/lang/check"
	"sonde/internal/lang/source"
	"sonde/internal/probe/point"
)

// Supported returns nil when Run can execute prog, or an error naming the
// first construct it cannot.
func Supported(prog *check.Program) error {
	for _, inst := range prog.Instances {
		if err := (checker{prog.File}).supportedInstance(inst); err != nil {
			return fmt.Errorf("not expressible with tracefs events: %w", err)
		}
	}
	return nil
}

func (c checker) supportedInstance(inst *check.Instance) error {
	if len(inst.Targets) == 0 {
		return fmt.Errorf("probe %s has no target", inst.Name)
	}
	// The checker groups targets by context: one instance's targets are
	// all BEGIN, all END or all of kinds tracefs defines alike.
	special := inst.Ctx.Trigger != point.TriggerKernel
	if !special && inst.Ctx.TracefsEvents == "" {
		return fmt.Errorf("probe %s: only kprobe, kretprobe, uprobe, uretprobe, BEGIN and END are supported", inst.Targets[0].Name)
	}
	if p := inst.Probe.Pred; p != nil {
		if special {
			return fmt.Errorf("%s: predicates on BEGIN and END are not supported", inst.Targets[0].Provider)
		}
		if _, ok := pidPredicate(inst, p); !ok {
			return fmt.Errorf("predicate at %s: only /pid == N/ is supported", c.pos(p))
		}
	}
	for _, s := range inst.Probe.Body.Stmts {
		if err := c.supportedStmt(inst, s, special); err != nil {
			return err
		}
	}
	return nil
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
	if !isIdent(y, "pid") {
		x, y = y, x
	}
	if !isIdent(y, "pid") {
		return 0, false
	}
	if v, ok := inst.Consts[x]; ok {
		return int(v), true
	}
	if lit, ok := x.(*ast.IntLit); ok {
		return int(lit.Value), true
	}
	return 0, false
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

func (c checker) supportedStmt(inst *check.Instance, s ast.Stmt, special bool) error {
	switch s := s.(type) {
	case *ast.ExprStmt:
		call, ok := s.X.(*ast.CallExpr)
		if !ok {
			return fmt.Errorf("statement at %s: only count(), printf() and exit() are supported", c.pos(s))
		}
		switch call.Func {
		case "exit":
			if len(call.Args) != 0 {
				return fmt.Errorf("exit() with an exit code is not supported")
			}
			return nil
		case "printf":
			if len(call.Args) == 0 {
				return fmt.Errorf("printf() without a format")
			}
			if _, ok := call.Args[0].(*ast.StrLit); !ok {
				return fmt.Errorf("printf() needs a literal format")
			}
			for _, a := range call.Args[1:] {
				id, ok := a.(*ast.Ident)
				if !ok {
					return fmt.Errorf("printf() argument at %s: only comm, pid, tid, arg0..arg5 and retval are supported", c.pos(a))
				}
				if special {
					return fmt.Errorf("printf() in BEGIN or END: only constant text is supported, not %s", id.Name)
				}
				if err := fetchable(inst, id.Name); err != nil {
					return fmt.Errorf("printf() argument: %w", err)
				}
			}
			return nil
		}
		return fmt.Errorf("call of %s() is not supported (only count(), printf() and exit())", call.Func)
	case *ast.AssignStmt:
		m, ok := s.LHS.(*ast.MapExpr)
		if !ok {
			return fmt.Errorf("assignment at %s: only maps are supported, not variables", c.pos(s))
		}
		call, ok := s.RHS.(*ast.CallExpr)
		if s.Op != "=" || !ok || call.Func != "count" || len(call.Args) != 0 {
			what := "an expression"
			if ok {
				what = call.Func + "()"
			}
			return fmt.Errorf("%s = %s: only count() aggregations are supported", m.Name, what)
		}
		if special {
			return fmt.Errorf("count() in BEGIN or END is not supported")
		}
		if _, err := keyShape(m); err != nil {
			return err
		}
		return nil
	}
	return fmt.Errorf("statement at %s: only count(), printf() and exit() are supported", c.pos(s))
}

// keyShape returns the builtins a map key is made of: none, probe, comm,
// pid, or comm and pid.
func keyShape(m *ast.MapExpr) ([]string, error) {
	var names []string
	for _, k := range m.Keys {
		id, ok := k.(*ast.Ident)
		if !ok {
			return nil, fmt.Errorf("%s key: only probe, comm, pid and comm, pid are supported", m.Name)
		}
		names = append(names, id.Name)
	}
	switch fmt.Sprint(names) {
	case "[]", "[probe]", "[comm]", "[pid]", "[comm pid]":
		return names, nil
	}
	return nil, fmt.Errorf("%s key %v: only probe, comm, pid and comm, pid are supported", m.Name, names)
}

// fetchable says whether a builtin can be had on this instance's events.
func fetchable(inst *check.Instance, name string) error {
	ret := inst.Ctx.Retval
	switch name {
	case "comm", "pid", "tid":
		return nil
	case "retval":
		if !ret {
			return fmt.Errorf("retval is only available in kretprobe and uretprobe")
		}
		return nil
	}
	if n, ok := argIndex(name); ok {
		if ret {
			return fmt.Errorf("%s is not available in kretprobe and uretprobe", name)
		}
		if n >= len(abi.ArgRegs) {
			return fmt.Errorf("%s: only arg0..arg%d can be fetched", name, len(abi.ArgRegs)-1)
		}
		return nil
	}
	return fmt.Errorf("%s is not supported (only comm, pid, tid, arg0..arg5 and retval)", name)
}

func argIndex(name string) (int, bool) {
	var n int
	if _, err := fmt.Sscanf(name, "arg%d", &n); err != nil || fmt.Sprintf("arg%d", n) != name {
		return 0, false
	}
	return n, true
}
