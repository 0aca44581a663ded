package elfx

import (
	"bytes"
	"reflect"
	"slices"
	"strings"
	"testing"

	"sonde/internal/locop"
)

// TestLocLists reads the DWARF 5 and DWARF 4 location list forms.
func TestLocLists(t *testing.T) {
	rdi, rsi := []byte{0x55}, []byte{0x54}
	// DWARF 5: base_address 0x1000; offset_pair [0,4) reg5;
	// start_length 0x2000+8 reg4; end.
	v5 := []byte{0xff, 0x06, 0, 0x10, 0, 0, 0, 0, 0, 0,
		0x04, 0x00, 0x04, 0x01, 0x55,
		0x08, 0, 0x20, 0, 0, 0, 0, 0, 0, 0x08, 0x01, 0x54,
		0x00}
	index := func(uint64) (uint64, bool) { return 0, false }
	for _, c := range []struct {
		addr uint64
		want []byte
	}{{0x1000, rdi}, {0x1003, rdi}, {0x1004, nil}, {0x2007, rsi}, {0x2008, nil}} {
		got, ok := loclistsAt(v5, 1, 0, at{c.addr, -1}, viewPairs{}, index)
		if !ok || !bytes.Equal(got, c.want) {
			t.Errorf("DWARF 5 at %#x: %x, %v; want %x", c.addr, got, ok, c.want)
		}
	}
	if _, ok := loclistsAt([]byte{0x02, 1, 2, 1, 0x55, 0}, 0, 0, at{0, -1}, viewPairs{}, index); ok {
		t.Error("an unresolvable index must fail")
	}
	// DWARF 4: [0x10,0x20) from the unit's base reg5; end.
	le := func(v uint64) []byte {
		b := make([]byte, 8)
		for i := range b {
			b[i] = byte(v >> (8 * i))
		}
		return b
	}
	var v4 []byte
	v4 = append(v4, le(0x10)...)
	v4 = append(v4, le(0x20)...)
	v4 = append(v4, 1, 0, 0x55)
	v4 = append(v4, make([]byte, 16)...)
	if got, ok := locAt(v4, 0, 0x1000, at{0x1010, -1}, viewPairs{}); !ok || !bytes.Equal(got, rdi) {
		t.Errorf("DWARF 4 at 0x1010: %x, %v", got, ok)
	}
	if got, ok := locAt(v4, 0, 0x1000, at{0x1020, -1}, viewPairs{}); !ok || got != nil {
		t.Errorf("DWARF 4 at 0x1020: %x, %v", got, ok)
	}
	if _, ok := locAt(v4[:20], 0, 0, at{0, -1}, viewPairs{}); ok {
		t.Error("a truncated list must fail")
	}
}

