package check

import (
	"errors"
	"strconv"
	"strings"

	"github.com/cilium/ebpf/btf"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/types"
	"sonde/internal/probe/point"
)

// basicTypes are the type names the language knows without BTF.
var basicTypes = map[string]*types.Type{
	"int8": types.I8, "int16": types.I16, "int32": types.I32, "int64": types.I64,
	"uint8": types.U8, "uint16": types.U16, "uint32": types.U32, "uint64": types.U64,
	"s8": types.I8, "s16": types.I16, "s32": types.I32, "s64": types.I64,
	"u8": types.U8, "u16": types.U16, "u32": types.U32, "u64": types.U64,
	"__s8": types.I8, "__s16": types.I16, "__s32": types.I32, "__s64": types.I64,
	"__u8": types.U8, "__u16": types.U16, "__u32": types.U32, "__u64": types.U64,
	"char": types.I8, "signed char": types.I8, "unsigned char": types.U8,
	"short": types.I16, "short int": types.I16, "unsigned short": types.U16, "unsigned short int": types.U16,
	"int": types.I32, "signed int": types.I32, "signed": types.I32, "unsigned int": types.U32, "unsigned": types.U32,
	"long": types.I64, "long int": types.I64, "unsigned long": types.U64, "unsigned long int": types.U64,
	"long long": types.I64, "long long int": types.I64, "unsigned long long": types.U64, "unsigned long long int": types.U64,
	"bool": types.U8, "_Bool": types.U8,
	"size_t": types.U64, "ssize_t": types.I64, "pid_t": types.I32, "uid_t": types.U32, "gid_t": types.U32,
	"loff_t": types.I64, "off_t": types.I64, "umode_t": types.U16, "dev_t": types.U32, "gfp_t": types.U32,
	"uintptr_t": types.U64, "intptr_t": types.I64,
	"void": types.VoidType,
}

// floatTypes are the floating-point types a script's struct may hold: they
// keep their size and alignment, and read as integers of that size (as
// BTF's floats do); long double is 16 bytes, aligned to 16 by declTypes.
var floatTypes = map[string]*types.Type{
	"float": types.I32, "double": types.I64, "long double": types.ArrayOf(types.U64, 2),
}

// typeExpr resolves a written type.
// valueType is the type a cast or a let names: typeExpr's, but a plain
// bool is the language's bool (newer bpftrace), printed true or false,
// where a C struct's bool member stays a byte.
func (c *checker) valueType(te *ast.TypeExpr) *types.Type {
	if te.Name != "bool" || te.Ptr != 0 {
		return c.typeExpr(te)
	}
	if len(te.Array) == 0 {
		return types.BoolType
	}
	t := &types.Type{Kind: types.Bool, Size: 1} // bool[N]: a byte each
	for i := len(te.Array) - 1; i >= 0; i-- {
		t = types.ArrayOf(t, max(te.Array[i], 0))
	}
	return t
}

func (c *checker) typeExpr(te *ast.TypeExpr) *types.Type {
	var t *types.Type
	name := strings.Join(strings.Fields(te.Name), " ")
	switch {
	case name == "string":
		t = types.StringOf(c.opts.MaxStrlen)
	case basicTypes[name] != nil:
		t = basicTypes[name]
	case floatTypes[name] != nil:
		if !c.cdecl {
			d := c.errorf(te, "floating-point type %q is not supported: BPF has no floating point", name)
			d.Help = "a struct's float and double members keep their size and place, as opaque fields"
			return types.InvalidType
		}
		t = floatTypes[name]
	case strings.HasPrefix(name, "struct ") || strings.HasPrefix(name, "union ") || strings.HasPrefix(name, "enum "):
		t = c.recordByName(name)
		if t == nil {
			c.errorf(te, "unknown type %q", name)
			return types.InvalidType
		}
	default:
		t = c.typedefByName(name)
		if t == nil {
			c.errorf(te, "unknown type %q", name)
			return types.InvalidType
		}
	}
	// As in C, `int *z[4]` is an array of four pointers: the '*'s bind to
	// the base type, the dimensions to the declarator.
	for i := 0; i < te.Ptr; i++ {
		t = types.PointerTo(t, false)
	}
	for i := len(te.Array) - 1; i >= 0; i-- {
		n := te.Array[i]
		if i < len(te.Dims) && te.Dims[i] != nil {
			n = c.constDim(te.Dims[i])
		}
		if n < 0 {
			n = 0
		}
		// Arrays of plain char are strings; of unsigned char, signed
		// char, uint8, int8_t... integer arrays, as in bpftrace.
		// string[N] is a string of N bytes (newest bpftrace's let $s: string[64]).
		if i == len(te.Array)-1 && (name == "char" || name == "string") && te.Ptr == 0 {
			t = types.StringOf(n)
			continue
		}
		t = types.ArrayOf(t, n)
	}
	return t
}

