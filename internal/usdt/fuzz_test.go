package usdt_test

import (
	"testing"

	"sonde/internal/probe/point"
	"sonde/internal/usdt"
)

// FuzzParseArgs: any note text decodes or fails cleanly, and what decodes
// is well formed.
func FuzzParseArgs(f *testing.F) {
	for _, s := range []string{"-4@%ebx", "8@-16(%rbp)", "-8@$42", "4@8(%rax,%rdx,4)", "-8@g(%rip)", "1@%ah 2@(,%rsi,2)"} {
		f.Add(s)
	}
	resolve := func(string) (uint64, bool) { return 0x4000, true }
	f.Fuzz(func(t *testing.T, spec string) {
		args, err := usdt.ParseArgs(spec, 0x1000, resolve)
		if err != nil {
			return
		}
		for _, a := range args {
			if a.Size != 1 && a.Size != 2 && a.Size != 4 && a.Size != 8 {
				t.Fatalf("%q: size %d", spec, a.Size)
			}
			if a.Kind == point.LocMem && a.Index >= 0 && a.Scale != 1 && a.Scale != 2 && a.Scale != 4 && a.Scale != 8 {
				t.Fatalf("%q: scale %d", spec, a.Scale)
			}
			if a.Reg > 160 || a.Index > 160 {
				t.Fatalf("%q: register offset %d/%d", spec, a.Reg, a.Index)
			}
		}
	})
}

// FuzzParseNote: any note descriptor decodes or fails cleanly.
func FuzzParseNote(f *testing.F) {
	f.Add([]byte("\x00\x11\x00\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00p\x00n\x00-4@%edi\x00"), uint64(0x3000))
	f.Fuzz(func(t *testing.T, desc []byte, base uint64) {
		usdt.ParseNote(desc, base)
	})
}
