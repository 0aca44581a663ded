package check

import (
	"fmt"
	"net/netip"
	"sort"
	"strconv"
	"strings"

	"github.com/cilium/ebpf"

	"sonde/internal/kernel/abi"
	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
	"sonde/internal/lang/types"
	"sonde/internal/probe/point"
)

// isAggregation reports whether name is an aggregation function.
func isAggregation(name string) bool { return Builtins[LookupBuiltin(name)].Agg != types.AggNone }

// aggregation checks `@m[...] = agg(args)` and returns the map value type.
func (c *checker) aggregation(e *ast.CallExpr, m *ast.MapExpr) *types.Type {
	id := LookupBuiltin(e.Func)
	b := &Builtins[id]
	kind := b.Agg
	c.inst.Calls[e] = &Call{Func: e.Func, Builtin: id, Agg: kind, Map: m}
	want := b.Min // hist(x, precision) takes its optional second
	if len(e.Args) == b.Max {
		want = b.Max
	}
	if len(e.Args) != want {
		c.errorf(e, "%s() takes %d argument%s, found %d", e.Func, want, plural(want), len(e.Args))
		return types.AggOf(kind, types.I64)
	}
	var elem *types.Type = types.I64
	if want > 0 {
		elem = c.expr(e.Args[0])
		if !elem.IsInt() && elem.Kind != types.Invalid {
			c.errorf(e.Args[0], "%s() needs an integer, found %s", e.Func, elem)
		}
	}
	t := types.AggOf(kind, elem)
	if kind == types.AggHist && len(e.Args) == 2 {
		k, ok := c.constInt(e.Args[1])
		c.expr(e.Args[1])
		if !ok || k < 0 || k > 5 {
			c.errorf(e.Args[1], "hist() precision must be a constant from 0 to 5")
		}
		t.LHist[0] = k
	}
	if kind == types.AggLHist {
		for i := 1; i < 4; i++ {
			c.expr(e.Args[i])
			v, ok := c.constInt(e.Args[i])
			if !ok {
				c.errorf(e.Args[i], "lhist() bounds must be integer constants")
			}
			t.LHist[i-1] = v
		}
		if t.LHist[2] <= 0 {
			c.errorf(e.Args[3], "lhist() step must be positive")
		} else if t.LHist[1] <= t.LHist[0] {
			c.errorf(e.Args[2], "lhist() max must be greater than min")
		} else if (t.LHist[1]-t.LHist[0])/t.LHist[2] > 1000 {
			c.errorf(e, "lhist() has too many buckets (at most 1000)")
		}
	}
	if kind == types.AggTseries {
		c.tseries(e, t)
	}
	if kind == types.AggLLHist {
		c.llhist(e, t)
	}
	return t
}