// ctypeString parses the C spelling a provider gives ("const char *",
// "char[16]", "unsigned long") into a type. size and signed come from the
// kernel and win for integers.
func (c *checker) ctypeString(s string, size int, signed, user bool) *types.Type {
	s = strings.TrimSpace(s)
	for _, q := range []string{"const ", "volatile ", "__user ", "__attribute__((btf_type_tag(\"user\"))) "} {
		s = strings.ReplaceAll(s, q, "")
	}
	s = strings.TrimSpace(strings.TrimPrefix(s, "__data_loc "))
	arr := -1
	if i := strings.IndexByte(s, '['); i >= 0 {
		j := strings.IndexByte(s[i:], ']')
		if j > 0 {
			dim := strings.TrimSpace(s[i+1 : i+j])
			arr = 0
			if n, err := strconv.Atoi(dim); err == nil {
				arr = n
			} else if dim != "" {
				// char comm[TASK_COMM_LEN], as some kernels write it
				if v, _, ok := c.kernelEnum(dim); ok {
					arr = int(v)
				}
			}
		}
		s = strings.TrimSpace(s[:i])
	}
	// Qualifiers may follow what they qualify: "int const *const *".
	ptr := strings.Count(s, "*")
	var words []string
	for _, w := range strings.Fields(strings.ReplaceAll(s, "*", " ")) {
		if !qualifierWords[w] {
			words = append(words, w)
		}
	}
	base := canonicalInt(words)
	var t *types.Type
	if ptr == 0 && arr < 0 && basicTypes[base] == nil && !strings.Contains(base, " ") {
		// A typedef of a pointer or a struct (cap_user_header_t) is
		// typed from BTF, as newest bpftrace types tracepoint fields;
		// one of an integer keeps the kernel's size and sign.
		if td := c.typedefByName(base); td != nil && (td.Kind == types.Pointer || td.Kind == types.Record) {
			if td.Kind == types.Pointer && user != td.User {
				td = types.PointerTo(td.Elem, user)
			}
			return td
		}
	}
	if ptr == 0 && arr < 0 && strings.HasPrefix(base, "enum ") && size > 0 && size <= 8 && (size&(size-1)) == 0 {
		// An enum field (enum hrtimer_mode mode) is the kernel's enum,
		// printed by name as newest bpftrace prints it.
		if e := c.recordByName(base); e != nil && e.Kind == types.Enum {
			f := *e
			f.Size = size
			return &f
		}
	}
	if ptr == 0 && arr < 0 && size == 8 && !c.opts.Newest {
		if t := field017(base, c.typedefByName); t != nil {
			return t
		}
	}
	if ptr == 0 && arr < 0 && size > 0 && size <= 8 && (size&(size-1)) == 0 {
		if bt := basicTypes[base]; bt == nil || bt.Kind == types.Int {
			return types.IntOf(size, signed)
		}
	}
	if bt := basicTypes[base]; bt != nil {
		t = bt
	} else if strings.HasPrefix(base, "struct ") || strings.HasPrefix(base, "union ") || strings.HasPrefix(base, "enum ") {
		if ptr > 0 {
			// Resolved lazily: only a dereference needs BTF.
			t = &types.Type{Kind: types.Record, Name: base, Size: 0}
		} else {
			t = c.recordByName(base)
		}
	} else if ptr > 0 || arr >= 0 {
		t = c.typedefByName(base)
	} else {
		t = types.IntOf(max(size, 1), signed)
	}
	if t == nil {
		t = types.U8
	}
	if arr >= 0 {
		if t.Kind == types.Int && t.Size == 1 {
			return types.StringOf(max(arr, 1))
		}
		t = types.ArrayOf(t, arr)
	}
	for i := 0; i < ptr; i++ {
		t = types.PointerTo(t, user)
	}
	return t
}

