// Package ast declares the syntax tree of a bpftrace-language program.
//
// Nodes hold only what was written. The checker's conclusions (types, which
// builtin a name is, map layouts) live in its side tables, never here.
// Every node embeds source.Span, which gives it Pos() and End().
//
// It imports only lang/source.
package ast

import "sonde/internal/lang/source"

// Node is any syntax tree node.
type Node interface {
	Pos() source.Pos
	End() source.Pos
}

// Expr is an expression node.
type Expr interface {
	Node
	exprNode()
}

// Stmt is a statement node.
type Stmt interface {
	Node
	stmtNode()
}

// Program is a whole script.
type Program struct {
	source.Span
	Includes []*Include    // #include lines, of headers read and of those left to BTF
	Config   []*ConfigItem // config = { key = value; ... }
	Types    []*TypeDecl   // struct/union/enum definitions of the script and its headers
	Typedefs []*Typedef    // typedefs of its headers
	Macros   []*MacroDecl  // macro name(params) { body }
	Fns      []*FnDecl     // fn name($a: T): R { body }
	Imports  []*Import     // import "file.bt";, in the order read
	MapDecls []*MapDecl    // let @name = hash(N);
	Probes   []*Probe
}

// MapDecl is `let @name = kind(entries);`: a map's BPF map type and size
// (newer bpftrace).
type MapDecl struct {
	source.Span
	Name     string      // "@name"
	Kind     string      // hash, lruhash, percpuhash, percpulruhash, percpuarray
	KindSpan source.Span // of Kind, for diagnostics
	Entries  Expr        // the max entries
}

// Include is one #include line.
type Include struct {
	source.Span
	Path   string // "linux/sched.h"
	System bool   // <...> rather than "..."
	File   string // the header read from disk; "" if left to BTF
}

// ConfigItem is one `key = value` of a config block.
type ConfigItem struct {
	source.Span
	Key   string
	Value Expr // IntLit, StrLit or Ident
}

// MacroDecl is `macro name(a, $b, @c) { stmts; expr }`.
type MacroDecl struct {
	source.Span
	Name   string
	Params []string // as written: "x", "$x" or "@x"
	Body   *Block
}

// Probe is `attach, attach /pred/ { body }`.
type Probe struct {
	source.Span
	// Name is the name written before the attach points (newest
	// bpftrace's `name=kprobe:f`), "" without one; nothing uses it yet.
	Name     string
	NameSpan source.Span
	Attach   []*AttachPoint
	Pred     Expr // nil without a predicate
	Body     *Block
}

// AttachPoint is one attach point exactly as written, e.g.
// "tracepoint:syscalls:sys_enter_openat", "uprobe:/bin/bash:readline",
// "BEGIN", `uprobe:lib:cpp:"ns::f*"` (quotes kept). Providers parse it.
type AttachPoint struct {
	source.Span
	Raw string
}

// TypeDecl is a C struct, union or enum definition written in the script.
type TypeDecl struct {
	source.Span
	Kind    string // "struct", "union", "enum"
	Name    string
	Fields  []*FieldDecl  // struct, union
	Members []*EnumMember // enum
	// Packed is __attribute__((packed)); Anonymous a struct or union
	// defined without a name inside another (Name is made up).
	Packed, Anonymous bool
	Align             int // __attribute__((aligned(N))): at least N; 0 if none
}

// Typedef is `typedef TYPE NAME;` in an included header.
type Typedef struct {
	source.Span
	Name string
	Type *TypeExpr
}

// FieldDecl is one member of a struct or union definition. An anonymous
// struct or union member has no Name: its fields are the outer one's.
type FieldDecl struct {
	source.Span
	Type *TypeExpr
	Name string // "" for an unnamed bit-field (padding; with Bits 0, :0)
	Bits int    // bit-field width, 0 if none
	// Align is __attribute__((aligned(N))) on the member (0 if none);
	// Packed its __attribute__((packed)): aligned to a byte.
	Align  int
	Packed bool
}