// llhist checks llhist(v, factor, low, high, steps)'s constant shape.
func (c *checker) llhist(e *ast.CallExpr, t *types.Type) {
	for i := 1; i < 5; i++ {
		c.expr(e.Args[i])
		v, ok := c.constInt(e.Args[i])
		if !ok {
			c.errorf(e.Args[i], "llhist() factor, magnitudes and steps must be integer constants")
			return
		}
		t.LHist[i-1] = v
	}
	if arg, msg := llhistCheck(t.LHist[0], t.LHist[1], t.LHist[2], t.LHist[3]); msg != "" {
		c.errorf(e.Args[arg], "%s", msg)
	}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// call types a builtin function call. stmt says the value is unused.
func (c *checker) call(e *ast.CallExpr, stmt bool) *types.Type {
	id := LookupBuiltin(e.Func)
	call := &Call{Func: e.Func, Builtin: id}
	c.inst.Calls[e] = call
	fname := ast.Node(e)
	if e.FuncEnd.IsValid() {
		fname = &ast.Ident{Span: source.Span{Lo: e.Pos(), Hi: e.FuncEnd}, Name: e.Func}
	}
	b := &Builtins[id]
	if b.check != nil {
		return b.check(c, e, &callSite{c: c, e: e, id: id, b: b, call: call, fname: fname, stmt: stmt})
	}
	if b.Agg != types.AggNone {
		c.errorf(fname, "%s() must be assigned directly to a map: @x = %s(...)", e.Func, e.Func)
		return types.InvalidType
	}
	if d, ok := c.fns[e.Func]; ok {
		return c.fnCall(e, d, call)
	}
	if m, ok := c.macros[e.Func]; ok {
		return c.macro(e, m, call)
	}
	if _, ok := LookupBuiltinVar(e.Func); ok {
		return c.varCall(e, fname, call)
	}
	d := c.errorf(fname, "unknown function %s()", e.Func)
	var names []string
	for i := range Builtins {
		if Builtins[i].Advertised() {
			names = append(names, Builtins[i].Name)
		}
	}
	for n := range c.macros {
		names = append(names, n)
	}
	names = append(names, c.fnNames()...)
	sort.Strings(names)
	if s := source.Suggest(e.Func, names); s != "" {
		d.Help = fmt.Sprintf("did you mean %s()?", s)
	}
	for _, a := range e.Args {
		c.expr(a)
	}
	return types.InvalidType
}

// varCall types comm(), pid(), nsecs(): newer bpftrace's call syntax for
// the builtin variables, which is the variable. The code generator emits
// the variable, kept in call.Expanded as a macro's body is.
func (c *checker) varCall(e *ast.CallExpr, fname ast.Node, call *Call) *types.Type {
	if len(e.Args) > 0 {
		d := c.errorf(e.Args[0], "%s() takes no arguments", e.Func)
		d.Help = fmt.Sprintf("%s and %s() are the same builtin variable", e.Func, e.Func)
		for _, a := range e.Args {
			c.expr(a)
		}
		return types.InvalidType
	}
	id := &ast.Ident{Span: source.Span{Lo: fname.Pos(), Hi: fname.End()}, Name: e.Func}
	call.Expanded = &ast.BlockExpr{Span: e.Span, Value: id}
	return c.expr(call.Expanded)
}

// argsRecord types print(args): every argument of the probe, in order,
// as a tuple whose elements keep their names (it prints as a struct).
// With local, it is print(locals): the local variables that have a value
// at the probe.
func (c *checker) argsRecord(id *ast.Ident, local bool) *types.Type {
	var elems []*types.Type
	vars := c.inst.Ctx.Vars(local)
	for _, f := range vars {
		c.readsEntry(f)
		ft := storedType(c.ctxFieldType(f))
		if !c.copyable(ft) {
			return types.InvalidType
		}
		elems = append(elems, ft)
	}
	t := types.TupleOf(elems)
	t.TupleName = "args"
	if local {
		t.TupleName = "locals"
	}
	for i := range t.Fields {
		t.Fields[i].Name = vars[i].Name
	}
	c.inst.Types[id] = t
	return t
}

// printf checks a format string against its arguments.
func (c *checker) printf(e *ast.CallExpr, fn string, fmtArg ast.Expr, args []ast.Expr) *Printf {
	s, ok := fmtArg.(*ast.StrLit)
	c.expr(fmtArg)
	if !ok {
		c.errorf(fmtArg, "%s() format must be a string literal", fn)
		for _, a := range args {
			c.expr(a)
		}
		return nil
	}
	var ts []*types.Type
	for _, a := range args {
		t := c.expr(a)
		if t.Kind == types.Void || t.Kind == types.Agg || t.Kind == types.Record {
			c.errorf(a, "cannot print %s", t)
		}
		ts = append(ts, t)
	}
	p := c.addPrintf(fn, s.Value, ts, span(e))
	p.Verbs = c.checkFormat(s, args, ts)
	return p
}

func (c *checker) addPrintf(fn, format string, args []*types.Type, pos source.Span) *Printf {
	p := &Printf{ID: len(c.prog.Printfs), Func: fn, Format: format, Args: args, Pos: pos}
	c.prog.Printfs = append(c.prog.Printfs, p)
	return p
}

// bpftraceTypeName is the name bpftrace's diagnostics give a type's kind.
func bpftraceTypeName(t *types.Type) string {
	switch t.Kind {
	case types.Int:
		return "integer"
	case types.String:
		return "string"
	case types.Pointer:
		return "pointer"
	case types.Record:
		return "record"
	case types.Tuple:
		return "tuple"
	}
	return t.String()
}

func isStrCall(e ast.Expr) bool {
	call, ok := e.(*ast.CallExpr)
	return ok && LookupBuiltin(call.Func) == FnStr
}

// positionalText is the text str() takes of a positional parameter: $N as
// given on the command line (a number too: str($1) of 1 is "1", as in
// bpftrace), "" for one not given, and for $N + K of a string parameter the
// text after its first K characters (bpftrace's pointer arithmetic on the
// argument string). ok is false for anything else.
func (c *checker) positionalText(e ast.Expr) (string, bool) {
	switch x := e.(type) {
	case *ast.PositionalExpr:
		if x.Count {
			return "", false
		}
		if x.N > len(c.opts.Positional) {
			return "", true
		}
		return c.opts.Positional[x.N-1], true
	case *ast.BinaryExpr:
		p, ok := x.X.(*ast.PositionalExpr)
		k := x.Y
		if !ok {
			p, ok = x.Y.(*ast.PositionalExpr)
			k = x.X
		}
		if !ok || p.Count {
			return "", false
		}
		v := ""
		if p.N <= len(c.opts.Positional) {
			v = c.opts.Positional[p.N-1]
			if _, err := strconv.ParseInt(v, 0, 64); err == nil {
				return "", false // a number: integer arithmetic
			}
		}
		n, isConst := c.constInt(k)
		if x.Op != "+" || !isConst || n < 0 || int(n) > len(v) {
			c.expr(k)
			c.inst.Types[p] = types.StringOf(len(v) + 1)
			c.errorf(x, "only addition of a single constant less or equal to the length of $%d (which is %d) is allowed inside str()", p.N, len(v))
			return "", true
		}
		c.expr(k)
		c.inst.Types[p] = types.StringOf(len(v) + 1)
		return v[n:], true
	}
	return "", false
}

// parseAddr is pton()'s parse, as bpftrace's: text with a '.' is an IPv4
// address (so "::ffff:1.2.3.4" is refused), anything else IPv6, without a
// zone.
func parseAddr(s string) ([]byte, bool) {
	a, err := netip.ParseAddr(s)
	if err != nil || a.Zone() != "" || a.Is4() != strings.Contains(s, ".") {
		return nil, false
	}
	return a.AsSlice(), true
}

// signalNumber is the number of a signal named "SIGKILL" or "KILL", or 0.
func signalNumber(name string) int {
	if !strings.HasPrefix(name, "SIG") {
		name = "SIG" + name
	}
	return abi.SignalNumber(name)
}

// builtinUaddr checks uaddr("sym"): the link-time address of a data symbol of the
// probe's binary, as bpftrace 0.17 resolves it (functions are not found,
// and a PIE's address is not relocated), typed as a user pointer to an
// unsigned integer of the symbol's size.
func (c *checker) builtinUaddr(e *ast.CallExpr, k *callSite) *types.Type {
	fname := k.fname
	if len(e.Args) != 1 {
		c.errorf(e, "uaddr() takes 1 argument, found %d", len(e.Args))
		return types.InvalidType
	}
	t := c.expr(e.Args[0])
	s, ok := e.Args[0].(*ast.StrLit)
	if !ok {
		what := t.String()
		if t.Kind == types.String {
			what = "string"
		}
		c.errorf(e.Args[0], "uaddr() expects a string literal (%s provided)", what)
		return types.InvalidType
	}
	if !c.inst.Ctx.User {
		kind, _, _ := strings.Cut(c.inst.Targets[0].Name, ":")
		c.errorf(fname, "uaddr can not be used with %q probes", kind)
		return types.InvalidType
	}
	us, ok := c.opts.Env.(interface {
		UserSymbol(path, name string) (uint64, uint64, error)
	})
	if !ok {
		c.errorf(fname, "uaddr() needs the binaries' symbols")
		return types.InvalidType
	}
	var addr, size uint64
	for i, tg := range c.inst.Targets {
		a, sz, err := us.UserSymbol(tg.Path, s.Value)
		if err != nil {
			c.errorf(e, "Could not resolve symbol: %s:%s", tg.Path, s.Value)
			return types.InvalidType
		}
		if i > 0 && a != addr {
			c.errorf(e, "uaddr(%q) has different addresses in the probe's binaries (%s)", s.Value, tg.Path)
			return types.InvalidType
		}
		addr, size = a, sz
	}
	c.inst.Consts[e] = int64(addr)
	elem := map[uint64]*types.Type{1: types.U8, 2: types.U16, 4: types.U32}[size]
	if elem == nil {
		elem = types.U64
	}
	return types.PointerTo(elem, true)
}

// builtinSkboutput checks skboutput(PATH, SKB, LEN, OFFSET): the bytes of a
// packet from OFFSET to LEN are written to the pcap file PATH, by the
// bpf_skb_output helper, which takes the sk_buff pointer a fentry/fexit
// probe is given. It returns the helper's result (0, or a negative errno),
// as a uint32 in bpftrace 0.17.
func (c *checker) builtinSkboutput(e *ast.CallExpr, k *callSite) *types.Type {
	fname, call, stmt := k.fname, k.call, k.stmt
	if c.inst.Ctx.ProgType != ebpf.Tracing {
		kind, _, _ := strings.Cut(c.inst.Targets[0].Name, ":")
		c.errorf(fname, "skboutput() can only be used with fentry and fexit probes, not %q", kind).Help =
			"the bpf_skb_output helper needs the sk_buff pointer a fentry/fexit probe is given (args.skb)"
	}
	if stmt {
		c.errorf(e, "skboutput() should be assigned to a variable").Help = "it returns 0, or a negative error: $ret = skboutput(...)"
	}
	if len(e.Args) != 4 {
		c.errorf(e, "skboutput() takes 4 arguments (path, skb, length, offset), found %d", len(e.Args))
		for _, a := range e.Args {
			c.expr(a)
		}
		return types.U32
	}
	c.expr(e.Args[0])
	path, ok := e.Args[0].(*ast.StrLit)
	if !ok {
		c.errorf(e.Args[0], "skboutput() path must be a string literal")
	}
	if t := c.expr(e.Args[1]); t.Kind != types.Invalid &&
		(t.Kind != types.Pointer || t.Elem == nil || t.Elem.Kind != types.Record || t.Elem.Name != "struct sk_buff") {
		c.errorf(e.Args[1], "skboutput() needs a struct sk_buff *, found %s", t)
	}
	if t := c.expr(e.Args[2]); !t.IsInt() && t.Kind != types.Invalid {
		c.errorf(e.Args[2], "skboutput() length must be an integer, found %s", t)
	}
	c.expr(e.Args[3])
	off, isConst := c.constInt(e.Args[3])
	if !isConst || off < 0 || off > 0xffff {
		c.errorf(e.Args[3], "skboutput() offset must be an integer constant from 0 to 65535")
	}
	call.SkbOffset = off
	if ok {
		for _, o := range c.prog.SkbOutputs {
			if o.Path == path.Value {
				call.Skb = o
			}
		}
		if call.Skb == nil {
			call.Skb = &SkbOutput{ID: len(c.prog.SkbOutputs), Path: path.Value}
			c.prog.SkbOutputs = append(c.prog.SkbOutputs, call.Skb)
		}
	}
	return types.U32
}

func (c *checker) builtinPrintf(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.VoidType
	}
	if k.id == FnSystem && !c.opts.Unsafe {
		c.errorf(k.fname, "system() is unsafe").Help = UnsafeHelp
	}
	k.call.Printf = c.printf(e, e.Func, e.Args[0], e.Args[1:])
	return types.VoidType
}

