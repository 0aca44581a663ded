package kernel

import (
	"os"
	"strconv"
	"strings"
	"sync"
)

// Symbol is one line of /proc/kallsyms.
type Symbol struct {
	Addr   uint64 // 0 when kptr_restrict hides addresses
	Type   byte   // 'T', 't', 'D', ...
	Name   string
	Module string // "" for vmlinux
}

// Kallsyms returns the kernel's symbols as /proc/kallsyms lists them, read
// once per process.
var Kallsyms = sync.OnceValues(ReadKallsyms)

// ReadKallsyms reads /proc/kallsyms now: modules and BPF programs come and
// go ("bpf_prog_TAG_NAME [bpf]").
func ReadKallsyms() ([]Symbol, error) {
	data, err := os.ReadFile("/proc/kallsyms")
	if err != nil {
		return nil, err
	}
	return ParseKallsyms(data), nil
}

// ParseKallsyms parses text in /proc/kallsyms' form (a trace.dat's kallsyms
// section is a copy of it).
func ParseKallsyms(data []byte) []Symbol {
	var out []Symbol
	for _, line := range strings.Split(string(data), "\n") {
		// ffffffff816b52b0 t do_sys_openat2
		// ffffffffc0a01000 t dummy_init	[dummy]
		f := strings.Fields(line)
		if len(f) < 3 || len(f[1]) != 1 {
			continue
		}
		addr, err := strconv.ParseUint(f[0], 16, 64)
		if err != nil {
			continue
		}
		s := Symbol{Addr: addr, Type: f[1][0], Name: f[2]}
		if len(f) > 3 {
			s.Module = strings.Trim(f[3], "[]")
		}
		out = append(out, s)
	}
	return out
}
