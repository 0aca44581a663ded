package output

import (
	"bytes"
	"os"
	"os/exec"
	"testing"

	"sonde/internal/testutil"
)

// TestReferenceOutputs re-runs bpftrace on the scripts whose output is
// recorded in testdata, to show that the recorded bytes are what bpftrace
// prints (the other tests compare sonde's rendering with them). It needs
// root and the bpftrace 0.17 binary; without bpftrace it is skipped.
func TestReferenceOutputs(t *testing.T) {
	testutil.RequireKernel(t, testutil.Privileged())
	bt, err := exec.LookPath("bpftrace")
	if err != nil {
		t.Skip("bpftrace not installed")
	}
	if out, err := exec.Command(bt, "--version").Output(); err != nil || !bytes.HasPrefix(out, []byte("bpftrace v0.17")) {
		t.Skipf("reference is bpftrace v0.17, found %q", out)
	}
	const sort40 = `BEGIN { $i = 0; while ($i < 40) { @h[$i * 37 % 41] = hist($i); if ($i % 3 == 0) { @h[$i * 37 % 41] = hist(1); } if ($i % 7 == 0) { @h[$i * 37 % 41] = hist(2); } @s[$i * 37 % 41] = avg($i % 5); @st[$i * 37 % 41] = stats($i % 4); $i++; } exit(); }`
	for _, c := range []struct {
		file string
		args []string
	}{
		{"testdata/sort40.txt", []string{"-e", sort40}},
		{"testdata/sort40.json", []string{"-f", "json", "-e", sort40}},
		{"testdata/maps.txt", []string{"testdata/maps.bt"}},
		{"testdata/maps.json", []string{"-f", "json", "testdata/maps.bt"}},
	} {
		want, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		got, err := exec.Command(bt, c.args...).Output()
		if err != nil {
			t.Fatalf("bpftrace %q: %v", c.args, err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("bpftrace output differs from %s:\n%s", c.file, got)
		}
	}
}