func (c *checker) builtinDebugf(e *ast.CallExpr, k *callSite) *types.Type {
	// bpf_trace_printk: the kernel formats it into its trace buffer,
	// with at most three arguments, integers or strings.
	if !k.nargs() {
		return types.VoidType
	}
	c.warnf(e, "The debugf() builtin is not recommended for production use. For more information see bpf_trace_printk in bpf-helpers(7).")
	k.call.Printf = c.printf(e, e.Func, e.Args[0], e.Args[1:])
	if len(e.Args) > 4 {
		c.errorf(e, "debugf: Cannot use more than 3 conversion specifiers")
	}
	if s, ok := e.Args[0].(*ast.StrLit); ok {
		c.traceFormat(s)
	}
	for i, a := range e.Args[1:] {
		if t := k.call.Printf; t != nil {
			if at := t.Args[i]; !at.IsInt() && at.Kind != types.Pointer && at.Kind != types.String && at.Kind != types.Invalid {
				c.errorf(a, "debugf() cannot print %s: the kernel formats integers and strings", at)
			}
		}
	}
	return types.VoidType
}

func (c *checker) builtinTime(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.VoidType
	}
	f := "%H:%M:%S\n"
	if len(e.Args) == 1 {
		s, ok := e.Args[0].(*ast.StrLit)
		if !ok {
			c.errorf(e.Args[0], "time() format must be a string literal")
			return types.VoidType
		}
		f = s.Value
		c.expr(s)
	}
	k.call.Printf = c.addPrintf("time", f, nil, span(e))
	return types.VoidType
}