// TestLocViews picks among location list entries starting at one
// address by view, as GCC writes ns::twice at -O2 (lines 34 to 36 one
// instruction): r = v*2 holds at views [2, 3) of 0x1200, r = v*2+1 from
// view 3 to 0x1204. Without a view, the entry covering the instruction
// holds.
func TestLocViews(t *testing.T) {
	rdi, rsi := []byte{0x55}, []byte{0x54}
	// DW_AT_GNU_locviews at 0: (2, 3), (3, 0); the list at 4:
	// base_address 0x1200; offset_pair [0, 0) reg5; offset_pair [0, 4)
	// reg4; end.
	v5 := []byte{2, 3, 3, 0,
		0x06, 0, 0x12, 0, 0, 0, 0, 0, 0,
		0x04, 0x00, 0x00, 0x01, 0x55,
		0x04, 0x00, 0x04, 0x01, 0x54,
		0x00}
	// The same with DW_LLE_view_pair before each entry.
	inline := []byte{0x06, 0, 0x12, 0, 0, 0, 0, 0, 0,
		0x09, 2, 3, 0x04, 0x00, 0x00, 0x01, 0x55,
		0x09, 3, 0, 0x04, 0x00, 0x04, 0x01, 0x54,
		0x00}
	index := func(uint64) (uint64, bool) { return 0, false }
	for _, c := range []struct {
		p    at
		want []byte
	}{{at{0x1200, 1}, nil}, {at{0x1200, 2}, rdi}, {at{0x1200, 3}, rsi}, {at{0x1200, 4}, rsi},
		{at{0x1200, -1}, rsi}, {at{0x1203, 0}, rsi}, {at{0x1204, 0}, nil}} {
		got, ok := loclistsAt(v5, 4, 0, c.p, newViewPairs(v5, 0), index)
		if !ok || !bytes.Equal(got, c.want) {
			t.Errorf("locviews at %#x view %d: %x, %v; want %x", c.p.addr, c.p.view, got, ok, c.want)
		}
		got, ok = loclistsAt(inline, 0, 0, c.p, viewPairs{}, index)
		if !ok || !bytes.Equal(got, c.want) {
			t.Errorf("view pairs at %#x view %d: %x, %v; want %x", c.p.addr, c.p.view, got, ok, c.want)
		}
	}
	// DWARF 4: the same list in .debug_loc, from the unit's base 0x1000,
	// its views at 0.
	le := func(v uint64) []byte {
		b := make([]byte, 8)
		for i := range b {
			b[i] = byte(v >> (8 * i))
		}
		return b
	}
	v4 := []byte{2, 3, 3, 0}
	v4 = append(append(append(v4, le(0x200)...), le(0x200)...), 1, 0, 0x55)
	v4 = append(append(append(v4, le(0x200)...), le(0x204)...), 1, 0, 0x54)
	v4 = append(v4, make([]byte, 16)...)
	for _, c := range []struct {
		p    at
		want []byte
	}{{at{0x1200, 2}, rdi}, {at{0x1200, 3}, rsi}, {at{0x1200, -1}, rsi}} {
		if got, ok := locAt(v4, 4, 0x1000, c.p, newViewPairs(v4, 0)); !ok || !bytes.Equal(got, c.want) {
			t.Errorf("DWARF 4 at %#x view %d: %x, %v; want %x", c.p.addr, c.p.view, got, ok, c.want)
		}
	}
}