// field017 is the type bpftrace 0.17 gives an integer field of 8 bytes
// (a system call's argument) of C type base, or nil where it is the
// format's: 0.17 declares the field with its C type, made 64 bits only
// for int (an int64), unsigned int, u32, pid_t, uid_t and gid_t (uint64):
// umode_t mode is a uint16, whose low bytes it reads and which keeps its
// width in a variable.
func field017(base string, typedef func(string) *types.Type) *types.Type {
	switch base {
	case "int":
		return types.I64
	case "unsigned int", "unsigned", "u32", "pid_t", "uid_t", "gid_t":
		return types.U64
	}
	t := basicTypes[base]
	if t == nil && !strings.Contains(base, " ") {
		t = typedef(base)
	}
	if t != nil && t.Kind == types.Int && t.Size < 8 {
		return t
	}
	return nil
}

var qualifierWords = map[string]bool{"const": true, "volatile": true, "restrict": true, "__restrict": true}

// canonicalInt spells C's integer types in one word order, as basicTypes
// has them: "long unsigned int" is "unsigned long int". Other types are
// joined as they are.
func canonicalInt(words []string) string {
	n := map[string]int{}
	for _, w := range words {
		switch w {
		case "unsigned", "signed", "short", "long", "int", "char":
			n[w]++
		default:
			return strings.Join(words, " ")
		}
	}
	var out []string
	if n["unsigned"] > 0 {
		out = append(out, "unsigned")
	} else if n["signed"] > 0 && n["char"] > 0 {
		out = append(out, "signed")
	}
	for range n["short"] {
		out = append(out, "short")
	}
	for range n["long"] {
		out = append(out, "long")
	}
	if n["char"] > 0 {
		out = append(out, "char")
	}
	if n["int"] > 0 || len(out) == 0 && n["signed"] > 0 {
		out = append(out, "int")
	}
	return strings.Join(out, " ")
}

// ctxFieldType types args.NAME.
func (c *checker) ctxFieldType(f *point.Field) *types.Type {
	user := c.userArgs()
	if f.DataLoc {
		// A char array is a string; another (__data_loc u64[] addrs,
		// cpumask_t) is the address of its data in the record, an int64,
		// as newest bpftrace has it: read with a cast (*(uint64 *)) or buf().
		elem, _, _ := strings.Cut(strings.TrimPrefix(f.CType, "__data_loc "), "[")
		if elem = strings.TrimSpace(strings.TrimPrefix(elem, "const ")); elem != "char" {
			return types.IntOf(8, true)
		}
		return types.StringOf(c.opts.MaxStrlen)
	}
	if f.Regs != nil || f.Pieces != nil {
		// A Go value in registers or on the stack, or a C variable in
		// pieces, copied to the BPF stack.
		if f.Regs != nil && f.Regs.GoString {
			return types.StringOf(c.opts.MaxStrlen)
		}
		switch btf.UnderlyingType(f.BTF).(type) {
		case *btf.Struct, *btf.Union, *btf.Array:
			t := *types.FromBTF(f.BTF)
			t.User = true // its pointers point to the traced program's memory
			return &t
		}
	}
	if _, ok := btf.UnderlyingType(f.BTF).(*btf.Float); ok {
		return types.FromBTF(f.BTF) // a float or double variable, wherever it is
	}
	if f.BTF != nil && (f.Loc != nil || f.Local) {
		// A variable from the DWARF: its own type, whatever it is (char *
		// is spelled in CType, to read as a string).
		if _, ptr := btf.UnderlyingType(f.BTF).(*btf.Pointer); !ptr {
			t := types.FromBTF(f.BTF)
			if f.Loc != nil && f.Loc.Kind == point.LocMem {
				t = inUser(t)
			}
			return t
		}
	}
	if p, ok := btf.UnderlyingType(f.BTF).(*btf.Pointer); ok { // T * const this too
		if _, void := btf.UnderlyingType(p.Target).(*btf.Void); !void {
			return types.PointerTo(types.FromBTF(p.Target), user)
		}
	}
	return c.ctypeString(f.CType, f.Size, f.Signed, user)
}