func (c *checker) builtinStrftime(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.InvalidType
	}
	s, ok := e.Args[0].(*ast.StrLit)
	c.expr(e.Args[0])
	if !ok {
		c.errorf(e.Args[0], "strftime() format must be a string literal")
	}
	if t := c.expr(e.Args[1]); !t.IsInt() && t.Kind != types.Invalid {
		c.errorf(e.Args[1], "strftime() needs nanoseconds, found %s", t)
	}
	// The value carries its format (as the id of a Printf of its own):
	// a ternary or a variable may hold timestamps of different formats.
	t := &types.Type{Kind: types.Timestamp, Size: 16}
	if ok {
		k.call.Printf = c.addPrintf("strftime", s.Value, nil, span(e))
		t.Filter = s.Value
	}
	return t
}

func (c *checker) builtinExit(e *ast.CallExpr, k *callSite) *types.Type {
	if k.nargs() && len(e.Args) == 1 {
		if t := c.expr(e.Args[0]); !t.IsInt() {
			c.errorf(e.Args[0], "exit() code must be an integer")
		}
	}
	return types.VoidType
}

func (c *checker) builtinPrint(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.VoidType
	}
	if m, ok := e.Args[0].(*ast.MapExpr); ok && m.Keys == nil {
		k.call.Map = m
		if mm := c.prog.Maps[m.Name]; mm == nil {
			c.mapRead(m)
		} else {
			mm.Used = true
		}
		for _, a := range e.Args[1:] {
			if _, ok := c.constInt(a); !ok {
				c.errorf(a, "print() top and div must be integer constants")
			}
			c.expr(a)
		}
		return types.VoidType
	}
	if len(e.Args) > 1 {
		c.errorf(e.Args[1], "print() of a value takes one argument")
	}
	t := c.expr(e.Args[0])
	if id, ok := e.Args[0].(*ast.Ident); ok && (c.inst.Idents[id].Var == VarArgs || c.inst.Idents[id].Var == VarLocals) && t.Kind == types.Record {
		t = c.argsRecord(id, c.inst.Idents[id].Var == VarLocals)
	}
	if t.Kind == types.Void || !c.copyable(t) {
		c.errorf(e.Args[0], "cannot print %s", t)
	}
	k.call.Printf = c.addPrintf("print", "", []*types.Type{t}, span(e))
	return types.VoidType
}

