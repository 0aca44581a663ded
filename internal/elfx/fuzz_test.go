package elfx

import (
	"debug/elf"
	"os"
	"testing"
)

// FuzzLDCache: any cache file parses or fails cleanly.
func FuzzLDCache(f *testing.F) {
	if data, err := os.ReadFile(LDCachePath); err == nil {
		f.Add(data)
	}
	f.Add([]byte(oldCacheMagic + "\x00\x01\x00\x00\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		parseLDCache(data)
	})
}

// FuzzMapsLine: any /proc/PID/maps line parses or is rejected cleanly.
func FuzzMapsLine(f *testing.F) {
	f.Add("7f0a1b2c3000-7f0a1b2e5000 r-xp 00028000 fd:01 1234567   /usr/lib/x86_64-linux-gnu/libc.so.6")
	f.Add("7ffd1b2c3000-7ffd1b2e5000 rw-p 00000000 00:00 0                          [stack]")
	f.Fuzz(func(t *testing.T, line string) {
		if m, ok := parseMapsLine(line); ok && m.Path != "" && m.Inode == 0 && m.File() {
			t.Fatalf("file mapping without inode: %+v", m)
		}
	})
}

// FuzzCFI: any .eh_frame or .debug_frame section parses or fails cleanly,
// and so do the rows of what it holds and the unwinding over them.
func FuzzCFI(f *testing.F) {
	if ef, err := elf.Open("/lib/x86_64-linux-gnu/libm.so.6"); err == nil {
		if s := ef.Section(".eh_frame"); s != nil {
			if data, err := s.Data(); err == nil {
				f.Add(data[:min(len(data), 4096)], true)
			}
		}
		ef.Close()
	}
	f.Add([]byte("\x14\x00\x00\x00\x00\x00\x00\x00\x01zR\x00\x01\x78\x10\x01\x1b\x0c\x07\x08\x90\x01\x00\x00"), true)
	f.Fuzz(func(t *testing.T, data []byte, eh bool) {
		fdes, _ := parseFrames(data, 0x1000, eh)
		c := &CFI{fdes: fdes}
		for _, fd := range fdes[:min(len(fdes), 8)] {
			for _, pc := range []uint64{fd.lo, fd.lo + 1, fd.lo + 7, fd.hi - 1} {
				if row, err := c.RowAt(pc); err == nil {
					step(row, pc, 0x8000, 0x8100, StackCopy{Base: 0x8000, Data: make([]byte, 64)})
				}
			}
		}
	})
}

// TestParseMapsLineNamed: the path of a mapping with no inode ("[vdso]")
// is what follows the inode, not what follows the first "0 ".
func TestParseMapsLineNamed(t *testing.T) {
	for line, want := range map[string]string{
		"7fd9a5f0a000-7fd9a5f0c000 r-xp 00000000 00:00 0                          [vdso]": "[vdso]",
		"7f0000000000-7f0000001000 r-xp 00001000 fd:01 1   /usr/lib/a b.so (deleted)":     "/usr/lib/a b.so (deleted)",
		"7f0000000000-7f0000001000 rw-p 00000000 00:00 0 ":                                "",
	} {
		if m, ok := parseMapsLine(line); !ok || m.Path != want {
			t.Errorf("%q: path %q, %v, want %q", line, m.Path, ok, want)
		}
	}
}
