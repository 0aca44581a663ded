package check

import (
	"fmt"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/source"
	"sonde/internal/lang/types"
)

// record checks a record literal, (a=1, b="x") (newest bpftrace): a tuple
// whose elements are named and accessed by name.
func (c *checker) record(e *ast.TupleExpr) *types.Type {
	elems, ok := c.elemTypes(e.Elems, "a record")
	if !ok {
		return untyped
	}
	seen := map[string]bool{}
	for i, x := range e.Elems {
		if seen[e.Names[i]] {
			c.errorf(x, "record field %q is given twice", e.Names[i]).Help = "each field of a record has its own name"
		}
		seen[e.Names[i]] = true
	}
	return types.RecordOf(e.Names, elems)
}

// elemTypes checks the elements of a tuple or record (in): false when one
// reads a map not typed yet.
func (c *checker) elemTypes(xs []ast.Expr, in string) ([]*types.Type, bool) {
	var elems []*types.Type
	for _, x := range xs {
		t := c.expr(x)
		if t == untyped {
			return nil, false
		}
		if t.Kind == types.Void || t.Kind == types.Agg || !c.copyable(t) {
			c.errorf(x, "cannot put %s in %s", t, in)
			t = types.InvalidType
		}
		elems = append(elems, t)
	}
	return elems, true
}

// recordField checks x.name on a record (or print(args)'s tuple).
func (c *checker) recordField(e *ast.FieldExpr, t *types.Type) *types.Type {
	i := t.FieldIndex(e.Name)
	if i < 0 {
		var names []string
		for _, f := range t.Fields {
			names = append(names, f.Name)
		}
		what := "record " + t.String()
		if id, ok := e.X.(*ast.Ident); ok && c.inst.IdentExprs[id] != nil && id.Name == "config" {
			what = "config" // its record is long
		}
		d := c.errorf(e, "%s has no field %q", what, e.Name)
		if s := source.Suggest(e.Name, names); s != "" && len(e.Name) > 2 {
			d.Help = fmt.Sprintf("did you mean %q?", s)
		} else {
			d.Help = fmt.Sprintf("its fields are %s", quoteAll(names))
		}
		return types.InvalidType
	}
	c.inst.Fields[e] = &FieldRef{Tuple: i, Offset: t.Fields[i].Offset, Type: t.Fields[i].Type}
	return t.Fields[i].Type
}

func quoteAll(names []string) string {
	s := ""
	for i, n := range names {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("%q", n)
	}
	return s
}

// recordPeer is the element of b that goes with a's element i: the one of
// the same name when both are records (whose order may differ), else the
// one at i.
func recordPeer(a, b *types.Type, i int) types.Field {
	if a.Named() && b.Named() {
		if j := b.FieldIndex(a.Fields[i].Name); j >= 0 {
			return b.Fields[j]
		}
	}
	return b.Fields[i]
}

// recordHelp explains a record assigned where a record of other fields is
// kept ("" unless both are records).
func recordHelp(old, t *types.Type) string {
	if old.TupleName != types.RecordTag || t.TupleName != types.RecordTag {
		return ""
	}
	var names []string
	for _, f := range old.Fields {
		names = append(names, f.Name)
	}
	return fmt.Sprintf("a record keeps the fields it was first assigned (%s), in any order", quoteAll(names))
}

// tupleCompare checks a == b or a != b of two tuples or records (newest
// bpftrace): of the same shape, each pair of elements comparable.
func (c *checker) tupleCompare(e ast.Node, op string, a, b *types.Type) *types.Type {
	if op != "==" && op != "!=" {
		c.errorf(e, "tuples and records can only be compared with == and !=")
		return types.InvalidType
	}
	if !comparable(a, b) {
		d := c.errorf(e, "cannot compare %s with %s", a, b)
		d.Help = "tuples compare with tuples of as many elements, records with records of the same fields; their elements must compare"
		return types.InvalidType
	}
	return types.I64
}

// comparable reports whether == can compare values of types a and b
// element by element.
func comparable(a, b *types.Type) bool {
	switch {
	case a.Kind == types.Tuple && b.Kind == types.Tuple:
		if len(a.Fields) != len(b.Fields) || a.Named() != b.Named() || a.Named() && !types.SameFields(a, b) {
			return false
		}
		for i := range a.Fields {
			if !comparable(a.Fields[i].Type, recordPeer(a, b, i).Type) {
				return false
			}
		}
		return true
	case a.IsInt() && b.IsInt(), a.Kind == types.String && b.Kind == types.String,
		a.Kind == types.Pointer && b.Kind == types.Pointer:
		return true
	}
	return types.Equal(a, b) && a.Kind != types.Stack && a.Kind != types.Usym && a.Kind != types.Float
}
