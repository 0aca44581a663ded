package bpf

// The one file that creates BPF objects: maps and programs through an
// ebpf.CollectionSpec, ring-buffer readers, and the cheapest object as a
// test that BPF works at all.

import (
	"errors"
	"fmt"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/btf"
	"github.com/cilium/ebpf/ringbuf"
	"golang.org/x/sys/unix"
)

// Options say how Load creates a collection.
type Options struct {
	// Maps are maps created before, by their name in the spec, used
	// instead of new ones (a program reloaded for another attach type).
	Maps map[string]*ebpf.Map
	// KernelTypes resolves fentry, fexit and LSM targets (nil: cilium
	// reads the kernel's BTF itself).
	KernelTypes *btf.Spec
	// Verbose asks the verifier for its instruction log, which a
	// VerifierError then carries; Stats for its statistics only (a debug
	// aid: Program.VerifierLog).
	Verbose, Stats bool
	// Parallel verifies the programs concurrently, as many at a time as
	// there are CPUs: the verifier is most of a front end's start-up
	// time. The error returned is the same as without: the first failing
	// program's, in name order.
	Parallel bool
}

func (o Options) logLevel() ebpf.LogLevel {
	switch {
	case o.Verbose:
		return ebpf.LogLevelInstruction
	case o.Stats:
		return ebpf.LogLevelStats
	}
	return 0
}

// VerifierError is a program the kernel refused.
type VerifierError struct {
	Program string
	// Insn is the offset of the instruction the verifier refused, -1 when
	// the log does not say.
	Insn int
	Log  []string
	Err  error
}

func (e *VerifierError) Error() string {
	return fmt.Sprintf("program %s rejected by the kernel: %v", e.Program, e.Err)
}

func (e *VerifierError) Unwrap() error { return e.Err }

// Load creates the maps and programs of spec. A program the kernel
// refuses is a *VerifierError.
func Load(spec *ebpf.CollectionSpec, o Options) (*ebpf.Collection, error) {
	maps, err := ebpf.NewCollectionWithOptions(&ebpf.CollectionSpec{Maps: spec.Maps, Types: spec.Types},
		ebpf.CollectionOptions{MapReplacements: o.Maps})
	if err != nil {
		return nil, err
	}
	coll := &ebpf.Collection{Maps: maps.Maps, Programs: map[string]*ebpf.Program{}}
	names := make([]string, 0, len(spec.Programs))
	for name := range spec.Programs {
		names = append(names, name)
	}
	slices.Sort(names)
	progs := make([]*ebpf.Program, len(names))
	errs := make([]error, len(names))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.NumCPU())
	for i, name := range names {
		load := func() { progs[i], errs[i] = loadProgram(spec, name, coll.Maps, o) }
		if o.Parallel {
			wg.Add(1)
			sem <- struct{}{}
			go func() { defer wg.Done(); load(); <-sem }()
		} else if load(); errs[i] != nil {
			break
		}
	}
	wg.Wait()
	for i, name := range names {
		if progs[i] != nil {
			coll.Programs[name] = progs[i]
		}
	}
	for _, err := range errs {
		if err != nil {
			coll.Close()
			return nil, err
		}
	}
	return coll, nil
}

// loadProgram loads one program of spec, with the maps it refers to.
func loadProgram(spec *ebpf.CollectionSpec, name string, maps map[string]*ebpf.Map, o Options) (*ebpf.Program, error) {
	p := spec.Programs[name]
	one := &ebpf.CollectionSpec{Maps: map[string]*ebpf.MapSpec{}, Programs: map[string]*ebpf.ProgramSpec{name: p}, Types: spec.Types}
	repl := map[string]*ebpf.Map{}
	for _, ins := range p.Instructions {
		if ref := ins.Reference(); ref != "" && maps[ref] != nil {
			one.Maps[ref], repl[ref] = spec.Maps[ref], maps[ref]
		}
	}
	opts := ebpf.CollectionOptions{MapReplacements: repl,
		Programs: ebpf.ProgramOptions{KernelTypes: o.KernelTypes, LogLevel: o.logLevel()}}
	if o.logLevel() != 0 {
		opts.Programs.LogSizeStart = 1 << 20
	}
	load := func() (*ebpf.Program, error) {
		c, err := ebpf.NewCollectionWithOptions(one, opts)
		if err != nil {
			return nil, err
		}
		prog := c.Programs[name]
		delete(c.Programs, name)
		c.Close() // the map clones
		return prog, nil
	}
	prog, err := load()
	if err == nil {
		return prog, nil
	}
	var ve *ebpf.VerifierError
	if errors.As(err, &ve) && len(ve.Log) == 0 || errors.Is(err, unix.EFAULT) {
		// Load again with a log, big enough for a program the verifier
		// gave up on (EFAULT: the log did not fit), to say where and why.
		opts.Programs.LogLevel = ebpf.LogLevelStats
		opts.Programs.LogSizeStart = 64 << 20
		if _, err2 := load(); err2 != nil {
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
	vr := &VerifierError{Program: name, Insn: -1, Log: ve.Log, Err: ve.Cause}
	// The last instruction the verifier printed is the one it refused.
	for i := len(ve.Log) - 1; i >= 0; i-- {
		if m := insnLine().FindStringSubmatch(ve.Log[i]); m != nil {
			vr.Insn, _ = strconv.Atoi(m[1] + m[2] + m[3])
			break
		}
	}
	return nil, vr
}

var insnLine = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(\d+): \(|^unreachable insn (\d+)|from insn (\d+)`)
})

// LoadProgram loads a program on its own, as a feature test does.
func LoadProgram(p *ebpf.ProgramSpec) (*ebpf.Program, error) {
	name := p.Name
	if name == "" {
		name = "prog"
	}
	c, err := ebpf.NewCollection(&ebpf.CollectionSpec{Programs: map[string]*ebpf.ProgramSpec{name: p}})
	if err != nil {
		return nil, err
	}
	return c.Programs[name], nil
}

// OpenRing opens a reader of a ring-buffer map.
func OpenRing(m *ebpf.Map) (*ringbuf.Reader, error) { return ringbuf.NewReader(m) }

// Available reports whether the kernel lets this process create BPF
// objects at all: it tries the cheapest one.
func Available() bool {
	c, err := ebpf.NewCollection(&ebpf.CollectionSpec{Maps: map[string]*ebpf.MapSpec{
		"probe": {Type: ebpf.Array, KeySize: 4, ValueSize: 4, MaxEntries: 1}}})
	if err != nil {
		return false
	}
	c.Close()
	return true
}

// SumPerCPU sums the per-CPU u64 values at key of m (a lost counter).
func SumPerCPU(m *ebpf.Map, key uint32) uint64 {
	var per []uint64
	if err := m.Lookup(key, &per); err != nil {
		return 0
	}
	var n uint64
	for _, v := range per {
		n += v
	}
	return n
}
