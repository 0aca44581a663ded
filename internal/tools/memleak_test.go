package tools

import (
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// The fixture leaks 25 blocks of 4000 bytes from leak_block (and frees
// as many 64-byte ones): one stack with 100000 bytes in 25 allocations.
func TestMemleakCommand(t *testing.T) {
	bin := fixture(t)
	o := Start(t, "memleak", "-c", bin+" leak 25 4000").Wait()
	o.Want(t, `^\[\d\d:\d\d:\d\d\] Top 10 stacks with outstanding allocations:$`)
	o.Want(t, `^\t100000 bytes in 25 allocations from stack\n\t\tleak_block\+\d+\n`)
}

func TestMemleakPID(t *testing.T) {
	bin := fixture(t)
	cmd := exec.Command(bin, "leak", "7", "3000", "wait")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	r := Start(t, "memleak", "-p", strconv.Itoa(cmd.Process.Pid), "-a", "-z", "2000", "-Z", "5000", "1")
	stdin.Write([]byte("go\n"))
	// The stacks are symbolized while the process lives: let an interval
	// print them before it exits.
	r.waitForMatch(`21000 bytes in 7 allocations`)
	stdin.Write([]byte("done\n"))
	cmd.Wait()
	o := r.Stop()
	o.Want(t, `^\taddr = [0-9a-f]+ size = 3000$`)
	o.Want(t, `^\t21000 bytes in 7 allocations from stack\n\t\tleak_block\+\d+\n`)
	if strings.Contains(o.Stdout, "size = 64\n") {
		t.Errorf("-z 2000 shows a 64-byte block:\n%s", o.Stdout)
	}
}

// waitForMatch waits until the tool's stdout matches re (the tool's own
// interval, not a sleep, paces it).
func (r *Running) waitForMatch(re string) {
	r.t.Helper()
	rx := regexp.MustCompile(re)
	r.waitFor(rx.MatchString)
}

func TestMemleakKernel(t *testing.T) {
	o := Start(t, "memleak", "-T", "3", "1", "1").Wait()
	o.Want(t, `^\[\d\d:\d\d:\d\d\] Top 3 stacks with outstanding allocations:$`)
	o.Want(t, `^\t\d+ bytes in \d+ allocations from stack$`)
}
