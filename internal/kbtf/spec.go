package kbtf

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"iter"
	"math/bits"
	"reflect"
	"slices"
	"strings"
	"sync"
	"unsafe"

	"github.com/cilium/ebpf/btf"
)

// Spec is the BTF of vmlinux or of a module, read lazily: loading it only
// indexes the type section (where each type starts and what it is called),
// and a type is decoded the first time it is asked for, with the types it
// refers to. A script naming task_struct decodes what task_struct reaches
// (a few thousand types), not the kernel's hundred thousand.
//
// The types are cilium/ebpf's, built as its full parse builds them: the
// same graph, with decl tags and legacy bit-fields applied.
type Spec struct {
	big   bool   // big-endian BTF
	raw   []byte // the type section
	strs  []byte // the string section; a split spec's offsets follow base's
	base  *Spec  // for a module's split BTF: vmlinux
	first btf.TypeID
	// Per type, by ID - first: where it starts in raw, and its name's offset.
	offs  []uint32
	names []uint32
	tags  map[btf.TypeID][]btf.TypeID // decl tags by the type they annotate

	kinds []uint8 // BTF kind, | hasTags
	named []int32 // IDs - first of named types other than functions
	// Name indexes, each built on its first lookup: of functions (most of
	// vmlinux's names), and of the other kinds.
	index [2]nameIndex

	mu    sync.Mutex
	types [][]btf.Type // decoded, by ID - first, in chunks allocated when used
	alloc allocator
}

// allocator hands out the decoded types from slabs: a script's types are
// thousands of small objects, allocated one by one they cost more than
// decoding them.
type allocator struct {
	ptrs     slab[btf.Pointer]
	structs  slab[btf.Struct]
	unions   slab[btf.Union]
	typedefs slab[btf.Typedef]
	consts   slab[btf.Const]
	arrays   slab[btf.Array]
	protos   slab[btf.FuncProto]
	members  slab[btf.Member]
	params   slab[btf.FuncParam]
}

type slab[T any] []T

// one returns a zero T.
func (s *slab[T]) one() *T {
	if len(*s) == 0 {
		*s = make([]T, 256)
	}
	p := &(*s)[0]
	*s = (*s)[1:]
	return p
}

// room returns an empty slice with room for n Ts.
func (s *slab[T]) room(n int) []T {
	if n > 256 {
		return make([]T, 0, n)
	}
	if len(*s) < n {
		*s = make([]T, 1024)
	}
	out := (*s)[:0:n]
	*s = (*s)[n:]
	return out
}

const chunk = 1024

// nameIndex chains type IDs - first by the hash of their names (-1 ends a
// chain).
type nameIndex struct {
	once sync.Once
	head []int32
	next []int32
}

// BTF kinds (include/uapi/linux/btf.h).
const (
	kindInt = iota + 1
	kindPtr
	kindArray
	kindStruct
	kindUnion
	kindEnum
	kindFwd
	kindTypedef
	kindVolatile
	kindConst
	kindRestrict
	kindFunc
	kindFuncProto
	kindVar
	kindDatasec
	kindFloat
	kindDeclTag
	kindTypeTag
	kindEnum64
)

// kindData is how many bytes follow each kind's type record: fixed, and
// each per vlen.
var kindData = [...]struct{ fixed, each uint8 }{
	kindInt: {4, 0}, kindPtr: {}, kindArray: {12, 0}, kindStruct: {0, 12},
	kindUnion: {0, 12}, kindEnum: {0, 8}, kindFwd: {}, kindTypedef: {},
	kindVolatile: {}, kindConst: {}, kindRestrict: {}, kindFunc: {},
	kindFuncProto: {0, 8}, kindVar: {4, 0}, kindDatasec: {0, 12}, kindFloat: {},
	kindDeclTag: {4, 0}, kindTypeTag: {}, kindEnum64: {0, 12},
}

// hasTags marks, in Spec.kinds, a type that decl tags annotate.
const hasTags = 0x80

