package check

// DTrace's aggregation tools, sonde's extensions to the language:
// llhist() (llquantize), printa(), normalize() and trunc(). The code
// generator sends printa, normalize and trunc to the runtime as map
// events, as print(@m) and clear(@m); the runtime applies them.

import (
	"fmt"
	"strings"

	"sonde/internal/format"
	"sonde/internal/lang/ast"
	"sonde/internal/lang/types"
)

// llhistCheck returns why an llhist() shape is invalid, as DTrace's
// compiler rejects llquantize() arguments, or "" for a valid one; arg is
// the argument (1 to 4, after the value) the problem is in. Valid shapes
// split each order of magnitude factor^(m+1) into equal integer-wide
// buckets (output.LogLinear).
func llhistCheck(factor, low, high, steps int64) (arg int, msg string) {
	switch {
	case factor < 2:
		return 1, "llhist() factor must be at least 2"
	case low < 0:
		return 2, "llhist() low magnitude must not be negative"
	case high < low:
		return 3, "llhist() high magnitude must not be below the low magnitude"
	case steps < factor || steps%factor != 0:
		return 4, "llhist() steps must be a multiple of the factor"
	}
	this, buckets := int64(1), int64(0)
	for m := int64(0); m <= high; m++ {
		if this > (1<<63-1)/factor {
			return 3, fmt.Sprintf("llhist() factor %d to the power %d overflows 64 bits", factor, m+1)
		}
		this *= factor
		if m < low {
			continue
		}
		n := min(this, steps)
		if this%n != 0 {
			return 4, fmt.Sprintf("llhist() steps must divide each order of magnitude: %d does not divide %d", steps, this)
		}
		buckets += n - n/factor
	}
	if buckets > 1000 {
		return 4, fmt.Sprintf("llhist() has too many buckets (%d, at most 1000)", buckets)
	}
	return 0, ""
}

// wholeMap checks that e names a whole map (@x, no key) for fn and marks
// it read; it returns the map once its type is known.
func (c *checker) wholeMap(e ast.Expr, fn string, k *callSite) (*ast.MapExpr, *Map) {
	m, ok := e.(*ast.MapExpr)
	if !ok || m.Keys != nil {
		c.errorf(e, "%s() needs a map without a key, such as @x", fn)
		return nil, nil
	}
	k.call.Map = m
	mm := c.prog.Maps[m.Name]
	if mm == nil || mm.Value == untyped {
		c.mapRead(m)
		return m, nil
	}
	mm.Used = true
	return m, mm
}

// Printa sources: what each conversion of a printa() format prints.
const (
	PrintaValue   = -1 // %@d: the aggregated value as an integer (or %@s: a string value)
	PrintaDefault = -2 // %@: the value as print() shows it (histograms as their bars)
)

// builtinPrinta checks printa(@m), which is print(@m), and
// printa(FORMAT, @m): FORMAT is printf's, where a conversion with the
// flag '@' (%@d, %@8u, %-@x) prints the aggregated value, a bare %@ the
// value in print()'s layout, and the other conversions the key's
// elements in order (fewer than there are elements is fine, as in DTrace).
func (c *checker) builtinPrinta(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.VoidType
	}
	if len(e.Args) == 1 {
		c.wholeMap(e.Args[0], "printa", k)
		return types.VoidType
	}
	s, ok := e.Args[0].(*ast.StrLit)
	if !ok {
		c.errorf(e.Args[0], "printa() format must be a string literal")
		c.expr(e.Args[0])
		return types.VoidType
	}
	m, mm := c.wholeMap(e.Args[1], "printa", k)
	if m == nil {
		return types.VoidType
	}
	stripped, marks, bad := splitPrinta(s.Value)
	if bad >= 0 {
		c.formatError(s, &format.Error{Offset: bad, Msg: "printa() '@' must flag a conversion (%@d) or stand alone (%@)"})
		return types.VoidType
	}
	verbs, err := format.Parse(stripped)
	if err != nil {
		c.formatError(s, err.(*format.Error))
		return types.VoidType
	}
	convs := format.Conversions(verbs)
	p := &Printf{ID: len(c.prog.Printfs), Func: "printa", Format: s.Value, Verbs: verbs, Pos: span(e), Map: m.Name}
	c.prog.Printfs = append(c.prog.Printfs, p)
	k.call.Printf = p
	var keys []*types.Type
	if mm != nil && mm.Key != nil {
		keys = []*types.Type{mm.Key}
		if mm.Key.Kind == types.Tuple && !mm.Key.Named() {
			keys = nil
			for _, f := range mm.Key.Fields {
				keys = append(keys, f.Type)
			}
		}
	}
	next := 0
	for _, v := range convs {
		src, marked := marks[v.Offset]
		if !marked {
			src = next
			next++
		}
		p.Sources = append(p.Sources, src)
		if mm == nil {
			continue
		}
		var t *types.Type
		switch src {
		case PrintaDefault:
			continue
		case PrintaValue:
			t = printaValue(mm.Value)
			if t == nil {
				c.formatError(s, &format.Error{Offset: originalOffset(s.Value, v.Offset), Msg: fmt.Sprintf("%s cannot print %s: use %%@ for its default layout", v.Text, describe(mm.Value))})
				continue
			}
		default:
			if src >= len(keys) {
				d := c.errorf(s, "printa() format has %d key conversion%s but %s has %d key element%s", next, plural(next), m.Name, len(keys), plural(len(keys)))
				d.Notes = c.mapNote(m.Name, true)
				return types.VoidType
			}
			t = keys[src]
		}
		if t.Kind == types.Enum && (v.Kind == format.Int || v.Kind == format.String) {
			continue
		}
		if kind := formatKind(t); kind != v.Kind && t.Kind != types.Invalid {
			what := fmt.Sprintf("key element %d of %s", src+1, m.Name)
			if src == PrintaValue {
				what = "the value of " + m.Name
			}
			c.formatError(s, &format.Error{Offset: originalOffset(s.Value, v.Offset), Msg: fmt.Sprintf("%s expects %s, but %s is %s", v.Text, kindName(v.Kind), what, t)})
		}
	}
	return types.VoidType
}