// EnumMember is NAME or NAME = value.
type EnumMember struct {
	source.Span
	Name  string
	Value Expr // nil: previous + 1
}

// TypeExpr is a C type as written in casts, sizeof, offsetof, let
// declarations and struct members: "unsigned long", "struct task_struct *",
// "char[16]", "int8", "string".
type TypeExpr struct {
	source.Span
	Name  string // base type: "int", "unsigned long", "struct task_struct", "u64", "string"
	Ptr   int    // number of '*'
	Array []int  // array dimensions, outermost first; -1 for [] without a size
	// Dims holds, where a dimension names enum constants ([TASK_COMM_LEN],
	// [K * 2]), its expression, for the checker to evaluate; nil, or nil
	// at the other dimensions.
	Dims []Expr
}

// Block is { stmts }.
type Block struct {
	source.Span
	Stmts []Stmt
}

// ExprStmt is an expression used as a statement: a call, x++.
type ExprStmt struct {
	source.Span
	X Expr
}

// AssignStmt is `lhs op rhs` for op one of = += -= *= /= %= &= |= ^= <<= >>=.
// LHS is a *MapExpr, *VarExpr, or for map values of struct type a field of
// one (bpftrace does not allow that; the checker reports it).
type AssignStmt struct {
	source.Span
	LHS    Expr
	Op     string
	OpSpan source.Span // of Op, where bpftrace reports a failed map update (-k)
	RHS    Expr
}

// LetStmt is `let $x;`, `let $x: type;` or `let $x = value;` (with optional type).
type LetStmt struct {
	source.Span
	Var   *VarExpr
	Type  *TypeExpr // nil if not written
	Value Expr      // nil if not written
}

// IfStmt is if (cond) { } else ...; Else is nil, a *Block or an *IfStmt.
// The parentheses are optional (newer bpftrace): if cond { }.
type IfStmt struct {
	source.Span
	Cond Expr
	Then *Block
	Else Stmt
}

// UnrollStmt is unroll(N) { }.
type UnrollStmt struct {
	source.Span
	Count Expr
	Body  *Block
}

// WhileStmt is while (cond) { } or while cond { }.
type WhileStmt struct {
	source.Span
	Cond Expr
	Body *Block
}

// ForStmt is `for ($kv : @map) { }` (Map set) or `for ($i : lo..hi) { }` (Lo and Hi set).
type ForStmt struct {
	source.Span
	Var  *VarExpr
	Map  *MapExpr
	Lo   Expr
	Hi   Expr
	Body *Block
}

// JumpStmt is break, continue or return.
type JumpStmt struct {
	source.Span
	Kind string // "break", "continue", "return"
	// Value is return's value (nil for none): an lsm probe's verdict.
	Value Expr
}

// BadStmt stands where a statement failed to parse.
type BadStmt struct{ source.Span }

func (*Block) stmtNode()      {}
func (*ExprStmt) stmtNode()   {}
func (*AssignStmt) stmtNode() {}
func (*LetStmt) stmtNode()    {}
func (*IfStmt) stmtNode()     {}
func (*UnrollStmt) stmtNode() {}
func (*WhileStmt) stmtNode()  {}
func (*ForStmt) stmtNode()    {}
func (*JumpStmt) stmtNode()   {}
func (*BadStmt) stmtNode()    {}

// IntLit is an integer literal: 42, 0x2a, 0o52 / 052, 0b101010, 1_000, 1e6, 'a'
// (character literals), with an optional width suffix if the language grows one.
type IntLit struct {
	source.Span
	Value uint64
	Raw   string
}

// StrLit is a string literal, escapes already decoded.
type StrLit struct {
	source.Span
	Value string
}

// BoolLit is true or false.
type BoolLit struct {
	source.Span
	Value bool
}

// Ident is a bare name: a builtin (pid, comm, args, curtask), an enum
// constant, a #define that the parser did not expand, or a probe-local
// name such as a tracepoint's field in old syntax.
type Ident struct {
	source.Span
	Name string
}

