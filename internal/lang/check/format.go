package check

import (
	"slices"

	"sonde/internal/format"
	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
	"sonde/internal/lang/types"
)

// formatKind is the printf argument kind a value of t is.
func formatKind(t *types.Type) format.Kind {
	switch t.Kind {
	case types.Int, types.Bool, types.Enum, types.Pointer:
		if t.Kind == types.Enum && t.BTF != nil {
			return format.String // printed by name
		}
		return format.Int
	case types.Buffer:
		return format.Buffer
	case types.Float:
		if t.IsScalar() {
			return format.Float
		}
	}
	return format.String
}

// checkFormat matches printf conversions with argument types, exactly as
// bpftrace 0.17 reads a format (or newest, with Options.Newest), and
// returns the format parsed.
func (c *checker) checkFormat(s *ast.StrLit, args []ast.Expr, ts []*types.Type) []format.Verb {
	parse := format.Parse
	if c.opts.Newest {
		parse = format.ParseNewest
	}
	if slices.ContainsFunc(ts, func(t *types.Type) bool { return t.Kind == types.Float }) {
		// sonde's %f, %e, %g: only where a float or double is passed.
		parse = func(s string) ([]format.Verb, error) { return format.ParseFloat(s, c.opts.Newest) }
	}
	verbs, err := parse(s.Value)
	if err != nil {
		c.formatError(s, err.(*format.Error))
		return nil
	}
	convs := format.Conversions(verbs)
	if len(convs) < len(ts) {
		c.errorf(args[len(convs)], "format has %d conversion%s but %d arguments", len(convs), plural(len(convs)), len(ts))
		return verbs
	}
	if len(convs) > len(ts) {
		c.errorf(s, "format has more conversions than arguments (%d)", len(ts))
		return verbs
	}
	for i, v := range convs {
		t := ts[i]
		if t.Kind == types.Invalid {
			continue
		}
		if t.Kind == types.Enum && (v.Kind == format.Int || v.Kind == format.String) {
			continue // %d prints the number, %s the name
		}
		if t.Kind == types.Float && v.Kind == format.String {
			continue // %s prints it as print() does
		}
		if k := formatKind(t); k != v.Kind {
			c.errorf(args[i], "%s expects %s, found %s", v.Text, kindName(v.Kind), t)
		}
	}
	return verbs
}

func kindName(k format.Kind) string {
	switch k {
	case format.Int:
		return "an integer"
	case format.Buffer:
		return "a buffer (buf())"
	case format.Float:
		return "a float or double"
	}
	return "a string"
}

// formatError points at the offending byte of a format string. The string
// literal's text may contain escapes, so this is exact only without them.
func (c *checker) formatError(s *ast.StrLit, e *format.Error) {
	if !c.final {
		return
	}
	lo := s.Pos() + 1 + source.Pos(max(e.Offset, 0))
	if lo >= s.End() {
		lo = s.Pos()
	}
	c.diags.Errorf(source.Span{Lo: lo, Hi: lo + 1}, "%s", e.Msg)
}

// traceFormat checks a debugf() format against what bpf_trace_printk
// formats on every kernel bpftrace 0.17 supports: %d %i %u %x with an
// optional l or ll, %p and %s, with flags and a width.
func (c *checker) traceFormat(s *ast.StrLit) {
	verbs, err := format.Parse(s.Value)
	if err != nil {
		return // printf's check reported it
	}
	for _, v := range format.Conversions(verbs) {
		ok := v.Prec < 0
		switch v.Conv {
		case "d", "i", "u", "x":
			ok = ok && (v.Length == "" || v.Length == "l" || v.Length == "ll")
		case "p", "s":
			ok = ok && v.Length == ""
		default:
			ok = false
		}
		if !ok {
			c.errorf(s, "debugf() cannot format %s", v.Text).Help =
				"bpf_trace_printk takes %d, %i, %u, %x (also with l or ll), %p and %s"
		}
	}
}
