package elfx_test

import (
	"fmt"
	"strings"
	"testing"

	"sonde/internal/elfx"
	"sonde/internal/elfx/elfxtest"
)

// TestGoParams places the parameters and results of the goargs fixture's
// functions in ABIInternal's registers.
func TestGoParams(t *testing.T) {
	bin := elfxtest.GoIn(t, "goargs", "goargs")
	f, err := elfx.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	for fn, want := range map[string]string{
		"main.traceme": "a:int=i0 b:int=i1 ret:int=>i0",
		"main.(*T).M":  "t:*main.T=i0 n:int=i1 ok:bool=i2 ~r0:int=>i0",
		"main.greet":   "s:string=i0+i1 n:int=i2 ~r0:int=>i0 ~r1:string=>i1+i2",
		"main.sum":     "xs:[]int=i0+i1+i2 scale:int=i3 total:int=>i0",
		"main.point":   "p:main.pair=i0+i1 flag:bool=i2 ~r0:int=>i0",
		"main.many":    "a:int=i0 b:int=i1 c:int=i2 d:int=i3 e:int=i4 f:int=i5 g:int=i6 h:int=i7 i:int=i8 j:int=stack@8 ~r0:int=>i0",
		"main.arr":     "a:[3]int=stack@8 n:int=i0 r:[2]int=>stack@32 s:string=>i0+i1",
		"main.scale":   "x:float64=f0 n:int=i0 ~r0:float64=>f0",
		"main.double":  "n:int=i0 ~r0:int=>i0",
	} {
		sym, ok := f.Lookup(fn)
		if !ok {
			t.Fatalf("%s: no symbol", fn)
		}
		params, ok, err := f.GoParams(sym.Addr)
		if err != nil || !ok {
			t.Fatalf("%s: %v %v", fn, ok, err)
		}
		var got []string
		for _, p := range params {
			loc := fmt.Sprintf("stack@%d", p.StackOff)
			if !p.Stack {
				var regs []string
				for _, pc := range p.Pieces {
					kind := "i"
					if pc.Float {
						kind = "f"
					}
					regs = append(regs, fmt.Sprintf("%s%d", kind, pc.Reg))
				}
				loc = strings.Join(regs, "+")
			}
			if p.Result {
				loc = ">" + loc
			}
			got = append(got, fmt.Sprintf("%s:%s=%s", p.Name, p.Decl, loc))
		}
		if g := strings.Join(got, " "); g != want {
			t.Errorf("%s:\n got %s\nwant %s", fn, g, want)
		}
	}
}
