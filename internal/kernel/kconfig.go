package kernel

import (
	"compress/gzip"
	"io"
	"os"
	"strings"
	"sync"
)

// Config returns the value of a kernel build option ("CONFIG_KPROBES"):
// "y", "m", a string without its quotes, or "" when the option is not set;
// and whether the running kernel's configuration could be read at all
// (/proc/config.gz, else /boot/config-RELEASE). It is read once.
func Config(option string) (string, bool) {
	cfg, ok := kconfig()
	if !ok {
		return "", false
	}
	return cfg[option], true
}

var kconfig = sync.OnceValues(func() (map[string]string, bool) {
	var data []byte
	if f, err := os.Open("/proc/config.gz"); err == nil {
		defer f.Close()
		if zr, err := gzip.NewReader(f); err == nil {
			data, _ = io.ReadAll(zr)
		}
	}
	if data == nil {
		if rel, err := os.ReadFile("/proc/sys/kernel/osrelease"); err == nil {
			data, _ = os.ReadFile("/boot/config-" + strings.TrimSpace(string(rel)))
		}
	}
	if data == nil {
		return nil, false
	}
	return parseConfig(data), true
})

// parseConfig reads a .config text: CONFIG_X=value lines; "# CONFIG_X is
// not set" and other comments are skipped.
func parseConfig(data []byte) map[string]string {
	cfg := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		if k, v, ok := strings.Cut(line, "="); ok && strings.HasPrefix(k, "CONFIG_") {
			cfg[k] = strings.Trim(v, `"`)
		}
	}
	return cfg
}
