// Package symbolize turns the addresses a BPF program captured (stack
// frames, instruction pointers) into function names, and formats stacks
// the way bpftrace prints them.
//
// Kernel addresses resolve through /proc/kallsyms, read once on first use.
// User addresses resolve per process: the executable mappings the kernel
// reports as processes make them (a perf side-band, session.TrackMappings;
// sideband.go), or for processes already running, a snapshot of
// /proc/PID/maps taken while the process lives, map each address to a
// binary and file offset. They are kept after the process exits, and
// binaries are read once (elfx) and shared by every process that maps
// them, so a process that has since exited still symbolizes. Stacks captured as
// (build ID, file offset) pairs (BPF_F_STACK_BUILD_ID) resolve without any
// snapshot.
//
// It imports elfx for binaries and kernel for kallsyms; nothing of BPF.
package symbolize

import (
	"errors"
	"fmt"
	"sort"
	"sync"

	"sonde/internal/kernel"
)

// Kernel resolves kernel addresses. The zero value is ready to use.
type Kernel struct {
	once   sync.Once
	err    error
	addrs  []uint64 // sorted
	names  []string // names[i] is at addrs[i]
	byName map[string]uint64
}

var defaultKernel Kernel

// KernelSymbols returns the process-wide kernel symbol table.
func KernelSymbols() *Kernel { return &defaultKernel }

func (k *Kernel) load() error {
	k.once.Do(func() {
		all, err := kernel.Kallsyms()
		if err != nil {
			k.err = fmt.Errorf("kernel symbols: %w", err)
			return
		}
		type sym struct {
			addr uint64
			name string
		}
		var syms []sym
		k.byName = map[string]uint64{}
		for _, s := range all {
			switch s.Type {
			case 'a', 'A':
				// Absolute symbols are not places in code, but per-CPU
				// variables are listed so (percpu_kaddr() asks for them).
				if _, ok := k.byName[s.Name]; !ok && s.Addr != 0 {
					k.byName[s.Name] = s.Addr
				}
				continue
			case 'U', 'u':
				continue // undefined symbols are nowhere
			}
			if s.Addr == 0 {
				continue
			}
			syms = append(syms, sym{s.Addr, s.Name})
			if _, ok := k.byName[s.Name]; !ok {
				k.byName[s.Name] = s.Addr
			}
		}
		if len(syms) == 0 {
			k.err = errors.New("kernel symbols: /proc/kallsyms lists no addresses (kptr_restrict?)")
			return
		}
		sort.SliceStable(syms, func(i, j int) bool { return syms[i].addr < syms[j].addr })
		k.addrs = make([]uint64, len(syms))
		k.names = make([]string, len(syms))
		for i, s := range syms {
			k.addrs[i], k.names[i] = s.addr, s.name
		}
	})
	return k.err
}

// Lookup returns the symbol containing a kernel address and the offset into
// it: the nearest symbol at or below the address.
func (k *Kernel) Lookup(addr uint64) (name string, off uint64, ok bool) {
	if k.load() != nil {
		return "", 0, false
	}
	i := sort.Search(len(k.addrs), func(i int) bool { return k.addrs[i] > addr }) - 1
	if i < 0 {
		return "", 0, false
	}
	// Several names at one address: the first listed wins.
	for i > 0 && k.addrs[i-1] == k.addrs[i] {
		i--
	}
	if addr-k.addrs[i] >= maxKernelFunc {
		return "", 0, false // past the end of the last symbol: not a function
	}
	return k.names[i], addr - k.addrs[i], true
}

// maxKernelFunc bounds a kernel function's size: kallsyms has no sizes, and
// an address far past the nearest symbol is in none.
const maxKernelFunc = 1 << 20

// Addr returns the address of a kernel symbol (kaddr("name")).
func (k *Kernel) Addr(name string) (uint64, error) {
	if err := k.load(); err != nil {
		return 0, err
	}
	a, ok := k.byName[name]
	if !ok {
		return 0, fmt.Errorf("kernel symbol %q not found", name)
	}
	return a, nil
}

// Frame returns a kernel stack frame.
func (k *Kernel) Frame(addr uint64) Frame {
	fr := Frame{Addr: addr}
	if name, off, ok := k.Lookup(addr); ok {
		fr.Func, fr.Off, fr.Known = name, off, true
	}
	return fr
}

// Frames symbolizes a kernel stack.
func (k *Kernel) Frames(addrs []uint64) []Frame {
	out := make([]Frame, len(addrs))
	for i, a := range addrs {
		out[i] = k.Frame(a)
	}
	return out
}

// KSym is bpftrace's ksym(addr): the function name, or the address in hex.
func KSym(addr uint64) string {
	if name, _, ok := defaultKernel.Lookup(addr); ok {
		return name
	}
	return hexAddr(addr)
}

// KAddr is bpftrace's kaddr("name").
func KAddr(name string) (uint64, error) { return defaultKernel.Addr(name) }

// KStack formats a kernel stack (kstack, kstack(N), kstack(perf)).
func KStack(addrs []uint64, mode StackMode, indent int) string {
	return FormatStack(defaultKernel.Frames(addrs), mode, indent)
}
