// Package usdt reads the statically defined tracepoints (USDT, systemtap's
// <sys/sdt.h>) of an ELF binary: the .note.stapsdt notes, their addresses
// and semaphores as file offsets for uprobes, and where each argument lives.
//
// Each DTRACE_PROBE/STAP_PROBE site is one note: provider, name, the address
// of a nop, an optional semaphore (a 2-byte counter that guarded probes test
// before computing their arguments), and an argument string such as
// "-4@%edi 8@-16(%rbp)" describing each argument's location at that nop.
//
// It reads binaries through elfx only, and may import kernel/abi for
// registers and probe/point, whose ArgLoc is what an operand decodes to.
package usdt

import (
	"encoding/binary"
	"fmt"
	"sort"

	"sonde/internal/elfx"
	"sonde/internal/probe/point"
)

// Probe is one USDT probe site.
type Probe struct {
	Provider string
	Name     string
	Addr     uint64 // link-time address of the probe's nop, after the .stapsdt.base adjustment
	Offset   uint64 // file offset of Addr: what the uprobe is attached at
	Sema     uint64 // link-time address of the semaphore; 0 when the probe has none
	SemaOff  uint64 // file offset of the semaphore (cilium's UprobeOptions.RefCtrOffset)
	ArgSpec  string // the note's argument string
	Args     []point.ArgLoc
	ArgErr   error // set when ArgSpec could not be decoded; Args is then nil
}

const noteType = 3 // NT_STAPSDT

// Read returns the USDT probes of a binary in note order. A binary without
// probes yields no probes and no error.
func Read(path string) ([]Probe, error) {
	secs, err := elfx.ReadSections(path, ".note.stapsdt", ".stapsdt.base")
	if err != nil {
		return nil, err
	}
	notes, ok := secs[".note.stapsdt"]
	if !ok {
		return nil, nil
	}
	file, err := elfx.Open(path)
	if err != nil {
		return nil, err
	}
	// Prelinking moves a library after it was built; .stapsdt.base records
	// where the notes' addresses were computed relative to.
	baseSect := secs[".stapsdt.base"].Addr
	syms, err := elfx.DefinedSymbols(path)
	if err != nil {
		return nil, err
	}
	// rip-relative operands ("4@counter(%rip)") name global and static
	// variables.
	resolve := func(name string) (uint64, bool) {
		a, ok := syms[name]
		return a, ok
	}
	var out []Probe
	for _, n := range elfx.Notes(notes.Data) {
		if n.Owner != "stapsdt" || n.Type != noteType {
			continue
		}
		p, err := ParseNote(n.Desc, baseSect)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		if p.Offset, err = file.FileOffset(p.Addr); err != nil {
			return nil, fmt.Errorf("usdt %s:%s: %w", p.Provider, p.Name, err)
		}
		if p.Sema != 0 {
			if p.SemaOff, err = file.FileOffset(p.Sema); err != nil {
				return nil, fmt.Errorf("usdt %s:%s semaphore: %w", p.Provider, p.Name, err)
			}
		}
		p.Args, p.ArgErr = ParseArgs(p.ArgSpec, p.Addr, resolve)
		out = append(out, p)
	}
	return out, nil
}

// ParseNote decodes one stapsdt note descriptor: pc, base and semaphore
// addresses (8 bytes each) and three NUL-terminated strings. baseSect is the address of
// .stapsdt.base in the file (0 when absent): prelinking moved the binary by
// its difference from the note's base, and the addresses move with it.
func ParseNote(desc []byte, baseSect uint64) (Probe, error) {
	if len(desc) < 24 {
		return Probe{}, fmt.Errorf("stapsdt note too short (%d bytes)", len(desc))
	}
	var p Probe
	p.Addr = binary.LittleEndian.Uint64(desc[0:])
	base := binary.LittleEndian.Uint64(desc[8:])
	p.Sema = binary.LittleEndian.Uint64(desc[16:])
	strs := desc[24:]
	next := func() string {
		for i, c := range strs {
			if c == 0 {
				s := string(strs[:i])
				strs = strs[i+1:]
				return s
			}
		}
		s := string(strs)
		strs = nil
		return s
	}
	p.Provider, p.Name, p.ArgSpec = next(), next(), next()
	if p.Provider == "" || p.Name == "" {
		return Probe{}, fmt.Errorf("stapsdt note without provider or name")
	}
	if baseSect != 0 && base != 0 {
		p.Addr += baseSect - base
		if p.Sema != 0 {
			p.Sema += baseSect - base
		}
	}
	return p, nil
}

// Group collects probe sites by provider and name, sorted; a probe defined
// at several places in the source (or inlined) has several sites.
func Group(ps []Probe) [][]Probe {
	idx := map[[2]string]int{}
	var out [][]Probe
	for _, p := range ps {
		k := [2]string{p.Provider, p.Name}
		i, ok := idx[k]
		if !ok {
			i = len(out)
			idx[k] = i
			out = append(out, nil)
		}
		out[i] = append(out[i], p)
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i][0], out[j][0]
		if a.Provider != b.Provider {
			return a.Provider < b.Provider
		}
		return a.Name < b.Name
	})
	return out
}