// userArgs reports whether pointer arguments of this probe point to user
// memory, as its provider says.
func (c *checker) userArgs() bool { return c.inst.Ctx.UserArgs }

func (c *checker) needBTF(n ast.Node) bool {
	c.prog.UsesBTF = true
	if c.kernel == nil && c.kerr == nil {
		c.kernel, c.kerr = c.opts.Env.KernelBTF()
		if c.kernel == nil && c.kerr == nil {
			c.kerr = errors.New("no kernel BTF")
		}
	}
	if c.kerr != nil {
		c.errorf(n, "%s needs the kernel's BTF type information: %v", describeNode(n), c.kerr)
		return false
	}
	return true
}

func describeNode(n ast.Node) string {
	if id, ok := n.(*ast.Ident); ok {
		return id.Name
	}
	return "this expression"
}

// recordByName finds "struct X", "union X" or "enum X": script definitions
// first, then kernel BTF.
func (c *checker) recordByName(name string) *types.Type {
	if t, ok := c.prog.Records[name]; ok {
		return t
	}
	kind, short, _ := strings.Cut(name, " ")
	c.prog.UsesBTF = true
	if c.kernel == nil && c.kerr == nil {
		c.kernel, c.kerr = c.opts.Env.KernelBTF()
	}
	if c.kernel == nil {
		return nil
	}
	var bt btf.Type
	switch kind {
	case "struct":
		var s *btf.Struct
		if c.kernel.TypeByName(short, &s) == nil {
			bt = s
		}
	case "union":
		var u *btf.Union
		if c.kernel.TypeByName(short, &u) == nil {
			bt = u
		}
	case "enum":
		var e *btf.Enum
		if c.kernel.TypeByName(short, &e) == nil {
			bt = e
		}
	}
	if bt == nil {
		return nil
	}
	t := types.FromBTF(bt)
	c.prog.Records[name] = t
	return t
}

func (c *checker) typedefByName(name string) *types.Type {
	// A header's typedef comes first, as clang's would hide the kernel's.
	for _, td := range c.prog.AST.Typedefs {
		if td.Name == name && !c.typedefBusy[name] {
			if c.typedefBusy == nil {
				c.typedefBusy = map[string]bool{}
			}
			c.typedefBusy[name] = true // typedef T T; must end
			defer delete(c.typedefBusy, name)
			return c.typeExpr(td.Type)
		}
	}
	if c.kernel == nil && c.kerr == nil {
		c.prog.UsesBTF = true
		c.kernel, c.kerr = c.opts.Env.KernelBTF()
	}
	if c.kernel == nil {
		return nil
	}
	var td *btf.Typedef
	if c.kernel.TypeByName(name, &td) != nil {
		return nil
	}
	t := types.FromBTF(td)
	if (t.Kind == types.Record || t.Kind == types.Enum) && strings.HasSuffix(t.Name, " ") {
		named := *t // typedef struct { ... } atomic_t: the typedef names it
		named.Name = name
		t = &named
	}
	return t
}

// resolveRecord fills in a record named by a provider's C type ("struct
// sock *" in a tracepoint format), which is resolved only when used.
func (c *checker) resolveRecord(t *types.Type) {
	if t.Kind == types.Record && t.BTF == nil && len(t.Fields) == 0 && t.Size == 0 {
		if r := c.recordByName(t.Name); r != nil {
			*t = *r
		}
	}
}