// parseSpec indexes raw BTF (header, types, strings); base is vmlinux for a
// module's split BTF.
func parseSpec(b []byte, base *Spec) (*Spec, error) {
	if len(b) < 24 {
		return nil, errors.New("BTF too short")
	}
	var bo binary.ByteOrder = binary.LittleEndian
	if bo.Uint16(b) != 0xeb9f {
		bo = binary.BigEndian
		if bo.Uint16(b) != 0xeb9f {
			return nil, errors.New("not BTF: bad magic")
		}
	}
	hdrLen := uint64(bo.Uint32(b[4:]))
	typeOff, typeLen := uint64(bo.Uint32(b[8:])), uint64(bo.Uint32(b[12:]))
	strOff, strLen := uint64(bo.Uint32(b[16:])), uint64(bo.Uint32(b[20:]))
	if hdrLen > uint64(len(b)) {
		return nil, errors.New("BTF header out of bounds")
	}
	b = b[hdrLen:]
	if typeOff+typeLen > uint64(len(b)) || strOff+strLen > uint64(len(b)) {
		return nil, errors.New("BTF sections out of bounds")
	}
	s := &Spec{big: bo == binary.BigEndian, raw: b[typeOff : typeOff+typeLen], strs: b[strOff : strOff+strLen], base: base}
	if len(s.strs) > 0 && s.strs[len(s.strs)-1] != 0 {
		return nil, errors.New("BTF string table is not null terminated")
	}
	if base != nil {
		if base.big != s.big {
			return nil, errors.New("split BTF and its base differ in byte order")
		}
		s.first = btf.TypeID(len(base.offs)) + base.first
	} else {
		// ID 0 is void, not in the section.
		s.offs, s.names, s.kinds = append(s.offs, 0), append(s.names, 0), append(s.kinds, 0)
	}
	n := len(s.raw) / 24 // a guess: most types take 12 bytes and a member or two
	// Locals, not s's fields, in the loop over every type: a hundred
	// thousand in vmlinux.
	offs := append(make([]uint32, 0, n), s.offs...)
	names := append(make([]uint32, 0, n), s.names...)
	kinds := append(make([]uint8, 0, n), s.kinds...)
	var named []int32
	raw := s.raw
	for off := 0; off < len(raw); {
		if off+12 > len(raw) {
			return nil, fmt.Errorf("BTF type at %d: truncated", off)
		}
		info := s.u32(raw[off+4:])
		kind := info >> 24 & 0x1f
		if kind >= uint32(len(kindData)) || kind == 0 {
			return nil, fmt.Errorf("BTF type at %d: unknown kind %d", off, kind)
		}
		next := off + 12 + int(kindData[kind].fixed) + int(kindData[kind].each)*int(info&0xffff)
		if next > len(raw) {
			return nil, fmt.Errorf("BTF type at %d: truncated", off)
		}
		name := s.u32(raw[off:])
		if kind == kindDeclTag {
			if s.tags == nil {
				s.tags = map[btf.TypeID][]btf.TypeID{}
			}
			target := btf.TypeID(s.u32(raw[off+8:]))
			s.tags[target] = append(s.tags[target], s.first+btf.TypeID(len(offs)))
		} else if name != 0 && kind != kindFunc {
			named = append(named, int32(len(offs)))
		}
		offs = append(offs, uint32(off))
		names = append(names, name)
		kinds = append(kinds, uint8(kind))
		off = next
	}
	s.offs, s.names, s.kinds, s.named = offs, names, kinds, named
	for target := range s.tags {
		if target >= s.first && int(target-s.first) < len(s.kinds) {
			s.kinds[target-s.first] |= hasTags
		}
	}
	s.types = make([][]btf.Type, (len(s.offs)+chunk-1)/chunk)
	return s, nil
}

