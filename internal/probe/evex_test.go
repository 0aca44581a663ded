package probe

import (
	"os"
	"path/filepath"
	"testing"
)

func TestEvexAt(t *testing.T) {
	path := filepath.Join(t.TempDir(), "code")
	// vpbroadcastb %esi,%ymm17 (EVEX) at 2; a plain push %rbp at 0.
	if err := os.WriteFile(path, []byte{0x55, 0x90, 0x62, 0xa2, 0x7d, 0x28, 0x7a, 0xce}, 0o644); err != nil {
		t.Fatal(err)
	}
	if evexAt(path, 0) || !evexAt(path, 2) || evexAt(path, 100) || evexAt(path+"x", 2) {
		t.Error("evexAt misjudges the prefix")
	}
}
