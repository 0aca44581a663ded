package elfx

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// LDCachePath is the dynamic loader's cache of library locations.
var LDCachePath = "/etc/ld.so.cache"

// LibDirs are searched, in order, for libraries the cache does not know.
var LibDirs = []string{
	"/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu",
	"/lib64", "/usr/lib64", "/lib", "/usr/lib", "/usr/local/lib",
}

// CacheEntry is one library in ld.so.cache.
type CacheEntry struct {
	Name  string // soname: "libc.so.6"
	Path  string // "/lib/x86_64-linux-gnu/libc.so.6"
	Flags int32
}

const (
	newCacheMagic = "glibc-ld.so.cache1.1"
	oldCacheMagic = "ld.so-1.7.0"

	flagTypeMask  = 0x00ff
	flagELFLibc6  = 0x0003
	flagArchMask  = 0xff00
	flagX8664Lib6 = 0x0300
)

// ReadLDCache parses ld.so.cache in glibc's new format
// ("glibc-ld.so.cache1.1"), alone or after an old-format ("ld.so-1.7.0")
// table, and returns the x86-64 libc6 entries in the cache's order, which is
// the loader's order of preference.
func ReadLDCache(path string) ([]CacheEntry, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return parseLDCache(data)
}

// ldCaches holds parsed caches by path, read again when the file changes
// (ldconfig replaces it): a script's probes on one library resolve it once.
var ldCaches struct {
	sync.Mutex
	m map[string]ldCacheFile
}

type ldCacheFile struct {
	st      os.FileInfo
	entries []CacheEntry
}

// cachedLDCache is ReadLDCache through ldCaches; the entries are shared,
// not to be changed.
func cachedLDCache(path string) ([]CacheEntry, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	ldCaches.Lock()
	defer ldCaches.Unlock()
	if c, ok := ldCaches.m[path]; ok && unchanged(c.st, st) {
		return c.entries, nil
	}
	entries, err := ReadLDCache(path)
	if err != nil {
		return nil, err
	}
	if ldCaches.m == nil {
		ldCaches.m = map[string]ldCacheFile{}
	}
	ldCaches.m[path] = ldCacheFile{st, entries}
	return entries, nil
}

func parseLDCache(data []byte) ([]CacheEntry, error) {
	if bytes.HasPrefix(data, []byte(oldCacheMagic)) {
		// struct cache_file { char magic[11]; uint32 nlibs; struct file_entry libs[]; }
		// with 12-byte entries; the new table follows, 8-byte aligned.
		if len(data) < 16 {
			return nil, fmt.Errorf("ld.so.cache: truncated old header")
		}
		n := binary.LittleEndian.Uint32(data[12:])
		off := (16 + uint64(n)*12 + 7) &^ 7
		if off >= uint64(len(data)) {
			return nil, fmt.Errorf("ld.so.cache: old format only, not supported")
		}
		data = data[off:]
	}
	if !bytes.HasPrefix(data, []byte(newCacheMagic)) {
		return nil, fmt.Errorf("ld.so.cache: unknown format")
	}
	// struct cache_file_new { char magic[17]; char version[3]; uint32 nlibs;
	// uint32 len_strings; uint8 flags; uint8 pad[3]; uint32 extension_offset;
	// uint32 unused[3]; struct file_entry_new libs[]; }
	// struct file_entry_new { int32 flags; uint32 key, value; uint32 osversion; uint64 hwcap; }
	// String offsets are relative to the start of cache_file_new.
	const hdr, entSize = 48, 24
	if len(data) < hdr {
		return nil, fmt.Errorf("ld.so.cache: truncated header")
	}
	n := binary.LittleEndian.Uint32(data[20:])
	if uint64(hdr)+uint64(n)*entSize > uint64(len(data)) {
		return nil, fmt.Errorf("ld.so.cache: %d entries do not fit", n)
	}
	str := func(off uint32) string {
		if uint64(off) >= uint64(len(data)) {
			return ""
		}
		s := data[off:]
		if i := bytes.IndexByte(s, 0); i >= 0 {
			s = s[:i]
		}
		return string(s)
	}
	var out []CacheEntry
	for i := uint32(0); i < n; i++ {
		e := data[hdr+i*entSize:]
		flags := int32(binary.LittleEndian.Uint32(e[0:]))
		if flags&flagTypeMask != flagELFLibc6 || flags&flagArchMask != flagX8664Lib6 {
			continue
		}
		out = append(out, CacheEntry{
			Name:  str(binary.LittleEndian.Uint32(e[4:])),
			Path:  str(binary.LittleEndian.Uint32(e[8:])),
			Flags: flags,
		})
	}
	return out, nil
}

// libName turns "c", "libc", "libc.so" or "libc.so.6" into the "lib" prefix
// form, and reports whether the name already carries a version ("libc.so.6"
// is matched exactly, "libc" matches any "libc.so*").
func libName(name string) (base string, exact bool) {
	if i := strings.Index(name, ".so"); i >= 0 && i+3 < len(name) {
		return name, true // a full soname: "ld-linux-x86-64.so.2"
	}
	if !strings.HasPrefix(name, "lib") {
		name = "lib" + name
	}
	return strings.TrimSuffix(name, ".so"), false
}

func libMatches(file, base string, exact bool) bool {
	if exact {
		return file == base
	}
	return file == base+".so" || strings.HasPrefix(file, base+".so.")
}

// ResolveLibrary finds a shared library by name the way the dynamic loader
// would: "libc", "c", "libc.so.6". It consults ld.so.cache first, then the
// standard directories. root, when not "" or "/", is prefixed to every path
// (a container's /proc/PID/root); its own ld.so.cache is used.
func ResolveLibrary(name, root string) (string, error) {
	if root == "/" {
		root = ""
	}
	base, exact := libName(name)
	if entries, err := cachedLDCache(root + LDCachePath); err == nil {
		for _, e := range entries {
			if libMatches(e.Name, base, exact) {
				if _, err := os.Stat(root + e.Path); err == nil {
					return root + e.Path, nil
				}
			}
		}
	}
	for _, dir := range LibDirs {
		ents, err := os.ReadDir(root + dir)
		if err != nil {
			continue
		}
		var best string
		for _, e := range ents {
			if libMatches(e.Name(), base, exact) && isELF(filepath.Join(root+dir, e.Name())) && (best == "" || e.Name() < best) {
				best = e.Name() // "libfoo.so" before "libfoo.so.1"
			}
		}
		if best != "" {
			return filepath.Join(root+dir, best), nil
		}
	}
	return "", fmt.Errorf("library %q not found in %s or %s", name, LDCachePath, strings.Join(LibDirs, ":"))
}

// isELF reports whether path is an ELF file (libc.so in a -dev package is a
// linker script).
func isELF(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	var magic [4]byte
	_, err = f.ReadAt(magic[:], 0)
	return err == nil && string(magic[:]) == "\x7fELF"
}
