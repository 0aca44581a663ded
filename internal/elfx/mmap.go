package elfx

import (
	"debug/elf"
	"os"
	"sync"
	"syscall"
)

// mapped are the debug files mapped into memory, by path: DWARF sections
// are read from them in place instead of copied (a big binary's
// .debug_str, .debug_line and location lists are megabytes each, of
// which a probe reads a few entries). They stay mapped for the process's
// life, as the sections handed out point into them.
var mapped sync.Map // mapKey -> []byte (nil: could not map)

// mapKey is one version of a file: a path rebuilt in place is another.
type mapKey struct {
	path       string
	ino, mtime int64
	size       int64
}

// sectionData is a section's contents: a slice of the mapped file when
// the section is stored as it is (not compressed), else read by debug/elf.
func sectionData(path string, s *elf.Section) ([]byte, error) {
	if s.Type == elf.SHT_NOBITS || s.Flags&elf.SHF_COMPRESSED != 0 {
		return s.Data()
	}
	var st syscall.Stat_t
	if syscall.Stat(path, &st) != nil {
		return s.Data()
	}
	key := mapKey{path, int64(st.Ino), st.Mtim.Nano(), st.Size}
	m, ok := mapped.Load(key)
	if !ok {
		var b []byte
		if f, err := os.Open(path); err == nil {
			if st.Size > 0 {
				b, _ = syscall.Mmap(int(f.Fd()), 0, int(st.Size), syscall.PROT_READ, syscall.MAP_PRIVATE)
			}
			f.Close()
		}
		m, _ = mapped.LoadOrStore(key, b)
	}
	b := m.([]byte)
	if b == nil || s.Offset+s.Size > uint64(len(b)) {
		return s.Data()
	}
	return b[s.Offset : s.Offset+s.Size : s.Offset+s.Size], nil
}
