package elfx

import (
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