func TestEvalLoc(t *testing.T) {
	cfa := []byte{0x9c}
	for _, c := range []struct {
		expr, fb []byte
		want     VarLoc
	}{
		{[]byte{0x55}, nil, VarLoc{Kind: LocReg, Reg: 5}},
		{[]byte{0x76, 0x6c}, nil, VarLoc{Kind: LocMem, Reg: 6, Off: -20}},
		{[]byte{0x91, 0x5c}, cfa, VarLoc{Kind: LocCFA, Off: -36}},
		{[]byte{0x91, 0x10}, []byte{0x56}, VarLoc{Kind: LocMem, Reg: 6, Off: 16}},
		{[]byte{0x91, 0x10}, []byte{0x77, 0x08}, VarLoc{Kind: LocMem, Reg: 7, Off: 24}},
		{[]byte{0x35, 0x9f}, nil, VarLoc{Kind: LocConst, Off: 5}},                  // DW_OP_lit5; DW_OP_stack_value
		{[]byte{0x11, 0x7f, 0x9f}, nil, VarLoc{Kind: LocConst, Off: -1}},           // DW_OP_consts -1
		{[]byte{0x0b, 0xfe, 0xff, 0x9f}, nil, VarLoc{Kind: LocConst, Off: -2}},     // DW_OP_const2s -2
		{[]byte{0x9e, 0x02, 0x34, 0x12}, nil, VarLoc{Kind: LocConst, Off: 0x1234}}, // DW_OP_implicit_value 2 bytes
		{[]byte{0x90, 0x0c}, nil, VarLoc{Kind: LocReg, Reg: 12}},                   // DW_OP_regx 12
	} {
		if got := evalLoc(c.expr, c.fb); !reflect.DeepEqual(got, c.want) {
			t.Errorf("evalLoc(%x, %x) = %+v, want %+v", c.expr, c.fb, got, c.want)
		}
	}
	// DW_OP_entry_value(DW_OP_reg5); DW_OP_stack_value: rdi at entry.
	if got := evalLoc([]byte{0xa3, 1, 0x55, 0x9f}, nil); got.Kind != LocExpr || !got.Expr.Value || !slices.Equal(got.Expr.Ops, []ExprOp{{Kind: locop.EntryReg, Reg: 5}}) {
		t.Errorf("entry_value: %+v", got)
	}
	// GNU's form, of DW_OP_regx 4, plus 1.
	if got := evalLoc([]byte{0xf3, 2, 0x90, 0x04, 0x23, 0x01, 0x9f}, nil); got.Kind != LocExpr || !slices.Equal(got.Expr.Ops, []ExprOp{{Kind: locop.EntryReg, Reg: 4}, {Kind: locop.Const, Val: 1}, {Kind: locop.Add}}) {
		t.Errorf("GNU entry_value: %+v", got)
	}
	// Of memory (DW_OP_breg5 0; DW_OP_deref): refused, saying so.
	if got := evalLoc([]byte{0xa3, 3, 0x75, 0x00, 0x06, 0x9f}, nil); got.Kind != LocNone || !strings.Contains(got.Why, "DW_OP_entry_value of more than a register") {
		t.Errorf("entry_value of memory: %+v", got)
	}
	// rdi in bytes 0-7, rsi in 8-11: a 12-byte struct in two registers.
	if got, want := evalLoc([]byte{0x55, 0x93, 0x08, 0x54, 0x93, 0x04}, nil), (VarLoc{Kind: LocPieces, Pieces: []Piece{{VarLoc{Kind: LocReg, Reg: 5}, 8}, {VarLoc{Kind: LocReg, Reg: 4}, 4}}}); !reflect.DeepEqual(got, want) {
		t.Errorf("pieces: %+v, want %+v", got, want)
	}
	// An optimized-out piece, then xmm0 (DWARF 17) by DW_OP_regx, as a
	// DW_OP_bit_piece of 64 bits.
	if got, want := evalLoc([]byte{0x93, 0x04, 0x90, 0x11, 0x9d, 0x40, 0x00}, nil), (VarLoc{Kind: LocPieces, Pieces: []Piece{{VarLoc{Why: "optimized out"}, 4}, {VarLoc{Kind: LocReg, Reg: 17}, 8}}}); !reflect.DeepEqual(got, want) {
		t.Errorf("pieces: %+v, want %+v", got, want)
	}
	// gcc's int arr[3] = {a, b, a + b} at -O2: the entry value of rdi,
	// rsi, and rdi's entry value plus rsi, computed.
	got := evalLoc([]byte{0xa3, 1, 0x55, 0x9f, 0x93, 4, 0x54, 0x93, 4, 0xa3, 1, 0x55, 0x74, 0, 0x22, 0x9f, 0x93, 4}, nil)
	if got.Kind != LocPieces || len(got.Pieces) != 3 || !reflect.DeepEqual(got.Pieces[1].Loc, VarLoc{Kind: LocReg, Reg: 4}) ||
		got.Pieces[2].Loc.Kind != LocExpr || !slices.Equal(got.Pieces[2].Loc.Expr.Ops, []ExprOp{{Kind: locop.EntryReg, Reg: 5}, {Kind: locop.Reg, Reg: 4}, {Kind: locop.Add}}) {
		t.Errorf("pieces with entry values: %+v", got)
	}
	// A piece in memory: at the frame base (the CFA) - 16.
	if got := evalLoc([]byte{0x55, 0x93, 0x04, 0x91, 0x70, 0x93, 0x04}, cfa); got.Kind != LocPieces || !reflect.DeepEqual(got.Pieces[1].Loc, VarLoc{Kind: LocCFA, Off: -16}) {
		t.Errorf("pieces in memory: %+v", got)
	}
	// DW_OP_breg5 (rdi) 8; DW_OP_deref_size 4; DW_OP_lit1; DW_OP_shl;
	// DW_OP_stack_value: a value computed from memory.
	got = evalLoc([]byte{0x75, 0x08, 0x94, 0x04, 0x31, 0x24, 0x9f}, cfa)
	want := []ExprOp{{Kind: locop.Reg, Reg: 5, Val: 8}, {Kind: locop.Deref, Val: 4}, {Kind: locop.Const, Val: 1}, {Kind: locop.Shl}}
	if got.Kind != LocExpr || !got.Expr.Value || !slices.Equal(got.Expr.Ops, want) {
		t.Errorf("computed: %+v %+v, want %+v", got, got.Expr, want)
	}
	// DW_OP_fbreg -8 with the CFA as frame base, then DW_OP_plus_uconst 4:
	// an address.
	got = evalLoc([]byte{0x91, 0x78, 0x23, 0x04}, cfa)
	want = []ExprOp{{Kind: locop.CFA, Val: -8}, {Kind: locop.Const, Val: 4}, {Kind: locop.Add}}
	if got.Kind != LocExpr || got.Expr.Value || !slices.Equal(got.Expr.Ops, want) {
		t.Errorf("address: %+v %+v, want %+v", got, got.Expr, want)
	}
}
