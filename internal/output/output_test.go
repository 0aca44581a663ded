package output

import (
	"errors"
	"os"
	"strings"
	"testing"
)

// The expected strings in this file are what bpftrace 0.17 printed for the
// script quoted next to each case (text mode, or -f json).

// Entry builders.
func key(k ...Value) []Value { return k }

func cnt(n uint64, k ...Value) Entry { return Entry{Key: k, Value: U64(n)} }

func val(v Value, k ...Value) Entry { return Entry{Key: k, Value: v} }

func hist(k []Value, vs ...int64) Entry {
	e := Entry{Key: k, Buckets: make([]uint64, HistSlots)}
	for _, v := range vs {
		e.Buckets[HistIndex(v)]++
	}
	return e
}

func lhist(min, max, step int64, k []Value, vs ...int64) Entry {
	e := Entry{Key: k, Buckets: make([]uint64, LHistSlots(min, max, step))}
	for _, v := range vs {
		e.Buckets[LHistIndex(v, min, max, step)]++
	}
	return e
}

func avg(k []Value, vs ...int64) Entry {
	e := Entry{Key: k}
	for _, v := range vs {
		e.Count++
		e.Total += v
	}
	return e
}

func mapOf(name string, kind Kind, es ...Entry) *Map {
	return &Map{Name: name, Kind: kind, Entries: es}
}

func lhistMap(name string, min, max, step int64, es ...Entry) *Map {
	return &Map{Name: name, Kind: LHist, Min: min, Max: max, Step: step, Entries: es}
}

func expectText(t *testing.T, m *Map, top, div int, want string) {
	t.Helper()
	if got := MapText(m, top, div); got != want {
		t.Errorf("MapText(%s, %d, %d) =\n%s\nwant\n%s", m.Name, top, div, show(got), show(want))
	}
}

func expectJSON(t *testing.T, m *Map, top, div int, want string) {
	t.Helper()
	if got := MapJSON(m, top, div, Compat017); got != want {
		t.Errorf("MapJSON(%s, %d, %d) =\n%s\nwant\n%s", m.Name, top, div, got, want)
	}
}

// show marks line ends so trailing spaces and blank lines are visible.
// compat017 prints as bpftrace 0.17, which the reference outputs here come from.
var compat017 = Options{Compat: Compat017}

func show(s string) string { return strings.ReplaceAll(s, "\n", "$\n") }

const full = "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@"

// BEGIN { @h = hist(5); @h = hist(100); @l = lhist(3,0,10,2); @s = stats(4);
// @a=avg(3); @c[1,"a"]=count(); exit(); }
func TestBasicMaps(t *testing.T) {
	h := mapOf("@h", Hist, hist(nil, 5, 100))
	expectText(t, h, 0, 0, "@h: \n"+
		"[4, 8)                 1 |"+full+"|\n"+
		"[8, 16)                0 |                                                    |\n"+
		"[16, 32)               0 |                                                    |\n"+
		"[32, 64)               0 |                                                    |\n"+
		"[64, 128)              1 |"+full+"|\n\n")
	expectJSON(t, h, 0, 0, `{"type": "hist", "data": {"@h": [{"min": 4, "max": 7, "count": 1}, {"min": 8, "max": 15, "count": 0}, {"min": 16, "max": 31, "count": 0}, {"min": 32, "max": 63, "count": 0}, {"min": 64, "max": 127, "count": 1}]}}`+"\n")

	l := lhistMap("@l", 0, 10, 2, lhist(0, 10, 2, nil, 3))
	expectText(t, l, 0, 0, "@l: \n[2, 4)                 1 |"+full+"|\n\n")
	expectJSON(t, l, 0, 0, `{"type": "hist", "data": {"@l": [{"min": 2, "max": 3, "count": 1}]}}`+"\n")

	s := mapOf("@s", Stats, avg(nil, 4))
	expectText(t, s, 0, 0, "@s: count 1, average 4, total 4\n\n")
	expectJSON(t, s, 0, 0, `{"type": "stats", "data": {"@s": {"count": 1, "average": 4, "total": 4}}}`+"\n")

	a := mapOf("@a", Avg, avg(nil, 3))
	expectText(t, a, 0, 0, "@a: 3\n\n")
	expectJSON(t, a, 0, 0, `{"type": "stats", "data": {"@a": 3}}`+"\n")

	c := mapOf("@c", Count, cnt(1, I64(1), Str("a")))
	expectText(t, c, 0, 0, "@c[1, a]: 1\n")
	expectJSON(t, c, 0, 0, `{"type": "map", "data": {"@c": {"1,a": 1}}}`+"\n")

	// BEGIN { @ = count(); exit(); }
	expectText(t, mapOf("@", Count, cnt(1)), 0, 0, "@: 1\n")
	expectJSON(t, mapOf("@", Count, cnt(1)), 0, 0, `{"type": "map", "data": {"@": 1}}`+"\n")
}

// BEGIN { @a[5]=count(); ... @b["aa"]=count() x2 ...} and value-sorted
// plain, sum, min, max maps.
func TestValueOrder(t *testing.T) {
	b := mapOf("@b", Count, cnt(1, Str("mm")), cnt(1, Str("bb")), cnt(1, Str("zz")), cnt(2, Str("aa")))
	expectText(t, b, 0, 0, "@b[mm]: 1\n@b[bb]: 1\n@b[zz]: 1\n@b[aa]: 2\n")
	// @i[1]=5; @i[2]=-3; @i[3]=1;
	i := mapOf("@i", Plain, val(I64(5), I64(1)), val(I64(-3), I64(2)), val(I64(1), I64(3)))
	expectText(t, i, 0, 0, "@i[2]: -3\n@i[3]: 1\n@i[1]: 5\n")
	expectJSON(t, i, 0, 0, `{"type": "map", "data": {"@i": {"2": -3, "3": 1, "1": 5}}}`+"\n")
	// @neg[1]=sum(-5); @neg[2]=sum(3); @mn[1]=min(-5); @mn[2]=min(7);
	expectText(t, mapOf("@neg", Sum, val(I64(3), I64(2)), val(I64(-5), I64(1))), 0, 0, "@neg[1]: -5\n@neg[2]: 3\n")
	expectText(t, mapOf("@mn", Min, val(I64(7), I64(2)), val(I64(-5), I64(1))), 0, 0, "@mn[1]: -5\n@mn[2]: 7\n")
}