// u32 reads a 32-bit field of the BTF.
func (s *Spec) u32(b []byte) uint32 {
	if s.big {
		return binary.BigEndian.Uint32(b)
	}
	return binary.LittleEndian.Uint32(b)
}

// str returns the string at offset off of the (base's and this) string
// sections.
func (s *Spec) str(off uint32) string {
	if off == 0 {
		return ""
	}
	strs := s.strs
	if s.base != nil {
		if n := uint32(len(s.base.strs)); off < n {
			strs = s.base.strs
		} else {
			off -= n
		}
	}
	if int(off) >= len(strs) || strs[off] == 0 {
		if int(off) < len(strs) {
			return ""
		}
		panic(decodeError{fmt.Errorf("string offset %d out of bounds", off)})
	}
	// The sections are never unmapped nor written: strings share them.
	i := bytes.IndexByte(strs[off:], 0)
	return unsafe.String(&strs[off], i)
}

// hashName hashes the NUL-terminated string b begins with, eight bytes at
// a time.
func hashName(b []byte) uint32 {
	h := uint64(0x9e3779b97f4a7c15)
	for i := 0; ; i += 8 {
		var v uint64
		if i+8 <= len(b) {
			v = binary.LittleEndian.Uint64(b[i:])
		} else {
			for j := len(b) - 1; j >= i; j-- {
				v = v<<8 | uint64(b[j])
			}
		}
		// The bytes up to the first zero one, if any.
		if z := (v - 0x0101010101010101) & ^v & 0x8080808080808080; z != 0 {
			v &= 1<<(bits.TrailingZeros64(z)&^7) - 1
			h = (h ^ v) * 0xff51afd7ed558ccd
			return uint32(h ^ h>>29)
		}
		if i+8 > len(b) {
			return uint32(h ^ h>>29) // not terminated: cannot happen in a checked section
		}
		h = (h ^ v) * 0xff51afd7ed558ccd
		h ^= h >> 32
	}
}

// strAt returns the string section (base's or this one's) holding offset
// off, and the offset in it.
func (s *Spec) strAt(off uint32) ([]byte, uint32) {
	if s.base != nil {
		if n := uint32(len(s.base.strs)); off < n {
			return s.base.strs, off
		}
		return s.strs, off - uint32(len(s.base.strs))
	}
	return s.strs, off
}

// strIs reports whether the string at off is name.
func (s *Spec) strIs(off uint32, name string) bool {
	strs, off := s.strAt(off)
	if int(off)+len(name) >= len(strs) || strs[int(off)+len(name)] != 0 {
		return false
	}
	return string(strs[off:int(off)+len(name)]) == name
}

// cstr returns the string section from offset off: a NUL-terminated
// string, and what follows.
func (s *Spec) cstr(off uint32) []byte {
	strs, off := s.strAt(off)
	if int(off) >= len(strs) {
		return nil
	}
	return strs[off:]
}

// buildIndex indexes the names of functions (funcs) or of the other kinds.
func (s *Spec) buildIndex(x *nameIndex, funcs bool) {
	ids := s.named
	if funcs {
		ids = nil
		for i, k := range s.kinds {
			if k&^hasTags == kindFunc && s.names[i] != 0 {
				ids = append(ids, int32(i))
			}
		}
	}
	size := 1
	for size < len(ids) {
		size <<= 1
	}
	x.head = make([]int32, size)
	for i := range x.head {
		x.head[i] = -1
	}
	x.next = make([]int32, len(s.names))
	mask := uint32(size - 1)
	for _, i := range slices.Backward(ids) { // chains in ID order
		h := hashName(s.cstr(s.names[i])) & mask
		x.next[i], x.head[h] = x.head[h], i
	}
}

// ids returns the IDs of this spec's own types named name, in order: of
// functions (funcs), or of the other kinds.
func (s *Spec) ids(name string, funcs bool) []btf.TypeID {
	x := &s.index[0]
	if !funcs {
		x = &s.index[1]
	}
	x.once.Do(func() { s.buildIndex(x, funcs) })
	var out []btf.TypeID
	key := append([]byte(name), 0)
	for i := x.head[hashName(key)&uint32(len(x.head)-1)]; i >= 0; i = x.next[i] {
		if s.strIs(s.names[i], name) {
			out = append(out, s.first+btf.TypeID(i))
		}
	}
	return out
}

