package types

import "strings"

// RecordTag is the TupleName of newest bpftrace's records, (a=1, b="x"):
// tuples whose elements are named, accessed by name, printed as structs.
const RecordTag = "record"

// RecordOf lays out a record of the named elements, in the order given.
func RecordOf(names []string, elems []*Type) *Type {
	t := TupleOf(elems)
	t.TupleName = RecordTag
	for i := range t.Fields {
		t.Fields[i].Name = names[i]
	}
	return t
}

// Named reports whether t is a tuple whose elements have names: a record,
// or print(args)'s tuple.
func (t *Type) Named() bool { return t.Kind == Tuple && t.TupleName != "" }

// FieldIndex returns the index of t's element called name, or -1.
func (t *Type) FieldIndex(name string) int {
	for i, f := range t.Fields {
		if f.Name == name {
			return i
		}
	}
	return -1
}

// SameFields reports whether two records have the same field names, in
// any order (a record assigned a record of other order keeps its own).
func SameFields(a, b *Type) bool {
	if len(a.Fields) != len(b.Fields) {
		return false
	}
	for _, f := range b.Fields {
		if a.FieldIndex(f.Name) < 0 {
			return false
		}
	}
	return true
}

// recordString spells a record type: (a=int64, b=string[2]).
func recordString(t *Type) string {
	var parts []string
	for _, f := range t.Fields {
		parts = append(parts, f.Name+"="+f.Type.String())
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// Retuple lays out a tuple like t (its names, if any) with new element
// types.
func Retuple(t *Type, elems []*Type) *Type {
	n := TupleOf(elems)
	if t.Named() {
		n.TupleName = t.TupleName
		for i := range n.Fields {
			n.Fields[i].Name = t.Fields[i].Name
		}
	}
	return n
}
