package check_test

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"

	"sonde/internal/lang/check"
	"sonde/internal/lang/codegen"
	"sonde/internal/lang/langtest"
	"sonde/internal/probe/point"
)

// shareEnv offers every tracepoint:g:NAME a shared context on event
// g's "shared", as syscall tracepoints have on raw_syscalls, selected by
// Target.Value: N+1000 for nN, else the name's length; task flags are
// located at offset 16, or not at all.
type shareEnv struct {
	langtest.Env
	noOffsets bool
}

func (shareEnv) Resolve(attach string) ([]point.Target, error) {
	var ts []point.Target
	for _, n := range strings.Split(strings.TrimPrefix(attach, "tracepoint:g:"), "+") {
		v := uint64(len(n))
		if i, err := strconv.Atoi(strings.TrimPrefix(n, "n")); err == nil {
			v = uint64(i) + 1000
		}
		ts = append(ts, point.Target{Provider: "tracepoint", Name: "tracepoint:g:" + n, Parts: []string{"g", n}, Value: v})
	}
	return ts, nil
}

func (shareEnv) Context(t point.Target) (*point.Context, error) {
	f := point.Field{Name: "fd", CType: "int", Offset: 16, Size: 8, Signed: true}
	shared := f
	shared.Offset, shared.PtRegs = 112, true
	return &point.Context{ProgType: ebpf.TracePoint, Fields: []point.Field{f},
		Shared: &point.Context{ProgType: ebpf.RawTracepoint, Fields: []point.Field{shared},
			Dispatch: &point.Dispatch{Event: point.Target{Name: "rawtracepoint:g:shared"}, Min: 3, OwnKstack: true,
				Skip: &point.TaskFlag{Member: "flags", Offset: -1, Size: 4, Mask: 2}}}}, nil
}

func (e shareEnv) KernelOffset(structName, path string) (uint32, error) {
	if e.noOffsets {
		return 0, errors.New("no BTF")
	}
	return 16, nil
}

// TestShare: targets that can share an event do so from Dispatch.Min of
// them in the whole script, counted once each, with the task flag
// located; probes taking kernel stacks, and scripts whose flag cannot be
// located, keep their own events.
func TestShare(t *testing.T) {
	for _, tc := range []struct {
		src       string
		noOffsets bool
		shared    []bool // per instance
	}{
		{`tracepoint:g:a+bb { @ = count(); }`, false, []bool{false}},
		{`tracepoint:g:a+bb+ccc { @ = count(); }`, false, []bool{true}},
		{`tracepoint:g:a+bb { @ = count(); } tracepoint:g:ccc { @x = args.fd; }`, false, []bool{true, true}},
		{`tracepoint:g:a+bb { @ = count(); } tracepoint:g:a+bb { @x = count(); }`, false, []bool{false, false}},
		{`tracepoint:g:a+bb+ccc { @[probe] = count(); }`, false, []bool{true, true, true}},
		{`tracepoint:g:a+bb { @[kstack] = count(); } tracepoint:g:ccc { @x = count(); }`, false, []bool{false, false}},
		{`tracepoint:g:a+bb+ccc { @[kstack(2)] = count(); } tracepoint:g:dddd+eeeee+f { @x = count(); }`, false, []bool{false, true}},
		{`tracepoint:g:a+bb+ccc { @ = count(); }`, true, []bool{false}},
	} {
		prog, diags := langtest.Check(tc.src, check.Options{Env: shareEnv{noOffsets: tc.noOffsets}})
		if diags != "" {
			t.Errorf("%s: %s", tc.src, diags)
			continue
		}
		var got []bool
		for _, in := range prog.Instances {
			d := in.Ctx.Dispatch
			got = append(got, d != nil)
			if d != nil && (d.Skip.Offset != 16 || !in.Ctx.Fields[0].PtRegs) {
				t.Errorf("%s: shared context %+v, skip %+v", tc.src, in.Ctx, d.Skip)
			}
		}
		if len(got) != len(tc.shared) {
			t.Errorf("%s: %d instances, want %d", tc.src, len(got), len(tc.shared))
			continue
		}
		for i := range got {
			if got[i] != tc.shared[i] {
				t.Errorf("%s: instance %d shared = %v, want %v", tc.src, i, got[i], tc.shared[i])
			}
		}
	}
}

// TestShareCodegen: shared targets are one program on the shared event,
// or several when their bodies are more functions than one program may
// have, each key's probes in one of them.
func TestShareCodegen(t *testing.T) {
	for _, tc := range []struct {
		n, progs int
	}{{3, 1}, {150, 1}, {250, 2}, {450, 3}} {
		names := []string{"a"}
		for i := 2; i <= tc.n; i++ {
			names = append(names, fmt.Sprintf("n%d", i))
		}
		src := `tracepoint:g:` + strings.Join(names, "+") + ` { @[probe] = count(); } tracepoint:g:a { @x = count(); }`
		prog, diags := langtest.Check(src, check.Options{Env: shareEnv{}})
		if diags != "" {
			t.Fatalf("%d targets: %s", tc.n, diags)
		}
		out, cd := codegen.Generate(prog, codegen.Options{})
		if len(cd) > 0 {
			t.Fatalf("%d targets: %v", tc.n, cd)
		}
		if len(out.Programs) != tc.progs {
			t.Errorf("%d targets: %d programs, want %d", tc.n, len(out.Programs), tc.progs)
		}
		for _, p := range out.Programs {
			if len(p.Targets) != 1 || p.Targets[0].Name != "rawtracepoint:g:shared" {
				t.Errorf("%d targets: program %s attached to %v", tc.n, p.Name, p.Targets)
			}
			calls := 0
			for _, ins := range out.Spec.Programs[p.Name].Instructions {
				if ins.IsFunctionReference() || ins.OpCode.JumpOp() == asm.Call && ins.Src == asm.PseudoCall {
					calls++
				}
			}
			if calls < len(p.Instances) {
				t.Errorf("%d targets: program %s calls %d bodies of %d instances", tc.n, p.Name, calls, len(p.Instances))
			}
		}
		// "a" is named by two probes: both run in the first program.
		first := out.Programs[0].Instances
		if first[0].Targets[0].Name != "tracepoint:g:a" || first[len(first)-1].Index != 1 {
			t.Errorf("%d targets: the first program runs %s first, %d last", tc.n, first[0].Targets[0].Name, first[len(first)-1].Index)
		}
	}
}
