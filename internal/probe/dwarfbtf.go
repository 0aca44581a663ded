package probe

import (
	"debug/dwarf"

	"github.com/cilium/ebpf/btf"
)

// dwarfBTF converts a type of a traced program's DWARF to the BTF the
// checker types kernel values with, so that args.foo->x reads a uprobe's
// struct parameter as bpftrace does with the same DWARF. Types the BTF of
// a C program never holds (functions, which only pointers reach) become
// void.
func dwarfBTF(t dwarf.Type) btf.Type {
	return (&dwarfConv{seen: map[dwarf.Type]btf.Type{}}).conv(t)
}

type dwarfConv struct {
	seen map[dwarf.Type]btf.Type // converted, or being converted (a struct that points to itself)
}

func (c *dwarfConv) conv(t dwarf.Type) btf.Type {
	if t == nil {
		return &btf.Void{}
	}
	if b, ok := c.seen[t]; ok {
		return b
	}
	var out btf.Type
	switch t := t.(type) {
	case *dwarf.VoidType:
		out = &btf.Void{}
	case *dwarf.CharType:
		out = &btf.Int{Name: t.Name, Size: 1, Encoding: btf.Signed | btf.Char}
	case *dwarf.UcharType:
		out = &btf.Int{Name: t.Name, Size: 1, Encoding: btf.Char}
	case *dwarf.BoolType:
		out = &btf.Int{Name: t.Name, Size: uint32(t.ByteSize), Encoding: btf.Bool}
	case *dwarf.IntType:
		out = &btf.Int{Name: t.Name, Size: uint32(t.ByteSize), Encoding: btf.Signed}
	case *dwarf.UintType:
		out = &btf.Int{Name: t.Name, Size: uint32(t.ByteSize)}
	case *dwarf.FloatType:
		out = &btf.Float{Name: t.Name, Size: uint32(t.ByteSize)}
	case *dwarf.EnumType:
		e := &btf.Enum{Name: t.EnumName, Size: uint32(t.ByteSize), Signed: true}
		for _, v := range t.Val {
			e.Values = append(e.Values, btf.EnumValue{Name: v.Name, Value: uint64(v.Val)})
		}
		out = e
	case *dwarf.PtrType:
		p := &btf.Pointer{}
		c.seen[t] = p
		if _, fn := t.Type.(*dwarf.FuncType); fn {
			p.Target = &btf.Void{}
		} else {
			p.Target = c.conv(t.Type)
		}
		return p
	case *dwarf.QualType:
		inner := c.conv(t.Type)
		switch t.Qual {
		case "const":
			out = &btf.Const{Type: inner}
		case "volatile":
			out = &btf.Volatile{Type: inner}
		default:
			out = inner
		}
	case *dwarf.TypedefType:
		td := &btf.Typedef{Name: t.Name}
		c.seen[t] = td
		td.Type = c.conv(t.Type)
		return td
	case *dwarf.ArrayType:
		n := t.Count
		if n < 0 {
			n = 0 // a flexible array member
		}
		out = &btf.Array{Index: &btf.Int{Name: "int", Size: 4, Encoding: btf.Signed}, Type: c.conv(t.Type), Nelems: uint32(n)}
	case *dwarf.StructType:
		var members []btf.Member
		var out btf.Type
		if t.Kind == "union" {
			u := &btf.Union{Name: t.StructName, Size: uint32(max(t.ByteSize, 0))}
			c.seen[t] = u
			out = u
		} else {
			s := &btf.Struct{Name: t.StructName, Size: uint32(max(t.ByteSize, 0))}
			c.seen[t] = s
			out = s
		}
		for _, f := range t.Field {
			m := btf.Member{Name: f.Name, Type: c.conv(f.Type), Offset: btf.Bits(f.ByteOffset * 8)}
			if f.BitSize > 0 {
				m.Offset = btf.Bits(f.DataBitOffset)
				m.BitfieldSize = btf.Bits(f.BitSize)
			}
			members = append(members, m)
		}
		switch s := out.(type) {
		case *btf.Struct:
			s.Members = members
		case *btf.Union:
			s.Members = members
		}
		return out
	default:
		out = &btf.Void{}
	}
	c.seen[t] = out
	return out
}
