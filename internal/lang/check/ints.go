package check

import (
	"math"

	"sonde/internal/lang/ast"
	"sonde/internal/lang/types"
)

// Integer typing of newest bpftrace (0.26: "Update integer and arithmetic
// type resolution", #5138; Options.Newest), where bpftrace 0.17 types
// every literal int64 and a difference of unsigned integers unsigned:
//
//   - a literal has the smallest signed type that holds it (1 is int8,
//     1000 int16, -1 int8); one past int64's range is uint64. Where it
//     meets an unsigned integer it takes that sign (x + 1 of a uint32 is
//     unsigned), as sonde's arithmetic on mixed signs already does;
//   - a - b is int64, whatever the signs: (uint64)5 - (uint64)10 is -5;
//   - a variable grows to hold what it is assigned ($a = 1 then
//     $a = 1000: int16) and to 64 bits when ++, -- or op= change it, as a
//     map's values always are (a map first given a uint8 and then a
//     uint64 holds uint64s); one declared with a type (let $x: uint8)
//     keeps it, and wraps.

// litType is the type of an integer literal.
func (c *checker) litType(e *ast.IntLit) *types.Type {
	if !c.opts.Newest {
		return types.I64 // 0xffffffffffffffff is -1
	}
	if e.Value > math.MaxInt64 {
		return types.U64
	}
	return smallestSigned(int64(e.Value))
}

func smallestSigned(v int64) *types.Type {
	switch {
	case v >= math.MinInt8 && v <= math.MaxInt8:
		return types.I8
	case v >= math.MinInt16 && v <= math.MaxInt16:
		return types.I16
	case v >= math.MinInt32 && v <= math.MaxInt32:
		return types.I32
	}
	return types.I64
}

// negType is the type of -x.
func (c *checker) negType(x ast.Expr) *types.Type {
	if c.opts.Newest {
		if v, ok := c.constInt(x); ok {
			if _, lit := x.(*ast.IntLit); lit {
				return smallestSigned(-v)
			}
		}
	}
	return types.I64
}

// arithType is the type of a op b for integers a and b.
func (c *checker) arithType(op string, a, b *types.Type) *types.Type {
	if op == "-" && c.opts.Newest {
		return types.I64
	}
	return types.IntOf(8, a.Signed && b.Signed)
}

// signedDifference warns where operand x of a subtraction, of type t, is
// a uint64 that newest bpftrace's signed difference (arithType) casts to
// an int64, as newest does (#5148's implicit casts; the text is its, in
// bpftrace #5271): a value past the int64s turns negative. Literals are
// spared (their sign is flexible), and so are narrower integers, whose
// every value an int64 holds. It reports whether it warned.
func (c *checker) signedDifference(x ast.Expr, t *types.Type) bool {
	if !c.opts.Newest || t.Kind != types.Int || t.Size != 8 || t.Signed {
		return false
	}
	if _, ok := x.(*ast.IntLit); ok {
		return false
	}
	d := c.warnf(x, "Expression of type: uint64 being cast to type: int64.")
	d.Help = "This may cause unexpected results. Use an explicit cast to suppress this warning."
	return true
}

// promote widens integer variable v to 64 bits where ++, -- or an op=
// assignment changes it: signed when the change is (a difference, --, an
// operation on signed integers), else of v's sign.
func (c *checker) promote(v *ast.VarExpr, signed bool) {
	slot := c.slot(v)
	old, ok := c.inst.Vars[slot]
	if !c.opts.Newest || !ok || c.scope.typed[slot] || old.Kind != types.Int || old.Size == 8 && (old.Signed || !signed) {
		return
	}
	c.inst.Vars[slot] = types.IntOf(8, old.Signed || signed)
}

// intSigns is what the signs of variables' and maps' integers need
// (Options.Newest): newest bpftrace gives a variable or map assigned
// integers of both signs a signed type, except that a literal ≥ 0 takes
// the sign of the others ("sign flexible", #5138 and #5148: $a = 1 then
// $a = (uint64)x is a uint64; $a = (uint64)1 then $a = (int64)2 an
// int64). 0.17 keeps the first assignment's sign.
type intSigns struct {
	// literal says the assignment being checked stores a literal ≥ 0.
	literal bool
	// flexible are the variables and maps whose every assignment so far
	// stored a literal ≥ 0.
	flexible map[string]bool
}

// assigning notes whether s stores a literal ≥ 0, until the returned
// function is called.
func (c *checker) assigning(s *ast.AssignStmt) func() {
	lit, ok := s.RHS.(*ast.IntLit)
	c.ints.literal = c.opts.Newest && s.Op == "=" && ok && lit.Value <= math.MaxInt64
	return func() { c.ints.literal = false }
}

// firstInt notes the first assignment of variable or map name.
func (c *checker) firstInt(name string) {
	if c.ints.flexible == nil {
		c.ints.flexible = map[string]bool{}
	}
	c.ints.flexible[name] = c.ints.literal
}

// intSign returns old, the integer type variable or map name holds, with
// the sign it has once assigned t.
func (c *checker) intSign(name string, old, t *types.Type) *types.Type {
	flexible := c.ints.flexible[name]
	if c.ints.flexible != nil {
		c.ints.flexible[name] = flexible && c.ints.literal
	}
	if !c.opts.Newest || old.Kind != types.Int || t.Kind != types.Int || old.Signed == t.Signed {
		return old
	}
	switch {
	case old.Signed && flexible && !t.Signed:
		return types.IntOf(old.Size, false)
	case !old.Signed && t.Signed && !c.ints.literal:
		return types.IntOf(old.Size, true)
	}
	return old
}
