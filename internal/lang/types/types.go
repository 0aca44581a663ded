// Package types is the type system of the bpftrace language as sonde checks
// it: integers of a width and signedness, bounded strings, tuples, C records
// and pointers (from BTF or from the script), stacks, and aggregations;
// and the layout of their values in ring-buffer records, map keys and map
// values (layout.go), which the code generator writes and the runtime
// decodes. It imports nothing of sonde.
package types

import (
	"fmt"
	"slices"
	"strings"

	"github.com/cilium/ebpf/btf"
)

// Kind classifies a Type.
type Kind int

const (
	Invalid    Kind = iota // an error was reported; suppress follow-on errors
	Void                   // no value (statements, exit())
	Int                    // integer of Size bytes (1, 2, 4, 8), Signed or not
	Bool                   // comparison results print as integers; kept apart for checks
	String                 // NUL-terminated, at most Size bytes including the NUL
	Buffer                 // raw bytes: Size bytes; buf()
	Tuple                  // Fields, laid out with natural alignment
	Record                 // a C struct or union (BTF or script): Size bytes
	Pointer                // 8 bytes; Elem is what it points to; User says user memory
	Array                  // Len elements of Elem
	Stack                  // kstack/ustack: an id into a stack map (8 bytes)
	Ksym                   // a kernel address printed symbolically
	Usym                   // a user address printed symbolically
	Timestamp              // strftime: nanoseconds printed via a format
	Agg                    // a map value made by an aggregation function
	Enum                   // an integer whose value prints by name
	Mac                    // macaddr(): 6 bytes
	Inet                   // ntop(): address family + 16 bytes
	Username               // username: uid printed as a name
	Strerror               // strerror(): an errno printed as its message
	CgroupPath             // cgroup_path(): a cgroup id printed as its paths
	// Numbers printed as names, by the runtime:
	SignalName  // signal_name(): a signal as strsignal(3) describes it
	SyscallName // syscall_name(): a system call's name
	// Container: a cgroup id printed as what its cgroup path says of the
	// container the task runs in, Filter naming what (container_id():
	// "id", pod_uid(): "pod_uid", pod_name(): "pod", pod_namespace():
	// "namespace").
	Container
	// Float is a C float or double (Size 4 or 8) from a program's
	// DWARF or the kernel's BTF: its bits, read as they are in memory or
	// a general register, printed as gdb prints them. The language does
	// no arithmetic on it.
	Float
)

// AggKind says which aggregation made a map value.
type AggKind int

const (
	AggNone AggKind = iota
	AggCount
	AggSum
	AggMin
	AggMax
	AggAvg
	AggStats
	AggHist
	AggLHist
	AggTseries
	AggLLHist // llhist(), a sonde extension: DTrace's llquantize()
)

var aggNames = [...]string{"", "count", "sum", "min", "max", "avg", "stats", "hist", "lhist", "tseries", "llhist"}

// TseriesModes are how tseries() combines the values of one interval,
// by their index in LHist[2]: the last value (the default), or their
// average, maximum, minimum or sum.
var TseriesModes = []string{"last", "avg", "max", "min", "sum"}

func (a AggKind) String() string { return aggNames[a] }

// Field is one member of a Tuple or Record.
type Field struct {
	Name    string
	Type    *Type
	Offset  int // bytes
	BitOff  int // for bitfields: bit offset within the containing bytes
	BitSize int // 0 unless a bitfield
}

// Type is a language type. Types are compared with Equal, never by pointer.
type Type struct {
	Kind   Kind
	Size   int  // bytes the value occupies when stored
	Signed bool // Int
	User   bool // Pointer, String source: the pointee is user memory

	Elem *Type // Pointer, Array
	Len  int   // Array

	Name   string  // Record ("struct task_struct"), Enum ("enum pid_type")
	Fields []Field // Tuple, and Record once resolved
	BTF    btf.Type

	Agg     AggKind  // Agg
	AggElem *Type    // Agg: the type of the values aggregated (sum/min/max of signed ints print signed)
	LHist   [4]int64 // lhist's min, max, step; hist's precision; tseries' interval (ns), intervals and mode; llhist's factor, low, high, steps

	StackMode  StackMode // Stack
	StackLimit int       // Stack: frames
	UserStack  bool      // Stack: ustack (else kstack)
	Dwarf      bool      // Stack: dw_ustack, unwound by sonde from a copy of the stack

	// TupleName names a Tuple whose fields have names (print(args)'s
	// "args"): it prints as a struct of its named fields.
	TupleName string
	// Context marks the Record of a probe's context (args): its fields
	// are the probe's, read in place, and it cannot be copied whole.
	Context bool
	// Filter is, for CgroupPath, cgroup_path()'s filter ("*": every
	// hierarchy); for Container, what of it; for Timestamp, the format of
	// the strftime() that typed it: a map read before it is assigned
	// prints its zero by it.
	Filter string

	// Alignment is a script record's own when its attributes set it
	// (packed: 1; aligned(N)); 0: its fields' largest.
	Alignment int
}

