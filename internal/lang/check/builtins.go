package check

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
	"sonde/internal/lang/types"
)

var aggregations = map[string]types.AggKind{
	"count": types.AggCount, "sum": types.AggSum, "min": types.AggMin, "max": types.AggMax,
	"avg": types.AggAvg, "stats": types.AggStats, "hist": types.AggHist, "lhist": types.AggLHist,
}

func isAggregation(name string) bool { _, ok := aggregations[name]; return ok }

// functions lists every builtin function, for "did you mean".
var functions = []string{"printf", "print", "exit", "time", "strftime", "join", "str", "buf", "ksym", "usym",
	"kaddr", "uaddr", "kstack", "ustack", "system", "cat", "strncmp", "strcontains", "delete", "clear", "zero",
	"len", "has_key", "reg", "count", "sum", "avg", "min", "max", "stats", "hist", "lhist", "signal", "cgroupid",
	"macaddr", "ntop", "bswap", "getopt", "uptr", "kptr", "override", "printf"}

// aggregation checks `@m[...] = agg(args)` and returns the map value type.
func (c *checker) aggregation(e *ast.CallExpr, m *ast.MapExpr) *types.Type {
	kind := aggregations[e.Func]
	c.inst.Calls[e] = &Call{Func: e.Func, Agg: kind, Map: m}
	want := map[types.AggKind]int{types.AggCount: 0, types.AggSum: 1, types.AggMin: 1, types.AggMax: 1,
		types.AggAvg: 1, types.AggStats: 1, types.AggHist: 1, types.AggLHist: 4}[kind]
	if kind == types.AggHist && len(e.Args) == 2 {
		want = 2
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
	return t
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// call types a builtin function call. stmt says the value is unused.
func (c *checker) call(e *ast.CallExpr, stmt bool) *types.Type {
	call := &Call{Func: e.Func}
	c.inst.Calls[e] = call
	nargs := func(lo, hi int) bool {
		if len(e.Args) < lo || len(e.Args) > hi {
			switch {
			case lo == hi:
				c.errorf(e, "%s() takes %d argument%s, found %d", e.Func, lo, plural(lo), len(e.Args))
			case hi > 100:
				c.errorf(e, "%s() takes at least %d argument%s, found %d", e.Func, lo, plural(lo), len(e.Args))
			default:
				c.errorf(e, "%s() takes %d to %d arguments, found %d", e.Func, lo, hi, len(e.Args))
			}
			for _, a := range e.Args {
				c.expr(a)
			}
			return false
		}
		return true
	}
	fname := ast.Node(e)
	if e.FuncEnd.IsValid() {
		fname = &ast.Ident{Span: source.Span{Lo: e.Pos(), Hi: e.FuncEnd}, Name: e.Func}
	}
	switch e.Func {
	case "printf", "system", "cat", "errorf", "warnf":
		if !nargs(1, 1<<20) {
			return types.VoidType
		}
		if e.Func == "system" && !c.opts.Unsafe {
			c.errorf(fname, "system() is unsafe").Help = "run sonde with --unsafe to allow it"
		}
		call.Printf = c.printf(e, e.Func, e.Args[0], e.Args[1:])
		return types.VoidType
	case "time":
		if !nargs(0, 1) {
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
		call.Printf = c.addPrintf("time", f, nil, span(e))
		return types.VoidType
	case "strftime":
		if !nargs(2, 2) {
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
		t := &types.Type{Kind: types.Timestamp, Size: 8}
		if ok {
			t.Name = s.Value // the layout, applied when printed
		}
		return t
	case "exit":
		if nargs(0, 1) && len(e.Args) == 1 {
			if t := c.expr(e.Args[0]); !t.IsInt() {
				c.errorf(e.Args[0], "exit() code must be an integer")
			}
		}
		return types.VoidType
	case "print":
		if !nargs(1, 3) {
			return types.VoidType
		}
		if m, ok := e.Args[0].(*ast.MapExpr); ok && m.Keys == nil {
			call.Map = m
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
		if id, ok := e.Args[0].(*ast.Ident); ok && id.Name == "args" && t.Kind == types.Record {
			t = c.argsRecord(id)
		}
		if t.Kind == types.Void || !c.copyable(t) {
			c.errorf(e.Args[0], "cannot print %s", t)
		}
		call.Printf = c.addPrintf("print", "", []*types.Type{t}, span(e))
		return types.VoidType
	case "clear", "zero":
		if !nargs(1, 1) {
			return types.VoidType
		}
		m, ok := e.Args[0].(*ast.MapExpr)
		if !ok || m.Keys != nil {
			c.errorf(e.Args[0], "%s() needs a map without a key, such as @x", e.Func)
			return types.VoidType
		}
		call.Map = m
		if mm := c.prog.Maps[m.Name]; mm == nil {
			c.mapRead(m)
		}
		return types.VoidType
	case "delete":
		if !nargs(1, 2) {
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
		call.Map = m
		c.mapRead(m)
		return types.VoidType
	case "has_key":
		if !nargs(2, 2) {
			return types.InvalidType
		}
		m, ok := e.Args[0].(*ast.MapExpr)
		if !ok || m.Keys != nil {
			c.errorf(e.Args[0], "has_key() needs a map, such as @x")
			return types.InvalidType
		}
		km := &ast.MapExpr{Span: m.Span, Name: m.Name, Keys: []ast.Expr{e.Args[1]}}
		call.Map = km
		c.mapRead(km)
		return types.I64
	case "str":
		if !nargs(1, 2) {
			return types.InvalidType
		}
		t := c.expr(e.Args[0])
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
		return &types.Type{Kind: types.String, Size: n, User: t.User || c.userArgs()}
	case "buf":
		if !nargs(1, 2) {
			return types.InvalidType
		}
		t := c.expr(e.Args[0])
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
		}
		return &types.Type{Kind: types.Buffer, Size: min(n, c.opts.MaxStrlen)}
	case "ksym", "usym":
		if nargs(1, 1) {
			if t := c.expr(e.Args[0]); !t.IsInt() && t.Kind != types.Pointer && t.Kind != types.Invalid {
				c.errorf(e.Args[0], "%s() needs an address, found %s", e.Func, t)
			}
		}
		if e.Func == "ksym" {
			return &types.Type{Kind: types.Ksym, Size: 8}
		}
		return &types.Type{Kind: types.Usym, Size: 16}
	case "kstack", "ustack":
		if !nargs(0, 2) {
			return types.InvalidType
		}
		t := &types.Type{Kind: types.Stack, Name: e.Func, Size: 8, StackMode: "bpftrace", StackLimit: 127}
		if e.Func == "ustack" {
			t.Size = 16
		}
		for i, a := range e.Args {
			if id, ok := a.(*ast.Ident); ok && i == 0 && (id.Name == "perf" || id.Name == "bpftrace" || id.Name == "raw") {
				t.StackMode = id.Name
				continue
			}
			v, ok := c.constInt(a)
			c.inst.Types[a] = types.I64
			if !ok || v < 1 || v > 1024 {
				c.errorf(a, "%s() frame limit must be a constant from 1 to 1024", e.Func)
			}
			t.StackLimit = int(v)
		}
		return t
	case "strncmp":
		if !nargs(3, 3) {
			return types.InvalidType
		}
		a, b := c.expr(e.Args[0]), c.expr(e.Args[1])
		c.expr(e.Args[2])
		if _, ok := c.constInt(e.Args[2]); !ok {
			c.errorf(e.Args[2], "strncmp() length must be an integer constant")
		}
		if a.Kind != types.String && a.Kind != types.Invalid || b.Kind != types.String && b.Kind != types.Invalid {
			c.errorf(e, "strncmp() needs two strings, found %s and %s", a, b)
		}
		return types.I64
	case "strcontains":
		if !nargs(2, 2) {
			return types.InvalidType
		}
		a, b := c.expr(e.Args[0]), c.expr(e.Args[1])
		if a.Kind != types.String && a.Kind != types.Invalid || b.Kind != types.String && b.Kind != types.Invalid {
			c.errorf(e, "strcontains() needs two strings, found %s and %s", a, b)
		}
		return types.I64
	case "reg":
		if !nargs(1, 1) {
			return types.InvalidType
		}
		s, ok := e.Args[0].(*ast.StrLit)
		c.expr(e.Args[0])
		if !ok || regOffset(s.Value) < 0 {
			c.errorf(e.Args[0], "reg() needs a register name such as \"ip\" or \"di\"")
		}
		if !c.inst.Ctx.Regs {
			c.errorf(fname, "reg() is not available in %s probes", c.inst.Targets[0].Provider)
		}
		return types.U64
	case "kaddr":
		if nargs(1, 1) {
			s, ok := e.Args[0].(*ast.StrLit)
			c.expr(e.Args[0])
			if !ok {
				c.errorf(e.Args[0], "kaddr() needs a symbol name as a string literal")
				return types.U64
			}
			ks, ok := c.opts.Env.(interface{ KernelSymbol(string) (uint64, error) })
			if !ok {
				c.errorf(fname, "kaddr() needs the kernel's symbols")
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
	case "uaddr":
		return c.uaddr(e, fname)
	case "getopt":
		if !nargs(1, 2) {
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
	case "uptr", "kptr":
		if !nargs(1, 1) {
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
		cp.User = e.Func == "uptr"
		return &cp
	case "bswap":
		if !nargs(1, 1) {
			return types.InvalidType
		}
		t := c.expr(e.Args[0])
		if !t.IsInt() && t.Kind != types.Invalid {
			c.errorf(e.Args[0], "bswap() needs an integer, found %s", t)
			return types.InvalidType
		}
		return types.IntOf(t.Size, false)
	case "ntop":
		if !nargs(1, 2) {
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
	case "len":
		if !nargs(1, 1) {
			return types.InvalidType
		}
		if m, ok := e.Args[0].(*ast.MapExpr); ok && m.Keys == nil {
			call.Map = m
			if mm := c.prog.Maps[m.Name]; mm != nil {
				mm.Used = true
			} else {
				c.mapRead(m) // reports the undefined map
			}
			return types.I64
		}
		c.errorf(e.Args[0], "len() needs a map, such as @x")
		return types.InvalidType
	case "join":
		if !nargs(1, 2) {
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
		call.Printf = c.addPrintf("join", sep, []*types.Type{types.StringOf(c.opts.MaxStrlen)}, span(e))
		return types.VoidType
	}
	if isAggregation(e.Func) {
		c.errorf(fname, "%s() must be assigned directly to a map: @x = %s(...)", e.Func, e.Func)
		return types.InvalidType
	}
	if m, ok := c.macros[e.Func]; ok {
		return c.macro(e, m, call)
	}
	d := c.errorf(fname, "unknown function %s()", e.Func)
	names := append([]string(nil), functions...)
	for n := range c.macros {
		names = append(names, n)
	}
	sort.Strings(names)
	if s := source.Suggest(e.Func, names); s != "" {
		d.Help = fmt.Sprintf("did you mean %s()?", s)
	}
	for _, a := range e.Args {
		c.expr(a)
	}
	return types.InvalidType
}

// argsRecord types print(args): every argument of the probe, in order,
// as a tuple whose elements keep their names (it prints as a struct).
func (c *checker) argsRecord(id *ast.Ident) *types.Type {
	var elems []*types.Type
	for i := range c.inst.Ctx.Fields {
		ft := storedType(c.ctxFieldType(&c.inst.Ctx.Fields[i]))
		if !c.copyable(ft) {
			return types.InvalidType
		}
		elems = append(elems, ft)
	}
	t := types.TupleOf(elems)
	t.Name = "args"
	for i := range t.Fields {
		t.Fields[i].Name = c.inst.Ctx.Fields[i].Name
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
	c.checkFormat(s, args, ts)
	return c.addPrintf(fn, s.Value, ts, span(e))
}

func (c *checker) addPrintf(fn, format string, args []*types.Type, pos source.Span) *Printf {
	p := &Printf{ID: len(c.prog.Printfs), Func: fn, Format: format, Args: args, Pos: pos}
	c.prog.Printfs = append(c.prog.Printfs, p)
	return p
}

// regOffset is the byte offset of a register in struct pt_regs (x86-64), or -1.
func regOffset(name string) int {
	regs := []string{"r15", "r14", "r13", "r12", "bp", "bx", "r11", "r10", "r9", "r8", "ax", "cx", "dx",
		"si", "di", "orig_ax", "ip", "cs", "flags", "sp", "ss"}
	for i, r := range regs {
		if r == name {
			return i * 8
		}
	}
	return -1
}

// RegOffset is regOffset for the code generator.
func RegOffset(name string) int { return regOffset(name) }

// uaddr checks uaddr("sym"): the link-time address of a data symbol of the
// probe's binary, as bpftrace 0.17 resolves it (functions are not found,
// and a PIE's address is not relocated), typed as a user pointer to an
// unsigned integer of the symbol's size.
func (c *checker) uaddr(e *ast.CallExpr, fname ast.Node) *types.Type {
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
