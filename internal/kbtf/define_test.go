package kbtf

import (
	"testing"

	"github.com/cilium/ebpf/btf"
)

// TestDefinition lays out hand-built types the way libbpf's dumper (and so
// bpftrace -lv) writes them: padding for holes, bit-fields, anonymous
// members in place, packed layouts, function pointers, one-byte enums.
func TestDefinition(t *testing.T) {
	u32 := &btf.Int{Name: "unsigned int", Size: 4}
	char := &btf.Int{Name: "char", Size: 1, Encoding: btf.Signed}
	long := &btf.Int{Name: "long int", Size: 8, Encoding: btf.Signed}
	cb := &btf.Struct{Name: "callback_head", Size: 16}
	fn := &btf.Pointer{Target: &btf.FuncProto{Return: &btf.Pointer{Target: cb}, Params: []btf.FuncParam{{Type: &btf.Pointer{Target: cb}}, {Type: u32}}}}
	anon := &btf.Union{Size: 8, Members: []btf.Member{{Name: "a", Type: long}, {Name: "b", Type: &btf.Array{Type: char, Nelems: 8}}}}
	for _, tt := range []struct {
		typ  btf.Type
		want string
	}{
		{&btf.Struct{Name: "s", Size: 32, Members: []btf.Member{
			{Name: "c", Type: char, Offset: 0},
			{Name: "f", Type: u32, Offset: 64, BitfieldSize: 3},
			{Name: "g", Type: u32, Offset: 96, BitfieldSize: 1},
			{Name: "u", Type: anon, Offset: 128},
			{Name: "fn", Type: fn, Offset: 192},
		}}, "struct s {\n\tchar c;\n\tlong: 0;\n\tunsigned int f: 3;\n\tint: 29;\n\tunsigned int g: 1;\n" +
			"\tunion {\n\t\tlong int a;\n\t\tchar b[8];\n\t} u;\n" +
			"\tstruct callback_head * (*fn)(struct callback_head *, unsigned int);\n};\n"},
		{&btf.Struct{Name: "hole", Size: 24, Members: []btf.Member{
			{Name: "a", Type: char, Offset: 0},
			{Name: "e", Type: &btf.Struct{Name: "aligned64", Size: 0}, Offset: 128},
		}}, "struct hole {\n\tchar a;\n\tlong: 64;\n\tstruct aligned64 e;\n\tlong: 64;\n};\n"},
		{&btf.Struct{Name: "p", Size: 5, Members: []btf.Member{
			{Name: "a", Type: char, Offset: 0},
			{Name: "b", Type: u32, Offset: 8},
		}}, "struct p {\n\tchar a;\n\tunsigned int b;\n} __attribute__((packed));\n"},
		{&btf.Enum{Name: "e", Size: 1, Values: []btf.EnumValue{{Name: "A", Value: 1}, {Name: "B", Value: 2}}},
			"enum e {\n\tA = 1,\n\tB = 2,\n} __attribute__((mode(byte)));\n"},
		{&btf.Struct{Name: "empty"}, "struct empty {};\n"},
	} {
		if got := Definition(tt.typ); got != tt.want {
			t.Errorf("Definition(%v) =\n%s\nwant\n%s", tt.typ, got, tt.want)
		}
	}
}
