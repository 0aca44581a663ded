// Go test program for sonde: parameters and results of Go functions by
// name, in Go's register ABI. It prints the values it passes, for the
// tests to compare with what sonde reads.
package main

import (
	"fmt"
	"os"
	"strconv"
)

type T struct {
	ID    int
	Name  string
	Hits  int32
	Inner inner
	Next  *T
}

type inner struct {
	Tag   string
	Level int
}

type pair struct {
	X, Y int
}

//go:noinline
func traceme(a, b int) (ret int) {
	ret = a*10 + b
	return
}

//go:noinline
func (t *T) M(n int, ok bool) int {
	if ok {
		t.Hits += int32(n)
	}
	return int(t.Hits)
}

//go:noinline
func greet(s string, n int) (int, string) {
	return len(s) + n, s[:1]
}

//go:noinline
func sum(xs []int, scale int) (total int) {
	for _, x := range xs {
		total += x * scale
	}
	return total
}

//go:noinline
func point(p pair, flag bool) int {
	if flag {
		return p.X
	}
	return p.Y
}

//go:noinline
func many(a, b, c, d, e, f, g, h, i, j int) int {
	return a + b + c + d + e + f + g + h + i + j
}

//go:noinline
func arr(a [3]int, n int) (r [2]int, s string) {
	r[0], r[1] = a[0]+n, a[2]+n
	return r, "arr"
}

//go:noinline
func visit(t *T, names []string, ps *string) (label string) {
	return t.Inner.Tag + "/" + names[1] + "/" + *ps
}

//go:noinline
func tagged(in inner, n int) int {
	return len(in.Tag) + in.Level + n
}

//go:noinline
func scale(x float64, n int) float64 {
	return x * float64(n)
}

// double is inlined where main calls it and called out of line through
// doubleFn: the out-of-line copy's parameters are instances
// (DW_AT_abstract_origin) of its abstract entry's.
func double(n int) int {
	return 2 * n
}

var doubleFn = double

var sink int

func main() {
	n := 1
	if len(os.Args) > 1 {
		n, _ = strconv.Atoi(os.Args[1])
	}
	t := &T{ID: 7, Name: "seven", Hits: 3, Inner: inner{Tag: "inner-tag", Level: 2}, Next: &T{ID: 8, Name: "eight"}}
	names := []string{"zero", "one", "two"}
	word := "word"
	xs := make([]int, 3, 5)
	xs[0], xs[1], xs[2] = 1, 2, 3
	for i := 0; i < n; i++ {
		sink += traceme(4+i, 2)
		fmt.Printf("traceme %d %d = %d\n", 4+i, 2, 42+10*i)
		sink += t.M(5, true)
		fmt.Printf("M %d %d true = %d\n", t.ID, 5, t.Hits)
		r, s := greet("hello", i)
		fmt.Printf("greet hello %d = %d %s\n", i, r, s)
		sink += sum(xs, 2)
		fmt.Printf("sum len=%d cap=%d scale=2 = %d\n", len(xs), cap(xs), 12)
		sink += point(pair{X: 11, Y: 22}, true)
		sink += many(1, 2, 3, 4, 5, 6, 7, 8, 9, 10+i)
		fmt.Printf("many 1 2 3 4 5 6 7 8 9 %d = %d\n", 10+i, 55+i)
		ra, s2 := arr([3]int{1, 2, 3}, i)
		fmt.Printf("arr 1 2 3 %d = %d %d %s\n", i, ra[0], ra[1], s2)
		sink += int(scale(1.5, 2))
		sink += double(i)
		fmt.Printf("double %d = %d\n", 3+i, doubleFn(3+i))
		fmt.Printf("tagged %s %d %d = %d\n", t.Inner.Tag, t.Inner.Level, i, tagged(t.Inner, i))
		label := visit(t, names, &word)
		fmt.Printf("visit %s %s %d %s %d %s %s = %s\n", t.Name, t.Inner.Tag, t.Inner.Level, t.Next.Name, len(names), names[1], word, label)
	}
	fmt.Println("ok", sink)
}
