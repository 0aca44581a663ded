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

// --cgroup (Options.Cgroup): every program of a task event calls
// bpf_current_task_under_cgroup once, a fused program before it calls its
// bodies, which do not; BEGIN, END and interval do not check.
func TestCgroupFilter(t *testing.T) {
	prog, diags := langtest.Check(`BEGIN { @b = 1; } END { @e = 1; } interval:s:1 { @i = 1; }
kprobe:f { @k = 1; } kprobe:g { @g1 = 1; } kprobe:g { @g2 = 1; }`, check.Options{NCPUs: 1})
	if prog == nil {
		t.Fatalf("check: %s", diags)
	}
	out, gd := codegen.Generate(prog, codegen.Options{Cgroup: true})
	if len(gd) > 0 {
		t.Fatalf("codegen: %v", gd)
	}
	if m := out.Spec.Maps[object.CgroupMap]; m == nil || m.MaxEntries != 1 {
		t.Fatalf("cgroup map: %+v", m)
	}
	checks := map[string]int{}
	for _, p := range out.Programs {
		for _, ins := range out.Spec.Programs[p.Name].Instructions {
			if ins.IsBuiltinCall() && asm.BuiltinFunc(ins.Constant) == asm.FnCurrentTaskUnderCgroup {
				checks[p.Targets[0].Provider+":"+p.Targets[0].Name]++
			}
		}
	}
	if len(out.Programs) != 5 || len(checks) != 2 {
		t.Errorf("%d programs; checks %v, want one in each kprobe's", len(out.Programs), checks)
	}
	for k, n := range checks {
		if n != 1 || k[:6] != "kprobe" {
			t.Errorf("%s checks %d times", k, n)
		}
	}
	if out, _ := codegen.Generate(prog, codegen.Options{}); out.Spec.Maps[object.CgroupMap] != nil {
		t.Error("a cgroup map without --cgroup")
	}
}