// VarExpr is a scratch variable: $x.
type VarExpr struct {
	source.Span
	Name string // "$x"
}

// PositionalExpr is $1..$N (N ≥ 1) or $# (N == 0, Count set).
type PositionalExpr struct {
	source.Span
	N     int
	Count bool
}

// MapExpr is @name, @name[k], @name[k1, k2], or @ (anonymous, Name "@").
// Keys is nil when no subscript was written.
type MapExpr struct {
	source.Span
	Name string // "@x" or "@"
	Keys []Expr
}

// CallExpr is name(args): builtin functions (printf, count, hist, str, ...)
// and calls of script macros.
type CallExpr struct {
	source.Span
	Func    string
	FuncEnd source.Pos // end of the name, to underline just it
	Args    []Expr
}

// BinaryExpr is x op y for op one of
// + - * / % & | ^ << >> == != < <= > >= && ||.
type BinaryExpr struct {
	source.Span
	Op   string
	X, Y Expr
}

// UnaryExpr is op x for op one of - ! ~ * (dereference) & (address of).
type UnaryExpr struct {
	source.Span
	Op string
	X  Expr
}

// IncDecExpr is x++, x--, ++x or --x on a variable or map.
type IncDecExpr struct {
	source.Span
	Op   string // "++" or "--"
	Post bool
	X    Expr
}

// TernaryExpr is cond ? x : y, or cond ?: y (X nil): cond's value when
// it is true, evaluated once.
type TernaryExpr struct {
	source.Span
	Cond, X, Y Expr
}

// FieldExpr is x.name or x->name; for tuples x.0, x.1 (Name is the digits).
type FieldExpr struct {
	source.Span
	X     Expr
	Name  string
	Arrow bool
}

// IndexExpr is x[i] on an array or pointer (map subscripts are MapExpr).
type IndexExpr struct {
	source.Span
	X, Index Expr
}

// CastExpr is (type)x.
type CastExpr struct {
	source.Span
	Type *TypeExpr
	X    Expr
}

// TupleExpr is (a, b, ...), or a record (a=1, b="x") when Names are set
// (one per element).
type TupleExpr struct {
	source.Span
	Elems []Expr
	Names []string
}

// SizeofExpr is sizeof(type) (Type set) or sizeof(expr) (X set).
type SizeofExpr struct {
	source.Span
	Type *TypeExpr
	X    Expr
}

// OffsetofExpr is offsetof(type, field.sub.field) or offsetof(expr, field).
type OffsetofExpr struct {
	source.Span
	Type  *TypeExpr
	X     Expr
	Field []string
}

// BlockExpr is a block whose value is its final expression, as used in
// macro bodies: { $a = 1; $a + 1 }.
type BlockExpr struct {
	source.Span
	Stmts []Stmt
	Value Expr
}

// BadExpr stands where an expression failed to parse.
type BadExpr struct{ source.Span }

func (*IntLit) exprNode()         {}
func (*StrLit) exprNode()         {}
func (*BoolLit) exprNode()        {}
func (*Ident) exprNode()          {}
func (*VarExpr) exprNode()        {}
func (*PositionalExpr) exprNode() {}
func (*MapExpr) exprNode()        {}
func (*CallExpr) exprNode()       {}
func (*BinaryExpr) exprNode()     {}
func (*UnaryExpr) exprNode()      {}
func (*IncDecExpr) exprNode()     {}
func (*TernaryExpr) exprNode()    {}
func (*FieldExpr) exprNode()      {}
func (*IndexExpr) exprNode()      {}
func (*CastExpr) exprNode()       {}
func (*TupleExpr) exprNode()      {}
func (*SizeofExpr) exprNode()     {}
func (*OffsetofExpr) exprNode()   {}
func (*BlockExpr) exprNode()      {}
func (*BadExpr) exprNode()        {}

// A TypeExpr is an expression where a builtin takes a type as an
// argument: container_of(ptr, struct task_struct, tasks).
func (*TypeExpr) exprNode() {}