// BEGIN { @s[-1]="a"; @s[1]="b"; @s[256]="c"; @s[0]="d"; @t[1,"b"]="x";
// @t[1,"a"]="y"; @t[0,"z"]="z"; @t[-2,"a"]="w"; @u["b",2]=1; ... }
func TestKeyOrder(t *testing.T) {
	s := mapOf("@s", Plain, val(Str("a"), I64(-1)), val(Str("b"), I64(1)), val(Str("c"), I64(256)), val(Str("d"), I64(0)))
	expectText(t, s, 0, 0, "@s[0]: d\n@s[1]: b\n@s[256]: c\n@s[-1]: a\n")
	expectJSON(t, s, 0, 0, `{"type": "map", "data": {"@s": {"0": "d", "1": "b", "256": "c", "-1": "a"}}}`+"\n")
	tm := mapOf("@t", Plain, val(Str("x"), I64(1), Str("b")), val(Str("y"), I64(1), Str("a")),
		val(Str("z"), I64(0), Str("z")), val(Str("w"), I64(-2), Str("a")))
	expectText(t, tm, 0, 0, "@t[0, z]: z\n@t[1, a]: y\n@t[1, b]: x\n@t[-2, a]: w\n")
	// @u["b",2]=1 is an integer value: sorted by value (all equal) in
	// kernel order, which here is the order given.
	u := mapOf("@u", Plain, val(Str("s"), Str("b"), I64(2)), val(Str("s"), Str("a"), I64(3)), val(Str("s"), Str("a"), I64(1)))
	expectText(t, u, 0, 0, "@u[a, 1]: s\n@u[a, 3]: s\n@u[b, 2]: s\n")
	// Smaller integers compare as unsigned of their size.
	i8 := mapOf("@i8", Plain, val(Str("x"), Int{V: -1, Size: 1}), val(Str("y"), Int{V: 1, Size: 1}))
	expectText(t, i8, 0, 0, "@i8[1]: y\n@i8[-1]: x\n")
	// @t[1] = (2, "x"); @t[2] = (1, "y"): tuples sort by key.
	tv := mapOf("@t", Plain, val(Tuple{I64(1), Str("y")}, I64(2)), val(Tuple{I64(2), Str("x")}, I64(1)))
	expectText(t, tv, 0, 0, "@t[1]: (2, x)\n@t[2]: (1, y)\n")
	expectJSON(t, tv, 0, 0, `{"type": "map", "data": {"@t": {"1": [2,"x"], "2": [1,"y"]}}}`+"\n")
	expectJSON(t, mapOf("@tv", Plain, val(Tuple{I64(3), Str("z")})), 0, 0, `{"type": "map", "data": {"@tv": [3,"z"]}}`+"\n")
}

// BEGIN { @h[1]=hist(1); @h[256]=hist(1); @h[2]=hist(1);@h[2]=hist(1);
// @h[0]=hist(1); @h[-1]=hist(1); exit(); }
func TestHistOrder(t *testing.T) {
	one := "[1]                    1 |" + full + "|\n"
	h := mapOf("@h", Hist, hist(key(I64(1)), 1), hist(key(I64(256)), 1), hist(key(I64(2)), 1, 1),
		hist(key(I64(0)), 1), hist(key(I64(-1)), 1))
	expectText(t, h, 0, 0, "@h[0]: \n"+one+"\n@h[256]: \n"+one+"\n@h[1]: \n"+one+"\n@h[-1]: \n"+one+"\n@h[2]: \n"+
		"[1]                    2 |"+full+"|\n\n")
	h2 := mapOf("@h", Hist, hist(key(I64(1)), 1), hist(key(I64(256)), 1))
	expectJSON(t, h2, 0, 0, `{"type": "hist", "data": {"@h": {"256": [{"min": 1, "max": 1, "count": 1}], "1": [{"min": 1, "max": 1, "count": 1}]}}}`+"\n")
}

// BEGIN { ... @l[1,"a"]=lhist(5,0,100,10); @l[2,"b"]=lhist(500,0,100,10);
// @l[2,"b"]=lhist(-5,0,100,10); @s["x"]=stats(10); @s["y"]=stats(-10);
// @a["x"]=avg(10); @a["y"]=avg(-7); @a["y"]=avg(0); exit(); }
func TestKeyedHistStats(t *testing.T) {
	l := lhistMap("@l", 0, 100, 10, lhist(0, 100, 10, key(I64(1), Str("a")), 5), lhist(0, 100, 10, key(I64(2), Str("b")), 500, -5))
	zero := "                                                    |\n"
	expectText(t, l, 0, 0, "@l[1, a]: \n[0, 10)                1 |"+full+"|\n\n"+
		"@l[2, b]: \n(..., 0)               1 |"+full+"|\n"+
		"[0, 10)                0 |"+zero+"[10, 20)               0 |"+zero+"[20, 30)               0 |"+zero+
		"[30, 40)               0 |"+zero+"[40, 50)               0 |"+zero+"[50, 60)               0 |"+zero+
		"[60, 70)               0 |"+zero+"[70, 80)               0 |"+zero+"[80, 90)               0 |"+zero+
		"[90, 100)              0 |"+zero+"[100, ...)             1 |"+full+"|\n\n")
	expectJSON(t, l, 0, 0, `{"type": "hist", "data": {"@l": {"1,a": [{"min": 0, "max": 9, "count": 1}], "2,b": [{"max": -1, "count": 1}, {"min": 0, "max": 9, "count": 0}, {"min": 10, "max": 19, "count": 0}, {"min": 20, "max": 29, "count": 0}, {"min": 30, "max": 39, "count": 0}, {"min": 40, "max": 49, "count": 0}, {"min": 50, "max": 59, "count": 0}, {"min": 60, "max": 69, "count": 0}, {"min": 70, "max": 79, "count": 0}, {"min": 80, "max": 89, "count": 0}, {"min": 90, "max": 99, "count": 0}, {"min": 100, "count": 1}]}}}`+"\n")

	s := mapOf("@s", Stats, avg(key(Str("x")), 10), avg(key(Str("y")), -10))
	expectText(t, s, 0, 0, "@s[y]: count 1, average -10, total -10\n@s[x]: count 1, average 10, total 10\n\n")
	expectJSON(t, s, 0, 0, `{"type": "stats", "data": {"@s": {"y": {"count": 1, "average": -10, "total": -10}, "x": {"count": 1, "average": 10, "total": 10}}}}`+"\n")
	a := mapOf("@a", Avg, avg(key(Str("x")), 10), avg(key(Str("y")), -7, 0))
	expectText(t, a, 0, 0, "@a[y]: -3\n@a[x]: 10\n\n")
	expectJSON(t, a, 0, 0, `{"type": "stats", "data": {"@a": {"y": -3, "x": 10}}}`+"\n")
}