func (c *checker) builtinClear(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.VoidType
	}
	m, ok := e.Args[0].(*ast.MapExpr)
	if !ok || m.Keys != nil {
		c.errorf(e.Args[0], "%s() needs a map without a key, such as @x", e.Func)
		return types.VoidType
	}
	k.call.Map = m
	if mm := c.prog.Maps[m.Name]; mm == nil {
		c.mapRead(m)
	}
	return types.VoidType
}

func (c *checker) builtinDelete(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.VoidType
	}
	m, ok := e.Args[0].(*ast.MapExpr)
	if !ok {
		c.errorf(e.Args[0], "delete() needs a map element, such as @x[key]")
		return types.VoidType
	}
	if len(e.Args) == 2 {
		m = &ast.MapExpr{Span: m.Span, Name: m.Name, Keys: []ast.Expr{e.Args[1]}}
	}
	k.call.Map = m
	c.mapRead(m)
	return types.VoidType
}

func (c *checker) builtinHasKey(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.InvalidType
	}
	m, ok := e.Args[0].(*ast.MapExpr)
	if !ok || m.Keys != nil {
		c.errorf(e.Args[0], "has_key() needs a map, such as @x")
		return types.InvalidType
	}
	km := &ast.MapExpr{Span: m.Span, Name: m.Name, Keys: []ast.Expr{e.Args[1]}}
	k.call.Map = km
	c.mapRead(km)
	return types.I64
}

func (c *checker) builtinStr(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.InvalidType
	}
	var t *types.Type
	if v, ok := c.positionalText(e.Args[0]); ok {
		c.inst.Strs[e.Args[0]] = v
		t = types.StringOf(len(v) + 1)
		c.inst.Types[e.Args[0]] = t
	} else {
		t = c.expr(e.Args[0])
	}
	if t.Kind != types.Pointer && !t.IsInt() && t.Kind != types.String && t.Kind != types.Invalid && t.Kind != types.Array {
		c.errorf(e.Args[0], "str() needs a pointer, found %s", t)
	}
	n := c.opts.MaxStrlen
	if len(e.Args) == 2 {
		lt := c.expr(e.Args[1])
		if v, ok := c.constInt(e.Args[1]); ok {
			if v < 0 {
				c.errorf(e.Args[1], "str() length must not be negative")
			}
			n = min(int(v)+1, c.opts.MaxStrlen)
		} else if !lt.IsInt() {
			c.errorf(e.Args[1], "str() length must be an integer")
		}
	}
	if t.Kind == types.String {
		if v, ok := c.inst.Strs[e.Args[0]]; ok { // a literal or positional: truncate now
			if len(v) > n-1 {
				v = v[:max(n-1, 0)]
			}
			c.inst.Strs[e] = v
			return types.StringOf(len(v) + 1)
		}
		return t
	}
	// A typed pointer knows its address space (a kernel struct's char * is
	// kernel memory even in a syscall tracepoint); an integer takes the
	// probe's default.
	return &types.Type{Kind: types.String, Size: n, User: t.User || t.IsInt() && c.userArgs()}
}

func (c *checker) builtinBuf(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.InvalidType
	}
	t := c.expr(e.Args[0])
	switch t.Kind {
	case types.Int, types.Pointer, types.String, types.Array, types.Invalid:
	default:
		c.errorf(e, "buf() expects an integer, string, or array argument but saw %s", bpftraceTypeName(t))
		return &types.Type{Kind: types.Buffer, Size: 1}
	}
	n := 64
	if len(e.Args) == 2 {
		lt := c.expr(e.Args[1])
		if v, ok := c.constInt(e.Args[1]); ok {
			n = int(v)
		} else if !lt.IsInt() && lt.Kind != types.Invalid {
			c.errorf(e.Args[1], "buf() length must be an integer, found %s", lt)
		} else {
			n = c.opts.MaxStrlen // read at most this much at run time
		}
	} else if t.Kind == types.Array {
		n = t.Size
	} else if t.Kind != types.Invalid {
		c.errorf(e, "buf() expects a length argument for non-array type %s", bpftraceTypeName(t))
	}
	// An integer address is read where the probe's pointers point
	// (user memory in uprobes), as str() reads it.
	return &types.Type{Kind: types.Buffer, Size: min(n, c.opts.MaxStrlen), User: t.IsInt() && c.userArgs()}
}

func (c *checker) builtinKsym(e *ast.CallExpr, k *callSite) *types.Type {
	if k.nargs() {
		if t := c.expr(e.Args[0]); !t.IsInt() && t.Kind != types.Pointer && t.Kind != types.Invalid {
			c.errorf(e.Args[0], "%s() needs an address, found %s", e.Func, t)
		}
	}
	if k.id == FnKsym {
		return &types.Type{Kind: types.Ksym, Size: 8}
	}
	c.prog.UsesUserAddrs = true
	return &types.Type{Kind: types.Usym, Size: 16}
}

