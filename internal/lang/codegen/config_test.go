package codegen_test

import (
	"testing"

	"github.com/cilium/ebpf/asm"

	"sonde/internal/lang/check"
	"sonde/internal/lang/codegen"
	"sonde/internal/lang/langtest"
	"sonde/internal/lang/object"
)

// Plain nsecs is CLOCK_BOOTTIME in newest bpftrace (docs/stdlib.md, nsecs:
// "Defaults to boot if no clock is explicitly requested") and
// CLOCK_MONOTONIC in 0.17 (codegen.Options.BootNsecs unset).
func TestNsecsClock(t *testing.T) {
	for _, src := range []string{`BEGIN { @a = nsecs; }`, `BEGIN { @a = nsecs(); }`} {
		prog, diags := langtest.Check(src, check.Options{NCPUs: 1})
		if prog == nil {
			t.Fatalf("check: %s", diags)
		}
		for _, boot := range []bool{false, true} {
			out, gd := codegen.Generate(prog, codegen.Options{BootNsecs: boot})
			if len(gd) > 0 {
				t.Fatalf("codegen: %v", gd)
			}
			want, other := asm.FnKtimeGetNs, asm.FnKtimeGetBootNs
			if boot {
				want, other = other, want
			}
			calls := map[asm.BuiltinFunc]bool{}
			for _, p := range out.Spec.Programs {
				for _, ins := range p.Instructions {
					if ins.IsBuiltinCall() {
						calls[asm.BuiltinFunc(ins.Constant)] = true
					}
				}
			}
			if !calls[want] || calls[other] {
				t.Errorf("%s with BootNsecs=%v: helpers %v, want %v and not %v", src, boot, calls, want, other)
			}
		}
	}
}

// on_stack_limit (newest bpftrace's docs/language.md, "Config Variables":
// objects bigger than it "will be stored in pre-allocated memory") puts
// the probe's big values in scratch memory even when the stack has room.
func TestOnStackLimit(t *testing.T) {
	const probe = `BEGIN { $a = str(0); printf("%s\n", $a); }`
	if out := compile(t, probe); out.Spec.Maps[object.ScratchMap] != nil {
		t.Error("a small probe uses scratch memory without on_stack_limit")
	}
	if out := compile(t, `config = { on_stack_limit = 0 } `+probe); out.Spec.Maps[object.ScratchMap] == nil {
		t.Error("on_stack_limit = 0 left the string on the stack")
	}
}
