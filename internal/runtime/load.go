// Package runtime loads a compiled program into the kernel, attaches it,
// streams its events and prints its maps, the way bpftrace does; while it
// runs, other goroutines may read the maps (Options.Maps, for --metrics).
// It reads the compiled program (lang/object) and decodes values by types'
// layouts; it imports nothing of the code generator.
package runtime

import (
	"errors"
	"fmt"

	"github.com/cilium/ebpf"

	"sonde/internal/bpf"
	"sonde/internal/kbtf"
	"sonde/internal/lang/object"
	"sonde/internal/lang/source"
)

// VerifierError is a program the kernel refused. It points at the script
// line whose code the verifier rejected.
type VerifierError struct {
	Program string
	Span    source.Span
	Log     []string
	Err     error
}

func (e *VerifierError) Error() string {
	return fmt.Sprintf("program %s rejected by the kernel: %v", e.Program, e.Err)
}

// load creates the maps and programs of out in the kernel.
func load(out *object.Program, verbose bool) (*ebpf.Collection, error) {
	opts := bpf.Options{Verbose: verbose, Parallel: true} // the verifier is most of start-up: one program per CPU at once
	for _, p := range out.Spec.Programs {
		if p.AttachTo != "" { // fentry/fexit: resolve against the BTF the checker already parsed
			if spec, err := kbtf.LoaderSpec(); err == nil {
				opts.KernelTypes = spec
			}
			break
		}
	}
	coll, err := bpf.Load(out.Spec, opts)
	var ve *bpf.VerifierError
	if err == nil || !errors.As(err, &ve) {
		return coll, err
	}
	vr := &VerifierError{Program: ve.Program, Log: ve.Log, Err: ve.Err}
	for _, p := range out.Programs {
		if p.Name != ve.Program {
			continue
		}
		if ve.Insn >= 0 {
			vr.Span = p.Source[ve.Insn]
		}
		if !vr.Span.Lo.IsValid() { // at least the probe
			pr := p.Instances[0].Probe
			vr.Span = source.Span{Lo: pr.Pos(), Hi: pr.Attach[len(pr.Attach)-1].End()}
		}
	}
	return nil, vr
}