func (c *checker) builtinKstack(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.InvalidType
	}
	t := c.stackType(e, k.id == FnUstack || k.id == FnDwUstack)
	for i, a := range e.Args {
		if id, ok := a.(*ast.Ident); ok && i == 0 {
			if mode, ok := types.StackModeOf(id.Name); ok {
				t.StackMode = mode
				if mode == types.StackBuildID && !t.UserStack {
					c.errorf(a, "'build_id' stack mode can only be used for ustack")
				}
				continue
			}
			if _, isVar := LookupBuiltinVar(id.Name); !isVar {
				c.unknownStackMode(e, id)
				continue
			}
		}
		v, ok := c.constInt(a)
		c.inst.Types[a] = types.I64
		if !ok || v < 1 || v > 1024 {
			c.errorf(a, "%s() frame limit must be a constant from 1 to 1024", e.Func)
		}
		t.StackLimit = int(v)
	}
	if k.id == FnDwUstack {
		c.dwarfStack(e, t)
	}
	return t
}

func (c *checker) builtinStrncmp(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.InvalidType
	}
	a, b := c.expr(e.Args[0]), c.expr(e.Args[1])
	c.expr(e.Args[2])
	if n, ok := c.constInt(e.Args[2]); !ok {
		c.errorf(e.Args[2], "strncmp() length must be an integer constant")
	} else if n < 0 {
		c.errorf(e, "strncmp() requires a non-negative size")
	}
	if a.Kind != types.String && a.Kind != types.Invalid || b.Kind != types.String && b.Kind != types.Invalid {
		c.errorf(e, "strncmp() needs two strings, found %s and %s", a, b)
	}
	return types.I64
}

func (c *checker) builtinStrcontains(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.InvalidType
	}
	a, b := c.expr(e.Args[0]), c.expr(e.Args[1])
	if a.Kind != types.String && a.Kind != types.Invalid || b.Kind != types.String && b.Kind != types.Invalid {
		c.errorf(e, "%s() needs two strings, found %s and %s", e.Func, a, b)
	}
	return types.I64
}

func (c *checker) builtinReg(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.InvalidType
	}
	s, ok := e.Args[0].(*ast.StrLit)
	c.expr(e.Args[0])
	if _, known := abi.RegByName(s.Value); !ok || !known {
		c.errorf(e.Args[0], "reg() needs a register name such as \"ip\" or \"di\"")
	}
	if !c.inst.Ctx.Regs {
		c.errorf(k.fname, "reg() is not available in %s probes", c.inst.Targets[0].Provider)
	}
	return types.U64
}

func (c *checker) builtinKaddr(e *ast.CallExpr, k *callSite) *types.Type {
	if k.nargs() {
		c.expr(e.Args[0])
		name, ok := c.inst.Strs[e.Args[0]] // a literal, or str($N)
		if _, lit := e.Args[0].(*ast.StrLit); !ok || !lit && !isStrCall(e.Args[0]) {
			c.errorf(e.Args[0], "kaddr() needs a symbol name as a string literal")
			return types.U64
		}
		s := &ast.StrLit{Value: name}
		ks, ok := c.opts.Env.(interface{ KernelSymbol(string) (uint64, error) })
		if !ok {
			c.errorf(k.fname, "kaddr() needs the kernel's symbols")
			return types.U64
		}
		addr, err := ks.KernelSymbol(s.Value)
		if err != nil {
			c.errorf(e.Args[0], "kaddr(%q): %v", s.Value, err).Help =
				"/proc/kallsyms lists data symbols only on kernels built with CONFIG_KALLSYMS_ALL"
		}
		c.inst.Consts[e] = int64(addr)
	}
	return types.U64
}

func (c *checker) builtinCgroupid(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.U64
	}
	c.expr(e.Args[0])
	s, ok := e.Args[0].(*ast.StrLit)
	if !ok {
		c.errorf(e, "cgroupid() expects a string literal")
		return types.U64
	}
	cg, ok := c.opts.Env.(interface{ CgroupID(string) (uint64, error) })
	if !ok {
		c.errorf(k.fname, "cgroupid() needs the cgroup file system")
		return types.U64
	}
	id, err := cg.CgroupID(s.Value)
	if err != nil {
		c.errorf(e.Args[0], "%v", err)
	}
	c.inst.Consts[e] = int64(id)
	return types.U64
}

func (c *checker) builtinSignal(e *ast.CallExpr, k *callSite) *types.Type {
	if !c.opts.Unsafe {
		c.errorf(k.fname, "%s is unsafe", signalName(e)).Help = UnsafeHelp
	}
	if !k.stmt {
		c.errorf(e, "%s should not be used in an assignment or as a map key", signalName(e))
	}
	if c.inst.Ctx.Trigger != point.TriggerKernel {
		c.errorf(e, "signal can not be used with %q probes", c.inst.Targets[0].Provider)
	}
	if !k.nargs() {
		return types.VoidType
	}
	t := c.expr(e.Args[0])
	if s, ok := e.Args[0].(*ast.StrLit); ok {
		n := signalNumber(s.Value)
		if n == 0 {
			c.errorf(e, "%s is not a valid signal", s.Value)
		}
		c.inst.Consts[e.Args[0]] = int64(n)
	} else if v, ok := c.constInt(e.Args[0]); ok && (v < 1 || v > 64) {
		c.errorf(e, "%d is not a valid signal, allowed range: [1,64]", v)
	} else if !t.IsInt() && t.Kind != types.Invalid {
		c.errorf(e.Args[0], "%s needs a signal name or number, found %s", signalName(e), t)
	}
	return types.VoidType
}

