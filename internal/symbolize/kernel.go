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
	"time"

	"sonde/internal/kernel"
)

// Kernel resolves kernel addresses: vmlinux, modules and JIT'd BPF
// programs (bpf_prog_TAG_NAME), all from /proc/kallsyms. Modules and BPF
// programs come and go: an address past vmlinux that no symbol names, or
// that falls in a BPF program's, re-reads kallsyms the first time it is
// looked up (at most every reloadEvery), so a program loaded after the
// table was read is not taken for the one before it. The zero value is
// ready to use.
type Kernel struct {
	mu      sync.Mutex
	tab     *ktable
	err     error
	loaded  time.Time
	checked map[uint64]bool // addresses past vmlinux looked up since the last reload
}

type ktable struct {
	addrs   []uint64 // sorted
	names   []string // names[i] is at addrs[i]
	modules []string // modules[i] is names[i]'s module: "" for vmlinux, "bpf" for programs
	byName  map[string]uint64
	vmEnd   uint64 // the last vmlinux symbol: modules and BPF programs are past it
}

// reloadEvery bounds how often an unknown address re-reads kallsyms.
const reloadEvery = 250 * time.Millisecond

var defaultKernel Kernel

// KernelSymbols returns the process-wide kernel symbol table.
func KernelSymbols() *Kernel { return &defaultKernel }

// table returns the symbol table, reading kallsyms the first time; k.mu is held.
func (k *Kernel) table() (*ktable, error) {
	if k.tab == nil && k.err == nil {
		k.reload()
	}
	return k.tab, k.err
}

func (k *Kernel) reload() {
	k.loaded = time.Now()
	all, err := kernel.ReadKallsyms()
	if err != nil {
		if k.tab == nil {
			k.err = fmt.Errorf("kernel symbols: %w", err)
		}
		return
	}
	k.build(all)
}

// build makes the table of kallsyms' symbols.
func (k *Kernel) build(all []kernel.Symbol) {
	k.checked = map[uint64]bool{}
	type sym struct {
		addr      uint64
		name, mod string
	}
	var syms []sym
	t := &ktable{byName: map[string]uint64{}}
	for _, s := range all {
		switch s.Type {
		case 'a', 'A':
			// Absolute symbols are not places in code, but per-CPU
			// variables are listed so (percpu_kaddr() asks for them).
			if _, ok := t.byName[s.Name]; !ok && s.Addr != 0 {
				t.byName[s.Name] = s.Addr
			}
			continue
		case 'U', 'u':
			continue // undefined symbols are nowhere
		}
		if s.Addr == 0 {
			continue
		}
		syms = append(syms, sym{s.Addr, s.Name, s.Module})
		if _, ok := t.byName[s.Name]; !ok {
			t.byName[s.Name] = s.Addr
		}
		if s.Module == "" && s.Addr > t.vmEnd {
			t.vmEnd = s.Addr
		}
	}
	if len(syms) == 0 {
		if k.tab == nil {
			k.err = errors.New("kernel symbols: /proc/kallsyms lists no addresses (kptr_restrict?)")
		}
		return
	}
	sort.SliceStable(syms, func(i, j int) bool { return syms[i].addr < syms[j].addr })
	t.addrs = make([]uint64, len(syms))
	t.names = make([]string, len(syms))
	t.modules = make([]string, len(syms))
	for i, s := range syms {
		t.addrs[i], t.names[i], t.modules[i] = s.addr, s.name, s.mod
	}
	k.tab, k.err = t, nil
}

// find returns the index of the symbol containing addr.
func (t *ktable) find(addr uint64) (int, bool) {
	i := sort.Search(len(t.addrs), func(i int) bool { return t.addrs[i] > addr }) - 1
	if i < 0 {
		return 0, false
	}
	// Several names at one address: the first listed wins.
	for i > 0 && t.addrs[i-1] == t.addrs[i] {
		i--
	}
	if addr-t.addrs[i] >= maxKernelFunc {
		return 0, false // past the end of the last symbol: not a function
	}
	return i, true
}

// lookup finds addr's symbol, re-reading kallsyms for an address past
// vmlinux that is in no symbol or in a BPF program's, once per address.
func (k *Kernel) lookup(addr uint64) (name, mod string, off uint64, ok bool) {
	k.mu.Lock()
	defer k.mu.Unlock()
	t, err := k.table()
	if err != nil {
		return "", "", 0, false
	}
	i, ok := t.find(addr)
	if addr > t.vmEnd && (!ok || t.modules[i] == "bpf") && !k.checked[addr] {
		k.checked[addr] = true
		if time.Since(k.loaded) >= reloadEvery {
			k.reload()
			t = k.tab
			k.checked[addr] = true
			i, ok = t.find(addr)
		}
	}
	if !ok {
		return "", "", 0, false
	}
	return t.names[i], t.modules[i], addr - t.addrs[i], true
}

// Lookup returns the symbol containing a kernel address and the offset into
// it: the nearest symbol at or below the address.
func (k *Kernel) Lookup(addr uint64) (name string, off uint64, ok bool) {
	name, _, off, ok = k.lookup(addr)
	return name, off, ok
}

// maxKernelFunc bounds a kernel function's size: kallsyms has no sizes, and
// an address far past the nearest symbol is in none.
const maxKernelFunc = 1 << 20

// Addr returns the address of a kernel symbol (kaddr("name")).
func (k *Kernel) Addr(name string) (uint64, error) {
	k.mu.Lock()
	t, err := k.table()
	k.mu.Unlock()
	if err != nil {
		return 0, err
	}
	a, ok := t.byName[name]
	if !ok {
		return 0, fmt.Errorf("kernel symbol %q not found", name)
	}
	return a, nil
}

// Frame returns a kernel stack frame. Its Module is perf's name for where
// the function is: "[kernel.kallsyms]" for vmlinux, "[MODULE]" for a
// module's, "[bpf]" for a BPF program.
func (k *Kernel) Frame(addr uint64) Frame {
	fr := Frame{Addr: addr}
	if name, mod, off, ok := k.lookup(addr); ok {
		fr.Func, fr.Off, fr.Known = name, off, true
		if mod == "" {
			mod = "kernel.kallsyms"
		}
		fr.Module = "[" + mod + "]"
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
