package elfx

import (
	"os"
	"path/filepath"
	"testing"
)

// TestCachedLDCache: a cache is parsed once, and again when ldconfig has
// replaced the file.
func TestCachedLDCache(t *testing.T) {
	data, err := os.ReadFile(LDCachePath)
	if err != nil {
		t.Skipf("no ld.so.cache: %v", err)
	}
	p := filepath.Join(t.TempDir(), "ld.so.cache")
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	first, err := cachedLDCache(p)
	if err != nil || len(first) == 0 {
		t.Fatalf("cachedLDCache = %d entries, %v", len(first), err)
	}
	if again, _ := cachedLDCache(p); len(again) == 0 || &again[0] != &first[0] {
		t.Error("read again while unchanged")
	}
	// ldconfig writes a new file and renames it over the old one.
	tmp := p + "~"
	if err := os.WriteFile(tmp, []byte(oldCacheMagic+"\x00\x01\x00\x00\x00"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, p); err != nil {
		t.Fatal(err)
	}
	if got, err := cachedLDCache(p); err == nil {
		t.Errorf("replaced by a broken cache: %d entries, no error", len(got))
	}
}
