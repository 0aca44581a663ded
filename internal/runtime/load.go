// Package runtime loads a compiled program into the kernel, attaches it,
// streams its events and prints its maps, the way bpftrace does. It reads
// the compiled program (lang/object) and decodes values by types' layouts;
// it imports nothing of the code generator.
package runtime

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/cilium/ebpf"
	"golang.org/x/sys/unix"

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

var insnLine = regexp.MustCompile(`^(\d+): \(|^unreachable insn (\d+)|from insn (\d+)`)

// load creates the maps and programs of out in the kernel.
func load(out *object.Program, verbose bool) (*ebpf.Collection, error) {
	opts := ebpf.CollectionOptions{}
	for _, p := range out.Spec.Programs {
		if p.AttachTo != "" { // fentry/fexit: resolve against the BTF the checker already parsed
			if spec, err := kbtf.Kernel(); err == nil {
				opts.Programs.KernelTypes = spec
			}
			break
		}
	}
	if verbose {
		opts.Programs.LogLevel = ebpf.LogLevelInstruction
	}
	coll, err := ebpf.NewCollectionWithOptions(out.Spec, opts)
	if err == nil {
		return coll, nil
	}
	var ve *ebpf.VerifierError
	if errors.As(err, &ve) && len(ve.Log) == 0 || errors.Is(err, unix.EFAULT) {
		// Load again with a log, big enough for a program the verifier gave
		// up on (EFAULT: the log did not fit), to say where and why.
		opts.Programs.LogLevel = ebpf.LogLevelStats
		opts.Programs.LogSizeStart = 64 << 20
		if _, err2 := ebpf.NewCollectionWithOptions(out.Spec, opts); err2 != nil {
			err = err2
		}
	}
	if !errors.As(err, &ve) {
		ve = &ebpf.VerifierError{Cause: err}
		if errors.Is(err, unix.EFAULT) {
			ve.Cause = errors.New("the verifier gave up on it (EFAULT: an internal limit, typically a loop too long to prove bounded)")
		}
		if !strings.Contains(err.Error(), "load program") {
			return nil, err // not the verifier: a map, BTF, ...
		}
	}
	vr := &VerifierError{Log: ve.Log, Err: ve.Cause}
	// Find the program: cilium names it in the error text.
	for _, p := range out.Programs {
		if strings.Contains(err.Error(), p.Name) {
			vr.Program = p.Name
			// The last instruction the verifier printed is the one it refused.
			for i := len(ve.Log) - 1; i >= 0; i-- {
				if m := insnLine.FindStringSubmatch(ve.Log[i]); m != nil {
					n, _ := strconv.Atoi(m[1] + m[2] + m[3])
					vr.Span = p.Source[n]
					break
				}
			}
			if !vr.Span.Lo.IsValid() { // at least the probe
				pr := p.Instances[0].Probe
				vr.Span = source.Span{Lo: pr.Pos(), Hi: pr.Attach[len(pr.Attach)-1].End()}
			}
		}
	}
	return nil, vr
}