func (c *checker) builtinOverride(e *ast.CallExpr, k *callSite) *types.Type {
	if !c.opts.Unsafe {
		c.errorf(k.fname, "override() is unsafe").Help = UnsafeHelp
	}
	if ctx := c.inst.Ctx; ctx.ProgType != ebpf.Kprobe || ctx.Retval || ctx.User {
		c.errorf(e, "override can only be used with kprobes")
	}
	if k.nargs() {
		if t := c.expr(e.Args[0]); !t.IsInt() && t.Kind != types.Invalid {
			c.errorf(e.Args[0], "override() needs an integer return value, found %s", t)
		}
	}
	return types.VoidType
}

func (c *checker) builtinPath(e *ast.CallExpr, k *callSite) *types.Type {
	t := types.StringOf(c.opts.MaxStrlen)
	if c.inst.Ctx.ProgType != ebpf.Tracing {
		c.errorf(e, "the path function can only be used with fentry, fexit and iter probes")
	}
	if k.nargs() {
		// A struct path member (args.file->f_path) passes its address.
		if at := c.expr(e.Args[0]); at.Kind != types.Pointer && at.Kind != types.Record && at.Kind != types.Invalid {
			c.errorf(e.Args[0], "path() needs a struct path, found %s", at)
		}
	}
	return t
}

func (c *checker) builtinUnwatch(e *ast.CallExpr, k *callSite) *types.Type {
	// Sent to sonde, which stops every watchpoint on the address.
	if k.nargs() {
		if t := c.expr(e.Args[0]); !t.IsInt() && t.Kind != types.Invalid {
			c.errorf(e.Args[0], "unwatch() only supports integer arguments (%s provided)", bpftraceTypeName(t))
		}
	}
	return types.VoidType
}

func (c *checker) builtinStrerror(e *ast.CallExpr, k *callSite) *types.Type {
	if k.nargs() {
		if t := c.expr(e.Args[0]); !t.IsInt() && t.Kind != types.Invalid {
			c.errorf(e.Args[0], "strerror() needs an integer (an errno), found %s", t)
		}
	}
	return &types.Type{Kind: types.Strerror, Size: 8}
}

func (c *checker) builtinCgroupPath(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return &types.Type{Kind: types.CgroupPath, Size: 8}
	}
	if t := c.expr(e.Args[0]); !t.IsInt() && t.Kind != types.Invalid {
		c.errorf(e.Args[0], "cgroup_path() needs a cgroup id, found %s", t)
	}
	t := &types.Type{Kind: types.CgroupPath, Size: 8, Filter: "*"}
	if len(e.Args) == 2 {
		c.expr(e.Args[1])
		s, ok := e.Args[1].(*ast.StrLit)
		if !ok {
			c.errorf(e.Args[1], "cgroup_path() filter must be a string literal")
		} else {
			t.Filter = s.Value
		}
	}
	return t
}

// containerFields are what each container builtin prints of a cgroup.
var containerFields = map[string]string{"container_id": "id", "pod_uid": "pod_uid", "pod_name": "pod", "pod_namespace": "namespace"}

// builtinContainer checks container_id([cgroup id]), pod_uid(),
// pod_name() and pod_namespace(): a cgroup id (the current task's when
// none is given) the runtime prints as the container's identity.
func (c *checker) builtinContainer(e *ast.CallExpr, k *callSite) *types.Type {
	t := &types.Type{Kind: types.Container, Size: 8, Filter: containerFields[e.Func]}
	if !k.nargs() || len(e.Args) == 0 {
		return t
	}
	if a := c.expr(e.Args[0]); !a.IsInt() && a.Kind != types.Invalid {
		c.errorf(e.Args[0], "%s() needs a cgroup id, found %s", e.Func, a)
	}
	return t
}

func (c *checker) builtinMacaddr(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return &types.Type{Kind: types.Mac, Size: 6}
	}
	t := c.expr(e.Args[0])
	switch {
	case t.Kind == types.Invalid, t.Kind == types.Pointer, t.IsInt():
	case t.Kind == types.Array || t.Kind == types.String:
		if t.Size != 6 {
			c.errorf(e, "macaddr() argument must be 6 bytes in size")
		}
	default:
		c.errorf(e.Args[0], "macaddr() needs an array of 6 bytes or an address, found %s", t)
	}
	// An address (pointer or integer) is read from user memory where
	// the probe's pointers are user pointers, as str() does.
	return &types.Type{Kind: types.Mac, Size: 6, User: t.User || t.IsInt() && c.userArgs()}
}

