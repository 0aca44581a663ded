package probe

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"sonde/internal/probe/point"
)

// TestNoKindNamesOutside checks the package doc's promise: outside this
// package nothing compares or switches on provider names; what differs
// between kinds is data on the Context.
func TestNoKindNamesOutside(t *testing.T) {
	var names []string
	for _, n := range point.Names() {
		names = append(names, regexp.QuoteMeta(n))
	}
	bad := regexp.MustCompile(`(?i)provider\w*(\(\w*\))?\s*(==|!=)\s*"[^"]|"[^"]+"\s*(==|!=)\s*\w*\.?provider\b|switch\s.*provider\w*\s*\{|case\s+("(` +
		strings.Join(names, "|") + `)",?\s*)+:`)
	root := ".."
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path == "." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		if filepath.Dir(path) == filepath.Join(root, "probe") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(src), "\n") {
			if bad.MatchString(line) {
				t.Errorf("%s:%d: a probe-kind name outside internal/probe (make it data on point.Context): %s", path, i+1, strings.TrimSpace(line))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