// BEGIN { @h=hist(-1); @h=hist(0);@h=hist(0); @h=hist(1); @h=hist(2);@h=hist(3);
// @h=hist(1023); @h=hist(1024); @h=hist(1048576); @g=hist(1<<30);
// @g=hist(1<<40); @g=hist(1<<50); @t=hist(1<<62); ... }
func TestHistLabels(t *testing.T) {
	half := "@@@@@@@@@@@@@@@@@@@@@@@@@@                          |\n"
	zero := "                                                    |\n"
	h := mapOf("@h", Hist, hist(nil, -1, 0, 0, 1, 2, 3, 1023, 1024, 1048576))
	want := "@h: \n" +
		"(..., 0)               1 |" + half +
		"[0]                    2 |" + full + "|\n" +
		"[1]                    1 |" + half +
		"[2, 4)                 2 |" + full + "|\n" +
		"[4, 8)                 0 |" + zero + "[8, 16)                0 |" + zero + "[16, 32)               0 |" + zero +
		"[32, 64)               0 |" + zero + "[64, 128)              0 |" + zero + "[128, 256)             0 |" + zero +
		"[256, 512)             0 |" + zero +
		"[512, 1K)              1 |" + half +
		"[1K, 2K)               1 |" + half +
		"[2K, 4K)               0 |" + zero + "[4K, 8K)               0 |" + zero + "[8K, 16K)              0 |" + zero +
		"[16K, 32K)             0 |" + zero + "[32K, 64K)             0 |" + zero + "[64K, 128K)            0 |" + zero +
		"[128K, 256K)           0 |" + zero + "[256K, 512K)           0 |" + zero + "[512K, 1M)             0 |" + zero +
		"[1M, 2M)               1 |" + half + "\n"
	expectText(t, h, 0, 0, want)
	g := mapOf("@g", Hist, hist(nil, 1<<30, 1<<40, 1<<50))
	expectText(t, g, 0, 0, "@g: \n[1G, 2G)               1 |"+half+"[2G, 4G)               2 |"+full+"|\n\n")
	tm := mapOf("@t", Hist, hist(nil, 1<<62, 0x7fffffffffffffff, 1<<61))
	expectText(t, tm, 0, 0, "@t: \n[2G, 4G)               3 |"+full+"|\n\n")
	expectJSON(t, tm, 0, 0, `{"type": "hist", "data": {"@t": [{"min": -2147483648, "max": 0, "count": 3}]}}`+"\n")
	// @t=hist(0x7fffffff); @t = hist(0x80000000);@t = hist(0x40000000);
	t2 := mapOf("@t", Hist, hist(nil, 0x7fffffff, 0x80000000, 0x40000000))
	expectJSON(t, t2, 0, 0, `{"type": "hist", "data": {"@t": [{"min": 1073741824, "max": 2147483647, "count": 2}, {"min": -2147483648, "max": 0, "count": 1}]}}`+"\n")
	n := mapOf("@n", Hist, hist(nil, -5000))
	expectJSON(t, n, 0, 0, `{"type": "hist", "data": {"@n": [{"max": -1, "count": 1}]}}`+"\n")
	// (uint64)0xffffffffffffffff is negative to hist().
	expectText(t, mapOf("@u", Hist, hist(nil, -1)), 0, 0, "@u: \n(..., 0)               1 |"+full+"|\n\n")
}

// BEGIN { @l=lhist(95,0,100,30); @l=lhist(100,0,100,30); @l=lhist(89,0,100,30);
// @k=lhist(2048,1024,4096,1024); @k=lhist(5000,1024,4096,1024);
// @k=lhist(0,1024,4096,1024); @m=lhist(1048576, 0, 2097152, 1048576); }
func TestLHistLabels(t *testing.T) {
	half := "@@@@@@@@@@@@@@@@@@@@@@@@@@                          |\n"
	zero := "                                                    |\n"
	k := lhistMap("@k", 1024, 4096, 1024, lhist(1024, 4096, 1024, nil, 2048, 5000, 0))
	expectText(t, k, 0, 0, "@k: \n(..., 1K)              1 |"+full+"|\n[1K, 2K)               0 |"+zero+
		"[2K, 3K)               1 |"+full+"|\n[3K, 4K)               0 |"+zero+"[4K, ...)              1 |"+full+"|\n\n")
	l := lhistMap("@l", 0, 100, 30, lhist(0, 100, 30, nil, 95, 100, 89))
	expectText(t, l, 0, 0, "@l: \n[60, 90)               1 |"+half+"[100, ...)             2 |"+full+"|\n\n")
	m := lhistMap("@m", 0, 2097152, 1048576, lhist(0, 2097152, 1048576, nil, 1048576))
	expectText(t, m, 0, 0, "@m: \n[1M, 2M)               1 |"+full+"|\n\n")
	// @l = lhist(3, 0, 10, 3); @l=lhist(10,0,10,3); @l=lhist(9,0,10,3);
	l3 := lhistMap("@l", 0, 10, 3, lhist(0, 10, 3, nil, 3, 10, 9))
	expectText(t, l3, 0, 0, "@l: \n[3, 6)                 1 |"+half+"[6, 9)                 0 |"+zero+"[10, ...)              2 |"+full+"|\n\n")
}

func TestIndexes(t *testing.T) {
	for _, c := range []struct {
		v    int64
		want int
	}{{-1 << 63, 0}, {-1, 0}, {0, 1}, {1, 2}, {2, 3}, {3, 3}, {4, 4}, {7, 4}, {8, 5}, {1023, 11}, {1024, 12},
		{1<<31 - 1, 32}, {1 << 31, 33}, {1<<32 - 1, 33}, {1 << 32, 33}, {1<<63 - 1, 33}} {
		if got := HistIndex(c.v); got != c.want {
			t.Errorf("HistIndex(%d) = %d, want %d", c.v, got, c.want)
		}
	}
	for _, c := range []struct {
		v, min, max, step int64
		want              int
	}{{-5, 0, 100, 10, 0}, {0, 0, 100, 10, 1}, {9, 0, 100, 10, 1}, {10, 0, 100, 10, 2}, {99, 0, 100, 10, 10},
		{100, 0, 100, 10, 11}, {500, 0, 100, 10, 11}, {95, 0, 100, 30, 4}, {89, 0, 100, 30, 3}, {1023, 1024, 4096, 1024, 0},
		{4096, 1024, 4096, 1024, 4}} {
		if got := LHistIndex(c.v, c.min, c.max, c.step); got != c.want {
			t.Errorf("LHistIndex(%d, %d, %d, %d) = %d, want %d", c.v, c.min, c.max, c.step, got, c.want)
		}
	}
	if n := LHistSlots(0, 100, 30); n != 5 {
		t.Errorf("LHistSlots(0, 100, 30) = %d, want 5", n)
	}
}

