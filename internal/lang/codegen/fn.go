package codegen

import (
	"github.com/cilium/ebpf/asm"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/check"
)

// Script functions (fn) are inlined: the checker copies a function's body
// to each call (check.FnCall), and the code generator emits it there, in
// the probe's own frame, with a frame of its own for return: `return v;`
// stores v in the call's result variable and jumps past the body.
//
// Inlining rather than BPF-to-BPF calls: a called BPF function has a stack
// frame of its own and sees the probe's only through pointers, but a probe's
// scratch variables, its record being built and its ctx live in its frame
// at fixed offsets; the verifier also counts the frames of a call chain
// against one 512-byte stack, which loop callbacks (called functions
// already) share. A function body is usually a few instructions, and the
// verifier's budget (a million) leaves room for its copies.

// fnFrame is an inlined function call being generated.
type fnFrame struct {
	end        string // the label after the body
	result     string // the result variable ("" for void)
	inCallback bool   // the call was made in a loop callback's body
}

// inlineFn generates an inlined function call: the parameters' bindings,
// then the body, then the result.
func (f *fn) inlineFn(c *check.Call) val {
	e := c.Expanded
	binds := len(c.Fn.Decl.Params)
	for _, s := range e.Stmts[:binds] {
		f.stmt(s)
	}
	f.fnFrames = append(f.fnFrames, fnFrame{end: f.newLabel(), result: c.Fn.Result, inCallback: f.inCallback})
	for _, s := range e.Stmts[binds:] {
		f.stmt(s)
	}
	fr := f.fnFrames[len(f.fnFrames)-1]
	f.fnFrames = f.fnFrames[:len(f.fnFrames)-1]
	if f.Referenced(fr.end) {
		f.label(fr.end)
		f.emit(nop())
	}
	if e.Value == nil {
		return val{kind: vNone}
	}
	return f.expr(e.Value)
}

// fnReturn generates `return [v];` in an inlined function's body.
func (f *fn) fnReturn(s *ast.JumpStmt) {
	fr := f.fnFrames[len(f.fnFrames)-1]
	if fr.inCallback != f.inCallback {
		f.fail(s, "return inside a for loop over a map (or a run-time range) is not supported in a function")
	}
	if s.Value != nil && fr.result != "" {
		f.storeVar(fr.result, f.expr(s.Value), f.in.Types[s.Value])
	}
	f.emit(asm.Ja.Label(fr.end))
}