func (s *Spec) kind(id btf.TypeID) int {
	return int(s.kinds[id-s.first] &^ hasTags)
}

// TypeByID decodes a type and the types it refers to.
func (s *Spec) TypeByID(id btf.TypeID) (t btf.Type, err error) {
	if id < s.first {
		return s.base.TypeByID(id)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	defer func() {
		if r := recover(); r != nil {
			de, ok := r.(decodeError)
			if !ok {
				panic(r)
			}
			// Forget what was half built.
			clear(s.types) // chunks: forget them whole
			t, err = nil, de.err
		}
	}()
	return s.decode(id), nil
}

type decodeError struct{ err error }

// decode builds type id; s.mu is held. Errors panic with a decodeError.
func (s *Spec) decode(id btf.TypeID) btf.Type {
	if id < s.first {
		t, err := s.base.TypeByID(id)
		if err != nil {
			panic(decodeError{err})
		}
		return t
	}
	if id == 0 {
		return (*btf.Void)(nil)
	}
	i := int(id - s.first)
	if i >= len(s.offs) {
		panic(decodeError{fmt.Errorf("type id %d: %w", id, btf.ErrNotFound)})
	}
	c := s.types[i/chunk]
	if c == nil {
		c = make([]btf.Type, chunk)
		s.types[i/chunk] = c
	}
	if t := c[i%chunk]; t != nil {
		return t
	}
	p := s.raw[s.offs[i]:]
	name := s.str(s.u32(p))
	info := s.u32(p[4:])
	vlen := int(info & 0xffff)
	flag := info>>31 != 0
	size := s.u32(p[8:]) // or the referenced type
	ref := btf.TypeID(size)
	p = p[12:]
	// The type is registered before what it refers to is decoded: a
	// struct's members may point back to it.
	var typ btf.Type
	var refTo *btf.Type // the one field that refers to ref, for most kinds
	switch s.kind(id) {
	case kindInt:
		typ = &btf.Int{Name: name, Size: size, Encoding: btf.IntEncoding(s.u32(p) >> 24 & 0xf)}
	case kindFloat:
		typ = &btf.Float{Name: name, Size: size}
	case kindFwd:
		kind := btf.FwdStruct
		if flag {
			kind = btf.FwdUnion
		}
		typ = &btf.Fwd{Name: name, Kind: kind}
	case kindEnum, kindEnum64:
		t := &btf.Enum{Name: name, Size: size, Signed: flag, Values: make([]btf.EnumValue, 0, vlen)}
		wide := s.kind(id) == kindEnum64
		for j := range vlen {
			var v uint64
			q := p[8*j:]
			if wide { // name, low and high halves
				q = p[12*j:]
				v = uint64(s.u32(q[8:]))<<32 | uint64(s.u32(q[4:]))
			} else if v = uint64(s.u32(q[4:])); flag {
				v = uint64(int32(v)) // sign-extended, as cilium/ebpf does
			}
			t.Values = append(t.Values, btf.EnumValue{Name: s.str(s.u32(q)), Value: v})
		}
		typ = t
	case kindPtr:
		t := s.alloc.ptrs.one()
		typ, refTo = t, &t.Target
	case kindTypedef:
		t := s.alloc.typedefs.one()
		t.Name = name
		typ, refTo = t, &t.Type
	case kindVolatile:
		t := &btf.Volatile{}
		typ, refTo = t, &t.Type
	case kindConst:
		t := s.alloc.consts.one()
		typ, refTo = t, &t.Type
	case kindRestrict:
		t := &btf.Restrict{}
		typ, refTo = t, &t.Type
	case kindTypeTag:
		t := &btf.TypeTag{Value: name}
		typ, refTo = t, &t.Type
	case kindFunc:
		t := &btf.Func{Name: name, Linkage: btf.FuncLinkage(vlen)}
		typ, refTo = t, &t.Type
	case kindVar:
		t := &btf.Var{Name: name, Linkage: btf.VarLinkage(s.u32(p))}
		typ, refTo = t, &t.Type
	case kindArray:
		t := s.alloc.arrays.one()
		t.Nelems = s.u32(p[8:])
		typ = t
	case kindStruct:
		t := s.alloc.structs.one()
		t.Name, t.Size = name, size
		typ = t
	case kindUnion:
		t := s.alloc.unions.one()
		t.Name, t.Size = name, size
		typ = t
	case kindFuncProto:
		typ = s.alloc.protos.one()
	case kindDatasec:
		typ = &btf.Datasec{Name: name, Size: size}
	default: // kindDeclTag: applied to its target, never a type by itself
		panic(decodeError{fmt.Errorf("type id %d: a decl tag is not a type", id)})
	}
	c[i%chunk] = typ
	switch t := typ.(type) {
	case *btf.Array:
		t.Index = s.decode(btf.TypeID(s.u32(p[4:])))
		t.Type = s.decode(btf.TypeID(s.u32(p)))
	case *btf.Struct:
		t.Members = s.members(p, vlen, flag)
	case *btf.Union:
		t.Members = s.members(p, vlen, flag)
	case *btf.FuncProto:
		params := s.alloc.params.room(vlen)
		for j := range vlen {
			params = append(params, btf.FuncParam{Name: s.str(s.u32(p[8*j:]))})
			params[j].Type = s.decode(btf.TypeID(s.u32(p[8*j+4:])))
		}
		t.Return = s.decode(ref)
		t.Params = params
	case *btf.Datasec:
		vars := make([]btf.VarSecinfo, 0, vlen)
		for j := range vlen {
			q := p[12*j:]
			vars = append(vars, btf.VarSecinfo{Offset: s.u32(q[4:]), Size: s.u32(q[8:])})
			vars[j].Type = s.decode(btf.TypeID(s.u32(q)))
		}
		t.Vars = vars
	default:
		if refTo != nil {
			*refTo = s.decode(ref)
		}
	}
	if s.kinds[i]&hasTags != 0 {
		for _, tag := range s.tags[id] {
			s.applyTag(typ, tag)
		}
	}
	return typ
}

// members decodes a struct's or union's members. Without the kind flag,
// a member's bit-field position may be given by its int type (legacy
// bit-fields).
func (s *Spec) members(p []byte, vlen int, flag bool) []btf.Member {
	ms := s.alloc.members.room(vlen)
	for j := range vlen {
		q := p[12*j:]
		off := s.u32(q[8:])
		ms = append(ms, btf.Member{Name: s.str(s.u32(q)), Offset: btf.Bits(off)})
		m := &ms[j]
		tid := btf.TypeID(s.u32(q[4:]))
		m.Type = s.decode(tid)
		if flag {
			m.BitfieldSize = btf.Bits(off >> 24)
			m.Offset &= 0xffffff
			continue
		}
		if it, ok := m.Type.(*btf.Int); ok {
			if bitOff, bits := s.intBits(tid); bitOff > 0 || bits/8 != it.Size {
				m.Offset += btf.Bits(bitOff)
				m.BitfieldSize = btf.Bits(bits)
			}
		}
	}
	return ms
}

// intBits reads an int type's bit offset and width.
func (s *Spec) intBits(id btf.TypeID) (off, bits uint32) {
	if id < s.first {
		return s.base.intBits(id)
	}
	v := s.u32(s.raw[s.offs[id-s.first]+12:])
	return v >> 16 & 0xff, v & 0xff
}

// applyTag adds decl tag id's value to what it annotates in t.
func (s *Spec) applyTag(t btf.Type, id btf.TypeID) {
	p := s.raw[s.offs[id-s.first]:]
	value := s.str(s.u32(p))
	idx := int(int32(s.u32(p[12:])))
	bad := func() {
		panic(decodeError{fmt.Errorf("decl tag %q: bad component %d of %v", value, idx, t)})
	}
	switch t := t.(type) {
	case *btf.Var:
		if idx != -1 {
			bad()
		}
		t.Tags = append(t.Tags, value)
	case *btf.Typedef:
		if idx != -1 {
			bad()
		}
		t.Tags = append(t.Tags, value)
	case *btf.Struct:
		tagComposite(&t.Tags, t.Members, idx, value, bad)
	case *btf.Union:
		tagComposite(&t.Tags, t.Members, idx, value, bad)
	case *btf.Func:
		fp, ok := t.Type.(*btf.FuncProto)
		if !ok {
			bad()
		}
		if len(t.ParamTags) == 0 {
			t.ParamTags = make([][]string, len(fp.Params))
		}
		switch {
		case idx >= 0 && idx < len(fp.Params):
			t.ParamTags[idx] = append(t.ParamTags[idx], value)
		case idx == -1:
			t.Tags = append(t.Tags, value)
		default:
			bad()
		}
	default:
		bad()
	}
}

func tagComposite(tags *[]string, ms []btf.Member, idx int, value string, bad func()) {
	switch {
	case idx >= 0 && idx < len(ms):
		ms[idx].Tags = append(ms[idx].Tags, value)
	case idx == -1:
		*tags = append(*tags, value)
	default:
		bad()
	}
}

// targetKinds are the BTF kinds a TypeByName target can be, by its type.
var targetKinds = map[reflect.Type][]int{
	reflect.TypeFor[**btf.Struct](): {kindStruct}, reflect.TypeFor[**btf.Union](): {kindUnion},
	reflect.TypeFor[**btf.Enum](): {kindEnum, kindEnum64}, reflect.TypeFor[**btf.Typedef](): {kindTypedef},
	reflect.TypeFor[**btf.Func](): {kindFunc}, reflect.TypeFor[**btf.Int](): {kindInt},
	reflect.TypeFor[**btf.Fwd](): {kindFwd}, reflect.TypeFor[**btf.Var](): {kindVar},
	reflect.TypeFor[**btf.Datasec](): {kindDatasec}, reflect.TypeFor[**btf.Float](): {kindFloat},
}

// AnyTypesByName returns the types of this spec (not of its base) named
// name, as btf.Spec.AnyTypesByName does.
func (s *Spec) AnyTypesByName(name string) ([]btf.Type, error) {
	return s.typesByName(name, nil)
}

func (s *Spec) typesByName(name string, kinds []int) ([]btf.Type, error) {
	var ids []btf.TypeID
	if kinds == nil || containsInt(kinds, kindFunc) {
		ids = s.ids(name, true)
	}
	if kinds == nil || !slices.Equal(kinds, []int{kindFunc}) {
		ids = append(ids, s.ids(name, false)...)
	}
	slices.Sort(ids)
	var out []btf.Type
	for _, id := range ids {
		if k := s.kind(id); k == kindDeclTag || kinds != nil && !containsInt(kinds, k) {
			continue
		}
		t, err := s.TypeByID(id)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: %w", name, btf.ErrNotFound)
	}
	return out, nil
}

func containsInt(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// TypeByName finds the one type named name of the kind typ points to, as
// btf.Spec.TypeByName does: typ is a **btf.Struct, **btf.Typedef, ... or a
// *btf.Type holding a value of the wanted kind. It decodes only that type
// and what it refers to. Only this spec's own types are searched (a
// module's, not vmlinux's).
func (s *Spec) TypeByName(name string, typ any) error {
	kinds := targetKinds[reflect.TypeOf(typ)]
	if kinds == nil {
		tp, ok := typ.(*btf.Type)
		if !ok || tp == nil || *tp == nil {
			return fmt.Errorf("TypeByName: %T is not a pointer to a BTF type", typ)
		}
		ts, err := s.typesByName(name, nil)
		if err != nil {
			return err
		}
		var found btf.Type
		for _, t := range ts {
			if reflect.TypeOf(t) != reflect.TypeOf(*tp) {
				continue
			}
			if found != nil {
				return fmt.Errorf("type %s(%T): %w", name, t, btf.ErrMultipleMatches)
			}
			found = t
		}
		if found == nil {
			return fmt.Errorf("%T %s: %w", *tp, name, btf.ErrNotFound)
		}
		*tp = found
		return nil
	}
	ts, err := s.typesByName(name, kinds)
	if err != nil {
		return fmt.Errorf("%T %s: %w", typ, name, btf.ErrNotFound)
	}
	if len(ts) > 1 {
		return fmt.Errorf("type %s(%T): %w", name, ts[0], btf.ErrMultipleMatches)
	}
	// targetKinds matched typ's type to the kind: ts[0] is assignable to *typ.
	reflect.ValueOf(typ).Elem().Set(reflect.ValueOf(ts[0]))
	return nil
}

// Kind names for Select, as C and BTF spell them.
var kindNames = map[int]string{
	kindInt: "int", kindPtr: "ptr", kindArray: "array", kindStruct: "struct",
	kindUnion: "union", kindEnum: "enum", kindFwd: "fwd", kindTypedef: "typedef",
	kindVolatile: "volatile", kindConst: "const", kindRestrict: "restrict",
	kindFunc: "func", kindFuncProto: "func_proto", kindVar: "var",
	kindDatasec: "datasec", kindFloat: "float", kindDeclTag: "decl_tag",
	kindTypeTag: "type_tag", kindEnum64: "enum",
}

// Names iterates over the names of this spec's own types of a kind
// ("struct", "union", "enum", "typedef", "func", ...; enum64 counts as
// enum), in ID order, without decoding them.
func (s *Spec) Names(kind string) iter.Seq2[btf.TypeID, string] {
	return func(yield func(btf.TypeID, string) bool) {
		for i, n := range s.names {
			if n == 0 || s.first == 0 && i == 0 {
				continue
			}
			id := s.first + btf.TypeID(i)
			if kindNames[s.kind(id)] != kind {
				continue
			}
			if !yield(id, s.str(n)) {
				return
			}
		}
	}
}

// All decodes every type of this spec, in ID order (decl tags are applied
// to their targets, not listed). It costs what a full parse costs: for
// listing only.
func (s *Spec) All() iter.Seq2[btf.Type, error] {
	return func(yield func(btf.Type, error) bool) {
		for i := range s.offs {
			id := s.first + btf.TypeID(i)
			if id == 0 || s.kind(id) == kindDeclTag {
				continue
			}
			t, err := s.TypeByID(id)
			if !yield(t, err) || err != nil {
				return
			}
		}
	}
}

// EnumValue finds an enumerator by name in this spec's enums: the first
// enum (in ID order) that has it, and its value there.
func (s *Spec) EnumValue(name string) (*btf.Enum, uint64, bool) {
	if name == "" {
		return nil, 0, false
	}
	for i, o := range s.offs {
		id := s.first + btf.TypeID(i)
		if id == 0 {
			continue
		}
		p := s.raw[o:]
		info := s.u32(p[4:])
		k, vlen, stride := int(info>>24&0x1f), int(info&0xffff), 8
		switch k {
		case kindEnum64:
			stride = 12
		case kindEnum:
		default:
			continue
		}
		for j := range vlen {
			if !s.strIs(s.u32(p[12+stride*j:]), name) {
				continue
			}
			t, err := s.TypeByID(id)
			if err != nil {
				return nil, 0, false
			}
			e := t.(*btf.Enum)
			return e, e.Values[j].Value, true
		}
	}
	return nil, 0, false
}

// VarID returns the ID of the variable (BTF_KIND_VAR) named name in this
// spec itself: vmlinux describes its per-CPU variables so.
func (s *Spec) VarID(name string) (btf.TypeID, bool) {
	for _, id := range s.ids(name, false) {
		if s.kind(id) == kindVar {
			return id, true
		}
	}
	return 0, false
}

// FuncID returns the ID of the function (BTF_KIND_FUNC) named name in this
// spec itself: for vmlinux, what a kfunc call instruction names.
func (s *Spec) FuncID(name string) (btf.TypeID, bool) {
	if ids := s.ids(name, true); len(ids) > 0 {
		return ids[0], true
	}
	return 0, false
}

// MemberOffset is the offset in bytes of a member of the one struct named
// structName: path is a member's name, or names through nested structs
// and unions ("se.sum_exec_runtime"), looking into anonymous members as
// Offset does. It reads only the records of the types it walks, decoding
// none; ok is false when it cannot say (no such struct or member, several
// structs of the name, a malformed record): Offset then decodes.
func (s *Spec) MemberOffset(structName, path string) (off uint32, ok bool) {
	var id btf.TypeID
	n := 0
	for _, c := range s.ids(structName, false) {
		if s.kind(c) == kindStruct {
			id, n = c, n+1
		}
	}
	if n != 1 {
		return 0, false
	}
	for _, name := range strings.Split(path, ".") {
		m, at, ok := s.rawMember(id, name)
		if !ok {
			return 0, false
		}
		id, off = m, off+at
	}
	return off, true
}

// record returns the spec whose type id is, and the type's record.
func (s *Spec) record(id btf.TypeID) (*Spec, []byte, bool) {
	if id < s.first {
		if s.base == nil {
			return nil, nil, false
		}
		return s.base.record(id)
	}
	i := int(id - s.first)
	if id == 0 || i >= len(s.offs) {
		return nil, nil, false
	}
	return s, s.raw[s.offs[i]:], true
}

// rawMember finds a member of struct or union id (through typedefs and
// qualifiers, as btf.UnderlyingType goes) by name, looking into anonymous
// members: its type and its offset in bytes, as member finds them in the
// decoded types.
func (s *Spec) rawMember(id btf.TypeID, name string) (btf.TypeID, uint32, bool) {
	sp, p, ok := s.record(id)
	for depth := 0; ok; depth++ {
		switch sp.u32(p[4:]) >> 24 & 0x1f {
		case kindTypedef, kindConst, kindVolatile, kindRestrict, kindTypeTag:
			if depth == 32 {
				return 0, 0, false
			}
			sp, p, ok = s.record(btf.TypeID(sp.u32(p[8:])))
			continue
		}
		break
	}
	if !ok {
		return 0, 0, false
	}
	info := sp.u32(p[4:])
	if k := info >> 24 & 0x1f; k != kindStruct && k != kindUnion {
		return 0, 0, false
	}
	flag := info>>31 == 1
	for j := range int(info & 0xffff) {
		q := p[12+12*j:]
		strs, noff := sp.strAt(sp.u32(q))
		if int(noff) >= len(strs) && noff != 0 {
			return 0, 0, false
		}
		tid := btf.TypeID(sp.u32(q[4:]))
		bitOff := sp.u32(q[8:])
		if flag {
			bitOff &= 0xffffff
		} else if ts, tp, ok := sp.record(tid); ok && ts.u32(tp[4:])>>24&0x1f == kindInt {
			// A legacy bit-field: its position is in the int type.
			bitOff += ts.u32(tp[12:]) >> 16 & 0xff
		}
		if sp.strIs(sp.u32(q), name) {
			return tid, bitOff / 8, true
		}
		if noff == 0 || strs[noff] == 0 {
			if inner, at, ok := s.rawMember(tid, name); ok {
				return inner, bitOff/8 + at, true
			}
		}
	}
	return 0, 0, false
}