// BEGIN { ... @m[1]=1 count, @m[2]=2, @m[3]=3; print(@m); print(@m, 2);
// print(@m, 0, 2); print(@m,1,3); @h=hist(5) x3; @h=hist(20); print(@h);
// print(@h,0,2); @hk[1]=hist(1); @hk[2]=hist(1) x2; print(@hk, 1);
// @s[1]=stats(5); @s[2]=stats(10); print(@s, 1); @a[1]=avg(5); @a[2]=avg(10);
// print(@a,1); print(@a, 0, 2); }
func TestTopDiv(t *testing.T) {
	m := mapOf("@m", Count, cnt(3, I64(3)), cnt(1, I64(1)), cnt(2, I64(2)))
	expectText(t, m, 0, 0, "@m[1]: 1\n@m[2]: 2\n@m[3]: 3\n")
	expectText(t, m, 2, 0, "@m[2]: 2\n@m[3]: 3\n")
	expectText(t, m, 0, 2, "@m[1]: 0\n@m[2]: 1\n@m[3]: 1\n")
	expectText(t, m, 1, 3, "@m[3]: 1\n")
	expectJSON(t, m, 2, 0, `{"type": "map", "data": {"@m": {"2": 2, "3": 3}}}`+"\n")
	expectJSON(t, m, 0, 2, `{"type": "map", "data": {"@m": {"1": 0, "2": 1, "3": 1}}}`+"\n")

	h := mapOf("@h", Hist, hist(nil, 5, 5, 5, 20))
	third := "@@@@@@@@@@@@@@@@@                                   |\n"
	zero := "                                                    |\n"
	expectText(t, h, 0, 0, "@h: \n[4, 8)                 3 |"+full+"|\n[8, 16)                0 |"+zero+"[16, 32)               1 |"+third+"\n")
	expectText(t, h, 0, 2, "@h: \n[4, 8)                 1 |"+full+"|\n[8, 16)                0 |"+zero+"[16, 32)               0 |"+third+"\n")
	expectJSON(t, h, 0, 2, `{"type": "hist", "data": {"@h": [{"min": 4, "max": 7, "count": 1}, {"min": 8, "max": 15, "count": 0}, {"min": 16, "max": 31, "count": 0}]}}`+"\n")
	hk := mapOf("@hk", Hist, hist(key(I64(1)), 1), hist(key(I64(2)), 1, 1))
	expectText(t, hk, 1, 0, "@hk[2]: \n[1]                    2 |"+full+"|\n\n")
	expectJSON(t, hk, 1, 0, `{"type": "hist", "data": {"@hk": {"2": [{"min": 1, "max": 1, "count": 2}]}}}`+"\n")

	s := mapOf("@s", Stats, avg(key(I64(1)), 5), avg(key(I64(2)), 10))
	expectText(t, s, 1, 0, "@s[1]: count 1, average 5, total 5\n@s[2]: count 1, average 10, total 10\n\n")
	expectText(t, s, 0, 2, "@s[1]: count 1, average 5, total 5\n@s[2]: count 1, average 10, total 10\n\n")
	a := mapOf("@a", Avg, avg(key(I64(1)), 5), avg(key(I64(2)), 10))
	expectText(t, a, 1, 0, "@a[2]: 10\n\n")
	expectText(t, a, 0, 2, "@a[1]: 2\n@a[2]: 5\n\n")
	expectJSON(t, a, 0, 2, `{"type": "stats", "data": {"@a": {"1": 2, "2": 5}}}`+"\n")

	// @l = lhist(5..6); print(@l, 0, 2): lhist ignores div.
	l := lhistMap("@l", 0, 10, 1, lhist(0, 10, 1, nil, 5, 5, 6, 6, 6))
	expectText(t, l, 0, 2, "@l: \n[5, 6)                 2 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@                  |\n[6, 7)                 3 |"+full+"|\n\n")
	// @s = sum(-7); print(@s, 0, 2); @mn = min(-7): division truncates toward zero.
	expectText(t, mapOf("@s", Sum, val(I64(-7))), 0, 2, "@s: -3\n")
	expectText(t, mapOf("@c", Count, cnt(3)), 0, 2, "@c: 1\n")
}

// clear() and zero() leave maps that print like this (text) or not at all (json).
func TestEmptyMaps(t *testing.T) {
	for _, k := range []Kind{Plain, Count, Hist, LHist} {
		expectText(t, &Map{Name: "@e", Kind: k, Min: 0, Max: 10, Step: 1}, 0, 0, "\n")
		expectJSON(t, &Map{Name: "@e", Kind: k, Min: 0, Max: 10, Step: 1}, 0, 0, "")
	}
	expectText(t, mapOf("@s", Stats), 0, 0, "\n\n")
	expectText(t, mapOf("@a", Avg), 0, 0, "\n\n")
	// Zeroed: the keys stay.
	z := mapOf("@z", Hist, Entry{Buckets: make([]uint64, HistSlots)})
	expectText(t, z, 0, 0, "@z: \n\n")
	expectJSON(t, z, 0, 0, `{"type": "hist", "data": {"@z": []}}`+"\n")
	expectText(t, mapOf("@a", Avg, Entry{}), 0, 0, "@a: 0\n\n")
	expectJSON(t, mapOf("@a", Avg, Entry{}), 0, 0, `{"type": "stats", "data": {"@a": 0}}`+"\n")
	expectText(t, mapOf("@zk", Count, cnt(0, I64(1))), 0, 0, "@zk[1]: 0\n")
	zl := lhistMap("@zl", 0, 10, 1, Entry{Buckets: make([]uint64, 12)})
	expectText(t, zl, 0, 0, "@zl: \n\n")
	expectJSON(t, zl, 0, 0, `{"type": "hist", "data": {"@zl": []}}`+"\n")
}

