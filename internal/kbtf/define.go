package kbtf

import (
	"fmt"
	"strings"

	"github.com/cilium/ebpf/btf"
)

// Definition spells the definition of a struct, union or enum in C, laid out
// as libbpf's BTF dumper lays it out (and so bpftrace -lv 'struct NAME'):
// one member a line, indented by tabs, types of members by name except
// anonymous structs, unions and enums, which are written out in place;
// integer types as BTF names them ("long unsigned int"); holes that the
// compiler would not leave by itself filled with "long: N;"-style padding
// so that every member lands at its offset; "__attribute__((packed))" where
// the layout is not naturally aligned.
func Definition(t btf.Type) string {
	var b strings.Builder
	switch t := t.(type) {
	case *btf.Struct:
		defineComposite(&b, "struct", t.Name, t.Size, t.Members, true, 0)
	case *btf.Union:
		defineComposite(&b, "union", t.Name, t.Size, t.Members, false, 0)
	case *btf.Enum:
		defineEnum(&b, t, 0)
	default:
		return CType(t)
	}
	b.WriteString(";\n")
	return b.String()
}

func tabs(n int) string { return strings.Repeat("\t", n) }

func defineComposite(b *strings.Builder, kind, name string, size uint32, members []btf.Member, isStruct bool, lvl int) {
	b.WriteString(kind)
	if name != "" {
		b.WriteString(" " + name)
	}
	b.WriteString(" {")
	packed := isPacked(size, members)
	off := 0 // bits laid out so far
	prevBitfield := false
	for _, m := range members {
		align := 1
		if !packed {
			align = alignOf(m.Type)
		}
		bits := int(m.BitfieldSize)
		padding(b, off, int(m.Offset), align, prevBitfield && bits != 0, lvl+1)
		b.WriteString("\n" + tabs(lvl+1) + declare2(m.Type, m.Name, lvl+1))
		if bits != 0 {
			fmt.Fprintf(b, ": %d", bits)
			off = int(m.Offset) + bits
			prevBitfield = true
		} else {
			sz, err := btf.Sizeof(m.Type)
			if err != nil || sz < 0 {
				sz = 0
			}
			off = int(m.Offset) + 8*sz
			prevBitfield = false
		}
		b.WriteString(";")
	}
	if isStruct {
		padding(b, off, 8*int(size), compositeAlign(size, members), false, lvl+1)
	}
	if len(members) > 0 || size > 0 {
		b.WriteString("\n" + tabs(lvl) + "}")
	} else {
		b.WriteString("}")
	}
	if packed {
		b.WriteString(" __attribute__((packed))")
	}
}

func defineEnum(b *strings.Builder, t *btf.Enum, lvl int) {
	b.WriteString("enum")
	if t.Name != "" {
		b.WriteString(" " + t.Name)
	}
	if len(t.Values) == 0 {
		b.WriteString(" {}")
		return
	}
	b.WriteString(" {")
	for _, v := range t.Values {
		if t.Signed {
			fmt.Fprintf(b, "\n%s%s = %d,", tabs(lvl+1), v.Name, int64(v.Value))
		} else {
			fmt.Fprintf(b, "\n%s%s = %d,", tabs(lvl+1), v.Name, v.Value)
		}
	}
	b.WriteString("\n" + tabs(lvl) + "}")
	// Sizes a C compiler would not pick by itself are forced with mode().
	if t.Size == 1 {
		b.WriteString(" __attribute__((mode(byte)))")
	} else if t.Size == 8 && fitsInt32(t) {
		b.WriteString(" __attribute__((mode(word)))")
	}
}

func fitsInt32(t *btf.Enum) bool {
	for _, v := range t.Values {
		if n := int64(v.Value); !t.Signed && v.Value > 0xffffffff || t.Signed && (n < -1<<31 || n > 1<<31-1) {
			return false
		}
	}
	return true
}

// padTypes are the integer types a padding member may have, widest first.
var padTypes = []struct {
	name string
	bits int
}{{"long", 64}, {"int", 32}, {"short", 16}, {"char", 8}}

func roundUp(n, to int) int { return (n + to - 1) / to * to }

// padding fills the hole from bit cur to bit next with unnamed bit-field
// members. A C compiler aligns the next member by itself, so padding is
// written only where that natural alignment does not reach next: first an
// aligning marker when needed, then whole "long: 64;"s and a narrower
// remainder.
func padding(b *strings.Builder, cur, next, nextAlign int, inBitfield bool, lvl int) {
	if cur >= next {
		return
	}
	// The widest type whose alignment does not overshoot next.
	i := 0
	for i < len(padTypes)-1 && roundUp(cur, padTypes[i].bits) > next {
		i++
	}
	pad := padTypes[i]
	aligned := roundUp(cur, pad.bits)
	if aligned > cur && aligned <= next {
		// A marker is needed in a run of bit-fields, when next sits on
		// the boundary but its own alignment would not take it there, or
		// when a full-width pad would fit in the rest and be ignored.
		if inBitfield || aligned == next && roundUp(cur, 8*nextAlign) != aligned ||
			aligned != next && next-aligned <= aligned-cur {
			n := 0
			if inBitfield {
				n = aligned - cur
			}
			fmt.Fprintf(b, "\n%s%s: %d;", tabs(lvl), pad.name, n)
		}
		cur = aligned
	}
	for cur < next {
		n := min(next-cur, pad.bits)
		name := pad.name
		if n < pad.bits { // the remainder: the narrowest type that holds it
			for j := len(padTypes) - 1; j >= 0; j-- {
				if padTypes[j].bits >= n {
					name = padTypes[j].name
					break
				}
			}
		}
		fmt.Fprintf(b, "\n%s%s: %d;", tabs(lvl), name, n)
		cur += n
	}
}