// StackMode is how a stack prints: kstack(perf), ustack(raw).
type StackMode int

const (
	StackBpftrace StackMode = iota // one frame a line, indented
	StackPerf                      // a tab, the address, the frame
	StackRaw                       // the address only
	StackBuildID                   // ustack: the binary's build ID and the file offset
)

var stackModes = [...]string{"bpftrace", "perf", "raw", "build_id"}

func (m StackMode) String() string { return stackModes[m] }

// StackModeOf returns the stack mode named name, as kstack's argument.
func StackModeOf(name string) (StackMode, bool) {
	i := slices.Index(stackModes[:], name)
	return StackMode(max(i, 0)), i >= 0
}

// Constructors for common types.
var (
	InvalidType = &Type{Kind: Invalid}
	VoidType    = &Type{Kind: Void}
	BoolType    = &Type{Kind: Bool, Size: 8}
	I8          = &Type{Kind: Int, Size: 1, Signed: true}
	I16         = &Type{Kind: Int, Size: 2, Signed: true}
	I32         = &Type{Kind: Int, Size: 4, Signed: true}
	I64         = &Type{Kind: Int, Size: 8, Signed: true}
	U8          = &Type{Kind: Int, Size: 1}
	U16         = &Type{Kind: Int, Size: 2}
	U32         = &Type{Kind: Int, Size: 4}
	U64         = &Type{Kind: Int, Size: 8}
)

// IntOf returns the integer type of size bytes.
func IntOf(size int, signed bool) *Type {
	switch size {
	case 1:
		return pick(signed, I8, U8)
	case 2:
		return pick(signed, I16, U16)
	case 4:
		return pick(signed, I32, U32)
	}
	return pick(signed, I64, U64)
}

func pick(c bool, a, b *Type) *Type {
	if c {
		return a
	}
	return b
}

// FloatOf returns the floating-point type of size bytes: float (4),
// double (8), long double (16, x86-64's 80-bit extended precision).
func FloatOf(size int) *Type { return &Type{Kind: Float, Size: size} }

// StringOf returns a string type of at most n bytes including the NUL.
func StringOf(n int) *Type { return &Type{Kind: String, Size: n} }

// PointerTo returns a pointer to elem.
func PointerTo(elem *Type, user bool) *Type {
	return &Type{Kind: Pointer, Size: 8, Elem: elem, User: user}
}

// ArrayOf returns an array of n elems.
func ArrayOf(elem *Type, n int) *Type {
	return &Type{Kind: Array, Size: elem.Size * n, Elem: elem, Len: n}
}

// TupleOf lays out a tuple of the given element types with natural alignment.
func TupleOf(elems []*Type) *Type {
	t := &Type{Kind: Tuple}
	off := 0
	maxAlign := 1
	for i, e := range elems {
		a := e.Align()
		maxAlign = max(maxAlign, a)
		off = alignUp(off, a)
		t.Fields = append(t.Fields, Field{Name: fmt.Sprint(i), Type: e, Offset: off})
		off += e.Size
	}
	t.Size = alignUp(off, maxAlign)
	return t
}

// AggOf returns the map value type of an aggregation over elem values.
func AggOf(kind AggKind, elem *Type) *Type {
	t := &Type{Kind: Agg, Agg: kind, AggElem: elem}
	switch kind {
	case AggCount, AggSum, AggMin, AggMax:
		t.Size = 8
	case AggAvg, AggStats:
		t.Size = 16 // count, total
	case AggHist, AggLHist, AggLLHist:
		t.Size = 8 // one bucket's count; the bucket index is part of the key
	case AggTseries:
		t.Size = 24 // one interval's {epoch, value, count}; its index is part of the key
	}
	return t
}