var frames2 = Stack{"syscall+25", "0x7ffc689bb998"}

// BEGIN { @[ustack] = count(); @s[ustack(3), 1] = count(); @v[1] = ustack(2);
// print(ustack(2)); ... } and ksym/usym/buf/pointer maps.
func TestValueKinds(t *testing.T) {
	expectText(t, mapOf("@", Count, cnt(1, Stack{"syscall+25", "0x7ffc689bb998", "0x560b13ea7a60", "0x5441fd8949554100"})), 0, 0,
		"@[\n    syscall+25\n    0x7ffc689bb998\n    0x560b13ea7a60\n    0x5441fd8949554100\n]: 1\n")
	expectText(t, mapOf("@s", Count, cnt(1, Stack{"syscall+25", "0x7ffc689bb998", "0x560b13ea7a60"}, I64(1))), 0, 0,
		"@s[\n    syscall+25\n    0x7ffc689bb998\n    0x560b13ea7a60\n, 1]: 1\n")
	v := mapOf("@v", Plain, val(frames2, I64(1)))
	expectText(t, v, 0, 0, "@v[1]: \n        syscall+25\n        0x7ffc689bb998\n\n")
	expectJSON(t, v, 0, 0, `{"type": "map", "data": {"@v": {"1": "\n        syscall+25\n        0x7ffc689bb998\n"}}}`+"\n")
	expectJSON(t, mapOf("@", Count, cnt(1, frames2)), 0, 0, `{"type": "map", "data": {"@": {"\n    syscall+25\n    0x7ffc689bb998\n": 1}}}`+"\n")

	// @k[1] = ksym(0); @k[2]=ksym(1): bpftrace runs such entries together.
	k := mapOf("@k", Plain, val(Sym("0"), I64(1)), val(Sym("0x1"), I64(2)))
	expectText(t, k, 0, 0, "@k[1]: 0@k[2]: 0x1\n")
	expectJSON(t, k, 0, 0, `{"type": "map", "data": {"@k": {"1": "0", "2": "0x1"}}}`+"\n")
	kk := mapOf("@kk", Plain, val(I64(5), Sym("0")), val(I64(7), Sym("0x1")))
	expectText(t, kk, 0, 0, "@kk[0]: 5\n@kk[0x1]: 7\n")

	// @b[buf("a\x01", 2)] = buf("x\xff", 2);
	b := mapOf("@b", Plain, val(Buf("x\xff"), Buf("a\x01")))
	expectText(t, b, 0, 0, `@b[a\x01]: x\xff`+"\n")
	expectJSON(t, b, 0, 0, `{"type": "map", "data": {"@b": {"a\\x01": "x\\xff"}}}`+"\n")

	// @p = (int8*)1234; @pk[(int8*)255] = 1;
	expectText(t, mapOf("@p", Plain, val(Ptr(1234))), 0, 0, "@p: 1234\n")
	expectJSON(t, mapOf("@p", Plain, val(Ptr(1234))), 0, 0, `{"type": "map", "data": {"@p": 1234}}`+"\n")
	expectText(t, mapOf("@pk", Plain, val(I64(1), Ptr(255))), 0, 0, "@pk[0xff]: 1\n")
	expectJSON(t, mapOf("@pk", Plain, val(I64(1), Ptr(255))), 0, 0, `{"type": "map", "data": {"@pk": {"0xff": 1}}}`+"\n")
	expectText(t, mapOf("@u8", Plain, val(I64(1), Int{V: 200, Unsigned: true, Size: 1})), 0, 0, "@u8[200]: 1\n")
	expectText(t, mapOf("@n", Plain, val(U64(1<<63))), 0, 0, "@n: 9223372036854775808\n")

	// @n[1] = ntop(0x0100007f); @n[2] = ntop(0x0200007f); @t[1] = strftime("%Y", nsecs); ...
	n := mapOf("@n", Plain, val(Sym("127.0.0.1"), I64(1)), val(Sym("127.0.0.2"), I64(2)))
	expectText(t, n, 0, 0, "@n[1]: 127.0.0.1@n[2]: 127.0.0.2\n")
	expectJSON(t, n, 0, 0, `{"type": "map", "data": {"@n": {"1": "127.0.0.1", "2": "127.0.0.2"}}}`+"\n")
	tm := mapOf("@t", Plain, val(Raw("2026"), I64(2)), val(Raw("2026"), I64(1)))
	expectText(t, tm, 0, 0, "@t[1]: 2026\n@t[2]: 2026\n")
	expectJSON(t, tm, 0, 0, `{"type": "map", "data": {"@t": {"1": 2026, "2": 2026}}}`+"\n")
	expectJSON(t, mapOf("@t", Plain, val(I64(1), Raw("01"))), 0, 0, `{"type": "map", "data": {"@t": {"01": 1}}}`+"\n")
}

// print(1); print(-5); print("abc"); print((1,"a")); print((1,(2,"x"),-3));
// print((int32)-7); print(ustack(2)); print(buf("q\x02",2)); print((1, buf("z",1), "s"));
// print((uint8)255); print(strftime("%H:%M", nsecs)); print((1, strftime("%H", nsecs)));
// print(strerror(1));
func TestPrintValue(t *testing.T) {
	vals := []Value{I64(1), I64(-5), Str("abc"), Tuple{I64(1), Str("a")}, Tuple{I64(1), Tuple{I64(2), Str("x")}, I64(-3)},
		Int{V: -7, Size: 4}, frames2, Buf("q\x02"), Tuple{I64(1), Buf("z"), Str("s")}, Int{V: 255, Unsigned: true, Size: 1},
		Raw("01:35"), Tuple{I64(1), Raw("01")}, Raw("Operation not permitted")}
	var text, js strings.Builder
	tp, jp := NewText(&text, compat017), NewJSON(&js, compat017)
	for _, v := range vals {
		if err := tp.PrintValue(v); err != nil {
			t.Fatal(err)
		}
		if err := jp.PrintValue(v); err != nil {
			t.Fatal(err)
		}
	}
	wantText := "1\n-5\nabc\n(1, a)\n(1, (2, x), -3)\n-7\n\n        syscall+25\n        0x7ffc689bb998\n\n" +
		`q\x02` + "\n(1, z, s)\n255\n01:35\n(1, 01)\nOperation not permitted\n"
	if text.String() != wantText {
		t.Errorf("text:\n%s\nwant\n%s", show(text.String()), show(wantText))
	}
	wantJSON := `{"type": "value", "data": 1}
{"type": "value", "data": -5}
{"type": "value", "data": "abc"}
{"type": "value", "data": [1,"a"]}
{"type": "value", "data": [1,[2,"x"],-3]}
{"type": "value", "data": -7}
{"type": "value", "data": "\n        syscall+25\n        0x7ffc689bb998\n"}
{"type": "value", "data": "q\\x02"}
{"type": "value", "data": [1,"z","s"]}
{"type": "value", "data": 255}
{"type": "value", "data": 01:35}
{"type": "value", "data": [1,01]}
{"type": "value", "data": Operation not permitted}
`
	if js.String() != wantJSON {
		t.Errorf("json:\n%s\nwant\n%s", js.String(), wantJSON)
	}
}