func (c *checker) builtinPton(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.InvalidType
	}
	c.expr(e.Args[0])
	s, ok := e.Args[0].(*ast.StrLit)
	if !ok {
		c.errorf(e, "pton() expects a string literal")
		return types.InvalidType
	}
	addr, ok := parseAddr(s.Value)
	if !ok {
		c.errorf(e, "pton() expects a valid IPv4/IPv6 address, got %s", s.Value)
		return types.InvalidType
	}
	c.inst.Strs[e] = string(addr)
	return types.ArrayOf(types.U8, len(addr))
}

func (c *checker) builtinGetopt(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.InvalidType
	}
	name, ok := e.Args[0].(*ast.StrLit)
	c.expr(e.Args[0])
	if !ok {
		c.errorf(e.Args[0], "getopt() needs a parameter name as a string literal")
		return types.InvalidType
	}
	value, given := c.opts.Named[name.Value]
	if len(e.Args) == 1 { // a flag: true when given
		c.inst.Consts[e] = map[bool]int64{false: 0, true: 1}[given && value != "false" && value != "0"]
		return types.BoolType
	}
	def := e.Args[1]
	dt := c.expr(def)
	switch {
	case dt.Kind == types.String:
		if !given {
			value = c.inst.Strs[def]
		}
		c.inst.Strs[e] = value
		return types.StringOf(len(value) + 1)
	case dt.IsInt():
		n, _ := c.constInt(def)
		if given {
			v, err := strconv.ParseInt(value, 0, 64)
			if err != nil {
				if dt.Kind == types.Bool {
					v = map[bool]int64{false: 0, true: 1}[value == "true"]
				} else {
					c.errorf(e, "getopt(%q): --%s=%s is not an integer", name.Value, name.Value, value)
				}
			}
			n = v
		}
		c.inst.Consts[e] = n
		return dt
	}
	c.errorf(def, "getopt() default must be an integer, a string or a boolean")
	return types.InvalidType
}

func (c *checker) builtinUptr(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.InvalidType
	}
	t := c.expr(e.Args[0])
	if t.Kind != types.Pointer && !t.IsInt() && t.Kind != types.Invalid {
		c.errorf(e.Args[0], "%s() needs a pointer, found %s", e.Func, t)
		return types.InvalidType
	}
	if t.Kind != types.Pointer {
		t = types.PointerTo(types.U64, false)
	}
	cp := *t
	cp.User = k.id == FnUptr
	return &cp
}

func (c *checker) builtinBswap(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.InvalidType
	}
	t := c.expr(e.Args[0])
	if !t.IsInt() && t.Kind != types.Invalid {
		c.errorf(e.Args[0], "bswap() needs an integer, found %s", t)
		return types.InvalidType
	}
	return types.IntOf(t.Size, false)
}

func (c *checker) builtinNtop(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.InvalidType
	}
	addr := e.Args[len(e.Args)-1]
	if len(e.Args) == 2 {
		if t := c.expr(e.Args[0]); !t.IsInt() && t.Kind != types.Invalid {
			c.errorf(e.Args[0], "ntop() address family must be an integer, found %s", t)
		}
	}
	t := c.expr(addr)
	switch {
	case t.Kind == types.Invalid:
	case t.IsInt():
	case (t.Kind == types.String || t.Kind == types.Array) && (t.Size == 4 || t.Size == 16):
	default:
		c.errorf(addr, "ntop() needs a 4-byte IPv4 address or a 16-byte IPv6 address, found %s", t)
	}
	return &types.Type{Kind: types.Inet, Size: 24}
}

func (c *checker) builtinLen(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.InvalidType
	}
	if m, ok := e.Args[0].(*ast.MapExpr); ok && m.Keys == nil {
		k.call.Map = m
		if mm := c.prog.Maps[m.Name]; mm != nil {
			mm.Used = true
		} else {
			c.mapRead(m) // reports the undefined map
		}
		return types.I64
	}
	if isStackExpr(e.Args[0]) { // newest bpftrace: the frames of a stack
		if t := c.expr(e.Args[0]); t.Kind == types.Stack {
			return types.I64
		}
	}
	c.errorf(e.Args[0], "len() needs a map, such as @x, or kstack or ustack")
	return types.InvalidType
}

func (c *checker) builtinJoin(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.VoidType
	}
	if t := c.expr(e.Args[0]); t.Kind != types.Pointer && !t.IsInt() && t.Kind != types.Invalid {
		c.errorf(e.Args[0], "join() needs a pointer to an array of strings, found %s", t)
	}
	sep := " "
	if len(e.Args) == 2 {
		s, ok := e.Args[1].(*ast.StrLit)
		if !ok {
			c.errorf(e.Args[1], "join() separator must be a string literal")
		} else {
			sep = s.Value
		}
		c.expr(e.Args[1])
	}
	k.call.Printf = c.addPrintf("join", sep, []*types.Type{types.StringOf(joinArgSize)}, span(e))
	return types.VoidType
}

// joinArgSize is how many bytes of each string join() reads, NUL included:
// bpftrace's join_argsize (0.17 and newest), whatever the strings' own
// limit (BPFTRACE_MAX_STRLEN) is.
const joinArgSize = 1024