// AggSigned reports whether an aggregation's values compare and print as
// signed: those of min() and max() always do, as in bpftrace 0.17
// (min((uint64)-6) is -6); the others as their argument's type.
func (t *Type) AggSigned() bool {
	return t.Agg == AggMin || t.Agg == AggMax || t.AggElem != nil && t.AggElem.Signed
}

func alignUp(n, a int) int { return (n + a - 1) / a * a }

// Align is the natural alignment of t in a tuple, key or record.
func (t *Type) Align() int {
	switch t.Kind {
	case Int, Enum, Float:
		return max(1, t.Size)
	case String, Buffer, Mac:
		return 1
	case Array:
		return t.Elem.Align()
	case Tuple, Record:
		if t.Alignment > 0 {
			return t.Alignment
		}
		a := 1
		for _, f := range t.Fields {
			a = max(a, f.Type.Align())
		}
		if t.Kind == Record && len(t.Fields) == 0 {
			if t.BTF != nil {
				return btfAlign(t)
			}
			return 8
		}
		return a
	}
	return 8
}

// IsInt reports whether t is an integer-like scalar: Int, Bool, Enum.
func (t *Type) IsInt() bool { return t.Kind == Int || t.Kind == Bool || t.Kind == Enum }

// IsScalar reports whether a value of t fits in a register. A stack, a
// user symbol and a timestamp carry a second word (the pid, strftime()'s
// format): they are kept in memory, whole.
func (t *Type) IsScalar() bool {
	switch t.Kind {
	case Int, Bool, Enum, Pointer, Ksym, Username:
		return true
	case Float:
		return t.Size <= 8
	}
	return false
}

// Equal reports whether a and b are the same type (strings of different
// bounds and ints of different widths are not Equal; see Compatible).
func Equal(a, b *Type) bool {
	if a.Kind != b.Kind || a.Size != b.Size || a.Signed != b.Signed {
		return false
	}
	switch a.Kind {
	case Pointer, Array:
		return a.Len == b.Len && Equal(a.Elem, b.Elem)
	case Tuple:
		if len(a.Fields) != len(b.Fields) || a.TupleName != b.TupleName {
			return false
		}
		for i := range a.Fields {
			if !Equal(a.Fields[i].Type, b.Fields[i].Type) || a.Fields[i].Name != b.Fields[i].Name {
				return false
			}
		}
	case Record, Enum:
		return a.Name == b.Name
	case Agg:
		return a.Agg == b.Agg && a.LHist == b.LHist
	}
	return true
}

// String spells t the way diagnostics show it.
func (t *Type) String() string {
	switch t.Kind {
	case Invalid:
		return "invalid"
	case Void:
		return "none"
	case Bool:
		return "bool"
	case Int:
		if t.Signed {
			return fmt.Sprintf("int%d", t.Size*8)
		}
		return fmt.Sprintf("uint%d", t.Size*8)
	case Float:
		switch t.Size {
		case 4:
			return "float"
		case 8:
			return "double"
		}
		return "long double"
	case String:
		return fmt.Sprintf("string[%d]", t.Size)
	case Buffer:
		return fmt.Sprintf("buffer[%d]", t.Size)
	case Tuple:
		if t.Named() {
			return recordString(t)
		}
		var parts []string
		for _, f := range t.Fields {
			parts = append(parts, f.Type.String())
		}
		return "(" + strings.Join(parts, ", ") + ")"
	case Record, Enum:
		return t.Name
	case Pointer:
		return t.Elem.String() + " *"
	case Array:
		return fmt.Sprintf("%s[%d]", t.Elem, t.Len)
	case Stack:
		if t.Dwarf {
			return "dw_ustack"
		}
		if t.UserStack {
			return "ustack"
		}
		return "kstack"
	case Ksym:
		return "ksym"
	case Usym:
		return "usym"
	case Timestamp:
		return "timestamp"
	case Agg:
		return t.Agg.String() + "_t"
	case Mac:
		return "macaddr"
	case Inet:
		return "inet"
	case Username:
		return "username"
	case Strerror:
		return "strerror"
	case CgroupPath:
		return "cgroup_path"
	case Container:
		return "container"
	case SignalName:
		return "signal_name"
	case SyscallName:
		return "syscall_name"
	}
	return "?"
}