// member finds a field of a record, recursing into anonymous members.
func (c *checker) member(t *types.Type, name string) (types.Field, bool) {
	c.resolveRecord(t)
	for _, f := range t.Fields {
		if f.Name == name {
			return f, true
		}
	}
	var members []btf.Member
	switch bt := t.BTF.(type) {
	case *btf.Struct:
		members = bt.Members
	case *btf.Union:
		members = bt.Members
	}
	for _, m := range members {
		if m.Name == name {
			ft := types.FromBTF(m.Type)
			return types.Field{Name: name, Type: ft, Offset: int(m.Offset.Bytes()), BitOff: int(m.Offset) % 8, BitSize: int(m.BitfieldSize)}, true
		}
		if m.Name == "" {
			inner := types.FromBTF(m.Type)
			if inner.Kind == types.Record {
				if f, ok := c.member(inner, name); ok {
					f.Offset += int(m.Offset.Bytes())
					return f, true
				}
			}
		}
	}
	return types.Field{}, false
}

func (c *checker) memberNames(t *types.Type) []string {
	var names []string
	for _, f := range t.Fields {
		names = append(names, f.Name)
	}
	switch bt := t.BTF.(type) {
	case *btf.Struct:
		for _, m := range bt.Members {
			names = append(names, m.Name)
		}
	case *btf.Union:
		for _, m := range bt.Members {
			names = append(names, m.Name)
		}
	}
	return names
}

// kernelEnum finds an enum constant in kernel BTF, and the type of its
// values. A name nothing else defines is looked for there as bpftrace
// does (TASK_COMM_LEN), loading the kernel's BTF if the script has not.
func (c *checker) kernelEnum(name string) (int64, *types.Type, bool) {
	if c.kernel == nil && c.kerr == nil {
		c.kernel, c.kerr = c.opts.Env.KernelBTF()
	}
	if c.kernel == nil {
		return 0, nil, false
	}
	c.prog.UsesBTF = true
	e, v, ok := c.kernel.EnumValue(name)
	if !ok {
		return 0, nil, false
	}
	tname := "enum " + e.Name
	if e.Name == "" && len(e.Values) > 0 { // enum { TASK_COMM_LEN = 16 }
		tname = "enum (anonymous with " + e.Values[0].Name + ")"
	}
	return int64(v), enumConstType(tname, e), true
}

// enumConstType is the type of an enum constant used by name: a 64-bit
// integer, as the constant always was, whose value %s prints by name.
func enumConstType(name string, e *btf.Enum) *types.Type {
	return &types.Type{Kind: types.Enum, Size: 8, Signed: true, Name: name, BTF: e}
}

