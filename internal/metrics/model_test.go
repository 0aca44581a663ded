package metrics

import (
	"math"
	"reflect"
	"testing"

	"sonde/internal/output"
)

func one(t *testing.T, m *output.Map) Family {
	t.Helper()
	s := FromMaps([]*output.Map{m}, Options{})
	if len(s.Families) != 1 {
		t.Fatalf("%s: %d families, want 1: %+v", m.Name, len(s.Families), s)
	}
	return s.Families[0]
}

func TestNames(t *testing.T) {
	for in, want := range map[string]string{
		"@":          "sonde_map",
		"@calls":     "sonde_calls",
		"@Bytes_2":   "sonde_Bytes_2",
		"@a.b-c":     "sonde_a_b_c",
		"@héllo":     "sonde_h_llo",
		"@0x":        "sonde_0x",
		"@with:colo": "sonde_with:colo",
	} {
		if got := Name(in); got != want {
			t.Errorf("Name(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCollidingNames(t *testing.T) {
	s := FromMaps([]*output.Map{
		{Name: "@", Kind: output.Count, Entries: []output.Entry{{Value: output.U64(1)}}},
		{Name: "@map", Kind: output.Count, Entries: []output.Entry{{Value: output.U64(2)}}},
		{Name: "@series_dropped", Kind: output.Count, Entries: []output.Entry{{Value: output.U64(3)}}},
	}, Options{})
	var names []string
	for _, f := range s.Families {
		names = append(names, f.Name)
	}
	want := []string{"sonde_map", "sonde_map_2", "sonde_series_dropped_2"}
	if !reflect.DeepEqual(names, want) {
		t.Errorf("names %v, want %v", names, want)
	}
}

func TestCounterKeys(t *testing.T) {
	f := one(t, &output.Map{Name: "@calls", Kind: output.Count, Entries: []output.Entry{
		{Key: []output.Value{output.Str("sh")}, Value: output.U64(3)},
		{Key: []output.Value{output.Str("bash")}, Value: output.U64(7)},
	}})
	want := Family{Name: "sonde_calls", Help: "sonde map @calls = count()", Type: Counter, Series: []Series{
		{Labels: []Label{{"key", "bash"}}, Value: 7},
		{Labels: []Label{{"key", "sh"}}, Value: 3},
	}}
	if !reflect.DeepEqual(f, want) {
		t.Errorf("got %+v\nwant %+v", f, want)
	}
}

func TestTupleKeysAndKinds(t *testing.T) {
	f := one(t, &output.Map{Name: "@bytes", Kind: output.Sum, Entries: []output.Entry{
		{Key: []output.Value{output.I64(-4), output.Str("x\xff"), output.Ptr(0xff), output.Stack{"inner+1", "outer+2"}}, Value: output.I64(-10)},
	}})
	want := []Label{{"key0", "-4"}, {"key1", "x\uFFFD"}, {"key2", "0xff"}, {"key3", "outer+2;inner+1"}}
	if f.Type != Counter || !reflect.DeepEqual(f.Series[0].Labels, want) || f.Series[0].Value != -10 {
		t.Errorf("got %+v", f)
	}
	for kind, typ := range map[output.Kind]Type{output.Min: Gauge, output.Max: Gauge, output.Plain: Gauge, output.Sum: Counter} {
		f := one(t, &output.Map{Name: "@v", Kind: kind, Entries: []output.Entry{{Value: output.U64(math.MaxUint64)}}})
		if f.Type != typ || f.Series[0].Value != math.MaxUint64 || len(f.Series[0].Labels) != 0 {
			t.Errorf("kind %d: %+v", kind, f)
		}
	}
	f = one(t, &output.Map{Name: "@a", Kind: output.Avg, Entries: []output.Entry{{Count: 4, Total: 10}}})
	if f.Type != Gauge || f.Series[0].Value != 2.5 {
		t.Errorf("avg: %+v", f)
	}
	f = one(t, &output.Map{Name: "@s", Kind: output.Stats, Entries: []output.Entry{{Count: 4, Total: 10}}})
	if f.Type != Summary || f.Series[0].Sum != 10 || f.Series[0].Count != 4 {
		t.Errorf("stats: %+v", f)
	}
	f = one(t, &output.Map{Name: "@t", Kind: output.Tseries, Entries: []output.Entry{{Series: []output.Point{{Value: 1}, {Value: 5}}}}})
	if f.Type != Gauge || f.Series[0].Value != 5 {
		t.Errorf("tseries: %+v", f)
	}
	f = one(t, &output.Map{Name: "@b", Entries: []output.Entry{{Key: []output.Value{output.I64(1)}, Value: output.Bool(true)}}})
	if f.Series[0].Value != 1 {
		t.Errorf("bool: %+v", f)
	}
}

func TestTextValues(t *testing.T) {
	f := one(t, &output.Map{Name: "@last", Entries: []output.Entry{
		{Key: []output.Value{output.I64(7)}, Value: output.Str("/etc/passwd")},
	}})
	want := Series{Labels: []Label{{"key", "7"}, {"value", "/etc/passwd"}}, Value: 1}
	if f.Type != Gauge || !reflect.DeepEqual(f.Series[0], want) {
		t.Errorf("got %+v", f)
	}
	s := FromMaps([]*output.Map{{Name: "@rec", Entries: []output.Entry{{Value: output.Record{{Name: "a", V: output.I64(1)}}}}}}, Options{})
	if len(s.Families) != 0 {
		t.Errorf("a struct value is a metric: %+v", s)
	}
}

func TestHist(t *testing.T) {
	// hist(): slot 1 is 0, slot 2 is 1, slot 3 [2,4), slot 5 [8,16).
	b := make([]uint64, 6)
	b[1], b[3], b[5] = 2, 1, 4
	f := one(t, &output.Map{Name: "@h", Kind: output.Hist, Entries: []output.Entry{
		{Key: []output.Value{output.Str("a")}, Buckets: b},
		{Key: []output.Value{output.Str("b")}, Buckets: []uint64{0, 0, 1}},
	}})
	inf := math.Inf(1)
	want := []Series{
		{Labels: []Label{{"key", "a"}}, Buckets: []Bucket{{0, 2}, {1, 2}, {3, 3}, {7, 3}, {15, 7}, {inf, 7}}, Count: 7, Sum: 2*0 + 2.5 + 4*11.5},
		{Labels: []Label{{"key", "b"}}, Buckets: []Bucket{{0, 0}, {1, 1}, {3, 1}, {7, 1}, {15, 1}, {inf, 1}}, Count: 1, Sum: 1},
	}
	if f.Type != Histogram || !reflect.DeepEqual(f.Series, want) {
		t.Errorf("got %+v\nwant %+v", f.Series, want)
	}
	// hist(v, 2): slots 1..8 one value each, then [8,10), [10,12)...
	b = make([]uint64, 11)
	b[0], b[10] = 1, 1
	f = one(t, &output.Map{Name: "@h", Kind: output.Hist, Bits: 2, Entries: []output.Entry{{Buckets: b}}})
	var les []float64
	for _, x := range f.Series[0].Buckets {
		les = append(les, x.Le)
	}
	if want := []float64{-1, 0, 1, 2, 3, 4, 5, 6, 7, 9, 11, inf}; !reflect.DeepEqual(les, want) {
		t.Errorf("hist(v, 2) bounds %v, want %v", les, want)
	}
}

func TestLHist(t *testing.T) {
	// lhist(v, 0, 100, 10): slot 0 < 0, slot i [10(i-1), 10i), slot 11 >= 100.
	b := make([]uint64, 12)
	b[0], b[1], b[5], b[11] = 1, 2, 3, 4
	f := one(t, &output.Map{Name: "@l", Kind: output.LHist, Min: 0, Max: 100, Step: 10, Entries: []output.Entry{{Buckets: b}}})
	s := f.Series[0]
	inf := math.Inf(1)
	want := []Bucket{{-1, 1}, {9, 3}, {19, 3}, {29, 3}, {39, 3}, {49, 6}, {59, 6}, {69, 6}, {79, 6}, {89, 6}, {99, 6}, {inf, 10}}
	if !reflect.DeepEqual(s.Buckets, want) || s.Count != 10 || s.Sum != -1+2*4.5+3*44.5+4*100 {
		t.Errorf("got %+v", s)
	}
	// llhist(v, 10, 0, 1, 10): [1,10) one each, [10,100) by tens.
	ll := output.LogLinear{Factor: 10, Low: 0, High: 1, Steps: 10}
	b = make([]uint64, ll.Slots())
	b[ll.Index(0)], b[ll.Index(5)], b[ll.Index(42)] = 1, 1, 1
	f = one(t, &output.Map{Name: "@ll", Kind: output.LLHist, LL: ll, Entries: []output.Entry{{Buckets: b}}})
	s = f.Series[0]
	if s.Buckets[0] != (Bucket{0, 1}) || s.Count != 3 {
		t.Errorf("llhist: %+v", s)
	}
	for _, x := range s.Buckets {
		if x.Le == 49 && x.Count != 3 || x.Le == 39 && x.Count != 2 {
			t.Errorf("llhist bucket %+v", x)
		}
	}
}

func TestMaxSeries(t *testing.T) {
	var es []output.Entry
	for i := range 30 {
		es = append(es, output.Entry{Key: []output.Value{output.I64(int64(i))}, Value: output.U64(1)})
	}
	maps := []*output.Map{
		{Name: "@b", Kind: output.Count, Entries: es},
		{Name: "@a", Kind: output.Count, Entries: es[:5]},
	}
	s := FromMaps(maps, Options{MaxSeries: 20})
	if s.Dropped != 15 || len(s.Families) != 2 || len(s.Families[0].Series) != 5 || len(s.Families[1].Series) != 15 {
		t.Errorf("dropped %d, families %+v", s.Dropped, s.Families)
	}
	if s := FromMaps(maps, Options{MaxSeries: -1}); s.Dropped != 0 {
		t.Errorf("unbounded dropped %d", s.Dropped)
	}
	if s := FromMaps(maps, Options{MaxSeries: 3}); s.Dropped != 32 || len(s.Families) != 1 {
		t.Errorf("3: dropped %d, %d families", s.Dropped, len(s.Families))
	}
}

func TestMergeLabels(t *testing.T) {
	m := []*output.Map{{Name: "@c", Kind: output.Count, Entries: []output.Entry{{Key: []output.Value{output.I64(1)}, Value: output.U64(1)}}}}
	a := FromMaps(m, Options{Labels: []Label{{"script", "a"}}})
	b := FromMaps(m, Options{Labels: []Label{{"script", "b"}}})
	s := Merge(a, b)
	if len(s.Families) != 1 || len(s.Families[0].Series) != 2 || !reflect.DeepEqual(s.Families[0].Series[1].Labels, []Label{{"script", "b"}, {"key", "1"}}) {
		t.Errorf("merge: %+v", s)
	}
	g := FromMaps([]*output.Map{{Name: "@c", Kind: output.Max, Entries: []output.Entry{{Value: output.U64(1)}}}}, Options{})
	g.Dropped = 2
	s = Merge(a, g, b)
	if len(s.Families) != 2 || s.Families[1].Name != "sonde_c_2" || s.Families[1].Type != Gauge || len(s.Families[0].Series) != 2 || s.Dropped != 2 {
		t.Errorf("merge of two types: %+v", s)
	}
}

func TestListenAddr(t *testing.T) {
	for in, want := range map[string]string{
		"9464":           "127.0.0.1:9464",
		":9464":          "127.0.0.1:9464",
		"0.0.0.0:9464":   "0.0.0.0:9464",
		"[::1]:9464":     "[::1]:9464",
		"localhost:9464": "localhost:9464",
	} {
		if got, err := ListenAddr(in); got != want || err != nil {
			t.Errorf("ListenAddr(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, in := range []string{"a:b:c", "host:", "[::1"} {
		if got, err := ListenAddr(in); err == nil {
			t.Errorf("ListenAddr(%q) = %q, want an error", in, got)
		}
	}
}

// TestFloatValues: a float or double map value (gdb's text) is the
// gauge's number; a NaN, whose text gdb writes with its mantissa, NaN.
func TestFloatValues(t *testing.T) {
	f := one(t, &output.Map{Name: "@temp", Entries: []output.Entry{
		{Key: []output.Value{output.I64(1)}, Value: output.Float("0.10000000000000001")},
		{Key: []output.Value{output.I64(2)}, Value: output.Float("-inf")},
		{Key: []output.Value{output.I64(3)}, Value: output.Float("-nan(0x8000000000000)")},
	}})
	if f.Type != Gauge || len(f.Series) != 3 || f.Series[0].Value != 0.1 || !math.IsInf(f.Series[1].Value, -1) || !math.IsNaN(f.Series[2].Value) {
		t.Errorf("got %+v", f)
	}
}