// alignOf is a type's natural alignment in bytes on a 64-bit target.
func alignOf(t btf.Type) int {
	switch t := t.(type) {
	case *btf.Int:
		return max(1, min(int(t.Size), 8))
	case *btf.Float:
		return max(1, min(int(t.Size), 8))
	case *btf.Enum:
		return max(1, int(t.Size))
	case *btf.Pointer:
		return 8
	case *btf.Array:
		return alignOf(t.Type)
	case *btf.Struct:
		return compositeAlign(t.Size, t.Members)
	case *btf.Union:
		return compositeAlign(t.Size, t.Members)
	case *btf.Typedef:
		return alignOf(t.Type)
	case *btf.Const:
		return alignOf(t.Type)
	case *btf.Volatile:
		return alignOf(t.Type)
	case *btf.Restrict:
		return alignOf(t.Type)
	case *btf.TypeTag:
		return alignOf(t.Type)
	}
	return 1
}

// compositeAlign is the alignment of a struct or union: its widest
// member's, or 1 when the layout shows it is packed.
func compositeAlign(size uint32, members []btf.Member) int {
	maxAlign := 1
	for _, m := range members {
		a := alignOf(m.Type)
		maxAlign = max(maxAlign, a)
		if m.BitfieldSize == 0 && int(m.Offset)%(8*a) != 0 {
			return 1
		}
	}
	if int(size)%maxAlign != 0 {
		return 1
	}
	return maxAlign
}

// isPacked reports whether a layout needs __attribute__((packed)): a member
// off its natural alignment, or a size that is not a multiple of it.
func isPacked(size uint32, members []btf.Member) bool {
	maxAlign := 1
	for _, m := range members {
		a := alignOf(m.Type)
		if m.BitfieldSize == 0 && int(m.Offset)%(8*a) != 0 {
			return true
		}
		maxAlign = max(maxAlign, a)
	}
	return int(size)%maxAlign != 0
}

// declare2 spells a member declaration as libbpf does: like CType, but
// with BTF's integer names and anonymous types written out in place.
func declare2(t btf.Type, decl string, lvl int) string {
	join := func(base string) string {
		if decl == "" {
			return base
		}
		return base + " " + decl
	}
	switch t := t.(type) {
	case nil, *btf.Void:
		return join("void")
	case *btf.Int:
		return join(t.Name)
	case *btf.Float:
		return join(t.Name)
	case *btf.Typedef:
		return join(t.Name)
	case *btf.Struct:
		if t.Name == "" {
			var b strings.Builder
			defineComposite(&b, "struct", "", t.Size, t.Members, true, lvl)
			return join(b.String())
		}
		return join("struct " + t.Name)
	case *btf.Union:
		if t.Name == "" {
			var b strings.Builder
			defineComposite(&b, "union", "", t.Size, t.Members, false, lvl)
			return join(b.String())
		}
		return join("union " + t.Name)
	case *btf.Enum:
		if t.Name == "" {
			var b strings.Builder
			defineEnum(&b, t, lvl)
			return join(b.String())
		}
		return join("enum " + t.Name)
	case *btf.Fwd:
		if t.Kind == btf.FwdUnion {
			return join("union " + t.Name)
		}
		return join("struct " + t.Name)
	case *btf.Const:
		if isPointer(t.Type) {
			return declare2(t.Type, qualify("const", decl), lvl)
		}
		return "const " + declare2(t.Type, decl, lvl)
	case *btf.Volatile:
		if isPointer(t.Type) {
			return declare2(t.Type, qualify("volatile", decl), lvl)
		}
		return "volatile " + declare2(t.Type, decl, lvl)
	case *btf.Restrict:
		return declare2(t.Type, decl, lvl)
	case *btf.TypeTag:
		return declare2(t.Type, decl, lvl)
	case *btf.Pointer:
		inner := "*" + decl
		// A function returning a pointer, a qualified pointer: libbpf puts
		// a space after the star ("struct sk_buff * (*dequeue)(...)",
		// "void * const addr").
		if strings.HasPrefix(decl, "(") || strings.HasPrefix(decl, "const") || strings.HasPrefix(decl, "volatile") {
			inner = "* " + decl
		}
		switch t.Target.(type) {
		case *btf.FuncProto, *btf.Array:
			inner = "(" + inner + ")"
		}
		return declare2(t.Target, inner, lvl)
	case *btf.Array:
		return declare2(t.Type, fmt.Sprintf("%s[%d]", decl, t.Nelems), lvl)
	case *btf.FuncProto:
		var ps []string
		for i, p := range t.Params {
			if _, void := p.Type.(*btf.Void); void && i == len(t.Params)-1 {
				ps = append(ps, "...")
				continue
			}
			ps = append(ps, declare2(p.Type, "", lvl))
		}
		if len(ps) == 0 {
			ps = []string{"void"}
		}
		return declare2(t.Return, decl+"("+strings.Join(ps, ", ")+")", lvl)
	}
	return join(fmt.Sprint(t))
}
