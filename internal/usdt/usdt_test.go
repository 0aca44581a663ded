package usdt_test

import (
	"fmt"
	"os/exec"
	"strings"
	"testing"

	"sonde/internal/elfx"
	"sonde/internal/elfx/elfxtest"
	"sonde/internal/probe/point"
	"sonde/internal/usdt"
)

// pt_regs offsets used below.
const (
	ax, bx, cx, dx, si, di, bp, ip = 80, 40, 88, 96, 104, 112, 32, 128
	r8, r9, r15                    = 72, 64, 0
)

func reg(size int, signed bool, off int) point.ArgLoc {
	return point.ArgLoc{Kind: point.LocReg, Size: size, Signed: signed, Reg: off, Index: -1}
}

func mem(size int, signed bool, base, index, scale int, disp int64) point.ArgLoc {
	return point.ArgLoc{Kind: point.LocMem, Size: size, Signed: signed, Reg: base, Index: index, Scale: scale, Offset: disp}
}

func TestParseArgs(t *testing.T) {
	syms := map[string]uint64{"g_counter": 0x4010, "g_int": 0x4018}
	resolve := func(n string) (uint64, bool) { a, ok := syms[n]; return a, ok }
	const pc = 0x1200
	for _, tc := range []struct {
		spec string
		want point.ArgLoc
	}{
		{"-4@%ebx", reg(4, true, bx)},
		{"8@%rdi", reg(8, false, di)},
		{"-1@%cl", reg(1, true, cx)},
		{"1@%ah", reg(1, false, ax+1)},
		{"-2@%r8w", reg(2, true, r8)},
		{"1@%r9b", reg(1, false, r9)},
		{"4@%r15d", reg(4, false, r15)},
		{"2@%si", reg(2, false, si)},
		{"1@%dil", reg(1, false, di)},
		{"%rax", reg(8, true, ax)},
		{"-8@$42", point.ArgLoc{Kind: point.LocConst, Size: 8, Signed: true, Const: 42, Reg: -1, Index: -1}},
		{"-4@$-5", point.ArgLoc{Kind: point.LocConst, Size: 4, Signed: true, Const: -5, Reg: -1, Index: -1}},
		{"8@$0x10", point.ArgLoc{Kind: point.LocConst, Size: 8, Const: 16, Reg: -1, Index: -1}},
		// gcc writes unsigned constants as their signed bit pattern.
		{"4@$-202182160", point.ArgLoc{Kind: point.LocConst, Size: 4, Const: 4092785136, Reg: -1, Index: -1}},
		{"2@$-536", point.ArgLoc{Kind: point.LocConst, Size: 2, Const: 65000, Reg: -1, Index: -1}},
		{"1@$-6", point.ArgLoc{Kind: point.LocConst, Size: 1, Const: 250, Reg: -1, Index: -1}},
		{"-1@$250", point.ArgLoc{Kind: point.LocConst, Size: 1, Signed: true, Const: -6, Reg: -1, Index: -1}},
		{"-2@$-536", point.ArgLoc{Kind: point.LocConst, Size: 2, Signed: true, Const: -536, Reg: -1, Index: -1}},
		{"8@$-616", point.ArgLoc{Kind: point.LocConst, Size: 8, Const: -616, Reg: -1, Index: -1}},
		{"8@-16(%rbp)", mem(8, false, bp, -1, 1, -16)},
		{"-4@(%rdx)", mem(4, true, dx, -1, 1, 0)},
		{"4@8(%rax,%rdx,4)", mem(4, false, ax, dx, 4, 8)},
		{"-8@(%rax,%rsi,8)", mem(8, true, ax, si, 8, 0)},
		{"8@(,%rsi,8)", mem(8, false, -1, si, 8, 0)},
		{"-8@g_counter(%rip)", mem(8, true, ip, -1, 1, 0x4010-pc)},
		{"-4@g_int+4(%rip)", mem(4, true, ip, -1, 1, 0x4018+4-pc)},
	} {
		got, err := usdt.ParseArgs(tc.spec, pc, resolve)
		if err != nil {
			t.Errorf("%s: %v", tc.spec, err)
			continue
		}
		if len(got) != 1 || got[0] != tc.want {
			t.Errorf("%s:\n got %+v\nwant %+v", tc.spec, got, tc.want)
		}
	}
	for _, bad := range []string{"3@%eax", "4@%foo", "4@8(%eax)", "4@nosuch(%rip)", "4@8(%rip)", "x@%eax", "4@(%rax,%rbx,3)", "4@[rax]"} {
		if _, err := usdt.ParseArgs(bad, pc, resolve); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
	got, err := usdt.ParseArgs("-4@%edi  8@-16(%rbp) -8@$42", pc, resolve)
	if err != nil || len(got) != 3 {
		t.Errorf("three args: %v %v", got, err)
	}
}

// TestRead reads the notes of the test program built at -O0 and -O2 and
// checks them against readelf's view of the same notes.
func TestRead(t *testing.T) {
	elfxtest.Tool(t, "readelf")
	for _, opt := range []string{"-O0", "-O2"} {
		t.Run(opt, func(t *testing.T) {
			bin := elfxtest.C(t, "usdt", []string{"usdt.c", "usdt_sema.c"}, opt)
			ps, err := usdt.Read(bin)
			if err != nil {
				t.Fatal(err)
			}
			f, err := elfx.Open(bin)
			if err != nil {
				t.Fatal(err)
			}
			out, err := exec.Command("readelf", "-n", bin).Output()
			if err != nil {
				t.Fatal(err)
			}
			var want []string
			var cur string
			for _, l := range strings.Split(string(out), "\n") {
				l = strings.TrimSpace(l)
				switch {
				case strings.HasPrefix(l, "Provider: "):
					cur = strings.TrimPrefix(l, "Provider: ")
				case strings.HasPrefix(l, "Name: "):
					cur += ":" + strings.TrimPrefix(l, "Name: ")
				case strings.HasPrefix(l, "Location: "):
					var loc, base, sema uint64
					fmt.Sscanf(l, "Location: 0x%x, Base: 0x%x, Semaphore: 0x%x", &loc, &base, &sema)
					cur += fmt.Sprintf(" %#x %#x", loc, sema)
				case strings.HasPrefix(l, "Arguments:"):
					want = append(want, strings.TrimSpace(cur+" "+strings.TrimSpace(strings.TrimPrefix(l, "Arguments:"))))
				}
			}
			var got []string
			for _, p := range ps {
				got = append(got, strings.TrimSpace(fmt.Sprintf("%s:%s %#x %#x %s", p.Provider, p.Name, p.Addr, p.Sema, p.ArgSpec)))
				if p.ArgErr != nil {
					t.Errorf("%s:%s %q: %v", p.Provider, p.Name, p.ArgSpec, p.ArgErr)
				}
				if off, _ := f.FileOffset(p.Addr); off != p.Offset {
					t.Errorf("%s offset %#x, want %#x", p.Name, p.Offset, off)
				}
				if p.Name == "guarded" && (p.Sema == 0 || p.SemaOff == 0) {
					t.Errorf("guarded probe without semaphore: %+v", p)
				}
			}
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("notes:\n%s\nreadelf:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
			groups := usdt.Group(ps)
			if len(groups) != 6 || groups[0][0].Name != "consts" {
				t.Errorf("groups: %d, first %s", len(groups), groups[0][0].Name)
			}
		})
	}
}

func TestBaseAdjustment(t *testing.T) {
	// A prelinked library: .stapsdt.base now at 0x3000 while the note was
	// written with base 0x2000, so every address moved by 0x1000.
	desc := make([]byte, 24)
	put := func(o int, v uint64) {
		for i := 0; i < 8; i++ {
			desc[o+i] = byte(v >> (8 * i))
		}
	}
	put(0, 0x1100)
	put(8, 0x2000)
	put(16, 0x4000)
	desc = append(desc, "prov\x00name\x00-4@%edi\x00"...)
	p, err := usdt.ParseNote(desc, 0x3000)
	if err != nil {
		t.Fatal(err)
	}
	if p.Addr != 0x2100 || p.Sema != 0x5000 || p.Provider != "prov" || p.Name != "name" || p.ArgSpec != "-4@%edi" {
		t.Errorf("%+v", p)
	}
}
