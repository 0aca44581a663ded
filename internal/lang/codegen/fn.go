package codegen

import (
	"github.com/cilium/ebpf/asm"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/check"
)

// Script functions (fn) are inlined: the checker copies a function's body
// to each call (check.FnCall), and the code generator emits it there, in
// the probe's own frame, with a frame of its own for return: `return v;`
// stores v in the call's result variable and jumps past the body (from a
// for loop's callback: stops the loop, and the code after it jumps).
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
	returned   string // the variable a return in a loop callback sets ("" for none)
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
	fr := fnFrame{end: f.newLabel(), result: c.Fn.Result, returned: c.Fn.Returned, inCallback: f.inCallback}
	if fr.returned != "" {
		off := f.vars[fr.returned]
		f.emit(stImm(f.at(off), off, 0, asm.DWord))
	}
	f.fnFrames = append(f.fnFrames, fr)
	for _, s := range e.Stmts[binds:] {
		f.stmt(s)
	}
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
	if s.Value != nil && fr.result != "" {
		f.storeVar(fr.result, f.expr(s.Value), f.in.Types[s.Value])
	}
	if fr.inCallback == f.inCallback {
		f.emit(asm.Ja.Label(fr.end))
		return
	}
	// In a loop's callback: the result and the flag go back to the
	// caller's frame with the other variables when the loop stops, and
	// the code after the loop (fnReturnedInLoop) goes on past the body.
	off := f.vars[fr.returned]
	f.emit(stImm(f.at(off), off, 1, asm.DWord), asm.Ja.Label(f.loops[0].brk))
}

// fnReturnedInLoop follows a for loop run by a callback, in a function's
// body: when a return inside it ended the call, it goes past the body.
func (f *fn) fnReturnedInLoop() {
	if len(f.fnFrames) == 0 {
		return
	}
	fr := f.fnFrames[len(f.fnFrames)-1]
	if fr.returned == "" || fr.inCallback != f.inCallback {
		return
	}
	off := f.vars[fr.returned]
	f.emit(asm.LoadMem(asm.R1, f.at(off), off, asm.DWord), asm.JNE.Imm(asm.R1, 0, fr.end))
}