// BEGIN { time("%Y|"); time(); cat("/tmp/bt/f.txt"); system("echo sys; echo two");
// printf("after\n"); exit(); } and join(args->argv), join(args->argv, ",").
func TestMessages(t *testing.T) {
	run := func(p Printer) {
		for _, err := range []error{
			p.AttachedProbes(1), p.Time("2026|"), p.Time("01:24:00\n"), p.Cat("hello file\n"),
			p.System("sys\ntwo\n"), p.Printf([]byte("after\n")), p.Join("a b"), p.LostEvents(3), p.AttachedProbes(2),
			p.ExitMaps(nil),
		} {
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	var text, js strings.Builder
	run(NewText(&text, compat017))
	run(NewJSON(&js, compat017))
	wantText := "Attaching 1 probe...\n2026|01:24:00\nhello file\nsys\ntwo\nafter\na b\nLost 3 events\nAttaching 2 probes...\n\n\n"
	if text.String() != wantText {
		t.Errorf("text:\n%s\nwant\n%s", show(text.String()), show(wantText))
	}
	wantJSON := `{"type": "attached_probes", "data": {"probes": 1}}
{"type": "time", "data": "2026|"}
{"type": "time", "data": "01:24:00\n"}
{"type": "cat", "data": "hello file\n"}
{"type": "syscall", "data": "sys\ntwo\n"}
{"type": "printf", "data": "after\n"}
{"type": "join", "data": "a b"}
{"type": "lost_events", "data": {"events": 3}}
{"type": "attached_probes", "data": {"probes": 2}}


`
	if js.String() != wantJSON {
		t.Errorf("json:\n%s\nwant\n%s", js.String(), wantJSON)
	}
}

// The same messages as newest bpftrace prints them: text mode writes
// "Attached N probes" and "Lost N events" on stderr (0.24's breaking change
// "Text mode now emits all non-script generated output (e.g., errors,
// attached notifications) to stderr", #4504, and #4194's wording); json
// records carry a "count" beside their data, and the run ends without the
// two newlines (bpftrace's src/output/json.cpp).
func TestMessagesNewest(t *testing.T) {
	var text, status, js strings.Builder
	for _, p := range []Printer{NewText(&text, Options{Status: &status}), NewJSON(&js, Options{})} {
		for _, err := range []error{p.AttachedProbes(1), p.Printf([]byte("after\n")), p.LostEvents(3), p.AttachedProbes(2), p.ExitMaps(nil)} {
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	if want := "after\n\n\n"; text.String() != want {
		t.Errorf("text:\n%s\nwant\n%s", show(text.String()), show(want))
	}
	if want := "Attached 1 probe\nLost 3 events\nAttached 2 probes\n"; status.String() != want {
		t.Errorf("status:\n%s\nwant\n%s", show(status.String()), show(want))
	}
	wantJSON := `{"type": "attached_probes", "count": 1, "data": {"probes": 1}}
{"type": "printf", "data": "after\n"}
{"type": "lost_events", "count": 3, "data": {"events": 3}}
{"type": "attached_probes", "count": 2, "data": {"probes": 2}}
`
	if js.String() != wantJSON {
		t.Errorf("json:\n%s\nwant\n%s", js.String(), wantJSON)
	}
}

// BEGIN { print(@c); print(@s); print(@h); } with @c = count(), @s =
// stats(1), @h = hist(1) set only later: newest bpftrace prints an empty
// keyless map as its zero (bpftrace #5239, the example of issue #3006:
// "BEGIN { print(@) } END { @ = 1 }" prints "@: 0" then "@: 1"); 0.17 an
// empty line. hist() maps print nothing in both.
func TestEmptyScalar(t *testing.T) {
	maps := []*Map{
		{Name: "@c", Kind: Count, Zero: U64(0)},
		{Name: "@s", Kind: Stats, Zero: I64(0)},
		{Name: "@h", Kind: Hist},
	}
	for _, tt := range []struct {
		o          Options
		text, json string
	}{
		{Options{}, "@c: 0\n@s: count 0, average 0, total 0\n\n\n",
			`{"type": "map", "data": {"@c": 0}}` + "\n" + `{"type": "stats", "data": {"@s": {"count": 0, "average": 0, "total": 0}}}` + "\n"},
		{compat017, "\n\n\n\n", ""},
	} {
		var text, js strings.Builder
		tp, jp := NewText(&text, tt.o), NewJSON(&js, tt.o)
		for _, m := range maps {
			if err := errors.Join(tp.PrintMap(m, 0, 0), jp.PrintMap(m, 0, 0)); err != nil {
				t.Fatal(err)
			}
		}
		if text.String() != tt.text {
			t.Errorf("%+v text:\n%s\nwant\n%s", tt.o, show(text.String()), show(tt.text))
		}
		if js.String() != tt.json {
			t.Errorf("%+v json:\n%s\nwant\n%s", tt.o, js.String(), tt.json)
		}
	}
}

// printf("é\t\"q\" \\ \x01 \x7f %s\n", "x\ty") under -f json.
func TestEscape(t *testing.T) {
	got := Escape("é\t\"q\" \\ \x01 \x7f x\ty\n")
	want := `\uffffffc3\uffffffa9\t\"q\" \\ \u0001 ` + "\x7f" + ` x\ty\n`
	if got != want {
		t.Errorf("Escape = %q, want %q", got, want)
	}
	m := mapOf("@m", Plain, val(I64(1), Str("é\"k")))
	expectJSON(t, m, 0, 0, `{"type": "map", "data": {"@m": {"\uffffffc3\uffffffa9\"k": 1}}}`+"\n")
	n := mapOf("@n", Plain, val(I64(1), Str("a,b"), I64(2)))
	expectJSON(t, n, 0, 0, `{"type": "map", "data": {"@n": {"a,b,2": 1}}}`+"\n")
}

// BEGIN { @c = count(); clear(@c); @h=hist(3); clear(@h); @z=hist(3); zero(@z);
// @l=lhist(1,0,10,1); clear(@l); @s=stats(1); clear(@s); @a=avg(2); zero(@a);
// @k[1]=count(); clear(@k); @zk[1]=count(); zero(@zk); exit(); }
func TestExitMaps(t *testing.T) {
	maps := []*Map{
		mapOf("@zk", Count, cnt(0, I64(1))),
		mapOf("@z", Hist, Entry{Buckets: make([]uint64, HistSlots)}),
		mapOf("@s", Stats),
		lhistMap("@l", 0, 10, 1),
		mapOf("@k", Count),
		mapOf("@h", Hist),
		mapOf("@c", Count, cnt(0)),
		mapOf("@a", Avg, Entry{}),
	}
	var text, js strings.Builder
	if err := NewText(&text, compat017).ExitMaps(maps); err != nil {
		t.Fatal(err)
	}
	want := "\n\n@a: 0\n\n@c: 0\n\n\n\n\n\n@z: \n\n@zk[1]: 0\n"
	if text.String() != want {
		t.Errorf("text:\n%s\nwant\n%s", show(text.String()), show(want))
	}
	if err := NewJSON(&js, compat017).ExitMaps(maps); err != nil {
		t.Fatal(err)
	}
	wantJSON := "\n\n" + `{"type": "stats", "data": {"@a": 0}}
{"type": "map", "data": {"@c": 0}}
{"type": "hist", "data": {"@z": []}}
{"type": "map", "data": {"@zk": {"1": 0}}}
`
	if js.String() != wantJSON {
		t.Errorf("json:\n%s\nwant\n%s", js.String(), wantJSON)
	}
}

// TestStdSortTies replays testdata/sort40.*, which bpftrace printed for
//
//	BEGIN { $i = 0; while ($i < 40) { @h[$i * 37 % 41] = hist($i);
//	  if ($i % 3 == 0) { @h[$i * 37 % 41] = hist(1); }
//	  if ($i % 7 == 0) { @h[$i * 37 % 41] = hist(2); }
//	  @s[$i * 37 % 41] = avg($i % 5); @st[$i * 37 % 41] = stats($i % 4); $i++; }
//	  exit(); }
//
// 40 keys with many ties: only libstdc++'s exact std::sort reproduces the
// order of equal entries.
func TestStdSortTies(t *testing.T) {
	h := &Map{Name: "@h", Kind: Hist}
	s := &Map{Name: "@s", Kind: Avg}
	st := &Map{Name: "@st", Kind: Stats}
	for i := int64(0); i < 40; i++ {
		vs := []int64{i}
		if i%3 == 0 {
			vs = append(vs, 1)
		}
		if i%7 == 0 {
			vs = append(vs, 2)
		}
		k := key(I64(i * 37 % 41))
		h.Entries = append(h.Entries, hist(k, vs...))
		s.Entries = append(s.Entries, avg(k, i%5))
		st.Entries = append(st.Entries, avg(k, i%4))
	}
	for _, c := range []struct {
		file string
		p    func(w *strings.Builder) Printer
	}{
		{"testdata/sort40.txt", func(w *strings.Builder) Printer { return NewText(w, compat017) }},
		{"testdata/sort40.json", func(w *strings.Builder) Printer { return NewJSON(w, compat017) }},
	} {
		want, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		var got strings.Builder
		p := c.p(&got)
		if err := p.AttachedProbes(1); err != nil {
			t.Fatal(err)
		}
		if err := p.ExitMaps([]*Map{st, h, s}); err != nil {
			t.Fatal(err)
		}
		if got.String() != string(want) {
			gl, wl := strings.Split(got.String(), "\n"), strings.Split(string(want), "\n")
			for i := range wl {
				if i >= len(gl) || gl[i] != wl[i] {
					g := "<eof>"
					if i < len(gl) {
						g = gl[i]
					}
					t.Errorf("%s: line %d:\n got %.300s\nwant %.300s", c.file, i+1, g, wl[i])
					break
				}
			}
		}
	}
}

func TestStdSortIsSort(t *testing.T) {
	// Large inputs exercise the partition and heap paths; the result must
	// be sorted whatever the tie order.
	for _, n := range []int{0, 1, 2, 15, 16, 17, 100, 1000} {
		s := make([]int, n)
		x := uint32(12345)
		for i := range s {
			x = x*1103515245 + 12345
			s[i] = int(x>>16) % 50
		}
		stdSort(s, func(a, b int) bool { return a < b })
		for i := 1; i < n; i++ {
			if s[i-1] > s[i] {
				t.Fatalf("n=%d: not sorted at %d", n, i)
			}
		}
	}
	s := make([]int, 300)
	heapSort(s, func(a, b int) bool { return a < b })
	for i := range s {
		s[i] = 300 - i
	}
	heapSort(s, func(a, b int) bool { return a < b })
	for i := 1; i < len(s); i++ {
		if s[i-1] > s[i] {
			t.Fatalf("heapSort: not sorted at %d", i)
		}
	}
}

// replayMaps produces, through p, what testdata/maps.bt makes bpftrace print:
// the same map contents, the same print() calls, then the exit maps.
func replayMaps(t *testing.T, p Printer) {
	c := mapOf("@c", Count, cnt(1, I64(1), Str("a")), cnt(2, I64(2), Str("b")), cnt(3, I64(3), Str("c")))
	h := mapOf("@h", Hist, hist(nil, -1, 0, 5, 5, 1000, 1<<35))
	hk := mapOf("@hk", Hist, hist(key(Str("x")), 3), hist(key(Str("y")), 3, 70))
	l := lhistMap("@l", 0, 100, 10, lhist(0, 100, 10, nil, -1, 55, 1000))
	s := mapOf("@s", Stats, avg(key(Str("a")), 10, -3), avg(key(Str("b")), 100))
	av := mapOf("@avg", Avg, avg(key(I64(1)), -7, 0), avg(key(I64(2)), 8))
	str := mapOf("@str", Plain, val(Str("three"), I64(3)), val(Str("one"), I64(1)), val(Str("two"), I64(2)))
	sum := mapOf("@sum", Sum, val(I64(-5), Int{V: -1, Size: 4}), val(I64(9), Int{V: 2, Size: 4}))
	mn := mapOf("@mn", Min, val(I64(4), I64(1)))
	mx := mapOf("@mx", Max, val(I64(9), I64(1)))
	tup := mapOf("@tup", Plain, val(Tuple{I64(1), Str("x"), Tuple{I64(2), Str("y")}}, I64(1)))
	b := mapOf("@b", Plain, val(Buf("v\xff"), Buf("k\x01")))
	anon := mapOf("@", Count, cnt(1))
	for _, err := range []error{
		p.AttachedProbes(1),
		p.PrintMap(c, 2, 0), p.PrintMap(c, 0, 2), p.PrintMap(h, 0, 2), p.PrintMap(hk, 1, 0),
		p.PrintMap(av, 0, 2), p.PrintMap(s, 1, 0), p.PrintMap(l, 0, 0),
		p.PrintValue(Tuple{I64(1), Str("two"), Int{V: -3, Size: 1}}), p.PrintValue(Str("s\t\"q\"")), p.PrintValue(I64(-42)),
		p.ExitMaps([]*Map{c, h, hk, l, s, av, str, sum, mn, mx, tup, b, anon}),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
}

func TestReplayMaps(t *testing.T) {
	for _, c := range []struct {
		file string
		p    func(w *strings.Builder) Printer
	}{
		{"testdata/maps.txt", func(w *strings.Builder) Printer { return NewText(w, compat017) }},
		{"testdata/maps.json", func(w *strings.Builder) Printer { return NewJSON(w, compat017) }},
	} {
		want, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		var got strings.Builder
		replayMaps(t, c.p(&got))
		if got.String() != string(want) {
			gl, wl := strings.Split(got.String(), "\n"), strings.Split(string(want), "\n")
			for i := range wl {
				if i >= len(gl) || gl[i] != wl[i] {
					g := "<eof>"
					if i < len(gl) {
						g = gl[i]
					}
					t.Errorf("%s: line %d:\n got %q\nwant %q", c.file, i+1, g, wl[i])
					break
				}
			}
		}
	}
}

// struct in { short s; unsigned char u; char c; } with a pointer and an
// array beside it, as print(), a map value and a map key show it.
func TestRecords(t *testing.T) {
	in := Record{{"s", I64(16961)}, {"u", U64(67)}, {"c", I64(-3)}}
	rec := Record{{"a", Str("/xyz")}, {"n", in}, {"arr", Array{U64(1), U64(2)}}, {"p", Ptr(0xffff888100562480)}, {"e", Array{}}}
	if got, want := Text(rec), "{ .a = /xyz, .n = { .s = 16961, .u = 67, .c = -3 }, .arr = [1,2], .p = -131387338906496, .e = [] }"; got != want {
		t.Errorf("Text =\n%s\nwant\n%s", got, want)
	}
	if got, want := JSON(rec, Compat017), `{ "a": "/xyz", "n": { "s": 16961, "u": 67, "c": -3 }, "arr": [1,2], "p": -131387338906496, "e": [] }`; got != want {
		t.Errorf("JSON =\n%s\nwant\n%s", got, want)
	}
	// Newest bpftrace's objects have no spaces inside their braces (its
	// runtime test print_non_map_nested_struct: {"y": {"m": [2]}, "a": {"n": 3}}).
	if got, want := JSON(rec, Newest), `{"a": "/xyz", "n": {"s": 16961, "u": 67, "c": -3}, "arr": [1,2], "p": -131387338906496, "e": []}`; got != want {
		t.Errorf("JSON (newest) =\n%s\nwant\n%s", got, want)
	}
	expectText(t, mapOf("@k", Plain, cnt(1, rec, I64(1))), 0, 0,
		"@k[{.a=/xyz,.n={.s=16961,.u=67,.c=-3},.arr=[1,2],.p=0xffff888100562480,.e=[]}, 1]: 1\n")
	expectJSON(t, mapOf("@k", Plain, cnt(1, Array{U64(3)})), 0, 0, `{"type": "map", "data": {"@k": {"[3]": 1}}}`+"\n")
}

// hist(v, k) slots and labels: the example of bpftrace's hist(n, 2) change
// ([7] is a slot of its own, then [8, 10) ... [224, 256)), and K suffixes.
func TestHistBits(t *testing.T) {
	for _, c := range []struct {
		v    int64
		k    int
		slot int
	}{{-1, 2, 0}, {0, 2, 1}, {7, 2, 8}, {8, 2, 9}, {9, 2, 9}, {10, 2, 10}, {255, 2, 28}, {256, 2, 29}, {1, 1, 2}, {4, 1, 5}, {6, 1, 6}, {1 << 62, 5, 58<<5 + 1}} {
		if got := HistIndexBits(c.v, c.k); got != c.slot {
			t.Errorf("HistIndexBits(%d, %d) = %d, want %d", c.v, c.k, got, c.slot)
		}
	}
	b := make([]uint64, 29)
	b[8], b[9], b[28] = 1, 2, 1
	want := "[7]                    1 |@@@@@@@@@@@@@@@@@@@@@@@@@@                          |\n" +
		"[8, 10)                2 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|\n"
	if got := histText(b[:10], 1, 2); got != want {
		t.Errorf("histText =\n%s\nwant\n%s", show(got), show(want))
	}
	if got, want := histJSON(b[:10], 1, 2), `[{"min": 7, "max": 7, "count": 1}, {"min": 8, "max": 9, "count": 2}]`; got != want {
		t.Errorf("histJSON = %s, want %s", got, want)
	}
	if got := histText(b, 1, 2); !strings.HasSuffix(got, "\n[224, 256)             1 |"+strings.Repeat("@", 26)+strings.Repeat(" ", 26)+"|\n") {
		t.Errorf("histText ends\n%s", show(got))
	}
	for _, c := range []struct {
		idx, k int
		want   string
	}{{37, 2, "1280"}, {45, 2, "5K"}, {20, 1, "1024"}, {80, 1, "1024G"}} {
		if got := histBound(c.idx, c.k); got != c.want {
			t.Errorf("histBound(%d, %d) = %s, want %s", c.idx, c.k, got, c.want)
		}
	}
}
