// Package testutil holds the helpers sonde's tests share: gating kernel tests
// and catching leaked file descriptors.
package testutil

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// RequireKernel marks a test that needs the running kernel and privileges.
// When why is non-empty the test cannot run here: it is skipped with that
// reason, unless SONDE_REQUIRE_KERNEL=1 is set, in which case it fails.
// Call it as testutil.RequireKernel(t, testutil.Privileged()).
func RequireKernel(t testing.TB, why string) {
	t.Helper()
	if why == "" {
		return
	}
	if os.Getenv("SONDE_REQUIRE_KERNEL") == "1" {
		t.Fatalf("kernel test cannot run (SONDE_REQUIRE_KERNEL=1): %s", why)
	}
	t.Skip(why)
}

// Privileged returns "" when the process can load and attach BPF programs
// (root, or CAP_BPF+CAP_PERFMON), else a reason.
func Privileged() string {
	if os.Geteuid() == 0 {
		return ""
	}
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return "cannot read /proc/self/status: " + err.Error()
	}
	for _, line := range strings.Split(string(data), "\n") {
		if hex, ok := strings.CutPrefix(line, "CapEff:"); ok {
			var caps uint64
			fmt.Sscanf(strings.TrimSpace(hex), "%x", &caps)
			const capPerfmon, capBPF = 38, 39
			if caps&(1<<capBPF) != 0 && caps&(1<<capPerfmon) != 0 {
				return ""
			}
		}
	}
	return "needs root or CAP_BPF and CAP_PERFMON"
}

// CheckFDs returns a function to defer in TestMain-like places: it fails the
// test when the process holds more file descriptors than when CheckFDs ran.
func CheckFDs(t testing.TB) {
	t.Helper()
	before := countFDs()
	t.Cleanup(func() {
		if after := countFDs(); after > before {
			t.Errorf("leaked %d file descriptors", after-before)
		}
	})
}

func countFDs() int {
	ents, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		return 0
	}
	return len(ents)
}