// declTypes lays out the struct, union and enum definitions of the script.
func (c *checker) declTypes(p *ast.Program) {
	for _, d := range p.Types {
		full := d.Kind + " " + d.Name
		switch d.Kind {
		case "enum":
			// The enum's BTF names its values: %s prints them.
			be := &btf.Enum{Name: d.Name, Size: 4, Signed: true}
			next := int64(0)
			for _, m := range d.Members {
				if m.Value != nil {
					v, ok := c.constExprNoInst(m.Value)
					if !ok {
						c.diags.Errorf(span(m.Value), "enum value must be an integer constant")
					}
					next = v
				}
				c.prog.Enums[m.Name] = next
				be.Values = append(be.Values, btf.EnumValue{Name: m.Name, Value: uint64(next)})
				next++
			}
			if d.Packed { // as small as its values allow
				be.Size = 1
				for _, v := range be.Values {
					for n := int64(v.Value); be.Size < 8 && (n < -1<<(8*be.Size-1) || n >= 1<<(8*be.Size)); {
						be.Size *= 2
					}
				}
			}
			if d.Name != "" { // a header's enum { A, B } has constants only
				c.prog.Records[full] = &types.Type{Kind: types.Enum, Size: int(be.Size), Signed: true, Name: full, BTF: be}
			}
			ct := enumConstType(full, be)
			if d.Name == "" { // distinct from other anonymous enums
				ct.Name = "enum (anonymous at " + c.prog.File.Position(d.Span.Lo).String() + ")"
			}
			for _, m := range d.Members {
				c.prog.EnumTypes[m.Name] = ct
			}
		default:
			t := &types.Type{Kind: types.Record, Name: full}
			c.prog.Records[full] = t
			bit, size, align := 0, 0, 1 // bit: the next free bit
			for _, f := range d.Fields {
				ft := c.typeExprNoInst(f.Type)
				if ft.Kind == types.Invalid {
					continue
				}
				a := ft.Align()
				if strings.Join(strings.Fields(f.Type.Name), " ") == "long double" && f.Type.Ptr == 0 {
					a = 16
				}
				if d.Packed || f.Packed {
					a = 1
				}
				a = max(a, f.Align) // aligned(N) raises a member's alignment, even packed
				if f.Name == "" && ft.IsInt() {
					// An unnamed bit-field only moves the next free bit
					// (:0 to the next unit of its type); it is not a
					// member and does not align the struct (SysV ABI).
					unit := 8 * ft.Size
					if f.Bits == 0 || bit/unit != (bit+f.Bits-1)/unit {
						bit = (bit + unit - 1) / unit * unit
					}
					bit += f.Bits
					size = max(size, (bit+7)/8)
					continue
				}
				align = max(align, a)
				if f.Name == "" && ft.Kind == types.Record {
					// An anonymous struct or union member: its fields are
					// spliced in at its offset, as types.Members does BTF's.
					off := 0
					if d.Kind != "union" {
						off = ((bit+7)/8 + a - 1) / a * a
						bit = 8 * (off + ft.Size)
					}
					for _, mf := range types.Members(ft) {
						mf.Offset += off
						t.Fields = append(t.Fields, mf)
					}
					size = max(size, off+ft.Size)
					continue
				}
				if d.Kind == "union" {
					t.Fields = append(t.Fields, types.Field{Name: f.Name, Type: ft, BitSize: f.Bits})
					size = max(size, ft.Size)
					continue
				}
				if f.Bits > 0 && ft.IsInt() {
					// A bit-field goes at the next free bit unless it would
					// cross a boundary of its type's size (the SysV ABI).
					unit := 8 * ft.Size
					if bit/unit != (bit+f.Bits-1)/unit {
						bit = (bit + unit - 1) / unit * unit
					}
					t.Fields = append(t.Fields, types.Field{Name: f.Name, Type: ft, Offset: bit / 8, BitOff: bit % 8, BitSize: f.Bits})
					bit += f.Bits
					size = (bit + 7) / 8
					continue
				}
				off := ((bit+7)/8 + a - 1) / a * a
				t.Fields = append(t.Fields, types.Field{Name: f.Name, Type: ft, Offset: off})
				bit = 8 * (off + ft.Size)
				size = off + ft.Size
			}
			if d.Packed {
				t.Alignment = 1
				for _, f := range d.Fields {
					t.Alignment = max(t.Alignment, f.Align)
				}
			}
			if d.Align > 0 {
				align = max(align, d.Align)
				t.Alignment = max(t.Alignment, d.Align, align)
			}
			t.Size = (size + align - 1) / align * align
		}
	}
}

// typeExprNoInst resolves a type outside any probe (struct definitions).
func (c *checker) typeExprNoInst(te *ast.TypeExpr) *types.Type {
	saved := c.final
	c.final, c.cdecl = true, true
	c.inst = &Instance{Types: map[ast.Expr]*types.Type{}, Consts: map[ast.Expr]int64{}}
	defer func() { c.final, c.cdecl = saved, false; c.inst = nil }()
	return c.typeExpr(te)
}

// constDim evaluates an array dimension naming enum constants, reporting
// one that is not a constant size.
func (c *checker) constDim(e ast.Expr) int {
	saved := c.inst
	v, ok := c.constExprNoInst(e)
	c.inst = saved
	if !ok || v < 0 || v > 1<<31 {
		c.diags.Errorf(span(e), "invalid array size")
		return 0
	}
	return int(v)
}

func (c *checker) constExprNoInst(e ast.Expr) (int64, bool) {
	c.inst = &Instance{Consts: map[ast.Expr]int64{}}
	defer func() { c.inst = nil }()
	// An enum value may name the constants before it (BAZ = FOO * 2), or
	// the kernel's.
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := c.prog.Enums[id.Name]; ok {
				c.inst.Consts[id] = v
			} else if v, _, ok := c.kernelEnum(id.Name); ok {
				c.inst.Consts[id] = v
			}
		}
		return true
	})
	return c.constInt(e)
}
