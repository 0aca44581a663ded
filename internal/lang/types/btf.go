package types

import "github.com/cilium/ebpf/btf"

// FromBTF converts a kernel type. Records are converted shallowly: their
// members are looked up when accessed or printed, so that self-referencing
// kernel structs cost nothing. Arrays of plain char are strings; those of
// u8 (unsigned char) are arrays of integers, as in bpftrace.
func FromBTF(bt btf.Type) *Type {
	bt = btf.UnderlyingType(bt)
	switch t := bt.(type) {
	case *btf.Int:
		return IntOf(int(t.Size), t.Encoding&btf.Signed != 0)
	case *btf.Enum:
		return &Type{Kind: Enum, Size: int(t.Size), Signed: t.Signed, Name: "enum " + t.Name, BTF: t}
	case *btf.Pointer:
		elem := btf.UnderlyingType(t.Target)
		if _, ok := elem.(*btf.Void); ok {
			return PointerTo(VoidType, false)
		}
		return PointerTo(FromBTF(elem), false)
	case *btf.Array:
		if i, ok := btf.UnderlyingType(t.Type).(*btf.Int); ok && i.Name == "char" {
			return StringOf(max(int(t.Nelems), 1))
		}
		elem := FromBTF(t.Type)
		return ArrayOf(elem, int(t.Nelems))
	case *btf.Struct:
		return &Type{Kind: Record, Name: "struct " + t.Name, Size: int(t.Size), BTF: t}
	case *btf.Union:
		return &Type{Kind: Record, Name: "union " + t.Name, Size: int(t.Size), BTF: t}
	case *btf.Void:
		return VoidType
	case *btf.FuncProto:
		return U64
	case *btf.Float:
		return FloatOf(int(t.Size))
	}
	return U64
}

// Members lists a record's fields in order, as print() shows them: the
// script's fields, or the BTF members with those of anonymous structs and
// unions spliced into their parent (their offsets made the parent's).
func Members(t *Type) []Field {
	if len(t.Fields) > 0 || t.BTF == nil {
		return t.Fields
	}
	var ms []btf.Member
	switch bt := btf.UnderlyingType(t.BTF).(type) {
	case *btf.Struct:
		ms = bt.Members
	case *btf.Union:
		ms = bt.Members
	}
	var out []Field
	for _, m := range ms {
		ft := FromBTF(m.Type)
		if m.Name == "" && ft.Kind == Record {
			for _, f := range Members(ft) {
				f.Offset += int(m.Offset.Bytes())
				out = append(out, f)
			}
			continue
		}
		out = append(out, Field{Name: m.Name, Type: ft, Offset: int(m.Offset / 8), BitOff: int(m.Offset % 8), BitSize: int(m.BitfieldSize)})
	}
	return out
}

// btfAlign is a kernel struct's or union's alignment, as C gives it: its
// members' largest, or 1 where the layout shows it packed (a member off
// its alignment, or a size no multiple of it).
func btfAlign(t *Type) int {
	a := 1
	ms := Members(t)
	for _, f := range ms {
		a = max(a, f.Type.Align())
	}
	if t.Size%a != 0 {
		return 1
	}
	for _, f := range ms {
		if f.BitSize == 0 && f.Offset%f.Type.Align() != 0 {
			return 1
		}
	}
	return a
}
