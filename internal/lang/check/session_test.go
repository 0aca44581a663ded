package check_test

import (
	"strings"
	"testing"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"

	"sonde/internal/lang/check"
	"sonde/internal/lang/codegen"
	"sonde/internal/lang/langtest"
	"sonde/internal/probe/point"
)

// sessionEnv offers kprobe:F and kretprobe:F a shared context on F's
// kprobe session, as the kprobe provider does where the kernel has
// session links: one event for both, the key a kfunc's result (BTF id 77),
// 0 for kprobes and 1 for kretprobes.
type sessionEnv struct{ langtest.Env }

func (sessionEnv) Resolve(attach string) ([]point.Target, error) {
	kind, fn, _ := strings.Cut(attach, ":")
	return []point.Target{{Provider: kind, Name: kind + ":" + fn, Parts: []string{fn}}}, nil
}

func (sessionEnv) Context(t point.Target) (*point.Context, error) {
	c := &point.Context{ProgType: ebpf.Kprobe, ArgN: point.ArgsRegs, Regs: true, Func: true}
	if t.Provider == "kretprobe" {
		c.ArgN, c.Retval = point.ArgsNone, true
	}
	sh := *c
	sh.AttachType = ebpf.AttachTraceKprobeSession
	sh.Dispatch = &point.Dispatch{Event: point.Target{Provider: "kprobe", Name: "kprobe:" + t.Parts[0], Parts: t.Parts, Path: "session"}, Min: 2, KeyKfunc: 77}
	if t.Provider == "kretprobe" {
		sh.Dispatch.TargetKey = 1
	}
	c.Shared = &sh
	return c, nil
}

// TestShareSession: a kprobe and a kretprobe on one function are one
// program on its session, which calls the kfunc telling entry from
// return and runs each probe on its side; a kprobe alone, or two kprobes,
// keep their own program.
func TestShareSession(t *testing.T) {
	for _, tc := range []struct {
		src   string
		progs int
		kfunc bool
	}{
		{`kprobe:f { @a = arg0; } kretprobe:f { @r = retval; }`, 1, true},
		{`kprobe:f { @a = arg0; } kprobe:g { @b = 1; } kretprobe:f { @r = retval; }`, 2, true},
		{`kprobe:f { @a = arg0; }`, 1, false},
		{`kprobe:f { @a = arg0; } kprobe:f { @b = arg1; }`, 1, false},
		{`kprobe:f { @a = arg0; } kretprobe:g { @r = retval; }`, 2, false},
	} {
		prog, diags := langtest.Check(tc.src, check.Options{Env: sessionEnv{}})
		if diags != "" {
			t.Errorf("%s: %s", tc.src, diags)
			continue
		}
		out, cd := codegen.Generate(prog, codegen.Options{})
		if len(cd) > 0 {
			t.Errorf("%s: %v", tc.src, cd)
			continue
		}
		if len(out.Programs) != tc.progs {
			t.Errorf("%s: %d programs, want %d", tc.src, len(out.Programs), tc.progs)
		}
		kfunc := false
		for _, p := range out.Programs {
			spec := out.Spec.Programs[p.Name]
			for _, ins := range spec.Instructions {
				if ins.OpCode.JumpOp() == asm.Call && ins.Src == asm.PseudoKfuncCall && ins.Constant == 77 {
					kfunc = true
					if spec.AttachType != ebpf.AttachTraceKprobeSession || len(p.Instances) != 2 || p.Targets[0].Path != "session" {
						t.Errorf("%s: session program %s: attach type %v, %d instances, targets %v", tc.src, p.Name, spec.AttachType, len(p.Instances), p.Targets)
					}
				}
			}
		}
		if kfunc != tc.kfunc {
			t.Errorf("%s: a session program: %v, want %v", tc.src, kfunc, tc.kfunc)
		}
	}
}
