package output

import (
	"testing"

	"sonde/internal/format"
)

func TestPrintaAndNormalize(t *testing.T) {
	m := &Map{Name: "@c", Kind: Sum, Entries: []Entry{
		{Key: []Value{Str("b"), Int{V: 2}}, Value: Int{V: 20}},
		{Key: []Value{Str("a"), Int{V: 1}}, Value: Int{V: 5}},
		{Key: []Value{Str("c"), Int{V: 3}}, Value: Int{V: 300}},
	}}
	verbs, err := format.Parse("%s:%d=%s %x\n")
	if err != nil {
		t.Fatal(err)
	}
	// key 0, key 1, the value's layout, the value as an integer
	got := Printa(m, verbs, []int{0, 1, -2, -1})
	if want := "a:1=5 5\nb:2=20 14\nc:3=300 12c\n"; got != want {
		t.Errorf("printa: got %q, want %q", got, want)
	}
	m.Normalize(10)
	if got, want := MapText(m, 0, 0), "@c[a, 1]: 0\n@c[b, 2]: 2\n@c[c, 3]: 30\n"; got != want {
		t.Errorf("normalized: got %q, want %q", got, want)
	}
	h := &Map{Name: "@h", Kind: Avg, Entries: []Entry{{Count: 4, Total: 400}}}
	h.Normalize(4)
	if got, want := MapText(h, 0, 0), "@h: 25\n\n"; got != want {
		t.Errorf("normalized avg: got %q, want %q", got, want)
	}
}
