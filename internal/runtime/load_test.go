package runtime

import (
	"errors"
	"strings"
	"testing"

	"github.com/cilium/ebpf/asm"

	"sonde/internal/lang"
	"sonde/internal/lang/check"
	"sonde/internal/lang/langtest"
	"sonde/internal/lang/source"
	"sonde/internal/testutil"
)

// TestVerifierErrorPointsAtSource breaks one instruction of a compiled
// program and checks that the kernel's refusal is mapped back to the script
// line that generated it.
func TestVerifierErrorPointsAtSource(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	testutil.CheckFDs(t)
	src := "BEGIN {\n  @x = 1;\n  printf(\"%d\\n\", @x);\n}\n"
	f := source.NewFile("stdin", src)
	out, diags := lang.Compile(f, lang.Options{Check: check.Options{Env: langtest.Env{}}})
	if out == nil {
		t.Fatal(diags)
	}
	// Make the printf's first instruction read a register nobody set.
	p := out.Programs[0]
	insns := out.Spec.Programs[p.Name].Instructions
	line3 := -1
	for i, ins := range insns {
		if s, ok := ins.Source().(interface{ String() string }); ok && strings.HasPrefix(s.String(), "stdin:3:") {
			line3 = i
			break
		}
	}
	if line3 < 0 {
		t.Fatal("no instruction for line 3")
	}
	insns[line3+1] = asm.Mov.Reg(asm.R1, asm.R5)
	_, err := load(out, false)
	var ve *VerifierError
	if !errors.As(err, &ve) {
		t.Fatalf("want a VerifierError, got %v", err)
	}
	if got := f.Position(ve.Span.Lo); got.Line != 3 {
		t.Errorf("verifier error mapped to %s, want line 3; log tail: %q", got, ve.Log[max(0, len(ve.Log)-3):])
	}
}
