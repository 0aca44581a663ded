package e2e

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// initBudget is what sonde's own packages may allocate at start-up, summed
// over their inits: tables, regexps and embedded scripts' metadata are
// built on first use (sync.OnceValue), so that `sonde -e PROGRAM` pays for
// the tool collection or strace's decoders only when it runs them. The
// parser's keywords and the checker's builtins, which every script needs,
// fit in it.
const initBudget = 128 << 10

// TestStartupInit sums the bytes each of sonde's packages allocates in its
// init (GODEBUG=inittrace=1, exact, unlike times) and fails above
// initBudget, naming the largest. Third-party packages are not counted:
// every package linked is initialized, whichever command runs (see
// bench/startup/run).
func TestStartupInit(t *testing.T) {
	cmd := exec.Command(sondeBinary(t), "-V")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("sonde -V: %v\n%s", err, stderr.String())
	}
	total, largest, largestBytes, n := 0, "", 0, 0
	sc := bufio.NewScanner(&stderr)
	for sc.Scan() {
		// init sonde/internal/lang/parser @0.9 ms, 0.07 ms clock, 13920 bytes, 86 allocs
		f := strings.Fields(sc.Text())
		if len(f) < 11 || f[0] != "init" || f[8] != "bytes," {
			continue
		}
		n++
		if !strings.HasPrefix(f[1], "sonde/") {
			continue
		}
		b, err := strconv.Atoi(f[7])
		if err != nil {
			t.Fatalf("inittrace line %q: %v", sc.Text(), err)
		}
		total += b
		if b > largestBytes {
			largest, largestBytes = f[1], b
		}
	}
	if n == 0 {
		t.Fatalf("no inittrace lines in sonde -V's stderr:\n%s", stderr.String())
	}
	if total > initBudget {
		t.Errorf("sonde's packages allocate %d bytes at start-up, over the budget of %d; the largest is %s (%d bytes): build its tables on first use", total, initBudget, largest, largestBytes)
	}
	t.Logf("sonde's packages allocate %d bytes at start-up (largest %s, %d)", total, largest, largestBytes)
}
