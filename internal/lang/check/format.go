package check

import (
	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
	"sonde/internal/lang/types"
)

// checkFormat matches printf conversions with argument types.
func (c *checker) checkFormat(s *ast.StrLit, args []ast.Expr, ts []*types.Type) {
	n := 0
	f := s.Value
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			continue
		}
		if i+1 < len(f) && f[i+1] == '%' {
			i++
			continue
		}
		j := i + 1
		for j < len(f) && isFlagOrWidth(f[j]) {
			j++
		}
		if j >= len(f) {
			c.errorf(s, "format string ends inside a conversion")
			return
		}
		verb := f[j]
		if n >= len(ts) {
			c.errorf(s, "format has more conversions than arguments (%d)", len(ts))
			return
		}
		t := ts[n]
		switch verb {
		case 's':
		case 'd', 'i', 'u', 'x', 'X', 'o', 'c', 'p':
			if t.Kind == types.String || t.Kind == types.Tuple || t.Kind == types.Buffer {
				c.errorf(args[n], "%%%c expects an integer, found %s", verb, t)
			}
		case 'r':
		default:
			c.diags.Errorf(source.Span{Lo: s.Pos() + source.Pos(i+1), Hi: s.Pos() + source.Pos(j+2)}, "unknown conversion %%%c", verb)
		}
		n++
		i = j
	}
	if n < len(ts) {
		c.errorf(args[n], "format has %d conversions but %d arguments", n, len(ts))
	}
}

func isFlagOrWidth(b byte) bool {
	return b == '-' || b == '+' || b == ' ' || b == '#' || b == '0' || b >= '1' && b <= '9' || b == '.' ||
		b == 'l' || b == 'h' || b == 'z' || b == 'j' || b == 't'
}
