package elfx

import (
	"debug/elf"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Import is a function a binary calls in a shared library, bound to the
// library that defines it, as the dynamic loader would bind it.
type Import struct {
	Name string // "malloc"
	Lib  string // path of the defining library; "" when no needed library defines it
}

// Imports lists the functions a dynamically linked binary imports (its
// undefined function symbols in .dynsym: what ltrace traces by default),
// each bound to the first library in load order (breadth-first over
// DT_NEEDED, as the loader's global scope) that defines it. root is
// prefixed to library paths (a container's /proc/PID/root), "" for none.
func Imports(path, root string) ([]Import, error) {
	ef, err := elf.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	syms, err := ef.DynamicSymbols()
	ef.Close()
	if err != nil {
		return nil, fmt.Errorf("%s: no dynamic symbols: %w", path, err)
	}
	var names []string
	seen := map[string]bool{}
	for _, s := range syms {
		if s.Section == elf.SHN_UNDEF && elf.ST_TYPE(s.Info) == elf.STT_FUNC && s.Name != "" && !seen[s.Name] {
			seen[s.Name] = true
			names = append(names, s.Name)
		}
	}
	sort.Strings(names)
	libs, err := Needed(path, root)
	if err != nil {
		return nil, err
	}
	var defs []map[string]bool
	for _, l := range libs {
		defs = append(defs, definedFuncs(l))
	}
	out := make([]Import, len(names))
	for i, n := range names {
		out[i].Name = n
		for j, d := range defs {
			if d[n] {
				out[i].Lib = libs[j]
				break
			}
		}
	}
	return out, nil
}

// definedFuncs returns the names of the functions a library exports.
func definedFuncs(path string) map[string]bool {
	m := map[string]bool{}
	ef, err := elf.Open(path)
	if err != nil {
		return m
	}
	defer ef.Close()
	syms, _ := ef.DynamicSymbols()
	for _, s := range syms {
		t := elf.ST_TYPE(s.Info)
		if s.Section != elf.SHN_UNDEF && (t == elf.STT_FUNC || t == elf.STT_GNU_IFUNC) && elf.ST_BIND(s.Info) != elf.STB_LOCAL {
			m[s.Name] = true
		}
	}
	return m
}

// PLTStubs maps the functions a binary calls through its PLT (the symbols
// of its R_X86_64_JUMP_SLOT relocations) to their PLT stubs' link-time
// addresses: relocation i is stub i of .plt.sec when the binary has one
// (IBT), else stub i+1 of .plt (stub 0 calls the resolver). Functions
// reached only through the GOT (__libc_start_main from _start,
// __cxa_finalize) have no stub.
func PLTStubs(path string) (map[string]uint64, error) {
	ef, err := elf.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	defer ef.Close()
	syms, err := ef.DynamicSymbols()
	if err != nil {
		return nil, fmt.Errorf("%s: not dynamically linked: %w", path, err)
	}
	var base uint64
	if s := ef.Section(".plt.sec"); s != nil {
		base = s.Addr
	} else if s := ef.Section(".plt"); s != nil {
		base = s.Addr + 16
	} else {
		return map[string]uint64{}, nil
	}
	rel := ef.Section(".rela.plt")
	if rel == nil {
		return map[string]uint64{}, nil
	}
	data, err := rel.Data()
	if err != nil {
		return nil, fmt.Errorf("%s: .rela.plt: %w", path, err)
	}
	out := map[string]uint64{}
	for i := 0; i+24 <= len(data); i += 24 {
		info := binary.LittleEndian.Uint64(data[i+8:])
		if elf.R_X86_64(info&0xffffffff) != elf.R_X86_64_JMP_SLOT {
			continue
		}
		if n := int(info >> 32); n >= 1 && n <= len(syms) {
			out[syms[n-1].Name] = base + uint64(i/24)*16 // DynamicSymbols drops the null symbol
		}
	}
	return out, nil
}

// Needed returns the shared libraries a binary loads, breadth-first over
// DT_NEEDED (the loader's load order), each resolved through the needing
// object's DT_RPATH/DT_RUNPATH ($ORIGIN expanded), $LD_LIBRARY_PATH,
// ld.so.cache and the standard directories. Libraries that cannot be found
// are left out.
func Needed(path, root string) ([]string, error) {
	if root == "/" {
		root = ""
	}
	queue := []string{path}
	seen := map[string]bool{}
	var out []string
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		ef, err := elf.Open(cur)
		if err != nil {
			if cur == path {
				return nil, fmt.Errorf("open %s: %w", path, err)
			}
			continue
		}
		needed, _ := ef.DynString(elf.DT_NEEDED)
		rpath, _ := ef.DynString(elf.DT_RPATH)
		runpath, _ := ef.DynString(elf.DT_RUNPATH)
		ef.Close()
		origin := filepath.Dir(cur)
		var dirs []string
		expand := func(list []string) {
			for _, l := range list {
				for _, d := range strings.Split(l, ":") {
					d = strings.ReplaceAll(strings.ReplaceAll(d, "${ORIGIN}", origin), "$ORIGIN", origin)
					if d != "" {
						if !strings.HasPrefix(d, root+"/") && root != "" {
							d = root + d
						}
						dirs = append(dirs, d)
					}
				}
			}
		}
		if len(runpath) == 0 {
			expand(rpath)
		}
		if env := os.Getenv("LD_LIBRARY_PATH"); env != "" && root == "" {
			expand([]string{env})
		}
		expand(runpath)
		for _, n := range needed {
			lib := findNeeded(n, dirs, root)
			if lib == "" || seen[lib] {
				continue
			}
			seen[lib] = true
			out = append(out, lib)
			queue = append(queue, lib)
		}
	}
	return out, nil
}

func findNeeded(name string, dirs []string, root string) string {
	if strings.Contains(name, "/") {
		if isELF(root + name) {
			return root + name
		}
		return ""
	}
	for _, d := range dirs {
		if p := filepath.Join(d, name); isELF(p) {
			return p
		}
	}
	if p, err := ResolveLibrary(name, root); err == nil {
		return p
	}
	return ""
}