// printaValue is the type %@d formats for a map's value: integers for
// count() to avg() and integer maps, nil for what only prints in its
// layout (hist, lhist, llhist, stats, tseries).
func printaValue(v *types.Type) *types.Type {
	switch v.Agg {
	case types.AggNone:
		if v.Kind == types.Int || v.Kind == types.String || v.Kind == types.Enum || v.Kind == types.Bool {
			return v
		}
		return nil
	case types.AggCount, types.AggSum, types.AggMin, types.AggMax, types.AggAvg:
		return types.I64
	}
	return nil
}

// splitPrinta takes the '@' flags out of a printa() format. It returns
// the format without them, for format.Parse, and the offsets (in it) of
// the conversions that print the value: PrintaValue for a flagged
// conversion, PrintaDefault for a bare %@, which becomes %s. bad is the
// offset of an '@' that is neither, or -1.
func splitPrinta(f string) (string, map[int]int, int) {
	var b strings.Builder
	marks := map[int]int{}
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			b.WriteByte(f[i])
			continue
		}
		if i+1 < len(f) && f[i+1] == '%' {
			b.WriteString("%%")
			i++
			continue
		}
		start, at := b.Len(), -1
		b.WriteByte('%')
		j := i + 1
		for ; j < len(f) && strings.IndexByte("-0123456789.@", f[j]) >= 0; j++ {
			if f[j] == '@' {
				at = j
				continue
			}
			b.WriteByte(f[j])
		}
		i = j - 1
		if at < 0 {
			continue
		}
		if j < len(f) && strings.IndexByte("hljztduxXopsrc", f[j]) >= 0 {
			marks[start] = PrintaValue
			continue
		}
		if j != at+1 || b.Len() != start+1 {
			return "", nil, at
		}
		b.WriteByte('s')
		marks[start] = PrintaDefault
	}
	return b.String(), marks, -1
}

// originalOffset maps an offset in splitPrinta's result back to the
// format as written, counting the '@' flags before it.
func originalOffset(f string, off int) int {
	n := 0
	for i := 0; i < len(f); i++ {
		if n == off {
			return i
		}
		if f[i] != '@' {
			n++
		}
	}
	return off
}

// builtinNormalize checks normalize(@m, N): m's values print divided by N
// from then on (DTrace's normalization factor).
func (c *checker) builtinNormalize(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.VoidType
	}
	_, mm := c.wholeMap(e.Args[0], e.Func, k)
	if mm != nil && mm.Value.Kind != types.Invalid && (mm.Value.Kind != types.Agg || mm.Value.Agg == types.AggStats || mm.Value.Agg == types.AggTseries) {
		c.errorf(e.Args[0], "normalize() needs a map of count(), sum(), min(), max(), avg(), hist(), lhist() or llhist(), not %s", describe(mm.Value))
	}
	if t := c.expr(e.Args[1]); !t.IsInt() && t.Kind != types.Invalid {
		c.errorf(e.Args[1], "normalize() needs an integer factor, found %s", t)
	}
	return types.VoidType
}

// builtinTrunc checks trunc(@m) (every element removed) and trunc(@m, N)
// (all but the N largest removed, or the -N smallest for a negative N).
func (c *checker) builtinTrunc(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.VoidType
	}
	c.wholeMap(e.Args[0], e.Func, k)
	if len(e.Args) == 2 {
		if t := c.expr(e.Args[1]); !t.IsInt() && t.Kind != types.Invalid {
			c.errorf(e.Args[1], "trunc() needs an integer count, found %s", t)
		}
	}
	return types.VoidType
}

// MaxSpeculations is the most speculations nspec may ask for: a record's
// header has 8 bits for its speculation.
const MaxSpeculations = 255

// builtinSpeculation checks speculation(): a free speculation's id, 0
// when none is.
func (c *checker) builtinSpeculation(e *ast.CallExpr, k *callSite) *types.Type {
	k.nargs()
	return types.U64
}

// builtinSpeculate checks speculate(id), commit(id) and discard(id).
func (c *checker) builtinSpeculate(e *ast.CallExpr, k *callSite) *types.Type {
	if !k.nargs() {
		return types.VoidType
	}
	if t := c.expr(e.Args[0]); !t.IsInt() && t.Kind != types.Invalid {
		c.errorf(e.Args[0], "%s() needs a speculation id (from speculation()), found %s", e.Func, t)
	}
	return types.VoidType
}
